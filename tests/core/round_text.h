#pragma once
// A package round as text, for tests that compare rounds with the synchronisation
// example: "A 0->3 B 0->2 | 2" (each project's computation or "skips", then the package
// time after the round).

#include "hs/cosim/package_runner.h"

#include <cstdio>
#include <string>
#include <vector>

namespace hs::test {

inline std::string roundSummary(const std::vector<cosim::TimelineEntry>& timeline, int round) {
    std::string out;
    for (std::size_t i = 0; i < timeline.size(); ++i) {
        const auto& e = timeline[i];
        if (e.round != round) continue;
        char buf[96];
        if (e.round == 1)
            std::snprintf(buf, sizeof buf, "%s at %g ", e.project.c_str(), e.start);
        else if (e.computed)
            std::snprintf(buf, sizeof buf, "%s %.12g->%.12g%s ", e.project.c_str(), e.start, e.end, e.reachedEnd ? " end" : "");
        else
            std::snprintf(buf, sizeof buf, "%s skips ", e.project.c_str());
        out += buf;
        std::snprintf(buf, sizeof buf, "| %.12g", e.packageTime);
        if (i + 1 == timeline.size() || timeline[i + 1].round != round) out += buf;
    }
    return out;
}

}  // namespace hs::test

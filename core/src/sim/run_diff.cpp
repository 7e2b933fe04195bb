#include "hs/sim/run_diff.h"

#include <algorithm>
#include <cmath>

namespace hs {

bool valuesAgree(double a, double b, double relTol) {
    if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
    return std::fabs(a - b) <= relTol * std::max({1.0, std::fabs(a), std::fabs(b)});
}

namespace {

// The variables both records have whose values at event i differ.
std::vector<VariableDifference> differingValues(const RunRecord& a, const RunRecord& b,
                                                std::size_t i, double relTol) {
    std::vector<VariableDifference> out;
    if (i >= a.eventValues.size() || i >= b.eventValues.size()) return out;
    const auto& va = a.eventValues[i];
    const auto& vb = b.eventValues[i];
    for (std::size_t ca = 0; ca < a.columns.size() && ca < va.size(); ++ca) {
        const auto it = std::find(b.columns.begin(), b.columns.end(), a.columns[ca]);
        if (it == b.columns.end()) continue;
        const auto cb = static_cast<std::size_t>(it - b.columns.begin());
        if (cb < vb.size() && !valuesAgree(va[ca], vb[cb], relTol))
            out.push_back({a.columns[ca], va[ca], vb[cb]});
    }
    return out;
}

// A source without the directories of the file paths in it: "/models/Ball.mo:13" is
// "Ball.mo:13", so that a record written from another directory names the same events.
std::string withoutDirectories(const std::string& source) {
    std::string out;
    std::size_t word = 0;  // where the current word starts in `out`
    for (char c : source) {
        if (c == '/') {
            out.erase(word);
            continue;
        }
        out += c;
        if (c == ' ' || c == ':' || c == '(' || c == '"') word = out.size();
    }
    return out;
}

}  // namespace

bool sameEventSource(const std::string& a, const std::string& b) {
    return a == b || withoutDirectories(a) == withoutDirectories(b);
}

RunDiff diffRuns(const RunRecord& a, const RunRecord& b, double relTol) {
    RunDiff d;
    d.eventsA = a.events.size();
    d.eventsB = b.events.size();
    const std::size_t n = std::min(a.events.size(), b.events.size());
    for (std::size_t i = 0; i < n; ++i) {
        const EventRecord& ea = a.events[i];
        const EventRecord& eb = b.events[i];
        Message what;
        if (ea.kind != eb.kind || !sameEventSource(ea.source, eb.source))
            what = msg("another event ran");
        else if (!valuesAgree(ea.time, eb.time, relTol))
            what = msg("the same event at another time");
        else if (ea.detail.english() != eb.detail.english())
            what = msg("the same event with another outcome");
        std::vector<VariableDifference> values = differingValues(a, b, i, relTol);
        if (what.empty() && values.empty()) continue;
        if (what.empty()) what = msg("the same event, other values after it");
        d.divergence = i;
        d.eventA = ea;
        d.eventB = eb;
        d.what = std::move(what);
        d.variables = std::move(values);
        return d;
    }
    if (a.events.size() != b.events.size()) {
        d.divergence = n;
        if (n < a.events.size()) d.eventA = a.events[n];
        if (n < b.events.size()) d.eventB = b.events[n];
        d.what = msg("one run ends before the other");
    }
    return d;
}

}  // namespace hs

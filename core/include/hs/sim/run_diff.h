#pragma once
// Two runs side by side: their run records (simulate --record) aligned event by event, and
// the first event at which they part — another element, another time, or other values of
// the result variables at its instant — with the variables that differ there.

#include "hs/lang/message.h"
#include "hs/sim/run_record.h"

#include <optional>
#include <string>
#include <vector>

namespace hs {

struct VariableDifference {
    std::string name;
    double a = 0.0, b = 0.0;
};

struct RunDiff {
    std::size_t eventsA = 0, eventsB = 0;
    // the first event (index into both records' events) where they differ; empty when the runs
    // agree on every event and value
    std::optional<std::size_t> divergence;
    std::optional<EventRecord> eventA, eventB;  // that event in each run (absent past its end)
    Message what;  // "another element", "another time (0.52 vs 0.61)", "other values", ...
    std::vector<VariableDifference> variables;  // the result variables that differ there
};

// Two numbers agree when |a - b| <= relTol * max(1, |a|, |b|) (NaN agrees with NaN only).
bool valuesAgree(double a, double b, double relTol);

// Two events' sources name the same element: equal, or equal without the directories of
// the files they name ("/a/Ball.mo:13" and "/b/Ball.mo:13").
bool sameEventSource(const std::string& a, const std::string& b);

// Times and values are compared with valuesAgree(); sources without the directories of the
// files they name (a run of /a/Ball.mo and one of /b/Ball.mo run the same events).
RunDiff diffRuns(const RunRecord& a, const RunRecord& b, double relTol = 1e-9);

}  // namespace hs

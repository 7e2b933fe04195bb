#pragma once
// Why did (or didn't) a when-clause or a transition fire? The model is run, and the answer
// names one of these reasons, with the instants and values behind it:
//   Fired           it fired (how often, first and last time)
//   TrueAtStart     its condition was already true when the run started and never became
//                   true again (a when-clause fires on the condition becoming true)
//   NeverTrue       its condition never became true; the closest its relation came
//   NotRearmed      its condition became true again without leaving the hysteresis band of
//                   its relation after its last event (condition-not-rearmed)
//   NoEvent         its comparison makes no event (inside noEvent() or a function): it is
//                   looked at only at the events of other conditions
//   GuardFalse      a transition's trigger came, but its guard was false at that instant
//   NeverTriggered  a transition whose trigger never came while its source state was active

#include "hs/compile/compiled_model.h"
#include "hs/lang/diagnostic.h"
#include "hs/sim/engine.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hs {

enum class FiringReason {
    Fired,
    TrueAtStart,
    NeverTrue,
    NotRearmed,
    NoEvent,
    GuardFalse,
    NeverTriggered
};

// "fired", "true-at-start", "never-true", "not-rearmed", "no-event", "guard-false",
// "never-triggered"
const char* firingReasonName(FiringReason reason);

struct FiringExplanation {
    FiringReason reason = FiringReason::Fired;
    std::string subject;        // "when h < 0" (file:line in front), or the transition's path
    Message answer;             // the explanation, one sentence or two
    std::vector<double> times;  // the instants behind it (firings, false guards, re-arming misses)
};

// The when-clause (or elsewhen branch) starting at `line` of the model's file.
std::optional<FiringExplanation> explainWhen(
    std::shared_ptr<const CompiledModel> model, SimulationSettings settings,
    const std::vector<std::pair<std::string, double>>& parameters, int line, DiagnosticList& diags);

// A transition of a statechart, by its path ("light.CutGreen").
std::optional<FiringExplanation> explainTransition(
    std::shared_ptr<const CompiledModel> model, SimulationSettings settings,
    const std::vector<std::pair<std::string, double>>& parameters, const std::string& path,
    DiagnosticList& diags);

}  // namespace hs

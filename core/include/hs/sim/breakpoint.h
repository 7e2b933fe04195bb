#pragma once
// Breakpoints of a run: where Engine::runUntil() and step() stop for the modeler to look.
//
//   Condition     a Boolean expression over the model's variables and `time`
//                 (`h < 0.5 and v < 0`). Each relation in it (<, <=, >, >=) becomes a
//                 zero-crossing function of the continuous solver, so the run stops at the
//                 instant the condition becomes true, located like a state event — not at
//                 the next output point or solver step. Conditions are also checked after
//                 every event step (a discrete variable or a reinit can make them true).
//   StateEntered  a statechart state ("chart.On") becomes active / stops being active.
//   StateLeft
//   Element       a transition or event element ("chart.T1", "Tick") or a when-clause's
//                 source ("Model.mo:12") is about to run: the run stops before its event step.
//   Variable      a variable's value changes at an event step.
//   Diagnostic    a warning or error is reported.
//
// A breakpoint hits on the edge (the condition turning true, the state being entered); a
// guard, when given, must hold at that moment for the hit to count. The run stops at the
// hitCount-th counted hit and at every one after it. Disabled breakpoints are kept but not
// watched.

#include "hs/lang/diagnostic.h"
#include "hs/lang/message.h"

#include <cstdint>
#include <string>

namespace hs {

enum class BreakpointKind { Condition, StateEntered, StateLeft, Element, Variable, Diagnostic };

// "condition", "state-entered", ... (the names the CLI and the IDE's files use)
const char* breakpointKindName(BreakpointKind kind);

struct Breakpoint {
    BreakpointKind kind = BreakpointKind::Condition;
    // The condition's text, the state's path, the element's name or the variable's name
    // (empty for Diagnostic).
    std::string target;
    std::string guard;           // a condition that must hold at the hit (empty: none)
    std::uint64_t hitCount = 1;  // the first hit that stops the run
    bool enabled = true;
};

// The hit a run call stopped at.
struct BreakpointHit {
    std::size_t index = 0;  // into Engine::breakpoints()
    double time = 0.0;
    std::uint64_t step = 0;  // event steps run before the hit
    std::uint64_t hits = 0;  // counted hits of this breakpoint so far
    Message what;            // "h < 0.5 and v < 0 became true", "state chart.On entered", ...
};

// A watch expression's value at a stop, or why it has none (the place is in its text).
struct WatchValue {
    bool ok = false;
    double value = 0.0;
    Message error;
    SourceLoc where;
};

}  // namespace hs

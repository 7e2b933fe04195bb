#pragma once
// Pieces of the engine shared by its implementation files:
//   engine.cpp                 the loop: time steps, event steps, run targets
//   engine_init.cpp            initialisation
//   engine_equations.cpp       right-hand side, root functions, blocks, the statement interpreter
//   engine_event_iteration.cpp Modelica event iteration, relations, accumulation, asserts
//   engine_queue.cpp           scheduling, current items, selection, queue snapshots
//   engine_charts.cpp          statecharts and events
//   engine_messages.cpp        messages between statecharts
//   engine_history.cpp         step-back snapshots
//   engine_output.cpp          result rows, the event log and its texts
// Internal to the core library.

#include "hs/sim/engine.h"

#include <sundials/sundials_context.h>

#include <cstdint>
#include <vector>

namespace hs {

// Hysteresis of zero-crossing relations (see docs in README "Event semantics"):
// a relation that became true at z = 0 turns false again only once z < -band, with
// band = kHysteresis * max(1, |z(t0)|). Between -band and 0 it keeps its value, and a
// when-condition there is "not re-armed".
constexpr double kHysteresis = 1e-10;
// Ids of queue entries in snapshots: scheduled items and pending conditions.
constexpr std::uint64_t kScheduledIdBase = 1ull << 40;
constexpr std::uint64_t kPendingIdBase = 1ull << 50;
// Solver steps allowed between two output points or events unless SimulationSettings say.
constexpr long kDefaultMaxSteps = 100000;
// A solver step shorter than this times max(1, |t|) does not move time; this many in a row
// and the run stops as stalled.
constexpr double kNegligibleStep = 1e-14;
constexpr int kStalledStepLimit = 50;

struct Engine::SundialsContext {
    SUNContext ctx = nullptr;
    SundialsContext() { SUNContext_Create(nullptr, &ctx); }
    ~SundialsContext() { SUNContext_Free(&ctx); }
};

class EngineOdeSystem final : public OdeSystem {
public:
    explicit EngineOdeSystem(Engine& e) : m_engine(e) {}
    int rhs(double t, const double* y, double* ydot) override { return m_engine.evalRhs(t, y, ydot); }
    int roots(double t, const double* y, double* g) override { return m_engine.evalRoots(t, y, g); }

private:
    Engine& m_engine;
};

inline std::vector<int> crossingRelations(const CompiledModel& m) {
    std::vector<int> out;
    for (std::size_t r = 0; r < m.relations.size(); ++r)
        if (m.relations[r].kind == RelationKind::Crossing) out.push_back(static_cast<int>(r));
    return out;
}

}  // namespace hs

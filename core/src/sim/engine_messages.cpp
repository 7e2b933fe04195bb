// Messages between statecharts: received when they are sent (seed 000: a transition fired by
// the receipt of a message is a queue item of its own), deferred while the receiving chart
// is between states, discarded — and logged — when nothing accepts them.

#include "engine_internal.h"

#include <algorithm>

namespace hs {

// A message is received when it is sent: the transition it enables in the chart's current
// state (innermost active state first, then outwards; trigger value and guard evaluated
// now) becomes a current queue item at once — the seed's "transition fired by receipt of a
// message". A message that enables nothing is discarded now.
void Engine::receiveMessage(int chart, double value) {
    const CompiledModel& m = *m_model;
    if (m_chartInTransit[chart]) {
        // sent while this chart is between states (an exit, transition or entry action of
        // its own): it is received in the state the transition arrives at
        m_deferredMessages.emplace_back(chart, value);
        return;
    }
    if (m_run.chartStopped[chart]) {
        addDiscarded("message " + messageText(m, value) + " to " + m.charts[chart].name +
                         " discarded: the statechart has stopped",
                     m.charts[chart].name);
        return;
    }
    const EvalContext ctx = context();
    for (int s = m_run.leaf[chart]; s >= 0; s = m.states[s].parent) {
        for (int t : m.states[s].outgoing) {
            const CompiledTransition& tr = m.transitions[t];
            if (tr.trigger != TriggerKindC::Message) continue;
            if (!tr.anyMessage && evaluate(tr.expression, ctx) != value) continue;
            if (tr.hasGuard && evaluate(tr.guard, ctx) == 0.0) {
                addTrace(tr.path + ": guard is false, the message does not fire it");
                continue;
            }
            m_run.current.push_back({m_run.nextId++, m_run.currentSeq++, EventKind::Message,
                                     static_cast<std::int32_t>(t), true, value});
            return;
        }
    }
    addDiscarded("message " + messageText(m, value) + " to " + m.charts[chart].name +
                     " discarded: no transition of the current state accepts it",
                 m.charts[chart].name);
}

void Engine::addDiscarded(std::string text, std::string chart) {
    m_traceLog.push_back({m_run.stepCount, m_run.now, std::move(text), TraceLine::Kind::Discarded,
                          std::move(chart)});
}

// Messages sent to a chart while it was between states, received now that it has arrived.
void Engine::deliverDeferredTo(int chart) {
    if (m_chartInTransit[chart] || m_run.status != RunStatus::Running) return;
    std::vector<std::pair<int, double>> mine;
    auto it = std::stable_partition(m_deferredMessages.begin(), m_deferredMessages.end(),
                                    [&](const auto& msg) { return msg.first != chart; });
    mine.assign(it, m_deferredMessages.end());
    m_deferredMessages.erase(it, m_deferredMessages.end());
    for (const auto& [c, value] : mine) receiveMessage(c, value);
}

}  // namespace hs

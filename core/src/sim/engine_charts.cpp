// The discrete half of the engine: statecharts (AnyLogic semantics), static and dynamic
// events, messages. Everything feeds the same queue as the equation events.
//
// Firing a transition: exit actions from the innermost active state outwards up to the
// common ancestor of source and target, then the transition's action, then entry actions
// from the outermost entered state inwards; a composite target continues into its
// initial state, a choice point takes its first enabled branch (else the default one),
// a final state stops the chart. Timeouts and rates are scheduled when their source is
// entered and cancelled when it is exited. Condition triggers fire when the condition is
// true on entry or becomes true later (checked after every event step; conditions on
// continuous variables are located by root finding).

#include "engine_internal.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace hs {

namespace {
constexpr int kMaxChoiceDepth = 1000;
}

bool Engine::isStateActive(const std::string& path) const {
    const auto& states = m_model->states;
    for (std::size_t i = 0; i < states.size(); ++i)
        if (states[i].path == path) return i < m_run.active.size() && m_run.active[i];
    return false;
}

// Every random number of a run passes here: 53 bits of the seeded generator as a uniform
// number in [0, 1) (reproducible on every platform), or the next one of a replay list.
double Engine::drawUniform() {
    double u;
    if (m_replaying) {
        if (m_run.drawCount >= m_replayUniforms.size()) {
            fail(Code::RandomReplay, msg("the replayed random numbers are used up (%1 given); the "
                                         "run draws more than the one "
                                         "that was logged",
                                         m_replayUniforms.size()));
            u = 0.5;
        } else {
            u = m_replayUniforms[m_run.drawCount];
        }
    } else {
        u = static_cast<double>(m_run.rng() >> 11) * (1.0 / 9007199254740992.0);
    }
    ++m_run.drawCount;
    return u;
}

void Engine::logDraw(EventKind kind, std::int32_t ref, std::string distribution, double u, double value) {
    if (!m_logDraws) return;
    RandomDraw d;
    d.step = m_run.stepCount;
    d.time = m_run.now;
    if (kind == EventKind::Initial) {
        d.element = "policy";
    } else {
        Message text;
        describe(kind, ref, true, 0.0, d.element, text);
    }
    d.distribution = std::move(distribution);
    d.uniform = u;
    d.value = value;
    m_draws.push_back(std::move(d));
}

double Engine::drawExponential(double rate, EventKind kind, std::int32_t ref) {
    const double u = drawUniform();
    const double delay = -std::log1p(-u) / rate;  // inverse transform
    if (m_logDraws) {
        std::ostringstream dist;
        dist.precision(17);
        dist << "exponential(" << rate << ")";
        logDraw(kind, ref, dist.str(), u, delay);
    }
    return delay;
}

void Engine::addTrace(std::string text) {
    std::string source;
    Message detail;
    if (m_runningRef >= 0) describe(m_runningKind, m_runningRef, true, 0.0, source, detail);
    m_traceLog.push_back(
        {m_run.stepCount, m_run.now, std::move(text), TraceLine::Kind::Trace, std::move(source)});
}

bool Engine::isAncestorOrSelf(int ancestor, int state) const {
    for (int s = state; s >= 0; s = m_stateRT[s].parent)
        if (s == ancestor) return true;
    return false;
}

// The innermost state that properly contains both a and b (-1 = the chart's top level).
int Engine::commonAncestor(int a, int b) const {
    for (int p = m_stateRT[a].parent; p >= 0; p = m_stateRT[p].parent)
        if (isAncestorOrSelf(p, b) && p != b) return p;
    return -1;
}

// Compact copies of what every transition step reads, so that firing touches a few
// cache lines instead of the full compiled states and transitions.
void Engine::buildChartTables() {
    const CompiledModel& m = *m_model;
    m_stateRT.clear();
    m_outgoing.clear();
    for (const auto& st : m.states) {
        StateRT rt;
        rt.parent = st.parent;
        rt.chart = st.chart;
        rt.kind = st.kind;
        rt.initial = st.initial;
        rt.hasEntry = !st.entry.empty();
        rt.hasExit = !st.exit.empty();
        rt.firstOut = static_cast<std::uint32_t>(m_outgoing.size());
        rt.outCount = static_cast<std::uint32_t>(st.outgoing.size());
        m_outgoing.insert(m_outgoing.end(), st.outgoing.begin(), st.outgoing.end());
        m_stateRT.push_back(rt);
    }
    m_transRT.clear();
    for (const auto& tr : m.transitions) {
        TransitionRT rt;
        rt.source = tr.source;
        rt.target = tr.target;
        rt.chart = tr.chart;
        rt.lca = tr.source >= 0 ? commonAncestor(tr.source, tr.target) : -1;
        rt.trigger = tr.trigger;
        rt.hasGuard = tr.hasGuard;
        rt.hasAction = !tr.action.empty();
        rt.constant = tr.expression.code.size() == 1 && tr.expression.code[0].op == OpCode::Const;
        rt.value = rt.constant ? tr.expression.code[0].c : 0.0;
        m_transRT.push_back(rt);
    }
}

void Engine::startCharts() {
    const CompiledModel& m = *m_model;
    buildChartTables();
    m_run.active.assign(m.states.size(), 0);
    m_run.leaf.assign(m.charts.size(), -1);
    m_run.chartStopped.assign(m.charts.size(), 0);
    m_run.transitionHandles.assign(m.transitions.size(), EventQueue::kNoHandle);
    m_run.conditionLast.assign(m.transitions.size(), 0);
    m_run.eventHandles.assign(m.events.size(), EventQueue::kNoHandle);
    m_run.eventConditionLast.assign(m.events.size(), 0);
    // in the document's order: the statecharts (entered, their triggers scheduled), then
    // the events; items due at the same time keep this order under FIFO
    m_chartInTransit.assign(m.charts.size(), 0);
    m_deferredMessages.clear();
    for (std::size_t c = 0; c < m.charts.size(); ++c) {
        if (m.charts[c].initial < 0) continue;
        ++m_chartInTransit[c];
        enterTarget(m.charts[c].initial, -1, 0);
        --m_chartInTransit[c];
        deliverDeferred(static_cast<int>(c));
        if (m_run.status != RunStatus::Running) return;
    }
    for (std::size_t e = 0; e < m.events.size(); ++e) scheduleStaticEvent(static_cast<int>(e), true);
}

void Engine::scheduleStaticEvent(int e, bool first) {
    const CompiledEvent& ev = m_model->events[e];
    const EvalContext ctx = context();
    double t = 0;
    switch (ev.kind) {
    case EventElementKind::Once:
        if (!first) return;
        t = evaluate(ev.time, ctx);
        if (!(t >= m_run.now)) return;  // an occurrence before the start never happens
        break;
    case EventElementKind::Cyclic:
        if (first) {
            t = evaluate(ev.time, ctx);
            if (!(t >= m_run.now)) {
                const double period = evaluate(ev.period, ctx);
                if (!(period > 0)) {
                    fail(Code::InvalidEvent, msg("the period of %1 must be positive", ev.name));
                    return;
                }
                t += std::ceil((m_run.now - t) / period) * period;
            }
        } else {
            const double period = evaluate(ev.period, ctx);
            if (!(period > 0)) {
                fail(Code::InvalidEvent, msg("the period of %1 must be positive", ev.name));
                return;
            }
            t = m_run.now + period;
        }
        break;
    case EventElementKind::Rate: {
        const double rate = evaluate(ev.rate, ctx);
        if (!(rate > 0)) return;  // a zero rate never fires
        t = m_run.now + drawExponential(rate, EventKind::Event, e);
        break;
    }
    case EventElementKind::Condition:
    case EventElementKind::Dynamic: return;
    }
    if (t <= m_tEnd) m_run.eventHandles[e] = m_run.queue.schedule(t, EventKind::Event, e);
}

double Engine::scheduleOccurrence(int e, double delay, std::vector<double> args) {
    if (!(delay >= 0) || !std::isfinite(delay)) {
        fail(Code::InvalidEvent,
             msg("schedule(%1, ...) needs a non-negative delay", m_model->events[e].name));
        return 0;
    }
    std::size_t slot = 0;
    while (slot < m_run.occurrences.size() && m_run.occurrences[slot].id != 0) ++slot;
    if (slot == m_run.occurrences.size()) m_run.occurrences.emplace_back();
    Occurrence& o = m_run.occurrences[slot];
    o.id = m_run.nextOccurrenceId++;
    o.event = e;
    o.args = std::move(args);
    if (m_run.now + delay <= m_tEnd)
        o.handle = m_run.queue.schedule(m_run.now + delay, EventKind::Event,
                                        kDynamicBase + static_cast<std::int32_t>(slot));
    else
        o = Occurrence{};  // after the stop time it never happens (the handle stays valid to cancel)
    return static_cast<double>(m_run.nextOccurrenceId - 1);
}

void Engine::cancelOccurrence(double handle) {
    for (std::size_t slot = 0; slot < m_run.occurrences.size(); ++slot) {
        Occurrence& o = m_run.occurrences[slot];
        if (o.id == 0 || static_cast<double>(o.id) != handle) continue;
        if (o.handle != EventQueue::kNoHandle) {
            m_run.queue.cancel(o.handle);
        } else {
            // already current at this instant: withdraw it
            const std::int32_t ref = kDynamicBase + static_cast<std::int32_t>(slot);
            m_run.current.erase(
                std::remove_if(
                    m_run.current.begin(), m_run.current.end(),
                    [&](const Current& c) { return c.kind == EventKind::Event && c.ref == ref; }),
                m_run.current.end());
        }
        o = Occurrence{};
        return;
    }
    // cancelling an occurrence that already happened or was cancelled is harmless
}

void Engine::scheduleTriggers(int s) {
    const StateRT& st = m_stateRT[s];
    for (std::uint32_t k = 0; k < st.outCount; ++k) {
        const int t = m_outgoing[st.firstOut + k];
        const TransitionRT& tr = m_transRT[t];
        switch (tr.trigger) {
        case TriggerKindC::Timeout: {
            const double delay = tr.constant ? tr.value : triggerValue(t);
            if (!(delay >= 0) || !std::isfinite(delay)) {
                fail(Code::InvalidTransition, msg("the timeout must be a non-negative number"), {},
                     {}, m_model->transitions[t].path);
                return;
            }
            // like every other item, nothing is queued after the stop time
            if (m_run.now + delay <= m_tEnd)
                m_run.transitionHandles[t] =
                    m_run.queue.schedule(m_run.now + delay, EventKind::Transition, t);
            break;
        }
        case TriggerKindC::Rate: {
            const double rate = tr.constant ? tr.value : triggerValue(t);
            if (rate > 0) {
                const double at = m_run.now + drawExponential(rate, EventKind::Transition, t);
                if (at <= m_tEnd)
                    m_run.transitionHandles[t] = m_run.queue.schedule(at, EventKind::Transition, t);
            }
            break;
        }
        case TriggerKindC::Condition: m_run.conditionLast[t] = 0; break;
        default: break;
        }
    }
}

// A timeout's delay or a rate that is an expression (a constant one is kept with the
// transition), apart from the code that schedules the transitions at every step.
double Engine::triggerValue(int t) {
    return evaluate(m_model->transitions[t].expression, context());
}

void Engine::cancelTriggers(int s) {
    const StateRT& st = m_stateRT[s];
    for (std::uint32_t k = 0; k < st.outCount; ++k) {
        const int t = m_outgoing[st.firstOut + k];
        if (m_run.transitionHandles[t] != EventQueue::kNoHandle) {
            m_run.queue.cancel(m_run.transitionHandles[t]);
            m_run.transitionHandles[t] = EventQueue::kNoHandle;
        }
        m_run.conditionLast[t] = 0;
    }
    if (!m_run.current.empty()) withdrawCurrent(s);
}

// Current (not yet executed) items of a state's transitions become obsolete when it is
// left; a message received by one of them is lost with it, and says so.
void Engine::withdrawCurrent(int s) {
    const StateRT& st = m_stateRT[s];
    const int* out = m_outgoing.data() + st.firstOut;
    m_run.current.erase(
        std::remove_if(m_run.current.begin(), m_run.current.end(),
                       [&](const Current& c) {
                           if (c.kind != EventKind::Transition && c.kind != EventKind::Message)
                               return false;
                           if (std::find(out, out + st.outCount, c.ref) == out + st.outCount)
                               return false;
                           if (c.kind == EventKind::Message)
                               addDiscarded(
                                   "message " + messageText(*m_model, c.payload) + " for " +
                                       m_model->transitions[c.ref].path +
                                       " discarded: its state was left before it fired",
                                   m_model->charts[m_model->transitions[c.ref].chart].name);
                           return true;
                       }),
        m_run.current.end());
}

void Engine::enterState(int s) {
    const StateRT& st = m_stateRT[s];
    m_run.active[s] = 1;
    m_run.leaf[st.chart] = s;
    if (st.hasEntry && execute(m_model->states[s].entry, true) == ExecResult::Failed) return;
    scheduleTriggers(s);
}

void Engine::exitState(int s) {
    const StateRT& st = m_stateRT[s];
    if (st.hasExit) execute(m_model->states[s].exit, true);
    cancelTriggers(s);
    m_run.active[s] = 0;
    m_run.leaf[st.chart] = st.parent;
}

// Exits active states of the chart from the innermost outwards, stopping below `ancestor`.
void Engine::exitUpTo(int chart, int ancestor) {
    for (int s = m_run.leaf[chart]; s >= 0 && s != ancestor; s = m_stateRT[s].parent) {
        if (!m_run.active[s]) continue;
        exitState(s);
        if (m_run.status != RunStatus::Running) return;
    }
}

// Enters the states from below `ancestor` down to `target`, then settles the target.
void Engine::enterTarget(int target, int ancestor, int depth) {
    const StateRT& rt = m_stateRT[target];
    if (rt.kind == StateKindC::Simple && rt.parent == ancestor && depth <= kMaxChoiceDepth) {
        // the common case: one simple state directly inside the states that stay active
        if (!m_run.active[target]) enterState(target);
        return;
    }
    enterPath(target, ancestor, depth);
}

void Engine::enterPath(int target, int ancestor, int depth) {
    const CompiledModel& m = *m_model;
    if (depth > kMaxChoiceDepth) {
        // more entries than the chart has choice points and composite states: one of them
        // was passed again (a loop); otherwise a chain longer than the limit
        const int chart = m.states[target].chart;
        int passable = 0;
        for (const CompiledState& s : m.states)
            if (s.chart == chart && (s.kind == StateKindC::Choice || s.kind == StateKindC::Composite)) ++passable;
        if (passable <= kMaxChoiceDepth)
            fail(Code::InstantaneousLoop,
                 msg("choice points keep passing control to each other at %1",
                     m.states[target].path),
                 {}, {m.states[target].path});
        else
            fail(Code::InvalidTransition,
                 msg("one step passes through more than %1 choice points and nested states (at "
                     "%2); a chain "
                     "this long cannot be entered at once",
                     kMaxChoiceDepth, m.states[target].path),
                 {}, {m.states[target].path});
        return;
    }
    // the states to enter, outermost first: walk up from the target, then enter downwards
    int path[64];
    int depthCount = 0;
    std::vector<int> deep;  // only for charts nested deeper than 64 levels
    for (int s = target; s >= 0 && s != ancestor; s = m_stateRT[s].parent) {
        if (depthCount < 64)
            path[depthCount++] = s;
        else
            deep.push_back(s);
    }
    for (auto it = deep.rbegin(); it != deep.rend(); ++it)
        if (!m_run.active[*it]) enterState(*it);
    for (int i = depthCount - 1; i >= 0; --i) {
        const int s = path[i];
        if (m_stateRT[s].kind == StateKindC::Choice && s == target) break;
        if (!m_run.active[s]) enterState(s);
        if (m_run.status != RunStatus::Running) return;
    }
    const StateKindC targetKind = m_stateRT[target].kind;
    if (targetKind == StateKindC::Simple) return;
    const CompiledState& st = m.states[target];
    switch (targetKind) {
    case StateKindC::Composite:
        if (st.initial >= 0) enterTarget(st.initial, target, depth + 1);
        break;
    case StateKindC::Final: {
        // the chart stops: no trigger of any active state stays armed
        m_run.chartStopped[st.chart] = 1;
        for (int s = target; s >= 0; s = m.states[s].parent) cancelTriggers(s);
        break;
    }
    case StateKindC::Choice: {
        m_run.leaf[st.chart] = target;
        m_run.active[target] = 1;
        const EvalContext ctx = context();
        int chosen = -1, fallback = -1;
        for (int t : st.outgoing) {
            const CompiledTransition& tr = m.transitions[t];
            if (tr.isElse) {
                if (fallback < 0) fallback = t;
                continue;
            }
            if (!tr.hasGuard || evaluate(tr.guard, ctx) != 0.0) {
                chosen = t;
                break;
            }
        }
        if (chosen < 0) chosen = fallback;
        m_run.active[target] = 0;
        m_run.leaf[st.chart] = st.parent;
        if (chosen < 0) {
            fail(Code::ChoiceWithoutBranch,
                 msg("no branch of the choice point %1 is enabled", st.path), {}, {st.path});
            return;
        }
        const CompiledTransition& tr = m.transitions[chosen];
        addTrace(tr.path + ": branch taken");
        if (!tr.action.empty() && execute(tr.action, true) == ExecResult::Failed) return;
        const int lca = commonAncestor(target, tr.target);
        exitUpTo(st.chart, lca);
        enterTarget(tr.target, lca, depth + 1);
        break;
    }
    case StateKindC::Simple: break;
    }
}

void Engine::fireTransition(int t, int depth) {
    const TransitionRT& tr = m_transRT[t];
    const int lca = tr.lca;
    ++m_chartInTransit[tr.chart];
    exitUpTo(tr.chart, lca);
    if (m_run.status == RunStatus::Running &&
        !(tr.hasAction && execute(m_model->transitions[t].action, true) == ExecResult::Failed))
        enterTarget(tr.target, lca, depth);
    --m_chartInTransit[tr.chart];
    deliverDeferred(tr.chart);
}


void Engine::executeDiscreteItem(const Current& cur) {
    const CompiledModel& m = *m_model;
    switch (cur.kind) {
    case EventKind::Transition: {
        const TransitionRT& tr = m_transRT[cur.ref];
        m_run.transitionHandles[cur.ref] = EventQueue::kNoHandle;
        if (!m_run.active[tr.source] || m_run.chartStopped[tr.chart]) return;
        if (tr.hasGuard && evaluate(m.transitions[cur.ref].guard, context()) == 0.0) {
            addTrace(m.transitions[cur.ref].path + ": guard is false, the transition does not fire");
            return;
        }
        fireTransition(cur.ref, 0);
        break;
    }
    case EventKind::Message: {
        // the transition the message enabled when it was received; its state may have been
        // left since (then this item was withdrawn), or the chart may have stopped
        const TransitionRT& tr = m_transRT[cur.ref];
        if (!m_run.active[tr.source] || m_run.chartStopped[tr.chart]) return;
        fireTransition(cur.ref, 0);
        break;
    }
    case EventKind::Event: {
        if (cur.ref >= kDynamicBase) {
            // the occurrence stays until its action has run (trace() lines name it)
            const std::size_t slot = static_cast<std::size_t>(cur.ref - kDynamicBase);
            const Occurrence o = m_run.occurrences[slot];
            const CompiledEvent& ev = m.events[o.event];
            for (std::size_t k = 0; k < ev.paramSlots.size() && k < o.args.size(); ++k)
                m_run.vals[ev.paramSlots[k]] = o.args[k];
            execute(ev.action, true);
            if (m_run.occurrences[slot].id == o.id) m_run.occurrences[slot] = Occurrence{};
            break;
        }
        const CompiledEvent& ev = m.events[cur.ref];
        m_run.eventHandles[cur.ref] = EventQueue::kNoHandle;
        execute(ev.action, true);
        // a cyclic or rate event schedules its next occurrence once this one is done
        if (m_run.status == RunStatus::Running &&
            (ev.kind == EventElementKind::Cyclic || ev.kind == EventElementKind::Rate))
            scheduleStaticEvent(cur.ref, false);
        break;
    }
    default: break;
    }
}

// Condition transitions of active states and condition events: a condition that is
// true now and was not at the last check (or whose source was just entered) makes its
// item current. Returns true when an item became current.
bool Engine::checkConditions() {
    const CompiledModel& m = *m_model;
    if (!m_conditionsIndexed) {
        for (std::size_t t = 0; t < m.transitions.size(); ++t)
            if (m.transitions[t].trigger == TriggerKindC::Condition && m.transitions[t].source >= 0)
                m_conditionTransitions.push_back(static_cast<int>(t));
        for (std::size_t e = 0; e < m.events.size(); ++e)
            if (m.events[e].kind == EventElementKind::Condition)
                m_conditionEvents.push_back(static_cast<int>(e));
        m_conditionsIndexed = true;
    }
    if (m_conditionTransitions.empty() && m_conditionEvents.empty()) return false;
    const EvalContext ctx = context();
    bool added = false;
    auto isCurrent = [&](EventKind kind, std::int32_t ref) {
        for (const auto& c : m_run.current)
            if (c.kind == kind && c.ref == ref) return true;
        return false;
    };
    for (int t : m_conditionTransitions) {
        const CompiledTransition& tr = m.transitions[t];
        if (!m_run.active[tr.source] || m_run.chartStopped[tr.chart]) continue;
        const bool v = evaluate(tr.expression, ctx) != 0.0;
        if (v && !m_run.conditionLast[t] &&
            !isCurrent(EventKind::Transition, static_cast<std::int32_t>(t))) {
            m_run.current.push_back({m_run.nextId++, m_run.currentSeq++, EventKind::Transition,
                                     static_cast<std::int32_t>(t), true});
            added = true;
        }
        m_run.conditionLast[t] = v;
    }
    for (int e : m_conditionEvents) {
        const CompiledEvent& ev = m.events[e];
        const bool v = evaluate(ev.condition, ctx) != 0.0;
        if (v && !m_run.eventConditionLast[e] &&
            !isCurrent(EventKind::Event, static_cast<std::int32_t>(e))) {
            m_run.current.push_back({m_run.nextId++, m_run.currentSeq++, EventKind::Event,
                                     static_cast<std::int32_t>(e), true});
            added = true;
        }
        m_run.eventConditionLast[e] = v;
    }
    return added;
}

}  // namespace hs

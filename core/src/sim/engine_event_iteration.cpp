// Modelica event iteration at an event instant: relations updated with hysteresis,
// when-clauses fired on rising edges, pre() updated until nothing changes; event
// accumulation and equation asserts.

#include "engine_internal.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace hs {

bool Engine::eventIteration(const Current& trigger) {
    const CompiledModel& m = *m_model;
    if (!reactsToEvents()) return true;
    const EvalContext ctx = context();
    m_deferAsserts = true;
    struct Defer {
        bool& on;
        ~Defer() { on = false; }
    } defer{m_deferAsserts};
    // the trace: relation values before the iteration (the crossing that triggered it counts
    // as a change of its relation)
    const bool tracing = m_settings.recordEventTrace;
    std::vector<std::uint8_t> traceRel;
    std::string traceSource;
    if (tracing) {
        traceRel = m_run.rel;
        if (trigger.kind == EventKind::State && trigger.ref >= 0)
            traceRel[static_cast<std::size_t>(trigger.ref)] = trigger.rising ? 0 : 1;
        Message detail;
        describe(trigger.kind, trigger.ref, trigger.rising, trigger.payload, traceSource, detail);
    }
    EventTraceEntry* entry = nullptr;
    for (int iter = 0; iter < m_settings.eventIterationLimit; ++iter) {
        m_deferredAssert.set = false;  // only the latest iteration's values count
        const bool relationsChanged = updateRelations();
        if (tracing) {
            m_eventTrace.push_back(
                {m_run.stepCount, m_run.now, iter + 1, traceSource, {}, {}, {}, {}, {}});
            entry = &m_eventTrace.back();
            for (std::size_t r = 0; r < m.relations.size(); ++r)
                if (m_run.rel[r] != traceRel[r])
                    entry->relations.push_back(m.relations[r].text +
                                               (m_run.rel[r] ? ": true" : ": false"));
            traceRel = m_run.rel;
        }
        if (!solveOdeBlocks()) {
            failNonlinear();
            return false;
        }
        bool fired = false;
        for (const auto& w : m.whens) {
            bool branchFired = false;
            for (const auto& b : w.branches) {
                bool edge = false;
                for (std::size_t k = 0; k < b.conditions.size(); ++k) {
                    const int slot = b.conditionSlots[k];
                    const double v = evaluate(b.conditions[k], ctx);
                    m_run.vals[slot] = v;
                    if (v != 0.0 && m_run.pre[slot] == 0.0) edge = true;
                }
                if (edge && !branchFired) {
                    branchFired = true;
                    fired = true;
                    if (entry)
                        entry->fired.push_back(sourceOf(b.loc, w.component) + " when " + b.text);
                    m_deferReinits = true;
                    const ExecResult r = execute(b.body, true);
                    m_deferReinits = false;
                    if (r == ExecResult::Failed) {
                        m_pendingReinits.clear();
                        return false;
                    }
                }
            }
        }
        for (const auto& [slot, value] : m_pendingReinits) {
            if (entry)
                entry->reinits.push_back(m.slotName(slot) + " := " + traceValue(slot, value));
            m_run.vals[slot] = value;
        }
        m_pendingReinits.clear();
        if (fired && !solveOdeBlocks()) {
            failNonlinear();
            return false;
        }
        bool changed = false;
        // names are collected over the last ten iterations: a cycle may alternate
        const bool collect = iter >= m_settings.eventIterationLimit - 10;
        if (iter == 0) m_changedNames.clear();
        for (int slot : m.discreteSlots) {
            if (m_run.vals[slot] != m_run.pre[slot]) {
                changed = true;
                if (entry && m.slotName(slot).rfind('$', 0) != 0)
                    entry->changed.push_back(m.slotName(slot) + ": " +
                                             traceValue(slot, m_run.pre[slot]) + " -> " +
                                             traceValue(slot, m_run.vals[slot]));
                if (collect) {
                    std::string name = m.slotName(slot);
                    if (std::find(m_changedNames.begin(), m_changedNames.end(), name) == m_changedNames.end())
                        m_changedNames.push_back(std::move(name));
                }
                m_run.pre[slot] = m_run.vals[slot];
            }
        }
        const bool done = !changed && !relationsChanged && !fired;
        if (entry)
            entry->end =
                done ? "nothing changed: the iteration ends" : "values changed: another iteration";
        if (done) {
            if (!m_deferredAssert.set) return true;
            m_deferredAssert.set = false;
            fail(Code::AssertionFailed, verbatim(m_deferredAssert.message), m_deferredAssert.loc);
            return false;
        }
    }
    if (entry) entry->end = "the iteration limit was reached";
    std::vector<std::string> names;
    for (const auto& n : m_changedNames) {
        if (n.rfind("$when", 0) == 0) continue;
        names.push_back(n);
    }
    if (names.empty()) names = m_changedNames;
    fail(Code::EventIterationLimit,
         msg("event iteration did not converge after %1 iterations; still changing: %2",
             m_settings.eventIterationLimit, joined(names)),
         trigger.ref >= 0 && (trigger.kind == EventKind::State || trigger.kind == EventKind::Time)
             ? m.relations[trigger.ref].loc
             : SourceLoc{},
         names);
    return false;
}

// A value as the trace shows it: Booleans as true/false, numbers in their shortest form.
std::string Engine::traceValue(int slot, double value) const {
    for (const auto& v : m_model->variables)
        if (v.slot == slot && v.type == ValueType::Boolean) return value != 0.0 ? "true" : "false";
    char buf[32];
    const auto res = std::to_chars(buf, buf + sizeof buf, value);
    return std::string(buf, res.ptr);
}

// The trace entry of a transition's, event's or message's own action (iteration 0): the
// discrete variables it changed.
void Engine::traceAction(const Current& cur) {
    EventTraceEntry e;
    e.step = m_run.stepCount;
    e.time = m_run.now;
    Message detail;
    describe(cur.kind, cur.ref, cur.rising, cur.payload, e.source, detail);
    for (int slot : m_model->discreteSlots) {
        if (m_run.vals[slot] == m_run.pre[slot]) continue;
        const std::string name = m_model->slotName(slot);
        if (name.rfind('$', 0) == 0) continue;
        e.changed.push_back(name + ": " + traceValue(slot, m_run.pre[slot]) + " -> " +
                            traceValue(slot, m_run.vals[slot]));
    }
    e.end = "the action ran";
    m_eventTrace.push_back(std::move(e));
}

bool Engine::updateRelations() {
    const CompiledModel& m = *m_model;
    const EvalContext ctx = context();
    bool changed = false;
    for (std::size_t r = 0; r < m.relations.size(); ++r) {
        const Relation& rel = m.relations[r];
        const double z = evaluate(rel.z, ctx);
        std::uint8_t v = m_run.rel[r];
        if (rel.kind == RelationKind::Time)
            v = rel.upward ? m_run.now >= z : m_run.now < z;
        else if (rel.strict ? z > 0 : z >= 0)
            v = 1;
        else if (z < -m_run.band[r])
            v = 0;
        changed = changed || v != m_run.rel[r];
        m_run.rel[r] = v;
    }
    return changed;
}

void Engine::rearmObserved() {
    // after every solver step: pointers read once (a byte stored may alias any of them)
    const std::uint8_t* const reached = m_solver->observedReached().data();
    const int* const relation = m_observedRelations.data();
    const std::size_t n = m_observedRelations.size();
    std::uint8_t* const rel = m_run.rel.data();
    for (std::size_t j = 0; j < n; ++j)
        if (reached[j]) rel[relation[j]] = 0;
}

void Engine::evaluateWhenConditions() {
    const EvalContext ctx = context();
    for (const auto& w : m_model->whens)
        for (const auto& b : w.branches)
            for (std::size_t k = 0; k < b.conditions.size(); ++k)
                m_run.vals[b.conditionSlots[k]] = evaluate(b.conditions[k], ctx);
}

void Engine::settleDiscrete() {
    refreshConditions();
    for (int slot : m_model->discreteSlots) m_run.pre[slot] = m_run.vals[slot];
}

void Engine::checkAccumulation(int r) {
    auto& times = m_run.recentEvents[r];
    const std::size_t need = static_cast<std::size_t>(std::max(2, m_settings.accumulationCount));
    times.push_back(m_run.now);
    if (times.size() > std::max<std::size_t>(need, 16)) times.pop_front();
    const double window = m_settings.accumulationWindow * std::max(1.0, std::fabs(m_run.now));
    const Relation& rel = m_model->relations[r];
    auto report = [&](double estimate, std::size_t count, double span) {
        fail(Code::EventAccumulation,
             msg("events of the condition '%1' accumulate: %2 events within %3 s; estimated "
                 "accumulation "
                 "time t = %4",
                 rel.text, count, num(span, 10), num(estimate, 10)),
             rel.loc, rel.names);
        m_diags.items().back().time = estimate;
    };
    const std::size_t n = times.size();
    if (n >= need) {
        const double span = m_run.now - times[n - need];
        if (span < window) {
            report(m_run.now, need, span);
            return;
        }
    }
    // geometric accumulation: the last intervals shrink with a steady ratio q < 1 and
    // the remaining time dt*q/(1-q) is below the window
    constexpr std::size_t kIntervals = 10;
    if (n < kIntervals + 1) return;
    double ratios[kIntervals - 1];
    double mean = 0;
    for (std::size_t i = 0; i + 1 < kIntervals; ++i) {
        const double d0 = times[n - kIntervals - 1 + i + 1] - times[n - kIntervals - 1 + i];
        const double d1 = times[n - kIntervals - 1 + i + 2] - times[n - kIntervals - 1 + i + 1];
        if (!(d0 > 0) || !(d1 > 0)) return;
        ratios[i] = d1 / d0;
        if (!(ratios[i] < 1.0)) return;
        mean += ratios[i];
    }
    mean /= static_cast<double>(kIntervals - 1);
    for (double q : ratios)
        if (std::fabs(q - mean) > 0.05 * mean) return;
    const double last = times[n - 1] - times[n - 2];
    const double remaining = last * mean / (1.0 - mean);
    if (remaining < window)
        report(m_run.now + remaining, kIntervals + 1, m_run.now - times[n - kIntervals - 1]);
}

void Engine::checkAsserts() {
    if (m_model->asserts.empty()) return;
    execute(m_model->asserts, true);
}

}  // namespace hs

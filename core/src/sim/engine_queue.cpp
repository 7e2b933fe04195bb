// The queue side of the engine: time events and samples scheduled, due items made current,
// the selection among current items, the queue snapshot with its categories.

#include "engine_internal.h"
#include "hs/sim/result_store.h"

#include <algorithm>
#include <cmath>

namespace hs {

void Engine::scheduleTimeEvents() {
    const CompiledModel& m = *m_model;
    if (m.relations.empty()) return;
    const EvalContext ctx = context();
    for (std::size_t r = 0; r < m.relations.size(); ++r) {
        const Relation& rel = m.relations[r];
        if (rel.kind != RelationKind::Time) continue;
        const double c = evaluate(rel.z, ctx);
        EventQueue::Handle& h = m_run.timeHandles[r];
        if (c > m_run.now && c <= m_tEnd && std::isfinite(c)) {
            if (h != EventQueue::kNoHandle) {
                if (m_run.queue.find(h)->time != c) m_run.queue.reschedule(h, c);
            } else {
                h = m_run.queue.schedule(c, EventKind::Time, static_cast<std::int32_t>(r));
            }
        } else if (h != EventQueue::kNoHandle) {
            m_run.queue.cancel(h);
            h = EventQueue::kNoHandle;
        }
    }
}

void Engine::scheduleSample(int k, bool first) {
    const SampleInfo& s = m_model->samples[k];
    const EvalContext ctx = context();
    const double start = evaluate(s.start, ctx);
    const double interval = evaluate(s.interval, ctx);
    if (!(interval > 0) || !std::isfinite(interval) || !std::isfinite(start)) {
        fail(Code::InvalidSample,
             msg("sample() needs a finite start and a positive, finite interval"), s.loc);
        return;
    }
    if (first) {
        // sample(start, ...) with start == t0 is active at the initial event: Modelica runs
        // it at the first event step instead, at the same instant
        const double index = start >= m_run.now ? 0.0 : std::ceil((m_run.now - start) / interval);
        if (!(index < 9.0e15)) {  // beyond this the instants start + k * interval are not distinct
            fail(Code::InvalidSample,
                 msg("sample() has more than 9e15 instants before the start time"), s.loc);
            return;
        }
        m_run.sampleIndex[k] = static_cast<std::int64_t>(index);
    } else {
        ++m_run.sampleIndex[k];
    }
    // by multiplication, never by accumulation: no drift after many samples
    const double t = start + static_cast<double>(m_run.sampleIndex[k]) * interval;
    if (t <= m_tEnd) m_run.sampleHandles[k] = m_run.queue.schedule(t, EventKind::Sample, k);
}

void Engine::takeDue() {
    while (!m_run.queue.empty() && m_run.queue.nextTime() <= m_run.now) {
        QueueItem item = m_run.queue.pop();
        if (item.kind == EventKind::Time) {
            m_run.timeHandles[item.ref] = EventQueue::kNoHandle;
            const Relation& rel = m_model->relations[item.ref];
            if (rel.chartOnly()) {
                // only chart conditions read it: switch it and let them see the change
                const double c = evaluate(rel.z, context());
                m_run.rel[item.ref] = rel.upward ? m_run.now >= c : m_run.now < c;
                checkConditions();
                continue;
            }
        }
        if (item.kind == EventKind::Sample) m_run.sampleHandles[item.ref] = EventQueue::kNoHandle;
        if (item.kind == EventKind::Terminal) m_run.terminalHandle = EventQueue::kNoHandle;
        if (item.kind == EventKind::Transition)
            m_run.transitionHandles[item.ref] = EventQueue::kNoHandle;
        if (item.kind == EventKind::Event) {
            if (item.ref >= kDynamicBase)
                m_run.occurrences[item.ref - kDynamicBase].handle = EventQueue::kNoHandle;
            else
                m_run.eventHandles[item.ref] = EventQueue::kNoHandle;
        }
        m_run.current.push_back({m_run.nextId++, m_run.currentSeq++, item.kind, item.ref, true});
    }
}

void Engine::chooseAmongCurrent() {
    m_run.selectedId = 0;
    if (m_run.current.empty()) return;
    // the end of the run comes after every other event at the stop time
    const auto& cur = m_run.current;
    std::size_t candidates = 0, idx = cur.size();
    for (std::size_t i = 0; i < cur.size(); ++i) {
        if (cur[i].kind == EventKind::Terminal) continue;
        ++candidates;
        if (idx == cur.size()) idx = i;
        if (m_settings.policy == SelectionPolicy::Fifo && cur[i].seq < cur[idx].seq) idx = i;
        if (m_settings.policy == SelectionPolicy::Lifo && cur[i].seq > cur[idx].seq) idx = i;
    }
    if (idx == cur.size()) idx = 0;
    if (m_settings.policy == SelectionPolicy::Random && candidates > 1) {
        // the candidates in the order they became current; a uniform number picks one
        std::vector<std::size_t> order;
        order.reserve(candidates);
        for (std::size_t i = 0; i < cur.size(); ++i)
            if (cur[i].kind != EventKind::Terminal) order.push_back(i);
        std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return cur[a].seq < cur[b].seq; });
        const double u = drawUniform();
        const std::size_t pick = std::min(candidates - 1, static_cast<std::size_t>(u * static_cast<double>(candidates)));
        idx = order[pick];
        if (m_logDraws) logDraw(EventKind::Initial, -1, "choice(" + std::to_string(candidates) + ")", u,
                                static_cast<double>(pick));
    }
    m_run.selectedId = cur[idx].id;
}

bool Engine::selectNext(std::uint64_t id) {
    const DriverGuard driver(*this);
    for (const auto& c : m_run.current)
        if (c.id == id) {
            m_run.selectedId = id;
            m_run.manualSelections.push_back({m_run.stepCount + 1, id});
            return true;
        }
    return false;
}

void Engine::failInstantaneousLoop() {
    // name the elements that kept firing: the sources of the latest steps; in the text a
    // source that is a word ("dynamic event") is a phrase to translate, so the list is a
    // chain of messages "%1, %2" rather than one joined text
    std::vector<std::string> names;
    Message list = verbatim("");
    const std::uint32_t n = std::min<std::uint32_t>(m_run.recentCount, m_run.recent.size());
    for (std::uint32_t k = 1; k <= n; ++k) {
        const auto& r = m_run.recent[(m_run.recentCount - k) % m_run.recent.size()];
        std::string source;
        Message text;
        describe(r.kind, r.ref, r.rising, r.payload, source, text);
        if (std::find(names.begin(), names.end(), source) != names.end()) continue;
        names.push_back(source);
        Message item = sourceMessage(r.kind, r.ref);
        list =
            names.size() == 1 ? std::move(item) : msg("%1, %2", std::move(list), std::move(item));
    }
    fail(Code::InstantaneousLoop,
         msg("%1 event steps at t = %2 without time advancing; the cycle involves %3",
             m_settings.instantLoopLimit, formatNumber(m_run.now), std::move(list)),
         {}, names);
}

QueueSnapshot Engine::queueSnapshot() const {
    QueueSnapshot snap;
    snap.step = m_run.stepCount;
    snap.now = m_run.now;
    const CompiledModel& m = *m_model;
    // current: selected first, then the enabled ones in the order they will run (FIFO:
    // oldest first, LIFO: newest first, random: unknown, listed oldest first); the end of
    // the run always last
    const SelectionPolicy policy = m_settings.policy;
    std::vector<Current> current = m_run.current;
    std::sort(current.begin(), current.end(), [&](const Current& a, const Current& b) {
        if ((a.kind == EventKind::Terminal) != (b.kind == EventKind::Terminal)) return b.kind == EventKind::Terminal;
        return policy == SelectionPolicy::Lifo ? a.seq > b.seq : a.seq < b.seq;
    });
    std::stable_partition(current.begin(), current.end(),
                          [&](const Current& c) { return c.id == m_run.selectedId; });
    std::uint64_t order = 0;
    const bool orderKnown = policy != SelectionPolicy::Random;
    for (const auto& c : current) {
        QueueEntry e;
        e.id = c.id;
        e.category = c.id == m_run.selectedId ? QueueCategory::Selected : QueueCategory::Enabled;
        ++order;
        e.order = orderKnown || e.category == QueueCategory::Selected ? order : 0;
        e.time = m_run.now;
        e.kind = c.kind;
        describe(c.kind, c.ref, c.rising, c.payload, e.source, e.text);
        snap.entries.push_back(std::move(e));
    }
    // scheduled: by time; items due at the same time in the order they will run there
    std::vector<QueueItem> scheduled = m_run.queue.sorted();
    std::stable_sort(scheduled.begin(), scheduled.end(), [&](const QueueItem& a, const QueueItem& b) {
        if (a.time != b.time) return a.time < b.time;
        if ((a.kind == EventKind::Terminal) != (b.kind == EventKind::Terminal)) return b.kind == EventKind::Terminal;
        return policy == SelectionPolicy::Lifo ? a.seq > b.seq : a.seq < b.seq;
    });
    for (const auto& item : scheduled) {
        QueueEntry e;
        e.id = kScheduledIdBase + item.seq;
        e.category = QueueCategory::Scheduled;
        ++order;
        e.order = orderKnown ? order : 0;
        e.time = item.time;
        e.kind = item.kind;
        describe(item.kind, item.ref, true, 0.0, e.source, e.text);
        snap.entries.push_back(std::move(e));
    }
    if (!m_run.vals.empty()) {
        // pending: events that may happen but whose time is unknown — armed zero crossings,
        // and the condition- and message-triggered transitions (and condition events) that
        // could fire now; what is current already is not listed again
        auto isCurrent = [&](EventKind kind, std::int32_t ref) {
            for (const auto& c : m_run.current)
                if (c.kind == kind && c.ref == ref) return true;
            return false;
        };
        const EvalContext ctx = context();
        for (std::size_t r = 0; r < m.relations.size(); ++r) {
            const Relation& rel = m.relations[r];
            // a chart's condition is shown as its transition or event below
            if (rel.kind != RelationKind::Crossing || rel.chartOnly()) continue;
            if (isCurrent(EventKind::State, static_cast<std::int32_t>(r))) continue;
            QueueEntry e;
            e.id = kPendingIdBase + r;
            e.kind = EventKind::State;
            e.source = rel.owner.empty() ? sourceOf(rel.loc, rel.component) : rel.owner;
            e.text = verbatim(rel.text);
            e.crossingValue = evaluate(rel.z, ctx);
            if (!m_run.rel[r]) {
                e.category = QueueCategory::Pending;
            } else if (rel.inEquation) {
                e.category = QueueCategory::Pending;  // an equation reads it: becoming false is an event
                e.text = msg("%1 (becomes false)", rel.text);
            } else {
                e.category = QueueCategory::Unarmed;
                e.text = msg("%1 (true; waits to become false)", rel.text);
            }
            snap.entries.push_back(std::move(e));
        }
        for (std::size_t t = 0; t < m.transitions.size(); ++t) {
            const CompiledTransition& tr = m.transitions[t];
            if ((tr.trigger != TriggerKindC::Condition && tr.trigger != TriggerKindC::Message) ||
                tr.source < 0 || !m_run.active[tr.source] || m_run.chartStopped[tr.chart])
                continue;
            if (isCurrent(EventKind::Transition, static_cast<std::int32_t>(t)) ||
                isCurrent(EventKind::Message, static_cast<std::int32_t>(t)))
                continue;
            QueueEntry e;
            e.id = kPendingIdBase + m.relations.size() + t;
            e.category = QueueCategory::Pending;
            e.kind = tr.trigger == TriggerKindC::Message ? EventKind::Message : EventKind::Transition;
            e.source = tr.path;
            e.text = tr.text;
            snap.entries.push_back(std::move(e));
        }
        for (std::size_t k = 0; k < m.events.size(); ++k) {
            if (m.events[k].kind != EventElementKind::Condition) continue;
            if (isCurrent(EventKind::Event, static_cast<std::int32_t>(k))) continue;
            QueueEntry e;
            e.id = kPendingIdBase + m.relations.size() + m.transitions.size() + k;
            e.category = QueueCategory::Pending;
            e.kind = EventKind::Event;
            e.source = m.events[k].name;
            e.text = m.events[k].text;
            snap.entries.push_back(std::move(e));
        }
    }
    return snap;
}

void Engine::recordQueue() {
    if (m_settings.recordQueueTrace) m_queueTrace.push_back(queueSnapshot());
}

}  // namespace hs

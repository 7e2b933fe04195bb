// What a run leaves behind: result rows (output grid and event rows), the executed-event
// log and the texts that describe events and queue items.

#include "engine_internal.h"

#include <sstream>

namespace hs {

void Engine::fillResultRow() {
    const auto& slots = m_resultSlots;
    for (std::size_t i = 0; i < slots.size(); ++i) m_resultRow[i] = m_run.vals[slots[i]];
    for (std::size_t k = 0; k < m_stateColumnCharts.size(); ++k)
        m_resultRow[slots.size() + k] =
            m_run.leaf[static_cast<std::size_t>(m_stateColumnCharts[k])];
}

void Engine::outputRow() {
    if (!m_settings.recordResults) return;
    fillResultRow();
    m_results.appendRow(m_run.now, m_resultRow.data());
    m_run.lastRowIsAfterEvent = false;
    m_run.lastRowIsBreak = false;
    checkResultMemory();
}

// Event rows are not on the grid checked at the start: a run with very many events can
// still outgrow the budget, and then stops saying so.
void Engine::checkResultMemory() {
    // the rows that fit, known once the columns are (a comparison per row, not a product)
    if (m_results.rowCount() <= m_rowsWithinBudget) return;
    m_rowsWithinBudget = m_memoryBudget / ((m_results.columnCount() + 1) * sizeof(double));
    if (m_results.rowCount() <= m_rowsWithinBudget) return;
    const double bytes = static_cast<double>(m_results.rowCount()) *
                         static_cast<double>(m_results.columnCount() + 1) * sizeof(double);
    fail(Code::MemoryLimit,
         msg("the results grew to %1 rows of %2 columns (%3), more than the memory limit of %4 "
             "(--max-memory); %5 event steps so far",
             m_results.rowCount(), m_results.columnCount() + 1, bytesMessage(bytes),
             bytesMessage(static_cast<double>(m_memoryBudget)), m_eventLog.size()));
}

void Engine::outputEventRow(bool after) {
    if (!m_settings.recordResults) return;
    fillResultRow();
    // one row after the last event step of an instant, or after each one when asked
    if (after && m_run.lastRowIsAfterEvent && !m_results.time().empty() &&
        m_results.time().back() == m_run.now && !m_settings.resultsAtEveryEventStep)
        m_results.replaceLastRow(m_run.now, m_resultRow.data());
    else
        m_results.appendRow(m_run.now, m_resultRow.data());
    m_run.lastRowIsAfterEvent = after;
    m_run.lastRowIsBreak = false;
    checkResultMemory();
}

void Engine::outputGridRows(double upTo, bool held) {
    const CompiledModel& m = *m_model;
    const bool interpolate = !held && !m.stateSlots.empty();
    if (interpolate) m_interp.resize(m.stateSlots.size());
    for (;;) {
        const double tg = m_t0 + static_cast<double>(m_run.gridIndex) * m_dt;
        if (!(tg < upTo) || tg > m_tEnd) break;
        // a grid point at the current time is written unless a row for it exists (the
        // time step paused there, e.g. at a synchronisation point)
        const bool rowThere = !m_results.time().empty() && m_results.time().back() == tg;
        if (tg > m_run.now || m_run.gridIndex == 0 || (tg == m_run.now && !rowThere)) {
            if (interpolate) {
                if (!m_solver->interpolate(tg, m_interp.data())) break;
                loadStates(m_interp.data());
            }
            m_run.vals[m.timeSlot] = tg;
            // diagnostics at this point carry its time; a failed point writes no row
            const double saved = m_run.now;
            m_run.now = tg;
            if (m_rowsSolveEquations && !solveOdeBlocks()) {
                failNonlinear();
                return;
            }
            if (!m.asserts.empty() && execute(m.asserts, false) == ExecResult::Failed) return;
            outputRow();
            if (m_run.status == RunStatus::Failed) return;
            if (m_run.terminateRequested) {
                m_terminateAt = tg;  // terminate() at this point: the time step ends here
                ++m_run.gridIndex;
                return;
            }
            m_run.now = saved;
        }
        ++m_run.gridIndex;
    }
}

void Engine::logEvent(EventKind kind, std::int32_t ref, bool rising, double payload,
                      const EventTexts* taken) {
    // texts that depend on state which changes are kept: a dynamic event's name and
    // arguments (taken before its occurrence was released), the end of the run
    const bool eager = taken || kind == EventKind::Terminal || (kind == EventKind::Event && ref >= kDynamicBase);
    if (eager) {
        EventTexts texts;
        if (taken)
            texts = *taken;
        else
            describe(kind, ref, rising, payload, texts.source, texts.detail);
        m_eagerTexts.push_back({m_eventLog.size(), std::move(texts)});
    }
    m_eventLog.push_back({m_run.now, payload, ref, kind, rising, eager});
}

void Engine::eventTexts(std::size_t index, std::string& source, Message& detail) const {
    const LoggedEvent& e = m_eventLog[index];
    if (e.eager) {
        for (auto it = m_eagerTexts.rbegin(); it != m_eagerTexts.rend(); ++it) {
            if (it->first != index) continue;
            source = it->second.source;
            detail = it->second.detail;
            return;
        }
    }
    describe(e.kind, e.ref, e.rising, e.payload, source, detail);
}

std::string Engine::eventSource(std::size_t index) const {
    std::string source;
    Message detail;
    eventTexts(index, source, detail);
    return source;
}

const std::vector<EventRecord>& Engine::events() const {
    for (std::size_t i = m_eventCache.size(); i < m_eventLog.size(); ++i) {
        const LoggedEvent& e = m_eventLog[i];
        EventRecord rec;
        rec.step = i;
        rec.time = e.time;
        rec.kind = e.kind;
        eventTexts(i, rec.source, rec.detail);
        m_eventCache.push_back(std::move(rec));
    }
    return m_eventCache;
}

void Engine::describe(EventKind kind, std::int32_t ref, bool rising, double payload,
                      std::string& source, Message& text) const {
    const CompiledModel& m = *m_model;
    switch (kind) {
    case EventKind::Initial:
        source = sourceOf(SourceLoc{1, 1});
        text = msg("initialization");
        break;
    case EventKind::Terminal:
        source = "experiment";
        text = msg("stop time");
        if (m_run.terminateRequested && !m_run.terminateMessage.empty())
            text = msg("terminate: %1", m_run.terminateMessage);
        if (m_run.stopRequestedByModel) text = verbatim("stopSimulation()");
        break;
    case EventKind::Time:
    case EventKind::State:
        source = m.relations[ref].owner.empty()
                     ? sourceOf(m.relations[ref].loc, m.relations[ref].component)
                     : m.relations[ref].owner;
        text = kind == EventKind::State && !rising
                   ? msg("%1 (becomes false)", m.relations[ref].text)
                   : verbatim(m.relations[ref].text);
        break;
    case EventKind::Sample:
        source = sourceOf(m.samples[ref].loc, m.samples[ref].component);
        text = verbatim(m.samples[ref].text);
        break;
    case EventKind::Transition:
        source = m.transitions[ref].path;
        text = m.transitions[ref].text;
        break;
    case EventKind::Event:
        if (ref >= kDynamicBase) {
            if (const Occurrence* o = occurrenceOf(ref)) {
                const CompiledEvent& ev = m.events[o->event];
                source = ev.name;
                std::ostringstream t;
                t.precision(10);
                t << ev.name << '(';
                for (std::size_t k = 0; k < o->args.size(); ++k) t << (k ? ", " : "") << o->args[k];
                t << ") #" << o->id;
                text = verbatim(t.str());
            } else {
                source = "dynamic event";
                text = {};
            }
        } else {
            source = m.events[ref].name;
            text = m.events[ref].text;
        }
        break;
    case EventKind::Message:  // a transition enabled by a received message
        source = m.transitions[ref].path;
        text = msg("message %1", messageText(m, payload));
        break;
    }
}

const Engine::Occurrence* Engine::occurrenceOf(std::int32_t ref) const {
    const std::size_t slot = static_cast<std::size_t>(ref - kDynamicBase);
    const Occurrence* o = slot < m_run.occurrences.size() ? &m_run.occurrences[slot] : nullptr;
    return o && o->event >= 0 ? o : nullptr;
}

// The source describe() gives, for a diagnostic: what is a word there is a phrase of its own.
Message Engine::sourceMessage(EventKind kind, std::int32_t ref) const {
    if (kind == EventKind::Terminal) return msg("experiment");
    if (kind == EventKind::Event && ref >= kDynamicBase && !occurrenceOf(ref))
        return msg("dynamic event");
    std::string source;
    Message text;
    describe(kind, ref, true, 0.0, source, text);
    return verbatim(std::move(source));
}

}  // namespace hs

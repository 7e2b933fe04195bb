// Step-back history: snapshots of the run state after event steps, restored on demand.

#include "engine_internal.h"

#include <algorithm>

namespace hs {

void Engine::saveHistory() {
    if (m_settings.historyLimit == 0) return;
    m_run.resultRows = m_results.rowCount();
    m_run.eventCount = m_eventLog.size();
    m_run.traceCount = m_queueTrace.size();
    m_run.diagnosticCount = m_diags.size();
    m_run.logCount = m_traceLog.size();
    if (m_history.size() >= m_settings.historyLimit) m_history.pop_front();
    m_history.push_back(m_run);
}

std::optional<std::uint64_t> Engine::oldestRestorableStep() const {
    if (m_history.empty()) return std::nullopt;
    return m_history.front().stepCount;
}

bool Engine::restore(const RunState& state) {
    m_run = state;
    m_results.truncate(m_run.resultRows);
    m_eventLog.resize(std::min(m_eventLog.size(), m_run.eventCount));
    while (!m_eagerTexts.empty() && m_eagerTexts.back().first >= m_eventLog.size()) m_eagerTexts.pop_back();
    m_eventCache.resize(std::min(m_eventCache.size(), m_run.eventCount));
    m_queueTrace.resize(std::min(m_queueTrace.size(), m_run.traceCount));
    m_diags.items().resize(std::min(m_diags.size(), m_run.diagnosticCount));
    m_traceLog.resize(std::min(m_traceLog.size(), m_run.logCount));
    m_draws.resize(std::min(m_draws.size(), m_run.drawCount));
    m_stopRequested.store(false);
    m_pauseRequested.store(false);
    m_pending.valid = false;
    if (m_solver && m_run.status == RunStatus::Running) {
        storeStates(m_y.data());
        if (!m_solver->reset(m_run.now, m_y.data())) {
            fail(Code::SolverFailure, m_solver->errorMessage());
            return false;
        }
    }
    return true;
}

bool Engine::restoreStep(std::uint64_t step) {
    const DriverGuard driver(*this);
    for (auto it = m_history.begin(); it != m_history.end(); ++it) {
        if (it->stepCount != step) continue;
        RunState state = *it;
        m_history.erase(std::next(it), m_history.end());
        return restore(state);
    }
    return false;
}

bool Engine::stepBack() {
    if (m_history.size() < 2) return false;
    return restoreStep(m_history[m_history.size() - 2].stepCount);
}

}  // namespace hs

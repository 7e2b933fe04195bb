// Step-back history: full checkpoints of the run state every K event steps, and replay
// from the nearest checkpoint for the steps between. The engine repeats a run exactly from
// any state right after an event step (the solver restarts there in every run, random
// numbers come from the state's generator), so a replayed step is the step that was
// taken, bit for bit; the manual selections of the run are applied again on the way.
//
// Cost: a checkpoint every K steps instead of a copy per step, and at most K - 1 steps
// replayed per restore. K grows with the size of the run state, so that checkpoints
// cost about kBytesPerStep per event step. It is bounded so that a restore replays few
// steps: kMaxCheckpointEvery for discrete models (an event step costs about a
// microsecond), kMaxContinuousCheckpointEvery where every step also integrates.

#include "engine_internal.h"

#include <algorithm>
#include <limits>

namespace hs {

namespace {

constexpr std::size_t kBytesPerStep = 512;
constexpr std::uint64_t kMaxCheckpointEvery = 256;
constexpr std::uint64_t kMaxContinuousCheckpointEvery = 32;
constexpr std::size_t kDefaultHistoryMemory = std::size_t{256} << 20;

template <class T>
std::size_t bytesOf(const std::vector<T>& v) {
    return v.size() * sizeof(T);
}

}  // namespace

std::size_t Engine::stateBytes(const RunState& s) {
    std::size_t n = sizeof(RunState);
    n += bytesOf(s.vals) + bytesOf(s.pre) + bytesOf(s.rel) + bytesOf(s.samples) + bytesOf(s.band);
    n += s.queue.memoryBytes() + bytesOf(s.current) + bytesOf(s.timeHandles) +
         bytesOf(s.sampleHandles);
    n += bytesOf(s.sampleIndex) + bytesOf(s.notRearmedWarnings) + bytesOf(s.assertFailing);
    for (const auto& d : s.recentEvents) n += sizeof(d) + d.size() * sizeof(double);
    n += bytesOf(s.manualSelections) + s.terminateMessage.size();
    n += bytesOf(s.active) + bytesOf(s.leaf) + bytesOf(s.chartStopped) +
         bytesOf(s.transitionHandles);
    n += bytesOf(s.conditionLast) + bytesOf(s.eventHandles) + bytesOf(s.eventConditionLast);
    for (const auto& o : s.occurrences) n += sizeof(o) + bytesOf(o.args);
    return n;
}

void Engine::saveHistory() {
    if (m_settings.historyLimit == 0) return;
    m_run.resultRows = m_results.rowCount();
    m_run.eventCount = m_eventLog.size();
    m_run.traceCount = m_queueTrace.size();
    m_run.diagnosticCount = m_diags.size();
    m_run.logCount = m_traceLog.size();
    m_run.eventTraceCount = m_eventTrace.size();
    const std::uint64_t step = m_run.stepCount;
    m_lastSaved = step;
    m_savedTime = m_run.now;
    const std::uint64_t keepFrom =
        step + 1 > m_settings.historyLimit ? step + 1 - m_settings.historyLimit : 0;
    m_historyFloor = std::max(m_historyFloor, keepFrom);  // the oldest step kept, for good
    if (!m_checkpoints.empty() && step < m_checkpoints.back().state.stepCount + m_checkpointEvery &&
        m_run.status == RunStatus::Running)
        return;  // replayed from the last checkpoint when asked for
    Checkpoint c{m_run, 0};
    c.bytes = stateBytes(c.state);  // a copy's queue is one list: less than the run's
    if (m_checkpointEvery == 0) {
        m_checkpointEvery = m_settings.historyCheckpointEvery;
        if (m_checkpointEvery == 0)
            m_checkpointEvery = std::clamp<std::uint64_t>(
                c.bytes / kBytesPerStep, 1,
                m_continuous ? kMaxContinuousCheckpointEvery : kMaxCheckpointEvery);
    }
    m_historyBytes += c.bytes;
    m_checkpoints.push_back(std::move(c));
    // The oldest checkpoint goes once the next one covers the oldest step to keep, or when
    // the checkpoints outgrow their memory.
    const std::size_t budget =
        m_settings.historyMemory > 0 ? m_settings.historyMemory : kDefaultHistoryMemory;
    while (m_checkpoints.size() > 1 &&
           (m_checkpoints[1].state.stepCount <= keepFrom || m_historyBytes > budget)) {
        m_historyBytes -= m_checkpoints.front().bytes;
        m_checkpoints.pop_front();
    }
}

std::optional<std::uint64_t> Engine::oldestRestorableStep() const {
    if (m_checkpoints.empty() || !m_lastSaved) return std::nullopt;
    // m_historyFloor holds the limit's bound: a step once out of the history stays out,
    // also after going back before it
    return std::max(m_checkpoints.front().state.stepCount, m_historyFloor);
}

std::size_t Engine::historySize() const {
    const auto oldest = oldestRestorableStep();
    return oldest ? static_cast<std::size_t>(*m_lastSaved - *oldest + 1) : 0;
}

Engine::HistoryStats Engine::historyStats() const {
    return {m_checkpoints.size(), m_historyBytes, m_checkpointEvery};
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
    m_eventTrace.resize(std::min(m_eventTrace.size(), m_run.eventTraceCount));
    m_draws.resize(std::min(m_draws.size(), m_run.drawCount));
    m_stopRequested.store(false);
    m_pauseRequested.store(false);
    m_pending.valid = false;
    // time went back: the next output point is found again from the restored time
    m_nextOutputTime = -std::numeric_limits<double>::infinity();
    if (m_solver && m_run.status == RunStatus::Running) {
        storeStates(m_y.data());
        if (!m_solver->reset(m_run.now, m_y.data())) {
            fail(Code::SolverFailure, m_solver->errorMessage());
            return false;
        }
    }
    return true;
}

bool Engine::replayTo(std::uint64_t step,
                      const std::vector<std::pair<std::uint64_t, std::uint64_t>>& selections) {
    auto next = std::upper_bound(selections.begin(), selections.end(), m_run.stepCount,
                                 [](std::uint64_t s, const auto& sel) { return s < sel.first; });
    // the steps are taken again as they were: breakpoints do not stop them
    m_breaksSuspended = true;
    while (m_run.status == RunStatus::Running && m_run.stepCount < step) {
        if (m_run.current.empty() && !timeStep(std::numeric_limits<double>::infinity())) break;
        for (; next != selections.end() && next->first == m_run.stepCount + 1; ++next)
            selectNext(next->second);
        executeSelected();
    }
    m_breaksSuspended = false;
    // the breakpoints start from the restored step (the hits counted so far stay)
    primeBreakpoints(false);
    m_breakHit.reset();
    return m_run.stepCount == step;
}

bool Engine::restoreStep(std::uint64_t step) {
    const DriverGuard driver(*this);
    const auto oldest = oldestRestorableStep();
    if (!oldest || step < *oldest || step > *m_lastSaved) return false;
    // the last checkpoint at or before the step; the later ones belong to the future that
    // is being left
    auto it = std::upper_bound(
        m_checkpoints.begin(), m_checkpoints.end(), step,
        [](std::uint64_t s, const Checkpoint& c) { return s < c.state.stepCount; });
    --it;
    const std::vector<std::pair<std::uint64_t, std::uint64_t>> selections = m_run.manualSelections;
    for (auto later = std::next(it); later != m_checkpoints.end(); ++later)
        m_historyBytes -= later->bytes;
    m_checkpoints.erase(std::next(it), m_checkpoints.end());
    m_lastSaved = it->state.stepCount;
    if (!restore(it->state)) return false;
    m_savedTime = m_run.now;
    return replayTo(step, selections);
}

bool Engine::canStepBack() const {
    const auto oldest = oldestRestorableStep();
    return oldest && (*m_lastSaved > *oldest || movedSinceSaved());
}

// Back to the state before the last step: the last event step's own state when the run
// has gone on from it inside a time step (to a time target or a breakpoint's crossing),
// else the event step before it.
bool Engine::stepBack() {
    const auto oldest = oldestRestorableStep();
    if (!oldest) return false;
    if (movedSinceSaved()) return restoreStep(*m_lastSaved);
    if (*m_lastSaved <= *oldest) return false;
    return restoreStep(*m_lastSaved - 1);
}

}  // namespace hs

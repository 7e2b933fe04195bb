#include "sim/engine_worker.h"

#include <QMetaObject>
#include <QTimer>


#include <algorithm>
#include <limits>


namespace hs::ui {

namespace {
constexpr int kSliceMs = 33;  // one snapshot per slice: at most ~30 per second
}

// ----------------------------------------------------------------------------- worker

EngineWorker::EngineWorker() = default;
EngineWorker::~EngineWorker() = default;

EngineWorker* EngineWorker::startIn(QThread& thread) {
    qRegisterMetaType<hs::ui::SnapshotPtr>();
    qRegisterMetaType<hs::ui::SessionPtr>();
    auto* worker = new EngineWorker;
    worker->moveToThread(&thread);
    QObject::connect(&thread, &QThread::finished, worker, &QObject::deleteLater);
    thread.setObjectName("HybridStudio engine");
    thread.start();
    return worker;
}

void EngineWorker::interrupt() {
    m_interrupt.store(true);
    // the session may be inside a long time step: ask it to return (thread-safe)
    std::lock_guard lock(m_liveLock);
    if (session::RunSession* s = m_live.load()) s->requestPause();
}

void EngineWorker::interruptToStop() {
    m_interrupt.store(true);
    m_stoppedUpTo.store(m_loadsAnnounced.load());
    std::lock_guard lock(m_liveLock);
    if (session::RunSession* s = m_live.load()) s->requestStop();
    for (const auto& [ticket, signal] : m_pendingStops)
        if (auto stop = signal.lock()) stop->store(true);
}

std::uint64_t EngineWorker::announceLoad() {
    return ++m_loadsAnnounced;
}

std::uint64_t EngineWorker::announceLoad(std::shared_ptr<std::atomic<bool>> stop) {
    std::lock_guard lock(m_liveLock);
    const std::uint64_t ticket = ++m_loadsAnnounced;
    m_pendingStops.emplace_back(ticket, std::move(stop));
    return ticket;
}

void EngineWorker::load(SessionPtr session, quint64 generation, std::uint64_t ticket) {
    m_running = false;
    SessionPtr previous;
    {
        // the GUI thread may be asking the session to pause or stop right now
        std::lock_guard lock(m_liveLock);
        m_live.store(nullptr);
        previous = std::move(m_session);
        m_session = std::move(session);
        m_live.store(m_session.get());  // live already: Stop or Reset can end an initialisation that loops
        // a Stop that came while this load was on its way
        if (m_session && ticket <= m_stoppedUpTo.load()) m_session->requestStop();
        std::erase_if(m_pendingStops, [ticket](const auto& p) { return p.first <= ticket; });
    }
    previous.reset();
    m_generation = generation;
    m_sentRows = 0;
    m_sentEvents = 0;
    m_eventsPerSecond = 0.0;
    m_modelPerSecond = 0.0;
    if (m_session) {
        m_session->setBreakpoints(m_breakpoints);
        m_session->initialize();
    }
    publish();
}

void EngineWorker::setBreakpoints(std::vector<Breakpoint> breakpoints) {
    m_breakpoints = std::move(breakpoints);
    if (m_session) m_session->setBreakpoints(m_breakpoints);
    if (!m_running) publish();
}

void EngineWorker::requestTrace(quint64 step) {
    m_traceStep = step;
    m_trace = m_session ? m_session->eventTraceOf(step) : std::vector<EventTraceEntry>{};
    publish();
}

void EngineWorker::setWatches(std::vector<std::string> expressions) {
    m_watchExpressions = std::move(expressions);
    if (!m_running) publish();
}

void EngineWorker::startRun(const RunTarget& target) {
    if (!m_session || m_session->status() != RunStatus::Running) {
        publish();
        return;
    }
    m_target = target;
    m_running = true;
    m_interrupt.store(false);
    m_session->clearPauseRequest();
    m_wall.start();
    m_wallStartModel = m_session->time();
    m_rateClock.start();
    m_rateSteps = m_session->stepCount();
    m_rateTime = m_session->time();
    QMetaObject::invokeMethod(this, &EngineWorker::runSlice, Qt::QueuedConnection);
}

void EngineWorker::run() { startRun(RunTarget{}); }

void EngineWorker::runUntilTime(double t) {
    RunTarget target;
    target.time = t;
    startRun(target);
}

void EngineWorker::runUntilStep(quint64 step) {
    RunTarget target;
    target.step = step;
    startRun(target);
}

void EngineWorker::runUntilElement(QString element) {
    RunTarget target;
    target.element = element.toStdString();
    startRun(target);
}

void EngineWorker::runSlice() {
    if (!m_running || !m_session) return;
    session::RunSession& s = *m_session;
    QElapsedTimer slice;
    slice.start();
    bool reached = false;
    while (slice.elapsed() < kSliceMs && !m_interrupt.load()) {
        if (s.status() != RunStatus::Running) {
            reached = true;
            break;
        }
        RunTarget chunk = m_target;
        bool clockLimited = false;
        if (m_speed == SpeedMode::RealTime) {
            // model time may not run ahead of the wall clock times the scale
            const double allowed = m_wallStartModel + m_wall.elapsed() * 1e-3 * m_scale;
            if (!chunk.time || *chunk.time > allowed) {
                chunk.time = allowed;
                clockLimited = true;
            }
        }
        // a bounded piece of work so that the slice ends on time
        const std::uint64_t before = s.stepCount();
        const double timeBefore = s.time();
        const std::uint64_t limit = before + 200;
        const bool stepLimited = !chunk.step || *chunk.step > limit;
        if (stepLimited) chunk.step = limit;
        s.advance(chunk);
        if (m_interrupt.load()) break;
        if (s.breakpointHit()) {
            reached = true;  // stopped at a breakpoint
            break;
        }
        if (s.status() != RunStatus::Running) {
            reached = true;
            break;
        }
        if (stepLimited && s.stepCount() >= limit) continue;  // more work to do
        if (clockLimited) {
            if (s.stepCount() == before && s.time() == timeBefore) break;  // wait for the clock
            continue;
        }
        reached = true;  // the run's own target stopped it
        break;
    }
    const double seconds = m_rateClock.elapsed() * 1e-3;
    if (seconds > 0.2) {
        m_eventsPerSecond = (s.stepCount() - m_rateSteps) / seconds;
        m_modelPerSecond = (s.time() - m_rateTime) / seconds;
        m_rateClock.restart();
        m_rateSteps = s.stepCount();
        m_rateTime = s.time();
    }
    if (reached || m_interrupt.load() || s.status() != RunStatus::Running) m_running = false;
    m_interrupt.store(false);
    s.clearPauseRequest();
    const bool waiting = m_running && m_speed == SpeedMode::RealTime && slice.elapsed() < kSliceMs;
    publish();
    if (m_running) {
        if (waiting)
            QTimer::singleShot(10, this, &EngineWorker::runSlice);  // the wall clock is behind
        else
            QMetaObject::invokeMethod(this, &EngineWorker::runSlice, Qt::QueuedConnection);
    }
}

void EngineWorker::pause() {
    m_running = false;
    publish();
}

void EngineWorker::step() {
    if (!m_session) return;
    m_running = false;
    m_interrupt.store(false);
    m_session->clearPauseRequest();
    m_session->step();
    publish();
}

void EngineWorker::stepBack() {
    if (!m_session) return;
    m_running = false;
    m_session->stepBack();
    publish();
}

void EngineWorker::restoreStep(quint64 step) {
    if (!m_session) return;
    m_running = false;
    m_session->restoreStep(step);
    publish();
}

void EngineWorker::followOrder(quint64 step, std::vector<std::uint64_t> order) {
    if (!m_session) return;
    m_running = false;
    m_interrupt.store(false);
    m_session->clearPauseRequest();
    m_followed = m_session->followOrder(step, std::move(order));
    // the run went back and on (or started again): every row and event is sent again
    m_sentRows = 0;
    m_sentEvents = 0;
    publish();
}

void EngineWorker::stop() {
    if (!m_session) return;
    m_running = false;
    m_session->stop();
    publish();
}

void EngineWorker::selectNext(quint64 id) {
    if (!m_session) return;
    m_session->selectNext(id);
    publish();
}

void EngineWorker::setSpeed(SpeedMode mode, double scale) {
    m_speed = mode;
    m_scale = scale > 0 ? scale : 1.0;
    if (m_session) {
        m_wall.start();
        m_wallStartModel = m_session->time();
    }
}

void EngineWorker::publish() {
    auto snap = std::make_shared<SimSnapshot>();
    snap->generation = m_generation;
    if (m_session) {
        session::RunSession& s = *m_session;
        snap->kind = s.kind();
        snap->time = s.time();
        snap->startTime = s.startTime();
        snap->stopTime = s.stopTime();
        snap->step = s.stepCount();
        snap->status = s.status();
        snap->running = m_running;
        snap->initialised = true;
        snap->canStepBack = s.canStepBack();
        snap->queues = s.queues();
        s.values(snap->values);
        snap->activeStates = s.activeStates();
        const ResultStore& r = s.results();
        // rows changed since the last snapshot (after a step back, from the cut on)
        const std::size_t from = s.firstChangedRow(m_sentRows);
        snap->firstRow = from;
        if (from == 0) snap->columnNames = r.names();
        const auto first = static_cast<std::ptrdiff_t>(from);
        snap->rowTimes.assign(r.time().begin() + first, r.time().end());
        snap->columns.resize(r.columnCount());
        for (std::size_t c = 0; c < r.columnCount(); ++c)
            snap->columns[c].assign(r.column(c).begin() + first, r.column(c).end());
        m_sentRows = r.rowCount();
        const auto& events = s.events();
        const std::size_t firstEvent = s.firstChangedEvent(m_sentEvents);
        snap->firstEvent = firstEvent;
        snap->events.assign(events.begin() + static_cast<std::ptrdiff_t>(firstEvent), events.end());
        m_sentEvents = events.size();
        snap->diagnostics = s.diagnostics();
        snap->eventsPerSecond = m_running ? m_eventsPerSecond : 0.0;
        snap->modelSecondsPerSecond = m_running ? m_modelPerSecond : 0.0;
        if (const cosim::PackageRun* p = s.package()) {
            snap->timeline = p->timeline();
            for (int i = 0; i < p->projectCount(); ++i) {
                snap->projects.push_back(p->projectName(i));
                snap->projectTimes.push_back(p->projectTime(i));
            }
            snap->endTime = p->endTime();
        }
        snap->breakpointHits = s.breakpointHits();
        snap->breakpointErrors = s.breakpointErrors();
        snap->breakpointHit = s.breakpointHit();
        snap->watches = s.watch(m_watchExpressions);
        snap->followed = m_followed;
        m_followed.reset();
        if (m_traceStep) {  // sent once
            snap->traceStep = m_traceStep;
            snap->trace = std::move(m_trace);
            m_traceStep.reset();
            m_trace.clear();
        }
    }
    emit snapshotReady(std::move(snap));
}

}  // namespace hs::ui

#include "sim/engine_worker.h"

#include <QMetaObject>
#include <QTimer>

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <limits>


namespace hs::ui {

namespace {
constexpr int kSliceMs = 33;  // one snapshot per slice: at most ~30 per second
}

// ----------------------------------------------------------------------------- worker

EngineWorker::EngineWorker() = default;
EngineWorker::~EngineWorker() = default;

void EngineWorker::interrupt() {
    m_interrupt.store(true);
    // the engine may be inside a long time step: ask it to return (thread-safe)
    if (Engine* e = m_enginePtr.load()) e->requestPause();
}

void EngineWorker::load(std::shared_ptr<const CompiledModel> model, SimulationSettings settings,
                        std::vector<std::pair<std::string, double>> parameters) {
    m_model = std::move(model);
    m_running = false;
    settings.historyLimit = std::max<std::size_t>(settings.historyLimit, 10000);
    m_enginePtr.store(nullptr);
    m_engine = std::make_unique<Engine>(m_model, settings);
    m_enginePtr.store(m_engine.get());
    for (const auto& [name, value] : parameters) m_engine->setParameter(name, value);
    m_engine->initialize();
    m_sentRows = 0;
    m_sentEvents = 0;
    m_eventsPerSecond = 0.0;
    publish();
}

void EngineWorker::startRun(const RunTarget& target) {
    if (!m_engine || m_engine->status() != RunStatus::Running) {
        publish();
        return;
    }
    m_target = target;
    m_running = true;
    m_interrupt.store(false);
    m_engine->clearPauseRequest();
    m_wall.start();
    m_wallStartModel = m_engine->time();
    m_rateClock.start();
    m_rateSteps = m_engine->stepCount();
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
    if (!m_running || !m_engine) return;
    QElapsedTimer slice;
    slice.start();
    bool reached = false;
    while (slice.elapsed() < kSliceMs && !m_interrupt.load()) {
        if (m_engine->status() != RunStatus::Running) {
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
        const std::uint64_t before = m_engine->stepCount();
        const double timeBefore = m_engine->time();
        const std::uint64_t limit = before + 200;
        const bool stepLimited = !chunk.step || *chunk.step > limit;
        if (stepLimited) chunk.step = limit;
        m_engine->runUntil(chunk);
        if (m_interrupt.load()) break;
        if (m_engine->status() != RunStatus::Running) {
            reached = true;
            break;
        }
        if (stepLimited && m_engine->stepCount() >= limit) continue;  // more work to do
        if (clockLimited) {
            if (m_engine->stepCount() == before && m_engine->time() == timeBefore) break;  // wait for the clock
            continue;
        }
        reached = true;  // the run's own target stopped it
        break;
    }
    const double seconds = m_rateClock.elapsed() * 1e-3;
    if (seconds > 0.2) {
        m_eventsPerSecond = (m_engine->stepCount() - m_rateSteps) / seconds;
        m_rateClock.restart();
        m_rateSteps = m_engine->stepCount();
    }
    if (reached || m_interrupt.load() || m_engine->status() != RunStatus::Running) m_running = false;
    m_interrupt.store(false);
    m_engine->clearPauseRequest();
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
    if (!m_engine) return;
    m_running = false;
    m_interrupt.store(false);
    m_engine->clearPauseRequest();
    m_engine->step();
    publish();
}

void EngineWorker::stepBack() {
    if (!m_engine) return;
    m_running = false;
    m_engine->stepBack();
    m_sentRows = std::min(m_sentRows, m_engine->results().rowCount());
    m_sentEvents = std::min(m_sentEvents, m_engine->events().size());
    publish();
}

void EngineWorker::restoreStep(quint64 step) {
    if (!m_engine) return;
    m_running = false;
    m_engine->restoreStep(step);
    m_sentRows = std::min(m_sentRows, m_engine->results().rowCount());
    m_sentEvents = std::min(m_sentEvents, m_engine->events().size());
    publish();
}

void EngineWorker::stop() {
    if (!m_engine) return;
    m_running = false;
    m_engine->requestStop();
    m_engine->step();  // observes the stop request
    publish();
}

void EngineWorker::selectNext(quint64 id) {
    if (!m_engine) return;
    m_engine->prepareStep();
    m_engine->selectNext(id);
    publish();
}

void EngineWorker::setSpeed(SpeedMode mode, double scale) {
    m_speed = mode;
    m_scale = scale > 0 ? scale : 1.0;
    if (m_engine) {
        m_wall.start();
        m_wallStartModel = m_engine->time();
    }
}

void EngineWorker::publish() {
    auto snap = std::make_shared<SimSnapshot>();
    if (m_engine) {
        const Engine& e = *m_engine;
        snap->time = e.time();
        snap->step = e.stepCount();
        snap->status = e.status();
        snap->running = m_running;
        snap->initialised = true;
        snap->queue = e.queueSnapshot();
        snap->values.reserve(m_model->variables.size());
        for (const auto& v : m_model->variables) snap->values.push_back(e.slotValue(v.slot));
        for (std::size_t i = 0; i < m_model->states.size(); ++i)
            if (e.isStateActive(i)) snap->activeStates.push_back(m_model->states[i].path);
        const ResultStore& r = e.results();
        // rows changed since the last snapshot (after a step back, from the cut on)
        const std::size_t from = std::min(m_sentRows, r.rowCount());
        snap->firstRow = from;
        const auto first = static_cast<std::ptrdiff_t>(from);
        snap->rowTimes.assign(r.time().begin() + first, r.time().end());
        snap->columns.resize(r.columnCount());
        for (std::size_t c = 0; c < r.columnCount(); ++c)
            snap->columns[c].assign(r.column(c).begin() + first, r.column(c).end());
        m_sentRows = r.rowCount();
        const auto& events = e.events();
        const std::size_t firstEvent = std::min(m_sentEvents, events.size());
        snap->firstEvent = firstEvent;
        snap->events.assign(events.begin() + static_cast<std::ptrdiff_t>(firstEvent), events.end());
        m_sentEvents = events.size();
        snap->diagnostics = e.diagnostics().items();
        snap->eventsPerSecond = m_running ? m_eventsPerSecond : 0.0;
        snap->historySize = e.historySize();
    }
    emit snapshotReady(std::move(snap));
}

// ----------------------------------------------------------------------------- controller

SimulationController::SimulationController(QObject* parent) : QObject(parent) {
    qRegisterMetaType<hs::ui::SnapshotPtr>();
    m_worker = new EngineWorker;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &EngineWorker::snapshotReady, this, &SimulationController::acceptSnapshot,
            Qt::QueuedConnection);
    m_thread.setObjectName("HybridStudio engine");
    // the engine yields to the GUI when both want the CPU: a nicer thread (Linux keeps a
    // nice value per thread)
    connect(&m_thread, &QThread::started, m_worker, [] {
        setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 5);
    });
    m_thread.start();
}

SimulationController::~SimulationController() {
    m_worker->interrupt();
    m_thread.quit();
    m_thread.wait();
}

void SimulationController::load(std::shared_ptr<const CompiledModel> model, const SimulationSettings& settings) {
    m_model = std::move(model);
    m_settings = settings;
    m_parameters.clear();
    m_results = ResultStore{};
    m_events.clear();
    m_latest.reset();
    emit modelLoaded();
    reset();
}

void SimulationController::setParameter(const std::string& name, double value) {
    for (auto& p : m_parameters)
        if (p.first == name) {
            p.second = value;
            return;
        }
    m_parameters.emplace_back(name, value);
}

void SimulationController::reset() {
    if (!m_model) return;
    m_worker->interrupt();
    m_results = ResultStore{};
    m_events.clear();
    EngineWorker* worker = m_worker;
    QMetaObject::invokeMethod(
        m_worker, [worker, model = m_model, settings = m_settings, params = m_parameters] {
            worker->load(model, settings, params);
        },
        Qt::QueuedConnection);
}

void SimulationController::run() { QMetaObject::invokeMethod(m_worker, &EngineWorker::run, Qt::QueuedConnection); }

void SimulationController::pause() {
    m_worker->interrupt();
    QMetaObject::invokeMethod(m_worker, &EngineWorker::pause, Qt::QueuedConnection);
}

void SimulationController::step() {
    m_worker->interrupt();
    QMetaObject::invokeMethod(m_worker, &EngineWorker::step, Qt::QueuedConnection);
}

void SimulationController::stepBack() {
    m_worker->interrupt();
    QMetaObject::invokeMethod(m_worker, &EngineWorker::stepBack, Qt::QueuedConnection);
}

void SimulationController::restoreStep(std::uint64_t step) {
    m_worker->interrupt();
    EngineWorker* worker = m_worker;
    QMetaObject::invokeMethod(m_worker, [worker, step] { worker->restoreStep(step); }, Qt::QueuedConnection);
}

void SimulationController::runUntilTime(double t) {
    EngineWorker* worker = m_worker;
    QMetaObject::invokeMethod(m_worker, [worker, t] { worker->runUntilTime(t); }, Qt::QueuedConnection);
}

void SimulationController::runUntilStep(std::uint64_t step) {
    EngineWorker* worker = m_worker;
    QMetaObject::invokeMethod(m_worker, [worker, step] { worker->runUntilStep(step); }, Qt::QueuedConnection);
}

void SimulationController::runUntilElement(const QString& element) {
    EngineWorker* worker = m_worker;
    QMetaObject::invokeMethod(m_worker, [worker, element] { worker->runUntilElement(element); }, Qt::QueuedConnection);
}

void SimulationController::stop() {
    m_worker->interrupt();
    QMetaObject::invokeMethod(m_worker, &EngineWorker::stop, Qt::QueuedConnection);
}

void SimulationController::selectNext(std::uint64_t id) {
    EngineWorker* worker = m_worker;
    QMetaObject::invokeMethod(m_worker, [worker, id] { worker->selectNext(id); }, Qt::QueuedConnection);
}

void SimulationController::setSpeed(SpeedMode mode, double scale) {
    EngineWorker* worker = m_worker;
    QMetaObject::invokeMethod(m_worker, [worker, mode, scale] { worker->setSpeed(mode, scale); }, Qt::QueuedConnection);
}

void SimulationController::acceptSnapshot(SnapshotPtr snapshot) {
    if (!snapshot) return;
    // results: keep the rows before firstRow, replace the rest
    if (m_results.names().empty() && m_model) {
        std::vector<std::string> names;
        for (int slot : m_model->resultSlots) names.push_back(m_model->slotName(slot));
        m_results.setColumns(names);
    }
    m_results.truncate(snapshot->firstRow);
    if (snapshot->firstRow == 0 && m_results.rowCount() > 0) m_results.clear();
    m_results.appendColumns(snapshot->rowTimes, snapshot->columns);
    // long runs: one column grows ahead per snapshot instead of all of them in one append
    m_results.growAhead(1);
    m_events.resize(std::min(m_events.size(), snapshot->firstEvent));
    m_events.insert(m_events.end(), snapshot->events.begin(), snapshot->events.end());
    m_latest = std::move(snapshot);
    emit snapshotReceived();
}

}  // namespace hs::ui

#include "sim/simulation_controller.h"

#include <algorithm>

namespace hs::ui {

SimulationController::SimulationController(QObject* parent) : QObject(parent) {
    qRegisterMetaType<hs::ui::SnapshotPtr>();
    qRegisterMetaType<hs::ui::SessionPtr>();
    const QString program = engineProgram();
    if (!program.isEmpty())
        m_link = new ProcessLink(program, this);
    else
        m_link = new ThreadLink(this);
    connect(m_link, &EngineLink::snapshotReady, this, &SimulationController::acceptSnapshot);
    connect(m_link, &EngineLink::engineLost, this, &SimulationController::linkLost);
}

SimulationController::~SimulationController() = default;

bool SimulationController::isolated() const { return qobject_cast<ProcessLink*>(m_link) != nullptr; }

void SimulationController::start(std::unique_ptr<session::RunSession> session, const session::SessionRequest& request) {
    ++m_generation;
    m_hasSession = session != nullptr;
    m_kind = session ? session->kind() : session::SessionKind::Model;
    // what the GUI needs to know of the run, copied before the engine owns it
    m_variables = session ? session->variables() : std::vector<session::SessionVariable>{};
    m_models = session ? session->models() : std::vector<session::ModuleModel>{};
    m_results = ResultStore{};
    m_events.clear();
    ++m_eventCuts;  // the list starts over
    m_latest.reset();
    emit sessionStarted();
    if (!session && isolated()) {
        m_link->stop();  // nothing runs now; the process ends its old run and waits for the next
        return;
    }
    m_link->load(SessionPtr(std::move(session)), request, m_generation);
}

std::shared_ptr<const CompiledModel> SimulationController::model(const std::string& module) const {
    for (const auto& m : m_models)
        if (m.module == module) return m.model;
    return nullptr;
}

void SimulationController::run() { m_link->run(); }
void SimulationController::pause() { m_link->pause(); }
void SimulationController::step() { m_link->step(); }
void SimulationController::stepBack() { m_link->stepBack(); }
void SimulationController::restoreStep(std::uint64_t step) { m_link->restoreStep(step); }
void SimulationController::runUntilTime(double t) { m_link->runUntilTime(t); }
void SimulationController::runUntilStep(std::uint64_t step) { m_link->runUntilStep(step); }
void SimulationController::runUntilElement(const QString& element) { m_link->runUntilElement(element); }
void SimulationController::stop() { m_link->stop(); }
void SimulationController::selectNext(std::uint64_t id) { m_link->selectNext(id); }
void SimulationController::setSpeed(SpeedMode mode, double scale) { m_link->setSpeed(mode, scale); }

void SimulationController::setBreakpoints(const std::vector<Breakpoint>& breakpoints) {
    m_link->setBreakpoints(breakpoints);
}

void SimulationController::setWatches(const std::vector<std::string>& expressions) {
    m_link->setWatches(expressions);
}

void SimulationController::acceptSnapshot(SnapshotPtr snapshot) {
    if (!snapshot || snapshot->generation != m_generation) return;  // a run that was replaced
    // results: keep the rows before firstRow, replace the rest
    if (snapshot->firstRow == 0) {
        m_results = ResultStore{};
        m_results.setColumns(snapshot->columnNames);
    }
    m_results.truncate(snapshot->firstRow);
    if (snapshot->columns.size() == m_results.columnCount())
        m_results.appendColumns(snapshot->rowTimes, snapshot->columns);
    // long runs: one column grows ahead per snapshot instead of all of them in one append
    m_results.growAhead(1);
    if (snapshot->firstEvent < m_events.size()) ++m_eventCuts;  // a step back, an order followed
    m_events.resize(std::min(m_events.size(), snapshot->firstEvent));
    m_events.insert(m_events.end(), snapshot->events.begin(), snapshot->events.end());
    m_latest = std::move(snapshot);
    emit snapshotReceived();
}

void SimulationController::linkLost(const hs::Message& reason) {
    if (!m_hasSession) return;
    // the run ends where the last snapshot left it, as failed, with the reason among its
    // diagnostics (the Problems dock and the status bar show it)
    auto ended = m_latest ? std::make_shared<SimSnapshot>(*m_latest) : std::make_shared<SimSnapshot>();
    ended->generation = m_generation;
    ended->kind = m_kind;
    ended->running = false;
    ended->status = RunStatus::Failed;
    ended->canStepBack = false;
    ended->firstRow = m_results.rowCount();  // no rows or events change
    ended->columnNames.clear();
    ended->rowTimes.clear();
    ended->columns.assign(m_results.columnCount(), {});
    ended->firstEvent = m_events.size();
    ended->events.clear();
    ended->eventsPerSecond = 0.0;
    ended->modelSecondsPerSecond = 0.0;
    Diagnostic d = makeDiagnostic(
        Severity::Error, Code::EngineLost, {},
        msg("%1; your model is safe, and Run starts a new simulation process", reason));
    if (m_latest && m_latest->initialised) d.time = m_latest->time;
    ended->diagnostics.push_back(std::move(d));
    m_latest = std::move(ended);
    emit snapshotReceived();
    emit engineLost(reason);
}

}  // namespace hs::ui

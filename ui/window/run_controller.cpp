#include "window/run_controller.h"

#include "window/document_controller.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace hs::ui {

RunController::RunController(DocumentController* document, QObject* parent)
    : QObject(parent), m_document(document), m_sim(new SimulationController(this)) {
    if (m_sim->isolated()) m_checks = new CheckClient(engineProgram(), this);
    connect(m_document, &DocumentController::edited, this, &RunController::checkStale);
    connect(m_document, &DocumentController::opened, this, [this] {
        m_parameters.clear();
        m_runSettings.reset();
    });
}

RunController::~RunController() = default;

bool RunController::isStale() const { return m_loadedGeneration != m_document->generation(); }

void RunController::checkStale() {
    // also when the last build failed: Run builds again what is on screen
    const bool stale = isStale();
    if (stale == m_stale) return;
    m_stale = stale;
    emit staleChanged(stale);
}

session::SessionRequest RunController::runRequest() const {
    session::SessionRequest request = m_document->request();
    request.parameters = m_parameters;
    if (m_runSettings) request.settings = *m_runSettings;
    return request;
}

bool RunController::restart() {
    const session::SessionRequest request = runRequest();
    m_loadedGeneration = m_document->generation();
    if (m_checks) {
        // built in the check process first: what fails or crashes there is not built here
        ModelCheck check;
        check.kind = ModelCheck::Kind::Run;
        check.file = request.file;
        check.run = request;
        CheckResult checked = m_checks->check(check);
        if (!checked.ok) {
            m_sim->start(nullptr);  // nothing runs: no queue, no values of an older model
            emit built(checked.diagnostics, false);
            checkStale();
            return false;
        }
    }
    DiagnosticList diags;
    diags.setFile(request.file);
    auto session = session::makeSession(request, diags);
    if (!session) {
        m_sim->start(nullptr);  // nothing runs: no queue, no values of an older model
        emit built(diags.items(), false);
        checkStale();
        return false;
    }
    m_loadedParameters = m_parameters;
    emit aboutToRestart();
    m_sim->start(std::move(session), request);
    emit built(diags.items(), true);
    checkStale();
    return true;
}

bool RunController::prepare() {
    if (!hasRun() || isStale() || !m_sim->canContinue()) {
        // a snapshot not yet back from a fresh run: it can go on
        const bool starting = hasRun() && !isStale() && !m_sim->latest();
        if (!starting) return restart();
    }
    return true;
}

void RunController::run() {
    if (prepare()) m_sim->run();
}

void RunController::step() {
    if (prepare()) m_sim->step();
}

void RunController::runUntilTime(double t) {
    if (prepare()) m_sim->runUntilTime(t);
}

void RunController::runUntilStep(std::uint64_t step) {
    if (prepare()) m_sim->runUntilStep(step);
}

void RunController::runUntilElement(const QString& element) {
    if (prepare()) m_sim->runUntilElement(element);
}

bool RunController::openRun(std::vector<std::pair<std::string, double>> parameters, const SimulationSettings& settings) {
    m_parameters = std::move(parameters);
    m_runSettings = settings;
    return restart();
}

void RunController::explain(int line, const QString& transition, std::optional<double> until,
                            std::function<void(const CheckResult&)> done) {
    ModelCheck check;
    check.kind = ModelCheck::Kind::Explain;
    check.line = line;
    check.transition = transition.toStdString();
    check.run = runRequest();
    if (until) check.run.settings.stopTime = *until;
    submitCheck(std::move(check), std::move(done));
}

void RunController::followOrder(std::uint64_t step, const std::vector<std::uint64_t>& order) {
    // the order was explored with the parameters of the next build
    const bool rebuild = !hasRun() || isStale() || m_parameters != m_loadedParameters;
    if (rebuild && !restart()) return;
    m_sim->followOrder(step, order);
}

void RunController::checkRun(ModelCheck check, std::function<void(const CheckResult&)> done) {
    check.run = runRequest();
    submitCheck(std::move(check), std::move(done));
}

void RunController::submitCheck(ModelCheck check, std::function<void(const CheckResult&)> done) {
    check.file = check.run.file;
    if (m_checks) {
        // a process of their own: an exploration that runs for minutes keeps neither the
        // editor's live check nor the check before a build waiting
        if (!m_runChecks) m_runChecks = new CheckClient(engineProgram(), this);
        m_runChecks->submit(check, std::move(done));
        return;
    }
    // no engine program: a thread of the IDE runs the model (never the GUI thread)
    auto* watcher = new QFutureWatcher<CheckResult>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [watcher, done = std::move(done)] {
        done(watcher->result());
        watcher->deleteLater();
    });
    watcher->setFuture(QtConcurrent::run([check = std::move(check)] { return runCheck(check); }));
}

void RunController::cancelRunChecks() {
    if (m_runChecks && m_runChecks->busy())
        m_runChecks->cancel(msg("the check was given up for a newer one"));
}

void RunController::setParameter(const std::string& name, double value) {
    for (auto& p : m_parameters)
        if (p.first == name) {
            p.second = value;
            return;
        }
    m_parameters.emplace_back(name, value);
}

}  // namespace hs::ui

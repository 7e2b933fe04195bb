#include "experiment/experiment_run.h"

#include "sim/engine_link.h"
#include "sim/engine_process.h"
#include "sim/model_check.h"

#include "hs/experiment/experiment_file.h"
#include "hs/experiment/experiment_runner.h"

#include <QMetaObject>
#include <QThread>

#include <cassert>
#include <exception>

namespace hs::ui {

namespace {

// The GUI takes finished runs at most this often while runs go on.
constexpr int kTakeIntervalMs = 40;
// How long a closing panel waits for the runs under way before it leaves them to end alone.
constexpr unsigned long kCloseWaitMs = 2000;

// An `engine-lost` diagnostic: the engine process's end, and what it means here.
std::vector<Diagnostic> lost(hs::Message meaning) {
    return {makeDiagnostic(Severity::Error, Code::EngineLost, {}, std::move(meaning))};
}

// The experiment as the engine process reads it: an experiment file's text. Its "model"
// is only a name there (the process runs the request's model), but a file must have one.
std::string specText(experiment::ExperimentSpec spec, const session::SessionRequest& request) {
    if (spec.model.empty()) spec.model = request.file.empty() ? std::string("model") : request.file;
    return experiment::serializeExperiment(spec);
}

// Called by the runner on its threads, one call at a time.
class InboxObserver : public experiment::ExperimentObserver {
public:
    InboxObserver(std::shared_ptr<ExperimentInbox> inbox, std::function<void()> wake)
        : m_inbox(std::move(inbox)), m_wake(std::move(wake)) {}

    void runFinished(const experiment::RunResult& result, std::size_t, std::size_t) override {
        std::lock_guard lock(m_inbox->mutex);
        m_inbox->results.push_back(result);
        if (m_inbox->posted || !m_inbox->target) return;
        m_inbox->posted = true;
        QMetaObject::invokeMethod(m_inbox->target, m_wake, Qt::QueuedConnection);
    }

private:
    std::shared_ptr<ExperimentInbox> m_inbox;
    std::function<void()> m_wake;
};

}  // namespace

void ExperimentInbox::post(std::function<void()> call) {
    // under the lock: the target cannot go away between the check and the post
    std::lock_guard lock(mutex);
    if (target) QMetaObject::invokeMethod(target, std::move(call), Qt::QueuedConnection);
}

// ----------------------------------------------------------------------------- worker

void ExperimentWorker::prepare(experiment::ExperimentSpec spec, session::SessionRequest request,
                               Prepared prepared, Refused refused) {
    DiagnosticList diags;
    std::optional<experiment::Experiment> e;
    try {
        LoadResult loaded = loadRequestModel(request);
        diags.append(loaded.diagnostics);
        if (loaded.model)
            e = experiment::Experiment::prepare(std::move(spec), std::move(loaded.model), request.settings, diags);
    } catch (const std::exception& ex) {
        diags.error(Code::InternalError, {}, verbatim(ex.what()));
    }
    if (!e) {
        m_inbox->post([refused, items = diags.items()] { refused(items); });
        return;
    }
    auto shared = std::make_shared<const experiment::Experiment>(std::move(*e));
    m_inbox->post([prepared, shared] { prepared(shared); });
}

void ExperimentWorker::runRange(std::shared_ptr<const experiment::Experiment> experiment,
                                std::shared_ptr<experiment::ExperimentRunner> runner,
                                std::uint64_t first, std::uint64_t count, unsigned jobs,
                                std::function<void()> wake,
                                std::function<void(std::uint64_t, bool)> done) {
    InboxObserver observer(m_inbox, std::move(wake));
    const std::uint64_t started = runner->run(first, count, jobs, &observer).size();
    (void)experiment;  // kept alive while the runner reads it
    m_inbox->post([done, started, stopped = runner->stopRequested()] { done(started, stopped); });
}

// ----------------------------------------------------------------------------- GUI side

ExperimentRun::ExperimentRun(QObject* parent) : ExperimentRun(engineProgram(), parent) {}

ExperimentRun::ExperimentRun(const QString& program, QObject* parent)
    : QObject(parent), m_thread(new QThread), m_inbox(std::make_shared<ExperimentInbox>()) {
    m_inbox->target = this;
    m_thread->setObjectName(QStringLiteral("experiment"));
    m_worker = new ExperimentWorker(m_inbox);
    m_worker->moveToThread(m_thread);
    m_takeTimer.setSingleShot(true);
    connect(&m_takeTimer, &QTimer::timeout, this, [this] { takeResults(true); });
    m_cancelTimer.setSingleShot(true);
    m_cancelTimer.setInterval(kCancelAnswerMs);
    connect(&m_cancelTimer, &QTimer::timeout, this, &ExperimentRun::cancelDeadline);
    if (!program.isEmpty()) {
        m_process = new EngineProcess(
            program,
            [this](wire::Message type, const std::string& body) { frame(static_cast<int>(type), body); }, this);
        connect(m_process, &EngineProcess::ended, this, &ExperimentRun::processEnded);
    }
    m_thread->start();
}

ExperimentRun::~ExperimentRun() {
    {
        std::lock_guard lock(m_inbox->mutex);
        m_inbox->target = nullptr;  // nothing more is posted here
    }
    if (m_process) {
        disconnect(m_process, nullptr, this, nullptr);
        delete m_process;  // asks the process to quit, ends it if it does not
        m_process = nullptr;
    }
    if (m_runner) m_runner->requestStop();
    m_thread->quit();
    if (m_thread->wait(kCloseWaitMs)) {
        delete m_worker;
        delete m_thread;
        return;
    }
    // the runs under way (or the model's compilation) go on: the thread deletes the
    // worker and itself when they end
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_thread, &QThread::finished, m_thread, &QObject::deleteLater);
}

bool ExperimentRun::busy() const {
    return m_state == State::Preparing || m_state == State::Running || m_state == State::Pausing ||
           m_state == State::Cancelling;
}

qint64 ExperimentRun::processId() const { return m_process ? m_process->processId() : 0; }

double ExperimentRun::activeSeconds() const {
    const qint64 running = m_clock.isValid() ? m_clock.elapsed() : 0;
    return static_cast<double>(m_activeMs + running) / 1000.0;
}

void ExperimentRun::setState(State s) {
    if (s == m_state) return;
    m_state = s;
    emit stateChanged(s);
}

void ExperimentRun::start(experiment::ExperimentSpec spec, session::SessionRequest request, unsigned jobs) {
    assert(!busy());
    if (busy()) return;
    const std::uint64_t generation = ++m_generation;
    m_spec = std::move(spec);
    m_request = std::move(request);
    m_experiment.reset();
    m_jobs = jobs;
    m_next = 0;
    m_activeMs = 0;
    m_clock.invalidate();
    m_cancelWhenStopped = false;
    {
        std::lock_guard lock(m_inbox->mutex);
        m_inbox->results.clear();
    }
    setState(State::Preparing);
    if (!m_process) {
        prepareHere(generation);
        return;
    }
    // the engine process compiles and prepares first: what crashes there never reaches the IDE
    m_hostPrepared = false;
    if (m_process->ensureStarted())
        m_process->send(wire::encodeExperimentPrepare(specText(m_spec, m_request), m_request));
}

void ExperimentRun::prepareHere(std::uint64_t generation) {
    QMetaObject::invokeMethod(
        m_worker,
        [worker = m_worker, spec = m_spec, request = m_request, generation, target = this]() mutable {
            worker->prepare(
                std::move(spec), std::move(request),
                [target, generation](std::shared_ptr<const experiment::Experiment> e) {
                    target->preparedOnWorker(generation, std::move(e));
                },
                [target, generation](std::vector<Diagnostic> d) {
                    target->refusedOnWorker(generation, std::move(d));
                });
        },
        Qt::QueuedConnection);
}

void ExperimentRun::preparedOnWorker(std::uint64_t generation,
                                     std::shared_ptr<const experiment::Experiment> experiment) {
    if (generation != m_generation || m_state != State::Preparing) return;  // cancelled meanwhile
    m_experiment = std::move(experiment);
    emit prepared(m_experiment);
    launch();
}

void ExperimentRun::refusedOnWorker(std::uint64_t generation, std::vector<Diagnostic> diagnostics) {
    if (generation != m_generation || m_state != State::Preparing) return;
    setState(State::Idle);
    emit refused(diagnostics);
}

void ExperimentRun::launch() {
    const std::uint64_t count = m_experiment->runCount() - m_next;
    m_arrived = 0;
    m_clock.start();
    setState(State::Running);
    if (m_process) {
        if (!m_hostPrepared) {  // a process that ended while paused: a new one prepares first
            if (m_process->ensureStarted())
                m_process->send(wire::encodeExperimentPrepare(specText(m_spec, m_request), m_request));
            return;
        }
        m_process->send(wire::encodeExperimentRun(m_next, count, m_jobs));
        return;
    }
    m_runner = std::make_shared<experiment::ExperimentRunner>(*m_experiment);
    QMetaObject::invokeMethod(
        m_worker,
        [worker = m_worker, experiment = m_experiment, runner = m_runner, first = m_next, count,
         jobs = m_jobs, target = this] {
            worker->runRange(
                experiment, runner, first, count, jobs, [target] { target->takeResults(false); },
                [target](std::uint64_t started, bool stopped) {
                    target->rangeDone(started, stopped);
                });
        },
        Qt::QueuedConnection);
}

void ExperimentRun::pause() {
    if (m_state != State::Running) return;
    if (m_process)
        m_process->send(wire::encodeCommand(wire::Message::ExperimentStop));
    else
        m_runner->requestStop();
    setState(State::Pausing);
}

void ExperimentRun::resume() {
    if (m_state != State::Paused) return;
    launch();
}

void ExperimentRun::cancel() {
    if (m_state == State::Paused) {
        setState(State::Cancelled);
        return;
    }
    if (m_state == State::Preparing) {
        ++m_generation;  // whatever the preparation answers is ignored
        setState(State::Cancelled);
        // a model that takes long to compile is not waited for in the engine process
        if (m_process && !m_hostPrepared && m_process->isRunning())
            m_process->kill(msg("the experiment was cancelled while its model was compiled"));
        return;
    }
    if (m_state != State::Running && m_state != State::Pausing) return;
    m_cancelWhenStopped = true;
    if (m_process) {
        m_process->send(wire::encodeCommand(wire::Message::ExperimentStop));
        m_cancelTimer.start();
    } else {
        m_runner->requestStop();
    }
    setState(State::Cancelling);
}

// Cancel's answer is late: the runs under way in the engine process are ended with it.
void ExperimentRun::cancelDeadline() {
    if (m_state == State::Cancelling && m_process && m_process->isRunning())
        m_process->kill(
            msg("the experiment's runs did not end within %1 s of Cancel and were ended",
                kCancelAnswerMs / 1000));
}

// Takes the finished runs from the inbox: at once when forced, else at most every
// kTakeIntervalMs (the views need not follow each of hundreds of runs a second).
void ExperimentRun::takeResults(bool force) {
    if (!force && m_takeClock.isValid() && m_takeClock.elapsed() < kTakeIntervalMs) {
        if (!m_takeTimer.isActive())
            m_takeTimer.start(static_cast<int>(kTakeIntervalMs - m_takeClock.elapsed()));
        return;  // the inbox stays marked as posted: the timer takes what comes meanwhile
    }
    m_takeTimer.stop();
    m_takeClock.start();
    std::vector<experiment::RunResult> batch;
    {
        std::lock_guard lock(m_inbox->mutex);
        batch.swap(m_inbox->results);
        m_inbox->posted = false;
    }
    if (!batch.empty()) emit resultsArrived(batch);
}

void ExperimentRun::rangeDone(std::uint64_t started, bool stopped) {
    m_cancelTimer.stop();
    takeResults(true);  // the last runs before the state says they are all in
    m_activeMs += m_clock.isValid() ? m_clock.elapsed() : 0;
    m_clock.invalidate();
    m_next += started;
    m_runner.reset();
    if (m_cancelWhenStopped)
        setState(State::Cancelled);
    else if (stopped && m_next < m_experiment->runCount())
        setState(State::Paused);
    else
        setState(State::Finished);
}

// ----------------------------------------------------------------------------- engine process

void ExperimentRun::frame(int type, const std::string& body) {
    wire::Reader in(body);
    switch (static_cast<wire::Message>(type)) {
    case wire::Message::ExperimentPrepared:
        m_hostPrepared = true;
        if (m_state == State::Preparing)
            prepareHere(m_generation);  // the views' copy, now that it is known to build
        else if (m_state == State::Running)
            m_process->send(wire::encodeExperimentRun(m_next, m_experiment->runCount() - m_next, m_jobs));
        else if (m_state == State::Pausing || m_state == State::Cancelling)
            rangeDone(0, true);  // stopped before a run started
        break;
    case wire::Message::ExperimentRefused: {
        std::vector<Diagnostic> diagnostics = wire::decodeExperimentRefused(in);
        if (m_state == State::Preparing) {
            refusedOnWorker(m_generation, std::move(diagnostics));
        } else if (busy()) {  // the model changed on disk? the runs cannot go on
            m_cancelTimer.stop();
            m_clock.invalidate();
            setState(State::Cancelled);
            emit stopped(diagnostics);
        }
        break;
    }
    case wire::Message::ExperimentResults: {
        std::vector<experiment::RunResult> results = wire::decodeExperimentResults(in);
        if (m_state != State::Running && m_state != State::Pausing && m_state != State::Cancelling) break;
        m_arrived += results.size();
        {
            std::lock_guard lock(m_inbox->mutex);
            for (auto& r : results) m_inbox->results.push_back(std::move(r));
        }
        takeResults(false);
        break;
    }
    case wire::Message::ExperimentDone: {
        std::uint64_t started = 0;
        bool stopped = false;
        wire::decodeExperimentDone(in, started, stopped);
        if (m_state == State::Running || m_state == State::Pausing || m_state == State::Cancelling)
            rangeDone(started, stopped);
        break;
    }
    default: throw wire::ProtocolError("an unknown message");
    }
}

void ExperimentRun::processEnded(const hs::Message& reason) {
    m_hostPrepared = false;
    m_cancelTimer.stop();
    switch (m_state) {
    case State::Preparing:
        ++m_generation;
        setState(State::Idle);
        emit refused(lost(msg("%1; the experiment did not start, your model is safe", reason)));
        break;
    case State::Running:
    case State::Pausing:
    case State::Cancelling: {
        takeResults(true);
        m_activeMs += m_clock.isValid() ? m_clock.elapsed() : 0;
        m_clock.invalidate();
        const bool cancelling = m_state == State::Cancelling;
        setState(State::Cancelled);
        if (!cancelling)
            emit stopped(
                lost(msg("%1; the experiment stopped there, the runs finished so far are kept "
                         "and your model is safe",
                         reason)));
        break;
    }
    default: break;  // nothing under way (a paused experiment prepares again on Resume)
    }
}

}  // namespace hs::ui

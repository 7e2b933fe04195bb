#include "experiment/experiment_run.h"

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

void ExperimentWorker::prepare(experiment::ExperimentSpec spec,
                               std::shared_ptr<const CompiledModel> model,
                               SimulationSettings settings, Prepared prepared, Refused refused) {
    DiagnosticList diags;
    std::optional<experiment::Experiment> e;
    try {
        e = experiment::Experiment::prepare(std::move(spec), std::move(model), settings, diags);
    } catch (const std::exception& ex) {
        diags.error("internal-error", {}, ex.what());
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

ExperimentRun::ExperimentRun(QObject* parent)
    : QObject(parent), m_thread(new QThread), m_inbox(std::make_shared<ExperimentInbox>()) {
    m_inbox->target = this;
    m_thread->setObjectName(QStringLiteral("experiment"));
    m_worker = new ExperimentWorker(m_inbox);
    m_worker->moveToThread(m_thread);
    m_takeTimer.setSingleShot(true);
    connect(&m_takeTimer, &QTimer::timeout, this, [this] { takeResults(true); });
    m_thread->start();
}

ExperimentRun::~ExperimentRun() {
    {
        std::lock_guard lock(m_inbox->mutex);
        m_inbox->target = nullptr;  // nothing more is posted here
    }
    if (m_runner) m_runner->requestStop();
    m_thread->quit();
    if (m_thread->wait(kCloseWaitMs)) {
        delete m_worker;
        delete m_thread;
        return;
    }
    // the runs under way (or the model's initialisation) go on: the thread deletes the
    // worker and itself when they end
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_thread, &QThread::finished, m_thread, &QObject::deleteLater);
}

bool ExperimentRun::busy() const {
    return m_state == State::Preparing || m_state == State::Running || m_state == State::Pausing ||
           m_state == State::Cancelling;
}

double ExperimentRun::activeSeconds() const {
    const qint64 running = m_clock.isValid() ? m_clock.elapsed() : 0;
    return static_cast<double>(m_activeMs + running) / 1000.0;
}

void ExperimentRun::setState(State s) {
    if (s == m_state) return;
    m_state = s;
    emit stateChanged(s);
}

void ExperimentRun::start(experiment::ExperimentSpec spec,
                          std::shared_ptr<const CompiledModel> model,
                          const SimulationSettings& settings, unsigned jobs) {
    assert(!busy());
    if (busy() || !model) return;
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
    QMetaObject::invokeMethod(
        m_worker,
        [worker = m_worker, spec = std::move(spec), model = std::move(model), settings,
         target = this]() mutable {
            worker->prepare(
                std::move(spec), std::move(model), settings,
                [target](std::shared_ptr<const experiment::Experiment> e) {
                    target->preparedOnWorker(std::move(e));
                },
                [target](std::vector<Diagnostic> d) { target->refusedOnWorker(std::move(d)); });
        },
        Qt::QueuedConnection);
}

void ExperimentRun::start(std::shared_ptr<const experiment::Experiment> experiment, unsigned jobs) {
    assert(!busy());
    if (busy() || !experiment) return;
    m_experiment = std::move(experiment);
    m_jobs = jobs;
    m_next = 0;
    m_activeMs = 0;
    m_cancelWhenStopped = false;
    {
        std::lock_guard lock(m_inbox->mutex);
        m_inbox->results.clear();
    }
    launch();
}

void ExperimentRun::preparedOnWorker(std::shared_ptr<const experiment::Experiment> experiment) {
    if (m_cancelWhenStopped) {  // cancelled while it was being prepared
        setState(State::Cancelled);
        return;
    }
    m_experiment = std::move(experiment);
    emit prepared(m_experiment);
    launch();
}

void ExperimentRun::refusedOnWorker(std::vector<Diagnostic> diagnostics) {
    setState(m_cancelWhenStopped ? State::Cancelled : State::Idle);
    emit refused(diagnostics);
}

void ExperimentRun::launch() {
    m_runner = std::make_shared<experiment::ExperimentRunner>(*m_experiment);
    const std::uint64_t count = m_experiment->runCount() - m_next;
    m_clock.start();
    setState(State::Running);
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
    if (m_state == State::Preparing) {  // the preparation cannot be cut short; its end is ignored
        m_cancelWhenStopped = true;
        setState(State::Cancelling);
        return;
    }
    if (m_state != State::Running && m_state != State::Pausing) return;
    m_cancelWhenStopped = true;
    m_runner->requestStop();
    setState(State::Cancelling);
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
    takeResults(true);  // the last runs before the state says they are all in
    m_activeMs += m_clock.elapsed();
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

}  // namespace hs::ui

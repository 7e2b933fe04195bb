#include "experiment/experiment_run.h"

#include "hs/experiment/experiment_runner.h"

#include <QMetaObject>

#include <cassert>

namespace hs::ui {

namespace {

// The GUI takes finished runs at most this often while runs go on.
constexpr int kTakeIntervalMs = 40;

// Called by the runner on its threads, one call at a time.
class InboxObserver : public experiment::ExperimentObserver {
public:
    InboxObserver(std::shared_ptr<ExperimentInbox> inbox, QObject* target,
                  std::function<void()> wake)
        : m_inbox(std::move(inbox)), m_target(target), m_wake(std::move(wake)) {}

    void runFinished(const experiment::RunResult& result, std::size_t, std::size_t) override {
        bool post = false;
        {
            std::lock_guard lock(m_inbox->mutex);
            m_inbox->results.push_back(result);
            post = !m_inbox->posted;
            m_inbox->posted = true;
        }
        if (post) QMetaObject::invokeMethod(m_target, m_wake, Qt::QueuedConnection);
    }

private:
    std::shared_ptr<ExperimentInbox> m_inbox;
    QObject* m_target;
    std::function<void()> m_wake;
};

}  // namespace

// ----------------------------------------------------------------------------- worker

void ExperimentWorker::runRange(std::shared_ptr<const experiment::Experiment> experiment,
                                std::shared_ptr<experiment::ExperimentRunner> runner,
                                std::uint64_t first, std::uint64_t count, unsigned jobs,
                                std::shared_ptr<ExperimentInbox> inbox, QObject* target,
                                std::function<void()> wake) {
    InboxObserver observer(std::move(inbox), target, std::move(wake));
    const std::size_t started = runner->run(first, count, jobs, &observer).size();
    (void)experiment;  // kept alive while the runner reads it
    emit rangeFinished(started, runner->stopRequested());
}

// ----------------------------------------------------------------------------- GUI side

ExperimentRun::ExperimentRun(QObject* parent)
    : QObject(parent), m_inbox(std::make_shared<ExperimentInbox>()) {
    m_thread.setObjectName(QStringLiteral("experiment"));
    m_worker = new ExperimentWorker;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &ExperimentWorker::rangeFinished, this, &ExperimentRun::rangeDone,
            Qt::QueuedConnection);
    m_takeTimer.setSingleShot(true);
    connect(&m_takeTimer, &QTimer::timeout, this, [this] { takeResults(true); });
    m_thread.start();
}

ExperimentRun::~ExperimentRun() {
    if (m_runner) m_runner->requestStop();
    m_thread.quit();
    m_thread.wait();
}

bool ExperimentRun::busy() const {
    return m_state == State::Running || m_state == State::Pausing || m_state == State::Cancelling;
}

double ExperimentRun::activeSeconds() const {
    const qint64 running = busy() && m_clock.isValid() ? m_clock.elapsed() : 0;
    return static_cast<double>(m_activeMs + running) / 1000.0;
}

void ExperimentRun::setState(State s) {
    if (s == m_state) return;
    m_state = s;
    emit stateChanged(s);
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

void ExperimentRun::launch() {
    m_runner = std::make_shared<experiment::ExperimentRunner>(*m_experiment);
    const std::uint64_t count = m_experiment->runCount() - m_next;
    m_clock.start();
    setState(State::Running);
    QMetaObject::invokeMethod(
        m_worker,
        [worker = m_worker, experiment = m_experiment, runner = m_runner, first = m_next, count,
         jobs = m_jobs, inbox = m_inbox, target = this] {
            worker->runRange(experiment, runner, first, count, jobs, inbox, target,
                             [target] { target->takeResults(false); });
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

void ExperimentRun::rangeDone(quint64 started, bool stopped) {
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

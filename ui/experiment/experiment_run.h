#pragma once
// The runs of an experiment in the IDE, off the GUI thread. ExperimentRun is the GUI-thread
// face: it starts, pauses, resumes and cancels the runs and hands their results over as
// they arrive. ExperimentWorker lives in its own QThread and calls the core's
// ExperimentRunner, which spreads the runs over its own pool of threads; the GUI never
// waits for a run.
//
// Threads: the runner calls its observer on its worker threads; the observer only puts the
// result in a small locked inbox and, when the inbox was empty, posts one queued call to
// the GUI thread, which takes everything there is (at most ~25 times a second). Pause and
// Cancel call ExperimentRunner::requestStop() (thread-safe): the runs under way finish,
// no new one starts. The runner hands out run indices in order, so the runs done are
// always the first ones of the range and Resume goes on with the next index. GUI thread
// only, but for the inbox.

#include "hs/experiment/experiment.h"

#include <QElapsedTimer>
#include <QObject>
#include <QThread>
#include <QTimer>

#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

namespace hs::experiment {
class ExperimentRunner;
}

namespace hs::ui {

// Finished runs waiting for the GUI thread. Shared by the observer (any thread) and
// ExperimentRun (GUI thread).
struct ExperimentInbox {
    std::mutex mutex;
    std::vector<experiment::RunResult> results;  // guarded by mutex
    bool posted = false;                         // a call to take them is on its way
};

// Runs a range of runs with the core's runner; lives in its own thread.
class ExperimentWorker : public QObject {
    Q_OBJECT
public:
    ExperimentWorker() = default;

    // Runs runs first .. first + count - 1 on `jobs` threads; the results go to the inbox
    // (and `wake` is posted to `target` when it was empty). Blocks this thread until the
    // runs are done or the runner is stopped.
    void runRange(std::shared_ptr<const experiment::Experiment> experiment,
                  std::shared_ptr<experiment::ExperimentRunner> runner, std::uint64_t first,
                  std::uint64_t count, unsigned jobs, std::shared_ptr<ExperimentInbox> inbox,
                  QObject* target, std::function<void()> wake);

signals:
    // The range ended: `started` runs of it ran (all of it unless stopped).
    void rangeFinished(quint64 started, bool stopped);
};

class ExperimentRun : public QObject {
    Q_OBJECT
public:
    enum class State { Idle, Running, Pausing, Paused, Cancelling, Finished, Cancelled };

    explicit ExperimentRun(QObject* parent = nullptr);
    // Stops the runs and waits for those under way (they are not cut short).
    ~ExperimentRun() override;

    // Runs every run of `experiment` on `jobs` threads (0: one per core). Not while busy().
    void start(std::shared_ptr<const experiment::Experiment> experiment, unsigned jobs);
    void pause();   // Running -> Pausing -> Paused: the runs under way finish first
    void resume();  // Paused -> Running, from the first run not started
    void cancel();  // Running or Paused -> Cancelling -> Cancelled

    State state() const { return m_state; }
    // Runs are under way (or finishing after Pause or Cancel).
    bool busy() const;
    const std::shared_ptr<const experiment::Experiment>& experiment() const { return m_experiment; }
    // The first run not started yet.
    std::uint64_t nextRun() const { return m_next; }
    // Seconds spent running (pauses left out).
    double activeSeconds() const;
    unsigned jobs() const { return m_jobs; }

signals:
    // Results of finished runs, in the order they finished (GUI thread).
    void resultsArrived(const std::vector<hs::experiment::RunResult>& results);
    void stateChanged(hs::ui::ExperimentRun::State state);

private:
    void launch();
    void takeResults(bool force);
    void rangeDone(quint64 started, bool stopped);
    void setState(State s);

    QThread m_thread;
    ExperimentWorker* m_worker = nullptr;
    std::shared_ptr<ExperimentInbox> m_inbox;
    std::shared_ptr<const experiment::Experiment> m_experiment;
    std::shared_ptr<experiment::ExperimentRunner> m_runner;
    State m_state = State::Idle;
    std::uint64_t m_next = 0;
    unsigned m_jobs = 0;
    bool m_cancelWhenStopped = false;
    QElapsedTimer m_clock, m_takeClock;
    qint64 m_activeMs = 0;
    QTimer m_takeTimer;
};

}  // namespace hs::ui

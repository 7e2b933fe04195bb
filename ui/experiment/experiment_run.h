#pragma once
// The runs of an experiment in the IDE, off the GUI thread. ExperimentRun is the GUI-thread
// face: it checks an experiment against its model, starts, pauses, resumes and cancels the
// runs and hands their results over as they arrive. ExperimentWorker lives in its own
// QThread: it prepares the experiment (Experiment::prepare may initialise the model, which
// may take long) and calls the core's ExperimentRunner, which spreads the runs over its own
// pool of threads. The GUI never waits for the model.
//
// Threads: everything the worker side hands back goes through ExperimentInbox: the runner's
// observer (on the runner's threads) only puts a result there and, when none was waiting,
// posts one queued call to the GUI thread, which takes everything there is (at most ~25
// times a second). Pause and Cancel call ExperimentRunner::requestStop() (thread-safe): the
// runs under way finish, no new one starts. The runner hands out run indices in order, so
// the runs done are always the first ones and Resume goes on with the next index. When the
// ExperimentRun goes away while runs are still under way (the window closes on a model that
// runs for ever), it waits a moment and then leaves the thread to end on its own: nothing is
// posted to it any more. GUI thread only, but for the inbox.

#include "hs/experiment/experiment.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

class QThread;

namespace hs::experiment {
class ExperimentRunner;
}

namespace hs::ui {

// What the worker side hands to the GUI thread.
struct ExperimentInbox {
    std::mutex mutex;
    std::vector<experiment::RunResult> results;  // finished runs not taken yet
    bool posted = false;                         // a call to take them is on its way
    QObject* target = nullptr;                   // the ExperimentRun; null once it is gone

    // Calls `call` on the GUI thread, in the target's context, unless the target is gone.
    void post(std::function<void()> call);
};

// Prepares an experiment and runs ranges of its runs; lives in its own thread. Each call
// blocks that thread until it is done.
class ExperimentWorker : public QObject {
    Q_OBJECT
public:
    explicit ExperimentWorker(std::shared_ptr<ExperimentInbox> inbox) : m_inbox(std::move(inbox)) {}

    using Prepared = std::function<void(std::shared_ptr<const experiment::Experiment>)>;
    using Refused = std::function<void(std::vector<Diagnostic>)>;
    // Experiment::prepare on this thread; `prepared` or `refused` is posted to the GUI.
    void prepare(experiment::ExperimentSpec spec, std::shared_ptr<const CompiledModel> model,
                 SimulationSettings settings, Prepared prepared, Refused refused);
    // Runs runs first .. first + count - 1 on `jobs` threads; the results go to the inbox,
    // `wake` is posted when the inbox was empty and `done(started, stopped)` at the end.
    void runRange(std::shared_ptr<const experiment::Experiment> experiment,
                  std::shared_ptr<experiment::ExperimentRunner> runner, std::uint64_t first,
                  std::uint64_t count, unsigned jobs, std::function<void()> wake,
                  std::function<void(std::uint64_t, bool)> done);

private:
    std::shared_ptr<ExperimentInbox> m_inbox;
};

class ExperimentRun : public QObject {
    Q_OBJECT
public:
    enum class State { Idle, Preparing, Running, Pausing, Paused, Cancelling, Finished, Cancelled };

    explicit ExperimentRun(QObject* parent = nullptr);
    ~ExperimentRun() override;

    // Checks `spec` against the model on the worker thread (prepared() or refused() follow),
    // then runs every run on `jobs` threads (0: one per core). Not while busy().
    void start(experiment::ExperimentSpec spec, std::shared_ptr<const CompiledModel> model,
               const SimulationSettings& settings, unsigned jobs);
    // Runs every run of an experiment already prepared. Not while busy().
    void start(std::shared_ptr<const experiment::Experiment> experiment, unsigned jobs);
    void pause();   // Running -> Pausing -> Paused: the runs under way finish first
    void resume();  // Paused -> Running, from the first run not started
    void cancel();  // Preparing, Running or Paused -> Cancelling -> Cancelled

    State state() const { return m_state; }
    // The experiment is being prepared or runs are under way (or finishing after Pause or Cancel).
    bool busy() const;
    const std::shared_ptr<const experiment::Experiment>& experiment() const { return m_experiment; }
    // The first run not started yet.
    std::uint64_t nextRun() const { return m_next; }
    // Seconds spent running (pauses left out).
    double activeSeconds() const;
    unsigned jobs() const { return m_jobs; }

signals:
    // The experiment fits the model; its runs start now.
    void prepared(std::shared_ptr<const hs::experiment::Experiment> experiment);
    // The experiment does not fit the model: why (errors of code invalid-experiment).
    void refused(const std::vector<hs::Diagnostic>& diagnostics);
    // Results of finished runs, in the order they finished (GUI thread).
    void resultsArrived(const std::vector<hs::experiment::RunResult>& results);
    void stateChanged(hs::ui::ExperimentRun::State state);

private:
    void launch();
    void takeResults(bool force);
    void rangeDone(std::uint64_t started, bool stopped);
    void preparedOnWorker(std::shared_ptr<const experiment::Experiment> experiment);
    void refusedOnWorker(std::vector<Diagnostic> diagnostics);
    void setState(State s);

    QThread* m_thread;  // ends and deletes itself (and the worker) when its work is done
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

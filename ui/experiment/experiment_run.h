#pragma once
// The runs of an experiment in the IDE, off the GUI thread and — by default — out of the
// IDE's process. ExperimentRun is the GUI-thread face: it checks an experiment against
// the model of a run request, starts, pauses, resumes and cancels the runs and hands
// their results over as they arrive.
//
// Where the runs happen:
//  - In an engine process of its own (`hybridstudio-engine`, engineProgram()): the
//    process compiles the model, prepares the experiment and runs ranges of runs on its
//    pool of threads (see ExperimentHost). A model that crashes the compiler or a run ends
//    that process only: stopped() says so, the results that arrived are kept and the IDE
//    stays. The IDE prepares the experiment a second time on its worker thread, once the
//    process has prepared it (so an input that crashes the compiler never reaches the
//    IDE), for what the views read of it: its plan, outcomes and grid. Cancel ends a
//    process that does not finish within kCancelAnswerMs.
//  - In this process (no engine program, HS_ENGINE=thread): ExperimentWorker in its own
//    QThread prepares the experiment and calls the core's ExperimentRunner.
//
// Threads: in-process results go through ExperimentInbox: the runner's observer (on the
// runner's threads) only puts a result there and, when none was waiting, posts one queued
// call to the GUI thread, which takes everything there is (at most ~25 times a second).
// Pause and Cancel ask the runner to stop (thread-safe, or a message to the process): the
// runs under way finish, no new one starts. The runner hands out run indices in order, so
// the runs done are always the first ones and Resume goes on with the next index. When the
// ExperimentRun goes away while runs are still under way (the window closes on a model that
// runs for ever), the process is ended; an in-process worker is given a moment and then
// left to end on its own: nothing is posted to it any more. GUI thread only, but the inbox.

#include "hs/experiment/experiment.h"
#include "hs/session/run_session.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

class QThread;

namespace hs::experiment {
class ExperimentRunner;
}

namespace hs::ui {

class EngineProcess;

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
    // Compiles the request's model and prepares the experiment on this thread; `prepared`
    // or `refused` is posted to the GUI.
    void prepare(experiment::ExperimentSpec spec, session::SessionRequest request, Prepared prepared,
                 Refused refused);
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

    // How long Cancel waits for the runs under way in an engine process before it ends it.
    static constexpr int kCancelAnswerMs = 1000;

    // Runs in the engine program engineProgram() names (in this process when none).
    explicit ExperimentRun(QObject* parent = nullptr);
    // Runs in `program` (an engine executable), or in this process when it is empty.
    ExperimentRun(const QString& program, QObject* parent);
    ~ExperimentRun() override;

    // Compiles the request's model and checks `spec` against it (prepared() or refused()
    // follow), then runs every run on `jobs` threads (0: one per core). Not while busy().
    void start(experiment::ExperimentSpec spec, session::SessionRequest request, unsigned jobs);
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
    // The runs happen in an engine process (not in this one).
    bool isolated() const { return m_process != nullptr; }
    // That process's id while it runs, else 0.
    qint64 processId() const;

signals:
    // The experiment fits the model; its runs start now.
    void prepared(std::shared_ptr<const hs::experiment::Experiment> experiment);
    // The experiment does not fit the model, or the model does not compile: why.
    void refused(const std::vector<hs::Diagnostic>& diagnostics);
    // Results of finished runs, in the order they finished (GUI thread).
    void resultsArrived(const std::vector<hs::experiment::RunResult>& results);
    // The engine process ended in the middle of the runs (an `engine-lost` diagnostic says
    // why); the results that arrived stay, the experiment is Cancelled.
    void stopped(const std::vector<hs::Diagnostic>& diagnostics);
    void stateChanged(hs::ui::ExperimentRun::State state);

private:
    void launch();
    void takeResults(bool force);
    void rangeDone(std::uint64_t started, bool stopped);
    void prepareHere(std::uint64_t generation);
    void preparedOnWorker(std::uint64_t generation, std::shared_ptr<const experiment::Experiment> experiment);
    void refusedOnWorker(std::uint64_t generation, std::vector<Diagnostic> diagnostics);
    void setState(State s);
    // Process mode: a frame from the engine process, and its unexpected end.
    void frame(int type, const std::string& body);
    void processEnded(const hs::Message& reason);
    void cancelDeadline();

    QThread* m_thread;  // ends and deletes itself (and the worker) when its work is done
    ExperimentWorker* m_worker = nullptr;
    EngineProcess* m_process = nullptr;  // null: the runs happen in this process
    bool m_hostPrepared = false;         // the process holds the prepared experiment
    std::shared_ptr<ExperimentInbox> m_inbox;
    experiment::ExperimentSpec m_spec;
    session::SessionRequest m_request;
    std::shared_ptr<const experiment::Experiment> m_experiment;
    std::shared_ptr<experiment::ExperimentRunner> m_runner;  // in-process runs only
    std::uint64_t m_generation = 0;  // answers for an earlier start or a cancelled one are ignored
    State m_state = State::Idle;
    std::uint64_t m_next = 0;
    std::uint64_t m_arrived = 0;  // results of the range under way received
    unsigned m_jobs = 0;
    bool m_cancelWhenStopped = false;
    QElapsedTimer m_clock, m_takeClock;
    qint64 m_activeMs = 0;
    QTimer m_takeTimer;
    QTimer m_cancelTimer;
};

}  // namespace hs::ui

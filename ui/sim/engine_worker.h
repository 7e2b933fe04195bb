#pragma once
// The simulation thread of the IDE. EngineWorker owns the run session (one model, a
// network of modules or a package of projects, see hs/session/run_session.h) and lives in
// its own QThread; it receives commands through queued slots and reports immutable
// snapshots through queued signals, at most ~30 times a second while running and at once
// after a step. It runs inside the IDE (ThreadLink) or inside the simulation process
// (EngineServer); SimulationController (simulation_controller.h) is the GUI's face of either.

#include "hs/cosim/package_runner.h"
#include "hs/session/run_session.h"
#include "hs/sim/engine.h"
#include "hs/sim/result_store.h"

#include <QElapsedTimer>
#include <QMetaType>
#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace hs::ui {

using SessionPtr = std::shared_ptr<session::RunSession>;

// What the GUI sees of the run at one moment. Immutable once sent.
struct SimSnapshot {
    std::uint64_t generation = 0;        // which session (SimulationController::start) sent it
    session::SessionKind kind = session::SessionKind::Model;
    double time = 0.0;
    double startTime = 0.0, stopTime = 0.0;
    std::uint64_t step = 0;              // event steps (frames, rounds) done
    RunStatus status = RunStatus::Running;
    bool running = false;                // a run (not a single step) is in progress
    bool initialised = false;
    bool canStepBack = false;
    std::vector<session::ModuleQueue> queues;  // one per module with a queue
    std::vector<double> values;          // per variable, SimulationController::variables() order
    std::vector<std::string> activeStates;  // paths ("chart.State", "Module.chart.State")
    // results: rows [firstRow, firstRow + rows.size()) replace whatever the GUI had there
    std::size_t firstRow = 0;
    std::vector<std::string> columnNames;      // when firstRow is 0: the result columns
    std::vector<double> rowTimes;
    std::vector<std::vector<double>> columns;  // per result column, the new rows' values
    // executed events: [firstEvent, ...) replace the GUI's list from there on
    std::size_t firstEvent = 0;
    std::vector<EventRecord> events;
    std::vector<Diagnostic> diagnostics;  // all run-time diagnostics so far
    double eventsPerSecond = 0.0;        // event steps per wall-clock second
    double modelSecondsPerSecond = 0.0;  // model time per wall-clock second
    // a package: its timeline so far, the projects and their model times
    std::vector<cosim::TimelineEntry> timeline;
    std::vector<std::string> projects;
    std::vector<double> projectTimes;
    double endTime = 0.0;
    // breakpoints and watches, in the order EngineWorker::setBreakpoints/setWatches had them
    std::vector<std::uint64_t> breakpointHits;                // counted hits so far
    std::vector<std::optional<Diagnostic>> breakpointErrors;  // why one is not watched
    std::optional<BreakpointHit> breakpointHit;               // the hit the run stopped at
    std::vector<WatchValue> watches;
    // the event-iteration trace of one event step, when it was asked for (requestTrace)
    std::optional<std::uint64_t> traceStep;
    std::vector<EventTraceEntry> trace;
    // the answer to followOrder(), once: whether the run is at the instant with the order
    std::optional<bool> followed;
};
using SnapshotPtr = std::shared_ptr<const SimSnapshot>;

enum class SpeedMode { Virtual, RealTime };

class EngineWorker : public QObject {
    Q_OBJECT
public:
    EngineWorker();
    ~EngineWorker() override;

    // A worker living in `thread` (named, started; deleted when the thread finishes). The
    // caller stops the thread: interruptToStop(), quit(), wait().
    static EngineWorker* startIn(QThread& thread);

    // Thread-safe: makes a running slice return soon.
    void interrupt();
    // Thread-safe: Stop (or the window closing) while the session may be busy: a slice
    // returns soon, and a loop inside the model ends the run (RunSession::requestStop).
    void interruptToStop();
    // Thread-safe: a load is on its way to this worker (queued, its session perhaps still
    // compiling); the ticket it must carry. A Stop after this call ends that load's run
    // even when it comes before the load made its session live, so a Stop pressed while a
    // model starts is never lost (an initialisation that loops would not end otherwise).
    std::uint64_t announceLoad();
    // The same for a session still to be made with `stop` as its SessionRequest::stopSignal:
    // a Stop sets it, so that even the making (a package's initial state) ends.
    std::uint64_t announceLoad(std::shared_ptr<std::atomic<bool>> stop);

public slots:
    // Takes over a built session and computes its initial state; a Stop asked since its
    // ticket was announced ends the run at once (inside a loop of the initialisation:
    // `stopped`).
    void load(hs::ui::SessionPtr session, quint64 generation, std::uint64_t ticket);
    // The same, announced now (a caller on the worker's own thread).
    void load(hs::ui::SessionPtr session, quint64 generation) {
        load(std::move(session), generation, announceLoad());
    }
    void run();
    void pause();
    void step();
    void stepBack();
    void restoreStep(quint64 step);
    void runUntilTime(double t);
    void runUntilStep(quint64 step);
    void runUntilElement(QString element);
    void stop();
    void selectNext(quint64 id);
    void setSpeed(hs::ui::SpeedMode mode, double scale);
    // The breakpoints and watch expressions of every session loaded from now on, and of
    // the current one (a run under way watches them from its next slice).
    void setBreakpoints(std::vector<hs::Breakpoint> breakpoints);
    void setWatches(std::vector<std::string> expressions);
    // The event-iteration trace of event step `step` of the current run, in the next
    // snapshot (the run is repeated to that step with the trace on).
    void requestTrace(quint64 step);
    // Steps into an order of the instant after `step` event steps (RunSession::followOrder);
    // the next snapshot answers (SimSnapshot::followed) and holds the whole run again.
    void followOrder(quint64 step, std::vector<std::uint64_t> order);

signals:
    void snapshotReady(hs::ui::SnapshotPtr snapshot);

private slots:
    void runSlice();

private:
    void publish();
    void startRun(const RunTarget& target);

    SessionPtr m_session;
    quint64 m_generation = 0;
    bool m_running = false;
    RunTarget m_target;
    SpeedMode m_speed = SpeedMode::Virtual;
    double m_scale = 1.0;
    QElapsedTimer m_wall;
    double m_wallStartModel = 0.0;
    std::atomic<bool> m_interrupt{false};
    std::atomic<session::RunSession*> m_live{nullptr};  // for interrupt() from the GUI thread
    std::atomic<std::uint64_t> m_loadsAnnounced{0};
    std::atomic<std::uint64_t> m_stoppedUpTo{0};  // Stop asked after the loads up to this ticket
    std::mutex m_liveLock;  // m_live is not replaced (nor its session destroyed) while used
    // the stop signals of the loads announced and not yet arrived (under m_liveLock)
    std::vector<std::pair<std::uint64_t, std::weak_ptr<std::atomic<bool>>>> m_pendingStops;
    std::vector<Breakpoint> m_breakpoints;
    std::vector<std::string> m_watchExpressions;
    std::optional<std::uint64_t> m_traceStep;  // asked for, sent with the next snapshot
    std::vector<EventTraceEntry> m_trace;
    std::optional<bool> m_followed;  // answered with the next snapshot
    std::size_t m_sentRows = 0, m_sentEvents = 0;
    std::uint64_t m_rateSteps = 0;
    double m_rateTime = 0.0;
    QElapsedTimer m_rateClock;
    double m_eventsPerSecond = 0.0, m_modelPerSecond = 0.0;
};

}  // namespace hs::ui

Q_DECLARE_METATYPE(hs::ui::SnapshotPtr)
Q_DECLARE_METATYPE(hs::ui::SessionPtr)

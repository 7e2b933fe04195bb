#pragma once
// The GUI thread's face of the engine: SimulationController forwards commands to the
// engine through an EngineLink (a separate simulation process, or a thread of the IDE when
// the engine program is not there), keeps the GUI's copy of the results and of the executed
// events, and never blocks on the engine. When the engine process is lost (a crash, an
// out-of-memory kill, no answer to Stop) the run ends as failed with an `engine-lost`
// diagnostic that says why; the document is untouched and Run starts a new process.

#include "sim/engine_link.h"
#include "sim/engine_worker.h"

#include <QObject>

#include <deque>
#include <memory>
#include <vector>

namespace hs::ui {

class SimulationController : public QObject {
    Q_OBJECT
public:
    // The engine runs in `engineProgram()`'s process when there is one, else in a thread.
    explicit SimulationController(QObject* parent = nullptr);
    ~SimulationController() override;

    // Hands a built session to the engine, which initialises it; the GUI's copies
    // (results, events, snapshot) start anew. `request` is what the session was built from:
    // the engine process builds its own session from it. A null session clears the run.
    void start(std::unique_ptr<session::RunSession> session, const session::SessionRequest& request = {});
    bool hasSession() const { return m_hasSession; }
    session::SessionKind kind() const { return m_kind; }
    const std::vector<session::SessionVariable>& variables() const { return m_variables; }
    const std::vector<session::ModuleModel>& models() const { return m_models; }
    // The compiled model of a module ("" for a single model), or null.
    std::shared_ptr<const CompiledModel> model(const std::string& module = {}) const;

    void run();
    void pause();
    void step();
    void stepBack();
    void restoreStep(std::uint64_t step);
    void runUntilTime(double t);
    void runUntilStep(std::uint64_t step);
    void runUntilElement(const QString& element);
    void stop();
    void selectNext(std::uint64_t id);
    void setSpeed(SpeedMode mode, double scale);
    // The debugger's breakpoints and watch expressions, for this run and the next ones;
    // the snapshots report their hits, errors and values in this order.
    void setBreakpoints(const std::vector<Breakpoint>& breakpoints);
    void setWatches(const std::vector<std::string>& expressions);
    // The event-iteration trace of an event step: it comes with a later snapshot
    // (SimSnapshot::traceStep, trace).
    void requestTrace(std::uint64_t step) { m_link->requestTrace(step); }
    // Steps into an order of the instant after `step` event steps: a later snapshot answers
    // (SimSnapshot::followed) and holds the whole run again.
    void followOrder(std::uint64_t step, const std::vector<std::uint64_t>& order) {
        m_link->followOrder(step, order);
    }

    const SimSnapshot* latest() const { return m_latest.get(); }
    const ResultStore& results() const { return m_results; }
    const std::deque<EventRecord>& events() const { return m_events; }
    // How many times events() was cut back and rewritten (a step back, an order followed, a
    // new run): while it stays the same, the list only grows at its end. A reader that
    // counts events sees any other change of the list by this number.
    std::uint64_t eventCuts() const { return m_eventCuts; }
    bool running() const { return m_latest && m_latest->running; }
    // The run can go on from where it is (initialised, not finished, stopped or failed).
    bool canContinue() const { return m_latest && m_latest->initialised && m_latest->status == RunStatus::Running; }
    // The engine runs in a process of its own (not inside the IDE).
    bool isolated() const;
    // That process's id while it runs, else 0.
    qint64 engineProcessId() const { return m_link->processId(); }

signals:
    void snapshotReceived();  // latest(), results() and events() are updated
    void sessionStarted();    // variables(), models() describe the new run
    // The engine of the run was lost; the run ended as failed (latest() says so).
    void engineLost(const hs::Message& reason);

private slots:
    void acceptSnapshot(hs::ui::SnapshotPtr snapshot);
    void linkLost(const hs::Message& reason);

private:
    EngineLink* m_link = nullptr;
    bool m_hasSession = false;
    session::SessionKind m_kind = session::SessionKind::Model;
    std::vector<session::SessionVariable> m_variables;
    std::vector<session::ModuleModel> m_models;
    std::uint64_t m_generation = 0;  // snapshots of an older session are dropped
    SnapshotPtr m_latest;
    ResultStore m_results;
    std::uint64_t m_eventCuts = 0;
    // a deque: a long run appends millions of events without moving those it has
    std::deque<EventRecord> m_events;
};

}  // namespace hs::ui

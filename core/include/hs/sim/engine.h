#pragma once
// The simulation engine: one loop of time steps and event steps over one event queue
// (the rules of AnyLogic's engine, with Modelica event semantics for equations).
//
// A time step advances model time with the continuous solver, leaves the discrete state
// untouched and watches pending zero crossings; it ends at the nearest scheduled event
// or at a located crossing. An event step keeps time fixed, runs the selected current
// event (Modelica event iteration with pre() for equation events) and may add or remove
// queued events. step() performs exactly one event step, preceded by a time step when
// no event is current.
//
// Threading: an Engine is driven by one thread. requestStop() and stopRequested() may be
// called from any thread. Snapshots (queueSnapshot) are values that can be handed to
// other threads.

#include "hs/compile/compiled_model.h"
#include "hs/lang/diagnostic.h"
#include "hs/model/run_choices.h"
#include "hs/sim/breakpoint.h"
#include "hs/sim/continuous_solver.h"
#include "hs/sim/event_queue.h"
#include "hs/sim/result_store.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <deque>
#include <limits>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace hs {

// The seed's categories of queue items (selected and enabled are the current ones), plus
// Unarmed: a watched condition that is true and waits to become false again before it can
// fire (a when-condition inside its hysteresis band) — shown, but not an event that may happen.
enum class QueueCategory { Selected, Enabled, Scheduled, Pending, Unarmed };

const char* queueCategoryName(QueueCategory c);

struct SimulationSettings {
    std::optional<double> startTime, stopTime, interval;  // default: experiment annotation
    std::optional<double> relTol, absTol;                   // default: 1e-6, relTol * 1e-2
    SolverMethod solver = SolverMethod::CvodeBdf;
    double step = 0.0;        // fixed step (euler, rk4) or maximum step (CVODE)
    double minStep = 0.0;     // CVODE: smallest step (0 = CVODE's default)
    long maxSteps = 0;        // solver steps allowed between two outputs/events (0 = 100000)
    SelectionPolicy policy = SelectionPolicy::Fifo;
    std::uint64_t seed = 1;
    int eventIterationLimit = 100;
    // Event steps allowed at one instant before the run stops as an instantaneous loop.
    int instantLoopLimit = 10000;
    // Event accumulation: this many events of one condition within
    // accumulationWindow * max(1, |t|) stop the run...
    int accumulationCount = 1000;
    double accumulationWindow = 1e-6;
    bool recordQueueTrace = false;
    // The event-iteration trace (eventTrace()): what each event step's action and each
    // iteration of its event iteration did.
    bool recordEventTrace = false;
    bool recordResults = true;
    bool protectedResults = false;  // also the protected variables in the results
    // A result row after every event step (several at one instant), not only the left
    // limit and the value after the last event step of each instant.
    bool resultsAtEveryEventStep = false;
    // A result column per statechart (named like it) holding its innermost active state:
    // the index into CompiledModel::states, labelled with the state's path in CSV output.
    bool recordActiveStates = false;
    bool recordEvents = true;  // the executed-event log (events(), events CSV, replay)
    // Step-back history: how many of the latest event steps can be gone back to (0 = none).
    // It is kept as full checkpoints of the run state every K steps; a step between two is
    // restored from the checkpoint before it by replaying the steps in between, which the
    // engine repeats exactly (the solver restarts after every event step anyway).
    std::size_t historyLimit = 0;
    // K, the event steps between checkpoints (0: chosen from the size of the run state, so
    // that a checkpoint costs about as much per step as a small model's copy).
    std::size_t historyCheckpointEvery = 0;
    // Bytes the checkpoints may hold (0: 256 MB); beyond it the oldest are dropped.
    std::size_t historyMemory = 0;
    // Bytes of result rows a run may hold (0: half of the machine's physical memory). A
    // run whose output grid needs more is refused before it starts; one whose event rows
    // outgrow it stops with `memory-limit`.
    std::size_t maxMemory = 0;
    // A stop shared by several engines (the modules of a network, the projects of a
    // package): once it is set, each engine that holds it stops as requestStop() makes it
    // stop. Set from any thread; the engines only read it.
    std::shared_ptr<const std::atomic<bool>> stopSignal;
};

// The budget of result memory `maxMemory` stands for (0: half of the physical memory).
std::size_t resultMemoryBudget(std::size_t maxMemory);
// "1.5 GB", "640 MB", "12 kB".
std::string formatBytes(double bytes);
// The same as a message argument: the unit is a word to translate ("МБ").
Message bytesMessage(double bytes);

// Where runUntil() stops; every given condition counts (the first one reached wins).
struct RunTarget {
    std::optional<double> time;            // model time reached (events at it included)
    std::optional<std::uint64_t> step;     // event step number reached
    std::string element;                   // the next event step of this source ("chart.T1", "Tick")
    std::string stateEntered;              // this state ("chart.State") becomes active
    // How a run stops at `time`:
    //  - Pause (the default): the solver's steps do not change — a step that passes `time`
    //    is kept and the state at `time` is interpolated, so running on gives bit for bit the
    //    run that never stopped (the IDE's Run Until, real-time pacing);
    //  - Land: the solver's last step ends exactly at `time` (an exchange point of a
    //    multi-module run, where inputs may change);
    //  - WholeSteps: a fixed-step solver stops at its last whole step before `time` instead
    //    of shortening a step to land on it (a package project's cycle; events still cut steps).
    enum class TimeStop { Pause, Land, WholeSteps };
    TimeStop timeStop = TimeStop::Pause;
};

struct QueueEntry {
    std::uint64_t id = 0;     // stable while the item is queued
    // 1, 2, ...: the order in which the current and scheduled items will run under the
    // policy (random: only the selected one is known, the others 0); 0 for pending ones
    std::uint64_t order = 0;
    QueueCategory category = QueueCategory::Pending;
    std::optional<double> time;  // empty when pending
    EventKind kind = EventKind::State;
    std::string source;       // "file:line" or element path
    Message text;             // what it waits for ("timeout 5", "T < 19"), as data
    std::optional<double> crossingValue;  // pending zero crossings: current value
};

struct QueueSnapshot {
    std::uint64_t step = 0;
    double now = 0.0;
    std::vector<QueueEntry> entries;  // selected, enabled, scheduled (by time), pending
};

// One entry of the event-iteration trace. Iteration 0 is the event step's own action (a
// transition's or event's); 1, 2, ... are the iterations of the Modelica event iteration
// that follows it: the relations whose value changed, the when-clauses that fired, the
// reinits applied, the discrete variables that changed (pre -> new), and why the iteration
// ended or went on.
struct EventTraceEntry {
    std::uint64_t step = 0;
    double time = 0.0;
    int iteration = 0;
    std::string source;                  // the event step's element or file:line
    std::vector<std::string> relations;  // "h < 0: true"
    std::vector<std::string> fired;      // "BouncingBall.mo:15 when h < 0"
    std::vector<std::string> reinits;    // "v := -3.13"
    std::vector<std::string> changed;    // "on: 1 -> 0"
    std::string end;                     // "nothing changed: the iteration ends", ...
};

// A line of the statecharts' own log: trace() output of actions, and messages that were
// discarded (no transition accepted them, the chart had stopped, or their state was left).
struct TraceLine {
    enum class Kind { Trace, Discarded };
    std::uint64_t step = 0;
    double time = 0.0;
    std::string text;
    Kind kind = Kind::Trace;
    std::string source;  // the element whose action wrote it, or the chart a message was for
};

// One random number the run drew: where, from which distribution, the uniform number
// behind it and the value used. A run given the same uniforms (setRandomReplay) repeats.
struct RandomDraw {
    std::uint64_t step = 0;
    double time = 0.0;
    std::string element;       // "sc.T1", "Arrival", or "policy" for a random selection
    std::string distribution;  // "exponential(rate)", "choice(n)"
    double uniform = 0.0;      // in [0, 1)
    double value = 0.0;        // the delay drawn, or the index chosen
};

struct EventRecord {
    std::uint64_t step = 0;
    double time = 0.0;
    EventKind kind = EventKind::Initial;
    std::string source;
    Message detail;      // what happened ("stop time", "timeout 5"), as data
    std::string module;  // a network's or a package's module that executed it; empty otherwise
};

enum class RunStatus { Running, Finished, Stopped, Failed };

class Engine {
public:
    Engine(std::shared_ptr<const CompiledModel> model, SimulationSettings settings = {});
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // Before initialize(): overrides a parameter's value (its binding is not evaluated).
    bool setParameter(const std::string& name, double value);

    // Inputs of a module (`input` variables), set between steps by a multi-module runner:
    // the value is held until changed; changing it restarts the solver at the current
    // time. refresh() recomputes the equations at the current time after inputs changed.
    bool setInput(int slot, double value);
    void refresh();
    // Changes the solver's step during a run (fixed step, or maximum step of CVODE).
    void setSolverStep(double step);

    // Threads: the run's member functions — step, prepareStep, runUntil, run, stepBack,
    // restoreStep, selectNext — are called by one thread at a time (HS_ASSERT in checked
    // builds: a call while another thread is inside one aborts). The engine may pass from
    // one thread to another between calls, with the hand-over synchronised (a join, a
    // queued call). requestPause, clearPauseRequest, requestStop and stopRequested may be
    // called from any thread at any time.

    // Solves the initialisation problem and runs the initial event (step 0).
    bool initialize();
    // Exactly one event step (with the time step before it when no event is current).
    RunStatus step();
    // Runs until model time reaches t (events at t included) or the run ends; a pause that
    // leaves the solver's steps as they were (RunTarget::TimeStop::Pause).
    RunStatus runUntil(double t);
    RunStatus runUntil(const RunTarget& target);
    RunStatus run();

    // Step back: restore the state right after an earlier event step (kept in the
    // history, see SimulationSettings::historyLimit). Results, events and traces are cut
    // back to that point; running on reproduces the same run exactly.
    bool stepBack();
    bool restoreStep(std::uint64_t step);
    // The steps that can be restored: oldestRestorableStep() up to the latest event step.
    std::size_t historySize() const;
    // stepBack() has a state to go back to.
    bool canStepBack() const;
    std::optional<std::uint64_t> oldestRestorableStep() const;
    // What the history holds now: checkpoints, their bytes, and K.
    struct HistoryStats {
        std::size_t checkpoints = 0;
        std::size_t bytes = 0;
        std::uint64_t checkpointEvery = 0;
    };
    HistoryStats historyStats() const;
    // Random numbers: keep every draw (the log), or take the uniform numbers from a list
    // (a run's log) instead of the seeded generator; a replay that runs out fails the run.
    void setRandomLog(bool keep) { m_logDraws = keep; }
    const std::vector<RandomDraw>& randomDraws() const { return m_draws; }
    void setRandomReplay(std::vector<double> uniforms) {
        m_replayUniforms = std::move(uniforms);
        m_replaying = true;
    }
    // Manual selections made so far: (event step, selected item id).
    const std::vector<std::pair<std::uint64_t, std::uint64_t>>& manualSelections() const {
        return m_run.manualSelections;
    }

    // Breakpoints (breakpoint.h) replace the set the engine watches. A breakpoint that does
    // not compile — a condition that does not parse, a name the model does not have — is
    // reported in `errors` (located in its text) and the set stays as it was. They may be
    // set before initialize() or between run calls; condition breakpoints set during a run
    // restart the solver at the current time (their crossings are watched from there on).
    bool setBreakpoints(std::vector<Breakpoint> breakpoints, DiagnosticList& errors);
    const std::vector<Breakpoint>& breakpoints() const { return m_breakpoints; }
    // Counted hits of breakpoint `index` so far in this run.
    std::uint64_t breakpointHits(std::size_t index) const;
    // The hit the last run call (runUntil, run, step, prepareStep) stopped at, if it did. A
    // hit inside a time step stops there with the state at the crossing (and a result row
    // at it); an Element hit stops before the event step, which runs on the next call.
    const std::optional<BreakpointHit>& breakpointHit() const { return m_breakHit; }
    // Whether a breakpoint would be accepted by setBreakpoints() (errors as it reports them).
    bool checkBreakpoint(const Breakpoint& breakpoint, DiagnosticList& errors) const;
    // A watch expression (the language of breakpoint conditions) in the current state.
    WatchValue evaluateWatch(const std::string& text) const;

    // Takes the time step to the next event(s) when none is current, without running
    // them: afterwards the current items are in the queue snapshot, ready for selectNext().
    RunStatus prepareStep();
    // Manual selection: the current item with this id runs at the next event step.
    bool selectNext(std::uint64_t id);

    // Thread-safe. Pause: the running call returns soon with status Running and the run
    // can be resumed. Stop: the run ends with status Stopped.
    void requestPause() { m_pauseRequested.store(true); }
    void clearPauseRequest() { m_pauseRequested.store(false); }
    void requestStop() { m_stopRequested.store(true); }
    // Asked by requestStop() or by the settings' shared stopSignal.
    bool stopRequested() const {
        return m_stopRequested.load() || (m_settings.stopSignal && m_settings.stopSignal->load());
    }

    QueueSnapshot queueSnapshot() const;
    const std::vector<QueueSnapshot>& queueTrace() const { return m_queueTrace; }
    // The executed event steps (texts are built on first access).
    const std::vector<EventRecord>& events() const;
    std::size_t eventCount() const { return m_eventLog.size(); }
    // The kind of executed event step i (< eventCount()), without building its texts.
    EventKind eventKind(std::size_t i) const { return m_eventLog[i].kind; }
    // trace() output of actions and discarded messages, in order
    const std::vector<TraceLine>& traceLog() const { return m_traceLog; }
    // The event-iteration trace (SimulationSettings::recordEventTrace), in order.
    const std::vector<EventTraceEntry>& eventTrace() const { return m_eventTrace; }
    bool isStateActive(const std::string& path) const;
    bool isStateActive(std::size_t state) const {
        return state < m_run.active.size() && m_run.active[state];
    }
    const ResultStore& results() const { return m_results; }
    const DiagnosticList& diagnostics() const { return m_diags; }
    const CompiledModel& model() const { return *m_model; }
    const SimulationSettings& settings() const { return m_settings; }

    RunStatus status() const { return m_run.status; }
    double time() const { return m_run.now; }
    double startTime() const { return m_t0; }
    double stopTime() const { return m_tEnd; }
    std::uint64_t stepCount() const { return m_run.stepCount; }
    double value(const std::string& name) const;
    double slotValue(int slot) const { return m_run.vals[slot]; }
    bool relationValue(int relation) const { return m_run.rel[relation] != 0; }
    std::string terminationMessage() const { return m_run.terminateMessage; }
    long solverSteps() const;
    // How the continuous solver solves its linear systems (None before initialize()).
    ContinuousSolver::LinearSolver linearSolver() const {
        return m_solver ? m_solver->linearSolver() : ContinuousSolver::LinearSolver::None;
    }
    long jacobianNonzeros() const { return m_solver ? m_solver->jacobianNonzeros() : 0; }
    // Whether time steps integrate anything (states or crossing functions to watch); a
    // model without either jumps from event to event. Known after initialize().
    bool integrates() const { return m_continuous; }

private:
    friend class EngineOdeSystem;
    struct Current {
        std::uint64_t id;
        std::uint64_t seq;
        EventKind kind;
        std::int32_t ref;
        bool rising;
        double payload = 0.0;  // Message: the message value
    };
    struct Occurrence {        // a scheduled occurrence of a dynamic event
        std::uint64_t id = 0;  // 0 = free slot
        int event = -1;
        std::vector<double> args;
        EventQueue::Handle handle = EventQueue::kNoHandle;
    };
    static constexpr std::int32_t kDynamicBase = 1 << 24;

    // OdeSystem callbacks
    int evalRhs(double t, const double* y, double* ydot);
    int evalRoots(double t, const double* y, double* g) {
        // inline: the direct case is nearly every model's, at each of the solver's calls
        return m_rootsDirect && !m_evalError.set ? evalDirectRoots(t, y, g)
                                                 : evalGeneralRoots(t, y, g);
    }
    int evalGeneralRoots(double t, const double* y, double* g);

    // Evaluates the blocks in order (index: the block's place, keying its nonlinear solver).
    bool solveBlocks(const std::vector<EquationBlock>& blocks, bool initial);
    bool solveBlock(const EquationBlock& block, int index, bool initial, const EvalContext& ctx);
    // The ODE's blocks (states to derivatives and algebraics), with runs of plain
    // assignments joined into one program each (one interpreter call instead of one per
    // equation).
    struct OdeSegment {
        // the joined assignments (fused, see fuseOperands); with a block: its program when
        // it is an assignment, fused, for the solver's evaluations
        Program program;
        int block = -1;  // the block of m_model->odeBlocks evaluated by itself
    };
    // A discrete model's event step calls some functions at every step that mostly have
    // nothing to do: this one, moveDue, chooseSelected, checkInstantaneousLoop,
    // settleConditions, refreshConditions, recordEvent, outputGrid and deliverDeferred. Their
    // test is inline, their work out of line.
    bool solveOdeBlocks() { return m_odeSegments.empty() || solveOdeSegments(); }
    bool solveOdeSegments();
    static std::vector<OdeSegment> joinOdeBlocks(const std::vector<EquationBlock>& blocks);
    bool solveNonlinear(const EquationBlock& block, int index, bool initial);
    enum class ExecResult { Normal, Break, Return, Terminated, Failed };
    ExecResult execute(const StmtList& stmts, bool atEvent);
    EvalContext context() const {  // inline: the solver's callbacks build one per call
        EvalContext c;
        c.vals = const_cast<double*>(m_run.vals.data());
        c.pre = m_run.pre.data();
        c.relations = m_run.rel.data();
        c.samples = m_run.samples.data();
        c.active = m_run.active.data();
        c.initial = m_run.initial;
        c.terminal = m_run.terminal;
        c.error = &m_evalError;
        return c;
    }
    // math-domain: a recorded evaluation error ends the run (true if there was one)
    bool failOnEvalError();
    [[gnu::cold]] void failMath(const EvalError& e);
    bool stopInsideLoop(SourceLoc loc);
    std::string formatMessage(const CompiledStmt& s, const EvalContext& ctx);

    // Time to the next event step (true: items are current) or to where the run pauses.
    // A model without a continuous part takes its own copy of the loop, compiled without
    // the solver's branches: time only jumps from event to event there.
    bool timeStep(double horizon, RunTarget::TimeStop stop = RunTarget::TimeStop::Pause) {
        return m_continuous ? timeStepOf<true>(horizon, stop) : timeStepOf<false>(horizon, stop);
    }
    template <bool Continuous>
    bool timeStepOf(double horizon, RunTarget::TimeStop stop);
    bool advanceContinuous(double horizon, RunTarget::TimeStop stop, double tNext, double target,
                           bool tiny, double& t, AdvanceStatus& st);
    // Items due now (at or before now) from the queue to the current ones.
    void moveDue() {
        if (!m_run.queue.empty() && m_run.queue.nextTime() <= m_run.now) takeDue();
    }
    void takeDue();
    void chooseSelected() {
        if (m_run.current.size() == 1)
            m_run.selectedId = m_run.current[0].id;
        else
            chooseAmongCurrent();
    }
    void chooseAmongCurrent();
    void executeSelected();
    void prefetchNext() const;
    void warnNotRearmed(int relation);
    // the variables of the algebraic loop that failed last, for its diagnostic
    Message joinNames() const;
    void describe(EventKind kind, std::int32_t ref, bool rising, double payload,
                  std::string& source, Message& text) const;
    // An item's source inside a diagnostic's text: a path or file position as it is, the
    // sources that are words ("experiment", "dynamic event") as phrases to translate.
    Message sourceMessage(EventKind kind, std::int32_t ref) const;
    // The occurrence a dynamic event's ref stands for, null once it has run or was cancelled.
    const Occurrence* occurrenceOf(std::int32_t ref) const;
    // Counts the event steps at this instant; too many end the run.
    void checkInstantaneousLoop() {
        m_run.stepsAtThisInstant =
            m_run.anyEvent && m_run.lastEventTime == m_run.now ? m_run.stepsAtThisInstant + 1 : 1;
        if (m_run.stepsAtThisInstant > static_cast<std::uint64_t>(m_settings.instantLoopLimit))
            failInstantaneousLoop();
    }
    [[gnu::cold]] void failInstantaneousLoop();
    bool eventIteration(const Current& trigger);
    // Whether an event step can change anything beyond the item it runs: when-clauses,
    // relations or equations to solve again (otherwise the event iteration has no work).
    bool reactsToEvents() const { return m_reactsToEvents; }
    bool updateRelations();
    // Relations whose falling crossing is observed: re-armed where the last solver step saw
    // z at or beyond -band. A step kept at a pause inside it re-arms when it is taken up, as
    // it would without the pause.
    void rearmObserved();
    [[gnu::cold]] void failNonlinear();
    [[gnu::cold]] void failSolver();
    // HS_ASSERT that no other thread is inside a run call (see initialize()); held for the
    // call's duration, nested calls of the same thread pass.
    class DriverGuard {
    public:
        explicit DriverGuard(const Engine& engine);
        ~DriverGuard();
        DriverGuard(const DriverGuard&) = delete;
        DriverGuard& operator=(const DriverGuard&) = delete;

    private:
        const Engine& m_engine;
        bool m_outer = false;
    };
    mutable std::atomic<std::thread::id> m_driver{};
    // The shortest time between two events this run can simulate (kTimeResolution times the
    // larger of |t| and the run's span: a delay below it cannot be told apart from none by a
    // solver, which refuses it, and would take ~1e14 event steps to pass), and the error
    // when the queue asks for less. Asked at every time step: the span is computed once.
    double timeResolution() const {
        return kTimeResolution * std::max(std::abs(m_run.now), m_resolutionSpan);
    }
    double m_resolutionSpan = 0.0;  // max(|t0|, |stop - t0|), or 0 when that is not finite
    [[gnu::cold]] void failTimeResolution(double tNext);
    static constexpr double kTimeResolution = 1e-14;
    // Advances shorter than the resolution in a row before the run stops (one is a rounding
    // coincidence of two event times; a long series is a delay too small to simulate).
    static constexpr int kTinyAdvanceLimit = 100;
    int m_tinyAdvances = 0;
    bool checkProgress(AdvanceStatus st, double t);
    [[gnu::cold]] void failNoProgress(double t, bool stalled, long limit);
    void settleConditions() {
        if (!m_model->discreteSlots.empty()) settleDiscrete();
    }
    void settleDiscrete();
    void refreshConditions() {
        if (!m_model->whens.empty()) evaluateWhenConditions();
    }
    void evaluateWhenConditions();
    void scheduleTimeEvents();
    void scheduleSample(int k, bool first);
    void checkAccumulation(int relation);
    void checkAsserts();
    struct EventTexts {
        std::string source;
        Message detail;
    };
    // The step just executed: the instantaneous-loop count's last event, the recent ones
    // a loop's diagnostic names, and the event log when it is kept.
    void recordEvent(EventKind kind, std::int32_t ref, bool rising, double payload,
                     const EventTexts* taken = nullptr) {
        m_run.lastEventTime = m_run.now;
        m_run.anyEvent = true;
        m_run.recent[m_run.recentCount++ % m_run.recent.size()] = {kind, ref, rising, payload};
        if (m_settings.recordEvents) logEvent(kind, ref, rising, payload, taken);
    }
    void logEvent(EventKind kind, std::int32_t ref, bool rising, double payload,
                  const EventTexts* taken);
    void fillResultRow();
    void outputRow();
    void outputEventRow(bool after);
    // Result rows at the output points before upTo. held: the state does not move before
    // upTo (a step shorter than the time resolution), the points take it as it is.
    void outputGrid(double upTo, bool held = false) {
        // most solver steps end before the next grid point: no call for them
        if (m_settings.recordResults && m_t0 + static_cast<double>(m_run.gridIndex) * m_dt < upTo)
            outputGridRows(upTo, held);
    }
    void outputGridRows(double upTo, bool held);
    void recordQueue();
    // Ends the run with an error; element: what the text is about when it is not a place
    // in the model's text (a transition's path), shown before the text.
    // Cold: the compiler keeps the paths that end a run out of the step loop's code.
    [[gnu::cold]] void fail(Code code, Message text, SourceLoc loc = {},
                            std::vector<std::string> names = {}, std::string element = {});
    // "file:line", or "component: file:line" for what a component instance's class says.
    std::string sourceOf(SourceLoc loc, const std::string& component = {}) const;
    // statecharts and events (engine_charts.cpp)
    void startCharts();
    void buildChartTables();
    void enterState(int state);
    void exitState(int state);
    void exitUpTo(int chart, int ancestor);
    void fireTransition(int transition, int depth);
    void enterTarget(int target, int ancestor, int depth);
    // enterTarget beyond its common case: nested states, choice points, final states
    void enterPath(int target, int ancestor, int depth);
    void scheduleTriggers(int state);
    [[gnu::noinline]] double triggerValue(int transition);
    void cancelTriggers(int state);
    [[gnu::noinline]] void withdrawCurrent(int state);
    void receiveMessage(int chart, double value);
    void deliverDeferred(int chart) {
        if (!m_deferredMessages.empty()) deliverDeferredTo(chart);
    }
    void deliverDeferredTo(int chart);
    void addDiscarded(std::string text, std::string chart);
    void executeDiscreteItem(const Current& cur);
    bool checkConditions();
    void scheduleStaticEvent(int event, bool first);
    double drawUniform();
    double drawExponential(double rate, EventKind kind, std::int32_t ref);
    void logDraw(EventKind kind, std::int32_t ref, std::string distribution, double u, double value);
    int commonAncestor(int a, int b) const;
    bool isAncestorOrSelf(int ancestor, int state) const;
    void addTrace(std::string text);
    double scheduleOccurrence(int event, double delay, std::vector<double> args);
    void cancelOccurrence(double handle);
    // The values before an event step become its left limits (pre). A model of statecharts
    // has a few: copied in place, not through a library call at every step.
    void copyToPre() {
        const double* const from = m_run.vals.data();
        double* const to = m_run.pre.data();
        const std::size_t n = m_run.vals.size();
        if (n > 8) {
            std::memcpy(to, from, n * sizeof(double));
            return;
        }
        for (std::size_t i = 0; i < n; ++i) to[i] = from[i];
    }
    // The solver's state vector into the variables (at each of its calls: inline, a loop
    // over the model's state slots).
    void loadStates(const double* y) {
        double* const vals = m_run.vals.data();
        const int* const where = m_slots.states;
        const int n = m_slots.stateCount;
        for (int i = 0; i < n; ++i) vals[where[i]] = y[i];
    }
    // The model's slots that every call of the solver reads, taken out of it once (the
    // model never changes under an engine).
    struct SolverSlots {
        const int* states = nullptr;
        const int* derivatives = nullptr;
        int stateCount = 0, derivativeCount = 0;
        int time = 0;
    } m_slots;
    void storeStates(double* y) const;

    std::shared_ptr<const CompiledModel> m_model;
    SimulationSettings m_settings;
    DiagnosticList m_diags;
    std::unique_ptr<OdeSystem> m_system;
    std::unique_ptr<ContinuousSolver> m_solver;
    std::vector<OdeSegment> m_odeSegments;  // made when the engine is made
    // When every segment is an assignment: the program of each (the solver's calls run
    // them without the segments' dispatch); else empty.
    std::vector<const Program*> m_odePrograms;
    // The programs of m_odePrograms that are moves (movesOf), made without the interpreter
    // while the values moved are numbers: m_odeMoves[first, last) per program, first = -1
    // for any other program. A model whose programs are all moves (a mechanical one whose
    // derivatives are states and constants) runs no program at all.
    std::vector<Move> m_odeMoves;
    std::vector<std::pair<int, int>> m_odeMovesOf;
    // per program of m_odePrograms its chain (chainOf; to == -1 for none), run without the
    // interpreter while its result is a number
    std::vector<Chain> m_odeChains;
    bool m_odeMovesOnly = false;
    bool makeMoves(std::size_t program, double* vals) const {
        const auto [first, last] = m_odeMovesOf[program];
        for (int k = first; k < last; ++k) {
            const Move& m = m_odeMoves[static_cast<std::size_t>(k)];
            const double v = m(vals);
            if (!std::isfinite(v)) return false;  // the program says where
            vals[m.to] = v;
        }
        return true;
    }
    // The same programs with the values that stay fixed between events put in
    // (specializeProgram), one variant per set of those values met so far (a model's
    // modes: a heater on, a heater off), each used while its guards hold. Off when they
    // gain nothing, or when new variants would be made too often to pay.
    struct OdeVariant {
        std::vector<Program> programs;  // the sites of m_odePrograms', specialised code
        std::vector<Chain> chains;      // per program its chain, as m_odeChains
        ProgramGuards guards;
    };
    struct OdeSpecialization {
        std::vector<std::uint8_t> fixed;  // per slot: see specializeProgram
        std::vector<OdeVariant> variants;
        const OdeVariant* current = nullptr;
        std::size_t replace = 0;  // the variant a new one takes the place of, when all are kept
        bool enabled = false;     // from initialisation on (the parameters have their values)
        std::uint64_t calls = 0, made = 0;
    };
    static constexpr std::size_t kOdeVariants = 8;
    OdeSpecialization m_special;
    void prepareSpecialization();
    void specializeOde(const EvalContext& ctx);
    // the Jacobian's structure of a large model (made once, at the first solver)
    std::shared_ptr<const JacobianPattern> m_jacobianPattern;
    bool m_jacobianPatternRead = false;
    struct SundialsContext;
    std::unique_ptr<SundialsContext> m_sundials;
    std::vector<std::unique_ptr<class NonlinearSolver>> m_nonlinear;

    // Everything that changes during a run and defines where it is: copied whole into
    // step-back snapshots.
    struct RunState {
        std::vector<double> vals, pre;
        std::vector<std::uint8_t> rel, samples;
        std::vector<double> band;
        bool initial = false, terminal = false;
        EventQueue queue;
        std::vector<Current> current;
        std::uint64_t nextId = 1, currentSeq = 0, selectedId = 0;
        std::vector<EventQueue::Handle> timeHandles;    // per relation
        std::vector<EventQueue::Handle> sampleHandles;  // per sample
        std::vector<std::int64_t> sampleIndex;
        EventQueue::Handle terminalHandle = EventQueue::kNoHandle;
        std::mt19937_64 rng;
        std::vector<std::deque<double>> recentEvents;  // per relation: recent event times
        std::vector<int> notRearmedWarnings;
        std::vector<std::uint8_t> assertFailing;  // per assert(): its condition is false now
        double now = 0;
        std::int64_t gridIndex = 0;
        bool lastRowIsAfterEvent = false;
        bool lastRowIsBreak = false;  // the last row was written at a breakpoint's hit
        std::uint64_t stepCount = 0;
        RunStatus status = RunStatus::Running;
        bool terminateRequested = false;
        std::string terminateMessage;
        std::vector<std::pair<std::uint64_t, std::uint64_t>> manualSelections;  // step, item id
        // statecharts
        std::vector<std::uint8_t> active;          // per state
        std::vector<int> leaf;                     // per chart: innermost active state
        std::vector<std::uint8_t> chartStopped;    // per chart: reached a final state
        std::vector<EventQueue::Handle> transitionHandles;  // per transition (timeout, rate)
        std::vector<std::uint8_t> conditionLast;   // per transition: last condition value
        // events
        std::vector<EventQueue::Handle> eventHandles;       // per event (timeout, rate)
        std::vector<std::uint8_t> eventConditionLast;       // per event
        std::vector<Occurrence> occurrences;
        std::uint64_t nextOccurrenceId = 1;
        bool stopRequestedByModel = false;
        // instantaneous loops: event steps at the current instant, and the latest ones
        std::uint64_t stepsAtThisInstant = 0;
        double lastEventTime = -1.0;
        bool anyEvent = false;
        struct Recent {
            EventKind kind;
            std::int32_t ref;
            bool rising;
            double payload;
        };
        std::array<Recent, 16> recent{};
        std::uint32_t recentCount = 0;
        // sizes of the append-only logs at this point
        std::size_t resultRows = 0, eventCount = 0, traceCount = 0, diagnosticCount = 0, logCount = 0;
        std::size_t drawCount = 0;  // random numbers drawn so far
        std::size_t eventTraceCount = 0;
        std::vector<std::uint64_t>
            breakHits;  // per breakpoint: counted hits (going back undoes them)
    };
    // The run's whole mutable state: what a checkpoint copies and step back restores.
    RunState m_run;
    struct Checkpoint {
        RunState state;
        std::size_t bytes = 0;
    };
    std::deque<Checkpoint> m_checkpoints;      // by step, oldest first
    std::optional<std::uint64_t> m_lastSaved;  // the latest event step the history covers
    double m_savedTime = 0.0;                  // the time of that step's state
    // The run went on inside a time step since the latest step the history covers (paused at
    // a time or at a breakpoint's crossing): going back restores that step itself.
    bool movedSinceSaved() const {
        return m_lastSaved && m_run.stepCount == *m_lastSaved && m_run.now != m_savedTime;
    }
    std::uint64_t m_checkpointEvery = 0;       // K (0: not chosen yet)
    std::size_t m_historyBytes = 0;
    std::uint64_t m_historyFloor = 0;  // steps before it have left the history for good
    void saveHistory();
    bool restore(const RunState& state);
    // Runs event steps from the restored state up to `step`, applying the manual
    // selections of the run that is being gone back in.
    bool replayTo(std::uint64_t step,
                  const std::vector<std::pair<std::uint64_t, std::uint64_t>>& selections);
    static std::size_t stateBytes(const RunState& state);

    // Breakpoints (engine_breakpoints.cpp). A condition's relations are zero-crossing
    // functions of their own, after the model's; their values (m_breakRel) are set by the
    // crossings the solver locates and, after event steps, from the sign of z.
    struct BreakRelation {
        Program z;
        bool orEqual = false;  // true while z >= 0 (else z > 0)
        double decidedAt = -std::numeric_limits<double>::infinity();  // by a crossing, at this time
    };
    struct BreakWatch {
        Program condition;  // Condition: reads m_breakRel through LoadRel
        Program guard;      // direct comparisons; empty: none
        int state = -1;     // StateEntered, StateLeft
        int slot = -1;      // Variable
        bool last = false;  // the condition or the state's activity at the last check
        double lastValue = 0.0;  // Variable: before the event step being checked
    };
    bool compileBreakpoint(const Breakpoint& b, BreakWatch& w, std::vector<Program>& crossings,
                           std::vector<bool>& orEqual, bool& readsAlgebraics,
                           DiagnosticList& errors) const;
    std::vector<Breakpoint> m_breakpoints;
    std::vector<BreakWatch> m_watches;  // one per breakpoint
    std::vector<BreakRelation> m_breakRelations;
    std::vector<std::uint8_t> m_breakRel;
    int m_breakRootBase = 0;  // the first root function of a breakpoint relation
    bool m_breakReadsAlgebraics = false;
    std::size_t m_breakDiagnostics = 0;  // diagnostics looked at so far
    std::uint64_t m_breakSkipId = 0;     // the item an Element hit stopped before: runs on resuming
    bool m_breaksSuspended = false;      // while history is replayed
    bool m_breakAtStart = false;  // a hit found by initialize(), reported by the first run call
    std::optional<BreakpointHit> m_breakHit;
    bool anyBreakpoint() const { return !m_watches.empty() && !m_breaksSuspended; }
    void startRunCall();
    void primeBreakpoints(bool atStart);
    bool refreshBreakRelations();
    bool conditionValue(std::size_t index);
    bool countHit(std::size_t index, Message what);
    bool checkBreakRoots(const std::vector<int>* roots);
    bool checkDiagnosticBreaks();
    void noteBreakVariables();
    bool checkElementBreak();
    bool checkStepBreaks();
    void writeBreakRow();
    bool createSolver();

    std::vector<double> m_y, m_resultRow;
    std::vector<int> m_resultSlots;  // the result columns' slots (protected ones when asked)
    std::vector<std::pair<int, double>> m_overrides;

    // The solver's root functions of each crossing relation: the rising one, and the
    // falling one that re-arms it. The falling crossing is located when an equation or a
    // chart reads the relation; a relation that only a when-condition reads re-arms
    // wherever the solver sees z at or beyond -band (a step's end, a sample of the
    // crossing scan): its falling function is observed (`falling` -1, `observed` its
    // index), listed after all located functions, with their relations in
    // m_observedRelations.
    struct CrossingRoots {
        int relation;
        int rising;
        int falling;
        // z when it is a difference (nearly every crossing function): read from its
        // operands at each of the solver's calls, without looking at the program again
        std::optional<Difference> difference;
        int observed = -1;
    };
    // Whether an output row needs the equations solved at its point: a recorded column or
    // an assert reads what they compute. Most models' equations give only the derivatives,
    // which are not recorded: their rows at the output points are the interpolated states.
    bool rowsReadEquations() const;
    bool m_rowsSolveEquations = true;
    std::vector<CrossingRoots> m_crossingRoots;
    // the relation of each observed root function, re-armed after every step it reaches
    std::vector<int> m_observedRelations;
    // Every root function is a crossing's difference and nothing else is watched (no
    // breakpoint relation, no algebraic read): the solver's calls take evalDirectRoots,
    // over the crossings as `other` tells them: each has a falling or an observed function
    // besides its rising one, both z + band.
    bool m_rootsDirect = false;
    struct DirectRoot {
        Difference z;
        int relation, rising, other;
    };
    std::vector<DirectRoot> m_directRoots;
    int evalDirectRoots(double t, const double* y, double* g);
    std::vector<double> m_interp;
    Message m_lastNonlinearError;
    const EquationBlock* m_lastNonlinearBlock = nullptr;

    double m_t0 = 0, m_tEnd = 1, m_dt = 0.002;
    std::size_t m_memoryBudget = 0;  // bytes of result rows (resultMemoryBudget)
    std::size_t m_rowsWithinBudget = 0;  // result rows known to fit it (checkResultMemory)
    void checkResultMemory();
    bool m_initialised = false;
    bool m_inputsChanged = false;
    bool m_continuous = true;
    bool m_hasConditions = true;  // condition transitions or condition events exist
    bool m_reactsToEvents = true;       // the model has when-clauses, relations or equations
    bool m_rootsReadAlgebraics = true;  // crossing functions need the equations solved first
    bool m_conditionsIndexed = false;
    struct StateRT {
        int parent = -1, chart = -1, initial = -1;
        StateKindC kind = StateKindC::Simple;
        bool hasEntry = false, hasExit = false;
        std::uint32_t firstOut = 0, outCount = 0;  // range in m_outgoing
    };
    struct TransitionRT {
        int source = -1, target = -1, chart = -1;
        int lca = -1;  // the innermost state containing source and target (-1: the chart)
        TriggerKindC trigger = TriggerKindC::Timeout;
        bool hasGuard = false, hasAction = false, constant = false;
        double value = 0.0;  // the delay or rate when it is a constant
    };
    std::vector<StateRT> m_stateRT;
    std::vector<TransitionRT> m_transRT;
    std::vector<int> m_outgoing;
    std::vector<int> m_conditionTransitions, m_conditionEvents;  // the model has states or zero crossings for the solver
    std::atomic<bool> m_stopRequested{false};
    std::atomic<bool> m_pauseRequested{false};

    ResultStore m_results;
    // Executed event steps, compact; EventRecord texts are made lazily in events().
    struct LoggedEvent {  // the index in the log is the event step number
        double time;
        double payload;
        std::int32_t ref;
        EventKind kind;
        bool rising;
        bool eager;  // texts taken when it ran (m_eagerTexts), for dynamic events and the end
    };
    std::deque<LoggedEvent> m_eventLog;  // chunked: appending never copies the log
    std::vector<std::pair<std::size_t, EventTexts>> m_eagerTexts;
    mutable std::vector<EventRecord> m_eventCache;
    std::string eventSource(std::size_t index) const;
    void eventTexts(std::size_t index, std::string& source, Message& detail) const;
    std::vector<QueueSnapshot> m_queueTrace;
    std::vector<TraceLine> m_traceLog;
    std::vector<EventTraceEntry> m_eventTrace;
    // the event-iteration trace's helpers (engine_event_iteration.cpp)
    std::string traceValue(int slot, double value) const;
    void traceAction(const Current& cur);
    bool m_logDraws = false, m_replaying = false;
    std::vector<RandomDraw> m_draws;
    std::vector<double> m_replayUniforms;
    std::vector<int> m_stateColumnCharts;  // recordActiveStates: the chart of each extra column
    // the item whose actions run now (trace() lines name it)
    EventKind m_runningKind = EventKind::Initial;
    std::int32_t m_runningRef = -1;
    std::vector<std::string> m_changedNames;
    // Evaluation errors (sqrt(-1), x / 0, NaN stored): the first one since the last check,
    // and the last one seen at a trial point of the solver (explains a solver failure).
    mutable EvalError m_evalError;
    EvalError m_solverError;
    bool m_inSolver = false;
    double m_terminateAt = 0.0;  // output point where terminate() was found inside a step
    // A solver step that passed the time a run paused at, kept to be taken up on resuming
    // (TimeStop::Pause); dropped whenever the solver restarts.
    struct PendingStep {
        bool valid = false;
        AdvanceStatus status = AdvanceStatus::Step;
        double t = 0.0;
        std::vector<double> y;
    };
    PendingStep m_pending;
    std::uint64_t m_stepsSinceOutput = 0;  // solver steps since the last output point or event
    int m_stalledSteps = 0;                // consecutive solver steps that did not move time
    double m_nextOutputTime = -std::numeric_limits<double>::infinity();  // evaluating at the solver's trial points: no asserts, errors recoverable
    // statecharts firing a transition (between states) and the messages sent to them meanwhile
    std::vector<int> m_chartInTransit;
    std::vector<std::pair<int, double>> m_deferredMessages;
    // reinit() in a when-clause: values taken during the event iteration step, assigned at its end
    bool m_deferReinits = false;
    std::vector<std::pair<int, double>> m_pendingReinits;
    // In an event iteration an assertion is checked where the iteration has converged (the
    // accepted point), not on the way there: the first failure of the latest iteration.
    bool m_deferAsserts = false;
    struct DeferredAssert {
        bool set = false;
        std::string message;
        SourceLoc loc;
    } m_deferredAssert;
};

}  // namespace hs

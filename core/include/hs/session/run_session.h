#pragma once
// A run that a client drives piece by piece — the IDE steps it, runs it in slices, steps
// it back and watches it — behind one interface whatever the document holds:
//
//  - one model (equations, statecharts, events): a step is one event step of its Engine;
//  - a network of modules (cosimulation): a step is one frame in the chosen mode
//    (lock-step: one exchange step Δt), exactly the run runCosim() makes;
//  - a package of projects: a step is one synchronisation round, as PackageRun runs it.
//
// Every session offers the same views: its variables ("Module.var" when there are
// modules) and their current values, the queue of every module that has one, the
// executed events, the results so far and the diagnostics. Results and events only grow
// while the run goes forward; a step back cuts them, and firstChangedRow() tells a
// reader that copies them incrementally from where to copy again.
//
// A session is built (the model compiled, the network checked) by makeSession() on any
// thread, then belongs to one thread; requestPause() alone may be called from another.

#include "hs/compile/compiled_model.h"
#include "hs/cosim/cosim_runner.h"
#include "hs/cosim/package_runner.h"
#include "hs/lang/diagnostic.h"
#include "hs/model/document.h"
#include "hs/sim/engine.h"
#include "hs/sim/result_store.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hs::session {

enum class SessionKind { Model, Network, Package };

struct SessionVariable {
    std::string name;    // "x", or "Module.x" in a network or a package
    std::string module;  // empty for a single model
    VarKind kind = VarKind::Algebraic;
    ValueType type = ValueType::Real;
    std::string unit, description;
    bool editable = false;  // a parameter: a new value applies at the next start
};

// A module's compiled model (equation modules only; library blocks have none).
struct ModuleModel {
    std::string module;  // empty for a single model
    std::shared_ptr<const CompiledModel> model;
};

struct ModuleQueue {
    std::string module;  // empty for a single model
    QueueSnapshot queue;
};

// What to run. The document is the whole document on screen (a `.mo` file is a document
// of one module holding its text).
struct SessionRequest {
    doc::Document document;
    std::string file;                  // names the document in diagnostics
    bool modelText = false;            // the document is a plain `.mo` text (one module)
    std::string className;             // a `.mo` text: the model to run (empty: its last one)
    SimulationSettings settings;       // the experiment (start, stop, interval, solver, ...)
    std::vector<std::pair<std::string, double>> parameters;  // overrides, "Module.p" with modules
    std::optional<cosim::RunMode> mode;  // networks (empty: the document's cosimulation mode)
    double frame = 0.0;                // networks in frames: TK (0: the document's)
    std::size_t historyLimit = 10000;  // event steps a model session can step back over
    // Set from any thread, it stops every engine of the session — also while the session is
    // still being made (a package computes its initial state then). Empty: the session
    // makes its own, and requestStop() sets it.
    std::shared_ptr<std::atomic<bool>> stopSignal;
};

class RunSession {
public:
    virtual ~RunSession() = default;
    RunSession(const RunSession&) = delete;
    RunSession& operator=(const RunSession&) = delete;

    virtual SessionKind kind() const = 0;
    // The initial state (step 0). False when the run cannot start (diagnostics() say why).
    virtual bool initialize() = 0;

    // One step: an event step, a frame or a round. Returns the status after it.
    virtual RunStatus step() = 0;
    // Steps until the target is reached, the run ends or a pause is requested. A time
    // target pauses a model at that time without changing its solver's step sequence;
    // networks and packages stop after the frame or round that reaches it.
    // target.step counts this session's steps.
    virtual RunStatus advance(const RunTarget& target) = 0;
    virtual bool canStepBack() const = 0;
    virtual bool stepBack() = 0;
    virtual bool restoreStep(std::uint64_t step) = 0;
    // The current item that runs next (models only).
    virtual bool selectNext(std::uint64_t id) { (void)id; return false; }
    // Ends the run where it is (status Stopped).
    virtual void stop() = 0;
    // Thread-safe: makes advance() return soon.
    virtual void requestPause() { m_pause.store(true); }
    virtual void clearPauseRequest() { m_pause.store(false); }
    // Thread-safe: Stop pressed while the run may be busy (a long time step, a loop in the
    // initialisation or an action). Advance returns soon; a loop that is running ends the
    // run as failed with code `stopped`, because it cannot go on from the middle. A
    // session whose engines share a stop signal (networks, packages) sets it.
    virtual void requestStop() {
        requestPause();
        if (m_stopSignal) m_stopSignal->store(true);
    }

    virtual RunStatus status() const = 0;
    virtual double time() const = 0;
    virtual double startTime() const = 0;
    virtual double stopTime() const = 0;
    virtual std::uint64_t stepCount() const = 0;   // event steps, frames or rounds done
    virtual std::uint64_t historySize() const = 0;  // steps that can be gone back to (+1)

    const std::vector<SessionVariable>& variables() const { return m_variables; }
    virtual void values(std::vector<double>& out) const = 0;  // variables() order
    virtual std::vector<ModuleQueue> queues() const = 0;
    virtual std::vector<std::string> activeStates() const = 0;  // "chart.State" / "Module.chart.State"
    virtual const ResultStore& results() const = 0;
    virtual const std::vector<EventRecord>& events() const = 0;
    virtual std::vector<Diagnostic> diagnostics() const = 0;
    virtual std::vector<ModuleModel> models() const = 0;
    // Breakpoints (hs/sim/breakpoint.h) replace the set the session watches. Set before
    // initialize(), they are watched from the start of the run (a condition that holds there
    // stops it at once); later, from where the run is. A breakpoint that does not compile
    // is left out with its error (breakpointErrors()); the others are watched. Only a model
    // session has breakpoints: networks and packages refuse each one with the reason.
    virtual void setBreakpoints(std::vector<Breakpoint> breakpoints);
    // Per breakpoint, in the order set: why it is not watched, or nothing.
    const std::vector<std::optional<Diagnostic>>& breakpointErrors() const { return m_breakErrors; }
    // Per breakpoint: its counted hits so far in this run.
    virtual std::vector<std::uint64_t> breakpointHits() const {
        return std::vector<std::uint64_t>(m_breakErrors.size(), 0);
    }
    // The hit the last step or advance stopped at (index in the order set), if it did.
    virtual std::optional<BreakpointHit> breakpointHit() const { return std::nullopt; }
    // Watch expressions (the language of breakpoint conditions) in the current state.
    virtual std::vector<WatchValue> watch(const std::vector<std::string>& expressions) const;

    // The event-iteration trace of event step `step` of this run (models only; empty for
    // step 0 or a step not run): the model is run again from its start to that step with
    // the trace on — the same steps, manual selections included — so a run pays for the
    // trace only when it is asked for.
    virtual std::vector<EventTraceEntry> eventTraceOf(std::uint64_t step) const {
        (void)step;
        return {};
    }

    // Steps into one order of an instant (a divergence found by exploreOrders()): the run
    // goes to the state after `step` event steps — back through its history, or on, past
    // any breakpoint — and plans its current items in `order` (item ids): the first is
    // selected now, each next one after the step before it, while the run stays at that
    // instant. When the run there has other items (manual selections made before it took
    // another way), it starts again from the beginning to get there. False when it still
    // does not reach the instant with the first item current. Models only.
    virtual bool followOrder(std::uint64_t step, std::vector<std::uint64_t> order) {
        (void)step;
        (void)order;
        return false;
    }

    // The package's timeline so far (packages only).
    virtual const cosim::PackageRun* package() const { return nullptr; }

    // For an incremental reader that has copied `copied` rows (events): the first row
    // (event) it must copy again — rows after a step back or a rebuilt merge changed.
    virtual std::size_t firstChangedRow(std::size_t copied) {
        return std::min(copied, results().rowCount());
    }
    virtual std::size_t firstChangedEvent(std::size_t copied) { return std::min(copied, events().size()); }

protected:
    RunSession() = default;
    bool pauseRequested() const { return m_pause.load(); }
    std::vector<SessionVariable> m_variables;
    // The stop shared by the session's engines (their settings' stopSignal), if any.
    std::shared_ptr<std::atomic<bool>> m_stopSignal;
    std::vector<std::optional<Diagnostic>> m_breakErrors;  // per breakpoint set

private:
    std::atomic<bool> m_pause{false};
};

// Compiles and checks what the request describes and returns a session ready to
// initialize(), or null with the reasons in diags. A document with more than one module,
// a cosimulation or a package section runs as a network or a package; otherwise as one
// model.
std::unique_ptr<RunSession> makeSession(const SessionRequest& request, DiagnosticList& diags);

// Does this document run as several modules?
bool isMultiModule(const doc::Document& document);

}  // namespace hs::session

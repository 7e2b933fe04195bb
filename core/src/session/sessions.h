#pragma once
// The three kinds of run session (see hs/session/run_session.h).

#include "hs/cosim/network.h"
#include "hs/cosim/network_run.h"
#include "hs/session/run_session.h"

#include <atomic>
#include <memory>
#include <mutex>

namespace hs::session {

// One model run by one Engine: a step is an event step; step back uses the engine's
// history of snapshots.
class ModelSession final : public RunSession {
public:
    ModelSession(std::shared_ptr<const CompiledModel> model, SimulationSettings settings,
                 std::vector<std::pair<std::string, double>> parameters);

    SessionKind kind() const override { return SessionKind::Model; }
    bool initialize() override;
    RunStatus step() override;
    RunStatus advance(const RunTarget& target) override;
    bool canStepBack() const override { return m_engine && m_engine->canStepBack(); }
    bool stepBack() override;
    bool restoreStep(std::uint64_t step) override;
    bool selectNext(std::uint64_t id) override;
    void stop() override;
    void requestPause() override;
    void requestStop() override;
    void clearPauseRequest() override;

    RunStatus status() const override;
    double time() const override { return m_engine ? m_engine->time() : 0.0; }
    double startTime() const override { return m_engine ? m_engine->startTime() : 0.0; }
    double stopTime() const override { return m_engine ? m_engine->stopTime() : 0.0; }
    std::uint64_t stepCount() const override { return m_engine ? m_engine->stepCount() : 0; }
    std::uint64_t historySize() const override { return m_engine ? m_engine->historySize() : 0; }
    void values(std::vector<double>& out) const override;
    std::vector<ModuleQueue> queues() const override;
    std::vector<std::string> activeStates() const override;
    const ResultStore& results() const override;
    const std::vector<EventRecord>& events() const override;
    std::vector<Diagnostic> diagnostics() const override;
    std::vector<ModuleModel> models() const override { return {{std::string(), m_model}}; }
    void setBreakpoints(std::vector<Breakpoint> breakpoints) override;
    std::vector<std::uint64_t> breakpointHits() const override;
    std::optional<BreakpointHit> breakpointHit() const override;
    std::vector<WatchValue> watch(const std::vector<std::string>& expressions) const override;
    std::vector<EventTraceEntry> eventTraceOf(std::uint64_t step) const override;
    bool followOrder(std::uint64_t step, std::vector<std::uint64_t> order) override;

private:
    // followOrder(): the state after `step` event steps with its current items prepared
    bool reachStep(std::uint64_t step);
    // Selects the next planned item that is current while the run is at the plan's instant.
    void applyPlan();
    // One event step, then the plan's next item; false when no step was taken (a hit before
    // it, a pause).
    bool stepPlanned();
    std::vector<std::uint64_t> m_plan;  // the items still to select, in order
    bool m_planPending = false;         // a planned item is selected and has not run yet
    double m_planTime = 0.0;
    std::shared_ptr<const CompiledModel> m_model;
    SimulationSettings m_settings;
    std::vector<std::pair<std::string, double>> m_parameters;
    std::unique_ptr<Engine> m_engine;
    std::atomic<Engine*> m_live{nullptr};  // for requestPause() from another thread
    // held while another thread calls into m_live, and while initialize() replaces it
    std::mutex m_liveLock;
    // Stop asked before initialize() made its engine: the engine gets it as soon as it
    // exists (an initialisation that loops must see it)
    std::atomic<bool> m_stopAsked{false};
    std::vector<int> m_slots;               // per variable
    void applyBreakpoints();
    std::vector<Breakpoint> m_breakpoints;  // as set
    std::vector<std::size_t>
        m_breakIndex;  // per breakpoint the engine watches: its index in the set
    DiagnosticList m_extra;
    ResultStore m_empty;
};

// Shared by the network and package sessions: their modules' views.
class ModulesView {
public:
    // Variables of every module ("Module.var") and where their values come from.
    void describe(cosim::Network& net, std::vector<SessionVariable>& out);
    void values(cosim::Network& net, std::vector<double>& out) const;
    std::vector<ModuleQueue> queues(cosim::Network& net) const;
    std::vector<std::string> activeStates(cosim::Network& net) const;
    std::vector<ModuleModel> models(cosim::Network& net) const;
    // The modules' new diagnostics (messages prefixed "Module: "); true when there were any.
    bool collectDiagnostics(cosim::Network& net, DiagnosticList& out);
    // After a runner's call that reported into `scratch`: the modules' new diagnostics, or
    // the runner's own when it failed without a module saying why.
    void takeDiagnostics(cosim::Network& net, bool failed, const DiagnosticList& scratch, DiagnosticList& out);
    // Appends the events the modules executed since the last call (each with its module),
    // in time order.
    void collectEvents(cosim::Network& net, std::vector<EventRecord>& out);

private:
    struct Source {
        int module = -1;
        int slot = -1;    // an equation module's variable
        int output = -1;  // a block's recorded value
    };
    std::vector<Source> m_sources;
    std::vector<std::size_t> m_sentEvents, m_sentDiagnostics;  // per module
};

// A network of modules in lock-step, frames or whole interval: a step is one frame.
// Stepping back computes the run again up to the frame before (runs are deterministic).
class NetworkSession final : public RunSession {
public:
    // stop: the signal of options.stopSignal, which requestStop() sets (RunSession)
    NetworkSession(doc::Document document, std::string file, cosim::CosimOptions options,
                   std::shared_ptr<std::atomic<bool>> stop);
    bool build(DiagnosticList& diags);

    SessionKind kind() const override { return SessionKind::Network; }
    bool initialize() override;
    RunStatus step() override;
    RunStatus advance(const RunTarget& target) override;
    bool canStepBack() const override { return m_run && m_run->frames() > 0; }
    bool stepBack() override;
    bool restoreStep(std::uint64_t step) override;
    void stop() override;

    RunStatus status() const override;
    double time() const override { return m_run ? m_run->time() : m_options.startTime; }
    double startTime() const override { return m_options.startTime; }
    double stopTime() const override { return m_options.stopTime; }
    std::uint64_t stepCount() const override { return m_run ? m_run->frames() : 0; }
    std::uint64_t historySize() const override { return stepCount() + 1; }
    void values(std::vector<double>& out) const override;
    std::vector<ModuleQueue> queues() const override;
    std::vector<std::string> activeStates() const override;
    const ResultStore& results() const override { return m_results; }
    const std::vector<EventRecord>& events() const override { return m_events; }
    std::vector<Diagnostic> diagnostics() const override;
    std::vector<ModuleModel> models() const override;
    std::size_t firstChangedRow(std::size_t copied) override;
    std::size_t firstChangedEvent(std::size_t copied) override;

private:
    void afterFrame();
    bool restart(std::uint64_t frames);

    doc::Document m_document;
    std::string m_file;
    cosim::CosimOptions m_options;
    std::unique_ptr<cosim::NetworkRun> m_run;
    DiagnosticList m_diags;
    ModulesView m_view;
    ResultStore m_results;
    std::vector<EventRecord> m_events;
    bool m_stopped = false;
    std::size_t m_cutRows = static_cast<std::size_t>(-1), m_cutEvents = static_cast<std::size_t>(-1);
};

// A package of projects: a step is one round; the results merge every project's rows by
// time: a row is one project's row, the other projects' columns are NaN there (a plot joins
// each project's own points; no value is made up between them).
class PackageSession final : public RunSession {
public:
    // stop: the signal of options.stopSignal, which requestStop() sets (RunSession)
    PackageSession(doc::Document document, std::string file, cosim::PackageOptions options,
                   std::shared_ptr<std::atomic<bool>> stop);
    bool build(DiagnosticList& diags);

    SessionKind kind() const override { return SessionKind::Package; }
    bool initialize() override;
    RunStatus step() override;
    RunStatus advance(const RunTarget& target) override;
    bool canStepBack() const override { return m_run && m_run->rounds() > 1; }
    bool stepBack() override;
    bool restoreStep(std::uint64_t step) override;
    void stop() override;

    RunStatus status() const override;
    double time() const override;
    double startTime() const override { return m_document.experiment.startTime; }
    double stopTime() const override;
    // Rounds computed (round 1, the initial state, is step 0).
    std::uint64_t stepCount() const override;
    std::uint64_t historySize() const override { return stepCount() + 1; }
    void values(std::vector<double>& out) const override;
    std::vector<ModuleQueue> queues() const override;
    std::vector<std::string> activeStates() const override;
    const ResultStore& results() const override { return m_results; }
    const std::vector<EventRecord>& events() const override { return m_events; }
    std::vector<Diagnostic> diagnostics() const override;
    std::vector<ModuleModel> models() const override;
    const cosim::PackageRun* package() const override { return m_run.get(); }
    std::size_t firstChangedRow(std::size_t copied) override;
    std::size_t firstChangedEvent(std::size_t copied) override;

private:
    bool start(DiagnosticList& diags);
    void afterRound(double mergedFrom);
    bool restart(std::uint64_t rounds);

    doc::Document m_document;
    std::string m_file;
    cosim::PackageOptions m_options;
    std::unique_ptr<cosim::PackageRun> m_run;
    DiagnosticList m_diags;
    ModulesView m_view;
    ResultStore m_results;
    std::vector<std::vector<std::string>> m_projectColumns;  // per project, its merged columns
    std::vector<std::size_t> m_columnOffset;                 // per project
    std::vector<EventRecord> m_events;
    bool m_stopped = false;
    std::size_t m_cutRows = static_cast<std::size_t>(-1), m_cutEvents = static_cast<std::size_t>(-1);
};

}  // namespace hs::session

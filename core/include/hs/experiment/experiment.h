#pragma once
// An experiment ready to run: the specification checked against the compiled model, the
// plan of every run, the outcomes compiled, the settings of every run settled. The model is
// compiled once and shared, immutable, by the engines of all runs; run(i) builds run i's
// own engine (its parameters set as `simulate --param` sets them, its seed from the plan),
// runs it and reduces it to a RunResult. A failing run (solver failure, assertion, event
// accumulation, ...) is a result with its diagnostic, never an exception.
// Immutable after prepare(): run() is thread-safe and may be called from many threads.

#include "hs/experiment/outcome.h"
#include "hs/experiment/run_plan.h"
#include "hs/model/experiment_spec.h"
#include "hs/sim/engine.h"
#include "hs/sim/result_store.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace hs::experiment {

struct RunResult {
    std::uint64_t index = 0;
    std::uint64_t seed = 0;
    std::vector<double> parameters;  // the values of the plan's parameters
    bool failed = false;
    std::string code;  // a failed run: its first error's code and message
    std::string message;
    // the message as data (element and text of the diagnostic), for a client that shows it
    // in another language; empty for a run read back from a file
    std::string element;
    Message text;
    std::optional<double> failureTime;
    std::size_t warnings = 0;
    std::vector<double> outcomes;  // NaN: no value (all NaN when the run failed)
    // per trajectory variable, one value per grid time (NaN past the end of a failed run)
    std::vector<std::vector<double>> trajectories;
    // the run's results, kept only for the runs whose result file is asked for
    std::shared_ptr<const ResultStore> results;
};

class Experiment {
public:
    // Checks the specification against the model: the parameters exist and are parameters,
    // the variables and expressions of the outputs and trajectories resolve. Errors name the
    // JSON path below `path` ("" for an experiment file, "experiments[1]" in a document)
    // with `code`. modelSettings: the model's own settings (its document's experiment).
    static std::optional<Experiment> prepare(ExperimentSpec spec,
                                             std::shared_ptr<const CompiledModel> model,
                                             const SimulationSettings& modelSettings,
                                             DiagnosticList& diags, const std::string& path = {},
                                             Code code = Code::InvalidExperiment);

    const ExperimentSpec& spec() const { return m_spec; }
    const RunPlan& plan() const { return m_plan; }
    std::size_t runCount() const { return m_plan.size(); }
    const CompiledModel& model() const { return *m_model; }
    const std::shared_ptr<const CompiledModel>& sharedModel() const { return m_model; }
    // The settings every run starts from (each run then gets its own seed).
    const SimulationSettings& settings() const { return m_settings; }
    const OutcomeSet& outcomes() const { return m_outcomes; }
    // The time grid of the trajectories (empty without trajectories).
    const std::vector<double>& grid() const { return m_grid; }
    bool keepsResults(std::uint64_t index) const;

    // Runs run `index` (< runCount()) on an engine of its own. Thread-safe.
    RunResult run(std::uint64_t index) const;

private:
    Experiment() = default;

    ExperimentSpec m_spec;
    std::shared_ptr<const CompiledModel> m_model;
    SimulationSettings m_settings;
    RunPlan m_plan;
    OutcomeSet m_outcomes;
    std::vector<double> m_grid;
    std::vector<int> m_trajectorySlots;
};

}  // namespace hs::experiment

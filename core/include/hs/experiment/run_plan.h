#pragma once
// Every run of an experiment, computed from its specification alone: the parameter values
// and the seed of run i depend only on (experiment, i), so any run can be rerun alone, on
// any machine, and a chunk of runs gives the rows a whole experiment gives.
//   variation    the grid of the parameters' values, the last parameter fastest
//   montecarlo   replication i draws every parameter from stream (seed, i, parameters)
//   sensitivity  one at a time: run 0 the base point, then for parameter k the runs
//                2k+1 (base + delta) and 2k+2 (base - delta); Morris: r trajectories of
//                k+1 runs each, trajectory j moving one parameter per step by ±Δ of its
//                range, Δ = p / (2 (p - 1)) for p levels
// Every run's engine is seeded with streamSeed(seed, i, engine). Immutable after build();
// thread-safe for concurrent reading.

#include "hs/model/experiment_spec.h"

#include <cstdint>
#include <string>
#include <vector>

namespace hs::experiment {

struct RunPoint {
    std::uint64_t index = 0;
    std::uint64_t seed = 0;      // the engine's seed
    std::vector<double> values;  // one per parameter of the experiment, in its order
};

// One elementary effect of a Morris trajectory: `after` differs from `before` only in
// `parameter`, moved by `step` (a fraction of its range, ±Δ).
struct MorrisStep {
    std::size_t parameter = 0;
    std::uint64_t before = 0, after = 0;
    double step = 0.0;
};

class RunPlan {
public:
    RunPlan() = default;
    // modelValues: the model's value of each parameter, the base point of a one-at-a-time
    // sensitivity experiment where the experiment gives none. The specification must have
    // been read without errors.
    static RunPlan build(const ExperimentSpec& spec, const std::vector<double>& modelValues);

    const std::vector<std::string>& parameterNames() const { return m_names; }
    std::size_t size() const { return m_runs.size(); }
    const RunPoint& operator[](std::size_t i) const { return m_runs[i]; }
    const std::vector<RunPoint>& runs() const { return m_runs; }

    // One at a time: the base point and the step of each parameter.
    const std::vector<double>& baseValues() const { return m_base; }
    const std::vector<double>& deltas() const { return m_deltas; }
    // Morris: every step of every trajectory, in run order.
    const std::vector<MorrisStep>& morrisSteps() const { return m_morris; }

private:
    void buildVariation(const ExperimentSpec& spec);
    void buildMonteCarlo(const ExperimentSpec& spec);
    void buildOneAtATime(const ExperimentSpec& spec, const std::vector<double>& modelValues);
    void buildMorris(const ExperimentSpec& spec);
    void add(std::uint64_t experimentSeed, std::vector<double> values);

    std::vector<std::string> m_names;
    std::vector<RunPoint> m_runs;
    std::vector<double> m_base, m_deltas;
    std::vector<MorrisStep> m_morris;
};

// The values a variation gives one parameter, in order (ranges rounded to 15 significant
// digits, so that 0.1 steps read 0.3, not 0.30000000000000004).
std::vector<double> valuesOf(const ValueSet& set);

}  // namespace hs::experiment

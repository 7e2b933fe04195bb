#pragma once
// What the IDE has of an experiment's runs while they arrive: the results in the order they
// finished, and every figure the views show computed from them in run order — the table
// of runs, the statistics of each outcome, the fan of each trajectory, the points of a
// scatter, a histogram and the sensitivity — so that the numbers do not depend on the order
// in which runs finished, and equal those of `hybridstudio-cli sweep`. Plain data; GUI
// thread only.

#include "hs/experiment/experiment.h"
#include "hs/experiment/run_table.h"
#include "hs/experiment/sensitivity.h"
#include "hs/experiment/statistics.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace hs::ui {

// A trajectory over the runs: per grid time the mean and the 5 % and 95 % percentiles of
// the runs that have a value there, and some runs drawn whole (a few spread over the plan,
// or those the user chose).
struct TrajectoryFan {
    std::vector<double> time, mean, low, high;
    std::vector<std::uint64_t> sampleRuns;
    std::vector<std::vector<double>> samples;  // per sample run, per grid time
};

struct Histogram {
    double from = 0, width = 0;       // the first bin's left edge, the bins' width
    std::vector<std::size_t> counts;  // per bin
    std::size_t missing = 0;          // runs without a value
};

class ExperimentResults {
public:
    ExperimentResults() = default;
    explicit ExperimentResults(std::shared_ptr<const experiment::Experiment> experiment);

    const experiment::Experiment* experiment() const { return m_experiment.get(); }
    const std::shared_ptr<const experiment::Experiment>& sharedExperiment() const {
        return m_experiment;
    }
    std::size_t total() const;
    std::size_t done() const { return m_results.size(); }
    std::size_t failed() const { return m_failed; }
    bool complete() const { return m_experiment && done() == total(); }

    void add(experiment::RunResult result);
    // In the order they arrived.
    const std::vector<experiment::RunResult>& results() const { return m_results; }
    // The result of run `index`, or null while it has not arrived.
    const experiment::RunResult* run(std::uint64_t index) const;

    // The table of the runs there are, in run order (runs.csv).
    experiment::RunTable table() const;
    // Outcome k of the runs there are, in run order.
    std::vector<double> outcome(std::size_t k) const;
    // Parameter k of the runs there are, in run order.
    std::vector<double> parameter(std::size_t k) const;
    std::vector<experiment::OutcomeSummary> summaries() const;
    // `chosen`: the runs drawn whole (those there are); empty: `samples` runs spread over the plan.
    TrajectoryFan fan(std::size_t trajectory, const std::vector<std::uint64_t>& chosen = {},
                      std::size_t samples = 5) const;
    Histogram histogram(std::size_t outcome, std::size_t bins = 0) const;
    // The effects of a sensitivity experiment: only when every run is there (one-at-a-time
    // differences and Morris steps pair runs of the plan).
    std::vector<experiment::ParameterEffect> effects() const;

private:
    std::vector<const experiment::RunResult*> inRunOrder() const;

    std::shared_ptr<const experiment::Experiment> m_experiment;
    std::vector<experiment::RunResult> m_results;
    std::vector<std::ptrdiff_t> m_slot;  // per run: its place in m_results, or -1
    std::size_t m_failed = 0;
};

}  // namespace hs::ui

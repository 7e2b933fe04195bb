#pragma once
// Statistics of an experiment's outcomes over its runs: count, mean, standard deviation,
// minimum, percentiles, maximum and the confidence interval of the mean (Student's t).
// summarize() takes the values in run order, so that the same runs give the same numbers
// to the last bit whatever order they finished in; LiveStatistics keeps them per run as
// runs finish and can be summarised at any moment (for progress). Functions are pure;
// LiveStatistics is thread-safe.

#include "hs/model/experiment_spec.h"

#include <cstddef>
#include <mutex>
#include <string>
#include <vector>

namespace hs::experiment {

struct OutcomeSummary {
    std::string name;
    std::size_t count = 0;    // runs with a value
    std::size_t missing = 0;  // runs without one (failed, or no value)
    double mean = 0, sd = 0, min = 0, max = 0;
    std::vector<double> percentiles;  // as asked, in order
    double ciLow = 0, ciHigh = 0;     // confidence interval of the mean
};

// values: one per run, in run order; NaN counts as missing.
OutcomeSummary summarize(const std::string& name, const std::vector<double>& values,
                         const StatisticsSpec& spec);

// The p-th percentile (0..100) of sorted values, interpolating between the closest ranks
// (the default of R, NumPy and spreadsheets).
double percentile(const std::vector<double>& sorted, double p);
// Quantiles of the standard normal and of Student's t with df degrees of freedom.
double normalQuantile(double p);
double studentQuantile(double p, double df);

class LiveStatistics {
public:
    LiveStatistics(std::vector<std::string> names, std::size_t runs, StatisticsSpec spec);
    // The outcomes of run `index` (of the runs counted from 0).
    void add(std::size_t index, const std::vector<double>& outcomes);
    std::vector<OutcomeSummary> snapshot() const;
    std::size_t finished() const;

private:
    mutable std::mutex m_mutex;
    std::vector<std::string> m_names;
    StatisticsSpec m_spec;
    std::vector<std::vector<double>> m_values;  // per outcome, per run (NaN until finished)
    std::vector<bool> m_present;
    std::size_t m_finished = 0;
};

}  // namespace hs::experiment

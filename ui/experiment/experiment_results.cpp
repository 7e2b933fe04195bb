#include "experiment/experiment_results.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hs::ui {

namespace {

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

// Sturges' rule, at least 5 and at most 40 bins.
std::size_t defaultBins(std::size_t values) {
    const auto bins =
        static_cast<std::size_t>(std::ceil(std::log2(std::max<std::size_t>(values, 1)))) + 1;
    return std::clamp<std::size_t>(bins, 5, 40);
}

}  // namespace

ExperimentResults::ExperimentResults(std::shared_ptr<const experiment::Experiment> experiment)
    : m_experiment(std::move(experiment)) {
    m_slot.assign(total(), -1);
}

std::size_t ExperimentResults::total() const {
    return m_experiment ? m_experiment->runCount() : 0;
}

void ExperimentResults::add(experiment::RunResult result) {
    if (result.index >= m_slot.size() || m_slot[result.index] >= 0)
        return;  // not of this plan, or twice
    m_slot[result.index] = static_cast<std::ptrdiff_t>(m_results.size());
    if (result.failed) ++m_failed;
    m_results.push_back(std::move(result));
}

const experiment::RunResult* ExperimentResults::run(std::uint64_t index) const {
    return index < m_slot.size() && m_slot[index] >= 0 ? &m_results[m_slot[index]] : nullptr;
}

std::vector<const experiment::RunResult*> ExperimentResults::inRunOrder() const {
    std::vector<const experiment::RunResult*> out;
    out.reserve(m_results.size());
    for (std::ptrdiff_t slot : m_slot)
        if (slot >= 0) out.push_back(&m_results[slot]);
    return out;
}

experiment::RunTable ExperimentResults::table() const {
    if (!m_experiment) return {};
    experiment::RunTable t(m_experiment->plan().parameterNames(), m_experiment->outcomes().names());
    for (const experiment::RunResult* r : inRunOrder()) t.add(*r);
    return t;
}

std::vector<double> ExperimentResults::outcome(std::size_t k) const {
    std::vector<double> out;
    for (const experiment::RunResult* r : inRunOrder())
        out.push_back(k < r->outcomes.size() ? r->outcomes[k] : kNone);
    return out;
}

std::vector<double> ExperimentResults::parameter(std::size_t k) const {
    std::vector<double> out;
    for (const experiment::RunResult* r : inRunOrder())
        out.push_back(k < r->parameters.size() ? r->parameters[k] : kNone);
    return out;
}

std::vector<experiment::OutcomeSummary> ExperimentResults::summaries() const {
    std::vector<experiment::OutcomeSummary> out;
    if (!m_experiment) return out;
    const auto& names = m_experiment->outcomes().names();
    for (std::size_t k = 0; k < names.size(); ++k)
        out.push_back(experiment::summarize(names[k], outcome(k), m_experiment->spec().statistics));
    return out;
}

TrajectoryFan ExperimentResults::fan(std::size_t trajectory,
                                     const std::vector<std::uint64_t>& chosen,
                                     std::size_t samples) const {
    TrajectoryFan fan;
    if (!m_experiment || trajectory >= m_experiment->spec().trajectories.variables.size())
        return fan;
    const std::vector<double>& grid = m_experiment->grid();
    const auto runs = inRunOrder();
    fan.time = grid;
    fan.mean.assign(grid.size(), kNone);
    fan.low.assign(grid.size(), kNone);
    fan.high.assign(grid.size(), kNone);
    std::vector<double> values;
    for (std::size_t g = 0; g < grid.size(); ++g) {
        values.clear();
        for (const experiment::RunResult* r : runs) {
            if (trajectory >= r->trajectories.size() || g >= r->trajectories[trajectory].size())
                continue;
            const double v = r->trajectories[trajectory][g];
            if (!std::isnan(v)) values.push_back(v);
        }
        if (values.empty()) continue;
        double sum = 0;
        for (double v : values)
            sum += v;  // in run order: the same sum whatever order runs finished in
        fan.mean[g] = sum / static_cast<double>(values.size());
        std::sort(values.begin(), values.end());
        fan.low[g] = experiment::percentile(values, 5);
        fan.high[g] = experiment::percentile(values, 95);
    }
    auto draw = [&](const experiment::RunResult* r) {
        if (trajectory >= r->trajectories.size()) return;
        fan.sampleRuns.push_back(r->index);
        fan.samples.push_back(r->trajectories[trajectory]);
    };
    if (!chosen.empty()) {
        for (std::uint64_t index : chosen)
            if (const experiment::RunResult* r = run(index)) draw(r);
        return fan;
    }
    // a few runs spread over the plan (the first, the last and between)
    const std::size_t n = std::min(samples, runs.size());
    for (std::size_t i = 0; i < n; ++i) draw(runs[n == 1 ? 0 : i * (runs.size() - 1) / (n - 1)]);
    return fan;
}

Histogram ExperimentResults::histogram(std::size_t outcome, std::size_t bins) const {
    Histogram h;
    std::vector<double> values;
    for (double v : this->outcome(outcome)) {
        if (std::isnan(v))
            ++h.missing;
        else
            values.push_back(v);
    }
    if (values.empty()) return h;
    const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    if (bins == 0) bins = defaultBins(values.size());
    h.from = *lo;
    h.width = *hi > *lo ? (*hi - *lo) / static_cast<double>(bins) : 1.0;
    if (*hi == *lo) {  // one value: one bin around it
        bins = 1;
        h.from = *lo - 0.5;
    }
    h.counts.assign(bins, 0);
    for (double v : values) {
        auto bin = static_cast<std::size_t>(std::floor((v - h.from) / h.width));
        ++h.counts[std::min(bin, bins - 1)];  // the maximum belongs to the last bin
    }
    return h;
}

std::vector<experiment::ParameterEffect> ExperimentResults::effects() const {
    if (!complete() || m_experiment->spec().kind != experiment::ExperimentKind::Sensitivity)
        return {};
    return experiment::analyzeSensitivity(m_experiment->spec(), m_experiment->plan(), table());
}

}  // namespace hs::ui

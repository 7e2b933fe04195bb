#include "hs/experiment/run_plan.h"

#include "hs/experiment/distribution.h"

#include <algorithm>
#include <cassert>
#include <charconv>
#include <cmath>
#include <numeric>

namespace hs::experiment {
namespace {

// A value computed from a range, without the rounding noise of its last bits.
double roundToDigits(double v) {
    if (!std::isfinite(v) || v == 0) return v;
    char buf[32];
    auto res = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::general, 15);
    double out = v;
    std::from_chars(buf, res.ptr, out);
    return out;
}

}  // namespace

std::vector<double> valuesOf(const ValueSet& set) {
    std::vector<double> out;
    switch (set.kind) {
        case ValueSet::Kind::List:
            out = set.values;
            break;
        case ValueSet::Kind::Range: {
            if (set.points) {
                const std::uint64_t n = *set.points;
                for (std::uint64_t k = 0; k < n; ++k)
                    out.push_back(k + 1 == n
                                      ? set.to
                                      : roundToDigits(set.from + (set.to - set.from) *
                                                                     static_cast<double>(k) /
                                                                     static_cast<double>(n - 1)));
            } else if (set.step) {
                // from + k step (no accumulation), up to `to` give or take rounding
                const double count = std::floor((set.to - set.from) / *set.step + 1e-9);
                for (double k = 0; k <= count; ++k)
                    out.push_back(roundToDigits(set.from + k * *set.step));
            }
            break;
        }
        case ValueSet::Kind::LogRange: {
            const std::uint64_t n = set.points.value_or(2);
            const double ratio = std::log(set.to / set.from);
            for (std::uint64_t k = 0; k < n; ++k)
                out.push_back(
                    k + 1 == n ? set.to
                               : roundToDigits(set.from * std::exp(ratio * static_cast<double>(k) /
                                                                   static_cast<double>(n - 1))));
            break;
        }
    }
    return out;
}

void RunPlan::add(std::uint64_t experimentSeed, std::vector<double> values) {
    RunPoint p;
    p.index = m_runs.size();
    p.seed = streamSeed(experimentSeed, p.index, Stream::Engine);
    p.values = std::move(values);
    m_runs.push_back(std::move(p));
}

RunPlan RunPlan::build(const ExperimentSpec& spec, const std::vector<double>& modelValues) {
    RunPlan plan;
    for (const ParameterSpec& p : spec.parameters) plan.m_names.push_back(p.name);
    switch (spec.kind) {
        case ExperimentKind::Variation:
            plan.buildVariation(spec);
            break;
        case ExperimentKind::MonteCarlo:
            plan.buildMonteCarlo(spec);
            break;
        case ExperimentKind::Sensitivity:
            if (spec.method == SensitivityMethod::OneAtATime)
                plan.buildOneAtATime(spec, modelValues);
            else
                plan.buildMorris(spec);
            break;
    }
    return plan;
}

void RunPlan::buildVariation(const ExperimentSpec& spec) {
    std::vector<std::vector<double>> axes;
    std::size_t total = 1;
    for (const ParameterSpec& p : spec.parameters) {
        axes.push_back(valuesOf(p.values));
        total *= axes.back().size();
    }
    if (axes.empty()) return;
    m_runs.reserve(total);
    std::vector<std::size_t> digit(axes.size(), 0);  // mixed-radix counter, last fastest
    for (std::size_t i = 0; i < total; ++i) {
        std::vector<double> values(axes.size());
        for (std::size_t k = 0; k < axes.size(); ++k) values[k] = axes[k][digit[k]];
        add(spec.seed, std::move(values));
        for (std::size_t k = axes.size(); k-- > 0;) {
            if (++digit[k] < axes[k].size()) break;
            digit[k] = 0;
        }
    }
}

void RunPlan::buildMonteCarlo(const ExperimentSpec& spec) {
    m_runs.reserve(spec.replications);
    for (std::uint64_t i = 0; i < spec.replications; ++i) {
        RandomStream random(streamSeed(spec.seed, i, Stream::Parameters));
        std::vector<double> values;
        for (const ParameterSpec& p : spec.parameters)
            values.push_back(sample(p.distribution, random));
        add(spec.seed, std::move(values));
    }
}

void RunPlan::buildOneAtATime(const ExperimentSpec& spec, const std::vector<double>& modelValues) {
    const std::size_t k = spec.parameters.size();
    for (std::size_t i = 0; i < k; ++i) {
        const ParameterSpec& p = spec.parameters[i];
        const double base = p.base.value_or(i < modelValues.size() ? modelValues[i] : 0.0);
        m_base.push_back(base);
        m_deltas.push_back(p.delta.value_or(base == 0 ? 0.01 : 0.01 * std::fabs(base)));
    }
    add(spec.seed, m_base);
    for (std::size_t i = 0; i < k; ++i)
        for (double sign : {1.0, -1.0}) {
            std::vector<double> values = m_base;
            values[i] += sign * m_deltas[i];
            add(spec.seed, std::move(values));
        }
}

void RunPlan::buildMorris(const ExperimentSpec& spec) {
    const std::size_t k = spec.parameters.size();
    const std::uint64_t levels = spec.morrisLevels;
    const double delta = static_cast<double>(levels) / (2.0 * static_cast<double>(levels - 1));
    auto actual = [&](std::size_t i, double unit) {
        const ParameterSpec& p = spec.parameters[i];
        return roundToDigits(p.min + (p.max - p.min) * unit);
    };
    for (std::uint64_t t = 0; t < spec.morrisTrajectories; ++t) {
        RandomStream random(streamSeed(spec.seed, t, Stream::Morris));
        // a start on the grid of levels, and a random order of the parameters
        std::vector<double> unit(k);
        for (std::size_t i = 0; i < k; ++i)
            unit[i] = static_cast<double>(random.below(levels)) / static_cast<double>(levels - 1);
        std::vector<std::size_t> order(k);
        std::iota(order.begin(), order.end(), std::size_t{0});
        for (std::size_t i = k; i > 1; --i) std::swap(order[i - 1], order[random.below(i)]);

        auto point = [&] {
            std::vector<double> values(k);
            for (std::size_t i = 0; i < k; ++i) values[i] = actual(i, unit[i]);
            return values;
        };
        add(spec.seed, point());
        for (std::size_t i : order) {
            // up by Δ where that stays inside the range, otherwise down
            const double step = unit[i] + delta <= 1.0 + 1e-12 ? delta : -delta;
            unit[i] = std::clamp(unit[i] + step, 0.0, 1.0);
            MorrisStep s;
            s.parameter = i;
            s.before = m_runs.size() - 1;
            s.after = m_runs.size();
            s.step = step;
            m_morris.push_back(s);
            add(spec.seed, point());
        }
    }
}

}  // namespace hs::experiment

#include "hs/experiment/statistics.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hs::experiment {

double percentile(const std::vector<double>& sorted, double p) {
    if (sorted.empty()) return std::numeric_limits<double>::quiet_NaN();
    const double rank = std::clamp(p, 0.0, 100.0) / 100.0 * static_cast<double>(sorted.size() - 1);
    const std::size_t below = static_cast<std::size_t>(std::floor(rank));
    const std::size_t above = std::min(below + 1, sorted.size() - 1);
    const double w = rank - static_cast<double>(below);
    return w == 0 ? sorted[below] : sorted[below] + w * (sorted[above] - sorted[below]);
}

double normalQuantile(double p) {
    if (!(p > 0 && p < 1)) return p == 0 ? -INFINITY : p == 1 ? INFINITY : NAN;
    // Newton's method on the distribution function 0.5 erfc(-x / sqrt 2), from a start
    // given by the logistic approximation; converges in a few steps to full precision.
    double x = std::log(p / (1 - p)) / 1.702;
    for (int i = 0; i < 60; ++i) {
        const double cdf = 0.5 * std::erfc(-x / std::sqrt(2.0));
        const double pdf = std::exp(-0.5 * x * x) / std::sqrt(2.0 * 3.14159265358979323846);
        if (!(pdf > 0)) break;
        const double dx = (cdf - p) / pdf;
        x -= dx;
        if (std::fabs(dx) <= 1e-15 * std::max(1.0, std::fabs(x))) break;
    }
    return x;
}

double studentQuantile(double p, double df) {
    if (!(df > 0)) return NAN;
    // exact for one and two degrees of freedom
    if (df == 1) return std::tan(3.14159265358979323846 * (p - 0.5));
    if (df == 2) return (2 * p - 1) / std::sqrt(2 * p * (1 - p));
    // Cornish-Fisher expansion of t in terms of the normal quantile (Abramowitz & Stegun
    // 26.7.5): within 0.1 % for three degrees of freedom, better beyond
    const double z = normalQuantile(p);
    const double z2 = z * z, z3 = z2 * z, z5 = z3 * z2, z7 = z5 * z2, z9 = z7 * z2;
    const double g1 = (z3 + z) / 4;
    const double g2 = (5 * z5 + 16 * z3 + 3 * z) / 96;
    const double g3 = (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / 384;
    const double g4 = (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / 92160;
    return z + g1 / df + g2 / (df * df) + g3 / (df * df * df) + g4 / (df * df * df * df);
}

OutcomeSummary summarize(const std::string& name, const std::vector<double>& values,
                         const StatisticsSpec& spec) {
    OutcomeSummary s;
    s.name = name;
    std::vector<double> present;
    present.reserve(values.size());
    for (double v : values)
        if (std::isnan(v))
            ++s.missing;
        else
            present.push_back(v);
    s.count = present.size();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    s.percentiles.assign(spec.percentiles.size(), nan);
    if (present.empty()) {
        s.mean = s.sd = s.min = s.max = s.ciLow = s.ciHigh = nan;
        return s;
    }
    // two passes in run order: the mean, then the squared deviations from it
    double sum = 0;
    for (double v : present) sum += v;
    const double n = static_cast<double>(present.size());
    s.mean = sum / n;
    double squares = 0;
    for (double v : present) squares += (v - s.mean) * (v - s.mean);
    s.sd = present.size() > 1 ? std::sqrt(squares / (n - 1)) : nan;
    std::vector<double> sorted = present;
    std::sort(sorted.begin(), sorted.end());
    s.min = sorted.front();
    s.max = sorted.back();
    for (std::size_t i = 0; i < spec.percentiles.size(); ++i)
        s.percentiles[i] = percentile(sorted, spec.percentiles[i]);
    if (present.size() > 1) {
        const double half = studentQuantile(0.5 + spec.confidence / 2, n - 1) * s.sd / std::sqrt(n);
        s.ciLow = s.mean - half;
        s.ciHigh = s.mean + half;
    } else {
        s.ciLow = s.ciHigh = nan;
    }
    return s;
}

LiveStatistics::LiveStatistics(std::vector<std::string> names, std::size_t runs,
                               StatisticsSpec spec)
    : m_names(std::move(names)),
      m_spec(std::move(spec)),
      m_values(m_names.size(), std::vector<double>(runs, std::numeric_limits<double>::quiet_NaN())),
      m_present(runs, false) {}

void LiveStatistics::add(std::size_t index, const std::vector<double>& outcomes) {
    std::lock_guard lock(m_mutex);
    if (index >= m_present.size() || m_present[index]) return;
    m_present[index] = true;
    ++m_finished;
    for (std::size_t k = 0; k < m_values.size() && k < outcomes.size(); ++k)
        m_values[k][index] = outcomes[k];
}

std::vector<OutcomeSummary> LiveStatistics::snapshot() const {
    std::lock_guard lock(m_mutex);
    std::vector<OutcomeSummary> out;
    for (std::size_t k = 0; k < m_names.size(); ++k) {
        std::vector<double> finished;
        for (std::size_t i = 0; i < m_present.size(); ++i)
            if (m_present[i]) finished.push_back(m_values[k][i]);
        out.push_back(summarize(m_names[k], finished, m_spec));
    }
    return out;
}

std::size_t LiveStatistics::finished() const {
    std::lock_guard lock(m_mutex);
    return m_finished;
}

}  // namespace hs::experiment

#include "hs/experiment/sensitivity.h"

#include <cmath>
#include <limits>

namespace hs::experiment {
namespace {

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

double outcomeOf(const RunTable& table, std::uint64_t run, std::size_t k) {
    const auto& rows = table.rows();
    if (run >= rows.size() || rows[run].index != run || k >= rows[run].outcomes.size())
        return kNone;
    return rows[run].outcomes[k];
}

}  // namespace

std::vector<ParameterEffect> analyzeSensitivity(const ExperimentSpec& spec, const RunPlan& plan,
                                                const RunTable& table) {
    std::vector<ParameterEffect> out;
    const auto& outcomes = table.outcomeNames();
    const auto& parameters = plan.parameterNames();
    for (std::size_t k = 0; k < outcomes.size(); ++k) {
        for (std::size_t i = 0; i < parameters.size(); ++i) {
            ParameterEffect e;
            e.output = outcomes[k];
            e.parameter = parameters[i];
            if (spec.method == SensitivityMethod::OneAtATime) {
                e.base = plan.baseValues()[i];
                e.delta = plan.deltas()[i];
                const double y0 = outcomeOf(table, 0, k);
                const double up = outcomeOf(table, 2 * i + 1, k);
                const double down = outcomeOf(table, 2 * i + 2, k);
                // the actual points of the plan, not base ± δ recomputed
                const double span = plan[2 * i + 1].values[i] - plan[2 * i + 2].values[i];
                e.effect = (up - down) / span;
                e.elasticity = y0 != 0 ? e.effect * e.base / y0 : kNone;
                e.effects = std::isnan(e.effect) ? 0 : 1;
            } else {
                double sum = 0, sumAbs = 0;
                std::vector<double> ee;
                for (const MorrisStep& s : plan.morrisSteps()) {
                    if (s.parameter != i) continue;
                    const double v =
                        (outcomeOf(table, s.after, k) - outcomeOf(table, s.before, k)) / s.step;
                    if (std::isnan(v)) continue;
                    ee.push_back(v);
                    sum += v;
                    sumAbs += std::fabs(v);
                }
                e.effects = ee.size();
                const double n = static_cast<double>(ee.size());
                e.mu = ee.empty() ? kNone : sum / n;
                e.muStar = ee.empty() ? kNone : sumAbs / n;
                double squares = 0;
                for (double v : ee) squares += (v - e.mu) * (v - e.mu);
                e.sigma = ee.size() > 1 ? std::sqrt(squares / (n - 1)) : kNone;
            }
            out.push_back(e);
        }
    }
    return out;
}

std::string sensitivityCsv(const ExperimentSpec& spec,
                           const std::vector<ParameterEffect>& effects) {
    const bool oat = spec.method == SensitivityMethod::OneAtATime;
    std::string out = oat ? "output,parameter,base,delta,effect,elasticity\n"
                          : "output,parameter,mu,mu_star,sigma,effects\n";
    for (const ParameterEffect& e : effects) {
        out += csvField(e.output) + "," + csvField(e.parameter) + ",";
        if (oat)
            out += csvNumber(e.base) + "," + csvNumber(e.delta) + "," + csvNumber(e.effect) + "," +
                   csvNumber(e.elasticity);
        else
            out += csvNumber(e.mu) + "," + csvNumber(e.muStar) + "," + csvNumber(e.sigma) + "," +
                   std::to_string(e.effects);
        out += "\n";
    }
    return out;
}

}  // namespace hs::experiment

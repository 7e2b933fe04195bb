#pragma once
// The effect of each parameter on each output of a sensitivity experiment.
//   one at a time   effect = (y(base + δ) - y(base - δ)) / 2δ, the central difference (exact
//                   for outputs quadratic in the parameter), and the elasticity
//                   effect · base / y(base): the relative change of the output per relative
//                   change of the parameter
//   Morris          the elementary effects EE = (y(after) - y(before)) / step of every
//                   trajectory step, with the step a fraction of the parameter's range
//                   (so an effect is the change of the output over the whole range, at
//                   linear rate); reported as their mean μ, the mean of their absolute
//                   values μ* (the importance) and their standard deviation σ
//                   (non-linearity or interaction)
// Runs without a value of the output are left out (their effects are not counted). Pure
// functions of the plan and the table.

#include "hs/experiment/run_plan.h"
#include "hs/experiment/run_table.h"
#include "hs/model/experiment_spec.h"

#include <string>
#include <vector>

namespace hs::experiment {

struct ParameterEffect {
    std::string output, parameter;
    // one at a time
    double base = 0, delta = 0, effect = 0, elasticity = 0;
    // Morris
    double mu = 0, muStar = 0, sigma = 0;
    std::size_t effects = 0;  // elementary effects counted
};

// One entry per (output, parameter), outputs outermost. The table holds every run of the
// plan, in run order.
std::vector<ParameterEffect> analyzeSensitivity(const ExperimentSpec& spec, const RunPlan& plan,
                                                const RunTable& table);

// sensitivity.csv: "output,parameter,base,delta,effect,elasticity" (one at a time) or
// "output,parameter,mu,mu_star,sigma,effects" (Morris).
std::string sensitivityCsv(const ExperimentSpec& spec, const std::vector<ParameterEffect>& effects);

}  // namespace hs::experiment

#pragma once
// An experiment as the user writes it: a model, a parameter space, the outcomes to collect
// and how to run. Three kinds:
//   variation    a grid over one or more parameters (a list, a range with a step or a
//                number of points, or a logarithmic range); the last parameter varies fastest
//   montecarlo   N replications, each parameter drawn from a distribution, the model's own
//                random streams seeded per replication
//   sensitivity  one parameter at a time around a base point (central differences), or
//                Morris elementary effects over parameter ranges
// The same structure is an experiment file (JSON, docs/experiment-format.md) and an entry of
// a document's "experiments" section (docs/hsm-format.md). Plain data; thread-safe as values.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hs::experiment {

constexpr int kExperimentFormatVersion = 1;

enum class ExperimentKind { Variation, MonteCarlo, Sensitivity };
enum class SensitivityMethod { OneAtATime, Morris };

// Variation: the values one parameter takes.
struct ValueSet {
    enum class Kind { List, Range, LogRange };
    Kind kind = Kind::List;
    std::vector<double> values;   // List
    double from = 0.0, to = 0.0;  // Range, LogRange
    // Range: the step (> 0) or the number of points (>= 2), one of them; LogRange: the
    // number of points (>= 2), geometrically spaced
    std::optional<double> step;
    std::optional<std::uint64_t> points;
};

// Monte Carlo: the distribution a parameter is drawn from.
struct Distribution {
    enum class Kind { Uniform, Normal, LogNormal, Triangular, Discrete };
    Kind kind = Kind::Uniform;
    double min = 0.0, max = 1.0;   // Uniform, Triangular
    double mode = 0.5;             // Triangular
    double mean = 0.0, sd = 1.0;   // Normal
    double mu = 0.0, sigma = 1.0;  // LogNormal: of the normal distribution of the logarithm
    std::vector<double> values;    // Discrete
    std::vector<double> weights;   // Discrete: relative; empty = equal
};

struct ParameterSpec {
    std::string name;           // a parameter of the model
    ValueSet values;            // variation
    Distribution distribution;  // montecarlo
    // sensitivity: the base point (default: the model's value) and, one at a time, the
    // step of the central difference (default: 1 % of |base|, 0.01 when base is 0)
    std::optional<double> base, delta;
    // sensitivity, Morris: the range the parameter is moved over
    double min = 0.0, max = 1.0;
};

enum class OutcomeKind { Final, Min, Max, Mean, At, FirstEvent, EventCount, Expression };

// One number collected from every run. A run without a value (no such event, a time
// outside the run) leaves it empty.
struct OutcomeSpec {
    std::string name;  // the column in the results (an identifier)
    OutcomeKind kind = OutcomeKind::Final;
    std::string variable;  // Final, Min, Max, Mean (over time), At
    double time = 0.0;     // At: the value at this time (after the events at it)
    // FirstEvent: the time of the first event step of this element, EventCount: the
    // number of its event steps (empty: every event step but the initial and the last).
    // An element is a statechart element ("light.T1", "Tick") or a when-condition as the
    // events CSV shows it ("h < 0").
    std::string element;
    // Expression: a Modelica expression of the final values of variables and parameters,
    // of `time` (the final time) and of the outcomes listed before it
    std::string expression;
};

enum class FileFormat { Csv, Mat };

// Trajectories of variables on a common time grid (start, start + interval, ..., stop).
struct TrajectorySpec {
    std::vector<std::string> variables;  // empty: none
    std::optional<double> interval;      // default: the run's output interval
    bool mat = false;                    // also as MATLAB v4 result files
};

// One result file per run, for the runs listed (or all).
struct RunFileSpec {
    bool all = false;
    std::vector<std::uint64_t> runs;
    FileFormat format = FileFormat::Csv;
    bool any() const { return all || !runs.empty(); }
};

struct StatisticsSpec {
    std::vector<double> percentiles{5, 25, 50, 75, 95};  // in [0, 100]
    double confidence = 0.95;                            // of the interval of the mean, in (0, 1)
};

// Simulation settings of every run; unset: the model's own (its experiment).
struct RunSettings {
    std::optional<double> startTime, stopTime, interval, tolerance, absTolerance, step;
    std::optional<std::string> solver;  // cvode-bdf | cvode-adams | euler | rk4
    std::optional<std::string> policy;  // fifo | lifo | random
};

struct ExperimentSpec {
    std::string name;
    std::string description;
    std::string model;  // experiment file: the model file, relative to the experiment file
    ExperimentKind kind = ExperimentKind::Variation;
    std::uint64_t seed = 1;
    std::uint64_t replications = 0;  // montecarlo
    SensitivityMethod method = SensitivityMethod::OneAtATime;
    std::uint64_t morrisTrajectories = 10;  // Morris: r
    std::uint64_t morrisLevels = 4;         // Morris: p (even)
    RunSettings settings;
    std::vector<ParameterSpec> parameters;
    std::vector<OutcomeSpec> outputs;
    TrajectorySpec trajectories;
    RunFileSpec runFiles;
    StatisticsSpec statistics;
};

const char* kindName(ExperimentKind k);
const char* methodName(SensitivityMethod m);
const char* outcomeKindName(OutcomeKind k);
const char* distributionName(Distribution::Kind k);

}  // namespace hs::experiment

// Reading and writing an experiment as JSON (see experiment_json.h and
// docs/experiment-format.md). The reader checks the structure: keys, types, the keys each
// kind allows, ranges of numbers, unique names. Whether the parameters and variables exist
// in the model is checked when the experiment is prepared (experiment.cpp).

#include "experiment_json.h"

#include "hs/model/document.h"

#include <array>
#include <cmath>
#include <set>

namespace hs::experiment {
namespace {

using json::childPath;
using json::indexPath;
using json::Json;
using json::JsonReader;
using json::nameAt;
using json::number;
using json::quote;
using Need = JsonReader::Need;

constexpr std::array<const char*, 3> kKindNames = {"variation", "montecarlo", "sensitivity"};
constexpr std::array<const char*, 2> kMethodNames = {"oat", "morris"};
constexpr std::array<const char*, 8> kOutcomeNames = {
    "final", "min", "max", "mean", "at", "firstEvent", "eventCount", "expression"};
constexpr std::array<const char*, 5> kDistributionNames = {"uniform", "normal", "lognormal",
                                                           "triangular", "discrete"};
constexpr std::array<const char*, 2> kFormatNames = {"csv", "mat"};
constexpr std::array<const char*, 3> kPolicyNames = {"fifo", "lifo", "random"};
constexpr std::array<const char*, 4> kSolverNames = {"cvode-bdf", "cvode-adams", "euler", "rk4"};

// More runs than this are refused (a typo in a step, not an experiment).
constexpr double kMaxRuns = 1e7;

class SpecReader {
public:
    SpecReader(JsonReader& r, ExperimentSpec& spec) : r(r), spec(spec) {}

    void read(const Json& j, const std::string& path, ExperimentHome home);

private:
    void readSettings(const Json& j, const std::string& path);
    void readParameter(const Json& j, const std::string& path, ParameterSpec& p);
    void readValueSet(const Json& j, const std::string& path, ParameterSpec& p);
    void readRange(const Json& j, const std::string& path, ValueSet& v, bool logarithmic);
    void readDistribution(const Json& j, const std::string& path, Distribution& d);
    void readOutcome(const Json& j, const std::string& path, OutcomeSpec& o);
    void readTrajectories(const Json& j, const std::string& path);
    void readRunFiles(const Json& j, const std::string& path);
    void readStatistics(const Json& j, const std::string& path);
    void readMorris(const Json& j, const std::string& path);
    bool readNumberList(const Json& obj, const std::string& path, const char* key,
                        std::vector<double>& out);
    // The number of runs the parameter space gives, when it can be known from the text.
    void checkRunCount(const std::string& path);

    JsonReader& r;
    ExperimentSpec& spec;
    bool kindKnown = false;
    bool methodKnown = true;
};

void SpecReader::read(const Json& j, const std::string& path, ExperimentHome home) {
    if (!r.expectObject(j, path)) return;
    if (home == ExperimentHome::File) {
        r.checkKeys(j, path,
                    {"format", "name", "description", "model", "kind", "seed", "replications",
                     "method", "morris", "startTime", "stopTime", "settings", "parameters",
                     "outputs", "trajectories", "runFiles", "statistics"});
        r.readString(j, path, "name", spec.name);
        if (r.readString(j, path, "model", spec.model, Need::Required) && spec.model.empty())
            r.error(childPath(path, "model"), msg("must not be empty"));
    } else {
        r.checkKeys(j, path,
                    {"name", "description", "kind", "seed", "replications", "method", "morris",
                     "startTime", "stopTime", "settings", "parameters", "outputs", "trajectories",
                     "runFiles", "statistics"});
        if (r.readString(j, path, "name", spec.name, Need::Required) && spec.name.empty())
            r.error(childPath(path, "name"), msg("must not be empty"));
    }
    r.readString(j, path, "description", spec.description);
    const int kind =
        r.readChoice(j, path, "kind", kKindNames, msg("experiment kind"), Need::Required);
    kindKnown = kind >= 0;
    if (kindKnown) spec.kind = static_cast<ExperimentKind>(kind);
    r.readUnsigned(j, path, "seed", spec.seed);

    // keys of one kind only
    auto belongs = [&](const char* key, ExperimentKind owner) {
        if (!JsonReader::member(j, key) || !kindKnown) return false;
        if (spec.kind == owner) return true;
        r.error(childPath(path, key), msg("only allowed with kind %1", quote(kindName(owner))));
        return false;
    };
    if (belongs("replications", ExperimentKind::MonteCarlo)) {
        if (r.readUnsigned(j, path, "replications", spec.replications) && spec.replications == 0)
            r.error(childPath(path, "replications"), msg("must be at least 1"));
    } else if (kindKnown && spec.kind == ExperimentKind::MonteCarlo &&
               !JsonReader::member(j, "replications")) {
        r.error(childPath(path, "replications"), msg("missing required key %1 (the kind is %2)",
                                                     quote("replications"), quote("montecarlo")));
    }
    if (belongs("method", ExperimentKind::Sensitivity)) {
        const int method = r.readChoice(j, path, "method", kMethodNames, msg("sensitivity method"));
        methodKnown = method >= 0;
        if (methodKnown) spec.method = static_cast<SensitivityMethod>(method);
    }
    if (belongs("morris", ExperimentKind::Sensitivity)) {
        if (methodKnown && spec.method != SensitivityMethod::Morris)
            r.error(childPath(path, "morris"), msg("only allowed with method %1", quote("morris")));
        else
            readMorris(*JsonReader::member(j, "morris"), childPath(path, "morris"));
    }

    double time = 0;
    if (r.readNumber(j, path, "startTime", time)) spec.settings.startTime = time;
    if (r.readNumber(j, path, "stopTime", time)) spec.settings.stopTime = time;
    if (spec.settings.startTime && spec.settings.stopTime &&
        *spec.settings.stopTime < *spec.settings.startTime)
        r.error(childPath(path, "stopTime"), msg("must not be before startTime"));
    if (const Json* s = r.get(j, path, "settings", Need::Optional))
        readSettings(*s, childPath(path, "settings"));

    // a Monte Carlo experiment may only replicate the model's own randomness
    const bool replicationsOnly = kindKnown && spec.kind == ExperimentKind::MonteCarlo;
    const bool haveParameters = r.readList(
        j, path, "parameters", spec.parameters,
        [&](const Json& e, const std::string& p, ParameterSpec& ps) { readParameter(e, p, ps); },
        replicationsOnly ? Need::Optional : Need::Required);
    if (haveParameters && spec.parameters.empty() && !replicationsOnly)
        r.error(childPath(path, "parameters"), msg("must contain at least one parameter"));
    std::set<std::string> names;
    for (std::size_t i = 0; i < spec.parameters.size(); ++i) {
        const std::string& name = spec.parameters[i].name;
        if (!name.empty() && !names.insert(name).second)
            r.error(indexPath(childPath(path, "parameters"), i) + ".name",
                    msg("parameter %1 is listed twice", quote(name)));
    }

    r.readList(j, path, "outputs", spec.outputs,
               [&](const Json& e, const std::string& p, OutcomeSpec& o) { readOutcome(e, p, o); });
    names.clear();
    for (std::size_t i = 0; i < spec.outputs.size(); ++i) {
        const std::string& name = spec.outputs[i].name;
        if (!name.empty() && !names.insert(name).second)
            r.error(indexPath(childPath(path, "outputs"), i) + ".name",
                    msg("duplicate output name %1", quote(name)));
    }
    if (const Json* t = r.get(j, path, "trajectories", Need::Optional))
        readTrajectories(*t, childPath(path, "trajectories"));
    const bool outputsGiven = JsonReader::member(j, "outputs") != nullptr;
    if (kindKnown && spec.kind == ExperimentKind::Sensitivity && spec.outputs.empty())
        r.error(childPath(path, "outputs"),
                msg("a sensitivity experiment needs at least one output"));
    else if (spec.outputs.empty() && !JsonReader::member(j, "trajectories"))
        r.error(childPath(path, "outputs"),
                outputsGiven
                    ? msg("must contain at least one output (or give trajectories)")
                    : msg("missing required key %1 (or give trajectories)", quote("outputs")));
    if (const Json* f = r.get(j, path, "runFiles", Need::Optional))
        readRunFiles(*f, childPath(path, "runFiles"));
    if (const Json* s = r.get(j, path, "statistics", Need::Optional))
        readStatistics(*s, childPath(path, "statistics"));
    checkRunCount(path);
}

void SpecReader::readSettings(const Json& j, const std::string& path) {
    if (!r.expectObject(j, path)) return;
    r.checkKeys(j, path, {"interval", "tolerance", "absTolerance", "solver", "step", "policy"});
    r.readPositive(j, path, "interval", spec.settings.interval);
    r.readPositive(j, path, "tolerance", spec.settings.tolerance);
    r.readPositive(j, path, "absTolerance", spec.settings.absTolerance);
    r.readPositive(j, path, "step", spec.settings.step);
    const int solver = r.readChoice(j, path, "solver", kSolverNames, msg("solver method"));
    if (solver >= 0) spec.settings.solver = kSolverNames[static_cast<std::size_t>(solver)];
    const int policy = r.readChoice(j, path, "policy", kPolicyNames, msg("policy"));
    if (policy >= 0) spec.settings.policy = kPolicyNames[static_cast<std::size_t>(policy)];
}

void SpecReader::readMorris(const Json& j, const std::string& path) {
    if (!r.expectObject(j, path)) return;
    r.checkKeys(j, path, {"trajectories", "levels"});
    if (r.readUnsigned(j, path, "trajectories", spec.morrisTrajectories) &&
        spec.morrisTrajectories == 0)
        r.error(childPath(path, "trajectories"), msg("must be at least 1"));
    if (r.readUnsigned(j, path, "levels", spec.morrisLevels) &&
        (spec.morrisLevels < 2 || spec.morrisLevels % 2 != 0 || spec.morrisLevels > 1000))
        r.error(childPath(path, "levels"), msg("must be an even number from 2 to 1000"));
}

bool SpecReader::readNumberList(const Json& obj, const std::string& path, const char* key,
                                std::vector<double>& out) {
    return r.readList(obj, path, key, out, [&](const Json& v, const std::string& p, double& d) {
        r.readNumberValue(v, p, d);
    });
}

void SpecReader::readParameter(const Json& j, const std::string& path, ParameterSpec& p) {
    if (!r.expectObject(j, path)) return;
    if (r.readString(j, path, "name", p.name, Need::Required) && p.name.empty())
        r.error(childPath(path, "name"), msg("must not be empty"));
    if (!kindKnown) return;  // which keys belong here depends on the kind
    switch (spec.kind) {
    case ExperimentKind::Variation:
        r.checkKeys(j, path, {"name", "values", "range", "logRange"});
        readValueSet(j, path, p);
        break;
    case ExperimentKind::MonteCarlo:
        r.checkKeys(j, path, {"name", "distribution"});
        if (const Json* d = r.get(j, path, "distribution", Need::Required))
            readDistribution(*d, childPath(path, "distribution"), p.distribution);
        break;
    case ExperimentKind::Sensitivity:
        if (!methodKnown) return;
        if (spec.method == SensitivityMethod::OneAtATime) {
            r.checkKeys(j, path, {"name", "base", "delta"});
            double v = 0;
            if (r.readNumber(j, path, "base", v)) p.base = v;
            r.readPositive(j, path, "delta", p.delta);
        } else {
            r.checkKeys(j, path, {"name", "min", "max"});
            const bool haveMin = r.readNumber(j, path, "min", p.min, Need::Required);
            const bool haveMax = r.readNumber(j, path, "max", p.max, Need::Required);
            if (haveMin && haveMax && !(p.max > p.min))
                r.error(childPath(path, "max"), msg("must be greater than min"));
        }
        break;
    }
}

void SpecReader::readValueSet(const Json& j, const std::string& path, ParameterSpec& p) {
    const char* given = nullptr;
    int count = 0;
    for (const char* key : {"values", "range", "logRange"})
        if (JsonReader::member(j, key)) {
            if (!given) given = key;
            ++count;
        }
    if (count == 0) {
        r.error(path, msg("missing the parameter's values: give one of \"values\", \"range\" or "
                          "\"logRange\""));
        return;
    }
    if (count > 1) {
        r.error(path, msg("give only one of \"values\", \"range\" and \"logRange\""));
        return;
    }
    const std::string key = given;
    if (key == "values") {
        p.values.kind = ValueSet::Kind::List;
        if (readNumberList(j, path, "values", p.values.values) && p.values.values.empty())
            r.error(childPath(path, "values"), msg("must contain at least one value"));
    } else {
        p.values.kind = key == "range" ? ValueSet::Kind::Range : ValueSet::Kind::LogRange;
        readRange(*JsonReader::member(j, key), childPath(path, key), p.values, key == "logRange");
    }
}

void SpecReader::readRange(const Json& j, const std::string& path, ValueSet& v, bool logarithmic) {
    if (!r.expectObject(j, path)) return;
    if (logarithmic)
        r.checkKeys(j, path, {"from", "to", "points"});
    else
        r.checkKeys(j, path, {"from", "to", "step", "points"});
    const bool haveFrom = r.readNumber(j, path, "from", v.from, Need::Required);
    const bool haveTo = r.readNumber(j, path, "to", v.to, Need::Required);
    if (!logarithmic) r.readPositive(j, path, "step", v.step);
    std::uint64_t points = 0;
    if (r.readUnsigned(j, path, "points", points, logarithmic ? Need::Required : Need::Optional)) {
        if (points < 2)
            r.error(childPath(path, "points"), msg("must be at least 2"));
        else
            v.points = points;
    }
    if (!logarithmic && JsonReader::member(j, "step") && JsonReader::member(j, "points"))
        r.error(path, msg("give either \"step\" or \"points\", not both"));
    else if (!logarithmic && !JsonReader::member(j, "step") && !JsonReader::member(j, "points"))
        r.error(path, msg("missing the spacing: give \"step\" or \"points\""));
    if (haveFrom && haveTo && v.to < v.from)
        r.error(childPath(path, "to"), msg("must not be less than from"));
    if (logarithmic && haveFrom && !(v.from > 0))
        r.error(childPath(path, "from"), msg("must be greater than 0 (a logarithmic range)"));
}

void SpecReader::readDistribution(const Json& j, const std::string& path, Distribution& d) {
    if (!r.expectObject(j, path)) return;
    const int kind =
        r.readChoice(j, path, "kind", kDistributionNames, msg("distribution"), Need::Required);
    if (kind < 0) return;
    d.kind = static_cast<Distribution::Kind>(kind);
    switch (d.kind) {
    case Distribution::Kind::Uniform: {
        r.checkKeys(j, path, {"kind", "min", "max"});
        // both read, so that both are reported when both are missing
        const bool haveMin = r.readNumber(j, path, "min", d.min, Need::Required);
        const bool haveMax = r.readNumber(j, path, "max", d.max, Need::Required);
        if (haveMin && haveMax && d.max < d.min)
            r.error(childPath(path, "max"), msg("must not be less than min"));
        break;
    }
    case Distribution::Kind::Normal:
        r.checkKeys(j, path, {"kind", "mean", "sd"});
        r.readNumber(j, path, "mean", d.mean, Need::Required);
        if (r.readNumber(j, path, "sd", d.sd, Need::Required) && d.sd < 0)
            r.error(childPath(path, "sd"), msg("must not be negative"));
        break;
    case Distribution::Kind::LogNormal:
        r.checkKeys(j, path, {"kind", "mu", "sigma"});
        r.readNumber(j, path, "mu", d.mu, Need::Required);
        if (r.readNumber(j, path, "sigma", d.sigma, Need::Required) && d.sigma < 0)
            r.error(childPath(path, "sigma"), msg("must not be negative"));
        break;
    case Distribution::Kind::Triangular: {
        r.checkKeys(j, path, {"kind", "min", "mode", "max"});
        const bool haveMin = r.readNumber(j, path, "min", d.min, Need::Required);
        const bool haveMode = r.readNumber(j, path, "mode", d.mode, Need::Required);
        const bool haveMax = r.readNumber(j, path, "max", d.max, Need::Required);
        const bool all = haveMin && haveMode && haveMax;
        if (all && !(d.min <= d.mode && d.mode <= d.max))
            r.error(childPath(path, "mode"), msg("must lie between min and max"));
        if (all && !(d.min < d.max))
            r.error(childPath(path, "max"), msg("must be greater than min"));
        break;
    }
    case Distribution::Kind::Discrete: {
        r.checkKeys(j, path, {"kind", "values", "weights"});
        const bool values = readNumberList(j, path, "values", d.values);
        if (!JsonReader::member(j, "values"))
            r.error(childPath(path, "values"), msg("missing required key %1", quote("values")));
        else if (values && d.values.empty())
            r.error(childPath(path, "values"), msg("must contain at least one value"));
        if (readNumberList(j, path, "weights", d.weights)) {
            double sum = 0;
            bool negative = false;
            for (double w : d.weights) {
                negative = negative || w < 0;
                sum += w;
            }
            if (values && d.weights.size() != d.values.size())
                r.error(childPath(path, "weights"), msg("must have one weight per value"));
            else if (negative)
                r.error(childPath(path, "weights"), msg("must not be negative"));
            else if (!(sum > 0))
                r.error(childPath(path, "weights"), msg("must not all be zero"));
        }
        break;
    }
    }
}

void SpecReader::readOutcome(const Json& j, const std::string& path, OutcomeSpec& o) {
    if (!r.expectObject(j, path)) return;
    r.checkKeys(j, path, {"name", "kind", "variable", "time", "element", "expression"});
    r.readIdentifier(j, path, "name", o.name);
    const int kind =
        r.readChoice(j, path, "kind", kOutcomeNames, msg("output kind"), Need::Required);
    if (kind < 0) return;
    o.kind = static_cast<OutcomeKind>(kind);
    const bool needsVariable = o.kind == OutcomeKind::Final || o.kind == OutcomeKind::Min ||
                               o.kind == OutcomeKind::Max || o.kind == OutcomeKind::Mean ||
                               o.kind == OutcomeKind::At;
    const bool needsElement = o.kind == OutcomeKind::FirstEvent;
    const bool allowsElement = needsElement || o.kind == OutcomeKind::EventCount;
    auto only = [&](const char* key, bool allowed) {
        if (JsonReader::member(j, key) && !allowed)
            r.error(childPath(path, key),
                    msg("not used by the output kind %1", quote(outcomeKindName(o.kind))));
        return allowed;
    };
    if (only("variable", needsVariable) &&
        r.readString(j, path, "variable", o.variable, Need::Required) && o.variable.empty())
        r.error(childPath(path, "variable"), msg("must not be empty"));
    if (only("time", o.kind == OutcomeKind::At))
        r.readNumber(j, path, "time", o.time, Need::Required);
    if (only("element", allowsElement) &&
        r.readString(j, path, "element", o.element,
                     needsElement ? Need::Required : Need::Optional) &&
        needsElement && o.element.empty())
        r.error(childPath(path, "element"), msg("must not be empty"));
    if (only("expression", o.kind == OutcomeKind::Expression) &&
        r.readString(j, path, "expression", o.expression, Need::Required) && o.expression.empty())
        r.error(childPath(path, "expression"), msg("must not be empty"));
}

void SpecReader::readTrajectories(const Json& j, const std::string& path) {
    TrajectorySpec& t = spec.trajectories;
    if (!r.expectObject(j, path)) return;
    r.checkKeys(j, path, {"variables", "interval", "mat"});
    const bool have = r.readList(
        j, path, "variables", t.variables,
        [&](const Json& v, const std::string& p, std::string& out) {
            if (!v.is_string())
                r.typeError(p, msg("a string"), v);
            else if ((out = v.get<std::string>()).empty())
                r.error(p, msg("must not be empty"));
        },
        Need::Required);
    if (have && t.variables.empty())
        r.error(childPath(path, "variables"), msg("must contain at least one variable"));
    std::set<std::string> seen;
    for (std::size_t i = 0; i < t.variables.size(); ++i)
        if (!t.variables[i].empty() && !seen.insert(t.variables[i]).second)
            r.error(indexPath(childPath(path, "variables"), i),
                    msg("variable %1 is listed twice", quote(t.variables[i])));
    r.readPositive(j, path, "interval", t.interval);
    r.readBool(j, path, "mat", t.mat);
}

void SpecReader::readRunFiles(const Json& j, const std::string& path) {
    RunFileSpec& f = spec.runFiles;
    if (!r.expectObject(j, path)) return;
    r.checkKeys(j, path, {"runs", "format"});
    if (const Json* runs = r.get(j, path, "runs", Need::Required)) {
        if (runs->is_string() && runs->get<std::string>() == "all") {
            f.all = true;
        } else if (runs->is_array()) {
            f.runs.assign(runs->size(), 0);
            for (std::size_t i = 0; i < runs->size(); ++i) {
                const auto text = json::integerText((*runs)[i]);
                if (!text || (*text)[0] == '-')
                    r.typeError(indexPath(childPath(path, "runs"), i),
                                msg("a run index (0, 1, ...)"), (*runs)[i]);
                else
                    f.runs[i] = static_cast<std::uint64_t>((*runs)[i].get<double>());
            }
        } else {
            r.typeError(childPath(path, "runs"), msg("\"all\" or an array of run indices"), *runs);
        }
    }
    const int format = r.readChoice(j, path, "format", kFormatNames, msg("file format"));
    if (format >= 0) f.format = static_cast<FileFormat>(format);
}

void SpecReader::readStatistics(const Json& j, const std::string& path) {
    StatisticsSpec& s = spec.statistics;
    if (!r.expectObject(j, path)) return;
    r.checkKeys(j, path, {"percentiles", "confidence"});
    if (readNumberList(j, path, "percentiles", s.percentiles))
        for (std::size_t i = 0; i < s.percentiles.size(); ++i)
            if (s.percentiles[i] < 0 || s.percentiles[i] > 100)
                r.error(indexPath(childPath(path, "percentiles"), i), msg("must be from 0 to 100"));
    if (r.readNumber(j, path, "confidence", s.confidence) &&
        !(s.confidence > 0 && s.confidence < 1))
        r.error(childPath(path, "confidence"), msg("must be greater than 0 and less than 1"));
}

void SpecReader::checkRunCount(const std::string& path) {
    if (!kindKnown) return;
    double runs = 1;
    if (spec.kind == ExperimentKind::Variation) {
        for (const ParameterSpec& p : spec.parameters) {
            const ValueSet& v = p.values;
            double n = 1;
            if (v.kind == ValueSet::Kind::List)
                n = static_cast<double>(v.values.size());
            else if (v.points)
                n = static_cast<double>(*v.points);
            else if (v.step)
                n = std::floor((v.to - v.from) / *v.step + 1e-9) + 1;
            runs *= std::max(1.0, n);
        }
    } else if (spec.kind == ExperimentKind::MonteCarlo) {
        runs = static_cast<double>(spec.replications);
    } else if (spec.method == SensitivityMethod::Morris) {
        runs = static_cast<double>(spec.morrisTrajectories) *
               static_cast<double>(spec.parameters.size() + 1);
    }
    if (runs > kMaxRuns)
        r.error(path.empty() ? "parameters" : path + ".parameters",
                msg("the experiment would make %1 runs (at most %2)", json::numberText(runs),
                    json::numberText(kMaxRuns)));
}

// ---------------------------------------------------------------------------------------
// Writing

void putText(Json& j, const char* key, const std::string& value) {
    if (!value.empty()) j[key] = value;
}

void putNumber(Json& j, const char* key, const std::optional<double>& value) {
    if (value) j[key] = number(*value);
}

Json numberList(const std::vector<double>& values) {
    Json list = Json::array();
    for (double v : values) list.push_back(number(v));
    return list;
}

Json writeDistribution(const Distribution& d) {
    Json j = Json::object();
    j["kind"] = distributionName(d.kind);
    switch (d.kind) {
    case Distribution::Kind::Uniform:
        j["min"] = number(d.min);
        j["max"] = number(d.max);
        break;
    case Distribution::Kind::Normal:
        j["mean"] = number(d.mean);
        j["sd"] = number(d.sd);
        break;
    case Distribution::Kind::LogNormal:
        j["mu"] = number(d.mu);
        j["sigma"] = number(d.sigma);
        break;
    case Distribution::Kind::Triangular:
        j["min"] = number(d.min);
        j["mode"] = number(d.mode);
        j["max"] = number(d.max);
        break;
    case Distribution::Kind::Discrete:
        j["values"] = numberList(d.values);
        if (!d.weights.empty()) j["weights"] = numberList(d.weights);
        break;
    }
    return j;
}

Json writeParameter(const ParameterSpec& p, const ExperimentSpec& spec) {
    Json j = Json::object();
    j["name"] = p.name;
    switch (spec.kind) {
    case ExperimentKind::Variation:
        if (p.values.kind == ValueSet::Kind::List) {
            j["values"] = numberList(p.values.values);
        } else {
            Json range = Json::object();
            range["from"] = number(p.values.from);
            range["to"] = number(p.values.to);
            if (p.values.kind == ValueSet::Kind::Range && p.values.step)
                range["step"] = number(*p.values.step);
            if (p.values.points) range["points"] = *p.values.points;
            j[p.values.kind == ValueSet::Kind::Range ? "range" : "logRange"] = std::move(range);
        }
        break;
    case ExperimentKind::MonteCarlo: j["distribution"] = writeDistribution(p.distribution); break;
    case ExperimentKind::Sensitivity:
        if (spec.method == SensitivityMethod::OneAtATime) {
            putNumber(j, "base", p.base);
            putNumber(j, "delta", p.delta);
        } else {
            j["min"] = number(p.min);
            j["max"] = number(p.max);
        }
        break;
    }
    return j;
}

Json writeOutcome(const OutcomeSpec& o) {
    Json j = Json::object();
    j["name"] = o.name;
    j["kind"] = outcomeKindName(o.kind);
    switch (o.kind) {
    case OutcomeKind::At:
        j["variable"] = o.variable;
        j["time"] = number(o.time);
        break;
    case OutcomeKind::FirstEvent: j["element"] = o.element; break;
    case OutcomeKind::EventCount: putText(j, "element", o.element); break;
    case OutcomeKind::Expression: j["expression"] = o.expression; break;
    default: j["variable"] = o.variable; break;
    }
    return j;
}

}  // namespace

void readExperimentSpec(JsonReader& reader, const Json& j, const std::string& path,
                        ExperimentSpec& out, ExperimentHome home) {
    SpecReader(reader, out).read(j, path, home);
}

Json writeExperimentSpec(const ExperimentSpec& spec, ExperimentHome home) {
    Json j = Json::object();
    if (home == ExperimentHome::File) j["format"] = kExperimentFormatVersion;
    if (home == ExperimentHome::Document)
        j["name"] = spec.name;
    else
        putText(j, "name", spec.name);
    putText(j, "description", spec.description);
    if (home == ExperimentHome::File) j["model"] = spec.model;
    j["kind"] = kindName(spec.kind);
    j["seed"] = spec.seed;
    if (spec.kind == ExperimentKind::MonteCarlo) j["replications"] = spec.replications;
    if (spec.kind == ExperimentKind::Sensitivity) {
        j["method"] = methodName(spec.method);
        if (spec.method == SensitivityMethod::Morris) {
            Json morris = Json::object();
            morris["trajectories"] = spec.morrisTrajectories;
            morris["levels"] = spec.morrisLevels;
            j["morris"] = std::move(morris);
        }
    }
    putNumber(j, "startTime", spec.settings.startTime);
    putNumber(j, "stopTime", spec.settings.stopTime);
    Json settings = Json::object();
    putNumber(settings, "interval", spec.settings.interval);
    putNumber(settings, "tolerance", spec.settings.tolerance);
    putNumber(settings, "absTolerance", spec.settings.absTolerance);
    if (spec.settings.solver) settings["solver"] = *spec.settings.solver;
    putNumber(settings, "step", spec.settings.step);
    if (spec.settings.policy) settings["policy"] = *spec.settings.policy;
    if (!settings.empty()) j["settings"] = std::move(settings);

    if (!spec.parameters.empty() || spec.kind != ExperimentKind::MonteCarlo) {
        Json parameters = Json::array();
        for (const ParameterSpec& p : spec.parameters)
            parameters.push_back(writeParameter(p, spec));
        j["parameters"] = std::move(parameters);
    }
    if (!spec.outputs.empty()) {
        Json outputs = Json::array();
        for (const OutcomeSpec& o : spec.outputs) outputs.push_back(writeOutcome(o));
        j["outputs"] = std::move(outputs);
    }
    if (!spec.trajectories.variables.empty()) {
        Json t = Json::object();
        t["variables"] = spec.trajectories.variables;
        putNumber(t, "interval", spec.trajectories.interval);
        if (spec.trajectories.mat) t["mat"] = true;
        j["trajectories"] = std::move(t);
    }
    if (spec.runFiles.any()) {
        Json f = Json::object();
        if (spec.runFiles.all)
            f["runs"] = "all";
        else
            f["runs"] = spec.runFiles.runs;
        f["format"] = nameAt(kFormatNames, static_cast<int>(spec.runFiles.format));
        j["runFiles"] = std::move(f);
    }
    const StatisticsSpec defaults;
    if (spec.statistics.percentiles != defaults.percentiles ||
        spec.statistics.confidence != defaults.confidence) {
        Json s = Json::object();
        s["percentiles"] = numberList(spec.statistics.percentiles);
        s["confidence"] = number(spec.statistics.confidence);
        j["statistics"] = std::move(s);
    }
    return j;
}

const char* kindName(ExperimentKind k) {
    return nameAt(kKindNames, static_cast<int>(k));
}
const char* methodName(SensitivityMethod m) {
    return nameAt(kMethodNames, static_cast<int>(m));
}
const char* outcomeKindName(OutcomeKind k) {
    return nameAt(kOutcomeNames, static_cast<int>(k));
}
const char* distributionName(Distribution::Kind k) {
    return nameAt(kDistributionNames, static_cast<int>(k));
}

}  // namespace hs::experiment

#include "hs/experiment/experiment.h"

#include <cmath>
#include <exception>
#include <limits>

namespace hs::experiment {
namespace {

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

std::string at(const std::string& path, const std::string& key) {
    return path.empty() ? key : path + "." + key;
}

// The run settings of the experiment over the model's own.
SimulationSettings mergeSettings(SimulationSettings s, const RunSettings& r) {
    if (r.startTime) s.startTime = r.startTime;
    if (r.stopTime) s.stopTime = r.stopTime;
    if (r.interval) s.interval = r.interval;
    if (r.tolerance) s.relTol = r.tolerance;
    if (r.absTolerance) s.absTol = r.absTolerance;
    if (r.step) s.step = *r.step;
    if (r.solver) {
        if (*r.solver == "cvode-bdf") s.solver = SolverMethod::CvodeBdf;
        if (*r.solver == "cvode-adams") s.solver = SolverMethod::CvodeAdams;
        if (*r.solver == "euler") s.solver = SolverMethod::Euler;
        if (*r.solver == "rk4") s.solver = SolverMethod::Rk4;
    }
    if (r.policy) {
        if (*r.policy == "fifo") s.policy = SelectionPolicy::Fifo;
        if (*r.policy == "lifo") s.policy = SelectionPolicy::Lifo;
        if (*r.policy == "random") s.policy = SelectionPolicy::Random;
    }
    return s;
}

// What a variable is, for "(it is %1)": one phrase per kind, so that each is translated
// whole (the English is varKindName()'s word in "a ... variable", as it always was).
Message kindPhrase(VarKind k) {
    switch (k) {
    case VarKind::Constant: return msg("a constant variable");
    case VarKind::Parameter: return msg("a parameter variable");
    case VarKind::State: return msg("a state variable");
    case VarKind::Derivative: return msg("a derivative variable");
    case VarKind::Algebraic: return msg("an algebraic variable");
    case VarKind::Discrete: return msg("a discrete variable");
    case VarKind::Input: return msg("an input variable");
    case VarKind::Internal: break;
    }
    return msg("an internal variable");
}

}  // namespace

std::optional<Experiment> Experiment::prepare(ExperimentSpec spec,
                                              std::shared_ptr<const CompiledModel> model,
                                              const SimulationSettings& modelSettings,
                                              DiagnosticList& diags, const std::string& path,
                                              Code code) {
    Experiment e;
    e.m_model = std::move(model);
    const CompiledModel& m = *e.m_model;
    bool ok = true;
    auto error = [&](const std::string& where, Message text) {
        diags.error(code, {}, std::move(text), where);
        ok = false;
    };

    // the parameters
    bool needModelValues = false;
    for (std::size_t i = 0; i < spec.parameters.size(); ++i) {
        const ParameterSpec& p = spec.parameters[i];
        const std::string where = at(path, "parameters[" + std::to_string(i) + "].name");
        const VariableInfo* v = m.findVariable(p.name);
        if (!v)
            error(where, msg("no parameter named '%1' in %2", p.name, m.name));
        else if (v->kind != VarKind::Parameter)
            error(where, msg("'%1' is not a parameter of %2 (it is %3)", p.name, m.name,
                             kindPhrase(v->kind)));
        else if (v->structural)
            error(where, msg("'%1' sets the size of arrays or the range of loops of %2: it is "
                             "fixed when the model is "
                             "compiled and cannot vary between runs",
                             p.name, m.name));
        needModelValues =
            needModelValues || (spec.kind == ExperimentKind::Sensitivity &&
                                spec.method == SensitivityMethod::OneAtATime && !p.base);
    }

    // the outputs and the trajectories
    std::optional<OutcomeSet> outcomes =
        OutcomeSet::compile(spec.outputs, m, at(path, "outputs"), code, diags);
    if (!outcomes) ok = false;
    bool needProtected = false;
    for (const OutcomeSpec& o : spec.outputs)
        if (const VariableInfo* v = o.variable.empty() ? nullptr : m.findVariable(o.variable))
            needProtected = needProtected || v->isProtected;
    for (std::size_t i = 0; i < spec.trajectories.variables.size(); ++i) {
        const std::string& name = spec.trajectories.variables[i];
        const VariableInfo* v = m.findVariable(name);
        if (!v) {
            error(at(path, "trajectories.variables[" + std::to_string(i) + "]"),
                  msg("no variable named '%1' in %2", name, m.name));
            continue;
        }
        needProtected = needProtected || v->isProtected;
        e.m_trajectorySlots.push_back(v->slot);
    }
    if (!ok) return std::nullopt;
    e.m_outcomes = std::move(*outcomes);

    e.m_settings = mergeSettings(modelSettings, spec.settings);
    e.m_settings.protectedResults = e.m_settings.protectedResults || needProtected;
    e.m_settings.recordQueueTrace = false;
    e.m_settings.historyLimit = 0;
    const double start = e.m_settings.startTime.value_or(m.experiment.startTime);
    const double stop = e.m_settings.stopTime.value_or(m.experiment.stopTime);
    const double interval =
        e.m_settings.interval.value_or(m.experiment.interval.value_or((stop - start) / 500.0));
    if (!(stop >= start) || !(interval > 0) || !std::isfinite(stop)) {
        error(at(path, "stopTime"), msg("the stop time must not be before the start time"));
        return std::nullopt;
    }
    if (!spec.trajectories.variables.empty())
        e.m_grid = timeGrid(start, stop, spec.trajectories.interval.value_or(interval));

    // the model's own parameter values: the base point where the experiment gives none
    std::vector<double> modelValues(spec.parameters.size(), 0.0);
    if (needModelValues) {
        Engine probe(e.m_model, e.m_settings);
        if (!probe.initialize()) {
            error(at(path, "parameters"),
                  msg("the model's parameter values could not be computed (it does not "
                      "initialise); give every parameter a \"base\""));
            return std::nullopt;
        }
        for (std::size_t i = 0; i < spec.parameters.size(); ++i)
            modelValues[i] = probe.value(spec.parameters[i].name);
    }
    e.m_plan = RunPlan::build(spec, modelValues);

    // Integer and Boolean parameters take whole values only
    for (std::size_t i = 0; i < spec.parameters.size(); ++i) {
        const VariableInfo* v = m.findVariable(spec.parameters[i].name);
        if (v->type == ValueType::Real) continue;
        for (const RunPoint& p : e.m_plan.runs())
            if (p.values[i] != std::trunc(p.values[i]) ||
                (v->type == ValueType::Boolean && p.values[i] != 0 && p.values[i] != 1)) {
                const std::string value = formatNumber(p.values[i]);
                error(at(path, "parameters[" + std::to_string(i) + "]"),
                      v->type == ValueType::Boolean
                          ? msg("'%1' is a Boolean parameter (0 or 1), but run %2 gives it %3",
                                v->name, p.index, value)
                          : msg("'%1' is an Integer parameter, but run %2 gives it %3", v->name,
                                p.index, value));
                break;
            }
    }
    if (!ok) return std::nullopt;
    e.m_spec = std::move(spec);
    return e;
}

bool Experiment::keepsResults(std::uint64_t index) const {
    const RunFileSpec& f = m_spec.runFiles;
    if (f.all) return true;
    for (std::uint64_t r : f.runs)
        if (r == index) return true;
    return false;
}

RunResult Experiment::run(std::uint64_t index) const {
    const RunPoint& point = m_plan[index];
    RunResult r;
    r.index = point.index;
    r.seed = point.seed;
    r.parameters = point.values;
    try {
        SimulationSettings settings = m_settings;
        settings.seed = point.seed;
        Engine engine(m_model, settings);
        const auto& names = m_plan.parameterNames();
        for (std::size_t i = 0; i < names.size(); ++i)
            engine.setParameter(names[i], point.values[i]);
        if (engine.initialize()) engine.run();
        r.failed = engine.status() == RunStatus::Failed;
        for (const Diagnostic& d : engine.diagnostics().items()) {
            if (d.severity == Severity::Warning) ++r.warnings;
            if (d.severity == Severity::Error && r.code.empty()) {
                r.code = d.code;
                r.message = d.message;
                r.element = d.element;
                r.text = d.text;
                r.failureTime = d.time;
            }
        }
        if (r.failed && r.code.empty()) r.code = std::string(codeName(Code::SimulationFailed));
        r.outcomes =
            r.failed ? std::vector<double>(m_outcomes.size(), kNone) : m_outcomes.evaluate(engine);
        const ResultStore& results = engine.results();
        for (std::size_t k = 0; k < m_trajectorySlots.size(); ++k) {
            const std::vector<double>* column = results.column(m_spec.trajectories.variables[k]);
            if (column) {
                r.trajectories.push_back(sampleOnGrid(results.time(), *column, m_grid));
            } else {  // a parameter or constant: its value over the run
                std::vector<double> values(m_grid.size(), kNone);
                for (std::size_t g = 0; g < m_grid.size() && m_grid[g] <= engine.time(); ++g)
                    values[g] = engine.slotValue(m_trajectorySlots[k]);
                r.trajectories.push_back(std::move(values));
            }
        }
        if (keepsResults(index)) r.results = std::make_shared<const ResultStore>(results);
    } catch (const std::exception& ex) {
        r.failed = true;
        r.code = std::string(codeName(Code::InternalError));
        r.message = ex.what();
        r.text = verbatim(ex.what());
        r.outcomes.assign(m_outcomes.size(), kNone);
        r.trajectories.assign(m_trajectorySlots.size(), std::vector<double>(m_grid.size(), kNone));
    }
    return r;
}

}  // namespace hs::experiment

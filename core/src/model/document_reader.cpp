// Reading a model document (.hsm) with full validation. Reading never throws and never
// stops at the first problem: the JSON is parsed with nlohmann-json (a parser callback
// detects duplicate keys), then walked by the Reader, which reports every structural
// problem (unknown or missing keys, wrong types, bad enumeration values) with its JSON path;
// the names and references are checked in document_checks.cpp.

#include "document_internal.h"

#include "model/experiment_json.h"

#include <algorithm>
#include <cmath>
#include <exception>
#include <initializer_list>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace hs::doc {
namespace detail {

void Reader::readDocument(const Json& root, Document& doc) {
    if (!expectObject(root, "")) return;

    // The version comes first: a document of another version is not checked any further,
    // since its keys may mean something else.
    if (const Json* f = get(root, "", "format", Need::Required)) {
        const std::optional<std::string> version = integerText(*f);
        if (!version) {
            typeError("format", msg("an integer"), *f);
        } else if (*version != std::to_string(kFormatVersion)) {
            error("format", msg("unsupported format version %1 (this HybridStudio reads %2)",
                                *version, kFormatVersion));
            return;
        }
    }
    doc.format = kFormatVersion;

    checkKeys(root, "",
              {"format", "name", "description", "experiment", "modules", "connections",
               "cosimulation", "package", "plots", "experiments"});
    readString(root, "", "name", doc.name, Need::Required);
    readString(root, "", "description", doc.description);
    if (const Json* e = get(root, "", "experiment", Need::Optional))
        readExperiment(*e, "experiment", doc.experiment);

    const bool haveModules = readList(
        root, "", "modules", doc.modules,
        [&](const Json& j, const std::string& p, Module& m) { readModule(j, p, m); },
        Need::Required);
    if (haveModules && doc.modules.empty())
        error("modules", msg("must contain at least one module"));

    m_moduleIndex.clear();
    m_moduleNamesComplete = true;
    for (std::size_t i = 0; i < doc.modules.size(); ++i) {
        const std::string& name = doc.modules[i].name;
        if (name.empty()) {
            m_moduleNamesComplete = false;
            continue;
        }
        auto [it, inserted] = m_moduleIndex.emplace(name, i);
        if (!inserted)
            error(indexPath("modules", i) + ".name",
                  msg("duplicate module name %1 (first used by %2)", quote(name),
                      indexPath("modules", it->second)));
    }

    readList(root, "", "connections", doc.connections,
             [&](const Json& j, const std::string& p, Connection& c) { readConnection(j, p, c); });
    if (const Json* c = get(root, "", "cosimulation", Need::Optional)) {
        doc.cosimulation.emplace();
        readCosimulation(*c, "cosimulation", *doc.cosimulation);
    }
    if (const Json* p = get(root, "", "package", Need::Optional)) {
        doc.package.emplace();
        readPackage(*p, "package", *doc.package);
    }

    readList(root, "", "plots", doc.plots,
             [&](const Json& j, const std::string& p, Plot& plot) { readPlot(j, p, plot); });
    readList(root, "", "experiments", doc.experiments,
             [&](const Json& j, const std::string& p, experiment::ExperimentSpec& e) {
                 experiment::readExperimentSpec(*this, j, p, e,
                                                experiment::ExperimentHome::Document);
             });
    std::unordered_map<std::string, std::size_t> experimentIndex;
    for (std::size_t i = 0; i < doc.experiments.size(); ++i) {
        const std::string& name = doc.experiments[i].name;
        if (name.empty()) continue;
        auto [it, inserted] = experimentIndex.emplace(name, i);
        if (!inserted)
            error(indexPath("experiments", i) + ".name",
                  msg("duplicate experiment name %1 (first used by %2)", quote(name),
                      indexPath("experiments", it->second)));
    }
}

void Reader::readExperiment(const Json& j, const std::string& path, Experiment& e) {
    if (!expectObject(j, path)) return;
    checkKeys(j, path,
              {"startTime", "stopTime", "interval", "tolerance", "absTolerance", "policy", "seed"});
    readNumber(j, path, "startTime", e.startTime);
    readNumber(j, path, "stopTime", e.stopTime);
    readPositive(j, path, "interval", e.interval);
    std::optional<double> tolerance;
    readPositive(j, path, "tolerance", tolerance);
    if (tolerance) e.tolerance = *tolerance;
    readPositive(j, path, "absTolerance", e.absTolerance);
    const int policy = readChoice(j, path, "policy", kPolicyNames, msg("policy"));
    if (policy >= 0) e.policy = static_cast<SelectionPolicy>(policy);
    if (const Json* seed = get(j, path, "seed", Need::Optional)) {
        const double d = seed->is_number_float() ? seed->get<double>() : -1.0;
        if (seed->is_number_unsigned())
            e.seed = seed->get<std::uint64_t>();
        else if (d >= 0 && d == std::trunc(d) && d < 18446744073709551616.0)  // 2^64
            e.seed = static_cast<std::uint64_t>(d);
        else
            typeError(childPath(path, "seed"), msg("a non-negative integer"), *seed);
    }
}

void Reader::readModule(const Json& j, const std::string& path, Module& m) {
    if (!expectObject(j, path)) return;
    checkKeys(j, path,
              {"name", "kind", "position", "block", "equations", "solver", "statecharts", "events",
               "dynamicEvents"});
    if (readString(j, path, "name", m.name, Need::Required) && m.name.empty())
        error(path + ".name", msg("must not be empty"));
    const int kind = readChoice(j, path, "kind", kModuleKindNames, msg("module kind"));
    if (kind >= 0) m.kind = static_cast<ModuleKind>(kind);
    const bool kindKnown = kind >= 0 || !member(j, "kind");
    if (const Json* p = get(j, path, "position", Need::Optional))
        readPoint(*p, path + ".position", m.position);

    // Each remaining key belongs to one kind; with an unknown kind nothing more can be said.
    auto belongs = [&](std::string_view key, ModuleKind owner) {
        if (!member(j, key) || !kindKnown) return false;
        if (m.kind == owner) return true;
        error(childPath(path, key), msg("only allowed with kind %1",
                                        quote(nameAt(kModuleKindNames, static_cast<int>(owner)))));
        return false;
    };
    if (belongs("block", ModuleKind::Block))
        readBlock(*member(j, "block"), path + ".block", m.block);
    else if (kindKnown && m.kind == ModuleKind::Block && !member(j, "block"))
        error(path + ".block",
              msg("missing required key \"block\" (the module is of kind \"block\")"));
    if (belongs("equations", ModuleKind::Model)) readString(j, path, "equations", m.equations);
    if (belongs("solver", ModuleKind::Model))
        readSolver(*member(j, "solver"), path + ".solver", m.solver);
    if (belongs("statecharts", ModuleKind::Model))
        readList(
            j, path, "statecharts", m.statecharts,
            [&](const Json& e, const std::string& p, Statechart& c) { readStatechart(e, p, c); });
    if (belongs("events", ModuleKind::Model))
        readList(j, path, "events", m.events,
                 [&](const Json& e, const std::string& p, Event& ev) { readEvent(e, p, ev); });
    if (belongs("dynamicEvents", ModuleKind::Model))
        readList(j, path, "dynamicEvents", m.dynamicEvents,
                 [&](const Json& e, const std::string& p, DynamicEvent& d) {
                     readDynamicEvent(e, p, d);
                 });
    checkModuleNames(m, path);
}

void Reader::readBlock(const Json& j, const std::string& path, BlockSpec& b) {
    if (!expectObject(j, path)) return;
    checkKeys(j, path, {"type", "parameters"});
    // The type and the parameters are checked when the model is built (the block library
    // knows its types and their parameters); here only the structure.
    readIdentifier(j, path, "type", b.type);
    const Json* params = get(j, path, "parameters", Need::Optional);
    if (!params) return;
    const std::string paramsPath = path + ".parameters";
    if (!expectObject(*params, paramsPath)) return;
    for (auto it = params->begin(); it != params->end(); ++it) {
        BlockParameter p;
        p.name = it.key();
        const std::string where = childPath(paramsPath, p.name);
        if (!isIdentifier(p.name)) {
            error(where, msg("%1 is not an identifier (letters, digits and _, not "
                             "starting with a digit)",
                             quote(p.name)));
            continue;
        }
        readBlockParameter(it.value(), where, p);
        b.parameters.push_back(std::move(p));
    }
}

// A parameter value: a number, an array of numbers or a text.
void Reader::readBlockParameter(const Json& v, const std::string& path, BlockParameter& p) {
    if (v.is_number()) {
        p.kind = BlockParameter::Kind::Number;
        readNumberValue(v, path, p.number);
    } else if (v.is_array()) {
        p.kind = BlockParameter::Kind::List;
        p.list.assign(v.size(), 0.0);
        for (std::size_t i = 0; i < v.size(); ++i)
            readNumberValue(v[i], indexPath(path, i), p.list[i]);
    } else if (v.is_string()) {
        p.kind = BlockParameter::Kind::Text;
        p.text = v.get<std::string>();
    } else {
        typeError(path, msg("a number, an array of numbers or a string"), v);
    }
}

void Reader::readConnection(const Json& j, const std::string& path, Connection& c) {
    if (!expectObject(j, path)) return;
    checkKeys(j, path, {"from", "to", "points"});
    if (const Json* from = get(j, path, "from", Need::Required))
        readPortReference(*from, path + ".from", c.from);
    const bool haveTo = readList(
        j, path, "to", c.to,
        [&](const Json& v, const std::string& p, std::string& out) {
            readPortReference(v, p, out);
        },
        Need::Required);
    if (haveTo && c.to.empty()) error(path + ".to", msg("must contain at least one input port"));
    readList(j, path, "points", c.points,
             [&](const Json& e, const std::string& p, Point& pt) { readPoint(e, p, pt); });
}

// "Module.port": the module must exist. The port is one of the module's inputs or outputs,
// known only once the module is compiled, so it is checked when the model is built.
void Reader::readPortReference(const Json& v, const std::string& path, std::string& out) {
    if (!v.is_string()) {
        typeError(path, msg("a string"), v);
        return;
    }
    out = v.get<std::string>();
    const std::size_t dot = out.rfind('.');
    if (dot == std::string::npos || dot == 0 ||
        !isIdentifier(std::string_view(out).substr(dot + 1))) {
        error(path, msg("%1 is not of the form \"Module.port\"", quote(out)));
        return;
    }
    checkModuleName(out.substr(0, dot), path);
}

void Reader::checkModuleName(const std::string& name, const std::string& path) {
    if (m_moduleIndex.count(name) || !m_moduleNamesComplete) return;
    error(path, msg("no module named %1", quote(name)));
}

void Reader::readCosimulation(const Json& j, const std::string& path, Cosimulation& c) {
    if (!expectObject(j, path)) return;
    checkKeys(j, path, {"mode", "step", "frame"});
    const int mode = readChoice(j, path, "mode", kCosimModeNames, msg("cosimulation mode"));
    if (mode >= 0) c.mode = static_cast<cosim::RunMode>(mode);
    const bool modeKnown = mode >= 0 || !member(j, "mode");
    std::optional<double> step;
    readPositive(j, path, "step", step);
    if (step) c.step = *step;
    // The frame length is a whole number of steps; that is checked when the model runs,
    // since the step and the frame may be given there.
    if (member(j, "frame")) {
        if (modeKnown && c.mode != cosim::RunMode::Frames)
            error(path + ".frame", msg("only allowed with mode \"frames\""));
        else
            readPositive(j, path, "frame", c.frame);
    } else if (modeKnown && c.mode == cosim::RunMode::Frames) {
        error(path + ".frame", msg("missing required key \"frame\" (the mode is \"frames\")"));
    }
}

void Reader::readPackage(const Json& j, const std::string& path, Package& p) {
    if (!expectObject(j, path)) return;
    checkKeys(j, path,
              {"endTime", "writeMode", "writeAtSyncOnly", "resultsOnlyAtSync", "recordOnlyAtSync",
               "projects"});
    readNumber(j, path, "endTime", p.endTime);
    const int writeMode = readChoice(j, path, "writeMode", kWriteModeNames, msg("write mode"));
    if (writeMode >= 0) p.writeMode = static_cast<WriteMode>(writeMode);
    readBool(j, path, "writeAtSyncOnly", p.writeAtSyncOnly);
    readBool(j, path, "resultsOnlyAtSync", p.resultsOnlyAtSync);
    // the name of resultsOnlyAtSync in documents written before the signal rule existed
    if (j.contains("recordOnlyAtSync")) {
        if (j.contains("resultsOnlyAtSync"))
            error(path + ".recordOnlyAtSync",
                  msg("the old name of \"resultsOnlyAtSync\"; give only one of them"));
        else
            readBool(j, path, "recordOnlyAtSync", p.resultsOnlyAtSync);
    }
    const bool haveProjects = readList(
        j, path, "projects", p.projects,
        [&](const Json& e, const std::string& pp, Project& project) {
            readProject(e, pp, project);
        },
        Need::Required);
    if (haveProjects && p.projects.empty())
        error(path + ".projects", msg("must contain at least one project"));
    // A module is one project at most.
    std::unordered_map<std::string, std::size_t> projectIndex;
    for (std::size_t i = 0; i < p.projects.size(); ++i) {
        const std::string& module = p.projects[i].module;
        if (module.empty()) continue;
        auto [it, inserted] = projectIndex.emplace(module, i);
        if (!inserted)
            error(indexPath(path + ".projects", i) + ".module",
                  msg("module %1 is already a project (%2)", quote(module),
                      indexPath("projects", it->second)));
    }
}

void Reader::readProject(const Json& j, const std::string& path, Project& p) {
    if (!expectObject(j, path)) return;
    checkKeys(j, path, {"module", "minStep", "maxStep", "syncStep", "active"});
    if (readString(j, path, "module", p.module, Need::Required)) {
        if (p.module.empty())
            error(path + ".module", msg("must not be empty"));
        else
            checkModuleName(p.module, path + ".module");
    }
    std::optional<double> minStep, maxStep, syncStep;
    readPositive(j, path, "minStep", minStep);
    readPositive(j, path, "maxStep", maxStep);
    readPositive(j, path, "syncStep", syncStep);
    if (minStep) p.minStep = *minStep;
    if (maxStep) p.maxStep = *maxStep;
    if (syncStep) p.syncStep = *syncStep;
    // minStep <= maxStep, when both are known (given and valid, or absent: the default)
    const bool minKnown = minStep || !member(j, "minStep");
    const bool maxKnown = maxStep || !member(j, "maxStep");
    if (minKnown && maxKnown && p.maxStep < p.minStep) {
        if (maxStep)
            error(path + ".maxStep",
                  msg("must not be less than minStep (%1)", numberText(p.minStep)));
        else
            error(
                path + ".maxStep",
                msg("missing required key \"maxStep\" (minStep %1 is greater than its default %2)",
                    numberText(p.minStep), numberText(Project{}.maxStep)));
    }
    readBool(j, path, "active", p.active);
}

void Reader::readSolver(const Json& j, const std::string& path, SolverSettings& s) {
    if (!expectObject(j, path)) return;
    checkKeys(j, path, {"method", "step"});
    const int method = readChoice(j, path, "method", kSolverMethodNames, msg("solver method"));
    if (method >= 0) s.method = static_cast<SolverMethod>(method);
    readPositive(j, path, "step", s.step);
}

void Reader::readStatechart(const Json& j, const std::string& path, Statechart& c) {
    if (!expectObject(j, path)) return;
    checkKeys(j, path, {"name", "initial", "states", "transitions"});
    readIdentifier(j, path, "name", c.name);
    const bool haveInitial = readString(j, path, "initial", c.initial);
    m_stateKindKnown.clear();
    m_transitionKeys.clear();
    m_stateNamesComplete = true;
    readList(j, path, "states", c.states,
             [&](const Json& e, const std::string& p, State& s) { readState(e, p, s); });
    readList(j, path, "transitions", c.transitions,
             [&](const Json& e, const std::string& p, Transition& t) { readTransition(e, p, t); });
    m_stateKindKnown.resize(c.states.size(), false);
    m_transitionKeys.resize(c.transitions.size());
    if (!c.states.empty() && !member(j, "initial"))
        error(path + ".initial",
              msg("missing required key \"initial\" (the statechart has states)"));
    checkStatechart(c, path, haveInitial);
}

void Reader::readState(const Json& j, const std::string& path, State& s) {
    // Indices follow the JSON: record whether this state's kind is known (for references).
    const std::size_t index = m_stateKindKnown.size();
    m_stateKindKnown.push_back(false);
    if (!expectObject(j, path)) {
        m_stateNamesComplete = false;
        return;
    }
    checkKeys(j, path, {"name", "kind", "parent", "initial", "entry", "exit", "geometry"});
    if (!readIdentifier(j, path, "name", s.name) && s.name.empty()) m_stateNamesComplete = false;
    const Json* kindValue = member(j, "kind");
    const int kind = readChoice(j, path, "kind", kStateKindNames, msg("state kind"));
    if (kind >= 0) s.kind = static_cast<StateKind>(kind);
    m_stateKindKnown[index] = kind >= 0 || !kindValue;
    readString(j, path, "parent", s.parent);
    if (readString(j, path, "initial", s.initial) && m_stateKindKnown[index] &&
        s.kind != StateKind::Composite)
        error(path + ".initial",
              msg("only a composite state has an initial child (this state is %1)",
                  quote(stateKindName(s.kind))));
    readString(j, path, "entry", s.entry);
    readString(j, path, "exit", s.exit);
    if (const Json* g = get(j, path, "geometry", Need::Optional)) {
        const std::string gp = path + ".geometry";
        if (expectObject(*g, gp)) {
            checkKeys(*g, gp, {"x", "y", "width", "height"});
            readNumber(*g, gp, "x", s.geometry.x);
            readNumber(*g, gp, "y", s.geometry.y);
            readNumber(*g, gp, "width", s.geometry.width);
            readNumber(*g, gp, "height", s.geometry.height);
        }
    }
}

void Reader::readTransition(const Json& j, const std::string& path, Transition& t) {
    m_transitionKeys.emplace_back();
    if (!expectObject(j, path)) return;
    TransitionKeys keys;
    keys.object = true;
    checkKeys(j, path, {"name", "source", "target", "trigger", "guard", "action", "points"});
    readIdentifier(j, path, "name", t.name);
    keys.source = readString(j, path, "source", t.source, Need::Required);
    keys.target = readString(j, path, "target", t.target, Need::Required);
    if (const Json* trigger = member(j, "trigger")) {
        keys.trigger = true;
        readTransitionTrigger(*trigger, path + ".trigger", t);
    }
    m_transitionKeys.back() = keys;
    readString(j, path, "guard", t.guard);
    readString(j, path, "action", t.action);
    readList(j, path, "points", t.points,
             [&](const Json& e, const std::string& p, Point& pt) { readPoint(e, p, pt); });
}

void Reader::readTransitionTrigger(const Json& j, const std::string& path, Transition& t) {
    if (!expectObject(j, path)) return;
    checkKeys(j, path, {"kind", "expression", "anyMessage"});
    const int kind =
        readChoice(j, path, "kind", kTriggerKindNames, msg("trigger kind"), Need::Required);
    if (kind >= 0) t.trigger = static_cast<TriggerKind>(kind);
    readString(j, path, "expression", t.expression);
    if (member(j, "anyMessage")) {
        if (kind >= 0 && t.trigger != TriggerKind::Message) {
            error(path + ".anyMessage", msg("only allowed with kind \"message\""));
        } else if (readBool(j, path, "anyMessage", t.anyMessage) && t.anyMessage &&
                   !t.expression.empty()) {
            error(path + ".expression", msg("must be absent when anyMessage is true"));
        }
    }
}

void Reader::readPoint(const Json& j, const std::string& path, Point& p) {
    if (!expectObject(j, path)) return;
    checkKeys(j, path, {"x", "y"});
    readNumber(j, path, "x", p.x, Need::Required);
    readNumber(j, path, "y", p.y, Need::Required);
}

void Reader::readEvent(const Json& j, const std::string& path, Event& e) {
    if (!expectObject(j, path)) return;
    checkKeys(j, path, {"name", "trigger", "action"});
    readIdentifier(j, path, "name", e.name);
    if (const Json* trigger = get(j, path, "trigger", Need::Required))
        readEventTrigger(*trigger, path + ".trigger", e);
    readString(j, path, "action", e.action);
}

void Reader::readEventTrigger(const Json& j, const std::string& path, Event& e) {
    if (!expectObject(j, path)) return;
    checkKeys(j, path, {"kind", "mode", "time", "period", "rate", "condition"});
    const int kind =
        readChoice(j, path, "kind", kEventTriggerNames, msg("event trigger kind"), Need::Required);
    if (kind >= 0) e.trigger = static_cast<EventElementTrigger>(kind);

    // Each key belongs to one kind; with an unknown kind nothing more can be said.
    auto belongs = [&](std::string_view key, EventElementTrigger owner) {
        if (!member(j, key)) return false;
        if (kind < 0) return false;
        if (e.trigger == owner) return true;
        error(childPath(path, key),
              msg("only allowed with kind %1", quote(eventElementTriggerName(owner))));
        return false;
    };
    bool modeKnown = !member(j, "mode");
    if (belongs("mode", EventElementTrigger::Timeout)) {
        const int mode = readChoice(j, path, "mode", kTimeoutModeNames, msg("timeout mode"));
        if (mode >= 0) e.mode = static_cast<TimeoutMode>(mode);
        modeKnown = mode >= 0;
    }
    if (belongs("time", EventElementTrigger::Timeout)) readString(j, path, "time", e.time);
    if (belongs("period", EventElementTrigger::Timeout)) {
        if (modeKnown && e.mode != TimeoutMode::Cyclic)
            error(path + ".period", msg("only allowed with mode \"cyclic\""));
        else
            readString(j, path, "period", e.period);
    }
    if (belongs("rate", EventElementTrigger::Rate)) readString(j, path, "rate", e.rate);
    if (belongs("condition", EventElementTrigger::Condition))
        readString(j, path, "condition", e.condition);
}

void Reader::readDynamicEvent(const Json& j, const std::string& path, DynamicEvent& e) {
    if (!expectObject(j, path)) return;
    checkKeys(j, path, {"name", "parameters", "action"});
    readIdentifier(j, path, "name", e.name);
    std::unordered_map<std::string, std::size_t> seen;
    readList(j, path, "parameters", e.parameters,
             [&](const Json& v, const std::string& p, std::string& out) {
                 if (!v.is_string()) {
                     typeError(p, msg("a string"), v);
                     return;
                 }
                 out = v.get<std::string>();
                 if (!isIdentifier(out)) {
                     error(p, msg("%1 is not an identifier (letters, digits and _, not "
                                  "starting with a digit)",
                                  quote(out)));
                     return;
                 }
                 auto [it, inserted] = seen.emplace(out, 0);
                 if (!inserted) error(p, msg("duplicate parameter %1", quote(out)));
             });
    readString(j, path, "action", e.action);
}

void Reader::readPlot(const Json& j, const std::string& path, Plot& p) {
    if (!expectObject(j, path)) return;
    checkKeys(j, path, {"title", "variables"});
    readString(j, path, "title", p.title, Need::Required);
    readList(j, path, "variables", p.variables,
             [&](const Json& v, const std::string& vp, std::string& out) {
                 if (v.is_string())
                     out = v.get<std::string>();
                 else
                     typeError(vp, msg("a string"), v);
             });
}

}  // namespace detail

bool parseDocument(std::string_view text, Document& out, DiagnosticList& diags) {
    try {
        json::PathTracker tracker;
        json::Json root;
        if (!json::parseJson(text, root, tracker, diags, Code::InvalidDocument)) return false;

        detail::Reader reader(diags);
        reader.reportDuplicates(tracker);
        Document doc;
        reader.readDocument(root, doc);
        if (reader.failed()) return false;
        out = std::move(doc);
        return true;
    } catch (const std::exception& e) {
        diags.error(Code::InvalidDocument, SourceLoc{},
                    msg("cannot read the document: %1", json::sanitizeUtf8(e.what())));
    } catch (...) {
        diags.error(Code::InvalidDocument, SourceLoc{}, msg("cannot read the document"));
    }
    return false;
}

}  // namespace hs::doc

// The model document (.hsm): reading with full validation into the structs of
// hs/model/document.h, and writing with a fixed key order. The format itself is described
// in docs/hsm-format.md and resources/hsm.schema.json.
//
// Reading never throws and never stops at the first problem: the JSON is parsed with
// nlohmann-json (a parser callback detects duplicate keys), then walked by a Reader that
// reports every structural problem (unknown or missing keys, wrong types, bad enumeration
// values), and finally the names and references of every statechart and module are checked
// (connections and package projects must name existing modules; the port names of a
// connection come from the compiled modules and are checked when the model is built).
// Writing follows one rule: required keys and keys whose default is not empty are always
// written; optional keys are left out when empty ("", [], false or an unset number), and
// keys that do not apply to the chosen kind are never written. Two module keys are the
// exception, left out at their defaults so that single-module documents stay as they were:
// "kind" when "model" and "position" when at (0, 0).

#include "hs/model/document.h"

#include "json_reader.h"

#include "experiment/experiment_json.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <exception>
#include <initializer_list>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace hs::doc {
namespace {

using json::Json;
using json::childPath;
using json::describe;
using json::indexPath;
using json::integerText;
using json::listNames;
using json::nameAt;
using json::number;
using json::numberText;
using json::quote;

// Names of the enumerations in JSON, in declaration order of the enum values (the readers
// cast the index read to the enum).
constexpr std::array<const char*, 4> kStateKindNames = {"simple", "composite", "final", "choice"};
constexpr std::array<const char*, 4> kTriggerKindNames = {"timeout", "rate", "condition",
                                                          "message"};
constexpr std::array<const char*, 3> kEventTriggerNames = {"timeout", "rate", "condition"};
constexpr std::array<const char*, 2> kTimeoutModeNames = {"once", "cyclic"};
constexpr std::array<const char*, 3> kPolicyNames = {"fifo", "lifo", "random"};
constexpr std::array<const char*, 4> kSolverMethodNames = {"cvode-bdf", "cvode-adams", "euler",
                                                           "rk4"};
constexpr std::array<const char*, 2> kModuleKindNames = {"model", "block"};
constexpr std::array<const char*, 3> kCosimModeNames = {"lockstep", "whole", "frames"};
constexpr std::array<const char*, 2> kWriteModeNames = {"deferred", "immediate"};

// ---------------------------------------------------------------------------------------
// Reader: JSON value -> structs, reporting every problem with its JSON path.

class Reader : public json::JsonReader {
public:
    explicit Reader(DiagnosticList& diags) : JsonReader(diags, Code::InvalidDocument) {}

    void readDocument(const Json& root, Document& doc);

private:
    void readExperiment(const Json& j, const std::string& path, Experiment& e);
    void readModule(const Json& j, const std::string& path, Module& m);
    void readSolver(const Json& j, const std::string& path, SolverSettings& s);
    void readStatechart(const Json& j, const std::string& path, Statechart& c);
    void readState(const Json& j, const std::string& path, State& s);
    void readTransition(const Json& j, const std::string& path, Transition& t);
    void readTransitionTrigger(const Json& j, const std::string& path, Transition& t);
    void readEvent(const Json& j, const std::string& path, Event& e);
    void readEventTrigger(const Json& j, const std::string& path, Event& e);
    void readDynamicEvent(const Json& j, const std::string& path, DynamicEvent& e);
    void readPlot(const Json& j, const std::string& path, Plot& p);
    void readPoint(const Json& j, const std::string& path, Point& p);
    void readBlock(const Json& j, const std::string& path, BlockSpec& b);
    void readBlockParameter(const Json& v, const std::string& path, BlockParameter& p);
    void readConnection(const Json& j, const std::string& path, Connection& c);
    void readPortReference(const Json& v, const std::string& path, std::string& out);
    void readCosimulation(const Json& j, const std::string& path, Cosimulation& c);
    void readPackage(const Json& j, const std::string& path, Package& p);
    void readProject(const Json& j, const std::string& path, Project& p);
    void checkModuleName(const std::string& name, const std::string& path);

    void checkStatechart(const Statechart& c, const std::string& path, bool haveInitial);
    void checkModuleNames(const Module& m, const std::string& path);

    // What the JSON of one transition held, beyond the struct (for the reference checks).
    struct TransitionKeys {
        bool object = false, source = false, target = false, trigger = false;
    };

    // Per statechart being read, indexed like the JSON arrays: whether each state's kind is
    // known (absent or valid), and which keys each transition had.
    std::vector<bool> m_stateKindKnown;
    std::vector<TransitionKeys> m_transitionKeys;
    // False when some state of the chart has no readable name: a reference to a missing
    // state may then mean that one, and is not reported.
    bool m_stateNamesComplete = true;

    // The modules by name (first of each name), for connections and package projects; the
    // same rule as for states applies to modules without a readable name.
    std::unordered_map<std::string, std::size_t> m_moduleIndex;
    bool m_moduleNamesComplete = true;
};

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
                 experiment::readExperimentSpec(*this, j, p, e, experiment::ExperimentHome::Document);
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
    checkKeys(j, path, {"startTime", "stopTime", "interval", "tolerance", "absTolerance", "policy",
                        "seed"});
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
    checkKeys(j, path, {"endTime", "writeMode", "writeAtSyncOnly", "resultsOnlyAtSync", "recordOnlyAtSync", "projects"});
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

// Names unique within the chart, and every reference (chart initial, parents, composite
// initials, transition ends) resolved.
void Reader::checkStatechart(const Statechart& c, const std::string& path, bool haveInitial) {
    const std::string chart = quote(c.name);
    const std::string statesPath = path + ".states";
    std::unordered_map<std::string, std::size_t> stateIndex;
    for (std::size_t i = 0; i < c.states.size(); ++i) {
        const std::string& name = c.states[i].name;
        if (name.empty()) continue;
        auto [it, inserted] = stateIndex.emplace(name, i);
        if (!inserted)
            error(indexPath(statesPath, i) + ".name",
                  msg("duplicate state name %1 (first used by %2)", quote(name),
                      indexPath("states", it->second)));
    }
    auto lookup = [&](const std::string& name) -> std::optional<std::size_t> {
        auto it = stateIndex.find(name);
        if (it == stateIndex.end()) return std::nullopt;
        return it->second;
    };
    auto noSuchState = [&](const std::string& where, const std::string& name) {
        if (m_stateNamesComplete)
            error(where, msg("no state named %1 in statechart %2", quote(name), chart));
    };

    if (haveInitial) {
        if (auto i = lookup(c.initial); !i)
            noSuchState(path + ".initial", c.initial);
        else if (!c.states[*i].parent.empty())
            error(path + ".initial", msg("state %1 is not at the top level (its parent is %2)",
                                         quote(c.initial), quote(c.states[*i].parent)));
    }

    // Parents: resolved index per state (or none).
    std::vector<std::optional<std::size_t>> parentOf(c.states.size());
    for (std::size_t i = 0; i < c.states.size(); ++i) {
        const State& s = c.states[i];
        if (s.parent.empty()) continue;
        const std::string where = indexPath(statesPath, i) + ".parent";
        auto p = lookup(s.parent);
        if (!p) {
            noSuchState(where, s.parent);
            continue;
        }
        parentOf[i] = p;
        if (m_stateKindKnown[*p] && c.states[*p].kind != StateKind::Composite)
            error(where, msg("state %1 is not composite (it is %2)", quote(s.parent),
                             quote(stateKindName(c.states[*p].kind))));
    }

    // Cycles of the parent relation, each reported once, at its state of lowest index. Every
    // state is walked once: 1 marks the states of the current walk, 2 those already done.
    std::vector<int> mark(c.states.size(), 0);
    for (std::size_t i = 0; i < c.states.size(); ++i) {
        std::vector<std::size_t> walk;
        std::optional<std::size_t> p = i;
        while (p && mark[*p] == 0) {
            mark[*p] = 1;
            walk.push_back(*p);
            p = parentOf[*p];
        }
        if (p && mark[*p] == 1) {  // back on this walk: *p lies on a new cycle
            std::size_t first = *p;
            for (std::size_t k = parentOf[*p].value(); k != *p; k = parentOf[k].value())
                first = std::min(first, k);
            std::string cycle = quote(c.states[first].name);
            std::size_t k = first;
            do {
                k = parentOf[k].value();
                cycle += " -> " + quote(c.states[k].name);
            } while (k != first);
            error(indexPath(statesPath, first) + ".parent",
                  msg("the parent chain is cyclic (%1)", cycle));
        }
        for (std::size_t k : walk) mark[k] = 2;
    }

    // Names of the states that have children.
    std::set<std::string> parents;
    for (const State& s : c.states)
        if (!s.parent.empty()) parents.insert(s.parent);

    // Composite states: the initial child.
    for (std::size_t i = 0; i < c.states.size(); ++i) {
        const State& s = c.states[i];
        if (s.kind != StateKind::Composite || !m_stateKindKnown[i] || s.name.empty()) continue;
        const std::string where = indexPath(statesPath, i) + ".initial";
        if (s.initial.empty()) {
            if (parents.count(s.name))
                error(where, msg("missing required key \"initial\" (composite state %1 has child "
                                 "states)",
                                 quote(s.name)));
            continue;
        }
        auto child = lookup(s.initial);
        if (!child)
            noSuchState(where, s.initial);
        else if (c.states[*child].parent != s.name)
            error(where,
                  msg("state %1 is not a direct child of %2", quote(s.initial), quote(s.name)));
    }

    // Transitions: unique names, existing ends, a trigger unless leaving a choice state.
    const std::string transitionsPath = path + ".transitions";
    std::unordered_map<std::string, std::size_t> transitionIndex;
    for (std::size_t i = 0; i < c.transitions.size(); ++i) {
        const Transition& t = c.transitions[i];
        const std::string tp = indexPath(transitionsPath, i);
        if (!t.name.empty()) {
            auto [it, inserted] = transitionIndex.emplace(t.name, i);
            if (!inserted)
                error(tp + ".name", msg("duplicate transition name %1 (first used by %2)",
                                        quote(t.name), indexPath("transitions", it->second)));
        }
        const TransitionKeys& keys = m_transitionKeys[i];
        std::optional<std::size_t> source;
        if (keys.source) {
            source = lookup(t.source);
            if (!source) noSuchState(tp + ".source", t.source);
        }
        if (keys.target && !lookup(t.target)) noSuchState(tp + ".target", t.target);
        if (keys.object && !keys.trigger && source && m_stateKindKnown[*source] &&
            c.states[*source].kind != StateKind::Choice)
            error(tp + ".trigger",
                  msg("missing required key \"trigger\" (only transitions leaving a "
                      "choice state have none)"));
    }
}

// Events and dynamic events share one name space; statechart names are unique too.
void Reader::checkModuleNames(const Module& m, const std::string& path) {
    std::unordered_map<std::string, std::string> charts;
    for (std::size_t i = 0; i < m.statecharts.size(); ++i) {
        const std::string& name = m.statecharts[i].name;
        if (name.empty()) continue;
        const std::string where = indexPath("statecharts", i);
        auto [it, inserted] = charts.emplace(name, where);
        if (!inserted)
            error(path + "." + where + ".name",
                  msg("duplicate statechart name %1 (first used by %2)", quote(name), it->second));
    }
    std::unordered_map<std::string, std::string> events;
    auto add = [&](const std::string& name, const std::string& where) {
        if (name.empty()) return;
        auto [it, inserted] = events.emplace(name, where);
        if (!inserted)
            error(path + "." + where + ".name",
                  msg("duplicate event name %1 (first used by %2)", quote(name), it->second));
    };
    for (std::size_t i = 0; i < m.events.size(); ++i)
        add(m.events[i].name, indexPath("events", i));
    for (std::size_t i = 0; i < m.dynamicEvents.size(); ++i)
        add(m.dynamicEvents[i].name, indexPath("dynamicEvents", i));
}

// ---------------------------------------------------------------------------------------
// Writing

void putText(Json& j, const char* key, const std::string& value) {
    if (!value.empty()) j[key] = value;
}

Json writePoint(const Point& p) {
    Json j = Json::object();
    j["x"] = number(p.x);
    j["y"] = number(p.y);
    return j;
}

void putPoints(Json& j, const char* key, const std::vector<Point>& points) {
    if (points.empty()) return;
    Json list = Json::array();
    for (const Point& p : points) list.push_back(writePoint(p));
    j[key] = std::move(list);
}

Json writeState(const State& s) {
    Json j = Json::object();
    j["name"] = s.name;
    j["kind"] = stateKindName(s.kind);
    putText(j, "parent", s.parent);
    if (s.kind == StateKind::Composite) putText(j, "initial", s.initial);
    putText(j, "entry", s.entry);
    putText(j, "exit", s.exit);
    Json g = Json::object();
    g["x"] = number(s.geometry.x);
    g["y"] = number(s.geometry.y);
    g["width"] = number(s.geometry.width);
    g["height"] = number(s.geometry.height);
    j["geometry"] = std::move(g);
    return j;
}

Json writeTransition(const Transition& t, bool leavesChoice) {
    Json j = Json::object();
    j["name"] = t.name;
    j["source"] = t.source;
    j["target"] = t.target;
    if (!leavesChoice) {
        Json trigger = Json::object();
        trigger["kind"] = triggerKindName(t.trigger);
        const bool any = t.trigger == TriggerKind::Message && t.anyMessage;
        if (!any) putText(trigger, "expression", t.expression);
        if (any) trigger["anyMessage"] = true;
        j["trigger"] = std::move(trigger);
    }
    putText(j, "guard", t.guard);
    putText(j, "action", t.action);
    putPoints(j, "points", t.points);
    return j;
}

Json writeStatechart(const Statechart& c) {
    Json j = Json::object();
    j["name"] = c.name;
    putText(j, "initial", c.initial);
    if (!c.states.empty()) {
        Json states = Json::array();
        for (const State& s : c.states) states.push_back(writeState(s));
        j["states"] = std::move(states);
    }
    if (!c.transitions.empty()) {
        std::unordered_map<std::string, StateKind> kinds;  // the first state of each name
        for (const State& s : c.states) kinds.emplace(s.name, s.kind);
        Json transitions = Json::array();
        for (const Transition& t : c.transitions) {
            auto source = kinds.find(t.source);
            const bool leavesChoice = source != kinds.end() && source->second == StateKind::Choice;
            transitions.push_back(writeTransition(t, leavesChoice));
        }
        j["transitions"] = std::move(transitions);
    }
    return j;
}

Json writeEvent(const Event& e) {
    Json j = Json::object();
    j["name"] = e.name;
    Json trigger = Json::object();
    trigger["kind"] = eventElementTriggerName(e.trigger);
    switch (e.trigger) {
    case EventElementTrigger::Timeout:
        trigger["mode"] = nameAt(kTimeoutModeNames, static_cast<int>(e.mode));
        putText(trigger, "time", e.time);
        if (e.mode == TimeoutMode::Cyclic) putText(trigger, "period", e.period);
        break;
    case EventElementTrigger::Rate: putText(trigger, "rate", e.rate); break;
    case EventElementTrigger::Condition: putText(trigger, "condition", e.condition); break;
    }
    j["trigger"] = std::move(trigger);
    putText(j, "action", e.action);
    return j;
}

Json writeBlock(const BlockSpec& b) {
    Json j = Json::object();
    j["type"] = b.type;
    if (!b.parameters.empty()) {
        Json parameters = Json::object();
        for (const BlockParameter& p : b.parameters) {
            switch (p.kind) {
                case BlockParameter::Kind::Number:
                    parameters[p.name] = number(p.number);
                    break;
                case BlockParameter::Kind::List: {
                    Json list = Json::array();
                    for (double v : p.list) list.push_back(number(v));
                    parameters[p.name] = std::move(list);
                    break;
                }
                case BlockParameter::Kind::Text:
                    parameters[p.name] = p.text;
                    break;
            }
        }
        j["parameters"] = std::move(parameters);
    }
    return j;
}

Json writeModule(const Module& m) {
    Json j = Json::object();
    j["name"] = m.name;
    // Left out at their defaults, so that single-module documents are written as before.
    if (m.kind != ModuleKind::Model) j["kind"] = nameAt(kModuleKindNames, static_cast<int>(m.kind));
    if (m.position.x != 0 || m.position.y != 0) j["position"] = writePoint(m.position);
    if (m.kind == ModuleKind::Block) {
        j["block"] = writeBlock(m.block);
        return j;  // a block has no equations, solver, statecharts or events
    }
    putText(j, "equations", m.equations);
    Json solver = Json::object();
    solver["method"] = nameAt(kSolverMethodNames, static_cast<int>(m.solver.method));
    if (m.solver.step) solver["step"] = number(*m.solver.step);
    j["solver"] = std::move(solver);
    if (!m.statecharts.empty()) {
        Json charts = Json::array();
        for (const Statechart& c : m.statecharts) charts.push_back(writeStatechart(c));
        j["statecharts"] = std::move(charts);
    }
    if (!m.events.empty()) {
        Json events = Json::array();
        for (const Event& e : m.events) events.push_back(writeEvent(e));
        j["events"] = std::move(events);
    }
    if (!m.dynamicEvents.empty()) {
        Json events = Json::array();
        for (const DynamicEvent& d : m.dynamicEvents) {
            Json e = Json::object();
            e["name"] = d.name;
            if (!d.parameters.empty()) e["parameters"] = d.parameters;
            putText(e, "action", d.action);
            events.push_back(std::move(e));
        }
        j["dynamicEvents"] = std::move(events);
    }
    return j;
}

}  // namespace

bool isIdentifier(std::string_view s) {
    if (s.empty()) return false;
    auto letter = [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_';
    };
    if (!letter(s[0])) return false;
    return std::all_of(s.begin() + 1, s.end(),
                       [&](char c) { return letter(c) || (c >= '0' && c <= '9'); });
}

const char* stateKindName(StateKind k) { return nameAt(kStateKindNames, static_cast<int>(k)); }

const char* triggerKindName(TriggerKind k) {
    return nameAt(kTriggerKindNames, static_cast<int>(k));
}

const char* eventElementTriggerName(EventElementTrigger k) {
    return nameAt(kEventTriggerNames, static_cast<int>(k));
}

bool parseDocument(std::string_view text, Document& out, DiagnosticList& diags) {
    try {
        json::PathTracker tracker;
        Json root;
        if (!json::parseJson(text, root, tracker, diags, Code::InvalidDocument)) return false;

        Reader reader(diags);
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

std::string serializeDocument(const Document& document) {
    Json j = Json::object();
    j["format"] = kFormatVersion;
    j["name"] = document.name;
    putText(j, "description", document.description);

    const Experiment& e = document.experiment;
    Json experiment = Json::object();
    experiment["startTime"] = number(e.startTime);
    experiment["stopTime"] = number(e.stopTime);
    if (e.interval) experiment["interval"] = number(*e.interval);
    experiment["tolerance"] = number(e.tolerance);
    if (e.absTolerance) experiment["absTolerance"] = number(*e.absTolerance);
    experiment["policy"] = nameAt(kPolicyNames, static_cast<int>(e.policy));
    experiment["seed"] = e.seed;
    j["experiment"] = std::move(experiment);

    Json modules = Json::array();
    for (const Module& m : document.modules) modules.push_back(writeModule(m));
    j["modules"] = std::move(modules);

    if (!document.connections.empty()) {
        Json connections = Json::array();
        for (const Connection& c : document.connections) {
            Json connection = Json::object();
            connection["from"] = c.from;
            connection["to"] = c.to;
            putPoints(connection, "points", c.points);
            connections.push_back(std::move(connection));
        }
        j["connections"] = std::move(connections);
    }

    if (const auto& c = document.cosimulation) {
        Json cosimulation = Json::object();
        cosimulation["mode"] = nameAt(kCosimModeNames, static_cast<int>(c->mode));
        cosimulation["step"] = number(c->step);
        // required with frames: without one the frame is a single step, as when running
        if (c->mode == cosim::RunMode::Frames)
            cosimulation["frame"] = number(c->frame.value_or(c->step));
        j["cosimulation"] = std::move(cosimulation);
    }

    if (const auto& p = document.package) {
        Json package = Json::object();
        package["endTime"] = number(p->endTime);
        package["writeMode"] = nameAt(kWriteModeNames, static_cast<int>(p->writeMode));
        if (!p->writeAtSyncOnly) package["writeAtSyncOnly"] = false;
        if (p->resultsOnlyAtSync) package["resultsOnlyAtSync"] = true;
        Json projects = Json::array();
        for (const Project& project : p->projects) {
            Json pj = Json::object();
            pj["module"] = project.module;
            pj["minStep"] = number(project.minStep);
            pj["maxStep"] = number(project.maxStep);
            pj["syncStep"] = number(project.syncStep);
            pj["active"] = project.active;
            projects.push_back(std::move(pj));
        }
        package["projects"] = std::move(projects);
        j["package"] = std::move(package);
    }

    if (!document.plots.empty()) {
        Json plots = Json::array();
        for (const Plot& p : document.plots) {
            Json plot = Json::object();
            plot["title"] = p.title;
            if (!p.variables.empty()) plot["variables"] = p.variables;
            plots.push_back(std::move(plot));
        }
        j["plots"] = std::move(plots);
    }

    if (!document.experiments.empty()) {
        Json experiments = Json::array();
        for (const experiment::ExperimentSpec& e : document.experiments)
            experiments.push_back(
                experiment::writeExperimentSpec(e, experiment::ExperimentHome::Document));
        j["experiments"] = std::move(experiments);
    }
    return j.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace hs::doc

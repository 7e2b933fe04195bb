// Writing a model document (.hsm) with a fixed key order. One rule: required keys and
// keys whose default is not empty are always written; optional keys are left out when empty
// ("", [], false or an unset number), and keys that do not apply to the chosen kind are
// never written. Two module keys are the exception, left out at their defaults so that
// single-module documents stay as they were: "kind" when "model" and "position" when at
// (0, 0).

#include "document_internal.h"

#include "model/experiment_json.h"

#include <string>
#include <utility>
#include <vector>

namespace hs::doc {
namespace {

using namespace detail;
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
            case BlockParameter::Kind::Number: parameters[p.name] = number(p.number); break;
            case BlockParameter::Kind::List: {
                Json list = Json::array();
                for (double v : p.list) list.push_back(number(v));
                parameters[p.name] = std::move(list);
                break;
            }
            case BlockParameter::Kind::Text: parameters[p.name] = p.text; break;
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

#pragma once
// Builders of model documents (.hsm) and checks of what the reader says about a text,
// shared by the document tests: the files in tests/data, a document using every feature
// of the format and one using every multi-module feature, a field-by-field comparison, and
// texts that must be read or rejected.

#include "hs/model/document.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

namespace hs::test {

using doc::BlockParameter;
using doc::Connection;
using doc::Cosimulation;
using doc::Document;
using doc::DynamicEvent;
using doc::Event;
using doc::EventElementTrigger;
using doc::Module;
using doc::Package;
using doc::Point;
using doc::Project;
using doc::Rect;
using doc::State;
using doc::Statechart;
using doc::StateKind;
using doc::TimeoutMode;
using doc::Transition;
using doc::TriggerKind;

using Json = nlohmann::ordered_json;

inline std::string dataPath(const std::string& name) {
    return std::string(HS_TEST_DATA_DIR) + "/" + name;
}

inline std::string readData(const std::string& name) {
    std::ifstream in(dataPath(name), std::ios::binary);
    EXPECT_TRUE(in.good()) << "cannot open " << dataPath(name);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

inline std::string allMessages(const DiagnosticList& diags) {
    std::string all;
    for (const auto& d : diags.items()) all += formatText(d) + "\n";
    return all;
}

// Parses a text that must be rejected; every diagnostic must be an "invalid-document" error.
inline DiagnosticList parseFails(const std::string& text) {
    Document doc;
    DiagnosticList diags;
    EXPECT_FALSE(parseDocument(text, doc, diags)) << "accepted:\n" << text;
    EXPECT_FALSE(diags.empty());
    for (const auto& d : diags.items()) {
        EXPECT_EQ(d.code, "invalid-document");
        EXPECT_EQ(d.severity, Severity::Error);
    }
    return diags;
}

inline Document parseOk(const std::string& text) {
    Document doc;
    DiagnosticList diags;
    EXPECT_TRUE(parseDocument(text, doc, diags)) << allMessages(diags);
    EXPECT_TRUE(diags.empty()) << allMessages(diags);
    return doc;
}

// The thermostat example as JSON, to be broken by one change per test.
inline Json thermostatJson() {
    return Json::parse(readData("thermostat.hsm"));
}

inline DiagnosticList parseMutated(const std::function<void(Json&)>& change) {
    Json j = thermostatJson();
    change(j);
    return parseFails(j.dump(2));
}

// The one diagnostic whose message is exactly `message`.
inline const Diagnostic* expectMessage(const DiagnosticList& diags, const std::string& message) {
    for (const auto& d : diags.items())
        if (d.message == message) return &d;
    ADD_FAILURE() << "no diagnostic \"" << message << "\"; got:\n" << allMessages(diags);
    return nullptr;
}

// Exactly one diagnostic, with this message.
inline void expectOnly(const DiagnosticList& diags, const std::string& message) {
    EXPECT_EQ(diags.size(), 1u) << allMessages(diags);
    expectMessage(diags, message);
}

inline const std::string kChart = "modules[0].statecharts[0]";

// ---------------------------------------------------------------------------------------
// A document using every feature of the format.

inline State makeState(std::string name, StateKind kind, std::string parent, Rect geometry) {
    State s;
    s.name = std::move(name);
    s.kind = kind;
    s.parent = std::move(parent);
    s.geometry = geometry;
    return s;
}

inline Transition makeTransition(std::string name, std::string source, std::string target,
                                 TriggerKind trigger, std::string expression) {
    Transition t;
    t.name = std::move(name);
    t.source = std::move(source);
    t.target = std::move(target);
    t.trigger = trigger;
    t.expression = std::move(expression);
    return t;
}

inline Document fullDocument() {
    Document d;
    d.name = "Full \"feature\" tour";
    d.experiment.startTime = -1.25;
    d.experiment.stopTime = 100;
    d.experiment.interval = 0.1;
    d.experiment.tolerance = 1e-8;
    d.experiment.absTolerance = 1e-10;
    d.experiment.policy = SelectionPolicy::Random;
    d.experiment.seed = 18446744073709551615ull;

    Module plant;
    plant.name = "Plant";
    plant.equations =
        "model Plant\n  Real x(start = 0, fixed = true);\n  parameter Real k = 2;\nequation\n"
        "  der(x) = k;\nend Plant;\n";
    plant.solver.method = SolverMethod::Rk4;
    plant.solver.step = 0.01;

    // Chart 1: a composite state inside a composite state, a choice with guarded branches
    // and an else branch, a final state, and transitions of every trigger kind.
    Statechart controller;
    controller.name = "controller";
    controller.initial = "Idle";
    controller.states.push_back(makeState("Idle", StateKind::Simple, "", {20, 20, 100, 50}));
    State running = makeState("Running", StateKind::Composite, "", {160, 10, 320.5, 240});
    running.initial = "Active";
    running.entry = "count := count + 1;";
    running.exit = "x := 0;\ny := 1;";
    controller.states.push_back(running);
    State active = makeState("Active", StateKind::Composite, "Running", {170, 40, 300, 150});
    active.initial = "Heating";
    controller.states.push_back(active);
    State heating = makeState("Heating", StateKind::Simple, "Active", {180, 60, 90, 40});
    heating.entry = "power := 1;";
    heating.exit = "power := 0;";
    controller.states.push_back(heating);
    controller.states.push_back(
        makeState("Cooling", StateKind::Simple, "Active", {300, 60, 90, 40}));
    controller.states.push_back(makeState("Decide", StateKind::Choice, "", {520, 100, 20, 20}));
    controller.states.push_back(makeState("Done", StateKind::Final, "", {600, 100, 20, 20}));

    Transition t1 = makeTransition("T1", "Idle", "Running", TriggerKind::Timeout, "1.5");
    t1.action = "started := time;";
    t1.points = {{140, 45}, {150.25, -3.5}};
    controller.transitions.push_back(t1);
    Transition t2 = makeTransition("T2", "Heating", "Cooling", TriggerKind::Condition, "x > 10");
    t2.guard = "enabled";
    controller.transitions.push_back(t2);
    controller.transitions.push_back(
        makeTransition("T3", "Cooling", "Heating", TriggerKind::Rate, "0.5"));
    controller.transitions.push_back(
        makeTransition("T4", "Running", "Decide", TriggerKind::Message, "\"stop\""));
    Transition t5;  // choice branches: guards only, no trigger
    t5.name = "T5";
    t5.source = "Decide";
    t5.target = "Done";
    t5.guard = "x > 5";
    controller.transitions.push_back(t5);
    Transition t6;
    t6.name = "T6";
    t6.source = "Decide";
    t6.target = "Idle";
    t6.guard = "else";
    t6.action = "retries := retries + 1;";
    controller.transitions.push_back(t6);
    Transition t7 = makeTransition("T7", "Idle", "Done", TriggerKind::Message, "");
    t7.anyMessage = true;
    controller.transitions.push_back(t7);
    Transition t8 = makeTransition("T8", "Idle", "Idle", TriggerKind::Message, "42");
    controller.transitions.push_back(t8);
    plant.statecharts.push_back(controller);

    // Chart 2: another composite with children, and a self-contained hierarchy.
    Statechart alarm;
    alarm.name = "alarm";
    alarm.initial = "Quiet";
    alarm.states.push_back(makeState("Quiet", StateKind::Simple, "", {0, 0, 80, 40}));
    State ringing = makeState("Ringing", StateKind::Composite, "", {120, 0, 200, 120});
    ringing.initial = "Loud";
    alarm.states.push_back(ringing);
    alarm.states.push_back(makeState("Loud", StateKind::Simple, "Ringing", {130, 30, 60, 30}));
    alarm.states.push_back(makeState("Soft", StateKind::Simple, "Ringing", {220, 30, 60, 30}));
    alarm.transitions.push_back(
        makeTransition("A1", "Quiet", "Ringing", TriggerKind::Condition, "x > 50"));
    alarm.transitions.push_back(makeTransition("A2", "Loud", "Soft", TriggerKind::Timeout, "30"));
    alarm.transitions.push_back(
        makeTransition("A3", "Ringing", "Quiet", TriggerKind::Message, "\"ack\""));
    plant.statecharts.push_back(alarm);

    Event once;
    once.name = "kick";
    once.trigger = EventElementTrigger::Timeout;
    once.mode = TimeoutMode::Once;
    once.time = "2";
    once.action = "x := x + 1;";
    plant.events.push_back(once);
    Event cyclic;
    cyclic.name = "tick";
    cyclic.trigger = EventElementTrigger::Timeout;
    cyclic.mode = TimeoutMode::Cyclic;
    cyclic.time = "0";
    cyclic.period = "0.25";
    cyclic.action = "ticks := ticks + 1;";
    plant.events.push_back(cyclic);
    Event rate;
    rate.name = "arrival";
    rate.trigger = EventElementTrigger::Rate;
    rate.rate = "3 * k";
    rate.action = "queue := queue + 1;";
    plant.events.push_back(rate);
    Event condition;
    condition.name = "overflow";
    condition.trigger = EventElementTrigger::Condition;
    condition.condition = "x > 100";
    condition.action = "terminate(\"overflow\");";
    plant.events.push_back(condition);

    DynamicEvent inject;
    inject.name = "inject";
    inject.parameters = {"amount", "delay_s"};
    inject.action = "x := x + amount;";
    plant.dynamicEvents.push_back(inject);
    d.modules.push_back(plant);

    // A second module with nothing but a name: every optional key at its default.
    Module empty;
    empty.name = "Empty module";
    d.modules.push_back(empty);

    d.plots.push_back({"States", {"x", "controller.Running"}});
    d.plots.push_back({"Nothing yet", {}});
    return d;
}

// Field-by-field comparison, with the path of each field in the failure message.
inline void expectSame(const Document& a, const Document& b) {
    EXPECT_EQ(a.format, b.format);
    EXPECT_EQ(a.name, b.name);
    EXPECT_EQ(a.description, b.description);
    EXPECT_EQ(a.experiment.startTime, b.experiment.startTime);
    EXPECT_EQ(a.experiment.stopTime, b.experiment.stopTime);
    EXPECT_EQ(a.experiment.interval, b.experiment.interval);
    EXPECT_EQ(a.experiment.tolerance, b.experiment.tolerance);
    EXPECT_EQ(a.experiment.absTolerance, b.experiment.absTolerance);
    EXPECT_EQ(a.experiment.policy, b.experiment.policy);
    EXPECT_EQ(a.experiment.seed, b.experiment.seed);
    ASSERT_EQ(a.modules.size(), b.modules.size());
    for (std::size_t m = 0; m < a.modules.size(); ++m) {
        SCOPED_TRACE("modules[" + std::to_string(m) + "]");
        const Module& ma = a.modules[m];
        const Module& mb = b.modules[m];
        EXPECT_EQ(ma.name, mb.name);
        EXPECT_EQ(ma.equations, mb.equations);
        EXPECT_EQ(ma.solver.method, mb.solver.method);
        EXPECT_EQ(ma.solver.step, mb.solver.step);
        ASSERT_EQ(ma.statecharts.size(), mb.statecharts.size());
        for (std::size_t c = 0; c < ma.statecharts.size(); ++c) {
            SCOPED_TRACE("statecharts[" + std::to_string(c) + "]");
            const Statechart& ca = ma.statecharts[c];
            const Statechart& cb = mb.statecharts[c];
            EXPECT_EQ(ca.name, cb.name);
            EXPECT_EQ(ca.initial, cb.initial);
            ASSERT_EQ(ca.states.size(), cb.states.size());
            for (std::size_t s = 0; s < ca.states.size(); ++s) {
                SCOPED_TRACE("states[" + std::to_string(s) + "]");
                const State& sa = ca.states[s];
                const State& sb = cb.states[s];
                EXPECT_EQ(sa.name, sb.name);
                EXPECT_EQ(sa.kind, sb.kind);
                EXPECT_EQ(sa.parent, sb.parent);
                EXPECT_EQ(sa.initial, sb.initial);
                EXPECT_EQ(sa.entry, sb.entry);
                EXPECT_EQ(sa.exit, sb.exit);
                EXPECT_EQ(sa.geometry.x, sb.geometry.x);
                EXPECT_EQ(sa.geometry.y, sb.geometry.y);
                EXPECT_EQ(sa.geometry.width, sb.geometry.width);
                EXPECT_EQ(sa.geometry.height, sb.geometry.height);
            }
            ASSERT_EQ(ca.transitions.size(), cb.transitions.size());
            for (std::size_t t = 0; t < ca.transitions.size(); ++t) {
                SCOPED_TRACE("transitions[" + std::to_string(t) + "]");
                const Transition& ta = ca.transitions[t];
                const Transition& tb = cb.transitions[t];
                EXPECT_EQ(ta.name, tb.name);
                EXPECT_EQ(ta.source, tb.source);
                EXPECT_EQ(ta.target, tb.target);
                EXPECT_EQ(ta.trigger, tb.trigger);
                EXPECT_EQ(ta.expression, tb.expression);
                EXPECT_EQ(ta.anyMessage, tb.anyMessage);
                EXPECT_EQ(ta.guard, tb.guard);
                EXPECT_EQ(ta.action, tb.action);
                ASSERT_EQ(ta.points.size(), tb.points.size());
                for (std::size_t p = 0; p < ta.points.size(); ++p) {
                    EXPECT_EQ(ta.points[p].x, tb.points[p].x);
                    EXPECT_EQ(ta.points[p].y, tb.points[p].y);
                }
            }
        }
        ASSERT_EQ(ma.events.size(), mb.events.size());
        for (std::size_t e = 0; e < ma.events.size(); ++e) {
            SCOPED_TRACE("events[" + std::to_string(e) + "]");
            const Event& ea = ma.events[e];
            const Event& eb = mb.events[e];
            EXPECT_EQ(ea.name, eb.name);
            EXPECT_EQ(ea.trigger, eb.trigger);
            EXPECT_EQ(ea.mode, eb.mode);
            EXPECT_EQ(ea.time, eb.time);
            EXPECT_EQ(ea.period, eb.period);
            EXPECT_EQ(ea.rate, eb.rate);
            EXPECT_EQ(ea.condition, eb.condition);
            EXPECT_EQ(ea.action, eb.action);
        }
        ASSERT_EQ(ma.dynamicEvents.size(), mb.dynamicEvents.size());
        for (std::size_t e = 0; e < ma.dynamicEvents.size(); ++e) {
            SCOPED_TRACE("dynamicEvents[" + std::to_string(e) + "]");
            EXPECT_EQ(ma.dynamicEvents[e].name, mb.dynamicEvents[e].name);
            EXPECT_EQ(ma.dynamicEvents[e].parameters, mb.dynamicEvents[e].parameters);
            EXPECT_EQ(ma.dynamicEvents[e].action, mb.dynamicEvents[e].action);
        }
    }
    ASSERT_EQ(a.plots.size(), b.plots.size());
    for (std::size_t p = 0; p < a.plots.size(); ++p) {
        EXPECT_EQ(a.plots[p].title, b.plots[p].title);
        EXPECT_EQ(a.plots[p].variables, b.plots[p].variables);
    }
}

// ---------------------------------------------------------------------------------------
// Multi-module documents: block modules, module positions, connections, the cosimulation
// settings and packages of projects

inline BlockParameter numberParameter(std::string name, double value) {
    BlockParameter p;
    p.name = std::move(name);
    p.kind = BlockParameter::Kind::Number;
    p.number = value;
    return p;
}

inline BlockParameter listParameter(std::string name, std::vector<double> values) {
    BlockParameter p;
    p.name = std::move(name);
    p.kind = BlockParameter::Kind::List;
    p.list = std::move(values);
    return p;
}

inline BlockParameter textParameter(std::string name, std::string text) {
    BlockParameter p;
    p.name = std::move(name);
    p.kind = BlockParameter::Kind::Text;
    p.text = std::move(text);
    return p;
}

inline Module blockModule(std::string name, std::string type,
                          std::vector<BlockParameter> parameters, Point position) {
    Module m;
    m.name = std::move(name);
    m.kind = doc::ModuleKind::Block;
    m.block.type = std::move(type);
    m.block.parameters = std::move(parameters);
    m.position = position;
    return m;
}

// A document using every multi-module feature of the format.
inline Document multiModuleDocument() {
    Document d;
    d.name = "Multi-module tour";
    d.description = "A filtered setpoint, a PI error and a plant, run in frames or as a package.";
    d.experiment.stopTime = 20;
    d.modules.push_back(blockModule(
        "Setpoint", "step",
        {numberParameter("time", 1), numberParameter("before", 0), numberParameter("after", 2.5)},
        {40, 120}));
    d.modules.push_back(blockModule(
        "Filter", "transferFunction",
        {listParameter("numerator", {1}), listParameter("denominator", {0.5, 1})}, {200, 120}));
    d.modules.push_back(
        blockModule("Error", "sum", {textParameter("signs", "+-")}, {360.5, -20.25}));
    Module plant;
    plant.name = "Plant";
    plant.position = {520, 120};
    plant.equations =
        "model Plant\n  input Real u;\n  output Real y;\n  Real x(start = 0, fixed "
        "= true);\nequation\n  der(x) = -x + u;\n  y = x;\nend Plant;\n";
    plant.solver.method = SolverMethod::Rk4;
    plant.solver.step = 0.001;
    Statechart chart;
    chart.name = "alarm";
    chart.initial = "Quiet";
    chart.states.push_back(makeState("Quiet", StateKind::Simple, "", {0, 0, 80, 40}));
    chart.states.push_back(makeState("Ringing", StateKind::Simple, "", {120, 0, 80, 40}));
    chart.transitions.push_back(
        makeTransition("T1", "Quiet", "Ringing", TriggerKind::Condition, "y > 2"));
    plant.statecharts.push_back(chart);
    d.modules.push_back(plant);
    Module probe;  // a model at the origin of the diagram: no position written
    probe.name = "Probe";
    probe.equations = "model Probe\n  input Real u;\nend Probe;\n";
    d.modules.push_back(probe);
    d.modules.push_back(blockModule("Table", "lookup",
                                    {listParameter("x", {0, 1, 2}), listParameter("y", {0, 10, 5}),
                                     listParameter("unused", {})},
                                    {680, 300}));

    Connection c1;
    c1.from = "Setpoint.y";
    c1.to = {"Filter.u"};
    Connection c2;
    c2.from = "Filter.y";
    c2.to = {"Error.u1"};
    Connection c3;
    c3.from = "Plant.y";
    c3.to = {"Error.u2", "Probe.u", "Table.u"};
    c3.points = {{600, 200}, {380.25, 200}};
    Connection c4;
    c4.from = "Error.y";
    c4.to = {"Plant.u"};
    d.connections = {c1, c2, c3, c4};

    Cosimulation cosim;
    cosim.mode = cosim::RunMode::Frames;
    cosim.step = 0.005;
    cosim.frame = 0.25;
    d.cosimulation = cosim;

    Package package;
    package.endTime = 20;
    package.writeMode = doc::WriteMode::Immediate;
    package.resultsOnlyAtSync = true;
    Project plantProject;
    plantProject.module = "Plant";
    plantProject.minStep = 0.001;
    plantProject.maxStep = 0.1;
    plantProject.syncStep = 0.5;
    Project setpointProject;
    setpointProject.module = "Setpoint";
    setpointProject.minStep = setpointProject.maxStep = 0.01;
    setpointProject.syncStep = 1;
    setpointProject.active = false;
    package.projects = {plantProject, setpointProject};
    d.package = package;

    d.plots.push_back({"Loop", {"Setpoint.y", "Plant.y"}});
    return d;
}

// The multi-module document as JSON, to be broken by one change per test.
inline DiagnosticList parseMultiModuleMutated(const std::function<void(Json&)>& change) {
    Json j = Json::parse(serializeDocument(multiModuleDocument()));
    change(j);
    return parseFails(j.dump(2));
}

}  // namespace hs::test

// Tests of the model document format (.hsm): round trips of documents built in C++ and of
// the files in tests/data, the writing rule for defaults, one test per kind of malformed
// document (each checking the diagnostic and its JSON path), and robustness against
// truncated, mutated, deeply nested and non-UTF-8 input.

#include "hs/model/document.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <functional>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using namespace hs;
using namespace hs::doc;

namespace {

using Json = nlohmann::ordered_json;

std::string dataPath(const std::string& name) { return std::string(HS_TEST_DATA_DIR) + "/" + name; }

std::string readData(const std::string& name) {
    std::ifstream in(dataPath(name), std::ios::binary);
    EXPECT_TRUE(in.good()) << "cannot open " << dataPath(name);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::string allMessages(const DiagnosticList& diags) {
    std::string all;
    for (const auto& d : diags.items()) all += formatText(d) + "\n";
    return all;
}

// Parses a text that must be rejected; every diagnostic must be an "invalid-document" error.
DiagnosticList parseFails(const std::string& text) {
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

Document parseOk(const std::string& text) {
    Document doc;
    DiagnosticList diags;
    EXPECT_TRUE(parseDocument(text, doc, diags)) << allMessages(diags);
    EXPECT_TRUE(diags.empty()) << allMessages(diags);
    return doc;
}

// The thermostat example as JSON, to be broken by one change per test.
Json thermostatJson() { return Json::parse(readData("thermostat.hsm")); }

DiagnosticList parseMutated(const std::function<void(Json&)>& change) {
    Json j = thermostatJson();
    change(j);
    return parseFails(j.dump(2));
}

// The one diagnostic whose message is exactly `message`.
const Diagnostic* expectMessage(const DiagnosticList& diags, const std::string& message) {
    for (const auto& d : diags.items())
        if (d.message == message) return &d;
    ADD_FAILURE() << "no diagnostic \"" << message << "\"; got:\n" << allMessages(diags);
    return nullptr;
}

// Exactly one diagnostic, with this message.
void expectOnly(const DiagnosticList& diags, const std::string& message) {
    EXPECT_EQ(diags.size(), 1u) << allMessages(diags);
    expectMessage(diags, message);
}

const std::string kChart = "modules[0].statecharts[0]";

// ---------------------------------------------------------------------------------------
// A document using every feature of the format.

State makeState(std::string name, StateKind kind, std::string parent, Rect geometry) {
    State s;
    s.name = std::move(name);
    s.kind = kind;
    s.parent = std::move(parent);
    s.geometry = geometry;
    return s;
}

Transition makeTransition(std::string name, std::string source, std::string target,
                          TriggerKind trigger, std::string expression) {
    Transition t;
    t.name = std::move(name);
    t.source = std::move(source);
    t.target = std::move(target);
    t.trigger = trigger;
    t.expression = std::move(expression);
    return t;
}

Document fullDocument() {
    Document d;
    d.name = "Full \"feature\" tour";
    d.experiment.startTime = -1.25;
    d.experiment.stopTime = 100;
    d.experiment.interval = 0.1;
    d.experiment.tolerance = 1e-8;
    d.experiment.absTolerance = 1e-10;
    d.experiment.policy = "random";
    d.experiment.seed = 18446744073709551615ull;

    Module plant;
    plant.name = "Plant";
    plant.equations =
        "model Plant\n  Real x(start = 0, fixed = true);\n  parameter Real k = 2;\nequation\n"
        "  der(x) = k;\nend Plant;\n";
    plant.solver.method = "rk4";
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
void expectSame(const Document& a, const Document& b) {
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
// Round trips

TEST(DocumentRoundTrip, FullDocument_ParsesBackFieldByField) {
    const Document original = fullDocument();
    const std::string text = serializeDocument(original);
    const Document parsed = parseOk(text);
    expectSame(original, parsed);
}

TEST(DocumentRoundTrip, FullDocument_SecondSerializationIsByteIdentical) {
    const std::string first = serializeDocument(fullDocument());
    const std::string second = serializeDocument(parseOk(first));
    EXPECT_EQ(first, second);
}

TEST(DocumentRoundTrip, FullDocument_MatchesCommittedFile) {
    // tests/data/full.hsm was written by serializeDocument(fullDocument()); a change of the
    // written bytes is a change of the format and must be deliberate.
    EXPECT_EQ(serializeDocument(fullDocument()), readData("full.hsm"));
}

TEST(DocumentRoundTrip, CommittedFiles_ResaveByteIdentical) {
    for (const char* name : {"thermostat.hsm", "full.hsm"}) {
        SCOPED_TRACE(name);
        const std::string text = readData(name);
        EXPECT_EQ(serializeDocument(parseOk(text)), text);
    }
}

TEST(DocumentRoundTrip, ThermostatFile_ReadsTheRoomAndHeaterChart) {
    const Document d = parseOk(readData("thermostat.hsm"));
    EXPECT_EQ(d.format, 1);
    EXPECT_EQ(d.name, "Thermostat");
    EXPECT_EQ(d.experiment.stopTime, 14400);
    EXPECT_EQ(d.experiment.interval, 10.0);
    EXPECT_FALSE(d.experiment.absTolerance.has_value());
    ASSERT_EQ(d.modules.size(), 1u);
    const Module& room = d.modules[0];
    EXPECT_EQ(room.name, "Room");
    EXPECT_EQ(room.equations.rfind("model Room", 0), 0u);
    EXPECT_NE(room.equations.find("end Room;\n"), std::string::npos);
    ASSERT_EQ(room.statecharts.size(), 1u);
    const Statechart& heater = room.statecharts[0];
    EXPECT_EQ(heater.name, "heater");
    EXPECT_EQ(heater.initial, "Off");
    ASSERT_EQ(heater.states.size(), 2u);
    EXPECT_EQ(heater.states[1].name, "On");
    EXPECT_EQ(heater.states[1].geometry.x, 280);
    EXPECT_EQ(heater.states[1].geometry.width, 120);
    ASSERT_EQ(heater.transitions.size(), 2u);
    EXPECT_EQ(heater.transitions[0].trigger, TriggerKind::Condition);
    EXPECT_EQ(heater.transitions[0].expression, "T < 19");
    EXPECT_EQ(heater.transitions[1].expression, "T > 21");
    EXPECT_EQ(d.plots.size(), 2u);
}

TEST(DocumentRoundTrip, MinimalDocument_GetsEveryDefault) {
    const Document d = parseOk(R"({"format": 1, "name": "m", "modules": [{"name": "A"}]})");
    const Experiment defaults;
    EXPECT_EQ(d.experiment.startTime, defaults.startTime);
    EXPECT_EQ(d.experiment.stopTime, 10);
    EXPECT_FALSE(d.experiment.interval.has_value());
    EXPECT_EQ(d.experiment.tolerance, 1e-6);
    EXPECT_FALSE(d.experiment.absTolerance.has_value());
    EXPECT_EQ(d.experiment.policy, "fifo");
    EXPECT_EQ(d.experiment.seed, 1u);
    ASSERT_EQ(d.modules.size(), 1u);
    EXPECT_EQ(d.modules[0].equations, "");
    EXPECT_EQ(d.modules[0].solver.method, "cvode-bdf");
    EXPECT_FALSE(d.modules[0].solver.step.has_value());
    EXPECT_TRUE(d.modules[0].statecharts.empty());
    EXPECT_TRUE(d.plots.empty());
}

TEST(DocumentRoundTrip, MinimalDocument_WritesNonEmptyDefaultsAndOmitsEmptyOnes) {
    Document d;
    d.name = "m";
    d.modules.resize(1);
    d.modules[0].name = "A";
    Statechart c;
    c.name = "chart";
    c.initial = "S";
    c.states.push_back(makeState("S", StateKind::Simple, "", {}));
    d.modules[0].statecharts.push_back(c);
    const std::string expected = R"({
  "format": 1,
  "name": "m",
  "experiment": {
    "startTime": 0,
    "stopTime": 10,
    "tolerance": 1e-06,
    "policy": "fifo",
    "seed": 1
  },
  "modules": [
    {
      "name": "A",
      "solver": {
        "method": "cvode-bdf"
      },
      "statecharts": [
        {
          "name": "chart",
          "initial": "S",
          "states": [
            {
              "name": "S",
              "kind": "simple",
              "geometry": {
                "x": 0,
                "y": 0,
                "width": 0,
                "height": 0
              }
            }
          ]
        }
      ]
    }
  ]
}
)";
    EXPECT_EQ(serializeDocument(d), expected);
}

TEST(DocumentRoundTrip, Numbers_RoundTripExactlyAndIntegersHaveNoFraction) {
    const std::vector<double> values = {0.1,
                                        1.0 / 3.0,
                                        -2.5,
                                        1e-300,
                                        std::numeric_limits<double>::denorm_min(),
                                        1e300,
                                        std::numeric_limits<double>::max(),
                                        1e20,
                                        9007199254740992.0,
                                        9007199254740991.0,
                                        -0.0,
                                        120};
    Document d;
    d.name = "numbers";
    d.modules.resize(1);
    d.modules[0].name = "M";
    Statechart c;
    c.name = "c";
    c.initial = "S";
    c.states.push_back(makeState("S", StateKind::Simple, "", {}));
    Transition t = makeTransition("T", "S", "S", TriggerKind::Timeout, "1");
    for (double v : values) t.points.push_back({v, -v});
    c.transitions.push_back(t);
    d.modules[0].statecharts.push_back(c);

    const std::string text = serializeDocument(d);
    EXPECT_NE(text.find("\"x\": 120,"), std::string::npos) << text;
    EXPECT_EQ(text.find("120.0"), std::string::npos) << text;
    const Document back = parseOk(text);
    const auto& points = back.modules[0].statecharts[0].transitions[0].points;
    ASSERT_EQ(points.size(), values.size());
    for (std::size_t i = 0; i < values.size(); ++i) {
        EXPECT_EQ(points[i].x, values[i]) << i;
        EXPECT_EQ(points[i].y, -values[i]) << i;
    }
    EXPECT_EQ(serializeDocument(back), text);
}

TEST(DocumentRoundTrip, Strings_WithNewlinesQuotesAndUnicode_RoundTrip) {
    Document d;
    d.name = "Raumtemperatur \xC2\xB0" "C \xE2\x80\x94 \"quoted\"\\ \t tab";
    d.modules.resize(1);
    d.modules[0].name = "M";
    d.modules[0].equations = "model M\n  // comment \"x\"\r\nend M;\n";
    const std::string text = serializeDocument(d);
    EXPECT_NE(text.find("\\n"), std::string::npos);
    EXPECT_NE(text.find("\xC2\xB0"), std::string::npos) << "non-ASCII is written as UTF-8";
    const Document back = parseOk(text);
    EXPECT_EQ(back.name, d.name);
    EXPECT_EQ(back.modules[0].equations, d.modules[0].equations);
}

TEST(DocumentRoundTrip, FieldsOfOtherKinds_AreNotWritten) {
    Document d = fullDocument();
    Module& m = d.modules[0];
    m.events[2].time = "7";         // a rate event has no time
    m.events[2].condition = "true"; // ... and no condition
    m.events[0].period = "5";       // a once timeout has no period
    m.statecharts[0].transitions[4].trigger = TriggerKind::Rate;  // leaves a choice state
    m.statecharts[0].transitions[4].expression = "9";
    m.statecharts[0].transitions[6].expression = "1";  // anyMessage: the value is ignored
    m.statecharts[0].states[0].initial = "Running";     // a simple state has no initial child
    EXPECT_EQ(serializeDocument(d), serializeDocument(fullDocument()));
}

TEST(DocumentRoundTrip, ChoiceBranchWithTrigger_IsReadButNotWritten) {
    Json j = Json::parse(serializeDocument(fullDocument()));
    j["modules"][0]["statecharts"][0]["transitions"][4]["trigger"] = {{"kind", "rate"},
                                                                       {"expression", "2"}};
    const Document d = parseOk(j.dump(2));
    EXPECT_EQ(d.modules[0].statecharts[0].transitions[4].trigger, TriggerKind::Rate);
    EXPECT_EQ(serializeDocument(d), serializeDocument(fullDocument()));
}

TEST(DocumentRoundTrip, InvalidUtf8InStrings_IsReplacedAndStaysStable) {
    Document d;
    d.name = "bad \xFF\xFE bytes";
    d.modules.resize(1);
    d.modules[0].name = "M";
    const std::string text = serializeDocument(d);
    const Document back = parseOk(text);
    EXPECT_EQ(back.name, "bad \xEF\xBF\xBD\xEF\xBF\xBD bytes");
    EXPECT_EQ(serializeDocument(back), text);
}

TEST(DocumentRoundTrip, HandWrittenIntegersAndFloats_AreNormalised) {
    const Document d = parseOk(
        R"({"format": 1, "name": "n", "experiment": {"startTime": 0.0, "stopTime": 1e2,
            "seed": 7}, "modules": [{"name": "A"}]})");
    EXPECT_EQ(d.experiment.stopTime, 100);
    EXPECT_EQ(d.experiment.seed, 7u);
    const std::string text = serializeDocument(d);
    EXPECT_NE(text.find("\"startTime\": 0,"), std::string::npos) << text;
    EXPECT_NE(text.find("\"stopTime\": 100,"), std::string::npos) << text;
}

TEST(DocumentRoundTrip, Description_IsWrittenAfterTheNameAndRoundTrips) {
    Document d;
    d.name = "Queue";
    d.description = "Customers arrive at random; watch \"queueLength\" rise and fall.\n"
                    "Second line, 20 \xC2\xB0" "C.";
    d.modules.resize(1);
    d.modules[0].name = "M";
    const std::string text = serializeDocument(d);
    const std::string expectedStart = R"({
  "format": 1,
  "name": "Queue",
  "description": "Customers arrive at random; watch \"queueLength\" rise and fall.\nSecond line, )"
                                      "20 \xC2\xB0" R"(C.",
  "experiment": {
)";
    EXPECT_EQ(text.substr(0, expectedStart.size()), expectedStart);
    const Document back = parseOk(text);
    EXPECT_EQ(back.description, d.description);
    expectSame(d, back);
    EXPECT_EQ(serializeDocument(back), text);
}

TEST(DocumentRoundTrip, Description_EmptyIsOmittedAndAbsentIsEmpty) {
    Document d;
    d.name = "m";
    d.modules.resize(1);
    d.modules[0].name = "A";
    const std::string text = serializeDocument(d);
    EXPECT_EQ(text.find("description"), std::string::npos) << text;
    EXPECT_EQ(parseOk(text).description, "");
    // spelt out empty in a hand-written file: read, and left out when saved
    const Document spelt = parseOk(
        R"({"format": 1, "name": "m", "description": "", "modules": [{"name": "A"}]})");
    EXPECT_EQ(spelt.description, "");
    EXPECT_EQ(serializeDocument(spelt), text);
}

TEST(DocumentErrors, DescriptionNotAString_ReportsWrongType) {
    expectOnly(parseMutated([](Json& j) { j["description"] = 3; }),
               "description: expected a string, found an integer");
}

TEST(DocumentNames, HelpersReturnTheFormatNames) {
    EXPECT_STREQ(stateKindName(StateKind::Simple), "simple");
    EXPECT_STREQ(stateKindName(StateKind::Composite), "composite");
    EXPECT_STREQ(stateKindName(StateKind::Final), "final");
    EXPECT_STREQ(stateKindName(StateKind::Choice), "choice");
    EXPECT_STREQ(triggerKindName(TriggerKind::Timeout), "timeout");
    EXPECT_STREQ(triggerKindName(TriggerKind::Rate), "rate");
    EXPECT_STREQ(triggerKindName(TriggerKind::Condition), "condition");
    EXPECT_STREQ(triggerKindName(TriggerKind::Message), "message");
    EXPECT_STREQ(eventElementTriggerName(EventElementTrigger::Timeout), "timeout");
    EXPECT_STREQ(eventElementTriggerName(EventElementTrigger::Rate), "rate");
    EXPECT_STREQ(eventElementTriggerName(EventElementTrigger::Condition), "condition");
}

// ---------------------------------------------------------------------------------------
// Malformed JSON and versions

TEST(DocumentErrors, MalformedJson_ReportsLineAndColumn) {
    // malformed_syntax.hsm lacks the comma after "name": "Thermostat" (line 3); the parser
    // stops on the next key, `  "experiment"` on line 4, whose last character is column 14.
    auto diags = parseFails(readData("malformed_syntax.hsm"));
    ASSERT_EQ(diags.size(), 1u) << allMessages(diags);
    const Diagnostic& d = diags.items()[0];
    EXPECT_EQ(d.loc.line, 4);
    EXPECT_EQ(d.loc.column, 14);
    EXPECT_EQ(d.message.rfind("malformed JSON: ", 0), 0u) << d.message;
    EXPECT_EQ(d.message.find("json.exception"), std::string::npos) << d.message;
}

TEST(DocumentErrors, MalformedJson_ColumnCountsCharactersNotBytes) {
    // The bad literal x is the 11th character of line 2 but its 12th byte.
    auto diags = parseFails("{\n  \"n\xC3\xA4me\": x}");
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_EQ(diags.items()[0].loc.line, 2);
    EXPECT_EQ(diags.items()[0].loc.column, 11);
}

TEST(DocumentErrors, ByteOrderMark_IsAcceptedAndNotCounted) {
    parseOk("\xEF\xBB\xBF" + readData("thermostat.hsm"));
    auto diags = parseFails("\xEF\xBB\xBF{x}");
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_EQ(diags.items()[0].loc.column, 2);
}

TEST(DocumentErrors, TruncatedJson_ReportsEndOfInput) {
    const std::string text = "{\n  \"format\": 1,\n  \"name\": \"x\"";
    auto diags = parseFails(text);
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_EQ(diags.items()[0].loc.line, 3);
    EXPECT_EQ(diags.items()[0].loc.column, 14);
    EXPECT_NE(diags.items()[0].message.find("unexpected end of input"), std::string::npos)
        << diags.items()[0].message;
}

TEST(DocumentErrors, EmptyText_IsMalformedJson) {
    auto diags = parseFails("");
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_EQ(diags.items()[0].loc.line, 1);
    EXPECT_EQ(diags.items()[0].loc.column, 1);
}

TEST(DocumentErrors, NonUtf8Bytes_AreMalformedJsonWithPrintableMessage) {
    std::string text = readData("thermostat.hsm");
    const std::size_t at = text.find("Thermostat\"");
    ASSERT_NE(at, std::string::npos);
    text.insert(at, "\xFF\xC3");
    auto diags = parseFails(text);
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_EQ(diags.items()[0].loc.line, 3);
    EXPECT_NO_THROW(formatJson(diags.items()[0]));  // the message is valid UTF-8
}

TEST(DocumentErrors, RootNotAnObject_ReportsRoot) {
    expectOnly(parseFails("[1, 2]"), "(root): expected an object, found an array");
}

TEST(DocumentErrors, UnsupportedFormatVersion_ReportsOnlyTheVersion) {
    expectOnly(parseFails(readData("unsupported_format.hsm")),
               "format: unsupported format version 2 (this HybridStudio reads 1)");
}

TEST(DocumentErrors, NegativeFormatVersion_IsUnsupported) {
    expectOnly(parseMutated([](Json& j) { j["format"] = -1; }),
               "format: unsupported format version -1 (this HybridStudio reads 1)");
}

TEST(DocumentErrors, FractionalFormat_ReportsWrongType) {
    expectOnly(parseMutated([](Json& j) { j["format"] = 1.5; }),
               "format: expected an integer, found a number with a fraction or exponent");
}

TEST(DocumentRoundTrip, IntegralFloatsForIntegers_AreAccepted) {
    // As in JSON Schema, 1.0 is an integer; it is written back as 1.
    const Document d = parseOk(R"({"format": 1.0, "name": "n", "experiment": {"seed": 4.2e1},
                                   "modules": [{"name": "A"}]})");
    EXPECT_EQ(d.experiment.seed, 42u);
    EXPECT_NE(serializeDocument(d).find("\"seed\": 42\n"), std::string::npos);
}

TEST(DocumentErrors, FormatAsString_ReportsWrongType) {
    expectOnly(parseMutated([](Json& j) { j["format"] = "1"; }),
               "format: expected an integer, found a string");
}

TEST(DocumentErrors, MissingFormat_ReportsMissingKey) {
    expectOnly(parseMutated([](Json& j) { j.erase("format"); }),
               "format: missing required key \"format\"");
}

// ---------------------------------------------------------------------------------------
// Keys and types

TEST(DocumentErrors, UnknownKey_ReportsPath) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["statecharts"][0]["states"][1]["colour"] = "red";
               }),
               kChart + ".states[1].colour: unknown key \"colour\"");
}

TEST(DocumentErrors, UnknownKeyWithOddCharacters_IsQuotedInPath) {
    expectOnly(parseMutated([](Json& j) { j["experiment"]["start time"] = 3; }),
               "experiment[\"start time\"]: unknown key \"start time\"");
}

TEST(DocumentErrors, MisspeltKey_SuggestsTheMissingKnownKey) {
    auto diags = parseMutated([](Json& j) {
        auto& t = j["modules"][0]["statecharts"][0]["transitions"][1];
        t["tagret"] = t["target"];
        t.erase("target");
    });
    expectMessage(diags, kChart + ".transitions[1].tagret: unknown key \"tagret\" (did you mean "
                                  "\"target\"?)");
    expectMessage(diags, kChart + ".transitions[1].target: missing required key \"target\"");
    EXPECT_EQ(diags.size(), 2u) << allMessages(diags);
}

TEST(DocumentErrors, DuplicateJsonKey_ReportsPath) {
    std::string text = readData("thermostat.hsm");
    const std::string key = "\"name\": \"Room\",";
    const std::size_t at = text.find(key);
    ASSERT_NE(at, std::string::npos);
    text.insert(at, "\"name\": \"Kitchen\", ");
    expectOnly(parseFails(text), "modules[0].name: duplicate key \"name\"");
}

TEST(DocumentErrors, MissingModuleName_ReportsMissingKey) {
    expectOnly(parseMutated([](Json& j) { j["modules"][0].erase("name"); }),
               "modules[0].name: missing required key \"name\"");
}

TEST(DocumentErrors, EmptyModuleName_IsRejected) {
    expectOnly(parseMutated([](Json& j) { j["modules"][0]["name"] = ""; }),
               "modules[0].name: must not be empty");
}

TEST(DocumentErrors, MissingModules_ReportsMissingKey) {
    expectOnly(parseMutated([](Json& j) { j.erase("modules"); }),
               "modules: missing required key \"modules\"");
}

TEST(DocumentErrors, EmptyModules_NeedsAtLeastOne) {
    expectOnly(parseMutated([](Json& j) { j["modules"] = Json::array(); }),
               "modules: must contain at least one module");
}

TEST(DocumentErrors, NumberAsString_ReportsExpectedAndFound) {
    expectOnly(parseMutated([](Json& j) { j["experiment"]["stopTime"] = "10"; }),
               "experiment.stopTime: expected a number, found a string");
}

TEST(DocumentErrors, StateNotAnObject_ReportsElementPathWithoutFollowUpErrors) {
    // The transitions name the state that could not be read: no "no state named" for them.
    expectOnly(parseMutated([](Json& j) { j["modules"][0]["statecharts"][0]["states"][0] = 5; }),
               kChart + ".states[0]: expected an object, found an integer");
}

TEST(DocumentErrors, NullForOptionalNumber_IsWrongType) {
    expectOnly(parseMutated([](Json& j) { j["experiment"]["interval"] = nullptr; }),
               "experiment.interval: expected a number, found null");
}

TEST(DocumentErrors, HugeNumber_IsOutOfRangeWithPathAndPosition) {
    std::string text = readData("thermostat.hsm");
    const std::string from = "\"stopTime\": 14400";
    text.replace(text.find(from), from.size(), "\"stopTime\": 1e400");
    auto diags = parseFails(text);
    expectOnly(diags, "experiment.stopTime: number out of range (1e400)");
    EXPECT_EQ(diags.items()[0].loc.line, 6);
    EXPECT_EQ(diags.items()[0].loc.column, 17);
}

TEST(DocumentErrors, NegativeSeed_IsRejected) {
    expectOnly(parseMutated([](Json& j) { j["experiment"]["seed"] = -1; }),
               "experiment.seed: expected a non-negative integer, found a negative integer");
}

TEST(DocumentErrors, FractionalSeed_IsRejected) {
    expectOnly(parseMutated([](Json& j) { j["experiment"]["seed"] = 1.5; }),
               "experiment.seed: expected a non-negative integer, found a number with a "
               "fraction or exponent");
}

TEST(DocumentErrors, NonPositiveSolverStep_IsRejected) {
    expectOnly(parseMutated([](Json& j) { j["modules"][0]["solver"]["step"] = 0; }),
               "modules[0].solver.step: must be greater than 0");
}

TEST(DocumentErrors, NonPositiveTolerance_IsRejected) {
    expectOnly(parseMutated([](Json& j) { j["experiment"]["tolerance"] = -1e-6; }),
               "experiment.tolerance: must be greater than 0");
}

TEST(DocumentErrors, PlotVariablesNotStrings_ReportsElementPath) {
    expectOnly(parseMutated([](Json& j) { j["plots"][0]["variables"][0] = true; }),
               "plots[0].variables[0]: expected a string, found a boolean");
}

TEST(DocumentErrors, PointWithoutY_ReportsMissingKey) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["statecharts"][0]["transitions"][0]["points"][0].erase("y");
               }),
               kChart + ".transitions[0].points[0].y: missing required key \"y\"");
}

// ---------------------------------------------------------------------------------------
// Enumerations

TEST(DocumentErrors, BadPolicy_ListsTheValidOnes) {
    expectOnly(parseMutated([](Json& j) { j["experiment"]["policy"] = "stack"; }),
               "experiment.policy: \"stack\" is not a valid policy (expected \"fifo\", \"lifo\" "
               "or \"random\")");
}

TEST(DocumentErrors, BadSolverMethod_IsRejected) {
    expectOnly(parseMutated([](Json& j) { j["modules"][0]["solver"]["method"] = "dopri5"; }),
               "modules[0].solver.method: \"dopri5\" is not a valid solver method (expected "
               "\"cvode-bdf\", \"cvode-adams\", \"euler\" or \"rk4\")");
}

TEST(DocumentErrors, BadStateKind_IsRejected) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["statecharts"][0]["states"][0]["kind"] = "history";
               }),
               kChart + ".states[0].kind: \"history\" is not a valid state kind (expected "
                        "\"simple\", \"composite\", \"final\" or \"choice\")");
}

TEST(DocumentErrors, BadTransitionTriggerKind_IsRejected) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["statecharts"][0]["transitions"][1]["trigger"]["kind"] = "when";
               }),
               kChart + ".transitions[1].trigger.kind: \"when\" is not a valid trigger kind "
                        "(expected \"timeout\", \"rate\", \"condition\" or \"message\")");
}

TEST(DocumentErrors, MessageKindForEvent_IsRejected) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["events"] = Json::parse(
                       R"([{"name": "e", "trigger": {"kind": "message"}}])");
               }),
               "modules[0].events[0].trigger.kind: \"message\" is not a valid event trigger kind "
               "(expected \"timeout\", \"rate\" or \"condition\")");
}

// ---------------------------------------------------------------------------------------
// Names

TEST(DocumentErrors, DuplicateModuleName_ReportsSecond) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"].push_back({{"name", "Room"}});
               }),
               "modules[1].name: duplicate module name \"Room\" (first used by modules[0])");
}

TEST(DocumentErrors, DuplicateStatechartName_ReportsSecond) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["statecharts"].push_back({{"name", "heater"}});
               }),
               "modules[0].statecharts[1].name: duplicate statechart name \"heater\" (first used "
               "by statecharts[0])");
}

TEST(DocumentErrors, DuplicateStateName_ReportsSecond) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["statecharts"][0]["states"][1]["name"] = "Off";
                   j["modules"][0]["statecharts"][0]["transitions"][0]["target"] = "Off";
                   j["modules"][0]["statecharts"][0]["transitions"][1]["source"] = "Off";
               }),
               kChart + ".states[1].name: duplicate state name \"Off\" (first used by states[0])");
}

TEST(DocumentErrors, DuplicateTransitionName_ReportsSecond) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["statecharts"][0]["transitions"][1]["name"] = "T1";
               }),
               kChart + ".transitions[1].name: duplicate transition name \"T1\" (first used by "
                        "transitions[0])");
}

TEST(DocumentErrors, EventNameClashingWithDynamicEvent_IsDuplicate) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["events"] = Json::parse(
                       R"([{"name": "reset", "trigger": {"kind": "timeout", "time": "1"}}])");
                   j["modules"][0]["dynamicEvents"] = Json::parse(R"([{"name": "reset"}])");
               }),
               "modules[0].dynamicEvents[0].name: duplicate event name \"reset\" (first used by "
               "events[0])");
}

TEST(DocumentErrors, DuplicateDynamicEventParameter_IsRejected) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["dynamicEvents"] =
                       Json::parse(R"([{"name": "inject", "parameters": ["a", "b", "a"]}])");
               }),
               "modules[0].dynamicEvents[0].parameters[2]: duplicate parameter \"a\"");
}

TEST(DocumentErrors, StateNameNotAnIdentifier_IsRejected) {
    expectOnly(parseMutated([](Json& j) {
                   auto& chart = j["modules"][0]["statecharts"][0];
                   chart["states"][0]["name"] = "2 Off";
                   chart["initial"] = "2 Off";
                   chart["transitions"][0]["source"] = "2 Off";
                   chart["transitions"][1]["target"] = "2 Off";
               }),
               kChart + ".states[0].name: \"2 Off\" is not an identifier (letters, digits and _, "
                        "not starting with a digit)");
}

TEST(DocumentErrors, StatechartNameNotAnIdentifier_IsRejected) {
    expectOnly(parseMutated([](Json& j) { j["modules"][0]["statecharts"][0]["name"] = "heat-er"; }),
               kChart + ".name: \"heat-er\" is not an identifier (letters, digits and _, not "
                        "starting with a digit)");
}

// ---------------------------------------------------------------------------------------
// References

TEST(DocumentErrors, DanglingTransitionTarget_ReportsPath) {
    expectOnly(parseFails(readData("dangling_target.hsm")),
               kChart + ".transitions[0].target: no state named \"Onn\" in statechart \"heater\"");
}

TEST(DocumentErrors, DanglingTransitionSource_ReportsPath) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["statecharts"][0]["transitions"][1]["source"] = "Of";
               }),
               kChart + ".transitions[1].source: no state named \"Of\" in statechart \"heater\"");
}

TEST(DocumentErrors, DanglingChartInitial_ReportsPath) {
    expectOnly(parseMutated([](Json& j) { j["modules"][0]["statecharts"][0]["initial"] = "Idle"; }),
               kChart + ".initial: no state named \"Idle\" in statechart \"heater\"");
}

TEST(DocumentErrors, ChartWithStatesButNoInitial_ReportsMissingKey) {
    expectOnly(parseMutated([](Json& j) { j["modules"][0]["statecharts"][0].erase("initial"); }),
               kChart + ".initial: missing required key \"initial\" (the statechart has states)");
}

TEST(DocumentErrors, ChartInitialNestedState_MustBeTopLevel) {
    expectOnly(parseFails(R"({"format": 1, "name": "n", "modules": [{"name": "A", "statecharts": [
        {"name": "c", "initial": "Inner", "states": [
            {"name": "Outer", "kind": "composite", "initial": "Inner"},
            {"name": "Inner", "parent": "Outer"}]}]}]})"),
               "modules[0].statecharts[0].initial: state \"Inner\" is not at the top level (its "
               "parent is \"Outer\")");
}

TEST(DocumentErrors, DanglingStateParent_ReportsPath) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["statecharts"][0]["states"][1]["parent"] = "Heating";
               }),
               kChart + ".states[1].parent: no state named \"Heating\" in statechart \"heater\"");
}

TEST(DocumentErrors, ParentNotComposite_IsRejected) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["statecharts"][0]["states"][1]["parent"] = "Off";
               }),
               kChart + ".states[1].parent: state \"Off\" is not composite (it is \"simple\")");
}

TEST(DocumentErrors, CompositeWithChildrenWithoutInitial_ReportsMissingKey) {
    expectOnly(parseFails(R"({"format": 1, "name": "n", "modules": [{"name": "A", "statecharts": [
        {"name": "c", "initial": "Outer", "states": [
            {"name": "Outer", "kind": "composite"},
            {"name": "Inner", "parent": "Outer"}]}]}]})"),
               "modules[0].statecharts[0].states[0].initial: missing required key \"initial\" "
               "(composite state \"Outer\" has child states)");
}

TEST(DocumentErrors, CompositeWithoutChildren_NeedsNoInitial) {
    parseOk(R"({"format": 1, "name": "n", "modules": [{"name": "A", "statecharts": [
        {"name": "c", "initial": "Outer",
         "states": [{"name": "Outer", "kind": "composite"}]}]}]})");
}

TEST(DocumentErrors, CompositeInitialNotDirectChild_IsRejected) {
    expectOnly(parseFails(R"({"format": 1, "name": "n", "modules": [{"name": "A", "statecharts": [
        {"name": "c", "initial": "Outer", "states": [
            {"name": "Outer", "kind": "composite", "initial": "Deep"},
            {"name": "Middle", "kind": "composite", "parent": "Outer", "initial": "Deep"},
            {"name": "Deep", "parent": "Middle"}]}]}]})"),
               "modules[0].statecharts[0].states[0].initial: state \"Deep\" is not a direct "
               "child of \"Outer\"");
}

TEST(DocumentErrors, DanglingCompositeInitial_ReportsPath) {
    expectOnly(parseFails(R"({"format": 1, "name": "n", "modules": [{"name": "A", "statecharts": [
        {"name": "c", "initial": "Outer", "states": [
            {"name": "Outer", "kind": "composite", "initial": "Nope"},
            {"name": "Inner", "parent": "Outer"}]}]}]})"),
               "modules[0].statecharts[0].states[0].initial: no state named \"Nope\" in "
               "statechart \"c\"");
}

TEST(DocumentErrors, InitialOnSimpleState_IsRejected) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["statecharts"][0]["states"][0]["initial"] = "On";
               }),
               kChart + ".states[0].initial: only a composite state has an initial child (this "
                        "state is \"simple\")");
}

TEST(DocumentErrors, CyclicParentChain_ReportedOnceWithTheCycle) {
    expectOnly(parseFails(R"({"format": 1, "name": "n", "modules": [{"name": "A", "statecharts": [
        {"name": "c", "initial": "Top", "states": [
            {"name": "Top"},
            {"name": "A", "kind": "composite", "parent": "C", "initial": "B"},
            {"name": "B", "kind": "composite", "parent": "A", "initial": "C"},
            {"name": "C", "kind": "composite", "parent": "B", "initial": "A"},
            {"name": "Leaf", "parent": "C"}]}]}]})"),
               "modules[0].statecharts[0].states[1].parent: the parent chain is cyclic (\"A\" -> "
               "\"C\" -> \"B\" -> \"A\")");
}

TEST(DocumentErrors, StateThatIsItsOwnParent_IsCyclic) {
    expectOnly(parseFails(R"({"format": 1, "name": "n", "modules": [{"name": "A", "statecharts": [
        {"name": "c", "initial": "Top", "states": [
            {"name": "Top"},
            {"name": "Self", "kind": "composite", "parent": "Self", "initial": "Self"}]}]}]})"),
               "modules[0].statecharts[0].states[1].parent: the parent chain is cyclic "
               "(\"Self\" -> \"Self\")");
}

TEST(DocumentErrors, TwoCycles_AreEachReportedOnce) {
    auto diags = parseFails(R"({"format": 1, "name": "n", "modules": [{"name": "A", "statecharts": [
        {"name": "c", "initial": "Top", "states": [
            {"name": "Top"},
            {"name": "Q", "kind": "composite", "parent": "P", "initial": "P"},
            {"name": "P", "kind": "composite", "parent": "Q", "initial": "Q"},
            {"name": "Into", "parent": "P"},
            {"name": "X", "kind": "composite", "parent": "X", "initial": "X"}]}]}]})");
    expectMessage(diags, "modules[0].statecharts[0].states[1].parent: the parent chain is cyclic "
                         "(\"Q\" -> \"P\" -> \"Q\")");
    expectMessage(diags, "modules[0].statecharts[0].states[4].parent: the parent chain is cyclic "
                         "(\"X\" -> \"X\")");
    EXPECT_EQ(diags.size(), 2u) << allMessages(diags);
}

TEST(DocumentRoundTrip, DeeplyNestedStates_AreValid) {
    // Nesting of states is given by names, not by JSON nesting: 5000 levels are fine.
    Document d;
    d.name = "deep";
    d.modules.resize(1);
    d.modules[0].name = "M";
    Statechart c;
    c.name = "c";
    c.initial = "S0";
    const int levels = 5000;
    for (int i = 0; i < levels; ++i) {
        State s = makeState("S" + std::to_string(i), StateKind::Composite,
                            i == 0 ? "" : "S" + std::to_string(i - 1), {});
        if (i + 1 < levels) s.initial = "S" + std::to_string(i + 1);
        c.states.push_back(s);
    }
    d.modules[0].statecharts.push_back(c);
    const std::string text = serializeDocument(d);
    EXPECT_EQ(serializeDocument(parseOk(text)), text);
}

// ---------------------------------------------------------------------------------------
// Triggers

TEST(DocumentErrors, TransitionWithoutTrigger_ReportsMissingKey) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["statecharts"][0]["transitions"][0].erase("trigger");
               }),
               kChart + ".transitions[0].trigger: missing required key \"trigger\" (only "
                        "transitions leaving a choice state have none)");
}

TEST(DocumentErrors, ChoiceBranchesWithoutTrigger_AreValid) {
    const Document d = parseOk(serializeDocument(fullDocument()));
    const Transition& elseBranch = d.modules[0].statecharts[0].transitions[5];
    EXPECT_EQ(elseBranch.source, "Decide");
    EXPECT_EQ(elseBranch.guard, "else");
}

TEST(DocumentErrors, AnyMessageOnConditionTrigger_IsRejected) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["statecharts"][0]["transitions"][0]["trigger"]["anyMessage"] =
                       false;
               }),
               kChart + ".transitions[0].trigger.anyMessage: only allowed with kind \"message\"");
}

TEST(DocumentErrors, AnyMessageWithExpression_IsRejected) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["statecharts"][0]["transitions"][0]["trigger"] =
                       Json::parse(R"({"kind": "message", "expression": "1", "anyMessage": true})");
               }),
               kChart + ".transitions[0].trigger.expression: must be absent when anyMessage is "
                        "true");
}

TEST(DocumentErrors, TriggerWithoutKind_ReportsMissingKey) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["statecharts"][0]["transitions"][0]["trigger"].erase("kind");
               }),
               kChart + ".transitions[0].trigger.kind: missing required key \"kind\"");
}

TEST(DocumentErrors, EventWithoutTrigger_ReportsMissingKey) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["events"] = Json::parse(R"([{"name": "e", "action": ""}])");
               }),
               "modules[0].events[0].trigger: missing required key \"trigger\"");
}

TEST(DocumentErrors, EventKeyOfAnotherKind_IsRejected) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["events"] = Json::parse(
                       R"([{"name": "e", "trigger": {"kind": "timeout", "rate": "2"}}])");
               }),
               "modules[0].events[0].trigger.rate: only allowed with kind \"rate\"");
}

TEST(DocumentErrors, EventPeriodOfOnceTimeout_IsRejected) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["events"] = Json::parse(
                       R"([{"name": "e", "trigger": {"kind": "timeout", "mode": "once",
                            "time": "1", "period": "2"}}])");
               }),
               "modules[0].events[0].trigger.period: only allowed with mode \"cyclic\"");
}

// ---------------------------------------------------------------------------------------
// Several problems, failure leaves the output alone

TEST(DocumentErrors, ManyProblems_AreAllReported) {
    auto diags = parseFails(readData("many_problems.hsm"));
    const std::vector<std::string> expected = {
        "experiment.policy: \"lifo2\" is not a valid policy (expected \"fifo\", \"lifo\" or "
        "\"random\")",
        "modules[0].solver.step: expected a number, found a string",
        "modules[0].statecharts[0].states[1].geometry.colour: unknown key \"colour\"",
        "modules[0].statecharts[0].transitions[0].target: no state named \"Onn\" in statechart "
        "\"heater\"",
        "modules[0].statecharts[0].transitions[1].name: duplicate transition name \"T1\" (first "
        "used by transitions[0])",
        "modules[0].events[0].trigger.period: only allowed with mode \"cyclic\"",
        "plots[0].title: missing required key \"title\"",
    };
    for (const auto& message : expected) expectMessage(diags, message);
    EXPECT_EQ(diags.size(), expected.size()) << allMessages(diags);
}

TEST(DocumentErrors, FailedParse_LeavesTheOutputUnchanged) {
    Document doc = fullDocument();
    const std::string before = serializeDocument(doc);
    DiagnosticList diags;
    EXPECT_FALSE(parseDocument(readData("dangling_target.hsm"), doc, diags));
    EXPECT_EQ(serializeDocument(doc), before);
}

// ---------------------------------------------------------------------------------------
// Robustness: nothing crashes, nothing throws, every failure is explained

// Parses any text; a rejected text has diagnostics, an accepted one round-trips stably.
void parseAnything(const std::string& text) {
    Document doc;
    DiagnosticList diags;
    bool ok = false;
    EXPECT_NO_THROW(ok = parseDocument(text, doc, diags));
    if (ok) {
        EXPECT_TRUE(diags.empty());
        const std::string first = serializeDocument(doc);
        Document again;
        DiagnosticList more;
        EXPECT_TRUE(parseDocument(first, again, more)) << allMessages(more) << first;
        EXPECT_EQ(serializeDocument(again), first);
    } else {
        EXPECT_FALSE(diags.empty());
        for (const auto& d : diags.items()) EXPECT_NO_THROW(formatJson(d));
    }
}

TEST(DocumentRobustness, EveryTruncation_IsRejectedWithoutCrashing) {
    const std::string text = readData("thermostat.hsm");
    const std::size_t end = text.find_last_of('}');
    for (std::size_t n = 0; n <= end; ++n) {
        Document doc;
        DiagnosticList diags;
        EXPECT_FALSE(parseDocument(std::string_view(text).substr(0, n), doc, diags)) << n;
        ASSERT_FALSE(diags.empty()) << n;
        EXPECT_GE(diags.items()[0].loc.line, 1) << n;
    }
}

TEST(DocumentRobustness, RandomMutations_NeverCrash) {
    const std::string base = serializeDocument(fullDocument());
    const std::string tokens[] = {"{", "}", "[", "]", ",", ":", "\"", "\\", "null", "true",
                                  "-1", "1e999", "\"kind\"", "\"composite\"", "\"name\"",
                                  "\xFF", "\xC3", std::string(1, '\0')};
    std::mt19937 rng(20240611);
    for (int round = 0; round < 1500; ++round) {
        std::string text = base;
        const int edits = 1 + static_cast<int>(rng() % 4);
        for (int e = 0; e < edits && !text.empty(); ++e) {
            const std::size_t at = rng() % text.size();
            switch (rng() % 5) {
            case 0: text[at] = static_cast<char>(rng() % 256); break;
            case 1: text.erase(at, 1 + rng() % 20); break;
            case 2: text.insert(at, tokens[rng() % std::size(tokens)]); break;
            case 3: {  // copy a chunk of the document elsewhere
                const std::size_t from = rng() % text.size();
                text.insert(at, text.substr(from, 1 + rng() % 200));
                break;
            }
            default: std::swap(text[at], text[rng() % text.size()]); break;
            }
        }
        SCOPED_TRACE(round);
        parseAnything(text);
        if (HasFailure()) break;
    }
}

TEST(DocumentRobustness, ValueMutations_AreRejectedOrRoundTrip) {
    // Replace single values of a valid document by values of other types and kinds.
    const Json base = Json::parse(serializeDocument(fullDocument()));
    const Json replacements[] = {nullptr, true, -1, 0, 1.5, 1e300, "", "Idle", "choice",
                                 Json::array(), Json::object(), Json::array({1, "x"})};
    std::vector<Json::json_pointer> pointers;
    std::function<void(const Json&, const Json::json_pointer&)> collect =
        [&](const Json& j, const Json::json_pointer& p) {
            pointers.push_back(p);
            if (j.is_object())
                for (auto it = j.begin(); it != j.end(); ++it) collect(it.value(), p / it.key());
            else if (j.is_array())
                for (std::size_t i = 0; i < j.size(); ++i) collect(j[i], p / i);
        };
    collect(base, Json::json_pointer());
    for (std::size_t i = 0; i < pointers.size(); ++i) {
        Json j = base;
        j[pointers[i]] = replacements[i % std::size(replacements)];
        SCOPED_TRACE(pointers[i].to_string());
        parseAnything(j.dump());
        if (HasFailure()) break;
    }
}

TEST(DocumentRobustness, DeepNesting_IsRejectedWithItsPosition) {
    const std::string text = "{\"format\": 1, \"x\": " + std::string(100000, '[');
    auto diags = parseFails(text);
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_EQ(diags.items()[0].loc.line, 1);
    // The object is level 1, so the 100th bracket is level 101.
    EXPECT_EQ(diags.items()[0].loc.column, 19 + 100);
    EXPECT_NE(diags.items()[0].message.find("nested deeper than 100 levels"), std::string::npos);
}

TEST(DocumentRobustness, ModerateNestingInAnUnknownKey_IsJustAnUnknownKey) {
    const std::string deep = std::string(90, '[') + std::string(90, ']');
    expectOnly(parseFails(R"({"format": 1, "name": "n", "modules": [{"name": "A"}], "x": )" +
                          deep + "}"),
               "x: unknown key \"x\"");
}

TEST(DocumentRobustness, BracketsInsideStrings_DoNotCountAsNesting) {
    Document d;
    d.name = std::string(500, '[');
    d.modules.resize(1);
    d.modules[0].name = std::string(500, '{') + "\\\"[";
    const std::string text = serializeDocument(d);
    EXPECT_EQ(serializeDocument(parseOk(text)), text);
}

// ---------------------------------------------------------------------------------------
// Multi-module documents: block modules, module positions, connections, the cosimulation
// settings and packages of projects

BlockParameter numberParameter(std::string name, double value) {
    BlockParameter p;
    p.name = std::move(name);
    p.kind = BlockParameter::Kind::Number;
    p.number = value;
    return p;
}

BlockParameter listParameter(std::string name, std::vector<double> values) {
    BlockParameter p;
    p.name = std::move(name);
    p.kind = BlockParameter::Kind::List;
    p.list = std::move(values);
    return p;
}

BlockParameter textParameter(std::string name, std::string text) {
    BlockParameter p;
    p.name = std::move(name);
    p.kind = BlockParameter::Kind::Text;
    p.text = std::move(text);
    return p;
}

Module blockModule(std::string name, std::string type, std::vector<BlockParameter> parameters,
                   Point position) {
    Module m;
    m.name = std::move(name);
    m.kind = "block";
    m.block.type = std::move(type);
    m.block.parameters = std::move(parameters);
    m.position = position;
    return m;
}

// A document using every multi-module feature of the format.
Document multiModuleDocument() {
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
    plant.solver.method = "rk4";
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
    cosim.mode = "frames";
    cosim.step = 0.005;
    cosim.frame = 0.25;
    d.cosimulation = cosim;

    Package package;
    package.endTime = 20;
    package.writeMode = "immediate";
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

// The multi-module fields, compared one by one (expectSame compares the others).
void expectSameMultiModule(const Document& a, const Document& b) {
    ASSERT_EQ(a.modules.size(), b.modules.size());
    for (std::size_t m = 0; m < a.modules.size(); ++m) {
        SCOPED_TRACE("modules[" + std::to_string(m) + "]");
        const Module& ma = a.modules[m];
        const Module& mb = b.modules[m];
        EXPECT_EQ(ma.kind, mb.kind);
        EXPECT_EQ(ma.position.x, mb.position.x);
        EXPECT_EQ(ma.position.y, mb.position.y);
        EXPECT_EQ(ma.block.type, mb.block.type);
        ASSERT_EQ(ma.block.parameters.size(), mb.block.parameters.size());
        for (std::size_t p = 0; p < ma.block.parameters.size(); ++p) {
            const BlockParameter& pa = ma.block.parameters[p];
            const BlockParameter& pb = mb.block.parameters[p];
            EXPECT_EQ(pa.name, pb.name);
            EXPECT_EQ(pa.kind, pb.kind);
            EXPECT_EQ(pa.number, pb.number);
            EXPECT_EQ(pa.list, pb.list);
            EXPECT_EQ(pa.text, pb.text);
        }
    }
    ASSERT_EQ(a.connections.size(), b.connections.size());
    for (std::size_t c = 0; c < a.connections.size(); ++c) {
        SCOPED_TRACE("connections[" + std::to_string(c) + "]");
        EXPECT_EQ(a.connections[c].from, b.connections[c].from);
        EXPECT_EQ(a.connections[c].to, b.connections[c].to);
        ASSERT_EQ(a.connections[c].points.size(), b.connections[c].points.size());
        for (std::size_t p = 0; p < a.connections[c].points.size(); ++p) {
            EXPECT_EQ(a.connections[c].points[p].x, b.connections[c].points[p].x);
            EXPECT_EQ(a.connections[c].points[p].y, b.connections[c].points[p].y);
        }
    }
    ASSERT_EQ(a.cosimulation.has_value(), b.cosimulation.has_value());
    if (a.cosimulation) {
        EXPECT_EQ(a.cosimulation->mode, b.cosimulation->mode);
        EXPECT_EQ(a.cosimulation->step, b.cosimulation->step);
        EXPECT_EQ(a.cosimulation->frame, b.cosimulation->frame);
    }
    ASSERT_EQ(a.package.has_value(), b.package.has_value());
    if (a.package) {
        EXPECT_EQ(a.package->endTime, b.package->endTime);
        EXPECT_EQ(a.package->writeMode, b.package->writeMode);
        EXPECT_EQ(a.package->resultsOnlyAtSync, b.package->resultsOnlyAtSync);
        ASSERT_EQ(a.package->projects.size(), b.package->projects.size());
        for (std::size_t p = 0; p < a.package->projects.size(); ++p) {
            SCOPED_TRACE("package.projects[" + std::to_string(p) + "]");
            const Project& pa = a.package->projects[p];
            const Project& pb = b.package->projects[p];
            EXPECT_EQ(pa.module, pb.module);
            EXPECT_EQ(pa.minStep, pb.minStep);
            EXPECT_EQ(pa.maxStep, pb.maxStep);
            EXPECT_EQ(pa.syncStep, pb.syncStep);
            EXPECT_EQ(pa.active, pb.active);
        }
    }
}

// The multi-module document as JSON, to be broken by one change per test.
DiagnosticList parseMultiModuleMutated(const std::function<void(Json&)>& change) {
    Json j = Json::parse(serializeDocument(multiModuleDocument()));
    change(j);
    return parseFails(j.dump(2));
}

// Documents written before the signal-write rule existed call the results filter
// recordOnlyAtSync; they still load, and save with the new name.
TEST(DocumentPackage, TheOldNameOfResultsOnlyAtSyncStillLoads) {
    Json j = Json::parse(serializeDocument(multiModuleDocument()));
    j["package"].erase("resultsOnlyAtSync");
    j["package"]["recordOnlyAtSync"] = true;
    Document d;
    DiagnosticList diags;
    ASSERT_TRUE(parseDocument(j.dump(), d, diags));
    EXPECT_TRUE(d.package->resultsOnlyAtSync);
    EXPECT_TRUE(d.package->writeAtSyncOnly);
    const std::string saved = serializeDocument(d);
    EXPECT_NE(saved.find("\"resultsOnlyAtSync\": true"), std::string::npos);
    EXPECT_EQ(saved.find("recordOnlyAtSync"), std::string::npos);
    // both names at once is a contradiction the reader refuses
    expectOnly(parseMultiModuleMutated([](Json& j) { j["package"]["recordOnlyAtSync"] = false; }),
               "package.recordOnlyAtSync: the old name of \"resultsOnlyAtSync\"; give only one of them");
}

// A small multi-module document as text: modules A (a model) and G (a gain block).
std::string twoModules(const std::string& extra) {
    return R"({"format": 1, "name": "m", "modules": [
              {"name": "A", "equations": "model A\nend A;\n"},
              {"name": "G", "kind": "block", "block": {"type": "gain"}}])" +
           extra + "}";
}

TEST(DocumentMultiModule, FullDocument_ParsesBackFieldByField) {
    const Document original = multiModuleDocument();
    const Document parsed = parseOk(serializeDocument(original));
    expectSame(original, parsed);
    expectSameMultiModule(original, parsed);
}

TEST(DocumentMultiModule, FullDocument_SecondSerializationIsByteIdentical) {
    const std::string first = serializeDocument(multiModuleDocument());
    EXPECT_EQ(serializeDocument(parseOk(first)), first);
}

TEST(DocumentMultiModule, FullDocument_MatchesCommittedFile) {
    // tests/data/multimodule.hsm was written by serializeDocument(multiModuleDocument()).
    const std::string text = readData("multimodule.hsm");
    EXPECT_EQ(serializeDocument(multiModuleDocument()), text);
    EXPECT_EQ(serializeDocument(parseOk(text)), text);
}

TEST(DocumentMultiModule, KeyOrderAndDefaults_AreWrittenAsDocumented) {
    Document d;
    d.name = "m";
    Module a;
    a.name = "A";
    a.equations = "model A\nend A;\n";
    d.modules.push_back(a);  // kind "model" and position (0, 0): neither is written
    d.modules.push_back(blockModule("G", "gain", {numberParameter("k", 2)}, {160, 0}));
    Connection c;
    c.from = "A.y";
    c.to = {"G.u"};
    d.connections.push_back(c);
    d.cosimulation = Cosimulation{};
    Package p;
    Project project;
    project.module = "A";
    p.projects.push_back(project);
    d.package = p;
    const std::string expected = R"({
  "format": 1,
  "name": "m",
  "experiment": {
    "startTime": 0,
    "stopTime": 10,
    "tolerance": 1e-06,
    "policy": "fifo",
    "seed": 1
  },
  "modules": [
    {
      "name": "A",
      "equations": "model A\nend A;\n",
      "solver": {
        "method": "cvode-bdf"
      }
    },
    {
      "name": "G",
      "kind": "block",
      "position": {
        "x": 160,
        "y": 0
      },
      "block": {
        "type": "gain",
        "parameters": {
          "k": 2
        }
      }
    }
  ],
  "connections": [
    {
      "from": "A.y",
      "to": [
        "G.u"
      ]
    }
  ],
  "cosimulation": {
    "mode": "lockstep",
    "step": 0.01
  },
  "package": {
    "endTime": 10,
    "writeMode": "deferred",
    "projects": [
      {
        "module": "A",
        "minStep": 0.01,
        "maxStep": 0.01,
        "syncStep": 1,
        "active": true
      }
    ]
  }
}
)";
    EXPECT_EQ(serializeDocument(d), expected);
    EXPECT_EQ(serializeDocument(parseOk(expected)), expected);
}

TEST(DocumentMultiModule, AbsentSections_AreEmptyAndDefaultsApply) {
    const Document plain = parseOk(twoModules(""));
    EXPECT_EQ(plain.modules[0].kind, "model");
    EXPECT_EQ(plain.modules[1].kind, "block");
    EXPECT_EQ(plain.modules[1].block.type, "gain");
    EXPECT_TRUE(plain.modules[1].block.parameters.empty());
    EXPECT_EQ(plain.modules[1].position.x, 0);
    EXPECT_TRUE(plain.connections.empty());
    EXPECT_FALSE(plain.cosimulation.has_value());
    EXPECT_FALSE(plain.package.has_value());

    const Document d =
        parseOk(twoModules(R"(, "cosimulation": {}, "package": {"projects": [{"module": "A"}]})"));
    ASSERT_TRUE(d.cosimulation.has_value());
    EXPECT_EQ(d.cosimulation->mode, "lockstep");
    EXPECT_EQ(d.cosimulation->step, 0.01);
    EXPECT_FALSE(d.cosimulation->frame.has_value());
    ASSERT_TRUE(d.package.has_value());
    EXPECT_EQ(d.package->endTime, 10);
    EXPECT_EQ(d.package->writeMode, "deferred");
    EXPECT_FALSE(d.package->resultsOnlyAtSync);
    ASSERT_EQ(d.package->projects.size(), 1u);
    EXPECT_EQ(d.package->projects[0].minStep, 0.01);
    EXPECT_EQ(d.package->projects[0].maxStep, 0.01);
    EXPECT_EQ(d.package->projects[0].syncStep, 1);
    EXPECT_TRUE(d.package->projects[0].active);
}

TEST(DocumentMultiModule, SpeltOutDefaultKindAndPosition_AreReadAndLeftOut) {
    const Document d = parseOk(
        R"({"format": 1, "name": "m", "modules": [{"name": "A", "kind": "model",
            "position": {"x": 0, "y": 0}}]})");
    EXPECT_EQ(d.modules[0].kind, "model");
    const std::string text = serializeDocument(d);
    EXPECT_EQ(text.find("\"kind\""), std::string::npos) << text;
    EXPECT_EQ(text.find("\"position\""), std::string::npos) << text;
}

TEST(DocumentMultiModule, BlockParameters_KeepTheirKindAndOrder) {
    const Document d = parseOk(
        R"({"format": 1, "name": "m", "modules": [{"name": "S", "kind": "block", "block": {
            "type": "stateSpace", "parameters": {"x0": [], "A": [-1.5], "states": 1.0,
            "name": "\u00b0C"}}}]})");
    const auto& params = d.modules[0].block.parameters;
    ASSERT_EQ(params.size(), 4u);
    EXPECT_EQ(params[0].name, "x0");
    EXPECT_EQ(params[0].kind, BlockParameter::Kind::List);
    EXPECT_TRUE(params[0].list.empty());
    EXPECT_EQ(params[1].kind, BlockParameter::Kind::List);
    EXPECT_EQ(params[1].list, std::vector<double>{-1.5});
    EXPECT_EQ(params[2].kind, BlockParameter::Kind::Number);
    EXPECT_EQ(params[2].number, 1.0);
    EXPECT_EQ(params[3].kind, BlockParameter::Kind::Text);
    EXPECT_EQ(params[3].text, std::string("\xC2\xB0") + "C");  // \u00b0 is the degree sign
    const std::string text = serializeDocument(d);
    EXPECT_NE(text.find("\"x0\": [],\n"), std::string::npos) << text;
    EXPECT_NE(text.find("\"states\": 1,\n"), std::string::npos) << text;
    EXPECT_EQ(serializeDocument(parseOk(text)), text);
}

TEST(DocumentMultiModule, FieldsOfOtherKindsAndModes_AreNotWritten) {
    Document d = multiModuleDocument();
    Module& setpoint = d.modules[0];  // a block: no equations, solver or statecharts
    setpoint.equations = "model Setpoint\nend Setpoint;\n";
    setpoint.solver.method = "euler";
    setpoint.statecharts = d.modules[3].statecharts;
    Module& probe = d.modules[4];  // a model: no block
    probe.block.type = "gain";
    probe.block.parameters = {numberParameter("k", 3)};
    EXPECT_EQ(serializeDocument(d), serializeDocument(multiModuleDocument()));

    // a frame belongs to mode "frames"; with frames and no frame the frame is one step
    d.cosimulation->mode = "lockstep";
    EXPECT_EQ(serializeDocument(d).find("\"frame\""), std::string::npos);
    d.cosimulation->mode = "frames";
    d.cosimulation->frame.reset();
    const Document back = parseOk(serializeDocument(d));
    EXPECT_EQ(back.cosimulation->frame, d.cosimulation->step);
}

TEST(DocumentMultiModule, UnknownPortNames_AreLeftToTheModelBuild) {
    // Ports come from the compiled modules: only the module part is checked here.
    const Document d =
        parseOk(twoModules(R"(, "connections": [{"from": "A.nosuch", "to": ["G.u", "G.u"]}])"));
    EXPECT_EQ(d.connections[0].from, "A.nosuch");
}

TEST(DocumentMultiModule, ModuleNamesWithDots_SplitAtTheLastDot) {
    const Document d = parseOk(
        R"({"format": 1, "name": "m", "modules": [{"name": "Plant.v2"}],
            "connections": [{"from": "Plant.v2.y", "to": ["Plant.v2.u"]}]})");
    EXPECT_EQ(d.connections[0].to[0], "Plant.v2.u");
}

TEST(DocumentErrors, BadModuleKind_IsRejected) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["modules"][4]["kind"] = "function"; }),
               "modules[4].kind: \"function\" is not a valid module kind (expected \"model\" or "
               "\"block\")");
}

TEST(DocumentErrors, BadModuleKind_SaysNothingAboutTheOtherKeys) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["modules"][0]["kind"] = 1; }),
               "modules[0].kind: expected a string, found an integer");
}

TEST(DocumentErrors, BlockModuleWithoutBlock_ReportsMissingKey) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["modules"][0].erase("block"); }),
               "modules[0].block: missing required key \"block\" (the module is of kind "
               "\"block\")");
}

TEST(DocumentErrors, BlockOnAModel_IsRejected) {
    expectOnly(parseMultiModuleMutated([](Json& j) {
                   j["modules"][4]["block"] = {{"type", "gain"}};
               }),
               "modules[4].block: only allowed with kind \"block\"");
}

TEST(DocumentErrors, EquationsOnABlock_AreRejected) {
    expectOnly(parseMultiModuleMutated([](Json& j) {
                   j["modules"][0]["equations"] = "model Setpoint\nend Setpoint;\n";
               }),
               "modules[0].equations: only allowed with kind \"model\"");
}

TEST(DocumentErrors, SolverOnABlock_IsRejected) {
    expectOnly(parseMultiModuleMutated([](Json& j) {
                   j["modules"][1]["solver"] = {{"method", "rk4"}};
               }),
               "modules[1].solver: only allowed with kind \"model\"");
}

TEST(DocumentErrors, StatechartsEventsAndDynamicEventsOnABlock_AreRejected) {
    auto diags = parseMultiModuleMutated([](Json& j) {
        j["modules"][2]["statecharts"] = j["modules"][3]["statecharts"];
        j["modules"][2]["events"] = Json::array();
        j["modules"][2]["dynamicEvents"] = Json::array();
    });
    expectMessage(diags, "modules[2].statecharts: only allowed with kind \"model\"");
    expectMessage(diags, "modules[2].events: only allowed with kind \"model\"");
    expectMessage(diags, "modules[2].dynamicEvents: only allowed with kind \"model\"");
    EXPECT_EQ(diags.size(), 3u) << allMessages(diags);
}

TEST(DocumentErrors, BlockWithoutType_ReportsMissingKey) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["modules"][0]["block"].erase("type"); }),
               "modules[0].block.type: missing required key \"type\"");
}

TEST(DocumentErrors, BlockTypeNotAnIdentifier_IsRejected) {
    expectOnly(
        parseMultiModuleMutated([](Json& j) { j["modules"][0]["block"]["type"] = "first order"; }),
        "modules[0].block.type: \"first order\" is not an identifier (letters, digits and "
        "_, not starting with a digit)");
}

TEST(DocumentErrors, BlockUnknownKey_SuggestsTheMissingKnownKey) {
    expectOnly(parseMultiModuleMutated([](Json& j) {
                   auto& block = j["modules"][0]["block"];
                   block["parameter"] = block["parameters"];
                   block.erase("parameters");
               }),
               "modules[0].block.parameter: unknown key \"parameter\" (did you mean "
               "\"parameters\"?)");
}

TEST(DocumentErrors, BlockParametersNotAnObject_ReportsWrongType) {
    expectOnly(parseMultiModuleMutated([](Json& j) {
                   j["modules"][0]["block"]["parameters"] = Json::array({1, 2});
               }),
               "modules[0].block.parameters: expected an object, found an array");
}

TEST(DocumentErrors, BlockParameterOfWrongType_ListsTheAcceptedTypes) {
    expectOnly(parseMultiModuleMutated(
                   [](Json& j) { j["modules"][0]["block"]["parameters"]["time"] = true; }),
               "modules[0].block.parameters.time: expected a number, an array of numbers or a "
               "string, found a boolean");
}

TEST(DocumentErrors, BlockParameterListWithAString_ReportsTheElement) {
    expectOnly(parseMultiModuleMutated(
                   [](Json& j) { j["modules"][1]["block"]["parameters"]["denominator"][1] = "1"; }),
               "modules[1].block.parameters.denominator[1]: expected a number, found a string");
}

TEST(DocumentErrors, BlockParameterNameNotAnIdentifier_IsRejected) {
    expectOnly(parseMultiModuleMutated(
                   [](Json& j) { j["modules"][0]["block"]["parameters"]["start time"] = 1; }),
               "modules[0].block.parameters[\"start time\"]: \"start time\" is not an identifier "
               "(letters, digits and _, not starting with a digit)");
}

TEST(DocumentErrors, BlockParameterOutOfRange_IsRejected) {
    std::string text = serializeDocument(multiModuleDocument());
    const std::string from = "\"after\": 2.5";
    ASSERT_NE(text.find(from), std::string::npos);
    text.replace(text.find(from), from.size(), "\"after\": -1e999");
    expectOnly(parseFails(text), "modules[0].block.parameters.after: number out of range (-1e999)");
}

TEST(DocumentErrors, PositionWithoutY_ReportsMissingKey) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["modules"][0]["position"].erase("y"); }),
               "modules[0].position.y: missing required key \"y\"");
}

TEST(DocumentErrors, PositionNotAnObject_ReportsWrongType) {
    expectOnly(parseMultiModuleMutated([](Json& j) {
                   j["modules"][3]["position"] = Json::array({520, 120});
               }),
               "modules[3].position: expected an object, found an array");
}

TEST(DocumentErrors, ConnectionsNotAnArray_ReportsWrongType) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["connections"] = Json::object(); }),
               "connections: expected an array, found an object");
}

TEST(DocumentErrors, ConnectionWithoutFrom_ReportsMissingKey) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["connections"][1].erase("from"); }),
               "connections[1].from: missing required key \"from\"");
}

TEST(DocumentErrors, ConnectionWithoutTo_ReportsMissingKey) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["connections"][1].erase("to"); }),
               "connections[1].to: missing required key \"to\"");
}

TEST(DocumentErrors, ConnectionToNobody_NeedsAtLeastOneInput) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["connections"][1]["to"] = Json::array(); }),
               "connections[1].to: must contain at least one input port");
}

TEST(DocumentErrors, ConnectionToAsAString_ReportsWrongType) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["connections"][1]["to"] = "Error.u1"; }),
               "connections[1].to: expected an array, found a string");
}

TEST(DocumentErrors, ConnectionPortNotAString_ReportsWrongType) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["connections"][2]["to"][1] = 4; }),
               "connections[2].to[1]: expected a string, found an integer");
}

TEST(DocumentErrors, ConnectionPortWithoutModule_IsNotOfTheForm) {
    auto diags = parseMultiModuleMutated([](Json& j) {
        j["connections"][0]["from"] = "Setpoint";
        j["connections"][0]["to"] = Json::array({".u", "Filter.", "Filter.2u"});
    });
    expectMessage(diags, "connections[0].from: \"Setpoint\" is not of the form \"Module.port\"");
    expectMessage(diags, "connections[0].to[0]: \".u\" is not of the form \"Module.port\"");
    expectMessage(diags, "connections[0].to[1]: \"Filter.\" is not of the form \"Module.port\"");
    expectMessage(diags, "connections[0].to[2]: \"Filter.2u\" is not of the form \"Module.port\"");
    EXPECT_EQ(diags.size(), 4u) << allMessages(diags);
}

TEST(DocumentErrors, ConnectionToAMissingModule_ReportsPath) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["connections"][2]["to"][1] = "Nobody.u"; }),
               "connections[2].to[1]: no module named \"Nobody\"");
}

TEST(DocumentErrors, ConnectionFromAMissingModule_ReportsPath) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["connections"][3]["from"] = "Eror.y"; }),
               "connections[3].from: no module named \"Eror\"");
}

TEST(DocumentErrors, ConnectionToAModuleWithoutReadableName_IsNotReportedAgain) {
    // The unnamed module may be the one meant: only the missing name is reported.
    expectOnly(parseMultiModuleMutated([](Json& j) {
                   j["modules"][4].erase("name");
                   j["connections"][2]["to"][1] = "Prob.u";
               }),
               "modules[4].name: missing required key \"name\"");
}

TEST(DocumentErrors, ConnectionUnknownKey_ReportsPath) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["connections"][0]["colour"] = "red"; }),
               "connections[0].colour: unknown key \"colour\"");
}

TEST(DocumentErrors, ConnectionPointWithoutX_ReportsMissingKey) {
    expectOnly(
        parseMultiModuleMutated([](Json& j) { j["connections"][2]["points"][1].erase("x"); }),
        "connections[2].points[1].x: missing required key \"x\"");
}

TEST(DocumentErrors, CosimulationNotAnObject_ReportsWrongType) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["cosimulation"] = "frames"; }),
               "cosimulation: expected an object, found a string");
}

TEST(DocumentErrors, BadCosimulationMode_ListsTheValidOnes) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["cosimulation"]["mode"] = "parallel"; }),
               "cosimulation.mode: \"parallel\" is not a valid cosimulation mode (expected "
               "\"lockstep\", \"whole\" or \"frames\")");
}

TEST(DocumentErrors, FramesWithoutFrame_ReportsMissingKey) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["cosimulation"].erase("frame"); }),
               "cosimulation.frame: missing required key \"frame\" (the mode is \"frames\")");
}

TEST(DocumentErrors, FrameWithAnotherMode_IsRejected) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["cosimulation"]["mode"] = "lockstep"; }),
               "cosimulation.frame: only allowed with mode \"frames\"");
}

TEST(DocumentErrors, NonPositiveFrame_IsRejected) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["cosimulation"]["frame"] = 0; }),
               "cosimulation.frame: must be greater than 0");
}

TEST(DocumentErrors, NonPositiveCosimulationStep_IsRejected) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["cosimulation"]["step"] = -0.01; }),
               "cosimulation.step: must be greater than 0");
}

TEST(DocumentErrors, MisspeltFrame_SuggestsTheKey) {
    auto diags = parseMultiModuleMutated([](Json& j) {
        j["cosimulation"]["frames"] = j["cosimulation"]["frame"];
        j["cosimulation"].erase("frame");
    });
    expectMessage(diags, "cosimulation.frames: unknown key \"frames\" (did you mean \"frame\"?)");
    expectMessage(diags,
                  "cosimulation.frame: missing required key \"frame\" (the mode is \"frames\")");
    EXPECT_EQ(diags.size(), 2u) << allMessages(diags);
}

TEST(DocumentErrors, PackageNotAnObject_ReportsWrongType) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["package"] = Json::array(); }),
               "package: expected an object, found an array");
}

TEST(DocumentErrors, PackageEndTimeAsString_ReportsWrongType) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["package"]["endTime"] = "20"; }),
               "package.endTime: expected a number, found a string");
}

TEST(DocumentErrors, PackageEndTimeOutOfRange_IsRejected) {
    std::string text = serializeDocument(multiModuleDocument());
    const std::string from = "\"endTime\": 20";
    ASSERT_NE(text.find(from), std::string::npos);
    text.replace(text.find(from), from.size(), "\"endTime\": 1e400");
    expectOnly(parseFails(text), "package.endTime: number out of range (1e400)");
}

TEST(DocumentErrors, BadWriteMode_ListsTheValidOnes) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["package"]["writeMode"] = "eager"; }),
               "package.writeMode: \"eager\" is not a valid write mode (expected \"deferred\" or "
               "\"immediate\")");
}

TEST(DocumentErrors, RecordOnlyAtSyncNotABoolean_ReportsWrongType) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["package"]["resultsOnlyAtSync"] = 1; }),
               "package.resultsOnlyAtSync: expected a boolean, found an integer");
}

TEST(DocumentErrors, PackageWithoutProjects_ReportsMissingKey) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["package"].erase("projects"); }),
               "package.projects: missing required key \"projects\"");
}

TEST(DocumentErrors, PackageWithNoProject_NeedsAtLeastOne) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["package"]["projects"] = Json::array(); }),
               "package.projects: must contain at least one project");
}

TEST(DocumentErrors, ProjectWithoutModule_ReportsMissingKey) {
    expectOnly(
        parseMultiModuleMutated([](Json& j) { j["package"]["projects"][1].erase("module"); }),
        "package.projects[1].module: missing required key \"module\"");
}

TEST(DocumentErrors, ProjectOfAMissingModule_ReportsPath) {
    expectOnly(parseMultiModuleMutated(
                   [](Json& j) { j["package"]["projects"][1]["module"] = "Controller"; }),
               "package.projects[1].module: no module named \"Controller\"");
}

TEST(DocumentErrors, ProjectListedTwice_ReportsTheSecond) {
    expectOnly(
        parseMultiModuleMutated([](Json& j) { j["package"]["projects"][1]["module"] = "Plant"; }),
        "package.projects[1].module: module \"Plant\" is already a project (projects[0])");
}

TEST(DocumentErrors, NonPositiveMinStep_IsRejected) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["package"]["projects"][0]["minStep"] = 0; }),
               "package.projects[0].minStep: must be greater than 0");
}

TEST(DocumentErrors, MaxStepBelowMinStep_IsRejected) {
    expectOnly(
        parseMultiModuleMutated([](Json& j) { j["package"]["projects"][0]["maxStep"] = 0.0005; }),
        "package.projects[0].maxStep: must not be less than minStep (0.001)");
}

TEST(DocumentErrors, AbsentMaxStepBelowMinStep_ReportsMissingKey) {
    expectOnly(parseMultiModuleMutated([](Json& j) {
                   auto& project = j["package"]["projects"][1];
                   project["minStep"] = 0.5;
                   project.erase("maxStep");
               }),
               "package.projects[1].maxStep: missing required key \"maxStep\" (minStep 0.5 is "
               "greater than its default 0.01)");
}

TEST(DocumentErrors, NonPositiveSyncStep_IsRejected) {
    expectOnly(
        parseMultiModuleMutated([](Json& j) { j["package"]["projects"][0]["syncStep"] = -1; }),
        "package.projects[0].syncStep: must be greater than 0");
}

TEST(DocumentErrors, ProjectActiveNotABoolean_ReportsWrongType) {
    expectOnly(
        parseMultiModuleMutated([](Json& j) { j["package"]["projects"][0]["active"] = "no"; }),
        "package.projects[0].active: expected a boolean, found a string");
}

TEST(DocumentErrors, ProjectUnknownKey_SuggestsTheKnownKey) {
    expectOnly(parseMultiModuleMutated([](Json& j) {
                   auto& project = j["package"]["projects"][0];
                   project["syncstep"] = project["syncStep"];
                   project.erase("syncStep");
               }),
               "package.projects[0].syncstep: unknown key \"syncstep\" (did you mean "
               "\"syncStep\"?)");
}

TEST(DocumentRobustness, MultiModuleValueMutations_AreRejectedOrRoundTrip) {
    const Json base = Json::parse(serializeDocument(multiModuleDocument()));
    const Json replacements[] = {nullptr,
                                 true,
                                 -1,
                                 0,
                                 1.5,
                                 1e300,
                                 "",
                                 "Plant",
                                 "Plant.y",
                                 "frames",
                                 Json::array(),
                                 Json::object(),
                                 Json::array({1, "x"})};
    std::vector<Json::json_pointer> pointers;
    std::function<void(const Json&, const Json::json_pointer&)> collect =
        [&](const Json& j, const Json::json_pointer& p) {
            pointers.push_back(p);
            if (j.is_object())
                for (auto it = j.begin(); it != j.end(); ++it) collect(it.value(), p / it.key());
            else if (j.is_array())
                for (std::size_t i = 0; i < j.size(); ++i) collect(j[i], p / i);
        };
    collect(base, Json::json_pointer());
    for (std::size_t i = 0; i < pointers.size(); ++i) {
        for (std::size_t r = 0; r < std::size(replacements); r += 4) {
            Json j = base;
            j[pointers[i]] = replacements[(i + r) % std::size(replacements)];
            SCOPED_TRACE(pointers[i].to_string());
            parseAnything(j.dump());
        }
        if (HasFailure()) break;
    }
}

}  // namespace

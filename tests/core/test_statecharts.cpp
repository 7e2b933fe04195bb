// Statecharts and events with AnyLogic semantics, in the one engine queue.

#include "chart_builders.h"
#include "test_support.h"

#include "hs/model/document.h"
#include "hs/sim/run_record.h"

#include <cmath>
#include <numeric>

namespace hs::test {
namespace {

// Thermostat: room temperature ODE and a heater chart with condition transitions.
doc::Module thermostat() {
    doc::Module m;
    m.name = "Room";
    m.equations = R"(model Room
  parameter Real Tout = 5;
  parameter Real tau = 3600;
  parameter Real P = 0.01;
  Real T(start = 15, fixed = true);
  discrete Boolean heating(start = false, fixed = true);
equation
  der(T) = (Tout - T)/tau + (if heating then P else 0);
end Room;
)";
    doc::Statechart c;
    c.name = "heater";
    c.initial = "Off";
    c.states = {state("Off", "heating := false;"), state("On", "heating := true;")};
    c.transitions = {transition("T1", "Off", "On", TriggerKind::Condition, "T < 19"),
                     transition("T2", "On", "Off", TriggerKind::Condition, "T > 21")};
    m.statecharts.push_back(c);
    return m;
}

SimulationSettings tight() {
    SimulationSettings s;
    s.relTol = 1e-12;
    s.absTol = 1e-12;
    return s;
}

TEST(Statechart, ConditionOnContinuousVariableFiresAtClosedFormCrossing) {
    auto engine = runModel(compileModuleOk(thermostat()), 3000.0, tight());
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const auto times = eventTimes(*engine, EventKind::Transition);
    ASSERT_GE(times.size(), 3u);
    EXPECT_EQ(times[0], 0.0);  // 15 < 19 on entry: fires at once
    // heating: T = 41 - 26 exp(-t/3600) reaches 21 at 3600 ln(26/20)
    EXPECT_NEAR(times[1], 3600 * std::log(26.0 / 20.0), 1e-6);
    // cooling from 21: T = 5 + 16 exp(-(t - t1)/3600) reaches 19 after 3600 ln(16/14)
    EXPECT_NEAR(times[2] - times[1], 3600 * std::log(16.0 / 14.0), 1e-6);
    const auto sources = eventSources(*engine, EventKind::Transition);
    for (std::size_t i = 0; i < sources.size(); ++i) EXPECT_EQ(sources[i], i % 2 ? "heater.T2" : "heater.T1");
}

TEST(Statechart, InStateIsReadableFromEquations) {
    doc::Module m = thermostat();
    m.equations = R"(model Room
  Real T(start = 15, fixed = true);
equation
  der(T) = (5 - T)/3600 + (if inState(heater.On) then 0.01 else 0);
end Room;
)";
    m.statecharts[0].states = {state("Off"), state("On")};
    auto engine = runModel(compileModuleOk(m), 3000.0, tight());
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const auto times = eventTimes(*engine, EventKind::Transition);
    ASSERT_GE(times.size(), 2u);
    EXPECT_NEAR(times[1], 3600 * std::log(26.0 / 20.0), 1e-6);
}

TEST(Statechart, ExitActionEntryOrderInNestedStates) {
    doc::Module m;
    m.name = "Nested";
    m.equations = "model Nested\nend Nested;\n";
    doc::Statechart c;
    c.name = "sc";
    c.initial = "A";
    c.states = {state("A", "trace(\"enter A\");", "trace(\"exit A\");", StateKind::Composite, "", "A1"),
                state("A1", "trace(\"enter A1\");", "trace(\"exit A1\");", StateKind::Composite, "A", "A11"),
                state("A11", "trace(\"enter A11\");", "trace(\"exit A11\");", StateKind::Simple, "A1"),
                state("B", "trace(\"enter B\");", "trace(\"exit B\");", StateKind::Composite, "", "B1"),
                state("B1", "trace(\"enter B1\");", "trace(\"exit B1\");", StateKind::Simple, "B")};
    c.transitions = {transition("go", "A11", "B", TriggerKind::Timeout, "1", "", "trace(\"action\");")};
    m.statecharts.push_back(c);
    auto engine = runModel(compileModuleOk(m), 2.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(traceTexts(*engine),
              (std::vector<std::string>{"enter A", "enter A1", "enter A11", "exit A11", "exit A1", "exit A",
                                        "action", "enter B", "enter B1"}));
    EXPECT_TRUE(engine->isStateActive("sc.B1"));
    EXPECT_TRUE(engine->isStateActive("sc.B"));
    EXPECT_FALSE(engine->isStateActive("sc.A"));
}

TEST(Statechart, TransitionFromCompositeLeavesItsActiveChild) {
    doc::Module m;
    m.name = "M";
    m.equations = "model M\nend M;\n";
    doc::Statechart c;
    c.name = "sc";
    c.initial = "Work";
    c.states = {state("Work", "", "trace(\"exit Work\");", StateKind::Composite, "", "Step1"),
                state("Step1", "", "trace(\"exit Step1\");", StateKind::Simple, "Work"),
                state("Step2", "", "trace(\"exit Step2\");", StateKind::Simple, "Work"),
                state("Broken", "trace(\"enter Broken\");")};
    c.transitions = {transition("next", "Step1", "Step2", TriggerKind::Timeout, "1"),
                     transition("fail", "Work", "Broken", TriggerKind::Timeout, "1.5")};
    m.statecharts.push_back(c);
    auto engine = runModel(compileModuleOk(m), 3.0);
    EXPECT_EQ(traceTexts(*engine),
              (std::vector<std::string>{"exit Step1", "exit Step2", "exit Work", "enter Broken"}));
}

TEST(Statechart, GuardIsEvaluatedAfterTheTriggerFires) {
    doc::Module m;
    m.name = "G";
    m.equations = "model G\n  discrete Integer n(start = 0, fixed = true);\nend G;\n";
    doc::Statechart c;
    c.name = "sc";
    c.initial = "A";
    c.states = {state("A"), state("B")};
    // the guard is false at t = 1 (n = 0) but true by the time of a later check
    c.transitions = {transition("t", "A", "B", TriggerKind::Timeout, "1", "n > 0")};
    m.statecharts.push_back(c);
    m.events.push_back(event("Bump", doc::EventElementTrigger::Timeout, "n := 1;"));
    m.events.back().time = "0.5";
    auto engine = runModel(compileModuleOk(m), 2.0);
    EXPECT_TRUE(engine->isStateActive("sc.B"));

    // with the event after the timeout the guard is false when the trigger fires
    m.events.back().time = "1.5";
    auto engine2 = runModel(compileModuleOk(m), 2.0);
    EXPECT_TRUE(engine2->isStateActive("sc.A"));
    EXPECT_EQ(traceTexts(*engine2), (std::vector<std::string>{"sc.t: guard is false, the transition does not fire"}));
}

TEST(Statechart, MessagesMatchByValueAndUnacceptedOnesAreDiscarded) {
    doc::Module m;
    m.name = "Msg";
    m.equations = "model Msg\nend Msg;\n";
    doc::Statechart c;
    c.name = "door";
    c.initial = "Closed";
    c.states = {state("Closed"), state("Open")};
    c.transitions = {transition("open", "Closed", "Open", TriggerKind::Message, "\"open\""),
                     transition("close", "Open", "Closed", TriggerKind::Message, "\"close\"")};
    m.statecharts.push_back(c);
    doc::Event e = event("Script", doc::EventElementTrigger::Timeout,
                         "send(door, \"close\"); send(door, \"open\");");
    e.time = "1";
    m.events.push_back(e);
    auto engine = runModel(compileModuleOk(m), 2.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_TRUE(engine->isStateActive("door.Open"));
    EXPECT_EQ(traceTexts(*engine),
              (std::vector<std::string>{"message \"close\" to door discarded: no transition of the current state accepts it"}));
    // the accepted message is the transition it enabled, an item of its own
    EXPECT_EQ(eventSources(*engine, EventKind::Message), (std::vector<std::string>{"door.open"}));
    EXPECT_EQ(engine->traceLog().front().kind, TraceLine::Kind::Discarded);
}

TEST(Statechart, AnyMessageTriggerAndNumericMessages) {
    doc::Module m;
    m.name = "Msg";
    m.equations = "model Msg\n  discrete Real got(start = 0, fixed = true);\nend Msg;\n";
    doc::Statechart c;
    c.name = "rx";
    c.initial = "Wait";
    c.states = {state("Wait"), state("Done")};
    doc::Transition any = transition("any", "Wait", "Done", TriggerKind::Message, "", "", "got := 1;");
    any.anyMessage = true;
    c.transitions = {transition("seven", "Wait", "Done", TriggerKind::Message, "7", "", "got := 7;"), any};
    m.statecharts.push_back(c);
    doc::Event e = event("Script", doc::EventElementTrigger::Timeout, "send(rx, 3 + 4);");
    e.time = "1";
    m.events.push_back(e);
    auto engine = runModel(compileModuleOk(m), 2.0);
    EXPECT_EQ(engine->value("got"), 7);
}

TEST(Statechart, ChoicePointTakesFirstTrueBranchElseDefault) {
    doc::Module m;
    m.name = "C";
    m.equations = "model C\n  discrete Integer x(start = 5, fixed = true);\nend C;\n";
    doc::Statechart c;
    c.name = "sc";
    c.initial = "Start";
    c.states = {state("Start"), state("Pick", "", "", StateKind::Choice), state("Small"), state("Big"),
                state("Other")};
    c.transitions = {transition("go", "Start", "Pick", TriggerKind::Timeout, "1", "", "x := x + 1;"),
                     transition("small", "Pick", "Small", TriggerKind::Timeout, "", "x < 3"),
                     transition("big", "Pick", "Big", TriggerKind::Timeout, "", "x > 5", "trace(\"big\", x);"),
                     transition("other", "Pick", "Other", TriggerKind::Timeout, "", "else")};
    m.statecharts.push_back(c);
    auto engine = runModel(compileModuleOk(m), 2.0);
    EXPECT_TRUE(engine->isStateActive("sc.Big"));
    EXPECT_FALSE(engine->isStateActive("sc.Pick"));
    EXPECT_EQ(traceTexts(*engine), (std::vector<std::string>{"sc.big: branch taken", "big6"}));

    m.equations = "model C\n  discrete Integer x(start = 3, fixed = true);\nend C;\n";
    auto engine2 = runModel(compileModuleOk(m), 2.0);
    EXPECT_TRUE(engine2->isStateActive("sc.Other"));
}

// Choice points chained, each passing control to the next: a chain of 1 001 is longer than
// one step may enter (an invalid-transition naming where), not a loop; two choice points
// passing control back and forth are a loop (instantaneous-loop). Neither overflows the stack.
TEST(Statechart, ALongChoiceChainIsNotCalledALoop) {
    auto chain = [](int n, bool loop) {
        doc::Module m;
        m.name = "Chain";
        m.equations = "model Chain\nend Chain;\n";
        doc::Statechart c;
        c.name = "sc";
        c.initial = "Start";
        c.states = {state("Start"), state("End")};
        for (int i = 0; i < n; ++i) c.states.push_back(state("C" + std::to_string(i), "", "", StateKind::Choice));
        c.transitions = {transition("go", "Start", "C0", TriggerKind::Timeout, "1")};
        for (int i = 0; i < n; ++i) {
            const std::string next = i + 1 < n ? "C" + std::to_string(i + 1) : (loop ? "C0" : "End");
            c.transitions.push_back(
                transition("t" + std::to_string(i), "C" + std::to_string(i), next, TriggerKind::Timeout, "", "else"));
        }
        m.statecharts.push_back(c);
        return m;
    };
    auto finite = runModel(compileModuleOk(chain(1001, false)), 2.0);
    EXPECT_EQ(finite->status(), RunStatus::Failed);
    const Diagnostic* d = finite->diagnostics().find("invalid-transition");
    ASSERT_NE(d, nullptr);
    EXPECT_NE(d->message.find("more than 1000 choice points"), std::string::npos) << d->message;
    EXPECT_EQ(finite->diagnostics().find("instantaneous-loop"), nullptr);

    auto shortChain = runModel(compileModuleOk(chain(500, false)), 2.0);
    EXPECT_EQ(shortChain->status(), RunStatus::Finished);
    EXPECT_TRUE(shortChain->isStateActive("sc.End"));

    auto loop = runModel(compileModuleOk(chain(2, true)), 2.0);
    EXPECT_EQ(loop->status(), RunStatus::Failed);
    EXPECT_NE(loop->diagnostics().find("instantaneous-loop"), nullptr);
}

TEST(Statechart, FinalStateStopsTheChart) {
    doc::Module m;
    m.name = "F";
    m.equations = "model F\nend F;\n";
    doc::Statechart c;
    c.name = "sc";
    c.initial = "A";
    c.states = {state("A"), state("End", "trace(\"end\");", "", StateKind::Final)};
    c.transitions = {transition("t", "A", "End", TriggerKind::Timeout, "1")};
    m.statecharts.push_back(c);
    doc::Event e = event("Late", doc::EventElementTrigger::Timeout, "send(sc, 1);");
    e.time = "1.5";
    m.events.push_back(e);
    auto engine = runModel(compileModuleOk(m), 2.0);
    EXPECT_TRUE(engine->isStateActive("sc.End"));
    EXPECT_EQ(traceTexts(*engine),
              (std::vector<std::string>{"end", "message 1 to sc discarded: the statechart has stopped"}));
}

TEST(Statechart, SelfTransitionRestartsTheTimeout) {
    doc::Module m;
    m.name = "S";
    m.equations = "model S\n  discrete Integer n(start = 0, fixed = true);\nend S;\n";
    doc::Statechart c;
    c.name = "sc";
    c.initial = "A";
    c.states = {state("A", "n := n + 1;")};
    c.transitions = {transition("again", "A", "A", TriggerKind::Timeout, "0.3")};
    m.statecharts.push_back(c);
    auto engine = runModel(compileModuleOk(m), 1.0);
    EXPECT_EQ(engine->value("n"), 4);  // entered at 0, 0.3, 0.6, 0.9
}

TEST(Statechart, InstantaneousLoopIsBoundedAndNamed) {
    doc::Module m;
    m.name = "L";
    m.equations = "model L\nend L;\n";
    doc::Statechart c;
    c.name = "pingpong";
    c.initial = "A";
    c.states = {state("A"), state("B")};
    c.transitions = {transition("ab", "A", "B", TriggerKind::Timeout, "0"),
                     transition("ba", "B", "A", TriggerKind::Timeout, "0")};
    m.statecharts.push_back(c);
    SimulationSettings s;
    s.instantLoopLimit = 500;
    auto engine = runModel(compileModuleOk(m), 1.0, s);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    const Diagnostic* d = engine->diagnostics().find("instantaneous-loop");
    ASSERT_NE(d, nullptr);
    EXPECT_NE(std::find(d->names.begin(), d->names.end(), "pingpong.ab"), d->names.end());
    EXPECT_NE(std::find(d->names.begin(), d->names.end(), "pingpong.ba"), d->names.end());
    EXPECT_EQ(engine->time(), 0.0);
}

TEST(Events, CyclicEventReschedulesAfterItsAction) {
    doc::Module m;
    m.name = "E";
    m.equations = "model E\n  discrete Integer n(start = 0, fixed = true);\nend E;\n";
    doc::Event tick = event("Tick", doc::EventElementTrigger::Timeout, "n := n + 1;");
    tick.mode = doc::TimeoutMode::Cyclic;
    tick.time = "0.5";
    tick.period = "1";
    m.events.push_back(tick);
    auto engine = runModel(compileModuleOk(m), 4.0);
    EXPECT_EQ(engine->value("n"), 4);
    EXPECT_EQ(eventTimes(*engine, EventKind::Event), (std::vector<double>{0.5, 1.5, 2.5, 3.5}));
}

// Three simultaneous events at t = 1: A (scheduled first), B, C, each appends its digit.
doc::Module simultaneous() {
    doc::Module m;
    m.name = "Sim";
    m.equations = "model Sim\n  discrete Integer order(start = 0, fixed = true);\nend Sim;\n";
    for (const char* name : {"A", "B", "C"}) {
        doc::Event e =
            event(name, doc::EventElementTrigger::Timeout,
                  std::string("order := order * 10 + ") + std::to_string(name[0] - 'A' + 1) + ";");
        e.time = "1";
        m.events.push_back(e);
    }
    return m;
}

TEST(Policies, FifoLifoAndRandomOrderSimultaneousEvents) {
    auto model = compileModuleOk(simultaneous());
    SimulationSettings s;
    s.policy = SelectionPolicy::Fifo;
    EXPECT_EQ(runModel(model, 2.0, s)->value("order"), 123);
    s.policy = SelectionPolicy::Lifo;
    EXPECT_EQ(runModel(model, 2.0, s)->value("order"), 321);
    s.policy = SelectionPolicy::Random;
    std::set<double> orders;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        s.seed = seed;
        const double first = runModel(model, 2.0, s)->value("order");
        EXPECT_EQ(runModel(model, 2.0, s)->value("order"), first) << "seed " << seed << " not reproducible";
        orders.insert(first);
    }
    EXPECT_EQ(orders.size(), 6u);  // every permutation shows up over 30 seeds
}

TEST(Policies, CyclicEventsReschedulingThemselvesKeepFifoOrder) {
    doc::Module m;
    m.name = "Cyc";
    m.equations = "model Cyc\n  discrete Integer log(start = 0, fixed = true);\nend Cyc;\n";
    for (const char* name : {"X", "Y"}) {
        doc::Event e =
            event(name, doc::EventElementTrigger::Timeout,
                  std::string("log := log * 10 + ") + (name[0] == 'X' ? "1" : "2") + ";");
        e.mode = doc::TimeoutMode::Cyclic;
        e.time = "1";
        e.period = "1";
        m.events.push_back(e);
    }
    auto model = compileModuleOk(m);
    SimulationSettings s;
    // X then Y at t = 1; X's next occurrence is scheduled before Y's, so X runs first again
    EXPECT_EQ(runModel(model, 3.5, s)->value("log"), 121212);
    // LIFO: Y then X at t = 1; so Y's next occurrence is scheduled before X's and at
    // t = 2 X (the later one) runs first, then at t = 3 Y again
    s.policy = SelectionPolicy::Lifo;
    EXPECT_EQ(runModel(model, 3.5, s)->value("log"), 211221);
}

TEST(RateTrigger, MeanDelayWithinThreeStandardErrors) {
    doc::Module m;
    m.name = "Rate";
    m.equations = "model Rate\n  discrete Integer n(start = 0, fixed = true);\nend Rate;\n";
    doc::Statechart c;
    c.name = "src";
    c.initial = "A";
    c.states = {state("A", "n := n + 1;")};
    c.transitions = {transition("arrive", "A", "A", TriggerKind::Rate, "2")};
    m.statecharts.push_back(c);
    SimulationSettings s;
    s.recordResults = false;
    s.seed = 42;
    auto model = compileModuleOk(m);
    Engine engine(model, s);
    s.stopTime = 1e9;
    Engine unlimited(model, s);
    unlimited.initialize();
    RunTarget target;
    target.step = 10000;
    unlimited.runUntil(target);
    const auto times = eventTimes(unlimited, EventKind::Transition);
    ASSERT_EQ(times.size(), 10000u);
    std::vector<double> delays;
    double prev = 0;
    for (double t : times) {
        delays.push_back(t - prev);
        prev = t;
    }
    const double mean = std::accumulate(delays.begin(), delays.end(), 0.0) / delays.size();
    double var = 0;
    for (double d : delays) var += (d - mean) * (d - mean);
    var /= delays.size() - 1;
    const double se = std::sqrt(var / delays.size());
    EXPECT_NEAR(mean, 0.5, 3 * se);
    EXPECT_NEAR(std::sqrt(var), 0.5, 0.05);  // exponential: sd = mean

    // the same seed gives the same trace
    Engine again(model, s);
    again.initialize();
    again.runUntil(target);
    EXPECT_EQ(eventTimes(again, EventKind::Transition), times);
}

TEST(DynamicEvents, ArgumentsAndCancellation) {
    doc::Module m;
    m.name = "Dyn";
    m.equations = R"(model Dyn
  discrete Real total(start = 0, fixed = true);
  discrete Real h1(start = 0, fixed = true);
  discrete Real h2(start = 0, fixed = true);
end Dyn;
)";
    doc::DynamicEvent d;
    d.name = "Deliver";
    d.parameters = {"amount", "tag"};
    d.action = "total := total + amount; trace(\"deliver \", tag);";
    m.dynamicEvents.push_back(d);
    doc::Event start =
        event("Start", doc::EventElementTrigger::Timeout,
              "h1 := schedule(Deliver, 1, 10, 1); h2 := schedule(Deliver, 2, 20, 2); "
              "schedule(Deliver, 3, 5, 3);");
    start.time = "0";
    doc::Event stop = event("Cancel", doc::EventElementTrigger::Timeout, "cancel(h2);");
    stop.time = "1.5";
    m.events = {start, stop};
    auto engine = runModel(compileModuleOk(m), 4.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("total"), 15);
    EXPECT_EQ(traceTexts(*engine), (std::vector<std::string>{"deliver 1", "deliver 3"}));
    EXPECT_EQ(eventTimes(*engine, EventKind::Event), (std::vector<double>{0, 1, 1.5, 3}));
}

TEST(Queue, SnapshotHoldsExpectedItemsInTheirCategories) {
    doc::Module m = simultaneous();
    doc::Statechart c;
    c.name = "sc";
    c.initial = "A";
    c.states = {state("A"), state("B")};
    c.transitions = {transition("slow", "A", "B", TriggerKind::Timeout, "5"),
                     transition("cond", "A", "B", TriggerKind::Condition, "time > 7")};
    m.statecharts.push_back(c);
    SimulationSettings s;
    s.stopTime = 10;
    Engine engine(compileModuleOk(m), s);
    ASSERT_TRUE(engine.initialize());
    auto snap = engine.queueSnapshot();
    std::vector<std::string> got;
    for (const auto& e : snap.entries)
        got.push_back(std::string(queueCategoryName(e.category)) + " " + eventKindName(e.kind) + " " + e.source);
    EXPECT_EQ(got, (std::vector<std::string>{"scheduled event A", "scheduled event B", "scheduled event C",
                                             "scheduled transition sc.slow", "scheduled time sc.cond",
                                             "scheduled terminal experiment", "pending transition sc.cond"}))
        << ::testing::PrintToString(got);
    // after the time step to t = 1, all three are current: A selected, B and C enabled
    engine.prepareStep();
    snap = engine.queueSnapshot();
    ASSERT_GE(snap.entries.size(), 3u);
    EXPECT_EQ(snap.entries[0].category, QueueCategory::Selected);
    EXPECT_EQ(snap.entries[0].source, "A");
    EXPECT_EQ(snap.entries[1].category, QueueCategory::Enabled);
    EXPECT_EQ(snap.entries[2].category, QueueCategory::Enabled);
    EXPECT_EQ(*snap.entries[0].time, 1.0);
}

TEST(History, RestoreEarlierEventAndRunOnIsIdentical) {
    doc::Module m = thermostat();
    // add randomness and dynamic events so that the restored state must include them
    doc::Statechart noise;
    noise.name = "noise";
    noise.initial = "Idle";
    noise.states = {state("Idle")};
    noise.transitions = {transition("kick", "Idle", "Idle", TriggerKind::Rate, "0.05")};
    m.statecharts.push_back(noise);
    SimulationSettings s;
    s.stopTime = 20000;
    s.historyLimit = 10000;
    auto model = compileModuleOk(m);

    Engine reference(model, s);
    reference.initialize();
    reference.run();
    ASSERT_EQ(reference.status(), RunStatus::Finished);
    ASSERT_GT(reference.stepCount(), 500u);

    Engine engine(model, s);
    engine.initialize();
    RunTarget to500;
    to500.step = 500;
    engine.runUntil(to500);
    ASSERT_EQ(engine.stepCount(), 500u);
    ASSERT_TRUE(engine.restoreStep(200));
    EXPECT_EQ(engine.stepCount(), 200u);
    EXPECT_EQ(engine.events().size(), 201u);
    engine.run();
    ASSERT_EQ(engine.status(), RunStatus::Finished);
    ASSERT_EQ(engine.events().size(), reference.events().size());
    for (std::size_t i = 0; i < engine.events().size(); ++i) {
        EXPECT_EQ(engine.events()[i].time, reference.events()[i].time) << i;
        EXPECT_EQ(engine.events()[i].source, reference.events()[i].source) << i;
    }
    EXPECT_EQ(engine.results().toCsv(), reference.results().toCsv());
}

TEST(History, StepBackRestoresThePreviousEventStep) {
    SimulationSettings s;
    s.stopTime = 3;
    s.historyLimit = 100;
    Engine engine(compileExample("BouncingBall.mo"), s);
    engine.initialize();
    engine.step();
    const double t1 = engine.time();
    const double v1 = engine.value("v");
    engine.step();
    EXPECT_GT(engine.time(), t1);
    ASSERT_TRUE(engine.stepBack());
    EXPECT_EQ(engine.time(), t1);
    EXPECT_EQ(engine.value("v"), v1);
    EXPECT_EQ(engine.stepCount(), 1u);
    engine.step();
    EXPECT_NEAR(engine.time(), 1.1739611517, 1e-6);
}

TEST(Replay, ManualSelectionIsRecordedAndReplayedIdentically) {
    auto model = compileModuleOk(simultaneous());
    SimulationSettings s;
    s.stopTime = 2;
    Engine engine(model, s);
    engine.initialize();
    engine.prepareStep();
    auto snap = engine.queueSnapshot();
    ASSERT_EQ(snap.entries[2].source, "C");
    ASSERT_TRUE(engine.selectNext(snap.entries[2].id));  // run C first
    engine.run();
    EXPECT_EQ(engine.value("order"), 312);
    const RunRecord record = makeRunRecord(engine, "sim.hsm", {});
    ASSERT_EQ(record.selections.size(), 1u);

    RunRecord parsed;
    DiagnosticList diags;
    ASSERT_TRUE(parseRunRecord(runRecordToJson(record), parsed, diags));
    const ReplayOutcome outcome = replayRun(model, parsed, diags);
    EXPECT_TRUE(outcome.identical) << outcome.difference.english();

    // without the selection the run differs, and replay says where
    parsed.selections.clear();
    const ReplayOutcome differs = replayRun(model, parsed, diags);
    EXPECT_FALSE(differs.identical);
    EXPECT_NE(differs.difference.english().find("event 1 differs"), std::string::npos)
        << differs.difference.english();
}

TEST(Documents, ActionErrorsNameTheElementAndPosition) {
    doc::Module m = thermostat();
    m.statecharts[0].transitions[0].action = "heating := 1 +;";
    m.statecharts[0].states[1].entry = "nosuch := true;";
    DiagnosticList diags;
    EXPECT_EQ(compileModule(m, "t.hsm", diags), nullptr);
    ASSERT_FALSE(diags.empty());
    const Diagnostic& d = diags.items()[0];
    EXPECT_EQ(d.code, "parse-error");
    EXPECT_EQ(d.message.rfind("heater.T1 action: ", 0), 0u) << d.message;
    EXPECT_EQ(d.loc.line, 1);
    EXPECT_EQ(d.loc.column, 15);
}

}  // namespace
}  // namespace hs::test

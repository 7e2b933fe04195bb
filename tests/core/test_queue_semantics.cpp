// The event queue as seed 000 defines it: zero-delay items are current at once under every
// policy; a message makes a transition current when it is received; the categories are
// disjoint (pending also holds condition- and message-triggered transitions); dynamic
// events are named in the logs; elements start in the document's order; nothing is queued
// after the stop time.

#include "chart_builders.h"
#include "test_support.h"

#include <set>

namespace hs::test {
namespace {

// Static events A and B at t = 1 (in that order); B schedules the dynamic event F with a
// delay of 0. Each appends its letter (1 = A, 2 = B, 3 = F) to `order`.
doc::Module zeroDelay() {
    doc::Module m;
    m.name = "Z";
    m.equations = "model Z\n  discrete Integer order(start = 0, fixed = true);\nend Z;\n";
    doc::Event a = event("A", doc::EventElementTrigger::Timeout, "order := order*10 + 1;");
    a.time = "1";
    doc::Event b =
        event("B", doc::EventElementTrigger::Timeout, "order := order*10 + 2;\nschedule(F, 0);");
    b.time = "1";
    m.events = {a, b};
    doc::DynamicEvent f;
    f.name = "F";
    f.action = "order := order*10 + 3;";
    m.dynamicEvents = {f};
    return m;
}

long orderOf(const doc::Module& m, SelectionPolicy policy, std::uint64_t seed = 1) {
    SimulationSettings s;
    s.policy = policy;
    s.seed = seed;
    auto engine = runModel(compileModuleOk(m), 2.0, s);
    EXPECT_EQ(engine->status(), RunStatus::Finished);
    return static_cast<long>(engine->value("order"));
}

TEST(QueueSemantics, ZeroDelayItemsAreCurrentAtOnceUnderEveryPolicy) {
    EXPECT_EQ(orderOf(zeroDelay(), SelectionPolicy::Fifo), 123);  // A B F
    EXPECT_EQ(orderOf(zeroDelay(), SelectionPolicy::Lifo), 231);  // B F A: F is the newest current item
    std::set<long> seen;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const long order = orderOf(zeroDelay(), SelectionPolicy::Random, seed);
        EXPECT_EQ(orderOf(zeroDelay(), SelectionPolicy::Random, seed), order);
        const std::string digits = std::to_string(order);
        EXPECT_LT(digits.find('2'), digits.find('3')) << digits;  // F after B
        seen.insert(order);
    }
    EXPECT_EQ(seen, (std::set<long>{123, 213, 231}));
}

TEST(QueueSemantics, AZeroDelayItemIsCurrentInTheQueueRightAfterTheStep) {
    Engine engine(compileModuleOk(zeroDelay()), [] {
        SimulationSettings s;
        s.stopTime = 2.0;
        return s;
    }());
    ASSERT_TRUE(engine.initialize());
    engine.step();  // A
    engine.step();  // B: F is scheduled at now
    bool fCurrent = false;
    for (const auto& e : engine.queueSnapshot().entries)
        if (e.source == "F")
            fCurrent = e.category == QueueCategory::Selected || e.category == QueueCategory::Enabled;
    EXPECT_TRUE(fCurrent);
}

TEST(QueueSemantics, ATimeoutOfZeroIsCurrentAtOnce) {
    doc::Module m;
    m.name = "T";
    m.equations = "model T\n  discrete Integer order(start = 0, fixed = true);\nend T;\n";
    doc::Statechart c;
    c.name = "sc";
    c.initial = "A";
    c.states = {state("A"), state("B", "order := order*10 + 9;")};
    c.transitions = {transition("now", "A", "B", TriggerKind::Timeout, "0")};
    m.statecharts.push_back(c);
    doc::Event e = event("E", doc::EventElementTrigger::Timeout, "order := order*10 + 1;");
    e.time = "0";
    m.events.push_back(e);
    SimulationSettings s;
    s.stopTime = 1.0;
    Engine engine(compileModuleOk(m), s);
    ASSERT_TRUE(engine.initialize());
    // both due at the start time: current right after initialisation, in document order
    const QueueSnapshot snap = engine.queueSnapshot();
    ASSERT_GE(snap.entries.size(), 2u);
    EXPECT_EQ(snap.entries[0].category, QueueCategory::Selected);
    EXPECT_EQ(snap.entries[0].source, "sc.now");
    EXPECT_EQ(snap.entries[1].category, QueueCategory::Enabled);
    EXPECT_EQ(snap.entries[1].source, "E");
}

// Chart `sender` fires at t = 1 and sends "go" to `receiver`, which at t = 1 also has its
// own timeout T1 (S1 -> S2). In S1 "go" enables M (S1 -> S3); in S2 it enables N (S2 -> S4).
doc::Module messageRace() {
    doc::Module m;
    m.name = "R";
    m.equations = "model R\nend R;\n";
    doc::Statechart sender;
    sender.name = "sender";
    sender.initial = "Idle";
    sender.states = {state("Idle"), state("Sent")};
    sender.transitions = {transition("Send", "Idle", "Sent", TriggerKind::Timeout, "1", {}, "send(receiver, \"go\");")};
    doc::Statechart receiver;
    receiver.name = "receiver";
    receiver.initial = "S1";
    receiver.states = {state("S1"), state("S2"), state("S3"), state("S4")};
    receiver.transitions = {transition("T1", "S1", "S2", TriggerKind::Timeout, "1"),
                            transition("M", "S1", "S3", TriggerKind::Message, "\"go\""),
                            transition("N", "S2", "S4", TriggerKind::Message, "\"go\"")};
    m.statecharts = {sender, receiver};
    return m;
}

TEST(QueueSemantics, AMessageIsReceivedInTheStateItWasSentIn) {
    // FIFO: Send runs first; "go" is received in S1 and M becomes current after T1, which
    // is older; T1 leaves S1, so M is withdrawn and the message is reported discarded. The
    // message is never seen by S2 (under the old rule it would have been, and N fired).
    SimulationSettings fifo;
    auto a = runModel(compileModuleOk(messageRace()), 2.0, fifo);
    EXPECT_TRUE(a->isStateActive("receiver.S2"));
    ASSERT_EQ(traceTexts(*a).size(), 1u);
    EXPECT_EQ(traceTexts(*a)[0], "message \"go\" for receiver.M discarded: its state was left before it fired");
    EXPECT_EQ(a->traceLog()[0].kind, TraceLine::Kind::Discarded);
    EXPECT_TRUE(eventSources(*a, EventKind::Message).empty());

    // LIFO: T1 (newer) fires first; Send then sends "go" to S2, where N accepts it at once.
    SimulationSettings lifo;
    lifo.policy = SelectionPolicy::Lifo;
    auto b = runModel(compileModuleOk(messageRace()), 2.0, lifo);
    EXPECT_TRUE(b->isStateActive("receiver.S4"));
    EXPECT_EQ(eventSources(*b, EventKind::Message), (std::vector<std::string>{"receiver.N"}));
    EXPECT_TRUE(traceTexts(*b).empty());
}

TEST(QueueSemantics, AMessageToItsOwnChartIsReceivedWhereTheTransitionArrives) {
    doc::Module m;
    m.name = "Own";
    m.equations = "model Own\nend Own;\n";
    doc::Statechart c;
    c.name = "sc";
    c.initial = "A";
    c.states = {state("A"), state("B"), state("C")};
    c.transitions = {transition("Go", "A", "B", TriggerKind::Timeout, "1", {}, "send(sc, \"next\");"),
                     transition("Next", "B", "C", TriggerKind::Message, "\"next\"")};
    m.statecharts.push_back(c);
    auto engine = runModel(compileModuleOk(m), 2.0);
    EXPECT_TRUE(engine->isStateActive("sc.C"));
    const auto messages = eventSources(*engine, EventKind::Message);
    ASSERT_EQ(messages.size(), 1u);
    EXPECT_EQ(messages[0], "sc.Next");
    EXPECT_EQ(engine->events().back().kind, EventKind::Terminal);
}

TEST(QueueSemantics, CategoriesAreDisjointAndPendingHoldsConditionAndMessageTransitions) {
    doc::Module m;
    m.name = "P";
    m.equations = R"(model P
  Real x(start = 0, fixed = true);
  discrete Integer n(start = 0, fixed = true);
equation
  der(x) = 1;
  when x > 0.5 then
    n = pre(n) + 1;
  end when;
end P;
)";
    doc::Statechart c;
    c.name = "sc";
    c.initial = "A";
    c.states = {state("A"), state("B")};
    c.transitions = {transition("Hot", "A", "B", TriggerKind::Condition, "n > 0"),
                     transition("Poke", "A", "B", TriggerKind::Message, "\"poke\"")};
    m.statecharts.push_back(c);
    SimulationSettings s;
    s.stopTime = 2.0;
    Engine engine(compileModuleOk(m), s);
    ASSERT_TRUE(engine.initialize());
    std::map<std::string, QueueCategory> category;
    for (const auto& e : engine.queueSnapshot().entries) {
        const std::string text = e.text.english();
        EXPECT_FALSE(category.count(e.source + " " + text))
            << "listed twice: " << e.source << " " << text;
        category[e.source + " " + text] = e.category;
    }
    EXPECT_EQ(category.at("sc.Hot n > 0"), QueueCategory::Pending);
    EXPECT_EQ(category.at("sc.Poke message \"poke\""), QueueCategory::Pending);
    EXPECT_EQ(category.at("test.hsm:6 x > 0.5"), QueueCategory::Pending);
    // the crossing fires (x = 0.5): n = 1, Hot becomes current and is no longer pending;
    // the when-condition is true and waits to become false again: not armed, not pending
    RunTarget target;
    target.step = 1;
    engine.runUntil(target);
    int hot = 0;
    for (const auto& e : engine.queueSnapshot().entries) {
        if (e.source == "sc.Hot") {
            ++hot;
            EXPECT_TRUE(e.category == QueueCategory::Selected || e.category == QueueCategory::Enabled);
        }
        if (e.text.english().rfind("x > 0.5", 0) == 0) {
            EXPECT_EQ(e.category, QueueCategory::Unarmed) << e.text.english();
        }
    }
    EXPECT_EQ(hot, 1);
    EXPECT_STREQ(queueCategoryName(QueueCategory::Unarmed), "unarmed");
}

TEST(QueueSemantics, DynamicEventsAreNamedWithTheirArgumentsInTheLog) {
    doc::Module m;
    m.name = "D";
    m.equations = "model D\nend D;\n";
    doc::Event start = event("Start", doc::EventElementTrigger::Timeout,
                             "schedule(Deliver, 0.5, 3);\nschedule(Deliver, 1, 7);");
    start.time = "0.25";
    m.events = {start};
    doc::DynamicEvent d;
    d.name = "Deliver";
    d.parameters = {"amount"};
    d.action = "trace(\"delivered \", amount);";
    m.dynamicEvents = {d};
    auto engine = runModel(compileModuleOk(m), 2.0);
    std::vector<std::string> details;
    for (const auto& r : engine->events())
        if (r.source == "Deliver") details.push_back(r.detail.english());
    EXPECT_EQ(details, (std::vector<std::string>{"Deliver(3) #1", "Deliver(7) #2"}));
}

TEST(QueueSemantics, NothingIsQueuedAfterTheStopTime) {
    doc::Module m;
    m.name = "S";
    m.equations = "model S\nend S;\n";
    doc::Statechart c;
    c.name = "sc";
    c.initial = "A";
    c.states = {state("A"), state("B")};
    c.transitions = {transition("Late", "A", "B", TriggerKind::Timeout, "5"),
                     transition("Early", "A", "B", TriggerKind::Timeout, "0.5")};
    m.statecharts.push_back(c);
    doc::Event late = event("LateEvent", doc::EventElementTrigger::Timeout, "");
    late.time = "5";
    doc::Event early = event("EarlyEvent", doc::EventElementTrigger::Timeout, "");
    early.time = "0.5";
    m.events = {late, early};
    SimulationSettings s;
    s.stopTime = 1.0;
    Engine engine(compileModuleOk(m), s);
    ASSERT_TRUE(engine.initialize());
    std::vector<std::string> scheduled;
    for (const auto& e : engine.queueSnapshot().entries)
        if (e.category == QueueCategory::Scheduled) scheduled.push_back(e.source);
    EXPECT_EQ(scheduled, (std::vector<std::string>{"sc.Early", "EarlyEvent", "experiment"}));
}

}  // namespace
}  // namespace hs::test

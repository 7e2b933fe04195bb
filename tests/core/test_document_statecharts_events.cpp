// Tests of reading the statecharts and events of model documents (.hsm): unique and
// well-formed names, references between states and transitions (dangling, nested,
// cyclic), and the triggers of transitions and events.

#include "document_builders.h"

#include <string>

namespace hs::test {
namespace {

using namespace hs::doc;

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
               kChart +
                   ".transitions[1].name: duplicate transition name \"T1\" (first used by "
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
               kChart +
                   ".states[0].name: \"2 Off\" is not an identifier (letters, digits and _, "
                   "not starting with a digit)");
}

TEST(DocumentErrors, StatechartNameNotAnIdentifier_IsRejected) {
    expectOnly(parseMutated([](Json& j) { j["modules"][0]["statecharts"][0]["name"] = "heat-er"; }),
               kChart +
                   ".name: \"heat-er\" is not an identifier (letters, digits and _, not "
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
               kChart +
                   ".states[0].initial: only a composite state has an initial child (this "
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
    expectMessage(diags,
                  "modules[0].statecharts[0].states[1].parent: the parent chain is cyclic "
                  "(\"Q\" -> \"P\" -> \"Q\")");
    expectMessage(diags,
                  "modules[0].statecharts[0].states[4].parent: the parent chain is cyclic "
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
               kChart +
                   ".transitions[0].trigger: missing required key \"trigger\" (only "
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
               kChart +
                   ".transitions[0].trigger.expression: must be absent when anyMessage is "
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

}  // namespace
}  // namespace hs::test

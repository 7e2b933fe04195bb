// Exploring the orders of simultaneous events: where the order changes the outcome.

#include "hs/sim/order_explorer.h"
#include "test_support.h"

namespace hs::test {
namespace {

std::string messages(const DiagnosticList& diags) {
    std::string all;
    for (const auto& d : diags.items()) all += formatText(d) + "\n";
    return all;
}

// Two events at t = 1 with the given actions, in a document of one module.
std::string twoEvents(const std::string& name, const std::string& first,
                      const std::string& second) {
    return R"({"format": 1, "name": ")" + name +
           R"(", "experiment": {"startTime": 0, "stopTime": 2, "interval": 0.01},
  "modules": [{"name": ")" +
           name + R"(", "equations": "model )" + name +
           R"(\n  discrete Real x(start = 1, fixed = true);\n  discrete Real y(start = 1, fixed = true);\nend )" +
           name + R"(;\n",
    "events": [
      {"name": "First", "trigger": {"kind": "timeout", "mode": "once", "time": "1"}, "action": ")" +
           first + R"("},
      {"name": "Second", "trigger": {"kind": "timeout", "mode": "once", "time": "1"}, "action": ")" +
           second + R"("}]}]})";
}

ExploreReport explore(const std::string& name, const std::string& text,
                      ExploreOptions options = {}) {
    LoadResult r = loadModelText(text, name + ".hsm");
    for (const auto& d : r.diagnostics.items()) ADD_FAILURE() << formatText(d);
    EXPECT_TRUE(r.model);
    if (!r.model) return {};
    DiagnosticList diags;
    auto report = exploreOrders(r.model, r.settings, {}, options, diags);
    for (const auto& d : diags.items()) ADD_FAILURE() << formatText(d);
    EXPECT_TRUE(report);
    return report ? *report : ExploreReport{};
}

TEST(OrderExplorer, FindsTheInstantWhereTheOrderMatters) {
    const ExploreReport report = explore("Order", twoEvents("Order", "x := 2*x;", "x := x + 1;"));
    EXPECT_EQ(report.instants, 1u);
    EXPECT_EQ(report.alternatives, 1u);
    ASSERT_EQ(report.divergences.size(), 1u);
    const OrderDivergence& d = report.divergences[0];
    EXPECT_DOUBLE_EQ(d.time, 1.0);
    EXPECT_EQ(d.runOrder, (std::vector<std::string>{"First", "Second"}));
    EXPECT_EQ(d.otherOrder, (std::vector<std::string>{"Second", "First"}));
    EXPECT_EQ(d.variable, "x");
    EXPECT_EQ(d.runValue, 3.0);    // 2 * 1 + 1
    EXPECT_EQ(d.otherValue, 4.0);  // (1 + 1) * 2
    EXPECT_EQ(d.difference.english(), "x at the stop time: 3 in the run, 4 in this order");
    // the same items by their queue ids, for stepping into either order
    ASSERT_EQ(d.runIds.size(), 2u);
    EXPECT_EQ(d.otherIds, (std::vector<std::uint64_t>{d.runIds[1], d.runIds[0]}));
}

TEST(OrderExplorer, RunInOrderGivesTheTrajectoryOfEitherOrder) {
    LoadResult r = loadModelText(twoEvents("Order", "x := 2*x;", "x := x + 1;"), "Order.hsm");
    ASSERT_TRUE(r.model);
    DiagnosticList diags;
    auto report = exploreOrders(r.model, r.settings, {}, {}, diags);
    ASSERT_TRUE(report);
    ASSERT_EQ(report->divergences.size(), 1u);
    const OrderDivergence& d = report->divergences[0];
    auto last = [](const Engine& e, const std::string& name) {
        const std::vector<double>* column = e.results().column(name);
        return column && !column->empty() ? column->back() : -1.0;
    };
    auto run = runInOrder(r.model, r.settings, {}, d.step, d.runIds, diags);
    ASSERT_TRUE(run) << messages(diags);
    EXPECT_EQ(run->status(), RunStatus::Finished);
    EXPECT_EQ(last(*run, "x"), 3.0);
    EXPECT_DOUBLE_EQ(run->results().time().back(), 2.0);  // results to the stop time
    auto other = runInOrder(r.model, r.settings, {}, d.step, d.otherIds, diags);
    ASSERT_TRUE(other) << messages(diags);
    EXPECT_EQ(last(*other, "x"), 4.0);
    // before t = 1 both trajectories are the run's: x = 1
    const std::vector<double>& t = other->results().time();
    const std::vector<double>& x = *other->results().column("x");
    for (std::size_t i = 0; i < t.size() && t[i] < 1.0; ++i) ASSERT_EQ(x[i], 1.0) << t[i];

    // an item that is not current there: refused with the reason
    EXPECT_FALSE(runInOrder(r.model, r.settings, {}, d.step, {999}, diags));
    EXPECT_NE(messages(diags).find("no item 999 current after"), std::string::npos)
        << messages(diags);
}

TEST(OrderExplorer, CommutingEventsHaveNoDivergence) {
    const ExploreReport report =
        explore("Commute", twoEvents("Commute", "x := x + 2;", "y := y * 3;"));
    EXPECT_EQ(report.instants, 1u);
    EXPECT_EQ(report.alternatives, 1u);
    EXPECT_TRUE(report.divergences.empty());
    EXPECT_EQ(report.status, RunStatus::Finished);
}

TEST(OrderExplorer, OnlyTheListedOutputsCount) {
    ExploreOptions options;
    options.outputs = {"y"};
    const ExploreReport report =
        explore("Order", twoEvents("Order", "x := 2*x;", "x := x + 1;"), options);
    EXPECT_TRUE(report.divergences.empty());
}

TEST(OrderExplorer, SixItemsOfSimultaneousEvents) {
    // SimultaneousEvents.hsm: four items at t = 1 at first (the timer, three events), then the
    // message's transition and the condition event join; `order` spells the order
    LoadResult r = loadExample("SimultaneousEvents.hsm");
    ASSERT_TRUE(r.model);
    DiagnosticList diags;
    ExploreOptions options;
    options.outputs = {"order"};
    auto report = exploreOrders(r.model, r.settings, {}, options, diags);
    ASSERT_TRUE(report);
    EXPECT_GE(report->instants, 1u);
    ASSERT_FALSE(report->divergences.empty());
    EXPECT_DOUBLE_EQ(report->divergences[0].time, 1.0);
    EXPECT_EQ(report->divergences[0].runValue, 412356.0);
    EXPECT_NE(report->divergences[0].otherValue, 412356.0);
    // one divergent order is enough for an instant: the first instant stops at its first one
    EXPECT_EQ(report->instantsChecked, report->instants);
    EXPECT_GE(report->alternatives, report->divergences.size());
}

// The order decides whether a condition event fires later (x > 3.5 only after x := x + 1,
// then x := 2*x); y, the only output, is the same either way: the events tell.
TEST(OrderExplorer, TheEventTraceTellsWhenTheOutputsAgree) {
    const std::string text = R"({"format": 1, "name": "Later",
  "experiment": {"startTime": 0, "stopTime": 2, "interval": 0.01},
  "modules": [{"name": "Later", "equations": "model Later\n  discrete Real x(start = 1, fixed = true);\n  discrete Real y(start = 1, fixed = true);\nend Later;\n",
    "events": [
      {"name": "Double", "trigger": {"kind": "timeout", "mode": "once", "time": "1"}, "action": "x := 2*x;"},
      {"name": "Increment", "trigger": {"kind": "timeout", "mode": "once", "time": "1"}, "action": "x := x + 1;"},
      {"name": "Big", "trigger": {"kind": "condition", "condition": "x > 3.5"}, "action": "y := y;"}]}]})";
    ExploreOptions options;
    options.outputs = {"y"};
    EXPECT_TRUE(explore("Later", text, options).divergences.empty());
    options.compareEvents = true;
    const ExploreReport report = explore("Later", text, options);
    ASSERT_EQ(report.divergences.size(), 1u);
    const OrderDivergence& d = report.divergences[0];
    EXPECT_TRUE(d.variable.empty());
    EXPECT_EQ(d.otherOrder, (std::vector<std::string>{"Increment", "Double"}));
    EXPECT_EQ(d.difference.english().rfind("the events", 0), 0u) << d.difference.english();
    // events that commute give the same trace
    options.outputs = {};
    EXPECT_TRUE(explore("Commute", twoEvents("Commute", "x := x + 2;", "y := y * 3;"), options)
                    .divergences.empty());
}

TEST(OrderExplorer, AnUnknownOutputIsAnError) {
    LoadResult r = loadModelText(twoEvents("Order", "x := 2*x;", "x := x + 1;"), "Order.hsm");
    ASSERT_TRUE(r.model);
    DiagnosticList diags;
    ExploreOptions options;
    options.outputs = {"z"};
    EXPECT_FALSE(exploreOrders(r.model, r.settings, {}, options, diags));
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_EQ(diags.items()[0].code, "undefined-name");
}

}  // namespace
}  // namespace hs::test

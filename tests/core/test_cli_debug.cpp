// The command line's debugging options: breakpoints stop `simulate` at their first hit;
// --event-trace writes the event-iteration trace.

#include "cli_fixture.h"
#include "test_support.h"

#include <cmath>

namespace hs::test {
namespace {

class CliDebug : public CliFixture {};

TEST_F(CliDebug, BreakStopsAtTheCrossingAndTheResultsEndThere) {
    auto r = run("simulate " + examplePath("BouncingBall.mo") +
                 " --tolerance 1e-8 --break 'h < 0.5 and v < 0' --output " + path("r.csv"));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const double t = std::sqrt(0.5 / 4.905);
    EXPECT_NE(r.out.find("breakpoint: h < 0.5 and v < 0 became true at t = 0.31927"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("status: stopped at the breakpoint"), std::string::npos) << r.out;
    auto rows = lines(read(path("r.csv")));
    ASSERT_GT(rows.size(), 2u);
    const std::string& last = rows.back();
    EXPECT_NEAR(std::stod(last.substr(0, last.find(','))), t, 1e-7) << last;
    EXPECT_NEAR(std::stod(last.substr(last.find(',') + 1)), 0.5, 1e-9) << last;
}

TEST_F(CliDebug, TheFirstOfSeveralBreakpointsStops) {
    auto r = run("simulate " + examplePath("TrafficLight.hsm") +
                 " --break-state light.Yellow --break-element light.CutGreen --break 'time > 100'");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    // at 40 s the press is about to cut the green phase: the element stops first
    EXPECT_NE(r.out.find("breakpoint: light.CutGreen is about to run at t = 40"), std::string::npos)
        << r.out;
    auto variable = run("simulate " + examplePath("Thermostat.mo") + " --break-variable on");
    ASSERT_EQ(variable.exitCode, 0) << variable.err;
    EXPECT_NE(variable.out.find("breakpoint: on changed from 1 to 0 at t = 944.5"),
              std::string::npos)
        << variable.out;
}

TEST_F(CliDebug, ABreakpointThatNamesNothingIsALocatedError) {
    auto r = run("simulate " + examplePath("BouncingBall.mo") + " --break 'h < 0.5 and vv < 0'");
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("--break:1:13: error: breakpoint h < 0.5 and vv < 0: unknown name 'vv'"),
              std::string::npos)
        << r.err;
    EXPECT_NE(r.err.find("[invalid-breakpoint]"), std::string::npos) << r.err;
    auto record = run("simulate " + examplePath("BouncingBall.mo") +
                      " --break 'h < 0.5' --record " + path("r.json"));
    EXPECT_EQ(record.exitCode, 3);
    EXPECT_NE(record.err.find("--record saves whole runs"), std::string::npos) << record.err;
    auto state = run("simulate " + examplePath("TrafficLight.hsm") + " --break-state light.Blue");
    EXPECT_EQ(state.exitCode, 1);
    EXPECT_NE(state.err.find("no state 'light.Blue'"), std::string::npos) << state.err;
}

TEST_F(CliDebug, EventTraceAsCsvAndJsonLines) {
    const std::string model = write("Three.mo", kThreeIterations);
    auto csv = run("simulate " + model + " --event-trace " + path("trace.csv") + " --quiet");
    ASSERT_EQ(csv.exitCode, 0) << csv.err;
    auto rows = lines(read(path("trace.csv")));
    ASSERT_GE(rows.size(), 6u);
    EXPECT_EQ(rows[0], "step,time,iteration,source,relations,fired,reinits,changed,end");
    int step1 = 0;
    for (const auto& row : rows)
        if (row.rfind("1,", 0) == 0) ++step1;
    EXPECT_EQ(step1, 3);
    EXPECT_NE(
        read(path("trace.csv"))
            .find(",2," + model + ":10,," + model + ":7 when a > 0,,b: 0 -> 2,values changed"),
        std::string::npos)
        << read(path("trace.csv"));
    auto json = run("simulate " + model + " --event-trace " + path("trace.jsonl") + " --quiet");
    ASSERT_EQ(json.exitCode, 0) << json.err;
    const auto jl = lines(read(path("trace.jsonl")));
    ASSERT_EQ(jl.size(), rows.size() - 1);
    EXPECT_NE(jl[2].find("\"relations\":[\"x > 0.5: true\"]"), std::string::npos) << jl[2];
}

// Two events at t = 1 with the given actions.
std::string twoEventsDocument(const std::string& name, const std::string& first,
                              const std::string& second) {
    return R"({"format": 1, "name": ")" + name + R"(", "experiment": {"stopTime": 2},
  "modules": [{"name": ")" +
           name + R"(", "equations": "model )" + name +
           R"(\n  discrete Real x(start = 1, fixed = true);\n  discrete Real y(start = 1, fixed = true);\nend )" +
           name + R"(;\n",
    "events": [
      {"name": "Double", "trigger": {"kind": "timeout", "mode": "once", "time": "1"}, "action": ")" +
           first + R"("},
      {"name": "Increment", "trigger": {"kind": "timeout", "mode": "once", "time": "1"}, "action": ")" +
           second + R"("}]}]})";
}

TEST_F(CliDebug, ExploreNamesTheInstantWhereTheOrderMatters) {
    const std::string order =
        write("Order.hsm", twoEventsDocument("Order", "x := 2*x;", "x := x + 1;"));
    auto r = run("explore " + order);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(
        r.out.find("Order: instants with simultaneous events: 1, explored: 1, other orders run: 1"),
        std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("the order matters at t = 1 (after event step 0):\n"
                         "  the run:     Double, Increment\n"
                         "  other order: Increment, Double\n"
                         "  x at the stop time: 3 in the run, 4 in this order\n"),
              std::string::npos)
        << r.out;
    const std::string commute =
        write("Commute.hsm", twoEventsDocument("Commute", "x := x + 2;", "y := y * 3;"));
    auto none = run("explore " + commute);
    ASSERT_EQ(none.exitCode, 0) << none.err;
    EXPECT_NE(none.out.find("every order gave the run's outcome"), std::string::npos) << none.out;
    // y does not tell the orders apart; with --events the condition event that only one
    // order reaches does
    const std::string later =
        write("Later.hsm", R"({"format": 1, "name": "Later", "experiment": {"stopTime": 2},
  "modules": [{"name": "Later", "equations": "model Later\n  discrete Real x(start = 1, fixed = true);\n  discrete Real y(start = 1, fixed = true);\nend Later;\n",
    "events": [
      {"name": "Double", "trigger": {"kind": "timeout", "mode": "once", "time": "1"}, "action": "x := 2*x;"},
      {"name": "Increment", "trigger": {"kind": "timeout", "mode": "once", "time": "1"}, "action": "x := x + 1;"},
      {"name": "Big", "trigger": {"kind": "condition", "condition": "x > 3.5"}, "action": "y := y;"}]}]})");
    auto outputsOnly = run("explore " + later + " --outputs y");
    ASSERT_EQ(outputsOnly.exitCode, 0) << outputsOnly.err;
    EXPECT_NE(outputsOnly.out.find("every order gave the run's outcome"), std::string::npos)
        << outputsOnly.out;
    auto events = run("explore " + later + " --outputs y --events");
    ASSERT_EQ(events.exitCode, 0) << events.err;
    EXPECT_NE(events.out.find("  other order: Increment, Double\n  the events"), std::string::npos)
        << events.out;
    auto unknown = run("explore " + order + " --outputs x,zz");
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_NE(unknown.err.find("no variable 'zz'"), std::string::npos) << unknown.err;
}

TEST_F(CliDebug, ExplainAWhenClauseAndATransition) {
    auto ball = run("explain " + examplePath("BouncingBall.mo") + " --line 13 --stop-time 10");
    ASSERT_EQ(ball.exitCode, 0) << ball.err;
    EXPECT_NE(ball.out.find("BouncingBall.mo:13 when h < 0: not-rearmed\n  it fired 40 times"),
              std::string::npos)
        << ball.out;
    auto light = run("explain " + examplePath("TrafficLight.hsm") +
                     " --element light.CutGreen --param minGreen=20");
    ASSERT_EQ(light.exitCode, 0) << light.err;
    EXPECT_EQ(light.out,
              "light.CutGreen: guard-false\n"
              "  its trigger came at t = 40, 160, 280, but its guard was false at that instant "
              "each time\n");
    auto nothing = run("explain " + examplePath("Thermostat.mo") + " --line 20");
    EXPECT_EQ(nothing.exitCode, 1);
    EXPECT_NE(
        nothing.err.find("Thermostat.mo:20:1: error: no when-clause or elsewhen starts at line 20"),
        std::string::npos)
        << nothing.err;
    auto neither = run("explain " + examplePath("Thermostat.mo"));
    EXPECT_EQ(neither.exitCode, 3);
}

TEST_F(CliDebug, CheckPrintsTheStructure) {
    auto r = run("check " + examplePath("Thermostat.mo") + " --structure");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const std::string file = examplePath("Thermostat.mo");
    EXPECT_EQ(r.out,
              "Thermostat (states: 1); the equations in the order they are solved:\n"
              "  1. " +
                  file +
                  ":18 solved for der(T)\n"
                  "algebraic loops: 0\n"
                  "zero-crossing function of T < Tlow (" +
                  file +
                  ":19, when-condition)\n"
                  "zero-crossing function of T > Thigh (" +
                  file + ":21, when-condition)\n");
}

TEST_F(CliDebug, DiffOfTwoSeedsNamesTheFirstEventThatParts) {
    const std::string model = examplePath("SingleServerQueue.hsm");
    ASSERT_EQ(
        run("simulate " + model + " --seed 1 --record " + path("a.json") + " --quiet").exitCode, 0);
    ASSERT_EQ(
        run("simulate " + model + " --seed 2 --record " + path("b.json") + " --quiet").exitCode, 0);
    auto r = run("diff " + path("a.json") + " " + path("b.json"));
    EXPECT_EQ(r.exitCode, 2) << r.err;
    // the first arrival is drawn from the seed: event 1 comes at another time
    EXPECT_NE(r.out.find("the runs part at event 1: the same event at another time\n"
                         "  A: step 1, t = 1.79"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("  B: step 1, t = 29.2"), std::string::npos) << r.out;
    auto same = run("diff " + path("a.json") + " " + path("a.json"));
    EXPECT_EQ(same.exitCode, 0);
    EXPECT_NE(same.out.find("the runs agree"), std::string::npos) << same.out;
}

}  // namespace
}  // namespace hs::test

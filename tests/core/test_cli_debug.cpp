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
    auto state = run("simulate " + examplePath("TrafficLight.hsm") + " --break-state light.Blue");
    EXPECT_EQ(state.exitCode, 1);
    EXPECT_NE(state.err.find("no state 'light.Blue'"), std::string::npos) << state.err;
}

TEST_F(CliDebug, EventTraceAsCsvAndJsonLines) {
    const std::string model = write("Three.mo",
                                    "model Three\n"
                                    "  Real x(start = 0, fixed = true);\n"
                                    "  discrete Integer a(start = 0, fixed = true);\n"
                                    "  discrete Integer b(start = 0, fixed = true);\n"
                                    "equation\n"
                                    "  der(x) = 1;\n"
                                    "  when a > 0 then\n"
                                    "    b = a + 1;\n"
                                    "  end when;\n"
                                    "  when x > 0.5 then\n"
                                    "    a = 1;\n"
                                    "  end when;\n"
                                    "end Three;\n");
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

}  // namespace
}  // namespace hs::test

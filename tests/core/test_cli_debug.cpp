// The command line's debugging options: breakpoints stop `simulate` at their first hit.

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

}  // namespace
}  // namespace hs::test

// The command-line contract: files written, their formats, and the exit codes.

#include "cli_fixture.h"
#include "test_support.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/wait.h>

namespace hs::test {
namespace {

class Cli : public CliFixture {};

TEST_F(Cli, SimulateWritesResultsEventsAndQueueTrace) {
    const std::string model = examplePath("BouncingBall.mo");
    auto r = run("simulate " + model + " --stop-time 3 --output " + path("r.csv") + " --events " +
                 path("e.csv") + " --queue-trace " + path("q.csv"));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    auto results = lines(read(path("r.csv")));
    ASSERT_GT(results.size(), 500u);
    EXPECT_EQ(results[0], "time,h,v");
    EXPECT_EQ(results[1], "0,1,0");

    auto events = lines(read(path("e.csv")));
    ASSERT_GE(events.size(), 5u);
    EXPECT_EQ(events[0], "step,time,kind,source,detail");
    EXPECT_EQ(events[1].substr(0, 10), "0,0,initia");
    EXPECT_NE(events[2].find(",state," + model + ":13,h < 0"), std::string::npos) << events[2];
    EXPECT_EQ(events[2].substr(0, 2), "1,");
    EXPECT_NE(events.back().find(",terminal,"), std::string::npos);

    auto trace = lines(read(path("q.csv")));
    EXPECT_EQ(trace[0], "step,now,category,order,time,kind,source,detail");
    // after initialisation: the stop time is scheduled, the impact is pending
    EXPECT_EQ(trace[1], "0,0,scheduled,1,3,terminal,experiment,stop time");
    EXPECT_EQ(trace[2], "0,0,pending,,,state," + model + ":13,h < 0");
    EXPECT_NE(r.out.find("state events: 6"), std::string::npos) << r.out;
}

TEST_F(Cli, DashMeansStdout) {
    auto r = run("simulate " + examplePath("BouncingBall.mo") + " --stop-time 1 --output - --quiet");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out.substr(0, 9), "time,h,v\n");
}

TEST_F(Cli, IntervalAndParamApply) {
    auto r = run("simulate " + examplePath("BouncingBall.mo") +
                 " --stop-time 1 --interval 0.25 --param h0=2 --output - --quiet");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    auto rows = lines(r.out);
    ASSERT_GE(rows.size(), 5u);
    EXPECT_EQ(rows[1], "0,2,0");
    EXPECT_EQ(rows[2].substr(0, 5), "0.25,");
}

TEST_F(Cli, Rk4FixedStepLocatesImpactExactly) {
    auto r = run("simulate " + examplePath("BouncingBall.mo") +
                 " --stop-time 1 --solver rk4 --step 0.001 --events - --quiet");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    auto rows = lines(r.out);
    ASSERT_GE(rows.size(), 3u);
    const double t = std::stod(rows[2].substr(2));
    EXPECT_NEAR(t, std::sqrt(2 / 9.81), 1e-9);
}

TEST_F(Cli, EulerAndAdamsRun) {
    for (const char* solver : {"euler", "cvode-adams"}) {
        auto r = run("simulate " + examplePath("BouncingBall.mo") + " --stop-time 1 --solver " +
                     solver + " --step 0.0005 --events - --quiet");
        ASSERT_EQ(r.exitCode, 0) << solver << r.err;
        auto rows = lines(r.out);
        ASSERT_GE(rows.size(), 3u) << solver;
        EXPECT_NEAR(std::stod(rows[2].substr(2)), std::sqrt(2 / 9.81), 2e-3) << solver;
    }
}

TEST_F(Cli, CheckReportsErrorsAsTextWithLocation) {
    const std::string model = write("bad.mo", "model M\n  Real x(start=1, fixed=true);\nequation\n  der(x) = -y;\nend M;\n");
    auto r = run("check " + model);
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find(model + ":4:13: error: undefined name 'y'"), std::string::npos) << r.err;
}

TEST_F(Cli, DiagnosticsAsJsonLines) {
    const std::string model = write("bad.mo", "model M\n  Real x;\n  Real y;\nequation\n  x = 1;\nend M;\n");
    auto r = run("check " + model + " --diagnostics json");
    EXPECT_EQ(r.exitCode, 1);
    auto rows = lines(r.err);
    ASSERT_EQ(rows.size(), 1u) << r.err;
    auto j = nlohmann::json::parse(rows[0]);
    EXPECT_EQ(j["code"], "unbalanced-model");
    EXPECT_EQ(j["severity"], "error");
    EXPECT_EQ(j["file"], model);
    EXPECT_EQ(j["counts"]["equations"], 1);
    EXPECT_EQ(j["counts"]["unknowns"], 2);
}

TEST_F(Cli, CheckOfAGoodModelSucceedsSilently) {
    auto r = run("check " + examplePath("StableBouncingBall.mo"));
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_EQ(r.err, "");
}

TEST_F(Cli, SimulationFailureExitsWithTwo) {
    const std::string model = write("zeno.mo", R"(model Zeno
  Real x(start=1, fixed=true);
  discrete Real rate(start=1, fixed=true);
equation
  der(x) = -rate;
  when x < 0 then
    rate = 2 * pre(rate);
    reinit(x, 1);
  end when;
end Zeno;
)");
    auto r = run("simulate " + model + " --stop-time 5 --diagnostics json --quiet");
    EXPECT_EQ(r.exitCode, 2);
    auto j = nlohmann::json::parse(lines(r.err).at(0));
    EXPECT_EQ(j["code"], "event-accumulation");
    EXPECT_NEAR(j["time"].get<double>(), 2.0, 0.02);
    EXPECT_EQ(j["line"], 6);
}

TEST_F(Cli, MathDomainErrorExitsWithTwoAndWritesNoNaN) {
    const std::string model = write("d.mo", "model D\n  Real y;\nequation\n  y = sqrt(1 - time);\nend D;\n");
    auto r = run("simulate " + model + " --stop-time 2 --output " + path("d.csv") + " --diagnostics json --quiet");
    EXPECT_EQ(r.exitCode, 2);
    auto j = nlohmann::json::parse(lines(r.err).at(0));
    EXPECT_EQ(j["code"], "math-domain");
    EXPECT_EQ(j["line"], 4);
    EXPECT_EQ(j["column"], 7);
    EXPECT_NEAR(j["time"].get<double>(), 1.004, 1e-9);
    EXPECT_EQ(j["message"], "sqrt(-0.004) is outside its domain (x >= 0)");
    const std::string csv = read(path("d.csv"));
    EXPECT_NE(csv.find("\n1,0\n"), std::string::npos);  // the rows up to the failure
    EXPECT_EQ(csv.find("nan"), std::string::npos);
    EXPECT_EQ(csv.find("inf"), std::string::npos);
}

TEST_F(Cli, StopTimeBeforeStartTimeIsAUsageError) {
    const std::string model = write("m.mo", "model M\n  Real x = time;\nend M;\n");
    auto r = run("simulate " + model + " --start-time 2 --stop-time 1");
    EXPECT_EQ(r.exitCode, 3);
    EXPECT_NE(r.err.find("--stop-time 1 is before --start-time 2"), std::string::npos) << r.err;
    for (const char* bad : {"nan", "inf", "-inf"}) {
        auto n = run("simulate " + model + " --stop-time " + bad);
        EXPECT_EQ(n.exitCode, 3) << bad;
        EXPECT_NE(n.err.find("needs a finite number"), std::string::npos) << n.err;
    }
}

TEST_F(Cli, ProtectedVariablesOnlyWhenAsked) {
    const std::string model =
        write("p.mo", "model P\n  Real y = time;\nprotected\n  Real h = 2*time;\nend P;\n");
    ASSERT_EQ(run("simulate " + model + " --output " + path("a.csv") + " --quiet").exitCode, 0);
    EXPECT_EQ(read(path("a.csv")).substr(0, 7), "time,y\n");
    ASSERT_EQ(run("simulate " + model + " --output " + path("b.csv") + " --quiet --protected").exitCode, 0);
    EXPECT_EQ(read(path("b.csv")).substr(0, 9), "time,y,h\n");
}

TEST_F(Cli, TerminateIsSuccess) {
    const std::string model = write("t.mo", R"(model T
  Real x(start=0, fixed=true);
equation
  der(x) = 1;
  when x > 0.5 then
    terminate("done");
  end when;
end T;
)");
    auto r = run("simulate " + model + " --stop-time 5 --events -");
    EXPECT_EQ(r.exitCode, 0) << r.err;
    auto rows = lines(r.out);
    ASSERT_GE(rows.size(), 3u);
    EXPECT_NE(rows[2].find("0.5"), std::string::npos);
}

TEST_F(Cli, UsageErrorsAndUnreadableFilesExitWithThree) {
    EXPECT_EQ(run("").exitCode, 3);
    EXPECT_EQ(run("frobnicate x.mo").exitCode, 3);
    EXPECT_EQ(run("simulate").exitCode, 3);
    EXPECT_EQ(run("simulate " + examplePath("BouncingBall.mo") + " --solver magic").exitCode, 3);
    EXPECT_EQ(run("simulate " + examplePath("BouncingBall.mo") + " --stop-time abc").exitCode, 3);
    EXPECT_EQ(run("simulate " + examplePath("BouncingBall.mo") + " --param nosuch=1").exitCode, 3);
    auto r = run("simulate " + path("missing.mo"));
    EXPECT_EQ(r.exitCode, 3);
    EXPECT_NE(r.err.find("cannot read"), std::string::npos);
}

TEST_F(Cli, PolicyAndSeedAreAccepted) {
    auto r = run("simulate " + examplePath("BouncingBall.mo") +
                 " --stop-time 1 --policy random --seed 7 --tolerance 1e-8 --abs-tolerance 1e-10 --max-steps 5000 --quiet");
    EXPECT_EQ(r.exitCode, 0) << r.err;
}

}  // namespace
}  // namespace hs::test

namespace hs::test {
namespace {

class CliLanguage : public CliFixture {};

TEST_F(CliLanguage, DiagnosticsAndMessagesInRussianAndChinese) {
    const std::string model = write("bad.mo", "model M\n  Real x(start=1, fixed=true);\nequation\n  der(x) = -y;\nend M;\n");
    auto en = run("check " + model);
    EXPECT_NE(en.err.find("error: undefined name 'y'; did you mean 'x'? [undefined-name]"), std::string::npos) << en.err;
    // --lang: the severity and the message translated, position, names and code kept
    auto ru = run("check " + model + " --lang ru");
    EXPECT_EQ(ru.exitCode, 1);
    EXPECT_NE(ru.err.find(model + ":4:13: ошибка: неизвестное имя 'y'; возможно, имелось в виду 'x'? [undefined-name]"),
              std::string::npos)
        << ru.err;
    // the environment chooses it too
    auto zh = runWithLanguage("zh_CN", "check " + model);
    EXPECT_NE(zh.err.find(":4:13: 错误：未定义的名称 'y'"), std::string::npos) << zh.err;
    // "zh" is Chinese as "zh_CN" is
    auto shortName = run("check " + model + " --lang zh");
    EXPECT_NE(shortName.err.find("错误：未定义的名称 'y'"), std::string::npos) << shortName.err;
    // JSON stays English: it is for programs
    auto json = runWithLanguage("ru", "check " + model + " --diagnostics json");
    EXPECT_NE(json.err.find("\"message\":\"undefined name 'y'; did you mean 'x'?\""), std::string::npos) << json.err;
    // usage errors and the run summary
    auto usage = run("bogus --lang ru");
    EXPECT_EQ(usage.exitCode, 3);
    EXPECT_NE(usage.err.find("неизвестная команда 'bogus'"), std::string::npos) << usage.err;
    EXPECT_NE(usage.err.find("использование:"), std::string::npos);
    auto sim = run("simulate " + examplePath("BouncingBall.mo") + " --stop-time 5 --lang ru");
    EXPECT_EQ(sim.exitCode, 0);
    EXPECT_NE(sim.out.find("модель BouncingBall: t = 0 .. 5 с, событийных шагов: 42"),
              std::string::npos)
        << sim.out;
    EXPECT_NE(
        sim.err.find(
            "предупреждение: условие 'h < 0' снова стало истинным, хотя не было снова взведено"),
        std::string::npos)
        << sim.err;
    EXPECT_NE(sim.err.find("оператор when не срабатывает (t = 4.0626)"), std::string::npos)
        << sim.err;
    // the run's end and its steps by kind, in the language's word order
    EXPECT_NE(sim.out.find("(начальное: 1, по состоянию: 40, завершающее: 1)"), std::string::npos) << sim.out;
    EXPECT_NE(sim.out.find("итог: расчёт завершён за "), std::string::npos) << sim.out;
    // an unknown language falls back to English, and says so
    auto fallback = run("check " + model + " --lang xx");
    EXPECT_NE(fallback.err.find("no messages in the language 'xx'"), std::string::npos) << fallback.err;
    EXPECT_NE(fallback.err.find("error: undefined name 'y'"), std::string::npos) << fallback.err;
}

}  // namespace
}  // namespace hs::test

namespace hs::test {
namespace {

// Rows of a CSV text whose first field equals `first` (or all rows when empty).
std::vector<std::string> rowsStartingWith(const std::string& csv, const std::string& first) {
    std::vector<std::string> out;
    std::istringstream in(csv);
    for (std::string line; std::getline(in, line);)
        if (first.empty() || line.rfind(first + ",", 0) == 0) out.push_back(line);
    return out;
}

TEST_F(CliFixture, ResultsAtEveryEventStepShowValuesBetweenTheStepsOfOneInstant) {
    const std::string doc = examplePath("SimultaneousEvents.hsm");
    ASSERT_EQ(run("simulate " + doc + " --output " + path("a.csv") + " --quiet").exitCode, 0);
    ASSERT_EQ(run("simulate " + doc + " --output " + path("b.csv") + " --quiet --results-at events").exitCode, 0);
    // by default: the left limit and the value after the instant; with events: a row after each of its 6 steps
    const auto a = rowsStartingWith(read(path("a.csv")), "1");
    const auto b = rowsStartingWith(read(path("b.csv")), "1");
    ASSERT_EQ(a.size(), 2u);
    EXPECT_EQ(a[0], "1,0");
    EXPECT_EQ(a[1], "1,412356");
    EXPECT_EQ(b, (std::vector<std::string>{"1,0", "1,4", "1,41", "1,412", "1,4123", "1,41235", "1,412356"}));
    EXPECT_EQ(run("simulate " + doc + " --results-at sometimes").exitCode, 3);
}

TEST_F(CliFixture, ActiveStatesAreColumnsOfTheResults) {
    const std::string doc = examplePath("TrafficLight.hsm");
    ASSERT_EQ(run("simulate " + doc + " --stop-time 60 --interval 10 --states --output " + path("s.csv") + " --quiet").exitCode, 0);
    const std::string csv = read(path("s.csv"));
    EXPECT_NE(csv.find(",light\n"), std::string::npos) << csv.substr(0, 200);
    EXPECT_NE(csv.find("\n20,1,0,0,0,0,0,0,light.Red\n"), std::string::npos) << csv;
    EXPECT_NE(csv.find(",light.Green\n"), std::string::npos);
    EXPECT_NE(csv.find(",light.Yellow\n"), std::string::npos);
}

TEST_F(CliFixture, EventsListTracesAndDiscardedMessagesInTheirStep) {
    const std::string doc = examplePath("MessagePingPong.hsm");
    ASSERT_EQ(run("simulate " + doc + " --events " + path("e.csv") + " --quiet").exitCode, 0);
    const std::string csv = read(path("e.csv"));
    std::vector<std::string> discarded, traces;
    std::istringstream in(csv);
    for (std::string line; std::getline(in, line);) {
        if (line.find(",discarded,") != std::string::npos) discarded.push_back(line);
        if (line.find(",trace,") != std::string::npos) traces.push_back(line);
    }
    ASSERT_EQ(discarded.size(), 1u);
    EXPECT_NE(discarded[0].find(",8.5,discarded,pinger,\"message \"\"pong\"\" to pinger discarded: the statechart has stopped\""),
              std::string::npos)
        << discarded[0];
    EXPECT_EQ(traces.size(), 5u);  // the choice point's branches
    EXPECT_NE(traces[0].find("trace,pinger.Rested,pinger.PingAgain: branch taken"), std::string::npos) << traces[0];
}

TEST_F(CliFixture, QueueTraceNumbersTheItemsInTheOrderTheyWillRun) {
    const std::string doc = examplePath("SimultaneousEvents.hsm");
    ASSERT_EQ(run("simulate " + doc + " --policy lifo --queue-trace " + path("q.csv") + " --quiet").exitCode, 0);
    const auto rows = rowsStartingWith(read(path("q.csv")), "0");
    // after initialisation: the four items at t = 1, newest first under LIFO, then the end
    ASSERT_GE(rows.size(), 5u);
    EXPECT_EQ(rows[0].substr(0, rows[0].find(",event,")), "0,0,scheduled,1,1");
    EXPECT_NE(rows[0].find(",Third,"), std::string::npos) << rows[0];
    EXPECT_NE(rows[1].find(",Second,"), std::string::npos) << rows[1];
    EXPECT_NE(rows[2].find(",First,"), std::string::npos) << rows[2];
    EXPECT_NE(rows[3].find("scheduled,4,1,transition,sequence.Timer"), std::string::npos) << rows[3];
    EXPECT_NE(rows[4].find("scheduled,5,2,terminal"), std::string::npos) << rows[4];
}

// A model drawing random numbers in two ways: a rate transition and the random policy.
const char* kRandomModel = R"({
  "format": 1, "name": "Dice",
  "experiment": {"startTime": 0, "stopTime": 20, "policy": "random", "seed": 7},
  "modules": [{
    "name": "Dice",
    "equations": "model Dice\n  discrete Integer n(start = 0, fixed = true);\nend Dice;\n",
    "statecharts": [{
      "name": "sc", "initial": "A",
      "states": [{"name": "A", "kind": "simple"}, {"name": "B", "kind": "simple"}],
      "transitions": [
        {"name": "Go", "source": "A", "target": "B", "trigger": {"kind": "rate", "expression": "2"}, "action": "n := n + 1;"},
        {"name": "Back", "source": "B", "target": "A", "trigger": {"kind": "rate", "expression": "3"}}
      ]
    }],
    "events": [
      {"name": "E1", "trigger": {"kind": "timeout", "mode": "cyclic", "time": "1", "period": "1"}, "action": "n := n*2;"},
      {"name": "E2", "trigger": {"kind": "timeout", "mode": "cyclic", "time": "1", "period": "1"}, "action": "n := n + 5;"}
    ]
  }]
}
)";

TEST_F(CliFixture, RandomDrawsAreLoggedAndReplayedExactly) {
    const std::string doc = write("dice.hsm", kRandomModel);
    ASSERT_EQ(run("simulate " + doc + " --random-log " + path("draws.csv") + " --events " + path("e1.csv") +
                  " --output " + path("r1.csv") + " --quiet")
                  .exitCode,
              0);
    const std::string draws = read(path("draws.csv"));
    const auto lines = rowsStartingWith(draws, "");
    ASSERT_GT(lines.size(), 20u);
    EXPECT_EQ(lines[0], "step,time,element,distribution,uniform,value");
    EXPECT_NE(draws.find(",sc.Go,exponential(2),"), std::string::npos);
    EXPECT_NE(draws.find(",policy,choice(2),"), std::string::npos);
    // another seed, the same uniforms: the same run
    ASSERT_EQ(run("simulate " + doc + " --seed 99 --random-replay " + path("draws.csv") + " --events " + path("e2.csv") +
                  " --output " + path("r2.csv") + " --quiet")
                  .exitCode,
              0);
    EXPECT_EQ(read(path("e1.csv")), read(path("e2.csv")));
    EXPECT_EQ(read(path("r1.csv")), read(path("r2.csv")));
    // too few numbers: a located failure, not a silently different run
    write("short.csv", "step,time,element,distribution,uniform,value\n0,0,sc.Go,exponential(2),0.5,0.3\n");
    auto r = run("simulate " + doc + " --random-replay " + path("short.csv") + " --diagnostics json --quiet");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("\"code\":\"random-replay\""), std::string::npos) << r.err;
    write("bad.csv", "step,uniform\n0,1.5\n");
    auto bad = run("simulate " + doc + " --random-replay " + path("bad.csv"));
    EXPECT_EQ(bad.exitCode, 3);
    EXPECT_NE(bad.err.find("bad.csv:2: the uniform number must be in [0, 1)"), std::string::npos) << bad.err;
}

}  // namespace
}  // namespace hs::test

namespace hs::test {
namespace {

// A .mo file with functions and several models: the last model runs, --class picks
// another, and a name that is no model of the file is refused with the names there are.
TEST_F(Cli, ClassPicksTheModelOfASourceWithSeveral) {
    const std::string file = write(
        "Two.mo",
        "function twice\n  input Real x;\n  output Real y;\nalgorithm\n  y := 2*x;\nend twice;\n"
        "model A\n  Real a = twice(time);\nend A;\nmodel B\n  Real b = 3;\nend B;\n");
    auto last = run("simulate " + file + " --output " + path("b.csv") + " --quiet");
    ASSERT_EQ(last.exitCode, 0) << last.err;
    EXPECT_EQ(lines(read(path("b.csv")))[0], "time,b");
    auto a =
        run("simulate " + file + " --class A --stop-time 2 --output " + path("a.csv") + " --quiet");
    ASSERT_EQ(a.exitCode, 0) << a.err;
    const auto rows = lines(read(path("a.csv")));
    EXPECT_EQ(rows[0], "time,a");
    EXPECT_EQ(rows.back(), "2,4");
    auto none = run("check " + file + " --class C");
    EXPECT_EQ(none.exitCode, 1);
    EXPECT_NE(none.err.find("no model named 'C' in the source (its models: A, B) [undefined-name]"),
              std::string::npos)
        << none.err;
}

}  // namespace
}  // namespace hs::test

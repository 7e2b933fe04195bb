// The multi-module examples of resources/examples, read from their documents: each loads and
// runs, ClosedLoopPI in the three run modes (frames of one step are lock-step, the setpoint
// is tracked, the loop error grows with the frame), SeedPackage round by round as in the
// non-multiple sync example, SupervisedTank switching its pump; and the command line on
// multi-module documents (results, timeline, compare, an algebraic loop).

#include "cli_fixture.h"
#include "round_text.h"
#include "test_support.h"

#include "hs/cosim/cosim_runner.h"
#include "hs/cosim/package_runner.h"
#include "hs/model/document.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include <sys/wait.h>

namespace hs::test {
namespace {

using namespace hs::cosim;

const char* const kExamples[] = {"ClosedLoopPI.hsm", "SeedPackage.hsm", "SupervisedTank.hsm"};

std::string allMessages(const DiagnosticList& diags) {
    std::string all;
    for (const auto& d : diags.items()) all += formatText(d) + "\n";
    return all;
}

std::string readExample(const std::string& name) {
    std::string text;
    EXPECT_TRUE(readTextFile(examplePath(name), text)) << "cannot read " << examplePath(name);
    return text;
}

// Reads an example document; every diagnostic is a failure.
doc::Document loadDocument(const std::string& name) {
    doc::Document d;
    DiagnosticList diags;
    EXPECT_TRUE(doc::parseDocument(readExample(name), d, diags)) << name << "\n"
                                                                 << allMessages(diags);
    EXPECT_TRUE(diags.empty()) << allMessages(diags);
    return d;
}

// Runs a multi-module document in a mode; errors and warnings are failures.
CosimResult runDocument(const doc::Document& d, RunMode mode, double frame = 0.0) {
    CosimOptions options = cosimOptions(d);
    options.mode = mode;
    if (frame > 0) options.frame = frame;
    CosimResult r = runCosim(d, d.name + ".hsm", options);
    EXPECT_TRUE(r.ok) << allMessages(r.diagnostics);
    EXPECT_TRUE(r.diagnostics.empty()) << allMessages(r.diagnostics);
    return r;
}

const std::vector<double>& column(const ResultStore& results, const std::string& name) {
    static const std::vector<double> none;
    const std::vector<double>* c = results.column(name);
    EXPECT_NE(c, nullptr) << "no column " << name;
    return c ? *c : none;
}

double maxDifference(const std::vector<double>& a, const std::vector<double>& b) {
    EXPECT_EQ(a.size(), b.size());
    double d = 0;
    for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i)
        d = std::max(d, std::fabs(a[i] - b[i]));
    return d;
}

// The projects and their cycles in one round, e.g. "A 0->3 B 0->2 | 2".
std::string roundText(const PackageRun& run, int round) { return test::roundSummary(run.timeline(), round); }

// ---------------------------------------------------------------------------------------
// Every example

TEST(CosimDocuments, ExamplesAreStoredAsWrittenWithADescription) {
    for (const char* name : kExamples) {
        SCOPED_TRACE(name);
        const std::string text = readExample(name);
        const doc::Document d = loadDocument(name);
        EXPECT_EQ(doc::serializeDocument(d), text);
        EXPECT_EQ(d.name + ".hsm", name);
        EXPECT_GE(d.description.size(), 200u);
        EXPECT_EQ(d.description.find('\n'), std::string::npos) << "one paragraph";
        EXPECT_NE(d.description.find("hybridstudio-cli"), std::string::npos)
            << "the description says how to run it";
        EXPECT_GE(d.modules.size(), 2u);
        EXPECT_FALSE(d.connections.empty());
        EXPECT_FALSE(d.plots.empty());
        // the diagram reads left to right: positions grow along the signal path's start
        EXPECT_LT(d.modules.front().position.x, d.modules.back().position.x);
    }
}

TEST(CosimDocuments, ExamplesRunAndTheirPlotsNameResultColumns) {
    for (const char* name : kExamples) {
        SCOPED_TRACE(name);
        const doc::Document d = loadDocument(name);
        std::vector<ResultStore> results;
        if (d.package) {
            DiagnosticList diags;
            PackageRun run;
            ASSERT_TRUE(run.start(d, name, diags)) << allMessages(diags);
            run.run(diags);
            EXPECT_TRUE(run.finished());
            EXPECT_FALSE(run.failed());
            EXPECT_TRUE(diags.empty()) << allMessages(diags);
            for (int p = 0; p < run.projectCount(); ++p) results.push_back(run.projectResults(p));
        } else {
            ASSERT_TRUE(d.cosimulation.has_value());
            CosimResult r = runDocument(d, RunMode::LockStep);
            ASSERT_TRUE(r.ok);
            EXPECT_EQ(r.results.time().back(), d.experiment.stopTime);
            results.push_back(r.results);
        }
        for (const doc::Plot& plot : d.plots) {
            EXPECT_FALSE(plot.variables.empty()) << plot.title;
            for (const std::string& v : plot.variables) {
                const bool found = std::any_of(results.begin(), results.end(), [&](const auto& r) {
                    return r.columnIndex(v) >= 0;
                });
                EXPECT_TRUE(found) << plot.title << ": no variable " << v;
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// ClosedLoopPI

TEST(CosimDocuments, ClosedLoopPIRunsInEveryMode) {
    const doc::Document d = loadDocument("ClosedLoopPI.hsm");
    ASSERT_TRUE(d.cosimulation.has_value());
    EXPECT_EQ(d.cosimulation->mode, cosim::RunMode::LockStep);
    EXPECT_EQ(d.cosimulation->step, 0.01);
    const std::vector<std::string> order = {"Setpoint", "Ki", "Plant",  "Sensor",
                                            "Error",    "Kp", "Control"};
    for (auto [mode, frame] : {std::pair{RunMode::LockStep, 0.0},
                               {RunMode::WholeInterval, 0.0},
                               {RunMode::Frames, 0.5}}) {
        SCOPED_TRACE(runModeName(mode));
        CosimResult r = runDocument(d, mode, frame);
        ASSERT_TRUE(r.ok);
        EXPECT_EQ(r.order, order);
        EXPECT_EQ(r.results.rowCount(), 3001u);
    }
}

TEST(CosimDocuments, ClosedLoopPIFramesOfOneStepAreBitIdenticalToLockStep) {
    const doc::Document d = loadDocument("ClosedLoopPI.hsm");
    CosimResult lock = runDocument(d, RunMode::LockStep);
    CosimResult frames = runDocument(d, RunMode::Frames, d.cosimulation->step);
    ASSERT_TRUE(lock.ok && frames.ok);
    EXPECT_EQ(frames.results.toCsv(), lock.results.toCsv());
    EXPECT_EQ(frames.dispatches, lock.dispatches);
    EXPECT_EQ(frames.frames, 3000u);
}

TEST(CosimDocuments, ClosedLoopPITracksTheSetpoint) {
    const doc::Document d = loadDocument("ClosedLoopPI.hsm");
    CosimResult r = runDocument(d, RunMode::LockStep);
    ASSERT_TRUE(r.ok);
    const auto& t = r.results.time();
    const auto& y = column(r.results, "Plant.y");
    const auto& setpoint = column(r.results, "Setpoint.y");
    ASSERT_EQ(y.size(), t.size());
    EXPECT_EQ(setpoint.front(), 0.0);
    EXPECT_EQ(setpoint.back(), 1.0);
    EXPECT_LT(std::fabs(y.back() - setpoint.back()), 1e-3);
    // the integral holds the command 1/K = 0.5 that keeps y at 1
    EXPECT_NEAR(column(r.results, "Ki.y").back(), 0.5, 1e-3);
    // the overshoot and settling the description gives
    const auto peak = std::max_element(y.begin(), y.end());
    EXPECT_NEAR(*peak, 1.25, 0.01);
    EXPECT_NEAR(t[static_cast<std::size_t>(peak - y.begin())], 6.4, 0.05);
    for (std::size_t i = 0; i < t.size(); ++i)
        if (t[i] > 15) {
            EXPECT_LT(std::fabs(y[i] - 1.0), 0.02) << "t = " << t[i];
        }
    // frames of 0.5 s: still tracked at the end, with a larger overshoot
    CosimResult frames = runDocument(d, RunMode::Frames, 0.5);
    const auto& yf = column(frames.results, "Plant.y");
    EXPECT_LT(std::fabs(yf.back() - 1.0), 0.01);
    EXPECT_NEAR(*std::max_element(yf.begin(), yf.end()), 1.36, 0.01);
}

TEST(CosimDocuments, ClosedLoopPIErrorGrowsWithTheFrame) {
    const doc::Document d = loadDocument("ClosedLoopPI.hsm");
    CosimResult lock = runDocument(d, RunMode::LockStep);
    const auto& reference = column(lock.results, "Plant.y");
    double previousError = 0.0;
    std::uint64_t previousDispatches = std::numeric_limits<std::uint64_t>::max();
    for (double tk : {0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0}) {
        SCOPED_TRACE("TK = " + std::to_string(tk));
        CosimResult r = runDocument(d, RunMode::Frames, tk);
        ASSERT_TRUE(r.ok);
        const double error = maxDifference(column(r.results, "Plant.y"), reference);
        EXPECT_GT(error, previousError);
        EXPECT_LT(r.dispatches, previousDispatches);
        previousError = error;
        previousDispatches = r.dispatches;
    }
    // the whole interval opens the loop: Plant reads the controller's start value, 0
    CosimResult whole = runDocument(d, RunMode::WholeInterval);
    const auto& y = column(whole.results, "Plant.y");
    EXPECT_EQ(*std::max_element(y.begin(), y.end()), 0.0);
    EXPECT_EQ(whole.dispatches, 7u);
}

// ---------------------------------------------------------------------------------------
// SeedPackage

// The seed's whole table, figure by figure: the initial state; A 0->t3, B 0->t2; A skips,
// B ->t4; A ->t7, B ->t6; A skips, B cannot land on t8 and ends at t8 - Δt (the valve's
// event at 7.005 restarted its step grid); A ->t11 - Δt, the end time, B ->t10 - Δt.
TEST(CosimDocuments, SeedPackageReproducesTheSeedsWholeTable) {
    const doc::Document d = loadDocument("SeedPackage.hsm");
    ASSERT_TRUE(d.package.has_value());
    EXPECT_EQ(d.package->writeMode, doc::WriteMode::Deferred);
    EXPECT_TRUE(d.package->writeAtSyncOnly);
    EXPECT_TRUE(d.package->resultsOnlyAtSync);
    DiagnosticList diags;
    PackageRun run;
    ASSERT_TRUE(run.start(d, "SeedPackage.hsm", diags)) << allMessages(diags);
    EXPECT_EQ(roundText(run, 1), "A at 0 B at 0 | 0");
    ASSERT_TRUE(run.runRound(diags));
    EXPECT_EQ(roundText(run, 2), "A 0->3 B 0->2 | 2");
    ASSERT_TRUE(run.runRound(diags));
    EXPECT_EQ(roundText(run, 3), "A skips B 2->4 | 4");
    ASSERT_TRUE(run.runRound(diags));
    EXPECT_EQ(roundText(run, 4), "A 3->7 B 4->6 | 6");
    ASSERT_TRUE(run.runRound(diags));
    EXPECT_EQ(roundText(run, 5), "A skips B 6->7.995 | 7.995");
    EXPECT_FALSE(run.runRound(diags));
    EXPECT_EQ(roundText(run, 6), "A 7->10.995 end B 7.995->9.995 | 9.995");
    EXPECT_TRUE(run.finished());
    EXPECT_FALSE(run.failed());
    EXPECT_TRUE(diags.empty()) << allMessages(diags);
    EXPECT_EQ(run.rounds(), 6);
    const double dt = 0.005;
    EXPECT_NEAR(run.projectTime(0), 11 - dt, 1e-12);
    EXPECT_NEAR(run.projectTime(1), 10 - dt, 1e-12);

    // recorded at the sync steps only; B reads A's clock as it was at the package time
    const ResultStore a = run.projectResults(0);
    const ResultStore b = run.projectResults(1);
    EXPECT_EQ(a.time(), (std::vector<double>{0, 3, 7, 10.995}));
    ASSERT_EQ(b.rowCount(), 6u);
    EXPECT_EQ(column(b, "B.seen"), (std::vector<double>{0, 0, 0, 3, 3, 7}));
    EXPECT_EQ(column(b, "B.valve"), (std::vector<double>{0, 0, 0, 0, 1, 1}));
}

// ---------------------------------------------------------------------------------------
// SupervisedTank

TEST(CosimDocuments, SupervisedTankKeepsTheLevelBetweenTheThresholds) {
    const doc::Document d = loadDocument("SupervisedTank.hsm");
    CosimResult r = runDocument(d, RunMode::LockStep);
    ASSERT_TRUE(r.ok);
    // a loop through two modules without direct feedthrough: no algebraic loop
    EXPECT_EQ(r.order, (std::vector<std::string>{"Tank", "Supervisor"}));
    const auto& t = r.results.time();
    const auto& level = column(r.results, "Tank.level");
    const auto& pump = column(r.results, "Supervisor.pumpOn");
    ASSERT_EQ(level.size(), t.size());
    // the first stop: the level passes 4 m at 10 ln 4 s, seen at the next scan
    std::size_t firstStop = 0;
    for (std::size_t i = 1; i < t.size() && firstStop == 0; ++i)
        if (pump[i - 1] == 1.0 && pump[i] == 0.0) firstStop = i;
    ASSERT_GT(firstStop, 0u);
    EXPECT_GT(t[firstStop], 10 * std::log(4.0));
    EXPECT_LT(t[firstStop], 10 * std::log(4.0) + 0.15);
    for (std::size_t i = 0; i < t.size(); ++i) {
        if (t[i] < t[firstStop]) continue;
        EXPECT_GT(level[i], 2 - 0.05) << "t = " << t[i];
        EXPECT_LT(level[i], 4 + 0.05) << "t = " << t[i];
    }
    EXPECT_EQ(column(r.results, "Supervisor.starts").back(), 7.0);
}

// ---------------------------------------------------------------------------------------
// The command line on multi-module documents

class CosimCli : public CliFixture {};

TEST_F(CosimCli, SimulateInFramesWritesModuleColumns) {
    auto r = run("simulate " + examplePath("ClosedLoopPI.hsm") +
                 " --mode frames --frame 0.5 --output -");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto rows = lines(r.out);
    ASSERT_EQ(rows.size(), 3002u);
    const auto header = fields(rows[0], ',');
    ASSERT_FALSE(header.empty());
    EXPECT_EQ(header[0], "time");
    for (std::size_t i = 1; i < header.size(); ++i)
        EXPECT_NE(header[i].find('.'), std::string::npos) << "not Module.var: " << header[i];
    for (const char* name :
         {"Setpoint.y", "Error.y", "Kp.y", "Ki.y", "Control.y", "Plant.u", "Plant.y", "Sensor.y"})
        EXPECT_NE(std::find(header.begin(), header.end(), name), header.end()) << name;
    EXPECT_EQ(fields(rows[1], ',').size(), header.size());
    EXPECT_EQ(fields(rows.back(), ',')[0], "30");
    // the summary goes to stderr when the results go to stdout
    EXPECT_NE(r.err.find("frames, 3001 samples, 60 frames"), std::string::npos) << r.err;
}

TEST_F(CosimCli, EveryExampleRunsInEveryMode) {
    for (const char* name : {"ClosedLoopPI.hsm", "SupervisedTank.hsm"}) {
        for (const char* mode : {"lockstep", "whole", "frames --frame 0.5"}) {
            auto r = run("simulate " + examplePath(name) + " --mode " + mode + " --quiet");
            EXPECT_EQ(r.exitCode, 0) << name << " " << mode << "\n" << r.err;
            EXPECT_EQ(r.err, "") << name << " " << mode;
        }
    }
    auto r = run("simulate " + examplePath("SeedPackage.hsm") + " --quiet");
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.err, "");
}

TEST_F(CosimCli, PackageTimelineListsTheRounds) {
    auto r = run("simulate " + examplePath("SeedPackage.hsm") + " --timeline -");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto rows = lines(r.out);
    // the table the README shows, row by row
    const std::vector<std::string> expected = {
        "round,project,status,start,end,package_time",
        "1,A,initial,0,0,0",
        "1,B,initial,0,0,0",
        "2,A,computed,0,3,2",
        "2,B,computed,0,2,2",
        "3,A,skipped,3,3,4",
        "3,B,computed,2,4,4",
        "4,A,computed,3,7,6",
        "4,B,computed,4,6,6",
        "5,A,skipped,7,7,7.995",
        "5,B,computed,6,7.995,7.995",
        "6,A,computed-end,7,10.995,9.995000000000001",
        "6,B,computed,7.995,9.995000000000001,9.995000000000001",
    };
    EXPECT_EQ(rows, expected) << r.out;
    EXPECT_NE(r.err.find("6 rounds, package time 9.995"), std::string::npos) << r.err;
}

TEST_F(CosimCli, ComparePrintsOneLinePerMode) {
    auto r = run("compare " + examplePath("ClosedLoopPI.hsm"));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto rows = lines(r.out);
    // a header, lock-step, four frame lengths (half, a tenth, a fiftieth of the interval,
    // five steps) and the whole interval
    ASSERT_EQ(rows.size(), 7u) << r.out;
    EXPECT_EQ(rows[0].substr(0, 4), "mode");
    const std::vector<std::string> labels = {"lockstep",      "frames TK=15",   "frames TK=3",
                                             "frames TK=0.6", "frames TK=0.05", "whole"};
    for (std::size_t i = 0; i < labels.size(); ++i)
        EXPECT_EQ(rows[i + 1].substr(0, labels[i].size() + 1), labels[i] + " ") << rows[i + 1];
}

TEST_F(CosimCli, CompareInChineseKeepsItsColumns) {
    auto r = run("compare " + examplePath("ClosedLoopPI.hsm") + " --frame 3 --lang zh_CN");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto rows = lines(r.out);
    ASSERT_EQ(rows.size(), 4u) << r.out;
    // the labels in Chinese, padded to 20 terminal columns (an ideograph takes two)
    EXPECT_EQ(rows[1].substr(0, std::string("锁步").size() + 17), "锁步" + std::string(17, ' ')) << rows[1];
    EXPECT_EQ(rows[2].rfind("分帧 TK=3 ", 0), 0u) << rows[2];
    EXPECT_EQ(rows[3].rfind("整区间" + std::string(15, ' '), 0), 0u) << rows[3];
}

TEST_F(CosimCli, CompareOfGivenFramesOrdersTheErrors) {
    auto r = run("compare " + examplePath("ClosedLoopPI.hsm") + " --frame 0.1 --frame 0.5");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto rows = lines(r.out);
    ASSERT_EQ(rows.size(), 5u) << r.out;
    auto error = [&](const std::string& row) {
        // the label takes the first 20 columns; the largest error comes next
        return std::stod(row.substr(20));
    };
    EXPECT_EQ(rows[1].substr(0, 9), "lockstep ");
    EXPECT_EQ(error(rows[1]), 0.0);
    EXPECT_EQ(rows[2].substr(0, 14), "frames TK=0.1 ");
    EXPECT_EQ(rows[3].substr(0, 14), "frames TK=0.5 ");
    EXPECT_EQ(rows[4].substr(0, 6), "whole ");
    EXPECT_GT(error(rows[2]), 0.0);
    EXPECT_GT(error(rows[3]), error(rows[2]));
    // the error is over the module outputs, and the row says where it is largest
    EXPECT_NE(rows[3].find("Control.y, t = 4.5"), std::string::npos) << rows[3];
    EXPECT_NE(rows[1].find("  -"), std::string::npos) << rows[1];
}

TEST_F(CosimCli, CompareRefusesAFrameThatIsNotAWholeNumberOfSteps) {
    auto r = run("compare " + examplePath("ClosedLoopPI.hsm") + " --frame 0.013");
    EXPECT_EQ(r.exitCode, 3);
    EXPECT_NE(r.err.find("--frame 0.013 is not a whole number of steps 0.01"), std::string::npos) << r.err;
    EXPECT_EQ(r.out.find("frames TK=0.013"), std::string::npos) << r.out;
}

TEST_F(CosimCli, FeedthroughLoopExitsWithAnAlgebraicLoopNamingTheModules) {
    const std::string model = write("Loop.hsm", R"({
  "format": 1,
  "name": "Loop",
  "modules": [
    {"name": "Source", "kind": "block", "block": {"type": "constant", "parameters": {"value": 1}}},
    {"name": "Mix", "kind": "block", "block": {"type": "sum", "parameters": {"signs": "++"}}},
    {"name": "Amplifier", "kind": "block", "block": {"type": "gain", "parameters": {"k": 0.5}}}
  ],
  "connections": [
    {"from": "Source.y", "to": ["Mix.u1"]},
    {"from": "Mix.y", "to": ["Amplifier.u"]},
    {"from": "Amplifier.y", "to": ["Mix.u2"]}
  ],
  "cosimulation": {"mode": "lockstep", "step": 0.1}
}
)");
    auto r = run("simulate " + model + " --output -");
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find("[algebraic-loop]"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("Mix, Amplifier"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("Source"), std::string::npos) << "only the loop is named: " << r.err;

    auto json = run("simulate " + model + " --diagnostics json");
    EXPECT_EQ(json.exitCode, 1);
    const auto rows = lines(json.err);
    ASSERT_EQ(rows.size(), 1u) << json.err;
    const auto j = nlohmann::json::parse(rows[0]);
    EXPECT_EQ(j["code"], "algebraic-loop");
    EXPECT_EQ(j["names"], nlohmann::json::array({"Mix", "Amplifier"}));
}

TEST_F(CosimCli, ConnectionToAMissingModuleIsAnInvalidDocument) {
    const std::string model = write("Dangling.hsm", R"({
  "format": 1,
  "name": "Dangling",
  "modules": [{"name": "Source", "kind": "block", "block": {"type": "constant"}}],
  "connections": [{"from": "Source.y", "to": ["Sink.u"]}]
}
)");
    auto r = run("simulate " + model);
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_NE(r.err.find("connections[0].to[0]: no module named \"Sink\" [invalid-document]"),
              std::string::npos)
        << r.err;
}

}  // namespace
}  // namespace hs::test

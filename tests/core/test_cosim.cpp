// Multi-module models: activation order, the three run modes of frame processing, and
// packages of projects with their own synchronisation steps.

#include "round_text.h"
#include "test_support.h"

#include "hs/cosim/cosim_runner.h"
#include "hs/cosim/package_runner.h"

#include <cmath>

namespace hs::test {
namespace {

using namespace hs::cosim;

doc::BlockParameter number(std::string name, double v) {
    doc::BlockParameter p;
    p.name = std::move(name);
    p.kind = doc::BlockParameter::Kind::Number;
    p.number = v;
    return p;
}

doc::Module block(std::string name, std::string type, std::vector<doc::BlockParameter> params) {
    doc::Module m;
    m.name = std::move(name);
    m.kind = doc::ModuleKind::Block;
    m.block.type = std::move(type);
    m.block.parameters = std::move(params);
    return m;
}

doc::Module model(std::string name, std::string equations) {
    doc::Module m;
    m.name = std::move(name);
    m.equations = std::move(equations);
    return m;
}

doc::Connection connect(std::string from, std::vector<std::string> to) {
    doc::Connection c;
    c.from = std::move(from);
    c.to = std::move(to);
    return c;
}

// x' = -a x as a loop: an integrator (no direct feedthrough) and a gain.
doc::Document decayLoop(bool equationPlant) {
    doc::Document d;
    d.name = "Decay";
    d.experiment.stopTime = 2.0;
    if (equationPlant)
        d.modules.push_back(model("Plant", R"(model Plant
  input Real u;
  output Real y;
  Real x(start = 1, fixed = true);
equation
  der(x) = u;
  y = x;
end Plant;
)"));
    else
        d.modules.push_back(block("Plant", "integrator", {number("initial", 1)}));
    d.modules.push_back(block("Controller", "gain", {number("k", -2)}));
    d.connections = {connect("Plant.y", {"Controller.u"}), connect("Controller.y", {"Plant.u"})};
    doc::Cosimulation c;
    c.step = 0.01;
    d.cosimulation = c;
    return d;
}

CosimResult runMode(const doc::Document& d, RunMode mode, double frame = 0) {
    CosimOptions o = cosimOptions(d);
    o.mode = mode;
    o.frame = frame;
    CosimResult r = runCosim(d, "decay.hsm", o);
    for (const auto& diag : r.diagnostics.items())
        if (diag.severity == Severity::Error) ADD_FAILURE() << formatText(diag);
    return r;
}

double maxErrorAgainstClosedForm(const CosimResult& r) {
    const auto& t = r.results.time();
    const auto* y = r.results.column("Plant.y");
    double err = 0;
    for (std::size_t i = 0; i < t.size(); ++i) err = std::max(err, std::fabs((*y)[i] - std::exp(-2 * t[i])));
    return err;
}

TEST(Cosim, ActivationOrderPutsTheIntegratorFirst) {
    CosimResult r = runMode(decayLoop(false), RunMode::LockStep);
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(r.order, (std::vector<std::string>{"Plant", "Controller"}));
    EXPECT_EQ(r.results.rowCount(), 201u);
    EXPECT_EQ(r.dispatches, 200u * 2u);
}

TEST(Cosim, FramesOfOneStepAreBitIdenticalToLockStep) {
    for (bool equations : {false, true}) {
        const doc::Document d = decayLoop(equations);
        CosimResult lock = runMode(d, RunMode::LockStep);
        CosimResult frames = runMode(d, RunMode::Frames, 0.01);
        ASSERT_TRUE(lock.ok && frames.ok);
        EXPECT_EQ(frames.results.toCsv(), lock.results.toCsv()) << "equation plant: " << equations;
        EXPECT_EQ(frames.dispatches, lock.dispatches);
    }
}

TEST(Cosim, FrameOfTheWholeIntervalIsBitIdenticalToWholeInterval) {
    for (bool equations : {false, true}) {
        const doc::Document d = decayLoop(equations);
        CosimResult whole = runMode(d, RunMode::WholeInterval);
        CosimResult frames = runMode(d, RunMode::Frames, 2.0);
        ASSERT_TRUE(whole.ok && frames.ok);
        EXPECT_EQ(frames.results.toCsv(), whole.results.toCsv()) << "equation plant: " << equations;
        EXPECT_EQ(whole.dispatches, 2u);
    }
}

TEST(Cosim, LoopErrorFallsMonotonicallyAsFramesShrink) {
    const doc::Document d = decayLoop(false);
    double previousError = std::numeric_limits<double>::infinity();
    std::uint64_t previousDispatches = 0;
    // (a frame of the whole interval, 2.0, is the open loop: see the whole-interval check)
    for (double tk : {1.0, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01}) {
        CosimResult r = runMode(d, RunMode::Frames, tk);
        ASSERT_TRUE(r.ok);
        const double err = maxErrorAgainstClosedForm(r);
        EXPECT_LT(err, previousError) << "TK = " << tk;
        EXPECT_GT(r.dispatches, previousDispatches) << "TK = " << tk;
        previousError = err;
        previousDispatches = r.dispatches;
    }
    // lock-step: the one-sample delay of the loop and the step leave an error of order Δt
    EXPECT_LT(previousError, 0.02);
    // whole interval: the loop is open (the controller's start value is held), wrong
    CosimResult whole = runMode(d, RunMode::WholeInterval);
    EXPECT_GT(maxErrorAgainstClosedForm(whole), 0.5);
}

TEST(Cosim, EquationModuleCarriesItsStateAcrossFrames) {
    const doc::Document d = decayLoop(true);
    CosimResult blocks = runMode(decayLoop(false), RunMode::Frames, 0.1);
    CosimResult equations = runMode(d, RunMode::Frames, 0.1);
    ASSERT_TRUE(equations.ok);
    const auto* a = blocks.results.column("Plant.y");
    const auto* b = equations.results.column("Plant.y");
    ASSERT_NE(b, nullptr);
    for (std::size_t i = 0; i < a->size(); ++i) EXPECT_NEAR((*a)[i], (*b)[i], 1e-6);
}

TEST(Cosim, LoopOfFeedthroughModulesIsReported) {
    doc::Document d;
    d.name = "Loop";
    d.modules = {block("A", "gain", {number("k", 0.5)}), block("B", "gain", {number("k", 0.5)}),
                 block("Out", "gain", {number("k", 1)})};
    d.connections = {connect("A.y", {"B.u"}), connect("B.y", {"A.u", "Out.u"})};
    d.cosimulation = doc::Cosimulation{};
    CosimResult r = runCosim(d, "loop.hsm", cosimOptions(d));
    EXPECT_FALSE(r.ok);
    const Diagnostic* diag = r.diagnostics.find("algebraic-loop");
    ASSERT_NE(diag, nullptr);
    EXPECT_EQ(diag->names, (std::vector<std::string>{"A", "B"}));
}

TEST(Cosim, ConnectionDiagnostics) {
    doc::Document d;
    d.name = "Bad";
    d.modules = {model("Src", "model Src\n  output Boolean on = time > 1;\nend Src;\n"),
                 block("G", "gain", {}), block("H", "gain", {}), block("C", "constant", {number("value", 1)})};
    d.connections = {connect("Src.on", {"G.u"}), connect("C.y", {"H.u", "H.nosuch", "Nobody.u"}),
                     connect("C.y", {"H.u"})};
    d.cosimulation = doc::Cosimulation{};
    CosimResult r = runCosim(d, "bad.hsm", cosimOptions(d));
    EXPECT_FALSE(r.ok);
    EXPECT_TRUE(r.diagnostics.contains("type-mismatch"));
    EXPECT_TRUE(r.diagnostics.contains("input-driven-twice"));
    const Diagnostic* port = r.diagnostics.find("invalid-connection");
    ASSERT_NE(port, nullptr);
    EXPECT_NE(port->message.find("connections[1].to[1]"), std::string::npos) << port->message;
}

TEST(Cosim, UnconnectedInputWarnsAndUsesItsDefault) {
    doc::Document d;
    d.name = "Open";
    d.modules = {model("M", "model M\n  input Real u = 3;\n  output Real y;\nequation\n  y = 2 * u;\nend M;\n")};
    d.cosimulation = doc::Cosimulation{};
    d.experiment.stopTime = 0.1;
    CosimResult r = runCosim(d, "open.hsm", cosimOptions(d));
    ASSERT_TRUE(r.ok);
    const Diagnostic* w = r.diagnostics.find("unconnected-input");
    ASSERT_NE(w, nullptr);
    EXPECT_EQ(w->severity, Severity::Warning);
    EXPECT_EQ(r.results.column("M.y")->back(), 6.0);
}

// ---------------------------------------------------------------- packages

// Seed 004: A (step 0.5, sync 3) and B (step 0.01, sync 2).
doc::Document seedPackage(doc::WriteMode writeMode) {
    doc::Document d;
    d.name = "Package";
    d.modules = {model("A", "model A\n  output Real clock = time;\n  Real x(start = 0, fixed = true);\nequation\n  der(x) = 1;\nend A;\n"),
                 model("B", "model B\n  input Real u;\n  output Real seen;\nequation\n  seen = u;\nend B;\n")};
    d.connections = {connect("A.clock", {"B.u"})};
    doc::Package p;
    p.endTime = 10;
    p.writeMode = writeMode;
    doc::Project a, b;
    a.module = "A";
    a.minStep = a.maxStep = 0.5;
    a.syncStep = 3;
    b.module = "B";
    b.minStep = b.maxStep = 0.01;
    b.syncStep = 2;
    p.projects = {a, b};
    d.package = p;
    return d;
}

std::string roundText(const PackageRun& run, int round) { return test::roundSummary(run.timeline(), round); }

TEST(Package, ReproducesTheRoundsOfTheNonMultipleSyncExample) {
    DiagnosticList diags;
    PackageRun run;
    ASSERT_TRUE(run.start(seedPackage(doc::WriteMode::Deferred), "pkg.hsm", diags))
        << formatText(diags.items().at(0));
    // round 1 is the initial state (the seed's first figure)
    EXPECT_EQ(run.rounds(), 1);
    EXPECT_EQ(roundText(run, 1), "A at 0 B at 0 | 0");
    ASSERT_TRUE(run.runRound(diags));
    EXPECT_EQ(roundText(run, 2), "A 0->3 B 0->2 | 2");
    ASSERT_TRUE(run.runRound(diags));
    EXPECT_EQ(roundText(run, 3), "A skips B 2->4 | 4");
    ASSERT_TRUE(run.runRound(diags));
    EXPECT_EQ(roundText(run, 4), "A 3->7 B 4->6 | 6");
    // B's fixed step can no longer land on 8: it stops at the last whole step before it
    run.setProjectStep(1, 0.03);
    ASSERT_TRUE(run.runRound(diags));
    EXPECT_EQ(roundText(run, 5), "A skips B 6->7.98 | 7.98");
    EXPECT_NEAR(run.packageTime(), 7.98, 1e-9);
    // both compute: A to 7.98 + 3, cut at the end time 10 (no cycle runs past it), B to
    // 7.98 + 2 in whole steps (ends at 9.96)
    EXPECT_FALSE(run.runRound(diags));
    EXPECT_TRUE(run.finished());
    EXPECT_EQ(roundText(run, 6), "A 7->10 end B 7.98->9.96 | 9.96");
    const std::string csv = run.timelineCsv();
    EXPECT_EQ(csv.substr(0, csv.find('\n')), "round,project,status,start,end,package_time");
    EXPECT_NE(csv.find("\n1,A,initial,0,0,0\n"), std::string::npos) << csv;
    EXPECT_NE(csv.find("\n3,A,skipped,3,3,4\n"), std::string::npos) << csv;
    EXPECT_NE(csv.find("\n6,A,computed-end,7,10,9.96"), std::string::npos) << csv;
}

TEST(Package, DeferredAndImmediateWritesGiveDifferentValues) {
    // B reads A's clock. In round 1, A computes to 3 before B computes 0 -> 2.
    // Deferred: B sees the value written at the last sync step, A's clock at t = 0.
    // Immediate: B sees A's newest value, 3 - a value from B's future.
    for (const doc::WriteMode mode : {doc::WriteMode::Deferred, doc::WriteMode::Immediate}) {
        const bool deferred = mode == doc::WriteMode::Deferred;
        DiagnosticList diags;
        PackageRun run;
        ASSERT_TRUE(run.start(seedPackage(mode), "pkg.hsm", diags));
        run.runRound(diags);
        const ResultStore b = run.projectResults(1);
        const double seen = b.column("B.seen")->back();
        // timeline: round 1 (A, B), then round 2 (A, B)
        if (deferred) {
            EXPECT_EQ(seen, 0.0);
            EXPECT_EQ(run.timeline()[3].readTimes, (std::vector<double>{0.0}));
        } else {
            EXPECT_EQ(seen, 3.0);
            EXPECT_EQ(run.timeline()[3].readTimes, (std::vector<double>{3.0}));
        }
        // round 2: deferred readers get A's value at the package time 2 (A's history at
        // or before 2 is t = 0, its cycle ends are 0 and 3)
        run.runRound(diags);
        const double seen2 = run.projectResults(1).column("B.seen")->back();
        EXPECT_EQ(seen2, deferred ? 0.0 : 3.0) << (deferred ? "deferred" : "immediate");
    }
}

TEST(Package, RecordOnlyAtSyncStepsGivesOneRowPerCycle) {
    doc::Document d = seedPackage(doc::WriteMode::Deferred);
    d.package->resultsOnlyAtSync = true;
    DiagnosticList diags;
    PackageRun run;
    ASSERT_TRUE(run.start(d, "pkg.hsm", diags));
    run.run(diags);
    const ResultStore a = run.projectResults(0);
    // the start plus A's cycles: 0->3, 3->7, 7->10 (the end)
    EXPECT_EQ(a.time(), (std::vector<double>{0, 3, 7, 10}));
}

// Writing only at the sync step or at every step: B computes 0 -> 2 -> 4 while A is at 3
// after its first cycle. At the package time 2 a deferred read gets A's last sync point
// before it (t = 0) when A writes only at its sync steps, and A's own value at t = 2 when
// it writes at every step.
TEST(Package, WritingOnlyAtTheSyncStepDecidesWhatADeferredReadSees) {
    for (const bool atSyncOnly : {true, false}) {
        doc::Document d = seedPackage(doc::WriteMode::Deferred);
        d.package->writeAtSyncOnly = atSyncOnly;
        DiagnosticList diags;
        PackageRun run;
        ASSERT_TRUE(run.start(d, "pkg.hsm", diags));
        run.runRound(diags);  // round 2: A 0->3, B 0->2
        run.runRound(diags);  // round 3: A skips, B 2->4 reads at the package time 2
        const double seen = run.projectResults(1).column("B.seen")->back();
        EXPECT_EQ(seen, atSyncOnly ? 0.0 : 2.0) << atSyncOnly;
        EXPECT_EQ(run.timeline().back().readTimes, (std::vector<double>{atSyncOnly ? 0.0 : 2.0}));
    }
}

}  // namespace
}  // namespace hs::test

namespace hs::test {
namespace {

TEST(Cosim, ConditionsOnInputsFireWhenTheInputChanges) {
    doc::Document d;
    d.name = "InputCondition";
    d.experiment.stopTime = 1.0;
    d.modules = {block("Ramp", "ramp", {}),
                 model("M", R"(model M
  input Real u;
  discrete Boolean hit(start = false, fixed = true);
equation
  when u > 0.5 then
    hit = true;
  end when;
end M;
)")};
    d.connections = {connect("Ramp.y", {"M.u"})};
    d.cosimulation = doc::Cosimulation{};
    CosimResult r = runCosim(d, "in.hsm", cosimOptions(d));
    ASSERT_TRUE(r.ok);
    const auto& t = r.results.time();
    const auto* hit = r.results.column("M.hit");
    for (std::size_t i = 0; i < t.size(); ++i) EXPECT_EQ((*hit)[i], t[i] > 0.5 + 1e-9 ? 1.0 : 0.0) << t[i];
}

TEST(Package, ProjectResultsHaveEveryStepWhenNotOnlyAtSync) {
    doc::Document d = seedPackage(doc::WriteMode::Deferred);
    DiagnosticList diags;
    PackageRun run;
    ASSERT_TRUE(run.start(d, "pkg.hsm", diags));
    run.run(diags);
    const ResultStore a = run.projectResults(0);
    // A's steps of 0.5 from 0 to the end time 10, including the sync points 3 and 7
    ASSERT_GE(a.rowCount(), 21u);
    EXPECT_EQ(a.time()[6], 3.0);
    EXPECT_NE(std::find(a.time().begin(), a.time().end(), 7.0), a.time().end());
}

}  // namespace
}  // namespace hs::test

// Run sessions, what the IDE drives: a single model, a network and a package behind one
// interface. A session run to its end gives exactly the run the command line makes
// (Engine::run, runCosim, PackageRun::run); stepping, pausing at a time and stepping back
// never change it; networks list Module.var variables, every module's queue and events.

#include "test_support.h"

#include "hs/cosim/cosim_runner.h"
#include "hs/cosim/package_runner.h"
#include "hs/model/document.h"
#include "hs/session/model_loader.h"
#include "hs/session/run_session.h"
#include "hs/sim/order_explorer.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <limits>
#include <string>
#include <thread>
#include <vector>

namespace hs::test {
namespace {

using session::makeSession;
using session::RunSession;
using session::SessionKind;
using session::SessionRequest;

std::string messages(const DiagnosticList& diags) {
    std::string all;
    for (const auto& d : diags.items()) all += formatText(d) + "\n";
    return all;
}

doc::Document exampleDocument(const std::string& name) {
    std::string text;
    EXPECT_TRUE(readTextFile(examplePath(name), text));
    doc::Document d;
    DiagnosticList diags;
    EXPECT_TRUE(doc::parseDocument(text, d, diags)) << messages(diags);
    return d;
}

SessionRequest documentRequest(const std::string& name) {
    SessionRequest r;
    r.document = exampleDocument(name);
    r.file = name;
    r.settings = settingsFromDocument(r.document);
    return r;
}

SessionRequest textRequest(const std::string& name) {
    SessionRequest r;
    std::string text;
    EXPECT_TRUE(readTextFile(examplePath(name), text));
    doc::Module m;
    m.name = "M";
    m.equations = text;
    r.document.modules.push_back(m);
    r.modelText = true;
    r.file = name;
    return r;
}

std::unique_ptr<RunSession> started(const SessionRequest& r) {
    DiagnosticList diags;
    auto s = makeSession(r, diags);
    EXPECT_TRUE(s) << messages(diags);
    if (s) {
        EXPECT_TRUE(s->initialize());
    }
    return s;
}

void expectSameResults(const ResultStore& a, const ResultStore& b) {
    ASSERT_EQ(a.names(), b.names());
    ASSERT_EQ(a.rowCount(), b.rowCount());
    for (std::size_t r = 0; r < a.rowCount(); ++r) ASSERT_EQ(a.time()[r], b.time()[r]) << "row " << r;
    for (std::size_t c = 0; c < a.columnCount(); ++c)
        for (std::size_t r = 0; r < a.rowCount(); ++r) {
            const double x = a.column(c)[r], y = b.column(c)[r];
            if (std::isnan(x) && std::isnan(y)) continue;  // a project that has not reached the time yet
            ASSERT_EQ(x, y) << a.names()[c] << " row " << r;
        }
}

// --------------------------------------------------------------------------------- a model

TEST(Sessions, AModelSessionRunsWhatTheEngineRuns) {
    const SessionRequest r = textRequest("BouncingBall.mo");
    auto s = started(r);
    ASSERT_TRUE(s);
    EXPECT_EQ(s->kind(), SessionKind::Model);
    EXPECT_EQ(s->advance({}), RunStatus::Finished);

    LoadResult loaded = loadModelFile(examplePath("BouncingBall.mo"));
    ASSERT_TRUE(loaded.model);
    Engine engine(loaded.model, loaded.settings);
    ASSERT_TRUE(engine.initialize());
    engine.run();
    expectSameResults(s->results(), engine.results());
    EXPECT_EQ(s->events().size(), engine.events().size());
}

// Breakpoints set before the start are watched from it; one that does not compile is left
// out with its error and the others keep their places (hits and the hit are in the order
// set); watches read the state where the run stopped.
TEST(Sessions, AModelSessionStopsAtItsBreakpointsAndEvaluatesWatches) {
    SessionRequest r = textRequest("BouncingBall.mo");
    r.settings.relTol = 1e-8;
    DiagnosticList diags;
    auto s = makeSession(r, diags);
    ASSERT_TRUE(s) << messages(diags);
    std::vector<Breakpoint> set(3);
    set[0].target = "v > 100";  // never
    set[1].target = "h <";      // does not parse
    set[2].target = "h < 0.5 and v < 0";
    s->setBreakpoints(set);
    ASSERT_TRUE(s->initialize());
    ASSERT_EQ(s->breakpointErrors().size(), 3u);
    EXPECT_FALSE(s->breakpointErrors()[0]);
    ASSERT_TRUE(s->breakpointErrors()[1]);
    EXPECT_EQ(s->breakpointErrors()[1]->code, "invalid-breakpoint");
    EXPECT_EQ(s->breakpointErrors()[1]->loc.column, 4);
    EXPECT_FALSE(s->breakpointErrors()[2]);
    EXPECT_EQ(s->advance({}), RunStatus::Running);
    ASSERT_TRUE(s->breakpointHit());
    EXPECT_EQ(s->breakpointHit()->index, 2u);
    EXPECT_NEAR(s->time(), std::sqrt(0.5 / 4.905), 1e-7);
    EXPECT_EQ(s->breakpointHits(), (std::vector<std::uint64_t>{0, 0, 1}));
    const auto w = s->watch({"h", "v^2/2 + 9.81*h", "time", "x + 1", "h <"});
    ASSERT_EQ(w.size(), 5u);
    EXPECT_NEAR(w[0].value, 0.5, 1e-7);
    EXPECT_NEAR(w[1].value, 9.81, 1e-6);
    EXPECT_EQ(w[2].value, s->time());
    EXPECT_TRUE(w[0].ok && w[1].ok && w[2].ok);
    EXPECT_FALSE(w[3].ok);
    EXPECT_EQ(w[3].where.column, 1);
    EXPECT_FALSE(w[4].ok);
    // the rest of the run: each later fall through h = 0.5 is a hit, and the bounces are
    // those of a run without breakpoints
    int hits = 1;
    while (s->advance({}) == RunStatus::Running) {
        ASSERT_TRUE(s->breakpointHit());
        EXPECT_NEAR(s->watch({"h"})[0].value, 0.5, 1e-6);
        EXPECT_LT(s->watch({"v"})[0].value, 0.0);
        ++hits;
    }
    EXPECT_EQ(s->status(), RunStatus::Finished);
    EXPECT_GE(hits, 2);
    EXPECT_EQ(s->breakpointHits()[2], static_cast<std::uint64_t>(hits));
    auto plain = started(r);
    EXPECT_EQ(plain->advance({}), RunStatus::Finished);
    EXPECT_EQ(s->events().size(), plain->events().size());
}

// The trace of one event step, asked after the run went past it: the same iterations as a
// run with the trace on from the start (the three-iteration instant at x = 0.5), and the
// trace of a step chosen by hand names the item that was chosen.
TEST(Sessions, TheEventTraceOfAStepIsAskedForAfterTheRun) {
    SessionRequest r;
    doc::Module m;
    m.name = "Three";
    m.equations = kThreeIterations;
    r.document.modules.push_back(m);
    r.modelText = true;
    r.file = "Three.mo";
    r.settings.stopTime = 1.0;
    auto s = started(r);
    ASSERT_TRUE(s);
    EXPECT_EQ(s->advance({}), RunStatus::Finished);
    EXPECT_TRUE(s->eventTraceOf(0).empty());
    const std::vector<EventTraceEntry> at = s->eventTraceOf(1);
    ASSERT_EQ(at.size(), 3u);
    EXPECT_EQ(at[0].fired, std::vector<std::string>{"Three.mo:10 when x > 0.5"});
    EXPECT_EQ(at[1].changed, std::vector<std::string>{"b: 0 -> 2"});
    EXPECT_EQ(at[2].end, "nothing changed: the iteration ends");
    EXPECT_TRUE(s->eventTraceOf(99).empty());

    // SimultaneousEvents: two items current at one instant, the second chosen by hand
    auto chosen = started(documentRequest("SimultaneousEvents.hsm"));
    ASSERT_TRUE(chosen);
    std::uint64_t picked = 0;
    std::string pickedSource;
    for (int i = 0; i < 200 && !picked && chosen->status() == RunStatus::Running; ++i) {
        // no item has this id: the call only makes the next instant's items current
        chosen->selectNext(std::numeric_limits<std::uint64_t>::max());
        const auto queues = chosen->queues();
        std::vector<const QueueEntry*> current;
        for (const QueueEntry& e : queues.front().queue.entries)
            if (e.category == QueueCategory::Selected || e.category == QueueCategory::Enabled)
                current.push_back(&e);
        if (current.size() >= 2 && chosen->selectNext(current.back()->id)) {
            picked = chosen->stepCount() + 1;
            pickedSource = current.back()->source;
        }
        chosen->step();
    }
    ASSERT_GT(picked, 0u);
    const std::vector<EventTraceEntry> trace = chosen->eventTraceOf(picked);
    ASSERT_FALSE(trace.empty());
    EXPECT_EQ(trace.front().source, pickedSource);
    EXPECT_EQ(trace.front().iteration, 0);
}

// Stepping into each order of a divergent instant that exploreOrders() found: forward from
// the start, back from the end, and from a run that took another way before the instant.
TEST(Sessions, FollowOrderStepsIntoEitherOrderOfAnInstant) {
    const SessionRequest r = documentRequest("SimultaneousEvents.hsm");
    DiagnosticList diags;
    LoadResult loaded = loadDocument(r.document, r.file);
    ASSERT_TRUE(loaded.model);
    ExploreOptions options;
    options.outputs = {"order"};
    auto report = exploreOrders(loaded.model, r.settings, {}, options, diags);
    ASSERT_TRUE(report) << messages(diags);
    ASSERT_FALSE(report->divergences.empty());
    const OrderDivergence& d = report->divergences[0];
    auto order = [](RunSession& s) {
        std::vector<double> values;
        s.values(values);
        for (std::size_t i = 0; i < s.variables().size(); ++i)
            if (s.variables()[i].name == "order") return values[i];
        return -1.0;
    };
    auto selected = [](RunSession& s) {
        const auto queues = s.queues();
        for (const QueueEntry& e : queues.front().queue.entries)
            if (e.category == QueueCategory::Selected) return e.id;
        return std::uint64_t{0};
    };

    // forward: the run stops at the instant with the other order's first item selected
    auto forward = started(r);
    ASSERT_TRUE(forward->followOrder(d.step, d.otherIds));
    EXPECT_EQ(forward->stepCount(), d.step);
    EXPECT_DOUBLE_EQ(forward->time(), d.time);
    EXPECT_EQ(selected(*forward), d.otherIds.front());
    forward->step();  // each step selects the next planned item
    if (d.otherIds.size() > 1) {
        EXPECT_EQ(selected(*forward), d.otherIds[1]);
    }
    EXPECT_EQ(forward->advance({}), RunStatus::Finished);
    EXPECT_EQ(order(*forward), d.otherValue);

    // back from the end of the run, into the run's own order and then the other
    auto back = started(r);
    EXPECT_EQ(back->advance({}), RunStatus::Finished);
    EXPECT_EQ(order(*back), d.runValue);
    ASSERT_TRUE(back->followOrder(d.step, d.runIds));
    EXPECT_EQ(back->advance({}), RunStatus::Finished);
    EXPECT_EQ(order(*back), d.runValue);
    ASSERT_TRUE(back->followOrder(d.step, d.otherIds));
    EXPECT_EQ(back->advance({}), RunStatus::Finished);
    EXPECT_EQ(order(*back), d.otherValue);

    // a run that chose another item by hand at the instant: it starts again to get there
    auto other = started(r);
    ASSERT_TRUE(other->followOrder(d.step, d.otherIds));
    EXPECT_EQ(other->advance({}), RunStatus::Finished);
    ASSERT_TRUE(other->followOrder(d.step, d.runIds));
    EXPECT_EQ(other->advance({}), RunStatus::Finished);
    EXPECT_EQ(order(*other), d.runValue);

    // an item no run has: refused
    EXPECT_FALSE(started(r)->followOrder(d.step, {987654}));

    // a breakpoint on the order's second item stops Run before it, and the order goes on
    ASSERT_GE(d.otherOrder.size(), 2u);
    auto broken = started(r);
    Breakpoint b;
    b.kind = BreakpointKind::Element;
    b.target = d.otherOrder[1];
    broken->setBreakpoints({b});
    ASSERT_TRUE(broken->followOrder(d.step, d.otherIds));
    EXPECT_EQ(broken->advance({}), RunStatus::Running);
    ASSERT_TRUE(broken->breakpointHit().has_value());
    EXPECT_EQ(broken->stepCount(), d.step + 1);  // the first item ran, the second did not
    EXPECT_EQ(selected(*broken), d.otherIds[1]);
    broken->setBreakpoints({});
    EXPECT_EQ(broken->advance({}), RunStatus::Finished);
    EXPECT_EQ(order(*broken), d.otherValue);

    // a hit after a planned item ran (the variable it changed, from its second change on:
    // where the other order leaves the run's): Run goes on with the plan
    auto changed = started(r);
    Breakpoint v;
    v.kind = BreakpointKind::Variable;
    v.target = "order";
    v.hitCount = 2;
    changed->setBreakpoints({v});
    ASSERT_TRUE(changed->followOrder(d.step, d.otherIds));
    EXPECT_EQ(changed->advance({}), RunStatus::Running);
    ASSERT_TRUE(changed->breakpointHit().has_value());
    EXPECT_EQ(changed->stepCount(), d.step + 2);
    changed->setBreakpoints({});
    EXPECT_EQ(changed->advance({}), RunStatus::Finished);
    EXPECT_EQ(order(*changed), d.otherValue);
}

TEST(Sessions, NetworksRefuseBreakpointsAndWatchesWithTheReason) {
    auto s = started(documentRequest("ClosedLoopPI.hsm"));
    ASSERT_TRUE(s);
    s->setBreakpoints(std::vector<Breakpoint>(2));
    ASSERT_EQ(s->breakpointErrors().size(), 2u);
    for (const auto& e : s->breakpointErrors()) {
        ASSERT_TRUE(e);
        EXPECT_NE(e->message.find("single model"), std::string::npos) << e->message;
    }
    const auto w = s->watch({"x"});
    ASSERT_EQ(w.size(), 1u);
    EXPECT_FALSE(w[0].ok);
    EXPECT_NE(w[0].error.english().find("single model"), std::string::npos);
}

TEST(Sessions, StepsAndPausesAtTimesDoNotChangeAModelsRun) {
    SessionRequest r = textRequest("BouncingBall.mo");
    r.settings.stopTime = 4.0;
    auto whole = started(r);
    whole->advance({});
    auto pieces = started(r);
    for (int i = 0; i < 3; ++i) pieces->step();
    EXPECT_LT(pieces->time(), 2.0);
    for (double dt : {0.05, 0.3, 0.3001, 0.7}) {
        RunTarget target;
        const double t = pieces->time() + dt;
        target.time = t;
        pieces->advance(target);
        EXPECT_EQ(pieces->time(), t);
    }
    pieces->advance({});
    expectSameResults(whole->results(), pieces->results());
}

TEST(Sessions, AModelSessionListsItsVariablesAndAppliesParameters) {
    SessionRequest r = textRequest("BouncingBall.mo");
    r.parameters = {{"e", 0.5}};
    auto s = started(r);
    ASSERT_TRUE(s);
    const auto& vars = s->variables();
    const auto e = std::find_if(vars.begin(), vars.end(), [](const auto& v) { return v.name == "e"; });
    ASSERT_NE(e, vars.end());
    EXPECT_TRUE(e->editable);
    std::vector<double> values;
    s->values(values);
    ASSERT_EQ(values.size(), vars.size());
    EXPECT_EQ(values[static_cast<std::size_t>(e - vars.begin())], 0.5);

    r.parameters = {{"nothere", 1.0}};
    DiagnosticList diags;
    auto bad = makeSession(r, diags);
    ASSERT_TRUE(bad);
    EXPECT_FALSE(bad->initialize());
    ASSERT_FALSE(bad->diagnostics().empty());
    EXPECT_EQ(bad->diagnostics().front().code, "unknown-parameter");
}

TEST(Sessions, AModelThatDoesNotCompileGivesNoSessionButLocatedErrors) {
    SessionRequest r;
    doc::Module m;
    m.name = "Broken";
    m.equations = "model Broken\n  Real x(start = 1);\nequation\n  der(x) = -y;\nend Broken;\n";
    r.document.modules.push_back(m);
    r.modelText = true;
    r.file = "Broken.mo";
    DiagnosticList diags;
    EXPECT_FALSE(makeSession(r, diags));
    ASSERT_TRUE(diags.hasErrors());
    EXPECT_EQ(diags.items().front().loc.line, 4);
    EXPECT_EQ(diags.items().front().file, "Broken.mo");
}

// ------------------------------------------------------------------------------- a network

TEST(Sessions, ANetworkSessionRunsTheLoopAsTheCommandLineDoesInEveryMode) {
    for (auto mode : {cosim::RunMode::LockStep, cosim::RunMode::Frames, cosim::RunMode::WholeInterval}) {
        SessionRequest r = documentRequest("ClosedLoopPI.hsm");
        r.mode = mode;
        r.frame = 0.5;
        auto s = started(r);
        ASSERT_TRUE(s);
        EXPECT_EQ(s->kind(), SessionKind::Network);
        EXPECT_EQ(s->advance({}), RunStatus::Finished) << cosim::runModeName(mode);

        cosim::CosimOptions o = cosim::cosimOptions(r.document);
        o.mode = mode;
        o.frame = 0.5;
        const cosim::CosimResult reference = cosim::runCosim(r.document, r.file, o);
        ASSERT_TRUE(reference.ok);
        expectSameResults(s->results(), reference.results);
        EXPECT_EQ(s->stepCount(), reference.frames);
    }
}

TEST(Sessions, ClosedLoopPIInLockStepTracksTheSetpointAsTheCommandLineShows) {
    auto s = started(documentRequest("ClosedLoopPI.hsm"));
    ASSERT_TRUE(s);
    s->advance({});
    const auto* y = s->results().column("Plant.y");
    ASSERT_NE(y, nullptr);
    // the loop is closed: the plant follows the setpoint (u = 0 would leave y at 0)
    EXPECT_NEAR(y->back(), 1.0, 0.02);
    EXPECT_NEAR(*std::max_element(y->begin(), y->end()), 1.25, 0.01);
}

TEST(Sessions, ANetworkListsModuleVariablesQueuesAndEvents) {
    auto s = started(documentRequest("SupervisedTank.hsm"));
    ASSERT_TRUE(s);
    std::vector<std::string> names;
    for (const auto& v : s->variables()) names.push_back(v.name);
    for (const auto& v : s->variables()) {
        EXPECT_FALSE(v.module.empty()) << v.name;
        EXPECT_EQ(v.name.rfind(v.module + ".", 0), 0u) << v.name;
    }
    std::vector<double> values;
    s->values(values);
    EXPECT_EQ(values.size(), names.size());
    const auto queues = s->queues();
    ASSERT_GE(queues.size(), 2u);
    for (const auto& q : queues) EXPECT_FALSE(q.module.empty());
    s->advance({});
    ASSERT_FALSE(s->events().empty());
    for (const auto& e : s->events()) EXPECT_FALSE(e.module.empty()) << e.source;
    for (std::size_t i = 1; i < s->events().size(); ++i) EXPECT_LE(s->events()[i - 1].time, s->events()[i].time);
    EXPECT_TRUE(s->diagnostics().empty());
}

TEST(Sessions, ANetworkStepsByFramesAndStepsBackToTheSameRun) {
    auto s = started(documentRequest("ClosedLoopPI.hsm"));
    ASSERT_TRUE(s);
    EXPECT_FALSE(s->canStepBack());
    for (int i = 0; i < 3; ++i) s->step();
    EXPECT_EQ(s->stepCount(), 3u);
    EXPECT_DOUBLE_EQ(s->time(), 0.03);
    EXPECT_EQ(s->results().rowCount(), 3u);
    EXPECT_EQ(s->firstChangedRow(0), 0u);
    EXPECT_EQ(s->firstChangedRow(3), 3u);
    ASSERT_TRUE(s->stepBack());
    EXPECT_EQ(s->stepCount(), 2u);
    EXPECT_EQ(s->results().rowCount(), 2u);
    EXPECT_EQ(s->firstChangedRow(3), 2u);  // a reader that had 3 rows copies from row 2
    RunTarget t;
    t.time = 10.0;
    s->advance(t);
    EXPECT_DOUBLE_EQ(s->time(), 10.0);
    s->advance({});
    auto whole = started(documentRequest("ClosedLoopPI.hsm"));
    whole->advance({});
    expectSameResults(whole->results(), s->results());
}

TEST(Sessions, NetworkParametersAreModuleQualified) {
    SessionRequest r = documentRequest("ClosedLoopPI.hsm");
    r.parameters = {{"Plant.K", 1.0}};
    auto s = started(r);
    ASSERT_TRUE(s);
    s->advance({});
    const auto* y = s->results().column("Plant.y");
    ASSERT_NE(y, nullptr);
    EXPECT_NEAR(y->back(), 1.0, 0.05);  // the integrator still drives y to the setpoint
    r.parameters = {{"Plant.nothere", 1.0}};
    DiagnosticList diags;
    EXPECT_FALSE(makeSession(r, diags));
    EXPECT_TRUE(diags.contains("unknown-parameter"));
}

// ------------------------------------------------------------------------------- a package

TEST(Sessions, APackageFillsItsResultsRoundByRound) {
    auto s = started(documentRequest("SeedPackage.hsm"));
    ASSERT_TRUE(s);
    EXPECT_EQ(s->kind(), SessionKind::Package);
    ASSERT_NE(s->package(), nullptr);
    EXPECT_EQ(s->stepCount(), 0u);
    const std::size_t initialRows = s->results().rowCount();
    EXPECT_GE(initialRows, 1u);  // round 1: every project at the start
    std::size_t rows = initialRows;
    for (int i = 0; i < 3; ++i) {
        s->step();
        EXPECT_GT(s->results().rowCount(), rows) << "round " << i + 2;
        rows = s->results().rowCount();
    }
    EXPECT_EQ(s->stepCount(), 3u);
    EXPECT_EQ(s->package()->rounds(), 4);
    const auto& t = s->results().time();
    EXPECT_TRUE(std::is_sorted(t.begin(), t.end()));
    // every variable of every project can be plotted
    for (const auto& name : {"A.clock", "B.seen", "B.filtered"}) EXPECT_GE(s->results().columnIndex(name), 0) << name;
}

TEST(Sessions, APackagesMergedResultsHoldEachProjectsOwnRows) {
    auto s = started(documentRequest("SeedPackage.hsm"));
    ASSERT_TRUE(s);
    s->advance({});
    EXPECT_EQ(s->status(), RunStatus::Finished);
    const cosim::PackageRun& run = *s->package();
    for (int p = 0; p < run.projectCount(); ++p) {
        const ResultStore own = run.projectResults(p);
        for (std::size_t c = 0; c < own.columnCount(); ++c) {
            const auto* merged = s->results().column(own.names()[c]);
            ASSERT_NE(merged, nullptr) << own.names()[c];
            // each of the project's rows appears in the merged results with its value
            std::size_t at = 0;
            for (std::size_t r = 0; r < own.rowCount(); ++r) {
                while (at < s->results().rowCount() &&
                       !(s->results().time()[at] == own.time()[r] && (*merged)[at] == own.column(c)[r]))
                    ++at;
                ASSERT_LT(at, s->results().rowCount()) << own.names()[c] << " row " << r << " t = " << own.time()[r];
            }
        }
    }
}

TEST(Sessions, APackageStepsBackByRecomputingItsRounds) {
    auto a = started(documentRequest("SeedPackage.hsm"));
    for (int i = 0; i < 4; ++i) a->step();
    auto b = started(documentRequest("SeedPackage.hsm"));
    for (int i = 0; i < 5; ++i) b->step();
    ASSERT_TRUE(b->stepBack());
    EXPECT_EQ(b->stepCount(), 4u);
    expectSameResults(a->results(), b->results());
    EXPECT_EQ(a->package()->timelineCsv(), b->package()->timelineCsv());
}

}  // namespace
}  // namespace hs::test

namespace hs::test {
namespace {

// A network (or a package) one of whose modules computes for a long time while it starts:
// 2·10^9 additions in its algorithm.
std::string busyNetwork(bool package) {
    std::string text = R"({
  "format": 1, "name": "Busy network",
  "experiment": {"startTime": 0, "stopTime": 1},
  "modules": [
    {"name": "Busy", "equations": "model Busy\n  output Real y;\nalgorithm\n  y := 0;\n  for i in 1:20000 loop\n    for j in 1:100000 loop\n      y := y + 1;\n    end for;\n  end for;\nend Busy;\n"},
    {"name": "G", "kind": "block", "block": {"type": "gain", "parameters": {"k": 2}}}
  ],
  "connections": [{"from": "Busy.y", "to": ["G.u"]}],
  "cosimulation": {"mode": "lockstep", "step": 0.1})";
    if (package)
        text += R"(,
  "package": {"endTime": 1, "writeMode": "immediate", "projects": [
    {"module": "Busy", "minStep": 0.1, "maxStep": 0.1, "syncStep": 0.5, "active": true},
    {"module": "G", "minStep": 0.1, "maxStep": 0.1, "syncStep": 0.5, "active": true}]})";
    return text + "\n}\n";
}

SessionRequest busyRequest(bool package) {
    SessionRequest r;
    DiagnosticList diags;
    EXPECT_TRUE(doc::parseDocument(busyNetwork(package), r.document, diags)) << messages(diags);
    r.file = package ? "busy-package.hsm" : "busy-network.hsm";
    r.settings = settingsFromDocument(r.document);
    return r;
}

bool saysStopped(const std::vector<Diagnostic>& diags) {
    return std::any_of(diags.begin(), diags.end(),
                       [](const Diagnostic& d) { return d.code == "stopped"; });
}

// Stop reaches the modules' engines: requestStop() from another thread ends a module that
// loops while the network starts, with `stopped` (the run does not go on).
TEST(Sessions, StopEndsAModuleThatLoopsWhileANetworkStarts) {
    DiagnosticList diags;
    auto s = makeSession(busyRequest(false), diags);
    ASSERT_TRUE(s) << messages(diags);
    std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        s->requestStop();
    });
    s->initialize();
    stopper.join();
    EXPECT_NE(s->status(), RunStatus::Running);
    EXPECT_TRUE(saysStopped(s->diagnostics()));
}

// A package computes its initial state while it is made: the request's stop signal ends
// that too.
TEST(Sessions, TheStopSignalEndsAPackageThatLoopsWhileItIsMade) {
    SessionRequest r = busyRequest(true);
    r.stopSignal = std::make_shared<std::atomic<bool>>(false);
    std::thread stopper([stop = r.stopSignal] {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        stop->store(true);
    });
    DiagnosticList diags;
    auto s = makeSession(r, diags);
    stopper.join();
    std::vector<Diagnostic> all = diags.items();
    if (s) {
        const auto more = s->diagnostics();
        all.insert(all.end(), more.begin(), more.end());
        EXPECT_NE(s->status(), RunStatus::Running);
    }
    EXPECT_TRUE(saysStopped(all)) << messages(diags);
}

}  // namespace
}  // namespace hs::test

// Breakpoints: conditions located like state events, states, elements, variables and
// diagnostics; hit counts, guards, errors in their texts, and going back from a hit.

#include "test_support.h"

#include <cmath>

namespace hs::test {
namespace {

constexpr double kGravity = 9.81;

std::unique_ptr<Engine> engineFor(const std::string& example, std::vector<Breakpoint> breakpoints,
                                  SimulationSettings settings = {}) {
    LoadResult r = loadExample(example);
    if (!r.model) return nullptr;
    // the example's own settings, with the ones given
    SimulationSettings s = r.settings;
    if (settings.stopTime) s.stopTime = settings.stopTime;
    if (settings.relTol) s.relTol = settings.relTol;
    s.historyLimit = settings.historyLimit;
    auto engine = std::make_unique<Engine>(r.model, s);
    DiagnosticList errors;
    EXPECT_TRUE(engine->setBreakpoints(std::move(breakpoints), errors));
    for (const auto& d : errors.items()) ADD_FAILURE() << formatText(d);
    EXPECT_TRUE(engine->initialize());
    return engine;
}

Breakpoint condition(std::string text, std::uint64_t hitCount = 1, std::string guard = {}) {
    Breakpoint b;
    b.kind = BreakpointKind::Condition;
    b.target = std::move(text);
    b.hitCount = hitCount;
    b.guard = std::move(guard);
    return b;
}

Breakpoint of(BreakpointKind kind, std::string target) {
    Breakpoint b;
    b.kind = kind;
    b.target = std::move(target);
    return b;
}

// The ball of BouncingBall.mo (h0 = 1, e = 0.8): the times at which it is at height 0.5
// while falling, before and after its first impact.
double firstFallThroughHalf() {
    return std::sqrt(0.5 / (kGravity / 2));
}
double secondFallThroughHalf() {
    const double t1 = std::sqrt(2.0 / kGravity);  // first impact
    const double v1 = 0.8 * kGravity * t1;        // speed upwards after it
    // h = v1 s - g s^2 / 2 = 0.5, the later root (falling)
    const double s = (v1 + std::sqrt(v1 * v1 - 2 * kGravity * 0.5)) / kGravity;
    return t1 + s;
}

TEST(Breakpoints, ConditionStopsAtTheCrossingInstant) {
    // the instant is located on the solver's solution (h = 0.5 there to 1e-9); its distance
    // from the closed form is the solver's error, below 1e-7 at relTol 1e-8
    SimulationSettings settings;
    settings.relTol = 1e-8;
    auto engine = engineFor("BouncingBall.mo", {condition("h < 0.5 and v < 0")}, settings);
    ASSERT_TRUE(engine);
    EXPECT_EQ(engine->run(), RunStatus::Running);
    ASSERT_TRUE(engine->breakpointHit());
    const BreakpointHit& hit = *engine->breakpointHit();
    EXPECT_EQ(hit.index, 0u);
    EXPECT_NEAR(hit.time, firstFallThroughHalf(), 1e-7);
    EXPECT_NEAR(engine->time(), firstFallThroughHalf(), 1e-7);
    EXPECT_NEAR(engine->value("h"), 0.5, 1e-9);
    EXPECT_EQ(hit.what.english(), "h < 0.5 and v < 0 became true");
    // the results end at the hit, with its state
    ASSERT_FALSE(engine->results().time().empty());
    EXPECT_DOUBLE_EQ(engine->results().time().back(), hit.time);
    EXPECT_NEAR(engine->results().column("h")->back(), 0.5, 1e-7);
    EXPECT_EQ(engine->breakpointHits(0), 1u);

    // running on: the next hit is the fall after the first bounce
    EXPECT_EQ(engine->run(), RunStatus::Running);
    ASSERT_TRUE(engine->breakpointHit());
    EXPECT_NEAR(engine->breakpointHit()->time, secondFallThroughHalf(), 1e-6);
    EXPECT_EQ(engine->breakpointHits(0), 2u);
}

TEST(Breakpoints, ARunWithBreakpointsEndsLikeOneWithout) {
    LoadResult r = loadExample("BouncingBall.mo");
    ASSERT_TRUE(r.model);
    SimulationSettings settings;
    settings.stopTime = 3.0;
    auto plain = runModel(r.model, 3.0);
    auto engine = engineFor("BouncingBall.mo", {condition("h < 0.5 and v < 0")}, settings);
    ASSERT_TRUE(engine);
    int stops = 0;
    while (engine->run() == RunStatus::Running && stops < 100) ++stops;
    EXPECT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_GE(stops, 4);
    const auto a = eventTimes(*plain, EventKind::State), b = eventTimes(*engine, EventKind::State);
    ASSERT_EQ(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) EXPECT_NEAR(a[i], b[i], 1e-9) << i;
    EXPECT_NEAR(plain->value("h"), engine->value("h"), 1e-7);
}

TEST(Breakpoints, HitCountAndGuard) {
    // the second time the condition turns true
    auto engine = engineFor("BouncingBall.mo", {condition("h < 0.5 and v < 0", 2)});
    ASSERT_TRUE(engine);
    engine->run();
    ASSERT_TRUE(engine->breakpointHit());
    EXPECT_NEAR(engine->breakpointHit()->time, secondFallThroughHalf(), 1e-6);
    EXPECT_EQ(engine->breakpointHit()->hits, 2u);

    // h < 0.5 turns true only while falling: a guard v > 0 never holds there
    SimulationSettings settings;
    settings.stopTime = 2.0;
    auto guarded = engineFor("BouncingBall.mo", {condition("h < 0.5", 1, "v > 0")}, settings);
    EXPECT_EQ(guarded->run(), RunStatus::Finished);
    EXPECT_FALSE(guarded->breakpointHit());
    EXPECT_EQ(guarded->breakpointHits(0), 0u);
}

TEST(Breakpoints, TimeConditionInADiscreteModel) {
    // TrafficLight has no states to integrate: `time` crossing 42.5 is located all the same
    auto engine = engineFor("TrafficLight.hsm", {condition("time >= 42.5")});
    ASSERT_TRUE(engine);
    engine->run();
    ASSERT_TRUE(engine->breakpointHit());
    EXPECT_NEAR(engine->breakpointHit()->time, 42.5, 1e-9);
}

TEST(Breakpoints, StatesEnteredAndLeft) {
    auto entered =
        engineFor("TrafficLight.hsm", {of(BreakpointKind::StateEntered, "light.Yellow")});
    ASSERT_TRUE(entered);
    entered->run();
    ASSERT_TRUE(entered->breakpointHit());
    // the first green phase (from 30 s) is cut by the press at 40 s
    EXPECT_DOUBLE_EQ(entered->time(), 40.0);
    EXPECT_TRUE(entered->isStateActive("light.Yellow"));
    EXPECT_EQ(entered->breakpointHit()->what.english(), "state light.Yellow entered");

    auto left = engineFor("TrafficLight.hsm", {of(BreakpointKind::StateLeft, "light.Red")});
    left->run();
    ASSERT_TRUE(left->breakpointHit());
    EXPECT_DOUBLE_EQ(left->time(), 30.0);
    EXPECT_FALSE(left->isStateActive("light.Red"));
}

TEST(Breakpoints, ElementStopsBeforeItRuns) {
    auto engine = engineFor("TrafficLight.hsm", {of(BreakpointKind::Element, "light.CutGreen")});
    ASSERT_TRUE(engine);
    engine->run();
    ASSERT_TRUE(engine->breakpointHit());
    EXPECT_DOUBLE_EQ(engine->time(), 40.0);
    EXPECT_EQ(engine->breakpointHit()->what.english(), "light.CutGreen is about to run");
    // not run yet: the light is still green
    EXPECT_TRUE(engine->isStateActive("light.Green"));
    const std::size_t events = engine->eventCount();
    // one step runs it
    engine->step();
    EXPECT_EQ(engine->eventCount(), events + 1);
    EXPECT_EQ(engine->events().back().source, "light.CutGreen");
    EXPECT_TRUE(engine->isStateActive("light.Yellow"));
    // and the next hit is the second cut green phase, at 200 s
    engine->run();
    ASSERT_TRUE(engine->breakpointHit());
    EXPECT_DOUBLE_EQ(engine->time(), 200.0);
}

TEST(Breakpoints, VariableChangeAtTheClosedFormTime) {
    // Thermostat.mo: T rises from 15 towards Tout + P * tau = 41; `on` turns false at 21
    SimulationSettings settings;
    settings.relTol = 1e-10;
    auto engine = engineFor("Thermostat.mo", {of(BreakpointKind::Variable, "on")}, settings);
    ASSERT_TRUE(engine);
    engine->run();
    ASSERT_TRUE(engine->breakpointHit());
    const double tOff = 3600 * std::log((41.0 - 15.0) / (41.0 - 21.0));
    EXPECT_NEAR(engine->time(), tOff, 1e-3);
    EXPECT_EQ(engine->value("on"), 0.0);
    EXPECT_EQ(engine->breakpointHit()->what.english(), "on changed from 1 to 0");
}

TEST(Breakpoints, Diagnostic) {
    auto model = compileOk(
        "model W\n"
        "  Real x(start = 0, fixed = true);\n"
        "equation\n"
        "  der(x) = 1;\n"
        "  assert(x < 0.25, \"x is large\", AssertionLevel.warning);\n"
        "end W;\n");
    ASSERT_TRUE(model);
    SimulationSettings settings;
    settings.stopTime = 1;
    Engine engine(model, settings);
    DiagnosticList errors;
    ASSERT_TRUE(engine.setBreakpoints({of(BreakpointKind::Diagnostic, "")}, errors));
    engine.initialize();
    engine.run();
    // asserts are checked at output points and solver steps: the run stops at the end of the
    // step in which the warning was reported (at the output point t = 0.252)
    ASSERT_TRUE(engine.breakpointHit());
    EXPECT_EQ(engine.breakpointHit()->what.english(), "assertion-failed reported at t = 0.252");
    EXPECT_GE(engine.time(), 0.252);
    EXPECT_EQ(engine.status(), RunStatus::Running);
}

TEST(Breakpoints, ConditionTrueAtTheStartHitsThere) {
    auto engine = engineFor("BouncingBall.mo", {condition("h > 0.9")});
    ASSERT_TRUE(engine);
    engine->run();
    ASSERT_TRUE(engine->breakpointHit());
    EXPECT_EQ(engine->time(), 0.0);
    EXPECT_EQ(engine->breakpointHit()->what.english(), "h > 0.9 holds at the start");
    // running on: the condition must turn false and true again — it never does
    engine->run();
    EXPECT_FALSE(engine->breakpointHit());
}

TEST(Breakpoints, ErrorsAreLocatedInTheText) {
    LoadResult r = loadExample("BouncingBall.mo");
    ASSERT_TRUE(r.model);
    Engine engine(r.model);
    DiagnosticList errors;
    EXPECT_FALSE(engine.setBreakpoints({condition("h < 0.5 and hh < 0")}, errors));
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors.items()[0].code, "invalid-breakpoint");
    EXPECT_EQ(errors.items()[0].loc.column, 13);
    EXPECT_NE(errors.items()[0].message.find("hh"), std::string::npos);

    DiagnosticList syntax;
    EXPECT_FALSE(engine.setBreakpoints({condition("h < < 0.5")}, syntax));
    ASSERT_FALSE(syntax.items().empty());
    EXPECT_EQ(syntax.items()[0].code, "invalid-breakpoint");
    EXPECT_GT(syntax.items()[0].loc.column, 1);

    DiagnosticList unknown;
    EXPECT_FALSE(engine.setBreakpoints(
        {of(BreakpointKind::StateEntered, "chart.Nowhere"), of(BreakpointKind::Variable, "w")},
        unknown));
    EXPECT_EQ(unknown.size(), 2u);
    EXPECT_TRUE(engine.breakpoints().empty());  // the set stays as it was
}

TEST(Breakpoints, StepBackFromAHitAndRunOnHitsAgain) {
    SimulationSettings settings;
    settings.historyLimit = 1000;
    auto engine = engineFor("Thermostat.mo", {condition("T < 19.5 and not on")}, settings);
    ASSERT_TRUE(engine);
    engine->run();
    ASSERT_TRUE(engine->breakpointHit());
    const double first = engine->time();
    EXPECT_NEAR(engine->value("T"), 19.5, 1e-6);
    // back to the event step before the hit (the heater switching off), and on again
    ASSERT_EQ(engine->stepCount(), 1u);
    ASSERT_TRUE(engine->restoreStep(1));
    EXPECT_FALSE(engine->breakpointHit());
    EXPECT_LT(engine->time(), first);
    engine->run();
    ASSERT_TRUE(engine->breakpointHit());
    EXPECT_NEAR(engine->time(), first, 1e-9);
}

TEST(Breakpoints, SetDuringARun) {
    auto engine = engineFor("BouncingBall.mo", {});
    ASSERT_TRUE(engine);
    engine->runUntil(0.1);
    DiagnosticList errors;
    ASSERT_TRUE(engine->setBreakpoints({condition("h < 0.5")}, errors));
    engine->run();
    ASSERT_TRUE(engine->breakpointHit());
    EXPECT_NEAR(engine->time(), firstFallThroughHalf(), 1e-5);  // relTol 1e-6
    EXPECT_NEAR(engine->value("h"), 0.5, 1e-9);
    // disabled: kept, not watched
    std::vector<Breakpoint> off = engine->breakpoints();
    off[0].enabled = false;
    ASSERT_TRUE(engine->setBreakpoints(off, errors));
    EXPECT_EQ(engine->run(), RunStatus::Finished);
    EXPECT_FALSE(engine->breakpointHit());
}

TEST(Breakpoints, GoingBackUndoesTheHitsCountedSince) {
    SimulationSettings settings;
    settings.historyLimit = 1000;
    auto engine = engineFor("BouncingBall.mo", {condition("h < 0.5 and v < 0", 2)}, settings);
    ASSERT_TRUE(engine);
    engine->run();
    ASSERT_TRUE(engine->breakpointHit());
    const double second = engine->time();
    EXPECT_NEAR(second, secondFallThroughHalf(), 1e-6);
    // back to the start: the hits counted since are undone, the second one stops again
    ASSERT_TRUE(engine->restoreStep(0));
    EXPECT_EQ(engine->breakpointHits(0), 0u);
    engine->run();
    ASSERT_TRUE(engine->breakpointHit());
    EXPECT_NEAR(engine->time(), second, 1e-9);
}

TEST(Breakpoints, ConditionsOutsideTheirDomainOrWithNestedRelations) {
    // sqrt(h) for h a rounding error below zero at the impacts does not fail the run
    SimulationSettings settings;
    settings.stopTime = 1.5;
    auto root = engineFor("BouncingBall.mo", {condition("sqrt(h) < 0.5")}, settings);
    ASSERT_TRUE(root);
    root->run();
    ASSERT_TRUE(root->breakpointHit());
    EXPECT_NEAR(root->time(), std::sqrt(0.75 / (kGravity / 2)), 1e-5);
    while (root->run() == RunStatus::Running) {
    }
    EXPECT_EQ(root->status(), RunStatus::Finished);
    // a relation inside an operand is compared directly
    auto nested = engineFor("BouncingBall.mo", {condition("(if v < 0 then h else 1) < 0.5")});
    ASSERT_TRUE(nested);
    nested->run();
    ASSERT_TRUE(nested->breakpointHit());
    EXPECT_NEAR(nested->time(), firstFallThroughHalf(), 1e-5);
}

TEST(Breakpoints, SetAfterTheRunEndedAndGoneBackTo) {
    SimulationSettings settings;
    settings.historyLimit = 1000;
    settings.stopTime = 1.0;
    auto engine = engineFor("BouncingBall.mo", {}, settings);
    ASSERT_TRUE(engine);
    EXPECT_EQ(engine->run(), RunStatus::Finished);
    DiagnosticList errors;
    ASSERT_TRUE(engine->setBreakpoints({condition("h < 0.5")}, errors));
    ASSERT_TRUE(engine->restoreStep(0));
    engine->run();
    ASSERT_TRUE(engine->breakpointHit());
    EXPECT_NEAR(engine->time(), firstFallThroughHalf(), 1e-5);
}

}  // namespace
}  // namespace hs::test

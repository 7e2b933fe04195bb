// Modelica event semantics: when-vectors, time events, elsewhen, edge/change/pre/initial,
// reinit, event accumulation, the queue's categories.

#include "test_support.h"

#include <cmath>

namespace hs::test {
namespace {

TEST(WhenVector, FiresOncePerElement) {
    auto engine = runModel(compileOk(R"(
model V
  Integer n(start=0, fixed=true);
equation
  when {time>1, time>2} then
    n = pre(n) + 1;
  end when;
end V;
)"), 3.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("n"), 2);
    EXPECT_EQ(eventTimes(*engine, EventKind::Time), (std::vector<double>{1.0, 2.0}));
}

TEST(WhenOr, FiresOnceOnly) {
    auto engine = runModel(compileOk(R"(
model O
  Integer n(start=0, fixed=true);
equation
  when time>1 or time>2 then
    n = pre(n) + 1;
  end when;
end O;
)"), 3.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("n"), 1);
}

TEST(TimeEvents, AreScheduledInTheQueueBeforeTheyHappen) {
    auto model = compileOk(R"(
model T
  Real x(start=0, fixed=true);
equation
  der(x) = 1;
  when time >= 0.5 then
    reinit(x, 10);
  end when;
end T;
)");
    SimulationSettings s;
    s.stopTime = 1.0;
    Engine engine(model, s);
    ASSERT_TRUE(engine.initialize());
    QueueSnapshot snap = engine.queueSnapshot();
    ASSERT_EQ(snap.entries.size(), 2u);
    EXPECT_EQ(snap.entries[0].category, QueueCategory::Scheduled);
    EXPECT_EQ(snap.entries[0].kind, EventKind::Time);
    EXPECT_EQ(*snap.entries[0].time, 0.5);
    EXPECT_EQ(snap.entries[0].text.english(), "time >= 0.5");
    EXPECT_EQ(snap.entries[0].source, "test.mo:6");
    EXPECT_EQ(snap.entries[1].kind, EventKind::Terminal);
    EXPECT_EQ(*snap.entries[1].time, 1.0);
    // the time step to 0.5 leaves the event current: after step() it has run
    EXPECT_EQ(engine.step(), RunStatus::Running);
    EXPECT_EQ(engine.time(), 0.5);
    EXPECT_DOUBLE_EQ(engine.value("x"), 10.0);
    EXPECT_EQ(engine.events().back().kind, EventKind::Time);
    engine.run();
    EXPECT_NEAR(engine.value("x"), 10.5, 1e-9);
}

TEST(StateEvents, CrossingIsPendingWithItsCurrentValue) {
    auto model = compileExample("BouncingBall.mo");
    SimulationSettings s;
    s.stopTime = 1.0;
    Engine engine(model, s);
    ASSERT_TRUE(engine.initialize());
    QueueSnapshot snap = engine.queueSnapshot();
    ASSERT_EQ(snap.entries.size(), 2u);
    const QueueEntry& pending = snap.entries[1];
    EXPECT_EQ(pending.category, QueueCategory::Pending);
    EXPECT_EQ(pending.kind, EventKind::State);
    EXPECT_FALSE(pending.time.has_value());
    ASSERT_TRUE(pending.crossingValue.has_value());
    EXPECT_DOUBLE_EQ(*pending.crossingValue, -1.0);  // z = -h, true when z > 0
    engine.step();
    EXPECT_NEAR(engine.time(), std::sqrt(2 / 9.81), 1e-6);
}

TEST(Elsewhen, EarlierBranchHasPriority) {
    auto engine = runModel(compileOk(R"(
model E
  Integer which(start=0, fixed=true);
  Integer count(start=0, fixed=true);
equation
  when time > 1 then
    which = 1;
    count = pre(count) + 1;
  elsewhen time > 1 then
    which = 2;
    count = pre(count) + 10;
  elsewhen time > 2 then
    which = 3;
    count = pre(count) + 100;
  end when;
end E;
)"), 3.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("which"), 3);
    EXPECT_EQ(engine->value("count"), 101);
}

TEST(EventOperators, EdgeChangePreAndInitial) {
    auto engine = runModel(compileOk(R"(
model Ops
  Boolean b(start=false, fixed=true);
  Integer edges(start=0, fixed=true);
  Integer changes(start=0, fixed=true);
  Integer inits(start=0, fixed=true);
  Real x(start=0, fixed=true);
  discrete Real xAtInit(start=-1, fixed=true);
  Real prevX;
equation
  der(x) = 1;
  b = time > 1.5;
  prevX = x;
  when edge(b) then
    edges = pre(edges) + 1;
  end when;
  when change(b) then
    changes = pre(changes) + 1;
  end when;
  when initial() then
    inits = pre(inits) + 1;
    xAtInit = x;
  end when;
end Ops;
)"), 3.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("edges"), 1);
    EXPECT_EQ(engine->value("changes"), 1);
    EXPECT_EQ(engine->value("inits"), 1);
    EXPECT_EQ(engine->value("xAtInit"), 0.0);
    EXPECT_EQ(engine->value("b"), 1.0);
}

TEST(Reinit, TwoReinitsAtOneInstant) {
    auto engine = runModel(compileOk(R"(
model R
  Real x(start=1, fixed=true);
  Real y(start=2, fixed=true);
equation
  der(x) = -1;
  der(y) = -2;
  when x < 0.5 then
    reinit(x, 5);
    reinit(y, pre(y) + 100);
  end when;
end R;
)"), 1.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const auto events = eventTimes(*engine, EventKind::State);
    ASSERT_EQ(events.size(), 1u);
    EXPECT_NEAR(events[0], 0.5, 1e-9);
    EXPECT_NEAR(engine->value("x"), 5 - 0.5, 1e-7);
    EXPECT_NEAR(engine->value("y"), (2 - 2 * 0.5) + 100 - 2 * 0.5, 1e-7);
}

TEST(Causalisation, OutOfOrderAlgebraicEquations) {
    auto engine = runModel(compileOk(R"(
model Order
  Real c;
  Real b;
  Real a;
  Real x(start=1, fixed=true);
equation
  c = 2 * b;
  der(x) = -c;
  b = a + 1;
  a = 3 * x;
end Order;
)"), 1.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    // der(x) = -(2*(3x+1)) = -6x - 2  ->  x(t) = (1 + 1/3) e^{-6t} - 1/3
    const double x = (4.0 / 3.0) * std::exp(-6.0) - 1.0 / 3.0;
    EXPECT_NEAR(engine->value("x"), x, 1e-5);
    EXPECT_NEAR(engine->value("a"), 3 * x, 3e-5);
    EXPECT_NEAR(engine->value("c"), 2 * (3 * x + 1), 1e-4);
}

TEST(Causalisation, AlgebraicLoopSolvedByKinsolMatchesCardano) {
    auto engine = runModel(compileOk(R"(
model Cubic
  Real x(start=1);
  Real a;
  Real b(start=1.8);
  Real c;
equation
  x^3 + x = time + 2;
  a + b = 3;
  a * b = 2;
  c = b + x;
end Cubic;
)"), 2.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const auto& time = engine->results().time();
    const auto& xs = *engine->results().column("x");
    for (std::size_t i = 0; i < time.size(); i += 50) {
        const double q = time[i] + 2;
        const double s = std::sqrt(q * q / 4 + 1.0 / 27);
        const double root = std::cbrt(q / 2 + s) + std::cbrt(q / 2 - s);
        EXPECT_NEAR(xs[i], root, 1e-9) << "t = " << time[i];
    }
    EXPECT_NEAR(engine->value("b"), 2.0, 1e-9);
    EXPECT_NEAR(engine->value("a"), 1.0, 1e-9);
}

TEST(Linear, EquationLinearInUnknownIsSolvedSymbolically) {
    auto model = compileOk(R"(
model L
  Real y;
  Real x(start=2, fixed=true);
equation
  3 * y + 2 = x * 5 - y;
  der(x) = 0;
end L;
)");
    ASSERT_TRUE(model);
    for (const auto& b : model->odeBlocks) EXPECT_EQ(b.kind, EquationBlock::Kind::Assign);
    auto engine = runModel(model, 1.0);
    EXPECT_NEAR(engine->value("y"), (2 * 5 - 2) / 4.0, 1e-12);
}

TEST(Sample, FiresAtEveryMultiple) {
    auto engine = runModel(compileOk(R"(
model S
  Integer n(start=0, fixed=true);
equation
  when sample(0.5, 0.25) then
    n = pre(n) + 1;
  end when;
end S;
)"), 2.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(eventTimes(*engine, EventKind::Sample),
              (std::vector<double>{0.5, 0.75, 1.0, 1.25, 1.5, 1.75, 2.0}));
    EXPECT_EQ(engine->value("n"), 7);
}

TEST(IfEquations, RelationInEquationSwitchesAtCrossing) {
    auto engine = runModel(compileOk(R"(
model Tank
  Real h(start=1, fixed=true);
  Real q;
equation
  der(h) = -q;
  if h > 0.5 then
    q = 1;
  else
    q = 0;
  end if;
end Tank;
)"), 2.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const auto events = eventTimes(*engine, EventKind::State);
    ASSERT_EQ(events.size(), 1u);
    EXPECT_NEAR(events[0], 0.5, 1e-8);
    EXPECT_NEAR(engine->value("h"), 0.5, 1e-7);
}

TEST(EventAccumulation, GeometricZenoStopsNearClosedFormLimit) {
    // x falls at a rate that doubles after each reset: events at 1, 1.5, 1.75, ... -> 2
    auto engine = runModel(compileOk(R"(
model Zeno
  Real x(start=1, fixed=true);
  discrete Real rate(start=1, fixed=true);
equation
  der(x) = -rate;
  when x < 0 then
    rate = 2 * pre(rate);
    reinit(x, 1);
  end when;
end Zeno;
)"), 5.0);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    const Diagnostic* d = engine->diagnostics().find("event-accumulation");
    ASSERT_NE(d, nullptr);
    ASSERT_TRUE(d->time.has_value());
    EXPECT_NEAR(*d->time, 2.0, 0.02);
    EXPECT_NEAR(*d->time, 2.0, 1e-4);  // in fact much closer than 1 %
    EXPECT_EQ(d->loc.line, 7);
    EXPECT_LT(engine->time(), 2.0);
}

TEST(EventAccumulation, RapidEventsAreDetectedByCount) {
    // a saw-tooth with a period of 1e-10 s: 1000 events within 1e-7 s
    auto engine = runModel(compileOk(R"(
model Saw
  Real x(start=0, fixed=true);
equation
  der(x) = 1e10;
  when x > 1 then
    reinit(x, 0);
  end when;
end Saw;
)"), 1.0);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    const Diagnostic* d = engine->diagnostics().find("event-accumulation");
    ASSERT_NE(d, nullptr);
    EXPECT_LT(engine->time(), 2e-7);
    EXPECT_GE(eventTimes(*engine, EventKind::State).size(), 1000u);
}

// An assertion of an algorithm is checked at the accepted point of an event instant, where
// the event iteration has converged (spec 8.3.7, 11.2.7), not in the iterations on the way:
// here `open` is set one iteration after `x` jumps, and the assertion holds once it is.
TEST(EventIteration, AssertionsAreCheckedWhereTheIterationConverged) {
    const char* text = R"(
model Valve
  Boolean open(start = false, fixed = true);
  Real x(start = 3, fixed = true);
algorithm
  when time > 0.5 then
    x := 6;
  end when;
  when x >= 5 then
    open := true;
  elsewhen x >= 4 then
    open := false;
  end when;
  if time > 0.5 then
    assert(open, "open is set when x jumps");
  end if;
  assert(x < LIMIT, "x stays below LIMIT");
end Valve;
)";
    std::string holds = text, fails = text;
    for (std::string* s : {&holds, &fails})
        for (std::size_t at; (at = s->find("LIMIT")) != std::string::npos;)
            s->replace(at, 5, s == &holds ? "10" : "5");
    auto engine = runModel(compileOk(holds), 1.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("open"), 1);
    EXPECT_EQ(engine->value("x"), 6);
    // an assertion that fails at the converged point still fails, at the instant
    engine = runModel(compileOk(fails), 1.0);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    EXPECT_NEAR(engine->time(), 0.5, 1e-9);
    bool found = false;
    for (const Diagnostic& d : engine->diagnostics().items())
        found = found || (d.code == "assertion-failed" &&
                          d.message.find("x stays below 5") != std::string::npos);
    EXPECT_TRUE(found);
}

// A crossing function that is the difference of two operands is read from them without the
// evaluator (slot - slot, slot - constant, constant - slot); any other goes through it. Each
// form is located at its closed-form time.
TEST(StateEvents, EveryOperandFormOfACrossingIsLocated) {
    auto engine = runModel(compileOk(R"(
model Forms
  parameter Real c = 0.3;
  Real x(start = 0, fixed = true);
  Real w(start = 2, fixed = true);
  discrete Real tSlots(start = -1, fixed = true);
  discrete Real tConstant(start = -1, fixed = true);
  discrete Real tConstantFirst(start = -1, fixed = true);
  discrete Real tProduct(start = -1, fixed = true);
equation
  der(x) = 1;
  der(w) = -1;
  when x > c then tSlots = time; end when;
  when x > 0.7 then tConstant = time; end when;
  when w < 0.5 then tConstantFirst = time; end when;
  when x * x > 0.81 then tProduct = time; end when;
end Forms;
)"),
                           2.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_NEAR(engine->value("tSlots"), 0.3, 1e-9);
    EXPECT_NEAR(engine->value("tConstant"), 0.7, 1e-9);
    EXPECT_NEAR(engine->value("tConstantFirst"), 1.5, 1e-9);
    EXPECT_NEAR(engine->value("tProduct"), 0.9, 1e-9);
    EXPECT_EQ(eventTimes(*engine, EventKind::State).size(), 4u);
}

// Output rows between events: a recorded algebraic and a recorded alias are computed at
// every output point from the interpolated state; a model whose equations give only
// derivatives writes its rows from the states alone. Both match the closed form.
TEST(OutputRows, AlgebraicsAndAliasesAreComputedAtEveryOutputPoint) {
    const auto check = [](const std::string& text, bool withAlgebraics) {
        auto engine = runModel(compileOk(text), 2.0);
        ASSERT_EQ(engine->status(), RunStatus::Finished);
        const auto& time = engine->results().time();
        const auto* x = engine->results().column("x");
        ASSERT_NE(x, nullptr);
        ASSERT_GE(time.size(), 500u);
        const auto* y = engine->results().column("y");
        const auto* z = engine->results().column("z");
        ASSERT_EQ(y != nullptr, withAlgebraics);
        ASSERT_EQ(z != nullptr, withAlgebraics);
        for (std::size_t i = 0; i < time.size(); ++i) {
            EXPECT_NEAR((*x)[i], std::exp(-time[i]), 1e-5) << "t = " << time[i];
            if (!withAlgebraics) continue;
            EXPECT_EQ((*y)[i], 2 * (*x)[i]) << "t = " << time[i];
            EXPECT_EQ((*z)[i], -(*x)[i]) << "t = " << time[i];
        }
    };
    check(R"(
model Rows
  Real x(start = 1, fixed = true);
  Real y;
  Real z;
equation
  der(x) = -x;
  y = 2 * x;
  z = -x;
end Rows;
)",
          true);
    check(R"(
model Rows
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
end Rows;
)",
          false);
}

// The right-hand side reads a discrete counter, its pre value and a relation: the engine
// runs a version of it with those put in, one per set of values (more than the eight it
// keeps: the oldest are made again). Every version gives the closed-form integrals.
TEST(DiscreteValuesInTheRightHandSide, GiveTheClosedFormIntegralsInEveryMode) {
    auto engine = runModel(compileOk(R"(
model Modes
  discrete Integer n(start = 0, fixed = true);
  Real x(start = 0, fixed = true);
  Real y(start = 0, fixed = true);
  Real z(start = 0, fixed = true);
equation
  when sample(0.1, 0.1) then
    n = pre(n) + 1;
  end when;
  der(x) = n;
  der(y) = pre(n) * 2;
  der(z) = if x > 2 then 1 else 0;
end Modes;
)"),
                           2.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    // n = k on [0.1 k, 0.1 (k + 1)): x(2) = 0.1 (1 + ... + 19)
    EXPECT_NEAR(engine->value("x"), 19.0, 1e-9);
    EXPECT_NEAR(engine->value("y"), 38.0, 1e-9);
    // x = 1.5 + 6 (t - 0.6) reaches 2 at t = 0.6 + 0.5 / 6
    EXPECT_NEAR(engine->value("z"), 2.0 - (0.6 + 0.5 / 6.0), 1e-6);
    EXPECT_GE(engine->value("n"), 19.0);
}

}  // namespace
}  // namespace hs::test

// Modelica event semantics the specification fixes exactly: no event is lost inside a long
// solver step (every solver), noEvent generates none, reinit reads the values before the
// event, `when not initial()` fires right after initialisation, sample() instants.

#include "test_support.h"

#include <cmath>

namespace hs::test {
namespace {

constexpr double kPi = 3.14159265358979323846;

// sin(10 t) > 0.5 becomes true at t = (pi/6 + 2 pi k) / 10.
std::vector<double> sinCrossings(double stop) {
    std::vector<double> out;
    for (int k = 0;; ++k) {
        const double t = (kPi / 6 + 2 * kPi * k) / 10;
        if (t > stop) break;
        out.push_back(t);
    }
    return out;
}

const char* kTimeCondition = R"(
model SinTime
  discrete Integer n(start = 0, fixed = true);
equation
  when sin(10*time) > 0.5 then
    n = pre(n) + 1;
  end when;
end SinTime;
)";

const char* kStateCondition = R"(
model SinState
  Real x(start = 0, fixed = true);
  discrete Integer n(start = 0, fixed = true);
equation
  der(x) = 1;
  when sin(10*x) > 0.5 then
    n = pre(n) + 1;
  end when;
end SinState;
)";

struct SolverCase {
    SolverMethod method;
    double step;  // fixed step, or CVODE's maximum step (0 = unbounded)
};

class LostEvents : public ::testing::TestWithParam<SolverCase> {};

// The condition is true for 0.21 s of every 0.63 s: CVODE's steps over a model without
// states (or with x' = 1, integrated exactly) and fixed steps of 0.5 s are longer than that,
// so the condition turns true and false again inside one step.
TEST_P(LostEvents, ConditionOnTimeAloneFiresFiveTimesInThreeSeconds) {
    SimulationSettings s;
    s.solver = GetParam().method;
    s.step = GetParam().step;
    auto engine = runModel(compileOk(kTimeCondition), 3.0, s);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("n"), 5);
    const auto times = eventTimes(*engine, EventKind::State);
    const auto expected = sinCrossings(3.0);
    ASSERT_EQ(times.size(), expected.size());
    for (std::size_t i = 0; i < times.size(); ++i) EXPECT_NEAR(times[i], expected[i], 1e-9) << i;
}

TEST_P(LostEvents, ConditionOnAStateFiresFiveTimesInThreeSeconds) {
    SimulationSettings s;
    s.solver = GetParam().method;
    s.step = GetParam().step;
    auto engine = runModel(compileOk(kStateCondition), 3.0, s);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("n"), 5);
    const auto times = eventTimes(*engine, EventKind::State);
    const auto expected = sinCrossings(3.0);
    ASSERT_EQ(times.size(), expected.size());
    for (std::size_t i = 0; i < times.size(); ++i) EXPECT_NEAR(times[i], expected[i], 1e-6) << i;
}

INSTANTIATE_TEST_SUITE_P(EverySolver, LostEvents,
                         ::testing::Values(SolverCase{SolverMethod::CvodeBdf, 0.0},
                                           SolverCase{SolverMethod::CvodeAdams, 0.0},
                                           SolverCase{SolverMethod::Euler, 0.5},
                                           SolverCase{SolverMethod::Rk4, 0.5}),
                         [](const ::testing::TestParamInfo<SolverCase>& info) {
                             return std::string(solverMethodName(info.param.method)) == "cvode-bdf"     ? "CvodeBdf"
                                    : std::string(solverMethodName(info.param.method)) == "cvode-adams" ? "CvodeAdams"
                                    : info.param.method == SolverMethod::Euler                           ? "Euler"
                                                                                                         : "Rk4";
                         });

// An excursion shorter than the output interval between two samples is found by the
// parabola through three samples: x' = 1 and a narrow peak 1 - 400 (x - 1.5)^2 > 0.9,
// true for 0.032 s around t = 1.5, with output points every 0.1 s.
TEST(LostEvents, NarrowPeakBetweenOutputPointsIsFound) {
    auto model = compileOk(R"(
model Peak
  Real x(start = 0, fixed = true);
  discrete Integer n(start = 0, fixed = true);
equation
  der(x) = 1;
  when 1 - 400*(x - 1.55)^2 > 0.9 then
    n = pre(n) + 1;
  end when;
end Peak;
)");
    SimulationSettings s;
    s.interval = 0.1;
    auto engine = runModel(model, 3.0, s);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("n"), 1);
    const auto times = eventTimes(*engine, EventKind::State);
    ASSERT_EQ(times.size(), 1u);
    EXPECT_NEAR(times[0], 1.55 - std::sqrt(0.1 / 400), 1e-6);
}

// noEvent: the relation is a plain comparison, never an event, whatever the solver.
TEST(LostEvents, NoEventGeneratesNoEvents) {
    for (SolverMethod method : {SolverMethod::CvodeBdf, SolverMethod::Euler, SolverMethod::Rk4}) {
        SimulationSettings s;
        s.solver = method;
        s.step = method == SolverMethod::CvodeBdf ? 0.0 : 0.5;
        auto engine = runModel(compileOk(R"(
model NoEv
  Real x(start = 0, fixed = true);
  Real y;
equation
  der(x) = 1;
  y = if noEvent(sin(10*time) > 0.5) then 1 else 0;
end NoEv;
)"),
                               3.0, s);
        ASSERT_EQ(engine->status(), RunStatus::Finished);
        EXPECT_TRUE(eventTimes(*engine, EventKind::State).empty()) << solverMethodName(method);
        // every output row holds the plain comparison at its time
        const ResultStore& r = engine->results();
        const auto& time = r.time();
        const auto& y = r.column(r.columnIndex("y"));
        for (std::size_t i = 0; i < time.size(); ++i)
            EXPECT_EQ(y[i], std::sin(10 * time[i]) > 0.5 ? 1.0 : 0.0) << time[i];
    }
}

// Relations on time alone are time events: scheduled at their exact instant, no search.
TEST(TimeEvents, RelationsOnTimeAloneHitTheirInstantExactly) {
    auto engine = runModel(compileOk(R"(
model Tick
  discrete Integer k(start = 0, fixed = true);
  parameter Real p = 0.25;
equation
  when time >= 0.1 + k*p then
    k = pre(k) + 1;
  end when;
end Tick;
)"),
                           1.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("k"), 4);
    EXPECT_EQ(eventTimes(*engine, EventKind::Time), (std::vector<double>{0.1, 0.35, 0.6, 0.85}));
    EXPECT_TRUE(eventTimes(*engine, EventKind::State).empty());
}

// Two time events a rounding error apart (sample(0.3, 1) at 0.3, the fourth sample(0, 0.1)
// at 0.30000000000000004): the second is reached without a solver step, and what runs
// there sees its own time — in `time`, in the algebraic variables and in der(x).
TEST(TimeEvents, EventsARoundingErrorApartEachSeeTheirOwnTime) {
    auto engine = runModel(compileOk(R"(
model Close
  Real x(start = 0, fixed = true);
  Real y;
  discrete Real seenTime(start = -1, fixed = true);
  discrete Real seenY(start = -1, fixed = true);
  discrete Integer n(start = 0, fixed = true);
equation
  der(x) = 1;
  y = 2*time;
  when sample(0, 0.1) then
    n = pre(n) + 1;
    seenTime = if n == 4 then time else pre(seenTime);
    seenY = if n == 4 then y else pre(seenY);
  end when;
  when sample(0.3, 1) then
  end when;
end Close;
)"),
                           1.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const double fourth = 3 * 0.1;
    ASSERT_NE(fourth, 0.3);
    EXPECT_EQ(engine->value("n"), 11);
    EXPECT_EQ(engine->value("seenTime"), fourth);
    EXPECT_EQ(engine->value("seenY"), 2 * fourth);
    EXPECT_NEAR(engine->value("x"), 1.0, 1e-9);
}

// reinit values are taken with the values before the event and assigned together at the
// end of the event iteration step (Modelica 8.3.6): the second reinit reads the old x.
TEST(Reinit, SimultaneousReinitsReadTheValuesBeforeTheEvent) {
    auto engine = runModel(compileOk(R"(
model Swap
  Real x(start = 1, fixed = true);
  Real y(start = 2, fixed = true);
equation
  der(x) = 0;
  der(y) = 0;
  when time >= 1 then
    reinit(x, y);
    reinit(y, x);
  end when;
end Swap;
)"),
                           2.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("x"), 2.0);
    EXPECT_EQ(engine->value("y"), 1.0);
}

// `when not initial()` fires at the first event iteration after initialisation, at the
// start time, once (Modelica 8.6).
TEST(Initial, WhenNotInitialFiresRightAfterInitialization) {
    auto engine = runModel(compileOk(R"(
model Started
  discrete Integer n(start = 0, fixed = true);
  discrete Real t0(start = -1, fixed = true);
equation
  when not initial() then
    n = pre(n) + 1;
    t0 = time;
  end when;
end Started;
)"),
                           1.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("n"), 1);
    EXPECT_EQ(engine->value("t0"), 0.0);
    // the first result row (t = 0) already shows it
    const ResultStore& r = engine->results();
    EXPECT_EQ(r.column(r.columnIndex("n"))[0], 1.0);
}

TEST(Initial, WhenInitialFiresOnlyDuringInitialization) {
    auto engine = runModel(compileOk(R"(
model Once
  discrete Integer n(start = 0, fixed = true);
equation
  when initial() then
    n = pre(n) + 1;
  end when;
end Once;
)"),
                           1.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("n"), 1);
}

TEST(Sample, StartAndIntervalMustBeParameterExpressions) {
    DiagnosticList d = compileErrors(R"(
model S
  discrete Integer n(start = 0, fixed = true);
equation
  when sample(time, 0.1) then
    n = pre(n) + 1;
  end when;
end S;
)");
    const Diagnostic* e = d.find("variability-error");
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(e->loc.line, 5);
    EXPECT_EQ(e->loc.column, 15);
    EXPECT_NE(e->message.find("start of sample()"), std::string::npos) << e->message;
    EXPECT_NE(e->message.find("'time'"), std::string::npos) << e->message;
    DiagnosticList d2 = compileErrors(R"(
model S2
  discrete Integer n(start = 0, fixed = true);
equation
  when sample(0, 0.1 + n) then
    n = pre(n) + 1;
  end when;
end S2;
)");
    ASSERT_NE(d2.find("variability-error"), nullptr);
    EXPECT_NE(d2.find("variability-error")->message.find("interval of sample()"), std::string::npos);
}

// Instants start + k * interval are computed by multiplication: adding 0.1 a thousand
// times would drift from these values by many units in the last place.
TEST(Sample, InstantsAreStartPlusKTimesIntervalWithoutDrift) {
    SimulationSettings s;
    s.recordResults = false;
    auto engine = runModel(compileOk(R"(
model Many
  discrete Integer n(start = 0, fixed = true);
  parameter Real start = 0.3;
  parameter Real period = 0.1;
equation
  when sample(start, period) then
    n = pre(n) + 1;
  end when;
end Many;
)"),
                           100.0, s);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const auto times = eventTimes(*engine, EventKind::Sample);
    ASSERT_EQ(times.size(), 998u);
    for (std::size_t k = 0; k < times.size(); ++k) ASSERT_EQ(times[k], 0.3 + static_cast<double>(k) * 0.1) << k;
    EXPECT_EQ(engine->value("n"), 998);
}

}  // namespace
}  // namespace hs::test

namespace hs::test {
namespace {

// Stopping and resuming must not change a run: Run, Run Until at odd times, and Step x N
// then Run give the same rows and the same event times, bit for bit.
TEST(Determinism, StopPointsDoNotChangeTheRun) {
    auto model = compileExample("BouncingBall.mo");
    ASSERT_NE(model, nullptr);
    SimulationSettings s;
    s.stopTime = 3.0;
    Engine straight(model, s);
    ASSERT_TRUE(straight.initialize());
    straight.run();

    Engine paused(model, s);
    ASSERT_TRUE(paused.initialize());
    for (double t : {0.123456789, 0.4515, 0.9, 1.7, 2.2222})
        EXPECT_EQ(paused.runUntil(t), RunStatus::Running) << t;
    paused.run();

    Engine stepped(model, s);
    ASSERT_TRUE(stepped.initialize());
    for (int i = 0; i < 3; ++i) stepped.step();
    stepped.runUntil(1.23);
    stepped.run();

    for (const Engine* other : {&paused, &stepped}) {
        ASSERT_EQ(other->status(), RunStatus::Finished);
        const ResultStore& a = straight.results();
        const ResultStore& b = other->results();
        ASSERT_EQ(a.rowCount(), b.rowCount());
        EXPECT_EQ(a.time(), b.time());
        for (std::size_t c = 0; c < a.columnCount(); ++c) EXPECT_EQ(a.column(c), b.column(c)) << a.names()[c];
        ASSERT_EQ(straight.events().size(), other->events().size());
        for (std::size_t i = 0; i < straight.events().size(); ++i)
            EXPECT_EQ(straight.events()[i].time, other->events()[i].time) << i;
        EXPECT_EQ(straight.solverSteps(), other->solverSteps());
    }
    // a pause shows the state at the pause time itself
    Engine look(model, s);
    ASSERT_TRUE(look.initialize());
    look.runUntil(0.25);
    EXPECT_EQ(look.time(), 0.25);
    EXPECT_NEAR(look.value("h"), 1.0 - 0.5 * 9.81 * 0.25 * 0.25, 1e-6);
}

}  // namespace
}  // namespace hs::test

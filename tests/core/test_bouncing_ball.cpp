// The two models of the state-event seed, run verbatim, against closed-form results.

#include "test_support.h"

#include <cmath>

namespace hs::test {
namespace {

constexpr double g = 9.81;
constexpr double e = 0.8;
constexpr double h0 = 1.0;

// Rows of the result store at an event instant: the left limit, then the value after.
std::pair<double, double> valuesAround(const Engine& engine, const std::string& var, double t) {
    const auto& time = engine.results().time();
    const auto* col = engine.results().column(var);
    for (std::size_t i = 0; i + 1 < time.size(); ++i)
        if (time[i] == t && time[i + 1] == t) return {(*col)[i], (*col)[i + 1]};
    ADD_FAILURE() << "no event rows at t = " << t;
    return {0, 0};
}

TEST(BouncingBall, ImpactTimesMatchClosedForm) {
    auto engine = runModel(compileExample("BouncingBall.mo"), 3.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const auto impacts = eventTimes(*engine, EventKind::State);
    ASSERT_GE(impacts.size(), 3u);
    const double t1 = std::sqrt(2 * h0 / g);
    const double v1 = g * t1;  // speed at the first impact
    const double t2 = t1 + 2 * e * v1 / g;
    const double t3 = t2 + 2 * e * e * v1 / g;
    EXPECT_NEAR(impacts[0], t1, 1e-6);
    EXPECT_NEAR(impacts[1], t2, 1e-6);
    EXPECT_NEAR(impacts[2], t3, 1e-6);
}

TEST(BouncingBall, VelocityAfterImpactIsMinusEBefore) {
    auto engine = runModel(compileExample("BouncingBall.mo"), 3.0);
    const auto impacts = eventTimes(*engine, EventKind::State);
    ASSERT_GE(impacts.size(), 3u);
    for (int k = 0; k < 3; ++k) {
        auto [before, after] = valuesAround(*engine, "v", impacts[k]);
        EXPECT_LT(before, 0);
        EXPECT_NEAR(after, -e * before, 1e-12) << "impact " << k;
        const double vk = g * std::sqrt(2 * h0 / g) * std::pow(e, k);
        EXPECT_NEAR(before, -vk, 1e-5) << "impact " << k;
    }
}

TEST(BouncingBall, ResultsHaveOutputGridAndTwoRowsPerEvent) {
    auto engine = runModel(compileExample("BouncingBall.mo"), 1.5);
    const auto& time = engine->results().time();
    const auto impacts = eventTimes(*engine, EventKind::State);
    ASSERT_EQ(impacts.size(), 2u);
    // 500 intervals -> grid rows 0 .. 1.497, plus two rows per event (impacts and the end)
    EXPECT_EQ(time.size(), 500u + 2 * impacts.size() + 2);
    EXPECT_EQ(engine->results().names(), (std::vector<std::string>{"h", "v"}));
    for (std::size_t i = 1; i < time.size(); ++i) EXPECT_LE(time[i - 1], time[i]);
}

TEST(BouncingBall, NaiveModelFallsThroughWithNotRearmedWarning) {
    auto engine = runModel(compileExample("BouncingBall.mo"), 10.0);
    EXPECT_EQ(engine->status(), RunStatus::Finished);
    const Diagnostic* d = engine->diagnostics().find("condition-not-rearmed");
    ASSERT_NE(d, nullptr);
    EXPECT_EQ(d->severity, Severity::Warning);
    EXPECT_EQ(d->loc.line, 13);  // `when h<0 then`
    ASSERT_TRUE(d->time.has_value());
    // the fall-through happens close to the accumulation point of the impacts
    const double t1 = std::sqrt(2 * h0 / g);
    const double tInf = t1 * (1 + 2 * e / (1 - e));
    EXPECT_NEAR(*d->time, tInf, 5e-3);
    EXPECT_LT(*d->time, tInf);
    // and the ball is then far below the floor
    EXPECT_LT(engine->value("h"), -100.0);
}

TEST(StableBouncingBall, NeverBelowSecondSurfaceAndSettles) {
    auto engine = runModel(compileExample("StableBouncingBall.mo"), 10.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const double eps = 1e-3;
    const auto* h = engine->results().column("h");
    ASSERT_NE(h, nullptr);
    for (double v : *h) ASSERT_GE(v, -eps - 1e-5);
    EXPECT_EQ(engine->value("done"), 1.0);
    EXPECT_EQ(engine->value("v"), 0.0);
    EXPECT_EQ(engine->diagnostics().errorCount(), 0);
    const auto impacts = eventTimes(*engine, EventKind::State);
    EXPECT_GT(impacts.size(), 20u);
}

// Equations that only move values (der(x) = v, der(v) = -a) are made without the
// interpreter: the closed form within the solver's tolerances (relative 1e-6, global error
// over 1.5 s), and the same located error when a value moved is not a number.
TEST(BouncingBall, EquationsThatOnlyMoveValuesGiveTheClosedForm) {
    auto engine = runModel(compileOk("model Fall\n  Real x(start = 2, fixed = true);\n"
                                     "  Real v(start = 3, fixed = true);\nequation\n"
                                     "  der(x) = v;\n  der(v) = -4;\nend Fall;\n"),
                           1.5);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const auto& time = engine->results().time();
    const auto* x = engine->results().column("x");
    const auto* v = engine->results().column("v");
    ASSERT_NE(x, nullptr);
    ASSERT_NE(v, nullptr);
    ASSERT_GT(time.size(), 100u);
    for (std::size_t i = 0; i < time.size(); ++i) {
        const double t = time[i];
        EXPECT_NEAR((*x)[i], 2 + 3 * t - 2 * t * t, 2e-5) << "t = " << t;
        EXPECT_NEAR((*v)[i], 3 - 4 * t, 2e-5) << "t = " << t;
    }
}

TEST(BouncingBall, AMovedValueThatIsNotANumberIsALocatedError) {
    auto engine = runModel(compileOk("model Blow\n  Real x(start = 0, fixed = true);\n"
                                     "  Real y(start = 1, fixed = true);\nequation\n"
                                     "  der(x) = y;\n  der(y) = 1e308;\nend Blow;\n"),
                           3.0);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    ASSERT_TRUE(engine->diagnostics().hasErrors());
    const Diagnostic& d = engine->diagnostics().items().front();
    EXPECT_EQ(d.code, "math-domain");
    EXPECT_EQ(d.loc.line, 5);
    EXPECT_EQ(d.loc.column, 3);
    EXPECT_NE(d.message.find("'der(x)' became not a number"), std::string::npos) << d.message;
}

// The columns are set aside for every output point when the run starts: the rows at the
// output points are written without moving a column (event rows may grow them later).
TEST(BouncingBall, OutputPointsAreWrittenIntoColumnsSetAsideAtTheStart) {
    SimulationSettings settings;
    settings.stopTime = 0.4;  // before the first impact: output points only
    settings.interval = 0.001;
    Engine engine(compileExample("BouncingBall.mo"), settings);
    ASSERT_TRUE(engine.initialize());
    const std::vector<double>& h = *engine.results().column("h");
    EXPECT_GE(h.capacity(), 401u);
    const double* where = h.data();
    ASSERT_EQ(engine.run(), RunStatus::Finished);
    EXPECT_EQ(h.data(), where);
    ASSERT_EQ(engine.results().rowCount(), 402u);  // 0, 0.001, ..., 0.4 and the stop's second row
    for (std::size_t i = 0; i < 400; ++i) {
        const double t = engine.results().time()[i];
        EXPECT_NEAR(h[i], h0 - 0.5 * g * t * t, 1e-5) << "t = " << t;
    }
}

// A run of very many output points sets aside a bounded part of its columns (64 MiB in
// all): one that stops early holds little more than it wrote.
TEST(BouncingBall, ColumnsSetAsideForALongRunAreBounded) {
    SimulationSettings settings;
    settings.stopTime = 1e4;
    settings.interval = 1e-4;                   // 10^8 output points
    settings.maxMemory = std::size_t{4} << 30;  // they fit (2.4 GB), on any machine
    Engine engine(compileExample("BouncingBall.mo"), settings);
    ASSERT_TRUE(engine.initialize());
    const std::size_t columns = engine.results().columnCount() + 1;  // with the time
    const std::size_t rows = engine.results().time().capacity();
    EXPECT_GE(rows, 100000u);
    EXPECT_LE(rows * columns * sizeof(double), std::size_t{64} << 20);
    EXPECT_LE(engine.results().column("h")->capacity(), rows);
}

}  // namespace
}  // namespace hs::test

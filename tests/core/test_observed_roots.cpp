// Observed root functions (SolverOptions::observedRoots): the solver never stops at their
// crossings, and after every step it tells which of them were on the far side of zero at a
// point it evaluated up to the point it reached. The engine re-arms a relation that only a
// when-condition reads this way, without a solver stop at the falling crossing.

#include "hs/sim/continuous_solver.h"
#include "test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace hs {
namespace {

// x' = 1 from x(0) = 0, so x = t; the root functions of x are given by the test.
class Line final : public OdeSystem {
public:
    explicit Line(std::function<void(double x, double* g)> roots) : m_roots(std::move(roots)) {}
    int rhs(double, const double*, double* ydot) override {
        ydot[0] = 1.0;
        return 0;
    }
    int roots(double, const double* y, double* g) override {
        m_roots(y[0], g);
        return 0;
    }

private:
    std::function<void(double, double*)> m_roots;
};

struct Advance {
    AdvanceStatus status;
    double t;
    bool reached;  // the observed function (the last root function)
};

// Every advance from 0 to stop, with the root functions' directions (the last one observed).
std::vector<Advance> runToStop(SolverMethod method, double step, double spacing, Line& system,
                               std::vector<int> directions, double stop) {
    SolverOptions opts;
    opts.method = method;
    opts.step = step;
    opts.rootDirections = std::move(directions);
    opts.observedRoots = 1;
    opts.rootGridOrigin = 0.0;
    opts.rootSpacing = spacing;
    const int nroots = static_cast<int>(opts.rootDirections.size());
    auto solver = ContinuousSolver::create(opts, system, 1, nroots);
    double y[1] = {0.0};
    std::vector<Advance> out;
    if (!solver->reset(0.0, y)) return out;
    double t = 0.0;
    while (t < stop && out.size() < 10000) {
        const AdvanceStatus st = solver->advance(stop, t, y);
        out.push_back({st, t, solver->observedReached().at(0) != 0});
        if (st == AdvanceStatus::Failure) break;
        if (st == AdvanceStatus::Root && !solver->reset(t, y)) break;
    }
    return out;
}

struct Method {
    SolverMethod method;
    double step;
};

class ObservedRoots : public ::testing::TestWithParam<Method> {};

// g0 = x - 2 (rising) is located; g1 = 1 - x (falling) is only observed. The one stop is
// at x = 2, and the observed function is reported from the first step that ends at x >= 1.
TEST_P(ObservedRoots, NoStopAtAnObservedCrossingAndItIsSeenFromTheStepThatPassesIt) {
    Line system([](double x, double* g) {
        g[0] = x - 2.0;
        g[1] = 1.0 - x;
    });
    const auto steps = runToStop(GetParam().method, GetParam().step, 0.0, system, {1, -1}, 3.0);
    ASSERT_FALSE(steps.empty());
    int roots = 0;
    for (const Advance& a : steps) {
        ASSERT_NE(a.status, AdvanceStatus::Failure);
        if (a.status == AdvanceStatus::Root) {
            ++roots;
            EXPECT_NEAR(a.t, 2.0, 1e-6);
        }
        EXPECT_EQ(a.reached, a.t >= 1.0) << "t = " << a.t;
    }
    EXPECT_EQ(roots, 1);
    EXPECT_EQ(steps.back().t, 3.0);
}

// g1 = (x - 1.5)^2 - 0.01 dips below zero for x in (1.4, 1.6) only, inside one step: the
// crossing scan's sample at x = 1.5 sees it (samples every 0.25), the step is not cut.
TEST_P(ObservedRoots, ADipInsideAStepIsSeenAtTheScansSamples) {
    Line system([](double x, double* g) {
        g[0] = x - 10.0;
        g[1] = (x - 1.5) * (x - 1.5) - 0.01;
    });
    const auto steps = runToStop(GetParam().method, GetParam().step, 0.25, system, {1, -1}, 3.0);
    ASSERT_FALSE(steps.empty());
    bool seen = false;
    for (const Advance& a : steps) {
        EXPECT_EQ(a.status == AdvanceStatus::Root, false) << "t = " << a.t;
        seen = seen || a.reached;
    }
    EXPECT_TRUE(seen);
}

// A located crossing before the dip cuts the step there: the dip after it is not reported
// for that step (it lies after the point reached), and is seen later. Both are visible only
// at the scan's samples (every 0.05): g0 = 0.0001 - (x - 1.2)^2 is positive for x in
// (1.19, 1.21), g1 = (x - 1.35)^2 - 0.0004 negative for x in (1.33, 1.37).
TEST_P(ObservedRoots, NothingAfterTheLocatedCrossingIsReported) {
    Line system([](double x, double* g) {
        g[0] = 0.0001 - (x - 1.2) * (x - 1.2);
        g[1] = (x - 1.35) * (x - 1.35) - 0.0004;
    });
    const auto steps = runToStop(GetParam().method, GetParam().step, 0.05, system, {1, -1}, 3.0);
    ASSERT_FALSE(steps.empty());
    bool seenAfter = false;
    int roots = 0;
    for (const Advance& a : steps) {
        ASSERT_NE(a.status, AdvanceStatus::Failure);
        if (a.status == AdvanceStatus::Root) {
            ++roots;
            EXPECT_NEAR(a.t, 1.19, 1e-6);
        }
        if (a.t < 1.33) {
            EXPECT_FALSE(a.reached) << "t = " << a.t;
        } else {
            seenAfter = seenAfter || a.reached;
        }
    }
    EXPECT_EQ(roots, 1);
    EXPECT_TRUE(seenAfter);
}

// g1 = dist(x, nearest point of the grid k * 0.1) - 1e-6 is at or below zero only at the
// grid points, and the steps (at most 0.07) start anywhere between them: a step reports it
// exactly when a grid point lies inside it or at its end. Checks the scan's choice of the
// first sample of each step, also where consecutive steps start between the same points.
TEST_P(ObservedRoots, EveryGridPointInsideAStepIsSampled) {
    constexpr double kSpacing = 0.1, kWidth = 1e-6;
    Line system([](double x, double* g) {
        g[0] = x - 100.0;
        g[1] = std::fabs(x - std::round(x / kSpacing) * kSpacing) - kWidth;
    });
    const auto steps = runToStop(GetParam().method, 0.07, kSpacing, system, {1, -1}, 5.0);
    ASSERT_GT(steps.size(), 60u);
    double before = 0.0;
    int reported = 0;
    for (const Advance& a : steps) {
        ASSERT_NE(a.status, AdvanceStatus::Failure);
        ASSERT_NE(a.status, AdvanceStatus::Root);
        bool expected = false;
        for (int k = 0; k * kSpacing <= a.t + kSpacing; ++k) {
            const double grid = k * kSpacing;
            expected = expected || (grid > before && grid < a.t) || std::fabs(grid - a.t) <= kWidth;
        }
        EXPECT_EQ(a.reached, expected) << "step (" << before << ", " << a.t << "]";
        reported += a.reached ? 1 : 0;
        before = a.t;
    }
    EXPECT_GE(reported, 50);  // the grid points 0.1 .. 5.0, each in one step
}

INSTANTIATE_TEST_SUITE_P(EverySolver, ObservedRoots,
                         ::testing::Values(Method{SolverMethod::CvodeBdf, 0.0},
                                           Method{SolverMethod::Euler, 0.5},
                                           Method{SolverMethod::Rk4, 0.5}),
                         [](const ::testing::TestParamInfo<Method>& info) {
                             return info.param.method == SolverMethod::CvodeBdf
                                        ? std::string("CvodeBdf")
                                    : info.param.method == SolverMethod::Euler
                                        ? std::string("Euler")
                                        : std::string("Rk4");
                         });

// In a model: sin(x) > 0.5 with x = time (Euler integrates x' = 1 exactly) rises at pi/6
// and 13 pi/6 and falls, re-arming the when-clause, at 5 pi/6 and 17 pi/6. The fixed-step
// grid restarts where a step was cut: at the two events only, so the run takes the steps of
// a grid of 0.25 cut at pi/6 and 13 pi/6 (a located re-arm would cut it twice more).
TEST(ObservedRootsInAModel, AWhenConditionReArmsWithoutCuttingTheStep) {
    auto model = test::compileOk(R"(
model Saw
  Real x(start = 0, fixed = true);
  discrete Integer n(start = 0, fixed = true);
equation
  der(x) = 1;
  when sin(x) > 0.5 then
    n = pre(n) + 1;
  end when;
end Saw;
)");
    constexpr double kPi = 3.14159265358979323846;
    const double h = 0.25, stop = 10.0;
    SimulationSettings s;
    s.solver = SolverMethod::Euler;
    s.step = h;
    auto engine = test::runModel(model, stop, s);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("n"), 2);
    const auto times = test::eventTimes(*engine, EventKind::State);
    ASSERT_EQ(times.size(), 2u);
    EXPECT_NEAR(times[0], kPi / 6, 1e-9);
    EXPECT_NEAR(times[1], 13 * kPi / 6, 1e-9);
    // the steps of the grid, restarted at the events
    long steps = 0;
    double t = 0.0, start = 0.0;
    long k = 0;
    std::size_t next = 0;
    while (t < stop) {
        const double end = std::min(start + static_cast<double>(k + 1) * h, stop);
        if (next < times.size() && times[next] <= end) {
            t = start = times[next++];
            k = 0;
        } else {
            t = end;
            ++k;
        }
        ++steps;
    }
    EXPECT_EQ(engine->solverSteps(), steps);
}

}  // namespace
}  // namespace hs

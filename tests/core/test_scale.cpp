// Large models: beyond 1000 states the solver's Newton systems are solved by GMRES
// (matrix-free) instead of a dense Jacobian, and the results stay right; the summary says
// which linear solver ran. Timing is left to the benchmarks (bench_scale.cpp).

#include "cli_fixture.h"
#include "test_support.h"

#include <cmath>
#include <string>

using namespace hs;
using namespace hs::test;

namespace {

// n independent decays x[i]' = -r_i x[i], r_i = i / n: x[i](t) = exp(-r_i t).
std::string decays(int n) {
    const std::string count = std::to_string(n);
    return "model Decays\n  parameter Integer n = " + count +
           ";\n  Real x[n](each start = 1);\nequation\n  for i in 1:n loop\n    der(x[i]) = -(i / "
           "n) * "
           "x[i];\n  end for;\n  annotation(experiment(StopTime = 2, Interval = 0.5));\nend "
           "Decays;\n";
}

// A rod of n cells heated at one end: T' = k (T[i-1] - 2 T[i] + T[i+1]).
std::string chain(int n) {
    const std::string count = std::to_string(n);
    return "model Chain\n  parameter Integer n = " + count +
           ";\n  parameter Real k = 50;\n  Real T[n](each start = 0);\nequation\n  der(T[1]) = "
           "k*(1 - 2*T[1] + "
           "T[2]);\n  for i in 2:n-1 loop\n    der(T[i]) = k*(T[i-1] - 2*T[i] + T[i+1]);\n  end "
           "for;\n  "
           "der(T[n]) = k*(T[n-1] - T[n]);\n  annotation(experiment(StopTime = 1, Interval = "
           "0.1));\nend "
           "Chain;\n";
}

}  // namespace

TEST(Scale, GmresAboveAThousandStatesMatchesTheClosedForm) {
    for (int n : {800, 1500}) {
        SCOPED_TRACE(n);
        SimulationSettings s;
        s.relTol = 1e-8;
        auto engine = runModel(compileOk(decays(n)), 2, s);
        ASSERT_EQ(engine->status(), RunStatus::Finished);
        EXPECT_EQ(engine->linearSolver(), n > 1000 ? ContinuousSolver::LinearSolver::Gmres
                                                   : ContinuousSolver::LinearSolver::Dense);
        for (int i : {1, n / 3, n / 2, n}) {
            const double want = std::exp(-static_cast<double>(i) / n * 2.0);
            EXPECT_NEAR(engine->value("x[" + std::to_string(i) + "]"), want, 1e-6 * want + 1e-9)
                << i;
        }
    }
}

TEST(Scale, StiffChainSolvedByGmresAgreesWithTheDenseSolution) {
    // the same rod as 1000 cells (dense Jacobian) and as 1001 (GMRES): the heated end's
    // temperature after 1 s hardly depends on the far end, so both agree closely
    SimulationSettings s;
    s.relTol = 1e-7;
    auto dense = runModel(compileOk(chain(1000)), 1, s);
    auto gmres = runModel(compileOk(chain(1001)), 1, s);
    ASSERT_EQ(dense->status(), RunStatus::Finished);
    ASSERT_EQ(gmres->status(), RunStatus::Finished);
    ASSERT_EQ(dense->linearSolver(), ContinuousSolver::LinearSolver::Dense);
    ASSERT_EQ(gmres->linearSolver(), ContinuousSolver::LinearSolver::Gmres);
    for (int i : {1, 2, 5, 10}) {
        const std::string name = "T[" + std::to_string(i) + "]";
        EXPECT_GT(dense->value(name), 0.05) << name;
        EXPECT_NEAR(gmres->value(name), dense->value(name), 2e-5) << name;
    }
}

TEST(Scale, TenThousandArrayEquationsAreChecked) {
    // the flattened rod: 10^4 equations of 10^4 states, each naming its neighbours (a
    // search over all equations per state made this 10^8 comparisons)
    const LoadResult r = loadModelText(chain(10000), "Chain.mo");
    ASSERT_NE(r.model, nullptr);
    EXPECT_EQ(r.model->stateCount(), 10000);
}

using ScaleCli = CliFixture;

TEST_F(ScaleCli, TheSummaryNamesTheLinearSolver) {
    const std::string big = write("Big.mo", decays(1200));
    CliResult r = run("simulate " + big + " --output " + path("big.csv"));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("solver: cvode-bdf, 1200 states, linear systems by GMRES"),
              std::string::npos)
        << r.out;
    const std::string small = write("Small.mo", decays(3));
    r = run("simulate " + small + " --output " + path("small.csv"));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("solver: cvode-bdf, 3 states, linear systems with a dense Jacobian"),
              std::string::npos)
        << r.out;
    // an explicit method solves no linear systems: no such line
    r = run("simulate " + small + " --solver rk4 --step 0.01 --output " + path("rk4.csv"));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out.find("solver:"), std::string::npos) << r.out;
}

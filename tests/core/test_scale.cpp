// Large models: above 100 states with a sparse Jacobian the solver's Newton systems are
// solved by KLU (the structure read from the equations); a Jacobian that is not sparse is
// dense up to 1000 states and left to GMRES (matrix-free) beyond. The results stay right
// whichever runs, and the summary says which. Timing is left to the benchmarks
// (bench_scale.cpp).

#include "cli_fixture.h"
#include "test_support.h"

#include "hs/sim/jacobian_pattern.h"

#include <algorithm>
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

// n decays coupled through their sum: x[i]' = -r_i x[i] + c * s, s = sum(x). With c = 0
// the solution is the decays', but every derivative reads every state: the Jacobian is
// not sparse.
std::string coupledDecays(int n) {
    const std::string count = std::to_string(n);
    return "model Coupled\n  parameter Integer n = " + count +
           ";\n  parameter Real c = 0;\n  Real x[n](each start = 1);\n  Real s;\nequation\n  s = "
           "sum(x);\n  for i in 1:n loop\n    der(x[i]) = -(i / n) * x[i] + c * s;\n  end "
           "for;\nend Coupled;\n";
}

// The rod with its fluxes as algebraic variables, one of them from an algebraic loop
// and one from an algorithm section: the structure goes through all three.
std::string rodThroughAlgebraics(int n) {
    const std::string count = std::to_string(n);
    return "model Fluxes\n  parameter Integer n = " + count +
           ";\n  parameter Real k = 50;\n  Real T[n](each start = 0);\n  Real q[n + 1];\n  Real "
           "a;\n  Real b;\nequation\n  q[1] = k*(1 - T[1]);\n  for i in 2:n loop\n    q[i] = "
           "k*(T[i-1] - T[i]);\n  end for;\n  a + b = T[1];\n  a - b = 0;\n  der(T[n]) = q[n] - "
           "q[n + 1];\n  for i in 1:n-1 loop\n    der(T[i]) = q[i] - q[i+1];\n  end "
           "for;\nalgorithm\n "
           " q[n + 1] := 0;\n  q[n + 1] := q[n + 1] + 0 * (a + b);\nend Fluxes;\n";
}

// The rows of column j of the pattern.
std::vector<int> column(const JacobianPattern& p, int j) {
    return {p.rows.begin() + p.columnStart[j], p.rows.begin() + p.columnStart[j + 1]};
}

}  // namespace

TEST(Scale, TheJacobianPatternOfTheRodIsTridiagonal) {
    auto model = compileOk(chain(6));
    auto p = jacobianPattern(*model, 50);
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->n, 6);
    EXPECT_EQ(p->nonzeros(), 3 * 6 - 2);
    EXPECT_EQ(column(*p, 0), (std::vector<int>{0, 1}));
    EXPECT_EQ(column(*p, 3), (std::vector<int>{2, 3, 4}));
    EXPECT_EQ(column(*p, 5), (std::vector<int>{4, 5}));
    // columns two apart share no row: three groups, and no group holds two neighbours
    int groups = 0;
    const std::vector<int> group = groupColumns(*p, groups);
    EXPECT_EQ(groups, 3);
    for (int j = 0; j + 1 < 6; ++j) EXPECT_NE(group[j], group[j + 1]) << j;
    for (int j = 0; j + 2 < 6; ++j) EXPECT_NE(group[j], group[j + 2]) << j;
}

TEST(Scale, TheJacobianPatternGoesThroughAlgebraicsLoopsAndAlgorithms) {
    auto model = compileOk(rodThroughAlgebraics(5));
    auto p = jacobianPattern(*model, 50);
    ASSERT_NE(p, nullptr);
    // states are numbered in the order the equations are solved: by name here
    const auto state = [&](int i) {
        return model->findVariable("T[" + std::to_string(i) + "]")->stateIndex;
    };
    const auto rowsOf = [&](int i) {
        std::vector<int> rows;
        for (int k : column(*p, state(i))) rows.push_back(k);
        return rows;
    };
    const auto states = [&](std::vector<int> cells) {
        std::vector<int> rows;
        for (int i : cells) rows.push_back(state(i));
        std::sort(rows.begin(), rows.end());
        return rows;
    };
    // der(T[i]) reads T[i-1], T[i], T[i+1] through the fluxes; der(T[5]) reads q[n + 1]
    // too, which the algorithm computes from the loop's a and b, which read T[1]
    EXPECT_EQ(rowsOf(1), states({1, 2, 5}));
    EXPECT_EQ(rowsOf(3), states({2, 3, 4}));
    EXPECT_EQ(rowsOf(5), states({4, 5}));
    EXPECT_EQ(p->nonzeros(), 3 * 5 - 2 + 1);
    // a decay reads its own state only; the diagonal is there also when nothing reads it
    auto d = jacobianPattern(*compileOk(decays(4)), 50);
    ASSERT_NE(d, nullptr);
    EXPECT_EQ(d->nonzeros(), 4);
    auto constant = jacobianPattern(
        *compileOk("model C\n  Real x[3](each start = 1);\nequation\n  for i in 1:3 loop\n    "
                   "der(x[i]) = 1;\n  end for;\nend C;\n"),
        50);
    ASSERT_NE(constant, nullptr);
    EXPECT_EQ(constant->nonzeros(), 3);
}

TEST(Scale, ADerivativeReadingMoreStatesThanTheCapHasNoPattern) {
    auto model = compileOk(coupledDecays(30));
    EXPECT_EQ(jacobianPattern(*model, 29), nullptr);
    auto p = jacobianPattern(*model, 30);
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->nonzeros(), 30 * 30);
}

TEST(Scale, EachLinearSolverMatchesTheClosedForm) {
    // decays: KLU above 100 states (a diagonal Jacobian); coupled with c = 0 (the same
    // solution, a full Jacobian): dense up to 1000 states, GMRES above
    using LS = ContinuousSolver::LinearSolver;
    struct Case {
        std::string text;
        int n;
        LS want;
    };
    const std::vector<Case> cases = {{decays(50), 50, LS::Dense},
                                     {decays(800), 800, LS::Klu},
                                     {decays(1500), 1500, LS::Klu},
                                     {coupledDecays(300), 300, LS::Dense},
                                     {coupledDecays(1500), 1500, LS::Gmres}};
    for (const Case& c : cases) {
        SCOPED_TRACE(c.text.substr(0, 12) + std::to_string(c.n));
        SimulationSettings s;
        s.relTol = 1e-8;
        auto engine = runModel(compileOk(c.text), 2, s);
        ASSERT_EQ(engine->status(), RunStatus::Finished);
        EXPECT_EQ(engine->linearSolver(), c.want);
        EXPECT_EQ(engine->jacobianNonzeros(), c.want == LS::Klu ? c.n : 0);
        for (int i : {1, c.n / 3, c.n / 2, c.n}) {
            const double want = std::exp(-static_cast<double>(i) / c.n * 2.0);
            EXPECT_NEAR(engine->value("x[" + std::to_string(i) + "]"), want, 1e-6 * want + 1e-9)
                << i;
        }
    }
}

TEST(Scale, StiffChainByKluAgreesWithDenseAndGmres) {
    // the rod of 1000 cells by KLU; the same rod with its cells also reading their sum
    // (times zero) by a dense Jacobian at 1000 cells and by GMRES at 1001: the heated
    // end's temperature after 1 s hardly depends on the far end, so all agree closely
    const auto coupled = [](int n) {
        std::string text = chain(n);
        text.replace(text.find("equation\n"), 9,
                     "  parameter Real c = 0;\n  Real s;\nequation\n  s = sum(T);\n");
        text.replace(text.find("T[2]);"), 6, "T[2]) + c*s;");
        return text;
    };
    SimulationSettings s;
    s.relTol = 1e-7;
    auto klu = runModel(compileOk(chain(1000)), 1, s);
    auto dense = runModel(compileOk(coupled(1000)), 1, s);
    auto gmres = runModel(compileOk(coupled(1001)), 1, s);
    ASSERT_EQ(klu->status(), RunStatus::Finished);
    ASSERT_EQ(dense->status(), RunStatus::Finished);
    ASSERT_EQ(gmres->status(), RunStatus::Finished);
    ASSERT_EQ(klu->linearSolver(), ContinuousSolver::LinearSolver::Klu);
    EXPECT_EQ(klu->jacobianNonzeros(), 3 * 1000 - 2);
    ASSERT_EQ(dense->linearSolver(), ContinuousSolver::LinearSolver::Dense);
    ASSERT_EQ(gmres->linearSolver(), ContinuousSolver::LinearSolver::Gmres);
    for (int i : {1, 2, 5, 10}) {
        const std::string name = "T[" + std::to_string(i) + "]";
        EXPECT_GT(dense->value(name), 0.05) << name;
        EXPECT_NEAR(klu->value(name), dense->value(name), 2e-5) << name;
        EXPECT_NEAR(gmres->value(name), dense->value(name), 2e-5) << name;
    }
}

TEST(Scale, KluFollowsEventsThatRestartTheSolver) {
    // the rod's heated end switched off when the first cell reaches 0.5 and on again when
    // it cools to 0.3: every event restarts CVODE (and KLU's factorisation) with the same
    // structure; the same model read with a full Jacobian (dense) gives the same events
    const auto switched = [](int n, bool full) {
        std::string text = chain(n);
        text.replace(text.find("equation\n"), 9,
                     std::string("  discrete Real heat(start = 1);\n") +
                         (full ? "  parameter Real c = 0;\n  Real s;\n" : "") + "equation\n" +
                         (full ? "  s = sum(T);\n" : "") +
                         "  when T[1] > 0.5 then\n    heat = 0;\n  elsewhen T[1] < 0.3 then\n    "
                         "heat = 1;\n  end when;\n");
        text.replace(text.find("k*(1 - 2*T[1]"), 13, "k*(heat - 2*T[1]");
        if (full) {
            // every derivative reads the sum: no sparse structure
            text.replace(text.find("T[2]);"), 6, "T[2]) + c*s;");
            text.replace(text.find("T[i+1]);"), 8, "T[i+1]) + c*s;");
        }
        return text;
    };
    SimulationSettings s;
    s.relTol = 1e-8;
    auto klu = runModel(compileOk(switched(150, false)), 0.5, s);
    auto dense = runModel(compileOk(switched(150, true)), 0.5, s);
    ASSERT_EQ(klu->status(), RunStatus::Finished);
    ASSERT_EQ(dense->status(), RunStatus::Finished);
    ASSERT_EQ(klu->linearSolver(), ContinuousSolver::LinearSolver::Klu);
    ASSERT_EQ(dense->linearSolver(), ContinuousSolver::LinearSolver::Dense);
    const auto a = eventTimes(*klu, EventKind::State), b = eventTimes(*dense, EventKind::State);
    ASSERT_GE(a.size(), 20u);
    ASSERT_EQ(a.size(), b.size());
    for (std::size_t k = 0; k < a.size(); ++k) EXPECT_NEAR(a[k], b[k], 1e-6) << k;
    EXPECT_NEAR(klu->value("T[1]"), dense->value("T[1]"), 1e-5);
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
    const std::string big = write("Big.mo", coupledDecays(1200));
    CliResult r = run("simulate " + big + " --output " + path("big.csv"));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("solver: cvode-bdf, 1200 states, linear systems by GMRES"),
              std::string::npos)
        << r.out;
    const std::string rod = write("Rod.mo", chain(500));
    r = run("simulate " + rod + " --output " + path("rod.csv"));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("solver: cvode-bdf, 500 states, linear systems by KLU (a sparse "
                         "Jacobian of 1498 nonzeros)"),
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

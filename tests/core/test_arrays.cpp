// Arrays (Modelica 3.6 chapter 10): declarations, constructors, indexing and slices,
// array equations, element-wise and matrix operators, the array functions, for-equations
// and for-statements over arrays, and the located errors of sizes that do not fit. Every
// number is checked against its closed form or its hand-computed value.

#include "test_support.h"

#include "hs/compile/compiled_model.h"

#include <chrono>
#include <cmath>
#include <string>

namespace hs::test {
namespace {

SimulationSettings tight() {
    SimulationSettings s;
    s.relTol = 1e-10;
    s.absTol = 1e-12;
    return s;
}

// N independent decays der(x[i]) = -k[i]*x[i]: x[i](t) = x0[i]*exp(-k[i]*t).
// The IDE groups elements by the names results give them: "A[2,3]" is A's element (2, 3).
TEST(Arrays, ElementNamesSplitIntoTheirArrayAndIndices) {
    std::string array;
    std::vector<int> indices;
    ASSERT_TRUE(splitElementName("A[2,3]", array, indices));
    EXPECT_EQ(array, "A");
    EXPECT_EQ(indices, (std::vector<int>{2, 3}));
    ASSERT_TRUE(splitElementName("car.s.rest[12]", array, indices));
    EXPECT_EQ(array, "car.s.rest");
    EXPECT_EQ(indices, std::vector<int>{12});
    for (const char* scalar : {"x", "der(x)", "[1]", "x[1", "x[a]", "x[1,]", "x[1]y", "x[]"})
        EXPECT_FALSE(splitElementName(scalar, array, indices)) << scalar;
}

TEST(Arrays, ArrayEquationsGiveEachElementItsClosedForm) {
    auto model = compileOk(R"(
model Decay
  parameter Integer n = 4;
  parameter Real k[n] = {1, 2, 3, 4};
  parameter Real x0[n] = linspace(1, 2.5, n);
  Real x[n](start = x0, each fixed = true);
  Real total = sum(x);
equation
  der(x) = -k .* x;
end Decay;
)");
    ASSERT_TRUE(model);
    // the elements are the variables, named as results show them
    for (const char* name : {"x[1]", "x[2]", "x[3]", "x[4]", "k[4]", "x0[2]"})
        EXPECT_NE(model->findVariable(name), nullptr) << name;
    EXPECT_EQ(model->findVariable("x"), nullptr);
    auto engine = runModel(model, 2.0, tight());
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    double total = 0;
    for (int i = 1; i <= 4; ++i) {
        const double x0 = 1 + 0.5 * (i - 1);
        const double expected = x0 * std::exp(-i * 2.0);
        EXPECT_NEAR(engine->value("x[" + std::to_string(i) + "]"), expected, 1e-8 * x0) << i;
        total += expected;
    }
    EXPECT_NEAR(engine->value("total"), total, 1e-8);
}

TEST(Arrays, ConstructorsRangesAndMatrices) {
    auto engine = runModel(compileOk(R"(
model Build
  Real a[5] = 1:5;
  Real b[3] = 10:-5:0;
  Real c[5] = cat(1, {1, 2}, {10, 12, 13});
  Real M[2, 3] = [1, 2, 3; 4, 5, 6];
  Real T[3, 2] = transpose(M);
  Real I[3, 3] = identity(3);
  Real D[2, 2] = diagonal({7, 8});
  Real F[2, 2] = fill(4.5, 2, 2);
  Real Z[2] = zeros(2);
  Real O[3] = ones(3);
  Real sq[4] = {i^2 for i in 1:4};
  Real blocks[2, 4] = [M, {{-1}, {-2}}];
  Integer n = size(M, 2);
  Integer nd = ndims(M);
  Real last = a[end];
  Real mid[3] = a[2:4];
  Real col[2] = M[:, 3];
  Real row[3] = M[2, :];
end Build;
)"),
                           0.1);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    auto v = [&](const char* name) { return engine->value(name); };
    EXPECT_EQ(v("a[5]"), 5);
    EXPECT_EQ(v("b[2]"), 5);
    EXPECT_EQ(v("b[3]"), 0);
    EXPECT_EQ(v("c[3]"), 10);
    EXPECT_EQ(v("c[5]"), 13);
    EXPECT_EQ(v("M[2,1]"), 4);
    EXPECT_EQ(v("T[3,2]"), 6);
    EXPECT_EQ(v("T[1,2]"), 4);
    EXPECT_EQ(v("I[2,2]"), 1);
    EXPECT_EQ(v("I[2,3]"), 0);
    EXPECT_EQ(v("D[2,2]"), 8);
    EXPECT_EQ(v("D[1,2]"), 0);
    EXPECT_EQ(v("F[2,1]"), 4.5);
    EXPECT_EQ(v("Z[2]"), 0);
    EXPECT_EQ(v("O[3]"), 1);
    EXPECT_EQ(v("sq[3]"), 9);
    EXPECT_EQ(v("blocks[1,4]"), -1);
    EXPECT_EQ(v("blocks[2,4]"), -2);
    EXPECT_EQ(v("blocks[2,3]"), 6);
    EXPECT_EQ(v("n"), 3);
    EXPECT_EQ(v("nd"), 2);
    EXPECT_EQ(v("last"), 5);
    EXPECT_EQ(v("mid[1]"), 2);
    EXPECT_EQ(v("mid[3]"), 4);
    EXPECT_EQ(v("col[2]"), 6);
    EXPECT_EQ(v("row[1]"), 4);
}

TEST(Arrays, MatrixAndElementWiseOperators) {
    auto engine = runModel(compileOk(R"(
model Ops
  parameter Real A[2, 2] = [1, 2; 3, 4];
  parameter Real x[2] = {5, 6};
  Real y[2] = A*x;
  Real z[2] = x*A;
  Real dot = x*x;
  Real AB[2, 2] = A*A;
  Real A2[2, 2] = A^2;
  Real A0[2, 2] = A^0;
  Real e[2] = x .* {2, 3};
  Real q[2] = x ./ 2;
  Real p[2] = 2 .^ x;
  Real s[2] = x .+ 1;
  Real d[2] = x - {1, 1};
  Real neg[2] = -x;
  Real c[3] = cross({1, 0, 0}, {0, 1, 0});
  Real o[2, 3] = outer({1, 2}, {3, 4, 5});
  Real S[3, 3] = skew({1, 2, 3});
  Real prod = product({2, 3, 4});
  Real mn = min({4, -2, 7});
  Real mx = max([1, 9; 3, 4]);
  Real sc = scalar({{3.5}});
  Real vc[3] = vector([1; 2; 3]);
  Real sn[2] = sin({0, 1});
end Ops;
)"),
                           0.1);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    auto v = [&](const char* name) { return engine->value(name); };
    EXPECT_EQ(v("y[1]"), 17);
    EXPECT_EQ(v("y[2]"), 39);
    EXPECT_EQ(v("z[1]"), 23);
    EXPECT_EQ(v("z[2]"), 34);
    EXPECT_EQ(v("dot"), 61);
    EXPECT_EQ(v("AB[1,1]"), 7);
    EXPECT_EQ(v("AB[2,2]"), 22);
    EXPECT_EQ(v("A2[1,2]"), 10);
    EXPECT_EQ(v("A0[1,1]"), 1);
    EXPECT_EQ(v("A0[1,2]"), 0);
    EXPECT_EQ(v("e[2]"), 18);
    EXPECT_EQ(v("q[1]"), 2.5);
    EXPECT_EQ(v("p[2]"), 64);
    EXPECT_EQ(v("s[1]"), 6);
    EXPECT_EQ(v("d[2]"), 5);
    EXPECT_EQ(v("neg[1]"), -5);
    EXPECT_EQ(v("c[3]"), 1);
    EXPECT_EQ(v("c[1]"), 0);
    EXPECT_EQ(v("o[2,3]"), 10);
    EXPECT_EQ(v("S[1,2]"), -3);
    EXPECT_EQ(v("S[3,1]"), -2);
    EXPECT_EQ(v("prod"), 24);
    EXPECT_EQ(v("mn"), -2);
    EXPECT_EQ(v("mx"), 9);
    EXPECT_EQ(v("sc"), 3.5);
    EXPECT_EQ(v("vc[3]"), 3);
    EXPECT_NEAR(v("sn[2]"), std::sin(1.0), 1e-15);
}

// A rod of N finite volumes: dT[i]/dt = a*(T[i-1] - 2T[i] + T[i+1]) with both ends held
// at 0 and T(x, 0) = sin(pi*x). The lowest mode decays as exp(-a*lambda*t) with the
// discrete eigenvalue lambda = 4*sin^2(pi/(2(N+1))), and the profile keeps its shape.
TEST(Arrays, ForEquationsOfAHeatRodGiveTheDiscreteModeDecay) {
    auto engine = runModel(compileOk(R"(
model Rod
  parameter Integer N = 20;
  parameter Real a = 50;
  Real T[N](start = {sin(3.141592653589793*i/(N + 1)) for i in 1:N}, each fixed = true);
equation
  der(T[1]) = a*(-2*T[1] + T[2]);
  for i in 2:N - 1 loop
    der(T[i]) = a*(T[i - 1] - 2*T[i] + T[i + 1]);
  end for;
  der(T[N]) = a*(T[N - 1] - 2*T[N]);
end Rod;
)"),
                           1.0, tight());
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const double pi = 3.141592653589793;
    const double lambda = 4 * std::pow(std::sin(pi / (2 * 21)), 2);
    const double decay = std::exp(-50 * lambda * 1.0);
    for (int i : {1, 5, 10, 20})
        EXPECT_NEAR(engine->value("T[" + std::to_string(i) + "]"), std::sin(pi * i / 21) * decay,
                    1e-8)
            << i;
}

TEST(Arrays, ForStatementsWhenEquationsAndSubscriptsKnownOnlyWhileRunning) {
    auto engine = runModel(compileOk(R"(
model Counter
  parameter Integer n = 3;
  Integer k(start = 1, fixed = true);
  discrete Real hits[n](each start = 0, each fixed = true);
  Real picked = hits[k];
  Real w[n];
  Real acc;
algorithm
  acc := 0;
  for i in 1:n loop
    w[i] := i*time;
    acc := acc + w[i];
  end for;
equation
  when sample(0.25, 0.25) then
    k = if pre(k) < n then pre(k) + 1 else 1;
    hits = pre(hits) + {1, 10, 100};
  end when;
end Counter;
)"),
                           1.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    // samples at 0.25, 0.5, 0.75, 1.0: four hits each
    EXPECT_EQ(engine->value("hits[1]"), 4);
    EXPECT_EQ(engine->value("hits[3]"), 400);
    EXPECT_EQ(engine->value("k"), 2);  // 1 -> 2 -> 3 -> 1 -> 2
    EXPECT_EQ(engine->value("picked"), 40);
    EXPECT_NEAR(engine->value("acc"), 6.0, 1e-12);
    EXPECT_NEAR(engine->value("w[3]"), 3.0, 1e-12);
}

// for i in a, j in b: nested loops; for i loop: the range from the subscripts i is used in.
TEST(Arrays, SeveralIteratorsAndRangesFromSubscripts) {
    auto engine = runModel(compileOk(R"(
model Loops
  Real A[2, 3];
  Real v[4];
  Real t[3];
algorithm
  for k loop
    t[k] := 10*k;
  end for;
equation
  for i in 1:2, j in 1:3 loop
    A[i, j] = 10*i + j;
  end for;
  for i loop
    v[i] = i^2;
  end for;
end Loops;
)"),
                           0.1);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("A[2,3]"), 23);
    EXPECT_EQ(engine->value("A[1,2]"), 12);
    EXPECT_EQ(engine->value("v[4]"), 16);
    EXPECT_EQ(engine->value("t[3]"), 30);
    const DiagnosticList diags = compileErrors(
        "model M\n  Real x;\nequation\n  for i loop\n    x = i;\n  end for;\nend M;\n");
    const Diagnostic* d = diags.find("variability-error");
    ASSERT_NE(d, nullptr);
    EXPECT_EQ(d->loc.line, 4);
}

TEST(Arrays, SizesThatDoNotFitAreLocatedErrors) {
    struct Case {
        const char* text;
        const char* code;
        int line;
        const char* words;
    };
    const Case cases[] = {
        {"model M\n  Real x[3];\n  Real y[2];\nequation\n  x = y;\nend M;\n", "size-mismatch", 5,
         "[3] and [2]"},
        {"model M\n  Real x[3] = {1, 2};\nend M;\n", "size-mismatch", 2, "[2]"},
        {"model M\n  Real x[2] = {1, 2} + {1, 2, 3};\nend M;\n", "size-mismatch", 2, "[2] and [3]"},
        {"model M\n  Real x[2] = {1, 2} + 1;\nend M;\n", "size-mismatch", 2, "scalar"},
        {"model M\n  Real x[2] = {1, 2};\n  Real y = x[3];\nend M;\n", "index-out-of-range", 3,
         "1..2"},
        {"model M\n  Real y = time[1];\nend M;\n", "type-error", 2, "not an array"},
        {"model M\n  Real A[2, 3];\n  Real b[2] = A*{1, 2};\nequation\n  A = fill(1, 2, 3);\nend "
         "M;\n",
         "size-mismatch", 3, "cannot be multiplied"},
        {"model M\n  Real n = 3;\n  Real x[n];\nend M;\n", "variability-error", 3,
         "known when the model is compiled"},
        {"model M\n  Real x[2];\n  Real y = x;\nend M;\n", "size-mismatch", 3, "[2]"},
    };
    for (const Case& c : cases) {
        const DiagnosticList diags = compileErrors(c.text);
        const Diagnostic* d = diags.find(c.code);
        ASSERT_NE(d, nullptr) << c.text;
        EXPECT_EQ(d->loc.line, c.line) << c.text;
        EXPECT_NE(formatText(*d).find(c.words), std::string::npos) << formatText(*d);
    }
}

// The HeatRod example: run long enough, it reaches the steady state of a chain of
// conductances, where one heat flow Q crosses every face:
// Q = (Thot - Tair)/(1/(2G) + (N - 1)/G + 1/(hA)), T[1] = Thot - Q/(2G), T[N] = Tair + Q/(hA).
TEST(Arrays, TheHeatRodExampleReachesItsSteadyState) {
    auto model = compileExample("HeatRod.mo");
    ASSERT_TRUE(model);
    auto engine = runModel(model, 1e6, tight());
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const double N = 20, G = 50 * 1e-4 / (0.5 / N), hA = 15 * 1e-4;
    const double Q = (100 - 20) / (1 / (2 * G) + (N - 1) / G + 1 / hA);
    EXPECT_NEAR(engine->value("T[1]"), 100 - Q / (2 * G), 1e-6);
    EXPECT_NEAR(engine->value("T[20]"), 20 + Q / hA, 1e-6);
    for (int i = 1; i <= 21; ++i)
        EXPECT_NEAR(engine->value("Q[" + std::to_string(i) + "]"), Q, 1e-6) << i;
}

// A large array with one for-equation compiles in time linear in its size (no quadratic
// pass): 100 000 states, each with its own equation.
TEST(Arrays, AHundredThousandElementsCompile) {
    const auto start = std::chrono::steady_clock::now();
    auto model = compileOk(R"(
model Big
  parameter Integer n = 100000;
  Real x[n](each start = 1, each fixed = true);
equation
  for i in 1:n loop
    der(x[i]) = -i*1e-5*x[i];
  end for;
end Big;
)");
    ASSERT_TRUE(model);
    EXPECT_EQ(model->stateCount(), 100000);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    RecordProperty("compile_seconds", std::to_string(seconds));
}

// Boolean dimensions and ranges (spec 10.1, 11.2.2.2): x[Boolean] is subscripted by false
// and true, `for b in false:true`, `for b in Boolean` and `for b loop` (deduced from the
// subscripts) bind a Boolean loop variable; a comprehension's range may be deduced too.
// In results the elements are numbered as for enumeration dimensions: a[false] is a[1].
TEST(Arrays, BooleanDimensionsRangesAndDeducedRanges) {
    auto engine = runModel(compileOk(R"(
model Booleans
  type B = Boolean;
  Boolean a[B] = {true, false};
  Real r[Boolean](each start = 0, each fixed = true);
  Boolean x[Boolean], y[Boolean];
  Integer z[2, Boolean];
  Real v[3] = {1, 2, 3};
  Real total = sum(v[i]^2 for i);
  Boolean chosen = a[time > 0.5];
equation
  for b in Boolean loop
    der(r[b]) = if b then 2 else 1;
  end for;
algorithm
  for i in false:true loop
    x[i] := not i;
  end for;
  for i loop
    y[i] := i;
  end for;
  for i, j loop
    z[i, j] := i * (if j then 10 else 1);
  end for;
end Booleans;
)"),
                           1.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("a[1]"), 1);  // a[false]
    EXPECT_EQ(engine->value("a[2]"), 0);
    EXPECT_NEAR(engine->value("r[1]"), 1.0, 1e-9);
    EXPECT_NEAR(engine->value("r[2]"), 2.0, 1e-9);
    EXPECT_EQ(engine->value("x[1]"), 1);
    EXPECT_EQ(engine->value("x[2]"), 0);
    EXPECT_EQ(engine->value("y[2]"), 1);
    EXPECT_EQ(engine->value("z[2,2]"), 20);
    EXPECT_EQ(engine->value("z[2,1]"), 2);
    EXPECT_EQ(engine->value("total"), 14);
    EXPECT_EQ(engine->value("chosen"), 0);  // a[true] once time > 0.5
}

// Built-in operators of spec 3.7: homotopy is its actual value, semiLinear a slope on
// each side of zero, der of a Real constant is zero (of an Integer an error),
// outerProduct the outer product.
TEST(Arrays, HomotopySemiLinearDerOfConstantsAndOuterProduct) {
    auto engine = runModel(compileOk(R"(
model Special
  constant Real c = 3;
  Real h = homotopy(actual = 2 * time, simplified = 0);
  Real s = semiLinear(time - 0.5, 2, -4);
  Real d = der(c);
  Real d2[2] = der({1.0, 2.0});
  Real o[2, 2] = outerProduct({2, 1}, {3, 2});
end Special;
)"),
                           0.25);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_NEAR(engine->value("h"), 0.5, 1e-12);
    EXPECT_NEAR(engine->value("s"), 1.0, 1e-12);  // -0.25 * -4
    EXPECT_EQ(engine->value("d"), 0);
    EXPECT_EQ(engine->value("d2[2]"), 0);
    EXPECT_EQ(engine->value("o[1,2]"), 4);
    EXPECT_EQ(engine->value("o[2,1]"), 3);
    const DiagnosticList diags =
        compileErrors("model M\n  constant Integer k = 1;\n  Real a = der(k);\nend M;\n");
    EXPECT_TRUE(diags.hasErrors());
}

}  // namespace
}  // namespace hs::test

// Functions (Modelica 3.6 chapter 12) in the source beside the model, in packages and
// inside the model: inputs by position and by name, defaults, protected variables,
// if/for/while in the algorithm, recursion on constants, array inputs and outputs,
// relations that make no events, and the rules a function must keep.

#include "test_support.h"

#include <cmath>
#include <string>

namespace hs::test {
namespace {

TEST(Functions, CalledInEquationsWithDefaultsNamedArgumentsAndPackages) {
    auto engine = runModel(compileOk(R"(
function sat "Limits x to [lo, hi]"
  input Real x;
  input Real lo = -1;
  input Real hi = 1;
  output Real y;
algorithm
  if x > hi then
    y := hi;
  elseif x < lo then
    y := lo;
  else
    y := x;
  end if;
end sat;

package Util
  function compareReal
    input Real a, b;
    input Real absTol = 1e-10;
    input Real relTol = 1e-5;
    output Boolean equal;
  protected
    Real diff;
  algorithm
    diff := abs(a - b);
    equal := diff < absTol or diff <= max(abs(b), abs(a))*relTol;
  end compareReal;
end Util;

model UsesFunctions
  Real s = sat(2*sin(time));
  Real s2 = sat(hi = 0.5, x = time);
  Real s3 = sat(-5, -2);
  Boolean same = Util.compareReal(s2, min(time, 0.5));
equation
  assert(Util.compareReal(s3, -2), "sat(-5, -2) is -2");
end UsesFunctions;
)"),
                           2.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_NEAR(engine->value("s"), 1.0, 1e-12);  // 2 sin 2 > 1
    EXPECT_NEAR(engine->value("s2"), 0.5, 1e-12);
    EXPECT_EQ(engine->value("s3"), -2);
    EXPECT_EQ(engine->value("same"), 1);
    // relations inside a function make no events (spec 8.5): the limits are crossed
    // at t = 0.52 (2 sin t = 1) and t = 0.5 without an event step
    EXPECT_TRUE(eventTimes(*engine, EventKind::State).empty());
}

TEST(Functions, LoopsArraysRecursionAndFunctionsInsideTheModel) {
    auto engine = runModel(compileOk(R"(
model Inner
  function norm2
    input Real v[:];
    output Real n;
  algorithm
    n := 0;
    for i in 1:size(v, 1) loop
      n := n + v[i]^2;
    end for;
    n := sqrt(n);
  end norm2;
  function fact
    input Integer n;
    output Integer f;
  algorithm
    f := if n <= 1 then 1 else n*fact(n - 1);
  end fact;
  function cumulative
    input Real x[:];
    output Real y[size(x, 1)];
  algorithm
    y[1] := x[1];
    for i in 2:size(x, 1) loop
      y[i] := y[i - 1] + x[i];
    end for;
  end cumulative;
  function steps
    input Integer n;
    output Integer k;
  protected
    Integer m;
  algorithm
    k := 0;
    m := n;
    while m > 1 loop
      m := if mod(m, 2) == 0 then div(m, 2) else 3*m + 1;
      k := k + 1;
    end while;
  end steps;
  Real n = norm2({3, 4});
  Real moving = norm2({time, 2*time});
  Integer f5 = fact(5);
  Real c[4] = cumulative({1, 2, 3, 4});
  Integer collatz = steps(27);
end Inner;
)"),
                           1.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("n"), 5);
    EXPECT_NEAR(engine->value("moving"), std::sqrt(5.0), 1e-12);
    EXPECT_EQ(engine->value("f5"), 120);
    EXPECT_EQ(engine->value("c[4]"), 10);
    EXPECT_EQ(engine->value("c[2]"), 3);
    EXPECT_EQ(engine->value("collatz"), 111);
}

TEST(Functions, BrokenFunctionsAndCallsAreLocatedErrors) {
    struct Case {
        const char* text;
        const char* code;
        int line;
    };
    const Case cases[] = {
        // a public variable that is neither input nor output
        {"function f\n  input Real a;\n  output Real b;\n  Real c;\nalgorithm\n  b := a;\nend f;\n"
         "model M\n  Real x = f(1);\nend M;\n",
         "invalid-function", 4},
        // two algorithm sections
        {"function f\n  input Real a;\n  output Real b;\nalgorithm\n  b := a;\nalgorithm\n  b := "
         "2;\nend f;\n"
         "model M\n  Real x = f(1);\nend M;\n",
         "invalid-function", 1},
        // an input given twice, an input that does not exist, too many inputs
        {"function f\n  input Real a;\n  output Real b;\nalgorithm\n  b := a;\nend f;\n"
         "model M\n  Real x = f(1, a = 2);\nend M;\n",
         "type-error", 8},
        {"function f\n  input Real a;\n  output Real b;\nalgorithm\n  b := a;\nend f;\n"
         "model M\n  Real x = f(c = 2);\nend M;\n",
         "type-error", 8},
        {"function f\n  input Real a;\n  output Real b;\nalgorithm\n  b := a;\nend f;\n"
         "model M\n  Real x = f(1, 2);\nend M;\n",
         "type-error", 8},
        // an output never given a value
        {"function f\n  input Real a;\n  output Real b;\nalgorithm\nend f;\nmodel M\n  Real x = "
         "f(1);\nend M;\n",
         "variability-error", 7},
        // a function reads a variable of the model
        {"function f\n  input Real a;\n  output Real b;\nalgorithm\n  b := a + y;\nend f;\n"
         "model M\n  Real y = 1;\n  Real x = f(1);\nend M;\n",
         "undefined-name", 5},
        // an external function that is not the C math library's
        {"function f\n  input Real a;\n  output Real b;\nexternal \"C\" b = myLib(a);\nend f;\n"
         "model M\n  Real x = f(1);\nend M;\n",
         "unsupported", 7},
        // a partial model to simulate
        {"partial model M\n  Real x = 1;\nend M;\n", "invalid-function", 1},
    };
    for (const Case& c : cases) {
        const DiagnosticList diags = compileErrors(c.text);
        const Diagnostic* d = diags.find(c.code);
        ASSERT_NE(d, nullptr) << c.text;
        EXPECT_EQ(d->loc.line, c.line) << c.text << formatText(*d);
    }
}

// Several outputs (spec 12.4.3): `(a, b) = f(x)` in equations and `(a, b) := f(x)` in
// algorithms, outputs left out, a call's value being its first output, and a function
// with no outputs called for its assertions.
TEST(Functions, SeveralOutputsTakenByTuplesAndLeftOut) {
    auto engine = runModel(compileOk(R"(
function polar "Polar coordinates of the point x, y"
  input Real x, y;
  output Real r;
  output Real phi;
  output Integer quadrant = 1;
algorithm
  r := sqrt(x^2 + y^2);
  phi := atan2(y, x);
  if x < 0 then
    quadrant := if y < 0 then 3 else 2;
  elseif y < 0 then
    quadrant := 4;
  end if;
end polar;
function check
  input Real r;
algorithm
  assert(r >= 0, "a radius is not negative");
end check;
function norm1 "Reads the outputs it wants of polar"
  input Real x, y;
  output Real s;
protected
  Real r, phi;
algorithm
  (r, phi) := polar(x, y);
  (, , s) := polar(-x, y);
  s := s + r;
end norm1;
model UsesOutputs
  Real r, phi, q;
  Real rOnly = polar(3, 4);
  constant Real rOnly0 = 2;
  Real phi2;
  Real n = norm1(3, -4);
  Real ra, pa;
algorithm
  (ra, pa) := polar(-1, -1);
equation
  (r, phi, q) = polar(cos(time), sin(time));
  (, phi2) = polar(0, 1);
  check(rOnly0);
end UsesOutputs;
)"),
                           2.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_NEAR(engine->value("r"), 1.0, 1e-12);
    EXPECT_NEAR(engine->value("phi"), 2.0, 1e-12);
    EXPECT_EQ(engine->value("q"), 2);  // cos 2 < 0 < sin 2
    EXPECT_EQ(engine->value("rOnly"), 5);
    EXPECT_NEAR(engine->value("phi2"), M_PI / 2, 1e-12);
    EXPECT_EQ(engine->value("n"), 5 + 3);  // (-3, -4) is in the third quadrant
    EXPECT_NEAR(engine->value("ra"), std::sqrt(2.0), 1e-12);
    EXPECT_NEAR(engine->value("pa"), -3 * M_PI / 4, 1e-12);

    struct Case {
        const char* text;
        const char* code;
        int line, column;
    };
    const char* polar =
        "function f\n  input Real x;\n  output Real a;\n  output Real b;\nalgorithm\n  a := "
        "x;\n  b := 2*x;\nend f;\n";  // 8 lines
    const Case cases[] = {
        // more outputs taken than the function has
        {"model M\n  Real a, b, c;\nequation\n  (a, b, c) = f(time);\nend M;\n", "type-error", 12,
         15},
        // a tuple on the right, or with no call
        {"model M\n  Real a, b;\nequation\n  (a, b) = (1, 2);\nend M;\n", "type-error", 12, 3},
        {"model M\n  Real a, b;\nequation\n  a = (b, 1);\nend M;\n", "invalid-equation", 12, 7},
        // an output of another size than its variable
        {"model M\n  Real a[2], b;\nequation\n  (a, b) = f(time);\nend M;\n", "size-mismatch", 12,
         4},
    };
    for (const Case& c : cases) {
        const std::string text = std::string(polar) + c.text;
        const DiagnosticList diags = compileErrors(text);
        const Diagnostic* d = diags.find(c.code);
        ASSERT_NE(d, nullptr) << text;
        EXPECT_EQ(d->loc.line, c.line) << text << formatText(*d);
        EXPECT_EQ(d->loc.column, c.column) << text << formatText(*d);
    }
}

// A function of scalars called on arrays applies element by element (spec 12.4.6), and
// only a function with one scalar output may be; an argument with too few dimensions or
// another fixed size is an error, never a silent dot product.
TEST(Functions, CallsOnArraysApplyElementByElement) {
    auto engine = runModel(compileOk(R"(
function sq
  input Real x;
  output Real y;
algorithm
  y := x*x;
end sq;
function scale
  input Real v[2];
  input Real k;
  output Real w[2];
algorithm
  w := k*v;
end scale;
model Vectorised
  Real v[3] = sq({1, 2, 3});
  Real m[2, 2] = sq([1, 2; 3, time]);
  Real s2[2] = scale(v[1:2], 2);
end Vectorised;
)"),
                           2.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("v[2]"), 4);
    EXPECT_EQ(engine->value("v[3]"), 9);
    EXPECT_EQ(engine->value("m[1,2]"), 4);
    EXPECT_NEAR(engine->value("m[2,2]"), 4.0, 1e-12);
    EXPECT_EQ(engine->value("s2[2]"), 8);

    const char* cases[] = {
        // two outputs
        "function f\n  input Real x;\n  output Real a;\n  output Real b;\nalgorithm\n  a := "
        "x;\n  b := x;\nend f;\nmodel M\n  Real a[2], b[2];\nequation\n  (a, b) = f({1, "
        "2});\nend M;\n",
        // an array input given a scalar
        "function f\n  input Real x[:];\n  output Real a;\nalgorithm\n  a := sum(x);\nend "
        "f;\nmodel M\n  Real a = f(1);\nend M;\n",
        // a fixed size that differs
        "function f\n  input Real x[2];\n  output Real a;\nalgorithm\n  a := sum(x);\nend "
        "f;\nmodel M\n  Real a = f({1, 2, 3});\nend M;\n",
    };
    for (const char* text : cases) {
        const DiagnosticList diags = compileErrors(text);
        EXPECT_TRUE(diags.find("type-error") || diags.find("size-mismatch")) << text;
    }
}

// assert() in a function on values known only while running is checked where the call
// is, under the conditions of the function's branches that lead to it; a call in a branch
// of the model's if-expression (evaluated only when taken) is refused instead.
TEST(Functions, AssertionsOnRunningValuesAreCheckedWhereTheCallIs) {
    const char* functions = R"mo(
function lookup "A table's value, for 0 <= x < 20"
  input Real x;
  output Real y;
algorithm
  if x > 10 then
    assert(x < 20, "x = " + String(x) + " is beyond the table");
    y := 3*x;
  else
    assert(x >= 0, "x = " + String(x) + " is negative");
    y := 2*x;
  end if;
end lookup;
function check
  input Real v;
algorithm
  assert(v < 1.5, "v passed 1.5");
end check;
)mo";
    // falls below zero at t = 1: the message of the else-branch, at that time
    auto engine = runModel(compileOk(std::string(functions) + R"mo(
model Falling
  Real x = 1 - time;
  Real r = lookup(x);
end Falling;
)mo"),
                           3.0);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    EXPECT_GT(engine->time(), 1.0 - 1e-9);
    EXPECT_LT(engine->time(), 1.01);
    bool found = false;
    for (const Diagnostic& d : engine->diagnostics().items())
        if (d.code == "assertion-failed") {
            found = true;
            EXPECT_NE(d.message.find("is negative"), std::string::npos) << d.message;
        }
    EXPECT_TRUE(found);
    // the other branch's assertion does not fire below 10; a call as a statement checks too
    engine = runModel(compileOk(std::string(functions) + R"mo(
model Rising
  Real x = 4*time;
  Real r = lookup(x);
algorithm
  check(time);
end Rising;
)mo"),
                      2.0);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    EXPECT_NEAR(engine->time(), 1.5, 0.01);
    // in a branch of an if-expression: checked only when the branch is evaluated, where
    // the call's value is
    engine = runModel(compileOk(std::string(functions) + R"mo(
model Branches
  Real r = if time > 1 then lookup(-time) else lookup(time);
end Branches;
)mo"),
                      2.0);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    EXPECT_GE(engine->time(), 1.0);  // right after time > 1 becomes true
    EXPECT_LT(engine->time(), 1.1);
    found = false;
    for (const Diagnostic& d : engine->diagnostics().items())
        if (d.code == "assertion-failed") {
            found = true;
            EXPECT_NE(d.message.find("is negative"), std::string::npos) << d.message;
        }
    EXPECT_TRUE(found);
    // an assertion that always fails, in a branch never taken: no error
    engine = runModel(compileOk(R"mo(
function never
  output Integer x;
algorithm
  x := 2;
  assert(false, "never evaluated");
end never;
function message
  output String m;
algorithm
  m := "a message";
  assert(false, "the message of an assertion that holds is never evaluated");
end message;
model NotTaken
  parameter Boolean b = true;
  Integer i = if not b then never() else 1;
algorithm
  assert(true, message());
end NotTaken;
)mo"),
                      1.0);
    EXPECT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("i"), 1);
}

// An external "C" function of the math library runs as the built-in of its name.
TEST(Functions, ExternalCMathFunctions) {
    auto engine = runModel(compileOk(R"(
function cos
  input Real x;
  output Real y;
external "C";
end cos;
model UsesCos
  Real y = cos(time);
end UsesCos;
)"),
                           1.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_NEAR(engine->value("y"), std::cos(1.0), 1e-15);
}

// The TankValve example: while the opening stays at 0.2 the outflow is c*sqrt(h) with
// c = Kv*0.04 (the table interpolated at 0.2), so sqrt(h) = sqrt(h0) - c*t/(2A):
// h(60 s) = (2 - 0.002*60/4)^2 = 1.97^2.
TEST(Functions, TheTankValveExampleFollowsItsClosedForm) {
    auto model = compileExample("TankValve.mo");
    ASSERT_TRUE(model);
    SimulationSettings s;
    s.relTol = 1e-10;
    s.absTol = 1e-12;
    auto engine = runModel(model, 59.0, s);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const double root = 2 - 0.002 * 59 / 4;
    EXPECT_NEAR(engine->value("h"), root * root, 1e-8);
    EXPECT_NEAR(engine->value("q"), 0.002 * root, 1e-10);
    // the relations of the table's interpolation made no events: only the initial and
    // the terminal step
    EXPECT_TRUE(eventTimes(*engine, EventKind::State).empty());
}

// A parameter that sets a size is fixed when the model is compiled: a run refuses to set
// it instead of running with arrays of the old size; other parameters may be set.
TEST(Functions, AParameterThatSetsASizeIsStructural) {
    auto model = compileOk(R"(
model Sized
  parameter Integer n = 3;
  parameter Real k = 2;
  Real x[n] = fill(k, n);
end Sized;
)");
    ASSERT_TRUE(model);
    EXPECT_TRUE(model->findVariable("n")->structural);
    EXPECT_FALSE(model->findVariable("k")->structural);
}

}  // namespace
}  // namespace hs::test

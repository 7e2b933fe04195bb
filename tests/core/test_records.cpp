// Records (Modelica 3.6 section 4.7) and their constructors (section 12.6): components of
// record types become their fields' components, bindings and modifiers give the fields
// their values, records pass into and out of functions, and the rules a record keeps are
// located errors.

#include "test_support.h"

#include <cmath>
#include <string>

namespace hs::test {
namespace {

constexpr const char* kRecords = R"mo(
record Spring "A linear spring"
  parameter Real k = 100 "stiffness";
  parameter Real d = 2*k/100 "damping: the default reads k";
  Real rest[2] = {0, 1};
end Spring;

record Body
  Real m = 1;
  Spring s;
end Body;
)mo";

// Declarations, defaults that read other fields, modifiers, record bindings and the
// constructor with positional and named arguments; fields read as `r.a`, `r.inner.b`.
TEST(Records, FieldsTakeDefaultsModifiersAndBindings) {
    auto engine = runModel(compileOk(std::string(kRecords) + R"mo(
model Oscillator
  parameter Spring soft(k = 10);
  parameter Spring given = Spring(50, rest = {2, 3});
  parameter Body body(m = 2);
  Real x(start = 1, fixed = true), v(start = 0, fixed = true);
  Real len = given.rest[2] - given.rest[1];
equation
  der(x) = v;
  body.m*der(v) = -soft.k*x - soft.d*v;
end Oscillator;
)mo"),
                           1.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("soft.k"), 10);
    EXPECT_EQ(engine->value("soft.d"), 0.2);  // 2*10/100, from the modified k
    EXPECT_EQ(engine->value("given.k"), 50);
    EXPECT_EQ(engine->value("given.d"), 1);
    EXPECT_EQ(engine->value("given.rest[2]"), 3);
    EXPECT_EQ(engine->value("body.m"), 2);
    EXPECT_EQ(engine->value("body.s.k"), 100);
    EXPECT_EQ(engine->value("len"), 1);
    // 2 x'' + 0.2 x' + 10 x = 0 from x = 1: an underdamped oscillator
    const double zeta = 0.2 / (2 * std::sqrt(2.0 * 10));
    const double w0 = std::sqrt(10 / 2.0), wd = w0 * std::sqrt(1 - zeta * zeta);
    const double t = 1.0;
    const double expected =
        std::exp(-zeta * w0 * t) * (std::cos(wd * t) + zeta * w0 / wd * std::sin(wd * t));
    EXPECT_NEAR(engine->value("x"), expected, 1e-5);
}

// Records as function inputs and outputs (a field assigned alone or the whole record),
// records in equations (each field one equation) and a record the constructor builds from
// a function's result.
TEST(Records, PassThroughFunctionsAndEquations) {
    auto engine = runModel(compileOk(std::string(kRecords) + R"mo(
record Pair
  Real a;
  Real b[2];
end Pair;

function energy "Spring energy at x plus the body's weight term"
  input Body b;
  input Real x;
  output Real e;
algorithm
  e := 0.5*b.s.k*x^2 + b.m*b.s.rest[2];
end energy;

function make
  input Real m;
  output Body b;
algorithm
  b.m := m;
  b.s := Spring(k = 10*m, rest = {m, m});
end make;

function swap
  input Pair p;
  output Pair q;
algorithm
  q.a := p.b[1];
  q.b := {p.a, p.b[2]};
end swap;

model UsesRecords
  parameter Body p(m = 2);
  Real e = energy(p, 1);
  Real e2 = energy(make(3), 2);
  Pair moving = Pair(time, {2*time, 3});
  Pair swapped = swap(moving);
  Pair copy;
equation
  copy = swapped;
end UsesRecords;
)mo"),
                           2.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("e"), 0.5 * 100 + 2 * 1);      // p.s has the defaults
    EXPECT_EQ(engine->value("e2"), 0.5 * 30 * 4 + 3 * 3);  // make(3): k = 30, rest = {3, 3}
    EXPECT_NEAR(engine->value("moving.b[1]"), 4, 1e-12);
    EXPECT_NEAR(engine->value("swapped.a"), 4, 1e-12);
    EXPECT_NEAR(engine->value("swapped.b[1]"), 2, 1e-12);
    EXPECT_NEAR(engine->value("copy.a"), 4, 1e-12);
    EXPECT_NEAR(engine->value("copy.b[2]"), 3, 1e-12);
}

// A field's default may read a field declared after it; a constant field with a value is
// no input of the constructor.
TEST(Records, ConstructorDefaultsInAnyOrderAndConstantFields) {
    auto engine = runModel(compileOk(R"mo(
record Limits
  Integer lo;
  Integer hi = lo + span;
  constant Integer span = 10;
end Limits;
model M
  Limits a = Limits(1, 5);
  Limits b = Limits(2);
  Limits c(lo = 3);
end M;
)mo"),
                           0.1);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("a.hi"), 5);
    EXPECT_EQ(engine->value("b.hi"), 12);
    EXPECT_EQ(engine->value("c.hi"), 13);
}

// The QuarterCar example: a record of parameters read by the equations and by a function
// with two outputs. The frequencies are the closed forms; the trajectory after the step
// is that of the linear system, integrated here on its own by classic Runge-Kutta.
TEST(Records, TheQuarterCarExampleFollowsItsLinearSystem) {
    auto model = compileExample("QuarterCar.mo");
    ASSERT_TRUE(model);
    SimulationSettings settings;
    settings.relTol = 1e-10;
    settings.absTol = 1e-12;
    auto engine = runModel(model, 1.5, settings);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const double ms = 250, mu = 35, ks = 16000, cs = 1500, kt = 160000, step = 0.05;
    EXPECT_NEAR(engine->value("fBody"), std::sqrt(ks * kt / (ks + kt) / ms) / (2 * M_PI), 1e-9);
    EXPECT_NEAR(engine->value("fWheel"), std::sqrt((ks + kt) / mu) / (2 * M_PI), 1e-9);
    EXPECT_EQ(engine->value("car.cs"), cs);  // the modifier over the record's default

    // at rest until the step at t = 0.5; then 1 s of the linear system
    double y[4] = {0, 0, 0, 0};  // zs, vs, zu, vu
    auto f = [&](const double* x, double* d) {
        const double travel = x[0] - x[2], damper = cs * (x[1] - x[3]);
        d[0] = x[1];
        d[1] = (-ks * travel - damper) / ms;
        d[2] = x[3];
        d[3] = (ks * travel + damper - kt * (x[2] - step)) / mu;
    };
    const int n = 100000;
    const double h = 1.0 / n;
    for (int i = 0; i < n; ++i) {
        double k1[4], k2[4], k3[4], k4[4], t[4];
        f(y, k1);
        for (int j = 0; j < 4; ++j) t[j] = y[j] + h / 2 * k1[j];
        f(t, k2);
        for (int j = 0; j < 4; ++j) t[j] = y[j] + h / 2 * k2[j];
        f(t, k3);
        for (int j = 0; j < 4; ++j) t[j] = y[j] + h * k3[j];
        f(t, k4);
        for (int j = 0; j < 4; ++j) y[j] += h / 6 * (k1[j] + 2 * k2[j] + 2 * k3[j] + k4[j]);
    }
    EXPECT_NEAR(engine->value("zs"), y[0], 1e-7);
    EXPECT_NEAR(engine->value("vs"), y[1], 1e-6);
    EXPECT_NEAR(engine->value("zu"), y[2], 1e-7);
    EXPECT_NEAR(engine->value("travel"), y[0] - y[2], 1e-7);
}

TEST(Records, BrokenRecordsAreLocatedErrors) {
    struct Case {
        const char* text;
        const char* code;
        int line, column;
    };
    const Case cases[] = {
        // a modifier of a field the record does not have
        {"record R\n  Real a = 1;\nend R;\nmodel M\n  R r(b = 2);\nend M;\n", "undefined-name", 5,
         7},
        // a final field modified
        {"record R\n  final parameter Real a = 1;\nend R;\nmodel M\n  R r(a = 2);\nend M;\n",
         "final-modification", 5, 7},
        // operators on records
        {"record R\n  Real a = 1;\nend R;\nmodel M\n  R r, q;\n  Real x = 1;\nequation\n  x = "
         "(r + q).a;\nend M;\n",
         "parse-error", 8, 0},
        {"record R\n  Real a = 1;\nend R;\nmodel M\n  R r;\n  Real x = 2*r;\nend M;\n",
         "type-error", 6, 12},
        // a record where a number is wanted, and a number where a record is
        {"record R\n  Real a;\nend R;\nmodel M\n  R r;\n  Real x;\nequation\n  r = x;\nend M;\n",
         "size-mismatch", 8, 3},
        {"record R\n  Real a;\nend R;\nfunction f\n  input R r;\n  output Real y;\nalgorithm\n  y "
         ":= r.a;\nend f;\nmodel M\n  Real x = f(1);\nend M;\n",
         "type-error", 11, 12},
        // fields with input/output or protected, and time read in a record
        {"record R\n  input Real a = 1;\nend R;\nmodel M\n  R r;\nend M;\n", "invalid-function", 2,
         14},
        {"record R\n  Real a = 1;\nprotected\n  Real b = 2;\nend R;\nmodel M\n  R r;\nend M;\n",
         "invalid-function", 4, 8},
        {"record R\n  Real a = time;\nend R;\nmodel M\n  R r;\nend M;\n", "variability-error", 2,
         8},
        // the constructor's field of another size
        {"record R\n  Real a[2];\nend R;\nmodel M\n  R r = R({1, 2, 3});\nend M;\n",
         "size-mismatch", 5, 9},
        // arrays of records
        {"record R\n  Real a;\nend R;\nmodel M\n  R r[2];\nend M;\n", "unsupported", 5, 5},
    };
    for (const Case& c : cases) {
        const DiagnosticList diags = compileErrors(c.text);
        const Diagnostic* d = diags.find(c.code);
        ASSERT_NE(d, nullptr) << c.text;
        EXPECT_EQ(d->loc.line, c.line) << c.text << formatText(*d);
        if (c.column > 0) {
            EXPECT_EQ(d->loc.column, c.column) << c.text << formatText(*d);
        }
    }
}

}  // namespace
}  // namespace hs::test

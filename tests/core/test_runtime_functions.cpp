// Functions whose algorithm depends on values known only while running (Modelica 3.6
// chapter 12 and section 11.2): while-loops, for-loops over running ranges, `break`,
// `return` in a branch, recursion on discrete values, subscripts known only while
// running — run while simulating, with located errors for a subscript out of range, a
// loop or a recursion that does not end, and an assertion that fails.

#include "test_support.h"

#include <cmath>
#include <string>

namespace hs::test {
namespace {

const Diagnostic* runError(const Engine& e, const char* code) {
    for (const Diagnostic& d : e.diagnostics().items())
        if (d.code == code) return &d;
    return nullptr;
}

TEST(RuntimeFunctions, WhileLoopsOnRunningValuesConverge) {
    // Newton's iteration for the square root of a continuous value, and Heron's number of
    // halvings: loops whose number of iterations depends on the state
    auto engine = runModel(compileOk(R"mo(
function newtonSqrt "The square root of a > 0 by Newton's iteration"
  input Real a;
  input Real tol = 1e-14;
  output Real y;
  output Integer iterations = 0;
protected
  Real last;
algorithm
  y := max(a, 1);
  last := 0;
  while abs(y - last) > tol * y loop
    last := y;
    y := 0.5 * (y + a / y);
    iterations := iterations + 1;
  end while;
end newtonSqrt;

function halvings "How often x can be halved before it is below 1"
  input Real x;
  output Integer n = 0;
protected
  Real v = x;
algorithm
  while v >= 1 loop
    v := v / 2;
    n := n + 1;
  end while;
end halvings;

model Roots
  Real x(start = 1, fixed = true);
  Real r;
  Integer it;
  Integer h = halvings(x);
equation
  der(x) = x;
  (r, it) = newtonSqrt(x);
end Roots;
)mo"),
                           3.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const double x = engine->value("x");
    EXPECT_NEAR(x, std::exp(3.0), 1e-4 * std::exp(3.0));
    EXPECT_NEAR(engine->value("r"), std::sqrt(x), 1e-12 * std::sqrt(x));
    EXPECT_GE(engine->value("it"), 3);
    EXPECT_EQ(engine->value("h"), std::floor(std::log2(x)) + 1);  // e^3 = 20.1: 5 halvings
}

TEST(RuntimeFunctions, RecursionOnDiscreteValues) {
    auto engine = runModel(compileOk(R"mo(
function fact
  input Integer n;
  output Integer f;
algorithm
  if n <= 1 then
    f := 1;
  else
    f := n * fact(n - 1);
  end if;
end fact;

function fib "Two recursive calls per level"
  input Integer n;
  output Integer f;
algorithm
  if n < 2 then
    f := n;
    return;
  end if;
  f := fib(n - 1) + fib(n - 2);
end fib;

model Counting
  discrete Integer n(start = 0, fixed = true);
  Integer f = fact(n);
  Integer g = fib(n);
equation
  when sample(0, 1) then
    n = pre(n) + 1;
  end when;
end Counting;
)mo"),
                           9.5);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("n"), 10);
    EXPECT_EQ(engine->value("f"), 3628800);
    EXPECT_EQ(engine->value("g"), 55);
}

TEST(RuntimeFunctions, BreakReturnAndForLoopsOverRunningRanges) {
    auto engine = runModel(compileOk(R"mo(
function firstAbove "The first index whose value exceeds the limit, 0 if none"
  input Real v[:];
  input Real limit;
  output Integer k = 0;
algorithm
  for i in 1:size(v, 1) loop
    if v[i] > limit then
      k := i;
      break;
    end if;
  end for;
end firstAbove;

function sumTo "1 + 2 + ... + n, with a range known only while running"
  input Integer n;
  output Integer s = 0;
algorithm
  for i in 1:n loop
    s := s + i;
  end for;
end sumTo;

function evens "Sum of the even numbers from n down to 0, by a negative step"
  input Integer n;
  output Integer s = 0;
algorithm
  for i in 2 * div(n, 2):-2:0 loop
    s := s + i;
  end for;
end evens;

function sign3 "Early returns in branches"
  input Real x;
  output Integer s;
algorithm
  if x > 0.5 then
    s := 1;
    return;
  elseif x < 0.25 then
    s := -1;
    return;
  end if;
  s := 0;
end sign3;

model Loops
  discrete Integer n(start = 0, fixed = true);
  Real x = time / 10;
  Integer k = firstAbove({0.1, 0.3, 0.5, 0.7, 0.9}, x);
  Integer s = sumTo(n);
  Integer e = evens(n);
  Integer g = sign3(x);
equation
  when sample(0, 1) then
    n = pre(n) + 1;
  end when;
end Loops;
)mo"),
                           4.5);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("n"), 5);
    EXPECT_EQ(engine->value("k"), 3);  // x = 0.45: first above is 0.5
    EXPECT_EQ(engine->value("s"), 15);
    EXPECT_EQ(engine->value("e"), 6);  // 4 + 2 + 0
    EXPECT_EQ(engine->value("g"), 0);
    // relations inside a function make no events (spec 12.8): only the samples'
    for (const auto& ev : engine->events())
        EXPECT_TRUE(ev.kind == EventKind::Sample || ev.kind == EventKind::Initial ||
                    ev.kind == EventKind::Terminal)
            << ev.time;
}

TEST(RuntimeFunctions, TableLookupWithSubscriptsKnownOnlyWhileRunning) {
    // a piecewise-linear characteristic: the segment found by a while-loop, its ends read
    // at running subscripts; arrays assigned whole (a swap reads before it writes)
    auto engine = runModel(compileOk(R"mo(
function interpolate
  input Real xs[:];
  input Real ys[size(xs, 1)];
  input Real x;
  output Real y;
protected
  Integer i = 1;
algorithm
  while i < size(xs, 1) - 1 and x > xs[i + 1] loop
    i := i + 1;
  end while;
  y := ys[i] + (ys[i + 1] - ys[i]) * (x - xs[i]) / (xs[i + 1] - xs[i]);
end interpolate;

function reversed
  input Real v[3];
  input Integer times;
  output Real w[3];
algorithm
  w := v;
  for k in 1:times loop
    w := {w[3], w[2], w[1]};
  end for;
end reversed;

model Characteristic
  parameter Real xs[4] = {0, 1, 2, 4};
  parameter Real ys[4] = {0, 10, 15, 16};
  Real x = time;
  Real y = interpolate(xs, ys, x);
  discrete Integer n(start = 0, fixed = true);
  Real w[3] = reversed({1, 2, 3}, n);
equation
  when sample(0, 1) then
    n = pre(n) + 1;
  end when;
end Characteristic;
)mo"),
                           3.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_NEAR(engine->value("y"), 15.5, 1e-12);  // halfway from (2, 15) to (4, 16)
    EXPECT_EQ(engine->value("n"), 4);              // samples at 0, 1, 2, 3
    EXPECT_EQ(engine->value("w[1]"), 1);           // reversed four times
    EXPECT_EQ(engine->value("w[3]"), 3);
}

TEST(RuntimeFunctions, FailuresWhileRunningAreLocatedErrors) {
    struct Case {
        const char* text;
        const char* code;
        int line;
        int column;
    };
    const Case cases[] = {
        // a subscript beyond the array in a function run while simulating (pick(v, 4))
        {"function pick\n  input Real v[:];\n  input Integer i;\n  output Real y;\nalgorithm\n"
         "  y := v[i];\nend pick;\nmodel M\n  discrete Integer n(start = 1, fixed = true);\n"
         "  Real p = pick({1, 2, 3}, n);\nequation\n  when sample(1, 1) then\n    n = pre(n) + "
         "1;\n  end when;\nend M;\n",
         "index-out-of-range", 6, 8},
        // ... and in an equation of the model
        {"model M\n  Real v[3] = {1, 2, 3};\n  discrete Integer n(start = 1, fixed = true);\n"
         "  Real p = v[n];\nequation\n  when sample(1, 1) then\n    n = pre(n) + 1;\n  end "
         "when;\nend M;\n",
         "index-out-of-range", 4, 12},
        // a while-loop that does not end
        {"function f\n  input Real a;\n  output Real b = a;\nalgorithm\n  while b > 0 loop\n"
         "    b := b + 1;\n  end while;\nend f;\nmodel M\n  Real x = f(1 + time);\nend M;\n",
         "while-iteration-limit", 5, 3},
        // a recursion that does not end
        {"function f\n  input Integer n;\n  output Integer m;\nalgorithm\n  m := f(n + 1);\n"
         "end f;\nmodel M\n  parameter Integer k = 1;\n  Integer x = f(k);\nend M;\n",
         "recursion-limit", 5, 8},
        // an assertion of the function, on the running values
        {"function f\n  input Real a;\n  output Real b = 0;\nalgorithm\n  while b < a loop\n"
         "    b := b + 0.5;\n    assert(b < 2, \"b reached 2\");\n  end while;\nend f;\n"
         "model M\n  Real x = f(time);\nend M;\n",
         "assertion-failed", 7, 5},
    };
    for (const Case& c : cases) {
        auto engine = runModel(compileOk(c.text), 5.0);
        EXPECT_EQ(engine->status(), RunStatus::Failed) << c.text;
        const Diagnostic* d = runError(*engine, c.code);
        ASSERT_NE(d, nullptr) << c.text;
        EXPECT_EQ(d->loc.line, c.line) << c.text << formatText(*d);
        EXPECT_EQ(d->loc.column, c.column) << c.text << formatText(*d);
    }
    // the subscript's value and the array's size are named; the first one beyond is n = 4
    auto engine = runModel(compileOk(cases[0].text), 5.0);
    const Diagnostic* d = runError(*engine, "index-out-of-range");
    ASSERT_NE(d, nullptr);
    EXPECT_NE(d->message.find("subscript 4 of 'v' is outside 1..3"), std::string::npos)
        << d->message;
    EXPECT_NEAR(engine->time(), 3.0, 1e-12);
}

TEST(RuntimeFunctions, CalledFromAlgorithmsAndWhenClauses) {
    auto engine = runModel(compileOk(R"mo(
function collatzSteps
  input Integer n0;
  output Integer steps = 0;
protected
  Integer n = n0;
algorithm
  while n <> 1 loop
    if mod(n, 2) == 0 then
      n := div(n, 2);
    else
      n := 3 * n + 1;
    end if;
    steps := steps + 1;
  end while;
end collatzSteps;

model Collatz
  discrete Integer n(start = 26, fixed = true);
  discrete Integer steps(start = 0, fixed = true);
  discrete Integer longest(start = 0, fixed = true);
algorithm
  when sample(0, 1) then
    steps := collatzSteps(n);
    longest := max(pre(longest), steps);
    n := pre(n) + 1;
  end when;
end Collatz;
)mo"),
                           1.5);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    // 26 takes 10 steps, 27 takes 111
    EXPECT_EQ(engine->value("steps"), 111);
    EXPECT_EQ(engine->value("longest"), 111);
    EXPECT_EQ(engine->value("n"), 28);
}

}  // namespace
}  // namespace hs::test

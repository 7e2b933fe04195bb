// Asserts do what they say (only in their branch, at initialisation, with the time they
// failed, warnings once per change, String messages), algorithm sections run as written, and
// a value outside a function's domain stops the run with a located math-domain error.

#include "test_support.h"

#include <cmath>

namespace hs::test {
namespace {

const Diagnostic& expectCode(const Engine& e, const std::string& code) {
    const Diagnostic* d = e.diagnostics().find(code);
    if (!d) {
        static const Diagnostic none;
        ADD_FAILURE() << "no " << code << " diagnostic";
        for (const auto& x : e.diagnostics().items()) ADD_FAILURE() << formatText(x);
        return none;
    }
    return *d;
}

TEST(Asserts, InsideAnIfEquationOnlyItsActiveBranchIsChecked) {
    auto engine = runModel(compileOk(R"(
model Branches
  Real x(start = 0, fixed = true);
  Real y;
equation
  der(x) = 1;
  if x < 1 then
    y = x;
    assert(x < 1.5, "first branch");
  else
    y = 1;
    assert(x >= 0.9, "second branch");
  end if;
end Branches;
)"),
                           3.0);
    EXPECT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_TRUE(engine->diagnostics().empty());
}

TEST(Asserts, InsideAnIfStatementOnlyItsActiveBranchIsChecked) {
    auto engine = runModel(compileOk(R"(
model Branches
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
algorithm
  if x < 1 then
    assert(x < 1.5, "first branch");
  else
    assert(x >= 0.9, "second branch");
  end if;
end Branches;
)"),
                           3.0);
    EXPECT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_TRUE(engine->diagnostics().empty());
}

// The relation x > 0.5 is initialised before the algorithm first runs.
TEST(Asserts, AlgorithmsSeeInitialisedRelations) {
    auto engine = runModel(compileOk(R"(
model Rel
  Real x;
algorithm
  x := 1 + abs(time);
  assert(x > 0.5, "x is too small");
end Rel;
)"),
                           1.0);
    EXPECT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_TRUE(engine->diagnostics().empty());
}

TEST(Asserts, AnAlgorithmThatAssignsNothingStillRuns) {
    auto engine = runModel(compileOk(R"(
model Never
algorithm
  assert(false, "m");
end Never;
)"),
                           1.0);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    const Diagnostic& d = expectCode(*engine, "assertion-failed");
    EXPECT_EQ(d.message, "m");
    EXPECT_EQ(d.loc.line, 4);
    ASSERT_TRUE(d.time.has_value());
    EXPECT_EQ(*d.time, 0.0);
}

TEST(Asserts, EquationAssertsAreCheckedAtInitialization) {
    auto engine = runModel(compileOk(R"(
model Start
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  assert(x > 0, "x must be positive");
end Start;
)"),
                           1.0);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    const Diagnostic& d = expectCode(*engine, "assertion-failed");
    ASSERT_TRUE(d.time.has_value());
    EXPECT_EQ(*d.time, 0.0);
    EXPECT_EQ(engine->results().rowCount(), 0u);
}

// Without states nothing is integrated; the failure still carries its own time and no row
// is written after it.
TEST(Asserts, AFailureWithoutStatesReportsItsTimeAndStopsTheResults) {
    auto engine = runModel(compileOk(R"(
model Late
  Real y = time;
equation
  assert(y < 0.5, "too late");
end Late;
)"),
                           1.0);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    const Diagnostic& d = expectCode(*engine, "assertion-failed");
    ASSERT_TRUE(d.time.has_value());
    EXPECT_NEAR(*d.time, 0.5, 1e-12);
    ASSERT_GT(engine->results().rowCount(), 0u);
    EXPECT_LT(engine->results().time().back(), 0.5);
}

TEST(Asserts, AWarningIsGivenOncePerChangeOfTheCondition) {
    auto engine = runModel(compileOk(R"(
model Warn
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  assert(x - floor(x) < 0.5, "second half of a second", AssertionLevel.warning);
end Warn;
)"),
                           2.9);
    EXPECT_EQ(engine->status(), RunStatus::Finished);
    std::vector<double> times;
    for (const auto& d : engine->diagnostics().items()) {
        ASSERT_EQ(d.code, "assertion-failed");
        EXPECT_EQ(d.severity, Severity::Warning);
        times.push_back(*d.time);
    }
    ASSERT_EQ(times.size(), 3u);  // [0.5, 1), [1.5, 2), [2.5, 2.9]
    EXPECT_NEAR(times[0], 0.5, 0.01);
    EXPECT_NEAR(times[1], 1.5, 0.01);
    EXPECT_NEAR(times[2], 2.5, 0.01);
}

TEST(Asserts, TheMessageMustBeAString) {
    DiagnosticList d = compileErrors(R"(
model Msg
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  assert(x < 2, 3);
end Msg;
)");
    const Diagnostic* e = d.find("type-error");
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(e->loc.line, 6);
    EXPECT_EQ(e->loc.column, 17);
    EXPECT_NE(e->message.find("must be a String"), std::string::npos) << e->message;
}

TEST(Asserts, MessagesJoinStringsAndValues) {
    auto engine = runModel(compileOk(R"mo(
model Msg
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  assert(x < 1.25, "x = " + String(x) + " exceeds " + String(1.25) + " (" + String(x > 1) + ")");
end Msg;
)mo"),
                           2.0);
    const Diagnostic& d = expectCode(*engine, "assertion-failed");
    EXPECT_EQ(d.message.rfind("x = 1.25", 0), 0u) << d.message;
    EXPECT_NE(d.message.find(" exceeds 1.25 (true)"), std::string::npos) << d.message;
}

TEST(Terminate, OutsideAWhenClauseEndsTheRunAfterTheStep) {
    auto engine = runModel(compileOk(R"(
model Stop
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  if x > 0.5 then
    terminate("x passed 0.5");
  end if;
end Stop;
)"),
                           2.0);
    EXPECT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_NEAR(engine->time(), 0.5, 0.01);
    EXPECT_EQ(engine->events().back().kind, EventKind::Terminal);
    EXPECT_EQ(engine->events().back().detail.english(), "terminate: x passed 0.5");
}

// ------------------------------------------------------------------------- math domain

struct DomainCase {
    const char* expression;  // of time; leaves its domain at failTime
    const char* described;   // how the message starts
    double failTime;
    friend std::ostream& operator<<(std::ostream& out, const DomainCase& c) { return out << c.expression; }
};

class MathDomain : public ::testing::TestWithParam<DomainCase> {};

TEST_P(MathDomain, StopsTheRunWithALocatedDiagnostic) {
    const DomainCase& c = GetParam();
    const std::string text = std::string("model D\n  Real y;\nequation\n  y = ") + c.expression + ";\nend D;\n";
    auto engine = runModel(compileOk(text), 2.0);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    const Diagnostic& d = expectCode(*engine, "math-domain");
    EXPECT_EQ(d.message.rfind(c.described, 0), 0u) << d.message;
    EXPECT_EQ(d.loc.line, 4);
    EXPECT_GE(d.loc.column, 3);  // the operation, or the equation that stored the value
    ASSERT_TRUE(d.time.has_value());
    EXPECT_NEAR(*d.time, c.failTime, 0.0041);  // the first output point past it
    // no row holds a NaN or an infinity
    const ResultStore& r = engine->results();
    const int y = r.columnIndex("y");
    if (c.failTime == 0.0) {
        EXPECT_EQ(r.rowCount(), 0u);  // failed while initialising
        return;
    }
    ASSERT_GE(y, 0);
    for (double v : r.column(static_cast<std::size_t>(y))) ASSERT_TRUE(std::isfinite(v));
}

INSTANTIATE_TEST_SUITE_P(
    EveryFunction, MathDomain,
    ::testing::Values(DomainCase{"sqrt(1 - time)", "sqrt(-0.", 1.0}, DomainCase{"sqrt(-25 + 0*time)", "sqrt(-25)", 0.0},
                      DomainCase{"log(1 - time)", "log(0)", 1.0}, DomainCase{"log10(1 - time)", "log10(0)", 1.0},
                      DomainCase{"asin(time)", "asin(1.00", 1.0}, DomainCase{"acos(2*time)", "acos(1.00", 0.5},
                      DomainCase{"1 / (1 - time)", "division by zero", 1.0},
                      DomainCase{"(1 - time)^(-1)", "zero to a negative power", 1.0},
                      DomainCase{"(time - 1)^0.5", "a negative number to a non-integer power", 0.0},
                      DomainCase{"mod(time, 1 - time)", "mod(1, 0)", 1.0},
                      DomainCase{"exp(1000*time)", "'y' became infinite", 0.71},
                      DomainCase{"log10(-1 + 0*time)", "log10(-1)", 0.0}, DomainCase{"asin(2 + 0*time)", "asin(2)", 0.0},
                      DomainCase{"acos(2 + 0*time)", "acos(2)", 0.0}, DomainCase{"time / 0", "division by zero", 0.0},
                      DomainCase{"(0*time)^(-1)", "zero to a negative power", 0.0}),
    [](const ::testing::TestParamInfo<DomainCase>& info) { return "Case" + std::to_string(info.index); });

// A derivative whose equation is one running value (a chain: x - 1, / d, + k) is right
// while d = 2 (x = 3 e^(t/2) - 3), and the division by d = 0 after the event at t = 0.5 is
// reported at the division, at that time.
TEST(MathDomainInStates, ADerivativeComputedWithoutTheInterpreterStillReportsADivisionByZero) {
    auto engine = runModel(compileOk(R"(
model C
  parameter Real k = 2;
  Real d(start = 2, fixed = true);
  Real x(start = 0, fixed = true);
equation
  der(x) = (x - 1) / d + k;
  when time > 0.5 then
    d = 0;
  end when;
end C;
)"),
                           2.0);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    const Diagnostic& d = expectCode(*engine, "math-domain");
    EXPECT_EQ(d.message.rfind("division by zero", 0), 0u) << d.message;
    EXPECT_EQ(d.loc.line, 7);
    EXPECT_EQ(d.loc.column, 12);  // the division: where its left operand begins
    ASSERT_TRUE(d.time.has_value());
    EXPECT_NEAR(*d.time, 0.5, 1e-6);
    const ResultStore& r = engine->results();
    const auto time = r.time();
    const auto x = r.column(static_cast<std::size_t>(r.columnIndex("x")));
    ASSERT_GT(time.size(), 100u);
    for (std::size_t i = 0; i < time.size(); ++i) {
        ASSERT_LE(time[i], 0.5 + 1e-9);
        if (time[i] < 0.5) {
            EXPECT_NEAR(x[i], 3.0 * std::exp(time[i] / 2.0) - 3.0, 1e-5) << time[i];
        }
    }
}

// A derivative that leaves its domain at t = 1 (line 5, column 12: sqrt).
constexpr const char* kSqrtOfOneMinusTime = R"(
model S
  Real x(start = 0, fixed = true);
equation
  der(x) = sqrt(1 - time);
end S;
)";

// With states the solver first retries smaller steps; when it cannot get past the point the
// error is the cause it reports.
TEST(MathDomainInStates, TheDerivativeLeavingItsDomainIsReportedNotASolverFailure) {
    auto engine = runModel(compileOk(kSqrtOfOneMinusTime), 2.0);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    const Diagnostic& d = expectCode(*engine, "math-domain");
    EXPECT_EQ(d.loc.line, 5);
    EXPECT_EQ(d.loc.column, 12);
    EXPECT_NEAR(*d.time, 1.0, 1e-3);
    EXPECT_EQ(engine->diagnostics().find("solver-failure"), nullptr);
}

// A fixed step is not retried smaller: the step where a derivative leaves its domain
// fails at once, reported where it happened, and no row past it is written.
TEST(MathDomainInStates, AFixedStepSolverFailsTheStepThatLeavesTheDomain) {
    for (SolverMethod method : {SolverMethod::Euler, SolverMethod::Rk4}) {
        SCOPED_TRACE(method == SolverMethod::Euler ? "Euler" : "RK4");
        SimulationSettings s;
        s.solver = method;
        s.step = 0.01;
        auto engine = runModel(compileOk(kSqrtOfOneMinusTime), 2.0, s);
        EXPECT_EQ(engine->status(), RunStatus::Failed);
        const Diagnostic& d = expectCode(*engine, "math-domain");
        EXPECT_EQ(d.loc.line, 5);
        EXPECT_EQ(d.loc.column, 12);
        EXPECT_NEAR(*d.time, 1.0, 0.011);  // the failing step's start
        EXPECT_NE(d.message.find("sqrt(-0.0"), std::string::npos) << d.message;
        const std::vector<double>& time = engine->results().time();
        ASSERT_FALSE(time.empty());
        EXPECT_LE(time.back(), 1.0 + 1e-9);
        for (double x : *engine->results().column("x")) EXPECT_TRUE(std::isfinite(x));
    }
}

// The run failed where log(1 - x) reached log(0) at t = 1, located at line:column.
void expectLogOfZeroAt(const Engine& engine, int line, int column) {
    EXPECT_EQ(engine.status(), RunStatus::Failed);
    const Diagnostic& d = expectCode(engine, "math-domain");
    EXPECT_EQ(d.loc.line, line);
    EXPECT_EQ(d.loc.column, column);
    EXPECT_EQ(d.message.rfind("log(", 0), 0u) << d.message;
    EXPECT_NEAR(*d.time, 1.0, 1e-3);
}

// The right-hand side runs its assignments as one program; each checked operation keeps
// its own place, and the values before the failing one are kept.
TEST(MathDomainInStates, AnEquationAmongManyIsLocated) {
    auto engine = runModel(compileOk(R"(
model M
  Real x(start = 0, fixed = true);
  Real a, b, c, d;
equation
  a = 2 * x;
  b = a + 1;
  c = log(1 - x) + b;
  d = c / 2;
  der(x) = 1 + 0 * d;
end M;
)"),
                           2.0);
    expectLogOfZeroAt(*engine, 8, 7);
    // the last row holds the values before the failure, all numbers
    const ResultStore& r = engine->results();
    ASSERT_GT(r.rowCount(), 0u);
    for (const char* name : {"a", "b", "c", "d"}) {
        const int col = r.columnIndex(name);
        ASSERT_GE(col, 0) << name;
        EXPECT_TRUE(std::isfinite(r.column(static_cast<std::size_t>(col)).back())) << name;
    }
}

// More checked operations than one joined program can number (16 bits): the program is
// split, and an error after the split is still located at its own equation.
TEST(MathDomainInStates, AnEquationAfterManyCheckedOnesIsLocated) {
    std::string sum;
    for (int k = 1; k <= 18; ++k)
        sum += (k > 1 ? " + " : "") + std::string("sqrt(") + std::to_string(k) + " + x + i)";
    const std::string text =
        "model S\n"
        "  parameter Integer n = 4000;\n"
        "  Real x(start = 0, fixed = true);\n"
        "  Real a[n];\n"
        "  Real z;\n"
        "equation\n"
        "  der(x) = 1;\n"
        "  for i in 1:n loop\n"
        "    a[i] = " +
        sum +
        ";\n"
        "  end for;\n"
        "  z = log(1 - x) + a[n];\n"
        "end S;\n";
    auto model = compileOk(text);
    std::size_t sites = 0;
    for (const EquationBlock& b : model->odeBlocks) sites += b.program.sites.size();
    ASSERT_GT(sites, 65535u);
    SimulationSettings s;
    s.interval = 0.25;
    auto engine = runModel(model, 2.0, s);
    expectLogOfZeroAt(*engine, 11, 7);
}

TEST(MathDomainInStates, ParameterBindingsAreCheckedAtTheStart) {
    auto engine = runModel(compileOk(R"(
model P
  parameter Real a = -4;
  parameter Real b = sqrt(a);
  Real x(start = 0, fixed = true);
equation
  der(x) = b;
end P;
)"),
                           1.0);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    const Diagnostic& d = expectCode(*engine, "math-domain");
    EXPECT_EQ(d.loc.line, 4);
    EXPECT_NE(d.message.find("sqrt(-4)"), std::string::npos) << d.message;
}

}  // namespace
}  // namespace hs::test

// Every diagnostic the core reports, with its code and location.

#include "test_support.h"

#include <nlohmann/json.hpp>

namespace hs::test {
namespace {

const Diagnostic& expectDiagnostic(const DiagnosticList& diags, const std::string& code, int line,
                                   int column) {
    const Diagnostic* d = diags.find(code);
    if (!d) {
        std::string all;
        for (const auto& x : diags.items()) all += formatText(x) + "\n";
        ADD_FAILURE() << "no " << code << " diagnostic; got:\n" << all;
        static Diagnostic none;
        return none;
    }
    EXPECT_EQ(d->loc.line, line) << formatText(*d);
    if (column > 0) {
        EXPECT_EQ(d->loc.column, column) << formatText(*d);
    }
    return *d;
}

TEST(Diagnostics, ParseErrorHasLineAndColumn) {
    auto diags = compileErrors("model M\n  Real x\nequation\n  der(x) = 1;\nend M;\n");
    const auto& d = expectDiagnostic(diags, "parse-error", 3, 1);
    EXPECT_EQ(d.severity, Severity::Error);
    EXPECT_EQ(d.file, "bad.mo");
}

TEST(Diagnostics, UndefinedNamesAreAllReported) {
    auto diags = compileErrors(
        "model M\n  Real x(start=1, fixed=true);\nequation\n  der(x) = -k * x + y;\nend M;\n");
    int count = 0;
    for (const auto& d : diags.items())
        if (d.code == "undefined-name") ++count;
    EXPECT_EQ(count, 2);
    expectDiagnostic(diags, "undefined-name", 4, 13);
}

TEST(Diagnostics, UndefinedNameSuggestsCloseName) {
    auto diags = compileErrors(
        "model M\n  Real speed(start=1, fixed=true);\nequation\n  der(speed) = -sped;\nend M;\n");
    const auto& d = expectDiagnostic(diags, "undefined-name", 4, 17);
    EXPECT_NE(d.message.find("did you mean 'speed'"), std::string::npos) << d.message;
}

TEST(Diagnostics, TypeErrorBooleanArithmetic) {
    auto diags = compileErrors(
        "model M\n  Boolean b;\n  Real x;\nequation\n  b = time > 1;\n  x = b + 1;\nend M;\n");
    expectDiagnostic(diags, "type-error", 6, 7);
}

TEST(Diagnostics, DerOfNonRealIsTypeError) {
    auto diags = compileErrors(
        "model M\n  Integer n(start=0, fixed=true);\nequation\n  der(n) = 1;\nend M;\n");
    const auto& d = expectDiagnostic(diags, "type-error", 4, 3);
    EXPECT_NE(d.message.find("non-Real"), std::string::npos) << d.message;
}

TEST(Diagnostics, UnbalancedModelCountsAndCandidates) {
    auto diags = compileErrors(
        "model M\n  Real x(start=1, fixed=true);\n  Real y;\n  Real z;\nequation\n  der(x) = -x;\n  y = 2 * x;\nend M;\n");
    const auto& d = expectDiagnostic(diags, "unbalanced-model", 4, 8);
    ASSERT_TRUE(d.equations.has_value());
    EXPECT_EQ(*d.equations, 2);
    EXPECT_EQ(*d.unknowns, 3);
    EXPECT_EQ(d.names, (std::vector<std::string>{"z"}));
    EXPECT_NE(d.message.find("2 equations and 3 unknowns"), std::string::npos) << d.message;
}

TEST(Diagnostics, OverdeterminedModelNamesTheEquation) {
    auto diags = compileErrors(
        "model M\n  Real y;\nequation\n  y = 1;\n  y = 2;\nend M;\n");
    const auto& d = expectDiagnostic(diags, "unbalanced-model", 5, 3);
    EXPECT_EQ(*d.equations, 2);
    EXPECT_EQ(*d.unknowns, 1);
}

TEST(Diagnostics, AssignmentToParameter) {
    auto diags = compileErrors(
        "model M\n  parameter Real p = 1;\nequation\n  when time > 1 then\n    p = 2;\n  end when;\nend M;\n");
    expectDiagnostic(diags, "parameter-assignment", 5, 5);
}

TEST(Diagnostics, ReinitOfNonState) {
    auto diags = compileErrors(
        "model M\n  Real y;\nequation\n  y = time;\n  when time > 1 then\n    reinit(y, 0);\n  end when;\nend M;\n");
    expectDiagnostic(diags, "reinit-non-state", 6, 12);
}

TEST(Diagnostics, AlgebraicLoopFailureNamesItsVariables) {
    auto engine = runModel(compileOk(
        "model M\n  Real x(start=1);\nequation\n  x * x = -1 - time;\nend M;\n"), 1.0);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    const auto& d = expectDiagnostic(engine->diagnostics(), "algebraic-loop-failed", 4, 3);
    EXPECT_EQ(d.names, (std::vector<std::string>{"x"}));
}

TEST(Diagnostics, EventIterationLimitNamesChangingVariables) {
    auto engine = runModel(compileOk(R"(
model Ping
  Integer a(start=0, fixed=true);
  Integer b(start=0, fixed=true);
equation
  when a == b and time > 0.5 then
    a = pre(a) + 1;
  end when;
  when pre(a) <> pre(b) then
    b = pre(a);
  end when;
end Ping;
)"), 1.0);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    const Diagnostic* d = engine->diagnostics().find("event-iteration-limit");
    ASSERT_NE(d, nullptr);
    EXPECT_NE(std::find(d->names.begin(), d->names.end(), "a"), d->names.end()) << formatText(*d);
    EXPECT_NE(std::find(d->names.begin(), d->names.end(), "b"), d->names.end());
    EXPECT_DOUBLE_EQ(*d->time, 0.5);
}

TEST(Diagnostics, SolverFailureIsReportedNotCrashed) {
    SimulationSettings s;
    s.maxSteps = 3;  // far too few for a stiff model between two output points
    auto engine = runModel(compileOk("model M\n  Real x(start=1, fixed=true);\nequation\n  der(x) = -1e4*(x - "
                                     "sin(100*time));\nend M;\n"),
                           2.0, s);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    const Diagnostic* d = engine->diagnostics().find("solver-failure");
    ASSERT_NE(d, nullptr);
    ASSERT_TRUE(d->time.has_value());
    EXPECT_LT(*d->time, 2.0);
}

// x' = x^2 from x(0) = 1 is x = 1/(1-t): the solver's steps shrink to nothing just before
// t = 1, and the run stops there instead of stepping in place.
TEST(Diagnostics, BlowUpStopsWhereTheSolverStalls) {
    auto engine = runModel(compileOk(
        "model M\n  Real x(start=1, fixed=true);\nequation\n  der(x) = x^2;\nend M;\n"), 2.0);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    const Diagnostic* d = engine->diagnostics().find("solver-failure");
    ASSERT_NE(d, nullptr);
    EXPECT_NE(d->message.find("makes no progress"), std::string::npos) << d->message;
    ASSERT_TRUE(d->time.has_value());
    EXPECT_NEAR(*d->time, 1.0, 0.01);
}

TEST(Diagnostics, AssertionFailedStopsTheRun) {
    auto engine = runModel(compileOk(
        "model M\n  Real x(start=0, fixed=true);\nequation\n  der(x) = 1;\n  assert(x < 2, \"x is too large\");\nend M;\n"), 5.0);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    const auto& d = expectDiagnostic(engine->diagnostics(), "assertion-failed", 5, 3);
    EXPECT_EQ(d.message, "x is too large");
    EXPECT_NEAR(*d.time, 2.0, 0.05);
}

TEST(Diagnostics, JsonHasEveryField) {
    auto diags = compileErrors(
        "model M\n  Real x(start=1, fixed=true);\n  Real y;\nequation\n  der(x) = -x;\nend M;\n");
    const Diagnostic* d = diags.find("unbalanced-model");
    ASSERT_NE(d, nullptr);
    auto j = nlohmann::json::parse(formatJson(*d));
    for (const char* key : {"severity", "code", "file", "line", "column", "message", "names", "time", "counts"})
        EXPECT_TRUE(j.contains(key)) << key;
    EXPECT_EQ(j["code"], "unbalanced-model");
    EXPECT_EQ(j["counts"]["equations"], 1);
    EXPECT_EQ(j["counts"]["unknowns"], 2);
    EXPECT_EQ(j["names"][0], "y");
    EXPECT_TRUE(j["time"].is_null());
}

TEST(Diagnostics, TextFormatIsFileLineColumn) {
    Diagnostic d;
    d.file = "m.mo";
    d.loc = {3, 7};
    d.code = "type-error";
    d.message = "bad";
    EXPECT_EQ(formatText(d), "m.mo:3:7: error: bad [type-error]");
}

}  // namespace
}  // namespace hs::test

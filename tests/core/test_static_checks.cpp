// Translation errors a Modelica tool must report (exit 1, located): reserved names, types
// and variability, attributes, statements out of place, final modifications, and the
// constructs HybridStudio does not read yet reported as `unsupported` at their keyword. And
// what is legal and cheap is accepted: a byte-order mark, `within`, `class`, `block`,
// public/protected sections.

#include "test_support.h"

namespace hs::test {
namespace {

// The first error with this code, or a test failure listing what was reported.
Diagnostic firstError(const std::string& text, const std::string& code) {
    DiagnosticList d = compileErrors(text);
    for (const auto& x : d.items())
        if (x.code == code && x.severity == Severity::Error) return x;
    ADD_FAILURE() << "no " << code << " error";
    for (const auto& x : d.items()) ADD_FAILURE() << formatText(x);
    return {};
}

void expectAt(const Diagnostic& d, int line, int column) {
    EXPECT_EQ(d.loc.line, line) << d.message;
    EXPECT_EQ(d.loc.column, column) << d.message;
}

TEST(StaticChecks, PredefinedTypeNamesAreReserved) {
    expectAt(firstError("model M\n  Integer Real = 2;\nend M;\n", "reserved-name"), 2, 11);
    expectAt(firstError("model Real\n  Real x = 1;\nend Real;\n", "reserved-name"), 1, 7);
    expectAt(firstError("model M\n  type Boolean = Real;\n  Real x = 1;\nend M;\n", "reserved-name"), 2, 8);
}

TEST(StaticChecks, AnIntegerCannotTakeARealValue) {
    const Diagnostic d = firstError("model M\n  Integer i = 7/2;\nend M;\n", "type-error");
    EXPECT_EQ(d.loc.line, 2);
    EXPECT_NE(d.message.find("Integer 'i'"), std::string::npos) << d.message;
    expectAt(firstError("model M\n  parameter Integer n = 3.5;\n  Real x = n;\nend M;\n", "type-error"), 2, 25);
    expectAt(firstError("model M\n  parameter Real p = 2;\n  parameter Integer n = p/2;\n  Real x = n;\nend M;\n",
                        "type-error"),
             3, 25);
    // integer() and div() give Integers
    compileOk("model M\n  Integer i = integer(7/2);\n  Integer j = div(7, 2);\nend M;\n");
}

TEST(StaticChecks, ADiscreteRealIsGivenOnlyByWhenClauses) {
    expectAt(firstError("model M\n  discrete Real d;\nequation\n  d = time;\nend M;\n", "variability-error"), 4, 3);
    expectAt(firstError("model M\n  discrete Real d = time;\nend M;\n", "variability-error"), 2, 17);
}

TEST(StaticChecks, AConstantNeedsAValueThatNeedsNoParameter) {
    expectAt(firstError("model M\n  constant Real c;\n  Real x = c;\nend M;\n", "variability-error"), 2, 17);
    const Diagnostic d =
        firstError("model M\n  parameter Real p = 1;\n  constant Real c = 2*p;\n  Real x = c;\nend M;\n", "variability-error");
    expectAt(d, 3, 23);
    EXPECT_NE(d.message.find("parameter 'p'"), std::string::npos) << d.message;
}

TEST(StaticChecks, AParameterCannotDependOnAContinuousVariable) {
    const Diagnostic d = firstError("model M\n  Real x = time;\n  parameter Real p = x;\nend M;\n", "variability-error");
    expectAt(d, 3, 22);
}

TEST(StaticChecks, CyclicParameterBindingsAreNamedAsCycles) {
    const Diagnostic self = firstError("model M\n  parameter Real r = 2*sin(r);\n  Real x = r;\nend M;\n", "variability-error");
    expectAt(self, 2, 28);
    EXPECT_NE(self.message.find("cycle r -> r"), std::string::npos) << self.message;
    const Diagnostic pair =
        firstError("model M\n  parameter Real a = b;\n  parameter Real b = a + 1;\n  Real x = a;\nend M;\n", "variability-error");
    EXPECT_NE(pair.message.find("cycle"), std::string::npos) << pair.message;
    EXPECT_NE(pair.message.find("a"), std::string::npos);
}

TEST(StaticChecks, AnIfEquationConditionIsBoolean) {
    const Diagnostic d = firstError(R"(model M
  parameter Integer n = 1;
  Real y;
equation
  if n then
    y = 1;
  else
    y = 2;
  end if;
end M;
)",
                                    "type-error");
    expectAt(d, 5, 6);
    EXPECT_NE(d.message.find("Integer 'n'"), std::string::npos) << d.message;
}

TEST(StaticChecks, AnUnknownAttributeIsAnError) {
    const Diagnostic d = firstError("model M\n  Real x(foo = 1) = time;\nend M;\n", "unknown-modifier");
    expectAt(d, 2, 10);
    EXPECT_NE(d.message.find("'foo'"), std::string::npos) << d.message;
}

TEST(StaticChecks, BreakAndReturnOutOfPlace) {
    expectAt(firstError("model M\n  Real x;\nalgorithm\n  x := 1;\n  break;\nend M;\n", "invalid-statement"), 5, 3);
    expectAt(firstError("model M\n  Real x;\nalgorithm\n  x := 1;\n  return;\nend M;\n", "invalid-statement"), 5, 3);
    compileOk("model M\n  Real x;\nalgorithm\n  x := 0;\n  for i in 1:10 loop\n    x := x + i;\n    if i > 3 then\n"
              "      break;\n    end if;\n  end for;\nend M;\n");
}

TEST(StaticChecks, AFinalAttributeCannotBeModifiedAgain) {
    const Diagnostic d = firstError(
        "model M\n  type Length = Real(final unit = \"m\");\n  Length x(unit = \"s\") = time;\nend M;\n", "final-modification");
    expectAt(d, 3, 12);
    EXPECT_NE(d.message.find("'unit' is final"), std::string::npos) << d.message;
}

// ------------------------------------------------------------------ not supported yet

struct UnsupportedCase {
    const char* text;
    int line, column;
    const char* word;
    friend std::ostream& operator<<(std::ostream& out, const UnsupportedCase& c) { return out << c.word; }
};

class Unsupported : public ::testing::TestWithParam<UnsupportedCase> {};

TEST_P(Unsupported, IsReportedAtItsKeyword) {
    const UnsupportedCase& c = GetParam();
    const Diagnostic d = firstError(c.text, "unsupported");
    expectAt(d, c.line, c.column);
    EXPECT_NE(d.message.find(c.word), std::string::npos) << d.message;
    // and not drowned in parse errors about what follows
    DiagnosticList all = compileErrors(c.text);
    for (const auto& x : all.items()) EXPECT_NE(x.code, "parse-error") << formatText(x);
}

INSTANTIATE_TEST_SUITE_P(
    EveryKeyword, Unsupported,
    ::testing::Values(
        UnsupportedCase{"model M\n  operator record R\n    Real a;\n  end R;\n  R r;\nend M;\n", 5,
                        3, "operator record"},
        UnsupportedCase{
            "model M\n  connector C\n    Real p;\n    flow Real f;\n    stream Real h;\n"
            "  end C;\n  C c;\nend M;\n",
            5, 17, "stream"},
        UnsupportedCase{"model M\n  expandable connector Bus\n  end Bus;\n  Bus bus;\nend M;\n", 4,
                        7, "expandable"},
        UnsupportedCase{"model M\n  function f = der(g, x);\n  Real x = 1;\nend M;\n", 2, 16,
                        "der"},
        UnsupportedCase{"model M\n  Real x = 1;\n  String s;\nend M;\n", 3, 3, "String"}),
    [](const ::testing::TestParamInfo<UnsupportedCase>& info) {
        return "Case" + std::to_string(info.index);
    });

// ------------------------------------------------------------------ legal and cheap

TEST(Accepted, AByteOrderMark) {
    auto model = compileOk("\xEF\xBB\xBFmodel M\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\nend M;\n");
    ASSERT_NE(model, nullptr);
}

TEST(Accepted, WithinClassAndBlock) {
    ASSERT_NE(compileOk("within Some.Package;\nmodel M\n  Real x = time;\nend M;\n"), nullptr);
    ASSERT_NE(compileOk("within;\nclass C\n  Real x = time;\nend C;\n"), nullptr);
    ASSERT_NE(compileOk("block B\n  input Real u = 1;\n  output Real y;\nequation\n  y = 2*u;\nend B;\n"), nullptr);
}

TEST(Accepted, ProtectedVariablesAreComputedButNotInTheResultsUnlessAsked) {
    const char* text = R"(model P
  Real y;
protected
  Real hidden = 2*time;
public
  Real shown = hidden + 1;
equation
  y = hidden;
end P;
)";
    auto engine = runModel(compileOk(text), 1.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const ResultStore& r = engine->results();
    EXPECT_GE(r.columnIndex("y"), 0);
    EXPECT_GE(r.columnIndex("shown"), 0);
    EXPECT_EQ(r.columnIndex("hidden"), -1);
    EXPECT_DOUBLE_EQ(engine->value("shown"), 3.0);
    SimulationSettings s;
    s.protectedResults = true;
    auto all = runModel(compileOk(text), 1.0, s);
    EXPECT_GE(all->results().columnIndex("hidden"), 0);
    EXPECT_EQ(all->results().names(), (std::vector<std::string>{"y", "hidden", "shown"}));
}

}  // namespace
}  // namespace hs::test

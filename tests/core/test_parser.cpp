// Tests of the lexer, the parser and the AST helpers (toString, constructors).

#include "hs/flatten/flatten.h"
#include "hs/lang/ast.h"
#include "hs/lang/lexer.h"
#include "hs/lang/parser.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <string_view>

using namespace hs;
using namespace hs::lang;

namespace {

// A source as the compiler reads it: parsed, then flattened.
std::optional<ModelAst> flatModel(std::string_view source, DiagnosticList& diags) {
    return flatten::flattenSource(source, diags);
}

// The last class of a source parsed (with its errors in diags), or null.
std::shared_ptr<const ClassDef> lastClass(std::string_view source, DiagnosticList& diags) {
    const std::optional<StoredDefinition> sd = parseStoredDefinition(source, diags);
    if (!sd || sd->classes.empty()) return nullptr;
    return sd->classes.back();
}

const char* const kBouncingBall = R"(model BouncingBall "The 'classic' bouncing ball model"
  type Height=Real(unit="m");
  type Velocity=Real(unit="m/s");
  parameter Real e=0.8 "Coefficient of restitution";
  parameter Height h0=1.0 "Initial height";
  Height h "Height";
  Velocity v(start=0.0, fixed=true) "Velocity";
initial equation
  h = h0;
equation
  v = der(h);
  der(v) = -9.81;
  when h<0 then
    reinit(v, -e*pre(v));
  end when;
end BouncingBall;
)";

const char* const kStableBouncingBall = R"(model StableBouncingBall
  "The 'classic' bouncing ball model with numerical tolerances"
  type Height=Real(unit="m");
  type Velocity=Real(unit="m/s");
  parameter Real e=0.8 "Coefficient of restitution";
  parameter Height h0=1.0 "Initial height";
  constant Height eps=1e-3 "Small height";
  Boolean done "Flag when to turn off gravity";
  Height h "Height";
  Velocity v(start=0.0, fixed=true) "Velocity";
initial equation
  h = h0;
  done = false;
equation
  v = der(h);
  der(v) = if done then 0 else -9.81;
  when {h<0,h<-eps} then
    done = h<-eps;
    reinit(v, -e*(if h<-eps then 0 else pre(v)));
  end when;
end StableBouncingBall;
)";

// A model using every construct of the subset (used by the truncation fuzz test).
const char* const kEverything = R"(model Everything "all constructs"
  type Len = Real(unit="m", min=-1e3) "a length";
  parameter Real k(unit="1") = 2, g = -9.81 annotation(Dialog(group="x"));
  input Real u;
  output discrete Integer n(start=0);
  discrete output Boolean b;
  Len x(start=1, each fixed=true), y;
  Real 'quoted name';
initial equation
  x = 1 "initial position";
equation
  der(x) = -k*x + u;
  if x > 1 then
    y = 1;
  elseif x > 0 then
    y = x^2;
  else
    y = 0;
  end if;
  for i in 1:2:5 loop
    assert(x < 10, "x too large", level=AssertionLevel.warning);
  end for;
  when {sample(0, 0.1), initial()} then
    n = pre(n) + 1;
  elsewhen x < 0 and not b then
    reinit(x, 1) annotation(__x=1);
    terminate("done");
  end when;
  b = /* inline */ x >= 0; // trailing
algorithm
  if time > 1 then
    n := n + 1;
  end if;
initial algorithm
  n := 0;
  annotation(experiment(StartTime=0, StopTime=2.5, Interval=0.01, Tolerance=1e-6),
             Documentation(info="<html>)(</html>"));
end Everything;
)";

std::string text(std::string_view source, int begin, int end) {
    return std::string(source.substr(begin, end - begin));
}

std::string exprText(std::string_view source, DiagnosticList* diagsOut = nullptr) {
    DiagnosticList diags;
    const ExprPtr e = parseExpression(source, diags);
    if (diagsOut) *diagsOut = diags;
    if (!e) return "<error>";
    return toString(*e);
}

std::string errorsText(const DiagnosticList& diags) {
    std::string out;
    for (const auto& d : diags.items()) out += formatText(d) + "\n";
    return out;
}

}  // namespace

// ---------------------------------------------------------------------------
// Lexer

TEST(Lexer, TokensCarryKindsLineColumnAndByteOffsets) {
    const std::string src = "x := 1.5e2;\n  y<>3 // c\n";
    const auto tokens = tokenize(src);
    ASSERT_EQ(tokens.size(), 8u);
    EXPECT_EQ(tokens[0].kind, TokenKind::Identifier);
    EXPECT_EQ(tokens[1].kind, TokenKind::ColonAssign);
    EXPECT_EQ(tokens[2].kind, TokenKind::Number);
    EXPECT_DOUBLE_EQ(tokens[2].number, 150.0);
    EXPECT_FALSE(tokens[2].isInteger);
    EXPECT_EQ(tokens[2].begin, 5);
    EXPECT_EQ(tokens[2].end, 10);
    EXPECT_EQ(tokens[4].kind, TokenKind::Identifier);
    EXPECT_EQ(tokens[4].loc.line, 2);
    EXPECT_EQ(tokens[4].loc.column, 3);
    EXPECT_EQ(tokens[5].kind, TokenKind::NotEqual);
    EXPECT_EQ(tokens[6].kind, TokenKind::Number);
    EXPECT_TRUE(tokens[6].isInteger);
    EXPECT_EQ(tokens[7].kind, TokenKind::EndOfInput);
}

TEST(Lexer, LessThanMinusIsTwoTokens) {
    const auto tokens = tokenize("h<-eps");
    ASSERT_EQ(tokens.size(), 5u);
    EXPECT_EQ(tokens[1].kind, TokenKind::Less);
    EXPECT_EQ(tokens[2].kind, TokenKind::Minus);
}

TEST(Lexer, OperatorsAndKeywordsAreRecognised) {
    const auto tokens = tokenize("a.^2 == b <= c >= d . ; : [ ] { } when elsewhen der initial");
    const TokenKind expected[] = {
        TokenKind::Identifier,  TokenKind::DotCaret,     TokenKind::Number,
        TokenKind::EqualEqual,  TokenKind::Identifier,   TokenKind::LessEqual,
        TokenKind::Identifier,  TokenKind::GreaterEqual, TokenKind::Identifier,
        TokenKind::Dot,         TokenKind::Semicolon,    TokenKind::Colon,
        TokenKind::LeftBracket, TokenKind::RightBracket, TokenKind::LeftBrace,
        TokenKind::RightBrace,  TokenKind::KwWhen,       TokenKind::KwElsewhen,
        TokenKind::Identifier,  TokenKind::KwInitial,    TokenKind::EndOfInput};
    ASSERT_EQ(tokens.size(), std::size(expected));
    for (std::size_t i = 0; i < tokens.size(); ++i) EXPECT_EQ(tokens[i].kind, expected[i]) << i;
}

TEST(Lexer, NumbersDistinguishIntegerAndReal) {
    const auto tokens = tokenize("42 4.2 1e3 1. 2E-2");
    EXPECT_TRUE(tokens[0].isInteger);
    EXPECT_FALSE(tokens[1].isInteger);
    EXPECT_FALSE(tokens[2].isInteger);
    EXPECT_FALSE(tokens[3].isInteger);
    EXPECT_DOUBLE_EQ(tokens[4].number, 0.02);
}

TEST(Lexer, StringEscapesAreResolved) {
    std::vector<LexError> errors;
    const auto tokens = tokenize(R"("a\"b\\c\nd\q")", &errors);
    ASSERT_EQ(tokens[0].kind, TokenKind::String);
    EXPECT_EQ(tokens[0].text, "a\"b\\c\ndq");
    ASSERT_EQ(errors.size(), 1u);  // \q is not a Modelica escape
    EXPECT_EQ(errors[0].loc.column, 12);
}

TEST(Lexer, CommentsAreSkippedAndColumnsCountCodePoints) {
    const auto tokens = tokenize("/* é */ x // ü\n/*\n*/y \"äö\" z");
    ASSERT_EQ(tokens.size(), 5u);
    EXPECT_EQ(tokens[0].loc.column, 9);  // "é" is two bytes but one column
    EXPECT_EQ(tokens[0].begin, 9);
    EXPECT_EQ(tokens[1].loc.line, 3);
    EXPECT_EQ(tokens[1].loc.column, 3);
    EXPECT_EQ(tokens[3].loc.column, 10);
}

TEST(Lexer, UnterminatedCommentAndStringAreErrorsAtTheirStart) {
    std::vector<LexError> errors;
    bool truncated = false;
    tokenize("x\n  y /* never closed\n", &errors, &truncated);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].loc.line, 2);
    EXPECT_EQ(errors[0].loc.column, 5);
    EXPECT_TRUE(truncated);

    errors.clear();
    tokenize("a = \"open", &errors, &truncated);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].loc.column, 5);
}

TEST(Lexer, OriginShiftsFirstLineColumnsOnly) {
    const auto tokens = tokenize("a\n b", nullptr, nullptr, {10, 7});
    EXPECT_EQ(tokens[0].loc.line, 10);
    EXPECT_EQ(tokens[0].loc.column, 7);
    EXPECT_EQ(tokens[1].loc.line, 11);
    EXPECT_EQ(tokens[1].loc.column, 2);
    EXPECT_EQ(tokens[1].begin, 3);
}

// ---------------------------------------------------------------------------
// Seed models

TEST(ParserModel, BouncingBallParsesExactly) {
    DiagnosticList diags;
    const auto cls = lastClass(kBouncingBall, diags);
    ASSERT_NE(cls, nullptr);
    EXPECT_TRUE(diags.empty()) << errorsText(diags);
    EXPECT_EQ(cls->name, "BouncingBall");
    EXPECT_EQ(cls->kind, ClassKind::Model);
    EXPECT_EQ(cls->description, "The 'classic' bouncing ball model");
    EXPECT_EQ(cls->loc.line, 1);
    EXPECT_EQ(cls->loc.column, 7);

    // the type aliases are short classes nested in the model
    ASSERT_EQ(cls->classes.size(), 2u);
    const ClassDef& height = *cls->classes[0];
    EXPECT_EQ(height.name, "Height");
    EXPECT_EQ(height.kind, ClassKind::Type);
    EXPECT_TRUE(height.isShort);
    EXPECT_EQ(height.baseName, "Real");
    ASSERT_EQ(height.baseMod.size(), 1u);
    EXPECT_EQ(height.baseMod[0].name, "unit");
    EXPECT_EQ(height.baseMod[0].value->kind, ExprKind::String);
    EXPECT_EQ(height.baseMod[0].value->text, "m");
    EXPECT_EQ(cls->classes[1]->baseMod[0].value->text, "m/s");

    ASSERT_EQ(cls->components.size(), 4u);
    const Component& e = cls->components[0];
    EXPECT_EQ(e.name, "e");
    EXPECT_EQ(e.typeName, "Real");
    EXPECT_EQ(e.variability, Variability::Parameter);
    EXPECT_EQ(e.causality, Causality::None);
    ASSERT_TRUE(e.binding);
    EXPECT_DOUBLE_EQ(e.binding->number, 0.8);
    EXPECT_EQ(e.description, "Coefficient of restitution");
    EXPECT_EQ(e.loc.line, 4);
    EXPECT_EQ(e.loc.column, 18);
    EXPECT_EQ(e.typeLoc.column, 13);
    EXPECT_EQ(cls->components[1].typeName, "Height");
    const Component& v0 = cls->components[3];
    EXPECT_EQ(v0.typeName, "Velocity");
    ASSERT_EQ(v0.mod.size(), 2u);
    EXPECT_EQ(v0.mod[0].name, "start");

    // flattened: the aliases' attributes on the variables, the types predefined
    const auto model = flatModel(kBouncingBall, diags);
    ASSERT_TRUE(model.has_value()) << errorsText(diags);
    EXPECT_EQ(model->name, "BouncingBall");
    EXPECT_TRUE(model->types.empty());
    ASSERT_EQ(model->declarations.size(), 4u);
    EXPECT_EQ(model->declarations[1].typeName, "Real");
    ASSERT_EQ(model->declarations[1].modifiers.size(), 1u);
    EXPECT_EQ(model->declarations[1].modifiers[0].name, "unit");
    EXPECT_EQ(model->declarations[1].modifiers[0].value->text, "m");
    const Declaration& h = model->declarations[2];
    EXPECT_EQ(h.variability, Variability::Continuous);
    EXPECT_FALSE(h.binding);
    const Declaration& v = model->declarations[3];
    EXPECT_EQ(v.typeName, "Real");
    ASSERT_EQ(v.modifiers.size(), 3u);
    EXPECT_EQ(v.modifiers[0].name, "unit");
    EXPECT_EQ(v.modifiers[1].name, "start");
    EXPECT_EQ(toString(*v.modifiers[1].value), "0");
    EXPECT_FALSE(v.modifiers[1].value->isInteger);
    EXPECT_EQ(v.modifiers[2].name, "fixed");
    EXPECT_EQ(v.modifiers[2].value->kind, ExprKind::Boolean);
    EXPECT_TRUE(v.modifiers[2].value->boolean);
    EXPECT_EQ(v.description, "Velocity");

    ASSERT_EQ(model->initialEquations.size(), 1u);
    EXPECT_EQ(toString(*model->initialEquations[0]->lhs), "h");
    EXPECT_EQ(toString(*model->initialEquations[0]->rhs), "h0");

    ASSERT_EQ(model->equations.size(), 3u);
    const Equation& eq0 = *model->equations[0];
    EXPECT_EQ(eq0.kind, EqKind::Equality);
    EXPECT_EQ(eq0.rhs->kind, ExprKind::Call);
    EXPECT_EQ(eq0.rhs->text, "der");
    EXPECT_EQ(toString(*model->equations[1]->lhs), "der(v)");
    const Expr& minusG = *model->equations[1]->rhs;
    EXPECT_EQ(minusG.kind, ExprKind::Unary);  // negative literals are Neg(literal)
    EXPECT_EQ(minusG.op, Op::Neg);
    EXPECT_DOUBLE_EQ(minusG.args[0]->number, 9.81);

    const Equation& when = *model->equations[2];
    EXPECT_EQ(when.kind, EqKind::When);
    ASSERT_EQ(when.branches.size(), 1u);
    EXPECT_EQ(toString(*when.branches[0].cond), "h < 0");
    ASSERT_EQ(when.branches[0].body.size(), 1u);
    const Equation& reinit = *when.branches[0].body[0];
    EXPECT_EQ(reinit.kind, EqKind::Call);
    EXPECT_EQ(toString(*reinit.call), "reinit(v, -e*pre(v))");
    EXPECT_EQ(reinit.call->args[1]->op, Op::Neg);
    EXPECT_EQ(reinit.call->args[1]->args[0]->op, Op::Mul);

    EXPECT_TRUE(model->algorithms.empty());
    EXPECT_FALSE(model->experiment.stopTime.has_value());
}

TEST(ParserModel, StableBouncingBallParsesExactly) {
    DiagnosticList diags;
    const auto model = flatModel(kStableBouncingBall, diags);
    ASSERT_TRUE(model.has_value());
    EXPECT_TRUE(diags.empty()) << errorsText(diags);
    EXPECT_EQ(model->name, "StableBouncingBall");
    EXPECT_EQ(model->description, "The 'classic' bouncing ball model with numerical tolerances");
    EXPECT_TRUE(model->types.empty());  // the aliases' attributes are on the variables
    ASSERT_EQ(model->declarations.size(), 6u);
    EXPECT_EQ(model->declarations[2].name, "eps");
    EXPECT_EQ(model->declarations[2].variability, Variability::Constant);
    EXPECT_DOUBLE_EQ(model->declarations[2].binding->number, 1e-3);
    EXPECT_EQ(model->declarations[3].typeName, "Boolean");
    EXPECT_EQ(model->declarations[3].description, "Flag when to turn off gravity");
    ASSERT_EQ(model->initialEquations.size(), 2u);
    EXPECT_EQ(model->initialEquations[1]->rhs->kind, ExprKind::Boolean);

    ASSERT_EQ(model->equations.size(), 3u);
    const Expr& ifExpr = *model->equations[1]->rhs;
    EXPECT_EQ(ifExpr.kind, ExprKind::If);
    ASSERT_EQ(ifExpr.args.size(), 3u);
    EXPECT_EQ(ifExpr.args[0]->text, "done");
    EXPECT_TRUE(ifExpr.args[1]->isInteger);
    EXPECT_EQ(ifExpr.args[2]->op, Op::Neg);
    EXPECT_EQ(toString(ifExpr), "if done then 0 else -9.81");

    const Equation& when = *model->equations[2];
    ASSERT_EQ(when.kind, EqKind::When);
    const Expr& cond = *when.branches[0].cond;
    ASSERT_EQ(cond.kind, ExprKind::Array);
    ASSERT_EQ(cond.args.size(), 2u);
    EXPECT_EQ(toString(*cond.args[0]), "h < 0");
    EXPECT_EQ(toString(*cond.args[1]), "h < -eps");
    ASSERT_EQ(when.branches[0].body.size(), 2u);
    EXPECT_EQ(toString(*when.branches[0].body[0]->rhs), "h < -eps");
    EXPECT_EQ(toString(*when.branches[0].body[1]->call),
              "reinit(v, -e*(if h < -eps then 0 else pre(v)))");
}

TEST(ParserModel, EquationAndExpressionSpansCoverTheirSourceText) {
    DiagnosticList diags;
    const std::string_view src = kStableBouncingBall;
    const auto model = flatModel(src, diags);
    ASSERT_TRUE(model.has_value());
    const Equation& eq = *model->equations[0];
    EXPECT_EQ(text(src, eq.begin, eq.end), "v = der(h)");
    EXPECT_EQ(eq.loc.line, 15);
    EXPECT_EQ(eq.loc.column, 3);
    EXPECT_EQ(text(src, eq.rhs->begin, eq.rhs->end), "der(h)");
    EXPECT_EQ(eq.rhs->loc.column, 7);

    const Equation& ifEq = *model->equations[1];
    EXPECT_EQ(text(src, ifEq.rhs->begin, ifEq.rhs->end), "if done then 0 else -9.81");
    const Equation& when = *model->equations[2];
    const std::string whenText = text(src, when.begin, when.end);
    EXPECT_EQ(whenText.substr(0, 22), "when {h<0,h<-eps} then");
    EXPECT_EQ(whenText.substr(whenText.size() - 8), "end when");
    const Expr& reinitArg = *when.branches[0].body[1]->call->args[1];
    EXPECT_EQ(text(src, reinitArg.begin, reinitArg.end), "-e*(if h<-eps then 0 else pre(v))");
}

// ---------------------------------------------------------------------------
// Other model constructs

TEST(ParserModel, EveryConstructOfTheSubsetParses) {
    DiagnosticList diags;
    const auto model = flatModel(kEverything, diags);
    ASSERT_TRUE(model.has_value());
    EXPECT_TRUE(diags.empty()) << errorsText(diags);

    EXPECT_TRUE(model->types.empty());

    ASSERT_EQ(model->declarations.size(), 8u);
    EXPECT_EQ(model->declarations[0].name, "k");
    EXPECT_EQ(model->declarations[1].name, "g");  // `parameter Real k.., g ..` expands
    EXPECT_EQ(model->declarations[1].variability, Variability::Parameter);
    EXPECT_EQ(toString(*model->declarations[1].binding), "-9.81");
    EXPECT_EQ(model->declarations[2].causality, Causality::Input);
    EXPECT_EQ(model->declarations[3].causality, Causality::Output);
    EXPECT_EQ(model->declarations[3].variability, Variability::Discrete);
    EXPECT_EQ(model->declarations[4].causality, Causality::Output);
    EXPECT_EQ(model->declarations[4].variability, Variability::Discrete);
    // Len's unit and min, then x's own start and fixed
    ASSERT_EQ(model->declarations[5].modifiers.size(), 4u);
    EXPECT_EQ(toString(*model->declarations[5].modifiers[1].value), "-1000");
    EXPECT_EQ(model->declarations[6].name, "y");
    EXPECT_EQ(model->declarations[6].typeName, "Real");
    EXPECT_EQ(model->declarations[7].name, "'quoted name'");

    ASSERT_EQ(model->initialEquations.size(), 1u);
    EXPECT_EQ(model->initialEquations[0]->description, "initial position");

    ASSERT_EQ(model->equations.size(), 5u);
    const Equation& ifEq = *model->equations[1];
    EXPECT_EQ(ifEq.kind, EqKind::If);
    EXPECT_EQ(ifEq.branches.size(), 2u);
    EXPECT_EQ(ifEq.elseBody.size(), 1u);
    const Equation& forEq = *model->equations[2];
    EXPECT_EQ(forEq.kind, EqKind::For);
    EXPECT_EQ(forEq.loopVar, "i");
    EXPECT_EQ(forEq.range->kind, ExprKind::Range);
    EXPECT_EQ(toString(*forEq.range), "1:2:5");
    ASSERT_EQ(forEq.branches.size(), 1u);
    const Expr& assertCall = *forEq.branches[0].body[0]->call;
    EXPECT_EQ(assertCall.text, "assert");
    ASSERT_EQ(assertCall.argNames.size(), 3u);
    EXPECT_EQ(assertCall.argNames[2], "level");
    EXPECT_EQ(assertCall.args[2]->text, "AssertionLevel.warning");
    const Equation& when = *model->equations[3];
    ASSERT_EQ(when.branches.size(), 2u);
    EXPECT_EQ(toString(*when.branches[0].cond), "{sample(0, 0.1), initial()}");
    EXPECT_EQ(toString(*when.branches[1].cond), "x < 0 and not b");
    EXPECT_EQ(when.branches[1].body.size(), 2u);

    ASSERT_EQ(model->algorithms.size(), 1u);
    EXPECT_EQ(model->algorithms[0].size(), 1u);
    ASSERT_EQ(model->initialAlgorithms.size(), 1u);
    EXPECT_EQ(model->initialAlgorithms[0][0]->kind, StmtKind::Assign);

    EXPECT_EQ(model->experiment.startTime, 0.0);
    EXPECT_EQ(model->experiment.stopTime, 2.5);
    EXPECT_EQ(model->experiment.interval, 0.01);
    EXPECT_EQ(model->experiment.tolerance, 1e-6);
}

TEST(ParserModel, ExperimentAnnotationAcceptsNegativeAndConstantExpressions) {
    DiagnosticList diags;
    const auto model = flatModel(
        "model M Real x; equation x = 1;\n"
        "annotation(uses(Modelica(version=\"4.0\")), experiment(StartTime=-1, StopTime=2*5,\n"
        "  Interval=1e-3, Tolerance=+1e-6, __Dymola_Algorithm=\"Dassl\"));\nend M;",
        diags);
    ASSERT_TRUE(model.has_value());
    EXPECT_TRUE(diags.empty()) << errorsText(diags);
    EXPECT_EQ(model->experiment.startTime, -1.0);
    EXPECT_EQ(model->experiment.stopTime, 10.0);
    EXPECT_EQ(model->experiment.interval, 1e-3);
    EXPECT_EQ(model->experiment.tolerance, 1e-6);
}

TEST(ParserModel, NonConstantExperimentValueIsAWarningNotAnError) {
    DiagnosticList diags;
    const auto model = flatModel(
        "model M parameter Real T = 1; annotation(experiment(StopTime=T)); end M;", diags);
    ASSERT_TRUE(model.has_value());
    EXPECT_FALSE(diags.hasErrors()) << errorsText(diags);
    EXPECT_TRUE(diags.contains("annotation-ignored"));
    EXPECT_FALSE(model->experiment.stopTime.has_value());
}

TEST(ParserModel, SectionsMayRepeatInAnyOrder) {
    DiagnosticList diags;
    const auto model = flatModel(
        "model M Real x, y;\n"
        "algorithm x := 1;\n"
        "equation y = 2;\n"
        "initial equation x = 0;\n"
        "algorithm x := x + 1; y := 3;\n"
        "equation der(x) = 1;\n"
        "end M;",
        diags);
    ASSERT_TRUE(model.has_value());
    EXPECT_TRUE(diags.empty()) << errorsText(diags);
    EXPECT_EQ(model->declarations.size(), 2u);
    EXPECT_EQ(model->equations.size(), 2u);
    EXPECT_EQ(model->initialEquations.size(), 1u);
    ASSERT_EQ(model->algorithms.size(), 2u);
    EXPECT_EQ(model->algorithms[1].size(), 2u);
}

// ---------------------------------------------------------------------------
// Expressions and precedence

TEST(ParserExpression, PrecedenceIsVisibleInCanonicalText) {
    const std::pair<const char*, const char*> cases[] = {
        {"a+b*c", "a + b*c"},
        {"(a+b)*c", "(a + b)*c"},
        {"a-b-c", "a - b - c"},
        {"a-(b-c)", "a - (b - c)"},
        {"a/b*c", "a/b*c"},
        {"a/(b*c)", "a/(b*c)"},
        {"-a*b", "-a*b"},
        {"-a+b", "-a + b"},
        {"-(a+b)", "-(a + b)"},
        {"a*(-b)", "a*(-b)"},
        {"a + (-b)", "a + (-b)"},
        {"2*x^2", "2*x^2"},
        {"(a^b)^c", "(a^b)^c"},
        {"a^(b^c)", "a^(b^c)"},
        {"x.^2", "x .^ 2"},
        {"a .* b ./ c .+ d .- e", "a .* b ./ c .+ d .- e"},
        {"x[1, end]", "x[1, end]"},
        {"A[:, 2:3]", "A[:, 2:3]"},
        {"[1, 2; 3, 4]", "[1, 2; 3, 4]"},
        {"{i^2 for i in 1:n}", "{i^2 for i in 1:n}"},
        {"sum(x[i] for i in 1:3)", "sum({x[i] for i in 1:3})"},
        {"2^(-1)", "2^(-1)"},
        {"-x^2", "-x^2"},
        {"h<-eps", "h < -eps"},
        {"a+1 >= b*2", "a + 1 >= b*2"},
        {"not a and b or c", "not a and b or c"},
        {"not (a and b)", "not (a and b)"},
        {"a or b and c", "a or b and c"},
        {"(a or b) and c", "(a or b) and c"},
        {"(a < b) == false", "(a < b) == false"},
        {"a <> b", "a <> b"},
        {"if a then b elseif c then d else e", "if a then b elseif c then d else e"},
        {"1 + (if a then 2 else 3)", "1 + (if a then 2 else 3)"},
        {"if a then b else if c then d else e", "if a then b else if c then d else e"},
        {"f(a, b, level=c)", "f(a, b, level=c)"},
        {"{1, 2.5, 1e-6, 1e21}", "{1, 2.5, 1e-06, 1e+21}"},
        {"chart.State", "chart.State"},
        {"initial() or terminal()", "initial() or terminal()"},
        {"der(x) + time", "der(x) + time"},
        {R"("a\"b")", R"("a\"b")"},
        {"0.1 + 3", "0.1 + 3"},
    };
    for (const auto& [source, expected] : cases) {
        DiagnosticList diags;
        EXPECT_EQ(exprText(source, &diags), expected) << source << "\n" << errorsText(diags);
    }
}

TEST(ParserExpression, TreesFollowModelicaGrammar) {
    DiagnosticList diags;
    ExprPtr e = parseExpression("-a*b + c", diags);
    ASSERT_TRUE(e);
    EXPECT_EQ(e->op, Op::Add);
    EXPECT_EQ(e->args[0]->op, Op::Neg);  // the sign applies to the whole first term
    EXPECT_EQ(e->args[0]->args[0]->op, Op::Mul);

    e = parseExpression("not a < b", diags);
    ASSERT_TRUE(e);
    EXPECT_EQ(e->op, Op::Not);
    EXPECT_TRUE(isRelation(e->args[0]->op));

    e = parseExpression("if a then 1 elseif b then 2 else 3", diags);
    ASSERT_TRUE(e);
    EXPECT_EQ(e->kind, ExprKind::If);
    EXPECT_EQ(e->args.size(), 5u);

    e = parseExpression("send(chart, \"go\")", diags);
    ASSERT_TRUE(e);
    EXPECT_EQ(e->kind, ExprKind::Call);
    EXPECT_EQ(e->argNames.size(), e->args.size());
    EXPECT_TRUE(diags.empty()) << errorsText(diags);
}

TEST(ParserExpression, CanonicalTextRoundTrips) {
    const char* sources[] = {"-a*(b - c)/d^2 + (if x > 0 then 1 else -1)",
                             "not (a or b) and c <= -d",
                             "f(-x, {1, -2}, n=3) - (-4)",
                             "a - (b + c) - (d - e)"};
    for (const char* source : sources) {
        DiagnosticList diags;
        const std::string once = exprText(source, &diags);
        ASSERT_NE(once, "<error>") << source << "\n" << errorsText(diags);
        EXPECT_EQ(exprText(once), once);
    }
}

TEST(ParserExpression, ConstructorsAndToStringAgree) {
    const ExprPtr sum = makeBinary(Op::Add, makeName("a"), makeNumber(-2.0));
    EXPECT_EQ(toString(*sum), "a + (-2)");
    const ExprPtr prod = makeBinary(Op::Mul, makeUnary(Op::Neg, makeName("x")),
                                    makeCall("sin", {makeName("t")}));
    EXPECT_EQ(toString(*prod), "(-x)*sin(t)");
    EXPECT_EQ(makeCall("f", {makeNumber(1, {}, true)})->argNames.size(), 1u);
    EXPECT_EQ(toString(*makeBoolean(true)), "true");
    EXPECT_EQ(toString(*makeBinary(Op::Pow, makeNumber(-1), makeNumber(2))), "(-1)^2");
    EXPECT_TRUE(isRelation(Op::Ne));
    EXPECT_FALSE(isRelation(Op::And));
}

TEST(ParserExpression, NonModelicaFormsAreErrors) {
    const char* sources[] = {
        "a^b^c", "a*-b", "a < b < c", "1 + if a then b else c", "x[1", "x[]", "if a then b", "f(a,",
        "(a",    "a b",  ""};
    for (const char* source : sources) {
        DiagnosticList diags;
        EXPECT_EQ(parseExpression(source, diags), nullptr) << source;
        EXPECT_TRUE(diags.contains("parse-error")) << source;
    }
}

TEST(ParserExpression, OriginShiftsLocationsButNotOffsets) {
    DiagnosticList diags;
    const ExprPtr e = parseExpression("x >\n  y", diags, {5, 10});
    ASSERT_TRUE(e);
    EXPECT_EQ(e->loc.line, 5);
    EXPECT_EQ(e->loc.column, 10);
    EXPECT_EQ(e->begin, 0);
    EXPECT_EQ(e->end, 7);
    EXPECT_EQ(e->args[1]->loc.line, 6);
    EXPECT_EQ(e->args[1]->loc.column, 3);

    DiagnosticList errors;
    EXPECT_EQ(parseExpression("a + * b", errors, {5, 10}), nullptr);
    ASSERT_EQ(errors.size(), 1u) << errorsText(errors);
    EXPECT_EQ(errors.items()[0].loc.line, 5);
    EXPECT_EQ(errors.items()[0].loc.column, 14);
}

// ---------------------------------------------------------------------------
// Statements

TEST(ParserStatements, AllStatementKindsParse) {
    DiagnosticList diags;
    const auto stmts = parseStatements(R"(
        x := 1;
        chart.count := chart.count + 1;
        if x > 1 then y := 2; elseif x > 0 then y := 1; else y := 0; end if;
        for i in 1:3 loop s := s + i; end for;
        while s > 0 loop s := s - 1; if s < 2 then break; end if; end while;
        when x > 2 then reinit(v, 0); elsewhen x < 0 then return; end when;
        send(chart, "go");
        h := schedule(Ev, 1.5, x);
        cancel(h);
        stopSimulation();
        trace("x=", x);
        assert(x > 0, "positive");
        terminate("bye");
    )",
                                       diags);
    EXPECT_TRUE(diags.empty()) << errorsText(diags);
    ASSERT_EQ(stmts.size(), 13u);
    EXPECT_EQ(stmts[0]->kind, StmtKind::Assign);
    EXPECT_EQ(stmts[1]->target->text, "chart.count");
    EXPECT_EQ(stmts[2]->kind, StmtKind::If);
    EXPECT_EQ(stmts[2]->branches.size(), 2u);
    EXPECT_EQ(stmts[2]->elseBody.size(), 1u);
    EXPECT_EQ(stmts[3]->kind, StmtKind::For);
    EXPECT_EQ(stmts[3]->loopVar, "i");
    EXPECT_EQ(toString(*stmts[3]->range), "1:3");
    EXPECT_EQ(stmts[3]->branches[0].body.size(), 1u);
    EXPECT_EQ(stmts[4]->kind, StmtKind::While);
    ASSERT_EQ(stmts[4]->branches[0].body.size(), 2u);
    EXPECT_EQ(stmts[4]->branches[0].body[1]->branches[0].body[0]->kind, StmtKind::Break);
    EXPECT_EQ(stmts[5]->kind, StmtKind::When);
    EXPECT_EQ(stmts[5]->branches.size(), 2u);
    EXPECT_EQ(stmts[5]->branches[1].body[0]->kind, StmtKind::Return);
    EXPECT_EQ(stmts[6]->kind, StmtKind::Call);
    EXPECT_EQ(toString(*stmts[6]->value), "send(chart, \"go\")");
    EXPECT_EQ(toString(*stmts[7]->value), "schedule(Ev, 1.5, x)");
    EXPECT_EQ(stmts[9]->value->args.size(), 0u);
    EXPECT_EQ(stmts[12]->value->text, "terminate");
}

TEST(ParserStatements, OriginShiftsDiagnostics) {
    DiagnosticList diags;
    const auto stmts = parseStatements("x := 1;\ny := ;\nz := 3;", diags, {7, 20});
    ASSERT_EQ(diags.size(), 1u) << errorsText(diags);
    EXPECT_EQ(diags.items()[0].loc.line, 8);
    EXPECT_EQ(diags.items()[0].loc.column, 6);  // not shifted: second line
    EXPECT_EQ(stmts.size(), 2u);                // x and z survive
    EXPECT_EQ(stmts[0]->loc.column, 20);
    EXPECT_EQ(stmts[1]->loc.line, 9);
}

TEST(ParserStatements, EqualsInsteadOfAssignIsExplained) {
    DiagnosticList diags;
    parseStatements("x = 1;", diags);
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_NE(diags.items()[0].message.find("':='"), std::string::npos);
    EXPECT_EQ(diags.items()[0].loc.column, 3);
}

TEST(ParserStatements, StrayEndIsReportedOnce) {
    DiagnosticList diags;
    const auto stmts = parseStatements("x := 1; end if; y := 2;", diags);
    EXPECT_EQ(diags.size(), 1u) << errorsText(diags);
    EXPECT_EQ(stmts.size(), 2u);
}

// ---------------------------------------------------------------------------
// Errors and recovery

TEST(ParserErrors, MultipleErrorsAreCollectedWithLineAndColumn) {
    DiagnosticList diags;
    const auto model = lastClass(
        "model M\n"
        "  Real x;\n"
        "  Real y\n"  // missing ';' (next token on line 4)
        "  Real z;\n"
        "equation\n"
        "  x = ;\n"        // 6:7
        "  y = 2 +* 3;\n"  // 7:10
        "  z = 1 2;\n"     // 8:9
        "  der(x) = 1;\n"
        "end M;\n",
        diags);
    ASSERT_NE(model, nullptr);
    ASSERT_EQ(diags.size(), 4u) << errorsText(diags);
    const auto& d = diags.items();
    EXPECT_EQ(d[0].code, "parse-error");
    EXPECT_EQ(d[0].loc.line, 4);
    EXPECT_EQ(d[0].loc.column, 3);
    EXPECT_EQ(d[0].message, "expected ';' after declaration, found 'Real'");
    EXPECT_EQ(d[1].loc.line, 6);
    EXPECT_EQ(d[1].loc.column, 7);
    EXPECT_EQ(d[2].loc.line, 7);
    EXPECT_EQ(d[2].loc.column, 10);
    EXPECT_EQ(d[3].loc.line, 8);
    EXPECT_EQ(d[3].loc.column, 9);
    EXPECT_EQ(d[3].message, "expected ';' after equation, found '2'");
    // Recovery kept the good parts.
    EXPECT_EQ(model->components.size(), 3u);
    ASSERT_EQ(model->equations.size(), 1u);
    EXPECT_EQ(toString(*model->equations[0]->lhs), "der(x)");
}

TEST(ParserErrors, ErrorsInsideBlocksRecoverInsideTheBlock) {
    DiagnosticList diags;
    const auto model = lastClass(
        "model M Real x; Real y;\n"
        "equation\n"
        "  when x > 1 then\n"
        "    y = ;\n"
        "    reinit(x, 0);\n"
        "  end when;\n"
        "  if x > 0 then y = 1 else y = 2; end if;\n"
        "end M;",
        diags);
    ASSERT_NE(model, nullptr);
    ASSERT_EQ(diags.size(), 2u) << errorsText(diags);
    EXPECT_EQ(diags.items()[0].loc.line, 4);
    EXPECT_EQ(diags.items()[1].loc.line, 7);
    ASSERT_EQ(model->equations.size(), 2u);
    EXPECT_EQ(model->equations[0]->branches[0].body.size(), 1u);
    EXPECT_EQ(model->equations[1]->elseBody.size(), 1u);
}

TEST(ParserErrors, BrokenBlockHeadersAreReportedOnceAndTheBodyStillParses) {
    DiagnosticList diags;
    const auto model = lastClass(
        "model M Real x; Real y;\n"
        "equation\n"
        "  when x > 1\n"  // missing 'then'
        "    y = 1;\n"
        "  end when;\n"
        "  for i in 1: loop y = i; end for;\n"  // a range without its end
        "  if x > then y = 2; end if;\n"        // broken condition
        "  x = 3;\n"
        "end M;",
        diags);
    ASSERT_NE(model, nullptr);
    ASSERT_EQ(diags.size(), 3u) << errorsText(diags);
    EXPECT_EQ(diags.items()[0].loc.line, 4);
    EXPECT_EQ(diags.items()[0].message, "expected 'then' after the condition of 'when', found 'y'");
    EXPECT_EQ(diags.items()[1].loc.line, 6);
    EXPECT_EQ(diags.items()[2].loc.line, 7);
    ASSERT_EQ(model->equations.size(), 4u);
    EXPECT_EQ(model->equations[0]->branches[0].body.size(), 1u);
    ASSERT_TRUE(model->equations[1]->range);  // placeholder range, never null
    EXPECT_EQ(model->equations[1]->branches[0].body.size(), 1u);
    ASSERT_TRUE(model->equations[2]->branches[0].cond);  // placeholder condition
    EXPECT_EQ(toString(*model->equations[3]->rhs), "3");
}

TEST(ParserErrors, UnterminatedCommentIsOneErrorAtItsStart) {
    DiagnosticList diags;
    const auto model =
        lastClass("model M\n  Real x;\n  /* oops\nequation\n  x = 1;\nend M;\n", diags);
    EXPECT_NE(model, nullptr);
    ASSERT_EQ(diags.size(), 1u) << errorsText(diags);
    EXPECT_EQ(diags.items()[0].code, "parse-error");
    EXPECT_EQ(diags.items()[0].loc.line, 3);
    EXPECT_EQ(diags.items()[0].loc.column, 3);
    EXPECT_NE(diags.items()[0].message.find("unterminated comment"), std::string::npos);
}

TEST(ParserErrors, UnterminatedStringIsOneErrorAtItsStart) {
    DiagnosticList diags;
    flatModel("model M\n  Real x \"oops;\nend M;\n", diags);
    ASSERT_EQ(diags.size(), 1u) << errorsText(diags);
    EXPECT_EQ(diags.items()[0].loc.line, 2);
    EXPECT_EQ(diags.items()[0].loc.column, 10);
}

TEST(ParserErrors, MismatchedEndNameIsAnError) {
    DiagnosticList diags;
    const auto model = lastClass("model A Real x; equation x = 1; end B;", diags);
    ASSERT_NE(model, nullptr);
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_EQ(diags.items()[0].loc.column, 37);
    EXPECT_NE(diags.items()[0].message.find("'end B'"), std::string::npos);
    EXPECT_EQ(model->equations.size(), 1u);
}

TEST(ParserErrors, AnUndefinedBaseClassIsLocatedAndTheLastModelIsTheOneSimulated) {
    DiagnosticList diags;
    flatModel("model A extends B; Real x; end A;", diags);
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_EQ(diags.items()[0].code, "undefined-name");
    EXPECT_EQ(diags.items()[0].loc.column, 17);
    EXPECT_NE(diags.items()[0].message.find("'B'"), std::string::npos);

    // several classes in one source: functions, packages of functions, models; the last
    // model is the one to simulate, with the functions it calls
    DiagnosticList two;
    const auto model = flatModel(
        "model A end A; function f input Real x; output Real y; algorithm y := x; end f;\n"
        "package P function g input Real x; output Real y; algorithm y := 2*x; end g; end P;\n"
        "model B Real y = f(1) + P.g(2); end B;",
        two);
    ASSERT_TRUE(model.has_value()) << errorsText(two);
    EXPECT_TRUE(two.empty()) << errorsText(two);
    EXPECT_EQ(model->name, "B");
    ASSERT_EQ(model->functions.size(), 2u);
    EXPECT_EQ(model->functions[0].name, "f");
    EXPECT_EQ(model->functions[1].name, "P.g");
    ASSERT_EQ(model->functions[1].algorithm.size(), 1u);
    // a source of functions alone has nothing to simulate
    DiagnosticList none;
    EXPECT_FALSE(flatModel("function f input Real x; output Real y; algorithm y := x; end f;", none)
                     .has_value());
    EXPECT_TRUE(none.hasErrors());
}

TEST(ParserErrors, MissingModelGivesNoAst) {
    DiagnosticList diags;
    EXPECT_FALSE(flatModel("", diags).has_value());
    EXPECT_TRUE(diags.hasErrors());
    DiagnosticList other;
    EXPECT_FALSE(flatModel("Real x;", other).has_value());
    EXPECT_EQ(other.items()[0].message, "expected 'model' at the start of the source, found 'Real'");
}

TEST(ParserErrors, MismatchedBlockEndIsReported) {
    DiagnosticList diags;
    flatModel("model M Real x; equation\n when x > 1 then x = 2; end if;\nend M;", diags);
    ASSERT_EQ(diags.size(), 1u) << errorsText(diags);
    EXPECT_EQ(diags.items()[0].loc.line, 2);
    EXPECT_EQ(diags.items()[0].message,
              "expected 'end when' for the 'when' at line 2, found 'end if'");
}

TEST(ParserErrors, DeepNestingIsAnErrorNotACrash) {
    std::string deep(100000, '(');
    deep += "x";
    deep += std::string(100000, ')');
    DiagnosticList diags;
    EXPECT_EQ(parseExpression(deep, diags), nullptr);
    ASSERT_TRUE(diags.hasErrors());
    EXPECT_NE(diags.items()[0].message.find("too deep"), std::string::npos);

    std::string blocks = "model M Real x; equation\n";
    for (int i = 0; i < 1000; ++i) blocks += "if x > 0 then\n";
    blocks += "x = 1;\n";
    for (int i = 0; i < 1000; ++i) blocks += "end if;\n";
    blocks += "end M;";
    DiagnosticList blockDiags;
    EXPECT_NE(lastClass(blocks, blockDiags), nullptr);
    EXPECT_TRUE(blockDiags.hasErrors());

    std::string fine = std::string(150, '(') + "1" + std::string(150, ')');
    DiagnosticList ok;
    EXPECT_NE(parseExpression(fine, ok), nullptr);
}

TEST(ParserErrors, ErrorFloodIsCapped) {
    std::string source = "model M\nequation\n";
    for (int i = 0; i < 1000; ++i) source += "x = = 1;\n";
    source += "end M;";
    DiagnosticList diags;
    EXPECT_NE(lastClass(source, diags), nullptr);
    EXPECT_LE(diags.size(), 101u);
    EXPECT_NE(diags.items().back().message.find("too many errors"), std::string::npos);
}

// ---------------------------------------------------------------------------
// Robustness

TEST(ParserFuzz, EveryPrefixOfAModelParsesWithoutCrashing) {
    for (const char* source : {kStableBouncingBall, kEverything}) {
        const std::string_view full = source;
        for (std::size_t n = 0; n <= full.size(); ++n) {
            DiagnosticList diags;
            const auto model = flatModel(full.substr(0, n), diags);
            if (n + 1 < full.size()) {
                EXPECT_TRUE(diags.hasErrors()) << n;
            }
            for (const auto& d : diags.items()) {
                EXPECT_GT(d.loc.line, 0) << n;
                EXPECT_GT(d.loc.column, 0) << n;
            }
            if (model) {
                for (const auto& eq : model->equations) {
                    EXPECT_LE(eq->begin, eq->end);
                    EXPECT_LE(static_cast<std::size_t>(eq->end), n);
                }
            }
            // The same text as actions or as an expression must not crash either.
            DiagnosticList other;
            parseStatements(full.substr(0, n), other);
            parseExpression(full.substr(0, n), other);
        }
    }
}

TEST(ParserFuzz, RandomBytesAndTokenSoupDoNotCrash) {
    std::uint32_t state = 12345;
    auto next = [&state] {
        state = state * 1664525u + 1013904223u;
        return state >> 8;
    };
    const char* pieces[] = {"model", "end", "M", ";", "(", ")", "{", "}", "=", ":=", "if",
                            "then", "else", "when", "elsewhen", "for", "in", "loop", "1",
                            "x", "\"s\"", "annotation", "equation", "algorithm", "initial",
                            "-", "^", ",", ":", "/*", "*/", "//", "\n", "'q", "\"", "not"};
    for (int round = 0; round < 300; ++round) {
        std::string bytes;
        std::string soup;
        const int length = static_cast<int>(next() % 200);
        for (int i = 0; i < length; ++i) {
            bytes += static_cast<char>(next() & 0xFF);
            soup += pieces[next() % std::size(pieces)];
            soup += ' ';
        }
        for (const std::string& source : {bytes, soup, "model M " + soup}) {
            DiagnosticList diags;
            flatModel(source, diags);
            parseStatements(source, diags);
            parseExpression(source, diags);
        }
    }
    SUCCEED();
}

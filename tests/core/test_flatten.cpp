// The flattener (core/src/flatten): lookup by the rules of scoping, modification at any
// depth, inheritance, redeclaration, inner/outer, arrays of components, conditional
// components and the equations of connection sets — each checked on the flat model it makes
// and on the values a run gives; and its errors, located where the construct is written.

#include "test_support.h"

#include "hs/flatten/flatten.h"

#include <algorithm>

namespace hs::test {
namespace {

std::string errorsOf(const DiagnosticList& d) {
    std::string out;
    for (const auto& x : d.items()) out += formatText(x) + "\n";
    return out;
}

lang::ModelAst flat(const std::string& text) {
    DiagnosticList diags;
    std::optional<lang::ModelAst> m = flatten::flattenSource(text, diags);
    EXPECT_TRUE(m.has_value()) << errorsOf(diags);
    EXPECT_FALSE(diags.hasErrors()) << errorsOf(diags);
    return m ? *m : lang::ModelAst{};
}

std::vector<std::string> names(const lang::ModelAst& m) {
    std::vector<std::string> out;
    for (const auto& d : m.declarations) out.push_back(d.name);
    return out;
}

std::vector<std::string> equations(const lang::ModelAst& m) {
    std::vector<std::string> out;
    for (const auto& e : m.equations)
        if (e->kind == lang::EqKind::Equality)
            out.push_back(lang::toString(*e->lhs) + " = " + lang::toString(*e->rhs));
    return out;
}

bool has(const std::vector<std::string>& list, const std::string& x) {
    return std::find(list.begin(), list.end(), x) != list.end();
}

double valueAfterRun(const std::string& text, const std::string& name, double stop = 0.1) {
    auto model = compileOk(text);
    if (!model) return NAN;
    auto engine = runModel(model, stop);
    EXPECT_EQ(engine->status(), RunStatus::Finished);
    return engine->value(name);
}

const char* const kPins = R"(
package E
  connector Pin
    Real v;
    flow Real i;
  end Pin;
  model Two
    Pin p, n;
    Real v, i;
  equation
    v = p.v - n.v;
    0 = p.i + n.i;
    i = p.i;
  end Two;
  model R
    extends Two;
    parameter Real r = 1;
  equation
    v = r*i;
  end R;
  model Src
    extends Two;
    parameter Real V = 1;
  equation
    v = V;
  end Src;
  model Gnd
    Pin p;
  equation
    p.v = 0;
  end Gnd;
end E;
)";

// ------------------------------------------------------------------ lookup

TEST(Flatten, NamesAreLookedUpInTheClassThenInTheClassesAroundIt) {
    const std::string text = R"(
package P
  constant Real k = 2;
  function twice
    input Real x;
    output Real y = k*x;
  end twice;
  model Inner
    Real y = twice(k);
  end Inner;
end P;
model M
  P.Inner a;
  Real z = P.k + a.y;
end M;
)";
    const lang::ModelAst m = flat(text);
    EXPECT_TRUE(has(names(m), "a.y"));
    EXPECT_TRUE(has(names(m), "z"));
    EXPECT_TRUE(has(names(m), "P.k"));  // a package's constant, declared once by its name
    ASSERT_EQ(m.functions.size(), 1u);
    EXPECT_EQ(m.functions[0].name, "P.twice");
    EXPECT_DOUBLE_EQ(valueAfterRun(text, "z"), 2 + 4);
}

TEST(Flatten, ImportsQualifiedSingleAndUnqualified) {
    const std::string text = R"(
package Lib
  package Consts
    constant Real g = 9.81;
    constant Real c = 3;
  end Consts;
end Lib;
model M
  import Lib.Consts;
  import Lib.Consts.g;
  import C = Lib.Consts;
  import Lib.Consts.*;
  Real a = Consts.g + g + C.c + c;
end M;
)";
    EXPECT_NEAR(valueAfterRun(text, "a"), 9.81 * 2 + 3 * 2, 1e-12);
}

TEST(Flatten, AnEncapsulatedClassSeesOnlyWhatItImports) {
    DiagnosticList d = compileErrors(R"(
package P
  constant Real k = 1;
  encapsulated model E
    Real x = k;
  end E;
end P;
model M
  P.E e;
end M;
)");
    ASSERT_TRUE(d.contains("undefined-name")) << errorsOf(d);
    EXPECT_EQ(d.find("undefined-name")->loc.line, 5);
}

// ------------------------------------------------------------------ modification

TEST(Flatten, ModifiersReachAnyDepthAndTheOuterOneWins) {
    const std::string text = R"(
model Valve
  parameter Real k = 1;
  Real q = k;
end Valve;
model Tank
  parameter Real V = 1;
  Valve valve(k = 0.5);
end Tank;
model M
  Tank t1(V = 2, valve(k = 0.3));
  Tank t2;
  Tank t3(valve.k = 0.7);
end M;
)";
    auto model = compileOk(text);
    ASSERT_NE(model, nullptr);
    auto engine = runModel(model, 0.1);
    EXPECT_DOUBLE_EQ(engine->value("t1.valve.q"), 0.3);
    EXPECT_DOUBLE_EQ(engine->value("t2.valve.q"), 0.5);
    EXPECT_DOUBLE_EQ(engine->value("t3.valve.q"), 0.7);
    EXPECT_DOUBLE_EQ(engine->value("t1.V"), 2);
}

TEST(Flatten, AFinalModificationCannotBeChangedAgain) {
    DiagnosticList d = compileErrors(R"(
model A
  final parameter Real k = 1;
end A;
model M
  A a(k = 2);
end M;
)");
    ASSERT_TRUE(d.contains("final-modification")) << errorsOf(d);
    EXPECT_EQ(d.find("final-modification")->loc.line, 6);
}

TEST(Flatten, ArraysOfComponentsTakeTheirElementsModifiersAndEach) {
    const std::string text = R"(
model C
  parameter Real g = 1;
  parameter Real h = 0;
  Real y = g + h;
end C;
model M
  C c[3](g = {1, 2, 3}, each h = 10);
  Real total = sum(c.y);
  Real second = c[2].y;
equation
end M;
)";
    const lang::ModelAst m = flat(text);
    EXPECT_TRUE(has(names(m), "c[1].y"));
    EXPECT_TRUE(has(names(m), "c[3].g"));
    ASSERT_FALSE(m.arrayViews.empty());
    EXPECT_EQ(m.arrayViews[0].name, "c.y");
    EXPECT_EQ(m.arrayViews[0].elements, (std::vector<std::string>{"c[1].y", "c[2].y", "c[3].y"}));
    auto model = compileOk(text);
    ASSERT_NE(model, nullptr);
    auto engine = runModel(model, 0.1);
    EXPECT_DOUBLE_EQ(engine->value("total"), 36);
    EXPECT_DOUBLE_EQ(engine->value("second"), 12);
}

TEST(Flatten, ALoopReadsElementsOfAnArrayOfComponents) {
    const std::string text = R"(
model Cell
  Real x(start = 1, fixed = true);
  parameter Real k = 1;
equation
  der(x) = -k*x;
end Cell;
model Chain
  parameter Integer n = 4;
  Cell cell[n](k = {1, 2, 3, 4});
  Real y[n];
equation
  for i in 1:n loop
    y[i] = cell[i].x * 2;
  end for;
end Chain;
)";
    auto model = compileOk(text);
    ASSERT_NE(model, nullptr);
    auto engine = runModel(model, 1.0);
    for (int i = 1; i <= 4; ++i)
        EXPECT_NEAR(engine->value("y[" + std::to_string(i) + "]"), 2 * std::exp(-i * 1.0), 1e-5);
}

// ------------------------------------------------------------------ inheritance

TEST(Flatten, ExtendsInheritsElementsAndEquationsWithItsModifiers) {
    const std::string text = R"(
partial model Base
  parameter Real a = 1;
  Real x;
equation
  x = 2*a;
end Base;
model Derived
  extends Base(a = 3);
  Real y = x + 1;
end Derived;
model M
  Derived d;
  Base2 b;
  model Base2 = Derived(a = 5) "a short class: its base modified";
end M;
)";
    EXPECT_DOUBLE_EQ(valueAfterRun(text, "d.y"), 7);
    EXPECT_DOUBLE_EQ(valueAfterRun(text, "b.y"), 11);
}

TEST(Flatten, APartialModelIsNotSimulatedNorInstantiated) {
    EXPECT_TRUE(compileErrors("partial model P Real x = 1; end P;").contains("invalid-function"));
    DiagnosticList d = compileErrors("model M partial model P Real x = 1; end P; P p; end M;");
    ASSERT_TRUE(d.contains("invalid-function")) << errorsOf(d);
    EXPECT_NE(d.find("invalid-function")->message.find("partial"), std::string::npos);
}

TEST(Flatten, AClassThatExtendsItselfIsAnError) {
    DiagnosticList d =
        compileErrors("model A extends B; end A; model B extends A; end B; model M A a; end M;");
    EXPECT_TRUE(d.contains("invalid-function")) << errorsOf(d);
}

TEST(Flatten, AModelCannotExtendAConnectorOrAFunction) {
    DiagnosticList d = compileErrors("connector C Real v; end C; model M extends C; end M;");
    ASSERT_TRUE(d.contains("invalid-function")) << errorsOf(d);
    EXPECT_NE(d.find("invalid-function")->message.find("cannot extend"), std::string::npos);
}

// ------------------------------------------------------------------ redeclare

TEST(Flatten, RedeclaredComponentsAndClassesReplaceTheReplaceableOnes) {
    const std::string text = R"(
model LinearValve
  parameter Real k = 1;
  Real q = k*2;
end LinearValve;
model QuadraticValve
  parameter Real k = 1;
  Real q = k*k*4;
end QuadraticValve;
model Tank
  replaceable model Valve = LinearValve;
  Valve valve(k = 3);
  replaceable LinearValve spare constrainedby LinearValve(k = 5);
end Tank;
model M
  Tank linear;
  Tank quadratic(redeclare model Valve = QuadraticValve, redeclare QuadraticValve spare);
end M;
)";
    auto model = compileOk(text);
    ASSERT_NE(model, nullptr);
    auto engine = runModel(model, 0.1);
    EXPECT_DOUBLE_EQ(engine->value("linear.valve.q"), 6);
    EXPECT_DOUBLE_EQ(engine->value("quadratic.valve.q"), 36);
    // the constraining clause's modification applies to what replaces the element
    EXPECT_DOUBLE_EQ(engine->value("linear.spare.q"), 10);
    EXPECT_DOUBLE_EQ(engine->value("quadratic.spare.q"), 100);
}

TEST(Flatten, ARedeclarationNeedsAReplaceableElementAndASubtype) {
    DiagnosticList notReplaceable = compileErrors(
        "model A Real x = 1; end A; model B Real x = 2; Real y = 1; end B;\n"
        "model T A a; end T; model M T t(redeclare B a); end M;");
    EXPECT_TRUE(notReplaceable.contains("invalid-redeclaration")) << errorsOf(notReplaceable);
    DiagnosticList notSubtype = compileErrors(
        "model A Real x = 1; Real z = 1; end A; model B Real x = 2; end B;\n"
        "model T replaceable A a; end T; model M T t(redeclare B a); end M;");
    ASSERT_TRUE(notSubtype.contains("invalid-redeclaration")) << errorsOf(notSubtype);
    EXPECT_NE(notSubtype.find("invalid-redeclaration")->message.find("subtype"), std::string::npos);
}

// ------------------------------------------------------------------ inner / outer, conditions

TEST(Flatten, OuterComponentsAreTheInnerOfAnEnclosingInstance) {
    const std::string text = R"(
model Body
  outer parameter Real g;
  Real weight = 2*g;
end Body;
model World
  inner parameter Real g = 9.81;
  Body a, b;
end World;
)";
    const lang::ModelAst m = flat(text);
    EXPECT_FALSE(has(names(m), "a.g"));  // the outer is no variable of its own
    EXPECT_DOUBLE_EQ(valueAfterRun(text, "b.weight"), 2 * 9.81);
}

TEST(Flatten, ConditionalComponentsExistWhenTheirConditionHolds) {
    const std::string text = std::string(kPins) + R"(
model M
  parameter Boolean useLoad = true;
  E.Src src(V = 6);
  E.R load(r = 2) if useLoad;
  E.R other(r = 3) if not useLoad;
  E.Gnd gnd;
equation
  connect(src.p, load.p);
  connect(src.p, other.p);
  connect(load.n, gnd.p);
  connect(other.n, gnd.p);
  connect(src.n, gnd.p);
end M;
)";
    const lang::ModelAst m = flat(text);
    EXPECT_TRUE(has(names(m), "load.i"));
    EXPECT_FALSE(has(names(m), "other.i"));  // absent, and so are its connections
    EXPECT_DOUBLE_EQ(valueAfterRun(text, "load.i"), 3);
    // the parameter that decides the structure is fixed for every run
    EXPECT_TRUE(std::find(m.structuralParameters.begin(), m.structuralParameters.end(),
                          "useLoad") != m.structuralParameters.end());
    DiagnosticList d =
        compileErrors(std::string(kPins) + "model N E.R r if true; Real x = r.v; end N;");
    ASSERT_TRUE(d.contains("invalid-equation")) << errorsOf(d);
    EXPECT_NE(d.find("invalid-equation")->message.find("conditional"), std::string::npos);
}

// ------------------------------------------------------------------ connections

TEST(Flatten, AConnectionSetMakesPotentialsEqualAndFlowsSumToZero) {
    const std::string text = std::string(kPins) + R"(
model M
  E.Src src(V = 10);
  E.R r1(r = 4), r2(r = 6);
  E.Gnd gnd;
equation
  connect(src.p, r1.p);
  connect(r1.n, r2.p);
  connect(r2.n, src.n);
  connect(src.n, gnd.p);
end M;
)";
    const lang::ModelAst m = flat(text);
    const std::vector<std::string> eqs = equations(m);
    EXPECT_TRUE(has(eqs, "src.p.v = r1.p.v")) << eqs.size();
    EXPECT_TRUE(has(eqs, "src.p.i + r1.p.i = 0"));
    // three pins at one node: two equalities and one sum
    EXPECT_TRUE(has(eqs, "r2.n.v = src.n.v"));
    EXPECT_TRUE(has(eqs, "r2.n.v = gnd.p.v"));
    EXPECT_TRUE(has(eqs, "r2.n.i + src.n.i + gnd.p.i = 0"));
    auto model = compileOk(text);
    ASSERT_NE(model, nullptr);
    auto engine = runModel(model, 0.1);
    EXPECT_NEAR(engine->value("r1.i"), 1.0, 1e-12);
    EXPECT_NEAR(engine->value("r2.v"), 6.0, 1e-12);
    EXPECT_NEAR(engine->value("gnd.p.i"), 0.0, 1e-12);
}

TEST(Flatten, OutsideConnectorsCountWithTheOppositeSignAndUnconnectedFlowsAreZero) {
    const std::string text = std::string(kPins) + R"(
model Pair "two resistors in series behind the pair's own pins"
  E.Pin a, b;
  E.R r1(r = 1), r2(r = 1);
equation
  connect(a, r1.p);
  connect(r1.n, r2.p);
  connect(r2.n, b);
end Pair;
model M
  E.Src src(V = 4);
  Pair pair;
  E.Gnd gnd;
  E.Pin spare;
equation
  spare.v = 0;
  connect(src.p, pair.a);
  connect(pair.b, src.n);
  connect(src.n, gnd.p);
end M;
)";
    const lang::ModelAst m = flat(text);
    const std::vector<std::string> eqs = equations(m);
    EXPECT_TRUE(has(eqs, "-pair.a.i + pair.r1.p.i = 0"));  // a is outside in Pair
    EXPECT_TRUE(has(eqs, "spare.i = 0"));                  // connected nowhere
    EXPECT_NEAR(valueAfterRun(text, "pair.r2.i"), 2.0, 1e-12);
}

TEST(Flatten, ConnectInLoopsOverArraysOfComponents) {
    const std::string text = std::string(kPins) + R"(
model Ladder
  parameter Integer n = 5;
  E.Src src(V = 5);
  E.R r[n](each r = 1);
  E.Gnd gnd;
equation
  connect(src.p, r[1].p);
  for i in 1:n - 1 loop
    connect(r[i].n, r[i + 1].p);
  end for;
  connect(r[n].n, src.n);
  connect(src.n, gnd.p);
end Ladder;
)";
    auto model = compileOk(text);
    ASSERT_NE(model, nullptr);
    auto engine = runModel(model, 0.1);
    EXPECT_NEAR(engine->value("r[3].i"), 1.0, 1e-12);
    EXPECT_NEAR(engine->value("r[5].n.v"), 0.0, 1e-12);
}

TEST(Flatten, ConnectErrorsNameTheConnectors) {
    DiagnosticList notConnector = compileErrors(
        std::string(kPins) + "model M E.R r; Real x; equation connect(r.p, x); end M;");
    ASSERT_TRUE(notConnector.contains("invalid-connection")) << errorsOf(notConnector);
    EXPECT_NE(notConnector.find("invalid-connection")->message.find("'x'"), std::string::npos);
    DiagnosticList mismatch = compileErrors(std::string(kPins) + R"(
connector Q
  Real v;
end Q;
model M
  E.R r;
  Q q;
equation
  connect(r.p, q);
end M;
)");
    ASSERT_TRUE(mismatch.contains("invalid-connection")) << errorsOf(mismatch);
    EXPECT_NE(mismatch.find("invalid-connection")->message.find("do not match"), std::string::npos);
    DiagnosticList twoSources = compileErrors(R"(
connector RealOutput = output Real;
connector RealInput = input Real;
block Source
  RealOutput y = 1;
end Source;
block Sink
  RealInput u;
end Sink;
model M
  Source a, b;
  Sink s;
equation
  connect(a.y, s.u);
  connect(b.y, s.u);
end M;
)");
    ASSERT_TRUE(twoSources.contains("invalid-connection")) << errorsOf(twoSources);
    EXPECT_NE(twoSources.find("invalid-connection")->message.find("a.y"), std::string::npos);
}

// ------------------------------------------------------------------ balance

TEST(Flatten, AnUnbalancedComponentIsNamedAtItsDeclaration) {
    DiagnosticList d = compileErrors(std::string(kPins) + R"(
model Broken
  extends E.Two;
  parameter Real r = 1;
end Broken;
model M
  E.Src src(V = 1);
  Broken load;
  E.Gnd gnd;
equation
  connect(src.p, load.p);
  connect(load.n, src.n);
  connect(src.n, gnd.p);
end M;
)");
    const Diagnostic* named = nullptr;
    for (const Diagnostic& x : d.items())
        if (x.code == "unbalanced-model" && x.message.find("'load'") != std::string::npos)
            named = &x;
    ASSERT_NE(named, nullptr) << errorsOf(d);
    EXPECT_EQ(named->loc.line, 40);  // `Broken load;`
    EXPECT_NE(named->message.find("needed 4"), std::string::npos) << named->message;
}

// ------------------------------------------------------------------ visibility, libraries

TEST(Flatten, ProtectedElementsAreUsedOnlyInsideTheirClass) {
    DiagnosticList d = compileErrors(R"(
model A
protected
  Real secret = 1;
end A;
model M
  A a;
  Real x = a.secret;
end M;
)");
    ASSERT_TRUE(d.contains("undefined-name")) << errorsOf(d);
    EXPECT_NE(d.find("undefined-name")->message.find("protected"), std::string::npos);
}

TEST(Flatten, TheBundledLibraryIsFoundAndItsErrorsNameItsFile) {
    const lang::ModelAst m = flat("model M HybridStudio.Electrical.Ground g; end M;");
    ASSERT_FALSE(m.components.empty());
    EXPECT_EQ(m.components[0].className, "HybridStudio.Electrical.Ground");
    bool libraryFile = false;
    for (const std::string& f : m.files)
        libraryFile = libraryFile || f.find("Electrical.mo") != std::string::npos;
    EXPECT_TRUE(libraryFile);
    // an error inside a library class is reported in the library's file
    DiagnosticList d =
        compileErrors("model M HybridStudio.Electrical.Resistor r(R = 1, Q = 2); end M;");
    ASSERT_TRUE(d.contains("unknown-modifier")) << errorsOf(d);
    EXPECT_EQ(d.find("unknown-modifier")->loc.line, 1);
    DiagnosticList inLibrary =
        compileErrors("model M HybridStudio.Electrical.OnePort p; end M;");  // partial
    ASSERT_TRUE(inLibrary.hasErrors());
}

TEST(Flatten, TheComponentTreeListsEveryInstanceWithItsClass) {
    const lang::ModelAst m = flat(std::string(kPins) + "model M E.R r[2]; E.Gnd g; end M;");
    std::vector<std::string> paths;
    for (const auto& c : m.components) paths.push_back(c.path + ":" + c.className);
    EXPECT_TRUE(has(paths, "r[1]:E.R"));
    EXPECT_TRUE(has(paths, "r[2].p:E.Pin"));
    EXPECT_TRUE(has(paths, "g:E.Gnd"));
}

}  // namespace
}  // namespace hs::test

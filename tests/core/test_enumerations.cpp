// Enumerations (Modelica 3.6 section 4.9.5): literals, variables and parameters of an
// enumeration type, Integer(e), arrays indexed by an enumeration and loops over its
// literals; and the type rules that keep an enumeration from passing for a number.

#include "test_support.h"

#include <string>

namespace hs::test {
namespace {

TEST(Enumerations, LiteralsVariablesArraysAndLoops) {
    auto engine = runModel(compileOk(R"mo(
package Modes
  type Gear = enumeration(reverse "R", neutral "N", first, second);
end Modes;
type Level = enumeration(low, medium, high);

model Gearbox
  parameter Modes.Gear start = Modes.Gear.neutral;
  parameter Real ratio[Modes.Gear] = {-3, 0, 3.5, 2};
  discrete Modes.Gear gear(start = Modes.Gear.neutral, fixed = true);
  Level level = if time < 0.5 then Level.low elseif time < 1.5 then Level.medium else Level.high;
  Real r = ratio[gear];
  Integer ordinal = Integer(gear);
  Boolean forward = gear > Modes.Gear.neutral;
  Real sumRatios, weights[Level];
algorithm
  sumRatios := 0;
  for g in Modes.Gear loop
    sumRatios := sumRatios + ratio[g];
  end for;
equation
  for l in Level loop
    weights[l] = Integer(l)*10;
  end for;
  when time > 1 then
    gear = Modes.Gear.second;
  elsewhen time > 0.25 then
    gear = Modes.Gear.first;
  end when;
end Gearbox;
)mo"),
                           2.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("gear"), 4);  // second
    EXPECT_EQ(engine->value("ordinal"), 4);
    EXPECT_EQ(engine->value("r"), 2);
    EXPECT_EQ(engine->value("forward"), 1);
    EXPECT_EQ(engine->value("level"), 3);
    EXPECT_EQ(engine->value("sumRatios"), 2.5);
    EXPECT_EQ(engine->value("weights[2]"), 20);
}

TEST(Enumerations, MixingTypesIsALocatedError) {
    struct Case {
        const char* text;
        const char* code;
        int line, column;
    };
    const char* head = "type E = enumeration(one, two, three);\ntype F = enumeration(one, two);\n";
    const Case cases[] = {
        // a literal where a number is wanted, and the reverse
        {"model M\n  parameter Integer a = E.three;\nend M;\n", "type-error", 4, 25},
        {"model M\n  parameter E e = 1;\nend M;\n", "type-error", 4, 19},
        // another enumeration's literal
        {"model M\n  parameter E e = F.one;\nend M;\n", "type-error", 4, 19},
        // comparing with a number, arithmetic
        {"model M\n  Boolean b = E.one > 1;\nend M;\n", "type-error", 4, 15},
        {"model M\n  E e = E.one;\n  Real x = e + 1;\nend M;\n", "type-error", 5, 12},
        // a number as the subscript of a dimension over E
        {"model M\n  Real a[E] = {1, 2, 3};\n  Real x = a[1];\nend M;\n", "type-error", 5, 14},
        // an equation between an enumeration and a number
        {"model M\n  E e;\nequation\n  e = 2;\nend M;\n", "type-error", 6, 3},
        // Integer() of a number
        {"model M\n  Integer i = Integer(2.5);\nend M;\n", "type-error", 4, 15},
        // literals twice, or named as an attribute
        {"model M\n  type G = enumeration(a, b, a);\n  Real x = 1;\nend M;\n", "parse-error", 4,
         30},
        {"model M\n  type G = enumeration(start, b);\n  Real x = 1;\nend M;\n", "parse-error", 4,
         24},
    };
    for (const Case& c : cases) {
        const std::string text = std::string(head) + c.text;
        const DiagnosticList diags = compileErrors(text);
        const Diagnostic* d = diags.find(c.code);
        ASSERT_NE(d, nullptr) << text;
        EXPECT_EQ(d->loc.line, c.line) << text << formatText(*d);
        EXPECT_EQ(d->loc.column, c.column) << text << formatText(*d);
    }
}

// min(E) and max(E) are the type's first and last literals (spec 4.9.5.2); min and max of
// an array of an enumeration are literals of it too.
TEST(Enumerations, MinAndMaxOfTheType) {
    auto engine = runModel(compileOk(R"mo(
model Bounds
  type E = enumeration(a, b, c);
  E lo = min(E);
  E hi = max(E);
  Integer n = Integer(max(E));
  E m = max({E.a, E.b});
end Bounds;
)mo"),
                           0.1);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("lo"), 1);
    EXPECT_EQ(engine->value("hi"), 3);
    EXPECT_EQ(engine->value("n"), 3);
    EXPECT_EQ(engine->value("m"), 2);
}

}  // namespace
}  // namespace hs::test

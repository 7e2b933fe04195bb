// Strings known when the model is compiled: String constants, parameters and variables
// with one equation, concatenation, comparisons and String(x) with its format arguments;
// assert messages that print running values.

#include "test_support.h"

#include <string>

namespace hs::test {
namespace {

TEST(Strings, TextsKnownWhenCompilingAreFolded) {
    auto engine = runModel(compileOk(R"mo(
type Name = String;
model Labels
  parameter String tank = "T1";
  constant Name unit = "m";
  String label;
  String full = label + " [" + unit + "]";
  parameter Boolean isT1 = tank == "T1";
  Boolean ordered = "abc" < "abd";
  Boolean formatsRight = String(3.14159265, significantDigits = 4) == "3.142"
    and String(5.2353535345, format = "2.6f") == "5.235354"
    and String(42) == "42" and String(true) == "true"
    and String(7, minimumLength = 4, leftJustified = false) == "   7";
  Real level = time;
equation
  label = "level of " + tank;
  assert(full == "level of T1 [m]", "the label is " + full);
  assert(level < 1.5, full + " is " + String(level) + ", above 1.5");
end Labels;
)mo"),
                           2.0);
    EXPECT_EQ(engine->status(), RunStatus::Failed);  // the second assertion, at t = 1.5
    EXPECT_NEAR(engine->time(), 1.5, 1e-9);
    EXPECT_EQ(engine->value("isT1"), 1);
    EXPECT_EQ(engine->value("ordered"), 1);
    EXPECT_EQ(engine->value("formatsRight"), 1);
    bool found = false;
    for (const Diagnostic& d : engine->diagnostics().items())
        if (d.code == "assertion-failed") {
            found = true;
            EXPECT_NE(d.message.find("level of T1 [m] is 1.5, above 1.5"), std::string::npos)
                << d.message;
        }
    EXPECT_TRUE(found);
}

TEST(Strings, ATextKnownOnlyWhileRunningIsALocatedError) {
    const DiagnosticList diags =
        compileErrors("model M\n  Real x = time;\n  String s = String(x);\nend M;\n");
    const Diagnostic* d = diags.find("unsupported");
    ASSERT_NE(d, nullptr);
    EXPECT_EQ(d->loc.line, 3);
    EXPECT_NE(d->message.find("String"), std::string::npos);
}

}  // namespace
}  // namespace hs::test

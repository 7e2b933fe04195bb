// Tests of reading malformed model documents (.hsm): malformed JSON and format versions,
// unknown keys and values of the wrong type, enumerations, several problems in one
// document; each checks the diagnostic and its JSON path.

#include "document_builders.h"

#include <string>
#include <vector>

namespace hs::test {
namespace {

using namespace hs::doc;

// ---------------------------------------------------------------------------------------
// Malformed JSON and versions

TEST(DocumentErrors, MalformedJson_ReportsLineAndColumn) {
    // malformed_syntax.hsm lacks the comma after "name": "Thermostat" (line 3); the parser
    // stops on the next key, `  "experiment"` on line 4, whose last character is column 14.
    auto diags = parseFails(readData("malformed_syntax.hsm"));
    ASSERT_EQ(diags.size(), 1u) << allMessages(diags);
    const Diagnostic& d = diags.items()[0];
    EXPECT_EQ(d.loc.line, 4);
    EXPECT_EQ(d.loc.column, 14);
    EXPECT_EQ(d.message.rfind("malformed JSON: ", 0), 0u) << d.message;
    EXPECT_EQ(d.message.find("json.exception"), std::string::npos) << d.message;
}

TEST(DocumentErrors, MalformedJson_ColumnCountsCharactersNotBytes) {
    // The bad literal x is the 11th character of line 2 but its 12th byte.
    auto diags = parseFails("{\n  \"n\xC3\xA4me\": x}");
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_EQ(diags.items()[0].loc.line, 2);
    EXPECT_EQ(diags.items()[0].loc.column, 11);
}

TEST(DocumentErrors, ByteOrderMark_IsAcceptedAndNotCounted) {
    parseOk("\xEF\xBB\xBF" + readData("thermostat.hsm"));
    auto diags = parseFails("\xEF\xBB\xBF{x}");
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_EQ(diags.items()[0].loc.column, 2);
}

TEST(DocumentErrors, TruncatedJson_ReportsEndOfInput) {
    const std::string text = "{\n  \"format\": 1,\n  \"name\": \"x\"";
    auto diags = parseFails(text);
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_EQ(diags.items()[0].loc.line, 3);
    EXPECT_EQ(diags.items()[0].loc.column, 14);
    EXPECT_NE(diags.items()[0].message.find("unexpected end of input"), std::string::npos)
        << diags.items()[0].message;
}

TEST(DocumentErrors, EmptyText_IsMalformedJson) {
    auto diags = parseFails("");
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_EQ(diags.items()[0].loc.line, 1);
    EXPECT_EQ(diags.items()[0].loc.column, 1);
}

TEST(DocumentErrors, NonUtf8Bytes_AreMalformedJsonWithPrintableMessage) {
    std::string text = readData("thermostat.hsm");
    const std::size_t at = text.find("Thermostat\"");
    ASSERT_NE(at, std::string::npos);
    text.insert(at, "\xFF\xC3");
    auto diags = parseFails(text);
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_EQ(diags.items()[0].loc.line, 3);
    EXPECT_NO_THROW(formatJson(diags.items()[0]));  // the message is valid UTF-8
}

TEST(DocumentErrors, RootNotAnObject_ReportsRoot) {
    expectOnly(parseFails("[1, 2]"), "(root): expected an object, found an array");
}

TEST(DocumentErrors, UnsupportedFormatVersion_ReportsOnlyTheVersion) {
    expectOnly(parseFails(readData("unsupported_format.hsm")),
               "format: unsupported format version 2 (this HybridStudio reads 1)");
}

TEST(DocumentErrors, NegativeFormatVersion_IsUnsupported) {
    expectOnly(parseMutated([](Json& j) { j["format"] = -1; }),
               "format: unsupported format version -1 (this HybridStudio reads 1)");
}

TEST(DocumentErrors, FractionalFormat_ReportsWrongType) {
    expectOnly(parseMutated([](Json& j) { j["format"] = 1.5; }),
               "format: expected an integer, found a number with a fraction or exponent");
}

TEST(DocumentRoundTrip, IntegralFloatsForIntegers_AreAccepted) {
    // As in JSON Schema, 1.0 is an integer; it is written back as 1.
    const Document d = parseOk(R"({"format": 1.0, "name": "n", "experiment": {"seed": 4.2e1},
                                   "modules": [{"name": "A"}]})");
    EXPECT_EQ(d.experiment.seed, 42u);
    EXPECT_NE(serializeDocument(d).find("\"seed\": 42\n"), std::string::npos);
}

TEST(DocumentErrors, FormatAsString_ReportsWrongType) {
    expectOnly(parseMutated([](Json& j) { j["format"] = "1"; }),
               "format: expected an integer, found a string");
}

TEST(DocumentErrors, MissingFormat_ReportsMissingKey) {
    expectOnly(parseMutated([](Json& j) { j.erase("format"); }),
               "format: missing required key \"format\"");
}

// ---------------------------------------------------------------------------------------
// Keys and types

TEST(DocumentErrors, UnknownKey_ReportsPath) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["statecharts"][0]["states"][1]["colour"] = "red";
               }),
               kChart + ".states[1].colour: unknown key \"colour\"");
}

TEST(DocumentErrors, UnknownKeyWithOddCharacters_IsQuotedInPath) {
    expectOnly(parseMutated([](Json& j) { j["experiment"]["start time"] = 3; }),
               "experiment[\"start time\"]: unknown key \"start time\"");
}

TEST(DocumentErrors, MisspeltKey_SuggestsTheMissingKnownKey) {
    auto diags = parseMutated([](Json& j) {
        auto& t = j["modules"][0]["statecharts"][0]["transitions"][1];
        t["tagret"] = t["target"];
        t.erase("target");
    });
    expectMessage(diags, kChart +
                             ".transitions[1].tagret: unknown key \"tagret\" (did you mean "
                             "\"target\"?)");
    expectMessage(diags, kChart + ".transitions[1].target: missing required key \"target\"");
    EXPECT_EQ(diags.size(), 2u) << allMessages(diags);
}

TEST(DocumentErrors, DuplicateJsonKey_ReportsPath) {
    std::string text = readData("thermostat.hsm");
    const std::string key = "\"name\": \"Room\",";
    const std::size_t at = text.find(key);
    ASSERT_NE(at, std::string::npos);
    text.insert(at, "\"name\": \"Kitchen\", ");
    expectOnly(parseFails(text), "modules[0].name: duplicate key \"name\"");
}

TEST(DocumentErrors, MissingModuleName_ReportsMissingKey) {
    expectOnly(parseMutated([](Json& j) { j["modules"][0].erase("name"); }),
               "modules[0].name: missing required key \"name\"");
}

TEST(DocumentErrors, EmptyModuleName_IsRejected) {
    expectOnly(parseMutated([](Json& j) { j["modules"][0]["name"] = ""; }),
               "modules[0].name: must not be empty");
}

TEST(DocumentErrors, MissingModules_ReportsMissingKey) {
    expectOnly(parseMutated([](Json& j) { j.erase("modules"); }),
               "modules: missing required key \"modules\"");
}

TEST(DocumentErrors, EmptyModules_NeedsAtLeastOne) {
    expectOnly(parseMutated([](Json& j) { j["modules"] = Json::array(); }),
               "modules: must contain at least one module");
}

TEST(DocumentErrors, NumberAsString_ReportsExpectedAndFound) {
    expectOnly(parseMutated([](Json& j) { j["experiment"]["stopTime"] = "10"; }),
               "experiment.stopTime: expected a number, found a string");
}

TEST(DocumentErrors, StateNotAnObject_ReportsElementPathWithoutFollowUpErrors) {
    // The transitions name the state that could not be read: no "no state named" for them.
    expectOnly(parseMutated([](Json& j) { j["modules"][0]["statecharts"][0]["states"][0] = 5; }),
               kChart + ".states[0]: expected an object, found an integer");
}

TEST(DocumentErrors, NullForOptionalNumber_IsWrongType) {
    expectOnly(parseMutated([](Json& j) { j["experiment"]["interval"] = nullptr; }),
               "experiment.interval: expected a number, found null");
}

TEST(DocumentErrors, HugeNumber_IsOutOfRangeWithPathAndPosition) {
    std::string text = readData("thermostat.hsm");
    const std::string from = "\"stopTime\": 14400";
    text.replace(text.find(from), from.size(), "\"stopTime\": 1e400");
    auto diags = parseFails(text);
    expectOnly(diags, "experiment.stopTime: number out of range (1e400)");
    EXPECT_EQ(diags.items()[0].loc.line, 6);
    EXPECT_EQ(diags.items()[0].loc.column, 17);
}

TEST(DocumentErrors, NegativeSeed_IsRejected) {
    expectOnly(parseMutated([](Json& j) { j["experiment"]["seed"] = -1; }),
               "experiment.seed: expected a non-negative integer, found a negative integer");
}

TEST(DocumentErrors, FractionalSeed_IsRejected) {
    expectOnly(parseMutated([](Json& j) { j["experiment"]["seed"] = 1.5; }),
               "experiment.seed: expected a non-negative integer, found a number with a "
               "fraction or exponent");
}

TEST(DocumentErrors, NonPositiveSolverStep_IsRejected) {
    expectOnly(parseMutated([](Json& j) { j["modules"][0]["solver"]["step"] = 0; }),
               "modules[0].solver.step: must be greater than 0");
}

TEST(DocumentErrors, NonPositiveTolerance_IsRejected) {
    expectOnly(parseMutated([](Json& j) { j["experiment"]["tolerance"] = -1e-6; }),
               "experiment.tolerance: must be greater than 0");
}

TEST(DocumentErrors, PlotVariablesNotStrings_ReportsElementPath) {
    expectOnly(parseMutated([](Json& j) { j["plots"][0]["variables"][0] = true; }),
               "plots[0].variables[0]: expected a string, found a boolean");
}

TEST(DocumentErrors, PointWithoutY_ReportsMissingKey) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["statecharts"][0]["transitions"][0]["points"][0].erase("y");
               }),
               kChart + ".transitions[0].points[0].y: missing required key \"y\"");
}

// ---------------------------------------------------------------------------------------
// Enumerations

TEST(DocumentErrors, BadPolicy_ListsTheValidOnes) {
    expectOnly(parseMutated([](Json& j) { j["experiment"]["policy"] = "stack"; }),
               "experiment.policy: \"stack\" is not a valid policy (expected \"fifo\", \"lifo\" "
               "or \"random\")");
}

TEST(DocumentErrors, BadSolverMethod_IsRejected) {
    expectOnly(parseMutated([](Json& j) { j["modules"][0]["solver"]["method"] = "dopri5"; }),
               "modules[0].solver.method: \"dopri5\" is not a valid solver method (expected "
               "\"cvode-bdf\", \"cvode-adams\", \"euler\" or \"rk4\")");
}

TEST(DocumentErrors, BadStateKind_IsRejected) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["statecharts"][0]["states"][0]["kind"] = "history";
               }),
               kChart +
                   ".states[0].kind: \"history\" is not a valid state kind (expected "
                   "\"simple\", \"composite\", \"final\" or \"choice\")");
}

TEST(DocumentErrors, BadTransitionTriggerKind_IsRejected) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["statecharts"][0]["transitions"][1]["trigger"]["kind"] = "when";
               }),
               kChart +
                   ".transitions[1].trigger.kind: \"when\" is not a valid trigger kind "
                   "(expected \"timeout\", \"rate\", \"condition\" or \"message\")");
}

TEST(DocumentErrors, MessageKindForEvent_IsRejected) {
    expectOnly(parseMutated([](Json& j) {
                   j["modules"][0]["events"] =
                       Json::parse(R"([{"name": "e", "trigger": {"kind": "message"}}])");
               }),
               "modules[0].events[0].trigger.kind: \"message\" is not a valid event trigger kind "
               "(expected \"timeout\", \"rate\" or \"condition\")");
}

// ---------------------------------------------------------------------------------------
// Several problems, failure leaves the output alone

TEST(DocumentErrors, ManyProblems_AreAllReported) {
    auto diags = parseFails(readData("many_problems.hsm"));
    const std::vector<std::string> expected = {
        "experiment.policy: \"lifo2\" is not a valid policy (expected \"fifo\", \"lifo\" or "
        "\"random\")",
        "modules[0].solver.step: expected a number, found a string",
        "modules[0].statecharts[0].states[1].geometry.colour: unknown key \"colour\"",
        "modules[0].statecharts[0].transitions[0].target: no state named \"Onn\" in statechart "
        "\"heater\"",
        "modules[0].statecharts[0].transitions[1].name: duplicate transition name \"T1\" (first "
        "used by transitions[0])",
        "modules[0].events[0].trigger.period: only allowed with mode \"cyclic\"",
        "plots[0].title: missing required key \"title\"",
    };
    for (const auto& message : expected) expectMessage(diags, message);
    EXPECT_EQ(diags.size(), expected.size()) << allMessages(diags);
}

TEST(DocumentErrors, FailedParse_LeavesTheOutputUnchanged) {
    Document doc = fullDocument();
    const std::string before = serializeDocument(doc);
    DiagnosticList diags;
    EXPECT_FALSE(parseDocument(readData("dangling_target.hsm"), doc, diags));
    EXPECT_EQ(serializeDocument(doc), before);
}

}  // namespace
}  // namespace hs::test

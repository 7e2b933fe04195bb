// Tests of the sections of multi-module documents (.hsm) that tie the modules together:
// connections between ports, the cosimulation settings and the package of projects, each
// error checked with its JSON path.

#include "document_builders.h"

#include <string>

namespace hs::test {
namespace {

using namespace hs::doc;

// ---------------------------------------------------------------------------------------
// Connections

TEST(DocumentErrors, ConnectionsNotAnArray_ReportsWrongType) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["connections"] = Json::object(); }),
               "connections: expected an array, found an object");
}

TEST(DocumentErrors, ConnectionWithoutFrom_ReportsMissingKey) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["connections"][1].erase("from"); }),
               "connections[1].from: missing required key \"from\"");
}

TEST(DocumentErrors, ConnectionWithoutTo_ReportsMissingKey) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["connections"][1].erase("to"); }),
               "connections[1].to: missing required key \"to\"");
}

TEST(DocumentErrors, ConnectionToNobody_NeedsAtLeastOneInput) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["connections"][1]["to"] = Json::array(); }),
               "connections[1].to: must contain at least one input port");
}

TEST(DocumentErrors, ConnectionToAsAString_ReportsWrongType) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["connections"][1]["to"] = "Error.u1"; }),
               "connections[1].to: expected an array, found a string");
}

TEST(DocumentErrors, ConnectionPortNotAString_ReportsWrongType) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["connections"][2]["to"][1] = 4; }),
               "connections[2].to[1]: expected a string, found an integer");
}

TEST(DocumentErrors, ConnectionPortWithoutModule_IsNotOfTheForm) {
    auto diags = parseMultiModuleMutated([](Json& j) {
        j["connections"][0]["from"] = "Setpoint";
        j["connections"][0]["to"] = Json::array({".u", "Filter.", "Filter.2u"});
    });
    expectMessage(diags, "connections[0].from: \"Setpoint\" is not of the form \"Module.port\"");
    expectMessage(diags, "connections[0].to[0]: \".u\" is not of the form \"Module.port\"");
    expectMessage(diags, "connections[0].to[1]: \"Filter.\" is not of the form \"Module.port\"");
    expectMessage(diags, "connections[0].to[2]: \"Filter.2u\" is not of the form \"Module.port\"");
    EXPECT_EQ(diags.size(), 4u) << allMessages(diags);
}

TEST(DocumentErrors, ConnectionToAMissingModule_ReportsPath) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["connections"][2]["to"][1] = "Nobody.u"; }),
               "connections[2].to[1]: no module named \"Nobody\"");
}

TEST(DocumentErrors, ConnectionFromAMissingModule_ReportsPath) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["connections"][3]["from"] = "Eror.y"; }),
               "connections[3].from: no module named \"Eror\"");
}

TEST(DocumentErrors, ConnectionToAModuleWithoutReadableName_IsNotReportedAgain) {
    // The unnamed module may be the one meant: only the missing name is reported.
    expectOnly(parseMultiModuleMutated([](Json& j) {
                   j["modules"][4].erase("name");
                   j["connections"][2]["to"][1] = "Prob.u";
               }),
               "modules[4].name: missing required key \"name\"");
}

TEST(DocumentErrors, ConnectionUnknownKey_ReportsPath) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["connections"][0]["colour"] = "red"; }),
               "connections[0].colour: unknown key \"colour\"");
}

TEST(DocumentErrors, ConnectionPointWithoutX_ReportsMissingKey) {
    expectOnly(
        parseMultiModuleMutated([](Json& j) { j["connections"][2]["points"][1].erase("x"); }),
        "connections[2].points[1].x: missing required key \"x\"");
}

// ---------------------------------------------------------------------------------------
// Cosimulation

TEST(DocumentErrors, CosimulationNotAnObject_ReportsWrongType) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["cosimulation"] = "frames"; }),
               "cosimulation: expected an object, found a string");
}

TEST(DocumentErrors, BadCosimulationMode_ListsTheValidOnes) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["cosimulation"]["mode"] = "parallel"; }),
               "cosimulation.mode: \"parallel\" is not a valid cosimulation mode (expected "
               "\"lockstep\", \"whole\" or \"frames\")");
}

TEST(DocumentErrors, FramesWithoutFrame_ReportsMissingKey) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["cosimulation"].erase("frame"); }),
               "cosimulation.frame: missing required key \"frame\" (the mode is \"frames\")");
}

TEST(DocumentErrors, FrameWithAnotherMode_IsRejected) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["cosimulation"]["mode"] = "lockstep"; }),
               "cosimulation.frame: only allowed with mode \"frames\"");
}

TEST(DocumentErrors, NonPositiveFrame_IsRejected) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["cosimulation"]["frame"] = 0; }),
               "cosimulation.frame: must be greater than 0");
}

TEST(DocumentErrors, NonPositiveCosimulationStep_IsRejected) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["cosimulation"]["step"] = -0.01; }),
               "cosimulation.step: must be greater than 0");
}

TEST(DocumentErrors, MisspeltFrame_SuggestsTheKey) {
    auto diags = parseMultiModuleMutated([](Json& j) {
        j["cosimulation"]["frames"] = j["cosimulation"]["frame"];
        j["cosimulation"].erase("frame");
    });
    expectMessage(diags, "cosimulation.frames: unknown key \"frames\" (did you mean \"frame\"?)");
    expectMessage(diags,
                  "cosimulation.frame: missing required key \"frame\" (the mode is \"frames\")");
    EXPECT_EQ(diags.size(), 2u) << allMessages(diags);
}

// ---------------------------------------------------------------------------------------
// Package of projects

// Documents written before the signal-write rule existed call the results filter
// recordOnlyAtSync; they still load, and save with the new name.
TEST(DocumentPackage, TheOldNameOfResultsOnlyAtSyncStillLoads) {
    Json j = Json::parse(serializeDocument(multiModuleDocument()));
    j["package"].erase("resultsOnlyAtSync");
    j["package"]["recordOnlyAtSync"] = true;
    Document d;
    DiagnosticList diags;
    ASSERT_TRUE(parseDocument(j.dump(), d, diags));
    EXPECT_TRUE(d.package->resultsOnlyAtSync);
    EXPECT_TRUE(d.package->writeAtSyncOnly);
    const std::string saved = serializeDocument(d);
    EXPECT_NE(saved.find("\"resultsOnlyAtSync\": true"), std::string::npos);
    EXPECT_EQ(saved.find("recordOnlyAtSync"), std::string::npos);
    // both names at once is a contradiction the reader refuses
    expectOnly(
        parseMultiModuleMutated([](Json& j) { j["package"]["recordOnlyAtSync"] = false; }),
        "package.recordOnlyAtSync: the old name of \"resultsOnlyAtSync\"; give only one of them");
}

TEST(DocumentErrors, PackageNotAnObject_ReportsWrongType) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["package"] = Json::array(); }),
               "package: expected an object, found an array");
}

TEST(DocumentErrors, PackageEndTimeAsString_ReportsWrongType) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["package"]["endTime"] = "20"; }),
               "package.endTime: expected a number, found a string");
}

TEST(DocumentErrors, PackageEndTimeOutOfRange_IsRejected) {
    std::string text = serializeDocument(multiModuleDocument());
    const std::string from = "\"endTime\": 20";
    ASSERT_NE(text.find(from), std::string::npos);
    text.replace(text.find(from), from.size(), "\"endTime\": 1e400");
    expectOnly(parseFails(text), "package.endTime: number out of range (1e400)");
}

TEST(DocumentErrors, BadWriteMode_ListsTheValidOnes) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["package"]["writeMode"] = "eager"; }),
               "package.writeMode: \"eager\" is not a valid write mode (expected \"deferred\" or "
               "\"immediate\")");
}

TEST(DocumentErrors, RecordOnlyAtSyncNotABoolean_ReportsWrongType) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["package"]["resultsOnlyAtSync"] = 1; }),
               "package.resultsOnlyAtSync: expected a boolean, found an integer");
}

TEST(DocumentErrors, PackageWithoutProjects_ReportsMissingKey) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["package"].erase("projects"); }),
               "package.projects: missing required key \"projects\"");
}

TEST(DocumentErrors, PackageWithNoProject_NeedsAtLeastOne) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["package"]["projects"] = Json::array(); }),
               "package.projects: must contain at least one project");
}

TEST(DocumentErrors, ProjectWithoutModule_ReportsMissingKey) {
    expectOnly(
        parseMultiModuleMutated([](Json& j) { j["package"]["projects"][1].erase("module"); }),
        "package.projects[1].module: missing required key \"module\"");
}

TEST(DocumentErrors, ProjectOfAMissingModule_ReportsPath) {
    expectOnly(parseMultiModuleMutated(
                   [](Json& j) { j["package"]["projects"][1]["module"] = "Controller"; }),
               "package.projects[1].module: no module named \"Controller\"");
}

TEST(DocumentErrors, ProjectListedTwice_ReportsTheSecond) {
    expectOnly(
        parseMultiModuleMutated([](Json& j) { j["package"]["projects"][1]["module"] = "Plant"; }),
        "package.projects[1].module: module \"Plant\" is already a project (projects[0])");
}

TEST(DocumentErrors, NonPositiveMinStep_IsRejected) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["package"]["projects"][0]["minStep"] = 0; }),
               "package.projects[0].minStep: must be greater than 0");
}

TEST(DocumentErrors, MaxStepBelowMinStep_IsRejected) {
    expectOnly(
        parseMultiModuleMutated([](Json& j) { j["package"]["projects"][0]["maxStep"] = 0.0005; }),
        "package.projects[0].maxStep: must not be less than minStep (0.001)");
}

TEST(DocumentErrors, AbsentMaxStepBelowMinStep_ReportsMissingKey) {
    expectOnly(parseMultiModuleMutated([](Json& j) {
                   auto& project = j["package"]["projects"][1];
                   project["minStep"] = 0.5;
                   project.erase("maxStep");
               }),
               "package.projects[1].maxStep: missing required key \"maxStep\" (minStep 0.5 is "
               "greater than its default 0.01)");
}

TEST(DocumentErrors, NonPositiveSyncStep_IsRejected) {
    expectOnly(
        parseMultiModuleMutated([](Json& j) { j["package"]["projects"][0]["syncStep"] = -1; }),
        "package.projects[0].syncStep: must be greater than 0");
}

TEST(DocumentErrors, ProjectActiveNotABoolean_ReportsWrongType) {
    expectOnly(
        parseMultiModuleMutated([](Json& j) { j["package"]["projects"][0]["active"] = "no"; }),
        "package.projects[0].active: expected a boolean, found a string");
}

TEST(DocumentErrors, ProjectUnknownKey_SuggestsTheKnownKey) {
    expectOnly(parseMultiModuleMutated([](Json& j) {
                   auto& project = j["package"]["projects"][0];
                   project["syncstep"] = project["syncStep"];
                   project.erase("syncStep");
               }),
               "package.projects[0].syncstep: unknown key \"syncstep\" (did you mean "
               "\"syncStep\"?)");
}

}  // namespace
}  // namespace hs::test

// Tests of the modules of multi-module documents (.hsm): the multi-module document parses
// back field by field and saves byte-identical, the key order and defaults written, block
// modules and their parameters, module kinds and positions and their errors.

#include "document_builders.h"

#include <string>
#include <vector>

namespace hs::test {
namespace {

using namespace hs::doc;

// ---------------------------------------------------------------------------------------
// Multi-module documents: round trips, defaults and what is written

// The multi-module fields, compared one by one (expectSame compares the others).
void expectSameMultiModule(const Document& a, const Document& b) {
    ASSERT_EQ(a.modules.size(), b.modules.size());
    for (std::size_t m = 0; m < a.modules.size(); ++m) {
        SCOPED_TRACE("modules[" + std::to_string(m) + "]");
        const Module& ma = a.modules[m];
        const Module& mb = b.modules[m];
        EXPECT_EQ(ma.kind, mb.kind);
        EXPECT_EQ(ma.position.x, mb.position.x);
        EXPECT_EQ(ma.position.y, mb.position.y);
        EXPECT_EQ(ma.block.type, mb.block.type);
        ASSERT_EQ(ma.block.parameters.size(), mb.block.parameters.size());
        for (std::size_t p = 0; p < ma.block.parameters.size(); ++p) {
            const BlockParameter& pa = ma.block.parameters[p];
            const BlockParameter& pb = mb.block.parameters[p];
            EXPECT_EQ(pa.name, pb.name);
            EXPECT_EQ(pa.kind, pb.kind);
            EXPECT_EQ(pa.number, pb.number);
            EXPECT_EQ(pa.list, pb.list);
            EXPECT_EQ(pa.text, pb.text);
        }
    }
    ASSERT_EQ(a.connections.size(), b.connections.size());
    for (std::size_t c = 0; c < a.connections.size(); ++c) {
        SCOPED_TRACE("connections[" + std::to_string(c) + "]");
        EXPECT_EQ(a.connections[c].from, b.connections[c].from);
        EXPECT_EQ(a.connections[c].to, b.connections[c].to);
        ASSERT_EQ(a.connections[c].points.size(), b.connections[c].points.size());
        for (std::size_t p = 0; p < a.connections[c].points.size(); ++p) {
            EXPECT_EQ(a.connections[c].points[p].x, b.connections[c].points[p].x);
            EXPECT_EQ(a.connections[c].points[p].y, b.connections[c].points[p].y);
        }
    }
    ASSERT_EQ(a.cosimulation.has_value(), b.cosimulation.has_value());
    if (a.cosimulation) {
        EXPECT_EQ(a.cosimulation->mode, b.cosimulation->mode);
        EXPECT_EQ(a.cosimulation->step, b.cosimulation->step);
        EXPECT_EQ(a.cosimulation->frame, b.cosimulation->frame);
    }
    ASSERT_EQ(a.package.has_value(), b.package.has_value());
    if (a.package) {
        EXPECT_EQ(a.package->endTime, b.package->endTime);
        EXPECT_EQ(a.package->writeMode, b.package->writeMode);
        EXPECT_EQ(a.package->resultsOnlyAtSync, b.package->resultsOnlyAtSync);
        ASSERT_EQ(a.package->projects.size(), b.package->projects.size());
        for (std::size_t p = 0; p < a.package->projects.size(); ++p) {
            SCOPED_TRACE("package.projects[" + std::to_string(p) + "]");
            const Project& pa = a.package->projects[p];
            const Project& pb = b.package->projects[p];
            EXPECT_EQ(pa.module, pb.module);
            EXPECT_EQ(pa.minStep, pb.minStep);
            EXPECT_EQ(pa.maxStep, pb.maxStep);
            EXPECT_EQ(pa.syncStep, pb.syncStep);
            EXPECT_EQ(pa.active, pb.active);
        }
    }
}

// A small multi-module document as text: modules A (a model) and G (a gain block).
std::string twoModules(const std::string& extra) {
    return R"({"format": 1, "name": "m", "modules": [
              {"name": "A", "equations": "model A\nend A;\n"},
              {"name": "G", "kind": "block", "block": {"type": "gain"}}])" +
           extra + "}";
}

TEST(DocumentMultiModule, FullDocument_ParsesBackFieldByField) {
    const Document original = multiModuleDocument();
    const Document parsed = parseOk(serializeDocument(original));
    expectSame(original, parsed);
    expectSameMultiModule(original, parsed);
}

TEST(DocumentMultiModule, FullDocument_SecondSerializationIsByteIdentical) {
    const std::string first = serializeDocument(multiModuleDocument());
    EXPECT_EQ(serializeDocument(parseOk(first)), first);
}

TEST(DocumentMultiModule, FullDocument_MatchesCommittedFile) {
    // tests/data/multimodule.hsm was written by serializeDocument(multiModuleDocument()).
    const std::string text = readData("multimodule.hsm");
    EXPECT_EQ(serializeDocument(multiModuleDocument()), text);
    EXPECT_EQ(serializeDocument(parseOk(text)), text);
}

TEST(DocumentMultiModule, KeyOrderAndDefaults_AreWrittenAsDocumented) {
    Document d;
    d.name = "m";
    Module a;
    a.name = "A";
    a.equations = "model A\nend A;\n";
    d.modules.push_back(a);  // kind "model" and position (0, 0): neither is written
    d.modules.push_back(blockModule("G", "gain", {numberParameter("k", 2)}, {160, 0}));
    Connection c;
    c.from = "A.y";
    c.to = {"G.u"};
    d.connections.push_back(c);
    d.cosimulation = Cosimulation{};
    Package p;
    Project project;
    project.module = "A";
    p.projects.push_back(project);
    d.package = p;
    const std::string expected = R"({
  "format": 1,
  "name": "m",
  "experiment": {
    "startTime": 0,
    "stopTime": 10,
    "tolerance": 1e-06,
    "policy": "fifo",
    "seed": 1
  },
  "modules": [
    {
      "name": "A",
      "equations": "model A\nend A;\n",
      "solver": {
        "method": "cvode-bdf"
      }
    },
    {
      "name": "G",
      "kind": "block",
      "position": {
        "x": 160,
        "y": 0
      },
      "block": {
        "type": "gain",
        "parameters": {
          "k": 2
        }
      }
    }
  ],
  "connections": [
    {
      "from": "A.y",
      "to": [
        "G.u"
      ]
    }
  ],
  "cosimulation": {
    "mode": "lockstep",
    "step": 0.01
  },
  "package": {
    "endTime": 10,
    "writeMode": "deferred",
    "projects": [
      {
        "module": "A",
        "minStep": 0.01,
        "maxStep": 0.01,
        "syncStep": 1,
        "active": true
      }
    ]
  }
}
)";
    EXPECT_EQ(serializeDocument(d), expected);
    EXPECT_EQ(serializeDocument(parseOk(expected)), expected);
}

TEST(DocumentMultiModule, AbsentSections_AreEmptyAndDefaultsApply) {
    const Document plain = parseOk(twoModules(""));
    EXPECT_EQ(plain.modules[0].kind, doc::ModuleKind::Model);
    EXPECT_EQ(plain.modules[1].kind, doc::ModuleKind::Block);
    EXPECT_EQ(plain.modules[1].block.type, "gain");
    EXPECT_TRUE(plain.modules[1].block.parameters.empty());
    EXPECT_EQ(plain.modules[1].position.x, 0);
    EXPECT_TRUE(plain.connections.empty());
    EXPECT_FALSE(plain.cosimulation.has_value());
    EXPECT_FALSE(plain.package.has_value());

    const Document d =
        parseOk(twoModules(R"(, "cosimulation": {}, "package": {"projects": [{"module": "A"}]})"));
    ASSERT_TRUE(d.cosimulation.has_value());
    EXPECT_EQ(d.cosimulation->mode, cosim::RunMode::LockStep);
    EXPECT_EQ(d.cosimulation->step, 0.01);
    EXPECT_FALSE(d.cosimulation->frame.has_value());
    ASSERT_TRUE(d.package.has_value());
    EXPECT_EQ(d.package->endTime, 10);
    EXPECT_EQ(d.package->writeMode, doc::WriteMode::Deferred);
    EXPECT_FALSE(d.package->resultsOnlyAtSync);
    ASSERT_EQ(d.package->projects.size(), 1u);
    EXPECT_EQ(d.package->projects[0].minStep, 0.01);
    EXPECT_EQ(d.package->projects[0].maxStep, 0.01);
    EXPECT_EQ(d.package->projects[0].syncStep, 1);
    EXPECT_TRUE(d.package->projects[0].active);
}

TEST(DocumentMultiModule, SpeltOutDefaultKindAndPosition_AreReadAndLeftOut) {
    const Document d = parseOk(
        R"({"format": 1, "name": "m", "modules": [{"name": "A", "kind": "model",
            "position": {"x": 0, "y": 0}}]})");
    EXPECT_EQ(d.modules[0].kind, doc::ModuleKind::Model);
    const std::string text = serializeDocument(d);
    EXPECT_EQ(text.find("\"kind\""), std::string::npos) << text;
    EXPECT_EQ(text.find("\"position\""), std::string::npos) << text;
}

TEST(DocumentMultiModule, BlockParameters_KeepTheirKindAndOrder) {
    const Document d = parseOk(
        R"({"format": 1, "name": "m", "modules": [{"name": "S", "kind": "block", "block": {
            "type": "stateSpace", "parameters": {"x0": [], "A": [-1.5], "states": 1.0,
            "name": "\u00b0C"}}}]})");
    const auto& params = d.modules[0].block.parameters;
    ASSERT_EQ(params.size(), 4u);
    EXPECT_EQ(params[0].name, "x0");
    EXPECT_EQ(params[0].kind, BlockParameter::Kind::List);
    EXPECT_TRUE(params[0].list.empty());
    EXPECT_EQ(params[1].kind, BlockParameter::Kind::List);
    EXPECT_EQ(params[1].list, std::vector<double>{-1.5});
    EXPECT_EQ(params[2].kind, BlockParameter::Kind::Number);
    EXPECT_EQ(params[2].number, 1.0);
    EXPECT_EQ(params[3].kind, BlockParameter::Kind::Text);
    EXPECT_EQ(params[3].text, std::string("\xC2\xB0") + "C");  // \u00b0 is the degree sign
    const std::string text = serializeDocument(d);
    EXPECT_NE(text.find("\"x0\": [],\n"), std::string::npos) << text;
    EXPECT_NE(text.find("\"states\": 1,\n"), std::string::npos) << text;
    EXPECT_EQ(serializeDocument(parseOk(text)), text);
}

TEST(DocumentMultiModule, FieldsOfOtherKindsAndModes_AreNotWritten) {
    Document d = multiModuleDocument();
    Module& setpoint = d.modules[0];  // a block: no equations, solver or statecharts
    setpoint.equations = "model Setpoint\nend Setpoint;\n";
    setpoint.solver.method = SolverMethod::Euler;
    setpoint.statecharts = d.modules[3].statecharts;
    Module& probe = d.modules[4];  // a model: no block
    probe.block.type = "gain";
    probe.block.parameters = {numberParameter("k", 3)};
    EXPECT_EQ(serializeDocument(d), serializeDocument(multiModuleDocument()));

    // a frame belongs to mode "frames"; with frames and no frame the frame is one step
    d.cosimulation->mode = cosim::RunMode::LockStep;
    EXPECT_EQ(serializeDocument(d).find("\"frame\""), std::string::npos);
    d.cosimulation->mode = cosim::RunMode::Frames;
    d.cosimulation->frame.reset();
    const Document back = parseOk(serializeDocument(d));
    EXPECT_EQ(back.cosimulation->frame, d.cosimulation->step);
}

TEST(DocumentMultiModule, UnknownPortNames_AreLeftToTheModelBuild) {
    // Ports come from the compiled modules: only the module part is checked here.
    const Document d =
        parseOk(twoModules(R"(, "connections": [{"from": "A.nosuch", "to": ["G.u", "G.u"]}])"));
    EXPECT_EQ(d.connections[0].from, "A.nosuch");
}

TEST(DocumentMultiModule, ModuleNamesWithDots_SplitAtTheLastDot) {
    const Document d = parseOk(
        R"({"format": 1, "name": "m", "modules": [{"name": "Plant.v2"}],
            "connections": [{"from": "Plant.v2.y", "to": ["Plant.v2.u"]}]})");
    EXPECT_EQ(d.connections[0].to[0], "Plant.v2.u");
}

// ---------------------------------------------------------------------------------------
// Module kinds, blocks and positions

TEST(DocumentErrors, BadModuleKind_IsRejected) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["modules"][4]["kind"] = "function"; }),
               "modules[4].kind: \"function\" is not a valid module kind (expected \"model\" or "
               "\"block\")");
}

TEST(DocumentErrors, BadModuleKind_SaysNothingAboutTheOtherKeys) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["modules"][0]["kind"] = 1; }),
               "modules[0].kind: expected a string, found an integer");
}

TEST(DocumentErrors, BlockModuleWithoutBlock_ReportsMissingKey) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["modules"][0].erase("block"); }),
               "modules[0].block: missing required key \"block\" (the module is of kind "
               "\"block\")");
}

TEST(DocumentErrors, BlockOnAModel_IsRejected) {
    expectOnly(parseMultiModuleMutated([](Json& j) {
                   j["modules"][4]["block"] = {{"type", "gain"}};
               }),
               "modules[4].block: only allowed with kind \"block\"");
}

TEST(DocumentErrors, EquationsOnABlock_AreRejected) {
    expectOnly(parseMultiModuleMutated([](Json& j) {
                   j["modules"][0]["equations"] = "model Setpoint\nend Setpoint;\n";
               }),
               "modules[0].equations: only allowed with kind \"model\"");
}

TEST(DocumentErrors, SolverOnABlock_IsRejected) {
    expectOnly(parseMultiModuleMutated([](Json& j) {
                   j["modules"][1]["solver"] = {{"method", "rk4"}};
               }),
               "modules[1].solver: only allowed with kind \"model\"");
}

TEST(DocumentErrors, StatechartsEventsAndDynamicEventsOnABlock_AreRejected) {
    auto diags = parseMultiModuleMutated([](Json& j) {
        j["modules"][2]["statecharts"] = j["modules"][3]["statecharts"];
        j["modules"][2]["events"] = Json::array();
        j["modules"][2]["dynamicEvents"] = Json::array();
    });
    expectMessage(diags, "modules[2].statecharts: only allowed with kind \"model\"");
    expectMessage(diags, "modules[2].events: only allowed with kind \"model\"");
    expectMessage(diags, "modules[2].dynamicEvents: only allowed with kind \"model\"");
    EXPECT_EQ(diags.size(), 3u) << allMessages(diags);
}

TEST(DocumentErrors, BlockWithoutType_ReportsMissingKey) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["modules"][0]["block"].erase("type"); }),
               "modules[0].block.type: missing required key \"type\"");
}

TEST(DocumentErrors, BlockTypeNotAnIdentifier_IsRejected) {
    expectOnly(
        parseMultiModuleMutated([](Json& j) { j["modules"][0]["block"]["type"] = "first order"; }),
        "modules[0].block.type: \"first order\" is not an identifier (letters, digits and "
        "_, not starting with a digit)");
}

TEST(DocumentErrors, BlockUnknownKey_SuggestsTheMissingKnownKey) {
    expectOnly(parseMultiModuleMutated([](Json& j) {
                   auto& block = j["modules"][0]["block"];
                   block["parameter"] = block["parameters"];
                   block.erase("parameters");
               }),
               "modules[0].block.parameter: unknown key \"parameter\" (did you mean "
               "\"parameters\"?)");
}

TEST(DocumentErrors, BlockParametersNotAnObject_ReportsWrongType) {
    expectOnly(parseMultiModuleMutated([](Json& j) {
                   j["modules"][0]["block"]["parameters"] = Json::array({1, 2});
               }),
               "modules[0].block.parameters: expected an object, found an array");
}

TEST(DocumentErrors, BlockParameterOfWrongType_ListsTheAcceptedTypes) {
    expectOnly(parseMultiModuleMutated(
                   [](Json& j) { j["modules"][0]["block"]["parameters"]["time"] = true; }),
               "modules[0].block.parameters.time: expected a number, an array of numbers or a "
               "string, found a boolean");
}

TEST(DocumentErrors, BlockParameterListWithAString_ReportsTheElement) {
    expectOnly(parseMultiModuleMutated(
                   [](Json& j) { j["modules"][1]["block"]["parameters"]["denominator"][1] = "1"; }),
               "modules[1].block.parameters.denominator[1]: expected a number, found a string");
}

TEST(DocumentErrors, BlockParameterNameNotAnIdentifier_IsRejected) {
    expectOnly(parseMultiModuleMutated(
                   [](Json& j) { j["modules"][0]["block"]["parameters"]["start time"] = 1; }),
               "modules[0].block.parameters[\"start time\"]: \"start time\" is not an identifier "
               "(letters, digits and _, not starting with a digit)");
}

TEST(DocumentErrors, BlockParameterOutOfRange_IsRejected) {
    std::string text = serializeDocument(multiModuleDocument());
    const std::string from = "\"after\": 2.5";
    ASSERT_NE(text.find(from), std::string::npos);
    text.replace(text.find(from), from.size(), "\"after\": -1e999");
    expectOnly(parseFails(text), "modules[0].block.parameters.after: number out of range (-1e999)");
}

TEST(DocumentErrors, PositionWithoutY_ReportsMissingKey) {
    expectOnly(parseMultiModuleMutated([](Json& j) { j["modules"][0]["position"].erase("y"); }),
               "modules[0].position.y: missing required key \"y\"");
}

TEST(DocumentErrors, PositionNotAnObject_ReportsWrongType) {
    expectOnly(parseMultiModuleMutated([](Json& j) {
                   j["modules"][3]["position"] = Json::array({520, 120});
               }),
               "modules[3].position: expected an object, found an array");
}

}  // namespace
}  // namespace hs::test

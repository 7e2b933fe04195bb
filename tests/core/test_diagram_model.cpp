// What the component diagram reads from a source (hs/flatten/diagram.h) and the text edits
// it makes (hs/lang/source_edit.h): each edit leaves the rest of the text as written, and
// the edited text is the model the diagram then shows.

#include "test_support.h"

#include "hs/flatten/diagram.h"
#include "hs/lang/source_edit.h"

#include <fstream>
#include <sstream>

namespace hs::test {
namespace {

using flatten::describeDiagram;
using lang::applyEdits;

std::string readExample(const std::string& name) {
    std::ifstream in(examplePath(name));
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

const flatten::ComponentView* componentNamed(const flatten::DiagramView& d, const std::string& n) {
    for (const auto& c : d.components)
        if (c.name == n) return &c;
    return nullptr;
}

TEST(DiagramModel, TheRCExampleHasItsComponentsIconsPortsAndLines) {
    const flatten::DiagramView d = describeDiagram(readExample("RCCircuit.mo"));
    ASSERT_TRUE(d.found);
    EXPECT_EQ(d.className, "RCCircuit");
    ASSERT_EQ(d.components.size(), 4u);
    const flatten::ComponentView* r = componentNamed(d, "resistor");
    ASSERT_NE(r, nullptr);
    ASSERT_NE(r->cls, nullptr);
    EXPECT_EQ(r->cls->path, "HybridStudio.Electrical.Resistor");
    EXPECT_TRUE(r->placement.present);
    EXPECT_EQ(r->placement.origin, (flatten::Point{-20, 40}));
    ASSERT_EQ(r->modifiers.size(), 1u);
    EXPECT_EQ(r->modifiers[0], (std::pair<std::string, std::string>{"R", "1000"}));
    // ports inherited from OnePort, with their placements and the pins' icons
    ASSERT_EQ(r->cls->ports.size(), 2u);
    EXPECT_EQ(r->cls->ports[0].name, "p");
    EXPECT_EQ(r->cls->ports[0].placement.p1, (flatten::Point{-110, -10}));
    EXPECT_FALSE(r->cls->ports[0].icon.empty());
    EXPECT_EQ(r->cls->ports[0].signature, r->cls->ports[1].signature);
    EXPECT_FALSE(r->cls->icon.empty());
    ASSERT_EQ(r->cls->parameters.size(), 1u);
    EXPECT_EQ(r->cls->parameters[0].name, "R");
    EXPECT_EQ(r->cls->parameters[0].unit, "Ohm");
    EXPECT_EQ(r->cls->parameters[0].defaultValue, "1");
    ASSERT_EQ(d.connections.size(), 4u);
    EXPECT_EQ(d.connections[0].from, "source.p");
    EXPECT_EQ(d.connections[0].to, "resistor.p");
    EXPECT_EQ(d.connections[0].points.size(), 3u);
    // a switch's control port is a causal one; a ground's pin has the pins' signature
    const auto sw = flatten::describeClass("", "HybridStudio.Electrical.IdealClosingSwitch");
    ASSERT_NE(sw, nullptr);
    ASSERT_EQ(sw->ports.size(), 3u);
    EXPECT_TRUE(sw->ports[2].input);
    EXPECT_EQ(sw->ports[2].placement.rotation, -90);
}

TEST(DiagramModel, TheLibraryBrowserListsTheBundledLibrary) {
    const std::vector<flatten::LibraryEntry> libs = flatten::describeLibraries("model M end M;");
    ASSERT_FALSE(libs.empty());
    EXPECT_EQ(libs[0].name, "HybridStudio");
    std::vector<std::string> packages;
    for (const auto& p : libs[0].children) packages.push_back(p.name);
    EXPECT_NE(std::find(packages.begin(), packages.end(), "Electrical"), packages.end());
    const flatten::LibraryEntry* electrical = nullptr;
    for (const auto& p : libs[0].children)
        if (p.name == "Electrical") electrical = &p;
    ASSERT_NE(electrical, nullptr);
    bool resistor = false, onePort = false;
    for (const auto& c : electrical->children) {
        if (c.name == "Resistor") resistor = c.instantiable && !c.icon.empty();
        if (c.name == "OnePort") onePort = !c.instantiable;  // partial
    }
    EXPECT_TRUE(resistor);
    EXPECT_TRUE(onePort);
    EXPECT_EQ(libs.back().name, "M");  // the source's own classes last
}

TEST(DiagramModel, EditsBuildTheRCCircuitFromAnEmptyModel) {
    std::string text = "model RC\nend RC;\n";
    auto apply = [&](const std::vector<lang::TextEdit>& edits) {
        ASSERT_FALSE(edits.empty());
        text = applyEdits(text, edits);
    };
    const std::string at =
        "Placement(transformation(origin = {0, 0}, extent = {{-10, -10}, {10, 10}}))";
    apply(lang::addComponent(text, "", "HybridStudio.Electrical.ConstantVoltage", "source", at));
    apply(lang::addComponent(text, "", "HybridStudio.Electrical.Resistor", "resistor", at));
    apply(lang::addComponent(text, "", "HybridStudio.Electrical.Capacitor", "capacitor", at));
    apply(lang::addComponent(text, "", "HybridStudio.Electrical.Ground", "ground", at));
    apply(lang::setModifier(text, "", "source", "V", "10"));
    apply(lang::setModifier(text, "", "resistor", "R", "1000"));
    apply(lang::setModifier(text, "", "capacitor", "C", "1e-4"));
    apply(lang::setModifier(text, "", "capacitor", "v.fixed", "true"));
    apply(
        lang::addConnection(text, "", "source.p", "resistor.p", "Line(points = {{0, 0}, {1, 1}})"));
    apply(lang::addConnection(text, "", "resistor.n", "capacitor.p", ""));
    apply(lang::addConnection(text, "", "capacitor.n", "source.n", ""));
    apply(lang::addConnection(text, "", "source.n", "ground.p", ""));
    EXPECT_EQ(
        text,
        "model RC\n"
        "  HybridStudio.Electrical.ConstantVoltage source(V = 10) annotation(" +
            at +
            ");\n"
            "  HybridStudio.Electrical.Resistor resistor(R = 1000) annotation(" +
            at +
            ");\n"
            "  HybridStudio.Electrical.Capacitor capacitor(C = 1e-4, v.fixed = true) annotation(" +
            at +
            ");\n"
            "  HybridStudio.Electrical.Ground ground annotation(" +
            at +
            ");\n"
            "equation\n"
            "  connect(source.p, resistor.p) annotation(Line(points = {{0, 0}, {1, 1}}));\n"
            "  connect(resistor.n, capacitor.p);\n"
            "  connect(capacitor.n, source.n);\n"
            "  connect(source.n, ground.p);\n"
            "end RC;\n");
    auto engine = runModel(compileOk(text), 0.3);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_NEAR(engine->value("capacitor.v"), 10 * (1 - std::exp(-3.0)), 1e-4);
}

TEST(DiagramModel, MovingRenamingAndRemovingKeepTheRestOfTheText) {
    const std::string original = readExample("RCCircuit.mo");
    // move: the Placement argument of the annotation replaced, nothing else
    const std::string moved = applyEdits(
        original,
        lang::setComponentAnnotation(
            original, "", "resistor",
            "Placement(transformation(origin = {0, 60}, extent = {{-10, -10}, {10, 10}}))"));
    EXPECT_NE(moved.find("origin = {0, 60}"), std::string::npos);
    EXPECT_EQ(moved.size() - original.size(),
              std::string("0, 60").size() - std::string("-20, 40").size());
    EXPECT_EQ(describeDiagram(moved).components[1].placement.origin, (flatten::Point{0, 60}));
    // rename: the declaration and every connect
    const std::string renamed =
        applyEdits(original, lang::renameComponent(original, "", "resistor", "r1"));
    EXPECT_EQ(renamed.find("resistor("), std::string::npos);
    EXPECT_EQ(renamed.find("resistor."), std::string::npos);
    EXPECT_NE(renamed.find("Resistor r1(R = 1000)"), std::string::npos);
    EXPECT_NE(renamed.find("connect(r1.n, capacitor.p)"), std::string::npos);
    EXPECT_NE(compileOk(renamed), nullptr);
    // remove: the declaration's line and its two connections
    const std::string removed =
        applyEdits(original, lang::removeComponent(original, "", "resistor"));
    EXPECT_EQ(removed.find("resistor("), std::string::npos);
    EXPECT_EQ(removed.find("resistor."), std::string::npos);
    EXPECT_EQ(describeDiagram(removed).connections.size(), 2u);
    // a modifier changed and removed again
    const std::string r2 =
        applyEdits(original, lang::setModifier(original, "", "resistor", "R", "2000"));
    EXPECT_NE(r2.find("resistor(R = 2000)"), std::string::npos);
    const std::string none = applyEdits(r2, lang::setModifier(r2, "", "resistor", "R", ""));
    EXPECT_NE(none.find("HybridStudio.Electrical.Resistor resistor\n"), std::string::npos);
    // a connection removed, its line set
    const std::string cut =
        applyEdits(original, lang::removeConnection(original, "", "capacitor.p", "resistor.n"));
    EXPECT_EQ(describeDiagram(cut).connections.size(), 3u);
    const std::string relined = applyEdits(
        original,
        lang::setConnectionLine(original, "", "resistor.n", "capacitor.p",
                                "Line(points = {{-10, 40}, {20, 10}}, color = {0, 0, 255})"));
    const auto lined = describeDiagram(relined);
    EXPECT_EQ(lined.connections[1].points.size(), 2u);
}

}  // namespace
}  // namespace hs::test

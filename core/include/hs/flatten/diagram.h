#pragma once
// What a component diagram shows, read from a Modelica source and the libraries it uses:
// the components of a class with their icons (the `Icon` annotations of their classes and
// of the classes those extend), their ports (connector components with their `Placement`)
// and where they are placed, the connections with their `Line` points, and the parameters a
// property panel edits. Also the classes a library browser lists. Read-only: the edits a
// diagram makes are text edits (hs/lang/source_edit.h). Thread-safe: no shared state.

#include "hs/flatten/flatten.h"

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hs::flatten {

using Point = std::pair<double, double>;
using Color = std::array<int, 3>;

// One graphic primitive of an icon, in its class's coordinates (y up).
struct Graphic {
    enum class Kind { Line, Rectangle, Ellipse, Polygon, Text };
    Kind kind = Kind::Line;
    std::vector<Point> points;  // Line, Polygon: the points; the others: the extent's corners
    Color lineColor{0, 0, 0};
    std::optional<Color> fillColor;  // filled (FillPattern other than None)
    double thickness = 0.25;         // mm
    enum class Pattern { Solid, Dash, Dot, None };
    Pattern pattern = Pattern::Solid;
    double radius = 0;    // Rectangle: rounded corners
    bool smooth = false;  // Line, Polygon: a Bezier curve through the points
    std::string text;     // Text: textString, with %name and %parameter
    Point origin{0, 0};
    double rotation = 0;  // degrees, counter-clockwise
};

// Placement(transformation(origin, extent, rotation)) of a component or connector.
struct Placement {
    bool present = false;
    Point origin{0, 0};
    Point p1{-10, -10}, p2{10, 10};  // the extent around the origin
    double rotation = 0;             // degrees, counter-clockwise
};

// A parameter a property panel shows: its value in the class, and what it means.
struct ParameterView {
    std::string name;
    std::string type;  // Real, Integer, Boolean, String or an enumeration
    std::string unit;
    std::string defaultValue;  // the class's binding as text, empty: none
    std::string description;
};

// A port of a component: a public connector component of its class.
struct PortView {
    std::string name;
    std::string className;
    Placement placement;        // in the component's icon coordinates
    std::vector<Graphic> icon;  // the connector class's icon
    // Ports connect when their signatures are equal: the variables' names, types and
    // flow prefixes, inputs and outputs counted as one direction.
    std::string signature;
    bool input = false, output = false;  // a causal connector (RealInput, ...)
    int dims = 0;                        // an array of connectors
};

struct ClassView {
    std::string path;  // qualified
    std::string file;  // where it is written (empty: the source itself)
    int line = 0;
    std::string kind;  // model, block, connector, ...
    std::string description;
    bool partial = false;
    std::vector<Graphic> icon;  // its Icon and those of the classes it extends, bottom first
    Point extent1{-100, -100}, extent2{100, 100};  // the icon's coordinate system
    std::vector<PortView> ports;
    std::vector<ParameterView> parameters;
};

struct ComponentView {
    std::string name;
    std::string typeName;                  // as written in the declaration
    std::shared_ptr<const ClassView> cls;  // null: the type is not a class with an icon
    Placement placement;
    std::vector<std::pair<std::string, std::string>> modifiers;  // as written: name, value text
    std::string description;
    bool inherited = false;  // from a base class: drawn, not edited
    bool connector = false;  // a connector of the diagram's class itself
    SourceLoc loc;
    int begin = 0, end = 0;  // the declaration in the source
};

struct ConnectionView {
    std::string from, to;       // "R1.p", "source.n", "p" (a connector of the class)
    std::vector<Point> points;  // the Line annotation's points, empty: none
    std::optional<Color> color;
    bool inherited = false;
    SourceLoc loc;
    int begin = 0, end = 0;  // the connect equation, to its ';'
};

struct DiagramView {
    std::string className;  // the class drawn
    bool found = false;
    std::vector<ComponentView> components;
    std::vector<ConnectionView> connections;
    std::vector<Graphic> graphics;  // the class's Diagram annotation
    Point extent1{-100, -100}, extent2{100, 100};
    // Offsets where an editor inserts: after the last component declaration (or the
    // class's description), at the `equation` section (-1: none), at `end Name;`.
    int elementsEnd = 0, equationSection = -1, endKeyword = 0;
};

// The diagram of a class of the source (Options::className, or the source's last model).
DiagramView describeDiagram(std::string_view source, const Options& options = {});

// A class by its qualified name (a library's, or the source's), as a diagram draws an
// instance of it; null when there is no such class.
std::shared_ptr<const ClassView> describeClass(std::string_view source, const std::string& path,
                                               const Options& options = {});

// A class the library browser lists, with its nested classes.
struct LibraryEntry {
    std::string name;  // "Resistor"
    std::string path;  // "HybridStudio.Electrical.Resistor"
    std::string kind;
    std::string description;
    bool instantiable = false;  // a model, block, connector or record that is not partial
    std::vector<Graphic> icon;
    std::vector<LibraryEntry> children;
};

// The top-level packages of the library path (the bundled library first) and the classes
// of the source, each with its nested classes.
std::vector<LibraryEntry> describeLibraries(std::string_view source, const Options& options = {});

// The graphics of an annotation's layer ("Icon" or "Diagram"), and its coordinate system.
std::vector<Graphic> graphicsOf(const lang::Modification& annotation, const char* layer,
                                Point* extent1 = nullptr, Point* extent2 = nullptr);
// Placement(transformation(...)) (or iconTransformation when `icon`) of an element.
Placement placementOf(const lang::Modification& annotation, bool icon = false);

}  // namespace hs::flatten

#pragma once
// The edits a component diagram makes, as edits of the Modelica text: adding, removing,
// renaming and placing a component, changing its modifiers, connecting and disconnecting
// ports. Each function reads the source as written (the parser's byte offsets) and returns
// the replacements that make the change, leaving every other character as it was: text
// and diagram stay one model. Empty when the change cannot be made (no such class or
// component). Thread-safe: no shared state.

#include <string>
#include <string_view>
#include <vector>

namespace hs::lang {

// Replace [begin, end) with text.
struct TextEdit {
    int begin = 0, end = 0;
    std::string text;
};

// The text with the edits applied (they do not overlap).
std::string applyEdits(std::string_view text, std::vector<TextEdit> edits);

// `className`: the class edited, by its name in the source ("RC", "Examples.RC"); empty:
// the source's last model. `annotation` arguments are written as Modelica, e.g.
// "Placement(transformation(origin = {0, 0}, extent = {{-10, -10}, {10, 10}}))".

// `TypeName name annotation(...);` after the class's last component.
std::vector<TextEdit> addComponent(std::string_view source, const std::string& className,
                                   const std::string& typeName, const std::string& name,
                                   const std::string& placement);
// The component's declaration and every connect() it is part of.
std::vector<TextEdit> removeComponent(std::string_view source, const std::string& className,
                                      const std::string& name);
// The component's name, in its declaration and wherever the class's text uses it.
std::vector<TextEdit> renameComponent(std::string_view source, const std::string& className,
                                      const std::string& name, const std::string& newName);
// Sets (replaces or adds) one argument of the component's annotation, such as its
// Placement.
std::vector<TextEdit> setComponentAnnotation(std::string_view source, const std::string& className,
                                             const std::string& name, const std::string& argument);
// Sets a modifier of the component (`R = 100`, `v.start = 0`); an empty value removes it.
std::vector<TextEdit> setModifier(std::string_view source, const std::string& className,
                                  const std::string& component, const std::string& modifier,
                                  const std::string& value);
// `connect(from, to) annotation(line);` after the class's last equation.
std::vector<TextEdit> addConnection(std::string_view source, const std::string& className,
                                    const std::string& from, const std::string& to,
                                    const std::string& line);
// The connect() between the two (in either order).
std::vector<TextEdit> removeConnection(std::string_view source, const std::string& className,
                                       const std::string& from, const std::string& to);
// The Line annotation of that connect().
std::vector<TextEdit> setConnectionLine(std::string_view source, const std::string& className,
                                        const std::string& from, const std::string& to,
                                        const std::string& line);

// Modelica text of numbers as the edits write them: at most 6 significant digits, no
// trailing zeros ("10", "-2.5", "0.001").
std::string numberText(double v);

}  // namespace hs::lang

#pragma once
// Editing operations on a statechart of the document: the statechart editor's commands
// are these functions applied through DocumentModel::edit, so that tests can build a
// chart through the same API the mouse gestures use. Geometry is in chart coordinates
// (a nested state's rectangle lies inside its parent's). Element names are unique
// within the chart across states and transitions (they are the paths "chart.Name" the
// engine reports). Plain functions on plain data.

#include "hs/model/document.h"

#include <string>
#include <vector>

namespace hs::ui::chartedit {

constexpr double kGrid = 10.0;
double snap(double v);

// The default size of a new element of a kind.
doc::Rect defaultRect(doc::StateKind kind, doc::Point topLeft);

// `base` itself when free, else base1, base2, ...
std::string uniqueName(const doc::Statechart& chart, const std::string& base);

doc::State* findState(doc::Statechart& chart, const std::string& name);
const doc::State* findState(const doc::Statechart& chart, const std::string& name);
doc::Transition* findTransition(doc::Statechart& chart, const std::string& name);
const doc::Transition* findTransition(const doc::Statechart& chart, const std::string& name);

// Adds a state; the first state of a container becomes its initial state. Returns its name.
std::string addState(doc::Statechart& chart, doc::StateKind kind, doc::Rect rect, const std::string& parent);
// Adds a transition (default trigger: timeout 1; from a choice point: a branch).
std::string addTransition(doc::Statechart& chart, const std::string& source, const std::string& target);
// Makes `state` the initial state of its container (the chart or its parent).
void setInitial(doc::Statechart& chart, const std::string& state);

// Removes states (with everything inside them) and transitions, and every transition
// touching a removed state; initial pointers to removed states are cleared.
void removeElements(doc::Statechart& chart, const std::vector<std::string>& names);
// Moves states (and what is inside them, and the bend points of transitions whose ends
// both move) by (dx, dy).
void moveStates(doc::Statechart& chart, const std::vector<std::string>& names, double dx, double dy);
void resizeState(doc::Statechart& chart, const std::string& name, doc::Rect rect);
// The innermost composite state whose rectangle contains p, ignoring `excluded` states
// and their descendants. Empty: the chart's top level.
std::string containerAt(const doc::Statechart& chart, doc::Point p, const std::vector<std::string>& excluded = {});
// Puts a state into another container (empty: top level). False when that would put a
// state inside itself or the container is not a composite state.
bool reparent(doc::Statechart& chart, const std::string& name, const std::string& parent);
bool isDescendant(const doc::Statechart& chart, const std::string& name, const std::string& ancestor);
// Renames a state or transition and every reference to it. False on an invalid or taken name.
bool rename(doc::Statechart& chart, const std::string& from, const std::string& to);

// Keeps the chart loadable after structural edits: a chart (a composite state) with
// states (children) whose initial pointer is empty or dangling gets its first suitable
// state (child) as initial.
void repairInitials(doc::Statechart& chart);

// Copy and paste: the states (with their descendants) and the transitions between them.
doc::Statechart fragment(const doc::Statechart& chart, const std::vector<std::string>& names);
// Pastes a fragment offset by (dx, dy), renaming clashing names; returns the new names.
std::vector<std::string> paste(doc::Statechart& chart, const doc::Statechart& fragment, double dx, double dy);
std::string fragmentToJson(const doc::Statechart& fragment);
bool fragmentFromJson(const std::string& json, doc::Statechart& fragment);

}  // namespace hs::ui::chartedit

#pragma once
// The HybridStudio model document (`.hsm`): JSON with a "format" version, holding
// modules (equation text, statecharts with editor geometry, events, or library blocks),
// the experiment, the plot layout and the experiments that run the model many times
// (parameter variation, Monte Carlo, sensitivity), and for multi-module models the
// connections, the cosimulation settings and the package of projects. These structs are the in-memory
// form; parseDocument() validates a JSON text into them (diagnostics "invalid-document"
// with a JSON path), and serializeDocument() writes them with keys in a fixed order so
// that files diff cleanly and load+save of an unchanged document gives the same bytes.
// Plain data; thread-safe as values.

#include "hs/lang/diagnostic.h"
#include "hs/model/experiment_spec.h"
#include "hs/model/run_choices.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hs::doc {

constexpr int kFormatVersion = 1;

struct Point {
    double x = 0, y = 0;
};

struct Rect {
    double x = 0, y = 0, width = 0, height = 0;
};

enum class StateKind { Simple, Composite, Final, Choice };

struct State {
    std::string name;          // unique within the statechart
    StateKind kind = StateKind::Simple;
    std::string parent;        // empty: top level of the chart
    std::string initial;       // Composite: name of the initial child state
    std::string entry;         // action text (Modelica algorithm statements)
    std::string exit;          // action text
    Rect geometry;
};

enum class TriggerKind { Timeout, Rate, Condition, Message };

struct Transition {
    std::string name;          // unique within the statechart, e.g. "T1"
    std::string source;        // state name
    std::string target;        // state name
    TriggerKind trigger = TriggerKind::Timeout;
    // Timeout: delay expression; Rate: rate expression; Condition: Boolean expression;
    // Message: the message value expression (a number or a string literal), empty when
    // anyMessage. Transitions leaving a choice point ignore the trigger and use only guard.
    std::string expression;
    bool anyMessage = false;
    std::string guard;         // Boolean expression; empty = true; "else" = default branch of a choice
    std::string action;        // action text
    std::vector<Point> points; // polyline bend points for the editor
};

struct Statechart {
    std::string name;          // unique within the module
    std::string initial;       // top-level initial state
    std::vector<State> states;
    std::vector<Transition> transitions;
};

// How an event element fires (its "trigger" in JSON); transitions have TriggerKind.
enum class EventElementTrigger { Timeout, Rate, Condition };
enum class TimeoutMode { Once, Cyclic };

struct Event {
    std::string name;
    EventElementTrigger trigger = EventElementTrigger::Timeout;
    TimeoutMode mode = TimeoutMode::Once;
    std::string time;          // Timeout: occurrence time (once) or first occurrence (cyclic)
    std::string period;        // Timeout cyclic: period expression
    std::string rate;          // Rate: rate expression
    std::string condition;     // Condition: Boolean expression
    std::string action;
};

struct DynamicEvent {
    std::string name;
    std::vector<std::string> parameters;  // Real-valued parameters readable in the action
    std::string action;
};

struct SolverSettings {
    SolverMethod method = SolverMethod::CvodeBdf;
    std::optional<double> step;         // fixed step (euler, rk4) or maximum step (CVODE)
};

// A parameter value of a library block: a number, a list of numbers, or a text (e.g.
// the signs of a sum, "+-+").
struct BlockParameter {
    enum class Kind { Number, List, Text };
    std::string name;
    Kind kind = Kind::Number;
    double number = 0.0;
    std::vector<double> list;
    std::string text;
};

struct BlockSpec {
    std::string type;                        // gain, sum, integrator, ... (see docs)
    std::vector<BlockParameter> parameters;  // in file order
};

// A module of a network: a model (equations, statecharts, events) or a library block.
enum class ModuleKind { Model, Block };

struct Module {
    std::string name;
    ModuleKind kind = ModuleKind::Model;
    BlockSpec block;             // ModuleKind::Block
    Point position;              // on the module diagram
    std::string equations;     // flat Modelica model text (may be empty)
    std::vector<Statechart> statecharts;
    std::vector<Event> events;
    std::vector<DynamicEvent> dynamicEvents;
    SolverSettings solver;
};

struct Experiment {
    double startTime = 0.0;
    double stopTime = 10.0;
    std::optional<double> interval;
    double tolerance = 1e-6;
    std::optional<double> absTolerance;
    SelectionPolicy policy = SelectionPolicy::Fifo;
    std::uint64_t seed = 1;
};

struct Plot {
    std::string title;
    std::vector<std::string> variables;
};

// A signal connection: one output port to one or more input ports ("Module.port").
struct Connection {
    std::string from;
    std::vector<std::string> to;
    std::vector<Point> points;  // routing on the module diagram
};

// How the modules of a multi-module document run together.
struct Cosimulation {
    cosim::RunMode mode = cosim::RunMode::LockStep;
    double step = 0.01;             // the exchange step (one sample per signal)
    std::optional<double> frame;    // frames: frame length TK (a multiple of step)
};

// A project of a package: a module with its own solver and synchronisation step.
struct Project {
    std::string module;
    double minStep = 0.01;  // minStep == maxStep: fixed step; otherwise CVODE within [min, max]
    double maxStep = 0.01;
    double syncStep = 1.0;
    bool active = true;
};

enum class WriteMode { Deferred, Immediate };

struct Package {
    double endTime = 10.0;
    std::vector<Project> projects;
    // When a signal a project writes becomes visible to the others ("signal write mode
    // for synchronous exchange"): deferred to the sync step, or immediately after the
    // computation (readers may get values from the producer's future).
    WriteMode writeMode = WriteMode::Deferred;
    // Write signals only at the sync step: a project publishes its outputs once per cycle,
    // at its end; otherwise at every step, so a deferred read gets the value at the package
    // time itself rather than at the producer's last sync point before it.
    bool writeAtSyncOnly = true;
    // Record each project's results only at its sync steps (a results filter; documents
    // written before it had this name call it "recordOnlyAtSync").
    bool resultsOnlyAtSync = false;
};

struct Document {
    int format = kFormatVersion;
    std::string name;
    std::string description;   // what the model shows (examples gallery, file header)
    std::vector<Module> modules;
    Experiment experiment;
    std::vector<Plot> plots;
    std::vector<Connection> connections;
    std::optional<Cosimulation> cosimulation;  // present: the modules run as a multi-module model
    std::optional<Package> package;            // present: the modules run as a package of projects
    // Runs of the first module many times (hybridstudio-cli sweep DOC.hsm); unique names.
    std::vector<experiment::ExperimentSpec> experiments;
};

// Validates and reads a document. On error returns false; every problem found is in
// diags with code "invalid-document", the message naming the JSON path
// (e.g. "modules[0].statecharts[1].transitions[2].target").
bool parseDocument(std::string_view json, Document& out, DiagnosticList& diags);

// Writes the document: 2-space indented JSON, keys in a fixed order, trailing newline.
std::string serializeDocument(const Document& document);

// A name as documents use them (block parameters, references): a letter or '_', then
// letters, digits and '_'.
bool isIdentifier(std::string_view name);

const char* stateKindName(StateKind k);
const char* triggerKindName(TriggerKind k);
const char* eventElementTriggerName(EventElementTrigger k);

}  // namespace hs::doc

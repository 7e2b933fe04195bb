#pragma once
// The executable form of a model: every variable has a slot in one value array,
// equations are sorted into blocks evaluated in order, relations that generate events
// are listed with their crossing functions, when-clauses and actions are compiled
// statement trees. Produced by compileModel(); immutable afterwards and shared by
// every Engine that runs it (thread-safe for concurrent reading).

#include "hs/compile/program.h"
#include "hs/lang/ast.h"
#include "hs/lang/diagnostic.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace hs {

enum class ValueType { Real, Integer, Boolean };
enum class VarKind { Constant, Parameter, State, Derivative, Algebraic, Discrete, Input, Internal };

const char* varKindName(VarKind k);
// An array element's name split into its array and indices: "A[2,3]" is "A" with {2, 3},
// "r.v[1]" is "r.v" with {1}. False for any other name (a scalar's).
bool splitElementName(std::string_view name, std::string& array, std::vector<int>& indices);
const char* valueTypeName(ValueType t);

struct VariableInfo {
    std::string name;
    ValueType type = ValueType::Real;
    VarKind kind = VarKind::Algebraic;
    int slot = -1;
    int stateIndex = -1;  // State and Derivative
    double start = 0.0;
    bool fixed = false;
    std::string unit;
    std::string description;
    std::optional<double> min, max, nominal;
    bool isOutput = false;
    bool isProtected = false;  // declared in a `protected` section
    // A parameter whose value sets array sizes or loop ranges: fixed when the model is
    // compiled, so it cannot be set for a run (the model is edited and compiled again).
    bool structural = false;
    SourceLoc loc;
};

// A compiled statement (algorithm sections, when bodies, actions).
enum class StmtOp {
    Assign, If, For, While, Reinit, Assert, Terminate, Break, Return,
    // action built-ins
    Send,      // slot = statechart index, value = message
    Schedule,  // slot = target slot or -1, targetIndex = dynamic event, value = delay, args
    Cancel,    // value = handle
    Stop,      // stopSimulation()
    Trace,     // args / message parts
};

struct CompiledStmt;
using StmtList = std::vector<CompiledStmt>;

struct CompiledBranch {
    Program cond;
    StmtList body;
};

struct CompiledStmt {
    StmtOp op = StmtOp::Assign;
    SourceLoc loc;
    int slot = -1;            // Assign target / For loop variable / Reinit state slot
    Program value;            // Assign value / Reinit value / For start / Assert condition
    Program value2;           // For end
    Program step;             // For step (empty = 1)
    std::vector<CompiledBranch> branches;  // If / While (one branch)
    StmtList elseBody;
    StmtList body;            // For
    std::string message;      // unused (Assert / Terminate texts are parts + args)
    bool warningLevel = false;  // Assert with level=AssertionLevel.warning
    std::string targetName;   // for diagnostics
    int targetIndex = -1;     // Schedule: dynamic event; Assert: its index (0 .. assertCount-1)
    std::vector<Program> args;          // Schedule arguments; Trace, Assert, Terminate: values
    std::vector<std::string> parts;     // Trace, Assert, Terminate: literal text before each value (+1 trailing)
    std::vector<bool> booleanArgs;      // Assert, Terminate: value i prints as true / false (may be shorter)
};

// One step of an ordered equation system (a block of the block-lower-triangular order:
// one assignment, one algebraic loop, or one algorithm section). Not a module block of a
// network (cosim::Block).
struct EquationBlock {
    enum class Kind { Assign, Nonlinear, Algorithm };
    Kind kind = Kind::Assign;
    Program program;               // Assign: computes and stores the target
    int target = -1;               // Assign
    std::vector<int> unknowns;     // Nonlinear: slots solved for
    std::vector<Program> residuals;  // Nonlinear: residual = 0
    std::vector<std::string> names;  // names of the unknowns
    int algorithm = -1;            // Algorithm: index into CompiledModel::algorithms
    SourceLoc loc;
};

enum class RelationKind { Crossing, Time };

// A relation whose value is held between events and changes only at an event.
// Crossing: value true iff z > 0 (z >= 0 when !strict); z is located by root finding.
// Time: `time op threshold`; upward relations (time > c, time >= c) switch from false to
// true at c, downward relations (time < c, time <= c) from true to false at c.
struct Relation {
    RelationKind kind = RelationKind::Crossing;
    Program z;           // Crossing: crossing function; Time: threshold c
    bool strict = true;
    bool upward = true;  // Time only
    bool inWhenCondition = false;
    bool inEquation = false;  // read by continuous equations: both edges are events
    std::string text;
    SourceLoc loc;
    std::vector<std::string> names;  // continuous variables the crossing depends on
    bool inChartCondition = false;   // read by statechart / event conditions
    std::string owner;               // element path when it comes from a chart or event
    std::string component;           // the component instance whose equation it is in ("t1.valve")
    bool readsAlgebraics = true;     // z reads variables computed by the equations
    bool chartOnly() const { return inChartCondition && !inWhenCondition && !inEquation; }
};

struct WhenBranch {
    std::vector<int> conditionSlots;   // one discrete Boolean slot per element
    std::vector<Program> conditions;
    std::vector<bool> isInitial;       // element is exactly initial()
    StmtList body;
    std::string text;                  // condition source text
    SourceLoc loc;
};

struct WhenClause {
    std::vector<WhenBranch> branches;  // when, elsewhen, ...
    SourceLoc loc;
    std::string component;  // the component instance it belongs to (empty: the model)
};

struct SampleInfo {
    Program start, interval;
    std::string text;
    SourceLoc loc;
    std::string component;
};

enum class StateKindC { Simple, Composite, Final, Choice };

struct CompiledState {
    std::string name;           // local name
    std::string path;           // chart.State
    int chart = -1;
    int parent = -1;            // global state index, -1 = top level of the chart
    int depth = 0;              // 0 = top level
    StateKindC kind = StateKindC::Simple;
    int initial = -1;           // Composite: initial child
    StmtList entry, exit;
    std::vector<int> outgoing;  // transitions leaving this state, in document order
};

enum class TriggerKindC { Timeout, Rate, Condition, Message, Branch };

struct CompiledTransition {
    std::string name;           // local name (T1)
    std::string path;           // chart.T1
    int chart = -1;
    int source = -1, target = -1;
    TriggerKindC trigger = TriggerKindC::Timeout;
    Program expression;         // delay / rate / condition / message value
    bool anyMessage = false;
    bool hasGuard = false;
    bool isElse = false;        // default branch of a choice
    Program guard;
    StmtList action;
    Message text;  // trigger text for the queue ("timeout 5", "T < 19", ...), as data
};

struct CompiledChart {
    std::string name;
    int initial = -1;           // global state index
    std::vector<int> states;    // global state indices
};

// How an event element of a module document fires, as compiled (the document's
// doc::EventElementTrigger with its timeout mode; Dynamic: scheduled by the model).
// Not the kind of a queue item or event step (EventKind).
enum class EventElementKind { Once, Cyclic, Rate, Condition, Dynamic };

struct CompiledEvent {
    std::string name;
    EventElementKind kind = EventElementKind::Once;
    Program time, period, rate, condition;
    StmtList action;
    std::vector<int> paramSlots;  // Dynamic: slots of the parameters
    std::vector<std::string> params;
    Message text;  // its trigger for the queue ("at 5", "rate 2", a condition), as data
};

struct ExperimentSettings {
    double startTime = 0.0;
    double stopTime = 1.0;
    std::optional<double> interval;
    double tolerance = 1e-6;
};

// A component instance of a model built from components, for the views of its instance tree.
struct ComponentSummary {
    std::string path;       // "circuit.R1"
    std::string className;  // "HybridStudio.Electrical.Resistor"
    std::string description;
    bool connector = false;
};

struct CompiledModel {
    std::string name;
    std::string file;
    // The files that SourceLoc::file indexes when the model is built from classes in other
    // files (entry 0, the model's own file, unused).
    std::vector<std::string> files;
    std::vector<ComponentSummary> components;  // the instance tree, outer ones first
    std::vector<VariableInfo> variables;  // declaration order, then derivatives and internals
    int slotCount = 0;
    int timeSlot = -1;
    std::vector<double> startValues;      // per slot
    std::vector<int> stateSlots;          // by state index
    std::vector<int> derivativeSlots;     // by state index
    std::vector<int> discreteSlots;       // compared during event iteration
    std::vector<int> resultSlots;         // result columns (after time), declaration order
    std::vector<int> protectedSlots;      // protected variables: results only when asked
    std::vector<EquationBlock> parameterBlocks;  // bindings of parameters, dependency order
    std::vector<EquationBlock> startBlocks;  // start values that are expressions (after parameters)
    // assert() and terminate() of equation sections (inside if-equations: under the same
    // conditions), checked at initialisation, at every accepted solver step, output point
    // and event — never at the solver's trial points
    StmtList asserts;
    int assertCount = 0;                  // every assert() of the model, numbered
    bool checksAtSteps = false;           // asserts or terminate() anywhere: checked after each step
    std::vector<EquationBlock> initBlocks;  // initialisation system
    std::vector<EquationBlock> odeBlocks;   // algebraics and derivatives from states
    std::vector<StmtList> algorithms;
    std::vector<StmtList> initialAlgorithms;
    std::vector<Relation> relations;
    std::vector<WhenClause> whens;
    std::vector<SampleInfo> samples;
    std::vector<CompiledChart> charts;
    std::vector<CompiledState> states;            // all charts, grouped by chart
    std::vector<CompiledTransition> transitions;  // all charts
    std::vector<CompiledEvent> events;            // static and dynamic events
    std::vector<std::string> strings;             // interned string messages
    ExperimentSettings experiment;

    const VariableInfo* findVariable(const std::string& name) const;
    std::string slotName(int slot) const;
    int stateCount() const { return static_cast<int>(stateSlots.size()); }
};

// Compiles a parsed model. Returns nullptr when there are errors (all are reported).
std::shared_ptr<const CompiledModel> compileModel(const lang::ModelAst& ast, DiagnosticList& diags);

// Strings used as messages are interned: their value is kStringBase + index.
constexpr double kStringBase = 4503599627370496.0;  // 2^52
std::string messageText(const CompiledModel& m, double value);

// Compiles one module of a model document: equation text, statecharts and events.
namespace doc { struct Module; struct Experiment; }
std::shared_ptr<const CompiledModel> compileModule(const doc::Module& module, const std::string& file,
                                                   DiagnosticList& diags);

// Parses and compiles source text; `file` is used for diagnostics.
// `className`: the model of the source to compile (empty: the last one).
std::shared_ptr<const CompiledModel> compileSource(std::string_view source, const std::string& file,
                                                   DiagnosticList& diags,
                                                   const std::string& className = {});

}  // namespace hs

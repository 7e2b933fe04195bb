#pragma once
// Abstract syntax tree of the flat Modelica subset HybridStudio reads, and of the
// action language (Modelica algorithm statements) used by statecharts and events.
// Plain data; nodes are shared (immutable after parsing) so that compiler passes can
// build new expressions around existing sub-trees.

#include "hs/lang/diagnostic.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace hs::lang {

enum class ExprKind {
    Number,   // numeric literal: number, isInteger
    Boolean,  // true / false: boolean
    String,   // string literal (unquoted, escapes resolved): text
    Name,     // identifier, possibly dotted ("a", "chart.State"): text; "time" too
    Unary,    // op (Neg, Plus, Not), args[0]
    Binary,   // op, args[0] (left), args[1] (right)
    If,       // args = {c1, e1, c2, e2, ..., else}; odd size >= 3
    Call,     // text = function name ("der", "sin", "sample", ...), args, argNames
    Array,    // {e1, e2, ...}: args
    Range,    // a:b or a:s:b: args = {a, b} or {a, s, b}
    Index,    // a[s1, s2, ...]: args = {a, s1, s2, ...}; a subscript may be a Range, Colon or End
    Colon,    // ':' as a subscript: the whole dimension
    End,      // 'end' inside a subscript: the size of that dimension
    Matrix,   // [a, b; c, d]: args = the rows, each an Array of its elements
    Comprehension,  // {e for i in r}: args = {e, r}, text = i
    Tuple,          // (a, b, ...) left of '=' or ':=' taking a call's outputs: args; an output
                    // left out, as in (a, , c), is an empty Tuple
    Member,         // a[i].b: args[0] = the component reference before the dot, text = b. Only
                    // in the class tree: the flattener makes every reference a flat name
};

enum class Op {
    None,
    Add,
    Sub,
    Mul,
    Div,
    Pow,  // binary arithmetic
    Neg,
    Plus,  // unary arithmetic
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,  // relations
    And,
    Or,
    Not,  // logic
    ElemAdd,
    ElemSub,
    ElemMul,
    ElemDiv,
    ElemPow,  // element-wise .+ .- .* ./ .^
};

struct Expr;
using ExprPtr = std::shared_ptr<const Expr>;

struct Expr {
    ExprKind kind = ExprKind::Number;
    SourceLoc loc;               // first character of the expression
    int begin = 0, end = 0;      // byte offsets of the expression's source text [begin, end)
    double number = 0.0;
    bool isInteger = false;      // literal written without '.', 'e'
    bool boolean = false;
    std::string text;
    Op op = Op::None;
    std::vector<ExprPtr> args;
    // Named arguments of a call (e.g. assert(c, "msg", level=AssertionLevel.warning)):
    // argNames[i] is empty for positional args. Same size as args for calls.
    std::vector<std::string> argNames;
    // Levels of the tree below and including this node (1 for a leaf). The parser refuses
    // trees deeper than kMaxExpressionDepth, so that the passes that walk them recursively
    // stay within a thread's stack.
    int depth = 1;
};

// The deepest expression tree the parser builds. A sum or product of n terms is n levels
// deep (a + b + c is (a + b) + c).
constexpr int kMaxExpressionDepth = 2000;

// The range of a comprehension or reduction written `for i` alone: deduced from the
// subscripts i is used in, when arrays are made scalars.
inline constexpr const char* kDeducedRange = "$deduced";

// Convenience constructors (loc is optional).
ExprPtr makeNumber(double v, SourceLoc loc = {}, bool isInteger = false);
ExprPtr makeBoolean(bool v, SourceLoc loc = {});
ExprPtr makeName(std::string name, SourceLoc loc = {});
ExprPtr makeString(std::string text, SourceLoc loc = {});
ExprPtr makeUnary(Op op, ExprPtr a, SourceLoc loc = {});
ExprPtr makeBinary(Op op, ExprPtr a, ExprPtr b, SourceLoc loc = {});
ExprPtr makeCall(std::string fn, std::vector<ExprPtr> args, SourceLoc loc = {});

// Canonical text of an expression (fully parenthesised where needed, no source spacing).
// Two structurally equal expressions print the same.
std::string toString(const Expr& e);

bool isRelation(Op op);

// ---------------------------------------------------------------------------
// Statements (algorithm sections, actions)

enum class StmtKind {
    Assign,   // target := value
    If,       // branches (cond, body)..., elseBody
    For,      // loopVar in range: body
    While,    // branches[0] = (cond, body)
    When,     // branches (cond, body) = when / elsewhen
    Call,     // value = Call expression: reinit(x, e), assert(...), terminate(...),
              // and action built-ins (send, schedule, cancel, stopSimulation, trace)
    Break,
    Return,
};

struct Stmt;
using StmtPtr = std::shared_ptr<const Stmt>;

struct StmtBranch {
    ExprPtr cond;
    std::vector<StmtPtr> body;
};

struct Stmt {
    StmtKind kind = StmtKind::Assign;
    SourceLoc loc;
    ExprPtr target;                  // Assign: Name expression
    ExprPtr value;                   // Assign: right-hand side; Call: the Call expression
    std::string loopVar;             // For
    ExprPtr range;                   // For: Range expression
    std::vector<StmtBranch> branches;
    std::vector<StmtPtr> elseBody;   // If
};

// ---------------------------------------------------------------------------
// Equations

enum class EqKind {
    Equality,  // lhs = rhs
    If,        // if-equation: branches, elseBody
    When,      // when-equation: branches = when / elsewhen
    Call,      // reinit(x, e), assert(...), terminate(...)
    For,       // for i in a:b loop ... end for;
};

struct Equation;
using EquationPtr = std::shared_ptr<const Equation>;

struct EqBranch {
    ExprPtr cond;   // for When: scalar condition or Array of conditions
    std::vector<EquationPtr> body;
};

struct Equation {
    EqKind kind = EqKind::Equality;
    // The component instance the equation belongs to ("circuit.R1"; empty: the model
    // itself), set by the flattener.
    std::string component;
    SourceLoc loc;
    int begin = 0, end = 0;          // source span of the whole equation
    ExprPtr lhs, rhs;                // Equality
    ExprPtr call;                    // Call
    std::string loopVar;             // For
    ExprPtr range;                   // For
    std::vector<EqBranch> branches;  // If / When / For (For: one branch, cond unused)
    std::vector<EquationPtr> elseBody;
    std::string description;         // optional description string after the equation
    int annotationBegin = -1, annotationEnd = -1;  // its annotation(...) (connect lines), -1: none
};

// ---------------------------------------------------------------------------
// Declarations

enum class Variability { Continuous, Discrete, Parameter, Constant };
enum class Causality { None, Input, Output };

struct Modifier {
    std::string name;   // start, fixed, unit, min, max, nominal, displayUnit, ...
    ExprPtr value;
    SourceLoc loc;
    bool isFinal = false;  // `final unit = "m"`: a later modification is an error
    bool each = false;     // `each start = 1`: the same value for every element of an array
};

struct TypeAlias {
    std::string name;
    std::string baseType;  // Real, Integer, Boolean (or another alias)
    std::vector<Modifier> modifiers;
    SourceLoc loc;
    // `type E = enumeration(a, b, c)`: its literals in order (E.a is 1, E.b is 2, ...);
    // the base type is then Integer. Empty: not an enumeration.
    std::vector<std::string> literals;
};

struct Declaration {
    SourceLoc loc;           // of the component name
    SourceLoc typeLoc;       // of the type name
    std::string typeName;    // Real, Integer, Boolean, or an alias name
    Variability variability = Variability::Continuous;
    Causality causality = Causality::None;
    std::string name;
    // Array dimensions, the component's then the type's (`Real[2] x[3]` is 3 x 2); a
    // Colon for a size given by the binding. Empty: a scalar.
    std::vector<ExprPtr> dims;
    std::vector<Modifier> modifiers;
    ExprPtr binding;         // "= expr" or nullptr
    std::string description;
    bool isProtected = false;  // declared in a `protected` section
    bool isFinal = false;
};

struct Experiment {
    std::optional<double> startTime, stopTime, interval, tolerance;
};

// A function class (Modelica 3.6 chapter 12): its inputs, outputs and protected variables
// as declarations (causality Input / Output, or protected), its algorithm.
struct FunctionAst {
    std::string name;  // as calls name it: "f", or "P.f" inside package P
    SourceLoc loc;
    std::string description;
    std::vector<Declaration> declarations;
    std::vector<StmtPtr> algorithm;  // all its algorithm sections, in order
    bool hasEquations = false;       // an error: a function has no equations
    std::string external;            // `external "C"`: the language; empty: not external
    SourceLoc externalLoc;
};

// A record class (Modelica 3.6 section 4.7): named fields, each a declaration (a field's
// binding is its default, and may read the fields before it).
struct RecordAst {
    std::string name;  // as declarations name it: "R", or "P.R" inside package P
    SourceLoc loc;
    std::string description;
    std::vector<Declaration> fields;
};

// A function of the source made to run while simulating, for the calls the compiler
// cannot write out in place (a loop, `break` or `return` on values known only while
// running, recursion on such values): one per size of its array inputs. Its variables are
// numbered locals, one per scalar element, named "$l<k>" in the body; the arguments are
// locals 0 .. inputs - 1. The body holds assignments, if- and while-statements, `break`,
// `return` and assert(cond, "text") on scalars; a for-loop is written as a while-loop.
// In expressions: $fn(function, output, args...) calls one (its output's element),
// $at(local, offset) reads the array starting at a local, $idx(i, size, "name") checks a
// subscript.
struct ScalarFunction {
    std::string name;  // the source's function
    SourceLoc loc;
    int locals = 0;
    int inputs = 0;
    std::vector<int> outputs;                  // the locals of the outputs' elements, in order
    std::vector<std::vector<int>> outputDims;  // each output's dimensions
    std::vector<char> types;                   // each local's type: 'R', 'I' or 'B'
    std::vector<StmtPtr> body;
};

// A view over the same variable of every element of an array of components: `R.p.v` for
// R[1].p.v, R[2].p.v, ..., so that `R[i].p.v` and `R.p.v` read them as one array. Its
// dimensions are the component array's, then the variable's own; `elements` are the scalar
// variables' names in row-major order.
struct ArrayView {
    std::string name;
    std::vector<int> dims;
    std::vector<std::string> elements;
};

// A component instance of the flattened model, for views of its instance tree.
struct ComponentInfo {
    std::string path;       // "circuit.R1", "R[2]"
    std::string className;  // qualified: "HybridStudio.Electrical.Resistor"
    std::string description;
    SourceLoc loc;  // of its declaration
    bool connector = false;
    // The scalar variables the component's surroundings give equations for: the flows of its
    // connectors and its inputs (spec 4.7), for the balance of each component.
    std::vector<std::string> interface;
};

struct ModelAst {
    std::string name;
    std::string within;      // the `within` clause's package, if any
    std::string description;
    SourceLoc loc;
    std::vector<TypeAlias> types;
    std::vector<Declaration> declarations;
    std::vector<EquationPtr> equations;          // all `equation` sections, in order
    std::vector<EquationPtr> initialEquations;   // all `initial equation` sections
    std::vector<std::vector<StmtPtr>> algorithms;         // one entry per `algorithm` section
    std::vector<std::vector<StmtPtr>> initialAlgorithms;  // one per `initial algorithm`
    Experiment experiment;
    // The functions of the source: those beside the model in the file, in its packages, and
    // inside the model.
    std::vector<FunctionAst> functions;
    std::vector<RecordAst> records;  // the record classes of the source, found as functions are
    // `types` holds the model's own type aliases and those beside it or in packages
    std::string external;  // while parsing a function: its `external` language
    SourceLoc externalLoc;
    // Parameters whose values set array sizes or loop ranges: fixed when the model is
    // compiled (filled when arrays are made scalars).
    std::vector<std::string> structuralParameters;
    // The functions run while simulating (filled when arrays are made scalars).
    std::vector<ScalarFunction> runtimeFunctions;
    // Filled by the flattener: the files locations point into (SourceLoc::file indexes it;
    // 0 is the source itself), the views over arrays of components, the component tree.
    std::vector<std::string> files;
    std::vector<ArrayView> arrayViews;
    std::vector<ComponentInfo> components;
};

}  // namespace hs::lang

#pragma once
// Internal to the scalarisation of arrays (arrays.h): the Scalarizer and the helpers its
// parts share. The parts: arrays.cpp (the driver, declarations and sizes, values known
// when compiling, equations), array_statements.cpp (statements, deduced ranges),
// array_expressions.cpp (expressions: names, operators, constructors, subscripts),
// array_functions.cpp (the built-in array functions and calls element by element), and the
// functions of the source: function_calls.cpp, function_runtime.cpp, function_asserts.cpp.

#include "arrays.h"

#include "hs/compile/program.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <memory>
#include <set>
#include <unordered_map>
#include <utility>

namespace hs::compile::arrays_detail {

using namespace lang;

// Loops written out when the model is compiled: at most this many iterations in all.
constexpr double kMaxUnrolled = 5e6;
// Calls of the source's functions inside one another, at most.
constexpr std::size_t kMaxCallDepth = 64;

// An expression made scalars: its dimensions and its elements in row-major order (a scalar
// has no dimensions and one element).
// A record's value is its fields' elements one after the other, in the order the record
// declares them, with `record` naming its type (it has no dimensions: arrays of records
// are not supported).
struct Val {
    std::vector<int> dims;
    std::vector<ExprPtr> el;
    const RecordAst* record = nullptr;
    bool scalar() const { return dims.empty() && !record; }
    static Val of(ExprPtr e) { return {{}, {std::move(e)}, nullptr}; }
};

// Where each field of a record lies in its value (Val::el).
struct RecordLayout {
    struct Field {
        const Declaration* decl = nullptr;
        std::vector<int> dims;
        const RecordAst* record = nullptr;  // a field that is itself a record
        std::size_t offset = 0, size = 0;
    };
    std::vector<Field> fields;
    std::size_t size = 0;
    const Field* field(const std::string& name) const {
        for (const Field& f : fields)
            if (f.decl->name == name) return &f;
        return nullptr;
    }
};

// A size as messages show it: "[3]", "[2, 3]", or the word for a scalar.
inline Message sizeText(const std::vector<int>& dims) {
    if (dims.empty()) return msg("scalar");
    std::string s = "[";
    for (std::size_t i = 0; i < dims.size(); ++i) {
        if (i > 0) s += ", ";
        s += std::to_string(dims[i]);
    }
    return verbatim(s + "]");
}

inline std::size_t count(const std::vector<int>& dims) {
    std::size_t n = 1;
    for (int d : dims) n *= static_cast<std::size_t>(std::max(d, 0));
    return n;
}

inline ExprPtr number(double v, SourceLoc loc) {
    return makeNumber(v, loc, v == std::floor(v) && std::fabs(v) < 1e15);
}

// A balanced tree of `op` over the terms (a long sum stays shallow for the passes that
// walk expressions recursively).
inline ExprPtr fold(const std::vector<ExprPtr>& terms, std::size_t a, std::size_t b,
                    const std::function<ExprPtr(ExprPtr, ExprPtr)>& join) {
    if (b - a == 1) return terms[a];
    const std::size_t mid = a + (b - a) / 2;
    return join(fold(terms, a, mid, join), fold(terms, mid, b, join));
}

// A function's public inputs and outputs, in the order they are declared.
inline std::pair<std::vector<const Declaration*>, std::vector<const Declaration*>>
functionInterface(const FunctionAst& f) {
    std::vector<const Declaration*> inputs, outputs;
    for (const Declaration& d : f.declarations) {
        if (d.causality == Causality::Input && !d.isProtected) inputs.push_back(&d);
        if (d.causality == Causality::Output && !d.isProtected) outputs.push_back(&d);
    }
    return {std::move(inputs), std::move(outputs)};
}

inline bool sameDims(const Val& a, const Val& b) {
    return a.dims == b.dims && a.record == b.record;
}

// A value's shape as messages show it: its size, or "record 'R'".
inline Message shapeText(const Val& v) {
    if (v.record) return msg("record '%1'", v.record->name);
    return sizeText(v.dims);
}

// The next 1-based indices in row-major order over `dims` (the last index runs fastest).
inline void nextIndex(std::vector<int>& index, const std::vector<int>& dims) {
    for (std::size_t k = index.size(); k-- > 0;) {
        if (++index[k] <= dims[k]) return;
        index[k] = 1;
    }
}

// `if conds[0] then values[0] elseif ... else otherwise`.
inline ExprPtr makeIfChain(const std::vector<ExprPtr>& conds, const std::vector<ExprPtr>& values,
                           ExprPtr otherwise, SourceLoc loc) {
    auto x = std::make_shared<Expr>();
    x->kind = ExprKind::If;
    x->loc = loc;
    for (std::size_t i = 0; i < conds.size(); ++i) {
        x->args.push_back(conds[i]);
        x->args.push_back(values[i]);
    }
    x->args.push_back(std::move(otherwise));
    for (const ExprPtr& a : x->args) x->depth = std::max(x->depth, a->depth + 1);
    return x;
}

class Scalarizer {
public:
    Scalarizer(const ModelAst& ast, DiagnosticList& diags) : m_ast(ast), m_diags(diags) {}

    std::optional<ModelAst> run();

private:
    // ------------------------------------------------------------------ errors
    void error(Code code, SourceLoc loc, Message text);

    // ------------------------------------------------------------------ declarations
    // The dimensions of an array declaration, evaluated (once).
    const std::vector<int>* dimsOf(const std::string& name);

    void declaration(const Declaration& d, std::vector<Declaration>& out);

    // ------------------------------------------------------------------ constants
    // The value of an expression known when the model is compiled: literals, loop
    // variables, constants and parameters with known bindings, sizes.
    std::optional<double> constant(const Expr& e);

    // The binding of an element ("x[2]") of an array constant or parameter, or null.
    const ExprPtr* elementBinding(const std::string& name);

    // The values of a range or of a constant vector (a for-loop's iterations).
    std::optional<std::vector<double>> iterationValues(const ExprPtr& range,
                                                       const std::string& loopVar);

    // ------------------------------------------------------------------ expressions
    // An expression that must be a scalar (a binding of a scalar, a condition, ...).
    ExprPtr scalarExpr(const ExprPtr& e, const char* /*where*/);

    std::optional<Val> expand(const ExprPtr& ep);
    // The expression made scalars, which must be one scalar; otherwise an error at `loc`.
    std::optional<ExprPtr> scalarOf(const ExprPtr& e, SourceLoc loc);
    // Nothing of arrays, loop variables or functions in the whole expression (no recursion).
    bool plainScalar(const ExprPtr& root);

    // Element-wise: the same dimensions, or (broadcast) a scalar with an array.
    std::optional<Val> elementwise(const Val& a, const Val& b, bool broadcast, const Expr& e,
                                   const std::function<ExprPtr(ExprPtr, ExprPtr)>& f);

    std::optional<Val> binary(const ExprPtr& ep);

    ExprPtr sumOf(std::vector<ExprPtr> terms, SourceLoc loc);

    // Matrix and vector products: v*v (a scalar), M*v, v*M, M*M.
    std::optional<Val> product(const Val& a, const Val& b, const Expr& e);

    std::optional<Val> matrixPower(const Val& a, const Val& b, const Expr& e);

    static Val identity(int n, SourceLoc loc);

    std::optional<Val> ifExpression(const ExprPtr& ep);

    // [a, b; c, d]: each row concatenated along its columns, the rows along their rows.
    std::optional<Val> matrix(const ExprPtr& ep);

    // At least `rank` dimensions: a scalar is 1 x 1, a vector a column.
    static Val promote(Val v, std::size_t rank);

    std::optional<Val> concatenate(const std::vector<Val>& parts, std::size_t axis, const Expr& e);

    // a[s1, s2, ...]
    // The subscripts of one dimension: the indices they take (and whether the dimension
    // stays), or a value known only while running.
    struct Sub {
        std::vector<int> take;
        bool keep = false;
        ExprPtr dynamic;
    };

    std::optional<Val> index(const ExprPtr& ep);

    // The elements the subscripts take, in row-major order; the dimensions kept.
    static Val select(const std::vector<Sub>& subs,
                      const std::function<ExprPtr(const std::vector<int>&)>& at);

    // ------------------------------------------------------------------ calls
    std::optional<Val> call(const ExprPtr& ep);

    // The range of `for i loop` (no `in`): 1:size of the dimension i subscripts first.
    ExprPtr deducedRange(const std::string& var, const std::vector<EquationPtr>* eqs,
                         const std::vector<StmtPtr>* stmts, SourceLoc loc);
    std::optional<int> subscriptSize(const std::string& var, const Expr& e);

    // ------------------------------------------------------------------ records
    // (records.cpp)
    const RecordAst* recordType(const std::string& typeName) const;
    const RecordLayout* layoutOf(const RecordAst& r);
    // A declaration of a record type as its fields' declarations ("r.a", "r.b"), appended
    // to `out`; any other declaration as it is. `whole`: the record's binding, which gives
    // each field its value from `offset` on.
    struct WholeBinding {
        ExprPtr whole;
        const RecordAst* record = nullptr;  // the type `whole` must have
        std::size_t offset = 0;
    };
    void recordFields(const Declaration& d, std::vector<Declaration>& out,
                      const WholeBinding* whole);
    // The binding of a field declared from a record's binding, or null.
    std::optional<ExprPtr> fieldBinding(const Declaration& d);
    // The value of a record component of the model ("r", "r.inner").
    std::optional<Val> recordValue(const std::string& name, SourceLoc loc);
    // R(a, b = 2): the record constructor, a function of the fields (spec 12.6).
    std::optional<Val> construct(const RecordAst& r, const ExprPtr& call);
    // A field ("a", "inner.b") of a record value.
    std::optional<Val> fieldOf(const Val& v, const std::string& path, SourceLoc loc);
    // The expression of a value: a scalar, an array constructor, a record constructor.
    static ExprPtr exprOf(const Val& v, std::size_t from, std::size_t n,
                          const std::vector<int>& dims, SourceLoc loc);
    bool noRecord(const Val& v, const Expr& e);

    // ------------------------------------------------------------------ enumerations
    // (enumerations.cpp)
    std::optional<int> enumLiteral(const std::string& name) const;  // E.b -> 2
    const TypeAlias* enumType(const std::string& typeName) const;
    const TypeAlias* enumTypeOf(const Expr& e);
    void checkEnumerations();

    // ------------------------------------------------------------------ strings
    // (strings.cpp)
    void foldStrings();
    std::optional<std::string> stringValue(const Expr& e);
    std::optional<std::string> stringOf(const Expr& call);
    std::optional<Val> stringBinary(const Expr& e, const Val& a, const Val& b);
    ExprPtr stringExpr(const std::string& name, SourceLoc loc) const;

    // ------------------------------------------------------------------ functions
    // A call of a function of the source, written out in place (function_calls.cpp).
    struct Frame {
        const FunctionAst* function = nullptr;
        // the function's variables: their values so far (an element not yet given a
        // value is null; a variable never given one has no Val)
        std::unordered_map<std::string, std::optional<Val>> vars;
        bool returned = false;
        bool valueWanted = false;  // the call's outputs are read (not a call statement)
        // assertions that must hold for the outputs to be computed (in order): an output
        // is `if ok then value else $fail(message)` when the call may not be evaluated
        // (a branch of an if-expression) or always fails
        std::vector<std::pair<ExprPtr, std::string>> guards;
        bool runtime = false;  // a function made to run while simulating (function_runtime.cpp)
        int spec = -1;         // its index in m_runtime
    };
    std::optional<Val> inlineCall(const FunctionAst& f, const ExprPtr& call);
    // The outputs `wanted` (by position), the others left empty.
    // `vars`: where the function's variables are kept after the call (a record constructor).
    std::optional<std::vector<std::optional<Val>>> inlineOutputs(
        const FunctionAst& f, const ExprPtr& call, const std::vector<bool>& wanted,
        std::unordered_map<std::string, std::optional<Val>>* vars = nullptr);
    // The function's algorithm run on the inputs' values (`given`, by position); or, when
    // it cannot be written out in place, a call of it run while simulating.
    std::optional<std::vector<std::optional<Val>>> runFunction(
        const FunctionAst& f, const Expr& call, std::vector<std::optional<Val>> given,
        const std::vector<bool>& wanted,
        std::unordered_map<std::string, std::optional<Val>>* vars = nullptr);
    std::optional<std::vector<std::optional<Val>>> runInline(
        const FunctionAst& f, const Expr& call, std::vector<std::optional<Val>> given,
        const std::vector<bool>& wanted,
        std::unordered_map<std::string, std::optional<Val>>* vars = nullptr);
    // The value a function's variable starts with: its binding, or a value without elements
    // of its size (given by assignments).
    std::optional<Val> startValue(const FunctionAst& f, const Declaration& d);
    bool assignField(const Stmt& s, const std::string& name, Val value);
    // (a, , c) = f(x): the outputs the tuple takes, by position.
    std::optional<std::vector<std::optional<Val>>> tupleOutputs(const Expr& tuple,
                                                                const ExprPtr& value);
    static bool omittedOutput(const Expr& e) { return e.kind == ExprKind::Tuple && e.args.empty(); }
    bool execute(const std::vector<StmtPtr>& body);
    // A when-statement or a call statement a function cannot hold: an error; false.
    bool refuseStatement(const Stmt& s, const FunctionAst& f);
    // assert(c, message) in a function on values known only while running: checked where
    // the call is, as the model's own assert(not path or c, message) — `path` the
    // conditions of the function's branches that lead to it — placed beside the equation
    // or statement that made the call (flushAsserts). Not inside the branches of an
    // if-expression of the model, which are evaluated only when taken.
    ExprPtr onPath(const ExprPtr& c, SourceLoc loc) const;
    bool runtimeAssert(const Stmt& s, const Val& cond);
    bool guardOutputs(const Stmt& s, const Val& cond);
    std::vector<EquationPtr> takeAssertEquations(SourceLoc loc);
    std::vector<StmtPtr> takeAssertStatements(SourceLoc loc);
    bool assign(const Stmt& s);
    bool assignValue(const Stmt& s, const Expr& target, Val value);
    const std::optional<Val>* local(const std::string& name) const;
    std::optional<Val> functionValue(const FunctionAst& f, const std::string& name,
                                     const Expr& call);

    // ------------------------------------------------------------------ functions run
    // while simulating (function_runtime.cpp)
    // Asks that the outermost call of f written out in place run while simulating instead
    // (the calls being written out unwind to it, their errors unreported); false.
    bool requestRuntime(const FunctionAst& f);
    bool inRuntimeFunction() const;
    std::size_t runtimeBoundary() const;                 // the innermost frame of a function run so
    static std::optional<int> localSlot(const Expr& e);  // "$l12" -> 12
    std::optional<char> localType(const FunctionAst& f, const Declaration& d);
    Val allocateLocals(const std::vector<int>& dims, char type, SourceLoc loc);
    char elementType(const Expr& e) const;
    std::optional<std::vector<std::optional<Val>>> runtimeCall(
        const FunctionAst& f, const Expr& call, const std::vector<std::optional<Val>>& given,
        const std::vector<bool>& wanted);
    int buildRuntimeFunction(const FunctionAst& f, const Expr& call,
                             const std::vector<std::optional<Val>>& given, const std::string& key);
    std::optional<Val> assignedLocals(const Stmt& s, const Expr& target);
    bool emitAssignment(SourceLoc loc, const Val& target, const Val& value,
                        std::vector<StmtPtr>& out);
    bool emitStatements(const std::vector<StmtPtr>& body, std::vector<StmtPtr>& out);
    bool emitStatement(const Stmt& s, std::vector<StmtPtr>& out);
    bool emitFor(const Stmt& s, std::vector<StmtPtr>& out);
    bool integerValued(const Expr& e) const;
    std::optional<Val> localElements(const Val& base, const std::vector<Sub>& subs,
                                     const std::string& name, SourceLoc loc);

    // ------------------------------------------------------------------ equations
    void equation(const EquationPtr& ep, std::vector<EquationPtr>& out);
    void equationOnly(const EquationPtr& ep, std::vector<EquationPtr>& out);

    // A when-condition: a scalar, or an array of conditions (any of them).
    ExprPtr whenCondition(const ExprPtr& cond);

    // reinit(x, e) of an array is one per element; other calls (assert, terminate, ...)
    // take scalars.
    std::vector<ExprPtr> callStatement(const ExprPtr& call);

    // ------------------------------------------------------------------ statements
    // One more iteration written out; false (once with an error) beyond the budget.
    bool unrollOne(SourceLoc loc, const std::string& loopVar);

    // An expression with a subscript or a name of an array.
    bool usesArrays(const Expr& e);

    bool usesArrays(const std::vector<StmtPtr>& body);

    static bool breaks(const std::vector<StmtPtr>& body);

    std::vector<StmtPtr> statements(const std::vector<StmtPtr>& in);

    void statement(const StmtPtr& sp, std::vector<StmtPtr>& out);
    void statementOnly(const StmtPtr& sp, std::vector<StmtPtr>& out);
    // target := v element by element; t: the target expanded
    void assignElements(const Stmt& s, const ExprPtr& target, const Val& t, const Val& v,
                        std::vector<StmtPtr>& out);

    const ModelAst& m_ast;
    DiagnosticList& m_diags;
    std::size_t m_errors = 0;
    std::unordered_map<std::string, const Declaration*> m_decls;
    std::unordered_map<std::string, const FunctionAst*> m_functions;
    std::unordered_map<std::string, const RecordAst*> m_records;
    std::unordered_map<std::string, const TypeAlias*> m_enums;          // enumeration types by name
    std::unordered_map<std::string, std::string> m_strings;             // String variables' texts
    std::set<const Equation*> m_foldedEquations;  // the s = "..." that gave them
    std::vector<std::pair<std::string, const TypeAlias*>> m_loopTypes;  // while checking
    std::unordered_map<const RecordAst*, std::optional<RecordLayout>> m_layouts;
    std::unordered_map<const RecordAst*, std::unique_ptr<FunctionAst>> m_constructors;
    std::vector<Declaration> m_flatDecls;  // the model's declarations, records as their fields
    std::unordered_map<std::string, const RecordAst*> m_recordComponents;  // "r" -> its type
    std::unordered_map<std::string, WholeBinding> m_fieldBindings;         // "r.a" -> r's binding
    std::unordered_map<const Expr*, std::optional<Val>> m_wholeValues;     // bindings evaluated
    std::vector<Frame> m_frames;  // the calls being written out, innermost last
    std::vector<ExprPtr> m_path;  // conditions of the functions' branches being run
    int m_lazy = 0;               // > 0 inside the branches of a model's if-expression
    std::vector<ExprPtr> m_pendingAsserts;      // assert(...) calls to place (runtimeAssert)
    std::vector<EquationPtr> m_bindingAsserts;  // those of declarations' bindings
    std::unordered_map<std::string, std::vector<int>> m_dims;    // evaluated sizes of arrays
    std::unordered_map<std::string, const ArrayView*> m_views;   // arrays of components' variables
    std::unordered_map<std::string, ExprPtr> m_elementBindings;  // "x[2]" -> its binding
    std::unordered_map<std::string, double> m_values;            // constants evaluated
    std::set<std::string> m_sizing, m_evaluating;                // cycles
    std::vector<std::pair<std::string, double>> m_loop;          // loop variables bound
    std::vector<int> m_endSize;                                  // `end` in subscripts
    // > 0 while evaluating sizes, ranges and subscripts: parameters count as known there
    // (and become structural); elsewhere only constants and literals do, so that a value
    // a run may set is never baked into the model
    int m_structural = 0;
    std::set<std::string> m_structuralNames;
    struct Structural {
        int& depth;
        explicit Structural(int& d) : depth(d) { ++depth; }
        ~Structural() { --depth; }
    };
    double m_unrolled = 0;                                       // loop iterations written out
    std::vector<ScalarFunction> m_runtime;          // the functions run while simulating
    std::unordered_map<std::string, int> m_specs;   // by function and sizes of the inputs
    const FunctionAst* m_runtimeRequest = nullptr;  // requestRuntime
    std::size_t m_requestDepth = 0;
    int m_framesHidden = 0;  // > 0: constant() reads no function's variables
    // Boolean dimensions (x[Boolean]): subscript false is 1, true is 2
    std::unordered_map<std::string, std::vector<bool>> m_booleanDims;
    std::set<std::string> m_booleanLoops;    // loop variables over false:true or Boolean
    static constexpr int kBooleanSize = -2;  // subscriptSize: a Boolean dimension
    bool booleanTypeName(const std::string& name) const;
};

}  // namespace hs::compile::arrays_detail

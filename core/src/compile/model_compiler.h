#pragma once
// The model compiler's working state, shared by its phase files:
//   declare.cpp     declarations, classification, slots, the variables' final table
//   flatten.cpp     for/if/when equations into flat equations and when-clauses
//   aliases.cpp     alias variables written as their representative; dependent states
//   charts.cpp      statecharts and events of a module document
//   emit_expr.cpp   expressions into Programs; relations into crossings and time events
//   builtins.cpp    built-in operators and functions
//   emit_stmt.cpp   statements, when-clauses, action built-ins
//   parameters.cpp  parameter bindings, start values and their static checks
//   systems.cpp     causalisation of the simulation and initialisation systems
// compiler.cpp drives the phases (ModelCompiler::run) and holds the public entry points.
// Internal to the core library.

#include "hs/compile/causalize.h"
#include "hs/compile/compiled_model.h"
#include "hs/lang/ast.h"
#include "hs/model/document.h"
#include "symbolic.h"

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace hs::compile {

using namespace lang;

struct Var {
    std::string name;
    ValueType type = ValueType::Real;
    Variability variability = Variability::Continuous;
    Causality causality = Causality::None;
    std::map<std::string, Modifier> mods;
    ExprPtr binding;
    std::string description;
    SourceLoc loc;
    VarKind kind = VarKind::Algebraic;
    int slot = -1;
    int stateIndex = -1;
    int derSlot = -1;
    bool whenAssigned = false;
    bool isProtected = false;
};

struct FlatEq {
    ExprPtr lhs, rhs;
    SourceLoc loc;
    std::string component = {};  // the component instance it belongs to (empty: the model)
    int algorithm = -1;       // >= 0: pseudo-equation of an algorithm section
    int algorithmOutput = -1; // variable index computed by that section
};

struct WhenAst {
    struct Branch {
        ExprPtr cond;
        std::vector<StmtPtr> body;
        SourceLoc loc;
    };
    std::vector<Branch> branches;
    SourceLoc loc;
    std::string component = {};
};

enum class Mode {
    Continuous,  // relations become event relations (held values)
    Event,       // at events: a relation already registered reads its held value
    Direct,      // plain comparison (initialisation, parameters, crossing functions)
};

class ModelCompiler {
public:
    ModelCompiler(const ModelAst& ast, DiagnosticList& diags, const doc::Module* module = nullptr)
        : m_ast(ast), m_diags(diags), m_module(module) {}
    std::shared_ptr<CompiledModel> run();

private:
    // ------------------------------------------------------------------ declarations
    void declareVariables();
    static bool isPredefinedTypeName(const std::string& name);
    Var* findVar(const std::string& name);

    bool isParam(const Var& v) const;

    // ------------------------------------------------------------------ constants
    std::optional<double> constEval(const Expr& e, int depth = 0);

    // ------------------------------------------------------------------ flattening
    void flattenEquations();
    void flattenEquation(const Equation& eq, std::vector<FlatEq>& out, bool initial);

    std::optional<std::pair<double, double>> forRange(const ExprPtr& range, SourceLoc loc);
    Equation substituteEquation(const Equation& eq, const std::string& name, const ExprPtr& value);

    void flattenIf(const Equation& eq, std::vector<FlatEq>& out, bool initial);
    StmtPtr equationToStatement(const Equation& eq);

    // ------------------------------------------------------------------ statecharts, events
    struct Snippet {
        std::string owner;      // element path for messages, e.g. "heater.T1 guard"
        ExprPtr expr;
        std::vector<StmtPtr> stmts;
        bool present = false;
    };
    Snippet parseExprSnippet(const std::string& text, const std::string& owner);

    Snippet parseStmtSnippet(const std::string& text, const std::string& owner);
    void prefixNew(std::size_t before, const std::string& owner);

    struct TransitionTexts {
        Snippet expression, guard, action;
    };
    struct StateTexts {
        Snippet entry, exit;
    };
    struct EventTexts {
        Snippet time, period, rate, condition, action;
    };
    void parseModuleTexts();

    void registerCharts();
    void registerEvent(CompiledEvent ce);

    // `what` names the snippet in a type error ("a guard" must be a Boolean expression).
    Program compileSnippetExpr(const Snippet& sn, Mode mode, ValueType expected, Message what);
    StmtList compileSnippetStmts(const Snippet& sn);

    static std::string trimmed(const std::string& s);
    void buildCharts();

    // ------------------------------------------------------------------ aliases (aliases.cpp)
    void eliminateAliases();
    void substituteDependentStates();

    // ------------------------------------------------------------------ classification
    void markWhenAssigned(const std::vector<StmtPtr>& body);
    void collectDer(const Expr& e);

    void collectDerStmts(const std::vector<StmtPtr>& stmts);
    void classify();

    std::vector<StmtPtr> collectBodies(const WhenAst& w);
    void allocateSlots();

    int newInternalSlot(const std::string& name, ValueType type);

    // ------------------------------------------------------------------ expressions
    struct Deps {
        bool continuous = false;
        bool time = false;
        bool algebraic = false;  // reads a variable or derivative computed by the equations
        std::vector<std::string> names;
    };
    void dependencies(const Expr& e, Deps& d);

    void typeError(SourceLoc loc, Message text) {
        m_diags.error(Code::TypeError, loc, std::move(text));
    }
    // Variability of what an expression reads, as a rank: constant < parameter < discrete <
    // continuous (time, der(), continuous variables). `culprit` names what set the rank.
    static constexpr int kConstantRank = 0, kParameterRank = 1, kDiscreteRank = 2, kContinuousRank = 3;
    static int variabilityRank(const Var& v);
    int variabilityOf(const Expr& e, std::string* culprit = nullptr);

    static bool numeric(ValueType t) { return t != ValueType::Boolean; }
    ValueType emit(const Expr& e, Program& p, Mode mode);

    ValueType emitName(const Expr& e, Program& p);
    void undefinedName(const Expr& e);

    static int editDistance(const std::string& a, const std::string& b);
    ValueType emitBinary(const Expr& e, Program& p, Mode mode);

    static OpCode relationOpCode(Op op);
    ValueType emitDirectRelation(const Expr& e, Program& p, Mode mode);

    ValueType emitRelation(const Expr& e, Program& p, Mode mode);
    const Var* variableArgument(const Expr& call, const char* what);

    ValueType emitCall(const Expr& e, Program& p, Mode mode);

    // Does the program read a value that the equations compute (algebraics, derivatives)?
    bool readsComputedSlots(const Program& p) const;
    void finishProgram(Program& p) const;
    // Records where a checked operation comes from; the value for Instr::site.
    static std::uint16_t checkSite(Program& p, SourceLoc loc, std::string what);

    Program compileExpr(const Expr& e, Mode mode, ValueType* type = nullptr);

    // ------------------------------------------------------------------ statements
    bool checkAssignable(const Var& v, ValueType valueType, SourceLoc loc, bool inWhen);
    StmtList compileStatements(const std::vector<StmtPtr>& stmts, Mode mode, bool inWhen);

    std::optional<CompiledStmt> compileStatement(const Stmt& s, Mode mode, bool inWhen);
    std::optional<CompiledStmt> compileCallStatement(const Stmt& s, Mode mode, bool inWhen);

    Program compileMessage(const Expr& e, Mode mode);
    bool compileStringParts(const Expr& e, Mode mode, CompiledStmt& c);
    int internString(const std::string& text);

    std::optional<CompiledStmt> compileSchedule(const Expr& call, Mode mode);

    // ------------------------------------------------------------------ parameters
    void buildParameters();

    // Functions run while simulating (emit_function.cpp).
    struct FunctionJumps {
        std::vector<std::vector<std::size_t>> breaks;  // per loop being compiled
        std::vector<std::size_t> returns;
    };
    void compileFunctions();
    void emitFunctionBody(const std::vector<StmtPtr>& body, Program& p, FunctionJumps& jumps);
    ValueType emitFunctionCall(const Expr& e, Program& p, Mode mode);
    ValueType emitLocal(const Expr& e, Program& p);

    // ------------------------------------------------------------------ systems
    struct Unknown {
        sym::UnknownKey key;
        int slot;
        int var;  // index into m_vars
        std::string display;
    };

    void incidenceOf(const Expr& e, const std::map<std::string, int>& names,
                     const std::map<std::string, int>& ders, std::vector<int>& out);

    void stmtIncidence(const std::vector<StmtPtr>& stmts, const std::map<std::string, int>& names,
                       const std::map<std::string, int>& ders, std::vector<int>& out,
                       std::vector<int>& assigned);

    // Builds and orders one system; `initial` selects the initialisation system.
    std::vector<EquationBlock> buildSystem(std::vector<FlatEq> equations,
                                           std::vector<Unknown> unknowns,
                                           const std::vector<std::vector<StmtPtr>>& algorithms,
                                           std::vector<StmtList>& compiledAlgorithms, bool initial);
    void checkEquationTypes(const FlatEq& eq, const Unknown& u, ValueType t);
    // Spec 4.7: each component's own equations against its own unknowns, the interface of
    // its components and its own; an error at each component that is not balanced.
    void reportLocalBalance(const std::vector<FlatEq>& equations,
                            const std::vector<Unknown>& unknowns);

    void checkEquationExpressions(const std::vector<FlatEq>& eqs);
    ValueType emitQuiet(const Expr& e);

    void buildSimulationSystem();
    void buildInitialSystem();

    void buildWhens();
    void buildExperiment();

    void finishVariables();
    const ModelAst& m_ast;
    DiagnosticList& m_diags;
    std::shared_ptr<CompiledModel> m_model;
    std::vector<Var> m_vars;
    std::unordered_map<std::string, int> m_index;
    std::vector<FlatEq> m_equations, m_initEquations, m_simEquations;
    std::vector<WhenAst> m_whens;
    std::vector<std::vector<StmtPtr>> m_algorithms, m_initialAlgorithms;
    std::vector<StmtList> m_initAlgorithms;
    std::vector<StmtPtr> m_assertStmts;                   // assert()/terminate() of equation sections
    std::vector<StmtPtr>* m_checkTarget = &m_assertStmts;  // where flattening puts the next one
    std::map<int, double> m_startValue;
    std::set<std::string> m_reportedDer;
    std::unordered_map<std::string, int> m_relationIndex;
    std::vector<std::pair<std::string, int>> m_loopSlots;
    std::vector<VariableInfo> m_internals;
    int m_stateCount = 0;
    int m_slotCount = 0;
    int m_noEvent = 0;
    int m_loopDepth = 0;  // for- and while-loops around the statement being compiled
    bool m_inWhenCondition = false;
    // The component instance of what is being compiled: relations and samples found in it
    // name it as their source.
    std::string m_emitComponent;
    bool m_inChartCondition = false;
    std::string m_owner;
    const doc::Module* m_module = nullptr;
    std::vector<StateTexts> m_stateTexts;
    std::vector<TransitionTexts> m_transitionTexts;
    std::vector<EventTexts> m_eventTexts;
    std::map<std::string, int> m_chartIndex, m_eventIndex, m_statePaths;
    std::vector<std::pair<std::string, int>> m_paramScope;
    // the functions run while simulating, shared by the programs that call them; the body
    // being compiled (its locals)
    std::shared_ptr<FunctionTable> m_functionTable;
    const ScalarFunction* m_function = nullptr;
};

}  // namespace hs::compile

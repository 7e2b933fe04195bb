#pragma once
// Compiled expressions: a compact stack-machine instruction array, evaluated without
// allocation inside the solver's right-hand side. A Program is immutable after
// compilation and can be evaluated concurrently from several threads as long as each
// uses its own EvalContext.

#include "hs/lang/diagnostic.h"

#include <bit>
#include <cmath>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace hs {

enum class OpCode : std::uint8_t {
    Const,    // push c
    Load,     // push vals[a]
    LoadPre,  // push pre[a]
    LoadRel,  // push held value of relation a (0/1)
    Add,
    Sub,
    Mul,
    Div,
    Pow,
    Neg,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    And,
    Or,
    Not,
    JumpIfFalse,  // pop; if 0 jump to a
    Jump,         // jump to a
    Call1,        // apply unary math function a to top
    Call2,        // apply binary math function a to the two top values
    Initial,      // push 1 during initialisation
    Terminal,     // push 1 at the terminal event
    Sample,       // push 1 if sample a is active at this instant
    Store,        // vals[a] = pop
    InState,      // push 1 if statechart state a is active
    Fail,         // push NaN and report the site: a function's assertion that fails when
                  // the expression is evaluated (its text is the site's `what`)
    // functions run while simulating (FunctionTable); the locals are the running call's
    LoadLocal,     // push locals[a]
    StoreLocal,    // locals[a] = pop
    LoadLocalAt,   // pop a 0-based offset k; push locals[a + k]
    StoreLocalAt,  // pop k, then a value v; locals[a + k] = v
    CheckIndex,    // the 1-based subscript on top must be an integer in 1..a, else report the
                   // site (index out of range) and leave the function
    PushArg,       // move the top value to the arguments of the next call
    CallFunction,  // call function a of the table on its arguments; push its output c
    Abort,         // leave the running function: its outputs are not numbers (NaN)
    // an operation on the top and an operand that was pushed just before it: made only by
    // fuseOperands, for the programs the solver evaluates (no other reader sees them)
    AddVal,    // top = top + vals[a]
    SubVal,    // top = top - vals[a]
    MulVal,    // top = top * vals[a]
    DivVal,    // top = top / vals[a] (site: as Div)
    AddConst,  // top = top + c
    SubConst,  // top = top - c
    MulConst,  // top = top * c
    DivConst,  // top = top / c (site: as Div)
};

enum class MathFn : std::int32_t {
    Sin, Cos, Tan, Asin, Acos, Atan, Sinh, Cosh, Tanh, Exp, Log, Log10, Sqrt, Abs, Sign,
    Floor, Ceil, Integer,
    // binary
    Atan2, Min, Max, Mod, Rem, Div,
};

// The mathematical function called `name`, with its number of arguments (1 or 2); empty
// for any other name. One table for the model compiler and experiment outputs.
struct MathFunction {
    MathFn fn;
    int arity;
};
std::optional<MathFunction> mathFunction(std::string_view name);

struct Instr {
    Instr(OpCode op_ = OpCode::Const, std::int32_t a_ = 0, double c_ = 0.0, std::uint16_t site_ = 0)
        : op(op_), site(site_), a(a_), c(c_) {}
    OpCode op;
    // Div, Pow, Call1, Call2, Store: 1 + index into Program::sites, checked for values
    // outside the operation's domain (0: unchecked)
    std::uint16_t site;
    std::int32_t a;
    double c;
};

// Does the operation take the two top values and leave one?
inline bool isBinaryOperation(OpCode op) {
    switch (op) {
    case OpCode::Add:
    case OpCode::Sub:
    case OpCode::Mul:
    case OpCode::Div:
    case OpCode::Pow:
    case OpCode::Lt:
    case OpCode::Le:
    case OpCode::Gt:
    case OpCode::Ge:
    case OpCode::Eq:
    case OpCode::Ne:
    case OpCode::And:
    case OpCode::Or:
    case OpCode::Call2: return true;
    default: return false;
    }
}

// Where a checked operation comes from, for the math-domain diagnostic.
struct EvalSite {
    SourceLoc loc;
    std::string what;  // "sqrt", "/", "^", the variable a Store writes, a Fail's message
};

struct FunctionTable;

struct Program {
    std::vector<Instr> code;
    std::vector<EvalSite> sites;
    int maxStack = 0;
    // the functions CallFunction calls (shared by every program of one model)
    std::shared_ptr<const FunctionTable> functions;
    bool empty() const { return code.empty(); }
};

// A function of the model run while simulating (one specialisation per size of its
// array inputs): its body a program over its own locals — the arguments first, then its
// outputs and protected variables, one local per scalar element.
struct CompiledFunction {
    std::string name;
    SourceLoc loc;
    Program body;
    int locals = 0;
    int inputs = 0;            // scalar arguments, in locals 0 .. inputs - 1
    std::vector<int> outputs;  // the locals of the outputs' elements, in order
};

struct FunctionTable {
    std::vector<CompiledFunction> functions;
    std::uint64_t id = nextId();  // unique in the process (the evaluator's cache of calls)
    static std::uint64_t nextId();
};

// Calls deeper than this (a recursion that does not end) stop the evaluation with a
// located error.
constexpr int kMaxFunctionDepth = 200;
// Backward jumps (loop iterations) one call of a function may take before it is stopped
// as a loop that does not end.
constexpr long kMaxFunctionIterations = 10000000;

// The first operation of an evaluation that left its domain (sqrt(-25), log(0), x / 0,
// 0 ^ -1, ...) or stored a value that is not a finite number. The evaluation goes on with
// the IEEE result (NaN, Inf); whoever owns the context decides what the error means.
struct EvalError {
    bool set = false;
    OpCode op = OpCode::Const;
    std::int32_t fn = 0;   // MathFn for Call1 / Call2
    double arg = 0.0, arg2 = 0.0;
    SourceLoc loc;         // of the operation (Store: of the equation)
    std::string what;      // the site's text: "sqrt", "/", or the variable a Store writes

    void clear() { set = false; }
    // "sqrt(-25) is outside its domain (x >= 0)", "division by zero (1 / 0)", ...: the
    // text of the math-domain diagnostic
    Message describe() const;
};

// Everything an expression can read. vals is also written by Store.
struct EvalContext {
    double* vals = nullptr;
    const double* pre = nullptr;
    const std::uint8_t* relations = nullptr;
    const std::uint8_t* samples = nullptr;
    const std::uint8_t* active = nullptr;  // statechart states
    bool initial = false;
    bool terminal = false;
    EvalError* error = nullptr;  // the first domain error is recorded here (nullptr: not checked)
};

constexpr int kMaxStack = 64;

double applyMath(MathFn fn, double x);
double applyMath2(MathFn fn, double x, double y);
// Is x outside the domain of the unary function (what a checked Call1 reports)? NaN is.
bool outsideDomain(MathFn fn, double x);

// A program that is the difference of two operands, each a variable (a slot of vals) or a
// constant: what a zero-crossing function such as h < 0 or T > Thigh compiles to, and what
// the solver asks for at every step (a subtraction is never checked).
struct Difference {
    int minuend = -1, subtrahend = -1;  // slots; -1: the constant below
    double minuendValue = 0.0, subtrahendValue = 0.0;
    double operator()(const double* vals) const {
        return (minuend >= 0 ? vals[minuend] : minuendValue) -
               (subtrahend >= 0 ? vals[subtrahend] : subtrahendValue);
    }
};
inline std::optional<Difference> differenceOf(const Program& p) {
    if (p.code.size() != 3 || p.code[2].op != OpCode::Sub) return std::nullopt;
    const auto operand = [](const Instr& in, int& slot, double& value) {
        if (in.op == OpCode::Load) {
            slot = in.a;
            return true;
        }
        value = in.c;
        return in.op == OpCode::Const;
    };
    Difference d;
    if (!operand(p.code[0], d.minuend, d.minuendValue) ||
        !operand(p.code[1], d.subtrahend, d.subtrahendValue))
        return std::nullopt;
    return d;
}

// A program that only stores variables and constants into variables: what equations such
// as v = der(h) and der(v) = -9.81 compile to (half of every second-order system written
// as first-order ones, and its constant forces). Its Stores check that the value is a
// number (a site) or not.
struct Move {
    int from = -1;  // a slot of vals; -1: the constant value
    double value = 0.0;
    int to = -1;
    double operator()(const double* vals) const { return from >= 0 ? vals[from] : value; }
};
// Appends the program's moves to `out` and returns true when it is nothing else.
inline bool movesOf(const Program& p, std::vector<Move>& out) {
    const std::size_t n = p.code.size();
    if (n == 0 || n % 2 != 0) return false;
    for (std::size_t i = 0; i < n; i += 2) {
        const Instr& load = p.code[i];
        if ((load.op != OpCode::Load && load.op != OpCode::Const) ||
            p.code[i + 1].op != OpCode::Store)
            return false;
    }
    for (std::size_t i = 0; i < n; i += 2) {
        const Instr& load = p.code[i];
        out.push_back(load.op == OpCode::Load ? Move{load.a, 0.0, p.code[i + 1].a}
                                              : Move{-1, load.c, p.code[i + 1].a});
    }
    return true;
}

// A program that is one running value stored into a variable: a variable or a constant,
// then operations of it with an operand (the fused AddVal ... DivConst), then a Store. What
// a right-hand side such as der(T) = (Tout - T)/tau + P becomes once its parameters and
// modes are put in (specializeProgram). The same operations in the same order give the
// interpreter's value bit for bit, without its stack and dispatch. A running value that
// is not a finite number stays one through these operations (it is on their left), so a
// finite result means no division by zero was met: run() stores only a finite result and
// returns false otherwise, for the interpreter to evaluate the program and report where.
struct Chain {
    struct Step {
        OpCode op;  // AddVal ... DivConst
        int slot;
        double c;
    };
    int from = -1;  // a slot of vals; -1: the constant value
    double value = 0.0;
    std::vector<Step> steps;
    int to = -1;  // -1: the program is not a chain
    bool run(double* vals) const {
        double v = from >= 0 ? vals[from] : value;
        for (const Step& s : steps) {
            switch (s.op) {
            case OpCode::AddVal: v += vals[s.slot]; break;
            case OpCode::SubVal: v -= vals[s.slot]; break;
            case OpCode::MulVal: v *= vals[s.slot]; break;
            case OpCode::DivVal: v /= vals[s.slot]; break;
            case OpCode::AddConst: v += s.c; break;
            case OpCode::SubConst: v -= s.c; break;
            case OpCode::MulConst: v *= s.c; break;
            default: v /= s.c; break;  // DivConst
            }
        }
        if (!std::isfinite(v)) return false;
        vals[to] = v;
        return true;
    }
};
// The chain of a (fused) program, or one with to == -1 when the program is something else.
// A single move (a specialised program that folded to a constant) is a chain of no steps.
inline Chain chainOf(const Program& p) {
    Chain c;
    const std::size_t n = p.code.size();
    if (n < 2 || p.functions || p.code[n - 1].op != OpCode::Store) return c;
    const Instr& first = p.code[0];
    if (first.op != OpCode::Load && first.op != OpCode::Const) return c;
    for (std::size_t i = 1; i + 1 < n; ++i) {
        const Instr& in = p.code[i];
        switch (in.op) {
        case OpCode::AddVal:
        case OpCode::SubVal:
        case OpCode::MulVal:
        case OpCode::DivVal:
        case OpCode::AddConst:
        case OpCode::SubConst:
        case OpCode::MulConst:
        case OpCode::DivConst: c.steps.push_back({in.op, in.a, in.c}); break;
        default: c.steps.clear(); return c;
        }
    }
    c.from = first.op == OpCode::Load ? first.a : -1;
    c.value = first.c;
    c.to = p.code[n - 1].a;
    return c;
}

// Evaluates the program and returns the value left on the stack (0 if none).
double evaluateProgram(const Program& p, const EvalContext& ctx);
// The same for a program known not to call functions (p.functions empty).
double evaluatePlain(const Program& p, const EvalContext& ctx);

// The same program with fewer dispatches, for a program evaluated very often (the
// right-hand side): a Load or Const followed by +, -, * or / becomes one operation with an
// operand, and the negation of a constant a constant. Same values and the same domain
// errors as the original, bit for bit. The result holds operations that only the
// evaluator reads: analyses of a program's code take the original. A program that calls
// functions is returned as it is.
Program fuseOperands(const Program& p);

// The values a specialised program took as fixed: a variable's (vals), a pre value's, a
// relation's. It gives its results only while they hold.
struct ProgramGuards {
    std::vector<std::pair<int, double>> vals, pre;
    std::vector<std::pair<int, std::uint8_t>> relations;
    void clear() {
        vals.clear();
        pre.clear();
        relations.clear();
    }
    bool empty() const { return vals.empty() && pre.empty() && relations.empty(); }
    // Bit for bit (a NaN taken stays a NaN).
    bool hold(const EvalContext& ctx) const {
        for (const auto& [slot, v] : vals)
            if (std::bit_cast<std::uint64_t>(ctx.vals[slot]) != std::bit_cast<std::uint64_t>(v))
                return false;
        for (const auto& [slot, v] : pre)
            if (std::bit_cast<std::uint64_t>(ctx.pre[slot]) != std::bit_cast<std::uint64_t>(v))
                return false;
        for (const auto& [r, v] : relations)
            if (ctx.relations[r] != v) return false;
        return true;
    }
};

// The code of p with the values that stay fixed between events put in: the variables
// whose slot is marked in `fixed` (1: fixed for the whole run, such as a parameter; 2:
// until an event, such as a discrete variable: guarded), pre values and relations
// (guarded). Known operands are computed now, a condition that is known takes its branch,
// and the result is fused (fuseOperands). An operation whose domain check would report
// stays in the code, so that the report is made where it was. `code` is evaluated with
// p's sites; while `guards` hold, it gives what p gives, bit for bit. False when p has a
// jump on a value that is not known, calls functions or runs a function's operations; the
// guards are then as they were. `code` keeps its storage from call to call.
bool specializeProgram(const Program& p, const EvalContext& ctx,
                       const std::vector<std::uint8_t>& fixed, ProgramGuards& guards,
                       std::vector<Instr>& code);
inline double evaluate(const Program& p, const EvalContext& ctx) {
    // No interpreter call for the commonest small programs: constants (delays, rates,
    // literals in actions) and differences.
    if (p.code.size() == 1 && p.code[0].op == OpCode::Const) return p.code[0].c;
    if (const auto d = differenceOf(p)) return (*d)(ctx.vals);
    return evaluateProgram(p, ctx);
}

}  // namespace hs

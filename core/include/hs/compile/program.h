#pragma once
// Compiled expressions: a compact stack-machine instruction array, evaluated without
// allocation inside the solver's right-hand side. A Program is immutable after
// compilation and can be evaluated concurrently from several threads as long as each
// uses its own EvalContext.

#include <cstdint>
#include <vector>

namespace hs {

enum class OpCode : std::uint8_t {
    Const,      // push c
    Load,       // push vals[a]
    LoadPre,    // push pre[a]
    LoadRel,    // push held value of relation a (0/1)
    Add, Sub, Mul, Div, Pow, Neg,
    Lt, Le, Gt, Ge, Eq, Ne,
    And, Or, Not,
    JumpIfFalse,  // pop; if 0 jump to a
    Jump,         // jump to a
    Call1,        // apply unary math function a to top
    Call2,        // apply binary math function a to the two top values
    Initial,      // push 1 during initialisation
    Terminal,     // push 1 at the terminal event
    Sample,       // push 1 if sample a is active at this instant
    Store,        // vals[a] = pop
    InState,      // push 1 if statechart state a is active
};

enum class MathFn : std::int32_t {
    Sin, Cos, Tan, Asin, Acos, Atan, Sinh, Cosh, Tanh, Exp, Log, Log10, Sqrt, Abs, Sign,
    Floor, Ceil, Integer,
    // binary
    Atan2, Min, Max, Mod, Rem, Div,
};

struct Instr {
    OpCode op;
    std::int32_t a = 0;
    double c = 0.0;
};

struct Program {
    std::vector<Instr> code;
    int maxStack = 0;
    bool empty() const { return code.empty(); }
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
};

constexpr int kMaxStack = 64;

double applyMath(MathFn fn, double x);
double applyMath2(MathFn fn, double x, double y);

// Evaluates the program and returns the value left on the stack (0 if none).
double evaluateProgram(const Program& p, const EvalContext& ctx);
inline double evaluate(const Program& p, const EvalContext& ctx) {
    // constants (delays, rates, literals) are common in actions: no interpreter call
    if (p.code.size() == 1 && p.code[0].op == OpCode::Const) return p.code[0].c;
    return evaluateProgram(p, ctx);
}

}  // namespace hs

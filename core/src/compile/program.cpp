#include "hs/compile/program.h"

#include <cmath>

namespace hs {

double applyMath(MathFn fn, double x) {
    switch (fn) {
    case MathFn::Sin: return std::sin(x);
    case MathFn::Cos: return std::cos(x);
    case MathFn::Tan: return std::tan(x);
    case MathFn::Asin: return std::asin(x);
    case MathFn::Acos: return std::acos(x);
    case MathFn::Atan: return std::atan(x);
    case MathFn::Sinh: return std::sinh(x);
    case MathFn::Cosh: return std::cosh(x);
    case MathFn::Tanh: return std::tanh(x);
    case MathFn::Exp: return std::exp(x);
    case MathFn::Log: return std::log(x);
    case MathFn::Log10: return std::log10(x);
    case MathFn::Sqrt: return std::sqrt(x);
    case MathFn::Abs: return std::fabs(x);
    case MathFn::Sign: return x > 0 ? 1.0 : (x < 0 ? -1.0 : 0.0);
    case MathFn::Floor: return std::floor(x);
    case MathFn::Ceil: return std::ceil(x);
    case MathFn::Integer: return std::floor(x);
    default: return std::nan("");
    }
}

double applyMath2(MathFn fn, double x, double y) {
    switch (fn) {
    case MathFn::Atan2: return std::atan2(x, y);
    case MathFn::Min: return x < y ? x : y;
    case MathFn::Max: return x > y ? x : y;
    case MathFn::Mod: return x - std::floor(x / y) * y;
    case MathFn::Rem: return x - std::trunc(x / y) * y;
    case MathFn::Div: return std::trunc(x / y);
    default: return std::nan("");
    }
}

double evaluateProgram(const Program& p, const EvalContext& ctx) {
    double stack[kMaxStack];
    int sp = 0;  // number of values on the stack
    const Instr* code = p.code.data();
    const int n = static_cast<int>(p.code.size());
    for (int pc = 0; pc < n; ++pc) {
        const Instr& in = code[pc];
        switch (in.op) {
        case OpCode::Const: stack[sp++] = in.c; break;
        case OpCode::Load: stack[sp++] = ctx.vals[in.a]; break;
        case OpCode::LoadPre: stack[sp++] = ctx.pre[in.a]; break;
        case OpCode::LoadRel: stack[sp++] = ctx.relations[in.a] ? 1.0 : 0.0; break;
        case OpCode::Add: --sp; stack[sp - 1] += stack[sp]; break;
        case OpCode::Sub: --sp; stack[sp - 1] -= stack[sp]; break;
        case OpCode::Mul: --sp; stack[sp - 1] *= stack[sp]; break;
        case OpCode::Div: --sp; stack[sp - 1] /= stack[sp]; break;
        case OpCode::Pow: {
            --sp;
            const double e = stack[sp];
            double& b = stack[sp - 1];
            b = (e == 2.0) ? b * b : std::pow(b, e);
            break;
        }
        case OpCode::Neg: stack[sp - 1] = -stack[sp - 1]; break;
        case OpCode::Lt: --sp; stack[sp - 1] = stack[sp - 1] < stack[sp]; break;
        case OpCode::Le: --sp; stack[sp - 1] = stack[sp - 1] <= stack[sp]; break;
        case OpCode::Gt: --sp; stack[sp - 1] = stack[sp - 1] > stack[sp]; break;
        case OpCode::Ge: --sp; stack[sp - 1] = stack[sp - 1] >= stack[sp]; break;
        case OpCode::Eq: --sp; stack[sp - 1] = stack[sp - 1] == stack[sp]; break;
        case OpCode::Ne: --sp; stack[sp - 1] = stack[sp - 1] != stack[sp]; break;
        case OpCode::And: --sp; stack[sp - 1] = (stack[sp - 1] != 0.0) && (stack[sp] != 0.0); break;
        case OpCode::Or: --sp; stack[sp - 1] = (stack[sp - 1] != 0.0) || (stack[sp] != 0.0); break;
        case OpCode::Not: stack[sp - 1] = stack[sp - 1] == 0.0; break;
        case OpCode::JumpIfFalse:
            --sp;
            if (stack[sp] == 0.0) pc = in.a - 1;
            break;
        case OpCode::Jump: pc = in.a - 1; break;
        case OpCode::Call1:
            stack[sp - 1] = applyMath(static_cast<MathFn>(in.a), stack[sp - 1]);
            break;
        case OpCode::Call2:
            --sp;
            stack[sp - 1] = applyMath2(static_cast<MathFn>(in.a), stack[sp - 1], stack[sp]);
            break;
        case OpCode::Initial: stack[sp++] = ctx.initial ? 1.0 : 0.0; break;
        case OpCode::Terminal: stack[sp++] = ctx.terminal ? 1.0 : 0.0; break;
        case OpCode::Sample: stack[sp++] = ctx.samples[in.a] ? 1.0 : 0.0; break;
        case OpCode::Store: ctx.vals[in.a] = stack[--sp]; break;
        case OpCode::InState: stack[sp++] = ctx.active[in.a] ? 1.0 : 0.0; break;
        }
    }
    return sp > 0 ? stack[sp - 1] : 0.0;
}

}  // namespace hs

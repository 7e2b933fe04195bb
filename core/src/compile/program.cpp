#include "hs/compile/program.h"

#include <cmath>
#include <limits>

namespace hs {

namespace {

const char* mathName(MathFn fn) {
    switch (fn) {
    case MathFn::Sin: return "sin";
    case MathFn::Cos: return "cos";
    case MathFn::Tan: return "tan";
    case MathFn::Asin: return "asin";
    case MathFn::Acos: return "acos";
    case MathFn::Atan: return "atan";
    case MathFn::Sinh: return "sinh";
    case MathFn::Cosh: return "cosh";
    case MathFn::Tanh: return "tanh";
    case MathFn::Exp: return "exp";
    case MathFn::Log: return "log";
    case MathFn::Log10: return "log10";
    case MathFn::Sqrt: return "sqrt";
    case MathFn::Abs: return "abs";
    case MathFn::Sign: return "sign";
    case MathFn::Floor: return "floor";
    case MathFn::Ceil: return "ceil";
    case MathFn::Integer: return "integer";
    case MathFn::Atan2: return "atan2";
    case MathFn::Min: return "min";
    case MathFn::Max: return "max";
    case MathFn::Mod: return "mod";
    case MathFn::Rem: return "rem";
    case MathFn::Div: return "div";
    }
    return "?";
}

// Is x outside the domain of the unary function? (NaN arguments are reported too.)
bool outsideDomain(MathFn fn, double x) {
    if (std::isnan(x)) return true;
    switch (fn) {
    case MathFn::Sqrt: return x < 0;
    case MathFn::Log:
    case MathFn::Log10: return x <= 0;
    case MathFn::Asin:
    case MathFn::Acos: return x < -1 || x > 1;
    default: return false;
    }
}

// A formula where there is one, a phrase of its own otherwise.
Message domainText(MathFn fn) {
    switch (fn) {
    case MathFn::Sqrt: return verbatim("x >= 0");
    case MathFn::Log:
    case MathFn::Log10: return verbatim("x > 0");
    case MathFn::Asin:
    case MathFn::Acos: return verbatim("-1 <= x <= 1");
    default: return msg("a number");
    }
}

// The operands as the messages print them: 10 significant digits.
Message number(double v) {
    return num(v, 10);
}

// Out of line: the hot path only tests and calls.
[[gnu::noinline, gnu::cold]] void report(EvalError* error, const Program& p, const Instr& in, double a, double b) {
    if (!error || error->set) return;
    error->set = true;
    error->op = in.op;
    error->fn = in.a;
    error->arg = a;
    error->arg2 = b;
    const EvalSite& site = p.sites[in.site - 1];
    error->loc = site.loc;
    error->what = site.what;
}

}  // namespace

std::optional<MathFunction> mathFunction(std::string_view name) {
    for (int k = 0; k <= static_cast<int>(MathFn::Div); ++k) {
        const auto fn = static_cast<MathFn>(k);
        if (name == mathName(fn)) return MathFunction{fn, fn >= MathFn::Atan2 ? 2 : 1};
    }
    return std::nullopt;
}

Message EvalError::describe() const {
    switch (op) {
    case OpCode::Div: return msg("division by zero (%1 / 0)", number(arg));
    case OpCode::Pow:
        if (arg == 0) return msg("zero to a negative power (0 ^ %1)", number(arg2));
        return msg("a negative number to a non-integer power (%1 ^ %2)", number(arg), number(arg2));
    case OpCode::Call1: {
        const auto fn = static_cast<MathFn>(this->fn);
        return msg("%1(%2) is outside its domain (%3)", mathName(fn), number(arg), domainText(fn));
    }
    case OpCode::Call2:
        return msg("%1(%2, 0): division by zero", mathName(static_cast<MathFn>(fn)), number(arg));
    case OpCode::Store:
        return std::isnan(arg) ? msg("'%1' became not a number (NaN) (%2)", what, number(arg))
                               : msg("'%1' became infinite (%2)", what, number(arg));
    case OpCode::Fail: return verbatim(what);
    default: return msg("an operation left its domain");
    }
}

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
        case OpCode::Div:
            --sp;
            if (stack[sp] == 0.0 && in.site) report(ctx.error, p, in, stack[sp - 1], 0.0);
            stack[sp - 1] /= stack[sp];
            break;
        case OpCode::Pow: {
            --sp;
            const double e = stack[sp];
            double& b = stack[sp - 1];
            if (e == 2.0) {
                b = b * b;
                break;
            }
            if (in.site && ((b == 0.0 && e < 0) || (b < 0 && e != std::floor(e)))) report(ctx.error, p, in, b, e);
            b = std::pow(b, e);
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
            if (in.site && outsideDomain(static_cast<MathFn>(in.a), stack[sp - 1]))
                report(ctx.error, p, in, stack[sp - 1], 0.0);
            stack[sp - 1] = applyMath(static_cast<MathFn>(in.a), stack[sp - 1]);
            break;
        case OpCode::Fail:
            if (in.site) report(ctx.error, p, in, 0.0, 0.0);
            stack[sp++] = std::numeric_limits<double>::quiet_NaN();
            break;
        case OpCode::Call2:
            --sp;
            if (in.site && stack[sp] == 0.0) report(ctx.error, p, in, stack[sp - 1], 0.0);
            stack[sp - 1] = applyMath2(static_cast<MathFn>(in.a), stack[sp - 1], stack[sp]);
            break;
        case OpCode::Initial: stack[sp++] = ctx.initial ? 1.0 : 0.0; break;
        case OpCode::Terminal: stack[sp++] = ctx.terminal ? 1.0 : 0.0; break;
        case OpCode::Sample: stack[sp++] = ctx.samples[in.a] ? 1.0 : 0.0; break;
        case OpCode::Store:
            --sp;
            if (in.site && !std::isfinite(stack[sp])) report(ctx.error, p, in, stack[sp], 0.0);
            ctx.vals[in.a] = stack[sp];
            break;
        case OpCode::InState: stack[sp++] = ctx.active[in.a] ? 1.0 : 0.0; break;
        }
    }
    return sp > 0 ? stack[sp - 1] : 0.0;
}

}  // namespace hs

#include "hs/compile/program.h"

#include <algorithm>
#include <atomic>
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

}  // namespace

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

namespace {

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
[[gnu::noinline, gnu::cold]] void report(EvalError* error, const Program& p, const Instr& in,
                                         double a, double b) {
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

// A fused division by zero, reported as the division it was made from.
[[gnu::noinline, gnu::cold]] void reportDivision(EvalError* error, const Program& p,
                                                 const Instr& in, double dividend) {
    report(error, p, Instr(OpCode::Div, 0, 0.0, in.site), dividend, 0.0);
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
    case OpCode::CheckIndex:
        return msg("the subscript %1 of '%2' is outside 1..%3", number(arg), what, number(arg2));
    case OpCode::CallFunction:
        return msg("the function '%1' called itself more than %2 levels deep", what, number(arg));
    case OpCode::Jump:
        return msg("a loop in the function '%1' did not end within %2 iterations", what,
                   number(arg));
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

namespace {

constexpr std::size_t kNoLocals = static_cast<std::size_t>(-1);

// The locals of the functions running on this thread (each call's from its base on) and
// the arguments of the calls being prepared. Their storage is kept from call to call.
thread_local std::vector<double> t_locals;
thread_local std::vector<double> t_args;

// The last call of a function on this thread, whose outputs the next call with the same
// arguments takes (a call with several outputs, or an array output, is evaluated once per
// element).
struct LastCall {
    std::uint64_t table = 0;  // FunctionTable::id
    int function = -1;
    std::vector<double> args, outputs;
};
thread_local LastCall t_last;

// One running program: a model's expression (no locals) or a function's body.
struct Frame {
    const FunctionTable* table;
    std::size_t base;  // of the function's locals in t_locals
    int depth;         // of function calls
};

template <bool Functions>
double run(const Program& p, const EvalContext& ctx, const Frame& frame, bool* aborted);

// The output in.c of the call; `failed` when the function could not compute it (reported
// in ctx.error).
[[gnu::noinline]] double callFunction(const Program& p, const Instr& in, const EvalContext& ctx,
                                      const Frame& frame, bool& failed) {
    const CompiledFunction& f = frame.table->functions[static_cast<std::size_t>(in.a)];
    const auto output = static_cast<std::size_t>(in.c);
    const std::size_t argBase = t_args.size() - static_cast<std::size_t>(f.inputs);
    if (t_last.table == frame.table->id && t_last.function == in.a &&
        std::equal(t_last.args.begin(), t_last.args.end(),
                   t_args.begin() + static_cast<long>(argBase), t_args.end())) {
        t_args.resize(argBase);
        return t_last.outputs[output];
    }
    if (frame.depth >= kMaxFunctionDepth) {
        if (in.site) report(ctx.error, p, in, kMaxFunctionDepth, 0.0);
        t_args.resize(argBase);
        failed = true;
        return std::numeric_limits<double>::quiet_NaN();
    }
    const std::size_t base = t_locals.size();
    t_locals.resize(base + static_cast<std::size_t>(f.locals), 0.0);
    std::copy(t_args.begin() + static_cast<long>(argBase), t_args.end(),
              t_locals.begin() + static_cast<long>(base));
    t_args.resize(argBase);
    bool aborted = false;
    run<true>(f.body, ctx, Frame{frame.table, base, frame.depth + 1}, &aborted);
    // remembered for the call's other outputs
    t_last.table = frame.table->id;
    t_last.function = in.a;
    t_last.args.assign(t_locals.begin() + static_cast<long>(base),
                       t_locals.begin() + static_cast<long>(base) + f.inputs);
    t_last.outputs.resize(f.outputs.size());
    for (std::size_t k = 0; k < f.outputs.size(); ++k)
        t_last.outputs[k] = aborted ? std::numeric_limits<double>::quiet_NaN()
                                    : t_locals[base + static_cast<std::size_t>(f.outputs[k])];
    if (aborted) t_last.table = 0;  // a failure is reported again at the next call
    t_locals.resize(base);
    failed = aborted;
    return t_last.outputs[output];
}

// Functions: the program calls functions or is a function's body (a model's program
// without calls runs the plain loop: no locals, no iteration count)
template <bool Functions>
double run(const Program& p, const EvalContext& ctx, const Frame& frame, bool* aborted) {
    long iterations = 0;  // backward jumps: loops of a function's body
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
        case OpCode::Add:
            --sp;
            stack[sp - 1] += stack[sp];
            break;
        case OpCode::Sub:
            --sp;
            stack[sp - 1] -= stack[sp];
            break;
        case OpCode::Mul:
            --sp;
            stack[sp - 1] *= stack[sp];
            break;
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
            if (in.site && ((b == 0.0 && e < 0) || (b < 0 && e != std::floor(e))))
                report(ctx.error, p, in, b, e);
            b = std::pow(b, e);
            break;
        }
        case OpCode::Neg: stack[sp - 1] = -stack[sp - 1]; break;
        case OpCode::Lt:
            --sp;
            stack[sp - 1] = stack[sp - 1] < stack[sp];
            break;
        case OpCode::Le:
            --sp;
            stack[sp - 1] = stack[sp - 1] <= stack[sp];
            break;
        case OpCode::Gt:
            --sp;
            stack[sp - 1] = stack[sp - 1] > stack[sp];
            break;
        case OpCode::Ge:
            --sp;
            stack[sp - 1] = stack[sp - 1] >= stack[sp];
            break;
        case OpCode::Eq:
            --sp;
            stack[sp - 1] = stack[sp - 1] == stack[sp];
            break;
        case OpCode::Ne:
            --sp;
            stack[sp - 1] = stack[sp - 1] != stack[sp];
            break;
        case OpCode::And:
            --sp;
            stack[sp - 1] = (stack[sp - 1] != 0.0) && (stack[sp] != 0.0);
            break;
        case OpCode::Or:
            --sp;
            stack[sp - 1] = (stack[sp - 1] != 0.0) || (stack[sp] != 0.0);
            break;
        case OpCode::Not: stack[sp - 1] = stack[sp - 1] == 0.0; break;
        case OpCode::JumpIfFalse:
            --sp;
            if (stack[sp] == 0.0) pc = in.a - 1;
            break;
        case OpCode::Jump:
            if (Functions && in.a <= pc && ++iterations > kMaxFunctionIterations) {
                if (in.site)
                    report(ctx.error, p, in, static_cast<double>(kMaxFunctionIterations), 0.0);
                *aborted = true;
                return 0.0;
            }
            pc = in.a - 1;
            break;
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
        case OpCode::CheckIndex: {
            const double i = stack[sp - 1];
            if (!(i >= 1 && i <= in.a && i == std::floor(i))) {
                if (in.site) report(ctx.error, p, in, i, in.a);
                *aborted = true;
                return 0.0;
            }
            break;
        }
        // a function's locals and calls (none in a plain program)
        case OpCode::LoadLocal:
            if constexpr (Functions)
                stack[sp++] = t_locals[frame.base + static_cast<std::size_t>(in.a)];
            break;
        case OpCode::StoreLocal:
            if constexpr (Functions)
                t_locals[frame.base + static_cast<std::size_t>(in.a)] = stack[--sp];
            break;
        case OpCode::LoadLocalAt:
            if constexpr (Functions)
                stack[sp - 1] = t_locals[frame.base + static_cast<std::size_t>(
                                                          in.a + static_cast<int>(stack[sp - 1]))];
            break;
        case OpCode::StoreLocalAt:
            if constexpr (Functions) {
                sp -= 2;
                t_locals[frame.base + static_cast<std::size_t>(
                                          in.a + static_cast<int>(stack[sp + 1]))] = stack[sp];
            }
            break;
        case OpCode::PushArg:
            if constexpr (Functions) t_args.push_back(stack[--sp]);
            break;
        case OpCode::CallFunction:
            if constexpr (Functions) {
                bool failed = false;
                const double v = callFunction(p, in, ctx, frame, failed);
                if (failed && frame.base != kNoLocals) {
                    // a failure inside a call fails the function that made it
                    *aborted = true;
                    return 0.0;
                }
                stack[sp++] = v;
            }
            break;
        case OpCode::Abort: *aborted = true; return 0.0;
        case OpCode::AddVal: stack[sp - 1] += ctx.vals[in.a]; break;
        case OpCode::SubVal: stack[sp - 1] -= ctx.vals[in.a]; break;
        case OpCode::MulVal: stack[sp - 1] *= ctx.vals[in.a]; break;
        case OpCode::DivVal:
            if (ctx.vals[in.a] == 0.0 && in.site) reportDivision(ctx.error, p, in, stack[sp - 1]);
            stack[sp - 1] /= ctx.vals[in.a];
            break;
        case OpCode::AddConst: stack[sp - 1] += in.c; break;
        case OpCode::SubConst: stack[sp - 1] -= in.c; break;
        case OpCode::MulConst: stack[sp - 1] *= in.c; break;
        case OpCode::DivConst:
            if (in.c == 0.0 && in.site) reportDivision(ctx.error, p, in, stack[sp - 1]);
            stack[sp - 1] /= in.c;
            break;
        }
    }
    return sp > 0 ? stack[sp - 1] : 0.0;
}

#if defined(__GNUC__)
// A model's program without function calls (what the solver evaluates at every step):
// direct-threaded, each instruction ending in its own jump to the next one's code, with the
// top of the stack held in a register. Same operations and results as run<false>.
double runPlain(const Program& p, const EvalContext& ctx, bool* aborted) {
    const Instr* const code = p.code.data();
    const Instr* const end = code + p.code.size();
    const Instr* ip = code;
    if (ip == end) return 0.0;
    double stack[kMaxStack + 1];
    double* sp = stack;  // the value below the top; stack[0] is a spare slot (depth 0)
    double top = 0.0;
    static const void* const labels[] = {
        &&Const, &&Load, &&LoadPre, &&LoadRel, &&Add, &&Sub, &&Mul, &&Div, &&Pow, &&Neg, &&Lt, &&Le,
        &&Gt, &&Ge, &&Eq, &&Ne, &&And, &&Or, &&Not, &&JumpIfFalse, &&Jump, &&Call1, &&Call2,
        &&Initial, &&Terminal, &&Sample, &&Store, &&InState, &&Fail,
        // a function's locals and calls: none in a plain program
        &&Next, &&Next, &&Next, &&Next, &&CheckIndex, &&Next, &&Next, &&Abort,
        // fused operand forms
        &&AddVal, &&SubVal, &&MulVal, &&DivVal, &&AddConst, &&SubConst, &&MulConst, &&DivConst};
    static_assert(
        sizeof labels / sizeof labels[0] == static_cast<std::size_t>(OpCode::DivConst) + 1,
        "one label per operation, in the order of OpCode");
#define HS_DISPATCH() goto* labels[static_cast<int>(ip->op)]
// every operation ends in its own jump to the next one's code
#define HS_NEXT()                   \
    do {                            \
        if (++ip == end) goto Done; \
        HS_DISPATCH();              \
    } while (0)
#define HS_PUSH(v)   \
    do {             \
        *++sp = top; \
        top = (v);   \
    } while (0)
#define HS_BINARY(expr)         \
    do {                        \
        const double a = *sp--; \
        top = (expr);           \
    } while (0)
    HS_DISPATCH();
Const:
    HS_PUSH(ip->c);
    HS_NEXT();
Load:
    HS_PUSH(ctx.vals[ip->a]);
    HS_NEXT();
LoadPre:
    HS_PUSH(ctx.pre[ip->a]);
    HS_NEXT();
LoadRel:
    HS_PUSH(ctx.relations[ip->a] ? 1.0 : 0.0);
    HS_NEXT();
Add:
    HS_BINARY(a + top);
    HS_NEXT();
Sub:
    HS_BINARY(a - top);
    HS_NEXT();
Mul:
    HS_BINARY(a * top);
    HS_NEXT();
Div:
    if (top == 0.0 && ip->site) report(ctx.error, p, *ip, *sp, 0.0);
    HS_BINARY(a / top);
    HS_NEXT();
Pow : {
    const double e = top;
    const double b = *sp--;
    if (e == 2.0) {
        top = b * b;
        HS_NEXT();
    }
    if (ip->site && ((b == 0.0 && e < 0) || (b < 0 && e != std::floor(e))))
        report(ctx.error, p, *ip, b, e);
    top = std::pow(b, e);
    HS_NEXT();
}
Neg:
    top = -top;
    HS_NEXT();
Lt:
    HS_BINARY(a < top);
    HS_NEXT();
Le:
    HS_BINARY(a <= top);
    HS_NEXT();
Gt:
    HS_BINARY(a > top);
    HS_NEXT();
Ge:
    HS_BINARY(a >= top);
    HS_NEXT();
Eq:
    HS_BINARY(a == top);
    HS_NEXT();
Ne:
    HS_BINARY(a != top);
    HS_NEXT();
And:
    HS_BINARY(a != 0.0 && top != 0.0);
    HS_NEXT();
Or:
    HS_BINARY(a != 0.0 || top != 0.0);
    HS_NEXT();
Not:
    top = top == 0.0;
    HS_NEXT();
JumpIfFalse : {
    const bool jump = top == 0.0;
    top = *sp--;
    if (!jump) goto Next;
    ip = code + ip->a;
    if (ip == end) goto Done;
    HS_DISPATCH();
}
Jump:
    ip = code + ip->a;
    if (ip == end) goto Done;
    HS_DISPATCH();
Call1:
    if (ip->site && outsideDomain(static_cast<MathFn>(ip->a), top))
        report(ctx.error, p, *ip, top, 0.0);
    top = applyMath(static_cast<MathFn>(ip->a), top);
    HS_NEXT();
Call2:
    if (ip->site && top == 0.0) report(ctx.error, p, *ip, *sp, 0.0);
    HS_BINARY(applyMath2(static_cast<MathFn>(ip->a), a, top));
    HS_NEXT();
Initial:
    HS_PUSH(ctx.initial ? 1.0 : 0.0);
    HS_NEXT();
Terminal:
    HS_PUSH(ctx.terminal ? 1.0 : 0.0);
    HS_NEXT();
Sample:
    HS_PUSH(ctx.samples[ip->a] ? 1.0 : 0.0);
    HS_NEXT();
Store:
    if (ip->site && !std::isfinite(top)) report(ctx.error, p, *ip, top, 0.0);
    ctx.vals[ip->a] = top;
    top = *sp--;
    HS_NEXT();
InState:
    HS_PUSH(ctx.active[ip->a] ? 1.0 : 0.0);
    HS_NEXT();
Fail:
    if (ip->site) report(ctx.error, p, *ip, 0.0, 0.0);
    HS_PUSH(std::numeric_limits<double>::quiet_NaN());
    HS_NEXT();
CheckIndex : {
    const double i = top;
    if (!(i >= 1 && i <= ip->a && i == std::floor(i))) {
        if (ip->site) report(ctx.error, p, *ip, i, ip->a);
        *aborted = true;
        return 0.0;
    }
    HS_NEXT();
}
Abort:
    *aborted = true;
    return 0.0;
AddVal:
    top += ctx.vals[ip->a];
    HS_NEXT();
SubVal:
    top -= ctx.vals[ip->a];
    HS_NEXT();
MulVal:
    top *= ctx.vals[ip->a];
    HS_NEXT();
DivVal : {
    const double d = ctx.vals[ip->a];
    if (d == 0.0 && ip->site) reportDivision(ctx.error, p, *ip, top);
    top /= d;
    HS_NEXT();
}
AddConst:
    top += ip->c;
    HS_NEXT();
SubConst:
    top -= ip->c;
    HS_NEXT();
MulConst:
    top *= ip->c;
    HS_NEXT();
DivConst:
    if (ip->c == 0.0 && ip->site) reportDivision(ctx.error, p, *ip, top);
    top /= ip->c;
    HS_NEXT();
Next:
    if (++ip == end) goto Done;
    HS_DISPATCH();
Done:
#undef HS_BINARY
#undef HS_PUSH
#undef HS_NEXT
#undef HS_DISPATCH
    return sp > stack ? top : 0.0;
}
#endif

}  // namespace

std::uint64_t FunctionTable::nextId() {
    static std::atomic<std::uint64_t> next{1};
    return next++;
}

double evaluatePlain(const Program& p, const EvalContext& ctx) {
    bool aborted = false;
#if defined(__GNUC__)
    const double v = runPlain(p, ctx, &aborted);
#else
    const double v = run<false>(p, ctx, Frame{nullptr, kNoLocals, 0}, &aborted);
#endif
    return aborted ? std::numeric_limits<double>::quiet_NaN() : v;
}

double evaluateProgram(const Program& p, const EvalContext& ctx) {
    if (!p.functions) return evaluatePlain(p, ctx);
    bool aborted = false;
    const double v = run<true>(p, ctx, Frame{p.functions.get(), kNoLocals, 0}, &aborted);
    return aborted ? std::numeric_limits<double>::quiet_NaN() : v;
}

}  // namespace hs

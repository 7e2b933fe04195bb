// Programs rewritten for the solver's evaluations: operands fused into the operations that
// take them, and the values that stay fixed between events put in.

#include "hs/compile/program.h"

#include <cmath>

namespace hs {

namespace {

// The operand form of a binary operation whose right operand was pushed just before it.
std::optional<OpCode> operandForm(OpCode op, bool variable) {
    switch (op) {
    case OpCode::Add: return variable ? OpCode::AddVal : OpCode::AddConst;
    case OpCode::Sub: return variable ? OpCode::SubVal : OpCode::SubConst;
    case OpCode::Mul: return variable ? OpCode::MulVal : OpCode::MulConst;
    case OpCode::Div: return variable ? OpCode::DivVal : OpCode::DivConst;
    default: return std::nullopt;
    }
}

// The operation a fused one applies to its operand.
std::optional<OpCode> plainForm(OpCode op) {
    switch (op) {
    case OpCode::AddVal:
    case OpCode::AddConst: return OpCode::Add;
    case OpCode::SubVal:
    case OpCode::SubConst: return OpCode::Sub;
    case OpCode::MulVal:
    case OpCode::MulConst: return OpCode::Mul;
    case OpCode::DivVal:
    case OpCode::DivConst: return OpCode::Div;
    default: return std::nullopt;
    }
}

bool isJump(OpCode op) {
    return op == OpCode::Jump || op == OpCode::JumpIfFalse;
}

// a op b as the evaluator computes it, when that reports nothing; false when the
// operation's check would report (it is then left to the evaluation) or it is not binary
bool foldBinary(const Instr& in, double a, double b, double& out) {
    switch (in.op) {
    case OpCode::Add: out = a + b; return true;
    case OpCode::Sub: out = a - b; return true;
    case OpCode::Mul: out = a * b; return true;
    case OpCode::Div:
        if (b == 0.0 && in.site) return false;
        out = a / b;
        return true;
    case OpCode::Pow:
        if (b == 2.0) {
            out = a * a;
            return true;
        }
        if (in.site && ((a == 0.0 && b < 0) || (a < 0 && b != std::floor(b)))) return false;
        out = std::pow(a, b);
        return true;
    case OpCode::Lt: out = a < b; return true;
    case OpCode::Le: out = a <= b; return true;
    case OpCode::Gt: out = a > b; return true;
    case OpCode::Ge: out = a >= b; return true;
    case OpCode::Eq: out = a == b; return true;
    case OpCode::Ne: out = a != b; return true;
    case OpCode::And: out = a != 0.0 && b != 0.0; return true;
    case OpCode::Or: out = a != 0.0 || b != 0.0; return true;
    case OpCode::Call2:
        if (in.site && b == 0.0) return false;
        out = applyMath2(static_cast<MathFn>(in.a), a, b);
        return true;
    default: return false;
    }
}

bool foldUnary(const Instr& in, double a, double& out) {
    switch (in.op) {
    case OpCode::Neg: out = -a; return true;
    case OpCode::Not: out = a == 0.0; return true;
    case OpCode::Call1:
        if (in.site && outsideDomain(static_cast<MathFn>(in.a), a)) return false;
        out = applyMath(static_cast<MathFn>(in.a), a);
        return true;
    default: return false;
    }
}

// Scratch of the rewrites, kept from call to call: an event's new specialisation allocates
// nothing once the buffers have grown.
thread_local std::vector<std::uint8_t> t_landing;
thread_local std::vector<std::int32_t> t_moved;

void fuseCode(std::vector<Instr>& code) {
    const std::size_t n = code.size();
    // an instruction a jump lands on starts an operation of its own
    std::vector<std::uint8_t>& landing = t_landing;
    landing.assign(n + 1, 0);
    for (const Instr& in : code)
        if (isJump(in.op) && in.a >= 0 && static_cast<std::size_t>(in.a) <= n)
            landing[static_cast<std::size_t>(in.a)] = 1;
    // old index -> new index (of the instructions a jump may land on: none is absorbed)
    std::vector<std::int32_t>& moved = t_moved;
    moved.assign(n + 1, 0);
    std::size_t w = 0;  // instructions written, in place (never ahead of the one read)
    for (std::size_t i = 0; i < n; ++i) {
        const Instr in = code[i];
        moved[i] = static_cast<std::int32_t>(w);
        if (!landing[i] && w > 0) {
            Instr& last = code[w - 1];
            if (last.op == OpCode::Const && in.op == OpCode::Neg) {
                last.c = -last.c;
                continue;
            }
            if (last.op == OpCode::Load || last.op == OpCode::Const) {
                if (const auto fused = operandForm(in.op, last.op == OpCode::Load)) {
                    last.op = *fused;
                    last.site = in.site;
                    continue;
                }
            }
        }
        code[w++] = in;
    }
    moved[n] = static_cast<std::int32_t>(w);
    code.resize(w);
    for (Instr& in : code)
        if (isJump(in.op) && in.a >= 0 && static_cast<std::size_t>(in.a) <= n)
            in.a = moved[static_cast<std::size_t>(in.a)];
}

// The evaluation's stack as far as it is known while specialising. A value known then is
// written into the program (a Const) only when an operation that runs later needs it on
// the stack: those not yet written are always the top ones.
struct KnownValue {
    bool written;  // a Const of it, or the code that computes it, is in the program
    double v;      // when not written
};
thread_local std::vector<KnownValue> t_stack;

bool specializeCode(const Program& p, const EvalContext& ctx,
                    const std::vector<std::uint8_t>& fixed, ProgramGuards& guards,
                    std::vector<Instr>& out) {
    std::vector<KnownValue>& stack = t_stack;
    stack.clear();
    const auto writeKnown = [&] {
        for (KnownValue& s : stack)
            if (!s.written) {
                out.emplace_back(OpCode::Const, 0, s.v);
                s.written = true;
            }
    };
    const auto pushComputed = [&](const Instr& in) {
        writeKnown();
        out.push_back(in);
        stack.push_back({true, 0.0});
    };
    const auto pushKnown = [&](double v) { stack.push_back({false, v}); };
    const std::size_t n = p.code.size();
    // One operation on the known stack; false when the code cannot be specialised. A
    // jump's operation sets `next`.
    std::size_t next = 0;
    bool jumped = false;
    const auto operate = [&](const Instr& in) -> bool {
        switch (in.op) {
        case OpCode::Const: pushKnown(in.c); return true;
        case OpCode::Load: {
            const auto slot = static_cast<std::size_t>(in.a);
            const std::uint8_t how = in.a >= 0 && slot < fixed.size() ? fixed[slot] : 0;
            if (how == 0) {
                pushComputed(in);
                return true;
            }
            const double v = ctx.vals[slot];
            if (how == 2) guards.vals.emplace_back(in.a, v);
            pushKnown(v);
            return true;
        }
        case OpCode::LoadPre:
            guards.pre.emplace_back(in.a, ctx.pre[in.a]);
            pushKnown(ctx.pre[in.a]);
            return true;
        case OpCode::LoadRel:
            guards.relations.emplace_back(in.a, ctx.relations[in.a]);
            pushKnown(ctx.relations[in.a] ? 1.0 : 0.0);
            return true;
        case OpCode::Initial:
        case OpCode::Terminal:
        case OpCode::Sample:
        case OpCode::InState:
        case OpCode::Fail: pushComputed(in); return true;
        case OpCode::Neg:
        case OpCode::Not:
        case OpCode::Call1: {
            if (stack.empty()) return false;
            double v = 0.0;
            if (!stack.back().written && foldUnary(in, stack.back().v, v)) {
                stack.back().v = v;
                return true;
            }
            writeKnown();
            out.push_back(in);
            stack.back() = {true, 0.0};
            return true;
        }
        case OpCode::Store:
            if (stack.empty()) return false;
            writeKnown();
            out.push_back(in);
            stack.pop_back();
            return true;
        case OpCode::JumpIfFalse: {
            // a condition known now takes its branch; one computed at each evaluation
            // would need both: not specialised
            if (stack.empty() || stack.back().written) return false;
            const bool jump = stack.back().v == 0.0;
            stack.pop_back();
            if (jump) {
                next = static_cast<std::size_t>(in.a);
                jumped = true;
            }
            return true;
        }
        case OpCode::Jump:
            next = static_cast<std::size_t>(in.a);
            jumped = true;
            return true;
        default: {
            if (!isBinaryOperation(in.op) || stack.size() < 2) return false;
            const KnownValue b = stack.back();
            const KnownValue a = stack[stack.size() - 2];
            double v = 0.0;
            if (!a.written && !b.written && foldBinary(in, a.v, b.v, v)) {
                stack.pop_back();
                stack.back().v = v;
                return true;
            }
            writeKnown();
            out.push_back(in);
            stack.pop_back();
            stack.back() = {true, 0.0};
            return true;
        }
        }
    };
    // plain programs only jump forwards; the bound stops a program that does not
    std::size_t budget = 2 * n + 2;
    for (std::size_t pc = 0; pc < n;) {
        if (budget-- == 0) return false;
        const Instr& in = p.code[pc];
        jumped = false;
        if (const auto binary = plainForm(in.op)) {
            // a fused operation is its operand's push and the operation
            const bool variable = operandForm(*binary, true) == in.op;
            if (!operate(variable ? Instr(OpCode::Load, in.a) : Instr(OpCode::Const, 0, in.c)) ||
                !operate(Instr(*binary, 0, 0.0, in.site)))
                return false;
        } else if (!operate(in)) {
            return false;
        }
        pc = jumped ? next : pc + 1;
    }
    writeKnown();  // the value the program leaves
    return true;
}

}  // namespace

Program fuseOperands(const Program& p) {
    if (p.functions) return p;
    Program out = p;
    fuseCode(out.code);
    return out;
}

bool specializeProgram(const Program& p, const EvalContext& ctx,
                       const std::vector<std::uint8_t>& fixed, ProgramGuards& guards,
                       std::vector<Instr>& code) {
    if (p.functions) return false;
    const std::size_t vals = guards.vals.size(), pre = guards.pre.size(),
                      relations = guards.relations.size();
    code.clear();
    if (!specializeCode(p, ctx, fixed, guards, code)) {
        guards.vals.resize(vals);
        guards.pre.resize(pre);
        guards.relations.resize(relations);
        return false;
    }
    fuseCode(code);
    return true;
}

}  // namespace hs

// The evaluator's shortcuts for small programs (a constant; the difference of two values or
// constants, as zero-crossing functions compile) give what the interpreter gives, bit for
// bit, including NaN, infinities and signed zeros; programs of another shape still run
// through the interpreter. The interpreter of programs without function calls gives what the
// general one (which runs function bodies) gives: values, stores and reported errors.

#include "hs/compile/program.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <functional>
#include <iterator>
#include <limits>
#include <memory>
#include <random>
#include <vector>

namespace hs {
namespace {

Program program(std::vector<Instr> code) {
    Program p;
    p.code = std::move(code);
    p.maxStack = 3;
    return p;
}

bool sameBits(double a, double b) {
    if (std::isnan(a) && std::isnan(b)) return true;
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

TEST(ProgramEval, ShortcutsGiveWhatTheInterpreterGives) {
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    std::vector<double> vals = {0.0, -0.0, 1.5, -2.25, inf, -inf, nan, 1e308, -1e308};
    EvalContext ctx;
    ctx.vals = vals.data();
    const std::vector<double> constants = {0.0, -0.0, 3.0, inf, nan, -1e308};
    std::vector<Program> programs;
    for (double c : constants) programs.push_back(program({Instr(OpCode::Const, 0, c)}));
    for (int a = 0; a < static_cast<int>(vals.size()); ++a) {
        for (int b = 0; b < static_cast<int>(vals.size()); ++b)
            programs.push_back(
                program({Instr(OpCode::Load, a), Instr(OpCode::Load, b), Instr(OpCode::Sub)}));
        for (double c : constants) {
            programs.push_back(
                program({Instr(OpCode::Const, 0, c), Instr(OpCode::Load, a), Instr(OpCode::Sub)}));
            programs.push_back(
                program({Instr(OpCode::Load, a), Instr(OpCode::Const, 0, c), Instr(OpCode::Sub)}));
            // not a difference: the interpreter, with the same answer
            programs.push_back(
                program({Instr(OpCode::Load, a), Instr(OpCode::Const, 0, c), Instr(OpCode::Add)}));
        }
        programs.push_back(program({Instr(OpCode::Load, a)}));
        programs.push_back(
            program({Instr(OpCode::Load, a), Instr(OpCode::Neg), Instr(OpCode::Neg)}));
    }
    for (const Program& p : programs)
        EXPECT_TRUE(sameBits(evaluate(p, ctx), evaluateProgram(p, ctx)))
            << "a program of " << p.code.size() << " instructions: " << evaluate(p, ctx) << " vs "
            << evaluateProgram(p, ctx);
    // a few answers in plain words
    EXPECT_EQ(evaluate(program({Instr(OpCode::Const, 0, 0.0), Instr(OpCode::Load, 2),
                                Instr(OpCode::Sub)}),
                       ctx),
              -1.5);
    EXPECT_EQ(
        evaluate(program({Instr(OpCode::Load, 2), Instr(OpCode::Load, 3), Instr(OpCode::Sub)}),
                 ctx),
        3.75);
    EXPECT_TRUE(std::isnan(evaluate(
        program({Instr(OpCode::Load, 4), Instr(OpCode::Load, 4), Instr(OpCode::Sub)}), ctx)));
    EXPECT_EQ(
        evaluate(program({Instr(OpCode::Load, 8), Instr(OpCode::Load, 7), Instr(OpCode::Sub)}),
                 ctx),
        -inf);
}

// Random programs over every operation a model's expression uses, each run by both
// interpreters (a program with a function table, even an empty one, runs the general one).
TEST(ProgramEval, ThePlainInterpreterGivesWhatTheGeneralOneGives) {
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const std::vector<double> values = {0.0,  -0.0, 1.5,  -2.25, 4.0, 0.5,
                                        -1.0, inf,  -inf, nan,   2.0, 1e308};
    const std::vector<std::uint8_t> flags = {1, 0, 1, 0};
    std::mt19937 random(20261206);
    auto pick = [&](int n) { return static_cast<int>(random() % static_cast<unsigned>(n)); };
    const OpCode binary[] = {OpCode::Add, OpCode::Sub, OpCode::Mul, OpCode::Div,  OpCode::Pow,
                             OpCode::Lt,  OpCode::Le,  OpCode::Gt,  OpCode::Ge,   OpCode::Eq,
                             OpCode::Ne,  OpCode::And, OpCode::Or,  OpCode::Call2};
    const OpCode leaves[] = {OpCode::Const,   OpCode::Load,    OpCode::LoadPre,
                             OpCode::LoadRel, OpCode::Initial, OpCode::Terminal,
                             OpCode::Sample,  OpCode::InState, OpCode::Fail};
    int compared = 0, reported = 0;
    for (int round = 0; round < 4000; ++round) {
        Program p;
        p.maxStack = kMaxStack;
        auto site = [&] {
            p.sites.push_back({SourceLoc{static_cast<int>(p.sites.size()) + 1, 1, 0}, "site"});
            return static_cast<std::uint16_t>(p.sites.size());
        };
        // an expression of the given depth, pushing one value
        std::function<void(int)> expression = [&](int depth) {
            const int kind = depth <= 0 ? 0 : pick(5);
            if (kind == 0) {
                const OpCode op = leaves[pick(static_cast<int>(std::size(leaves)))];
                const int a = pick(static_cast<int>(flags.size()));
                const double c =
                    values[static_cast<std::size_t>(pick(static_cast<int>(values.size())))];
                p.code.emplace_back(op,
                                    op == OpCode::Load || op == OpCode::LoadPre
                                        ? pick(static_cast<int>(values.size()))
                                        : a,
                                    c, op == OpCode::Fail ? site() : 0);
            } else if (kind == 1) {
                expression(depth - 1);
                if (pick(2) == 0) {
                    p.code.emplace_back(OpCode::Neg);
                } else if (pick(2) == 0) {
                    p.code.emplace_back(OpCode::Not);
                } else {
                    const int fn = pick(static_cast<int>(MathFn::Integer) + 1);
                    p.code.emplace_back(OpCode::Call1, fn, 0.0, pick(2) ? site() : 0);
                }
            } else if (kind == 4) {
                // if c then a else b
                expression(depth - 1);
                const std::size_t jumpIfFalse = p.code.size();
                p.code.emplace_back(OpCode::JumpIfFalse);
                expression(depth - 1);
                const std::size_t jump = p.code.size();
                p.code.emplace_back(OpCode::Jump);
                p.code[jumpIfFalse].a = static_cast<std::int32_t>(p.code.size());
                expression(depth - 1);
                p.code[jump].a = static_cast<std::int32_t>(p.code.size());
            } else {
                expression(depth - 1);
                expression(depth - 1);
                const OpCode op = binary[pick(static_cast<int>(std::size(binary)))];
                const int fn = static_cast<int>(MathFn::Atan2) + pick(6);
                const bool checked = op == OpCode::Div || op == OpCode::Pow || op == OpCode::Call2;
                p.code.emplace_back(op, op == OpCode::Call2 ? fn : 0, 0.0,
                                    checked && pick(3) ? site() : 0);
            }
        };
        expression(1 + pick(4));
        bool leftOne = true;
        if (pick(3) == 0) {
            p.code.emplace_back(OpCode::Store, pick(static_cast<int>(values.size())), 0.0,
                                pick(2) ? site() : 0);
            leftOne = pick(2) == 0;
            if (leftOne) expression(2);
        }
        if (leftOne && pick(8) == 0) p.code.emplace_back(OpCode::CheckIndex, 3, 0.0, site());

        std::vector<double> plainVals = values, generalVals = values;
        EvalError plainError, generalError;
        EvalContext ctx;
        ctx.pre = values.data();
        ctx.relations = flags.data();
        ctx.samples = flags.data();
        ctx.active = flags.data();
        ctx.initial = round % 2 == 0;
        ctx.terminal = round % 3 == 0;
        ctx.vals = plainVals.data();
        ctx.error = &plainError;
        const double plain = evaluateProgram(p, ctx);
        Program general = p;
        general.functions = std::make_shared<FunctionTable>();
        ctx.vals = generalVals.data();
        ctx.error = &generalError;
        const double viaGeneral = evaluateProgram(general, ctx);
        ASSERT_TRUE(sameBits(plain, viaGeneral))
            << "round " << round << ": " << plain << " vs " << viaGeneral;
        for (std::size_t i = 0; i < values.size(); ++i)
            ASSERT_TRUE(sameBits(plainVals[i], generalVals[i]))
                << "round " << round << ", slot " << i;
        ASSERT_EQ(plainError.set, generalError.set) << "round " << round;
        if (plainError.set) {
            ++reported;
            EXPECT_EQ(plainError.op, generalError.op) << "round " << round;
            EXPECT_TRUE(sameBits(plainError.arg, generalError.arg)) << "round " << round;
            EXPECT_TRUE(sameBits(plainError.arg2, generalError.arg2)) << "round " << round;
            EXPECT_EQ(plainError.loc.line, generalError.loc.line) << "round " << round;
        }
        ++compared;
    }
    EXPECT_EQ(compared, 4000);
    EXPECT_GT(reported, 100);  // the domain checks were exercised, not only the values
}

}  // namespace
}  // namespace hs

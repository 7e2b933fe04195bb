// The evaluator's shortcuts for small programs (a constant; the difference of two values or
// constants, as zero-crossing functions compile) give what the interpreter gives, bit for
// bit, including NaN, infinities and signed zeros; programs of another shape still run
// through the interpreter.

#include "hs/compile/program.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
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

}  // namespace
}  // namespace hs

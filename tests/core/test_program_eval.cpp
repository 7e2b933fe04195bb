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
    int compared = 0, reported = 0, shortened = 0, specialised = 0, shrunk = 0;
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
        // the fused program, by both interpreters: the same values and errors again
        const Program fused = fuseOperands(p);
        EXPECT_LE(fused.code.size(), p.code.size());
        shortened += fused.code.size() < p.code.size() ? 1 : 0;
        Program fusedGeneral = fused;
        fusedGeneral.functions = std::make_shared<FunctionTable>();
        for (const Program* q : {&fused, static_cast<const Program*>(&fusedGeneral)}) {
            std::vector<double> fusedVals = values;
            EvalError fusedError;
            ctx.vals = fusedVals.data();
            ctx.error = &fusedError;
            const double viaFused = evaluateProgram(*q, ctx);
            ASSERT_TRUE(sameBits(plain, viaFused))
                << "round " << round << ": " << plain << " vs fused " << viaFused;
            for (std::size_t i = 0; i < values.size(); ++i)
                ASSERT_TRUE(sameBits(plainVals[i], fusedVals[i]))
                    << "round " << round << ", slot " << i << " (fused)";
            ASSERT_EQ(plainError.set, fusedError.set) << "round " << round << " (fused)";
            if (plainError.set) {
                EXPECT_EQ(plainError.op, fusedError.op) << "round " << round;
                EXPECT_TRUE(sameBits(plainError.arg, fusedError.arg)) << "round " << round;
                EXPECT_TRUE(sameBits(plainError.arg2, fusedError.arg2)) << "round " << round;
                EXPECT_EQ(plainError.loc.line, fusedError.loc.line) << "round " << round;
            }
        }
        // specialised on random fixed slots (none that the program stores), pre values and
        // relations: the same values and errors while the guards hold
        std::vector<std::uint8_t> fixed(values.size(), 0);
        for (auto& f : fixed) f = static_cast<std::uint8_t>(pick(3));
        for (const Instr& in : p.code)
            if (in.op == OpCode::Store) fixed[static_cast<std::size_t>(in.a)] = 0;
        std::vector<double> specialVals = values;
        ctx.vals = specialVals.data();
        ProgramGuards guards;
        Program special;
        special.sites = p.sites;
        // from the program as compiled, or from its fused form (what the engine keeps)
        if (specializeProgram(round % 2 ? p : fused, ctx, fixed, guards, special.code)) {
            ++specialised;
            shrunk += special.code.size() < p.code.size() ? 1 : 0;
            EXPECT_TRUE(guards.hold(ctx)) << "round " << round;
            EvalError specialError;
            ctx.error = &specialError;
            const double viaSpecial = evaluateProgram(special, ctx);
            ASSERT_TRUE(sameBits(plain, viaSpecial))
                << "round " << round << ": " << plain << " vs specialised " << viaSpecial;
            for (std::size_t i = 0; i < values.size(); ++i)
                ASSERT_TRUE(sameBits(plainVals[i], specialVals[i]))
                    << "round " << round << ", slot " << i << " (specialised)";
            ASSERT_EQ(plainError.set, specialError.set) << "round " << round << " (specialised)";
            if (plainError.set) {
                EXPECT_EQ(plainError.op, specialError.op) << "round " << round;
                EXPECT_TRUE(sameBits(plainError.arg, specialError.arg)) << "round " << round;
                EXPECT_TRUE(sameBits(plainError.arg2, specialError.arg2)) << "round " << round;
                EXPECT_EQ(plainError.loc.line, specialError.loc.line) << "round " << round;
            }
        } else {
            EXPECT_TRUE(guards.empty()) << "round " << round;
        }
        ++compared;
    }
    EXPECT_EQ(compared, 4000);
    EXPECT_GT(specialised, 2000);  // most programs' jumps were on known values
    EXPECT_GT(shrunk, 600);
    EXPECT_GT(reported, 100);  // the domain checks were exercised, not only the values
    EXPECT_GT(shortened, 300);  // and many programs had operands to fuse
}

// der(T) = (Tout - T) / tau + (if on then P else 0), as the compiler emits it: the operands
// of -, / and the negated constant fold into the operations; the jump into the addition
// keeps it apart, and the jumps land where they did.
TEST(ProgramEval, FusedOperandsKeepTheJumpsOfAnIfExpression) {
    enum { tOut, temp, tau, on, power, derT };
    Program p;
    p.sites.push_back({SourceLoc{3, 7, 0}, "/"});
    p.sites.push_back({SourceLoc{3, 1, 0}, "der(T)"});
    p.code = {Instr(OpCode::Load, tOut),      // 0
              Instr(OpCode::Load, temp),      // 1
              Instr(OpCode::Sub),             // 2
              Instr(OpCode::Load, tau),       // 3
              Instr(OpCode::Div, 0, 0.0, 1),  // 4
              Instr(OpCode::Load, on),        // 5
              Instr(OpCode::JumpIfFalse, 9),  // 6
              Instr(OpCode::Load, power),     // 7
              Instr(OpCode::Jump, 11),        // 8
              Instr(OpCode::Const, 0, 0.5),   // 9: else -0.5
              Instr(OpCode::Neg),             // 10
              Instr(OpCode::Add),             // 11
              Instr(OpCode::Store, derT, 0.0, 2)};
    const Program fused = fuseOperands(p);
    ASSERT_EQ(fused.code.size(), 10u);
    EXPECT_EQ(fused.code[0].op, OpCode::Load);
    EXPECT_EQ(fused.code[1].op, OpCode::SubVal);
    EXPECT_EQ(fused.code[2].op, OpCode::DivVal);
    EXPECT_EQ(fused.code[2].site, 1);
    EXPECT_EQ(fused.code[4].op, OpCode::JumpIfFalse);
    EXPECT_EQ(fused.code[4].a, 7);  // the folded constant -0.5
    EXPECT_EQ(fused.code[6].op, OpCode::Jump);
    EXPECT_EQ(fused.code[6].a, 8);  // the Add, kept apart: a jump lands on it
    EXPECT_EQ(fused.code[7].op, OpCode::Const);
    EXPECT_EQ(fused.code[7].c, -0.5);
    EXPECT_EQ(fused.code[8].op, OpCode::Add);
    EXPECT_EQ(fused.code[9].op, OpCode::Store);
    for (const double heater : {0.0, 1.0}) {
        std::vector<double> vals = {5.0, 15.0, 3600.0, heater, 0.01, 0.0};
        EvalError error;
        EvalContext ctx;
        ctx.vals = vals.data();
        ctx.error = &error;
        evaluateProgram(fused, ctx);
        EXPECT_DOUBLE_EQ(vals[derT], (5.0 - 15.0) / 3600.0 + (heater != 0.0 ? 0.01 : -0.5));
        EXPECT_FALSE(error.set);
    }
    // a division by a zero operand is still the division's error, at its site
    std::vector<double> vals = {5.0, 15.0, 0.0, 1.0, 0.01, 0.0};
    EvalError error;
    EvalContext ctx;
    ctx.vals = vals.data();
    ctx.error = &error;
    evaluateProgram(fused, ctx);
    ASSERT_TRUE(error.set);
    EXPECT_EQ(error.op, OpCode::Div);
    EXPECT_EQ(error.arg, -10.0);
    EXPECT_EQ(error.loc.line, 3);
    EXPECT_EQ(error.loc.column, 7);
}

// The thermostat's right-hand side with the parameters put in and the heater's state
// guarded: a change of the heater is seen by the guards, and the program made again takes
// the other branch.
TEST(ProgramEval, ASpecialisedProgramHoldsWhileItsGuardsDo) {
    enum { tOut, temp, tau, on, power, derT };
    Program p;
    p.sites.push_back({SourceLoc{3, 7, 0}, "/"});
    p.sites.push_back({SourceLoc{3, 1, 0}, "der(T)"});
    p.code = {Instr(OpCode::Load, tOut),
              Instr(OpCode::Load, temp),
              Instr(OpCode::Sub),
              Instr(OpCode::Load, tau),
              Instr(OpCode::Div, 0, 0.0, 1),
              Instr(OpCode::Load, on),
              Instr(OpCode::JumpIfFalse, 9),
              Instr(OpCode::Load, power),
              Instr(OpCode::Jump, 10),
              Instr(OpCode::Const, 0, 0.0),
              Instr(OpCode::Add),
              Instr(OpCode::Store, derT, 0.0, 2)};
    const std::vector<std::uint8_t> fixed = {1, 0, 1, 2, 1, 0};  // parameters; on: discrete
    std::vector<double> vals = {5.0, 15.0, 3600.0, 1.0, 0.01, 0.0};
    EvalError error;
    EvalContext ctx;
    ctx.vals = vals.data();
    ctx.error = &error;
    ProgramGuards guards;
    Program special;
    special.sites = p.sites;
    ASSERT_TRUE(specializeProgram(p, ctx, fixed, guards, special.code));
    // Const 5; SubVal T; DivConst 3600; AddConst 0.01; Store der(T)
    ASSERT_EQ(special.code.size(), 5u);
    EXPECT_EQ(special.code[1].op, OpCode::SubVal);
    EXPECT_EQ(special.code[2].op, OpCode::DivConst);
    EXPECT_EQ(special.code[2].site, 1);  // a division by a parameter that may be 0 is checked
    EXPECT_EQ(special.code[3].op, OpCode::AddConst);
    ASSERT_EQ(guards.vals.size(), 1u);  // the heater; the parameters hold for the run
    EXPECT_EQ(guards.vals[0].first, on);
    for (const double t : {15.0, 19.5, 21.25}) {
        vals[temp] = t;
        ASSERT_TRUE(guards.hold(ctx));
        evaluateProgram(special, ctx);
        EXPECT_EQ(vals[derT], (5.0 - t) / 3600.0 + 0.01);
    }
    vals[on] = 0.0;  // the heater switches off at an event
    EXPECT_FALSE(guards.hold(ctx));
    guards.clear();
    ASSERT_TRUE(specializeProgram(p, ctx, fixed, guards, special.code));
    EXPECT_TRUE(guards.hold(ctx));
    evaluateProgram(special, ctx);
    EXPECT_EQ(vals[derT], (5.0 - 21.25) / 3600.0 + 0.0);
    EXPECT_FALSE(error.set);
    // a condition computed at every evaluation is not specialised, and leaves no guard
    const std::vector<std::uint8_t> onChanges = {1, 0, 1, 0, 1, 0};
    ProgramGuards none;
    EXPECT_FALSE(specializeProgram(p, ctx, onChanges, none, special.code));
    EXPECT_TRUE(none.empty());
}

// A program of Loads and Consts each stored: its moves store what the interpreter stores;
// any other program is not one.
TEST(ProgramEval, MovesStoreWhatTheInterpreterStores) {
    const double inf = std::numeric_limits<double>::infinity();
    const Program p = program({Instr(OpCode::Load, 0), Instr(OpCode::Store, 3, 0.0, 1),
                               Instr(OpCode::Const, 0, -9.81), Instr(OpCode::Store, 4),
                               Instr(OpCode::Load, 3), Instr(OpCode::Store, 5, 0.0, 2)});
    std::vector<Move> moves;
    ASSERT_TRUE(movesOf(p, moves));
    ASSERT_EQ(moves.size(), 3u);
    for (double x : {1.5, -0.0, 1e308}) {
        std::vector<double> byProgram = {x, 7, 8, 0, 0, 0}, byMoves = byProgram;
        EvalContext ctx;
        ctx.vals = byProgram.data();
        evaluateProgram(p, ctx);
        for (const Move& m : moves) byMoves[static_cast<std::size_t>(m.to)] = m(byMoves.data());
        for (std::size_t i = 0; i < byProgram.size(); ++i)
            EXPECT_TRUE(sameBits(byProgram[i], byMoves[i])) << "slot " << i << " for " << x;
    }
    EXPECT_EQ(moves[1].from, -1);
    EXPECT_EQ(moves[1].value, -9.81);
    // not moves: an operation, a store of nothing loaded, a value left on the stack
    std::vector<Move> none;
    EXPECT_FALSE(movesOf(
        program({Instr(OpCode::Load, 0), Instr(OpCode::Neg), Instr(OpCode::Store, 1)}), none));
    EXPECT_FALSE(movesOf(program({Instr(OpCode::Load, 0), Instr(OpCode::Load, 1)}), none));
    EXPECT_FALSE(movesOf(program({Instr(OpCode::Load, 0)}), none));
    EXPECT_FALSE(movesOf(program({Instr(OpCode::Const, 0, inf), Instr(OpCode::Store, 1),
                                  Instr(OpCode::LoadPre, 0), Instr(OpCode::Store, 2)}),
                         none));
    EXPECT_FALSE(movesOf(program({}), none));
    EXPECT_TRUE(none.empty());
}

// A running value and its operations with operands, then a Store: its chain stores what
// the interpreter stores, bit for bit, and leaves a value that is not a number (a division
// by zero) to the interpreter, which reports it at its site; any other program is not one.
TEST(ProgramEval, ChainsStoreWhatTheInterpreterStores) {
    enum { x, y, z, out };
    Program p;
    p.sites.push_back({SourceLoc{2, 9, 0}, "/"});
    p.sites.push_back({SourceLoc{2, 1, 0}, "out"});
    p.code = {Instr(OpCode::Const, 0, 5.0),
              Instr(OpCode::SubVal, x),
              Instr(OpCode::DivConst, 0, 3600.0, 1),
              Instr(OpCode::AddConst, 0, 0.01),
              Instr(OpCode::MulVal, y),
              Instr(OpCode::AddVal, z),
              Instr(OpCode::SubConst, 0, 0.3),
              Instr(OpCode::MulConst, 0, 1.0 / 3.0),
              Instr(OpCode::DivVal, y, 0.0, 1),
              Instr(OpCode::Store, out, 0.0, 2)};
    const Chain chain = chainOf(p);
    ASSERT_EQ(chain.to, out);
    ASSERT_EQ(chain.steps.size(), 8u);
    // the interpreter's value from operands x, y, z (out starts at 42), and what it reported
    const auto interpreted = [&](double a, double b, double c, double& result) {
        std::vector<double> vals = {a, b, c, 42.0};
        EvalError error;
        EvalContext ctx;
        ctx.vals = vals.data();
        ctx.error = &error;
        evaluatePlain(p, ctx);
        result = vals[out];
        return error;
    };
    std::mt19937_64 random(3);
    std::uniform_real_distribution<double> value(-1e3, 1e3);
    for (int k = 0; k < 1000; ++k) {
        std::vector<double> byChain = {value(random), value(random), value(random), 42.0};
        double byProgram = 0.0;
        ASSERT_FALSE(interpreted(byChain[x], byChain[y], byChain[z], byProgram).set);
        ASSERT_TRUE(chain.run(byChain.data()));
        ASSERT_TRUE(sameBits(byProgram, byChain[out])) << byProgram << " " << byChain[out];
    }
    // operands that are not finite numbers, signed zeros and subnormals: where the chain
    // stores, it stores the interpreter's bits and the interpreter reports nothing; where it
    // does not, it leaves the value as it was
    const double inf = std::numeric_limits<double>::infinity();
    const double special[] = {inf,    -inf,  std::numeric_limits<double>::quiet_NaN(),
                              -0.0,   0.0,   std::numeric_limits<double>::denorm_min(),
                              1e-310, 1e308, -2.5};
    int stored = 0, left = 0;
    for (const double a : special)
        for (const double b : special)
            for (const double c : special) {
                std::vector<double> byChain = {a, b, c, 42.0};
                double byProgram = 0.0;
                const bool reported = interpreted(a, b, c, byProgram).set;
                if (chain.run(byChain.data())) {
                    ++stored;
                    ASSERT_TRUE(sameBits(byProgram, byChain[out])) << a << " " << b << " " << c;
                    ASSERT_FALSE(reported) << a << " " << b << " " << c;
                } else {
                    ++left;
                    ASSERT_TRUE(sameBits(byChain[out], 42.0));
                    // a division by zero or the store's check of the value
                    ASSERT_TRUE(reported) << a << " " << b << " " << c;
                }
            }
    EXPECT_GT(stored, 0);
    EXPECT_GT(left, 0);
    // y = 0: the running value is not a number from the division on; the chain stores
    // nothing, the interpreter says where
    std::vector<double> vals = {1.0, 0.0, 2.0, 42.0};
    EXPECT_FALSE(chain.run(vals.data()));
    EXPECT_EQ(vals[out], 42.0);
    double byProgram = 0.0;
    const EvalError error = interpreted(1.0, 0.0, 2.0, byProgram);
    ASSERT_TRUE(error.set);
    EXPECT_EQ(error.loc.column, 9);
    // a single move is a chain of no steps
    const Chain move =
        chainOf(program({Instr(OpCode::Const, 0, -9.81), Instr(OpCode::Store, out)}));
    ASSERT_EQ(move.to, out);
    EXPECT_TRUE(move.steps.empty());
    std::vector<double> moved = {0.0, 0.0, 0.0, 1.0};
    ASSERT_TRUE(move.run(moved.data()));
    EXPECT_EQ(moved[out], -9.81);
    // not chains: a jump, a second value on the stack, a Store in the middle, nothing stored
    EXPECT_EQ(chainOf(program({Instr(OpCode::Load, x), Instr(OpCode::JumpIfFalse, 3),
                               Instr(OpCode::AddConst, 0, 1.0), Instr(OpCode::Store, out)}))
                  .to,
              -1);
    EXPECT_EQ(chainOf(program({Instr(OpCode::Load, x), Instr(OpCode::Load, y), Instr(OpCode::Add),
                               Instr(OpCode::Store, out)}))
                  .to,
              -1);
    EXPECT_EQ(chainOf(program({Instr(OpCode::Load, x), Instr(OpCode::Store, y),
                               Instr(OpCode::AddConst, 0, 1.0), Instr(OpCode::Store, out)}))
                  .to,
              -1);
    EXPECT_EQ(chainOf(program({Instr(OpCode::Load, x), Instr(OpCode::AddConst, 0, 1.0)})).to, -1);
}

}  // namespace
}  // namespace hs

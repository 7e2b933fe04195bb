// Inputs of hostile size end in a located diagnostic or a correct result, never in a crash:
// operator chains as long as a generated model writes them, and models too large for a
// dense Jacobian.

#include "hs/lang/parser.h"

#include "test_support.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <sstream>
#include <string>
#include <thread>

namespace hs {
namespace {

using test::compileErrors;
using test::compileOk;
using test::runModel;

// model Long with x = time + time + ... (`terms` terms) on line 4.
std::string longSum(int terms) {
    std::ostringstream out;
    out << "model Long\n  Real x;\nequation\n  x = time";
    for (int i = 1; i < terms; ++i) out << " + time";
    out << ";\nend Long;\n";
    return out.str();
}

TEST(Bounds, AChainLongerThanTheLimitIsALocatedError) {
    // 100 000 terms once overflowed the stack of every pass that walks the tree
    const DiagnosticList diags = compileErrors(longSum(100000));
    ASSERT_TRUE(diags.hasErrors());
    const Diagnostic& d = diags.items().front();
    EXPECT_EQ(d.code, "parse-error");
    EXPECT_EQ(d.loc.line, 4);
    EXPECT_GT(d.loc.column, 5);
    EXPECT_NE(d.message.find("too long"), std::string::npos) << d.message;
    EXPECT_NE(d.message.find(std::to_string(lang::kMaxExpressionDepth)), std::string::npos) << d.message;
}

TEST(Bounds, AChainJustBelowTheLimitRunsAndIsRight) {
    const int terms = lang::kMaxExpressionDepth - 1;
    auto model = compileOk(longSum(terms));
    ASSERT_NE(model, nullptr);
    auto engine = runModel(model, 1.0);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const auto* x = engine->results().column("x");
    ASSERT_NE(x, nullptr);
    EXPECT_DOUBLE_EQ(x->back(), terms * 1.0);
}

TEST(Bounds, LongChainsInStatementsAndProductsAreRefusedToo) {
    std::string product = "x := 1";
    for (int i = 0; i < 3 * lang::kMaxExpressionDepth; ++i) product += " * 1";
    product += ";";
    DiagnosticList diags;
    lang::parseStatements(product, diags);
    ASSERT_TRUE(diags.hasErrors());
    EXPECT_NE(diags.items().front().message.find("too long"), std::string::npos);
    // and a long chain of 'and' in a condition
    std::string cond = "time > 0";
    for (int i = 0; i < 3 * lang::kMaxExpressionDepth; ++i) cond += " and time > 0";
    DiagnosticList cdiags;
    lang::parseExpression(cond, cdiags);
    EXPECT_TRUE(cdiags.hasErrors());
}

// Beyond the dense limit the solver's Newton iterations use matrix-free GMRES: memory in
// proportion to the model, and the same numbers. Each x_i decays as e^{-t} (the coupling
// term vanishes because all start equal: der(x_i) = -x_i + c (x_{i+1} - x_i)).
TEST(Bounds, AModelTooLargeForADenseJacobianRunsRight) {
    const int n = 1500;
    std::ostringstream text;
    text << "model Many\n";
    for (int i = 0; i < n; ++i) text << "  Real x" << i << "(start = 1, fixed = true);\n";
    text << "equation\n";
    for (int i = 0; i < n; ++i) text << "  der(x" << i << ") = -x" << i << " + 0.5*(x" << (i + 1) % n << " - x" << i << ");\n";
    text << "end Many;\n";
    auto model = compileOk(text.str());
    ASSERT_NE(model, nullptr);
    SimulationSettings settings;
    settings.interval = 0.5;
    auto engine = runModel(model, 2.0, settings);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    for (int i : {0, n / 2, n - 1}) {
        const auto* x = engine->results().column("x" + std::to_string(i));
        ASSERT_NE(x, nullptr);
        EXPECT_NEAR(x->back(), std::exp(-2.0), 1e-4) << i;
    }
}

// An output grid that cannot fit in memory is refused before the run writes a row.
TEST(Bounds, AnOutputGridBeyondTheMemoryBudgetIsRefusedAtOnce) {
    auto model = test::compileExample("BouncingBall.mo");
    ASSERT_NE(model, nullptr);
    SimulationSettings settings;
    settings.interval = 1e-12;  // 1e12 rows
    auto engine = runModel(model, 1.0, settings);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    ASSERT_TRUE(engine->diagnostics().hasErrors());
    const Diagnostic& d = engine->diagnostics().items().front();
    EXPECT_EQ(d.code, "memory-limit");
    EXPECT_NE(d.message.find("1e+12 result rows"), std::string::npos) << d.message;
    EXPECT_LE(engine->results().rowCount(), 1u);
}

// Event rows are not on the grid: a run of a million sample events outgrows a small budget
// and stops there, saying how far it got.
TEST(Bounds, EventRowsBeyondTheBudgetStopTheRun) {
    auto model = compileOk("model Ticks\n  discrete Integer n(start = 0, fixed = true);\nequation\n"
                           "  when sample(0, 1e-6) then\n    n = pre(n) + 1;\n  end when;\nend Ticks;\n");
    ASSERT_NE(model, nullptr);
    SimulationSettings settings;
    settings.maxMemory = 2'000'000;
    auto engine = runModel(model, 10.0, settings);
    EXPECT_EQ(engine->status(), RunStatus::Failed);
    ASSERT_TRUE(engine->diagnostics().hasErrors());
    const Diagnostic& d = engine->diagnostics().items().front();
    EXPECT_EQ(d.code, "memory-limit");
    ASSERT_TRUE(d.time.has_value());
    EXPECT_LT(*d.time, 10.0);
    const std::size_t rowBytes = (engine->results().columnCount() + 1) * sizeof(double);
    EXPECT_LE(engine->results().rowCount() * rowBytes, 2000000u + rowBytes);
}

// An initialisation of 10^12 loop iterations ends when Stop is requested from another
// thread, as a located `stopped` failure (it cannot go on from the middle of the loop).
TEST(Bounds, StopEndsALoopInTheInitialisation) {
    auto model = compileOk("model Busy\n  Real y;\nalgorithm\n  y := 0;\n  for i in 1:1000000 loop\n"
                           "    for j in 1:1000000 loop\n      y := y + 1;\n    end for;\n  end for;\nend Busy;\n");
    ASSERT_NE(model, nullptr);
    Engine engine(model, SimulationSettings{});
    std::atomic<bool> started{false};
    std::thread runner([&] {
        started = true;
        engine.initialize();
    });
    while (!started) std::this_thread::yield();
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    engine.requestStop();
    runner.join();
    EXPECT_EQ(engine.status(), RunStatus::Failed);
    ASSERT_TRUE(engine.diagnostics().hasErrors());
    const Diagnostic& d = engine.diagnostics().items().front();
    EXPECT_EQ(d.code, "stopped");
    EXPECT_EQ(d.loc.line, 6);  // the inner loop
}

TEST(Bounds, ResultMemoryBudgetDefaultsToHalfTheMachine) {
    EXPECT_EQ(resultMemoryBudget(12345), 12345u);
    EXPECT_GT(resultMemoryBudget(0), std::size_t{100} << 20);
    EXPECT_EQ(formatBytes(2.5e9), "2.5 GB");
    EXPECT_EQ(formatBytes(640e6), "640 MB");
}

}  // namespace
}  // namespace hs

// The block library: values of every block type, the exact zero-order-hold stepping of
// the dynamic blocks against closed-form responses, feedthrough flags and every
// parameter error makeBlock() reports.

#include "hs/cosim/block.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <string>
#include <vector>

namespace hs::cosim {
namespace {

doc::BlockParameter num(const std::string& name, double value) {
    doc::BlockParameter p;
    p.name = name;
    p.kind = doc::BlockParameter::Kind::Number;
    p.number = value;
    return p;
}

doc::BlockParameter list(const std::string& name, std::vector<double> values) {
    doc::BlockParameter p;
    p.name = name;
    p.kind = doc::BlockParameter::Kind::List;
    p.list = std::move(values);
    return p;
}

doc::BlockParameter text(const std::string& name, const std::string& value) {
    doc::BlockParameter p;
    p.name = name;
    p.kind = doc::BlockParameter::Kind::Text;
    p.text = value;
    return p;
}

doc::BlockSpec spec(const std::string& type, std::vector<doc::BlockParameter> parameters = {}) {
    doc::BlockSpec s;
    s.type = type;
    s.parameters = std::move(parameters);
    return s;
}

// A block that must be valid, reset at t0.
std::unique_ptr<Block> make(const doc::BlockSpec& s, double t0 = 0.0) {
    DiagnosticList diags;
    auto block = makeBlock(s, "B", diags);
    for (const auto& d : diags.items()) ADD_FAILURE() << formatText(d);
    EXPECT_NE(block, nullptr) << s.type;
    if (block) block->reset(t0);
    return block;
}

// The first output at time t.
double out(const Block& block, double t, std::vector<double> u = {}) {
    u.resize(block.inputNames().size(), 0.0);
    std::vector<double> y(block.outputNames().size(), 0.0);
    block.outputs(t, u.data(), y.data());
    return y[0];
}

// Steps a single-input block with u held, returning y at t = 0, dt, 2dt, ... (count values).
std::vector<double> stepResponse(Block& block, double u, double dt, int count) {
    std::vector<double> ys;
    std::vector<double> in(block.inputNames().size(), 0.0);
    if (!in.empty()) in[0] = u;
    std::vector<double> y(block.outputNames().size());
    for (int i = 0; i < count; ++i) {
        const double t = i * dt;
        block.outputs(t, in.data(), y.data());
        ys.push_back(y[0]);
        block.update(t, dt, in.data());
    }
    return ys;
}

using Names = std::vector<std::string>;

// ---------------------------------------------------------------------------------------
// Sources

TEST(BlockSources, HaveOneOutputNoInputsAndNoFeedthrough) {
    for (const char* type : {"constant", "step", "ramp", "sine", "pulse", "clock"}) {
        auto b = make(spec(type));
        ASSERT_NE(b, nullptr);
        EXPECT_TRUE(b->inputNames().empty()) << type;
        EXPECT_EQ(b->outputNames(), Names{"y"}) << type;
        EXPECT_FALSE(b->directFeedthrough()) << type;
        EXPECT_TRUE(b->state().empty()) << type;
    }
}

TEST(BlockSources, ConstantIsItsValueAtAllTimes) {
    auto b = make(spec("constant", {num("value", 3.5)}));
    EXPECT_EQ(out(*b, 0.0), 3.5);
    EXPECT_EQ(out(*b, 123.0), 3.5);
    EXPECT_EQ(out(*make(spec("constant")), 1.0), 0.0);
}

TEST(BlockSources, StepSwitchesFromBeforeToAfterAtItsTime) {
    auto b = make(spec("step", {num("time", 2.0), num("before", -1.0), num("after", 4.0)}));
    EXPECT_EQ(out(*b, 0.0), -1.0);
    EXPECT_EQ(out(*b, 1.999), -1.0);
    EXPECT_EQ(out(*b, 2.0), 4.0);
    EXPECT_EQ(out(*b, 2.0 - 1e-12), 4.0);  // a time reached with rounding error
    EXPECT_EQ(out(*b, 10.0), 4.0);
    auto unit = make(spec("step"));
    EXPECT_EQ(out(*unit, -0.5), 0.0);
    EXPECT_EQ(out(*unit, 0.0), 1.0);
}

TEST(BlockSources, RampRisesWithItsSlopeFromItsStart) {
    auto b = make(spec("ramp", {num("start", 1.0), num("slope", 2.0), num("initial", 0.5)}));
    EXPECT_EQ(out(*b, 0.0), 0.5);
    EXPECT_EQ(out(*b, 1.0), 0.5);
    EXPECT_EQ(out(*b, 1.5), 1.5);
    EXPECT_EQ(out(*b, 3.0), 4.5);
    EXPECT_EQ(out(*make(spec("ramp")), 2.5), 2.5);
}

TEST(BlockSources, SineUsesHertzRadiansAndOffset) {
    auto b = make(spec("sine", {num("amplitude", 2.0), num("frequency", 0.5),
                                num("phase", std::numbers::pi / 2), num("offset", 1.0)}));
    EXPECT_NEAR(out(*b, 0.0), 3.0, 1e-15);   // 1 + 2 sin(π/2)
    EXPECT_NEAR(out(*b, 0.5), 1.0, 1e-15);   // 1 + 2 sin(π)
    EXPECT_NEAR(out(*b, 1.0), -1.0, 1e-15);  // 1 + 2 sin(3π/2)
    EXPECT_NEAR(out(*b, 2.0), 3.0, 1e-14);   // one period later
    EXPECT_NEAR(out(*make(spec("sine")), 0.25), 1.0, 1e-15);
}

TEST(BlockSources, PulseIsOnForItsDutyFractionOfEveryPeriodAfterTheDelay) {
    auto b = make(spec("pulse", {num("amplitude", 3.0), num("period", 2.0), num("width", 0.25),
                                 num("delay", 1.0)}));
    EXPECT_EQ(out(*b, 0.0), 0.0);   // before the delay
    EXPECT_EQ(out(*b, 0.9), 0.0);
    EXPECT_EQ(out(*b, 1.0), 3.0);   // first rising edge
    EXPECT_EQ(out(*b, 1.49), 3.0);
    EXPECT_EQ(out(*b, 1.5), 0.0);   // falling edge after 0.25 · 2
    EXPECT_EQ(out(*b, 2.9), 0.0);
    EXPECT_EQ(out(*b, 3.0), 3.0);   // second period
    EXPECT_EQ(out(*b, 3.0 - 1e-12), 3.0);
    EXPECT_EQ(out(*b, 3.4), 3.0);
    EXPECT_EQ(out(*b, 5.5), 0.0);
    auto square = make(spec("pulse"));
    EXPECT_EQ(out(*square, 0.25), 1.0);
    EXPECT_EQ(out(*square, 0.75), 0.0);
    EXPECT_EQ(out(*square, 1.0), 1.0);
    auto full = make(spec("pulse", {num("width", 1.0)}));
    EXPECT_EQ(out(*full, 0.999), 1.0);
}

TEST(BlockSources, ClockIsTheTime) {
    auto b = make(spec("clock"));
    EXPECT_EQ(out(*b, 0.0), 0.0);
    EXPECT_EQ(out(*b, 7.25), 7.25);
}

// ---------------------------------------------------------------------------------------
// Static blocks

TEST(BlockStatic, GainMultipliesItsInput) {
    auto b = make(spec("gain", {num("k", -2.5)}));
    EXPECT_EQ(b->inputNames(), Names{"u"});
    EXPECT_EQ(out(*b, 0.0, {4.0}), -10.0);
    EXPECT_EQ(out(*make(spec("gain")), 0.0, {4.0}), 4.0);
}

TEST(BlockStatic, SumAppliesOneSignPerInput) {
    auto b = make(spec("sum", {text("signs", "+-+")}));
    EXPECT_EQ(b->inputNames(), (Names{"u1", "u2", "u3"}));
    EXPECT_EQ(out(*b, 0.0, {1.0, 2.0, 3.0}), 2.0);
    auto byDefault = make(spec("sum"));
    EXPECT_EQ(byDefault->inputNames(), (Names{"u1", "u2"}));
    EXPECT_EQ(out(*byDefault, 0.0, {1.5, 2.0}), 3.5);
    auto negate = make(spec("sum", {text("signs", "-")}));
    EXPECT_EQ(negate->inputNames(), Names{"u"});
    EXPECT_EQ(out(*negate, 0.0, {2.0}), -2.0);
}

TEST(BlockStatic, ProductMultipliesItsInputs) {
    auto b = make(spec("product", {num("inputs", 3)}));
    EXPECT_EQ(b->inputNames(), (Names{"u1", "u2", "u3"}));
    EXPECT_EQ(out(*b, 0.0, {2.0, 3.0, 4.0}), 24.0);
    auto byDefault = make(spec("product"));
    EXPECT_EQ(byDefault->inputNames(), (Names{"u1", "u2"}));
    EXPECT_EQ(out(*byDefault, 0.0, {-2.0, 3.0}), -6.0);
}

TEST(BlockStatic, SaturationClampsToItsLimits) {
    auto b = make(spec("saturation"));
    EXPECT_EQ(out(*b, 0.0, {-3.0}), -1.0);
    EXPECT_EQ(out(*b, 0.0, {0.3}), 0.3);
    EXPECT_EQ(out(*b, 0.0, {5.0}), 1.0);
    auto custom = make(spec("saturation", {num("lower", 2.0), num("upper", 4.0)}));
    EXPECT_EQ(out(*custom, 0.0, {0.0}), 2.0);
    EXPECT_EQ(out(*custom, 0.0, {9.0}), 4.0);
}

TEST(BlockStatic, SwitchPassesFirstInputWhileControlReachesThreshold) {
    auto b = make(spec("switch", {num("threshold", 1.0)}));
    EXPECT_EQ(b->inputNames(), (Names{"u1", "u2", "u3"}));
    EXPECT_EQ(out(*b, 0.0, {10.0, 1.0, 30.0}), 10.0);   // u2 == threshold
    EXPECT_EQ(out(*b, 0.0, {10.0, 2.0, 30.0}), 10.0);
    EXPECT_EQ(out(*b, 0.0, {10.0, 0.5, 30.0}), 30.0);
}

TEST(BlockStatic, LookupInterpolatesLinearlyAndHoldsOutside) {
    auto b = make(spec("lookup", {list("x", {0.0, 1.0, 3.0}), list("y", {0.0, 10.0, -10.0})}));
    EXPECT_EQ(out(*b, 0.0, {-1.0}), 0.0);
    EXPECT_EQ(out(*b, 0.0, {0.0}), 0.0);
    EXPECT_EQ(out(*b, 0.0, {0.5}), 5.0);
    EXPECT_EQ(out(*b, 0.0, {1.0}), 10.0);
    EXPECT_EQ(out(*b, 0.0, {2.0}), 0.0);
    EXPECT_EQ(out(*b, 0.0, {2.5}), -5.0);
    EXPECT_EQ(out(*b, 0.0, {3.0}), -10.0);
    EXPECT_EQ(out(*b, 0.0, {100.0}), -10.0);
    EXPECT_TRUE(std::isnan(out(*b, 0.0, {std::nan("")})));
}

TEST(BlockStatic, RelayFollowsItsHysteresisAndChangesStateOnlyInUpdate) {
    auto b = make(spec("relay"));  // on 0.5, off -0.5, values 1 / 0, initially off
    ASSERT_EQ(b->state().size(), 1u);
    EXPECT_TRUE(b->directFeedthrough());
    // input, expected output, expected state after the update
    const struct { double u, y, on; } sequence[] = {
        {0.0, 0.0, 0.0},    // between the thresholds: keeps off
        {0.49, 0.0, 0.0},
        {0.5, 1.0, 1.0},    // reaches on
        {0.0, 1.0, 1.0},    // keeps on
        {-0.49, 1.0, 1.0},
        {-0.5, 0.0, 0.0},   // reaches off
        {0.2, 0.0, 0.0},    // keeps off
        {3.0, 1.0, 1.0},
    };
    double t = 0.0;
    for (const auto& s : sequence) {
        const double before = b->state()[0];
        EXPECT_EQ(out(*b, t, {s.u}), s.y) << "u = " << s.u;
        EXPECT_EQ(b->state()[0], before) << "outputs() must not change the state";
        b->update(t, 0.1, &s.u);
        EXPECT_EQ(b->state()[0], s.on) << "u = " << s.u;
        t += 0.1;
    }
    b->reset(0.0);
    EXPECT_EQ(b->state()[0], 0.0);

    auto custom = make(spec("relay", {num("on", 2.0), num("off", 1.0), num("onValue", 5.0),
                                      num("offValue", -5.0), num("initiallyOn", 1.0)}));
    EXPECT_EQ(out(*custom, 0.0, {1.5}), 5.0);
    EXPECT_EQ(out(*custom, 0.0, {1.0}), -5.0);
}

// ---------------------------------------------------------------------------------------
// Dynamic blocks

TEST(BlockDynamic, IntegratorOfAConstantIsAnExactRamp) {
    auto b = make(spec("integrator", {num("gain", 2.0), num("initial", 1.0)}));
    EXPECT_EQ(b->inputNames(), Names{"u"});
    EXPECT_FALSE(b->directFeedthrough());
    const auto ys = stepResponse(*b, 3.0, 0.25, 41);  // steps exact in binary
    for (int i = 0; i < 41; ++i) EXPECT_EQ(ys[i], 1.0 + 6.0 * (i * 0.25)) << "step " << i;

    auto tenth = make(spec("integrator"));
    const auto ys2 = stepResponse(*tenth, 1.5, 0.1, 101);
    for (int i = 0; i < 101; ++i) EXPECT_NEAR(ys2[i], 1.5 * (i * 0.1), 1e-12) << "step " << i;
}

TEST(BlockDynamic, IntegratorStateStaysWithinItsLimits) {
    auto b = make(spec("integrator", {num("initial", 5.0), num("lower", -1.0), num("upper", 2.0)}));
    EXPECT_EQ(out(*b, 0.0), 2.0);  // the initial value is clamped at reset
    const auto ys = stepResponse(*b, -1.0, 0.5, 10);
    const double expected[] = {2.0, 1.5, 1.0, 0.5, 0.0, -0.5, -1.0, -1.0, -1.0, -1.0};
    for (int i = 0; i < 10; ++i) EXPECT_EQ(ys[i], expected[i]) << "step " << i;
    const auto up = stepResponse(*b, 10.0, 0.5, 3);
    EXPECT_EQ(up[1], 2.0);  // clamped at the upper limit
}

TEST(BlockDynamic, IntegratorResetInputRestoresTheInitialValue) {
    for (const auto& flag : {num("reset", 1.0), text("reset", "true")}) {
        auto b = make(spec("integrator", {num("initial", 1.0), flag}));
        EXPECT_EQ(b->inputNames(), (Names{"u", "reset"}));
        EXPECT_FALSE(b->directFeedthrough());
        double u[2] = {2.0, 0.0};
        b->update(0.0, 0.5, u);
        b->update(0.5, 0.5, u);
        EXPECT_EQ(out(*b, 1.0), 3.0);
        u[1] = 0.4;  // below 0.5: no reset
        b->update(1.0, 0.5, u);
        EXPECT_EQ(out(*b, 1.5), 4.0);
        u[1] = 1.0;
        b->update(1.5, 0.5, u);
        EXPECT_EQ(out(*b, 2.0), 1.0);
        u[1] = 0.0;
        b->update(2.0, 0.5, u);
        EXPECT_EQ(out(*b, 2.5), 2.0);
    }
    auto without = make(spec("integrator", {num("reset", 0.0)}));
    EXPECT_EQ(without->inputNames(), Names{"u"});
}

TEST(BlockDynamic, FirstOrderLagStepResponseIsExactAtTheSteps) {
    const double k = 2.0, T = 0.5, dt = 0.1;
    auto b = make(spec("firstOrderLag", {num("k", k), num("T", T)}));
    EXPECT_FALSE(b->directFeedthrough());
    const auto ys = stepResponse(*b, 1.0, dt, 51);
    EXPECT_EQ(ys[0], 0.0);
    for (int i = 1; i <= 50; ++i) {
        const double t = i * dt;
        const double exact = k * (1.0 - std::exp(-t / T));
        EXPECT_NEAR(ys[i], exact, 1e-12 * std::abs(exact)) << "t = " << t;
    }
}

TEST(BlockDynamic, FirstOrderLagDecaysFromItsInitialValue) {
    auto b = make(spec("firstOrderLag", {num("T", 2.0), num("initial", 3.0)}));
    const auto ys = stepResponse(*b, 0.0, 0.1, 31);
    for (int i = 0; i <= 30; ++i) {
        const double exact = 3.0 * std::exp(-i * 0.1 / 2.0);
        EXPECT_NEAR(ys[i], exact, 1e-12 * exact) << "step " << i;
    }
    b->reset(0.0);
    EXPECT_EQ(b->state(), std::vector<double>{3.0});
}

TEST(BlockDynamic, StiffLagNeedsScalingAndSquaringAndStaysExact) {
    // |A dt| = 100: the exponential is computed on a scaled matrix and squared.
    auto b = make(spec("firstOrderLag", {num("k", 4.0), num("T", 1e-3)}));
    const auto ys = stepResponse(*b, 1.0, 0.1, 5);
    for (int i = 1; i < 5; ++i) EXPECT_NEAR(ys[i], 4.0, 1e-12) << "step " << i;
}

TEST(BlockDynamic, TransferFunctionOneOverSPlusOneMatchesTheFirstOrderLag) {
    auto tf = make(spec("transferFunction", {list("numerator", {1.0}),
                                             list("denominator", {1.0, 1.0})}));
    auto lag = make(spec("firstOrderLag"));
    EXPECT_FALSE(tf->directFeedthrough());
    EXPECT_EQ(tf->inputNames(), Names{"u"});
    EXPECT_EQ(tf->outputNames(), Names{"y"});
    const auto a = stepResponse(*tf, 1.0, 0.1, 60);
    const auto b = stepResponse(*lag, 1.0, 0.1, 60);
    for (int i = 0; i < 60; ++i) {
        EXPECT_NEAR(a[i], b[i], 1e-14) << "step " << i;
        EXPECT_NEAR(a[i], 1.0 - std::exp(-i * 0.1), 1e-13) << "step " << i;
    }
}

// ω²/(s² + 2ζωs + ω²), underdamped: closed-form unit step response.
double secondOrderStep(double omega, double zeta, double t) {
    const double wd = omega * std::sqrt(1.0 - zeta * zeta);
    return 1.0 - std::exp(-zeta * omega * t) *
                     (std::cos(wd * t) + zeta / std::sqrt(1.0 - zeta * zeta) * std::sin(wd * t));
}

TEST(BlockDynamic, SecondOrderTransferFunctionStepMatchesClosedForm) {
    const double omega = 3.0, zeta = 0.4;
    auto b = make(spec("transferFunction",
                       {list("numerator", {omega * omega}),
                        list("denominator", {1.0, 2.0 * zeta * omega, omega * omega})}));
    EXPECT_FALSE(b->directFeedthrough());
    EXPECT_EQ(b->state().size(), 2u);
    const auto ys = stepResponse(*b, 1.0, 0.1, 101);
    for (int i = 0; i <= 100; ++i)
        EXPECT_NEAR(ys[i], secondOrderStep(omega, zeta, i * 0.1), 1e-12) << "step " << i;
}

TEST(BlockDynamic, BiproperTransferFunctionHasFeedthroughAndNormalisedCoefficients) {
    // (4s + 6)/(2s + 2) = 2 + 1/(s + 1); leading zeros are ignored.
    auto b = make(spec("transferFunction", {list("numerator", {0.0, 4.0, 6.0}),
                                            list("denominator", {2.0, 2.0})}));
    EXPECT_TRUE(b->directFeedthrough());
    const auto ys = stepResponse(*b, 1.0, 0.1, 30);
    for (int i = 0; i < 30; ++i)
        EXPECT_NEAR(ys[i], 2.0 + (1.0 - std::exp(-i * 0.1)), 1e-13) << "step " << i;
    // A pure gain: no states.
    auto gain = make(spec("transferFunction", {num("numerator", 3.0), num("denominator", 2.0)}));
    EXPECT_TRUE(gain->directFeedthrough());
    EXPECT_TRUE(gain->state().empty());
    EXPECT_EQ(out(*gain, 0.0, {4.0}), 6.0);
}

TEST(BlockDynamic, StateSpaceEqualToATransferFunctionGivesTheSameOutputs) {
    const double omega = 3.0, zeta = 0.4;
    auto tf = make(spec("transferFunction",
                        {list("numerator", {omega * omega}),
                         list("denominator", {1.0, 2.0 * zeta * omega, omega * omega})}));
    // Another realisation: x1 = y, x2 = y'.
    auto ss = make(spec("stateSpace", {list("A", {0.0, 1.0, -omega * omega, -2.0 * zeta * omega}),
                                       list("B", {0.0, omega * omega}), list("C", {1.0, 0.0}),
                                       list("D", {0.0})}));
    EXPECT_EQ(ss->inputNames(), Names{"u"});
    EXPECT_EQ(ss->outputNames(), Names{"y"});
    EXPECT_FALSE(ss->directFeedthrough());
    // A varying input, held over each step.
    std::vector<double> y1(1), y2(1);
    for (int i = 0; i <= 100; ++i) {
        const double t = i * 0.1;
        const double u = std::sin(t) + (i % 7 == 0 ? 1.0 : 0.0);
        tf->outputs(t, &u, y1.data());
        ss->outputs(t, &u, y2.data());
        EXPECT_NEAR(y1[0], y2[0], 1e-12) << "t = " << t;
        tf->update(t, 0.1, &u);
        ss->update(t, 0.1, &u);
    }
}

TEST(BlockDynamic, StateSpaceWithInitialStateFollowsTheMatrixExponential) {
    // Harmonic oscillator x1' = x2, x2' = -x1 from (1, 0): x1 = cos t. Steps of 1 s make
    // |A dt| = 1, which needs squaring.
    auto b = make(spec("stateSpace", {num("states", 2), num("inputs", 0), num("outputs", 1),
                                      list("A", {0.0, 1.0, -1.0, 0.0}), list("C", {1.0, 0.0}),
                                      list("x0", {1.0, 0.0})}));
    EXPECT_TRUE(b->inputNames().empty());
    const auto ys = stepResponse(*b, 0.0, 1.0, 21);
    for (int i = 0; i <= 20; ++i) EXPECT_NEAR(ys[i], std::cos(i), 1e-13) << "t = " << i;
    b->reset(0.0);
    EXPECT_EQ(b->state(), (std::vector<double>{1.0, 0.0}));
}

TEST(BlockDynamic, StateSpaceWithSeveralPortsAndStaticGainMatrix) {
    // Two decoupled integrators, y = x + D u.
    auto b = make(spec("stateSpace", {list("A", {0, 0, 0, 0}), list("B", {1, 0, 0, 2}),
                                      list("C", {1, 0, 0, 1}), list("D", {0, 0, 0, 1})}));
    EXPECT_EQ(b->inputNames(), (Names{"u1", "u2"}));
    EXPECT_EQ(b->outputNames(), (Names{"y1", "y2"}));
    EXPECT_TRUE(b->directFeedthrough());
    const double u[2] = {1.0, 3.0};
    b->update(0.0, 0.5, u);
    double y[2];
    b->outputs(0.5, u, y);
    EXPECT_EQ(y[0], 0.5);
    EXPECT_EQ(y[1], 3.0 + 3.0);
    // No states: a gain matrix.
    auto gain = make(spec("stateSpace", {num("states", 0), num("inputs", 2), num("outputs", 1),
                                         list("D", {1.0, -1.0})}));
    EXPECT_TRUE(gain->directFeedthrough());
    EXPECT_TRUE(gain->state().empty());
    EXPECT_EQ(out(*gain, 0.0, {5.0, 2.0}), 3.0);
}

TEST(BlockDynamic, UnitDelayShiftsItsInputByOneStep) {
    auto b = make(spec("unitDelay", {num("initial", -1.0)}));
    EXPECT_FALSE(b->directFeedthrough());
    const double inputs[] = {1.0, 2.0, 3.0, 4.0};
    const double expected[] = {-1.0, 1.0, 2.0, 3.0};
    for (int i = 0; i < 4; ++i) {
        EXPECT_EQ(out(*b, i * 0.1, {inputs[i]}), expected[i]) << "step " << i;
        b->update(i * 0.1, 0.1, &inputs[i]);
    }
    EXPECT_EQ(out(*b, 0.4), 4.0);
    b->reset(0.0);
    EXPECT_EQ(out(*b, 0.0), -1.0);
}

TEST(BlockDynamic, ZeroOrderHoldSamplesEveryPeriodBetweenSteps) {
    // Ts = 0.25 sampled by steps of 0.1 with u = t: samples at 0, 0.25 (falls inside
    // [0.2, 0.3), where the input held is 0.2), 0.5 (a step instant: feedthrough),
    // 0.75 (inside [0.7, 0.8)) and 1.0.
    auto b = make(spec("zeroOrderHold", {num("period", 0.25)}));
    EXPECT_TRUE(b->directFeedthrough());
    EXPECT_EQ(b->state(), (std::vector<double>{0.0, 0.0}));
    const double expected[] = {0.0, 0.0, 0.0, 0.2, 0.2, 0.5, 0.5, 0.5, 0.7, 0.7, 1.0, 1.0};
    double t = 0.0;  // accumulated like a runner's clock
    for (int i = 0; i < 12; ++i) {
        const double u = t;
        EXPECT_NEAR(out(*b, t, {u}), expected[i], 1e-12) << "t = " << t;
        b->update(t, 0.1, &u);
        t += 0.1;
    }
    auto late = make(spec("zeroOrderHold", {num("Ts", 0.25)}), 0.1);
    EXPECT_EQ(late->state()[1], 0.25);  // next sampling time after a start at 0.1
    EXPECT_EQ(out(*late, 0.1, {7.0}), 0.0);
}

TEST(BlockDynamic, ResetRestoresTheInitialStateAfterSteps) {
    auto b = make(spec("transferFunction", {list("numerator", {1.0}),
                                            list("denominator", {1.0, 3.0, 2.0})}));
    stepResponse(*b, 1.0, 0.1, 10);
    EXPECT_NE(b->state(), (std::vector<double>{0.0, 0.0}));
    b->reset(0.0);
    EXPECT_EQ(b->state(), (std::vector<double>{0.0, 0.0}));
}

// ---------------------------------------------------------------------------------------
// Factory

TEST(BlockFactory, FeedthroughFlagsPerType) {
    const struct { doc::BlockSpec s; bool feedthrough; } cases[] = {
        {spec("constant"), false},
        {spec("gain"), true},
        {spec("sum"), true},
        {spec("product"), true},
        {spec("saturation"), true},
        {spec("switch"), true},
        {spec("relay"), true},
        {spec("lookup", {list("x", {0, 1}), list("y", {0, 1})}), true},
        {spec("integrator"), false},
        {spec("integrator", {num("reset", 1)}), false},
        {spec("firstOrderLag"), false},
        {spec("unitDelay"), false},
        {spec("zeroOrderHold", {num("period", 1)}), true},
        {spec("transferFunction", {list("numerator", {1}), list("denominator", {1, 1})}), false},
        {spec("transferFunction", {list("numerator", {1, 0}), list("denominator", {1, 1})}), true},
        {spec("stateSpace", {list("A", {-1}), list("B", {1}), list("C", {1})}), false},
        {spec("stateSpace", {list("A", {-1}), list("B", {1}), list("C", {1}), list("D", {0})}),
         false},
        {spec("stateSpace", {list("A", {-1}), list("B", {1}), list("C", {1}), list("D", {2})}),
         true},
    };
    for (const auto& c : cases) {
        auto b = make(c.s);
        ASSERT_NE(b, nullptr) << c.s.type;
        EXPECT_EQ(b->directFeedthrough(), c.feedthrough) << c.s.type;
    }
}

TEST(BlockFactory, BlockTypesListsEveryTypeAndDefaultsWork) {
    const Names expected = {"constant", "step", "ramp", "sine", "pulse", "clock",
                            "gain", "sum", "product", "saturation", "switch", "relay",
                            "lookup", "integrator", "transferFunction", "stateSpace",
                            "firstOrderLag", "unitDelay", "zeroOrderHold", "expression"};
    EXPECT_EQ(blockTypes(), expected);
    const Names needParameters = {"lookup", "transferFunction", "stateSpace", "zeroOrderHold",
                                  "expression"};
    for (const auto& type : blockTypes()) {
        if (std::find(needParameters.begin(), needParameters.end(), type) != needParameters.end())
            continue;
        auto b = make(spec(type));
        EXPECT_NE(b, nullptr) << type;
    }
}

TEST(BlockFactory, ExpressionBlockIsLeftToTheCallerWithoutDiagnostic) {
    DiagnosticList diags;
    EXPECT_EQ(makeBlock(spec("expression", {text("expression", "2*u")}), "E", diags), nullptr);
    EXPECT_TRUE(diags.empty());
}

// ---------------------------------------------------------------------------------------
// Errors

struct ErrorCase {
    const char* what;
    doc::BlockSpec s;
    const char* messagePart;  // expected in the message
};

TEST(BlockErrors, EveryInvalidSpecificationIsADiagnosticAndNoBlock) {
    const double inf = std::numeric_limits<double>::infinity();
    const ErrorCase cases[] = {
        {"unknown type", spec("integrater"), "unknown block type \"integrater\""},
        {"unknown parameter", spec("gain", {num("gain", 2)}), "unknown parameter \"gain\""},
        {"parameter of a block without any", spec("clock", {num("value", 1)}), "unknown parameter"},
        {"parameter twice", spec("gain", {num("k", 1), num("k", 2)}), "given twice"},
        {"list for a number", spec("gain", {list("k", {1, 2})}), "must be a number, found a list"},
        {"text for a number", spec("constant", {text("value", "3")}), "must be a number"},
        {"number for a text", spec("sum", {num("signs", 1)}), "must be a text"},
        {"text for a list", spec("lookup", {text("x", "0 1"), list("y", {0, 1})}),
         "must be a list of numbers"},
        {"infinite number", spec("constant", {num("value", inf)}), "finite"},
        {"NaN in a list", spec("lookup", {list("x", {0, std::nan("")}), list("y", {0, 1})}),
         "finite"},
        {"bad sum signs", spec("sum", {text("signs", "+*")}), "only + and -"},
        {"empty sum signs", spec("sum", {text("signs", "")}), "at least one sign"},
        {"zero product inputs", spec("product", {num("inputs", 0)}), "whole number"},
        {"fractional product inputs", spec("product", {num("inputs", 2.5)}), "whole number"},
        {"saturation lower > upper", spec("saturation", {num("lower", 2), num("upper", 1)}),
         "\"lower\""},
        {"relay on == off", spec("relay", {num("on", 1), num("off", 1)}), "greater than \"off\""},
        {"relay on < off", spec("relay", {num("on", -1), num("off", 1)}), "greater than \"off\""},
        {"relay bad flag", spec("relay", {text("initiallyOn", "maybe")}), "true or false"},
        {"lookup without x", spec("lookup", {list("y", {0, 1})}), "missing parameter \"x\""},
        {"lookup one point", spec("lookup", {list("x", {0}), list("y", {0})}), "at least 2"},
        {"lookup sizes", spec("lookup", {list("x", {0, 1, 2}), list("y", {0, 1})}),
         "same size"},
        {"lookup not increasing", spec("lookup", {list("x", {0, 1, 1}), list("y", {0, 1, 2})}),
         "strictly increasing"},
        {"pulse period 0", spec("pulse", {num("period", 0)}), "\"period\""},
        {"pulse width 0", spec("pulse", {num("width", 0)}), "\"width\""},
        {"pulse width > 1", spec("pulse", {num("width", 1.5)}), "\"width\""},
        {"integrator lower > upper", spec("integrator", {num("lower", 1), num("upper", 0)}),
         "\"lower\""},
        {"integrator bad reset", spec("integrator", {text("reset", "sometimes")}),
         "true or false"},
        {"lag T = 0", spec("firstOrderLag", {num("T", 0)}), "\"T\""},
        {"lag T < 0", spec("firstOrderLag", {num("T", -1)}), "\"T\""},
        {"tf improper", spec("transferFunction", {list("numerator", {1, 0, 0}),
                                                  list("denominator", {1, 1})}),
         "proper"},
        {"tf zero denominator", spec("transferFunction", {list("numerator", {1}),
                                                          list("denominator", {0, 0})}),
         "must not be zero"},
        {"tf empty numerator", spec("transferFunction", {list("numerator", {}),
                                                         list("denominator", {1, 1})}),
         "must not be empty"},
        {"tf without denominator", spec("transferFunction", {list("numerator", {1})}),
         "missing parameter \"denominator\""},
        {"ss A not square", spec("stateSpace", {list("A", {1, 2, 3}), list("B", {1}),
                                                list("C", {1})}),
         "square"},
        {"ss B size", spec("stateSpace", {list("A", {0, 0, 0, 0}), list("B", {1, 2, 3}),
                                          list("C", {1, 0})}),
         "\"B\""},
        {"ss C size", spec("stateSpace", {num("outputs", 1), list("A", {0, 0, 0, 0}),
                                          list("B", {1, 0}), list("C", {1, 0, 0})}),
         "\"C\""},
        {"ss D size", spec("stateSpace", {list("A", {-1}), list("B", {1}), list("C", {1}),
                                          list("D", {1, 2})}),
         "\"D\""},
        {"ss x0 size", spec("stateSpace", {list("A", {-1}), list("B", {1}), list("C", {1}),
                                           list("x0", {1, 2})}),
         "\"x0\""},
        {"ss states disagree with A", spec("stateSpace", {num("states", 2), list("A", {-1}),
                                                         list("B", {1, 1}), list("C", {1, 1})}),
         "\"A\""},
        {"ss no states, no port counts", spec("stateSpace", {list("D", {1, 2})}), "\"inputs\""},
        {"ss negative states", spec("stateSpace", {num("states", -1)}), "whole number"},
        {"zoh without period", spec("zeroOrderHold"), "missing parameter \"period\""},
        {"zoh period 0", spec("zeroOrderHold", {num("period", 0)}), "greater than 0"},
        {"zoh period and Ts", spec("zeroOrderHold", {num("period", 1), num("Ts", 1)}),
         "only one"},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.what);
        DiagnosticList diags;
        std::unique_ptr<Block> block;
        EXPECT_NO_THROW(block = makeBlock(c.s, "modules[3].block", diags));
        EXPECT_EQ(block, nullptr);
        ASSERT_FALSE(diags.empty());
        for (const auto& d : diags.items()) {
            EXPECT_EQ(d.severity, Severity::Error);
            EXPECT_EQ(d.code, "invalid-block");
            EXPECT_EQ(d.message.rfind("modules[3].block: ", 0), 0u) << d.message;
        }
        EXPECT_NE(diags.items()[0].message.find(c.messagePart), std::string::npos)
            << diags.items()[0].message;
    }
}

TEST(BlockErrors, AllProblemsOfOneBlockAreReported) {
    DiagnosticList diags;
    auto b = makeBlock(spec("gain", {num("kk", 1), num("x", 2)}), "G", diags);
    EXPECT_EQ(b, nullptr);
    EXPECT_EQ(diags.errorCount(), 2);
}

}  // namespace
}  // namespace hs::cosim

// Why a when-clause or a transition did or did not fire: one test per reason.

#include "hs/sim/explain.h"
#include "test_support.h"

namespace hs::test {
namespace {

FiringExplanation explainLine(const std::string& text, int line, double stop) {
    auto model = compileOk(text, "Why.mo");
    EXPECT_TRUE(model);
    if (!model) return {};
    SimulationSettings settings;
    settings.stopTime = stop;
    DiagnosticList diags;
    auto out = explainWhen(model, settings, {}, line, diags);
    for (const auto& d : diags.items()) ADD_FAILURE() << formatText(d);
    EXPECT_TRUE(out);
    return out ? *out : FiringExplanation{};
}

std::string modelWith(const std::string& decl, const std::string& when) {
    return "model Why\n"  // 1
           "  Real x(start = " +
           decl +
           ", fixed = true);\n"                                // 2
           "  discrete Integer n(start = 0, fixed = true);\n"  // 3
           "equation\n"                                        // 4
           "  der(x) = 1;\n"                                   // 5
           "  " +
           when +
           " then\n"                // 6
           "    n = pre(n) + 1;\n"  // 7
           "  end when;\n"          // 8
           "end Why;\n";
}

TEST(Explain, Fired) {
    const auto e = explainLine(modelWith("0", "when x > 0.5"), 6, 1.0);
    EXPECT_EQ(e.reason, FiringReason::Fired);
    ASSERT_EQ(e.times.size(), 1u);
    EXPECT_NEAR(e.times[0], 0.5, 1e-9);
    EXPECT_EQ(e.subject, "when x > 0.5");
}

TEST(Explain, TrueAtTheStart) {
    const auto e = explainLine(modelWith("1", "when x > 0.5"), 6, 1.0);
    EXPECT_EQ(e.reason, FiringReason::TrueAtStart);
    EXPECT_NE(e.answer.english().find("already true at the start (t = 0)"), std::string::npos)
        << e.answer.english();
}

TEST(Explain, NeverTrueSaysHowCloseItCame) {
    const auto e = explainLine(modelWith("0", "when x > 2.5"), 6, 2.0);
    EXPECT_EQ(e.reason, FiringReason::NeverTrue);
    ASSERT_EQ(e.times.size(), 1u);
    EXPECT_DOUBLE_EQ(e.times[0], 2.0);  // x = t is largest at the end
    EXPECT_EQ(
        e.answer.english(),
        "its condition never became true: 'x > 2.5' came closest at t = 2, short of it by 0.5");
}

TEST(Explain, NoEventInsideNoEvent) {
    const auto e = explainLine(modelWith("0", "when noEvent(x > 0.5)"), 6, 1.0);
    EXPECT_EQ(e.reason, FiringReason::NoEvent);
    ASSERT_FALSE(e.times.empty());
    EXPECT_GT(e.times[0], 0.5);
    EXPECT_NE(e.answer.english().find("makes no event"), std::string::npos) << e.answer.english();
}

TEST(Explain, NotRearmedBallThroughTheFloor) {
    LoadResult r = loadExample("BouncingBall.mo");
    ASSERT_TRUE(r.model);
    SimulationSettings settings;
    settings.stopTime = 10.0;
    DiagnosticList diags;
    auto e = explainWhen(r.model, settings, {}, 13, diags);
    ASSERT_TRUE(e);
    EXPECT_EQ(e->reason, FiringReason::NotRearmed);
    EXPECT_NE(e->answer.english().find("without being re-armed: 'h < 0'"), std::string::npos)
        << e->answer.english();
    EXPECT_GT(e->times.size(), 10u);  // the impacts before, then the miss
}

TEST(Explain, GuardFalseAtTheInstant) {
    LoadResult r = loadExample("TrafficLight.hsm");
    ASSERT_TRUE(r.model);
    DiagnosticList diags;
    // with minGreen 20 no press comes late enough in a green phase to cut it
    auto e = explainTransition(r.model, r.settings, {{"minGreen", 20}}, "light.CutGreen", diags);
    ASSERT_TRUE(e);
    EXPECT_EQ(e->reason, FiringReason::GuardFalse);
    // (without cuts the phases run their full length: the presses at 40, 160 and 280 come
    // 10, 12 and 14 s into a green phase)
    EXPECT_EQ(e->times, (std::vector<double>{40, 160, 280}));
    // by default it fires at 40 and 200 and its guard is false at 80 and 240
    auto d = explainTransition(r.model, r.settings, {}, "light.CutGreen", diags);
    ASSERT_TRUE(d);
    EXPECT_EQ(d->reason, FiringReason::Fired);
    EXPECT_EQ(d->times, (std::vector<double>{40, 200}));
    EXPECT_EQ(d->answer.english(),
              "it fired 2 times, at t = 40, 200; its guard was false at t = 80, 240");
}

TEST(Explain, NothingAtThatLine) {
    auto model = compileOk(modelWith("0", "when x > 0.5"), "Why.mo");
    DiagnosticList diags;
    EXPECT_FALSE(explainWhen(model, {}, {}, 3, diags));
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_EQ(diags.items()[0].loc.line, 3);
}

}  // namespace
}  // namespace hs::test

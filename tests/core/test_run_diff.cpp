// Two recorded runs compared event by event.

#include "hs/sim/run_diff.h"
#include "test_support.h"

namespace hs::test {
namespace {

RunRecord recordOf(const std::string& example, std::uint64_t seed,
                   std::vector<std::pair<std::string, double>> params = {}) {
    LoadResult r = loadExample(example);
    SimulationSettings settings = r.settings;
    settings.seed = seed;
    Engine engine(r.model, settings);
    for (const auto& [name, value] : params) EXPECT_TRUE(engine.setParameter(name, value));
    engine.initialize();
    engine.run();
    return makeRunRecord(engine, example, params);
}

TEST(RunDiff, DifferentSeedsPartAtTheFirstRandomDelay) {
    const RunRecord a = recordOf("SingleServerQueue.hsm", 1),
                    b = recordOf("SingleServerQueue.hsm", 2);
    const RunDiff d = diffRuns(a, b);
    ASSERT_TRUE(d.divergence);
    EXPECT_EQ(*d.divergence, 1u);
    ASSERT_TRUE(d.eventA && d.eventB);
    EXPECT_EQ(d.eventA->source, "Arrival");
    EXPECT_EQ(d.eventB->source, "Arrival");
    EXPECT_NE(d.eventA->time, d.eventB->time);
    EXPECT_EQ(d.what.english(), "the same event at another time");
}

TEST(RunDiff, TheSameRunAgreesAndSurvivesItsJson) {
    const RunRecord a = recordOf("SingleServerQueue.hsm", 1);
    RunRecord back;
    DiagnosticList diags;
    ASSERT_TRUE(parseRunRecord(runRecordToJson(a), back, diags));
    EXPECT_EQ(back.columns, a.columns);
    ASSERT_EQ(back.eventValues.size(), a.events.size());
    const RunDiff d = diffRuns(a, back);
    EXPECT_FALSE(d.divergence);
    EXPECT_EQ(d.eventsA, a.events.size());
}

TEST(RunDiff, OtherValuesAtTheSameEventsNameTheVariables) {
    // the ball with another coefficient of restitution: the first impact comes at the same
    // time, only the speed after it differs
    const RunRecord a = recordOf("BouncingBall.mo", 1),
                    b = recordOf("BouncingBall.mo", 1, {{"e", 0.7}});
    const RunDiff d = diffRuns(a, b);
    ASSERT_TRUE(d.divergence);
    EXPECT_EQ(*d.divergence, 1u);  // the first impact: same time, another v after it
    EXPECT_EQ(d.what.english(), "the same event, other values after it");
    ASSERT_EQ(d.variables.size(), 1u);
    EXPECT_EQ(d.variables[0].name, "v");
    EXPECT_NEAR(d.variables[0].a / d.variables[0].b, 0.8 / 0.7, 1e-9);
}

TEST(RunDiff, RunsOfTheSameFileFromAnotherDirectoryNameTheSameEvents) {
    RunRecord a = recordOf("BouncingBall.mo", 1);
    RunRecord b = a;
    for (EventRecord& e : b.events)
        if (e.source.find("BouncingBall.mo") != std::string::npos)
            e.source = "/home/user/models/" + e.source;
    EXPECT_FALSE(diffRuns(a, b).divergence);
    b.events.back().source = "/home/user/models/Other.mo:3";
    ASSERT_TRUE(diffRuns(a, b).divergence);
    EXPECT_EQ(diffRuns(a, b).what.english(), "another event ran");
}

}  // namespace
}  // namespace hs::test

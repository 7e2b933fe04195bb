// The event-iteration trace: what each event step's action and each iteration of the
// event iteration that follows it did.

#include "test_support.h"

namespace hs::test {
namespace {

std::vector<EventTraceEntry> traceOf(std::shared_ptr<const CompiledModel> model, double stop,
                                     SimulationSettings settings = {}) {
    settings.recordEventTrace = true;
    auto engine = runModel(std::move(model), stop, settings);
    EXPECT_EQ(engine->status(), RunStatus::Finished);
    return engine->eventTrace();
}

TEST(EventTrace, AnInstantOfThreeIterations) {
    auto model = compileOk(kThreeIterations, "Three.mo");
    ASSERT_TRUE(model);
    std::vector<EventTraceEntry> at;
    for (const auto& e : traceOf(model, 1.0))
        if (e.step == 1) at.push_back(e);
    ASSERT_EQ(at.size(), 3u);
    EXPECT_NEAR(at[0].time, 0.5, 1e-9);
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(at[i].iteration, i + 1);
        EXPECT_EQ(at[i].source, "Three.mo:10");
    }
    EXPECT_EQ(at[0].relations, std::vector<std::string>{"x > 0.5: true"});
    EXPECT_EQ(at[0].fired, std::vector<std::string>{"Three.mo:10 when x > 0.5"});
    EXPECT_EQ(at[0].changed, std::vector<std::string>{"a: 0 -> 1"});
    EXPECT_EQ(at[0].end, "values changed: another iteration");
    EXPECT_EQ(at[1].fired, std::vector<std::string>{"Three.mo:7 when a > 0"});
    EXPECT_EQ(at[1].changed, std::vector<std::string>{"b: 0 -> 2"});
    EXPECT_EQ(at[1].end, "values changed: another iteration");
    EXPECT_TRUE(at[2].fired.empty());
    EXPECT_TRUE(at[2].changed.empty());
    EXPECT_EQ(at[2].end, "nothing changed: the iteration ends");
}

TEST(EventTrace, ReinitsAndRelationsOfTheBall) {
    auto model = compileExample("BouncingBall.mo");
    ASSERT_TRUE(model);
    std::vector<EventTraceEntry> impact;
    for (const auto& e : traceOf(model, 0.5))
        if (e.step == 1) impact.push_back(e);
    ASSERT_EQ(impact.size(), 2u);
    EXPECT_EQ(impact[0].relations, std::vector<std::string>{"h < 0: true"});
    ASSERT_EQ(impact[0].reinits.size(), 1u);
    // v := -e * pre(v) = 0.8 * 9.81 * sqrt(2 / 9.81)
    EXPECT_EQ(impact[0].reinits[0].substr(0, 10), "v := 3.543");
    EXPECT_EQ(impact[1].end, "nothing changed: the iteration ends");
}

TEST(EventTrace, ActionsOfTransitionsAndEvents) {
    LoadResult r = loadExample("TrafficLight.hsm");
    ASSERT_TRUE(r.model);
    SimulationSettings settings = r.settings;
    settings.stopTime = 45;
    settings.recordEventTrace = true;
    Engine engine(r.model, settings);
    engine.initialize();
    engine.run();
    std::vector<EventTraceEntry> actions;
    for (const auto& e : engine.eventTrace())
        if (e.iteration == 0) actions.push_back(e);
    ASSERT_EQ(actions.size(), 4u);
    EXPECT_EQ(actions[0].source, "light.RedEnds");
    EXPECT_EQ(actions[0].changed,
              (std::vector<std::string>{"red: true -> false", "green: false -> true",
                                        "greenSince: 0 -> 30"}));
    EXPECT_EQ(actions[2].source, "light.CutGreen");
    EXPECT_EQ(actions[2].end, "the action ran");
}

TEST(EventTrace, GoingBackCutsTheTrace) {
    auto model = compileOk(kThreeIterations, "Three.mo");
    ASSERT_TRUE(model);
    SimulationSettings settings;
    settings.stopTime = 1.0;
    settings.recordEventTrace = true;
    settings.historyLimit = 100;
    Engine engine(model, settings);
    engine.initialize();
    const std::size_t atStart = engine.eventTrace().size();
    engine.run();
    EXPECT_GT(engine.eventTrace().size(), atStart);
    ASSERT_TRUE(engine.restoreStep(0));
    EXPECT_EQ(engine.eventTrace().size(), atStart);
}

}  // namespace
}  // namespace hs::test

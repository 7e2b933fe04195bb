// Step-back history kept as checkpoints every K event steps plus replay: a restored step
// and the run that goes on from it are the original run, bit for bit, whether the step is
// a checkpoint or lies between two; the history's limits (steps and memory) hold.

#include "test_support.h"

#include <cstdint>
#include <string>
#include <vector>

using namespace hs;
using namespace hs::test;

namespace {

// The thermostat document's settings for a long run with the given history.
SimulationSettings longThermostat(const LoadResult& loaded, std::size_t limit, std::size_t every) {
    SimulationSettings s = loaded.settings;
    s.stopTime = 200000;
    s.historyLimit = limit;
    s.historyCheckpointEvery = every;
    return s;
}

// What a run produced: every event, every result row, the final values.
struct Outcome {
    std::vector<std::string> events;
    std::string results;
    std::vector<double> finalValues;
    std::uint64_t steps = 0;
};

Outcome outcomeOf(const Engine& e) {
    Outcome o;
    for (const auto& r : e.events()) {
        char time[40];
        std::snprintf(time, sizeof time, "%.17g", r.time);
        o.events.push_back(std::to_string(r.step) + " " + time + " " + r.source);
    }
    o.results = e.results().toCsv();
    for (const auto& v : e.model().variables) o.finalValues.push_back(e.slotValue(v.slot));
    o.steps = e.stepCount();
    return o;
}

void expectSame(const Outcome& got, const Outcome& want, const std::string& what) {
    SCOPED_TRACE(what);
    ASSERT_EQ(got.steps, want.steps);
    ASSERT_EQ(got.events.size(), want.events.size());
    for (std::size_t i = 0; i < got.events.size(); ++i) ASSERT_EQ(got.events[i], want.events[i]) << i;
    EXPECT_TRUE(got.results == want.results);
    ASSERT_EQ(got.finalValues.size(), want.finalValues.size());
    for (std::size_t i = 0; i < got.finalValues.size(); ++i) {
        // NaN-safe bitwise comparison through the text of the value
        char a[40], b[40];
        std::snprintf(a, sizeof a, "%.17g", got.finalValues[i]);
        std::snprintf(b, sizeof b, "%.17g", want.finalValues[i]);
        EXPECT_STREQ(a, b) << i;
    }
}

// Runs to the end once; then, for every 97th step, a run that goes to the end, restores
// that step and runs on again: the same outcome every time.
void restoreEvery97thStep(const std::string& example, double stopTime, std::size_t checkpointEvery) {
    const LoadResult loaded = loadExample(example);
    ASSERT_NE(loaded.model, nullptr);
    SimulationSettings s = loaded.settings;
    s.stopTime = stopTime;
    s.historyLimit = 100000;
    s.historyCheckpointEvery = checkpointEvery;
    Engine reference(loaded.model, s);
    ASSERT_TRUE(reference.initialize());
    reference.run();
    ASSERT_EQ(reference.status(), RunStatus::Finished);
    const Outcome want = outcomeOf(reference);
    ASSERT_GT(want.steps, 200u) << "the example is too short to test the history";
    if (checkpointEvery > 1) {
        EXPECT_EQ(reference.historyStats().checkpointEvery, checkpointEvery);
    }

    Engine engine(loaded.model, s);
    ASSERT_TRUE(engine.initialize());
    engine.run();
    for (std::uint64_t step = want.steps - 1; step > 0 && step < want.steps; step = step > 97 ? step - 97 : 0) {
        ASSERT_TRUE(engine.restoreStep(step)) << step;
        ASSERT_EQ(engine.stepCount(), step);
        ASSERT_EQ(engine.events().size(), step + 1);
        engine.run();
        expectSame(outcomeOf(engine), want, example + " from step " + std::to_string(step));
    }
}

}  // namespace

TEST(HistoryReplay, EveryStepIsACheckpoint) { restoreEvery97thStep("Thermostat.hsm", 200000, 1); }

TEST(HistoryReplay, StepsBetweenCheckpointsAreReplayed) {
    restoreEvery97thStep("Thermostat.hsm", 200000, 10);
    restoreEvery97thStep("TrafficLight.hsm", 20000, 7);
}

TEST(HistoryReplay, RandomDelaysAreDrawnAgainAlike) {
    // exponential service and arrival times: the generator is part of the checkpoint
    restoreEvery97thStep("SingleServerQueue.hsm", 2000, 16);
}

TEST(HistoryReplay, ManualSelectionsAreAppliedAgainOnTheWay) {
    const LoadResult loaded = loadExample("SimultaneousEvents.hsm");
    ASSERT_NE(loaded.model, nullptr);
    SimulationSettings s = loaded.settings;
    s.historyLimit = 1000;
    s.historyCheckpointEvery = 100;  // every step after the start is replayed
    Engine engine(loaded.model, s);
    ASSERT_TRUE(engine.initialize());
    engine.prepareStep();
    // run the last current item first, then the second one, against the FIFO policy
    auto snap = engine.queueSnapshot();
    ASSERT_GE(snap.entries.size(), 3u);
    ASSERT_TRUE(engine.selectNext(snap.entries[2].id));
    engine.step();
    snap = engine.queueSnapshot();
    ASSERT_TRUE(engine.selectNext(snap.entries[1].id));
    engine.run();
    ASSERT_EQ(engine.status(), RunStatus::Finished);
    const Outcome manual = outcomeOf(engine);
    const double order = engine.value("order");
    ASSERT_EQ(engine.manualSelections().size(), 2u);

    // later steps first: going back to a step leaves the selections made after it behind
    for (std::uint64_t step : {5u, 3u, 2u}) {
        ASSERT_TRUE(engine.restoreStep(step)) << step;
        EXPECT_EQ(engine.manualSelections().size(), 2u) << step;
        engine.run();
        EXPECT_EQ(engine.value("order"), order) << step;
        expectSame(outcomeOf(engine), manual, "manual order from step " + std::to_string(step));
    }
    // back at step 1 the second selection is still to be made: the policy makes it
    ASSERT_TRUE(engine.restoreStep(1));
    EXPECT_EQ(engine.manualSelections().size(), 1u);
    engine.run();
    EXPECT_NE(engine.value("order"), order);
}

// The bound on solver steps per output interval holds after going back as before: with
// the smallest bound the whole run passes, a run restored to an early step passes too
// (the next output point is found again from the restored time, not kept from the end).
TEST(HistoryReplay, TheStepBoundPerOutputIntervalStartsAgainFromARestoredStep) {
    const LoadResult loaded = loadExample("BouncingBall.mo");
    ASSERT_NE(loaded.model, nullptr);
    SimulationSettings s = loaded.settings;
    s.stopTime = 6.0;  // about 14 impacts
    s.historyLimit = 1000;
    long bound = 1;
    for (; bound < 1000; ++bound) {
        s.maxSteps = bound;
        Engine probe(loaded.model, s);
        ASSERT_TRUE(probe.initialize());
        if (probe.run() == RunStatus::Finished) break;
    }
    ASSERT_LT(bound, 1000);
    Engine reference(loaded.model, s);
    ASSERT_TRUE(reference.initialize());
    ASSERT_EQ(reference.run(), RunStatus::Finished);
    const Outcome want = outcomeOf(reference);
    ASSERT_GT(want.steps, 10u);

    Engine engine(loaded.model, s);
    ASSERT_TRUE(engine.initialize());
    ASSERT_EQ(engine.run(), RunStatus::Finished);
    for (std::uint64_t step : {want.steps / 2, std::uint64_t{2}}) {
        ASSERT_TRUE(engine.restoreStep(step)) << step;
        EXPECT_EQ(engine.run(), RunStatus::Finished)
            << "from step " << step << " with at most " << bound << " steps per output interval";
        expectSame(outcomeOf(engine), want, "from step " + std::to_string(step));
    }
}

TEST(HistoryLimits, TheLatestStepsWithinTheLimitAreRestorable) {
    const LoadResult loaded = loadExample("Thermostat.hsm");
    ASSERT_NE(loaded.model, nullptr);
    Engine engine(loaded.model, longThermostat(loaded, 50, 8));
    ASSERT_TRUE(engine.initialize());
    engine.run();
    const std::uint64_t last = engine.stepCount();
    ASSERT_GT(last, 100u);
    ASSERT_TRUE(engine.oldestRestorableStep().has_value());
    EXPECT_EQ(*engine.oldestRestorableStep(), last - 49);
    EXPECT_EQ(engine.historySize(), 50u);
    // fifty steps need at most seven checkpoints of eight steps, plus the one before them
    EXPECT_LE(engine.historyStats().checkpoints, 8u);
    EXPECT_FALSE(engine.restoreStep(last - 50));
    EXPECT_FALSE(engine.restoreStep(last + 1));
    ASSERT_TRUE(engine.restoreStep(last - 49));
    EXPECT_EQ(engine.stepCount(), last - 49);
    // back there, the steps after it are gone and the one before it was never kept
    EXPECT_FALSE(engine.stepBack());
    EXPECT_EQ(engine.historySize(), 1u);
}

TEST(HistoryLimits, AMemoryBudgetDropsTheOldestCheckpoints) {
    const LoadResult loaded = loadExample("Thermostat.hsm");
    ASSERT_NE(loaded.model, nullptr);
    SimulationSettings s = longThermostat(loaded, 100000, 4);
    Engine probe(loaded.model, s);
    ASSERT_TRUE(probe.initialize());
    const std::size_t oneCheckpoint = probe.historyStats().bytes;
    ASSERT_GT(oneCheckpoint, 0u);

    s.historyMemory = oneCheckpoint * 5 + oneCheckpoint / 2;
    Engine engine(loaded.model, s);
    ASSERT_TRUE(engine.initialize());
    engine.run();
    const Engine::HistoryStats stats = engine.historyStats();
    EXPECT_LE(stats.bytes, s.historyMemory);
    EXPECT_GE(stats.checkpoints, 4u);
    EXPECT_LE(stats.checkpoints, 5u);
    const std::uint64_t oldest = *engine.oldestRestorableStep();
    EXPECT_GT(oldest, engine.stepCount() - 4 * 5);
    EXPECT_FALSE(engine.restoreStep(oldest - 1));
    EXPECT_TRUE(engine.restoreStep(oldest + 1));
}

TEST(HistoryLimits, CheckpointIntervalGrowsWithTheRunState) {
    // a small model: checkpoints a few steps apart (its state is mostly the random
    // number generator's)
    const LoadResult ball = loadExample("BouncingBall.mo");
    ASSERT_NE(ball.model, nullptr);
    SimulationSettings s = ball.settings;
    s.historyLimit = 100;
    Engine small(ball.model, s);
    ASSERT_TRUE(small.initialize());
    EXPECT_LE(small.historyStats().checkpointEvery, 8u);

    // many samples: checkpoints are spaced so that their cost per step stays small, but
    // not so far that a restore replays many steps of integration
    std::string charts = "model Many\n  Real x(start = 0);\nequation\n  der(x) = 1;\n";
    for (int i = 0; i < 2000; ++i)
        charts += "  when sample(0, " + std::to_string(1 + i % 7) + ") then\n  end when;\n";
    charts += "end Many;\n";
    auto many = compileOk(charts);
    ASSERT_NE(many, nullptr);
    Engine big(many, s);
    ASSERT_TRUE(big.initialize());
    EXPECT_GT(big.historyStats().checkpointEvery, small.historyStats().checkpointEvery);
    EXPECT_LE(big.historyStats().checkpointEvery, 32u);
}

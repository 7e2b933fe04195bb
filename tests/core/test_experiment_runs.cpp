// Experiments in the core: the run plan of each kind, runs on worker threads that give the
// same table whatever the number of threads, reruns of single runs, sensitivity against
// closed forms, failing runs recorded, and the statistics of the outcomes.

#include "experiment_support.h"

#include "hs/experiment/distribution.h"
#include "hs/experiment/sensitivity.h"
#include "hs/experiment/statistics.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <set>

namespace hs::test {
namespace {

using namespace hs::experiment;

// x' = -k x: x(T) = x0 exp(-k T), so dx(T)/dk = -T x(T) and dx(T)/dx0 = exp(-k T).
const char* kDecay = R"(model Decay
  parameter Real k = 1;
  parameter Real x0 = 2;
  Real x(start = x0, fixed = true);
equation
  der(x) = -k*x;
end Decay;
)";

// y is linear in a and b, quadratic in c and does not depend on d.
const char* kEffects = R"(model Effects
  parameter Real a = 0.5;
  parameter Real b = 0.5;
  parameter Real c = 0.5;
  parameter Real d = 0.5;
  Real y;
equation
  y = 2*a + 3*b + c*c + 0*d + 0*time;
end Effects;
)";

// sqrt(0.5 - p*time) leaves its domain before t = 1 when p > 0.5.
const char* kFragile = R"(model Fragile
  parameter Real p = 0.1;
  Real y;
equation
  y = sqrt(0.5 - p*time);
end Fragile;
)";

// A chart that moves at random (rate transitions) and counts its moves.
const char* kRandomWalk = R"({
  "format": 1, "name": "Walk",
  "experiment": {"startTime": 0, "stopTime": 20},
  "modules": [{
    "name": "Walk",
    "equations": "model Walk\n  parameter Real speed = 1;\n  discrete Integer moves(start = 0, fixed = true);\nend Walk;\n",
    "statecharts": [{
      "name": "sc", "initial": "A",
      "states": [{"name": "A", "kind": "simple"}, {"name": "B", "kind": "simple"}],
      "transitions": [
        {"name": "Go", "source": "A", "target": "B", "trigger": {"kind": "rate", "expression": "speed"}, "action": "moves := moves + 1;"},
        {"name": "Back", "source": "B", "target": "A", "trigger": {"kind": "rate", "expression": "2*speed"}}
      ]
    }]
  }]
}
)";

TEST(ExperimentPlan, VariationIsTheGridWithTheLastParameterFastest) {
    const auto e = prepareText(R"({"format": 1, "model": "m.mo", "kind": "variation", "stopTime": 1,
      "parameters": [{"name": "k", "values": [1, 2]},
                     {"name": "x0", "range": {"from": 0.1, "to": 0.3, "step": 0.1}}],
      "outputs": [{"name": "xEnd", "kind": "final", "variable": "x"}]})",
                               kDecay);
    ASSERT_TRUE(e);
    const RunPlan& plan = e->plan();
    ASSERT_EQ(plan.size(), 6u);
    EXPECT_EQ(plan.parameterNames(), (std::vector<std::string>{"k", "x0"}));
    const std::vector<std::vector<double>> expected = {{1, 0.1}, {1, 0.2}, {1, 0.3},
                                                       {2, 0.1}, {2, 0.2}, {2, 0.3}};
    for (std::size_t i = 0; i < plan.size(); ++i) {
        EXPECT_EQ(plan[i].index, i);
        EXPECT_EQ(plan[i].values, expected[i]) << i;  // 0.3 exactly, not 0.30000000000000004
    }
}

TEST(ExperimentPlan, RangesByPointsAndLogarithmicRanges) {
    ValueSet points;
    points.kind = ValueSet::Kind::Range;
    points.from = 0.5;
    points.to = 0.9;
    points.points = 5;
    EXPECT_EQ(valuesOf(points), (std::vector<double>{0.5, 0.6, 0.7, 0.8, 0.9}));
    ValueSet log;
    log.kind = ValueSet::Kind::LogRange;
    log.from = 0.01;
    log.to = 100;
    log.points = 5;
    EXPECT_EQ(valuesOf(log), (std::vector<double>{0.01, 0.1, 1, 10, 100}));
}

TEST(ExperimentPlan, SeedsDependOnTheExperimentSeedAndTheRunOnly) {
    const std::string spec = R"({"format": 1, "model": "m.mo", "kind": "montecarlo", "seed": SEED,
      "replications": 50, "stopTime": 1,
      "parameters": [{"name": "k", "distribution": {"kind": "normal", "mean": 1, "sd": 0.1}}],
      "outputs": [{"name": "xEnd", "kind": "final", "variable": "x"}]})";
    auto with = [&](const char* seed) {
        std::string s = spec;
        s.replace(s.find("SEED"), 4, seed);
        return prepareText(s, kDecay);
    };
    const auto a = with("7"), b = with("7"), c = with("8");
    ASSERT_TRUE(a && b && c);
    std::set<std::uint64_t> seeds;
    for (std::size_t i = 0; i < 50; ++i) {
        EXPECT_EQ((*a).plan()[i].seed, (*b).plan()[i].seed);
        EXPECT_EQ((*a).plan()[i].values, (*b).plan()[i].values);
        EXPECT_NE((*a).plan()[i].seed, (*c).plan()[i].seed);
        seeds.insert((*a).plan()[i].seed);
    }
    EXPECT_EQ(seeds.size(), 50u);
    EXPECT_EQ((*a).plan()[3].seed, streamSeed(7, 3, Stream::Engine));
}

TEST(ExperimentPlan, DistributionsHaveTheirMeansAndRanges) {
    RandomStream random(streamSeed(1, 0, Stream::Parameters));
    auto mean = [&](const Distribution& d, double& lo, double& hi) {
        double sum = 0;
        lo = INFINITY;
        hi = -INFINITY;
        const int n = 200000;
        for (int i = 0; i < n; ++i) {
            const double v = sample(d, random);
            sum += v;
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
        return sum / n;
    };
    double lo = 0, hi = 0;
    Distribution u;
    u.min = 2;
    u.max = 4;
    EXPECT_NEAR(mean(u, lo, hi), 3.0, 0.01);
    EXPECT_GE(lo, 2.0);
    EXPECT_LT(hi, 4.0);
    Distribution n;
    n.kind = Distribution::Kind::Normal;
    n.mean = 5;
    n.sd = 2;
    EXPECT_NEAR(mean(n, lo, hi), 5.0, 0.02);
    Distribution ln;
    ln.kind = Distribution::Kind::LogNormal;
    ln.mu = 0;
    ln.sigma = 0.5;
    EXPECT_NEAR(mean(ln, lo, hi), std::exp(0.125), 0.01);  // exp(mu + sigma^2 / 2)
    EXPECT_GT(lo, 0.0);
    Distribution t;
    t.kind = Distribution::Kind::Triangular;
    t.min = 0;
    t.mode = 1;
    t.max = 5;
    EXPECT_NEAR(mean(t, lo, hi), 2.0, 0.01);  // (min + mode + max) / 3
    EXPECT_GE(lo, 0.0);
    EXPECT_LE(hi, 5.0);
    Distribution d;
    d.kind = Distribution::Kind::Discrete;
    d.values = {1, 2, 10};
    d.weights = {1, 0, 3};
    EXPECT_NEAR(mean(d, lo, hi), 7.75, 0.05);
    EXPECT_EQ(lo, 1.0);
    EXPECT_EQ(hi, 10.0);
}

TEST(ExperimentRuns, VariationRunsEveryPointWithItsParameters) {
    const auto e = prepareText(R"({"format": 1, "model": "m.mo", "kind": "variation", "stopTime": 1,
      "settings": {"tolerance": 1e-10},
      "parameters": [{"name": "k", "values": [0.5, 1, 2]}],
      "outputs": [{"name": "xEnd", "kind": "final", "variable": "x"},
                  {"name": "xMax", "kind": "max", "variable": "x"},
                  {"name": "xMin", "kind": "min", "variable": "x"},
                  {"name": "xHalf", "kind": "at", "variable": "x", "time": 0.5},
                  {"name": "kUsed", "kind": "final", "variable": "k"},
                  {"name": "ratio", "kind": "expression", "expression": "xEnd / xMax"}]})",
                               kDecay);
    ASSERT_TRUE(e);
    ExperimentRunner runner(*e);
    const auto results = runner.runAll(2);
    ASSERT_EQ(results.size(), 3u);
    for (const RunResult& r : results) {
        const double k = r.parameters[0];
        ASSERT_FALSE(r.failed) << r.message;
        EXPECT_NEAR(r.outcomes[0], 2 * std::exp(-k), 1e-7);
        EXPECT_EQ(r.outcomes[1], 2.0);
        EXPECT_NEAR(r.outcomes[2], 2 * std::exp(-k), 1e-7);
        EXPECT_NEAR(r.outcomes[3], 2 * std::exp(-k * 0.5), 1e-7);
        EXPECT_EQ(r.outcomes[4], k);
        EXPECT_NEAR(r.outcomes[5], std::exp(-k), 1e-7);
    }
}

TEST(ExperimentRuns, MeanOverTimeAndEvents) {
    // h of the bouncing ball over its first bounces: the impact times are known
    const auto e = prepareText(R"({"format": 1, "model": "m.mo", "kind": "variation", "stopTime": 2,
      "settings": {"tolerance": 1e-10, "interval": 0.001},
      "parameters": [{"name": "e", "values": [0.8]}],
      "outputs": [{"name": "firstImpact", "kind": "firstEvent", "element": "h < 0"},
                  {"name": "impacts", "kind": "eventCount", "element": "h < 0"},
                  {"name": "steps", "kind": "eventCount"},
                  {"name": "never", "kind": "firstEvent", "element": "nothing"},
                  {"name": "meanV", "kind": "mean", "variable": "v"}]})",
                               std::string(readExampleText("BouncingBall.mo")));
    ASSERT_TRUE(e);
    const RunResult r = e->run(0);
    ASSERT_FALSE(r.failed) << r.message;
    const double t1 = std::sqrt(2 / 9.81);
    EXPECT_NEAR(r.outcomes[0], t1, 1e-8);
    // impacts at t1, t1 + 2 e v1 / g, ...: 3 before t = 2
    EXPECT_EQ(r.outcomes[1], 3.0);
    EXPECT_EQ(r.outcomes[2], 3.0);
    EXPECT_TRUE(std::isnan(r.outcomes[3]));
    EXPECT_LT(r.outcomes[4], 0.0);
}

TEST(ExperimentRuns, MonteCarloIsTheSameWithOneAndTwoThreadsAndEachRunReruns) {
    const std::string spec = R"({"format": 1, "model": "m.hsm", "kind": "montecarlo", "seed": 11,
      "replications": 24,
      "parameters": [{"name": "speed", "distribution": {"kind": "uniform", "min": 0.5, "max": 1.5}}],
      "outputs": [{"name": "moves", "kind": "final", "variable": "moves"},
                  {"name": "firstMove", "kind": "firstEvent", "element": "sc.Go"},
                  {"name": "goes", "kind": "eventCount", "element": "sc.Go"}],
      "trajectories": {"variables": ["moves"], "interval": 1}})";
    const auto e = prepareText(spec, kRandomWalk, "walk.hsm");
    ASSERT_TRUE(e);
    ExperimentRunner one(*e), two(*e);
    const auto serial = one.runAll(1);
    const auto parallel = two.runAll(2);
    ASSERT_EQ(serial.size(), 24u);
    const std::string csv = tableOf(*e, serial).toCsv();
    EXPECT_EQ(csv, tableOf(*e, parallel).toCsv());
    std::set<double> distinct;
    for (std::size_t i = 0; i < serial.size(); ++i) {
        EXPECT_EQ(serial[i].trajectories, parallel[i].trajectories);
        EXPECT_EQ(serial[i].outcomes[0], serial[i].outcomes[2]);  // one move per Go
        distinct.insert(serial[i].outcomes[0]);
    }
    EXPECT_GT(distinct.size(), 3u) << "replications draw their own random numbers";
    // a run alone gives its row of the table
    for (std::uint64_t i : {0u, 13u, 23u}) {
        const RunResult alone = e->run(i);
        EXPECT_EQ(alone.outcomes, serial[i].outcomes);
        EXPECT_EQ(alone.parameters, serial[i].parameters);
    }
    // and a range of runs, such as a chunk, gives the same rows
    const auto chunk = ExperimentRunner(*e).run(8, 8, 2);
    ASSERT_EQ(chunk.size(), 8u);
    for (std::size_t i = 0; i < 8; ++i) EXPECT_EQ(chunk[i].outcomes, serial[8 + i].outcomes);
}

TEST(ExperimentRuns, TheEngineSeedOfARunIsTheSeedOfAPlainRun) {
    // run i of the experiment is the plain simulation with --seed <its seed> and its parameters
    const auto e =
        prepareText(R"({"format": 1, "model": "m.hsm", "kind": "montecarlo", "replications": 3,
      "outputs": [{"name": "moves", "kind": "final", "variable": "moves"}]})",
                    kRandomWalk, "walk.hsm");
    ASSERT_TRUE(e);
    LoadResult loaded = loadModelText(kRandomWalk, "walk.hsm");
    for (std::uint64_t i = 0; i < 3; ++i) {
        SimulationSettings s = loaded.settings;
        s.seed = e->plan()[i].seed;
        Engine engine(loaded.model, s);
        engine.initialize();
        engine.run();
        EXPECT_EQ(engine.value("moves"), e->run(i).outcomes[0]);
    }
}

TEST(ExperimentRuns, AFailingRunIsRecordedAndTheOthersRun) {
    const auto e = prepareText(R"({"format": 1, "model": "m.mo", "kind": "variation", "stopTime": 1,
      "parameters": [{"name": "p", "values": [0.1, 0.3, 0.5, 0.7, 0.9]}],
      "outputs": [{"name": "yEnd", "kind": "final", "variable": "y"}]})",
                               kFragile);
    ASSERT_TRUE(e);
    const auto results = ExperimentRunner(*e).runAll(2);
    ASSERT_EQ(results.size(), 5u);
    for (std::size_t i = 0; i < 3; ++i) {
        EXPECT_FALSE(results[i].failed) << i << ": " << results[i].message;
        EXPECT_NEAR(results[i].outcomes[0], std::sqrt(0.5 - results[i].parameters[0]), 1e-9);
    }
    for (std::size_t i = 3; i < 5; ++i) {
        EXPECT_TRUE(results[i].failed) << i;
        EXPECT_EQ(results[i].code, "math-domain");
        EXPECT_NE(results[i].message.find("sqrt("), std::string::npos) << results[i].message;
        ASSERT_TRUE(results[i].failureTime);
        EXPECT_NEAR(*results[i].failureTime, 0.5 / results[i].parameters[0], 0.01);
        EXPECT_TRUE(std::isnan(results[i].outcomes[0]));
    }
    const RunTable table = tableOf(*e, results);
    EXPECT_EQ(table.failedCount(), 2u);
    const std::string csv = table.toCsv();
    EXPECT_NE(csv.find("\n3,"), std::string::npos);
    EXPECT_NE(csv.find(",failed,0,math-domain,"), std::string::npos) << csv;
}

TEST(ExperimentRuns, StopSkipsTheRunsNotStarted) {
    const auto e = prepareText(R"({"format": 1, "model": "m.mo", "kind": "variation", "stopTime": 1,
      "parameters": [{"name": "k", "range": {"from": 1, "to": 2, "points": 40}}],
      "outputs": [{"name": "xEnd", "kind": "final", "variable": "x"}]})",
                               kDecay);
    ASSERT_TRUE(e);
    ExperimentRunner runner(*e);
    struct StopAfterFive : ExperimentObserver {
        ExperimentRunner* runner = nullptr;
        void runFinished(const RunResult&, std::size_t finished, std::size_t) override {
            if (finished == 5) runner->requestStop();
        }
    } observer;
    observer.runner = &runner;
    const auto results = runner.runAll(2, &observer);
    EXPECT_GE(results.size(), 5u);
    EXPECT_LT(results.size(), 40u);
    for (std::size_t i = 1; i < results.size(); ++i)
        EXPECT_LT(results[i - 1].index, results[i].index);
}

TEST(ExperimentSensitivity, OneAtATimeGivesTheDerivativesOfTheClosedForm) {
    const auto e =
        prepareText(R"({"format": 1, "model": "m.mo", "kind": "sensitivity", "method": "oat",
      "stopTime": 1, "settings": {"tolerance": 1e-12, "absTolerance": 1e-14},
      "parameters": [{"name": "k", "delta": 0.001}, {"name": "x0"}],
      "outputs": [{"name": "xEnd", "kind": "final", "variable": "x"}]})",
                    kDecay);
    ASSERT_TRUE(e);
    EXPECT_EQ(e->plan().size(), 5u);
    EXPECT_EQ(e->plan().baseValues(), (std::vector<double>{1, 2}));  // the model's values
    EXPECT_EQ(e->plan().deltas(), (std::vector<double>{0.001, 0.02}));
    const RunTable table = tableOf(*e, ExperimentRunner(*e).runAll(2));
    const auto effects = analyzeSensitivity(e->spec(), e->plan(), table);
    ASSERT_EQ(effects.size(), 2u);
    const double xT = 2 * std::exp(-1.0);
    EXPECT_EQ(effects[0].parameter, "k");
    EXPECT_NEAR(effects[0].effect, -xT, 1e-6);       // -T x0 exp(-k T)
    EXPECT_NEAR(effects[0].elasticity, -1.0, 1e-6);  // -k T
    EXPECT_EQ(effects[1].parameter, "x0");
    EXPECT_NEAR(effects[1].effect, std::exp(-1.0), 1e-7);  // exp(-k T)
    EXPECT_NEAR(effects[1].elasticity, 1.0, 1e-6);
}

TEST(ExperimentSensitivity, MorrisRanksLinearQuadraticAndIdleParameters) {
    const auto e =
        prepareText(R"({"format": 1, "model": "m.mo", "kind": "sensitivity", "method": "morris",
      "morris": {"trajectories": 12, "levels": 4}, "stopTime": 1, "seed": 3,
      "parameters": [{"name": "a", "min": 0, "max": 1}, {"name": "b", "min": 0, "max": 2},
                     {"name": "c", "min": 0, "max": 3}, {"name": "d", "min": -1, "max": 1}],
      "outputs": [{"name": "y", "kind": "final", "variable": "y"}]})",
                    kEffects);
    ASSERT_TRUE(e);
    ASSERT_EQ(e->plan().size(), 12u * 5u);
    ASSERT_EQ(e->plan().morrisSteps().size(), 12u * 4u);
    for (const MorrisStep& s : e->plan().morrisSteps()) {
        // exactly one parameter moves, by 2/3 of its range
        const auto& before = e->plan()[s.before].values;
        const auto& after = e->plan()[s.after].values;
        for (std::size_t i = 0; i < 4; ++i)
            if (i != s.parameter) {
                EXPECT_EQ(before[i], after[i]);
            }
        EXPECT_NEAR(std::fabs(s.step), 2.0 / 3.0, 1e-15);
    }
    const RunTable table = tableOf(*e, ExperimentRunner(*e).runAll(2));
    const auto effects = analyzeSensitivity(e->spec(), e->plan(), table);
    ASSERT_EQ(effects.size(), 4u);
    // linear: every elementary effect is the slope times the range
    EXPECT_NEAR(effects[0].mu, 2.0, 1e-9);
    EXPECT_NEAR(effects[0].muStar, 2.0, 1e-9);
    EXPECT_NEAR(effects[0].sigma, 0.0, 1e-9);
    EXPECT_NEAR(effects[1].mu, 6.0, 1e-9);
    EXPECT_NEAR(effects[1].sigma, 0.0, 1e-9);
    EXPECT_EQ(effects[1].effects, 12u);
    // quadratic in c: EE = ((c + s 3)^2 - c^2) / s, which depends on where the step starts
    double expected = 0;
    for (const MorrisStep& s : e->plan().morrisSteps())
        if (s.parameter == 2) {
            const double c0 = e->plan()[s.before].values[2], c1 = e->plan()[s.after].values[2];
            expected += (c1 * c1 - c0 * c0) / s.step;
        }
    EXPECT_NEAR(effects[2].mu, expected / 12, 1e-9);
    EXPECT_GT(effects[2].sigma, 1.0);
    // d does nothing
    EXPECT_EQ(effects[3].muStar, 0.0);
}

TEST(ExperimentStatistics, SummaryOfKnownValues) {
    StatisticsSpec spec;
    spec.percentiles = {0, 25, 50, 100};
    spec.confidence = 0.95;
    const OutcomeSummary s = summarize("x", {1, 2, NAN, 3, 4, 5, 6, 7, 8, 9, 10}, spec);
    EXPECT_EQ(s.count, 10u);
    EXPECT_EQ(s.missing, 1u);
    EXPECT_DOUBLE_EQ(s.mean, 5.5);
    EXPECT_NEAR(s.sd, 3.0276503540974917, 1e-12);
    EXPECT_EQ(s.percentiles, (std::vector<double>{1, 3.25, 5.5, 10}));
    // t(0.975, 9) = 2.2622
    EXPECT_NEAR(s.ciHigh - s.mean, 2.2622 * s.sd / std::sqrt(10.0), 2e-3);
    EXPECT_NEAR(s.mean - s.ciLow, s.ciHigh - s.mean, 1e-12);
}

TEST(ExperimentStatistics, QuantilesOfTheNormalAndStudentsT) {
    EXPECT_NEAR(normalQuantile(0.975), 1.959963984540054, 1e-12);
    EXPECT_NEAR(normalQuantile(0.5), 0.0, 1e-15);
    EXPECT_NEAR(normalQuantile(0.01), -2.326347874040841, 1e-12);
    EXPECT_NEAR(studentQuantile(0.975, 1), 12.706204736174707, 1e-9);
    EXPECT_NEAR(studentQuantile(0.975, 2), 4.302652729749464, 1e-9);
    EXPECT_NEAR(studentQuantile(0.975, 3), 3.182446305284263, 5e-3);
    EXPECT_NEAR(studentQuantile(0.975, 10), 2.228138851986274, 1e-4);
    EXPECT_NEAR(studentQuantile(0.995, 30), 2.749995653567870, 1e-4);
}

TEST(ExperimentStatistics, LiveStatisticsEndWhereTheSummaryOfAllRunsIs) {
    StatisticsSpec spec;
    LiveStatistics live({"x"}, 4, spec);
    live.add(2, {3.0});
    live.add(0, {1.0});
    EXPECT_EQ(live.finished(), 2u);
    EXPECT_DOUBLE_EQ(live.snapshot()[0].mean, 2.0);
    live.add(3, {4.0});
    live.add(1, {2.0});
    const auto s = live.snapshot()[0];
    const auto all = summarize("x", {1, 2, 3, 4}, spec);
    EXPECT_EQ(s.mean, all.mean);
    EXPECT_EQ(s.sd, all.sd);
    EXPECT_EQ(s.percentiles, all.percentiles);
}

}  // namespace
}  // namespace hs::test

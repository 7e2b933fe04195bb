// Speed of experiments: a variation of 200 runs of resources/examples/BouncingBall.mo (the
// restitution coefficient e from 0.5 to 0.9, stop time 10 s, three outcomes: the maximum
// height, the final velocity and the number of impacts) on 1 and on 2 worker threads,
// against the same 200 runs done by hand in this binary and against 200 calls of
// `hybridstudio-cli simulate`.
//
//   BM_Experiment_Variation/1, /2   ExperimentRunner::runAll with 1 and 2 jobs; the model is
//                                   compiled once, outside the timing
//   BM_Experiment_PlainEngines      the reference: a loop creating, initialising and running
//                                   one hs::Engine per run on the compiled model, one thread
//   BM_Experiment_SimulateCalls     a shell loop's way: 200 processes of hybridstudio-cli
//                                   simulate MODEL --param e=... --stop-time 10 --quiet
//
// The ratios (printed after the table by the reporter of bench_engine.cpp):
//   speedup experiment jobs2/jobs1                 time(1 job) / time(2 jobs); 2 cores: >= 1.7
//   ratio experiment_per_core jobs1/plain          (runs per second per core with 1 job) x
//                                                  (single-run time): >= 0.9, i.e. the experiment
//                                                  machinery costs less than 10 % per run
//   ratio experiment_per_core jobs2/plain          the same with 2 jobs on 2 cores
//   ratio experiment simulate_calls/jobs1          how much a loop of simulate calls costs more
// Real time throughout (the runs of 2 jobs overlap).

#include "hs/experiment/experiment.h"
#include "hs/experiment/experiment_file.h"
#include "hs/experiment/experiment_runner.h"
#include "hs/session/model_loader.h"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>

namespace {

constexpr int kRuns = 200;
constexpr double kStopTime = 10.0;

std::string modelPath() {
    return std::string(HS_EXAMPLES_DIR) + "/BouncingBall.mo";
}

std::string experimentText() {
    return R"({"format": 1, "name": "restitution", "model": ")" + modelPath() + R"(",
  "kind": "variation", "stopTime": 10,
  "parameters": [{"name": "e", "range": {"from": 0.5, "to": 0.9, "points": 200}}],
  "outputs": [{"name": "hMax", "kind": "max", "variable": "h"},
              {"name": "vEnd", "kind": "final", "variable": "v"},
              {"name": "impacts", "kind": "eventCount", "element": "h < 0"}]})";
}

// The experiment, prepared once for all benchmarks.
const hs::experiment::Experiment* experiment() {
    static std::optional<hs::experiment::Experiment> prepared = [] {
        std::optional<hs::experiment::Experiment> e;
        hs::experiment::ExperimentSpec spec;
        hs::DiagnosticList diags;
        hs::LoadResult loaded = hs::loadModelFile(modelPath());
        if (loaded.model && hs::experiment::parseExperiment(experimentText(), spec, diags))
            e = hs::experiment::Experiment::prepare(spec, loaded.model, loaded.settings, diags);
        for (const auto& d : diags.items()) std::cerr << hs::formatText(d) << "\n";
        return e;
    }();
    return prepared ? &*prepared : nullptr;
}

void BM_Experiment_Variation(benchmark::State& state) {
    const auto* e = experiment();
    if (!e) {
        state.SkipWithError("the experiment does not prepare");
        return;
    }
    const unsigned jobs = static_cast<unsigned>(state.range(0));
    std::size_t failed = 0;
    for (auto _ : state) {
        hs::experiment::ExperimentRunner runner(*e);
        const auto results = runner.runAll(jobs);
        for (const auto& r : results) failed += r.failed;
        benchmark::DoNotOptimize(results.data());
    }
    state.counters["runs"] = kRuns;
    state.counters["failed"] = static_cast<double>(failed);
    state.counters["runs_per_second"] =
        benchmark::Counter(kRuns, benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_Experiment_Variation)->Arg(1)->Arg(2)->UseRealTime()->Unit(benchmark::kMillisecond);

// The same runs without the experiment: one engine per run on the compiled model.
void BM_Experiment_PlainEngines(benchmark::State& state) {
    const auto* e = experiment();
    if (!e) {
        state.SkipWithError("the experiment does not prepare");
        return;
    }
    const auto& plan = e->plan();
    for (auto _ : state) {
        for (std::size_t i = 0; i < plan.size(); ++i) {
            hs::SimulationSettings settings = e->settings();
            settings.seed = plan[i].seed;
            hs::Engine engine(e->sharedModel(), settings);
            engine.setParameter("e", plan[i].values[0]);
            engine.initialize();
            engine.run();
            benchmark::DoNotOptimize(engine.time());
        }
    }
    state.counters["runs_per_second"] =
        benchmark::Counter(kRuns, benchmark::Counter::kIsIterationInvariantRate);
}

BENCHMARK(BM_Experiment_PlainEngines)->UseRealTime()->Unit(benchmark::kMillisecond);

// A loop of processes, as a shell script would do it.
void BM_Experiment_SimulateCalls(benchmark::State& state) {
    const auto* e = experiment();
    if (!e) {
        state.SkipWithError("the experiment does not prepare");
        return;
    }
    for (auto _ : state) {
        for (std::size_t i = 0; i < e->plan().size(); ++i) {
            char value[64];
            std::snprintf(value, sizeof value, "%.17g", e->plan()[i].values[0]);
            const std::string command = std::string(HS_CLI_PATH) + " simulate " + modelPath() +
                                        " --stop-time 10 --quiet --param e=" + value +
                                        " > /dev/null 2>&1";
            if (std::system(command.c_str()) != 0) {
                state.SkipWithError("hybridstudio-cli simulate failed");
                return;
            }
        }
    }
    state.counters["runs_per_second"] =
        benchmark::Counter(kRuns, benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_Experiment_SimulateCalls)->UseRealTime()->Unit(benchmark::kMillisecond);

}  // namespace

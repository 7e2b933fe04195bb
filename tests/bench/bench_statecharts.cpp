// Speed of the discrete engine: N statecharts, each cycling A -> B -> A through timeout
// transitions (chart i waits 1 + i/N in A and 1 + 2i/N in B), against a bare loop over a
// std::priority_queue that does the same scheduling: pop the earliest (time, chart),
// push it back at time + the chart's next delay. Both process the same number of
// transitions; the reported numbers are events per second and the ratio engine / bare.
//
//   BM_Charts_Engine/1000         1000 charts, 1e6 transitions through hs::Engine
//   BM_Charts_Bare/1000           the same scheduling as a bare priority-queue loop
//   BM_Charts_Engine/100000       1e5 pending events
//   BM_Charts_Bare/100000
//   BM_Charts_EngineHistory/1000  the engine keeping step-back history of the last 10 000 steps
//   BM_Charts_HistoryRestore/1000 restoring steps spread over those 10 000 (latest first):
//                                 the mean and the worst time of one restore
//
// After the table, lines "ratio charts_<N> engine/bare = X" (events per second).

#include "hs/compile/compiled_model.h"
#include "hs/model/document.h"
#include "hs/sim/engine.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>

#include <cstdio>
#include <map>
#include <memory>
#include <queue>
#include <string>
#include <vector>

namespace {

constexpr std::int64_t kTransitions = 1000000;

std::shared_ptr<const hs::CompiledModel> chartsModel(int n) {
    static std::map<int, std::shared_ptr<const hs::CompiledModel>> cache;
    auto& model = cache[n];
    if (model) return model;
    hs::doc::Module m;
    m.name = "Charts";
    for (int i = 0; i < n; ++i) {
        hs::doc::Statechart c;
        c.name = "c" + std::to_string(i);
        c.initial = "A";
        hs::doc::State a, b;
        a.name = "A";
        b.name = "B";
        c.states = {a, b};
        hs::doc::Transition ab, ba;
        ab.name = "ab";
        ab.source = "A";
        ab.target = "B";
        ab.expression = std::to_string(1.0 + double(i) / n);
        ba.name = "ba";
        ba.source = "B";
        ba.target = "A";
        ba.expression = std::to_string(1.0 + 2.0 * double(i) / n);
        c.transitions = {ab, ba};
        m.statecharts.push_back(std::move(c));
    }
    hs::DiagnosticList diags;
    model = hs::compileModule(m, "charts.hsm", diags);
    if (!model) {
        for (const auto& d : diags.items()) std::fprintf(stderr, "%s\n", hs::formatText(d).c_str());
        std::abort();
    }
    return model;
}

void runEngine(benchmark::State& state, std::size_t history) {
    const int n = static_cast<int>(state.range(0));
    auto model = chartsModel(n);
    hs::SimulationSettings s;
    // far beyond the last of the 10^6 transitions (t ≈ 1 640 s with 1 000 charts), but
    // not so far that the run's time resolution (10^-14 of its span) hides the charts'
    // different timeouts: a stop time of 10^12 s made it 0.01 s
    s.stopTime = 1e6;
    s.recordResults = false;  // the bare loop records nothing either
    s.recordEvents = false;
    s.historyLimit = history;
    std::uint64_t steps = 0;
    for (auto _ : state) {
        state.PauseTiming();
        hs::Engine engine(model, s);
        engine.initialize();
        hs::RunTarget target;
        target.step = kTransitions;
        state.ResumeTiming();
        engine.runUntil(target);
        steps = engine.stepCount();
        if (steps != static_cast<std::uint64_t>(kTransitions)) state.SkipWithError("wrong number of steps");
    }
    state.counters["events_per_second"] =
        benchmark::Counter(static_cast<double>(steps), benchmark::Counter::kIsIterationInvariantRate);
}

void BM_Charts_Engine(benchmark::State& state) { runEngine(state, 0); }
void BM_Charts_EngineHistory(benchmark::State& state) { runEngine(state, 10000); }

void BM_Charts_Bare(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    std::vector<double> delayA(n), delayB(n);
    for (int i = 0; i < n; ++i) {
        delayA[i] = 1.0 + double(i) / n;
        delayB[i] = 1.0 + 2.0 * double(i) / n;
    }
    std::int64_t processed = 0;
    for (auto _ : state) {
        using Item = std::pair<double, int>;
        std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
        std::vector<char> inB(n, 0);
        for (int i = 0; i < n; ++i) queue.push({delayA[i], i});
        processed = 0;
        while (processed < kTransitions) {
            const Item top = queue.top();
            queue.pop();
            const int i = top.second;
            inB[i] = !inB[i];
            queue.push({top.first + (inB[i] ? delayB[i] : delayA[i]), i});
            ++processed;
        }
        benchmark::DoNotOptimize(inB.data());
    }
    state.counters["events_per_second"] =
        benchmark::Counter(static_cast<double>(processed), benchmark::Counter::kIsIterationInvariantRate);
}

// Runs 10^5 transitions keeping the last 10 000 steps, then goes back to 50 steps spread
// over them, each earlier than the one before (going back drops the steps after it).
void BM_Charts_HistoryRestore(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    auto model = chartsModel(n);
    hs::SimulationSettings s;
    s.stopTime = 1e6;
    s.recordResults = false;
    s.recordEvents = false;
    s.historyLimit = 10000;
    constexpr std::uint64_t kSteps = 100000;
    constexpr int kRestores = 50;
    double worst = 0.0, total = 0.0;
    for (auto _ : state) {
        state.PauseTiming();
        hs::Engine engine(model, s);
        engine.initialize();
        hs::RunTarget target;
        target.step = kSteps;
        engine.runUntil(target);
        state.ResumeTiming();
        for (int k = 0; k < kRestores; ++k) {
            // from the step before the last down to the oldest one kept (kSteps - 9999)
            const std::uint64_t step =
                kSteps - 1 - static_cast<std::uint64_t>(k) * 9998 / (kRestores - 1);
            const auto begin = std::chrono::steady_clock::now();
            const bool ok = engine.restoreStep(step);
            const double ms =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin)
                    .count();
            if (!ok || engine.stepCount() != step) {
                state.SkipWithError("a step of the history could not be restored");
                return;
            }
            worst = std::max(worst, ms);
            total += ms;
        }
    }
    state.counters["restore_ms_max"] = worst;
    state.counters["restore_ms_mean"] = total / kRestores / static_cast<double>(state.iterations());
}

BENCHMARK(BM_Charts_Engine)->Arg(1000)->Arg(100000)->Repetitions(3)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Charts_Bare)->Arg(1000)->Arg(100000)->Repetitions(3)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Charts_EngineHistory)
    ->Arg(1000)
    ->Repetitions(3)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_Charts_HistoryRestore)
    ->Arg(1000)
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace

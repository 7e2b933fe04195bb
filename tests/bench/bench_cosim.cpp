// Dispatch cost of multi-module runs: a chain of 50 modules (a step source, then 49
// first-order lags), 10 000 steps of 1 ms, run lock-step (one activation per module per
// step) and in frames of 10 and 100 steps (one activation per module per frame). The
// counters give the time per module activation and per sample; after the table,
// "cosim_chain50 ..." lines compare the modes.

#include "hs/cosim/cosim_runner.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <string>

namespace {

hs::doc::Document chain(int modules) {
    hs::doc::Document d;
    d.name = "Chain";
    d.experiment.stopTime = 10.0;
    hs::doc::Module source;
    source.name = "M0";
    source.kind = hs::doc::ModuleKind::Block;
    source.block.type = "step";
    d.modules.push_back(source);
    for (int i = 1; i < modules; ++i) {
        hs::doc::Module lag;
        lag.name = "M" + std::to_string(i);
        lag.kind = hs::doc::ModuleKind::Block;
        lag.block.type = "firstOrderLag";
        hs::doc::BlockParameter t;
        t.name = "T";
        t.number = 0.05;
        lag.block.parameters = {t};
        d.modules.push_back(lag);
        hs::doc::Connection c;
        c.from = "M" + std::to_string(i - 1) + ".y";
        c.to = {lag.name + ".u"};
        d.connections.push_back(c);
    }
    hs::doc::Cosimulation c;
    c.step = 0.001;
    d.cosimulation = c;
    return d;
}

void BM_Cosim_Chain50(benchmark::State& state) {
    static const hs::doc::Document d = chain(50);
    hs::cosim::CosimOptions o = hs::cosim::cosimOptions(d);
    const int frameSteps = static_cast<int>(state.range(0));
    o.mode = frameSteps == 1 ? hs::cosim::RunMode::LockStep : hs::cosim::RunMode::Frames;
    o.frame = frameSteps * o.step;
    std::uint64_t dispatches = 0, samples = 0;
    for (auto _ : state) {
        const auto r = hs::cosim::runCosim(d, "chain.hsm", o);
        if (!r.ok) state.SkipWithError("run failed");
        dispatches = r.dispatches;
        samples = r.results.rowCount() * 50;
    }
    state.counters["activations"] = static_cast<double>(dispatches);
    state.counters["time_per_activation"] = benchmark::Counter(
        static_cast<double>(dispatches), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    state.counters["time_per_sample"] = benchmark::Counter(
        static_cast<double>(samples), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

BENCHMARK(BM_Cosim_Chain50)->Arg(1)->Arg(10)->Arg(100)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

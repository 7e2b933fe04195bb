// Speed of a function run while simulating (a while-loop on running values, compiled to a
// program over its locals) against the same function written in C++, in this binary.
//
//   BM_Function_Engine / BM_Function_HandWritten
//       newtonSqrt(a): Newton's iteration for the square root until two iterates agree to
//       1e-14, for a = 1 + k / 1000, k = 0 .. 9999. The engine side evaluates the compiled
//       model's own program for r = newtonSqrt(1 + time) (time set per call), the twin
//       calls the C++ function. Both sum the roots so neither can be optimised away.
//
// Output, after all benchmarks have run (bench_engine.cpp's reporter):
//   ratio function_call engine/handwritten = 12.3

#include "hs/compile/program.h"
#include "hs/session/model_loader.h"

#include <benchmark/benchmark.h>

#include <cmath>
#include <vector>

namespace {

constexpr int kCalls = 10000;

const char* kModel = R"mo(
function newtonSqrt
  input Real a;
  output Real y;
protected
  Real last;
algorithm
  y := max(a, 1);
  last := 0;
  while abs(y - last) > 1e-14 * y loop
    last := y;
    y := 0.5 * (y + a / y);
  end while;
end newtonSqrt;

model RootOfTime
  Real r = newtonSqrt(1 + time);
end RootOfTime;
)mo";

double newtonSqrt(double a) {
    double y = std::max(a, 1.0);
    double last = 0;
    while (std::fabs(y - last) > 1e-14 * y) {
        last = y;
        y = 0.5 * (y + a / y);
    }
    return y;
}

void BM_Function_Engine(benchmark::State& state) {
    hs::LoadResult loaded = hs::loadModelText(kModel, "RootOfTime.mo");
    if (!loaded.model || loaded.model->odeBlocks.empty()) {
        state.SkipWithError("the model did not compile");
        return;
    }
    const hs::CompiledModel& m = *loaded.model;
    const hs::Program& program = m.odeBlocks.front().program;
    std::vector<double> vals(static_cast<std::size_t>(m.slotCount), 0.0);
    hs::EvalContext ctx;
    ctx.vals = vals.data();
    ctx.pre = vals.data();
    const int target = m.odeBlocks.front().target;
    double sum = 0;
    for (auto _ : state) {
        sum = 0;
        for (int k = 0; k < kCalls; ++k) {
            vals[static_cast<std::size_t>(m.timeSlot)] = k / 1000.0;
            hs::evaluate(program, ctx);
            sum += vals[static_cast<std::size_t>(target)];
        }
        benchmark::DoNotOptimize(sum);
    }
    double expected = 0;
    for (int k = 0; k < kCalls; ++k) expected += std::sqrt(1 + k / 1000.0);
    if (std::fabs(sum - expected) > 1e-9 * expected) state.SkipWithError("the roots are wrong");
    state.counters["calls"] = kCalls;
}

void BM_Function_HandWritten(benchmark::State& state) {
    double sum = 0;
    for (auto _ : state) {
        sum = 0;
        for (int k = 0; k < kCalls; ++k) {
            double a = 1 + k / 1000.0;
            benchmark::DoNotOptimize(a);
            sum += newtonSqrt(a);
        }
        benchmark::DoNotOptimize(sum);
    }
    state.counters["calls"] = kCalls;
}

}  // namespace

BENCHMARK(BM_Function_Engine)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Function_HandWritten)->Unit(benchmark::kMicrosecond);

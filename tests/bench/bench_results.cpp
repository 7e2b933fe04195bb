// Streaming results into a store the way the IDE does: 2e6 rows of 8 columns arrive in
// pieces of 16 384 rows every 10 ms (1.6e6 rows per second, three times the rate the IDE
// was seen to stall at; the IDE takes a piece at most 30 times a second). The number that
// matters for a responsive GUI is the worst single append, not the total: without
// growth ahead a piece that crosses a column's capacity copies every column at once.
// With growAhead(1) after each piece (what the IDE does) one half-full column at a time
// gets its larger capacity; without it a piece that crosses the capacity reallocates
// every column at once. Counters: worst_append_ms, the longest single append (growAhead
// included); the ratio line "ratio streaming worst_append growAhead/plain" is printed by
// bench_engine.cpp.

#include "hs/sim/result_store.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <thread>
#include <vector>

namespace {

void stream(benchmark::State& state, bool ahead) {
    constexpr std::size_t kRows = 2'000'000, kPiece = 16'384, kColumns = 8;
    std::vector<double> times(kPiece);
    std::vector<std::vector<double>> columns(kColumns, std::vector<double>(kPiece, 1.0));
    double worst = 0.0;
    for (auto _ : state) {
        hs::ResultStore r;
        r.setColumns({"a", "b", "c", "d", "e", "f", "g", "h"});
        for (std::size_t done = 0; done < kRows; done += kPiece) {
            for (std::size_t i = 0; i < kPiece; ++i) times[i] = static_cast<double>(done + i);
            const auto t0 = std::chrono::steady_clock::now();
            r.appendColumns(times, columns);
            if (ahead) r.growAhead(1);
            const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
            worst = std::max(worst, ms);
            std::this_thread::sleep_until(t0 + std::chrono::milliseconds(10));  // the next piece
        }
        benchmark::DoNotOptimize(r.rowCount());
    }
    state.counters["worst_append_ms"] = worst;
}

void BM_Streaming_GrowAhead(benchmark::State& state) { stream(state, true); }
void BM_Streaming_Plain(benchmark::State& state) { stream(state, false); }

}  // namespace

BENCHMARK(BM_Streaming_GrowAhead)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_Streaming_Plain)->Unit(benchmark::kMillisecond)->Iterations(1);

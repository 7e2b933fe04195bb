// hs-bench-plot: the cost of one frame of panning / zooming a PlotWidget over large results.
// A frame is what the IDE does when the user turns the wheel or drags: setTimeRange() to
// a new range (binary search + min/max decimation of the visible rows to the widget's
// width, one QLineSeries::replace per series, axes), then the event loop's layout and a
// full render of the widget into a QImage. The ResultStore holds a noisy sine with 1e6 and
// 1e7 rows; the widget is 1200 x 600, offscreen.
//
// Before the Google Benchmark runs, main() prints
//     plot_frame_ms 1e6 = X
//     plot_frame_ms 1e7 = Y
// the median over a fixed sequence of zooms (whole run down to 1/800 of it) and pans,
// then the mean and maximum, and the time of the worst kind of frame (the whole run
// visible: every row is decimated).
// Targets: 33 ms (1e6) and 100 ms (1e7) per frame.

#include "plot/plot_widget.h"

#include "hs/sim/result_store.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QImage>
#include <QPainter>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <map>
#include <memory>
#include <utility>
#include <vector>

namespace {

constexpr double kDuration = 100.0;  // seconds of model time in the store

struct PlotFixture {
    hs::ResultStore store;
    std::unique_ptr<hs::ui::PlotWidget> plot;
    QImage frame{1200, 600, QImage::Format_ARGB32_Premultiplied};
    std::vector<std::pair<double, double>> ranges;  // the frame sequence
    std::size_t next = 0;
};

// x = sin(t) + noise, y = cos(0.3 t) + noise over [0, kDuration].
void fillNoisySine(hs::ResultStore& store, std::size_t rows) {
    store.setColumns({"x", "y"});
    std::uint64_t state = 0x9e3779b97f4a7c15ull;
    auto noise = [&state] {  // xorshift, uniform in [-0.05, 0.05)
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return (static_cast<double>(state >> 11) * 0x1.0p-53 - 0.5) * 0.1;
    };
    for (std::size_t i = 0; i < rows; ++i) {
        const double t = kDuration * static_cast<double>(i) / static_cast<double>(rows - 1);
        const double row[2] = {std::sin(t) + noise(), std::cos(0.3 * t) + noise()};
        store.appendRow(t, row);
    }
}

// Zoom in from the whole run to 1/800 of it around 37 s, pan right and left, zoom out.
std::vector<std::pair<double, double>> frameSequence() {
    std::vector<std::pair<double, double>> ranges;
    const double centre = 37.0;
    double span = kDuration;
    for (int k = 0; k < 30; ++k, span *= 0.8)
        ranges.emplace_back(std::max(0.0, centre - span / 2),
                            std::min(kDuration, centre + span / 2));
    for (int k = 0; k < 15; ++k)
        ranges.emplace_back(ranges.back().first + span / 10, ranges.back().second + span / 10);
    for (int k = 0; k < 15; ++k)
        ranges.emplace_back(ranges.back().first - span / 10, ranges.back().second - span / 10);
    for (int k = 0; k < 30; ++k) {
        span /= 0.8;
        ranges.emplace_back(std::max(0.0, centre - span / 2),
                            std::min(kDuration, centre + span / 2));
    }
    return ranges;
}

// Built once per row count; destroyed by main() while the QApplication still exists.
std::map<std::size_t, std::unique_ptr<PlotFixture>> g_fixtures;

PlotFixture& fixture(std::size_t rows) {
    auto& f = g_fixtures[rows];
    if (!f) {
        f = std::make_unique<PlotFixture>();
        fillNoisySine(f->store, rows);
        f->plot = std::make_unique<hs::ui::PlotWidget>();
        // Not shown: the event loop must not paint a window besides the measured render.
        f->plot->resize(1200, 600);
        f->plot->setAttribute(Qt::WA_DontShowOnScreen);
        f->plot->show();
        f->plot->setResults(&f->store);
        f->plot->addVariable("x");
        f->plot->addVariable("y");
        f->ranges = frameSequence();
        QApplication::processEvents();
    }
    return *f;
}

// One frame: the new range, the layout the event loop would do, a full render.
void renderFrame(PlotFixture& f, std::pair<double, double> range) {
    f.plot->setTimeRange(range.first, range.second);
    QApplication::processEvents();
    f.frame.fill(Qt::white);
    QPainter painter(&f.frame);
    f.plot->render(&painter);
}

double millisecondsOf(PlotFixture& f, std::pair<double, double> range) {
    const auto start = std::chrono::steady_clock::now();
    renderFrame(f, range);
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

void printFrameTimes(std::size_t rows, const char* label) {
    PlotFixture& f = fixture(rows);
    renderFrame(f, {0.0, kDuration});  // warm up
    // Twice through the sequence; the median is robust against other processes on the
    // machine, the mean and the maximum are printed too.
    std::vector<double> frames;
    for (int pass = 0; pass < 2; ++pass)
        for (const auto& range : f.ranges) frames.push_back(millisecondsOf(f, range));
    double total = 0.0;
    for (double ms : frames) total += ms;
    // Worst case: the whole run visible (alternating with a zoomed frame, so that each
    // of them really changes the range).
    std::vector<double> whole;
    for (int k = 0; k < 7; ++k) {
        renderFrame(f, {10.0, 20.0});
        whole.push_back(millisecondsOf(f, {0.0, kDuration}));
    }
    std::printf("plot_frame_ms %s = %.2f\n", label, median(frames));
    std::printf("plot_frame_ms_mean %s = %.2f (max %.2f over %zu frames)\n", label,
                total / static_cast<double>(frames.size()),
                *std::max_element(frames.begin(), frames.end()), frames.size());
    std::printf("plot_frame_ms_whole_run %s = %.2f\n", label, median(whole));
    std::printf("plot_points_per_series %s = %d (decimated to %d columns)\n", label,
                f.plot->plottedPointCount("x"), f.plot->decimationColumns());
    std::fflush(stdout);
}

void BM_PlotFrame(benchmark::State& state) {
    PlotFixture& f = fixture(static_cast<std::size_t>(state.range(0)));
    for (auto _ : state) {
        renderFrame(f, f.ranges[f.next]);
        f.next = (f.next + 1) % f.ranges.size();
    }
    state.counters["rows"] = static_cast<double>(state.range(0));
}
BENCHMARK(BM_PlotFrame)->Arg(1000000)->Arg(10000000)->Unit(benchmark::kMillisecond);

void BM_PlotWholeRunFrame(benchmark::State& state) {
    PlotFixture& f = fixture(static_cast<std::size_t>(state.range(0)));
    bool whole = false;
    for (auto _ : state) {
        renderFrame(f, whole ? std::pair(0.0, kDuration) : std::pair(0.0, kDuration * 0.999));
        whole = !whole;
    }
}
BENCHMARK(BM_PlotWholeRunFrame)->Arg(1000000)->Arg(10000000)->Unit(benchmark::kMillisecond);

void BM_DecimateWholeRun(benchmark::State& state) {
    PlotFixture& f = fixture(static_cast<std::size_t>(state.range(0)));
    for (auto _ : state) {
        auto points =
            hs::ui::decimateMinMax(f.store.time(), f.store.column(0), 0.0, kDuration, 1200);
        benchmark::DoNotOptimize(points.data());
    }
}
BENCHMARK(BM_DecimateWholeRun)->Arg(1000000)->Arg(10000000)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    if (!qEnvironmentVariableIsSet("HS_ENGINE")) qputenv("HS_ENGINE", HS_ENGINE_PROGRAM);
    benchmark::Initialize(&argc, argv);
    QApplication app(argc, argv);
    printFrameTimes(1000000, "1e6");
    printFrameTimes(10000000, "1e7");
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    g_fixtures.clear();
    return 0;
}

// Engine speed with the IDE attached: the thermostat example run flat out for 100 000
// event steps headless (hs::Engine in this thread) and inside the IDE (MainWindow with its
// engine thread, snapshots ~30 times a second, the queue, history, variables and plot
// docks following). Reported as events per second for both and their ratio
// (gui_over_headless; target >= 0.9), with the engine in its own process (the IDE's
// default) and, for comparison, in a thread of the IDE.
//
// BM_GuiLatencyWhileRunningFlatOut: how responsive the IDE stays while that run goes flat
// out — a 5 ms timer on the GUI thread ticks for 1.5 s; the largest gap between ticks and
// the 99th percentile of the gaps are printed as "gui_latency_ms max = X, p99 = Y"
// (target: max <= 30 ms), with the GUI thread's CPU time over that window and the events
// it received ("gui_thread_cpu_ms = X for N events"). The gaps are a figure, not a test:
// they depend on how busy the machine is; the CPU time depends far less on it.

#include "sim/engine_link.h"
#include "sim/simulation_controller.h"
#include "window/document_controller.h"
#include "window/main_window.h"
#include "window/run_controller.h"

#include "hs/model/document.h"
#include "hs/session/model_loader.h"
#include "hs/session/run_session.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTest>

#include <QTimer>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <vector>

namespace {

constexpr std::uint64_t kSteps = 100000;

hs::SimulationSettings longRun(hs::SimulationSettings s) {
    s.stopTime = 1e9;
    s.interval = 1e5;
    return s;
}

// Opens `path` in the window with longRun()'s settings and waits for its initial state.
void loadLongRun(hs::ui::MainWindow& window, const QString& path) {
    window.openFile(path);
    hs::ui::RunSettings run = window.documents().settings();
    run.simulation = longRun(run.simulation);
    window.documents().setSettings(run, false);
    window.runController().restart();
    while (!window.controller().latest() || window.controller().latest()->step != 0) QTest::qWait(5);
}

// Events per second of the thermostat inside a MainWindow whose SimulationController was
// made under `engine` (HS_ENGINE: the engine program, or "thread" to run inside the IDE).
double guiRate(const QString& path, const QByteArray& engine) {
    qputenv("HS_ENGINE", engine);
    hs::ui::MainWindow window;
    loadLongRun(window, path);
    QElapsedTimer clock;
    clock.start();
    window.controller().runUntilStep(kSteps);
    while (!window.controller().latest() || window.controller().latest()->step < kSteps ||
           window.controller().latest()->running)
        QTest::qWait(2);
    return kSteps / (clock.nsecsElapsed() * 1e-9);
}

void BM_EngineWithGui(benchmark::State& state) {
    const QString path = QDir(QStringLiteral(HS_EXAMPLES_DIR)).filePath("Thermostat.hsm");
    double headlessRate = 0, processRate = 0, threadRate = 0;
    for (auto _ : state) {
        hs::LoadResult loaded = hs::loadModelFile(path.toStdString());
        hs::SimulationSettings settings = longRun(loaded.settings);
        settings.historyLimit = 10000;  // the IDE keeps step-back snapshots too
        {
            hs::Engine engine(loaded.model, settings);
            engine.initialize();
            hs::RunTarget target;
            target.step = kSteps;
            const auto begin = std::chrono::steady_clock::now();
            engine.runUntil(target);
            headlessRate = kSteps / std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        }
        processRate = guiRate(path, HS_ENGINE_PROGRAM);
        threadRate = guiRate(path, "thread");
        qputenv("HS_ENGINE", HS_ENGINE_PROGRAM);
    }
    state.counters["headless_events_per_s"] = headlessRate;
    state.counters["gui_events_per_s"] = processRate;
    state.counters["gui_over_headless"] = processRate / headlessRate;
    state.counters["gui_thread_over_headless"] = threadRate / headlessRate;
    std::printf("engine_events_per_second headless = %.0f, with the IDE (engine process) = %.0f, ratio = %.2f; "
                "engine thread inside the IDE = %.0f, ratio = %.2f\n",
                headlessRate, processRate, processRate / headlessRate, threadRate, threadRate / headlessRate);
}

BENCHMARK(BM_EngineWithGui)->Iterations(1)->Unit(benchmark::kMillisecond);

// The same run through an engine link alone, no window: what the link itself costs
// (snapshots built, and for the process link encoded, piped and decoded ~30 times a second).
double linkRate(hs::ui::EngineLink& link, const QString& path) {
    std::string text;
    {
        QFile f(path);
        f.open(QIODevice::ReadOnly);
        text = f.readAll().toStdString();
    }
    hs::session::SessionRequest request;
    hs::DiagnosticList diags;
    hs::doc::parseDocument(text, request.document, diags);
    request.file = path.toStdString();
    request.settings = longRun(hs::settingsFromDocument(request.document));
    request.historyLimit = 10000;
    hs::ui::SnapshotPtr latest;
    QObject::connect(&link, &hs::ui::EngineLink::snapshotReady, [&](hs::ui::SnapshotPtr s) { latest = s; });
    link.load(hs::ui::SessionPtr(hs::session::makeSession(request, diags)), request, 1);
    while (!latest || latest->step != 0) QTest::qWait(2);
    QElapsedTimer clock;
    clock.start();
    link.runUntilStep(kSteps);
    while (!latest || latest->step < kSteps || latest->running) QTest::qWait(2);
    return kSteps / (clock.nsecsElapsed() * 1e-9);
}

void BM_EngineLinks(benchmark::State& state) {
    const QString path = QDir(QStringLiteral(HS_EXAMPLES_DIR)).filePath("Thermostat.hsm");
    double processRate = 0, threadRate = 0;
    for (auto _ : state) {
        hs::ui::ProcessLink process(QStringLiteral(HS_ENGINE_PROGRAM));
        processRate = linkRate(process, path);
        hs::ui::ThreadLink thread;
        threadRate = linkRate(thread, path);
    }
    state.counters["process_over_thread"] = processRate / threadRate;
    std::printf("engine_link_events_per_second process = %.0f, thread = %.0f, process/thread = %.2f\n", processRate,
                threadRate, processRate / threadRate);
}

BENCHMARK(BM_EngineLinks)->Iterations(1)->Unit(benchmark::kMillisecond);

// CPU time of the calling thread, in ms.
double threadCpuMs() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) * 1e-6;
}

void BM_GuiLatencyWhileRunningFlatOut(benchmark::State& state) {
    const QString path = QDir(QStringLiteral(HS_EXAMPLES_DIR)).filePath("Thermostat.hsm");
    double worst = 0, p99 = 0, cpu = 0;
    std::size_t events = 0;
    for (auto _ : state) {
        hs::ui::MainWindow window;
        window.resize(1400, 900);
        window.show();
        loadLongRun(window, path);
        window.controller().run();
        while (!window.controller().running()) QTest::qWait(1);
        std::vector<double> gaps;
        const double cpuBefore = threadCpuMs();
        const std::size_t eventsBefore = window.controller().events().size();
        QElapsedTimer clock, total;
        clock.start();
        total.start();
        QTimer tick;
        QObject::connect(&tick, &QTimer::timeout, [&] { gaps.push_back(clock.nsecsElapsed() * 1e-6); clock.restart(); });
        tick.start(5);
        while (total.elapsed() < 1500) QTest::qWait(5);
        tick.stop();
        cpu = threadCpuMs() - cpuBefore;
        events = window.controller().events().size() - eventsBefore;
        window.controller().pause();
        while (window.controller().running()) QTest::qWait(5);
        std::sort(gaps.begin(), gaps.end());
        worst = gaps.empty() ? 0 : gaps.back();
        p99 = gaps.empty() ? 0 : gaps[static_cast<std::size_t>(0.99 * (gaps.size() - 1))];
    }
    state.counters["max_gap_ms"] = worst;
    state.counters["p99_gap_ms"] = p99;
    state.counters["gui_cpu_ms"] = cpu;
    std::printf("gui_latency_ms max = %.1f, p99 = %.1f (target: max <= 30)\n", worst, p99);
    std::printf("gui_thread_cpu_ms = %.0f for %zu events\n", cpu, events);
}

BENCHMARK(BM_GuiLatencyWhileRunningFlatOut)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace

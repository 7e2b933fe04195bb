// Engine speed with the IDE attached: the thermostat example run flat out for 100 000
// event steps headless (hs::Engine in this thread) and inside the IDE (MainWindow with its
// engine thread, snapshots ~30 times a second, the queue, history, variables and plot
// docks following). Reported as events per second for both and their ratio
// (gui_over_headless; target >= 0.8).

#include "sim/engine_worker.h"
#include "window/main_window.h"

#include "hs/model/model_loader.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QTest>

#include <chrono>

namespace {

constexpr std::uint64_t kSteps = 100000;

hs::SimulationSettings longRun(hs::SimulationSettings s) {
    s.stopTime = 1e9;
    s.interval = 1e5;
    return s;
}

void BM_EngineWithGui(benchmark::State& state) {
    const QString path = QDir(QStringLiteral(HS_EXAMPLES_DIR)).filePath("Thermostat.hsm");
    double headlessRate = 0, guiRate = 0;
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
        hs::ui::MainWindow window;
        window.openFile(path);
        window.controller().setSettings(longRun(window.controller().settings()));
        window.controller().reset();
        while (!window.controller().latest() || window.controller().latest()->step != 0) QTest::qWait(5);
        QElapsedTimer clock;
        clock.start();
        window.controller().runUntilStep(kSteps);
        while (!window.controller().latest() || window.controller().latest()->step < kSteps ||
               window.controller().latest()->running)
            QTest::qWait(2);
        guiRate = kSteps / (clock.nsecsElapsed() * 1e-9);
    }
    state.counters["headless_events_per_s"] = headlessRate;
    state.counters["gui_events_per_s"] = guiRate;
    state.counters["gui_over_headless"] = guiRate / headlessRate;
    std::printf("engine_events_per_second headless = %.0f, with the IDE = %.0f, ratio = %.2f\n", headlessRate,
                guiRate, guiRate / headlessRate);
}

BENCHMARK(BM_EngineWithGui)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace

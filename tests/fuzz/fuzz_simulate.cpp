// Fuzz target: any bytes as a Modelica source; what compiles is simulated briefly — at
// most 2 000 event steps, one model second, 16 MB of results, and one second of wall-clock
// time (a watchdog requests Stop, which ends even a model's own loops).

#include "hs/session/model_loader.h"
#include "hs/sim/engine.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    hs::LoadResult loaded = hs::loadModelText(text, "fuzz.mo");
    if (!loaded.model) return 0;
    hs::SimulationSettings settings = loaded.settings;
    settings.stopTime = 1.0;
    settings.startTime = 0.0;
    settings.interval = 0.01;
    settings.maxSteps = 5000;
    settings.maxMemory = 16'000'000;
    settings.instantLoopLimit = 1000;
    hs::Engine engine(loaded.model, settings);
    std::mutex m;
    std::condition_variable cv;
    bool done = false;
    std::thread watchdog([&] {
        std::unique_lock lock(m);
        if (!cv.wait_for(lock, std::chrono::seconds(1), [&] { return done; })) engine.requestStop();
    });
    if (engine.initialize()) {
        hs::RunTarget target;
        target.step = 2000;
        engine.runUntil(target);
    }
    {
        std::lock_guard lock(m);
        done = true;
    }
    cv.notify_one();
    watchdog.join();
    return 0;
}

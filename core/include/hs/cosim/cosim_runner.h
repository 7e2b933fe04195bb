#pragma once
// Running a multi-module model on one processor, in one of three ways (the run time tR
// is not the model time tM; only the order of activations changes):
//
//  - Lock-step: every module advances one step Δt per cycle, in activation order,
//    exchanging one sample per signal.
//  - Whole interval: each module runs once over the whole interval on full-length
//    signal arrays, in activation order.
//  - Frames of length TK = K·Δt: every frame runs each module in activation order over
//    K samples; dynamic blocks and equation modules carry their state into the next
//    frame.
//
// What a module reads (the rule that makes the loop error grow with TK): at sample k of
// a frame starting at sample k0, an input whose producer comes earlier in the activation
// order reads the producer's sample k (already computed in this frame); an input whose
// producer comes later (or is the module itself) reads the producer's last sample of the
// previous frame, k0 − 1, held for the whole frame (its value at the start for the
// first frame). Lock-step is the case K = 1, whole interval the case K = N. The final
// sample N is computed after the last frame with the same rule (backward inputs read
// sample N − 1).
//
// Thread-safe as a function: every run builds its own modules.

#include "hs/lang/diagnostic.h"
#include "hs/model/document.h"
#include "hs/model/run_choices.h"
#include "hs/sim/result_store.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace hs::cosim {

struct CosimOptions {
    RunMode mode = RunMode::LockStep;
    double startTime = 0.0;
    double stopTime = 1.0;
    double step = 0.01;     // Δt
    double frame = 0.0;     // TK for Frames (rounded to a whole number of steps)
    std::vector<std::pair<std::string, double>> parameters;  // "Module.p" overrides
    bool recordEvents = false;  // the modules' engines log their executed events
    std::shared_ptr<const std::atomic<bool>> stopSignal;  // stops every module's engine
};

struct CosimResult {
    bool ok = false;
    ResultStore results;              // time + Module.var columns, one row per sample
    std::uint64_t dispatches = 0;     // module activations
    std::uint64_t frames = 0;
    double seconds = 0.0;             // run time tR (excluding model compilation)
    std::vector<std::string> order;   // activation order (module names)
    std::vector<std::string> outputs; // the modules' output ports, "Module.port" (result columns)
    DiagnosticList diagnostics;
};

// The largest error of a run against a reference run of the same document (lock-step):
// the largest |difference| over every module output at every sample of the reference —
// one definition for the command line's compare table and the IDE's Compare view.
struct LargestError {
    double value = 0.0;
    std::string output;  // where it is largest ("Plant.y"); empty when every output agrees
    double time = 0.0;
};
LargestError largestError(const CosimResult& run, const CosimResult& reference);

// Is TK a whole number (>= 1) of steps? The check every frames run makes first.
bool wholeFrames(double frame, double step);

// The options a document asks for (its cosimulation section and experiment).
CosimOptions cosimOptions(const doc::Document& document);

CosimResult runCosim(const doc::Document& document, const std::string& file, const CosimOptions& options);

}  // namespace hs::cosim

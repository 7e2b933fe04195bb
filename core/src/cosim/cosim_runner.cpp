#include "hs/cosim/cosim_runner.h"

#include "hs/cosim/network_run.h"

#include "hs/cosim/network.h"
#include "hs/session/model_loader.h"

#include <chrono>
#include <cmath>

namespace hs::cosim {

CosimOptions cosimOptions(const doc::Document& d) {
    CosimOptions o;
    o.startTime = d.experiment.startTime;
    o.stopTime = d.experiment.stopTime;
    if (d.cosimulation) {
        const auto& c = *d.cosimulation;
        o.step = c.step;
        o.mode = c.mode;
        o.frame = c.frame.value_or(c.step);
    }
    return o;
}

bool wholeFrames(double frame, double step) {
    if (!(frame > 0) || !(step > 0)) return false;
    const double frames = frame / step;
    const double K = std::llround(frames);
    return K >= 1 && std::fabs(frames - K) <= 1e-6 * std::max(1.0, frames);
}

LargestError largestError(const CosimResult& run, const CosimResult& reference) {
    LargestError worst;
    const ResultStore& a = run.results;
    const ResultStore& ref = reference.results;
    for (const auto& name : reference.outputs) {
        const int ca = a.columnIndex(name), cr = ref.columnIndex(name);
        if (ca < 0 || cr < 0) continue;
        const std::size_t rows = std::min(a.rowCount(), ref.rowCount());
        for (std::size_t i = 0; i < rows; ++i) {
            const double e = std::fabs(a.column(static_cast<std::size_t>(ca))[i] - ref.column(static_cast<std::size_t>(cr))[i]);
            if (e > worst.value) {
                worst.value = e;
                worst.output = name;
                worst.time = ref.time()[i];
            }
        }
    }
    return worst;
}

CosimResult runCosim(const doc::Document& d, const std::string& file, const CosimOptions& o) {
    CosimResult result;
    result.diagnostics.setFile(file);
    NetworkRun run;  // checks the step, the interval and the frame length first
    const auto begin = std::chrono::steady_clock::now();
    if (!run.start(d, file, o, result.diagnostics)) return result;
    for (int m : run.network().order()) result.order.push_back(run.network().modules()[m]->name());
    result.outputs = run.outputs();
    run.run(result.diagnostics);
    const bool ok = !run.failed();
    result.dispatches = run.dispatches();
    result.frames = run.frames();
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    result.results.setColumns(run.columnNames());
    run.appendRows(result.results, 0);
    result.ok = ok;
    return result;
}

}  // namespace hs::cosim

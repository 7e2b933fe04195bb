#include "hs/cosim/cosim_runner.h"

#include "hs/cosim/network.h"
#include "hs/model/model_loader.h"

#include <chrono>
#include <cmath>

namespace hs::cosim {

const char* runModeName(RunMode mode) {
    switch (mode) {
    case RunMode::LockStep: return "lockstep";
    case RunMode::WholeInterval: return "whole";
    case RunMode::Frames: return "frames";
    }
    return "";
}

CosimOptions cosimOptions(const doc::Document& d) {
    CosimOptions o;
    o.startTime = d.experiment.startTime;
    o.stopTime = d.experiment.stopTime;
    if (d.cosimulation) {
        const auto& c = *d.cosimulation;
        o.step = c.step;
        if (c.mode == "whole") o.mode = RunMode::WholeInterval;
        if (c.mode == "frames") o.mode = RunMode::Frames;
        o.frame = c.frame.value_or(c.step);
    }
    return o;
}

namespace {

// The signals of one run: every output of every module, one sample per step.
class Exchange {
public:
    Exchange(Network& net, int samples) : m_net(net) {
        const auto& modules = net.modules();
        m_y.resize(modules.size());
        m_start.resize(modules.size());
        m_sources.resize(modules.size());
        for (std::size_t m = 0; m < modules.size(); ++m) {
            m_y[m].assign(modules[m]->outputNames().size(), std::vector<double>(samples, 0.0));
            m_start[m].assign(modules[m]->outputNames().size(), 0.0);
            // where each input comes from, decided once
            for (std::size_t i = 0; i < modules[m]->inputNames().size(); ++i) {
                Source src;
                const int li = net.linkOf(static_cast<int>(m), static_cast<int>(i));
                src.fallback = modules[m]->inputDefault(static_cast<int>(i));
                if (li >= 0) {
                    const Link& l = net.links()[li];
                    src.producer = l.producer;
                    src.output = l.output;
                    src.earlier = net.position(l.producer) < net.position(static_cast<int>(m));
                }
                m_sources[m].push_back(src);
            }
        }
    }

    // Outputs of every module at the start, before any exchange: inputs at their defaults.
    void captureStart(double t0) {
        auto& modules = m_net.modules();
        for (std::size_t m = 0; m < modules.size(); ++m) {
            for (std::size_t i = 0; i < modules[m]->inputNames().size(); ++i)
                modules[m]->setInput(static_cast<int>(i), modules[m]->inputDefault(static_cast<int>(i)));
            modules[m]->computeOutputs(t0, m_start[m].data());
        }
    }

    // Sets module m's inputs for sample k of a frame that starts at k0.
    void feed(int m, int k, int k0) {
        auto& module = *m_net.modules()[m];
        const auto& sources = m_sources[m];
        for (std::size_t i = 0; i < sources.size(); ++i) {
            const Source& src = sources[i];
            double v = src.fallback;
            if (src.producer >= 0) {
                if (src.earlier)
                    v = m_y[src.producer][src.output][k];
                else
                    v = k0 == 0 ? m_start[src.producer][src.output] : m_y[src.producer][src.output][k0 - 1];
            }
            module.setInput(static_cast<int>(i), v);
        }
    }

    void store(int m, int k, const std::vector<double>& y) {
        for (std::size_t o = 0; o < y.size(); ++o) m_y[m][o][k] = y[o];
    }

private:
    struct Source {
        int producer = -1, output = -1;
        bool earlier = false;  // the producer runs before this module in the activation order
        double fallback = 0.0;
    };
    Network& m_net;
    std::vector<std::vector<std::vector<double>>> m_y;  // module, output, sample
    std::vector<std::vector<double>> m_start;
    std::vector<std::vector<Source>> m_sources;
};

class Run {
public:
    Run(Network& net, const CosimOptions& o, int steps)
        : m_net(net), m_o(o), m_steps(steps), m_exchange(net, steps + 1) {
        std::vector<std::string> names;
        for (auto& module : net.modules()) {
            const auto recorded = module->recordedNames();
            for (const auto& n : recorded) names.push_back(module->name() + "." + n);
            // each module's samples are contiguous: a frame writes one block of memory
            m_width.push_back(static_cast<int>(recorded.size()));
            m_rows.emplace_back(static_cast<std::size_t>(steps + 1) * recorded.size(), 0.0);
            m_outputs.emplace_back(module->outputNames().size(), 0.0);
        }
        m_names = names;
    }

    double t(int k) const { return m_o.startTime + k * m_o.step; }

    bool start(DiagnosticList& diags) {
        for (auto& module : m_net.modules())
            if (!module->initialize(m_o.startTime, diags)) return false;
        m_exchange.captureStart(m_o.startTime);
        return true;
    }

    // Module m at sample k of a frame starting at k0; advances to k + 1 unless k == N.
    bool process(int m, int k, int k0, DiagnosticList& diags) {
        auto& module = *m_net.modules()[m];
        m_exchange.feed(m, k, k0);
        std::vector<double>& y = m_outputs[m];
        module.computeOutputs(t(k), y.data());
        m_exchange.store(m, k, y);
        module.recordedValues(&m_rows[m][static_cast<std::size_t>(k) * m_width[m]]);
        if (k < m_steps && !module.advance(t(k), t(k + 1))) {
            if (const DiagnosticList* own = module.diagnostics())
                for (auto d : own->items()) {
                    d.message = module.name() + ": " + d.message;
                    diags.items().push_back(d);
                }
            return false;
        }
        return true;
    }

    // Frames of K steps; returns the number of frames.
    bool frames(int K, std::uint64_t& dispatches, std::uint64_t& frames, DiagnosticList& diags) {
        const auto& order = m_net.order();
        for (int k0 = 0; k0 < m_steps; k0 += K) {
            const int k1 = std::min(k0 + K, m_steps);
            ++frames;
            for (int m : order) {
                ++dispatches;
                for (int k = k0; k < k1; ++k)
                    if (!process(m, k, k0, diags)) return false;
            }
        }
        return finalSample(diags);
    }

    bool lockStep(std::uint64_t& dispatches, std::uint64_t& frames, DiagnosticList& diags) {
        const auto& order = m_net.order();
        for (int k = 0; k < m_steps; ++k) {
            ++frames;
            for (int m : order) {
                ++dispatches;
                if (!process(m, k, k, diags)) return false;
            }
        }
        return finalSample(diags);
    }

    bool whole(std::uint64_t& dispatches, std::uint64_t& frames, DiagnosticList& diags) {
        frames = 1;
        for (int m : m_net.order()) {
            ++dispatches;
            for (int k = 0; k < m_steps; ++k)
                if (!process(m, k, 0, diags)) return false;
        }
        return finalSample(diags);
    }

    void fill(ResultStore& results) const {
        results.setColumns(m_names);
        std::vector<double> row(m_names.size());
        for (int k = 0; k <= m_steps; ++k) {
            std::size_t c = 0;
            for (std::size_t m = 0; m < m_rows.size(); ++m)
                for (int j = 0; j < m_width[m]; ++j) row[c++] = m_rows[m][static_cast<std::size_t>(k) * m_width[m] + j];
            results.appendRow(t(k), row.data());
        }
    }

private:
    // The last sample, after every frame: backward inputs read sample N - 1.
    bool finalSample(DiagnosticList& diags) {
        if (m_steps == 0) {
            for (int m : m_net.order())
                if (!process(m, 0, 0, diags)) return false;
            return true;
        }
        for (int m : m_net.order())
            if (!process(m, m_steps, m_steps, diags)) return false;
        return true;
    }

    Network& m_net;
    const CosimOptions& m_o;
    int m_steps;
    Exchange m_exchange;
    std::vector<std::vector<double>> m_rows, m_outputs;  // per module
    std::vector<int> m_width;
    std::vector<std::string> m_names;
};

}  // namespace

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
    if (!(o.step > 0) || !(o.stopTime > o.startTime)) {
        result.diagnostics.error("invalid-settings", {}, "cosimulation: the step must be positive and the stop time after the start");
        return result;
    }
    const double n = (o.stopTime - o.startTime) / o.step;
    const int steps = static_cast<int>(std::llround(n));
    if (std::fabs(n - steps) > 1e-6 * std::max(1.0, n)) {
        result.diagnostics.error("invalid-settings", {}, "cosimulation: the interval is not a whole number of steps");
        return result;
    }
    int K = 1;
    if (o.mode == RunMode::Frames) {
        K = static_cast<int>(std::llround(o.frame / o.step));
        if (!wholeFrames(o.frame, o.step)) {
            result.diagnostics.error("invalid-settings", {}, "cosimulation: the frame length must be a whole number of steps");
            return result;
        }
    }
    SimulationSettings settings = settingsFromDocument(d);
    settings.startTime = o.startTime;
    settings.stopTime = o.stopTime;
    settings.interval = o.step;
    settings.recordResults = false;
    settings.recordEvents = false;
    Network net;
    if (!net.build(d, file, settings, result.diagnostics)) return result;
    for (int m : net.order()) result.order.push_back(net.modules()[m]->name());
    for (const auto& module : net.modules())
        for (const auto& port : module->outputNames()) result.outputs.push_back(module->name() + "." + port);
    Run run(net, o, steps);
    const auto begin = std::chrono::steady_clock::now();
    bool ok = run.start(result.diagnostics);
    if (ok) {
        switch (o.mode) {
        case RunMode::LockStep: ok = run.lockStep(result.dispatches, result.frames, result.diagnostics); break;
        case RunMode::WholeInterval: ok = run.whole(result.dispatches, result.frames, result.diagnostics); break;
        case RunMode::Frames: ok = run.frames(K, result.dispatches, result.frames, result.diagnostics); break;
        }
    }
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    run.fill(result.results);
    result.ok = ok;
    return result;
}

}  // namespace hs::cosim

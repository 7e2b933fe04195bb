#include "hs/cosim/network_run.h"

#include "hs/session/model_loader.h"

#include <algorithm>
#include <cmath>

namespace hs::cosim {

// The signals of one run: every output of every module, one sample per step.
class NetworkRun::Exchange {
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

NetworkRun::NetworkRun() = default;
NetworkRun::~NetworkRun() = default;

bool NetworkRun::build(const doc::Document& d, const std::string& file, const CosimOptions& o, DiagnosticList& diags) {
    m_options = o;
    if (!(o.step > 0) || !(o.stopTime > o.startTime)) {
        diags.error(Code::InvalidSettings, {},
                    msg("the step must be positive and the stop time after the start"),
                    "cosimulation");
        return false;
    }
    const double n = (o.stopTime - o.startTime) / o.step;
    m_steps = static_cast<int>(std::llround(n));
    if (std::fabs(n - m_steps) > 1e-6 * std::max(1.0, n)) {
        diags.error(Code::InvalidSettings, {}, msg("the interval is not a whole number of steps"),
                    "cosimulation");
        return false;
    }
    switch (o.mode) {
    case RunMode::LockStep: m_frameSteps = 1; break;
    case RunMode::WholeInterval: m_frameSteps = std::max(1, m_steps); break;
    case RunMode::Frames:
        if (!wholeFrames(o.frame, o.step)) {
            diags.error(Code::InvalidSettings, {},
                        msg("the frame length must be a whole number of steps"), "cosimulation");
            return false;
        }
        m_frameSteps = static_cast<int>(std::llround(o.frame / o.step));
        break;
    }
    SimulationSettings settings = settingsFromDocument(d);
    settings.startTime = o.startTime;
    settings.stopTime = o.stopTime;
    settings.interval = o.step;
    settings.recordResults = false;
    settings.recordEvents = o.recordEvents;
    settings.stopSignal = o.stopSignal;
    m_net = std::make_unique<Network>();
    if (!m_net->build(d, file, settings, diags) || !m_net->setParameters(o.parameters, diags)) return false;
    m_exchange = std::make_unique<Exchange>(*m_net, m_steps + 1);
    m_names.clear();
    for (auto& module : m_net->modules()) {
        const auto recorded = module->recordedNames();
        for (const auto& name : recorded) m_names.push_back(module->name() + "." + name);
        // each module's samples are contiguous: a frame writes one block of memory
        m_width.push_back(static_cast<int>(recorded.size()));
        m_rows.emplace_back(static_cast<std::size_t>(m_steps + 1) * recorded.size(), 0.0);
        m_outputs.emplace_back(module->outputNames().size(), 0.0);
    }
    return true;
}

bool NetworkRun::initialize(DiagnosticList& diags) {
    if (!m_net) return false;
    for (auto& module : m_net->modules())
        if (!module->initialize(m_options.startTime, diags)) {
            m_failed = true;
            return false;
        }
    m_exchange->captureStart(m_options.startTime);
    return true;
}

std::vector<std::string> NetworkRun::outputs() const {
    std::vector<std::string> out;
    if (!m_net) return out;
    for (const auto& module : m_net->modules())
        for (const auto& port : module->outputNames()) out.push_back(module->name() + "." + port);
    return out;
}

double NetworkRun::time() const { return m_finished ? m_options.stopTime : t(m_k0); }

// Module m at sample k of a frame starting at k0; advances to k + 1 unless k == N.
bool NetworkRun::process(int m, int k, int k0, DiagnosticList& diags) {
    auto& module = *m_net->modules()[m];
    m_exchange->feed(m, k, k0);
    std::vector<double>& y = m_outputs[m];
    module.computeOutputs(t(k), y.data());
    m_exchange->store(m, k, y);
    module.recordedValues(&m_rows[m][static_cast<std::size_t>(k) * m_width[m]]);
    if (k < m_steps && !module.advance(t(k), t(k + 1))) {
        if (const DiagnosticList* own = module.diagnostics())
            for (auto d : own->items()) {
                prefixElement(d, module.name());
                diags.items().push_back(d);
            }
        return false;
    }
    return true;
}

bool NetworkRun::stepFrame(DiagnosticList& diags) {
    if (!m_net || m_finished || m_failed) return false;
    if (m_k0 < m_steps) {
        const int k1 = std::min(m_k0 + m_frameSteps, m_steps);
        ++m_frames;
        for (int m : m_net->order()) {
            ++m_dispatches;
            for (int k = m_k0; k < k1; ++k)
                if (!process(m, k, m_k0, diags)) {
                    m_failed = true;
                    return false;
                }
        }
        m_k0 = k1;
        m_done = k1;
        if (m_k0 < m_steps) return true;
    }
    if (!finalSample(diags)) {
        m_failed = true;
        return false;
    }
    m_done = m_steps + 1;
    m_finished = true;
    return false;
}

// The last sample, after every frame: backward inputs read sample N - 1.
bool NetworkRun::finalSample(DiagnosticList& diags) {
    for (int m : m_net->order())
        if (!process(m, m_steps, m_steps, diags)) return false;
    return true;
}

void NetworkRun::runUntil(double tEnd, DiagnosticList& diags) {
    while (!m_finished && !m_failed && time() < tEnd)
        if (!stepFrame(diags)) break;
}

std::size_t NetworkRun::rowCount() const { return static_cast<std::size_t>(m_done); }

void NetworkRun::appendRows(ResultStore& out, std::size_t from) const {
    std::vector<double> row(m_names.size());
    for (std::size_t k = from; k < static_cast<std::size_t>(m_done); ++k) {
        std::size_t c = 0;
        for (std::size_t m = 0; m < m_rows.size(); ++m)
            for (int j = 0; j < m_width[m]; ++j) row[c++] = m_rows[m][k * static_cast<std::size_t>(m_width[m]) + j];
        out.appendRow(t(static_cast<int>(k)), row.data());
    }
}

}  // namespace hs::cosim

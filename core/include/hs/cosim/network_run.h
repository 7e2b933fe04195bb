#pragma once
// A multi-module run that can be taken frame by frame: the IDE steps it and watches its
// modules; runCosim() runs one to the end. Lock-step is a frame of one step Δt, frames are
// TK = K·Δt long, the whole interval is one frame of every step; the final sample N is
// computed after the last frame (see cosim_runner.h for what a module reads). Results grow
// by whole frames: after a frame every sample before its end is final.
// Not thread-safe: a run belongs to one thread; its modules' engines may be read (queue
// snapshots, values) from that thread between calls.

#include "hs/cosim/cosim_runner.h"
#include "hs/cosim/network.h"

#include <limits>
#include <memory>

namespace hs::cosim {

class NetworkRun {
public:
    NetworkRun();
    ~NetworkRun();
    NetworkRun(const NetworkRun&) = delete;
    NetworkRun& operator=(const NetworkRun&) = delete;

    // Builds the modules and initialises them; false with diagnostics when it cannot run.
    bool start(const doc::Document& document, const std::string& file, const CosimOptions& options,
               DiagnosticList& diags) {
        return build(document, file, options, diags) && initialize(diags);
    }
    // The two halves of start(): compile and connect the modules (and set the options'
    // parameters), then compute the initial state.
    bool build(const doc::Document& document, const std::string& file, const CosimOptions& options,
               DiagnosticList& diags);
    bool initialize(DiagnosticList& diags);
    // One frame (and the final sample after the last one). False once the run has ended.
    bool stepFrame(DiagnosticList& diags);
    // Frames until the frame that reaches t is done (or the run ends).
    void runUntil(double t, DiagnosticList& diags);
    void run(DiagnosticList& diags) { runUntil(std::numeric_limits<double>::infinity(), diags); }

    bool finished() const { return m_finished; }
    bool failed() const { return m_failed; }
    // Time every module has reached: the start of the next frame (the stop time at the end).
    double time() const;
    std::uint64_t frames() const { return m_frames; }
    std::uint64_t dispatches() const { return m_dispatches; }
    const CosimOptions& options() const { return m_options; }
    Network& network() { return *m_net; }
    const Network& network() const { return *m_net; }
    // The samples computed so far (time + Module.var columns), from row `from` on.
    std::size_t rowCount() const;
    void appendRows(ResultStore& out, std::size_t from) const;
    std::vector<std::string> columnNames() const { return m_names; }
    std::vector<std::string> outputs() const;  // "Module.port" of every output

private:
    class Exchange;
    bool process(int m, int k, int k0, DiagnosticList& diags);
    bool finalSample(DiagnosticList& diags);
    double t(int k) const { return m_options.startTime + k * m_options.step; }

    std::unique_ptr<Network> m_net;
    std::unique_ptr<Exchange> m_exchange;
    CosimOptions m_options;
    int m_steps = 0, m_frameSteps = 1;
    int m_k0 = 0;  // first sample of the next frame
    int m_done = 0;  // samples whose rows are final
    bool m_finished = false, m_failed = false;
    std::uint64_t m_frames = 0, m_dispatches = 0;
    std::vector<std::vector<double>> m_rows, m_outputs;  // per module
    std::vector<int> m_width;
    std::vector<std::string> m_names;
};

}  // namespace hs::cosim

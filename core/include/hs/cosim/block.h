#pragma once
// Library blocks of the module diagram: sources, static blocks and dynamic blocks in
// state-space form. A block computes its outputs from its state and inputs at time t,
// and advances its state over a step dt with the inputs held (zero-order hold). The
// state is a plain vector so that it can be carried from frame to frame and saved in
// snapshots. Not thread-safe: a block instance belongs to one runner.

#include "hs/lang/diagnostic.h"
#include "hs/model/document.h"

#include <memory>
#include <string>
#include <vector>

namespace hs::cosim {

class Block {
public:
    virtual ~Block() = default;

    const std::vector<std::string>& inputNames() const { return m_inputs; }
    const std::vector<std::string>& outputNames() const { return m_outputs; }
    // Does some output depend on the inputs at the same instant?
    virtual bool directFeedthrough() const = 0;

    // Initial state at the start time.
    virtual void reset(double t0) = 0;
    // y (one value per output) at time t from the state and the inputs u.
    virtual void outputs(double t, const double* u, double* y) const = 0;
    // Advances the state from t to t + dt with u held.
    virtual void update(double t, double dt, const double* u) = 0;

    std::vector<double>& state() { return m_state; }
    const std::vector<double>& state() const { return m_state; }

protected:
    std::vector<std::string> m_inputs, m_outputs;
    std::vector<double> m_state;
};

// Creates a block from its specification; unknown types, missing or invalid parameters
// are diagnostics (code "invalid-block") whose element is `path` (their message starts with it).
std::unique_ptr<Block> makeBlock(const doc::BlockSpec& spec, const std::string& path, DiagnosticList& diags);

// The block types makeBlock() knows, for the editor's palette.
std::vector<std::string> blockTypes();

}  // namespace hs::cosim

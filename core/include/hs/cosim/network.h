#pragma once
// A multi-module model: modules (equation/statechart models run by their own Engine, or
// library blocks) joined by signal connections from one output port to input ports.
// Network::build() checks the connections (unknown ports, type mismatches, inputs driven
// twice, unconnected inputs) and computes the activation order: a topological order over
// direct-feedthrough dependencies. A loop is allowed when it passes through a module
// without direct feedthrough; a loop of feedthrough modules only is an error naming them.
// Not thread-safe: a network and its modules belong to one runner.

#include "hs/compile/compiled_model.h"
#include "hs/cosim/block.h"
#include "hs/lang/diagnostic.h"
#include "hs/model/document.h"
#include "hs/sim/engine.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace hs::cosim {

// One module at run time: inputs set, outputs computed at the current time, state
// advanced over an interval with the inputs held.
class ModuleRuntime {
public:
    virtual ~ModuleRuntime() = default;
    const std::string& name() const { return m_name; }
    const std::vector<std::string>& inputNames() const { return m_inputs; }
    const std::vector<std::string>& outputNames() const { return m_outputs; }
    const std::vector<ValueType>& outputTypes() const { return m_outputTypes; }
    const std::vector<ValueType>& inputTypes() const { return m_inputTypes; }
    virtual bool directFeedthrough() const = 0;
    // Default value of an unconnected input.
    virtual double inputDefault(int input) const { (void)input; return 0.0; }

    virtual bool initialize(double t0, DiagnosticList& diags) = 0;
    virtual void setInput(int input, double value) = 0;
    // Outputs at time t after the inputs were set.
    virtual void computeOutputs(double t, double* y) = 0;
    // Advances from t to tEnd with the inputs held; false on failure (diagnostics kept).
    virtual bool advance(double t, double tEnd) = 0;
    // Advances towards tEnd in whole steps of `step` (a fixed-step project of a package):
    // stops at the last whole step that does not pass tEnd — possibly where it is — and
    // time() tells where. Events inside the module may shift its step grid.
    virtual bool advanceWholeSteps(double t, double tEnd, double step) = 0;
    virtual double time() const = 0;

    // Values recorded in results: names and current values.
    virtual std::vector<std::string> recordedNames() const = 0;
    virtual void recordedValues(double* out) const = 0;
    virtual const DiagnosticList* diagnostics() const { return nullptr; }

protected:
    std::string m_name;
    std::vector<std::string> m_inputs, m_outputs;
    std::vector<ValueType> m_inputTypes, m_outputTypes;
};

// A module run by an Engine: its `input`/`output` variables are its ports.
class EngineModule final : public ModuleRuntime {
public:
    EngineModule(std::string name, std::shared_ptr<const CompiledModel> model, SimulationSettings settings);
    bool directFeedthrough() const override { return m_feedthrough; }
    double inputDefault(int input) const override;
    bool initialize(double t0, DiagnosticList& diags) override;
    void setInput(int input, double value) override;
    void computeOutputs(double t, double* y) override;
    bool advance(double t, double tEnd) override;
    bool advanceWholeSteps(double t, double tEnd, double step) override;
    double time() const override { return m_engine->time(); }
    std::vector<std::string> recordedNames() const override;
    void recordedValues(double* out) const override;
    const DiagnosticList* diagnostics() const override { return &m_engine->diagnostics(); }
    Engine& engine() { return *m_engine; }
    const Engine& engine() const { return *m_engine; }
    const std::shared_ptr<const CompiledModel>& model() const { return m_model; }

private:
    std::shared_ptr<const CompiledModel> m_model;
    std::unique_ptr<Engine> m_engine;
    std::vector<int> m_inputSlots, m_outputSlots;
    bool m_feedthrough = false;
    bool m_dirty = false;
};

// A library block.
class BlockModule final : public ModuleRuntime {
public:
    BlockModule(std::string name, std::unique_ptr<Block> block);
    bool directFeedthrough() const override { return m_block->directFeedthrough(); }
    bool initialize(double t0, DiagnosticList& diags) override;
    void setInput(int input, double value) override { m_u[input] = value; }
    void computeOutputs(double t, double* y) override;
    bool advance(double t, double tEnd) override;
    bool advanceWholeSteps(double t, double tEnd, double step) override;
    double time() const override { return m_time; }
    std::vector<std::string> recordedNames() const override { return m_outputs; }
    void recordedValues(double* out) const override;
    // The block's own step inside advance() (packages); 0 = one update over the interval.
    void setStep(double step) { m_step = step; }

private:
    std::unique_ptr<Block> m_block;
    std::vector<double> m_u, m_y;
    double m_time = 0.0;
    double m_step = 0.0;
};

struct Link {
    int producer = -1, output = -1;  // producer module and its output port
    int consumer = -1, input = -1;
};

class Network {
public:
    // Builds every module of the document and checks the connections. Returns false
    // when there are errors (all reported in diags). `file` names the document.
    // `adjust` may change the engine settings of each module (by document index).
    bool build(const doc::Document& document, const std::string& file, const SimulationSettings& settings,
               DiagnosticList& diags,
               const std::function<void(int module, SimulationSettings& settings)>& adjust = {});

    std::vector<std::unique_ptr<ModuleRuntime>>& modules() { return m_modules; }
    const std::vector<Link>& links() const { return m_links; }
    const std::vector<int>& order() const { return m_order; }          // activation order
    int position(int module) const { return m_position[module]; }      // index in order()
    // For each module and input: the link feeding it, or -1 (unconnected).
    int linkOf(int module, int input) const { return m_inputLink[module][input]; }
    int moduleIndex(const std::string& name) const;
    // Parameter overrides "Module.p" for the equation modules, before they initialise.
    // False (with an error naming it) when a module or parameter does not exist.
    bool setParameters(const std::vector<std::pair<std::string, double>>& parameters, DiagnosticList& diags);

private:
    bool computeOrder(DiagnosticList& diags);

    std::vector<std::unique_ptr<ModuleRuntime>> m_modules;
    std::vector<Link> m_links;
    std::vector<std::vector<int>> m_inputLink;
    std::vector<int> m_order, m_position;
};

}  // namespace hs::cosim

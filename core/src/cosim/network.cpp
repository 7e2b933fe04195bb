#include "hs/cosim/network.h"
#include "hs/compile/model_structure.h"
#include "hs/sim/result_store.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <set>

namespace hs::cosim {

// ------------------------------------------------------------------------- EngineModule

EngineModule::EngineModule(std::string name, std::shared_ptr<const CompiledModel> model,
                           SimulationSettings settings)
    : m_model(std::move(model)) {
    m_name = std::move(name);
    m_engine = std::make_unique<Engine>(m_model, settings);
    for (const auto& v : m_model->variables) {
        if (v.kind == VarKind::Input) {
            m_inputs.push_back(v.name);
            m_inputTypes.push_back(v.type);
            m_inputSlots.push_back(v.slot);
        } else if (v.isOutput) {
            m_outputs.push_back(v.name);
            m_outputTypes.push_back(v.type);
            m_outputSlots.push_back(v.slot);
        }
    }
    // Direct feedthrough: an output computed by the equations from an input without
    // passing through a state (states and discrete variables are not computed by them).
    std::map<int, std::set<int>> reads;  // computed slot -> slots its block reads
    for (const auto& b : m_model->odeBlocks) {
        const BlockAccess access = blockAccess(*m_model, b);
        const std::set<int> r(access.reads.begin(), access.reads.end());
        for (int w : access.writes) reads[w] = r;
    }
    const std::set<int> inputs(m_inputSlots.begin(), m_inputSlots.end());
    std::set<int> visited;
    std::function<bool(int)> dependsOnInput = [&](int slot) {
        if (inputs.count(slot)) return true;
        if (!visited.insert(slot).second) return false;
        auto it = reads.find(slot);
        if (it == reads.end()) return false;
        for (int r : it->second)
            if (dependsOnInput(r)) return true;
        return false;
    };
    for (int slot : m_outputSlots) m_feedthrough = m_feedthrough || dependsOnInput(slot);
}

double EngineModule::inputDefault(int input) const { return m_model->startValues[m_inputSlots[input]]; }

bool EngineModule::initialize(double t0, DiagnosticList& diags) {
    (void)t0;
    const bool ok = m_engine->initialize();
    if (!ok) {
        for (auto d : m_engine->diagnostics().items()) {
            prefixElement(d, m_name);
            diags.items().push_back(d);
        }
    }
    return ok;
}

void EngineModule::setInput(int input, double value) {
    if (m_engine->slotValue(m_inputSlots[input]) == value) return;
    m_engine->setInput(m_inputSlots[input], value);
    m_dirty = true;
}

void EngineModule::computeOutputs(double t, double* y) {
    (void)t;
    if (m_dirty) {
        m_engine->refresh();
        m_dirty = false;
    }
    // events due at this instant (statechart start, conditions that just became true)
    // run before the outputs are read
    m_engine->runUntil(m_engine->time());
    for (std::size_t i = 0; i < m_outputSlots.size(); ++i) y[i] = m_engine->slotValue(m_outputSlots[i]);
}

bool EngineModule::advance(double t, double tEnd) {
    (void)t;
    RunTarget target;  // an exchange point: the solver's steps end on it
    target.time = tEnd;
    target.timeStop = RunTarget::TimeStop::Land;
    m_engine->runUntil(target);
    return m_engine->status() != RunStatus::Failed;
}

bool EngineModule::advanceWholeSteps(double t, double tEnd, double step) {
    RunTarget target;
    if (m_engine->integrates()) {
        // the engine's fixed-step solver takes the steps (an event restarts its grid)
        target.time = tEnd;
        target.timeStop = RunTarget::TimeStop::WholeSteps;
    } else {
        // nothing to integrate: the project's steps still divide its time
        const double steps = std::floor((tEnd - t) / step + 1e-9);
        target.time = t + std::max(0.0, steps) * step;
        target.timeStop = RunTarget::TimeStop::Land;
    }
    m_engine->runUntil(target);
    return m_engine->status() != RunStatus::Failed;
}

std::vector<std::string> EngineModule::recordedNames() const {
    std::vector<std::string> names;
    for (int slot : m_model->resultSlots) names.push_back(m_model->slotName(slot));
    return names;
}

void EngineModule::recordedValues(double* out) const {
    const auto& slots = m_model->resultSlots;
    for (std::size_t i = 0; i < slots.size(); ++i) out[i] = m_engine->slotValue(slots[i]);
}

// ------------------------------------------------------------------------- BlockModule

BlockModule::BlockModule(std::string name, std::unique_ptr<Block> block) : m_block(std::move(block)) {
    m_name = std::move(name);
    m_inputs = m_block->inputNames();
    m_outputs = m_block->outputNames();
    m_inputTypes.assign(m_inputs.size(), ValueType::Real);
    m_outputTypes.assign(m_outputs.size(), ValueType::Real);
    m_u.assign(m_inputs.size(), 0.0);
    m_y.assign(m_outputs.size(), 0.0);
}

bool BlockModule::initialize(double t0, DiagnosticList& diags) {
    (void)diags;
    m_block->reset(t0);
    m_time = t0;
    return true;
}

void BlockModule::computeOutputs(double t, double* y) {
    m_block->outputs(t, m_u.data(), m_y.data());
    std::copy(m_y.begin(), m_y.end(), y);
}

bool BlockModule::advance(double t, double tEnd) {
    if (m_step <= 0) {
        m_block->update(t, tEnd - t, m_u.data());
    } else {
        // whole steps of its own; the last one may be shorter only by rounding
        double now = t;
        while (now < tEnd - 1e-12 * std::max(1.0, std::abs(tEnd))) {
            const double h = std::min(m_step, tEnd - now);
            m_block->update(now, h, m_u.data());
            now += h;
        }
    }
    m_time = tEnd;
    return true;
}

bool BlockModule::advanceWholeSteps(double t, double tEnd, double step) {
    double now = t;
    while (now + step <= tEnd + 1e-9 * std::max(1.0, std::abs(tEnd))) {
        m_block->update(now, step, m_u.data());
        now += step;
    }
    m_time = now;
    return true;
}

void BlockModule::recordedValues(double* out) const {
    m_block->outputs(m_time, m_u.data(), const_cast<double*>(m_y.data()));
    std::copy(m_y.begin(), m_y.end(), out);
}

// ------------------------------------------------------------------------- Network

int Network::moduleIndex(const std::string& name) const {
    for (std::size_t i = 0; i < m_modules.size(); ++i)
        if (m_modules[i]->name() == name) return static_cast<int>(i);
    return -1;
}

bool Network::setParameters(const std::vector<std::pair<std::string, double>>& parameters, DiagnosticList& diags) {
    bool ok = true;
    for (const auto& [path, value] : parameters) {
        const auto dot = path.find('.');
        const int m = dot == std::string::npos ? -1 : moduleIndex(path.substr(0, dot));
        auto* module = m < 0 ? nullptr : dynamic_cast<EngineModule*>(m_modules[m].get());
        if (!module || !module->engine().setParameter(path.substr(dot + 1), value)) {
            diags.error(Code::UnknownParameter, {}, msg("no parameter named '%1' to set", path))
                .names = {path};
            ok = false;
        }
    }
    return ok;
}

namespace {

// An expression block becomes a one-equation model: y = <expression of u1..un>.
std::string expressionModel(const doc::Module& module, DiagnosticList& diags) {
    std::string expression;
    int inputs = 1;
    for (const auto& p : module.block.parameters) {
        if (p.name == "expression" && p.kind == doc::BlockParameter::Kind::Text) expression = p.text;
        if (p.name == "inputs" && p.kind == doc::BlockParameter::Kind::Number) inputs = static_cast<int>(p.number);
    }
    if (expression.empty()) {
        diags.error(Code::InvalidBlock, {}, msg("an expression block needs an \"expression\" text"),
                    module.name);
        return {};
    }
    std::string text = "model " + module.name + "\n";
    for (int i = 1; i <= inputs; ++i) {
        std::string name = "u";
        if (inputs > 1) name += std::to_string(i);
        text.append("  input Real ").append(name).append(";\n");
    }
    text += "  output Real y;\nequation\n  y = " + expression + ";\nend " + module.name + ";\n";
    return text;
}

}  // namespace

bool Network::build(const doc::Document& d, const std::string& file, const SimulationSettings& settings,
                    DiagnosticList& diags,
                    const std::function<void(int module, SimulationSettings& settings)>& adjust) {
    m_modules.clear();
    m_links.clear();
    const std::size_t errorsBefore = static_cast<std::size_t>(diags.errorCount());
    for (const auto& module : d.modules) {
        if (module.kind == doc::ModuleKind::Block && module.block.type != "expression") {
            auto block = makeBlock(module.block, module.name, diags);
            if (!block) {
                m_modules.push_back(nullptr);
                continue;
            }
            m_modules.push_back(std::make_unique<BlockModule>(module.name, std::move(block)));
            continue;
        }
        std::shared_ptr<const CompiledModel> model;
        DiagnosticList local;
        if (module.kind == doc::ModuleKind::Block) {
            const std::string text = expressionModel(module, diags);
            if (!text.empty()) model = compileSource(text, file + ":" + module.name, local);
        } else {
            model = compileModule(module, file, local);
        }
        for (auto item : local.items()) {
            // a compiler that already named the module is not prefixed twice
            if (!elementStartsWith(item, module.name)) prefixElement(item, module.name);
            item.file = file;
            diags.items().push_back(item);
        }
        if (!model) {
            m_modules.push_back(nullptr);
            continue;
        }
        SimulationSettings own = settings;
        if (adjust) adjust(static_cast<int>(m_modules.size()), own);
        m_modules.push_back(std::make_unique<EngineModule>(module.name, model, own));
    }
    if (static_cast<std::size_t>(diags.errorCount()) > errorsBefore) return false;

    m_inputLink.assign(m_modules.size(), {});
    for (std::size_t m = 0; m < m_modules.size(); ++m) m_inputLink[m].assign(m_modules[m]->inputNames().size(), -1);
    auto port = [&](const std::string& ref, bool output, const std::string& path, int& module, int& index) {
        const auto dot = ref.rfind('.');
        if (dot == std::string::npos) {
            diags.error(Code::InvalidConnection, {},
                        msg("'%1' is not of the form Module.port", ref), path);
            return false;
        }
        module = moduleIndex(ref.substr(0, dot));
        if (module < 0) {
            diags
                .error(Code::InvalidConnection, {}, msg("no module named '%1'", ref.substr(0, dot)),
                       path)
                .names = {ref};
            return false;
        }
        const auto& names = output ? m_modules[module]->outputNames() : m_modules[module]->inputNames();
        auto it = std::find(names.begin(), names.end(), ref.substr(dot + 1));
        if (it == names.end()) {
            const std::string& owner = m_modules[module]->name();
            const std::string portName = ref.substr(dot + 1);
            Message text;
            if (output && names.empty())
                text = msg("module %1 has no output '%2'", owner, portName);
            else if (output)
                text = msg("module %1 has no output '%2' (it has: %3)", owner, portName,
                           joined(names));
            else if (names.empty())
                text = msg("module %1 has no input '%2'", owner, portName);
            else
                text =
                    msg("module %1 has no input '%2' (it has: %3)", owner, portName, joined(names));
            diags.error(Code::InvalidConnection, {}, std::move(text), path).names = {ref};
            return false;
        }
        index = static_cast<int>(it - names.begin());
        return true;
    };
    for (std::size_t c = 0; c < d.connections.size(); ++c) {
        const auto& conn = d.connections[c];
        const std::string path = "connections[" + std::to_string(c) + "]";
        int producer, output;
        if (!port(conn.from, true, path + ".from", producer, output)) continue;
        for (std::size_t k = 0; k < conn.to.size(); ++k) {
            int consumer, input;
            if (!port(conn.to[k], false, path + ".to[" + std::to_string(k) + "]", consumer, input)) continue;
            const ValueType from = m_modules[producer]->outputTypes()[output];
            const ValueType to = m_modules[consumer]->inputTypes()[input];
            if ((from == ValueType::Boolean) != (to == ValueType::Boolean) ||
                (from == ValueType::Real && to == ValueType::Integer)) {
                diags
                    .error(Code::TypeMismatch, {},
                           msg("%1 is %2 but %3 is %4", conn.from, valueTypeName(from), conn.to[k],
                               valueTypeName(to)),
                           path)
                    .names = {conn.from, conn.to[k]};
                continue;
            }
            int& slot = m_inputLink[consumer][input];
            if (slot >= 0) {
                const Link& other = m_links[slot];
                const ModuleRuntime& driver = *m_modules[other.producer];
                diags
                    .error(Code::InputDrivenTwice, {},
                           msg("%1 is already driven by %2", conn.to[k],
                               driver.name() + "." + driver.outputNames()[other.output]),
                           path)
                    .names = {conn.to[k]};
                continue;
            }
            slot = static_cast<int>(m_links.size());
            m_links.push_back({producer, output, consumer, input});
        }
    }
    for (std::size_t m = 0; m < m_modules.size(); ++m) {
        for (std::size_t i = 0; i < m_inputLink[m].size(); ++i) {
            if (m_inputLink[m][i] >= 0) continue;
            const std::string name = m_modules[m]->name() + "." + m_modules[m]->inputNames()[i];
            diags
                .warning(Code::UnconnectedInput, {},
                         msg("%1 is not connected; it keeps the value %2", name,
                             formatNumber(m_modules[m]->inputDefault(static_cast<int>(i)))))
                .names = {name};
        }
    }
    if (static_cast<std::size_t>(diags.errorCount()) > errorsBefore) return false;
    return computeOrder(diags);
}

bool Network::computeOrder(DiagnosticList& diags) {
    const int n = static_cast<int>(m_modules.size());
    // producer -> consumer edges where the consumer's outputs react at once
    std::vector<std::vector<int>> next(n);
    std::vector<int> indegree(n, 0);
    for (const auto& l : m_links) {
        if (!m_modules[l.consumer]->directFeedthrough() || l.producer == l.consumer) continue;
        next[l.producer].push_back(l.consumer);
        ++indegree[l.consumer];
    }
    m_order.clear();
    std::vector<bool> done(n, false);
    for (int placed = 0; placed < n; ++placed) {
        int pick = -1;
        for (int m = 0; m < n && pick < 0; ++m)
            if (!done[m] && indegree[m] == 0) pick = m;
        if (pick < 0) break;
        done[pick] = true;
        m_order.push_back(pick);
        for (int c : next[pick]) --indegree[c];
    }
    // a self-loop through a feedthrough module is a loop too
    for (const auto& l : m_links) {
        if (l.producer == l.consumer && m_modules[l.consumer]->directFeedthrough()) {
            diags
                .error(
                    Code::AlgebraicLoop, {},
                    msg("module %1 feeds its own input with direct feedthrough: an algebraic loop",
                        m_modules[l.producer]->name()))
                .names = {m_modules[l.producer]->name()};
            return false;
        }
    }
    if (static_cast<int>(m_order.size()) < n) {
        // what Kahn's algorithm left is the loops and what lies downstream of them; peel
        // off the modules that feed nothing left, so that only the loops are named
        std::vector<bool> inLoop(n);
        for (int m = 0; m < n; ++m) inLoop[m] = !done[m];
        for (bool changed = true; changed;) {
            changed = false;
            for (int m = 0; m < n; ++m) {
                if (!inLoop[m]) continue;
                bool feeds = false;
                for (int c : next[m]) feeds = feeds || inLoop[c];
                if (!feeds) {
                    inLoop[m] = false;
                    changed = true;
                }
            }
        }
        std::vector<std::string> names;
        for (int m = 0; m < n; ++m)
            if (inLoop[m]) names.push_back(m_modules[m]->name());
        diags
            .error(Code::AlgebraicLoop, {},
                   msg("a loop of modules with direct feedthrough only: %1 (add a module without "
                       "direct "
                       "feedthrough, such as an integrator or a unit delay)",
                       joined(names)))
            .names = names;
        return false;
    }
    m_position.assign(n, 0);
    for (int i = 0; i < n; ++i) m_position[m_order[i]] = i;
    return true;
}

}  // namespace hs::cosim

#include "session/sessions.h"

#include "hs/sim/order_explorer.h"

#include <algorithm>

namespace hs::session {

ModelSession::ModelSession(std::shared_ptr<const CompiledModel> model, SimulationSettings settings,
                           std::vector<std::pair<std::string, double>> parameters)
    : m_model(std::move(model)), m_settings(std::move(settings)), m_parameters(std::move(parameters)) {
    for (const auto& v : m_model->variables) {
        if (v.kind == VarKind::Internal || v.kind == VarKind::Derivative) continue;
        SessionVariable s;
        s.name = v.name;
        s.kind = v.kind;
        s.type = v.type;
        s.unit = v.unit;
        s.description = v.description;
        s.editable = v.kind == VarKind::Parameter && !v.structural;
        m_variables.push_back(std::move(s));
        m_slots.push_back(v.slot);
    }
}

bool ModelSession::initialize() {
    m_plan.clear();
    m_planPending = false;
    std::unique_ptr<Engine> before;
    {
        // a pause or stop from another thread is not inside the engine being replaced
        std::lock_guard<std::mutex> lock(m_liveLock);
        m_live.store(nullptr);
        before = std::move(m_engine);
    }
    before.reset();
    m_engine = std::make_unique<Engine>(m_model, m_settings);
    {
        std::lock_guard<std::mutex> lock(m_liveLock);
        m_live.store(m_engine.get());
    }
    // after m_live is set: a requestStop() now either sees the engine or left the flag
    if (m_stopAsked.exchange(false)) m_engine->requestStop();
    for (const auto& [name, value] : m_parameters) {
        if (const VariableInfo* v = m_model->findVariable(name); v && v->structural) {
            auto& d = m_extra.error(Code::UnknownParameter, {},
                                    msg("'%1' sets the size of arrays or the range of loops: it is "
                                        "fixed when the model "
                                        "is compiled; change it in the model",
                                        name));
            d.names = {name};
            return false;
        }
        if (!m_engine->setParameter(name, value)) {
            auto& d = m_extra.error(Code::UnknownParameter, {},
                                    msg("no parameter named '%1' to set", name));
            d.names = {name};
            return false;
        }
    }
    applyBreakpoints();
    return m_engine->initialize();
}

void ModelSession::setBreakpoints(std::vector<Breakpoint> breakpoints) {
    m_breakpoints = std::move(breakpoints);
    m_breakErrors.assign(m_breakpoints.size(), std::nullopt);
    if (m_engine) applyBreakpoints();
}

// The engine watches the breakpoints that compile; each of the others keeps its first error.
void ModelSession::applyBreakpoints() {
    m_breakErrors.assign(m_breakpoints.size(), std::nullopt);
    m_breakIndex.clear();
    std::vector<Breakpoint> watched;
    for (std::size_t i = 0; i < m_breakpoints.size(); ++i) {
        DiagnosticList errors;
        if (m_engine->checkBreakpoint(m_breakpoints[i], errors)) {
            watched.push_back(m_breakpoints[i]);
            m_breakIndex.push_back(i);
        } else if (!errors.items().empty()) {
            m_breakErrors[i] = errors.items().front();
        }
    }
    DiagnosticList errors;
    m_engine->setBreakpoints(std::move(watched), errors);
}

std::vector<std::uint64_t> ModelSession::breakpointHits() const {
    std::vector<std::uint64_t> out(m_breakpoints.size(), 0);
    if (!m_engine) return out;
    for (std::size_t k = 0; k < m_breakIndex.size(); ++k)
        out[m_breakIndex[k]] = m_engine->breakpointHits(k);
    return out;
}

std::optional<BreakpointHit> ModelSession::breakpointHit() const {
    if (!m_engine || !m_engine->breakpointHit()) return std::nullopt;
    BreakpointHit hit = *m_engine->breakpointHit();
    if (hit.index >= m_breakIndex.size()) return std::nullopt;
    hit.index = m_breakIndex[hit.index];
    return hit;
}

std::vector<WatchValue> ModelSession::watch(const std::vector<std::string>& expressions) const {
    if (!m_engine) return RunSession::watch(expressions);
    std::vector<WatchValue> out;
    out.reserve(expressions.size());
    for (const std::string& text : expressions) out.push_back(m_engine->evaluateWatch(text));
    return out;
}

RunStatus ModelSession::status() const { return m_engine ? m_engine->status() : RunStatus::Failed; }

RunStatus ModelSession::step() {
    if (!m_engine) return RunStatus::Failed;
    m_engine->clearPauseRequest();
    if (!m_planPending && !m_plan.empty()) applyPlan();  // a hit kept the plan waiting
    stepPlanned();
    return m_engine->status();
}

bool ModelSession::stepPlanned() {
    const std::uint64_t before = m_engine->stepCount();
    m_engine->step();
    if (m_engine->stepCount() == before) return false;
    m_planPending = false;
    applyPlan();  // after a hit, at the next step
    return true;
}

RunStatus ModelSession::advance(const RunTarget& target) {
    if (!m_engine) return RunStatus::Failed;
    if (pauseRequested()) return m_engine->status();
    // a planned order runs step by step first; a breakpoint stops it as any run
    if (!m_planPending && !m_plan.empty()) applyPlan();
    while (m_planPending && m_engine->status() == RunStatus::Running) {
        if (target.step && m_engine->stepCount() >= *target.step) return m_engine->status();
        if (!stepPlanned() || m_engine->breakpointHit() || pauseRequested())
            return m_engine->status();
    }
    return m_engine->runUntil(target);
}

bool ModelSession::followOrder(std::uint64_t step, std::vector<std::uint64_t> order) {
    if (!m_engine || order.empty()) return false;
    m_stopAsked.store(false);  // a Stop before this does not end the run started here
    m_plan.clear();
    m_planPending = false;
    if (!reachStep(step) || !isCurrentItem(*m_engine, order.front())) {
        // the run went another way before the instant: from the start again
        if (!initialize() || !reachStep(step) || !isCurrentItem(*m_engine, order.front()))
            return false;
    }
    m_plan = std::move(order);
    m_planTime = m_engine->time();
    applyPlan();
    return true;
}

bool ModelSession::reachStep(std::uint64_t step) {
    m_engine->clearPauseRequest();
    if (m_engine->stepCount() > step && !m_engine->restoreStep(step)) return false;
    RunTarget target;
    target.step = step;
    while (m_engine->status() == RunStatus::Running && m_engine->stepCount() < step) {
        const std::uint64_t before = m_engine->stepCount();
        const double time = m_engine->time();
        m_engine->runUntil(target);
        // a breakpoint (or a pause) stopped it where it was: one step on
        if (m_engine->stepCount() == before && m_engine->time() == time) m_engine->step();
    }
    if (m_engine->status() != RunStatus::Running || m_engine->stepCount() != step) return false;
    m_engine->prepareStep();
    return m_engine->status() == RunStatus::Running && m_engine->stepCount() == step;
}

void ModelSession::applyPlan() {
    // a breakpoint's hit stays on show (preparing the next step would clear it): the plan
    // goes on at the next step
    if (m_engine->breakpointHit()) return;
    while (!m_plan.empty()) {
        if (m_engine->status() != RunStatus::Running || m_engine->time() != m_planTime) break;
        // nothing current any more: the instant is over (no time step is taken for the plan)
        bool current = false;
        for (const QueueEntry& e : m_engine->queueSnapshot().entries)
            current = current || e.category == QueueCategory::Selected ||
                      e.category == QueueCategory::Enabled;
        if (!current) break;
        m_engine->prepareStep();
        const std::uint64_t id = m_plan.front();
        m_plan.erase(m_plan.begin());
        if (m_engine->selectNext(id)) {
            m_planPending = true;  // it runs at the next step
            return;
        }
    }
    m_plan.clear();
}

void ModelSession::requestPause() {
    RunSession::requestPause();
    std::lock_guard<std::mutex> lock(m_liveLock);
    if (Engine* e = m_live.load()) e->requestPause();
}

void ModelSession::requestStop() {
    RunSession::requestPause();
    m_stopAsked.store(true);  // before m_live is read: see initialize()
    std::lock_guard<std::mutex> lock(m_liveLock);
    if (Engine* e = m_live.load()) {
        e->requestPause();
        e->requestStop();
    }
}

void ModelSession::clearPauseRequest() {
    RunSession::clearPauseRequest();
    if (m_engine) m_engine->clearPauseRequest();
}

bool ModelSession::stepBack() {
    m_plan.clear();
    m_planPending = false;
    return m_engine && m_engine->stepBack();
}

bool ModelSession::restoreStep(std::uint64_t step) {
    m_plan.clear();
    m_planPending = false;
    return m_engine && m_engine->restoreStep(step);
}

bool ModelSession::selectNext(std::uint64_t id) {
    m_plan.clear();  // the user chooses
    m_planPending = false;
    if (!m_engine) return false;
    m_engine->prepareStep();
    return m_engine->selectNext(id);
}

void ModelSession::stop() {
    if (!m_engine || m_engine->status() != RunStatus::Running) return;
    m_engine->requestStop();
    m_engine->step();  // observes the stop request
}

void ModelSession::values(std::vector<double>& out) const {
    out.clear();
    if (!m_engine) return;
    out.reserve(m_slots.size());
    for (int slot : m_slots) out.push_back(m_engine->slotValue(slot));
}

std::vector<ModuleQueue> ModelSession::queues() const {
    if (!m_engine) return {};
    return {ModuleQueue{{}, m_engine->queueSnapshot()}};
}

std::vector<std::string> ModelSession::activeStates() const {
    std::vector<std::string> out;
    if (!m_engine) return out;
    for (std::size_t i = 0; i < m_model->states.size(); ++i)
        if (m_engine->isStateActive(i)) out.push_back(m_model->states[i].path);
    return out;
}

const ResultStore& ModelSession::results() const { return m_engine ? m_engine->results() : m_empty; }

const std::vector<EventRecord>& ModelSession::events() const {
    static const std::vector<EventRecord> none;
    return m_engine ? m_engine->events() : none;
}

std::vector<Diagnostic> ModelSession::diagnostics() const {
    std::vector<Diagnostic> out = m_extra.items();
    if (m_engine) out.insert(out.end(), m_engine->diagnostics().items().begin(), m_engine->diagnostics().items().end());
    return out;
}

std::vector<EventTraceEntry> ModelSession::eventTraceOf(std::uint64_t step) const {
    std::vector<EventTraceEntry> out;
    if (!m_engine || step == 0 || step > m_engine->stepCount()) return out;
    SimulationSettings settings = m_settings;
    settings.recordEventTrace = true;
    settings.recordResults = false;
    settings.historyLimit = 0;
    Engine again(m_model, settings);
    for (const auto& [name, value] : m_parameters)
        if (!again.setParameter(name, value)) return out;
    if (!again.initialize()) return out;
    // the run's manual selections, each made before the step it chose for
    const auto& selections = m_engine->manualSelections();
    std::size_t next = 0;
    while (again.status() == RunStatus::Running && again.stepCount() < step) {
        while (next < selections.size() && selections[next].first <= again.stepCount()) ++next;
        if (next < selections.size() && selections[next].first == again.stepCount() + 1) {
            again.prepareStep();
            again.selectNext(selections[next].second);
        }
        again.step();
    }
    for (const EventTraceEntry& e : again.eventTrace())
        if (e.step == step) out.push_back(e);
    return out;
}

}  // namespace hs::session

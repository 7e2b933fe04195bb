#include "session/sessions.h"

#include <algorithm>
#include <cmath>

namespace hs::session {

namespace {

cosim::EngineModule* engineModule(cosim::Network& net, int m) {
    return dynamic_cast<cosim::EngineModule*>(net.modules()[m].get());
}

}  // namespace

// ----------------------------------------------------------------------------- modules

void ModulesView::describe(cosim::Network& net, std::vector<SessionVariable>& out) {
    out.clear();
    m_sources.clear();
    for (std::size_t m = 0; m < net.modules().size(); ++m) {
        auto& module = *net.modules()[m];
        if (auto* em = engineModule(net, static_cast<int>(m))) {
            for (const auto& v : em->engine().model().variables) {
                if (v.kind == VarKind::Internal || v.kind == VarKind::Derivative) continue;
                SessionVariable s;
                s.name = module.name() + "." + v.name;
                s.module = module.name();
                s.kind = v.kind;
                s.type = v.type;
                s.unit = v.unit;
                s.description = v.description;
                s.editable = v.kind == VarKind::Parameter;
                out.push_back(std::move(s));
                m_sources.push_back({static_cast<int>(m), v.slot, -1});
            }
            continue;
        }
        const auto names = module.recordedNames();
        for (std::size_t i = 0; i < names.size(); ++i) {
            SessionVariable s;
            s.name = module.name() + "." + names[i];
            s.module = module.name();
            s.kind = VarKind::Algebraic;
            out.push_back(std::move(s));
            m_sources.push_back({static_cast<int>(m), -1, static_cast<int>(i)});
        }
    }
    m_sentEvents.assign(net.modules().size(), 0);
    m_sentDiagnostics.assign(net.modules().size(), 0);
}

void ModulesView::values(cosim::Network& net, std::vector<double>& out) const {
    out.clear();
    out.reserve(m_sources.size());
    std::vector<std::vector<double>> blocks(net.modules().size());
    for (const Source& s : m_sources) {
        if (s.slot >= 0) {
            out.push_back(engineModule(net, s.module)->engine().slotValue(s.slot));
            continue;
        }
        auto& recorded = blocks[s.module];
        if (recorded.empty()) {
            auto& module = *net.modules()[s.module];
            recorded.assign(module.recordedNames().size(), 0.0);
            module.recordedValues(recorded.data());
        }
        out.push_back(recorded[s.output]);
    }
}

std::vector<ModuleQueue> ModulesView::queues(cosim::Network& net) const {
    std::vector<ModuleQueue> out;
    for (std::size_t m = 0; m < net.modules().size(); ++m)
        if (auto* em = engineModule(net, static_cast<int>(m)))
            out.push_back({em->name(), em->engine().queueSnapshot()});
    return out;
}

std::vector<std::string> ModulesView::activeStates(cosim::Network& net) const {
    std::vector<std::string> out;
    for (std::size_t m = 0; m < net.modules().size(); ++m)
        if (auto* em = engineModule(net, static_cast<int>(m))) {
            const auto& model = em->engine().model();
            for (std::size_t i = 0; i < model.states.size(); ++i)
                if (em->engine().isStateActive(i)) out.push_back(em->name() + "." + model.states[i].path);
        }
    return out;
}

std::vector<ModuleModel> ModulesView::models(cosim::Network& net) const {
    std::vector<ModuleModel> out;
    for (std::size_t m = 0; m < net.modules().size(); ++m)
        if (auto* em = engineModule(net, static_cast<int>(m))) out.push_back({em->name(), em->model()});
    return out;
}

void ModulesView::collectEvents(cosim::Network& net, std::vector<EventRecord>& out) {
    const std::size_t first = out.size();
    for (std::size_t m = 0; m < net.modules().size(); ++m) {
        auto* em = engineModule(net, static_cast<int>(m));
        if (!em) continue;
        const auto& events = em->engine().events();
        for (std::size_t i = m_sentEvents[m]; i < events.size(); ++i) {
            EventRecord e = events[i];
            e.module = em->name();
            out.push_back(std::move(e));
        }
        m_sentEvents[m] = events.size();
    }
    std::stable_sort(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
                     [](const EventRecord& a, const EventRecord& b) { return a.time < b.time; });
}

bool ModulesView::collectDiagnostics(cosim::Network& net, DiagnosticList& out) {
    bool any = false;
    for (std::size_t m = 0; m < net.modules().size(); ++m) {
        auto* em = engineModule(net, static_cast<int>(m));
        if (!em) continue;
        const auto& items = em->engine().diagnostics().items();
        for (std::size_t i = m_sentDiagnostics[m]; i < items.size(); ++i) {
            // the module is what the diagnostic is about, before an element of its own
            Diagnostic d = items[i];
            prefixElement(d, em->name());
            out.items().push_back(std::move(d));
            any = true;
        }
        m_sentDiagnostics[m] = items.size();
    }
    return any;
}

void ModulesView::takeDiagnostics(cosim::Network& net, bool failed, const DiagnosticList& scratch,
                                  DiagnosticList& out) {
    // the runners copy a failing module's diagnostics; the modules' own lists are complete
    const bool fromModules = collectDiagnostics(net, out);
    if (failed && !fromModules) out.append(scratch);
}

// ----------------------------------------------------------------------------- network

NetworkSession::NetworkSession(doc::Document document, std::string file,
                               cosim::CosimOptions options, std::shared_ptr<std::atomic<bool>> stop)
    : m_document(std::move(document)), m_file(std::move(file)), m_options(std::move(options)) {
    m_stopSignal = std::move(stop);
}

bool NetworkSession::build(DiagnosticList& diags) {
    m_run = std::make_unique<cosim::NetworkRun>();
    if (!m_run->build(m_document, m_file, m_options, diags)) return false;
    m_view.describe(m_run->network(), m_variables);
    m_results = ResultStore{};
    m_results.setColumns(m_run->columnNames());
    m_events.clear();
    return true;
}

bool NetworkSession::initialize() {
    if (!m_run) return false;
    DiagnosticList scratch;
    const bool ok = m_run->initialize(scratch);
    m_view.takeDiagnostics(m_run->network(), !ok, scratch, m_diags);
    afterFrame();
    return ok;
}

RunStatus NetworkSession::status() const {
    if (!m_run || m_run->failed()) return RunStatus::Failed;
    if (m_stopped) return RunStatus::Stopped;
    if (m_run->finished()) return RunStatus::Finished;
    return RunStatus::Running;
}

void NetworkSession::afterFrame() {
    m_run->appendRows(m_results, m_results.rowCount());
    m_view.collectEvents(m_run->network(), m_events);
}

RunStatus NetworkSession::step() {
    if (status() != RunStatus::Running) return status();
    DiagnosticList scratch;
    m_run->stepFrame(scratch);
    m_view.takeDiagnostics(m_run->network(), m_run->failed(), scratch, m_diags);
    afterFrame();
    return status();
}

RunStatus NetworkSession::advance(const RunTarget& target) {
    if (!target.element.empty() || !target.stateEntered.empty()) {
        if (!m_diags.contains(Code::RunUntilElement))
            m_diags.add(Severity::Note, Code::RunUntilElement, {},
                        msg("running until an element's next event needs a single model; a network "
                            "stops at "
                            "times or frame numbers"));
        return status();
    }
    while (status() == RunStatus::Running && !pauseRequested()) {
        if (target.time && time() >= *target.time) break;
        if (target.step && stepCount() >= *target.step) break;
        step();
    }
    return status();
}

void NetworkSession::stop() {
    if (status() == RunStatus::Running) m_stopped = true;
}

bool NetworkSession::restart(std::uint64_t frames) {
    m_stopSignal->store(false);  // a run computed again after a Stop (step back) runs
    DiagnosticList diags;
    auto run = std::make_unique<cosim::NetworkRun>();
    if (!run->build(m_document, m_file, m_options, diags)) return false;
    m_run = std::move(run);
    m_view.describe(m_run->network(), m_variables);
    const std::size_t rows = m_results.rowCount(), events = m_events.size();
    m_results.truncate(0);
    m_events.clear();
    m_diags = DiagnosticList{};
    m_stopped = false;
    if (!initialize()) return false;
    while (m_run->frames() < frames && status() == RunStatus::Running) step();
    // a run computed again is the same run: only what comes after its end changed
    m_cutRows = std::min({m_cutRows, rows, m_results.rowCount()});
    m_cutEvents = std::min({m_cutEvents, events, m_events.size()});
    return true;
}

bool NetworkSession::stepBack() { return canStepBack() && restart(m_run->frames() - 1); }

bool NetworkSession::restoreStep(std::uint64_t frames) {
    return m_run && frames < m_run->frames() && restart(frames);
}

std::size_t NetworkSession::firstChangedRow(std::size_t copied) {
    const std::size_t from = std::min({copied, m_cutRows, m_results.rowCount()});
    m_cutRows = static_cast<std::size_t>(-1);
    return from;
}

std::size_t NetworkSession::firstChangedEvent(std::size_t copied) {
    const std::size_t from = std::min({copied, m_cutEvents, m_events.size()});
    m_cutEvents = static_cast<std::size_t>(-1);
    return from;
}

void NetworkSession::values(std::vector<double>& out) const {
    if (m_run) m_view.values(m_run->network(), out);
}

std::vector<ModuleQueue> NetworkSession::queues() const {
    return m_run ? m_view.queues(m_run->network()) : std::vector<ModuleQueue>{};
}

std::vector<std::string> NetworkSession::activeStates() const {
    return m_run ? m_view.activeStates(m_run->network()) : std::vector<std::string>{};
}

std::vector<ModuleModel> NetworkSession::models() const {
    return m_run ? m_view.models(m_run->network()) : std::vector<ModuleModel>{};
}

std::vector<Diagnostic> NetworkSession::diagnostics() const { return m_diags.items(); }

}  // namespace hs::session

#include "session/sessions.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hs::session {

PackageSession::PackageSession(doc::Document document, std::string file,
                               cosim::PackageOptions options,
                               std::shared_ptr<std::atomic<bool>> stop)
    : m_document(std::move(document)), m_file(std::move(file)), m_options(std::move(options)) {
    m_stopSignal = std::move(stop);
}

// A package run is built and put in its initial state (round 1) in one go.
bool PackageSession::start(DiagnosticList& diags) {
    auto run = std::make_unique<cosim::PackageRun>();
    DiagnosticList scratch;
    if (!run->start(m_document, m_file, scratch, m_options)) {
        diags.append(scratch);
        return false;
    }
    m_run = std::move(run);
    m_view.describe(m_run->network(), m_variables);
    m_projectColumns.clear();
    m_columnOffset.clear();
    std::vector<std::string> names;
    for (int p = 0; p < m_run->projectCount(); ++p) {
        m_columnOffset.push_back(names.size());
        m_projectColumns.push_back(m_run->projectColumns(p));
        names.insert(names.end(), m_projectColumns.back().begin(), m_projectColumns.back().end());
    }
    m_results = ResultStore{};
    m_results.setColumns(names);
    m_events.clear();
    m_stopped = false;
    // the initial state's warnings are the run's, not the document's
    m_diags = DiagnosticList{};
    m_view.collectDiagnostics(m_run->network(), m_diags);
    for (const auto& d : scratch.items())
        if (d.severity != Severity::Error) m_diags.items().push_back(d);
    afterRound(-std::numeric_limits<double>::infinity());
    return true;
}

bool PackageSession::build(DiagnosticList& diags) { return start(diags); }

bool PackageSession::initialize() { return m_run != nullptr; }

RunStatus PackageSession::status() const {
    if (!m_run || m_run->failed()) return RunStatus::Failed;
    if (m_stopped) return RunStatus::Stopped;
    if (m_run->finished()) return RunStatus::Finished;
    return RunStatus::Running;
}

double PackageSession::time() const { return m_run ? m_run->packageTime() : startTime(); }

double PackageSession::stopTime() const {
    return m_run ? m_run->endTime() : m_document.package ? m_document.package->endTime : 0.0;
}

std::uint64_t PackageSession::stepCount() const {
    return m_run && m_run->rounds() > 1 ? static_cast<std::uint64_t>(m_run->rounds() - 1) : 0;
}

// Merges every project's rows from time `from` on into the results. Rows before `from` are
// final: every project has reached `from` (it is the smallest project time before the round),
// so no row can be added before it.
void PackageSession::afterRound(double from) {
    const auto& times = m_results.time();
    const std::size_t cut = static_cast<std::size_t>(std::lower_bound(times.begin(), times.end(), from) - times.begin());
    const int projects = m_run->projectCount();
    m_results.truncate(cut);
    m_cutRows = std::min(m_cutRows, cut);

    std::vector<std::vector<double>> pTimes(projects);
    std::vector<std::vector<std::vector<double>>> pRows(projects);
    for (int p = 0; p < projects; ++p) m_run->projectRowsFrom(p, from, pTimes[p], pRows[p]);
    std::vector<std::size_t> next(projects, 0);
    std::vector<double> row(m_results.columnCount());
    for (;;) {
        int pick = -1;
        for (int p = 0; p < projects; ++p)
            if (next[p] < pTimes[p].size() && (pick < 0 || pTimes[p][next[p]] < pTimes[pick][next[pick]])) pick = p;
        if (pick < 0) break;
        std::fill(row.begin(), row.end(), std::nan(""));
        const auto& values = pRows[pick][next[pick]];
        std::copy(values.begin(), values.end(), row.begin() + static_cast<std::ptrdiff_t>(m_columnOffset[pick]));
        m_results.appendRow(pTimes[pick][next[pick]], row.data());
        ++next[pick];
    }
    m_view.collectEvents(m_run->network(), m_events);
}

RunStatus PackageSession::step() {
    if (status() != RunStatus::Running) return status();
    double from = std::numeric_limits<double>::infinity();
    for (int p = 0; p < m_run->projectCount(); ++p) from = std::min(from, m_run->projectTime(p));
    DiagnosticList scratch;
    m_run->runRound(scratch);
    m_view.takeDiagnostics(m_run->network(), m_run->failed(), scratch, m_diags);
    afterRound(from);
    return status();
}

RunStatus PackageSession::advance(const RunTarget& target) {
    if (!target.element.empty() || !target.stateEntered.empty()) {
        if (!m_diags.contains(Code::RunUntilElement))
            m_diags.add(Severity::Note, Code::RunUntilElement, {},
                        msg("running until an element's next event needs a single model; a package "
                            "stops at "
                            "times or round numbers"));
        return status();
    }
    while (status() == RunStatus::Running && !pauseRequested()) {
        if (target.time && time() >= *target.time) break;
        if (target.step && stepCount() >= *target.step) break;
        step();
    }
    return status();
}

void PackageSession::stop() {
    if (status() == RunStatus::Running) m_stopped = true;
}

bool PackageSession::restart(std::uint64_t rounds) {
    m_stopSignal->store(false);  // rounds computed again after a Stop (step back) run
    const std::size_t rows = m_results.rowCount(), events = m_events.size();
    DiagnosticList diags;
    if (!start(diags)) return false;
    while (stepCount() < rounds && status() == RunStatus::Running) step();
    m_cutRows = std::min({m_cutRows, rows, m_results.rowCount()});
    m_cutEvents = std::min({m_cutEvents, events, m_events.size()});
    return true;
}

bool PackageSession::stepBack() { return canStepBack() && restart(stepCount() - 1); }

bool PackageSession::restoreStep(std::uint64_t rounds) { return m_run && rounds < stepCount() && restart(rounds); }

std::size_t PackageSession::firstChangedRow(std::size_t copied) {
    const std::size_t from = std::min({copied, m_cutRows, m_results.rowCount()});
    m_cutRows = static_cast<std::size_t>(-1);
    return from;
}

std::size_t PackageSession::firstChangedEvent(std::size_t copied) {
    const std::size_t from = std::min({copied, m_cutEvents, m_events.size()});
    m_cutEvents = static_cast<std::size_t>(-1);
    return from;
}

void PackageSession::values(std::vector<double>& out) const {
    if (m_run) m_view.values(m_run->network(), out);
}

std::vector<ModuleQueue> PackageSession::queues() const {
    return m_run ? m_view.queues(m_run->network()) : std::vector<ModuleQueue>{};
}

std::vector<std::string> PackageSession::activeStates() const {
    return m_run ? m_view.activeStates(m_run->network()) : std::vector<std::string>{};
}

std::vector<ModuleModel> PackageSession::models() const {
    return m_run ? m_view.models(m_run->network()) : std::vector<ModuleModel>{};
}

std::vector<Diagnostic> PackageSession::diagnostics() const { return m_diags.items(); }

}  // namespace hs::session

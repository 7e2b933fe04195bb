#include "hs/cosim/package_runner.h"

#include "hs/session/model_loader.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace hs::cosim {

namespace {
constexpr double kTimeEps = 1e-9;

bool fixedStep(double minStep, double maxStep) { return minStep == maxStep; }
}  // namespace

const std::string& PackageRun::projectName(int p) const { return m_net->modules()[m_projects[p].module]->name(); }

bool PackageRun::start(const doc::Document& d, const std::string& file, DiagnosticList& diags,
                       const PackageOptions& options) {
    if (!d.package) {
        diags.error(Code::InvalidDocument, {}, msg("the document has no package section"),
                    "package");
        return false;
    }
    const doc::Package& pkg = *d.package;
    m_endTime = pkg.endTime;
    m_immediate = pkg.writeMode == doc::WriteMode::Immediate;
    m_writeAtSyncOnly = pkg.writeAtSyncOnly;
    m_resultsOnlyAtSync = pkg.resultsOnlyAtSync;
    m_packageTime = d.experiment.startTime;

    // each project's engine gets its own solver: fixed step (RK4) or CVODE within [min, max]
    std::vector<const doc::Project*> byModule(d.modules.size(), nullptr);
    for (const auto& p : pkg.projects) {
        bool found = false;
        for (std::size_t m = 0; m < d.modules.size(); ++m)
            if (d.modules[m].name == p.module) {
                byModule[m] = &p;
                found = true;
            }
        if (!found)
            diags.error(Code::InvalidDocument, {}, msg("no module named '%1'", p.module),
                        "package.projects");
        if (!(p.minStep > 0) || !(p.maxStep >= p.minStep) || !(p.syncStep > 0))
            diags.error(Code::InvalidDocument, {},
                        msg("%1 needs 0 < minStep <= maxStep and a positive syncStep", p.module),
                        "package.projects");
    }
    if (diags.hasErrors()) return false;
    SimulationSettings base = settingsFromDocument(d);
    base.startTime = d.experiment.startTime;
    base.recordEvents = options.recordEvents;
    base.stopSignal = options.stopSignal;
    auto adjust = [&](int module, SimulationSettings& s) {
        const doc::Project* p = byModule[module];
        if (!p) return;
        // a little room beyond the end: a fixed-step project may pass it by part of a step
        s.stopTime = m_endTime + 2 * p->maxStep;
        // step values are also the signal history when signals are written at every step
        s.recordResults = !m_resultsOnlyAtSync || !m_writeAtSyncOnly;
        if (fixedStep(p->minStep, p->maxStep)) {
            s.solver = SolverMethod::Rk4;
            s.step = p->minStep;
            s.interval = p->minStep;
        } else {
            if (s.solver != SolverMethod::CvodeAdams) s.solver = SolverMethod::CvodeBdf;
            s.step = p->maxStep;
            s.minStep = p->minStep;
            s.interval = p->maxStep;
        }
    };
    m_net = std::make_unique<Network>();
    if (!m_net->build(d, file, base, diags, adjust) || !m_net->setParameters(options.parameters, diags)) return false;
    m_projectOfModule.assign(d.modules.size(), -1);
    for (std::size_t m = 0; m < d.modules.size(); ++m) {
        if (!byModule[m]) {
            diags
                .warning(
                    Code::NotAProject, {},
                    msg("%1 is not a project of the package and does not run", d.modules[m].name))
                .names = {d.modules[m].name};
            continue;
        }
        Project p;
        p.module = static_cast<int>(m);
        p.minStep = byModule[m]->minStep;
        p.maxStep = byModule[m]->maxStep;
        p.syncStep = byModule[m]->syncStep;
        p.active = byModule[m]->active;
        p.time = m_packageTime;
        auto& module = *m_net->modules()[m];
        if (auto* block = dynamic_cast<BlockModule*>(&module)) block->setStep(p.minStep);
        if (!module.initialize(m_packageTime, diags)) return false;
        p.history.assign(module.outputNames().size(), {});
        std::vector<std::string> names;
        for (const auto& n : module.recordedNames()) names.push_back(module.name() + "." + n);
        p.rows.setColumns(names);
        m_projectOfModule[m] = static_cast<int>(m_projects.size());
        m_projects.push_back(std::move(p));
    }
    // initial values on the board
    m_board.assign(m_net->links().size(), 0.0);
    m_boardTime.assign(m_net->links().size(), m_packageTime);
    for (std::size_t i = 0; i < m_projects.size(); ++i) {
        auto& module = *m_net->modules()[m_projects[i].module];
        for (std::size_t k = 0; k < module.inputNames().size(); ++k)
            module.setInput(static_cast<int>(k), module.inputDefault(static_cast<int>(k)));
        recordCycle(static_cast<int>(i));
    }
    for (std::size_t l = 0; l < m_net->links().size(); ++l) {
        const Link& link = m_net->links()[l];
        const int p = m_projectOfModule[link.producer];
        if (p >= 0 && !m_projects[p].history[link.output].empty())
            m_board[l] = m_projects[p].history[link.output].back().second;
    }
    // round 1: the initial state, every project at the start time
    m_round = 1;
    for (std::size_t i = 0; i < m_projects.size(); ++i) {
        if (!m_projects[i].active) continue;
        TimelineEntry e;
        e.round = 1;
        e.project = projectName(static_cast<int>(i));
        e.start = e.end = e.packageTime = m_packageTime;
        m_timeline.push_back(e);
    }
    return true;
}

void PackageRun::setProjectStep(int project, double step) {
    Project& p = m_projects[project];
    const bool fixed = fixedStep(p.minStep, p.maxStep);
    p.maxStep = step;
    if (fixed) p.minStep = step;
    auto& module = *m_net->modules()[p.module];
    if (auto* engine = dynamic_cast<EngineModule*>(&module)) engine->engine().setSolverStep(step);
    if (auto* block = dynamic_cast<BlockModule*>(&module)) block->setStep(step);
}

// One cycle of a project towards its target. A fixed-step project takes whole steps only
// (the step that would reach the end time excepted) and, when the target is less than one
// step away, one whole step past it.
bool PackageRun::advanceProject(Project& p, double target) {
    auto& module = *m_net->modules()[p.module];
    const bool atEnd = target >= m_endTime - kTimeEps;
    if (!fixedStep(p.minStep, p.maxStep) || atEnd) {
        if (!module.advance(p.time, target)) return false;
        p.time = atEnd ? m_endTime : target;
        return true;
    }
    if (!module.advanceWholeSteps(p.time, target, p.minStep)) return false;
    if (module.time() <= p.time + kTimeEps) {
        const double to = std::min(p.time + p.minStep, m_endTime);
        if (!module.advance(p.time, to)) return false;
    }
    p.time = module.time();
    return true;
}

// Signals written at every step: the producer's output values at the steps of the cycle
// that began at `from` (the rows its engine recorded), before its cycle-end value.
void PackageRun::publishSteps(int index, double from) {
    Project& p = m_projects[index];
    auto* engine = dynamic_cast<EngineModule*>(m_net->modules()[p.module].get());
    if (!engine) return;  // a library block publishes its cycle ends
    const ResultStore& rows = engine->engine().results();
    const auto& outputs = engine->outputNames();
    for (std::size_t o = 0; o < outputs.size(); ++o) {
        const auto* column = rows.column(outputs[o]);
        if (!column) continue;
        for (std::size_t r = 0; r < rows.rowCount(); ++r) {
            const double t = rows.time()[r];
            if (t <= from + kTimeEps || t >= p.time - kTimeEps) continue;
            p.history[o].push_back({t, (*column)[r]});
        }
    }
}

void PackageRun::recordCycle(int index) {
    Project& p = m_projects[index];
    auto& module = *m_net->modules()[p.module];
    std::vector<double> y(module.outputNames().size());
    module.computeOutputs(p.time, y.data());
    for (std::size_t o = 0; o < y.size(); ++o) p.history[o].push_back({p.time, y[o]});
    if (m_resultsOnlyAtSync || dynamic_cast<BlockModule*>(&module)) {
        std::vector<double> row(p.rows.names().size());
        module.recordedValues(row.data());
        p.rows.appendRow(p.time, row.data());
    }
}

void PackageRun::feedInputs(int index, std::vector<double>& readTimes) {
    Project& p = m_projects[index];
    auto& module = *m_net->modules()[p.module];
    for (std::size_t i = 0; i < module.inputNames().size(); ++i) {
        const int l = m_net->linkOf(p.module, static_cast<int>(i));
        if (l < 0 || m_projectOfModule[m_net->links()[l].producer] < 0) {
            module.setInput(static_cast<int>(i), module.inputDefault(static_cast<int>(i)));
            continue;
        }
        module.setInput(static_cast<int>(i), m_board[l]);
        readTimes.push_back(m_boardTime[l]);
    }
}

bool PackageRun::runRound(DiagnosticList& diags) {
    if (m_finished || m_failed) return false;
    ++m_round;
    const std::size_t first = m_timeline.size();
    double minTime = std::numeric_limits<double>::infinity();
    bool anyComputed = false;
    for (std::size_t i = 0; i < m_projects.size(); ++i) {
        Project& p = m_projects[i];
        if (!p.active) continue;
        TimelineEntry e;
        e.round = m_round;
        e.project = projectName(static_cast<int>(i));
        e.start = p.time;
        if (p.time > m_packageTime + kTimeEps) {
            e.end = p.time;  // ahead of the package: waits
            m_timeline.push_back(e);
            continue;
        }
        const double target = std::min(m_packageTime + p.syncStep, m_endTime);
        auto& module = *m_net->modules()[p.module];
        feedInputs(static_cast<int>(i), e.readTimes);
        const double from = p.time;
        if (!advanceProject(p, target)) {
            if (const DiagnosticList* own = module.diagnostics())
                for (auto d : own->items()) {
                    prefixElement(d, module.name());
                    diags.items().push_back(d);
                }
            m_failed = true;
            return false;
        }
        if (!m_writeAtSyncOnly) publishSteps(static_cast<int>(i), from);
        recordCycle(static_cast<int>(i));
        if (m_immediate) {
            // readers later in this round already see the new values
            for (std::size_t l = 0; l < m_net->links().size(); ++l) {
                const Link& link = m_net->links()[l];
                if (link.producer != p.module) continue;
                m_board[l] = p.history[link.output].back().second;
                m_boardTime[l] = p.time;
            }
        }
        e.computed = true;
        e.end = p.time;
        e.reachedEnd = p.time >= m_endTime - kTimeEps;
        minTime = std::min(minTime, p.time);
        anyComputed = true;
        m_timeline.push_back(e);
    }
    if (!anyComputed) {
        m_finished = true;
        return false;
    }
    m_packageTime = minTime;
    if (!m_immediate) {
        // deferred: each producer's value at the latest time at or before the package time
        for (std::size_t l = 0; l < m_net->links().size(); ++l) {
            const Link& link = m_net->links()[l];
            const int p = m_projectOfModule[link.producer];
            if (p < 0) continue;
            const auto& h = m_projects[p].history[link.output];
            for (auto it = h.rbegin(); it != h.rend(); ++it) {
                if (it->first <= m_packageTime + kTimeEps) {
                    m_board[l] = it->second;
                    m_boardTime[l] = it->first;
                    break;
                }
            }
        }
    }
    for (std::size_t k = first; k < m_timeline.size(); ++k) m_timeline[k].packageTime = m_packageTime;
    for (const auto& p : m_projects)
        if (p.active && p.time >= m_endTime - kTimeEps) m_finished = true;
    return !m_finished;
}

void PackageRun::run(DiagnosticList& diags) {
    while (runRound(diags)) {
        if (m_round > 10000000) {
            diags.error(Code::PackageStalled, {},
                        msg("the package made no progress after 10^7 rounds"));
            m_failed = true;
            return;
        }
    }
}

ResultStore PackageRun::projectResults(int index) const {
    const Project& p = m_projects[index];
    auto& module = *m_net->modules()[p.module];
    if (auto* engine = dynamic_cast<EngineModule*>(&module); engine && !m_resultsOnlyAtSync) {
        ResultStore out;
        std::vector<std::string> names;
        for (const auto& n : engine->engine().results().names()) names.push_back(module.name() + "." + n);
        out.setColumns(names);
        const ResultStore& own = engine->engine().results();
        std::vector<double> row(own.columnCount());
        for (std::size_t r = 0; r < own.rowCount(); ++r) {
            for (std::size_t c = 0; c < own.columnCount(); ++c) row[c] = own.column(c)[r];
            out.appendRow(own.time()[r], row.data());
        }
        // the point where the project stopped (the engine writes it only when it goes on)
        if (out.time().empty() || out.time().back() < p.time) {
            module.recordedValues(row.data());
            out.appendRow(p.time, row.data());
        }
        return out;
    }
    return p.rows;
}

std::vector<std::string> PackageRun::projectColumns(int index) const {
    const Project& p = m_projects[index];
    auto& module = *m_net->modules()[p.module];
    if (auto* engine = dynamic_cast<EngineModule*>(&module); engine && !m_resultsOnlyAtSync) {
        std::vector<std::string> names;
        for (const auto& n : engine->engine().results().names()) names.push_back(module.name() + "." + n);
        return names;
    }
    return p.rows.names();
}

void PackageRun::projectRowsFrom(int index, double from, std::vector<double>& times,
                                 std::vector<std::vector<double>>& rows) const {
    times.clear();
    rows.clear();
    const Project& p = m_projects[index];
    auto& module = *m_net->modules()[p.module];
    const auto* engine = dynamic_cast<EngineModule*>(&module);
    const ResultStore& own = engine && !m_resultsOnlyAtSync ? engine->engine().results() : p.rows;
    const auto first = std::lower_bound(own.time().begin(), own.time().end(), from) - own.time().begin();
    for (auto r = static_cast<std::size_t>(first); r < own.rowCount(); ++r) {
        times.push_back(own.time()[r]);
        std::vector<double> row(own.columnCount());
        for (std::size_t c = 0; c < own.columnCount(); ++c) row[c] = own.column(c)[r];
        rows.push_back(std::move(row));
    }
    if (engine && !m_resultsOnlyAtSync && (own.time().empty() || own.time().back() < p.time) && p.time >= from) {
        std::vector<double> row(own.columnCount());
        module.recordedValues(row.data());
        times.push_back(p.time);
        rows.push_back(std::move(row));
    }
}

std::string PackageRun::timelineCsv() const {
    const auto num = formatNumber;
    std::string out = "round,project,status,start,end,package_time\n";
    for (const auto& e : m_timeline)
        out += std::to_string(e.round) + "," + e.project + "," +
               (e.round == 1 ? "initial" : !e.computed ? "skipped" : e.reachedEnd ? "computed-end" : "computed") + "," +
               num(e.start) + "," + num(e.end) + "," + num(e.packageTime) + "\n";
    return out;
}

}  // namespace hs::cosim

// Initialisation: parameters and start values, the initialisation system, the initial
// event iteration, the first queue items and the continuous solver.

#include "engine_internal.h"

#include "hs/compile/model_structure.h"
#include "hs/sim/jacobian_pattern.h"

#include <algorithm>
#include <cmath>

#include <unistd.h>

namespace hs {

namespace {
// A derivative that depends on more states than this makes the Jacobian too dense for a
// sparse factorisation: the solver takes GMRES instead.
constexpr int kMaxJacobianRowEntries = 200;
// Bytes of result columns set aside at the start, at most: a run that stops early holds
// no more than this beyond what it wrote; a longer run grows its columns as it goes.
constexpr double kReservedResultBytes = 64.0 * 1024 * 1024;
}  // namespace

std::size_t resultMemoryBudget(std::size_t maxMemory) {
    if (maxMemory > 0) return maxMemory;
    const long pages = ::sysconf(_SC_PHYS_PAGES), pageSize = ::sysconf(_SC_PAGE_SIZE);
    if (pages <= 0 || pageSize <= 0) return std::size_t{4} << 30;
    return static_cast<std::size_t>(pages) * static_cast<std::size_t>(pageSize) / 2;
}

Message bytesMessage(double bytes) {
    int u = 0;
    while (bytes >= 1000.0 && u < 5) {
        bytes /= 1000.0;
        ++u;
    }
    Message n = num(bytes, bytes < 10 ? 2 : 3);
    switch (u) {
    case 0: return msg("%1 bytes", std::move(n));
    case 1: return msg("%1 kB", std::move(n));
    case 2: return msg("%1 MB", std::move(n));
    case 3: return msg("%1 GB", std::move(n));
    case 4: return msg("%1 TB", std::move(n));
    default: return msg("%1 PB", std::move(n));
    }
}

std::string formatBytes(double bytes) {
    return bytesMessage(bytes).english();
}

bool Engine::initialize() {
    const DriverGuard driver(*this);
    if (m_initialised) return m_run.status != RunStatus::Failed;
    m_initialised = true;
    const CompiledModel& m = *m_model;
    m_sundials = std::make_unique<SundialsContext>();
    m_t0 = m_settings.startTime.value_or(m.experiment.startTime);
    m_tEnd = m_settings.stopTime.value_or(m.experiment.stopTime);
    m_dt = m_settings.interval.value_or(m.experiment.interval.value_or((m_tEnd - m_t0) / 500.0));
    // the run's scale for its time resolution; an endless run's is the current time alone
    m_resolutionSpan = std::max(std::abs(m_t0), std::abs(m_tEnd - m_t0));
    if (!std::isfinite(m_resolutionSpan)) m_resolutionSpan = 0.0;
    // the state exists before any refusal below: a run refused at its start still shows
    // its variables (start values), its empty queue and its charts
    m_run.now = m_t0;
    m_run.vals = m.startValues;
    m_run.vals[m.timeSlot] = m_t0;
    m_run.pre = m_run.vals;
    m_run.rel.assign(m.relations.size(), 0);
    m_run.band.assign(m.relations.size(), kHysteresis);
    m_run.samples.assign(m.samples.size(), 0);
    m_run.active.assign(m.states.size(),
                        0);  // equations may read inState() before the charts start
    m_run.timeHandles.assign(m.relations.size(), EventQueue::kNoHandle);
    m_run.sampleHandles.assign(m.samples.size(), EventQueue::kNoHandle);
    m_run.sampleIndex.assign(m.samples.size(), 0);
    m_run.recentEvents.assign(m.relations.size(), {});
    m_run.notRearmedWarnings.assign(m.relations.size(), 0);
    m_run.assertFailing.assign(static_cast<std::size_t>(m.assertCount), 0);

    if (!(m_tEnd >= m_t0) || !(m_dt > 0) || !std::isfinite(m_tEnd)) {
        fail(Code::InvalidSettings,
             msg("stop time must not be before start time and the interval must be positive"));
        return false;
    }
    // the output grid alone must fit the memory budget: refused now, not after gigabytes
    m_memoryBudget = resultMemoryBudget(m_settings.maxMemory);
    m_rowsWithinBudget = 0;
    const double gridRows = std::floor((m_tEnd - m_t0) / m_dt) + 1.0;  // the output points
    if (m_settings.recordResults) {
        const double columns = static_cast<double>(m.resultSlots.size() + 1);
        const double bytes = gridRows * columns * sizeof(double);
        if (bytes > static_cast<double>(m_memoryBudget)) {
            fail(Code::MemoryLimit,
                 msg("the output interval %1 over %2 s gives %3 result rows of %4 columns (%5), "
                     "more than the "
                     "memory limit of %6 (--max-memory); choose a larger interval or a shorter run",
                     m_dt, m_tEnd - m_t0, gridRows, columns, bytesMessage(bytes),
                     bytesMessage(static_cast<double>(m_memoryBudget))));
            return false;
        }
    }
    auto overridden = [&](int slot) {
        for (const auto& o : m_overrides)
            if (o.first == slot) return true;
        return false;
    };
    for (const auto& o : m_overrides) m_run.vals[o.first] = o.second;
    const EvalContext ctx = context();
    for (const auto& b : m.parameterBlocks)
        if (!overridden(b.target)) evaluate(b.program, ctx);
    for (const auto& b : m.startBlocks) evaluate(b.program, ctx);
    if (failOnEvalError()) return false;  // sqrt(-1) in a binding, ...
    m_run.pre = m_run.vals;

    m_run.initial = true;
    if (!solveBlocks(m.initBlocks, true)) {
        std::vector<std::string> names = m_lastNonlinearBlock ? m_lastNonlinearBlock->names : std::vector<std::string>{};
        fail(Code::AlgebraicLoopFailed,
             msg("initialization failed: the algebraic loop in %1 could not be solved (%2)",
                 joined(names), m_lastNonlinearError),
             m_lastNonlinearBlock ? m_lastNonlinearBlock->loc : SourceLoc{}, names);
        return false;
    }
    for (const auto& alg : m.initialAlgorithms)
        if (execute(alg, true) == ExecResult::Failed) return false;
    // Relations take their plain values at the start (no hysteresis yet), from what the
    // initialisation computed; equations and algorithms that read them run after this.
    for (std::size_t r = 0; r < m.relations.size(); ++r) {
        const Relation& rel = m.relations[r];
        const double z = evaluate(rel.z, ctx);
        if (rel.kind == RelationKind::Crossing) {
            m_run.rel[r] = rel.strict ? z > 0 : z >= 0;
            m_run.band[r] = kHysteresis * std::max(1.0, std::fabs(z));
        } else {
            m_run.rel[r] = rel.upward ? m_run.now >= z : m_run.now < z;
        }
    }
    if (failOnEvalError()) return false;
    if (!solveOdeBlocks()) {
        fail(Code::AlgebraicLoopFailed,
             msg("the equations could not be solved at the start: %1", m_lastNonlinearError),
             m_lastNonlinearBlock ? m_lastNonlinearBlock->loc : SourceLoc{},
             m_lastNonlinearBlock ? m_lastNonlinearBlock->names : std::vector<std::string>{});
        return false;
    }
    m_run.pre = m_run.vals;
    // when-conditions start without an edge, except initial()
    for (const auto& w : m.whens)
        for (const auto& b : w.branches)
            for (std::size_t k = 0; k < b.conditions.size(); ++k) {
                const double v = evaluate(b.conditions[k], ctx);
                m_run.vals[b.conditionSlots[k]] = v;
                m_run.pre[b.conditionSlots[k]] = b.isInitial[k] ? 0.0 : v;
            }

    std::vector<std::string> columns;
    m_resultSlots = m.resultSlots;
    if (m_settings.protectedResults) {
        m_resultSlots.insert(m_resultSlots.end(), m.protectedSlots.begin(), m.protectedSlots.end());
        std::sort(m_resultSlots.begin(), m_resultSlots.end());  // declaration order
    }
    for (int slot : m_resultSlots) columns.push_back(m.slotName(slot));
    m_rowsSolveEquations = rowsReadEquations();
    m_stateColumnCharts.clear();
    if (m_settings.recordActiveStates)
        for (std::size_t c = 0; c < m.charts.size(); ++c) {
            m_stateColumnCharts.push_back(static_cast<int>(c));
            columns.push_back(m.charts[c].name);
        }
    m_results.setColumns(columns);
    if (m_settings.recordResults) {
        // the output points' rows and the stop's two (the budget check above holds them);
        // event rows grow the columns as they come
        const double rowBytes = static_cast<double>(columns.size() + 1) * sizeof(double);
        const double bytes = std::min(static_cast<double>(m_memoryBudget), kReservedResultBytes);
        m_results.reserveRows(static_cast<std::size_t>(std::min(gridRows + 2.0, bytes / rowBytes)));
    }
    if (!m_stateColumnCharts.empty()) {
        std::vector<std::string> paths;
        for (const auto& st : m.states) paths.push_back(st.path);
        for (std::size_t k = 0; k < m_stateColumnCharts.size(); ++k)
            m_results.setColumnLabels(m_resultSlots.size() + k, paths);
    }
    m_resultRow.resize(columns.size());
    m_y.assign(std::max<std::size_t>(1, m.stateSlots.size()), 0.0);

    m_run.terminalHandle = m_run.queue.schedule(m_tEnd, EventKind::Terminal, -1);
    startCharts();
    if (m_run.status == RunStatus::Failed) return false;
    Current initialEvent{m_run.nextId++, m_run.currentSeq++, EventKind::Initial, -1, true};
    if (!eventIteration(initialEvent)) return false;
    // The first event iteration after initialisation, at the same instant, with initial()
    // false and the initialisation's values as pre values: `when not initial()` fires here.
    m_run.initial = false;
    copyToPre();
    if (!eventIteration(initialEvent)) return false;
    // equation asserts hold from the start
    if (!m.asserts.empty() && execute(m.asserts, true) == ExecResult::Failed) return false;
    settleConditions();
    checkConditions();
    if (failOnEvalError() || m_run.status == RunStatus::Failed) return false;

    for (std::size_t k = 0; k < m.samples.size(); ++k) scheduleSample(static_cast<int>(k), true);
    scheduleTimeEvents();

    outputRow();
    m_run.gridIndex = 1;
    recordEvent(EventKind::Initial, -1, true, 0.0);

    m_hasConditions = false;
    for (const auto& t : m.transitions)
        m_hasConditions = m_hasConditions || t.trigger == TriggerKindC::Condition;
    for (const auto& e : m.events)
        m_hasConditions = m_hasConditions || e.kind == EventElementKind::Condition;
    // the parameters have their values for the run: the right-hand side may put them in
    m_special.enabled = !m_special.fixed.empty();
    if (!createSolver()) return false;
    if (m_run.terminateRequested || m_run.stopRequestedByModel) m_run.status = RunStatus::Finished;
    moveDue();  // items due at the start time are current at once
    chooseSelected();
    recordQueue();
    saveHistory();
    primeBreakpoints(true);
    return m_run.status != RunStatus::Failed;
}

bool Engine::rowsReadEquations() const {
    const CompiledModel& m = *m_model;
    if (m.checksAtSteps || !m.asserts.empty()) return true;
    std::vector<std::uint8_t> recorded(static_cast<std::size_t>(m.slotCount), 0);
    for (int slot : m_resultSlots) recorded[static_cast<std::size_t>(slot)] = 1;
    for (const EquationBlock& b : m.odeBlocks) {
        // an algebraic loop or an algorithm is solved at every row: it may fail or act there
        if (b.kind != EquationBlock::Kind::Assign) return true;
        for (int slot : blockAccess(m, b).writes)
            if (recorded[static_cast<std::size_t>(slot)]) return true;
    }
    return false;
}

// The continuous solver, watching the model's crossings (two functions each: the rising
// edge at z and the falling one at z + band, observed rather than located for a relation
// that only re-arms a when-condition) and the relations of the breakpoints' conditions
// (either direction); started at the current time and state.
bool Engine::createSolver() {
    const CompiledModel& m = *m_model;
    SolverOptions opts;
    opts.method = m_settings.solver;
    opts.relTol = m_settings.relTol.value_or(m.experiment.tolerance);
    opts.absTol = m_settings.absTol.value_or(opts.relTol * 1e-2);
    opts.step = m_settings.step;
    opts.maxSteps = m_settings.maxSteps;
    if ((opts.method == SolverMethod::Euler || opts.method == SolverMethod::Rk4) && opts.step <= 0)
        opts.step = m_dt;
    const std::vector<int> crossings = crossingRelations(m);
    m_rootsReadAlgebraics = m_breakReadsAlgebraics;
    for (int r : crossings)
        m_rootsReadAlgebraics = m_rootsReadAlgebraics || m.relations[r].readsAlgebraics;
    std::vector<int>& dirs = opts.rootDirections;
    m_crossingRoots.clear();
    m_observedRelations.clear();
    std::vector<int> observedCrossings;  // crossing k of each observed root function
    for (std::size_t k = 0; k < crossings.size(); ++k) {
        const Relation& rel = m.relations[static_cast<std::size_t>(crossings[k])];
        CrossingRoots c{crossings[k], static_cast<int>(dirs.size()), -1, differenceOf(rel.z)};
        dirs.push_back(1);
        if (rel.inEquation || rel.inChartCondition || !rel.inWhenCondition) {
            c.falling = static_cast<int>(dirs.size());
            dirs.push_back(-1);
        } else {
            observedCrossings.push_back(static_cast<int>(k));
            m_observedRelations.push_back(crossings[k]);
        }
        m_crossingRoots.push_back(c);
    }
    m_breakRootBase = static_cast<int>(dirs.size());
    dirs.resize(dirs.size() + m_breakRelations.size(), 0);
    const int observedBase = static_cast<int>(dirs.size());
    dirs.resize(dirs.size() + observedCrossings.size(), -1);
    opts.observedRoots = static_cast<int>(observedCrossings.size());
    for (std::size_t j = 0; j < observedCrossings.size(); ++j)
        m_crossingRoots[static_cast<std::size_t>(observedCrossings[j])].observed =
            observedBase + static_cast<int>(j);
    m_rootsDirect = !m_rootsReadAlgebraics && m_breakRelations.empty() &&
                    std::all_of(m_crossingRoots.begin(), m_crossingRoots.end(),
                                [](const CrossingRoots& c) { return c.difference.has_value(); });
    m_directRoots.clear();
    if (m_rootsDirect)
        for (const CrossingRoots& c : m_crossingRoots)
            m_directRoots.push_back(
                {*c.difference, c.relation, c.rising, c.falling >= 0 ? c.falling : c.observed});
    const int nroots = static_cast<int>(dirs.size());
    // crossings inside a step are looked for at the output points
    opts.rootGridOrigin = m_t0;
    opts.rootSpacing = m_dt;
    // a large model's Newton systems by a sparse factorisation, when its Jacobian is sparse
    if (m.stateCount() > ContinuousSolver::kSparseFrom &&
        (opts.method == SolverMethod::CvodeBdf || opts.method == SolverMethod::CvodeAdams)) {
        if (!m_jacobianPatternRead) m_jacobianPattern = jacobianPattern(m, kMaxJacobianRowEntries);
        m_jacobianPatternRead = true;
        opts.jacobian = m_jacobianPattern;
    }
    m_continuous = m.stateCount() > 0 || nroots > 0;
    if (!m_system) m_system = std::make_unique<EngineOdeSystem>(*this);
    m_solver = ContinuousSolver::create(opts, *m_system, m.stateCount(), nroots);
    if (m_settings.minStep > 0) m_solver->setMinStep(m_settings.minStep);
    m_pending.valid = false;
    storeStates(m_y.data());
    if (!m_solver->reset(m_run.now, m_y.data())) {
        failSolver();
        return false;
    }
    return true;
}

}  // namespace hs

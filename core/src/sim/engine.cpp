#include "hs/sim/engine.h"

#include "nonlinear_solver.h"

#include <sundials/sundials_context.h>

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <sstream>

namespace hs {

// Hysteresis of zero-crossing relations (see docs in README "Event semantics"):
// a relation that became true at z = 0 turns false again only once z < -band, with
// band = kHysteresis * max(1, |z(t0)|). Between -band and 0 it keeps its value, and a
// when-condition there is "not re-armed".
constexpr double kHysteresis = 1e-10;
constexpr std::uint64_t kScheduledIdBase = 1ull << 40;
constexpr std::uint64_t kPendingIdBase = 1ull << 50;

const char* queueCategoryName(QueueCategory c) {
    switch (c) {
    case QueueCategory::Selected: return "selected";
    case QueueCategory::Enabled: return "enabled";
    case QueueCategory::Scheduled: return "scheduled";
    case QueueCategory::Pending: return "pending";
    }
    return "";
}

const char* policyName(SelectionPolicy p) {
    switch (p) {
    case SelectionPolicy::Fifo: return "fifo";
    case SelectionPolicy::Lifo: return "lifo";
    case SelectionPolicy::Random: return "random";
    }
    return "";
}

struct Engine::SundialsContext {
    SUNContext ctx = nullptr;
    SundialsContext() { SUNContext_Create(nullptr, &ctx); }
    ~SundialsContext() { SUNContext_Free(&ctx); }
};

class EngineOdeSystem final : public OdeSystem {
public:
    explicit EngineOdeSystem(Engine& e) : m_engine(e) {}
    int rhs(double t, const double* y, double* ydot) override { return m_engine.evalRhs(t, y, ydot); }
    int roots(double t, const double* y, double* g) override { return m_engine.evalRoots(t, y, g); }

private:
    Engine& m_engine;
};

namespace {
std::vector<int> crossingRelations(const CompiledModel& m) {
    std::vector<int> out;
    for (std::size_t r = 0; r < m.relations.size(); ++r)
        if (m.relations[r].kind == RelationKind::Crossing) out.push_back(static_cast<int>(r));
    return out;
}
}  // namespace

Engine::Engine(std::shared_ptr<const CompiledModel> model, SimulationSettings settings)
    : m_model(std::move(model)), m_settings(settings) {
    m_s.rng.seed(settings.seed);
    m_diags.setFile(m_model->file);
}

Engine::~Engine() = default;

bool Engine::setParameter(const std::string& name, double value) {
    const VariableInfo* v = m_model->findVariable(name);
    if (!v || (v->kind != VarKind::Parameter && v->kind != VarKind::Constant)) return false;
    m_overrides.emplace_back(v->slot, value);
    return true;
}

bool Engine::setInput(int slot, double value) {
    if (!m_initialised) {
        m_overrides.emplace_back(slot, value);  // applied with the start values
        return true;
    }
    if (m_s.vals[slot] == value) return true;
    m_s.vals[slot] = value;
    m_inputsChanged = true;
    return true;
}

void Engine::refresh() {
    if (!m_initialised || m_s.status != RunStatus::Running) return;
    // New inputs act like an event at the current instant: relations switch,
    // when-clauses on them fire (edges against the values before the change), and
    // conditions of statecharts and events that became true make their items current;
    // those run at this instant before time advances.
    refreshConditions();
    std::copy(m_s.vals.begin(), m_s.vals.end(), m_s.pre.begin());
    if (!eventIteration(Current{0, 0, EventKind::Initial, -1, true})) return;
    settleConditions();
    if (m_hasConditions) checkConditions();
    if (!m_s.current.empty()) chooseSelected();
}

void Engine::setSolverStep(double step) {
    m_settings.step = step;
    if (m_solver) m_solver->setStep(step);
}

double Engine::value(const std::string& name) const {
    if (const VariableInfo* v = m_model->findVariable(name)) return m_s.vals[v->slot];
    return std::numeric_limits<double>::quiet_NaN();
}

long Engine::solverSteps() const { return m_solver ? m_solver->stepCount() : 0; }

EvalContext Engine::context() const {
    EvalContext c;
    c.vals = const_cast<double*>(m_s.vals.data());
    c.pre = m_s.pre.data();
    c.relations = m_s.rel.data();
    c.samples = m_s.samples.data();
    c.active = m_s.active.data();
    c.initial = m_s.initial;
    c.terminal = m_s.terminal;
    return c;
}

std::string Engine::sourceOf(SourceLoc loc) const {
    std::string file = m_model->file.empty() ? m_model->name : m_model->file;
    return file + ":" + std::to_string(loc.line);
}

void Engine::fail(std::string code, std::string message, SourceLoc loc, std::vector<std::string> names) {
    if (m_s.status == RunStatus::Failed) return;
    auto& d = m_diags.error(std::move(code), loc, std::move(message));
    d.time = m_s.now;
    d.names = std::move(names);
    m_s.status = RunStatus::Failed;
}

void Engine::loadStates(const double* y) {
    const auto& slots = m_model->stateSlots;
    for (std::size_t i = 0; i < slots.size(); ++i) m_s.vals[slots[i]] = y[i];
}

void Engine::storeStates(double* y) const {
    const auto& slots = m_model->stateSlots;
    for (std::size_t i = 0; i < slots.size(); ++i) y[i] = m_s.vals[slots[i]];
}

// ---------------------------------------------------------------------------- equations

int Engine::evalRhs(double t, const double* y, double* ydot) {
    loadStates(y);
    m_s.vals[m_model->timeSlot] = t;
    if (!solveBlocks(m_model->odeBlocks, false)) return 1;
    const auto& ders = m_model->derivativeSlots;
    for (std::size_t i = 0; i < ders.size(); ++i) {
        ydot[i] = m_s.vals[ders[i]];
        if (!std::isfinite(ydot[i])) return 1;
    }
    return 0;
}

int Engine::evalRoots(double t, const double* y, double* g) {
    loadStates(y);
    m_s.vals[m_model->timeSlot] = t;
    if (m_rootsReadAlgebraics && !solveBlocks(m_model->odeBlocks, false)) return -1;
    const EvalContext ctx = context();
    int k = 0;
    for (std::size_t r = 0; r < m_model->relations.size(); ++r) {
        const Relation& rel = m_model->relations[r];
        if (rel.kind != RelationKind::Crossing) continue;
        const double z = evaluate(rel.z, ctx);
        g[k++] = z;
        g[k++] = z + m_s.band[r];
    }
    return 0;
}

bool Engine::solveBlocks(const std::vector<Block>& blocks, bool initial) {
    if (blocks.empty()) return true;
    const EvalContext ctx = context();
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        const Block& b = blocks[i];
        switch (b.kind) {
        case Block::Kind::Assign: evaluate(b.program, ctx); break;
        case Block::Kind::Algorithm:
            if (execute(m_model->algorithms[b.algorithm], false) == ExecResult::Failed) return false;
            break;
        case Block::Kind::Nonlinear:
            if (!solveNonlinear(b, static_cast<int>(i) + (initial ? 1 << 20 : 0), initial)) return false;
            break;
        }
    }
    return true;
}

bool Engine::solveNonlinear(const Block& block, int index, bool initial) {
    // one solver per block; initial-system blocks are keyed above 2^20
    const std::size_t key = static_cast<std::size_t>(index & ((1 << 20) - 1)) * 2 + (initial ? 1 : 0);
    if (m_nonlinear.size() <= key) m_nonlinear.resize(key + 1);
    const int n = static_cast<int>(block.unknowns.size());
    if (!m_nonlinear[key]) m_nonlinear[key] = std::make_unique<NonlinearSolver>(n, m_sundials->ctx);
    double guess[64];
    std::vector<double> big;
    double* u = guess;
    if (n > 64) {
        big.resize(n);
        u = big.data();
    }
    for (int i = 0; i < n; ++i) u[i] = m_s.vals[block.unknowns[i]];
    const EvalContext ctx = context();
    NonlinearSolver::Residual residual = [&](const double* x, double* r) {
        for (int i = 0; i < n; ++i) m_s.vals[block.unknowns[i]] = x[i];
        for (int i = 0; i < n; ++i) r[i] = evaluate(block.residuals[i], ctx);
        return 0;
    };
    if (m_nonlinear[key]->solve(u, residual)) {
        for (int i = 0; i < n; ++i) m_s.vals[block.unknowns[i]] = u[i];
        return true;
    }
    m_lastNonlinearError = m_nonlinear[key]->error();
    m_lastNonlinearBlock = &block;
    return false;
}

Engine::ExecResult Engine::execute(const StmtList& stmts, bool atEvent) {
    const EvalContext ctx = context();
    for (const auto& s : stmts) {
        switch (s.op) {
        case StmtOp::Assign: m_s.vals[s.slot] = evaluate(s.value, ctx); break;
        case StmtOp::Reinit: m_s.vals[s.slot] = evaluate(s.value, ctx); break;
        case StmtOp::If: {
            bool taken = false;
            for (const auto& b : s.branches) {
                if (evaluate(b.cond, ctx) != 0.0) {
                    taken = true;
                    ExecResult r = execute(b.body, atEvent);
                    if (r != ExecResult::Normal) return r;
                    break;
                }
            }
            if (!taken) {
                ExecResult r = execute(s.elseBody, atEvent);
                if (r != ExecResult::Normal) return r;
            }
            break;
        }
        case StmtOp::For: {
            const double from = evaluate(s.value, ctx);
            const double to = evaluate(s.value2, ctx);
            const double step = s.step.empty() ? 1.0 : evaluate(s.step, ctx);
            if (step == 0.0) {
                fail("invalid-loop", "for-loop with a zero step", s.loc);
                return ExecResult::Failed;
            }
            long guard = 0;
            for (double i = from; step > 0 ? i <= to : i >= to; i += step) {
                if (++guard > 10000000) {
                    fail("invalid-loop", "for-loop with more than 10^7 iterations", s.loc);
                    return ExecResult::Failed;
                }
                m_s.vals[s.slot] = i;
                ExecResult r = execute(s.body, atEvent);
                if (r == ExecResult::Break) break;
                if (r != ExecResult::Normal) return r;
            }
            break;
        }
        case StmtOp::While: {
            long guard = 0;
            while (evaluate(s.branches[0].cond, ctx) != 0.0) {
                if (++guard > 1000000) {
                    fail("while-iteration-limit",
                         "while-loop still running after 1000000 iterations", s.loc);
                    return ExecResult::Failed;
                }
                ExecResult r = execute(s.branches[0].body, atEvent);
                if (r == ExecResult::Break) break;
                if (r != ExecResult::Normal) return r;
            }
            break;
        }
        case StmtOp::Assert:
            if (evaluate(s.value, ctx) == 0.0) {
                if (s.warningLevel) {
                    auto& d = m_diags.warning("assertion-failed", s.loc, s.message);
                    d.time = m_s.now;
                } else {
                    fail("assertion-failed", s.message, s.loc);
                    return ExecResult::Failed;
                }
            }
            break;
        case StmtOp::Terminate:
            m_s.terminateRequested = true;
            m_s.terminateMessage = s.message;
            break;
        case StmtOp::Send:
            m_s.current.push_back({m_s.nextId++, m_s.currentSeq++, EventKind::Message, s.slot, true,
                                   evaluate(s.value, ctx)});
            break;
        case StmtOp::Schedule: {
            std::vector<double> args;
            args.reserve(s.args.size());
            for (const auto& a : s.args) args.push_back(evaluate(a, ctx));
            const double handle = scheduleOccurrence(s.targetIndex, evaluate(s.value, ctx), std::move(args));
            if (s.slot >= 0) m_s.vals[s.slot] = handle;
            break;
        }
        case StmtOp::Cancel: cancelOccurrence(evaluate(s.value, ctx)); break;
        case StmtOp::Stop: m_s.stopRequestedByModel = true; break;
        case StmtOp::Trace: {
            std::ostringstream text;
            text.precision(10);
            for (std::size_t i = 0; i < s.args.size(); ++i) text << s.parts[i] << evaluate(s.args[i], ctx);
            text << s.parts.back();
            addTrace(text.str());
            break;
        }
        case StmtOp::Break: return ExecResult::Break;
        case StmtOp::Return: return ExecResult::Return;
        }
    }
    return ExecResult::Normal;
}

// ---------------------------------------------------------------------------- init

bool Engine::initialize() {
    if (m_initialised) return m_s.status != RunStatus::Failed;
    m_initialised = true;
    const CompiledModel& m = *m_model;
    m_sundials = std::make_unique<SundialsContext>();
    m_t0 = m_settings.startTime.value_or(m.experiment.startTime);
    m_tEnd = m_settings.stopTime.value_or(m.experiment.stopTime);
    m_dt = m_settings.interval.value_or(m.experiment.interval.value_or((m_tEnd - m_t0) / 500.0));
    if (!(m_tEnd >= m_t0) || !(m_dt > 0) || !std::isfinite(m_tEnd)) {
        fail("invalid-settings", "stop time must not be before start time and the interval must be positive");
        return false;
    }
    m_s.now = m_t0;
    m_s.vals = m.startValues;
    m_s.vals[m.timeSlot] = m_t0;
    m_s.pre = m_s.vals;
    m_s.rel.assign(m.relations.size(), 0);
    m_s.band.assign(m.relations.size(), kHysteresis);
    m_s.samples.assign(m.samples.size(), 0);
    m_s.active.assign(m.states.size(), 0);  // equations may read inState() before the charts start
    m_s.timeHandles.assign(m.relations.size(), EventQueue::kNoHandle);
    m_s.sampleHandles.assign(m.samples.size(), EventQueue::kNoHandle);
    m_s.sampleIndex.assign(m.samples.size(), 0);
    m_s.recentEvents.assign(m.relations.size(), {});
    m_s.notRearmedWarnings.assign(m.relations.size(), 0);

    auto overridden = [&](int slot) {
        for (const auto& o : m_overrides)
            if (o.first == slot) return true;
        return false;
    };
    for (const auto& o : m_overrides) m_s.vals[o.first] = o.second;
    const EvalContext ctx = context();
    for (const auto& b : m.parameterBlocks)
        if (!overridden(b.target)) evaluate(b.program, ctx);
    for (const auto& b : m.startBlocks) evaluate(b.program, ctx);
    m_s.pre = m_s.vals;

    m_s.initial = true;
    if (!solveBlocks(m.initBlocks, true)) {
        std::vector<std::string> names = m_lastNonlinearBlock ? m_lastNonlinearBlock->names : std::vector<std::string>{};
        std::string list;
        for (const auto& n : names) list += (list.empty() ? "" : ", ") + n;
        fail("algebraic-loop-failed",
             "initialization failed: the algebraic loop in " + list + " could not be solved (" + m_lastNonlinearError + ")",
             m_lastNonlinearBlock ? m_lastNonlinearBlock->loc : SourceLoc{}, names);
        return false;
    }
    for (const auto& alg : m.initialAlgorithms)
        if (execute(alg, true) == ExecResult::Failed) return false;
    if (!solveBlocks(m.odeBlocks, false)) {
        fail("algebraic-loop-failed", "the equations could not be solved at the start: " + m_lastNonlinearError,
             m_lastNonlinearBlock ? m_lastNonlinearBlock->loc : SourceLoc{},
             m_lastNonlinearBlock ? m_lastNonlinearBlock->names : std::vector<std::string>{});
        return false;
    }
    // relations take their plain values at the start (no hysteresis yet)
    for (std::size_t r = 0; r < m.relations.size(); ++r) {
        const Relation& rel = m.relations[r];
        const double z = evaluate(rel.z, ctx);
        if (rel.kind == RelationKind::Crossing) {
            m_s.rel[r] = rel.strict ? z > 0 : z >= 0;
            m_s.band[r] = kHysteresis * std::max(1.0, std::fabs(z));
        } else {
            m_s.rel[r] = rel.upward ? m_s.now >= z : m_s.now < z;
        }
    }
    m_s.pre = m_s.vals;
    // when-conditions start without an edge, except initial()
    for (const auto& w : m.whens)
        for (const auto& b : w.branches)
            for (std::size_t k = 0; k < b.conditions.size(); ++k) {
                const double v = evaluate(b.conditions[k], ctx);
                m_s.vals[b.conditionSlots[k]] = v;
                m_s.pre[b.conditionSlots[k]] = b.isInitial[k] ? 0.0 : v;
            }

    std::vector<std::string> columns;
    for (int slot : m.resultSlots) columns.push_back(m.slotName(slot));
    m_results.setColumns(columns);
    m_resultRow.resize(columns.size());
    m_y.assign(std::max<std::size_t>(1, m.stateSlots.size()), 0.0);

    m_s.terminalHandle = m_s.queue.schedule(m_tEnd, EventKind::Terminal, -1);
    startCharts();
    if (m_s.status == RunStatus::Failed) return false;
    Current initialEvent{m_s.nextId++, m_s.currentSeq++, EventKind::Initial, -1, true};
    if (!eventIteration(initialEvent)) return false;
    m_s.initial = false;
    settleConditions();
    checkConditions();
    if (m_s.status == RunStatus::Failed) return false;

    for (std::size_t k = 0; k < m.samples.size(); ++k) scheduleSample(static_cast<int>(k), true);
    scheduleTimeEvents();

    outputRow();
    m_s.gridIndex = 1;
    recordEvent(EventKind::Initial, -1, true, 0.0);

    SolverOptions opts;
    opts.method = m_settings.solver;
    opts.relTol = m_settings.relTol.value_or(m.experiment.tolerance);
    opts.absTol = m_settings.absTol.value_or(opts.relTol * 1e-2);
    opts.step = m_settings.step;
    opts.maxSteps = m_settings.maxSteps;
    if ((opts.method == SolverMethod::Euler || opts.method == SolverMethod::Rk4) && opts.step <= 0)
        opts.step = m_dt;
    m_crossings = crossingRelations(m);
    m_rootsReadAlgebraics = false;
    for (int r : m_crossings) m_rootsReadAlgebraics = m_rootsReadAlgebraics || m.relations[r].readsAlgebraics;
    const int nroots = static_cast<int>(m_crossings.size()) * 2;
    for (int k = 0; k < nroots; ++k) opts.rootDirections.push_back(k % 2 == 0 ? 1 : -1);
    m_continuous = m.stateCount() > 0 || nroots > 0;
    m_hasConditions = false;
    for (const auto& t : m.transitions) m_hasConditions = m_hasConditions || t.trigger == TriggerKindC::Condition;
    for (const auto& e : m.events) m_hasConditions = m_hasConditions || e.kind == EventKindC::Condition;
    m_system = std::make_unique<EngineOdeSystem>(*this);
    m_solver = ContinuousSolver::create(opts, *m_system, m.stateCount(), nroots);
    if (m_settings.minStep > 0) m_solver->setMinStep(m_settings.minStep);
    storeStates(m_y.data());
    if (!m_solver->reset(m_s.now, m_y.data())) {
        fail("solver-failure", m_solver->errorMessage());
        return false;
    }
    if (m_s.terminateRequested || m_s.stopRequestedByModel) m_s.status = RunStatus::Finished;
    chooseSelected();
    recordQueue();
    saveHistory();
    return m_s.status != RunStatus::Failed;
}

// ---------------------------------------------------------------------------- scheduling

void Engine::scheduleTimeEvents() {
    const CompiledModel& m = *m_model;
    if (m.relations.empty()) return;
    const EvalContext ctx = context();
    for (std::size_t r = 0; r < m.relations.size(); ++r) {
        const Relation& rel = m.relations[r];
        if (rel.kind != RelationKind::Time) continue;
        const double c = evaluate(rel.z, ctx);
        EventQueue::Handle& h = m_s.timeHandles[r];
        if (c > m_s.now && c <= m_tEnd && std::isfinite(c)) {
            if (h != EventQueue::kNoHandle) {
                if (m_s.queue.find(h)->time != c) m_s.queue.reschedule(h, c);
            } else {
                h = m_s.queue.schedule(c, EventKind::Time, static_cast<std::int32_t>(r));
            }
        } else if (h != EventQueue::kNoHandle) {
            m_s.queue.cancel(h);
            h = EventQueue::kNoHandle;
        }
    }
}

void Engine::scheduleSample(int k, bool first) {
    const SampleInfo& s = m_model->samples[k];
    const EvalContext ctx = context();
    const double start = evaluate(s.start, ctx);
    const double interval = evaluate(s.interval, ctx);
    if (!(interval > 0)) {
        fail("invalid-sample", "sample() needs a positive interval", s.loc);
        return;
    }
    if (first) {
        m_s.sampleIndex[k] = start >= m_s.now ? 0 : static_cast<std::int64_t>(std::ceil((m_s.now - start) / interval));
        // sample(start, ...) with start == t0 is active at the initial event: Modelica runs
        // it at the first event step instead, at the same instant
    } else {
        ++m_s.sampleIndex[k];
    }
    const double t = start + static_cast<double>(m_s.sampleIndex[k]) * interval;
    if (t <= m_tEnd) m_s.sampleHandles[k] = m_s.queue.schedule(t, EventKind::Sample, k);
}

void Engine::moveDue() {
    while (!m_s.queue.empty() && m_s.queue.nextTime() <= m_s.now) {
        QueueItem item = m_s.queue.pop();
        if (item.kind == EventKind::Time) {
            m_s.timeHandles[item.ref] = EventQueue::kNoHandle;
            const Relation& rel = m_model->relations[item.ref];
            if (rel.chartOnly()) {
                // only chart conditions read it: switch it and let them see the change
                const double c = evaluate(rel.z, context());
                m_s.rel[item.ref] = rel.upward ? m_s.now >= c : m_s.now < c;
                checkConditions();
                continue;
            }
        }
        if (item.kind == EventKind::Sample) m_s.sampleHandles[item.ref] = EventQueue::kNoHandle;
        if (item.kind == EventKind::Terminal) m_s.terminalHandle = EventQueue::kNoHandle;
        if (item.kind == EventKind::Transition) m_s.transitionHandles[item.ref] = EventQueue::kNoHandle;
        if (item.kind == EventKind::Event) {
            if (item.ref >= kDynamicBase)
                m_s.occurrences[item.ref - kDynamicBase].handle = EventQueue::kNoHandle;
            else
                m_s.eventHandles[item.ref] = EventQueue::kNoHandle;
        }
        m_s.current.push_back({m_s.nextId++, m_s.currentSeq++, item.kind, item.ref, true});
    }
}

void Engine::chooseSelected() {
    m_s.selectedId = 0;
    if (m_s.current.empty()) return;
    if (m_s.current.size() == 1) {
        m_s.selectedId = m_s.current[0].id;
        return;
    }
    // the end of the run comes after every other event at the stop time
    const auto& cur = m_s.current;
    std::size_t candidates = 0, idx = cur.size();
    for (std::size_t i = 0; i < cur.size(); ++i) {
        if (cur[i].kind == EventKind::Terminal) continue;
        ++candidates;
        if (idx == cur.size()) idx = i;
        if (m_settings.policy == SelectionPolicy::Fifo && cur[i].seq < cur[idx].seq) idx = i;
        if (m_settings.policy == SelectionPolicy::Lifo && cur[i].seq > cur[idx].seq) idx = i;
    }
    if (idx == cur.size()) idx = 0;
    if (m_settings.policy == SelectionPolicy::Random && candidates > 1) {
        std::size_t pick = m_s.rng() % candidates;
        for (std::size_t i = 0; i < cur.size(); ++i) {
            if (cur[i].kind == EventKind::Terminal) continue;
            if (pick-- == 0) {
                idx = i;
                break;
            }
        }
    }
    m_s.selectedId = cur[idx].id;
}

bool Engine::selectNext(std::uint64_t id) {
    for (const auto& c : m_s.current)
        if (c.id == id) {
            m_s.selectedId = id;
            m_s.manualSelections.push_back({m_s.stepCount + 1, id});
            return true;
        }
    return false;
}

// ---------------------------------------------------------------------------- loop

RunStatus Engine::step() {
    if (!m_initialised && !initialize()) return m_s.status;
    if (m_s.status != RunStatus::Running) return m_s.status;
    if (m_stopRequested.load()) {
        m_s.status = RunStatus::Stopped;
        return m_s.status;
    }
    if (m_s.current.empty() && !timeStep(std::numeric_limits<double>::infinity())) return m_s.status;
    executeSelected();
    return m_s.status;
}

RunStatus Engine::prepareStep() {
    if (!m_initialised && !initialize()) return m_s.status;
    if (m_s.status == RunStatus::Running && m_s.current.empty())
        timeStep(std::numeric_limits<double>::infinity());
    return m_s.status;
}

RunStatus Engine::runUntil(double t) {
    if (!m_initialised && !initialize()) return m_s.status;
    while (m_s.status == RunStatus::Running) {
        if (m_stopRequested.load()) {
            m_s.status = RunStatus::Stopped;
            break;
        }
        if (m_pauseRequested.exchange(false)) break;
        if (m_s.current.empty()) {
            if (m_s.now >= t && m_s.queue.nextTime() > t) break;
            if (!timeStep(t)) break;
        }
        executeSelected();
    }
    return m_s.status;
}

RunStatus Engine::run() { return runUntil(std::numeric_limits<double>::infinity()); }

RunStatus Engine::runUntil(const RunTarget& target) {
    if (!m_initialised && !initialize()) return m_s.status;
    const double horizon = target.time.value_or(std::numeric_limits<double>::infinity());
    int enteredState = -1;
    if (!target.stateEntered.empty()) {
        for (std::size_t i = 0; i < m_model->states.size(); ++i)
            if (m_model->states[i].path == target.stateEntered) enteredState = static_cast<int>(i);
    }
    while (m_s.status == RunStatus::Running) {
        if (m_stopRequested.load()) {
            m_s.status = RunStatus::Stopped;
            break;
        }
        if (m_pauseRequested.exchange(false)) break;
        if (target.step && m_s.stepCount >= *target.step) break;
        if (m_s.current.empty()) {
            if (m_s.now >= horizon && m_s.queue.nextTime() > horizon) break;
            if (!timeStep(horizon)) break;
        }
        const bool wasActive = enteredState >= 0 && m_s.active[enteredState];
        executeSelected();
        if (!target.element.empty() && !m_eventLog.empty() && eventSource(m_eventLog.size() - 1) == target.element)
            break;
        if (enteredState >= 0 && !wasActive && m_s.active[enteredState]) break;
    }
    return m_s.status;
}

bool Engine::timeStep(double horizon) {
    const CompiledModel& m = *m_model;
    const auto& crossings = m_crossings;
    for (;;) {
        if (m_stopRequested.load()) {
            m_s.status = RunStatus::Stopped;
            return false;
        }
        if (m_pauseRequested.load()) return false;
        const double tNext = m_s.queue.nextTime();
        if (tNext <= m_s.now) {
            moveDue();
            if (m_s.current.empty()) continue;
            chooseSelected();
            return true;
        }
        const double target = std::min(tNext, horizon);
        if (target <= m_s.now) return false;  // paused at the horizon
        if (m_inputsChanged && m_continuous) {
            // inputs jumped: the solver restarts from the current state
            m_inputsChanged = false;
            storeStates(m_y.data());
            if (!m_solver->reset(m_s.now, m_y.data())) {
                fail("solver-failure", m_solver->errorMessage());
                return false;
            }
        }
        double t = m_s.now;
        // nothing continuous to integrate or watch: time jumps to the next event
        const AdvanceStatus st = m_continuous ? m_solver->advance(target, t, m_y.data())
                                              : (t = target, AdvanceStatus::ReachedStop);
        if (st == AdvanceStatus::Failure) {
            fail("solver-failure", "the solver failed at t = " + std::to_string(t) + ": " + m_solver->errorMessage());
            return false;
        }
        outputGrid(t);
        if (m_s.status == RunStatus::Failed) return false;
        m_s.now = t;
        loadStates(m_y.data());
        m_s.vals[m.timeSlot] = t;
        // a plain step needs the algebraic values only when asserts are checked
        if (st == AdvanceStatus::Step && m.asserts.empty()) continue;
        if (!solveBlocks(m.odeBlocks, false)) {
            failNonlinear();
            return false;
        }
        if (!m.asserts.empty() && execute(m.asserts, false) == ExecResult::Failed) return false;
        if (st == AdvanceStatus::Root) {
            const auto& roots = m_solver->rootsFound();
            for (std::size_t k = 0; k < crossings.size(); ++k) {
                const int r = crossings[k];
                const Relation& rel = m.relations[r];
                const bool equationEvent = rel.inWhenCondition || rel.inEquation;
                if (roots[2 * k] > 0) {
                    if (!m_s.rel[r]) {
                        if (equationEvent)
                            m_s.current.push_back({m_s.nextId++, m_s.currentSeq++, EventKind::State, r, true});
                        else
                            m_s.rel[r] = 1;  // read by chart conditions only: checked below
                    } else if (rel.inWhenCondition) {
                        warnNotRearmed(r);
                    }
                }
                if (roots[2 * k + 1] < 0 && m_s.rel[r]) {
                    if (rel.inEquation)
                        m_s.current.push_back({m_s.nextId++, m_s.currentSeq++, EventKind::State, r, false});
                    else
                        m_s.rel[r] = 0;  // re-armed; no equation reads the value, so no event
                }
            }
            checkConditions();
            if (!m_s.current.empty()) {
                chooseSelected();
                return true;
            }
            continue;
        }
        if (st == AdvanceStatus::ReachedStop && t >= tNext) {
            moveDue();
            if (m_s.current.empty()) continue;
            chooseSelected();
            return true;
        }
        if (st == AdvanceStatus::ReachedStop && t >= horizon) return false;
    }
}

void Engine::failNonlinear() {
    fail("algebraic-loop-failed",
         "the algebraic loop in " + joinNames() + " could not be solved: " + m_lastNonlinearError,
         m_lastNonlinearBlock ? m_lastNonlinearBlock->loc : SourceLoc{},
         m_lastNonlinearBlock ? m_lastNonlinearBlock->names : std::vector<std::string>{});
}

std::string Engine::joinNames() const {
    std::string list;
    if (m_lastNonlinearBlock)
        for (const auto& n : m_lastNonlinearBlock->names) list += (list.empty() ? "" : ", ") + n;
    return list;
}

void Engine::warnNotRearmed(int r) {
    const Relation& rel = m_model->relations[r];
    int& count = m_s.notRearmedWarnings[r];
    ++count;
    if (count > 10) return;
    std::ostringstream msg;
    msg << "the condition '" << rel.text << "' became true again at t = " << m_s.now
        << " without having been re-armed (it did not move beyond the hysteresis band "
        << m_s.band[r] << " after its last event); the when-clause does not fire";
    if (count == 10) msg << " (further occurrences are not reported)";
    auto& d = m_diags.warning("condition-not-rearmed", rel.loc, msg.str());
    d.time = m_s.now;
    d.names = rel.names;
}

void Engine::executeSelected() {
    const CompiledModel& m = *m_model;
    std::size_t idx = 0;
    for (std::size_t i = 0; i < m_s.current.size(); ++i)
        if (m_s.current[i].id == m_s.selectedId) idx = i;
    const Current cur = m_s.current[idx];
    // the order of current items is kept by their sequence numbers, not their positions
    m_s.current[idx] = m_s.current.back();
    m_s.current.pop_back();

    if (m_settings.recordResults &&
        !(m_s.lastRowIsAfterEvent && !m_results.time().empty() && m_results.time().back() == m_s.now))
        outputEventRow(false);
    // Relations may have been re-armed silently during the time step: bring the
    // condition values up to date so that their left limits are right.
    refreshConditions();
    std::copy(m_s.vals.begin(), m_s.vals.end(), m_s.pre.begin());
    switch (cur.kind) {
    case EventKind::State:
        m_s.rel[cur.ref] = cur.rising ? 1 : 0;
        if (cur.rising) checkAccumulation(cur.ref);
        break;
    case EventKind::Sample: m_s.samples[cur.ref] = 1; break;
    case EventKind::Terminal: m_s.terminal = true; break;
    default: break;
    }
    ++m_s.stepCount;
    checkInstantaneousLoop();
    if (m_s.status == RunStatus::Running &&
        (cur.kind == EventKind::Transition || cur.kind == EventKind::Event || cur.kind == EventKind::Message))
        executeDiscreteItem(cur);
    if (m_s.status == RunStatus::Running) eventIteration(cur);
    if (cur.kind == EventKind::Sample) {
        m_s.samples[cur.ref] = 0;
        scheduleSample(cur.ref, false);
    }
    settleConditions();
    if (!m.relations.empty()) {
        // items made obsolete by the event iteration (a relation already switched)
        m_s.current.erase(std::remove_if(m_s.current.begin(), m_s.current.end(),
                                         [&](const Current& c) {
                                             return c.kind == EventKind::State &&
                                                    (m_s.rel[c.ref] != 0) == c.rising;
                                         }),
                          m_s.current.end());
        scheduleTimeEvents();
    }
    if (m_hasConditions && m_s.status == RunStatus::Running && cur.kind != EventKind::Terminal)
        checkConditions();
    recordEvent(cur.kind, cur.ref, cur.rising, cur.payload);
    if (m_settings.recordResults) outputEventRow(true);
    if (!m.asserts.empty() && m_s.status == RunStatus::Running) checkAsserts();
    if (m_s.status == RunStatus::Running &&
        (cur.kind == EventKind::Terminal || m_s.terminateRequested || m_s.stopRequestedByModel)) {
        m_s.status = RunStatus::Finished;
        if (cur.kind != EventKind::Terminal) {
            // terminate(): run the terminal event at this instant
            m_s.terminal = true;
            m_s.pre = m_s.vals;
            eventIteration({0, 0, EventKind::Terminal, -1, true});
        }
    }
    if (m_s.status == RunStatus::Running && m_continuous) {
        storeStates(m_y.data());
        if (!m_solver->reset(m_s.now, m_y.data())) fail("solver-failure", m_solver->errorMessage());
    }
    if (!m_s.current.empty()) chooseSelected();
    if (m_settings.recordQueueTrace) recordQueue();
    if (m_settings.historyLimit > 0) saveHistory();
}

void Engine::saveHistory() {
    if (m_settings.historyLimit == 0) return;
    m_s.resultRows = m_results.rowCount();
    m_s.eventCount = m_eventLog.size();
    m_s.traceCount = m_queueTrace.size();
    m_s.diagnosticCount = m_diags.size();
    m_s.logCount = m_traceLog.size();
    if (m_history.size() >= m_settings.historyLimit) m_history.pop_front();
    m_history.push_back(m_s);
}

std::optional<std::uint64_t> Engine::oldestRestorableStep() const {
    if (m_history.empty()) return std::nullopt;
    return m_history.front().stepCount;
}

bool Engine::restore(const RunState& state) {
    m_s = state;
    m_results.truncate(m_s.resultRows);
    m_eventLog.resize(std::min(m_eventLog.size(), m_s.eventCount));
    while (!m_eagerTexts.empty() && m_eagerTexts.back().first >= m_eventLog.size()) m_eagerTexts.pop_back();
    m_eventCache.resize(std::min(m_eventCache.size(), m_s.eventCount));
    m_queueTrace.resize(std::min(m_queueTrace.size(), m_s.traceCount));
    m_diags.items().resize(std::min(m_diags.size(), m_s.diagnosticCount));
    m_traceLog.resize(std::min(m_traceLog.size(), m_s.logCount));
    m_stopRequested.store(false);
    m_pauseRequested.store(false);
    if (m_solver && m_s.status == RunStatus::Running) {
        storeStates(m_y.data());
        if (!m_solver->reset(m_s.now, m_y.data())) {
            fail("solver-failure", m_solver->errorMessage());
            return false;
        }
    }
    return true;
}

bool Engine::restoreStep(std::uint64_t step) {
    for (auto it = m_history.begin(); it != m_history.end(); ++it) {
        if (it->stepCount != step) continue;
        RunState state = *it;
        m_history.erase(std::next(it), m_history.end());
        return restore(state);
    }
    return false;
}

bool Engine::stepBack() {
    if (m_history.size() < 2) return false;
    return restoreStep(m_history[m_history.size() - 2].stepCount);
}

bool Engine::eventIteration(const Current& trigger) {
    const CompiledModel& m = *m_model;
    if (m.whens.empty() && m.relations.empty() && m.odeBlocks.empty()) return true;  // nothing reacts
    const EvalContext ctx = context();
    for (int iter = 0; iter < m_settings.eventIterationLimit; ++iter) {
        const bool relationsChanged = updateRelations();
        if (!solveBlocks(m.odeBlocks, false)) {
            failNonlinear();
            return false;
        }
        bool fired = false;
        for (const auto& w : m.whens) {
            bool branchFired = false;
            for (const auto& b : w.branches) {
                bool edge = false;
                for (std::size_t k = 0; k < b.conditions.size(); ++k) {
                    const int slot = b.conditionSlots[k];
                    const double v = evaluate(b.conditions[k], ctx);
                    m_s.vals[slot] = v;
                    if (v != 0.0 && m_s.pre[slot] == 0.0) edge = true;
                }
                if (edge && !branchFired) {
                    branchFired = true;
                    fired = true;
                    if (execute(b.body, true) == ExecResult::Failed) return false;
                }
            }
        }
        if (fired && !solveBlocks(m.odeBlocks, false)) {
            failNonlinear();
            return false;
        }
        bool changed = false;
        // names are collected over the last ten iterations: a cycle may alternate
        const bool collect = iter >= m_settings.eventIterationLimit - 10;
        if (iter == 0) m_changedNames.clear();
        for (int slot : m.discreteSlots) {
            if (m_s.vals[slot] != m_s.pre[slot]) {
                changed = true;
                if (collect) {
                    std::string name = m.slotName(slot);
                    if (std::find(m_changedNames.begin(), m_changedNames.end(), name) == m_changedNames.end())
                        m_changedNames.push_back(std::move(name));
                }
                m_s.pre[slot] = m_s.vals[slot];
            }
        }
        if (!changed && !relationsChanged && !fired) return true;
    }
    std::vector<std::string> names;
    for (const auto& n : m_changedNames) {
        if (n.rfind("$when", 0) == 0) continue;
        names.push_back(n);
    }
    if (names.empty()) names = m_changedNames;
    std::string list;
    for (const auto& n : names) list += (list.empty() ? "" : ", ") + n;
    fail("event-iteration-limit",
         "event iteration did not converge after " + std::to_string(m_settings.eventIterationLimit) +
             " iterations; still changing: " + list,
         trigger.ref >= 0 && (trigger.kind == EventKind::State || trigger.kind == EventKind::Time)
             ? m.relations[trigger.ref].loc
             : SourceLoc{},
         names);
    return false;
}

bool Engine::updateRelations() {
    const CompiledModel& m = *m_model;
    const EvalContext ctx = context();
    bool changed = false;
    for (std::size_t r = 0; r < m.relations.size(); ++r) {
        const Relation& rel = m.relations[r];
        const double z = evaluate(rel.z, ctx);
        std::uint8_t v = m_s.rel[r];
        if (rel.kind == RelationKind::Time)
            v = rel.upward ? m_s.now >= z : m_s.now < z;
        else if (rel.strict ? z > 0 : z >= 0)
            v = 1;
        else if (z < -m_s.band[r])
            v = 0;
        changed = changed || v != m_s.rel[r];
        m_s.rel[r] = v;
    }
    return changed;
}

void Engine::refreshConditions() {
    if (m_model->whens.empty()) return;
    const EvalContext ctx = context();
    for (const auto& w : m_model->whens)
        for (const auto& b : w.branches)
            for (std::size_t k = 0; k < b.conditions.size(); ++k)
                m_s.vals[b.conditionSlots[k]] = evaluate(b.conditions[k], ctx);
}

void Engine::settleConditions() {
    if (m_model->discreteSlots.empty()) return;
    refreshConditions();
    for (int slot : m_model->discreteSlots) m_s.pre[slot] = m_s.vals[slot];
}

void Engine::checkAccumulation(int r) {
    auto& times = m_s.recentEvents[r];
    const std::size_t need = static_cast<std::size_t>(std::max(2, m_settings.accumulationCount));
    times.push_back(m_s.now);
    if (times.size() > std::max<std::size_t>(need, 16)) times.pop_front();
    const double window = m_settings.accumulationWindow * std::max(1.0, std::fabs(m_s.now));
    const Relation& rel = m_model->relations[r];
    auto report = [&](double estimate, std::size_t count, double span) {
        std::ostringstream msg;
        msg.precision(10);
        msg << "events of the condition '" << rel.text << "' accumulate: " << count
            << " events within " << span << " s; estimated accumulation time t = " << estimate;
        fail("event-accumulation", msg.str(), rel.loc, rel.names);
        m_diags.items().back().time = estimate;
    };
    const std::size_t n = times.size();
    if (n >= need) {
        const double span = m_s.now - times[n - need];
        if (span < window) {
            report(m_s.now, need, span);
            return;
        }
    }
    // geometric accumulation: the last intervals shrink with a steady ratio q < 1 and
    // the remaining time dt*q/(1-q) is below the window
    constexpr std::size_t kIntervals = 10;
    if (n < kIntervals + 1) return;
    double ratios[kIntervals - 1];
    double mean = 0;
    for (std::size_t i = 0; i + 1 < kIntervals; ++i) {
        const double d0 = times[n - kIntervals - 1 + i + 1] - times[n - kIntervals - 1 + i];
        const double d1 = times[n - kIntervals - 1 + i + 2] - times[n - kIntervals - 1 + i + 1];
        if (!(d0 > 0) || !(d1 > 0)) return;
        ratios[i] = d1 / d0;
        if (!(ratios[i] < 1.0)) return;
        mean += ratios[i];
    }
    mean /= static_cast<double>(kIntervals - 1);
    for (double q : ratios)
        if (std::fabs(q - mean) > 0.05 * mean) return;
    const double last = times[n - 1] - times[n - 2];
    const double remaining = last * mean / (1.0 - mean);
    if (remaining < window) report(m_s.now + remaining, kIntervals + 1, m_s.now - times[n - kIntervals - 1]);
}

void Engine::checkAsserts() {
    if (m_model->asserts.empty()) return;
    execute(m_model->asserts, true);
}

// ---------------------------------------------------------------------------- output

void Engine::outputRow() {
    if (!m_settings.recordResults) return;
    const auto& slots = m_model->resultSlots;
    for (std::size_t i = 0; i < slots.size(); ++i) m_resultRow[i] = m_s.vals[slots[i]];
    m_results.appendRow(m_s.now, m_resultRow.data());
    m_s.lastRowIsAfterEvent = false;
}

void Engine::outputEventRow(bool after) {
    if (!m_settings.recordResults) return;
    const auto& slots = m_model->resultSlots;
    for (std::size_t i = 0; i < slots.size(); ++i) m_resultRow[i] = m_s.vals[slots[i]];
    if (after && m_s.lastRowIsAfterEvent && !m_results.time().empty() && m_results.time().back() == m_s.now)
        m_results.replaceLastRow(m_s.now, m_resultRow.data());
    else
        m_results.appendRow(m_s.now, m_resultRow.data());
    m_s.lastRowIsAfterEvent = after;
}

void Engine::outputGrid(double upTo) {
    if (!m_settings.recordResults) return;
    const CompiledModel& m = *m_model;
    for (;;) {
        const double tg = m_t0 + static_cast<double>(m_s.gridIndex) * m_dt;
        if (!(tg < upTo) || tg > m_tEnd) break;
        // a grid point at the current time is written unless a row for it exists (the
        // time step paused there, e.g. at a synchronisation point)
        const bool rowThere = !m_results.time().empty() && m_results.time().back() == tg;
        if (tg > m_s.now || m_s.gridIndex == 0 || (tg == m_s.now && !rowThere)) {
            if (!m.stateSlots.empty()) {
                std::vector<double>& y = m_interp;
                y.resize(m.stateSlots.size());
                if (!m_solver->interpolate(tg, y.data())) break;
                loadStates(y.data());
            }
            m_s.vals[m.timeSlot] = tg;
            solveBlocks(m.odeBlocks, false);
            const double saved = m_s.now;
            m_s.now = tg;
            outputRow();
            if (!m.asserts.empty() && execute(m.asserts, false) == ExecResult::Failed) return;
            m_s.now = saved;
        }
        ++m_s.gridIndex;
    }
}

void Engine::recordEvent(EventKind kind, std::int32_t ref, bool rising, double payload) {
    m_s.lastEventTime = m_s.now;
    m_s.anyEvent = true;
    m_s.recent[m_s.recentCount++ % m_s.recent.size()] = {kind, ref, rising, payload};
    if (!m_settings.recordEvents) return;
    // texts that depend on state which will change are taken now
    const bool eager = kind == EventKind::Terminal || (kind == EventKind::Event && ref >= kDynamicBase);
    if (eager) {
        std::string source, detail;
        describe(kind, ref, rising, payload, source, detail);
        m_eagerTexts.push_back({m_eventLog.size(), {std::move(source), std::move(detail)}});
    }
    m_eventLog.push_back({m_s.now, payload, ref, kind, rising, eager});
}

void Engine::eventTexts(std::size_t index, std::string& source, std::string& detail) const {
    const LoggedEvent& e = m_eventLog[index];
    if (e.eager) {
        for (auto it = m_eagerTexts.rbegin(); it != m_eagerTexts.rend(); ++it) {
            if (it->first != index) continue;
            source = it->second.first;
            detail = it->second.second;
            return;
        }
    }
    describe(e.kind, e.ref, e.rising, e.payload, source, detail);
}

std::string Engine::eventSource(std::size_t index) const {
    std::string source, detail;
    eventTexts(index, source, detail);
    return source;
}

const std::vector<EventRecord>& Engine::events() const {
    for (std::size_t i = m_eventCache.size(); i < m_eventLog.size(); ++i) {
        const LoggedEvent& e = m_eventLog[i];
        EventRecord rec;
        rec.step = i;
        rec.time = e.time;
        rec.kind = e.kind;
        eventTexts(i, rec.source, rec.detail);
        m_eventCache.push_back(std::move(rec));
    }
    return m_eventCache;
}

void Engine::checkInstantaneousLoop() {
    if (m_s.anyEvent && m_s.lastEventTime == m_s.now)
        ++m_s.stepsAtThisInstant;
    else
        m_s.stepsAtThisInstant = 1;
    if (m_s.stepsAtThisInstant <= static_cast<std::uint64_t>(m_settings.instantLoopLimit)) return;
    // name the elements that kept firing: the sources of the latest steps
    std::vector<std::string> names;
    const std::uint32_t n = std::min<std::uint32_t>(m_s.recentCount, m_s.recent.size());
    for (std::uint32_t k = 1; k <= n; ++k) {
        const auto& r = m_s.recent[(m_s.recentCount - k) % m_s.recent.size()];
        std::string source, text;
        describe(r.kind, r.ref, r.rising, r.payload, source, text);
        if (std::find(names.begin(), names.end(), source) == names.end()) names.push_back(source);
    }
    std::string list;
    for (const auto& name : names) list += (list.empty() ? "" : ", ") + name;
    fail("instantaneous-loop",
         std::to_string(m_settings.instantLoopLimit) + " event steps at t = " + std::to_string(m_s.now) +
             " without time advancing; the cycle involves " + list,
         {}, names);
}

void Engine::describe(EventKind kind, std::int32_t ref, bool rising, double payload, std::string& source,
                      std::string& text) const {
    const CompiledModel& m = *m_model;
    switch (kind) {
    case EventKind::Initial:
        source = sourceOf(SourceLoc{1, 1});
        text = "initialization";
        break;
    case EventKind::Terminal:
        source = "experiment";
        text = "stop time";
        if (m_s.terminateRequested && !m_s.terminateMessage.empty()) text = "terminate: " + m_s.terminateMessage;
        if (m_s.stopRequestedByModel) text = "stopSimulation()";
        break;
    case EventKind::Time:
    case EventKind::State:
        source = m.relations[ref].owner.empty() ? sourceOf(m.relations[ref].loc) : m.relations[ref].owner;
        text = m.relations[ref].text;
        if (kind == EventKind::State && !rising) text += " (becomes false)";
        break;
    case EventKind::Sample:
        source = sourceOf(m.samples[ref].loc);
        text = m.samples[ref].text;
        break;
    case EventKind::Transition:
        source = m.transitions[ref].path;
        text = m.transitions[ref].text;
        break;
    case EventKind::Event:
        if (ref >= kDynamicBase) {
            const std::size_t slot = static_cast<std::size_t>(ref - kDynamicBase);
            const Occurrence* o = slot < m_s.occurrences.size() ? &m_s.occurrences[slot] : nullptr;
            if (o && o->event >= 0) {
                const CompiledEvent& ev = m.events[o->event];
                source = ev.name;
                std::ostringstream t;
                t.precision(10);
                t << ev.name << '(';
                for (std::size_t k = 0; k < o->args.size(); ++k) t << (k ? ", " : "") << o->args[k];
                t << ") #" << o->id;
                text = t.str();
            } else {
                source = "dynamic event";
                text.clear();
            }
        } else {
            source = m.events[ref].name;
            text = m.events[ref].text;
        }
        break;
    case EventKind::Message:
        source = m.charts[ref].name;
        text = "message " + messageText(m, payload);
        break;
    }
}

QueueSnapshot Engine::queueSnapshot() const {
    QueueSnapshot snap;
    snap.step = m_s.stepCount;
    snap.now = m_s.now;
    const CompiledModel& m = *m_model;
    // current: selected first, then enabled in the order they became current
    std::vector<Current> current = m_s.current;
    std::sort(current.begin(), current.end(), [](const Current& a, const Current& b) { return a.seq < b.seq; });
    std::stable_partition(current.begin(), current.end(), [&](const Current& c) { return c.id == m_s.selectedId; });
    for (const auto& c : current) {
        QueueEntry e;
        e.id = c.id;
        e.category = c.id == m_s.selectedId ? QueueCategory::Selected : QueueCategory::Enabled;
        e.time = m_s.now;
        e.kind = c.kind;
        describe(c.kind, c.ref, c.rising, c.payload, e.source, e.text);
        snap.entries.push_back(std::move(e));
    }
    for (const auto& item : m_s.queue.sorted()) {
        QueueEntry e;
        e.id = kScheduledIdBase + item.seq;
        e.category = QueueCategory::Scheduled;
        e.time = item.time;
        e.kind = item.kind;
        describe(item.kind, item.ref, true, 0.0, e.source, e.text);
        snap.entries.push_back(std::move(e));
    }
    if (!m_s.vals.empty()) {
        const EvalContext ctx = context();
        for (std::size_t r = 0; r < m.relations.size(); ++r) {
            const Relation& rel = m.relations[r];
            if (rel.kind != RelationKind::Crossing) continue;
            QueueEntry e;
            e.id = kPendingIdBase + r;
            e.category = QueueCategory::Pending;
            e.kind = EventKind::State;
            e.source = rel.owner.empty() ? sourceOf(rel.loc) : rel.owner;
            e.text = rel.text;
            if (m_s.rel[r]) e.text += " (true; waits to become false)";
            e.crossingValue = evaluate(rel.z, ctx);
            snap.entries.push_back(std::move(e));
        }
        for (std::size_t t = 0; t < m.transitions.size(); ++t) {
            const CompiledTransition& tr = m.transitions[t];
            if (tr.trigger != TriggerKindC::Condition || tr.source < 0 || !m_s.active[tr.source] ||
                m_s.chartStopped[tr.chart])
                continue;
            QueueEntry e;
            e.id = kPendingIdBase + m.relations.size() + t;
            e.category = QueueCategory::Pending;
            e.kind = EventKind::Transition;
            e.source = tr.path;
            e.text = tr.text;
            snap.entries.push_back(std::move(e));
        }
        for (std::size_t k = 0; k < m.events.size(); ++k) {
            if (m.events[k].kind != EventKindC::Condition) continue;
            QueueEntry e;
            e.id = kPendingIdBase + m.relations.size() + m.transitions.size() + k;
            e.category = QueueCategory::Pending;
            e.kind = EventKind::Event;
            e.source = m.events[k].name;
            e.text = m.events[k].text;
            snap.entries.push_back(std::move(e));
        }
    }
    return snap;
}

void Engine::recordQueue() {
    if (m_settings.recordQueueTrace) m_queueTrace.push_back(queueSnapshot());
}

}  // namespace hs

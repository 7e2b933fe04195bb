// The engine loop: time steps to the next event or crossing, event steps that run one
// selected item, and the run targets (time, step, element, state) that stop it.

#include "engine_internal.h"
#include "nonlinear_solver.h"

#include "hs/util/assert.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

namespace hs {

const char* queueCategoryName(QueueCategory c) {
    switch (c) {
    case QueueCategory::Selected: return "selected";
    case QueueCategory::Enabled: return "enabled";
    case QueueCategory::Scheduled: return "scheduled";
    case QueueCategory::Pending: return "pending";
    case QueueCategory::Unarmed: return "unarmed";
    }
    return "";
}

Engine::Engine(std::shared_ptr<const CompiledModel> model, SimulationSettings settings)
    : m_model(std::move(model)), m_settings(settings) {
    m_reactsToEvents =
        !m_model->whens.empty() || !m_model->relations.empty() || !m_model->odeBlocks.empty();
    m_slots.states = m_model->stateSlots.data();
    m_slots.stateCount = static_cast<int>(m_model->stateSlots.size());
    m_slots.derivatives = m_model->derivativeSlots.data();
    m_slots.derivativeCount = static_cast<int>(m_model->derivativeSlots.size());
    m_slots.time = m_model->timeSlot;
    m_odeSegments = joinOdeBlocks(m_model->odeBlocks);
    // the programs the solver runs at every evaluation, in their fused form
    bool assignments = true;
    for (OdeSegment& s : m_odeSegments) {
        if (s.block < 0) {
            s.program = fuseOperands(s.program);
        } else {
            const EquationBlock& b = m_model->odeBlocks[static_cast<std::size_t>(s.block)];
            assignments = assignments && b.kind == EquationBlock::Kind::Assign;
            if (b.kind == EquationBlock::Kind::Assign) s.program = fuseOperands(b.program);
        }
        m_odePrograms.push_back(&s.program);
    }
    if (!assignments) m_odePrograms.clear();
    m_odeMovesOnly = !m_odePrograms.empty();
    for (const Program* p : m_odePrograms) {
        const auto first = static_cast<int>(m_odeMoves.size());
        const bool moves = movesOf(*p, m_odeMoves);
        m_odeMovesOf.emplace_back(moves ? first : -1, static_cast<int>(m_odeMoves.size()));
        m_odeMovesOnly = m_odeMovesOnly && moves;
        m_odeChains.push_back(moves ? Chain{} : chainOf(*p));
    }
    prepareSpecialization();
    m_run.rng.seed(settings.seed);
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
    if (m_run.vals[slot] == value) return true;
    m_run.vals[slot] = value;
    m_inputsChanged = true;
    return true;
}

void Engine::refresh() {
    if (!m_initialised || m_run.status != RunStatus::Running) return;
    // New inputs act like an event at the current instant: relations switch,
    // when-clauses on them fire (edges against the values before the change), and
    // conditions of statecharts and events that became true make their items current;
    // those run at this instant before time advances.
    refreshConditions();
    copyToPre();
    if (!eventIteration(Current{0, 0, EventKind::Initial, -1, true})) return;
    settleConditions();
    if (m_hasConditions) checkConditions();
    if (!m_run.current.empty()) chooseSelected();
}

void Engine::setSolverStep(double step) {
    m_settings.step = step;
    if (m_solver) m_solver->setStep(step);
}

double Engine::value(const std::string& name) const {
    if (const VariableInfo* v = m_model->findVariable(name)) return m_run.vals[v->slot];
    return std::numeric_limits<double>::quiet_NaN();
}

long Engine::solverSteps() const { return m_solver ? m_solver->stepCount() : 0; }

std::string Engine::sourceOf(SourceLoc loc, const std::string& component) const {
    std::string file = m_model->file.empty() ? m_model->name : m_model->file;
    // a location in a class of another file (a library's component) names that file
    if (loc.file > 0 && static_cast<std::size_t>(loc.file) < m_model->files.size())
        file = m_model->files[static_cast<std::size_t>(loc.file)];
    std::string where = file + ":" + std::to_string(loc.line);
    return component.empty() ? where : component + ": " + where;
}

void Engine::fail(Code code, Message text, SourceLoc loc, std::vector<std::string> names,
                  std::string element) {
    if (m_run.status == RunStatus::Failed) return;
    auto& d = m_diags.error(code, loc, std::move(text), std::move(element));
    d.time = m_run.now;
    d.names = std::move(names);
    m_run.status = RunStatus::Failed;
}

void Engine::storeStates(double* y) const {
    const auto& slots = m_model->stateSlots;
    for (std::size_t i = 0; i < slots.size(); ++i) y[i] = m_run.vals[slots[i]];
}

Engine::DriverGuard::DriverGuard(const Engine& engine) : m_engine(engine) {
#if HS_ASSERTIONS_ON
    const std::thread::id self = std::this_thread::get_id();
    std::thread::id none{};
    if (m_engine.m_driver.compare_exchange_strong(none, self)) {
        m_outer = true;
        return;
    }
    HS_ASSERT(none == self, "an engine's run is driven by one thread at a time");
#endif
}

Engine::DriverGuard::~DriverGuard() {
    if (m_outer) m_engine.m_driver.store(std::thread::id{});
}

RunStatus Engine::step() {
    const DriverGuard driver(*this);
    if (!m_initialised && !initialize()) return m_run.status;
    if (m_run.status != RunStatus::Running) return m_run.status;
    if (stopRequested()) {
        m_run.status = RunStatus::Stopped;
        return m_run.status;
    }
    startRunCall();
    if (m_breakAtStart) {
        m_breakAtStart = false;
        return m_run.status;
    }
    if (m_run.current.empty() && !timeStep(std::numeric_limits<double>::infinity()))
        return m_run.status;
    if (anyBreakpoint() && checkElementBreak()) return m_run.status;
    if (anyBreakpoint()) noteBreakVariables();
    executeSelected();
    if (anyBreakpoint()) checkStepBreaks();
    return m_run.status;
}

RunStatus Engine::prepareStep() {
    const DriverGuard driver(*this);
    if (!m_initialised && !initialize()) return m_run.status;
    startRunCall();
    if (m_breakAtStart) {
        m_breakAtStart = false;
        return m_run.status;
    }
    if (m_run.status == RunStatus::Running && m_run.current.empty())
        timeStep(std::numeric_limits<double>::infinity());
    return m_run.status;
}

RunStatus Engine::runUntil(double t) {
    RunTarget target;
    target.time = t;
    return runUntil(target);
}

RunStatus Engine::run() { return runUntil(std::numeric_limits<double>::infinity()); }

RunStatus Engine::runUntil(const RunTarget& target) {
    const DriverGuard driver(*this);
    if (!m_initialised && !initialize()) return m_run.status;
    const double horizon = target.time.value_or(std::numeric_limits<double>::infinity());
    int enteredState = -1;
    if (!target.stateEntered.empty()) {
        for (std::size_t i = 0; i < m_model->states.size(); ++i)
            if (m_model->states[i].path == target.stateEntered) enteredState = static_cast<int>(i);
    }
    startRunCall();
    if (m_breakAtStart) {
        m_breakAtStart = false;
        return m_run.status;
    }
    while (m_run.status == RunStatus::Running) {
        if (stopRequested()) {
            m_run.status = RunStatus::Stopped;
            break;
        }
        // a plain load first: the exchange is a locked instruction, too dear for every step
        if (m_pauseRequested.load(std::memory_order_relaxed) && m_pauseRequested.exchange(false))
            break;
        if (target.step && m_run.stepCount >= *target.step) break;
        if (m_run.current.empty()) {
            if (m_run.now >= horizon && m_run.queue.nextTime() > horizon) break;
            if (!timeStep(horizon, target.timeStop)) break;
        }
        if (anyBreakpoint() && checkElementBreak()) break;
        if (anyBreakpoint()) noteBreakVariables();
        const bool wasActive = enteredState >= 0 && m_run.active[enteredState];
        executeSelected();
        if (anyBreakpoint() && checkStepBreaks()) break;
        if (!target.element.empty() && !m_eventLog.empty() && eventSource(m_eventLog.size() - 1) == target.element)
            break;
        if (enteredState >= 0 && !wasActive && m_run.active[enteredState]) break;
    }
    return m_run.status;
}

// Bounds on a time step that makes no headway: at most SimulationSettings::maxSteps solver
// steps between two output points or events, and no long run of steps that do not move
// time at all (the solver shrinking its step onto a point it cannot pass). Inline in the
// time step: it runs after every solver step.
inline bool Engine::checkProgress(AdvanceStatus st, double t) {
    const double advanced = t - m_run.now;
    m_stalledSteps =
        advanced > kNegligibleStep * std::max(1.0, std::fabs(t)) ? 0 : m_stalledSteps + 1;
    if (st != AdvanceStatus::Step || t >= m_nextOutputTime) {
        m_stepsSinceOutput = 0;
        m_solverError.clear();  // trial-point errors explain only a failure before the next output
        // the first output point after t: unchanged while t has not reached it
        if (t >= m_nextOutputTime)
            m_nextOutputTime = m_t0 + (std::floor((t - m_t0) / m_dt) + 1) * m_dt;
        return true;
    }
    ++m_stepsSinceOutput;
    const long limit = m_settings.maxSteps > 0 ? m_settings.maxSteps : kDefaultMaxSteps;
    const bool stalled = m_stalledSteps > kStalledStepLimit;
    if (!stalled && m_stepsSinceOutput <= static_cast<std::uint64_t>(limit)) return true;
    failNoProgress(t, stalled, limit);
    return false;
}

template <bool Continuous>
bool Engine::timeStepOf(double horizon, RunTarget::TimeStop stop) {
    const CompiledModel& m = *m_model;
    for (;;) {
        if (stopRequested()) {
            m_run.status = RunStatus::Stopped;
            return false;
        }
        if (m_pauseRequested.load()) return false;
        const double tNext = m_run.queue.nextTime();
        if (tNext <= m_run.now) {
            moveDue();
            if (m_run.current.empty()) continue;
            chooseSelected();
            return true;
        }
        const double target = std::min(tNext, horizon);
        if (target <= m_run.now) return false;  // paused at the horizon
        // Two event times a rounding error apart (a sample at 0.30000000000000004 and a
        // timeout at 0.3): time moves on to the next one without a solver step (none can be
        // that short; the state does not change within it). Many such steps in a row are a
        // delay too small to simulate, which would never end: an error.
        const bool tiny =
            !m_pending.valid && tNext <= horizon && tNext - m_run.now < timeResolution();
        if (!tiny) {
            m_tinyAdvances = 0;
        } else if (++m_tinyAdvances > kTinyAdvanceLimit) {
            failTimeResolution(tNext);
            return false;
        }
        // without a continuous part time jumps to the target; with one, the solver goes there
        double t = target;
        AdvanceStatus st = AdvanceStatus::ReachedStop;
        if constexpr (Continuous) {
            if (!advanceContinuous(horizon, stop, tNext, target, tiny, t, st)) return false;
        }
        m_terminateAt = t;
        outputGrid(t, tiny);
        if (m_run.status == RunStatus::Failed) return false;
        if (m_run.terminateRequested) {
            // terminate() held at an output point inside the step: the run ends there
            t = m_terminateAt;
            if (Continuous && m.stateCount() > 0) m_solver->interpolate(t, m_y.data());
            st = AdvanceStatus::ReachedStop;
        }
        // progress is a question for the solver's steps; without them time jumps to an event
        if constexpr (Continuous) {
            if (!checkProgress(st, t)) return false;
        }
        m_run.now = t;
        if constexpr (Continuous) loadStates(m_y.data());
        m_run.vals[m.timeSlot] = t;
        // a relation of a breakpoint's condition that left zero without a crossing; the step
        // is finished (asserts, terminate(), crossings) before the run stops at a hit
        bool breakHit = st == AdvanceStatus::Step && !m_breakRelations.empty() && anyBreakpoint() &&
                        checkBreakRoots(nullptr);
        // a plain step needs the algebraic values only when asserts or terminate() are checked
        if (st == AdvanceStatus::Step && !m.checksAtSteps) {
            if (breakHit) return false;
            continue;
        }
        if (!solveOdeBlocks()) {
            failNonlinear();
            return false;
        }
        if (!m.asserts.empty() && execute(m.asserts, false) == ExecResult::Failed) return false;
        if (anyBreakpoint() && m_diags.size() > m_breakDiagnostics && checkDiagnosticBreaks()) {
            writeBreakRow();
            breakHit = true;
        }
        if (m_run.terminateRequested) {
            // terminate() at an accepted step: the run ends here, with its terminal event
            m_run.current.push_back(
                {m_run.nextId++, m_run.currentSeq++, EventKind::Terminal, -1, true});
            chooseSelected();
            return !breakHit;
        }
        if (st == AdvanceStatus::Root) {
            const auto& roots = m_solver->rootsFound();
            for (const CrossingRoots& c : m_crossingRoots) {
                const int r = c.relation;
                const Relation& rel = m.relations[r];
                const bool equationEvent = rel.inWhenCondition || rel.inEquation;
                if (roots[static_cast<std::size_t>(c.rising)] > 0) {
                    if (!m_run.rel[r]) {
                        if (equationEvent)
                            m_run.current.push_back(
                                {m_run.nextId++, m_run.currentSeq++, EventKind::State, r, true});
                        else
                            m_run.rel[r] = 1;  // read by chart conditions only: checked below
                    } else if (rel.inWhenCondition) {
                        warnNotRearmed(r);
                    }
                }
                if (c.falling >= 0 && roots[static_cast<std::size_t>(c.falling)] < 0 &&
                    m_run.rel[r]) {
                    if (rel.inEquation)
                        m_run.current.push_back(
                            {m_run.nextId++, m_run.currentSeq++, EventKind::State, r, false});
                    else
                        m_run.rel[r] = 0;  // re-armed; no equation reads the value, so no event
                }
            }
            checkConditions();
            // a breakpoint hit at this crossing pauses here, before its events run
            const bool hit = (anyBreakpoint() && checkBreakRoots(&roots)) || breakHit;
            if (!m_run.current.empty()) {
                chooseSelected();
                return !hit;
            }
            if (hit) return false;
            continue;
        }
        if (st == AdvanceStatus::ReachedStop && t >= tNext) {
            moveDue();
            if (m_run.current.empty()) {
                if (breakHit) return false;
                continue;
            }
            chooseSelected();
            return !breakHit;
        }
        if (breakHit) return false;
        if (st == AdvanceStatus::ReachedStop && t >= horizon) return false;
    }
}

template bool Engine::timeStepOf<true>(double horizon, RunTarget::TimeStop stop);
template bool Engine::timeStepOf<false>(double horizon, RunTarget::TimeStop stop);

// The continuous part's way to `target` (the next event, or the horizon when that comes
// first): a solver step, the step kept at the last pause, or none when the step is too
// short for the solver. On true, t and st are where the step ended and how; false when
// the time step ends here (stopped short of the horizon, paused inside the step, or the
// solver failed).
bool Engine::advanceContinuous(double horizon, RunTarget::TimeStop stop, double tNext,
                               double target, bool tiny, double& t, AdvanceStatus& st) {
    const CompiledModel& m = *m_model;
    if (m_inputsChanged) {
        // inputs jumped: the solver restarts from the current state
        m_inputsChanged = false;
        m_pending.valid = false;
        storeStates(m_y.data());
        if (!m_solver->reset(m_run.now, m_y.data())) {
            failSolver();
            return false;
        }
    }
    t = m_run.now;
    // Towards a horizon that is not a scheduled event: whole steps only (packages), or
    // no influence on the steps at all (a pause), or land on it (exchange points).
    const bool horizonLimits = horizon < tNext;
    const bool landExactly = !(stop == RunTarget::TimeStop::WholeSteps && horizonLimits);
    const bool pauseInside = stop == RunTarget::TimeStop::Pause && horizonLimits;
    const double solverStop = pauseInside ? tNext : target;
    bool stepped = true;  // the solver took (or had taken) a step
    if (m_pending.valid) {
        // the step taken before the last pause, not taken again
        st = m_pending.status;
        t = m_pending.t;
        std::copy(m_pending.y.begin(), m_pending.y.end(), m_y.begin());
        m_pending.valid = false;
    } else if (!tiny) {
        st = m_solver->advance(solverStop, t, m_y.data(), landExactly);
    } else {
        // a step too short for the solver: time jumps to the next event, the state stays
        stepped = false;
        t = target;
        st = AdvanceStatus::ReachedStop;
        storeStates(m_y.data());
        if (!m_solver->reset(t, m_y.data())) {
            m_run.now = t;
            failSolver();
            return false;
        }
    }
    if (st == AdvanceStatus::ReachedStop && t < target && !landExactly) {
        // the next whole step would pass the horizon: the run stops short of it
        m_run.now = t;
        return false;
    }
    if (pauseInside && st != AdvanceStatus::Failure && t > horizon) {
        // the step passes the pause point: keep it, show the state at the pause point
        m_pending.valid = true;
        m_pending.status = st;
        m_pending.t = t;
        m_pending.y.assign(m_y.begin(), m_y.end());
        outputGrid(horizon);
        if (m_run.status == RunStatus::Failed) return false;
        std::vector<double>& y = m_interp;
        y.resize(m_y.size());
        if (m.stateCount() > 0 && m_solver->interpolate(horizon, y.data())) loadStates(y.data());
        m_run.now = horizon;
        m_run.vals[m.timeSlot] = horizon;
        if (!solveOdeBlocks()) failNonlinear();
        return false;
    }
    if (st == AdvanceStatus::Failure) {
        m_run.now = t;
        failSolver();
        return false;
    }
    if (stepped && !m_observedRelations.empty()) rearmObserved();
    return true;
}

void Engine::failNoProgress(double t, bool stalled, long limit) {
    m_run.now = t;
    if (m_solverError.set) {
        failSolver();  // the equations left a function's domain there: that is the cause
        return;
    }
    if (stalled)
        fail(Code::SolverFailure, msg("the solver makes no progress at t = %1: its last %2 steps "
                                      "were shorter than %3 * |t| (a "
                                      "discontinuity or a singularity there?)",
                                      num(t, 10), m_stalledSteps, num(kNegligibleStep, 10)));
    else
        fail(Code::SolverFailure, msg("more than %1 solver steps without reaching the next output "
                                      "point or event, at t = %2 (raise "
                                      "--max-steps or check the model's stiffness)",
                                      limit, num(t, 10)));
}

void Engine::failTimeResolution(double tNext) {
    const QueueItem next = m_run.queue.top();
    std::string source;
    Message text;
    describe(next.kind, next.ref, true, 0.0, source, text);
    fail(Code::TimeResolution,
         msg("the next event (%1) is only %2 s after t = %3, below this run's time resolution of "
             "%4 s: a "
             "delay, timeout or sample interval this small cannot be simulated",
             sourceMessage(next.kind, next.ref), num(tNext - m_run.now), num(m_run.now),
             num(timeResolution())),
         {}, {source});
}

// The solver gave up. When an equation left a function's domain at its trial points, that
// is the cause the user needs to see.
void Engine::failSolver() {
    if (m_solverError.set) {
        const EvalError e = m_solverError;
        m_solverError.clear();
        failMath(e);
        return;
    }
    fail(Code::SolverFailure,
         msg("the solver failed at t = %1: %2", num(m_run.now, 10), m_solver->errorMessage()));
}

void Engine::failNonlinear() {
    fail(Code::AlgebraicLoopFailed,
         msg("the algebraic loop in %1 could not be solved: %2", joinNames(), m_lastNonlinearError),
         m_lastNonlinearBlock ? m_lastNonlinearBlock->loc : SourceLoc{},
         m_lastNonlinearBlock ? m_lastNonlinearBlock->names : std::vector<std::string>{});
}

Message Engine::joinNames() const {
    return m_lastNonlinearBlock ? joined(m_lastNonlinearBlock->names) : joined({});
}

void Engine::warnNotRearmed(int r) {
    const Relation& rel = m_model->relations[r];
    int& count = m_run.notRearmedWarnings[r];
    ++count;
    if (count > 10) return;
    // the tenth warning says that it is the last one; the time is the diagnostic's own
    // (every view shows it once, after the text)
    Message text = count == 10 ? msg("the condition '%1' became true again without having been "
                                     "re-armed (it did not move beyond the hysteresis band %2 "
                                     "after its last event); the when-clause does not fire "
                                     "(further occurrences are not reported)",
                                     rel.text, m_run.band[r])
                               : msg("the condition '%1' became true again without having been "
                                     "re-armed (it did not move beyond the hysteresis band %2 "
                                     "after its last event); the when-clause does not fire",
                                     rel.text, m_run.band[r]);
    auto& d = m_diags.warning(Code::ConditionNotRearmed, rel.loc, std::move(text));
    d.time = m_run.now;
    d.names = rel.names;
}

void Engine::executeSelected() {
    const CompiledModel& m = *m_model;
    std::size_t idx = 0;
    for (std::size_t i = 0; i < m_run.current.size(); ++i)
        if (m_run.current[i].id == m_run.selectedId) idx = i;
    const Current cur = m_run.current[idx];
    // the order of current items is kept by their sequence numbers, not their positions
    m_run.current[idx] = m_run.current.back();
    m_run.current.pop_back();

    if (m_settings.recordResults &&
        !((m_run.lastRowIsAfterEvent || m_run.lastRowIsBreak) && !m_results.time().empty() &&
          m_results.time().back() == m_run.now))
        outputEventRow(false);
    // Relations may have been re-armed silently during the time step: bring the
    // condition values up to date so that their left limits are right.
    refreshConditions();
    copyToPre();
    switch (cur.kind) {
    case EventKind::State:
        m_run.rel[cur.ref] = cur.rising ? 1 : 0;
        if (cur.rising) checkAccumulation(cur.ref);
        break;
    case EventKind::Sample: m_run.samples[cur.ref] = 1; break;
    case EventKind::Terminal: m_run.terminal = true; break;
    default: break;
    }
    ++m_run.stepCount;
    checkInstantaneousLoop();
    if (m_run.queue.overflowed())
        fail(Code::QueueLimit, msg("the event queue reached its limit of %1 items at once (or 2^40 "
                                   "schedulings in one run); an "
                                   "event schedules events faster than they run",
                                   EventQueue::kMaxItems));
    // a dynamic event's occurrence is released when it runs: its name and arguments first
    // (made only for dynamic events: an empty std::optional of it is zeroed at every step,
    // which took 6 to 8 % of a statechart transition's time)
    std::unique_ptr<EventTexts> dynamicTexts;
    const bool dynamic = cur.kind == EventKind::Event && cur.ref >= kDynamicBase;
    if (dynamic) {
        dynamicTexts = std::make_unique<EventTexts>();
        describe(cur.kind, cur.ref, cur.rising, cur.payload, dynamicTexts->source,
                 dynamicTexts->detail);
    }
    if (m_run.status == RunStatus::Running &&
        (cur.kind == EventKind::Transition || cur.kind == EventKind::Event ||
         cur.kind == EventKind::Message)) {
        m_runningKind = cur.kind;
        m_runningRef = cur.ref;
        executeDiscreteItem(cur);
        m_runningRef = -1;
        if (m_settings.recordEventTrace) traceAction(cur);
    }
    if (m_run.status == RunStatus::Running && reactsToEvents()) eventIteration(cur);
    if (cur.kind == EventKind::Sample) {
        m_run.samples[cur.ref] = 0;
        scheduleSample(cur.ref, false);
    }
    settleConditions();
    if (!m.relations.empty()) {
        // items made obsolete by the event iteration (a relation already switched)
        m_run.current.erase(std::remove_if(m_run.current.begin(), m_run.current.end(),
                                           [&](const Current& c) {
                                               return c.kind == EventKind::State &&
                                                      (m_run.rel[c.ref] != 0) == c.rising;
                                           }),
                            m_run.current.end());
        scheduleTimeEvents();
    }
    // items due now (a zero delay, a timeout of 0, a cyclic event whose next time is now)
    // are current at once, in the order they were scheduled
    if (m_run.status == RunStatus::Running) moveDue();
    if (m_hasConditions && m_run.status == RunStatus::Running && cur.kind != EventKind::Terminal)
        checkConditions();
    recordEvent(cur.kind, cur.ref, cur.rising, cur.payload, dynamicTexts.get());
    if (m_settings.recordResults) outputEventRow(true);
    if (!m.asserts.empty() && m_run.status == RunStatus::Running) checkAsserts();
    if (m_run.status == RunStatus::Running && cur.kind == EventKind::Terminal) {
        m_run.status = RunStatus::Finished;
    } else if (m_run.status == RunStatus::Running &&
               (m_run.terminateRequested || m_run.stopRequestedByModel)) {
        // terminate() or stopSimulation(): the terminal event follows at this instant, after
        // the other items current now
        bool queued = false;
        for (const auto& c : m_run.current) queued = queued || c.kind == EventKind::Terminal;
        if (!queued)
            m_run.current.push_back(
                {m_run.nextId++, m_run.currentSeq++, EventKind::Terminal, -1, true});
    }
    if (m_run.status == RunStatus::Running && m_continuous) {
        m_pending.valid = false;
        storeStates(m_y.data());
        if (!m_solver->reset(m_run.now, m_y.data())) failSolver();
    }
    if (!m_run.current.empty()) chooseSelected();
    if (m_settings.recordQueueTrace) recordQueue();
    if (m_settings.historyLimit > 0) saveHistory();
    if (m_run.current.empty() && !m_run.queue.empty()) prefetchNext();
}

// A model of many statecharts touches a different chart at every step, each in memory of
// its own: the next queued transition's record is fetched now, while this step ends and
// the next one takes it from the queue, instead of stalling that step when it reads it.
void Engine::prefetchNext() const {
    const QueueItem next = m_run.queue.top();
    if (next.kind != EventKind::Transition) return;
    const auto t = static_cast<std::size_t>(next.ref);
    __builtin_prefetch(&m_transRT[t]);
    __builtin_prefetch(&m_run.transitionHandles[t]);
}

}  // namespace hs

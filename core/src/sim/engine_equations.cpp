// Equations at run time: the right-hand side and root functions the solver calls, the
// sorted blocks (assignments, algebraic loops through KINSOL, algorithm sections) and the
// interpreter of compiled statements.

#include "engine_internal.h"
#include "nonlinear_solver.h"

#include <cmath>
#include <sstream>

namespace hs {

namespace {

// Iterations one loop of an algorithm or action may take before the run stops as stuck
// (the messages name these numbers: "10^7", "1000000").
constexpr long kMaxForIterations = 10000000;
constexpr long kMaxWhileIterations = 1000000;
// Loops look at the Stop request every 4096 iterations (a bit mask of the counter).
constexpr long kStopCheckMask = 0xfff;

}  // namespace

// The solver's trial points: a value outside a function's domain there is a recoverable
// failure (the solver tries a smaller step); it is kept in m_solverError to explain a
// failure of the solver that follows.
int Engine::evalRhs(double t, const double* y, double* ydot) {
    loadStates(y);
    double* const vals = m_run.vals.data();
    vals[m_slots.time] = t;
    bool ok = true;
    if (m_odeMovesOnly) {
        // one pass over every program's moves; a value that is not a number sends the
        // programs to the interpreter from the first on (their order is the equations'
        // causal one: each value is made again before it is read), and the Store that
        // writes it says where
        for (const Move& m : m_odeMoves) {
            const double v = m(vals);
            if (!std::isfinite(v)) {
                for (const Program* p : m_odePrograms) evaluateProgram(*p, context());
                break;
            }
            vals[m.to] = v;
        }
    } else if (!m_odePrograms.empty()) {
        // assignments only (nearly every model): their programs straight from here (each
        // stores what it computes: none is a bare constant or difference that evaluate()
        // would answer without the interpreter), specialised while the values they took
        // as fixed hold; moves are made in place while they move numbers
        const EvalContext ctx = context();
        if (m_special.enabled) {
            ++m_special.calls;
            if (!m_special.current || !m_special.current->guards.hold(ctx)) specializeOde(ctx);
        }
        const OdeVariant* const special = m_special.current;
        for (std::size_t i = 0; i < m_odePrograms.size(); ++i) {
            if (m_odeMovesOf[i].first >= 0 && makeMoves(i, vals)) continue;
            const Chain& chain = special ? special->chains[i] : m_odeChains[i];
            if (chain.to >= 0 && chain.run(vals)) continue;
            if (special)
                evaluatePlain(special->programs[i], ctx);
            else
                evaluateProgram(*m_odePrograms[i], ctx);
        }
    } else {
        m_inSolver = true;
        ok = solveOdeBlocks();
        m_inSolver = false;
    }
    if (m_evalError.set) {
        m_solverError = m_evalError;
        m_evalError.clear();
        return 1;
    }
    if (!ok) return 1;
    // v - v is 0 for a number and NaN for an infinity or a NaN: one test for all of them
    const int* const ders = m_slots.derivatives;
    const int n = m_slots.derivativeCount;
    double notNumbers = 0.0;
    for (int i = 0; i < n; ++i) {
        const double v = vals[ders[i]];
        ydot[i] = v;
        notNumbers += v - v;
    }
    return std::isnan(notNumbers) ? 1 : 0;
}

// Which slots the right-hand side may take as fixed: constants and parameters for the run
// (after initialisation), discrete variables until they change; none that one of the
// programs writes.
void Engine::prepareSpecialization() {
    OdeSpecialization& s = m_special;
    s = OdeSpecialization{};
    if (m_odePrograms.empty() || m_odeMovesOnly) return;  // moves have nothing to put in
    for (const Program* p : m_odePrograms)
        if (p->functions) return;  // evaluated by the general interpreter
    s.fixed.assign(static_cast<std::size_t>(m_model->slotCount), 0);
    for (const VariableInfo& v : m_model->variables) {
        if (v.slot < 0 || v.slot >= m_model->slotCount) continue;
        const auto slot = static_cast<std::size_t>(v.slot);
        if (v.kind == VarKind::Constant || v.kind == VarKind::Parameter) s.fixed[slot] = 1;
        if (v.kind == VarKind::Discrete) s.fixed[slot] = 2;
    }
    for (const Program* p : m_odePrograms)
        for (const Instr& in : p->code)
            if (in.op == OpCode::Store && in.a >= 0 && in.a < m_model->slotCount)
                s.fixed[static_cast<std::size_t>(in.a)] = 0;
    s.variants.reserve(kOdeVariants);
}

void Engine::specializeOde(const EvalContext& ctx) {
    OdeSpecialization& s = m_special;
    s.current = nullptr;
    for (const OdeVariant& v : s.variants)
        if (v.guards.hold(ctx)) {
            s.current = &v;
            return;
        }
    // a new variant more often than once in 8 evaluations: what it takes as fixed is not
    if (++s.made > 16 && s.made * 8 > s.calls) {
        s.enabled = false;
        return;
    }
    OdeVariant* next = nullptr;
    if (s.variants.size() < kOdeVariants) {
        next = &s.variants.emplace_back();
        for (const Program* p : m_odePrograms) next->programs.push_back(*p);
    } else {
        next = &s.variants[s.replace++ % kOdeVariants];  // all kept: the oldest goes
    }
    OdeVariant& v = *next;
    v.guards.clear();
    v.chains.resize(m_odePrograms.size());
    std::size_t before = 0, after = 0;
    for (std::size_t i = 0; i < m_odePrograms.size(); ++i) {
        const Program& p = *m_odePrograms[i];
        std::vector<Instr>& code = v.programs[i].code;
        if (!specializeProgram(p, ctx, s.fixed, v.guards, code)) code = p.code;
        v.chains[i] = chainOf(v.programs[i]);
        before += p.code.size();
        after += code.size();
    }
    // the first one shows whether the programs have anything fixed to put in
    if (s.made == 1 && after >= before) {
        s.enabled = false;
        s.variants.clear();
        return;
    }
    s.current = &v;
}

// A difference reads two operands and is never checked: no evaluator, no error to look at.
int Engine::evalDirectRoots(double t, const double* y, double* g) {
    loadStates(y);
    double* const vals = m_run.vals.data();
    vals[m_slots.time] = t;
    const double* const band = m_run.band.data();
    for (const DirectRoot& d : m_directRoots) {
        const double z = d.z(vals);
        g[d.rising] = z;
        g[d.other] = z + band[d.relation];
    }
    return 0;
}

int Engine::evalGeneralRoots(double t, const double* y, double* g) {
    loadStates(y);
    double* const vals = m_run.vals.data();
    vals[m_slots.time] = t;
    m_inSolver = true;
    const bool ok = !m_rootsReadAlgebraics || solveOdeBlocks();
    const double* const band = m_run.band.data();
    // the evaluator's context is made only for a function that is not a difference: building
    // it at every call cost a thermostat 0.4 % of its instructions
    for (std::size_t k = 0; ok && k < m_crossingRoots.size(); ++k) {
        const CrossingRoots& c = m_crossingRoots[k];
        const auto r = static_cast<std::size_t>(c.relation);
        const double z =
            c.difference ? (*c.difference)(vals) : evaluate(m_model->relations[r].z, context());
        g[c.rising] = z;
        if (c.falling >= 0) g[c.falling] = z + band[r];
        if (c.observed >= 0) g[c.observed] = z + band[r];
    }
    if (ok && !m_breakRelations.empty()) {
        // a breakpoint's crossing function outside its domain (sqrt of a value a rounding
        // error below zero) must not fail the run: not checked
        EvalContext quiet = context();
        quiet.error = nullptr;
        for (std::size_t b = 0; b < m_breakRelations.size(); ++b)
            g[static_cast<std::size_t>(m_breakRootBase) + b] =
                evaluate(m_breakRelations[b].z, quiet);
    }
    m_inSolver = false;
    if (m_evalError.set) {
        m_solverError = m_evalError;
        m_evalError.clear();
        return -1;
    }
    return ok ? 0 : -1;
}

bool Engine::failOnEvalError() {
    if (!m_evalError.set) return false;
    const EvalError e = m_evalError;
    m_evalError.clear();
    failMath(e);
    return true;
}

// Nested loops may run for hours (10^7 x 10^7 iterations): a stop request ends them.
bool Engine::stopInsideLoop(SourceLoc loc) {
    if (!stopRequested()) return false;
    fail(Code::Stopped,
         msg("stopped on request while a loop was running; the run cannot go on from the middle of "
             "it"),
         loc);
    return true;
}

void Engine::failMath(const EvalError& e) {
    // the time is the diagnostic's own field (printed as "(t = ...)")
    if (e.op == OpCode::Fail) {  // a function's assertion, met where its call was evaluated
        fail(Code::AssertionFailed, e.describe(), e.loc);
        return;
    }
    if (e.op == OpCode::CheckIndex || e.op == OpCode::CallFunction || e.op == OpCode::Jump) {
        // in a function run while simulating: a subscript, its depth, a loop
        fail(e.op == OpCode::CheckIndex     ? Code::IndexOutOfRange
             : e.op == OpCode::CallFunction ? Code::RecursionLimit
                                            : Code::WhileIterationLimit,
             e.describe(), e.loc);
        return;
    }
    fail(Code::MathDomain, e.describe(), e.loc,
         e.what.empty() ? std::vector<std::string>{} : std::vector<std::string>{e.what});
}

std::string Engine::formatMessage(const CompiledStmt& s, const EvalContext& ctx) {
    std::ostringstream text;
    text.precision(10);
    for (std::size_t i = 0; i < s.args.size(); ++i) {
        text << s.parts[i];
        const double v = evaluate(s.args[i], ctx);
        if (i < s.booleanArgs.size() && s.booleanArgs[i])
            text << (v != 0.0 ? "true" : "false");
        else
            text << v;
    }
    text << s.parts.back();
    return text.str();
}

bool Engine::solveBlock(const EquationBlock& b, int index, bool initial, const EvalContext& ctx) {
    switch (b.kind) {
    case EquationBlock::Kind::Assign: evaluate(b.program, ctx); break;
    case EquationBlock::Kind::Algorithm:
        if (execute(m_model->algorithms[b.algorithm], false) == ExecResult::Failed) return false;
        break;
    case EquationBlock::Kind::Nonlinear:
        if (!solveNonlinear(b, index + (initial ? 1 << 20 : 0), initial)) return false;
        break;
    }
    // outside the solver's trial points a value outside its domain ends the run here
    return m_inSolver || !failOnEvalError();
}

bool Engine::solveBlocks(const std::vector<EquationBlock>& blocks, bool initial) {
    if (blocks.empty()) return true;
    const EvalContext ctx = context();
    for (std::size_t i = 0; i < blocks.size(); ++i)
        if (!solveBlock(blocks[i], static_cast<int>(i), initial, ctx)) return false;
    return true;
}

namespace {

// A program that leaves nothing on the stack whatever it computes: no jumps (whose paths
// may differ in what they push) and no function calls; pushes and pops balance.
bool joinable(const Program& p) {
    if (p.functions) return false;
    int depth = 0;
    for (const Instr& in : p.code) {
        switch (in.op) {
        case OpCode::Const:
        case OpCode::Load:
        case OpCode::LoadPre:
        case OpCode::LoadRel:
        case OpCode::Initial:
        case OpCode::Terminal:
        case OpCode::Sample:
        case OpCode::InState: ++depth; break;
        case OpCode::Store: --depth; break;
        case OpCode::Neg:
        case OpCode::Not:
        case OpCode::Call1: break;
        default:
            if (!isBinaryOperation(in.op)) return false;
            --depth;
        }
        if (depth < 0) return false;
    }
    return depth == 0;
}

}  // namespace

// One interpreter call per run of joinable assignments; the checked operations keep their
// sites (a segment starts anew before the sites' 16-bit numbers run out).
std::vector<Engine::OdeSegment> Engine::joinOdeBlocks(const std::vector<EquationBlock>& blocks) {
    std::vector<OdeSegment> segments;
    bool open = false;  // the last segment is a program that takes more assignments
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        const EquationBlock& b = blocks[i];
        if (b.kind != EquationBlock::Kind::Assign || !joinable(b.program)) {
            segments.push_back(OdeSegment{{}, static_cast<int>(i)});
            open = false;
            continue;
        }
        if (open && segments.back().program.sites.size() + b.program.sites.size() > 0xffff)
            open = false;
        if (!open) {
            segments.emplace_back();
            open = true;
        }
        Program& joined = segments.back().program;
        const auto siteBase = static_cast<std::uint16_t>(joined.sites.size());
        for (Instr in : b.program.code) {
            if (in.site) in.site = static_cast<std::uint16_t>(in.site + siteBase);
            joined.code.push_back(in);
        }
        joined.sites.insert(joined.sites.end(), b.program.sites.begin(), b.program.sites.end());
        joined.maxStack = std::max(joined.maxStack, b.program.maxStack);
    }
    return segments;
}

bool Engine::solveOdeSegments() {
    const EvalContext ctx = context();
    for (const OdeSegment& s : m_odeSegments) {
        if (s.block >= 0 && s.program.empty()) {
            if (!solveBlock(m_model->odeBlocks[static_cast<std::size_t>(s.block)], s.block, false,
                            ctx))
                return false;
            continue;
        }
        evaluateProgram(s.program, ctx);
        if (!m_inSolver && failOnEvalError()) return false;
    }
    return true;
}

bool Engine::solveNonlinear(const EquationBlock& block, int index, bool initial) {
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
    for (int i = 0; i < n; ++i) u[i] = m_run.vals[block.unknowns[i]];
    const EvalContext ctx = context();
    NonlinearSolver::Residual residual = [&](const double* x, double* r) {
        for (int i = 0; i < n; ++i) m_run.vals[block.unknowns[i]] = x[i];
        for (int i = 0; i < n; ++i) r[i] = evaluate(block.residuals[i], ctx);
        return 0;
    };
    // the iterates may leave a function's domain on the way: only a failed solve counts
    const EvalError before = m_evalError;
    m_evalError.clear();
    if (m_nonlinear[key]->solve(u, residual)) {
        for (int i = 0; i < n; ++i) m_run.vals[block.unknowns[i]] = u[i];
        m_evalError = before;
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
        case StmtOp::Assign: {
            const double v = evaluate(s.value, ctx);
            m_run.vals[s.slot] = v;
            if (!std::isfinite(v) && !m_evalError.set) {
                m_evalError.set = true;
                m_evalError.op = OpCode::Store;
                m_evalError.arg = v;
                m_evalError.loc = s.loc;
                m_evalError.what = s.targetName;
            }
            if (m_evalError.set && !m_inSolver) {
                failOnEvalError();
                return ExecResult::Failed;
            }
            break;
        }
        case StmtOp::Reinit:
            // in when-clauses the value is taken now and assigned at the end of the event
            // iteration step (Modelica 8.3.6): reinit(x, y); reinit(y, x) swaps them
            if (m_deferReinits)
                m_pendingReinits.emplace_back(s.slot, evaluate(s.value, ctx));
            else
                m_run.vals[s.slot] = evaluate(s.value, ctx);
            break;
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
                fail(Code::InvalidLoop, msg("for-loop with a zero step"), s.loc);
                return ExecResult::Failed;
            }
            long guard = 0;
            for (double i = from; step > 0 ? i <= to : i >= to; i += step) {
                if (++guard > kMaxForIterations) {
                    fail(Code::InvalidLoop, msg("for-loop with more than 10^7 iterations"), s.loc);
                    return ExecResult::Failed;
                }
                if ((guard & kStopCheckMask) == 0 && stopInsideLoop(s.loc)) return ExecResult::Failed;
                m_run.vals[s.slot] = i;
                ExecResult r = execute(s.body, atEvent);
                if (r == ExecResult::Break) break;
                if (r != ExecResult::Normal) return r;
            }
            break;
        }
        case StmtOp::While: {
            long guard = 0;
            while (evaluate(s.branches[0].cond, ctx) != 0.0) {
                if (++guard > kMaxWhileIterations) {
                    fail(Code::WhileIterationLimit,
                         msg("while-loop still running after 1000000 iterations"), s.loc);
                    return ExecResult::Failed;
                }
                if ((guard & kStopCheckMask) == 0 && stopInsideLoop(s.loc)) return ExecResult::Failed;
                ExecResult r = execute(s.branches[0].body, atEvent);
                if (r == ExecResult::Break) break;
                if (r != ExecResult::Normal) return r;
            }
            break;
        }
        case StmtOp::Assert: {
            // checked at accepted points only, never at the solver's trial points
            if (m_inSolver) break;
            const bool holds = evaluate(s.value, ctx) != 0.0;
            std::uint8_t& failing = m_run.assertFailing[static_cast<std::size_t>(s.targetIndex)];
            if (holds) {
                failing = 0;
                break;
            }
            // the message is the model's own text (with the values it names): shown as it is
            if (s.warningLevel) {
                // once each time the condition turns false, not at every point where it is
                if (!failing) {
                    auto& d = m_diags.warning(Code::AssertionFailed, s.loc,
                                              verbatim(formatMessage(s, ctx)));
                    d.time = m_run.now;
                }
                failing = 1;
                break;
            }
            failing = 1;
            if (m_deferAsserts) {
                if (!m_deferredAssert.set) m_deferredAssert = {true, formatMessage(s, ctx), s.loc};
                break;
            }
            fail(Code::AssertionFailed, verbatim(formatMessage(s, ctx)), s.loc);
            return ExecResult::Failed;
        }
        case StmtOp::Terminate:
            if (m_inSolver) break;
            if (!m_run.terminateRequested) m_run.terminateMessage = formatMessage(s, ctx);
            m_run.terminateRequested = true;
            break;
        case StmtOp::Send:
            receiveMessage(s.slot, evaluate(s.value, ctx));
            break;
        case StmtOp::Schedule: {
            std::vector<double> args;
            args.reserve(s.args.size());
            for (const auto& a : s.args) args.push_back(evaluate(a, ctx));
            const double handle = scheduleOccurrence(s.targetIndex, evaluate(s.value, ctx), std::move(args));
            if (s.slot >= 0) m_run.vals[s.slot] = handle;
            break;
        }
        case StmtOp::Cancel: cancelOccurrence(evaluate(s.value, ctx)); break;
        case StmtOp::Stop: m_run.stopRequestedByModel = true; break;
        case StmtOp::Trace: addTrace(formatMessage(s, ctx)); break;
        case StmtOp::Break: return ExecResult::Break;
        case StmtOp::Return: return ExecResult::Return;
        }
    }
    return ExecResult::Normal;
}

}  // namespace hs

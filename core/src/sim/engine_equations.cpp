// Equations at run time: the right-hand side and root functions the solver calls, the
// sorted blocks (assignments, algebraic loops through KINSOL, algorithm sections) and the
// interpreter of compiled statements.

#include "engine_internal.h"
#include "nonlinear_solver.h"

#include <cmath>
#include <sstream>

namespace hs {

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
        case StmtOp::Reinit:
            // in when-clauses the value is taken now and assigned at the end of the event
            // iteration step (Modelica 8.3.6): reinit(x, y); reinit(y, x) swaps them
            if (m_deferReinits)
                m_pendingReinits.emplace_back(s.slot, evaluate(s.value, ctx));
            else
                m_s.vals[s.slot] = evaluate(s.value, ctx);
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

}  // namespace hs

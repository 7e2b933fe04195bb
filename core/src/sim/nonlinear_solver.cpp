#include "nonlinear_solver.h"

#include <kinsol/kinsol.h>
#include <nvector/nvector_serial.h>
#include <sunlinsol/sunlinsol_dense.h>
#include <sunmatrix/sunmatrix_dense.h>

#include <cmath>
#include <cstring>

namespace hs {

namespace {

// Newton tolerances and limits for the algebraic loops: the residual norm that counts as
// solved, the scaled step below which KINSOL stops, and the iterations it may take.
constexpr double kResidualTolerance = 1e-12;
constexpr double kStepTolerance = 1e-14;
constexpr long kMaxNewtonIterations = 200;
// The longest scaled Newton step. KINSOL's default is 1000 times the scaled norm of the
// initial guess but at least 1: a loop whose unknowns start at 0 could then only crawl one
// unit per step and was reported as diverging after five such steps.
constexpr double kMaxNewtonStep = 1e12;

}  // namespace

NonlinearSolver::NonlinearSolver(int n, SUNContext ctx) : m_n(n) {
    // every set-up call is checked; the first failure is what solve() reports
    auto ok = [this](int flag, const char* call) {
        if (flag >= 0 || !m_setupError.empty()) return flag >= 0;
        m_setupError = msg("%1 failed (KINSOL error %2)", call, flag);
        return false;
    };
    m_u = N_VNew_Serial(n, ctx);
    m_scale = N_VNew_Serial(n, ctx);
    m_mem = KINCreate(ctx);
    m_J = m_u ? SUNDenseMatrix(n, n, ctx) : nullptr;
    m_ls = m_J ? SUNLinSol_Dense(m_u, m_J, ctx) : nullptr;
    if (!m_u || !m_scale || !m_mem || !m_J || !m_ls) {
        m_setupError = msg(
            "out of memory: the solver of an algebraic loop of %1 unknowns could not be allocated",
            n);
        return;
    }
    N_VConst(1.0, m_scale);
    ok(KINInit(m_mem, &NonlinearSolver::callback, m_u), "KINInit") &&
        ok(KINSetUserData(m_mem, this), "KINSetUserData") &&
        ok(KINSetLinearSolver(m_mem, m_ls, m_J), "KINSetLinearSolver") &&
        ok(KINSetFuncNormTol(m_mem, kResidualTolerance), "KINSetFuncNormTol") &&
        ok(KINSetScaledStepTol(m_mem, kStepTolerance), "KINSetScaledStepTol") &&
        ok(KINSetNumMaxIters(m_mem, kMaxNewtonIterations), "KINSetNumMaxIters") &&
        ok(KINSetMaxNewtonStep(m_mem, kMaxNewtonStep), "KINSetMaxNewtonStep") &&
        ok(KINSetMaxSetupCalls(m_mem, 1),
           "KINSetMaxSetupCalls") &&  // fresh Jacobian every iteration: loops are small
        ok(KINSetPrintLevel(m_mem, 0), "KINSetPrintLevel") &&
        ok(KINSetErrHandlerFn(
               m_mem, [](int, const char*, const char*, char*, void*) {}, nullptr),
           "KINSetErrHandlerFn");
}

NonlinearSolver::~NonlinearSolver() {
    if (m_mem) KINFree(&m_mem);
    if (m_ls) SUNLinSolFree(m_ls);
    if (m_J) SUNMatDestroy(m_J);
    if (m_u) N_VDestroy(m_u);
    if (m_scale) N_VDestroy(m_scale);
}

int NonlinearSolver::callback(N_Vector u, N_Vector f, void* user) {
    auto* self = static_cast<NonlinearSolver*>(user);
    const int rc = (*self->m_residual)(N_VGetArrayPointer(u), N_VGetArrayPointer(f));
    if (rc != 0) return 1;
    const double* r = N_VGetArrayPointer(f);
    for (int i = 0; i < self->m_n; ++i)
        if (!std::isfinite(r[i])) return 1;
    return 0;
}

bool NonlinearSolver::solve(double* u, const Residual& residual) {
    if (!m_setupError.empty()) {
        m_error = m_setupError;
        return false;
    }
    m_residual = &residual;
    std::memcpy(N_VGetArrayPointer(m_u), u, sizeof(double) * m_n);
    // scale by the magnitude of the guess so that large unknowns converge too
    double* s = N_VGetArrayPointer(m_scale);
    for (int i = 0; i < m_n; ++i) s[i] = 1.0 / std::max(1.0, std::fabs(u[i]));
    const int flag = KINSol(m_mem, m_u, KIN_LINESEARCH, m_scale, m_scale);
    m_residual = nullptr;
    if (flag < 0) {
        switch (flag) {
        case KIN_LINESEARCH_NONCONV: m_error = msg("the line search did not converge"); break;
        case KIN_MAXITER_REACHED:
            m_error = msg("the maximum number of Newton iterations was reached");
            break;
        case KIN_MXNEWT_5X_EXCEEDED: m_error = msg("the Newton steps diverged"); break;
        case KIN_LINESEARCH_BCFAIL: m_error = msg("the line search could not make progress"); break;
        case KIN_LSETUP_FAIL: m_error = msg("the Jacobian is singular"); break;
        case KIN_LSOLVE_FAIL: m_error = msg("the linear solve failed (singular Jacobian)"); break;
        case KIN_SYSFUNC_FAIL:
        case KIN_FIRST_SYSFUNC_ERR:
        case KIN_REPTD_SYSFUNC_ERR: m_error = msg("the equations could not be evaluated"); break;
        default: m_error = msg("KINSOL error %1", flag); break;
        }
        return false;
    }
    std::memcpy(u, N_VGetArrayPointer(m_u), sizeof(double) * m_n);
    return true;
}

}  // namespace hs

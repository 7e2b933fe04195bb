#pragma once
// KINSOL (Newton with line search, dense finite-difference Jacobian) for the algebraic
// loops of a model. One instance per loop; not thread-safe.

#include "hs/lang/message.h"

#include <functional>
#include <string>

#include <sundials/sundials_context.h>
#include <sundials/sundials_nvector.h>
#include <sundials/sundials_linearsolver.h>
#include <sundials/sundials_matrix.h>

namespace hs {

class NonlinearSolver {
public:
    // residual(u, r): r = F(u); returns 0 on success, non-zero when F cannot be evaluated
    using Residual = std::function<int(const double* u, double* r)>;

    NonlinearSolver(int n, SUNContext ctx);
    ~NonlinearSolver();
    NonlinearSolver(const NonlinearSolver&) = delete;
    NonlinearSolver& operator=(const NonlinearSolver&) = delete;

    // u holds the initial guess and receives the solution.
    bool solve(double* u, const Residual& residual);
    // Why the last solve() failed; a part of the engine's diagnostic.
    const Message& error() const { return m_error; }

private:
    static int callback(N_Vector u, N_Vector f, void* user);

    int m_n;
    void* m_mem = nullptr;
    N_Vector m_u = nullptr, m_scale = nullptr;
    SUNMatrix m_J = nullptr;
    SUNLinearSolver m_ls = nullptr;
    const Residual* m_residual = nullptr;
    Message m_error;
    Message m_setupError;  // a set-up call that failed: every solve() fails with it
};

}  // namespace hs

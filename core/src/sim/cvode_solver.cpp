// CVODE wrapper. SUNDIALS return codes are translated into messages here and only here.

#include "hs/sim/continuous_solver.h"
#include "hs/sim/result_store.h"

#include "hs/sim/jacobian_pattern.h"
#include "root_scan.h"

#include <cvode/cvode.h>
#include <nvector/nvector_serial.h>
#include <sundials/sundials_context.h>
#include <sunlinsol/sunlinsol_dense.h>
#include <sunlinsol/sunlinsol_klu.h>
#include <sunlinsol/sunlinsol_spgmr.h>
#include <sunmatrix/sunmatrix_dense.h>
#include <sunmatrix/sunmatrix_sparse.h>

#include <algorithm>
#include <bit>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace hs {

std::unique_ptr<ContinuousSolver> makeFixedStepSolver(const SolverOptions& options, OdeSystem& system,
                                                      int stateCount, int rootCount);

namespace {

// Internal steps CVODE may take towards one stop (an output point or an event) when
// --max-steps does not say: beyond it the run fails as stuck instead of crawling on.
constexpr long kDefaultMaxSteps = 100000;
// Error-test failures within one step before CVODE gives up (its default is 7): event
// models restart often with steps far too large for the new state, and need more tries.
constexpr int kMaxErrorTestFailures = 20;
// Newton convergence failures within one step (default 10), for the same reason.
constexpr int kMaxConvergenceFailures = 50;

// Copies, clears and comparisons of the few values a step moves around (states, root
// functions): most models have a handful, and for those a library call costs more than
// the work. Written as a switch, which the compiler does not turn back into the call.
template <class T>
void copyFew(const T* from, std::size_t n, T* to) {
    switch (n) {
    case 4: to[3] = from[3]; [[fallthrough]];
    case 3: to[2] = from[2]; [[fallthrough]];
    case 2: to[1] = from[1]; [[fallthrough]];
    case 1: to[0] = from[0]; [[fallthrough]];
    case 0: return;
    default: std::memcpy(to, from, n * sizeof(T));
    }
}

template <class T>
void clearFew(std::vector<T>& v) {
    switch (v.size()) {
    case 4: v[3] = T{}; [[fallthrough]];
    case 3: v[2] = T{}; [[fallthrough]];
    case 2: v[1] = T{}; [[fallthrough]];
    case 1: v[0] = T{}; [[fallthrough]];
    case 0: return;
    default: std::fill(v.begin(), v.end(), T{});
    }
}

// Bit for bit, as memcmp compares.
inline bool sameFew(const double* a, const double* b, std::size_t n) {
    if (n > 4) return std::memcmp(a, b, n * sizeof(double)) == 0;
    for (std::size_t i = 0; i < n; ++i)
        if (std::bit_cast<std::uint64_t>(a[i]) != std::bit_cast<std::uint64_t>(b[i])) return false;
    return true;
}

class CvodeSolver final : public ContinuousSolver {
public:
    CvodeSolver(const SolverOptions& options, OdeSystem& system, int n, int nroots)
        : m_options(options),
          m_system(system),
          m_n(n),
          m_nroots(nroots),
          m_located(nroots - options.observedRoots),
          m_roots(nroots, 0),
          m_scan(nroots, options.rootDirections, options.observedRoots),
          m_reached(static_cast<std::size_t>(options.observedRoots), 0),
          m_gStart(nroots),
          m_gEnd(nroots),
          m_width(static_cast<std::size_t>(std::max(1, n))),
          m_lastRootsY(std::max(0, n)),
          m_lastRoots(nroots),
          m_pattern(options.jacobian) {
        // a sparse factorisation pays for a large system with a sparse Jacobian
        if (m_pattern && (m_pattern->n != n || n <= ContinuousSolver::kSparseFrom ||
                          m_pattern->nonzeros() > static_cast<long>(n) * n / 10))
            m_pattern.reset();
        if (m_pattern) {
            int groups = 0;
            const std::vector<int> group = groupColumns(*m_pattern, groups);
            m_groups.resize(static_cast<std::size_t>(groups));
            for (int j = 0; j < n; ++j)
                m_groups[static_cast<std::size_t>(group[static_cast<std::size_t>(j)])].push_back(j);
        }
        m_scan.setGrid(options.rootGridOrigin, options.rootSpacing);
        SUNContext_Create(nullptr, &m_ctx);
        // CVODE needs at least one equation; a model without states integrates a dummy one.
        m_y = N_VNew_Serial(std::max(1, n), m_ctx);
        m_tmp = N_VNew_Serial(std::max(1, n), m_ctx);
        N_VConst(0.0, m_y);
        m_mem = CVodeCreate(options.method == SolverMethod::CvodeAdams ? CV_ADAMS : CV_BDF, m_ctx);
    }

    ~CvodeSolver() override {
        if (m_mem) CVodeFree(&m_mem);
        if (m_ls) SUNLinSolFree(m_ls);
        if (m_A) SUNMatDestroy(m_A);
        if (m_y) N_VDestroy(m_y);
        if (m_tmp) N_VDestroy(m_tmp);
        if (m_ctx) SUNContext_Free(&m_ctx);
    }

    bool reset(double t, const double* y) override {
        if (!m_ctx || !m_y || !m_tmp || !m_mem) {
            m_error = msg("out of memory: the solver of %1 states could not be allocated", m_n);
            return false;
        }
        if (m_n > 0) std::memcpy(NV_DATA_S(m_y), y, sizeof(double) * m_n);
        int flag;
        if (!m_initialised) {
            flag = CVodeInit(m_mem, &CvodeSolver::rhsCallback, t, m_y);
            if (!check(flag, "CVodeInit")) return false;
            if (!check(CVodeSetUserData(m_mem, this), "CVodeSetUserData")) return false;
            flag = CVodeSStolerances(m_mem, m_options.relTol, m_options.absTol);
            if (!check(flag, "CVodeSStolerances")) return false;
            // Newton iterations need a linear solver: a sparse Jacobian factorised by KLU
            // when the system is large and its Jacobian sparse; else a dense Jacobian while
            // it is small (n^2 doubles) and the matrix-free GMRES of SUNDIALS beyond that,
            // so that a large model asks for memory in proportion to its size.
            if (m_pattern) {
                m_A = SUNSparseMatrix(m_n, m_n, m_pattern->nonzeros(), CSC_MAT, m_ctx);
                m_ls = m_A ? SUNLinSol_KLU(m_y, m_A, m_ctx) : nullptr;
            } else if (m_n <= ContinuousSolver::kDenseLimit) {
                m_A = SUNDenseMatrix(std::max(1, m_n), std::max(1, m_n), m_ctx);
                m_ls = m_A ? SUNLinSol_Dense(m_y, m_A, m_ctx) : nullptr;
            } else {
                m_ls = SUNLinSol_SPGMR(m_y, SUN_PREC_NONE, 0, m_ctx);
            }
            if (!m_ls) {
                m_error = msg(
                    "out of memory: the linear solver of %1 states could not be allocated", m_n);
                return false;
            }
            flag = CVodeSetLinearSolver(m_mem, m_ls, m_A);
            if (!check(flag, "CVodeSetLinearSolver")) return false;
            if (m_pattern &&
                !check(CVodeSetJacFn(m_mem, &CvodeSolver::sparseJacobian), "CVodeSetJacFn"))
                return false;
            if (!check(CVodeSetMaxNumSteps(m_mem, m_options.maxSteps > 0 ? m_options.maxSteps : kDefaultMaxSteps),
                       "CVodeSetMaxNumSteps"))
                return false;
            if (m_options.step > 0 && !check(CVodeSetMaxStep(m_mem, m_options.step), "CVodeSetMaxStep")) return false;
            if (m_minStep > 0 && !check(CVodeSetMinStep(m_mem, m_minStep), "CVodeSetMinStep")) return false;
            if (!check(CVodeSetMaxErrTestFails(m_mem, kMaxErrorTestFailures), "CVodeSetMaxErrTestFails") ||
                !check(CVodeSetMaxConvFails(m_mem, kMaxConvergenceFailures), "CVodeSetMaxConvFails"))
                return false;
            if (m_located > 0) {
                flag = CVodeRootInit(m_mem, m_located, &CvodeSolver::rootCallback);
                if (!check(flag, "CVodeRootInit")) return false;
                std::vector<int> dirs = m_options.rootDirections;
                dirs.resize(m_located, 0);
                if (!check(CVodeSetRootDirection(m_mem, dirs.data()), "CVodeSetRootDirection")) return false;
            }
            if (!check(CVodeSetErrHandlerFn(m_mem, &CvodeSolver::errorCallback, this), "CVodeSetErrHandlerFn"))
                return false;
            m_initialised = true;
        } else if (!reinit(t)) {
            return false;
        }
        m_t = t;
        m_restartAt = false;
        m_lastRootsValid = false;  // discrete values may have changed with the same state
        clearCache();
        if (m_nroots > 0 && m_system.roots(t, NV_DATA_S(m_y), m_gStart.data()) != 0) {
            m_error =
                msg("a zero-crossing function could not be evaluated at t = %1", formatNumber(t));
            return false;
        }
        return true;
    }

    AdvanceStatus advance(double tStop, double& t, double* y, bool /*landExactly*/) override {
        clearFew(m_roots);
        clearFew(m_reached);
        if (tStop <= m_t) {
            t = m_t;
            copyOut(y);
            return AdvanceStatus::ReachedStop;
        }
        clearCache();
        if (m_restartAt) {
            // the last step was cut at a crossing found inside it: go on from there
            m_restartAt = false;
            if (!reinit(m_t)) return AdvanceStatus::Failure;
        }
        // the stop time holds until CVODE stops there or restarts (it moves only at output
        // points and events, while most calls take one step towards the same one)
        if (tStop != m_stopTime) {
            if (!check(CVodeSetStopTime(m_mem, tStop), "CVodeSetStopTime"))
                return AdvanceStatus::Failure;
            m_stopTime = tStop;
        }
        const double t0 = m_t;
        double tret = m_t;
        const int flag = CVode(m_mem, tStop, m_y, &tret, CV_ONE_STEP);
        if (flag < 0) {
            m_stopTime = kNoStopTime;
            m_t = tret;
            t = tret;
            copyOut(y);
            // our reading of the flag, then CVODE's own text (not ours: verbatim)
            m_error = m_lastMessage.empty() ? describe(flag)
                                            : msg("%1: %2", describe(flag), m_lastMessage);
            return AdvanceStatus::Failure;
        }
        if (flag == CV_TSTOP_RETURN) m_stopTime = kNoStopTime;
        if (flag == CV_ROOT_RETURN && !check(CVodeGetRootInfo(m_mem, m_roots.data()), "CVodeGetRootInfo"))
            return AdvanceStatus::Failure;
        if (m_nroots > 0 && scanStep(t0, tret, flag == CV_ROOT_RETURN)) {
            t = m_t;
            copyOut(y);
            return AdvanceStatus::Root;
        }
        m_t = tret;
        t = tret;
        copyOut(y);
        if (flag == CV_ROOT_RETURN) return AdvanceStatus::Root;
        if (flag == CV_TSTOP_RETURN) return AdvanceStatus::ReachedStop;
        if (t >= tStop) return AdvanceStatus::ReachedStop;
        return AdvanceStatus::Step;
    }

    bool interpolate(double t, double* y) override {
        // the output points of this step were interpolated already by the crossing scan
        for (; m_cacheCursor < m_cacheTimes.size(); ++m_cacheCursor) {
            if (m_cacheTimes[m_cacheCursor] < t) continue;
            if (m_cacheTimes[m_cacheCursor] == t) {
                copyFew(&m_cacheStates[m_cacheCursor * m_width], static_cast<std::size_t>(m_n), y);
                return true;
            }
            break;
        }
        const int flag = CVodeGetDky(m_mem, t, 0, m_tmp);
        if (flag != CV_SUCCESS) return false;
        copyFew(NV_DATA_S(m_tmp), static_cast<std::size_t>(m_n), y);
        return true;
    }

    const std::vector<int>& rootsFound() const override { return m_roots; }
    const std::vector<std::uint8_t>& observedReached() const override { return m_reached; }
    Message errorMessage() const override { return m_error; }
    void setStep(double step) override {
        m_options.step = step;
        if (m_initialised && step > 0) check(CVodeSetMaxStep(m_mem, step), "CVodeSetMaxStep");
    }
    LinearSolver linearSolver() const override {
        if (m_pattern) return LinearSolver::Klu;
        return m_n <= ContinuousSolver::kDenseLimit ? LinearSolver::Dense : LinearSolver::Gmres;
    }
    long jacobianNonzeros() const override { return m_pattern ? m_pattern->nonzeros() : 0; }

    void setMinStep(double step) override {
        m_minStep = step;
        if (m_initialised && step > 0) check(CVodeSetMinStep(m_mem, step), "CVodeSetMinStep");
    }
    long stepCount() const override {
        long n = 0;
        if (m_initialised && CVodeGetNumSteps(m_mem, &n) != CV_SUCCESS) n = 0;
        return m_stepsBefore + n;
    }

private:
    void clearCache() {
        m_cacheTimes.clear();  // (the states' buffer is indexed by the times')
        m_cacheCursor = 0;
    }

    // Restarts CVODE at t from m_y; the steps taken so far stay counted.
    bool reinit(double t) {
        long steps = 0;
        if (!check(CVodeGetNumSteps(m_mem, &steps), "CVodeGetNumSteps")) return false;
        m_stepsBefore += steps;
        m_stopTime = kNoStopTime;
        return check(CVodeReInit(m_mem, t, m_y), "CVodeReInit");
    }

    // Looks for crossings inside the step [t0, t1] that CVODE's end-point test missed (see
    // RootScan). When one is found the step is cut there: m_t and m_y hold the crossing,
    // m_roots the functions that crossed, and the next advance restarts CVODE from it.
    bool scanStep(double t0, double t1, bool endsAtRoot) {
        if (!lastRootsAt(t1, NV_DATA_S(m_y), m_gEnd.data()) &&
            m_system.roots(t1, NV_DATA_S(m_y), m_gEnd.data()) != 0)
            return false;
        if (!m_scan.samplesInside(t0, t1)) {
            // most steps: the ends are all there is to look at
            m_scan.observeEnd(m_gEnd.data(), m_reached);
            m_gStart.swap(m_gEnd);
            return false;
        }
        const RootScan::Eval eval = [&](double ts, double* g) {
            if (CVodeGetDky(m_mem, ts, 0, m_tmp) != CV_SUCCESS) return false;
            const double* const ys = NV_DATA_S(m_tmp);
            if (m_cacheTimes.empty() || ts > m_cacheTimes.back()) {
                // the states' buffer keeps its size from step to step: written in place
                const std::size_t at = m_cacheTimes.size() * m_width;
                if (at + m_width > m_cacheStates.size()) m_cacheStates.resize(2 * (at + m_width));
                m_cacheTimes.push_back(ts);
                copyFew(ys, m_width, m_cacheStates.data() + at);
            }
            return m_system.roots(ts, ys, g) == 0;
        };
        double tRoot = t1;
        std::vector<int> found;
        const bool cut =
            m_scan.scan(t0, m_gStart.data(), t1, m_gEnd.data(), endsAtRoot, eval, tRoot, found);
        m_reached = m_scan.reached();
        if (!cut) {
            m_gStart.swap(m_gEnd);
            return false;
        }
        if (!check(CVodeGetDky(m_mem, tRoot, 0, m_y), "CVodeGetDky")) {
            m_gStart.swap(m_gEnd);
            return false;  // cannot happen inside the step just taken; the step stays whole
        }
        m_system.roots(tRoot, NV_DATA_S(m_y), m_gStart.data());
        m_roots = found;
        m_t = tRoot;
        m_restartAt = true;
        return true;
    }

    // CVODE evaluates the root functions at the end of every step it takes, with the state
    // it returns: those values are reused instead of evaluated again.
    bool lastRootsAt(double t, const double* y, double* g) const {
        if (!m_lastRootsValid || m_lastRootsT != t) return false;
        if (!sameFew(y, m_lastRootsY.data(), static_cast<std::size_t>(m_n))) return false;
        copyFew(m_lastRoots.data(), m_lastRoots.size(), g);
        return true;
    }

    void copyOut(double* y) const { copyFew(NV_DATA_S(m_y), static_cast<std::size_t>(m_n), y); }

    bool check(int flag, const char* fn) { return flag >= 0 || failed(flag, fn); }
    // cold: the failures stay out of the step's code
    [[gnu::cold]] bool failed(int flag, const char* fn) {
        m_error = msg("%1 failed: %2", fn, describe(flag));
        return false;
    }

    [[gnu::cold]] static Message describe(int flag) {
        switch (flag) {
        case CV_TOO_MUCH_WORK:
            return msg(
                "too many solver steps before reaching the next output or event (raise "
                "--max-steps)");
        case CV_TOO_MUCH_ACC:
            return msg("the requested accuracy cannot be reached (loosen the tolerances)");
        case CV_ERR_FAILURE:
            return msg(
                "repeated error test failures (the solution may be discontinuous or singular)");
        case CV_CONV_FAILURE:
            return msg("the corrector did not converge (stiff or singular equations)");
        case CV_LSETUP_FAIL: return msg("the linear solver setup failed (singular Jacobian)");
        case CV_LSOLVE_FAIL: return msg("the linear solve failed");
        case CV_RHSFUNC_FAIL: return msg("the equations could not be evaluated");
        case CV_FIRST_RHSFUNC_ERR: return msg("the equations could not be evaluated at the start");
        case CV_REPTD_RHSFUNC_ERR: return msg("repeated failures evaluating the equations");
        case CV_UNREC_RHSFUNC_ERR: return msg("the equations could not be evaluated");
        case CV_RTFUNC_FAIL: return msg("a zero-crossing function could not be evaluated");
        case CV_ILL_INPUT: return msg("invalid solver input");
        case CV_TOO_CLOSE: return msg("start and stop times are too close");
        default: return msg("CVODE error %1", flag);
        }
    }

    static int rhsCallback(sunrealtype t, N_Vector y, N_Vector ydot, void* user) {
        auto* self = static_cast<CvodeSolver*>(user);
        if (self->m_n == 0) {
            NV_Ith_S(ydot, 0) = 0.0;
            return 0;
        }
        return self->m_system.rhs(t, NV_DATA_S(y), NV_DATA_S(ydot));
    }

    // The sparse Jacobian by forward differences, one right-hand side evaluation per group of
    // columns that share no row. Each state's increment is the one CVODE's own dense
    // difference quotient takes: sqrt(unit roundoff) relative to the state, at least a
    // size set by the error weights, the step and the norm of f.
    static int sparseJacobian(sunrealtype t, N_Vector y, N_Vector fy, SUNMatrix J, void* user,
                              N_Vector tmp1, N_Vector tmp2, N_Vector tmp3) {
        auto* self = static_cast<CvodeSolver*>(user);
        const JacobianPattern& p = *self->m_pattern;
        const int n = self->m_n;
        // CVODE clears the matrix, structure included, before it asks for the Jacobian
        sunindextype* colptrs = SUNSparseMatrix_IndexPointers(J);
        sunindextype* rowvals = SUNSparseMatrix_IndexValues(J);
        double* data = SUNSparseMatrix_Data(J);
        if (SUNSparseMatrix_NNZ(J) < p.nonzeros()) return -1;
        std::copy(p.columnStart.begin(), p.columnStart.end(), colptrs);
        std::copy(p.rows.begin(), p.rows.end(), rowvals);

        N_Vector ewt = tmp1;
        if (CVodeGetErrWeights(self->m_mem, ewt) != CV_SUCCESS) return -1;
        double h = 0.0;
        CVodeGetCurrentStep(self->m_mem, &h);
        const double uround = DBL_EPSILON;
        const double srur = std::sqrt(uround);
        const double fnorm = N_VWrmsNorm(fy, ewt);
        const double minInc = fnorm != 0.0 ? 1000.0 * std::abs(h) * uround * n * fnorm : 1.0;
        const double* yv = NV_DATA_S(y);
        const double* f0 = NV_DATA_S(fy);
        const double* w = NV_DATA_S(ewt);
        double* yp = NV_DATA_S(tmp2);
        double* f1 = NV_DATA_S(tmp3);
        std::memcpy(yp, yv, sizeof(double) * static_cast<std::size_t>(n));
        auto& inc = self->m_increments;
        inc.resize(static_cast<std::size_t>(n));
        for (const std::vector<int>& columns : self->m_groups) {
            for (int j : columns) {
                double d = std::max(srur * std::abs(yv[j]), minInc / w[j]);
                // the step actually taken in floating point
                yp[j] = yv[j] + d;
                d = yp[j] - yv[j];
                inc[static_cast<std::size_t>(j)] = d;
            }
            const int flag = self->m_system.rhs(t, yp, f1);
            if (flag != 0) return flag;
            for (int j : columns) {
                const double scale = 1.0 / inc[static_cast<std::size_t>(j)];
                for (int k = p.columnStart[static_cast<std::size_t>(j)];
                     k < p.columnStart[static_cast<std::size_t>(j) + 1]; ++k) {
                    const int i = p.rows[static_cast<std::size_t>(k)];
                    data[k] = (f1[i] - f0[i]) * scale;
                }
                yp[j] = yv[j];
            }
        }
        return 0;
    }

    // CVODE sees the located functions only (the first m_located); the observed ones are
    // evaluated with them and kept for the step's end.
    static int rootCallback(sunrealtype t, N_Vector y, sunrealtype* g, void* user) {
        auto* self = static_cast<CvodeSolver*>(user);
        const double* state = NV_DATA_S(y);
        // with observed functions the values are made where they are kept, and CVODE gets
        // its part of them; else CVODE's array is filled and kept
        const bool observed = self->m_located < self->m_nroots;
        double* all = observed ? self->m_lastRoots.data() : g;
        const int flag = self->m_system.roots(t, state, all);
        self->m_lastRootsValid = flag == 0;
        if (flag == 0) {
            self->m_lastRootsT = t;
            copyFew(state, static_cast<std::size_t>(self->m_n), self->m_lastRootsY.data());
            if (observed)
                copyFew(all, static_cast<std::size_t>(self->m_located), g);
            else
                copyFew(g, static_cast<std::size_t>(self->m_nroots), self->m_lastRoots.data());
        }
        return flag;
    }

    static void errorCallback(int code, const char*, const char* function, char* msg, void* user) {
        auto* self = static_cast<CvodeSolver*>(user);
        self->m_lastMessage = std::string(function ? function : "") + ": " + (msg ? msg : "");
    }

    SolverOptions m_options;
    OdeSystem& m_system;
    int m_n, m_nroots;
    int m_located;  // root functions CVODE locates: the first ones; the rest are observed
    SUNContext m_ctx = nullptr;
    N_Vector m_y = nullptr, m_tmp = nullptr;
    SUNMatrix m_A = nullptr;
    SUNLinearSolver m_ls = nullptr;
    void* m_mem = nullptr;
    bool m_initialised = false;
    double m_t = 0.0;
    // the stop time CVODE was last given, until it stops there or restarts
    static constexpr double kNoStopTime = -std::numeric_limits<double>::infinity();
    double m_stopTime = kNoStopTime;
    long m_stepsBefore = 0;
    double m_minStep = 0.0;
    std::vector<int> m_roots;
    RootScan m_scan;
    std::vector<std::uint8_t> m_reached;   // the observed functions' far sides in the last advance
    std::vector<double> m_gStart, m_gEnd;  // root functions at the start and end of the step
    std::size_t m_width;                   // the length of CVODE's vectors (one at least)
    // states at the scan's sample points of the last step (increasing times, m_width values
    // each), for interpolate()
    std::vector<double> m_cacheTimes, m_cacheStates;
    std::size_t m_cacheCursor = 0;
    // the root functions of CVODE's last evaluation, at m_lastRootsT and m_lastRootsY
    bool m_lastRootsValid = false;
    double m_lastRootsT = 0.0;
    std::vector<double> m_lastRootsY, m_lastRoots;
    bool m_restartAt = false;  // the last step was cut at a crossing inside it
    // KLU: the Jacobian's structure and its columns in groups that share no row
    std::shared_ptr<const JacobianPattern> m_pattern;
    std::vector<std::vector<int>> m_groups;
    std::vector<double> m_increments;
    Message m_error;
    std::string m_lastMessage;  // CVODE's text of its last error
};

}  // namespace

std::unique_ptr<ContinuousSolver> ContinuousSolver::create(const SolverOptions& options, OdeSystem& system,
                                                           int stateCount, int rootCount) {
    if (options.method == SolverMethod::Euler || options.method == SolverMethod::Rk4)
        return makeFixedStepSolver(options, system, stateCount, rootCount);
    return std::make_unique<CvodeSolver>(options, system, stateCount, rootCount);
}

}  // namespace hs

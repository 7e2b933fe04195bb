#pragma once
// Continuous solvers behind one interface: CVODE (BDF or Adams, with root finding) and
// fixed-step explicit Euler / RK4 with their own root location. A solver integrates an
// OdeSystem one step at a time, never past a stop time, and reports zero crossings of
// the system's root functions in the directions asked for — also those that happen twice
// inside one step, which the step's end points do not show (RootScan).
// Not thread-safe: a solver belongs to one engine.

#include "hs/lang/message.h"
#include "hs/model/run_choices.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace hs {

// What a solver integrates. Implemented by the engine.
class OdeSystem {
public:
    virtual ~OdeSystem() = default;
    // 0 = success, > 0 = recoverable failure (step is retried smaller), < 0 = fatal.
    virtual int rhs(double t, const double* y, double* ydot) = 0;
    virtual int roots(double t, const double* y, double* g) = 0;
};

// Which states each derivative depends on, column by column (compressed sparse columns):
// the rows of column j are the derivatives that read state j, sorted, the diagonal always
// among them. Read from the model's equations (jacobianPattern()); lets CVODE solve its
// Newton systems of large models by a sparse direct factorisation.
struct JacobianPattern {
    int n = 0;
    std::vector<int> columnStart;  // n + 1 offsets into rows
    std::vector<int> rows;
    long nonzeros() const { return static_cast<long>(rows.size()); }
};

struct SolverOptions {
    SolverMethod method = SolverMethod::CvodeBdf;
    double relTol = 1e-6;
    double absTol = 1e-8;
    double step = 0.0;     // fixed step (Euler, RK4) or maximum step (CVODE); 0 = default
    long maxSteps = 0;     // CVODE: maximum internal steps per call; 0 = default (100000)
    std::vector<int> rootDirections;  // per root function: +1 rising, -1 falling, 0 both
    // The last observedRoots root functions (directions +1 or -1) are observed, not
    // located: no step stops at their crossings; observedReached() tells after each step
    // which of them were on the far side of zero at a point the solver evaluated in it.
    int observedRoots = 0;
    // Crossings inside a step that its end points do not show are searched at the points
    // rootGridOrigin + k * rootSpacing inside it (the output points; spacing 0: the middle
    // of each step); see RootScan.
    double rootGridOrigin = 0.0, rootSpacing = 0.0;
    // CVODE above ContinuousSolver::kSparseFrom states: the Jacobian's structure, for a
    // sparse direct solver (KLU) when it is sparse enough; see ContinuousSolver::LinearSolver.
    std::shared_ptr<const JacobianPattern> jacobian;
};

enum class AdvanceStatus { Step, ReachedStop, Root, Failure };

class ContinuousSolver {
public:
    virtual ~ContinuousSolver() = default;

    static std::unique_ptr<ContinuousSolver> create(const SolverOptions& options, OdeSystem& system,
                                                    int stateCount, int rootCount);

    // (Re)starts the integration at t from y (after initialisation and every event).
    virtual bool reset(double t, const double* y) = 0;
    // Takes one step towards tStop, never beyond it. On return t and y hold the reached
    // point (the root for Root). Failure leaves errorMessage() set. With landExactly false
    // a fixed-step solver does not shorten a step to land on tStop: when a whole step would
    // pass it, it stays where it is and returns ReachedStop there (CVODE always lands).
    virtual AdvanceStatus advance(double tStop, double& t, double* y, bool landExactly = true) = 0;
    // Dense output inside the last step.
    virtual bool interpolate(double t, double* y) = 0;
    // After Root: per root function +1 (rising), -1 (falling) or 0.
    virtual const std::vector<int>& rootsFound() const = 0;
    // After any advance: per observed root function, 1 when it was on the far side of zero
    // (in its direction) at the point reached or at a crossing-scan sample before it.
    virtual const std::vector<std::uint8_t>& observedReached() const = 0;
    // Why the last call failed; a part of the engine's diagnostic ("the solver failed at ...: %2").
    virtual Message errorMessage() const = 0;
    virtual long stepCount() const = 0;
    // New fixed step (Euler, RK4) or maximum step (CVODE) from the next step on.
    virtual void setStep(double step) = 0;
    // CVODE only: the smallest step allowed.
    virtual void setMinStep(double step) { (void)step; }
    // CVODE's Newton systems: up to kSparseFrom states with a dense Jacobian; beyond, with
    // a sparse one (KLU) when its structure is known and at most a tenth of it is filled;
    // otherwise dense up to kDenseLimit states (1000 states: 8 MB) and GMRES above.
    static constexpr int kSparseFrom = 100;
    static constexpr int kDenseLimit = 1000;
    // How Newton's linear systems are solved: Dense (a dense Jacobian), Klu (a sparse
    // Jacobian by finite differences over columns that share no row, factorised by KLU),
    // Gmres (matrix-free Krylov iterations), or None (explicit fixed-step methods).
    enum class LinearSolver { None, Dense, Klu, Gmres };
    virtual LinearSolver linearSolver() const { return LinearSolver::None; }
    // Klu: the entries of the sparse Jacobian's structure.
    virtual long jacobianNonzeros() const { return 0; }
};

}  // namespace hs

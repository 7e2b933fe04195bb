// Fixed-step explicit Euler and classic RK4. Zero crossings are found by checking the
// root functions at the end of every step and located inside the step by the Illinois
// variant of regula falsi, re-integrating from the start of the step with a shorter
// step, so the located point lies on the method's own trajectory. The step is shortened
// only to land exactly on a stop time (a scheduled event or the end of the run). Crossings
// that the step's end points do not show are searched on the step's cubic Hermite
// interpolant (RootScan); one found there cuts the step at it, re-integrated from the start
// of the step.

#include "hs/sim/continuous_solver.h"

#include "root_scan.h"

#include <algorithm>
#include <cmath>

namespace hs {

namespace {

class FixedStepSolver final : public ContinuousSolver {
public:
    FixedStepSolver(const SolverOptions& options, OdeSystem& system, int n, int nroots)
        : m_options(options),
          m_system(system),
          m_n(n),
          m_nroots(nroots),
          m_located(nroots - options.observedRoots),
          m_y0(n),
          m_y1(n),
          m_f0(n),
          m_f1(n),
          m_k(4 * std::max(1, n)),
          m_tmp(n),
          m_g0(nroots),
          m_g1(nroots),
          m_gTry(nroots),
          m_roots(nroots, 0),
          m_reached(static_cast<std::size_t>(options.observedRoots), 0),
          m_scan(nroots, options.rootDirections, options.observedRoots),
          m_yScan(n) {
        m_h = options.step > 0 ? options.step : 1e-3;
        m_options.rootDirections.resize(nroots, 0);
        m_scan.setGrid(options.rootGridOrigin, options.rootSpacing);
    }

    bool reset(double t, const double* y) override {
        m_t0 = m_t1 = t;
        m_gridStart = t;
        m_gridSteps = 0;
        std::copy(y, y + m_n, m_y0.begin());
        std::copy(y, y + m_n, m_y1.begin());
        if (!rhsAt(t, y, m_f0.data())) return fail(msg("the equations could not be evaluated"));
        m_f1 = m_f0;
        if (m_nroots > 0 && m_system.roots(t, y, m_g1.data()) != 0)
            return fail(msg("a zero-crossing function could not be evaluated"));
        return true;
    }

    AdvanceStatus advance(double tStop, double& t, double* y, bool landExactly) override {
        m_rhsFailed = false;
        std::fill(m_roots.begin(), m_roots.end(), 0);
        std::fill(m_reached.begin(), m_reached.end(), 0);
        // accept the previous step
        m_t0 = m_t1;
        m_y0 = m_y1;
        m_f0 = m_f1;
        m_g0 = m_g1;
        if (tStop <= m_t0) {
            t = m_t0;
            std::copy(m_y0.begin(), m_y0.end(), y);
            return AdvanceStatus::ReachedStop;
        }
        double h = m_h;
        // the step's end on the grid that started at the last restart: by multiplication,
        // so that a thousand steps of 0.01 from 6 end at 16, not at 15.999999999999...
        const double gridNext = m_gridStart + static_cast<double>(m_gridSteps + 1) * m_h;
        if (gridNext > m_t0) h = gridNext - m_t0;
        const double slack = 1e-12 * std::max(1.0, std::fabs(tStop));
        if (!landExactly && m_t0 + h > tStop + slack) {
            // a whole step would pass tStop: stay here (a package project's cycle end)
            m_t1 = m_t0;
            t = m_t0;
            std::copy(m_y0.begin(), m_y0.end(), y);
            return AdvanceStatus::ReachedStop;
        }
        // land exactly on tStop; avoid a sliver of a step just before it
        if (m_t0 + h >= tStop - slack) h = tStop - m_t0;
        if (!stepFrom(h, m_y1)) return AdvanceStatus::Failure;
        const bool onGrid = h != tStop - m_t0 || gridNext == tStop;
        m_t1 = (h == tStop - m_t0) ? tStop : gridNext;
        if (onGrid) {
            ++m_gridSteps;
        } else {  // shortened onto tStop: a new grid starts there
            m_gridStart = m_t1;
            m_gridSteps = 0;
        }
        ++m_steps;
        if (!rhsAt(m_t1, m_y1.data(), m_f1.data())) {
            fail(msg("the equations could not be evaluated"));
            return AdvanceStatus::Failure;
        }
        if (m_nroots > 0) {
            if (m_system.roots(m_t1, m_y1.data(), m_g1.data()) != 0) {
                fail(msg("a zero-crossing function could not be evaluated"));
                return AdvanceStatus::Failure;
            }
            // the scan looks inside a step only when its ends show no crossing
            const bool located = locateRoot(h);
            const bool root = located || scanStep();
            if (m_rhsFailed) {  // inside the step, while a crossing was located
                fail(msg("the equations could not be evaluated"));
                return AdvanceStatus::Failure;
            }
            observe(!located);
            if (root) {
                t = m_t1;
                std::copy(m_y1.begin(), m_y1.end(), y);
                return AdvanceStatus::Root;
            }
        }
        t = m_t1;
        std::copy(m_y1.begin(), m_y1.end(), y);
        return m_t1 >= tStop ? AdvanceStatus::ReachedStop : AdvanceStatus::Step;
    }

    bool interpolate(double t, double* y) override {
        // cubic Hermite between the ends of the last step
        const double h = m_t1 - m_t0;
        if (h <= 0) {
            std::copy(m_y1.begin(), m_y1.end(), y);
            return true;
        }
        const double s = (t - m_t0) / h;
        const double h00 = 2 * s * s * s - 3 * s * s + 1, h10 = s * s * s - 2 * s * s + s;
        const double h01 = -2 * s * s * s + 3 * s * s, h11 = s * s * s - s * s;
        for (int i = 0; i < m_n; ++i)
            y[i] = h00 * m_y0[i] + h10 * h * m_f0[i] + h01 * m_y1[i] + h11 * h * m_f1[i];
        return true;
    }

    const std::vector<int>& rootsFound() const override { return m_roots; }
    const std::vector<std::uint8_t>& observedReached() const override { return m_reached; }
    Message errorMessage() const override { return m_error; }
    long stepCount() const override { return m_steps; }
    void setStep(double step) override {
        if (step > 0) {
            m_h = step;
            m_gridStart = m_t1;  // a new step: a new grid from here
            m_gridSteps = 0;
        }
    }

private:
    bool fail(Message text) {
        m_error = std::move(text);
        return false;
    }

    // The right-hand side at (t, y). Any failure — a value outside a function's domain, a
    // derivative that is not a number — fails the step: a fixed step is not retried
    // smaller, and going on would write rows computed from it. Kept in m_rhsFailed for
    // the evaluations made while a crossing is located.
    bool rhsAt(double t, const double* y, double* f) {
        if (m_system.rhs(t, y, f) == 0) return true;
        m_rhsFailed = true;
        return false;
    }

    // The observed functions at the point the step reached (m_g1), and at the crossing
    // scan's samples before it when the scan ran.
    void observe(bool scanned) {
        m_scan.observeEnd(m_g1.data(), m_reached);
        if (!scanned) return;
        const std::vector<std::uint8_t>& sampled = m_scan.reached();
        for (std::size_t k = 0; k < m_reached.size(); ++k)
            m_reached[k] = m_reached[k] || sampled[k];
    }

    bool crossed(int i, double g0, double g1) const {
        return RootScan::crossed(m_options.rootDirections[i], g0, g1);
    }

    // Integrates one step of length h from (m_t0, m_y0) into out.
    bool stepFrom(double h, std::vector<double>& out) {
        const int n = m_n;
        if (m_options.method == SolverMethod::Euler) {
            for (int i = 0; i < n; ++i) out[i] = m_y0[i] + h * m_f0[i];
            return true;
        }
        double* k1 = m_k.data();
        double* k2 = k1 + n;
        double* k3 = k2 + n;
        double* k4 = k3 + n;
        std::copy(m_f0.begin(), m_f0.end(), k1);
        for (int i = 0; i < n; ++i) m_tmp[i] = m_y0[i] + 0.5 * h * k1[i];
        if (!rhsAt(m_t0 + 0.5 * h, m_tmp.data(), k2))
            return fail(msg("the equations could not be evaluated"));
        for (int i = 0; i < n; ++i) m_tmp[i] = m_y0[i] + 0.5 * h * k2[i];
        if (!rhsAt(m_t0 + 0.5 * h, m_tmp.data(), k3))
            return fail(msg("the equations could not be evaluated"));
        for (int i = 0; i < n; ++i) m_tmp[i] = m_y0[i] + h * k3[i];
        if (!rhsAt(m_t0 + h, m_tmp.data(), k4))
            return fail(msg("the equations could not be evaluated"));
        for (int i = 0; i < n; ++i) out[i] = m_y0[i] + h / 6.0 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
        return true;
    }

    // Crossings inside the step that its end points do not show: the step is cut at the
    // first one, re-integrated from its start.
    bool scanStep() {
        const RootScan::Eval eval = [&](double ts, double* g) {
            interpolate(ts, m_yScan.data());
            return m_system.roots(ts, m_yScan.data(), g) == 0;
        };
        double tRoot = m_t1;
        std::vector<int> found;
        if (!m_scan.scan(m_t0, m_g0.data(), m_t1, m_g1.data(), false, eval, tRoot, found)) return false;
        if (!stepFrom(tRoot - m_t0, m_y1)) return false;
        m_t1 = tRoot;
        m_gridStart = tRoot;
        m_gridSteps = 0;
        rhsAt(m_t1, m_y1.data(), m_f1.data());  // a failure fails the step (advance)
        m_system.roots(m_t1, m_y1.data(), m_g1.data());
        m_roots = found;
        return true;
    }

    // If some root function crossed during the step, shrink the step to the earliest
    // crossing. Returns true when a root was located.
    bool locateRoot(double h) {
        bool any = false;
        for (int i = 0; i < m_located; ++i) any = any || crossed(i, m_g0[i], m_g1[i]);
        if (!any) return false;
        double lo = 0.0, hi = 1.0;
        std::vector<double> gLo = m_g0, gHi = m_g1;
        std::vector<double> yTry(m_n);
        int side = 0;
        for (int iter = 0; iter < 100 && (hi - lo) * h > 1e-14 * std::max(1.0, std::fabs(m_t0)); ++iter) {
            // Illinois step on the earliest crossing function
            double theta = 0.5 * (lo + hi);
            for (int i = 0; i < m_located; ++i) {
                if (!crossed(i, gLo[i], gHi[i])) continue;
                double a = gLo[i], b = gHi[i];
                if (side == 1) a *= 0.5;
                if (side == -1) b *= 0.5;
                const double th = lo + (hi - lo) * a / (a - b);
                if (th > lo && th < hi) theta = std::min(theta, th);
            }
            if (!stepFrom(theta * h, yTry)) return false;
            m_system.roots(m_t0 + theta * h, yTry.data(), m_gTry.data());
            bool crossedLeft = false;
            for (int i = 0; i < m_located; ++i)
                crossedLeft = crossedLeft || crossed(i, gLo[i], m_gTry[i]);
            if (crossedLeft) {
                hi = theta;
                gHi = m_gTry;
                side = side == -1 ? 0 : -1;
            } else {
                lo = theta;
                gLo = m_gTry;
                side = side == 1 ? 0 : 1;
            }
        }
        if (!stepFrom(hi * h, m_y1)) return false;
        m_t1 = m_t0 + hi * h;
        m_gridStart = m_t1;
        m_gridSteps = 0;
        rhsAt(m_t1, m_y1.data(), m_f1.data());  // a failure fails the step (advance)
        m_system.roots(m_t1, m_y1.data(), m_g1.data());
        for (int i = 0; i < m_located; ++i) {
            if (!crossed(i, gLo[i], gHi[i])) continue;
            m_roots[i] = gLo[i] < 0 ? 1 : -1;
        }
        return true;
    }

    SolverOptions m_options;
    OdeSystem& m_system;
    int m_n, m_nroots;
    int m_located;  // root functions located: the first ones; the rest are observed
    double m_h;
    double m_t0 = 0, m_t1 = 0;
    double m_gridStart = 0;     // where the current step grid began (a restart, a root, a shortened step)
    long m_gridSteps = 0;       // whole steps taken on it
    std::vector<double> m_y0, m_y1, m_f0, m_f1, m_k, m_tmp, m_g0, m_g1, m_gTry;
    std::vector<int> m_roots;
    std::vector<std::uint8_t> m_reached;  // the observed functions' far sides in the last advance
    RootScan m_scan;
    std::vector<double> m_yScan;
    Message m_error;
    long m_steps = 0;
    bool m_rhsFailed = false;  // in the current advance()
};

}  // namespace

std::unique_ptr<ContinuousSolver> makeFixedStepSolver(const SolverOptions& options, OdeSystem& system,
                                                      int stateCount, int rootCount) {
    return std::make_unique<FixedStepSolver>(options, system, stateCount, rootCount);
}

}  // namespace hs

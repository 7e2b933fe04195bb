#pragma once
// Crossings that a step's end points do not show.
//
// A solver looks for zero crossings by comparing the root functions at the two ends of each
// step. When a function changes sign twice inside one step — a condition that becomes true
// and false again, such as sin(10*time) > 0.5 over a long step — the ends agree and the
// event is lost. RootScan looks inside every step: it evaluates the root functions on the
// solver's own interpolant at the points of a grid (the output points, origin + k * spacing)
// that fall inside the step, and
//   - takes the first pair of neighbouring samples between which a function crosses in its
//     direction, and
//   - where three neighbouring samples show a function turning back towards zero without
//     reaching it, fits a parabola through them; when its vertex lies across zero, the
//     extremum is searched (golden section) and, if it crosses, that part becomes the
//     bracket.
// The earliest bracket is then narrowed by the Illinois method to the point just after the
// crossing. A condition that stays true for less than one output interval and whose shape
// the parabola does not predict can still be missed; the README's Event semantics say so.
// Without a grid (spacing 0) the middle of every step is the one interior sample.
// The last `observed` functions are only watched, never located: a step is not cut at
// their crossings, and reached() tells which of them were on the far side of zero (in
// their direction) at a sample up to the point the step ends at.
// Not thread-safe: one per solver.

#include <algorithm>
#include <cstdint>
#include <functional>
#include <vector>

namespace hs {

class RootScan {
public:
    // Evaluates every root function at t inside the last step; false if it cannot.
    using Eval = std::function<bool(double t, double* g)>;

    RootScan(int rootCount, std::vector<int> directions, int observed = 0);

    // The sample grid origin + k * spacing (spacing 0: the middle of each step only).
    void setGrid(double origin, double spacing) {
        m_origin = origin;
        m_spacing = spacing;
        m_below = m_above = 0.0;  // no sample index known
    }

    // A step went from t0 (root values g0) to t1 (g1). Returns true when some function
    // crosses in its direction strictly before the last sample pair that already shows a
    // crossing at t1 (for a step that ended at a root, that root is the solver's own), or
    // anywhere inside the step when the ends show none. Then `tRoot` is the located point
    // just after the earliest crossing and `found` holds +1 / -1 for the functions that
    // crossed there (rising / falling), 0 for the others.
    bool scan(double t0, const double* g0, double t1, const double* g1, bool endsAtRoot, const Eval& eval,
              double& tRoot, std::vector<int>& found);

    // Does the step (t0, t1) hold a sample point, so that scan() has something to look at?
    bool samplesInside(double t0, double t1) const {
        if (!(t1 > t0)) return false;
        if (m_spacing <= 0) return true;  // the middle
        return m_origin + firstSampleIndex(t0) * m_spacing < t1;
    }
    // The observed functions at a step's end alone (reached() for a step that holds no
    // sample).
    void observeEnd(const double* g1, std::vector<std::uint8_t>& reached) const {
        // at every step: read once, as a byte stored may alias any member
        std::uint8_t* const out = reached.data();
        const int* const dir = m_dir.data();
        const int first = m_located, n = m_n;
        for (int j = first; j < n; ++j) out[j - first] = beyond(dir[j], g1[j]);
    }

    // After scan(): per observed function, 1 when it was on the far side of zero at a
    // sample before the point the step ends at (tRoot, or t1 when scan() returned false),
    // or at that point itself (g1 for t1).
    const std::vector<std::uint8_t>& reached() const { return m_reached; }

    // Does a change from a to b cross zero in direction dir (+1 rising, -1 falling, 0 both)?
    static bool crossed(int dir, double a, double b);
    // Is g on the side of zero that a crossing in direction dir leads to (dir != 0)?
    static bool beyond(int dir, double g) { return dir > 0 ? g >= 0 : g <= 0; }

private:
    // k of the first grid point origin + k * spacing after t0 (the smallest k whose point
    // is after t0). Most steps start between the same two grid points as the step before:
    // their k is kept with the interval [m_below, m_above) it holds for.
    double firstSampleIndex(double t0) const {
        if (t0 >= m_below && t0 < m_above) return m_index;
        return searchSampleIndex(t0);
    }
    double searchSampleIndex(double t0) const;
    bool scanLocated(double t0, const double* g0, double t1, const double* g1, bool endsAtRoot,
                     const Eval& eval, double& tRoot, std::vector<int>& found);
    void markReached(double tEnd, const double* gEnd);
    bool anyCrossed(const double* a, const double* b) const;
    int firstSuspect(int count, bool endsAtRoot) const;
    // +1 when three samples of a function located in direction dir show a maximum below
    // zero (rising), -1 a minimum above it (falling), else 0. A flat top between two equal
    // samples counts: the peak may lie between them.
    static int turnsBack(int dir, double ga, double gm, double gb) {
        if (dir >= 0 && ga < 0 && gm < 0 && gb < 0 && gm >= std::max(ga, gb) &&
            gm > std::min(ga, gb))
            return 1;
        if (dir <= 0 && ga > 0 && gm > 0 && gb > 0 && gm <= std::min(ga, gb) &&
            gm < std::max(ga, gb))
            return -1;
        return 0;
    }
    bool locate(double lo, double hi, const Eval& eval, double& tRoot, std::vector<int>& found);
    bool hiddenExtremum(int i, double ta, double ga, double tm, double gm, double tb, double gb,
                        const Eval& eval, double& tCross);

    int m_n;
    int m_located;  // the functions located; the rest are observed
    std::vector<int> m_dir;
    int m_sampled = 0;  // samples of the current step evaluated, t0 included
    std::vector<std::uint8_t> m_reached;
    double m_origin = 0.0, m_spacing = 0.0;
    mutable double m_index = 0.0, m_below = 0.0, m_above = 0.0;  // see firstSampleIndex
    std::vector<double> m_times, m_values;  // samples of the current step, row-major
    std::vector<double> m_gLo, m_gHi, m_gTry;
};

}  // namespace hs

#include "root_scan.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

namespace hs {

namespace {
// A step is never cut into more samples than this, however small the spacing.
constexpr int kMaxSamplesPerStep = 100000;
// Golden-section evaluations spent on one suspected extremum.
constexpr int kExtremumSearchSteps = 60;
// Illinois iterations in one bracket (each at least halves the bracket's weight).
constexpr int kLocateIterations = 200;
}  // namespace

RootScan::RootScan(int rootCount, std::vector<int> directions, int observed)
    : m_n(rootCount),
      m_located(rootCount - observed),
      m_dir(std::move(directions)),
      m_reached(static_cast<std::size_t>(observed), 0),
      m_gLo(rootCount),
      m_gHi(rootCount),
      m_gTry(rootCount) {
    m_dir.resize(static_cast<std::size_t>(rootCount), 0);
}

// One pass over the samples: the first k at which the search below can find something, a
// pair (k, k+1) that crosses or three samples around k that turn back towards zero; count - 1
// when there is none (most steps), and then there is nothing to search.
int RootScan::firstSuspect(int count, bool endsAtRoot) const {
    const double* const g = m_values.data();
    int first = count - 1;
    for (int j = 0; j < m_located; ++j) {
        const int dir = m_dir[j];
        for (int k = 0; k < first; ++k) {
            const double a = g[static_cast<std::size_t>(k) * m_n + j];
            const double b = g[static_cast<std::size_t>(k + 1) * m_n + j];
            // (the last pair's crossing is the solver's own root when the step ends at one)
            const bool crossing = crossed(dir, a, b) && !(endsAtRoot && k + 2 == count);
            if (crossing || (k >= 1 && turnsBack(dir, g[static_cast<std::size_t>(k - 1) * m_n + j],
                                                 a, b) != 0)) {
                first = k;
                break;
            }
        }
    }
    return first;
}

bool RootScan::crossed(int dir, double a, double b) {
    const bool rising = a < 0 && b >= 0;
    const bool falling = a > 0 && b <= 0;
    return (dir >= 0 && rising) || (dir <= 0 && falling);
}

bool RootScan::anyCrossed(const double* a, const double* b) const {
    for (int j = 0; j < m_located; ++j)
        if (crossed(m_dir[j], a[j], b[j])) return true;
    return false;
}

bool RootScan::scan(double t0, const double* g0, double t1, const double* g1, bool endsAtRoot, const Eval& eval,
                    double& tRoot, std::vector<int>& found) {
    m_sampled = 0;
    const bool cut = scanLocated(t0, g0, t1, g1, endsAtRoot, eval, tRoot, found);
    if (m_located < m_n) markReached(cut ? tRoot : t1, cut ? m_gHi.data() : g1);
    return cut;
}

void RootScan::markReached(double tEnd, const double* gEnd) {
    observeEnd(gEnd, m_reached);
    for (int j = m_located; j < m_n; ++j) {
        bool far = m_reached[static_cast<std::size_t>(j - m_located)] != 0;
        for (int k = 1; !far && k < m_sampled && m_times[k] < tEnd; ++k)
            far = beyond(m_dir[j], m_values[static_cast<std::size_t>(k) * m_n + j]);
        m_reached[static_cast<std::size_t>(j - m_located)] = far;
    }
}

double RootScan::searchSampleIndex(double t0) const {
    double k = std::floor((t0 - m_origin) / m_spacing);
    // the quotient's rounding may land a point off on either side
    for (int i = 0; i < 4 && m_origin + (k - 1) * m_spacing > t0; ++i) k -= 1;
    while (m_origin + k * m_spacing <= t0) k += 1;
    m_index = k;
    m_below = m_origin + (k - 1) * m_spacing;
    m_above = m_origin + k * m_spacing;
    return k;
}

bool RootScan::scanLocated(double t0, const double* g0, double t1, const double* g1,
                           bool endsAtRoot, const Eval& eval, double& tRoot,
                           std::vector<int>& found) {
    if (m_n == 0 || !(t1 > t0)) return false;
    m_times.clear();
    m_times.push_back(t0);
    if (m_spacing > 0) {
        // grid points strictly inside (t0, t1), computed as origin + k * spacing
        for (double k = firstSampleIndex(t0);
             m_origin + k * m_spacing < t1 &&
             static_cast<int>(m_times.size()) <= kMaxSamplesPerStep;
             k += 1)
            m_times.push_back(m_origin + k * m_spacing);
    } else {
        m_times.push_back(t0 + 0.5 * (t1 - t0));
    }
    m_times.push_back(t1);
    const int count = static_cast<int>(m_times.size());
    if (count < 3) return false;  // no interior sample: the ends are the solver's own test
    m_values.resize(static_cast<std::size_t>(count) * m_n);
    std::copy(g0, g0 + m_n, m_values.begin());
    std::copy(g1, g1 + m_n, m_values.begin() + static_cast<std::ptrdiff_t>(count - 1) * m_n);
    for (int k = 1; k + 1 < count; ++k) {
        if (!eval(m_times[k], &m_values[static_cast<std::size_t>(k) * m_n])) return false;
        m_sampled = k + 1;
    }
    auto row = [&](int k) { return &m_values[static_cast<std::size_t>(k) * m_n]; };
    // before the first suspect sample the tests below find nothing
    for (int k = firstSuspect(count, endsAtRoot); k + 1 < count; ++k) {
        // a hidden excursion around sample k (between k-1 and k+1) comes before a crossing
        // that shows between k and k+1
        if (k >= 1) {
            double best = m_times[k + 1];
            bool hidden = false;
            for (int j = 0; j < m_located; ++j) {
                double tCross;
                if (hiddenExtremum(j, m_times[k - 1], row(k - 1)[j], m_times[k], row(k)[j], m_times[k + 1],
                                   row(k + 1)[j], eval, tCross) &&
                    tCross < best) {
                    best = tCross;
                    hidden = true;
                }
            }
            if (hidden) return locate(m_times[k - 1], best, eval, tRoot, found);
        }
        if (anyCrossed(row(k), row(k + 1))) {
            if (endsAtRoot && k + 2 == count) return false;  // the solver's own root
            return locate(m_times[k], m_times[k + 1], eval, tRoot, found);
        }
    }
    return false;
}

// Three samples of function i that turn back towards zero: a parabola through them predicts
// whether the function reaches zero between ta and tb. If so the extremum is searched, and
// tCross is a point where the function has crossed (so that [ta, tCross] brackets it).
bool RootScan::hiddenExtremum(int i, double ta, double ga, double tm, double gm, double tb, double gb,
                              const Eval& eval, double& tCross) {
    const int sense = turnsBack(m_dir[i], ga, gm, gb);
    if (sense == 0) return false;
    const double dam = (gm - ga) / (tm - ta), dmb = (gb - gm) / (tb - tm);
    const double curvature = (dmb - dam) / (tb - ta);
    if (curvature == 0) return false;
    const double tv = 0.5 * (ta + tm) - dam / (2 * curvature);
    const double vertex = ga + dam * (tv - ta) + curvature * (tv - ta) * (tv - tm);
    if (!(sense * vertex >= 0)) return false;
    // golden-section search for the extremum of sense * g on [ta, tb]
    constexpr double kRatio = 0.6180339887498949;
    double a = ta, b = tb;
    double c = b - kRatio * (b - a), d = a + kRatio * (b - a);
    auto value = [&](double t, double& v) {
        if (!eval(t, m_gTry.data())) return false;
        v = sense * m_gTry[i];
        return true;
    };
    double fc, fd;
    if (!value(c, fc) || !value(d, fd)) return false;
    for (int it = 0; it < kExtremumSearchSteps; ++it) {
        if (fc >= 0) {
            tCross = c;
            return true;
        }
        if (fd >= 0) {
            tCross = d;
            return true;
        }
        if (fc > fd) {
            b = d;
            d = c;
            fd = fc;
            c = b - kRatio * (b - a);
            if (!value(c, fc)) return false;
        } else {
            a = c;
            c = d;
            fc = fd;
            d = a + kRatio * (b - a);
            if (!value(d, fd)) return false;
        }
        if (b - a <= 4 * DBL_EPSILON * std::max(1.0, std::fabs(b))) break;
    }
    return false;
}

// Illinois (modified regula falsi) on the functions that cross between lo and hi; the result
// is the right end of the final bracket, where the crossing functions have their new sign.
bool RootScan::locate(double lo, double hi, const Eval& eval, double& tRoot, std::vector<int>& found) {
    if (!eval(lo, m_gLo.data()) || !eval(hi, m_gHi.data())) return false;
    if (!anyCrossed(m_gLo.data(), m_gHi.data())) return false;
    const double tol = 100 * DBL_EPSILON * (std::fabs(hi) + (hi - lo));
    int side = 0;
    for (int it = 0; it < kLocateIterations && hi - lo > tol; ++it) {
        double t = 0.5 * (lo + hi);
        for (int j = 0; j < m_located; ++j) {
            if (!crossed(m_dir[j], m_gLo[j], m_gHi[j])) continue;
            double a = m_gLo[j], b = m_gHi[j];
            if (side == 1) a *= 0.5;
            if (side == -1) b *= 0.5;
            const double guess = lo + (hi - lo) * a / (a - b);
            if (guess > lo && guess < hi) t = std::min(t, guess);
        }
        // keep a minimum progress so that a flat function does not stall the bracket
        const double margin = 0.1 * tol;
        t = std::clamp(t, lo + margin, hi - margin);
        if (!eval(t, m_gTry.data())) return false;
        if (anyCrossed(m_gLo.data(), m_gTry.data())) {
            hi = t;
            m_gHi = m_gTry;
            side = side == -1 ? 0 : -1;
        } else {
            lo = t;
            m_gLo = m_gTry;
            side = side == 1 ? 0 : 1;
        }
    }
    tRoot = hi;
    found.assign(static_cast<std::size_t>(m_n), 0);
    for (int j = 0; j < m_located; ++j)
        if (crossed(m_dir[j], m_gLo[j], m_gHi[j])) found[j] = m_gLo[j] < 0 ? 1 : -1;
    return true;
}

}  // namespace hs

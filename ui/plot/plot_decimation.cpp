// Min/max decimation of a time series per pixel column (declared in plot/plot_widget.h).
// The visible samples are found by binary search on the time column; each pixel column is
// then a contiguous run of samples whose end is found by binary search again, and one
// linear pass over the run picks its minimum and maximum. The cost is O(visible samples)
// plus O(columns * log n), independent of the samples outside [t0, t1].

#include "plot/plot_decimation.h"
#include "plot/plot_widget.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstddef>
#include <limits>

namespace hs::ui {

namespace {

// Finite samples only; NaN fails the comparison as well.
inline bool usable(double v) {
    return std::fabs(v) <= DBL_MAX;
}

constexpr double kInf = std::numeric_limits<double>::infinity();

}  // namespace

std::vector<DecimatedPoint> decimateMinMax(const std::vector<double>& time,
                                           const std::vector<double>& values, double t0, double t1,
                                           int columns) {
    std::vector<DecimatedPoint> out;
    const std::size_t n = std::min(time.size(), values.size());
    if (n == 0) return out;
    if (t1 < t0) std::swap(t0, t1);
    if (columns < 1) columns = 1;

    const double* const tBegin = time.data();
    const double* const tEnd = tBegin + n;
    const std::size_t i0 = static_cast<std::size_t>(std::lower_bound(tBegin, tEnd, t0) - tBegin);
    const std::size_t i1 =
        static_cast<std::size_t>(std::upper_bound(tBegin + i0, tEnd, t1) - tBegin);
    const double* const v = values.data();

    out.reserve(std::min<std::size_t>(2 * static_cast<std::size_t>(columns), i1 - i0) + 2);
    auto push = [&](std::size_t i) { out.push_back({tBegin[i], v[i]}); };

    // The last usable sample before the range, so that the line enters it at the left edge.
    for (std::size_t i = i0; i > 0; --i) {
        if (usable(v[i - 1])) {
            push(i - 1);
            break;
        }
        if (i0 - i > 64) break;  // a long run of NaNs: give up the edge
    }

    const double span = t1 - t0;
    const double scale = span > 0.0 ? columns / span : 0.0;
    auto columnOf = [&](double t) {
        if (scale == 0.0 || columns == 1) return 0;
        const double x = (t - t0) * scale;  // same expression as decimationColumn()
        if (!(x > 0.0)) return 0;
        if (x >= columns) return columns - 1;
        return static_cast<int>(x);
    };

    std::size_t i = i0;
    while (i < i1) {
        const int c = columnOf(tBegin[i]);
        const std::size_t j =
            c == columns - 1
                ? i1
                : static_cast<std::size_t>(
                      std::partition_point(tBegin + i + 1, tBegin + i1,
                                           [&](double t) { return columnOf(t) <= c; }) -
                      tBegin);
        // Minimum and maximum of the column (first occurrence of each): a branch-free pass
        // for the values (NaN never wins a comparison), then the first index of each.
        double lo = kInf, hi = -kInf;
        for (std::size_t k = i; k < j; ++k) {
            const double x = v[k];
            lo = x < lo ? x : lo;
            hi = x > hi ? x : hi;
        }
        std::size_t iLo = j, iHi = j;
        if (usable(lo) && usable(hi)) {
            iLo = static_cast<std::size_t>(std::find(v + i, v + j, lo) - v);
            iHi = static_cast<std::size_t>(std::find(v + i, v + j, hi) - v);
        } else {
            // Infinities (or nothing but NaN): the slow pass over the finite samples only.
            for (std::size_t k = i; k < j; ++k) {
                const double x = v[k];
                if (!usable(x)) continue;
                if (iLo == j || x < v[iLo]) iLo = k;
                if (iHi == j || x > v[iHi]) iHi = k;
            }
        }
        if (iLo != j) {
            if (iLo == iHi) {
                push(iLo);
            } else {
                push(std::min(iLo, iHi));
                push(std::max(iLo, iHi));
            }
        }
        i = j;
    }

    // The first usable sample after the range, so that the line leaves at the right edge.
    for (std::size_t k = i1; k < n && k < i1 + 64; ++k) {
        if (usable(v[k])) {
            push(k);
            break;
        }
    }
    return out;
}

}  // namespace hs::ui

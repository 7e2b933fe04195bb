#pragma once
// The pixel columns of min/max decimation (see decimateMinMax in plot/plot_widget.h):
// [t0, t1] is cut into `columns` columns of equal width; a sample at time t falls into
// column floor((t - t0) * (columns / (t1 - t0))), clamped to [0, columns - 1] (t1 itself
// belongs to the last column). A monotone function of t, so every column is a contiguous
// run of samples. When t1 <= t0 everything is column 0.

namespace hs::ui {

inline int decimationColumn(double t, double t0, double t1, int columns) {
    const double span = t1 - t0;
    if (!(span > 0.0) || columns <= 1) return 0;
    const double x = (t - t0) * (columns / span);
    if (!(x > 0.0)) return 0;
    if (x >= columns) return columns - 1;
    return static_cast<int>(x);
}

}  // namespace hs::ui

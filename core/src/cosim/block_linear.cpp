// Exact zero-order-hold discretisation of linear time-invariant systems. The matrix
// exponential uses scaling and squaring with the diagonal Padé approximant of degree 8
// (Golub & Van Loan, Matrix Computations, algorithm 11.3.1): the matrix is scaled by 2^-s
// so that its infinity norm is at most 1/2, where the approximant is accurate to far
// below double rounding, and the result is squared s times.

#include "blocks_internal.h"

#include <limits>
#include <utility>

namespace hs::cosim::detail {

namespace {

using Matrix = std::vector<double>;  // row-major n×n

Matrix identity(int n) {
    Matrix m(static_cast<std::size_t>(n) * n, 0.0);
    for (int i = 0; i < n; ++i) m[static_cast<std::size_t>(i) * n + i] = 1.0;
    return m;
}

Matrix multiply(const Matrix& a, const Matrix& b, int n) {
    Matrix c(static_cast<std::size_t>(n) * n, 0.0);
    for (int i = 0; i < n; ++i)
        for (int k = 0; k < n; ++k) {
            const double aik = a[static_cast<std::size_t>(i) * n + k];
            if (aik == 0.0) continue;
            for (int j = 0; j < n; ++j)
                c[static_cast<std::size_t>(i) * n + j] +=
                    aik * b[static_cast<std::size_t>(k) * n + j];
        }
    return c;
}

double normInf(const Matrix& a, int n) {
    double norm = 0.0;
    for (int i = 0; i < n; ++i) {
        double row = 0.0;
        for (int j = 0; j < n; ++j) row += std::abs(a[static_cast<std::size_t>(i) * n + j]);
        norm = std::max(norm, row);
    }
    return norm;
}

// Solves D X = N for X (n×n) by Gaussian elimination with partial pivoting. D is
// well-conditioned here (the Padé denominator of a matrix of norm <= 1/2).
Matrix solve(Matrix d, Matrix x, int n) {
    auto at = [n](Matrix& m, int i, int j) -> double& {
        return m[static_cast<std::size_t>(i) * n + j];
    };
    for (int col = 0; col < n; ++col) {
        int pivot = col;
        for (int i = col + 1; i < n; ++i)
            if (std::abs(at(d, i, col)) > std::abs(at(d, pivot, col))) pivot = i;
        if (pivot != col)
            for (int j = 0; j < n; ++j) {
                std::swap(at(d, col, j), at(d, pivot, j));
                std::swap(at(x, col, j), at(x, pivot, j));
            }
        const double p = at(d, col, col);
        for (int i = col + 1; i < n; ++i) {
            const double f = at(d, i, col) / p;
            if (f == 0.0) continue;
            for (int j = col; j < n; ++j) at(d, i, j) -= f * at(d, col, j);
            for (int j = 0; j < n; ++j) at(x, i, j) -= f * at(x, col, j);
        }
    }
    for (int col = n - 1; col >= 0; --col) {
        const double p = at(d, col, col);
        for (int j = 0; j < n; ++j) at(x, col, j) /= p;
        for (int i = 0; i < col; ++i) {
            const double f = at(d, i, col);
            if (f == 0.0) continue;
            for (int j = 0; j < n; ++j) at(x, i, j) -= f * at(x, col, j);
        }
    }
    return x;
}

}  // namespace

std::vector<double> matrixExponential(const std::vector<double>& m, int n) {
    if (n <= 0) return {};
    const double norm = normInf(m, n);
    if (!std::isfinite(norm))
        return Matrix(static_cast<std::size_t>(n) * n, std::numeric_limits<double>::quiet_NaN());

    // Scale so that the norm is at most 1/2.
    int squarings = 0;
    if (norm > 0.5) squarings = static_cast<int>(std::ceil(std::log2(norm / 0.5)));
    while (std::ldexp(norm, -squarings) > 0.5) ++squarings;
    Matrix a = m;
    for (double& v : a) v = std::ldexp(v, -squarings);

    // Padé [q/q]: N = Σ c_k A^k, D = Σ (-1)^k c_k A^k, c_k = (2q-k)! q! / ((2q)! k! (q-k)!).
    constexpr int q = 8;
    Matrix power = identity(n);
    Matrix num = identity(n), den = identity(n);
    double c = 1.0;
    for (int k = 1; k <= q; ++k) {
        c *= static_cast<double>(q - k + 1) / (static_cast<double>(k) * (2 * q - k + 1));
        power = multiply(a, power, n);
        const double sign = (k % 2 == 0) ? 1.0 : -1.0;
        for (std::size_t i = 0; i < power.size(); ++i) {
            num[i] += c * power[i];
            den[i] += sign * c * power[i];
        }
    }
    Matrix result = solve(std::move(den), std::move(num), n);
    for (int i = 0; i < squarings; ++i) result = multiply(result, result, n);
    return result;
}

Discretisation discretise(const std::vector<double>& a, const std::vector<double>& b, int n,
                          int m, double dt) {
    // e^{M dt} with M = [[A, B], [0, 0]] is [[Ad, Bd], [0, I]].
    const int size = n + m;
    Matrix aug(static_cast<std::size_t>(size) * size, 0.0);
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j)
            aug[static_cast<std::size_t>(i) * size + j] =
                a[static_cast<std::size_t>(i) * n + j] * dt;
        for (int j = 0; j < m; ++j)
            aug[static_cast<std::size_t>(i) * size + n + j] =
                b[static_cast<std::size_t>(i) * m + j] * dt;
    }
    const Matrix e = matrixExponential(aug, size);
    Discretisation d;
    d.dt = dt;
    d.ad.resize(static_cast<std::size_t>(n) * n);
    d.bd.resize(static_cast<std::size_t>(n) * m);
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j)
            d.ad[static_cast<std::size_t>(i) * n + j] = e[static_cast<std::size_t>(i) * size + j];
        for (int j = 0; j < m; ++j)
            d.bd[static_cast<std::size_t>(i) * m + j] =
                e[static_cast<std::size_t>(i) * size + n + j];
    }
    return d;
}

const Discretisation& DiscretisationCache::get(double dt) {
    for (const Discretisation& d : m_entries)
        if (d.dt == dt) return d;
    Discretisation d = discretise(m_a, m_b, m_n, m_m, dt);
    if (m_entries.size() < kCapacity) {
        m_entries.push_back(std::move(d));
        return m_entries.back();
    }
    Discretisation& slot = m_entries[m_next];
    m_next = (m_next + 1) % kCapacity;
    slot = std::move(d);
    return slot;
}

}  // namespace hs::cosim::detail

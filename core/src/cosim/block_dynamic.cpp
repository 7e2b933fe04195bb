// Dynamic blocks: integrator, transfer function, state space, first-order lag (the
// linear ones advanced by their exact zero-order-hold discretisation, see
// block_linear.cpp), unit delay and zero-order hold (discrete: their state changes only
// in update()).

#include "blocks_internal.h"

#include <cstddef>
#include <limits>

namespace hs::cosim::detail {

namespace {

// y = x, x' = gain·u, clamped to [lower, upper]. With a reset input, update() sets the
// state back to the (clamped) initial value while reset > 0.5. With u held over dt the
// exact step is x + gain·u·dt (the zero-order-hold discretisation of A = 0, B = gain).
class IntegratorBlock final : public Block {
public:
    IntegratorBlock(double gain, double initial, double lower, double upper, bool resettable)
        : m_gain(gain), m_initial(initial), m_lower(lower), m_upper(upper) {
        m_inputs = {"u"};
        if (resettable) m_inputs.push_back("reset");
        m_outputs = {"y"};
        m_state = {clamp(initial)};
    }
    bool directFeedthrough() const override { return false; }
    void reset(double) override { m_state = {clamp(m_initial)}; }
    void outputs(double, const double*, double* y) const override { y[0] = m_state[0]; }
    void update(double, double dt, const double* u) override {
        if (m_inputs.size() > 1 && u[1] > 0.5) {
            m_state[0] = clamp(m_initial);
            return;
        }
        if (dt > 0.0) m_state[0] = clamp(m_state[0] + m_gain * u[0] * dt);
    }

private:
    double clamp(double x) const { return x < m_lower ? m_lower : x > m_upper ? m_upper : x; }

    double m_gain, m_initial, m_lower, m_upper;
};

// x' = A x + B u, y = C x + D u (n states, m inputs, p outputs; row-major matrices).
class LinearBlock final : public Block {
public:
    LinearBlock(int n, int m, int p, std::vector<double> a, std::vector<double> b,
                std::vector<double> c, std::vector<double> d, std::vector<double> x0)
        : m_n(n), m_m(m), m_p(p), m_c(std::move(c)), m_d(std::move(d)), m_x0(std::move(x0)),
          m_cache(std::move(a), std::move(b), n, m) {
        m_inputs = portNames("u", m);
        m_outputs = portNames("y", p);
        for (double v : m_d)
            if (v != 0.0) m_feedthrough = true;
        m_state = m_x0;
        m_next.resize(static_cast<std::size_t>(n));
    }
    bool directFeedthrough() const override { return m_feedthrough; }
    void reset(double) override { m_state = m_x0; }
    void outputs(double, const double* u, double* y) const override {
        for (int i = 0; i < m_p; ++i) {
            double sum = 0.0;
            const double* ci = m_c.data() + static_cast<std::size_t>(i) * m_n;
            for (int j = 0; j < m_n; ++j) sum += ci[j] * m_state[j];
            if (m_feedthrough) {
                const double* di = m_d.data() + static_cast<std::size_t>(i) * m_m;
                for (int k = 0; k < m_m; ++k) sum += di[k] * u[k];
            }
            y[i] = sum;
        }
    }
    void update(double, double dt, const double* u) override {
        if (m_n == 0 || !(dt > 0.0) || !std::isfinite(dt)) return;
        const Discretisation& d = m_cache.get(dt);
        for (int i = 0; i < m_n; ++i) {
            double sum = 0.0;
            const double* adi = d.ad.data() + static_cast<std::size_t>(i) * m_n;
            for (int j = 0; j < m_n; ++j) sum += adi[j] * m_state[j];
            const double* bdi = d.bd.data() + static_cast<std::size_t>(i) * m_m;
            for (int k = 0; k < m_m; ++k) sum += bdi[k] * u[k];
            m_next[i] = sum;
        }
        std::swap(m_state, m_next);
    }

private:
    int m_n, m_m, m_p;
    std::vector<double> m_c, m_d, m_x0;
    DiscretisationCache m_cache;
    std::vector<double> m_next;  // scratch for update()
    bool m_feedthrough = false;
};

// Outputs its state; update() stores the input: a delay of one step.
class UnitDelayBlock final : public Block {
public:
    explicit UnitDelayBlock(double initial) : m_initial(initial) {
        m_inputs = {"u"};
        m_outputs = {"y"};
        m_state = {initial};
    }
    bool directFeedthrough() const override { return false; }
    void reset(double) override { m_state = {m_initial}; }
    void outputs(double, const double*, double* y) const override { y[0] = m_state[0]; }
    void update(double, double, const double* u) override { m_state[0] = u[0]; }

private:
    double m_initial;
};

// Samples its input at t = 0, Ts, 2Ts, ... and holds it. state() = {held value, next
// sampling time}. At a sampling instant the output is the input itself; update() over
// [t, t + dt) samples the held input when a sampling time falls in that interval.
class ZeroOrderHoldBlock final : public Block {
public:
    explicit ZeroOrderHoldBlock(double period) : m_period(period) {
        m_inputs = {"u"};
        m_outputs = {"y"};
        m_state = {0.0, 0.0};
    }
    bool directFeedthrough() const override { return true; }
    void reset(double t0) override { m_state = {0.0, firstSampleFrom(t0)}; }
    void outputs(double t, const double* u, double* y) const override {
        const double next = m_state[1];
        y[0] = t >= next - timeTolerance(next) ? u[0] : m_state[0];
    }
    void update(double t, double dt, const double* u) override {
        const double end = t + dt;
        if (m_state[1] < end - timeTolerance(end)) {
            m_state[0] = u[0];
            m_state[1] = firstSampleFrom(end);
        }
    }

private:
    // The first sampling time k·Ts at or after t (within the tolerance).
    double firstSampleFrom(double t) const {
        const double k = std::ceil((t - timeTolerance(t)) / m_period);
        return k * m_period;
    }

    double m_period;
};

std::unique_ptr<Block> makeIntegrator(ParamReader& params) {
    auto gain = params.number("gain", 1.0);
    auto initial = params.number("initial", 0.0);
    auto lower = params.number("lower", -std::numeric_limits<double>::infinity());
    auto upper = params.number("upper", std::numeric_limits<double>::infinity());
    auto resettable = params.flag("reset", false);
    if (!gain || !initial || !lower || !upper || !resettable) return nullptr;
    if (*lower > *upper) {
        params.error(msg("parameter \"lower\" must not be greater than \"upper\""));
        return nullptr;
    }
    return std::make_unique<IntegratorBlock>(*gain, *initial, *lower, *upper, *resettable);
}

// Without leading zeros; an all-zero list becomes {0}.
std::vector<double> stripLeadingZeros(const std::vector<double>& coefficients) {
    std::size_t first = 0;
    while (first < coefficients.size() && coefficients[first] == 0.0) ++first;
    if (first == coefficients.size()) return {0.0};
    return {coefficients.begin() + static_cast<std::ptrdiff_t>(first), coefficients.end()};
}

// num(s)/den(s), coefficients in descending powers of s, realised in controllable
// canonical form: with den = s^n + a1 s^(n-1) + ... + an (after dividing by its leading
// coefficient) and num = b0 s^n + ... + bn,
//   x1' = x2, ..., x(n-1)' = xn, xn' = -an x1 - ... - a1 xn + u,
//   y = (bn - an b0) x1 + ... + (b1 - a1 b0) xn + b0 u.
std::unique_ptr<Block> makeTransferFunction(ParamReader& params) {
    auto numerator = params.list("numerator", true);
    auto denominator = params.list("denominator", true);
    if (!numerator || !denominator) return nullptr;
    if (numerator->empty() || denominator->empty()) {
        params.error(msg("parameter \"%1\" must not be empty",
                         numerator->empty() ? "numerator" : "denominator"));
        return nullptr;
    }
    std::vector<double> num = stripLeadingZeros(*numerator);
    std::vector<double> den = stripLeadingZeros(*denominator);
    if (den.size() == 1 && den[0] == 0.0) {
        params.error(msg("parameter \"denominator\" must not be zero"));
        return nullptr;
    }
    const bool zeroNumerator = num.size() == 1 && num[0] == 0.0;
    if (!zeroNumerator && num.size() > den.size()) {
        params.error(
            msg("the transfer function must be proper: the degree of the numerator (%1) "
                "exceeds that of the denominator (%2)",
                num.size() - 1, den.size() - 1));
        return nullptr;
    }
    const int n = static_cast<int>(den.size()) - 1;
    const double lead = den[0];
    std::vector<double> a(den.size()), b(den.size(), 0.0);  // a[0] = 1, b padded to n + 1
    for (std::size_t i = 0; i < den.size(); ++i) a[i] = den[i] / lead;
    for (std::size_t i = 0; i < num.size(); ++i) b[den.size() - num.size() + i] = num[i] / lead;

    std::vector<double> am(static_cast<std::size_t>(n) * n, 0.0);
    std::vector<double> bm(static_cast<std::size_t>(n), 0.0);
    std::vector<double> cm(static_cast<std::size_t>(n), 0.0);
    for (int i = 0; i + 1 < n; ++i) am[static_cast<std::size_t>(i) * n + i + 1] = 1.0;
    for (int j = 0; j < n; ++j) {
        const std::size_t power = static_cast<std::size_t>(n - j);  // x(j+1) pairs with a(n-j)
        am[static_cast<std::size_t>(n - 1) * n + j] = -a[power];
        cm[static_cast<std::size_t>(j)] = b[power] - a[power] * b[0];
    }
    if (n > 0) bm[static_cast<std::size_t>(n - 1)] = 1.0;
    return std::make_unique<LinearBlock>(n, 1, 1, std::move(am), std::move(bm), std::move(cm),
                                         std::vector<double>{b[0]},
                                         std::vector<double>(static_cast<std::size_t>(n), 0.0));
}

// A, B, C, D row-major; n, m, p from "states", "inputs", "outputs" when given, otherwise
// from the sizes of A (n×n), B (n×m) and C (p×n). D defaults to zero, x0 to zero.
std::unique_ptr<Block> makeStateSpace(ParamReader& params) {
    constexpr int kMaxSize = 10000;
    auto a = params.list("A", false);
    auto b = params.list("B", false);
    auto c = params.list("C", false);
    auto d = params.list("D", false);
    auto x0 = params.list("x0", false);
    auto statesGiven = params.count("states", -1, 0, kMaxSize);
    auto inputsGiven = params.count("inputs", -1, 0, kMaxSize);
    auto outputsGiven = params.count("outputs", -1, 1, kMaxSize);
    if (params.failed() || !statesGiven || !inputsGiven || !outputsGiven) return nullptr;
    const std::size_t aSize = a ? a->size() : 0, bSize = b ? b->size() : 0;
    const std::size_t cSize = c ? c->size() : 0;

    int n = *statesGiven;
    if (n < 0) {
        const auto root = static_cast<std::size_t>(std::llround(std::sqrt(double(aSize))));
        if (root * root != aSize) {
            params.error(msg(
                "parameter \"A\" must be a square matrix (n×n entries), found %1 entries", aSize));
            return nullptr;
        }
        n = static_cast<int>(root);
    }
    auto infer = [&](int given, std::size_t size, const char* matrix, const char* count) -> int {
        if (given >= 0) return given;
        if (n > 0) {
            if (size % static_cast<std::size_t>(n) != 0) {
                params.error(
                    msg("parameter \"%1\" must have a multiple of %2 entries (the number of "
                        "states), found %3",
                        matrix, n, size));
                return -1;
            }
            return static_cast<int>(size / static_cast<std::size_t>(n));
        }
        if (d && d->size() == 1) return 1;
        params.error(msg("a state-space block without states needs parameter \"%1\"", count));
        return -1;
    };
    const int m = infer(*inputsGiven, bSize, "B", "inputs");
    const int p = infer(*outputsGiven, cSize, "C", "outputs");
    if (m < 0 || p < 0) return nullptr;
    if (p < 1) {
        params.error(msg("a state-space block needs at least one output"));
        return nullptr;
    }

    auto checkSize = [&](const char* name, std::size_t size, std::size_t rows, std::size_t cols) {
        if (size == rows * cols) return true;
        params.error(msg("parameter \"%1\" must have %2×%3 = %4 entries, found %5", name, rows,
                         cols, rows * cols, size));
        return false;
    };
    const auto nn = static_cast<std::size_t>(n), mm = static_cast<std::size_t>(m),
               pp = static_cast<std::size_t>(p);
    bool ok = checkSize("A", aSize, nn, nn);
    ok = checkSize("B", bSize, nn, mm) && ok;
    ok = checkSize("C", cSize, pp, nn) && ok;
    if (d) ok = checkSize("D", d->size(), pp, mm) && ok;
    if (x0) ok = checkSize("x0", x0->size(), nn, 1) && ok;
    if (!ok) return nullptr;
    auto orEmpty = [](std::optional<std::vector<double>>& v) {
        return v ? std::move(*v) : std::vector<double>{};
    };
    return std::make_unique<LinearBlock>(n, m, p, orEmpty(a), orEmpty(b), orEmpty(c),
                                         d ? std::move(*d) : std::vector<double>(pp * mm, 0.0),
                                         x0 ? std::move(*x0) : std::vector<double>(nn, 0.0));
}

// T y' = k u - y: x' = -x/T + (k/T) u, y = x.
std::unique_ptr<Block> makeFirstOrderLag(ParamReader& params) {
    auto k = params.number("k", 1.0);
    auto timeConstant = params.number("T", 1.0);
    auto initial = params.number("initial", 0.0);
    if (timeConstant && *timeConstant <= 0.0) {
        params.error(msg("parameter \"T\" (the time constant) must be greater than 0"));
        return nullptr;
    }
    if (!k || !timeConstant || !initial) return nullptr;
    const double t = *timeConstant;
    return std::make_unique<LinearBlock>(1, 1, 1, std::vector<double>{-1.0 / t},
                                         std::vector<double>{*k / t}, std::vector<double>{1.0},
                                         std::vector<double>{0.0}, std::vector<double>{*initial});
}

std::unique_ptr<Block> makeZeroOrderHold(ParamReader& params) {
    if (params.has("period") && params.has("Ts")) {
        params.error(msg("parameters \"period\" and \"Ts\" are the same; give only one"));
        return nullptr;
    }
    auto period = params.requiredNumber(params.has("Ts") ? "Ts" : "period");
    if (!period) return nullptr;
    if (*period <= 0.0) {
        params.error(msg("parameter \"period\" (the sampling period) must be greater than 0"));
        return nullptr;
    }
    return std::make_unique<ZeroOrderHoldBlock>(*period);
}

}  // namespace

std::unique_ptr<Block> makeDynamic(const std::string& type, ParamReader& params) {
    if (type == "integrator") return makeIntegrator(params);
    if (type == "transferFunction") return makeTransferFunction(params);
    if (type == "stateSpace") return makeStateSpace(params);
    if (type == "firstOrderLag") return makeFirstOrderLag(params);
    if (type == "unitDelay") {
        auto initial = params.number("initial", 0.0);
        if (!initial) return nullptr;
        return std::make_unique<UnitDelayBlock>(*initial);
    }
    if (type == "zeroOrderHold") return makeZeroOrderHold(params);
    return nullptr;
}

}  // namespace hs::cosim::detail

// Static blocks: outputs that are functions of the inputs at the same instant (gain,
// sum, product, saturation, switch, relay, lookup), all with direct feedthrough. Only the
// relay has a state: whether it is on, changed by update() as its hysteresis decides.

#include "blocks_internal.h"

#include <limits>

namespace hs::cosim::detail {

namespace {

class StaticBlock : public Block {
public:
    bool directFeedthrough() const override { return true; }
    void reset(double) override {}
    void update(double, double, const double*) override {}
};

class GainBlock final : public StaticBlock {
public:
    explicit GainBlock(double k) : m_k(k) {
        m_inputs = {"u"};
        m_outputs = {"y"};
    }
    void outputs(double, const double* u, double* y) const override { y[0] = m_k * u[0]; }

private:
    double m_k;
};

class SumBlock final : public StaticBlock {
public:
    explicit SumBlock(std::vector<double> signs) : m_signs(std::move(signs)) {
        m_inputs = portNames("u", static_cast<int>(m_signs.size()));
        m_outputs = {"y"};
    }
    void outputs(double, const double* u, double* y) const override {
        double sum = 0.0;
        for (std::size_t i = 0; i < m_signs.size(); ++i) sum += m_signs[i] * u[i];
        y[0] = sum;
    }

private:
    std::vector<double> m_signs;  // +1 or -1 per input
};

class ProductBlock final : public StaticBlock {
public:
    explicit ProductBlock(int count) {
        m_inputs = portNames("u", count);
        m_outputs = {"y"};
    }
    void outputs(double, const double* u, double* y) const override {
        double product = 1.0;
        for (std::size_t i = 0; i < m_inputs.size(); ++i) product *= u[i];
        y[0] = product;
    }
};

class SaturationBlock final : public StaticBlock {
public:
    SaturationBlock(double lower, double upper) : m_lower(lower), m_upper(upper) {
        m_inputs = {"u"};
        m_outputs = {"y"};
    }
    void outputs(double, const double* u, double* y) const override {
        y[0] = u[0] < m_lower ? m_lower : u[0] > m_upper ? m_upper : u[0];
    }

private:
    double m_lower, m_upper;
};

// y = u1 while the control input u2 >= threshold, else u3.
class SwitchBlock final : public StaticBlock {
public:
    explicit SwitchBlock(double threshold) : m_threshold(threshold) {
        m_inputs = {"u1", "u2", "u3"};
        m_outputs = {"y"};
    }
    void outputs(double, const double* u, double* y) const override {
        y[0] = u[1] >= m_threshold ? u[0] : u[2];
    }

private:
    double m_threshold;
};

// Hysteresis: switches on when u >= on, off when u <= off, otherwise keeps its state.
// state() = {1 (on) or 0 (off)}.
class RelayBlock final : public StaticBlock {
public:
    RelayBlock(double on, double off, double onValue, double offValue, bool initiallyOn)
        : m_on(on), m_off(off), m_onValue(onValue), m_offValue(offValue),
          m_initiallyOn(initiallyOn) {
        m_inputs = {"u"};
        m_outputs = {"y"};
        m_state = {initiallyOn ? 1.0 : 0.0};
    }
    void reset(double) override { m_state = {m_initiallyOn ? 1.0 : 0.0}; }
    void outputs(double, const double* u, double* y) const override {
        y[0] = nextOn(u[0]) ? m_onValue : m_offValue;
    }
    void update(double, double, const double* u) override { m_state[0] = nextOn(u[0]) ? 1 : 0; }

private:
    bool nextOn(double u) const {
        if (u >= m_on) return true;
        if (u <= m_off) return false;
        return m_state[0] != 0.0;
    }

    double m_on, m_off, m_onValue, m_offValue;
    bool m_initiallyOn;
};

// Piecewise-linear interpolation in a table, held constant outside it.
class LookupBlock final : public StaticBlock {
public:
    LookupBlock(std::vector<double> x, std::vector<double> y)
        : m_x(std::move(x)), m_y(std::move(y)) {
        m_inputs = {"u"};
        m_outputs = {"y"};
    }
    void outputs(double, const double* u, double* y) const override {
        const double v = u[0];
        if (std::isnan(v)) {
            y[0] = std::numeric_limits<double>::quiet_NaN();
        } else if (v <= m_x.front()) {
            y[0] = m_y.front();
        } else if (v >= m_x.back()) {
            y[0] = m_y.back();
        } else {
            // m_x[i - 1] <= v < m_x[i], 1 <= i < size.
            const auto i = static_cast<std::size_t>(
                std::upper_bound(m_x.begin(), m_x.end(), v) - m_x.begin());
            const double x0 = m_x[i - 1], x1 = m_x[i];
            const double w = (v - x0) / (x1 - x0);
            y[0] = m_y[i - 1] + w * (m_y[i] - m_y[i - 1]);
        }
    }

private:
    std::vector<double> m_x, m_y;
};

}  // namespace

std::unique_ptr<Block> makeStatic(const std::string& type, ParamReader& params) {
    if (type == "gain") {
        auto k = params.number("k", 1.0);
        if (!k) return nullptr;
        return std::make_unique<GainBlock>(*k);
    }
    if (type == "sum") {
        auto signs = params.text("signs", "++");
        if (!signs) return nullptr;
        std::vector<double> factors;
        for (char c : *signs) {
            if (c == '+') {
                factors.push_back(1.0);
            } else if (c == '-') {
                factors.push_back(-1.0);
            } else if (c != ' ') {
                params.error(
                    msg("parameter \"signs\" must contain only + and - (one per input), "
                        "found \"%1\"",
                        *signs));
                return nullptr;
            }
        }
        if (factors.empty()) {
            params.error(msg("parameter \"signs\" must give at least one sign"));
            return nullptr;
        }
        return std::make_unique<SumBlock>(std::move(factors));
    }
    if (type == "product") {
        auto count = params.count("inputs", 2, 1, 1000);
        if (!count) return nullptr;
        return std::make_unique<ProductBlock>(*count);
    }
    if (type == "saturation") {
        auto lower = params.number("lower", -1.0);
        auto upper = params.number("upper", 1.0);
        if (!lower || !upper) return nullptr;
        if (*lower > *upper) {
            params.error(msg("parameter \"lower\" must not be greater than \"upper\""));
            return nullptr;
        }
        return std::make_unique<SaturationBlock>(*lower, *upper);
    }
    if (type == "switch") {
        auto threshold = params.number("threshold", 0.0);
        if (!threshold) return nullptr;
        return std::make_unique<SwitchBlock>(*threshold);
    }
    if (type == "relay") {
        auto on = params.number("on", 0.5);
        auto off = params.number("off", -0.5);
        auto onValue = params.number("onValue", 1.0);
        auto offValue = params.number("offValue", 0.0);
        auto initiallyOn = params.flag("initiallyOn", false);
        if (!on || !off || !onValue || !offValue || !initiallyOn) return nullptr;
        if (!(*on > *off)) {
            params.error(msg("parameter \"on\" must be greater than \"off\""));
            return nullptr;
        }
        return std::make_unique<RelayBlock>(*on, *off, *onValue, *offValue, *initiallyOn);
    }
    if (type == "lookup") {
        auto x = params.list("x", true);
        auto y = params.list("y", true);
        if (!x || !y) return nullptr;
        if (x->size() < 2) {
            params.error(msg("parameter \"x\" must have at least 2 points"));
            return nullptr;
        }
        if (y->size() != x->size()) {
            params.error(msg("parameters \"x\" and \"y\" must have the same size (%1 and %2)",
                             x->size(), y->size()));
            return nullptr;
        }
        for (std::size_t i = 1; i < x->size(); ++i) {
            if (!((*x)[i] > (*x)[i - 1])) {
                params.error(msg("parameter \"x\" must be strictly increasing"));
                return nullptr;
            }
        }
        return std::make_unique<LookupBlock>(std::move(*x), std::move(*y));
    }
    return nullptr;
}

}  // namespace hs::cosim::detail

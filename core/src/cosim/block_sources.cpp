// Source blocks: signals of time only (constant, step, ramp, sine, pulse, clock). They
// have no inputs, one output "y", no state and no direct feedthrough.

#include "blocks_internal.h"

#include <numbers>

namespace hs::cosim::detail {

namespace {

class SourceBlock : public Block {
public:
    SourceBlock() { m_outputs = {"y"}; }
    bool directFeedthrough() const override { return false; }
    void reset(double) override {}
    void update(double, double, const double*) override {}
};

class ConstantBlock final : public SourceBlock {
public:
    explicit ConstantBlock(double value) : m_value(value) {}
    void outputs(double, const double*, double* y) const override { y[0] = m_value; }

private:
    double m_value;
};

// y = before until `time`, then after (an instant within the time tolerance of `time`
// is already after the step).
class StepBlock final : public SourceBlock {
public:
    StepBlock(double time, double before, double after)
        : m_time(time), m_before(before), m_after(after) {}
    void outputs(double t, const double*, double* y) const override {
        y[0] = t >= m_time - timeTolerance(m_time) ? m_after : m_before;
    }

private:
    double m_time, m_before, m_after;
};

class RampBlock final : public SourceBlock {
public:
    RampBlock(double start, double slope, double initial)
        : m_start(start), m_slope(slope), m_initial(initial) {}
    void outputs(double t, const double*, double* y) const override {
        y[0] = m_initial + m_slope * std::max(0.0, t - m_start);
    }

private:
    double m_start, m_slope, m_initial;
};

class SineBlock final : public SourceBlock {
public:
    SineBlock(double amplitude, double frequency, double phase, double offset)
        : m_amplitude(amplitude), m_omega(2.0 * std::numbers::pi * frequency), m_phase(phase),
          m_offset(offset) {}
    void outputs(double t, const double*, double* y) const override {
        y[0] = m_offset + m_amplitude * std::sin(m_omega * t + m_phase);
    }

private:
    double m_amplitude, m_omega, m_phase, m_offset;
};

// y = amplitude during the first width·period of every period from `delay` on, else 0.
// Instants within the time tolerance of an edge are after the edge.
class PulseBlock final : public SourceBlock {
public:
    PulseBlock(double amplitude, double period, double width, double delay)
        : m_amplitude(amplitude), m_period(period), m_width(width), m_delay(delay) {}
    void outputs(double t, const double*, double* y) const override {
        const double tol = timeTolerance(t);
        const double s = t - m_delay;
        if (!(s >= -tol)) {  // also NaN
            y[0] = 0.0;
            return;
        }
        if (m_width >= 1.0) {
            y[0] = m_amplitude;
            return;
        }
        const double periods = std::floor((s + tol) / m_period);
        const double r = s - periods * m_period;  // position within the period, >= -tol
        y[0] = r < m_width * m_period - tol ? m_amplitude : 0.0;
    }

private:
    double m_amplitude, m_period, m_width, m_delay;
};

class ClockBlock final : public SourceBlock {
public:
    void outputs(double t, const double*, double* y) const override { y[0] = t; }
};

}  // namespace

std::unique_ptr<Block> makeSource(const std::string& type, ParamReader& params) {
    if (type == "constant") {
        auto value = params.number("value", 0.0);
        if (!value) return nullptr;
        return std::make_unique<ConstantBlock>(*value);
    }
    if (type == "step") {
        auto time = params.number("time", 0.0);
        auto before = params.number("before", 0.0);
        auto after = params.number("after", 1.0);
        if (!time || !before || !after) return nullptr;
        return std::make_unique<StepBlock>(*time, *before, *after);
    }
    if (type == "ramp") {
        auto start = params.number("start", 0.0);
        auto slope = params.number("slope", 1.0);
        auto initial = params.number("initial", 0.0);
        if (!start || !slope || !initial) return nullptr;
        return std::make_unique<RampBlock>(*start, *slope, *initial);
    }
    if (type == "sine") {
        auto amplitude = params.number("amplitude", 1.0);
        auto frequency = params.number("frequency", 1.0);
        auto phase = params.number("phase", 0.0);
        auto offset = params.number("offset", 0.0);
        if (!amplitude || !frequency || !phase || !offset) return nullptr;
        return std::make_unique<SineBlock>(*amplitude, *frequency, *phase, *offset);
    }
    if (type == "pulse") {
        auto amplitude = params.number("amplitude", 1.0);
        auto period = params.number("period", 1.0);
        auto width = params.number("width", 0.5);
        auto delay = params.number("delay", 0.0);
        if (period && *period <= 0.0) {
            params.error(msg("parameter \"period\" must be greater than 0"));
            period.reset();
        }
        if (width && !(*width > 0.0 && *width <= 1.0)) {
            params.error(
                msg("parameter \"width\" (the fraction of the period the pulse is on) "
                    "must be in (0, 1]"));
            width.reset();
        }
        if (!amplitude || !period || !width || !delay) return nullptr;
        return std::make_unique<PulseBlock>(*amplitude, *period, *width, *delay);
    }
    if (type == "clock") return std::make_unique<ClockBlock>();
    return nullptr;
}

}  // namespace hs::cosim::detail

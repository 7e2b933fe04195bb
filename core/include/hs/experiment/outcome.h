#pragma once
// The scalar outcomes of a run (final value, minimum, maximum, mean over time, value at a
// time, time of an element's first event, number of events, an expression) and the
// sampling of result columns on a common time grid. An OutcomeSet is compiled once against
// the model — names resolved, expressions parsed — and is then immutable: thread-safe for
// concurrent evaluate() calls on different engines.

#include "hs/compile/compiled_model.h"
#include "hs/lang/diagnostic.h"
#include "hs/model/experiment_spec.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace hs {
class Engine;
}

namespace hs::experiment {

class OutcomeSet {
public:
    OutcomeSet();
    ~OutcomeSet();
    OutcomeSet(OutcomeSet&&) noexcept;
    OutcomeSet& operator=(OutcomeSet&&) noexcept;

    // Resolves the outputs against the model; problems are errors of `code` at the JSON
    // path "<path>[i].variable" etc. Returns nullopt when there are errors.
    static std::optional<OutcomeSet> compile(const std::vector<OutcomeSpec>& outputs,
                                             const CompiledModel& model, const std::string& path,
                                             Code code, DiagnosticList& diags);

    std::size_t size() const;
    const std::vector<std::string>& names() const { return m_names; }
    // Whether any outcome reads the event log (then it must be recorded).
    bool readsEvents() const { return m_readsEvents; }

    // The outcomes of a finished run, in order; NaN where a run has no value.
    std::vector<double> evaluate(const Engine& engine) const;

private:
    struct Compiled;
    std::unique_ptr<Compiled> m_compiled;
    std::vector<std::string> m_names;
    bool m_readsEvents = false;
};

// The value of a result column at time t: at an event instant the value after its events,
// between rows linearly interpolated; NaN before the first row or after the last.
double valueAt(const std::vector<double>& times, const std::vector<double>& values, double t);
// The same at every time of an ascending grid, in one pass.
std::vector<double> sampleOnGrid(const std::vector<double>& times,
                                 const std::vector<double>& values,
                                 const std::vector<double>& grid);
// The mean over time (trapezoids) of a result column; NaN without rows.
double timeMean(const std::vector<double>& times, const std::vector<double>& values);

// start, start + interval, ... up to stop (stop itself last), rounded to 15 digits.
std::vector<double> timeGrid(double start, double stop, double interval);

}  // namespace hs::experiment

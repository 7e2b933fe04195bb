// Speed of the engine against hand-written CVODE programs that solve the same models.
//
// Compared pairs (each pair runs in this binary, with the same solver settings on both sides:
// CVODE BDF, dense linear solver, relTol 1e-6, absTol 1e-8 = the engine's defaults):
//
//   BM_BouncingBall_Engine / BM_BouncingBall_HandWritten
//       resources/examples/BouncingBall.mo up to just after its 30th impact (the closed-form
//       time of impact 30 plus half the gap to impact 31). The engine run loads nothing per
//       iteration: the model is compiled once, each iteration creates, initialises and runs
//       an hs::Engine. The hand-written twin integrates h' = v, v' = -9.81 with one root
//       function g = h (direction -1) and does v := -e*v plus CVodeReInit at every root.
//   BM_Thermostat_Engine / BM_Thermostat_HandWritten
//       resources/examples/Thermostat.mo run for about 1e5 state events (stop time from the
//       closed-form switching times). The twin integrates der(T) = (Tout - T)/tau + on*P
//       with two root functions, T - Tlow (falling) and T - Thigh (rising), flips the heater
//       flag and calls CVodeReInit at every root. Reported per state event.
//
// Both sides produce the same output: rows at the interval (stop - start)/500 by
// interpolation (CVodeGetDky after CV_ONE_STEP steps, as the engine does), two rows at
// every event (before and after) and two at the stop time, stored column-wise in
// std::vectors. The engine keeps SimulationSettings::recordResults = true so that it does
// the same work as the twin; the queue trace stays off (the default). Parameter values and
// start values of the twins are read from the compiled models so the pairs cannot drift.
//
// Output: the usual benchmark table (counters: state events, result rows, solver steps and,
// for the thermostat, CPU time per event), then, after all benchmarks have run, lines like
//   ratio bouncing_ball engine/handwritten = 1.23
//   ratio thermostat_per_event engine/handwritten = 1.23
// computed from the real time per iteration (per event for the thermostat) that a
// reporter captured for every benchmark name, each followed by a cpu_ratio line with the
// same ratio of CPU times and preceded by the absolute times. A pair filtered out by
// --benchmark_filter prints no ratio. The default --benchmark_min_time is 0.2 s; one given
// on the command line wins.

#include "hs/session/model_loader.h"
#include "hs/sim/engine.h"

#include <benchmark/benchmark.h>
#include <cvode/cvode.h>
#include <nvector/nvector_serial.h>
#include <sundials/sundials_context.h>
#include <sunlinsol/sunlinsol_dense.h>
#include <sunmatrix/sunmatrix_dense.h>

#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace {

// The engine's defaults (SimulationSettings: relTol 1e-6, absTol = relTol * 1e-2).
constexpr double kRelTol = 1e-6;
constexpr double kAbsTol = kRelTol * 1e-2;
constexpr int kOutputIntervals = 500;  // the engine's default output grid
constexpr int kBallImpacts = 30;
constexpr long kThermostatEvents = 100000;
constexpr double kGravity = 9.81;  // literal in BouncingBall.mo

// ------------------------------------------------------------------------- model setup

std::shared_ptr<const hs::CompiledModel> loadExample(const char* file) {
    const std::string path = std::string(HS_EXAMPLES_DIR) + "/" + file;
    hs::LoadResult r = hs::loadModelFile(path);
    if (!r.model)
        for (const auto& d : r.diagnostics.items()) std::cerr << hs::formatText(d) << "\n";
    return r.model;
}

// Values after initialisation (parameters, start values) of a model, read through a
// throw-away engine.
class InitialValues {
public:
    explicit InitialValues(std::shared_ptr<const hs::CompiledModel> model)
        : m_engine(std::move(model)), m_ok(m_engine.initialize()) {}
    bool ok() const { return m_ok; }
    double operator[](const char* name) const { return m_engine.value(name); }

private:
    hs::Engine m_engine;
    bool m_ok;
};

// By the kinds of the logged steps: events() would build every step's texts, which the
// engine would then free inside the timed part of the next iteration.
int countStateEvents(const hs::Engine& engine) {
    int n = 0;
    for (std::size_t i = 0; i < engine.eventCount(); ++i)
        if (engine.eventKind(i) == hs::EventKind::State) ++n;
    return n;
}

struct BallSetup {
    double e = 0.8, h0 = 1.0, v0 = 0.0;
    double stopTime = 0.0;
};

// t_n = t1 * (1 + 2e (1 - e^(n-1)) / (1 - e)), t1 = sqrt(2 h0 / g)
double impactTime(const BallSetup& s, int n) {
    const double t1 = std::sqrt(2.0 * s.h0 / kGravity);
    return t1 * (1.0 + 2.0 * s.e * (1.0 - std::pow(s.e, n - 1)) / (1.0 - s.e));
}

bool ballSetup(const std::shared_ptr<const hs::CompiledModel>& model, BallSetup& s) {
    InitialValues init(model);
    if (!init.ok()) return false;
    s.e = init["e"];
    s.h0 = init["h0"];
    s.v0 = init["v"];
    // half-way between impact 30 and impact 31
    s.stopTime = 0.5 * (impactTime(s, kBallImpacts) + impactTime(s, kBallImpacts + 1));
    return true;
}

struct ThermostatSetup {
    double tout = 5, tau = 3600, power = 0.01, tLow = 19, tHigh = 21;
    double t0 = 15;
    bool on0 = true;
    double stopTime = 0.0;
};

bool thermostatSetup(const std::shared_ptr<const hs::CompiledModel>& model, ThermostatSetup& s) {
    InitialValues init(model);
    if (!init.ok()) return false;
    s.tout = init["Tout"];
    s.tau = init["tau"];
    s.power = init["P"];
    s.tLow = init["Tlow"];
    s.tHigh = init["Thigh"];
    s.t0 = init["T"];
    s.on0 = init["on"] != 0.0;
    // Closed-form switching times: heating up from T0 to Thigh, then cycles of cooling
    // Thigh -> Tlow and heating Tlow -> Thigh. Stop half-way through the heating phase
    // after event kThermostatEvents (an even event switches the heater on). The numerical
    // drift over 5e4 cycles moves the count by a few events; both sides count their own.
    const double tEq = s.tout + s.power * s.tau;
    const double firstOff = s.tau * std::log((tEq - s.t0) / (tEq - s.tHigh));
    const double cooling = s.tau * std::log((s.tHigh - s.tout) / (s.tLow - s.tout));
    const double heating = s.tau * std::log((tEq - s.tLow) / (tEq - s.tHigh));
    const double half = static_cast<double>(kThermostatEvents / 2);
    s.stopTime = firstOff + half * cooling + (half - 1.0) * heating + 0.5 * heating;
    return s.on0 && s.t0 < s.tHigh && tEq > s.tHigh && s.tout < s.tLow;
}

// -------------------------------------------------------------------- hand-written twins

// SUNDIALS objects of one hand-written run, freed in reverse order of creation.
struct CvodeObjects {
    SUNContext ctx = nullptr;
    N_Vector y = nullptr, dky = nullptr;
    SUNMatrix matrix = nullptr;
    SUNLinearSolver linearSolver = nullptr;
    void* mem = nullptr;

    explicit CvodeObjects(int n) {
        SUNContext_Create(nullptr, &ctx);
        y = N_VNew_Serial(n, ctx);
        dky = N_VNew_Serial(n, ctx);
        matrix = SUNDenseMatrix(n, n, ctx);
        linearSolver = SUNLinSol_Dense(y, matrix, ctx);
        mem = CVodeCreate(CV_BDF, ctx);
    }
    ~CvodeObjects() {
        CVodeFree(&mem);
        SUNLinSolFree(linearSolver);
        SUNMatDestroy(matrix);
        N_VDestroy(dky);
        N_VDestroy(y);
        SUNContext_Free(&ctx);
    }
    CvodeObjects(const CvodeObjects&) = delete;
    CvodeObjects& operator=(const CvodeObjects&) = delete;
};

struct TwinStats {
    long events = 0;
    long steps = 0;
    std::size_t rows = 0;
};

// The output and event loop shared by both twins. Twin provides kStates, kRoots,
// rootDirections, rhs, roots, initialState(y), record(t, y) and handleRoots(found, y)
// (returns true when it changed y or a discrete value, i.e. an event happened).
template <class Twin>
bool integrateTwin(Twin& twin, double t0, double tEnd, TwinStats& stats) {
    constexpr int n = Twin::kStates;
    CvodeObjects cv(n);
    double* y = N_VGetArrayPointer(cv.y);
    twin.initialState(y);
    int directions[Twin::kRoots];
    for (int k = 0; k < Twin::kRoots; ++k) directions[k] = Twin::rootDirections[k];
    bool ok = CVodeInit(cv.mem, &Twin::rhs, t0, cv.y) == CV_SUCCESS &&
              CVodeSetUserData(cv.mem, &twin) == CV_SUCCESS &&
              CVodeSStolerances(cv.mem, kRelTol, kAbsTol) == CV_SUCCESS &&
              CVodeSetLinearSolver(cv.mem, cv.linearSolver, cv.matrix) == CVLS_SUCCESS &&
              CVodeRootInit(cv.mem, Twin::kRoots, &Twin::roots) == CV_SUCCESS &&
              CVodeSetRootDirection(cv.mem, directions) == CV_SUCCESS;
    // the engine's solver limits (they only matter when steps fail)
    ok = ok && CVodeSetMaxErrTestFails(cv.mem, 20) == CV_SUCCESS &&
         CVodeSetMaxConvFails(cv.mem, 50) == CV_SUCCESS;
    if (!ok) return false;

    const double interval = (tEnd - t0) / kOutputIntervals;
    long gridIndex = 1;
    long stepsBefore = 0;
    twin.record(t0, y);
    double t = t0;
    int found[Twin::kRoots];
    while (t < tEnd) {
        CVodeSetStopTime(cv.mem, tEnd);
        const int flag = CVode(cv.mem, tEnd, cv.y, &t, CV_ONE_STEP);
        if (flag < 0) return false;
        // grid rows inside the step just taken, by interpolation
        for (;;) {
            const double tg = t0 + static_cast<double>(gridIndex) * interval;
            if (!(tg < t) || tg > tEnd) break;
            if (CVodeGetDky(cv.mem, tg, 0, cv.dky) != CV_SUCCESS) return false;
            twin.record(tg, N_VGetArrayPointer(cv.dky));
            ++gridIndex;
        }
        if (flag != CV_ROOT_RETURN) continue;
        CVodeGetRootInfo(cv.mem, found);
        twin.record(t, y);
        if (!twin.handleRoots(found, y)) continue;
        ++stats.events;
        twin.record(t, y);
        long steps = 0;
        CVodeGetNumSteps(cv.mem, &steps);
        stepsBefore += steps;
        if (CVodeReInit(cv.mem, t, cv.y) != CV_SUCCESS) return false;
    }
    // the terminal event: rows before and after
    twin.record(t, y);
    twin.record(t, y);
    long steps = 0;
    CVodeGetNumSteps(cv.mem, &steps);
    stats.steps = stepsBefore + steps;
    return true;
}

class BallTwin {
public:
    static constexpr int kStates = 2;
    static constexpr int kRoots = 1;
    static constexpr int rootDirections[kRoots] = {-1};  // h falls through 0

    explicit BallTwin(const BallSetup& s) : m_setup(s) {}

    static int rhs(sunrealtype, N_Vector y, N_Vector ydot, void*) {
        NV_Ith_S(ydot, 0) = NV_Ith_S(y, 1);
        NV_Ith_S(ydot, 1) = -kGravity;
        return 0;
    }
    static int roots(sunrealtype, N_Vector y, sunrealtype* g, void*) {
        g[0] = NV_Ith_S(y, 0);
        return 0;
    }
    void initialState(double* y) const {
        y[0] = m_setup.h0;
        y[1] = m_setup.v0;
    }
    void record(double t, const double* y) {
        m_time.push_back(t);
        m_h.push_back(y[0]);
        m_v.push_back(y[1]);
    }
    bool handleRoots(const int* found, double* y) {
        if (found[0] >= 0) return false;
        y[1] = -m_setup.e * y[1];
        return true;
    }
    std::size_t rows() const { return m_time.size(); }
    double lastH() const { return m_h.back(); }

private:
    BallSetup m_setup;
    std::vector<double> m_time, m_h, m_v;
};

class ThermostatTwin {
public:
    static constexpr int kStates = 1;
    static constexpr int kRoots = 2;
    // T - Tlow falling (switch on), T - Thigh rising (switch off)
    static constexpr int rootDirections[kRoots] = {-1, 1};

    explicit ThermostatTwin(const ThermostatSetup& s) : m_setup(s), m_on(s.on0) {}

    static int rhs(sunrealtype, N_Vector y, N_Vector ydot, void* user) {
        const auto* self = static_cast<const ThermostatTwin*>(user);
        const ThermostatSetup& s = self->m_setup;
        const double temperature = NV_Ith_S(y, 0);
        NV_Ith_S(ydot, 0) = (s.tout - temperature) / s.tau + (self->m_on ? s.power : 0.0);
        return 0;
    }
    static int roots(sunrealtype, N_Vector y, sunrealtype* g, void* user) {
        const auto* self = static_cast<const ThermostatTwin*>(user);
        g[0] = NV_Ith_S(y, 0) - self->m_setup.tLow;
        g[1] = NV_Ith_S(y, 0) - self->m_setup.tHigh;
        return 0;
    }
    void initialState(double* y) const { y[0] = m_setup.t0; }
    void record(double t, const double* y) {
        m_time.push_back(t);
        m_temperature.push_back(y[0]);
        m_heater.push_back(m_on ? 1.0 : 0.0);
    }
    bool handleRoots(const int* found, double*) {
        const bool was = m_on;
        if (found[0] < 0) m_on = true;
        if (found[1] > 0) m_on = false;
        return m_on != was;
    }
    std::size_t rows() const { return m_time.size(); }

private:
    ThermostatSetup m_setup;
    bool m_on;
    std::vector<double> m_time, m_temperature, m_heater;
};

// --------------------------------------------------------------------------- benchmarks

hs::SimulationSettings engineSettings(double stopTime) {
    hs::SimulationSettings settings;  // CVODE BDF, relTol 1e-6, absTol 1e-8
    settings.startTime = 0.0;
    settings.stopTime = stopTime;
    settings.interval = stopTime / kOutputIntervals;  // Thermostat.mo's annotation says 10 s
    settings.recordResults = true;                    // the twins store their output too
    return settings;
}

void setCounters(benchmark::State& state, double events, double rows, double steps,
                 bool perEvent) {
    state.counters["state_events"] = events;
    state.counters["rows"] = rows;
    state.counters["solver_steps"] = steps;
    if (perEvent && events > 0)
        state.counters["time_per_event"] = benchmark::Counter(
            events, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

// Runs the engine on a compiled model; counts state events, rows and solver steps.
void runEngine(benchmark::State& state, const std::shared_ptr<const hs::CompiledModel>& model,
               const hs::SimulationSettings& settings, long expectedEvents, bool perEvent) {
    int events = 0;
    std::size_t rows = 0;
    long steps = 0;
    for (auto _ : state) {
        hs::Engine engine(model, settings);
        if (!engine.initialize() || engine.run() != hs::RunStatus::Finished) {
            const auto& diags = engine.diagnostics().items();
            std::string message = "engine run failed";
            if (!diags.empty()) message += ": " + hs::formatText(diags.back());
            state.SkipWithError(message.c_str());
            return;
        }
        // a pass over the log's kinds, as the twins count in their loops (pausing the
        // timers would cost more than the count)
        events = countStateEvents(engine);
        rows = engine.results().rowCount();
        steps = engine.solverSteps();
        benchmark::DoNotOptimize(engine.results().time().data());
    }
    setCounters(state, events, static_cast<double>(rows), static_cast<double>(steps), perEvent);
    if (expectedEvents > 0 && events != expectedEvents) {
        const std::string message = "expected " + std::to_string(expectedEvents) +
                                    " state events, the engine had " + std::to_string(events);
        state.SkipWithError(message.c_str());
    }
}

void BM_BouncingBall_Engine(benchmark::State& state) {
    const auto model = loadExample("BouncingBall.mo");
    BallSetup setup;
    if (!model || !ballSetup(model, setup)) {
        state.SkipWithError("BouncingBall.mo did not load or initialise");
        return;
    }
    runEngine(state, model, engineSettings(setup.stopTime), kBallImpacts, false);
}

void BM_BouncingBall_HandWritten(benchmark::State& state) {
    const auto model = loadExample("BouncingBall.mo");
    BallSetup setup;
    if (!model || !ballSetup(model, setup)) {
        state.SkipWithError("BouncingBall.mo did not load or initialise");
        return;
    }
    TwinStats stats;
    std::size_t rows = 0;
    for (auto _ : state) {
        stats = {};
        BallTwin twin(setup);
        if (!integrateTwin(twin, 0.0, setup.stopTime, stats)) {
            state.SkipWithError("CVODE failed");
            return;
        }
        rows = twin.rows();
        benchmark::DoNotOptimize(twin.lastH());
    }
    setCounters(state, static_cast<double>(stats.events), static_cast<double>(rows),
                static_cast<double>(stats.steps), false);
    if (stats.events != kBallImpacts) {
        const std::string message = "expected " + std::to_string(kBallImpacts) +
                                    " impacts, the twin had " + std::to_string(stats.events);
        state.SkipWithError(message.c_str());
    }
}

void BM_Thermostat_Engine(benchmark::State& state) {
    const auto model = loadExample("Thermostat.mo");
    ThermostatSetup setup;
    if (!model || !thermostatSetup(model, setup)) {
        state.SkipWithError("Thermostat.mo did not load, or its parameters do not switch");
        return;
    }
    // the event count is checked loosely (numerical drift), against the twin in the summary
    runEngine(state, model, engineSettings(setup.stopTime), 0, true);
}

void BM_Thermostat_HandWritten(benchmark::State& state) {
    const auto model = loadExample("Thermostat.mo");
    ThermostatSetup setup;
    if (!model || !thermostatSetup(model, setup)) {
        state.SkipWithError("Thermostat.mo did not load, or its parameters do not switch");
        return;
    }
    TwinStats stats;
    std::size_t rows = 0;
    for (auto _ : state) {
        stats = {};
        ThermostatTwin twin(setup);
        if (!integrateTwin(twin, 0.0, setup.stopTime, stats)) {
            state.SkipWithError("CVODE failed");
            return;
        }
        rows = twin.rows();
        benchmark::DoNotOptimize(rows);
    }
    setCounters(state, static_cast<double>(stats.events), static_cast<double>(rows),
                static_cast<double>(stats.steps), true);
}

BENCHMARK(BM_BouncingBall_Engine)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_BouncingBall_HandWritten)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Thermostat_Engine)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Thermostat_HandWritten)->Unit(benchmark::kMillisecond);

// ----------------------------------------------------------------------------- ratios

// The console table, plus the real time per iteration (seconds) and the counters of every
// benchmark, kept by name; a "mean" aggregate (with --benchmark_repetitions) wins over
// the single runs.
class RatioReporter final : public benchmark::ConsoleReporter {
public:
    struct Result {
        double realSeconds = 0.0;
        double cpuSeconds = 0.0;
        double events = 0.0;
        double eventsPerSecond = 0.0;
        double worstAppendMs = 0.0;
        double restoreMsMax = 0.0, restoreMsMean = 0.0;
        double solverSteps = 0.0, states = 0.0;
        bool fromMean = false;
    };

    RatioReporter() : benchmark::ConsoleReporter(OO_Tabular) {}

    void ReportRuns(const std::vector<Run>& runs) override {
        benchmark::ConsoleReporter::ReportRuns(runs);
        for (const Run& run : runs) {
            if (run.error_occurred) continue;
            const bool mean = run.run_type == Run::RT_Aggregate && run.aggregate_name == "mean";
            if (run.run_type == Run::RT_Aggregate && !mean) continue;
            std::string key = run.run_name.function_name;
            if (!run.run_name.args.empty()) key += "/" + run.run_name.args;
            Result& r = m_results[key];
            if (r.fromMean && !mean) continue;
            auto rate = run.counters.find("events_per_second");
            if (rate != run.counters.end()) r.eventsPerSecond = rate->second.value;
            const double scale = benchmark::GetTimeUnitMultiplier(run.time_unit);
            r.realSeconds = run.GetAdjustedRealTime() / scale;
            r.cpuSeconds = run.GetAdjustedCPUTime() / scale;
            auto worst = run.counters.find("worst_append_ms");
            if (worst != run.counters.end()) r.worstAppendMs = worst->second.value;
            if (auto c = run.counters.find("restore_ms_max"); c != run.counters.end())
                r.restoreMsMax = c->second.value;
            if (auto c = run.counters.find("restore_ms_mean"); c != run.counters.end())
                r.restoreMsMean = c->second.value;
            if (auto c = run.counters.find("solver_steps"); c != run.counters.end())
                r.solverSteps = c->second.value;
            if (auto c = run.counters.find("states"); c != run.counters.end())
                r.states = c->second.value;
            auto it = run.counters.find("state_events");
            r.events = it == run.counters.end() ? 0.0 : it->second.value;
            r.fromMean = mean;
        }
    }

    // Prints the ratio of each engine/hand-written pair whose two benchmarks both ran.
    void printRatios(std::ostream& out) const {
        printPair(out, "bouncing_ball", "BM_BouncingBall", false);
        printPair(out, "thermostat_per_event", "BM_Thermostat", true);
        printPair(out, "function_call", "BM_Function", false);  // bench_functions.cpp
        // statecharts (bench_statecharts.cpp): events per second against a bare loop
        for (const char* n : {"1000", "100000"}) {
            auto engine = m_results.find(std::string("BM_Charts_Engine/") + n);
            auto bare = m_results.find(std::string("BM_Charts_Bare/") + n);
            if (engine == m_results.end() || bare == m_results.end()) continue;
            char line[256];
            std::snprintf(line, sizeof line,
                          "events_per_second charts_%s engine = %.3g, bare = %.3g\nratio charts_%s "
                          "engine/bare = %.2f",
                          n, engine->second.eventsPerSecond, bare->second.eventsPerSecond, n,
                          engine->second.eventsPerSecond / bare->second.eventsPerSecond);
            out << line << "\n";
        }
        // result streaming (bench_results.cpp): the worst single append, with and without growAhead
        auto byPrefix = [this](const std::string& prefix) {
            for (auto it = m_results.begin(); it != m_results.end(); ++it)
                if (it->first.rfind(prefix, 0) == 0) return it;
            return m_results.end();
        };
        auto ahead = byPrefix("BM_Streaming_GrowAhead");
        auto plainGrowth = byPrefix("BM_Streaming_Plain");
        if (ahead != m_results.end() && plainGrowth != m_results.end()) {
            char line[200];
            std::snprintf(line, sizeof line,
                          "ratio streaming worst_append growAhead/plain = %.2f (%.1f ms vs %.1f ms)",
                          ahead->second.worstAppendMs / plainGrowth->second.worstAppendMs,
                          ahead->second.worstAppendMs, plainGrowth->second.worstAppendMs);
            out << line << "\n";
        }
        printExperiment(out);
        auto history = m_results.find("BM_Charts_EngineHistory/1000");
        auto plain = m_results.find("BM_Charts_Engine/1000");
        if (history != m_results.end() && plain != m_results.end()) {
            char line[160];
            std::snprintf(line, sizeof line,
                          "ratio charts_1000 history/no-history = %.2f (events per second %.3g)",
                          history->second.eventsPerSecond / plain->second.eventsPerSecond,
                          history->second.eventsPerSecond);
            out << line << "\n";
        }
        printScale(out);
        auto restore = m_results.find("BM_Charts_HistoryRestore/1000");
        if (restore != m_results.end()) {
            char line[160];
            std::snprintf(
                line, sizeof line,
                "time charts_1000 restore_any_of_last_10000 mean = %.2f ms, worst = %.2f ms",
                restore->second.restoreMsMean, restore->second.restoreMsMax);
            out << line << "\n";
        }
    }

private:
    // scale (bench_scale.cpp): compiling 10^5 equations; the rod per solver step and state
    void printScale(std::ostream& out) const {
        char line[256];
        auto compile = m_results.find("BM_Scale_Compile/100000");
        if (compile != m_results.end()) {
            std::snprintf(line, sizeof line, "time scale_compile 1e5 equations = %.2f s",
                          compile->second.realSeconds);
            out << line << "\n";
        }
        for (const char* n : {"1000", "10000", "100000"}) {
            auto engine = m_results.find(std::string("BM_Scale_Chain_Engine/") + n);
            auto twin = m_results.find(std::string("BM_Scale_Chain_HandWritten/") + n);
            if (engine == m_results.end() || twin == m_results.end()) continue;
            const Result& a = engine->second;
            const Result& b = twin->second;
            if (a.solverSteps <= 0 || b.solverSteps <= 0 || a.states <= 0) continue;
            const double perA = a.realSeconds / (a.solverSteps * a.states) * 1e9;
            const double perB = b.realSeconds / (b.solverSteps * b.states) * 1e9;
            std::snprintf(
                line, sizeof line,
                "time chain_%s per_step_per_state engine = %.1f ns, handwritten = %.1f ns "
                "(solver steps %.0f / %.0f, run %.1f / %.1f ms)\nratio chain_%s engine/handwritten "
                "= %.2f",
                n, perA, perB, a.solverSteps, b.solverSteps, a.realSeconds * 1e3,
                b.realSeconds * 1e3, n, a.realSeconds / b.realSeconds);
            out << line << "\n";
        }
    }

    // experiments (bench_experiment.cpp): the speed-up on two threads, the cost of the
    // experiment machinery per run against plain engines, and a loop of simulate calls
    void printExperiment(std::ostream& out) const {
        auto one = m_results.find("BM_Experiment_Variation/1");
        auto two = m_results.find("BM_Experiment_Variation/2");
        auto plain = m_results.find("BM_Experiment_PlainEngines");
        auto calls = m_results.find("BM_Experiment_SimulateCalls");
        const double runs = 200;  // kRuns of bench_experiment.cpp
        char line[256];
        if (plain != m_results.end()) {
            std::snprintf(line, sizeof line, "time experiment single_run = %.1f us (plain engines)",
                          plain->second.realSeconds / runs * 1e6);
            out << line << "\n";
        }
        if (one != m_results.end() && two != m_results.end()) {
            std::snprintf(line, sizeof line,
                          "speedup experiment jobs2/jobs1 = %.2f (%.1f ms vs %.1f ms for %.0f runs)",
                          one->second.realSeconds / two->second.realSeconds,
                          one->second.realSeconds * 1e3, two->second.realSeconds * 1e3, runs);
            out << line << "\n";
        }
        if (plain != m_results.end()) {
            // runs per second per core, times the single-run time
            for (auto [it, cores] : {std::pair{one, 1.0}, std::pair{two, 2.0}}) {
                if (it == m_results.end()) continue;
                std::snprintf(line, sizeof line,
                              "ratio experiment_per_core jobs%.0f/plain = %.2f (%.0f runs/s/core)",
                              cores, plain->second.realSeconds / (cores * it->second.realSeconds),
                              runs / (cores * it->second.realSeconds));
                out << line << "\n";
            }
        }
        if (calls != m_results.end() && one != m_results.end()) {
            std::snprintf(line, sizeof line,
                          "ratio experiment simulate_calls/jobs1 = %.1f (%.0f ms for %.0f calls)",
                          calls->second.realSeconds / one->second.realSeconds,
                          calls->second.realSeconds * 1e3, runs);
            out << line << "\n";
        }
    }

    void printPair(std::ostream& out, const char* label, const std::string& prefix,
                   bool perEvent) const {
        auto engine = m_results.find(prefix + "_Engine");
        auto twin = m_results.find(prefix + "_HandWritten");
        if (engine == m_results.end() || twin == m_results.end()) return;
        const Result& a = engine->second;
        const Result& b = twin->second;
        if (perEvent && (a.events <= 0 || b.events <= 0)) return;
        const double ea = perEvent ? a.events : 1.0;
        const double eb = perEvent ? b.events : 1.0;
        const double realA = a.realSeconds / ea, realB = b.realSeconds / eb;
        const double cpuA = a.cpuSeconds / ea, cpuB = b.cpuSeconds / eb;
        char line[256];
        std::snprintf(line, sizeof line,
                      "time %s engine = %.3f us, handwritten = %.3f us (real; cpu %.3f / %.3f us)",
                      label, realA * 1e6, realB * 1e6, cpuA * 1e6, cpuB * 1e6);
        out << line << "\n";
        if (perEvent) {
            std::snprintf(line, sizeof line,
                          "events %s engine = %.0f, handwritten = %.0f (whole run: engine %.1f "
                          "ms, handwritten %.1f ms)",
                          label, a.events, b.events, a.realSeconds * 1e3, b.realSeconds * 1e3);
            out << line << "\n";
        }
        std::snprintf(line, sizeof line, "ratio %s engine/handwritten = %.2f", label,
                      realA / realB);
        out << line << "\n";
        // CPU time is the steadier measure on a machine shared with other work
        std::snprintf(line, sizeof line, "cpu_ratio %s engine/handwritten = %.2f", label,
                      cpuA / cpuB);
        out << line << "\n";
    }

    std::map<std::string, Result> m_results;
};

}  // namespace

int main(int argc, char** argv) {
    // a modest default minimum time; a --benchmark_min_time on the command line comes later
    // and wins
    std::string defaultMinTime = "--benchmark_min_time=0.2";
    std::vector<char*> args(argv, argv + argc);
    args.insert(args.begin() + 1, defaultMinTime.data());
    int count = static_cast<int>(args.size());
    args.push_back(nullptr);
    benchmark::Initialize(&count, args.data());
    if (benchmark::ReportUnrecognizedArguments(count, args.data())) return 1;
    RatioReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    std::cout.flush();
    reporter.printRatios(std::cout);
    benchmark::Shutdown();
    return 0;
}

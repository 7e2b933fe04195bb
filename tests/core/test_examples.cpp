// The example models in resources/examples: every one loads without errors, runs to its
// experiment's stop time, and (documents) is stored exactly as HybridStudio writes it, with
// a description and plots of existing variables; and each statechart example does what its
// description says.

#include "test_support.h"

#include "hs/model/document.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <initializer_list>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace hs::test {
namespace {

// The files of the examples directory with one of these extensions, sorted by name.
std::vector<std::string> exampleFiles(std::initializer_list<std::string_view> extensions) {
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(HS_EXAMPLES_DIR, ec)) {
        const std::string ext = entry.path().extension().string();
        if (entry.is_regular_file() &&
            std::find(extensions.begin(), extensions.end(), ext) != extensions.end())
            out.push_back(entry.path().filename().string());
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::string readExample(const std::string& name) {
    std::string text;
    EXPECT_TRUE(readTextFile(examplePath(name), text)) << "cannot read " << examplePath(name);
    return text;
}

std::string allMessages(const DiagnosticList& diags) {
    std::string all;
    for (const auto& d : diags.items()) all += formatText(d) + "\n";
    return all;
}

// Runs an example with the settings of its document (defaults for a .mo file).
std::unique_ptr<Engine> runExample(const LoadResult& loaded) {
    auto engine = std::make_unique<Engine>(loaded.model, loaded.settings);
    engine->initialize();
    engine->run();
    return engine;
}

std::vector<std::string> traceTexts(const Engine& e) {
    std::vector<std::string> out;
    for (const auto& t : e.traceLog()) out.push_back(t.text);
    return out;
}

// The transitions fired: (time, element path).
std::vector<std::pair<double, std::string>> transitions(const Engine& e) {
    std::vector<std::pair<double, std::string>> out;
    for (const auto& r : e.events())
        if (r.kind == EventKind::Transition) out.emplace_back(r.time, r.source);
    return out;
}

// ---------------------------------------------------------------------------------------
// Every example

TEST(Examples, DirectoryHoldsTheGallery) {
    const std::vector<std::string> files = exampleFiles({".mo", ".hsm"});
    for (const char* name :
         {"BouncingBall.mo", "StableBouncingBall.mo", "Thermostat.mo", "Thermostat.hsm",
          "SingleServerQueue.hsm", "TrafficLight.hsm", "SimultaneousEvents.hsm",
          "MessagePingPong.hsm", "BouncingBallChart.hsm"})
        EXPECT_NE(std::find(files.begin(), files.end(), name), files.end()) << name;
}

// Every .mo and .hsm file.
class ExampleFile : public ::testing::TestWithParam<std::string> {};

// Every .hsm file.
class ExampleDocument : public ::testing::TestWithParam<std::string> {};

TEST_P(ExampleFile, LoadsWithoutDiagnostics) {
    const LoadResult loaded = loadExample(GetParam());
    ASSERT_NE(loaded.model, nullptr);
    EXPECT_EQ(loaded.document.has_value(), isDocumentPath(GetParam()));
}

TEST_P(ExampleFile, RunsToItsStopTimeWithoutWarnings) {
    const LoadResult loaded = loadExample(GetParam());
    ASSERT_NE(loaded.model, nullptr);
    auto engine = runExample(loaded);
    EXPECT_EQ(engine->status(), RunStatus::Finished) << allMessages(engine->diagnostics());
    EXPECT_EQ(engine->time(), engine->stopTime());
    if (loaded.document) {
        EXPECT_EQ(engine->stopTime(), loaded.document->experiment.stopTime);
    }
    EXPECT_TRUE(engine->diagnostics().empty()) << allMessages(engine->diagnostics());
}

TEST_P(ExampleDocument, IsStoredAsHybridStudioWritesIt) {
    const std::string text = readExample(GetParam());
    doc::Document d;
    DiagnosticList diags;
    ASSERT_TRUE(doc::parseDocument(text, d, diags)) << allMessages(diags);
    EXPECT_EQ(doc::serializeDocument(d), text);
}

TEST_P(ExampleDocument, HasADescriptionAndPlotsOfItsVariables) {
    const LoadResult loaded = loadExample(GetParam());
    ASSERT_TRUE(loaded.document.has_value());
    const doc::Document& d = *loaded.document;
    EXPECT_EQ(GetParam(), d.name + ".hsm");
    EXPECT_GE(d.description.size(), 200u) << "the description should say what to look at";
    EXPECT_EQ(d.description.find('\n'), std::string::npos) << "one paragraph";
    ASSERT_FALSE(d.plots.empty());
    // a multi-module document runs as a whole; test_cosim_documents.cpp checks its plots
    if (d.modules.size() > 1 || d.cosimulation || d.package) return;
    auto engine = runExample(loaded);
    const ResultStore& results = engine->results();
    for (const doc::Plot& plot : d.plots) {
        EXPECT_FALSE(plot.variables.empty()) << plot.title;
        for (const std::string& v : plot.variables)
            EXPECT_GE(results.columnIndex(v), 0) << plot.title << ": no variable " << v;
    }
}

std::string parameterName(const ::testing::TestParamInfo<std::string>& info) {
    std::string name = info.param;
    std::replace_if(
        name.begin(), name.end(), [](unsigned char c) { return !std::isalnum(c); }, '_');
    return name;
}

INSTANTIATE_TEST_SUITE_P(Examples, ExampleFile,
                         ::testing::ValuesIn(exampleFiles({".mo", ".hsm"})), parameterName);
INSTANTIATE_TEST_SUITE_P(Examples, ExampleDocument, ::testing::ValuesIn(exampleFiles({".hsm"})),
                         parameterName);

// ---------------------------------------------------------------------------------------
// What each statechart example shows

// Thermostat.mo: its right-hand side reads the heater's Boolean and three parameters, which
// the engine puts into the program while they hold (one variant with the heater on, one
// with it off). The switching times and the temperature between them are the closed
// form's, cycle after cycle.
TEST(ExampleThermostat, TheModelicaModelSwitchesAtTheClosedFormCrossings) {
    SimulationSettings s;
    s.relTol = 1e-12;
    s.absTol = 1e-12;
    s.interval = 10.0;
    const auto engine = runModel(compileExample("Thermostat.mo"), 30000.0, s);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const std::vector<double> times = eventTimes(*engine, EventKind::State);
    ASSERT_GE(times.size(), 8u);
    // heating from 15 towards 41: T = 41 - 26 exp(-t/3600) reaches 21 at 3600 ln(26/20)
    EXPECT_NEAR(times[0], 3600 * std::log(26.0 / 20.0), 1e-5);
    for (std::size_t i = 1; i + 1 < times.size(); i += 2) {
        EXPECT_NEAR(times[i] - times[i - 1], 3600 * std::log(16.0 / 14.0), 1e-5) << i;
        EXPECT_NEAR(times[i + 1] - times[i], 3600 * std::log(22.0 / 20.0), 1e-5) << i;
    }
    // every row is on the closed-form curve of its heater's state, from the last switch
    const ResultStore& r = engine->results();
    const auto* T = r.column("T");
    const auto* on = r.column("on");
    ASSERT_TRUE(T && on);
    int heated = 0, cooled = 0;
    for (std::size_t i = 0; i < r.rowCount(); ++i) {
        const double t = r.time()[i];
        const bool heating = (*on)[i] != 0.0;
        // the last switch into this state (state events alternate: off, on, off, ...)
        double start = 0.0, from = 15.0;
        for (std::size_t k = heating ? 1 : 0; k < times.size() && times[k] <= t; k += 2) {
            start = times[k];
            from = heating ? 19.0 : 21.0;
        }
        const double target = heating ? 41.0 : 5.0;
        const double expected = target + (from - target) * std::exp(-(t - start) / 3600.0);
        EXPECT_NEAR((*T)[i], expected, 1e-6) << "t = " << t;
        (heating ? heated : cooled) += 1;
    }
    EXPECT_GT(heated, 100);
    EXPECT_GT(cooled, 100);
}

TEST(ExampleThermostat, SwitchesAtTheClosedFormCrossings) {
    const LoadResult loaded = loadExample("Thermostat.hsm");
    ASSERT_NE(loaded.model, nullptr);
    SimulationSettings s = loaded.settings;
    s.relTol = 1e-12;
    s.absTol = 1e-12;
    Engine engine(loaded.model, s);
    engine.initialize();
    engine.run();
    ASSERT_EQ(engine.status(), RunStatus::Finished);
    const auto fired = transitions(engine);
    ASSERT_GE(fired.size(), 5u);
    for (std::size_t i = 0; i < fired.size(); ++i)
        EXPECT_EQ(fired[i].second, i % 2 ? "heater.SwitchOff" : "heater.SwitchOn") << i;
    EXPECT_EQ(fired[0].first, 0.0);  // 15 degC is below 19 degC on entry
    // heating from 15 towards 41: T = 41 - 26 exp(-t/3600) reaches 21 at 3600 ln(26/20)
    EXPECT_NEAR(fired[1].first, 3600 * std::log(26.0 / 20.0), 1e-6);
    // then off for 3600 ln(16/14) and on for 3600 ln(22/20), every cycle
    for (std::size_t i = 2; i + 1 < fired.size(); i += 2) {
        EXPECT_NEAR(fired[i].first - fired[i - 1].first, 3600 * std::log(16.0 / 14.0), 1e-5);
        EXPECT_NEAR(fired[i + 1].first - fired[i].first, 3600 * std::log(22.0 / 20.0), 1e-5);
    }
    EXPECT_EQ(engine.value("switchOns"), static_cast<double>((fired.size() + 1) / 2));

    // with the document's own settings T stays in the band once it has warmed up
    auto normal = runExample(loaded);
    const ResultStore& r = normal->results();
    const auto* T = r.column("T");
    ASSERT_NE(T, nullptr);
    for (std::size_t i = 0; i < r.rowCount(); ++i) {
        if (r.time()[i] < 1000) continue;
        EXPECT_GT((*T)[i], 19 - 1e-3) << "t = " << r.time()[i];
        EXPECT_LT((*T)[i], 21 + 1e-3) << "t = " << r.time()[i];
    }
}

TEST(ExampleQueue, ServedIsArrivalsMinusWaitingAtEveryStep) {
    const LoadResult loaded = loadExample("SingleServerQueue.hsm");
    ASSERT_NE(loaded.model, nullptr);
    Engine engine(loaded.model, loaded.settings);
    ASSERT_TRUE(engine.initialize());
    std::uint64_t steps = 0;
    double maxQueue = 0;
    while (engine.status() == RunStatus::Running) {
        engine.step();
        ++steps;
        const double arrivals = engine.value("arrivals");
        const double queueLength = engine.value("queueLength");
        const double inService = engine.value("busy") != 0 ? 1 : 0;
        ASSERT_EQ(engine.value("served"), arrivals - queueLength - inService)
            << "t = " << engine.time();
        ASSERT_GE(queueLength, 0) << "t = " << engine.time();
        maxQueue = std::max(maxQueue, queueLength);
    }
    ASSERT_EQ(engine.status(), RunStatus::Finished);
    EXPECT_GT(steps, 10000u);
    EXPECT_GT(maxQueue, 3);

    // about 0.08/s * 86400 s = 6912 arrivals (standard deviation 83)
    EXPECT_NEAR(engine.value("arrivals"), 6912, 500);
    // the averages are the integrals divided by the time ...
    const double t = engine.time();
    EXPECT_NEAR(engine.value("meanQueueLength"), engine.value("queueArea") / t, 1e-12);
    EXPECT_NEAR(engine.value("utilisation"), engine.value("busyTime") / t, 1e-12);
    // ... and near M/D/1 theory: utilisation 0.8, mean queue 1.6
    EXPECT_NEAR(engine.value("utilisation"), 0.8, 0.05);
    EXPECT_NEAR(engine.value("meanQueueLength"), 1.6, 0.5);
}

TEST(ExampleQueue, ServiceTakesServiceTimeAndTheSeedChangesTheArrivals) {
    const LoadResult loaded = loadExample("SingleServerQueue.hsm");
    ASSERT_NE(loaded.model, nullptr);
    SimulationSettings s = loaded.settings;
    s.stopTime = 3600;
    Engine engine(loaded.model, s);
    engine.initialize();
    engine.run();
    // every EndService comes serviceTime = 10 s after the service began
    std::vector<double> starts;
    std::size_t ends = 0;
    for (const auto& r : engine.events()) {
        if (r.source == "server.StartService") starts.push_back(r.time);
        if (r.source == "server.EndService") {
            ++ends;
            ASSERT_FALSE(starts.empty());
            EXPECT_NEAR(r.time - starts.back(), 10.0, 1e-9);
            starts.back() = r.time;  // a customer taken at once by NextCustomer begins now
        }
    }
    EXPECT_GT(ends, 100u);

    // another seed, other arrival times
    auto arrivalTimes = [](const Engine& e) {
        std::vector<double> out;
        for (const auto& r : e.events())
            if (r.source == "Arrival") out.push_back(r.time);
        return out;
    };
    s.seed = 2;
    Engine other(loaded.model, s);
    other.initialize();
    other.run();
    EXPECT_NE(arrivalTimes(other), arrivalTimes(engine));
}

TEST(ExampleTrafficLight, PhasesFollowTheTimeoutsAndTheButtonCutsGreen) {
    const LoadResult loaded = loadExample("TrafficLight.hsm");
    ASSERT_NE(loaded.model, nullptr);
    Engine engine(loaded.model, loaded.settings);
    ASSERT_TRUE(engine.initialize());
    // the lamp shown after every event step, recorded when it changes
    auto lamp = [&]() -> std::string {
        for (const char* name : {"Red", "Green", "Yellow"})
            if (engine.isStateActive(std::string("light.") + name)) return name;
        return "none";
    };
    std::vector<std::pair<double, std::string>> phases = {{engine.time(), lamp()}};
    while (engine.status() == RunStatus::Running) {
        engine.step();
        if (lamp() != phases.back().second) phases.emplace_back(engine.time(), lamp());
        // exactly the lamp of the active state is on
        ASSERT_EQ(engine.value("red"), lamp() == "Red" ? 1 : 0) << engine.time();
        ASSERT_EQ(engine.value("green"), lamp() == "Green" ? 1 : 0) << engine.time();
        ASSERT_EQ(engine.value("yellow"), lamp() == "Yellow" ? 1 : 0) << engine.time();
    }
    ASSERT_EQ(engine.status(), RunStatus::Finished);
    const std::vector<std::pair<double, std::string>> expected = {
        {0, "Red"},      {30, "Green"},   {40, "Yellow"},  {44, "Red"},     {74, "Green"},
        {99, "Yellow"},  {103, "Red"},    {133, "Green"},  {158, "Yellow"}, {162, "Red"},
        {192, "Green"},  {200, "Yellow"}, {204, "Red"},    {234, "Green"},  {259, "Yellow"},
        {263, "Red"},    {293, "Green"}};
    EXPECT_EQ(phases, expected);

    // red 30 s, yellow 4 s, green 25 s unless a press cut it (never before 7 s)
    for (std::size_t i = 0; i + 1 < phases.size(); ++i) {
        const double duration = phases[i + 1].first - phases[i].first;
        const std::string& shown = phases[i].second;
        if (shown == "Red") {
            EXPECT_EQ(duration, 30) << phases[i].first;
        }
        if (shown == "Yellow") {
            EXPECT_EQ(duration, 4) << phases[i].first;
        }
        if (shown == "Green" && duration != 25) {
            EXPECT_GE(duration, 7) << phases[i].first;
            EXPECT_LT(duration, 25) << phases[i].first;
        }
    }

    // presses at 40, 80, ..., 280: the ones at 40 and 200 cut green (the message makes
    // the transition CutGreen current), the others are discarded when they are sent
    std::vector<double> presses, cuts;
    for (const auto& r : engine.events()) {
        if (r.source == "PedestrianButton") presses.push_back(r.time);
        if (r.kind == EventKind::Message) {
            EXPECT_EQ(r.source, "light.CutGreen");
            cuts.push_back(r.time);
        }
    }
    EXPECT_EQ(presses, (std::vector<double>{40, 80, 120, 160, 200, 240, 280}));
    EXPECT_EQ(cuts, (std::vector<double>{40, 200}));
    std::vector<double> discarded, guardFalse;
    for (const auto& t : engine.traceLog()) {
        if (t.kind == TraceLine::Kind::Trace) {
            // green for less than minGreen: the press finds CutGreen's guard false
            EXPECT_EQ(t.text, "light.CutGreen: guard is false, the message does not fire it");
            guardFalse.push_back(t.time);
            continue;
        }
        EXPECT_EQ(t.text, "message \"button\" to light discarded: no transition of the current "
                          "state accepts it");
        discarded.push_back(t.time);
    }
    EXPECT_EQ(discarded, (std::vector<double>{80, 120, 160, 240, 280}));
    EXPECT_EQ(guardFalse, (std::vector<double>{80, 240}));

    EXPECT_EQ(engine.value("presses"), 7);
    EXPECT_EQ(engine.value("shortened"), 2);
    EXPECT_EQ(engine.value("cycles"), 5);
    EXPECT_EQ(engine.value("greenSince"), 293);
}

TEST(ExampleSimultaneousEvents, OrderFollowsThePolicy) {
    const LoadResult loaded = loadExample("SimultaneousEvents.hsm");
    ASSERT_NE(loaded.model, nullptr);
    ASSERT_EQ(loaded.settings.policy, SelectionPolicy::Fifo);
    auto orderWith = [&](SelectionPolicy policy, std::uint64_t seed) {
        SimulationSettings s = loaded.settings;
        s.policy = policy;
        s.seed = seed;
        Engine engine(loaded.model, s);
        engine.initialize();
        engine.run();
        EXPECT_EQ(engine.status(), RunStatus::Finished);
        for (const auto& r : engine.events())
            if (r.kind != EventKind::Initial && r.kind != EventKind::Terminal) {
                EXPECT_EQ(r.time, 1.0) << r.source;
            }
        return static_cast<long>(engine.value("order"));
    };
    // the chart comes first in the document, so its timeout was scheduled first
    EXPECT_EQ(orderWith(SelectionPolicy::Fifo, 1), 412356);
    EXPECT_EQ(orderWith(SelectionPolicy::Lifo, 1), 321465);

    const std::string kAll = "123456";
    std::set<long> orders;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const long order = orderWith(SelectionPolicy::Random, seed);
        EXPECT_EQ(orderWith(SelectionPolicy::Random, seed), order) << "seed " << seed;
        std::string digits = std::to_string(order);
        SCOPED_TRACE(digits);
        // each item exactly once; Go after Timer; Threshold once four digits are in
        EXPECT_TRUE(std::is_permutation(digits.begin(), digits.end(), kAll.begin(), kAll.end()));
        EXPECT_LT(digits.find('4'), digits.find('5'));
        EXPECT_GE(digits.find('6'), 4u);
        orders.insert(order);
    }
    EXPECT_GT(orders.size(), 10u);
}

TEST(ExamplePingPong, FiveRoundsThenBothChartsStop) {
    const LoadResult loaded = loadExample("MessagePingPong.hsm");
    ASSERT_NE(loaded.model, nullptr);
    auto engine = runExample(loaded);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_EQ(engine->value("pings"), 5);
    EXPECT_EQ(engine->value("pongs"), 5);
    EXPECT_EQ(engine->value("ballSide"), 0);
    EXPECT_TRUE(engine->isStateActive("pinger.Done"));
    EXPECT_TRUE(engine->isStateActive("ponger.Finished"));

    std::vector<double> pings, pongs;
    for (const auto& r : engine->events()) {
        if (r.kind != EventKind::Message) continue;
        if (r.detail.english() == "message \"ping\"") pings.push_back(r.time);
        if (r.detail.english() == "message \"pong\"") pongs.push_back(r.time);
    }
    EXPECT_EQ(pings, (std::vector<double>{1, 2.5, 4, 5.5, 7}));
    EXPECT_EQ(pongs, (std::vector<double>{1.5, 3, 4.5, 6, 7.5}));  // the last one, at 8.5 s, is discarded

    const auto trace = traceTexts(*engine);
    ASSERT_FALSE(trace.empty());
    EXPECT_EQ(trace.back(), "message \"pong\" to pinger discarded: the statechart has stopped");
    EXPECT_EQ(engine->traceLog().back().time, 8.5);
    EXPECT_EQ(std::count(trace.begin(), trace.end(), "pinger.PingAgain: branch taken"), 4);
    EXPECT_EQ(std::count(trace.begin(), trace.end(), "pinger.Stop: branch taken"), 1);
}

TEST(ExampleBouncingBallChart, ImpactsMatchTheClosedForm) {
    const LoadResult loaded = loadExample("BouncingBallChart.hsm");
    ASSERT_NE(loaded.model, nullptr);
    const double g = 9.81, e = 0.7, h0 = 1.0;
    const double t1 = std::sqrt(2 * h0 / g);

    // the first impact: time, velocity before, and reversed velocity after
    Engine engine(loaded.model, loaded.settings);
    ASSERT_TRUE(engine.initialize());
    RunTarget impact;
    impact.element = "floor.Impact";
    engine.runUntil(impact);
    ASSERT_EQ(engine.status(), RunStatus::Running);
    EXPECT_NEAR(engine.time(), t1, 1e-6);
    EXPECT_EQ(engine.value("tImpact"), engine.time());
    EXPECT_NEAR(engine.value("vImpact"), -g * t1, 1e-6);
    EXPECT_NEAR(engine.value("v"), -e * engine.value("vImpact"), 1e-12);
    EXPECT_NEAR(engine.value("h"), 0.0, 1e-9);
    EXPECT_EQ(engine.value("bounces"), 1);
    EXPECT_TRUE(engine.isStateActive("floor.Rising"));

    // all impacts: t_n = t1 (1 + 2 e (1 - e^(n-1)) / (1 - e)), then at rest
    auto run = runExample(loaded);
    ASSERT_EQ(run->status(), RunStatus::Finished);
    std::vector<double> impacts, apexes;
    for (const auto& [time, source] : transitions(*run)) {
        if (source == "floor.Impact") impacts.push_back(time);
        if (source == "floor.Apex") apexes.push_back(time);
    }
    ASSERT_EQ(impacts.size(), 10u);
    ASSERT_EQ(apexes.size(), 9u);
    for (std::size_t n = 1; n <= impacts.size(); ++n) {
        const double expected = t1 * (1 + 2 * e * (1 - std::pow(e, n - 1)) / (1 - e));
        EXPECT_NEAR(impacts[n - 1], expected, 1e-6) << "impact " << n;
        if (n <= apexes.size()) {
            // the top of the flight after impact n
            EXPECT_NEAR(apexes[n - 1], expected + std::pow(e, n) * t1, 1e-6) << "apex " << n;
        }
    }
    EXPECT_TRUE(run->isStateActive("floor.Resting"));
    EXPECT_EQ(run->value("bounces"), 10);
    EXPECT_EQ(run->value("resting"), 1);
    EXPECT_EQ(run->value("h"), 0);
    EXPECT_EQ(run->value("v"), 0);
    EXPECT_NEAR(run->value("vImpact"), -g * t1 * std::pow(e, 9), 1e-6);
}

}  // namespace
}  // namespace hs::test

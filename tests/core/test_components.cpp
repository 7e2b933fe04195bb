// The component library (resources/library/HybridStudio) and the examples built from it,
// checked against the closed forms of their physics: an RC charge, an R-L current switched by
// a relay, a room a thermostat keeps in a band, a bouncing mass, a mass-spring-damper.

#include "test_support.h"

#include <cmath>

namespace hs::test {
namespace {

SimulationSettings tight() {
    SimulationSettings s;
    s.relTol = 1e-10;
    return s;
}

// The value of a result column at the row closest to t.
double at(const Engine& e, const std::string& name, double t) {
    const std::vector<double>* column = e.results().column(name);
    EXPECT_NE(column, nullptr) << name;
    if (!column) return NAN;
    const std::vector<double>& time = e.results().time();
    std::size_t best = 0;
    for (std::size_t i = 0; i < time.size(); ++i)
        if (std::fabs(time[i] - t) < std::fabs(time[best] - t)) best = i;
    EXPECT_NEAR(time[best], t, 1e-9) << "no row at t = " << t;
    return (*column)[best];
}

TEST(Components, TheRCCircuitChargesAsVTimesOneMinusExpMinusTOverRC) {
    auto engine = runModel(compileExample("RCCircuit.mo"), 0.5, tight());
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const double V = 10, tau = 1000 * 1e-4;
    for (double t : {0.0, 0.05, 0.1, 0.2, 0.35, 0.5})
        EXPECT_NEAR(at(*engine, "capacitor.v", t), V * (1 - std::exp(-t / tau)), 1e-6) << t;
    // the current through every element of the loop is one
    EXPECT_NEAR(at(*engine, "resistor.i", 0.1), at(*engine, "capacitor.i", 0.1), 1e-12);
    EXPECT_NEAR(at(*engine, "source.i", 0.1), -at(*engine, "capacitor.i", 0.1), 1e-12);
    // aliases are in the results with their values: pins, ground
    EXPECT_NEAR(at(*engine, "capacitor.p.i", 0.1), at(*engine, "capacitor.i", 0.1), 1e-12);
    EXPECT_EQ(at(*engine, "ground.p.v", 0.3), 0.0);
    EXPECT_NEAR(at(*engine, "resistor.n.v", 0.2), at(*engine, "capacitor.v", 0.2), 1e-12);
}

TEST(Components, TheRelayKeepsTheInductorCurrentInItsBandAtTheClosedFormTimes) {
    auto engine = runModel(compileExample("RelaySwitchedRL.mo"), 0.2, tight());
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const std::vector<double> events = eventTimes(*engine, EventKind::State);
    ASSERT_GE(events.size(), 4u);
    // closed: i -> V/R with tau = L/R; open: i decays through R + Rf with L/(R + Rf)
    const double V = 12, R = 2, Rf = 10, L = 0.1, iLow = 2, iHigh = 4;
    const double tau = L / R, tauOff = L / (R + Rf);
    const double t1 = -tau * std::log(1 - iHigh * R / V);
    const double t2 = t1 + tauOff * std::log(iHigh / iLow);
    const double t3 = t2 + tau * std::log((V / R - iLow) / (V / R - iHigh));
    const double t4 = t3 + tauOff * std::log(iHigh / iLow);
    // the switch's own resistances (1e-5) shift the times by less than 1e-5 of them
    EXPECT_NEAR(events[0], t1, 2e-5);
    EXPECT_NEAR(events[1], t2, 2e-5);
    EXPECT_NEAR(events[2], t3, 2e-5);
    EXPECT_NEAR(events[3], t4, 2e-5);
    EXPECT_NEAR(engine->value("inductor.i"), engine->value("sensor.i"), 1e-9);
}

TEST(Components, TheQueueNamesTheComponentAndTheClassFileOfAnEventsSource) {
    SimulationSettings settings;
    settings.stopTime = 0.2;
    Engine engine(compileExample("RelaySwitchedRL.mo"), settings);
    engine.initialize();
    // the relay's hysteresis conditions wait in the queue: their source is the relay
    // instance and the line of its class in the library's Blocks.mo, not the example's file
    int fromRelay = 0;
    for (const QueueEntry& e : engine.queueSnapshot().entries) {
        if (e.kind != EventKind::State) continue;
        EXPECT_EQ(e.source.rfind("relay: ", 0), 0u) << e.source;
        EXPECT_NE(e.source.find("HybridStudio/Blocks.mo:"), std::string::npos) << e.source;
        ++fromRelay;
    }
    EXPECT_GE(fromRelay, 1);
    engine.run();
    ASSERT_EQ(engine.status(), RunStatus::Finished);
    // the history of executed events says the same
    int stateEvents = 0;
    for (const auto& r : engine.events()) {
        if (r.kind != EventKind::State) continue;
        EXPECT_EQ(r.source.rfind("relay: ", 0), 0u) << r.source;
        ++stateEvents;
    }
    EXPECT_GE(stateEvents, 4);
}

TEST(Components, TheThermostatSwitchesTheHeaterWhereTheExponentialsCrossTheBand) {
    auto engine = runModel(compileExample("ThermostatRoom.mo"), 20000, tight());
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const std::vector<double> events = eventTimes(*engine, EventKind::State);
    ASSERT_GE(events.size(), 3u);
    const double C = 1e5, G = 50, P = 3000, Tout = 278.15, Tlow = 292.15, Thigh = 294.15;
    const double tau = C / G, Theat = Tout + P / G;
    // from 15 degC the heater is on at once: up to 21 degC, down to 19, up to 21
    const double t1 = -tau * std::log((Theat - Thigh) / (Theat - 288.15));
    const double t2 = t1 - tau * std::log((Tlow - Tout) / (Thigh - Tout));
    const double t3 = t2 - tau * std::log((Theat - Thigh) / (Theat - Tlow));
    EXPECT_NEAR(events[0], t1, 1e-4);
    EXPECT_NEAR(events[1], t2, 1e-4);
    EXPECT_NEAR(events[2], t3, 1e-4);
    EXPECT_NEAR(engine->value("room.T"), engine->value("sensor.T"), 1e-9);
}

TEST(Components, TheMassOnAHardStopBouncesAtTheImpactTimesOfTheBouncingBall) {
    auto engine = runModel(compileExample("BouncingBallComponents.mo"), 2.5, tight());
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const std::vector<double> events = eventTimes(*engine, EventKind::State);
    ASSERT_GE(events.size(), 4u);
    const double g = 9.81, e = 0.8;
    double t = std::sqrt(2 * 1.0 / g), v = g * t;
    for (std::size_t k = 0; k < 4; ++k) {
        EXPECT_NEAR(events[k], t, 1e-6) << "impact " << k + 1;
        v *= e;
        t += 2 * v / g;
    }
}

TEST(Components, AMassSpringDamperFollowsItsDampedOscillation) {
    // a damper between a fixed point and the mass: its elongation is no state of its own
    auto engine = runModel(compileOk(R"(
model MSD
  import HybridStudio.Translational.*;
  Mass mass(m = 1, s(start = 1, fixed = true), v(fixed = true));
  Spring spring(c = 1);
  Damper damper(d = 1);
  Fixed wall;
equation
  connect(wall.flange, spring.flange_a);
  connect(spring.flange_b, mass.flange_a);
  connect(wall.flange, damper.flange_a);
  connect(damper.flange_b, mass.flange_b);
end MSD;
)"),
                           5.0, tight());
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    const double w = std::sqrt(3.0) / 2;
    for (double t : {0.5, 1.0, 2.5, 5.0})
        EXPECT_NEAR(at(*engine, "mass.s", t),
                    std::exp(-t / 2) * (std::cos(w * t) + std::sin(w * t) / (2 * w)), 1e-7)
            << t;
    EXPECT_NEAR(at(*engine, "damper.s_rel", 2.5), at(*engine, "mass.s", 2.5), 1e-12);
}

TEST(Components, ALinearLoopWhoseUnknownsStartAtZeroIsSolved) {
    // Newton's first step from 0 is longer than 1: it must not count as diverging
    auto engine =
        runModel(compileOk("model L Real s, vr; equation 12 - 0.5*s = vr; vr = 2*s; end L;"), 0.1);
    ASSERT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_NEAR(engine->value("s"), 4.8, 1e-10);
    EXPECT_NEAR(engine->value("vr"), 9.6, 1e-10);
}

TEST(Components, EveryLibraryComponentCompilesInASmallCircuit) {
    // each component of the library at least once, balanced
    auto model = compileOk(R"(
model Everything
  import HybridStudio.Electrical;
  import HybridStudio.Thermal;
  import HybridStudio.Blocks;
  Electrical.SineVoltage sine(V = 1, f = 50);
  Electrical.StepVoltage step(V = 2, startTime = 0.01);
  Electrical.Inductor inductor(L = 1e-3, i(fixed = true));
  Electrical.Resistor r1(R = 10), r2(R = 10);
  Electrical.IdealClosingSwitch closing;
  Electrical.Ground ground;
  Blocks.Step onAt(startTime = 0.02);
  Blocks.Hysteresis relay(uLow = 0.2, uHigh = 0.5);
  Blocks.Not inverse;
  Blocks.Constant one(k = 1);
  Thermal.HeatCapacitor body(C = 10, T(fixed = true));
  Thermal.ThermalConductor link(G = 1);
  Thermal.FixedTemperature ambient;
equation
  connect(sine.p, inductor.p);
  connect(inductor.n, r1.p);
  connect(r1.n, sine.n);
  connect(sine.n, ground.p);
  connect(step.p, closing.p);
  connect(closing.n, r2.p);
  connect(r2.n, ground.p);
  connect(step.n, ground.p);
  connect(onAt.y, relay.u);
  connect(relay.y, inverse.u);
  connect(inverse.y, closing.control);
  connect(ambient.port, link.port_a);
  connect(link.port_b, body.port);
end Everything;
)");
    ASSERT_NE(model, nullptr);
    auto engine = runModel(model, 0.05);
    EXPECT_EQ(engine->status(), RunStatus::Finished);
    EXPECT_NEAR(engine->value("one.y"), 1.0, 0);
    EXPECT_EQ(engine->value("closing.closed"), 0.0);  // the relay is on, the inverse off
}

}  // namespace
}  // namespace hs::test

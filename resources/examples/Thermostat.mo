// Thermostat: a room heated through a relay with hysteresis.
//
// Shows a discrete Boolean state switched by state events: the heater turns on when the
// room cools below Tlow and off when it warms above Thigh (one when-clause with an
// elsewhen branch), so the temperature rises from 15 degC and then saws between the two
// thresholds, about one cycle every 14 minutes. Every switch is a state event located by
// root finding, followed by a solver restart. The speed benchmark (tests/bench) runs this
// model for about 10^5 events to measure the cost per state event.
model Thermostat "Room temperature under a two-point (relay) controller"
  parameter Real Tout = 5 "Outside temperature (degC)";
  parameter Real tau = 3600 "Time constant of the room's heat loss (s)";
  parameter Real P = 0.01 "Heating rate of the switched-on heater (K/s)";
  parameter Real Tlow = 19 "The heater switches on below this temperature (degC)";
  parameter Real Thigh = 21 "The heater switches off above this temperature (degC)";
  Real T(start=15, fixed=true) "Room temperature (degC)";
  Boolean on(start=true, fixed=true) "Heater switched on";
equation
  der(T) = (Tout - T)/tau + (if on then P else 0);
  when T < Tlow then
    on = true;
  elsewhen T > Thigh then
    on = false;
  end when;
  annotation(experiment(StartTime=0, StopTime=14400, Interval=10));
end Thermostat;

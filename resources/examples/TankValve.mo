// Tank with a valve: a user function gives the valve's flow characteristic.
//
// Shows functions: `characteristic` interpolates a table of (opening, relative flow)
// points passed as arrays, with a for-loop and an if-statement in its algorithm, and is
// called in an equation like a built-in. The tank drains through the valve while a
// controller opens it in steps (sample); the level falls faster after each step. The
// relations inside the function make no events: the table's breakpoints are crossed
// smoothly, only the controller's steps are events.
function characteristic "Relative flow of the valve at an opening, from a table"
  input Real opening "Valve opening (0..1)";
  input Real x[:] "Openings of the table, increasing";
  input Real y[size(x, 1)] "Relative flows at those openings";
  output Real flow "Relative flow (0..1)";
algorithm
  flow := y[1];
  for i in 2:size(x, 1) loop
    if opening >= x[i - 1] then
      flow := y[i - 1] + (y[i] - y[i - 1])*(min(opening, x[i]) - x[i - 1])/(x[i] - x[i - 1]);
    end if;
  end for;
end characteristic;

model TankValve "A tank drained through a valve with an equal-percentage-like characteristic"
  parameter Real A = 2 "Cross-section of the tank (m2)";
  parameter Real Kv = 0.05 "Flow of the fully open valve at 1 m of level (m3/s)";
  parameter Real openings[5] = {0, 0.25, 0.5, 0.75, 1};
  parameter Real flows[5] = {0, 0.05, 0.2, 0.5, 1};
  Real h(start = 4, fixed = true, unit = "m") "Level";
  Real q(unit = "m3/s") "Outflow";
  discrete Real opening(start = 0.2, fixed = true) "Valve opening";
equation
  when sample(60, 60) then
    opening = min(pre(opening) + 0.2, 1);
  end when;
  q = Kv*characteristic(opening, openings, flows)*sqrt(max(h, 0));
  A*der(h) = -q;
  annotation(experiment(StartTime = 0, StopTime = 360, Interval = 1));
end TankValve;

model Fine
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
  annotation(experiment(StopTime = 1, Interval = 1e-12));
end Fine;

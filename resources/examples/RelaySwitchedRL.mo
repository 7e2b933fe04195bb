model RelaySwitchedRL "A relay keeps an inductor's current between 2 A and 4 A by switching its supply"
  // A 12 V source feeds an R-L branch (R = 2 Ohm, L = 0.1 H) through a switch; a freewheeling
  // resistor Rf = 10 Ohm carries the current while the switch is open. A current sensor and a
  // hysteresis relay open the switch when the current rises above 4 A and close it again when
  // it falls below 2 A. While closed the current rises towards V/R = 6 A with the time constant
  // L/R = 0.05 s; while open it decays with L/(R + Rf) = 8.33 ms. Every switching is an event
  // located by the solver; the relay's hysteresis band is what keeps it from chattering.
  HybridStudio.Electrical.ConstantVoltage source(V = 12)
    annotation(Placement(transformation(origin = {-80, 0}, extent = {{-10, -10}, {10, 10}}, rotation = 270)));
  HybridStudio.Electrical.IdealOpeningSwitch relaySwitch
    annotation(Placement(transformation(origin = {-50, 40}, extent = {{-10, -10}, {10, 10}})));
  HybridStudio.Electrical.Resistor freewheel(R = 10)
    annotation(Placement(transformation(origin = {-20, 0}, extent = {{-10, -10}, {10, 10}}, rotation = 270)));
  HybridStudio.Electrical.CurrentSensor sensor
    annotation(Placement(transformation(origin = {10, 40}, extent = {{-10, -10}, {10, 10}})));
  HybridStudio.Electrical.Resistor resistor(R = 2)
    annotation(Placement(transformation(origin = {50, 40}, extent = {{-10, -10}, {10, 10}})));
  HybridStudio.Electrical.Inductor inductor(L = 0.1, i(fixed = true))
    annotation(Placement(transformation(origin = {80, 0}, extent = {{-10, -10}, {10, 10}}, rotation = 270)));
  HybridStudio.Electrical.Ground ground
    annotation(Placement(transformation(origin = {-20, -60}, extent = {{-10, -10}, {10, 10}})));
  HybridStudio.Blocks.Hysteresis relay(uLow = 2, uHigh = 4)
    annotation(Placement(transformation(origin = {-10, 80}, extent = {{-10, -10}, {10, 10}})));
equation
  connect(source.p, relaySwitch.p) annotation(Line(points = {{-80, 10}, {-80, 40}, {-60, 40}}, color = {0, 0, 255}));
  connect(relaySwitch.n, freewheel.p) annotation(Line(points = {{-40, 40}, {-20, 40}, {-20, 10}}, color = {0, 0, 255}));
  connect(relaySwitch.n, sensor.p) annotation(Line(points = {{-40, 40}, {0, 40}}, color = {0, 0, 255}));
  connect(sensor.n, resistor.p) annotation(Line(points = {{20, 40}, {40, 40}}, color = {0, 0, 255}));
  connect(resistor.n, inductor.p) annotation(Line(points = {{60, 40}, {80, 40}, {80, 10}}, color = {0, 0, 255}));
  connect(inductor.n, ground.p) annotation(Line(points = {{80, -10}, {80, -40}, {-20, -40}, {-20, -50}}, color = {0, 0, 255}));
  connect(freewheel.n, ground.p) annotation(Line(points = {{-20, -10}, {-20, -50}}, color = {0, 0, 255}));
  connect(source.n, ground.p) annotation(Line(points = {{-80, -10}, {-80, -40}, {-20, -40}, {-20, -50}}, color = {0, 0, 255}));
  connect(sensor.i, relay.u) annotation(Line(points = {{10, 29}, {10, 20}, {-30, 20}, {-30, 80}, {-22, 80}}, color = {0, 0, 127}));
  connect(relay.y, relaySwitch.control) annotation(Line(points = {{1, 80}, {10, 80}, {10, 60}, {-50, 60}, {-50, 51}}, color = {255, 0, 255}));
  annotation(experiment(StopTime = 0.2, Interval = 0.0002));
end RelaySwitchedRL;

model RCCircuit "A capacitor charged through a resistor from a constant voltage"
  // The capacitor's voltage follows v(t) = V (1 - exp(-t/(R C))): with R = 1 kOhm and
  // C = 100 uF the time constant is 0.1 s, and after 0.5 s (five time constants) the
  // capacitor is charged to 99.3 % of V. Built from HybridStudio.Electrical on the Diagram tab.
  HybridStudio.Electrical.ConstantVoltage source(V = 10)
    annotation(Placement(transformation(origin = {-60, 0}, extent = {{-10, -10}, {10, 10}}, rotation = 270)));
  HybridStudio.Electrical.Resistor resistor(R = 1000)
    annotation(Placement(transformation(origin = {-20, 40}, extent = {{-10, -10}, {10, 10}})));
  HybridStudio.Electrical.Capacitor capacitor(C = 1e-4, v(fixed = true))
    annotation(Placement(transformation(origin = {20, 0}, extent = {{-10, -10}, {10, 10}}, rotation = 270)));
  HybridStudio.Electrical.Ground ground
    annotation(Placement(transformation(origin = {-20, -50}, extent = {{-10, -10}, {10, 10}})));
equation
  connect(source.p, resistor.p) annotation(Line(points = {{-60, 10}, {-60, 40}, {-30, 40}}, color = {0, 0, 255}));
  connect(resistor.n, capacitor.p) annotation(Line(points = {{-10, 40}, {20, 40}, {20, 10}}, color = {0, 0, 255}));
  connect(capacitor.n, source.n) annotation(Line(points = {{20, -10}, {20, -30}, {-60, -30}, {-60, -10}}, color = {0, 0, 255}));
  connect(source.n, ground.p) annotation(Line(points = {{-60, -10}, {-60, -30}, {-20, -30}, {-20, -40}}, color = {0, 0, 255}));
  annotation(experiment(StopTime = 0.5, Interval = 0.001));
end RCCircuit;

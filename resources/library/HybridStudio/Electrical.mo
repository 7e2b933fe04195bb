within HybridStudio;
package Electrical "Analog circuits: pins carry a potential and a current; the currents into every node sum to zero"
  connector Pin "An electrical pin"
    Units.Voltage v "The pin's potential";
    flow Units.Current i "The current into the component through the pin";
    annotation(Icon(graphics = {
      Rectangle(extent = {{-100, 100}, {100, -100}}, lineColor = {0, 0, 255}, fillColor = {0, 0, 255},
        fillPattern = FillPattern.Solid)}));
  end Pin;
  connector PositivePin = Pin "The pin the current of a one-port enters"
    annotation(Icon(graphics = {
      Rectangle(extent = {{-100, 100}, {100, -100}}, lineColor = {0, 0, 255}, fillColor = {0, 0, 255},
        fillPattern = FillPattern.Solid)}));
  connector NegativePin = Pin "The pin the current of a one-port leaves"
    annotation(Icon(graphics = {
      Rectangle(extent = {{-100, 100}, {100, -100}}, lineColor = {0, 0, 255}, fillColor = {255, 255, 255},
        fillPattern = FillPattern.Solid)}));

  partial model OnePort "Two pins and what flows through: the voltage v = p.v - n.v and the current i from p to n"
    Units.Voltage v "The voltage from p to n";
    Units.Current i "The current from p through the component to n";
    PositivePin p annotation(Placement(transformation(extent = {{-110, -10}, {-90, 10}})));
    NegativePin n annotation(Placement(transformation(extent = {{90, -10}, {110, 10}})));
  equation
    v = p.v - n.v;
    0 = p.i + n.i;
    i = p.i;
  end OnePort;

  model Resistor "An ideal resistor: v = R i"
    extends OnePort;
    parameter Units.Resistance R = 1 "The resistance";
  equation
    v = R*i;
    annotation(Icon(graphics = {
      Rectangle(extent = {{-70, 30}, {70, -30}}, lineColor = {0, 0, 255}, fillColor = {255, 255, 255},
        fillPattern = FillPattern.Solid),
      Line(points = {{-90, 0}, {-70, 0}}, color = {0, 0, 255}),
      Line(points = {{70, 0}, {90, 0}}, color = {0, 0, 255}),
      Text(extent = {{-150, 90}, {150, 50}}, textString = "%name", textColor = {0, 0, 255}),
      Text(extent = {{-150, -50}, {150, -90}}, textString = "R=%R")}));
  end Resistor;

  model Capacitor "An ideal capacitor: C dv/dt = i"
    extends OnePort(v(start = 0));
    parameter Units.Capacitance C = 1 "The capacitance";
  equation
    C*der(v) = i;
    annotation(Icon(graphics = {
      Line(points = {{-90, 0}, {-14, 0}}, color = {0, 0, 255}),
      Line(points = {{14, 0}, {90, 0}}, color = {0, 0, 255}),
      Line(points = {{-14, 40}, {-14, -40}}, color = {0, 0, 255}, thickness = 0.5),
      Line(points = {{14, 40}, {14, -40}}, color = {0, 0, 255}, thickness = 0.5),
      Text(extent = {{-150, 90}, {150, 50}}, textString = "%name", textColor = {0, 0, 255}),
      Text(extent = {{-150, -50}, {150, -90}}, textString = "C=%C")}));
  end Capacitor;

  model Inductor "An ideal inductor: L di/dt = v"
    extends OnePort(i(start = 0));
    parameter Units.Inductance L = 1 "The inductance";
  equation
    L*der(i) = v;
    annotation(Icon(graphics = {
      Line(points = {{-90, 0}, {-60, 0}}, color = {0, 0, 255}),
      Line(points = {{60, 0}, {90, 0}}, color = {0, 0, 255}),
      Ellipse(extent = {{-60, -15}, {-30, 15}}, lineColor = {0, 0, 255}),
      Ellipse(extent = {{-30, -15}, {0, 15}}, lineColor = {0, 0, 255}),
      Ellipse(extent = {{0, -15}, {30, 15}}, lineColor = {0, 0, 255}),
      Ellipse(extent = {{30, -15}, {60, 15}}, lineColor = {0, 0, 255}),
      Text(extent = {{-150, 90}, {150, 50}}, textString = "%name", textColor = {0, 0, 255}),
      Text(extent = {{-150, -50}, {150, -90}}, textString = "L=%L")}));
  end Inductor;

  model Ground "The reference potential: p.v = 0"
    Pin p annotation(Placement(transformation(extent = {{-10, 90}, {10, 110}})));
  equation
    p.v = 0;
    annotation(Icon(graphics = {
      Line(points = {{0, 90}, {0, 40}}, color = {0, 0, 255}),
      Line(points = {{-60, 40}, {60, 40}}, color = {0, 0, 255}),
      Line(points = {{-40, 20}, {40, 20}}, color = {0, 0, 255}),
      Line(points = {{-20, 0}, {20, 0}}, color = {0, 0, 255}),
      Text(extent = {{-150, -20}, {150, -60}}, textString = "%name", textColor = {0, 0, 255})}));
  end Ground;

  model ConstantVoltage "A source of constant voltage: v = V"
    extends OnePort;
    parameter Units.Voltage V = 1 "The voltage from p to n";
  equation
    v = V;
    annotation(Icon(graphics = {
      Ellipse(extent = {{-50, 50}, {50, -50}}, lineColor = {0, 0, 255}, fillColor = {255, 255, 255},
        fillPattern = FillPattern.Solid),
      Line(points = {{-90, 0}, {-50, 0}}, color = {0, 0, 255}),
      Line(points = {{50, 0}, {90, 0}}, color = {0, 0, 255}),
      Line(points = {{-50, 0}, {50, 0}}, color = {0, 0, 255}),
      Text(extent = {{-100, 40}, {-60, 10}}, textString = "+", textColor = {0, 0, 255}),
      Text(extent = {{-150, 100}, {150, 60}}, textString = "%name", textColor = {0, 0, 255}),
      Text(extent = {{-150, -60}, {150, -100}}, textString = "V=%V")}));
  end ConstantVoltage;

  model StepVoltage "A voltage step: v = 0 before startTime, V from then on"
    extends OnePort;
    parameter Units.Voltage V = 1 "The voltage after the step";
    parameter Units.Time startTime = 0 "When the step happens";
  equation
    v = if time < startTime then 0 else V;
    annotation(Icon(graphics = {
      Ellipse(extent = {{-50, 50}, {50, -50}}, lineColor = {0, 0, 255}, fillColor = {255, 255, 255},
        fillPattern = FillPattern.Solid),
      Line(points = {{-90, 0}, {-50, 0}}, color = {0, 0, 255}),
      Line(points = {{50, 0}, {90, 0}}, color = {0, 0, 255}),
      Line(points = {{-35, -25}, {0, -25}, {0, 25}, {35, 25}}, color = {0, 0, 255}),
      Text(extent = {{-150, 100}, {150, 60}}, textString = "%name", textColor = {0, 0, 255}),
      Text(extent = {{-150, -60}, {150, -100}}, textString = "V=%V")}));
  end StepVoltage;

  model SineVoltage "A sine voltage: v = offset + V sin(2 pi f (time - startTime) + phase) from startTime on"
    extends OnePort;
    parameter Units.Voltage V = 1 "The amplitude";
    parameter Units.Frequency f = 1 "The frequency";
    parameter Units.Angle phase = 0 "The phase at startTime";
    parameter Units.Voltage offset = 0 "The voltage the sine oscillates about";
    parameter Units.Time startTime = 0 "Before it, v = offset";
  equation
    v = offset + (if time < startTime then 0 else V*sin(2*HybridStudio.pi*f*(time - startTime) + phase));
    annotation(Icon(graphics = {
      Ellipse(extent = {{-50, 50}, {50, -50}}, lineColor = {0, 0, 255}, fillColor = {255, 255, 255},
        fillPattern = FillPattern.Solid),
      Line(points = {{-90, 0}, {-50, 0}}, color = {0, 0, 255}),
      Line(points = {{50, 0}, {90, 0}}, color = {0, 0, 255}),
      Line(points = {{-35, 0}, {-25, 20}, {-15, 25}, {-5, 20}, {5, 0}, {15, -20}, {25, -25}, {35, -20}},
        color = {0, 0, 255}, smooth = Smooth.Bezier),
      Text(extent = {{-150, 100}, {150, 60}}, textString = "%name", textColor = {0, 0, 255}),
      Text(extent = {{-150, -60}, {150, -100}}, textString = "V=%V, f=%f")}));
  end SineVoltage;

  partial model PartialSwitch "An ideal switch: closed, v = Ron i; open, i = Goff v"
    extends OnePort;
    parameter Units.Resistance Ron(min = 0) = 1e-5 "The resistance when closed";
    parameter Units.Conductance Goff(min = 0) = 1e-5 "The conductance when open";
    Boolean closed "Whether the switch conducts";
  protected
    Real s "The curve parameter: the current when closed, the voltage when open";
  equation
    v = s*(if closed then Ron else 1);
    i = s*(if closed then 1 else Goff);
  end PartialSwitch;

  model IdealClosingSwitch "A switch that the Boolean signal control closes (true) and opens (false)"
    extends PartialSwitch;
    Blocks.BooleanInput control "true: closed"
      annotation(Placement(transformation(origin = {0, 110}, extent = {{-20, -20}, {20, 20}}, rotation = -90)));
  equation
    closed = control;
    annotation(Icon(graphics = {
      Line(points = {{-90, 0}, {-40, 0}}, color = {0, 0, 255}),
      Line(points = {{40, 0}, {90, 0}}, color = {0, 0, 255}),
      Line(points = {{-40, 0}, {35, 35}}, color = {0, 0, 255}),
      Ellipse(extent = {{-44, 4}, {-36, -4}}, lineColor = {0, 0, 255}),
      Line(points = {{0, 90}, {0, 18}}, color = {255, 0, 255}, pattern = LinePattern.Dot),
      Text(extent = {{-150, -30}, {150, -70}}, textString = "%name", textColor = {0, 0, 255})}));
  end IdealClosingSwitch;

  model IdealOpeningSwitch "A switch that the Boolean signal control opens (true) and closes (false)"
    extends PartialSwitch;
    Blocks.BooleanInput control "true: open"
      annotation(Placement(transformation(origin = {0, 110}, extent = {{-20, -20}, {20, 20}}, rotation = -90)));
  equation
    closed = not control;
    annotation(Icon(graphics = {
      Line(points = {{-90, 0}, {-40, 0}}, color = {0, 0, 255}),
      Line(points = {{40, 0}, {90, 0}}, color = {0, 0, 255}),
      Line(points = {{-40, 0}, {35, 35}}, color = {0, 0, 255}),
      Line(points = {{40, 0}, {40, 20}}, color = {0, 0, 255}),
      Line(points = {{0, 90}, {0, 18}}, color = {255, 0, 255}, pattern = LinePattern.Dot),
      Text(extent = {{-150, -30}, {150, -70}}, textString = "%name", textColor = {0, 0, 255})}));
  end IdealOpeningSwitch;

  model CurrentSensor "Measures the current from p to n as a signal, without a voltage drop"
    PositivePin p annotation(Placement(transformation(extent = {{-110, -10}, {-90, 10}})));
    NegativePin n annotation(Placement(transformation(extent = {{90, -10}, {110, 10}})));
    Blocks.RealOutput i "The current from p to n"
      annotation(Placement(transformation(origin = {0, -110}, extent = {{-10, -10}, {10, 10}}, rotation = -90)));
  equation
    p.v = n.v;
    0 = p.i + n.i;
    i = p.i;
    annotation(Icon(graphics = {
      Ellipse(extent = {{-50, 50}, {50, -50}}, lineColor = {0, 0, 255}, fillColor = {255, 255, 255},
        fillPattern = FillPattern.Solid),
      Line(points = {{-90, 0}, {-50, 0}}, color = {0, 0, 255}),
      Line(points = {{50, 0}, {90, 0}}, color = {0, 0, 255}),
      Line(points = {{0, -50}, {0, -90}}, color = {0, 0, 127}),
      Text(extent = {{-30, 30}, {30, -30}}, textString = "A", textColor = {0, 0, 255}),
      Text(extent = {{-150, 100}, {150, 60}}, textString = "%name", textColor = {0, 0, 255})}));
  end CurrentSensor;

  annotation(Icon(graphics = {
    Rectangle(extent = {{-90, 90}, {90, -90}}, lineColor = {0, 0, 255}, fillColor = {245, 245, 245},
      fillPattern = FillPattern.Solid, radius = 20),
    Rectangle(extent = {{-50, 20}, {50, -20}}, lineColor = {0, 0, 255}, fillColor = {255, 255, 255},
      fillPattern = FillPattern.Solid),
    Line(points = {{-80, 0}, {-50, 0}}, color = {0, 0, 255}),
    Line(points = {{50, 0}, {80, 0}}, color = {0, 0, 255})}));
end Electrical;

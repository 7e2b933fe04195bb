within HybridStudio;
package Thermal "Heat transfer between lumped bodies: heat ports carry a temperature and a heat flow rate"
  connector HeatPort "A thermal port"
    Units.Temperature T "The port's temperature";
    flow Units.HeatFlowRate Q_flow "The heat flow rate into the component through the port";
    annotation(Icon(graphics = {
      Rectangle(extent = {{-100, 100}, {100, -100}}, lineColor = {191, 0, 0}, fillColor = {191, 0, 0},
        fillPattern = FillPattern.Solid)}));
  end HeatPort;
  connector HeatPort_a = HeatPort "A thermal port (filled)"
    annotation(Icon(graphics = {
      Rectangle(extent = {{-100, 100}, {100, -100}}, lineColor = {191, 0, 0}, fillColor = {191, 0, 0},
        fillPattern = FillPattern.Solid)}));
  connector HeatPort_b = HeatPort "A thermal port (hollow)"
    annotation(Icon(graphics = {
      Rectangle(extent = {{-100, 100}, {100, -100}}, lineColor = {191, 0, 0}, fillColor = {255, 255, 255},
        fillPattern = FillPattern.Solid)}));

  model HeatCapacitor "A body of uniform temperature: C dT/dt = port.Q_flow"
    parameter Units.HeatCapacity C = 1 "The heat capacity";
    Units.Temperature T(start = 293.15) "The temperature";
    HeatPort_a port annotation(Placement(transformation(origin = {0, -100}, extent = {{-10, -10}, {10, 10}}, rotation = 90)));
  equation
    T = port.T;
    C*der(T) = port.Q_flow;
    annotation(Icon(graphics = {
      Ellipse(extent = {{-70, 70}, {70, -70}}, lineColor = {191, 0, 0}, fillColor = {255, 200, 170},
        fillPattern = FillPattern.Solid),
      Line(points = {{0, -70}, {0, -90}}, color = {191, 0, 0}),
      Text(extent = {{-150, 120}, {150, 80}}, textString = "%name", textColor = {191, 0, 0}),
      Text(extent = {{-60, 20}, {60, -20}}, textString = "C=%C")}));
  end HeatCapacitor;

  model ThermalConductor "Heat conduction: Q_flow = G (port_a.T - port_b.T) from port_a to port_b"
    parameter Units.ThermalConductance G = 1 "The thermal conductance";
    Units.HeatFlowRate Q_flow "The heat flow rate from port_a to port_b";
    Units.TemperatureDifference dT "port_a.T - port_b.T";
    HeatPort_a port_a annotation(Placement(transformation(extent = {{-110, -10}, {-90, 10}})));
    HeatPort_b port_b annotation(Placement(transformation(extent = {{90, -10}, {110, 10}})));
  equation
    dT = port_a.T - port_b.T;
    port_a.Q_flow = Q_flow;
    port_b.Q_flow = -Q_flow;
    Q_flow = G*dT;
    annotation(Icon(graphics = {
      Rectangle(extent = {{-70, 30}, {70, -30}}, lineColor = {191, 0, 0}, fillColor = {200, 200, 200},
        fillPattern = FillPattern.Solid),
      Line(points = {{-90, 0}, {-70, 0}}, color = {191, 0, 0}),
      Line(points = {{70, 0}, {90, 0}}, color = {191, 0, 0}),
      Text(extent = {{-150, 80}, {150, 40}}, textString = "%name", textColor = {191, 0, 0}),
      Text(extent = {{-150, -40}, {150, -80}}, textString = "G=%G")}));
  end ThermalConductor;

  model FixedTemperature "A surrounding of fixed temperature: port.T = T"
    parameter Units.Temperature T = 293.15 "The temperature";
    HeatPort_b port annotation(Placement(transformation(extent = {{90, -10}, {110, 10}})));
  equation
    port.T = T;
    annotation(Icon(graphics = {
      Rectangle(extent = {{-70, 60}, {70, -60}}, lineColor = {191, 0, 0}, fillColor = {159, 159, 223},
        fillPattern = FillPattern.Solid),
      Line(points = {{70, 0}, {90, 0}}, color = {191, 0, 0}),
      Text(extent = {{-150, 110}, {150, 70}}, textString = "%name", textColor = {191, 0, 0}),
      Text(extent = {{-60, 20}, {60, -20}}, textString = "T=%T")}));
  end FixedTemperature;

  model TemperatureSensor "Measures the temperature of its port as a signal, taking no heat"
    HeatPort_a port annotation(Placement(transformation(extent = {{-110, -10}, {-90, 10}})));
    Blocks.RealOutput T "The port's temperature" annotation(Placement(transformation(extent = {{90, -10}, {110, 10}})));
  equation
    T = port.T;
    port.Q_flow = 0;
    annotation(Icon(graphics = {
      Ellipse(extent = {{-20, -60}, {20, -20}}, lineColor = {191, 0, 0}, fillColor = {191, 0, 0},
        fillPattern = FillPattern.Solid),
      Rectangle(extent = {{-8, 60}, {8, -25}}, lineColor = {191, 0, 0}, fillColor = {191, 0, 0},
        fillPattern = FillPattern.Solid),
      Line(points = {{-90, 0}, {-8, 0}}, color = {191, 0, 0}),
      Line(points = {{8, 0}, {90, 0}}, color = {0, 0, 127}),
      Text(extent = {{-150, 110}, {150, 70}}, textString = "%name", textColor = {191, 0, 0})}));
  end TemperatureSensor;

  model SwitchedHeater "A heater of power P that the Boolean signal on switches: port.Q_flow = -(if on then P else 0)"
    parameter Units.HeatFlowRate P = 1000 "The heating power when on";
    Units.HeatFlowRate Q_flow "The heat flow rate it gives";
    Blocks.BooleanInput on "true: heating"
      annotation(Placement(transformation(extent = {{-140, -20}, {-100, 20}})));
    HeatPort_b port annotation(Placement(transformation(extent = {{90, -10}, {110, 10}})));
  equation
    Q_flow = if on then P else 0;
    port.Q_flow = -Q_flow;
    annotation(Icon(graphics = {
      Rectangle(extent = {{-70, 50}, {70, -50}}, lineColor = {191, 0, 0}, fillColor = {255, 255, 255},
        fillPattern = FillPattern.Solid),
      Line(points = {{-50, -30}, {-30, 30}, {-10, -30}, {10, 30}, {30, -30}, {50, 30}}, color = {191, 0, 0}),
      Line(points = {{70, 0}, {90, 0}}, color = {191, 0, 0}),
      Text(extent = {{-150, 100}, {150, 60}}, textString = "%name", textColor = {191, 0, 0}),
      Text(extent = {{-150, -60}, {150, -100}}, textString = "P=%P")}));
  end SwitchedHeater;

  block Thermostat "Switches heating on below Tlow and off above Thigh: a hysteresis band keeps it from chattering"
    parameter Units.Temperature Tlow = 292.15 "heat turns on when T falls below this";
    parameter Units.Temperature Thigh = 294.15 "heat turns off when T rises above this";
    parameter Boolean heatStart = false "heat at the start when T is between Tlow and Thigh";
    Blocks.RealInput T "The measured temperature"
      annotation(Placement(transformation(extent = {{-140, -20}, {-100, 20}})));
    Blocks.BooleanOutput heat "Whether to heat"
      annotation(Placement(transformation(extent = {{100, -10}, {120, 10}})));
  initial equation
    heat = if T < Tlow then true elseif T > Thigh then false else heatStart;
  equation
    when T < Tlow then
      heat = true;
    elsewhen T > Thigh then
      heat = false;
    end when;
    annotation(Icon(graphics = {
      Rectangle(extent = {{-100, 100}, {100, -100}}, lineColor = {0, 0, 127}, fillColor = {255, 255, 255},
        fillPattern = FillPattern.Solid),
      Line(points = {{-70, 50}, {20, 50}, {20, -50}, {70, -50}}, color = {255, 0, 255}),
      Line(points = {{-70, 50}, {-20, 50}, {-20, -50}, {70, -50}}, color = {255, 0, 255}),
      Text(extent = {{-150, 150}, {150, 110}}, textString = "%name", textColor = {0, 0, 255})}));
  end Thermostat;

  annotation(Icon(graphics = {
    Rectangle(extent = {{-90, 90}, {90, -90}}, lineColor = {191, 0, 0}, fillColor = {245, 245, 245},
      fillPattern = FillPattern.Solid, radius = 20),
    Ellipse(extent = {{-40, 40}, {40, -40}}, lineColor = {191, 0, 0}, fillColor = {255, 200, 170},
      fillPattern = FillPattern.Solid)}));
end Thermal;

model ThermostatRoom "A room that a thermostat keeps between 19 and 21 degC by switching a heater"
  // The room (heat capacity 1e5 J/K) loses heat to the outside at 5 degC through its walls
  // (50 W/K): left alone it cools with the time constant C/G = 2000 s. The thermostat switches
  // the 3 kW heater on when the room falls below 19 degC and off when it rises above 21 degC.
  // Between switchings the temperature is an exponential towards 5 degC (heater off) or
  // towards 65 degC (heater on); every switching is a state event.
  HybridStudio.Thermal.HeatCapacitor room(C = 1e5, T(start = 288.15, fixed = true))
    annotation(Placement(transformation(origin = {0, 40}, extent = {{-10, -10}, {10, 10}})));
  HybridStudio.Thermal.ThermalConductor wall(G = 50)
    annotation(Placement(transformation(origin = {-40, 10}, extent = {{-10, -10}, {10, 10}})));
  HybridStudio.Thermal.FixedTemperature outside(T = 278.15)
    annotation(Placement(transformation(origin = {-80, 10}, extent = {{-10, -10}, {10, 10}})));
  HybridStudio.Thermal.SwitchedHeater heater(P = 3000)
    annotation(Placement(transformation(origin = {-40, -30}, extent = {{-10, -10}, {10, 10}})));
  HybridStudio.Thermal.TemperatureSensor sensor
    annotation(Placement(transformation(origin = {40, 10}, extent = {{-10, -10}, {10, 10}})));
  HybridStudio.Thermal.Thermostat thermostat(Tlow = 292.15, Thigh = 294.15)
    annotation(Placement(transformation(origin = {40, -30}, extent = {{-10, -10}, {10, 10}})));
equation
  connect(outside.port, wall.port_a) annotation(Line(points = {{-70, 10}, {-50, 10}}, color = {191, 0, 0}));
  connect(wall.port_b, room.port) annotation(Line(points = {{-30, 10}, {0, 10}, {0, 30}}, color = {191, 0, 0}));
  connect(heater.port, room.port) annotation(Line(points = {{-30, -30}, {0, -30}, {0, 30}}, color = {191, 0, 0}));
  connect(room.port, sensor.port) annotation(Line(points = {{0, 30}, {0, 10}, {30, 10}}, color = {191, 0, 0}));
  connect(sensor.T, thermostat.T) annotation(Line(points = {{50, 10}, {70, 10}, {70, -10}, {20, -10}, {20, -30}, {28, -30}}, color = {0, 0, 127}));
  connect(thermostat.heat, heater.on) annotation(Line(points = {{51, -30}, {60, -30}, {60, -50}, {-60, -50}, {-60, -30}, {-52, -30}}, color = {255, 0, 255}));
  annotation(experiment(StopTime = 20000, Interval = 10));
end ThermostatRoom;

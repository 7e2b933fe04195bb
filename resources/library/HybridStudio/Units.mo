within HybridStudio;
package Units "SI units of the library's variables"
  type Time = Real(final quantity = "Time", final unit = "s");
  type Voltage = Real(final quantity = "ElectricPotential", final unit = "V");
  type Current = Real(final quantity = "ElectricCurrent", final unit = "A");
  type Resistance = Real(final quantity = "Resistance", final unit = "Ohm");
  type Conductance = Real(final quantity = "Conductance", final unit = "S");
  type Capacitance = Real(final quantity = "Capacitance", final unit = "F", min = 0);
  type Inductance = Real(final quantity = "Inductance", final unit = "H", min = 0);
  type Frequency = Real(final quantity = "Frequency", final unit = "Hz");
  type Angle = Real(final quantity = "Angle", final unit = "rad");
  type Position = Real(final quantity = "Length", final unit = "m");
  type Distance = Real(final quantity = "Length", final unit = "m");
  type Velocity = Real(final quantity = "Velocity", final unit = "m/s");
  type Acceleration = Real(final quantity = "Acceleration", final unit = "m/s2");
  type Mass = Real(final quantity = "Mass", final unit = "kg", min = 0);
  type Force = Real(final quantity = "Force", final unit = "N");
  type TranslationalSpringConstant = Real(final quantity = "TranslationalSpringConstant", final unit = "N/m");
  type TranslationalDampingConstant = Real(final quantity = "TranslationalDampingConstant", final unit = "N.s/m");
  type Temperature = Real(final quantity = "ThermodynamicTemperature", final unit = "K", min = 0);
  type TemperatureDifference = Real(final quantity = "ThermodynamicTemperature", final unit = "K");
  type HeatFlowRate = Real(final quantity = "Power", final unit = "W");
  type HeatCapacity = Real(final quantity = "HeatCapacity", final unit = "J/K");
  type ThermalConductance = Real(final quantity = "ThermalConductance", final unit = "W/K");
  annotation(Icon(graphics = {
    Rectangle(extent = {{-90, 90}, {90, -90}}, lineColor = {60, 60, 60}, fillColor = {245, 245, 245},
      fillPattern = FillPattern.Solid, radius = 20),
    Text(extent = {{-80, 40}, {80, -40}}, textString = "SI", textColor = {60, 60, 60})}));
end Units;

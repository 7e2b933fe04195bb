within HybridStudio;
package Blocks "Signals: the connectors of inputs and outputs, and blocks that transform signals"
  connector RealInput = input Real "A Real signal going in"
    annotation(Icon(graphics = {
      Polygon(points = {{-100, 100}, {100, 0}, {-100, -100}, {-100, 100}}, lineColor = {0, 0, 127},
        fillColor = {0, 0, 127}, fillPattern = FillPattern.Solid)}));
  connector RealOutput = output Real "A Real signal going out"
    annotation(Icon(graphics = {
      Polygon(points = {{-100, 100}, {100, 0}, {-100, -100}, {-100, 100}}, lineColor = {0, 0, 127},
        fillColor = {255, 255, 255}, fillPattern = FillPattern.Solid)}));
  connector BooleanInput = input Boolean "A Boolean signal going in"
    annotation(Icon(graphics = {
      Polygon(points = {{-100, 100}, {100, 0}, {-100, -100}, {-100, 100}}, lineColor = {255, 0, 255},
        fillColor = {255, 0, 255}, fillPattern = FillPattern.Solid)}));
  connector BooleanOutput = output Boolean "A Boolean signal going out"
    annotation(Icon(graphics = {
      Polygon(points = {{-100, 100}, {100, 0}, {-100, -100}, {-100, 100}}, lineColor = {255, 0, 255},
        fillColor = {255, 255, 255}, fillPattern = FillPattern.Solid)}));

  block Constant "A constant signal: y = k"
    parameter Real k = 1 "The value of the output";
    RealOutput y annotation(Placement(transformation(extent = {{100, -10}, {120, 10}})));
  equation
    y = k;
    annotation(Icon(graphics = {
      Rectangle(extent = {{-100, 100}, {100, -100}}, lineColor = {0, 0, 127}, fillColor = {255, 255, 255},
        fillPattern = FillPattern.Solid),
      Line(points = {{-70, 0}, {70, 0}}, color = {0, 0, 127}),
      Text(extent = {{-150, 150}, {150, 110}}, textString = "%name", textColor = {0, 0, 255}),
      Text(extent = {{-150, -110}, {150, -150}}, textString = "k=%k")}));
  end Constant;

  block Step "A step: y = offset before startTime, offset + height from then on"
    parameter Real height = 1 "The height of the step";
    parameter Real offset = 0 "The output before the step";
    parameter Units.Time startTime = 0 "When the step happens";
    RealOutput y annotation(Placement(transformation(extent = {{100, -10}, {120, 10}})));
  equation
    y = offset + (if time < startTime then 0 else height);
    annotation(Icon(graphics = {
      Rectangle(extent = {{-100, 100}, {100, -100}}, lineColor = {0, 0, 127}, fillColor = {255, 255, 255},
        fillPattern = FillPattern.Solid),
      Line(points = {{-70, -50}, {0, -50}, {0, 50}, {70, 50}}, color = {0, 0, 127}),
      Text(extent = {{-150, 150}, {150, 110}}, textString = "%name", textColor = {0, 0, 255})}));
  end Step;

  block Hysteresis "A two-point switch: y turns true when u rises above uHigh, false when u falls below uLow"
    parameter Real uLow = 0 "y turns false when u falls below this";
    parameter Real uHigh = 1 "y turns true when u rises above this";
    parameter Boolean yStart = false "y at the start when u is between uLow and uHigh";
    RealInput u annotation(Placement(transformation(extent = {{-140, -20}, {-100, 20}})));
    BooleanOutput y annotation(Placement(transformation(extent = {{100, -10}, {120, 10}})));
  initial equation
    y = if u > uHigh then true elseif u < uLow then false else yStart;
  equation
    when u > uHigh then
      y = true;
    elsewhen u < uLow then
      y = false;
    end when;
    annotation(Icon(graphics = {
      Rectangle(extent = {{-100, 100}, {100, -100}}, lineColor = {0, 0, 127}, fillColor = {255, 255, 255},
        fillPattern = FillPattern.Solid),
      Line(points = {{-70, -50}, {20, -50}, {20, 50}, {70, 50}}, color = {255, 0, 255}),
      Line(points = {{-70, -50}, {-20, -50}, {-20, 50}, {70, 50}}, color = {255, 0, 255}),
      Text(extent = {{-150, 150}, {150, 110}}, textString = "%name", textColor = {0, 0, 255})}));
  end Hysteresis;

  block Not "The Boolean opposite: y = not u"
    BooleanInput u annotation(Placement(transformation(extent = {{-140, -20}, {-100, 20}})));
    BooleanOutput y annotation(Placement(transformation(extent = {{100, -10}, {120, 10}})));
  equation
    y = not u;
    annotation(Icon(graphics = {
      Rectangle(extent = {{-100, 100}, {100, -100}}, lineColor = {255, 0, 255}, fillColor = {255, 255, 255},
        fillPattern = FillPattern.Solid),
      Text(extent = {{-80, 40}, {80, -40}}, textString = "not", textColor = {255, 0, 255}),
      Text(extent = {{-150, 150}, {150, 110}}, textString = "%name", textColor = {0, 0, 255})}));
  end Not;

  annotation(Icon(graphics = {
    Rectangle(extent = {{-90, 90}, {90, -90}}, lineColor = {0, 0, 127}, fillColor = {245, 245, 245},
      fillPattern = FillPattern.Solid, radius = 20),
    Polygon(points = {{-40, 40}, {40, 0}, {-40, -40}, {-40, 40}}, lineColor = {0, 0, 127},
      fillColor = {0, 0, 127}, fillPattern = FillPattern.Solid)}));
end Blocks;

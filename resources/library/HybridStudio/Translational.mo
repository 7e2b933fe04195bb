within HybridStudio;
package Translational "Translational mechanics along one axis: flanges carry a position and a force; the forces at every connection sum to zero"
  connector Flange "A mechanical flange"
    Units.Position s "The flange's absolute position";
    flow Units.Force f "The cut-force acting on the component at the flange";
    annotation(Icon(graphics = {
      Rectangle(extent = {{-100, 100}, {100, -100}}, lineColor = {0, 127, 0}, fillColor = {0, 127, 0},
        fillPattern = FillPattern.Solid)}));
  end Flange;
  connector Flange_a = Flange "The left flange"
    annotation(Icon(graphics = {
      Rectangle(extent = {{-100, 100}, {100, -100}}, lineColor = {0, 127, 0}, fillColor = {0, 127, 0},
        fillPattern = FillPattern.Solid)}));
  connector Flange_b = Flange "The right flange"
    annotation(Icon(graphics = {
      Rectangle(extent = {{-100, 100}, {100, -100}}, lineColor = {0, 127, 0}, fillColor = {255, 255, 255},
        fillPattern = FillPattern.Solid)}));

  model Mass "A sliding mass: m d2s/dt2 = the sum of the forces at its flanges"
    parameter Units.Mass m = 1 "The mass";
    Units.Position s(start = 0) "The position";
    Units.Velocity v(start = 0) "The velocity: der(s)";
    Units.Acceleration a "The acceleration: der(v)";
    Flange_a flange_a annotation(Placement(transformation(extent = {{-110, -10}, {-90, 10}})));
    Flange_b flange_b annotation(Placement(transformation(extent = {{90, -10}, {110, 10}})));
  equation
    flange_a.s = s;
    flange_b.s = s;
    v = der(s);
    a = der(v);
    m*a = flange_a.f + flange_b.f;
    annotation(Icon(graphics = {
      Line(points = {{-90, 0}, {-55, 0}}, color = {0, 127, 0}),
      Line(points = {{55, 0}, {90, 0}}, color = {0, 127, 0}),
      Rectangle(extent = {{-55, 40}, {55, -40}}, lineColor = {0, 127, 0}, fillColor = {160, 215, 160},
        fillPattern = FillPattern.Solid),
      Text(extent = {{-150, 90}, {150, 50}}, textString = "%name", textColor = {0, 127, 0}),
      Text(extent = {{-150, -50}, {150, -90}}, textString = "m=%m")}));
  end Mass;

  partial model PartialCompliant "Two flanges and the force between them: the elongation s_rel = flange_b.s - flange_a.s"
    Units.Distance s_rel "The elongation";
    Units.Force f "The force from flange_a to flange_b (positive when it pulls them together)";
    Flange_a flange_a annotation(Placement(transformation(extent = {{-110, -10}, {-90, 10}})));
    Flange_b flange_b annotation(Placement(transformation(extent = {{90, -10}, {110, 10}})));
  equation
    s_rel = flange_b.s - flange_a.s;
    flange_b.f = f;
    flange_a.f = -f;
  end PartialCompliant;

  model Spring "A linear spring: f = c (s_rel - s_rel0)"
    extends PartialCompliant;
    parameter Units.TranslationalSpringConstant c = 1 "The spring constant";
    parameter Units.Distance s_rel0 = 0 "The unstretched length";
  equation
    f = c*(s_rel - s_rel0);
    annotation(Icon(graphics = {
      Line(points = {{-90, 0}, {-60, 0}, {-45, 30}, {-15, -30}, {15, 30}, {45, -30}, {60, 0}, {90, 0}},
        color = {0, 127, 0}),
      Text(extent = {{-150, 90}, {150, 50}}, textString = "%name", textColor = {0, 127, 0}),
      Text(extent = {{-150, -50}, {150, -90}}, textString = "c=%c")}));
  end Spring;

  model Damper "A linear damper: f = d ds_rel/dt"
    extends PartialCompliant;
    parameter Units.TranslationalDampingConstant d = 1 "The damping constant";
  equation
    f = d*der(s_rel);
    annotation(Icon(graphics = {
      Line(points = {{-90, 0}, {-10, 0}}, color = {0, 127, 0}),
      Line(points = {{-10, 25}, {-10, -25}}, color = {0, 127, 0}, thickness = 0.5),
      Line(points = {{-40, 30}, {40, 30}, {40, -30}, {-40, -30}}, color = {0, 127, 0}),
      Line(points = {{40, 0}, {90, 0}}, color = {0, 127, 0}),
      Text(extent = {{-150, 90}, {150, 50}}, textString = "%name", textColor = {0, 127, 0}),
      Text(extent = {{-150, -50}, {150, -90}}, textString = "d=%d")}));
  end Damper;

  model Fixed "A fixed point: flange.s = s0"
    parameter Units.Position s0 = 0 "Where it is";
    Flange_b flange annotation(Placement(transformation(extent = {{-10, 90}, {10, 110}})));
  equation
    flange.s = s0;
    annotation(Icon(graphics = {
      Line(points = {{0, 90}, {0, 20}}, color = {0, 127, 0}),
      Line(points = {{-70, 20}, {70, 20}}, color = {0, 127, 0}, thickness = 0.5),
      Line(points = {{-70, -10}, {-40, 20}}, color = {0, 127, 0}),
      Line(points = {{-35, -10}, {-5, 20}}, color = {0, 127, 0}),
      Line(points = {{0, -10}, {30, 20}}, color = {0, 127, 0}),
      Line(points = {{35, -10}, {65, 20}}, color = {0, 127, 0}),
      Text(extent = {{-150, -30}, {150, -70}}, textString = "%name", textColor = {0, 127, 0})}));
  end Fixed;

  model ConstantForce "A constant force on its flange: flange.f = -f (pushing towards positive s when f > 0)"
    parameter Units.Force f = 1 "The force";
    Flange_b flange annotation(Placement(transformation(extent = {{90, -10}, {110, 10}})));
  equation
    flange.f = -f;
    annotation(Icon(graphics = {
      Line(points = {{-70, 0}, {60, 0}}, color = {0, 127, 0}, thickness = 0.5),
      Polygon(points = {{90, 0}, {60, 15}, {60, -15}, {90, 0}}, lineColor = {0, 127, 0},
        fillColor = {0, 127, 0}, fillPattern = FillPattern.Solid),
      Text(extent = {{-150, 70}, {150, 30}}, textString = "%name", textColor = {0, 127, 0}),
      Text(extent = {{-150, -30}, {150, -70}}, textString = "f=%f")}));
  end ConstantForce;

  model MassWithStop "A mass above a hard stop at sMin: at the impact a when-clause reverses its velocity, v := -e v"
    extends Mass;
    parameter Units.Position sMin = 0 "Where the stop is";
    parameter Real e(min = 0, max = 1) = 0.8 "The coefficient of restitution";
  equation
    when s < sMin then
      reinit(v, -e*pre(v));
    end when;
    annotation(Icon(graphics = {
      Line(points = {{-90, 0}, {-55, 0}}, color = {0, 127, 0}),
      Line(points = {{55, 0}, {90, 0}}, color = {0, 127, 0}),
      Rectangle(extent = {{-55, 40}, {55, -40}}, lineColor = {0, 127, 0}, fillColor = {160, 215, 160},
        fillPattern = FillPattern.Solid),
      Line(points = {{-70, -60}, {70, -60}}, color = {0, 127, 0}, thickness = 0.5),
      Line(points = {{-60, -80}, {-40, -60}}, color = {0, 127, 0}),
      Line(points = {{-20, -80}, {0, -60}}, color = {0, 127, 0}),
      Line(points = {{20, -80}, {40, -60}}, color = {0, 127, 0}),
      Text(extent = {{-150, 90}, {150, 50}}, textString = "%name", textColor = {0, 127, 0}),
      Text(extent = {{-40, 20}, {40, -20}}, textString = "e=%e")}));
  end MassWithStop;

  annotation(Icon(graphics = {
    Rectangle(extent = {{-90, 90}, {90, -90}}, lineColor = {0, 127, 0}, fillColor = {245, 245, 245},
      fillPattern = FillPattern.Solid, radius = 20),
    Rectangle(extent = {{-40, 30}, {40, -30}}, lineColor = {0, 127, 0}, fillColor = {160, 215, 160},
      fillPattern = FillPattern.Solid),
    Line(points = {{-80, 0}, {-40, 0}}, color = {0, 127, 0}),
    Line(points = {{40, 0}, {80, 0}}, color = {0, 127, 0})}));
end Translational;

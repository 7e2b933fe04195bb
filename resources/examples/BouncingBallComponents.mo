model BouncingBallComponents "The bouncing ball built from components: a mass above a hard stop, pulled down by gravity"
  // A ball of 1 kg dropped from 1 m: a constant force of -9.81 N pulls it down, and the hard
  // stop at 0 m reverses its velocity with a coefficient of restitution of 0.8 at every impact
  // (a when-clause with reinit, as in the classic bouncing ball). The first impact is at
  // sqrt(2/9.81) = 0.4515 s and every flight is 0.8 times the one before.
  HybridStudio.Translational.MassWithStop ball(m = 1, e = 0.8, s(start = 1, fixed = true), v(fixed = true))
    annotation(Placement(transformation(origin = {20, 0}, extent = {{-10, -10}, {10, 10}})));
  HybridStudio.Translational.ConstantForce gravity(f = -9.81)
    annotation(Placement(transformation(origin = {-30, 0}, extent = {{-10, -10}, {10, 10}})));
equation
  connect(gravity.flange, ball.flange_a) annotation(Line(points = {{-20, 0}, {10, 0}}, color = {0, 127, 0}));
  annotation(experiment(StopTime = 3, Interval = 0.001));
end BouncingBallComponents;

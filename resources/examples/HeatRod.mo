// Heat rod: a metal rod of length L as N finite volumes, its left end heated to a fixed
// temperature, its right end losing heat to the air.
//
// Shows arrays: the N temperatures are one array state T[N], the conductances one array
// expression, and the interior volumes one for-equation; the results name each volume
// T[1] .. T[N]. The profile rises from the air's temperature towards the steady state,
// a straight line bent at the cooled end. Plot T[1], T[10] and T[20] to see the wave of
// heat travel along the rod; tick more elements to draw the profile.
model HeatRod "A rod heated at one end: N finite volumes"
  parameter Integer N = 20 "Number of volumes";
  parameter Real L = 0.5 "Length of the rod (m)";
  parameter Real lambda = 50 "Thermal conductivity (W/(m.K))";
  parameter Real rho_c = 3.6e6 "Volumetric heat capacity (J/(m3.K))";
  parameter Real A = 1e-4 "Cross-section (m2)";
  parameter Real h = 15 "Heat transfer to the air at the right end (W/(m2.K))";
  parameter Real Thot = 100 "Temperature of the heated end (degC)";
  parameter Real Tair = 20 "Temperature of the air (degC)";
  parameter Real dx = L/N "Length of one volume (m)";
  parameter Real C = rho_c*A*dx "Heat capacity of one volume (J/K)";
  parameter Real G = lambda*A/dx "Conductance between neighbouring volumes (W/K)";
  Real T[N](each start = Tair, each fixed = true, each unit = "degC") "Temperature of each volume";
  Real Q[N + 1](each unit = "W") "Heat flows across the faces, left to right";
  Real Tmean(unit = "degC") = sum(T)/N "Mean temperature of the rod";
equation
  Q[1] = 2*G*(Thot - T[1]);
  for i in 2:N loop
    Q[i] = G*(T[i - 1] - T[i]);
  end for;
  Q[N + 1] = h*A*(T[N] - Tair);
  C*der(T) = Q[1:N] - Q[2:N + 1];
  annotation(experiment(StartTime = 0, StopTime = 36000, Interval = 60));
end HeatRod;

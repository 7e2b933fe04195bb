// Quarter-car suspension: the car's data in a record of parameters.
//
// Shows records: `CarData` gathers the masses, stiffnesses and the damper of a quarter
// car; the model declares one component of it and modifies a field (`car(cs = ...)`), the
// equations read the fields as `car.ms`, and a function takes the whole record and gives
// two outputs, the body's and the wheel's natural frequencies, taken with
// `(fBody, fWheel) = frequencies(car)`. The wheel meets a 5 cm step in the road at
// t = 0.5 s (an event); the body settles after a few damped oscillations at about fBody,
// the wheel hops at about fWheel.
record CarData "Parameters of a quarter car"
  parameter Real ms = 250 "Sprung mass: a quarter of the body (kg)";
  parameter Real mu = 35 "Unsprung mass: wheel and axle (kg)";
  parameter Real ks = 16000 "Suspension spring (N/m)";
  parameter Real cs = 1000 "Damper (N.s/m)";
  parameter Real kt = 160000 "Tyre stiffness (N/m)";
end CarData;

function frequencies "Natural frequencies of the body and of the wheel (Hz)"
  input CarData car;
  output Real body;
  output Real wheel;
protected
  constant Real pi = 3.14159265358979;
algorithm
  body := sqrt(car.ks*car.kt/(car.ks + car.kt)/car.ms)/(2*pi);
  wheel := sqrt((car.ks + car.kt)/car.mu)/(2*pi);
end frequencies;

model QuarterCar "A quarter car driving over a step in the road"
  parameter CarData car(cs = 1500) "A stiffer damper than the default";
  parameter Real step = 0.05 "Height of the step (m)";
  Real zs(start = 0, fixed = true, unit = "m") "Body position";
  Real vs(start = 0, fixed = true, unit = "m/s") "Body velocity";
  Real zu(start = 0, fixed = true, unit = "m") "Wheel position";
  Real vu(start = 0, fixed = true, unit = "m/s") "Wheel velocity";
  Real road(unit = "m") "Height of the road under the wheel";
  Real travel(unit = "m") "Suspension travel";
  Real fBody(unit = "Hz") "Natural frequency of the body";
  Real fWheel(unit = "Hz") "Natural frequency of the wheel";
equation
  (fBody, fWheel) = frequencies(car);
  road = if time < 0.5 then 0 else step;
  travel = zs - zu;
  der(zs) = vs;
  der(zu) = vu;
  car.ms*der(vs) = -car.ks*travel - car.cs*(vs - vu);
  car.mu*der(vu) = car.ks*travel + car.cs*(vs - vu) - car.kt*(zu - road);
  annotation(experiment(StopTime = 3, Interval = 0.002));
end QuarterCar;

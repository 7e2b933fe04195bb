model Busy
  Real y;
algorithm
  y := 0;
  for i in 1:1000000 loop
    for j in 1:1000000 loop
      y := y + 1;
    end for;
  end for;
end Busy;

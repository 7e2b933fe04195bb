package HybridStudio "HybridStudio's component library: signals, electrical, translational and thermal components"
  constant Real pi = 3.14159265358979323846 "The ratio of a circle's circumference to its diameter";
  annotation(
    Documentation(info = "<html><p>Components to build models from: connect their ports on the
      <i>Diagram</i> tab, or write <code>connect(a.p, b.n)</code> in the text. Every component
      states its physics in its equations; the examples in the gallery are built from them.</p></html>"),
    Icon(graphics = {
      Rectangle(extent = {{-90, 90}, {90, -90}}, lineColor = {60, 60, 60}, fillColor = {245, 245, 245},
        fillPattern = FillPattern.Solid, radius = 20),
      Text(extent = {{-80, 40}, {80, -40}}, textString = "HS", textColor = {60, 60, 60})}));
end HybridStudio;

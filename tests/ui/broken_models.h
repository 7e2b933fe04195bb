#pragma once
// Broken models a modeler is likely to write, each with its own diagnostic: the corpus the
// translation tests run through the diagnostics.

namespace hs::ui::test {

inline const char* const kBrokenModels[] = {
    "model A\n  Real x(start=1, fixed=true);\nequation\n  der(x) = -y;\nend A;\n",
    "model A\n  Real x(start=1, fixed=true);\n  Real x;\nequation\n  der(x) = -x;\nend A;\n",
    "model A\n  Real x(start=1, fixed=true);\nequation\n  der(x) = -x +;\nend A;\n",
    "model A\n  Real x(start=1, fixed=true);\n  Real y;\nequation\n  der(x) = -x;\nend A;\n",
    "model A\n  Real x(start=1, fixed=true);\nequation\n  der(x) = -x;\n  x = 2;\nend A;\n",
    "model A\n  Real x(start=1, fixed=true);\nequation\n  der(x) = foo(x);\nend A;\n",
    "model A\n  Foo x;\nequation\nend A;\n",
    "model A\n  Real x(start=1, fixed=true);\nequation\n  der(x) = -x;\n  reinit(x, 1);\nend A;\n",
    "model A\n  Real x(start=1, fixed=true);\nequation\n  der(x) = -x\nend A;\n",
    "model A\n  Real x(start=1, fixed=true);\nequation\n  der(x) = -x;\nend B;\n",
    "model A\n  parameter Real p = time;\n  Real x(start=1, fixed=true);\nequation\n  der(x) = -p*x;\nend A;\n",
    "model A\n  Real x(start=1, fixed=true);\n  discrete Real d;\nequation\n  der(x) = -x;\n  when x < 0.5 then\n"
    "    reinit(d, 1);\n  end when;\nend A;\n",
    "model A\n  Real x(start=1, fixed=true, foo=2);\nequation\n  der(x) = -x;\nend A;\n",
    "model A\n  Real x(start=1, fixed=true);\nalgorithm\n  x = 2;\nequation\n  der(x) = -x;\nend A;\n",
    "model A\n  Real x(start=1, fixed=true);\nequation\n  der(x) := -x;\nend A;\n",
    "model A\n  Real x(start=1, fixed=true);\nequation\n  der(x) = -x;\n  when x < 0.5 then\n    when x < 0.2 then\n"
    "    end when;\n  end when;\nend A;\n",
    "model A\n  Real x(start=1, fixed=true);\nequation\n  der(x) = -x;\nalgorithm\n  break;\nend A;\n",
    "model A\n  Integer Real = 2;\nend A;\n",
    "model A\n  Integer i = 7/2;\nend A;\n",
    "function f\n  input Real x;\nend f;\n",
    "model A\n  parameter Real r = 2*sin(r);\n  Real x = r;\nend A;\n",
    "model A\n  discrete Integer n(start=0, fixed=true);\nequation\n  when sample(time, 1) then\n    n = pre(n) + 1;\n"
    "  end when;\nend A;\n",
    "\n  Real x;\n",
    "model A\n  Real x(start=1, fixed=true);\nequation\n  der(x) = der(time);\nend A;\n",
    "model A\n  Real x(start=1, fixed=true);\n  Boolean b;\nequation\n  der(x) = -x + b;\n  b = x;\nend A;\n",
    "model A\n  Real x(start=1, fixed=true);\nequation\n  der(x) = -x;\nend A;\ngarbage\n",
    "model A\n  Real x(start=1, fixed=true) \"\nequation\n  der(x) = -x;\nend A;\n",
    "model A\n  Real x(start=1, fixed=true);\nequation\n  der(x) = -x;\n  when x < 0.5 then\n    x = 1;\n  end when;\nend A;\n",
};

}  // namespace hs::ui::test

#pragma once
// The choices a run is made with, shared by the engine, the document format and the
// clients: the continuous solver, the order of simultaneous events, and how the modules of
// a network run together. In C++ they are enums; only the file formats and the command
// line spell them as words (solverMethodName, policyName, runModeName).

namespace hs {

enum class SolverMethod { CvodeBdf, CvodeAdams, Euler, Rk4 };
enum class SelectionPolicy { Fifo, Lifo, Random };

const char* solverMethodName(SolverMethod m);
const char* policyName(SelectionPolicy p);

namespace cosim {

enum class RunMode { LockStep, WholeInterval, Frames };

const char* runModeName(RunMode mode);

}  // namespace cosim

}  // namespace hs

// The words the file formats and the command line spell the run choices with.

#include "hs/model/run_choices.h"

namespace hs {

const char* solverMethodName(SolverMethod m) {
    switch (m) {
    case SolverMethod::CvodeBdf: return "cvode-bdf";
    case SolverMethod::CvodeAdams: return "cvode-adams";
    case SolverMethod::Euler: return "euler";
    case SolverMethod::Rk4: return "rk4";
    }
    return "";
}

const char* policyName(SelectionPolicy p) {
    switch (p) {
    case SelectionPolicy::Fifo: return "fifo";
    case SelectionPolicy::Lifo: return "lifo";
    case SelectionPolicy::Random: return "random";
    }
    return "";
}

namespace cosim {

const char* runModeName(RunMode mode) {
    switch (mode) {
    case RunMode::LockStep: return "lockstep";
    case RunMode::WholeInterval: return "whole";
    case RunMode::Frames: return "frames";
    }
    return "";
}

}  // namespace cosim

}  // namespace hs

#pragma once
// The structure of the ODE's Jacobian, read from the compiled equations: which states each
// derivative depends on, through the algebraic variables, algebraic loops and algorithm
// sections the right-hand side evaluates on the way.

#include "hs/compile/compiled_model.h"
#include "hs/sim/continuous_solver.h"

#include <memory>

namespace hs {

// The pattern of d(der(x))/dx, or nullptr when some derivative depends on more than
// maxPerRow states (or any variable on the way does): then the Jacobian is not sparse
// enough for a sparse factorisation to pay. Conservative: an entry is kept whenever a
// state is read on the way to a derivative, also under a branch not taken; a loop or an
// algorithm section makes every variable it writes depend on everything it reads.
std::shared_ptr<const JacobianPattern> jacobianPattern(const CompiledModel& m, int maxPerRow);

// Groups the pattern's columns so that no two columns of a group share a row: the
// Jacobian's columns of a group are found together from one evaluation of the right-hand
// side. Returns the group of every column; groups are numbered 0, 1, ... (greedy, in
// column order: a banded pattern of bandwidth b takes 2b + 1 groups).
std::vector<int> groupColumns(const JacobianPattern& p, int& groupCount);

}  // namespace hs

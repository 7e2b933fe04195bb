#pragma once
// Causalisation of an equation system: matches every equation to the unknown it
// computes (maximum bipartite matching) and orders the equations into strongly
// connected components (Tarjan), each of which is solved after the ones it depends on.
// Pure graph algorithm over indices; thread-safe.

#include <vector>

namespace hs {

struct CausalProblem {
    int unknownCount = 0;
    // incidence[e] = unknowns that occur in equation e
    std::vector<std::vector<int>> incidence;
    // preassigned[e] = unknown that equation e must compute, or -1 (for algorithm sections)
    std::vector<int> preassigned;
};

struct CausalBlock {
    std::vector<int> equations;
    std::vector<int> unknowns;  // unknowns[i] is matched to equations[i]
};

struct CausalResult {
    bool ok = false;
    std::vector<CausalBlock> blocks;         // evaluation order
    std::vector<int> unmatchedEquations;
    std::vector<int> unmatchedUnknowns;
};

CausalResult causalize(const CausalProblem& problem);

}  // namespace hs

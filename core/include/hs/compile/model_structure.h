#pragma once
// The compiled model as a modeler reads it: the equations in the order they are solved, each
// with the variable it is solved for (or the variables of an algebraic loop, solved
// together by KINSOL), and the zero-crossing functions, time events and samples the
// relations of the model became — each with its place in the source.

#include "hs/compile/compiled_model.h"

#include <string>
#include <vector>

namespace hs {

struct StructureBlock {
    enum class Kind { Assignment, AlgebraicLoop, Algorithm };
    Kind kind = Kind::Assignment;
    std::vector<std::string> variables;  // solved for (an algorithm: the ones it computes)
    SourceLoc loc;                       // the equation (the loop's first one)
};

struct StructureRelation {
    enum class Kind { ZeroCrossing, TimeEvent };
    Kind kind = Kind::ZeroCrossing;
    std::string text;  // "h < 0"
    SourceLoc loc;
    std::string owner;  // the chart element it comes from, empty for equations
    bool inWhen = false, inEquation = false, inChart = false;
    std::vector<std::string> reads;  // the continuous variables its crossing function reads
};

struct ModelStructure {
    int states = 0;
    std::vector<StructureBlock> blocks;  // the simulation system, in solving order
    std::vector<StructureRelation> relations;
    std::vector<std::pair<std::string, SourceLoc>> samples;  // sample(...) calls
};

ModelStructure modelStructure(const CompiledModel& model);

// "Assignment", ... as the CLI prints them
const char* structureBlockKindName(StructureBlock::Kind kind);

// The slots an equation block reads and the slots it writes. An assignment writes its
// target, an algebraic loop its unknowns, an algorithm section every variable it assigns
// (in the order it first assigns them); each reads every slot its programs load (reads may
// repeat). Conservative: both branches of an if, every statement of an algorithm.
struct BlockAccess {
    std::vector<int> reads, writes;
};
BlockAccess blockAccess(const CompiledModel& model, const EquationBlock& block);

}  // namespace hs

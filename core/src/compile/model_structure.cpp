#include "hs/compile/model_structure.h"

#include <algorithm>

namespace hs {

namespace {

// The variables an algorithm section assigns, in the order it first assigns them.
void assignedNames(const CompiledModel& m, const StmtList& body, std::vector<std::string>& names) {
    for (const CompiledStmt& s : body) {
        if (s.op == StmtOp::Assign && s.slot >= 0) {
            std::string name = m.slotName(s.slot);
            if (std::find(names.begin(), names.end(), name) == names.end())
                names.push_back(std::move(name));
        }
        for (const CompiledBranch& b : s.branches) assignedNames(m, b.body, names);
        assignedNames(m, s.elseBody, names);
        assignedNames(m, s.body, names);
    }
}

}  // namespace

const char* structureBlockKindName(StructureBlock::Kind kind) {
    switch (kind) {
    case StructureBlock::Kind::Assignment: return "assignment";
    case StructureBlock::Kind::AlgebraicLoop: return "algebraic loop";
    case StructureBlock::Kind::Algorithm: return "algorithm";
    }
    return "assignment";
}

ModelStructure modelStructure(const CompiledModel& m) {
    ModelStructure s;
    s.states = m.stateCount();
    for (const EquationBlock& b : m.odeBlocks) {
        StructureBlock out;
        out.loc = b.loc;
        switch (b.kind) {
        case EquationBlock::Kind::Assign:
            out.kind = StructureBlock::Kind::Assignment;
            out.variables.push_back(m.slotName(b.target));
            break;
        case EquationBlock::Kind::Nonlinear:
            out.kind = StructureBlock::Kind::AlgebraicLoop;
            out.variables = b.names;
            if (out.variables.empty())
                for (int slot : b.unknowns) out.variables.push_back(m.slotName(slot));
            break;
        case EquationBlock::Kind::Algorithm:
            out.kind = StructureBlock::Kind::Algorithm;
            out.variables = b.names;
            if (out.variables.empty() && b.algorithm >= 0 &&
                b.algorithm < static_cast<int>(m.algorithms.size()))
                assignedNames(m, m.algorithms[static_cast<std::size_t>(b.algorithm)],
                              out.variables);
            break;
        }
        s.blocks.push_back(std::move(out));
    }
    for (const Relation& r : m.relations) {
        StructureRelation out;
        out.kind = r.kind == RelationKind::Crossing ? StructureRelation::Kind::ZeroCrossing
                                                    : StructureRelation::Kind::TimeEvent;
        out.text = r.text;
        out.loc = r.loc;
        out.owner = r.owner;
        out.inWhen = r.inWhenCondition;
        out.inEquation = r.inEquation;
        out.inChart = r.inChartCondition;
        out.reads = r.names;
        s.relations.push_back(std::move(out));
    }
    for (const SampleInfo& sample : m.samples) s.samples.emplace_back(sample.text, sample.loc);
    return s;
}

}  // namespace hs

#include "hs/compile/model_structure.h"

namespace hs {

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

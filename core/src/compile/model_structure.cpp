#include "hs/compile/model_structure.h"

#include <algorithm>

namespace hs {

namespace {

void loads(const Program& p, std::vector<int>& out) {
    for (const Instr& in : p.code)
        if (in.op == OpCode::Load) out.push_back(in.a);
}

void stores(const Program& p, std::vector<int>& out) {
    for (const Instr& in : p.code)
        if (in.op == OpCode::Store && std::find(out.begin(), out.end(), in.a) == out.end())
            out.push_back(in.a);
}

void statementAccess(const StmtList& body, BlockAccess& access) {
    for (const CompiledStmt& s : body) {
        for (const Program* p : {&s.value, &s.value2, &s.step}) {
            loads(*p, access.reads);
            stores(*p, access.writes);
        }
        for (const Program& a : s.args) loads(a, access.reads);
        if (s.op == StmtOp::Assign && s.slot >= 0 &&
            std::find(access.writes.begin(), access.writes.end(), s.slot) == access.writes.end())
            access.writes.push_back(s.slot);
        for (const CompiledBranch& b : s.branches) {
            loads(b.cond, access.reads);
            statementAccess(b.body, access);
        }
        statementAccess(s.elseBody, access);
        statementAccess(s.body, access);
    }
}

}  // namespace

BlockAccess blockAccess(const CompiledModel& m, const EquationBlock& b) {
    BlockAccess access;
    switch (b.kind) {
    case EquationBlock::Kind::Assign:
        loads(b.program, access.reads);
        if (b.target >= 0) access.writes.push_back(b.target);
        stores(b.program, access.writes);
        break;
    case EquationBlock::Kind::Nonlinear:
        for (const Program& r : b.residuals) loads(r, access.reads);
        access.writes = b.unknowns;
        break;
    case EquationBlock::Kind::Algorithm:
        if (b.algorithm >= 0 && b.algorithm < static_cast<int>(m.algorithms.size()))
            statementAccess(m.algorithms[static_cast<std::size_t>(b.algorithm)], access);
        break;
    }
    return access;
}

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
            if (out.variables.empty())
                for (int slot : blockAccess(m, b).writes) out.variables.push_back(m.slotName(slot));
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

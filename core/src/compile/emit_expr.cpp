// Expressions into stack-machine Programs; relations into zero-crossing functions or
// time events.

#include "model_compiler.h"

#include "arrays.h"

#include <algorithm>

namespace hs::compile {

void ModelCompiler::dependencies(const Expr& e, Deps& d) {
    if (e.kind == ExprKind::Call && (e.text == "pre" || e.text == "noEvent")) return;
    if (e.kind == ExprKind::Name) {
        if (e.text == "time") {
            d.time = true;
            return;
        }
        if (Var* v = findVar(e.text)) {
            if (v->kind == VarKind::Algebraic) d.algebraic = true;
            if (v->kind == VarKind::State || v->kind == VarKind::Algebraic ||
                v->kind == VarKind::Input) {
                if (v->type == ValueType::Real) {
                    d.continuous = true;
                    if (std::find(d.names.begin(), d.names.end(), v->name) == d.names.end())
                        d.names.push_back(v->name);
                }
            }
        }
        return;
    }
    if (e.kind == ExprKind::Call && e.text == "der") {
        d.continuous = true;
        d.algebraic = true;
        return;
    }
    for (const auto& a : e.args)
        if (a) dependencies(*a, d);
}

int ModelCompiler::variabilityRank(const Var& v) {
    switch (v.kind) {
    case VarKind::Constant: return kConstantRank;
    case VarKind::Parameter: return kParameterRank;
    case VarKind::Discrete: return kDiscreteRank;
    default: return v.type == ValueType::Real ? kContinuousRank : kDiscreteRank;
    }
}

int ModelCompiler::variabilityOf(const Expr& e, std::string* culprit) {
    int rank = kConstantRank;
    auto raise = [&](int r, const std::string& name) {
        if (r > rank) {
            rank = r;
            if (culprit) *culprit = name;
        }
    };
    sym::visit(e, [&](const Expr& x) {
        if (x.kind == ExprKind::Name) {
            if (x.text == "time") {
                raise(kContinuousRank, "time");
                return;
            }
            for (const auto& [name, slot] : m_loopSlots)
                if (name == x.text) return;
            if (const Var* v = findVar(x.text)) raise(variabilityRank(*v), v->name);
        } else if (x.kind == ExprKind::Call) {
            if (x.text == "der") raise(kContinuousRank, toString(x));
            if (x.text == "pre" || x.text == "edge" || x.text == "change" || x.text == "sample" ||
                x.text == "initial" || x.text == "terminal" || x.text == "inState")
                raise(kDiscreteRank, toString(x));
        }
    });
    return rank;
}

ValueType ModelCompiler::emit(const Expr& e, Program& p, Mode mode) {
    switch (e.kind) {
    case ExprKind::Number:
        p.code.push_back({OpCode::Const, 0, e.number});
        return e.isInteger ? ValueType::Integer : ValueType::Real;
    case ExprKind::Boolean:
        p.code.push_back({OpCode::Const, 0, e.boolean ? 1.0 : 0.0});
        return ValueType::Boolean;
    case ExprKind::String:
        typeError(e.loc, msg("a string is not allowed here"));
        p.code.push_back({OpCode::Const, 0, 0.0});
        return ValueType::Real;
    case ExprKind::Name: return emitName(e, p);
    case ExprKind::Unary: {
        ValueType t = emit(*e.args[0], p, mode);
        if (e.op == Op::Not) {
            if (t != ValueType::Boolean) typeError(e.loc, msg("'not' needs a Boolean operand"));
            p.code.push_back({OpCode::Not});
            return ValueType::Boolean;
        }
        if (!numeric(t)) typeError(e.loc, msg("arithmetic on a Boolean value"));
        if (e.op == Op::Neg) p.code.push_back({OpCode::Neg});
        return t;
    }
    case ExprKind::Binary: return emitBinary(e, p, mode);
    case ExprKind::If: {
        std::vector<std::size_t> jumpsToEnd;
        ValueType result = ValueType::Integer;
        bool anyBool = false, anyNum = false;
        auto account = [&](ValueType t) {
            if (t == ValueType::Boolean)
                anyBool = true;
            else
                anyNum = true;
            if (t == ValueType::Real) result = ValueType::Real;
        };
        for (std::size_t i = 0; i + 1 < e.args.size(); i += 2) {
            ValueType ct = emit(*e.args[i], p, mode);
            if (ct != ValueType::Boolean)
                typeError(e.args[i]->loc, msg("the condition of an if-expression must be Boolean"));
            const std::size_t jz = p.code.size();
            p.code.push_back({OpCode::JumpIfFalse});
            const ValueType bt = emit(*e.args[i + 1], p, mode);
            if (!isFailure(*e.args[i + 1])) account(bt);
            jumpsToEnd.push_back(p.code.size());
            p.code.push_back({OpCode::Jump});
            p.code[jz].a = static_cast<int>(p.code.size());
        }
        const ValueType last = emit(*e.args.back(), p, mode);
        if (!isFailure(*e.args.back()) || (!anyBool && !anyNum)) account(last);
        for (auto j : jumpsToEnd) p.code[j].a = static_cast<int>(p.code.size());
        if (anyBool && anyNum)
            typeError(e.loc, msg("the branches of an if-expression have different types"));
        return anyBool ? ValueType::Boolean : result;
    }
    case ExprKind::Call: return emitCall(e, p, mode);
    case ExprKind::Array:
        typeError(e.loc, msg("an array is only allowed as the condition of a when-clause"));
        p.code.push_back({OpCode::Const, 0, 0.0});
        return ValueType::Real;
    case ExprKind::Range:
    case ExprKind::Index:
    case ExprKind::Colon:
    case ExprKind::End:
    case ExprKind::Matrix:
    case ExprKind::Comprehension:
    case ExprKind::Member:
        // a model's arrays are made scalars before this; what is left is in a statechart
        // action or an event, which read scalars only
        m_diags.error(Code::Unsupported, e.loc,
                      msg("arrays are not supported here: '%1'", toString(e)));
        p.code.push_back({OpCode::Const, 0, 0.0});
        return ValueType::Real;
    case ExprKind::Tuple:
        m_diags.error(Code::InvalidEquation, e.loc,
                      msg("'%1' stands only on the left of '=' or ':=', taking the outputs of a "
                          "function call",
                          toString(e)));
        p.code.push_back({OpCode::Const, 0, 0.0});
        return ValueType::Real;
    }
    return ValueType::Real;
}

ValueType ModelCompiler::emitName(const Expr& e, Program& p) {
    if (m_function && e.text.compare(0, 2, "$l") == 0) return emitLocal(e, p);
    if (e.text == "time") {
        p.code.push_back({OpCode::Load, m_model->timeSlot});
        return ValueType::Real;
    }
    for (auto it = m_loopSlots.rbegin(); it != m_loopSlots.rend(); ++it) {
        if (it->first == e.text) {
            p.code.push_back({OpCode::Load, it->second});
            return ValueType::Integer;
        }
    }
    for (const auto& [name, slot] : m_paramScope) {
        if (name == e.text) {
            p.code.push_back({OpCode::Load, slot});
            return ValueType::Real;
        }
    }
    if (Var* v = findVar(e.text)) {
        p.code.push_back({OpCode::Load, v->slot});
        return v->type;
    }
    undefinedName(e);
    p.code.push_back({OpCode::Const, 0, 0.0});
    return ValueType::Real;
}

void ModelCompiler::undefinedName(const Expr& e) {
    Message text = msg("undefined name '%1'", e.text);
    // suggest a close name (same name in another case, or one edit away)
    for (const auto& v : m_vars) {
        if (editDistance(v.name, e.text) <= 1) {
            text = msg("undefined name '%1'; did you mean '%2'?", e.text, v.name);
            break;
        }
    }
    m_diags.error(Code::UndefinedName, e.loc, std::move(text)).names = {e.text};
}

int ModelCompiler::editDistance(const std::string& a, const std::string& b) {
    if (a.size() > b.size() + 1 || b.size() > a.size() + 1) return 2;
    std::vector<int> prev(b.size() + 1), cur(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = static_cast<int>(j);
    for (std::size_t i = 1; i <= a.size(); ++i) {
        cur[0] = static_cast<int>(i);
        for (std::size_t j = 1; j <= b.size(); ++j)
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] != b[j - 1])});
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

ValueType ModelCompiler::emitBinary(const Expr& e, Program& p, Mode mode) {
    if (isRelation(e.op)) return emitRelation(e, p, mode);
    ValueType a = emit(*e.args[0], p, mode);
    ValueType b = emit(*e.args[1], p, mode);
    if (e.op == Op::And || e.op == Op::Or) {
        if (a != ValueType::Boolean || b != ValueType::Boolean)
            typeError(e.loc, msg("'%1' needs Boolean operands", e.op == Op::And ? "and" : "or"));
        p.code.push_back({e.op == Op::And ? OpCode::And : OpCode::Or});
        return ValueType::Boolean;
    }
    if (!numeric(a) || !numeric(b)) typeError(e.loc, msg("arithmetic on a Boolean value"));
    OpCode op = OpCode::Add;
    switch (e.op) {
    // on scalars the element-wise operators are the plain ones
    case Op::Add:
    case Op::ElemAdd: op = OpCode::Add; break;
    case Op::Sub:
    case Op::ElemSub: op = OpCode::Sub; break;
    case Op::Mul:
    case Op::ElemMul: op = OpCode::Mul; break;
    case Op::Div:
    case Op::ElemDiv: op = OpCode::Div; break;
    case Op::Pow:
    case Op::ElemPow: op = OpCode::Pow; break;
    default: break;
    }
    const bool isDiv = op == OpCode::Div, checked = op == OpCode::Div || op == OpCode::Pow;
    p.code.push_back(
        {op, 0, 0.0, checked ? checkSite(p, e.loc, isDiv ? "/" : "^") : std::uint16_t(0)});
    if (checked) return ValueType::Real;
    return (a == ValueType::Integer && b == ValueType::Integer) ? ValueType::Integer : ValueType::Real;
}

OpCode ModelCompiler::relationOpCode(Op op) {
    switch (op) {
    case Op::Lt: return OpCode::Lt;
    case Op::Le: return OpCode::Le;
    case Op::Gt: return OpCode::Gt;
    case Op::Ge: return OpCode::Ge;
    case Op::Eq: return OpCode::Eq;
    default: return OpCode::Ne;
    }
}

ValueType ModelCompiler::emitDirectRelation(const Expr& e, Program& p, Mode mode) {
    ValueType a = emit(*e.args[0], p, mode);
    ValueType b = emit(*e.args[1], p, mode);
    const bool boolOk = e.op == Op::Eq || e.op == Op::Ne;
    if ((a == ValueType::Boolean) != (b == ValueType::Boolean) ||
        (a == ValueType::Boolean && !boolOk))
        typeError(e.loc, msg("cannot compare these operand types"));
    p.code.push_back({relationOpCode(e.op)});
    return ValueType::Boolean;
}

ValueType ModelCompiler::emitRelation(const Expr& e, Program& p, Mode mode) {
    if (mode == Mode::Direct || m_noEvent > 0 || e.op == Op::Eq || e.op == Op::Ne)
        return emitDirectRelation(e, p, mode);
    const std::string key = toString(e);
    auto found = m_relationIndex.find(key);
    if (mode == Mode::Event) {
        if (found == m_relationIndex.end()) return emitDirectRelation(e, p, mode);
        p.code.push_back({OpCode::LoadRel, found->second});
        return ValueType::Boolean;
    }
    Deps d;
    dependencies(e, d);
    if (!d.continuous && !d.time) return emitDirectRelation(e, p, mode);
    int index;
    if (found != m_relationIndex.end()) {
        index = found->second;
    } else {
        // type check the operands once
        Program check;
        emitDirectRelation(e, check, Mode::Direct);
        Relation r;
        r.text = key;
        r.loc = e.loc;
        r.component = m_emitComponent;

        if (m_inChartCondition) r.owner = m_owner;
        r.names = d.names;
        const Expr& l = *e.args[0];
        const Expr& rr = *e.args[1];
        Deps dl, dr;
        dependencies(l, dl);
        dependencies(rr, dr);
        const bool lTime = l.kind == ExprKind::Name && l.text == "time";
        const bool rTime = rr.kind == ExprKind::Name && rr.text == "time";
        if (!d.continuous && ((lTime && !dr.time) || (rTime && !dl.time))) {
            r.kind = RelationKind::Time;
            const Expr& threshold = lTime ? rr : l;
            emit(threshold, r.z, Mode::Direct);
            // time > c, time >= c, c < time, c <= time switch on at c
            const bool greater = e.op == Op::Gt || e.op == Op::Ge;
            r.upward = lTime ? greater : !greater;
            r.strict = e.op == Op::Gt || e.op == Op::Lt;
        } else {
            r.kind = RelationKind::Crossing;
            r.strict = e.op == Op::Gt || e.op == Op::Lt;
            const bool greater = e.op == Op::Gt || e.op == Op::Ge;
            // z > 0 <=> relation true
            const Expr& pos = greater ? l : rr;
            const Expr& negSide = greater ? rr : l;
            ++m_noEvent;
            emit(pos, r.z, Mode::Direct);
            emit(negSide, r.z, Mode::Direct);
            --m_noEvent;
            r.z.code.push_back({OpCode::Sub});
            finishProgram(r.z);
            r.readsAlgebraics = readsComputedSlots(r.z);
        }
        if (r.kind == RelationKind::Time) finishProgram(r.z);
        index = static_cast<int>(m_model->relations.size());
        m_model->relations.push_back(std::move(r));
        m_relationIndex[key] = index;
    }
    Relation& rel = m_model->relations[index];
    if (m_inWhenCondition)
        rel.inWhenCondition = true;
    else if (m_inChartCondition)
        rel.inChartCondition = true;
    else
        rel.inEquation = true;
    p.code.push_back({OpCode::LoadRel, index});
    return ValueType::Boolean;
}

bool ModelCompiler::readsComputedSlots(const Program& p) const {
    for (const auto& in : p.code) {
        if (in.op != OpCode::Load) continue;
        for (const auto& v : m_vars)
            if (v.slot == in.a) {
                if (v.kind == VarKind::Algebraic) return true;
                break;
            }
        for (const auto& v : m_vars)
            if (v.derSlot == in.a && v.derSlot >= 0) return true;
    }
    return false;
}

std::uint16_t ModelCompiler::checkSite(Program& p, SourceLoc loc, std::string what) {
    if (p.sites.size() >= 0xffff) return 0;  // beyond this many checks in one expression: unchecked
    p.sites.push_back({loc, std::move(what)});
    return static_cast<std::uint16_t>(p.sites.size());
}

void ModelCompiler::finishProgram(Program& p) const {
    int depth = 0, maxDepth = 0;
    bool calls = false;
    for (const auto& in : p.code) {
        switch (in.op) {
        case OpCode::Const: case OpCode::Load: case OpCode::LoadPre: case OpCode::LoadRel:
        case OpCode::Initial:
        case OpCode::Terminal:
        case OpCode::Sample:
        case OpCode::LoadLocal:
        case OpCode::Fail: ++depth; break;
        case OpCode::CallFunction:
            calls = true;
            ++depth;
            break;
        case OpCode::Neg:
        case OpCode::Not:
        case OpCode::Call1:
        case OpCode::Jump:
        case OpCode::LoadLocalAt:
        case OpCode::CheckIndex:
        case OpCode::Abort: break;
        default: --depth; break;
        }
        maxDepth = std::max(maxDepth, depth);
    }
    p.maxStack = maxDepth;
    // a model's programs carry the table of the functions they call (a body does not: it
    // runs inside a call)
    if (calls && !m_function) p.functions = m_functionTable;
}

Program ModelCompiler::compileExpr(const Expr& e, Mode mode, ValueType* type) {
    Program p;
    ValueType t = emit(e, p, mode);
    if (type) *type = t;
    finishProgram(p);
    if (p.maxStack > kMaxStack)
        m_diags.error(Code::TypeError, e.loc, msg("expression is nested too deeply"));
    return p;
}

ValueType ModelCompiler::emitQuiet(const Expr& e) {
    DiagnosticList saved = m_diags;
    Program p;
    const auto relations = m_model->relations.size();
    ValueType t = emit(e, p, Mode::Direct);
    m_diags = saved;
    m_model->relations.resize(relations);
    return t;
}

}  // namespace hs::compile

// Declarations: variables with their types and modifiers, classification (states,
// discrete, algebraic), slots, and the compiled model's table of variables.

#include "model_compiler.h"

#include <algorithm>

#include <cmath>

namespace hs::compile {

bool ModelCompiler::isPredefinedTypeName(const std::string& name) {
    return name == "Real" || name == "Integer" || name == "Boolean" || name == "String";
}

void ModelCompiler::declareVariables() {
    if (isPredefinedTypeName(m_ast.name))
        m_diags
            .error(Code::ReservedName, m_ast.loc,
                   msg("'%1' is a predefined type and cannot name a model", m_ast.name))
            .names = {m_ast.name};
    std::map<std::string, const TypeAlias*> aliases;
    for (const auto& t : m_ast.types) {
        if (isPredefinedTypeName(t.name))
            m_diags
                .error(Code::ReservedName, t.loc,
                       msg("'%1' is a predefined type and cannot be redefined", t.name))
                .names = {t.name};
        aliases[t.name] = &t;
    }
    for (const auto& d : m_ast.declarations) {
        if (isPredefinedTypeName(d.name)) {
            m_diags
                .error(Code::ReservedName, d.loc,
                       msg("'%1' is a predefined type and cannot name a variable", d.name))
                .names = {d.name};
            continue;
        }
        Var v;
        v.name = d.name;
        v.variability = d.variability;
        v.causality = d.causality;
        v.binding = d.binding;
        v.description = d.description;
        v.loc = d.loc;
        v.isProtected = d.isProtected;
        std::string typeName = d.typeName;
        std::vector<const TypeAlias*> chain;
        for (int guard = 0; guard < 32; ++guard) {
            auto it = aliases.find(typeName);
            if (it == aliases.end()) break;
            chain.push_back(it->second);
            typeName = it->second->baseType;
        }
        if (typeName == "Real") {
            v.type = ValueType::Real;
        } else if (typeName == "Integer") {
            v.type = ValueType::Integer;
        } else if (typeName == "Boolean") {
            v.type = ValueType::Boolean;
        } else if (typeName == "String") {
            m_diags
                .error(Code::Unsupported, d.typeLoc,
                       msg("a String variable whose value is known only while running is not "
                           "supported yet (String constants, parameters and variables with a text "
                           "known when compiling are)"))
                .names = {d.name};
            continue;
        } else {
            m_diags.error(Code::UndefinedName, d.typeLoc, msg("unknown type '%1'", d.typeName))
                .names = {d.typeName};
            continue;
        }
        // the type's modifiers, then the declaration's; a final one cannot be modified again
        for (auto it = chain.rbegin(); it != chain.rend(); ++it)
            for (const auto& m : (*it)->modifiers) {
                auto old = v.mods.find(m.name);
                if (old != v.mods.end() && old->second.isFinal)
                    m_diags
                        .error(Code::FinalModification, m.loc,
                               msg("'%1' is final in the type and cannot be modified", m.name))
                        .names = {m.name};
                v.mods[m.name] = m;
            }
        for (const auto& m : d.modifiers) {
            auto old = v.mods.find(m.name);
            if (old != v.mods.end() && old->second.isFinal)
                m_diags
                    .error(Code::FinalModification, m.loc,
                           msg("'%1' is final in type '%2' and cannot be modified here", m.name,
                               d.typeName))
                    .names = {m.name, d.name};
            v.mods[m.name] = m;
        }
        static const std::set<std::string> known = {"start", "fixed", "unit", "min", "max",
                                                    "nominal", "displayUnit", "quantity",
                                                    "stateSelect"};
        for (const auto& [name, m] : v.mods)
            if (!known.count(name))
                m_diags
                    .error(Code::UnknownModifier, m.loc,
                           msg("'%1' is not an attribute of %2 (start, fixed, unit, displayUnit, "
                               "quantity, "
                               "min, max, nominal, stateSelect)",
                               name, valueTypeName(v.type)))
                    .names = {name};
        if (v.variability == Variability::Constant && !v.binding)
            m_diags
                .error(Code::VariabilityError, d.loc,
                       msg("the constant '%1' needs a value (= ...)", v.name))
                .names = {v.name};
        if (m_index.count(v.name)) {
            m_diags.error(Code::DuplicateName, d.loc, msg("'%1' is declared twice", v.name))
                .names = {v.name};
            continue;
        }
        if (v.name == "time") {
            m_diags.error(Code::DuplicateName, d.loc, msg("'time' is a built-in variable"));
            continue;
        }
        m_index[v.name] = static_cast<int>(m_vars.size());
        m_vars.push_back(std::move(v));
    }
}

Var* ModelCompiler::findVar(const std::string& name) {
    auto it = m_index.find(name);
    return it == m_index.end() ? nullptr : &m_vars[it->second];
}

bool ModelCompiler::isParam(const Var& v) const {
    return v.variability == Variability::Parameter || v.variability == Variability::Constant;
}

std::optional<double> ModelCompiler::constEval(const Expr& e, int depth) {
    if (depth > 64) return std::nullopt;
    switch (e.kind) {
    case ExprKind::Number: return e.number;
    case ExprKind::Boolean: return e.boolean ? 1.0 : 0.0;
    case ExprKind::Name: {
        Var* v = findVar(e.text);
        if (!v || !isParam(*v)) return std::nullopt;
        if (v->binding) return constEval(*v->binding, depth + 1);
        auto it = v->mods.find("start");
        if (it != v->mods.end() && it->second.value) return constEval(*it->second.value, depth + 1);
        return 0.0;
    }
    case ExprKind::Unary: {
        auto a = constEval(*e.args[0], depth + 1);
        if (!a) return a;
        if (e.op == Op::Neg) return -*a;
        if (e.op == Op::Not) return *a == 0.0 ? 1.0 : 0.0;
        return a;
    }
    case ExprKind::Binary: {
        auto a = constEval(*e.args[0], depth + 1);
        auto b = constEval(*e.args[1], depth + 1);
        if (!a || !b) return std::nullopt;
        switch (e.op) {
        case Op::Add: return *a + *b;
        case Op::Sub: return *a - *b;
        case Op::Mul: return *a * *b;
        case Op::Div: return *a / *b;
        case Op::Pow: return std::pow(*a, *b);
        case Op::Lt: return double(*a < *b);
        case Op::Le: return double(*a <= *b);
        case Op::Gt: return double(*a > *b);
        case Op::Ge: return double(*a >= *b);
        case Op::Eq: return double(*a == *b);
        case Op::Ne: return double(*a != *b);
        case Op::And: return double(*a != 0 && *b != 0);
        case Op::Or: return double(*a != 0 || *b != 0);
        default: return std::nullopt;
        }
    }
    default: return std::nullopt;
    }
}

void ModelCompiler::markWhenAssigned(const std::vector<StmtPtr>& body) {
    for (const auto& s : body) {
        if (s->kind == StmtKind::Assign && s->target && s->target->kind == ExprKind::Name) {
            if (Var* v = findVar(s->target->text)) v->whenAssigned = true;
        }
        for (const auto& b : s->branches) markWhenAssigned(b.body);
        markWhenAssigned(s->elseBody);
    }
}

void ModelCompiler::collectDer(const Expr& e) {
    sym::visit(e, [&](const Expr& x) {
        if (x.kind == ExprKind::Call && x.text == "der" && x.args.size() == 1 &&
            x.args[0]->kind == ExprKind::Name) {
            if (Var* v = findVar(x.args[0]->text)) {
                if (v->type != ValueType::Real) {
                    if (m_reportedDer.insert(v->name).second)
                        typeError(x.loc, msg("der() of the non-Real variable '%1' (%2)", v->name,
                                             valueTypeName(v->type)));
                } else if (!isParam(*v) && v->stateIndex < 0) {
                    v->stateIndex = m_stateCount++;
                }
            }
        }
    });
}

void ModelCompiler::collectDerStmts(const std::vector<StmtPtr>& stmts) {
    for (const auto& s : stmts) {
        if (s->value) collectDer(*s->value);
        for (const auto& b : s->branches) {
            if (b.cond) collectDer(*b.cond);
            collectDerStmts(b.body);
        }
        collectDerStmts(s->elseBody);
    }
}

void ModelCompiler::classify() {
    for (const auto& eq : m_equations) {
        collectDer(*eq.lhs);
        collectDer(*eq.rhs);
    }
    for (const auto& alg : m_algorithms) collectDerStmts(alg);
    for (const auto& w : m_whens) markWhenAssigned(collectBodies(w));
    for (auto& v : m_vars) {
        if (v.variability == Variability::Constant)
            v.kind = VarKind::Constant;
        else if (v.variability == Variability::Parameter)
            v.kind = VarKind::Parameter;
        else if (v.causality == Causality::Input)
            v.kind = VarKind::Input;
        else if (v.stateIndex >= 0)
            v.kind = VarKind::State;
        // a `discrete` Integer or Boolean that no when-clause assigns is a discrete-time
        // unknown of the equations (it changes only at events anyway)
        else if (v.whenAssigned || (v.variability == Variability::Discrete && v.type == ValueType::Real))
            v.kind = VarKind::Discrete;
        else
            v.kind = VarKind::Algebraic;
    }
}

std::vector<StmtPtr> ModelCompiler::collectBodies(const WhenAst& w) {
    std::vector<StmtPtr> all;
    for (const auto& b : w.branches) all.insert(all.end(), b.body.begin(), b.body.end());
    return all;
}

void ModelCompiler::allocateSlots() {
    int slot = 0;
    for (auto& v : m_vars) v.slot = slot++;
    m_model->timeSlot = slot++;
    // derivative slots follow, in state order
    std::vector<Var*> states(m_stateCount, nullptr);
    for (auto& v : m_vars)
        if (v.stateIndex >= 0) states[v.stateIndex] = &v;
    for (Var* v : states) {
        v->derSlot = slot++;
        m_model->stateSlots.push_back(v->slot);
        m_model->derivativeSlots.push_back(v->derSlot);
    }
    m_slotCount = slot;
}

int ModelCompiler::newInternalSlot(const std::string& name, ValueType type) {
    VariableInfo info;
    info.name = name;
    info.type = type;
    info.kind = VarKind::Internal;
    info.slot = m_slotCount++;
    m_internals.push_back(info);
    return info.slot;
}

void ModelCompiler::buildExperiment() {
    auto& ex = m_model->experiment;
    const auto& e = m_ast.experiment;
    if (e.startTime) ex.startTime = *e.startTime;
    if (e.stopTime) ex.stopTime = *e.stopTime;
    if (e.interval) ex.interval = *e.interval;
    if (e.tolerance) ex.tolerance = *e.tolerance;
}

void ModelCompiler::finishVariables() {
    auto& m = *m_model;
    m.slotCount = m_slotCount;
    m.startValues.assign(m_slotCount, 0.0);
    for (const auto& [slot, value] : m_startValue) m.startValues[slot] = value;
    for (const auto& v : m_vars) {
        VariableInfo info;
        info.name = v.name;
        info.type = v.type;
        info.kind = v.kind;
        info.slot = v.slot;
        info.stateIndex = v.stateIndex;
        info.start = m.startValues[v.slot];
        auto num = [&](const char* key) -> std::optional<double> {
            auto it = v.mods.find(key);
            if (it == v.mods.end() || !it->second.value) return std::nullopt;
            return constEval(*it->second.value);
        };
        info.fixed = num("fixed").value_or(isParam(v) ? 1.0 : 0.0) != 0.0;
        info.min = num("min");
        info.max = num("max");
        info.nominal = num("nominal");
        if (auto it = v.mods.find("unit"); it != v.mods.end() && it->second.value &&
                                           it->second.value->kind == ExprKind::String)
            info.unit = it->second.value->text;
        info.description = v.description;
        info.isOutput = v.causality == Causality::Output;
        info.isProtected = v.isProtected;
        info.structural =
            std::find(m_ast.structuralParameters.begin(), m_ast.structuralParameters.end(),
                      v.name) != m_ast.structuralParameters.end();
        info.loc = v.loc;
        m.variables.push_back(info);
        if (v.kind == VarKind::State || v.kind == VarKind::Algebraic || v.kind == VarKind::Discrete ||
            v.kind == VarKind::Input)
            (v.isProtected ? m.protectedSlots : m.resultSlots).push_back(v.slot);
        if (v.kind == VarKind::Discrete || (v.kind == VarKind::Algebraic && v.type != ValueType::Real))
            m.discreteSlots.push_back(v.slot);
    }
    for (const auto& v : m_vars) {
        if (v.stateIndex < 0) continue;
        VariableInfo info;
        info.name = "der(" + v.name + ")";
        info.kind = VarKind::Derivative;
        info.slot = v.derSlot;
        info.stateIndex = v.stateIndex;
        m.variables.push_back(info);
    }
    VariableInfo timeInfo;
    timeInfo.name = "time";
    timeInfo.kind = VarKind::Internal;
    timeInfo.slot = m.timeSlot;
    timeInfo.unit = "s";
    m.variables.push_back(timeInfo);
    for (const auto& info : m_internals) {
        m.variables.push_back(info);
        if (info.name.rfind("$when", 0) == 0) m.discreteSlots.push_back(info.slot);
    }
    // initialisation algorithms compiled in direct mode replace the continuous ones
    // inside the init blocks: they are appended after the simulation algorithms
    const int offset = static_cast<int>(m.algorithms.size());
    for (auto& b : m.initBlocks)
        if (b.kind == EquationBlock::Kind::Algorithm) b.algorithm += offset;
    for (auto& a : m_initAlgorithms) m.algorithms.push_back(std::move(a));
}

}  // namespace hs::compile

// Parameter bindings in dependency order, start values, and their static checks.

#include "model_compiler.h"

namespace hs::compile {

void ModelCompiler::buildParameters() {
    std::vector<int> params;
    for (std::size_t i = 0; i < m_vars.size(); ++i)
        if (isParam(m_vars[i])) params.push_back(static_cast<int>(i));
    // dependencies between parameter bindings
    CausalProblem prob;
    prob.unknownCount = static_cast<int>(params.size());
    std::map<std::string, int> paramIndex;
    for (std::size_t k = 0; k < params.size(); ++k) paramIndex[m_vars[params[k]].name] = static_cast<int>(k);
    std::vector<ExprPtr> values;
    for (std::size_t k = 0; k < params.size(); ++k) {
        Var& v = m_vars[params[k]];
        ExprPtr value = v.binding;
        if (!value) {
            auto it = v.mods.find("start");
            if (it != v.mods.end()) value = it->second.value;
        }
        values.push_back(value);
        std::vector<int> inc{static_cast<int>(k)};
        bool selfReported = false;
        if (value) {
            sym::visit(*value, [&](const Expr& x) {
                if (x.kind != ExprKind::Name) return;
                auto it = paramIndex.find(x.text);
                if (it != paramIndex.end()) {
                    inc.push_back(it->second);
                    const Var& other = m_vars[params[it->second]];
                    if (it->second == static_cast<int>(k) && !selfReported) {
                        selfReported = true;
                        m_diags
                            .error(Code::VariabilityError, x.loc,
                                   msg("the value of '%1' depends on itself: a cycle %1 -> %1",
                                       v.name))
                            .names = {v.name};
                    } else if (v.variability == Variability::Constant && other.variability == Variability::Parameter) {
                        m_diags
                            .error(Code::VariabilityError, x.loc,
                                   msg("the constant '%1' depends on the parameter '%2'; "
                                       "a constant's value must be known without parameters",
                                       v.name, other.name))
                            .names = {v.name, other.name};
                    }
                } else if (Var* other = findVar(x.text)) {
                    m_diags
                        .error(Code::VariabilityError, x.loc,
                               msg("the value of parameter '%1' depends on the non-parameter '%2'",
                                   v.name, other->name))
                        .names = {v.name, other->name};
                } else if (x.text == "time") {
                    m_diags.error(Code::VariabilityError, x.loc,
                                  msg("the value of parameter '%1' depends on time", v.name));
                }
            });
        }
        prob.incidence.push_back(inc);
        prob.preassigned.push_back(static_cast<int>(k));
    }
    CausalResult res = causalize(prob);
    for (const auto& block : res.blocks) {
        if (block.equations.size() > 1) {
            std::vector<std::string> names;
            for (int e : block.equations) names.push_back(m_vars[params[e]].name);
            m_diags
                .error(Code::VariabilityError, m_vars[params[block.equations[0]]].loc,
                       msg("parameter values depend on each other in a cycle: %1 -> %2",
                           joined(names), names.front()))
                .names = names;
            continue;
        }
        const int k = block.equations[0];
        Var& v = m_vars[params[k]];
        if (!values[k]) continue;
        if (auto c = constEval(*values[k]); c && values[k]->kind == ExprKind::Number) {
            if (v.type == ValueType::Integer && !values[k]->isInteger)
                typeError(values[k]->loc, msg("the Integer '%1' is given the Real value %2", v.name,
                                              toString(*values[k])));
            m_startValue[v.slot] = *c;
            continue;
        }
        EquationBlock b;
        b.kind = EquationBlock::Kind::Assign;
        b.target = v.slot;
        b.loc = v.loc;
        ValueType t;
        b.program = compileExpr(*values[k], Mode::Direct, &t);
        if (v.type == ValueType::Boolean && t != ValueType::Boolean)
            typeError(values[k]->loc, msg("the value of Boolean '%1' must be Boolean", v.name));
        if (v.type != ValueType::Boolean && t == ValueType::Boolean)
            typeError(values[k]->loc, msg("the value of '%1' must be numeric", v.name));
        if (v.type == ValueType::Integer && t == ValueType::Real)
            typeError(
                values[k]->loc,
                msg("the Integer '%1' is given a Real value (%2); use integer(...) or div(...)",
                    v.name, toString(*values[k])));
        b.program.code.push_back({OpCode::Store, b.target, 0.0, checkSite(b.program, v.loc, v.name)});
        m_model->parameterBlocks.push_back(std::move(b));
    }
    // start values of the other variables
    for (auto& v : m_vars) {
        if (isParam(v)) continue;
        auto it = v.mods.find("start");
        // an input's binding is its default value when nothing is connected to it
        const ExprPtr startExpr = v.kind == VarKind::Input && v.binding
                                      ? v.binding
                                      : (it == v.mods.end() ? nullptr : it->second.value);
        if (!startExpr) continue;
        const Expr& s = *startExpr;
        if (auto c = constEval(s)) {
            m_startValue[v.slot] = *c;
            bool literal = s.kind == ExprKind::Number || s.kind == ExprKind::Boolean ||
                           (s.kind == ExprKind::Unary && s.args[0]->kind == ExprKind::Number);
            if (literal) continue;
        }
        EquationBlock b;
        b.kind = EquationBlock::Kind::Assign;
        b.target = v.slot;
        b.program = compileExpr(s, Mode::Direct);
        b.program.code.push_back({OpCode::Store, v.slot, 0.0, checkSite(b.program, v.loc, v.name)});
        m_model->startBlocks.push_back(std::move(b));
    }
}

}  // namespace hs::compile

// Causalisation: the simulation and the initialisation systems sorted into blocks.

#include "model_compiler.h"

#include <algorithm>

namespace hs::compile {

void ModelCompiler::incidenceOf(const Expr& e, const std::map<std::string, int>& names,
                 const std::map<std::string, int>& ders, std::vector<int>& out) {
    if (e.kind == ExprKind::Call && e.text == "pre") return;
    if (e.kind == ExprKind::Call && e.text == "der" && e.args.size() == 1 &&
        e.args[0]->kind == ExprKind::Name) {
        auto it = ders.find(e.args[0]->text);
        if (it != ders.end() && std::find(out.begin(), out.end(), it->second) == out.end())
            out.push_back(it->second);
        return;
    }
    if (e.kind == ExprKind::Name) {
        auto it = names.find(e.text);
        if (it != names.end() && std::find(out.begin(), out.end(), it->second) == out.end())
            out.push_back(it->second);
        return;
    }
    for (const auto& a : e.args)
        if (a) incidenceOf(*a, names, ders, out);
}

void ModelCompiler::stmtIncidence(const std::vector<StmtPtr>& stmts, const std::map<std::string, int>& names,
                   const std::map<std::string, int>& ders, std::vector<int>& out,
                   std::vector<int>& assigned) {
    for (const auto& s : stmts) {
        if (s->kind == StmtKind::Assign && s->target) {
            auto it = names.find(s->target->text);
            if (it != names.end() && std::find(assigned.begin(), assigned.end(), it->second) == assigned.end())
                assigned.push_back(it->second);
        }
        if (s->value) incidenceOf(*s->value, names, ders, out);
        for (const auto& b : s->branches) {
            if (b.cond) incidenceOf(*b.cond, names, ders, out);
            stmtIncidence(b.body, names, ders, out, assigned);
        }
        stmtIncidence(s->elseBody, names, ders, out, assigned);
    }
}

std::vector<EquationBlock> ModelCompiler::buildSystem(
    std::vector<FlatEq> equations, std::vector<Unknown> unknowns,
    const std::vector<std::vector<StmtPtr>>& algorithms, std::vector<StmtList>& compiledAlgorithms,
    bool initial) {
    std::map<std::string, int> names, ders;
    for (std::size_t i = 0; i < unknowns.size(); ++i) {
        if (unknowns[i].key.derivative)
            ders[unknowns[i].key.name] = static_cast<int>(i);
        else
            names[unknowns[i].key.name] = static_cast<int>(i);
    }
    CausalProblem prob;
    prob.unknownCount = static_cast<int>(unknowns.size());
    for (const auto& eq : equations) {
        std::vector<int> inc;
        incidenceOf(*eq.lhs, names, ders, inc);
        incidenceOf(*eq.rhs, names, ders, inc);
        prob.incidence.push_back(inc);
        prob.preassigned.push_back(-1);
    }
    // algorithm sections: one pseudo-equation per assigned unknown
    std::vector<int> algorithmIndex;
    std::vector<int> unassignedAlgorithms;
    const int algorithmBase = static_cast<int>(compiledAlgorithms.size());
    for (std::size_t a = 0; a < algorithms.size(); ++a) {
        std::vector<int> inc, assigned;
        stmtIncidence(algorithms[a], names, ders, inc, assigned);
        // The section runs as a whole: its own outputs are not inputs of its
        // pseudo-equations (reading an output before assigning it reads the value
        // computed earlier in the same run).
        inc.erase(std::remove_if(inc.begin(), inc.end(),
                                 [&](int u) {
                                     return std::find(assigned.begin(), assigned.end(), u) !=
                                            assigned.end();
                                 }),
                  inc.end());
        compiledAlgorithms.push_back(
            compileStatements(algorithms[a], initial ? Mode::Direct : Mode::Continuous, false));
        // a section that assigns no unknown (only assert(), terminate(), ...) still runs at
        // every evaluation: after all the blocks, since it may read any of them
        if (assigned.empty()) unassignedAlgorithms.push_back(static_cast<int>(compiledAlgorithms.size()) - 1);
        for (int u : assigned) {
            FlatEq pseudo;
            pseudo.lhs = makeName(unknowns[u].key.name);
            pseudo.rhs = pseudo.lhs;
            pseudo.loc = algorithms[a].empty() ? SourceLoc{} : algorithms[a][0]->loc;
            pseudo.algorithm = static_cast<int>(compiledAlgorithms.size()) - 1;
            equations.push_back(pseudo);
            std::vector<int> own = inc;
            own.push_back(u);
            prob.incidence.push_back(own);
            prob.preassigned.push_back(u);
        }
    }
    std::vector<EquationBlock> blocks;
    auto appendUnassigned = [&] {
        for (int a : unassignedAlgorithms) {
            EquationBlock b;
            b.kind = EquationBlock::Kind::Algorithm;
            b.algorithm = a;
            const auto& section = algorithms[static_cast<std::size_t>(a - algorithmBase)];
            b.loc = section.empty() ? SourceLoc{} : section[0]->loc;
            blocks.push_back(std::move(b));
        }
    };
    const int neq = static_cast<int>(equations.size());
    const int nunk = static_cast<int>(unknowns.size());
    if (neq != nunk) {
        CausalResult partial = causalize(prob);
        std::vector<std::string> candidates;
        if (nunk > neq)
            for (int u : partial.unmatchedUnknowns) candidates.push_back(unknowns[u].display);
        else
            for (int e : partial.unmatchedEquations) candidates.push_back(toString(*equations[e].lhs) + " = " + toString(*equations[e].rhs));
        // one template per singular/plural form of the counts, nested in the sentence
        const Message counts = neq == 1
                                   ? (nunk == 1 ? msg("%1 equation and %2 unknown", neq, nunk)
                                                : msg("%1 equation and %2 unknowns", neq, nunk))
                                   : (nunk == 1 ? msg("%1 equations and %2 unknown", neq, nunk)
                                                : msg("%1 equations and %2 unknowns", neq, nunk));
        Message text = initial ? msg("initialization problem is unbalanced: %1", counts)
                               : msg("model is unbalanced: %1", counts);
        if (!candidates.empty())
            text = nunk > neq
                       ? msg("%1; variables without an equation: %2", text, joined(candidates))
                       : msg("%1; equations without an unknown: %2", text, joined(candidates));
        SourceLoc loc = m_ast.loc;
        if (nunk < neq && !partial.unmatchedEquations.empty()) loc = equations[partial.unmatchedEquations[0]].loc;
        if (nunk > neq && !partial.unmatchedUnknowns.empty() && unknowns[partial.unmatchedUnknowns[0]].var >= 0)
            loc = m_vars[unknowns[partial.unmatchedUnknowns[0]].var].loc;
        auto& d = m_diags.error(Code::UnbalancedModel, loc, std::move(text));
        d.equations = neq;
        d.unknowns = nunk;
        d.names = candidates;
        if (!initial) reportLocalBalance(equations, unknowns);
        return blocks;
    }
    CausalResult res = causalize(prob);
    if (!res.ok) {
        std::vector<std::string> candidates;
        for (int u : res.unmatchedUnknowns) candidates.push_back(unknowns[u].display);
        SourceLoc loc = res.unmatchedEquations.empty() ? m_ast.loc : equations[res.unmatchedEquations[0]].loc;
        auto& d =
            m_diags.error(Code::UnbalancedModel, loc,
                          initial ? msg("initialization problem is structurally singular: "
                                        "no equation determines %1",
                                        joined(candidates))
                                  : msg("model is structurally singular: no equation determines %1",
                                        joined(candidates)));
        d.equations = neq;
        d.unknowns = nunk;
        d.names = candidates;
        return blocks;
    }
    std::set<int> emittedAlgorithms;
    const Mode mode = initial ? Mode::Direct : Mode::Continuous;
    for (const auto& cb : res.blocks) {
        bool hasAlgorithm = false;
        for (int e : cb.equations) hasAlgorithm = hasAlgorithm || equations[e].algorithm >= 0;
        if (hasAlgorithm) {
            if (cb.equations.size() > 1) {
                m_diags.error(Code::AlgebraicLoopFailed, equations[cb.equations[0]].loc,
                              msg("an algorithm section is part of an algebraic loop, which is not "
                                  "supported"));
                continue;
            }
            const int a = equations[cb.equations[0]].algorithm;
            if (emittedAlgorithms.insert(a).second) {
                EquationBlock b;
                b.kind = EquationBlock::Kind::Algorithm;
                b.algorithm = a;
                b.loc = equations[cb.equations[0]].loc;
                blocks.push_back(std::move(b));
            }
            continue;
        }
        if (cb.equations.size() == 1) {
            const FlatEq& eq = equations[cb.equations[0]];
            const Unknown& u = unknowns[cb.unknowns[0]];
            if (ExprPtr solved = sym::solveLinear(eq.lhs, eq.rhs, u.key)) {
                EquationBlock b;
                b.kind = EquationBlock::Kind::Assign;
                b.target = u.slot;
                b.loc = eq.loc;
                ValueType t;
                m_emitComponent = eq.component;
                b.program = compileExpr(*solved, mode, &t);
                m_emitComponent.clear();
                checkEquationTypes(eq, u, t);
                b.program.code.push_back({OpCode::Store, u.slot, 0.0, checkSite(b.program, eq.loc, u.display)});
                blocks.push_back(std::move(b));
                continue;
            }
        }
        EquationBlock b;
        b.kind = EquationBlock::Kind::Nonlinear;
        b.loc = equations[cb.equations[0]].loc;
        for (std::size_t i = 0; i < cb.equations.size(); ++i) {
            const FlatEq& eq = equations[cb.equations[i]];
            const Unknown& u = unknowns[cb.unknowns[i]];
            if (u.var >= 0 && m_vars[u.var].type != ValueType::Real) {
                typeError(eq.loc,
                          msg("cannot solve this equation for the %1 '%2'; write it as %2 = ...",
                              valueTypeName(m_vars[u.var].type), u.display));
            }
            b.unknowns.push_back(u.slot);
            b.names.push_back(u.display);
            m_emitComponent = eq.component;
            b.residuals.push_back(compileExpr(*sym::sub(eq.lhs, eq.rhs), mode));
            m_emitComponent.clear();
        }
        blocks.push_back(std::move(b));
    }
    appendUnassigned();
    return blocks;
}

void ModelCompiler::reportLocalBalance(const std::vector<FlatEq>& equations,
                                       const std::vector<Unknown>& unknowns) {
    if (m_ast.components.empty()) return;
    // the component a variable is declared in: the longest prefix naming a component that
    // is not a connector (a connector's variables belong to the component that has it)
    std::map<std::string, const ComponentInfo*> components;
    for (const ComponentInfo& c : m_ast.components) components[c.path] = &c;
    auto ownerOf = [&](const std::string& name) -> std::string {
        for (std::size_t dot = name.rfind('.'); dot != std::string::npos && dot > 0;
             dot = name.rfind('.', dot - 1)) {
            auto it = components.find(name.substr(0, dot));
            if (it != components.end() && !it->second->connector) return it->first;
            if (dot == 0) break;
        }
        return {};
    };
    auto parentOf = [&](const std::string& path) { return ownerOf(path); };
    struct Count {
        int equations = 0, unknowns = 0, interface = 0, inner = 0;
    };
    std::map<std::string, Count> counts;
    std::set<std::string> unknownNames;
    for (const Unknown& u : unknowns) {
        if (u.var < 0) continue;
        unknownNames.insert(m_vars[u.var].name);
        ++counts[ownerOf(m_vars[u.var].name)].unknowns;
    }
    for (const FlatEq& e : equations) {
        // a binding is its variable's component's equation
        std::string owner = e.component;
        if (owner.empty() && e.lhs && e.lhs->kind == ExprKind::Name && e.algorithm < 0 &&
            e.loc.line > 0)
            if (const Var* v = findVar(e.lhs->text);
                v && v->binding && v->loc.line == e.loc.line && v->loc.column == e.loc.column)
                owner = ownerOf(v->name);
        ++counts[owner].equations;
    }
    for (const ComponentInfo& c : m_ast.components) {
        if (c.connector) continue;
        int n = 0;
        for (const std::string& v : c.interface) n += unknownNames.count(v) ? 1 : 0;
        counts[c.path].interface = n;
        counts[parentOf(c.path)].inner += n;
    }
    for (const ComponentInfo& c : m_ast.components) {
        if (c.connector) continue;
        const Count& k = counts[c.path];
        const int needed = k.unknowns - k.interface + k.inner;
        if (k.equations == needed) continue;
        auto& d = m_diags.error(
            Code::UnbalancedModel, c.loc,
            k.inner == 0
                ? msg("the component '%1' (%2) is not balanced: equations %3, needed %4 "
                      "(unknowns %5, of which its connections and inputs give %6)",
                      c.path, c.className, k.equations, needed, k.unknowns, k.interface)
                : msg("the component '%1' (%2) is not balanced: equations %3, needed %4 "
                      "(unknowns %5, of which its connections and inputs give %6; its "
                      "components' connections and inputs add %7)",
                      c.path, c.className, k.equations, needed, k.unknowns, k.interface, k.inner));
        d.equations = k.equations;
        d.unknowns = needed;
        d.names = {c.path};
    }
}

void ModelCompiler::checkEquationTypes(const FlatEq& eq, const Unknown& u, ValueType t) {
    if (u.var < 0) return;
    const Var& v = m_vars[u.var];
    if (u.key.derivative) return;
    if (v.type == ValueType::Boolean && t != ValueType::Boolean)
        typeError(eq.loc, msg("the Boolean '%1' is set to a %2 value", v.name, valueTypeName(t)));
    else if (v.type != ValueType::Boolean && t == ValueType::Boolean)
        typeError(eq.loc,
                  msg("the %1 '%2' is set to a Boolean value", valueTypeName(v.type), v.name));
    else if (v.type == ValueType::Integer && t == ValueType::Real)
        typeError(
            eq.loc,
            msg("the Integer '%1' is set to a Real value; use integer(...) or div(...)", v.name));
}

void ModelCompiler::checkEquationExpressions(const std::vector<FlatEq>& eqs) {
    // type errors inside equations that end up in a nonlinear block are found while
    // compiling residuals; Boolean/numeric mismatches between the sides are found here
    for (const auto& eq : eqs) {
        Program p1, p2;
        DiagnosticList scratch;
        m_emitComponent = eq.component;
        ValueType a = emitQuiet(*eq.lhs), b = emitQuiet(*eq.rhs);
        m_emitComponent.clear();
        if ((a == ValueType::Boolean) != (b == ValueType::Boolean))
            typeError(eq.loc, msg("the two sides of the equation have different types (%1 and %2)",
                                  valueTypeName(a), valueTypeName(b)));
    }
}

void ModelCompiler::buildSimulationSystem() {
    std::vector<FlatEq> eqs = m_equations;
    for (auto& v : m_vars) {
        if (v.binding && !isParam(v)) {
            // (a discrete Real's binding is an equation outside when-clauses: reported below)
            if (v.kind == VarKind::Algebraic || v.kind == VarKind::State || v.kind == VarKind::Discrete)
                eqs.push_back({makeName(v.name, v.loc), v.binding, v.loc});
        }
    }
    checkEquationExpressions(eqs);
    std::vector<Unknown> unknowns;
    for (std::size_t i = 0; i < m_vars.size(); ++i) {
        const Var& v = m_vars[i];
        if (v.kind == VarKind::Algebraic)
            unknowns.push_back({{v.name, false}, v.slot, static_cast<int>(i), v.name});
    }
    for (std::size_t i = 0; i < m_vars.size(); ++i) {
        const Var& v = m_vars[i];
        if (v.kind == VarKind::State)
            unknowns.push_back({{v.name, true}, v.derSlot, static_cast<int>(i), "der(" + v.name + ")"});
    }
    // equations that assign discrete variables outside when-clauses
    for (const auto& eq : eqs) {
        if (eq.lhs->kind == ExprKind::Name) {
            Var* v = findVar(eq.lhs->text);
            if (v && v->kind == VarKind::Discrete && v->whenAssigned) {
                m_diags
                    .error(
                        Code::InvalidEquation, eq.loc,
                        msg("'%1' is assigned in a when-clause and must not have another equation",
                            v->name))
                    .names = {v->name};
            } else if (v && v->kind == VarKind::Discrete && v->type == ValueType::Real) {
                m_diags
                    .error(Code::VariabilityError, eq.loc,
                           msg("'%1' is declared discrete: only a when-clause can give it a value",
                               v->name))
                    .names = {v->name};
            }
        }
    }
    m_simEquations = eqs;
    m_model->odeBlocks = buildSystem(eqs, unknowns, m_algorithms, m_model->algorithms, false);
}

void ModelCompiler::buildInitialSystem() {
    if (m_diags.hasErrors()) return;
    std::vector<FlatEq> eqs = m_simEquations;
    eqs.insert(eqs.end(), m_initEquations.begin(), m_initEquations.end());
    std::vector<Unknown> unknowns;
    for (std::size_t i = 0; i < m_vars.size(); ++i) {
        const Var& v = m_vars[i];
        if (v.kind == VarKind::Algebraic || v.kind == VarKind::State || v.kind == VarKind::Discrete)
            unknowns.push_back({{v.name, false}, v.slot, static_cast<int>(i), v.name});
    }
    for (std::size_t i = 0; i < m_vars.size(); ++i) {
        const Var& v = m_vars[i];
        if (v.kind == VarKind::State)
            unknowns.push_back({{v.name, true}, v.derSlot, static_cast<int>(i), "der(" + v.name + ")"});
    }
    // Which states and discrete variables do the initial equations mention?
    std::set<std::string> mentioned;
    for (const auto& eq : m_initEquations) {
        for (const auto* side : {&eq.lhs, &eq.rhs})
            sym::visit(**side, [&](const Expr& x) {
                if (x.kind == ExprKind::Name) mentioned.insert(x.text);
            });
    }
    for (const auto& alg : m_initialAlgorithms) {
        std::vector<int> inc, assigned;
        std::map<std::string, int> names, ders;
        for (std::size_t i = 0; i < m_vars.size(); ++i) names[m_vars[i].name] = static_cast<int>(i);
        stmtIncidence(alg, names, ders, inc, assigned);
        for (int a : assigned) mentioned.insert(m_vars[a].name);
    }
    for (const auto& v : m_vars) {
        if (v.kind != VarKind::State && v.kind != VarKind::Discrete) continue;
        auto fixedMod = v.mods.find("fixed");
        std::optional<double> fixed;
        if (fixedMod != v.mods.end() && fixedMod->second.value) fixed = constEval(*fixedMod->second.value);
        const bool explicitlyFixed = fixed && *fixed != 0.0;
        const bool explicitlyFree = fixed && *fixed == 0.0;
        if (explicitlyFixed || (!explicitlyFree && !mentioned.count(v.name))) {
            ExprPtr start;
            auto it = v.mods.find("start");
            if (it != v.mods.end() && it->second.value)
                start = it->second.value;
            else
                start = v.type == ValueType::Boolean ? makeBoolean(false) : makeNumber(0);
            eqs.push_back({makeName(v.name, v.loc), start, v.loc});
        }
    }
    std::vector<std::vector<StmtPtr>> noAlgorithms;
    std::vector<StmtList> compiled;
    m_model->initBlocks = buildSystem(eqs, unknowns, m_algorithms, compiled, true);
    // initial algorithms run after the initialisation system
    for (const auto& alg : m_initialAlgorithms)
        m_model->initialAlgorithms.push_back(compileStatements(alg, Mode::Direct, true));
    // the init system recompiles the continuous algorithms in direct mode; keep those
    m_initAlgorithms = std::move(compiled);
}

}  // namespace hs::compile

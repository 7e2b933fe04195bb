// Aliases and the states they hide (before variables are classified):
//
// Equations `a = b` and `a = -b` between continuous Real variables (those connect() makes,
// and those components write between a connector and their own variable) put the
// variables in alias sets. Each set keeps one representative — a variable der() is applied
// to, else one with a fixed start value, else the first declared — and every other member
// is written in terms of it everywhere but its own equation `member = ±representative`,
// which stays: every variable keeps its value in the results, and the equations the solver
// works on are fewer.
//
// A variable that der() is applied to but that an equation defines from states and
// parameters (a damper's elongation `s_rel = flange_b.s - flange_a.s` with both flanges on
// masses) is not a state of its own: der(s_rel) becomes the time derivative of that
// definition, der(mass.s) - 0. Without this, such a model would have more states than
// independent ones (a high-index system).

#include "model_compiler.h"

#include <algorithm>
#include <functional>
#include <unordered_map>
#include <unordered_set>

namespace hs::compile {

namespace {

// name of a variable read as `x` or `-x`; sign -1 for the latter
bool signedName(const ExprPtr& e, std::string& name, int& sign) {
    if (e->kind == ExprKind::Name) {
        name = e->text;
        sign = 1;
        return true;
    }
    if (e->kind == ExprKind::Unary && e->op == Op::Neg && e->args[0]->kind == ExprKind::Name) {
        name = e->args[0]->text;
        sign = -1;
        return true;
    }
    return false;
}

ExprPtr substituteAll(const ExprPtr& e, const std::unordered_map<std::string, ExprPtr>& map) {
    if (!e) return e;
    if (e->kind == ExprKind::Name) {
        auto it = map.find(e->text);
        return it == map.end() ? e : it->second;
    }
    bool changed = false;
    std::vector<ExprPtr> args;
    args.reserve(e->args.size());
    for (const auto& a : e->args) {
        args.push_back(substituteAll(a, map));
        changed = changed || args.back() != a;
    }
    if (!changed) return e;
    auto copy = std::make_shared<Expr>(*e);
    copy->args = std::move(args);
    return copy;
}

std::vector<StmtPtr> substituteStmts(const std::vector<StmtPtr>& in,
                                     const std::unordered_map<std::string, ExprPtr>& map) {
    std::vector<StmtPtr> out;
    out.reserve(in.size());
    for (const StmtPtr& s : in) {
        auto c = std::make_shared<Stmt>(*s);
        // assignment targets are never aliases (assigned variables are left out)
        if (c->value) c->value = substituteAll(c->value, map);
        if (c->range) c->range = substituteAll(c->range, map);
        for (StmtBranch& b : c->branches) {
            if (b.cond) b.cond = substituteAll(b.cond, map);
            b.body = substituteStmts(b.body, map);
        }
        c->elseBody = substituteStmts(c->elseBody, map);
        out.push_back(std::move(c));
    }
    return out;
}

void assignedIn(const std::vector<StmtPtr>& stmts, std::unordered_set<std::string>& out) {
    for (const StmtPtr& s : stmts) {
        if (s->kind == StmtKind::Assign && s->target) {
            sym::visit(*s->target, [&](const Expr& x) {
                if (x.kind == ExprKind::Name) out.insert(x.text);
            });
        }
        for (const StmtBranch& b : s->branches) assignedIn(b.body, out);
        assignedIn(s->elseBody, out);
    }
}

void derArguments(const Expr& e, std::unordered_set<std::string>& out) {
    sym::visit(e, [&](const Expr& x) {
        if (x.kind == ExprKind::Call && x.text == "der" && x.args.size() == 1 &&
            x.args[0]->kind == ExprKind::Name)
            out.insert(x.args[0]->text);
    });
}

void derArguments(const std::vector<StmtPtr>& stmts, std::unordered_set<std::string>& out) {
    for (const StmtPtr& s : stmts) {
        if (s->value) derArguments(*s->value, out);
        for (const StmtBranch& b : s->branches) {
            if (b.cond) derArguments(*b.cond, out);
            derArguments(b.body, out);
        }
        derArguments(s->elseBody, out);
    }
}

}  // namespace

void ModelCompiler::eliminateAliases() {
    // variables that keep their identity: assigned by statements, inputs, not Real
    std::unordered_set<std::string> assigned;
    for (const WhenAst& w : m_whens)
        for (const auto& b : w.branches) assignedIn(b.body, assigned);
    for (const auto& a : m_algorithms) assignedIn(a, assigned);
    for (const auto& a : m_initialAlgorithms) assignedIn(a, assigned);
    for (const StateTexts& t : m_stateTexts) {
        assignedIn(t.entry.stmts, assigned);
        assignedIn(t.exit.stmts, assigned);
    }
    for (const TransitionTexts& t : m_transitionTexts) assignedIn(t.action.stmts, assigned);
    for (const EventTexts& t : m_eventTexts) assignedIn(t.action.stmts, assigned);
    auto eligible = [&](const std::string& name) -> Var* {
        Var* v = findVar(name);
        if (!v || isParam(*v) || v->type != ValueType::Real ||
            v->variability != Variability::Continuous || v->causality == Causality::Input ||
            assigned.count(name))
            return nullptr;
        return v;
    };
    std::unordered_set<std::string> states;
    for (const FlatEq& e : m_equations) {
        derArguments(*e.lhs, states);
        derArguments(*e.rhs, states);
    }
    for (const auto& a : m_algorithms) derArguments(a, states);

    // union-find with the sign of each variable relative to its parent
    std::unordered_map<std::string, std::pair<std::string, int>> parent;
    std::function<std::pair<std::string, int>(const std::string&)> find =
        [&](const std::string& x) -> std::pair<std::string, int> {
        auto it = parent.find(x);
        if (it == parent.end() || it->second.first == x) return {x, 1};
        auto [root, sign] = find(it->second.first);
        it->second = {root, sign * it->second.second};
        return it->second;
    };
    auto index = [&](const std::string& n) {
        auto it = m_index.find(n);
        return it == m_index.end() ? 1 << 30 : it->second;
    };
    // which of two roots represents the set: a state, then a fixed start, then the first
    auto better = [&](const std::string& a, const std::string& b) {
        const bool sa = states.count(a), sb = states.count(b);
        if (sa != sb) return sa;
        const Var* va = findVar(a);
        const Var* vb = findVar(b);
        const bool fa = va->mods.count("fixed") && va->mods.count("start");
        const bool fb = vb->mods.count("fixed") && vb->mods.count("start");
        if (fa != fb) return fa;
        return index(a) < index(b);
    };
    std::vector<bool> treeEdge(m_equations.size(), false);
    for (std::size_t i = 0; i < m_equations.size(); ++i) {
        const FlatEq& e = m_equations[i];
        std::string a, b;
        int sa = 1, sb = 1;
        if (!signedName(e.lhs, a, sa) || !signedName(e.rhs, b, sb) || a == b) continue;
        if (!eligible(a) || !eligible(b)) continue;
        parent.try_emplace(a, a, 1);
        parent.try_emplace(b, b, 1);
        auto [ra, xa] = find(a);
        auto [rb, xb] = find(b);
        if (ra == rb) continue;  // redundant: stays an equation
        // sa*a = sb*b  with a = xa*ra, b = xb*rb  =>  ra = (sb*xb)/(sa*xa) * rb
        const int rel = sa * xa * sb * xb;
        if (better(ra, rb))
            parent[rb] = {ra, rel};
        else
            parent[ra] = {rb, rel};
        treeEdge[i] = true;
    }
    if (parent.empty()) return;

    // every member in terms of its representative
    std::unordered_map<std::string, ExprPtr> map;
    std::vector<std::pair<std::string, std::pair<std::string, int>>> members;
    for (const auto& [name, p] : parent) {
        auto [root, sign] = find(name);
        if (root == name) continue;
        const Var* v = findVar(name);
        ExprPtr rep = makeName(root, v->loc);
        map[name] = sign > 0 ? rep : makeUnary(Op::Neg, rep, v->loc);
        members.push_back({name, {root, sign}});
    }
    std::sort(members.begin(), members.end(),
              [&](const auto& x, const auto& y) { return index(x.first) < index(y.first); });
    // the tree's equations become one `member = ±representative` each
    std::vector<FlatEq> rebuilt;
    std::vector<SourceLoc> locs;
    std::vector<std::string> components;
    for (std::size_t i = 0; i < m_equations.size(); ++i) {
        if (treeEdge[i]) {
            locs.push_back(m_equations[i].loc);
            components.push_back(m_equations[i].component);
            continue;
        }
        FlatEq e = m_equations[i];
        e.lhs = substituteAll(e.lhs, map);
        e.rhs = substituteAll(e.rhs, map);
        rebuilt.push_back(std::move(e));
    }
    for (std::size_t k = 0; k < members.size(); ++k) {
        const auto& [name, rs] = members[k];
        FlatEq e;
        e.lhs = makeName(name, locs[k]);
        e.rhs = map[name];
        e.loc = locs[k];
        e.component = components[k];
        rebuilt.push_back(std::move(e));
        // a member's fixed start value is its representative's when that has none
        Var* v = findVar(name);
        Var* r = findVar(rs.first);
        auto start = v->mods.find("start");
        auto fixed = v->mods.find("fixed");
        if (start != v->mods.end() && !r->mods.count("start")) {
            Modifier m = start->second;
            m.value = rs.second > 0 ? m.value : makeUnary(Op::Neg, m.value, m.loc);
            r->mods["start"] = m;
            if (fixed != v->mods.end() && !r->mods.count("fixed")) r->mods["fixed"] = fixed->second;
        }
        // a member's binding is an equation of its representative
        if (v->binding) {
            FlatEq b;
            b.lhs = map[name];
            b.rhs = substituteAll(v->binding, map);
            b.loc = v->loc;
            rebuilt.push_back(std::move(b));
            v->binding = nullptr;
        }
    }
    m_equations = std::move(rebuilt);
    for (FlatEq& e : m_initEquations) {
        e.lhs = substituteAll(e.lhs, map);
        e.rhs = substituteAll(e.rhs, map);
    }
    for (Var& v : m_vars)
        if (v.binding) v.binding = substituteAll(v.binding, map);
    for (WhenAst& w : m_whens)
        for (auto& b : w.branches) {
            b.cond = substituteAll(b.cond, map);
            b.body = substituteStmts(b.body, map);
        }
    for (auto& a : m_algorithms) a = substituteStmts(a, map);
    m_assertStmts = substituteStmts(m_assertStmts, map);
}

namespace {

// d/dt of an expression of states, parameters and time; null when it cannot be written.
ExprPtr timeDerivative(const ExprPtr& e, const std::function<int(const std::string&)>& kindOf) {
    switch (e->kind) {
    case ExprKind::Number:
    case ExprKind::Boolean: return makeNumber(0, e->loc);
    case ExprKind::Name: {
        if (e->text == "time") return makeNumber(1, e->loc);
        const int k = kindOf(e->text);
        if (k == 0) return makeNumber(0, e->loc);         // a parameter
        if (k == 1) return makeCall("der", {e}, e->loc);  // a state
        return nullptr;
    }
    case ExprKind::Unary: {
        ExprPtr d = timeDerivative(e->args[0], kindOf);
        if (!d) return nullptr;
        return e->op == Op::Neg ? sym::neg(d) : d;
    }
    case ExprKind::Binary: {
        ExprPtr da = timeDerivative(e->args[0], kindOf);
        ExprPtr db = timeDerivative(e->args[1], kindOf);
        if (!da || !db) return nullptr;
        const ExprPtr& a = e->args[0];
        const ExprPtr& b = e->args[1];
        switch (e->op) {
        case Op::Add: return sym::add(da, db);
        case Op::Sub: return sym::sub(da, db);
        case Op::Mul: return sym::add(sym::mul(da, b), sym::mul(a, db));
        case Op::Div: return sym::div(sym::sub(sym::mul(da, b), sym::mul(a, db)), sym::mul(b, b));
        default: return nullptr;
        }
    }
    default: return nullptr;
    }
}

ExprPtr replaceDer(const ExprPtr& e, const std::string& name, const ExprPtr& value) {
    if (!e) return e;
    if (e->kind == ExprKind::Call && e->text == "der" && e->args.size() == 1 &&
        e->args[0]->kind == ExprKind::Name && e->args[0]->text == name)
        return value;
    bool changed = false;
    std::vector<ExprPtr> args;
    args.reserve(e->args.size());
    for (const auto& a : e->args) {
        args.push_back(replaceDer(a, name, value));
        changed = changed || args.back() != a;
    }
    if (!changed) return e;
    auto copy = std::make_shared<Expr>(*e);
    copy->args = std::move(args);
    return copy;
}

}  // namespace

void ModelCompiler::substituteDependentStates() {
    for (int round = 0; round < 8; ++round) {
        std::unordered_set<std::string> states;
        for (const FlatEq& e : m_equations) {
            derArguments(*e.lhs, states);
            derArguments(*e.rhs, states);
        }
        // variables an equation sets to a parameter expression (a fixed flange's position)
        std::unordered_set<std::string> constantValued;
        for (const FlatEq& e : m_equations) {
            std::string n;
            int sign = 1;
            const ExprPtr* value = nullptr;
            if (signedName(e.lhs, n, sign))
                value = &e.rhs;
            else if (signedName(e.rhs, n, sign))
                value = &e.lhs;
            if (!value) continue;
            const Var* v = findVar(n);
            if (!v || isParam(*v) || states.count(n)) continue;
            bool params = true;
            sym::visit(**value, [&](const Expr& x) {
                if (x.kind == ExprKind::Call) params = false;
                if (x.kind == ExprKind::Name) {
                    const Var* r = findVar(x.text);
                    if (!r || !isParam(*r)) params = false;
                }
            });
            if (params) constantValued.insert(n);
        }
        // 0: parameter, constant or set to one, 1: state, 2: anything else
        auto kindOf = [&](const std::string& n) {
            const Var* v = findVar(n);
            if (!v) return 2;
            if (isParam(*v) || constantValued.count(n)) return 0;
            return states.count(n) ? 1 : 2;
        };
        // in declaration order; a state the modeler gives a start value is kept as long as
        // another can go
        std::vector<std::string> order(states.begin(), states.end());
        std::sort(order.begin(), order.end(), [&](const std::string& a, const std::string& b) {
            const Var* va = findVar(a);
            const Var* vb = findVar(b);
            const bool sa = va && va->mods.count("start");
            const bool sb = vb && vb->mods.count("start");
            if (sa != sb) return !sa;
            // a name that is no variable (reported elsewhere) goes last, by name
            const auto ia = m_index.find(a);
            const auto ib = m_index.find(b);
            if ((ia == m_index.end()) != (ib == m_index.end())) return ib == m_index.end();
            if (ia == m_index.end()) return a < b;
            return ia->second < ib->second;
        });
        // the equations that name each state, so that a state's candidates are read without
        // scanning every equation (10^4 states of a chain made that 10^8 scans)
        std::unordered_map<std::string, std::vector<std::size_t>> mentions;
        for (std::size_t i = 0; i < m_equations.size(); ++i) {
            auto note = [&](const Expr& n) {
                if (n.kind != ExprKind::Name || !states.count(n.text)) return;
                std::vector<std::size_t>& list = mentions[n.text];
                if (list.empty() || list.back() != i) list.push_back(i);
            };
            sym::visit(*m_equations[i].lhs, note);
            sym::visit(*m_equations[i].rhs, note);
        }
        bool changed = false;
        for (const std::string& x : order) {
            const Var* v = findVar(x);
            if (!v || v->mods.count("fixed")) continue;  // a state the modeler initialises
            const auto named = mentions.find(x);
            if (named == mentions.end()) continue;
            for (const std::size_t i : named->second) {
                const FlatEq& e = m_equations[i];
                const sym::UnknownKey key{x, false};
                if (!sym::occurs(*e.lhs, key) && !sym::occurs(*e.rhs, key)) continue;
                ExprPtr def = sym::solveLinear(e.lhs, e.rhs, key);
                if (!def) continue;
                // defined by other states and parameters only
                bool ok = true;
                sym::visit(*def, [&](const Expr& n) {
                    if (n.kind == ExprKind::Call) ok = false;
                    if (n.kind == ExprKind::Name && n.text != "time" &&
                        (n.text == x || kindOf(n.text) == 2))
                        ok = false;
                });
                if (!ok) continue;
                ExprPtr d = timeDerivative(def, kindOf);
                if (!d) continue;
                for (FlatEq& f : m_equations) {
                    f.lhs = replaceDer(f.lhs, x, d);
                    f.rhs = replaceDer(f.rhs, x, d);
                }
                changed = true;
                break;
            }
            if (changed) break;
        }
        if (!changed) return;
    }
}

}  // namespace hs::compile

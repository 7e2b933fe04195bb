// Compiler: ModelAst -> CompiledModel.
//
// Phases: declare variables (slots, types, modifiers) -> classify them (states are the
// arguments of der(), discrete variables are assigned in when-clauses or declared
// discrete/Integer/Boolean) -> flatten equations (unroll for, split if-equations,
// collect when-clauses) -> order parameter bindings -> causalise the simulation and the
// initialisation systems -> compile expressions and statements to Programs.

#include "hs/compile/causalize.h"
#include "hs/compile/compiled_model.h"
#include "hs/lang/parser.h"
#include "hs/model/document.h"
#include "symbolic.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>
#include <unordered_map>

namespace hs {

using namespace lang;

const char* varKindName(VarKind k) {
    switch (k) {
    case VarKind::Constant: return "constant";
    case VarKind::Parameter: return "parameter";
    case VarKind::State: return "state";
    case VarKind::Derivative: return "derivative";
    case VarKind::Algebraic: return "algebraic";
    case VarKind::Discrete: return "discrete";
    case VarKind::Input: return "input";
    case VarKind::Internal: return "internal";
    }
    return "";
}

const char* valueTypeName(ValueType t) {
    switch (t) {
    case ValueType::Real: return "Real";
    case ValueType::Integer: return "Integer";
    case ValueType::Boolean: return "Boolean";
    }
    return "";
}

const VariableInfo* CompiledModel::findVariable(const std::string& n) const {
    for (const auto& v : variables)
        if (v.name == n) return &v;
    return nullptr;
}

std::string CompiledModel::slotName(int slot) const {
    for (const auto& v : variables)
        if (v.slot == slot) return v.name;
    return "#" + std::to_string(slot);
}

namespace {

struct Var {
    std::string name;
    ValueType type = ValueType::Real;
    Variability variability = Variability::Continuous;
    Causality causality = Causality::None;
    std::map<std::string, Modifier> mods;
    ExprPtr binding;
    std::string description;
    SourceLoc loc;
    VarKind kind = VarKind::Algebraic;
    int slot = -1;
    int stateIndex = -1;
    int derSlot = -1;
    bool whenAssigned = false;
};

struct FlatEq {
    ExprPtr lhs, rhs;
    SourceLoc loc;
    int algorithm = -1;       // >= 0: pseudo-equation of an algorithm section
    int algorithmOutput = -1; // variable index computed by that section
};

struct WhenAst {
    struct Branch {
        ExprPtr cond;
        std::vector<StmtPtr> body;
        SourceLoc loc;
    };
    std::vector<Branch> branches;
    SourceLoc loc;
};

enum class Mode {
    Continuous,  // relations become event relations (held values)
    Event,       // at events: a relation already registered reads its held value
    Direct,      // plain comparison (initialisation, parameters, crossing functions)
};

class ModelCompiler {
public:
    ModelCompiler(const ModelAst& ast, DiagnosticList& diags, const doc::Module* module = nullptr)
        : m_ast(ast), m_diags(diags), m_module(module) {}

    std::shared_ptr<CompiledModel> run() {
        m_model = std::make_shared<CompiledModel>();
        m_model->name = m_ast.name;
        m_model->file = m_diags.file();
        declareVariables();
        if (m_diags.hasErrors()) return nullptr;
        flattenEquations();
        parseModuleTexts();
        classify();
        if (m_diags.hasErrors()) return nullptr;
        allocateSlots();
        registerCharts();
        if (m_diags.hasErrors()) return nullptr;
        buildParameters();
        buildSimulationSystem();
        buildWhens();
        buildCharts();
        buildInitialSystem();
        buildExperiment();
        if (m_diags.hasErrors()) return nullptr;
        finishVariables();
        return m_model;
    }

private:
    // ------------------------------------------------------------------ declarations
    void declareVariables() {
        std::map<std::string, const TypeAlias*> aliases;
        for (const auto& t : m_ast.types) aliases[t.name] = &t;
        for (const auto& d : m_ast.declarations) {
            Var v;
            v.name = d.name;
            v.variability = d.variability;
            v.causality = d.causality;
            v.binding = d.binding;
            v.description = d.description;
            v.loc = d.loc;
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
            } else {
                m_diags.error("undefined-name", d.typeLoc, "unknown type '" + d.typeName + "'")
                    .names = {d.typeName};
                continue;
            }
            for (auto it = chain.rbegin(); it != chain.rend(); ++it)
                for (const auto& m : (*it)->modifiers) v.mods[m.name] = m;
            for (const auto& m : d.modifiers) v.mods[m.name] = m;
            static const std::set<std::string> known = {"start", "fixed", "unit", "min", "max",
                                                        "nominal", "displayUnit", "quantity",
                                                        "stateSelect"};
            for (const auto& [name, m] : v.mods)
                if (!known.count(name))
                    m_diags.warning("unknown-modifier", m.loc, "modifier '" + name + "' is ignored");
            if (m_index.count(v.name)) {
                m_diags.error("duplicate-name", d.loc, "'" + v.name + "' is declared twice")
                    .names = {v.name};
                continue;
            }
            if (v.name == "time") {
                m_diags.error("duplicate-name", d.loc, "'time' is a built-in variable");
                continue;
            }
            m_index[v.name] = static_cast<int>(m_vars.size());
            m_vars.push_back(std::move(v));
        }
    }

    Var* findVar(const std::string& name) {
        auto it = m_index.find(name);
        return it == m_index.end() ? nullptr : &m_vars[it->second];
    }

    bool isParam(const Var& v) const {
        return v.variability == Variability::Parameter || v.variability == Variability::Constant;
    }

    // ------------------------------------------------------------------ constants
    std::optional<double> constEval(const Expr& e, int depth = 0) {
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

    // ------------------------------------------------------------------ flattening
    void flattenEquations() {
        for (const auto& eq : m_ast.equations) flattenEquation(*eq, m_equations, false);
        for (const auto& eq : m_ast.initialEquations) flattenEquation(*eq, m_initEquations, true);
        int index = 0;
        for (const auto& section : m_ast.algorithms) {
            std::vector<StmtPtr> continuous;
            for (const auto& s : section) {
                if (s->kind == StmtKind::When) {
                    WhenAst w;
                    w.loc = s->loc;
                    for (const auto& b : s->branches) w.branches.push_back({b.cond, b.body, b.cond ? b.cond->loc : s->loc});
                    m_whens.push_back(std::move(w));
                } else {
                    continuous.push_back(s);
                }
            }
            if (!continuous.empty()) {
                m_algorithms.push_back(std::move(continuous));
                ++index;
            }
        }
        for (const auto& section : m_ast.initialAlgorithms) m_initialAlgorithms.push_back(section);
    }

    void flattenEquation(const Equation& eq, std::vector<FlatEq>& out, bool initial) {
        switch (eq.kind) {
        case EqKind::Equality: out.push_back({eq.lhs, eq.rhs, eq.loc}); break;
        case EqKind::For: {
            auto range = forRange(eq.range, eq.loc);
            if (!range || eq.branches.empty()) return;
            for (double i = range->first; i <= range->second + 1e-9 && i - range->first < 1e6; i += 1) {
                auto value = makeNumber(i, eq.loc, true);
                for (const auto& body : eq.branches[0].body) {
                    Equation copy = substituteEquation(*body, eq.loopVar, value);
                    flattenEquation(copy, out, initial);
                }
            }
            break;
        }
        case EqKind::If: flattenIf(eq, out, initial); break;
        case EqKind::When: {
            if (initial) {
                m_diags.error("invalid-equation", eq.loc, "when-equations are not allowed in an initial equation section");
                return;
            }
            WhenAst w;
            w.loc = eq.loc;
            for (const auto& b : eq.branches) {
                WhenAst::Branch br;
                br.cond = b.cond;
                br.loc = b.cond ? b.cond->loc : eq.loc;
                for (const auto& body : b.body) {
                    if (auto s = equationToStatement(*body)) br.body.push_back(s);
                }
                w.branches.push_back(std::move(br));
            }
            m_whens.push_back(std::move(w));
            break;
        }
        case EqKind::Call: {
            const std::string& fn = eq.call ? eq.call->text : std::string();
            if (fn == "assert") {
                auto s = std::make_shared<Stmt>();
                s->kind = StmtKind::Call;
                s->loc = eq.loc;
                s->value = eq.call;
                m_assertStmts.push_back(s);
            } else if (fn == "reinit") {
                m_diags.error("invalid-equation", eq.loc, "reinit() is only allowed inside a when-clause");
            } else if (fn == "terminate") {
                m_diags.error("invalid-equation", eq.loc, "terminate() is only allowed inside a when-clause");
            } else {
                m_diags.error("undefined-name", eq.loc, "unknown equation call '" + fn + "'").names = {fn};
            }
            break;
        }
        }
    }

    std::optional<std::pair<double, double>> forRange(const ExprPtr& range, SourceLoc loc) {
        if (!range || range->kind != ExprKind::Range || range->args.size() != 2) {
            m_diags.error("invalid-equation", loc, "for-equations need a range a:b");
            return std::nullopt;
        }
        auto a = constEval(*range->args[0]);
        auto b = constEval(*range->args[1]);
        if (!a || !b) {
            m_diags.error("invalid-equation", range->loc, "the range of a for-equation must be constant");
            return std::nullopt;
        }
        return std::make_pair(*a, *b);
    }

    Equation substituteEquation(const Equation& eq, const std::string& name, const ExprPtr& value) {
        Equation c = eq;
        c.lhs = sym::substitute(eq.lhs, name, value);
        c.rhs = sym::substitute(eq.rhs, name, value);
        c.call = sym::substitute(eq.call, name, value);
        c.range = sym::substitute(eq.range, name, value);
        for (auto& b : c.branches) {
            b.cond = sym::substitute(b.cond, name, value);
            for (auto& e : b.body) e = std::make_shared<Equation>(substituteEquation(*e, name, value));
        }
        for (auto& e : c.elseBody) e = std::make_shared<Equation>(substituteEquation(*e, name, value));
        return c;
    }

    void flattenIf(const Equation& eq, std::vector<FlatEq>& out, bool initial) {
        // A condition known at compile time selects its branch.
        for (const auto& b : eq.branches) {
            auto c = constEval(*b.cond);
            if (!c) break;
            if (*c != 0.0) {
                for (const auto& e : b.body) flattenEquation(*e, out, initial);
                return;
            }
            if (&b == &eq.branches.back()) {
                for (const auto& e : eq.elseBody) flattenEquation(*e, out, initial);
                return;
            }
        }
        std::vector<std::vector<FlatEq>> branches;
        for (const auto& b : eq.branches) {
            branches.emplace_back();
            for (const auto& e : b.body) flattenEquation(*e, branches.back(), initial);
        }
        if (eq.elseBody.empty() && !branches.empty() && !branches[0].empty()) {
            m_diags.error("invalid-equation", eq.loc,
                          "an if-equation with a non-parameter condition needs an else branch");
            return;
        }
        branches.emplace_back();
        for (const auto& e : eq.elseBody) flattenEquation(*e, branches.back(), initial);
        const std::size_t n = branches[0].size();
        for (const auto& b : branches) {
            if (b.size() != n) {
                m_diags.error("invalid-equation", eq.loc,
                              "every branch of an if-equation must have the same number of equations");
                return;
            }
        }
        for (std::size_t i = 0; i < n; ++i) {
            bool sameLhs = true;
            const std::string lhs0 = toString(*branches[0][i].lhs);
            for (const auto& b : branches)
                sameLhs = sameLhs && toString(*b[i].lhs) == lhs0;
            auto ifExpr = std::make_shared<Expr>();
            ifExpr->kind = ExprKind::If;
            ifExpr->loc = eq.loc;
            for (std::size_t k = 0; k < eq.branches.size(); ++k) {
                ifExpr->args.push_back(eq.branches[k].cond);
                ifExpr->args.push_back(sameLhs ? branches[k][i].rhs
                                               : sym::sub(branches[k][i].lhs, branches[k][i].rhs));
            }
            ifExpr->args.push_back(sameLhs ? branches.back()[i].rhs
                                           : sym::sub(branches.back()[i].lhs, branches.back()[i].rhs));
            if (sameLhs)
                out.push_back({branches[0][i].lhs, ifExpr, branches[0][i].loc});
            else
                out.push_back({makeNumber(0, eq.loc), ifExpr, branches[0][i].loc});
        }
    }

    StmtPtr equationToStatement(const Equation& eq) {
        auto s = std::make_shared<Stmt>();
        s->loc = eq.loc;
        switch (eq.kind) {
        case EqKind::Equality:
            if (eq.lhs->kind != ExprKind::Name) {
                m_diags.error("invalid-equation", eq.loc,
                              "an equation inside a when-clause must have a variable on its left-hand side");
                return nullptr;
            }
            s->kind = StmtKind::Assign;
            s->target = eq.lhs;
            s->value = eq.rhs;
            return s;
        case EqKind::Call:
            s->kind = StmtKind::Call;
            s->value = eq.call;
            return s;
        case EqKind::If: {
            s->kind = StmtKind::If;
            for (const auto& b : eq.branches) {
                StmtBranch sb;
                sb.cond = b.cond;
                for (const auto& e : b.body)
                    if (auto x = equationToStatement(*e)) sb.body.push_back(x);
                s->branches.push_back(std::move(sb));
            }
            for (const auto& e : eq.elseBody)
                if (auto x = equationToStatement(*e)) s->elseBody.push_back(x);
            return s;
        }
        case EqKind::For: {
            s->kind = StmtKind::For;
            s->loopVar = eq.loopVar;
            s->range = eq.range;
            StmtBranch sb;
            if (!eq.branches.empty())
                for (const auto& e : eq.branches[0].body)
                    if (auto x = equationToStatement(*e)) sb.body.push_back(x);
            s->branches.push_back(std::move(sb));
            return s;
        }
        case EqKind::When:
            m_diags.error("invalid-equation", eq.loc, "when-clauses cannot be nested");
            return nullptr;
        }
        return nullptr;
    }

    // ------------------------------------------------------------------ statecharts, events
    struct Snippet {
        std::string owner;      // element path for messages, e.g. "heater.T1 guard"
        ExprPtr expr;
        std::vector<StmtPtr> stmts;
        bool present = false;
    };

    Snippet parseExprSnippet(const std::string& text, const std::string& owner) {
        Snippet sn;
        sn.owner = owner;
        if (text.find_first_not_of(" \t\r\n") == std::string::npos) return sn;
        const std::size_t before = m_diags.size();
        sn.expr = parseExpression(text, m_diags);
        prefixNew(before, owner);
        sn.present = sn.expr != nullptr;
        return sn;
    }

    Snippet parseStmtSnippet(const std::string& text, const std::string& owner) {
        Snippet sn;
        sn.owner = owner;
        if (text.find_first_not_of(" \t\r\n") == std::string::npos) return sn;
        const std::size_t before = m_diags.size();
        sn.stmts = parseStatements(text, m_diags);
        prefixNew(before, owner);
        sn.present = true;
        return sn;
    }

    void prefixNew(std::size_t before, const std::string& owner) {
        auto& items = m_diags.items();
        for (std::size_t i = before; i < items.size(); ++i) {
            if (items[i].message.rfind(owner + ": ", 0) == 0) continue;
            items[i].message = owner + ": " + items[i].message;
            if (std::find(items[i].names.begin(), items[i].names.end(), owner) == items[i].names.end())
                items[i].names.push_back(owner.substr(0, owner.find(' ')));
        }
    }

    struct TransitionTexts {
        Snippet expression, guard, action;
    };
    struct StateTexts {
        Snippet entry, exit;
    };
    struct EventTexts {
        Snippet time, period, rate, condition, action;
    };

    void parseModuleTexts() {
        if (!m_module) return;
        for (const auto& chart : m_module->statecharts) {
            for (const auto& st : chart.states) {
                const std::string path = chart.name + "." + st.name;
                m_stateTexts.push_back({parseStmtSnippet(st.entry, path + " entry"),
                                        parseStmtSnippet(st.exit, path + " exit")});
            }
            for (const auto& tr : chart.transitions) {
                const std::string path = chart.name + "." + tr.name;
                TransitionTexts t;
                if (!(tr.trigger == doc::TriggerKind::Message && tr.anyMessage))
                    t.expression = parseExprSnippet(tr.expression, path + " trigger");
                if (tr.guard != "else") t.guard = parseExprSnippet(tr.guard, path + " guard");
                t.action = parseStmtSnippet(tr.action, path + " action");
                m_transitionTexts.push_back(std::move(t));
            }
        }
        for (const auto& ev : m_module->events) {
            EventTexts t;
            t.time = parseExprSnippet(ev.time, ev.name + " time");
            t.period = parseExprSnippet(ev.period, ev.name + " period");
            t.rate = parseExprSnippet(ev.rate, ev.name + " rate");
            t.condition = parseExprSnippet(ev.condition, ev.name + " condition");
            t.action = parseStmtSnippet(ev.action, ev.name + " action");
            m_eventTexts.push_back(std::move(t));
        }
        for (const auto& ev : m_module->dynamicEvents) {
            EventTexts t;
            t.action = parseStmtSnippet(ev.action, ev.name + " action");
            m_eventTexts.push_back(std::move(t));
        }
        // variables assigned by actions are discrete
        for (const auto& t : m_stateTexts) {
            markWhenAssigned(t.entry.stmts);
            markWhenAssigned(t.exit.stmts);
        }
        for (const auto& t : m_transitionTexts) markWhenAssigned(t.action.stmts);
        for (const auto& t : m_eventTexts) markWhenAssigned(t.action.stmts);
    }

    void registerCharts() {
        if (!m_module) return;
        auto& m = *m_model;
        for (const auto& chart : m_module->statecharts) {
            if (m_chartIndex.count(chart.name) || findVar(chart.name)) {
                m_diags.error("duplicate-name", {}, "statechart '" + chart.name + "' clashes with another name")
                    .names = {chart.name};
                continue;
            }
            const int chartIndex = static_cast<int>(m.charts.size());
            m_chartIndex[chart.name] = chartIndex;
            CompiledChart cc;
            cc.name = chart.name;
            std::map<std::string, int> local;
            for (const auto& st : chart.states) {
                CompiledState cs;
                cs.name = st.name;
                cs.path = chart.name + "." + st.name;
                cs.chart = chartIndex;
                switch (st.kind) {
                case doc::StateKind::Simple: cs.kind = StateKindC::Simple; break;
                case doc::StateKind::Composite: cs.kind = StateKindC::Composite; break;
                case doc::StateKind::Final: cs.kind = StateKindC::Final; break;
                case doc::StateKind::Choice: cs.kind = StateKindC::Choice; break;
                }
                const int index = static_cast<int>(m.states.size());
                local[st.name] = index;
                m_statePaths[cs.path] = index;
                cc.states.push_back(index);
                m.states.push_back(std::move(cs));
            }
            for (std::size_t i = 0; i < chart.states.size(); ++i) {
                const auto& st = chart.states[i];
                CompiledState& cs = m.states[cc.states[i]];
                if (!st.parent.empty()) {
                    auto it = local.find(st.parent);
                    if (it == local.end()) {
                        m_diags.error("invalid-document", {}, cs.path + ": no parent state '" + st.parent + "'");
                    } else {
                        cs.parent = it->second;
                    }
                }
                if (!st.initial.empty()) {
                    auto it = local.find(st.initial);
                    if (it == local.end())
                        m_diags.error("invalid-document", {}, cs.path + ": no initial state '" + st.initial + "'");
                    else
                        cs.initial = it->second;
                }
            }
            for (int s : cc.states) {
                int depth = 0;
                for (int p = m.states[s].parent; p >= 0 && depth < 1000; p = m.states[p].parent) ++depth;
                m.states[s].depth = depth;
                if (m.states[s].kind == StateKindC::Composite && m.states[s].initial < 0) {
                    bool hasChild = false;
                    for (int c : cc.states) hasChild = hasChild || m.states[c].parent == s;
                    if (hasChild)
                        m_diags.error("invalid-document", {}, m.states[s].path + ": a composite state needs an initial state");
                }
            }
            if (auto it = local.find(chart.initial); it != local.end())
                cc.initial = it->second;
            else if (!chart.states.empty())
                m_diags.error("invalid-document", {}, chart.name + ": no initial state '" + chart.initial + "'");
            for (const auto& tr : chart.transitions) {
                CompiledTransition ct;
                ct.name = tr.name;
                ct.path = chart.name + "." + tr.name;
                ct.chart = chartIndex;
                auto src = local.find(tr.source), dst = local.find(tr.target);
                if (src == local.end() || dst == local.end()) {
                    m_diags.error("invalid-document", {}, ct.path + ": source or target state does not exist");
                    m.transitions.push_back(std::move(ct));
                    continue;
                }
                ct.source = src->second;
                ct.target = dst->second;
                m.states[ct.source].outgoing.push_back(static_cast<int>(m.transitions.size()));
                m.transitions.push_back(std::move(ct));
            }
            m.charts.push_back(std::move(cc));
        }
        for (const auto& ev : m_module->events) {
            CompiledEvent ce;
            ce.name = ev.name;
            if (ev.trigger == doc::EventTrigger::Rate)
                ce.kind = EventKindC::Rate;
            else if (ev.trigger == doc::EventTrigger::Condition)
                ce.kind = EventKindC::Condition;
            else
                ce.kind = ev.mode == doc::TimeoutMode::Cyclic ? EventKindC::Cyclic : EventKindC::Once;
            registerEvent(std::move(ce));
        }
        for (const auto& ev : m_module->dynamicEvents) {
            CompiledEvent ce;
            ce.name = ev.name;
            ce.kind = EventKindC::Dynamic;
            ce.params = ev.parameters;
            for (const auto& prm : ev.parameters)
                ce.paramSlots.push_back(newInternalSlot(ev.name + "." + prm, ValueType::Real));
            registerEvent(std::move(ce));
        }
    }

    void registerEvent(CompiledEvent ce) {
        if (m_eventIndex.count(ce.name) || findVar(ce.name) || m_chartIndex.count(ce.name)) {
            m_diags.error("duplicate-name", {}, "event '" + ce.name + "' clashes with another name").names = {ce.name};
        }
        m_eventIndex[ce.name] = static_cast<int>(m_model->events.size());
        m_model->events.push_back(std::move(ce));
    }

    Program compileSnippetExpr(const Snippet& sn, Mode mode, ValueType expected, const char* what) {
        if (!sn.present || !sn.expr) return {};
        const std::size_t before = m_diags.size();
        ValueType t;
        Program p = compileExpr(*sn.expr, mode, &t);
        if (expected == ValueType::Boolean && t != ValueType::Boolean)
            typeError(sn.expr->loc, std::string(what) + " must be a Boolean expression");
        if (expected != ValueType::Boolean && t == ValueType::Boolean)
            typeError(sn.expr->loc, std::string(what) + " must be a number");
        prefixNew(before, sn.owner);
        return p;
    }

    StmtList compileSnippetStmts(const Snippet& sn) {
        if (!sn.present) return {};
        const std::size_t before = m_diags.size();
        StmtList out = compileStatements(sn.stmts, Mode::Event, true);
        prefixNew(before, sn.owner);
        return out;
    }

    static std::string trimmed(const std::string& s) {
        const auto b = s.find_first_not_of(" \t\r\n");
        if (b == std::string::npos) return {};
        const auto e = s.find_last_not_of(" \t\r\n");
        return s.substr(b, e - b + 1);
    }

    void buildCharts() {
        if (!m_module) return;
        auto& m = *m_model;
        std::size_t stateText = 0, transitionText = 0;
        for (const auto& chart : m_module->statecharts) {
            for (std::size_t i = 0; i < chart.states.size(); ++i, ++stateText) {
                CompiledState& cs = m.states[stateText];
                cs.entry = compileSnippetStmts(m_stateTexts[stateText].entry);
                cs.exit = compileSnippetStmts(m_stateTexts[stateText].exit);
            }
            for (const auto& tr : chart.transitions) {
                CompiledTransition& ct = m.transitions[transitionText];
                const TransitionTexts& tt = m_transitionTexts[transitionText++];
                const bool fromChoice = ct.source >= 0 && m.states[ct.source].kind == StateKindC::Choice;
                if (fromChoice) {
                    ct.trigger = TriggerKindC::Branch;
                    ct.text = tr.guard.empty() ? "branch" : "branch [" + trimmed(tr.guard) + "]";
                } else {
                    switch (tr.trigger) {
                    case doc::TriggerKind::Timeout:
                        ct.trigger = TriggerKindC::Timeout;
                        ct.expression = compileSnippetExpr(tt.expression, Mode::Event, ValueType::Real, "a timeout");
                        ct.text = "timeout " + trimmed(tr.expression);
                        break;
                    case doc::TriggerKind::Rate:
                        ct.trigger = TriggerKindC::Rate;
                        ct.expression = compileSnippetExpr(tt.expression, Mode::Event, ValueType::Real, "a rate");
                        ct.text = "rate " + trimmed(tr.expression);
                        break;
                    case doc::TriggerKind::Condition:
                        ct.trigger = TriggerKindC::Condition;
                        m_inChartCondition = true;
                        m_owner = ct.path;
                        ct.expression = compileSnippetExpr(tt.expression, Mode::Continuous, ValueType::Boolean, "a condition");
                        m_inChartCondition = false;
                        ct.text = trimmed(tr.expression);
                        break;
                    case doc::TriggerKind::Message:
                        ct.trigger = TriggerKindC::Message;
                        ct.anyMessage = tr.anyMessage;
                        if (!tr.anyMessage && tt.expression.expr) {
                            const std::size_t before = m_diags.size();
                            ct.expression = compileMessage(*tt.expression.expr, Mode::Event);
                            prefixNew(before, tt.expression.owner);
                        }
                        ct.text = tr.anyMessage ? "message (any)" : "message " + trimmed(tr.expression);
                        break;
                    }
                    if ((tr.trigger != doc::TriggerKind::Message || !tr.anyMessage) && !tt.expression.present)
                        m_diags.error("invalid-document", {}, ct.path + ": the trigger needs an expression");
                }
                ct.isElse = trimmed(tr.guard) == "else";
                if (tt.guard.present) {
                    ct.hasGuard = true;
                    ct.guard = compileSnippetExpr(tt.guard, Mode::Event, ValueType::Boolean, "a guard");
                }
                ct.action = compileSnippetStmts(tt.action);
            }
        }
        std::size_t eventText = 0;
        for (const auto& ev : m_module->events) {
            CompiledEvent& ce = m.events[eventText];
            const EventTexts& et = m_eventTexts[eventText++];
            switch (ce.kind) {
            case EventKindC::Once:
            case EventKindC::Cyclic:
                ce.time = compileSnippetExpr(et.time, Mode::Event, ValueType::Real, "the occurrence time");
                if (!et.time.present) m_diags.error("invalid-document", {}, ce.name + ": the timeout needs a time");
                if (ce.kind == EventKindC::Cyclic) {
                    ce.period = compileSnippetExpr(et.period, Mode::Event, ValueType::Real, "the period");
                    if (!et.period.present) m_diags.error("invalid-document", {}, ce.name + ": a cyclic event needs a period");
                }
                ce.text = ce.kind == EventKindC::Cyclic ? "cyclic, first " + trimmed(ev.time) + ", period " + trimmed(ev.period)
                                                        : "at " + trimmed(ev.time);
                break;
            case EventKindC::Rate:
                ce.rate = compileSnippetExpr(et.rate, Mode::Event, ValueType::Real, "the rate");
                if (!et.rate.present) m_diags.error("invalid-document", {}, ce.name + ": the event needs a rate");
                ce.text = "rate " + trimmed(ev.rate);
                break;
            case EventKindC::Condition:
                m_inChartCondition = true;
                m_owner = ce.name;
                ce.condition = compileSnippetExpr(et.condition, Mode::Continuous, ValueType::Boolean, "the condition");
                m_inChartCondition = false;
                if (!et.condition.present) m_diags.error("invalid-document", {}, ce.name + ": the event needs a condition");
                ce.text = trimmed(ev.condition);
                break;
            case EventKindC::Dynamic: break;
            }
            ce.action = compileSnippetStmts(et.action);
        }
        for (std::size_t d = 0; d < m_module->dynamicEvents.size(); ++d) {
            CompiledEvent& ce = m.events[eventText];
            const EventTexts& et = m_eventTexts[eventText++];
            for (std::size_t k = 0; k < ce.params.size(); ++k) m_paramScope.emplace_back(ce.params[k], ce.paramSlots[k]);
            ce.action = compileSnippetStmts(et.action);
            m_paramScope.clear();
            ce.text = ce.name + "(" ;
            for (std::size_t k = 0; k < ce.params.size(); ++k) ce.text += (k ? ", " : "") + ce.params[k];
            ce.text += ")";
        }
    }

    // ------------------------------------------------------------------ classification
    void markWhenAssigned(const std::vector<StmtPtr>& body) {
        for (const auto& s : body) {
            if (s->kind == StmtKind::Assign && s->target && s->target->kind == ExprKind::Name) {
                if (Var* v = findVar(s->target->text)) v->whenAssigned = true;
            }
            for (const auto& b : s->branches) markWhenAssigned(b.body);
            markWhenAssigned(s->elseBody);
        }
    }

    void collectDer(const Expr& e) {
        sym::visit(e, [&](const Expr& x) {
            if (x.kind == ExprKind::Call && x.text == "der" && x.args.size() == 1 &&
                x.args[0]->kind == ExprKind::Name) {
                if (Var* v = findVar(x.args[0]->text)) {
                    if (v->type != ValueType::Real) {
                        if (m_reportedDer.insert(v->name).second)
                            typeError(x.loc, "der() of the non-Real variable '" + v->name + "' (" +
                                                 valueTypeName(v->type) + ")");
                    } else if (!isParam(*v) && v->stateIndex < 0) {
                        v->stateIndex = m_stateCount++;
                    }
                }
            }
        });
    }

    void collectDerStmts(const std::vector<StmtPtr>& stmts) {
        for (const auto& s : stmts) {
            if (s->value) collectDer(*s->value);
            for (const auto& b : s->branches) {
                if (b.cond) collectDer(*b.cond);
                collectDerStmts(b.body);
            }
            collectDerStmts(s->elseBody);
        }
    }

    void classify() {
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
            else if (v.whenAssigned || v.variability == Variability::Discrete)
                v.kind = VarKind::Discrete;
            else
                v.kind = VarKind::Algebraic;
        }
    }

    std::vector<StmtPtr> collectBodies(const WhenAst& w) {
        std::vector<StmtPtr> all;
        for (const auto& b : w.branches) all.insert(all.end(), b.body.begin(), b.body.end());
        return all;
    }

    void allocateSlots() {
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

    int newInternalSlot(const std::string& name, ValueType type) {
        VariableInfo info;
        info.name = name;
        info.type = type;
        info.kind = VarKind::Internal;
        info.slot = m_slotCount++;
        m_internals.push_back(info);
        return info.slot;
    }

    // ------------------------------------------------------------------ expressions
    struct Deps {
        bool continuous = false;
        bool time = false;
        bool algebraic = false;  // reads a variable or derivative computed by the equations
        std::vector<std::string> names;
    };

    void dependencies(const Expr& e, Deps& d) {
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

    void typeError(SourceLoc loc, const std::string& msg) { m_diags.error("type-error", loc, msg); }

    static bool numeric(ValueType t) { return t != ValueType::Boolean; }

    ValueType emit(const Expr& e, Program& p, Mode mode) {
        switch (e.kind) {
        case ExprKind::Number:
            p.code.push_back({OpCode::Const, 0, e.number});
            return e.isInteger ? ValueType::Integer : ValueType::Real;
        case ExprKind::Boolean:
            p.code.push_back({OpCode::Const, 0, e.boolean ? 1.0 : 0.0});
            return ValueType::Boolean;
        case ExprKind::String:
            typeError(e.loc, "a string is not allowed here");
            p.code.push_back({OpCode::Const, 0, 0.0});
            return ValueType::Real;
        case ExprKind::Name: return emitName(e, p);
        case ExprKind::Unary: {
            ValueType t = emit(*e.args[0], p, mode);
            if (e.op == Op::Not) {
                if (t != ValueType::Boolean) typeError(e.loc, "'not' needs a Boolean operand");
                p.code.push_back({OpCode::Not});
                return ValueType::Boolean;
            }
            if (!numeric(t)) typeError(e.loc, "arithmetic on a Boolean value");
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
                    typeError(e.args[i]->loc, "the condition of an if-expression must be Boolean");
                const std::size_t jz = p.code.size();
                p.code.push_back({OpCode::JumpIfFalse});
                account(emit(*e.args[i + 1], p, mode));
                jumpsToEnd.push_back(p.code.size());
                p.code.push_back({OpCode::Jump});
                p.code[jz].a = static_cast<int>(p.code.size());
            }
            account(emit(*e.args.back(), p, mode));
            for (auto j : jumpsToEnd) p.code[j].a = static_cast<int>(p.code.size());
            if (anyBool && anyNum) typeError(e.loc, "the branches of an if-expression have different types");
            return anyBool ? ValueType::Boolean : result;
        }
        case ExprKind::Call: return emitCall(e, p, mode);
        case ExprKind::Array:
            typeError(e.loc, "an array is only allowed as the condition of a when-clause");
            p.code.push_back({OpCode::Const, 0, 0.0});
            return ValueType::Real;
        case ExprKind::Range:
            typeError(e.loc, "a range is only allowed in a for-loop");
            p.code.push_back({OpCode::Const, 0, 0.0});
            return ValueType::Real;
        }
        return ValueType::Real;
    }

    ValueType emitName(const Expr& e, Program& p) {
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

    void undefinedName(const Expr& e) {
        std::string msg = "undefined name '" + e.text + "'";
        // suggest a close name (same name in another case, or one edit away)
        for (const auto& v : m_vars) {
            if (editDistance(v.name, e.text) <= 1) {
                msg += "; did you mean '" + v.name + "'?";
                break;
            }
        }
        m_diags.error("undefined-name", e.loc, msg).names = {e.text};
    }

    static int editDistance(const std::string& a, const std::string& b) {
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

    ValueType emitBinary(const Expr& e, Program& p, Mode mode) {
        if (isRelation(e.op)) return emitRelation(e, p, mode);
        ValueType a = emit(*e.args[0], p, mode);
        ValueType b = emit(*e.args[1], p, mode);
        if (e.op == Op::And || e.op == Op::Or) {
            if (a != ValueType::Boolean || b != ValueType::Boolean)
                typeError(e.loc, std::string("'") + (e.op == Op::And ? "and" : "or") +
                                     "' needs Boolean operands");
            p.code.push_back({e.op == Op::And ? OpCode::And : OpCode::Or});
            return ValueType::Boolean;
        }
        if (!numeric(a) || !numeric(b)) typeError(e.loc, "arithmetic on a Boolean value");
        OpCode op = OpCode::Add;
        switch (e.op) {
        case Op::Add: op = OpCode::Add; break;
        case Op::Sub: op = OpCode::Sub; break;
        case Op::Mul: op = OpCode::Mul; break;
        case Op::Div: op = OpCode::Div; break;
        case Op::Pow: op = OpCode::Pow; break;
        default: break;
        }
        p.code.push_back({op});
        if (e.op == Op::Div || e.op == Op::Pow) return ValueType::Real;
        return (a == ValueType::Integer && b == ValueType::Integer) ? ValueType::Integer : ValueType::Real;
    }

    static OpCode relationOpCode(Op op) {
        switch (op) {
        case Op::Lt: return OpCode::Lt;
        case Op::Le: return OpCode::Le;
        case Op::Gt: return OpCode::Gt;
        case Op::Ge: return OpCode::Ge;
        case Op::Eq: return OpCode::Eq;
        default: return OpCode::Ne;
        }
    }

    ValueType emitDirectRelation(const Expr& e, Program& p, Mode mode) {
        ValueType a = emit(*e.args[0], p, mode);
        ValueType b = emit(*e.args[1], p, mode);
        const bool boolOk = e.op == Op::Eq || e.op == Op::Ne;
        if ((a == ValueType::Boolean) != (b == ValueType::Boolean) ||
            (a == ValueType::Boolean && !boolOk))
            typeError(e.loc, "cannot compare these operand types");
        p.code.push_back({relationOpCode(e.op)});
        return ValueType::Boolean;
    }

    ValueType emitRelation(const Expr& e, Program& p, Mode mode) {
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

    const Var* variableArgument(const Expr& call, const char* what) {
        if (call.args.size() != 1 || call.args[0]->kind != ExprKind::Name) {
            m_diags.error("type-error", call.loc, std::string(what) + "() needs one variable argument");
            return nullptr;
        }
        const Var* v = findVar(call.args[0]->text);
        if (!v) undefinedName(*call.args[0]);
        return v;
    }

    ValueType emitCall(const Expr& e, Program& p, Mode mode) {
        const std::string& fn = e.text;
        auto nargs = e.args.size();
        auto argError = [&](std::size_t expected) {
            m_diags.error("type-error", e.loc,
                          fn + "() takes " + std::to_string(expected) + " argument" +
                              (expected == 1 ? "" : "s") + ", " + std::to_string(nargs) + " given");
            p.code.push_back({OpCode::Const, 0, 0.0});
            return ValueType::Real;
        };
        if (fn == "der") {
            const Var* v = variableArgument(e, "der");
            if (!v) {
                p.code.push_back({OpCode::Const, 0, 0.0});
                return ValueType::Real;
            }
            if (v->type != ValueType::Real) {
                typeError(e.loc, "der() of the non-Real variable '" + v->name + "'");
                p.code.push_back({OpCode::Const, 0, 0.0});
                return ValueType::Real;
            }
            if (v->derSlot < 0) {
                m_diags.error("type-error", e.loc, "der() of '" + v->name + "', which is not a continuous variable");
                p.code.push_back({OpCode::Const, 0, 0.0});
                return ValueType::Real;
            }
            p.code.push_back({OpCode::Load, v->derSlot});
            return ValueType::Real;
        }
        if (fn == "pre") {
            const Var* v = variableArgument(e, "pre");
            if (!v) {
                p.code.push_back({OpCode::Const, 0, 0.0});
                return ValueType::Real;
            }
            p.code.push_back({OpCode::LoadPre, v->slot});
            return v->type;
        }
        if (fn == "edge" || fn == "change") {
            const Var* v = variableArgument(e, fn.c_str());
            if (!v) {
                p.code.push_back({OpCode::Const, 0, 0.0});
                return ValueType::Boolean;
            }
            if (fn == "edge" && v->type != ValueType::Boolean) typeError(e.loc, "edge() needs a Boolean variable");
            p.code.push_back({OpCode::Load, v->slot});
            if (fn == "edge") {
                p.code.push_back({OpCode::LoadPre, v->slot});
                p.code.push_back({OpCode::Not});
                p.code.push_back({OpCode::And});
            } else {
                p.code.push_back({OpCode::LoadPre, v->slot});
                p.code.push_back({OpCode::Ne});
            }
            return ValueType::Boolean;
        }
        if (fn == "initial" || fn == "terminal") {
            if (nargs != 0) return argError(0);
            p.code.push_back({fn == "initial" ? OpCode::Initial : OpCode::Terminal});
            return ValueType::Boolean;
        }
        if (fn == "noEvent") {
            if (nargs != 1) return argError(1);
            ++m_noEvent;
            ValueType t = emit(*e.args[0], p, mode);
            --m_noEvent;
            return t;
        }
        if (fn == "smooth") {
            if (nargs != 2) return argError(2);
            return emit(*e.args[1], p, mode);
        }
        if (fn == "sample") {
            if (nargs != 2) return argError(2);
            SampleInfo s;
            emit(*e.args[0], s.start, Mode::Direct);
            emit(*e.args[1], s.interval, Mode::Direct);
            finishProgram(s.start);
            finishProgram(s.interval);
            s.text = toString(e);
            s.loc = e.loc;
            int index = -1;
            for (std::size_t i = 0; i < m_model->samples.size(); ++i)
                if (m_model->samples[i].text == s.text) index = static_cast<int>(i);
            if (index < 0) {
                index = static_cast<int>(m_model->samples.size());
                m_model->samples.push_back(std::move(s));
            }
            p.code.push_back({OpCode::Sample, index});
            return ValueType::Boolean;
        }
        static const std::map<std::string, MathFn> unary = {
            {"sin", MathFn::Sin},     {"cos", MathFn::Cos},     {"tan", MathFn::Tan},
            {"asin", MathFn::Asin},   {"acos", MathFn::Acos},   {"atan", MathFn::Atan},
            {"sinh", MathFn::Sinh},   {"cosh", MathFn::Cosh},   {"tanh", MathFn::Tanh},
            {"exp", MathFn::Exp},     {"log", MathFn::Log},     {"log10", MathFn::Log10},
            {"sqrt", MathFn::Sqrt},   {"abs", MathFn::Abs},     {"sign", MathFn::Sign},
            {"floor", MathFn::Floor}, {"ceil", MathFn::Ceil},   {"integer", MathFn::Integer}};
        static const std::map<std::string, MathFn> binary = {
            {"atan2", MathFn::Atan2}, {"min", MathFn::Min}, {"max", MathFn::Max},
            {"mod", MathFn::Mod},     {"rem", MathFn::Rem}, {"div", MathFn::Div}};
        if (auto it = unary.find(fn); it != unary.end()) {
            if (nargs != 1) return argError(1);
            ValueType t = emit(*e.args[0], p, mode);
            if (!numeric(t)) typeError(e.loc, fn + "() needs a numeric argument");
            p.code.push_back({OpCode::Call1, static_cast<int>(it->second)});
            if (fn == "integer" || fn == "sign") return ValueType::Integer;
            if (fn == "abs") return t;
            return ValueType::Real;
        }
        if (auto it = binary.find(fn); it != binary.end()) {
            if (nargs != 2) return argError(2);
            ValueType a = emit(*e.args[0], p, mode);
            ValueType b = emit(*e.args[1], p, mode);
            if (!numeric(a) || !numeric(b)) typeError(e.loc, fn + "() needs numeric arguments");
            p.code.push_back({OpCode::Call2, static_cast<int>(it->second)});
            if (fn == "atan2") return ValueType::Real;
            return (a == ValueType::Integer && b == ValueType::Integer) ? ValueType::Integer
                                                                        : ValueType::Real;
        }
        if (fn == "inState") {
            if (nargs != 1 || e.args[0]->kind != ExprKind::Name) {
                m_diags.error("type-error", e.loc, "inState() needs a state, as in inState(chart.State)");
                p.code.push_back({OpCode::Const, 0, 0.0});
                return ValueType::Boolean;
            }
            auto it = m_statePaths.find(e.args[0]->text);
            if (it == m_statePaths.end()) {
                m_diags.error("undefined-name", e.args[0]->loc, "no statechart state '" + e.args[0]->text + "'")
                    .names = {e.args[0]->text};
                p.code.push_back({OpCode::Const, 0, 0.0});
                return ValueType::Boolean;
            }
            p.code.push_back({OpCode::InState, it->second});
            return ValueType::Boolean;
        }
        if (fn == "reinit" || fn == "assert" || fn == "terminate" || fn == "send" || fn == "schedule" ||
            fn == "cancel" || fn == "stopSimulation" || fn == "trace") {
            m_diags.error("type-error", e.loc, fn + "() cannot be used inside an expression");
            p.code.push_back({OpCode::Const, 0, 0.0});
            return ValueType::Real;
        }
        m_diags.error("undefined-name", e.loc, "unknown function '" + fn + "'").names = {fn};
        p.code.push_back({OpCode::Const, 0, 0.0});
        return ValueType::Real;
    }

    // Does the program read a value that the equations compute (algebraics, derivatives)?
    bool readsComputedSlots(const Program& p) const {
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

    static void finishProgram(Program& p) {
        int depth = 0, maxDepth = 0;
        for (const auto& in : p.code) {
            switch (in.op) {
            case OpCode::Const: case OpCode::Load: case OpCode::LoadPre: case OpCode::LoadRel:
            case OpCode::Initial: case OpCode::Terminal: case OpCode::Sample:
                ++depth;
                break;
            case OpCode::Neg: case OpCode::Not: case OpCode::Call1: case OpCode::Jump: break;
            default: --depth; break;
            }
            maxDepth = std::max(maxDepth, depth);
        }
        p.maxStack = maxDepth;
    }

    Program compileExpr(const Expr& e, Mode mode, ValueType* type = nullptr) {
        Program p;
        ValueType t = emit(e, p, mode);
        if (type) *type = t;
        finishProgram(p);
        if (p.maxStack > kMaxStack)
            m_diags.error("type-error", e.loc, "expression is nested too deeply");
        return p;
    }

    // ------------------------------------------------------------------ statements
    bool checkAssignable(const Var& v, ValueType valueType, SourceLoc loc, bool inWhen) {
        if (isParam(v)) {
            m_diags.error("parameter-assignment", loc,
                          std::string("cannot assign to ") + (v.variability == Variability::Constant ? "constant" : "parameter") +
                              " '" + v.name + "'")
                .names = {v.name};
            return false;
        }
        if (inWhen && v.kind == VarKind::State) {
            m_diags.error("invalid-equation", loc,
                          "'" + v.name + "' is a continuous state; use reinit(" + v.name + ", ...) in a when-clause")
                .names = {v.name};
            return false;
        }
        if (v.type == ValueType::Boolean && valueType != ValueType::Boolean) {
            typeError(loc, "cannot assign a " + std::string(valueTypeName(valueType)) + " value to the Boolean '" + v.name + "'");
            return false;
        }
        if (v.type != ValueType::Boolean && valueType == ValueType::Boolean) {
            typeError(loc, "cannot assign a Boolean value to the " + std::string(valueTypeName(v.type)) + " '" + v.name + "'");
            return false;
        }
        if (v.type == ValueType::Integer && valueType == ValueType::Real) {
            typeError(loc, "cannot assign a Real value to the Integer '" + v.name + "'");
            return false;
        }
        return true;
    }

    StmtList compileStatements(const std::vector<StmtPtr>& stmts, Mode mode, bool inWhen) {
        StmtList out;
        for (const auto& s : stmts) {
            if (auto c = compileStatement(*s, mode, inWhen)) out.push_back(std::move(*c));
        }
        return out;
    }

    std::optional<CompiledStmt> compileStatement(const Stmt& s, Mode mode, bool inWhen) {
        CompiledStmt c;
        c.loc = s.loc;
        switch (s.kind) {
        case StmtKind::Assign: {
            c.op = StmtOp::Assign;
            if (!s.target || s.target->kind != ExprKind::Name) {
                m_diags.error("invalid-equation", s.loc, "the target of ':=' must be a variable");
                return std::nullopt;
            }
            if (s.value && s.value->kind == ExprKind::Call && s.value->text == "schedule") {
                Var* v = findVar(s.target->text);
                if (!v) {
                    undefinedName(*s.target);
                    return std::nullopt;
                }
                if (!checkAssignable(*v, ValueType::Real, s.target->loc, inWhen)) return std::nullopt;
                auto sched = compileSchedule(*s.value, mode);
                if (sched) sched->slot = v->slot;
                return sched;
            }
            ValueType t;
            c.value = compileExpr(*s.value, mode, &t);
            Var* v = findVar(s.target->text);
            if (!v) {
                undefinedName(*s.target);
                return std::nullopt;
            }
            if (!checkAssignable(*v, t, s.target->loc, inWhen)) return std::nullopt;
            c.slot = v->slot;
            c.targetName = v->name;
            return c;
        }
        case StmtKind::If:
        case StmtKind::While: {
            c.op = s.kind == StmtKind::If ? StmtOp::If : StmtOp::While;
            for (const auto& b : s.branches) {
                CompiledBranch cb;
                ValueType t;
                // a while-condition changes inside one evaluation: never an event relation
                if (s.kind == StmtKind::While) ++m_noEvent;
                cb.cond = compileExpr(*b.cond, mode, &t);
                if (s.kind == StmtKind::While) --m_noEvent;
                if (t != ValueType::Boolean) typeError(b.cond->loc, "the condition must be Boolean");
                cb.body = compileStatements(b.body, mode, inWhen);
                c.branches.push_back(std::move(cb));
            }
            c.elseBody = compileStatements(s.elseBody, mode, inWhen);
            return c;
        }
        case StmtKind::For: {
            c.op = StmtOp::For;
            if (!s.range || s.range->kind != ExprKind::Range || s.range->args.size() < 2) {
                m_diags.error("invalid-equation", s.loc, "a for-loop needs a range a:b");
                return std::nullopt;
            }
            const auto& ra = s.range->args;
            c.value = compileExpr(*ra[0], mode);
            c.value2 = compileExpr(*ra.back(), mode);
            if (ra.size() == 3) c.step = compileExpr(*ra[1], mode);
            c.slot = newInternalSlot("$for." + s.loopVar, ValueType::Integer);
            m_loopSlots.emplace_back(s.loopVar, c.slot);
            if (!s.branches.empty()) c.body = compileStatements(s.branches[0].body, mode, inWhen);
            m_loopSlots.pop_back();
            return c;
        }
        case StmtKind::Break: c.op = StmtOp::Break; return c;
        case StmtKind::Return: c.op = StmtOp::Return; return c;
        case StmtKind::When:
            m_diags.error("invalid-equation", s.loc, "when-statements are only allowed at the top level of an algorithm section");
            return std::nullopt;
        case StmtKind::Call: return compileCallStatement(s, mode, inWhen);
        }
        return std::nullopt;
    }

    std::optional<CompiledStmt> compileCallStatement(const Stmt& s, Mode mode, bool inWhen) {
        CompiledStmt c;
        c.loc = s.loc;
        const Expr& call = *s.value;
        const std::string& fn = call.text;
        if (fn == "reinit") {
            c.op = StmtOp::Reinit;
            if (!inWhen) {
                m_diags.error("invalid-equation", s.loc, "reinit() is only allowed inside a when-clause");
                return std::nullopt;
            }
            if (call.args.size() != 2 || call.args[0]->kind != ExprKind::Name) {
                m_diags.error("type-error", call.loc, "reinit() needs a state variable and an expression");
                return std::nullopt;
            }
            Var* v = findVar(call.args[0]->text);
            if (!v) {
                undefinedName(*call.args[0]);
                return std::nullopt;
            }
            if (v->kind != VarKind::State) {
                m_diags.error("reinit-non-state", call.args[0]->loc,
                              "reinit() of '" + v->name + "', which is not a continuous state (it never appears in der())")
                    .names = {v->name};
                return std::nullopt;
            }
            ValueType t;
            c.value = compileExpr(*call.args[1], mode, &t);
            if (t == ValueType::Boolean) typeError(call.args[1]->loc, "reinit() needs a numeric value");
            c.slot = v->slot;
            c.targetName = v->name;
            return c;
        }
        if (fn == "assert") {
            c.op = StmtOp::Assert;
            if (call.args.empty()) {
                m_diags.error("type-error", call.loc, "assert() needs a condition and a message");
                return std::nullopt;
            }
            ValueType t;
            c.value = compileExpr(*call.args[0], mode, &t);
            if (t != ValueType::Boolean) typeError(call.args[0]->loc, "the condition of assert() must be Boolean");
            for (std::size_t i = 1; i < call.args.size(); ++i) {
                const auto& a = call.args[i];
                if (a->kind == ExprKind::String) c.message = a->text;
                if (a->kind == ExprKind::Name && a->text == "AssertionLevel.warning") c.warningLevel = true;
            }
            if (c.message.empty()) c.message = "assertion " + toString(*call.args[0]) + " failed";
            return c;
        }
        if (fn == "terminate") {
            c.op = StmtOp::Terminate;
            if (!inWhen) {
                m_diags.error("invalid-equation", s.loc, "terminate() is only allowed inside a when-clause");
                return std::nullopt;
            }
            if (!call.args.empty() && call.args[0]->kind == ExprKind::String) c.message = call.args[0]->text;
            return c;
        }
        if (fn == "send") {
            c.op = StmtOp::Send;
            if (call.args.size() != 2 || call.args[0]->kind != ExprKind::Name) {
                m_diags.error("type-error", call.loc, "send() needs a statechart and a message: send(chart, msg)");
                return std::nullopt;
            }
            auto it = m_chartIndex.find(call.args[0]->text);
            if (it == m_chartIndex.end()) {
                m_diags.error("undefined-name", call.args[0]->loc, "no statechart '" + call.args[0]->text + "'")
                    .names = {call.args[0]->text};
                return std::nullopt;
            }
            c.slot = it->second;
            c.value = compileMessage(*call.args[1], mode);
            return c;
        }
        if (fn == "schedule") return compileSchedule(call, mode);
        if (fn == "cancel") {
            c.op = StmtOp::Cancel;
            if (call.args.size() != 1) {
                m_diags.error("type-error", call.loc, "cancel() needs the handle returned by schedule()");
                return std::nullopt;
            }
            c.value = compileExpr(*call.args[0], mode);
            return c;
        }
        if (fn == "stopSimulation") {
            c.op = StmtOp::Stop;
            return c;
        }
        if (fn == "trace") {
            c.op = StmtOp::Trace;
            std::string pending;
            for (const auto& a : call.args) {
                if (a->kind == ExprKind::String) {
                    pending += a->text;
                    continue;
                }
                c.parts.push_back(pending);
                pending.clear();
                c.args.push_back(compileExpr(*a, mode));
            }
            c.parts.push_back(pending);
            return c;
        }
        m_diags.error("undefined-name", call.loc, "unknown procedure '" + fn + "'").names = {fn};
        return std::nullopt;
    }

    Program compileMessage(const Expr& e, Mode mode) {
        if (e.kind == ExprKind::String) {
            Program p;
            p.code.push_back({OpCode::Const, 0, kStringBase + internString(e.text)});
            p.maxStack = 1;
            return p;
        }
        ValueType t;
        Program p = compileExpr(e, mode, &t);
        return p;
    }

    int internString(const std::string& text) {
        auto& strings = m_model->strings;
        for (std::size_t i = 0; i < strings.size(); ++i)
            if (strings[i] == text) return static_cast<int>(i);
        strings.push_back(text);
        return static_cast<int>(strings.size()) - 1;
    }

    std::optional<CompiledStmt> compileSchedule(const Expr& call, Mode mode) {
        CompiledStmt c;
        c.op = StmtOp::Schedule;
        c.loc = call.loc;
        if (call.args.size() < 2 || call.args[0]->kind != ExprKind::Name) {
            m_diags.error("type-error", call.loc, "schedule() needs an event, a delay and the event's arguments");
            return std::nullopt;
        }
        auto it = m_eventIndex.find(call.args[0]->text);
        if (it == m_eventIndex.end() || m_model->events[it->second].kind != EventKindC::Dynamic) {
            m_diags.error("undefined-name", call.args[0]->loc, "no dynamic event '" + call.args[0]->text + "'")
                .names = {call.args[0]->text};
            return std::nullopt;
        }
        const CompiledEvent& ev = m_model->events[it->second];
        if (call.args.size() - 2 != ev.params.size()) {
            m_diags.error("type-error", call.loc,
                          "event " + ev.name + " takes " + std::to_string(ev.params.size()) + " argument" +
                              (ev.params.size() == 1 ? "" : "s") + ", " + std::to_string(call.args.size() - 2) +
                              " given");
            return std::nullopt;
        }
        c.targetIndex = it->second;
        c.value = compileExpr(*call.args[1], mode);
        for (std::size_t i = 2; i < call.args.size(); ++i) c.args.push_back(compileExpr(*call.args[i], mode));
        return c;
    }

    // ------------------------------------------------------------------ parameters
    void buildParameters() {
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
            if (value) {
                sym::visit(*value, [&](const Expr& x) {
                    if (x.kind != ExprKind::Name) return;
                    auto it = paramIndex.find(x.text);
                    if (it != paramIndex.end()) {
                        inc.push_back(it->second);
                    } else if (Var* other = findVar(x.text)) {
                        m_diags.error("variability-error", x.loc,
                                      "the value of parameter '" + v.name + "' depends on the non-parameter '" + other->name + "'")
                            .names = {v.name, other->name};
                    } else if (x.text == "time") {
                        m_diags.error("variability-error", x.loc, "the value of parameter '" + v.name + "' depends on time");
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
                std::string list;
                for (const auto& n : names) list += (list.empty() ? "" : ", ") + n;
                m_diags.error("variability-error", m_vars[params[block.equations[0]]].loc,
                              "parameter values depend on each other in a cycle: " + list)
                    .names = names;
                continue;
            }
            const int k = block.equations[0];
            Var& v = m_vars[params[k]];
            if (!values[k]) continue;
            if (auto c = constEval(*values[k]); c && values[k]->kind == ExprKind::Number) {
                m_startValue[v.slot] = *c;
                continue;
            }
            Block b;
            b.kind = Block::Kind::Assign;
            b.target = v.slot;
            b.loc = v.loc;
            ValueType t;
            b.program = compileExpr(*values[k], Mode::Direct, &t);
            if (v.type == ValueType::Boolean && t != ValueType::Boolean)
                typeError(values[k]->loc, "the value of Boolean '" + v.name + "' must be Boolean");
            if (v.type != ValueType::Boolean && t == ValueType::Boolean)
                typeError(values[k]->loc, "the value of '" + v.name + "' must be numeric");
            b.program.code.push_back({OpCode::Store, b.target});
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
            Block b;
            b.kind = Block::Kind::Assign;
            b.target = v.slot;
            b.program = compileExpr(s, Mode::Direct);
            b.program.code.push_back({OpCode::Store, v.slot});
            m_model->startBlocks.push_back(std::move(b));
        }
    }

    // ------------------------------------------------------------------ systems
    struct Unknown {
        sym::UnknownKey key;
        int slot;
        int var;  // index into m_vars
        std::string display;
    };

    void incidenceOf(const Expr& e, const std::map<std::string, int>& names,
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

    void stmtIncidence(const std::vector<StmtPtr>& stmts, const std::map<std::string, int>& names,
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

    // Builds and orders one system; `initial` selects the initialisation system.
    std::vector<Block> buildSystem(std::vector<FlatEq> equations, std::vector<Unknown> unknowns,
                                   const std::vector<std::vector<StmtPtr>>& algorithms,
                                   std::vector<StmtList>& compiledAlgorithms, bool initial) {
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
        std::vector<Block> blocks;
        const int neq = static_cast<int>(equations.size());
        const int nunk = static_cast<int>(unknowns.size());
        if (neq != nunk) {
            CausalResult partial = causalize(prob);
            std::vector<std::string> candidates;
            if (nunk > neq)
                for (int u : partial.unmatchedUnknowns) candidates.push_back(unknowns[u].display);
            else
                for (int e : partial.unmatchedEquations) candidates.push_back(toString(*equations[e].lhs) + " = " + toString(*equations[e].rhs));
            std::string list;
            for (const auto& c : candidates) list += (list.empty() ? "" : ", ") + c;
            std::string msg = std::string(initial ? "initialization problem" : "model") + " is unbalanced: " +
                              std::to_string(neq) + " equation" + (neq == 1 ? "" : "s") + " and " +
                              std::to_string(nunk) + " unknown" + (nunk == 1 ? "" : "s");
            if (!list.empty())
                msg += nunk > neq ? "; variables without an equation: " + list
                                  : "; equations without an unknown: " + list;
            SourceLoc loc = m_ast.loc;
            if (nunk < neq && !partial.unmatchedEquations.empty()) loc = equations[partial.unmatchedEquations[0]].loc;
            if (nunk > neq && !partial.unmatchedUnknowns.empty() && unknowns[partial.unmatchedUnknowns[0]].var >= 0)
                loc = m_vars[unknowns[partial.unmatchedUnknowns[0]].var].loc;
            auto& d = m_diags.error("unbalanced-model", loc, msg);
            d.equations = neq;
            d.unknowns = nunk;
            d.names = candidates;
            return blocks;
        }
        CausalResult res = causalize(prob);
        if (!res.ok) {
            std::vector<std::string> candidates;
            for (int u : res.unmatchedUnknowns) candidates.push_back(unknowns[u].display);
            std::string list;
            for (const auto& c : candidates) list += (list.empty() ? "" : ", ") + c;
            SourceLoc loc = res.unmatchedEquations.empty() ? m_ast.loc : equations[res.unmatchedEquations[0]].loc;
            auto& d = m_diags.error("unbalanced-model", loc,
                                    std::string(initial ? "initialization problem" : "model") +
                                        " is structurally singular: no equation determines " + list);
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
                    m_diags.error("algebraic-loop-failed", equations[cb.equations[0]].loc,
                                  "an algorithm section is part of an algebraic loop, which is not supported");
                    continue;
                }
                const int a = equations[cb.equations[0]].algorithm;
                if (emittedAlgorithms.insert(a).second) {
                    Block b;
                    b.kind = Block::Kind::Algorithm;
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
                    Block b;
                    b.kind = Block::Kind::Assign;
                    b.target = u.slot;
                    b.loc = eq.loc;
                    ValueType t;
                    b.program = compileExpr(*solved, mode, &t);
                    checkEquationTypes(eq, u, t);
                    b.program.code.push_back({OpCode::Store, u.slot});
                    blocks.push_back(std::move(b));
                    continue;
                }
            }
            Block b;
            b.kind = Block::Kind::Nonlinear;
            b.loc = equations[cb.equations[0]].loc;
            for (std::size_t i = 0; i < cb.equations.size(); ++i) {
                const FlatEq& eq = equations[cb.equations[i]];
                const Unknown& u = unknowns[cb.unknowns[i]];
                if (u.var >= 0 && m_vars[u.var].type != ValueType::Real) {
                    typeError(eq.loc, "cannot solve this equation for the " +
                                          std::string(valueTypeName(m_vars[u.var].type)) + " '" + u.display +
                                          "'; write it as " + u.display + " = ...");
                }
                b.unknowns.push_back(u.slot);
                b.names.push_back(u.display);
                b.residuals.push_back(compileExpr(*sym::sub(eq.lhs, eq.rhs), mode));
            }
            blocks.push_back(std::move(b));
        }
        return blocks;
    }

    void checkEquationTypes(const FlatEq& eq, const Unknown& u, ValueType t) {
        if (u.var < 0) return;
        const Var& v = m_vars[u.var];
        if (u.key.derivative) return;
        if (v.type == ValueType::Boolean && t != ValueType::Boolean)
            typeError(eq.loc, "the Boolean '" + v.name + "' is set to a " + valueTypeName(t) + " value");
        else if (v.type != ValueType::Boolean && t == ValueType::Boolean)
            typeError(eq.loc, "the " + std::string(valueTypeName(v.type)) + " '" + v.name + "' is set to a Boolean value");
    }

    void checkEquationExpressions(const std::vector<FlatEq>& eqs) {
        // type errors inside equations that end up in a nonlinear block are found while
        // compiling residuals; Boolean/numeric mismatches between the sides are found here
        for (const auto& eq : eqs) {
            Program p1, p2;
            DiagnosticList scratch;
            ValueType a = emitQuiet(*eq.lhs), b = emitQuiet(*eq.rhs);
            if ((a == ValueType::Boolean) != (b == ValueType::Boolean))
                typeError(eq.loc, "the two sides of the equation have different types (" +
                                      std::string(valueTypeName(a)) + " and " + valueTypeName(b) + ")");
        }
    }

    ValueType emitQuiet(const Expr& e) {
        DiagnosticList saved = m_diags;
        Program p;
        const auto relations = m_model->relations.size();
        ValueType t = emit(e, p, Mode::Direct);
        m_diags = saved;
        m_model->relations.resize(relations);
        return t;
    }

    void buildSimulationSystem() {
        std::vector<FlatEq> eqs = m_equations;
        for (auto& v : m_vars) {
            if (v.binding && !isParam(v)) {
                if (v.kind == VarKind::Algebraic || v.kind == VarKind::State)
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
                if (Var* v = findVar(eq.lhs->text); v && v->kind == VarKind::Discrete && v->whenAssigned) {
                    m_diags.error("invalid-equation", eq.loc,
                                  "'" + v->name + "' is assigned in a when-clause and must not have another equation")
                        .names = {v->name};
                }
            }
        }
        m_simEquations = eqs;
        m_model->odeBlocks = buildSystem(eqs, unknowns, m_algorithms, m_model->algorithms, false);
    }

    void buildInitialSystem() {
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

    void buildWhens() {
        int counter = 0;
        for (const auto& w : m_whens) {
            WhenClause clause;
            clause.loc = w.loc;
            for (const auto& b : w.branches) {
                WhenBranch br;
                br.loc = b.loc;
                br.text = b.cond ? toString(*b.cond) : std::string();
                std::vector<ExprPtr> elements;
                if (b.cond && b.cond->kind == ExprKind::Array)
                    elements = b.cond->args;
                else if (b.cond)
                    elements.push_back(b.cond);
                for (const auto& el : elements) {
                    m_inWhenCondition = true;
                    ValueType t;
                    Program p = compileExpr(*el, Mode::Continuous, &t);
                    m_inWhenCondition = false;
                    if (t != ValueType::Boolean) typeError(el->loc, "the condition of a when-clause must be Boolean");
                    br.conditions.push_back(std::move(p));
                    br.isInitial.push_back(el->kind == ExprKind::Call && el->text == "initial");
                    br.conditionSlots.push_back(newInternalSlot(
                        "$when" + std::to_string(++counter), ValueType::Boolean));
                }
                br.body = compileStatements(b.body, Mode::Event, true);
                clause.branches.push_back(std::move(br));
            }
            m_model->whens.push_back(std::move(clause));
        }
        m_model->asserts = compileStatements(m_assertStmts, Mode::Event, false);
    }

    void buildExperiment() {
        auto& ex = m_model->experiment;
        const auto& e = m_ast.experiment;
        if (e.startTime) ex.startTime = *e.startTime;
        if (e.stopTime) ex.stopTime = *e.stopTime;
        if (e.interval) ex.interval = *e.interval;
        if (e.tolerance) ex.tolerance = *e.tolerance;
    }

    void finishVariables() {
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
            info.loc = v.loc;
            m.variables.push_back(info);
            if (v.kind == VarKind::State || v.kind == VarKind::Algebraic || v.kind == VarKind::Discrete ||
                v.kind == VarKind::Input)
                m.resultSlots.push_back(v.slot);
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
            if (b.kind == Block::Kind::Algorithm) b.algorithm += offset;
        for (auto& a : m_initAlgorithms) m.algorithms.push_back(std::move(a));
    }

    const ModelAst& m_ast;
    DiagnosticList& m_diags;
    std::shared_ptr<CompiledModel> m_model;
    std::vector<Var> m_vars;
    std::unordered_map<std::string, int> m_index;
    std::vector<FlatEq> m_equations, m_initEquations, m_simEquations;
    std::vector<WhenAst> m_whens;
    std::vector<std::vector<StmtPtr>> m_algorithms, m_initialAlgorithms;
    std::vector<StmtList> m_initAlgorithms;
    std::vector<StmtPtr> m_assertStmts;
    std::map<int, double> m_startValue;
    std::set<std::string> m_reportedDer;
    std::unordered_map<std::string, int> m_relationIndex;
    std::vector<std::pair<std::string, int>> m_loopSlots;
    std::vector<VariableInfo> m_internals;
    int m_stateCount = 0;
    int m_slotCount = 0;
    int m_noEvent = 0;
    bool m_inWhenCondition = false;
    bool m_inChartCondition = false;
    std::string m_owner;
    const doc::Module* m_module = nullptr;
    std::vector<StateTexts> m_stateTexts;
    std::vector<TransitionTexts> m_transitionTexts;
    std::vector<EventTexts> m_eventTexts;
    std::map<std::string, int> m_chartIndex, m_eventIndex, m_statePaths;
    std::vector<std::pair<std::string, int>> m_paramScope;
};

}  // namespace

std::shared_ptr<const CompiledModel> compileModel(const ModelAst& ast, DiagnosticList& diags) {
    ModelCompiler compiler(ast, diags);
    return compiler.run();
}

std::string messageText(const CompiledModel& m, double value) {
    if (value >= kStringBase && value < kStringBase + static_cast<double>(m.strings.size()) &&
        value == std::floor(value))
        return "\"" + m.strings[static_cast<std::size_t>(value - kStringBase)] + "\"";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.10g", value);
    return buf;
}

std::shared_ptr<const CompiledModel> compileModule(const doc::Module& module, const std::string& file,
                                                   DiagnosticList& diags) {
    diags.setFile(file);
    ModelAst ast;
    ast.name = module.name;
    if (module.equations.find_first_not_of(" \t\r\n") != std::string::npos) {
        auto parsed = parseModel(module.equations, diags);
        if (!parsed || diags.hasErrors()) return nullptr;
        ast = std::move(*parsed);
    }
    ModelCompiler compiler(ast, diags, &module);
    return compiler.run();
}

std::shared_ptr<const CompiledModel> compileSource(std::string_view source, const std::string& file,
                                                   DiagnosticList& diags) {
    diags.setFile(file);
    auto ast = parseModel(source, diags);
    if (!ast || diags.hasErrors()) return nullptr;
    return compileModel(*ast, diags);
}

}  // namespace hs

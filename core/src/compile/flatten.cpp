// Flattening: for-equations unrolled, if-equations split into conditional expressions,
// when-equations collected as when-clauses.

#include "model_compiler.h"

namespace hs::compile {

void ModelCompiler::flattenEquations() {
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

void ModelCompiler::flattenEquation(const Equation& eq, std::vector<FlatEq>& out, bool initial) {
    const std::size_t before = out.size();
    struct Owner {  // what this equation adds belongs to its component
        std::vector<FlatEq>& out;
        std::size_t before;
        const std::string& component;
        ~Owner() {
            for (std::size_t i = before; i < out.size(); ++i)
                if (out[i].component.empty()) out[i].component = component;
        }
    } owner{out, before, eq.component};
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
            m_diags.error(Code::InvalidEquation, eq.loc,
                          msg("when-equations are not allowed in an initial equation section"));
            return;
        }
        WhenAst w;
        w.loc = eq.loc;
        w.component = eq.component;
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
        if (fn == "assert" || fn == "terminate") {
            // checked at accepted points; inside an if-equation under its conditions
            auto s = std::make_shared<Stmt>();
            s->kind = StmtKind::Call;
            s->loc = eq.loc;
            s->value = eq.call;
            m_checkTarget->push_back(s);
        } else if (fn == "reinit") {
            m_diags.error(Code::InvalidEquation, eq.loc,
                          msg("reinit() is only allowed inside a when-clause"));
        } else {
            m_diags.error(Code::UndefinedName, eq.loc, msg("unknown equation call '%1'", fn))
                .names = {fn};
        }
        break;
    }
    }
}

std::optional<std::pair<double, double>> ModelCompiler::forRange(const ExprPtr& range, SourceLoc loc) {
    if (!range || range->kind != ExprKind::Range || range->args.size() != 2) {
        m_diags.error(Code::InvalidEquation, loc, msg("for-equations need a range a:b"));
        return std::nullopt;
    }
    auto a = constEval(*range->args[0]);
    auto b = constEval(*range->args[1]);
    if (!a || !b) {
        m_diags.error(Code::InvalidEquation, range->loc,
                      msg("the range of a for-equation must be constant"));
        return std::nullopt;
    }
    return std::make_pair(*a, *b);
}

Equation ModelCompiler::substituteEquation(const Equation& eq, const std::string& name, const ExprPtr& value) {
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

void ModelCompiler::flattenIf(const Equation& eq, std::vector<FlatEq>& out, bool initial) {
    // conditions are Boolean: an Integer or Real is not a condition
    for (const auto& b : eq.branches) {
        if (!b.cond) continue;
        const Expr& c = *b.cond;
        const Var* v = c.kind == ExprKind::Name ? findVar(c.text) : nullptr;
        if ((v && v->type != ValueType::Boolean) || c.kind == ExprKind::Number)
            typeError(c.loc, msg("the condition of an if-equation must be Boolean, not %1 '%2'",
                                 v ? valueTypeName(v->type) : (c.isInteger ? "Integer" : "Real"),
                                 toString(c)));
    }
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
    // asserts and terminate() of each branch run only while that branch is the active one
    std::vector<StmtPtr>* outerChecks = m_checkTarget;
    auto guarded = std::make_shared<Stmt>();
    guarded->kind = StmtKind::If;
    guarded->loc = eq.loc;
    std::vector<std::vector<FlatEq>> branches;
    for (const auto& b : eq.branches) {
        branches.emplace_back();
        StmtBranch checks;
        checks.cond = b.cond;
        m_checkTarget = &checks.body;
        for (const auto& e : b.body) flattenEquation(*e, branches.back(), initial);
        guarded->branches.push_back(std::move(checks));
    }
    std::vector<FlatEq> elseEquations;
    m_checkTarget = &guarded->elseBody;
    for (const auto& e : eq.elseBody) flattenEquation(*e, elseEquations, initial);
    m_checkTarget = outerChecks;
    bool anyChecks = !guarded->elseBody.empty();
    for (const auto& b : guarded->branches) anyChecks = anyChecks || !b.body.empty();
    if (anyChecks) m_checkTarget->push_back(guarded);
    if (eq.elseBody.empty() && !branches.empty() && !branches[0].empty()) {
        m_diags.error(Code::InvalidEquation, eq.loc,
                      msg("an if-equation with a non-parameter condition needs an else branch"));
        return;
    }
    branches.push_back(std::move(elseEquations));
    const std::size_t n = branches[0].size();
    for (const auto& b : branches) {
        if (b.size() != n) {
            m_diags.error(
                Code::InvalidEquation, eq.loc,
                msg("every branch of an if-equation must have the same number of equations"));
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

StmtPtr ModelCompiler::equationToStatement(const Equation& eq) {
    auto s = std::make_shared<Stmt>();
    s->loc = eq.loc;
    switch (eq.kind) {
    case EqKind::Equality:
        if (eq.lhs->kind != ExprKind::Name) {
            m_diags.error(
                Code::InvalidEquation, eq.loc,
                msg("an equation inside a when-clause must have a variable on its left-hand side"));
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
        m_diags.error(Code::InvalidEquation, eq.loc, msg("when-clauses cannot be nested"));
        return nullptr;
    }
    return nullptr;
}

}  // namespace hs::compile

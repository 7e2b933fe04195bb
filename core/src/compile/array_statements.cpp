// Arrays made scalars (see arrays.h): statements — loops written out or kept, the ranges
// deduced from subscripts, assignments element by element.

#include "arrays_internal.h"

namespace hs::compile::arrays_detail {

// ------------------------------------------------------------------ statements
// One more iteration written out; false (once with an error) beyond the budget.
bool Scalarizer::unrollOne(SourceLoc loc, const std::string& loopVar) {
    if (++m_unrolled <= kMaxUnrolled) return true;
    if (m_unrolled == kMaxUnrolled + 1)
        error(Code::InvalidLoop, loc,
              msg("the for-loops over '%1' and the loops around it write out more than %2 "
                  "iterations when the "
                  "model is compiled",
                  loopVar, kMaxUnrolled));
    return false;
}

// An expression with a subscript or a name of an array.
bool Scalarizer::usesArrays(const Expr& e) {
    switch (e.kind) {
    case ExprKind::Index:
    case ExprKind::Matrix:
    case ExprKind::Comprehension:
    case ExprKind::Array: return true;
    case ExprKind::Name: return dimsOf(e.text) != nullptr || m_recordComponents.count(e.text);
    default: break;
    }
    for (const ExprPtr& a : e.args)
        if (a && usesArrays(*a)) return true;
    return false;
}

bool Scalarizer::usesArrays(const std::vector<StmtPtr>& body) {
    for (const auto& s : body) {
        for (const ExprPtr& x : {s->target, s->value})
            if (x && usesArrays(*x)) return true;
        for (const auto& b : s->branches) {
            if (b.cond && usesArrays(*b.cond)) return true;
            if (usesArrays(b.body)) return true;
        }
        if (usesArrays(s->elseBody)) return true;
    }
    return false;
}

bool Scalarizer::breaks(const std::vector<StmtPtr>& body) {
    for (const auto& s : body) {
        if (s->kind == StmtKind::Break) return true;
        if (s->kind == StmtKind::If || s->kind == StmtKind::When) {
            for (const auto& b : s->branches)
                if (breaks(b.body)) return true;
            if (breaks(s->elseBody)) return true;
        }
    }
    return false;
}

std::optional<int> Scalarizer::subscriptSize(const std::string& var, const Expr& e) {
    if (e.kind == ExprKind::Index && e.args[0]->kind == ExprKind::Name) {
        std::vector<int> dims;
        const std::vector<bool>* boolean = nullptr;
        if (const std::optional<Val>* own = local(e.args[0]->text); own && *own) {
            dims = (*own)->dims;
        } else if (const std::vector<int>* d = dimsOf(e.args[0]->text)) {
            dims = *d;
            if (auto b = m_booleanDims.find(e.args[0]->text); b != m_booleanDims.end())
                boolean = &b->second;
        }
        for (std::size_t k = 1; k < e.args.size() && k - 1 < dims.size(); ++k)
            if (e.args[k]->kind == ExprKind::Name && e.args[k]->text == var)
                return boolean && (*boolean)[k - 1] ? kBooleanSize : dims[k - 1];
    }
    for (const ExprPtr& a : e.args)
        if (a)
            if (auto n = subscriptSize(var, *a)) return n;
    return std::nullopt;
}

ExprPtr Scalarizer::deducedRange(const std::string& var, const std::vector<EquationPtr>* eqs,
                                 const std::vector<StmtPtr>* stmts, SourceLoc loc) {
    std::optional<int> n;
    auto look = [&](const ExprPtr& x) {
        if (!n && x) n = subscriptSize(var, *x);
    };
    std::function<void(const std::vector<EquationPtr>&)> inEquations =
        [&](const std::vector<EquationPtr>& list) {
            for (const auto& q : list) {
                look(q->lhs);
                look(q->rhs);
                look(q->call);
                for (const auto& b : q->branches) {
                    look(b.cond);
                    inEquations(b.body);
                }
                inEquations(q->elseBody);
            }
        };
    std::function<void(const std::vector<StmtPtr>&)> inStatements =
        [&](const std::vector<StmtPtr>& list) {
            for (const auto& t : list) {
                look(t->target);
                look(t->value);
                for (const auto& b : t->branches) {
                    look(b.cond);
                    inStatements(b.body);
                }
                inStatements(t->elseBody);
            }
        };
    if (eqs) inEquations(*eqs);
    if (stmts) inStatements(*stmts);
    if (!n) {
        error(Code::VariabilityError, loc,
              msg("the range of the for-loop over '%1' is not given and does not follow from a "
                  "subscript: write "
                  "'for %1 in a:b'",
                  var));
        return nullptr;
    }
    auto r = std::make_shared<Expr>();
    r->kind = ExprKind::Range;
    r->loc = loc;
    r->args = *n == kBooleanSize
                  ? std::vector<ExprPtr>{makeBoolean(false, loc), makeBoolean(true, loc)}
                  : std::vector<ExprPtr>{makeNumber(1, loc, true), makeNumber(*n, loc, true)};
    r->depth = 2;
    return r;
}

std::vector<StmtPtr> Scalarizer::statements(const std::vector<StmtPtr>& in) {
    std::vector<StmtPtr> out;
    for (const auto& s : in) statement(s, out);
    return out;
}

// target := v, element by element (the target's subscripts known when compiling).
void Scalarizer::assignElements(const Stmt& s, const ExprPtr& target, const Val& t, const Val& v,
                                std::vector<StmtPtr>& out) {
    if (!sameDims(t, v)) {
        error(Code::SizeMismatch, target->loc,
              msg("the two sides of the assignment have different sizes: %1 and %2", shapeText(t),
                  shapeText(v)));
        return;
    }
    for (std::size_t i = 0; i < t.el.size(); ++i) {
        if (t.el[i]->kind != ExprKind::Name) {
            error(Code::Unsupported, s.loc,
                  msg("an assignment to '%1' needs subscripts known when the model is compiled",
                      toString(*target)));
            return;
        }
        auto copy = std::make_shared<Stmt>(s);
        copy->target = t.el[i];
        copy->value = v.el[i];
        out.push_back(std::move(copy));
    }
}

void Scalarizer::statement(const StmtPtr& sp, std::vector<StmtPtr>& out) {
    statementOnly(sp, out);
    // the assertions of the functions it called, after it
    for (StmtPtr& a : takeAssertStatements(sp->loc)) out.push_back(std::move(a));
}

void Scalarizer::statementOnly(const StmtPtr& sp, std::vector<StmtPtr>& out) {
    const Stmt& s = *sp;
    switch (s.kind) {
    case StmtKind::Assign: {
        if (s.target->kind == ExprKind::Tuple) {
            // (a, b) := f(x): an assignment per output taken, in order
            auto values = tupleOutputs(*s.target, s.value);
            if (!values) return;
            for (std::size_t k = 0; k < values->size(); ++k)
                if ((*values)[k])
                    if (std::optional<Val> t = expand(s.target->args[k]))
                        assignElements(s, s.target->args[k], *t, *(*values)[k], out);
            return;
        }
        std::optional<Val> t = expand(s.target);
        std::optional<Val> v = t ? expand(s.value) : std::nullopt;
        if (!t || !v) return;
        if (t->scalar() && v->scalar() && t->el[0] == s.target && v->el[0] == s.value) {
            out.push_back(sp);
            return;
        }
        assignElements(s, s.target, *t, *v, out);
        return;
    }
    case StmtKind::For: {
        // written out only when its body reads arrays by the loop variable or uses whole
        // arrays; any other loop runs as a loop
        const std::vector<StmtPtr>& body =
            s.branches.empty() ? std::vector<StmtPtr>{} : s.branches[0].body;
        const ExprPtr range = s.range ? s.range : deducedRange(s.loopVar, nullptr, &body, s.loc);
        if (!range) return;
        if (!breaks(body) && usesArrays(body)) {
            const std::size_t before = m_errors;
            const auto values = iterationValues(range, s.loopVar);
            if (m_errors != before) return;
            if (values) {
                for (double v : *values) {
                    if (!unrollOne(range->loc, s.loopVar)) return;
                    m_loop.emplace_back(s.loopVar, v);
                    for (const auto& x : body) statement(x, out);
                    m_loop.pop_back();
                }
                return;
            }
        }
        // a loop that runs when the model runs: its body in scalars, the loop variable free
        auto copy = std::make_shared<Stmt>(s);
        copy->range = range;
        if (!copy->branches.empty()) copy->branches[0].body = statements(body);
        out.push_back(std::move(copy));
        return;
    }
    case StmtKind::While:
    case StmtKind::If:
    case StmtKind::When: {
        auto copy = std::make_shared<Stmt>(s);
        std::vector<StmtPtr> conditionAsserts;  // of calls in the conditions: before it
        for (auto& b : copy->branches) {
            if (b.cond)
                b.cond = s.kind == StmtKind::When ? whenCondition(b.cond)
                                                  : scalarExpr(b.cond, "condition");
            for (StmtPtr& a : takeAssertStatements(s.loc)) conditionAsserts.push_back(std::move(a));
            b.body = statements(b.body);
        }
        copy->elseBody = statements(s.elseBody);
        for (StmtPtr& a : conditionAsserts) out.push_back(std::move(a));
        out.push_back(std::move(copy));
        return;
    }
    case StmtKind::Call: {
        for (ExprPtr& c : callStatement(s.value)) {
            if (c == s.value) {
                out.push_back(sp);
                continue;
            }
            auto copy = std::make_shared<Stmt>(s);
            copy->value = std::move(c);
            out.push_back(std::move(copy));
        }
        return;
    }
    case StmtKind::Break:
    case StmtKind::Return: out.push_back(sp); return;
    }
}

}  // namespace hs::compile::arrays_detail

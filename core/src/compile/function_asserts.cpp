// A function's assert(c, message) on values known only while running (Modelica 3.6
// section 12.4.2), where the call is written out (function_calls.cpp): as the model's own
// assertion beside the equation or statement that made the call, guarded by the
// conditions of the function's branches that lead to it; or, where the call may not be
// evaluated (a branch of an if-expression) or always fails, as outputs that fail when
// evaluated (`if ok then value else $fail(message)`).

#include "arrays_internal.h"

#include <functional>

namespace hs::compile::arrays_detail {

bool Scalarizer::runtimeAssert(const Stmt& s, const Val& cond) {
    const Expr& c = *s.value;
    ExprPtr ok = cond.el[0];
    if (!m_path.empty()) {
        ExprPtr path;
        for (const ExprPtr& p : m_path) path = path ? makeBinary(Op::And, path, p, s.loc) : p;
        ok = makeBinary(Op::Or, makeUnary(Op::Not, path, s.loc), ok, s.loc);
    }
    // a function's relations make no events, its assertions neither
    std::vector<ExprPtr> args{makeCall("noEvent", {ok}, s.loc)};
    std::vector<std::string> names{std::string()};
    for (std::size_t i = 1; i < c.args.size(); ++i) {
        std::optional<Val> a = expand(c.args[i]);
        if (!a) return false;
        if (!a->scalar()) {
            error(Code::TypeError, c.args[i]->loc,
                  msg("the message of assert is a String, not size %1", sizeText(a->dims)));
            return false;
        }
        args.push_back(a->el[0]);
        names.push_back(i < c.argNames.size() ? c.argNames[i] : std::string());
    }
    auto call = std::make_shared<Expr>(*makeCall("assert", std::move(args), s.loc));
    call->argNames = std::move(names);
    m_pendingAsserts.push_back(std::move(call));
    return true;
}

std::vector<EquationPtr> Scalarizer::takeAssertEquations(SourceLoc loc) {
    std::vector<EquationPtr> out;
    for (ExprPtr& c : m_pendingAsserts) {
        auto eq = std::make_shared<Equation>();
        eq->kind = EqKind::Call;
        eq->loc = loc;
        eq->call = std::move(c);
        out.push_back(std::move(eq));
    }
    m_pendingAsserts.clear();
    return out;
}

std::vector<StmtPtr> Scalarizer::takeAssertStatements(SourceLoc loc) {
    std::vector<StmtPtr> out;
    for (ExprPtr& c : m_pendingAsserts) {
        auto st = std::make_shared<Stmt>();
        st->kind = StmtKind::Call;
        st->loc = loc;
        st->value = std::move(c);
        out.push_back(std::move(st));
    }
    m_pendingAsserts.clear();
    return out;
}

bool Scalarizer::guardOutputs(const Stmt& s, const Val& cond) {
    const Expr& c = *s.value;
    ExprPtr ok = cond.el[0];
    if (!m_path.empty()) {
        ExprPtr path;
        for (const ExprPtr& p : m_path) path = path ? makeBinary(Op::And, path, p, s.loc) : p;
        ok = makeBinary(Op::Or, makeUnary(Op::Not, path, s.loc), ok, s.loc);
    }
    // the message as far as it is known when compiling
    std::string text;
    std::function<void(const Expr&)> parts = [&](const Expr& m) {
        if (m.kind == ExprKind::Binary && m.op == Op::Add) {
            parts(*m.args[0]);
            parts(*m.args[1]);
        } else if (auto known = stringValue(m)) {
            text += *known;
        } else {
            // a running value: its expression
            text += toString(
                m.kind == ExprKind::Call && m.text == "String" && !m.args.empty() ? *m.args[0] : m);
        }
    };
    if (c.args.size() > 1) parts(*c.args[1]);
    m_frames.back().guards.emplace_back(makeCall("noEvent", {ok}, s.loc), std::move(text));
    return true;
}

}  // namespace hs::compile::arrays_detail

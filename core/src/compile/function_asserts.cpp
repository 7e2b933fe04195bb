// A function's assert(c, message) on values known only while running (Modelica 3.6
// section 12.4.2), where the call is written out (function_calls.cpp): as the model's own
// assertion beside the equation or statement that made the call, guarded by the
// conditions of the function's branches that lead to it; or, where the call may not be
// evaluated (a branch of an if-expression) or always fails, as outputs that fail when
// evaluated (`if ok then value else $fail(message)`).

#include "arrays_internal.h"

#include <functional>

namespace hs::compile::arrays_detail {

// `not path or c`: the condition holds, or the branches that lead to it are not taken.
ExprPtr Scalarizer::onPath(const ExprPtr& c, SourceLoc loc) const {
    if (m_path.empty()) return c;
    ExprPtr path;
    for (const ExprPtr& p : m_path) path = path ? makeBinary(Op::And, path, p, loc) : p;
    return makeBinary(Op::Or, makeUnary(Op::Not, path, loc), c, loc);
}

bool Scalarizer::runtimeAssert(const Stmt& s, const Val& cond) {
    const Expr& c = *s.value;
    const ExprPtr ok = onPath(cond.el[0], s.loc);
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

// The assertions pending as equations or as statements (one template for both).
template <typename Node, typename Kind>
static std::vector<std::shared_ptr<const Node>> take(std::vector<ExprPtr>& pending, Kind kind,
                                                     SourceLoc loc, ExprPtr Node::*call) {
    std::vector<std::shared_ptr<const Node>> out;
    for (ExprPtr& c : pending) {
        auto node = std::make_shared<Node>();
        node->kind = kind;
        node->loc = loc;
        (*node).*call = std::move(c);
        out.push_back(std::move(node));
    }
    pending.clear();
    return out;
}

std::vector<EquationPtr> Scalarizer::takeAssertEquations(SourceLoc loc) {
    return take<Equation>(m_pendingAsserts, EqKind::Call, loc, &Equation::call);
}

std::vector<StmtPtr> Scalarizer::takeAssertStatements(SourceLoc loc) {
    return take<Stmt>(m_pendingAsserts, StmtKind::Call, loc, &Stmt::value);
}

bool Scalarizer::guardOutputs(const Stmt& s, const Val& cond) {
    const Expr& c = *s.value;
    const ExprPtr ok = onPath(cond.el[0], s.loc);
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

// The parser's equations: equation lists and the if, when and for equations with their
// block headers and `end` checks.

#include "parser_internal.h"

namespace hs::lang::detail {

// ---------------------------------------------------------------------------
// Equations

std::vector<EquationPtr> Parser::equationList() {
    std::vector<EquationPtr> list;
    while (!atBlockEnd()) {
        const std::size_t start = m_consumed;
        try {
            list.push_back(equation());
        } catch (const SyntaxAbort&) {
            recover(start);
        }
    }
    return list;
}

EquationPtr Parser::equation() {
    DepthGuard depth(*this);
    auto eq = std::make_shared<Equation>();
    const Token& first = cur();
    eq->loc = first.loc;
    eq->begin = first.begin;
    switch (first.kind) {
    case TokenKind::KwIf: ifEquation(*eq); break;
    case TokenKind::KwWhen: whenEquation(*eq); break;
    case TokenKind::KwFor: forEquation(*eq); break;
    default: {
        ExprPtr lhs = logicalExpression();
        if (accept(TokenKind::Assign)) {
            eq->kind = EqKind::Equality;
            eq->lhs = std::move(lhs);
            eq->rhs = expression();
        } else if (lhs->kind == ExprKind::Call) {
            eq->kind = EqKind::Call;
            eq->call = std::move(lhs);
        } else if (at(TokenKind::ColonAssign)) {
            fail(cur(),
                 msg("expected '=' in equation, found ':=' (':=' is for algorithm sections)"));
        } else {
            fail(cur(), expected(tokenKindSpelling(TokenKind::Assign), msg("in equation"),
                                 describe(cur())));
        }
        break;
    }
    }
    eq->end = m_prevEnd;
    eq->description = stringComment();
    if (at(TokenKind::KwAnnotation)) annotation(&eq->annotationBegin, &eq->annotationEnd);
    expectSemicolon(msg("after equation"));
    return eq;
}

void Parser::expectEnd(TokenKind closing, const Token& opening) {
    const std::string keyword = tokenKindSpelling(closing).english();  // "'when'", a spelling
    const Message endKeyword = verbatim("'end " + keyword.substr(1, keyword.size() - 2) + "'");
    const Message context = msg("for the %1 at line %2", keyword, opening.loc.line);
    if (!at(TokenKind::KwEnd)) fail(cur(), expected(endKeyword, context, describe(cur())));
    const TokenKind next = peek().kind;
    if (next == closing) {
        advance();
        advance();
        return;
    }
    if (next == TokenKind::KwIf || next == TokenKind::KwWhen || next == TokenKind::KwFor ||
        next == TokenKind::KwWhile) {
        // `end if` closing a `when`: report at the wrong keyword and skip it.
        advance();
        fail(cur(), expected(endKeyword, context, verbatim("'end " + cur().text + "'")));
    }
    // `end Name;` or a bare `end`: leave it to the enclosing construct (the model).
    fail(cur(), expected(endKeyword, context,
                         verbatim(next == TokenKind::Identifier ? "'end " + clip(peek().text) + "'"
                                                                : std::string("'end'"))));
}

// Block headers (`if c then`, `when c then`, `while c loop`, `for i in r loop`) recover
// locally: on an error the rest of the header is skipped and the body and its `end` are
// still parsed, so they are not reported again as strays. A condition or range that
// could not be parsed is replaced by `false` / the empty range 1:0.
ExprPtr Parser::blockCondition(TokenKind keyword, std::string_view owner) {
    const Mark m = mark();
    ExprPtr cond;
    try {
        cond = expression();
        expectAtLineEnd(keyword, msg("after the condition of %1", owner));  // owner: "'if'"
    } catch (const SyntaxAbort&) {
        skipHeader(keyword);
        if (!cond) {
            Expr placeholder;
            placeholder.kind = ExprKind::Boolean;
            cond = finish(placeholder, m);
        }
    }
    return cond;
}

void Parser::forHeader(std::string& loopVar, ExprPtr& rangeExpr, std::vector<Iterator>* more) {
    const Mark m = mark();
    try {
        auto iterator = [&](std::string& var, ExprPtr& r) {
            if (!at(TokenKind::Identifier))
                fail(cur(), expected(msg("loop variable"), msg("after 'for'"), describe(cur())));
            var = advance().text;
            // without `in`, the range follows from the subscripts the variable is used in
            if (at(TokenKind::Comma) || at(TokenKind::KwLoop)) return;
            expect(TokenKind::KwIn, msg("after the loop variable"));
            r = range();
        };
        iterator(loopVar, rangeExpr);
        while (more && accept(TokenKind::Comma)) {
            Iterator next;
            iterator(next.var, next.range);
            more->push_back(std::move(next));
        }
        expectAtLineEnd(TokenKind::KwLoop, msg("after the for-range"));
    } catch (const SyntaxAbort&) {
        skipHeader(TokenKind::KwLoop);
        if (!rangeExpr) {
            Expr placeholder;
            placeholder.kind = ExprKind::Range;
            placeholder.args = {makeNumber(1, m.loc, true), makeNumber(0, m.loc, true)};
            rangeExpr = finish(placeholder, m);
        }
    }
}

// Skips the rest of a broken header: past `keyword`, or past a ';' (the header line was
// probably missing its keyword), or up to `end` / a section keyword.
void Parser::skipHeader(TokenKind keyword) {
    while (true) {
        const TokenKind k = cur().kind;
        if (k == keyword || k == TokenKind::Semicolon) {
            advance();
            return;
        }
        if (k == TokenKind::EndOfInput || k == TokenKind::KwEnd || atSectionStart()) return;
        advance();
    }
}

void Parser::ifEquation(Equation& eq) {
    BlockGuard block(*this);
    const Token opening = advance();  // if
    eq.kind = EqKind::If;
    do {
        EqBranch branch;
        branch.cond = blockCondition(TokenKind::KwThen, "'if'");
        branch.body = equationList();
        eq.branches.push_back(std::move(branch));
    } while (accept(TokenKind::KwElseif));
    if (accept(TokenKind::KwElse)) eq.elseBody = equationList();
    expectEnd(TokenKind::KwIf, opening);
}

void Parser::whenEquation(Equation& eq) {
    BlockGuard block(*this);
    const Token opening = advance();  // when
    eq.kind = EqKind::When;
    do {
        EqBranch branch;
        branch.cond = blockCondition(TokenKind::KwThen, "'when'");
        branch.body = equationList();
        eq.branches.push_back(std::move(branch));
    } while (accept(TokenKind::KwElsewhen));
    if (at(TokenKind::KwElse) || at(TokenKind::KwElseif))
        fail(cur(), msg("unexpected %1 in 'when' (use 'elsewhen')", describe(cur())));
    expectEnd(TokenKind::KwWhen, opening);
}

void Parser::forEquation(Equation& eq) {
    BlockGuard block(*this);
    const Token opening = advance();  // for
    eq.kind = EqKind::For;
    std::vector<Iterator> more;
    forHeader(eq.loopVar, eq.range, &more);
    EqBranch body;
    body.body = equationList();
    // for i in a, j in b loop ... is the loop over j inside the loop over i
    for (auto it = more.rbegin(); it != more.rend(); ++it) {
        auto inner = std::make_shared<Equation>();
        inner->kind = EqKind::For;
        inner->loc = eq.loc;
        inner->loopVar = it->var;
        inner->range = it->range;
        inner->branches.push_back(std::move(body));
        body = EqBranch{};
        body.body.push_back(std::move(inner));
    }
    eq.branches.push_back(std::move(body));
    expectEnd(TokenKind::KwFor, opening);
}

}  // namespace hs::lang::detail

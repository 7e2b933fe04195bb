// The parser's statements: algorithm lists and the if, when, for and while statements.

#include "parser_internal.h"

namespace hs::lang::detail {

// ---------------------------------------------------------------------------
// Statements

std::vector<StmtPtr> Parser::statementList() {
    std::vector<StmtPtr> list;
    while (!atBlockEnd()) {
        const std::size_t start = m_consumed;
        try {
            list.push_back(statement());
        } catch (const SyntaxAbort&) {
            recover(start);
        }
    }
    return list;
}

StmtPtr Parser::statement() {
    DepthGuard depth(*this);
    auto s = std::make_shared<Stmt>();
    s->loc = cur().loc;
    switch (cur().kind) {
    case TokenKind::KwIf: ifStatement(*s); break;
    case TokenKind::KwWhen: whenStatement(*s); break;
    case TokenKind::KwFor: forStatement(*s); break;
    case TokenKind::KwWhile: whileStatement(*s); break;
    case TokenKind::KwBreak:
        advance();
        s->kind = StmtKind::Break;
        break;
    case TokenKind::KwReturn:
        advance();
        s->kind = StmtKind::Return;
        break;
    case TokenKind::Identifier: {
        const Mark m = mark();
        const std::string name = dottedName();
        if (at(TokenKind::LeftParen)) {
            s->kind = StmtKind::Call;
            s->value = callRest(name, m);
        } else if (at(TokenKind::ColonAssign) || at(TokenKind::LeftBracket)) {
            s->target = componentReference(m, name);
            s->kind = StmtKind::Assign;
            expect(TokenKind::ColonAssign,
                   msg("in assignment to '%1'", clip(toString(*s->target))));
            s->value = expression();
        } else if (at(TokenKind::Assign)) {
            fail(cur(),
                 msg("expected ':=' in assignment, found '=' (algorithms assign with ':=')"));
        } else {
            fail(cur(),
                 msg("expected ':=' or '(' after '%1', found %2", clip(name), describe(cur())));
        }
        break;
    }
    case TokenKind::LeftParen: {
        // (a, b) := f(x)
        s->target = primary();
        if (s->target->kind != ExprKind::Tuple)
            fail(cur(), expected(msg("a statement"), verbatim("'('")));
        s->kind = StmtKind::Assign;
        expect(TokenKind::ColonAssign, msg("in assignment to '%1'", clip(toString(*s->target))));
        s->value = expression();
        break;
    }
    default: fail(cur(), expected(msg("a statement"), describe(cur())));
    }
    stringComment();
    if (at(TokenKind::KwAnnotation)) annotation();
    expectSemicolon(msg("after statement"));
    return s;
}

void Parser::ifStatement(Stmt& s) {
    BlockGuard block(*this);
    const Token opening = advance();  // if
    s.kind = StmtKind::If;
    do {
        StmtBranch branch;
        branch.cond = blockCondition(TokenKind::KwThen, "'if'");
        branch.body = statementList();
        s.branches.push_back(std::move(branch));
    } while (accept(TokenKind::KwElseif));
    if (accept(TokenKind::KwElse)) s.elseBody = statementList();
    expectEnd(TokenKind::KwIf, opening);
}

void Parser::whenStatement(Stmt& s) {
    BlockGuard block(*this);
    const Token opening = advance();  // when
    s.kind = StmtKind::When;
    do {
        StmtBranch branch;
        branch.cond = blockCondition(TokenKind::KwThen, "'when'");
        branch.body = statementList();
        s.branches.push_back(std::move(branch));
    } while (accept(TokenKind::KwElsewhen));
    if (at(TokenKind::KwElse) || at(TokenKind::KwElseif))
        fail(cur(), msg("unexpected %1 in 'when' (use 'elsewhen')", describe(cur())));
    expectEnd(TokenKind::KwWhen, opening);
}

// The body of a for statement is branches[0].body (cond unused), as for for-equations.
void Parser::forStatement(Stmt& s) {
    BlockGuard block(*this);
    const Token opening = advance();  // for
    s.kind = StmtKind::For;
    std::vector<Iterator> more;
    forHeader(s.loopVar, s.range, &more);
    StmtBranch body;
    body.body = statementList();
    for (auto it = more.rbegin(); it != more.rend(); ++it) {
        auto inner = std::make_shared<Stmt>();
        inner->kind = StmtKind::For;
        inner->loc = s.loc;
        inner->loopVar = it->var;
        inner->range = it->range;
        inner->branches.push_back(std::move(body));
        body = StmtBranch{};
        body.body.push_back(std::move(inner));
    }
    s.branches.push_back(std::move(body));
    expectEnd(TokenKind::KwFor, opening);
}

void Parser::whileStatement(Stmt& s) {
    BlockGuard block(*this);
    const Token opening = advance();  // while
    s.kind = StmtKind::While;
    StmtBranch branch;
    branch.cond = blockCondition(TokenKind::KwLoop, "'while'");
    branch.body = statementList();
    s.branches.push_back(std::move(branch));
    expectEnd(TokenKind::KwWhile, opening);
}

}  // namespace hs::lang::detail

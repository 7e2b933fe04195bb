// Recursive-descent parser of the flat Modelica subset, following the Modelica grammar:
//
//   expression      = simple | "if" expression "then" expression
//                     { "elseif" expression "then" expression } "else" expression
//   logical         = term { "or" term };   term = factor { "and" factor }
//   factor          = [ "not" ] relation
//   relation        = arithmetic [ relop arithmetic ]          (non-associative)
//   arithmetic      = [ "+" | "-" ] mulTerm { ("+" | "-") mulTerm }
//   mulTerm         = power { ("*" | "/") power }
//   power           = primary [ ("^" | ".^") primary ]         (non-associative)
//
// So a leading sign applies to a whole term: `-a*b` is Neg(a*b), and a negative literal
// `-9.81` is Neg(Number 9.81) (literals are never negative). A sign after a binary
// operator (`a*-b`, `a^-1`) is an error, as in Modelica. Ranges `a:b` / `a:s:b` are only
// parsed where a for-range is expected.

#include "parser_internal.h"

namespace hs::lang::detail {

// ---------------------------------------------------------------------------
// Expressions

ExprPtr Parser::finish(Expr& e, const Mark& m) const {
    for (const ExprPtr& a : e.args)
        if (a) e.depth = std::max(e.depth, a->depth + 1);
    e.loc = m.loc;
    e.begin = m.begin;
    e.end = std::max(m_prevEnd, m.begin);
    return std::make_shared<const Expr>(std::move(e));
}

ExprPtr Parser::unary(Op op, ExprPtr a, const Mark& m) const {
    Expr e;
    e.kind = ExprKind::Unary;
    e.op = op;
    e.args.push_back(std::move(a));
    return finish(e, m);
}

// Operator chains (a + b + c + ...) are parsed in loops, not by recursion, but build a
// tree as deep as the chain is long: beyond kMaxExpressionDepth that is an error here,
// before a later pass could overflow its stack walking it.
ExprPtr Parser::binary(Op op, ExprPtr a, ExprPtr b, const Mark& m) {
    Expr e;
    e.kind = ExprKind::Binary;
    e.op = op;
    e.args.push_back(std::move(a));
    e.args.push_back(std::move(b));
    ExprPtr result = finish(e, m);
    if (result->depth > kMaxExpressionDepth)
        fail(m_cur,
             msg("the expression is too long: more than %1 operations in one chain or nested "
                 "(a sum of n terms counts n); split it with intermediate variables",
                 kMaxExpressionDepth));
    return result;
}

ExprPtr Parser::expression() {
    DepthGuard depth(*this);
    if (at(TokenKind::KwIf)) return ifExpression();
    const Mark m = mark();
    ExprPtr first = logicalExpression();
    if (!at(TokenKind::Colon)) return first;
    return rangeRest(std::move(first), m);
}

// After the first part of a range: ":" b or ":" step ":" b.
ExprPtr Parser::rangeRest(ExprPtr first, const Mark& m) {
    Expr e;
    e.kind = ExprKind::Range;
    e.args.push_back(std::move(first));
    expect(TokenKind::Colon, msg("in range (written a:b or a:step:b)"));
    e.args.push_back(logicalExpression());
    if (accept(TokenKind::Colon)) e.args.push_back(logicalExpression());
    return finish(e, m);
}

ExprPtr Parser::ifExpression() {
    const Mark m = mark();
    advance();  // if
    Expr e;
    e.kind = ExprKind::If;
    do {
        e.args.push_back(expression());
        expect(TokenKind::KwThen, msg("after the condition of the if-expression"));
        e.args.push_back(expression());
    } while (accept(TokenKind::KwElseif));
    expect(TokenKind::KwElse, msg("in if-expression (it needs an 'else' branch)"));
    e.args.push_back(expression());
    return finish(e, m);
}

// What a for-loop iterates over: a range a:b or a:step:b, or an array expression.
ExprPtr Parser::range() {
    DepthGuard depth(*this);
    const Mark m = mark();
    ExprPtr first = logicalExpression();
    if (!at(TokenKind::Colon)) return first;
    return rangeRest(std::move(first), m);
}

ExprPtr Parser::logicalExpression() {
    const Mark m = mark();
    ExprPtr left = logicalTerm();
    while (accept(TokenKind::KwOr)) left = binary(Op::Or, std::move(left), logicalTerm(), m);
    return left;
}

ExprPtr Parser::logicalTerm() {
    const Mark m = mark();
    ExprPtr left = logicalFactor();
    while (accept(TokenKind::KwAnd)) left = binary(Op::And, std::move(left), logicalFactor(), m);
    return left;
}

ExprPtr Parser::logicalFactor() {
    const Mark m = mark();
    if (accept(TokenKind::KwNot)) {
        if (at(TokenKind::KwNot)) fail(cur(), msg("'not not' is not allowed; use parentheses"));
        return unary(Op::Not, relation(), m);
    }
    return relation();
}

ExprPtr Parser::relation() {
    const Mark m = mark();
    ExprPtr left = arithmetic();
    if (!isRelationToken(cur().kind)) return left;
    const Op op = relationOp(advance().kind);
    ExprPtr result = binary(op, std::move(left), arithmetic(), m);
    if (isRelationToken(cur().kind))
        fail(cur(), msg("comparisons cannot be chained; use 'and' or parentheses"));
    return result;
}

ExprPtr Parser::arithmetic() {
    const Mark m = mark();
    ExprPtr left;
    if (at(TokenKind::Plus) || at(TokenKind::Minus) || at(TokenKind::DotPlus) ||
        at(TokenKind::DotMinus)) {
        const TokenKind k = advance().kind;
        const Op op = k == TokenKind::Plus || k == TokenKind::DotPlus ? Op::Plus : Op::Neg;
        left = unary(op, mulTerm(), m);
    } else {
        left = mulTerm();
    }
    while (at(TokenKind::Plus) || at(TokenKind::Minus) || at(TokenKind::DotPlus) ||
           at(TokenKind::DotMinus)) {
        const TokenKind k = advance().kind;
        const Op op = k == TokenKind::Plus      ? Op::Add
                      : k == TokenKind::Minus   ? Op::Sub
                      : k == TokenKind::DotPlus ? Op::ElemAdd
                                                : Op::ElemSub;
        left = binary(op, std::move(left), mulTerm(), m);
    }
    return left;
}

ExprPtr Parser::mulTerm() {
    const Mark m = mark();
    ExprPtr left = power();
    while (at(TokenKind::Star) || at(TokenKind::Slash) || at(TokenKind::DotStar) ||
           at(TokenKind::DotSlash)) {
        const TokenKind k = advance().kind;
        const Op op = k == TokenKind::Star      ? Op::Mul
                      : k == TokenKind::Slash   ? Op::Div
                      : k == TokenKind::DotStar ? Op::ElemMul
                                                : Op::ElemDiv;
        left = binary(op, std::move(left), power(), m);
    }
    return left;
}

ExprPtr Parser::power() {
    const Mark m = mark();
    ExprPtr base = primary();
    if (!at(TokenKind::Caret) && !at(TokenKind::DotCaret)) return base;
    const Op op = advance().kind == TokenKind::Caret ? Op::Pow : Op::ElemPow;
    ExprPtr result = binary(op, std::move(base), primary(), m);
    if (at(TokenKind::Caret) || at(TokenKind::DotCaret))
        fail(cur(), msg("'^' is not associative; use parentheses, e.g. (a^b)^c or a^(b^c)"));
    return result;
}

ExprPtr Parser::primary() {
    const Mark m = mark();
    const Token& t = cur();  // only read before advance()
    Expr e;
    switch (t.kind) {
    case TokenKind::Number:
        e.kind = ExprKind::Number;
        e.number = t.number;
        e.isInteger = t.isInteger;
        advance();
        return finish(e, m);
    case TokenKind::String:
        e.kind = ExprKind::String;
        e.text = advance().text;
        return finish(e, m);
    case TokenKind::KwTrue:
    case TokenKind::KwFalse:
        e.kind = ExprKind::Boolean;
        e.boolean = t.kind == TokenKind::KwTrue;
        advance();
        return finish(e, m);
    case TokenKind::Identifier:
    case TokenKind::Dot: {
        // a name, `.A.b` from the top of the class tree, a call
        if (t.kind == TokenKind::Dot && peek().kind != TokenKind::Identifier) break;
        std::string name = typeSpecifier();
        if (at(TokenKind::LeftParen)) return callRest(std::move(name), m);
        return componentReference(m, std::move(name));
    }
    case TokenKind::KwEnd:
        if (m_subscripts > 0) {
            advance();
            e.kind = ExprKind::End;
            return finish(e, m);
        }
        break;
    case TokenKind::KwInitial:
        if (peek().kind == TokenKind::LeftParen) {
            advance();
            return callRest("initial", m);
        }
        break;
    case TokenKind::LeftParen: {
        advance();
        ExprPtr inner = at(TokenKind::Comma) ? nullptr : expression();
        if (inner && !at(TokenKind::Comma)) {
            expect(TokenKind::RightParen, msg("to close '('"));
            return inner;
        }
        // (a, b, ...): the outputs of a call, an output left out empty
        e.kind = ExprKind::Tuple;
        auto omitted = [&] {
            Expr gap;
            gap.kind = ExprKind::Tuple;
            gap.loc = cur().loc;
            gap.begin = gap.end = cur().begin;
            return std::make_shared<const Expr>(std::move(gap));
        };
        e.args.push_back(inner ? inner : omitted());
        while (accept(TokenKind::Comma))
            e.args.push_back(at(TokenKind::Comma) || at(TokenKind::RightParen) ? omitted()
                                                                               : expression());
        expect(TokenKind::RightParen, msg("to close '('"));
        return finish(e, m);
    }
    case TokenKind::LeftBrace:
        advance();
        e.kind = ExprKind::Array;
        argumentList(e, TokenKind::RightBrace, false);
        return finish(e, m);
    case TokenKind::LeftBracket: {
        // [a, b; c, d]: rows of elements
        advance();
        e.kind = ExprKind::Matrix;
        do {
            const Mark rowMark = mark();
            Expr row;
            row.kind = ExprKind::Array;
            do row.args.push_back(expression());
            while (accept(TokenKind::Comma));
            e.args.push_back(finish(row, rowMark));
        } while (accept(TokenKind::Semicolon));
        expect(TokenKind::RightBracket, msg("to close '['"));
        return finish(e, m);
    }
    case TokenKind::Plus:
    case TokenKind::Minus:
        fail(t, msg("unexpected %1: a sign after an operator needs parentheses, e.g. a*(-b)",
                    describe(t)));
    case TokenKind::KwIf:
        fail(t,
             msg("an if-expression inside an expression needs parentheses: (if c then a else b)"));
    default: break;
    }
    fail(t, expected(msg("an expression"), describe(t)));
}

// After the function name: "(" [arg {"," arg}] ")" where arg = [name "="] expression.
ExprPtr Parser::callRest(std::string name, const Mark& m) {
    advance();  // (
    Expr e;
    e.kind = ExprKind::Call;
    e.text = std::move(name);
    argumentList(e, TokenKind::RightParen, true);
    return finish(e, m);
}

// a[s1, s2, ...]: each subscript an expression (with `end`), a range or ':'.
ExprPtr Parser::subscripts(ExprPtr base, const Mark& m) {
    Expr e;
    e.kind = ExprKind::Index;
    e.args.push_back(std::move(base));
    advance();  // [
    ++m_subscripts;
    struct Leave {
        int& depth;
        ~Leave() { --depth; }
    } leave{m_subscripts};
    do {
        if (at(TokenKind::Colon) &&
            (peek().kind == TokenKind::Comma || peek().kind == TokenKind::RightBracket)) {
            const Mark c = mark();
            advance();
            Expr colon;
            colon.kind = ExprKind::Colon;
            e.args.push_back(finish(colon, c));
        } else {
            e.args.push_back(expression());
        }
    } while (accept(TokenKind::Comma));
    expect(TokenKind::RightBracket, msg("to close the subscripts '['"));
    return finish(e, m);
}

// After a (dotted) name: its subscripts and the components of array elements, `a[i].b[j].c`.
ExprPtr Parser::componentReference(const Mark& m, std::string name) {
    Expr e;
    e.kind = ExprKind::Name;
    e.text = std::move(name);
    ExprPtr result = finish(e, m);
    while (true) {
        if (at(TokenKind::LeftBracket) && result->kind != ExprKind::Index) {
            result = subscripts(std::move(result), m);
            continue;
        }
        if (at(TokenKind::Dot) && result->kind == ExprKind::Index &&
            peek().kind == TokenKind::Identifier) {
            advance();  // .
            Expr member;
            member.kind = ExprKind::Member;
            member.text = advance().text;
            member.args.push_back(std::move(result));
            result = finish(member, m);
            continue;
        }
        return result;
    }
}

void Parser::argumentList(Expr& e, TokenKind closing, bool allowNames) {
    if (!at(closing)) {
        // a reduction or comprehension: f(e for i in r), {e for i in r}
        const Mark first = mark();
        if (!(allowNames && at(TokenKind::Identifier) && peek().kind == TokenKind::Assign)) {
            ExprPtr body = expression();
            if (at(TokenKind::KwFor)) {
                advance();
                Expr c;
                c.kind = ExprKind::Comprehension;
                if (!at(TokenKind::Identifier))
                    fail(cur(),
                         expected(msg("loop variable"), msg("after 'for'"), describe(cur())));
                c.text = advance().text;
                if (at(TokenKind::KwIn)) {
                    advance();
                    c.args = {std::move(body), range()};
                } else {
                    // `for i` alone: the range follows from the subscripts i is used in
                    // (spec 10.4.1.2)
                    c.args = {std::move(body), makeName(kDeducedRange, cur().loc)};
                }
                if (at(TokenKind::Comma)) {
                    unsupported(cur(),
                                msg("a comprehension over several iterators is not supported yet"));
                    throw SyntaxAbort{};
                }
                ExprPtr comprehension = finish(c, first);
                if (e.kind == ExprKind::Array) {
                    expect(closing, msg("to close '{'"));
                    // {e for i in r} is the comprehension itself
                    Expr& self = e;
                    self = Expr{};
                    self.kind = ExprKind::Comprehension;
                    self.text = comprehension->text;
                    self.args = comprehension->args;
                    return;
                }
                e.args.push_back(std::move(comprehension));
                e.argNames.emplace_back();
                expect(closing, msg("to close the arguments of '%1('", clip(e.text)));
                return;
            }
            e.args.push_back(std::move(body));
            if (allowNames) e.argNames.emplace_back();
            if (!accept(TokenKind::Comma)) {
                if (closing == TokenKind::RightParen)
                    expect(closing, msg("to close the arguments of '%1('", clip(e.text)));
                else
                    expect(closing, msg("to close '{'"));
                return;
            }
        }
        do {
            std::string argName;
            if (allowNames && at(TokenKind::Identifier) && peek().kind == TokenKind::Assign) {
                argName = advance().text;
                advance();  // =
            }
            e.args.push_back(expression());
            if (allowNames) e.argNames.push_back(std::move(argName));
        } while (accept(TokenKind::Comma));
    }
    if (closing == TokenKind::RightParen)
        expect(closing, msg("to close the arguments of '%1('", clip(e.text)));
    else
        expect(closing, msg("to close '{'"));
}

}  // namespace hs::lang::detail

#include "hs/lang/parser.h"

#include "parser_internal.h"

// The parser's cursor over the lexer's tokens, its errors and recovery, the snippets'
// entry points and the public functions; the grammar's parts are in parser_*.cpp.

namespace hs::lang {
namespace detail {

// ---------------------------------------------------------------------------
// Tokens, errors, recovery

Token Parser::advance() {
    if (m_cur.kind == TokenKind::EndOfInput) return m_cur;
    m_prevEnd = m_cur.end;
    m_prevLine = m_cur.loc.line;
    ++m_consumed;
    Token t = std::move(m_cur);
    m_cur = std::move(m_next);
    m_next = m_cur.kind == TokenKind::EndOfInput ? m_cur : m_lexer.next();
    return t;
}

bool Parser::accept(TokenKind k) {
    if (!at(k)) return false;
    advance();
    return true;
}

Token Parser::expect(TokenKind k, Message context) {
    if (at(k)) return advance();
    fail(cur(), expected(tokenKindSpelling(k), std::move(context), describe(cur())));
}

bool Parser::atSectionStart() const {
    switch (cur().kind) {
    case TokenKind::KwEquation:
    case TokenKind::KwAlgorithm:
        return true;
    case TokenKind::KwInitial:
        return peek().kind == TokenKind::KwEquation || peek().kind == TokenKind::KwAlgorithm;
    default:
        return false;
    }
}

bool Parser::atBlockEnd() const {
    switch (cur().kind) {
    case TokenKind::EndOfInput:
    case TokenKind::KwEnd:
    case TokenKind::KwElse:
    case TokenKind::KwElseif:
    case TokenKind::KwElsewhen:
        return true;
    default:
        return atSectionStart();
    }
}

void Parser::report(const Token& at, Message text) {
    // An unterminated comment/string already explained why the input ends early, and a
    // second error at the very token of the previous one is only a consequence of it.
    if (at.kind == TokenKind::EndOfInput && m_lexer.truncated()) return;
    if (at.begin == m_lastErrorBegin) return;
    m_lastErrorBegin = at.begin;
    if (m_errorCount >= kMaxErrors) {
        m_gaveUp = true;
        throw TooManyErrors{};
    }
    ++m_errorCount;
    m_diagnostics.push_back({Severity::Error, Code::ParseError, at.loc, std::move(text)});
}

void Parser::unsupported(const Token& at, Message text) {
    if (at.begin == m_lastErrorBegin) return;
    m_lastErrorBegin = at.begin;
    ++m_errorCount;
    m_diagnostics.push_back({Severity::Error, Code::Unsupported, at.loc, std::move(text)});
}

void Parser::warn(SourceLoc loc, Code code, Message text) {
    m_diagnostics.push_back({Severity::Warning, code, loc, std::move(text)});
}

void Parser::fail(const Token& at, Message text) {
    report(at, std::move(text));
    throw SyntaxAbort{};
}

void Parser::expectSemicolon(Message context) {
    expectAtLineEnd(TokenKind::Semicolon, std::move(context));
}

// Like expect(), but when the offending token is on a later line, the keyword was most
// likely forgotten at the end of the line: report it and carry on without skipping.
void Parser::expectAtLineEnd(TokenKind k, Message context) {
    if (accept(k)) return;
    const Token& t = cur();
    report(t, expected(tokenKindSpelling(k), std::move(context), describe(t)));
    if (t.kind != TokenKind::EndOfInput && t.loc.line > m_prevLine) return;
    throw SyntaxAbort{};
}

// Skips to just after the next ';', or to a token that ends the enclosing list. Always
// consumes at least one token when the failed item consumed none, so lists make progress.
void Parser::recover(std::size_t start) {
    while (true) {
        const TokenKind k = cur().kind;
        if (k == TokenKind::Semicolon) {
            advance();
            return;
        }
        if (k == TokenKind::EndOfInput || k == TokenKind::KwEnd || atSectionStart()) break;
        if (m_blockDepth > 0 &&
            (k == TokenKind::KwElse || k == TokenKind::KwElseif || k == TokenKind::KwElsewhen))
            break;
        advance();
    }
    if (m_consumed == start && !at(TokenKind::EndOfInput)) advance();
}

// `end if;`, `end when;` ... that closes nothing: report, skip it and its ';'.
void Parser::skipStrayEnd() {
    const std::size_t start = m_consumed;
    const Token& endToken = cur();
    std::string what = "'end'";
    if (peek().kind != TokenKind::EndOfInput && peek().kind != TokenKind::Semicolon)
        what = "'end " + clip(peek().text) + "'";
    report(endToken, msg("%1 does not close any open block", what));
    advance();
    recover(start);
}

// ---------------------------------------------------------------------------
// Entry points and diagnostics

std::vector<StmtPtr> Parser::statementsToEnd() {
    std::vector<StmtPtr> list;
    try {
        while (true) {
            auto more = statementList();
            list.insert(list.end(), std::make_move_iterator(more.begin()),
                        std::make_move_iterator(more.end()));
            if (at(TokenKind::EndOfInput)) break;
            // A block keyword that closes nothing here.
            if (at(TokenKind::KwEnd)) {
                skipStrayEnd();
            } else {
                report(cur(), msg("unexpected %1", describe(cur())));
                if (peek().kind == TokenKind::KwEquation || peek().kind == TokenKind::KwAlgorithm)
                    advance();
                advance();
            }
        }
    } catch (const TooManyErrors&) {
    }
    return list;
}

Modification Parser::annotationToEnd() {
    try {
        if (at(TokenKind::KwAnnotation)) advance();
        Modification m = classModification();
        if (!at(TokenKind::EndOfInput) && !at(TokenKind::Semicolon)) return {};
        return hasErrors() ? Modification{} : m;
    } catch (const SyntaxAbort&) {
    } catch (const TooManyErrors&) {
    }
    return {};
}

ExprPtr Parser::expressionToEnd() {
    try {
        if (at(TokenKind::EndOfInput))
            fail(cur(), expected(msg("an expression"), describe(cur())));  // end of input
        ExprPtr e = expression();
        if (!at(TokenKind::EndOfInput))
            fail(cur(), msg("unexpected %1 after the expression", describe(cur())));
        return hasErrors() ? nullptr : e;
    } catch (const SyntaxAbort&) {
    } catch (const TooManyErrors&) {
    }
    return nullptr;
}

bool Parser::hasErrors() const { return m_errorCount > 0 || !m_lexer.errors().empty(); }

void Parser::internalError(Message what) {
    m_diagnostics.push_back(
        {Severity::Error, Code::ParseError, cur().loc, msg("parser failure: %1", std::move(what))});
}

void Parser::flush(DiagnosticList& diags) {
    if (m_flushed) return;
    m_flushed = true;
    std::vector<PendingDiagnostic> all;
    all.reserve(m_lexer.errors().size() + m_diagnostics.size());
    for (const auto& e : m_lexer.errors())
        all.push_back({Severity::Error, Code::ParseError, e.loc, e.text});
    for (auto& d : m_diagnostics) all.push_back(std::move(d));
    std::stable_sort(all.begin(), all.end(), [](const auto& a, const auto& b) {
        return a.loc.line != b.loc.line ? a.loc.line < b.loc.line : a.loc.column < b.loc.column;
    });
    std::size_t errors = 0;
    bool truncated = m_gaveUp;
    SourceLoc last;
    for (auto& d : all) {
        if (d.severity == Severity::Error) {
            if (errors == kMaxErrors) {
                truncated = true;
                continue;
            }
            ++errors;
            last = d.loc;
        }
        diags.add(d.severity, d.code, d.loc, std::move(d.text));
    }
    if (truncated)
        diags.error(Code::ParseError, last, msg("too many errors; stopped after %1", kMaxErrors));
    m_diagnostics.clear();
}

// Runs `parse` on a fresh Parser and flushes its diagnostics; nothing is thrown out.
template <typename Result, typename Parse>
Result runParser(std::string_view source, SourceLoc origin, DiagnosticList& diags,
                 Parse parse) {
    std::optional<Parser> parser;
    try {
        parser.emplace(source, origin);
        Result result = parse(*parser);
        parser->flush(diags);
        return result;
    } catch (const std::exception& e) {
        if (parser) parser->internalError(verbatim(e.what()));
    } catch (...) {
        if (parser) parser->internalError(msg("unknown exception"));
    }
    try {
        if (parser)
            parser->flush(diags);
        else
            diags.error(Code::ParseError, origin, msg("parser failure: out of memory"));
    } catch (...) {
    }
    return Result{};
}

}  // namespace detail

using detail::Parser;
using detail::runParser;

std::optional<StoredDefinition> parseStoredDefinition(std::string_view source,
                                                      DiagnosticList& diags, int file) {
    return runParser<std::optional<StoredDefinition>>(
        source, {1, 1, file}, diags, [](Parser& p) { return p.storedDefinition(); });
}

std::vector<std::string> modelNames(std::string_view source) {
    DiagnosticList ignored;
    const std::optional<StoredDefinition> sd = parseStoredDefinition(source, ignored);
    std::vector<std::string> names;
    if (!sd) return names;
    for (const ClassPtr& c : sd->classes) {
        if (c->isModelLike() && !c->partial) names.push_back(c->name);
        if (c->kind != ClassKind::Package) continue;
        // the models of a package written in the source: its examples
        for (const ClassPtr& nested : c->classes)
            if (nested->isModelLike() && !nested->partial)
                names.push_back(c->name + "." + nested->name);
    }
    return names;
}

Modification parseAnnotation(std::string_view text) {
    DiagnosticList ignored;
    return runParser<Modification>(text, {1, 1}, ignored,
                                   [](Parser& p) { return p.annotationToEnd(); });
}

std::vector<StmtPtr> parseStatements(std::string_view source, DiagnosticList& diags,
                                     SourceLoc origin) {
    return runParser<std::vector<StmtPtr>>(source, origin, diags,
                                           [](Parser& p) { return p.statementsToEnd(); });
}

ExprPtr parseExpression(std::string_view source, DiagnosticList& diags, SourceLoc origin) {
    return runParser<ExprPtr>(source, origin, diags,
                              [](Parser& p) { return p.expressionToEnd(); });
}

}  // namespace hs::lang

#include "hs/lang/parser.h"

#include "hs/lang/lexer.h"

#include <algorithm>
#include <cmath>
#include <exception>
#include <optional>
#include <string>
#include <utility>
#include <vector>

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
//
// Error handling: a syntax error is recorded and a SyntaxAbort is thrown; it is caught by
// the innermost list (of elements, equations or statements), which skips to the next ';'
// (or `end`, a section keyword, or `else`-like keywords inside blocks) and continues.
// Block headers recover locally so that their body is still parsed, and a missing ';'
// (or `then` / `loop`) at the end of a line is reported without skipping the next line.
// An error at the same token as the previous one is not repeated, errors at the end of
// input after an unterminated comment/string are dropped, and at most kMaxErrors are
// reported. Nesting deeper than kMaxDepth is an error (no stack overflow). No exception
// leaves the public functions.

namespace hs::lang {

namespace {

constexpr int kMaxDepth = 200;          // nesting of expressions and blocks
constexpr std::size_t kMaxErrors = 100;  // per parse; further errors are dropped

struct SyntaxAbort {};    // an error was recorded; resynchronise at the nearest list
struct TooManyErrors {};  // give up the whole parse

struct PendingDiagnostic {
    Severity severity = Severity::Error;
    Code code = Code::ParseError;
    SourceLoc loc;
    Message text;
};

std::string clip(std::string_view text) {
    constexpr std::size_t kMax = 24;
    std::string out;
    for (const char c : text.substr(0, kMax)) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u >= 0x7F) {
            static const char hex[] = "0123456789abcdef";
            out += "\\x";
            out += hex[u >> 4];
            out += hex[u & 15];
        } else {
            out += c;
        }
    }
    if (text.size() > kMax) out += "...";
    return out;
}

// How a token is shown in "found ..." parts of messages: its spelling as it is, or words
// (translated) around it.
Message describe(const Token& t) {
    switch (t.kind) {
    case TokenKind::EndOfInput: return msg("end of input");
    case TokenKind::String: return msg("string \"%1\"", clip(t.text));
    case TokenKind::Invalid: return msg("invalid character '%1'", clip(t.text));
    default: return verbatim("'" + clip(t.text) + "'");
    }
}

// "expected X, found Y"; with a context (a phrase such as "after declaration"),
// "expected X after declaration, found Y". X is a token's spelling or a phrase.
Message expected(Message what, Message found) {
    return msg("expected %1, found %2", std::move(what), std::move(found));
}
Message expected(Message what, Message context, Message found) {
    if (context.empty()) return expected(std::move(what), std::move(found));
    return msg("expected %1 %2, found %3", std::move(what), std::move(context), std::move(found));
}

std::optional<double> constantValue(const Expr& e) {
    switch (e.kind) {
    case ExprKind::Number:
        return e.number;
    case ExprKind::Unary: {
        if (e.args.size() != 1 || !e.args[0]) return std::nullopt;
        const auto v = constantValue(*e.args[0]);
        if (!v) return std::nullopt;
        if (e.op == Op::Neg) return -*v;
        if (e.op == Op::Plus) return *v;
        return std::nullopt;
    }
    case ExprKind::Binary: {
        if (e.args.size() != 2 || !e.args[0] || !e.args[1]) return std::nullopt;
        const auto a = constantValue(*e.args[0]);
        const auto b = constantValue(*e.args[1]);
        if (!a || !b) return std::nullopt;
        switch (e.op) {
        case Op::Add: return *a + *b;
        case Op::Sub: return *a - *b;
        case Op::Mul: return *a * *b;
        case Op::Div: return *a / *b;
        case Op::Pow: return std::pow(*a, *b);
        default: return std::nullopt;
        }
    }
    default:
        return std::nullopt;
    }
}

bool isRelationToken(TokenKind k) {
    return k == TokenKind::Less || k == TokenKind::LessEqual || k == TokenKind::Greater ||
           k == TokenKind::GreaterEqual || k == TokenKind::EqualEqual ||
           k == TokenKind::NotEqual;
}

Op relationOp(TokenKind k) {
    switch (k) {
    case TokenKind::Less: return Op::Lt;
    case TokenKind::LessEqual: return Op::Le;
    case TokenKind::Greater: return Op::Gt;
    case TokenKind::GreaterEqual: return Op::Ge;
    case TokenKind::EqualEqual: return Op::Eq;
    default: return Op::Ne;
    }
}

// Parser: one instance per parsed text. Pulls tokens from a Lexer with one token of
// lookahead (no token vector: memory stays proportional to the AST) and gathers the
// diagnostics, flushed sorted by position by flush().
class Parser {
public:
    Parser(std::string_view source, SourceLoc origin)
        : m_lexer(source, origin), m_cur(m_lexer.next()), m_next(m_lexer.next()) {}

    std::optional<ModelAst> model();
    std::vector<StmtPtr> statementsToEnd();
    ExprPtr expressionToEnd();

    bool hasErrors() const;
    void flush(DiagnosticList& diags);
    void internalError(Message what);

private:
    struct Mark {
        SourceLoc loc;
        int begin = 0;
    };

    // Counts nesting; fails (instead of overflowing the stack) beyond kMaxDepth.
    class DepthGuard {
    public:
        explicit DepthGuard(Parser& p) : m_parser(p) {
            if (m_parser.m_depth >= kMaxDepth)
                m_parser.fail(m_parser.cur(),
                              msg("nesting is too deep (more than %1 levels)", kMaxDepth));
            ++m_parser.m_depth;
        }
        ~DepthGuard() { --m_parser.m_depth; }
        DepthGuard(const DepthGuard&) = delete;
        DepthGuard& operator=(const DepthGuard&) = delete;

    private:
        Parser& m_parser;
    };

    // Marks the inside of an if/when/for/while block (recovery then stops at `else`...).
    class BlockGuard {
    public:
        explicit BlockGuard(Parser& p) : m_parser(p) { ++m_parser.m_blockDepth; }
        ~BlockGuard() { --m_parser.m_blockDepth; }
        BlockGuard(const BlockGuard&) = delete;
        BlockGuard& operator=(const BlockGuard&) = delete;

    private:
        Parser& m_parser;
    };

    // Tokens
    // The current token; the reference is invalidated by advance().
    const Token& cur() const { return m_cur; }
    const Token& peek() const { return m_next; }
    bool at(TokenKind k) const { return m_cur.kind == k; }
    Token advance();
    bool accept(TokenKind k);
    // `context` says where the token belongs ("after declaration"); may be empty.
    Token expect(TokenKind k, Message context = {});
    Mark mark() const { return {cur().loc, cur().begin}; }
    bool atSectionStart() const;
    bool atBlockEnd() const;

    // Errors and recovery
    void report(const Token& at, Message text);
    void warn(SourceLoc loc, Code code, Message text);
    // A construct of Modelica that HybridStudio does not read yet (code "unsupported").
    void unsupported(const Token& at, Message text);
    [[noreturn]] void fail(const Token& at, Message text);
    void expectSemicolon(Message context);
    void expectAtLineEnd(TokenKind k, Message context);
    void recover(std::size_t start);
    void skipStrayEnd();

    // Model structure
    void modelBody(ModelAst& m);
    void modelEnd(ModelAst& m);
    void element(ModelAst& m);
    void typeAlias(ModelAst& m);
    bool skipNestedClass();
    void declaration(ModelAst& m);
    std::vector<Modifier> modifiers();
    std::string dottedName();
    std::string stringComment();
    void annotation(Experiment* experiment);
    void experimentAnnotation(Experiment& experiment);
    void skipAnnotationArgument();

    // Equations
    std::vector<EquationPtr> equationList();
    EquationPtr equation();
    void ifEquation(Equation& eq);
    void whenEquation(Equation& eq);
    void forEquation(Equation& eq);
    void expectEnd(TokenKind closing, const Token& opening);
    ExprPtr blockCondition(TokenKind keyword, std::string_view owner);
    void forHeader(std::string& loopVar, ExprPtr& range);
    void skipHeader(TokenKind keyword);

    // Statements
    std::vector<StmtPtr> statementList();
    StmtPtr statement();
    void ifStatement(Stmt& s);
    void whenStatement(Stmt& s);
    void forStatement(Stmt& s);
    void whileStatement(Stmt& s);

    // Expressions
    ExprPtr expression();
    ExprPtr ifExpression();
    ExprPtr range();
    ExprPtr logicalExpression();
    ExprPtr logicalTerm();
    ExprPtr logicalFactor();
    ExprPtr relation();
    ExprPtr arithmetic();
    ExprPtr mulTerm();
    ExprPtr power();
    ExprPtr primary();
    ExprPtr callRest(std::string name, const Mark& m);
    void argumentList(Expr& e, TokenKind closing, bool allowNames);
    ExprPtr finish(Expr& e, const Mark& m) const;
    ExprPtr unary(Op op, ExprPtr a, const Mark& m) const;
    ExprPtr binary(Op op, ExprPtr a, ExprPtr b, const Mark& m);

    Lexer m_lexer;
    Token m_cur;
    Token m_next;
    std::size_t m_consumed = 0;  // tokens consumed so far (progress of recovery)
    int m_prevEnd = 0;        // byte offset just after the last consumed token
    int m_prevLine = 0;       // line of the last consumed token
    int m_depth = 0;
    bool m_protected = false;  // inside a `protected` section
    int m_blockDepth = 0;
    bool m_gaveUp = false;
    bool m_flushed = false;
    int m_lastErrorBegin = -1;
    std::size_t m_errorCount = 0;
    std::vector<PendingDiagnostic> m_diagnostics;
};

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
// Model

// Modelica's reserved words that the flat subset does not support yet: where they would
// start a class, an element or a prefix they are reported as `unsupported` at the word,
// not as a syntax error further on.
bool unsupportedWord(const Token& t) {
    static const char* const kWords[] = {"function",    "record",   "connector", "package",  "operator",
                                         "expandable",  "encapsulated", "partial", "pure",  "impure",
                                         "import",      "replaceable",  "redeclare", "inner", "outer",
                                         "flow",        "stream",   "constrainedby"};
    if (t.kind != TokenKind::Identifier) return false;
    for (const char* w : kWords)
        if (t.text == w) return true;
    return false;
}

std::optional<ModelAst> Parser::model() {
    ModelAst m;
    try {
        // within [name] ;  names the enclosing package; a flat model needs nothing from it
        if (at(TokenKind::Identifier) && cur().text == "within") {
            advance();
            if (at(TokenKind::Identifier)) m.within = dottedName();
            expectSemicolon(msg("after 'within'"));
        }
        // `class` and `block` hold the same as `model` in the flat subset
        const bool classWord = at(TokenKind::Identifier) && (cur().text == "class" || cur().text == "block");
        if (unsupportedWord(cur()) || at(TokenKind::KwType)) {
            unsupported(cur(),
                        msg("'%1' classes are not supported yet: a source holds one flat model",
                            cur().text));
            return std::nullopt;
        }
        if (classWord)
            advance();
        else
            expect(TokenKind::KwModel, msg("at the start of the source"));
        if (!at(TokenKind::Identifier)) fail(cur(), expected(msg("model name"), describe(cur())));
        const Token name = advance();
        m.name = name.text;
        m.loc = name.loc;
    } catch (const SyntaxAbort&) {
        return std::nullopt;
    } catch (const TooManyErrors&) {
        return std::nullopt;
    }
    try {
        m.description = stringComment();
        modelBody(m);
    } catch (const TooManyErrors&) {
    }
    return m;
}

void Parser::modelBody(ModelAst& m) {
    enum class Section { Elements, Equations, InitialEquations, Algorithm, InitialAlgorithm };
    Section section = Section::Elements;
    while (true) {
        const std::size_t start = m_consumed;
        const Token& t = cur();
        switch (t.kind) {
        case TokenKind::EndOfInput:
            report(t, expected(verbatim("'end " + m.name + ";'"), describe(t)));  // end of input
            return;
        case TokenKind::KwEquation:
            advance();
            section = Section::Equations;
            continue;
        case TokenKind::KwAlgorithm:
            advance();
            section = Section::Algorithm;
            m.algorithms.emplace_back();
            continue;
        case TokenKind::KwInitial:
            if (peek().kind == TokenKind::KwEquation) {
                advance();
                advance();
                section = Section::InitialEquations;
                continue;
            }
            if (peek().kind == TokenKind::KwAlgorithm) {
                advance();
                advance();
                section = Section::InitialAlgorithm;
                m.initialAlgorithms.emplace_back();
                continue;
            }
            break;  // `initial()` starting an equation
        case TokenKind::KwEnd: {
            const TokenKind next = peek().kind;
            if (next == TokenKind::Identifier || next == TokenKind::Semicolon ||
                next == TokenKind::EndOfInput) {
                try {
                    modelEnd(m);
                } catch (const SyntaxAbort&) {
                }
                return;
            }
            skipStrayEnd();
            continue;
        }
        default:
            break;
        }

        try {
            if (at(TokenKind::KwAnnotation)) {
                annotation(&m.experiment);
                expectSemicolon(msg("after annotation"));
                continue;
            }
            switch (section) {
            case Section::Elements:
                element(m);
                break;
            case Section::Equations:
                m.equations.push_back(equation());
                break;
            case Section::InitialEquations:
                m.initialEquations.push_back(equation());
                break;
            case Section::Algorithm:
                m.algorithms.back().push_back(statement());
                break;
            case Section::InitialAlgorithm:
                m.initialAlgorithms.back().push_back(statement());
                break;
            }
        } catch (const SyntaxAbort&) {
            recover(start);
        }
    }
}

void Parser::modelEnd(ModelAst& m) {
    advance();  // end
    if (at(TokenKind::Identifier)) {
        const Token name = advance();
        if (name.text != m.name)
            report(name, msg("'end %1' does not match 'model %2'", clip(name.text), m.name));
    } else {
        report(cur(), expected(verbatim("'end " + m.name + "'"), describe(cur())));
    }
    expectSemicolon(msg("after 'end %1'", m.name));
    if (!at(TokenKind::EndOfInput))
        report(cur(), msg("unexpected %1 after the end of model '%2' (one model per source)",
                          describe(cur()), m.name));
}

void Parser::element(ModelAst& m) {
    if (at(TokenKind::Identifier) && (cur().text == "public" || cur().text == "protected")) {
        m_protected = cur().text == "protected";
        advance();
        return;
    }
    if (at(TokenKind::KwExtends)) {
        unsupported(cur(), msg("'extends' is not supported yet: the model must be flat"));
        throw SyntaxAbort{};
    }
    if (unsupportedWord(cur()) ||
        (at(TokenKind::Identifier) && (cur().text == "model" || cur().text == "class" || cur().text == "block"))) {
        unsupported(cur(), msg("'%1' is not supported yet inside a model: the model must be flat",
                               cur().text));
        if (skipNestedClass()) return;
        throw SyntaxAbort{};
    }
    if (at(TokenKind::KwModel)) {
        unsupported(cur(), msg("nested classes are not supported yet: the model must be flat"));
        if (skipNestedClass()) return;
        throw SyntaxAbort{};
    }
    if (at(TokenKind::KwType)) {
        typeAlias(m);
        return;
    }
    declaration(m);
}

// After an unsupported word that starts a nested class (`function f ... end f;`, possibly
// behind prefixes such as `partial`): skips to its `end f;` so that its insides are not
// read as the model's. Anything else (`import X;`, `flow Real i;`) is left to the usual
// recovery at the next ';'. True when a whole class was skipped.
bool Parser::skipNestedClass() {
    static const char* const kClassWords[] = {"model",   "class",    "block",     "function", "record",
                                              "package", "operator", "connector", "type"};
    auto isClassWord = [&](const Token& t) {
        if (t.kind == TokenKind::KwModel || t.kind == TokenKind::KwType) return true;
        if (t.kind != TokenKind::Identifier) return false;
        for (const char* w : kClassWords)
            if (t.text == w) return true;
        return false;
    };
    // prefixes: partial, encapsulated, replaceable, redeclare, expandable, pure, impure, ...
    while (unsupportedWord(cur()) && !isClassWord(cur())) advance();
    if (!isClassWord(cur())) return false;
    advance();
    if (!at(TokenKind::Identifier) || peek().kind == TokenKind::Assign) return false;  // short form: `type T = ...;`
    const std::string name = advance().text;
    while (!at(TokenKind::EndOfInput)) {
        if (at(TokenKind::KwEnd) && peek().kind == TokenKind::Identifier && peek().text == name) {
            advance();
            advance();
            accept(TokenKind::Semicolon);
            return true;
        }
        advance();
    }
    return true;
}

void Parser::typeAlias(ModelAst& m) {
    advance();  // type
    if (!at(TokenKind::Identifier))
        fail(cur(), expected(msg("type name"), msg("after 'type'"), describe(cur())));
    TypeAlias alias;
    const Token name = advance();
    alias.name = name.text;
    alias.loc = name.loc;
    expect(TokenKind::Assign, msg("after type name '%1'", alias.name));
    if (!at(TokenKind::Identifier))
        fail(cur(), expected(msg("base type of '%1'", alias.name), describe(cur())));
    alias.baseType = dottedName();
    if (at(TokenKind::LeftBracket)) fail(cur(), msg("array types are not supported"));
    if (at(TokenKind::LeftParen)) alias.modifiers = modifiers();
    stringComment();
    if (at(TokenKind::KwAnnotation)) annotation(nullptr);
    m.types.push_back(std::move(alias));
    expectSemicolon(msg("after type definition"));
}

void Parser::declaration(ModelAst& m) {
    const bool isFinal = accept(TokenKind::KwFinal);
    if (unsupportedWord(cur())) {
        unsupported(cur(), msg("'%1' is not supported yet", cur().text));
        throw SyntaxAbort{};
    }
    Variability variability = Variability::Continuous;
    Causality causality = Causality::None;
    bool hasVariability = false;
    bool hasCausality = false;
    while (true) {
        const TokenKind k = cur().kind;
        if (k == TokenKind::KwParameter || k == TokenKind::KwConstant ||
            k == TokenKind::KwDiscrete) {
            if (hasVariability)
                fail(cur(), msg("more than one of 'parameter', 'constant', 'discrete'"));
            hasVariability = true;
            variability = k == TokenKind::KwParameter  ? Variability::Parameter
                          : k == TokenKind::KwConstant ? Variability::Constant
                                                       : Variability::Discrete;
        } else if (k == TokenKind::KwInput || k == TokenKind::KwOutput) {
            if (hasCausality) fail(cur(), msg("more than one of 'input', 'output'"));
            hasCausality = true;
            causality = k == TokenKind::KwInput ? Causality::Input : Causality::Output;
        } else {
            break;
        }
        advance();
    }
    if (!at(TokenKind::Identifier)) {
        if (!hasVariability && !hasCausality)
            fail(cur(),
                 expected(msg("a declaration or a section keyword ('equation', 'algorithm')"),
                          describe(cur())));
        fail(cur(), expected(msg("a declaration"), describe(cur())));
    }
    const SourceLoc typeLoc = cur().loc;
    const std::string typeName = dottedName();
    do {
        if (!at(TokenKind::Identifier))
            fail(cur(), expected(msg("component name"), describe(cur())));
        Declaration d;
        const Token name = advance();
        d.loc = name.loc;
        d.name = name.text;
        d.typeLoc = typeLoc;
        d.typeName = typeName;
        d.variability = variability;
        d.causality = causality;
        d.isProtected = m_protected;
        d.isFinal = isFinal;
        if (at(TokenKind::LeftBracket)) fail(cur(), msg("array declarations are not supported"));
        if (at(TokenKind::LeftParen)) d.modifiers = modifiers();
        if (accept(TokenKind::Assign) || accept(TokenKind::ColonAssign)) d.binding = expression();
        d.description = stringComment();
        if (at(TokenKind::KwAnnotation)) annotation(nullptr);
        m.declarations.push_back(std::move(d));
    } while (accept(TokenKind::Comma));
    expectSemicolon(msg("after declaration"));
}

// "(" [each] [final] name "=" expression ["description"] { "," ... } ")"
std::vector<Modifier> Parser::modifiers() {
    std::vector<Modifier> list;
    expect(TokenKind::LeftParen);
    if (accept(TokenKind::RightParen)) return list;
    do {
        accept(TokenKind::KwEach);
        const bool isFinal = accept(TokenKind::KwFinal);
        if (!at(TokenKind::Identifier))
            fail(cur(), expected(msg("modifier name"), describe(cur())));
        Modifier mod;
        mod.isFinal = isFinal;
        mod.loc = cur().loc;
        mod.name = dottedName();
        if (at(TokenKind::LeftParen))
            fail(cur(), msg("nested modifiers are not supported (in '%1')", mod.name));
        expect(TokenKind::Assign, msg("after modifier '%1'", mod.name));
        mod.value = expression();
        stringComment();
        list.push_back(std::move(mod));
    } while (accept(TokenKind::Comma));
    expect(TokenKind::RightParen, msg("to close the modifier list"));
    return list;
}

std::string Parser::dottedName() {
    std::string name = expect(TokenKind::Identifier).text;
    while (at(TokenKind::Dot)) {
        advance();
        if (!at(TokenKind::Identifier))
            fail(cur(), expected(tokenKindSpelling(TokenKind::Identifier), msg("after '%1.'", name),
                                 describe(cur())));
        name += '.';
        name += advance().text;
    }
    return name;
}

// ["string" { "+" "string" }]
std::string Parser::stringComment() {
    std::string text;
    if (!at(TokenKind::String)) return text;
    text = advance().text;
    while (at(TokenKind::Plus) && peek().kind == TokenKind::String) {
        advance();
        text += advance().text;
    }
    return text;
}

// annotation "(" ... ")". With `experiment` set, experiment(...) is decoded into it;
// everything else is skipped by balanced-bracket skipping.
void Parser::annotation(Experiment* experiment) {
    advance();  // annotation
    expect(TokenKind::LeftParen, msg("after 'annotation'"));
    while (!at(TokenKind::RightParen)) {
        if (experiment && at(TokenKind::Identifier) && cur().text == "experiment" &&
            peek().kind == TokenKind::LeftParen)
            experimentAnnotation(*experiment);
        else
            skipAnnotationArgument();
        if (!accept(TokenKind::Comma)) break;
    }
    expect(TokenKind::RightParen, msg("to close 'annotation('"));
}

void Parser::experimentAnnotation(Experiment& experiment) {
    advance();  // experiment
    advance();  // (
    while (!at(TokenKind::RightParen)) {
        if (at(TokenKind::Identifier) && peek().kind == TokenKind::Assign) {
            const Token key = advance();
            advance();  // =
            const ExprPtr value = expression();
            std::optional<double>* slot = nullptr;
            if (key.text == "StartTime") slot = &experiment.startTime;
            else if (key.text == "StopTime") slot = &experiment.stopTime;
            else if (key.text == "Interval") slot = &experiment.interval;
            else if (key.text == "Tolerance") slot = &experiment.tolerance;
            if (slot) {
                const auto v = constantValue(*value);
                if (v && std::isfinite(*v))
                    *slot = *v;
                else
                    warn(value->loc, Code::AnnotationIgnored,
                         msg("experiment %1 must be a numeric constant; ignored", key.text));
            }
        } else {
            skipAnnotationArgument();
        }
        if (!accept(TokenKind::Comma)) break;
    }
    expect(TokenKind::RightParen, msg("to close 'experiment('"));
}

// Skips one argument of an annotation: up to the ',' or closing bracket at this level.
// Stops at a ';' outside of [...] (a missing ')', reported by the caller).
void Parser::skipAnnotationArgument() {
    int depth = 0;
    int brackets = 0;
    while (true) {
        switch (cur().kind) {
        case TokenKind::EndOfInput:
            return;
        case TokenKind::LeftParen:
        case TokenKind::LeftBrace:
            ++depth;
            break;
        case TokenKind::LeftBracket:
            ++depth;
            ++brackets;
            break;
        case TokenKind::RightParen:
        case TokenKind::RightBrace:
        case TokenKind::RightBracket:
            if (depth == 0) return;
            --depth;
            if (cur().kind == TokenKind::RightBracket && brackets > 0) --brackets;
            break;
        case TokenKind::Comma:
            if (depth == 0) return;
            break;
        case TokenKind::Semicolon:
            if (brackets == 0) return;
            break;
        default:
            break;
        }
        advance();
    }
}

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
    case TokenKind::KwIf:
        ifEquation(*eq);
        break;
    case TokenKind::KwWhen:
        whenEquation(*eq);
        break;
    case TokenKind::KwFor:
        forEquation(*eq);
        break;
    default: {
        if (at(TokenKind::Identifier) && cur().text == "connect" && peek().kind == TokenKind::LeftParen) {
            unsupported(
                cur(),
                msg("connect() is not supported yet: the model must be flat, without connectors"));
            throw SyntaxAbort{};
        }
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
    if (at(TokenKind::KwAnnotation)) annotation(nullptr);
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

void Parser::forHeader(std::string& loopVar, ExprPtr& rangeExpr) {
    const Mark m = mark();
    try {
        if (!at(TokenKind::Identifier))
            fail(cur(), expected(msg("loop variable"), msg("after 'for'"), describe(cur())));
        loopVar = advance().text;
        expect(TokenKind::KwIn, msg("after the loop variable"));
        rangeExpr = range();
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
    forHeader(eq.loopVar, eq.range);
    EqBranch body;
    body.body = equationList();
    eq.branches.push_back(std::move(body));
    expectEnd(TokenKind::KwFor, opening);
}

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
    case TokenKind::KwIf:
        ifStatement(*s);
        break;
    case TokenKind::KwWhen:
        whenStatement(*s);
        break;
    case TokenKind::KwFor:
        forStatement(*s);
        break;
    case TokenKind::KwWhile:
        whileStatement(*s);
        break;
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
        } else if (at(TokenKind::ColonAssign)) {
            Expr target;
            target.kind = ExprKind::Name;
            target.text = name;
            s->kind = StmtKind::Assign;
            s->target = finish(target, m);
            advance();
            s->value = expression();
        } else if (at(TokenKind::Assign)) {
            fail(cur(),
                 msg("expected ':=' in assignment, found '=' (algorithms assign with ':=')"));
        } else if (at(TokenKind::LeftBracket)) {
            fail(cur(), msg("array subscripts are not supported"));
        } else {
            fail(cur(),
                 msg("expected ':=' or '(' after '%1', found %2", clip(name), describe(cur())));
        }
        break;
    }
    default: fail(cur(), expected(msg("a statement"), describe(cur())));
    }
    stringComment();
    if (at(TokenKind::KwAnnotation)) annotation(nullptr);
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
    forHeader(s.loopVar, s.range);
    StmtBranch body;
    body.body = statementList();
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
    return logicalExpression();
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

// a:b or a:step:b (args {a, b} or {a, step, b})
ExprPtr Parser::range() {
    const Mark m = mark();
    Expr e;
    e.kind = ExprKind::Range;
    e.args.push_back(logicalExpression());
    expect(TokenKind::Colon, msg("in for-range (written a:b or a:step:b)"));
    e.args.push_back(logicalExpression());
    if (accept(TokenKind::Colon)) e.args.push_back(logicalExpression());
    return finish(e, m);
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
    if (at(TokenKind::Plus) || at(TokenKind::Minus)) {
        const Op op = advance().kind == TokenKind::Plus ? Op::Plus : Op::Neg;
        left = unary(op, mulTerm(), m);
    } else {
        left = mulTerm();
    }
    while (at(TokenKind::Plus) || at(TokenKind::Minus)) {
        const Op op = advance().kind == TokenKind::Plus ? Op::Add : Op::Sub;
        left = binary(op, std::move(left), mulTerm(), m);
    }
    return left;
}

ExprPtr Parser::mulTerm() {
    const Mark m = mark();
    ExprPtr left = power();
    while (at(TokenKind::Star) || at(TokenKind::Slash)) {
        const Op op = advance().kind == TokenKind::Star ? Op::Mul : Op::Div;
        left = binary(op, std::move(left), power(), m);
    }
    return left;
}

ExprPtr Parser::power() {
    const Mark m = mark();
    ExprPtr base = primary();
    if (!accept(TokenKind::Caret)) return base;
    ExprPtr result = binary(Op::Pow, std::move(base), primary(), m);
    if (at(TokenKind::Caret))
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
    case TokenKind::Identifier: {
        std::string name = dottedName();
        if (at(TokenKind::LeftParen)) return callRest(std::move(name), m);
        if (at(TokenKind::LeftBracket)) fail(cur(), msg("array subscripts are not supported"));
        e.kind = ExprKind::Name;
        e.text = std::move(name);
        return finish(e, m);
    }
    case TokenKind::KwInitial:
        if (peek().kind == TokenKind::LeftParen) {
            advance();
            return callRest("initial", m);
        }
        break;
    case TokenKind::LeftParen: {
        advance();
        ExprPtr inner = expression();
        expect(TokenKind::RightParen, msg("to close '('"));
        return inner;
    }
    case TokenKind::LeftBrace:
        advance();
        e.kind = ExprKind::Array;
        argumentList(e, TokenKind::RightBrace, false);
        return finish(e, m);
    case TokenKind::LeftBracket: fail(t, msg("matrix expressions '[...]' are not supported"));
    case TokenKind::Plus:
    case TokenKind::Minus:
        fail(t, msg("unexpected %1: a sign after an operator needs parentheses, e.g. a*(-b)",
                    describe(t)));
    case TokenKind::KwIf:
        fail(t,
             msg("an if-expression inside an expression needs parentheses: (if c then a else b)"));
    default:
        break;
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

void Parser::argumentList(Expr& e, TokenKind closing, bool allowNames) {
    if (!at(closing)) {
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

}  // namespace

std::optional<ModelAst> parseModel(std::string_view source, DiagnosticList& diags) {
    return runParser<std::optional<ModelAst>>(source, {1, 1}, diags,
                                              [](Parser& p) { return p.model(); });
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

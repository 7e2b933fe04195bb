#pragma once
// Internal to the parser (core/src/lang/parser*.cpp): its limits, the diagnostics it holds
// until they are flushed, the helpers its parts share, and the Parser itself. The parts:
// parser.cpp (cursor, errors and recovery, the public entry points), parser_declarations.cpp
// (the model and its elements), parser_equations.cpp, parser_statements.cpp and
// parser_expressions.cpp (where the grammar is written out).
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

#include "hs/lang/ast.h"
#include "hs/lang/class_def.h"
#include "hs/lang/diagnostic.h"
#include "hs/lang/lexer.h"

#include <algorithm>
#include <cmath>
#include <exception>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hs::lang::detail {

constexpr int kMaxDepth = 200;           // nesting of expressions and blocks
constexpr std::size_t kMaxErrors = 100;  // per parse; further errors are dropped

struct SyntaxAbort {};    // an error was recorded; resynchronise at the nearest list
struct TooManyErrors {};  // give up the whole parse

struct PendingDiagnostic {
    Severity severity = Severity::Error;
    Code code = Code::ParseError;
    SourceLoc loc;
    Message text;
};

inline std::string clip(std::string_view text) {
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
inline Message describe(const Token& t) {
    switch (t.kind) {
    case TokenKind::EndOfInput: return msg("end of input");
    case TokenKind::String: return msg("string \"%1\"", clip(t.text));
    case TokenKind::Invalid: return msg("invalid character '%1'", clip(t.text));
    default: return verbatim("'" + clip(t.text) + "'");
    }
}

// "expected X, found Y"; with a context (a phrase such as "after declaration"),
// "expected X after declaration, found Y". X is a token's spelling or a phrase.
inline Message expected(Message what, Message found) {
    return msg("expected %1, found %2", std::move(what), std::move(found));
}
inline Message expected(Message what, Message context, Message found) {
    if (context.empty()) return expected(std::move(what), std::move(found));
    return msg("expected %1 %2, found %3", std::move(what), std::move(context), std::move(found));
}

inline std::optional<double> constantValue(const Expr& e) {
    switch (e.kind) {
    case ExprKind::Number: return e.number;
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
    default: return std::nullopt;
    }
}

inline bool isRelationToken(TokenKind k) {
    return k == TokenKind::Less || k == TokenKind::LessEqual || k == TokenKind::Greater ||
           k == TokenKind::GreaterEqual || k == TokenKind::EqualEqual || k == TokenKind::NotEqual;
}

inline Op relationOp(TokenKind k) {
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

    std::optional<StoredDefinition> storedDefinition();
    Modification annotationToEnd();
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

    // Classes (parser_classes.cpp)
    struct ElementPrefixes {
        int begin = 0;
        bool redeclare = false, isFinal = false, inner = false, outer = false, replaceable = false;
    };
    bool isWord(const char* word) const;
    bool atClassStart() const;
    // A class definition from its prefixes on; a long class up to and including the ';'
    // after `end Name`, a short one up to its ';' (not consumed in a modification).
    std::shared_ptr<ClassDef> classDefinition(const ElementPrefixes& prefixes,
                                              bool inModification = false);
    void classRestriction(ClassDef& c);
    void shortClass(ClassDef& c);
    void enumeration(ClassDef& c);
    void composition(ClassDef& c);
    void classEnd(ClassDef& c);
    void externalClause(ClassDef& c);
    void checkFunctionClass(const ClassDef& c);
    void checkRecordClass(const ClassDef& c);

    // Elements and modifications (parser_elements.cpp)
    void element(ClassDef& c);
    void importClause(ClassDef& c);
    void extendsClause(ClassDef& c);
    struct TypePrefix {
        Variability variability = Variability::Continuous;
        Causality causality = Causality::None;
        bool flow = false, stream = false, any = false;
    };
    TypePrefix typePrefix();
    void componentClause(ClassDef& c, const ElementPrefixes& prefixes);
    void constrainingClause(std::string& name, Modification& mod);
    Modification classModification();
    ModArg modArgument();
    std::vector<ExprPtr> dimensions();
    std::string dottedName();
    std::string typeSpecifier();
    std::string stringComment();
    // annotation(...): its modification; `begin`/`end` receive its span.
    Modification annotation(int* begin = nullptr, int* end = nullptr);
    void decodeExperiment(const Modification& annotation, Experiment& experiment);
    ExprPtr componentReference(const Mark& m, std::string name);

    // Equations
    std::vector<EquationPtr> equationList();
    EquationPtr equation();
    void ifEquation(Equation& eq);
    void whenEquation(Equation& eq);
    void forEquation(Equation& eq);
    void expectEnd(TokenKind closing, const Token& opening);
    ExprPtr blockCondition(TokenKind keyword, std::string_view owner);
    struct Iterator {
        std::string var;
        ExprPtr range;  // null: from the subscripts the variable is used in
    };
    void forHeader(std::string& loopVar, ExprPtr& range, std::vector<Iterator>* more = nullptr);
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
    ExprPtr rangeRest(ExprPtr first, const Mark& m);
    ExprPtr subscripts(ExprPtr base, const Mark& m);
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
    int m_prevEnd = 0;           // byte offset just after the last consumed token
    int m_prevLine = 0;          // line of the last consumed token
    int m_depth = 0;
    bool m_protected = false;  // inside a `protected` section
    int m_blockDepth = 0;
    int m_subscripts = 0;  // inside '[...]' subscripts (where `end` is a size)
    bool m_gaveUp = false;
    bool m_flushed = false;
    int m_lastErrorBegin = -1;
    std::size_t m_errorCount = 0;
    std::vector<PendingDiagnostic> m_diagnostics;
};

}  // namespace hs::lang::detail

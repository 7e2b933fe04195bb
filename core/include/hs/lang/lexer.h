#pragma once
// Lexer of the flat Modelica subset and the action language.
// Lexer turns source text into Tokens carrying a 1-based line/column (shifted by an
// origin, for text embedded in a larger document) and byte offsets into the text.
// White space and comments (`//` and `/* */`) are dropped. Lexical errors (unterminated
// comment or string, bad escape, malformed number) are collected as LexErrors; a
// character that cannot start any token becomes an Invalid token for the parser to
// report in context. Dotted names are not tokens: the parser builds them from
// Identifier '.' Identifier.

#include "hs/lang/diagnostic.h"

#include <string>
#include <string_view>
#include <vector>

namespace hs::lang {

enum class TokenKind : unsigned char {
    EndOfInput,
    Invalid,     // a run of characters that cannot start a token: text
    Identifier,  // plain or 'quoted' (quotes kept in text)
    Number,      // number, isInteger; text = source spelling
    String,      // text = contents with escapes resolved

    // Operators and punctuation
    Plus,
    Minus,
    Star,
    Slash,
    Caret,  // + - * / ^
    DotPlus,
    DotMinus,
    DotStar,
    DotSlash,
    DotCaret,     // element-wise .+ .- .* ./ .^
    Assign,       // =
    ColonAssign,  // :=
    EqualEqual,
    NotEqual,  // == <>
    Less,
    LessEqual,
    Greater,
    GreaterEqual,
    Comma,
    Semicolon,
    Colon,
    Dot,
    LeftParen,
    RightParen,
    LeftBracket,
    RightBracket,
    LeftBrace,
    RightBrace,

    // Keywords
    KwModel,
    KwEnd,
    KwParameter,
    KwConstant,
    KwDiscrete,
    KwInput,
    KwOutput,
    KwType,
    KwEquation,
    KwAlgorithm,
    KwInitial,
    KwIf,
    KwThen,
    KwElseif,
    KwElse,
    KwWhen,
    KwElsewhen,
    KwFor,
    KwIn,
    KwLoop,
    KwWhile,
    KwAnd,
    KwOr,
    KwNot,
    KwTrue,
    KwFalse,
    KwAnnotation,
    KwExtends,
    KwEach,
    KwFinal,
    KwBreak,
    KwReturn,
};

// How a token kind is written in messages: the spellings "';'", "'end'", ... verbatim, the
// kinds without one as translatable phrases ("identifier", "end of input", ...).
Message tokenKindSpelling(TokenKind kind);

struct Token {
    TokenKind kind = TokenKind::EndOfInput;
    SourceLoc loc;              // first character (origin applied)
    int begin = 0, end = 0;     // byte offsets [begin, end) in the lexed text
    std::string text;
    double number = 0.0;
    bool isInteger = false;     // Number written without '.' and exponent
};

struct LexError {
    SourceLoc loc;
    Message text;  // what is wrong, as a template and its arguments
};

// Produces tokens one at a time; at the end of the text next() keeps returning
// EndOfInput. The source must outlive the Lexer.
class Lexer {
public:
    explicit Lexer(std::string_view source, SourceLoc origin = {1, 1});

    Token next();

    const std::vector<LexError>& errors() const { return m_errors; }
    // True when an unterminated comment or string swallowed the rest of the text, so
    // that "found end of input" errors after it are only consequences.
    bool truncated() const { return m_truncated; }

private:
    char peekChar(std::size_t ahead = 0) const;
    void advance();
    SourceLoc locHere() const;
    void error(SourceLoc loc, Message text);
    bool skipSpaceAndComments();
    void lexNumber(Token& t);
    void lexString(Token& t);
    void lexQuotedIdentifier(Token& t);
    void lexIdentifierOrKeyword(Token& t);

    std::string_view m_src;
    SourceLoc m_origin;
    std::size_t m_pos = 0;
    int m_line = 1;
    int m_column = 1;
    bool m_truncated = false;
    std::vector<LexError> m_errors;
};

// Lexes the whole text; the result always ends with one EndOfInput token.
std::vector<Token> tokenize(std::string_view source, std::vector<LexError>* errors = nullptr,
                            bool* truncated = nullptr, SourceLoc origin = {1, 1});

}  // namespace hs::lang

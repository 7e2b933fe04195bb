#include "hs/lang/lexer.h"

#include <array>
#include <charconv>
#include <utility>

namespace hs::lang {

namespace {

constexpr std::size_t kMaxLexErrors = 100;

bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

// Characters that begin a token (or a comment); anything else is Invalid.
bool startsToken(char c) {
    if (isLetter(c) || isDigit(c)) return true;
    switch (c) {
    case '"': case '\'': case '+': case '-': case '*': case '/': case '^': case '=':
    case ':': case '<': case '>': case ',': case ';': case '(': case ')': case '[':
    case ']': case '{': case '}': case '.':
        return true;
    default:
        return false;
    }
}

struct Keyword {
    std::string_view text;
    TokenKind kind;
};

constexpr std::array kKeywords{
    Keyword{"model", TokenKind::KwModel},         Keyword{"end", TokenKind::KwEnd},
    Keyword{"parameter", TokenKind::KwParameter}, Keyword{"constant", TokenKind::KwConstant},
    Keyword{"discrete", TokenKind::KwDiscrete},   Keyword{"input", TokenKind::KwInput},
    Keyword{"output", TokenKind::KwOutput},       Keyword{"type", TokenKind::KwType},
    Keyword{"equation", TokenKind::KwEquation},   Keyword{"algorithm", TokenKind::KwAlgorithm},
    Keyword{"initial", TokenKind::KwInitial},     Keyword{"if", TokenKind::KwIf},
    Keyword{"then", TokenKind::KwThen},           Keyword{"elseif", TokenKind::KwElseif},
    Keyword{"else", TokenKind::KwElse},           Keyword{"when", TokenKind::KwWhen},
    Keyword{"elsewhen", TokenKind::KwElsewhen},   Keyword{"for", TokenKind::KwFor},
    Keyword{"in", TokenKind::KwIn},               Keyword{"loop", TokenKind::KwLoop},
    Keyword{"while", TokenKind::KwWhile},         Keyword{"and", TokenKind::KwAnd},
    Keyword{"or", TokenKind::KwOr},               Keyword{"not", TokenKind::KwNot},
    Keyword{"true", TokenKind::KwTrue},           Keyword{"false", TokenKind::KwFalse},
    Keyword{"annotation", TokenKind::KwAnnotation}, Keyword{"extends", TokenKind::KwExtends},
    Keyword{"each", TokenKind::KwEach},           Keyword{"final", TokenKind::KwFinal},
    Keyword{"break", TokenKind::KwBreak},         Keyword{"return", TokenKind::KwReturn},
};

}  // namespace

// Spellings are code and stay as they are; the other kinds are described in words, which
// are translated.
Message tokenKindSpelling(TokenKind kind) {
    switch (kind) {
    case TokenKind::EndOfInput: return msg("end of input");
    case TokenKind::Invalid: return msg("invalid character");
    case TokenKind::Identifier: return msg("identifier");
    case TokenKind::Number: return msg("number");
    case TokenKind::String: return msg("string");
    case TokenKind::Plus: return verbatim("'+'");
    case TokenKind::Minus: return verbatim("'-'");
    case TokenKind::Star: return verbatim("'*'");
    case TokenKind::Slash: return verbatim("'/'");
    case TokenKind::Caret: return verbatim("'^'");
    case TokenKind::Assign: return verbatim("'='");
    case TokenKind::ColonAssign: return verbatim("':='");
    case TokenKind::EqualEqual: return verbatim("'=='");
    case TokenKind::NotEqual: return verbatim("'<>'");
    case TokenKind::Less: return verbatim("'<'");
    case TokenKind::LessEqual: return verbatim("'<='");
    case TokenKind::Greater: return verbatim("'>'");
    case TokenKind::GreaterEqual: return verbatim("'>='");
    case TokenKind::Comma: return verbatim("','");
    case TokenKind::Semicolon: return verbatim("';'");
    case TokenKind::Colon: return verbatim("':'");
    case TokenKind::Dot: return verbatim("'.'");
    case TokenKind::DotPlus: return verbatim("'.+'");
    case TokenKind::DotMinus: return verbatim("'.-'");
    case TokenKind::DotStar: return verbatim("'.*'");
    case TokenKind::DotSlash: return verbatim("'./'");
    case TokenKind::DotCaret: return verbatim("'.^'");
    case TokenKind::LeftParen: return verbatim("'('");
    case TokenKind::RightParen: return verbatim("')'");
    case TokenKind::LeftBracket: return verbatim("'['");
    case TokenKind::RightBracket: return verbatim("']'");
    case TokenKind::LeftBrace: return verbatim("'{'");
    case TokenKind::RightBrace: return verbatim("'}'");
    case TokenKind::KwModel: return verbatim("'model'");
    case TokenKind::KwEnd: return verbatim("'end'");
    case TokenKind::KwParameter: return verbatim("'parameter'");
    case TokenKind::KwConstant: return verbatim("'constant'");
    case TokenKind::KwDiscrete: return verbatim("'discrete'");
    case TokenKind::KwInput: return verbatim("'input'");
    case TokenKind::KwOutput: return verbatim("'output'");
    case TokenKind::KwType: return verbatim("'type'");
    case TokenKind::KwEquation: return verbatim("'equation'");
    case TokenKind::KwAlgorithm: return verbatim("'algorithm'");
    case TokenKind::KwInitial: return verbatim("'initial'");
    case TokenKind::KwIf: return verbatim("'if'");
    case TokenKind::KwThen: return verbatim("'then'");
    case TokenKind::KwElseif: return verbatim("'elseif'");
    case TokenKind::KwElse: return verbatim("'else'");
    case TokenKind::KwWhen: return verbatim("'when'");
    case TokenKind::KwElsewhen: return verbatim("'elsewhen'");
    case TokenKind::KwFor: return verbatim("'for'");
    case TokenKind::KwIn: return verbatim("'in'");
    case TokenKind::KwLoop: return verbatim("'loop'");
    case TokenKind::KwWhile: return verbatim("'while'");
    case TokenKind::KwAnd: return verbatim("'and'");
    case TokenKind::KwOr: return verbatim("'or'");
    case TokenKind::KwNot: return verbatim("'not'");
    case TokenKind::KwTrue: return verbatim("'true'");
    case TokenKind::KwFalse: return verbatim("'false'");
    case TokenKind::KwAnnotation: return verbatim("'annotation'");
    case TokenKind::KwExtends: return verbatim("'extends'");
    case TokenKind::KwEach: return verbatim("'each'");
    case TokenKind::KwFinal: return verbatim("'final'");
    case TokenKind::KwBreak: return verbatim("'break'");
    case TokenKind::KwReturn: return verbatim("'return'");
    }
    return msg("token");
}

Lexer::Lexer(std::string_view source, SourceLoc origin) : m_src(source), m_origin(origin) {
    if (m_origin.line < 1) m_origin.line = 1;
    if (m_origin.column < 1) m_origin.column = 1;
    // a UTF-8 byte-order mark is legal at the start of a file and means nothing
    if (m_src.substr(0, 3) == "\xEF\xBB\xBF") m_src.remove_prefix(3);
}

char Lexer::peekChar(std::size_t ahead) const {
    const std::size_t i = m_pos + ahead;
    return i < m_src.size() ? m_src[i] : '\0';
}

void Lexer::advance() {
    if (m_pos >= m_src.size()) return;
    const char c = m_src[m_pos++];
    if (c == '\n') {
        ++m_line;
        m_column = 1;
    } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
        ++m_column;  // columns count UTF-8 code points, not continuation bytes
    }
}

SourceLoc Lexer::locHere() const {
    if (m_line == 1) return {m_origin.line, m_origin.column + m_column - 1, m_origin.file};
    return {m_origin.line + m_line - 1, m_column, m_origin.file};
}

void Lexer::error(SourceLoc loc, Message text) {
    if (m_errors.size() < kMaxLexErrors) m_errors.push_back({loc, std::move(text)});
}

// Returns false when an unterminated block comment consumed the rest of the text.
bool Lexer::skipSpaceAndComments() {
    while (m_pos < m_src.size()) {
        const char c = m_src[m_pos];
        if (isSpace(c)) {
            advance();
        } else if (c == '/' && peekChar(1) == '/') {
            while (m_pos < m_src.size() && m_src[m_pos] != '\n') advance();
        } else if (c == '/' && peekChar(1) == '*') {
            const SourceLoc start = locHere();
            advance();
            advance();
            bool closed = false;
            while (m_pos < m_src.size()) {
                if (m_src[m_pos] == '*' && peekChar(1) == '/') {
                    advance();
                    advance();
                    closed = true;
                    break;
                }
                advance();
            }
            if (!closed) {
                error(start, msg("unterminated comment: '/*' without '*/'"));
                m_truncated = true;
                return false;
            }
        } else {
            break;
        }
    }
    return true;
}

Token Lexer::next() {
    Token t;
    skipSpaceAndComments();
    t.loc = locHere();
    t.begin = static_cast<int>(m_pos);
    if (m_pos >= m_src.size()) {
        t.end = t.begin;
        return t;
    }

    const char c = m_src[m_pos];
    if (isLetter(c)) {
        lexIdentifierOrKeyword(t);
    } else if (isDigit(c)) {
        lexNumber(t);
    } else if (c == '"') {
        lexString(t);
    } else if (c == '\'') {
        lexQuotedIdentifier(t);
    } else if (!startsToken(c)) {
        t.kind = TokenKind::Invalid;
        while (m_pos < m_src.size() && !startsToken(m_src[m_pos]) && !isSpace(m_src[m_pos]))
            advance();
        t.text = std::string(m_src.substr(t.begin, m_pos - t.begin));
    } else {
        auto op = [&](TokenKind kind, int length) {
            t.kind = kind;
            for (int i = 0; i < length; ++i) advance();
        };
        const char n = peekChar(1);
        switch (c) {
        case '+': op(TokenKind::Plus, 1); break;
        case '-': op(TokenKind::Minus, 1); break;
        case '*': op(TokenKind::Star, 1); break;
        case '/': op(TokenKind::Slash, 1); break;
        case '^': op(TokenKind::Caret, 1); break;
        case ',': op(TokenKind::Comma, 1); break;
        case ';': op(TokenKind::Semicolon, 1); break;
        case '(': op(TokenKind::LeftParen, 1); break;
        case ')': op(TokenKind::RightParen, 1); break;
        case '[': op(TokenKind::LeftBracket, 1); break;
        case ']': op(TokenKind::RightBracket, 1); break;
        case '{': op(TokenKind::LeftBrace, 1); break;
        case '}': op(TokenKind::RightBrace, 1); break;
        case '=': n == '=' ? op(TokenKind::EqualEqual, 2) : op(TokenKind::Assign, 1); break;
        case ':': n == '=' ? op(TokenKind::ColonAssign, 2) : op(TokenKind::Colon, 1); break;
        case '.':
            if (n == '^')
                op(TokenKind::DotCaret, 2);
            else if (n == '*')
                op(TokenKind::DotStar, 2);
            else if (n == '/')
                op(TokenKind::DotSlash, 2);
            else if (n == '+')
                op(TokenKind::DotPlus, 2);
            else if (n == '-')
                op(TokenKind::DotMinus, 2);
            else
                op(TokenKind::Dot, 1);
            break;
        case '>': n == '=' ? op(TokenKind::GreaterEqual, 2) : op(TokenKind::Greater, 1); break;
        case '<':
            if (n == '=')
                op(TokenKind::LessEqual, 2);
            else if (n == '>')
                op(TokenKind::NotEqual, 2);
            else
                op(TokenKind::Less, 1);
            break;
        default: op(TokenKind::Invalid, 1); break;  // not reached: startsToken() covers it
        }
        t.text = std::string(m_src.substr(t.begin, m_pos - t.begin));
    }
    t.end = static_cast<int>(m_pos);
    return t;
}

void Lexer::lexIdentifierOrKeyword(Token& t) {
    while (m_pos < m_src.size() && (isLetter(m_src[m_pos]) || isDigit(m_src[m_pos]))) advance();
    const std::string_view word = m_src.substr(t.begin, m_pos - t.begin);
    t.kind = TokenKind::Identifier;
    for (const Keyword& k : kKeywords) {
        if (k.text == word) {
            t.kind = k.kind;
            break;
        }
    }
    t.text = std::string(word);
}

// UNSIGNED_NUMBER: digits ["." [digits]] [(e|E) [+|-] digits]. An exponent marker not
// followed by digits is left for the next token (the parser then reports it).
void Lexer::lexNumber(Token& t) {
    bool integer = true;
    while (isDigit(peekChar())) advance();
    if (peekChar() == '.') {  // "12." is one lexical unit: "12.^x" is 12. ^ x (spec 2.4.1)
        integer = false;
        advance();
        while (isDigit(peekChar())) advance();
    }
    if (peekChar() == 'e' || peekChar() == 'E') {
        const std::size_t signLength = (peekChar(1) == '+' || peekChar(1) == '-') ? 1 : 0;
        if (isDigit(peekChar(1 + signLength))) {
            integer = false;
            advance();
            if (signLength) advance();
            while (isDigit(peekChar())) advance();
        }
    }
    const std::string_view spelling = m_src.substr(t.begin, m_pos - t.begin);
    t.kind = TokenKind::Number;
    t.text = std::string(spelling);
    t.isInteger = integer;
    const auto result = std::from_chars(spelling.data(), spelling.data() + spelling.size(),
                                        t.number);
    if (result.ec != std::errc() || result.ptr != spelling.data() + spelling.size()) {
        error(t.loc, msg("number '%1' is out of range", t.text));
        t.number = 0.0;
    }
}

void Lexer::lexString(Token& t) {
    t.kind = TokenKind::String;
    advance();  // opening quote
    while (m_pos < m_src.size()) {
        const char c = m_src[m_pos];
        if (c == '"') {
            advance();
            return;
        }
        if (c != '\\') {
            t.text += c;
            advance();
            continue;
        }
        const SourceLoc escapeLoc = locHere();
        advance();
        if (m_pos >= m_src.size()) break;
        const char e = m_src[m_pos];
        char resolved = e;
        switch (e) {
        case '\'': case '"': case '?': case '\\': break;
        case 'a': resolved = '\a'; break;
        case 'b': resolved = '\b'; break;
        case 'f': resolved = '\f'; break;
        case 'n': resolved = '\n'; break;
        case 'r': resolved = '\r'; break;
        case 't': resolved = '\t'; break;
        case 'v': resolved = '\v'; break;
        default:
            error(escapeLoc, msg("unknown escape sequence '%1' in string", std::string{'\\', e}));
            break;
        }
        t.text += resolved;
        advance();
    }
    error(t.loc, msg("unterminated string: '\"' without closing '\"'"));
    m_truncated = true;
}

// Q-IDENT: 'any characters' on one line; the quotes belong to the name.
void Lexer::lexQuotedIdentifier(Token& t) {
    t.kind = TokenKind::Identifier;
    advance();
    while (m_pos < m_src.size() && m_src[m_pos] != '\'' && m_src[m_pos] != '\n') {
        if (m_src[m_pos] == '\\' && m_pos + 1 < m_src.size() && m_src[m_pos + 1] != '\n')
            advance();
        advance();
    }
    if (m_pos < m_src.size() && m_src[m_pos] == '\'') {
        advance();
    } else {
        error(t.loc, msg("unterminated quoted identifier"));
    }
    t.text = std::string(m_src.substr(t.begin, m_pos - t.begin));
    if (t.text.size() < 2 || t.text.back() != '\'') t.text += '\'';
}

std::vector<Token> tokenize(std::string_view source, std::vector<LexError>* errors,
                            bool* truncated, SourceLoc origin) {
    Lexer lexer(source, origin);
    std::vector<Token> tokens;
    tokens.reserve(source.size() / 4 + 1);
    while (true) {
        tokens.push_back(lexer.next());
        if (tokens.back().kind == TokenKind::EndOfInput) break;
    }
    if (errors) *errors = lexer.errors();
    if (truncated) *truncated = lexer.truncated();
    return tokens;
}

}  // namespace hs::lang

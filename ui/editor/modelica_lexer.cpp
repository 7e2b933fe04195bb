// ModelicaLexer: a line-by-line scanner that produces style runs and fold levels.
// Styling always starts at the beginning of a line whose predecessor's end state is known
// (QScintilla restyles from the first modified line onwards), so one pass over the
// requested lines is enough; the states of later lines are recomputed when QScintilla
// asks for them.

#include "editor/modelica_lexer.h"

#include <Qsci/qsciscintilla.h>

#include <QFontDatabase>

#include <algorithm>
#include <array>
#include <string_view>

namespace hs::ui {

namespace {

using LineState = ModelicaLexer::LineState;
using Mode = LineState::Mode;

constexpr std::array kKeywords = {
    "algorithm", "and", "annotation", "block", "break", "class", "connect", "connector",
    "constant", "constrainedby", "discrete", "each", "else", "elseif", "elsewhen",
    "encapsulated", "end", "enumeration", "equation", "expandable", "extends", "external",
    "false", "final", "flow", "for", "function", "if", "import", "impure", "in", "initial",
    "inner", "input", "loop", "model", "not", "operator", "or", "outer", "output",
    "package", "parameter", "partial", "protected", "public", "pure", "record",
    "redeclare", "replaceable", "return", "stream", "then", "true", "type", "when",
    "while", "within",
};

constexpr std::array kTypes = {"Real", "Integer", "Boolean", "String"};

constexpr std::array kBuiltins = {
    // event and differential operators
    "der", "pre", "edge", "change", "initial", "terminal", "noEvent", "smooth", "sample",
    "reinit", "assert", "terminate", "time", "delay", "cardinality", "homotopy",
    // mathematical functions
    "abs", "sign", "sqrt", "div", "mod", "rem", "ceil", "floor", "integer", "min", "max",
    "sum", "product", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh",
    "tanh", "exp", "log", "log10",
    // statecharts and events of the action language
    "inState", "send", "schedule", "cancel", "stopSimulation", "trace",
};

// Class keywords that open a fold up to their `end Name;`.
constexpr std::array kClassKeywords = {"model", "block", "package", "function", "record",
                                       "connector", "class"};

template <std::size_t N>
bool contains(const std::array<const char*, N>& words, std::string_view word) {
    return std::find(words.begin(), words.end(), word) != words.end();
}

template <std::size_t N>
QStringList toStringList(const std::array<const char*, N>& words) {
    QStringList list;
    list.reserve(static_cast<qsizetype>(N));
    for (const char* w : words) list << QString::fromLatin1(w);
    return list;
}

bool isSpace(unsigned char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}
bool isDigit(unsigned char c) { return c >= '0' && c <= '9'; }
bool isIdentStart(unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80;
}
bool isIdentChar(unsigned char c) { return isIdentStart(c) || isDigit(c); }

enum class TokenClass { Word, Keyword, Number, String, Operator, Other };

// Scans one line: appends style runs and updates the state and the fold levels.
class LineScanner {
public:
    LineScanner(LineState& state, std::string_view line) : m_st(state), m_line(line) {
        m_startLevel = m_minLevel = level();
        m_st.endOpenedLine = false;
    }

    void run();
    int foldLevel() const;
    const std::vector<std::pair<int, int>>& runs() const { return m_runs; }  // (length, style)

private:
    int level() const { return static_cast<int>(m_st.open.size()); }
    void style(std::size_t length, int style);
    std::size_t scanCode(std::size_t i);
    void token(TokenClass cls, std::string_view text);
    void keyword(std::string_view w, bool first);
    void push(char kind) { m_st.open.push_back(kind); }
    void pop() {
        if (m_st.open.empty()) return;
        m_st.open.pop_back();
        m_minLevel = std::min(m_minLevel, level());
    }
    // Closes the innermost section (and blocks left open in it). When this happens at
    // the first token of the line, the line itself already belongs to the outer level.
    void closeSection(bool atLineStart) {
        while (!m_st.open.empty() && m_st.open.back() != 'c') pop();
        if (atLineStart) m_startLevel = std::min(m_startLevel, level());
    }
    void closeClass(bool atLineStart) {
        closeSection(atLineStart);
        pop();
    }

    LineState& m_st;
    std::string_view m_line;
    std::vector<std::pair<int, int>> m_runs;
    int m_startLevel = 0;
    int m_minLevel = 0;
    int m_tokens = 0;            // code tokens seen on this line
    bool m_lastWasInitial = false;  // the previous token was the keyword `initial`
};

void LineScanner::style(std::size_t length, int style) {
    if (length == 0) return;
    if (!m_runs.empty() && m_runs.back().second == style)
        m_runs.back().first += static_cast<int>(length);
    else
        m_runs.emplace_back(static_cast<int>(length), style);
}

void LineScanner::run() {
    std::size_t i = 0;
    const std::size_t n = m_line.size();
    while (i < n) {
        if (m_st.mode == Mode::BlockComment) {
            const std::size_t close = m_line.find("*/", i);
            if (close == std::string_view::npos) {
                style(n - i, ModelicaLexer::Comment);
                return;
            }
            style(close + 2 - i, ModelicaLexer::Comment);
            i = close + 2;
            m_st.mode = Mode::Code;
        } else if (m_st.mode == Mode::String) {
            std::size_t j = i;
            while (j < n && m_line[j] != '"') j += (m_line[j] == '\\' && j + 1 < n) ? 2 : 1;
            if (j >= n) {
                style(n - i, ModelicaLexer::String);
                return;
            }
            style(j + 1 - i, ModelicaLexer::String);
            i = j + 1;
            m_st.mode = Mode::Code;
        } else {
            i = scanCode(i);
        }
    }
}

// Scans one token (or a run of white space) starting at i in code mode.
std::size_t LineScanner::scanCode(std::size_t i) {
    const std::size_t n = m_line.size();
    const auto at = [&](std::size_t k) -> unsigned char {
        return k < n ? static_cast<unsigned char>(m_line[k]) : 0;
    };
    const unsigned char c = at(i);
    std::size_t j = i + 1;

    if (isSpace(c)) {
        while (isSpace(at(j))) ++j;
        style(j - i, ModelicaLexer::Default);
        return j;
    }
    if (c == '/' && at(i + 1) == '/') {
        style(n - i, ModelicaLexer::Comment);
        return n;
    }
    if (c == '/' && at(i + 1) == '*') {
        style(2, ModelicaLexer::Comment);
        m_st.mode = Mode::BlockComment;
        return i + 2;
    }
    if (c == '"') {
        style(1, ModelicaLexer::String);
        m_st.mode = Mode::String;
        token(TokenClass::String, {});
        return j;
    }
    if (c == '\'') {  // quoted identifier, on one line
        while (j < n && m_line[j] != '\'' && m_line[j] != '\n' && m_line[j] != '\r')
            j += (m_line[j] == '\\' && j + 1 < n) ? 2 : 1;
        if (j < n && m_line[j] == '\'') ++j;
        style(j - i, ModelicaLexer::Identifier);
        token(TokenClass::Word, m_line.substr(i, j - i));
        return j;
    }
    if (isDigit(c) || (c == '.' && isDigit(at(i + 1)))) {
        while (isDigit(at(j))) ++j;
        if (c != '.' && at(j) == '.') {
            ++j;
            while (isDigit(at(j))) ++j;
        }
        if (at(j) == 'e' || at(j) == 'E') {
            std::size_t k = j + 1;
            if (at(k) == '+' || at(k) == '-') ++k;
            if (isDigit(at(k))) {
                j = k;
                while (isDigit(at(j))) ++j;
            }
        }
        style(j - i, ModelicaLexer::Number);
        token(TokenClass::Number, m_line.substr(i, j - i));
        return j;
    }
    if (isIdentStart(c)) {
        while (isIdentChar(at(j))) ++j;
        const std::string_view word = m_line.substr(i, j - i);
        int wordStyle = ModelicaLexer::Identifier;
        TokenClass cls = TokenClass::Word;
        if (word == "initial") {
            // initial() is the built-in, `initial equation` the section prefix
            std::size_t k = j;
            while (k < n && (m_line[k] == ' ' || m_line[k] == '\t')) ++k;
            if (at(k) == '(') {
                wordStyle = ModelicaLexer::Builtin;
            } else {
                wordStyle = ModelicaLexer::Keyword;
                cls = TokenClass::Keyword;
            }
        } else if (contains(kKeywords, word)) {
            wordStyle = ModelicaLexer::Keyword;
            cls = TokenClass::Keyword;
        } else if (contains(kTypes, word)) {
            wordStyle = ModelicaLexer::Type;
        } else if (contains(kBuiltins, word)) {
            wordStyle = ModelicaLexer::Builtin;
        }
        style(j - i, wordStyle);
        token(cls, word);
        return j;
    }
    static constexpr std::string_view kOperatorChars = "+-*/^=:;,.<>()[]{}";
    if (kOperatorChars.find(static_cast<char>(c)) != std::string_view::npos) {
        const unsigned char d = at(i + 1);
        const bool twoChars = (c == ':' && d == '=') || (c == '=' && d == '=') ||
                              (c == '<' && (d == '>' || d == '=')) || (c == '>' && d == '=') ||
                              (c == '.' && d != 0 && std::string_view("+-*/^").find(
                                                         static_cast<char>(d)) !=
                                                         std::string_view::npos);
        if (twoChars) ++j;
        style(j - i, ModelicaLexer::Operator);
        token(TokenClass::Operator, m_line.substr(i, j - i));
        return j;
    }
    // A character that cannot start a token (the checker reports it).
    style(1, ModelicaLexer::Default);
    token(TokenClass::Other, m_line.substr(i, 1));
    return j;
}

// Updates the block structure and the expression context with one code token.
void LineScanner::token(TokenClass cls, std::string_view text) {
    const bool first = m_tokens == 0 || (m_tokens == 1 && m_lastWasInitial);
    ++m_tokens;
    m_lastWasInitial = cls == TokenClass::Keyword && text == "initial";

    // `model Name = Other(...)` is a short class definition without an `end`.
    if (m_st.className == 1) {
        m_st.className = cls == TokenClass::Word ? 2 : 0;
    } else if (m_st.className == 2) {
        m_st.className = 0;
        if (cls == TokenClass::Operator && text == "=" && !m_st.open.empty() &&
            m_st.open.back() == 'c')
            pop();
    }

    if (m_st.afterEnd) {
        m_st.afterEnd = false;
        if (cls == TokenClass::Keyword &&
            (text == "if" || text == "when" || text == "for" || text == "while")) {
            if (!m_st.open.empty() && m_st.open.back() == 'b') pop();
            return;
        }
        closeClass(m_st.endOpenedLine);  // end Name;
        if (cls == TokenClass::Word) return;
    }

    switch (cls) {
    case TokenClass::Keyword:
        keyword(text, first);
        break;
    case TokenClass::Operator:
        if (text == ";") {
            m_st.inExpression = m_st.pendingThen = m_st.pendingLoop = false;
            m_st.parenDepth = 0;
        } else if (text == "(" || text == "[" || text == "{") {
            ++m_st.parenDepth;
            m_st.inExpression = true;
        } else if (text == ")" || text == "]" || text == "}") {
            m_st.parenDepth = std::max(0, m_st.parenDepth - 1);
        } else {
            m_st.inExpression = true;
        }
        break;
    case TokenClass::Word:
    case TokenClass::Number:
    case TokenClass::String:
    case TokenClass::Other:
        break;
    }
}

void LineScanner::keyword(std::string_view w, bool first) {
    const bool statementLevel = !m_st.inExpression && m_st.parenDepth == 0;
    if (w == "end") {
        m_st.afterEnd = true;
        m_st.endOpenedLine = first;
    } else if (w == "equation" || w == "algorithm") {
        closeSection(first);
        push('s');
        m_st.inExpression = m_st.pendingThen = m_st.pendingLoop = false;
        m_st.parenDepth = 0;
    } else if (w == "public" || w == "protected") {
        closeSection(first);
    } else if (contains(kClassKeywords, w)) {
        if (statementLevel) {
            push('c');
            m_st.className = 1;
        }
    } else if (w == "if") {
        if (statementLevel) {
            push('b');
            m_st.pendingThen = true;
        }
        m_st.inExpression = true;
    } else if (w == "when") {
        push('b');
        m_st.pendingThen = true;
        m_st.inExpression = true;
    } else if (w == "elseif" || w == "elsewhen") {
        if (statementLevel || w == "elsewhen") m_st.pendingThen = true;
        m_st.inExpression = true;
    } else if (w == "then") {
        if (m_st.pendingThen && m_st.parenDepth == 0) {
            m_st.pendingThen = false;
            m_st.inExpression = false;
        }
    } else if (w == "for" || w == "while") {
        if (statementLevel) {
            push('b');
            m_st.pendingLoop = true;
        }
        m_st.inExpression = true;
    } else if (w == "loop") {
        if (m_st.pendingLoop) {
            m_st.pendingLoop = false;
            m_st.inExpression = false;
        }
    } else if (w == "and" || w == "or" || w == "not" || w == "in") {
        m_st.inExpression = true;
    }
}

// A line that opens more than it closes is a fold header at its lowest level; any other
// line belongs to the level it starts in (so `end when;` folds with its block).
int LineScanner::foldLevel() const {
    const int end = level();
    if (end > m_minLevel) return (QsciScintillaBase::SC_FOLDLEVELBASE + m_minLevel) |
                                 QsciScintillaBase::SC_FOLDLEVELHEADERFLAG;
    return QsciScintillaBase::SC_FOLDLEVELBASE + m_startLevel;
}

}  // namespace

ModelicaLexer::ModelicaLexer(QObject* parent) : QsciLexerCustom(parent) {}

ModelicaLexer::~ModelicaLexer() = default;

const char* ModelicaLexer::language() const { return "Modelica"; }

QString ModelicaLexer::description(int style) const {
    switch (style) {
    case Default: return tr("Default");
    case Comment: return tr("Comment");
    case Keyword: return tr("Keyword");
    case Type: return tr("Type");
    case Builtin: return tr("Built-in function");
    case Number: return tr("Number");
    case String: return tr("String");
    case Operator: return tr("Operator");
    case Identifier: return tr("Identifier");
    default: return {};
    }
}

QColor ModelicaLexer::defaultColor(int style) const {
    switch (style) {
    case Comment: return QColor(0x5f, 0x7f, 0x4f);     // grey green
    case Keyword: return QColor(0x1a, 0x3f, 0xa8);     // dark blue
    case Type: return QColor(0x00, 0x7a, 0x7a);        // teal
    case Builtin: return QColor(0x86, 0x2f, 0xa8);     // purple
    case Number: return QColor(0xb3, 0x50, 0x00);      // dark orange
    case String: return QColor(0xa3, 0x1f, 0x1f);      // dark red
    case Operator: return QColor(0x55, 0x55, 0x55);    // grey
    case Identifier:
    case Default:
    default: return QColor(0x1e, 0x1e, 0x1e);
    }
}

QFont ModelicaLexer::defaultFont(int style) const {
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setPointSize(10);
    if (style == Keyword) font.setBold(true);
    if (style == Comment) font.setItalic(true);
    return font;
}

QColor ModelicaLexer::defaultPaper(int) const { return QColor(Qt::white); }

QStringList ModelicaLexer::autoCompletionWordSeparators() const { return {QStringLiteral(".")}; }

QStringList ModelicaLexer::keywords() { return toStringList(kKeywords); }
QStringList ModelicaLexer::typeNames() { return toStringList(kTypes); }
QStringList ModelicaLexer::actionBuiltins() {
    return {QStringLiteral("send"), QStringLiteral("schedule"), QStringLiteral("cancel"),
            QStringLiteral("stopSimulation"), QStringLiteral("trace")};
}

QStringList ModelicaLexer::builtins() { return toStringList(kBuiltins); }

void ModelicaLexer::styleText(int start, int end) {
    QsciScintilla* ed = editor();
    if (!ed) return;
    const int length = static_cast<int>(ed->SendScintilla(QsciScintillaBase::SCI_GETLENGTH));
    const int lineCount =
        static_cast<int>(ed->SendScintilla(QsciScintillaBase::SCI_GETLINECOUNT));
    start = std::clamp(start, 0, length);
    end = std::clamp(end, start, length);

    // Start at a line whose predecessor's end state is known.
    int firstLine =
        static_cast<int>(ed->SendScintilla(QsciScintillaBase::SCI_LINEFROMPOSITION, start));
    firstLine = std::min(firstLine, static_cast<int>(m_lineStates.size()));
    const int lastLine = static_cast<int>(ed->SendScintilla(
        QsciScintillaBase::SCI_LINEFROMPOSITION, std::max(start, end - 1)));
    const auto lineStart = [&](int line) {
        if (line >= lineCount) return length;
        return static_cast<int>(
            ed->SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, line));
    };
    const int rangeStart = lineStart(firstLine);
    const int rangeEnd = lineStart(lastLine + 1);

    QByteArray text(rangeEnd - rangeStart + 1, '\0');
    ed->SendScintilla(QsciScintillaBase::SCI_GETTEXTRANGE, static_cast<long>(rangeStart),
                      static_cast<long>(rangeEnd), text.data());

    LineState state = firstLine > 0 ? m_lineStates[firstLine - 1] : LineState{};
    m_lineStates.resize(static_cast<std::size_t>(lastLine) + 1);
    startStyling(rangeStart);
    for (int line = firstLine; line <= lastLine; ++line) {
        const int from = lineStart(line) - rangeStart;
        const int to = lineStart(line + 1) - rangeStart;
        LineScanner scanner(state,
                            std::string_view(text.constData() + from,
                                             static_cast<std::size_t>(to - from)));
        scanner.run();
        for (const auto& [runLength, runStyle] : scanner.runs()) setStyling(runLength, runStyle);
        ed->SendScintilla(QsciScintillaBase::SCI_SETFOLDLEVEL, static_cast<unsigned long>(line),
                          static_cast<long>(scanner.foldLevel()));
        m_lineStates[static_cast<std::size_t>(line)] = state;
    }
}

}  // namespace hs::ui

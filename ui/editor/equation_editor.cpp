// EquationEditor: QScintilla set up for Modelica with HybridStudio's lexer, margins
// (line numbers, diagnostic markers, folding), brace matching, auto-indent, completion
// and diagnostics drawn as indicators. The ranges of the drawn diagnostics are kept in
// step with edits (like the indicators themselves), so that hovering keeps finding the
// message of the underlined text until the next check replaces the diagnostics.

#include "editor/equation_editor.h"

#include "i18n/diagnostic_text.h"

#include "editor/editor_completion.h"
#include "editor/modelica_lexer.h"
#include "models/queue_model.h"

#include <Qsci/qsciapis.h>
#include <Qsci/qscicommand.h>
#include <Qsci/qscicommandset.h>

#include <QContextMenuEvent>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QKeySequence>
#include <QMenu>
#include <QPainter>
#include <QPainterPath>
#include <QRegularExpression>
#include <QScreen>
#include <QShortcut>
#include <QToolTip>

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <utility>

namespace hs::ui {

namespace {

using Sci = QsciScintillaBase;

constexpr int kIndentWidth = 2;
constexpr int kDwellMilliseconds = 400;
constexpr int kLineNumberMargin = 0;
constexpr int kMarkerMargin = 1;
constexpr int kFoldMargin = 2;

const QColor kMarginBackground(0xf3, 0xf3, 0xf3);
const QColor kErrorColor(0xd3, 0x1f, 0x1f);
const QColor kWarningColor(0xd9, 0x8c, 0x00);
const QColor kNoteColor(0x1f, 0x6f, 0xd3);
const QColor kBreakpointColor(0xb0, 0x10, 0x10);
const QColor kStoppedLine(0xff, 0xe8, 0x8a);  // the line a breakpoint stopped the run at

// A 14x14 margin symbol: a filled circle (errors, notes) or triangle (warnings) with a
// white glyph.
QImage markerImage(const QColor& color, bool triangle, QChar glyph) {
    QImage image(14, 14, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    if (triangle) {
        QPainterPath path;
        path.moveTo(7, 0.5);
        path.lineTo(13.5, 13);
        path.lineTo(0.5, 13);
        path.closeSubpath();
        p.drawPath(path);
    } else {
        p.drawEllipse(QRectF(0.5, 0.5, 13, 13));
    }
    if (glyph.isNull()) return image;
    QFont font;
    font.setPixelSize(10);
    font.setBold(true);
    p.setFont(font);
    p.setPen(Qt::white);
    p.drawText(QRectF(0, triangle ? 2 : 0, 14, 13), Qt::AlignCenter, QString(glyph));
    return image;
}

bool isIdentChar(unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c >= 0x80;
}

// The code part of a line: without its `//` comment (strings are respected), trimmed.
QString codeOf(const QString& line) {
    bool inString = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (inString) {
            if (c == u'\\') ++i;
            else if (c == u'"') inString = false;
        } else if (c == u'"') {
            inString = true;
        } else if (c == u'/' && i + 1 < line.size() && line[i + 1] == u'/') {
            return line.left(i).trimmed();
        }
    }
    return line.trimmed();
}

// Whether the line after `line` is indented one step deeper: the line starts a class or
// a section, or ends with `then`, `loop` or `else`.
bool opensBlock(const QString& line) {
    const QString code = codeOf(line);
    if (code.isEmpty()) return false;
    static const QStringList kPrefixes = {
        QStringLiteral("partial"), QStringLiteral("encapsulated"), QStringLiteral("expandable"),
        QStringLiteral("initial"), QStringLiteral("operator"), QStringLiteral("pure"),
        QStringLiteral("impure"), QStringLiteral("replaceable"), QStringLiteral("redeclare"),
        QStringLiteral("inner"), QStringLiteral("outer"), QStringLiteral("final")};
    static const QStringList kOpeners = {
        QStringLiteral("model"), QStringLiteral("block"), QStringLiteral("package"),
        QStringLiteral("function"), QStringLiteral("record"), QStringLiteral("connector"),
        QStringLiteral("class"), QStringLiteral("equation"), QStringLiteral("algorithm"),
        QStringLiteral("public"), QStringLiteral("protected")};
    static const QStringList kEnders = {QStringLiteral("then"), QStringLiteral("loop"),
                                        QStringLiteral("else")};
    const QStringList words = code.split(QRegularExpression(QStringLiteral("[^A-Za-z0-9_]+")),
                                         Qt::SkipEmptyParts);
    if (words.isEmpty()) return false;
    for (const QString& w : words) {
        if (kPrefixes.contains(w)) continue;
        if (kOpeners.contains(w)) {
            // `model A = B;` is a short class definition; a statement ends with ';'
            return !(w != QStringLiteral("equation") && w != QStringLiteral("algorithm") &&
                     code.endsWith(u';'));
        }
        break;
    }
    const QChar last = code.back();
    return (last.isLetterOrNumber() || last == u'_') && kEnders.contains(words.back());
}

}  // namespace

class EquationEditor::Impl {
public:
    explicit Impl(EquationEditor* editor) : q(editor) {}

    // A drawn diagnostic: its range in the text, kept up to date with edits.
    struct Range {
        int start = 0;
        int end = 0;
        int anchor = 0;         // the position of the diagnostic's line:col
        std::size_t index = 0;  // into EquationEditor::m_diagnostics
    };

    void setUp();
    void rebuildApis();
    void updateLineNumberWidth();
    int lineCount() const { return static_cast<int>(q->SendScintilla(Sci::SCI_GETLINECOUNT)); }
    int lineStart(int line) const {
        return static_cast<int>(q->SendScintilla(Sci::SCI_POSITIONFROMLINE, line));
    }
    int lineEnd(int line) const {
        return static_cast<int>(q->SendScintilla(Sci::SCI_GETLINEENDPOSITION, line));
    }
    int positionOf(int line, int column) const;
    int tokenEnd(int pos, int end) const;
    void ensureStyled(int pos) const;
    unsigned char charAt(int pos) const {
        return static_cast<unsigned char>(q->SendScintilla(Sci::SCI_GETCHARAT, pos));
    }
    void clearDrawn();
    void textModified(int position, int type, int length);
    void charAdded(int ch);
    void dwellStarted(int position, int x, int y);
    QString nameAt(int pos) const;
    QString callAt(int pos) const;
    QStringList callInputs() const;
    QString messagesAtPosition(int pos) const;
    QString messagesOnLine(int line) const;
    int indicatorFor(Severity s) const {
        return s == Severity::Error ? errorIndicator
                                    : s == Severity::Warning ? warningIndicator : noteIndicator;
    }
    int markerFor(Severity s) const {
        return s == Severity::Error ? errorMarker
                                    : s == Severity::Warning ? warningMarker : noteMarker;
    }

    EquationEditor* q;
    ModelicaLexer* lexer = nullptr;
    CompletionApis* apis = nullptr;
    QStringList words;
    std::map<QString, SymbolInfo> symbols;  // by name
    QStringList callTips;                   // "f(Real x, Real lo = -1)"
    bool preparing = false;       // the APIs' worker thread runs
    bool rebuildPending = false;  // the words changed while it ran
    std::vector<Range> ranges;
    int errorIndicator = -1, warningIndicator = -1, noteIndicator = -1;
    int errorMarker = -1, warningMarker = -1, noteMarker = -1;
    int breakpointMarker = -1, stoppedMarker = -1, stoppedArrow = -1;
    int lineNumberDigits = 0;
    bool compact = false;  // a field-sized editor
    bool actionLanguage = false;
};

void EquationEditor::Impl::setUp() {
    q->setUtf8(true);
    lexer = new ModelicaLexer(q);
    q->setLexer(lexer);
    apis = new CompletionApis(lexer);
    apis->callInputs = [this] { return callInputs(); };
    apis->callTip = [this](const QString& name) {
        // context words may be the parts of a dotted name: the caret's call names it whole
        const QString call = callAt(static_cast<int>(q->SendScintilla(Sci::SCI_GETCURRENTPOS)));
        for (const QString& tip : std::as_const(callTips))
            if (tip.startsWith((call.isEmpty() ? name : call) + u'(')) return tip;
        return QString();
    };
    q->setCallTipsStyle(QsciScintilla::CallTipsNoContext);
    q->setCallTipsVisible(0);
    QObject::connect(apis, &QsciAPIs::apiPreparationFinished, q, [this] {
        preparing = false;
        if (std::exchange(rebuildPending, false)) rebuildApis();
    });
    rebuildApis();

    // Caret, selection, indentation
    q->setCaretLineVisible(true);
    q->setCaretLineBackgroundColor(QColor(0xf2, 0xf6, 0xfc));
    q->setCaretForegroundColor(QColor(0x1e, 0x1e, 0x1e));
    q->setSelectionBackgroundColor(QColor(0xc7, 0xdb, 0xf5));
    q->resetSelectionForegroundColor();  // selected text keeps its colours
    q->setIndentationsUseTabs(false);
    q->setIndentationWidth(kIndentWidth);
    q->setTabWidth(4);
    q->setAutoIndent(false);  // see charAdded()
    q->setBackspaceUnindents(true);
    q->setIndentationGuides(true);
    q->setIndentationGuidesForegroundColor(QColor(0xd8, 0xd8, 0xd8));
    q->setEolMode(QsciScintilla::EolUnix);
    q->setExtraAscent(1);
    q->setExtraDescent(2);  // room for the squiggles
    q->SendScintilla(Sci::SCI_SETMARGINLEFT, 0ul, 6L);  // between the fold margin and the text
    // The horizontal scroll bar follows the longest line shown (not a fixed 2000 px).
    q->SendScintilla(Sci::SCI_SETSCROLLWIDTH, 1);
    q->SendScintilla(Sci::SCI_SETSCROLLWIDTHTRACKING, 1);

    // Margins: line numbers, diagnostic markers, folding
    q->setMarginsBackgroundColor(kMarginBackground);
    q->setMarginsForegroundColor(QColor(0x8a, 0x8a, 0x8a));
    QFont marginFont = lexer->defaultFont(ModelicaLexer::Default);
    marginFont.setPointSize(std::max(7, marginFont.pointSize() - 1));
    q->setMarginsFont(marginFont);
    q->setMarginType(kLineNumberMargin, QsciScintilla::NumberMargin);
    q->setMarginMarkerMask(kLineNumberMargin, 0);
    updateLineNumberWidth();

    errorMarker = q->markerDefine(markerImage(kErrorColor, false, u'\u00d7'));
    warningMarker = q->markerDefine(markerImage(kWarningColor, true, u'!'));
    noteMarker = q->markerDefine(markerImage(kNoteColor, false, u'i'));
    q->setMarginType(kMarkerMargin, QsciScintilla::SymbolMargin);
    q->setMarginWidth(kMarkerMargin, 18);
    breakpointMarker = q->markerDefine(markerImage(kBreakpointColor, false, QChar()));
    stoppedMarker = q->markerDefine(QsciScintilla::Background);
    q->setMarkerBackgroundColor(kStoppedLine, stoppedMarker);
    stoppedArrow = q->markerDefine(QsciScintilla::RightArrow);
    q->setMarkerBackgroundColor(QColor(0xf0, 0xb0, 0x00), stoppedArrow);
    q->setMarkerForegroundColor(QColor(0x80, 0x50, 0x00), stoppedArrow);
    q->setMarginMarkerMask(kMarkerMargin, (1 << errorMarker) | (1 << warningMarker) |
                                              (1 << noteMarker) | (1 << breakpointMarker) |
                                              (1 << stoppedArrow));
    // a click in the marker margin sets or clears a breakpoint on that line
    q->setMarginSensitivity(kMarkerMargin, true);
    QObject::connect(q, &QsciScintilla::marginClicked, q,
                     [this](int margin, int line, Qt::KeyboardModifiers) {
                         if (margin == kMarkerMargin && !compact)
                             emit q->breakpointToggled(line + 1);
                     });

    q->setFolding(QsciScintilla::BoxedTreeFoldStyle, kFoldMargin);
    q->setFoldMarginColors(kMarginBackground, kMarginBackground);
    for (int marker = Sci::SC_MARKNUM_FOLDEREND; marker <= int(Sci::SC_MARKNUM_FOLDEROPEN);
         ++marker) {
        // (QsciScintilla's setters only reach the markers it allocated)
        q->SendScintilla(Sci::SCI_MARKERSETFORE, marker, QColor(Qt::white));  // box fill
        q->SendScintilla(Sci::SCI_MARKERSETBACK, marker, QColor(0x9a, 0x9a, 0x9a));  // lines
    }

    // Brace matching
    q->setBraceMatching(QsciScintilla::SloppyBraceMatch);
    q->setMatchedBraceBackgroundColor(QColor(0xd6, 0xe9, 0xd2));
    q->setMatchedBraceForegroundColor(QColor(0x1e, 0x1e, 0x1e));
    q->setUnmatchedBraceBackgroundColor(QColor(0xf8, 0xd0, 0xd0));
    q->setUnmatchedBraceForegroundColor(kErrorColor);

    // Completion: keywords, built-ins, the model's variables and the document's words
    q->setAutoCompletionSource(QsciScintilla::AcsAll);
    q->setAutoCompletionThreshold(2);
    q->setAutoCompletionCaseSensitivity(true);
    q->setAutoCompletionUseSingle(QsciScintilla::AcusExplicit);
    auto* complete = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Space), q);
    complete->setContext(Qt::WidgetShortcut);
    QObject::connect(complete, &QShortcut::activated, q, [this] { q->autoCompleteFromAll(); });

    // Diagnostics: squiggles (errors red, warnings amber), dots for notes
    errorIndicator = q->indicatorDefine(QsciScintilla::SquiggleIndicator);
    q->setIndicatorForegroundColor(kErrorColor, errorIndicator);
    warningIndicator = q->indicatorDefine(QsciScintilla::SquiggleIndicator);
    q->setIndicatorForegroundColor(kWarningColor, warningIndicator);
    noteIndicator = q->indicatorDefine(QsciScintilla::DotsIndicator);
    q->setIndicatorForegroundColor(kNoteColor, noteIndicator);
    for (int indicator : {errorIndicator, warningIndicator, noteIndicator})
        q->setIndicatorDrawUnder(false, indicator);
    q->SendScintilla(Sci::SCI_SETMOUSEDWELLTIME, kDwellMilliseconds);

    QObject::connect(q, &QsciScintilla::linesChanged, q, [this] { updateLineNumberWidth(); });
    QObject::connect(q, &QsciScintillaBase::SCN_MODIFIED, q,
                     [this](int position, int type, const char*, int length, int, int, int, int,
                            int, int) { textModified(position, type, length); });
    QObject::connect(q, &QsciScintillaBase::SCN_CHARADDED, q,
                     [this](int ch) { charAdded(ch); });
    QObject::connect(q, &QsciScintillaBase::SCN_DWELLSTART, q,
                     [this](int position, int x, int y) { dwellStarted(position, x, y); });
    QObject::connect(q, &QsciScintillaBase::SCN_DWELLEND, q, [] { QToolTip::hideText(); });
}

// QsciAPIs prepares its word list on a worker thread and ignores prepare() while that
// runs; cancelling a preparation whose result is already posted crashes QScintilla 2.13.
// So a change during a preparation is applied when it has finished.
void EquationEditor::Impl::rebuildApis() {
    if (preparing) {
        rebuildPending = true;
        return;
    }
    preparing = true;
    apis->clear();
    QStringList builtins = ModelicaLexer::builtins();
    if (!actionLanguage)
        for (const QString& w : ModelicaLexer::actionBuiltins()) builtins.removeAll(w);
    QStringList all = ModelicaLexer::keywords() + ModelicaLexer::typeNames() + builtins + words;
    all.removeDuplicates();
    for (const QString& word : std::as_const(all)) apis->add(word);
    for (const QString& tip : std::as_const(callTips)) apis->add(tip.section(u'(', 0, 0));
    apis->prepare();
}

void EquationEditor::Impl::updateLineNumberWidth() {
    if (compact) return;
    const int digits = static_cast<int>(QString::number(std::max(1, q->lines())).size());
    if (digits == lineNumberDigits) return;
    lineNumberDigits = digits;
    q->setMarginWidth(kLineNumberMargin, QString(std::max(2, digits) + 1, u'9'));
}

// The position of a 1-based line and column (columns count characters, as the core's
// diagnostics do); -1 when the line does not exist. Columns past the end give the end.
int EquationEditor::Impl::positionOf(int line, int column) const {
    if (line < 1 || line > lineCount()) return -1;
    const int start = lineStart(line - 1);
    const int end = lineEnd(line - 1);
    if (column <= 1) return start;
    const int pos = static_cast<int>(q->SendScintilla(Sci::SCI_POSITIONRELATIVE, start,
                                                      static_cast<long>(column - 1)));
    if (pos <= start) return end;  // 0 = past the end of the document
    return std::min(pos, end);
}

void EquationEditor::Impl::ensureStyled(int pos) const {
    const int styled = static_cast<int>(q->SendScintilla(Sci::SCI_GETENDSTYLED));
    if (styled < pos) q->SendScintilla(Sci::SCI_COLOURISE, styled, static_cast<long>(pos));
}

// The end of the token that starts at pos, not beyond end (the end of its line). White
// space and unknown characters extend to the end of the line.
int EquationEditor::Impl::tokenEnd(int pos, int end) const {
    if (pos >= end) return end;
    ensureStyled(end);
    const int style = static_cast<int>(q->SendScintilla(Sci::SCI_GETSTYLEAT, pos));
    const unsigned char c = charAt(pos);
    int e = pos + 1;
    if (style == ModelicaLexer::String || style == ModelicaLexer::Comment ||
        style == ModelicaLexer::Number) {
        while (e < end && q->SendScintilla(Sci::SCI_GETSTYLEAT, e) == style) ++e;
        return e;
    }
    if (c == '\'') {
        while (e < end && charAt(e) != '\'') ++e;
        return std::min(e + 1, end);
    }
    if (isIdentChar(c)) {
        while (e < end && isIdentChar(charAt(e))) ++e;
        return e;
    }
    if (style == ModelicaLexer::Operator) {
        static const QList<QByteArray> kTwoCharOperators = {":=", "==", "<>", "<=", ">=",
                                                            ".+", ".-", ".*", "./", ".^"};
        const QByteArray pair{static_cast<char>(c), static_cast<char>(charAt(e))};
        return e < end && kTwoCharOperators.contains(pair) ? e + 1 : e;
    }
    return end;
}

void EquationEditor::Impl::clearDrawn() {
    const long length = static_cast<long>(q->SendScintilla(Sci::SCI_GETLENGTH));
    for (int indicator : {errorIndicator, warningIndicator, noteIndicator}) {
        q->SendScintilla(Sci::SCI_SETINDICATORCURRENT, indicator);
        q->SendScintilla(Sci::SCI_INDICATORCLEARRANGE, 0ul, length);
    }
    for (int marker : {errorMarker, warningMarker, noteMarker}) q->markerDeleteAll(marker);
    ranges.clear();
}

// Moves the drawn ranges with inserted and deleted text.
void EquationEditor::Impl::textModified(int position, int type, int length) {
    if (ranges.empty() || length <= 0) return;
    if (type & Sci::SC_MOD_INSERTTEXT) {
        for (Range& r : ranges) {
            if (position <= r.start) {
                r.start += length;
                r.end += length;
            } else if (position < r.end) {
                r.end += length;
            }
            if (position <= r.anchor) r.anchor += length;
        }
    } else if (type & Sci::SC_MOD_DELETETEXT) {
        const auto shift = [&](int x) {
            if (x >= position + length) return x - length;
            return std::min(x, position);
        };
        for (Range& r : ranges) {
            r.start = shift(r.start);
            r.end = shift(r.end);
            r.anchor = shift(r.anchor);
        }
    }
}

// Auto-indent: a new line keeps the indentation of the previous one, one step deeper
// after a line that opens a class, a section or a block.
void EquationEditor::Impl::charAdded(int ch) {
    const int eolMode = static_cast<int>(q->SendScintilla(Sci::SCI_GETEOLMODE));
    if (!(ch == '\n' || (ch == '\r' && eolMode == Sci::SC_EOL_CR))) return;
    const int pos = static_cast<int>(q->SendScintilla(Sci::SCI_GETCURRENTPOS));
    const int line = static_cast<int>(q->SendScintilla(Sci::SCI_LINEFROMPOSITION, pos));
    if (line < 1) return;
    int indent = static_cast<int>(q->SendScintilla(Sci::SCI_GETLINEINDENTATION, line - 1));
    if (opensBlock(q->text(line - 1))) indent += kIndentWidth;
    q->SendScintilla(Sci::SCI_SETLINEINDENTATION, line, indent);
    q->SendScintilla(Sci::SCI_GOTOPOS,
                     q->SendScintilla(Sci::SCI_GETLINEINDENTPOSITION, line));
}

QString EquationEditor::Impl::messagesAtPosition(int pos) const {
    QStringList messages;
    for (const Range& r : ranges) {
        if ((r.start <= pos && pos < r.end) || pos == r.anchor) {
            const QString m = i18n::diagnosticMessage(q->m_diagnostics[r.index]);
            if (!messages.contains(m)) messages << m;
        }
    }
    return messages.join(u'\n');
}

QString EquationEditor::Impl::messagesOnLine(int line) const {
    QStringList messages;
    for (const Range& r : ranges) {
        if (q->SendScintilla(Sci::SCI_LINEFROMPOSITION, r.start) != line) continue;
        const QString m = i18n::diagnosticMessage(q->m_diagnostics[r.index]);
        if (!messages.contains(m)) messages << m;
    }
    return messages.join(u'\n');
}

// Hover: the messages of the diagnostics under the mouse, or of the line when the mouse
// rests on the margins.
void EquationEditor::Impl::dwellStarted(int position, int x, int y) {
    QString text;
    if (position >= 0) {
        text = messagesAtPosition(position);
    } else {
        int margins = 0;
        for (int m = 0; m <= kFoldMargin; ++m)
            margins += static_cast<int>(q->SendScintilla(Sci::SCI_GETMARGINWIDTHN, m));
        if (x < margins) {
            const long pos = q->SendScintilla(Sci::SCI_POSITIONFROMPOINT, margins + 1, y);
            text = messagesOnLine(
                static_cast<int>(q->SendScintilla(Sci::SCI_LINEFROMPOSITION, pos)));
        }
    }
    if (text.isEmpty() && position >= 0) {
        auto it = symbols.find(nameAt(position));
        if (it != symbols.end()) text = symbolText(it->second);
    }
    if (text.isEmpty()) return;
    // Rich text so that messages with '<' are shown as written.
    const QString html = QStringLiteral("<p style='white-space:pre'>%1</p>")
                             .arg(text.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>")));
    QToolTip::showText(q->viewport()->mapToGlobal(QPoint(x, y)), html, q->viewport());
}

// The dotted name under a position ("x", "car.ms", "Modes.Gear"), without subscripts.
QString EquationEditor::Impl::nameAt(int pos) const {
    auto isNameChar = [&](int p) {
        const unsigned char c = charAt(p);
        return std::isalnum(c) || c == '_' || c == '.';
    };
    const int length = q->length();
    int a = pos, b = pos;
    while (a > 0 && isNameChar(a - 1)) --a;
    while (b < length && isNameChar(b)) ++b;
    // the part up to the end of the word under the mouse: "car" in "car.ms" over "car"
    int end = pos;
    while (end < b && charAt(end) != '.') ++end;
    QString name;
    for (int p = a; p < end; ++p) name += QChar(charAt(p));
    return name;
}

// The function whose call's parentheses hold `pos`: the name before the innermost open
// '(' (looking back at most a few thousand characters).
QString EquationEditor::Impl::callAt(int pos) const {
    int depth = 0;
    for (int p = pos - 1; p >= 0 && p > pos - 4000; --p) {
        const unsigned char c = charAt(p);
        if (c == ')' || c == ']' || c == '}') ++depth;
        if (c == '[' || c == '{') {
            if (depth == 0) return {};
            --depth;
        }
        if (c == '(') {
            if (depth > 0) {
                --depth;
                continue;
            }
            int e = p;
            while (e > 0 && charAt(e - 1) == ' ') --e;
            return nameAt(std::max(0, e - 1));
        }
        if (c == ';') return {};
    }
    return {};
}

QStringList EquationEditor::Impl::callInputs() const {
    auto it = symbols.find(callAt(static_cast<int>(q->SendScintilla(Sci::SCI_GETCURRENTPOS))));
    if (it == symbols.end() || (it->second.kind != SymbolInfo::Kind::Function &&
                                it->second.kind != SymbolInfo::Kind::Record))
        return {};
    QStringList names;
    for (const std::string& input : it->second.inputs) {
        // "Real lo = -1" -> "lo"
        const QString text = QString::fromStdString(input).section(u'=', 0, 0).trimmed();
        names << text.section(u' ', -1).section(u'[', 0, 0);
    }
    return names;
}

EquationEditor::EquationEditor(QWidget* parent) : QsciScintilla(parent), d(new Impl(this)) {
    d->setUp();
}

EquationEditor::~EquationEditor() {
    // The APIs' worker thread calls the lexer: stop it while the lexer is still whole.
    d->lexer->setAPIs(nullptr);
    delete d->apis;
    delete d;
}

void EquationEditor::setDiagnostics(const std::vector<Diagnostic>& diagnostics) {
    m_diagnostics = diagnostics;
    d->clearDrawn();
    const int lines = d->lineCount();
    for (std::size_t i = 0; i < m_diagnostics.size(); ++i) {
        const Diagnostic& diag = m_diagnostics[i];
        if (diag.loc.line < 1 || diag.loc.line > lines) continue;
        const int line = diag.loc.line - 1;
        const int lineStart = d->lineStart(line);
        const int lineEnd = d->lineEnd(line);
        int start = 0;
        int end = lineEnd;
        int anchor = 0;
        if (diag.loc.column < 1) {  // no column: the line's text
            start = anchor = static_cast<int>(SendScintilla(SCI_GETLINEINDENTPOSITION, line));
        } else {
            start = anchor = d->positionOf(diag.loc.line, diag.loc.column);
            end = d->tokenEnd(start, lineEnd);
            // At the end of the line (e.g. "expected ';'"): underline the last character.
            if (start == end && start > lineStart)
                start = static_cast<int>(SendScintilla(SCI_POSITIONBEFORE, start));
        }
        if (end > start) {
            SendScintilla(SCI_SETINDICATORCURRENT, d->indicatorFor(diag.severity));
            SendScintilla(SCI_INDICATORFILLRANGE, static_cast<unsigned long>(start),
                          static_cast<long>(end - start));
        }
        markerAdd(line, d->markerFor(diag.severity));
        d->ranges.push_back({start, end, anchor, i});
    }
}

void EquationEditor::contextMenuEvent(QContextMenuEvent* event) {
    QMenu* menu = createStandardContextMenu();
    if (!menu) return;
    if (!d->compact) {
        // the line under the mouse, or the caret's for the keyboard's menu key
        int line = event->reason() == QContextMenuEvent::Mouse ? lineAt(event->pos()) : -1;
        if (line < 0) {
            int index = 0;
            getCursorPosition(&line, &index);
        }
        const int shown = line + 1;
        menu->addSeparator();
        auto add = [&](const QString& text, const char* name, void (EquationEditor::*signal)(int)) {
            QAction* a = menu->addAction(text);
            a->setObjectName(QString::fromLatin1(name));
            connect(a, &QAction::triggered, this,
                    [this, signal, shown] { emit(this->*signal)(shown); });
        };
        add(tr("Toggle Breakpoint"), "editorToggleBreakpoint", &EquationEditor::breakpointToggled);
        add(tr("Why Did This When-Clause Fire (or Not)?"), "editorExplain",
            &EquationEditor::explainRequested);
        add(tr("Show in Structure"), "editorShowStructure", &EquationEditor::structureRequested);
    }
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(event->globalPos());
    event->accept();
}

void EquationEditor::setBreakpointLines(const std::vector<int>& lines) {
    markerDeleteAll(d->breakpointMarker);
    for (int line : lines)
        if (line >= 1 && line <= d->lineCount()) markerAdd(line - 1, d->breakpointMarker);
}

std::vector<int> EquationEditor::breakpointLines() const {
    std::vector<int> out;
    for (int line = markerFindNext(0, 1 << d->breakpointMarker); line >= 0;
         line = markerFindNext(line + 1, 1 << d->breakpointMarker))
        out.push_back(line + 1);
    return out;
}

void EquationEditor::setStoppedLine(int line) {
    markerDeleteAll(d->stoppedMarker);
    markerDeleteAll(d->stoppedArrow);
    if (line < 1 || line > d->lineCount()) return;
    markerAdd(line - 1, d->stoppedMarker);
    markerAdd(line - 1, d->stoppedArrow);
    ensureLineVisible(line - 1);
}

int EquationEditor::stoppedLine() const {
    const int line = markerFindNext(0, 1 << d->stoppedMarker);
    return line >= 0 ? line + 1 : 0;
}

void EquationEditor::setSymbols(const std::vector<SymbolInfo>& symbols) {
    std::map<QString, SymbolInfo> byName;
    QStringList tips;
    for (const SymbolInfo& s : symbols) {
        const QString name = QString::fromStdString(s.name);
        byName[name] = s;
        if (s.kind == SymbolInfo::Kind::Function || s.kind == SymbolInfo::Kind::Record) {
            QStringList inputs;
            for (const auto& i : s.inputs) inputs << QString::fromStdString(i);
            tips << name + u'(' + inputs.join(QStringLiteral(", ")) + u')';
        }
    }
    d->symbols = std::move(byName);
    if (tips == d->callTips) return;
    d->callTips = tips;
    d->rebuildApis();
}

QString EquationEditor::symbolAt(int line, int column) const {
    auto it = d->symbols.find(d->nameAt(d->positionOf(line, column)));
    return it == d->symbols.end() ? QString() : symbolText(it->second);
}

QStringList EquationEditor::inputsAtCaret() const {
    return d->callInputs();
}

void EquationEditor::setCompletionWords(const QStringList& words) {
    QStringList unique = words;
    unique.removeDuplicates();
    if (unique == d->words) return;
    d->words = unique;
    d->rebuildApis();
}

void EquationEditor::setCompact(bool on) {
    d->compact = on;
    if (on) {
        setMarginWidth(kLineNumberMargin, 0);
        setFolding(QsciScintilla::NoFoldStyle, kFoldMargin);
        setMarginWidth(kFoldMargin, 0);
        setMarginWidth(kMarkerMargin, 14);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    } else {
        d->lineNumberDigits = 0;
        d->updateLineNumberWidth();
        setFolding(QsciScintilla::BoxedTreeFoldStyle, kFoldMargin);
        setMarginWidth(kMarkerMargin, 18);
    }
}

void EquationEditor::goTo(int line, int column) {
    const int lines = d->lineCount();
    line = std::clamp(line, 1, std::max(1, lines));
    const int pos = d->positionOf(line, std::max(1, column));
    if (pos < 0) return;
    SendScintilla(SCI_ENSUREVISIBLEENFORCEPOLICY, line - 1);
    SendScintilla(SCI_GOTOPOS, pos);
    SendScintilla(SCI_SCROLLCARET);
}

// QScintilla places its completion list on the screen under the caret and does not expect
// there to be none (a caret outside every screen: a window partly off a monitor, a gap
// between monitors): completion waits until the caret is on a screen again.
void EquationEditor::keyPressEvent(QKeyEvent* event) {
    const long pos = SendScintilla(SCI_GETCURRENTPOS);
    const QPoint caret(static_cast<int>(SendScintilla(SCI_POINTXFROMPOSITION, 0, pos)),
                       static_cast<int>(SendScintilla(SCI_POINTYFROMPOSITION, 0, pos)));
    const bool onScreen = QGuiApplication::screenAt(viewport()->mapToGlobal(caret)) != nullptr;
    if (onScreen) {
        QsciScintilla::keyPressEvent(event);
        return;
    }
    const AutoCompletionSource source = autoCompletionSource();
    setAutoCompletionSource(AcsNone);
    QsciScintilla::keyPressEvent(event);
    setAutoCompletionSource(source);
}

void EquationEditor::setActionLanguage(bool on) {
    if (d->actionLanguage == on) return;
    d->actionLanguage = on;
    d->rebuildApis();
}

void EquationEditor::releaseKeys(const QList<QKeySequence>& keys) {
    QsciCommandSet* set = standardCommands();
    for (const QKeySequence& sequence : keys) {
        if (sequence.isEmpty()) continue;
        const int key = sequence[0].toCombined();
        while (QsciCommand* c = set->boundTo(key)) {
            if (c->key() == key)
                c->setKey(0);
            else
                c->setAlternateKey(0);
        }
    }
}

QString EquationEditor::diagnosticAt(int line, int column) const {
    const int pos = d->positionOf(line, std::max(1, column));
    if (pos < 0) return {};
    return d->messagesAtPosition(pos);
}

}  // namespace hs::ui

#pragma once
// ModelicaLexer: QScintilla styling and folding of Modelica text (flat models, the action
// language of statecharts and events). The text is scanned line by line; the scanner's
// state at the end of every line (inside a block comment or string, the open classes,
// sections and blocks, the expression context) is remembered, so that restyling can start
// at any line that QScintilla asks for and stays correct when a block comment or string
// is opened or closed above. Fold levels: a class (model ... end), an equation or
// algorithm section (up to the next section or the end of the class) and a when / if /
// for / while block (up to its `end when;` ...) each add one level. GUI thread only.

#include <Qsci/qscilexercustom.h>

#include <string>
#include <vector>

namespace hs::ui {

class ModelicaLexer : public QsciLexerCustom {
    Q_OBJECT
public:
    enum Style {
        Default = 0,
        Comment = 1,     // line and block comments
        Keyword = 2,
        Type = 3,        // Real Integer Boolean String
        Builtin = 4,     // der pre sample ... time
        Number = 5,
        String = 6,
        Operator = 7,    // operators and punctuation, brackets included
        Identifier = 8,  // plain and 'quoted' names
    };
    static constexpr int kStyleCount = 9;

    explicit ModelicaLexer(QObject* parent = nullptr);
    ~ModelicaLexer() override;

    const char* language() const override;
    QString description(int style) const override;
    QColor defaultColor(int style) const override;
    QFont defaultFont(int style) const override;
    QColor defaultPaper(int style) const override;
    int braceStyle() const override { return Operator; }
    bool caseSensitive() const override { return true; }
    QStringList autoCompletionWordSeparators() const override;
    void styleText(int start, int end) override;

    // Word lists (also used for completion).
    static QStringList keywords();
    static QStringList typeNames();
    static QStringList builtins();
    // The built-ins of statechart and event actions only (send, schedule, ...): completion
    // offers them in action fields, not in equations or guards.
    static QStringList actionBuiltins();

    // The scanner's state between lines; public for the implementation file only.
    struct LineState {
        enum class Mode : unsigned char { Code, BlockComment, String };
        Mode mode = Mode::Code;
        std::string open;           // open constructs: 'c' class, 's' section, 'b' block
        int parenDepth = 0;
        bool inExpression = false;  // an `if` / `for` here is an expression, not a block
        bool pendingThen = false;   // a statement-level if / when / elseif / elsewhen
        bool pendingLoop = false;   // a statement-level for / while
        bool afterEnd = false;      // the previous token was `end`
        bool endOpenedLine = false; // ... and it was the first token of its line
        int className = 0;          // 1: after a class keyword, 2: after its name
    };

private:
    std::vector<LineState> m_lineStates;  // state at the end of each styled line
};

}  // namespace hs::ui

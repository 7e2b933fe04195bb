#pragma once
// The equation editor: QScintilla with HybridStudio's Modelica lexer (keywords, types,
// built-ins, numbers, strings, comments, operators), line numbers, folding of sections,
// brace matching, auto-indent and completion of the model's variables and built-ins.
// Diagnostics are shown where they arise: underlined at line:col, with the message on
// hover and a marker in the margin. GUI thread only.

#include "hs/lang/diagnostic.h"
#include "hs/model/document.h"
#include "sim/model_check.h"

#include <Qsci/qsciscintilla.h>

#include <vector>

namespace hs::ui {

class EquationEditor : public QsciScintilla {
    Q_OBJECT
public:
    explicit EquationEditor(QWidget* parent = nullptr);
    ~EquationEditor() override;

    // Replaces the shown diagnostics (compile-time and run-time ones).
    void setDiagnostics(const std::vector<Diagnostic>& diagnostics);
    const std::vector<Diagnostic>& diagnostics() const { return m_diagnostics; }
    // Words offered by completion besides keywords and built-ins (the model's variables).
    void setCompletionWords(const QStringList& words);
    // The model's symbols: hover shows a variable's type, size and kind, a function's
    // signature; typing a function's '(' shows its inputs as a call tip, and completion
    // inside the parentheses offers the inputs' names first.
    void setSymbols(const std::vector<SymbolInfo>& symbols);
    // What hover shows for the name at a position (1-based; empty if none).
    QString symbolAt(int line, int column) const;
    // The inputs completion offers at the caret (inside a call of a function of the model).
    QStringList inputsAtCaret() const;
    void goTo(int line, int column);  // 1-based
    // A field-sized editor (statechart actions and expressions): no line numbers, no
    // folding, a narrow marker margin.
    void setCompact(bool compact);
    // The message of the diagnostic at a position (empty if none), as shown on hover.
    QString diagnosticAt(int line, int column) const;
    // An action field of a statechart or event: completion also offers send, schedule,
    // cancel, stopSimulation and trace, which are valid there only.
    void setActionLanguage(bool on);
    // The window's shortcuts win over the editor's own key bindings (QScintilla binds
    // Ctrl+U to lower case, Ctrl+L to cut line, ...): these keys are unbound here.
    void releaseKeys(const QList<QKeySequence>& keys);
    // Breakpoint marks in the margin (1-based lines); they move with the text as it is
    // edited, and breakpointLines() says where they are now. A click in the margin asks
    // for a breakpoint to be set or cleared there (breakpointToggled).
    void setBreakpointLines(const std::vector<int>& lines);
    std::vector<int> breakpointLines() const;
    // The line the run stopped at (shaded; 0: none).
    void setStoppedLine(int line);
    int stoppedLine() const;

signals:
    void breakpointToggled(int line);
    // The context menu asks why the when-clause on `line` fired or did not, or for the
    // line's place in the model's structure.
    void explainRequested(int line);
    void structureRequested(int line);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    // The standard menu, and for the equations the debugger's entries for the line.
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    class Impl;
    Impl* d;
    std::vector<Diagnostic> m_diagnostics;
};

class CheckClient;

// Re-checks a model shortly after typing stops, off the GUI thread — in `client`'s engine
// process when given, so that a model that crashes the compiler cannot take the IDE
// down — and reports the diagnostics and the variable names for completion. Only the
// newest check's result is delivered. GUI thread object.
class LiveChecker : public QObject {
    Q_OBJECT
public:
    explicit LiveChecker(QObject* parent = nullptr, CheckClient* client = nullptr);
    ~LiveChecker() override;
    void setDelay(int milliseconds);
    // A .mo source with several models: the one checked (empty: the last one).
    void setClassName(const QString& className);
    // The text changed: (re)start the delay; fileName is used for diagnostics and to
    // tell .mo from .hsm.
    void textChanged(const QString& text, const QString& fileName);
    // A document changed (its first module is checked: equations, statecharts, events).
    void documentChanged(const hs::doc::Document& document, const QString& fileName);

signals:
    void checked(const std::vector<hs::Diagnostic>& diagnostics, const QStringList& variables);
    // After each check: the model's variables, functions, records and enumerations.
    void symbolsFound(const std::vector<hs::ui::SymbolInfo>& symbols);

private:
    class Impl;
    Impl* d;
};

}  // namespace hs::ui

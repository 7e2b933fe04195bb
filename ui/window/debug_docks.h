#pragma once
// The debugger's docks and what ties them to the run.
//
// Breakpoints: the breakpoints of the document on screen — typed (a kind and its target:
// a condition such as `h < 0.5 and v < 0`, a state, an element, a variable), set from the
// equation editor's margin (F9 on the caret's line), from the canvas (a state's or a
// transition's menu) or from the Variables dock — each with an on/off box, a guard and
// the hit the run first stops at, and the hits counted in the run. Every change goes to
// the engine at once, also during a run. A breakpoint the run cannot watch (a condition
// that does not parse, a state that is not there) is shown red with its error.
//
// Watch: expressions over the model's variables and `time`, evaluated by the engine at
// every snapshot (at every stop, and while running as the views follow).
//
// When a run stops at a breakpoint, stopped() names the hit once; the window shows the
// cause. GUI thread only.

#include "hs/sim/breakpoint.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <string>

class QComboBox;
class QCompleter;
class QStringListModel;
class QDockWidget;
class QLabel;
class QLineEdit;
class QMainWindow;
class QPoint;
class QTableView;
class QToolButton;

namespace hs::ui {

class BreakpointModel;
class RunController;
class WatchModel;
struct SimSnapshot;

class DebugDocks : public QObject {
    Q_OBJECT
public:
    // `fileName` names the document's text as the run knows it (line breakpoints are
    // elements "file:line").
    DebugDocks(QMainWindow* window, RunController* run, std::function<std::string()> fileName);

    QDockWidget* breakpointsDock() const { return m_breakDock; }
    QDockWidget* watchDock() const { return m_watchDock; }
    BreakpointModel* breakpoints() const { return m_breakpoints; }
    WatchModel* watches() const { return m_watches; }
    QTableView* breakpointsView() const { return m_breakView; }
    QTableView* watchView() const { return m_watchView; }
    QComboBox* kindSelector() const { return m_kind; }
    QLineEdit* targetInput() const { return m_target; }
    QLineEdit* watchInput() const { return m_watchInput; }
    QLabel* stopLabel() const { return m_breakStatus; }

    // Adds a breakpoint (or finds the same one) and shows its row; its row.
    int addBreakpoint(BreakpointKind kind, const QString& target);
    // Sets or clears the breakpoint on a line of the equations.
    void toggleLine(int line);
    int addWatch(const QString& expression);
    // The editor's marks moved with its text: the line breakpoints follow them.
    void linesMoved(const std::vector<int>& lines);
    // Sends the set again (the document's file name changed, a new document).
    void resend();
    // A new document: no breakpoints, no watches.
    void clear();
    // The names the target field completes, by kind: the run's variables, its statechart
    // states ("chart.State") and its elements (transitions "chart.T1", events).
    void setNames(const QStringList& variables, const QStringList& states,
                  const QStringList& elements);

    // The run's report: hits, errors, watch values. A hit not reported before is stopped().
    void showSnapshot(const SimSnapshot& snapshot);
    void retranslate();

signals:
    // The run stopped at breakpoint `row` (its model row): `what` says why, in the
    // user's language.
    void stopped(int row, const hs::BreakpointHit& hit, const QString& what);
    // The user asked to see where breakpoint `row` is (double-click, "Go to").
    void showRequested(int row);
    // The line breakpoints changed (for the editor's marks).
    void linesChanged(const std::vector<int>& lines);
    void statusMessage(const QString& text, int timeoutMs);

private:
    void addTyped();
    void addTypedWatch();
    void sendBreakpoints();
    void sendWatches();
    void breakpointsMenu(const QPoint& pos);
    void watchMenu(const QPoint& pos);
    void updateButtons();
    static QString stopText(const BreakpointHit& hit);

    QMainWindow* m_window;
    RunController* m_run;
    std::function<std::string()> m_fileName;
    BreakpointModel* m_breakpoints;
    WatchModel* m_watches;
    QDockWidget *m_breakDock, *m_watchDock;
    QTableView *m_breakView, *m_watchView;
    QComboBox* m_kind;
    QLineEdit* m_target;
    QCompleter* m_completer;
    QStringListModel* m_completions;
    QStringList m_variableNames, m_stateNames, m_elementNames;
    void updateCompletions();
    QToolButton *m_add, *m_remove, *m_clear, *m_addWatch, *m_removeWatch;
    QLineEdit* m_watchInput;
    QLabel* m_breakStatus;
    // the hit reported last (a snapshot repeats it until the run goes on)
    std::optional<BreakpointHit> m_reported;
    std::uint64_t m_reportedGeneration = 0;
};

}  // namespace hs::ui

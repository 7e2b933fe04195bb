// The debugger as a user drives it on the real main window: a condition typed into the
// Breakpoints dock and Run stopping at its crossing, a watch typed and evaluated there,
// Step Back from the hit, a breakpoint switched off; a click in the editor's margin on a
// when-clause and F9; a state's menu on the canvas; a variable's menu in the Variables
// dock. The numbers are the closed forms: the ball reaches h = 0.5 at sqrt(0.5/4.905) s
// and the floor at sqrt(2/9.81) s.

#include "editor/equation_editor.h"
#include "models/debug_models.h"
#include "models/variables_model.h"
#include "sim/simulation_controller.h"
#include "statechart/statechart_editor.h"
#include "window/debug_docks.h"
#include "window/main_window.h"
#include "window/run_controller.h"
#include "window/run_docks.h"
#include "window/structure_view.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QComboBox>
#include <QCompleter>
#include <QContextMenuEvent>
#include <QDockWidget>
#include <QGraphicsView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>

#include "ui_test_support.h"
#include "user_flow_fixture.h"

#include <gtest/gtest.h>

#include <cmath>

namespace hs::ui::test {

namespace {

// Opens the context menu of `widget` at `pos` (as a right click does) and triggers the
// action named `action` in it; false when the menu has no such action enabled.
bool chooseFromMenu(QWidget* widget, QPoint pos, const char* action) {
    bool found = false;
    QTimer::singleShot(0, [&] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        if (!menu) return;
        if (auto* a = menu->findChild<QAction*>(QString::fromLatin1(action)); a && a->isEnabled()) {
            found = true;
            a->trigger();
        }
        menu->close();
    });
    QContextMenuEvent event(QContextMenuEvent::Mouse, pos, widget->mapToGlobal(pos));
    QApplication::sendEvent(widget, &event);
    settle();
    return found;
}

}  // namespace

class Debugger : public UserFlow {
protected:
    DebugDocks* debug() { return window->debugDocks(); }
    BreakpointModel* breakpoints() { return debug()->breakpoints(); }
    // The run has stopped at a breakpoint (or ended).
    bool stoppedAtHit() {
        return waitFor([&] {
            const SimSnapshot* s = latest();
            return s && !s->running && (s->breakpointHit || s->status != RunStatus::Running);
        });
    }
    QString cell(QTableView* view, int row, int column) {
        return view->model()->index(row, column).data().toString();
    }
    // Types into a line edit as a user: a click into it, the text, Enter.
    void typeInto(QLineEdit* edit, const QString& text) {
        QTest::mouseClick(edit, Qt::LeftButton);
        edit->setFocus();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
        settle();
    }
    void runF5() {
        window->editor()->setFocus();
        press(Qt::Key_F5);
    }
};

// A condition breakpoint typed into the dock stops Run at the crossing; a watch typed there
// shows its value; Step Back goes to the step before the hit; Run goes on to the next hit;
// switched off, the breakpoint lets the run end.
TEST_F(Debugger, ATypedConditionStopsRunAtItsCrossingAndWatchesShowValues) {
    ASSERT_TRUE(window->openFile(example("BouncingBall.mo")));
    ASSERT_TRUE(idle());
    debug()->breakpointsDock()->raise();
    debug()->kindSelector()->setCurrentIndex(0);  // condition
    typeInto(debug()->targetInput(), "h < 0.5 and v < 0");
    ASSERT_EQ(breakpoints()->rowCount(), 1);
    QTableView* view = debug()->breakpointsView();
    EXPECT_EQ(cell(view, 0, BreakpointModel::WhereColumn), "h < 0.5 and v < 0");
    EXPECT_TRUE(debug()->targetInput()->text().isEmpty());

    runF5();
    ASSERT_TRUE(stoppedAtHit());
    const SimSnapshot* s = latest();
    ASSERT_TRUE(s->breakpointHit.has_value());
    const double hit = std::sqrt(0.5 / 4.905);
    EXPECT_NEAR(s->time, hit, 1e-6);
    EXPECT_EQ(s->status, RunStatus::Running);
    EXPECT_EQ(cell(view, 0, BreakpointModel::HitsColumn), "1");
    EXPECT_EQ(breakpoints()->stoppedRow(), 0);
    EXPECT_TRUE(debug()->stopLabel()->text().contains("h < 0.5 and v < 0 became true"))
        << debug()->stopLabel()->text().toStdString();
    // the cause: h and v selected in the Variables dock
    QTableView* variables = window->docks()->variablesView();
    QStringList selected;
    for (const QModelIndex& i : variables->selectionModel()->selectedRows())
        selected << window->variablesModel()->variableName(i.row());
    EXPECT_TRUE(selected.contains("h") && selected.contains("v"))
        << selected.join(",").toStdString();
    // the plot's results end at the hit
    const ResultStore& results = window->controller().results();
    ASSERT_GT(results.rowCount(), 0u);
    EXPECT_NEAR(results.time().back(), hit, 1e-6);

    // a watch typed at the stop: the energy per unit mass, 9.81 · h0
    debug()->watchDock()->raise();
    typeInto(debug()->watchInput(), "v^2/2 + 9.81*h");
    typeInto(debug()->watchInput(), "vv + 1");
    QTableView* watches = debug()->watchView();
    ASSERT_TRUE(waitFor([&] {
        return !cell(watches, 0, WatchModel::ValueColumn).isEmpty() &&
               !cell(watches, 1, WatchModel::ValueColumn).isEmpty();
    }));
    EXPECT_NEAR(cell(watches, 0, WatchModel::ValueColumn).toDouble(), 9.81, 1e-4);
    EXPECT_TRUE(cell(watches, 1, WatchModel::ValueColumn).contains("unknown name 'vv'"))
        << cell(watches, 1, WatchModel::ValueColumn).toStdString();

    if (!qEnvironmentVariableIsEmpty("HS_SCREENSHOTS")) {
        debug()->breakpointsDock()->raise();
        settle();
        EXPECT_TRUE(
            screenshotsInEveryLanguage(window.get(), window.get(), "debugger_breakpoint_hit"));
        EXPECT_TRUE(screenshotsInEveryLanguage(window.get(), debug()->breakpointsDock(),
                                               "debugger_breakpoints"));
        debug()->watchDock()->raise();
        settle();
        EXPECT_TRUE(
            screenshotsInEveryLanguage(window.get(), debug()->watchDock(), "debugger_watch"));
    }

    // Step Back: the step before the hit, no hit there
    window->editor()->setFocus();
    press(Qt::Key_F10, Qt::ShiftModifier);
    ASSERT_TRUE(
        waitFor([&] { return latest() && !latest()->breakpointHit && latest()->time < hit; }));
    EXPECT_EQ(breakpoints()->stoppedRow(), -1);
    EXPECT_TRUE(debug()->stopLabel()->text().isEmpty());

    // Run again: the same hit; Run on: the second, after the first bounce
    runF5();
    ASSERT_TRUE(waitFor([&] { return latest()->breakpointHit && !latest()->running; }));
    EXPECT_NEAR(latest()->time, hit, 1e-6);
    runF5();
    ASSERT_TRUE(waitFor([&] {
        return latest()->breakpointHit && !latest()->running && latest()->time > hit + 0.1;
    }));
    // the second time the ball falls through h = 0.5: after the bounce at sqrt(2/9.81) with
    // v = 0.8 sqrt(2 · 9.81), it rises to 0.64 and comes down to 0.5 again
    const double impact = std::sqrt(2 / 9.81), v1 = 0.8 * std::sqrt(2 * 9.81);
    const double second = impact + (v1 + std::sqrt(v1 * v1 - 2 * 9.81 * 0.5)) / 9.81;
    EXPECT_NEAR(latest()->time, second, 1e-5);
    EXPECT_EQ(cell(view, 0, BreakpointModel::HitsColumn), "2");

    // switched off with its box: Run ends the run
    const QRect box = view->visualRect(breakpoints()->index(0, BreakpointModel::EnabledColumn));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, box.center());
    settle();
    ASSERT_FALSE(breakpoints()->entries()[0].breakpoint.enabled);
    runF5();
    ASSERT_TRUE(ended());
    EXPECT_EQ(latest()->status, RunStatus::Finished);
}

// A click in the editor's margin on the when-clause's line sets a line breakpoint: Run
// stops before the impact's event at sqrt(2/9.81) with the line shaded; F9 there clears it.
TEST_F(Debugger, AClickInTheMarginStopsBeforeTheWhenClausesEvent) {
    ASSERT_TRUE(window->openFile(example("BouncingBall.mo")));
    ASSERT_TRUE(idle());
    EquationEditor* editor = window->editor();
    ASSERT_TRUE(editor->findFirst("when h<0 then", false, true, false, false, true, 0, 0));
    int line = -1, index = -1;
    editor->getCursorPosition(&line, &index);
    // the marker margin, beside the line (lines are 0-based in QScintilla)
    const long position = editor->SendScintilla(QsciScintilla::SCI_POSITIONFROMLINE,
                                                static_cast<unsigned long>(line));
    const int y = static_cast<int>(
                      editor->SendScintilla(QsciScintilla::SCI_POINTYFROMPOSITION, 0ul, position)) +
                  editor->textHeight(line) / 2;
    const int x = editor->marginWidth(0) + editor->marginWidth(1) / 2;
    QTest::mouseClick(editor->viewport(), Qt::LeftButton, {}, QPoint(x, y));
    settle();
    ASSERT_EQ(breakpoints()->rowCount(), 1);
    EXPECT_EQ(breakpoints()->entries()[0].line, line + 1);
    EXPECT_EQ(editor->breakpointLines(), std::vector<int>{line + 1});

    runF5();
    ASSERT_TRUE(stoppedAtHit());
    ASSERT_TRUE(latest()->breakpointHit.has_value());
    EXPECT_NEAR(latest()->time, std::sqrt(2 / 9.81), 1e-6);
    EXPECT_EQ(editor->stoppedLine(), line + 1);
    // the reinit has not run yet: the ball still falls
    const auto& vars = window->controller().variables();
    for (std::size_t i = 0; i < vars.size(); ++i) {
        if (vars[i].name == "v") {
            EXPECT_LT(latest()->values[i], 0.0);
        }
    }
    if (!qEnvironmentVariableIsEmpty("HS_SCREENSHOTS")) {
        EXPECT_TRUE(screenshotsInEveryLanguage(window.get(), window->centralTabs(),
                                               "debugger_line_breakpoint"));
    }

    // a line typed above moves the breakpoint with its line
    editor->setCursorPosition(0, 0);
    editor->setFocus();
    QTest::keyClicks(editor, "// a comment");
    QTest::keyClick(editor, Qt::Key_Return);
    settle();
    ASSERT_EQ(breakpoints()->entries().size(), 1u);
    EXPECT_EQ(breakpoints()->entries()[0].line, line + 2);

    // F9 on that line clears it
    editor->setCursorPosition(line + 1, 2);
    press(Qt::Key_F9);
    EXPECT_EQ(breakpoints()->rowCount(), 0);
    EXPECT_TRUE(editor->breakpointLines().empty());
}

// A state's menu on the canvas sets "break when entered": Run stops when Yellow is entered
// at 40 s with Yellow selected on the canvas.
TEST_F(Debugger, AStatesMenuOnTheCanvasStopsWhenItIsEntered) {
    ASSERT_TRUE(window->openFile(example("TrafficLight.hsm")));
    ASSERT_TRUE(idle());
    ASSERT_FALSE(window->chartEditors().isEmpty());
    StatechartEditor* chart = window->chartEditors().front();
    window->centralTabs()->setCurrentWidget(chart);
    settle();
    QGraphicsView* view = chart->view();
    const QRectF yellow = chart->scene()->stateRect("Yellow");
    ASSERT_FALSE(yellow.isEmpty());
    const QPoint at = view->mapFromScene(yellow.center());
    ASSERT_TRUE(chooseFromMenu(view->viewport(), at, "breakEntered"));
    ASSERT_EQ(breakpoints()->rowCount(), 1);
    EXPECT_EQ(breakpoints()->entries()[0].breakpoint.kind, BreakpointKind::StateEntered);
    const std::string path = breakpoints()->entries()[0].breakpoint.target;
    EXPECT_EQ(path.substr(path.find('.')), ".Yellow");

    runF5();
    ASSERT_TRUE(stoppedAtHit());
    ASSERT_TRUE(latest()->breakpointHit.has_value());
    EXPECT_NEAR(latest()->time, 40.0, 1e-9);
    EXPECT_TRUE(std::find(latest()->activeStates.begin(), latest()->activeStates.end(), path) !=
                latest()->activeStates.end());
    EXPECT_EQ(chart->scene()->selectedNames(), QStringList{"Yellow"});
}

// A variable's menu in the Variables dock sets "break when it changes": the thermostat's
// heater switches off when the room first reaches 21 degC, at 3600 ln 1.3 = 944.51 s.
TEST_F(Debugger, AVariablesMenuStopsWhenItChanges) {
    ASSERT_TRUE(window->openFile(example("Thermostat.mo")));
    ASSERT_TRUE(idle());
    QTableView* variables = window->docks()->variablesView();
    window->docks()->variablesDock()->raise();
    settle();
    const int row = window->variablesModel()->rowOf("on");
    ASSERT_GE(row, 0);
    const QRect rect =
        variables->visualRect(window->variablesModel()->index(row, VariablesModel::NameColumn));
    ASSERT_TRUE(chooseFromMenu(variables->viewport(), rect.center(), "breakOnVariable"));
    ASSERT_EQ(breakpoints()->rowCount(), 1);
    EXPECT_EQ(breakpoints()->entries()[0].breakpoint.target, "on");
    ASSERT_TRUE(chooseFromMenu(variables->viewport(), rect.center(), "watchVariable"));
    ASSERT_EQ(debug()->watches()->rowCount(), 1);

    runF5();
    ASSERT_TRUE(stoppedAtHit());
    ASSERT_TRUE(latest()->breakpointHit.has_value());
    // 41 - 26 exp(-t/3600) = 21; at the default relative tolerance 1e-6 the solver's global
    // error puts the crossing 0.011 s early (at 1e-9 it is 944.51135)
    EXPECT_NEAR(latest()->time, 3600 * std::log(1.3), 2e-2);
    EXPECT_EQ(cell(debug()->watchView(), 0, WatchModel::ValueColumn), "0");
    EXPECT_TRUE(variables->selectionModel()->isRowSelected(window->variablesModel()->rowOf("on")));
}

// A breakpoint that cannot be watched is shown red with its error, and the run does not
// stop for it; opening another document clears the set.
TEST_F(Debugger, ABreakpointThatDoesNotCompileShowsItsErrorAndAnotherDocumentClearsTheSet) {
    ASSERT_TRUE(window->openFile(example("BouncingBall.mo")));
    ASSERT_TRUE(idle());
    debug()->breakpointsDock()->raise();
    debug()->kindSelector()->setCurrentIndex(0);
    typeInto(debug()->targetInput(), "hh > 1");
    ASSERT_EQ(breakpoints()->rowCount(), 1);
    ASSERT_TRUE(waitFor([&] { return !breakpoints()->errorText(0).isEmpty(); }));
    EXPECT_TRUE(breakpoints()->errorText(0).contains("unknown name 'hh'"))
        << breakpoints()->errorText(0).toStdString();
    runF5();
    ASSERT_TRUE(ended());
    EXPECT_EQ(latest()->status, RunStatus::Finished);
    ASSERT_TRUE(window->openFile(example("Thermostat.mo")));
    EXPECT_EQ(breakpoints()->rowCount(), 0);
}

// The editor's menu on the when-clause: "Why did it fire?" runs the model to where the run
// is and answers (the ball's first impact at sqrt(2/9.81)); "Show in Structure" selects the
// zero-crossing function the clause's relation became, and a double-click on a row goes
// back to its line.
TEST_F(Debugger, TheEditorsMenuExplainsAWhenClauseAndShowsItsStructure) {
    ASSERT_TRUE(window->openFile(example("BouncingBall.mo")));
    ASSERT_TRUE(idle());
    // run to t = 0.9 (Run Until's time): the ball has hit the floor once by then, at
    // sqrt(2/9.81) = 0.4515; the next impact would be at 0.4515 + 2 · 0.8 sqrt(2 · 9.81) / 9.81
    // = 1.1740, after the stop time 1
    window->runController().runUntilTime(0.9);
    ASSERT_TRUE(waitFor([&] { return latest() && !latest()->running && latest()->time == 0.9; }));
    EquationEditor* editor = window->editor();
    ASSERT_TRUE(editor->findFirst("when h<0 then", false, true, false, false, true, 0, 0));
    int line = -1, index = -1;
    editor->getCursorPosition(&line, &index);
    const QRect caret(
        editor->SendScintilla(QsciScintilla::SCI_POINTXFROMPOSITION, 0ul,
                              editor->SendScintilla(QsciScintilla::SCI_GETCURRENTPOS)),
        editor->SendScintilla(QsciScintilla::SCI_POINTYFROMPOSITION, 0ul,
                              editor->SendScintilla(QsciScintilla::SCI_GETCURRENTPOS)),
        1, editor->textHeight(line));
    ASSERT_TRUE(chooseFromMenu(editor->viewport(), caret.center(), "editorExplain"));
    QMessageBox* box = nullptr;
    ASSERT_TRUE(waitFor([&] {
        box = window->findChild<QMessageBox*>("explainBox");
        return box && box->isVisible();
    }));
    const QString answer = box->text();
    EXPECT_TRUE(answer.contains("it fired once, at t = 0.45152")) << answer.toStdString();
    EXPECT_TRUE(answer.contains("t = 0.9,")) << answer.toStdString();  // the run so far
    if (!qEnvironmentVariableIsEmpty("HS_SCREENSHOTS")) {
        EXPECT_TRUE(screenshotsInEveryLanguage(window.get(), box, "debugger_explain"));
    }
    box->close();

    ASSERT_TRUE(chooseFromMenu(editor->viewport(), caret.center(), "editorShowStructure"));
    QTreeWidget* tree = window->structureView()->tree();
    ASSERT_EQ(tree->selectedItems().size(), 1);
    EXPECT_TRUE(tree->selectedItems().front()->text(0).contains("zero-crossing function of h < 0"))
        << tree->selectedItems().front()->text(0).toStdString();
    EXPECT_TRUE(window->structureView()->summary()->text().contains("2 states"))
        << window->structureView()->summary()->text().toStdString();
    if (!qEnvironmentVariableIsEmpty("HS_SCREENSHOTS")) {
        EXPECT_TRUE(screenshotsInEveryLanguage(window.get(), window->structureView(),
                                               "debugger_structure"));
    }
    // a block's row: double-click goes to its equation
    QTreeWidgetItem* block = tree->topLevelItem(0)->child(0);
    ASSERT_NE(block, nullptr);
    editor->setCursorPosition(0, 0);
    tree->scrollToItem(block);
    const QRect rect = tree->visualItemRect(block);
    QTest::mouseDClick(tree->viewport(), Qt::LeftButton, {}, rect.center());
    settle();
    editor->getCursorPosition(&line, &index);
    EXPECT_TRUE(block->text(0).contains(QStringLiteral("line %1").arg(line + 1)))
        << block->text(0).toStdString();
}

// A click on a history row shows its event iterations under the history: the ball's
// impact is the when-clause firing and the reinit of v.
TEST_F(Debugger, AHistoryRowShowsItsEventIterations) {
    ASSERT_TRUE(window->openFile(example("BouncingBall.mo")));
    ASSERT_TRUE(idle());
    runF5();
    ASSERT_TRUE(ended());
    QTableView* history = window->docks()->historyView();
    window->docks()->historyDock()->raise();
    settle();
    int row = -1;
    for (int r = 0; r < history->model()->rowCount(); ++r)
        if (history->model()->index(r, 0).data().toString() == "1") row = r;
    ASSERT_GE(row, 0);
    const QRect rect = history->visualRect(history->model()->index(row, 1));
    QTest::mouseClick(history->viewport(), Qt::LeftButton, {}, rect.center());
    QTreeWidget* trace = window->docks()->traceView();
    ASSERT_TRUE(waitFor([&] {
        return trace->topLevelItemCount() > 0 && trace->topLevelItem(0)->childCount() > 0;
    }));
    const QString head = trace->topLevelItem(0)->text(0);
    EXPECT_TRUE(head.startsWith("Step 1 at t = 0.45152")) << head.toStdString();
    EXPECT_TRUE(head.endsWith(": BouncingBall.mo:13")) << head.toStdString();  // the history's name
    QStringList lines;
    for (QTreeWidgetItemIterator it(trace); *it; ++it) lines << (*it)->text(0);
    const QString all = lines.join("\n");
    EXPECT_TRUE(all.contains("when-clauses fired: ") && all.contains("when h < 0"))
        << all.toStdString();
    EXPECT_TRUE(all.contains("reinit: v := ")) << all.toStdString();
    EXPECT_TRUE(all.contains("nothing changed: the iteration ends")) << all.toStdString();
    if (!qEnvironmentVariableIsEmpty("HS_SCREENSHOTS")) {
        EXPECT_TRUE(screenshotsInEveryLanguage(window.get(), window->docks()->historyDock(),
                                               "debugger_trace"));
    }
}

// The target field completes the run's names by kind: states for "state entered",
// transitions and events for "element runs", none for a condition.
TEST_F(Debugger, TheTargetCompletesTheRunsNamesByKind) {
    ASSERT_TRUE(window->openFile(example("TrafficLight.hsm")));
    ASSERT_TRUE(idle());
    debug()->breakpointsDock()->raise();
    QComboBox* kind = debug()->kindSelector();
    QLineEdit* target = debug()->targetInput();
    auto completions = [&](const char* typed) {
        target->clear();
        QTest::mouseClick(target, Qt::LeftButton);
        target->setFocus();
        QTest::keyClicks(target, QString::fromLatin1(typed));
        settle();
        QStringList out;
        QAbstractItemModel* m = target->completer()->completionModel();
        for (int r = 0; r < m->rowCount(); ++r) out << m->index(r, 0).data().toString();
        return out;
    };
    kind->setCurrentIndex(kind->findData(static_cast<int>(BreakpointKind::StateEntered)));
    const QStringList states = completions("Yel");
    ASSERT_EQ(states.size(), 1) << states.join(",").toStdString();
    EXPECT_TRUE(states.front().endsWith(".Yellow")) << states.front().toStdString();
    kind->setCurrentIndex(kind->findData(static_cast<int>(BreakpointKind::Element)));
    const QStringList elements = completions("CutG");
    ASSERT_EQ(elements.size(), 1) << elements.join(",").toStdString();
    EXPECT_TRUE(elements.front().endsWith(".CutGreen"));
    kind->setCurrentIndex(kind->findData(static_cast<int>(BreakpointKind::Condition)));
    EXPECT_TRUE(completions("Yel").isEmpty());
}

// A transition's menu on the canvas explains it: TrafficLight's CutGreen.
TEST_F(Debugger, ATransitionsMenuExplainsIt) {
    ASSERT_TRUE(window->openFile(example("TrafficLight.hsm")));
    ASSERT_TRUE(idle());
    StatechartEditor* chart = window->chartEditors().front();
    window->centralTabs()->setCurrentWidget(chart);
    settle();
    const QString name = "CutGreen";
    QGraphicsView* view = chart->view();
    const QPoint at = view->mapFromScene(chart->scene()->transitionMidpoint(name));
    ASSERT_TRUE(chooseFromMenu(view->viewport(), at, "explainTransition"));
    QMessageBox* box = nullptr;
    ASSERT_TRUE(waitFor([&] {
        box = window->findChild<QMessageBox*>("explainBox");
        return box && box->isVisible();
    }));
    EXPECT_TRUE(box->text().contains(".CutGreen")) << box->text().toStdString();
    EXPECT_TRUE(box->text().contains("The whole run")) << box->text().toStdString();
}

}  // namespace hs::ui::test

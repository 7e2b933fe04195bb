// The IDE's knowledge of the model as a user meets it: hover and call tips in the editor,
// an array's elements grouped in the Variables dock, and the model of a source with
// several picked in the experiment settings — key presses and mouse events on the real
// main window.

#include "editor/equation_editor.h"
#include "models/queue_model.h"
#include "plot/plot_widget.h"
#include "sim/simulation_controller.h"
#include "window/document_controller.h"
#include "window/experiment_dialog.h"
#include "window/main_window.h"
#include "window/run_docks.h"

#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "ui_test_support.h"
#include "user_flow_fixture.h"

#include <gtest/gtest.h>

#include <cmath>

namespace hs::ui::test {

// The editor knows the model's arrays, functions and records: hover tells a variable's
// size and kind and a function's signature, typing a function's '(' shows its inputs as a
// call tip, and completion inside the parentheses offers the inputs' names first.
TEST_F(UserFlow, TheEditorTellsSizesSignaturesAndInputsOfTheModel) {
    ASSERT_TRUE(window->openFile(example("HeatRod.mo")));
    ASSERT_TRUE(idle());
    EquationEditor* editor = window->editor();
    // hover over "T" of the rod's temperatures: an array of 20 states
    int line = -1, index = -1;
    ASSERT_TRUE(editor->findFirst("Real T[N]", false, true, false, false, true, 0, 0));
    editor->getCursorPosition(&line, &index);
    QString hover;
    ASSERT_TRUE(waitFor([&] {
        hover = editor->symbolAt(line + 1, index - 3);  // on the T
        return !hover.isEmpty();
    })) << "no hover text";
    EXPECT_TRUE(hover.contains("Real T[20]")) << hover.toStdString();
    EXPECT_TRUE(hover.contains("state")) << hover.toStdString();
    EXPECT_TRUE(hover.contains("T[1] … T[20]")) << hover.toStdString();

    // the quarter car: a record of parameters and a function with two outputs
    ASSERT_TRUE(window->openFile(example("QuarterCar.mo")));
    ASSERT_TRUE(idle());
    ASSERT_TRUE(editor->findFirst("(fBody, fWheel) = frequencies(car);", false, true, false, false,
                                  true, 0, 0));
    editor->getCursorPosition(&line, &index);
    ASSERT_TRUE(waitFor([&] {
        hover = editor->symbolAt(line + 1, index - 10);  // on "frequencies"
        return !hover.isEmpty();
    }));
    EXPECT_TRUE(hover.contains("function frequencies(CarData car) → Real body, Real wheel"))
        << hover.toStdString();
    hover = editor->symbolAt(line + 1, index - 3);  // on "car"
    EXPECT_TRUE(hover.contains("record") || hover.contains("CarData")) << hover.toStdString();

    // a new equation typed at the end of the equations: the call tip at '('
    ASSERT_TRUE(editor->findFirst("travel = zs - zu;", false, true, false, false, true, 0, 0));
    editor->setFocus();
    press(Qt::Key_End);
    press(Qt::Key_Return);
    QTest::keyClicks(editor, "fBody = frequencies(");
    EXPECT_TRUE(waitFor([&] {
        return editor->SendScintilla(QsciScintillaBase::SCI_CALLTIPACTIVE) != 0;
    })) << "no call tip";
    EXPECT_EQ(editor->inputsAtCaret(), QStringList{QStringLiteral("car")});
    // completion inside the parentheses: the input first
    QTest::keyClicks(editor, "ca");
    press(Qt::Key_Space, Qt::ControlModifier);
    char current[64] = {};
    if (editor->SendScintilla(QsciScintillaBase::SCI_AUTOCACTIVE)) {
        editor->SendScintilla(QsciScintillaBase::SCI_AUTOCGETCURRENTTEXT, 0ul,
                              static_cast<void*>(current));
        EXPECT_STREQ(current, "car");
        editor->SendScintilla(QsciScintillaBase::SCI_AUTOCCANCEL);
    } else {
        // a single candidate is inserted at once
        EXPECT_TRUE(editor->text().contains("frequencies(car")) << editor->text().toStdString();
    }
    for (int i = 0; i < 40 && window->isModified(); ++i) press(Qt::Key_Z, Qt::ControlModifier);
}

// The Variables dock groups an array's elements under one row: HeatRod's T[20] is folded
// to "T[1..20]" with the span of its values; a double-click with the mouse unfolds it, and
// its tick box plots every element.
TEST_F(UserFlow, TheVariablesDockGroupsAnArraysElements) {
    ASSERT_TRUE(window->openFile(example("HeatRod.mo")));
    ASSERT_TRUE(idle());
    window->docks()->variablesDock()->show();
    window->docks()->variablesDock()->raise();
    VariablesModel* vars = window->variablesModel();
    QTableView* view = window->docks()->variablesView();
    int array = -1;
    for (int r = 0; r < vars->rowCount(); ++r)
        if (vars->isArrayRow(r) &&
            vars->data(vars->index(r, VariablesModel::NameColumn)).toString().contains("T[1..20]"))
            array = r;
    ASSERT_GE(array, 0);
    EXPECT_FALSE(vars->isUnfolded(array));  // 20 elements: folded
    EXPECT_EQ(vars->rowOf("T[5]"), -1);
    EXPECT_EQ(vars->variableNames(array).size(), 20);
    // the span of the elements' values: all at the air temperature at the start
    EXPECT_EQ(vars->data(vars->index(array, VariablesModel::ValueColumn)).toString(),
              QStringLiteral("20"));

    // double-click on its name unfolds it: the elements follow, each its own row
    view->scrollTo(vars->index(array, VariablesModel::NameColumn));
    const QRect cell = view->visualRect(vars->index(array, VariablesModel::NameColumn));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, cell.center());
    EXPECT_TRUE(vars->isUnfolded(array));
    EXPECT_EQ(vars->rowOf("T[1]"), array + 1);
    EXPECT_EQ(vars->rowOf("T[20]"), array + 20);

    // its tick box plots all the elements, the next click removes them
    ASSERT_TRUE(vars->setData(vars->index(array, VariablesModel::NameColumn), Qt::Checked,
                              Qt::CheckStateRole));
    EXPECT_TRUE(window->plot()->variables().contains("T[1]"));
    EXPECT_TRUE(window->plot()->variables().contains("T[20]"));
    EXPECT_EQ(
        vars->data(vars->index(array, VariablesModel::NameColumn), Qt::CheckStateRole).toInt(),
        Qt::Checked);
    ASSERT_TRUE(vars->setData(vars->index(array + 3, VariablesModel::NameColumn), Qt::Unchecked,
                              Qt::CheckStateRole));
    EXPECT_EQ(
        vars->data(vars->index(array, VariablesModel::NameColumn), Qt::CheckStateRole).toInt(),
        Qt::PartiallyChecked);
    ASSERT_TRUE(vars->setData(vars->index(array, VariablesModel::NameColumn), Qt::Unchecked,
                              Qt::CheckStateRole));
    EXPECT_FALSE(window->plot()->variables().contains("T[1]"));

    // a run fills the values: the span of the profile, hot end to cold end
    window->editor()->setFocus();
    press(Qt::Key_F5);
    ASSERT_TRUE(ended());
    const QString span = vars->data(vars->index(array, VariablesModel::ValueColumn)).toString();
    EXPECT_TRUE(span.contains(QStringLiteral(" … "))) << span.toStdString();
    // and double-click folds it again
    const QPoint again = view->visualRect(vars->index(array, VariablesModel::NameColumn)).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, again);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, again);
    EXPECT_FALSE(vars->isUnfolded(array));
    screenshot("variables_arrays");
}

// A source with two models runs its last one; the experiment settings pick the other, as
// --class does on the command line, and the live check follows the choice.
TEST_F(UserFlow, TheExperimentSettingsPickTheModelOfASourceWithSeveral) {
    QTemporaryDir dir;
    const QString path = dir.filePath("Two.mo");
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(
        "model Cooling\n  Real T(start = 90, fixed = true);\nequation\n  der(T) = -0.5*(T - 20);\n"
        "end Cooling;\n\nmodel Growth\n  Real n(start = 1, fixed = true);\nequation\n  der(n) = "
        "n;\n"
        "end Growth;\n");
    file.close();
    openWithDialog(path);
    ASSERT_TRUE(idle());
    VariablesModel* vars = window->variablesModel();
    EXPECT_GE(vars->rowOf("n"), 0);  // the last model
    EXPECT_EQ(vars->rowOf("T"), -1);
    withDialog<ExperimentDialog>(Qt::Key_E, Qt::ControlModifier, [&](ExperimentDialog* d) {
        auto* models = d->findChild<QComboBox*>("className");
        ASSERT_NE(models, nullptr);
        EXPECT_EQ(models->count(), 3);  // the last one, Cooling, Growth
        EXPECT_TRUE(models->itemText(0).contains("Growth"));
        models->setFocus();
        QTest::keyClick(models, Qt::Key_Down);  // Cooling
        EXPECT_EQ(models->currentText(), QStringLiteral("Cooling"));
        if (!qEnvironmentVariableIsEmpty("HS_SCREENSHOTS"))
            d->grab().save(
                QDir(QStringLiteral(HS_SCREENSHOT_DIR)).filePath("flow_model_to_run.png"));
        QTest::keyClick(d->focusWidget() ? d->focusWidget() : d, Qt::Key_Return);
        EXPECT_FALSE(d->isVisible());
    });
    ASSERT_TRUE(idle());
    EXPECT_GE(vars->rowOf("T"), 0);
    EXPECT_EQ(vars->rowOf("n"), -1);
    press(Qt::Key_F5);
    ASSERT_TRUE(ended());
    // Cooling's closed form at t = 1: 20 + 70 exp(-0.5)
    const int row = vars->rowOf("T");
    EXPECT_NEAR(vars->data(vars->index(row, VariablesModel::ValueColumn), Qt::EditRole).toDouble(),
                20 + 70 * std::exp(-0.5), 1e-4);
}

}  // namespace hs::ui::test

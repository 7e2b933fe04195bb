// Explore Orders and Compare Runs as a user drives them on the real main window: the
// Simulation menu's Explore Orders, an output typed, a divergent instant opened with a
// double-click (both orders overlaid in the plots), "Step into the Other Order" and F10
// stepping through that order; a run kept, the model edited and run again, Compare; a run
// record opened through the file dialog and compared with the current run.

#include "editor/equation_editor.h"
#include "models/queue_model.h"
#include "plot/plot_widget.h"
#include "sim/simulation_controller.h"
#include "window/diff_view.h"
#include "window/explore_view.h"
#include "window/main_window.h"
#include "window/run_overlays.h"

#include "hs/session/model_loader.h"
#include "hs/sim/run_record.h"

#include <QCheckBox>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>

#include <cmath>

#include "ui_test_support.h"
#include "user_flow_fixture.h"

#include <gtest/gtest.h>

namespace hs::ui::test {

class RunAnalysis : public UserFlow {
protected:
    // The value of a variable in the latest snapshot.
    double value(const std::string& name) {
        const auto& vars = window->controller().variables();
        for (std::size_t i = 0; i < vars.size(); ++i)
            if (vars[i].name == name && i < latest()->values.size()) return latest()->values[i];
        ADD_FAILURE() << "no variable " << name;
        return 0.0;
    }
    std::uint64_t selectedItem() {
        for (const auto& q : latest()->queues)
            for (const QueueEntry& e : q.queue.entries)
                if (e.category == QueueCategory::Selected) return e.id;
        return 0;
    }
    static double last(const PlotOverlay& o, const std::string& name) {
        const std::vector<double>* column = o.data->column(name);
        return column && !column->empty() ? column->back() : -1.0;
    }
};

TEST_F(RunAnalysis, ExploreOrdersFindsTheInstantOverlaysBothOrdersAndStepsIntoTheOther) {
    ASSERT_TRUE(window->openFile(example("SimultaneousEvents.hsm")));
    ASSERT_TRUE(idle());
    ExploreView* view = window->exploreView();
    // Simulation > Explore Orders opens the dock and explores every variable at once
    window->action("actionExploreOrders")->trigger();
    auto* dock = window->findChild<QDockWidget*>("exploreDock");
    ASSERT_TRUE(dock->isVisible());
    ASSERT_TRUE(waitFor([&] { return !view->busy(); }, 60000));
    ASSERT_TRUE(view->report().has_value()) << view->summary()->text().toStdString();

    // the output typed, Enter: only `order` decides
    QLineEdit* outputs = view->outputsInput();
    QTest::mouseClick(outputs, Qt::LeftButton);
    QTest::keyClicks(outputs, "order");
    QTest::keyClick(outputs, Qt::Key_Return);
    ASSERT_TRUE(waitFor([&] { return !view->busy() && view->report(); }, 60000));
    const ExploreReport report = *view->report();
    ASSERT_FALSE(report.divergences.empty());
    const OrderDivergence d = report.divergences[0];
    EXPECT_DOUBLE_EQ(d.time, 1.0);
    EXPECT_EQ(d.runValue, 412356.0);  // the fifo order the run takes
    EXPECT_NE(d.otherValue, d.runValue);
    QTableWidget* table = view->table();
    ASSERT_EQ(table->rowCount(), static_cast<int>(report.divergences.size()));
    EXPECT_EQ(table->item(0, 0)->text(), "1");
    EXPECT_TRUE(table->item(0, 4)->text().contains("order at the stop time"))
        << table->item(0, 4)->text().toStdString();
    EXPECT_TRUE(view->summary()->text().contains("The order matters at"))
        << view->summary()->text().toStdString();

    // a double-click on the instant: both orders' trajectories in the plots, `order` plotted
    bool shown = false;
    QObject::connect(view, &ExploreView::ordersShown, [&] { shown = true; });
    const QRect cell = table->visualRect(table->model()->index(0, 1));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    ASSERT_TRUE(waitFor([&] { return shown; }, 60000))
        << window->statusBar()->currentMessage().toStdString();
    const auto& overlays = window->runOverlays()->overlays();
    ASSERT_EQ(overlays.size(), 2u);
    EXPECT_TRUE(overlays[0].label.startsWith("run's order")) << overlays[0].label.toStdString();
    EXPECT_TRUE(overlays[1].label.startsWith("other order")) << overlays[1].label.toStdString();
    EXPECT_EQ(last(overlays[0], "order"), d.runValue);
    EXPECT_EQ(last(overlays[1], "order"), d.otherValue);
    EXPECT_TRUE(window->plot()->variables().contains("order"));
    EXPECT_GT(window->plot()->overlayPointCount(1, "order"), 0);
    if (!qEnvironmentVariableIsEmpty("HS_SCREENSHOTS")) {
        window->resizeDocks({dock}, {360}, Qt::Vertical);
        EXPECT_TRUE(screenshotsInEveryLanguage(window.get(), dock, "debugger_explore"));
        EXPECT_TRUE(
            screenshotsInEveryLanguage(window.get(), window->plot(), "debugger_explore_plot"));
    }

    // "Step into the Other Order": the run stops at the instant, the order's first item
    // selected; each F10 runs the next one of that order
    QTest::mouseClick(view->stepOtherButton(), Qt::LeftButton);
    ASSERT_TRUE(waitFor([&] {
        const SimSnapshot* s = latest();
        return s && !s->running && s->step == d.step && selectedItem() == d.otherIds[0];
    }));
    EXPECT_DOUBLE_EQ(latest()->time, 1.0);
    EXPECT_TRUE(window->statusBar()->currentMessage().contains("planned"))
        << window->statusBar()->currentMessage().toStdString();
    window->editor()->setFocus();
    for (std::size_t k = 1; k <= 2; ++k) {
        press(Qt::Key_F10);
        ASSERT_TRUE(atStep(d.step + k));
        const auto& events = window->controller().events();
        ASSERT_FALSE(events.empty());
        EXPECT_EQ(events.back().source, d.otherOrder[k - 1]);
    }
    press(Qt::Key_F5);
    ASSERT_TRUE(ended());
    EXPECT_EQ(value("order"), d.otherValue);

    // and back into the run's own order
    QTest::mouseClick(view->stepRunButton(), Qt::LeftButton);
    ASSERT_TRUE(waitFor([&] {
        const SimSnapshot* s = latest();
        return s && !s->running && s->step == d.step && selectedItem() == d.runIds[0];
    }));
    window->editor()->setFocus();
    press(Qt::Key_F5);
    ASSERT_TRUE(ended());
    EXPECT_EQ(value("order"), d.runValue);
}

// Two events at t = 1 whose actions commute (x := x + 2, y := y * 3): checked, no divergence.
TEST_F(RunAnalysis, ExploringCommutingEventsFindsNoDivergence) {
    const QString path = dir.filePath("Commute.hsm");
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": 1, "name": "Commute",
  "experiment": {"startTime": 0, "stopTime": 2, "interval": 0.01},
  "modules": [{"name": "Commute", "equations": "model Commute\n  discrete Real x(start = 1, fixed = true);\n  discrete Real y(start = 1, fixed = true);\nend Commute;\n",
    "events": [
      {"name": "Add", "trigger": {"kind": "timeout", "mode": "once", "time": "1"}, "action": "x := x + 2;"},
      {"name": "Triple", "trigger": {"kind": "timeout", "mode": "once", "time": "1"}, "action": "y := y * 3;"}]}]})");
    }
    ASSERT_TRUE(window->openFile(path));
    ASSERT_TRUE(idle());
    ExploreView* view = window->exploreView();
    window->action("actionExploreOrders")->trigger();
    ASSERT_TRUE(waitFor([&] { return !view->busy(); }, 60000));
    ASSERT_TRUE(view->report().has_value()) << view->summary()->text().toStdString();
    EXPECT_EQ(view->report()->instants, 1u);
    EXPECT_EQ(view->report()->alternatives, 1u);
    EXPECT_TRUE(view->report()->divergences.empty());
    EXPECT_EQ(view->table()->rowCount(), 0);
    EXPECT_FALSE(view->showButton()->isEnabled());
    EXPECT_TRUE(view->summary()->text().contains("the outcome is the same in every order"))
        << view->summary()->text().toStdString();

    // Enter pressed twice in the outputs field: the first exploration is given up, the
    // second answers
    QTest::mouseClick(view->outputsInput(), Qt::LeftButton);
    QTest::keyClick(view->outputsInput(), Qt::Key_Return);
    QTest::keyClick(view->outputsInput(), Qt::Key_Return);
    ASSERT_TRUE(waitFor([&] { return !view->busy() && view->report(); }, 60000));
    EXPECT_TRUE(view->report()->divergences.empty());
    EXPECT_EQ(view->report()->alternatives, 1u);
}

// Outputs that agree, events that do not: "Events too" ticked finds the instant.
TEST_F(RunAnalysis, EventsTooFindsAnInstantWhoseOutputsAgree) {
    const QString path = dir.filePath("Later.hsm");
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": 1, "name": "Later",
  "experiment": {"startTime": 0, "stopTime": 2, "interval": 0.01},
  "modules": [{"name": "Later", "equations": "model Later\n  discrete Real x(start = 1, fixed = true);\n  discrete Real y(start = 1, fixed = true);\nend Later;\n",
    "events": [
      {"name": "Double", "trigger": {"kind": "timeout", "mode": "once", "time": "1"}, "action": "x := 2*x;"},
      {"name": "Increment", "trigger": {"kind": "timeout", "mode": "once", "time": "1"}, "action": "x := x + 1;"},
      {"name": "Big", "trigger": {"kind": "condition", "condition": "x > 3.5"}, "action": "y := y;"}]}]})");
    }
    ASSERT_TRUE(window->openFile(path));
    ASSERT_TRUE(idle());
    ExploreView* view = window->exploreView();
    window->findChild<QDockWidget*>("exploreDock")->show();
    QTest::mouseClick(view->outputsInput(), Qt::LeftButton);
    QTest::keyClicks(view->outputsInput(), "y");
    QTest::keyClick(view->outputsInput(), Qt::Key_Return);
    ASSERT_TRUE(waitFor([&] { return !view->busy() && view->report(); }, 60000));
    EXPECT_TRUE(view->report()->divergences.empty());
    QTest::mouseClick(view->eventsInput(), Qt::LeftButton);
    ASSERT_TRUE(view->eventsInput()->isChecked());
    QTest::mouseClick(view->exploreButton(), Qt::LeftButton);
    ASSERT_TRUE(waitFor([&] { return !view->busy() && view->report(); }, 60000));
    ASSERT_EQ(view->report()->divergences.size(), 1u);
    EXPECT_TRUE(view->table()->item(0, 4)->text().startsWith("the events"))
        << view->table()->item(0, 4)->text().toStdString();
}

// A run kept as A, the restitution edited in the text, F5, Compare with the current run:
// both histories marked at the impact whose values part, the variables that differ listed,
// run A's trajectories in the plots.
TEST_F(RunAnalysis, AKeptRunAndTheEditedModelsRunPartAtTheFirstImpact) {
    ASSERT_TRUE(window->openFile(example("BouncingBall.mo")));
    ASSERT_TRUE(idle());
    window->editor()->setFocus();
    press(Qt::Key_F5);
    ASSERT_TRUE(ended());
    window->action("actionCompareRuns")->trigger();
    auto* dock = window->findChild<QDockWidget*>("diffDock");
    ASSERT_TRUE(dock->isVisible());
    DiffView* view = window->diffView();
    QTest::mouseClick(view->findChild<QPushButton*>("diffKeepA"), Qt::LeftButton);
    EXPECT_TRUE(view->sideName(DiffView::A).startsWith("the run kept at"));
    EXPECT_EQ(view->sideName(DiffView::B), "the current run");

    // e = 0.8 becomes 0.7, as typed over the selection
    EquationEditor* editor = window->editor();
    ASSERT_TRUE(editor->findFirst("0.8", false, true, false, false, true, 0, 0));
    editor->setFocus();
    QTest::keyClicks(editor, "0.7");
    ASSERT_TRUE(editor->text().contains("e=0.7"));
    press(Qt::Key_F5);
    ASSERT_TRUE(waitFor([&] {
        const SimSnapshot* s = latest();
        return s && !s->running && s->status == RunStatus::Finished && value("e") == 0.7;
    }));

    bool compared = false;
    QObject::connect(view, &DiffView::compared, [&] { compared = true; });
    QTest::mouseClick(view->compareButton(), Qt::LeftButton);
    ASSERT_TRUE(compared);
    ASSERT_TRUE(view->result().has_value());
    const RunDiff& d = *view->result();
    ASSERT_TRUE(d.divergence.has_value());
    // event 0 is the initial state; event 1 the first impact at sqrt(2/9.81): same element,
    // same time, another velocity after it
    EXPECT_EQ(*d.divergence, 1u);
    ASSERT_TRUE(d.eventA && d.eventB);
    EXPECT_NEAR(d.eventA->time, std::sqrt(2 / 9.81), 1e-6);
    bool velocity = false;
    for (const VariableDifference& v : d.variables)
        if (v.name == "v") {
            velocity = true;
            EXPECT_NEAR(v.b / v.a, 0.7 / 0.8, 1e-6);
        }
    EXPECT_TRUE(velocity);
    for (DiffView::Side s : {DiffView::A, DiffView::B}) {
        QTableView* history = view->historyView(s);
        auto* model = qobject_cast<HistoryModel*>(history->model());
        ASSERT_NE(model, nullptr);
        EXPECT_EQ(model->markedRow(), 1);
        EXPECT_EQ(history->currentIndex().row(), 1);
    }
    EXPECT_EQ(view->variablesTable()->rowCount(), static_cast<int>(d.variables.size()));
    EXPECT_TRUE(view->summary()->text().contains("The runs part at event 1"))
        << view->summary()->text().toStdString();
    // the kept run in the plots, over the current one
    const auto& overlays = window->runOverlays()->overlays();
    ASSERT_EQ(overlays.size(), 1u);
    EXPECT_TRUE(overlays[0].label.startsWith("A: the run kept at"));
    if (!qEnvironmentVariableIsEmpty("HS_SCREENSHOTS")) {
        dock->raise();
        window->resizeDocks({dock}, {420}, Qt::Vertical);
        EXPECT_TRUE(screenshotsInEveryLanguage(window.get(), dock, "debugger_diff"));
        EXPECT_TRUE(screenshotsInEveryLanguage(window.get(), window->plot(), "debugger_diff_plot"));
    }

    // a row chosen on one side is chosen on the other
    QTableView* a = view->historyView(DiffView::A);
    a->setFocus();
    QTest::keyClick(a, Qt::Key_Down);
    EXPECT_EQ(view->historyView(DiffView::B)->currentIndex().row(), a->currentIndex().row());
}

// A record written as `simulate --record` writes it, opened through the file dialog as A,
// compared with the current run of the same model: they agree, and the record's replayed
// trajectories come into the plots.
TEST_F(RunAnalysis, ARecordOpenedFromAFileAgreesWithTheSameRun) {
    LoadResult loaded = loadModelText(
        [] {
            std::string text;
            readTextFile(example("BouncingBall.mo").toStdString(), text);
            return text;
        }(),
        "BouncingBall.mo");
    ASSERT_TRUE(loaded.model);
    ASSERT_TRUE(window->openFile(example("BouncingBall.mo")));
    ASSERT_TRUE(idle());
    window->editor()->setFocus();
    press(Qt::Key_F5);
    ASSERT_TRUE(ended());
    Engine engine(loaded.model, loaded.settings);
    ASSERT_TRUE(engine.initialize());
    engine.run();
    const QString path = dir.filePath("ball.json");
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(
            runRecordToJson(makeRunRecord(engine, "BouncingBall.mo", {}))));
    }
    // a broken file first: its error, located
    const QString broken = dir.filePath("broken.json");
    {
        QFile f(broken);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": 1, \"events\": [");
    }
    DiffView* view = window->diffView();
    window->action("actionCompareRuns")->trigger();
    auto openThroughDialog = [&](const QString& file) {
        EXPECT_TRUE(answerFileDialog(file, [&] {
            QTest::mouseClick(view->findChild<QPushButton*>("diffOpenA"), Qt::LeftButton);
        }));
    };
    openThroughDialog(broken);
    EXPECT_TRUE(view->summary()->text().contains("broken.json"))
        << view->summary()->text().toStdString();
    EXPECT_EQ(view->sideName(DiffView::A), "(none)");
    openThroughDialog(path);
    EXPECT_EQ(view->sideName(DiffView::A), "ball.json");

    bool replayed = false;
    QObject::connect(view, &DiffView::trajectoriesShown, [&] { replayed = true; });
    QTest::mouseClick(view->compareButton(), Qt::LeftButton);
    ASSERT_TRUE(view->result().has_value());
    EXPECT_FALSE(view->result()->divergence.has_value());
    EXPECT_EQ(view->result()->eventsA, engine.events().size());
    EXPECT_TRUE(view->summary()->text().contains("The runs agree"))
        << view->summary()->text().toStdString();
    ASSERT_TRUE(waitFor([&] { return replayed; }, 60000));
    const auto& overlays = window->runOverlays()->overlays();
    ASSERT_EQ(overlays.size(), 1u);
    EXPECT_EQ(overlays[0].label, "A: ball.json");
    EXPECT_EQ(overlays[0].data->rowCount(), engine.results().rowCount());
}

}  // namespace hs::ui::test

// The IDE as a user drives it: key presses and mouse events on the real main window, in
// the order a person does things — edit, then Run; draw, then Run; change the settings,
// open another file; run a network, step a package; Run and Run Until; the editor's keys.
// Every flow checks what runs against the core run of the same model (or its closed form).
// With HS_SCREENSHOTS=1 each flow leaves a picture of the window, in English and in
// Russian, in resources/screenshots/.

#include "cosim/package_view.h"
#include "document/document_model.h"
#include "editor/equation_editor.h"
#include "editor/find_bar.h"
#include "i18n/diagnostic_text.h"
#include "models/queue_model.h"
#include "plot/plot_widget.h"
#include "sim/simulation_controller.h"
#include "statechart/property_panel.h"
#include "statechart/statechart_editor.h"
#include "window/document_controller.h"
#include "window/experiment_dialog.h"
#include "window/main_window.h"
#include "window/run_controller.h"
#include "window/run_docks.h"
#include "window/run_until_dialog.h"
#include "window/user_guide.h"

#include "hs/cosim/cosim_runner.h"
#include "hs/model/document.h"
#include "hs/session/model_loader.h"
#include "hs/sim/engine.h"

#include <Qsci/qsciapis.h>
#include <Qsci/qscicommandset.h>
#include <Qsci/qscilexer.h>
#include <QAction>
#include <QApplication>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QGraphicsView>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

#include "ui_test_support.h"
#include "user_flow_fixture.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <memory>

namespace hs::ui {
namespace {

using test::example;
using test::settle;
using test::waitFor;

using test::UserFlow;

// The bouncing ball of the file with its initial height typed anew: F5 runs the new model.
TEST_F(UserFlow, EditAParameterInTheTextThenF5RunsTheNewValue) {
    ASSERT_TRUE(window->openFile(example("BouncingBall.mo")));
    ASSERT_TRUE(idle());
    window->editor()->setFocus();
    press(Qt::Key_F5);
    ASSERT_TRUE(ended());
    ASSERT_FALSE(eventTimes(EventKind::State).empty());
    EXPECT_NEAR(eventTimes(EventKind::State).front(), std::sqrt(2 * 1.0 / 9.81), 1e-6);
    EXPECT_FALSE(window->staleLabel()->isVisible());

    // select "h0=1.0" with the keyboard's help and type over it
    EquationEditor* editor = window->editor();
    ASSERT_TRUE(editor->findFirst("h0=1.0", false, true, false, false, true, 0, 0));
    QTest::keyClicks(editor, "h0=2.0");
    EXPECT_TRUE(editor->text().contains("h0=2.0"));
    EXPECT_TRUE(window->isModified());
    // the model on screen is not the one loaded: the toolbar says so
    EXPECT_TRUE(waitFor([&] { return window->staleLabel()->isVisible(); }, 2000));
    press(Qt::Key_F5);
    ASSERT_TRUE(ended());
    EXPECT_FALSE(window->staleLabel()->isVisible());
    ASSERT_FALSE(eventTimes(EventKind::State).empty());
    // dropped from 2 m: the first impact at sqrt(2 h0 / g)
    EXPECT_NEAR(eventTimes(EventKind::State).front(), std::sqrt(2 * 2.0 / 9.81), 1e-6);
    // the previous run stays in the plot, dashed, for comparison
    EXPECT_TRUE(window->plot()->hasReference());

    // undo back to the saved text: the modified mark goes, and Run restarts again
    for (int i = 0; i < 10 && window->isModified(); ++i) {
        editor->setFocus();
        press(Qt::Key_Z, Qt::ControlModifier);
    }
    EXPECT_EQ(editor->text().contains("h0=1.0"), true);
    EXPECT_FALSE(window->isModified());
    screenshot("edit_then_run");
}

// A statechart drawn with the mouse on an empty chart, then F5: its transition runs.
TEST_F(UserFlow, DrawAStateAndATransitionThenF5RunsThem) {
    const QString path = dir.filePath("Lamp.hsm");
    {
        doc::Document d;
        d.name = "Lamp";
        d.experiment.stopTime = 10;
        doc::Module m;
        m.name = "Lamp";
        m.equations = "model Lamp\n  discrete Integer switches(start = 0, fixed = true);\nend Lamp;\n";
        d.modules.push_back(m);
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(doc::serializeDocument(d)));
    }
    ASSERT_TRUE(window->openFile(path));
    // nothing assigns the counter yet: the model does not build, and says why
    EXPECT_FALSE(window->runController().hasRun());
    window->action("actionAddStatechart")->trigger();
    ASSERT_EQ(window->chartEditors().size(), 1);
    StatechartEditor* chart = window->chartEditors().first();
    window->centralTabs()->setCurrentWidget(chart);
    chart->view()->resetTransform();
    chart->view()->centerOn(260, 160);
    settle();
    QWidget* viewport = chart->view()->viewport();
    auto at = [&](QPointF p) { return chart->view()->mapFromScene(p); };
    chart->toolAction(ChartTool::State)->trigger();
    QTest::mouseClick(viewport, Qt::LeftButton, {}, at({120, 150}));
    chart->toolAction(ChartTool::State)->trigger();
    QTest::mouseClick(viewport, Qt::LeftButton, {}, at({360, 150}));
    // read anew after each edit: an edit replaces the document (a reference would dangle)
    auto chartNow = [&]() -> const doc::Statechart& { return window->documentModel()->document().modules[0].statecharts[0]; };
    ASSERT_EQ(chartNow().states.size(), 2u);
    const QString first = QString::fromStdString(chartNow().states[0].name);
    const QString second = QString::fromStdString(chartNow().states[1].name);
    const QRectF a = chart->scene()->stateRect(first), b = chart->scene()->stateRect(second);
    // a transition dragged from the first state's border to the second
    QTest::mousePress(viewport, Qt::LeftButton, {}, at(QPointF(a.right() - 2, a.center().y())));
    for (int i = 1; i <= 6; ++i) {
        const QPointF p = QPointF(a.right() - 2, a.center().y()) + (b.center() - QPointF(a.right() - 2, a.center().y())) * (i / 6.0);
        QMouseEvent move(QEvent::MouseMove, at(p), viewport->mapToGlobal(at(p)), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &move);
    }
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, at(b.center()));
    ASSERT_EQ(chartNow().transitions.size(), 1u);
    // its timeout and action typed into the property panel
    EquationEditor* expression = chart->properties()->field("expression");
    expression->setFocus();
    expression->selectAll();
    QTest::keyClicks(expression, "2.5");
    EquationEditor* action = chart->properties()->field("action");
    action->setFocus();
    QTest::keyClicks(action, "switches := switches + 1;");
    // the action field offers the statechart's functions, the equation text does not
    auto offers = [](EquationEditor* e, const char* prefix, const char* word, int ms = 3000) {
        return waitFor([&] {
            QStringList list;
            qobject_cast<QsciAPIs*>(e->lexer()->apis())->updateAutoCompletionList({QString::fromLatin1(prefix)}, list);
            return list.contains(QString::fromLatin1(word));
        }, ms);
    };
    EXPECT_TRUE(offers(action, "sen", "send"));
    EXPECT_TRUE(offers(window->editor(), "rei", "reinit"));
    EXPECT_FALSE(offers(window->editor(), "sen", "send", 100));
    ASSERT_EQ(chartNow().transitions[0].expression, "2.5");
    EXPECT_TRUE(waitFor([&] { return window->staleLabel()->isVisible(); }, 2000));
    chart->view()->setFocus();
    press(Qt::Key_F5);
    ASSERT_TRUE(ended());
    EXPECT_EQ(latest()->status, RunStatus::Finished);
    // the drawn transition fired once, at its timeout, and the chart ends in the second state
    const auto transitions = eventTimes(EventKind::Transition);
    ASSERT_EQ(transitions.size(), 1u);
    EXPECT_DOUBLE_EQ(transitions.front(), 2.5);
    EXPECT_TRUE(std::find(latest()->activeStates.begin(), latest()->activeStates.end(),
                          chartNow().name + "." + second.toStdString()) != latest()->activeStates.end());
    const auto& vars = window->controller().variables();
    std::vector<double> values = latest()->values;
    for (std::size_t i = 0; i < vars.size(); ++i)
        if (vars[i].name == "switches") {
            EXPECT_EQ(values[i], 1.0);
        }
    screenshot("draw_then_run");
}

// Settings belong to the document: a stop time set for one file does not reach the next.
TEST_F(UserFlow, OpenAChangeTheStopTimeOpenBTakesItsOwn) {
    openWithDialog(example("BouncingBall.mo"));
    ASSERT_TRUE(idle());
    EXPECT_DOUBLE_EQ(latest()->stopTime, 1.0);  // the model's default
    // a bad stop time is refused with a message; the dialog stays open
    withDialog<ExperimentDialog>(Qt::Key_E, Qt::ControlModifier, [&](ExperimentDialog* d) {
        type(d, "stopTime", "ten");
        QTest::keyClick(d->focusWidget() ? d->focusWidget() : d, Qt::Key_Return);
        EXPECT_TRUE(d->isVisible());
        EXPECT_TRUE(d->error().contains("not a number")) << d->error().toStdString();
        type(d, "stopTime", "-1");
        QTest::keyClick(d->focusWidget() ? d->focusWidget() : d, Qt::Key_Return);
        EXPECT_TRUE(d->isVisible());
        EXPECT_TRUE(d->error().contains("after the start")) << d->error().toStdString();
        type(d, "stopTime", "10");
        QTest::keyClick(d->focusWidget() ? d->focusWidget() : d, Qt::Key_Return);
        EXPECT_FALSE(d->isVisible());
    });
    ASSERT_TRUE(idle());
    EXPECT_DOUBLE_EQ(latest()->stopTime, 10.0);
    press(Qt::Key_F5);
    ASSERT_TRUE(ended());
    EXPECT_DOUBLE_EQ(latest()->time, 10.0);
    screenshot("settings_per_document");

    openWithDialog(example("TrafficLight.hsm"));  // its file says 300
    ASSERT_TRUE(idle());
    EXPECT_DOUBLE_EQ(latest()->stopTime, 300.0);
    press(Qt::Key_F5);
    ASSERT_TRUE(ended());
    EXPECT_DOUBLE_EQ(latest()->time, 300.0);
    // and back: the first file's own setting again, not what the dialog said before
    openWithDialog(example("BouncingBall.mo"));
    ASSERT_TRUE(idle());
    EXPECT_DOUBLE_EQ(latest()->stopTime, 1.0);
}

// The settings written into a .mo file are its experiment annotation.
TEST_F(UserFlow, SettingsSavedInTheModelAreItsAnnotation) {
    const QString path = dir.filePath("Cooling.mo");
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("model Cooling\n  Real T(start = 90, fixed = true);\nequation\n  der(T) = -0.1*(T - 20);\nend Cooling;\n");
    }
    ASSERT_TRUE(window->openFile(path));
    ASSERT_TRUE(idle());
    window->editor()->setFocus();
    withDialog<ExperimentDialog>(Qt::Key_E, Qt::ControlModifier, [&](ExperimentDialog* d) {
        type(d, "stopTime", "30");
        d->findChild<QCheckBox*>("saveInModel")->click();
        QTest::keyClick(d->findChild<QLineEdit*>("stopTime"), Qt::Key_Return);
    });
    EXPECT_TRUE(window->editor()->text().contains("annotation(experiment(StartTime = 0, StopTime = 30"))
        << window->editor()->text().toStdString();
    EXPECT_TRUE(window->isModified());
    ASSERT_TRUE(idle());
    press(Qt::Key_F5);
    ASSERT_TRUE(ended());
    // exponential cooling: T(30) = 20 + 70 e^-3
    const auto* T = window->controller().results().column("T");
    ASSERT_NE(T, nullptr);
    EXPECT_NEAR(T->back(), 20 + 70 * std::exp(-3.0), 1e-3);
    // saved and opened again: the file's annotation is the setting
    ASSERT_TRUE(window->saveTo(path));
    ASSERT_TRUE(window->openFile(example("BouncingBall.mo")));
    ASSERT_TRUE(window->openFile(path));
    ASSERT_TRUE(idle());
    EXPECT_DOUBLE_EQ(latest()->stopTime, 30.0);
}

// ClosedLoopPI: F5 runs the whole loop in lock-step, exactly as the command line does.
TEST_F(UserFlow, ClosedLoopPIRunsTheWholeLoopAsTheCommandLine) {
    openWithDialog(example("ClosedLoopPI.hsm"));
    ASSERT_TRUE(idle());
    EXPECT_EQ(window->controller().kind(), session::SessionKind::Network);
    // the document's plots open with it: three plots with their titles and variables
    const auto plots = window->plots();
    ASSERT_EQ(plots.size(), 3);
    EXPECT_EQ(plots[0]->title(), "Setpoint and process value");
    EXPECT_EQ(plots[0]->variables(), (QStringList{"Setpoint.y", "Plant.y", "Sensor.y"}));
    EXPECT_EQ(plots[1]->variables(), (QStringList{"Control.y", "Kp.y", "Ki.y"}));
    // the Variables dock lists Module.var; the queue has every module with a queue
    bool plantY = false;
    for (const auto& v : window->controller().variables()) plantY = plantY || v.name == "Plant.y";
    EXPECT_TRUE(plantY);
    window->activateWindow();
    window->centralTabs()->setFocus();
    press(Qt::Key_F5);
    ASSERT_TRUE(ended());
    EXPECT_EQ(latest()->status, RunStatus::Finished);

    std::string text;
    ASSERT_TRUE(readTextFile(example("ClosedLoopPI.hsm").toStdString(), text));
    doc::Document d;
    DiagnosticList diags;
    ASSERT_TRUE(doc::parseDocument(text, d, diags));
    const cosim::CosimResult cli = cosim::runCosim(d, "ClosedLoopPI.hsm", cosim::cosimOptions(d));
    ASSERT_TRUE(cli.ok);
    const ResultStore& gui = window->controller().results();
    ASSERT_EQ(gui.rowCount(), cli.results.rowCount());
    EXPECT_EQ(gui.time(), cli.results.time());
    EXPECT_EQ(*gui.column("Plant.y"), *cli.results.column("Plant.y"));
    EXPECT_EQ(*gui.column("Ki.y"), *cli.results.column("Ki.y"));
    EXPECT_NEAR(gui.column("Plant.y")->back(), 1.0, 0.02);  // u is not 0: the loop is closed
    EXPECT_GT(plots[0]->plottedPointCount("Plant.y"), 10);
    screenshot("network_run");
}

// SeedPackage: three presses of F10 compute three rounds; the plots fill with them.
TEST_F(UserFlow, SeedPackageStepsFillThePlot) {
    openWithDialog(example("SeedPackage.hsm"));
    ASSERT_TRUE(atStep(0));
    window->centralTabs()->setCurrentWidget(window->packageView());
    PlotWidget* plot = window->plot();
    EXPECT_EQ(plot->variables(), (QStringList{"A.clock", "B.seen", "B.filtered"}));
    // B computes in every round (A skips round 3: it is ahead of the package)
    int points = plot->plottedPointCount("B.filtered");
    for (int round = 1; round <= 3; ++round) {
        window->packageView()->setFocus();
        press(Qt::Key_F10);
        ASSERT_TRUE(atStep(static_cast<std::uint64_t>(round)));
        ASSERT_TRUE(waitFor([&] { return plot->plottedPointCount("B.filtered") > points; }))
            << "round " << round + 1;
        const int now = plot->plottedPointCount("B.filtered");
        EXPECT_GT(now, points) << "round " << round + 1;
        points = now;
    }
    EXPECT_EQ(window->packageView()->rounds(), 4);
    EXPECT_GT(plot->plottedPointCount("A.clock"), 2);
    EXPECT_TRUE(window->statusEvents()->text().contains("round 4")) << window->statusEvents()->text().toStdString();
    screenshot("package_steps");
}

// Run straight through, and Run Until then steps then Run: the same numbers, bit for bit.
TEST_F(UserFlow, RunAndRunUntilGiveBitIdenticalResults) {
    ASSERT_TRUE(window->openFile(example("BouncingBall.mo")));
    ASSERT_TRUE(idle());
    RunSettings s = window->documents().settings();
    s.simulation.stopTime = 3.0;
    window->documents().setSettings(s, false);
    window->editor()->setFocus();
    press(Qt::Key_F5);
    ASSERT_TRUE(ended());
    const ResultStore straight = window->controller().results();
    const auto impacts = eventTimes(EventKind::State);
    ASSERT_GE(impacts.size(), 3u);

    press(Qt::Key_R, Qt::ControlModifier);  // Reset
    ASSERT_TRUE(atStep(0));
    withDialog<RunUntilDialog>(Qt::Key_U, Qt::ControlModifier, [&](RunUntilDialog* d) {
        type(d, "time", "0.4515235");
        QTest::keyClick(d->findChild<QLineEdit*>("time"), Qt::Key_Return);
    });
    ASSERT_TRUE(waitFor([&] { return latest() && !latest()->running && latest()->time == 0.4515235; }));
    for (int i = 0; i < 3; ++i) {
        const auto before = latest()->step;
        press(Qt::Key_F10);
        ASSERT_TRUE(atStep(before + 1));
    }
    press(Qt::Key_F5);
    ASSERT_TRUE(ended());
    const ResultStore& pieces = window->controller().results();
    EXPECT_EQ(eventTimes(EventKind::State), impacts);
    ASSERT_EQ(pieces.rowCount(), straight.rowCount());
    EXPECT_EQ(pieces.time(), straight.time());
    for (std::size_t c = 0; c < straight.columnCount(); ++c) EXPECT_EQ(pieces.column(c), straight.column(c)) << c;
    // the status bar counts the event steps as the command line does
    LoadResult loaded = loadModelFile(example("BouncingBall.mo").toStdString());
    loaded.settings.stopTime = 3.0;
    Engine engine(loaded.model, loaded.settings);
    engine.initialize();
    engine.run();
    EXPECT_EQ(window->statusEvents()->text(), QStringLiteral("events: %1").arg(engine.events().size()));
    // the history's first row names the document
    EXPECT_TRUE(window->historyModel()->index(0, 3).data().toString().endsWith("BouncingBall.mo"));
}

// Ctrl+U in the editor is Run Until, not the editor's lower-case command; the text stays.
TEST_F(UserFlow, CtrlUInTheEditorOpensRunUntilAndLeavesTheText) {
    ASSERT_TRUE(window->openFile(example("BouncingBall.mo")));
    ASSERT_TRUE(idle());
    EquationEditor* editor = window->editor();
    const QString before = editor->text();
    editor->setFocus();
    ASSERT_TRUE(editor->findFirst("BouncingBall", false, true, false, false, true, 0, 0));  // selected
    withDialog<RunUntilDialog>(Qt::Key_U, Qt::ControlModifier, [&](RunUntilDialog* d) {
        EXPECT_TRUE(d->isVisible());
        QTest::keyClick(d, Qt::Key_Escape);
    });
    EXPECT_EQ(editor->text(), before);
    // every shortcut of the window reaches the window, none is taken by the editor
    for (QAction* a : window->findChildren<QAction*>()) {
        if (a->shortcut().isEmpty() || a->shortcutContext() != Qt::WindowShortcut) continue;
        EXPECT_EQ(editor->standardCommands()->boundTo(a->shortcut()[0].toCombined()), nullptr)
            << a->objectName().toStdString() << " " << a->shortcut().toString().toStdString();
    }
    // Find and Replace: Ctrl+F and Ctrl+H open the bar under the text
    press(Qt::Key_H, Qt::ControlModifier);
    FindBar* bar = window->findBar();
    ASSERT_TRUE(bar->isVisible());
    bar->findField()->setFocus();
    QTest::keyClick(bar->findField(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(bar->findField(), "e=0.8");
    bar->replaceField()->setFocus();
    QTest::keyClicks(bar->replaceField(), "e=0.5");
    bar->findChild<QPushButton*>("replaceAll")->click();
    EXPECT_TRUE(editor->text().contains("e=0.5"));
    EXPECT_FALSE(editor->text().contains("e=0.8"));
    QTest::keyClick(bar->findField(), Qt::Key_Escape);
    EXPECT_FALSE(bar->isVisible());
    screenshot("find_replace");
}

// Thousands of events: every one of them has its mark on the plot.
TEST_F(UserFlow, EventMarksBeyondTwoThousand) {
    const QString path = dir.filePath("Ticks.mo");
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("model Ticks\n  discrete Integer n(start = 0, fixed = true);\n  Real x(start = 0, fixed = true);\n"
                "equation\n  der(x) = 1;\n  when sample(0, 0.001) then\n    n = pre(n) + 1;\n  end when;\n"
                "  annotation(experiment(StopTime = 3));\nend Ticks;\n");
    }
    ASSERT_TRUE(window->openFile(path));
    ASSERT_TRUE(idle());
    window->editor()->setFocus();
    press(Qt::Key_F5);
    ASSERT_TRUE(ended());
    settle();
    std::size_t samples = 0;
    for (const auto& e : window->controller().events())
        if (e.kind != EventKind::Initial && e.kind != EventKind::Terminal) ++samples;
    EXPECT_GT(samples, 2900u);
    EXPECT_EQ(window->plot()->eventMarks().size(), samples);
}

// A run paused half-way and run on: the marks of the events before the pause are kept and
// those after it added, each at its event's time and labelled with its kind and text; a
// step back leaves the marks of the events that remain.
TEST_F(UserFlow, EventMarksFollowARunThatGoesOnAndOneThatStepsBack) {
    const QString path = dir.filePath("Ticks.mo");
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(
            "model Ticks\n  discrete Integer n(start = 0, fixed = true);\n  Real x(start = 0, "
            "fixed = true);\n"
            "equation\n  der(x) = 1;\n  when sample(0, 0.001) then\n    n = pre(n) + 1;\n  end "
            "when;\n"
            "  when x > 1.2345 then\n    n = pre(n) + 1000;\n  end when;\n"
            "  annotation(experiment(StopTime = 3));\nend Ticks;\n");
    }
    ASSERT_TRUE(window->openFile(path));
    ASSERT_TRUE(idle());
    auto marksMatchEvents = [&] {
        std::vector<std::pair<double, QString>> expected;
        for (const auto& e : window->controller().events())
            if (e.kind != EventKind::Initial && e.kind != EventKind::Terminal)
                expected.emplace_back(
                    e.time, QueueModel::kindName(e.kind) + ' ' + i18n::messageText(e.detail));
        for (PlotWidget* plot : window->findChildren<PlotWidget*>()) {
            const EventMarks& marks = plot->eventMarks();
            EXPECT_EQ(marks.size(), expected.size());
            std::size_t differ = 0;
            for (std::size_t i = 0; i < marks.size() && i < expected.size(); ++i)
                if (marks[i].time != expected[i].first || marks[i].label != expected[i].second)
                    ++differ;
            EXPECT_EQ(differ, 0u);
        }
        return expected.size();
    };
    window->controller().runUntilTime(1.5);
    ASSERT_TRUE(waitFor([&] { return latest() && !latest()->running && latest()->time >= 1.5; }));
    settle();
    const std::size_t half = marksMatchEvents();
    EXPECT_GT(half, 1400u);
    window->editor()->setFocus();
    press(Qt::Key_F5);  // run on to the end
    ASSERT_TRUE(ended());
    settle();
    const std::size_t all = marksMatchEvents();
    EXPECT_GT(all, 2900u);
    // the state event at x = 1.2345 is among them, with its own label
    EXPECT_TRUE(std::any_of(window->plot()->eventMarks().begin(),
                            window->plot()->eventMarks().end(), [](const EventMark& m) {
                                return m.label.startsWith(QueueModel::kindName(EventKind::State));
                            }));
    press(Qt::Key_F10, Qt::ShiftModifier);  // one step back
    ASSERT_TRUE(waitFor([&] { return window->controller().events().size() < all + 2; }));
    settle();
    EXPECT_LE(marksMatchEvents(), all);
}

// A document's second plot sits in a dock tabbed behind the first: while the model runs it
// is not redrawn, and clicking its tab afterwards shows the whole run.
TEST_F(UserFlow, APlotTabbedBehindAnotherShowsTheWholeRunWhenItsTabIsClicked) {
    ASSERT_TRUE(window->openFile(example("Thermostat.hsm")));
    ASSERT_TRUE(idle());
    QDockWidget* heaterDock = nullptr;
    for (QDockWidget* d : window->findChildren<QDockWidget*>())
        if (d->windowTitle() == "Heater") heaterDock = d;
    ASSERT_NE(heaterDock, nullptr);
    auto* heater = qobject_cast<PlotWidget*>(heaterDock->widget());
    ASSERT_NE(heater, nullptr);
    auto clickTab = [&](const QString& title) {
        for (QTabBar* bar : window->findChildren<QTabBar*>())
            for (int i = 0; i < bar->count(); ++i)
                if (bar->isVisible() && bar->tabText(i) == title) {
                    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(i).center());
                    return true;
                }
        return false;
    };
    ASSERT_TRUE(clickTab("Plot"));  // the first plot in front
    settle();
    QWidget* viewport = heater->findChild<QChartView*>()->viewport();
    ASSERT_TRUE(viewport->visibleRegion().isEmpty());  // behind the first plot
    window->editor()->setFocus();
    press(Qt::Key_F5);
    ASSERT_TRUE(ended());
    settle();
    const double stop = latest()->time;
    // what the chart holds, read without asking the plot (which would draw it first)
    auto lastDrawnTime = [&] {
        double last = -1.0;
        for (QAbstractSeries* s : heater->findChild<QChartView*>()->chart()->series())
            if (auto* line = qobject_cast<QLineSeries*>(s); line && line->count() > 0)
                last = std::max(last, line->at(line->count() - 1).x());
        return last;
    };
    EXPECT_LT(lastDrawnTime(), 0.5 * stop);  // not redrawn while hidden
    ASSERT_TRUE(clickTab("Heater"));
    ASSERT_TRUE(waitFor([&] { return !viewport->visibleRegion().isEmpty(); }));
    settle();
    EXPECT_GT(lastDrawnTime(), 0.99 * stop);  // the last pixel column holds the stop time
    EXPECT_GT(heater->plottedPointCount("heating"), 10);
}

// A file that is not text is refused with a message; nothing of the open document changes.
TEST_F(UserFlow, ABinaryFileIsRefused) {
    ASSERT_TRUE(window->openFile(example("BouncingBall.mo")));
    const QString text = window->editor()->text();
    const QString path = dir.filePath("image.mo");
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(QByteArray("model X\n\0\x89PNG\xff\xfe", 16));
    }
    QString message;
    whenShown<QMessageBox>([&](QMessageBox* box) {
        message = box->text();
        box->accept();
    });
    EXPECT_FALSE(window->openFile(path));
    EXPECT_TRUE(message.contains("binary")) << message.toStdString();
    EXPECT_EQ(window->editor()->text(), text);
    EXPECT_TRUE(window->currentFile().endsWith("BouncingBall.mo"));
}

// A model that does not build leaves nothing to pause, step back, stop or reset; the
// corrected text runs with F5.
TEST_F(UserFlow, AWindowWithNoModelDisablesTheRunControls) {
    const QString path = dir.filePath("Broken.mo");
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("model Broken\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -y;\nend Broken;\n");
    }
    ASSERT_TRUE(window->openFile(path));
    ASSERT_TRUE(waitFor([&] { return window->messagesModel()->rowCount() > 0; }));
    EXPECT_FALSE(window->runController().hasRun());
    for (const char* name : {"actionPause", "actionStepBack", "actionStop", "actionReset"})
        EXPECT_FALSE(window->action(name)->isEnabled()) << name;
    EXPECT_TRUE(window->action("actionRun")->isEnabled());
    // the user corrects the text: Reset and Run compile it again
    EquationEditor* editor = window->editor();
    ASSERT_TRUE(editor->findFirst("-y", false, true, false, false, true, 0, 0));
    editor->setFocus();
    QTest::keyClicks(editor, "-x");
    EXPECT_TRUE(waitFor([&] { return window->action("actionReset")->isEnabled(); }, 2000));
    press(Qt::Key_F5);
    ASSERT_TRUE(ended());
    EXPECT_EQ(latest()->status, RunStatus::Finished);
    // der(x) = -x from 1: x(1) = e^-1
    const auto& vars = window->controller().variables();
    for (std::size_t i = 0; i < vars.size(); ++i)
        if (vars[i].name == "x") {
            EXPECT_NEAR(latest()->values[i], std::exp(-1.0), 1e-5);
        }
    for (const char* name : {"actionStepBack", "actionReset"}) EXPECT_TRUE(window->action(name)->isEnabled()) << name;
}

// At the first start the queue shows every column, Text and Value included, in English and
// in Russian.
TEST_F(UserFlow, TheQueueShowsTextAndValueAtTheDefaultLayout) {
    ASSERT_TRUE(window->openFile(example("BouncingBall.mo")));
    ASSERT_TRUE(idle());
    settle();
    QTableView* queue = window->queueView();
    for (const char* language : {"language_en", "language_ru"}) {
        window->action(language)->trigger();
        settle();
        for (int c : {QueueModel::TextColumn, QueueModel::ValueColumn}) {
            EXPECT_FALSE(queue->isColumnHidden(c));
            EXPECT_LE(queue->columnViewportPosition(c) + queue->columnWidth(c), queue->viewport()->width())
                << language << " column " << c << " of a viewport " << queue->viewport()->width() << " wide";
        }
    }
    window->action("language_en")->trigger();
}

// Reset starts the chart again: the time left drawn on its arrows is the new run's.
TEST_F(UserFlow, ResetClearsTheTimeLeftOfTheRunBefore) {
    ASSERT_TRUE(window->openFile(example("TrafficLight.hsm")));
    ASSERT_TRUE(atStep(0));
    ASSERT_EQ(window->chartEditors().size(), 1);
    StatechartScene* scene = window->chartEditors().first()->scene();
    const QString atStart = scene->transitionLiveText("RedEnds");
    EXPECT_TRUE(atStart.contains("30")) << atStart.toStdString();
    // step until the light is green: its own timeout counts down, red's is gone
    for (std::uint64_t i = 1; i <= 10 && scene->highlightedStates() != QStringList{"Green"}; ++i) {
        window->editor()->setFocus();
        press(Qt::Key_F10);
        ASSERT_TRUE(atStep(i));
    }
    ASSERT_EQ(scene->highlightedStates(), QStringList{"Green"});
    EXPECT_TRUE(scene->transitionLiveText("RedEnds").isEmpty());
    EXPECT_FALSE(scene->transitionLiveText("GreenEnds").isEmpty());
    press(Qt::Key_R, Qt::ControlModifier);
    ASSERT_TRUE(atStep(0));
    EXPECT_TRUE(waitFor([&] { return scene->highlightedStates() == QStringList{"Red"}; }))
        << scene->highlightedStates().join(' ').toStdString();
    EXPECT_TRUE(scene->transitionLiveText("GreenEnds").isEmpty()) << scene->transitionLiveText("GreenEnds").toStdString();
    EXPECT_EQ(scene->transitionLiveText("RedEnds"), atStart);
}

// F1 opens the user guide, in the language the window speaks.
TEST_F(UserFlow, F1OpensTheUserGuideInTheWindowsLanguage) {
    window->action("language_ru")->trigger();
    settle();
    window->editor()->setFocus();
    press(Qt::Key_F1);
    auto* guide = window->findChild<UserGuide*>("userGuide");
    ASSERT_TRUE(waitFor([&] { return (guide = window->findChild<UserGuide*>("userGuide")) && guide->isVisible(); }));
    const QString text = guide->findChild<QTextBrowser*>("userGuideText")->toPlainText();
    EXPECT_TRUE(text.contains(QString::fromUtf8("Очередь")) || text.contains(QString::fromUtf8("очеред")))
        << text.left(200).toStdString();
    EXPECT_FALSE(text.contains("The window"));
    // switching the language while it is open translates it
    window->action("language_en")->trigger();
    EXPECT_TRUE(waitFor([&] {
        return guide->findChild<QTextBrowser*>("userGuideText")
            ->toPlainText()
            .contains("The window");
    }));
    guide->close();
}

// A model whose algorithm loops 10^12 times: the window stays usable, Stop (Shift+F5) ends
// the computation of its initial state with a message, and the window closes at once.
TEST_F(UserFlow, StopEndsAModelThatLoopsWhileStarting) {
    const QString path = dir.filePath("Busy.mo");
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("model Busy\n  Real y;\nalgorithm\n  y := 0;\n  for i in 1:1000000 loop\n"
                "    for j in 1:1000000 loop\n      y := y + 1;\n    end for;\n  end for;\nend Busy;\n");
    }
    ASSERT_TRUE(window->openFile(path));
    // the engine thread is busy; the window answers and offers Stop
    settle();
    EXPECT_EQ(latest(), nullptr);
    EXPECT_TRUE(window->action("actionStop")->isEnabled());
    window->editor()->setFocus();
    press(Qt::Key_F5, Qt::ShiftModifier);
    ASSERT_TRUE(waitFor([&] { return latest() && latest()->status == RunStatus::Failed; }));
    bool stopped = false;
    for (int r = 0; r < window->messagesModel()->rowCount(); ++r)
        stopped = stopped || window->messagesModel()->diagnostic(r).code == "stopped";
    EXPECT_TRUE(stopped);
    // started again with Reset, then the window closes while the loop runs
    press(Qt::Key_R, Qt::ControlModifier);
    settle();
    window->documents().setSettings(window->documents().settings(), false);
    window->editor()->setModified(false);
    window.reset();  // joins the engine thread: returns only if the loop ended
    SUCCEED();
}

// Save As .mo from a document: the warning names what a .mo cannot hold (plots,
// experiments); Cancel writes nothing; Save writes the equations with the document's
// settings as the experiment annotation, and the editor shows that text.
TEST_F(UserFlow, SaveAsMoWarnsWhatIsLostAndKeepsTheSettings) {
    const QString doc = dir.filePath("Decay.hsm");
    {
        doc::Document d;
        d.name = "Decay";
        d.experiment.stopTime = 7;
        d.experiment.interval = 0.5;
        doc::Module m;
        m.name = "Decay";
        m.equations = "model Decay\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\nend Decay;\n";
        d.modules.push_back(m);
        d.plots.push_back({"x over time", {"x"}});
        QFile f(doc);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(doc::serializeDocument(d)));
    }
    ASSERT_TRUE(window->openFile(doc));
    const QString mo = dir.filePath("Decay.mo");
    QString warning;
    auto answer = [&](QMessageBox::StandardButton button) {
        whenShown<QMessageBox>([&warning, button](QMessageBox* box) {
            warning = box->text();
            box->button(button)->click();
        });
    };
    answer(QMessageBox::Cancel);
    EXPECT_FALSE(window->documents().saveTo(mo));
    EXPECT_TRUE(warning.contains("plots")) << warning.toStdString();
    EXPECT_FALSE(QFile::exists(mo));
    answer(QMessageBox::Save);
    ASSERT_TRUE(window->documents().saveTo(mo));
    QFile f(mo);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QString written = QString::fromUtf8(f.readAll());
    EXPECT_TRUE(written.contains("StopTime = 7")) << written.toStdString();
    EXPECT_TRUE(written.contains("Interval = 0.5")) << written.toStdString();
    EXPECT_EQ(window->editor()->text(), written);
    EXPECT_FALSE(window->documents().isDocument());
    EXPECT_FALSE(window->isModified());
    // and it runs with those settings
    window->editor()->setFocus();
    press(Qt::Key_F5);
    ASSERT_TRUE(ended());
    EXPECT_DOUBLE_EQ(latest()->stopTime, 7.0);
}

// A text is saved back as it came: a UTF-8 byte-order mark and Windows line ends stay,
// also on the lines the user types. A file that is not UTF-8 (Latin-1 here) is not opened,
// says why, and stays untouched on disk.
TEST_F(UserFlow, ATextIsSavedBackInItsOwnEncoding) {
    const QString path = dir.filePath("Windows.mo");
    const QByteArray original = "\xEF\xBB\xBFmodel Windows\r\n  Real x(start = 1, fixed = true);\r\nequation\r\n"
                                "  der(x) = -x;\r\nend Windows;\r\n";
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(original);
    }
    ASSERT_TRUE(window->openFile(path));
    window->editor()->setFocus();
    press(Qt::Key_End, Qt::ControlModifier);
    QTest::keyClicks(window->editor(), "// checked");
    press(Qt::Key_Return);
    press(Qt::Key_S, Qt::ControlModifier);
    ASSERT_TRUE(waitFor([&] { return !window->isModified(); }));
    QFile saved(path);
    ASSERT_TRUE(saved.open(QIODevice::ReadOnly));
    EXPECT_EQ(saved.readAll(), original + "// checked\r\n");

    const QString latin1 = dir.filePath("Latin1.mo");
    const QByteArray bytes = "model Latin1 // M\xFCller\n  Real x = 1;\nend Latin1;\n";
    {
        QFile f(latin1);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    QString told;
    whenShown<QMessageBox>([&](QMessageBox* box) {
        told = box->text();
        box->accept();
    });
    EXPECT_FALSE(window->openFile(latin1));
    EXPECT_TRUE(told.contains("not UTF-8")) << told.toStdString();
    EXPECT_EQ(window->currentFile(), path);
    QFile untouched(latin1);
    ASSERT_TRUE(untouched.open(QIODevice::ReadOnly));
    EXPECT_EQ(untouched.readAll(), bytes);
}

}  // namespace
}  // namespace hs::ui

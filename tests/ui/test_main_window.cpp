// The main window offscreen: open a model, run, step, step back; the queue view shows the
// engine's queue; the item models pass QAbstractItemModelTester; the GUI stays responsive
// while a simulation runs flat out.

#include "window/document_controller.h"
#include "window/main_window.h"
#include "window/run_controller.h"

#include "editor/equation_editor.h"
#include "models/queue_model.h"
#include "plot/plot_widget.h"
#include "sim/simulation_controller.h"

#include "hs/session/model_loader.h"
#include "hs/sim/engine.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QSettings>
#include <QTableView>
#include <QTest>
#include <QTimer>

#include "ui_test_support.h"

#include <gtest/gtest.h>

#include <functional>

namespace hs::ui {
namespace {

using test::example;
using test::settle;
using test::waitFor;

class MainWindowTest : public ::testing::Test {
protected:
    void SetUp() override {
        QSettings().clear();
        window = std::make_unique<MainWindow>();
        window->resize(1400, 900);
    }
    // Opens an example and runs it to `stopTime` instead of its own stop time.
    void openWithStopTime(const char* name, double stopTime) {
        ASSERT_TRUE(window->openFile(example(name)));
        ASSERT_TRUE(waitStep(0));
        RunSettings s = window->documents().settings();
        s.simulation.stopTime = stopTime;
        window->documents().setSettings(s, false);
        window->runController().restart();
        ASSERT_TRUE(waitStep(0));
    }
    // Waits until the worker has answered with a snapshot at least at `step`.
    bool waitStep(std::uint64_t step) {
        return waitFor([&] {
            const SimSnapshot* s = window->controller().latest();
            return s && s->step == step && !s->running;
        });
    }
    std::unique_ptr<MainWindow> window;
};

std::unique_ptr<Engine> headless(const QString& file, int steps, double stopTime) {
    LoadResult loaded = loadModelFile(file.toStdString());
    loaded.settings.stopTime = stopTime;
    loaded.settings.historyLimit = 10000;
    auto engine = std::make_unique<Engine>(loaded.model, loaded.settings);
    engine->initialize();
    for (int i = 0; i < steps; ++i) engine->step();
    return engine;
}

TEST_F(MainWindowTest, RunToThreeSecondsPlotsTheEngineResults) {
    openWithStopTime("BouncingBall.mo", 10.0);
    window->controller().runUntilTime(3.0);
    ASSERT_TRUE(waitFor([&] {
        const SimSnapshot* s = window->controller().latest();
        return s && s->time >= 3.0 && !s->running;
    }));
    // the GUI's copy of the results equals a headless run to 3 s
    LoadResult loaded = loadModelFile(example("BouncingBall.mo").toStdString());
    loaded.settings.stopTime = 10.0;
    Engine engine(loaded.model, loaded.settings);
    engine.initialize();
    engine.runUntil(3.0);
    const ResultStore& gui = window->controller().results();
    ASSERT_EQ(gui.rowCount(), engine.results().rowCount());
    EXPECT_EQ(gui.time(), engine.results().time());
    EXPECT_EQ(*gui.column("h"), *engine.results().column("h"));
    EXPECT_EQ(window->plot()->variables(), (QStringList{"h", "v"}));
    EXPECT_GT(window->plot()->plottedPointCount("h"), 10);
    EXPECT_EQ(window->controller().events().size(), engine.events().size());
}

TEST_F(MainWindowTest, FiveStepsShowTheEnginesQueueAndStepBackRestores) {
    openWithStopTime("BouncingBall.mo", 10.0);
    for (int i = 1; i <= 5; ++i) {
        window->action("actionStep")->trigger();
        ASSERT_TRUE(waitStep(static_cast<std::uint64_t>(i))) << "step " << i;
    }
    auto engine = headless(example("BouncingBall.mo"), 5, 10.0);
    const QueueSnapshot expected = engine->queueSnapshot();
    const QueueModel* model = window->queueModel();
    ASSERT_EQ(model->rowCount(), static_cast<int>(expected.entries.size()));
    for (int r = 0; r < model->rowCount(); ++r) {
        const QueueEntry& e = expected.entries[r];
        EXPECT_EQ(model->index(r, QueueModel::SourceColumn).data(QueueModel::SourceRole).toString().toStdString(), e.source);
        EXPECT_EQ(model->index(r, QueueModel::TextColumn).data().toString().toStdString(),
                  e.text.english());
        EXPECT_EQ(model->index(r, QueueModel::CategoryColumn).data().toString(), QueueModel::categoryName(e.category));
    }
    // the view shows the model's rows
    EXPECT_EQ(window->queueView()->model()->rowCount(), model->rowCount());
    const double t5 = window->controller().latest()->time;

    window->action("actionStepBack")->trigger();
    ASSERT_TRUE(waitStep(4));
    auto four = headless(example("BouncingBall.mo"), 4, 10.0);
    EXPECT_EQ(window->controller().latest()->time, four->time());
    EXPECT_LT(window->controller().latest()->time, t5);
    EXPECT_EQ(window->controller().events().size(), four->events().size());
    EXPECT_EQ(window->controller().results().rowCount(), four->results().rowCount());
}

TEST_F(MainWindowTest, ItemModelsPassTheModelTester) {
    QAbstractItemModelTester queue(window->queueModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester history(window->historyModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester variables(window->variablesModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester messages(window->messagesModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    ASSERT_TRUE(window->openFile(example("Thermostat.hsm")));
    ASSERT_TRUE(waitStep(0));
    window->controller().runUntilStep(20);
    ASSERT_TRUE(waitStep(20));
    window->action("actionStepBack")->trigger();
    ASSERT_TRUE(waitStep(19));
    EXPECT_GT(window->historyModel()->rowCount(), 10);
    EXPECT_GT(window->queueModel()->rowCount(), 0);
}

TEST_F(MainWindowTest, RunThisNextSelectsAnEnabledItem) {
    ASSERT_TRUE(window->openFile(example("SimultaneousEvents.hsm")));
    ASSERT_TRUE(waitStep(0));
    window->action("actionStep")->trigger();  // first event at t = 1; others remain current
    ASSERT_TRUE(waitStep(1));
    const QueueModel* model = window->queueModel();
    int enabled = -1;
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, 0).data(QueueModel::CategoryRole).toInt() == static_cast<int>(QueueCategory::Enabled))
            enabled = r;
    ASSERT_GE(enabled, 0);
    const quint64 id = model->index(enabled, 0).data(QueueModel::IdRole).toULongLong();
    window->controller().selectNext(id);
    ASSERT_TRUE(waitFor([&] {
        return model->rowCount() > 0 &&
               model->index(0, 0).data(QueueModel::IdRole).toULongLong() == id &&
               model->index(0, 0).data(QueueModel::CategoryRole).toInt() == static_cast<int>(QueueCategory::Selected);
    }));
}

TEST_F(MainWindowTest, TypingAnErrorShowsItInMessages) {
    ASSERT_TRUE(window->openFile(example("BouncingBall.mo")));
    ASSERT_TRUE(waitStep(0));
    QString text = window->editor()->text();
    text.replace("der(v) = -9.81;", "der(v) = -9.81 + undefinedThing;");
    window->editor()->setText(text);
    ASSERT_TRUE(waitFor([&] {
        for (int r = 0; r < window->messagesModel()->rowCount(); ++r)
            if (window->messagesModel()->diagnostic(r).code == "undefined-name") return true;
        return false;
    }, 5000));
    for (int r = 0; r < window->messagesModel()->rowCount(); ++r) {
        const Diagnostic& d = window->messagesModel()->diagnostic(r);
        if (d.code != "undefined-name") continue;
        EXPECT_EQ(d.loc.line, 12);
        EXPECT_FALSE(window->editor()->diagnosticAt(d.loc.line, d.loc.column).isEmpty());
    }
    EXPECT_TRUE(window->isModified());
}

// The engine thread hands control back while it runs flat out: the GUI receives several
// snapshots of a run in progress, each further on, and Pause stops the engine for good.
// (How long the GUI thread may be blocked is a figure of `make bench`:
// BM_GuiLatencyWhileRunningFlatOut.)
TEST_F(MainWindowTest, RunningFlatOutSendsSnapshotsAndPauses) {
    ASSERT_TRUE(window->openFile(example("Thermostat.hsm")));
    ASSERT_TRUE(waitStep(0));
    RunSettings s = window->documents().settings();
    s.simulation.stopTime = 1e8;  // long enough to keep the engine busy until paused
    s.simulation.interval = 1e5;
    window->documents().setSettings(s, false);
    window->runController().restart();
    ASSERT_TRUE(waitStep(0));
    std::vector<std::uint64_t> runningSteps;
    QObject::connect(&window->controller(), &SimulationController::snapshotReceived, window.get(), [&] {
        const SimSnapshot* snap = window->controller().latest();
        if (snap->running) runningSteps.push_back(snap->step);
    });
    window->controller().run();
    ASSERT_TRUE(waitFor([&] { return runningSteps.size() >= 3; }));
    EXPECT_TRUE(std::is_sorted(runningSteps.begin(), runningSteps.end()));
    EXPECT_LT(runningSteps.front(), runningSteps.back());
    window->controller().pause();
    ASSERT_TRUE(waitFor([&] { return !window->controller().running(); }));
    const std::uint64_t pausedAt = window->controller().latest()->step;
    EXPECT_EQ(window->controller().latest()->status, RunStatus::Running);  // paused, not ended
    // paused means paused: a step afterwards is exactly one event step further
    window->action("actionStep")->trigger();
    ASSERT_TRUE(waitStep(pausedAt + 1));
}

TEST_F(MainWindowTest, SaveIsAtomicAndReopens) {
    ASSERT_TRUE(window->openFile(example("BouncingBall.mo")));
    const QString path = QDir::temp().filePath("hs-ui-save-test.mo");
    QFile::remove(path);
    ASSERT_TRUE(window->saveTo(path));
    EXPECT_FALSE(window->isModified());
    QFile in(path);
    ASSERT_TRUE(in.open(QIODevice::ReadOnly));
    EXPECT_EQ(QString::fromUtf8(in.readAll()), window->editor()->text());
    QFile::remove(path);
}

TEST_F(MainWindowTest, Screenshots) {
    if (qEnvironmentVariableIsEmpty("HS_SCREENSHOTS")) GTEST_SKIP() << "set HS_SCREENSHOTS=1 to write them";
    QDir().mkpath(QStringLiteral(HS_SCREENSHOT_DIR));
    window->show();
    openWithStopTime("BouncingBall.mo", 10.0);
    window->controller().runUntilTime(5.0);
    ASSERT_TRUE(waitFor([&] {
        const SimSnapshot* snap = window->controller().latest();
        return snap && snap->time >= 5.0 && !snap->running;
    }));
    settle();
    EXPECT_TRUE(window->grab().save(QDir(QStringLiteral(HS_SCREENSHOT_DIR)).filePath("main_window.png")));

    ASSERT_TRUE(window->openFile(example("SimultaneousEvents.hsm")));
    ASSERT_TRUE(waitStep(0));
    window->action("actionStep")->trigger();
    ASSERT_TRUE(waitStep(1));
    window->action("actionStep")->trigger();
    ASSERT_TRUE(waitStep(2));
    settle();
    auto* dock = window->findChild<QDockWidget*>("queueDock");
    ASSERT_NE(dock, nullptr);
    EXPECT_TRUE(dock->grab().save(QDir(QStringLiteral(HS_SCREENSHOT_DIR)).filePath("queue_dock.png")));

    // the same window in Russian
    window->action("language_ru")->trigger();
    settle();
    EXPECT_TRUE(window->grab().save(QDir(QStringLiteral(HS_SCREENSHOT_DIR)).filePath("main_window_ru.png")));
    window->action("language_zh_CN")->trigger();
    settle();
    EXPECT_TRUE(window->grab().save(QDir(QStringLiteral(HS_SCREENSHOT_DIR)).filePath("main_window_zh_CN.png")));
    window->action("language_en")->trigger();
    settle();
}

}  // namespace
}  // namespace hs::ui

namespace hs::ui {
namespace {

TEST_F(MainWindowTest, EveryExampleOpensRunsAndStepsBack) {
    const QDir dir(QStringLiteral(HS_EXAMPLES_DIR));
    for (const QString& name : dir.entryList({"*.mo", "*.hsm"}, QDir::Files, QDir::Name)) {
        SCOPED_TRACE(name.toStdString());
        ASSERT_TRUE(window->openFile(dir.filePath(name)));
        if (!window->controller().model()) continue;  // a multi-module document whose first module needs inputs
        ASSERT_TRUE(waitStep(0));
        window->controller().runUntilStep(30);
        ASSERT_TRUE(waitFor([&] {
            const SimSnapshot* s = window->controller().latest();
            return s && !s->running && (s->step >= 30 || s->status != RunStatus::Running);
        }, 20000));
        const std::uint64_t reached = window->controller().latest()->step;
        if (reached >= 2) {
            window->action("actionStepBack")->trigger();
            ASSERT_TRUE(waitFor([&] { return window->controller().latest()->step == reached - 1; }));
        }
        EXPECT_NE(window->controller().latest()->status, RunStatus::Failed);
    }
}

}  // namespace
}  // namespace hs::ui

namespace hs::ui {
namespace {

TEST_F(MainWindowTest, TickingAVariablePlotsIt) {
    ASSERT_TRUE(window->openFile(example("StableBouncingBall.mo")));
    ASSERT_TRUE(waitStep(0));
    VariablesModel* vars = window->variablesModel();
    int doneRow = -1;
    for (int r = 0; r < vars->rowCount(); ++r)
        if (vars->variableName(r) == "done") doneRow = r;
    ASSERT_GE(doneRow, 0);
    const QModelIndex name = vars->index(doneRow, VariablesModel::NameColumn);
    EXPECT_EQ(name.data(Qt::CheckStateRole).toInt(), Qt::Unchecked);
    ASSERT_TRUE(vars->setData(name, Qt::Checked, Qt::CheckStateRole));
    EXPECT_TRUE(window->plot()->variables().contains("done"));
    // and the other way round: removing it from the plot clears the tick
    window->plot()->removeVariable("done");
    EXPECT_EQ(name.data(Qt::CheckStateRole).toInt(), Qt::Unchecked);
    // plotted ones are ticked
    for (int r = 0; r < vars->rowCount(); ++r)
        if (vars->variableName(r) == "h") {
            EXPECT_EQ(vars->index(r, VariablesModel::NameColumn).data(Qt::CheckStateRole).toInt(),
                      Qt::Checked);
        }
}


}  // namespace
}  // namespace hs::ui

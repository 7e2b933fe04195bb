// The Experiments panel as a user drives it on the real main window: open the bouncing
// ball, open View > Experiments, set up a variation of the restitution e by typing into
// the panel's fields, Run, and check every number of the table against the core's own
// run of the same experiment; cancel and pause a long Monte Carlo experiment; the fan
// chart; open a run of the table as a simulation; save as .hsm and open again. With
// HS_SCREENSHOTS=1 the panel is saved, in English and in Russian, in resources/screenshots/.
// Also the panel's parts alone: the results in any arrival order, the item models.

#include "document/document_model.h"
#include "editor/equation_editor.h"
#include "experiment/experiment_form.h"
#include "experiment/experiment_models.h"
#include "experiment/experiment_panel.h"
#include "experiment/experiment_run.h"
#include "experiment/experiment_views.h"
#include "experiment/output_editor.h"
#include "experiment/parameter_editor.h"
#include "experiment/result_chart_view.h"
#include "experiment/result_charts.h"
#include "plot/plot_widget.h"
#include "sim/simulation_controller.h"
#include "window/document_controller.h"
#include "window/main_window.h"
#include "window/run_controller.h"
#include "window/run_overlays.h"

#include "hs/experiment/experiment.h"
#include "hs/experiment/experiment_file.h"
#include "hs/experiment/experiment_runner.h"
#include "hs/session/model_loader.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QAreaSeries>
#include <QChart>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QUndoStack>

#include "ui_test_support.h"
#include "user_flow_fixture.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <csignal>
#include <memory>
#include <set>

namespace hs::ui {
namespace {

using test::example;
using test::settle;
using test::waitFor;
using namespace hs::experiment;

// The same number, or both none.
bool same(double a, double b) {
    return (std::isnan(a) && std::isnan(b)) || a == b;
}

// The experiment the user types in the tests, built here without the panel.
ExperimentSpec restitutionSpec() {
    ExperimentSpec s;
    s.name = "experiment";
    s.kind = ExperimentKind::Variation;
    s.settings.stopTime = 3;
    ParameterSpec e;
    e.name = "e";
    e.values.kind = ValueSet::Kind::Range;
    e.values.from = 0.5;
    e.values.to = 0.9;
    e.values.points = 5;
    s.parameters.push_back(e);
    OutcomeSpec h;
    h.name = "h_final";
    h.kind = OutcomeKind::Final;
    h.variable = "h";
    OutcomeSpec first;
    first.name = "first_h_0";
    first.kind = OutcomeKind::FirstEvent;
    first.element = "h < 0";
    s.outputs = {h, first};
    s.trajectories.variables = {"h"};
    return s;
}

// The core's run of an experiment of the bouncing ball, every run in run order.
struct CoreRun {
    std::shared_ptr<const Experiment> experiment;
    std::vector<RunResult> results;
};

CoreRun runInCore(const ExperimentSpec& spec, const char* model = "BouncingBall.mo") {
    CoreRun out;
    LoadResult loaded = loadModelFile(example(model).toStdString());
    EXPECT_TRUE(loaded.model);
    DiagnosticList diags;
    auto prepared = Experiment::prepare(spec, loaded.model, SimulationSettings{}, diags);
    EXPECT_TRUE(prepared) << (diags.items().empty() ? "" : diags.items().front().message);
    if (!prepared) return out;
    out.experiment = std::make_shared<const Experiment>(std::move(*prepared));
    out.results = ExperimentRunner(*out.experiment).runAll(2);
    return out;
}

// The window as UserFlow sets it up (shown, active, settings cleared).
class ExperimentsPanel : public test::UserFlow {
protected:
    void TearDown() override {
        if (panel()) panel()->cancel();
        waitFor([&] { return !panel() || !panel()->experimentRun()->busy(); });
        // a modified document asks before the window closes: not in a test
        window->documents().model()->undoStack()->setClean();
        window->editor()->setModified(false);
        QSettings().remove(
            QStringLiteral("experiments/jobs"));  // the next test starts from all cores
    }

    ExperimentPanel* panel() const { return window ? window->experimentsPanel() : nullptr; }
    // Opens a model and waits for its run to be initialised (the panel then knows the
    // parameters' values).
    void open(const QString& path) {
        ASSERT_TRUE(window->openFile(path));
        ASSERT_TRUE(waitFor([&] {
            const SimSnapshot* s = window->controller().latest();
            return s && s->initialised;
        }));
    }
    QDockWidget* dock() const { return window->findChild<QDockWidget*>("experimentsDock"); }
    template <typename T>
    T* find(const char* name) const {
        T* w = window->findChild<T*>(QString::fromLatin1(name));
        EXPECT_NE(w, nullptr) << name;
        return w;
    }
    // View > Experiments, as the menu entry does it.
    void openPanel() {
        ASSERT_FALSE(dock()->isVisible());
        dock()->toggleViewAction()->trigger();
        ASSERT_TRUE(waitFor([&] { return dock()->isVisible(); }));
    }
    void click(const char* button) {
        auto* b = find<QPushButton>(button);
        ASSERT_TRUE(b && b->isEnabled()) << button;
        QTest::mouseClick(b, Qt::LeftButton);
    }
    // Select all, type: as a user replaces a field's text.
    void type(const char* field, const QString& text) {
        auto* edit = find<QLineEdit>(field);
        ASSERT_TRUE(edit && edit->isVisible()) << field;
        edit->setFocus();
        QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(edit, text);
    }
    // Picks an entry of a combo box with the arrow keys.
    void choose(const char* combo, int index) {
        auto* box = find<QComboBox>(combo);
        ASSERT_TRUE(box);
        box->setFocus();
        for (int i = 0; i < 50 && box->currentIndex() != index; ++i)
            QTest::keyClick(box, box->currentIndex() < index ? Qt::Key_Down : Qt::Key_Up);
        ASSERT_EQ(box->currentIndex(), index) << combo;
    }
    void showSetupPage(int page) { panel()->form()->pages()->setCurrentIndex(page); }
    bool finished() {
        return waitFor(
            [&] {
                const auto s = panel()->experimentRun()->state();
                return s == ExperimentRun::State::Finished || s == ExperimentRun::State::Cancelled;
            },
            120000);
    }
    const ExperimentResults& results() const { return panel()->views()->runModel()->results(); }

    // The restitution experiment typed into the panel: New, e from 0.5 to 0.9 in 5 points,
    // the final h (New's output) and the time of the first impact, stop time 3.
    void typeRestitutionExperiment() {
        open(example("BouncingBall.mo"));
        openPanel();
        click("newExperiment");
        ASSERT_EQ(window->documentModel()->document().experiments.size(), 1u);
        showSetupPage(0);
        ASSERT_EQ(panel()->form()->parameterEditor()->count(),
                  1);  // New takes the first parameter, e
        choose("valuesAs", static_cast<int>(ParameterEditor::ValuesAs::RangePoints));
        type("param_from", "0.5");
        type("param_to", "0.9");
        type("param_points", "5");
        showSetupPage(1);
        click("addOutput");
        choose("outputKind", 5);  // time of the first event
        auto* element = find<QComboBox>("outputElement");
        ASSERT_GT(element->count(), 0);
        EXPECT_EQ(element->currentText(), "h < 0");  // the when-condition of the model
        showSetupPage(2);
        type("experimentStopTime", "3");
        EXPECT_FALSE(panel()->problems()->isVisible()) << panel()->problems()->text().toStdString();
    }

    // A long Monte Carlo typed into the panel on the bouncing ball: e uniform in
    // [0.5, 0.9], 10 000 replications to t = 10 on two jobs; the user then presses Run.
    void typeLongMonteCarlo() {
        click("newExperiment");
        choose("experimentKind", 1);  // Monte Carlo
        showSetupPage(0);
        choose("distribution", static_cast<int>(Distribution::Kind::Uniform));
        type("param_min", "0.5");
        type("param_max", "0.9");
        showSetupPage(2);
        type("replications", "10000");
        type("experimentStopTime", "10");
        EXPECT_FALSE(panel()->problems()->isVisible()) << panel()->problems()->text().toStdString();
        find<QSpinBox>("experimentJobs")->setValue(2);
    }
};

// With HS_SCREENSHOTS=1: the window with the panel, in English and in Russian.
void panelScreenshot(MainWindow* window, const QString& name) {
    if (qEnvironmentVariableIsEmpty("HS_SCREENSHOTS")) return;
    const QDir shots(QStringLiteral(HS_SCREENSHOT_DIR));
    settle();
    EXPECT_TRUE(window->grab().save(shots.filePath(QStringLiteral("%1.png").arg(name))));
    window->action("language_ru")->trigger();
    settle();
    EXPECT_TRUE(window->grab().save(shots.filePath(QStringLiteral("%1_ru.png").arg(name))));
    window->action("language_en")->trigger();
    settle();
}

TEST_F(ExperimentsPanel, VariationOfETypedAndRunGivesTheCoresNumbersRunForRun) {
    typeRestitutionExperiment();
    // what the user typed is the document's experiment
    const ExperimentSpec expected = restitutionSpec();
    ASSERT_EQ(window->documentModel()->document().experiments.size(), 1u);
    EXPECT_EQ(serializeExperiment(window->documentModel()->document().experiments[0]),
              serializeExperiment(expected));
    // editing an experiment does not make the simulation stale
    EXPECT_FALSE(window->runController().isStale());

    click("runExperiment");
    ASSERT_TRUE(finished());
    EXPECT_EQ(panel()->experimentRun()->state(), ExperimentRun::State::Finished);
    EXPECT_EQ(panel()->progress()->value(), 5);
    EXPECT_EQ(panel()->progress()->maximum(), 5);
    EXPECT_EQ(panel()->progress()->text(), "5 / 5 runs");

    const CoreRun core = runInCore(expected);
    ASSERT_EQ(core.results.size(), 5u);
    RunTableModel* table = panel()->views()->runModel();
    QTableView* view = panel()->views()->runView();
    ASSERT_EQ(view->model()->rowCount(), 5);
    for (int row = 0; row < 5; ++row) {
        // the view sorts by run: row i is run i
        const auto run = view->model()->index(row, 0).data(RunTableModel::RunRole).toULongLong();
        ASSERT_EQ(run, static_cast<qulonglong>(row));
        const RunResult& c = core.results[static_cast<std::size_t>(row)];
        EXPECT_EQ(view->model()
                      ->index(row, table->parameterColumn(0))
                      .data(RunTableModel::ValueRole)
                      .toDouble(),
                  c.parameters[0]);
        for (std::size_t k = 0; k < c.outcomes.size(); ++k) {
            const double shown = view->model()
                                     ->index(row, table->outcomeColumn(k))
                                     .data(RunTableModel::ValueRole)
                                     .toDouble();
            EXPECT_TRUE(same(shown, c.outcomes[k]))
                << "run " << row << " outcome " << k << ": " << shown << " vs " << c.outcomes[k];
        }
        EXPECT_FALSE(std::isnan(c.outcomes[1]));  // every run has its first impact
        // a run with warnings (the ball at rest: its condition is no longer re-armed) says so
        const QString status = c.failed          ? QStringLiteral("failed")
                               : c.warnings == 1 ? QStringLiteral("ok, 1 warning")
                               : c.warnings > 1  ? QStringLiteral("ok, %1 warnings").arg(c.warnings)
                                                 : QStringLiteral("ok");
        EXPECT_EQ(view->model()->index(row, table->statusColumn()).data().toString(), status);
        if (c.warnings > 0) {
            EXPECT_TRUE(view->model()
                            ->index(row, table->statusColumn())
                            .data(Qt::ToolTipRole)
                            .toString()
                            .contains("Messages"));
        }
    }
    // e = 0.5 comes to rest before t = 3, e = 0.9 does not
    EXPECT_GT(core.results[0].warnings, 0u);
    EXPECT_EQ(core.results[4].warnings, 0u);
    // e = 0.5, 0.6, ..., 0.9 and the table's text is the number's shortest exact form
    EXPECT_EQ(view->model()->index(1, table->parameterColumn(0)).data().toString(), "0.6");
    // the statistics are the core's summary of the same runs
    const auto summaries = results().summaries();
    ASSERT_EQ(summaries.size(), 2u);
    std::vector<double> finals;
    for (const auto& r : core.results) finals.push_back(r.outcomes[0]);
    const OutcomeSummary s = summarize("h_final", finals, expected.statistics);
    EXPECT_TRUE(same(summaries[0].mean, s.mean));
    EXPECT_TRUE(same(summaries[0].sd, s.sd));
    // the table exports as the command line's runs.csv
    const QString csv = dir.filePath("runs.csv");
    ASSERT_TRUE(panel()->views()->exportView(ExperimentViews::View::Runs, csv));
    QFile f(csv);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    RunTable coreTable(core.experiment->plan().parameterNames(),
                       core.experiment->outcomes().names());
    for (const auto& r : core.results) coreTable.add(r);
    EXPECT_EQ(f.readAll().toStdString(), coreTable.toCsv());
    showSetupPage(0);
    panelScreenshot(window.get(), "experiments");
}

TEST_F(ExperimentsPanel, FanChartShowsTheMeanAndTheBandOfTheRuns) {
    typeRestitutionExperiment();
    click("runExperiment");
    ASSERT_TRUE(finished());
    panel()->views()->show(ExperimentViews::View::Fan);
    ResultChartView* fan = panel()->views()->chart(ExperimentViews::View::Fan);
    const ChartDescription d = fan->description();
    const ChartSeries* mean = d.find(fanMeanName());
    const ChartSeries* band = d.find(fanBandName());
    ASSERT_NE(mean, nullptr);
    ASSERT_NE(band, nullptr);
    EXPECT_EQ(band->kind, ChartSeries::Kind::Band);
    // the chart on screen holds them as Qt series: a line and an area
    bool line = false, area = false;
    for (QAbstractSeries* s : fan->chart()->series()) {
        line = line || (s->name() == fanMeanName() && qobject_cast<QLineSeries*>(s));
        area = area || (s->name() == fanBandName() && qobject_cast<QAreaSeries*>(s));
    }
    EXPECT_TRUE(line);
    EXPECT_TRUE(area);
    // the mean at each grid time is the mean of the core's trajectories of h
    const CoreRun core = runInCore(restitutionSpec());
    const auto& grid = core.experiment->grid();
    ASSERT_EQ(mean->points.size(), grid.size());
    for (std::size_t g = 0; g < grid.size(); g += 50) {
        double sum = 0;
        for (const auto& r : core.results) sum += r.trajectories[0][g];
        EXPECT_DOUBLE_EQ(mean->points[g].y(), sum / 5) << "t = " << grid[g];
        EXPECT_LE(band->lower[g].y(), mean->points[g].y());
        EXPECT_GE(band->points[g].y(), mean->points[g].y());
    }
    // runs selected in the table are drawn whole, each named
    QTableView* runs = panel()->views()->runView();
    runs->selectionModel()->select(runs->model()->index(1, 0),
                                   QItemSelectionModel::Select | QItemSelectionModel::Rows);
    runs->selectionModel()->select(runs->model()->index(4, 0),
                                   QItemSelectionModel::Select | QItemSelectionModel::Rows);
    const ChartSeries* run1 = fan->description().find("run 1");
    const ChartSeries* run4 = fan->description().find("run 4");
    ASSERT_TRUE(run1 && run4);
    ASSERT_EQ(run4->points.size(), core.results[4].trajectories[0].size());
    EXPECT_EQ(run4->points[100].y(), core.results[4].trajectories[0][100]);
    EXPECT_EQ(fan->description().find("run 2"), nullptr);
    // every view exports
    for (const char* suffix : {"png", "svg", "pdf", "csv"}) {
        const QString path = dir.filePath(QStringLiteral("fan.%1").arg(QLatin1String(suffix)));
        QString error;
        EXPECT_TRUE(panel()->views()->exportView(ExperimentViews::View::Fan, path, &error))
            << error.toStdString();
        EXPECT_GT(QFileInfo(path).size(), 100) << suffix;
    }
    for (auto view : {ExperimentViews::View::Scatter, ExperimentViews::View::Histogram}) {
        const QString path = dir.filePath(QStringLiteral("view%1.png").arg(static_cast<int>(view)));
        EXPECT_TRUE(panel()->views()->exportView(view, path));
    }
    EXPECT_TRUE(panel()->views()->exportView(ExperimentViews::View::Statistics,
                                             dir.filePath("summary.csv")));
    showSetupPage(1);
    panelScreenshot(window.get(), "experiments_fan");
}

TEST_F(ExperimentsPanel, DoubleClickOnARunOpensItAsASimulationWithItsParameters) {
    typeRestitutionExperiment();
    click("runExperiment");
    ASSERT_TRUE(finished());
    QTableView* view = panel()->views()->runView();
    // run 3 is e = 0.8
    const QModelIndex cell = view->model()->index(3, 0);
    view->scrollTo(cell);
    const QPoint at = view->visualRect(cell).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
    const double e = results().run(3)->parameters[0];
    ASSERT_EQ(e, 0.8);
    ASSERT_TRUE(waitFor([&] {
        const SimSnapshot* s = window->controller().latest();
        return s && !s->running && s->initialised;
    }));
    const auto& loaded = window->runController().loadedParameters();
    ASSERT_EQ(loaded.size(), 1u);
    EXPECT_EQ(loaded[0].first, "e");
    EXPECT_EQ(loaded[0].second, e);
    // the run's own value of e, and its stop time, in the simulation
    const auto& vars = window->controller().variables();
    const SimSnapshot* s = window->controller().latest();
    for (std::size_t i = 0; i < vars.size(); ++i)
        if (vars[i].name == "e") {
            EXPECT_EQ(s->values[i], e);
        }
    EXPECT_EQ(s->stopTime, 3.0);
    // it steps event by event: the first event step is the first impact of the table's run
    window->action("actionStep")->trigger();
    ASSERT_TRUE(waitFor([&] {
        const SimSnapshot* l = window->controller().latest();
        return l && !l->running && l->step >= 1;
    }));
    EXPECT_DOUBLE_EQ(window->controller().latest()->time, results().run(3)->outcomes[1]);
}

// A single run kept in the plot and two runs of an experiment overlaid on it, as a user
// does it: Run, the plot's context menu, Run of the experiment, two rows selected with the
// mouse, "Overlay in Plot"; then the plot's context menu removes them again.
TEST_F(ExperimentsPanel, ExperimentRunsAndAKeptSingleRunAreOverlaidInThePlot) {
    typeRestitutionExperiment();
    window->action("actionRun")->trigger();
    ASSERT_TRUE(waitFor([&] {
        const SimSnapshot* s = window->controller().latest();
        return s && !s->running && s->status == RunStatus::Finished;
    }));
    PlotWidget* plot = window->plot();
    auto plotMenu = [&](const char* action) {
        bool found = false;
        QTimer::singleShot(0, [&] {
            auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            ASSERT_NE(menu, nullptr);
            if (auto* a = menu->findChild<QAction*>(QString::fromLatin1(action));
                a && a->isEnabled()) {
                found = true;
                a->trigger();
            }
            menu->close();
        });
        auto* view = plot->findChild<QGraphicsView*>();
        const QPoint pos = view->viewport()->rect().center();
        QContextMenuEvent event(QContextMenuEvent::Mouse, pos, view->viewport()->mapToGlobal(pos));
        QApplication::sendEvent(view->viewport(), &event);
        return found;
    };
    ASSERT_TRUE(plotMenu("keepRunAction"));
    ASSERT_EQ(window->runOverlays()->overlays().size(), 1u);
    const PlotOverlay single = window->runOverlays()->overlays().front();
    EXPECT_TRUE(single.label.startsWith("run at ")) << single.label.toStdString();
    EXPECT_EQ(single.data->rowCount(), window->controller().results().rowCount());

    click("runExperiment");
    ASSERT_TRUE(finished());
    QTableView* view = panel()->views()->runView();
    auto rowAt = [&](int row) { return view->visualRect(view->model()->index(row, 0)).center(); };
    EXPECT_FALSE(find<QPushButton>("overlayRuns")->isEnabled());  // nothing selected yet
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rowAt(1));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::ControlModifier, rowAt(3));
    click("overlayRuns");
    const auto& overlays = window->runOverlays()->overlays();
    ASSERT_EQ(overlays.size(), 3u);
    EXPECT_TRUE(overlays[1].label.startsWith("Run 1 of ")) << overlays[1].label.toStdString();
    EXPECT_TRUE(overlays[1].label.endsWith(": e = 0.6")) << overlays[1].label.toStdString();
    EXPECT_TRUE(overlays[2].label.endsWith(": e = 0.8")) << overlays[2].label.toStdString();
    // an overlaid run is that run's trajectory of h on the experiment's grid
    const experiment::Experiment* e = results().experiment();
    for (int k : {1, 2}) {
        const std::uint64_t run = k == 1 ? 1 : 3;
        const auto* h = overlays[static_cast<std::size_t>(k)].data->column("h");
        ASSERT_NE(h, nullptr);
        EXPECT_EQ(overlays[static_cast<std::size_t>(k)].data->time(), e->grid());
        EXPECT_EQ(*h, results().run(run)->trajectories[0]);
    }
    // every plot draws all three over the current run, a plot opened now too
    ASSERT_TRUE(plot->variables().contains("h"));
    for (int k = 0; k < 3; ++k) EXPECT_GT(plot->overlayPointCount(k, "h"), 0) << k;
    // the plot changed while it was behind the Experiments tab: shown again, it has one
    // y axis per unit and nothing of the axes it had before (they were once left drawn)
    settle();
    QStringList titles;
    for (QGraphicsItem* item : plot->findChild<QGraphicsView*>()->scene()->items())
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item); text && text->isVisible())
            if (text->toPlainText().endsWith(']')) titles << text->toPlainText();
    titles.sort();
    EXPECT_EQ(titles, (QStringList{"h [m]", "v [m/s]"}));
    if (!qEnvironmentVariableIsEmpty("HS_SCREENSHOTS")) {
        window->resize(1400, 900);
        EXPECT_TRUE(test::screenshotsInEveryLanguage(window.get(), window.get(), "plot_overlays"));
    }
    window->action("actionNewPlot")->trigger();
    PlotWidget* second = window->plots().back();
    ASSERT_NE(second, plot);
    EXPECT_EQ(second->overlays().size(), 3u);
    // removing them in the first plot removes them in the second
    ASSERT_TRUE(plotMenu("removeOverlaysAction"));
    EXPECT_TRUE(window->runOverlays()->overlays().empty());
    EXPECT_TRUE(second->overlays().empty());
    EXPECT_FALSE(plotMenu("removeOverlaysAction"));
}

// How many runs go at once belongs to the machine: the next window's panel has it again.
TEST_F(ExperimentsPanel, TheJobsSettingIsKeptForTheNextWindow) {
    open(example("BouncingBall.mo"));
    openPanel();
    auto* jobs = find<QSpinBox>("experimentJobs");
    ASSERT_EQ(jobs->value(), 0);  // all cores
    jobs->setFocus();
    QTest::keyClick(jobs, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(jobs, "3");
    ASSERT_EQ(jobs->value(), 3);
    {
        ExperimentPanel next(&window->documents());
        EXPECT_EQ(next.findChild<QSpinBox*>("experimentJobs")->value(), 3);
    }
    QTest::keyClick(jobs, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(jobs, "0");
    ExperimentPanel after(&window->documents());
    EXPECT_EQ(after.findChild<QSpinBox*>("experimentJobs")->value(), 0);
}

TEST_F(ExperimentsPanel, SavedAsHsmTheExperimentComesBack) {
    typeRestitutionExperiment();
    // a .mo file keeps no experiments: saving there asks first (Escape: nothing is written)
    const QString mo = dir.filePath("Ball.mo");
    QTimer::singleShot(0, [] {
        // the warning of what a .mo cannot hold
        waitFor([] { return QApplication::activeModalWidget() != nullptr; }, 120000);
        if (QWidget* box = QApplication::activeModalWidget()) QTest::keyClick(box, Qt::Key_Escape);
    });
    EXPECT_FALSE(window->saveTo(mo));
    const QString path = dir.filePath("Ball.hsm");
    ASSERT_TRUE(window->saveTo(path));
    open(example("BouncingBall.mo"));
    EXPECT_TRUE(window->documentModel()->document().experiments.empty());
    EXPECT_EQ(panel()->currentExperiment(), -1);
    ASSERT_TRUE(window->openFile(path));
    ASSERT_EQ(window->documentModel()->document().experiments.size(), 1u);
    EXPECT_EQ(serializeExperiment(window->documentModel()->document().experiments[0]),
              serializeExperiment(restitutionSpec()));
    // and the panel shows it
    EXPECT_EQ(panel()->currentExperiment(), 0);
    EXPECT_EQ(find<QComboBox>("experimentSelector")->currentText(), "experiment");
    showSetupPage(0);
    EXPECT_EQ(find<QLineEdit>("param_from")->text(), "0.5");
    EXPECT_EQ(find<QLineEdit>("param_to")->text(), "0.9");
    EXPECT_EQ(find<QLineEdit>("param_points")->text(), "5");
    click("runExperiment");
    ASSERT_TRUE(finished());
    EXPECT_EQ(results().done(), 5u);
}

TEST_F(ExperimentsPanel, InvalidInputIsRefusedWithAMessageAndNotSaved) {
    typeRestitutionExperiment();
    const std::string before =
        serializeExperiment(window->documentModel()->document().experiments[0]);
    showSetupPage(0);
    type("param_to", "0.9x");
    ASSERT_TRUE(panel()->problems()->isVisible());
    EXPECT_TRUE(panel()->problems()->text().contains("'0.9x' is not a number"))
        << panel()->problems()->text().toStdString();
    // the field keeps the text; the document keeps the experiment that reads
    EXPECT_EQ(find<QLineEdit>("param_to")->text(), "0.9x");
    EXPECT_EQ(serializeExperiment(window->documentModel()->document().experiments[0]), before);
    // and Run says why it does not run
    click("runExperiment");
    EXPECT_EQ(panel()->experimentRun()->state(), ExperimentRun::State::Idle);
    EXPECT_TRUE(panel()->problems()->text().contains("0.9x"));
    // a number the core refuses: one point
    type("param_to", "0.9");
    type("param_points", "1");
    EXPECT_TRUE(panel()->problems()->text().contains("must be at least 2"))
        << panel()->problems()->text().toStdString();
    EXPECT_TRUE(panel()->problems()->text().contains("e.range.points"))
        << panel()->problems()->text().toStdString();
    // an output the model does not have is found when it runs
    type("param_points", "5");
    EXPECT_FALSE(panel()->problems()->isVisible());
    showSetupPage(1);
    panel()->form()->outputEditor()->select(0);
    auto* variable = find<QComboBox>("outputVariable");
    variable->lineEdit()->setFocus();
    QTest::keyClick(variable->lineEdit(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(variable->lineEdit(), "height");
    click("runExperiment");
    // the experiment is checked against the model off the window's thread
    ASSERT_TRUE(
        waitFor([&] { return panel()->experimentRun()->state() == ExperimentRun::State::Idle; }));
    EXPECT_TRUE(panel()->problems()->text().contains("no variable named 'height'"))
        << panel()->problems()->text().toStdString();
    // the edits are undoable, one step per field
    QUndoStack* undo = window->documentModel()->undoStack();
    EXPECT_GT(undo->count(), 3);
    undo->undo();  // "height" back to h
    EXPECT_EQ(window->documentModel()->document().experiments[0].outputs[0].variable, "h");
    EXPECT_EQ(variable->currentText(), "h");
}

// The user runs a long Monte Carlo and the experiment's engine process crashes: the
// panel says so in its own words, the runs that arrived stay in the table, the model on
// screen is untouched, and Run starts it again.
TEST_F(ExperimentsPanel, ACrashOfTheExperimentProcessIsReportedAndTheModelIsSafe) {
    open(example("BouncingBall.mo"));
    const QString text = window->editor()->text();
    openPanel();
    ASSERT_TRUE(panel()->experimentRun()->isolated());
    typeLongMonteCarlo();
    click("runExperiment");
    ASSERT_TRUE(waitFor([&] { return results().done() >= 5; }, 60000));
    const qint64 pid = panel()->experimentRun()->processId();
    ASSERT_GT(pid, 0);
    ASSERT_EQ(::kill(static_cast<pid_t>(pid), SIGSEGV), 0);
    ASSERT_TRUE(finished());
    EXPECT_EQ(panel()->experimentRun()->state(), ExperimentRun::State::Cancelled);
    ASSERT_TRUE(panel()->problems()->isVisible());
    EXPECT_TRUE(panel()->problems()->text().contains("stopped")) << panel()->problems()->text().toStdString();
    EXPECT_TRUE(panel()->problems()->text().contains("your model is safe")) << panel()->problems()->text().toStdString();
    EXPECT_GE(results().done(), 5u);
    EXPECT_EQ(window->editor()->text(), text);
    panelScreenshot(window.get(), "experiments_process_lost");
    // shorter now, and to its end in a new process
    type("replications", "20");
    click("runExperiment");
    ASSERT_TRUE(finished());
    EXPECT_EQ(panel()->experimentRun()->state(), ExperimentRun::State::Finished);
    EXPECT_EQ(results().done(), 20u);
    EXPECT_NE(panel()->experimentRun()->processId(), pid);
}

TEST_F(ExperimentsPanel, CancellingALongMonteCarloKeepsTheRunsDoneAndTheirNumbers) {
    open(example("BouncingBall.mo"));
    openPanel();
    typeLongMonteCarlo();
    click("runExperiment");
    ASSERT_TRUE(waitFor([&] { return results().done() >= 20; }, 60000));
    click("cancelExperiment");
    ASSERT_TRUE(finished());
    EXPECT_EQ(panel()->experimentRun()->state(), ExperimentRun::State::Cancelled);
    const std::size_t done = results().done();
    RecordProperty("runsDoneWhenCancelled", static_cast<int>(done));
    EXPECT_GE(done, 20u);
    EXPECT_LT(done, 10000u);
    EXPECT_EQ(panel()->views()->runView()->model()->rowCount(), static_cast<int>(done));
    EXPECT_EQ(panel()->progress()->value(), static_cast<int>(done));
    // the runs done are the first ones, each once, with the core's numbers for its seed
    const ExperimentSpec spec = window->documentModel()->document().experiments[0];
    const CoreRun core = [&] {
        LoadResult loaded = loadModelFile(example("BouncingBall.mo").toStdString());
        DiagnosticList diags;
        auto e = Experiment::prepare(spec, loaded.model, SimulationSettings{}, diags);
        return CoreRun{std::make_shared<const Experiment>(std::move(*e)), {}};
    }();
    for (std::uint64_t i = 0; i < done; i += std::max<std::size_t>(1, done / 7)) {
        const RunResult* shown = results().run(i);
        ASSERT_NE(shown, nullptr) << "run " << i;
        const RunResult again = core.experiment->run(i);
        EXPECT_EQ(shown->parameters, again.parameters);
        EXPECT_EQ(shown->seed, again.seed);
        for (std::size_t k = 0; k < again.outcomes.size(); ++k)
            EXPECT_TRUE(same(shown->outcomes[k], again.outcomes[k]));
    }
    // Run again after a cancel starts afresh
    click("runExperiment");
    ASSERT_TRUE(waitFor([&] { return results().done() >= 5; }, 60000));
    click("cancelExperiment");
    ASSERT_TRUE(finished());
}

TEST_F(ExperimentsPanel, PauseThenResumeRunsEveryRunOnce) {
    open(example("BouncingBall.mo"));
    openPanel();
    click("newExperiment");
    choose("experimentKind", 1);  // Monte Carlo
    showSetupPage(2);
    type("replications", "300");
    type("experimentStopTime", "5");
    click("runExperiment");
    ASSERT_TRUE(waitFor([&] { return results().done() >= 10; }, 60000));
    click("pauseExperiment");
    ASSERT_TRUE(waitFor(
        [&] {
            return panel()->experimentRun()->state() == ExperimentRun::State::Paused ||
                   panel()->experimentRun()->state() == ExperimentRun::State::Finished;
        },
        60000));
    if (panel()->experimentRun()->state() == ExperimentRun::State::Paused) {
        EXPECT_LT(results().done(), 300u);
        EXPECT_EQ(find<QPushButton>("pauseExperiment")->text(), "Resume");
        click("pauseExperiment");
    }
    ASSERT_TRUE(finished());
    EXPECT_EQ(panel()->experimentRun()->state(), ExperimentRun::State::Finished);
    ASSERT_EQ(results().done(), 300u);
    RecordProperty("secondsFor300Runs",
                   QString::number(panel()->experimentRun()->activeSeconds()).toStdString());
    std::set<std::uint64_t> runs;
    for (const auto& r : results().results()) runs.insert(r.index);
    EXPECT_EQ(runs.size(), 300u);
}

TEST_F(ExperimentsPanel, SensitivityShowsTheEffectsOfTheCore) {
    open(example("BouncingBall.mo"));
    openPanel();
    click("newExperiment");
    choose("experimentKind", 2);  // one at a time
    showSetupPage(0);
    choose("parameterToAdd", 0);  // h0
    click("addParameter");
    ASSERT_EQ(panel()->form()->parameterEditor()->count(), 2);
    showSetupPage(2);
    type("experimentStopTime", "0.3");  // before the first impact: h = h0 - g t^2 / 2
    ASSERT_FALSE(panel()->problems()->isVisible()) << panel()->problems()->text().toStdString();
    click("runExperiment");
    ASSERT_TRUE(finished());
    const auto& effects = panel()->views()->effectsModel()->effects();
    ASSERT_EQ(effects.size(), 2u);
    // dh/de = 0 before the first impact, dh/dh0 = 1
    EXPECT_EQ(effects[0].parameter, "e");
    EXPECT_NEAR(effects[0].effect, 0.0, 1e-9);
    EXPECT_EQ(effects[1].parameter, "h0");
    EXPECT_NEAR(effects[1].effect, 1.0, 1e-6);
    const CoreRun core = runInCore(window->documentModel()->document().experiments[0]);
    RunTable table(core.experiment->plan().parameterNames(), core.experiment->outcomes().names());
    for (const auto& r : core.results) table.add(r);
    const auto coreEffects =
        analyzeSensitivity(core.experiment->spec(), core.experiment->plan(), table);
    for (std::size_t i = 0; i < effects.size(); ++i)
        EXPECT_TRUE(same(effects[i].effect, coreEffects[i].effect));
    panel()->views()->show(ExperimentViews::View::Sensitivity);
    const ChartDescription& tornado =
        panel()->views()->chart(ExperimentViews::View::Sensitivity)->description();
    ASSERT_FALSE(tornado.empty());
    EXPECT_EQ(tornado.categories.back(), "h0");  // the largest on top
    panelScreenshot(window.get(), "experiments_sensitivity");
}

TEST_F(ExperimentsPanel, AFailedRunShowsItsDiagnosticAndTheOthersGoOn) {
    const QString path = dir.filePath("Root.mo");
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(
            "model Root\n  parameter Real p = 2;\n  Real y;\nequation\n  y = sqrt(p - time);\nend "
            "Root;\n");
    }
    open(path);
    openPanel();
    click("newExperiment");
    showSetupPage(0);
    choose("valuesAs", static_cast<int>(ParameterEditor::ValuesAs::List));
    type("param_values", "0.5 2");  // below 1 the root fails before the stop time
    ASSERT_FALSE(panel()->problems()->isVisible()) << panel()->problems()->text().toStdString();
    click("runExperiment");
    ASSERT_TRUE(finished());
    ASSERT_EQ(results().done(), 2u);
    EXPECT_EQ(results().failed(), 1u);
    RunTableModel* table = panel()->views()->runModel();
    QAbstractItemModel* view = panel()->views()->runView()->model();
    EXPECT_EQ(view->index(0, table->statusColumn()).data().toString(), "failed");
    const QString message = view->index(0, table->messageColumn()).data().toString();
    EXPECT_TRUE(message.contains("sqrt") && message.contains("[math-domain]"))
        << message.toStdString();
    EXPECT_TRUE(std::isnan(
        view->index(0, table->outcomeColumn(0)).data(RunTableModel::ValueRole).toDouble()));
    EXPECT_EQ(view->index(1, table->statusColumn()).data().toString(), "ok");
    EXPECT_DOUBLE_EQ(
        view->index(1, table->outcomeColumn(0)).data(RunTableModel::ValueRole).toDouble(), 1.0);
    // in Russian the diagnostic is translated like every other
    window->action("language_ru")->trigger();
    QCoreApplication::processEvents();
    const QString translated = view->index(0, table->messageColumn()).data().toString();
    EXPECT_NE(translated, message);
    EXPECT_TRUE(translated.endsWith("[math-domain]")) << translated.toStdString();
    window->action("language_en")->trigger();
    QCoreApplication::processEvents();
    // the statistics count it as missing
    EXPECT_EQ(
        panel()->views()->summaryModel()->index(0, 2).data(RunTableModel::ValueRole).toDouble(),
        1.0);
}

TEST_F(ExperimentsPanel, MorrisGivesMuStarAndSigmaOfEachParameter) {
    open(example("BouncingBall.mo"));
    openPanel();
    click("newExperiment");
    choose("experimentKind", 3);  // Morris
    showSetupPage(0);
    choose("parameterToAdd", 0);  // h0
    click("addParameter");
    showSetupPage(2);
    type("experimentStopTime", "0.3");
    type("morrisTrajectories", "6");
    ASSERT_FALSE(panel()->problems()->isVisible()) << panel()->problems()->text().toStdString();
    click("runExperiment");
    ASSERT_TRUE(finished());
    EXPECT_EQ(results().done(), 18u);  // 6 trajectories of 2 + 1 runs
    const auto& effects = panel()->views()->effectsModel()->effects();
    ASSERT_EQ(effects.size(), 2u);
    EXPECT_TRUE(panel()->views()->effectsModel()->morris());
    // before the first impact h = h0 - g t^2 / 2: no effect of e, h0's over its range
    EXPECT_NEAR(effects[0].muStar, 0.0, 1e-9);
    EXPECT_NEAR(effects[1].muStar, 1.5 - 0.5, 1e-6);  // New gives h0 = 1 the range 0.5 … 1.5
    const ChartDescription& tornado =
        panel()->views()->chart(ExperimentViews::View::Sensitivity)->description();
    ASSERT_EQ(tornado.series.size(), 2u);  // μ* and σ
    EXPECT_EQ(tornado.categories, QStringList({"e", "h0"}));
}

// The panel never initialises the model on the window's thread: a model that loops while
// starting leaves the window free to make an experiment (and to stop the loop).
TEST_F(ExperimentsPanel, AModelThatLoopsWhileStartingDoesNotHoldTheWindow) {
    const QString path = dir.filePath("Busy.mo");
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("model Busy\n  Real y;\nalgorithm\n  y := 0;\n  for i in 1:1000000 loop\n"
                "    for j in 1:1000000 loop\n      y := y + 1;\n    end for;\n  end for;\nend Busy;\n");
    }
    ASSERT_TRUE(window->openFile(path));
    openPanel();
    click("newExperiment");
    ASSERT_EQ(window->documentModel()->document().experiments.size(), 1u);
    EXPECT_EQ(window->documentModel()->document().experiments[0].kind, ExperimentKind::MonteCarlo);
    window->action("actionStop")->trigger();
    ASSERT_TRUE(waitFor([&] {
        const SimSnapshot* s = window->controller().latest();
        return s && s->status == RunStatus::Failed;
    }));
}

TEST_F(ExperimentsPanel, ProblemsShowInTheWindowsLanguage) {
    typeRestitutionExperiment();
    window->action("language_ru")->trigger();
    QCoreApplication::processEvents();
    // the panel's longer Russian texts fit a 1400 pixels wide window
    EXPECT_LE(window->minimumSizeHint().width(), 1400);
    showSetupPage(0);
    type("param_points", "1");
    const QString text = panel()->problems()->text();
    EXPECT_TRUE(text.contains(QStringLiteral("e.range.points: должно быть не меньше 2")))
        << text.toStdString();
    type("param_points", "x");
    EXPECT_TRUE(panel()->problems()->text().contains(QStringLiteral("'x' — не число")))
        << panel()->problems()->text().toStdString();
    window->action("language_en")->trigger();
    QCoreApplication::processEvents();
    EXPECT_TRUE(panel()->problems()->text().contains("'x' is not a number"))
        << panel()->problems()->text().toStdString();
}

// ----------------------------------------------------------------------------- parts alone

TEST(ExperimentResults, FiguresDoNotDependOnTheOrderRunsArrive) {
    ExperimentSpec spec = restitutionSpec();
    spec.parameters[0].values.points = 9;
    const CoreRun core = runInCore(spec);
    ExperimentResults forward(core.experiment), backward(core.experiment);
    for (const auto& r : core.results) forward.add(r);
    for (auto it = core.results.rbegin(); it != core.results.rend(); ++it) backward.add(*it);
    backward.add(core.results.front());  // twice: counted once
    EXPECT_EQ(backward.done(), 9u);
    EXPECT_EQ(forward.table().toCsv(), backward.table().toCsv());
    const auto a = forward.summaries(), b = backward.summaries();
    ASSERT_EQ(a.size(), b.size());
    for (std::size_t k = 0; k < a.size(); ++k)
        EXPECT_TRUE(same(a[k].mean, b[k].mean) && same(a[k].sd, b[k].sd));
    const TrajectoryFan f = forward.fan(0), g = backward.fan(0);
    EXPECT_EQ(f.mean, g.mean);
    EXPECT_EQ(f.low, g.low);
    EXPECT_EQ(f.sampleRuns, g.sampleRuns);
    const Histogram h = forward.histogram(0);
    std::size_t counted = h.missing;
    for (std::size_t n : h.counts) counted += n;
    EXPECT_EQ(counted, 9u);
}

TEST(ExperimentModels, PassQtsModelTesterWhileRunsArrive) {
    const CoreRun core = runInCore(restitutionSpec());
    RunTableModel runs;
    RunSortProxy sorted;
    sorted.setSourceModel(&runs);
    SummaryModel summary;
    EffectsModel effects;
    QAbstractItemModelTester t1(&runs, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester t2(&sorted, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester t3(&summary, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester t4(&effects, QAbstractItemModelTester::FailureReportingMode::Fatal);
    sorted.sort(runs.outcomeColumn(0), Qt::DescendingOrder);
    runs.reset(core.experiment);
    for (auto it = core.results.rbegin(); it != core.results.rend(); ++it) {
        runs.append({*it});
        summary.setSummaries(runs.results().summaries(), core.experiment->spec().statistics);
    }
    EXPECT_EQ(runs.rowCount(), 5);
    // sorted by the final h, largest first
    for (int row = 1; row < sorted.rowCount(); ++row)
        EXPECT_GE(
            sorted.index(row - 1, runs.outcomeColumn(0)).data(RunTableModel::ValueRole).toDouble(),
            sorted.index(row, runs.outcomeColumn(0)).data(RunTableModel::ValueRole).toDouble());
    EXPECT_EQ(summary.rowCount(), 2);
    effects.setEffects({ParameterEffect{"h_final", "e"}}, false);
    EXPECT_EQ(effects.rowCount(), 1);
}

// The request of a Modelica text, as the IDE builds it for a .mo file on screen.
session::SessionRequest textRequest(const QString& path) {
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    session::SessionRequest request;
    request.document.name = QFileInfo(path).baseName().toStdString();
    request.document.modules.resize(1);
    request.document.modules[0].name = "main";
    request.document.modules[0].equations = f.readAll().toStdString();
    request.file = path.toStdString();
    request.modelText = true;
    return request;
}

ExperimentSpec manyBounces() {
    ExperimentSpec spec = restitutionSpec();
    spec.kind = ExperimentKind::MonteCarlo;
    spec.replications = 3000;
    Distribution& d = spec.parameters[0].distribution;
    d.kind = Distribution::Kind::Uniform;
    d.min = 0.5;
    d.max = 0.9;
    spec.settings.stopTime = 10;
    return spec;
}

// Runs in the engine process (the IDE's default) and in threads of the IDE behave alike.
class ExperimentRunWhere : public ::testing::TestWithParam<bool> {
protected:
    QString program() const { return GetParam() ? QStringLiteral(HS_ENGINE_PROGRAM) : QString(); }
};

TEST_P(ExperimentRunWhere, ResultsArriveOnTheGuiThreadAndCancelStopsEarly) {
    ExperimentRun run(program(), nullptr);
    EXPECT_EQ(run.isolated(), GetParam());
    std::size_t arrived = 0;
    bool onGuiThread = true;
    QObject::connect(&run, &ExperimentRun::resultsArrived, [&](const std::vector<RunResult>& r) {
        arrived += r.size();
        onGuiThread = onGuiThread && QThread::currentThread() == qApp->thread();
    });
    run.start(manyBounces(), textRequest(example("BouncingBall.mo")), 2);
    EXPECT_TRUE(run.busy());
    ASSERT_TRUE(waitFor([&] { return arrived >= 10; }, 60000));
    run.cancel();
    ASSERT_TRUE(waitFor([&] { return run.state() == ExperimentRun::State::Cancelled; }, 60000));
    EXPECT_TRUE(onGuiThread);
    EXPECT_LT(arrived, 3000u);
    EXPECT_EQ(arrived, run.nextRun());  // the runs done are the first ones
}

// The results are those of the core's runner run for run, whichever side ran them, and
// Pause / Resume goes on from the first run not started.
TEST_P(ExperimentRunWhere, PausedAndResumedRunsAreTheCoresRuns) {
    ExperimentSpec spec = restitutionSpec();
    ExperimentRun run(program(), nullptr);
    std::vector<RunResult> got;
    QObject::connect(&run, &ExperimentRun::resultsArrived,
                     [&](const std::vector<RunResult>& r) { got.insert(got.end(), r.begin(), r.end()); });
    run.start(spec, textRequest(example("BouncingBall.mo")), 1);
    run.pause();  // may come before the first run: nothing is lost either way
    ASSERT_TRUE(waitFor([&] { return !run.busy(); }, 60000));
    if (run.state() == ExperimentRun::State::Paused) {
        run.resume();
        ASSERT_TRUE(waitFor([&] { return !run.busy(); }, 60000));
    }
    ASSERT_EQ(run.state(), ExperimentRun::State::Finished);
    LoadResult loaded = loadModelFile(example("BouncingBall.mo").toStdString());
    DiagnosticList diags;
    auto core = Experiment::prepare(spec, loaded.model, SimulationSettings{}, diags);
    ASSERT_TRUE(core);
    ASSERT_EQ(got.size(), core->runCount());
    std::sort(got.begin(), got.end(), [](const RunResult& a, const RunResult& b) { return a.index < b.index; });
    for (std::size_t i = 0; i < got.size(); ++i) {
        const RunResult expected = core->run(i);
        EXPECT_EQ(got[i].index, i);
        EXPECT_EQ(got[i].parameters, expected.parameters);
        ASSERT_EQ(got[i].outcomes.size(), expected.outcomes.size());
        for (std::size_t k = 0; k < expected.outcomes.size(); ++k)
            EXPECT_TRUE(same(got[i].outcomes[k], expected.outcomes[k]))
                << "run " << i << " outcome " << k << ": " << got[i].outcomes[k] << " vs " << expected.outcomes[k];
    }
}

// A model that does not compile is refused with its located error, from either side.
TEST_P(ExperimentRunWhere, AModelWithErrorsIsRefusedWithItsLocation) {
    session::SessionRequest request = textRequest(example("BouncingBall.mo"));
    request.document.modules[0].equations = "model M\n  Real x;\nequation\n  der(x) = -k * x;\nend M;\n";
    request.file = "M.mo";
    ExperimentRun run(program(), nullptr);
    std::vector<Diagnostic> refused;
    QObject::connect(&run, &ExperimentRun::refused, [&](const std::vector<Diagnostic>& d) { refused = d; });
    run.start(restitutionSpec(), request, 1);
    ASSERT_TRUE(waitFor([&] { return !run.busy(); }, 60000));
    EXPECT_EQ(run.state(), ExperimentRun::State::Idle);
    ASSERT_FALSE(refused.empty());
    EXPECT_EQ(refused[0].file, "M.mo") << refused[0].code << ": " << refused[0].message;
    EXPECT_EQ(refused[0].loc.line, 4);
}

INSTANTIATE_TEST_SUITE_P(, ExperimentRunWhere, ::testing::Values(true, false),
                         [](const auto& info) { return info.param ? "InTheEngineProcess" : "InThreadsOfTheIde"; });

// The engine process of an experiment crashes in the middle of its runs: the panel says
// so, the results that arrived stay, the IDE and the document are untouched, and Run
// starts the experiment anew in a new process.
TEST(ExperimentRunIsolated, ACrashedExperimentProcessLeavesTheIdeAndItsResults) {
    ExperimentRun run(QStringLiteral(HS_ENGINE_PROGRAM), nullptr);
    std::size_t arrived = 0;
    std::vector<Diagnostic> stopped;
    QObject::connect(&run, &ExperimentRun::resultsArrived,
                     [&](const std::vector<RunResult>& r) { arrived += r.size(); });
    QObject::connect(&run, &ExperimentRun::stopped, [&](const std::vector<Diagnostic>& d) { stopped = d; });
    run.start(manyBounces(), textRequest(example("BouncingBall.mo")), 2);
    ASSERT_TRUE(waitFor([&] { return arrived >= 5; }, 60000));
    const qint64 pid = run.processId();
    ASSERT_GT(pid, 0);
    ASSERT_EQ(::kill(static_cast<pid_t>(pid), SIGSEGV), 0);
    ASSERT_TRUE(waitFor([&] { return !stopped.empty(); }, 30000));
    EXPECT_EQ(run.state(), ExperimentRun::State::Cancelled);
    EXPECT_EQ(stopped[0].code, "engine-lost");
    EXPECT_NE(stopped[0].message.find("your model is safe"), std::string::npos) << stopped[0].message;
    EXPECT_GE(arrived, 5u);
    // again, in a new process, to the end
    ExperimentSpec small = restitutionSpec();
    run.start(small, textRequest(example("BouncingBall.mo")), 2);
    ASSERT_TRUE(waitFor([&] { return !run.busy(); }, 60000));
    EXPECT_EQ(run.state(), ExperimentRun::State::Finished);
    EXPECT_NE(run.processId(), pid);
}

}  // namespace
}  // namespace hs::ui

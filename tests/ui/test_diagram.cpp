// The module diagram, the package timeline and the mode comparison in the IDE, offscreen:
// blocks and connections drawn from the document and edited with the mouse and the
// property panel (every edit undoable, the saved file equal to the loaded one), network
// diagnostics highlighting the offending blocks and connections, the package stepping
// round by round like the multi-module example, and lock-step / frames / whole interval
// compared on the closed loop.

#include "cosim/compare_view.h"
#include "cosim/package_view.h"
#include "cosim/timeline_view.h"
#include "diagram/module_diagram.h"
#include "document/document_model.h"
#include "editor/equation_editor.h"
#include "sim/simulation_controller.h"
#include "window/main_window.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGraphicsView>
#include <QLineEdit>
#include <QListWidget>
#include <QPainterPath>
#include <QSettings>
#include <QTabWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "ui_test_support.h"
#include "../core/round_text.h"

#include <gtest/gtest.h>

#include <cmath>

namespace hs::ui {
namespace {

using test::example;
using test::settle;

class DiagramTest : public ::testing::Test {
protected:
    void SetUp() override {
        QSettings().clear();
        ASSERT_TRUE(dir.isValid());
        window = std::make_unique<MainWindow>();
        window->resize(1500, 950);
    }
    void open(const char* name) {
        ASSERT_TRUE(window->openFile(example(name)));
        diagram = window->moduleDiagram();
        ASSERT_EQ(window->centralTabs()->currentWidget(), diagram);
        window->show();
        diagram->view()->resetTransform();
        diagram->view()->centerOn(diagram->scene()->itemsBoundingRect().center());
        diagram->checkNow();
        settle();
    }
    const doc::Document& document() const { return window->documentModel()->document(); }
    QPoint toView(QPointF p) const { return diagram->view()->mapFromScene(p); }
    void drag(QPointF from, QPointF to) {
        QWidget* vp = diagram->view()->viewport();
        QTest::mousePress(vp, Qt::LeftButton, {}, toView(from));
        for (int i = 1; i <= 5; ++i) {
            const QPoint p = toView(from + (to - from) * (i / 5.0));
            QMouseEvent move(QEvent::MouseMove, p, vp->mapToGlobal(p), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(vp, &move);
        }
        QTest::mouseRelease(vp, Qt::LeftButton, {}, toView(to));
    }
    const doc::Module* module(const std::string& name) const {
        for (const auto& m : document().modules)
            if (m.name == name) return &m;
        return nullptr;
    }
    std::string serialized() const { return doc::serializeDocument(document()); }

    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;
    ModuleDiagramEditor* diagram = nullptr;
};

TEST_F(DiagramTest, BlocksPortsAndOrthogonalConnectionsOfTheClosedLoop) {
    open("ClosedLoopPI.hsm");
    ModuleScene* scene = diagram->scene();
    for (const auto& m : document().modules) EXPECT_FALSE(scene->blockRect(QString::fromStdString(m.name)).isNull());
    // ports from the network: the sum block has two inputs and one output, the plant u -> y
    EXPECT_FALSE(scene->portPosition("Error", "u1", false).isNull());
    EXPECT_FALSE(scene->portPosition("Error", "u2", false).isNull());
    EXPECT_FALSE(scene->portPosition("Plant", "y", true).isNull());
    EXPECT_TRUE(scene->portPosition("Plant", "nope", true).isNull());
    // every connection is made of horizontal and vertical segments from port to port
    int connections = 0;
    for (const auto& c : document().connections)
        for (const auto& t : c.to) {
            const QPainterPath path = scene->connectionPath(QString::fromStdString(c.from), QString::fromStdString(t));
            ASSERT_GE(path.elementCount(), 2) << c.from << " -> " << t;
            for (int i = 1; i < path.elementCount(); ++i) {
                const QPointF a = path.elementAt(i - 1), b = path.elementAt(i);
                EXPECT_TRUE(std::abs(a.x() - b.x()) < 1e-9 || std::abs(a.y() - b.y()) < 1e-9) << c.from << " -> " << t;
            }
            ++connections;
        }
    EXPECT_EQ(connections, 8);
    // the closed loop is consistent: no errors
    for (const auto& d : diagram->diagnostics()) EXPECT_NE(d.severity, Severity::Error) << d.message;
}

TEST_F(DiagramTest, AddConnectMoveRenameDeleteWithTheMouseAndUndoEverything) {
    open("ClosedLoopPI.hsm");
    const std::string original = serialized();
    ModuleScene* scene = diagram->scene();
    // a gain from the palette (double-click), checked so that its ports are known
    auto* palette = diagram->findChild<QListWidget*>("blockPalette");
    ASSERT_NE(palette, nullptr);
    const auto found = palette->findItems("Gain", Qt::MatchExactly);
    ASSERT_EQ(found.size(), 1);
    emit palette->itemDoubleClicked(found.first());
    ASSERT_NE(module("Gain"), nullptr);
    EXPECT_EQ(module("Gain")->block.type, "gain");
    diagram->checkNow();
    // connect Kp.y to Gain.u by dragging from the output port to the input port
    drag(scene->portPosition("Kp", "y", true), scene->portPosition("Gain", "u", false));
    bool connected = false;
    for (const auto& c : document().connections)
        if (c.from == "Kp.y") connected = std::find(c.to.begin(), c.to.end(), "Gain.u") != c.to.end();
    EXPECT_TRUE(connected);
    // move it: snapped to the grid
    const QRectF before = scene->blockRect("Gain");
    drag(before.center(), before.center() + QPointF(47, 33));
    EXPECT_EQ(scene->blockRect("Gain").topLeft() - before.topLeft(), QPointF(50, 30));
    EXPECT_EQ(std::fmod(module("Gain")->position.x, 10.0), 0.0);
    // rename it in the panel: the connection follows
    scene->selectBlocks({"Gain"});
    diagram->nameEdit()->setText("Monitor");
    emit diagram->nameEdit()->editingFinished();
    ASSERT_NE(module("Monitor"), nullptr);
    for (const auto& c : document().connections)
        if (c.from == "Kp.y") {
            EXPECT_NE(std::find(c.to.begin(), c.to.end(), "Monitor.u"), c.to.end());
        }
    // a name the document cannot take is refused with a message
    diagram->nameEdit()->setText("2nd");
    emit diagram->nameEdit()->editingFinished();
    EXPECT_NE(module("Monitor"), nullptr);
    EXPECT_TRUE(diagram->messages()->item(0)->text().contains("2nd"));
    // its gain in the parameter table
    QTableWidget* params = diagram->parameterTable();
    ASSERT_GE(params->rowCount(), 1);
    params->item(0, 1)->setText("inf");
    EXPECT_EQ(module("Monitor")->block.parameters.at(0).number, 1.0);
    EXPECT_TRUE(diagram->messages()->item(0)->text().contains("inf"));
    settle();  // the table shows the document's value again
    params->item(0, 1)->setText("2.5");
    EXPECT_EQ(module("Monitor")->block.parameters.at(0).number, 2.5);
    // delete it: its connection goes too
    diagram->deleteSelection();
    EXPECT_EQ(module("Monitor"), nullptr);
    for (const auto& c : document().connections)
        for (const auto& t : c.to) EXPECT_NE(t, "Monitor.u");
    // undo everything: byte-identical to the file loaded, and saved so
    QUndoStack* stack = window->documentModel()->undoStack();
    EXPECT_GE(stack->count(), 6);
    const int commands = stack->count();
    stack->undo();  // the deletion
    const std::string withMonitor = serialized();
    stack->redo();
    while (stack->canUndo()) stack->undo();
    EXPECT_EQ(stack->count(), commands);
    EXPECT_EQ(serialized(), original);
    const QString out = dir.filePath("ClosedLoopPI.hsm");
    ASSERT_TRUE(window->saveTo(out));
    QFile a(example("ClosedLoopPI.hsm")), b(out);
    ASSERT_TRUE(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    EXPECT_EQ(a.readAll(), b.readAll());
    // and redo everything back
    EXPECT_EQ(stack->count(), commands);
    EXPECT_EQ(stack->index(), 0);
    while (stack->index() < commands - 1) stack->redo();
    EXPECT_EQ(serialized(), withMonitor);
    EXPECT_NE(module("Monitor"), nullptr);
    stack->redo();
    EXPECT_EQ(module("Monitor"), nullptr);
}

TEST_F(DiagramTest, AlgebraicLoopsAndUnconnectedInputsAreHighlighted) {
    open("ClosedLoopPI.hsm");
    ModuleScene* scene = diagram->scene();
    // two gains feeding each other: a loop of direct-feedthrough modules
    auto* palette = diagram->findChild<QListWidget*>("blockPalette");
    emit palette->itemDoubleClicked(palette->findItems("Gain", Qt::MatchExactly).first());
    emit palette->itemDoubleClicked(palette->findItems("Gain", Qt::MatchExactly).first());
    diagram->checkNow();
    ASSERT_NE(module("Gain1"), nullptr);
    // unconnected inputs first: warnings on the new blocks
    EXPECT_TRUE(scene->isErrorBlock("Gain"));
    EXPECT_FALSE(scene->isErrorBlock("Plant"));
    drag(scene->portPosition("Gain", "y", true), scene->portPosition("Gain1", "u", false));
    drag(scene->portPosition("Gain1", "y", true), scene->portPosition("Gain", "u", false));
    diagram->checkNow();
    bool loop = false;
    for (const auto& d : diagram->diagnostics())
        if (d.code == "algebraic-loop") {
            loop = true;
            EXPECT_NE(d.message.find("Gain"), std::string::npos);
            EXPECT_EQ(d.message.find("Plant"), std::string::npos);
        }
    EXPECT_TRUE(loop);
    EXPECT_TRUE(scene->isErrorBlock("Gain"));
    EXPECT_TRUE(scene->isErrorBlock("Gain1"));
    EXPECT_FALSE(scene->isErrorBlock("Plant"));
    EXPECT_TRUE(scene->isErrorConnection("Gain.y->Gain1.u"));
    EXPECT_TRUE(scene->isErrorConnection("Gain1.y->Gain.u"));
    EXPECT_FALSE(scene->isErrorConnection("Plant.y->Sensor.u"));
    // the messages under the canvas list it; clicking one selects the blocks involved
    auto* messages = diagram->findChild<QListWidget*>("networkMessages");
    ASSERT_GT(messages->count(), 0);
    for (int i = 0; i < messages->count(); ++i)
        if (messages->item(i)->text().contains("loop")) emit messages->itemClicked(messages->item(i));
    EXPECT_EQ(scene->selectedBlocks(), (QStringList{"Gain", "Gain1"}));
}

TEST_F(DiagramTest, RunModeSettingsAndDoubleClickOpensTheModule) {
    open("ClosedLoopPI.hsm");
    diagram->modeBox()->setCurrentIndex(2);
    diagram->frameBox()->setValue(0.2);
    ASSERT_TRUE(document().cosimulation.has_value());
    EXPECT_EQ(document().cosimulation->mode, cosim::RunMode::Frames);
    EXPECT_DOUBLE_EQ(*document().cosimulation->frame, 0.2);
    window->documentModel()->undoStack()->undo();  // the settings edits merge into one
    EXPECT_EQ(document().cosimulation->mode, cosim::RunMode::LockStep);
    // the editors start on the first equation module, the plant; a library block has no
    // equations to show
    EXPECT_EQ(window->currentModule(), 5);
    window->showModule(0);
    EXPECT_EQ(window->currentModule(), 5);
    // double-click on a model block: its equations in the editor
    open("SupervisedTank.hsm");
    EXPECT_EQ(window->currentModule(), 0);
    const QRectF supervisor = diagram->scene()->blockRect("Supervisor");
    QTest::mouseDClick(diagram->view()->viewport(), Qt::LeftButton, {}, toView(supervisor.center()));
    EXPECT_TRUE(window->centralTabs()->currentWidget()->isAncestorOf(window->editor()));
    EXPECT_EQ(window->currentModule(), 1);
    EXPECT_TRUE(window->editor()->text().startsWith("model Supervisor"));
    EXPECT_EQ(window->chartEditors().size(), 1);  // its statechart has its tab
}

TEST_F(DiagramTest, TheModuleShownFollowsDiagramEdits) {
    open("SupervisedTank.hsm");
    ASSERT_EQ(window->currentModule(), 0);  // Tank
    window->showModule(1);
    ASSERT_TRUE(window->editor()->text().startsWith("model Supervisor"));
    // the module before it is deleted: the editor keeps showing the supervisor
    diagram->scene()->selectBlocks({"Tank"});
    diagram->deleteSelection();
    EXPECT_EQ(window->currentModule(), 0);
    EXPECT_TRUE(window->editor()->text().startsWith("model Supervisor"));
    window->editor()->append("// checked\n");
    EXPECT_NE(document().modules[0].equations.find("// checked"), std::string::npos);
    window->documentModel()->undoStack()->undo();
    EXPECT_EQ(window->currentModule(), 1);
    EXPECT_NE(module("Supervisor")->equations.find("// checked"), std::string::npos);
    EXPECT_EQ(module("Tank")->equations.find("// checked"), std::string::npos);
    // the module shown itself is deleted: the editors show the remaining one
    diagram->scene()->selectBlocks({"Supervisor"});
    diagram->deleteSelection();
    EXPECT_EQ(window->currentModule(), 0);
    EXPECT_TRUE(window->editor()->text().startsWith("model Tank"));
    // renamed in place: still shown
    diagram->scene()->selectBlocks({"Tank"});
    diagram->nameEdit()->setText("Vessel");
    emit diagram->nameEdit()->editingFinished();
    EXPECT_EQ(window->currentModule(), 0);
    EXPECT_EQ(document().modules[0].name, "Vessel");
}

TEST_F(DiagramTest, PackageStepsRoundByRoundLikeTheSeedExample) {
    open("SeedPackage.hsm");
    PackageView* view = window->packageView();
    ASSERT_GE(window->centralTabs()->indexOf(view), 0);
    auto at = [&](std::uint64_t step) {
        return test::waitFor([&] {
            const SimSnapshot* s = window->controller().latest();
            return s && !s->running && s->step == step;
        });
    };
    // the package is the document's run: round 1, the initial state, once it is loaded
    ASSERT_TRUE(at(0));
    EXPECT_EQ(view->rounds(), 1);
    window->centralTabs()->setCurrentWidget(view);
    EXPECT_TRUE(window->action("actionStep")->isEnabled());
    // F10 (Step) computes one round; the package's own button does the same
    for (int i = 0; i < 2; ++i) {
        window->action("actionStep")->trigger();
        ASSERT_TRUE(at(static_cast<std::uint64_t>(i + 1)));
    }
    view->findChild<QPushButton*>("stepRound")->click();
    ASSERT_TRUE(at(3));
    ASSERT_EQ(view->rounds(), 4);  // round 1 is the initial state
    const auto& tl = window->controller().latest()->timeline;
    auto text = [&](int round) { return hs::test::roundSummary(tl, round); };
    EXPECT_EQ(text(1), "A at 0 B at 0 | 0");
    EXPECT_EQ(text(2), "A 0->3 B 0->2 | 2");
    EXPECT_EQ(text(3), "A skips B 2->4 | 4");
    EXPECT_EQ(text(4), "A 3->7 B 4->6 | 6");
    EXPECT_EQ(view->timeline()->roundCount(), 4);
    EXPECT_FALSE(view->timeline()->barRect(4, "A").isNull());
    // the rounds' values are the run's results: the Variables dock and the plots have them
    EXPECT_GE(window->controller().results().columnIndex("B.filtered"), 0);
    EXPECT_GT(window->controller().results().rowCount(), 3u);
    // Run goes to the end; Reset starts again
    window->action("actionRun")->trigger();
    ASSERT_TRUE(test::waitFor([&] {
        const SimSnapshot* s = window->controller().latest();
        return s && !s->running && s->status == RunStatus::Finished;
    }));
    EXPECT_NEAR(window->controller().latest()->time, 9.995, 1e-9);
    window->action("actionReset")->trigger();
    ASSERT_TRUE(at(0));
    EXPECT_EQ(view->rounds(), 1);  // round 1: the initial state
    // the project table of the diagram edits the package: B's sync step, undoable
    QTableWidget* projects = window->moduleDiagram()->projectTable();
    ASSERT_EQ(projects->rowCount(), 2);
    projects->item(1, 3)->setText("2.5");
    EXPECT_DOUBLE_EQ(document().package->projects[1].syncStep, 2.5);
    projects->item(0, 4)->setCheckState(Qt::Unchecked);
    EXPECT_FALSE(document().package->projects[0].active);
    window->documentModel()->undoStack()->undo();
    window->documentModel()->undoStack()->undo();
    EXPECT_DOUBLE_EQ(document().package->projects[1].syncStep, 2.0);
    EXPECT_TRUE(document().package->projects[0].active);
}

TEST_F(DiagramTest, CompareModesOverlaysTheRunsAndMeasuresTheirError) {
    open("ClosedLoopPI.hsm");
    CompareView* compare = window->compareView();
    ASSERT_GE(window->centralTabs()->indexOf(compare), 0);
    window->centralTabs()->setCurrentWidget(compare);
    compare->setFrame(0.5);
    compare->compareNow();
    ASSERT_TRUE(compare->hasResults());
    for (int m = 0; m < 3; ++m) EXPECT_TRUE(compare->result(m).ok) << m;
    compare->setVariables({"Plant.y"});
    EXPECT_EQ(compare->plotCount(), 2);  // the runs overlaid, and their error
    // frames hold inputs for TK; whole interval opens the loop: larger error still
    const double frames = compare->maxError("Plant.y", 1), whole = compare->maxError("Plant.y", 2);
    EXPECT_GT(frames, 0.0);
    EXPECT_GT(whole, frames);
    EXPECT_EQ(compare->maxError("Plant.y", 0), 0.0);
    // a smaller frame comes closer to lock-step
    // the summary's largest error is the command line's: over the module outputs, named
    const cosim::LargestError core = cosim::largestError(compare->result(1), compare->result(0));
    EXPECT_EQ(core.output, "Control.y");  // as `hybridstudio-cli compare --frame 0.5` prints
    EXPECT_GE(core.value, frames);
    auto* summary = compare->findChild<QTableWidget*>();
    ASSERT_NE(summary, nullptr);
    EXPECT_EQ(summary->item(1, 4)->text(), QString("%1 (Control.y)").arg(QString::number(core.value, 'g', 4)));
    compare->setFrame(0.05);
    compare->compareNow();
    EXPECT_LT(compare->maxError("Plant.y", 1), frames);
    EXPECT_GT(compare->result(1).frames, compare->result(2).frames);
}

TEST_F(DiagramTest, Screenshots) {
    if (qEnvironmentVariableIsEmpty("HS_SCREENSHOTS")) GTEST_SKIP() << "set HS_SCREENSHOTS=1 to write them";
    const QDir shots(QStringLiteral(HS_SCREENSHOT_DIR));
    window->resize(1600, 1000);
    // the drawing gets the room: the run docks are closed (View menu brings them back)
    for (const char* dock : {"historyDock", "queueDock", "plotDock1", "messagesDock"})
        window->findChild<QDockWidget*>(dock)->hide();
    open("ClosedLoopPI.hsm");
    diagram->scene()->selectBlocks({"Ki"});
    diagram->fit();
    settle();
    EXPECT_TRUE(test::screenshotsInEveryLanguage(window.get(), window.get(), "module_diagram"));
    CompareView* compare = window->compareView();
    window->centralTabs()->setCurrentWidget(compare);
    compare->setFrame(0.5);
    compare->compareNow();
    compare->setVariables({"Plant.y"});
    settle();
    EXPECT_TRUE(test::screenshotsInEveryLanguage(window.get(), window.get(), "compare_modes"));
    open("SeedPackage.hsm");
    window->centralTabs()->setCurrentWidget(window->packageView());
    for (int i = 0; i < 3; ++i) {
        window->action("actionStep")->trigger();
        test::waitFor([&] {
            const SimSnapshot* s = window->controller().latest();
            return s && s->step == static_cast<std::uint64_t>(i + 1);
        });
    }
    settle();
    EXPECT_TRUE(test::screenshotsInEveryLanguage(window.get(), window.get(), "package_view"));
}

}  // namespace
}  // namespace hs::ui

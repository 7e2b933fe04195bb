// The statechart editor offscreen: a thermostat built through the document API and through
// mouse gestures runs, and the active state drawn equals the engine's; every undo command
// round-trips; documents saved unchanged equal the files loaded; the live view flashes the
// fired transition and shows the time left on timeouts; queue rows and canvas elements
// select each other.

#include "document/chart_edit.h"
#include "document/document_model.h"
#include "editor/equation_editor.h"
#include "models/queue_model.h"
#include "plot/plot_widget.h"
#include "sim/simulation_controller.h"
#include "statechart/property_panel.h"
#include "statechart/statechart_editor.h"
#include "window/main_window.h"

#include "hs/session/model_loader.h"
#include "hs/sim/engine.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsView>
#include <QMimeData>
#include <QLineEdit>
#include <QSettings>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "ui_test_support.h"

#include <gtest/gtest.h>

#include <functional>

namespace hs::ui {
namespace {

using test::example;
using test::settle;
using test::waitFor;

// The room of the thermostat example, without its statechart.
const char* kRoom = R"(model Room
  parameter Real Tout = 5;
  parameter Real tau = 3600;
  parameter Real P = 0.01;
  parameter Real Tlow = 19;
  parameter Real Thigh = 21;
  Real T(start = 15, fixed = true);
  discrete Boolean heating(start = false, fixed = true);
equation
  der(T) = (Tout - T)/tau + (if heating then P else 0);
end Room;
)";

class StatechartEditorTest : public ::testing::Test {
protected:
    void SetUp() override {
        QSettings().clear();
        ASSERT_TRUE(dir.isValid());
        window = std::make_unique<MainWindow>();
        window->resize(1400, 900);
    }
    // A document with the room and an empty statechart "heater", opened in the window.
    void openRoom() {
        doc::Document d;
        d.name = "Room";
        d.experiment.stopTime = 20000;
        doc::Module m;
        m.name = "Room";
        m.equations = kRoom;
        d.modules.push_back(m);
        const QString path = dir.filePath("Room.hsm");
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(doc::serializeDocument(d)));
        f.close();
        ASSERT_TRUE(window->openFile(path));
        window->action("actionAddStatechart")->trigger();
        ASSERT_EQ(window->chartEditors().size(), 1);
        editor = window->chartEditors().first();
        window->centralTabs()->setCurrentWidget(editor);
        window->show();
        editor->view()->resetTransform();
        editor->view()->centerOn(400, 200);
        settle();
    }
    bool waitIdle() {
        return waitFor([&] {
            const SimSnapshot* s = window->controller().latest();
            return s && !s->running;
        });
    }
    // Compiles the document, runs to t and returns the engine's active states (paths).
    QStringList runTo(double t) {
        window->action("actionReset")->trigger();
        EXPECT_TRUE(waitFor([&] {
            const SimSnapshot* s = window->controller().latest();
            return s && s->step == 0 && !s->running;
        }));
        window->controller().runUntilTime(t);
        EXPECT_TRUE(waitFor([&] {
            const SimSnapshot* s = window->controller().latest();
            return s && s->time >= t && !s->running;
        }));
        settle();
        QStringList active;
        for (const auto& p : window->controller().latest()->activeStates) active << QString::fromStdString(p);
        return active;
    }
    // The active states of a headless run of the window's document to t.
    QStringList headlessActive(double t) {
        LoadResult loaded = loadDocument(window->documentModel()->document(), "Room.hsm");
        EXPECT_TRUE(loaded.model) << (loaded.diagnostics.empty() ? "" : loaded.diagnostics.items()[0].message);
        if (!loaded.model) return {};
        Engine engine(loaded.model, loaded.settings);
        engine.initialize();
        engine.runUntil(t);
        QStringList out;
        for (const auto& s : loaded.model->states)
            if (engine.isStateActive(s.path)) out << QString::fromStdString(s.path);
        return out;
    }
    QPoint toView(QPointF scenePoint) const { return editor->view()->mapFromScene(scenePoint); }
    QWidget* viewport() const { return editor->view()->viewport(); }
    void click(QPointF scenePoint) { QTest::mouseClick(viewport(), Qt::LeftButton, {}, toView(scenePoint)); }
    void drag(QPointF from, QPointF to) {
        QTest::mousePress(viewport(), Qt::LeftButton, {}, toView(from));
        const int steps = 6;
        for (int i = 1; i <= steps; ++i) {
            const QPointF p = from + (to - from) * (double(i) / steps);
            QMouseEvent move(QEvent::MouseMove, toView(p), viewport()->mapToGlobal(toView(p)), Qt::NoButton,
                             Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(viewport(), &move);
        }
        QTest::mouseRelease(viewport(), Qt::LeftButton, {}, toView(to));
    }
    void rename(const QString& name) {
        QLineEdit* edit = editor->properties()->nameEdit();
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, name);
        QTest::keyClick(edit, Qt::Key_Return);
    }
    const doc::Statechart& chart() const { return window->documentModel()->document().modules[0].statecharts[0]; }
    QStringList headlessShown(const QStringList& paths) const {
        QStringList local;
        for (const QString& p : paths) local << p.section('.', 1);
        local.sort();
        return local;
    }

    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;
    StatechartEditor* editor = nullptr;
};

TEST_F(StatechartEditorTest, ThermostatBuiltThroughTheDocumentApiRunsAndShowsTheEnginesState) {
    openRoom();
    DocumentModel* d = window->documentModel();
    d->edit("build", [](doc::Document& doc) {
        auto& c = doc.modules[0].statecharts[0];
        c.name = "heater";
        const std::string off = chartedit::addState(c, doc::StateKind::Simple, {40, 60, 120, 60}, "");
        const std::string on = chartedit::addState(c, doc::StateKind::Simple, {280, 60, 120, 60}, "");
        ASSERT_TRUE(chartedit::rename(c, off, "Off"));
        ASSERT_TRUE(chartedit::rename(c, on, "On"));
        chartedit::findState(c, "Off")->entry = "heating := false;";
        chartedit::findState(c, "On")->entry = "heating := true;";
        const std::string t1 = chartedit::addTransition(c, "Off", "On");
        const std::string t2 = chartedit::addTransition(c, "On", "Off");
        for (auto [name, cond] : {std::pair{t1, "T < Tlow"}, std::pair{t2, "T > Thigh"}}) {
            doc::Transition* t = chartedit::findTransition(c, name);
            t->trigger = doc::TriggerKind::Condition;
            t->expression = cond;
        }
    });
    EXPECT_EQ(chart().initial, "Off");
    // at the start T1 (T < Tlow) can fire now: it is current, not a timeout, so no time left
    window->action("actionReset")->trigger();
    ASSERT_TRUE(waitFor([&] {
        const SimSnapshot* s = window->controller().latest();
        return s && s->step == 0 && !s->running && !s->queues.empty() && !s->queues.front().queue.entries.empty();
    }));
    settle();
    bool t1Current = false;
    for (const auto& e : window->controller().latest()->queues.front().queue.entries)
        t1Current = t1Current || (e.source == "heater.T1" && e.category != QueueCategory::Pending);
    EXPECT_TRUE(t1Current);
    EXPECT_TRUE(editor->scene()->transitionLiveText("T1").isEmpty()) << editor->scene()->transitionLiveText("T1").toStdString();
    // T starts at 15 < 19: the heater switches on at once, off when T passes 21, ...
    for (double t : {10.0, 3000.0, 9000.0, 15000.0}) {
        const QStringList engineActive = runTo(t);
        ASSERT_FALSE(engineActive.isEmpty());
        EXPECT_EQ(editor->scene()->highlightedStates(), headlessShown(engineActive)) << "t = " << t;
        EXPECT_EQ(headlessActive(t), engineActive) << "t = " << t;
    }
}

TEST_F(StatechartEditorTest, ThermostatDrawnWithTheMouseRunsAndShowsTheEnginesState) {
    openRoom();
    // two states placed by clicks, renamed in the property panel
    editor->toolAction(ChartTool::State)->trigger();
    click({100, 120});
    ASSERT_EQ(chart().states.size(), 1u);
    EXPECT_EQ(editor->scene()->selectedNames(), QStringList{"State"});
    rename("Off");
    editor->toolAction(ChartTool::State)->trigger();
    click({400, 120});
    rename("On");
    ASSERT_EQ(chart().states.size(), 2u);
    EXPECT_EQ(chart().states[0].name, "Off");
    EXPECT_EQ(chart().states[1].name, "On");
    EXPECT_EQ(chart().initial, "Off");
    // snapped to the grid
    EXPECT_EQ(std::fmod(chart().states[1].geometry.x, 10.0), 0.0);

    // transitions dragged from a state's border to the other state
    const QRectF off = editor->scene()->stateRect("Off"), on = editor->scene()->stateRect("On");
    drag(QPointF(off.right() - 2, off.center().y()), on.center());
    ASSERT_EQ(chart().transitions.size(), 1u);
    EXPECT_EQ(chart().transitions[0].source, "Off");
    EXPECT_EQ(chart().transitions[0].target, "On");
    // the new transition is selected: its trigger and condition in the panel
    StatePropertyPanel* panel = editor->properties();
    panel->triggerBox()->setCurrentIndex(static_cast<int>(doc::TriggerKind::Condition));
    panel->field("expression")->setText("T < Tlow");
    drag(QPointF(on.left() + 2, on.center().y() + 10), off.center());
    ASSERT_EQ(chart().transitions.size(), 2u);
    panel->triggerBox()->setCurrentIndex(static_cast<int>(doc::TriggerKind::Condition));
    panel->field("expression")->setText("T > Thigh");
    // entry actions: select a state by a click, type into its entry field
    click(off.center());
    EXPECT_EQ(editor->scene()->selectedNames(), QStringList{"Off"});
    panel->field("entry")->setText("heating := false;");
    click(on.center());
    panel->field("entry")->setText("heating := true;");
    EXPECT_EQ(chart().transitions[1].expression, "T > Thigh");
    EXPECT_EQ(chart().states[1].entry, "heating := true;");

    for (double t : {10.0, 3000.0, 9000.0}) {
        const QStringList engineActive = runTo(t);
        ASSERT_FALSE(engineActive.isEmpty());
        EXPECT_EQ(editor->scene()->highlightedStates(), headlessShown(engineActive)) << "t = " << t;
        EXPECT_EQ(headlessActive(t), engineActive) << "t = " << t;
    }

    // saved with its geometry, the drawing reloads identically
    const std::string drawn = doc::serializeDocument(window->documentModel()->document());
    const QRectF onBefore = editor->scene()->stateRect("On");
    const QString saved = dir.filePath("Drawn.hsm");
    ASSERT_TRUE(window->saveTo(saved));
    ASSERT_TRUE(window->openFile(saved));
    EXPECT_EQ(doc::serializeDocument(window->documentModel()->document()), drawn);
    ASSERT_EQ(window->chartEditors().size(), 1);
    EXPECT_EQ(window->chartEditors().first()->scene()->stateRect("On"), onBefore);
}

TEST_F(StatechartEditorTest, MovingResizingNestingAndSelfTransitionsWithTheMouse) {
    openRoom();
    editor->toolAction(ChartTool::Composite)->trigger();
    click({100, 100});
    editor->toolAction(ChartTool::State)->trigger();
    click({500, 100});
    ASSERT_EQ(chart().states.size(), 2u);
    EXPECT_EQ(chart().states[0].kind, doc::StateKind::Composite);
    EXPECT_EQ(chart().states[1].parent, "");
    // drag the state into the composite: it becomes its child and its initial state
    const QRectF composite = editor->scene()->stateRect("Composite");
    const QRectF state = editor->scene()->stateRect("State");
    drag(state.center(), composite.center() + QPointF(3, 24));
    EXPECT_EQ(chart().states[1].parent, "Composite");
    EXPECT_EQ(chart().states[0].initial, "State");
    EXPECT_EQ(std::fmod(chart().states[1].geometry.x, 10.0), 0.0);
    EXPECT_TRUE(QRectF(composite).contains(editor->scene()->stateRect("State")));
    // moving the composite carries its child
    const QRectF childBefore = editor->scene()->stateRect("State");
    drag(composite.topLeft() + QPointF(40, 10), composite.topLeft() + QPointF(100, 70));
    EXPECT_EQ(editor->scene()->stateRect("State").topLeft() - childBefore.topLeft(), QPointF(60, 60));
    // resize the composite by its handle (selected after the move)
    const QRectF moved = editor->scene()->stateRect("Composite");
    drag(moved.bottomRight() - QPointF(3, 3), moved.bottomRight() + QPointF(100, 50));
    EXPECT_EQ(editor->scene()->stateRect("Composite").size(), moved.size() + QSizeF(100, 50));
    // a self-transition: from the border back into the same state
    const QRectF child = editor->scene()->stateRect("State");
    drag(QPointF(child.right() - 2, child.center().y()), child.center() + QPointF(-20, 0));
    ASSERT_EQ(chart().transitions.size(), 1u);
    EXPECT_EQ(chart().transitions[0].source, "State");
    EXPECT_EQ(chart().transitions[0].target, "State");
    // rubber band over everything, delete: all gone; undo: all back
    const std::string before = doc::serializeDocument(window->documentModel()->document());
    drag(QPointF(-150, -150), QPointF(1400, 1000));
    EXPECT_EQ(editor->scene()->selectedNames().size(), 3);
    editor->deleteSelection();
    EXPECT_TRUE(chart().states.empty());
    window->documentModel()->undoStack()->undo();
    EXPECT_EQ(doc::serializeDocument(window->documentModel()->document()), before);
}

// A gesture ends in one named edit: bending a transition with the mouse and with
// bendTransition() gives the same document, each one undo step.
TEST_F(StatechartEditorTest, GesturesEndInTheNamedEditsOfTheScene) {
    openRoom();
    editor->toolAction(ChartTool::State)->trigger();
    click({100, 100});
    editor->toolAction(ChartTool::State)->trigger();
    click({500, 100});
    StatechartScene* scene = editor->scene();
    const QString t = scene->addTransition("State", "State1");
    ASSERT_FALSE(t.isEmpty());
    ASSERT_EQ(chart().transitions.size(), 1u);
    EXPECT_TRUE(scene->addTransition("State", "NoSuchState").isEmpty());
    EXPECT_EQ(chart().transitions.size(), 1u);
    QUndoStack* undo = window->documentModel()->undoStack();
    // by the mouse: select it, drag its handle down
    click(scene->transitionMidpoint(t));
    ASSERT_EQ(scene->selectedNames(), QStringList{t});
    const int before = undo->count();
    const QPointF handle = scene->transitionHandle(t);
    drag(handle, handle + QPointF(0, 83));
    ASSERT_EQ(undo->count(), before + 1);
    ASSERT_EQ(chart().transitions[0].points.size(), 1u);
    const doc::Point byMouse = chart().transitions[0].points[0];
    EXPECT_EQ(std::fmod(byMouse.y, 10.0), 0.0);  // on the grid
    // by the edit: straight, then the same bend again
    scene->bendTransition(t, std::nullopt);
    EXPECT_TRUE(chart().transitions[0].points.empty());
    scene->bendTransition(t, QPointF(byMouse.x + 2, byMouse.y - 3));
    ASSERT_EQ(chart().transitions[0].points.size(), 1u);
    EXPECT_EQ(chart().transitions[0].points[0].x, byMouse.x);
    EXPECT_EQ(chart().transitions[0].points[0].y, byMouse.y);
    EXPECT_EQ(undo->count(), before + 3);
    undo->undo();
    undo->undo();
    ASSERT_EQ(chart().transitions[0].points.size(), 1u);
    EXPECT_EQ(chart().transitions[0].points[0].y, byMouse.y);
    // the initial state and a move by the edits
    scene->setInitialState("State1");
    EXPECT_EQ(chart().initial, "State1");
    const QRectF at = scene->stateRect("State1");
    scene->moveStates({"State1"}, QPointF(40, 20));
    EXPECT_EQ(scene->stateRect("State1").topLeft(), at.topLeft() + QPointF(40, 20));
}

TEST_F(StatechartEditorTest, PaletteDropCopyPasteAndChoicePoints) {
    openRoom();
    editor->toolAction(ChartTool::State)->trigger();
    click({100, 100});
    editor->toolAction(ChartTool::Choice)->trigger();
    click({400, 100});
    editor->toolAction(ChartTool::Final)->trigger();
    click({600, 100});
    ASSERT_EQ(chart().states.size(), 3u);
    // a transition out of a choice point is a branch (guard only)
    const QRectF choice = editor->scene()->stateRect("Choice");
    drag(choice.center(), editor->scene()->stateRect("Final").center());
    ASSERT_EQ(chart().transitions.size(), 1u);
    EXPECT_EQ(chart().transitions[0].source, "Choice");
    EXPECT_TRUE(chart().transitions[0].expression.empty());
    // bend the branch by dragging its handle; dropped back in the middle it is straight again
    editor->scene()->selectNames({QString::fromStdString(chart().transitions[0].name)});
    const QString branch = QString::fromStdString(chart().transitions[0].name);
    const QPointF middle = editor->scene()->transitionHandle(branch);
    drag(middle, middle + QPointF(0, 83));
    ASSERT_EQ(chart().transitions[0].points.size(), 1u);
    EXPECT_EQ(chart().transitions[0].points[0].y, chartedit::snap(middle.y() + 83));
    EXPECT_EQ(editor->scene()->transitionHandle(branch).y(), chart().transitions[0].points[0].y);
    drag(editor->scene()->transitionHandle(branch), middle);
    EXPECT_TRUE(chart().transitions[0].points.empty());
    window->documentModel()->undoStack()->undo();
    EXPECT_EQ(chart().transitions[0].points.size(), 1u);
    window->documentModel()->undoStack()->redo();
    // copy the state and paste it twice: fresh names, offset on the grid
    editor->scene()->selectNames({"State"});
    editor->copySelection();
    editor->paste();
    editor->paste();
    ASSERT_EQ(chart().states.size(), 5u);
    EXPECT_EQ(chart().states[3].name, "State1");
    EXPECT_EQ(chart().states[4].name, "State2");
    EXPECT_EQ(chart().states[4].geometry.x - chart().states[0].geometry.x, 40.0);
    // zoom in and out, and fit the drawing into the view
    const double scale = editor->view()->transform().m11();
    editor->zoomBy(1.25);
    EXPECT_NEAR(editor->view()->transform().m11(), scale * 1.25, 1e-9);
    editor->fit();
    const QRectF visible = editor->view()->mapToScene(editor->view()->viewport()->rect()).boundingRect();
    EXPECT_TRUE(visible.contains(editor->scene()->itemsBoundingRect().adjusted(10, 10, -10, -10)));
    // the initial pointer tool moves the chart's initial state
    editor->toolAction(ChartTool::Initial)->trigger();
    click(editor->scene()->stateRect("State2").center());
    EXPECT_EQ(chart().initial, "State2");
    // a composite state dragged from the palette and dropped on the canvas
    {
        QMimeData mime;
        mime.setData("application/x-hybridstudio-chart-element", QByteArray::number(static_cast<int>(doc::StateKind::Composite)));
        QGraphicsSceneDragDropEvent drop(QEvent::GraphicsSceneDrop);
        drop.setScenePos(QPointF(200, 400));
        drop.setMimeData(&mime);
        drop.setPossibleActions(Qt::CopyAction);
        drop.setProposedAction(Qt::CopyAction);
        QApplication::sendEvent(editor->scene(), &drop);
    }
    ASSERT_EQ(chart().states.size(), 6u);
    EXPECT_EQ(chart().states[5].kind, doc::StateKind::Composite);
    EXPECT_EQ(chart().states[5].geometry.x, 200.0);
    EXPECT_EQ(chart().states[5].geometry.y, 400.0);
    // the document stays loadable at every point
    DiagnosticList diags;
    doc::Document back;
    EXPECT_TRUE(doc::parseDocument(doc::serializeDocument(window->documentModel()->document()), back, diags));
}

TEST_F(StatechartEditorTest, EveryUndoCommandRoundTripsAndTypingMerges) {
    openRoom();
    DocumentModel* d = window->documentModel();
    QUndoStack* stack = d->undoStack();
    std::vector<std::string> states;  // document after command i (index i)
    auto record = [&] {
        states.resize(static_cast<std::size_t>(stack->index()) + 1);
        states[stack->index()] = doc::serializeDocument(d->document());
    };
    states.push_back({});
    stack->setIndex(0);
    states[0] = doc::serializeDocument(d->document());
    stack->setIndex(stack->count());
    record();
    editor->toolAction(ChartTool::State)->trigger();
    click({100, 100});
    record();
    editor->toolAction(ChartTool::State)->trigger();
    click({400, 100});
    record();
    drag(editor->scene()->stateRect("State").center(), editor->scene()->stateRect("State").center() + QPointF(0, 80));
    record();
    const QRectF a = editor->scene()->stateRect("State"), b = editor->scene()->stateRect("State1");
    drag(QPointF(a.right() - 2, a.center().y()), b.center());
    record();
    // typing into the guard: one command for all the keystrokes
    const int before = stack->index();
    EquationEditor* guard = editor->properties()->field("guard");
    guard->setFocus();
    QTest::keyClicks(guard, "T > 20");
    EXPECT_EQ(stack->index(), before + 1);
    EXPECT_EQ(chartedit::findTransition(const_cast<doc::Statechart&>(chart()), "T1")->guard, "T > 20");
    record();
    rename("Heat");
    record();
    click(editor->scene()->stateRect("State1").center());
    editor->deleteSelection();
    record();
    ASSERT_EQ(stack->index(), stack->count());
    ASSERT_EQ(static_cast<int>(states.size()), stack->count() + 1);
    // back through every command, then forward again: each state as recorded
    for (int i = stack->count() - 1; i >= 0; --i) {
        stack->undo();
        EXPECT_EQ(doc::serializeDocument(d->document()), states[i]) << "undo to " << i;
    }
    for (int i = 1; i <= stack->count(); ++i) {
        stack->redo();
        EXPECT_EQ(doc::serializeDocument(d->document()), states[i]) << "redo to " << i;
    }
    // undoing a drawing keeps the equations typed meanwhile
    window->editor()->append("// note\n");
    stack->undo();
    EXPECT_NE(d->document().modules[0].equations.find("// note"), std::string::npos);
}

TEST_F(StatechartEditorTest, SavedDocumentsEqualTheFilesLoaded) {
    for (const char* name : {"Thermostat.hsm", "TrafficLight.hsm", "SimultaneousEvents.hsm", "MessagePingPong.hsm",
                             "BouncingBallChart.hsm", "SingleServerQueue.hsm", "SupervisedTank.hsm", "ClosedLoopPI.hsm",
                             "SeedPackage.hsm"}) {
        ASSERT_TRUE(window->openFile(example(name))) << name;
        const QString out = dir.filePath(name);
        ASSERT_TRUE(window->saveTo(out)) << name;
        QFile a(example(name)), b(out);
        ASSERT_TRUE(a.open(QIODevice::ReadOnly));
        ASSERT_TRUE(b.open(QIODevice::ReadOnly));
        EXPECT_EQ(a.readAll(), b.readAll()) << name;
    }
    // an edit, undone, saves the original bytes again
    ASSERT_TRUE(window->openFile(example("TrafficLight.hsm")));
    StatechartEditor* e = window->chartEditors().first();
    e->scene()->selectNames({"Red"});
    e->deleteSelection();
    window->documentModel()->undoStack()->undo();
    const QString out = dir.filePath("again.hsm");
    ASSERT_TRUE(window->saveTo(out));
    QFile a(example("TrafficLight.hsm")), b(out);
    ASSERT_TRUE(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    EXPECT_EQ(a.readAll(), b.readAll());
}

TEST_F(StatechartEditorTest, LiveViewFlashesTimeoutsAndSelectsAcrossQueueAndCanvas) {
    ASSERT_TRUE(window->openFile(example("TrafficLight.hsm")));
    ASSERT_TRUE(waitFor([&] {
        const SimSnapshot* s = window->controller().latest();
        return s && s->step == 0 && !s->running;
    }));
    ASSERT_EQ(window->chartEditors().size(), 1);
    StatechartEditor* e = window->chartEditors().first();
    StatechartScene* scene = e->scene();
    EXPECT_EQ(scene->highlightedStates(), QStringList{"Red"});
    // the red phase's timeout is scheduled: its time left is shown on the arrow
    QString redOut;
    for (const auto& t : scene->chart()->transitions)
        if (t.source == "Red") redOut = QString::fromStdString(t.name);
    ASSERT_FALSE(redOut.isEmpty());
    EXPECT_TRUE(scene->transitionLiveText(redOut).contains("30")) << scene->transitionLiveText(redOut).toStdString();
    // step until the light turns green: that transition flashes and Green is active
    for (int i = 1; i <= 10 && scene->flashingTransition() != redOut; ++i) {
        window->action("actionStep")->trigger();
        ASSERT_TRUE(waitFor([&] {
            const SimSnapshot* s = window->controller().latest();
            return s && s->step == static_cast<std::uint64_t>(i) && !s->running;
        }));
    }
    EXPECT_EQ(scene->flashingTransition(), redOut);
    EXPECT_EQ(scene->highlightedStates(), QStringList{"Green"});
    // double-click on a queue row of a transition selects it on the canvas
    QueueModel* q = window->queueModel();
    int row = -1;
    for (int r = 0; r < q->rowCount() && row < 0; ++r)
        if (q->index(r, 0).data(QueueModel::SourceRole).toString().startsWith("light.")) row = r;
    ASSERT_GE(row, 0);
    const QString source = q->index(row, 0).data(QueueModel::SourceRole).toString();
    emit window->queueView()->doubleClicked(q->index(row, 0));
    EXPECT_EQ(window->centralTabs()->currentWidget(), e);
    EXPECT_EQ(scene->selectedNames(), QStringList{source.section('.', 1)});
    // and selecting on the canvas selects the queue row
    window->queueView()->clearSelection();
    scene->selectNames({});
    scene->selectNames({source.section('.', 1)});
    ASSERT_FALSE(window->queueView()->selectionModel()->selectedRows().isEmpty());
    EXPECT_EQ(window->queueView()->selectionModel()->selectedRows().first().row(), row);
}

TEST_F(StatechartEditorTest, FieldDiagnosticsAppearInTheirEditorAndOnTheElement) {
    ASSERT_TRUE(window->openFile(example("Thermostat.hsm")));
    StatechartEditor* e = window->chartEditors().first();
    window->centralTabs()->setCurrentWidget(e);
    e->scene()->selectNames({"SwitchOn"});
    e->properties()->field("guard")->setText("T < ");
    ASSERT_TRUE(waitFor([&] { return !e->properties()->field("guard")->diagnostics().empty(); }));
    EXPECT_EQ(e->properties()->field("guard")->diagnostics().front().loc.line, 1);
    // not in the equation editor
    for (const auto& d : window->editor()->diagnostics()) EXPECT_EQ(d.message.find("SwitchOn"), std::string::npos);
    window->documentModel()->undoStack()->undo();
    ASSERT_TRUE(waitFor([&] { return e->properties()->field("guard")->diagnostics().empty(); }));
}

TEST_F(StatechartEditorTest, ChartEditsKeepTheDocumentLoadable) {
    // a chart begun with a final state still has an initial state
    doc::Statechart c;
    c.name = "c";
    chartedit::addState(c, doc::StateKind::Final, {0, 0, 30, 30}, "");
    EXPECT_EQ(c.initial, "Final");
    chartedit::addState(c, doc::StateKind::Composite, {100, 0, 280, 180}, "");
    chartedit::addState(c, doc::StateKind::Choice, {150, 60, 30, 30}, "Composite");
    EXPECT_EQ(chartedit::findState(c, "Composite")->initial, "Choice");
    // pasting State and State1 (T1: State -> State1) into a chart that has State: the
    // fragment's names move together and its transition keeps its two ends apart
    doc::Statechart target;
    target.name = "t";
    chartedit::addState(target, doc::StateKind::Simple, {0, 0, 120, 60}, "");
    doc::Statechart source = target;
    chartedit::addState(source, doc::StateKind::Simple, {200, 0, 120, 60}, "");
    chartedit::addTransition(source, "State", "State1");
    const doc::Statechart frag = chartedit::fragment(source, {"State", "State1"});
    const auto added = chartedit::paste(target, frag, 20, 20);
    ASSERT_EQ(target.states.size(), 3u);
    ASSERT_EQ(target.transitions.size(), 1u);
    EXPECT_EQ(target.transitions[0].source, target.states[1].name);
    EXPECT_EQ(target.transitions[0].target, target.states[2].name);
    EXPECT_NE(target.transitions[0].source, target.transitions[0].target);
    doc::Document d;
    d.name = "M";
    d.modules.push_back({});
    d.modules[0].name = "M";
    d.modules[0].statecharts = {c, target};
    DiagnosticList diags;
    doc::Document back;
    EXPECT_TRUE(doc::parseDocument(doc::serializeDocument(d), back, diags))
        << (diags.empty() ? "" : diags.items()[0].message);
}

TEST_F(StatechartEditorTest, UndoDuringADragEndsTheGesture) {
    openRoom();
    editor->toolAction(ChartTool::State)->trigger();
    click({100, 120});
    ASSERT_EQ(chart().states.size(), 1u);
    const QRectF r = editor->scene()->stateRect("State");
    QWidget* vp = viewport();
    QTest::mousePress(vp, Qt::LeftButton, {}, toView(r.center()));
    QMouseEvent move(QEvent::MouseMove, toView(r.center() + QPointF(40, 40)),
                     vp->mapToGlobal(toView(r.center() + QPointF(40, 40))), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(vp, &move);
    window->documentModel()->undoStack()->undo();  // the state is gone mid-drag
    QTest::mouseRelease(vp, Qt::LeftButton, {}, toView(r.center() + QPointF(40, 40)));
    EXPECT_TRUE(chart().states.empty());
    window->documentModel()->undoStack()->redo();
    EXPECT_EQ(chart().states.size(), 1u);
}

TEST_F(StatechartEditorTest, Screenshot) {
    if (qEnvironmentVariableIsEmpty("HS_SCREENSHOTS")) GTEST_SKIP() << "set HS_SCREENSHOTS=1 to write them";
    window->resize(1600, 1000);
    window->show();
    window->findChild<QDockWidget*>("historyDock")->hide();
    ASSERT_TRUE(window->openFile(example("TrafficLight.hsm")));
    StatechartEditor* e = window->chartEditors().first();
    window->centralTabs()->setCurrentWidget(e);
    window->controller().runUntilTime(35.0);
    ASSERT_TRUE(waitFor([&] {
        const SimSnapshot* s = window->controller().latest();
        return s && s->time >= 35.0 && !s->running;
    }));
    e->scene()->selectNames({"Green"});
    window->plot()->addVariable("red");
    window->plot()->addVariable("green");
    window->resizeDocks({window->findChild<QDockWidget*>("queueDock")}, {430}, Qt::Horizontal);
    window->resizeDocks({window->findChild<QDockWidget*>("variablesDock")}, {200}, Qt::Horizontal);
    window->resizeDocks({window->findChild<QDockWidget*>("plotDock1")}, {250}, Qt::Vertical);
    settle();
    e->fit();
    settle();
    EXPECT_TRUE(test::screenshotsInEveryLanguage(window.get(), window.get(), "statechart_editor"));
}

}  // namespace
}  // namespace hs::ui

// The Diagram tab as a user drives it: the RC circuit built on an empty model with the
// mouse and the keyboard — classes dropped from the library, renamed, given parameters,
// rotated, wired port to port — gives the model of the bundled example, text and run alike;
// every gesture is one undo step of the text; the live check marks what is unconnected or
// unbalanced. With HS_SCREENSHOTS=1 it leaves pictures of the tab in three languages.

#include "components/component_diagram.h"
#include "components/component_scene.h"
#include "editor/equation_editor.h"
#include "models/queue_model.h"
#include "plot/plot_widget.h"
#include "window/main_window.h"
#include "window/run_docks.h"

#include "hs/flatten/diagram.h"
#include "hs/session/model_loader.h"
#include "hs/sim/engine.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsView>
#include <QHeaderView>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include "ui_test_support.h"
#include "user_flow_fixture.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace hs::ui {
namespace {

using test::example;
using test::settle;
using test::waitFor;

class ComponentDiagramFlow : public test::UserFlow {
protected:
    ComponentDiagram* diagram() { return window->componentDiagram(); }
    ComponentScene* scene() { return diagram()->scene(); }
    QWidget* viewport() { return diagram()->view()->viewport(); }
    QPoint at(QPointF scenePoint) { return diagram()->view()->mapFromScene(scenePoint); }

    void showDiagram() {
        window->centralTabs()->setCurrentWidget(diagram());
        settle();
        diagram()->view()->setFocus();
    }
    // A class dragged from the library browser and dropped on the canvas.
    void drop(const QString& classPath, QPointF scenePoint) {
        QList<QTreeWidgetItem*> found = diagram()->library()->findItems(
            classPath.section('.', -1), Qt::MatchRecursive | Qt::MatchExactly);
        QTreeWidgetItem* item = nullptr;
        for (QTreeWidgetItem* f : found)
            if (f->data(0, Qt::UserRole).toString() == classPath) item = f;
        ASSERT_NE(item, nullptr) << classPath.toStdString();
        ASSERT_TRUE(item->flags() & Qt::ItemIsDragEnabled);
        QMimeData mime;
        mime.setData(kClassMime, classPath.toUtf8());
        QGraphicsSceneDragDropEvent drop(QEvent::GraphicsSceneDrop);
        drop.setScenePos(scenePoint);
        drop.setMimeData(&mime);
        drop.setPossibleActions(Qt::CopyAction);
        drop.setProposedAction(Qt::CopyAction);
        QApplication::sendEvent(scene(), &drop);
        settle();
    }
    void click(QPointF scenePoint) {
        QTest::mouseClick(viewport(), Qt::LeftButton, Qt::NoModifier, at(scenePoint));
        settle();
    }
    // A drag with the left button from one scene point to another.
    void drag(QPointF from, QPointF to) {
        QTest::mousePress(viewport(), Qt::LeftButton, Qt::NoModifier, at(from));
        const QPoint a = at(from), b = at(to);
        for (int i = 1; i <= 5; ++i) {
            QMouseEvent move(QEvent::MouseMove, QPointF(a + (b - a) * i / 5),
                             viewport()->mapToGlobal(QPointF(a + (b - a) * i / 5)), Qt::NoButton,
                             Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(viewport(), &move);
        }
        QTest::mouseRelease(viewport(), Qt::LeftButton, Qt::NoModifier, b);
        settle();
    }
    // The component clicked, then its new name typed into the property panel.
    void rename(const QString& name, const QString& newName) {
        click(scene()->componentRect(name).center());
        ASSERT_EQ(scene()->selectedComponents(), QStringList{name});
        QLineEdit* edit = diagram()->nameEdit();
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, newName);
        QTest::keyClick(edit, Qt::Key_Return);
        settle();
        ASSERT_TRUE(scene()->componentRect(newName).isValid()) << newName.toStdString();
    }
    // A parameter's value typed into its cell of the property panel.
    void setParameter(const QString& component, const QString& parameter, const QString& value) {
        click(scene()->componentRect(component).center());
        QTableWidget* table = diagram()->parameters();
        int row = -1;
        for (int r = 0; r < table->rowCount(); ++r)
            if (table->item(r, 0)->text() == parameter) row = r;
        ASSERT_GE(row, 0) << parameter.toStdString();
        const QRect cell = table->visualItemRect(table->item(row, 1));

        // the cell clicked, then F2 opens its editor
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier, cell.center());
        settle();
        QTest::keyClick(table, Qt::Key_F2);
        settle();
        auto* editor = table->viewport()->findChild<QLineEdit*>();
        ASSERT_NE(editor, nullptr) << "the cell opens an editor";
        QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(editor, value);
        QTest::keyClick(editor, Qt::Key_Return);
        settle();
    }
    void rotate(const QString& component) {
        click(scene()->componentRect(component).center());
        QTest::keyClick(diagram()->view(), Qt::Key_R);
        settle();
    }
    void connectPorts(const QString& a, const QString& b) {
        drag(scene()->portCenter(a), scene()->portCenter(b));
        ASSERT_TRUE(scene()->hasConnection(a, b)) << a.toStdString() << " - " << b.toStdString();
    }
};

// The model a text describes, for comparing two texts: each component's class and
// modifiers, and the set of connections.
std::vector<std::string> structure(const std::string& text) {
    const flatten::DiagramView d = flatten::describeDiagram(text);
    std::vector<std::string> out;
    for (const auto& c : d.components) {
        std::string line = c.typeName + " " + c.name + "(";
        auto mods = c.modifiers;
        std::sort(mods.begin(), mods.end());
        for (const auto& [n, v] : mods) line += n + "=" + v + ",";
        out.push_back(line + ")");
    }
    for (const auto& k : d.connections)
        out.push_back("connect " + std::min(k.from, k.to) + " " + std::max(k.from, k.to));
    std::sort(out.begin(), out.end());
    return out;
}

TEST_F(ComponentDiagramFlow, TheRCCircuitBuiltWithTheMouseIsTheBundledExample) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath("RCCircuit.mo");
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(
            "model RCCircuit \"A capacitor charged through a resistor\"\n"
            "  annotation(experiment(StopTime = 0.5, Interval = 0.001));\n"
            "end RCCircuit;\n");
    }
    ASSERT_TRUE(window->openFile(path));
    ASSERT_GE(window->centralTabs()->indexOf(diagram()), 0);
    showDiagram();
    diagram()->view()->resetTransform();
    diagram()->view()->scale(2.5, 2.5);
    diagram()->view()->centerOn(0, 0);
    // four classes from the library onto the canvas
    drop("HybridStudio.Electrical.ConstantVoltage", {-60, 0});
    drop("HybridStudio.Electrical.Resistor", {-20, -40});
    drop("HybridStudio.Electrical.Capacitor", {20, 0});
    drop("HybridStudio.Electrical.Ground", {-20, 50});
    ASSERT_EQ(scene()->diagram().components.size(), 4u);
    // named, given their values, turned upright
    rename("constantVoltage", "source");
    rename("resistor", "resistor");
    rename("capacitor", "capacitor");
    rename("ground", "ground");
    setParameter("source", "V", "10");
    setParameter("resistor", "R", "1000");
    setParameter("capacitor", "C", "1e-4");
    rotate("source");
    rotate("source");
    rotate("source");
    rotate("capacitor");
    rotate("capacitor");
    rotate("capacitor");
    // unconnected pins are marked on the canvas and listed under it
    EXPECT_TRUE(scene()->isProblem("resistor.p"));
    EXPECT_GE(diagram()->problems()->count(), 7);
    // wired port to port; a pin does not connect to itself's component twice
    connectPorts("source.p", "resistor.p");
    connectPorts("resistor.n", "capacitor.p");
    connectPorts("capacitor.n", "source.n");
    connectPorts("source.n", "ground.p");
    EXPECT_FALSE(scene()->isProblem("resistor.p"));
    // the capacitor starts discharged: its voltage's start value fixed, typed in the text
    std::string text = window->editor()->text().toStdString();
    QFile exampleFile(example("RCCircuit.mo"));
    ASSERT_TRUE(exampleFile.open(QIODevice::ReadOnly));
    const std::string bundled = exampleFile.readAll().toStdString();
    ASSERT_NE(text.find("capacitor(C = 1e-4)"), std::string::npos) << text;
    window->editor()->setText(QString::fromStdString(text).replace(
        "capacitor(C = 1e-4)", "capacitor(C = 1e-4, v(fixed = true))"));
    settle();
    diagram()->refreshNow();
    text = window->editor()->text().toStdString();
    EXPECT_EQ(structure(text), structure(bundled));
    // the orientation the example has: source and capacitor upright
    for (const auto& c : scene()->diagram().components) {
        if (c.name == "source" || c.name == "capacitor") {
            EXPECT_EQ(c.placement.rotation, 270) << c.name;
        }
    }
    // and the same run: F5, then the capacitor's voltage at the stop time
    window->editor()->setFocus();
    press(Qt::Key_F5);
    ASSERT_TRUE(ended());
    const LoadResult reference = loadModelFile(example("RCCircuit.mo").toStdString());
    ASSERT_NE(reference.model, nullptr);
    Engine engine(reference.model, reference.settings);
    engine.initialize();
    engine.run();
    const SimSnapshot* s = latest();
    ASSERT_NE(s, nullptr);
    double shown = NAN;
    const auto& variables = window->controller().variables();
    for (std::size_t i = 0; i < variables.size() && i < s->values.size(); ++i)
        if (variables[i].name == "capacitor.v") shown = s->values[i];
    EXPECT_NEAR(shown, engine.value("capacitor.v"), 1e-9);
    EXPECT_NEAR(shown, 10 * (1 - std::exp(-5.0)), 1e-4);
}

TEST_F(ComponentDiagramFlow, EveryGestureIsOneUndoStepOfTheText) {
    ASSERT_TRUE(window->openFile(example("RCCircuit.mo")));
    showDiagram();
    diagram()->fit();
    const QString original = window->editor()->text();
    // move the resistor by dragging it: its placement and its lines' ends change
    const QPointF from = scene()->componentRect("resistor").center();
    drag(from, from + QPointF(0, -20));
    const QString moved = window->editor()->text();
    EXPECT_NE(moved, original);
    EXPECT_NE(moved.indexOf("origin = {-20, 60}"), -1);
    // delete it with the Del key: its declaration and its two connections go
    click(scene()->componentRect("resistor").center());
    QTest::keyClick(diagram()->view(), Qt::Key_Delete);
    settle();
    EXPECT_EQ(scene()->diagram().components.size(), 3u);
    EXPECT_EQ(scene()->diagram().connections.size(), 2u);
    // Ctrl+Z on the canvas takes back one gesture at a time
    QTest::keyClick(diagram()->view(), Qt::Key_Z, Qt::ControlModifier);
    settle();
    EXPECT_EQ(window->editor()->text(), moved);
    QTest::keyClick(diagram()->view(), Qt::Key_Z, Qt::ControlModifier);
    settle();
    EXPECT_EQ(window->editor()->text(), original);
    EXPECT_EQ(scene()->diagram().components.size(), 4u);
}

TEST_F(ComponentDiagramFlow, AnUnbalancedComponentIsMarkedAndTypingRedrawsTheDiagram) {
    ASSERT_TRUE(window->openFile(example("RCCircuit.mo")));
    showDiagram();
    // the ground's connection commented out in the text: its pin is marked unconnected
    QString text = window->editor()->text();
    text.replace("  connect(source.n, ground.p)", "  // connect(source.n, ground.p)");
    window->editor()->setText(text);
    ASSERT_TRUE(waitFor([&] { return scene()->diagram().connections.size() == 3u; }));
    ASSERT_TRUE(waitFor([&] { return scene()->isProblem("ground.p"); }));
    EXPECT_FALSE(scene()->isProblem("resistor"));
    // a resistor of a class with one unknown too many: that component is marked, and
    // the problem list under the canvas says why
    text =
        "model Leak\n  extends HybridStudio.Electrical.OnePort;\n  Real extra;\nequation\n"
        "  v = 0;\nend Leak;\n" +
        window->editor()->text().replace("HybridStudio.Electrical.Resistor resistor(R = 1000)",
                                         "Leak resistor");
    window->editor()->setText(text);
    ASSERT_TRUE(waitFor([&] { return scene()->isProblem("resistor"); }));
    EXPECT_FALSE(scene()->isProblem("capacitor"));
    EXPECT_TRUE(diagram()->problems()->isVisibleTo(diagram()));
    bool named = false;
    for (int i = 0; i < diagram()->problems()->count(); ++i)
        named = named || diagram()->problems()->item(i)->text().contains(
                             "'resistor' (Leak) is not balanced");
    EXPECT_TRUE(named);
    // the class fixed: the mark goes
    window->editor()->setText(window->editor()->text().replace("  Real extra;\n", ""));
    ASSERT_TRUE(waitFor([&] { return !scene()->isProblem("resistor"); }));
}

// A model built from components: the Variables dock shows its instance tree (components
// unfolded, their connectors folded; double-click folds and unfolds), the tick box of a
// variable under a component plots it by its whole dotted name, and the queue names the
// component an event condition comes from with the line of its class.
TEST_F(ComponentDiagramFlow, VariablesFollowTheInstanceTreeAndTheQueueNamesTheComponent) {
    ASSERT_TRUE(window->openFile(example("RelaySwitchedRL.mo")));
    ASSERT_TRUE(idle());
    window->docks()->variablesDock()->show();
    window->docks()->variablesDock()->raise();
    VariablesModel* vars = window->variablesModel();
    QTableView* view = window->docks()->variablesView();
    const int inductor = vars->rowOfComponent("inductor");
    ASSERT_GE(inductor, 0);
    EXPECT_TRUE(vars->isUnfolded(inductor));
    EXPECT_EQ(vars->data(vars->index(inductor, VariablesModel::KindColumn)).toString(), "Inductor");
    const int current = vars->rowOf("inductor.i");
    ASSERT_GT(current, inductor);
    EXPECT_EQ(vars->data(vars->index(current, VariablesModel::NameColumn)).toString(), "i");
    EXPECT_EQ(vars->depth(current), 1);
    // the pins are folded: their variables appear when the pin's row is double-clicked
    EXPECT_EQ(vars->rowOf("inductor.p.v"), -1);
    const int pin = vars->rowOfComponent("inductor.p");
    ASSERT_GT(pin, inductor);
    auto doubleClick = [&](int row) {
        view->scrollTo(vars->index(row, VariablesModel::NameColumn));
        const QRect cell = view->visualRect(vars->index(row, VariablesModel::NameColumn));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, cell.center());
        settle();
    };
    doubleClick(pin);
    EXPECT_TRUE(vars->isUnfolded(pin));
    const int pinVoltage = vars->rowOf("inductor.p.v");
    ASSERT_GT(pinVoltage, pin);
    EXPECT_EQ(vars->depth(pinVoltage), 2);
    EXPECT_EQ(vars->data(vars->index(pinVoltage, VariablesModel::NameColumn)).toString(), "v");
    // Space on the current's row ticks it: the plot shows inductor.i
    view->setFocus();
    view->setCurrentIndex(vars->index(vars->rowOf("inductor.i"), VariablesModel::NameColumn));
    QTest::keyClick(view, Qt::Key_Space);
    settle();
    EXPECT_TRUE(window->plot()->variables().contains("inductor.i"));
    // the inductor folded: none of its variables has a row
    doubleClick(vars->rowOfComponent("inductor"));
    EXPECT_FALSE(vars->isUnfolded(vars->rowOfComponent("inductor")));
    EXPECT_EQ(vars->rowOf("inductor.i"), -1);
    EXPECT_EQ(vars->rowOf("inductor.p.v"), -1);
    EXPECT_GE(vars->reveal("inductor.p.v"), 0);

    // the relay's conditions wait in the queue, named by the relay and its class's file
    QueueModel* queue = window->queueModel();
    int fromRelay = 0;
    for (int r = 0; r < queue->rowCount(); ++r) {
        const QString source = queue->data(queue->index(r, QueueModel::SourceColumn)).toString();
        if (source.startsWith("relay: ")) {
            EXPECT_TRUE(source.startsWith("relay: Blocks.mo:")) << source.toStdString();
            ++fromRelay;
        }
    }
    EXPECT_GE(fromRelay, 1);
}

TEST_F(ComponentDiagramFlow, Screenshots) {
    if (qEnvironmentVariable("HS_SCREENSHOTS") != "1")
        GTEST_SKIP() << "HS_SCREENSHOTS=1 takes them";
    // as a modeler drawing sets the window: the queue and history docks narrowed for the canvas
    window->resize(1600, 1000);
    window->resizeDocks({window->docks()->queueDock()}, {380}, Qt::Horizontal);
    settle();
    for (const char* file : {"RCCircuit.mo", "RelaySwitchedRL.mo"}) {
        ASSERT_TRUE(window->openFile(example(file)));
        ASSERT_TRUE(idle());
        showDiagram();
        diagram()->fit();
        click(scene()
                  ->componentRect(QString(file) == "RCCircuit.mo" ? "resistor" : "relay")
                  .center());
        settle();
        const QString name = QString("component_diagram_") + QString(file).section('.', 0, 0);
        EXPECT_TRUE(test::screenshotsInEveryLanguage(window.get(), window.get(), name));
    }
}

}  // namespace
}  // namespace hs::ui

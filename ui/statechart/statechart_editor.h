#pragma once
// The statechart editor: a palette (state, composite state, initial pointer, final state,
// choice point, transition), a Graphics View canvas and a property panel. Elements are
// placed by click or by dragging them from the palette; a transition is drawn by dragging
// from a state's border (or with the transition tool from anywhere in it) to another
// state, or back to the same one; states move and resize on a 10-unit grid and move into
// a composite state when dropped inside it; rubber-band selection, delete, copy/paste,
// zoom and fit. Every edit goes through the DocumentModel (one undoable command each;
// drags and typing merge). The property panel edits names, entry/exit actions, trigger
// kinds, expressions, guards and actions in small QScintilla editors with the equation
// editor's lexer, completion and diagnostics.
// While a model runs the canvas shows the active state configuration, flashes the
// transition that just fired and shows the time left on scheduled timeouts.
// GUI thread only.

#include "hs/lang/diagnostic.h"
#include "hs/model/document.h"
#include "hs/sim/breakpoint.h"

#include <QGraphicsScene>
#include <QHash>
#include <QSet>
#include <QWidget>

#include <optional>
#include <vector>

class QGraphicsView;
class QActionGroup;
class QAction;
class QToolBar;
class QLabel;

namespace hs::ui {

class DocumentModel;
class StatePropertyPanel;

enum class ChartTool { Select, State, Composite, Initial, Final, Choice, Transition };

class StatechartScene : public QGraphicsScene {
    Q_OBJECT
public:
    StatechartScene(DocumentModel* document, QObject* parent = nullptr);
    ~StatechartScene() override;

    void setChart(int module, int chart);
    int moduleIndex() const { return m_module; }
    int chartIndex() const { return m_chart; }
    const doc::Statechart* chart() const;
    void setTool(ChartTool tool);
    ChartTool tool() const { return m_tool; }

    // Rebuilds the items from the document, keeping the selection by name.
    void rebuild();
    QStringList selectedNames() const;
    void selectNames(const QStringList& names);

    // Where an element is drawn (scene coordinates), for tests and gestures.
    QRectF stateRect(const QString& name) const;
    QPointF transitionMidpoint(const QString& name) const;
    // Where a selected transition's bend handle is: its bend point, or its middle.
    QPointF transitionHandle(const QString& name) const;

    // Live view. Paths are the engine's ("chart.Name").
    void setLive(const QSet<QString>& activeStates, const QHash<QString, double>& timeoutDue, double now);
    void flashTransition(const QString& name);
    void clearLive();
    QStringList highlightedStates() const;  // local names drawn as active
    QString flashingTransition() const { return m_flash; }
    QString transitionLiveText(const QString& name) const;
    void setErrorElements(const QSet<QString>& names);

    // Edits of the chart shown, each one undoable command of the document; the gestures on
    // the canvas end in these. States drawn without a stored geometry get the place they
    // are drawn at. Names that do not exist change nothing.
    void setInitialState(const QString& name);
    // A transition from one state to another (or the same); its name, selected.
    QString addTransition(const QString& from, const QString& to);
    void resizeState(const QString& name, const QRectF& rect);
    // Moves the states (children with their parents) by delta; a state dropped inside a
    // composite state becomes its child, one dropped outside every composite goes to the
    // top level.
    void moveStates(const QStringList& names, QPointF delta);
    // A transition through the bend point (snapped to the grid), or straight (nullopt).
    void bendTransition(const QString& name, std::optional<QPointF> bend);

signals:
    void selectionNamesChanged();
    void toolFinished();  // a placing tool did its job: back to Select
    void editRequested(const QString& name);  // double-click on an element
    // The canvas's context menu asks for a breakpoint on a state or a transition (its
    // path "chart.Name"): kind StateEntered, StateLeft or Element.
    void breakpointRequested(hs::BreakpointKind kind, const QString& path);
    // ... asks why a transition (its path) fired or did not.
    void explainRequested(const QString& path);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) override;
    void dragEnterEvent(QGraphicsSceneDragDropEvent* event) override;
    void dragMoveEvent(QGraphicsSceneDragDropEvent* event) override;
    void dropEvent(QGraphicsSceneDragDropEvent* event) override;
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    void contextMenuEvent(QGraphicsSceneContextMenuEvent* event) override;

private:
    enum class Gesture { None, Move, Resize, Link, RubberBand, Bend };
    class StateItem;
    class TransitionItem;
    StateItem* stateAt(QPointF p, const QSet<QString>& excluded = {}) const;
    TransitionItem* transitionAt(QPointF p) const;
    void placeState(doc::StateKind kind, QPointF p);
    void layoutTransitions();
    QString label(const doc::Transition& t) const;
    // Gives the states without a stored geometry the one they are drawn with (before the
    // drag under way moved them).
    void writeDrawnGeometry(doc::Statechart& chart) const;

    DocumentModel* m_document;
    int m_module = -1, m_chart = -1;
    ChartTool m_tool = ChartTool::Select;
    QHash<QString, StateItem*> m_states;
    QHash<QString, TransitionItem*> m_transitions;
    QList<QGraphicsItem*> m_markers;
    Gesture m_gesture = Gesture::None;
    QPointF m_pressPos;
    QString m_pressState;
    QStringList m_moving;
    QHash<QString, QPointF> m_origins;
    QGraphicsLineItem* m_linkLine = nullptr;
    QGraphicsRectItem* m_rubber = nullptr;
    QSet<QString> m_active, m_errors;
    QHash<QString, double> m_timeoutDue;       // by local name
    QHash<QString, double> m_timeoutDueGiven;  // as given (paths), for rebuilds
    double m_now = 0.0;
    QString m_flash;
};

class StatechartEditor : public QWidget {
    Q_OBJECT
public:
    StatechartEditor(DocumentModel* document, QWidget* parent = nullptr);

    void setChart(int module, int chart);
    StatechartScene* scene() const { return m_scene; }
    QGraphicsView* view() const { return m_view; }
    StatePropertyPanel* properties() const { return m_panel; }
    void setTool(ChartTool tool);
    QAction* toolAction(ChartTool tool) const;

    void copySelection();
    void paste();
    void deleteSelection();
    void selectAll();
    void zoomBy(double factor);
    void fit();
    // Fits the drawing once the view has its real size (the next time it is shown or
    // resized): a document opens fitted, whatever tab is current.
    void fitWhenShown();

    // Diagnostics of the whole module: elements with errors are outlined, fields underlined.
    void setDiagnostics(const std::vector<Diagnostic>& diagnostics);
    void setCompletionWords(const QStringList& words);

signals:
    // The user selected an element (its path "chart.Name"), e.g. to select queue rows.
    void elementSelected(const QString& path);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitIfPending();
    bool m_fitPending = false;
    void retranslate();

    DocumentModel* m_document;
    StatechartScene* m_scene;
    QGraphicsView* m_view;
    StatePropertyPanel* m_panel;
    QToolBar* m_palette;
    QActionGroup* m_tools;
    QHash<int, QAction*> m_toolActions;
    QList<QAction*> m_commands;
    int m_pasteCount = 0;
};

}  // namespace hs::ui

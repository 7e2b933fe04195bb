#pragma once
// The canvas of the component diagram: one item per component, drawn from its class's icon
// where its Placement puts it, its ports (connector components) on it, and the connections
// as lines between ports. The items only draw and forward gestures: moving components
// (snapped to a 10-unit grid), dragging from a port to a compatible port, dropping a class
// from the library, double-clicking a component — each ends in a signal that the diagram
// turns into a text edit. Coordinates are Modelica's with y down (scene y = -model y).
// GUI thread only.

#include "hs/flatten/diagram.h"

#include <QGraphicsScene>
#include <QHash>
#include <QSet>
#include <QStringList>

#include <vector>

class QGraphicsLineItem;

namespace hs::ui {

// The drag-and-drop type of a class dragged from the library onto the canvas: its
// qualified name.
inline constexpr const char* kClassMime = "application/x-hybridstudio-class";

class ComponentItem;
class PortItem;
class ConnectionItem;

class ComponentScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit ComponentScene(QObject* parent = nullptr);
    ~ComponentScene() override;

    // Draws this diagram (the selection is kept by name).
    void setDiagram(const flatten::DiagramView& diagram);
    const flatten::DiagramView& diagram() const { return m_diagram; }
    // Components and ports ("R1", "R1.p") drawn in red: not balanced, not connected.
    void setProblems(const QSet<QString>& problems);
    bool isProblem(const QString& name) const { return m_problems.contains(name); }

    QStringList selectedComponents() const;
    // "from|to" of the selected connections
    QStringList selectedConnections() const;
    void selectComponent(const QString& name);

    // Geometry, for tests and gestures (scene coordinates).
    QRectF componentRect(const QString& name) const;
    QPointF portCenter(const QString& reference) const;  // "R1.p", or "p" of the class itself
    bool hasConnection(const QString& a, const QString& b) const;
    // Do two ports accept a connection between them (their connectors match)?
    bool compatible(const QString& a, const QString& b) const;

    // Model coordinates of a scene point, snapped to the grid.
    static QPointF toModel(QPointF scene);

signals:
    void componentsMoved(const QStringList& names, QPointF delta);  // model units
    void connectRequested(const QString& from, const QString& to,
                          const std::vector<flatten::Point>& points);
    void classDropped(const QString& path, QPointF modelPoint);
    void componentActivated(const QString& name);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) override;
    void dragEnterEvent(QGraphicsSceneDragDropEvent* event) override;
    void dragMoveEvent(QGraphicsSceneDragDropEvent* event) override;
    void dropEvent(QGraphicsSceneDragDropEvent* event) override;

private:
    PortItem* portAt(QPointF scene) const;
    const flatten::PortView* portView(const QString& reference) const;

    flatten::DiagramView m_diagram;
    QHash<QString, ComponentItem*> m_components;
    QHash<QString, PortItem*> m_ports;  // by reference "R1.p"
    QList<ConnectionItem*> m_connections;
    QSet<QString> m_problems;
    PortItem* m_connectFrom = nullptr;
    QGraphicsLineItem* m_rubber = nullptr;
    QHash<QString, QPointF> m_pressPositions;  // components' positions when a drag began
};

}  // namespace hs::ui

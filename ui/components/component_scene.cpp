#include "components/component_scene.h"

#include "components/icon_painter.h"

#include <QGraphicsItem>
#include <QGraphicsLineItem>
#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsSceneMouseEvent>
#include <QMimeData>
#include <QPainter>
#include <QSignalBlocker>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace hs::ui {

namespace {

constexpr double kGrid = 10;
const QColor kProblem(220, 30, 30);
const QColor kSelection(0, 120, 215);

double snap(double v) {
    return std::round(v / kGrid) * kGrid;
}

IconTexts textsOf(const flatten::ComponentView& c) {
    IconTexts t;
    t.name = QString::fromStdString(c.name);
    if (c.cls)
        for (const auto& p : c.cls->parameters)
            t.values.insert(QString::fromStdString(p.name), QString::fromStdString(p.defaultValue));
    for (const auto& [name, value] : c.modifiers)
        t.values.insert(QString::fromStdString(name), QString::fromStdString(value));
    return t;
}

// A placement that is not written: a default box at the origin of the next free column.
flatten::Placement placementOf(const flatten::ComponentView& c, int index) {
    if (c.placement.present) return c.placement;
    flatten::Placement p;
    p.present = true;
    p.origin = {-80.0 + 40.0 * (index % 5), 60.0 - 40.0 * (index / 5)};
    return p;
}

}  // namespace

// ------------------------------------------------------------------ items

class PortItem : public QGraphicsItem {
public:
    PortItem(QGraphicsItem* parent, QString reference, const flatten::PortView& port,
             const QTransform& toParent)
        : QGraphicsItem(parent), m_reference(std::move(reference)), m_port(port) {
        const QTransform own = placementTransform(port.placement, {-100, -100}, {100, 100});
        m_transform = own * toParent;
        m_bounds = QRectF(m_transform.map(QPointF(-100, -100)), m_transform.map(QPointF(100, 100)))
                       .normalized()
                       .adjusted(-1, -1, 1, 1);
        setAcceptHoverEvents(true);
        setCursor(Qt::CrossCursor);
        setZValue(1);
    }
    const QString& reference() const { return m_reference; }
    const flatten::PortView& port() const { return m_port; }
    QPointF center() const { return mapToScene(m_bounds.center()); }
    QRectF boundingRect() const override { return m_bounds.adjusted(-2, -2, 2, 2); }
    void setProblem(bool on) {
        m_problem = on;
        update();
    }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override {
        painter->setRenderHint(QPainter::Antialiasing);
        if (m_port.icon.empty()) {
            painter->setPen(QPen(Qt::darkGray, 0));
            painter->setBrush(Qt::white);
            painter->drawRect(m_bounds);
        } else {
            paintGraphics(*painter, m_port.icon, m_transform, {});
        }
        if (m_problem || m_hover) {
            QPen pen(m_problem ? kProblem : kSelection, 2);
            pen.setCosmetic(true);
            painter->setPen(pen);
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(m_bounds.adjusted(-1, -1, 1, 1));
        }
    }

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent*) override {
        m_hover = true;
        update();
    }
    void hoverLeaveEvent(QGraphicsSceneHoverEvent*) override {
        m_hover = false;
        update();
    }

private:
    QString m_reference;
    flatten::PortView m_port;
    QTransform m_transform;
    QRectF m_bounds;
    bool m_problem = false;
    bool m_hover = false;
};

class ConnectionItem : public QGraphicsPathItem {
public:
    ConnectionItem(const flatten::ConnectionView& c, PortItem* from, PortItem* to)
        : m_view(c), m_from(from), m_to(to) {
        setFlag(ItemIsSelectable, !c.inherited);
        setZValue(-1);
        QColor color =
            c.color ? QColor((*c.color)[0], (*c.color)[1], (*c.color)[2]) : QColor(0, 0, 255);
        QPen pen(color, 1.5);
        pen.setCosmetic(true);
        setPen(pen);
        route();
    }
    const flatten::ConnectionView& view() const { return m_view; }
    bool joins(const QString& a, const QString& b) const {
        const QString f = QString::fromStdString(m_view.from),
                      t = QString::fromStdString(m_view.to);
        return (f == a && t == b) || (f == b && t == a);
    }
    bool touches(const QString& component) const {
        auto head = [](const std::string& r) {
            return QString::fromStdString(r.substr(0, std::min(r.find('.'), r.find('['))));
        };
        return head(m_view.from) == component || head(m_view.to) == component;
    }
    // The line's points, its ends on the ports (which may have moved since it was drawn).
    void route() {
        QPolygonF line;
        for (const auto& p : m_view.points) line << QPointF(p.first, -p.second);
        const QPointF a = m_from ? m_from->center() : (line.isEmpty() ? QPointF() : line.front());
        const QPointF b = m_to ? m_to->center() : (line.isEmpty() ? QPointF() : line.back());
        if (line.size() < 2) {
            line = QPolygonF() << a << b;
        } else {
            line.front() = a;
            line.back() = b;
        }
        QPainterPath path;
        path.addPolygon(line);
        setPath(path);
    }
    QPainterPath shape() const override {
        QPainterPathStroker stroker;
        stroker.setWidth(4);
        return stroker.createStroke(path());
    }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option,
               QWidget* widget) override {
        QStyleOptionGraphicsItem plain = *option;
        plain.state &= ~QStyle::State_Selected;
        if (isSelected()) {
            QPen pen = this->pen();
            pen.setColor(kSelection);
            pen.setWidthF(3);
            painter->setPen(pen);
            painter->drawPath(path());
            return;
        }
        QGraphicsPathItem::paint(painter, &plain, widget);
    }

private:
    flatten::ConnectionView m_view;
    PortItem* m_from;
    PortItem* m_to;
};

class ComponentItem : public QGraphicsItem {
public:
    ComponentItem(const flatten::ComponentView& c, const flatten::Placement& placement,
                  std::function<void(ComponentItem*)> moved)
        : m_view(c), m_moved(std::move(moved)) {
        const flatten::Point e1 = c.cls ? c.cls->extent1 : flatten::Point{-100, -100};
        const flatten::Point e2 = c.cls ? c.cls->extent2 : flatten::Point{100, 100};
        // drawn about its origin, which is the item's position; y flipped
        m_transform = placementTransform(placement, e1, e2, false) * flipY();
        setPos(placement.origin.first, -placement.origin.second);
        m_texts = textsOf(c);
        const std::vector<flatten::Graphic>& icon =
            c.cls ? c.cls->icon : std::vector<flatten::Graphic>{};
        m_bounds = QRectF(m_transform.map(QPointF(e1.first, e1.second)),
                          m_transform.map(QPointF(e2.first, e2.second)))
                       .normalized();
        m_bounds = m_bounds.united(graphicsBounds(icon, m_transform));
        setFlag(ItemIsSelectable, !c.inherited);
        setFlag(ItemIsMovable, !c.inherited);
        setFlag(ItemSendsGeometryChanges);
        setToolTip(QString::fromStdString(c.name + " — " + (c.cls ? c.cls->path : c.typeName)));
    }
    const flatten::ComponentView& view() const { return m_view; }
    const QTransform& iconTransform() const { return m_transform; }
    QRectF boundingRect() const override { return m_bounds.adjusted(-3, -3, 3, 3); }
    void setProblem(bool on) {
        m_problem = on;
        update();
    }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override {
        painter->setRenderHint(QPainter::Antialiasing);
        if (m_view.cls && !m_view.cls->icon.empty()) {
            paintGraphics(*painter, m_view.cls->icon, m_transform, m_texts);
        } else {
            // no icon: a labelled box
            QPen pen(Qt::darkGray, 0);
            painter->setPen(pen);
            painter->setBrush(QColor(250, 250, 250));
            const QRectF r =
                QRectF(m_transform.map(QPointF(-100, -100)), m_transform.map(QPointF(100, 100)))
                    .normalized();
            painter->drawRect(r);
            painter->drawText(r, Qt::AlignCenter | Qt::TextWordWrap, m_texts.name);
        }
        if (isSelected() || m_problem) {
            QPen pen(m_problem ? kProblem : kSelection, m_problem ? 2 : 1,
                     m_problem ? Qt::SolidLine : Qt::DashLine);
            pen.setCosmetic(true);
            painter->setPen(pen);
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(m_bounds);
        }
    }

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override {
        if (change == ItemPositionChange) {
            const QPointF p = value.toPointF();
            return QPointF(snap(p.x()), snap(p.y()));
        }
        if (change == ItemPositionHasChanged && m_moved) m_moved(this);
        return QGraphicsItem::itemChange(change, value);
    }

private:
    flatten::ComponentView m_view;
    std::function<void(ComponentItem*)> m_moved;
    QTransform m_transform;
    QRectF m_bounds;
    IconTexts m_texts;
    bool m_problem = false;
};

// ------------------------------------------------------------------ scene

ComponentScene::ComponentScene(QObject* parent) : QGraphicsScene(parent) {
    setBackgroundBrush(Qt::white);
}

ComponentScene::~ComponentScene() {
    // the items go without telling anyone of their selection
    const QSignalBlocker quiet(this);
    m_components.clear();
    m_ports.clear();
    m_connections.clear();
    clear();
}

QPointF ComponentScene::toModel(QPointF scene) {
    return {snap(scene.x()), snap(-scene.y())};
}

void ComponentScene::setDiagram(const flatten::DiagramView& diagram) {
    const QStringList selected = selectedComponents();
    m_connectFrom = nullptr;
    m_rubber = nullptr;
    m_components.clear();
    m_ports.clear();
    m_connections.clear();
    {
        // the items go without telling of each one's selection
        const QSignalBlocker quiet(this);
        clear();
    }
    m_diagram = diagram;
    // the diagram's own area
    const QRectF area(QPointF(diagram.extent1.first, -diagram.extent2.second),
                      QPointF(diagram.extent2.first, -diagram.extent1.second));
    auto* frame = addRect(area.normalized(), QPen(QColor(220, 220, 220), 0, Qt::DashLine));
    frame->setZValue(-10);
    int index = 0;
    for (const flatten::ComponentView& c : diagram.components) {
        const flatten::Placement placement = placementOf(c, index++);
        auto* item = new ComponentItem(c, placement, [this](ComponentItem* moved) {
            for (ConnectionItem* line : m_connections)
                if (line->touches(QString::fromStdString(moved->view().name))) line->route();
        });
        addItem(item);
        const QString name = QString::fromStdString(c.name);
        m_components.insert(name, item);
        if (!c.cls) continue;
        if (c.connector) {
            // a connector of the class itself: the whole icon is its port
            flatten::PortView self;
            self.name = c.name;
            self.className = c.cls->path;
            self.icon = c.cls->icon;
            self.placement.present = true;
            self.placement.p1 = {-100, -100};
            self.placement.p2 = {100, 100};
            for (const auto& p : c.cls->ports) self.signature += p.signature;
            m_ports.insert(name, new PortItem(item, name, self, item->iconTransform()));
            continue;
        }
        for (const flatten::PortView& p : c.cls->ports)
            m_ports.insert(name + "." + QString::fromStdString(p.name),
                           new PortItem(item, name + "." + QString::fromStdString(p.name), p,
                                        item->iconTransform()));
    }
    for (const flatten::ConnectionView& c : diagram.connections) {
        auto* line = new ConnectionItem(c, m_ports.value(QString::fromStdString(c.from)),
                                        m_ports.value(QString::fromStdString(c.to)));
        addItem(line);
        m_connections.push_back(line);
    }
    {
        const QSignalBlocker quiet(this);
        for (const QString& s : selected)
            if (ComponentItem* item = m_components.value(s)) item->setSelected(true);
    }
    setProblems(m_problems);
    setSceneRect(itemsBoundingRect().united(area).adjusted(-40, -40, 40, 40));
}

void ComponentScene::setProblems(const QSet<QString>& problems) {
    m_problems = problems;
    for (auto it = m_components.begin(); it != m_components.end(); ++it)
        it.value()->setProblem(problems.contains(it.key()));
    for (auto it = m_ports.begin(); it != m_ports.end(); ++it)
        it.value()->setProblem(problems.contains(it.key()));
}

QStringList ComponentScene::selectedComponents() const {
    QStringList out;
    for (auto it = m_components.begin(); it != m_components.end(); ++it)
        if (it.value()->isSelected()) out << it.key();
    out.sort();
    return out;
}

QStringList ComponentScene::selectedConnections() const {
    QStringList out;
    for (ConnectionItem* c : m_connections)
        if (c->isSelected()) out << QString::fromStdString(c->view().from + "|" + c->view().to);
    return out;
}

void ComponentScene::selectComponent(const QString& name) {
    clearSelection();
    if (ComponentItem* item = m_components.value(name)) item->setSelected(true);
}

QRectF ComponentScene::componentRect(const QString& name) const {
    ComponentItem* item = m_components.value(name);
    return item ? item->mapRectToScene(item->boundingRect().adjusted(3, 3, -3, -3)) : QRectF();
}

QPointF ComponentScene::portCenter(const QString& reference) const {
    PortItem* port = m_ports.value(reference);
    return port ? port->center() : QPointF();
}

bool ComponentScene::hasConnection(const QString& a, const QString& b) const {
    for (ConnectionItem* c : m_connections)
        if (c->joins(a, b)) return true;
    return false;
}

const flatten::PortView* ComponentScene::portView(const QString& reference) const {
    PortItem* p = m_ports.value(reference);
    return p ? &p->port() : nullptr;
}

bool ComponentScene::compatible(const QString& a, const QString& b) const {
    const flatten::PortView* x = portView(a);
    const flatten::PortView* y = portView(b);
    if (!x || !y || a == b) return false;
    const QString ca = a.section('.', 0, 0), cb = b.section('.', 0, 0);
    if (ca == cb && a.contains('.') && b.contains('.')) return false;  // one component's own ports
    if (x->signature != y->signature) return false;
    // two outputs of components never drive one signal
    return !(x->output && y->output && a.contains('.') && b.contains('.'));
}

PortItem* ComponentScene::portAt(QPointF scene) const {
    for (QGraphicsItem* item : items(scene))
        if (auto* port = dynamic_cast<PortItem*>(item)) return port;
    return nullptr;
}

void ComponentScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() == Qt::LeftButton) {
        if (PortItem* port = portAt(event->scenePos())) {
            // a drag from a port draws a connection
            m_connectFrom = port;
            m_rubber = addLine(QLineF(port->center(), event->scenePos()),
                               QPen(kSelection, 0, Qt::DashLine));
            m_rubber->setZValue(5);
            event->accept();
            return;
        }
    }
    QGraphicsScene::mousePressEvent(event);
    m_pressPositions.clear();
    for (auto it = m_components.begin(); it != m_components.end(); ++it)
        if (it.value()->isSelected()) m_pressPositions.insert(it.key(), it.value()->pos());
}

void ComponentScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    if (m_rubber) {
        m_rubber->setLine(QLineF(m_connectFrom->center(), event->scenePos()));
        return;
    }
    QGraphicsScene::mouseMoveEvent(event);
}

void ComponentScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
    if (m_rubber) {
        PortItem* from = m_connectFrom;
        delete m_rubber;
        m_rubber = nullptr;
        m_connectFrom = nullptr;
        PortItem* to = portAt(event->scenePos());
        if (from && to && to != from && compatible(from->reference(), to->reference()) &&
            !hasConnection(from->reference(), to->reference())) {
            // an orthogonal route from one port to the other
            const QPointF a = from->center(), b = to->center();
            std::vector<flatten::Point> points{{a.x(), -a.y()}};
            if (std::fabs(a.x() - b.x()) > 1e-9 && std::fabs(a.y() - b.y()) > 1e-9) {
                const double mid = snap((a.x() + b.x()) / 2);
                points.push_back({mid, -a.y()});
                points.push_back({mid, -b.y()});
            }
            points.push_back({b.x(), -b.y()});
            emit connectRequested(from->reference(), to->reference(), points);
        }
        return;
    }
    QGraphicsScene::mouseReleaseEvent(event);
    QStringList moved;
    QPointF delta;
    for (auto it = m_pressPositions.begin(); it != m_pressPositions.end(); ++it) {
        ComponentItem* item = m_components.value(it.key());
        if (!item || item->pos() == it.value()) continue;
        moved << it.key();
        delta = item->pos() - it.value();
    }
    m_pressPositions.clear();
    if (!moved.isEmpty()) {
        moved.sort();
        emit componentsMoved(moved, QPointF(delta.x(), -delta.y()));
    }
}

void ComponentScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) {
    for (QGraphicsItem* item : items(event->scenePos()))
        if (auto* c = dynamic_cast<ComponentItem*>(item)) {
            emit componentActivated(QString::fromStdString(c->view().name));
            return;
        }
    QGraphicsScene::mouseDoubleClickEvent(event);
}

void ComponentScene::dragEnterEvent(QGraphicsSceneDragDropEvent* event) {
    if (event->mimeData()->hasFormat(kClassMime)) {
        event->acceptProposedAction();
        return;
    }
    QGraphicsScene::dragEnterEvent(event);
}

void ComponentScene::dragMoveEvent(QGraphicsSceneDragDropEvent* event) {
    if (event->mimeData()->hasFormat(kClassMime)) {
        event->acceptProposedAction();
        return;
    }
    QGraphicsScene::dragMoveEvent(event);
}

void ComponentScene::dropEvent(QGraphicsSceneDragDropEvent* event) {
    if (!event->mimeData()->hasFormat(kClassMime)) return QGraphicsScene::dropEvent(event);
    const QString path = QString::fromUtf8(event->mimeData()->data(kClassMime));
    event->acceptProposedAction();
    emit classDropped(path, toModel(event->scenePos()));
}

}  // namespace hs::ui

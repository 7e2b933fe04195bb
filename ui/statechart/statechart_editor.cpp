// The statechart canvas draws the document's chart with one item per state and per
// transition and handles the mouse itself (not through item flags), so that every
// gesture ends in exactly one DocumentModel edit: during a drag only the items move;
// on release the edit is made and the items are rebuilt from the document.

#include "statechart/statechart_editor.h"

#include "common/canvas.h"
#include "document/chart_edit.h"
#include "document/document_model.h"
#include "statechart/property_panel.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QDrag>
#include <QEvent>
#include <QGraphicsItem>
#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPathStroker>
#include <QScrollBar>
#include <QSplitter>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <cmath>

namespace hs::ui {

namespace {

constexpr const char* kPaletteMime = "application/x-hybridstudio-chart-element";
constexpr const char* kClipboardMime = "application/x-hybridstudio-statechart";
constexpr double kBorder = 6.0;   // how close to a state's border a transition drag starts
constexpr double kHandle = 10.0;  // resize handle size

const QColor kStateFill(0xfd, 0xf7, 0xe1);
const QColor kCompositeFill(0xf4, 0xf8, 0xfc);
const QColor kStateLine(0x5b, 0x6b, 0x7b);
const QColor kActiveFill(0xc9, 0xf2, 0xc2);
const QColor kActiveLine(0x1e, 0x8e, 0x3e);
const QColor kErrorLine(0xc0, 0x39, 0x2b);
const QColor kSelectLine(0x1f, 0x6f, 0xd1);
const QColor kFlash(0xff, 0x8c, 0x00);

QString trimmed(const std::string& s, int max) {
    QString q = QString::fromStdString(s).simplified();
    if (q.size() > max) q = q.left(max - 1) + QChar(0x2026);
    return q;
}

// A palette button: clicking picks the tool, dragging drops the element on the canvas.
class PaletteButton : public QToolButton {
public:
    PaletteButton(int kind, QWidget* parent) : QToolButton(parent), m_kind(kind) {
        setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        setAutoRaise(true);
    }

protected:
    void mousePressEvent(QMouseEvent* e) override {
        m_press = e->position().toPoint();
        QToolButton::mousePressEvent(e);
    }
    void mouseMoveEvent(QMouseEvent* e) override {
        if (m_kind >= 0 && (e->buttons() & Qt::LeftButton) &&
            (e->position().toPoint() - m_press).manhattanLength() >= QApplication::startDragDistance()) {
            setDown(false);
            auto* drag = new QDrag(this);
            auto* mime = new QMimeData;
            mime->setData(kPaletteMime, QByteArray::number(m_kind));
            drag->setMimeData(mime);
            drag->setPixmap(icon().pixmap(32, 32));
            drag->exec(Qt::CopyAction);
            return;
        }
        QToolButton::mouseMoveEvent(e);
    }

private:
    int m_kind;
    QPoint m_press;
};

QIcon paletteIcon(ChartTool tool) {
    QPixmap pm(32, 32);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(kStateLine, 1.6));
    switch (tool) {
    case ChartTool::Select:
        p.setBrush(Qt::black);
        p.drawPolygon(QPolygonF({QPointF(9, 5), QPointF(9, 26), QPointF(14, 21), QPointF(18, 29), QPointF(21, 27),
                                 QPointF(17, 20), QPointF(24, 20)}));
        break;
    case ChartTool::State:
        p.setBrush(kStateFill);
        p.drawRoundedRect(QRectF(3, 8, 26, 16), 5, 5);
        break;
    case ChartTool::Composite:
        p.setBrush(kCompositeFill);
        p.drawRoundedRect(QRectF(2, 4, 28, 24), 5, 5);
        p.setBrush(kStateFill);
        p.drawRoundedRect(QRectF(8, 13, 16, 10), 3, 3);
        break;
    case ChartTool::Initial:
        p.setBrush(Qt::black);
        p.drawEllipse(QPointF(7, 16), 4, 4);
        p.drawLine(QPointF(11, 16), QPointF(27, 16));
        p.drawPolygon(QPolygonF({QPointF(28, 16), QPointF(22, 12), QPointF(22, 20)}));
        break;
    case ChartTool::Final:
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(QPointF(16, 16), 10, 10);
        p.setBrush(Qt::black);
        p.drawEllipse(QPointF(16, 16), 6, 6);
        break;
    case ChartTool::Choice:
        p.setBrush(Qt::white);
        p.drawPolygon(QPolygonF({QPointF(16, 4), QPointF(28, 16), QPointF(16, 28), QPointF(4, 16)}));
        break;
    case ChartTool::Transition:
        p.drawLine(QPointF(4, 26), QPointF(26, 6));
        p.setBrush(kStateLine);
        p.drawPolygon(QPolygonF({QPointF(28, 4), QPointF(20, 7), QPointF(25, 12)}));
        break;
    }
    return QIcon(pm);
}

doc::StateKind kindOfTool(ChartTool t) {
    switch (t) {
    case ChartTool::Composite: return doc::StateKind::Composite;
    case ChartTool::Final: return doc::StateKind::Final;
    case ChartTool::Choice: return doc::StateKind::Choice;
    default: return doc::StateKind::Simple;
    }
}

// where the line from the centre of `r` towards `p` leaves the shape
QPointF borderPoint(const QRectF& r, doc::StateKind kind, QPointF p) {
    const QPointF c = r.center();
    QPointF d = p - c;
    if (std::abs(d.x()) < 1e-9 && std::abs(d.y()) < 1e-9) return c;
    if (kind == doc::StateKind::Final || kind == doc::StateKind::Choice) {
        const double len = std::hypot(d.x(), d.y());
        const double radius = r.width() / 2.0;
        return c + d * (radius / len);
    }
    const double sx = d.x() != 0 ? (r.width() / 2.0) / std::abs(d.x()) : 1e300;
    const double sy = d.y() != 0 ? (r.height() / 2.0) / std::abs(d.y()) : 1e300;
    return c + d * std::min(sx, sy);
}

}  // namespace

// ----------------------------------------------------------------------------- items

class StatechartScene::StateItem : public QGraphicsItem {
public:
    StateItem(const doc::State& s, QRectF sceneRect, bool initial) : state(s), initial(initial) {
        setPos(sceneRect.topLeft());
        m_rect = QRectF(QPointF(0, 0), sceneRect.size());
        setFlag(ItemIsSelectable);
    }
    QString name() const { return QString::fromStdString(state.name); }
    QRectF sceneRectOf() const { return QRectF(pos(), m_rect.size()); }
    void setSize(QSizeF s) {
        prepareGeometryChange();
        m_rect = QRectF(QPointF(0, 0), s);
    }
    QRectF boundingRect() const override { return m_rect.adjusted(-40, -24, 6, 6); }
    QPainterPath shape() const override {
        QPainterPath p;
        p.addRect(m_rect.adjusted(-3, -3, 3, 3));
        return p;
    }
    bool onBorder(QPointF scenePos) const {
        const QPointF l = scenePos - pos();
        if (state.kind == doc::StateKind::Final) return false;
        if (!m_rect.adjusted(-3, -3, 3, 3).contains(l)) return false;
        if (state.kind == doc::StateKind::Choice) return true;  // small: any point starts a transition
        return !m_rect.adjusted(kBorder, kBorder, -kBorder, -kBorder).contains(l);
    }
    bool onHandle(QPointF scenePos) const {
        if (!isSelected() || state.kind == doc::StateKind::Final || state.kind == doc::StateKind::Choice) return false;
        const QPointF l = scenePos - pos();
        return QRectF(m_rect.bottomRight() - QPointF(kHandle, kHandle), QSizeF(kHandle + 3, kHandle + 3)).contains(l);
    }
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override {
        p->setRenderHint(QPainter::Antialiasing);
        QColor line = error ? kErrorLine : active ? kActiveLine : kStateLine;
        const double width = active || error ? 2.6 : 1.3;
        p->setPen(QPen(line, width));
        const QRectF r = m_rect;
        switch (state.kind) {
        case doc::StateKind::Simple:
        case doc::StateKind::Composite: {
            const bool composite = state.kind == doc::StateKind::Composite;
            p->setBrush(active ? (composite ? kActiveFill.lighter(112) : kActiveFill)
                               : (composite ? kCompositeFill : kStateFill));
            p->drawRoundedRect(r, 10, 10);
            QFont f = p->font();
            f.setBold(true);
            p->setFont(f);
            p->setPen(QColor(0x22, 0x22, 0x22));
            const QFontMetricsF fm(f);
            if (composite) {
                p->drawText(QRectF(r.left() + 10, r.top() + 4, r.width() - 20, fm.height()),
                            Qt::AlignLeft | Qt::AlignVCenter, name());
                p->setPen(QPen(line.lighter(150), 1));
                p->drawLine(QPointF(r.left() + 1, r.top() + fm.height() + 8),
                            QPointF(r.right() - 1, r.top() + fm.height() + 8));
            } else {
                p->drawText(QRectF(r.left() + 4, r.top() + 4, r.width() - 8, fm.height()), Qt::AlignCenter, name());
                f.setBold(false);
                f.setPointSizeF(f.pointSizeF() * 0.85);
                p->setFont(f);
                p->setPen(QColor(0x55, 0x55, 0x55));
                QStringList lines;
                if (!state.entry.empty()) lines << QStringLiteral("entry / ") + trimmed(state.entry, 40);
                if (!state.exit.empty()) lines << QStringLiteral("exit / ") + trimmed(state.exit, 40);
                const QFontMetricsF small(f);
                double y = r.top() + 8 + fm.height();
                for (const QString& l : lines) {
                    if (y + small.height() > r.bottom() - 2) break;
                    p->drawText(QRectF(r.left() + 6, y, r.width() - 12, small.height()), Qt::AlignLeft,
                                small.elidedText(l, Qt::ElideRight, r.width() - 12));
                    y += small.height();
                }
            }
            break;
        }
        case doc::StateKind::Final: {
            p->setBrush(Qt::white);
            p->drawEllipse(r);
            p->setBrush(active ? kActiveLine : QColor(0x22, 0x22, 0x22));
            p->drawEllipse(r.adjusted(r.width() * 0.22, r.height() * 0.22, -r.width() * 0.22, -r.height() * 0.22));
            break;
        }
        case doc::StateKind::Choice: {
            p->setBrush(active ? kActiveFill : QColor(Qt::white));
            p->drawPolygon(QPolygonF({QPointF(r.center().x(), r.top()), QPointF(r.right(), r.center().y()),
                                      QPointF(r.center().x(), r.bottom()), QPointF(r.left(), r.center().y())}));
            break;
        }
        }
        if (state.kind == doc::StateKind::Final || state.kind == doc::StateKind::Choice) {
            p->setPen(QColor(0x44, 0x44, 0x44));
            p->drawText(QRectF(r.left() - 30, r.top() - 18, r.width() + 60, 16), Qt::AlignCenter, name());
        }
        if (initial) {
            // the initial pointer: a dot left of the state with an arrow to it
            const QPointF to(r.left(), r.top() + std::min(r.height() / 2, 20.0));
            const QPointF from = to - QPointF(30, 0);
            p->setPen(QPen(QColor(0x22, 0x22, 0x22), 1.4));
            p->setBrush(QColor(0x22, 0x22, 0x22));
            p->drawEllipse(from, 4.5, 4.5);
            p->drawLine(from, to - QPointF(6, 0));
            p->drawPolygon(QPolygonF({to, to - QPointF(8, 4), to - QPointF(8, -4)}));
        }
        if (isSelected()) {
            p->setPen(QPen(kSelectLine, 1.2, Qt::DashLine));
            p->setBrush(Qt::NoBrush);
            p->drawRect(r.adjusted(-3, -3, 3, 3));
            if (state.kind == doc::StateKind::Simple || state.kind == doc::StateKind::Composite) {
                p->setPen(Qt::NoPen);
                p->setBrush(kSelectLine);
                p->drawRect(QRectF(r.bottomRight() - QPointF(kHandle - 2, kHandle - 2), QSizeF(kHandle, kHandle)));
            }
        }
    }

    doc::State state;
    int order = 0;  // document order: later states are drawn (and hit) on top
    bool initial = false;
    bool active = false;
    bool error = false;

private:
    QRectF m_rect;
};

class StatechartScene::TransitionItem : public QGraphicsItem {
public:
    explicit TransitionItem(const doc::Transition& t) : transition(t) {
        setFlag(ItemIsSelectable);
        setZValue(1000);
    }
    QString name() const { return QString::fromStdString(transition.name); }
    void setGeometry(const QPainterPath& path, QPointF labelAt, QPolygonF arrow) {
        prepareGeometryChange();
        m_path = path;
        m_label = labelAt;
        m_arrow = arrow;
    }
    QPointF midpoint() const { return m_path.pointAtPercent(0.5); }
    bool selfLoop() const { return transition.source == transition.target; }
    QPointF handle() const {
        return transition.points.empty() ? midpoint() : QPointF(transition.points[0].x, transition.points[0].y);
    }
    void setLive(const QString& text) {
        prepareGeometryChange();
        live = text;
        update();
    }
    QRectF labelRect() const {
        QFont f;
        f.setPointSizeF(f.pointSizeF() * 0.85);
        const QFontMetricsF fm(f);
        QString all = text;
        if (!live.isEmpty()) all += QStringLiteral("  ") + live;
        const double w = fm.horizontalAdvance(all) + 8;
        return QRectF(m_label.x() - w / 2, m_label.y() - fm.height() - 2, w, fm.height() + 2);
    }
    QRectF boundingRect() const override {
        return m_path.boundingRect().united(labelRect()).united(m_arrow.boundingRect()).adjusted(-8, -8, 8, 8);
    }
    QPainterPath shape() const override {
        QPainterPathStroker stroker;
        stroker.setWidth(8);
        QPainterPath s = stroker.createStroke(m_path);
        s.addRect(labelRect());
        return s;
    }
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override {
        p->setRenderHint(QPainter::Antialiasing);
        QColor c = error ? kErrorLine : flashing ? kFlash : isSelected() ? kSelectLine : QColor(0x33, 0x33, 0x33);
        p->setPen(QPen(c, flashing ? 3.2 : isSelected() ? 2.0 : 1.3));
        p->setBrush(Qt::NoBrush);
        p->drawPath(m_path);
        p->setBrush(c);
        p->drawPolygon(m_arrow);
        QFont f = p->font();
        f.setPointSizeF(f.pointSizeF() * 0.85);
        p->setFont(f);
        const QRectF lr = labelRect();
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(255, 255, 255, 215));
        p->drawRoundedRect(lr, 3, 3);
        p->setPen(flashing ? kFlash.darker(130) : QColor(0x30, 0x30, 0x60));
        const QFontMetricsF fm(f);
        p->drawText(QPointF(lr.left() + 4, lr.bottom() - fm.descent() - 1), text);
        if (!live.isEmpty()) {
            p->setPen(QColor(0x1e, 0x6e, 0xc8));
            p->drawText(QPointF(lr.left() + 4 + fm.horizontalAdvance(text + QStringLiteral("  ")),
                                lr.bottom() - fm.descent() - 1),
                        live);
        }
        if (isSelected() && !selfLoop()) {  // the bend handle: drag it to bend the arrow
            p->setPen(QPen(kSelectLine, 1));
            p->setBrush(Qt::white);
            p->drawRect(QRectF(handle() - QPointF(4, 4), QSizeF(8, 8)));
        }
    }

    doc::Transition transition;
    QString text, live;
    bool flashing = false, error = false;

private:
    QPainterPath m_path;
    QPointF m_label;
    QPolygonF m_arrow;
};

// ----------------------------------------------------------------------------- scene

StatechartScene::StatechartScene(DocumentModel* document, QObject* parent)
    : QGraphicsScene(parent), m_document(document) {
    connect(this, &QGraphicsScene::selectionChanged, this, &StatechartScene::selectionNamesChanged);
}

// the base class clears its items on destruction: nobody listens any more
StatechartScene::~StatechartScene() { blockSignals(true); }

const doc::Statechart* StatechartScene::chart() const {
    const auto& d = m_document->document();
    if (m_module < 0 || m_module >= static_cast<int>(d.modules.size())) return nullptr;
    const auto& charts = d.modules[m_module].statecharts;
    if (m_chart < 0 || m_chart >= static_cast<int>(charts.size())) return nullptr;
    return &charts[m_chart];
}

void StatechartScene::setChart(int module, int chart) {
    m_module = module;
    m_chart = chart;
    clearSelection();
    rebuild();
}

void StatechartScene::setTool(ChartTool tool) { m_tool = tool; }

QString StatechartScene::label(const doc::Transition& t) const {
    const doc::Statechart* c = chart();
    const doc::State* from = c ? chartedit::findState(*c, t.source) : nullptr;
    QString s;
    if (!(from && from->kind == doc::StateKind::Choice)) {
        switch (t.trigger) {
        case doc::TriggerKind::Timeout: s = QStringLiteral("timeout ") + trimmed(t.expression, 24); break;
        case doc::TriggerKind::Rate: s = QStringLiteral("rate ") + trimmed(t.expression, 24); break;
        case doc::TriggerKind::Condition: s = QStringLiteral("when ") + trimmed(t.expression, 30); break;
        case doc::TriggerKind::Message:
            s = t.anyMessage ? QStringLiteral("message *") : QStringLiteral("message ") + trimmed(t.expression, 24);
            break;
        }
    }
    if (!t.guard.empty()) s += (s.isEmpty() ? QString() : QStringLiteral(" ")) + '[' + trimmed(t.guard, 30) + ']';
    if (!t.action.empty()) s += QStringLiteral(" / ") + trimmed(t.action, 30);
    return QString::fromStdString(t.name) + QStringLiteral(": ") + s;
}

void StatechartScene::rebuild() {
    const QStringList selected = selectedNames();
    blockSignals(true);
    // the document changed under a gesture (an undo while dragging): the gesture ends
    m_gesture = Gesture::None;
    m_linkLine = nullptr;
    m_rubber = nullptr;
    clear();
    m_states.clear();
    m_transitions.clear();
    const doc::Statechart* c = chart();
    if (!c) {
        blockSignals(false);
        emit selectionNamesChanged();
        return;
    }
    // states without geometry (written by hand) are laid out on a grid
    int unplaced = 0;
    for (const auto& s : c->states) {
        QRectF r(s.geometry.x, s.geometry.y, s.geometry.width, s.geometry.height);
        if (s.geometry.width <= 0 || s.geometry.height <= 0) {
            const doc::Rect d = chartedit::defaultRect(s.kind, {60.0 + (unplaced % 4) * 180.0, 60.0 + (unplaced / 4) * 120.0});
            r = QRectF(d.x, d.y, d.width, d.height);
            ++unplaced;
        }
        const std::string& containerInitial =
            s.parent.empty() ? c->initial
                             : (chartedit::findState(*c, s.parent) ? chartedit::findState(*c, s.parent)->initial : s.name);
        auto* item = new StateItem(s, r, containerInitial == s.name && !s.parent.empty() ? true : c->initial == s.name);
        int depth = 0;
        for (const doc::State* q = &s; q && !q->parent.empty() && depth < 100; q = chartedit::findState(*c, q->parent))
            ++depth;
        item->setZValue(depth);
        item->order = static_cast<int>(m_states.size());
        item->active = m_active.contains(item->name());
        item->error = m_errors.contains(item->name());
        addItem(item);
        m_states.insert(item->name(), item);
    }
    for (const auto& t : c->transitions) {
        if (!m_states.contains(QString::fromStdString(t.source)) || !m_states.contains(QString::fromStdString(t.target)))
            continue;
        auto* item = new TransitionItem(t);
        item->text = label(t);
        item->error = m_errors.contains(item->name());
        item->flashing = false;
        addItem(item);
        m_transitions.insert(item->name(), item);
    }
    layoutTransitions();
    // the live state survives a rebuild
    const QHash<QString, double> due = m_timeoutDueGiven;
    setLive(QSet<QString>(), due, m_now);
    QRectF bounds = itemsBoundingRect().adjusted(-200, -200, 400, 300);
    setSceneRect(bounds.united(QRectF(0, 0, 1000, 700)));
    for (const QString& n : selected) {
        if (auto* s = m_states.value(n)) s->setSelected(true);
        if (auto* t = m_transitions.value(n)) t->setSelected(true);
    }
    blockSignals(false);
    emit selectionNamesChanged();
}

// The transitions' paths from the states' current rectangles (also during a drag).
void StatechartScene::layoutTransitions() {
    // transitions between the same two states (either way) curve apart
    auto pairKey = [](const TransitionItem* t) {
        const QString a = QString::fromStdString(t->transition.source), b = QString::fromStdString(t->transition.target);
        return a < b ? a + '\n' + b : b + '\n' + a;
    };
    QHash<QString, QList<TransitionItem*>> pairs;
    for (TransitionItem* t : std::as_const(m_transitions)) pairs[pairKey(t)].append(t);
    for (TransitionItem* t : std::as_const(m_transitions)) {
        const StateItem* src = m_states.value(QString::fromStdString(t->transition.source));
        const StateItem* dst = m_states.value(QString::fromStdString(t->transition.target));
        const QRectF rs = src->sceneRectOf(), rd = dst->sceneRectOf();
        QPainterPath path;
        QPointF end, beforeEnd;
        if (src == dst && t->transition.points.empty()) {
            const QPointF a(rs.right() - std::min(30.0, rs.width() * 0.3), rs.top());
            end = QPointF(rs.right(), rs.top() + std::min(24.0, rs.height() * 0.4));
            beforeEnd = end + QPointF(40, -4);
            path.moveTo(a);
            path.cubicTo(a + QPointF(0, -40), beforeEnd, end);
        } else if (!t->transition.points.empty()) {
            QPolygonF pts;
            for (const auto& p : t->transition.points) pts << QPointF(p.x, p.y);
            const QPointF a = borderPoint(rs, src->state.kind, pts.first());
            end = borderPoint(rd, dst->state.kind, pts.last());
            beforeEnd = pts.last();
            path.moveTo(a);
            for (const QPointF& p : pts) path.lineTo(p);
            path.lineTo(end);
        } else {
            const auto& group = pairs[pairKey(t)];
            const int k = static_cast<int>(group.indexOf(t));
            const double offset = (k - (group.size() - 1) / 2.0) * 28.0;
            const QPointF cs = rs.center(), cd = rd.center();
            QPointF dir = cd - cs;
            const double len = std::max(1e-9, std::hypot(dir.x(), dir.y()));
            // perpendicular, oriented by the unordered pair so opposite arrows separate
            const bool forward = QString::fromStdString(t->transition.source) < QString::fromStdString(t->transition.target);
            QPointF normal(-dir.y() / len, dir.x() / len);
            if (!forward) normal = -normal;
            const QPointF control = (cs + cd) / 2 + normal * offset * 2;
            const QPointF a = borderPoint(rs, src->state.kind, offset == 0 ? cd : control);
            end = borderPoint(rd, dst->state.kind, offset == 0 ? cs : control);
            beforeEnd = offset == 0 ? a : control;
            path.moveTo(a);
            if (offset == 0)
                path.lineTo(end);
            else
                path.quadTo(control, end);
        }
        QPointF d = end - beforeEnd;
        const double dl = std::max(1e-9, std::hypot(d.x(), d.y()));
        d /= dl;
        const QPointF n(-d.y(), d.x());
        const QPolygonF arrow({end, end - d * 10 + n * 4.5, end - d * 10 - n * 4.5});
        const QPointF mid = path.pointAtPercent(0.5);
        t->setGeometry(path, mid - QPointF(0, 3), arrow);
    }
}

QStringList StatechartScene::selectedNames() const {
    QStringList out;
    for (QGraphicsItem* i : selectedItems()) {
        if (auto* s = dynamic_cast<StateItem*>(i)) out << s->name();
        if (auto* t = dynamic_cast<TransitionItem*>(i)) out << t->name();
    }
    out.sort();
    return out;
}

void StatechartScene::selectNames(const QStringList& names) {
    blockSignals(true);
    clearSelection();
    for (const QString& n : names) {
        if (auto* s = m_states.value(n)) s->setSelected(true);
        if (auto* t = m_transitions.value(n)) t->setSelected(true);
    }
    blockSignals(false);
    emit selectionNamesChanged();
}

QRectF StatechartScene::stateRect(const QString& name) const {
    const StateItem* s = m_states.value(name);
    return s ? s->sceneRectOf() : QRectF();
}

QPointF StatechartScene::transitionHandle(const QString& name) const {
    const TransitionItem* t = m_transitions.value(name);
    return t ? t->handle() : QPointF();
}

QPointF StatechartScene::transitionMidpoint(const QString& name) const {
    const TransitionItem* t = m_transitions.value(name);
    return t ? t->midpoint() : QPointF();
}

void StatechartScene::setLive(const QSet<QString>& activeStates, const QHash<QString, double>& timeoutDue, double now) {
    const doc::Statechart* c = chart();
    if (!c) return;
    const QString prefix = QString::fromStdString(c->name) + '.';
    // an empty set keeps what is shown (a redraw, not a new configuration)
    if (!activeStates.isEmpty()) {
        m_active.clear();
        for (const QString& p : activeStates)
            if (p.startsWith(prefix)) m_active.insert(p.mid(prefix.size()));
    }
    m_timeoutDueGiven = timeoutDue;
    m_timeoutDue.clear();
    for (auto it = timeoutDue.begin(); it != timeoutDue.end(); ++it)
        if (it.key().startsWith(prefix)) m_timeoutDue.insert(it.key().mid(prefix.size()), it.value());
    m_now = now;
    for (StateItem* s : std::as_const(m_states)) {
        const bool a = m_active.contains(s->name());
        if (a != s->active) {
            s->active = a;
            s->update();
        }
    }
    for (TransitionItem* t : std::as_const(m_transitions)) {
        QString live;
        if (m_timeoutDue.contains(t->name()))
            live = tr("%1 s left").arg(QString::number(std::max(0.0, m_timeoutDue.value(t->name()) - now), 'g', 4));
        if (live != t->live) {
            t->setLive(live);
        }
    }
}

void StatechartScene::flashTransition(const QString& name) {
    const doc::Statechart* c = chart();
    if (!c) return;
    const QString prefix = QString::fromStdString(c->name) + '.';
    if (!name.startsWith(prefix)) return;
    m_flash = name.mid(prefix.size());
    for (TransitionItem* t : std::as_const(m_transitions)) {
        t->flashing = t->name() == m_flash;
        t->update();
    }
    QTimer::singleShot(700, this, [this, flashed = m_flash] {
        if (auto* t = m_transitions.value(flashed)) {
            t->flashing = false;
            t->update();
        }
    });
}

void StatechartScene::clearLive() {
    m_active.clear();
    m_timeoutDue.clear();
    m_timeoutDueGiven.clear();
    m_flash.clear();
    for (StateItem* s : std::as_const(m_states)) {
        s->active = false;
        s->update();
    }
    for (TransitionItem* t : std::as_const(m_transitions)) {
        t->live.clear();
        t->flashing = false;
        t->update();
    }
}

QString StatechartScene::transitionLiveText(const QString& name) const {
    const TransitionItem* t = m_transitions.value(name);
    return t ? t->live : QString();
}

QStringList StatechartScene::highlightedStates() const {
    QStringList out;
    for (const StateItem* s : std::as_const(m_states))
        if (s->active) out << s->name();
    out.sort();
    return out;
}

void StatechartScene::setErrorElements(const QSet<QString>& names) {
    m_errors = names;
    for (StateItem* s : std::as_const(m_states)) {
        s->error = names.contains(s->name());
        s->update();
    }
    for (TransitionItem* t : std::as_const(m_transitions)) {
        t->error = names.contains(t->name());
        t->update();
    }
}

StatechartScene::StateItem* StatechartScene::stateAt(QPointF p, const QSet<QString>& excluded) const {
    StateItem* best = nullptr;
    for (StateItem* s : m_states)
        if (!excluded.contains(s->name()) && s->shape().contains(p - s->pos()) &&
            (!best || s->zValue() > best->zValue() || (s->zValue() == best->zValue() && s->order > best->order)))
            best = s;
    return best;
}

StatechartScene::TransitionItem* StatechartScene::transitionAt(QPointF p) const {
    for (TransitionItem* t : m_transitions)
        if (t->shape().contains(p)) return t;
    return nullptr;
}

void StatechartScene::placeState(doc::StateKind kind, QPointF p) {
    const doc::Statechart* c = chart();
    if (!c) return;
    const std::string parent = chartedit::containerAt(*c, {p.x(), p.y()});
    const doc::Rect r = chartedit::defaultRect(kind, {chartedit::snap(p.x()), chartedit::snap(p.y())});
    std::string added;
    const int mi = m_module, ci = m_chart;
    m_document->edit(tr("Add state"), [&](doc::Document& d) {
        added = chartedit::addState(d.modules[mi].statecharts[ci], kind, r, parent);
    });
    selectNames({QString::fromStdString(added)});
    emit toolFinished();
}

void StatechartScene::mousePressEvent(QGraphicsSceneMouseEvent* e) {
    if (e->button() != Qt::LeftButton || !chart()) {
        QGraphicsScene::mousePressEvent(e);
        return;
    }
    const QPointF p = e->scenePos();
    m_pressPos = p;
    m_gesture = Gesture::None;
    StateItem* s = stateAt(p);
    switch (m_tool) {
    case ChartTool::State:
    case ChartTool::Composite:
    case ChartTool::Final:
    case ChartTool::Choice: placeState(kindOfTool(m_tool), p); return;
    case ChartTool::Initial:
        if (s) {
            const std::string name = s->state.name;
            const int mi = m_module, ci = m_chart;
            m_document->edit(tr("Set initial state"),
                             [&](doc::Document& d) { chartedit::setInitial(d.modules[mi].statecharts[ci], name); });
            emit toolFinished();
        }
        return;
    case ChartTool::Transition:
    case ChartTool::Select: break;
    }
    const bool additive = e->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier);
    if (m_tool == ChartTool::Select)
        for (TransitionItem* t : std::as_const(m_transitions))
            if (t->isSelected() && !t->selfLoop() && QLineF(t->handle(), p).length() <= 6) {
                m_gesture = Gesture::Bend;
                m_pressState = t->name();
                return;
            }
    if (s && (m_tool == ChartTool::Transition || (!s->onHandle(p) && s->onBorder(p)))) {
        m_gesture = Gesture::Link;
        m_pressState = s->name();
        m_linkLine = addLine(QLineF(p, p), QPen(kSelectLine, 1.5, Qt::DashLine));
        m_linkLine->setZValue(2000);
        return;
    }
    if (s && s->onHandle(p)) {
        m_gesture = Gesture::Resize;
        m_pressState = s->name();
        return;
    }
    TransitionItem* t = transitionAt(p);
    if (t && !(s && s->zValue() > 1000)) {
        if (!additive) clearSelection();
        t->setSelected(additive ? !t->isSelected() : true);
        return;
    }
    if (s) {
        if (additive) {
            s->setSelected(!s->isSelected());
        } else if (!s->isSelected()) {
            clearSelection();
            s->setSelected(true);
        }
        m_gesture = Gesture::Move;
        m_moving.clear();
        for (QGraphicsItem* i : selectedItems())
            if (auto* st = dynamic_cast<StateItem*>(i)) m_moving << st->name();
        m_origins.clear();
        for (StateItem* st : std::as_const(m_states)) m_origins.insert(st->name(), st->pos());
        return;
    }
    if (!additive) clearSelection();
    m_gesture = Gesture::RubberBand;
    m_rubber = addRect(QRectF(p, p), QPen(kSelectLine, 1, Qt::DashLine), QColor(0x1f, 0x6f, 0xd1, 30));
    m_rubber->setZValue(3000);
}

void StatechartScene::mouseMoveEvent(QGraphicsSceneMouseEvent* e) {
    const QPointF p = e->scenePos();
    const doc::Statechart* c = chart();
    switch (m_gesture) {
    case Gesture::None: QGraphicsScene::mouseMoveEvent(e); return;
    case Gesture::Link:
        if (m_linkLine) m_linkLine->setLine(QLineF(m_pressPos, p));
        return;
    case Gesture::RubberBand: {
        const QRectF r = QRectF(m_pressPos, p).normalized();
        if (m_rubber) m_rubber->setRect(r);
        for (StateItem* s : std::as_const(m_states)) s->setSelected(r.contains(s->sceneRectOf()));
        for (TransitionItem* t : std::as_const(m_transitions)) t->setSelected(r.contains(t->midpoint()));
        return;
    }
    case Gesture::Bend: {
        if (TransitionItem* t = m_transitions.value(m_pressState)) {
            t->transition.points = {{chartedit::snap(p.x()), chartedit::snap(p.y())}};
            layoutTransitions();
        }
        return;
    }
    case Gesture::Resize: {
        StateItem* s = m_states.value(m_pressState);
        if (!s) return;
        const QPointF tl = s->pos();
        s->setSize(QSizeF(std::max(20.0, chartedit::snap(p.x()) - tl.x()), std::max(20.0, chartedit::snap(p.y()) - tl.y())));
        layoutTransitions();
        return;
    }
    case Gesture::Move: {
        if (!c) return;
        const double dx = chartedit::snap(p.x() - m_pressPos.x()), dy = chartedit::snap(p.y() - m_pressPos.y());
        for (StateItem* s : std::as_const(m_states)) {
            bool moved = m_moving.contains(s->name());
            for (const QString& n : std::as_const(m_moving))
                moved = moved || chartedit::isDescendant(*c, s->state.name, n.toStdString());
            if (moved) s->setPos(m_origins.value(s->name()) + QPointF(dx, dy));
        }
        layoutTransitions();
        return;
    }
    }
}

void StatechartScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* e) {
    const QPointF p = e->scenePos();
    const Gesture g = m_gesture;
    m_gesture = Gesture::None;
    const doc::Statechart* c = chart();
    const int mi = m_module, ci = m_chart;
    if (!c || g == Gesture::None) {
        QGraphicsScene::mouseReleaseEvent(e);
        return;
    }
    // every gesture writes the geometry the user sees for states that had none
    // (where they were drawn before this gesture moved them)
    auto materialize = [this, g](doc::Statechart& chart) {
        for (auto& s : chart.states)
            if (s.geometry.width <= 0 || s.geometry.height <= 0)
                if (StateItem* item = m_states.value(QString::fromStdString(s.name))) {
                    QRectF r = item->sceneRectOf();
                    if (g == Gesture::Move && m_origins.contains(item->name())) r.moveTopLeft(m_origins.value(item->name()));
                    s.geometry = {r.x(), r.y(), r.width(), r.height()};
                }
    };
    switch (g) {
    case Gesture::None: break;
    case Gesture::Link: {
        delete m_linkLine;
        m_linkLine = nullptr;
        StateItem* target = stateAt(p);
        const bool dragged = QLineF(m_pressPos, p).length() >= 5;
        if (target && dragged && chartedit::findState(*c, m_pressState.toStdString())) {
            const std::string from = m_pressState.toStdString(), to = target->state.name;
            std::string added;
            m_document->edit(tr("Add transition"), [&](doc::Document& d) {
                materialize(d.modules[mi].statecharts[ci]);
                added = chartedit::addTransition(d.modules[mi].statecharts[ci], from, to);
            });
            selectNames({QString::fromStdString(added)});
            emit toolFinished();
        }
        break;
    }
    case Gesture::Resize: {
        StateItem* s = m_states.value(m_pressState);
        if (!s) break;
        const QRectF r = s->sceneRectOf();
        const std::string name = m_pressState.toStdString();
        m_document->edit(tr("Resize %1").arg(m_pressState), [&](doc::Document& d) {
            materialize(d.modules[mi].statecharts[ci]);
            chartedit::resizeState(d.modules[mi].statecharts[ci], name, {r.x(), r.y(), r.width(), r.height()});
        });
        break;
    }
    case Gesture::Move: {
        const double dx = chartedit::snap(p.x() - m_pressPos.x()), dy = chartedit::snap(p.y() - m_pressPos.y());
        // only the outermost moved states (their children move with them)
        std::vector<std::string> names;
        for (const QString& n : std::as_const(m_moving)) {
            bool inner = false;
            for (const QString& o : std::as_const(m_moving))
                inner = inner || (o != n && chartedit::isDescendant(*c, n.toStdString(), o.toStdString()));
            if (!inner) names.push_back(n.toStdString());
        }
        if (names.empty() || (dx == 0 && dy == 0)) break;
        const QStringList keep = m_moving;
        m_document->edit(tr("Move"), [&](doc::Document& d) {
            auto& chart = d.modules[mi].statecharts[ci];
            materialize(chart);
            chartedit::moveStates(chart, names, dx, dy);
            // dropped inside (or out of) a composite state: it becomes the new parent
            for (const auto& n : names) {
                const doc::State* s = chartedit::findState(chart, n);
                if (!s) continue;
                const doc::Point center{s->geometry.x + s->geometry.width / 2, s->geometry.y + s->geometry.height / 2};
                const std::string container = chartedit::containerAt(chart, center, names);
                if (container != s->parent) chartedit::reparent(chart, n, container);
            }
        });
        selectNames(keep);
        break;
    }
    case Gesture::RubberBand:
        delete m_rubber;
        m_rubber = nullptr;
        break;
    case Gesture::Bend: {
        TransitionItem* t = m_transitions.value(m_pressState);
        if (!t || QLineF(m_pressPos, p).length() < 3) break;
        // dropped back on the straight line between the states: straight again
        const StateItem* a = m_states.value(QString::fromStdString(t->transition.source));
        const StateItem* b = m_states.value(QString::fromStdString(t->transition.target));
        const bool straight = a && b && QLineF((a->sceneRectOf().center() + b->sceneRectOf().center()) / 2, p).length() < 10;
        const std::string name = m_pressState.toStdString();
        const doc::Point bend{chartedit::snap(p.x()), chartedit::snap(p.y())};
        m_document->edit(straight ? tr("Straighten %1").arg(m_pressState) : tr("Bend %1").arg(m_pressState),
                         [&](doc::Document& d) {
                             materialize(d.modules[mi].statecharts[ci]);
                             if (doc::Transition* tr = chartedit::findTransition(d.modules[mi].statecharts[ci], name))
                                 tr->points = straight ? std::vector<doc::Point>{} : std::vector<doc::Point>{bend};
                         });
        selectNames({m_pressState});
        break;
    }
    }
    rebuild();
}

void StatechartScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* e) {
    const QPointF p = e->scenePos();
    if (TransitionItem* t = transitionAt(p)) {
        selectNames({t->name()});
        emit editRequested(t->name());
    } else if (StateItem* s = stateAt(p)) {
        selectNames({s->name()});
        emit editRequested(s->name());
    }
}

void StatechartScene::dragEnterEvent(QGraphicsSceneDragDropEvent* e) {
    e->setAccepted(e->mimeData()->hasFormat(kPaletteMime) && chart());
}

void StatechartScene::dragMoveEvent(QGraphicsSceneDragDropEvent* e) {
    e->setAccepted(e->mimeData()->hasFormat(kPaletteMime) && chart());
}

void StatechartScene::dropEvent(QGraphicsSceneDragDropEvent* e) {
    if (!e->mimeData()->hasFormat(kPaletteMime) || !chart()) return;
    const int kind = e->mimeData()->data(kPaletteMime).toInt();
    if (kind < 0 || kind > 3) return;
    placeState(static_cast<doc::StateKind>(kind), e->scenePos());
    e->acceptProposedAction();
}

void StatechartScene::drawBackground(QPainter* painter, const QRectF& rect) {
    drawDotGrid(painter, rect, 2 * chartedit::kGrid);
}

// ----------------------------------------------------------------------------- editor widget

namespace {

class ChartView : public QGraphicsView {
public:
    using QGraphicsView::QGraphicsView;

protected:
    void wheelEvent(QWheelEvent* e) override {
        if (e->modifiers() & Qt::ControlModifier) {
            const double f = e->angleDelta().y() > 0 ? 1.15 : 1 / 1.15;
            setTransformationAnchor(AnchorUnderMouse);
            scale(f, f);
            return;
        }
        QGraphicsView::wheelEvent(e);
    }
};

}  // namespace

StatechartEditor::StatechartEditor(DocumentModel* document, QWidget* parent)
    : QWidget(parent), m_document(document) {
    setObjectName("statechartEditor");
    m_scene = new StatechartScene(document, this);
    m_view = new ChartView(m_scene, this);
    m_view->setObjectName("statechartView");
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setAcceptDrops(true);
    m_view->setDragMode(QGraphicsView::NoDrag);
    m_view->setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    m_panel = new StatePropertyPanel(document, this);

    m_palette = new QToolBar(this);
    m_palette->setObjectName("statechartPalette");
    m_palette->setIconSize(QSize(28, 28));
    m_palette->setOrientation(Qt::Vertical);
    m_tools = new QActionGroup(this);
    const ChartTool tools[] = {ChartTool::Select, ChartTool::State,  ChartTool::Composite, ChartTool::Initial,
                               ChartTool::Final,  ChartTool::Choice, ChartTool::Transition};
    for (ChartTool t : tools) {
        auto* a = new QAction(paletteIcon(t), QString(), this);
        a->setCheckable(true);
        a->setObjectName(QStringLiteral("tool%1").arg(static_cast<int>(t)));
        m_tools->addAction(a);
        m_toolActions.insert(static_cast<int>(t), a);
        connect(a, &QAction::triggered, this, [this, t] { m_scene->setTool(t); });
        const int dragKind = (t == ChartTool::State || t == ChartTool::Composite || t == ChartTool::Final ||
                              t == ChartTool::Choice)
                                 ? static_cast<int>(kindOfTool(t))
                                 : -1;
        auto* button = new PaletteButton(dragKind, m_palette);
        button->setDefaultAction(a);
        m_palette->addWidget(button);
    }
    m_toolActions.value(0)->setChecked(true);
    m_palette->addSeparator();
    auto command = [this](const char* name, const QKeySequence& key, auto fn) {
        auto* a = new QAction(this);
        a->setObjectName(QString::fromUtf8(name));
        a->setShortcut(key);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(a, &QAction::triggered, this, fn);
        m_view->addAction(a);
        m_commands << a;
        return a;
    };
    m_palette->addAction(command("chartZoomIn", QKeySequence::ZoomIn, [this] { zoomBy(1.25); }));
    m_palette->addAction(command("chartZoomOut", QKeySequence::ZoomOut, [this] { zoomBy(0.8); }));
    m_palette->addAction(command("chartFit", QKeySequence(Qt::CTRL | Qt::Key_0), [this] { fit(); }));
    m_palette->addAction(command("chartDelete", QKeySequence::Delete, [this] { deleteSelection(); }));
    command("chartCopy", QKeySequence::Copy, [this] { copySelection(); });
    command("chartPaste", QKeySequence::Paste, [this] { paste(); });
    command("chartCut", QKeySequence::Cut, [this] {
        copySelection();
        deleteSelection();
    });
    command("chartSelectAll", QKeySequence::SelectAll, [this] { selectAll(); });
    command("chartEscape", QKeySequence(Qt::Key_Escape), [this] { setTool(ChartTool::Select); });

    auto* splitter = new QSplitter(this);
    auto* left = new QWidget(splitter);
    auto* leftLayout = new QHBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->setSpacing(0);
    leftLayout->addWidget(m_palette);
    leftLayout->addWidget(m_view);
    splitter->addWidget(left);
    splitter->addWidget(m_panel);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({800, 320});
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_scene, &StatechartScene::toolFinished, this, [this] { setTool(ChartTool::Select); });
    connect(m_scene, &StatechartScene::selectionNamesChanged, this, [this] {
        const QStringList names = m_scene->selectedNames();
        const QString one = names.size() == 1 ? names.first() : QString();
        if (one != m_panel->element() || names.isEmpty()) m_panel->setElement(m_scene->moduleIndex(), m_scene->chartIndex(), one);
        if (!one.isEmpty() && m_scene->chart())
            emit elementSelected(QString::fromStdString(m_scene->chart()->name) + '.' + one);
    });
    connect(m_scene, &StatechartScene::editRequested, this, [this](const QString&) { m_panel->focusName(); });
    connect(document, &DocumentModel::changed, this, [this] {
        m_scene->rebuild();
        m_panel->refresh();
    });
    retranslate();
}

void StatechartEditor::fitWhenShown() {
    m_fitPending = true;
    fitIfPending();
}

void StatechartEditor::fitIfPending() {
    // a view still at its initial size would fit the drawing into a few pixels
    if (!m_fitPending || !isVisible() || m_view->viewport()->width() < 80 || m_view->viewport()->height() < 60) return;
    m_fitPending = false;
    fit();
}

void StatechartEditor::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    fitIfPending();
}

void StatechartEditor::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitIfPending();
}

void StatechartEditor::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void StatechartEditor::retranslate() {
    const QStringList names = {tr("Select"), tr("State"), tr("Composite"), tr("Initial"),
                               tr("Final"),  tr("Choice"), tr("Transition")};
    const QStringList tips = {
        tr("Select, move and resize; drag from a state's border to draw a transition"),
        tr("State: click on the canvas or drag onto it"),
        tr("Composite state: contains other states"),
        tr("Initial pointer: click a state to make it its container's initial state"),
        tr("Final state: the statechart stops when it is entered"),
        tr("Choice point: leaves at once by the first branch whose guard holds"),
        tr("Transition: drag from one state to another (or back to the same one)")};
    for (int i = 0; i < names.size(); ++i) {
        m_toolActions.value(i)->setText(names[i]);
        m_toolActions.value(i)->setToolTip(tips[i]);
    }
    const QStringList commandNames = {tr("Zoom in"), tr("Zoom out"), tr("Fit"), tr("Delete"), tr("Copy"),
                                      tr("Paste"),   tr("Cut"),      tr("Select all"), tr("Select tool")};
    for (int i = 0; i < m_commands.size() && i < commandNames.size(); ++i) m_commands[i]->setText(commandNames[i]);
}

void StatechartEditor::setChart(int module, int chart) {
    m_scene->setChart(module, chart);
    m_panel->setElement(module, chart, {});
}

void StatechartEditor::setTool(ChartTool tool) {
    m_scene->setTool(tool);
    if (QAction* a = m_toolActions.value(static_cast<int>(tool))) a->setChecked(true);
}

QAction* StatechartEditor::toolAction(ChartTool tool) const { return m_toolActions.value(static_cast<int>(tool)); }

void StatechartEditor::copySelection() {
    const doc::Statechart* c = m_scene->chart();
    if (!c) return;
    std::vector<std::string> names;
    for (const QString& n : m_scene->selectedNames()) names.push_back(n.toStdString());
    if (names.empty()) return;
    const doc::Statechart frag = chartedit::fragment(*c, names);
    auto* mime = new QMimeData;
    const std::string json = chartedit::fragmentToJson(frag);
    mime->setData(kClipboardMime, QByteArray::fromStdString(json));
    mime->setText(QString::fromStdString(json));
    QApplication::clipboard()->setMimeData(mime);
    m_pasteCount = 0;
}

void StatechartEditor::paste() {
    if (!m_scene->chart()) return;
    const QMimeData* mime = QApplication::clipboard()->mimeData();
    if (!mime || !mime->hasFormat(kClipboardMime)) return;
    doc::Statechart frag;
    if (!chartedit::fragmentFromJson(mime->data(kClipboardMime).toStdString(), frag)) return;
    ++m_pasteCount;
    const double offset = 2 * chartedit::kGrid * m_pasteCount;
    std::vector<std::string> added;
    const int mi = m_scene->moduleIndex(), ci = m_scene->chartIndex();
    m_document->edit(tr("Paste"), [&](doc::Document& d) {
        added = chartedit::paste(d.modules[mi].statecharts[ci], frag, offset, offset);
    });
    QStringList names;
    for (const auto& n : added) names << QString::fromStdString(n);
    m_scene->selectNames(names);
}

void StatechartEditor::deleteSelection() {
    const QStringList selected = m_scene->selectedNames();
    if (selected.isEmpty() || !m_scene->chart()) return;
    std::vector<std::string> names;
    for (const QString& n : selected) names.push_back(n.toStdString());
    const int mi = m_scene->moduleIndex(), ci = m_scene->chartIndex();
    m_document->edit(tr("Delete"), [&](doc::Document& d) { chartedit::removeElements(d.modules[mi].statecharts[ci], names); });
}

void StatechartEditor::selectAll() {
    const doc::Statechart* c = m_scene->chart();
    if (!c) return;
    QStringList names;
    for (const auto& s : c->states) names << QString::fromStdString(s.name);
    for (const auto& t : c->transitions) names << QString::fromStdString(t.name);
    m_scene->selectNames(names);
}

void StatechartEditor::zoomBy(double factor) { m_view->scale(factor, factor); }

void StatechartEditor::fit() {
    QRectF r = m_scene->itemsBoundingRect();
    if (r.isEmpty()) return;
    m_view->fitInView(r.adjusted(-30, -30, 30, 30), Qt::KeepAspectRatio);
    // never blow a small chart up beyond 1.5x
    const double s = m_view->transform().m11();
    if (s > 1.5) m_view->scale(1.5 / s, 1.5 / s);
}

void StatechartEditor::setDiagnostics(const std::vector<Diagnostic>& diagnostics) {
    m_panel->setDiagnostics(diagnostics);
    const doc::Statechart* c = m_scene->chart();
    QSet<QString> bad;
    if (c) {
        const std::string prefix = c->name + ".";
        for (const auto& d : diagnostics) {
            if (d.severity != Severity::Error) continue;
            for (const auto& n : d.names)
                if (n.rfind(prefix, 0) == 0) bad.insert(QString::fromStdString(n.substr(prefix.size())));
        }
    }
    m_scene->setErrorElements(bad);
}

void StatechartEditor::setCompletionWords(const QStringList& words) { m_panel->setCompletionWords(words); }

}  // namespace hs::ui

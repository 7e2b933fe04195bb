#pragma once
// The statechart canvas's items and the constants the canvas and the editor share.
// Private to ui/statechart: the scene (statechart_scene.cpp) builds these items from
// the document; the editor (statechart_editor.cpp) drags palette entries onto it.

#include "statechart/statechart_editor.h"

#include "common/canvas.h"
#include "document/chart_edit.h"

#include <QGraphicsItem>
#include <QPainter>
#include <QPainterPathStroker>

#include <cmath>

namespace hs::ui {

inline constexpr const char* kPaletteMime = "application/x-hybridstudio-chart-element";
inline constexpr const char* kClipboardMime = "application/x-hybridstudio-statechart";
inline constexpr double kBorder = 6.0;   // how close to a state's border a transition drag starts
inline constexpr double kHandle = 10.0;  // resize handle size
// How far a press must be dragged to draw a transition or bend one (shorter: a click), and
// how close to the straight line a dropped bend straightens the transition again.
inline constexpr double kLinkDragMin = 5.0;
inline constexpr double kBendDragMin = 3.0;
inline constexpr double kStraightenDistance = 10.0;

inline const QColor kStateFill(0xfd, 0xf7, 0xe1);
inline const QColor kCompositeFill(0xf4, 0xf8, 0xfc);
inline const QColor kStateLine(0x5b, 0x6b, 0x7b);
inline const QColor kActiveFill(0xc9, 0xf2, 0xc2);
inline const QColor kActiveLine(0x1e, 0x8e, 0x3e);
inline const QColor kErrorLine(0xc0, 0x39, 0x2b);
inline const QColor kSelectLine(0x1f, 0x6f, 0xd1);
inline const QColor kFlash(0xff, 0x8c, 0x00);

inline QString trimmed(const std::string& s, int max) {
    QString q = QString::fromStdString(s).simplified();
    if (q.size() > max) q = q.left(max - 1) + QChar(0x2026);
    return q;
}

inline doc::StateKind kindOfTool(ChartTool t) {
    switch (t) {
    case ChartTool::Composite: return doc::StateKind::Composite;
    case ChartTool::Final: return doc::StateKind::Final;
    case ChartTool::Choice: return doc::StateKind::Choice;
    default: return doc::StateKind::Simple;
    }
}

// where the line from the centre of `r` towards `p` leaves the shape
inline QPointF borderPoint(const QRectF& r, doc::StateKind kind, QPointF p) {
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
        if (state.kind == doc::StateKind::Choice)
            return true;  // small: any point starts a transition
        return !m_rect.adjusted(kBorder, kBorder, -kBorder, -kBorder).contains(l);
    }
    bool onHandle(QPointF scenePos) const {
        if (!isSelected() || state.kind == doc::StateKind::Final ||
            state.kind == doc::StateKind::Choice)
            return false;
        const QPointF l = scenePos - pos();
        return QRectF(m_rect.bottomRight() - QPointF(kHandle, kHandle),
                      QSizeF(kHandle + 3, kHandle + 3))
            .contains(l);
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
                p->drawText(QRectF(r.left() + 4, r.top() + 4, r.width() - 8, fm.height()),
                            Qt::AlignCenter, name());
                f.setBold(false);
                f.setPointSizeF(f.pointSizeF() * 0.85);
                p->setFont(f);
                p->setPen(QColor(0x55, 0x55, 0x55));
                QStringList lines;
                if (!state.entry.empty())
                    lines << StatechartScene::tr("entry / %1").arg(trimmed(state.entry, 40));
                if (!state.exit.empty())
                    lines << StatechartScene::tr("exit / %1").arg(trimmed(state.exit, 40));
                const QFontMetricsF small(f);
                double y = r.top() + 8 + fm.height();
                for (const QString& l : lines) {
                    if (y + small.height() > r.bottom() - 2) break;
                    p->drawText(QRectF(r.left() + 6, y, r.width() - 12, small.height()),
                                Qt::AlignLeft, small.elidedText(l, Qt::ElideRight, r.width() - 12));
                    y += small.height();
                }
            }
            break;
        }
        case doc::StateKind::Final: {
            p->setBrush(Qt::white);
            p->drawEllipse(r);
            p->setBrush(active ? kActiveLine : QColor(0x22, 0x22, 0x22));
            p->drawEllipse(r.adjusted(r.width() * 0.22, r.height() * 0.22, -r.width() * 0.22,
                                      -r.height() * 0.22));
            break;
        }
        case doc::StateKind::Choice: {
            p->setBrush(active ? kActiveFill : QColor(Qt::white));
            p->drawPolygon(QPolygonF(
                {QPointF(r.center().x(), r.top()), QPointF(r.right(), r.center().y()),
                 QPointF(r.center().x(), r.bottom()), QPointF(r.left(), r.center().y())}));
            break;
        }
        }
        if (state.kind == doc::StateKind::Final || state.kind == doc::StateKind::Choice) {
            p->setPen(QColor(0x44, 0x44, 0x44));
            p->drawText(QRectF(r.left() - 30, r.top() - 18, r.width() + 60, 16), Qt::AlignCenter,
                        name());
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
                p->drawRect(QRectF(r.bottomRight() - QPointF(kHandle - 2, kHandle - 2),
                                   QSizeF(kHandle, kHandle)));
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
        return transition.points.empty() ? midpoint()
                                         : QPointF(transition.points[0].x, transition.points[0].y);
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
        return m_path.boundingRect()
            .united(labelRect())
            .united(m_arrow.boundingRect())
            .adjusted(-8, -8, 8, 8);
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
        QColor c = error          ? kErrorLine
                   : flashing     ? kFlash
                   : isSelected() ? kSelectLine
                                  : QColor(0x33, 0x33, 0x33);
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

}  // namespace hs::ui

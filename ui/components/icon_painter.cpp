#include "components/icon_painter.h"

#include <QPainter>
#include <QPolygonF>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace hs::ui {

namespace {

QColor qcolor(const flatten::Color& c) {
    return QColor(c[0], c[1], c[2]);
}

QPointF qpoint(const flatten::Point& p) {
    return {p.first, p.second};
}

// The graphic's own origin and rotation.
QTransform own(const flatten::Graphic& g) {
    QTransform t;
    t.translate(g.origin.first, g.origin.second);
    t.rotate(g.rotation);
    return t;
}

QPen penOf(const flatten::Graphic& g) {
    if (g.pattern == flatten::Graphic::Pattern::None) return Qt::NoPen;
    QPen pen(qcolor(g.lineColor));
    pen.setCosmetic(true);
    pen.setWidthF(std::max(1.0, g.thickness * 4));  // 0.25 mm draws as one pixel
    if (g.pattern == flatten::Graphic::Pattern::Dash) pen.setStyle(Qt::DashLine);
    if (g.pattern == flatten::Graphic::Pattern::Dot) pen.setStyle(Qt::DotLine);
    pen.setJoinStyle(Qt::RoundJoin);
    pen.setCapStyle(Qt::RoundCap);
    return pen;
}

QPainterPath smoothPath(const std::vector<flatten::Point>& points, bool close) {
    QPainterPath path;
    if (points.empty()) return path;
    path.moveTo(qpoint(points[0]));
    if (points.size() < 3) {
        for (std::size_t i = 1; i < points.size(); ++i) path.lineTo(qpoint(points[i]));
    } else {
        // a quadratic curve through the midpoints, as Modelica's Bezier smoothing
        for (std::size_t i = 1; i + 1 < points.size(); ++i) {
            const QPointF c = qpoint(points[i]);
            const QPointF m = (c + qpoint(points[i + 1])) / 2;
            path.quadTo(c, i + 2 == points.size() ? qpoint(points[i + 1]) : m);
        }
    }
    if (close) path.closeSubpath();
    return path;
}

}  // namespace

QTransform placementTransform(const flatten::Placement& p, flatten::Point e1, flatten::Point e2,
                              bool origin) {
    const double w = e2.first - e1.first, h = e2.second - e1.second;
    const double sx = w != 0 ? (p.p2.first - p.p1.first) / w : 1;
    const double sy = h != 0 ? (p.p2.second - p.p1.second) / h : 1;
    const QTransform box(sx, 0, 0, sy, p.p1.first - e1.first * sx, p.p1.second - e1.second * sy);
    QTransform rotation;
    rotation.rotate(p.rotation);
    QTransform t = box * rotation;
    if (origin) t *= QTransform::fromTranslate(p.origin.first, p.origin.second);
    return t;
}

QString substituteText(const std::string& text, const IconTexts& texts) {
    QString s = QString::fromStdString(text);
    static const QRegularExpression word(QStringLiteral("%(\\w+)"));
    QString out;
    qsizetype last = 0;
    for (auto it = word.globalMatch(s); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += s.mid(last, m.capturedStart() - last);
        const QString key = m.captured(1);
        if (key == QStringLiteral("name"))
            out += texts.name;
        else
            out += texts.values.value(key, QStringLiteral("%") + key);
        last = m.capturedEnd();
    }
    out += s.mid(last);
    return out;
}

void paintGraphics(QPainter& painter, const std::vector<flatten::Graphic>& graphics,
                   const QTransform& toDevice, const IconTexts& texts) {
    for (const flatten::Graphic& g : graphics) {
        const QTransform t = own(g) * toDevice;
        painter.save();
        if (g.kind == flatten::Graphic::Kind::Text) {
            // upright, in the box its extent maps to
            if (g.points.size() < 2) {
                painter.restore();
                continue;
            }
            const QRectF box =
                QRectF(t.map(qpoint(g.points[0])), t.map(qpoint(g.points[1]))).normalized();
            const QString text = substituteText(g.text, texts);
            QFont font = painter.font();
            font.setPixelSize(std::max(1, static_cast<int>(box.height() * 0.8)));
            painter.setFont(font);
            const double width = QFontMetricsF(font).horizontalAdvance(text);
            if (width > box.width() && width > 0) {
                font.setPixelSize(
                    std::max(1, static_cast<int>(font.pixelSize() * box.width() / width)));
                painter.setFont(font);
            }
            painter.setPen(qcolor(g.lineColor));
            painter.drawText(box, Qt::AlignCenter, text);
            painter.restore();
            continue;
        }
        painter.setTransform(t, true);
        painter.setPen(penOf(g));
        painter.setBrush(g.fillColor ? QBrush(qcolor(*g.fillColor)) : Qt::NoBrush);
        switch (g.kind) {
        case flatten::Graphic::Kind::Line:
            painter.setBrush(Qt::NoBrush);
            if (g.smooth) {
                painter.drawPath(smoothPath(g.points, false));
            } else {
                QPolygonF poly;
                for (const auto& p : g.points) poly << qpoint(p);
                painter.drawPolyline(poly);
            }
            break;
        case flatten::Graphic::Kind::Polygon: {
            if (g.smooth) {
                painter.drawPath(smoothPath(g.points, true));
            } else {
                QPolygonF poly;
                for (const auto& p : g.points) poly << qpoint(p);
                painter.drawPolygon(poly);
            }
            break;
        }
        case flatten::Graphic::Kind::Rectangle: {
            if (g.points.size() < 2) break;
            const QRectF r = QRectF(qpoint(g.points[0]), qpoint(g.points[1])).normalized();
            if (g.radius > 0)
                painter.drawRoundedRect(r, g.radius, g.radius);
            else
                painter.drawRect(r);
            break;
        }
        case flatten::Graphic::Kind::Ellipse: {
            if (g.points.size() < 2) break;
            painter.drawEllipse(QRectF(qpoint(g.points[0]), qpoint(g.points[1])).normalized());
            break;
        }
        case flatten::Graphic::Kind::Text: break;
        }
        painter.restore();
    }
}

QRectF graphicsBounds(const std::vector<flatten::Graphic>& graphics, const QTransform& t) {
    QRectF bounds;
    for (const flatten::Graphic& g : graphics) {
        const QTransform gt = own(g) * t;
        for (const auto& p : g.points) {
            const QPointF q = gt.map(qpoint(p));
            bounds = bounds.isNull() ? QRectF(q, QSizeF(0.01, 0.01))
                                     : bounds.united(QRectF(q, QSizeF(0.01, 0.01)));
        }
    }
    return bounds;
}

}  // namespace hs::ui

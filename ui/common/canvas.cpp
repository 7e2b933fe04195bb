#include "common/canvas.h"

#include <QPainter>
#include <QVector>

#include <cmath>

namespace hs::ui {

void drawDotGrid(QPainter* painter, const QRectF& rect, double step) {
    painter->fillRect(rect, QColor(0xfb, 0xfb, 0xfb));
    painter->setPen(QPen(QColor(0xda, 0xda, 0xda), 1.5));
    QVector<QPointF> dots;
    for (double x = std::floor(rect.left() / step) * step; x < rect.right(); x += step)
        for (double y = std::floor(rect.top() / step) * step; y < rect.bottom(); y += step) dots.append(QPointF(x, y));
    // zoomed far out the dots would be a grey wash: then none
    if (dots.size() < 40000) painter->drawPoints(dots.data(), static_cast<int>(dots.size()));
}

}  // namespace hs::ui

#pragma once
// What the drawing canvases (statecharts, module diagrams) share: the background with a
// dot grid at the snapping step.

#include <QRectF>

class QPainter;

namespace hs::ui {

void drawDotGrid(QPainter* painter, const QRectF& rect, double step);

}  // namespace hs::ui

#pragma once
// Draws the graphics of a Modelica Icon annotation (hs/flatten/diagram.h) with a QPainter:
// lines, rectangles, ellipses and polygons through a transformation from the icon's
// coordinates (y up) to the painter's, and texts upright in the box they map to, with
// %name and %parameter replaced. Also the transformation of a Placement. GUI thread only.

#include "hs/flatten/diagram.h"

#include <QHash>
#include <QPainterPath>
#include <QString>
#include <QTransform>

#include <vector>

class QPainter;

namespace hs::ui {

// %name and %parameter of icon texts: the component's name and parameter values.
struct IconTexts {
    QString name;
    QHash<QString, QString> values;
};

// From an icon's coordinates (its coordinate system e1..e2) into a placement's frame: the
// extent around the origin, rotated; y stays up. `origin` false leaves the origin out (the
// item sits at it).
QTransform placementTransform(const flatten::Placement& p, flatten::Point e1, flatten::Point e2,
                              bool origin = true);
// Model coordinates (y up) to scene coordinates (y down).
inline QTransform flipY() {
    return QTransform(1, 0, 0, -1, 0, 0);
}

void paintGraphics(QPainter& painter, const std::vector<flatten::Graphic>& graphics,
                   const QTransform& toDevice, const IconTexts& texts);

// The outline a click selects: the graphics' bounding box through the transformation.
QRectF graphicsBounds(const std::vector<flatten::Graphic>& graphics, const QTransform& t);

QString substituteText(const std::string& text, const IconTexts& texts);

}  // namespace hs::ui

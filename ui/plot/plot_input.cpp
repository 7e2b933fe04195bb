// Input of the plot (see plot/plot_impl.h): wheel zooms the time axis around the cursor,
// a left-button drag zooms to the dragged interval, a middle-button drag or the arrow keys
// pan, Up/Down (+/-) zoom, a double-click or Home fits; event marks have tooltips;
// variables dropped on the plot are added; the context menu offers zoom reset, the
// crosshair, the x axis, the previous run, exports and removal.

#include "plot/plot_impl.h"

#include <QAction>
#include <QChart>
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMimeData>
#include <QTimer>
#include <QToolTip>
#include <QValueAxis>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace hs::ui {

namespace {

constexpr double kWheelZoomFactor = 0.8;  // per wheel notch (120 eighths of a degree)
constexpr double kKeyPanFraction = 0.1;   // of the visible range per arrow key
constexpr int kMinRubberBandPixels = 4;

}  // namespace

bool PlotWidget::Impl::viewMousePressed(QMouseEvent* event) {
    const QPointF p = toChart(event->position());
    switch (event->button()) {
        case Qt::MiddleButton:
            panning = true;
            panStartX = p.x();
            panStartRange = {t0, t1};
            view->viewport()->setCursor(Qt::ClosedHandCursor);
            return true;
        case Qt::LeftButton:
            leftPressPos = p;
            return false;  // the view's rubber band
        case Qt::RightButton:
            return true;  // the context menu, not the chart's zoom-out
        default:
            return false;
    }
}

bool PlotWidget::Impl::viewMouseMoved(QMouseEvent* event) {
    mouseInside = true;
    mousePos = toChart(event->position());
    if (panning) {
        const QRectF area = parts.chart->plotArea();
        if (area.width() > 0.0) {
            const double span = panStartRange.second - panStartRange.first;
            const double dt = -(mousePos.x() - panStartX) / area.width() * span;
            applyRange(panStartRange.first + dt, panStartRange.second + dt);
        }
        return true;
    }
    updateCrosshair();

    // Tooltip of the event mark under the mouse.
    const QRectF area = parts.chart->plotArea();
    const bool nearArea = mousePos.x() >= area.left() && mousePos.x() <= area.right() &&
                          mousePos.y() >= area.top() && mousePos.y() <= area.bottom() + 16.0;
    const int mark = nearArea && event->buttons() == Qt::NoButton ? markNear(mousePos.x()) : -1;
    if (mark >= 0) {
        if (mark != tipMark || !QToolTip::isVisible())
            QToolTip::showText(event->globalPosition().toPoint(), q->eventMarkToolTip(mark),
                               view->viewport());
        tipMark = mark;
    } else if (tipMark >= 0) {
        QToolTip::hideText();
        tipMark = -1;
    }
    return false;
}

bool PlotWidget::Impl::viewMouseReleased(QMouseEvent* event) {
    if (event->button() == Qt::MiddleButton && panning) {
        panning = false;
        view->viewport()->unsetCursor();
        return true;
    }
    return event->button() == Qt::RightButton;
}

void PlotWidget::Impl::viewRubberBandFinished() {
    const double a = parts.axisX->min(), b = parts.axisX->max();
    if (a == t0 && b == t1) return;  // no zoom (a click)
    const double dx = std::fabs(mousePos.x() - leftPressPos.x());
    if (dx < kMinRubberBandPixels || !(b > a)) {
        redraw();  // a tiny drag: keep the range
        return;
    }
    applyRange(a, b);
}

bool PlotWidget::Impl::viewDoubleClicked(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return false;
    q->resetZoom();
    return true;
}

void PlotWidget::Impl::viewWheelTurned(QWheelEvent* event) {
    event->accept();
    const QPoint angle = event->angleDelta();
    const QPointF p = toChart(event->position());
    if (angle.y() != 0) {
        const double steps = angle.y() / 120.0;
        const QRectF area = parts.chart->plotArea();
        double tc = timeAtX(p.x());
        if (p.x() < area.left() || p.x() > area.right()) tc = 0.5 * (t0 + t1);
        zoomAround(tc, std::pow(kWheelZoomFactor, steps));
    } else if (angle.x() != 0) {
        panBy(-kKeyPanFraction * angle.x() / 120.0);
    }
}

bool PlotWidget::Impl::viewKeyPressed(QKeyEvent* event) {
    const double center = 0.5 * (t0 + t1);
    switch (event->key()) {
        case Qt::Key_Left:
            panBy(-kKeyPanFraction);
            return true;
        case Qt::Key_Right:
            panBy(kKeyPanFraction);
            return true;
        case Qt::Key_Up:
        case Qt::Key_Plus:
        case Qt::Key_Equal:
            zoomAround(center, kWheelZoomFactor);
            return true;
        case Qt::Key_Down:
        case Qt::Key_Minus:
            zoomAround(center, 1.0 / kWheelZoomFactor);
            return true;
        case Qt::Key_Home:
        case Qt::Key_Escape:
            q->resetZoom();
            return true;
        case Qt::Key_0:
            if (event->modifiers() & Qt::ControlModifier) {
                q->resetZoom();
                return true;
            }
            return false;
        default:
            return false;
    }
}

void PlotWidget::Impl::viewContextMenuRequested(QContextMenuEvent* event) {
    QMenu menu(view);
    QAction* reset = menu.addAction(PlotWidget::tr("Reset zoom"), q, [this] { q->resetZoom(); });
    reset->setShortcut(QKeySequence(Qt::Key_Home));
    QAction* cross = menu.addAction(PlotWidget::tr("Crosshair"));
    cross->setCheckable(true);
    cross->setChecked(crosshairEnabled);
    QObject::connect(cross, &QAction::toggled, q, [this](bool on) { q->setCrosshairEnabled(on); });
    menu.addSeparator();
    menu.addAction(PlotWidget::tr("Export image\u2026"), q, [this] { exportImageInteractively(); });
    QAction* csv =
        menu.addAction(PlotWidget::tr("Export CSV\u2026"), q, [this] { exportCsvInteractively(); });
    csv->setEnabled(results && !traces.empty());
    menu.addAction(PlotWidget::tr("Copy image"), q, [this] { q->copyImageToClipboard(); });
    menu.addSeparator();
    // the x axis: time, or one of the variables (an x–y plot)
    QMenu* xAxis = menu.addMenu(PlotWidget::tr("X axis"));
    xAxis->setObjectName("xAxisMenu");
    QAction* time = xAxis->addAction(PlotWidget::tr("Time"), q, [this] { q->setXVariable({}); });
    time->setCheckable(true);
    time->setChecked(xVariable.isEmpty());
    QStringList candidates;
    for (const Trace& trace : traces) candidates << trace.name;
    if (results)
        for (const auto& name : results->names())
            if (candidates.size() < 40 && !candidates.contains(QString::fromStdString(name)))
                candidates << QString::fromStdString(name);
    for (const QString& name : candidates) {
        QAction* a = xAxis->addAction(name, q, [this, name] { q->setXVariable(name); });
        a->setCheckable(true);
        a->setChecked(name == xVariable);
    }
    // runs to compare with: the current one kept for good, and the overlaid runs
    QAction* keep = menu.addAction(PlotWidget::tr("Keep this run in the plot"), q, [this] {
        PlotOverlay run = q->currentRunOverlay();
        if (!run.data) return;
        overlays.push_back(std::move(run));
        changed();
        emit q->overlaysEdited();
    });
    keep->setObjectName("keepRunAction");
    keep->setEnabled(results && results->rowCount() > 0);
    QAction* drop = menu.addAction(PlotWidget::tr("Remove the previous run"), q, [this] { q->clearReference(); });
    drop->setEnabled(reference.rowCount() > 0);
    QMenu* runs = menu.addMenu(PlotWidget::tr("Overlaid runs"));
    runs->setObjectName("overlaidRunsMenu");
    runs->setEnabled(!overlays.empty());
    for (std::size_t i = 0; i < overlays.size(); ++i)
        runs->addAction(PlotWidget::tr("Remove “%1”").arg(overlays[i].label), q, [this, i] {
            if (i >= overlays.size()) return;
            overlays.erase(overlays.begin() + static_cast<std::ptrdiff_t>(i));
            changed();
            emit q->overlaysEdited();
        });
    if (!overlays.empty()) {
        runs->addSeparator();
        QAction* all = runs->addAction(PlotWidget::tr("Remove all overlaid runs"), q, [this] {
            overlays.clear();
            changed();
            emit q->overlaysEdited();
        });
        all->setObjectName("removeOverlaysAction");
    }
    menu.addSeparator();
    QMenu* remove = menu.addMenu(PlotWidget::tr("Remove variable"));
    remove->setObjectName("removeMenu");
    remove->setEnabled(!traces.empty());
    for (const Trace& trace : traces) {
        const QString name = trace.name;
        remove->addAction(name, q, [this, name] { q->removeVariable(name); });
    }
    menu.exec(event->globalPos());
}

void PlotWidget::Impl::viewLeft() {
    mouseInside = false;
    hideCrosshair();
    if (tipMark >= 0) QToolTip::hideText();
    tipMark = -1;
}

void PlotWidget::Impl::viewPainted() {
    if (!stale) return;
    QTimer::singleShot(0, q, [this] {
        if (stale) redraw();
    });
}

void PlotWidget::Impl::viewResized() {
    if (currentColumns() != columns) redraw();
}

bool PlotWidget::Impl::viewDragEntered(QDragEnterEvent* event) {
    if (!event->mimeData()->hasFormat(QString::fromLatin1(kVariableMimeType))) return false;
    event->acceptProposedAction();
    return true;
}

bool PlotWidget::Impl::viewDropped(QDropEvent* event) {
    const QMimeData* mime = event->mimeData();
    const QString format = QString::fromLatin1(kVariableMimeType);
    if (!mime->hasFormat(format)) return false;
    const QStringList names =
        QString::fromUtf8(mime->data(format)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString& name : names) q->addVariable(name.trimmed());
    event->acceptProposedAction();
    return true;
}

}  // namespace hs::ui

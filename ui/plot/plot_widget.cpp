// PlotWidget: the live chart (a ChartView over a QChart, see plot/plot_chart.h), its
// interaction (zoom, pan, rubber band, crosshair, event-mark tooltips, drag and drop,
// context menu) and the exports. Every change of the visible range re-decimates the
// plotted columns of the ResultStore to the widget's width and hands each series its
// points in one QLineSeries::replace(); the y axis follows the visible data.

#include "plot/plot_widget.h"

#include "hs/sim/result_store.h"
#include "plot/plot_chart.h"

#include <QAction>
#include <QChart>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLineSeries>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QWheelEvent>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <string>

namespace hs::ui {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kWheelZoomFactor = 0.8;  // per wheel notch (120 eighths of a degree)
constexpr double kKeyPanFraction = 0.1;   // of the visible range per arrow key
constexpr double kYMargin = 0.05;         // of the visible data range, each side
constexpr double kXPixelsPerTick = 110.0;
constexpr double kYPixelsPerTick = 45.0;
constexpr double kMarkHoverPixels = 4.0;
constexpr int kMinRubberBandPixels = 4;
// Visible rows from which several plotted columns are decimated in parallel.
constexpr std::size_t kParallelDecimationRows = 250000;

// Distinct, print-friendly colours for the series, taken in order.
const QColor kPalette[] = {
    QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
    QColor(0xff, 0x7f, 0x0e), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
    QColor(0xe3, 0x77, 0xc2), QColor(0x17, 0xbe, 0xcf), QColor(0x7f, 0x7f, 0x7f),
    QColor(0xbc, 0xbd, 0x22),
};
constexpr int kPaletteSize = static_cast<int>(sizeof kPalette / sizeof kPalette[0]);

// Linear interpolation of `values` at t; NaN outside the recorded time span. At an event
// instant (several rows at t) the last row, i.e. the value after the event.
double valueAt(const std::vector<double>& time, const std::vector<double>& values, double t) {
    const std::size_t n = std::min(time.size(), values.size());
    if (n == 0 || !(t >= time[0]) || !(t <= time[n - 1])) return kNaN;
    const auto it =
        std::upper_bound(time.begin(), time.begin() + static_cast<std::ptrdiff_t>(n), t);
    const std::size_t i = static_cast<std::size_t>(it - time.begin());
    if (i >= n) return values[n - 1];
    const double ta = time[i - 1], tb = time[i];
    const double w = (t - ta) / (tb - ta);
    return values[i - 1] + w * (values[i] - values[i - 1]);
}

// The values just before and just after t: the first and the last row at t when there
// are rows at exactly t (an event instant), the interpolated value otherwise.
std::pair<double, double> valuesAround(const std::vector<double>& time,
                                       const std::vector<double>& values, double t) {
    const std::size_t n = std::min(time.size(), values.size());
    const auto end = time.begin() + static_cast<std::ptrdiff_t>(n);
    const auto lo = std::lower_bound(time.begin(), end, t);
    if (lo == end || *lo != t) {
        const double v = valueAt(time, values, t);
        return {v, v};
    }
    const auto hi = std::upper_bound(lo, end, t);
    return {values[static_cast<std::size_t>(lo - time.begin())],
            values[static_cast<std::size_t>(hi - time.begin()) - 1]};
}

// Enough digits to tell apart values `resolution` apart (at least 6 significant ones).
QString formatNumber(double v, double resolution = 0.0) {
    if (std::isnan(v)) return QStringLiteral("\u2014");
    int digits = 6;
    if (resolution > 0.0 && v != 0.0 && std::isfinite(v)) {
        const double needed = std::ceil(std::log10(std::fabs(v) / resolution)) + 1.0;
        digits = static_cast<int>(std::clamp(needed, 6.0, 15.0));
    }
    return QString::number(v, 'g', digits);
}

void appendNumber(std::string& out, double v) {
    char buf[40];
    const auto res = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::general, 17);
    out.append(buf, res.ptr);
}

void appendCsvField(std::string& out, const std::string& text) {
    if (text.find_first_of(",\"\n\r") == std::string::npos) {
        out += text;
        return;
    }
    out += '"';
    for (char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    out += '"';
}

}  // namespace

// ============================================================================= Impl

class PlotWidget::Impl : public ChartViewHandler {
public:
    struct Trace {
        QString name;
        std::string key;  // the column name in the ResultStore
        QColor color;
    };

    explicit Impl(PlotWidget* owner);

    const std::vector<double>* columnOf(const Trace& trace) const;
    std::pair<double, double> fullRange() const;
    int currentColumns() const;
    void applyRange(double a, double b);  // a zoom / pan by the user or the API
    void redraw();
    void fill(ChartParts& target, int columns, QSizeF plotSize) const;
    void updateOverlays();
    void updateCrosshair();
    void hideCrosshair();
    QPointF toChart(const QPointF& viewPos) const;
    double timeAtX(double x) const;
    int markNear(double x) const;
    void render(QPainter& painter, const QRectF& target, const QSize& size) const;
    void zoomAround(double tc, double factor);
    void panBy(double fraction);

    // ChartViewHandler
    bool viewMousePressed(QMouseEvent* event) override;
    bool viewMouseMoved(QMouseEvent* event) override;
    bool viewMouseReleased(QMouseEvent* event) override;
    void viewRubberBandFinished() override;
    bool viewDoubleClicked(QMouseEvent* event) override;
    void viewWheelTurned(QWheelEvent* event) override;
    bool viewKeyPressed(QKeyEvent* event) override;
    void viewContextMenuRequested(QContextMenuEvent* event) override;
    void viewLeft() override;
    void viewResized() override;
    bool viewDragEntered(QDragEnterEvent* event) override;
    bool viewDropped(QDropEvent* event) override;

    // menu actions
    void exportImageInteractively();
    void exportCsvInteractively();

    PlotWidget* q;
    const ResultStore* results = nullptr;
    std::vector<Trace> traces;
    std::vector<EventMark> marks;  // sorted by time
    double t0 = 0.0, t1 = 1.0;
    double shownT0 = 0.0, shownT1 = 1.0;  // the range last announced by timeRangeChanged
    bool autoRange = true;                // follow the whole recorded time span
    bool crosshairEnabled = true;
    int columns = 1;

    ChartParts parts;
    ChartView* view = nullptr;
    QGraphicsLineItem* crossLine = nullptr;
    QGraphicsRectItem* crossBox = nullptr;
    QGraphicsTextItem* crossText = nullptr;

    // interaction state
    bool mouseInside = false;
    QPointF mousePos;  // chart coordinates
    bool panning = false;
    double panStartX = 0.0;
    std::pair<double, double> panStartRange;
    QPointF leftPressPos;
    int tipMark = -1;
};

PlotWidget::Impl::Impl(PlotWidget* owner) : q(owner) {
    parts = createChart(PlotWidget::tr("time"));
    view = new ChartView(parts.chart, this, q);

    crossLine = new QGraphicsLineItem(parts.chart);
    QPen crossPen(QColor(0x40, 0x40, 0x40, 170), 1.0);
    crossPen.setCosmetic(true);
    crossLine->setPen(crossPen);
    crossLine->setZValue(20.0);
    crossBox = new QGraphicsRectItem(parts.chart);
    crossBox->setBrush(QColor(255, 255, 255, 225));
    crossBox->setPen(QPen(QColor(0xb0, 0xb0, 0xb0), 1.0));
    crossBox->setZValue(21.0);
    crossText = new QGraphicsTextItem(parts.chart);
    crossText->setZValue(22.0);
    hideCrosshair();

    QObject::connect(parts.chart, &QChart::plotAreaChanged, q, [this] { updateOverlays(); });
}

const std::vector<double>* PlotWidget::Impl::columnOf(const Trace& trace) const {
    if (!results) return nullptr;
    const std::vector<double>* column = results->column(trace.key);
    if (column && column->size() < results->time().size()) return nullptr;  // inconsistent store
    return column;
}

std::pair<double, double> PlotWidget::Impl::fullRange() const {
    if (!results || results->rowCount() == 0) return {0.0, 1.0};
    const double a = results->time().front(), b = results->time().back();
    if (b > a) return {a, b};
    return {a, a + 1.0};
}

int PlotWidget::Impl::currentColumns() const {
    const double px = view->width() * view->devicePixelRatioF();
    return std::max(1, static_cast<int>(std::lround(px)));
}

void PlotWidget::Impl::applyRange(double a, double b) {
    if (!std::isfinite(a) || !std::isfinite(b)) return;
    if (b < a) std::swap(a, b);
    // Not narrower than what doubles can still tell apart across the pixels.
    const double minSpan = std::max({std::fabs(a), std::fabs(b), 1e-300}) * 1e-12;
    if (b - a < minSpan) {
        const double mid = 0.5 * (a + b);
        a = mid - 0.5 * minSpan;
        b = mid + 0.5 * minSpan;
    }
    autoRange = false;
    t0 = a;
    t1 = b;
    redraw();
}

void PlotWidget::Impl::redraw() {
    if (autoRange) std::tie(t0, t1) = fullRange();
    columns = currentColumns();
    QSizeF plotSize = parts.chart->plotArea().size();
    if (plotSize.width() < 10.0 || plotSize.height() < 10.0)
        plotSize = QSizeF(std::max(10, view->width() - 80), std::max(10, view->height() - 80));
    fill(parts, columns, plotSize);
    updateOverlays();
    if (t0 != shownT0 || t1 != shownT1) {
        shownT0 = t0;
        shownT1 = t1;
        emit q->timeRangeChanged(t0, t1);
    }
}

void PlotWidget::Impl::fill(ChartParts& target, int nColumns, QSizeF plotSize) const {
    // Decimation of every plotted column; several long columns are decimated in parallel
    // (decimateMinMax is pure, and the store is not written while the GUI thread is here).
    struct Job {
        const std::vector<double>* column = nullptr;
        std::vector<DecimatedPoint> points;
    };
    std::vector<Job> jobs(traces.size());
    for (std::size_t k = 0; k < traces.size(); ++k) jobs[k].column = columnOf(traces[k]);
    const std::vector<double>* time = results ? &results->time() : nullptr;
    auto decimate = [&](Job& job) {
        if (job.column) job.points = decimateMinMax(*time, *job.column, t0, t1, nColumns);
    };
    std::size_t visibleRows = 0;
    if (time) {
        const auto first = std::lower_bound(time->begin(), time->end(), t0);
        visibleRows = static_cast<std::size_t>(std::upper_bound(first, time->end(), t1) - first);
    }
    if (jobs.size() > 1 && visibleRows >= kParallelDecimationRows)
        QtConcurrent::blockingMap(jobs, decimate);
    else
        std::for_each(jobs.begin(), jobs.end(), decimate);

    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    std::vector<QList<QPointF>> lists(traces.size());
    for (std::size_t k = 0; k < jobs.size(); ++k) {
        if (!jobs[k].column) continue;
        QList<QPointF>& list = lists[k];
        list.reserve(static_cast<qsizetype>(jobs[k].points.size()));
        for (const DecimatedPoint& p : jobs[k].points) {
            list.append(QPointF(p.t, p.v));
            if (p.t >= t0 && p.t <= t1) {
                lo = std::min(lo, p.v);
                hi = std::max(hi, p.v);
            }
        }
        // Where the lines cross the left and right edges.
        for (double edge : {t0, t1}) {
            const double v = valueAt(*time, *jobs[k].column, edge);
            if (std::isfinite(v)) {
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
        }
    }
    if (!(lo <= hi)) {
        lo = -1.0;
        hi = 1.0;
    } else if (hi - lo <= 1e-12 * std::max(std::fabs(lo), std::fabs(hi))) {
        const double pad = lo != 0.0 ? 0.1 * std::fabs(lo) : 1.0;
        lo -= pad;
        hi += pad;
    } else {
        const double pad = kYMargin * (hi - lo);
        lo -= pad;
        hi += pad;
    }
    // Empty series first: every axis change re-lays out the points the series hold (and
    // strokes their outline), so the new points come last, in one replace() each.
    for (QLineSeries* series : target.series) series->clear();
    setAxisRange(target.axisX, t0, t1, plotSize.width(), kXPixelsPerTick);
    setAxisRange(target.axisY, lo, hi, plotSize.height(), kYPixelsPerTick);
    for (std::size_t k = 0; k < traces.size() && k < target.series.size(); ++k)
        target.series[k]->replace(lists[k]);
}

void PlotWidget::Impl::updateOverlays() {
    placeEventMarks(parts, marks, t0, t1);
    updateCrosshair();
}

void PlotWidget::Impl::hideCrosshair() {
    crossLine->hide();
    crossBox->hide();
    crossText->hide();
}

QPointF PlotWidget::Impl::toChart(const QPointF& viewPos) const {
    return parts.chart->mapFromScene(view->mapToScene(viewPos.toPoint()));
}

double PlotWidget::Impl::timeAtX(double x) const {
    const QRectF area = parts.chart->plotArea();
    if (area.width() <= 0.0) return 0.5 * (t0 + t1);
    return t0 + (x - area.left()) / area.width() * (t1 - t0);
}

void PlotWidget::Impl::updateCrosshair() {
    const QRectF area = parts.chart->plotArea();
    if (!crosshairEnabled || !mouseInside || !area.contains(mousePos) || area.width() <= 0.0) {
        hideCrosshair();
        return;
    }
    const double x = mousePos.x();
    const double t = timeAtX(x);
    const double resolution = (t1 - t0) / area.width();
    crossLine->setLine(x, area.top(), x, area.bottom());

    QString html =
        QStringLiteral("<b>%1</b>")
            .arg(PlotWidget::tr("t = %1").arg(formatNumber(t, resolution)).toHtmlEscaped());
    for (const Trace& trace : traces) {
        const std::vector<double>* column = columnOf(trace);
        const double v = column ? valueAt(results->time(), *column, t) : kNaN;
        html +=
            QStringLiteral("<br><span style=\"color:%1\">\u25a0</span> %2")
                .arg(trace.color.name(),
                     PlotWidget::tr("%1 = %2").arg(trace.name, formatNumber(v)).toHtmlEscaped());
    }
    crossText->setHtml(html);
    const QRectF box = crossText->boundingRect();
    double bx = x + 10.0;
    if (bx + box.width() > area.right()) bx = x - 10.0 - box.width();
    const double by = area.top() + 6.0;
    crossText->setPos(bx, by);
    crossBox->setRect(QRectF(bx, by, box.width(), box.height()));
    crossLine->show();
    crossBox->show();
    crossText->show();
}

int PlotWidget::Impl::markNear(double x) const {
    const QRectF area = parts.chart->plotArea();
    if (marks.empty() || area.width() <= 0.0) return -1;
    const double t = timeAtX(x);
    const double pixel = (t1 - t0) / area.width();
    const auto it = std::lower_bound(marks.begin(), marks.end(), t,
                                     [](const EventMark& m, double v) { return m.time < v; });
    // The marks on either side of t.
    const std::ptrdiff_t after = it - marks.begin();
    int best = -1;
    double bestDistance = kMarkHoverPixels + 0.5;
    for (std::ptrdiff_t i : {after - 1, after}) {
        if (i < 0 || i >= static_cast<std::ptrdiff_t>(marks.size())) continue;
        const EventMark& mark = marks[static_cast<std::size_t>(i)];
        if (mark.time < t0 || mark.time > t1) continue;
        const double distance = std::fabs(mark.time - t) / pixel;
        if (distance < bestDistance) {
            bestDistance = distance;
            best = static_cast<int>(i);
        }
    }
    return best;
}

void PlotWidget::Impl::zoomAround(double tc, double factor) {
    applyRange(tc - (tc - t0) * factor, tc + (t1 - tc) * factor);
}

void PlotWidget::Impl::panBy(double fraction) {
    const double dt = fraction * (t1 - t0);
    applyRange(t0 + dt, t1 + dt);
}

// ----------------------------------------------------------------------------- input

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
    QMenu* remove = menu.addMenu(PlotWidget::tr("Remove variable"));
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

// ----------------------------------------------------------------------------- export

void PlotWidget::Impl::render(QPainter& painter, const QRectF& target, const QSize& size) const {
    // An off-screen copy of the chart at the requested size, decimated to that width.
    ChartParts copy = createChart(parts.axisX->titleText());
    QGraphicsScene scene;
    scene.addItem(copy.chart);  // the scene owns the chart
    for (const Trace& trace : traces) addLineSeries(copy, trace.name, trace.color);
    copy.chart->resize(QSizeF(size));
    copy.chart->layout()->activate();
    fill(copy, size.width(), copy.chart->plotArea().size());
    copy.chart->layout()->invalidate();
    copy.chart->layout()->activate();  // the axis labels may have changed width
    placeEventMarks(copy, marks, t0, t1);
    scene.setSceneRect(QRectF(QPointF(0, 0), QSizeF(size)));
    scene.render(&painter, target, QRectF(QPointF(0, 0), QSizeF(size)));
}

void PlotWidget::Impl::exportImageInteractively() {
    QString filter;
    QString path = QFileDialog::getSaveFileName(
        q, PlotWidget::tr("Export image"), QString(),
        PlotWidget::tr("PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)"), &filter);
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) {
        if (filter.contains(QLatin1String("*.svg")))
            path += QLatin1String(".svg");
        else if (filter.contains(QLatin1String("*.pdf")))
            path += QLatin1String(".pdf");
        else
            path += QLatin1String(".png");
    }
    QString error;
    if (!q->exportImage(path, view->size(), &error))
        QMessageBox::warning(q, PlotWidget::tr("Export image"), error);
}

void PlotWidget::Impl::exportCsvInteractively() {
    QString path = QFileDialog::getSaveFileName(q, PlotWidget::tr("Export CSV"), QString(),
                                                PlotWidget::tr("CSV file (*.csv)"));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QLatin1String(".csv");
    QString error;
    if (!q->exportCsv(path, &error)) QMessageBox::warning(q, PlotWidget::tr("Export CSV"), error);
}

// ============================================================================= PlotWidget

PlotWidget::PlotWidget(QWidget* parent) : QWidget(parent), d(new Impl(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(d->view);
    setFocusProxy(d->view);
    setMinimumSize(200, 150);
    d->redraw();
}

PlotWidget::~PlotWidget() {
    // The view and the chart call into d until they are gone.
    QObject::disconnect(d->parts.chart, nullptr, this, nullptr);
    delete d->view;
    delete d;
}

void PlotWidget::setResults(const ResultStore* results) {
    if (!results) {
        d->results = nullptr;
        d->marks.clear();
        d->autoRange = true;
        d->redraw();
        return;
    }
    if (results != d->results) {
        d->results = results;
        d->autoRange = true;
    }
    d->redraw();
}

void PlotWidget::addVariable(const QString& name) {
    if (name.isEmpty()) return;
    for (const Impl::Trace& trace : d->traces)
        if (trace.name == name) return;
    // The first palette colour not in use.
    int colorIndex = 0;
    for (; colorIndex < kPaletteSize; ++colorIndex) {
        const bool used =
            std::any_of(d->traces.begin(), d->traces.end(),
                        [&](const Impl::Trace& t) { return t.color == kPalette[colorIndex]; });
        if (!used) break;
    }
    const QColor color =
        kPalette[colorIndex < kPaletteSize ? colorIndex : d->traces.size() % kPaletteSize];
    d->traces.push_back({name, name.toStdString(), color});
    addLineSeries(d->parts, name, color);
    d->redraw();
    emit variablesChanged();
}

void PlotWidget::removeVariable(const QString& name) {
    for (std::size_t k = 0; k < d->traces.size(); ++k) {
        if (d->traces[k].name != name) continue;
        removeLineSeries(d->parts, k);
        d->traces.erase(d->traces.begin() + static_cast<std::ptrdiff_t>(k));
        d->redraw();
        emit variablesChanged();
        return;
    }
}

QStringList PlotWidget::variables() const {
    QStringList names;
    for (const Impl::Trace& trace : d->traces) names << trace.name;
    return names;
}

void PlotWidget::setTitle(const QString& title) {
    d->parts.chart->setTitle(title);
}

QString PlotWidget::title() const {
    return d->parts.chart->title();
}

void PlotWidget::setEventMarks(std::vector<EventMark> marks) {
    std::stable_sort(marks.begin(), marks.end(),
                     [](const EventMark& a, const EventMark& b) { return a.time < b.time; });
    d->marks = std::move(marks);
    d->tipMark = -1;
    d->updateOverlays();
}

const std::vector<EventMark>& PlotWidget::eventMarks() const {
    return d->marks;
}

QString PlotWidget::eventMarkToolTip(int index) const {
    if (index < 0 || index >= static_cast<int>(d->marks.size())) return {};
    const double t = d->marks[static_cast<std::size_t>(index)].time;
    // Every mark at this instant.
    QStringList lines;
    const auto [first, last] =
        std::equal_range(d->marks.begin(), d->marks.end(), EventMark{t, {}},
                         [](const EventMark& a, const EventMark& b) { return a.time < b.time; });
    for (auto it = first; it != last; ++it)
        if (!it->label.isEmpty()) lines << it->label;
    lines << tr("t = %1").arg(QString::number(t, 'g', 15));
    for (const Impl::Trace& trace : d->traces) {
        const std::vector<double>* column = d->columnOf(trace);
        if (!column) continue;
        const auto [before, after] = valuesAround(d->results->time(), *column, t);
        if (before == after || (std::isnan(before) && std::isnan(after)))
            lines << tr("%1 = %2").arg(trace.name, formatNumber(before));
        else
            lines << tr("%1: %2 \u2192 %3")
                         .arg(trace.name, formatNumber(before), formatNumber(after));
    }
    return lines.join(QLatin1Char('\n'));
}

void PlotWidget::refresh() {
    d->redraw();
}

void PlotWidget::resetZoom() {
    d->autoRange = true;
    d->redraw();
}

void PlotWidget::setTimeRange(double t0, double t1) {
    d->applyRange(t0, t1);
}

std::pair<double, double> PlotWidget::timeRange() const {
    return {d->t0, d->t1};
}

int PlotWidget::plottedPointCount(const QString& variable) const {
    for (std::size_t k = 0; k < d->traces.size(); ++k)
        if (d->traces[k].name == variable) return static_cast<int>(d->parts.series[k]->count());
    return 0;
}

std::vector<DecimatedPoint> PlotWidget::plottedPoints(const QString& variable) const {
    std::vector<DecimatedPoint> out;
    for (std::size_t k = 0; k < d->traces.size(); ++k) {
        if (d->traces[k].name != variable) continue;
        const QList<QPointF> points = d->parts.series[k]->points();
        out.reserve(static_cast<std::size_t>(points.size()));
        for (const QPointF& p : points) out.push_back({p.x(), p.y()});
    }
    return out;
}

int PlotWidget::decimationColumns() const {
    return d->columns;
}

void PlotWidget::setCrosshairEnabled(bool enabled) {
    d->crosshairEnabled = enabled;
    d->updateCrosshair();
}

bool PlotWidget::isCrosshairEnabled() const {
    return d->crosshairEnabled;
}

QImage PlotWidget::renderImage(const QSize& size) const {
    const QSize s = size.isValid() && !size.isEmpty() ? size : d->view->size();
    QImage image(s, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    d->render(painter, QRectF(QPointF(0, 0), QSizeF(s)), s);
    painter.end();
    return image;
}

bool PlotWidget::exportImage(const QString& path, const QSize& size, QString* error) const {
    auto fail = [&](const QString& message) {
        if (error) *error = message;
        return false;
    };
    const QSize s = size.isValid() && !size.isEmpty() ? size : d->view->size();
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png")) {
        const QImage image = renderImage(s);
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return fail(tr("Cannot write %1: %2").arg(path, file.errorString()));
        if (!image.save(&file, "PNG") || !file.commit())
            return fail(tr("Cannot write %1: %2").arg(path, file.errorString()));
        return true;
    }
    if (suffix == QLatin1String("svg")) {
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return fail(tr("Cannot write %1: %2").arg(path, file.errorString()));
        QSvgGenerator generator;
        generator.setOutputDevice(&file);
        generator.setSize(s);
        generator.setResolution(96);  // pixels as CSS pixels
        generator.setViewBox(QRect(QPoint(0, 0), s));
        generator.setTitle(tr("HybridStudio plot"));
        generator.setDescription(variables().join(QLatin1String(", ")));
        QPainter painter;
        if (!painter.begin(&generator)) return fail(tr("Cannot write %1").arg(path));
        painter.setRenderHint(QPainter::Antialiasing);
        d->render(painter, QRectF(QPointF(0, 0), QSizeF(s)), s);
        painter.end();
        if (!file.commit()) return fail(tr("Cannot write %1: %2").arg(path, file.errorString()));
        return true;
    }
    if (suffix == QLatin1String("pdf")) {
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return fail(tr("Cannot write %1: %2").arg(path, file.errorString()));
        {
            // One page the size of the chart: pixels at 96 dpi, so 0.75 point each.
            QPdfWriter writer(&file);
            writer.setCreator(QStringLiteral("HybridStudio"));
            writer.setTitle(tr("HybridStudio plot"));
            writer.setResolution(96);
            writer.setPageSize(
                QPageSize(QSizeF(s) * 0.75, QPageSize::Point, QString(), QPageSize::ExactMatch));
            writer.setPageMargins(QMarginsF(0, 0, 0, 0));
            QPainter painter;
            if (!painter.begin(&writer)) return fail(tr("Cannot write %1").arg(path));
            painter.setRenderHint(QPainter::Antialiasing);
            const QRectF page(0, 0, writer.width(), writer.height());
            d->render(painter, page, s);
            painter.end();
        }
        if (!file.commit()) return fail(tr("Cannot write %1: %2").arg(path, file.errorString()));
        return true;
    }
    return fail(tr("Unsupported image format \"%1\": use .png, .svg or .pdf.").arg(suffix));
}

bool PlotWidget::exportCsv(const QString& path, QString* error) const {
    auto fail = [&](const QString& message) {
        if (error) *error = message;
        return false;
    };
    if (!d->results) return fail(tr("There are no results to export."));
    std::vector<const Impl::Trace*> traces;
    std::vector<const std::vector<double>*> columns;
    for (const Impl::Trace& trace : d->traces) {
        if (const std::vector<double>* column = d->columnOf(trace)) {
            traces.push_back(&trace);
            columns.push_back(column);
        }
    }
    if (columns.empty()) return fail(tr("None of the plotted variables has results."));

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(tr("Cannot write %1: %2").arg(path, file.errorString()));
    std::string buffer = "time";
    for (const Impl::Trace* trace : traces) {
        buffer += ',';
        appendCsvField(buffer, trace->key);
    }
    buffer += '\n';
    const std::vector<double>& time = d->results->time();
    constexpr std::size_t kChunk = 1 << 20;
    buffer.reserve(kChunk + 4096);
    for (std::size_t r = 0; r < time.size(); ++r) {
        appendNumber(buffer, time[r]);
        for (const std::vector<double>* column : columns) {
            buffer += ',';
            appendNumber(buffer, (*column)[r]);
        }
        buffer += '\n';
        if (buffer.size() >= kChunk) {
            if (file.write(buffer.data(), static_cast<qint64>(buffer.size())) < 0)
                return fail(tr("Cannot write %1: %2").arg(path, file.errorString()));
            buffer.clear();
        }
    }
    if (file.write(buffer.data(), static_cast<qint64>(buffer.size())) < 0 || !file.commit())
        return fail(tr("Cannot write %1: %2").arg(path, file.errorString()));
    return true;
}

void PlotWidget::copyImageToClipboard() const {
    QGuiApplication::clipboard()->setImage(renderImage(d->view->size()));
}

void PlotWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) d->parts.axisX->setTitleText(tr("time"));
    QWidget::changeEvent(event);
}

}  // namespace hs::ui

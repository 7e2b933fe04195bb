// The Qt Charts side of the plot (see plot/plot_chart.h): building a chart, nice axis
// ticks, event marks as painter paths, and the chart view that forwards its input.

#include "plot/plot_chart.h"

#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsPathItem>
#include <QLegend>
#include <QLineSeries>
#include <QMimeData>
#include <QPainterPath>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace hs::ui {

namespace {

// Z values relative to Qt Charts' own items (grid 2, axes 3, series 4, legend ~9).
constexpr double kMarkLinesZ = 3.5;
constexpr double kMarkTicksZ = 4.5;
constexpr double kTickLength = 7.0;

const QColor kMarkLineColor(0x9a, 0x9a, 0x9a, 150);
const QColor kMarkTickColor(0x50, 0x50, 0x50);

// 1, 2 or 5 times a power of ten, at least `raw`.
double niceStep(double raw) {
    if (!(raw > 0.0) || !std::isfinite(raw)) return 1.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double norm = raw / magnitude;
    const double factor = norm <= 1.0 ? 1.0 : norm <= 2.0 ? 2.0 : norm <= 5.0 ? 5.0 : 10.0;
    return factor * magnitude;
}

// The nice step below `step` (10 -> 5 -> 2 -> 1 -> 0.5 ...).
double smallerNiceStep(double step) {
    const double magnitude = std::pow(10.0, std::floor(std::log10(step) + 1e-9));
    const double norm = step / magnitude;
    if (norm > 4.5) return 2.0 * magnitude;
    if (norm > 1.5) return magnitude;
    return 0.5 * magnitude;
}

// A printf format that tells the ticks of `step` apart over [lo, hi].
QString labelFormat(double step, double lo, double hi) {
    const double largest = std::max(std::fabs(lo), std::fabs(hi));
    const int stepExponent = static_cast<int>(std::floor(std::log10(step) + 1e-9));
    if (largest >= 1e6 || stepExponent < -5) {
        const int largestExponent =
            largest > 0.0 ? static_cast<int>(std::floor(std::log10(largest))) : stepExponent;
        const int digits = std::clamp(largestExponent - stepExponent + 1, 1, 15);
        return QStringLiteral("%.%1g").arg(digits);
    }
    return QStringLiteral("%.%1f").arg(std::max(0, -stepExponent));
}

void styleAxis(QValueAxis* axis, bool grid) {
    QPen pen = axis->gridLinePen();
    pen.setColor(QColor(0xe2, 0xe2, 0xe2));
    pen.setWidthF(1.0);
    axis->setGridLinePen(pen);
    axis->setGridLineVisible(grid);
    axis->setMinorTickCount(0);
    axis->setRange(0.0, 1.0);
    QFont title = axis->titleFont();
    title.setPointSizeF(std::max(7.0, title.pointSizeF() * 0.9));
    title.setBold(false);
    axis->setTitleFont(title);
}

}  // namespace

void resetSeries(ChartParts& parts, const QStringList& axisTitles) {
    for (QLineSeries* s : parts.series) {
        parts.chart->removeSeries(s);
        delete s;
    }
    for (QLineSeries* s : parts.comparison)
        if (s) {
            parts.chart->removeSeries(s);
            delete s;
        }
    parts.series.clear();
    parts.seriesAxis.clear();
    parts.comparison.clear();
    // The y axes are kept and retitled; only a change in their number adds or removes some.
    // (An axis removed from a chart that is not on screen — a plot dock behind another tab —
    // left its labels drawn where they were; kept axes have nothing to leave behind.)
    const QStringList titles = axisTitles.isEmpty() ? QStringList{QString()} : axisTitles;
    while (parts.axesY.size() > static_cast<std::size_t>(titles.size())) {
        parts.chart->removeAxis(parts.axesY.back());
        delete parts.axesY.back();
        parts.axesY.pop_back();
    }
    for (qsizetype i = 0; i < titles.size(); ++i) {
        if (static_cast<std::size_t>(i) >= parts.axesY.size()) {
            auto* axis = new QValueAxis(parts.chart);
            styleAxis(axis, i == 0);  // the grid of the first axis only
            parts.chart->addAxis(axis, i % 2 == 0 ? Qt::AlignLeft : Qt::AlignRight);
            parts.axesY.push_back(axis);
        }
        QValueAxis* axis = parts.axesY[static_cast<std::size_t>(i)];
        axis->setTitleText(titles[i]);
        // attaching a series sets the range to the series' own; with the old dynamic step
        // kept, that could be absurdly many ticks (setAxisRange makes them dynamic again)
        axis->setTickType(QValueAxis::TicksFixed);
    }
}

QStringList axisTickLabels(const QValueAxis* axis) {
    QStringList labels;
    const double step = axis->tickInterval();
    if (!(step > 0) || axis->tickType() != QValueAxis::TicksDynamic) return labels;
    const QByteArray format = axis->labelFormat().toLatin1();
    const double lo = axis->min(), hi = axis->max();
    double first = axis->tickAnchor() + std::ceil((lo - axis->tickAnchor()) / step - 1e-9) * step;
    for (int i = 0; i < 1000; ++i) {
        const double v = first + i * step;
        if (v > hi + 1e-9 * step) break;
        labels << QString::asprintf(format.constData(), std::fabs(v) < 1e-12 * step ? 0.0 : v);
    }
    return labels;
}

ChartParts createChart(const QString& timeTitle) {
    ChartParts parts;
    auto* chart = new QChart;
    parts.chart = chart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 20, 4));  // room for the last time label
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->legend()->setAlignment(Qt::AlignTop);
    chart->legend()->setShowToolTips(true);

    parts.axisX = new QValueAxis(chart);
    parts.axisX->setTitleText(timeTitle);
    styleAxis(parts.axisX, true);
    chart->addAxis(parts.axisX, Qt::AlignBottom);
    resetSeries(parts, {QString()});

    parts.markLines = new QGraphicsPathItem(chart);
    QPen linePen(kMarkLineColor, 1.0, Qt::DashLine);
    linePen.setCosmetic(true);
    parts.markLines->setPen(linePen);
    parts.markLines->setZValue(kMarkLinesZ);
    parts.markTicks = new QGraphicsPathItem(chart);
    QPen tickPen(kMarkTickColor, 2.0, Qt::SolidLine, Qt::FlatCap);
    parts.markTicks->setPen(tickPen);
    parts.markTicks->setZValue(kMarkTicksZ);
    return parts;
}

QLineSeries* addLineSeries(ChartParts& parts, const QString& name, const QColor& color, int axis,
                           int comparison) {
    auto* series = new QLineSeries;
    series->setName(name);
    series->setUseOpenGL(false);
    // Qt Charts draws a solid line segment by segment: square caps close the joints, and
    // are several times cheaper to rasterise than round ones.
    QPen pen(color, 1.5);
    pen.setCapStyle(Qt::SquareCap);
    pen.setJoinStyle(Qt::MiterJoin);
    if (comparison >= 0) {
        // the previous run dashed, overlaid runs in patterns that differ from it and from
        // each other for the first five; later ones repeat them a shade lighter
        static const QList<QList<qreal>> patterns = {
            {4, 3}, {1, 2}, {6, 2, 1, 2}, {6, 2, 1, 2, 1, 2}, {10, 3}, {2, 4},
        };
        const auto k = static_cast<qsizetype>(comparison);
        QColor faded = color;
        faded.setAlpha(k < patterns.size() ? 170 : 110);
        pen.setColor(faded);
        pen.setDashPattern(patterns[k % patterns.size()]);
        pen.setCapStyle(Qt::FlatCap);
    }
    series->setPen(pen);
    parts.chart->addSeries(series);
    series->attachAxis(parts.axisX);
    series->attachAxis(parts.axesY[static_cast<std::size_t>(std::clamp<int>(axis, 0, static_cast<int>(parts.axesY.size()) - 1))]);
    return series;
}

void setAxisRange(QValueAxis* axis, double lo, double hi, double pixels, double pixelsPerTick) {
    if (!(hi > lo)) hi = lo + 1.0;
    // at least three labelled ticks, however small the plot
    const double ticks = std::max(3.0, pixels / pixelsPerTick);
    double step = niceStep((hi - lo) / ticks);
    // rounding the step up may leave fewer ticks inside the range: a smaller nice step
    auto inside = [&](double s) { return std::floor(hi / s) - std::ceil(lo / s) + 1.0; };
    for (int i = 0; i < 6 && inside(step) < 3.0; ++i) step = smallerNiceStep(step);
    // Qt lays the ticks out again at each of the changes below: the new step over the old
    // range, or the old step over the new range, can be absurdly many ticks (a step of
    // 1e-15 over 0..1e7 when an axis goes from one variable's scale to another's). Then
    // the ticks are fixed while range and step change, and dynamic again after.
    constexpr double kMaxInterimTicks = 1000.0;
    auto tickCount = [](double a, double b, double s) { return s > 0.0 ? (b - a) / s : 0.0; };
    const bool direct = axis->tickType() == QValueAxis::TicksDynamic &&
                        tickCount(axis->min(), axis->max(), step) < kMaxInterimTicks &&
                        tickCount(lo, hi, axis->tickInterval()) < kMaxInterimTicks;
    if (!direct) {
        axis->setTickType(QValueAxis::TicksFixed);
        axis->setRange(lo, hi);
    }
    // Anchored near the range, so that ticks far from zero keep their precision.
    axis->setTickAnchor(std::floor(lo / step) * step);
    axis->setTickInterval(step);
    axis->setLabelFormat(labelFormat(step, lo, hi));
    axis->setRange(lo, hi);
    axis->setTickType(QValueAxis::TicksDynamic);
}

void placeEventMarks(ChartParts& parts, const EventMarks& marks, double t0, double t1) {
    QPainterPath lines, ticks;
    const QRectF area = parts.chart->plotArea();
    if (area.width() > 0.0 && t1 > t0 && !marks.empty()) {
        auto it = std::lower_bound(marks.begin(), marks.end(), t0,
                                   [](const EventMark& m, double t) { return m.time < t; });
        const double scale = area.width() / (t1 - t0);
        // Pixel-aligned; one mark per pixel column is enough. The column grows with the
        // time, so the first mark of the next column is found by bisection: a long run's
        // tens of thousands of marks cost a search per column, not a visit each.
        auto column = [&](const EventMark& m) {
            return std::floor(area.left() + (m.time - t0) * scale);
        };
        while (it != marks.end() && it->time <= t1) {
            const double at = column(*it);
            const double x = at + 0.5;
            it = std::partition_point(it + 1, marks.end(),
                                      [&](const EventMark& m) { return column(m) <= at; });
            lines.moveTo(x, area.top());
            lines.lineTo(x, area.bottom());
            ticks.moveTo(x, area.bottom());
            ticks.lineTo(x, area.bottom() - kTickLength);
        }
    }
    parts.markLines->setPath(lines);
    parts.markTicks->setPath(ticks);
}

// ----------------------------------------------------------------------------- view

ChartView::ChartView(QChart* chart, ChartViewHandler* handler, QWidget* parent)
    : QChartView(chart, parent), m_handler(handler) {
    setRenderHint(QPainter::Antialiasing);
    setRubberBand(QChartView::HorizontalRubberBand);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
    setAcceptDrops(true);
    viewport()->setAcceptDrops(true);
}

void ChartView::mousePressEvent(QMouseEvent* event) {
    if (m_handler->viewMousePressed(event)) return;
    QChartView::mousePressEvent(event);
}

void ChartView::mouseMoveEvent(QMouseEvent* event) {
    if (m_handler->viewMouseMoved(event)) return;
    QChartView::mouseMoveEvent(event);
}

void ChartView::mouseReleaseEvent(QMouseEvent* event) {
    if (m_handler->viewMouseReleased(event)) return;
    QChartView::mouseReleaseEvent(event);
    if (event->button() == Qt::LeftButton) m_handler->viewRubberBandFinished();
}

void ChartView::mouseDoubleClickEvent(QMouseEvent* event) {
    if (m_handler->viewDoubleClicked(event)) return;
    QChartView::mouseDoubleClickEvent(event);
}

void ChartView::wheelEvent(QWheelEvent* event) {
    m_handler->viewWheelTurned(event);
}

void ChartView::keyPressEvent(QKeyEvent* event) {
    if (m_handler->viewKeyPressed(event)) return;
    QChartView::keyPressEvent(event);
}

void ChartView::contextMenuEvent(QContextMenuEvent* event) {
    m_handler->viewContextMenuRequested(event);
}

void ChartView::leaveEvent(QEvent* event) {
    m_handler->viewLeft();
    QChartView::leaveEvent(event);
}

void ChartView::resizeEvent(QResizeEvent* event) {
    QChartView::resizeEvent(event);
    m_handler->viewResized();
}

void ChartView::paintEvent(QPaintEvent* event) {
    QChartView::paintEvent(event);
    m_handler->viewPainted();
}

// Drags go to the handler only: the chart's scene has nothing that takes drops (and
// would accept any drag entering it).
void ChartView::dragEnterEvent(QDragEnterEvent* event) {
    if (!m_handler->viewDragEntered(event)) event->ignore();
}

void ChartView::dragMoveEvent(QDragMoveEvent* event) {
    if (event->mimeData()->hasFormat(QString::fromLatin1(kVariableMimeType)))
        event->acceptProposedAction();
    else
        event->ignore();
}

void ChartView::dropEvent(QDropEvent* event) {
    if (!m_handler->viewDropped(event)) event->ignore();
}

}  // namespace hs::ui

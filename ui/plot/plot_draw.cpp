// Drawing the plot (see plot/plot_impl.h): every change of the visible range re-decimates
// the plotted columns of the ResultStore to the widget's width and hands each series its
// points in one QLineSeries::replace(). Variables are grouped by unit, one y axis per unit
// following the visible data of its variables; the previous run is drawn dashed on the
// axis of its variable; an x–y plot draws one variable against another.

#include "plot/plot_impl.h"

#include <QChart>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsTextItem>
#include <QLineSeries>
#include <QValueAxis>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <cmath>

namespace hs::ui {

namespace {

constexpr double kYMargin = 0.05;  // of the visible data range, each side
constexpr double kXPixelsPerTick = 110.0;
constexpr double kYPixelsPerTick = 45.0;
constexpr double kMarkHoverPixels = 4.0;
// Visible rows from which several plotted columns are decimated in parallel.
constexpr std::size_t kParallelDecimationRows = 250000;
// Points of one x–y curve handed to the chart at most.
constexpr std::size_t kMaxXYPoints = 20000;

// A range with room around the data; a flat line gets a band around its value.
std::pair<double, double> padded(double lo, double hi) {
    if (!(lo <= hi)) return {-1.0, 1.0};
    if (hi - lo <= 1e-12 * std::max(std::fabs(lo), std::fabs(hi))) {
        const double pad = lo != 0.0 ? 0.1 * std::fabs(lo) : 1.0;
        return {lo - pad, hi + pad};
    }
    const double pad = kYMargin * (hi - lo);
    return {lo - pad, hi + pad};
}

}  // namespace

double plotValueAt(const std::vector<double>& time, const std::vector<double>& values, double t) {
    const std::size_t n = std::min(time.size(), values.size());
    if (n == 0 || !(t >= time[0]) || !(t <= time[n - 1])) return kPlotNaN;
    const auto it = std::upper_bound(time.begin(), time.begin() + static_cast<std::ptrdiff_t>(n), t);
    const std::size_t i = static_cast<std::size_t>(it - time.begin());
    if (i >= n) return values[n - 1];
    const double ta = time[i - 1], tb = time[i];
    const double w = (t - ta) / (tb - ta);
    return values[i - 1] + w * (values[i] - values[i - 1]);
}

std::pair<double, double> plotValuesAround(const std::vector<double>& time, const std::vector<double>& values,
                                           double t) {
    const std::size_t n = std::min(time.size(), values.size());
    const auto end = time.begin() + static_cast<std::ptrdiff_t>(n);
    const auto lo = std::lower_bound(time.begin(), end, t);
    if (lo == end || *lo != t) {
        const double v = plotValueAt(time, values, t);
        return {v, v};
    }
    const auto hi = std::upper_bound(lo, end, t);
    return {values[static_cast<std::size_t>(lo - time.begin())], values[static_cast<std::size_t>(hi - time.begin()) - 1]};
}

QString plotNumber(double v, double resolution) {
    if (std::isnan(v)) return QStringLiteral("\u2014");
    int digits = 6;
    if (resolution > 0.0 && v != 0.0 && std::isfinite(v)) {
        const double needed = std::ceil(std::log10(std::fabs(v) / resolution)) + 1.0;
        digits = static_cast<int>(std::clamp(needed, 6.0, 15.0));
    }
    return QString::number(v, 'g', digits);
}

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

std::vector<const ResultStore*> PlotWidget::Impl::comparisons() const {
    std::vector<const ResultStore*> runs{&reference};
    for (const PlotOverlay& overlay : overlays) runs.push_back(overlay.data.get());
    return runs;
}

QString PlotWidget::Impl::comparisonLabel(std::size_t c) const {
    return c == 0 ? PlotWidget::tr("previous run") : overlays[c - 1].label;
}

const std::vector<double>* PlotWidget::Impl::comparisonColumnOf(const ResultStore* store,
                                                                const Trace& trace) const {
    if (!store || store->rowCount() == 0) return nullptr;
    const std::vector<double>* column = store->column(trace.key);
    return column && column->size() >= store->time().size() ? column : nullptr;
}

const std::vector<double>* PlotWidget::Impl::xColumn(const ResultStore* store) const {
    if (!store || xVariable.isEmpty()) return nullptr;
    const std::vector<double>* column = store->column(xVariable.toStdString());
    return column && column->size() >= store->time().size() ? column : nullptr;
}

std::pair<double, double> PlotWidget::Impl::fullRange() const {
    double a = std::numeric_limits<double>::infinity(), b = -a;
    std::vector<const ResultStore*> stores{results};
    for (const ResultStore* run : comparisons()) stores.push_back(run);
    for (const ResultStore* store : stores) {
        if (!store || store->rowCount() == 0) continue;
        a = std::min(a, store->time().front());
        b = std::max(b, store->time().back());
    }
    if (!(a <= b)) return {0.0, 1.0};
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

void PlotWidget::Impl::changed() {
    rebuildSeries(parts);
    redraw();
}

void PlotWidget::Impl::redraw() {
    stale = false;
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

std::vector<std::pair<QString, std::vector<int>>> PlotWidget::Impl::unitGroups() const {
    std::vector<std::pair<QString, std::vector<int>>> groups;
    for (std::size_t k = 0; k < traces.size(); ++k) {
        const QString unit = unitOf(traces[k].name);
        auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == unit; });
        if (it == groups.end()) {
            groups.push_back({unit, {}});
            it = groups.end() - 1;
        }
        it->second.push_back(static_cast<int>(k));
    }
    return groups;
}

void PlotWidget::Impl::rebuildSeries(ChartParts& target) const {
    const auto groups = unitGroups();
    QStringList titles;
    for (const auto& [unit, members] : groups) {
        QStringList names;
        for (int k : members) names << traces[static_cast<std::size_t>(k)].name;
        QString title = names.join(QStringLiteral(", "));
        if (!unit.isEmpty()) title += QStringLiteral(" [%1]").arg(unit);
        titles << title;
    }
    resetSeries(target, titles);
    target.series.assign(traces.size(), nullptr);
    target.seriesAxis.assign(traces.size(), 0);
    const auto runs = comparisons();
    target.comparison.assign(runs.size() * traces.size(), nullptr);
    for (std::size_t g = 0; g < groups.size(); ++g)
        for (int k : groups[g].second) {
            const Trace& trace = traces[static_cast<std::size_t>(k)];
            target.series[static_cast<std::size_t>(k)] = addLineSeries(target, trace.name, trace.color, static_cast<int>(g));
            target.seriesAxis[static_cast<std::size_t>(k)] = static_cast<int>(g);
        }
    // the previous run and the overlaid runs after the current one: below it in the legend
    for (std::size_t c = 0; c < runs.size(); ++c)
        for (std::size_t g = 0; g < groups.size(); ++g)
            for (int k : groups[g].second) {
                const Trace& trace = traces[static_cast<std::size_t>(k)];
                if (comparisonColumnOf(runs[c], trace))
                    target.comparison[c * traces.size() + static_cast<std::size_t>(k)] =
                        addLineSeries(target,
                                      PlotWidget::tr("%1 (%2)").arg(trace.name, comparisonLabel(c)),
                                      trace.color, static_cast<int>(g), static_cast<int>(c));
            }
    if (xVariable.isEmpty()) {
        target.axisX->setTitleText(PlotWidget::tr("time"));
    } else {
        const QString unit = unitOf(xVariable);
        target.axisX->setTitleText(unit.isEmpty() ? xVariable : QStringLiteral("%1 [%2]").arg(xVariable, unit));
    }
}

void PlotWidget::Impl::fill(ChartParts& target, int nColumns, QSizeF plotSize) const {
    if (xVariable.isEmpty())
        fillTime(target, nColumns, plotSize);
    else
        fillXY(target, plotSize);
}

void PlotWidget::Impl::fillTime(ChartParts& target, int nColumns, QSizeF plotSize) const {
    // Decimation of every plotted column (and of the previous run's); several long columns
    // are decimated in parallel (decimateMinMax is pure, and the store is not written while
    // the GUI thread is here).
    struct Job {
        const std::vector<double>* time = nullptr;
        const std::vector<double>* column = nullptr;
        std::vector<DecimatedPoint> points;
    };
    const std::size_t n = traces.size();
    const auto runs = comparisons();
    std::vector<Job> jobs((1 + runs.size()) * n);
    for (std::size_t k = 0; k < n; ++k) {
        if ((jobs[k].column = columnOf(traces[k]))) jobs[k].time = &results->time();
        for (std::size_t c = 0; c < runs.size(); ++c) {
            Job& job = jobs[(1 + c) * n + k];
            if ((job.column = comparisonColumnOf(runs[c], traces[k]))) job.time = &runs[c]->time();
        }
    }
    auto decimate = [&](Job& job) {
        if (job.column) job.points = decimateMinMax(*job.time, *job.column, t0, t1, nColumns);
    };
    std::size_t visibleRows = 0;
    if (results) {
        const auto& time = results->time();
        const auto first = std::lower_bound(time.begin(), time.end(), t0);
        visibleRows = static_cast<std::size_t>(std::upper_bound(first, time.end(), t1) - first);
    }
    if (n > 1 && visibleRows >= kParallelDecimationRows)
        QtConcurrent::blockingMap(jobs, decimate);
    else
        std::for_each(jobs.begin(), jobs.end(), decimate);

    const std::size_t axes = target.axesY.size();
    std::vector<double> lo(axes, std::numeric_limits<double>::infinity()), hi(axes, -std::numeric_limits<double>::infinity());
    std::vector<QList<QPointF>> lists(jobs.size());
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        if (!jobs[j].column) continue;
        const std::size_t axis = static_cast<std::size_t>(target.seriesAxis.empty() ? 0 : target.seriesAxis[j % n]);
        QList<QPointF>& list = lists[j];
        list.reserve(static_cast<qsizetype>(jobs[j].points.size()));
        for (const DecimatedPoint& p : jobs[j].points) {
            list.append(QPointF(p.t, p.v));
            if (p.t >= t0 && p.t <= t1) {
                lo[axis] = std::min(lo[axis], p.v);
                hi[axis] = std::max(hi[axis], p.v);
            }
        }
        // Where the lines cross the left and right edges.
        for (double edge : {t0, t1}) {
            const double v = plotValueAt(*jobs[j].time, *jobs[j].column, edge);
            if (std::isfinite(v)) {
                lo[axis] = std::min(lo[axis], v);
                hi[axis] = std::max(hi[axis], v);
            }
        }
    }
    // Empty series first: every axis change re-lays out the points the series hold (and
    // strokes their outline), so the new points come last, in one replace() each.
    for (QLineSeries* series : target.series)
        if (series) series->clear();
    for (QLineSeries* series : target.comparison)
        if (series) series->clear();
    setAxisRange(target.axisX, t0, t1, plotSize.width(), kXPixelsPerTick);
    for (std::size_t a = 0; a < axes; ++a) {
        const auto [ylo, yhi] = padded(lo[a], hi[a]);
        setAxisRange(target.axesY[a], ylo, yhi, plotSize.height(), kYPixelsPerTick);
    }
    for (std::size_t k = 0; k < n && k < target.series.size(); ++k)
        if (target.series[k]) target.series[k]->replace(lists[k]);
    for (std::size_t j = 0; j < target.comparison.size() && n + j < lists.size(); ++j)
        if (target.comparison[j]) target.comparison[j]->replace(lists[n + j]);
}

// One variable against another: every row (thinned evenly when there are very many),
// both axes fitted to the data.
void PlotWidget::Impl::fillXY(ChartParts& target, QSizeF plotSize) const {
    const std::size_t n = traces.size();
    const std::size_t axes = target.axesY.size();
    double xlo = std::numeric_limits<double>::infinity(), xhi = -xlo;
    std::vector<double> lo(axes, xlo), hi(axes, -xlo);
    auto curve = [&](const ResultStore* store, const std::vector<double>* y, std::size_t axis) {
        QList<QPointF> list;
        const std::vector<double>* x = xColumn(store);
        if (!x || !y) return list;
        const std::size_t rows = std::min(x->size(), y->size());
        const std::size_t stride = std::max<std::size_t>(1, (rows + kMaxXYPoints - 1) / kMaxXYPoints);
        list.reserve(static_cast<qsizetype>(rows / stride + 2));
        for (std::size_t r = 0; r < rows; r += stride) {
            const double xv = (*x)[r], yv = (*y)[r];
            if (!std::isfinite(xv) || !std::isfinite(yv)) continue;
            list.append(QPointF(xv, yv));
            xlo = std::min(xlo, xv);
            xhi = std::max(xhi, xv);
            lo[axis] = std::min(lo[axis], yv);
            hi[axis] = std::max(hi[axis], yv);
        }
        if (rows > 0 && (rows - 1) % stride != 0 && std::isfinite((*x)[rows - 1]) && std::isfinite((*y)[rows - 1]))
            list.append(QPointF((*x)[rows - 1], (*y)[rows - 1]));  // the last point
        return list;
    };
    const auto runs = comparisons();
    std::vector<QList<QPointF>> lists((1 + runs.size()) * n);
    for (std::size_t k = 0; k < n; ++k) {
        const std::size_t axis = static_cast<std::size_t>(target.seriesAxis.empty() ? 0 : target.seriesAxis[k]);
        lists[k] = curve(results, columnOf(traces[k]), axis);
        for (std::size_t c = 0; c < runs.size(); ++c)
            lists[(1 + c) * n + k] = curve(runs[c], comparisonColumnOf(runs[c], traces[k]), axis);
    }
    for (QLineSeries* series : target.series)
        if (series) series->clear();
    for (QLineSeries* series : target.comparison)
        if (series) series->clear();
    const auto [x0, x1] = padded(xlo, xhi);
    setAxisRange(target.axisX, x0, x1, plotSize.width(), kXPixelsPerTick);
    for (std::size_t a = 0; a < axes; ++a) {
        const auto [ylo, yhi] = padded(lo[a], hi[a]);
        setAxisRange(target.axesY[a], ylo, yhi, plotSize.height(), kYPixelsPerTick);
    }
    for (std::size_t k = 0; k < n && k < target.series.size(); ++k)
        if (target.series[k]) target.series[k]->replace(lists[k]);
    for (std::size_t j = 0; j < target.comparison.size() && n + j < lists.size(); ++j)
        if (target.comparison[j]) target.comparison[j]->replace(lists[n + j]);
}

void PlotWidget::Impl::updateOverlays() {
    placeEventMarks(parts, shownMarks(), t0, t1);
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
    if (!crosshairEnabled || !mouseInside || !area.contains(mousePos) || area.width() <= 0.0 || !xVariable.isEmpty()) {
        hideCrosshair();
        return;
    }
    const double x = mousePos.x();
    const double t = timeAtX(x);
    const double resolution = (t1 - t0) / area.width();
    crossLine->setLine(x, area.top(), x, area.bottom());

    QString html = QStringLiteral("<b>%1</b>").arg(PlotWidget::tr("t = %1").arg(plotNumber(t, resolution)).toHtmlEscaped());
    for (const Trace& trace : traces) {
        const std::vector<double>* column = columnOf(trace);
        const double v = column ? plotValueAt(results->time(), *column, t) : kPlotNaN;
        QString value = plotNumber(v);
        const QString unit = unitOf(trace.name);
        if (!unit.isEmpty() && std::isfinite(v)) value += ' ' + unit;
        html += QStringLiteral("<br><span style=\"color:%1\">\u25a0</span> %2")
                    .arg(trace.color.name(), PlotWidget::tr("%1 = %2").arg(trace.name, value).toHtmlEscaped());
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
    if (marks.empty() || area.width() <= 0.0 || !xVariable.isEmpty()) return -1;
    const double t = timeAtX(x);
    const double pixel = (t1 - t0) / area.width();
    const auto it = std::lower_bound(marks.begin(), marks.end(), t, [](const EventMark& m, double v) { return m.time < v; });
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

}  // namespace hs::ui

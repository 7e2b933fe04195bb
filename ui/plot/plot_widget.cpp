// PlotWidget's public interface (see plot/plot_widget.h); the work is in plot_draw.cpp,
// plot_input.cpp and plot_export.cpp.

#include "plot/plot_impl.h"

#include <QChart>
#include <QLineSeries>
#include <QTime>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace hs::ui {

namespace {

// Distinct, print-friendly colours for the series, taken in order.
const QColor kPalette[] = {
    QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
    QColor(0xff, 0x7f, 0x0e), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
    QColor(0xe3, 0x77, 0xc2), QColor(0x17, 0xbe, 0xcf), QColor(0x7f, 0x7f, 0x7f),
    QColor(0xbc, 0xbd, 0x22),
};
constexpr int kPaletteSize = static_cast<int>(sizeof kPalette / sizeof kPalette[0]);

}  // namespace

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
    d->changed();
    emit variablesChanged();
}

void PlotWidget::removeVariable(const QString& name) {
    for (std::size_t k = 0; k < d->traces.size(); ++k) {
        if (d->traces[k].name != name) continue;
        d->traces.erase(d->traces.begin() + static_cast<std::ptrdiff_t>(k));
        if (d->xVariable == name) d->xVariable.clear();
        d->changed();
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

void PlotWidget::setUnits(const QHash<QString, QString>& units) {
    if (units == d->units) return;
    d->units = units;
    d->changed();
}

QStringList PlotWidget::axisTitles() const {
    current();
    QStringList titles;
    for (const QValueAxis* axis : d->parts.axesY) titles << axis->titleText();
    return titles;
}

QStringList PlotWidget::tickLabels(int axis) const {
    current();
    if (axis < 0) return axisTickLabels(d->parts.axisX);
    if (axis >= static_cast<int>(d->parts.axesY.size())) return {};
    return axisTickLabels(d->parts.axesY[static_cast<std::size_t>(axis)]);
}

void PlotWidget::setXVariable(const QString& name) {
    if (name == d->xVariable) return;
    d->xVariable = name;
    d->autoRange = true;
    d->changed();
}

QString PlotWidget::xVariable() const {
    return d->xVariable;
}

void PlotWidget::keepAsReference() {
    d->reference = ResultStore{};
    if (!d->results || d->results->rowCount() == 0) {
        d->changed();
        return;
    }
    // the plotted columns (and the x variable) of the run as it is now
    std::vector<std::string> names;
    std::vector<const std::vector<double>*> columns;
    auto add = [&](const std::string& key) {
        if (std::find(names.begin(), names.end(), key) != names.end()) return;
        if (const auto* c = d->results->column(key)) {
            names.push_back(key);
            columns.push_back(c);
        }
    };
    for (const Impl::Trace& trace : d->traces) add(trace.key);
    if (names.empty()) {
        d->changed();
        return;
    }
    if (!d->xVariable.isEmpty()) add(d->xVariable.toStdString());
    d->reference.setColumns(names);
    std::vector<std::vector<double>> data;
    for (const auto* c : columns) data.push_back(*c);
    d->reference.appendColumns(d->results->time(), data);
    d->changed();
    emit referenceChanged();
}

void PlotWidget::clearReference() {
    if (d->reference.rowCount() == 0 && d->reference.names().empty()) return;
    d->reference = ResultStore{};
    d->changed();
    emit referenceChanged();
}

bool PlotWidget::hasReference() const {
    return d->reference.rowCount() > 0;
}

int PlotWidget::referencePointCount(const QString& variable) const {
    return overlayPointCount(-1, variable);
}

void PlotWidget::setOverlays(std::vector<PlotOverlay> overlays) {
    d->overlays = std::move(overlays);
    d->changed();
}

const std::vector<PlotOverlay>& PlotWidget::overlays() const {
    return d->overlays;
}

int PlotWidget::overlayPointCount(int overlay, const QString& variable) const {
    current();
    // comparison run 0 is the previous run, overlay i is comparison run i + 1
    const std::size_t n = d->traces.size();
    const auto c = static_cast<std::size_t>(overlay + 1);
    for (std::size_t k = 0; k < n; ++k)
        if (d->traces[k].name == variable && c * n + k < d->parts.comparison.size())
            if (QLineSeries* series = d->parts.comparison[c * n + k])
                return static_cast<int>(series->count());
    return 0;
}

void PlotWidget::setRunLabel(const QString& label) {
    d->runLabel = label;
}

PlotOverlay PlotWidget::currentRunOverlay(const QString& label) const {
    PlotOverlay overlay;
    overlay.label =
        !label.isEmpty() ? label
        : !d->runLabel.isEmpty()
            ? d->runLabel
            : tr("run kept at %1").arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss")));
    if (d->results && d->results->rowCount() > 0)
        overlay.data = std::make_shared<const ResultStore>(*d->results);
    return overlay;
}

namespace {

bool earlier(const EventMark& a, const EventMark& b) {
    return a.time < b.time;
}

// A run's marks come in time order: checked in one pass, sorted only when they are not.
void sortByTime(std::vector<EventMark>& marks) {
    if (!std::is_sorted(marks.begin(), marks.end(), earlier))
        std::stable_sort(marks.begin(), marks.end(), earlier);
}

}  // namespace

void PlotWidget::setEventMarks(std::vector<EventMark> marks) {
    sortByTime(marks);
    d->marks.assign(std::make_move_iterator(marks.begin()), std::make_move_iterator(marks.end()));
    d->tipMark = -1;
    d->updateOverlays();
}

void PlotWidget::addEventMarks(std::vector<EventMark> marks) {
    if (marks.empty()) return;
    sortByTime(marks);
    EventMarks& all = d->marks;
    const auto middle = static_cast<std::ptrdiff_t>(all.size());
    const bool after = all.empty() || !earlier(marks.front(), all.back());
    all.insert(all.end(), std::make_move_iterator(marks.begin()),
               std::make_move_iterator(marks.end()));
    // a run's events come in time order: the merge is needed only for marks set out of it
    if (!after) std::inplace_merge(all.begin(), all.begin() + middle, all.end(), earlier);
    d->updateOverlays();
}

int PlotWidget::drawnEventMarkCount() const {
    current();
    return d->parts.markLines ? d->parts.markLines->path().elementCount() / 2 : 0;
}

const EventMarks& PlotWidget::eventMarks() const {
    return d->marks;
}

QString PlotWidget::eventMarkToolTip(int index) const {
    if (index < 0 || index >= static_cast<int>(d->marks.size())) return {};
    const double t = d->marks[static_cast<std::size_t>(index)].time;
    // Every mark at this instant.
    QStringList lines;
    const auto [first, last] =
        std::equal_range(d->marks.begin(), d->marks.end(), EventMark{t, {}}, earlier);
    for (auto it = first; it != last; ++it)
        if (!it->label.isEmpty()) lines << it->label;
    lines << tr("t = %1").arg(QString::number(t, 'g', 15));
    for (const Impl::Trace& trace : d->traces) {
        const std::vector<double>* column = d->columnOf(trace);
        if (!column) continue;
        const auto [before, after] = plotValuesAround(d->results->time(), *column, t);
        if (before == after || (std::isnan(before) && std::isnan(after)))
            lines << tr("%1 = %2").arg(trace.name, plotNumber(before));
        else
            lines << tr("%1: %2 \u2192 %3")
                         .arg(trace.name, plotNumber(before), plotNumber(after));
    }
    return lines.join(QLatin1Char('\n'));
}

void PlotWidget::refresh() {
    // a running model refreshes ten times a second: a plot nobody sees (hidden, or its dock
    // tabbed behind another) waits until it is shown or painted. (The chart's viewport: the
    // widget itself is covered by its children.)
    if (window() != this && window()->isVisible() &&
        (!isVisible() || d->view->viewport()->visibleRegion().isEmpty())) {
        d->stale = true;
        return;
    }
    d->redraw();
}

void PlotWidget::current() const {
    if (d->stale) d->redraw();
}

void PlotWidget::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    current();
}

void PlotWidget::resetZoom() {
    d->autoRange = true;
    d->redraw();
}

void PlotWidget::setTimeRange(double t0, double t1) {
    d->applyRange(t0, t1);
}

std::pair<double, double> PlotWidget::timeRange() const {
    current();
    return {d->t0, d->t1};
}

int PlotWidget::plottedPointCount(const QString& variable) const {
    current();
    for (std::size_t k = 0; k < d->traces.size(); ++k)
        if (d->traces[k].name == variable && d->parts.series[k]) return static_cast<int>(d->parts.series[k]->count());
    return 0;
}

std::vector<DecimatedPoint> PlotWidget::plottedPoints(const QString& variable) const {
    current();
    std::vector<DecimatedPoint> out;
    for (std::size_t k = 0; k < d->traces.size(); ++k) {
        if (d->traces[k].name != variable || !d->parts.series[k]) continue;
        const QList<QPointF> points = d->parts.series[k]->points();
        out.reserve(static_cast<std::size_t>(points.size()));
        for (const QPointF& p : points) out.push_back({p.x(), p.y()});
    }
    return out;
}

int PlotWidget::decimationColumns() const {
    current();
    return d->columns;
}

void PlotWidget::setCrosshairEnabled(bool enabled) {
    d->crosshairEnabled = enabled;
    d->updateCrosshair();
}

bool PlotWidget::isCrosshairEnabled() const {
    return d->crosshairEnabled;
}

void PlotWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) d->changed();  // axis titles, "(previous run)"

    QWidget::changeEvent(event);
}

}  // namespace hs::ui

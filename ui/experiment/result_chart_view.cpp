#include "experiment/result_chart_view.h"

#include "hs/experiment/run_table.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QHorizontalBarSeries>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QScatterSeries>
#include <QSvgGenerator>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace hs::ui {

namespace {

struct Bounds {
    double x0 = std::numeric_limits<double>::infinity(),
           x1 = -std::numeric_limits<double>::infinity();
    double y0 = x0, y1 = x1;
    void add(const QPointF& p) {
        x0 = std::min(x0, p.x());
        x1 = std::max(x1, p.x());
        y0 = std::min(y0, p.y());
        y1 = std::max(y1, p.y());
    }
};

// A step of 1, 2 or 5 times a power of ten giving about `ticks` intervals over `span`.
double niceStep(double span, int ticks) {
    const double raw = span / ticks;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0})
        if (raw <= m * power) return m * power;
    return 10 * power;
}

// A range with a little room around the data (and some width when all values are equal),
// or, exact, the data's own span with ticks at round numbers inside it. A side at zero
// stays at zero (bars grow from it).
void setRange(QValueAxis* axis, double lo, double hi, bool exact = false) {
    axis->setLabelFormat(QStringLiteral("%.6g"));
    if (!std::isfinite(lo) || !std::isfinite(hi)) {
        lo = 0;
        hi = 1;
    }
    if (exact && hi > lo) {
        axis->setRange(lo, hi);
        const double step = niceStep(hi - lo, 6);
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(std::ceil(lo / step) * step);
        axis->setTickInterval(step);
        return;
    }
    if (hi == lo) {
        const double pad = lo == 0 ? 1.0 : std::fabs(lo) * 0.1;
        lo -= pad;
        hi += pad;
    } else {
        const double pad = (hi - lo) * 0.04;
        if (lo != 0) lo -= pad;
        if (hi != 0) hi += pad;
    }
    axis->setRange(lo, hi);
    axis->applyNiceNumbers();
}

QList<QPointF> toList(const std::vector<QPointF>& points) {
    return QList<QPointF>(points.begin(), points.end());
}

void showInLegend(QChart* chart, QAbstractSeries* series, bool shown) {
    for (QLegendMarker* m : chart->legend()->markers(series)) m->setVisible(shown);
}

QChart* buildBars(QChart* chart, const ChartDescription& d) {
    auto* bars = new QHorizontalBarSeries;
    double lo = 0, hi = 0;
    for (const ChartSeries& s : d.series) {
        auto* set = new QBarSet(s.name);
        set->setColor(s.color);
        set->setBorderColor(s.color.darker(130));
        for (const QPointF& p : s.points) {
            *set << p.x();
            lo = std::min(lo, p.x());
            hi = std::max(hi, p.x());
        }
        bars->append(set);
    }
    chart->addSeries(bars);
    auto* categories = new QBarCategoryAxis;
    categories->append(d.categories);
    chart->addAxis(categories, Qt::AlignLeft);
    bars->attachAxis(categories);
    auto* values = new QValueAxis;
    values->setTitleText(d.xTitle);
    chart->addAxis(values, Qt::AlignBottom);
    bars->attachAxis(values);
    setRange(values, lo, hi);
    return chart;
}

}  // namespace

bool writeFileAtomically(const QString& path, const std::string& bytes, QString* error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(bytes.data(), static_cast<qint64>(bytes.size())) < 0 || !file.commit()) {
        if (error)
            *error = ResultChartView::tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

ResultChartView::ResultChartView(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view = new QChartView(buildChart({}), this);
    m_view->setRenderHint(QPainter::Antialiasing);
    layout->addWidget(m_view);
}

QChart* ResultChartView::chart() const {
    return m_view->chart();
}

void ResultChartView::setDescription(ChartDescription description) {
    m_description = std::move(description);
    QChart* old = m_view->chart();
    m_view->setChart(buildChart(m_description));
    delete old;  // the view does not delete a chart it lets go
}

QChart* ResultChartView::buildChart(const ChartDescription& d) {
    auto* chart = new QChart;
    chart->setMargins(QMargins(6, 6, 6, 6));
    chart->legend()->setAlignment(Qt::AlignBottom);
    QFont titleFont = chart->titleFont();
    titleFont.setBold(true);
    chart->setTitleFont(titleFont);
    chart->setTitle(d.empty() ? d.emptyText : d.title);
    if (d.empty()) {
        chart->legend()->hide();
        return chart;
    }
    if (d.series.front().kind == ChartSeries::Kind::Bars) return buildBars(chart, d);

    auto* axisX = new QValueAxis;
    auto* axisY = new QValueAxis;
    axisX->setTitleText(d.xTitle);
    axisY->setTitleText(d.yTitle);
    chart->addAxis(axisX, Qt::AlignBottom);
    chart->addAxis(axisY, Qt::AlignLeft);
    Bounds bounds;
    for (const ChartSeries& s : d.series) {
        for (const QPointF& p : s.points) bounds.add(p);
        for (const QPointF& p : s.lower) bounds.add(p);
        QAbstractSeries* added = nullptr;
        switch (s.kind) {
            case ChartSeries::Kind::Line: {
                auto* line = new QLineSeries;
                line->setPen(QPen(s.color, s.width));
                line->append(toList(s.points));
                added = line;
                break;
            }
            case ChartSeries::Kind::Band: {
                auto* area = new QAreaSeries;
                auto* upper = new QLineSeries(area);
                auto* lower = new QLineSeries(area);
                upper->append(toList(s.points));
                lower->append(toList(s.lower));
                area->setUpperSeries(upper);
                area->setLowerSeries(lower);
                area->setBrush(s.color);
                QColor edge = s.color;
                edge.setAlpha(std::min(255, s.color.alpha() + 80));
                area->setPen(QPen(edge, 1.0));
                added = area;
                break;
            }
            case ChartSeries::Kind::Points: {
                auto* points = new QScatterSeries;
                points->setMarkerSize(8);
                points->setColor(s.color);
                points->setBorderColor(s.color.darker(130));
                points->append(toList(s.points));
                added = points;
                break;
            }
            case ChartSeries::Kind::Bars:
                continue;  // not mixed with the others
        }
        added->setName(s.name);
        chart->addSeries(added);
        added->attachAxis(axisX);
        added->attachAxis(axisY);
        showInLegend(chart, added, s.legend);
    }
    setRange(axisX, bounds.x0, bounds.x1, d.exactX);
    setRange(axisY, bounds.y0, bounds.y1);
    return chart;
}

bool ResultChartView::exportImage(const QString& path, const QSize& size, QString* error) const {
    auto fail = [&](const QString& message) {
        if (error) *error = message;
        return false;
    };
    const QSize s = size.isValid() && !size.isEmpty() ? size : m_view->size();
    // an off-screen chart of the same description, laid out at the image's size
    QGraphicsScene scene;
    QChart* copy = buildChart(m_description);
    scene.addItem(copy);  // the scene owns it
    copy->resize(QSizeF(s));
    copy->layout()->activate();
    scene.setSceneRect(QRectF(QPointF(0, 0), QSizeF(s)));
    auto paint = [&](QPaintDevice& device, const QRectF& target) {
        QPainter painter;
        if (!painter.begin(&device)) return false;
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        scene.render(&painter, target, QRectF(QPointF(0, 0), QSizeF(s)));
        return painter.end();
    };
    const QString suffix = QFileInfo(path).suffix().toLower();
    QSaveFile file(path);
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg") &&
        suffix != QLatin1String("pdf"))
        return fail(tr("Unsupported image format \"%1\": use .png, .svg or .pdf.").arg(suffix));
    if (!file.open(QIODevice::WriteOnly))
        return fail(tr("Cannot write %1: %2").arg(path, file.errorString()));
    bool painted = false;
    if (suffix == QLatin1String("png")) {
        QImage image(s, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        painted = paint(image, QRectF(QPointF(0, 0), QSizeF(s))) && image.save(&file, "PNG");
    } else if (suffix == QLatin1String("svg")) {
        QSvgGenerator generator;
        generator.setOutputDevice(&file);
        generator.setSize(s);
        generator.setViewBox(QRect(QPoint(0, 0), s));
        generator.setTitle(m_description.title);
        painted = paint(generator, QRectF(QPointF(0, 0), QSizeF(s)));
    } else {
        QPdfWriter writer(&file);
        writer.setCreator(QStringLiteral("HybridStudio"));
        writer.setTitle(m_description.title);
        writer.setResolution(96);
        writer.setPageSize(QPageSize(QSizeF(s) * (72.0 / 96.0), QPageSize::Point, QString(),
                                     QPageSize::ExactMatch));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        painted = paint(writer, QRectF(0, 0, writer.width(), writer.height()));
    }
    if (!painted || !file.commit())
        return fail(tr("Cannot write %1: %2").arg(path, file.errorString()));
    return true;
}

bool ResultChartView::exportCsv(const QString& path, QString* error) const {
    std::string out = "series,x,y,lower\n";
    for (const ChartSeries& s : m_description.series) {
        for (std::size_t i = 0; i < s.points.size(); ++i) {
            const QPointF& p = s.points[i];
            // bars: the category's name and the value
            const bool bars = s.kind == ChartSeries::Kind::Bars;
            const std::string x =
                bars && i < static_cast<std::size_t>(m_description.categories.size())
                    ? experiment::csvField(
                          m_description.categories[static_cast<int>(i)].toStdString())
                    : experiment::csvNumber(p.x());
            out += experiment::csvField(s.name.toStdString()) + ',' + x + ',' +
                   experiment::csvNumber(bars ? p.x() : p.y()) + ',' +
                   (i < s.lower.size() ? experiment::csvNumber(s.lower[i].y()) : std::string()) +
                   '\n';
        }
    }
    return writeFileAtomically(path, out, error);
}

}  // namespace hs::ui

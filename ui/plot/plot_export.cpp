// Exports of the plot (see plot/plot_impl.h): PNG, SVG and PDF images at a chosen size and
// resolution (an off-screen copy of the chart, decimated to the image's width), the
// plotted columns as CSV at full resolution, and the image on the clipboard.

#include "plot/plot_impl.h"

#include <QChart>
#include <QClipboard>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGuiApplication>
#include <QMessageBox>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSpinBox>
#include <QSvgGenerator>
#include <QValueAxis>

#include <charconv>
#include <cmath>
#include <string>

namespace hs::ui {

namespace {

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

void PlotWidget::Impl::render(QPainter& painter, const QRectF& target, const QSize& size, double scale) const {
    // An off-screen copy of the chart, laid out at size / scale (so that text and lines
    // keep their size in print at a higher resolution) and decimated to the image's width.
    const QSizeF logical = QSizeF(size) / std::max(0.1, scale);
    ChartParts copy = createChart(parts.axisX->titleText());
    QGraphicsScene scene;
    scene.addItem(copy.chart);  // the scene owns the chart
    copy.chart->setTitle(parts.chart->title());
    rebuildSeries(copy);
    copy.chart->resize(logical);
    copy.chart->layout()->activate();
    fill(copy, size.width(), copy.chart->plotArea().size());
    copy.chart->layout()->invalidate();
    copy.chart->layout()->activate();  // the axis labels may have changed width
    placeEventMarks(copy, shownMarks(), t0, t1);
    scene.setSceneRect(QRectF(QPointF(0, 0), logical));
    scene.render(&painter, target, QRectF(QPointF(0, 0), logical));
}

void PlotWidget::Impl::exportImageInteractively() {
    // size and resolution first, then the file
    QDialog options(q);
    options.setWindowTitle(PlotWidget::tr("Export image"));
    auto* form = new QFormLayout(&options);
    auto spin = [&](int value, int lo, int hi, const QString& suffix) {
        auto* box = new QSpinBox(&options);
        box->setRange(lo, hi);
        box->setValue(value);
        box->setSuffix(suffix);
        return box;
    };
    static QSize lastSize;
    static int lastDpi = 96;
    const QSize start = lastSize.isValid() ? lastSize : view->size();
    auto* width = spin(start.width(), 50, 20000, PlotWidget::tr(" px"));
    auto* height = spin(start.height(), 50, 20000, PlotWidget::tr(" px"));
    auto* dpi = spin(lastDpi, 36, 1200, PlotWidget::tr(" dpi"));
    form->addRow(PlotWidget::tr("Width"), width);
    form->addRow(PlotWidget::tr("Height"), height);
    form->addRow(PlotWidget::tr("Resolution"), dpi);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &options);
    form->addRow(buttons);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &options, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &options, &QDialog::reject);
    if (options.exec() != QDialog::Accepted) return;
    lastSize = QSize(width->value(), height->value());
    lastDpi = dpi->value();
    QString filter;
    QString path = QFileDialog::getSaveFileName(q, PlotWidget::tr("Export image"), QString(),
                                                PlotWidget::tr("PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)"),
                                                &filter);
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
    if (!q->exportImage(path, lastSize, &error, lastDpi)) QMessageBox::warning(q, PlotWidget::tr("Export image"), error);
}

void PlotWidget::Impl::exportCsvInteractively() {
    QString path = QFileDialog::getSaveFileName(q, PlotWidget::tr("Export CSV"), QString(),
                                                PlotWidget::tr("CSV file (*.csv)"));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QLatin1String(".csv");
    QString error;
    if (!q->exportCsv(path, &error)) QMessageBox::warning(q, PlotWidget::tr("Export CSV"), error);
}

QImage PlotWidget::renderImage(const QSize& size, double dpi) const {
    current();  // a plot in a hidden dock is drawn as it is now
    const QSize s = size.isValid() && !size.isEmpty() ? size : d->view->size();
    QImage image(s, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    d->render(painter, QRectF(QPointF(0, 0), QSizeF(s)), s, dpi / 96.0);
    painter.end();
    const int dotsPerMeter = static_cast<int>(std::lround(dpi / 0.0254));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    return image;
}

bool PlotWidget::exportImage(const QString& path, const QSize& size, QString* error, double dpi) const {
    current();  // a plot in a hidden dock is drawn as it is now
    if (!(dpi > 0)) dpi = 96.0;
    const double scale = dpi / 96.0;
    auto fail = [&](const QString& message) {
        if (error) *error = message;
        return false;
    };
    const QSize s = size.isValid() && !size.isEmpty() ? size : d->view->size();
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png")) {
        const QImage image = renderImage(s, dpi);
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
        generator.setResolution(static_cast<int>(std::lround(dpi)));
        generator.setViewBox(QRect(QPoint(0, 0), s));
        generator.setTitle(tr("HybridStudio plot"));
        generator.setDescription(variables().join(QLatin1String(", ")));
        QPainter painter;
        if (!painter.begin(&generator)) return fail(tr("Cannot write %1").arg(path));
        painter.setRenderHint(QPainter::Antialiasing);
        d->render(painter, QRectF(QPointF(0, 0), QSizeF(s)), s, scale);
        painter.end();
        if (!file.commit()) return fail(tr("Cannot write %1: %2").arg(path, file.errorString()));
        return true;
    }
    if (suffix == QLatin1String("pdf")) {
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return fail(tr("Cannot write %1: %2").arg(path, file.errorString()));
        {
            // One page the size of the image at its resolution (72 points an inch).
            QPdfWriter writer(&file);
            writer.setCreator(QStringLiteral("HybridStudio"));
            writer.setTitle(tr("HybridStudio plot"));
            writer.setResolution(static_cast<int>(std::lround(dpi)));
            writer.setPageSize(
                QPageSize(QSizeF(s) * (72.0 / dpi), QPageSize::Point, QString(), QPageSize::ExactMatch));
            writer.setPageMargins(QMarginsF(0, 0, 0, 0));
            QPainter painter;
            if (!painter.begin(&writer)) return fail(tr("Cannot write %1").arg(path));
            painter.setRenderHint(QPainter::Antialiasing);
            const QRectF page(0, 0, writer.width(), writer.height());
            d->render(painter, page, s, scale);
            painter.end();
        }
        if (!file.commit()) return fail(tr("Cannot write %1: %2").arg(path, file.errorString()));
        return true;
    }
    return fail(tr("Unsupported image format \"%1\": use .png, .svg or .pdf.").arg(suffix));
}

bool PlotWidget::exportCsv(const QString& path, QString* error) const {
    current();
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
    current();  // a plot in a hidden dock is drawn as it is now
    QGuiApplication::clipboard()->setImage(renderImage(d->view->size()));
}

}  // namespace hs::ui

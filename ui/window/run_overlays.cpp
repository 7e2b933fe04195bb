#include "window/run_overlays.h"

#include <QStringList>

#include <algorithm>

namespace hs::ui {

RunOverlays::RunOverlays(QObject* parent) : QObject(parent) {}

void RunOverlays::attach(PlotWidget* plot) {
    m_plots.erase(
        std::remove_if(m_plots.begin(), m_plots.end(), [](const auto& p) { return p.isNull(); }),
        m_plots.end());
    m_plots.emplace_back(plot);
    plot->setOverlays(m_overlays);
    connect(plot, &PlotWidget::overlaysEdited, this, [this, plot] { share(plot); });
}

void RunOverlays::add(std::vector<PlotOverlay> runs) {
    for (PlotOverlay& run : runs)
        if (run.data) m_overlays.push_back(std::move(run));
    share(nullptr);
}

void RunOverlays::replace(const QStringList& labels, std::vector<PlotOverlay> runs) {
    m_overlays.erase(std::remove_if(m_overlays.begin(), m_overlays.end(),
                                    [&](const PlotOverlay& o) { return labels.contains(o.label); }),
                     m_overlays.end());
    add(std::move(runs));
}

void RunOverlays::clear() {
    if (m_overlays.empty()) return;
    m_overlays.clear();
    share(nullptr);
}

void RunOverlays::share(PlotWidget* from) {
    if (from) m_overlays = from->overlays();
    for (const auto& plot : m_plots)
        if (plot && plot != from) plot->setOverlays(m_overlays);
    emit changed();
}

QString RunOverlays::runLabel(const std::vector<std::pair<std::string, double>>& parameters,
                              const QString& time) {
    QStringList values;
    for (const auto& [name, value] : parameters)
        values << QStringLiteral("%1 = %2").arg(QString::fromStdString(name),
                                                QString::number(value, 'g', 6));
    const QString what = values.isEmpty() ? tr("run") : values.join(QStringLiteral(", "));
    return tr("%1 at %2").arg(what, time);
}

}  // namespace hs::ui

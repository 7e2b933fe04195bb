#pragma once
// The runs overlaid on the main window's plots for comparison: runs kept from a plot's
// context menu ("Keep this run in the plot") and runs of an experiment sent from the
// Experiments panel (their trajectories). One list for every plot — a run kept in one plot
// shows in all of them, and a plot opened later gets the list too. Opening another
// document empties it (its variables are another model's). GUI thread only.

#include "plot/plot_widget.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <utility>
#include <vector>

namespace hs::ui {

class RunOverlays : public QObject {
    Q_OBJECT
public:
    explicit RunOverlays(QObject* parent = nullptr);

    // The plot shows the overlays from now on and shares what its user keeps or removes.
    void attach(PlotWidget* plot);
    void add(std::vector<PlotOverlay> runs);
    // The overlays labelled one of `labels` give way to `runs` (a view's overlays shown anew).
    void replace(const QStringList& labels, std::vector<PlotOverlay> runs);
    void clear();
    const std::vector<PlotOverlay>& overlays() const { return m_overlays; }

    // The name a run gets when it is kept: its parameter values when they differ from the
    // model's ("e = 0.6, k = 2") or "run", and the time of day it was built.
    static QString runLabel(const std::vector<std::pair<std::string, double>>& parameters,
                            const QString& time);

signals:
    void changed();

private:
    void share(PlotWidget* from);

    std::vector<PlotOverlay> m_overlays;
    std::vector<QPointer<PlotWidget>> m_plots;
};

}  // namespace hs::ui

#pragma once
// The charts of an experiment's results as plain descriptions — series of lines, bands,
// points and bars with their names and colours — built from ExperimentResults by pure
// functions: the fan of a trajectory (mean, 5–95 % band, a few runs), an outcome against a
// parameter, the histogram of an outcome and the tornado of a sensitivity experiment.
// ChartView draws a description (with Qt Charts) and exports it; nothing here depends on
// the chart library, which can be replaced. Plain data.

#include "experiment/experiment_results.h"

#include <QColor>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <vector>

namespace hs::ui {

struct ChartSeries {
    enum class Kind {
        Line,    // points joined in order
        Band,    // the area between `points` (upper) and `lower`
        Points,  // markers
        Bars,    // horizontal bars: points[i].x() is the value of category i
    };
    Kind kind = Kind::Line;
    QString name;
    std::vector<QPointF> points;
    std::vector<QPointF> lower;  // Band
    QColor color;
    double width = 1.5;
    bool legend = true;  // named in the legend
};

struct ChartDescription {
    QString title, xTitle, yTitle;
    std::vector<ChartSeries> series;
    QStringList categories;  // Bars: from the bottom up
    QString emptyText;       // shown when there are no series
    bool exactX = false;     // the x axis spans the data exactly (time from start to stop)
    bool empty() const { return series.empty(); }
    // The series called `name`, or null.
    const ChartSeries* find(const QString& name) const;
};

// Trajectory `trajectory` of the experiment over its runs; `chosen` runs drawn whole and
// named (none chosen: a few runs spread over the plan, in grey).
ChartDescription fanChart(const ExperimentResults& results, std::size_t trajectory,
                          const std::vector<std::uint64_t>& chosen = {});
// Outcome `outcome` against parameter `parameter` (or against the run number when
// parameter is -1), one point per run with a value.
ChartDescription scatterChart(const ExperimentResults& results, int parameter, std::size_t outcome);
// The distribution of outcome `outcome` over the runs.
ChartDescription histogramChart(const ExperimentResults& results, std::size_t outcome);
// The effect of each parameter on output `output` of a sensitivity experiment, the largest
// on top: the elasticity (one at a time) or μ* and σ (Morris).
ChartDescription tornadoChart(const std::vector<experiment::ParameterEffect>& effects,
                              const QString& output, bool morris);

// The names the fan chart gives its band and its mean (tests find the series by them).
QString fanBandName();
QString fanMeanName();

}  // namespace hs::ui

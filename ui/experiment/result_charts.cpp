#include "experiment/result_charts.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace hs::ui {

// The context of the charts' texts.
class ResultCharts {
    Q_DECLARE_TR_FUNCTIONS(hs::ui::ResultCharts)
};

namespace {

const QColor kMean(0x1f, 0x4e, 0x9c);
const QColor kBand(0x7f, 0xa7, 0xe0, 110);
const QColor kSample(0x80, 0x80, 0x80);
const QColor kPoints(0x1f, 0x77, 0xb4);
const QColor kBars(0x2e, 0x7d, 0x32);
const QColor kSecondBars(0xef, 0x8a, 0x17);

// Consecutive points with values; NaN cuts nothing out of the grid but is left out.
std::vector<QPointF> line(const std::vector<double>& x, const std::vector<double>& y) {
    std::vector<QPointF> out;
    for (std::size_t i = 0; i < x.size() && i < y.size(); ++i)
        if (std::isfinite(x[i]) && std::isfinite(y[i])) out.emplace_back(x[i], y[i]);
    return out;
}

QString outcomeName(const ExperimentResults& results, std::size_t k) {
    const auto& names = results.experiment()->outcomes().names();
    return k < names.size() ? QString::fromStdString(names[k]) : QString();
}

}  // namespace

const ChartSeries* ChartDescription::find(const QString& name) const {
    for (const ChartSeries& s : series)
        if (s.name == name) return &s;
    return nullptr;
}

QString fanBandName() {
    return ResultCharts::tr("5–95 %");
}
QString fanMeanName() {
    return ResultCharts::tr("mean");
}

ChartDescription fanChart(const ExperimentResults& results, std::size_t trajectory,
                          const std::vector<std::uint64_t>& chosen) {
    ChartDescription c;
    c.xTitle = ResultCharts::tr("time, s");
    c.exactX = true;
    const experiment::Experiment* e = results.experiment();
    const auto& variables = e ? e->spec().trajectories.variables : std::vector<std::string>{};
    if (trajectory >= variables.size()) {
        c.emptyText = ResultCharts::tr(
            "No trajectories: tick variables under Outputs to see their fan over the runs.");
        return c;
    }
    const QString variable = QString::fromStdString(variables[trajectory]);
    const int runs = static_cast<int>(results.done());
    c.title = (runs == 1 ? ResultCharts::tr("%1 over 1 run")
                         : ResultCharts::tr("%1 over %n runs", nullptr, runs))
                  .arg(variable);
    c.yTitle = variable;
    const TrajectoryFan fan = results.fan(trajectory, chosen);
    if (results.done() == 0) {
        c.emptyText = ResultCharts::tr("No runs yet.");
        return c;
    }
    // the band only where both percentiles have a value
    ChartSeries band{ChartSeries::Kind::Band, fanBandName(), {}, {}, kBand};
    for (std::size_t g = 0; g < fan.time.size(); ++g)
        if (std::isfinite(fan.low[g]) && std::isfinite(fan.high[g])) {
            band.points.emplace_back(fan.time[g], fan.high[g]);
            band.lower.emplace_back(fan.time[g], fan.low[g]);
        }
    c.series.push_back(std::move(band));
    // the runs chosen in the table, each in its colour; else a few in grey, named once
    static const QColor kChosen[] = {QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
                                     QColor(0xff, 0x7f, 0x0e), QColor(0x94, 0x67, 0xbd),
                                     QColor(0x8c, 0x56, 0x4b), QColor(0xe3, 0x77, 0xc2),
                                     QColor(0x17, 0xbe, 0xcf), QColor(0xbc, 0xbd, 0x22)};
    const bool picked = !chosen.empty();
    for (std::size_t s = 0; s < fan.samples.size(); ++s) {
        ChartSeries sample{ChartSeries::Kind::Line,
                           ResultCharts::tr("run %1").arg(fan.sampleRuns[s]),
                           line(fan.time, fan.samples[s]),
                           {},
                           picked ? kChosen[s % std::size(kChosen)] : kSample,
                           picked ? 1.4 : 0.8};
        if (!picked) {
            sample.legend = s == 0;
            sample.name = ResultCharts::tr("sample runs");
        }
        c.series.push_back(std::move(sample));
    }
    c.series.push_back(
        {ChartSeries::Kind::Line, fanMeanName(), line(fan.time, fan.mean), {}, kMean, 2.2});
    return c;
}

ChartDescription scatterChart(const ExperimentResults& results, int parameter,
                              std::size_t outcome) {
    ChartDescription c;
    const experiment::Experiment* e = results.experiment();
    if (!e || outcome >= e->outcomes().size()) {
        c.emptyText = ResultCharts::tr("No outputs: add one under Outputs.");
        return c;
    }
    const auto& names = e->plan().parameterNames();
    const bool byRun = parameter < 0 || static_cast<std::size_t>(parameter) >= names.size();
    c.xTitle = byRun ? ResultCharts::tr("run")
                     : QString::fromStdString(names[static_cast<std::size_t>(parameter)]);
    c.yTitle = outcomeName(results, outcome);
    c.title = ResultCharts::tr("%1 against %2").arg(c.yTitle, c.xTitle);
    std::vector<double> x;
    if (byRun) {
        const experiment::RunTable table = results.table();
        for (const auto& r : table.rows()) x.push_back(static_cast<double>(r.index));
    } else {
        x = results.parameter(static_cast<std::size_t>(parameter));
    }
    ChartSeries points{ChartSeries::Kind::Points,
                       ResultCharts::tr("runs"),
                       line(x, results.outcome(outcome)),
                       {},
                       kPoints};
    if (points.points.empty()) {
        c.emptyText = results.done() == 0
                          ? ResultCharts::tr("No runs yet.")
                          : ResultCharts::tr("No run has a value of %1.").arg(c.yTitle);
        return c;
    }
    c.series.push_back(std::move(points));
    return c;
}

ChartDescription histogramChart(const ExperimentResults& results, std::size_t outcome) {
    ChartDescription c;
    const experiment::Experiment* e = results.experiment();
    if (!e || outcome >= e->outcomes().size()) {
        c.emptyText = ResultCharts::tr("No outputs: add one under Outputs.");
        return c;
    }
    c.xTitle = outcomeName(results, outcome);
    c.yTitle = ResultCharts::tr("runs");
    const Histogram h = results.histogram(outcome);
    c.title = h.missing > 0 ? ResultCharts::tr("Distribution of %1 (%2 runs without a value)")
                                  .arg(c.xTitle)
                                  .arg(h.missing)
                            : ResultCharts::tr("Distribution of %1").arg(c.xTitle);
    if (h.counts.empty()) {
        c.emptyText = results.done() == 0
                          ? ResultCharts::tr("No runs yet.")
                          : ResultCharts::tr("No run has a value of %1.").arg(c.xTitle);
        return c;
    }
    // the outline of the bins as steps, filled down to zero
    ChartSeries bins{ChartSeries::Kind::Band,
                     ResultCharts::tr("runs per bin"),
                     {},
                     {},
                     QColor(0x1f, 0x77, 0xb4, 150)};
    for (std::size_t b = 0; b < h.counts.size(); ++b) {
        const double left = h.from + h.width * static_cast<double>(b), right = left + h.width;
        const double n = static_cast<double>(h.counts[b]);
        for (double x : {left, right}) {
            if (b == 0 && x == left) {
                bins.points.emplace_back(x, 0);
                bins.lower.emplace_back(x, 0);
            }
            bins.points.emplace_back(x, n);
            bins.lower.emplace_back(x, 0);
        }
        if (b + 1 == h.counts.size()) {
            bins.points.emplace_back(right, 0);
            bins.lower.emplace_back(right, 0);
        }
    }
    c.series.push_back(std::move(bins));
    return c;
}

ChartDescription tornadoChart(const std::vector<experiment::ParameterEffect>& effects,
                              const QString& output, bool morris) {
    ChartDescription c;
    std::vector<const experiment::ParameterEffect*> rows;
    for (const auto& e : effects)
        if (QString::fromStdString(e.output) == output) rows.push_back(&e);
    if (rows.empty()) {
        c.emptyText = ResultCharts::tr(
            "The effects show when every run of the sensitivity experiment has finished.");
        return c;
    }
    auto size = [morris](const experiment::ParameterEffect* e) {
        const double v = morris ? e->muStar : std::fabs(e->elasticity);
        return std::isfinite(v) ? v : 0.0;
    };
    // the largest effect on top: categories go from the bottom up
    std::stable_sort(rows.begin(), rows.end(), [&](auto* a, auto* b) { return size(a) < size(b); });
    c.title = morris ? ResultCharts::tr("Effects on %1 (Morris)").arg(output)
                     : ResultCharts::tr("Elasticity of %1").arg(output);
    c.xTitle = morris ? ResultCharts::tr("effect over the parameter's range")
                      : ResultCharts::tr("relative change per relative change");
    ChartSeries first{ChartSeries::Kind::Bars,
                      morris ? QStringLiteral("μ*") : ResultCharts::tr("elasticity"),
                      {},
                      {},
                      kBars};
    ChartSeries second{ChartSeries::Kind::Bars, QStringLiteral("σ"), {}, {}, kSecondBars};
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto* e = rows[i];
        c.categories << QString::fromStdString(e->parameter);
        const double v = morris ? e->muStar : e->elasticity;
        first.points.emplace_back(std::isfinite(v) ? v : 0.0, static_cast<double>(i));
        second.points.emplace_back(std::isfinite(e->sigma) ? e->sigma : 0.0,
                                   static_cast<double>(i));
    }
    c.series.push_back(std::move(first));
    if (morris) c.series.push_back(std::move(second));
    return c;
}

}  // namespace hs::ui

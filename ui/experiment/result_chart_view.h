#pragma once
// Shows a ChartDescription (result_charts.h) with Qt Charts and exports it: PNG, SVG and PDF
// images of an off-screen chart built from the same description at the asked size, and the
// series' points as CSV. GUI thread only.

#include "experiment/result_charts.h"

#include <QSize>
#include <QWidget>

class QChart;
class QChartView;

namespace hs::ui {

class ResultChartView : public QWidget {
    Q_OBJECT
public:
    explicit ResultChartView(QWidget* parent = nullptr);

    void setDescription(ChartDescription description);
    const ChartDescription& description() const { return m_description; }
    QChart* chart() const;

    // .png, .svg or .pdf by the file's suffix; false with a message otherwise.
    bool exportImage(const QString& path, const QSize& size, QString* error = nullptr) const;
    // series,x,y[,lower] per point, in the series' order.
    bool exportCsv(const QString& path, QString* error = nullptr) const;

    // A new chart holding the description (owned by the caller or the scene it joins).
    static QChart* buildChart(const ChartDescription& description);

private:
    QChartView* m_view;
    ChartDescription m_description;
};

// Writes `bytes` to `path` whole (or not at all); false with a message.
bool writeFileAtomically(const QString& path, const std::string& bytes, QString* error);

}  // namespace hs::ui

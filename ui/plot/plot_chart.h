#pragma once
// Internal to the plot: the Qt Charts side of PlotWidget. ChartParts is one chart (axes,
// one line series per plotted variable, the event-mark items) so that the widget's live
// chart and the off-screen charts of the exports are built and filled by the same code.
// ChartView is the QChartView of the widget; it forwards input to a ChartViewHandler.
// Nothing here is part of the public interface. GUI thread only.

#include "plot/plot_widget.h"

#include <QChartView>
#include <QColor>

#include <vector>

class QChart;
class QGraphicsPathItem;
class QLineSeries;
class QValueAxis;

namespace hs::ui {

struct ChartParts {
    QChart* chart = nullptr;
    QValueAxis* axisX = nullptr;
    std::vector<QValueAxis*> axesY;          // one per unit: left, right, left, ...
    std::vector<QLineSeries*> series;        // one per plotted variable, in order
    std::vector<int> seriesAxis;             // per series: its index in axesY
    // the runs drawn for comparison (the previous run, then the overlaid runs), per run
    // one series per plotted variable (null where the run lacks the variable)
    std::vector<QLineSeries*> comparison;
    QGraphicsPathItem* markLines = nullptr;  // faint vertical lines at event instants
    QGraphicsPathItem* markTicks = nullptr;  // ticks on the time axis
};

// A new chart with its axes, legend and event-mark items (owned by the caller, or by the
// view / scene it is handed to).
ChartParts createChart(const QString& timeTitle);
// Removes every series and y axis, then adds one y axis per title (alternately on the
// left and the right).
void resetSeries(ChartParts& parts, const QStringList& axisTitles);
// A series on y axis `axis`: solid (comparison < 0), or comparison run `comparison` drawn
// faded in a pattern of its own (0, the previous run: dashed; then dotted, dash-dotted, ...).
QLineSeries* addLineSeries(ChartParts& parts, const QString& name, const QColor& color, int axis,
                           int comparison = -1);
// The labels an axis shows now (its tick values in its label format), for tests and checks.
QStringList axisTickLabels(const QValueAxis* axis);
// Axis range with ticks at "nice" multiples (about one tick per `pixelsPerTick` pixels).
void setAxisRange(QValueAxis* axis, double lo, double hi, double pixels, double pixelsPerTick);
// Event instants in [t0, t1] as ticks on the time axis and faint lines over the plot area.
void placeEventMarks(ChartParts& parts, const EventMarks& marks, double t0, double t1);

// What the view does with input: each returns true when it consumed the event.
class ChartViewHandler {
public:
    virtual ~ChartViewHandler() = default;
    virtual bool viewMousePressed(QMouseEvent* event) = 0;
    virtual bool viewMouseMoved(QMouseEvent* event) = 0;
    virtual bool viewMouseReleased(QMouseEvent* event) = 0;
    virtual void viewRubberBandFinished() = 0;
    virtual bool viewDoubleClicked(QMouseEvent* event) = 0;
    virtual void viewWheelTurned(QWheelEvent* event) = 0;
    virtual bool viewKeyPressed(QKeyEvent* event) = 0;
    virtual void viewContextMenuRequested(QContextMenuEvent* event) = 0;
    virtual void viewLeft() = 0;
    virtual void viewResized() = 0;
    virtual void viewPainted() = 0;
    virtual bool viewDragEntered(QDragEnterEvent* event) = 0;
    virtual bool viewDropped(QDropEvent* event) = 0;
};

class ChartView : public QChartView {
public:
    ChartView(QChart* chart, ChartViewHandler* handler, QWidget* parent);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    ChartViewHandler* m_handler;
};

}  // namespace hs::ui

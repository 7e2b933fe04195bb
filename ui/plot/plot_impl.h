#pragma once
// Internal to the plot: PlotWidget's private state and the work split over
// plot_draw.cpp (decimation into the chart, axes per unit, the previous run, x–y plots,
// crosshair and marks), plot_input.cpp (mouse, wheel, keys, context menu, drops) and
// plot_export.cpp (images and CSV). Nothing here is part of the public interface.
// GUI thread only.

#include "plot/plot_chart.h"
#include "plot/plot_widget.h"

#include "hs/sim/result_store.h"

#include <QHash>

#include <limits>
#include <string>
#include <utility>
#include <vector>

class QGraphicsLineItem;
class QGraphicsRectItem;
class QGraphicsTextItem;

namespace hs::ui {

inline constexpr double kPlotNaN = std::numeric_limits<double>::quiet_NaN();

// Linear interpolation of `values` at t; NaN outside the recorded time span. At an event
// instant (several rows at t) the last row, i.e. the value after the event.
double plotValueAt(const std::vector<double>& time, const std::vector<double>& values, double t);
// The values just before and just after t: the first and the last row at t when there
// are rows at exactly t (an event instant), the interpolated value otherwise.
std::pair<double, double> plotValuesAround(const std::vector<double>& time, const std::vector<double>& values,
                                           double t);
// Enough digits to tell apart values `resolution` apart (at least 6 significant ones).
QString plotNumber(double v, double resolution = 0.0);

class PlotWidget::Impl : public ChartViewHandler {
public:
    struct Trace {
        QString name;
        std::string key;  // the column name in the ResultStore
        QColor color;
    };

    explicit Impl(PlotWidget* owner);

    const std::vector<double>* columnOf(const Trace& trace) const;
    // The runs drawn for comparison: the previous run (always first, maybe empty), then the
    // overlays; and the column of `trace` in comparison run `c` (null: not there).
    std::vector<const ResultStore*> comparisons() const;
    QString comparisonLabel(std::size_t c) const;  // its name in the legend
    const std::vector<double>* comparisonColumnOf(const ResultStore* store,
                                                  const Trace& trace) const;
    const std::vector<double>* xColumn(const ResultStore* store) const;
    QString unitOf(const QString& name) const { return units.value(name); }
    std::pair<double, double> fullRange() const;
    int currentColumns() const;
    void applyRange(double a, double b);  // a zoom / pan by the user or the API
    void redraw();
    // The chart's series and y axes for the traces: one axis per unit (left, right, ...),
    // the previous run's series dashed on the axis of their variable.
    void rebuildSeries(ChartParts& target) const;
    void fill(ChartParts& target, int columns, QSizeF plotSize) const;
    void fillTime(ChartParts& target, int columns, QSizeF plotSize) const;
    void fillXY(ChartParts& target, QSizeF plotSize) const;
    // Unit groups of the traces: the unit of each group and the traces in it.
    std::vector<std::pair<QString, std::vector<int>>> unitGroups() const;
    void updateOverlays();
    void updateCrosshair();
    void hideCrosshair();
    QPointF toChart(const QPointF& viewPos) const;
    double timeAtX(double x) const;
    int markNear(double x) const;
    void render(QPainter& painter, const QRectF& target, const QSize& size, double scale) const;
    void zoomAround(double tc, double factor);
    void panBy(double fraction);
    void changed();  // traces, units, reference or x variable: rebuild and redraw

    // ChartViewHandler
    bool viewMousePressed(QMouseEvent* event) override;
    bool viewMouseMoved(QMouseEvent* event) override;
    bool viewMouseReleased(QMouseEvent* event) override;
    void viewRubberBandFinished() override;
    bool viewDoubleClicked(QMouseEvent* event) override;
    void viewWheelTurned(QWheelEvent* event) override;
    bool viewKeyPressed(QKeyEvent* event) override;
    void viewContextMenuRequested(QContextMenuEvent* event) override;
    void viewLeft() override;
    void viewResized() override;
    // Painted while a refresh was put off (the plot came into view: its dock's tab was
    // chosen): redrawn right after.
    void viewPainted() override;
    bool viewDragEntered(QDragEnterEvent* event) override;
    bool viewDropped(QDropEvent* event) override;

    // menu actions
    void exportImageInteractively();
    void exportCsvInteractively();

    PlotWidget* q;
    const ResultStore* results = nullptr;
    std::vector<Trace> traces;
    QHash<QString, QString> units;  // variable -> unit ("" none)
    QString xVariable;              // empty: time on the x axis
    ResultStore reference;          // the previous run (plotted columns only); empty: none
    std::vector<PlotOverlay> overlays;
    QString runLabel;               // the current run's name when it is kept
    EventMarks marks;               // sorted by time
    // The marks drawn: event instants are times, an x–y plot has no time axis to mark them
    // on. (A reference either way: a long run has tens of thousands of marks.)
    const EventMarks& shownMarks() const {
        static const EventMarks none;
        return xVariable.isEmpty() ? marks : none;
    }
    double t0 = 0.0, t1 = 1.0;
    double shownT0 = 0.0, shownT1 = 1.0;  // the range last announced by timeRangeChanged
    bool autoRange = true;                // follow the whole recorded time span
    bool stale = false;                   // a refresh was put off while hidden
    bool crosshairEnabled = true;
    int columns = 1;

    ChartParts parts;
    ChartView* view = nullptr;
    QGraphicsLineItem* crossLine = nullptr;
    QGraphicsRectItem* crossBox = nullptr;
    QGraphicsTextItem* crossText = nullptr;

    // interaction state
    bool mouseInside = false;
    QPointF mousePos;  // chart coordinates
    bool panning = false;
    double panStartX = 0.0;
    std::pair<double, double> panStartRange;
    QPointF leftPressPos;
    int tipMark = -1;
};

}  // namespace hs::ui

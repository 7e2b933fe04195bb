#pragma once
// A plot of simulation results against time, behind HybridStudio's own small interface
// so that the chart library can be replaced (Qt Charts today). The data are read from a
// hs::ResultStore owned by the caller (GUI thread); on every zoom or refresh the visible
// time range is decimated per pixel column (min and max of each column), so that millions
// of points pan and zoom smoothly. Exports (PNG, SVG, PDF, CSV of the plotted series at
// full resolution) and copying the image to the clipboard are part of the interface.
//
// Interaction: mouse wheel zooms the time axis around the cursor, a left-button drag
// zooms to the dragged time interval (rubber band), a middle-button drag or the arrow keys
// pan, Up/Down (+/-) zoom, a double-click or Home resets the zoom. A crosshair follows the
// mouse with the time and the interpolated values; event instants are ticks on the time
// axis whose tooltip shows the values just before and after (every event has its mark;
// marks closer than a pixel share one line). Variables are dropped on
// the plot with the mime type "application/x-hybridstudio-variable" (text: the name,
// one per line). The context menu offers zoom reset, crosshair, exports and removal.
// GUI thread only.

#include <QHash>
#include <QImage>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <deque>
#include <memory>
#include <utility>
#include <vector>

namespace hs {
class ResultStore;
}

namespace hs::ui {

struct EventMark {
    double time = 0.0;
    QString label;    // e.g. "state h < 0"
};
// A plot's marks, sorted by time. A deque: a run of millions of events adds marks without
// moving those the plot has.
using EventMarks = std::deque<EventMark>;

struct DecimatedPoint {
    double t, v;
};

// A run drawn over the current one for comparison: a run kept from before, or a run of an
// experiment (its trajectories). Its variables are drawn faded in the colour of the
// plotted variable of the same name, each overlay in a dash pattern of its own, and the
// legend names them "h (label)".
struct PlotOverlay {
    QString label;
    std::shared_ptr<const ResultStore> data;
};

// Mime type of a dragged variable (UTF-8 text: the variable name, one per line).
inline constexpr const char* kVariableMimeType = "application/x-hybridstudio-variable";

class PlotWidget : public QWidget {
    Q_OBJECT
public:
    explicit PlotWidget(QWidget* parent = nullptr);
    ~PlotWidget() override;

    // The results to plot (not owned). nullptr clears the plot (data and event marks; the
    // names of the plotted variables are kept for the next results). New results reset
    // the zoom; passing the same store again is a refresh().
    void setResults(const ResultStore* results);
    void addVariable(const QString& name);
    void removeVariable(const QString& name);
    QStringList variables() const;
    // The title above the chart (a document's plot title); empty: none.
    void setTitle(const QString& title);
    QString title() const;
    // The unit of each variable: variables of one unit share a y axis, titled with their
    // names and the unit ("h [m]"); a second unit gets an axis on the right, and so on.
    void setUnits(const QHash<QString, QString>& units);
    QStringList axisTitles() const;
    // The labels of the x axis (axis -1) or of y axis `axis`, as shown now.
    QStringList tickLabels(int axis) const;
    // An x–y (phase) plot: the plotted variables against `name` instead of time; empty:
    // against time again.
    void setXVariable(const QString& name);
    QString xVariable() const;
    // The previous run: a copy of the plotted columns as they are now, drawn dashed until
    // cleared, so that the next run can be compared with it.
    void keepAsReference();
    void clearReference();
    bool hasReference() const;
    int referencePointCount(const QString& variable) const;
    // The overlaid runs, in the order they are drawn and listed in the legend.
    void setOverlays(std::vector<PlotOverlay> overlays);
    const std::vector<PlotOverlay>& overlays() const;
    int overlayPointCount(int overlay, const QString& variable) const;
    // How the current run is named when it is kept (the context menu's "Keep this run in
    // the plot"); empty: "run kept at <time of day>".
    void setRunLabel(const QString& label);
    // The current run, every column of it, as an overlay named `label` (empty: as above);
    // no data when there is no run.
    PlotOverlay currentRunOverlay(const QString& label = {}) const;
    void setEventMarks(std::vector<EventMark> marks);
    // More marks for the ones set (a run that went on): sorted in among them.
    void addEventMarks(std::vector<EventMark> marks);
    // New rows were appended (or rows removed): redraw the visible range (when the plot is
    // hidden in a shown window, when it is shown again).
    void refresh();
    void resetZoom();
    // Visible time range.
    void setTimeRange(double t0, double t1);
    std::pair<double, double> timeRange() const;

    // Number of points handed to the chart for `variable` after decimation.
    int plottedPointCount(const QString& variable) const;

    // .png .svg .pdf at `size` pixels and `dpi` dots per inch: the chart is laid out at
    // size × 96/dpi and scaled, so that text and lines keep their printed size.
    bool exportImage(const QString& path, const QSize& size, QString* error = nullptr, double dpi = 96.0) const;
    bool exportCsv(const QString& path, QString* error = nullptr) const;  // full resolution
    void copyImageToClipboard() const;

    // --- additions to the original interface ---
    // The chart rendered at `size` (what exportImage writes to PNG and the clipboard gets).
    QImage renderImage(const QSize& size, double dpi = 96.0) const;
    // Crosshair following the mouse (on by default).
    void setCrosshairEnabled(bool enabled);
    bool isCrosshairEnabled() const;
    // The event marks sorted by time, and the tooltip of one of them: its label and the
    // values of the plotted variables before and after the instant (the two result rows).
    const EventMarks& eventMarks() const;
    QString eventMarkToolTip(int index) const;
    // The lines that mark events now: one per pixel column that holds visible marks.
    int drawnEventMarkCount() const;
    // The points handed to the chart for `variable`, and the number of pixel columns the
    // visible range is decimated to (the width of the widget in device pixels).
    std::vector<DecimatedPoint> plottedPoints(const QString& variable) const;
    int decimationColumns() const;

signals:
    void variablesChanged();
    void referenceChanged();
    // The user kept the current run or removed overlaid runs (the context menu): the
    // overlays() are already changed; whoever shares them with other plots follows.
    void overlaysEdited();
    void timeRangeChanged(double t0, double t1);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    // A refresh() while the plot is hidden in a shown window (a dock tabbed behind another)
    // is put off until it is shown, or until what it draws is asked for.
    void current() const;
    class Impl;
    Impl* d;
};

// Min/max decimation: the samples of `values` over [t0, t1] reduced to at most two points
// per pixel column (the minimum and the maximum, in time order), plus the neighbours just
// outside the range so that lines reach the edges. Samples that are not finite (NaN, inf)
// are skipped. `time` is non-decreasing; pixel columns are those of decimationColumn()
// (plot/plot_decimation.h). O(log n + visible samples). Pure function, thread-safe.
std::vector<DecimatedPoint> decimateMinMax(const std::vector<double>& time, const std::vector<double>& values,
                                           double t0, double t1, int columns);

}  // namespace hs::ui

// The plot widget offscreen: min/max decimation against a brute-force reference, the
// points handed to the chart, zoom and pan re-decimating from the ResultStore, exports
// (PNG, SVG, PDF, CSV), event marks and their tooltips, drag and drop of variables, the
// clipboard, and the bouncing ball (set HS_PLOT_SCREENSHOT=<file.png> to save a picture).

#include "plot/plot_decimation.h"
#include "plot/plot_widget.h"

#include "hs/session/model_loader.h"
#include "hs/sim/engine.h"
#include "hs/sim/result_store.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QFile>
#include <QGraphicsView>
#include <QImage>
#include <QLineSeries>
#include <QMenu>
#include <QMimeData>
#include <QSignalSpy>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolTip>
#include <QWheelEvent>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <random>
#include <string>

namespace hs::ui {
namespace {

// ----------------------------------------------------------------------------- helpers

// The reference: every visible sample assigned to its column by brute force; per column
// the first minimum and the first maximum in sample order; the neighbours outside.
std::vector<DecimatedPoint> referenceDecimation(const std::vector<double>& time,
                                                const std::vector<double>& values, double t0,
                                                double t1, int columns) {
    if (t1 < t0) std::swap(t0, t1);
    std::vector<DecimatedPoint> out;
    const std::size_t n = time.size();
    std::vector<long> lo(columns, -1), hi(columns, -1);
    long before = -1, after = -1;
    for (std::size_t i = 0; i < n; ++i) {
        if (!std::isfinite(values[i])) continue;
        if (time[i] < t0) {
            before = static_cast<long>(i);
        } else if (time[i] > t1) {
            if (after < 0) after = static_cast<long>(i);
        } else {
            const int c = decimationColumn(time[i], t0, t1, columns);
            if (lo[c] < 0 || values[i] < values[lo[c]]) lo[c] = static_cast<long>(i);
            if (hi[c] < 0 || values[i] > values[hi[c]]) hi[c] = static_cast<long>(i);
        }
    }
    auto push = [&](long i) { out.push_back({time[i], values[i]}); };
    if (before >= 0) push(before);
    for (int c = 0; c < columns; ++c) {
        if (lo[c] < 0) continue;
        push(std::min(lo[c], hi[c]));
        if (lo[c] != hi[c]) push(std::max(lo[c], hi[c]));
    }
    if (after >= 0) push(after);
    return out;
}

// Random non-decreasing times with events (two rows at one instant), some NaNs and
// infinities.
void randomSeries(std::mt19937_64& rng, std::size_t n, std::vector<double>& time,
                  std::vector<double>& values) {
    std::uniform_real_distribution<double> step(0.0, 0.02), value(-10.0, 10.0), unit(0.0, 1.0);
    time.clear();
    values.clear();
    double t = 0.0;
    while (time.size() < n) {
        t += step(rng);
        time.push_back(t);
        values.push_back(value(rng));
        if (unit(rng) < 0.05) {  // event: left limit, then the value after
            time.push_back(t);
            values.push_back(value(rng));
        }
        if (unit(rng) < 0.01) values.back() = std::nan("");
        if (unit(rng) < 0.003) values.back() = unit(rng) < 0.5 ? INFINITY : -INFINITY;
    }
}

void expectSamePoints(const std::vector<DecimatedPoint>& actual,
                      const std::vector<DecimatedPoint>& expected) {
    ASSERT_EQ(actual.size(), expected.size());
    for (std::size_t i = 0; i < actual.size(); ++i) {
        EXPECT_EQ(actual[i].t, expected[i].t) << "point " << i;
        EXPECT_EQ(actual[i].v, expected[i].v) << "point " << i;
    }
}

// A store with columns x = sin(t) and y = cos(3 t) over [0, 10].
void fillSine(ResultStore& store, std::size_t rows) {
    store.setColumns({"x", "y"});
    for (std::size_t i = 0; i < rows; ++i) {
        const double t = 10.0 * static_cast<double>(i) / static_cast<double>(rows - 1);
        const double row[2] = {std::sin(t), std::cos(3.0 * t)};
        store.appendRow(t, row);
    }
}

// A small store with an event at t = 1: x jumps from 5 to -4.
void fillWithEvent(ResultStore& store) {
    store.setColumns({"x"});
    const double rows[][2] = {{0.0, 0.0},  {0.5, 2.5},  {1.0, 5.0},
                              {1.0, -4.0}, {1.5, -2.0}, {2.0, 0.0}};
    for (const auto& r : rows) store.appendRow(r[0], &r[1]);
}

QGraphicsView* chartViewOf(PlotWidget& plot) {
    return plot.findChild<QGraphicsView*>();
}

// Right-click in the middle of the chart; `use` gets the context menu while it is open,
// then it closes.
void withContextMenu(PlotWidget& plot, const std::function<void(QMenu*)>& use) {
    QTimer::singleShot(0, [&] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        ASSERT_NE(menu, nullptr);
        use(menu);
        menu->close();
    });
    QGraphicsView* view = chartViewOf(plot);
    const QPoint pos(300, 200);
    QContextMenuEvent event(QContextMenuEvent::Mouse, pos, view->viewport()->mapToGlobal(pos));
    QApplication::sendEvent(view->viewport(), &event);
}

QByteArray readFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return file.readAll();
}

// ----------------------------------------------------------------------------- decimation

TEST(PlotDecimation, MatchesBruteForceOnRandomData) {
    std::mt19937_64 rng(42);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::vector<double> time, values;
    for (int round = 0; round < 40; ++round) {
        randomSeries(rng, 200 + static_cast<std::size_t>(unit(rng) * 5000), time, values);
        const double tMax = time.back();
        for (int k = 0; k < 5; ++k) {
            double a = (unit(rng) * 1.2 - 0.1) * tMax, b = (unit(rng) * 1.2 - 0.1) * tMax;
            if (k == 0) std::tie(a, b) = std::pair(time.front(), time.back());
            if (k == 1) b = a;  // a single instant
            const int columns = 1 + static_cast<int>(unit(rng) * 800);
            const auto actual = decimateMinMax(time, values, a, b, columns);
            const auto expected = referenceDecimation(time, values, a, b, columns);
            SCOPED_TRACE(testing::Message() << "round " << round << " range [" << a << ", " << b
                                            << "] columns " << columns);
            expectSamePoints(actual, expected);

            // The properties on their own: at most two per column plus the two edges, in time
            // order, and every column's min and max are present.
            const double t0 = std::min(a, b), t1 = std::max(a, b);
            EXPECT_LE(actual.size(), 2u * columns + 2u);
            for (std::size_t i = 1; i < actual.size(); ++i) EXPECT_LE(actual[i - 1].t, actual[i].t);
            std::vector<int> perColumn(columns, 0);
            for (const auto& p : actual)
                if (p.t >= t0 && p.t <= t1) ++perColumn[decimationColumn(p.t, t0, t1, columns)];
            EXPECT_LE(*std::max_element(perColumn.begin(), perColumn.end()), 2);
            std::vector<double> lo(columns, INFINITY), hi(columns, -INFINITY);
            for (std::size_t i = 0; i < time.size(); ++i) {
                if (time[i] < t0 || time[i] > t1 || !std::isfinite(values[i])) continue;
                const int c = decimationColumn(time[i], t0, t1, columns);
                lo[c] = std::min(lo[c], values[i]);
                hi[c] = std::max(hi[c], values[i]);
            }
            for (int c = 0; c < columns; ++c) {
                if (lo[c] > hi[c]) continue;
                auto inColumn = [&](double v) {
                    return std::any_of(actual.begin(), actual.end(), [&](const DecimatedPoint& p) {
                        return p.t >= t0 && p.t <= t1 &&
                               decimationColumn(p.t, t0, t1, columns) == c && p.v == v;
                    });
                };
                EXPECT_TRUE(inColumn(lo[c])) << "min of column " << c;
                EXPECT_TRUE(inColumn(hi[c])) << "max of column " << c;
            }
        }
    }
}

TEST(PlotDecimation, KeepsBothRowsOfAnEventWhenTheyAreTheExtremes) {
    const std::vector<double> time = {0.0, 0.5, 1.0, 1.0, 1.5, 2.0};
    const std::vector<double> values = {0.0, 2.5, 5.0, -4.0, -2.0, 0.0};
    const auto points = decimateMinMax(time, values, 0.0, 2.0, 1);
    ASSERT_EQ(points.size(), 2u);
    EXPECT_EQ(points[0].t, 1.0);
    EXPECT_EQ(points[0].v, 5.0);  // the left limit first
    EXPECT_EQ(points[1].t, 1.0);
    EXPECT_EQ(points[1].v, -4.0);  // then the value after
}

TEST(PlotDecimation, EdgesAndDegenerateInput) {
    const std::vector<double> time = {0.0, 1.0, 2.0, 3.0, 4.0};
    const std::vector<double> values = {0.0, 1.0, 4.0, 9.0, 16.0};
    // Neighbours just outside the range.
    auto points = decimateMinMax(time, values, 1.5, 2.5, 10);
    ASSERT_EQ(points.size(), 3u);
    EXPECT_EQ(points[0].t, 1.0);
    EXPECT_EQ(points[1].t, 2.0);
    EXPECT_EQ(points[2].t, 3.0);
    // A range without samples still gives the edges.
    points = decimateMinMax(time, values, 1.2, 1.8, 10);
    ASSERT_EQ(points.size(), 2u);
    // Beyond the data: only the last sample.
    points = decimateMinMax(time, values, 10.0, 20.0, 10);
    ASSERT_EQ(points.size(), 1u);
    EXPECT_EQ(points[0].t, 4.0);
    EXPECT_TRUE(decimateMinMax({}, {}, 0.0, 1.0, 10).empty());
    EXPECT_EQ(decimateMinMax(time, values, 0.0, 4.0, 0).size(), 2u);  // columns < 1: one column
    // Reversed range is the same range.
    expectSamePoints(decimateMinMax(time, values, 4.0, 0.0, 3),
                     decimateMinMax(time, values, 0.0, 4.0, 3));
}

// ----------------------------------------------------------------------------- widget

TEST(PlotWidget, SeriesPointsAreTheDecimationOfTheVisibleRange) {
    ResultStore store;
    fillSine(store, 100000);
    PlotWidget plot;
    plot.resize(1200, 600);
    plot.show();
    QSignalSpy changed(&plot, &PlotWidget::variablesChanged);
    plot.setResults(&store);
    plot.addVariable("x");
    plot.addVariable("y");
    plot.addVariable("x");  // already there
    EXPECT_EQ(changed.count(), 2);
    EXPECT_EQ(plot.variables(), (QStringList{"x", "y"}));
    EXPECT_EQ(plot.timeRange(), std::make_pair(0.0, 10.0));
    const int columns = plot.decimationColumns();
    EXPECT_GE(columns, 1200);
    for (const char* name : {"x", "y"}) {
        const auto expected = decimateMinMax(store.time(), *store.column(name), 0.0, 10.0, columns);
        expectSamePoints(plot.plottedPoints(name), expected);
        EXPECT_EQ(plot.plottedPointCount(name), static_cast<int>(expected.size()));
        EXPECT_LE(plot.plottedPointCount(name), 2 * columns + 2);
    }
    EXPECT_EQ(plot.plottedPointCount("nope"), 0);
}

TEST(PlotWidget, ZoomAndPanReDecimate) {
    ResultStore store;
    fillSine(store, 100000);
    PlotWidget plot;
    plot.resize(1000, 500);
    plot.show();
    plot.setResults(&store);
    plot.addVariable("x");
    QSignalSpy ranges(&plot, &PlotWidget::timeRangeChanged);

    plot.setTimeRange(2.0, 3.0);
    EXPECT_EQ(plot.timeRange(), std::make_pair(2.0, 3.0));
    EXPECT_EQ(ranges.count(), 1);
    auto points = plot.plottedPoints("x");
    expectSamePoints(
        points, decimateMinMax(store.time(), store.column(0), 2.0, 3.0, plot.decimationColumns()));
    ASSERT_GE(points.size(), 3u);
    EXPECT_LT(points.front().t, 2.0);  // the lines reach the edges
    EXPECT_GT(points.back().t, 3.0);

    // New rows keep the zoom; refresh re-decimates.
    plot.refresh();
    EXPECT_EQ(plot.timeRange(), std::make_pair(2.0, 3.0));

    // Keyboard: pan right by a tenth, zoom in around the centre.
    QGraphicsView* view = chartViewOf(plot);
    ASSERT_NE(view, nullptr);
    QTest::keyClick(view, Qt::Key_Right);
    EXPECT_NEAR(plot.timeRange().first, 2.1, 1e-12);
    EXPECT_NEAR(plot.timeRange().second, 3.1, 1e-12);
    QTest::keyClick(view, Qt::Key_Up);
    EXPECT_NEAR(plot.timeRange().second - plot.timeRange().first, 0.8, 1e-12);
    expectSamePoints(plot.plottedPoints("x"),
                     decimateMinMax(store.time(), store.column(0), plot.timeRange().first,
                                    plot.timeRange().second, plot.decimationColumns()));

    // Mouse wheel: zoom in around the cursor.
    const auto before = plot.timeRange();
    const QPointF centre(view->viewport()->width() / 2.0, view->viewport()->height() / 2.0);
    QWheelEvent wheel(centre, view->viewport()->mapToGlobal(centre), QPoint(), QPoint(0, 120),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(view->viewport(), &wheel);
    const auto after = plot.timeRange();
    EXPECT_LT(after.second - after.first, before.second - before.first);
    EXPECT_GE(after.first, before.first);
    EXPECT_LE(after.second, before.second);

    // Double-click (and Home) reset the zoom to the whole run.
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, centre.toPoint());
    EXPECT_EQ(plot.timeRange(), std::make_pair(0.0, 10.0));
    plot.setTimeRange(4.0, 5.0);
    QTest::keyClick(view, Qt::Key_Home);
    EXPECT_EQ(plot.timeRange(), std::make_pair(0.0, 10.0));
}

TEST(PlotWidget, MiddleButtonDragPans) {
    ResultStore store;
    fillSine(store, 10000);
    PlotWidget plot;
    plot.resize(800, 400);
    plot.show();
    plot.setResults(&store);
    plot.addVariable("x");
    plot.setTimeRange(4.0, 6.0);
    QGraphicsView* view = chartViewOf(plot);
    const QPoint start(400, 200);
    QTest::mousePress(view->viewport(), Qt::MiddleButton, Qt::NoModifier, start);
    QMouseEvent move(QEvent::MouseMove, QPointF(start + QPoint(-100, 0)),
                     view->viewport()->mapToGlobal(QPointF(start + QPoint(-100, 0))), Qt::NoButton,
                     Qt::MiddleButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &move);
    QTest::mouseRelease(view->viewport(), Qt::MiddleButton, Qt::NoModifier,
                        start + QPoint(-100, 0));
    const auto range = plot.timeRange();
    EXPECT_GT(range.first, 4.0);  // dragged to the left: later times come into view
    EXPECT_NEAR(range.second - range.first, 2.0, 1e-9);
}

TEST(PlotWidget, RubberBandZoomsToTheDraggedInterval) {
    ResultStore store;
    fillSine(store, 10000);
    PlotWidget plot;
    plot.resize(800, 400);
    plot.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&plot));
    plot.setResults(&store);
    plot.addVariable("x");
    QApplication::processEvents();
    QGraphicsView* view = chartViewOf(plot);
    QWidget* viewport = view->viewport();
    auto move = [&](QPoint p, Qt::MouseButtons buttons) {
        QMouseEvent event(QEvent::MouseMove, QPointF(p), viewport->mapToGlobal(QPointF(p)),
                          Qt::NoButton, buttons, Qt::NoModifier);
        QApplication::sendEvent(viewport, &event);
    };
    // A click is no zoom.
    QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, QPoint(300, 200));
    QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, QPoint(300, 200));
    EXPECT_EQ(plot.timeRange(), std::make_pair(0.0, 10.0));
    // A drag over about a third of the plot.
    QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, QPoint(300, 200));
    move(QPoint(450, 220), Qt::LeftButton);
    move(QPoint(560, 240), Qt::LeftButton);
    QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, QPoint(560, 240));
    const auto range = plot.timeRange();
    EXPECT_GT(range.first, 2.0);
    EXPECT_LT(range.second, 8.0);
    EXPECT_NEAR(range.second - range.first, 10.0 * 260.0 / 760.0, 1.0);
    expectSamePoints(plot.plottedPoints("x"),
                     decimateMinMax(store.time(), store.column(0), range.first, range.second,
                                    plot.decimationColumns()));
}

TEST(PlotWidget, ContextMenuOffersTheActions) {
    ResultStore store;
    fillSine(store, 1000);
    PlotWidget plot;
    plot.resize(600, 400);
    plot.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&plot));
    plot.setResults(&store);
    plot.addVariable("x");
    plot.addVariable("y");

    QStringList texts, removable;
    withContextMenu(plot, [&](QMenu* menu) {
        for (QAction* action : menu->actions()) {
            texts << action->text();
            if (action->menu() && action->menu()->objectName() == "removeMenu") {
                for (QAction* sub : action->menu()->actions()) removable << sub->text();
                for (QAction* sub : action->menu()->actions())
                    if (sub->text() == "x") sub->trigger();
            }
            if (action->text() == "Crosshair") action->trigger();  // checked -> off
        }
    });

    for (const char* text : {"Reset zoom", "Crosshair", "Export image\u2026", "Export CSV\u2026",
                             "Copy image", "X axis", "Keep this run in the plot",
                             "Remove the previous run", "Overlaid runs", "Remove variable"})
        EXPECT_TRUE(texts.contains(QString::fromUtf8(text))) << text;
    EXPECT_EQ(removable, (QStringList{"x", "y"}));
    EXPECT_EQ(plot.variables(), QStringList{"y"});
    EXPECT_FALSE(plot.isCrosshairEnabled());
}

// Runs from elsewhere (kept runs, runs of an experiment) drawn over the current one: each
// run's variables in the colour of the plotted variable, in a dash pattern of their own,
// named in the legend; kept and removed from the context menu.
TEST(PlotWidget, OverlaidRunsAreDrawnNamedAndRemovable) {
    ResultStore store;
    fillSine(store, 1000);
    PlotWidget plot;
    plot.resize(600, 400);
    plot.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&plot));
    plot.setResults(&store);
    plot.addVariable("x");
    plot.addVariable("y");
    // an experiment's run: only x, on a coarser grid and a shorter span
    auto run = std::make_shared<ResultStore>();
    run->setColumns({"x"});
    for (int i = 0; i <= 40; ++i) {
        const double t = 0.1 * i, v = 0.5 * std::sin(t);
        run->appendRow(t, &v);
    }
    PlotOverlay kept = plot.currentRunOverlay(QStringLiteral("kept"));
    ASSERT_TRUE(kept.data);
    EXPECT_EQ(kept.data->rowCount(), store.rowCount());
    EXPECT_EQ(kept.data->names(), store.names());  // every column, not only those plotted
    plot.setOverlays({kept, {QStringLiteral("run 3: e = 0.8"), run}});
    ASSERT_EQ(plot.overlays().size(), 2u);
    EXPECT_GT(plot.overlayPointCount(0, "x"), 0);
    EXPECT_GT(plot.overlayPointCount(0, "y"), 0);
    EXPECT_GT(plot.overlayPointCount(1, "x"), 0);
    EXPECT_EQ(plot.overlayPointCount(1, "y"), 0);  // the run has no y
    // the legend names them after the variable; the patterns differ from each other
    auto* chartView = qobject_cast<QChartView*>(chartViewOf(plot));
    ASSERT_NE(chartView, nullptr);
    QChart* chart = chartView->chart();
    QStringList names;
    QList<QList<qreal>> patterns;
    for (QAbstractSeries* s : chart->series()) {
        names << s->name();
        if (auto* line = qobject_cast<QLineSeries*>(s); line && s->name().contains('('))
            patterns << line->pen().dashPattern();
    }
    EXPECT_TRUE(names.contains("x (kept)"));
    EXPECT_TRUE(names.contains("y (kept)"));
    EXPECT_TRUE(names.contains("x (run 3: e = 0.8)"));
    ASSERT_EQ(patterns.size(), 3);
    EXPECT_EQ(patterns[0], patterns[1]);  // one run, one pattern
    EXPECT_NE(patterns[0], patterns[2]);
    // all 41 rows of the run are in view (it ends at t = 4, the view is 0..10), one per
    // pixel column: none is dropped by the decimation
    EXPECT_EQ(plot.overlayPointCount(1, "x"), 41);
    EXPECT_EQ(plot.timeRange(), std::make_pair(0.0, 10.0));
    // an x–y plot draws them too
    plot.setXVariable("y");
    EXPECT_GT(plot.overlayPointCount(0, "x"), 0);
    plot.setXVariable({});

    // the context menu keeps the current run and removes one or all overlaid runs
    QSignalSpy edited(&plot, &PlotWidget::overlaysEdited);
    auto menuAction = [&](const std::function<void(QMenu*)>& use) { withContextMenu(plot, use); };
    plot.setRunLabel(QStringLiteral("e = 0.7 at 10:00:00"));
    menuAction([](QMenu* menu) { menu->findChild<QAction*>("keepRunAction")->trigger(); });
    ASSERT_EQ(edited.count(), 1);
    ASSERT_EQ(plot.overlays().size(), 3u);
    EXPECT_EQ(plot.overlays()[2].label, "e = 0.7 at 10:00:00");
    QStringList listed;
    menuAction([&](QMenu* menu) {
        auto* runs = menu->findChild<QMenu*>("overlaidRunsMenu");
        ASSERT_NE(runs, nullptr);
        for (QAction* a : runs->actions())
            if (!a->isSeparator()) listed << a->text();
        runs->actions().front()->trigger();  // removes "kept"
    });
    EXPECT_EQ(listed, (QStringList{"Remove “kept”", "Remove “run 3: e = 0.8”",
                                   "Remove “e = 0.7 at 10:00:00”", "Remove all overlaid runs"}));
    ASSERT_EQ(plot.overlays().size(), 2u);
    EXPECT_EQ(plot.overlays()[0].label, "run 3: e = 0.8");
    EXPECT_EQ(plot.overlayPointCount(0, "x"), 41);
    menuAction([](QMenu* menu) { menu->findChild<QAction*>("removeOverlaysAction")->trigger(); });
    EXPECT_TRUE(plot.overlays().empty());
    EXPECT_EQ(edited.count(), 3);
    EXPECT_EQ(plot.overlayPointCount(0, "x"), 0);
}

TEST(PlotWidget, NewResultsAndClearing) {
    ResultStore store;
    fillSine(store, 1000);
    PlotWidget plot;
    plot.resize(600, 400);
    plot.setResults(&store);
    plot.addVariable("y");
    EXPECT_GT(plot.plottedPointCount("y"), 0);
    // Rows appended while following the run: the range grows.
    const double row[2] = {0.0, 1.0};
    store.appendRow(12.0, row);
    plot.refresh();
    EXPECT_EQ(plot.timeRange(), std::make_pair(0.0, 12.0));
    plot.setEventMarks({{1.0, "a"}});
    plot.setResults(nullptr);
    EXPECT_EQ(plot.plottedPointCount("y"), 0);
    EXPECT_TRUE(plot.eventMarks().empty());
    EXPECT_EQ(plot.variables(), QStringList{"y"});
    plot.removeVariable("y");
    EXPECT_TRUE(plot.variables().isEmpty());
}

TEST(PlotWidget, ExportsWriteValidFiles) {
    ResultStore store;
    fillSine(store, 20001);
    PlotWidget plot;
    plot.resize(900, 500);
    plot.setResults(&store);
    plot.addVariable("x");
    plot.addVariable("y");
    plot.setEventMarks({{2.5, "time event"}, {7.5, "state x > 0.5"}});
    plot.setTimeRange(1.0, 9.0);
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QString error;

    const QString png = dir.filePath("plot.png");
    ASSERT_TRUE(plot.exportImage(png, QSize(640, 360), &error)) << error.toStdString();
    QImage image(png);
    ASSERT_FALSE(image.isNull());
    EXPECT_EQ(image.size(), QSize(640, 360));
    // Not blank: the two series' colours appear.
    int coloured = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.saturation() > 120 && c.value() > 80) ++coloured;
        }
    EXPECT_GT(coloured, 500);

    const QString svg = dir.filePath("plot.svg");
    ASSERT_TRUE(plot.exportImage(svg, QSize(640, 360), &error)) << error.toStdString();
    const QByteArray svgData = readFile(svg);
    EXPECT_TRUE(svgData.startsWith("<?xml") || svgData.startsWith("<svg"));
    QSvgRenderer renderer(svg);
    EXPECT_TRUE(renderer.isValid());
    EXPECT_EQ(renderer.viewBox(), QRect(0, 0, 640, 360));

    const QString pdf = dir.filePath("plot.pdf");
    ASSERT_TRUE(plot.exportImage(pdf, QSize(640, 360), &error)) << error.toStdString();
    const QByteArray pdfData = readFile(pdf);
    EXPECT_TRUE(pdfData.startsWith("%PDF"));
    EXPECT_GT(pdfData.size(), 1000);

    // CSV: every row of the store, not just the visible range; 17 significant digits.
    const QString csv = dir.filePath("plot.csv");
    ASSERT_TRUE(plot.exportCsv(csv, &error)) << error.toStdString();
    const QList<QByteArray> lines = readFile(csv).split('\n');
    ASSERT_EQ(lines.size(), static_cast<qsizetype>(store.rowCount()) + 2);  // header, rows, ""
    EXPECT_EQ(lines[0], "time,x,y");
    EXPECT_TRUE(lines.back().isEmpty());
    const QList<QByteArray> fields = lines[1235].split(',');
    ASSERT_EQ(fields.size(), 3);
    EXPECT_EQ(std::stod(fields[0].toStdString()), store.time()[1234]);
    EXPECT_EQ(std::stod(fields[1].toStdString()), store.column(0)[1234]);
    EXPECT_EQ(std::stod(fields[2].toStdString()), store.column(1)[1234]);

    // Errors come back with a message.
    error.clear();
    EXPECT_FALSE(plot.exportImage(dir.filePath("plot.bmpx"), QSize(100, 100), &error));
    EXPECT_FALSE(error.isEmpty());
    error.clear();
    EXPECT_FALSE(plot.exportImage(dir.filePath("missing/dir/plot.png"), QSize(100, 100), &error));
    EXPECT_FALSE(error.isEmpty());
    error.clear();
    EXPECT_FALSE(plot.exportCsv(dir.filePath("missing/dir/plot.csv"), &error));
    EXPECT_FALSE(error.isEmpty());
    PlotWidget empty;
    error.clear();
    EXPECT_FALSE(empty.exportCsv(dir.filePath("empty.csv"), &error));
    EXPECT_FALSE(error.isEmpty());
}

TEST(PlotWidget, EventMarksShowValuesBeforeAndAfter) {
    ResultStore store;
    fillWithEvent(store);
    PlotWidget plot;
    plot.resize(800, 400);
    plot.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&plot));
    plot.setResults(&store);
    plot.addVariable("x");
    plot.setEventMarks({{1.5, "later"}, {1.0, "state h < 0"}});
    ASSERT_EQ(plot.eventMarks().size(), 2u);
    EXPECT_EQ(plot.eventMarks()[0].time, 1.0);  // sorted by time
    const QString tip = plot.eventMarkToolTip(0);
    EXPECT_TRUE(tip.contains("state h < 0")) << tip.toStdString();
    EXPECT_TRUE(tip.contains("t = 1")) << tip.toStdString();
    EXPECT_TRUE(tip.contains("5")) << tip.toStdString();
    EXPECT_TRUE(tip.contains("-4")) << tip.toStdString();
    EXPECT_LT(tip.indexOf("5"), tip.indexOf("-4"));  // before, then after
    const QString later = plot.eventMarkToolTip(1);
    EXPECT_TRUE(later.contains("x = -2")) << later.toStdString();
    EXPECT_TRUE(plot.eventMarkToolTip(7).isEmpty());

    // Hovering the mark shows the tooltip: sweep the mouse across the plot.
    QGraphicsView* view = chartViewOf(plot);
    QApplication::processEvents();
    bool shown = false;
    for (int x = 0; x < view->viewport()->width() && !shown; ++x) {
        const QPointF pos(x, view->viewport()->height() / 2.0);
        QMouseEvent move(QEvent::MouseMove, pos, view->viewport()->mapToGlobal(pos), Qt::NoButton,
                         Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(view->viewport(), &move);
        shown = QToolTip::isVisible() && QToolTip::text().contains("state h < 0");
    }
    EXPECT_TRUE(shown);
    QToolTip::hideText();
}

TEST(PlotWidget, DroppingAVariableAddsIt) {
    ResultStore store;
    fillSine(store, 1000);
    PlotWidget plot;
    plot.resize(600, 400);
    plot.show();
    plot.setResults(&store);
    QSignalSpy changed(&plot, &PlotWidget::variablesChanged);
    QGraphicsView* view = chartViewOf(plot);
    ASSERT_NE(view, nullptr);

    QMimeData mime;
    mime.setData(kVariableMimeType, QByteArray("y"));
    const QPointF pos(300, 200);
    QDragEnterEvent enter(pos.toPoint(), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &enter);
    EXPECT_TRUE(enter.isAccepted());
    QDropEvent drop(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &drop);
    EXPECT_TRUE(drop.isAccepted());
    EXPECT_EQ(plot.variables(), QStringList{"y"});
    EXPECT_EQ(changed.count(), 1);
    EXPECT_GT(plot.plottedPointCount("y"), 0);

    // Other data is not taken.
    QMimeData text;
    text.setText("x");
    QDragEnterEvent other(pos.toPoint(), Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
    other.setAccepted(false);
    QApplication::sendEvent(view->viewport(), &other);
    EXPECT_FALSE(other.isAccepted());
    EXPECT_EQ(plot.variables(), QStringList{"y"});
}

TEST(PlotWidget, CopiesImageToClipboardAndTogglesCrosshair) {
    ResultStore store;
    fillSine(store, 1000);
    PlotWidget plot;
    plot.resize(500, 300);
    plot.show();
    plot.setResults(&store);
    plot.addVariable("x");
    QGuiApplication::clipboard()->clear();
    plot.copyImageToClipboard();
    const QImage image = QGuiApplication::clipboard()->image();
    ASSERT_FALSE(image.isNull());
    EXPECT_EQ(image.size(), QSize(500, 300));

    EXPECT_TRUE(plot.isCrosshairEnabled());
    plot.setCrosshairEnabled(false);
    EXPECT_FALSE(plot.isCrosshairEnabled());
}

TEST(PlotWidget, BouncingBall) {
    LoadResult loaded = loadModelFile(std::string(HS_EXAMPLES_DIR) + "/BouncingBall.mo");
    ASSERT_NE(loaded.model, nullptr);
    SimulationSettings settings;
    settings.stopTime = 3.0;
    Engine engine(loaded.model, settings);
    ASSERT_TRUE(engine.initialize());
    ASSERT_EQ(engine.run(), RunStatus::Finished);

    PlotWidget plot;
    plot.resize(1000, 600);
    plot.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&plot));
    plot.setResults(&engine.results());
    plot.addVariable("h");
    plot.addVariable("v");
    std::vector<EventMark> marks;
    for (const EventRecord& e : engine.events())
        if (e.kind == EventKind::State)
            marks.push_back({e.time, QString::fromUtf8(eventKindName(e.kind)) + ' ' +
                                         QString::fromStdString(e.detail.english())});
    ASSERT_GE(marks.size(), 3u);
    const double firstImpact = marks.front().time;
    plot.setEventMarks(marks);
    EXPECT_EQ(plot.timeRange(), std::make_pair(0.0, 3.0));

    // The tooltip of the first impact: v jumps from about -4.43 to about +3.54.
    const QString tip = plot.eventMarkToolTip(0);
    EXPECT_TRUE(tip.contains("v: -4.4")) << tip.toStdString();
    EXPECT_TRUE(tip.contains("\u2192 3.54")) << tip.toStdString();
    // The decimated v keeps both rows of the impact.
    const auto points = plot.plottedPoints("v");
    EXPECT_TRUE(std::any_of(points.begin(), points.end(),
                            [&](auto p) { return p.t == firstImpact && p.v < 0; }));
    EXPECT_TRUE(std::any_of(points.begin(), points.end(),
                            [&](auto p) { return p.t == firstImpact && p.v > 0; }));

    // The crosshair at t of about 1.1 s.
    QGraphicsView* view = chartViewOf(plot);
    QApplication::processEvents();
    const QPointF pos(view->viewport()->width() * 0.38, view->viewport()->height() * 0.55);
    QMouseEvent move(QEvent::MouseMove, pos, view->viewport()->mapToGlobal(pos), Qt::NoButton,
                     Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &move);
    QApplication::processEvents();
    const QImage shot = plot.grab().toImage();
    EXPECT_EQ(shot.size(), QSize(1000, 600));
    const QByteArray target = qgetenv("HS_PLOT_SCREENSHOT");
    if (!target.isEmpty()) {
        // The widget as shown, and next to it the exports of the same plot.
        const QString path = QString::fromLocal8Bit(target);
        EXPECT_TRUE(shot.save(path));
        const QString base = path.left(path.lastIndexOf('.'));
        for (const char* suffix : {"_export.png", "_export.svg", "_export.pdf"}) {
            QString error;
            EXPECT_TRUE(plot.exportImage(base + suffix, QSize(1000, 600), &error))
                << error.toStdString();
        }
        // Zoomed in on the first impact.
        plot.setTimeRange(firstImpact - 0.02, firstImpact + 0.02);
        QApplication::processEvents();
        EXPECT_TRUE(plot.grab().save(base + "_zoom.png"));
    }
}

}  // namespace
}  // namespace hs::ui

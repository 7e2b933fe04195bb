// What makes a plot readable: one y axis per unit with the variables and the unit in its
// title, at least three distinct tick labels whatever the range, x–y (phase) plots, the
// previous run drawn dashed for comparison, every event marked, and images exported at a
// chosen size and resolution.

#include "plot/plot_widget.h"
#include "ui_test_support.h"

#include "hs/sim/result_store.h"

#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <utility>

namespace hs::ui {
namespace {

// h in m (a ball's height), v in m/s, x in m: two units.
void fillBall(ResultStore& store, std::size_t rows, double scale = 1.0) {
    store.setColumns({"h", "v", "x"});
    for (std::size_t i = 0; i < rows; ++i) {
        const double t = 3.0 * static_cast<double>(i) / static_cast<double>(rows - 1);
        const double row[3] = {scale * (1.0 - 0.5 * 9.81 * t * t / 9.0), -scale * 9.81 * t / 3.0, 0.1 * t};
        store.appendRow(t, row);
    }
}

QHash<QString, QString> ballUnits() {
    return {{"h", "m"}, {"v", "m/s"}, {"x", "m"}};
}

void expectReadableTicks(const QStringList& labels, const char* what) {
    EXPECT_GE(labels.size(), 3) << what << ": " << labels.join(' ').toStdString();
    const std::set<QString> distinct(labels.begin(), labels.end());
    EXPECT_EQ(distinct.size(), static_cast<std::size_t>(labels.size())) << what << ": " << labels.join(' ').toStdString();
}

TEST(PlotAxes, OneAxisPerUnitTitledWithItsVariables) {
    ResultStore store;
    fillBall(store, 500);
    PlotWidget plot;
    plot.resize(700, 400);
    plot.setUnits(ballUnits());
    plot.setResults(&store);
    plot.addVariable("h");
    plot.addVariable("v");
    plot.addVariable("x");
    EXPECT_EQ(plot.axisTitles(), (QStringList{"h, x [m]", "v [m/s]"}));
    plot.removeVariable("v");
    EXPECT_EQ(plot.axisTitles(), QStringList{"h, x [m]"});
    // without a unit: the names alone
    plot.setUnits({});
    EXPECT_EQ(plot.axisTitles(), QStringList{"h, x"});
}

TEST(PlotAxes, EveryAxisHasAtLeastThreeDistinctTickLabels) {
    struct Case {
        double scale;
        int height;
    };
    // tiny values, values far from zero, a plot a few lines high
    for (const Case c : {Case{1.0, 400}, Case{1e-14, 400}, Case{1e7, 300}, Case{1.0, 160}, Case{3e-9, 160}}) {
        ResultStore store;
        fillBall(store, 300, c.scale);
        PlotWidget plot;
        plot.resize(600, c.height);
        plot.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&plot));
        plot.setUnits(ballUnits());
        plot.setResults(&store);
        plot.addVariable("h");
        plot.addVariable("v");
        test::settle();
        plot.refresh();
        const std::string what = "scale " + std::to_string(c.scale) + " height " + std::to_string(c.height);
        expectReadableTicks(plot.tickLabels(-1), (what + " x").c_str());
        expectReadableTicks(plot.tickLabels(0), (what + " y0").c_str());
        expectReadableTicks(plot.tickLabels(1), (what + " y1").c_str());
    }
    // a value that stays near a large offset
    ResultStore flat;
    flat.setColumns({"p"});
    for (int i = 0; i < 100; ++i) {
        const double row[1] = {101325.0 + 1e-3 * std::sin(i * 0.1)};
        flat.appendRow(i * 0.01, row);
    }
    PlotWidget plot;
    plot.resize(600, 300);
    plot.setResults(&flat);
    plot.addVariable("p");
    expectReadableTicks(plot.tickLabels(0), "offset");
}

TEST(PlotAxes, PhasePlotDrawsOneVariableAgainstAnother) {
    ResultStore store;
    fillBall(store, 200);
    PlotWidget plot;
    plot.resize(600, 400);
    plot.setUnits(ballUnits());
    plot.setResults(&store);
    plot.addVariable("v");
    plot.setXVariable("h");
    EXPECT_EQ(plot.xVariable(), "h");
    const auto points = plot.plottedPoints("v");
    ASSERT_EQ(points.size(), store.rowCount());
    const auto& h = *store.column("h");
    const auto& v = *store.column("v");
    for (std::size_t i = 0; i < points.size(); ++i) {
        EXPECT_EQ(points[i].t, h[i]);
        EXPECT_EQ(points[i].v, v[i]);
    }
    plot.setXVariable({});
    EXPECT_LE(plot.plottedPoints("v").size(), 2 * static_cast<std::size_t>(plot.decimationColumns()) + 2);
}

TEST(PlotAxes, ThePreviousRunIsKeptDashedUntilRemoved) {
    ResultStore first, second;
    fillBall(first, 400);
    PlotWidget plot;
    plot.resize(600, 400);
    plot.setResults(&first);
    plot.addVariable("h");
    EXPECT_FALSE(plot.hasReference());
    plot.keepAsReference();
    ASSERT_TRUE(plot.hasReference());
    // a new run: the previous one stays, even while the new one has no rows yet
    first = ResultStore{};
    first.setColumns({"h", "v", "x"});
    plot.refresh();
    EXPECT_GT(plot.referencePointCount("h"), 0);
    EXPECT_EQ(plot.plottedPointCount("h"), 0);
    fillBall(second, 400, 0.5);
    plot.setResults(&second);
    EXPECT_GT(plot.plottedPointCount("h"), 0);
    EXPECT_GT(plot.referencePointCount("h"), 0);
    plot.clearReference();
    EXPECT_FALSE(plot.hasReference());
    EXPECT_EQ(plot.referencePointCount("h"), 0);
}

TEST(PlotAxes, EveryEventIsMarked) {
    ResultStore store;
    fillBall(store, 100);
    PlotWidget plot;
    plot.resize(600, 400);
    plot.setResults(&store);
    plot.addVariable("h");
    std::vector<EventMark> marks;
    for (int i = 0; i < 5000; ++i) marks.push_back({3.0 * i / 5000.0, QStringLiteral("state")});
    plot.setEventMarks(marks);
    EXPECT_EQ(plot.eventMarks().size(), 5000u);
    // the last one has its tooltip
    EXPECT_TRUE(plot.eventMarkToolTip(4999).startsWith("state"));
}

// Marks that come while a run goes on are added to those set before and sorted in (also
// one out of time order); each pixel column that holds marks gets one line.
TEST(PlotAxes, MarksAddedLaterAreSortedInAndDrawnOncePerPixelColumn) {
    ResultStore store;
    fillBall(store, 100);  // t in [0, 3]
    PlotWidget plot;
    plot.resize(600, 400);
    plot.show();  // laid out: the marks are placed in the plot area
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&plot));
    plot.setResults(&store);
    plot.addVariable("h");
    QApplication::processEvents();
    std::vector<EventMark> sparse;
    for (int i = 0; i < 10; ++i) sparse.push_back({0.1 + 0.3 * i, QStringLiteral("sparse")});
    plot.setEventMarks(sparse);
    EXPECT_EQ(plot.drawnEventMarkCount(), 10);
    // two instants a nanosecond apart share a pixel column: one line for both
    plot.addEventMarks({{1.15, QStringLiteral("twin a")}, {1.15 + 1e-9, QStringLiteral("twin b")}});
    EXPECT_EQ(plot.drawnEventMarkCount(), 11);

    std::vector<EventMark> dense;
    for (int i = 0; i < 5000; ++i) dense.push_back({3.0 * i / 5000.0, QStringLiteral("dense")});
    plot.addEventMarks({dense.begin(), dense.begin() + 2500});
    plot.addEventMarks({dense.begin() + 2500, dense.end()});
    plot.addEventMarks({{0.05, QStringLiteral("late")}});
    const EventMarks& marks = plot.eventMarks();
    ASSERT_EQ(marks.size(), 10u + 2u + 5000u + 1u);
    EXPECT_TRUE(
        std::is_sorted(marks.begin(), marks.end(),
                       [](const EventMark& a, const EventMark& b) { return a.time < b.time; }));
    const auto late = std::find_if(marks.begin(), marks.end(),
                                   [](const EventMark& m) { return m.label == "late"; });
    ASSERT_NE(late, marks.end());
    EXPECT_TRUE(plot.eventMarkToolTip(static_cast<int>(late - marks.begin())).startsWith("late"));
    // marks in nearly every column of the plot area (narrower than the widget)
    const int lines = plot.drawnEventMarkCount();
    EXPECT_LE(lines, plot.decimationColumns());
    EXPECT_GE(lines, plot.decimationColumns() / 2);
    // zoomed in on [1, 1.03], where a pixel column is far narrower than the marks' spacing:
    // the 50 dense marks there have a line each
    plot.setTimeRange(1.0, 1.03);
    ASSERT_EQ(plot.timeRange(), std::make_pair(1.0, 1.03));
    EXPECT_EQ(plot.drawnEventMarkCount(), 50);
}

TEST(PlotAxes, ImagesAreExportedAtTheChosenSizeAndResolution) {
    ResultStore store;
    fillBall(store, 1000);
    PlotWidget plot;
    plot.resize(600, 400);
    plot.setUnits(ballUnits());
    plot.setResults(&store);
    plot.addVariable("h");
    plot.addVariable("v");
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString png = dir.filePath("ball.png");
    ASSERT_TRUE(plot.exportImage(png, QSize(2400, 1600), nullptr, 300));
    const QImage image(png);
    EXPECT_EQ(image.size(), QSize(2400, 1600));
    EXPECT_NEAR(image.dotsPerMeterX() * 0.0254, 300.0, 0.5);
    // the chart is drawn, not a blank page: many distinct colours
    std::set<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7) colours.insert(image.pixel(x, y));
    EXPECT_GT(colours.size(), 20u);
    const QString svg = dir.filePath("ball.svg");
    ASSERT_TRUE(plot.exportImage(svg, QSize(1200, 800), nullptr, 150));
    QSvgRenderer renderer(svg);
    EXPECT_TRUE(renderer.isValid());
    EXPECT_EQ(renderer.viewBox().size(), QSize(1200, 800));
    const QString pdf = dir.filePath("ball.pdf");
    ASSERT_TRUE(plot.exportImage(pdf, QSize(1200, 800), nullptr, 300));
    QFile file(pdf);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    EXPECT_TRUE(bytes.startsWith("%PDF"));
    // 1200 × 800 pixels at 300 dpi: 4 × 2.667 inches, 288 × 192 points
    const QRegularExpression box(QStringLiteral("/MediaBox \\[\\s*0\\s+0\\s+([0-9.]+)\\s+([0-9.]+)\\s*\\]"));
    const auto match = box.match(QString::fromLatin1(bytes));
    ASSERT_TRUE(match.hasMatch());
    EXPECT_NEAR(match.captured(1).toDouble(), 288.0, 0.5);
    EXPECT_NEAR(match.captured(2).toDouble(), 192.0, 0.5);
}

}  // namespace
}  // namespace hs::ui

// Switching the language at run time leaves nothing behind: a window switched en -> ru ->
// zh_CN -> en, with a document's views open, shows the same texts as a window opened
// fresh in each language — labels, buttons and their tooltips, group and dock titles, tabs,
// combo boxes, menus, the headers and rows of every list and table, and the pictures of
// the canvases (module diagram, package timeline, statecharts) whose texts are painted.

#include "cosim/package_view.h"
#include "cosim/timeline_view.h"
#include "diagram/module_diagram.h"
#include "statechart/statechart_editor.h"
#include "ui_test_support.h"
#include "window/language.h"
#include "window/main_window.h"

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QChartView>
#include <QComboBox>
#include <QDockWidget>
#include <QGraphicsView>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QToolButton>

#include <gtest/gtest.h>

#include <memory>

namespace hs::ui {
namespace {

// Every text of a window a user can read, sorted (the order of widgets is not the point).
QStringList visibleTexts(QWidget* root) {
    QStringList out;
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (!w->isVisibleTo(root)) continue;
        if (auto* l = qobject_cast<QLabel*>(w)) {
            out << QStringLiteral("label: ") + l->text();
        } else if (auto* tb = qobject_cast<QToolButton*>(w); tb && tb->defaultAction()) {
            continue;  // an action's button: its action is listed (a toolbar may hide it for room)
        } else if (auto* b = qobject_cast<QAbstractButton*>(w)) {
            out << QStringLiteral("button: %1 | %2").arg(b->text(), b->toolTip());
        } else if (auto* g = qobject_cast<QGroupBox*>(w)) {
            out << QStringLiteral("group: ") + g->title();
        } else if (auto* d = qobject_cast<QDockWidget*>(w)) {
            out << QStringLiteral("dock: ") + d->windowTitle();
        } else if (auto* t = qobject_cast<QTabBar*>(w)) {
            for (int i = 0; i < t->count(); ++i) out << QStringLiteral("tab: ") + t->tabText(i);
        } else if (auto* c = qobject_cast<QComboBox*>(w)) {
            for (int i = 0; i < c->count(); ++i) out << QStringLiteral("combo: ") + c->itemText(i);
        } else if (auto* e = qobject_cast<QLineEdit*>(w)) {
            out << QStringLiteral("placeholder: ") + e->placeholderText();
        } else if (auto* v = qobject_cast<QAbstractItemView*>(w); v && v->model()) {
            const QAbstractItemModel* m = v->model();
            for (int c = 0; c < m->columnCount(); ++c)
                out << QStringLiteral("header: ") + m->headerData(c, Qt::Horizontal).toString();
            for (int r = 0; r < std::min(m->rowCount(), 60); ++r)
                for (int c = 0; c < m->columnCount(); ++c)
                    out << QStringLiteral("cell: ") + m->index(r, c).data().toString();
        }
    }
    // (the recent files are file names, and other programs' runs change them meanwhile)
    const QMenu* recent = root->findChild<QMenu*>("recentMenu");
    for (QAction* a : root->findChildren<QAction*>())
        if (!a->text().isEmpty() && !(recent && recent->actions().contains(a)))
            out << QStringLiteral("action: %1 | %2").arg(a->text(), a->toolTip());
    // the plot's axis titles, painted by the chart
    for (QChartView* v : root->findChildren<QChartView*>())
        for (QAbstractAxis* axis : v->chart()->axes()) out << QStringLiteral("axis: ") + axis->titleText();
    out.sort();
    return out;
}

// What one list has that the other has not, for the failure message.
QString difference(const QStringList& switched, const QStringList& fresh) {
    QStringList a = switched, b = fresh, out;
    for (const QString& t : fresh) a.removeOne(t);
    for (const QString& t : switched) b.removeOne(t);
    for (const QString& t : a) out << QStringLiteral("  switched only: ") + t;
    for (const QString& t : b) out << QStringLiteral("  fresh only:    ") + t;
    return out.join('\n');
}

// The canvases whose texts are painted, as pictures of the same size whatever room the
// window's layout gave them: each scene drawn whole into 900 x 600 (the plot's chart
// apart: its texts are its axes' titles, compared as texts), and the package timeline.
std::vector<QImage> canvases(MainWindow& w) {
    std::vector<QImage> out;
    for (QGraphicsView* v : w.findChildren<QGraphicsView*>()) {
        if (!v->isVisibleTo(&w) || !v->scene() || qobject_cast<QChartView*>(v)) continue;
        QImage image(900, 600, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter p(&image);
        v->scene()->clearSelection();
        v->scene()->render(&p, QRectF(0, 0, 900, 600), v->scene()->itemsBoundingRect());
        out.push_back(image);
    }
    for (TimelineView* t : w.findChildren<TimelineView*>()) {
        if (t->isVisibleTo(&w)) out.push_back(t->grab().toImage());
    }
    return out;
}

// A window with `file` open on the view `view` is about, an element selected so that its
// property panel shows, and every dock open.
std::unique_ptr<MainWindow> windowWith(const QString& file, const QString& view) {
    auto w = std::make_unique<MainWindow>();
    w->resize(1400, 900);
    w->show();
    EXPECT_TRUE(w->openFile(file));
    if (view == QLatin1String("diagram")) {
        w->centralTabs()->setCurrentWidget(w->moduleDiagram());
        test::settle();
        w->moduleDiagram()->checkNow();  // its messages now, not from the background later
        w->moduleDiagram()->scene()->selectBlocks({"Ki"});
    } else if (view == QLatin1String("package")) {
        w->centralTabs()->setCurrentWidget(w->packageView());
    } else if (view == QLatin1String("chart")) {
        w->centralTabs()->setCurrentWidget(w->chartEditors().first());
        w->chartEditors().first()->scene()->selectNames({"On"});
    }
    for (QDockWidget* d : w->findChildren<QDockWidget*>()) d->show();
    return w;
}

class LanguageSwitch : public ::testing::TestWithParam<std::pair<const char*, const char*>> {};

TEST_P(LanguageSwitch, LeavesTheSameTextsAsAFreshWindow) {
    QSettings().clear();
    installLanguage("en");
    const auto [example, view] = GetParam();
    auto switched = windowWith(test::example(example), QLatin1String(view));
    test::settle();
    for (const char* language : {"ru", "zh_CN", "en"}) {
        switched->action(QStringLiteral("language_") + language)->trigger();
        auto fresh = windowWith(test::example(example), QLatin1String(view));
        // the docks as wide as in the switched window (it widened its queue for Russian)
        fresh->restoreState(switched->saveState());
        test::settle();
        // both windows check their model and start a package in the background: wait until
        // they agree (or give up and show the difference)
        QStringList a, b;
        std::vector<QImage> x, y;
        test::waitFor(
            [&] {
                a = visibleTexts(switched.get());
                b = visibleTexts(fresh.get());
                x = canvases(*switched);
                y = canvases(*fresh);
                return a == b && x == y;
            },
            10000);
        EXPECT_TRUE(a == b) << example << " in " << language << ":\n" << difference(a, b).toStdString();
        ASSERT_EQ(x.size(), y.size()) << example << " in " << language;
        for (std::size_t i = 0; i < x.size(); ++i) {
            EXPECT_TRUE(x[i] == y[i]) << example << " in " << language << ": canvas " << i << " differs";
            if (x[i] != y[i] && !qEnvironmentVariableIsEmpty("HS_DUMP_DIR")) {
                const QString base = qEnvironmentVariable("HS_DUMP_DIR") + QStringLiteral("/%1_%2_%3_").arg(example, language).arg(i);
                x[i].save(base + QStringLiteral("switched.png"));
                y[i].save(base + QStringLiteral("fresh.png"));
            }
        }
    }
    installLanguage("en");
}

// each document with the view it is about: the equations, a statechart, the module diagram
// and the package timeline
INSTANTIATE_TEST_SUITE_P(Documents, LanguageSwitch,
                         ::testing::Values(std::make_pair("BouncingBall.mo", "equations"),
                                           std::make_pair("Thermostat.hsm", "chart"),
                                           std::make_pair("ClosedLoopPI.hsm", "diagram"),
                                           std::make_pair("SeedPackage.hsm", "package")));

}  // namespace
}  // namespace hs::ui

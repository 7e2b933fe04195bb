// The package timeline view draws the rounds of the non-multiple synchronisation example.

#include "cosim/timeline_view.h"

#include "hs/session/model_loader.h"

#include <QDir>
#include <QImage>

#include <gtest/gtest.h>

namespace hs::ui {
namespace {

cosim::PackageRun runSeedPackage() {
    std::string text;
    EXPECT_TRUE(readTextFile(QDir(QStringLiteral(HS_EXAMPLES_DIR)).filePath("SeedPackage.hsm").toStdString(), text));
    doc::Document d;
    DiagnosticList diags;
    EXPECT_TRUE(doc::parseDocument(text, d, diags));
    cosim::PackageRun run;
    EXPECT_TRUE(run.start(d, "SeedPackage.hsm", diags));
    run.run(diags);
    return run;
}

TEST(TimelineView, BarsFollowTheRoundsOfThePackage) {
    cosim::PackageRun run = runSeedPackage();
    TimelineView view;
    view.resize(1000, 240);
    view.setTimeline(run.timeline(), {"A", "B"});
    ASSERT_GE(view.roundCount(), 4);
    // round 1 is the initial state (no bars); round 2: A 0->3 and B 0->2, so A's bar is
    // one and a half times B's
    EXPECT_TRUE(view.barRect(1, "A").isNull());
    const QRectF a1 = view.barRect(2, "A"), b1 = view.barRect(2, "B");
    ASSERT_FALSE(a1.isNull());
    ASSERT_FALSE(b1.isNull());
    EXPECT_NEAR(a1.left(), b1.left(), 1e-9);
    EXPECT_NEAR(a1.width() / b1.width(), 1.5, 1e-9);
    // round 3: A skips, B computes 2->4 starting where its first bar ended
    EXPECT_TRUE(view.barRect(3, "A").isNull());
    EXPECT_NEAR(view.barRect(3, "B").left(), b1.right(), 1e-9);
    // round 4: A computes 3->7
    EXPECT_NEAR(view.barRect(4, "A").left(), a1.right(), 1e-9);
    view.setVisibleRounds(3);
    QImage image(view.size(), QImage::Format_ARGB32);
    view.render(&image);
    EXPECT_FALSE(image.isNull());
    if (!qEnvironmentVariableIsEmpty("HS_SCREENSHOTS")) {
        view.setVisibleRounds(-1);
        QImage full(view.size(), QImage::Format_ARGB32);
        view.render(&full);
        full.save(QDir(QStringLiteral(HS_SCREENSHOT_DIR)).filePath("package_timeline.png"));
    }
}

}  // namespace
}  // namespace hs::ui

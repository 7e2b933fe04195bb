// The examples gallery: every bundled example with a title and description in each
// language, the seed examples among them, thumbnails that show something, double-click
// opens the example, and a language switch retranslates the open gallery.

#include "ui_test_support.h"
#include "window/app_paths.h"
#include "window/examples_gallery.h"
#include "window/language.h"
#include "window/main_window.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QListWidget>
#include <QSet>
#include <QSettings>
#include <QTest>

#include <gtest/gtest.h>

namespace hs::ui {
namespace {

const QString kDir = QStringLiteral(HS_EXAMPLES_DIR);

// The programs find their examples from where they are, as installed (bin/ and
// share/hybridstudio/ side by side) or in the build tree laid out the same way; HS_DATA_DIR
// names another folder. No path of the sources is compiled into them.
TEST(Gallery, ExamplesAreFoundBesideTheProgram) {
    const QByteArray saved = qgetenv("HS_DATA_DIR");
    qunsetenv("HS_DATA_DIR");
    EXPECT_EQ(dataDir(), QDir::cleanPath(QCoreApplication::applicationDirPath() + "/../share/hybridstudio"));
    EXPECT_EQ(examplesDir(), dataDir() + "/examples");
    qputenv("HS_DATA_DIR", "/opt/hs/share/hybridstudio/");
    EXPECT_EQ(examplesDir(), QStringLiteral("/opt/hs/share/hybridstudio/examples"));
    qputenv("HS_DATA_DIR", saved);
    // the build tree's layout: the examples of the sources, found where the IDE looks
    EXPECT_TRUE(QFileInfo(QDir(examplesDir()).filePath("BouncingBall.mo")).isFile()) << examplesDir().toStdString();
    EXPECT_TRUE(QFileInfo(QDir(examplesDir()).filePath("gallery.json")).isFile());
}

TEST(Gallery, EveryExampleHasATitleAndDescriptionInEachLanguage) {
    const int files = static_cast<int>(QDir(kDir).entryList({"*.mo", "*.hsm"}, QDir::Files).size());
    const auto en = galleryEntries(kDir, "en");
    ASSERT_EQ(en.size(), files);
    for (const char* language : {"ru", "zh_CN"}) {
        const auto tr = galleryEntries(kDir, language);
        ASSERT_EQ(tr.size(), en.size());
        for (int i = 0; i < tr.size(); ++i) {
            EXPECT_EQ(tr[i].file, en[i].file);
            EXPECT_FALSE(tr[i].title.isEmpty());
            EXPECT_GT(tr[i].description.size(), 40) << tr[i].file.toStdString();
            EXPECT_NE(tr[i].title, en[i].title) << language << " " << tr[i].file.toStdString();
            EXPECT_NE(tr[i].description, en[i].description) << language << " " << tr[i].file.toStdString();
        }
    }
    // the examples of the source documents: both balls (001), the queue demo (000), frames (003), the package (004)
    QMap<QString, QStringList> seeds;
    for (const auto& e : en)
        if (!e.seed.isEmpty()) seeds[e.seed] << QFileInfo(e.file).fileName();
    EXPECT_EQ(seeds["001"], (QStringList{"BouncingBall.mo", "StableBouncingBall.mo"}));
    EXPECT_EQ(seeds["000"], QStringList{"SimultaneousEvents.hsm"});
    EXPECT_EQ(seeds["003"], QStringList{"ClosedLoopPI.hsm"});
    EXPECT_EQ(seeds["004"], QStringList{"SeedPackage.hsm"});
}

TEST(Gallery, ThumbnailsShowTheModelAndDoubleClickOpensIt) {
    QSettings().clear();
    MainWindow window;
    ExamplesGallery gallery(kDir);
    QString chosen;
    QObject::connect(&gallery, &ExamplesGallery::exampleChosen, [&](const QString& f) {
        chosen = f;
        window.openFile(f);
    });
    ASSERT_GT(gallery.list()->count(), 10);
    for (int i = 0; i < gallery.list()->count(); ++i) {
        const QImage image = gallery.thumbnail(i);
        ASSERT_FALSE(image.isNull()) << i;
        // a picture, not a blank: a fair number of distinct colours
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 3)
            for (int x = 0; x < image.width(); x += 3) colours.insert(image.pixel(x, y));
        EXPECT_GT(colours.size(), 4) << gallery.list()->item(i)->data(Qt::UserRole).toString().toStdString();
    }
    // double-click: the example opens in the window
    QListWidgetItem* item = gallery.list()->item(3);
    emit gallery.list()->itemActivated(item);
    EXPECT_EQ(chosen, item->data(Qt::UserRole).toString());
    EXPECT_EQ(window.currentFile(), chosen);
}

TEST(Gallery, SwitchingLanguageRetranslatesTheOpenGallery) {
    ExamplesGallery gallery(kDir);
    const QString english = gallery.list()->item(0)->text();
    // the traffic light's picture writes its states' entry / exit lines
    int trafficLight = -1;
    for (int i = 0; i < gallery.list()->count(); ++i)
        if (gallery.list()->item(i)->data(Qt::UserRole).toString().endsWith("TrafficLight.hsm"))
            trafficLight = i;
    ASSERT_GE(trafficLight, 0);
    const QImage englishPicture = gallery.thumbnail(trafficLight);
    ASSERT_TRUE(installLanguage("ru"));
    QCoreApplication::processEvents();
    EXPECT_NE(gallery.list()->item(0)->text(), english);
    EXPECT_TRUE(gallery.list()->item(0)->text().contains(QStringLiteral("мяч")));
    EXPECT_NE(gallery.thumbnail(trafficLight), englishPicture);  // drawn again, in Russian
    if (!qEnvironmentVariableIsEmpty("HS_SCREENSHOTS")) {
        gallery.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&gallery));
        test::settle();
        gallery.grab().save(QDir(QStringLiteral(HS_SCREENSHOT_DIR)).filePath("examples_gallery_ru.png"));
    }
    installLanguage("en");
    QCoreApplication::processEvents();
    EXPECT_EQ(gallery.list()->item(0)->text(), english);
    if (!qEnvironmentVariableIsEmpty("HS_SCREENSHOTS")) {
        gallery.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&gallery));
        test::settle();
        gallery.grab().save(QDir(QStringLiteral(HS_SCREENSHOT_DIR)).filePath("examples_gallery.png"));
    }
}

}  // namespace
}  // namespace hs::ui

// Translations: every source string of the user interface has a finished Russian and
// Chinese translation, and switching the language at run time retranslates the window.

#include "models/queue_model.h"
#include "window/language.h"
#include "window/main_window.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

namespace hs::ui {
namespace {

struct TsMessage {
    QString context, source, translation;
    bool finished = true;
};

std::vector<TsMessage> readTs(const QString& path) {
    std::vector<TsMessage> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return out;
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("name")) context = xml.readElementText();
        if (xml.name() == QLatin1String("message")) current = TsMessage{context, {}, {}, true};
        if (xml.name() == QLatin1String("source")) current.source = xml.readElementText();
        if (xml.name() == QLatin1String("translation")) {
            const auto type = xml.attributes().value("type");
            current.finished = type.isEmpty();
            const bool obsolete = type == QLatin1String("vanished") || type == QLatin1String("obsolete");
            current.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!obsolete) out.push_back(current);
        }
    }
    EXPECT_FALSE(xml.hasError()) << path.toStdString() << ": " << xml.errorString().toStdString();
    return out;
}

QString tsPath(const char* language) {
    return QDir(QStringLiteral(HS_TRANSLATIONS_DIR)).filePath(QStringLiteral("hybridstudio_%1.ts").arg(language));
}

TEST(Translations, EverySourceStringHasAFinishedTranslation) {
    // the strings of the tree as they are now, extracted by lupdate
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString fresh = dir.filePath("current.ts");
    const int rc = QProcess::execute(QStringLiteral(HS_LUPDATE),
                                     {"-silent", QStringLiteral(HS_SOURCE_DIR "/ui"), QStringLiteral(HS_SOURCE_DIR "/app"),
                                      "-ts", fresh});
    ASSERT_EQ(rc, 0);
    const auto sources = readTs(fresh);
    ASSERT_GT(sources.size(), 100u);
    for (const char* language : {"ru", "zh_CN"}) {
        QSet<QString> translated;
        for (const auto& m : readTs(tsPath(language)))
            if (m.finished && !m.translation.isEmpty()) translated.insert(m.context + '\x1f' + m.source);
        for (const auto& m : sources)
            EXPECT_TRUE(translated.contains(m.context + '\x1f' + m.source))
                << language << ": no finished translation of \"" << m.source.toStdString() << "\" in "
                << m.context.toStdString();
    }
}

TEST(Translations, SwitchingLanguageRetranslatesTheWindow) {
    MainWindow window;
    QMenu* file = window.menuBar()->findChild<QMenu*>("fileMenu");
    ASSERT_NE(file, nullptr);
    EXPECT_EQ(file->title(), "&File");
    for (const char* language : {"ru", "zh_CN"}) {
        window.action(QStringLiteral("language_") + language)->trigger();
        QCoreApplication::processEvents();  // LanguageChange reaches the widgets as a posted event
        EXPECT_EQ(currentLanguage(), language);
        const QString expected = QCoreApplication::translate("hs::ui::MainWindow", "&File");
        EXPECT_NE(expected, "&File") << language;
        EXPECT_EQ(file->title(), expected) << language;
        // the queue's category names, in the legend and the model
        const QString selected = QueueModel::categoryName(QueueCategory::Selected);
        EXPECT_NE(selected, "selected") << language;
        auto* legend = window.findChild<QLabel*>("legend0");
        ASSERT_NE(legend, nullptr);
        EXPECT_EQ(legend->text(), selected);
        EXPECT_EQ(window.action("actionStep")->text(), QCoreApplication::translate("hs::ui::MainWindow", "S&tep"));
    }
    window.action("language_en")->trigger();
    QCoreApplication::processEvents();
    EXPECT_EQ(file->title(), "&File");
    EXPECT_EQ(QueueModel::categoryName(QueueCategory::Selected), "selected");
}

TEST(Translations, RussianTermsOfTheEventQueue) {
    ASSERT_TRUE(installLanguage("ru"));
    EXPECT_EQ(QueueModel::categoryName(QueueCategory::Selected), QStringLiteral("выбранное"));
    EXPECT_EQ(QueueModel::categoryName(QueueCategory::Scheduled), QStringLiteral("запланированное"));
    EXPECT_EQ(QueueModel::categoryName(QueueCategory::Pending), QStringLiteral("ожидающее"));
    installLanguage("en");
}

}  // namespace
}  // namespace hs::ui

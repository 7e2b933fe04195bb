// Translations: every source string of the user interface has a finished Russian and
// Chinese translation, and switching the language at run time retranslates the window.

#include "broken_models.h"
#include "cosim/compare_view.h"
#include "cosim/package_view.h"
#include "cosim/timeline_view.h"
#include "diagram/module_diagram.h"
#include "editor/equation_editor.h"
#include "experiment/experiment_form.h"
#include "experiment/experiment_panel.h"
#include "i18n/diagnostic_text.h"
#include "models/queue_model.h"
#include "statechart/statechart_editor.h"
#include "ui_test_support.h"
#include "window/experiment_dialog.h"
#include "window/language.h"
#include "window/main_window.h"

#include "hs/session/model_loader.h"
#include "hs/sim/engine.h"

#include <QAbstractButton>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
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

// Every template a diagnostic can have (the catalogue made from the sources) is
// translated, and the translation uses each of the template's arguments.
TEST(Translations, EveryMessageTemplateKeepsItsArguments) {
    const QStringList templates = i18n::diagnosticTemplates();
    ASSERT_GT(templates.size(), 400);
    static const QRegularExpression placeholder(QStringLiteral("%[1-9]"));
    auto placeholders = [](const QString& text) {
        QSet<QString> out;
        for (auto it = placeholder.globalMatch(text); it.hasNext();)
            out.insert(it.next().captured());
        return out;
    };
    for (const char* language : {"ru", "zh_CN"}) {
        ASSERT_TRUE(installLanguage(language));
        for (const QString& t : templates) {
            const QByteArray utf8 = t.toUtf8();
            const QString translated = i18n::translate("hs::Diagnostics", utf8.constData());
            static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
            if (t.contains(word)) {
                // "%1, %2" and "%1 MB" read the same in every language
                EXPECT_NE(translated, t)
                    << language << ": \"" << utf8.constData() << "\" is not translated";
            }
            EXPECT_EQ(placeholders(translated), placeholders(t))
                << language << ": \"" << translated.toStdString() << "\" for \"" << utf8.constData()
                << '"';
        }
    }
    installLanguage("en");
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

TEST(Translations, DiagnosticsOfTypicalMistakesAreTranslated) {
    std::vector<Diagnostic> all;
    for (const char* text : test::kBrokenModels) {
        LoadResult r = loadModelText(text, "broken.mo");
        ASSERT_FALSE(r.diagnostics.empty()) << text;
        for (const auto& d : r.diagnostics.items()) all.push_back(d);
    }
    // a run-time math-domain error
    {
        LoadResult r = loadModelText("model D\n  Real y;\nequation\n  y = sqrt(1 - time);\nend D;\n", "d.mo");
        r.settings.stopTime = 2.0;
        Engine engine(r.model, r.settings);
        engine.initialize();
        engine.run();
        ASSERT_NE(engine.diagnostics().find("math-domain"), nullptr);
        for (const auto& d : engine.diagnostics().items()) all.push_back(d);
    }
    // the run-time warning of the bouncing ball, and a network loop
    {
        LoadResult r = loadModelFile(QDir(QStringLiteral(HS_EXAMPLES_DIR)).filePath("BouncingBall.mo").toStdString());
        Engine engine(r.model, r.settings);
        engine.initialize();
        engine.runUntil(4.5);
        for (const auto& d : engine.diagnostics().items()) all.push_back(d);
    }
    // the engine process lost (a reason inside a reason inside the consequence), as the IDE
    // makes them
    for (const Message& lost :
         {msg("%1; your model is safe, and Run starts a new simulation process",
              msg("%1 (its last message: %2)",
                  msg("%1 — the system may have run out of memory",
                      msg("the simulation process stopped: signal %1", "9 (Killed)")),
                  "std::bad_alloc")),
          msg("%1; your model is safe, and Run starts a new simulation process",
              msg("the simulation process did not answer Stop within %1 s and was ended", 1)),
          msg("%1; the check of this model ended there, your model is safe",
              msg("the simulation process stopped: signal %1", "11 (Segmentation fault)"))})
        all.push_back(makeDiagnostic(Severity::Error, Code::EngineLost, {}, lost));
    ASSERT_GE(all.size(), 24u);
    for (const char* language : {"ru", "zh_CN"}) {
        ASSERT_TRUE(installLanguage(language));
        for (const auto& d : all) {
            const QString translated = i18n::diagnosticMessage(d);
            EXPECT_NE(translated.toStdString(), d.message) << language << ": " << d.message;
            if (d.code == "engine-lost") {
                // every part of it, not only the outer template
                EXPECT_FALSE(translated.contains("simulation process") ||
                             translated.contains("memory") || translated.contains("last message") ||
                             translated.contains("was ended"))
                    << language << ": " << translated.toStdString();
            }
        }
        // positions, codes and names stay; the severity word is translated
        Diagnostic d = makeDiagnostic(Severity::Error, Code::UndefinedName, {4, 13},
                                      msg("undefined name '%1'; did you mean '%2'?", "y", "x"));
        d.file = "m.mo";
        const QString text = i18n::formatDiagnostic(d);
        EXPECT_TRUE(text.startsWith("m.mo:4:13: ")) << text.toStdString();
        EXPECT_TRUE(text.endsWith(" [undefined-name]"));
        EXPECT_TRUE(text.contains("'y'") && text.contains("'x'"));
        EXPECT_FALSE(text.contains("error"));
        // a statechart field's diagnostic keeps its element's name, the word for the field
        // translated
        LoadResult guard =
            loadModelText("model G\n  Boolean b;\nequation\n  b = time > ;\nend G;\n", "g.mo");
        ASSERT_TRUE(guard.diagnostics.contains(Code::ParseError));
        d = guard.diagnostics.items().front();
        d.element = "heater.T1 guard";
        renderMessage(d);
        ASSERT_EQ(d.message, "heater.T1 guard: expected an expression, found ';'");
        const QString field = i18n::diagnosticMessage(d);
        EXPECT_TRUE(field.startsWith("heater.T1 ")) << field.toStdString();
        EXPECT_FALSE(field.contains("guard")) << field.toStdString();
        EXPECT_FALSE(field.contains("expected an expression")) << field.toStdString();
        EXPECT_FALSE(field.contains("end of input")) << field.toStdString();
    }
    installLanguage("en");
    EXPECT_EQ(i18n::diagnosticMessage(all.front()).toStdString(), all.front().message);
}

TEST(Translations, MessagesDockShowsDiagnosticsInTheCurrentLanguage) {
    MainWindow window;
    window.editor()->setText("model A\n  Real x(start=1, fixed=true);\nequation\n  der(x) = -y;\nend A;\n");
    window.compileAndLoad();
    MessagesModel* m = window.messagesModel();
    ASSERT_GT(m->rowCount(), 0);
    const QString english = m->index(0, MessagesModel::MessageColumn).data().toString();
    EXPECT_TRUE(english.startsWith("undefined name 'y'")) << english.toStdString();
    window.action("language_ru")->trigger();
    QCoreApplication::processEvents();
    EXPECT_EQ(m->index(0, MessagesModel::MessageColumn).data().toString(),
              QStringLiteral("неизвестное имя 'y'; возможно, имелось в виду 'x'?"));
    window.action("language_zh_CN")->trigger();
    QCoreApplication::processEvents();
    EXPECT_TRUE(m->index(0, MessagesModel::MessageColumn).data().toString().startsWith(QStringLiteral("未定义的名称")));
    window.action("language_en")->trigger();
    QCoreApplication::processEvents();
    EXPECT_EQ(m->index(0, MessagesModel::MessageColumn).data().toString(), english);
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

namespace hs::ui {
namespace {

// Every visible label, button and check box of a widget tree whose text needs more room
// than it has (its size hint, or for wrapped labels its height for its width).
QStringList clippedTexts(QWidget* root) {
    QStringList out;
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (!w->isVisible() || w->width() <= 0) continue;
        QString text;
        bool wraps = false;
        if (auto* l = qobject_cast<QLabel*>(w)) {
            text = l->text();
            wraps = l->wordWrap();
            if (!l->pixmap().isNull()) continue;
        } else if (auto* b = qobject_cast<QAbstractButton*>(w)) {
            if (auto* tb = qobject_cast<QToolButton*>(w); tb && tb->toolButtonStyle() == Qt::ToolButtonIconOnly) continue;
            text = b->text();
        } else if (auto* list = qobject_cast<QListWidget*>(w)) {
            // items that neither fit nor wrap
            const QFontMetrics fm(list->font());
            for (int i = 0; i < list->count(); ++i) {
                const QString item = list->item(i)->text();
                const int room = list->viewport()->width() - 2 * list->spacing() - 8;
                // a wrapping list breaks between words: its longest word must fit
                int needed = fm.horizontalAdvance(item);
                if (list->wordWrap()) {
                    needed = 0;
                    // (Chinese breaks between any two characters)
                    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
                    const QStringList words = item.contains(han)
                                                  ? item.split(QString(), Qt::SkipEmptyParts)
                                                  : item.split(QLatin1Char(' '));
                    for (const QString& word : words)
                        needed = std::max(needed, fm.horizontalAdvance(word));
                }
                if (!list->isWrapping() && needed > room &&
                    list->horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOn)
                    out << QStringLiteral("%1 item \"%2\": %3 < %4")
                               .arg(list->objectName(), item)
                               .arg(room)
                               .arg(needed);
            }
            continue;
        } else {
            continue;
        }
        if (text.isEmpty()) continue;
        const QSize hint = w->sizeHint();
        const bool clipped = wraps ? (w->hasHeightForWidth() && w->heightForWidth(w->width()) > w->height() + 1)
                                   : hint.width() > w->width() + 1;
        if (clipped)
            out << QStringLiteral("%1 \"%2\": %3x%4 < %5x%6")
                       .arg(w->metaObject()->className(), text)
                       .arg(w->width()).arg(w->height()).arg(hint.width()).arg(hint.height());
    }
    return out;
}

// Painted views that need room: a timeline squeezed below its minimum size draws its legend
// over the lanes or cuts it (its scroll area must scroll instead).
// The clipped texts once the layouts have caught up: a snapshot from the simulation process
// may change a text just before the check, and its label gets its new room at the next
// layout pass. Clipping that lasts is reported.
QStringList lastingClippedTexts(QWidget* root) {
    test::waitFor([&] { return clippedTexts(root).isEmpty(); }, 2000);
    return clippedTexts(root);
}

QStringList squeezedViews(QWidget* root) {
    QStringList out;
    for (TimelineView* t : root->findChildren<TimelineView*>())
        if (t->isVisible() && (t->width() < t->minimumSizeHint().width() ||
                               t->height() < t->minimumSizeHint().height()))
            out << QStringLiteral("timeline %1x%2 < %3x%4")
                       .arg(t->width())
                       .arg(t->height())
                       .arg(t->minimumSizeHint().width())
                       .arg(t->minimumSizeHint().height());
    return out;
}

class NoTextIsClipped : public ::testing::TestWithParam<const char*> {};

TEST_P(NoTextIsClipped, InAnyViewOrDialog) {
    QSettings().clear();
    ASSERT_TRUE(installLanguage(GetParam()));
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    const QDir examples(QStringLiteral(HS_EXAMPLES_DIR));
    // the main window with the equation editor, a statechart with its property panel,
    // and the module diagram with its settings
    ASSERT_TRUE(window.openFile(examples.filePath("BouncingBall.mo")));
    test::settle();
    EXPECT_TRUE(lastingClippedTexts(&window).isEmpty())
        << clippedTexts(&window).join('\n').toStdString();
    // the Experiments panel with a new experiment, each page of its setup
    auto* experiments = window.findChild<QDockWidget*>("experimentsDock");
    ASSERT_NE(experiments, nullptr);
    experiments->toggleViewAction()->trigger();
    ASSERT_TRUE(window.experimentsPanel()->newExperiment());
    for (int page = 0; page < 3; ++page) {
        window.experimentsPanel()->form()->pages()->setCurrentIndex(page);
        test::settle();
        EXPECT_TRUE(lastingClippedTexts(&window).isEmpty())
            << clippedTexts(&window).join('\n').toStdString();
    }
    experiments->close();
    ASSERT_TRUE(window.openFile(examples.filePath("Thermostat.hsm")));
    window.centralTabs()->setCurrentIndex(1);
    window.chartEditors().first()->scene()->selectNames({"On"});
    test::settle();
    EXPECT_TRUE(lastingClippedTexts(&window).isEmpty())
        << clippedTexts(&window).join('\n').toStdString();
    window.chartEditors().first()->scene()->selectNames({"SwitchOn"});
    test::settle();
    EXPECT_TRUE(lastingClippedTexts(&window).isEmpty())
        << clippedTexts(&window).join('\n').toStdString();
    ASSERT_TRUE(window.openFile(examples.filePath("ClosedLoopPI.hsm")));
    window.moduleDiagram()->scene()->selectBlocks({"Kp"});
    test::settle();
    EXPECT_TRUE(lastingClippedTexts(&window).isEmpty())
        << clippedTexts(&window).join('\n').toStdString();
    // the comparison of run modes with its results (axes and legends are the charts' own)
    window.centralTabs()->setCurrentWidget(window.compareView());
    window.compareView()->compareNow();
    test::settle();
    EXPECT_TRUE(lastingClippedTexts(&window).isEmpty())
        << clippedTexts(&window).join('\n').toStdString();
    // the package with its timeline, stepped a few rounds
    ASSERT_TRUE(window.openFile(examples.filePath("SeedPackage.hsm")));
    window.centralTabs()->setCurrentWidget(window.packageView());
    test::settle();
    EXPECT_TRUE(lastingClippedTexts(&window).isEmpty())
        << clippedTexts(&window).join('\n').toStdString();
    // (its lanes come with the package's start from the simulation process, and the scroll
    // area gives them room as they come)
    test::waitFor([&] { return squeezedViews(&window).isEmpty(); }, 5000);
    EXPECT_TRUE(squeezedViews(&window).isEmpty())
        << squeezedViews(&window).join('\n').toStdString();
    // the experiment settings dialog, for a model, a network and a package
    for (auto kind : {ExperimentDialog::Kind::Model, ExperimentDialog::Kind::Network,
                      ExperimentDialog::Kind::Package}) {
        ExperimentDialog::Defaults defaults;
        defaults.models = {QStringLiteral("Cooling"), QStringLiteral("Growth")};  // Model to run
        ExperimentDialog dialog(window.documents().settings(), defaults, kind, &window);
        dialog.show();
        test::settle();
        EXPECT_TRUE(clippedTexts(&dialog).isEmpty())
            << clippedTexts(&dialog).join('\n').toStdString();
    }
    installLanguage("en");
}

INSTANTIATE_TEST_SUITE_P(Languages, NoTextIsClipped, ::testing::Values("ru", "zh_CN"));

}  // namespace
}  // namespace hs::ui

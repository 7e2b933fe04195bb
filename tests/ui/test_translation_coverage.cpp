// Everything a Russian or Chinese user reads is in their language: the texts the engine
// produces (queue Text and Source, history Detail) for every example, the diagnostics of
// the broken-model corpus and of the test documents, the block palette, and Qt's own
// dialogs (the unsaved-changes question, the file dialog) driven as a user meets them.
// English words left in the translated output fail, except names, numbers and codes: the
// verbatim parts of a message (names, expressions, numbers) are excused when their words
// are the model's own.

#include "broken_models.h"
#include "i18n/diagnostic_text.h"
#include "user_flow_fixture.h"
#include "window/language.h"

#include "hs/model/document.h"
#include "hs/session/model_loader.h"
#include "hs/session/run_session.h"

#include <QAbstractButton>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <set>

namespace hs::ui {
namespace {

// Words of program text that stay as they are in every language: Modelica's keywords and
// operators (a translation writes "оператор when"), and names of programs and formats.
const QSet<QString>& codeWords() {
    static const QSet<QString> words = {
        "algorithm", "and", "annotation", "assert", "Boolean", "break", "constant", "der",
        "discrete", "edge", "else", "elseif", "elsewhen", "end", "equation", "false", "fixed",
        "for", "function", "if", "in", "initial", "input", "Integer", "loop", "model", "noEvent",
        "not", "or", "output", "parameter", "pre", "Real", "reinit", "return", "sample", "start",
        "String", "terminal", "terminate", "then", "time", "true", "when", "while", "change",
        "stopSimulation", "trace", "send", "abs", "sqrt", "log", "exp", "sin", "cos", "integer",
        "div", "unit", "displayUnit", "quantity", "min", "max", "nominal", "stateSelect",
        // values of the document format
        "once", "cyclic", "fifo", "lifo", "random", "lockstep", "whole", "frames",
        // programs, libraries, formats and the seeds' symbols
        "HybridStudio", "CVODE", "CVode", "KINSOL", "SUNDIALS", "Modelica", "JSON", "CSV", "UTF",
        "mo", "hsm", "TK", "tR", "tM", "FIFO", "LIFO", "NaN", "inf", "nan"};
    return words;
}

// ASCII words of two letters or more, not the exponent of a number ("1e-10").
QStringList latinWords(const QString& text) {
    static const QRegularExpression word(QStringLiteral("(?<![0-9A-Za-z_.])[A-Za-z][A-Za-z_0-9]+"));
    QStringList out;
    for (auto it = word.globalMatch(text); it.hasNext();) out << it.next().captured();
    return out;
}

// Templates whose argument is the text of another library (the JSON parser's account of a
// syntax error): shown as the library wrote it.
bool carriesLibraryText(const Message& m) {
    return m.format == "malformed JSON: %1";
}

// The verbatim parts of a message: `names` its own, `library` those a library wrote.
void verbatimParts(const Message& m, QStringList& names, QStringList& library) {
    if (m.verbatim) {
        names << QString::fromStdString(m.format);
        return;
    }
    for (const Message& a : m.args) {
        if (carriesLibraryText(m) && a.verbatim)
            library << QString::fromStdString(a.format);
        else
            verbatimParts(a, names, library);
    }
}

// `text` without the whole-word occurrences of `part`.
QString without(QString text, const QString& part) {
    const QRegularExpression whole(QStringLiteral("(?<![A-Za-z0-9_])%1(?![A-Za-z0-9_])")
                                       .arg(QRegularExpression::escape(part)));
    return text.replace(whole, QStringLiteral(" "));
}

// The English words left in the translation of `m` and of `element`; `own`: the words of
// the model's text (its names).
class EnglishCheck {
public:
    explicit EnglishCheck(QSet<QString> own) : m_own(std::move(own)) {}

    QStringList left(const Message& m, const std::string& element = {}) const {
        QStringList found;
        QString text = i18n::messageText(m);
        QStringList verbatims, library;
        verbatimParts(m, verbatims, library);
        for (const QString& v : library) text = without(text, v);
        // longest first: a name inside a longer verbatim text goes with it
        std::sort(verbatims.begin(), verbatims.end(),
                  [](const QString& a, const QString& b) { return a.size() > b.size(); });
        for (const QString& v : verbatims) {
            for (const QString& w : latinWords(v))
                if (!known(w)) found << QStringLiteral("'%1' in the verbatim text '%2'").arg(w, v);
            text = without(text, v);
        }
        for (const QString& w : latinWords(text))
            if (!codeWords().contains(w)) found << QStringLiteral("'%1'").arg(w);
        for (const QString& w : latinWords(i18n::elementText(element)))
            if (!known(w)) found << QStringLiteral("'%1' in the element").arg(w);
        return found;
    }

private:
    bool known(const QString& w) const { return m_own.contains(w) || codeWords().contains(w); }
    QSet<QString> m_own;
};

QSet<QString> wordsOf(const std::string& text, const std::string& file) {
    QSet<QString> out;
    for (const QString& w : latinWords(QString::fromStdString(text) + ' ' + QString::fromStdString(file)))
        out.insert(w);
    return out;
}

// What a user reads of one example run in the IDE: every queue entry after each step (its
// text, its source), every history row, every diagnostic.
// A source as the queue shows it names files ("relay: /path/Blocks.mo:56"): a file's path
// and name are names, not English to translate.
std::string withoutFiles(const std::string& element) {
    static const std::regex file(R"re([^\s:]*\.(mo|hsm)(:\d+)?)re");
    return std::regex_replace(element, file, "");
}

struct ExampleTexts {
    std::vector<std::pair<Message, std::string>> items;  // text, element or source
    std::size_t queueEntries = 0, events = 0;
};

ExampleTexts runExample(const std::string& path, std::string& modelText) {
    ExampleTexts out;
    EXPECT_TRUE(readTextFile(path, modelText)) << path;
    session::SessionRequest request;
    request.file = std::filesystem::path(path).filename().string();
    if (isDocumentPath(path)) {
        DiagnosticList diags;
        EXPECT_TRUE(doc::parseDocument(modelText, request.document, diags)) << path;
        request.settings = settingsFromDocument(request.document);
    } else {
        doc::Module m;
        m.name = "M";
        m.equations = modelText;
        request.document.modules.push_back(m);
        request.modelText = true;
        request.settings = loadModelText(modelText, request.file).settings;
    }
    DiagnosticList diags;
    auto session = session::makeSession(request, diags);
    for (const auto& d : diags.items()) out.items.push_back({d.text, d.element});
    EXPECT_TRUE(session) << path;
    if (!session || !session->initialize()) return out;
    auto takeQueues = [&] {
        for (const auto& q : session->queues())
            for (const QueueEntry& e : q.queue.entries) {
                out.items.push_back({e.text, e.source});
                ++out.queueEntries;
            }
    };
    takeQueues();
    // every step of a short run; a long one is sampled up to its end
    for (int k = 0; k < 400 && session->status() == RunStatus::Running; ++k) {
        session->step();
        takeQueues();
    }
    if (session->status() == RunStatus::Running) session->advance(RunTarget{});
    takeQueues();
    for (const EventRecord& e : session->events()) {
        out.items.push_back({e.detail, e.source});
        ++out.events;
    }
    for (const auto& d : session->diagnostics()) out.items.push_back({d.text, d.element});
    return out;
}

TEST(TranslationCoverage, TheCheckFindsEnglishButNotNames) {
    const EnglishCheck check({"redTime", "heater"});
    // English left as it is: an untranslated template, an English phrase given as a name
    EXPECT_EQ(check.left(verbatim("the stop came")).size(), 3);
    ASSERT_TRUE(installLanguage("ru"));
    EXPECT_EQ(check.left(msg("timeout %1", "redTime"), "heater").size(), 0);
    EXPECT_EQ(check.left(msg("timeout %1", "redTime"), "heater dynamic").size(), 1);
    EXPECT_EQ(check.left(msg("%1 plus more", "redTime")).size(), 2);  // no such template
    installLanguage("en");
    EXPECT_EQ(check.left(msg("timeout %1", "redTime")).size(), 1);
}

TEST(TranslationCoverage, EveryExamplesQueueAndHistoryTextIsTranslated) {
    std::size_t entries = 0, events = 0, examples = 0;
    for (const auto& file : std::filesystem::directory_iterator(HS_EXAMPLES_DIR)) {
        const std::string ext = file.path().extension().string();
        if (ext != ".mo" && ext != ".hsm") continue;
        std::string text;
        const ExampleTexts texts = runExample(file.path().string(), text);
        ++examples;
        entries += texts.queueEntries;
        events += texts.events;
        const EnglishCheck check(wordsOf(text, file.path().filename().string()));
        for (const char* language : {"ru", "zh_CN"}) {
            ASSERT_TRUE(installLanguage(language));
            for (const auto& [message, element] : texts.items) {
                const QStringList left = check.left(message, withoutFiles(element));
                EXPECT_TRUE(left.isEmpty()) << language << ", " << file.path().filename().string() << ": \""
                                            << i18n::messageText(message).toStdString() << "\" ("
                                            << element << "): " << left.join(", ").toStdString();
            }
        }
        installLanguage("en");
    }
    // the corpus is what it claims: every example, with queues and histories
    EXPECT_GE(examples, 12u);
    EXPECT_GT(entries, 1000u);
    EXPECT_GT(events, 500u);
}

TEST(TranslationCoverage, EveryDiagnosticOfTheBrokenModelsAndDocumentsIsTranslated) {
    struct Case {
        std::string name, text;
        std::vector<Diagnostic> diagnostics;
    };
    std::vector<Case> cases;
    for (const char* text : test::kBrokenModels) {
        LoadResult r = loadModelText(text, "broken.mo");
        cases.push_back({"broken.mo", text, r.diagnostics.items()});
    }
    for (const auto& file : std::filesystem::directory_iterator(HS_TEST_DATA_DIR)) {
        if (file.path().extension() != ".hsm") continue;
        LoadResult r = loadModelFile(file.path().string());
        std::string text;
        readTextFile(file.path().string(), text);
        cases.push_back({file.path().filename().string(), text, r.diagnostics.items()});
    }
    std::size_t count = 0;
    for (const Case& c : cases) count += c.diagnostics.size();
    ASSERT_GE(count, 40u);
    for (const char* language : {"ru", "zh_CN"}) {
        ASSERT_TRUE(installLanguage(language));
        for (const Case& c : cases) {
            const EnglishCheck check(wordsOf(c.text, c.name));
            for (const Diagnostic& d : c.diagnostics) {
                const QStringList left = check.left(d.text, d.element);
                EXPECT_TRUE(left.isEmpty()) << language << ", " << c.name << ": \""
                                            << i18n::diagnosticMessage(d).toStdString() << "\" [" << d.code
                                            << "]: " << left.join(", ").toStdString();
            }
        }
    }
    installLanguage("en");
}

TEST(TranslationCoverage, TheIdesHelpIsInTheSystemsLanguage) {
    for (const auto& [locale, usage] :
         {std::pair{"ru_RU.UTF-8", "Использование"}, std::pair{"zh_CN.UTF-8", "用法"}}) {
        QTemporaryDir config;  // no language chosen in Preferences: the system's
        QProcess ide;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove("LC_ALL");
        env.remove("LC_MESSAGES");
        env.insert("LANG", QLatin1String(locale));
        env.insert("XDG_CONFIG_HOME", config.path());
        env.insert("QT_QPA_PLATFORM", "offscreen");
        ide.setProcessEnvironment(env);
        ide.start(QStringLiteral(HS_IDE_PROGRAM), {"--help"});
        ASSERT_TRUE(ide.waitForFinished(60000));
        const QString out = QString::fromUtf8(ide.readAllStandardOutput());
        EXPECT_TRUE(out.contains(QString::fromUtf8(usage))) << locale << ":\n" << out.toStdString();
        EXPECT_FALSE(out.contains("Usage:") || out.contains("Displays help")) << locale << ":\n"
                                                                              << out.toStdString();
    }
}

using LanguageFlow = test::UserFlow;

// The words of Qt's own dialogs a user meets, with Russian and Chinese letters in them.
bool native(const QString& text, const char* language) {
    static const QRegularExpression cyrillic(QStringLiteral("\\p{Cyrillic}")), han(QStringLiteral("\\p{Han}"));
    return text.contains(QLatin1String(language) == QLatin1String("ru") ? cyrillic : han);
}

TEST_F(LanguageFlow, QtsOwnDialogsSpeakTheChosenLanguage) {
    ASSERT_TRUE(window->openFile(test::example("BouncingBall.mo")));
    for (const char* language : {"ru", "zh_CN"}) {
        // Preferences > Language, then an edit, then File > Open: the unsaved-changes
        // question, then the file dialog
        window->action(QStringLiteral("language_") + language)->trigger();
        test::settle();
        window->editor()->setFocus();
        QTest::keyClicks(window->editor(), "// edited ");
        ASSERT_TRUE(window->isModified());
        QStringList asked, fileDialog;
        whenShown<QMessageBox>([&](QMessageBox* box) {
            for (auto button : {QMessageBox::Save, QMessageBox::Discard, QMessageBox::Cancel})
                asked << box->button(button)->text();
            if (!qEnvironmentVariableIsEmpty("HS_SCREENSHOTS"))
                box->grab().save(QDir(QStringLiteral(HS_SCREENSHOT_DIR))
                                     .filePath(QStringLiteral("unsaved_changes_%1.png").arg(QLatin1String(language))));
            box->button(QMessageBox::Discard)->click();
        });
        whenShown<QFileDialog>([&](QFileDialog* dialog) {
            for (const char* name : {"lookInLabel", "fileNameLabel", "fileTypeLabel"})
                if (auto* label = dialog->findChild<QLabel*>(QLatin1String(name))) fileDialog << label->text();
            if (auto* box = dialog->findChild<QDialogButtonBox*>("buttonBox"))
                for (QAbstractButton* b : box->buttons()) fileDialog << b->text();
            dialog->reject();
        });
        press(Qt::Key_O, Qt::ControlModifier);
        ASSERT_EQ(asked.size(), 3) << language;
        for (const QString& t : asked) EXPECT_TRUE(native(t, language)) << language << ": " << t.toStdString();
        ASSERT_GE(fileDialog.size(), 5) << language;
        for (const QString& t : fileDialog) EXPECT_TRUE(native(t, language)) << language << ": " << t.toStdString();
    }
    window->action("language_en")->trigger();
    test::settle();
}

TEST_F(LanguageFlow, TheBlockPaletteNamesBlocksInTheChosenLanguage) {
    ASSERT_TRUE(window->openFile(test::example("ClosedLoopPI.hsm")));
    auto* palette = window->findChild<QListWidget*>("blockPalette");
    ASSERT_NE(palette, nullptr);
    for (const char* language : {"ru", "zh_CN"}) {
        window->action(QStringLiteral("language_") + language)->trigger();
        test::settle();
        ASSERT_GT(palette->count(), 10);
        for (int i = 0; i < palette->count(); ++i) {
            const QString text = palette->item(i)->text();
            EXPECT_TRUE(native(text, language)) << language << ": " << text.toStdString();
        }
    }
    window->action("language_en")->trigger();
    test::settle();
    EXPECT_FALSE(palette->findItems("Transfer function", Qt::MatchExactly).isEmpty());
}

}  // namespace
}  // namespace hs::ui

// Unsaved work survives the end of the program: a window killed with SIGKILL in the middle
// of an edit, or asked to end with SIGTERM, leaves a recovery copy that the next start
// offers back (restore, discard, compare); a save or a clean close removes it.
// The killed window is a separate process (hs-recovery-child) sharing this test's
// recovery folder through XDG_DATA_HOME.

#include "editor/equation_editor.h"
#include "window/document_controller.h"
#include "window/main_window.h"
#include "window/recovery.h"

#include "ui_test_support.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>

#include <gtest/gtest.h>

#include <functional>
#include <memory>

namespace hs::ui {
namespace {

using test::example;
using test::waitFor;

class Recovery : public ::testing::Test {
protected:
    void SetUp() override {
        QSettings().clear();
        ASSERT_TRUE(dir.isValid());
        previousXdg = qgetenv("XDG_DATA_HOME");
        qputenv("XDG_DATA_HOME", dir.filePath("data").toUtf8());
        model = dir.filePath("Ball.mo");
        ASSERT_TRUE(QFile::copy(example("BouncingBall.mo"), model));
        QFile::setPermissions(model, QFile::ReadOwner | QFile::WriteOwner);
    }
    void TearDown() override {
        if (window) {
            window->documents().setSettings(window->documents().settings(), false);
            window->editor()->setModified(false);
        }
        window.reset();
        qputenv("XDG_DATA_HOME", previousXdg);
    }

    QStringList recoveryFiles() const { return QDir(RecoveryStore::directory()).entryList({"*.json"}, QDir::Files); }

    // Starts the child on `file` (empty: untitled), typing `text`; waits for `until` on its
    // standard output.
    std::unique_ptr<QProcess> startChild(const QString& file, const QString& text, const char* until, int delay = 200) {
        auto child = std::make_unique<QProcess>();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_DATA_HOME", dir.filePath("data"));
        env.insert("QT_QPA_PLATFORM", "offscreen");
        child->setProcessEnvironment(env);
        QStringList args{"--delay", QString::number(delay)};
        if (!file.isEmpty()) args << "--file" << file;
        args << text;
        child->start(QStringLiteral(HS_RECOVERY_CHILD), args);
        EXPECT_TRUE(child->waitForStarted(10000));
        QByteArray out;
        const bool seen = waitFor([&] {
            child->waitForReadyRead(10);
            out += child->readAllStandardOutput();
            return out.contains(until);
        }, 30000);
        EXPECT_TRUE(seen) << "the child said: " << out.toStdString() << child->readAllStandardError().toStdString();
        return child;
    }

    // Answers the recovery prompt, when it comes, with the button `button`.
    void answer(const char* button, bool* asked) {
        auto* poll = new QTimer(pollers.get());  // ends with the test
        auto clock = std::make_shared<QElapsedTimer>();
        clock->start();
        QObject::connect(poll, &QTimer::timeout, [poll, clock, button, asked] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if ((!box || box->objectName() != "recoveryPrompt") && clock->elapsed() < 120000) return;
            poll->stop();
            poll->deleteLater();
            if (!box) return;
            *asked = true;
            box->findChild<QPushButton*>(QString::fromLatin1(button))->click();
        });
        poll->start(10);
    }

    void openWindow() {
        window = std::make_unique<MainWindow>();
        window->resize(1000, 700);
        window->show();
    }

    QTemporaryDir dir;
    QByteArray previousXdg;
    QString model;
    std::unique_ptr<MainWindow> window;
    std::unique_ptr<QObject> pollers = std::make_unique<QObject>();
};

TEST_F(Recovery, KillNineInTheMiddleOfAnEditThenTheNextStartRestoresIt) {
    auto child = startChild(model, "// typed before the crash", "kept");
    ::kill(static_cast<pid_t>(child->processId()), SIGKILL);
    ASSERT_TRUE(child->waitForFinished(10000));
    EXPECT_EQ(child->exitStatus(), QProcess::CrashExit);
    ASSERT_EQ(recoveryFiles().size(), 1);

    openWindow();
    bool asked = false;
    answer("recoveryRestore", &asked);
    ASSERT_TRUE(window->openFile(model));
    EXPECT_TRUE(asked);
    EXPECT_TRUE(window->editor()->text().contains("// typed before the crash"));
    EXPECT_TRUE(window->isModified());  // restored, not saved
    // the file on disk is untouched until the user saves
    QFile onDisk(model);
    ASSERT_TRUE(onDisk.open(QIODevice::ReadOnly));
    EXPECT_FALSE(onDisk.readAll().contains("typed before the crash"));
    onDisk.close();
    // saving removes the recovery copy
    ASSERT_TRUE(window->documents().save());
    EXPECT_TRUE(waitFor([&] { return recoveryFiles().isEmpty(); }, 5000)) << recoveryFiles().join(',').toStdString();
}

TEST_F(Recovery, SigtermKeepsTheEditAtOnceAndDiscardRemovesIt) {
    // the autosave would come only after ten minutes: SIGTERM itself keeps the edit
    auto child = startChild(model, "// typed before SIGTERM", "typed", 600000);
    EXPECT_TRUE(recoveryFiles().isEmpty());
    child->terminate();
    ASSERT_TRUE(child->waitForFinished(10000));
    EXPECT_EQ(child->exitStatus(), QProcess::NormalExit);
    EXPECT_EQ(child->exitCode(), 0);
    ASSERT_EQ(recoveryFiles().size(), 1);
    const auto entry = RecoveryStore::find(model);
    ASSERT_TRUE(entry.has_value());
    EXPECT_TRUE(entry->text.contains("// typed before SIGTERM"));

    openWindow();
    bool asked = false;
    answer("recoveryDiscard", &asked);
    ASSERT_TRUE(window->openFile(model));
    EXPECT_TRUE(asked);
    EXPECT_FALSE(window->editor()->text().contains("typed before SIGTERM"));
    EXPECT_FALSE(window->isModified());
    EXPECT_TRUE(recoveryFiles().isEmpty());
}

TEST_F(Recovery, AnUntitledModelIsOfferedAtTheNextStart) {
    auto child = startChild(QString(), "// untitled work", "kept");
    ::kill(static_cast<pid_t>(child->processId()), SIGKILL);
    ASSERT_TRUE(child->waitForFinished(10000));
    ASSERT_EQ(RecoveryStore::orphanedUntitled().size(), 1);

    bool asked = false;
    answer("recoveryRestore", &asked);
    openWindow();
    ASSERT_TRUE(waitFor([&] { return asked; }, 15000));
    EXPECT_TRUE(waitFor([&] { return window->editor()->text().contains("// untitled work"); }, 5000));
    EXPECT_TRUE(window->isModified());
    // now kept as this process's own untitled document, not offered again
    EXPECT_TRUE(RecoveryStore::orphanedUntitled().isEmpty());
}

TEST_F(Recovery, AChangeIsKeptAfterTheDelayAndACleanCloseRemovesIt) {
    openWindow();
    ASSERT_TRUE(window->openFile(model));
    window->documents().setRecoveryDelay(50);
    EquationEditor* editor = window->editor();
    editor->setFocus();
    editor->SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
    QTest::keyClicks(editor, "// kept");
    ASSERT_TRUE(waitFor([&] { return RecoveryStore::find(model).has_value(); }, 5000));
    EXPECT_TRUE(RecoveryStore::find(model)->text.contains("// kept"));
    // undo back to the saved text: nothing unsaved, nothing kept
    for (int i = 0; i < 50 && window->isModified(); ++i) editor->undo();
    ASSERT_FALSE(window->isModified());
    EXPECT_TRUE(waitFor([&] { return !RecoveryStore::find(model).has_value(); }, 5000));
    QTest::keyClicks(editor, "// again");
    ASSERT_TRUE(waitFor([&] { return RecoveryStore::find(model).has_value(); }, 5000));
    // closing and discarding the changes removes the copy
    auto* poll = new QTimer(pollers.get());
    QObject::connect(poll, &QTimer::timeout, [poll] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            poll->stop();
            poll->deleteLater();
            box->button(QMessageBox::Discard)->click();
        }
    });
    poll->start(10);
    EXPECT_TRUE(window->close());
    EXPECT_TRUE(recoveryFiles().isEmpty());
}

TEST(RecoveryDiff, LinesOnlyInOneTextAreMarked) {
    EXPECT_EQ(lineDiff("a\nb\nc", "a\nc\nd"), "- b\n+ d");
    EXPECT_EQ(lineDiff("same", "same"), "");
    EXPECT_EQ(lineDiff("old", "new"), "+ new\n- old");
}

}  // namespace
}  // namespace hs::ui

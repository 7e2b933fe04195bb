#pragma once
// The fixture of the tests that drive the real main window as a user does: key presses to
// the focused widget, dialogs answered as they appear, waits for the engine's snapshots.

#include "editor/equation_editor.h"
#include "sim/simulation_controller.h"
#include "window/document_controller.h"
#include "window/main_window.h"

#include "hs/sim/engine.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QLineEdit>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "ui_test_support.h"

#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <vector>

namespace hs::ui::test {

class UserFlow : public ::testing::Test {
protected:
    void SetUp() override {
        QSettings().clear();
        window = std::make_unique<MainWindow>();
        window->resize(1400, 900);
        window->show();
        QApplication::setActiveWindow(window.get());
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    }
    void TearDown() override {
        if (!window) return;
        // a modified document asks before the window closes: not in a test
        window->documents().setSettings(window->documents().settings(), false);
        window->editor()->setModified(false);
    }

    const SimSnapshot* latest() { return window->controller().latest(); }
    // The run is loaded and not running.
    bool idle() {
        return waitFor([&] {
            const SimSnapshot* s = latest();
            return s && !s->running;
        });
    }
    bool ended() {
        return waitFor([&] {
            const SimSnapshot* s = latest();
            return s && !s->running && s->status != RunStatus::Running;
        });
    }
    bool atStep(std::uint64_t step) {
        return waitFor([&] {
            const SimSnapshot* s = latest();
            return s && !s->running && s->step == step;
        });
    }
    // A key as the user presses it, to the widget that has the focus.
    void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        // a window manager gives the window back its activation when a dialog closes; the
        // offscreen platform has none
        if (!QApplication::activeModalWidget() && QApplication::activeWindow() != window.get()) {
            window->activateWindow();
            QApplication::setActiveWindow(window.get());
        }
        QWidget* focus = QApplication::focusWidget();
        QWidget* target = focus && window->isAncestorOf(focus) ? focus : window.get();
        QTest::keyClick(target, static_cast<Qt::Key>(key), modifiers);
    }
    // Calls `act` with the modal dialog of type T once it is shown (polling: a dialog opened
    // by a key press is shown after the press returns to the event loop).
    template <typename T>
    void whenShown(const std::function<void(T*)>& act) {
        // patient: a loaded machine may take seconds to show a first dialog (fonts, icons),
        // and a dialog shown after the poll gave up would wait for ever
        auto* poll = new QTimer(pollers.get());  // ends with the test
        auto clock = std::make_shared<QElapsedTimer>();
        clock->start();
        QObject::connect(poll, &QTimer::timeout, [poll, clock, act] {
            auto* dialog = qobject_cast<T*>(QApplication::activeModalWidget());
            if (!dialog && clock->elapsed() < 120000) return;
            poll->stop();
            poll->deleteLater();
            if (!dialog) return;
            // a window manager activates a modal dialog as it opens; the offscreen platform
            // has none, and on a loaded machine keys would still go to the main window
            dialog->activateWindow();
            QApplication::setActiveWindow(dialog);
            act(dialog);
        });
        poll->start(10);
    }
    // Does `open` (a key press, a click) and answers the file dialog it opens with `path`,
    // as if pasted into the file name field, then Enter; false when no dialog came.
    bool answerFileDialog(const QString& path, const std::function<void()>& open) {
        bool typed = false;
        whenShown<QFileDialog>([&](QFileDialog* dialog) {
            auto* name = dialog->findChild<QLineEdit*>("fileNameEdit");
            ASSERT_NE(name, nullptr);
            name->setFocus();
            name->setText(path);
            QTest::keyClick(name, Qt::Key_Return);
            typed = true;
        });
        open();
        return waitFor([&] { return typed; });
    }
    // Opens a file with File > Open (Ctrl+O), typing its path into the file dialog.
    void openWithDialog(const QString& path) {
        EXPECT_TRUE(answerFileDialog(path, [&] {
            window->activateWindow();
            window->editor()->setFocus();
            press(Qt::Key_O, Qt::ControlModifier);
        }));
        EXPECT_EQ(window->currentFile(), path);
    }
    // Runs `interact` on the modal dialog that `key` opens.
    template <typename Dialog>
    void withDialog(int key, Qt::KeyboardModifiers modifiers, const std::function<void(Dialog*)>& interact) {
        bool seen = false;
        whenShown<Dialog>([&](Dialog* dialog) {
            seen = true;
            interact(dialog);
            if (dialog->isVisible()) dialog->reject();
        });
        press(key, modifiers);
        EXPECT_TRUE(seen);
    }
    // Types into a line edit of a dialog as a user: select all, type, no Enter.
    static void type(QWidget* dialog, const char* field, const QString& text) {
        auto* edit = dialog->findChild<QLineEdit*>(QString::fromLatin1(field));
        ASSERT_NE(edit, nullptr) << field;
        edit->setFocus();
        QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(edit, text);
    }
    std::vector<double> eventTimes(EventKind kind) {
        std::vector<double> out;
        for (const auto& e : window->controller().events())
            if (e.kind == kind) out.push_back(e.time);
        return out;
    }
    // With HS_SCREENSHOTS=1: the window after a flow, in English and in Russian.
    void screenshot(const QString& name) {
        if (qEnvironmentVariableIsEmpty("HS_SCREENSHOTS")) return;
        const QDir shots(QStringLiteral(HS_SCREENSHOT_DIR));
        settle();
        EXPECT_TRUE(window->grab().save(shots.filePath(QStringLiteral("flow_%1.png").arg(name))));
        window->action("language_ru")->trigger();
        settle();
        EXPECT_TRUE(window->grab().save(shots.filePath(QStringLiteral("flow_%1_ru.png").arg(name))));
        window->action("language_en")->trigger();
        settle();
    }

    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;
    std::unique_ptr<QObject> pollers = std::make_unique<QObject>();
};

}  // namespace hs::ui::test

#pragma once
// Helpers shared by the user-interface tests: where the bundled examples are, and waiting
// (with the event loop running) for something the worker thread or a timer brings.

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QString>
#include <QTest>
#include <QWidget>

#include <functional>

namespace hs::ui::test {

inline QString example(const char* name) { return QDir(QStringLiteral(HS_EXAMPLES_DIR)).filePath(QString::fromLatin1(name)); }

// Delivers what is already queued (posted events, zero-time timers, layouts, repaints):
// what an action set in motion on the GUI thread itself. No time passes for its own sake.
inline void settle() {
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents(QEventLoop::AllEvents);
    }
}

// Processes events until done() holds; false after timeoutMs.
inline bool waitFor(const std::function<bool()>& done, int timeoutMs = 15000) {
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > timeoutMs) return false;
        QTest::qWait(5);
    }
    return true;
}

// A screenshot of `what` as name.png, then in Russian and in Chinese (name_ru.png,
// name_zh_CN.png) through the Language menu of `window`, which is English again after.
inline bool screenshotsInEveryLanguage(QWidget* window, QWidget* what, const QString& name) {
    const QDir shots(QStringLiteral(HS_SCREENSHOT_DIR));
    bool saved = true;
    for (const char* language : {"en", "ru", "zh_CN", "en"}) {
        auto* action =
            window->findChild<QAction*>(QStringLiteral("language_") + QLatin1String(language));
        if (!action) return false;
        action->trigger();
        settle();
        const QString suffix = QLatin1String(language) == QLatin1String("en")
                                   ? QString()
                                   : QLatin1Char('_') + QLatin1String(language);
        saved = what->grab().save(shots.filePath(name + suffix + QStringLiteral(".png"))) && saved;
    }
    return saved;
}

}  // namespace hs::ui::test

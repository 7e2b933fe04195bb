#pragma once
// Helpers shared by the user-interface tests: where the bundled examples are, and waiting
// (with the event loop running) for something the worker thread or a timer brings.

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QString>
#include <QTest>

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

}  // namespace hs::ui::test

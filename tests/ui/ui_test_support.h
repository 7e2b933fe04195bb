#pragma once
// Helpers shared by the user-interface tests: where the bundled examples are, and waiting
// (with the event loop running) for something the worker thread or a timer brings.

#include <QDir>
#include <QElapsedTimer>
#include <QString>
#include <QTest>

#include <functional>

namespace hs::ui::test {

inline QString example(const char* name) { return QDir(QStringLiteral(HS_EXAMPLES_DIR)).filePath(QString::fromLatin1(name)); }

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

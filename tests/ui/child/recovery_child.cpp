// A HybridStudio window that a recovery test kills: it opens a model (or an untitled one),
// types text into the editor as a user does, says "typed" on standard output, waits until
// the recovery copy is kept and says "kept", then runs until it is killed or terminated.
//   hs-recovery-child [--delay MS] [--file MODEL] TEXT

#include "editor/equation_editor.h"
#include "window/document_controller.h"
#include "window/main_window.h"
#include "window/recovery.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QTest>
#include <QTimer>

#include <cstdio>

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // the same names as the UI tests: the same recovery folder
    QApplication::setOrganizationName("HybridStudioTests");
    QApplication::setApplicationName("HybridStudioTests");
    QStringList args = QApplication::arguments().mid(1);
    int delay = 200;
    QString file;
    while (args.size() > 1) {
        if (args.front() == "--delay") {
            args.pop_front();
            delay = args.takeFirst().toInt();
        } else if (args.front() == "--file") {
            args.pop_front();
            file = args.takeFirst();
        } else {
            break;
        }
    }
    const QString text = args.value(0);

    hs::ui::MainWindow window;
    window.resize(1000, 700);
    hs::ui::onTerminationSignal([&window] {
        window.documents().writeRecovery();
        QApplication::exit(0);
    });
    window.documents().setRecoveryDelay(delay);
    if (!file.isEmpty() && !window.openFile(file)) return 2;
    window.show();
    QTimer::singleShot(50, &window, [&] {
        hs::ui::EquationEditor* editor = window.editor();
        editor->setFocus();
        editor->SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
        QTest::keyClicks(editor, text);
        std::printf("typed\n");
        std::fflush(stdout);
        auto* poll = new QTimer(&window);
        QObject::connect(poll, &QTimer::timeout, &window, [&window, poll] {
            if (!window.documents().isModified()) return;
            QDir dir(hs::ui::RecoveryStore::directory());
            if (dir.entryList({"*.json"}, QDir::Files).isEmpty()) return;
            poll->stop();
            std::printf("kept\n");
            std::fflush(stdout);
        });
        poll->start(20);
    });
    return QApplication::exec();
}

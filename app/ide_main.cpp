// HybridStudio: the IDE. Opens the file given on the command line, or the bouncing ball.

#include "sim/simulation_controller.h"

#include <QAction>
#include "window/app_paths.h"
#include "window/language.h"
#include "window/main_window.h"
#include "window/recovery.h"
#include "window/document_controller.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QSettings>
#include <QTimer>

#include <cstdio>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName("HybridStudio");
    QApplication::setApplicationName("HybridStudio");
    QApplication::setApplicationVersion("0.1");

    // the language chosen in Preferences, else the system's
    hs::ui::installLanguage(QSettings().value("language", hs::ui::systemLanguage()).toString());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "HybridStudio modeling IDE"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument("model", QApplication::translate("main", "A model (.mo) or document (.hsm) to open."));
    const QCommandLineOption smoke(
        "smoke-test", QApplication::translate("main", "Open the model, run it to its stop time in the IDE's "
                                                      "simulation process, print a summary and quit."));
    parser.addOption(smoke);
    parser.process(app);

    hs::ui::MainWindow window;
    // asked to end (logout, shutdown, kill): the unsaved text is kept for the next start
    hs::ui::onTerminationSignal([&window] {
        window.documents().writeRecovery();
        QApplication::exit(0);
    });
    const QStringList files = parser.positionalArguments();
    const QString file = files.isEmpty() ? QDir(hs::ui::examplesDir()).filePath("BouncingBall.mo")
                                         : files.first();
    const bool opened = window.openFile(file);
    window.show();
    if (parser.isSet(smoke)) {
        if (!opened || !window.controller().hasSession()) {
            std::fprintf(stderr, "hybridstudio: %s did not load\n", qPrintable(file));
            return 1;
        }
        // Quits when the run has ended; the snapshot says how far it got.
        QObject::connect(&window.controller(), &hs::ui::SimulationController::snapshotReceived, &app, [&] {
            const hs::ui::SimSnapshot* s = window.controller().latest();
            if (!s || s->running || s->status == hs::RunStatus::Running) return;
            const bool ok = s->status == hs::RunStatus::Finished;
            std::printf("hybridstudio: %s ran to t = %g in %llu event steps (%s)\n", qPrintable(file), s->time,
                        static_cast<unsigned long long>(window.controller().events().size()),
                        ok ? "finished" : "failed");
            QApplication::exit(ok ? 0 : 1);
        });
        QTimer::singleShot(0, &window, [&] { window.action("actionRun")->trigger(); });
    }
    return QApplication::exec();
}

// HybridStudio: the IDE. Opens the file given on the command line, or the bouncing ball.

#include "window/language.h"
#include "window/main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QSettings>

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
    parser.process(app);

    hs::ui::MainWindow window;
    const QStringList files = parser.positionalArguments();
    window.openFile(files.isEmpty() ? QDir(QStringLiteral(HS_EXAMPLES_DIR)).filePath("BouncingBall.mo")
                                    : files.first());
    window.show();
    return QApplication::exec();
}

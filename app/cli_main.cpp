// hybridstudio-cli: the command-line front end of the HybridStudio engine.
//
//   hybridstudio-cli simulate MODEL [options]   run a model, write results/events/queue trace
//   hybridstudio-cli check MODEL                parse and compile only
//   hybridstudio-cli replay MODEL RECORD        rerun a recorded run and compare
//   hybridstudio-cli compare DOCUMENT           run a multi-module document in every mode
//   hybridstudio-cli explain MODEL --line N     why a when-clause fired or did not
//   hybridstudio-cli explore MODEL              where the order of simultaneous events matters
//   hybridstudio-cli diff A.json B.json         where two recorded runs part
//   hybridstudio-cli sweep EXPERIMENT           run an experiment (variation, Monte Carlo,
//                                               sensitivity) here, in chunks or on Slurm
//   hybridstudio-cli sweep collect DIR          merge the chunks of an experiment
//
// Exit codes: 0 success, 1 model errors, 2 simulation failure, 3 usage error or
// unreadable file.

#include "cli_commands.h"
#include "cli_common.h"
#include "cli_options.h"
#include "i18n/diagnostic_text.h"

#include <cstring>
#include <exception>
#include <iostream>

int main(int argc, char** argv) {
    using namespace hs::cli;
    std::ios::sync_with_stdio(false);
    // the language first, so that every message (usage errors too) is in it
    QString language = hs::i18n::languageFromEnvironment();
    QString asked;  // --lang, as given
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], "--lang") == 0) asked = QString::fromUtf8(argv[i + 1]);
    if (!asked.isEmpty()) {
        language = hs::i18n::normalizedLanguage(asked);
        if (language.isEmpty()) {
            // said, not silently English
            printError(
                trf(QT_TRANSLATE_NOOP("hs::cli",
                                      "no messages in the language '%1' (en, ru and zh_CN are "
                                      "available): messages stay in English"),
                    asked.toStdString()));
            language = QStringLiteral("en");
        }
    }
    setTranslated(language != QLatin1String("en") && hs::i18n::loadLanguage(language));
    try {
        const Options o = parseCommandLine(argc, argv);
        if (o.command == "help") {
            std::cout << (o.helpFor.empty() ? usageText() : commandHelp(o.helpFor));
            return kExitOk;
        }
        if (o.command == "explain" || o.command == "explore" || o.command == "diff")
            return runDebugCommand(o);
        return o.command == "sweep" ? runSweepCommand(o) : runModelCommand(o);
    } catch (const UsageError& e) {
        std::cerr << "hybridstudio-cli: " << e.message << '\n' << usageText();
        return kExitUsage;
    } catch (const std::exception& e) {
        printError(trf(QT_TRANSLATE_NOOP("hs::cli", "internal error: %1"), e.what()));
        return kExitSimulationFailure;
    }
}

// explain, explore and diff: why a when-clause or transition fired or not, where the order of
// simultaneous events matters, and where two runs part.

#include "cli_commands.h"
#include "cli_common.h"

#include "hs/session/model_loader.h"
#include "hs/sim/explain.h"
#include "hs/sim/order_explorer.h"
#include "hs/sim/run_diff.h"
#include "hs/sim/run_record.h"
#include "i18n/diagnostic_text.h"

#include <iostream>
#include <optional>

namespace hs::cli {
namespace {

// The model of explain and explore, its diagnostics printed, and its settings with the
// stop time given; an exit code when it cannot be used.
std::optional<int> loadModel(const Options& o, LoadResult& loaded, SimulationSettings& settings) {
    loaded = loadModelFile(o.model, o.className);
    printDiagnostics(loaded.diagnostics, o.json);
    if (loaded.unreadable) return kExitUsage;
    if (!loaded.model) return kExitModelError;
    settings = loaded.settings;
    if (o.settings.stopTime) settings.stopTime = o.settings.stopTime;
    return std::nullopt;
}

int explainCommand(const Options& o) {
    LoadResult loaded;
    SimulationSettings settings;
    if (const auto exit = loadModel(o, loaded, settings)) return *exit;
    DiagnosticList diags;
    diags.setFile(o.model);
    const auto e = o.element.empty()
                       ? explainWhen(loaded.model, settings, o.params, o.line, diags)
                       : explainTransition(loaded.model, settings, o.params, o.element, diags);
    if (!e) {
        printDiagnostics(diags, o.json);
        return kExitModelError;
    }
    const std::string where =
        o.element.empty() ? o.model + ":" + std::to_string(o.line) + " " : std::string();
    std::cout << where << e->subject << ": " << firingReasonName(e->reason) << '\n'
              << "  " << i18n::messageText(e->answer).toStdString() << '\n';
    return kExitOk;
}

int exploreCommand(const Options& o) {
    LoadResult loaded;
    SimulationSettings settings;
    if (const auto exit = loadModel(o, loaded, settings)) return *exit;
    ExploreOptions options;
    options.outputs = o.outputs;
    options.maxOrders = o.maxOrders;
    options.randomOrders = o.randomOrders;
    options.maxInstants = o.maxInstants;
    options.compareEvents = o.compareEvents;
    DiagnosticList diags;
    diags.setFile(o.model);
    const auto report = exploreOrders(loaded.model, settings, o.params, options, diags);
    if (!report) {
        printDiagnostics(diags, o.json);
        return kExitSimulationFailure;
    }
    std::ostream& out = std::cout;
    out << trf(QT_TRANSLATE_NOOP(
                   "hs::cli",
                   "%1: instants with simultaneous events: %2, explored: %3, other orders run: %4"),
               loaded.model->name, report->instants, report->instantsChecked, report->alternatives)
        << '\n';
    if (report->divergences.empty()) {
        out << localized(
                   report->instants == 0
                       ? QT_TRANSLATE_NOOP(
                             "hs::cli",
                             "no two events happen at one instant: there is no order to explore")
                       : QT_TRANSLATE_NOOP("hs::cli",
                                           "the order of simultaneous events changes nothing: "
                                           "every order gave the run's outcome"))
            << '\n';
        return kExitOk;
    }
    for (const OrderDivergence& d : report->divergences) {
        out << trf(QT_TRANSLATE_NOOP("hs::cli",
                                     "the order matters at t = %1 (after event step %2):"),
                   number(d.time), d.step)
            << '\n'
            << trf(QT_TRANSLATE_NOOP("hs::cli", "  the run:     %1"), joined(d.runOrder).english())
            << '\n'
            << trf(QT_TRANSLATE_NOOP("hs::cli", "  other order: %1"),
                   joined(d.otherOrder).english())
            << '\n'
            << "  " << i18n::messageText(d.difference).toStdString() << '\n';
    }
    return kExitOk;
}

bool readRecord(const std::string& path, RunRecord& record, bool json) {
    std::string text;
    if (!readTextFile(path, text)) {
        printError(trf(QT_TRANSLATE_NOOP("hs::cli", "cannot read the file '%1'"), path));
        return false;
    }
    DiagnosticList diags;
    diags.setFile(path);
    if (parseRunRecord(text, record, diags)) return true;
    printDiagnostics(diags, json);
    return false;
}

std::string describeEvent(const std::optional<EventRecord>& e) {
    if (!e) return localized(QT_TRANSLATE_NOOP("hs::cli", "(the run has ended)"));
    return trf(QT_TRANSLATE_NOOP("hs::cli", "step %1, t = %2, %3 %4: %5"), e->step, number(e->time),
               eventKindName(e->kind), e->source, i18n::messageText(e->detail).toStdString());
}

int diffCommand(const Options& o) {
    RunRecord a, b;
    if (!readRecord(o.model, a, o.json) || !readRecord(o.recordIn, b, o.json)) return kExitUsage;
    const RunDiff d = diffRuns(a, b, o.settings.relTol.value_or(1e-9));
    if (!d.divergence) {
        std::cout << trf(QT_TRANSLATE_NOOP("hs::cli",
                                           "the runs agree: %1 events, the same times and values"),
                         d.eventsA)
                  << '\n';
        return kExitOk;
    }
    std::cout << trf(QT_TRANSLATE_NOOP("hs::cli", "the runs part at event %1: %2"), *d.divergence,
                     i18n::messageText(d.what).toStdString())
              << '\n'
              << "  A: " << describeEvent(d.eventA) << '\n'
              << "  B: " << describeEvent(d.eventB) << '\n';
    if (!d.variables.empty()) {
        std::cout << localized(QT_TRANSLATE_NOOP("hs::cli", "  variables that differ there:"));
        for (const VariableDifference& v : d.variables)
            std::cout << ' '
                      << trf(QT_TRANSLATE_NOOP("hs::cli", "%1 (%2 vs %3)"), v.name, number(v.a),
                             number(v.b));
        std::cout << '\n';
    }
    return kExitSimulationFailure;
}

}  // namespace

int runDebugCommand(const Options& o) {
    if (o.command == "explain") return explainCommand(o);
    return o.command == "diff" ? diffCommand(o) : exploreCommand(o);
}

}  // namespace hs::cli

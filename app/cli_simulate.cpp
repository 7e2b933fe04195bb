// The commands that run one model: simulate, check, replay and compare (and simulate of a
// multi-module document or a package of projects).

#include "cli_commands.h"
#include "cli_common.h"

#include "hs/compile/model_structure.h"
#include "hs/cosim/cosim_runner.h"
#include "hs/cosim/package_runner.h"
#include "hs/session/model_loader.h"
#include "hs/sim/engine.h"
#include "hs/sim/mat_file.h"
#include "hs/sim/run_record.h"
#include "i18n/diagnostic_text.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <limits>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace hs::cli {
namespace {

// --output FILE.mat: MATLAB v4 in the layout of OpenModelica's and Dymola's result files.
bool isMatFile(const std::string& path) {
    return endsWith(path, ".mat");
}

// The executed event steps, each followed by the trace() lines its actions wrote and the
// messages discarded in it (kinds "trace" and "discarded", same step number).
std::string eventsCsv(const Engine& engine) {
    std::string out = "step,time,kind,source,detail\n";
    const auto& trace = engine.traceLog();
    std::size_t t = 0;
    auto traceUpTo = [&](std::uint64_t step) {
        for (; t < trace.size() && trace[t].step <= step; ++t)
            out += std::to_string(trace[t].step) + ',' + number(trace[t].time) + ',' +
                   (trace[t].kind == TraceLine::Kind::Discarded ? "discarded" : "trace") + ',' +
                   csvField(trace[t].source) + ',' + csvField(trace[t].text) + '\n';
    };
    for (const auto& e : engine.events()) {
        out += std::to_string(e.step) + ',' + number(e.time) + ',' + eventKindName(e.kind) + ',' +
               csvField(e.source) + ',' + csvField(e.detail.english()) + '\n';
        traceUpTo(e.step);
    }
    traceUpTo(std::numeric_limits<std::uint64_t>::max());
    return out;
}

// The event-iteration trace: CSV (lists joined by "; ") or, for FILE.jsonl / FILE.json,
// one JSON object per line.
std::string eventTraceText(const Engine& engine, bool json) {
    std::string out;
    if (!json) out = "step,time,iteration,source,relations,fired,reinits,changed,end\n";
    auto joinedList = [](const std::vector<std::string>& items) {
        return joined(items, "; ").english();
    };
    for (const EventTraceEntry& e : engine.eventTrace()) {
        if (json) {
            nlohmann::json line = {
                {"step", e.step},       {"time", e.time},           {"iteration", e.iteration},
                {"source", e.source},   {"relations", e.relations}, {"fired", e.fired},
                {"reinits", e.reinits}, {"changed", e.changed},     {"end", e.end}};
            out += line.dump() + '\n';
            continue;
        }
        out += std::to_string(e.step) + ',' + number(e.time) + ',' + std::to_string(e.iteration) +
               ',' + csvField(e.source) + ',' + csvField(joinedList(e.relations)) + ',' +
               csvField(joinedList(e.fired)) + ',' + csvField(joinedList(e.reinits)) + ',' +
               csvField(joinedList(e.changed)) + ',' + csvField(e.end) + '\n';
    }
    return out;
}

// Queue snapshots after each event step; `order` numbers the current and scheduled items in
// the order they will run under the policy (empty where it is not known yet).
std::string queueTraceCsv(const Engine& engine) {
    std::string out = "step,now,category,order,time,kind,source,detail\n";
    for (const auto& snap : engine.queueTrace()) {
        for (const auto& e : snap.entries) {
            out += std::to_string(snap.step) + ',' + number(snap.now) + ',' +
                   queueCategoryName(e.category) + ',' +
                   (e.order > 0 ? std::to_string(e.order) : std::string()) + ',' +
                   (e.time ? number(*e.time) : std::string()) + ',' + eventKindName(e.kind) + ',' +
                   csvField(e.source) + ',' + csvField(e.text.english()) + '\n';
        }
    }
    return out;
}

std::string randomLogCsv(const Engine& engine) {
    std::string out = "step,time,element,distribution,uniform,value\n";
    for (const auto& d : engine.randomDraws())
        out += std::to_string(d.step) + ',' + number(d.time) + ',' + csvField(d.element) + ',' +
               csvField(d.distribution) + ',' + number(d.uniform) + ',' + number(d.value) + '\n';
    return out;
}

// The uniform numbers of a --random-log file (its "uniform" column), in order.
bool readUniforms(const std::string& path, std::vector<double>& out, std::string& error) {
    std::string text;
    if (!readTextFile(path, text)) {
        error = trf(QT_TRANSLATE_NOOP("hs::cli", "cannot read the file '%1'"), path);
        return false;
    }
    std::istringstream in(text);
    std::string line;
    std::getline(in, line);
    int column = -1, k = 0;
    std::istringstream header(line);
    for (std::string name; std::getline(header, name, ',');) {
        if (name == "uniform" || name == "uniform\r") column = k;
        ++k;
    }
    if (column < 0) {
        error = trf(QT_TRANSLATE_NOOP("hs::cli",
                                      "%1 has no \"uniform\" column (write it with --random-log)"),
                    path);
        return false;
    }
    int lineNo = 1;
    while (std::getline(in, line)) {
        ++lineNo;
        if (line.empty()) continue;
        // fields may be quoted (element names with commas): split honouring quotes
        std::vector<std::string> fields(1);
        bool quoted = false;
        for (char c : line) {
            if (c == '"')
                quoted = !quoted;
            else if (c == ',' && !quoted)
                fields.emplace_back();
            else
                fields.back() += c;
        }
        double u = -1;
        const std::string& f =
            column < static_cast<int>(fields.size()) ? fields[column] : std::string();
        auto res = std::from_chars(f.data(), f.data() + f.size(), u);
        if (res.ec != std::errc() || !(u >= 0 && u < 1)) {
            error = trf(QT_TRANSLATE_NOOP("hs::cli",
                                          "%1:%2: the uniform number must be in [0, 1), got '%3'"),
                        path, lineNo, f);
            return false;
        }
        out.push_back(u);
    }
    return true;
}

// An event kind ("state", "time", ...) in the message language.
std::string kindName(const std::string& kind) {
    static const char* const kinds[] = {
        QT_TRANSLATE_NOOP("hs::cli", "initial"),  QT_TRANSLATE_NOOP("hs::cli", "time"),
        QT_TRANSLATE_NOOP("hs::cli", "state"),    QT_TRANSLATE_NOOP("hs::cli", "sample"),
        QT_TRANSLATE_NOOP("hs::cli", "terminal"), QT_TRANSLATE_NOOP("hs::cli", "transition"),
        QT_TRANSLATE_NOOP("hs::cli", "event"),    QT_TRANSLATE_NOOP("hs::cli", "message")};
    for (const char* k : kinds)
        if (kind == k) return localized(k);
    return kind;
}

// check --structure: the simulation system in solving order, then what the relations became.
void printStructure(const CompiledModel& m, std::ostream& out) {
    const ModelStructure s = modelStructure(m);
    // file:line, in the file of a library class when the equation comes from one
    auto place = [&m](SourceLoc loc) {
        if (loc.line <= 0) return std::string("-");
        const bool other = loc.file > 0 && static_cast<std::size_t>(loc.file) < m.files.size();
        return (other ? m.files[static_cast<std::size_t>(loc.file)] : m.file) + ":" +
               std::to_string(loc.line);
    };
    out << trf(QT_TRANSLATE_NOOP("hs::cli",
                                 "%1 (states: %2); the equations in the order they are solved:"),
               m.name, s.states)
        << '\n';
    int loops = 0;
    for (std::size_t i = 0; i < s.blocks.size(); ++i) {
        const StructureBlock& b = s.blocks[i];
        std::string vars;
        for (const auto& v : b.variables) vars += (vars.empty() ? "" : ", ") + v;
        const std::string where = place(b.loc);
        switch (b.kind) {
        case StructureBlock::Kind::Assignment:
            out << trf(QT_TRANSLATE_NOOP("hs::cli", "  %1. %2 solved for %3"), i + 1, where, vars)
                << '\n';
            break;
        case StructureBlock::Kind::AlgebraicLoop:
            ++loops;
            out << trf(QT_TRANSLATE_NOOP("hs::cli",
                                         "  %1. %2 algebraic loop of %3 variables, solved together "
                                         "by KINSOL: %4"),
                       i + 1, where, b.variables.size(), vars)
                << '\n';
            break;
        case StructureBlock::Kind::Algorithm:
            out << trf(QT_TRANSLATE_NOOP("hs::cli", "  %1. %2 algorithm section computing %3"),
                       i + 1, where, vars)
                << '\n';
            break;
        }
    }
    out << trf(QT_TRANSLATE_NOOP("hs::cli", "algebraic loops: %1"), loops) << '\n';
    for (const StructureRelation& r : s.relations) {
        const std::string where = r.owner.empty() ? place(r.loc) : r.owner;
        std::string use;
        if (r.inWhen) use += localized(QT_TRANSLATE_NOOP("hs::cli", "when-condition"));
        if (r.inEquation)
            use += (use.empty() ? "" : ", ") + localized(QT_TRANSLATE_NOOP("hs::cli", "equation"));
        if (r.inChart)
            use +=
                (use.empty() ? "" : ", ") + localized(QT_TRANSLATE_NOOP("hs::cli", "statechart"));
        out << (r.kind == StructureRelation::Kind::ZeroCrossing
                    ? trf(QT_TRANSLATE_NOOP("hs::cli", "zero-crossing function of %1 (%2, %3)"),
                          r.text, where, use)
                    : trf(QT_TRANSLATE_NOOP("hs::cli", "time event of %1 (%2, %3)"), r.text, where,
                          use))
            << '\n';
    }
    for (const auto& [text, loc] : s.samples)
        out << trf(QT_TRANSLATE_NOOP("hs::cli", "sample %1 (%2)"), text, place(loc)) << '\n';
}

void printSummary(const Engine& engine, double seconds, std::ostream& out) {
    const auto& m = engine.model();
    std::map<std::string, int> byKind;
    std::vector<double> stateTimes;
    for (const auto& e : engine.events()) {
        ++byKind[eventKindName(e.kind)];
        // a zero crossing that makes its condition true (not the one back to false)
        if (e.kind == EventKind::State && e.detail.format != "%1 (becomes false)")
            stateTimes.push_back(e.time);
    }
    out << trf(QT_TRANSLATE_NOOP("hs::cli", "model %1: t = %2 .. %3 s, %4 event steps"), m.name,
               engine.startTime(), engine.time(), engine.events().size());
    // the steps by kind: "(1 initial, 40 state)", the order of count and kind and the
    // punctuation as the language writes them
    std::string kinds;
    for (const auto& [k, n] : byKind)
        kinds += (kinds.empty() ? "" : localized(QT_TRANSLATE_NOOP("hs::cli", ", "))) +
                 //: a count and an event kind: "40 state"
                 trf(QT_TRANSLATE_NOOP("hs::cli", "%1 %2"), n, kindName(k));
    if (!kinds.empty()) out << trf(QT_TRANSLATE_NOOP("hs::cli", " (%1)"), kinds);
    out << localized(QT_TRANSLATE_NOOP("hs::cli", ", "))
        << trf(QT_TRANSLATE_NOOP("hs::cli", "%1 solver steps, %2 result rows"),
               engine.solverSteps(), engine.results().rowCount())
        << "\n";
    // how the implicit solver solves its Newton systems: a sparse Jacobian by KLU above 100
    // states when the equations show it sparse, else dense up to 1000 states and GMRES
    // beyond (a dense Jacobian of 10^4 states would be 800 MB)
    // (none for the explicit fixed-step methods; a model without states has nothing to say)
    const ContinuousSolver::LinearSolver linear = engine.linearSolver();
    if (m.stateCount() > 0 && linear != ContinuousSolver::LinearSolver::None) {
        std::string how;
        switch (linear) {
        case ContinuousSolver::LinearSolver::Klu:
            how = trf(QT_TRANSLATE_NOOP("hs::cli",
                                        "linear systems by KLU (a sparse Jacobian of %1 nonzeros)"),
                      engine.jacobianNonzeros());
            break;
        case ContinuousSolver::LinearSolver::Gmres:
            how = localized(QT_TRANSLATE_NOOP(
                "hs::cli", "linear systems by GMRES (matrix-free, chosen above 1000 states)"));
            break;
        default:
            how = localized(QT_TRANSLATE_NOOP("hs::cli", "linear systems with a dense Jacobian"));
            break;
        }
        out << trf(QT_TRANSLATE_NOOP("hs::cli", "solver: %1, %2 states, %3"),
                   solverMethodName(engine.settings().solver), m.stateCount(), how)
            << "\n";
    }
    if (!stateTimes.empty()) {
        out << trf(QT_TRANSLATE_NOOP("hs::cli", "state events: %1 at t ="), stateTimes.size());
        const std::size_t shown = std::min<std::size_t>(stateTimes.size(), 12);
        char buf[32];
        for (std::size_t i = 0; i < shown; ++i) {
            std::snprintf(buf, sizeof buf, " %.6f", stateTimes[i]);
            out << buf;
        }
        if (stateTimes.size() > shown) out << " ...";
        out << '\n';
    }
    int warnings = 0;
    for (const auto& d : engine.diagnostics().items())
        if (d.severity == Severity::Warning) ++warnings;
    out << trf(QT_TRANSLATE_NOOP("hs::cli", "warnings: %1"), warnings);
    for (const auto& d : engine.diagnostics().items())
        if (d.severity == Severity::Warning) {
            out << " [" << d.code << " at t = " << (d.time ? *d.time : 0.0) << "]";
            break;
        }
    out << '\n';
    // how the run ended and the wall-clock time it took, one phrase per ending (a run
    // that finished took its time "in", one that failed ended "after" it)
    const char* status = QT_TRANSLATE_NOOP("hs::cli", "finished in %1 ms");
    switch (engine.status()) {
    case RunStatus::Finished: status = QT_TRANSLATE_NOOP("hs::cli", "finished in %1 ms"); break;
    case RunStatus::Stopped: status = QT_TRANSLATE_NOOP("hs::cli", "stopped after %1 ms"); break;
    case RunStatus::Failed: status = QT_TRANSLATE_NOOP("hs::cli", "failed after %1 ms"); break;
    case RunStatus::Running:
        status = QT_TRANSLATE_NOOP("hs::cli", "still running after %1 ms");
        break;
    }
    if (const auto& hit = engine.breakpointHit()) {
        // the run stopped at a breakpoint: which one, what happened, where
        out << trf(QT_TRANSLATE_NOOP("hs::cli", "breakpoint: %1 at t = %2 (after event step %3)"),
                   i18n::messageText(hit->what).toStdString(), number(hit->time), hit->step)
            << "\n";
        if (engine.status() == RunStatus::Running)
            status = QT_TRANSLATE_NOOP("hs::cli", "stopped at the breakpoint after %1 ms");
    }
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.1f", seconds * 1e3);
    out << trf(QT_TRANSLATE_NOOP("hs::cli", "status: %1"), trf(status, buf));
    if (!engine.terminationMessage().empty())
        out << trf(QT_TRANSLATE_NOOP("hs::cli", " (terminate: %1)"), engine.terminationMessage());
    out << '\n';
}

int replayCommand(const Options& o, const LoadResult& loaded) {
    std::string text;
    if (!readTextFile(o.recordIn, text)) {
        printError(trf(QT_TRANSLATE_NOOP("hs::cli", "cannot read the file '%1'"), o.recordIn));
        return kExitUsage;
    }
    DiagnosticList diags;
    diags.setFile(o.recordIn);
    RunRecord record;
    if (!parseRunRecord(text, record, diags)) {
        printDiagnostics(diags, o.json);
        return kExitUsage;
    }
    DiagnosticList runDiags;
    const ReplayOutcome outcome = replayRun(loaded.model, record, runDiags);
    if (outcome.identical) {
        std::cout
            << trf(record.selections.size() == 1
                       ? QT_TRANSLATE_NOOP(
                             "hs::cli",
                             "replay identical: %1 events, %2 result rows, %3 manual selection")
                       : QT_TRANSLATE_NOOP(
                             "hs::cli",
                             "replay identical: %1 events, %2 result rows, %3 manual selections"),
                   record.events.size(), record.resultRows, record.selections.size())
            << "\n";
        return kExitOk;
    }
    std::cout << trf(QT_TRANSLATE_NOOP("hs::cli", "replay differs: %1"),
                     i18n::messageText(outcome.difference).toStdString())
              << "\n";
    return kExitSimulationFailure;
}

// The model's own settings (a document's experiment), overridden by the options given.
SimulationSettings mergeSettings(SimulationSettings base, const Options& o) {
    const SimulationSettings& cli = o.settings;
    if (cli.startTime) base.startTime = cli.startTime;
    if (cli.stopTime) base.stopTime = cli.stopTime;
    if (cli.interval) base.interval = cli.interval;
    if (cli.relTol) base.relTol = cli.relTol;
    if (cli.absTol) base.absTol = cli.absTol;
    if (o.solverGiven) base.solver = cli.solver;
    if (o.stepGiven) base.step = cli.step;
    if (o.policyGiven) base.policy = cli.policy;
    if (o.seedGiven) base.seed = cli.seed;
    if (cli.maxSteps > 0) base.maxSteps = cli.maxSteps;
    if (cli.maxMemory > 0) base.maxMemory = cli.maxMemory;
    base.protectedResults = cli.protectedResults;
    base.resultsAtEveryEventStep = cli.resultsAtEveryEventStep;
    base.recordActiveStates = cli.recordActiveStates;
    return base;
}

// Results of a multi-module or package run, written like a single model's.
bool writeResults(const Options& o, const ResultStore& results, std::string& error) {
    if (o.output.empty()) return true;
    if (!isMatFile(o.output)) return writeResultsCsv(o.output, results, error);
    MatResult m;
    m.time = results.time();
    m.names = results.names();
    m.descriptions.assign(m.names.size(), std::string());
    for (std::size_t c = 0; c < results.columnCount(); ++c) m.columns.push_back(results.column(c));
    if (writeMatResult(o.output, m, error)) return true;
    error = trf(QT_TRANSLATE_NOOP("hs::cli", "cannot write '%1'"), o.output);
    return false;
}

int cosimCommand(const Options& o, const doc::Document& d) {
    cosim::CosimOptions options = cosim::cosimOptions(d);
    if (o.settings.startTime) options.startTime = *o.settings.startTime;
    if (o.settings.stopTime) options.stopTime = *o.settings.stopTime;
    if (o.settings.interval) options.step = *o.settings.interval;
    if (o.mode == "lockstep") options.mode = cosim::RunMode::LockStep;
    if (o.mode == "whole") options.mode = cosim::RunMode::WholeInterval;
    if (o.mode == "frames") options.mode = cosim::RunMode::Frames;
    if (!o.frames.empty()) {
        options.frame = o.frames.front();
        if (o.mode.empty()) options.mode = cosim::RunMode::Frames;
    }
    if (o.command == "compare") {
        // lock-step is the reference; whole interval and each frame length against it
        cosim::CosimOptions ref = options;
        ref.mode = cosim::RunMode::LockStep;
        const auto lock = cosim::runCosim(d, o.model, ref);
        printDiagnostics(lock.diagnostics, o.json);
        if (!lock.ok)
            return lock.diagnostics.hasErrors() ? kExitModelError : kExitSimulationFailure;
        std::vector<std::pair<std::string, cosim::CosimOptions>> runs;
        runs.push_back({localized(QT_TRANSLATE_NOOP("hs::cli", "lockstep")), ref});
        std::vector<double> frames = o.frames;
        if (frames.empty()) {
            const double interval = ref.stopTime - ref.startTime;
            for (double f : {interval / 2, interval / 10, interval / 50, ref.step * 5})
                if (f >= ref.step) frames.push_back(std::round(f / ref.step) * ref.step);
        }
        for (double f : frames)
            if (!cosim::wholeFrames(f, ref.step))
                throw UsageError{trf(
                    QT_TRANSLATE_NOOP("hs::cli", "--frame %1 is not a whole number of steps %2"), f,
                    ref.step)};
        for (double f : frames) {
            cosim::CosimOptions fr = ref;
            fr.mode = cosim::RunMode::Frames;
            fr.frame = f;
            runs.push_back({trf(QT_TRANSLATE_NOOP("hs::cli", "frames TK=%1"), f), fr});
        }
        cosim::CosimOptions whole = ref;
        whole.mode = cosim::RunMode::WholeInterval;
        runs.push_back({localized(QT_TRANSLATE_NOOP("hs::cli", "whole")), whole});
        // the largest error over the module outputs against lock-step, and where it is
        // columns padded by the width of their text on a terminal (Cyrillic letters take
        // one column and two bytes, CJK ideographs two columns and three bytes)
        std::cout << padded(localized(QT_TRANSLATE_NOOP("hs::cli", "mode")), -20) << ' '
                  << padded(localized(QT_TRANSLATE_NOOP("hs::cli", "largest error")), 14) << ' '
                  << padded(localized(QT_TRANSLATE_NOOP("hs::cli", "dispatches")), 12) << ' '
                  << padded(localized(QT_TRANSLATE_NOOP("hs::cli", "frames")), 8) << ' '
                  << padded(localized(QT_TRANSLATE_NOOP("hs::cli", "run time ms")), 12) << "  "
                  << localized(QT_TRANSLATE_NOOP("hs::cli", "where (output, time)")) << '\n';
        int status = kExitOk;
        for (std::size_t i = 0; i < runs.size(); ++i) {
            const auto& [label, opts] = runs[i];
            const auto r = i == 0 ? lock : cosim::runCosim(d, o.model, opts);
            if (!r.ok) {
                printDiagnostics(r.diagnostics, o.json);
                status = kExitSimulationFailure;
                continue;
            }
            const cosim::LargestError err = cosim::largestError(r, lock);
            char where[128] = "-";
            if (!err.output.empty())
                std::snprintf(where, sizeof where, "%s, t = %g", err.output.c_str(), err.time);
            char numbers[128];
            std::snprintf(numbers, sizeof numbers, "%14.6g %12llu %8llu %12.3f  ", err.value,
                          static_cast<unsigned long long>(r.dispatches),
                          static_cast<unsigned long long>(r.frames), r.seconds * 1e3);
            std::cout << padded(label, -20) << ' ' << numbers << where << '\n';
        }
        return status;
    }
    const auto r = cosim::runCosim(d, o.model, options);
    printDiagnostics(r.diagnostics, o.json);
    if (!r.ok && r.results.rowCount() == 0)
        return r.diagnostics.hasErrors() ? kExitModelError : kExitSimulationFailure;
    std::string error;
    if (!writeResults(o, r.results, error)) {
        printError(error);
        return kExitUsage;
    }
    if (!o.quiet) {
        std::ostream& out = o.output == "-" ? std::cerr : std::cout;
        std::string order;
        for (const auto& n : r.order) order += (order.empty() ? "" : " -> ") + n;
        out << trf(QT_TRANSLATE_NOOP(
                       "hs::cli",
                       "%1: %2, %3 samples, %4 frames, %5 module activations, activation "
                       "order %6, run time %7 ms"),
                   d.name, cosim::runModeName(options.mode), r.results.rowCount(), r.frames,
                   r.dispatches, order, r.seconds * 1e3)
            << "\n";
    }
    return r.ok ? kExitOk : kExitSimulationFailure;
}

int packageCommand(const Options& o, const doc::Document& d) {
    DiagnosticList diags;
    diags.setFile(o.model);
    cosim::PackageRun run;
    if (!run.start(d, o.model, diags)) {
        printDiagnostics(diags, o.json);
        return kExitModelError;
    }
    run.run(diags);
    printDiagnostics(diags, o.json);
    std::string error;
    if (!o.timeline.empty() && !writeOutput(o.timeline, run.timelineCsv(), error)) {
        printError(error);
        return kExitUsage;
    }
    if (!o.output.empty()) {
        // one block of columns per project, each project's rows at its own times
        std::string csv;
        for (int p = 0; p < run.projectCount(); ++p)
            csv += run.projectResults(p).toCsv() + (p + 1 < run.projectCount() ? "\n" : "");
        if (!writeOutput(o.output, csv, error)) {
            printError(error);
            return kExitUsage;
        }
    }
    if (!o.quiet) {
        std::ostream& out = (o.output == "-" || o.timeline == "-") ? std::cerr : std::cout;
        out << trf(
            QT_TRANSLATE_NOOP("hs::cli", "%1: package of %2 projects, %3 rounds, package time %4"),
            d.name, run.projectCount(), run.rounds(), run.packageTime());
        for (int p = 0; p < run.projectCount(); ++p)
            out << localized(QT_TRANSLATE_NOOP("hs::cli", ", "))
                << trf(QT_TRANSLATE_NOOP("hs::cli", "%1 at %2"), run.projectName(p),
                       run.projectTime(p));
        out << '\n';
    }
    return run.failed() ? kExitSimulationFailure : kExitOk;
}

}  // namespace

int runModelCommand(const Options& o) {
    if (isDocumentPath(o.model) && o.command != "check" && o.command != "replay") {
        std::string text;
        if (!readTextFile(o.model, text)) {
            DiagnosticList unreadable;
            unreadable.setFile(o.model);
            unreadable.error(Code::UnreadableFile, {}, msg("cannot read the file '%1'", o.model));
            printDiagnostics(unreadable, o.json);
            return kExitUsage;
        }
        DiagnosticList diags;
        diags.setFile(o.model);
        doc::Document d;
        if (!doc::parseDocument(text, d, diags)) {
            printDiagnostics(diags, o.json);
            return kExitModelError;
        }
        if (!o.breakpoints.empty() && (d.package || d.cosimulation || d.modules.size() > 1))
            throw UsageError{localized(QT_TRANSLATE_NOOP(
                "hs::cli", "breakpoints work with one model; this document has several modules"))};
        if (d.package) return packageCommand(o, d);
        if (d.cosimulation || d.modules.size() > 1 || o.command == "compare")
            return cosimCommand(o, d);
    }
    if (o.command == "compare")
        throw UsageError{localized(
            QT_TRANSLATE_NOOP("hs::cli", "compare needs a multi-module document (.hsm)"))};
    LoadResult loaded = loadModelFile(o.model, o.className);
    if (loaded.unreadable) {
        printDiagnostics(loaded.diagnostics, o.json);
        return kExitUsage;
    }
    if (o.command == "check") {
        printDiagnostics(loaded.diagnostics, o.json);
        if (loaded.model && o.structure) printStructure(*loaded.model, std::cout);
        return loaded.model ? kExitOk : kExitModelError;
    }
    if (!loaded.model) {
        printDiagnostics(loaded.diagnostics, o.json);
        return kExitModelError;
    }
    printDiagnostics(loaded.diagnostics, o.json);  // warnings
    if (o.command == "replay") return replayCommand(o, loaded);
    SimulationSettings settings = mergeSettings(loaded.settings, o);
    settings.recordQueueTrace = !o.queueTrace.empty();
    settings.recordEventTrace = !o.eventTrace.empty();
    Engine engine(loaded.model, settings);
    engine.setRandomLog(!o.randomLog.empty());
    if (!o.randomReplay.empty()) {
        std::vector<double> uniforms;
        std::string error;
        if (!readUniforms(o.randomReplay, uniforms, error)) {
            printError(error);
            return kExitUsage;
        }
        engine.setRandomReplay(std::move(uniforms));
    }
    for (const auto& [name, value] : o.params) {
        if (!engine.setParameter(name, value)) {
            printError(
                trf(QT_TRANSLATE_NOOP("hs::cli", "--param %1: no parameter of that name in %2"),
                    name, o.model));
            return kExitUsage;
        }
    }
    if (!o.breakpoints.empty() && !o.record.empty())
        throw UsageError{localized(QT_TRANSLATE_NOOP(
            "hs::cli",
            "--record saves whole runs; with a breakpoint the run stops at its first hit"))};
    if (!o.breakpoints.empty()) {
        DiagnosticList errors;
        errors.setFile("--break");
        if (!engine.setBreakpoints(o.breakpoints, errors)) {
            printDiagnostics(errors, o.json);
            return kExitModelError;
        }
    }
    const auto begin = std::chrono::steady_clock::now();
    engine.initialize();
    engine.run();  // to the end, or to the first breakpoint hit
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    printDiagnostics(engine.diagnostics(), o.json);
    std::string error;
    bool ok = true;
    if (!o.output.empty()) {
        if (isMatFile(o.output)) {
            ok = writeMatResult(o.output, matResultOf(engine), error);
            if (!ok) error = trf(QT_TRANSLATE_NOOP("hs::cli", "cannot write '%1'"), o.output);
        } else {
            ok = writeResultsCsv(o.output, engine.results(), error);
        }
    }
    if (ok && !o.events.empty()) ok = writeOutput(o.events, eventsCsv(engine), error) && ok;
    if (ok && !o.queueTrace.empty())
        ok = writeOutput(o.queueTrace, queueTraceCsv(engine), error) && ok;
    if (ok && !o.eventTrace.empty())
        ok = writeOutput(o.eventTrace,
                         eventTraceText(engine, endsWith(o.eventTrace, ".jsonl") ||
                                                    endsWith(o.eventTrace, ".json")),
                         error) &&
             ok;
    if (ok && !o.randomLog.empty())
        ok = writeOutput(o.randomLog, randomLogCsv(engine), error) && ok;
    if (ok && !o.record.empty())
        ok = writeOutput(o.record, runRecordToJson(makeRunRecord(engine, o.model, o.params)),
                         error) &&
             ok;
    if (!ok) {
        printError(error);
        return kExitUsage;
    }
    if (!o.quiet) {
        const bool stdoutBusy = o.output == "-" || o.events == "-" || o.queueTrace == "-" ||
                                o.randomLog == "-" || o.eventTrace == "-";
        printSummary(engine, seconds, stdoutBusy ? std::cerr : std::cout);
    }
    return engine.status() == RunStatus::Failed ? kExitSimulationFailure : kExitOk;
}

}  // namespace hs::cli

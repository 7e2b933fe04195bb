// hybridstudio-cli: the command-line front end of the HybridStudio engine.
//
//   hybridstudio-cli simulate MODEL [options]   run a model, write results/events/queue trace
//   hybridstudio-cli check MODEL                parse and compile only
//   hybridstudio-cli replay MODEL RECORD        rerun a recorded run and compare
//   hybridstudio-cli compare DOCUMENT           run a multi-module document in every mode
//
// Exit codes: 0 success, 1 model errors, 2 simulation failure, 3 usage error or
// unreadable file.

#include "hs/model/model_loader.h"
#include "hs/sim/engine.h"
#include "hs/sim/run_record.h"
#include "hs/cosim/cosim_runner.h"
#include "hs/cosim/package_runner.h"
#include "i18n/diagnostic_text.h"

#include <charconv>
#include <cmath>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <limits>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace {

constexpr int kExitOk = 0;
constexpr int kExitModelError = 1;
constexpr int kExitSimulationFailure = 2;
constexpr int kExitUsage = 3;

const char* const kUsageText = QT_TRANSLATE_NOOP("hs::cli",
    "usage:\n"
    "  hybridstudio-cli simulate MODEL [--start-time T] [--stop-time T] [--interval DT]\n"
    "      [--tolerance RTOL] [--abs-tolerance ATOL] [--solver cvode-bdf|cvode-adams|euler|rk4]\n"
    "      [--step H] [--param NAME=VALUE]... [--policy fifo|lifo|random] [--seed N]\n"
    "      [--output FILE.csv] [--events FILE.csv] [--queue-trace FILE.csv] [--max-steps N]\n"
    "      [--diagnostics text|json] [--quiet] [--record RUN.json] [--protected]\n"
    "      [--results-at instants|events] [--states] [--random-log FILE.csv] [--random-replay FILE.csv]\n"
    "  hybridstudio-cli check MODEL [--diagnostics text|json]\n"
    "  hybridstudio-cli replay MODEL RUN.json [--diagnostics text|json]\n"
    "  multi-module documents: simulate DOC.hsm [--mode lockstep|whole|frames] [--frame TK]\n"
    "      [--timeline FILE.csv]   (packages of projects write their rounds to --timeline)\n"
    "  hybridstudio-cli compare DOC.hsm [--frame TK]...\n"
    "  every command: [--lang en|ru|zh_CN]\n");

struct UsageError {
    std::string message;
};

// Messages in the language of --lang or of the environment (HYBRIDSTUDIO_LANG, LC_ALL,
// LANG). English is the source text itself; JSON diagnostics stay English, for programs.
bool g_translated = false;

std::string tr(const char* text) {
    return g_translated ? hs::i18n::translate("hs::cli", text).toStdString() : std::string(text);
}

std::string str(const std::string& s) { return s; }
std::string str(const char* s) { return s; }
template <class T>
std::string str(const T& v) {
    std::ostringstream out;
    out << v;
    return out.str();
}

// tr() with %1, %2, ... replaced by the arguments.
template <class... Args>
std::string trf(const char* text, const Args&... args) {
    const std::string pattern = tr(text);
    const std::vector<std::string> values{str(args)...};
    // one pass: an argument that contains "%1" stays as it is
    std::string s;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
            const std::size_t n = static_cast<std::size_t>(pattern[i + 1] - '1');
            if (n < values.size()) {
                s += values[n];
                ++i;
                continue;
            }
        }
        s += pattern[i];
    }
    return s;
}

std::string number(double v) { return hs::formatNumber(v); }

std::string csvField(const std::string& s) {
    if (s.find_first_of(",\"\n") == std::string::npos) return s;
    std::string out = "\"";
    for (char c : s) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

double parseDouble(const std::string& option, const std::string& text) {
    double v = 0;
    const char* begin = text.c_str();
    const char* end = begin + text.size();
    auto res = std::from_chars(begin, end, v);
    if (res.ec != std::errc() || res.ptr != end || !std::isfinite(v))
        throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "%1 needs a finite number, got '%2'"), option, text)};
    return v;
}

long parseLong(const std::string& option, const std::string& text) {
    long v = 0;
    const char* begin = text.c_str();
    const char* end = begin + text.size();
    auto res = std::from_chars(begin, end, v);
    if (res.ec != std::errc() || res.ptr != end || v < 0)
        throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "%1 needs a non-negative integer, got '%2'"), option, text)};
    return v;
}

struct Options {
    std::string command;
    std::string model;
    hs::SimulationSettings settings;  // only the fields below marked as given apply
    bool solverGiven = false, policyGiven = false, seedGiven = false, stepGiven = false;
    std::vector<std::pair<std::string, double>> params;
    std::string output, events, queueTrace, record;
    std::string randomLog, randomReplay;
    std::string recordIn;  // replay: the run record to replay
    std::string mode, timeline;
    std::vector<double> frames;
    bool json = false;
    bool quiet = false;
};

Options parseArgs(int argc, char** argv) {
    Options o;
    if (argc < 2) throw UsageError{tr(QT_TRANSLATE_NOOP("hs::cli", "missing command"))};
    o.command = argv[1];
    if (o.command == "-h" || o.command == "--help" || o.command == "help") {
        o.command = "help";
        return o;
    }
    if (o.command != "simulate" && o.command != "check" && o.command != "replay" && o.command != "compare")
        throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "unknown command '%1'"), o.command)};
    const bool simulate = o.command == "simulate" || o.command == "compare";
    for (int i = 2; i < argc; ++i) {
        std::string a = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "%1 needs a value"), a)};
            return argv[++i];
        };
        if (a == "--lang") {
            value();  // taken before the arguments are read (main)
        } else if (a == "--diagnostics") {
            std::string v = value();
            if (v != "text" && v != "json") throw UsageError{tr(QT_TRANSLATE_NOOP("hs::cli", "--diagnostics must be text or json"))};
            o.json = v == "json";
        } else if (!simulate && a.rfind("--", 0) == 0) {
            throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "unknown option '%1' for %2"), a, o.command)};
        } else if (a == "--start-time") {
            o.settings.startTime = parseDouble(a, value());
        } else if (a == "--stop-time") {
            o.settings.stopTime = parseDouble(a, value());
        } else if (a == "--interval") {
            double v = parseDouble(a, value());
            if (!(v > 0)) throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "%1 must be positive"), "--interval")};
            o.settings.interval = v;
        } else if (a == "--tolerance") {
            double v = parseDouble(a, value());
            if (!(v > 0)) throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "%1 must be positive"), "--tolerance")};
            o.settings.relTol = v;
        } else if (a == "--abs-tolerance") {
            double v = parseDouble(a, value());
            if (!(v > 0)) throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "%1 must be positive"), "--abs-tolerance")};
            o.settings.absTol = v;
        } else if (a == "--solver") {
            std::string v = value();
            if (v == "cvode-bdf") o.settings.solver = hs::SolverMethod::CvodeBdf;
            else if (v == "cvode-adams") o.settings.solver = hs::SolverMethod::CvodeAdams;
            else if (v == "euler") o.settings.solver = hs::SolverMethod::Euler;
            else if (v == "rk4") o.settings.solver = hs::SolverMethod::Rk4;
            else throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "unknown solver '%1'"), v)};
            o.solverGiven = true;
        } else if (a == "--step") {
            double v = parseDouble(a, value());
            if (!(v > 0)) throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "%1 must be positive"), "--step")};
            o.settings.step = v;
            o.stepGiven = true;
        } else if (a == "--param") {
            std::string v = value();
            auto eq = v.find('=');
            if (eq == std::string::npos || eq == 0) throw UsageError{tr(QT_TRANSLATE_NOOP("hs::cli", "--param needs NAME=VALUE"))};
            o.params.emplace_back(v.substr(0, eq), parseDouble("--param " + v.substr(0, eq), v.substr(eq + 1)));
        } else if (a == "--policy") {
            std::string v = value();
            if (v == "fifo") o.settings.policy = hs::SelectionPolicy::Fifo;
            else if (v == "lifo") o.settings.policy = hs::SelectionPolicy::Lifo;
            else if (v == "random") o.settings.policy = hs::SelectionPolicy::Random;
            else throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "unknown policy '%1'"), v)};
            o.policyGiven = true;
        } else if (a == "--seed") {
            o.settings.seed = static_cast<std::uint64_t>(parseLong(a, value()));
            o.seedGiven = true;
        } else if (a == "--output") {
            o.output = value();
        } else if (a == "--events") {
            o.events = value();
        } else if (a == "--queue-trace") {
            o.queueTrace = value();
        } else if (a == "--max-steps") {
            o.settings.maxSteps = parseLong(a, value());
        } else if (a == "--mode") {
            o.mode = value();
            if (o.mode != "lockstep" && o.mode != "whole" && o.mode != "frames")
                throw UsageError{tr(QT_TRANSLATE_NOOP("hs::cli", "--mode must be lockstep, whole or frames"))};
        } else if (a == "--frame") {
            const double v = parseDouble(a, value());
            if (!(v > 0)) throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "%1 must be positive"), "--frame")};
            o.frames.push_back(v);
        } else if (a == "--timeline") {
            o.timeline = value();
        } else if (a == "--record") {
            o.record = value();
        } else if (a == "--quiet") {
            o.quiet = true;
        } else if (a == "--protected") {
            o.settings.protectedResults = true;
        } else if (a == "--results-at") {
            const std::string v = value();
            if (v != "instants" && v != "events")
                throw UsageError{tr(QT_TRANSLATE_NOOP("hs::cli", "--results-at must be instants or events"))};
            o.settings.resultsAtEveryEventStep = v == "events";
        } else if (a == "--states") {
            o.settings.recordActiveStates = true;
        } else if (a == "--random-log") {
            o.randomLog = value();
        } else if (a == "--random-replay") {
            o.randomReplay = value();
        } else if (a.rfind("--", 0) == 0 && a.size() > 2) {
            throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "unknown option '%1'"), a)};
        } else if (o.model.empty()) {
            o.model = a;
        } else if (o.command == "replay" && o.recordIn.empty()) {
            o.recordIn = a;
        } else {
            throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "unexpected argument '%1'"), a)};
        }
    }
    if (o.model.empty()) throw UsageError{tr(QT_TRANSLATE_NOOP("hs::cli", "missing MODEL"))};
    if (o.settings.startTime && o.settings.stopTime && *o.settings.stopTime < *o.settings.startTime)
        throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "--stop-time %1 is before --start-time %2"),
                             *o.settings.stopTime, *o.settings.startTime)};
    if (o.command == "replay" && o.recordIn.empty()) throw UsageError{tr(QT_TRANSLATE_NOOP("hs::cli", "missing the run record to replay"))};
    return o;
}

void printDiagnostics(const hs::DiagnosticList& diags, bool json) {
    for (const auto& d : diags.items())
        std::cerr << (json ? hs::formatJson(d)
                           : g_translated ? hs::i18n::formatDiagnostic(d).toStdString() : hs::formatText(d))
                  << '\n';
}

// Writes text to a file, or to stdout for "-". Returns false with a message on failure.
bool writeOutput(const std::string& path, const std::string& text, std::string& error) {
    if (path == "-") {
        std::cout << text;
        std::cout.flush();
        return true;
    }
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out) {
            error = trf(QT_TRANSLATE_NOOP("hs::cli", "cannot write '%1'"), path);
            return false;
        }
        out << text;
        if (!out) {
            error = trf(QT_TRANSLATE_NOOP("hs::cli", "cannot write '%1'"), path);
            return false;
        }
    }
    if (std::rename(tmp.c_str(), path.c_str()) != 0) {
        std::remove(tmp.c_str());
        error = trf(QT_TRANSLATE_NOOP("hs::cli", "cannot write '%1'"), path);
        return false;
    }
    return true;
}

// The executed event steps, each followed by the trace() lines its actions wrote and the
// messages discarded in it (kinds "trace" and "discarded", same step number).
std::string eventsCsv(const hs::Engine& engine) {
    std::string out = "step,time,kind,source,detail\n";
    const auto& trace = engine.traceLog();
    std::size_t t = 0;
    auto traceUpTo = [&](std::uint64_t step) {
        for (; t < trace.size() && trace[t].step <= step; ++t)
            out += std::to_string(trace[t].step) + ',' + number(trace[t].time) + ',' +
                   (trace[t].kind == hs::TraceLine::Kind::Discarded ? "discarded" : "trace") + ',' +
                   csvField(trace[t].source) + ',' + csvField(trace[t].text) + '\n';
    };
    for (const auto& e : engine.events()) {
        out += std::to_string(e.step) + ',' + number(e.time) + ',' + hs::eventKindName(e.kind) + ',' +
               csvField(e.source) + ',' + csvField(e.detail) + '\n';
        traceUpTo(e.step);
    }
    traceUpTo(std::numeric_limits<std::uint64_t>::max());
    return out;
}

// Queue snapshots after each event step; `order` numbers the current and scheduled items in
// the order they will run under the policy (empty where it is not known yet).
std::string queueTraceCsv(const hs::Engine& engine) {
    std::string out = "step,now,category,order,time,kind,source,detail\n";
    for (const auto& snap : engine.queueTrace()) {
        for (const auto& e : snap.entries) {
            out += std::to_string(snap.step) + ',' + number(snap.now) + ',' + hs::queueCategoryName(e.category) +
                   ',' + (e.order > 0 ? std::to_string(e.order) : std::string()) + ',' +
                   (e.time ? number(*e.time) : std::string()) + ',' + hs::eventKindName(e.kind) + ',' +
                   csvField(e.source) + ',' + csvField(e.text) + '\n';
        }
    }
    return out;
}

std::string randomLogCsv(const hs::Engine& engine) {
    std::string out = "step,time,element,distribution,uniform,value\n";
    for (const auto& d : engine.randomDraws())
        out += std::to_string(d.step) + ',' + number(d.time) + ',' + csvField(d.element) + ',' +
               csvField(d.distribution) + ',' + number(d.uniform) + ',' + number(d.value) + '\n';
    return out;
}

// The uniform numbers of a --random-log file (its "uniform" column), in order.
bool readUniforms(const std::string& path, std::vector<double>& out, std::string& error) {
    std::string text;
    if (!hs::readTextFile(path, text)) {
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
        error = trf(QT_TRANSLATE_NOOP("hs::cli", "%1 has no \"uniform\" column (write it with --random-log)"), path);
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
            if (c == '"') quoted = !quoted;
            else if (c == ',' && !quoted) fields.emplace_back();
            else fields.back() += c;
        }
        double u = -1;
        const std::string& f = column < static_cast<int>(fields.size()) ? fields[column] : std::string();
        auto res = std::from_chars(f.data(), f.data() + f.size(), u);
        if (res.ec != std::errc() || !(u >= 0 && u < 1)) {
            error = trf(QT_TRANSLATE_NOOP("hs::cli", "%1:%2: the uniform number must be in [0, 1), got '%3'"), path, lineNo, f);
            return false;
        }
        out.push_back(u);
    }
    return true;
}

// An event kind ("state", "time", ...) in the message language.
std::string kindName(const std::string& kind) {
    static const char* const kinds[] = {
        QT_TRANSLATE_NOOP("hs::cli", "initial"), QT_TRANSLATE_NOOP("hs::cli", "time"),
        QT_TRANSLATE_NOOP("hs::cli", "state"),   QT_TRANSLATE_NOOP("hs::cli", "sample"),
        QT_TRANSLATE_NOOP("hs::cli", "terminal"), QT_TRANSLATE_NOOP("hs::cli", "transition"),
        QT_TRANSLATE_NOOP("hs::cli", "event"),   QT_TRANSLATE_NOOP("hs::cli", "message")};
    for (const char* k : kinds)
        if (kind == k) return tr(k);
    return kind;
}

void printSummary(const hs::Engine& engine, double seconds, std::ostream& out) {
    const auto& m = engine.model();
    std::map<std::string, int> byKind;
    std::vector<double> stateTimes;
    for (const auto& e : engine.events()) {
        ++byKind[hs::eventKindName(e.kind)];
        if (e.kind == hs::EventKind::State && e.detail.find("becomes false") == std::string::npos)
            stateTimes.push_back(e.time);
    }
    out << trf(QT_TRANSLATE_NOOP("hs::cli", "model %1: t = %2 .. %3 s, %4 event steps"), m.name, engine.startTime(),
               engine.time(), engine.events().size());
    std::string sep = " (";
    for (const auto& [k, n] : byKind) {
        out << sep << n << ' ' << kindName(k);
        sep = ", ";
    }
    out << (byKind.empty() ? "" : ")") << ", "
        << trf(QT_TRANSLATE_NOOP("hs::cli", "%1 solver steps, %2 result rows"), engine.solverSteps(),
               engine.results().rowCount())
        << "\n";
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
        if (d.severity == hs::Severity::Warning) ++warnings;
    out << trf(QT_TRANSLATE_NOOP("hs::cli", "warnings: %1"), warnings);
    for (const auto& d : engine.diagnostics().items())
        if (d.severity == hs::Severity::Warning) {
            out << " [" << d.code << " at t = " << (d.time ? *d.time : 0.0) << "]";
            break;
        }
    out << '\n';
    const char* status = QT_TRANSLATE_NOOP("hs::cli", "finished");
    switch (engine.status()) {
    case hs::RunStatus::Finished: status = QT_TRANSLATE_NOOP("hs::cli", "finished"); break;
    case hs::RunStatus::Stopped: status = QT_TRANSLATE_NOOP("hs::cli", "stopped"); break;
    case hs::RunStatus::Failed: status = QT_TRANSLATE_NOOP("hs::cli", "failed"); break;
    case hs::RunStatus::Running: status = QT_TRANSLATE_NOOP("hs::cli", "running"); break;
    }
    out << trf(QT_TRANSLATE_NOOP("hs::cli", "status: %1"), tr(status));
    if (!engine.terminationMessage().empty())
        out << trf(QT_TRANSLATE_NOOP("hs::cli", " (terminate: %1)"), engine.terminationMessage());
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.1f", seconds * 1e3);
    out << trf(QT_TRANSLATE_NOOP("hs::cli", " in %1 ms"), buf) << '\n';
}

int replayCommand(const Options& o, const hs::LoadResult& loaded) {
    std::string text;
    if (!hs::readTextFile(o.recordIn, text)) {
        std::cerr << "hybridstudio-cli: " << trf(QT_TRANSLATE_NOOP("hs::cli", "cannot read the file '%1'"), o.recordIn) << "\n";
        return kExitUsage;
    }
    hs::DiagnosticList diags;
    diags.setFile(o.recordIn);
    hs::RunRecord record;
    if (!hs::parseRunRecord(text, record, diags)) {
        printDiagnostics(diags, o.json);
        return kExitUsage;
    }
    hs::DiagnosticList runDiags;
    const hs::ReplayOutcome outcome = hs::replayRun(loaded.model, record, runDiags);
    if (outcome.identical) {
        std::cout << trf(record.selections.size() == 1
                             ? QT_TRANSLATE_NOOP("hs::cli", "replay identical: %1 events, %2 result rows, %3 manual selection")
                             : QT_TRANSLATE_NOOP("hs::cli", "replay identical: %1 events, %2 result rows, %3 manual selections"),
                         record.events.size(), record.resultRows, record.selections.size())
                  << "\n";
        return kExitOk;
    }
    std::cout << trf(QT_TRANSLATE_NOOP("hs::cli", "replay differs: %1"), outcome.difference) << "\n";
    return kExitSimulationFailure;
}

// The model's own settings (a document's experiment), overridden by the options given.
hs::SimulationSettings mergeSettings(hs::SimulationSettings base, const Options& o) {
    const hs::SimulationSettings& cli = o.settings;
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
    base.protectedResults = cli.protectedResults;
    base.resultsAtEveryEventStep = cli.resultsAtEveryEventStep;
    base.recordActiveStates = cli.recordActiveStates;
    return base;
}

void printCosimDiagnostics(const hs::DiagnosticList& diags, bool json) { printDiagnostics(diags, json); }

// Results of a multi-module or package run, written like a single model's.
bool writeResults(const Options& o, const hs::ResultStore& results, std::string& error) {
    return o.output.empty() || writeOutput(o.output, results.toCsv(), error);
}

int cosimCommand(const Options& o, const hs::doc::Document& d) {
    hs::cosim::CosimOptions options = hs::cosim::cosimOptions(d);
    if (o.settings.startTime) options.startTime = *o.settings.startTime;
    if (o.settings.stopTime) options.stopTime = *o.settings.stopTime;
    if (o.settings.interval) options.step = *o.settings.interval;
    if (o.mode == "lockstep") options.mode = hs::cosim::RunMode::LockStep;
    if (o.mode == "whole") options.mode = hs::cosim::RunMode::WholeInterval;
    if (o.mode == "frames") options.mode = hs::cosim::RunMode::Frames;
    if (!o.frames.empty()) {
        options.frame = o.frames.front();
        if (o.mode.empty()) options.mode = hs::cosim::RunMode::Frames;
    }
    if (o.command == "compare") {
        // lock-step is the reference; whole interval and each frame length against it
        hs::cosim::CosimOptions ref = options;
        ref.mode = hs::cosim::RunMode::LockStep;
        const auto lock = hs::cosim::runCosim(d, o.model, ref);
        printDiagnostics(lock.diagnostics, o.json);
        if (!lock.ok) return lock.diagnostics.hasErrors() ? kExitModelError : kExitSimulationFailure;
        std::vector<std::pair<std::string, hs::cosim::CosimOptions>> runs;
        runs.push_back({"lockstep", ref});
        std::vector<double> frames = o.frames;
        if (frames.empty()) {
            const double interval = ref.stopTime - ref.startTime;
            for (double f : {interval / 2, interval / 10, interval / 50, ref.step * 5})
                if (f >= ref.step) frames.push_back(std::round(f / ref.step) * ref.step);
        }
        for (double f : frames)
            if (!hs::cosim::wholeFrames(f, ref.step))
                throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "--frame %1 is not a whole number of steps %2"), f, ref.step)};
        for (double f : frames) {
            hs::cosim::CosimOptions fr = ref;
            fr.mode = hs::cosim::RunMode::Frames;
            fr.frame = f;
            char label[64];
            std::snprintf(label, sizeof label, "frames TK=%g", f);
            runs.push_back({label, fr});
        }
        hs::cosim::CosimOptions whole = ref;
        whole.mode = hs::cosim::RunMode::WholeInterval;
        runs.push_back({"whole", whole});
        // the largest error over the module outputs against lock-step, and where it is
        std::printf("%-20s %14s %12s %8s %12s  %s\n", tr(QT_TRANSLATE_NOOP("hs::cli", "mode")).c_str(),
                    tr(QT_TRANSLATE_NOOP("hs::cli", "largest error")).c_str(),
                    tr(QT_TRANSLATE_NOOP("hs::cli", "dispatches")).c_str(), tr(QT_TRANSLATE_NOOP("hs::cli", "frames")).c_str(),
                    tr(QT_TRANSLATE_NOOP("hs::cli", "run time ms")).c_str(),
                    tr(QT_TRANSLATE_NOOP("hs::cli", "where (output, time)")).c_str());
        int status = kExitOk;
        for (const auto& [label, opts] : runs) {
            const auto r = label == "lockstep" ? lock : hs::cosim::runCosim(d, o.model, opts);
            if (!r.ok) {
                printDiagnostics(r.diagnostics, o.json);
                status = kExitSimulationFailure;
                continue;
            }
            const hs::cosim::LargestError err = hs::cosim::largestError(r, lock);
            char where[128] = "-";
            if (!err.output.empty()) std::snprintf(where, sizeof where, "%s, t = %g", err.output.c_str(), err.time);
            std::printf("%-20s %14.6g %12llu %8llu %12.3f  %s\n", label.c_str(), err.value,
                        static_cast<unsigned long long>(r.dispatches), static_cast<unsigned long long>(r.frames),
                        r.seconds * 1e3, where);
        }
        return status;
    }
    const auto r = hs::cosim::runCosim(d, o.model, options);
    printDiagnostics(r.diagnostics, o.json);
    if (!r.ok && r.results.rowCount() == 0) return r.diagnostics.hasErrors() ? kExitModelError : kExitSimulationFailure;
    std::string error;
    if (!writeResults(o, r.results, error)) {
        std::cerr << "hybridstudio-cli: " << error << '\n';
        return kExitUsage;
    }
    if (!o.quiet) {
        std::ostream& out = o.output == "-" ? std::cerr : std::cout;
        std::string order;
        for (const auto& n : r.order) order += (order.empty() ? "" : " -> ") + n;
        out << trf(QT_TRANSLATE_NOOP("hs::cli", "%1: %2, %3 samples, %4 frames, %5 module activations, activation "
                                                "order %6, run time %7 ms"),
                   d.name, hs::cosim::runModeName(options.mode), r.results.rowCount(), r.frames, r.dispatches, order,
                   r.seconds * 1e3)
            << "\n";
    }
    return r.ok ? kExitOk : kExitSimulationFailure;
}

int packageCommand(const Options& o, const hs::doc::Document& d) {
    hs::DiagnosticList diags;
    diags.setFile(o.model);
    hs::cosim::PackageRun run;
    if (!run.start(d, o.model, diags)) {
        printDiagnostics(diags, o.json);
        return kExitModelError;
    }
    run.run(diags);
    printDiagnostics(diags, o.json);
    std::string error;
    if (!o.timeline.empty() && !writeOutput(o.timeline, run.timelineCsv(), error)) {
        std::cerr << "hybridstudio-cli: " << error << '\n';
        return kExitUsage;
    }
    if (!o.output.empty()) {
        // one block of columns per project, each project's rows at its own times
        std::string csv;
        for (int p = 0; p < run.projectCount(); ++p) csv += run.projectResults(p).toCsv() + (p + 1 < run.projectCount() ? "\n" : "");
        if (!writeOutput(o.output, csv, error)) {
            std::cerr << "hybridstudio-cli: " << error << '\n';
            return kExitUsage;
        }
    }
    if (!o.quiet) {
        std::ostream& out = (o.output == "-" || o.timeline == "-") ? std::cerr : std::cout;
        out << trf(QT_TRANSLATE_NOOP("hs::cli", "%1: package of %2 projects, %3 rounds, package time %4"), d.name,
                   run.projectCount(), run.rounds(), run.packageTime());
        for (int p = 0; p < run.projectCount(); ++p)
            out << ", " << trf(QT_TRANSLATE_NOOP("hs::cli", "%1 at %2"), run.projectName(p), run.projectTime(p));
        out << '\n';
    }
    return run.failed() ? kExitSimulationFailure : kExitOk;
}

int runCommand(const Options& o) {
    if (hs::isDocumentPath(o.model) && o.command != "check" && o.command != "replay") {
        std::string text;
        if (!hs::readTextFile(o.model, text)) {
            hs::DiagnosticList unreadable;
            unreadable.setFile(o.model);
            unreadable.error("unreadable-file", {}, "cannot read the file '" + o.model + "'");
            printDiagnostics(unreadable, o.json);
            return kExitUsage;
        }
        hs::DiagnosticList diags;
        diags.setFile(o.model);
        hs::doc::Document d;
        if (!hs::doc::parseDocument(text, d, diags)) {
            printDiagnostics(diags, o.json);
            return kExitModelError;
        }
        if (d.package) return packageCommand(o, d);
        if (d.cosimulation || d.modules.size() > 1 || o.command == "compare") return cosimCommand(o, d);
    }
    if (o.command == "compare") throw UsageError{tr(QT_TRANSLATE_NOOP("hs::cli", "compare needs a multi-module document (.hsm)"))};
    hs::LoadResult loaded = hs::loadModelFile(o.model);
    if (loaded.unreadable) {
        printDiagnostics(loaded.diagnostics, o.json);
        return kExitUsage;
    }
    if (o.command == "check") {
        printDiagnostics(loaded.diagnostics, o.json);
        return loaded.model ? kExitOk : kExitModelError;
    }
    if (!loaded.model) {
        printDiagnostics(loaded.diagnostics, o.json);
        return kExitModelError;
    }
    printDiagnostics(loaded.diagnostics, o.json);  // warnings
    if (o.command == "replay") return replayCommand(o, loaded);
    hs::SimulationSettings settings = mergeSettings(loaded.settings, o);
    settings.recordQueueTrace = !o.queueTrace.empty();
    hs::Engine engine(loaded.model, settings);
    engine.setRandomLog(!o.randomLog.empty());
    if (!o.randomReplay.empty()) {
        std::vector<double> uniforms;
        std::string error;
        if (!readUniforms(o.randomReplay, uniforms, error)) {
            std::cerr << "hybridstudio-cli: " << error << '\n';
            return kExitUsage;
        }
        engine.setRandomReplay(std::move(uniforms));
    }
    for (const auto& [name, value] : o.params) {
        if (!engine.setParameter(name, value)) {
            std::cerr << "hybridstudio-cli: " << trf(QT_TRANSLATE_NOOP("hs::cli", "--param %1: no parameter of that name in %2"), name, o.model) << '\n';
            return kExitUsage;
        }
    }
    const auto begin = std::chrono::steady_clock::now();
    engine.initialize();
    engine.run();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    printDiagnostics(engine.diagnostics(), o.json);
    std::string error;
    bool ok = true;
    if (!o.output.empty()) ok = writeOutput(o.output, engine.results().toCsv(), error) && ok;
    if (ok && !o.events.empty()) ok = writeOutput(o.events, eventsCsv(engine), error) && ok;
    if (ok && !o.queueTrace.empty()) ok = writeOutput(o.queueTrace, queueTraceCsv(engine), error) && ok;
    if (ok && !o.randomLog.empty()) ok = writeOutput(o.randomLog, randomLogCsv(engine), error) && ok;
    if (ok && !o.record.empty())
        ok = writeOutput(o.record, hs::runRecordToJson(hs::makeRunRecord(engine, o.model, o.params)), error) && ok;
    if (!ok) {
        std::cerr << "hybridstudio-cli: " << error << '\n';
        return kExitUsage;
    }
    if (!o.quiet) {
        const bool stdoutBusy = o.output == "-" || o.events == "-" || o.queueTrace == "-" || o.randomLog == "-";
        printSummary(engine, seconds, stdoutBusy ? std::cerr : std::cout);
    }
    return engine.status() == hs::RunStatus::Failed ? kExitSimulationFailure : kExitOk;
}

}  // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    // the language first, so that every message (usage errors too) is in it
    QString language = hs::i18n::languageFromEnvironment();
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], "--lang") == 0) language = QString::fromUtf8(argv[i + 1]);
    g_translated = language != QLatin1String("en") && hs::i18n::loadLanguage(language);
    try {
        Options o = parseArgs(argc, argv);
        if (o.command == "help") {
            std::cout << tr(kUsageText);
            return kExitOk;
        }
        return runCommand(o);
    } catch (const UsageError& e) {
        std::cerr << "hybridstudio-cli: " << e.message << '\n' << tr(kUsageText);
        return kExitUsage;
    } catch (const std::exception& e) {
        std::cerr << "hybridstudio-cli: " << trf(QT_TRANSLATE_NOOP("hs::cli", "internal error: %1"), e.what()) << '\n';
        return kExitSimulationFailure;
    }
}

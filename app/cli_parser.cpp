// The command line of hybridstudio-cli, read with CLI11: one subcommand per command, each
// with its own options and --help. Values are read as text and converted here, so that a
// bad value gets the contract's message ("--stop-time needs a finite number, got 'abc'")
// in the user's language; unknown options and extra arguments are reported the same way.

#include "cli_common.h"
#include "cli_options.h"

#include <CLI/CLI.hpp>

#include <charconv>
#include <cmath>
#include <functional>
#include <limits>
#include <memory>

namespace hs::cli {
namespace {

const char* const kUsageText = QT_TRANSLATE_NOOP(
    "hs::cli",
    "usage:\n"
    "  hybridstudio-cli simulate MODEL [--start-time T] [--stop-time T] [--interval DT]\n"
    "      [--tolerance RTOL] [--abs-tolerance ATOL] [--solver cvode-bdf|cvode-adams|euler|rk4]\n"
    "      [--step H] [--param NAME=VALUE]... [--policy fifo|lifo|random] [--seed N]\n"
    "      [--output FILE.csv|FILE.mat] [--events FILE.csv] [--queue-trace FILE.csv] [--max-steps "
    "N]\n"
    "      [--diagnostics text|json] [--quiet] [--record RUN.json] [--protected]\n"
    "      [--results-at instants|events] [--states] [--random-log FILE.csv] [--random-replay "
    "FILE.csv]\n"
    "      [--break EXPR]... [--break-state PATH]... [--break-element NAME]... [--break-variable "
    "NAME]...\n"
    "      [--event-trace FILE.csv|FILE.jsonl]\n"
    "  hybridstudio-cli check MODEL [--structure] [--diagnostics text|json]\n"
    "  hybridstudio-cli replay MODEL RUN.json [--diagnostics text|json]\n"
    "  multi-module documents: simulate DOC.hsm [--mode lockstep|whole|frames] [--frame TK]\n"
    "      [--timeline FILE.csv]   (packages of projects write their rounds to --timeline)\n"
    "  hybridstudio-cli compare DOC.hsm [--frame TK]...\n"
    "  hybridstudio-cli explain MODEL --line N | --element PATH [--stop-time T] [--param "
    "NAME=VALUE]...\n"
    "  hybridstudio-cli explore MODEL [--outputs VARS] [--events] [--max-orders N] [--seeds K] "
    "[--stop-time "
    "T]\n"
    "      [--param NAME=VALUE]...\n"
    "  hybridstudio-cli diff A.json B.json [--tolerance TOL]\n"
    "  hybridstudio-cli sweep EXPERIMENT.json|DOC.hsm [--experiment NAME] [--jobs N] [--output "
    "DIR]\n"
    "      [--index I --chunk K] [--slurm [--chunk K] [--partition P] [--time T] [--dry-run]]\n"
    "  hybridstudio-cli sweep collect DIR\n"
    "  every command: [--lang en|ru|zh_CN]; COMMAND --help describes its options\n");

const char* const kCommands[] = {"simulate", "check",   "replay", "compare",
                                 "explain",  "explore", "diff",   "sweep"};

bool isCommand(const std::string& name) {
    for (const char* c : kCommands)
        if (name == c) return true;
    return false;
}

double parseDouble(const std::string& option, const std::string& text) {
    double v = 0;
    const char* begin = text.c_str();
    const char* end = begin + text.size();
    auto res = std::from_chars(begin, end, v);
    if (res.ec != std::errc() || res.ptr != end || !std::isfinite(v))
        throw UsageError{
            trf(QT_TRANSLATE_NOOP("hs::cli", "%1 needs a finite number, got '%2'"), option, text)};
    return v;
}

double parsePositive(const std::string& option, const std::string& text) {
    const double v = parseDouble(option, text);
    if (!(v > 0))
        throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "%1 must be positive"), option)};
    return v;
}

// A size in bytes: a positive number with an optional k, M, G or T (powers of 1000).
std::size_t parseBytes(const std::string& option, const std::string& text) {
    std::string number = text;
    double scale = 1;
    if (!number.empty()) {
        switch (number.back()) {
        case 'k': case 'K': scale = 1e3; break;
        case 'M': scale = 1e6; break;
        case 'G': scale = 1e9; break;
        case 'T': scale = 1e12; break;
        default: break;
        }
        if (scale > 1) number.pop_back();
    }
    double v = 0;
    const auto res = std::from_chars(number.data(), number.data() + number.size(), v);
    if (res.ec != std::errc() || res.ptr != number.data() + number.size() || !std::isfinite(v) || !(v * scale >= 1) ||
        v * scale > 1e18)
        throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "%1 needs a size such as 500M or 2G, got '%2'"), option, text)};
    return static_cast<std::size_t>(v * scale);
}

long parseLong(const std::string& option, const std::string& text) {
    long v = 0;
    const char* begin = text.c_str();
    const char* end = begin + text.size();
    auto res = std::from_chars(begin, end, v);
    if (res.ec != std::errc() || res.ptr != end || v < 0)
        throw UsageError{
            trf(QT_TRANSLATE_NOOP("hs::cli", "%1 needs a non-negative integer, got '%2'"), option,
                text)};
    return v;
}

// A count of at least 1 (and at most `max`), written as an integer.
std::size_t positiveCount(const std::string& option, const std::string& text,
                          long max = std::numeric_limits<long>::max()) {
    const long n = parseLong(option, text);
    if (n < 1 || n > max)
        throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "%1 must be positive"), option)};
    return static_cast<std::size_t>(n);
}

// The application with its subcommands; options write into the Options given.
class CommandLine {
public:
    explicit CommandLine(Options& o);

    CLI::App app{"hybridstudio-cli"};
    CLI::App* simulate = nullptr;
    CLI::App* check = nullptr;
    CLI::App* replay = nullptr;
    CLI::App* compare = nullptr;
    CLI::App* explain = nullptr;
    CLI::App* explore = nullptr;
    CLI::App* diff = nullptr;
    CLI::App* sweep = nullptr;
    CLI::App* collect = nullptr;

    CLI::App* command(const std::string& name) const {
        if (name == "simulate") return simulate;
        if (name == "check") return check;
        if (name == "replay") return replay;
        if (name == "compare") return compare;
        if (name == "explain") return explain;
        if (name == "explore") return explore;
        if (name == "diff") return diff;
        if (name == "collect") return collect;
        return sweep;
    }

private:
    // An option with a value, converted by `apply` (which throws UsageError).
    CLI::Option* value(CLI::App* app, const char* name, const char* type, const char* description,
                       std::function<void(const std::string&)> apply) {
        return app->add_option_function<std::string>(name, std::move(apply), localized(description))
            ->type_name(type);
    }
    // A required argument (checked after parsing, with the contract's message).
    CLI::Option* positional(CLI::App* app, const char* name, std::string& target,
                            const char* description) {
        return app->add_option(name, target, localized(description))->type_name("")->required();
    }
    CLI::Option* flag(CLI::App* app, const char* name, const char* description, bool& target) {
        return app->add_flag(name, target, localized(description));
    }
    void addCommon(CLI::App* app);
    void addClass(CLI::App* app);
    void addParam(CLI::App* app);
    void addStopTime(CLI::App* app);
    void addSimulation(CLI::App* app);

    Options& o;
};

CommandLine::CommandLine(Options& options) : o(options) {
    auto formatter = std::make_shared<CLI::Formatter>();
    formatter->label("Usage", localized(QT_TRANSLATE_NOOP("hs::cli", "Usage")));
    formatter->label("OPTIONS", localized(QT_TRANSLATE_NOOP("hs::cli", "OPTIONS")));
    formatter->label("Positionals", localized(QT_TRANSLATE_NOOP("hs::cli", "Arguments")));
    formatter->label("SUBCOMMAND", localized(QT_TRANSLATE_NOOP("hs::cli", "COMMAND")));
    formatter->label("REQUIRED", localized(QT_TRANSLATE_NOOP("hs::cli", "REQUIRED")));
    formatter->column_width(34);
    app.formatter(formatter);
    app.option_defaults()->group(localized(QT_TRANSLATE_NOOP("hs::cli", "Options")));
    app.option_defaults()->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
    app.allow_extras();
    app.set_help_flag();

    simulate = app.add_subcommand(
        "simulate", localized(QT_TRANSLATE_NOOP("hs::cli",
                                                "Simulates a model (.mo) or a document (.hsm) and "
                                                "writes its results, events and queue trace.")));
    positional(
        simulate, "MODEL", o.model,
        QT_TRANSLATE_NOOP("hs::cli", "the model: a Modelica file (.mo) or a document (.hsm)"));
    addClass(simulate);
    addSimulation(simulate);
    addCommon(simulate);

    check = app.add_subcommand(
        "check",
        localized(QT_TRANSLATE_NOOP(
            "hs::cli", "Parses and compiles a model without running it; prints its diagnostics.")));
    positional(
        check, "MODEL", o.model,
        QT_TRANSLATE_NOOP("hs::cli", "the model: a Modelica file (.mo) or a document (.hsm)"));
    addClass(check);
    flag(check, "--structure",
         QT_TRANSLATE_NOOP(
             "hs::cli",
             "print the equations in solving order with the variable each is solved for, the "
             "algebraic loops, and the zero-crossing functions and time events"),
         o.structure);
    addCommon(check);

    replay = app.add_subcommand(
        "replay",
        localized(QT_TRANSLATE_NOOP(
            "hs::cli",
            "Reruns a run saved with --record and says whether the result is identical.")));
    positional(
        replay, "MODEL", o.model,
        QT_TRANSLATE_NOOP("hs::cli", "the model: a Modelica file (.mo) or a document (.hsm)"));
    positional(replay, "RUN.json", o.recordIn,
               QT_TRANSLATE_NOOP("hs::cli", "the run record written by simulate --record"));
    addCommon(replay);

    compare = app.add_subcommand(
        "compare",
        localized(QT_TRANSLATE_NOOP(
            "hs::cli",
            "Runs a multi-module document lock-step, in frames and over the whole interval, and "
            "prints each mode's largest error against lock-step.")));
    positional(compare, "DOC.hsm", o.model,
               QT_TRANSLATE_NOOP("hs::cli", "a multi-module document"));
    addSimulation(compare);
    addCommon(compare);

    explain = app.add_subcommand(
        "explain",
        localized(QT_TRANSLATE_NOOP("hs::cli",
                                    "Runs a model and says why a when-clause or a transition "
                                    "fired or did not fire.")));
    positional(
        explain, "MODEL", o.model,
        QT_TRANSLATE_NOOP("hs::cli", "the model: a Modelica file (.mo) or a document (.hsm)"));
    addClass(explain);
    value(explain, "--line", "N",
          QT_TRANSLATE_NOOP("hs::cli", "the when-clause (or elsewhen) that starts at this line"),
          [this](const std::string& v) {
              o.line = static_cast<int>(positiveCount("--line", v, 1 << 30));
          });
    value(explain, "--element", "PATH",
          QT_TRANSLATE_NOOP("hs::cli", "the transition with this path (chart.T1)"),
          [this](const std::string& v) { o.element = v; });
    addStopTime(explain);
    addParam(explain);
    addCommon(explain);

    explore = app.add_subcommand(
        "explore",
        localized(QT_TRANSLATE_NOOP(
            "hs::cli",
            "Runs a model, tries the other orders of the events that happen at one instant, and "
            "reports the instants where the order changes the outcome.")));
    positional(
        explore, "MODEL", o.model,
        QT_TRANSLATE_NOOP("hs::cli", "the model: a Modelica file (.mo) or a document (.hsm)"));
    addClass(explore);
    value(
        explore, "--outputs", "VARS",
        QT_TRANSLATE_NOOP("hs::cli",
                          "the variables compared at the stop time, separated by commas (default: "
                          "every result variable)"),
        [this](const std::string& v) {
            std::size_t from = 0;
            while (from <= v.size()) {
                const std::size_t comma = std::min(v.find(',', from), v.size());
                if (comma > from) o.outputs.push_back(v.substr(from, comma - from));
                from = comma + 1;
            }
        });
    value(explore, "--max-orders", "N",
          QT_TRANSLATE_NOOP("hs::cli",
                            "try every order of an instant that has at most N (default: 24), else "
                            "random ones"),
          [this](const std::string& v) { o.maxOrders = positiveCount("--max-orders", v); });
    value(explore, "--seeds", "K",
          QT_TRANSLATE_NOOP("hs::cli", "random orders tried at an instant with more (default: 8)"),
          [this](const std::string& v) { o.randomOrders = positiveCount("--seeds", v); });
    flag(explore, "--events",
         QT_TRANSLATE_NOOP("hs::cli",
                           "also compare the events after each instant (the same elements at the "
                           "same times)"),
         o.compareEvents);
    value(explore, "--max-instants", "N",
          QT_TRANSLATE_NOOP("hs::cli", "instants explored, the first ones (default: 1000)"),
          [this](const std::string& v) { o.maxInstants = positiveCount("--max-instants", v); });
    addStopTime(explore);
    addParam(explore);
    addCommon(explore);

    diff = app.add_subcommand(
        "diff",
        localized(QT_TRANSLATE_NOOP("hs::cli",
                                    "Compares two runs saved with --record event by event and "
                                    "names the first event where they differ.")));
    positional(diff, "A.json", o.model,
               QT_TRANSLATE_NOOP("hs::cli", "a run record written by simulate --record"));
    positional(diff, "B.json", o.recordIn,
               QT_TRANSLATE_NOOP("hs::cli", "the run record to compare it with"));
    value(diff, "--tolerance", "TOL",
          QT_TRANSLATE_NOOP("hs::cli",
                            "times and values closer than this (relative) agree (default: 1e-9)"),
          [this](const std::string& v) { o.settings.relTol = parsePositive("--tolerance", v); });
    addCommon(diff);

    sweep = app.add_subcommand(
        "sweep",
        localized(QT_TRANSLATE_NOOP(
            "hs::cli",
            "Runs an experiment — a parameter variation, Monte Carlo replications or a sensitivity "
            "analysis — on every core, in chunks, or as a Slurm job array, and writes its results "
            "to a directory.")));
    // not required: `sweep collect DIR` has none
    positional(sweep, "EXPERIMENT", o.model,
               QT_TRANSLATE_NOOP(
                   "hs::cli",
                   "an experiment file (.json), or a document (.hsm) with an experiments section"))
        ->required(false);
    value(sweep, "--experiment", "NAME",
          QT_TRANSLATE_NOOP("hs::cli", "the document's experiment to run (default: its first)"),
          [this](const std::string& v) { o.experimentName = v; });
    value(sweep, "--jobs,-j", "N",
          QT_TRANSLATE_NOOP("hs::cli", "worker threads (default: one per core)"),
          [this](const std::string& v) {
              const long n = parseLong("--jobs", v);
              if (n < 1)
                  throw UsageError{
                      trf(QT_TRANSLATE_NOOP("hs::cli", "%1 must be positive"), "--jobs")};
              o.jobs = static_cast<unsigned>(n);
              o.jobsGiven = true;
          });
    value(sweep, "--output,-o", "DIR",
          QT_TRANSLATE_NOOP(
              "hs::cli", "the results directory (default: NAME-results in the current directory)"),
          [this](const std::string& v) { o.output = v; });
    value(sweep, "--index", "I",
          QT_TRANSLATE_NOOP("hs::cli",
                            "run only chunk I (runs I*K ... I*K+K-1) and write it as a chunk"),
          [this](const std::string& v) {
              o.index = static_cast<std::uint64_t>(parseLong("--index", v));
          });
    value(sweep, "--chunk", "K",
          QT_TRANSLATE_NOOP("hs::cli", "runs per chunk (with --index or --slurm)"),
          [this](const std::string& v) {
              const long k = parseLong("--chunk", v);
              if (k < 1)
                  throw UsageError{
                      trf(QT_TRANSLATE_NOOP("hs::cli", "%1 must be positive"), "--chunk")};
              o.chunk = static_cast<std::uint64_t>(k);
          });
    flag(sweep, "--slurm",
         QT_TRANSLATE_NOOP("hs::cli",
                           "write a Slurm job array (one task per chunk) and a dependent collect "
                           "job, and submit them"),
         o.slurm);
    value(sweep, "--partition", "P", QT_TRANSLATE_NOOP("hs::cli", "Slurm partition of the jobs"),
          [this](const std::string& v) { o.partition = v; });
    value(sweep, "--time", "T",
          QT_TRANSLATE_NOOP("hs::cli", "Slurm time limit of each task (e.g. 00:30:00)"),
          [this](const std::string& v) { o.timeLimit = v; });
    flag(sweep, "--dry-run",
         QT_TRANSLATE_NOOP("hs::cli", "with --slurm: write the job scripts, do not submit them"),
         o.dryRun);
    flag(sweep, "--quiet,-q", QT_TRANSLATE_NOOP("hs::cli", "print nothing but diagnostics"),
         o.quiet);
    addCommon(sweep);

    collect = sweep->add_subcommand(
        "collect",
        localized(QT_TRANSLATE_NOOP("hs::cli",
                                    "Merges the chunks in DIR, checks that every run is there "
                                    "once, and writes the files of a whole run.")));
    positional(collect, "DIR", o.model,
               QT_TRANSLATE_NOOP("hs::cli", "the results directory the chunks were written to"));
    flag(collect, "--quiet,-q", QT_TRANSLATE_NOOP("hs::cli", "print nothing but diagnostics"),
         o.quiet);
    addCommon(collect);
    // the heading of the subcommands in --help
    for (CLI::App* sub : {simulate, check, replay, compare, explain, explore, diff, sweep, collect})
        sub->group(localized(QT_TRANSLATE_NOOP("hs::cli", "Commands")));
}

// Options of every command.
void CommandLine::addCommon(CLI::App* sub) {
    sub->allow_extras();
    sub->set_help_flag("-h,--help", localized(QT_TRANSLATE_NOOP(
                                        "hs::cli", "describe the options of this command")));
    value(sub, "--diagnostics", "text|json",
          QT_TRANSLATE_NOOP("hs::cli", "diagnostics as text or as JSON lines (default: text)"),
          [this](const std::string& v) {
              if (v != "text" && v != "json")
                  throw UsageError{localized(
                      QT_TRANSLATE_NOOP("hs::cli", "--diagnostics must be text or json"))};
              o.json = v == "json";
          });
    // taken before the command line is read (main), so that every message is in it
    value(sub, "--lang", "en|ru|zh_CN",
          QT_TRANSLATE_NOOP("hs::cli", "the language of messages (default: the environment's)"),
          [](const std::string&) {});
}

void CommandLine::addStopTime(CLI::App* sub) {
    value(sub, "--stop-time", "T",
          QT_TRANSLATE_NOOP("hs::cli", "stop time (default: the model's experiment, else 1)"),
          [this](const std::string& v) { o.settings.stopTime = parseDouble("--stop-time", v); });
}

// --param NAME=VALUE, repeatable
void CommandLine::addParam(CLI::App* sub) {
    sub->add_option_function<std::vector<std::string>>(
           "--param",
           [this](const std::vector<std::string>& values) {
               for (const std::string& v : values) {
                   const auto eq = v.find('=');
                   if (eq == std::string::npos || eq == 0)
                       throw UsageError{
                           localized(QT_TRANSLATE_NOOP("hs::cli", "--param needs NAME=VALUE"))};
                   o.params.emplace_back(v.substr(0, eq), parseDouble("--param " + v.substr(0, eq),
                                                                      v.substr(eq + 1)));
               }
           },
           localized(QT_TRANSLATE_NOOP("hs::cli", "a parameter's value for this run (repeatable)")))
        ->type_name("NAME=VALUE")
        ->allow_extra_args(false)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
}

void CommandLine::addClass(CLI::App* sub) {
    value(
        sub, "--class", "NAME",
        QT_TRANSLATE_NOOP(
            "hs::cli", "the model of a .mo file to use when it holds several (default: the last)"),
        [this](const std::string& v) { o.className = v; });
}

// The options of simulate (compare takes the same for its runs).
void CommandLine::addSimulation(CLI::App* sub) {
    SimulationSettings& s = o.settings;
    value(sub, "--start-time", "T",
          QT_TRANSLATE_NOOP("hs::cli", "start time (default: the model's experiment, else 0)"),
          [&s](const std::string& v) { s.startTime = parseDouble("--start-time", v); });
    addStopTime(sub);
    value(sub, "--interval", "DT",
          QT_TRANSLATE_NOOP("hs::cli", "output interval (default: (stop - start) / 500)"),
          [&s](const std::string& v) { s.interval = parsePositive("--interval", v); });
    value(sub, "--tolerance", "RTOL",
          QT_TRANSLATE_NOOP("hs::cli", "relative tolerance (default: 1e-6)"),
          [&s](const std::string& v) { s.relTol = parsePositive("--tolerance", v); });
    value(sub, "--abs-tolerance", "ATOL",
          QT_TRANSLATE_NOOP("hs::cli", "absolute tolerance (default: RTOL * 1e-2)"),
          [&s](const std::string& v) { s.absTol = parsePositive("--abs-tolerance", v); });
    value(sub, "--solver", "cvode-bdf|cvode-adams|euler|rk4",
          QT_TRANSLATE_NOOP("hs::cli", "the solver (default: cvode-bdf)"),
          [this](const std::string& v) {
              if (v == "cvode-bdf")
                  o.settings.solver = SolverMethod::CvodeBdf;
              else if (v == "cvode-adams")
                  o.settings.solver = SolverMethod::CvodeAdams;
              else if (v == "euler")
                  o.settings.solver = SolverMethod::Euler;
              else if (v == "rk4")
                  o.settings.solver = SolverMethod::Rk4;
              else
                  throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "unknown solver '%1'"), v)};
              o.solverGiven = true;
          });
    value(sub, "--step", "H",
          QT_TRANSLATE_NOOP("hs::cli", "fixed step of euler and rk4, maximum step of CVODE"),
          [this](const std::string& v) {
              o.settings.step = parsePositive("--step", v);
              o.stepGiven = true;
          });
    addParam(sub);
    value(sub, "--policy", "fifo|lifo|random",
          QT_TRANSLATE_NOOP("hs::cli", "order of simultaneous events (default: fifo)"),
          [this](const std::string& v) {
              if (v == "fifo")
                  o.settings.policy = SelectionPolicy::Fifo;
              else if (v == "lifo")
                  o.settings.policy = SelectionPolicy::Lifo;
              else if (v == "random")
                  o.settings.policy = SelectionPolicy::Random;
              else
                  throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "unknown policy '%1'"), v)};
              o.policyGiven = true;
          });
    value(sub, "--seed", "N",
          QT_TRANSLATE_NOOP("hs::cli", "seed of the random numbers (default: 1)"),
          [this](const std::string& v) {
              o.settings.seed = static_cast<std::uint64_t>(parseLong("--seed", v));
              o.seedGiven = true;
          });
    value(
        sub, "--output", "FILE.csv|FILE.mat",
        QT_TRANSLATE_NOOP(
            "hs::cli",
            "the results: CSV, or MATLAB v4 in the OpenModelica/Dymola layout (.mat); - is stdout"),
        [this](const std::string& v) { o.output = v; });
    value(sub, "--events", "FILE.csv", QT_TRANSLATE_NOOP("hs::cli", "the executed event steps"),
          [this](const std::string& v) { o.events = v; });
    value(sub, "--queue-trace", "FILE.csv",
          QT_TRANSLATE_NOOP("hs::cli", "the event queue after every event step"),
          [this](const std::string& v) { o.queueTrace = v; });
    value(sub, "--event-trace", "FILE.csv|FILE.jsonl",
          QT_TRANSLATE_NOOP("hs::cli",
                            "what each event step and each iteration of its event iteration did "
                            "(CSV, or JSON lines for .jsonl)"),
          [this](const std::string& v) { o.eventTrace = v; });
    value(sub, "--max-steps", "N",
          QT_TRANSLATE_NOOP("hs::cli", "solver steps allowed between two outputs or events"),
          [this](const std::string& v) { o.settings.maxSteps = parseLong("--max-steps", v); });
    value(sub, "--max-memory", "SIZE",
          QT_TRANSLATE_NOOP("hs::cli", "memory the results may take, e.g. 500M or 2G (default: half of the RAM)"),
          [this](const std::string& v) { o.settings.maxMemory = parseBytes("--max-memory", v); });
    value(sub, "--mode", "lockstep|whole|frames",
          QT_TRANSLATE_NOOP("hs::cli", "how the modules of a multi-module document run"),
          [this](const std::string& v) {
              if (v != "lockstep" && v != "whole" && v != "frames")
                  throw UsageError{localized(
                      QT_TRANSLATE_NOOP("hs::cli", "--mode must be lockstep, whole or frames"))};
              o.mode = v;
          });
    sub->add_option_function<std::vector<std::string>>(
           "--frame",
           [this](const std::vector<std::string>& values) {
               for (const std::string& v : values) o.frames.push_back(parsePositive("--frame", v));
           },
           localized(QT_TRANSLATE_NOOP("hs::cli", "frame length TK (compare: repeatable)")))
        ->type_name("TK")
        ->allow_extra_args(false)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    value(sub, "--timeline", "FILE.csv",
          QT_TRANSLATE_NOOP("hs::cli", "the rounds of a package of projects"),
          [this](const std::string& v) { o.timeline = v; });
    value(sub, "--record", "RUN.json", QT_TRANSLATE_NOOP("hs::cli", "save the run to replay it"),
          [this](const std::string& v) { o.record = v; });
    flag(sub, "--quiet", QT_TRANSLATE_NOOP("hs::cli", "print nothing but diagnostics"), o.quiet);
    flag(sub, "--protected",
         QT_TRANSLATE_NOOP("hs::cli", "also the protected variables in the results"),
         o.settings.protectedResults);
    value(sub, "--results-at", "instants|events",
          QT_TRANSLATE_NOOP("hs::cli",
                            "a result row per event instant (default) or after every event step"),
          [this](const std::string& v) {
              if (v != "instants" && v != "events")
                  throw UsageError{localized(
                      QT_TRANSLATE_NOOP("hs::cli", "--results-at must be instants or events"))};
              o.settings.resultsAtEveryEventStep = v == "events";
          });
    flag(sub, "--states",
         QT_TRANSLATE_NOOP("hs::cli", "a result column per statechart with its active state"),
         o.settings.recordActiveStates);
    value(sub, "--random-log", "FILE.csv",
          QT_TRANSLATE_NOOP("hs::cli", "every random number the run draws"),
          [this](const std::string& v) { o.randomLog = v; });
    value(sub, "--random-replay", "FILE.csv",
          QT_TRANSLATE_NOOP("hs::cli", "take the random numbers from such a log"),
          [this](const std::string& v) { o.randomReplay = v; });
    // breakpoints: the run stops at the first hit (repeatable, in any mix)
    auto breakOption = [&](const char* name, const char* type, BreakpointKind kind,
                           const char* help) {
        sub->add_option_function<std::vector<std::string>>(
               name,
               [this, kind](const std::vector<std::string>& values) {
                   for (const std::string& v : values) {
                       Breakpoint b;
                       b.kind = kind;
                       b.target = v;
                       o.breakpoints.push_back(std::move(b));
                   }
               },
               localized(help))
            ->type_name(type)
            ->allow_extra_args(false)
            ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    };
    breakOption(
        "--break", "EXPR", BreakpointKind::Condition,
        QT_TRANSLATE_NOOP("hs::cli",
                          "stop when the condition becomes true, at the instant located like a "
                          "state event (repeatable)"));
    breakOption(
        "--break-state", "PATH", BreakpointKind::StateEntered,
        QT_TRANSLATE_NOOP("hs::cli", "stop when this statechart state is entered (repeatable)"));
    breakOption(
        "--break-element", "NAME", BreakpointKind::Element,
        QT_TRANSLATE_NOOP("hs::cli",
                          "stop before this transition, event or when-clause (file:line) runs "
                          "(repeatable)"));
    breakOption(
        "--break-variable", "NAME", BreakpointKind::Variable,
        QT_TRANSLATE_NOOP("hs::cli", "stop when this variable changes at an event (repeatable)"));
}

// The first argument the command did not take: an unknown option or an extra argument.
[[noreturn]] void reportExtra(const std::string& arg, const std::string& command) {
    if (arg.size() > 1 && arg[0] == '-' && arg != "-") {
        const std::string option = arg.substr(0, arg.find('='));
        if (command == "simulate" || command == "compare")
            throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "unknown option '%1'"), option)};
        throw UsageError{
            trf(QT_TRANSLATE_NOOP("hs::cli", "unknown option '%1' for %2"), option, command)};
    }
    throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "unexpected argument '%1'"), arg)};
}

void checkSweep(const Options& o) {
    if (o.collect) return;
    if (o.index && !o.chunk)
        throw UsageError{localized(
            QT_TRANSLATE_NOOP("hs::cli", "--index needs --chunk K (the runs per chunk)"))};
    if (o.chunk && !o.index && !o.slurm)
        throw UsageError{
            localized(QT_TRANSLATE_NOOP("hs::cli", "--chunk needs --index I, or --slurm"))};
    if (o.slurm && o.index)
        throw UsageError{localized(
            QT_TRANSLATE_NOOP("hs::cli", "--slurm submits every chunk; it takes no --index"))};
    if (!o.slurm && (o.dryRun || !o.partition.empty() || !o.timeLimit.empty()))
        throw UsageError{localized(
            QT_TRANSLATE_NOOP("hs::cli", "--dry-run, --partition and --time go with --slurm"))};
}

}  // namespace

Options parseCommandLine(int argc, char** argv) {
    Options o;
    if (argc < 2) throw UsageError{localized(QT_TRANSLATE_NOOP("hs::cli", "missing command"))};
    const std::string first = argv[1];
    if (first == "-h" || first == "--help" || first == "help") {
        o.command = "help";
        if (argc > 2 && isCommand(argv[2])) o.helpFor = argv[2];
        return o;
    }
    if (!isCommand(first))
        throw UsageError{trf(QT_TRANSLATE_NOOP("hs::cli", "unknown command '%1'"), first)};
    o.command = first;
    CommandLine line(o);
    try {
        line.app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        o.helpFor = line.collect->parsed() ? "collect" : first;
        o.command = "help";
        return o;
    } catch (const CLI::RequiredError&) {
        // a missing argument: reported below, as the contract words it
    } catch (const CLI::ArgumentMismatch& e) {
        // "--stop-time: 1 required T missing": the option without its value
        const std::string what = e.what();
        throw UsageError{
            trf(QT_TRANSLATE_NOOP("hs::cli", "%1 needs a value"), what.substr(0, what.find(':')))};
    } catch (const CLI::ParseError& e) {
        throw UsageError{e.what()};
    }
    o.collect = line.collect->parsed();
    const CLI::App* command = o.collect ? line.collect : line.command(first);
    if (!command->remaining().empty())
        reportExtra(command->remaining().front(), o.collect ? "sweep collect" : first);
    if (!line.app.remaining().empty()) reportExtra(line.app.remaining().front(), first);

    if (o.model.empty()) {
        if (o.collect) throw UsageError{localized(QT_TRANSLATE_NOOP("hs::cli", "missing DIR"))};
        if (first == "sweep")
            throw UsageError{localized(QT_TRANSLATE_NOOP("hs::cli", "missing EXPERIMENT"))};
        throw UsageError{localized(QT_TRANSLATE_NOOP("hs::cli", "missing MODEL"))};
    }
    if (o.settings.startTime && o.settings.stopTime && *o.settings.stopTime < *o.settings.startTime)
        throw UsageError{
            trf(QT_TRANSLATE_NOOP("hs::cli", "--stop-time %1 is before --start-time %2"),
                *o.settings.stopTime, *o.settings.startTime)};
    if (first == "explain" && (o.line > 0) == !o.element.empty())
        throw UsageError{localized(QT_TRANSLATE_NOOP(
            "hs::cli", "explain needs --line N or --element PATH (one of them)"))};
    if (first == "diff" && o.recordIn.empty())
        throw UsageError{localized(QT_TRANSLATE_NOOP("hs::cli", "diff needs two run records"))};
    if (first == "replay" && o.recordIn.empty())
        throw UsageError{
            localized(QT_TRANSLATE_NOOP("hs::cli", "missing the run record to replay"))};
    if (first == "sweep") checkSweep(o);
    return o;
}

std::string usageText() {
    return localized(kUsageText);
}

std::string commandHelp(const std::string& command) {
    Options unused;
    CommandLine line(unused);
    CLI::App* app = line.command(command);
    return app->help(command == "collect" ? "hybridstudio-cli sweep" : "hybridstudio-cli");
}

}  // namespace hs::cli

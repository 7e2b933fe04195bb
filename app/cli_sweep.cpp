// sweep: runs an experiment here (every run, or one chunk of runs), submits it to Slurm,
// or collects its chunks. The model is compiled once; the runs go to the experiment runner's
// worker threads; the files are the core's (hs/experiment/experiment_output.h).

#include "cli_commands.h"
#include "cli_common.h"
#include "cli_slurm.h"

#include "hs/experiment/experiment.h"
#include "hs/experiment/experiment_file.h"
#include "hs/experiment/experiment_output.h"
#include "hs/experiment/experiment_runner.h"
#include "hs/session/model_loader.h"
#include "hs/version.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <optional>

namespace hs::cli {
namespace {

namespace fs = std::filesystem;
using namespace hs::experiment;

std::string absolute(const std::string& path) {
    std::error_code ec;
    const fs::path p = fs::absolute(path, ec);
    return (ec ? fs::path(path) : p).lexically_normal().string();
}

// NAME-results in the current directory, with the name made a safe file name.
std::string defaultOutput(const std::string& name) {
    std::string stem = name.empty() ? "experiment" : name;
    for (char& c : stem)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.'))
            c = '_';
    return stem + "-results";
}

std::string seconds(double s) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", s);
    return buf;
}

// "8-15" or "8"
std::string runRange(std::uint64_t first, std::uint64_t count) {
    return count <= 1 ? std::to_string(first)
                      : std::to_string(first) + "-" + std::to_string(first + count - 1);
}

// Why runs failed: a line per diagnostic code, with the first run that failed so.
void printFailures(const std::vector<RunResult>& results, std::ostream& out) {
    struct Count {
        std::size_t runs = 0;
        std::uint64_t first = 0;
        std::string message;
    };
    std::map<std::string, Count> byCode;
    std::size_t failed = 0;
    for (const RunResult& r : results) {
        if (!r.failed) continue;
        ++failed;
        auto [it, inserted] = byCode.try_emplace(r.code);
        if (inserted) {
            it->second.first = r.index;
            it->second.message = r.message;
        }
        ++it->second.runs;
    }
    if (failed == 0) return;
    out << trf(QT_TRANSLATE_NOOP("hs::cli", "%1 of %2 runs failed:"), failed, results.size())
        << '\n';
    for (const auto& [code, c] : byCode)
        out << "  "
            << trf(QT_TRANSLATE_NOOP("hs::cli", "%1: %2 runs; the first, run %3: %4"), code, c.runs,
                   c.first, c.message)
            << '\n';
}

struct Prepared {
    std::optional<Experiment> experiment;
    std::string modelPath, modelHash;
    int exitCode = kExitOk;
};

// The experiment and its model, compiled once; diagnostics printed.
Prepared prepare(const Options& o) {
    Prepared p;
    ExperimentSource source = readExperimentSource(o.model, o.experimentName);
    if (!source.ok) {
        printDiagnostics(source.diagnostics, o.json);
        p.exitCode = source.unreadable ? kExitUsage : kExitModelError;
        return p;
    }
    LoadResult loaded = loadModelFile(source.modelPath);
    printDiagnostics(loaded.diagnostics, o.json);
    if (loaded.unreadable || !loaded.model) {
        p.exitCode = loaded.unreadable ? kExitUsage : kExitModelError;
        return p;
    }
    ExperimentSpec spec = source.spec;
    p.modelPath = absolute(source.modelPath);
    spec.model = p.modelPath;
    DiagnosticList diags;
    diags.setFile(o.model);
    p.experiment = Experiment::prepare(std::move(spec), loaded.model, loaded.settings, diags,
                                       source.jsonPath, source.errorCode);
    printDiagnostics(diags, o.json);
    if (!p.experiment) {
        p.exitCode = kExitModelError;
        return p;
    }
    p.modelHash = fileHash(source.modelPath);
    return p;
}

int runChunk(const Options& o, const Experiment& experiment, const std::string& dir,
             const std::string& modelHash) {
    const std::uint64_t total = experiment.runCount();
    const std::uint64_t k = *o.chunk, index = *o.index;
    const std::uint64_t chunks = (total + k - 1) / k;
    if (index >= chunks)
        throw UsageError{trf(
            QT_TRANSLATE_NOOP(
                "hs::cli", "--index %1 is past the last chunk: %2 runs make chunks 0 to %3 of %4"),
            index, total, chunks == 0 ? 0 : chunks - 1, k)};
    ChunkInfo info;
    info.index = index;
    info.chunkSize = k;
    info.first = index * k;
    info.runs = std::min(k, total - info.first);
    info.experimentHash = textHash(serializeExperiment(experiment.spec()));
    info.modelHash = modelHash;
    info.version = productVersion();
    if (chunkComplete(dir, info)) {
        if (!o.quiet)
            std::cout << trf(QT_TRANSLATE_NOOP(
                                 "hs::cli",
                                 "chunk %1 (runs %2) is complete already: nothing to do"),
                             index, runRange(info.first, info.runs))
                      << '\n';
        return kExitOk;
    }
    std::string error;
    if (!writeExperimentCopy(dir, experiment.spec(), error)) {
        printError(error);
        return kExitUsage;
    }
    const auto begin = std::chrono::steady_clock::now();
    ExperimentRunner runner(experiment);
    const std::vector<RunResult> results = runner.run(info.first, info.runs, o.jobs);
    const double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    const ExperimentData data = makeExperimentData(experiment, results, modelHash);
    info.failed = data.table.failedCount();
    if (!writeRunFiles(dir, experiment, results, error) || !writeChunk(dir, data, info, error)) {
        printError(error);
        return kExitUsage;
    }
    if (!o.quiet) {
        std::cout << trf(QT_TRANSLATE_NOOP("hs::cli", "chunk %1: runs %2 on %3 threads in %4 s"),
                         index, runRange(info.first, info.runs),
                         ExperimentRunner::threadCount(o.jobs), seconds(elapsed))
                  << '\n';
        printFailures(results, std::cout);
    }
    return kExitOk;
}

int runWhole(const Options& o, const Experiment& experiment, const std::string& dir,
             const std::string& modelHash) {
    const unsigned threads = ExperimentRunner::threadCount(o.jobs);
    const auto begin = std::chrono::steady_clock::now();
    ExperimentRunner runner(experiment);
    const std::vector<RunResult> results = runner.runAll(o.jobs);
    const double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    std::string error;
    if (!writeRunFiles(dir, experiment, results, error) ||
        !writeExperimentFiles(dir, makeExperimentData(experiment, results, modelHash), error)) {
        printError(error);
        return kExitUsage;
    }
    if (!o.quiet) {
        const double rate = elapsed > 0 ? static_cast<double>(results.size()) / elapsed : 0.0;
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.1f", rate);
        std::cout << trf(QT_TRANSLATE_NOOP(
                             "hs::cli",
                             "experiment %1 (%2): %3 runs on %4 threads in %5 s (%6 runs/s)"),
                         experiment.spec().name, kindName(experiment.spec().kind), results.size(),
                         threads, seconds(elapsed), buf)
                  << '\n';
        printFailures(results, std::cout);
        std::cout << trf(QT_TRANSLATE_NOOP("hs::cli", "results in %1"), dir) << '\n';
    }
    return kExitOk;
}

int collect(const Options& o) {
    ExperimentData data;
    DiagnosticList diags;
    diags.setFile(o.model);
    if (!collectChunks(o.model, data, diags)) {
        printDiagnostics(diags, o.json);
        return kExitSimulationFailure;
    }
    std::string error;
    if (!writeExperimentFiles(o.model, data, error)) {
        printError(error);
        return kExitUsage;
    }
    if (!o.quiet)
        std::cout << trf(QT_TRANSLATE_NOOP("hs::cli", "collected %1 runs into %2 (%3 failed)"),
                         data.table.rows().size(), o.model, data.table.failedCount())
                  << '\n';
    return kExitOk;
}

}  // namespace

int runSweepCommand(const Options& o) {
    if (o.collect) return collect(o);
    Prepared p = prepare(o);
    if (!p.experiment) return p.exitCode;
    const Experiment& experiment = *p.experiment;
    const std::string dir =
        absolute(o.output.empty() ? defaultOutput(experiment.spec().name) : o.output);
    if (o.slurm) return submitToSlurm(o, experiment, dir);
    if (o.index) return runChunk(o, experiment, dir, p.modelHash);
    return runWhole(o, experiment, dir, p.modelHash);
}

}  // namespace hs::cli

#include "cli_slurm.h"

#include "cli_common.h"

#include "hs/experiment/experiment_output.h"

#include <sys/wait.h>
#include <unistd.h>
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>

namespace hs::cli {
namespace {

namespace fs = std::filesystem;

// A word for the shell, in single quotes.
std::string shellQuote(const std::string& s) {
    std::string out = "'";
    for (char c : s) {
        if (c == '\'')
            out += "'\\''";
        else
            out += c;
    }
    return out + "'";
}

// A job name Slurm shows without trouble.
std::string jobName(const std::string& name) {
    std::string out = "hs-";
    for (char c : name)
        out += (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_') ? c : '_';
    return out;
}

std::string directives(const SlurmJob& job) {
    std::string out;
    if (!job.partition.empty()) out += "#SBATCH --partition=" + job.partition + "\n";
    if (!job.timeLimit.empty()) out += "#SBATCH --time=" + job.timeLimit + "\n";
    return out;
}

std::string programPath() {
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    return ec ? std::string("hybridstudio-cli") : self.string();
}

// The directory of PATH that holds an executable `name`, if any.
bool onPath(const std::string& name) {
    const char* path = std::getenv("PATH");
    if (!path) return false;
    std::string list = path;
    std::size_t start = 0;
    while (start <= list.size()) {
        const std::size_t end = std::min(list.find(':', start), list.size());
        const std::string dir = list.substr(start, end - start);
        if (!dir.empty() && ::access((dir + "/" + name).c_str(), X_OK) == 0) return true;
        start = end + 1;
    }
    return false;
}

// Runs a command through the shell; its output (stdout and stderr) and exit status.
int runShell(const std::string& command, std::string& output) {
    output.clear();
    FILE* pipe = ::popen((command + " 2>&1").c_str(), "r");
    if (!pipe) return -1;
    char buf[512];
    while (std::fgets(buf, sizeof buf, pipe)) output += buf;
    const int status = ::pclose(pipe);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// The job id sbatch --parsable printed ("1234" or "1234;cluster").
std::string jobId(const std::string& output) {
    std::string id;
    for (char c : output) {
        if (c >= '0' && c <= '9')
            id += c;
        else if (!id.empty())
            break;
    }
    return id;
}

}  // namespace

std::string sweepScript(const SlurmJob& job) {
    std::string s = "#!/bin/bash\n";
    s += "# HybridStudio experiment " + job.name + ": " + std::to_string(job.runs) + " runs in " +
         std::to_string(job.tasks) + " chunks of up to " + std::to_string(job.chunk) +
         " runs, one array task each.\n";
    s += "# Written by hybridstudio-cli sweep --slurm; the collect job merges the chunks.\n";
    s += "#SBATCH --job-name=" + jobName(job.name) + "\n";
    s += "#SBATCH --array=0-" + std::to_string(job.tasks == 0 ? 0 : job.tasks - 1) + "\n";
    s += "#SBATCH --output=" + job.dir + "/slurm/task-%a.out\n";
    s += "#SBATCH --chdir=" + job.dir + "\n";
    if (job.cpus > 0) s += "#SBATCH --cpus-per-task=" + std::to_string(job.cpus) + "\n";
    s += directives(job);
    s += "exec " + shellQuote(job.cli) + " sweep " + shellQuote(job.experimentFile) + " --output " +
         shellQuote(job.dir) + " --chunk " + std::to_string(job.chunk) +
         " --index \"$SLURM_ARRAY_TASK_ID\" --jobs \"${SLURM_CPUS_PER_TASK:-1}\"\n";
    return s;
}

std::string collectScript(const SlurmJob& job) {
    std::string s = "#!/bin/bash\n";
    s += "# HybridStudio experiment " + job.name +
         ": merges the chunks of the job array into the results,\n";
    s += "# or names the chunks that are missing (then this job fails).\n";
    s += "#SBATCH --job-name=" + jobName(job.name) + "-collect\n";
    s += "#SBATCH --output=" + job.dir + "/slurm/collect.out\n";
    s += "#SBATCH --chdir=" + job.dir + "\n";
    s += directives(job);
    s += "exec " + shellQuote(job.cli) + " sweep collect " + shellQuote(job.dir) + "\n";
    return s;
}

int submitToSlurm(const Options& o, const experiment::Experiment& experiment,
                  const std::string& dir) {
    SlurmJob job;
    job.name = experiment.spec().name;
    job.cli = programPath();
    job.dir = dir;
    job.experimentFile = (fs::path(dir) / "experiment.json").string();
    job.runs = experiment.runCount();
    // at most about a hundred array tasks unless --chunk says otherwise
    job.chunk = o.chunk ? *o.chunk : std::max<std::uint64_t>(1, (job.runs + 99) / 100);
    job.tasks = (job.runs + job.chunk - 1) / job.chunk;
    job.cpus = o.jobsGiven ? o.jobs : 0;
    job.partition = o.partition;
    job.timeLimit = o.timeLimit;

    std::string error;
    const fs::path slurm = fs::path(dir) / "slurm";
    const std::string sweepFile = (slurm / "sweep.sbatch").string();
    const std::string collectFile = (slurm / "collect.sbatch").string();
    std::error_code ec;
    fs::create_directories(slurm, ec);
    if (!experiment::writeExperimentCopy(dir, experiment.spec(), error) ||
        !writeOutput(sweepFile, sweepScript(job), error) ||
        !writeOutput(collectFile, collectScript(job), error)) {
        printError(error);
        return kExitUsage;
    }
    const std::string submit = "jobid=$(sbatch --parsable " + shellQuote(sweepFile) +
                               ") && sbatch --dependency=afterany:${jobid%%;*} " +
                               shellQuote(collectFile);
    if (o.dryRun) {
        if (!o.quiet)
            std::cout << trf(QT_TRANSLATE_NOOP(
                                 "hs::cli",
                                 "wrote %1 (%2 tasks of up to %3 runs) and %4; submit them with:"),
                             sweepFile, job.tasks, job.chunk, collectFile)
                      << "\n  " << submit << '\n';
        return kExitOk;
    }
    if (!onPath("sbatch")) {
        printError(trf(
            QT_TRANSLATE_NOOP(
                "hs::cli",
                "sbatch is not on PATH: Slurm is not installed here. The job scripts are in %1; "
                "--dry-run only writes them"),
            slurm.string()));
        return kExitSimulationFailure;
    }
    std::string output;
    if (runShell("sbatch --parsable " + shellQuote(sweepFile), output) != 0 ||
        jobId(output).empty()) {
        printError(trf(QT_TRANSLATE_NOOP("hs::cli", "sbatch refused the job array: %1"), output));
        return kExitSimulationFailure;
    }
    const std::string arrayId = jobId(output);
    if (runShell(
            "sbatch --parsable --dependency=afterany:" + arrayId + " " + shellQuote(collectFile),
            output) != 0 ||
        jobId(output).empty()) {
        printError(trf(QT_TRANSLATE_NOOP("hs::cli", "sbatch refused the collect job: %1"), output));
        return kExitSimulationFailure;
    }
    const std::string collectId = jobId(output);
    const std::string jobs = "{\n  \"array\": " + arrayId +
                             ",\n  \"tasks\": " + std::to_string(job.tasks) +
                             ",\n  \"collect\": " + collectId + "\n}\n";
    if (!writeOutput((slurm / "jobs.json").string(), jobs, error)) {
        printError(error);
        return kExitUsage;
    }
    if (!o.quiet)
        std::cout << trf(QT_TRANSLATE_NOOP("hs::cli",
                                           "submitted the job array %1 (%2 tasks of up to %3 runs) "
                                           "and the collect job %4; "
                                           "the results will be in %5"),
                         arrayId, job.tasks, job.chunk, collectId, dir)
                  << '\n';
    return kExitOk;
}

}  // namespace hs::cli

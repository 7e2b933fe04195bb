#pragma once
// sweep --slurm: an experiment as a Slurm job array, one array task per chunk of runs, each
// task running `hybridstudio-cli sweep DIR/experiment.json --index $SLURM_ARRAY_TASK_ID
// --chunk K`, and a collect job that runs once the array has ended (afterany), merging the
// chunks or naming the ones that are missing. The scripts are written to DIR/slurm and
// submitted with sbatch, unless --dry-run. The binary, the model and DIR must be on a file
// system every node sees.

#include "cli_options.h"

#include "hs/experiment/experiment.h"

#include <cstdint>
#include <string>

namespace hs::cli {

struct SlurmJob {
    std::string name;            // the experiment's, as the job's name
    std::string cli;             // absolute path of hybridstudio-cli
    std::string experimentFile;  // DIR/experiment.json
    std::string dir;             // the results directory (absolute)
    std::uint64_t runs = 0, chunk = 1, tasks = 0;
    unsigned cpus = 0;  // --cpus-per-task (0: Slurm's default, one)
    std::string partition, timeLimit;
};

std::string sweepScript(const SlurmJob& job);
std::string collectScript(const SlurmJob& job);

int submitToSlurm(const Options& o, const experiment::Experiment& experiment,
                  const std::string& dir);

}  // namespace hs::cli

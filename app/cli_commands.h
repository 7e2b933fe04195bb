#pragma once
// The commands of hybridstudio-cli; each returns the process's exit code (cli_common.h).

#include "cli_options.h"

namespace hs::cli {

// simulate, check, replay, compare
int runModelCommand(const Options& o);
// explain MODEL (why a when-clause or transition fired), explore MODEL (orders of simultaneous
// events) and diff A.json B.json (two run records)
int runDebugCommand(const Options& o);
// sweep EXPERIMENT (whole, one chunk, or submitted to Slurm) and sweep collect DIR
int runSweepCommand(const Options& o);

}  // namespace hs::cli

#pragma once
// The files of an experiment in its output directory (docs/experiment-format.md, "Output"):
//   runs.csv             one row per run: run, seed, parameters, outcomes, status, ...
//   summary.csv          per outcome: runs, missing, mean, sd, min, percentiles, max, CI
//   failures.csv         per diagnostic code of failed runs: how many, the first, its message
//   sensitivity.csv      (sensitivity experiments) the effect of each parameter on each output
//   trajectories/V.csv   per trajectory variable: time x run (and V.mat when asked)
//   runs/run-I.csv|.mat  the result file of each run asked for
//   experiment.json      the experiment as run (its model path absolute)
//   manifest.json        product version, model and experiment hashes, counts, files
// A chunk of runs (`sweep --index I --chunk K`) writes chunks/chunk-I.csv and
// chunks/chunk-I.V.csv, then chunks/chunk-I.json last: its presence says the chunk is
// complete. collectChunks() checks that every run is there exactly once and writes the same
// files a single machine writes, byte for byte. Files are written whole and renamed into
// place. Functions are thread-safe for different directories.

#include "hs/experiment/experiment.h"
#include "hs/experiment/run_table.h"
#include "hs/lang/diagnostic.h"

#include <cstdint>
#include <string>
#include <vector>

namespace hs::experiment {

// What an experiment produced, as its files hold it.
struct ExperimentData {
    ExperimentSpec spec;         // as run: the model path absolute
    std::string modelHash;       // "sha256:<hex>" of the model file
    std::string experimentHash;  // "sha256:<hex>" of experiment.json
    RunTable table;              // every run, in run order
    std::vector<double> grid;    // the trajectories' time grid
    // per trajectory variable, per row of the table, one value per grid time
    std::vector<std::vector<std::vector<double>>> trajectories;
};

// "sha256:<hex>" of a file's bytes, or of a text.
std::string fileHash(const std::string& path);
std::string textHash(const std::string& text);

// The data of runs made here (results in run order).
ExperimentData makeExperimentData(const Experiment& experiment,
                                  const std::vector<RunResult>& results, std::string modelHash);

// The whole set of files (all but the chunks and the runs' own result files).
bool writeExperimentFiles(const std::string& dir, const ExperimentData& data, std::string& error);
// runs/run-I.csv or .mat of the runs that kept their results.
bool writeRunFiles(const std::string& dir, const Experiment& experiment,
                   const std::vector<RunResult>& results, std::string& error);

// experiment.json: the experiment as run (written by every chunk; same bytes each time).
bool writeExperimentCopy(const std::string& dir, const ExperimentSpec& specAsRun,
                         std::string& error);

struct ChunkInfo {
    std::uint64_t index = 0, chunkSize = 0, first = 0, runs = 0, failed = 0;
    std::string experimentHash, modelHash, version;
};

// Chunk `index` of runs chunkSize each: its table, trajectories and, last, its manifest.
bool writeChunk(const std::string& dir, const ExperimentData& chunk, const ChunkInfo& info,
                std::string& error);
// Whether chunk `index` is complete for this experiment (its manifest is there and matches).
bool chunkComplete(const std::string& dir, const ChunkInfo& expected);

// Reads experiment.json and every complete chunk of dir and checks that each run of the
// experiment is there exactly once; problems are errors of code "incomplete-experiment"
// (missing runs with the chunks to rerun, duplicate runs, chunks of another experiment).
bool collectChunks(const std::string& dir, ExperimentData& out, DiagnosticList& diags);

// Directory and file names of the layout.
std::string chunkStem(std::uint64_t index);                     // "chunk-0007"
std::string runFileName(std::uint64_t run, FileFormat format);  // "run-42.csv"

}  // namespace hs::experiment

#pragma once
// The command line of hybridstudio-cli as read by cli_parser.cpp: one command and its
// options, each checked and converted (numbers, choices) when read.

#include "hs/sim/engine.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hs::cli {

struct Options {
    std::string command;  // simulate, check, replay, compare, explain, explore, diff, sweep; help
    std::string helpFor;  // help COMMAND: the command whose options to describe
    // simulate, check, replay: MODEL; compare: DOC.hsm; sweep: EXPERIMENT; sweep collect: DIR
    std::string model;
    std::string className;  // --class NAME: the model of a .mo file (default: its last)

    // simulate (and the defaults of compare)
    SimulationSettings settings;  // only the fields below marked as given apply
    bool solverGiven = false, policyGiven = false, seedGiven = false, stepGiven = false;
    std::vector<std::pair<std::string, double>> params;
    std::vector<Breakpoint>
        breakpoints;  // --break, --break-state, --break-element, --break-variable
    std::string output, events, queueTrace, record, eventTrace;
    std::string randomLog, randomReplay;
    std::string recordIn;  // replay: the run record to replay; diff: the second record
    std::string mode, timeline;
    std::vector<double> frames;
    bool json = false;
    bool quiet = false;
    bool structure = false;  // check --structure

    // explain: a when-clause by its line, or a transition by its path
    int line = 0;
    std::string element;
    // explore
    std::vector<std::string> outputs;
    std::size_t maxOrders = 24, randomOrders = 8, maxInstants = 1000;
    bool compareEvents = false;  // explore: the event traces count too

    // sweep
    bool collect = false;        // sweep collect DIR
    std::string experimentName;  // --experiment NAME: one of a document's experiments
    unsigned jobs = 0;           // 0: every core
    bool jobsGiven = false;
    std::optional<std::uint64_t> index, chunk;
    bool slurm = false, dryRun = false;
    std::string partition, timeLimit;
};

// Reads the command line; throws UsageError with the contract's message. The language
// must be chosen before (option descriptions are translated).
Options parseCommandLine(int argc, char** argv);

// The usage text of every command, and the help of one (its options described).
std::string usageText();
std::string commandHelp(const std::string& command);

}  // namespace hs::cli

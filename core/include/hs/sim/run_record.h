#pragma once
// A run's record: the settings it ran with, the parameter overrides, the manual
// selections made during the run, its event trace and a fingerprint of its results.
// Saved as JSON so that a run can be replayed later and checked for being identical
// (same events at bitwise-equal times, same results). Plain data; thread-safe as values.

#include "hs/compile/compiled_model.h"
#include "hs/lang/diagnostic.h"
#include "hs/sim/engine.h"

#include <cstdint>
#include <string>
#include <vector>

namespace hs {

struct RunRecord {
    std::string model;  // the model file the run used (informative)
    SimulationSettings settings;
    std::vector<std::pair<std::string, double>> parameters;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> selections;  // (event step, item id)
    std::vector<EventRecord> events;
    // The result variables, and per event their values at its instant (the last result row
    // at its time, or before it): what a diff of two runs compares besides the events.
    std::vector<std::string> columns;
    std::vector<std::vector<double>> eventValues;
    std::uint64_t resultsHash = 0;
    std::size_t resultRows = 0;
};

// FNV-1a over the results CSV text.
std::uint64_t resultsFingerprint(const ResultStore& results);

RunRecord makeRunRecord(const Engine& engine, const std::string& model,
                        const std::vector<std::pair<std::string, double>>& parameters);
// The events of a run and, from its results, their values, the columns and the fingerprint
// (a record of a run the IDE shows); the other fields of `record` are left as they are.
// `events` is taken over (the IDE passes a copy of its list, made for the record).
void recordEvents(RunRecord& record, std::vector<EventRecord> events, const ResultStore& results);
std::string runRecordToJson(const RunRecord& record);
bool parseRunRecord(const std::string& json, RunRecord& out, DiagnosticList& diags);

struct ReplayOutcome {
    bool identical = false;
    Message difference;  // the first difference found, empty when identical
    RunStatus status = RunStatus::Finished;
};

// Runs the model again with the record's settings, parameters and manual selections
// and compares the outcome with the record. `results`, when given, receives the replayed
// run's results (its trajectories).
ReplayOutcome replayRun(std::shared_ptr<const CompiledModel> model, const RunRecord& record,
                        DiagnosticList& diags, ResultStore* results = nullptr);

}  // namespace hs

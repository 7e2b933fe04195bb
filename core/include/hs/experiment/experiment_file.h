#pragma once
// Experiment files: the JSON text of an experiment (docs/experiment-format.md,
// resources/experiment.schema.json), and finding an experiment either in such a file or in
// the "experiments" section of a model document. Problems are diagnostics with the JSON
// path: code "invalid-experiment" in an experiment file, "invalid-document" in a document.
// Thread-safe: no shared state.

#include "hs/lang/diagnostic.h"
#include "hs/model/experiment_spec.h"

#include <string>
#include <string_view>

namespace hs::experiment {

// Validates and reads the text of an experiment file.
bool parseExperiment(std::string_view text, ExperimentSpec& out, DiagnosticList& diags);

// Writes an experiment file: 2-space indented JSON, keys in a fixed order, trailing newline;
// reading it back gives the same experiment and writing that the same bytes.
std::string serializeExperiment(const ExperimentSpec& spec);

// An experiment found on disk, with the model it runs.
struct ExperimentSource {
    bool ok = false;
    bool unreadable = false;  // the file could not be read at all
    ExperimentSpec spec;
    // The model file: an experiment file's "model" resolved against the file's folder, or
    // the document itself.
    std::string modelPath;
    // Where the experiment sits in its file, for errors found when it is prepared: "" and
    // "invalid-experiment" in an experiment file, "experiments[i]" and "invalid-document"
    // in a document.
    std::string jsonPath;
    Code errorCode = Code::InvalidExperiment;
    DiagnosticList diagnostics;
};

// `path` is an experiment file, or a document (.hsm) whose experiments section holds the
// experiment called `name` (empty: its only experiment, or the first one). Experiments run
// the model of a single-module document.
ExperimentSource readExperimentSource(const std::string& path, const std::string& name = {});

}  // namespace hs::experiment

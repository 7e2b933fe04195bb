#pragma once
// The JSON form of an experiment, shared by the experiment file and the "experiments"
// section of a document. Reading reports every problem at its JSON path; writing uses a
// fixed key order and leaves out what is unset, so that load + save of a written
// experiment gives the same bytes. Internal to the core library.

#include "hs/model/experiment_spec.h"

#include "json_reader.h"

namespace hs::experiment {

// Where an experiment's JSON lives: its own file (with "format" and "model") or a
// document's section (neither; the document is the model, and the name is required).
enum class ExperimentHome { File, Document };

void readExperimentSpec(json::JsonReader& reader, const json::Json& j, const std::string& path,
                        ExperimentSpec& out, ExperimentHome home);
json::Json writeExperimentSpec(const ExperimentSpec& spec, ExperimentHome home);

}  // namespace hs::experiment

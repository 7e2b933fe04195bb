#pragma once
// Loading a model from disk into its compiled form: a plain `.mo` file holds one flat
// Modelica model; a `.hsm` document holds modules with equations, statecharts and
// events plus the experiment settings. Errors (unreadable file, invalid document,
// syntax, semantics) are diagnostics. Thread-safe: no shared state.

#include "hs/compile/compiled_model.h"
#include "hs/model/document.h"
#include "hs/sim/engine.h"

#include <memory>
#include <optional>
#include <string>

namespace hs {

struct LoadResult {
    std::shared_ptr<const CompiledModel> model;  // null on error
    DiagnosticList diagnostics;
    bool unreadable = false;                // the file could not be read at all
    std::optional<doc::Document> document;  // for .hsm files
    SimulationSettings settings;            // the document's experiment (defaults for .mo)
};

// `className`: the model of a .mo source to load (empty: its last model).
LoadResult loadModelFile(const std::string& path, const std::string& className = {});
LoadResult loadModelText(const std::string& text, const std::string& fileName,
                         const std::string& className = {});
// Compiles the first module of a parsed document and takes over its experiment.
LoadResult loadDocument(const doc::Document& document, const std::string& fileName);

bool readTextFile(const std::string& path, std::string& out);
bool isDocumentPath(const std::string& path);

// Experiment settings of a document as engine settings.
SimulationSettings settingsFromDocument(const doc::Document& document);

}  // namespace hs

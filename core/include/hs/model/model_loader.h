#pragma once
// Loading a model document from disk into its compiled form. Plain `.mo` files hold one
// flat Modelica model. Errors (unreadable file, syntax, semantics) are diagnostics.
// Thread-safe: no shared state.

#include "hs/compile/compiled_model.h"

#include <memory>
#include <string>

namespace hs {

struct LoadResult {
    std::shared_ptr<const CompiledModel> model;  // null on error
    DiagnosticList diagnostics;
    bool unreadable = false;  // the file could not be read at all
};

LoadResult loadModelFile(const std::string& path);
LoadResult loadModelText(const std::string& text, const std::string& fileName);

bool readTextFile(const std::string& path, std::string& out);

}  // namespace hs

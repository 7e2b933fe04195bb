#include "sim/model_check.h"


namespace hs::ui {

namespace {

CheckResult collect(LoadResult loaded) {
    CheckResult result;
    result.ok = loaded.model != nullptr;
    result.diagnostics = std::move(loaded.diagnostics.items());
    if (loaded.model)
        for (const VariableInfo& v : loaded.model->variables) {
            if (v.name.empty() || v.name.front() == '$' || v.name.starts_with("der(")) continue;
            result.variables.push_back(v.name);
        }
    return result;
}

}  // namespace

CheckResult runCheck(const ModelCheck& check) {
    switch (check.kind) {
    case ModelCheck::Kind::Text: return collect(loadModelText(check.text, check.file));
    case ModelCheck::Kind::Document: return collect(loadDocument(check.document, check.file));
    case ModelCheck::Kind::Run: {
        DiagnosticList diags;
        diags.setFile(check.run.file);
        CheckResult result;
        result.ok = session::makeSession(check.run, diags) != nullptr;
        result.diagnostics = diags.items();
        return result;
    }
    }
    return {};
}

LoadResult loadRequestModel(const session::SessionRequest& request) {
    if (request.document.modules.size() > 1) {
        LoadResult refused;
        refused.diagnostics.error(
            Code::InvalidExperiment, {},
            msg("experiments run the model of a single-module document; this one has modules"));
        return refused;
    }
    if (request.document.modules.empty()) {
        LoadResult refused;
        refused.diagnostics.error(Code::InvalidExperiment, {},
                                  msg("the document has no model to run"));
        return refused;
    }
    LoadResult loaded = request.modelText ? loadModelText(request.document.modules[0].equations, request.file)
                                          : loadDocument(request.document, request.file);
    return loaded;
}

}  // namespace hs::ui

#include "hs/experiment/experiment_file.h"

#include "model/experiment_json.h"

#include "hs/model/document.h"
#include "hs/session/model_loader.h"

#include <exception>
#include <filesystem>
#include <vector>

namespace hs::experiment {

bool parseExperiment(std::string_view text, ExperimentSpec& out, DiagnosticList& diags) {
    const Code code = Code::InvalidExperiment;
    try {
        json::PathTracker tracker;
        json::Json root;
        if (!json::parseJson(text, root, tracker, diags, code)) return false;
        json::JsonReader reader(diags, code);
        reader.reportDuplicates(tracker);
        if (!reader.expectObject(root, "")) return false;
        // The version comes first: a file of another version is not checked any further.
        if (const json::Json* f =
                reader.get(root, "", "format", json::JsonReader::Need::Required)) {
            const auto version = json::integerText(*f);
            if (!version) {
                reader.typeError("format", msg("an integer"), *f);
            } else if (*version != std::to_string(kExperimentFormatVersion)) {
                reader.error("format",
                             msg("unsupported format version %1 (this HybridStudio reads %2)",
                                 *version, kExperimentFormatVersion));
                return false;
            }
        }
        ExperimentSpec spec;
        readExperimentSpec(reader, root, "", spec, ExperimentHome::File);
        if (reader.failed()) return false;
        out = std::move(spec);
        return true;
    } catch (const std::exception& e) {
        diags.error(code, SourceLoc{},
                    msg("cannot read the experiment: %1", json::sanitizeUtf8(e.what())));
    }
    return false;
}

std::string serializeExperiment(const ExperimentSpec& spec) {
    return writeExperimentSpec(spec, ExperimentHome::File)
               .dump(2, ' ', false, json::Json::error_handler_t::replace) +
           "\n";
}

ExperimentSource readExperimentSource(const std::string& path, const std::string& name) {
    ExperimentSource source;
    source.diagnostics.setFile(path);
    std::string text;
    if (!readTextFile(path, text)) {
        source.unreadable = true;
        source.diagnostics.error(Code::UnreadableFile, {}, msg("cannot read the file '%1'", path));
        return source;
    }
    if (isDocumentPath(path)) {
        doc::Document document;
        if (!doc::parseDocument(text, document, source.diagnostics)) return source;
        if (document.modules.size() > 1 || document.cosimulation || document.package) {
            source.diagnostics.error(Code::InvalidExperiment, {},
                                     msg("experiments run the model of a single-module document; "
                                         "this one has several modules"),
                                     "experiments");
            return source;
        }
        if (document.experiments.empty()) {
            source.diagnostics.error(Code::InvalidExperiment, {},
                                     msg("the document has no experiment"), "experiments");
            return source;
        }
        const ExperimentSpec* found = &document.experiments.front();
        if (!name.empty()) {
            found = nullptr;
            std::vector<std::string> known;
            for (const ExperimentSpec& e : document.experiments) {
                if (e.name == name) found = &e;
                known.push_back(json::quote(e.name));
            }
            if (!found) {
                source.diagnostics.error(Code::InvalidExperiment, {},
                                         msg("no experiment named %1 (the document has %2)",
                                             json::quote(name), joined(known)),
                                         "experiments");
                return source;
            }
        }
        source.spec = *found;
        source.modelPath = path;
        source.jsonPath =
            "experiments[" + std::to_string(found - document.experiments.data()) + "]";
        source.errorCode = Code::InvalidDocument;
        source.ok = true;
        return source;
    }
    if (!parseExperiment(text, source.spec, source.diagnostics)) return source;
    std::filesystem::path model(source.spec.model);
    if (model.is_relative()) model = std::filesystem::path(path).parent_path() / model;
    source.modelPath = model.lexically_normal().string();
    if (source.spec.name.empty()) source.spec.name = std::filesystem::path(path).stem().string();
    source.ok = true;
    return source;
}

}  // namespace hs::experiment

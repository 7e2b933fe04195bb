#include "hs/session/model_loader.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace hs {

bool readTextFile(const std::string& path, std::string& out) {
    // a folder opens as a stream of nothing on Linux: it is not a readable source
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) return false;
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream ss;
    ss << in.rdbuf();
    if (in.bad()) return false;
    out = ss.str();
    return true;
}

bool isDocumentPath(const std::string& path) {
    return path.size() >= 4 && path.compare(path.size() - 4, 4, ".hsm") == 0;
}

SimulationSettings settingsFromDocument(const doc::Document& d) {
    SimulationSettings s;
    const doc::Experiment& e = d.experiment;
    s.startTime = e.startTime;
    s.stopTime = e.stopTime;
    s.interval = e.interval;
    s.relTol = e.tolerance;
    s.absTol = e.absTolerance;
    s.seed = e.seed;
    s.policy = e.policy;
    if (!d.modules.empty()) {
        const doc::SolverSettings& solver = d.modules[0].solver;
        s.solver = solver.method;
        if (solver.step) s.step = *solver.step;
    }
    return s;
}

LoadResult loadModelText(const std::string& text, const std::string& fileName,
                         const std::string& className) {
    LoadResult result;
    if (isDocumentPath(fileName)) {
        result.diagnostics.setFile(fileName);
        doc::Document d;
        if (!doc::parseDocument(text, d, result.diagnostics)) return result;
        LoadResult compiled = loadDocument(d, fileName);
        compiled.diagnostics.items().insert(compiled.diagnostics.items().begin(),
                                            result.diagnostics.items().begin(),
                                            result.diagnostics.items().end());
        return compiled;
    }
    result.model = compileSource(text, fileName, result.diagnostics, className);
    return result;
}

LoadResult loadDocument(const doc::Document& d, const std::string& fileName) {
    LoadResult result;
    result.diagnostics.setFile(fileName);
    result.document = d;
    result.settings = settingsFromDocument(d);
    if (d.modules.empty()) {
        result.diagnostics.error(Code::InvalidDocument, {}, msg("the document has no module"),
                                 "modules");
        return result;
    }
    result.model = compileModule(d.modules[0], fileName, result.diagnostics);
    return result;
}

LoadResult loadModelFile(const std::string& path, const std::string& className) {
    std::string text;
    if (!readTextFile(path, text)) {
        LoadResult result;
        result.diagnostics.setFile(path);
        result.diagnostics.error(Code::UnreadableFile, {}, msg("cannot read the file '%1'", path));
        result.unreadable = true;
        return result;
    }
    return loadModelText(text, path, className);
}

}  // namespace hs

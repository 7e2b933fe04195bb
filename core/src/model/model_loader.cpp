#include "hs/model/model_loader.h"

#include <fstream>
#include <sstream>

namespace hs {

bool readTextFile(const std::string& path, std::string& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream ss;
    ss << in.rdbuf();
    if (in.bad()) return false;
    out = ss.str();
    return true;
}

LoadResult loadModelText(const std::string& text, const std::string& fileName) {
    LoadResult result;
    result.model = compileSource(text, fileName, result.diagnostics);
    return result;
}

LoadResult loadModelFile(const std::string& path) {
    std::string text;
    if (!readTextFile(path, text)) {
        LoadResult result;
        result.diagnostics.setFile(path);
        result.diagnostics.error("unreadable-file", {}, "cannot read the file '" + path + "'");
        result.unreadable = true;
        return result;
    }
    return loadModelText(text, path);
}

}  // namespace hs

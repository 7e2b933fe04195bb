// The layers of core depend downwards only: the language knows no other layer, the
// document format knows the language, the flattener the language, and the loader that
// compiles a document and makes its run settings lives above them (session/). Read from
// the sources' #include lines, so that a shortcut upwards fails here and not in review.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <string>

namespace {

namespace fs = std::filesystem;

// The layers a folder of core includes ("hs/sim/engine.h" and "sim/nonlinear_solver.h"
// both name sim).
std::set<std::string> includedLayers(const std::string& folder) {
    std::set<std::string> layers;
    const std::regex include(R"re(^\s*#\s*include\s*"(hs/)?([a-z_]+)/)re");
    for (const fs::path& root : {fs::path(HS_SOURCE_DIR) / "core/src" / folder,
                                 fs::path(HS_SOURCE_DIR) / "core/include/hs" / folder}) {
        if (!fs::exists(root)) continue;
        for (const auto& f : fs::directory_iterator(root)) {
            std::ifstream in(f.path());
            std::string line;
            std::smatch m;
            while (std::getline(in, line))
                if (std::regex_search(line, m, include)) layers.insert(m[2].str());
        }
    }
    return layers;
}

TEST(Layers, TheLanguageLayerIncludesNoOtherLayer) {
    EXPECT_EQ(includedLayers("lang"), (std::set<std::string>{"lang"}));
}

TEST(Layers, TheDocumentLayerDependsOnTheLanguageOnly) {
    for (const std::string& layer : includedLayers("model"))
        EXPECT_TRUE(layer == "model" || layer == "lang" || layer == "util") << layer;
}

TEST(Layers, TheFlattenerDependsOnTheLanguageOnly) {
    for (const std::string& layer : includedLayers("flatten"))
        EXPECT_TRUE(layer == "flatten" || layer == "lang" || layer == "util") << layer;
}

TEST(Layers, TheLoaderLivesAboveTheCompilerAndTheEngine) {
    EXPECT_FALSE(fs::exists(fs::path(HS_SOURCE_DIR) / "core/src/model/model_loader.cpp"));
    const std::set<std::string> session = includedLayers("session");
    EXPECT_TRUE(session.count("compile"));
    EXPECT_TRUE(session.count("sim"));
}

}  // namespace

#pragma once
// Helpers of the experiment tests: experiments written as JSON text, prepared against a
// model given as text.

#include "test_support.h"

#include "hs/experiment/experiment.h"
#include "hs/experiment/experiment_file.h"
#include "hs/experiment/experiment_runner.h"
#include "hs/experiment/run_table.h"

#include <gtest/gtest.h>

#include <optional>
#include <string>

namespace hs::test {

inline std::string readExampleText(const std::string& name) {
    std::string text;
    EXPECT_TRUE(readTextFile(examplePath(name), text)) << name;
    return text;
}

inline std::string allText(const DiagnosticList& diags) {
    std::string out;
    for (const auto& d : diags.items()) out += formatText(d) + "\n";
    return out;
}

// An experiment file's text read without errors.
inline experiment::ExperimentSpec specOf(const std::string& json) {
    experiment::ExperimentSpec spec;
    DiagnosticList diags;
    EXPECT_TRUE(experiment::parseExperiment(json, spec, diags)) << allText(diags);
    return spec;
}

// The messages of an experiment file that does not read.
inline std::string specErrors(const std::string& json) {
    experiment::ExperimentSpec spec;
    DiagnosticList diags;
    EXPECT_FALSE(experiment::parseExperiment(json, spec, diags));
    return allText(diags);
}

inline std::optional<experiment::Experiment> prepareText(const std::string& specJson,
                                                         const std::string& modelText,
                                                         const std::string& file = "test.mo") {
    LoadResult loaded = loadModelText(modelText, file);
    for (const auto& d : loaded.diagnostics.items()) ADD_FAILURE() << formatText(d);
    if (!loaded.model) return std::nullopt;
    DiagnosticList diags;
    auto e =
        experiment::Experiment::prepare(specOf(specJson), loaded.model, loaded.settings, diags);
    EXPECT_TRUE(e.has_value()) << allText(diags);
    return e;
}

inline experiment::RunTable tableOf(const experiment::Experiment& e,
                                    const std::vector<experiment::RunResult>& results) {
    experiment::RunTable table(e.plan().parameterNames(), e.outcomes().names());
    for (const auto& r : results) table.add(r);
    return table;
}

}  // namespace hs::test

#pragma once
// Shared helpers of the core tests: compile a model from text or from the examples
// and run it.

#include "hs/session/model_loader.h"
#include "hs/sim/engine.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

namespace hs::test {

inline std::string examplePath(const std::string& name) {
    return std::string(HS_EXAMPLES_DIR) + "/" + name;
}

inline std::shared_ptr<const CompiledModel> compileOk(const std::string& text,
                                                       const std::string& file = "test.mo") {
    LoadResult r = loadModelText(text, file);
    for (const auto& d : r.diagnostics.items()) ADD_FAILURE() << formatText(d);
    return r.model;
}

inline std::shared_ptr<const CompiledModel> compileExample(const std::string& name) {
    LoadResult r = loadModelFile(examplePath(name));
    for (const auto& d : r.diagnostics.items())
        if (d.severity == Severity::Error) ADD_FAILURE() << formatText(d);
    return r.model;
}

// Loads an example with the settings of its document; every diagnostic (even a warning)
// is a failure.
inline LoadResult loadExample(const std::string& name) {
    LoadResult r = loadModelFile(examplePath(name));
    EXPECT_NE(r.model, nullptr) << name;
    for (const auto& d : r.diagnostics.items()) ADD_FAILURE() << name << ": " << formatText(d);
    return r;
}

inline DiagnosticList compileErrors(const std::string& text) {
    LoadResult r = loadModelText(text, "bad.mo");
    EXPECT_EQ(r.model, nullptr);
    return r.diagnostics;
}

inline std::unique_ptr<Engine> runModel(std::shared_ptr<const CompiledModel> model, double stopTime,
                                        SimulationSettings settings = {}) {
    settings.stopTime = stopTime;
    auto engine = std::make_unique<Engine>(std::move(model), settings);
    engine->initialize();
    engine->run();
    return engine;
}

inline std::vector<double> eventTimes(const Engine& e, EventKind kind) {
    std::vector<double> out;
    for (const auto& r : e.events())
        if (r.kind == kind) out.push_back(r.time);
    return out;
}

// A model whose event at x = 0.5 takes three iterations of the event iteration (Three.mo):
// `when a > 0` comes first: at x = 0.5 the first iteration sets a, the second sees a > 0
// and sets b, the third finds nothing changed.
inline constexpr const char* kThreeIterations =
    "model Three\n"
    "  Real x(start = 0, fixed = true);\n"
    "  discrete Integer a(start = 0, fixed = true);\n"
    "  discrete Integer b(start = 0, fixed = true);\n"
    "equation\n"
    "  der(x) = 1;\n"
    "  when a > 0 then\n"
    "    b = a + 1;\n"
    "  end when;\n"
    "  when x > 0.5 then\n"
    "    a = 1;\n"
    "  end when;\n"
    "end Three;\n";

}  // namespace hs::test

// Experiment files and the files of an experiment: the JSON format with its errors at their
// JSON path, the experiments section of a document (saved byte for byte), the output
// directory, chunks collected into the same bytes, and MATLAB v4 result files read back.

#include "experiment_support.h"

#include "hs/experiment/experiment_output.h"
#include "hs/model/document.h"
#include "hs/sim/mat_file.h"

#include <unistd.h>
#include <algorithm>
#include <filesystem>
#include <set>
#include <fstream>
#include <sstream>

namespace hs::test {
namespace {

using namespace hs::experiment;
namespace fs = std::filesystem;

const char* kDecay = R"mo(model Decay "Exponential decay"
  parameter Real k = 1 "Rate (1/s)";
  parameter Real x0 = 2;
  Real x(start = x0, fixed = true) "Amount";
equation
  der(x) = -k*x;
end Decay;
)mo";

std::size_t lines(const std::string& text) {
    return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
}

class ScratchDir : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        m_dir = fs::temp_directory_path() / ("hs-exp-" + std::to_string(::getpid()) + "-" +
                                             info->test_suite_name() + "-" + info->name());
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
    }
    void TearDown() override { fs::remove_all(m_dir); }
    std::string path(const std::string& name) const { return (m_dir / name).string(); }
    std::string write(const std::string& name, const std::string& text) const {
        fs::create_directories((m_dir / name).parent_path());
        std::ofstream(path(name), std::ios::binary) << text;
        return path(name);
    }
    static std::string read(const std::string& file) {
        std::ifstream in(file, std::ios::binary);
        std::stringstream ss;
        ss << in.rdbuf();
        return ss.str();
    }
    fs::path m_dir;
};

TEST(ExperimentFile, ErrorsNameTheirJsonPath) {
    const std::string errors = specErrors(R"({
  "format": 1, "model": "m.mo", "kind": "variation", "seeed": 3,
  "replications": 10,
  "parameters": [
    {"name": "k", "values": []},
    {"name": "x0", "range": {"from": 1, "to": 0, "step": 0.1}},
    {"name": "k", "values": [1], "range": {"from": 0, "to": 1, "points": 3}},
    {"name": "z", "distribution": {"kind": "uniform", "min": 0, "max": 1}}
  ],
  "outputs": [
    {"name": "a b", "kind": "final", "variable": "x"},
    {"name": "m", "kind": "maximum", "variable": "x"},
    {"name": "t", "kind": "at", "variable": "x"},
    {"name": "e", "kind": "eventCount", "variable": "x"}
  ]
})");
    for (const char* expected :
         {"seeed: unknown key \"seeed\" (did you mean \"seed\"?) [invalid-experiment]",
          "replications: only allowed with kind \"montecarlo\"",
          "parameters[0].values: must contain at least one value",
          "parameters[1].range.to: must not be less than from",
          "parameters[2]: give only one of \"values\", \"range\" and \"logRange\"",
          "parameters[2].name: parameter \"k\" is listed twice",
          "parameters[3].distribution: unknown key \"distribution\"",
          "parameters[3]: missing the parameter's values",
          "outputs[0].name: \"a b\" is not an identifier",
          "outputs[1].kind: \"maximum\" is not a valid output kind",
          "outputs[2].time: missing required key \"time\"",
          "outputs[3].variable: not used by the output kind \"eventCount\""})
        EXPECT_NE(errors.find(expected), std::string::npos) << expected << "\n" << errors;
}

TEST(ExperimentFile, DistributionsAndSensitivityAreChecked) {
    const std::string mc = specErrors(R"({"format": 1, "model": "m.mo", "kind": "montecarlo",
      "parameters": [{"name": "a", "distribution": {"kind": "normal", "mean": 1, "sd": -1}},
                     {"name": "b", "distribution": {"kind": "triangular", "min": 0, "mode": 3, "max": 2}},
                     {"name": "c", "distribution": {"kind": "discrete", "values": [1, 2], "weights": [1]}},
                     {"name": "d", "distribution": {"kind": "gamma"}}],
      "outputs": [{"name": "y", "kind": "final", "variable": "y"}]})");
    for (const char* expected :
         {"replications: missing required key \"replications\" (the kind is \"montecarlo\")",
          "parameters[0].distribution.sd: must not be negative",
          "parameters[1].distribution.mode: must lie between min and max",
          "parameters[2].distribution.weights: must have one weight per value",
          "parameters[3].distribution.kind: \"gamma\" is not a valid distribution"})
        EXPECT_NE(mc.find(expected), std::string::npos) << expected << "\n" << mc;
    const std::string morris = specErrors(R"({"format": 1, "model": "m.mo", "kind": "sensitivity",
      "method": "morris", "morris": {"levels": 3},
      "parameters": [{"name": "a", "min": 1, "max": 1}, {"name": "b", "base": 1}],
      "outputs": [{"name": "y", "kind": "final", "variable": "y"}]})");
    for (const char* expected :
         {"morris.levels: must be an even number from 2 to 1000",
          "parameters[0].max: must be greater than min", "parameters[1].base: unknown key \"base\"",
          "parameters[1].min: missing required key \"min\""})
        EXPECT_NE(morris.find(expected), std::string::npos) << expected << "\n" << morris;
    EXPECT_NE(specErrors(R"({"format": 2, "model": "m.mo"})")
                  .find("format: unsupported format version 2"),
              std::string::npos);
    EXPECT_NE(specErrors("{\"format\": 1,").find("malformed JSON"), std::string::npos);
}

TEST(ExperimentFile, WrittenFilesReadBackAndWriteTheSameBytes) {
    for (
        const char* text : {
            R"({"format": 1, "name": "grid", "model": "../m.mo", "kind": "variation", "seed": 5,
                 "stopTime": 3, "settings": {"interval": 0.01, "tolerance": 1e-08, "solver": "rk4", "step": 0.001},
                 "parameters": [{"name": "e", "range": {"from": 0.5, "to": 0.9, "points": 200}},
                                {"name": "h0", "values": [1, 2]},
                                {"name": "k", "logRange": {"from": 0.01, "to": 100, "points": 5}}],
                 "outputs": [{"name": "top", "kind": "max", "variable": "h"},
                             {"name": "first", "kind": "firstEvent", "element": "h < 0"},
                             {"name": "bounces", "kind": "eventCount"},
                             {"name": "h1", "kind": "at", "variable": "h", "time": 1.5},
                             {"name": "ratio", "kind": "expression", "expression": "top / h0"}],
                 "trajectories": {"variables": ["h", "v"], "interval": 0.05, "mat": true},
                 "runFiles": {"runs": [0, 7], "format": "mat"},
                 "statistics": {"percentiles": [10, 90], "confidence": 0.9}})",
            R"({"format": 1, "model": "q.hsm", "kind": "montecarlo", "seed": 1, "replications": 100,
                 "parameters": [{"name": "a", "distribution": {"kind": "lognormal", "mu": 0, "sigma": 0.25}},
                                {"name": "b", "distribution": {"kind": "discrete", "values": [1, 2, 3]}}],
                 "outputs": [{"name": "y", "kind": "mean", "variable": "y"}],
                 "runFiles": {"runs": "all", "format": "csv"}})",
            R"({"format": 1, "model": "q.hsm", "kind": "sensitivity", "seed": 2, "method": "morris",
                 "morris": {"trajectories": 20, "levels": 6},
                 "parameters": [{"name": "a", "min": 0, "max": 1}],
                 "outputs": [{"name": "y", "kind": "final", "variable": "y"}]})"}) {
        const ExperimentSpec spec = specOf(text);
        const std::string written = serializeExperiment(spec);
        EXPECT_EQ(serializeExperiment(specOf(written)), written);
    }
    const ExperimentSpec spec = specOf(R"({"format": 1, "model": "m.mo", "kind": "variation",
        "parameters": [{"name": "e", "values": [0.5]}], "outputs": [{"name": "y", "kind": "final", "variable": "y"}]})");
    EXPECT_EQ(serializeExperiment(spec), R"({
  "format": 1,
  "model": "m.mo",
  "kind": "variation",
  "seed": 1,
  "parameters": [
    {
      "name": "e",
      "values": [
        0.5
      ]
    }
  ],
  "outputs": [
    {
      "name": "y",
      "kind": "final",
      "variable": "y"
    }
  ]
}
)");
}

TEST(ExperimentFile, DocumentsKeepTheirExperimentsByteForByte) {
    std::string text;
    ASSERT_TRUE(readTextFile(examplePath("SingleServerQueue.hsm"), text));
    doc::Document d;
    DiagnosticList diags;
    ASSERT_TRUE(doc::parseDocument(text, d, diags)) << allText(diags);
    ASSERT_GE(d.experiments.size(), 2u);
    EXPECT_EQ(d.experiments[0].kind, ExperimentKind::MonteCarlo);
    EXPECT_EQ(doc::serializeDocument(d), text);
    // errors inside an experiment name the document's path
    const std::size_t at = text.find("\"replications\": ");
    ASSERT_NE(at, std::string::npos);
    std::string broken = text;
    broken.replace(at, 16, "\"replicatons\": ");
    DiagnosticList errors;
    EXPECT_FALSE(doc::parseDocument(broken, d, errors));
    EXPECT_NE(allText(errors).find(
                  "experiments[0].replicatons: unknown key \"replicatons\" (did you mean "
                  "\"replications\"?) [invalid-document]"),
              std::string::npos)
        << allText(errors);
}

TEST_F(ScratchDir, SourcesResolveTheModelAndFindDocumentExperiments) {
    const std::string file = write("exp/grid.json", R"({"format": 1, "model": "../models/Decay.mo",
        "kind": "variation", "parameters": [{"name": "k", "values": [1]}],
        "outputs": [{"name": "xEnd", "kind": "final", "variable": "x"}]})");
    const ExperimentSource source = readExperimentSource(file);
    ASSERT_TRUE(source.ok) << allText(source.diagnostics);
    EXPECT_EQ(source.modelPath, (m_dir / "models" / "Decay.mo").string());
    EXPECT_EQ(source.spec.name, "grid");  // the file's name when the experiment has none

    const std::string queue = examplePath("SingleServerQueue.hsm");
    const ExperimentSource first = readExperimentSource(queue);
    ASSERT_TRUE(first.ok) << allText(first.diagnostics);
    EXPECT_EQ(first.modelPath, queue);
    const std::string second =
        readExperimentSource(queue).spec.name == "Replications" ? "Load" : "";
    ASSERT_FALSE(second.empty());
    EXPECT_EQ(readExperimentSource(queue, second).spec.kind, ExperimentKind::Variation);
    const ExperimentSource none = readExperimentSource(queue, "Nothing");
    EXPECT_FALSE(none.ok);
    EXPECT_NE(
        allText(none.diagnostics)
            .find("no experiment named \"Nothing\" (the document has \"Replications\", \"Load\")"),
        std::string::npos)
        << allText(none.diagnostics);
    EXPECT_TRUE(readExperimentSource(path("missing.json")).unreadable);
}

TEST(ExperimentFile, PreparingChecksNamesAgainstTheModel) {
    LoadResult loaded = loadModelText(kDecay, "decay.mo");
    ASSERT_TRUE(loaded.model);
    DiagnosticList diags;
    const auto e =
        Experiment::prepare(specOf(R"json({"format": 1, "model": "m.mo", "kind": "variation",
        "parameters": [{"name": "kk", "values": [1]}, {"name": "x", "values": [1]}],
        "outputs": [{"name": "a", "kind": "final", "variable": "y"},
                    {"name": "b", "kind": "expression", "expression": "a + later"},
                    {"name": "c", "kind": "expression", "expression": "foo(x)"},
                    {"name": "later", "kind": "final", "variable": "x"}],
        "trajectories": {"variables": ["q"]}})json"),
                            loaded.model, loaded.settings, diags);
    EXPECT_FALSE(e);
    const std::string text = allText(diags);
    for (const char* expected :
         {"parameters[0].name: no parameter named 'kk' in Decay",
          "parameters[1].name: 'x' is not a parameter of Decay (it is a state variable)",
          "outputs[0].variable: no variable named 'y' in Decay",
          "outputs[1].expression: unknown name 'later'",
          "outputs[2].expression: the function foo() cannot be used",
          "trajectories.variables[0]: no variable named 'q' in Decay"})
        EXPECT_NE(text.find(expected), std::string::npos) << expected << "\n" << text;
}

// An experiment with every kind of output file, run whole and in chunks.
const char* kFilesExperiment =
    R"({"format": 1, "name": "decay", "model": "decay.mo", "kind": "montecarlo",
  "seed": 4, "replications": 10, "stopTime": 1,
  "parameters": [{"name": "k", "distribution": {"kind": "uniform", "min": 0.5, "max": 1.5}}],
  "outputs": [{"name": "xEnd", "kind": "final", "variable": "x"},
              {"name": "xMean", "kind": "mean", "variable": "x"}],
  "trajectories": {"variables": ["x"], "interval": 0.25, "mat": true},
  "runFiles": {"runs": [3], "format": "mat"}})";

TEST_F(ScratchDir, ChunksCollectIntoTheBytesOfAWholeRun) {
    const auto e = prepareText(kFilesExperiment, kDecay, "decay.mo");
    ASSERT_TRUE(e);
    const std::string modelHash = textHash(kDecay);
    const auto all = ExperimentRunner(*e).runAll(2);
    std::string error;
    ASSERT_TRUE(writeExperimentFiles(path("whole"), makeExperimentData(*e, all, modelHash), error))
        << error;
    ASSERT_TRUE(writeRunFiles(path("whole"), *e, all, error)) << error;
    for (const char* f :
         {"runs.csv", "summary.csv", "failures.csv", "trajectories/x.csv", "trajectories/x.mat",
          "experiment.json", "manifest.json", "runs/run-3.mat"})
        EXPECT_TRUE(fs::exists(path(std::string("whole/") + f))) << f;
    EXPECT_FALSE(fs::exists(path("whole/runs/run-4.mat")));

    // chunks of 4: 0-3, 4-7, 8-9, written in a scrambled order
    const std::string dir = path("chunked");
    DiagnosticList diags;
    ExperimentData collected;
    auto runChunk = [&](std::uint64_t index) {
        const auto results = ExperimentRunner(*e).run(index * 4, 4, 1);
        ExperimentData data = makeExperimentData(*e, results, modelHash);
        ChunkInfo info{index,     4,     index * 4, results.size(), 0, data.experimentHash,
                       modelHash, "test"};
        EXPECT_FALSE(chunkComplete(dir, info));
        ASSERT_TRUE(writeExperimentCopy(dir, e->spec(), error)) << error;
        ASSERT_TRUE(writeChunk(dir, data, info, error)) << error;
        EXPECT_TRUE(chunkComplete(dir, info));
    };
    runChunk(2);
    runChunk(0);
    EXPECT_FALSE(collectChunks(dir, collected, diags));
    EXPECT_NE(allText(diags).find("4 of 10 runs are missing (4-7); rerun --index 1 with --chunk 4 "
                                  "[incomplete-experiment]"),
              std::string::npos)
        << allText(diags);
    runChunk(1);
    diags = DiagnosticList();
    ASSERT_TRUE(collectChunks(dir, collected, diags)) << allText(diags);
    ASSERT_TRUE(writeExperimentFiles(dir, collected, error)) << error;
    for (const char* f : {"runs.csv", "summary.csv", "failures.csv", "trajectories/x.csv",
                          "trajectories/x.mat", "experiment.json", "manifest.json"})
        EXPECT_EQ(read(path(std::string("chunked/") + f)), read(path(std::string("whole/") + f)))
            << f;
    EXPECT_EQ(lines(read(path("whole/runs.csv"))), 11u);
}

TEST_F(ScratchDir, CollectRefusesChunksOfAnotherExperiment) {
    const auto e = prepareText(kFilesExperiment, kDecay, "decay.mo");
    ASSERT_TRUE(e);
    std::string error;
    const auto results = ExperimentRunner(*e).run(0, 10, 1);
    ExperimentData data = makeExperimentData(*e, results, "sha256:model");
    ASSERT_TRUE(writeExperimentCopy(path("d"), e->spec(), error));
    ASSERT_TRUE(writeChunk(path("d"), data,
                           ChunkInfo{0, 10, 0, 10, 0, "sha256:other", "sha256:model", "x"}, error));
    DiagnosticList diags;
    ExperimentData out;
    EXPECT_FALSE(collectChunks(path("d"), out, diags));
    EXPECT_NE(allText(diags).find("a chunk of another experiment (sha256:other)"),
              std::string::npos)
        << allText(diags);
}

TEST_F(ScratchDir, MatFilesHoldTheResultsAndParametersOfARun) {
    const auto model = compileOk(kDecay, "decay.mo");
    SimulationSettings s;
    s.stopTime = 1;
    Engine engine(model, s);
    engine.setParameter("k", 0.7);
    engine.initialize();
    engine.run();
    std::string error;
    ASSERT_TRUE(writeMatResult(path("run.mat"), matResultOf(engine), error)) << error;
    MatResult back;
    ASSERT_TRUE(readMatResult(path("run.mat"), back, error)) << error;
    EXPECT_EQ(back.time, engine.results().time());
    ASSERT_EQ(back.names, engine.results().names());
    EXPECT_EQ(back.columns[0], engine.results().column(std::size_t{0}));
    EXPECT_EQ(back.descriptions[0], "Amount");
    ASSERT_EQ(back.parameters.size(), 2u);
    EXPECT_EQ(back.parameters[0].name, "k");
    EXPECT_EQ(back.parameters[0].value, 0.7);
    EXPECT_EQ(back.parameters[0].description, "Rate (1/s)");
    // a text file is not a result file
    write("not.mat", "hello");
    EXPECT_FALSE(readMatResult(path("not.mat"), back, error));
}

TEST(ExperimentFile, TheExampleExperimentsPrepareAndSaveByteForByte) {
    const fs::path dir = fs::path(HS_EXAMPLES_DIR) / ".." / "experiments";
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir))
        if (entry.path().extension() == ".json") files.push_back(entry.path());
    ASSERT_GE(files.size(), 4u);
    std::set<ExperimentKind> kinds;
    for (const fs::path& file : files) {
        const ExperimentSource source = readExperimentSource(file.string());
        ASSERT_TRUE(source.ok) << file << "\n" << allText(source.diagnostics);
        std::string text;
        ASSERT_TRUE(readTextFile(file.string(), text));
        EXPECT_EQ(serializeExperiment(specOf(text)), text) << file;
        LoadResult loaded = loadModelFile(source.modelPath);
        ASSERT_TRUE(loaded.model) << source.modelPath;
        DiagnosticList diags;
        EXPECT_TRUE(Experiment::prepare(source.spec, loaded.model, loaded.settings, diags)) << file << "\n"
                                                                                           << allText(diags);
        kinds.insert(source.spec.kind);
    }
    EXPECT_EQ(kinds.size(), 3u) << "one example of each kind";
}

TEST(ExperimentFile, HashesAreSha256) {
    EXPECT_EQ(textHash("abc"),
              "sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    EXPECT_EQ(textHash(""),
              "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    EXPECT_EQ(textHash(std::string(1000, 'a')),
              "sha256:41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3");
}

}  // namespace
}  // namespace hs::test

// The command line of experiments: `sweep` writes the files of an experiment, chunks and
// `sweep collect` give the same bytes, the number of jobs changes nothing, a run of the
// table reruns alone with `simulate`, `--slurm --dry-run` writes the job scripts, and
// `simulate --output run.mat` writes a result file that reads back. Also the per-command
// help of the CLI11 command line.

#include "cli_fixture.h"
#include "test_support.h"

#include "hs/sim/mat_file.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>

namespace hs::test {
namespace {

namespace fs = std::filesystem;

class CliSweep : public CliFixture {
protected:
    std::string ballExperiment(const std::string& extra = "") const {
        return write("ball.json", R"({
  "format": 1, "name": "restitution", "model": ")" +
                                      examplePath("BouncingBall.mo") + R"(",
  "kind": "variation", "stopTime": 3,
  "parameters": [{"name": "e", "range": {"from": 0.5, "to": 0.9, "points": 9}}],
  "outputs": [{"name": "impacts", "kind": "eventCount", "element": "h < 0"},
              {"name": "hEnd", "kind": "final", "variable": "h"}],
  "trajectories": {"variables": ["h"], "interval": 0.5, "mat": true})" +
                                      extra + R"(
})");
    }
    // A Monte Carlo experiment of a chart that moves at random.
    std::string walkExperiment() const {
        write("walk.hsm", R"({
  "format": 1, "name": "Walk",
  "experiment": {"startTime": 0, "stopTime": 20},
  "modules": [{
    "name": "Walk",
    "equations": "model Walk\n  parameter Real speed = 1;\n  discrete Integer moves(start = 0, fixed = true);\nend Walk;\n",
    "statecharts": [{
      "name": "sc", "initial": "A",
      "states": [{"name": "A", "kind": "simple"}, {"name": "B", "kind": "simple"}],
      "transitions": [
        {"name": "Go", "source": "A", "target": "B", "trigger": {"kind": "rate", "expression": "speed"}, "action": "moves := moves + 1;"},
        {"name": "Back", "source": "B", "target": "A", "trigger": {"kind": "rate", "expression": "2*speed"}}
      ]
    }]
  }]
})");
        return write("walk.json",
                     R"({"format": 1, "model": "walk.hsm", "kind": "montecarlo", "seed": 3,
  "replications": 30,
  "parameters": [{"name": "speed", "distribution": {"kind": "triangular", "min": 0.5, "mode": 1, "max": 2}}],
  "outputs": [{"name": "moves", "kind": "final", "variable": "moves"}]})");
    }
};

TEST_F(CliSweep, SweepWritesTheFilesOfAnExperiment) {
    const auto r =
        run("sweep " + ballExperiment(R"(, "runFiles": {"runs": [0, 8], "format": "mat"})") +
            " --output " + path("out") + " --jobs 2");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("experiment restitution (variation): 9 runs on 2 threads"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("results in " + path("out")), std::string::npos) << r.out;
    const auto runs = lines(read(path("out/runs.csv")));
    ASSERT_EQ(runs.size(), 10u);
    EXPECT_EQ(runs[0], "run,seed,e,impacts,hEnd,status,warnings,code,message");
    EXPECT_EQ(runs[1].substr(0, 2), "0,");
    EXPECT_NE(runs[9].find(",0.9,4,"), std::string::npos)
        << runs[9];  // e = 0.9 bounces 4 times by t = 3
    const auto summary = lines(read(path("out/summary.csv")));
    ASSERT_EQ(summary.size(), 3u);
    EXPECT_EQ(summary[0],
              "output,runs,missing,mean,sd,min,p5,p25,p50,p75,p95,max,ci95_low,ci95_high");
    EXPECT_EQ(summary[1].substr(0, 12), "impacts,9,0,");
    const auto trajectory = lines(read(path("out/trajectories/h.csv")));
    ASSERT_EQ(trajectory.size(), 8u);  // t = 0, 0.5, ..., 3
    EXPECT_EQ(trajectory[0], "time,run0,run1,run2,run3,run4,run5,run6,run7,run8");
    EXPECT_EQ(trajectory[1], "0,1,1,1,1,1,1,1,1,1");
    const auto manifest = nlohmann::json::parse(read(path("out/manifest.json")));
    EXPECT_EQ(manifest["product"], "HybridStudio");
    EXPECT_EQ(manifest["runs"], 9);
    EXPECT_EQ(manifest["failed"], 0);
    EXPECT_EQ(manifest["modelHash"].get<std::string>().substr(0, 7), "sha256:");
    EXPECT_FALSE(manifest["version"].get<std::string>().empty());
    const auto files = manifest["files"].get<std::vector<std::string>>();
    for (const char* file :
         {"runs.csv", "summary.csv", "trajectories/h.csv", "trajectories/h.mat", "runs/run-8.mat"})
        EXPECT_NE(std::find(files.begin(), files.end(), file), files.end()) << file;
    EXPECT_TRUE(fs::exists(path("out/runs/run-0.mat")));
    EXPECT_TRUE(fs::exists(path("out/runs/run-8.mat")));
    EXPECT_FALSE(fs::exists(path("out/runs/run-1.mat")));
    // the result file of a run holds its parameter value
    MatResult m;
    std::string error;
    ASSERT_TRUE(readMatResult(path("out/runs/run-8.mat"), m, error)) << error;
    ASSERT_FALSE(m.parameters.empty());
    EXPECT_EQ(m.parameters[0].name, "e");
    EXPECT_EQ(m.parameters[0].value, 0.9);
    // the trajectories as a result file: time and one variable per run
    ASSERT_TRUE(readMatResult(path("out/trajectories/h.mat"), m, error)) << error;
    EXPECT_EQ(m.names.size(), 9u);
    EXPECT_EQ(m.names[8], "run8");
    EXPECT_EQ(m.descriptions[8], "h, run 8: e = 0.9");
    EXPECT_EQ(m.time.size(), 7u);
}

TEST_F(CliSweep, ChunksAndCollectGiveTheBytesOfOneRun) {
    const std::string exp = ballExperiment();
    ASSERT_EQ(run("sweep " + exp + " --output " + path("whole") + " --quiet").exitCode, 0);
    // chunks of 4: 0-3, 4-7, 8; the last one first
    for (const char* index : {"2", "0"}) {
        const auto r = run("sweep " + exp + " --output " + path("chunked") + " --index " + index +
                           " --chunk 4 --jobs 1");
        ASSERT_EQ(r.exitCode, 0) << r.err;
    }
    auto missing = run("sweep collect " + path("chunked"));
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_NE(missing.err.find("4 of 9 runs are missing (4-7); rerun --index 1 with --chunk 4 "
                               "[incomplete-experiment]"),
              std::string::npos)
        << missing.err;
    ASSERT_EQ(run("sweep " + exp + " --output " + path("chunked") + " --index 1 --chunk 4 --quiet")
                  .exitCode,
              0);
    const auto collected = run("sweep collect " + path("chunked"));
    ASSERT_EQ(collected.exitCode, 0) << collected.err;
    EXPECT_NE(collected.out.find("collected 9 runs into " + path("chunked") + " (0 failed)"),
              std::string::npos)
        << collected.out;
    for (const char* file : {"runs.csv", "summary.csv", "failures.csv", "trajectories/h.csv",
                             "trajectories/h.mat", "experiment.json", "manifest.json"})
        EXPECT_EQ(read(path(std::string("chunked/") + file)),
                  read(path(std::string("whole/") + file)))
            << file;
    // a complete chunk is not run again
    const std::string before = read(path("chunked/chunks/chunk-0001.csv"));
    const auto again =
        run("sweep " + exp + " --output " + path("chunked") + " --index 1 --chunk 4");
    EXPECT_EQ(again.exitCode, 0);
    EXPECT_NE(again.out.find("chunk 1 (runs 4-7) is complete already: nothing to do"),
              std::string::npos)
        << again.out;
    EXPECT_EQ(read(path("chunked/chunks/chunk-0001.csv")), before);
}

TEST_F(CliSweep, OneAndTwoJobsGiveTheSameMonteCarloTable) {
    const std::string exp = walkExperiment();
    ASSERT_EQ(run("sweep " + exp + " --output " + path("one") + " --jobs 1 --quiet").exitCode, 0);
    ASSERT_EQ(run("sweep " + exp + " --output " + path("two") + " --jobs 2 --quiet").exitCode, 0);
    const std::string table = read(path("one/runs.csv"));
    EXPECT_EQ(table, read(path("two/runs.csv")));
    EXPECT_EQ(read(path("one/summary.csv")), read(path("two/summary.csv")));
    EXPECT_EQ(lines(table).size(), 31u);
}

TEST_F(CliSweep, ARunOfTheTableRerunsAloneWithSimulate) {
    const std::string exp = walkExperiment();
    ASSERT_EQ(run("sweep " + exp + " --output " + path("mc") + " --quiet").exitCode, 0);
    const auto rows = lines(read(path("mc/runs.csv")));
    ASSERT_GT(rows.size(), 6u);
    const auto f = fields(rows[6], ',');  // run 5: run, seed, speed, moves, ...
    const auto r = run("simulate " + path("walk.hsm") + " --seed " + f[1] +
                       " --param speed=" + f[2] + " --output - --quiet");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto last = fields(lines(r.out).back(), ',');
    EXPECT_EQ(last.back(), f[3]) << "moves of run 5";
}

TEST_F(CliSweep, FailingRunsAreCountedByTheirReason) {
    write("fragile.mo",
          "model Fragile\n  parameter Real p = 0.1;\n  Real y;\nequation\n  y = sqrt(0.5 - "
          "p*time);\nend Fragile;\n");
    const std::string exp =
        write("fragile.json", R"({"format": 1, "model": "fragile.mo", "kind": "variation",
      "stopTime": 1, "parameters": [{"name": "p", "values": [0.1, 0.3, 0.7, 0.9]}],
      "outputs": [{"name": "yEnd", "kind": "final", "variable": "y"}]})");
    const auto r = run("sweep " + exp + " --output " + path("out"));
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("2 of 4 runs failed:\n  math-domain: 2 runs; the first, run 2: sqrt("),
              std::string::npos)
        << r.out;
    const auto failures = lines(read(path("out/failures.csv")));
    ASSERT_EQ(failures.size(), 2u);
    EXPECT_EQ(failures[1].substr(0, 16), "math-domain,2,2,");
    const auto summary = lines(read(path("out/summary.csv")));
    EXPECT_EQ(summary[1].substr(0, 11), "yEnd,2,2,0.");
}

TEST_F(CliSweep, DocumentsRunTheirExperimentsByName) {
    const auto r = run("sweep " + examplePath("SingleServerQueue.hsm") +
                       " --experiment Load --output " + path("load") + " --jobs 2");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("experiment Load (variation): 5 runs"), std::string::npos) << r.out;
    const auto rows = lines(read(path("load/runs.csv")));
    ASSERT_EQ(rows.size(), 6u);
    EXPECT_EQ(rows[0],
              "run,seed,arrivalRate,meanQueue,utilisation,arrivals,status,warnings,code,message");
    auto missing = run("sweep " + examplePath("SingleServerQueue.hsm") + " --experiment Nope");
    EXPECT_EQ(missing.exitCode, 1);
    EXPECT_NE(missing.err.find("no experiment named \"Nope\""), std::string::npos) << missing.err;
}

TEST_F(CliSweep, ExperimentErrorsAndUsageErrors) {
    const std::string bad =
        write("bad.json", R"({"format": 1, "model": ")" + examplePath("BouncingBall.mo") +
                              R"(", "kind": "variation",
      "parameters": [{"name": "g", "values": [1]}], "outputs": [{"name": "x", "kind": "final", "variable": "h"}]})");
    auto r = run("sweep " + bad);
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(
        r.err.find(
            "parameters[0].name: no parameter named 'g' in BouncingBall [invalid-experiment]"),
        std::string::npos)
        << r.err;
    r = run("sweep " + bad + " --diagnostics json");
    EXPECT_NE(r.err.find("\"code\":\"invalid-experiment\""), std::string::npos) << r.err;
    EXPECT_EQ(run("sweep " + path("none.json")).exitCode, 3);
    const std::string exp = ballExperiment();
    for (const auto& [args, message] : std::vector<std::pair<std::string, std::string>>{
             {"sweep", "missing EXPERIMENT"},
             {"sweep " + exp + " --index 1", "--index needs --chunk K"},
             {"sweep " + exp + " --chunk 3", "--chunk needs --index I, or --slurm"},
             {"sweep " + exp + " --dry-run", "--dry-run, --partition and --time go with --slurm"},
             {"sweep " + exp + " --slurm --index 0 --chunk 2",
              "--slurm submits every chunk; it takes no --index"},
             {"sweep " + exp + " --jobs 0", "--jobs must be positive"},
             {"sweep " + exp + " --jobs many", "--jobs needs a non-negative integer, got 'many'"},
             {"sweep " + exp + " --index 3 --chunk 4",
              "--index 3 is past the last chunk: 9 runs make chunks 0 to 2 of 4"},
             {"sweep " + exp + " --stop-time 3", "unknown option '--stop-time' for sweep"},
             {"sweep collect", "missing DIR"}}) {
        const auto u = run(args);
        EXPECT_EQ(u.exitCode, 3) << args;
        EXPECT_NE(u.err.find(message), std::string::npos) << args << "\n" << u.err;
    }
}

TEST_F(CliSweep, SlurmDryRunWritesTheJobScripts) {
    const std::string exp = ballExperiment();
    const auto r =
        run("sweep " + exp +
            " --slurm --dry-run --chunk 4 --jobs 2 --partition short --time 00:10:00 --output " +
            path("cluster"));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("(3 tasks of up to 4 runs)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("sbatch --dependency=afterany:"), std::string::npos) << r.out;
    const std::string sweep = read(path("cluster/slurm/sweep.sbatch"));
    for (const std::string& line :
         {std::string("#SBATCH --array=0-2\n"), std::string("#SBATCH --cpus-per-task=2\n"),
          std::string("#SBATCH --partition=short\n"), std::string("#SBATCH --time=00:10:00\n"),
          "#SBATCH --output=" + path("cluster") + "/slurm/task-%a.out\n",
          " sweep '" + path("cluster") + "/experiment.json' --output '" + path("cluster") +
              "' --chunk 4 --index \"$SLURM_ARRAY_TASK_ID\" --jobs "
              "\"${SLURM_CPUS_PER_TASK:-1}\"\n"})
        EXPECT_NE(sweep.find(line), std::string::npos) << line << "\n" << sweep;
    EXPECT_EQ(sweep.substr(0, 12), "#!/bin/bash\n");
    EXPECT_NE(sweep.find("exec '" + std::string(HS_CLI_PATH) + "'"), std::string::npos) << sweep;
    const std::string collect = read(path("cluster/slurm/collect.sbatch"));
    EXPECT_NE(collect.find(" sweep collect '" + path("cluster") + "'\n"), std::string::npos)
        << collect;
    EXPECT_TRUE(fs::exists(path("cluster/experiment.json")));
    // without Slurm, --slurm says so
    const std::string cmd = "PATH=/nonexistent HYBRIDSTUDIO_LANG=en " + std::string(HS_CLI_PATH) +
                            " sweep " + exp + " --slurm --output " + path("nowhere") + " > " +
                            path("o.txt") + " 2> " + path("e.txt");
    const int status = std::system(cmd.c_str());
    EXPECT_EQ(WIFEXITED(status) ? WEXITSTATUS(status) : -1, 2);
    EXPECT_NE(read(path("e.txt")).find("sbatch is not on PATH: Slurm is not installed here"),
              std::string::npos)
        << read(path("e.txt"));
}

TEST_F(CliFixture, SimulateWritesAMatFileThatReadsBack) {
    const std::string model = examplePath("BouncingBall.mo");
    ASSERT_EQ(run("simulate " + model + " --stop-time 2 --param e=0.7 --output " + path("run.mat") +
                  " --quiet")
                  .exitCode,
              0);
    ASSERT_EQ(run("simulate " + model + " --stop-time 2 --param e=0.7 --output " + path("run.csv") +
                  " --quiet")
                  .exitCode,
              0);
    MatResult m;
    std::string error;
    ASSERT_TRUE(readMatResult(path("run.mat"), m, error)) << error;
    EXPECT_EQ(m.names, (std::vector<std::string>{"h", "v"}));
    EXPECT_EQ(m.descriptions, (std::vector<std::string>{"Height", "Velocity"}));
    ASSERT_EQ(m.parameters.size(), 2u);
    EXPECT_EQ(m.parameters[0].name, "e");
    EXPECT_EQ(m.parameters[0].value, 0.7);
    EXPECT_EQ(m.parameters[1].name, "h0");
    EXPECT_EQ(m.parameters[1].description, "Initial height");
    // the same numbers as the CSV, row by row
    const auto csv = lines(read(path("run.csv")));
    ASSERT_EQ(csv.size(), m.time.size() + 1);
    for (std::size_t i = 0; i < m.time.size(); i += 37) {
        const auto f = fields(csv[i + 1], ',');
        EXPECT_EQ(std::stod(f[0]), m.time[i]);
        EXPECT_EQ(std::stod(f[1]), m.columns[0][i]);
        EXPECT_EQ(std::stod(f[2]), m.columns[1][i]);
    }
}

TEST_F(CliFixture, EveryCommandDescribesItsOptions) {
    const auto sweep = run("sweep --help");
    EXPECT_EQ(sweep.exitCode, 0);
    for (const char* option : {"--jobs", "--output", "--index", "--chunk", "--slurm", "--partition",
                               "--time", "--dry-run", "collect"})
        EXPECT_NE(sweep.out.find(option), std::string::npos) << option << "\n" << sweep.out;
    const auto simulate = run("simulate -h");
    EXPECT_EQ(simulate.exitCode, 0);
    EXPECT_NE(simulate.out.find("Usage: hybridstudio-cli simulate [OPTIONS] MODEL"),
              std::string::npos)
        << simulate.out;
    EXPECT_NE(simulate.out.find("--random-replay FILE.csv"), std::string::npos);
    EXPECT_EQ(run("help check").out, run("check --help").out);
    const auto usage = run("--help");
    EXPECT_EQ(usage.exitCode, 0);
    EXPECT_NE(usage.out.find("hybridstudio-cli sweep collect DIR"), std::string::npos);
    // in Russian and Chinese
    const auto ru = run("sweep --help --lang ru");
    EXPECT_NE(ru.out.find("--jobs"), std::string::npos);
    EXPECT_EQ(ru.out.find("worker threads"), std::string::npos) << ru.out;
    const auto zh = runWithLanguage("zh_CN", "simulate --help");
    EXPECT_EQ(zh.out.find("stop time"), std::string::npos) << zh.out;
}

}  // namespace
}  // namespace hs::test

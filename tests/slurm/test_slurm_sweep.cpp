// sweep --slurm against a real Slurm: a one-node cluster started on this machine (see
// local_slurm.h) runs the job array and the collect job that hybridstudio-cli submits. The
// cluster's table must be byte for byte the table of one machine, and a task that fails
// must be reported by the collect job with the chunk to rerun. Skipped, with the reason,
// where Slurm cannot start (not root, not installed).

#include "cli_fixture.h"
#include "local_slurm.h"
#include "test_support.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

namespace hs::test {
namespace {

namespace fs = std::filesystem;

// Long enough for a loaded machine; a healthy one needs a few seconds.
constexpr auto kJobDeadline = std::chrono::seconds(240);

class SlurmSweep : public CliFixture {
protected:
    static void SetUpTestSuite() {
        s_cluster = std::make_unique<LocalSlurm>();
        const fs::path root =
            fs::temp_directory_path() / ("hs-slurm-" + std::to_string(::getpid()));
        if (s_cluster->start(root, s_reason)) {
            ::setenv("SLURM_CONF", (root / "slurm.conf").c_str(), 1);
            std::cout << "[ slurm    ] one-node cluster up in " << s_cluster->startSeconds()
                      << " s\n";
        }
    }
    static void TearDownTestSuite() {
        if (s_cluster) s_cluster->stop();
        s_cluster.reset();
        ::unsetenv("SLURM_CONF");
        std::error_code ec;
        fs::remove_all(fs::temp_directory_path() / ("hs-slurm-" + std::to_string(::getpid())), ec);
    }
    void SetUp() override {
        if (!s_cluster || !s_cluster->running()) GTEST_SKIP() << "no local Slurm: " << s_reason;
        CliFixture::SetUp();
    }

    // The experiment: the bouncing ball over a range of restitution coefficients.
    std::string experiment(int runs) const {
        return write("ball.json", R"({
  "format": 1, "name": "restitution", "model": ")" +
                                      examplePath("BouncingBall.mo") + R"(",
  "kind": "variation", "stopTime": 3,
  "parameters": [{"name": "e", "range": {"from": 0.5, "to": 0.9, "points": )" +
                                      std::to_string(runs) + R"(}}],
  "outputs": [{"name": "impacts", "kind": "eventCount", "element": "h < 0"},
              {"name": "hEnd", "kind": "final", "variable": "h"},
              {"name": "hMean", "kind": "mean", "variable": "h"}],
  "trajectories": {"variables": ["h", "v"], "interval": 0.1, "mat": true}
})");
    }

    // Submits with --slurm, waits for the array and the collect job; their ids.
    nlohmann::json submitAndWait(const std::string& args, double& seconds) {
        const auto begin = std::chrono::steady_clock::now();
        const CliResult r = run(args);
        EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
        EXPECT_NE(r.out.find("submitted the job array"), std::string::npos) << r.out;
        const std::string dir = args.substr(args.find("--output ") + 9);
        const std::string jobsFile = dir.substr(0, dir.find(' ')) + "/slurm/jobs.json";
        nlohmann::json jobs = nlohmann::json::parse(read(jobsFile), nullptr, false);
        if (jobs.is_discarded()) {
            ADD_FAILURE() << "no " << jobsFile;
            return jobs;
        }
        const std::string array = std::to_string(jobs["array"].get<long>());
        const std::string collect = std::to_string(jobs["collect"].get<long>());
        EXPECT_TRUE(s_cluster->waitForJobs({array, collect}, kJobDeadline))
            << "the jobs did not finish";
        seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        return jobs;
    }

    // The job completion records of the array's tasks (by task id) and of the collect job.
    static std::map<int, std::map<std::string, std::string>> tasksOf(const nlohmann::json& jobs) {
        std::map<int, std::map<std::string, std::string>> out;
        const std::string array = std::to_string(jobs["array"].get<long>());
        for (const auto& record : s_cluster->completions())
            if (record.count("ArrayJobId") && record.at("ArrayJobId") == array)
                out[std::stoi(record.at("ArrayTaskId"))] = record;
        return out;
    }
    static std::map<std::string, std::string> collectOf(const nlohmann::json& jobs) {
        const std::string id = std::to_string(jobs["collect"].get<long>());
        for (const auto& record : s_cluster->completions())
            if (record.at("JobId") == id) return record;
        return {};
    }

    static std::unique_ptr<LocalSlurm> s_cluster;
    static std::string s_reason;
};

std::unique_ptr<LocalSlurm> SlurmSweep::s_cluster;
std::string SlurmSweep::s_reason;

TEST_F(SlurmSweep, JobArrayGivesTheTableOfOneMachine) {
    const std::string exp = experiment(40);
    const CliResult local =
        run("sweep " + exp + " --output " + path("local") + " --jobs 2 --quiet");
    ASSERT_EQ(local.exitCode, 0) << local.err;

    double seconds = 0;
    const nlohmann::json jobs =
        submitAndWait("sweep " + exp + " --slurm --chunk 7 --output " + path("cluster"), seconds);
    ASSERT_FALSE(jobs.is_discarded());
    EXPECT_EQ(jobs["tasks"], 6);  // 40 runs in chunks of 7
    const auto tasks = tasksOf(jobs);
    ASSERT_EQ(tasks.size(), 6u);
    for (const auto& [task, record] : tasks) {
        EXPECT_EQ(record.at("JobState"), "COMPLETED") << "task " << task;
        EXPECT_EQ(record.at("ExitCode"), "0:0") << "task " << task;
    }
    const auto collect = collectOf(jobs);
    ASSERT_FALSE(collect.empty());
    EXPECT_EQ(collect.at("JobState"), "COMPLETED") << read(path("cluster/slurm/collect.out"));
    std::cout << "[ slurm    ] 40 runs as 6 array tasks and a collect job: " << seconds
              << " s from submission\n";

    for (const char* file :
         {"runs.csv", "summary.csv", "failures.csv", "trajectories/h.csv", "trajectories/v.csv",
          "trajectories/h.mat", "experiment.json", "manifest.json"})
        EXPECT_EQ(read(path(std::string("cluster/") + file)),
                  read(path(std::string("local/") + file)))
            << file;
    const std::string runs = read(path("cluster/runs.csv"));
    EXPECT_EQ(std::count(runs.begin(), runs.end(), '\n'), 41);

    // a chunk that is complete is not run again
    const CliResult again = run("sweep " + path("cluster/experiment.json") + " --output " +
                                path("cluster") + " --index 5 --chunk 7");
    EXPECT_EQ(again.exitCode, 0) << again.err;
    EXPECT_NE(again.out.find("chunk 5 (runs 35-39) is complete already: nothing to do"),
              std::string::npos)
        << again.out;
}

TEST_F(SlurmSweep, AFailedTaskIsReportedWithTheChunkToRerun) {
    const std::string exp = experiment(20);
    // chunk 1 cannot be written: a directory stands where its table goes
    fs::create_directories(path("failing/chunks/chunk-0001.csv/in-the-way"));
    double seconds = 0;
    const nlohmann::json jobs =
        submitAndWait("sweep " + exp + " --slurm --chunk 5 --output " + path("failing"), seconds);
    ASSERT_FALSE(jobs.is_discarded());
    const auto tasks = tasksOf(jobs);
    ASSERT_EQ(tasks.size(), 4u);
    for (const auto& [task, record] : tasks) {
        EXPECT_EQ(record.at("JobState"), task == 1 ? "FAILED" : "COMPLETED") << "task " << task;
        EXPECT_EQ(record.at("ExitCode"), task == 1 ? "3:0" : "0:0") << "task " << task;
    }
    EXPECT_NE(read(path("failing/slurm/task-1.out")).find("cannot write"), std::string::npos)
        << read(path("failing/slurm/task-1.out"));
    // the collect job ran after the failure, said what is missing, and failed
    const auto collect = collectOf(jobs);
    ASSERT_FALSE(collect.empty());
    EXPECT_EQ(collect.at("JobState"), "FAILED");
    EXPECT_EQ(collect.at("ExitCode"), "2:0");
    const std::string report = read(path("failing/slurm/collect.out"));
    EXPECT_NE(report.find("5 of 20 runs are missing (5-9); rerun --index 1 with --chunk 5"),
              std::string::npos)
        << report;
    EXPECT_FALSE(fs::exists(path("failing/runs.csv")));

    // rerun the missing chunk here, collect, and the table is the one of a single machine
    fs::remove_all(path("failing/chunks/chunk-0001.csv"));
    ASSERT_EQ(run("sweep " + path("failing/experiment.json") + " --output " + path("failing") +
                  " --index 1 --chunk 5 --quiet")
                  .exitCode,
              0);
    const CliResult collected = run("sweep collect " + path("failing"));
    ASSERT_EQ(collected.exitCode, 0) << collected.err;
    ASSERT_EQ(run("sweep " + exp + " --output " + path("local") + " --quiet").exitCode, 0);
    EXPECT_EQ(read(path("failing/runs.csv")), read(path("local/runs.csv")));
}

}  // namespace
}  // namespace hs::test

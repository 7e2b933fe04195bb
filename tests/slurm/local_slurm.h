#pragma once
// A real one-node Slurm cluster on this machine for the tests of `sweep --slurm`: munged
// (as the munge user, on a socket of its own), slurmctld and slurmd in the foreground, all
// under one fresh directory with a slurm.conf of their own (free ports, no cgroups, job
// completions logged to a file), started by this process and stopped by their PIDs. Starting
// needs root and Debian's slurmctld, slurmd, slurm-client and munge; when it cannot start,
// start() says why (the tests skip with that reason). Not thread-safe.

#include <sys/types.h>
#include <chrono>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace hs::test {

class LocalSlurm {
public:
    LocalSlurm() = default;
    ~LocalSlurm() { stop(); }
    LocalSlurm(const LocalSlurm&) = delete;
    LocalSlurm& operator=(const LocalSlurm&) = delete;

    // Starts the daemons under `root` and waits until the node is idle. False with the reason
    // when Slurm cannot run here (then nothing is left running).
    bool start(const std::filesystem::path& root, std::string& reason);
    // Stops every daemon this object started (SIGTERM, then SIGKILL after a while) and reaps it.
    void stop();
    bool running() const { return !m_daemons.empty(); }

    // "SLURM_CONF=<conf>": the environment the client commands need.
    std::string environment() const { return "SLURM_CONF=" + m_conf.string(); }
    // Runs a shell command with that environment; its stdout and exit status.
    int run(const std::string& command, std::string& output) const;

    // Waits until none of the jobs is pending or running; false at the deadline.
    bool waitForJobs(const std::vector<std::string>& ids, std::chrono::seconds deadline) const;

    // The job completion records (jobcomp/filetxt): one map of KEY=VALUE per finished job
    // or array task.
    std::vector<std::map<std::string, std::string>> completions() const;

    double startSeconds() const { return m_startSeconds; }

private:
    struct Daemon {
        std::string name;
        pid_t pid = -1;
    };
    bool launch(const std::string& name, const std::vector<std::string>& argv,
                const std::filesystem::path& log, bool asMunge, std::string& reason);
    std::string tail(const std::filesystem::path& log) const;

    std::filesystem::path m_root, m_conf;
    std::vector<Daemon> m_daemons;
    double m_startSeconds = 0;
};

}  // namespace hs::test

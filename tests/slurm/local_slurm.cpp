#include "local_slurm.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <grp.h>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <thread>

namespace hs::test {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

constexpr const char* kMunged = "/usr/sbin/munged";
constexpr const char* kSlurmctld = "/usr/sbin/slurmctld";
constexpr const char* kSlurmd = "/usr/sbin/slurmd";
constexpr const char* kMungeKey = "/etc/munge/munge.key";
// How long the daemons get to come up, and to go away when stopped.
constexpr auto kStartDeadline = std::chrono::seconds(30);
constexpr auto kStopDeadline = std::chrono::seconds(10);
constexpr auto kPoll = std::chrono::milliseconds(200);

// A TCP port nobody listens on now (the kernel's choice).
int freePort() {
    const int s = ::socket(AF_INET, SOCK_STREAM, 0);
    if (s < 0) return 0;
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = 0;
    socklen_t len = sizeof addr;
    int port = 0;
    if (::bind(s, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0 &&
        ::getsockname(s, reinterpret_cast<sockaddr*>(&addr), &len) == 0)
        port = ntohs(addr.sin_port);
    ::close(s);
    return port;
}

std::string shortHostName() {
    char buf[256] = {};
    ::gethostname(buf, sizeof buf - 1);
    std::string name = buf;
    return name.substr(0, name.find('.'));
}

bool executable(const char* path) {
    return ::access(path, X_OK) == 0;
}

bool onPath(const std::string& name) {
    const char* path = std::getenv("PATH");
    std::stringstream dirs(path ? path : "");
    for (std::string dir; std::getline(dirs, dir, ':');)
        if (!dir.empty() && ::access((dir + "/" + name).c_str(), X_OK) == 0) return true;
    return false;
}

// A dead or zombie process counts as gone.
bool alive(pid_t pid) {
    int status = 0;
    return ::waitpid(pid, &status, WNOHANG) == 0;
}

}  // namespace

bool LocalSlurm::launch(const std::string& name, const std::vector<std::string>& argv,
                        const fs::path& log, bool asMunge, std::string& reason) {
    uid_t uid = 0;
    gid_t gid = 0;
    if (asMunge) {
        const passwd* pw = ::getpwnam("munge");
        if (!pw) {
            reason = "there is no munge user (install Debian's munge)";
            return false;
        }
        uid = pw->pw_uid;
        gid = pw->pw_gid;
    }
    const pid_t pid = ::fork();
    if (pid < 0) {
        reason = "cannot start " + name + ": " + std::strerror(errno);
        return false;
    }
    if (pid == 0) {
        // the child: its own session, output to the log, then the daemon in the foreground
        ::setsid();
        const int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd >= 0) {
            ::dup2(fd, STDOUT_FILENO);
            ::dup2(fd, STDERR_FILENO);
            ::close(fd);
        }
        if (asMunge && (::setgroups(0, nullptr) != 0 || ::setgid(gid) != 0 || ::setuid(uid) != 0))
            _exit(126);
        std::vector<char*> args;
        for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        ::execv(args[0], args.data());
        _exit(127);
    }
    m_daemons.push_back({name, pid});
    return true;
}

std::string LocalSlurm::tail(const fs::path& log) const {
    std::ifstream in(log);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    std::string out;
    for (std::size_t i = lines.size() > 5 ? lines.size() - 5 : 0; i < lines.size(); ++i)
        out += "\n  " + lines[i];
    return out;
}

bool LocalSlurm::start(const fs::path& root, std::string& reason) {
    const auto begin = Clock::now();
    if (::geteuid() != 0) {
        reason =
            "a local Slurm needs root (slurmctld and slurmd run as root, munged as munge); "
            "run the tests as root to test sweep --slurm";
        return false;
    }
    for (const char* program : {kMunged, kSlurmctld, kSlurmd})
        if (!executable(program)) {
            reason = std::string(program) +
                     " is not installed (Debian: slurmctld slurmd slurm-client munge)";
            return false;
        }
    for (const char* client : {"sbatch", "squeue", "sinfo", "scancel"})
        if (!onPath(client)) {
            reason = std::string(client) + " is not on PATH (Debian: slurm-client)";
            return false;
        }
    if (::access(kMungeKey, F_OK) != 0) {
        reason = std::string(kMungeKey) + " is missing (Debian's munge package creates it)";
        return false;
    }

    // A fresh tree: the munge directory belongs to munge, and everything above it can be
    // traversed (munged checks that its socket is reachable).
    m_root = root;
    std::error_code ec;
    fs::remove_all(root, ec);
    for (const char* dir : {"munge", "state", "spool", "log"})
        fs::create_directories(root / dir, ec);
    ::chmod(root.c_str(), 0755);
    ::chmod((root / "munge").c_str(), 0755);
    if (const passwd* pw = ::getpwnam("munge"))
        if (::chown((root / "munge").c_str(), pw->pw_uid, pw->pw_gid) != 0) {
            reason =
                "cannot give " + (root / "munge").string() + " to munge: " + std::strerror(errno);
            return false;
        }

    const std::string host = shortHostName();
    const fs::path socket = root / "munge" / "munge.socket";
    m_conf = root / "slurm.conf";
    {
        std::ofstream conf(m_conf);
        conf << "# A one-node cluster for HybridStudio's tests, under " << root.string() << "\n"
             << "ClusterName=hstest\n"
             << "SlurmctldHost=" << host << "(127.0.0.1)\n"
             << "SlurmctldPort=" << freePort() << "\n"
             << "SlurmdPort=" << freePort() << "\n"
             << "SlurmUser=root\nSlurmdUser=root\n"
             << "AuthType=auth/munge\nCredType=cred/munge\n"
             << "AuthInfo=socket=" << socket.string() << "\n"
             << "StateSaveLocation=" << (root / "state").string() << "\n"
             << "SlurmdSpoolDir=" << (root / "spool").string() << "\n"
             << "SlurmctldPidFile=" << (root / "slurmctld.pid").string() << "\n"
             << "SlurmdPidFile=" << (root / "slurmd.pid").string() << "\n"
             << "SlurmctldLogFile=" << (root / "log" / "slurmctld.log").string() << "\n"
             << "SlurmdLogFile=" << (root / "log" / "slurmd.log").string()
             << "\n"
             // no cgroups: without a cgroup.conf every step would fail and the node drain
             << "ProctrackType=proctrack/linuxproc\nTaskPlugin=task/none\n"
             << "JobAcctGatherType=jobacct_gather/none\nAccountingStorageType=accounting_storage/"
                "none\n"
             // each job's state and exit code, kept after slurmctld forgets the job
             << "JobCompType=jobcomp/filetxt\nJobCompLoc=" << (root / "jobcomp.txt").string()
             << "\n"
             // cores are the consumable: several tasks at once, not one job per node
             << "SelectType=select/cons_tres\nSelectTypeParameters=CR_Core\n"
             << "SchedulerParameters=batch_sched_delay=0\n"
             // an impossible request fails at once instead of pending forever
             << "EnforcePartLimits=ALL\n"
             << "MailProg=/bin/true\nReturnToService=2\nMpiDefault=none\n"
             // eight slots on this machine, whatever its cores: tasks are short
             << "SlurmdParameters=config_overrides\n"
             << "NodeName=" << host << " NodeAddr=127.0.0.1 CPUs=8 Boards=1 SocketsPerBoard=1 "
             << "CoresPerSocket=8 ThreadsPerCore=1 RealMemory=1000\n"
             << "PartitionName=hstest Nodes=" << host << " Default=YES MaxTime=INFINITE State=UP\n";
    }

    const fs::path log = root / "log";
    if (!launch("munged",
                {kMunged, "--foreground", "--socket=" + socket.string(),
                 "--key-file=" + std::string(kMungeKey),
                 "--pid-file=" + (root / "munge" / "munged.pid").string(),
                 "--log-file=" + (root / "munge" / "munged.log").string(),
                 "--seed-file=" + (root / "munge" / "munged.seed").string()},
                log / "munged.out", true, reason)) {
        stop();
        return false;
    }
    // slurmctld and slurmd authenticate through munged: wait for its socket
    while (!fs::exists(socket, ec)) {
        if (!alive(m_daemons.back().pid) || Clock::now() - begin > kStartDeadline) {
            reason = "munged did not start:" + tail(log / "munged.out");
            stop();
            return false;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    if (!launch("slurmctld", {kSlurmctld, "-D", "-f", m_conf.string()}, log / "slurmctld.out",
                false, reason) ||
        !launch("slurmd", {kSlurmd, "-D", "-f", m_conf.string()}, log / "slurmd.out", false,
                reason)) {
        stop();
        return false;
    }
    // ready when the node reports idle
    for (;;) {
        std::string state;
        run("sinfo -h -o %t", state);
        if (state.rfind("idle", 0) == 0) break;
        for (std::size_t i = 0; i < m_daemons.size(); ++i)
            if (!alive(m_daemons[i].pid)) {  // reaped: no longer ours to stop
                const std::string name = m_daemons[i].name;
                reason = name + " stopped while starting:" + tail(log / (name + ".out")) +
                         tail(log / (name + ".log"));
                m_daemons.erase(m_daemons.begin() + static_cast<std::ptrdiff_t>(i));
                stop();
                return false;
            }
        if (Clock::now() - begin > kStartDeadline) {
            reason = "the node did not become idle (sinfo says '" + state +
                     "'):" + tail(log / "slurmctld.log") + tail(log / "slurmd.log");
            stop();
            return false;
        }
        std::this_thread::sleep_for(kPoll);
    }
    m_startSeconds = std::chrono::duration<double>(Clock::now() - begin).count();
    return true;
}

void LocalSlurm::stop() {
    if (m_daemons.empty()) return;
    // jobs still queued or running first, so that no job step outlives the cluster
    bool controller = false;
    for (const Daemon& d : m_daemons) controller = controller || d.name == "slurmctld";
    if (controller) {
        std::string out;
        run("scancel --user=root", out);
        const auto until = Clock::now() + kStopDeadline;
        while (Clock::now() < until) {
            run("squeue -h", out);
            if (out.empty()) break;
            std::this_thread::sleep_for(kPoll);
        }
    }
    // the daemons, last started first
    for (auto it = m_daemons.rbegin(); it != m_daemons.rend(); ++it) ::kill(it->pid, SIGTERM);
    const auto until = Clock::now() + kStopDeadline;
    for (const Daemon& d : m_daemons) {
        int status = 0;
        while (::waitpid(d.pid, &status, WNOHANG) == 0) {
            if (Clock::now() > until) {
                ::kill(d.pid, SIGKILL);
                ::waitpid(d.pid, &status, 0);
                break;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
    }
    m_daemons.clear();
}

int LocalSlurm::run(const std::string& command, std::string& output) const {
    output.clear();
    FILE* pipe = ::popen((environment() + " " + command + " 2>/dev/null").c_str(), "r");
    if (!pipe) return -1;
    char buf[512];
    while (std::fgets(buf, sizeof buf, pipe)) output += buf;
    const int status = ::pclose(pipe);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

bool LocalSlurm::waitForJobs(const std::vector<std::string>& ids,
                             std::chrono::seconds deadline) const {
    std::string list;
    for (const std::string& id : ids) list += (list.empty() ? "" : ",") + id;
    const auto until = Clock::now() + deadline;
    while (Clock::now() < until) {
        std::string out;
        if (run("squeue -h -j " + list, out) == 0 && out.empty()) return true;
        std::this_thread::sleep_for(kPoll);
    }
    return false;
}

std::vector<std::map<std::string, std::string>> LocalSlurm::completions() const {
    std::vector<std::map<std::string, std::string>> out;
    std::ifstream in(m_root / "jobcomp.txt");
    for (std::string line; std::getline(in, line);) {
        std::map<std::string, std::string> record;
        std::stringstream words(line);
        for (std::string word; words >> word;) {
            const auto eq = word.find('=');
            if (eq != std::string::npos) record[word.substr(0, eq)] = word.substr(eq + 1);
        }
        if (!record.empty()) out.push_back(std::move(record));
    }
    return out;
}

}  // namespace hs::test

#pragma once
// A package of projects with their own synchronisation steps (SimInTech style). Each
// project is a module with its own solver (fixed step when its minimum step equals its
// maximum step, otherwise CVODE within [min, max]) and its own sync step.
//
// Rounds are numbered as the seed's figures number them ("circles of synchronisation"):
// round 1 is the initial state, every project at the start time; from round 2 on, every
// active project whose model time is not ahead of the package time computes up to
// package time + its own sync step; a project that is ahead skips the round; the package
// time becomes the minimum model time of the projects that computed in this round.
// A fixed-step project never shortens its step towards its target, so it may finish a
// cycle off it: it stops at the last whole step before the target — an event inside its
// model restarts its step grid there, so its cycle can end at t − Δt — or after one
// whole step when the target is less than a step away. No cycle runs past the end time:
// the step that reaches it is shortened onto it. The run stops when a project reaches
// the end time.
//
// Signals between projects. When a written value becomes visible (write mode): deferred
// to the sync step — after the round, readers see each producer's value at the latest
// time at or before the package time — or immediately after the computation — a project
// computing later in the round, or in a later round, reads the producer's newest value,
// possibly from its future. Which values are written (write only at the sync step): a
// producer's cycle ends only, or every step it takes (then a deferred read gets the value
// at the package time itself, not at the producer's last sync point before it). Inputs
// are held during a project's cycle. Not thread-safe: one run belongs to one thread.

#include "hs/cosim/network.h"
#include "hs/lang/diagnostic.h"
#include "hs/model/document.h"
#include "hs/sim/result_store.h"

#include <atomic>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace hs::cosim {

struct TimelineEntry {
    int round = 0;           // 1: the initial state; 2, 3, ...: computing rounds
    std::string project;
    bool computed = false;   // false: skipped the round (ahead of the package time), or round 1
    bool reachedEnd = false; // this cycle reached the package's end time
    double start = 0.0, end = 0.0;
    double packageTime = 0.0;  // after the round
    // signals read at the start of the cycle: producer time of each value (for the
    // timeline view: a read "from the future" has producerTime > start)
    std::vector<double> readTimes;
};

struct PackageOptions {
    std::vector<std::pair<std::string, double>> parameters;  // "Module.p" overrides
    bool recordEvents = false;  // the projects' engines log their executed events
    std::shared_ptr<const std::atomic<bool>> stopSignal;  // stops every project's engine
};

class PackageRun {
public:
    bool start(const doc::Document& document, const std::string& file, DiagnosticList& diags,
               const PackageOptions& options = {});
    // Runs one round. False when the run has ended (finished or failed).
    bool runRound(DiagnosticList& diags);
    void run(DiagnosticList& diags);
    bool finished() const { return m_finished; }
    bool failed() const { return m_failed; }

    // Changes a project's step (a fixed-step project: its fixed step) from the next round on.
    void setProjectStep(int project, double step);

    int projectCount() const { return static_cast<int>(m_projects.size()); }
    const std::string& projectName(int p) const;
    double projectTime(int p) const { return m_projects[p].time; }
    double packageTime() const { return m_packageTime; }
    int rounds() const { return m_round; }
    const std::vector<TimelineEntry>& timeline() const { return m_timeline; }
    // Results per project: Module.var columns at every step (or only at sync steps).
    ResultStore projectResults(int p) const;
    // The same rows from time `from` on (the point where the project stopped included),
    // for a reader that merges them as rounds are computed: names once, rows appended.
    std::vector<std::string> projectColumns(int p) const;
    void projectRowsFrom(int p, double from, std::vector<double>& times, std::vector<std::vector<double>>& rows) const;
    double endTime() const { return m_endTime; }
    int projectModule(int p) const { return m_projects[p].module; }
    Network& network() { return *m_net; }
    const Network& network() const { return *m_net; }
    // The timeline as CSV: round,project,status,start,end,package_time with status
    // initial (round 1), computed, computed-end (it reached the end time) or skipped
    std::string timelineCsv() const;

private:
    struct Project {
        int module = -1;
        double minStep = 0.01, maxStep = 0.01, syncStep = 1.0;
        bool active = true;
        double time = 0.0;
        std::vector<std::vector<std::pair<double, double>>> history;  // per output: (time, value)
        ResultStore rows;  // when recording only at sync steps, or for blocks
    };

    bool advanceProject(Project& p, double target);
    void feedInputs(int project, std::vector<double>& readTimes);
    void recordCycle(int project);
    void publishSteps(int project, double from);

    std::unique_ptr<Network> m_net;
    std::vector<Project> m_projects;
    std::vector<int> m_projectOfModule;
    std::vector<double> m_board, m_boardTime;  // per link
    bool m_immediate = false, m_writeAtSyncOnly = true, m_resultsOnlyAtSync = false;
    double m_endTime = 0.0, m_packageTime = 0.0;
    int m_round = 0;
    bool m_finished = false, m_failed = false;
    std::vector<TimelineEntry> m_timeline;
};

}  // namespace hs::cosim

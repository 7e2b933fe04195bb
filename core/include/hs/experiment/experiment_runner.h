#pragma once
// Runs the runs of an experiment on a pool of worker threads (std::thread; all cores by
// default). Workers take the next run index from one atomic counter; each run has its own
// engine, and the only thing the runs share is the immutable compiled model. Results are
// returned in run order, so the order in which runs finish changes nothing.
//
// Threading: run() blocks the calling thread until the runs are done. requestStop() may be
// called from any thread (an observer, another thread): runs not yet started are skipped.
// The observer is called from the worker threads, one call at a time.

#include "hs/experiment/experiment.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace hs::experiment {

class ExperimentObserver {
public:
    virtual ~ExperimentObserver() = default;
    // A run has finished: `finished` of `total` runs of this call are done.
    virtual void runFinished(const RunResult& result, std::size_t finished, std::size_t total) = 0;
};

class ExperimentRunner {
public:
    explicit ExperimentRunner(const Experiment& experiment) : m_experiment(experiment) {}

    // Runs runs first .. first + count - 1 (clipped to the plan) on `jobs` threads (0: one
    // per core) and returns their results in run order; after requestStop() only the runs
    // that had started.
    std::vector<RunResult> run(std::uint64_t first, std::uint64_t count, unsigned jobs = 0,
                               ExperimentObserver* observer = nullptr);
    std::vector<RunResult> runAll(unsigned jobs = 0, ExperimentObserver* observer = nullptr) {
        return run(0, m_experiment.runCount(), jobs, observer);
    }

    void requestStop() { m_stop.store(true); }
    bool stopRequested() const { return m_stop.load(); }

    // The number of worker threads `jobs` means here (0: the cores of this machine).
    static unsigned threadCount(unsigned jobs);

private:
    const Experiment& m_experiment;
    std::atomic<bool> m_stop{false};
};

}  // namespace hs::experiment

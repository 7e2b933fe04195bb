#include "hs/experiment/experiment_runner.h"

#include <algorithm>
#include <mutex>
#include <thread>

namespace hs::experiment {

unsigned ExperimentRunner::threadCount(unsigned jobs) {
    if (jobs > 0) return jobs;
    return std::max(1u, std::thread::hardware_concurrency());
}

std::vector<RunResult> ExperimentRunner::run(std::uint64_t first, std::uint64_t count,
                                             unsigned jobs, ExperimentObserver* observer) {
    const std::uint64_t total = m_experiment.runCount();
    const std::uint64_t begin = std::min(first, total);
    const std::uint64_t end = std::min(total, begin + std::min(count, total - begin));
    const std::size_t n = static_cast<std::size_t>(end - begin);
    std::vector<RunResult> results(n);
    std::vector<char> done(n, 0);  // written by the worker that ran the run, read after join

    std::atomic<std::uint64_t> next{begin};
    std::mutex observerMutex;
    std::size_t finished = 0;  // guarded by observerMutex
    auto work = [&] {
        for (;;) {
            if (m_stop.load()) return;
            const std::uint64_t i = next.fetch_add(1);
            if (i >= end) return;
            const std::size_t slot = static_cast<std::size_t>(i - begin);
            results[slot] = m_experiment.run(i);
            done[slot] = 1;
            if (observer) {
                std::lock_guard lock(observerMutex);
                observer->runFinished(results[slot], ++finished, n);
            }
        }
    };

    const unsigned threads = std::min<unsigned>(threadCount(jobs), std::max<std::size_t>(n, 1));
    if (threads <= 1) {
        work();
    } else {
        std::vector<std::thread> pool;
        pool.reserve(threads);
        for (unsigned t = 0; t < threads; ++t) pool.emplace_back(work);
        for (std::thread& t : pool) t.join();
    }
    if (m_stop.load()) {
        std::vector<RunResult> started;
        for (std::size_t i = 0; i < n; ++i)
            if (done[i]) started.push_back(std::move(results[i]));
        return started;
    }
    return results;
}

}  // namespace hs::experiment

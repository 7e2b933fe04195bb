#pragma once
// The simulation process's side of an experiment the IDE runs (`hybridstudio-engine`):
// prepares it (the model compiled, the experiment checked against it) and runs ranges of
// its runs on a pool of threads, exactly as the CLI's `sweep` does, in a thread of its
// own so that the process keeps reading the IDE's commands meanwhile. Whatever it has to
// say goes out as whole frames through `send`, always called on the thread that made the
// host. See engine_protocol.h for the messages.
//
// Threads: prepare() and run() are queued to the host's thread and run there one after
// the other; stop() may be called from the reading thread at any time (the runner's stop
// request is thread-safe): the runs under way finish, no new one starts, and ExperimentDone
// says the range was cut short. A run() before a successful prepare() is answered with
// ExperimentRefused.

#include "sim/engine_protocol.h"

#include "hs/experiment/experiment_runner.h"

#include <QObject>
#include <QThread>

#include <functional>
#include <memory>
#include <mutex>
#include <vector>

namespace hs::ui {

class ExperimentHost : public QObject {
    Q_OBJECT
public:
    using Send = std::function<void(std::string frame)>;

    explicit ExperimentHost(Send send, QObject* parent = nullptr);
    ~ExperimentHost() override;  // stops the runs under way and waits for them

    void prepare(std::string specText, session::SessionRequest request);
    void run(std::uint64_t first, std::uint64_t count, unsigned jobs);
    void stop();

private:
    void post(std::string frame);  // hands a frame to the owner's thread
    void flushResults();

    Send m_send;
    QThread m_thread;
    QObject* m_context = nullptr;  // lives in m_thread: the queued work runs there
    std::shared_ptr<const experiment::Experiment> m_experiment;  // host thread only
    std::mutex m_mutex;
    std::shared_ptr<experiment::ExperimentRunner> m_runner;  // the range under way (guarded)
    std::vector<experiment::RunResult> m_finished;            // not sent yet (guarded)
    bool m_flushPosted = false;                               // (guarded)
};

}  // namespace hs::ui

#pragma once
// The simulation process's side of the IDE connection (`hybridstudio-engine`): reads
// commands from one file descriptor (the process's standard input), runs them on an
// EngineWorker in its own thread exactly as the IDE's in-process engine does, and writes
// the worker's snapshots to another (standard output). Checks (a model compiled, a run
// built, nothing run) run on the same thread, in order with the run's commands.
// Experiments go to an ExperimentHost with threads of its own. See engine_protocol.h.
//
// Pause and Stop reach the engine at once, even inside a long step or a loop of the model:
// the reading thread calls EngineWorker::interrupt()/interruptToStop() before queueing the
// command. The server ends the application when its input closes (the IDE quit or died) or
// on Quit.

#include "sim/engine_protocol.h"
#include "sim/engine_worker.h"
#include "sim/experiment_host.h"

#include <QObject>
#include <QSocketNotifier>
#include <QThread>

namespace hs::ui {

class EngineServer : public QObject {
    Q_OBJECT
public:
    EngineServer(int inputFd, int outputFd, QObject* parent = nullptr);
    ~EngineServer() override;

private slots:
    void readInput();
    void sendSnapshot(hs::ui::SnapshotPtr snapshot);

private:
    void handle(wire::Message type, const std::string& body);
    void finish(int code);
    void write(const std::string& frame);  // a whole frame to the IDE (blocking)
    ExperimentHost& experiments();

    int m_in, m_out;
    QSocketNotifier m_notifier;
    wire::FrameBuffer m_frames;
    QThread m_thread;
    EngineWorker* m_worker = nullptr;
    ExperimentHost* m_experiments = nullptr;  // made on the first experiment message
    bool m_finished = false;
};

}  // namespace hs::ui

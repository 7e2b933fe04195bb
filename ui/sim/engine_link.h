#pragma once
// How SimulationController reaches its engine. Two links with one interface:
//
//  - ProcessLink (the IDE's default): the run lives in a separate process,
//    `hybridstudio-engine`, that builds the session from the request and sends snapshots
//    back over a pipe (engine_protocol.h). A crash, an abort or an out-of-memory kill of
//    that process ends the run with a message; the IDE and the document are untouched.
//    Stop kills a process that has not answered within kStopAnswer.
//  - ThreadLink: the run lives in a thread of the IDE (an EngineWorker), for when the
//    engine program cannot be found, and for comparisons.
//
// Both deliver snapshots on the GUI thread through snapshotReady(); a link that loses its
// engine says why through engineLost() once per lost run.

#include "sim/engine_process.h"
#include "sim/engine_protocol.h"
#include "sim/engine_worker.h"

#include <QObject>
#include <QThread>
#include <QTimer>

#include <chrono>
#include <memory>

namespace hs::ui {

class EngineLink : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    // Replaces the run: `session` is the session the GUI built (the thread link runs it),
    // `request` what it was built from (the process link sends it).
    virtual void load(SessionPtr session, const session::SessionRequest& request, quint64 generation) = 0;
    virtual void run() = 0;
    virtual void pause() = 0;
    virtual void step() = 0;
    virtual void stepBack() = 0;
    virtual void restoreStep(std::uint64_t step) = 0;
    virtual void runUntilTime(double t) = 0;
    virtual void runUntilStep(std::uint64_t step) = 0;
    virtual void runUntilElement(const QString& element) = 0;
    virtual void stop() = 0;
    virtual void selectNext(std::uint64_t id) = 0;
    virtual void setSpeed(SpeedMode mode, double scale) = 0;
    // For the run loaded and every later one (EngineWorker::setBreakpoints, setWatches).
    virtual void setBreakpoints(const std::vector<Breakpoint>& breakpoints) = 0;
    virtual void setWatches(const std::vector<std::string>& expressions) = 0;
    // The event-iteration trace of an event step of the run (EngineWorker::requestTrace).
    virtual void requestTrace(std::uint64_t step) = 0;
    // Steps into an order of an instant (EngineWorker::followOrder).
    virtual void followOrder(std::uint64_t step, const std::vector<std::uint64_t>& order) = 0;
    // The engine's process id, 0 when it runs inside the IDE or is not running.
    virtual qint64 processId() const { return 0; }

signals:
    void snapshotReady(hs::ui::SnapshotPtr snapshot);
    // The engine of the current run is gone (the process crashed, was killed, did not
    // answer Stop, or sent what cannot be read). `reason` is one sentence for the user.
    void engineLost(const hs::Message& reason);
};

class ThreadLink final : public EngineLink {
    Q_OBJECT
public:
    explicit ThreadLink(QObject* parent = nullptr);
    ~ThreadLink() override;

    void load(SessionPtr session, const session::SessionRequest& request, quint64 generation) override;
    void run() override;
    void pause() override;
    void step() override;
    void stepBack() override;
    void restoreStep(std::uint64_t step) override;
    void runUntilTime(double t) override;
    void runUntilStep(std::uint64_t step) override;
    void runUntilElement(const QString& element) override;
    void stop() override;
    void selectNext(std::uint64_t id) override;
    void setSpeed(SpeedMode mode, double scale) override;
    void setBreakpoints(const std::vector<Breakpoint>& breakpoints) override;
    void setWatches(const std::vector<std::string>& expressions) override;
    void requestTrace(std::uint64_t step) override;
    void followOrder(std::uint64_t step, const std::vector<std::uint64_t>& order) override;

private:
    QThread m_thread;
    EngineWorker* m_worker = nullptr;
};

class ProcessLink final : public EngineLink {
    Q_OBJECT
public:
    // How long Stop waits for the engine's answer before it kills the process.
    static constexpr std::chrono::milliseconds kStopAnswer{1000};

    // `program`: the engine executable (engineProgram()).
    explicit ProcessLink(QString program, QObject* parent = nullptr);
    ~ProcessLink() override;

    void load(SessionPtr session, const session::SessionRequest& request, quint64 generation) override;
    void run() override;
    void pause() override;
    void step() override;
    void stepBack() override;
    void restoreStep(std::uint64_t step) override;
    void runUntilTime(double t) override;
    void runUntilStep(std::uint64_t step) override;
    void runUntilElement(const QString& element) override;
    void stop() override;
    void selectNext(std::uint64_t id) override;
    void setSpeed(SpeedMode mode, double scale) override;
    void setBreakpoints(const std::vector<Breakpoint>& breakpoints) override;
    void setWatches(const std::vector<std::string>& expressions) override;
    void requestTrace(std::uint64_t step) override;
    void followOrder(std::uint64_t step, const std::vector<std::uint64_t>& order) override;
    qint64 processId() const override;

private:
    void frame(wire::Message type, const std::string& body);
    void lose(const hs::Message& reason);
    void stopDeadline();

    EngineProcess m_engine;
    quint64 m_generation = 0;  // of the run loaded last
    bool m_lost = false;       // engineLost() was said for this run
    QTimer m_stopTimer;
    SpeedMode m_speed = SpeedMode::Virtual;
    double m_scale = 1.0;
    std::vector<Breakpoint> m_breakpoints;  // sent again to a new engine process
    std::vector<std::string> m_watches;
};

// The engine executable the IDE starts: $HS_ENGINE if set, else `hybridstudio-engine` next
// to the running program or in <prefix>/libexec/hybridstudio; empty if none is there.
QString engineProgram();

}  // namespace hs::ui

#pragma once
// The simulation thread of the IDE. EngineWorker owns the hs::Engine and lives in its own
// QThread; it receives commands through queued slots and reports immutable snapshots
// through queued signals, at most ~30 times a second while running and at once after a
// step. SimulationController is its GUI-thread face: it owns the thread, forwards
// commands, keeps the GUI's copy of the results and of the executed events, and never
// blocks on the engine.

#include "hs/compile/compiled_model.h"
#include "hs/sim/engine.h"
#include "hs/sim/result_store.h"

#include <QElapsedTimer>
#include <QMetaType>
#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>
#include <vector>

namespace hs::ui {

// What the GUI sees of the engine at one moment. Immutable once sent.
struct SimSnapshot {
    double time = 0.0;
    std::uint64_t step = 0;
    RunStatus status = RunStatus::Running;
    bool running = false;                // a run (not a single step) is in progress
    bool initialised = false;
    QueueSnapshot queue;
    std::vector<double> values;          // per model variable, CompiledModel::variables order
    std::vector<std::string> activeStates;  // paths ("chart.State") of the active states
    // results: rows [firstRow, firstRow + rows.size()) replace whatever the GUI had there
    std::size_t firstRow = 0;
    std::vector<double> rowTimes;
    std::vector<std::vector<double>> columns;  // per result column, the new rows' values
    // executed events: [firstEvent, ...) replace the GUI's list from there on
    std::size_t firstEvent = 0;
    std::vector<EventRecord> events;
    std::vector<Diagnostic> diagnostics;  // all run-time diagnostics so far
    double eventsPerSecond = 0.0;
    std::size_t historySize = 0;
};
using SnapshotPtr = std::shared_ptr<const SimSnapshot>;

enum class SpeedMode { Virtual, RealTime };

class EngineWorker : public QObject {
    Q_OBJECT
public:
    EngineWorker();
    ~EngineWorker() override;

    // Thread-safe: makes a running slice return soon.
    void interrupt();

public slots:
    void load(std::shared_ptr<const hs::CompiledModel> model, hs::SimulationSettings settings,
              std::vector<std::pair<std::string, double>> parameters);
    void run();
    void pause();
    void step();
    void stepBack();
    void restoreStep(quint64 step);
    void runUntilTime(double t);
    void runUntilStep(quint64 step);
    void runUntilElement(QString element);
    void stop();
    void selectNext(quint64 id);
    void setSpeed(hs::ui::SpeedMode mode, double scale);

signals:
    void snapshotReady(hs::ui::SnapshotPtr snapshot);

private slots:
    void runSlice();

private:
    void publish();
    void startRun(const RunTarget& target);

    std::shared_ptr<const CompiledModel> m_model;
    std::unique_ptr<Engine> m_engine;
    bool m_running = false;
    RunTarget m_target;
    SpeedMode m_speed = SpeedMode::Virtual;
    double m_scale = 1.0;
    QElapsedTimer m_wall;
    double m_wallStartModel = 0.0;
    std::atomic<bool> m_interrupt{false};
    std::atomic<Engine*> m_enginePtr{nullptr};  // for interrupt() from the GUI thread
    std::size_t m_sentRows = 0, m_sentEvents = 0;
    std::uint64_t m_rateSteps = 0;
    QElapsedTimer m_rateClock;
    double m_eventsPerSecond = 0.0;
};

class SimulationController : public QObject {
    Q_OBJECT
public:
    explicit SimulationController(QObject* parent = nullptr);
    ~SimulationController() override;

    // Loads a compiled model into a fresh engine (applies parameter overrides).
    void load(std::shared_ptr<const CompiledModel> model, const SimulationSettings& settings);
    std::shared_ptr<const CompiledModel> model() const { return m_model; }
    const SimulationSettings& settings() const { return m_settings; }
    void setSettings(const SimulationSettings& settings) { m_settings = settings; }
    void setParameter(const std::string& name, double value);
    const std::vector<std::pair<std::string, double>>& parameters() const { return m_parameters; }

    void run();
    void pause();
    void step();
    void stepBack();
    void restoreStep(std::uint64_t step);
    void runUntilTime(double t);
    void runUntilStep(std::uint64_t step);
    void runUntilElement(const QString& element);
    void stop();
    void reset();  // a fresh engine with the current settings and parameters
    void selectNext(std::uint64_t id);
    void setSpeed(SpeedMode mode, double scale);

    const SimSnapshot* latest() const { return m_latest.get(); }
    const ResultStore& results() const { return m_results; }
    const std::vector<EventRecord>& events() const { return m_events; }
    bool running() const { return m_latest && m_latest->running; }

signals:
    void snapshotReceived();  // latest(), results() and events() are updated
    void modelLoaded();

private slots:
    void acceptSnapshot(hs::ui::SnapshotPtr snapshot);

private:
    QThread m_thread;
    EngineWorker* m_worker = nullptr;
    std::shared_ptr<const CompiledModel> m_model;
    SimulationSettings m_settings;
    std::vector<std::pair<std::string, double>> m_parameters;
    SnapshotPtr m_latest;
    ResultStore m_results;
    std::vector<EventRecord> m_events;
};

}  // namespace hs::ui

Q_DECLARE_METATYPE(hs::ui::SnapshotPtr)

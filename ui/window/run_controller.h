#pragma once
// What Run, Step, Run Until and Reset do, in one place. The rule: the IDE runs what the
// user sees. When the text, a drawing or the settings changed since the run was built
// (DocumentController::generation()), or the run has ended, Run, Step and Run Until first
// build the run anew — compile the model, or the whole network or package — and start
// from its initial state; compile errors go to the messages and nothing runs. Otherwise
// they go on from where the run is. Reset always builds anew. Parameter values typed in
// the Variables dock apply from the next build on. A run of an experiment opened as a
// simulation brings its parameters and its settings (its seed, its stop time): they hold
// for every build until another document is opened or the settings are chosen anew.
// With the engine program at hand, a build is first checked in an engine process of its
// own (CheckClient): a model that crashes the compiler ends that process and is refused
// with an `engine-lost` message, and only a model that built there is built in the IDE
// (the compiler is deterministic). GUI thread only.

#include "sim/check_client.h"
#include "sim/simulation_controller.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hs::ui {

class DocumentController;

class RunController : public QObject {
    Q_OBJECT
public:
    RunController(DocumentController* document, QObject* parent = nullptr);
    ~RunController() override;

    SimulationController& simulation() { return *m_sim; }
    // The engine process for model checks (the editor's live check shares it), or null
    // when the engine runs inside the IDE.
    CheckClient* checkClient() const { return m_checks; }
    const SimulationController& simulation() const { return *m_sim; }

    // Builds the run of the document on screen and starts it at its initial state.
    // False on compile errors (reported by built()).
    bool restart();
    // The model on screen differs from the one last built (loaded, or refused with errors):
    // Run, Step and Run Until build it again first.
    bool isStale() const;
    bool hasRun() const { return m_sim->hasSession(); }

    void run();
    void step();
    void runUntilTime(double t);
    void runUntilStep(std::uint64_t step);
    void runUntilElement(const QString& element);
    void pause() { m_sim->pause(); }
    void stop() { m_sim->stop(); }
    void stepBack() { m_sim->stepBack(); }
    void restoreStep(std::uint64_t step) { m_sim->restoreStep(step); }
    void selectNext(std::uint64_t id) { m_sim->selectNext(id); }

    // Why the when-clause starting at `line` (line > 0) or the transition `transition` of
    // the model on screen fired or did not, in its run from the start to `until` (the
    // stop time when not given) — in the check process when there is one, else in a thread
    // of the IDE. `done` receives the result on this thread.
    void explain(int line, const QString& transition, std::optional<double> until,
                 std::function<void(const CheckResult&)> done);
    // A check of the run of the model on screen (its request, parameters and settings filled
    // in): Explain, Explore, Orders, Replay — in an engine process of their own (not the
    // one of the live check and of builds), else in a thread of the IDE.
    void checkRun(ModelCheck check, std::function<void(const CheckResult&)> done);
    // The checks of checkRun() under way are given up (a newer one replaces them, another
    // document is open): their process ends, and each `done` gets a failed result.
    void cancelRunChecks();
    // Steps into an order of the instant after `step` event steps (an Explore-orders
    // divergence): the model on screen is built first when the run is not it.
    void followOrder(std::uint64_t step, const std::vector<std::uint64_t>& order);

    // Parameter values from the Variables dock (names as listed there), from the next build.
    void setParameter(const std::string& name, double value);
    const std::vector<std::pair<std::string, double>>& parameters() const { return m_parameters; }
    // The parameters of the run now loaded (what the run record lists).
    const std::vector<std::pair<std::string, double>>& loadedParameters() const { return m_loadedParameters; }
    void clearParameters() { m_parameters.clear(); }

    // Builds and starts a run with these parameter values and settings (a run of an
    // experiment, to be stepped); they hold until clearRunSettings() or another document.
    bool openRun(std::vector<std::pair<std::string, double>> parameters, const SimulationSettings& settings);
    void clearRunSettings() { m_runSettings.reset(); }
    const std::optional<SimulationSettings>& runSettings() const { return m_runSettings; }

signals:
    // A build ended: its diagnostics (compile errors and warnings) and whether it runs.
    void built(const std::vector<hs::Diagnostic>& diagnostics, bool ok);
    // isStale() changed.
    void staleChanged(bool stale);
    // A new run is about to replace the one loaded (whose results are still there).
    void aboutToRestart();

private:
    // Restarts when the model on screen is not the one loaded or the run cannot go on.
    bool prepare();
    // The run of the model on screen as it is built: its parameters and settings.
    session::SessionRequest runRequest() const;
    // A check with its run filled in, in the process of checkRun().
    void submitCheck(ModelCheck check, std::function<void(const CheckResult&)> done);
    void checkStale();
    CheckClient* m_checks = nullptr;
    CheckClient* m_runChecks = nullptr;  // explain, explore, orders, replay (made when first used)

    DocumentController* m_document;
    SimulationController* m_sim;
    quint64 m_loadedGeneration = static_cast<quint64>(-1);
    bool m_stale = false;
    std::vector<std::pair<std::string, double>> m_parameters, m_loadedParameters;
    std::optional<SimulationSettings> m_runSettings;  // an experiment's run, over the document's
};

}  // namespace hs::ui

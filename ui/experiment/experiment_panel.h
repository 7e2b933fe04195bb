#pragma once
// The Experiments panel: the experiments of the open document (its `experiments` section),
// one shown at a time in an ExperimentForm, run with ExperimentRun off the GUI thread and
// shown in ExperimentViews as the runs arrive, with a progress bar (runs done and failed,
// time left), Pause/Resume and Cancel.
//
// Every change of a form that reads is one undoable edit of the document (typing into a
// field merges); a field that does not read, or an experiment the core refuses, is shown
// with its message and not written — nothing typed is dropped silently. Run compiles the
// model on screen; the experiment is checked against it (Experiment::prepare) and run off
// the GUI thread. A run of the table opens, on request, as an ordinary simulation with its
// parameters and seed (openRunRequested), and runs are drawn over the main plot
// (overlayRequested). GUI thread only.

#include "experiment/form_fields.h"
#include "plot/plot_widget.h"

#include "hs/lang/diagnostic.h"
#include "hs/model/experiment_spec.h"
#include "hs/sim/engine.h"

#include <QString>
#include <QStringList>
#include <QTimer>
#include <QWidget>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QSplitter;

namespace hs::experiment {
class Experiment;
}

namespace hs::ui {

class DocumentController;
class ExperimentForm;
class ExperimentRun;
class ExperimentViews;

class ExperimentPanel : public QWidget {
    Q_OBJECT
public:
    ExperimentPanel(DocumentController* document, QWidget* parent = nullptr);
    ~ExperimentPanel() override;

    // The model on screen was built: its parameters, variables and elements are offered.
    void setModelNames(const ModelNames& names);
    // The values of the model's parameters, once a run of it has initialised (they give a
    // new experiment's ranges and the base points' hints).
    void setParameterValues(const std::vector<std::pair<std::string, double>>& values);

    int currentExperiment() const { return m_current; }
    void selectExperiment(int index);
    // Adds an experiment over the model's first parameter (or Monte Carlo replications when
    // it has none). False with a message when the model does not compile.
    bool newExperiment();
    // Compiles the model on screen, checks the experiment shown and starts its runs. False
    // with the reasons shown when the experiment or the model has errors.
    bool runExperiment();
    void pauseOrResume();
    void cancel();

    ExperimentForm* form() const { return m_form; }
    ExperimentViews* views() const { return m_views; }
    ExperimentRun* experimentRun() const { return m_run; }
    QProgressBar* progress() const { return m_progress; }
    QLabel* problems() const { return m_problems; }
    QLabel* status() const { return m_status; }
    void retranslate();

signals:
    // Open run `parameters` of an experiment as a simulation, with these settings (its
    // seed, its start and stop time).
    void openRunRequested(const std::vector<std::pair<std::string, double>>& parameters,
                          const hs::SimulationSettings& settings, const QString& description);
    // Draw these runs of the experiment over the main plot (their trajectories, or their
    // whole results where the experiment keeps them), named "run 3 of Sweep e: e = 0.6".
    void overlayRequested(const std::vector<hs::ui::PlotOverlay>& runs);
    void statusMessage(const QString& text, int timeoutMs);

private:
    struct Compiled {
        std::shared_ptr<const CompiledModel> model;
        SimulationSettings settings;
        std::vector<Diagnostic> diagnostics;
    };
    Compiled compileShown() const;
    void documentOpened();
    void documentChanged();
    void refreshSelector();
    void formEdited(const QString& what);
    // The problems of a specification that reads: the core's checks of an experiment file.
    QStringList checkSpec(const experiment::ExperimentSpec& spec) const;
    QString describe(const Diagnostic& d, const experiment::ExperimentSpec& spec) const;
    // What is wrong, as a lead line and the problems; made again in another language.
    using Problems = std::function<std::pair<QString, QStringList>()>;
    void report(Problems problems);
    void clearProblems() { report({}); }
    // The problems of the form's fields and of the experiment they make.
    QStringList formProblems(experiment::ExperimentSpec* spec = nullptr) const;
    QStringList errorsOf(const std::vector<Diagnostic>& diagnostics,
                         const experiment::ExperimentSpec& spec) const;
    void deleteExperiment();
    void resultsArrived();
    void stateChanged();
    void updateProgress();
    void openRun(std::uint64_t run);
    void overlayRuns(const std::vector<std::uint64_t>& runs);
    // "Run 3 of Sweep e", and the parameter values apart ("e = 0.6, k = 2").
    std::pair<QString, QString> describeRun(std::uint64_t run) const;
    QString duration(double seconds) const;
    void prepared(std::shared_ptr<const experiment::Experiment> experiment);

    DocumentController* m_document;
    ModelNames m_names;
    int m_current = -1;
    QComboBox* m_selector;
    QPushButton *m_new, *m_delete, *m_runButton, *m_pause, *m_cancel;
    QLabel* m_jobsLabel;
    QSpinBox* m_jobs;
    QProgressBar* m_progress;
    QLabel* m_status;
    QLabel* m_problems;
    QSplitter* m_split;
    ExperimentForm* m_form;
    ExperimentViews* m_views;
    ExperimentRun* m_run;
    QString m_runName;                     // the experiment the results are of
    experiment::ExperimentSpec m_started;  // the specification last started (its problems name it)
    SimulationSettings m_runSettings;      // the model's settings it started with
    std::vector<std::pair<std::string, double>> m_values;  // the parameters' values, when known
    QTimer m_clock;                                        // the time left, while runs go on
    std::string m_loaded;  // the experiment as the form last showed or wrote it (JSON)
    Problems m_report;     // what the problems label shows, or empty
};

}  // namespace hs::ui

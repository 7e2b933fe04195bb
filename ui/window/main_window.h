#pragma once
// The IDE's main window, a shell over its parts: the editors in the centre (equations,
// statecharts, the module diagram, the package timeline, the comparison of run modes);
// the docks that show the run (RunDocks) and the plots; the menus, the run toolbar and the
// status bar with model time, events executed, events per second and run state. The
// document lives in DocumentController, what Run, Step and Reset do in RunController, the
// simulation in its worker thread; the window shows and forwards.

#include "hs/compile/compiled_model.h"
#include "hs/model/document.h"
#include "hs/sim/engine.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <QPointer>

#include <memory>
#include <optional>

class QAction;
class QComboBox;
class QDockWidget;
class QLabel;
class QTableView;
class QTabWidget;
class QTreeWidget;

namespace hs::ui {

class SimulationController;
class RunController;
class DocumentController;
class RunDocks;
class DebugDocks;
class StructureView;
class ExploreView;
class DiffView;
class RunOverlays;
struct PlotOverlay;
class QueueModel;
class HistoryModel;
class VariablesModel;
class MessagesModel;
class PlotWidget;
class EquationEditor;
class FindBar;
class LiveChecker;
class DocumentModel;
struct SimSnapshot;
struct CheckResult;
class StatechartEditor;
class ModuleDiagramEditor;
class PackageView;
class CompareView;
class ExperimentPanel;
class ComponentDiagram;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    bool openFile(const QString& path);
    bool saveTo(const QString& path);
    // Builds the run of the model on screen and starts it at its initial state (Reset).
    // False on model errors.
    bool compileAndLoad();

    SimulationController& controller();
    RunController& runController() { return *m_run; }
    DocumentController& documents() { return *m_docs; }
    RunDocks* docks() const { return m_docks; }
    DebugDocks* debugDocks() const { return m_debug; }
    StructureView* structureView() const { return m_structure; }
    ExploreView* exploreView() const { return m_exploreView; }
    DiffView* diffView() const { return m_diffView; }
    QueueModel* queueModel() const;
    HistoryModel* historyModel() const;
    VariablesModel* variablesModel() const;
    MessagesModel* messagesModel() const;
    PlotWidget* plot() const { return m_plot; }
    // The runs overlaid on every plot (kept runs, experiment runs).
    RunOverlays* runOverlays() const { return m_overlays; }
    // Every plot: the first one and those added (New Plot, the document's plots section).
    QList<PlotWidget*> plots() const;
    EquationEditor* editor() const { return m_editor; }
    FindBar* findBar() const { return m_findBar; }
    DocumentModel* documentModel() const;
    QTabWidget* centralTabs() const { return m_tabs; }
    // The statechart editors of the current module, one tab per chart.
    const QList<StatechartEditor*>& chartEditors() const { return m_chartEditors; }
    int currentModule() const;
    ModuleDiagramEditor* moduleDiagram() const { return m_diagram; }
    // The Diagram tab of a Modelica model: its components, drawn and edited as its text.
    ComponentDiagram* componentDiagram() const { return m_components; }
    PackageView* packageView() const { return m_package; }
    CompareView* compareView() const { return m_compare; }
    // Shows a module's equations and statecharts in the editors (multi-module documents).
    void showModule(int module);
    QTableView* queueView() const;
    QAction* action(const QString& objectName) const;
    QString currentFile() const;
    bool isModified() const;
    // The toolbar's note that the model on screen differs from the run loaded.
    QLabel* staleLabel() const { return m_stale; }
    QLabel* statusEvents() const { return m_statusEvents; }
    QLabel* statusRate() const { return m_statusRate; }
    // The Experiments panel (View > Experiments, dock "experimentsDock").
    ExperimentPanel* experimentsPanel() const { return m_experiments; }
    // Adds a plot dock (New Plot); it follows the run like the first one.
    PlotWidget* addPlotDock(const QString& title = {});

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createActions();
    void createDocks();
    void createStatusBar();
    void retranslate();
    void updateRecentMenu();
    void documentOpened();
    void documentEdited();
    void fillProjectTree();
    void rebuildChartTabs();
    void updateDocumentTabs();
    void setDocumentTabTexts();
    void refreshCompare();
    // the debugger (main_window_debug.cpp)
    void setupDebugger(QDockWidget* besides);
    // The Explore Orders and Compare Runs docks, tabbed with `besides`.
    void setupRunAnalysis(QDockWidget* besides);
    void connectChartBreakpoints(StatechartEditor* editor);
    void showBreakpoint(int row, bool stopped);
    void retranslateDebugger();
    void describeRunModel();
    void explain(int line, const QString& transition);
    void showExplanation(const CheckResult& result, std::optional<double> until);
    // the component diagram (main_window_components.cpp)
    void setupComponentDiagram();
    void componentsOpened();
    void openClass(const QString& path, const QString& file, int line);
    void runBuilt(const std::vector<Diagnostic>& diagnostics, bool ok);
    void updateFromSimulation();
    void updateActions();
    void fitQueueDock();
    void showPlots();
    void checkLater();
    std::vector<Diagnostic> equationDiagnostics(const std::vector<Diagnostic>& all) const;
    void showLive(const SimSnapshot& snapshot);
    void jumpToSource(const QString& module, const QString& source);
    void messageActivated(const Diagnostic& d);
    void liveChecked(const std::vector<hs::Diagnostic>& diagnostics, const QStringList& variables);
    void speedChanged(int index);
    void modeChanged(int index);
    void runUntilDialog();
    void experimentSettings();
    void openExperimentRun(const std::vector<std::pair<std::string, double>>& parameters,
                           const SimulationSettings& settings, const QString& description);
    void overlayExperimentRuns(const std::vector<PlotOverlay>& runs);
    void showExamples();
    void showAbout();
    std::shared_ptr<const CompiledModel> shownModel() const;
    QString runRecord() const;

    DocumentController* m_docs = nullptr;
    RunController* m_run = nullptr;
    RunDocks* m_docks = nullptr;
    DebugDocks* m_debug = nullptr;
    StructureView* m_structure = nullptr;
    ExploreView* m_exploreView = nullptr;
    DiffView* m_diffView = nullptr;
    // the explanation shown last (said again in another language)
    std::shared_ptr<const CheckResult> m_explanation;
    std::optional<double> m_explainedUntil;
    EquationEditor* m_editor = nullptr;
    QWidget* m_equationsPage = nullptr;  // the editor and its find bar
    FindBar* m_findBar = nullptr;
    LiveChecker* m_checker = nullptr;
    PlotWidget* m_plot = nullptr;
    QList<QPointer<PlotWidget>> m_extraPlots;  // closed docks delete theirs
    RunOverlays* m_overlays = nullptr;
    QTreeWidget* m_projectTree = nullptr;
    QComboBox* m_speed = nullptr;
    QComboBox* m_mode = nullptr;
    QAction* m_modeAction = nullptr;
    QLabel* m_stale = nullptr;
    QAction* m_staleAction = nullptr;
    QLabel* m_statusTime = nullptr;
    QLabel* m_statusEvents = nullptr;
    QLabel* m_statusRate = nullptr;
    QLabel* m_statusState = nullptr;
    QMenu* m_recentMenu = nullptr;
    QTabWidget* m_tabs = nullptr;
    QList<StatechartEditor*> m_chartEditors;
    ModuleDiagramEditor* m_diagram = nullptr;
    ComponentDiagram* m_components = nullptr;
    bool m_componentsLibraryStale = true;  // the library browser to fill when shown
    PackageView* m_package = nullptr;
    CompareView* m_compare = nullptr;
    ExperimentPanel* m_experiments = nullptr;
    quint64 m_compareGeneration = static_cast<quint64>(-1);
    std::uint64_t m_flashedStep = 0;
    std::vector<Diagnostic> m_compileDiagnostics;
    int m_plotCount = 1;
    QElapsedTimer m_viewClock, m_marksClock, m_historyClock;
    std::size_t m_markedEvents = static_cast<std::size_t>(-1);
    std::uint64_t m_markedCuts = 0;  // SimulationController::eventCuts() when marked
    std::size_t m_shownRunDiagnostics = static_cast<std::size_t>(-1);
    bool m_parameterValuesShown = false;  // the Experiments panel has the run's parameter values
};

}  // namespace hs::ui

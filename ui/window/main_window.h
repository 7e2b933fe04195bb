#pragma once
// The IDE's main window: the equation editor in the centre; docks for the project tree,
// the event queue (with its legend), the history of executed events, the variables,
// plots and messages; run control with shortcuts; the status bar with model time,
// events executed, events per second and run state. The window only shows and forwards:
// the model lives in its document text, the simulation in SimulationController's thread.

#include "hs/compile/compiled_model.h"
#include "hs/model/document.h"

#include <QElapsedTimer>
#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QLabel;
class QLineEdit;
class QTableView;
class QTreeWidget;
class QComboBox;
class QTabWidget;
class QSortFilterProxyModel;

namespace hs::ui {

class SimulationController;
class QueueModel;
class HistoryModel;
class VariablesModel;
class MessagesModel;
class PlotWidget;
class EquationEditor;
class LiveChecker;
class DocumentModel;
struct SimSnapshot;
class StatechartEditor;
class ModuleDiagramEditor;
class PackageView;
class CompareView;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    bool openFile(const QString& path);
    bool saveTo(const QString& path);
    // Compiles the editor's text and loads it into a fresh engine. False on model errors.
    bool compileAndLoad();

    SimulationController& controller() { return *m_controller; }
    QueueModel* queueModel() const { return m_queueModel; }
    HistoryModel* historyModel() const { return m_historyModel; }
    VariablesModel* variablesModel() const { return m_variablesModel; }
    MessagesModel* messagesModel() const { return m_messagesModel; }
    PlotWidget* plot() const { return m_plot; }
    EquationEditor* editor() const { return m_editor; }
    DocumentModel* documentModel() const { return m_doc; }
    QTabWidget* centralTabs() const { return m_tabs; }
    // The statechart editors of the current module, one tab per chart.
    const QList<StatechartEditor*>& chartEditors() const { return m_chartEditors; }
    int currentModule() const { return m_module; }
    ModuleDiagramEditor* moduleDiagram() const { return m_diagram; }
    PackageView* packageView() const { return m_package; }
    CompareView* compareView() const { return m_compare; }
    // Shows a module's equations and statecharts in the editors (multi-module documents).
    void showModule(int module);
    QTableView* queueView() const { return m_queueView; }
    QAction* action(const QString& objectName) const;
    QString currentFile() const { return m_file; }
    bool isModified() const;

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private slots:
    void newModel();
    void open();
    bool save();
    bool saveAs();
    void showExamples();
    void showAbout();
    void experimentSettings();
    void runUntilDialog();
    void updateFromSimulation();
    void queueContextMenu(const QPoint& pos);
    void historyContextMenu(const QPoint& pos);
    void queueActivated(const QModelIndex& index);
    void messageActivated(const QModelIndex& index);
    void liveChecked(const std::vector<hs::Diagnostic>& diagnostics, const QStringList& variables);
    void speedChanged(int index);
    void addPlotDock();

private:
    void createActions();
    void createDocks();
    void createStatusBar();
    void retranslate();
    bool maybeSave();
    void setCurrentFile(const QString& path);
    void addRecentFile(const QString& path);
    void updateRecentMenu();
    void fillProjectTree();
    void rebuildChartTabs();
    void updateDocumentTabs();
    void setDocumentTabTexts();
    void refreshRunViews();
    void packageActions();
    // The whole document with the equation editor's text in the module shown.
    doc::Document wholeDocument() const;
    void documentEdited();
    void followShownModule();
    void checkLater();
    // The current module alone, with the equation editor's text: what the IDE compiles and runs.
    doc::Document moduleDocument() const;
    std::vector<Diagnostic> equationDiagnostics(const std::vector<Diagnostic>& all) const;
    void showLive(const SimSnapshot& snapshot);
    void jumpToSource(const QString& source);

    SimulationController* m_controller = nullptr;
    QueueModel* m_queueModel = nullptr;
    HistoryModel* m_historyModel = nullptr;
    VariablesModel* m_variablesModel = nullptr;
    MessagesModel* m_messagesModel = nullptr;
    QSortFilterProxyModel* m_historyFilter = nullptr;
    EquationEditor* m_editor = nullptr;
    LiveChecker* m_checker = nullptr;
    PlotWidget* m_plot = nullptr;
    QTableView* m_queueView = nullptr;
    QTableView* m_historyView = nullptr;
    QTableView* m_variablesView = nullptr;
    QTableView* m_messagesView = nullptr;
    QTreeWidget* m_projectTree = nullptr;
    QLineEdit* m_historySearch = nullptr;
    QComboBox* m_speed = nullptr;
    QLabel* m_statusTime = nullptr;
    QLabel* m_statusEvents = nullptr;
    QLabel* m_statusRate = nullptr;
    QLabel* m_statusState = nullptr;
    QMenu* m_recentMenu = nullptr;
    QString m_file;
    DocumentModel* m_doc = nullptr;  // the open document (a .mo file: one module holding its text)
    bool m_isDocument = false;       // the file is a .hsm document
    int m_module = 0;                // the module shown in the editors
    std::string m_moduleName;        // ... followed by name across diagram edits
    std::size_t m_moduleCount = 0;
    quint64 m_docGeneration = 0, m_packageGeneration = static_cast<quint64>(-1),
            m_compareGeneration = static_cast<quint64>(-1);
    QTabWidget* m_tabs = nullptr;
    QList<StatechartEditor*> m_chartEditors;
    ModuleDiagramEditor* m_diagram = nullptr;
    PackageView* m_package = nullptr;
    CompareView* m_compare = nullptr;
    std::uint64_t m_flashedStep = 0;
    std::vector<Diagnostic> m_compileDiagnostics;
    int m_plotCount = 1;
    QElapsedTimer m_viewClock, m_marksClock, m_historyClock;
    std::size_t m_markedEvents = static_cast<std::size_t>(-1);
    std::size_t m_shownRunDiagnostics = static_cast<std::size_t>(-1);
};

}  // namespace hs::ui

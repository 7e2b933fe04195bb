#pragma once
// The docks that show a run: the event queue (legend, a module selector for networks and
// packages, the table), the history of executed events (with search), the variables and
// the messages. They show the run controller's snapshots and send the user's requests
// from their context menus (run this next, run until an element's event, step back to a
// row, plot a variable) to the run controller. GUI thread only.

#include "hs/lang/diagnostic.h"
#include "hs/session/run_session.h"

#include <QObject>
#include <QString>

#include <deque>
#include <functional>
#include <optional>
#include <vector>

class QAbstractItemModel;
class QComboBox;
class QDockWidget;
class QLineEdit;
class QMainWindow;
class QSortFilterProxyModel;
class QPoint;
class QTableView;
class QTreeWidget;
class QWidget;

namespace hs::ui {

class HistoryModel;
class MessagesModel;
class PlotWidget;
class QueueModel;
class RunController;
class VariablesModel;
struct SimSnapshot;

class RunDocks : public QObject {
    Q_OBJECT
public:
    RunDocks(QMainWindow* window, RunController* run);

    QDockWidget* queueDock() const { return m_queueDock; }
    QDockWidget* historyDock() const { return m_historyDock; }
    QDockWidget* variablesDock() const { return m_variablesDock; }
    QDockWidget* messagesDock() const { return m_messagesDock; }
    QueueModel* queueModel() const { return m_queueModel; }
    HistoryModel* historyModel() const { return m_historyModel; }
    VariablesModel* variablesModel() const { return m_variablesModel; }
    MessagesModel* messagesModel() const { return m_messagesModel; }
    QTableView* queueView() const { return m_queueView; }
    QTableView* historyView() const { return m_historyView; }
    QTableView* variablesView() const { return m_variablesView; }
    QTableView* messagesView() const { return m_messagesView; }
    QComboBox* moduleSelector() const { return m_modules; }
    // A table as the run's docks show one: whole rows selected one at a time, uniform row
    // heights, long texts elided in the middle (the Breakpoints and Watch docks use it too).
    static QTableView* makeTable(QAbstractItemModel* model, QWidget* parent);
    // How many pixels the queue view lacks to show all its columns (0: they all fit).
    int queueWidthDeficit() const;

    // The plot the Variables dock's tick boxes and menu act on.
    void setPlot(PlotWidget* plot);
    // A new run: its variables and modules.
    void setRun(const std::vector<session::SessionVariable>& variables,
                const std::vector<std::string>& modules,
                std::vector<ComponentSummary> components = {});
    // The snapshot's queue and values; the history when `history` is set.
    // `eventCuts`: SimulationController::eventCuts() of `events`
    void showSnapshot(const SimSnapshot& snapshot, const std::deque<EventRecord>& events,
                      std::uint64_t eventCuts, bool history);
    void setRunRecord(const QString& document, const QString& detail);
    // The event-iteration trace of a history row's step, shown under the history.
    // `answered`: the engine's answer (else the row was just selected and the answer awaited).
    void showTrace(std::uint64_t step, const std::vector<EventTraceEntry>& trace,
                   bool answered = true);
    QTreeWidget* traceView() const { return m_traceView; }
    void retranslate();

signals:
    // Go to an element ("chart.T1", "file:line") of a module ("" for a single model).
    void sourceRequested(const QString& module, const QString& source);
    void messageActivated(const hs::Diagnostic& diagnostic);
    void statusMessage(const QString& text, int timeoutMs);
    // The Variables dock's menu asks for a breakpoint on a variable, or to watch it.
    void breakpointRequested(hs::BreakpointKind kind, const QString& target);
    void watchRequested(const QString& expression);
    // A history row was selected: the event-iteration trace of its step is wanted.
    void traceRequested(std::uint64_t step);

private:
    void queueContextMenu(const QPoint& pos);
    void historyContextMenu(const QPoint& pos);
    void variablesContextMenu(const QPoint& pos);
    void showQueue();

    QMainWindow* m_window;
    RunController* m_run;
    PlotWidget* m_plot = nullptr;
    QueueModel* m_queueModel;
    HistoryModel* m_historyModel;
    VariablesModel* m_variablesModel;
    MessagesModel* m_messagesModel;
    QSortFilterProxyModel* m_historyFilter;
    QTableView *m_queueView, *m_historyView, *m_variablesView, *m_messagesView;
    QLineEdit* m_historySearch;
    QTreeWidget* m_traceView;
    std::optional<std::uint64_t> m_traceStep;  // the step whose trace is shown or asked for
    std::vector<EventTraceEntry> m_trace;
    QComboBox* m_modules;
    QDockWidget *m_queueDock, *m_historyDock, *m_variablesDock, *m_messagesDock;
    std::vector<session::ModuleQueue> m_queues;
    bool m_network = false;
};

}  // namespace hs::ui

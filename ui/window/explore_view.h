#pragma once
// The Explore Orders dock: where the order of simultaneous events changes the outcome of
// the run (hs/sim/order_explorer.h). Explore runs the model on screen from its start in the
// check process, tries the other orders of every instant at which two or more items are
// current, and lists the instants where an order gives another outcome — the run's order,
// the other order and the first difference (the listed outputs at the stop time, every
// result variable when none are listed). Opening an instant overlays both orders'
// trajectories in the plots; "Step into" takes the run to that instant with the chosen
// order planned, so that Step runs its items one by one. GUI thread only.

#include "hs/sim/order_explorer.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <cstdint>
#include <optional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QCompleter;
class QStringListModel;

namespace hs::ui {

class RunController;
class RunOverlays;
struct CheckResult;

class ExploreView : public QWidget {
    Q_OBJECT
public:
    ExploreView(RunController* run, RunOverlays* overlays, QWidget* parent = nullptr);

    // Explores the model on screen with the outputs typed; the answer fills the table.
    void explore();
    // Overlays the run's order and the other order of divergence `row` in the plots.
    void showOrders(int row);
    // The run goes to the instant of divergence `row` with the other order (or the run's
    // own) planned.
    void stepInto(int row, bool other);
    // A new document: nothing explored.
    void clear();
    // The names the outputs field completes.
    void setNames(const QStringList& variables);
    void retranslate();

    const std::optional<ExploreReport>& report() const { return m_report; }
    bool busy() const { return m_busy; }
    QLineEdit* outputsInput() const { return m_outputs; }
    QSpinBox* maxOrdersInput() const { return m_maxOrders; }
    QCheckBox* eventsInput() const { return m_events; }
    QPushButton* exploreButton() const { return m_explore; }
    QPushButton* showButton() const { return m_show; }
    QPushButton* stepRunButton() const { return m_stepRun; }
    QPushButton* stepOtherButton() const { return m_stepOther; }
    QTableWidget* table() const { return m_table; }
    QLabel* summary() const { return m_summary; }

signals:
    void statusMessage(const QString& text, int timeoutMs);
    // The plots should show this variable (the first that differs at an instant opened).
    void plotRequested(const QString& variable);
    // An exploration ended (its answer is in report(), or the summary says why not).
    void explored();
    // The orders of an instant are in the plots.
    void ordersShown();

private:
    void answer(const CheckResult& result);
    void fillTable();
    void updateButtons();
    void followed(bool ok);
    int currentRow() const;
    static QString orderText(const std::vector<std::string>& order);

    RunController* m_run;
    RunOverlays* m_overlays;
    QLineEdit* m_outputs;
    QCompleter* m_completer;
    QStringListModel* m_names;
    QSpinBox* m_maxOrders;
    QCheckBox* m_events;
    QPushButton *m_explore, *m_show, *m_stepRun, *m_stepOther;
    QLabel* m_summary;
    QTableWidget* m_table;
    QLabel *m_outputsLabel, *m_ordersLabel;
    std::optional<ExploreReport> m_report;
    QString m_error;              // why the last exploration gave no report
    QStringList m_overlayLabels;  // the overlays this view put in the plots
    std::uint64_t m_asked = 0;    // the latest request; older answers are dropped
    bool m_busy = false;          // an exploration is under way
    bool m_waiting = false;       // an answer is awaited (its message is in the status bar)
    std::optional<std::pair<double, QString>> m_following;  // an order stepped into
};

}  // namespace hs::ui

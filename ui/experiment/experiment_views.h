#pragma once
// The results of an experiment in the Experiments panel, one tab each: the sortable table
// of runs (a failed run shows its diagnostic; double-clicking a run asks to open it as a
// simulation; the runs selected are drawn in the fan chart), the statistics of the outcomes,
// the fan chart of a trajectory, an outcome
// against a parameter, the histogram of an outcome and, for sensitivity experiments, the
// tornado of the effects with their table. Rows appear as runs arrive; the charts and the
// statistics follow a few times a second. Every view exports: charts as PNG, SVG or PDF
// (and their data as CSV), tables as CSV the way `hybridstudio-cli sweep` writes them.
// GUI thread only.

#include "experiment/experiment_models.h"

#include <QTimer>
#include <QWidget>

#include <cstdint>
#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QAction;
class QPushButton;
class QTabWidget;
class QTableView;

namespace hs::ui {

class ResultChartView;

class ExperimentViews : public QWidget {
    Q_OBJECT
public:
    enum class View { Runs, Statistics, Fan, Scatter, Histogram, Sensitivity };

    explicit ExperimentViews(QWidget* parent = nullptr);

    // A new experiment: its runs are to come.
    void reset(std::shared_ptr<const experiment::Experiment> experiment);
    void append(const std::vector<experiment::RunResult>& results);
    // The charts and statistics now (they follow by themselves a few times a second).
    void refresh();
    void retranslate();

    RunTableModel* runModel() const { return m_runs; }
    QTableView* runView() const { return m_runView; }
    // "Overlay in plot" on the runs page (also in the table's context menu).
    QPushButton* overlayButton() const { return m_overlayButton; }
    SummaryModel* summaryModel() const { return m_summary; }
    EffectsModel* effectsModel() const { return m_effects; }
    ResultChartView* chart(View view) const;
    QTabWidget* tabs() const { return m_tabs; }
    QWidget* page(View view) const;
    void show(View view);

    // Writes a view to a file: charts to .png/.svg/.pdf or their data to .csv, tables to
    // .csv. False with a message.
    bool exportView(View view, const QString& path, QString* error = nullptr) const;

signals:
    // The user asked to open run `run` as a simulation (double-click on its row).
    void runActivated(std::uint64_t run);
    // The user asked to draw these runs (the rows selected) over the main plot.
    void overlayRequested(const std::vector<std::uint64_t>& runs);

private:
    QWidget* makePage(View view, QWidget* content, QComboBox* a = nullptr, QComboBox* b = nullptr);
    void fillChoices();
    void updateRunActions();
    void refreshCharts();
    void exportInteractively(View view);
    View viewOf(QWidget* page) const;

    RunTableModel* m_runs;
    RunSortProxy* m_sorted;
    SummaryModel* m_summary;
    EffectsModel* m_effects;
    QTabWidget* m_tabs;
    QTableView *m_runView, *m_summaryView, *m_effectsView;
    ResultChartView *m_fan, *m_scatter, *m_histogram, *m_tornado;
    QComboBox *m_fanVariable, *m_scatterX, *m_scatterY, *m_histogramOutcome, *m_tornadoOutput;
    QLabel* m_runHint;
    QPushButton* m_overlayButton;
    QAction *m_openRunAction, *m_overlayAction;
    std::vector<std::pair<View, QWidget*>> m_pages;
    std::vector<QPushButton*> m_exportButtons;
    std::vector<QLabel*> m_choiceLabels;  // beside the combos, in page order
    QTimer m_refresh;
    std::vector<std::uint64_t> m_chosenRuns;  // selected in the table: drawn in the fan chart
};

}  // namespace hs::ui

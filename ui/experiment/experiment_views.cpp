#include "experiment/experiment_views.h"

#include "experiment/result_chart_view.h"

#include "hs/experiment/sensitivity.h"

#include <QAction>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace hs::ui {

namespace {

// The charts and statistics follow arriving runs at most this often.
constexpr int kRefreshMs = 250;
// Exported images are at least this large (and the view's size when it is larger).
constexpr int kMinExportWidth = 960, kMinExportHeight = 600;

QTableView* makeTable(QAbstractItemModel* model, QWidget* parent, const char* name) {
    auto* view = new QTableView(parent);
    view->setObjectName(QString::fromLatin1(name));
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->setVisible(false);
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setStretchLastSection(true);
    view->setWordWrap(false);
    return view;
}

QComboBox* makeChoice(QWidget* parent, const char* name) {
    auto* box = new QComboBox(parent);
    box->setObjectName(QString::fromLatin1(name));
    box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    box->setMinimumContentsLength(6);
    return box;
}

void setItems(QComboBox* box, const QStringList& items) {
    QStringList now;
    for (int i = 0; i < box->count(); ++i) now << box->itemText(i);
    if (now == items) return;
    const QString chosen = box->currentText();
    QSignalBlocker block(box);
    box->clear();
    box->addItems(items);
    box->setCurrentIndex(std::max(0, static_cast<int>(items.indexOf(chosen))));
}

}  // namespace

ExperimentViews::ExperimentViews(QWidget* parent) : QWidget(parent) {
    m_runs = new RunTableModel(this);
    m_sorted = new RunSortProxy(this);
    m_sorted->setSourceModel(m_runs);
    m_summary = new SummaryModel(this);
    m_effects = new EffectsModel(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName("experimentViews");
    layout->addWidget(m_tabs);

    m_runView = makeTable(m_sorted, m_tabs, "experimentRunsView");
    m_runView->setSortingEnabled(true);
    m_runView->sortByColumn(0, Qt::AscendingOrder);
    m_runView->setTextElideMode(Qt::ElideMiddle);
    connect(m_runView, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        if (index.isValid()) emit runActivated(index.data(RunTableModel::RunRole).toULongLong());
    });
    connect(m_runView->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        m_chosenRuns.clear();
        for (const QModelIndex& row : m_runView->selectionModel()->selectedRows())
            m_chosenRuns.push_back(row.data(RunTableModel::RunRole).toULongLong());
        std::sort(m_chosenRuns.begin(), m_chosenRuns.end());
        updateRunActions();
        refreshCharts();
    });
    // the selected runs: open one as a simulation, overlay them in the main plot
    m_openRunAction = new QAction(this);
    connect(m_openRunAction, &QAction::triggered, this, [this] {
        const QModelIndex index = m_runView->currentIndex();
        if (index.isValid()) emit runActivated(index.data(RunTableModel::RunRole).toULongLong());
    });
    m_overlayAction = new QAction(this);
    connect(m_overlayAction, &QAction::triggered, this, [this] {
        if (!m_chosenRuns.empty()) emit overlayRequested(m_chosenRuns);
    });
    m_runView->addAction(m_openRunAction);
    m_runView->addAction(m_overlayAction);
    m_runView->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_overlayButton = new QPushButton(this);
    m_overlayButton->setObjectName("overlayRuns");
    connect(m_overlayButton, &QPushButton::clicked, m_overlayAction, &QAction::trigger);
    m_runHint = new QLabel(this);
    m_runHint->setWordWrap(true);  // a long hint wraps instead of widening the window
    makePage(View::Runs, m_runView);
    m_summaryView = makeTable(m_summary, m_tabs, "experimentSummaryView");
    makePage(View::Statistics, m_summaryView);

    m_fan = new ResultChartView(m_tabs);
    m_fan->setObjectName("fanChart");
    m_fanVariable = makeChoice(m_tabs, "fanVariable");
    makePage(View::Fan, m_fan, m_fanVariable);
    m_scatter = new ResultChartView(m_tabs);
    m_scatter->setObjectName("scatterChart");
    m_scatterX = makeChoice(m_tabs, "scatterParameter");
    m_scatterY = makeChoice(m_tabs, "scatterOutput");
    makePage(View::Scatter, m_scatter, m_scatterX, m_scatterY);
    m_histogram = new ResultChartView(m_tabs);
    m_histogram->setObjectName("histogramChart");
    m_histogramOutcome = makeChoice(m_tabs, "histogramOutput");
    makePage(View::Histogram, m_histogram, m_histogramOutcome);
    auto* sensitivity = new QSplitter(Qt::Vertical, m_tabs);
    m_tornado = new ResultChartView(sensitivity);
    m_tornado->setObjectName("tornadoChart");
    m_effectsView = makeTable(m_effects, sensitivity, "experimentEffectsView");
    sensitivity->addWidget(m_tornado);
    sensitivity->addWidget(m_effectsView);
    sensitivity->setStretchFactor(0, 3);
    sensitivity->setStretchFactor(1, 1);
    m_tornadoOutput = makeChoice(m_tabs, "tornadoOutput");
    makePage(View::Sensitivity, sensitivity, m_tornadoOutput);

    for (QComboBox* box :
         {m_fanVariable, m_scatterX, m_scatterY, m_histogramOutcome, m_tornadoOutput})
        connect(box, &QComboBox::currentIndexChanged, this, &ExperimentViews::refreshCharts);
    m_refresh.setSingleShot(true);
    connect(&m_refresh, &QTimer::timeout, this, &ExperimentViews::refresh);
    retranslate();
    reset(nullptr);
}

QWidget* ExperimentViews::makePage(View view, QWidget* content, QComboBox* a, QComboBox* b) {
    auto* page = new QWidget(m_tabs);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(2, 2, 2, 2);
    auto* bar = new QHBoxLayout;
    for (QComboBox* box : {a, b}) {
        if (!box) continue;
        auto* label = new QLabel(page);
        label->setBuddy(box);
        m_choiceLabels.push_back(label);
        bar->addWidget(label);
        bar->addWidget(box);
    }
    if (view == View::Runs) bar->addWidget(m_runHint, 1);
    bar->addStretch();
    if (view == View::Runs) bar->addWidget(m_overlayButton);
    auto* exportButton = new QPushButton(page);
    exportButton->setObjectName(QStringLiteral("export%1").arg(static_cast<int>(view)));
    connect(exportButton, &QPushButton::clicked, this, [this, view] { exportInteractively(view); });
    m_exportButtons.push_back(exportButton);
    bar->addWidget(exportButton);
    layout->addLayout(bar);
    layout->addWidget(content, 1);
    m_tabs->addTab(page, QString());
    m_pages.emplace_back(view, page);
    return page;
}

void ExperimentViews::retranslate() {
    const QString names[] = {tr("Runs"),    tr("Statistics"), tr("Fan chart"),
                             tr("Scatter"), tr("Histogram"),  tr("Sensitivity")};
    for (const auto& [view, page] : m_pages)
        m_tabs->setTabText(m_tabs->indexOf(page), names[static_cast<int>(view)]);
    for (QPushButton* b : m_exportButtons) {
        b->setText(tr("Export…"));
        b->setToolTip(tr("Save this view as an image (PNG, SVG, PDF) or its numbers as CSV"));
    }
    m_exportButtons.front()->setToolTip(
        tr("Save the table of runs as CSV (as runs.csv of the command line)"));
    m_exportButtons[1]->setToolTip(
        tr("Save the statistics as CSV (as summary.csv of the command line)"));
    m_runHint->setText(
        tr("Double-click a run to open it as a simulation you can step; the runs "
           "selected are drawn in the fan chart."));
    m_openRunAction->setText(tr("Open as a Simulation"));
    m_overlayAction->setText(tr("Overlay in the Plot"));
    m_overlayButton->setText(tr("Overlay in Plot"));
    updateRunActions();
    const QString labels[] = {tr("Variable"), tr("Parameter"), tr("Output"), tr("Output"),
                              tr("Output")};
    for (std::size_t i = 0; i < m_choiceLabels.size() && i < std::size(labels); ++i)
        m_choiceLabels[i]->setText(labels[i]);
    m_runs->retranslate();
    m_summary->retranslate();
    m_effects->retranslate();
    fillChoices();
    refreshCharts();
}

QWidget* ExperimentViews::page(View view) const {
    for (const auto& [v, p] : m_pages)
        if (v == view) return p;
    return nullptr;
}

ExperimentViews::View ExperimentViews::viewOf(QWidget* page) const {
    for (const auto& [v, p] : m_pages)
        if (p == page) return v;
    return View::Runs;
}

void ExperimentViews::show(View view) {
    m_tabs->setCurrentWidget(page(view));
}

ResultChartView* ExperimentViews::chart(View view) const {
    switch (view) {
        case View::Fan:
            return m_fan;
        case View::Scatter:
            return m_scatter;
        case View::Histogram:
            return m_histogram;
        case View::Sensitivity:
            return m_tornado;
        default:
            return nullptr;
    }
}

void ExperimentViews::reset(std::shared_ptr<const experiment::Experiment> experiment) {
    const bool sensitivity =
        experiment && experiment->spec().kind == experiment::ExperimentKind::Sensitivity;
    m_tabs->setTabVisible(m_tabs->indexOf(page(View::Sensitivity)), sensitivity);
    m_chosenRuns.clear();  // the model's reset clears the selection
    m_runs->reset(std::move(experiment));
    updateRunActions();
    m_runView->sortByColumn(0, Qt::AscendingOrder);
    fillChoices();
    refresh();
}

void ExperimentViews::append(const std::vector<experiment::RunResult>& results) {
    m_runs->append(results);
    if (!m_refresh.isActive()) m_refresh.start(kRefreshMs);
}

void ExperimentViews::updateRunActions() {
    const experiment::Experiment* e = m_runs->results().experiment();
    const bool trajectories = e && !e->spec().trajectories.variables.empty();
    const bool chosen = !m_chosenRuns.empty();
    m_openRunAction->setEnabled(chosen);
    m_overlayAction->setEnabled(chosen && trajectories);
    m_overlayButton->setEnabled(m_overlayAction->isEnabled());
    m_overlayButton->setToolTip(
        !e || trajectories
            ? tr("Draw the selected runs' trajectories over the main plot, to compare them with "
                 "single runs and with each other")
            : tr("This experiment records no trajectories: choose some on its Outputs page to "
                 "overlay its runs in the plot"));
}

void ExperimentViews::fillChoices() {
    const experiment::Experiment* e = m_runs->results().experiment();
    QStringList variables, parameters{tr("run number")}, outputs;
    if (e) {
        for (const auto& v : e->spec().trajectories.variables)
            variables << QString::fromStdString(v);
        for (const auto& p : e->plan().parameterNames()) parameters << QString::fromStdString(p);
        for (const auto& o : e->outcomes().names()) outputs << QString::fromStdString(o);
    }
    setItems(m_fanVariable, variables);
    setItems(m_scatterX, parameters);
    // a parameter on x when there is one
    if (m_scatterX->currentIndex() == 0 && parameters.size() > 1) m_scatterX->setCurrentIndex(1);
    setItems(m_scatterY, outputs);
    setItems(m_histogramOutcome, outputs);
    setItems(m_tornadoOutput, outputs);
}

void ExperimentViews::refresh() {
    m_refresh.stop();
    const ExperimentResults& r = m_runs->results();
    if (const experiment::Experiment* e = r.experiment())
        m_summary->setSummaries(r.summaries(), e->spec().statistics);
    else
        m_summary->setSummaries({}, {});
    const auto effects = r.effects();
    const bool morris =
        r.experiment() && r.experiment()->spec().method == experiment::SensitivityMethod::Morris;
    if (effects.size() != m_effects->effects().size() || morris != m_effects->morris())
        m_effects->setEffects(effects, morris);
    refreshCharts();
    // the number columns fit their numbers; the message takes the rest
    for (int c = 0; c + 1 < m_runs->columnCount(); ++c) m_runView->resizeColumnToContents(c);
    for (int c = 0; c + 1 < m_summary->columnCount(); ++c) m_summaryView->resizeColumnToContents(c);
}

void ExperimentViews::refreshCharts() {
    const ExperimentResults& r = m_runs->results();
    m_fan->setDescription(fanChart(
        r, static_cast<std::size_t>(std::max(0, m_fanVariable->currentIndex())), m_chosenRuns));
    const int outcome = std::max(0, m_scatterY->currentIndex());
    m_scatter->setDescription(
        scatterChart(r, m_scatterX->currentIndex() - 1, static_cast<std::size_t>(outcome)));
    m_histogram->setDescription(histogramChart(
        r, static_cast<std::size_t>(std::max(0, m_histogramOutcome->currentIndex()))));
    m_tornado->setDescription(
        tornadoChart(m_effects->effects(), m_tornadoOutput->currentText(), m_effects->morris()));
}

bool ExperimentViews::exportView(View view, const QString& path, QString* error) const {
    const QString suffix = QFileInfo(path).suffix().toLower();
    const ExperimentResults& r = m_runs->results();
    const bool csv = suffix == QLatin1String("csv");
    if (!r.experiment()) {
        if (error) *error = tr("There are no results to export: run the experiment first.");
        return false;
    }
    if (view == View::Runs || view == View::Statistics) {
        if (!csv) {
            if (error) *error = tr("A table is saved as CSV: use .csv.");
            return false;
        }
        return writeFileAtomically(path, view == View::Runs ? r.table().toCsv() : m_summary->csv(),
                                   error);
    }
    if (view == View::Sensitivity && csv)
        return writeFileAtomically(
            path, experiment::sensitivityCsv(r.experiment()->spec(), m_effects->effects()), error);
    const ResultChartView* c = chart(view);
    if (csv) return c->exportCsv(path, error);
    const QSize size(std::max(kMinExportWidth, c->width()),
                     std::max(kMinExportHeight, c->height()));
    return c->exportImage(path, size, error);
}

void ExperimentViews::exportInteractively(View view) {
    const bool table = view == View::Runs || view == View::Statistics;
    const QString filters =
        table ? tr("CSV file (*.csv)")
              : tr("PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf);;CSV file (*.csv)");
    QString filter;
    QString path = QFileDialog::getSaveFileName(this, tr("Export"), QString(), filters, &filter);
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) {
        for (const char* s : {"png", "svg", "pdf", "csv"})
            if (filter.contains(QStringLiteral("*.") + QLatin1String(s))) {
                path += QLatin1Char('.') + QLatin1String(s);
                break;
            }
    }
    QString error;
    if (!exportView(view, path, &error)) QMessageBox::warning(this, tr("Export"), error);
}

}  // namespace hs::ui

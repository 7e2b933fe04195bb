#include "window/explore_view.h"

#include "i18n/diagnostic_text.h"
#include "sim/model_check.h"
#include "sim/simulation_controller.h"
#include "window/run_controller.h"
#include "window/run_overlays.h"

#include "hs/lang/number_format.h"

#include <QCheckBox>
#include <QCompleter>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStringListModel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <memory>

namespace hs::ui {

namespace {

enum Column { TimeColumn, StepColumn, RunOrderColumn, OtherOrderColumn, DifferenceColumn, Columns };

QString number(double v) {
    return QString::number(v, 'g', 10);
}

}  // namespace

ExploreView::ExploreView(RunController* run, RunOverlays* overlays, QWidget* parent)
    : QWidget(parent), m_run(run), m_overlays(overlays) {
    m_outputsLabel = new QLabel(this);
    m_outputs = new QLineEdit(this);
    m_outputs->setObjectName("exploreOutputs");
    m_outputs->setClearButtonEnabled(true);
    m_names = new QStringListModel(this);
    m_completer = new QCompleter(m_names, this);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_outputs->setCompleter(m_completer);
    m_ordersLabel = new QLabel(this);
    m_maxOrders = new QSpinBox(this);
    m_maxOrders->setObjectName("exploreMaxOrders");
    m_maxOrders->setRange(2, 5040);
    m_maxOrders->setValue(24);
    m_events = new QCheckBox(this);
    m_events->setObjectName("exploreEvents");
    m_explore = new QPushButton(this);
    m_explore->setObjectName("exploreRun");
    m_explore->setDefault(true);
    m_summary = new QLabel(this);
    m_summary->setObjectName("exploreSummary");
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table = new QTableWidget(0, Columns, this);
    m_table->setObjectName("exploreTable");
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    m_show = new QPushButton(this);
    m_show->setObjectName("exploreShow");
    m_stepRun = new QPushButton(this);
    m_stepRun->setObjectName("exploreStepRun");
    m_stepOther = new QPushButton(this);
    m_stepOther->setObjectName("exploreStepOther");

    auto* form = new QGridLayout;
    form->addWidget(m_outputsLabel, 0, 0);
    form->addWidget(m_outputs, 0, 1);
    form->addWidget(m_ordersLabel, 0, 2);
    form->addWidget(m_maxOrders, 0, 3);
    form->addWidget(m_events, 0, 4);
    form->addWidget(m_explore, 0, 5);
    form->setColumnStretch(1, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_show);
    buttons->addWidget(m_stepRun);
    buttons->addWidget(m_stepOther);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    connect(m_explore, &QPushButton::clicked, this, &ExploreView::explore);
    connect(m_outputs, &QLineEdit::returnPressed, this, &ExploreView::explore);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &ExploreView::updateButtons);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row) { showOrders(row); });
    connect(m_show, &QPushButton::clicked, this, [this] { showOrders(currentRow()); });
    connect(m_stepRun, &QPushButton::clicked, this, [this] { stepInto(currentRow(), false); });
    connect(m_stepOther, &QPushButton::clicked, this, [this] { stepInto(currentRow(), true); });
    connect(&m_run->simulation(), &SimulationController::snapshotReceived, this, [this] {
        const SimSnapshot* s = m_run->simulation().latest();
        if (s && s->followed && m_following) followed(*s->followed);
    });
    retranslate();
}

void ExploreView::retranslate() {
    m_outputsLabel->setText(tr("Outputs:"));
    m_outputs->setPlaceholderText(tr("compared at the stop time; empty: every variable"));
    m_outputs->setToolTip(
        tr("Variables whose values at the stop time decide whether two orders "
           "differ, separated by commas"));
    m_ordersLabel->setText(tr("Orders per instant:"));
    m_maxOrders->setToolTip(
        tr("Every order of an instant's items is tried when there are at "
           "most this many; else eight random ones"));
    m_events->setText(tr("Events too"));
    m_events->setToolTip(
        tr("Two orders also differ when the events after the instant differ "
           "(other elements, or the same at other times)"));
    m_explore->setText(tr("Explore"));
    m_show->setText(tr("Show Both in Plots"));
    m_stepRun->setText(tr("Step into the Run's Order"));
    m_stepOther->setText(tr("Step into the Other Order"));
    m_table->setHorizontalHeaderLabels(
        {tr("Time"), tr("Step"), tr("Run's order"), tr("Other order"), tr("Difference")});
    fillTable();
}

void ExploreView::setNames(const QStringList& variables) {
    m_names->setStringList(variables);
}

void ExploreView::clear() {
    ++m_asked;  // an answer under way is for another document
    if (m_waiting) {
        m_run->cancelRunChecks();
        emit statusMessage(QString(), 1);  // its "Exploring…" goes with it
    }
    m_waiting = false;
    m_busy = false;
    m_report.reset();
    m_error.clear();
    m_following.reset();
    m_overlays->replace(m_overlayLabels, {});
    m_overlayLabels.clear();
    fillTable();
}

void ExploreView::explore() {
    ModelCheck check;
    check.kind = ModelCheck::Kind::Explore;
    for (const QString& name : m_outputs->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!name.trimmed().isEmpty())
            check.explore.outputs.push_back(name.trimmed().toStdString());
    check.explore.maxOrders = static_cast<std::size_t>(m_maxOrders->value());
    check.explore.compareEvents = m_events->isChecked();
    if (m_waiting) m_run->cancelRunChecks();  // the exploration before is not wanted any more
    const std::uint64_t asked = ++m_asked;
    m_busy = true;
    m_report.reset();
    m_error.clear();
    fillTable();
    emit statusMessage(tr("Exploring the orders of simultaneous events…"), 0);
    m_waiting = true;
    m_run->checkRun(std::move(check), [this, asked](const CheckResult& r) {
        if (asked != m_asked) return;
        m_waiting = false;
        answer(r);
    });
}

void ExploreView::answer(const CheckResult& result) {
    m_busy = false;
    m_report = result.explore;
    m_error.clear();
    if (!m_report) {
        QStringList problems;
        for (const Diagnostic& d : result.diagnostics)
            if (d.severity == Severity::Error) problems << i18n::diagnosticMessage(d);
        m_error = problems.isEmpty() ? tr("The model could not be explored.")
                                     : problems.join(QLatin1Char('\n'));
    }
    fillTable();
    emit statusMessage(m_summary->text(), 8000);
    emit explored();
}

QString ExploreView::orderText(const std::vector<std::string>& order) {
    QStringList items;
    for (const std::string& s : order) items << QString::fromStdString(s);
    return items.join(QStringLiteral(" → "));
}

void ExploreView::fillTable() {
    m_table->setRowCount(0);
    if (m_busy) {
        m_summary->setText(
            tr("Exploring: the model runs from its start, then each other order "
               "of every instant with simultaneous items…"));
    } else if (!m_error.isEmpty()) {
        m_summary->setText(m_error);
    } else if (!m_report) {
        m_summary->setText(
            tr("Explore runs the model and tries the other orders of every "
               "instant at which two or more items are current together."));
    } else {
        const ExploreReport& r = *m_report;
        QString text;
        if (r.instants == 0)
            text = tr("No instant has two or more current items: the order cannot matter.");
        else if (r.divergences.empty())
            text = tr("Checked %n instant(s) with simultaneous items, %1 other orders: the "
                      "outcome is the same in every order.",
                      "", static_cast<int>(r.instantsChecked))
                       .arg(r.alternatives);
        else
            text = tr("The order matters at %n instant(s) (of %1 checked, %2 other orders run). "
                      "Open one to see both orders in the plots.",
                      "", static_cast<int>(r.divergences.size()))
                       .arg(r.instantsChecked)
                       .arg(r.alternatives);
        if (r.instantsChecked < r.instants)
            text += QStringLiteral(" ") + tr("%1 instants were not checked (the limit or the "
                                             "history's memory).")
                                              .arg(r.instants - r.instantsChecked);
        m_summary->setText(text);
        m_table->setRowCount(static_cast<int>(r.divergences.size()));
        for (int row = 0; row < m_table->rowCount(); ++row) {
            const OrderDivergence& d = r.divergences[static_cast<std::size_t>(row)];
            auto set = [&](int column, const QString& text, const QString& tip = {}) {
                auto* item = new QTableWidgetItem(text);
                item->setToolTip(tip.isEmpty() ? text : tip);
                m_table->setItem(row, column, item);
            };
            set(TimeColumn, number(d.time), QString::fromStdString(formatNumber(d.time)));
            set(StepColumn, QString::number(d.step + 1));
            set(RunOrderColumn, orderText(d.runOrder));
            set(OtherOrderColumn, orderText(d.otherOrder));
            set(DifferenceColumn, i18n::messageText(d.difference));
        }
        m_table->resizeColumnsToContents();
        if (m_table->rowCount() > 0) m_table->selectRow(0);
    }
    m_explore->setEnabled(!m_busy);
    updateButtons();
}

int ExploreView::currentRow() const {
    const auto rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.front().row();
}

void ExploreView::updateButtons() {
    const bool chosen = currentRow() >= 0 && m_report;
    for (QPushButton* b : {m_show, m_stepRun, m_stepOther}) b->setEnabled(chosen);
}

void ExploreView::showOrders(int row) {
    if (!m_report || row < 0 || row >= static_cast<int>(m_report->divergences.size())) return;
    const OrderDivergence d = m_report->divergences[static_cast<std::size_t>(row)];
    ModelCheck check;
    check.kind = ModelCheck::Kind::Orders;
    check.step = d.step;
    check.orders = {d.runIds, d.otherIds};
    if (m_waiting) m_run->cancelRunChecks();
    const std::uint64_t asked = ++m_asked;
    emit statusMessage(tr("Running both orders of t = %1…").arg(number(d.time)), 0);
    m_waiting = true;
    m_busy = false;  // an exploration under way is not answered any more
    m_explore->setEnabled(true);
    m_run->checkRun(std::move(check), [this, asked, d](const CheckResult& r) {
        if (asked != m_asked) return;
        m_waiting = false;
        if (r.runs.size() != 2 || !r.ok) {
            QStringList problems;
            for (const Diagnostic& diag : r.diagnostics)
                if (diag.severity == Severity::Error) problems << i18n::diagnosticMessage(diag);
            emit statusMessage(
                tr("The orders could not be run: %1").arg(problems.join(QStringLiteral("; "))),
                10000);
            return;
        }
        const QString runLabel = tr("run's order %1").arg(orderText(d.runOrder));
        const QString otherLabel = tr("other order %1").arg(orderText(d.otherOrder));
        std::vector<PlotOverlay> runs;
        runs.push_back({runLabel, std::make_shared<const ResultStore>(r.runs[0])});
        runs.push_back({otherLabel, std::make_shared<const ResultStore>(r.runs[1])});
        m_overlays->replace(m_overlayLabels, std::move(runs));
        m_overlayLabels = {runLabel, otherLabel};
        if (!d.variable.empty()) emit plotRequested(QString::fromStdString(d.variable));
        emit statusMessage(tr("Both orders of t = %1 are in the plots: %2")
                               .arg(number(d.time), i18n::messageText(d.difference)),
                           10000);
        emit ordersShown();
    });
}

void ExploreView::stepInto(int row, bool other) {
    if (!m_report || row < 0 || row >= static_cast<int>(m_report->divergences.size())) return;
    const OrderDivergence& d = m_report->divergences[static_cast<std::size_t>(row)];
    m_following = std::make_pair(d.time, orderText(other ? d.otherOrder : d.runOrder));
    m_run->followOrder(d.step, other ? d.otherIds : d.runIds);
}

void ExploreView::followed(bool ok) {
    const auto [time, order] = *m_following;
    m_following.reset();
    if (ok)
        emit statusMessage(tr("At t = %1 with the order %2 planned: Step runs its items one by "
                              "one")
                               .arg(number(time), order),
                           10000);
    else
        emit statusMessage(tr("The run does not reach the instant t = %1 with these items; "
                              "explore the model on screen again")
                               .arg(number(time)),
                           10000);
}

}  // namespace hs::ui

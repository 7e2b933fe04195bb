#include "window/diff_view.h"

#include "i18n/diagnostic_text.h"
#include "models/queue_model.h"
#include "sim/model_check.h"
#include "sim/simulation_controller.h"
#include "window/run_controller.h"
#include "window/run_docks.h"
#include "window/run_overlays.h"

#include "hs/session/model_loader.h"
#include "hs/sim/result_store.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QTime>
#include <QVBoxLayout>

namespace hs::ui {

namespace {

QString number(double v) {
    return QString::number(v, 'g', 10);
}

}  // namespace

DiffView::DiffView(RunController* run, RunOverlays* overlays, QWidget* parent)
    : QWidget(parent), m_run(run), m_overlays(overlays) {
    auto* sides = new QGridLayout;
    auto* histories = new QSplitter(Qt::Horizontal, this);
    for (int s : {A, B}) {
        const QString letter = s == A ? QStringLiteral("A") : QStringLiteral("B");
        m_sideLabels[s] = new QLabel(this);
        m_names[s] = new QLabel(this);
        m_names[s]->setObjectName("diffName" + letter);
        m_names[s]->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_current[s] = new QPushButton(this);
        m_current[s]->setObjectName("diffCurrent" + letter);
        m_keep[s] = new QPushButton(this);
        m_keep[s]->setObjectName("diffKeep" + letter);
        m_open[s] = new QPushButton(this);
        m_open[s]->setObjectName("diffOpen" + letter);
        sides->addWidget(m_sideLabels[s], s, 0);
        sides->addWidget(m_names[s], s, 1);
        sides->addWidget(m_current[s], s, 2);
        sides->addWidget(m_keep[s], s, 3);
        sides->addWidget(m_open[s], s, 4);
        const Side side = static_cast<Side>(s);
        connect(m_current[s], &QPushButton::clicked, this, [this, side] { useCurrentRun(side); });
        connect(m_keep[s], &QPushButton::clicked, this, [this, side] { keepCurrentRun(side); });
        connect(m_open[s], &QPushButton::clicked, this, [this, side] {
            const QString path = QFileDialog::getOpenFileName(
                this, tr("Open Run Record"), {}, tr("Run records (*.json);;All files (*)"));
            if (!path.isEmpty()) openRecord(side, path);
        });
        m_models[s] = new HistoryModel(this);
        m_views[s] = RunDocks::makeTable(m_models[s], histories);
        m_views[s]->setObjectName("diffHistory" + letter);
        histories->addWidget(m_views[s]);
    }
    sides->setColumnStretch(1, 1);
    // a row chosen on one side is chosen on the other: the runs are aligned by event
    for (int s : {A, B}) {
        const int other = 1 - s;
        connect(m_views[s]->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
                [this, other](const QModelIndex& now) {
                    if (!now.isValid() || now.row() >= m_models[other]->rowCount()) return;
                    if (m_views[other]->currentIndex().row() == now.row()) return;
                    m_views[other]->selectRow(now.row());
                    m_views[other]->scrollTo(m_models[other]->index(now.row(), 0));
                });
    }
    m_toleranceLabel = new QLabel(this);
    m_tolerance = new QLineEdit(QStringLiteral("1e-9"), this);
    m_tolerance->setObjectName("diffTolerance");
    m_tolerance->setMaximumWidth(90);
    m_compare = new QPushButton(this);
    m_compare->setObjectName("diffCompare");
    m_compare->setDefault(true);
    auto* compareRow = new QHBoxLayout;
    compareRow->addWidget(m_toleranceLabel);
    compareRow->addWidget(m_tolerance);
    compareRow->addWidget(m_compare);
    compareRow->addStretch(1);
    m_summary = new QLabel(this);
    m_summary->setObjectName("diffSummary");
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_variables = new QTableWidget(0, 3, this);
    m_variables->setObjectName("diffVariables");
    m_variables->verticalHeader()->hide();
    m_variables->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_variables->horizontalHeader()->setStretchLastSection(true);
    m_variables->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_variables->setMinimumHeight(50);
    m_variables->hide();  // until two runs differ in values
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(histories);
    split->addWidget(m_variables);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(sides);
    layout->addLayout(compareRow);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);
    connect(m_compare, &QPushButton::clicked, this, &DiffView::compare);
    connect(m_tolerance, &QLineEdit::returnPressed, this, &DiffView::compare);
    m_runs[B].source = Run::Source::Current;  // the run on screen, unless chosen otherwise
    retranslate();
}

void DiffView::retranslate() {
    m_sideLabels[A]->setText(tr("Run A:"));
    m_sideLabels[B]->setText(tr("Run B:"));
    for (int s : {A, B}) {
        m_current[s]->setText(tr("Current Run"));
        m_current[s]->setToolTip(tr("The run on screen as it is when Compare is pressed"));
        m_keep[s]->setText(tr("Keep Current Run"));
        m_keep[s]->setToolTip(
            tr("The run on screen as it is now, kept for comparison with a "
               "later run"));
        m_open[s]->setText(tr("Open Record…"));
        m_open[s]->setToolTip(tr("A run record written by hybridstudio-cli simulate --record"));
        showSide(static_cast<Side>(s));
    }
    m_toleranceLabel->setText(tr("Relative tolerance:"));
    m_compare->setText(tr("Compare"));
    m_variables->setHorizontalHeaderLabels({tr("Variable"), tr("Run A"), tr("Run B")});
    for (HistoryModel* m : m_models) m->retranslate();
    if (m_diff)
        m_summary->setText(summaryText());
    else if (m_error.isEmpty())
        m_summary->setText(
            tr("Choose two runs and press Compare: they are aligned event by "
               "event, and the first event where they part is marked."));
}

// What the comparison found, in the language of the moment.
QString DiffView::summaryText() const {
    if (!m_diff) return {};
    const RunDiff& d = *m_diff;
    QString text;
    if (d.divergence) {
        const double time = d.eventA ? d.eventA->time : d.eventB ? d.eventB->time : 0.0;
        text = tr("The runs part at event %1 (t = %2): %3.")
                   .arg(*d.divergence)
                   .arg(number(time), i18n::messageText(d.what)) +
               QStringLiteral(" ") +
               tr("Run A has %1 events, run B %2.").arg(d.eventsA).arg(d.eventsB);
    } else {
        text = tr("The runs agree: %1 events, the same elements at the same times, values within "
                  "a relative %2.")
                   .arg(d.eventsA)
                   .arg(number(m_tolerated));
    }
    for (const auto& [name, difference] : m_replayNotes)
        text += QStringLiteral("\n") +
                tr("%1 replayed on the model on screen differs from its record: %2")
                    .arg(name, i18n::messageText(difference));
    return text;
}

QString DiffView::sideName(Side side) const {
    const Run& r = m_runs[side];
    switch (r.source) {
    case Run::Source::None: return tr("(none)");
    case Run::Source::Current: return tr("the current run");
    case Run::Source::Kept: return tr("the run kept at %1").arg(r.name);
    case Run::Source::File: return QFileInfo(r.name).fileName();
    }
    return {};
}

QString DiffView::label(Side side) const {
    return (side == A ? QStringLiteral("A: ") : QStringLiteral("B: ")) + sideName(side);
}

void DiffView::showSide(Side side) {
    m_names[side]->setText(sideName(side));
    m_names[side]->setToolTip(m_runs[side].source == Run::Source::File ? m_runs[side].name
                                                                       : QString());
}

RunRecord DiffView::currentRecord() const {
    RunRecord r;
    const SimulationController& sim = m_run->simulation();
    r.parameters = m_run->loadedParameters();
    recordEvents(r, {sim.events().begin(), sim.events().end()}, sim.results());
    return r;
}

void DiffView::useCurrentRun(Side side) {
    m_runs[side] = Run{};
    m_runs[side].source = Run::Source::Current;
    showSide(side);
}

void DiffView::keepCurrentRun(Side side) {
    Run r;
    r.source = Run::Source::Kept;
    r.name = QTime::currentTime().toString(QStringLiteral("HH:mm:ss"));
    r.record = currentRecord();
    r.data = std::make_shared<const ResultStore>(m_run->simulation().results());
    m_runs[side] = std::move(r);
    showSide(side);
    emit statusMessage(tr("The current run (%n event(s)) is kept as run %1", "",
                          static_cast<int>(m_runs[side].record.events.size()))
                           .arg(side == A ? QStringLiteral("A") : QStringLiteral("B")),
                       5000);
}

bool DiffView::openRecord(Side side, const QString& path) {
    std::string text;
    Run r;
    DiagnosticList diags;
    diags.setFile(path.toStdString());
    if (!readTextFile(path.toStdString(), text)) {
        m_error = tr("%1: cannot be read").arg(path);
    } else if (!parseRunRecord(text, r.record, diags)) {
        QStringList problems;
        for (const Diagnostic& d : diags.items()) problems << i18n::formatDiagnostic(d);
        m_error = problems.join(QLatin1Char('\n'));
    } else {
        r.source = Run::Source::File;
        r.name = path;
        m_runs[side] = std::move(r);
        m_error.clear();
        showSide(side);
        return true;
    }
    m_diff.reset();
    m_summary->setText(m_error);
    emit statusMessage(m_error, 8000);
    return false;
}

void DiffView::compare() {
    bool ok = false;
    const double tolerance = m_tolerance->text().trimmed().toDouble(&ok);
    if (!ok || !(tolerance >= 0)) {
        m_summary->setText(tr("The tolerance must be a number of zero or more, such as 1e-9."));
        return;
    }
    std::array<RunRecord, 2> records;
    for (int s : {A, B}) {
        Run& r = m_runs[s];
        if (r.source == Run::Source::None) {
            m_summary->setText(
                tr("Choose run %1 first.").arg(s == A ? QStringLiteral("A") : QStringLiteral("B")));
            return;
        }
        records[s] = r.source == Run::Source::Current ? currentRecord() : r.record;
    }
    m_error.clear();
    m_diff = diffRuns(records[A], records[B], tolerance);
    const RunDiff& d = *m_diff;
    for (int s : {A, B}) {
        m_models[s]->setEvents({});
        m_models[s]->setEvents(records[s].events);
        m_models[s]->setMarkedRow(d.divergence ? static_cast<int>(*d.divergence) : -1);
    }
    m_variables->setRowCount(static_cast<int>(d.variables.size()));
    for (int row = 0; row < m_variables->rowCount(); ++row) {
        const VariableDifference& v = d.variables[static_cast<std::size_t>(row)];
        m_variables->setItem(row, 0, new QTableWidgetItem(QString::fromStdString(v.name)));
        m_variables->setItem(row, 1, new QTableWidgetItem(number(v.a)));
        m_variables->setItem(row, 2, new QTableWidgetItem(number(v.b)));
    }
    m_variables->setVisible(!d.variables.empty());
    m_replayNotes.clear();
    m_tolerated = tolerance;
    m_summary->setText(summaryText());
    if (d.divergence)
        for (int s : {A, B})
            if (const auto row = static_cast<int>(*d.divergence); row < m_models[s]->rowCount()) {
                m_views[s]->selectRow(row);
                m_views[s]->scrollTo(m_models[s]->index(row, 0),
                                     QAbstractItemView::PositionAtCenter);
            }
    emit statusMessage(m_summary->text(), 10000);
    showTrajectories();
    emit compared();
}

// The trajectories of both sides in the plots: a kept run's are at hand, a record's come
// from replaying it; the current run is the plots' own.
void DiffView::showTrajectories() {
    std::vector<PlotOverlay> runs;
    QStringList labels;
    ModelCheck replay;
    replay.kind = ModelCheck::Kind::Replay;
    std::vector<QString> replayLabels;
    for (Side s : {A, B}) {
        const Run& r = m_runs[s];
        if (r.source == Run::Source::Kept) {
            runs.push_back({label(s), r.data});
            labels << label(s);
        } else if (r.source == Run::Source::File) {
            replay.records.push_back(runRecordToJson(r.record));
            replayLabels.push_back(label(s));
        }
    }
    m_overlays->replace(m_overlayLabels, std::move(runs));
    m_overlayLabels = labels;
    if (replay.records.empty()) {
        emit trajectoriesShown();
        return;
    }
    const std::uint64_t asked = ++m_asked;
    m_run->checkRun(std::move(replay), [this, asked, replayLabels](const CheckResult& result) {
        if (asked != m_asked) return;
        std::vector<PlotOverlay> replayed;
        for (std::size_t i = 0; i < replayLabels.size() && i < result.runs.size(); ++i) {
            if (result.runs[i].rowCount() == 0) continue;
            replayed.push_back(
                {replayLabels[i], std::make_shared<const ResultStore>(result.runs[i])});
            m_overlayLabels << replayLabels[i];
            if (i < result.replayDifferences.size() && !result.replayDifferences[i].empty())
                m_replayNotes.emplace_back(replayLabels[i], result.replayDifferences[i]);
        }
        m_overlays->add(std::move(replayed));
        if (!m_replayNotes.empty()) {
            m_summary->setText(summaryText());
            emit statusMessage(m_summary->text(), 10000);
        }
        emit trajectoriesShown();
    });
}

void DiffView::clear() {
    ++m_asked;
    for (Side s : {A, B}) {
        if (m_runs[s].source == Run::Source::Kept) m_runs[s] = Run{};
        m_models[s]->setMarkedRow(-1);
        m_models[s]->setEvents({});
        showSide(s);
    }
    m_overlays->replace(m_overlayLabels, {});
    m_overlayLabels.clear();
    m_diff.reset();
    m_error.clear();
    m_replayNotes.clear();
    m_variables->setRowCount(0);
    m_variables->hide();
    retranslate();
}

}  // namespace hs::ui

#include "cosim/package_view.h"

#include "cosim/timeline_view.h"
#include "sim/simulation_controller.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hs::ui {

PackageView::PackageView(QWidget* parent) : QWidget(parent) {
    setObjectName("packageView");
    m_timeline = new TimelineView(this);
    m_timeline->setObjectName("packageTimeline");
    m_status = new QLabel(this);
    m_status->setObjectName("packageStatus");
    m_status->setWordWrap(true);
    m_legend = new QLabel(this);
    m_legend->setWordWrap(true);
    m_step = new QPushButton(this);
    m_step->setObjectName("stepRound");
    m_runAll = new QPushButton(this);
    m_runAll->setObjectName("runToEnd");
    m_reset = new QPushButton(this);
    m_reset->setObjectName("resetPackage");
    m_projects = new QTableWidget(0, 3, this);
    m_projects->setObjectName("packageProjects");
    m_projects->verticalHeader()->setVisible(false);
    m_projects->horizontalHeader()->setStretchLastSection(true);
    m_projects->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_projects->setMaximumHeight(130);
    connect(m_step, &QPushButton::clicked, this, &PackageView::stepRequested);
    connect(m_runAll, &QPushButton::clicked, this, &PackageView::runRequested);
    connect(m_reset, &QPushButton::clicked, this, &PackageView::resetRequested);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_reset);
    buttons->addWidget(m_step);
    buttons->addWidget(m_runAll);
    buttons->addSpacing(16);
    buttons->addWidget(m_status, 1);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(m_timeline);
    scroll->setWidgetResizable(true);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(scroll, 1);
    layout->addWidget(m_legend);
    layout->addWidget(m_projects);
    retranslate();
}

PackageView::~PackageView() = default;

void PackageView::setDocument(const doc::Document& document) {
    m_document = document;
    if (m_document.package) m_timeline->setTimeRange(m_document.experiment.startTime, m_document.package->endTime);
    showRun();
}

void PackageView::setProblems(const QStringList& problems) {
    m_problems = problems;
    if (!problems.isEmpty()) showSnapshot(nullptr);
}

void PackageView::showSnapshot(const SimSnapshot* s) {
    m_hasRun = s && s->kind == session::SessionKind::Package;
    if (!m_hasRun) {
        m_rounds = 0;
        m_projectNames.clear();
        m_projectTimes.clear();
        m_timeline->setTimeline({}, {});
        showRun();
        return;
    }
    m_problems.clear();
    QStringList projects;
    for (const auto& p : s->projects) projects << QString::fromStdString(p);
    m_timeline->setTimeRange(s->startTime, s->endTime);
    m_timeline->setTimeline(s->timeline, projects);
    m_rounds = s->timeline.empty() ? 0 : s->timeline.back().round;
    m_projectNames = s->projects;
    m_projectTimes = s->projectTimes;
    m_packageTime = s->time;
    m_running = s->running;
    m_canStep = s->status == RunStatus::Running;
    m_statusCode = s->status == RunStatus::Finished ? 1 : s->status == RunStatus::Failed ? 2
                   : s->status == RunStatus::Stopped ? 3 : 0;
    m_statusText.clear();
    for (const auto& d : s->diagnostics)
        if (d.severity == Severity::Error) m_statusText += ' ' + QString::fromStdString(d.message);
    showRun();
}

void PackageView::showRun() {
    m_step->setEnabled(m_hasRun && m_canStep && !m_running);
    m_runAll->setEnabled(m_hasRun && m_canStep && !m_running);
    if (!m_hasRun) {
        QString text = m_document.package ? tr("The package cannot start:") : tr("This document has no package.");
        if (m_document.package && m_problems.isEmpty()) text = tr("Not started: press Reset or Step.");
        for (const auto& p : m_problems) text += ' ' + p;
        m_status->setText(text);
    } else {
        QString text = tr("Round %1, package time %2").arg(m_rounds).arg(m_packageTime, 0, 'g', 8);
        if (m_statusCode == 1) text += tr(" — finished");
        if (m_statusCode == 2) text += tr(" — failed");
        if (m_statusCode == 3) text += tr(" — stopped");
        m_status->setText(text + m_statusText);
    }
    const int rows = static_cast<int>(m_projectNames.size());
    m_projects->setRowCount(rows);
    for (int p = 0; p < rows; ++p) {
        const QString name = QString::fromStdString(m_projectNames[p]);
        QString sync;
        if (m_document.package)
            for (const auto& project : m_document.package->projects)
                if (QString::fromStdString(project.module) == name) sync = tr("sync step %1").arg(project.syncStep);
        const QString cells[] = {name, QString::number(m_projectTimes[p], 'g', 8), sync};
        for (int c = 0; c < 3; ++c) {
            if (!m_projects->item(p, c)) m_projects->setItem(p, c, new QTableWidgetItem);
            m_projects->item(p, c)->setText(cells[c]);
        }
    }
}

void PackageView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void PackageView::retranslate() {
    m_step->setText(tr("Step round"));
    m_step->setToolTip(tr("Compute one round of the package (Step, F10)"));
    m_runAll->setText(tr("Run to the end"));
    m_runAll->setToolTip(tr("Compute the rounds up to the end time (Run, F5)"));
    m_reset->setText(tr("Reset"));
    m_reset->setToolTip(tr("Start the package again from its initial state (Reset, Ctrl+R)"));
    m_legend->setText(tr("Bars: each project's computation in a round. Crosses: a project ahead of the package time "
                         "skips the round. Vertical lines: the package time after each round. Dots: signals read "
                         "at the start of a cycle — from the past, or from the producer's future (immediate writes)."));
    m_projects->setHorizontalHeaderLabels({tr("Project"), tr("Model time"), tr("Synchronisation")});
    showRun();
}

}  // namespace hs::ui

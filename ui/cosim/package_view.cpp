#include "cosim/package_view.h"

#include "cosim/timeline_view.h"

#include <QElapsedTimer>
#include <QEvent>
#include <QTimer>
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
    m_legend = new QLabel(this);
    m_legend->setWordWrap(true);
    m_step = new QPushButton(this);
    m_step->setObjectName("stepRound");
    m_runAll = new QPushButton(this);
    m_reset = new QPushButton(this);
    m_projects = new QTableWidget(0, 3, this);
    m_projects->setObjectName("packageProjects");
    m_projects->verticalHeader()->setVisible(false);
    m_projects->horizontalHeader()->setStretchLastSection(true);
    m_projects->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_projects->setMaximumHeight(130);
    connect(m_step, &QPushButton::clicked, this, [this] { stepRound(); });
    connect(m_runAll, &QPushButton::clicked, this, &PackageView::runToEnd);
    connect(m_reset, &QPushButton::clicked, this, &PackageView::reset);

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

int PackageView::rounds() const { return m_run ? m_run->rounds() : 0; }

void PackageView::setDocument(const doc::Document& document, const QString& fileName) {
    m_document = document;
    m_file = fileName;
    reset();
}

void PackageView::reset() {
    m_running = false;
    m_run = std::make_unique<cosim::PackageRun>();
    m_diags = DiagnosticList();
    if (m_document.package) {
        if (!m_run->start(m_document, m_file.toStdString(), m_diags)) m_run.reset();
        m_timeline->setTimeRange(m_document.experiment.startTime, m_document.package->endTime);
    } else {
        m_run.reset();
    }
    showRun();
}

bool PackageView::stepRound() {
    m_running = false;  // a step ends a run to the end
    if (!m_run || m_run->finished() || m_run->failed()) return false;
    const bool more = m_run->runRound(m_diags);
    showRun();
    return more;
}

// Rounds run in slices of about 30 ms between repaints, so a long package neither
// freezes the window nor hides its progress; Step round or Reset stops the run.
void PackageView::runToEnd() {
    if (!m_run || m_run->finished() || m_run->failed()) return;
    m_running = true;
    QElapsedTimer slice;
    slice.start();
    while (m_running && m_run && !m_run->finished() && !m_run->failed() && slice.elapsed() < 30)
        if (!m_run->runRound(m_diags)) break;
    showRun();
    if (m_running && m_run && !m_run->finished() && !m_run->failed())
        QTimer::singleShot(0, this, [this] {
            if (m_running) runToEnd();
        });
    else
        m_running = false;
}

bool PackageView::running() const { return m_running; }

void PackageView::showRun() {
    QStringList projects;
    if (m_run)
        for (int p = 0; p < m_run->projectCount(); ++p) projects << QString::fromStdString(m_run->projectName(p));
    m_timeline->setTimeline(m_run ? m_run->timeline() : std::vector<cosim::TimelineEntry>{}, projects);
    m_step->setEnabled(m_run && !m_run->finished() && !m_run->failed());
    m_runAll->setEnabled(m_step->isEnabled());
    if (!m_run) {
        QString text = m_document.package ? tr("The package cannot start:") : tr("This document has no package.");
        for (const auto& d : m_diags.items()) text += ' ' + QString::fromStdString(d.message);
        m_status->setText(text);
    } else {
        QString text = tr("Round %1, package time %2").arg(m_run->rounds()).arg(m_run->packageTime(), 0, 'g', 8);
        if (m_run->finished()) text += tr(" — finished");
        if (m_run->failed()) text += tr(" — failed");
        for (const auto& d : m_diags.items())
            if (d.severity == Severity::Error) text += ' ' + QString::fromStdString(d.message);
        m_status->setText(text);
    }
    m_projects->setRowCount(projects.size());
    for (int p = 0; p < projects.size(); ++p) {
        QString sync;
        if (m_document.package)
            for (const auto& project : m_document.package->projects)
                if (QString::fromStdString(project.module) == projects[p]) sync = tr("sync step %1").arg(project.syncStep);
        const QString cells[] = {projects[p], QString::number(m_run->projectTime(p), 'g', 8), sync};
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
    m_step->setToolTip(tr("Compute one round of the package (F10 while this view is shown)"));
    m_runAll->setText(tr("Run to the end"));
    m_reset->setText(tr("Reset"));
    m_legend->setText(tr("Bars: each project's computation in a round. Crosses: a project ahead of the package time "
                         "skips the round. Vertical lines: the package time after each round. Dots: signals read "
                         "at the start of a cycle — from the past, or from the producer's future (immediate writes)."));
    m_projects->setHorizontalHeaderLabels({tr("Project"), tr("Model time"), tr("Synchronisation")});
    showRun();
}

}  // namespace hs::ui

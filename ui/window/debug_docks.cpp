#include "window/debug_docks.h"

#include "i18n/diagnostic_text.h"
#include "models/debug_models.h"
#include "sim/simulation_controller.h"
#include "window/run_controller.h"
#include "window/run_docks.h"

#include "hs/lang/number_format.h"

#include <QAction>
#include <QComboBox>
#include <QCompleter>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QStringListModel>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace hs::ui {

namespace {

constexpr BreakpointKind kTypedKinds[] = {BreakpointKind::Condition, BreakpointKind::StateEntered,
                                          BreakpointKind::StateLeft, BreakpointKind::Element,
                                          BreakpointKind::Variable,  BreakpointKind::Diagnostic};

// The run docks' table, editable in place and with its own context menu.
QTableView* makeView(QAbstractItemModel* model, QWidget* parent, const char* name) {
    QTableView* view = RunDocks::makeTable(model, parent);
    view->setObjectName(QString::fromLatin1(name));
    view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                          QAbstractItemView::SelectedClicked);
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    return view;
}

QToolButton* makeButton(QWidget* parent, const char* name) {
    auto* b = new QToolButton(parent);
    b->setObjectName(QString::fromLatin1(name));
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    return b;
}

}  // namespace

DebugDocks::DebugDocks(QMainWindow* window, RunController* run,
                       std::function<std::string()> fileName)
    : QObject(window), m_window(window), m_run(run), m_fileName(std::move(fileName)) {
    m_breakpoints = new BreakpointModel(this);
    m_watches = new WatchModel(this);

    // Breakpoints: the kind and its target typed above the table, Remove below
    auto* breakBox = new QWidget(window);
    auto* breakLayout = new QVBoxLayout(breakBox);
    breakLayout->setContentsMargins(2, 2, 2, 2);
    auto* entry = new QHBoxLayout;
    m_kind = new QComboBox(breakBox);
    m_kind->setObjectName("breakpointKind");
    for (BreakpointKind k : kTypedKinds) m_kind->addItem(QString(), static_cast<int>(k));
    m_kind->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_target = new QLineEdit(breakBox);
    m_target->setObjectName("breakpointTarget");
    m_target->setClearButtonEnabled(true);
    // the target completes the names of the run's states, elements or variables
    m_completions = new QStringListModel(this);
    m_completer = new QCompleter(m_completions, this);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setFilterMode(Qt::MatchContains);
    m_target->setCompleter(m_completer);
    m_add = makeButton(breakBox, "addBreakpoint");
    entry->addWidget(m_kind);
    entry->addWidget(m_target, 1);
    entry->addWidget(m_add);
    breakLayout->addLayout(entry);
    m_breakView = makeView(m_breakpoints, breakBox, "breakpointsView");
    m_breakView->setColumnWidth(BreakpointModel::WhereColumn, 170);  // the others: retranslate()
    breakLayout->addWidget(m_breakView, 1);
    auto* below = new QHBoxLayout;
    m_remove = makeButton(breakBox, "removeBreakpoint");
    m_clear = makeButton(breakBox, "removeAllBreakpoints");
    m_breakStatus = new QLabel(breakBox);
    m_breakStatus->setObjectName("breakpointStop");
    m_breakStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    below->addWidget(m_remove);
    below->addWidget(m_clear);
    below->addWidget(m_breakStatus, 1);
    breakLayout->addLayout(below);
    m_breakDock = new QDockWidget(window);
    m_breakDock->setObjectName("breakpointsDock");
    m_breakDock->setWidget(breakBox);

    connect(m_add, &QToolButton::clicked, this, &DebugDocks::addTyped);
    connect(m_target, &QLineEdit::returnPressed, this, &DebugDocks::addTyped);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        const auto kind = static_cast<BreakpointKind>(m_kind->currentData().toInt());
        m_target->setEnabled(kind != BreakpointKind::Diagnostic);
        updateCompletions();
        retranslate();  // the placeholder names what the kind takes
        updateButtons();
    });
    connect(m_target, &QLineEdit::textChanged, this, &DebugDocks::updateButtons);
    connect(m_remove, &QToolButton::clicked, this, [this] {
        const QModelIndex current = m_breakView->currentIndex();
        if (current.isValid()) m_breakpoints->remove(current.row());
    });
    connect(m_clear, &QToolButton::clicked, m_breakpoints, &BreakpointModel::clear);
    connect(m_breakView, &QWidget::customContextMenuRequested, this, &DebugDocks::breakpointsMenu);
    connect(m_breakView, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        if (index.column() == BreakpointModel::KindColumn ||
            index.column() == BreakpointModel::WhereColumn)
            emit showRequested(index.row());
    });
    connect(m_breakView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &DebugDocks::updateButtons);
    connect(m_breakpoints, &BreakpointModel::changed, this, [this] {
        sendBreakpoints();
        emit linesChanged(m_breakpoints->lines());
        updateButtons();
    });

    // Watch: an expression typed above the table
    auto* watchBox = new QWidget(window);
    auto* watchLayout = new QVBoxLayout(watchBox);
    watchLayout->setContentsMargins(2, 2, 2, 2);
    auto* watchEntry = new QHBoxLayout;
    m_watchInput = new QLineEdit(watchBox);
    m_watchInput->setObjectName("watchInput");
    m_watchInput->setClearButtonEnabled(true);
    m_addWatch = makeButton(watchBox, "addWatch");
    m_removeWatch = makeButton(watchBox, "removeWatch");
    watchEntry->addWidget(m_watchInput, 1);
    watchEntry->addWidget(m_addWatch);
    watchEntry->addWidget(m_removeWatch);
    watchLayout->addLayout(watchEntry);
    m_watchView = makeView(m_watches, watchBox, "watchView");
    m_watchView->setColumnWidth(WatchModel::ExpressionColumn, 170);
    watchLayout->addWidget(m_watchView, 1);
    m_watchDock = new QDockWidget(window);
    m_watchDock->setObjectName("watchDock");
    m_watchDock->setWidget(watchBox);

    connect(m_addWatch, &QToolButton::clicked, this, &DebugDocks::addTypedWatch);
    connect(m_watchInput, &QLineEdit::returnPressed, this, &DebugDocks::addTypedWatch);
    connect(m_watchInput, &QLineEdit::textChanged, this, &DebugDocks::updateButtons);
    connect(m_removeWatch, &QToolButton::clicked, this, [this] {
        const QModelIndex current = m_watchView->currentIndex();
        if (current.isValid()) m_watches->remove(current.row());
    });
    connect(m_watchView, &QWidget::customContextMenuRequested, this, &DebugDocks::watchMenu);
    connect(m_watchView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &DebugDocks::updateButtons);
    connect(m_watches, &WatchModel::changed, this, [this] {
        sendWatches();
        updateButtons();
    });
    updateButtons();
}

int DebugDocks::addBreakpoint(BreakpointKind kind, const QString& target) {
    BreakpointEntry e;
    e.breakpoint.kind = kind;
    e.breakpoint.target = target.trimmed().toStdString();
    const int row = m_breakpoints->add(e);
    m_breakView->selectRow(row);
    m_breakDock->show();
    m_breakDock->raise();
    emit statusMessage(tr("Breakpoint: %1 %2").arg(breakpointKindText(kind), target), 4000);
    return row;
}

void DebugDocks::toggleLine(int line) {
    const bool set = m_breakpoints->toggleLine(line);
    emit statusMessage(
        set ? tr("Breakpoint on line %1").arg(line) : tr("Breakpoint on line %1 removed").arg(line),
        4000);
}

int DebugDocks::addWatch(const QString& expression) {
    const int row = m_watches->add(expression);
    if (row >= 0) m_watchView->selectRow(row);
    m_watchDock->show();
    m_watchDock->raise();
    return row;
}

void DebugDocks::addTyped() {
    const auto kind = static_cast<BreakpointKind>(m_kind->currentData().toInt());
    const QString target = m_target->text().trimmed();
    if (target.isEmpty() && kind != BreakpointKind::Diagnostic) return;
    addBreakpoint(kind, kind == BreakpointKind::Diagnostic ? QString() : target);
    m_target->clear();
}

void DebugDocks::addTypedWatch() {
    if (addWatch(m_watchInput->text()) >= 0) m_watchInput->clear();
}

void DebugDocks::linesMoved(const std::vector<int>& lines) {
    const std::vector<int> before = m_breakpoints->lines();
    if (lines == before) return;
    // the marks keep their order: the k-th line breakpoint is now on the k-th mark; a mark
    // deleted with its line takes its breakpoint along
    std::vector<int> sortedBefore = before;
    std::sort(sortedBefore.begin(), sortedBefore.end());
    std::vector<BreakpointEntry> entries = m_breakpoints->entries();
    if (lines.size() == sortedBefore.size()) {
        for (BreakpointEntry& e : entries)
            if (e.line > 0) {
                const auto k = std::lower_bound(sortedBefore.begin(), sortedBefore.end(), e.line) -
                               sortedBefore.begin();
                e.line = lines[static_cast<std::size_t>(k)];
            }
    } else {
        std::erase_if(entries, [&](const BreakpointEntry& e) {
            return e.line > 0 && std::find(lines.begin(), lines.end(), e.line) == lines.end();
        });
    }
    m_breakpoints->replace(std::move(entries));
    sendBreakpoints();
    emit linesChanged(m_breakpoints->lines());
}

void DebugDocks::resend() {
    sendBreakpoints();
    sendWatches();
}

void DebugDocks::clear() {
    m_breakpoints->clear();
    while (m_watches->rowCount() > 0) m_watches->remove(m_watches->rowCount() - 1);
    m_reported.reset();
    m_breakStatus->clear();
}

void DebugDocks::setNames(const QStringList& variables, const QStringList& states,
                          const QStringList& elements) {
    m_variableNames = variables;
    m_stateNames = states;
    m_elementNames = elements;
    updateCompletions();
}

void DebugDocks::updateCompletions() {
    switch (static_cast<BreakpointKind>(m_kind->currentData().toInt())) {
    case BreakpointKind::StateEntered:
    case BreakpointKind::StateLeft: m_completions->setStringList(m_stateNames); break;
    case BreakpointKind::Element: m_completions->setStringList(m_elementNames); break;
    case BreakpointKind::Variable: m_completions->setStringList(m_variableNames); break;
    default: m_completions->setStringList({}); break;  // a condition is an expression
    }
}

void DebugDocks::sendBreakpoints() {
    m_run->simulation().setBreakpoints(m_breakpoints->breakpoints(m_fileName()));
}

void DebugDocks::sendWatches() {
    m_run->simulation().setWatches(m_watches->expressions());
}

void DebugDocks::showSnapshot(const SimSnapshot& s) {
    std::optional<std::size_t> stoppedAt;
    if (s.breakpointHit && !s.running) stoppedAt = s.breakpointHit->index;
    m_breakpoints->setRunState(s.breakpointHits, s.breakpointErrors, stoppedAt);
    m_watches->setValues(s.watches);
    if (!stoppedAt) {
        if (!s.running) m_reported.reset();
        if (!s.breakpointHit) m_breakStatus->clear();
        return;
    }
    const BreakpointHit& hit = *s.breakpointHit;
    const bool again = m_reported && m_reportedGeneration == s.generation &&
                       m_reported->index == hit.index && m_reported->time == hit.time &&
                       m_reported->step == hit.step && m_reported->hits == hit.hits;
    if (again || hit.index >= static_cast<std::size_t>(m_breakpoints->rowCount())) return;
    m_reported = hit;
    m_reportedGeneration = s.generation;
    const QString what = i18n::messageText(hit.what);
    m_breakStatus->setText(stopText(hit));
    const int row = static_cast<int>(hit.index);
    m_breakView->selectRow(row);
    emit stopped(row, hit, what);
}

void DebugDocks::breakpointsMenu(const QPoint& pos) {
    const QModelIndex index = m_breakView->indexAt(pos);
    QMenu menu(m_window);
    auto add = [&](const QString& text, const char* name, auto act) {
        QAction* a = menu.addAction(text);
        a->setObjectName(QString::fromLatin1(name));
        connect(a, &QAction::triggered, this, act);
        return a;
    };
    if (index.isValid()) {
        const int row = index.row();
        add(tr("Go to"), "goToBreakpoint", [this, row] { emit showRequested(row); });
        const QModelIndex box = index.siblingAtColumn(BreakpointModel::EnabledColumn);
        const bool on = box.data(Qt::CheckStateRole).toInt() == Qt::Checked;
        add(on ? tr("Disable") : tr("Enable"), "toggleBreakpoint", [this, box, on] {
            m_breakpoints->setData(box, on ? Qt::Unchecked : Qt::Checked, Qt::CheckStateRole);
        });
        add(tr("Remove"), "removeBreakpointRow", [this, row] { m_breakpoints->remove(row); });
    }
    add(tr("Remove all"), "removeAllBreakpointRows", [this] {
        m_breakpoints->clear();
    })->setEnabled(m_breakpoints->rowCount() > 0);
    menu.exec(m_breakView->viewport()->mapToGlobal(pos));
}

void DebugDocks::watchMenu(const QPoint& pos) {
    const QModelIndex index = m_watchView->indexAt(pos);
    if (!index.isValid()) return;
    QMenu menu(m_window);
    QAction* remove = menu.addAction(tr("Remove"));
    remove->setObjectName("removeWatchRow");
    const int row = index.row();
    connect(remove, &QAction::triggered, this, [this, row] { m_watches->remove(row); });
    menu.exec(m_watchView->viewport()->mapToGlobal(pos));
}

void DebugDocks::updateButtons() {
    const auto kind = static_cast<BreakpointKind>(m_kind->currentData().toInt());
    m_add->setEnabled(kind == BreakpointKind::Diagnostic || !m_target->text().trimmed().isEmpty());
    m_remove->setEnabled(m_breakView->currentIndex().isValid());
    m_clear->setEnabled(m_breakpoints->rowCount() > 0);
    m_addWatch->setEnabled(!m_watchInput->text().trimmed().isEmpty());
    m_removeWatch->setEnabled(m_watchView->currentIndex().isValid());
}

void DebugDocks::retranslate() {
    m_breakDock->setWindowTitle(tr("Breakpoints"));
    m_watchDock->setWindowTitle(tr("Watch"));
    for (int i = 0; i < m_kind->count(); ++i)
        m_kind->setItemText(
            i, breakpointKindText(static_cast<BreakpointKind>(m_kind->itemData(i).toInt())));
    switch (static_cast<BreakpointKind>(m_kind->currentData().toInt())) {
    case BreakpointKind::Condition:
        m_target->setPlaceholderText(tr("A condition, e.g. h < 0.5 and v < 0"));
        break;
    case BreakpointKind::StateEntered:
    case BreakpointKind::StateLeft:
        m_target->setPlaceholderText(tr("A state, e.g. chart.On"));
        break;
    case BreakpointKind::Element:
        m_target->setPlaceholderText(tr("A transition or event, e.g. chart.T1, or file:line"));
        break;
    case BreakpointKind::Variable: m_target->setPlaceholderText(tr("A variable")); break;
    case BreakpointKind::Diagnostic:
        m_target->setPlaceholderText(tr("Any warning or error"));
        break;
    }
    m_kind->setToolTip(tr("What stops the run"));
    m_add->setText(tr("Add"));
    m_add->setToolTip(tr("Add the breakpoint (Enter)"));
    m_remove->setText(tr("Remove"));
    m_clear->setText(tr("Remove all"));
    m_watchInput->setPlaceholderText(tr("An expression, e.g. v^2/2 + g*h"));
    m_addWatch->setText(tr("Add"));
    m_removeWatch->setText(tr("Remove"));
    m_breakpoints->retranslate();
    m_watches->retranslate();
    // the columns fit their headers and the longest fixed texts in this language
    const QFontMetrics header(m_breakView->horizontalHeader()->font());
    const QFontMetrics cells(m_breakView->font());
    auto fit = [&](int column, int least, const QStringList& texts) {
        int width = std::max(
            least,
            header.horizontalAdvance(m_breakpoints->headerData(column, Qt::Horizontal).toString()) +
                18);
        for (const QString& t : texts) width = std::max(width, cells.horizontalAdvance(t) + 14);
        m_breakView->setColumnWidth(column, width);
    };
    QStringList kinds;
    for (BreakpointKind k : kTypedKinds) kinds << breakpointKindText(k);
    fit(BreakpointModel::EnabledColumn, 34, {});
    fit(BreakpointModel::KindColumn, 90, kinds);
    fit(BreakpointModel::GuardColumn, 90, {});
    fit(BreakpointModel::StopAtColumn, 80,
        {BreakpointModel::tr("every hit"), BreakpointModel::tr("from hit %1").arg(10)});
    if (m_reported) m_breakStatus->setText(stopText(*m_reported));
}

QString DebugDocks::stopText(const BreakpointHit& hit) {
    return tr("Stopped at t = %1: %2")
        .arg(QString::fromStdString(formatNumber(hit.time)), i18n::messageText(hit.what));
}

}  // namespace hs::ui

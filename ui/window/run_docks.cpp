#include "window/run_docks.h"

#include "models/queue_model.h"
#include "plot/plot_widget.h"
#include "sim/simulation_controller.h"
#include "window/run_controller.h"

#include "hs/lang/number_format.h"

#include <QComboBox>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace hs::ui {

namespace {

constexpr QueueCategory kCategories[] = {QueueCategory::Selected, QueueCategory::Enabled, QueueCategory::Scheduled,
                                         QueueCategory::Pending, QueueCategory::Unarmed};

QDockWidget* makeDock(QMainWindow* window, const char* name, QWidget* widget) {
    auto* d = new QDockWidget(window);
    d->setObjectName(QString::fromUtf8(name));
    d->setWidget(widget);
    return d;
}

// The names of the Variables dock indented by their depth in the instance tree: the tick
// box, the arrow and the name move right together (and the tick box is hit where drawn).
class TreeIndentDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        QStyledItemDelegate::paint(painter, indented(option, index), index);
    }
    bool editorEvent(QEvent* event, QAbstractItemModel* model, const QStyleOptionViewItem& option,
                     const QModelIndex& index) override {
        return QStyledItemDelegate::editorEvent(event, model, indented(option, index), index);
    }

private:
    static QStyleOptionViewItem indented(const QStyleOptionViewItem& option,
                                         const QModelIndex& index) {
        QStyleOptionViewItem o = option;
        if (index.column() == VariablesModel::NameColumn)
            o.rect.setLeft(o.rect.left() + index.data(VariablesModel::DepthRole).toInt() * kIndent);
        return o;
    }
    static constexpr int kIndent = 14;
};

}  // namespace

QTableView* RunDocks::makeTable(QAbstractItemModel* model, QWidget* parent) {
    auto* view = new QTableView(parent);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->setVisible(false);
    // uniform rows: the header need not track each of many thousand rows
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setStretchLastSection(true);
    view->setWordWrap(false);
    // long paths keep their beginning and their end; the tooltip has the whole text
    view->setTextElideMode(Qt::ElideMiddle);
    return view;
}

RunDocks::RunDocks(QMainWindow* window, RunController* run) : QObject(window), m_window(window), m_run(run) {
    m_queueModel = new QueueModel(this);
    m_historyModel = new HistoryModel(this);
    m_variablesModel = new VariablesModel(this);
    m_messagesModel = new MessagesModel(this);

    // queue: legend and module selector above the table
    auto* queueBox = new QWidget(window);
    auto* queueLayout = new QVBoxLayout(queueBox);
    queueLayout->setContentsMargins(2, 2, 2, 2);
    auto* legend = new QHBoxLayout;
    for (QueueCategory c : kCategories) {
        auto* label = new QLabel(queueBox);
        label->setObjectName(QStringLiteral("legend%1").arg(static_cast<int>(c)));
        label->setAutoFillBackground(true);
        QPalette pal = label->palette();
        pal.setColor(QPalette::Window, QueueModel::categoryColor(c));
        label->setPalette(pal);
        label->setMargin(3);
        legend->addWidget(label);
    }
    legend->addStretch();
    m_modules = new QComboBox(queueBox);
    m_modules->setObjectName("queueModuleSelector");
    m_modules->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_modules->hide();
    legend->addWidget(m_modules);
    connect(m_modules, &QComboBox::currentIndexChanged, this, &RunDocks::showQueue);
    queueLayout->addLayout(legend);
    m_queueView = makeTable(m_queueModel, queueBox);
    m_queueView->setObjectName("queueView");
    // the Text and Value columns are visible at the default width of the dock
    const int widths[] = {80, 70, 76, 96, 104, 70, 80};
    for (int c = 0; c < QueueModel::ColumnCount; ++c) m_queueView->setColumnWidth(c, widths[c]);
    m_queueView->horizontalHeader()->moveSection(QueueModel::ModuleColumn, 0);
    m_queueView->setColumnHidden(QueueModel::ModuleColumn, true);
    m_queueView->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_queueView, &QWidget::customContextMenuRequested, this, &RunDocks::queueContextMenu);
    connect(m_queueView, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        emit sourceRequested(index.data(QueueModel::ModuleRole).toString(), index.data(QueueModel::SourceRole).toString());
    });
    queueLayout->addWidget(m_queueView);
    m_queueDock = makeDock(window, "queueDock", queueBox);

    auto* historyBox = new QWidget(window);
    auto* historyLayout = new QVBoxLayout(historyBox);
    historyLayout->setContentsMargins(2, 2, 2, 2);
    m_historySearch = new QLineEdit(historyBox);
    m_historySearch->setObjectName("historySearch");
    m_historySearch->setClearButtonEnabled(true);
    historyLayout->addWidget(m_historySearch);
    m_historyFilter = new QSortFilterProxyModel(this);
    m_historyFilter->setSourceModel(m_historyModel);
    m_historyFilter->setFilterKeyColumn(-1);
    m_historyFilter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    connect(m_historySearch, &QLineEdit::textChanged, m_historyFilter, &QSortFilterProxyModel::setFilterFixedString);
    m_historyView = makeTable(m_historyFilter, historyBox);
    m_historyView->setObjectName("historyView");
    m_historyView->setColumnWidth(HistoryModel::StepColumn, 56);
    m_historyView->setColumnWidth(HistoryModel::TimeColumn, 80);
    m_historyView->setColumnWidth(HistoryModel::KindColumn, 76);
    m_historyView->setColumnWidth(HistoryModel::SourceColumn, 150);
    m_historyView->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_historyView, &QWidget::customContextMenuRequested, this, &RunDocks::historyContextMenu);
    // under the history: the event iterations of the selected row's step
    m_traceView = new QTreeWidget(historyBox);
    m_traceView->setObjectName("historyTrace");
    m_traceView->setHeaderHidden(true);
    m_traceView->setUniformRowHeights(true);
    auto* split = new QSplitter(Qt::Vertical, historyBox);
    split->addWidget(m_historyView);
    split->addWidget(m_traceView);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    historyLayout->addWidget(split);
    connect(m_historyView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (!current.isValid()) return;
                const std::uint64_t step =
                    m_historyModel->stepAt(m_historyFilter->mapToSource(current).row());
                if (m_traceStep == step) return;
                m_traceStep = step;
                m_trace.clear();
                showTrace(step, {}, false);
                if (step > 0 && !m_network) emit traceRequested(step);
            });
    m_historyDock = makeDock(window, "historyDock", historyBox);

    m_variablesView = makeTable(m_variablesModel, window);
    m_variablesView->setObjectName("variablesView");
    m_variablesView->setItemDelegateForColumn(VariablesModel::NameColumn,
                                              new TreeIndentDelegate(m_variablesView));
    m_variablesView->setColumnWidth(VariablesModel::NameColumn, 120);
    // a number with its exponent fits whole (-3.48332e-14): numbers are never cut
    m_variablesView->setColumnWidth(VariablesModel::ValueColumn,
                                    m_variablesView->fontMetrics().horizontalAdvance(QStringLiteral("-3.48332e-14")) + 14);
    m_variablesView->setDragEnabled(true);
    m_variablesView->setDragDropMode(QAbstractItemView::DragOnly);
    m_variablesView->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_variablesView->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_variablesView, &QWidget::customContextMenuRequested, this, &RunDocks::variablesContextMenu);
    // an array's or a component's row: double-click shows or hides what is under it
    connect(m_variablesView, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        if (m_variablesModel->isGroupRow(index.row()))
            m_variablesModel->setUnfolded(index.row(), !m_variablesModel->isUnfolded(index.row()));
    });
    connect(m_variablesModel, &VariablesModel::parameterEdited, this, [this](const QString& name, double value) {
        m_run->setParameter(name.toStdString(), value);
        emit statusMessage(tr("%1 = %2 applies when the run starts again (Reset)").arg(name).arg(value), 4000);
    });
    m_variablesDock = makeDock(window, "variablesDock", m_variablesView);

    m_messagesView = makeTable(m_messagesModel, window);
    m_messagesView->setObjectName("messagesView");
    m_messagesView->setColumnWidth(MessagesModel::SeverityColumn, 70);
    m_messagesView->setColumnWidth(MessagesModel::LocationColumn, 170);
    auto activate = [this](const QModelIndex& index) {
        if (index.isValid()) emit messageActivated(m_messagesModel->diagnostic(index.row()));
    };
    connect(m_messagesView, &QTableView::doubleClicked, this, activate);
    connect(m_messagesView, &QTableView::clicked, this, activate);
    m_messagesDock = makeDock(window, "messagesDock", m_messagesView);
}

void RunDocks::setPlot(PlotWidget* plot) {
    if (m_plot) disconnect(m_variablesModel, nullptr, m_plot, nullptr);
    m_plot = plot;
    connect(m_variablesModel, &VariablesModel::plotToggled, plot, [plot](const QString& name, bool on) {
        if (on)
            plot->addVariable(name);
        else
            plot->removeVariable(name);
    });
    connect(plot, &PlotWidget::variablesChanged, this, [this, plot] {
        if (plot == m_plot) m_variablesModel->setPlotted(plot->variables());
    });
    m_variablesModel->setPlotted(plot->variables());
}

void RunDocks::setRun(const std::vector<session::SessionVariable>& variables,
                      const std::vector<std::string>& modules,
                      std::vector<ComponentSummary> components) {
    m_variablesModel->setVariables(variables, std::move(components));
    m_traceStep.reset();
    m_trace.clear();
    m_traceView->clear();
    if (m_plot) m_variablesModel->setPlotted(m_plot->variables());
    m_network = !modules.empty();
    const QString shown = m_modules->currentData().toString();
    m_modules->blockSignals(true);
    m_modules->clear();
    m_modules->addItem(tr("All modules"), QString());
    for (const auto& m : modules) m_modules->addItem(QString::fromStdString(m), QString::fromStdString(m));
    const int again = m_modules->findData(shown);
    m_modules->setCurrentIndex(again >= 0 ? again : 0);
    m_modules->blockSignals(false);
    m_modules->setVisible(m_network);
    m_queueView->setColumnHidden(QueueModel::ModuleColumn, !m_network);
    m_queues.clear();
    showQueue();
}

void RunDocks::showQueue() {
    if (m_network)
        m_queueModel->setQueues(m_queues, m_modules->currentData().toString().toStdString());
    else
        m_queueModel->setSnapshot(m_queues.empty() ? QueueSnapshot{} : m_queues.front().queue);
}

void RunDocks::showSnapshot(const SimSnapshot& s, const std::deque<EventRecord>& events,
                            std::uint64_t eventCuts, bool history) {
    m_queues = s.queues;
    showQueue();
    m_variablesModel->setValues(s.values);
    if (history) m_historyModel->setEvents(events, eventCuts);
}

void RunDocks::showTrace(std::uint64_t step, const std::vector<EventTraceEntry>& trace,
                         bool answered) {
    if (m_traceStep != step) return;  // the answer for a row no longer selected
    m_trace = trace;
    m_traceView->clear();
    if (step == 0 || m_network) {
        new QTreeWidgetItem(m_traceView,
                            {m_network ? tr("Event iterations are shown for a single model's steps")
                                       : tr("Step 0 is the initialization: no event iteration")});
        return;
    }
    if (trace.empty()) {
        new QTreeWidgetItem(m_traceView,
                            {answered ? tr("Step %1 is not in the run now").arg(step)
                                      : tr("Step %1: finding its event iterations…").arg(step)});
        return;
    }
    // the engine's four ends of an iteration, in the user's language
    auto endText = [](const std::string& end) {
        if (end == "nothing changed: the iteration ends")
            return tr("nothing changed: the iteration ends");
        if (end == "values changed: another iteration")
            return tr("values changed: another iteration");
        if (end == "the iteration limit was reached") return tr("the iteration limit was reached");
        if (end == "the action ran") return tr("the action ran");
        return QString::fromStdString(end);
    };
    // places as the history names them: "BouncingBall.mo:13", not the whole path
    static const QRegularExpression directories(QStringLiteral("(?:[^\\s:;]*/)+([^/\\s;]+:\\d+)"));
    auto shortened = [](const std::string& text) {
        return QString::fromStdString(text).replace(directories, QStringLiteral("\\1"));
    };
    auto list = [&](const std::vector<std::string>& items) {
        QStringList out;
        for (const auto& i : items) out << shortened(i);
        return out.join(QStringLiteral("; "));
    };
    const EventTraceEntry& first = trace.front();
    auto* stepItem = new QTreeWidgetItem(
        m_traceView,
        {tr("Step %1 at t = %2: %3")
             .arg(step)
             .arg(QString::fromStdString(formatNumber(first.time)), shortened(first.source))});
    for (const EventTraceEntry& e : trace) {
        // iteration 0: what the step's own action (a transition's, an event's) did
        auto* item = new QTreeWidgetItem(
            stepItem, {e.iteration == 0 ? tr("Action") : tr("Iteration %1").arg(e.iteration)});
        auto add = [&](const QString& label, const std::vector<std::string>& items) {
            if (!items.empty()) new QTreeWidgetItem(item, {label.arg(list(items))});
        };
        add(tr("relations changed: %1"), e.relations);
        add(tr("when-clauses fired: %1"), e.fired);
        add(tr("reinit: %1"), e.reinits);
        add(tr("discrete variables changed: %1"), e.changed);
        if (!e.end.empty()) new QTreeWidgetItem(item, {endText(e.end)});
    }
    m_traceView->expandAll();
}

void RunDocks::setRunRecord(const QString& document, const QString& detail) {
    m_historyModel->setRunRecord(document, detail);
}

void RunDocks::retranslate() {
    m_queueDock->setWindowTitle(tr("Event Queue"));
    m_historyDock->setWindowTitle(tr("History"));
    m_variablesDock->setWindowTitle(tr("Variables"));
    m_messagesDock->setWindowTitle(tr("Messages"));
    for (QueueCategory c : kCategories)
        if (auto* l = m_queueDock->findChild<QLabel*>(QStringLiteral("legend%1").arg(static_cast<int>(c))))
            l->setText(QueueModel::categoryName(c));
    if (m_modules->count() > 0) m_modules->setItemText(0, tr("All modules"));
    m_modules->setToolTip(tr("The queue of every module, or of one"));
    m_historySearch->setPlaceholderText(tr("Search executed events…"));
    // the category column fits its longest name in the current language
    int categoryWidth = 0;
    QFont bold = m_queueView->font();
    bold.setBold(true);
    for (QueueCategory c : kCategories)
        categoryWidth = std::max(categoryWidth, QFontMetrics(bold).horizontalAdvance(QueueModel::categoryName(c)));
    m_queueView->setColumnWidth(QueueModel::CategoryColumn, categoryWidth + 16);
    // the kind column fits the longest kind in the current language (state, transition, ...)
    int kindWidth = 0;
    for (EventKind k : {EventKind::Initial, EventKind::Time, EventKind::State, EventKind::Sample, EventKind::Terminal,
                        EventKind::Transition, EventKind::Event, EventKind::Message})
        kindWidth = std::max(kindWidth, m_queueView->fontMetrics().horizontalAdvance(QueueModel::kindName(k)));
    m_queueView->setColumnWidth(QueueModel::KindColumn, kindWidth + 14);
    m_historyView->setColumnWidth(HistoryModel::KindColumn, kindWidth + 14);
    m_queueModel->retranslate();
    m_historyModel->retranslate();
    m_variablesModel->retranslate();
    m_messagesModel->retranslate();
}

void RunDocks::queueContextMenu(const QPoint& pos) {
    const QModelIndex index = m_queueView->indexAt(pos);
    if (!index.isValid()) return;
    const auto category = static_cast<QueueCategory>(index.data(QueueModel::CategoryRole).toInt());
    QMenu menu(m_window);
    QAction* next = menu.addAction(tr("Run this next"));
    // a network's modules run in their order: a choice among current items is a model's
    next->setEnabled(!m_network && (category == QueueCategory::Enabled || category == QueueCategory::Selected));
    QAction* until = menu.addAction(tr("Run until this element's next event"));
    until->setEnabled(!m_network);
    QAction* jump = menu.addAction(tr("Go to source"));
    QAction* chosen = menu.exec(m_queueView->viewport()->mapToGlobal(pos));
    if (chosen == next) m_run->selectNext(index.data(QueueModel::IdRole).toULongLong());
    if (chosen == until) m_run->runUntilElement(index.data(QueueModel::SourceRole).toString());
    if (chosen == jump)
        emit sourceRequested(index.data(QueueModel::ModuleRole).toString(), index.data(QueueModel::SourceRole).toString());
}

void RunDocks::historyContextMenu(const QPoint& pos) {
    const QModelIndex index = m_historyView->indexAt(pos);
    if (!index.isValid()) return;
    const int row = m_historyFilter->mapToSource(index).row();
    QMenu menu(m_window);
    QAction* back = menu.addAction(tr("Step back to here"));
    back->setEnabled(!m_network);
    if (menu.exec(m_historyView->viewport()->mapToGlobal(pos)) == back) m_run->restoreStep(m_historyModel->stepAt(row));
}

void RunDocks::variablesContextMenu(const QPoint& pos) {
    const QModelIndex index = m_variablesView->indexAt(pos);
    if (!index.isValid() || !m_plot) return;
    const QStringList names = m_variablesModel->variableNames(index.row());
    const bool component = m_variablesModel->isComponentRow(index.row());
    if (names.isEmpty() && !component) return;
    QMenu menu(m_window);
    const bool plotted = std::all_of(names.begin(), names.end(), [&](const QString& n) {
        return m_plot->variables().contains(n);
    });
    QAction* a = nullptr;
    if (!names.isEmpty())
        a = menu.addAction(
            names.size() > 1
                ? (plotted ? tr("Remove the elements from plot") : tr("Add the elements to plot"))
                : (plotted ? tr("Remove from plot") : tr("Add to plot")));
    QAction* fold = nullptr;
    if (m_variablesModel->isArrayRow(index.row()))
        fold = menu.addAction(m_variablesModel->isUnfolded(index.row()) ? tr("Hide the elements")
                                                                        : tr("Show the elements"));
    if (component)
        fold = menu.addAction(m_variablesModel->isUnfolded(index.row()) ? tr("Hide its variables")
                                                                        : tr("Show its variables"));
    // the debugger: a breakpoint on the variable's changes, a watch of its value
    if (names.size() == 1) {
        menu.addSeparator();
        const QString name = names.front();
        QAction* breakOn = menu.addAction(tr("Break when it changes"));
        breakOn->setObjectName("breakOnVariable");
        breakOn->setEnabled(!m_network);
        connect(breakOn, &QAction::triggered, this,
                [this, name] { emit breakpointRequested(BreakpointKind::Variable, name); });
        QAction* watch = menu.addAction(tr("Watch"));
        watch->setObjectName("watchVariable");
        watch->setEnabled(!m_network);
        connect(watch, &QAction::triggered, this, [this, name] { emit watchRequested(name); });
    }
    QAction* chosen = menu.exec(m_variablesView->viewport()->mapToGlobal(pos));
    if (chosen && chosen == a) {
        for (const QString& name : names) {
            if (plotted)
                m_plot->removeVariable(name);
            else if (!m_plot->variables().contains(name))
                m_plot->addVariable(name);
        }
    } else if (chosen && chosen == fold) {
        m_variablesModel->setUnfolded(index.row(), !m_variablesModel->isUnfolded(index.row()));
    }
}

int RunDocks::queueWidthDeficit() const {
    int columns = 0;
    for (int c = 0; c < QueueModel::ColumnCount; ++c)
        if (!m_queueView->isColumnHidden(c)) columns += m_queueView->columnWidth(c);
    // room for a vertical scroll bar, shown or not yet
    const int scrollBar = m_queueView->verticalScrollBar()->isVisible() ? 0 : m_queueView->verticalScrollBar()->sizeHint().width();
    return std::max(0, columns + scrollBar - m_queueView->viewport()->width());
}

}  // namespace hs::ui

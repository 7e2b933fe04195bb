#include "window/main_window.h"

#include "cosim/compare_view.h"
#include "cosim/package_view.h"
#include "cosim/timeline_view.h"
#include "diagram/module_diagram.h"
#include "document/document_model.h"
#include "editor/equation_editor.h"
#include "statechart/statechart_editor.h"
#include "models/queue_model.h"
#include "plot/plot_widget.h"
#include "sim/engine_worker.h"
#include "window/examples_gallery.h"
#include "window/language.h"

#include "hs/model/model_loader.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSaveFile>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>
#include <QTimer>
#include <QToolBar>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace hs::ui {

namespace {

QTableView* makeTable(QAbstractItemModel* model, QWidget* parent) {
    auto* view = new QTableView(parent);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->setVisible(false);
    // uniform rows: the header need not track each of many thousand rows
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setStretchLastSection(true);
    view->setAlternatingRowColors(false);
    view->setWordWrap(false);
    return view;
}

QString statusName(RunStatus s, bool running) {
    if (running) return QObject::tr("running");
    switch (s) {
    case RunStatus::Running: return QObject::tr("paused");
    case RunStatus::Finished: return QObject::tr("finished");
    case RunStatus::Stopped: return QObject::tr("stopped");
    case RunStatus::Failed: return QObject::tr("failed");
    }
    return {};
}

// Diagnostics of statechart and event texts (actions, guards, triggers) carry positions
// inside those texts; the compiler starts their messages with the element ("chart.T1 guard:
// ...", "Arrival action: ..."). They are shown in the statechart editor, not in the equations.
bool isSnippetDiagnostic(const Diagnostic& d, const doc::Module* module) {
    if (!module) return false;
    auto startsWith = [&](const std::string& owner) {
        return d.message.size() > owner.size() && d.message.compare(0, owner.size(), owner) == 0 &&
               d.message[owner.size()] == ' ';
    };
    for (const auto& c : module->statecharts) {
        for (const auto& st : c.states)
            if (startsWith(c.name + "." + st.name)) return true;
        for (const auto& t : c.transitions)
            if (startsWith(c.name + "." + t.name)) return true;
    }
    for (const auto& e : module->events)
        if (startsWith(e.name)) return true;
    for (const auto& e : module->dynamicEvents)
        if (startsWith(e.name)) return true;
    return false;
}

}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setObjectName("MainWindow");
    m_controller = new SimulationController(this);
    m_queueModel = new QueueModel(this);
    m_historyModel = new HistoryModel(this);
    m_variablesModel = new VariablesModel(this);
    m_messagesModel = new MessagesModel(this);

    m_doc = new DocumentModel(this);
    m_editor = new EquationEditor(this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName("centralTabs");
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_editor, QString());
    setCentralWidget(m_tabs);
    // multi-module documents: the module diagram, compare modes and the package timeline
    m_diagram = new ModuleDiagramEditor(m_doc, this);
    m_diagram->hide();

    m_package = new PackageView(this);
    m_package->hide();
    m_compare = new CompareView(this);
    m_compare->hide();
    connect(m_diagram, &ModuleDiagramEditor::moduleActivated, this, [this](int module) {
        showModule(module);
        m_tabs->setCurrentWidget(m_editor);
    });
    connect(m_diagram, &ModuleDiagramEditor::compareRequested, this, [this] {
        m_tabs->setCurrentWidget(m_compare);
        refreshRunViews();
        m_compare->start();
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        refreshRunViews();
        if (m_tabs->currentWidget() == m_package)
            packageActions();
        else
            updateFromSimulation();  // the engine's state decides again
    });
    m_checker = new LiveChecker(this);
    connect(m_editor, &QsciScintilla::textChanged, this, [this] {
        // the editor holds Modelica text (a document's module equations, too)
        m_doc->setEquations(m_module, m_editor->text().toStdString());
        checkLater();
        setWindowModified(true);
    });
    connect(m_doc, &DocumentModel::changed, this, &MainWindow::documentEdited);
    connect(m_checker, &LiveChecker::checked, this, &MainWindow::liveChecked);

    createActions();
    // Ctrl+Z / Ctrl+Shift+Z on the diagram undo its edits
    for (QAction* a : {action("actionUndo"), action("actionRedo")}) m_diagram->view()->addAction(a);
    createDocks();
    createStatusBar();
    connect(m_controller, &SimulationController::snapshotReceived, this, &MainWindow::updateFromSimulation);
    connect(m_variablesModel, &VariablesModel::plotToggled, this, [this](const QString& name, bool on) {
        if (on)
            m_plot->addVariable(name);
        else
            m_plot->removeVariable(name);
    });
    connect(m_plot, &PlotWidget::variablesChanged, this, [this] { m_variablesModel->setPlotted(m_plot->variables()); });
    connect(m_variablesModel, &VariablesModel::parameterEdited, this, [this](const QString& name, double value) {
        m_controller->setParameter(name.toStdString(), value);
        statusBar()->showMessage(tr("%1 = %2 applies at the next Reset").arg(name).arg(value), 4000);
    });

    QSettings settings;
    if (settings.contains("window/geometry")) {
        restoreGeometry(settings.value("window/geometry").toByteArray());
        restoreState(settings.value("window/state").toByteArray());
    } else {
        // first start: room for the queue and the plot
        resize(1400, 900);
        resizeDocks({findChild<QDockWidget*>("queueDock"), findChild<QDockWidget*>("historyDock")}, {520, 520},
                    Qt::Horizontal);
        resizeDocks({findChild<QDockWidget*>("variablesDock")}, {280}, Qt::Horizontal);
        resizeDocks({findChild<QDockWidget*>("plotDock1")}, {330}, Qt::Vertical);
    }
    updateRecentMenu();
    retranslate();
    setCurrentFile({});
}

MainWindow::~MainWindow() = default;

QAction* MainWindow::action(const QString& objectName) const { return findChild<QAction*>(objectName); }

void MainWindow::createActions() {
    auto make = [this](const char* name, const QKeySequence& key, auto slot) {
        auto* a = new QAction(this);
        a->setObjectName(QString::fromUtf8(name));
        if (!key.isEmpty()) a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    QMenu* file = menuBar()->addMenu(QString());
    file->setObjectName("fileMenu");
    file->addAction(make("actionNew", QKeySequence::New, [this] { newModel(); }));
    file->addAction(make("actionOpen", QKeySequence::Open, [this] { open(); }));
    m_recentMenu = file->addMenu(QString());
    m_recentMenu->setObjectName("recentMenu");
    file->addAction(make("actionSave", QKeySequence::Save, [this] { save(); }));
    file->addAction(make("actionSaveAs", QKeySequence::SaveAs, [this] { saveAs(); }));
    file->addSeparator();
    file->addAction(make("actionQuit", QKeySequence::Quit, [this] { close(); }));

    QMenu* edit = menuBar()->addMenu(QString());
    edit->setObjectName("editMenu");
    // undo/redo of drawings; in the equation editor Ctrl+Z is the editor's own undo
    QUndoStack* stack = m_doc->undoStack();
    QAction* undo = make("actionUndo", QKeySequence::Undo, [stack] { stack->undo(); });
    undo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    QAction* redo = make("actionRedo", QKeySequence::Redo, [stack] { stack->redo(); });
    redo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    auto undoTexts = [this, stack] {
        action("actionUndo")->setText(stack->undoText().isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(stack->undoText()));
        action("actionRedo")->setText(stack->redoText().isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(stack->redoText()));
        action("actionUndo")->setEnabled(stack->canUndo());
        action("actionRedo")->setEnabled(stack->canRedo());
    };
    connect(stack, &QUndoStack::indexChanged, this, undoTexts);
    connect(stack, &QUndoStack::cleanChanged, this, undoTexts);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(make("actionAddStatechart", QKeySequence(), [this] {
        if (m_doc->document().modules.empty() || m_module >= static_cast<int>(m_doc->document().modules.size())) return;
        if (m_doc->document().modules[m_module].kind == "block") return;  // a library block has no statecharts
        const int mi = m_module;
        m_doc->edit(tr("Add statechart"), [&](doc::Document& d) {
            auto& charts = d.modules[mi].statecharts;
            doc::Statechart c;
            c.name = freeName("chart", [&](const std::string& n) {
                return std::any_of(charts.begin(), charts.end(), [&](const doc::Statechart& o) { return o.name == n; });
            });
            charts.push_back(c);
        });
        m_isDocument = true;
        rebuildChartTabs();
        if (!m_chartEditors.isEmpty()) m_tabs->setCurrentWidget(m_chartEditors.last());
    }));

    QMenu* sim = menuBar()->addMenu(QString());
    sim->setObjectName("simulationMenu");
    QToolBar* bar = addToolBar(QString());
    bar->setObjectName("runToolBar");
    auto runAction = [&](const char* name, const QKeySequence& key, auto slot) {
        QAction* a = make(name, key, slot);
        sim->addAction(a);
        bar->addAction(a);
        return a;
    };
    runAction("actionRun", QKeySequence(Qt::Key_F5), [this] {
        if (m_tabs->currentWidget() == m_package) return m_package->runToEnd();
        if (m_tabs->currentWidget() == m_compare) return m_compare->start();
        m_controller->run();
    });
    runAction("actionPause", QKeySequence(Qt::Key_F6), [this] {
        if (m_tabs->currentWidget() == m_package) return m_package->pause();
        m_controller->pause();
    });
    runAction("actionStep", QKeySequence(Qt::Key_F10), [this] {
        if (m_tabs->currentWidget() == m_package) {
            m_package->stepRound();
            return;
        }
        m_controller->step();
    });
    runAction("actionStepBack", QKeySequence(Qt::SHIFT | Qt::Key_F10), [this] { m_controller->stepBack(); });
    runAction("actionRunUntil", QKeySequence(Qt::CTRL | Qt::Key_U), [this] { runUntilDialog(); });
    runAction("actionStop", QKeySequence(Qt::SHIFT | Qt::Key_F5), [this] { m_controller->stop(); });
    runAction("actionReset", QKeySequence(Qt::CTRL | Qt::Key_R), [this] {
        if (m_tabs->currentWidget() == m_package) {
            m_packageGeneration = m_docGeneration;
            m_package->setDocument(wholeDocument(), m_file);  // equations typed since count too
            return;
        }
        compileAndLoad();
    });
    sim->addSeparator();
    sim->addAction(make("actionExperiment", QKeySequence(Qt::CTRL | Qt::Key_E), [this] { experimentSettings(); }));
    m_speed = new QComboBox(this);
    m_speed->setObjectName("speedCombo");
    m_speed->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    bar->addSeparator();
    bar->addWidget(m_speed);
    connect(m_speed, &QComboBox::currentIndexChanged, this, &MainWindow::speedChanged);

    QMenu* view = menuBar()->addMenu(QString());
    view->setObjectName("viewMenu");
    view->addAction(make("actionNewPlot", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P), [this] { addPlotDock(); }));
    view->addSeparator();

    QMenu* prefs = menuBar()->addMenu(QString());
    prefs->setObjectName("preferencesMenu");
    QMenu* language = prefs->addMenu(QString());
    language->setObjectName("languageMenu");
    auto* languages = new QActionGroup(this);
    for (const QString& code : availableLanguages()) {
        QAction* a = language->addAction(languageName(code));  // each language in its own words
        a->setObjectName(QStringLiteral("language_") + code);
        a->setCheckable(true);
        a->setChecked(code == currentLanguage());
        languages->addAction(a);
        connect(a, &QAction::triggered, this, [code] {
            installLanguage(code);
            QSettings().setValue("language", code);
        });
    }

    QMenu* help = menuBar()->addMenu(QString());
    help->setObjectName("helpMenu");
    help->addAction(make("actionExamples", QKeySequence(), [this] { showExamples(); }));
    help->addAction(make("actionAbout", QKeySequence(), [this] { showAbout(); }));
}

void MainWindow::createDocks() {
    auto dock = [this](const char* name, QWidget* widget, Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(this);
        d->setObjectName(QString::fromUtf8(name));
        d->setWidget(widget);
        addDockWidget(area, d);
        if (QMenu* view = menuBar()->findChild<QMenu*>("viewMenu")) view->addAction(d->toggleViewAction());
        return d;
    };
    m_projectTree = new QTreeWidget(this);
    m_projectTree->setHeaderHidden(true);
    connect(m_projectTree, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem* item) {
        // a module of a multi-module document: show it in the editors
        if (item->parent() && item->parent()->data(0, Qt::UserRole).toString() == QLatin1String("modules")) {
            showModule(item->parent()->indexOfChild(item));
            m_tabs->setCurrentWidget(m_editor);
        }
        // a statechart: its tab; a state of it: selected on the canvas
        QTreeWidgetItem* chartItem = item->data(0, Qt::UserRole).toString() == QLatin1String("chart") ? item
                                     : item->parent() && item->parent()->data(0, Qt::UserRole).toString() == QLatin1String("chart")
                                         ? item->parent()
                                         : nullptr;
        if (chartItem) {
            const int chart = chartItem->parent()->indexOfChild(chartItem);
            if (chart < m_chartEditors.size()) {
                m_tabs->setCurrentWidget(m_chartEditors[chart]);
                if (item != chartItem) m_chartEditors[chart]->scene()->selectNames({item->text(0)});
            }
        }
    });
    dock("projectDock", m_projectTree, Qt::LeftDockWidgetArea);

    // queue: legend above the table
    auto* queueBox = new QWidget(this);
    auto* queueLayout = new QVBoxLayout(queueBox);
    queueLayout->setContentsMargins(2, 2, 2, 2);
    auto* legend = new QHBoxLayout;
    for (QueueCategory c : {QueueCategory::Selected, QueueCategory::Enabled, QueueCategory::Scheduled,
                            QueueCategory::Pending, QueueCategory::Unarmed}) {
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
    queueLayout->addLayout(legend);
    m_queueView = makeTable(m_queueModel, queueBox);
    m_queueView->setObjectName("queueView");
    const int widths[] = {84, 90, 80, 150, 160};
    for (int c = 0; c < 5; ++c) m_queueView->setColumnWidth(c, widths[c]);
    m_queueView->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_queueView, &QWidget::customContextMenuRequested, this, &MainWindow::queueContextMenu);
    connect(m_queueView, &QTableView::doubleClicked, this, &MainWindow::queueActivated);
    queueLayout->addWidget(m_queueView);
    dock("queueDock", queueBox, Qt::RightDockWidgetArea);

    auto* historyBox = new QWidget(this);
    auto* historyLayout = new QVBoxLayout(historyBox);
    historyLayout->setContentsMargins(2, 2, 2, 2);
    m_historySearch = new QLineEdit(historyBox);
    m_historySearch->setClearButtonEnabled(true);
    historyLayout->addWidget(m_historySearch);
    m_historyFilter = new QSortFilterProxyModel(this);
    m_historyFilter->setSourceModel(m_historyModel);
    m_historyFilter->setFilterKeyColumn(-1);
    m_historyFilter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    connect(m_historySearch, &QLineEdit::textChanged, m_historyFilter, &QSortFilterProxyModel::setFilterFixedString);
    m_historyView = makeTable(m_historyFilter, historyBox);
    m_historyView->setObjectName("historyView");
    m_historyView->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_historyView, &QWidget::customContextMenuRequested, this, &MainWindow::historyContextMenu);
    historyLayout->addWidget(m_historyView);
    dock("historyDock", historyBox, Qt::RightDockWidgetArea);

    m_variablesView = makeTable(m_variablesModel, this);
    m_variablesView->setObjectName("variablesView");
    m_variablesView->setDragEnabled(true);
    m_variablesView->setDragDropMode(QAbstractItemView::DragOnly);
    m_variablesView->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_variablesView->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_variablesView, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        const QModelIndex index = m_variablesView->indexAt(pos);
        if (!index.isValid()) return;
        const QString name = m_variablesModel->variableName(index.row());
        QMenu menu(this);
        const bool plotted = m_plot->variables().contains(name);
        QAction* a = menu.addAction(plotted ? tr("Remove from plot") : tr("Add to plot"));
        if (menu.exec(m_variablesView->viewport()->mapToGlobal(pos)) == a) {
            if (plotted)
                m_plot->removeVariable(name);
            else
                m_plot->addVariable(name);
        }
    });
    QDockWidget* variables = dock("variablesDock", m_variablesView, Qt::LeftDockWidgetArea);
    tabifyDockWidget(findChild<QDockWidget*>("projectDock"), variables);

    m_plot = new PlotWidget(this);
    m_plot->setObjectName("plot1");
    dock("plotDock1", m_plot, Qt::BottomDockWidgetArea);

    m_messagesView = makeTable(m_messagesModel, this);
    m_messagesView->setObjectName("messagesView");
    connect(m_messagesView, &QTableView::doubleClicked, this, &MainWindow::messageActivated);
    connect(m_messagesView, &QTableView::clicked, this, &MainWindow::messageActivated);
    QDockWidget* messages = dock("messagesDock", m_messagesView, Qt::BottomDockWidgetArea);
    tabifyDockWidget(findChild<QDockWidget*>("plotDock1"), messages);
    findChild<QDockWidget*>("plotDock1")->raise();
}

void MainWindow::createStatusBar() {
    m_statusTime = new QLabel(this);
    m_statusEvents = new QLabel(this);
    m_statusRate = new QLabel(this);
    m_statusState = new QLabel(this);
    for (QLabel* l : {m_statusTime, m_statusEvents, m_statusRate, m_statusState}) {
        l->setMinimumWidth(120);
        statusBar()->addPermanentWidget(l);
    }
}

void MainWindow::retranslate() {
    auto setText = [this](const char* name, const QString& text, const QString& tip = {}) {
        if (QAction* a = action(QString::fromUtf8(name))) {
            a->setText(text);
            QString tooltip = tip.isEmpty() ? text : tip;
            if (!a->shortcut().isEmpty()) tooltip += QStringLiteral(" (%1)").arg(a->shortcut().toString(QKeySequence::NativeText));
            a->setToolTip(tooltip.remove('&'));
        }
    };
    menuBar()->findChild<QMenu*>("fileMenu")->setTitle(tr("&File"));
    menuBar()->findChild<QMenu*>("simulationMenu")->setTitle(tr("&Simulation"));
    menuBar()->findChild<QMenu*>("editMenu")->setTitle(tr("&Edit"));
    m_tabs->setTabText(m_tabs->indexOf(m_editor), tr("Equations"));
    setDocumentTabTexts();
    setText("actionAddStatechart", tr("Add &Statechart"), tr("Add a statechart to the module shown"));
    menuBar()->findChild<QMenu*>("viewMenu")->setTitle(tr("&View"));
    menuBar()->findChild<QMenu*>("helpMenu")->setTitle(tr("&Help"));
    menuBar()->findChild<QMenu*>("preferencesMenu")->setTitle(tr("&Preferences"));
    menuBar()->findChild<QMenu*>("languageMenu")->setTitle(tr("&Language"));
    if (QAction* current = action(QStringLiteral("language_") + currentLanguage())) current->setChecked(true);
    m_queueModel->retranslate();
    m_historyModel->retranslate();
    m_variablesModel->retranslate();
    m_messagesModel->retranslate();
    m_recentMenu->setTitle(tr("Recent &Files"));
    {
        QUndoStack* stack = m_doc->undoStack();
        action("actionUndo")->setText(stack->undoText().isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(stack->undoText()));
        action("actionRedo")->setText(stack->redoText().isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(stack->redoText()));
        action("actionUndo")->setEnabled(stack->canUndo());
        action("actionRedo")->setEnabled(stack->canRedo());
        action("actionUndo")->setToolTip(tr("Undo the last drawing edit"));
        action("actionRedo")->setToolTip(tr("Redo the last undone drawing edit"));
    }
    setText("actionNew", tr("&New"));
    setText("actionOpen", tr("&Open…"));
    setText("actionSave", tr("&Save"));
    setText("actionSaveAs", tr("Save &As…"));
    setText("actionQuit", tr("&Quit"));
    setText("actionRun", tr("&Run"), tr("Run the simulation"));
    setText("actionPause", tr("&Pause"), tr("Pause the running simulation"));
    setText("actionStep", tr("S&tep"), tr("Run exactly one event step"));
    setText("actionStepBack", tr("Step &Back"), tr("Restore the state before the last event step"));
    setText("actionRunUntil", tr("Run &Until…"), tr("Run until a time, an event number or an element's next event"));
    setText("actionStop", tr("St&op"), tr("End the run"));
    setText("actionReset", tr("R&eset"), tr("Compile the model again and restart from the beginning"));
    setText("actionExperiment", tr("&Experiment Settings…"));
    setText("actionNewPlot", tr("New &Plot"));
    setText("actionExamples", tr("&Examples…"));
    setText("actionAbout", tr("&About HybridStudio"));
    findChild<QToolBar*>("runToolBar")->setWindowTitle(tr("Run"));
    const int speed = m_speed->currentIndex();
    m_speed->blockSignals(true);
    m_speed->clear();
    m_speed->addItem(tr("Virtual time"));
    for (double scale : {0.1, 0.5, 1.0, 2.0, 10.0, 100.0}) m_speed->addItem(tr("Real time ×%1").arg(scale), scale);
    m_speed->setCurrentIndex(speed < 0 ? 0 : speed);
    m_speed->blockSignals(false);
    m_speed->setToolTip(tr("Virtual time runs as fast as possible; real time follows the wall clock"));
    const std::pair<const char*, QString> docks[] = {
        {"projectDock", tr("Project")}, {"queueDock", tr("Event Queue")}, {"historyDock", tr("History")},
        {"variablesDock", tr("Variables")}, {"plotDock1", tr("Plot")}, {"messagesDock", tr("Messages")}};
    for (const auto& [name, title] : docks)
        if (auto* d = findChild<QDockWidget*>(QString::fromUtf8(name))) d->setWindowTitle(title);
    for (QueueCategory c : {QueueCategory::Selected, QueueCategory::Enabled, QueueCategory::Scheduled,
                            QueueCategory::Pending, QueueCategory::Unarmed})
        if (auto* l = findChild<QLabel*>(QStringLiteral("legend%1").arg(static_cast<int>(c))))
            l->setText(QueueModel::categoryName(c));
    m_historySearch->setPlaceholderText(tr("Search executed events…"));
    // the category column fits its longest name in the current language
    int categoryWidth = 0;
    for (QueueCategory c : {QueueCategory::Selected, QueueCategory::Enabled, QueueCategory::Scheduled,
                            QueueCategory::Pending, QueueCategory::Unarmed}) {
        QFont bold = m_queueView->font();
        bold.setBold(true);
        categoryWidth = std::max(categoryWidth, QFontMetrics(bold).horizontalAdvance(QueueModel::categoryName(c)));
    }
    m_queueView->setColumnWidth(QueueModel::CategoryColumn, categoryWidth + 16);
    updateFromSimulation();
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QMainWindow::changeEvent(event);
}

bool MainWindow::isModified() const { return isWindowModified(); }

void MainWindow::setCurrentFile(const QString& path) {
    m_file = path;
    setWindowModified(false);
    setWindowTitle(tr("%1[*] — HybridStudio").arg(path.isEmpty() ? tr("untitled") : QFileInfo(path).fileName()));
}

bool MainWindow::openFile(const QString& path) {
    std::string text;
    if (!readTextFile(path.toStdString(), text)) {
        QMessageBox::warning(this, tr("Open"), tr("Cannot read %1.").arg(path));
        return false;
    }
    QString equations = QString::fromStdString(text);
    doc::Document d;
    const bool isDocument = isDocumentPath(path.toStdString());
    if (isDocument) {
        DiagnosticList diags;
        diags.setFile(path.toStdString());
        if (!doc::parseDocument(text, d, diags)) {
            m_messagesModel->setDiagnostics(diags.items(), {});
            QMessageBox::warning(this, tr("Open"), tr("%1 is not a valid HybridStudio document; see Messages.").arg(path));
            return false;
        }
        equations = d.modules.empty() ? QString() : QString::fromStdString(d.modules[0].equations);
    } else {
        doc::Module m;
        m.name = QFileInfo(path).completeBaseName().toStdString();
        m.equations = text;
        d.name = m.name;
        d.modules.push_back(m);
    }
    m_isDocument = isDocument;
    // the editors show the first equation module (a diagram may start with library blocks)
    m_module = 0;
    for (std::size_t i = 0; i < d.modules.size(); ++i)
        if (d.modules[i].kind != "block") {
            m_module = static_cast<int>(i);
            equations = QString::fromStdString(d.modules[i].equations);
            break;
        }
    m_moduleName = m_module < static_cast<int>(d.modules.size()) ? d.modules[m_module].name : std::string();
    m_moduleCount = d.modules.size();
    // the editor holds the new text before the document announces itself (live check)
    m_editor->blockSignals(true);
    m_editor->setText(equations);
    m_editor->blockSignals(false);
    m_doc->setDocument(d);
    rebuildChartTabs();
    setCurrentFile(path);
    updateDocumentTabs();
    checkLater();  // under the new file name; supersedes the check the document change started
    m_tabs->setCurrentIndex(0);  // a multi-module document opens on its diagram
    if (m_tabs->indexOf(m_diagram) >= 0) m_diagram->fit();
    addRecentFile(path);
    compileAndLoad();
    return true;
}

bool MainWindow::compileAndLoad() {
    LoadResult loaded;
    const std::string fileName = m_file.isEmpty() ? std::string("untitled.mo") : m_file.toStdString();
    m_doc->setEquations(m_module, m_editor->text().toStdString());
    if (m_isDocument)
        loaded = loadDocument(moduleDocument(), fileName);
    else
        loaded = loadModelText(m_editor->text().toStdString(), fileName);
    m_compileDiagnostics = loaded.diagnostics.items();
    const doc::Document& whole = m_doc->document();
    if (m_isDocument && (whole.modules.size() > 1 || whole.cosimulation || whole.package)) {
        Diagnostic note;
        note.severity = Severity::Note;
        note.code = "multi-module-document";
        note.file = fileName;
        note.message = tr("This document has %1 modules; Run and Step run the module shown, %2, on its own. The "
                          "module diagram runs the whole model (Compare modes, Package timeline).")
                           .arg(whole.modules.size())
                           .arg(QString::fromStdString(m_module < static_cast<int>(whole.modules.size())
                                                           ? whole.modules[m_module].name
                                                           : std::string()))
                           .toStdString();
        m_compileDiagnostics.push_back(note);
    }
    m_shownRunDiagnostics = 0;
    m_markedEvents = static_cast<std::size_t>(-1);
    m_flashedStep = 0;
    for (StatechartEditor* e : std::as_const(m_chartEditors)) {
        e->scene()->clearLive();
        e->setDiagnostics(m_compileDiagnostics);
    }
    m_editor->setDiagnostics(equationDiagnostics(m_compileDiagnostics));
    m_messagesModel->setDiagnostics(m_compileDiagnostics, {});
    if (!loaded.model) {
        statusBar()->showMessage(tr("The model has errors; see Messages."), 5000);
        if (auto* d = findChild<QDockWidget*>("messagesDock")) d->raise();
        return false;
    }
    SimulationSettings settings = m_controller->model() ? m_controller->settings() : loaded.settings;
    if (!m_controller->model()) settings = loaded.settings;
    const auto params = m_controller->parameters();
    m_variablesModel->setModel(loaded.model);
    m_controller->load(loaded.model, settings);
    for (const auto& [name, value] : params) m_controller->setParameter(name, value);
    if (!params.empty()) m_controller->reset();
    m_plot->setResults(&m_controller->results());
    // variables of the previous model leave the plot
    for (const QString& name : m_plot->variables())
        if (!loaded.model->findVariable(name.toStdString())) m_plot->removeVariable(name);
    if (m_plot->variables().isEmpty()) {
        int added = 0;
        for (const auto& v : loaded.model->variables)
            if ((v.kind == VarKind::State || v.kind == VarKind::Algebraic) && added < 2) {
                m_plot->addVariable(QString::fromStdString(v.name));
                ++added;
            }
    }
    QStringList names;
    for (const auto& v : loaded.model->variables)
        if (v.kind != VarKind::Internal && v.kind != VarKind::Derivative) names << QString::fromStdString(v.name);
    m_editor->setCompletionWords(names);
    for (StatechartEditor* e : std::as_const(m_chartEditors)) e->setCompletionWords(names);
    fillProjectTree();
    return true;
}

doc::Document MainWindow::moduleDocument() const {
    const doc::Document& whole = m_doc->document();
    doc::Document d;
    d.name = whole.name;
    d.description = whole.description;
    d.experiment = whole.experiment;
    d.plots = whole.plots;
    if (m_module >= 0 && m_module < static_cast<int>(whole.modules.size())) d.modules.push_back(whole.modules[m_module]);
    if (!d.modules.empty()) d.modules[0].equations = m_editor->text().toStdString();
    return d;
}

doc::Document MainWindow::wholeDocument() const {
    doc::Document d = m_doc->document();
    if (m_module < static_cast<int>(d.modules.size())) d.modules[m_module].equations = m_editor->text().toStdString();
    return d;
}

void MainWindow::updateDocumentTabs() {
    const doc::Document& d = m_doc->document();
    const bool multi = m_isDocument && (d.modules.size() > 1 || d.cosimulation || d.package);
    auto show = [this](QWidget* w, bool on, int at) {
        const int index = m_tabs->indexOf(w);
        if (on && index < 0) m_tabs->insertTab(std::min(at, m_tabs->count()), w, QString());
        if (!on && index >= 0) m_tabs->removeTab(index);
    };
    show(m_diagram, multi, 0);
    show(m_compare, multi && !d.package, m_tabs->count());
    show(m_package, multi && d.package.has_value(), m_tabs->count());
    refreshRunViews();
    setDocumentTabTexts();
}

// The package run and the comparison take the document when they are shown (or reset),
// not on every edit: starting a package compiles every module.
void MainWindow::refreshRunViews() {
    if (m_tabs->currentWidget() == m_package && m_packageGeneration != m_docGeneration) {
        m_packageGeneration = m_docGeneration;
        m_package->setDocument(wholeDocument(), m_file);
    }
    if (m_tabs->currentWidget() == m_compare && m_compareGeneration != m_docGeneration) {
        m_compareGeneration = m_docGeneration;
        m_compare->setDocument(wholeDocument(), m_file);
    }
}

void MainWindow::setDocumentTabTexts() {
    if (m_tabs->indexOf(m_diagram) >= 0) m_tabs->setTabText(m_tabs->indexOf(m_diagram), tr("Module diagram"));
    if (m_tabs->indexOf(m_compare) >= 0) m_tabs->setTabText(m_tabs->indexOf(m_compare), tr("Compare modes"));
    if (m_tabs->indexOf(m_package) >= 0) m_tabs->setTabText(m_tabs->indexOf(m_package), tr("Package timeline"));
}

void MainWindow::checkLater() {
    const QString name = m_file.isEmpty() ? QStringLiteral("untitled.mo") : m_file;
    if (m_isDocument)
        m_checker->documentChanged(moduleDocument(), name);
    else
        m_checker->textChanged(m_editor->text(), name);
}

// The module shown is followed by name: the diagram may add, remove or rename modules
// (and undo may bring them back), which moves indices around it.
void MainWindow::followShownModule() {
    const auto& modules = m_doc->document().modules;
    int found = -1;
    for (std::size_t i = 0; i < modules.size(); ++i)
        if (modules[i].name == m_moduleName) found = static_cast<int>(i);
    if (found >= 0) {
        m_module = found;
        return;
    }
    if (m_moduleCount == modules.size() && m_module < static_cast<int>(modules.size())) {
        m_moduleName = modules[m_module].name;  // renamed in place
        return;
    }
    // the module shown is gone: show the first equation module
    m_module = 0;
    for (std::size_t i = 0; i < modules.size(); ++i)
        if (modules[i].kind != "block") {
            m_module = static_cast<int>(i);
            break;
        }
    m_moduleName = m_module < static_cast<int>(modules.size()) ? modules[m_module].name : std::string();
    m_editor->blockSignals(true);
    m_editor->setText(m_module < static_cast<int>(modules.size()) ? QString::fromStdString(modules[m_module].equations)
                                                                 : QString());
    m_editor->blockSignals(false);
}

void MainWindow::documentEdited() {
    ++m_docGeneration;
    followShownModule();
    m_moduleCount = m_doc->document().modules.size();
    setWindowModified(true);
    // a statechart added, removed or renamed: the tabs follow
    const auto& modules = m_doc->document().modules;
    const auto& charts = m_module < static_cast<int>(modules.size()) ? modules[m_module].statecharts
                                                                     : std::vector<doc::Statechart>{};
    bool same = static_cast<int>(charts.size()) == m_chartEditors.size();
    for (int i = 0; same && i < m_chartEditors.size(); ++i)
        same = m_tabs->tabText(m_tabs->indexOf(m_chartEditors[i])) == QString::fromStdString(charts[i].name);
    if (!same) rebuildChartTabs();
    updateDocumentTabs();
    checkLater();
}

void MainWindow::rebuildChartTabs() {
    const auto& d = m_doc->document();
    const int count = m_module < static_cast<int>(d.modules.size())
                          ? static_cast<int>(d.modules[m_module].statecharts.size())
                          : 0;
    while (m_chartEditors.size() > count) {
        StatechartEditor* e = m_chartEditors.takeLast();
        m_tabs->removeTab(m_tabs->indexOf(e));
        e->deleteLater();
    }
    while (m_chartEditors.size() < count) {
        auto* e = new StatechartEditor(m_doc, this);
        e->setObjectName(QStringLiteral("statechartEditor%1").arg(m_chartEditors.size()));
        for (QAction* a : {action("actionUndo"), action("actionRedo")}) e->view()->addAction(a);
        connect(e, &StatechartEditor::elementSelected, this, [this](const QString& path) {
            // the queue rows of this element are selected with it
            for (int row = 0; row < m_queueModel->rowCount(); ++row)
                if (m_queueModel->index(row, 0).data(QueueModel::SourceRole).toString() == path) {
                    m_queueView->selectRow(row);
                    break;
                }
        });
        m_chartEditors.append(e);
        m_tabs->insertTab(m_tabs->indexOf(m_editor) + static_cast<int>(m_chartEditors.size()), e, QString());
    }
    for (int i = 0; i < count; ++i) {
        if (m_chartEditors[i]->scene()->moduleIndex() != m_module || m_chartEditors[i]->scene()->chartIndex() != i)
            m_chartEditors[i]->setChart(m_module, i);
        m_tabs->setTabText(m_tabs->indexOf(m_chartEditors[i]), QString::fromStdString(d.modules[m_module].statecharts[i].name));
    }
}

void MainWindow::showModule(int module) {
    if (module < 0 || module >= static_cast<int>(m_doc->document().modules.size()) || module == m_module) return;
    if (m_doc->document().modules[module].kind == "block") {
        statusBar()->showMessage(tr("%1 is a library block: edit its parameters on the module diagram.")
                                     .arg(QString::fromStdString(m_doc->document().modules[module].name)),
                                 5000);
        return;
    }
    m_doc->setEquations(m_module, m_editor->text().toStdString());
    m_module = module;
    m_moduleName = m_doc->document().modules[module].name;
    m_editor->blockSignals(true);
    m_editor->setText(QString::fromStdString(m_doc->document().modules[module].equations));
    m_editor->blockSignals(false);
    rebuildChartTabs();
    compileAndLoad();
}

void MainWindow::showLive(const SimSnapshot& s) {
    if (m_chartEditors.isEmpty()) return;
    QSet<QString> active;
    for (const auto& p : s.activeStates) active.insert(QString::fromStdString(p));
    QHash<QString, double> due;
    for (const auto& e : s.queue.entries)
        // time left: scheduled timeouts and rates, not transitions that can fire now
        if (e.kind == EventKind::Transition && e.time && e.category == QueueCategory::Scheduled)
            due.insert(QString::fromStdString(e.source), *e.time);
    // the transition that fired last (when stepping, and while running)
    QString fired;
    const auto& events = m_controller->events();
    if (s.step != m_flashedStep && !events.empty()) {
        m_flashedStep = s.step;
        for (auto it = events.rbegin(); it != events.rend() && it->step == events.back().step; ++it)
            if (it->kind == EventKind::Transition) fired = QString::fromStdString(it->source);
    }
    for (StatechartEditor* e : std::as_const(m_chartEditors)) {
        e->scene()->setLive(active, due, s.time);
        if (!fired.isEmpty()) e->scene()->flashTransition(fired);
    }
}

void MainWindow::fillProjectTree() {
    m_projectTree->clear();
    const auto model = m_controller->model();
    if (!model) return;
    if (m_doc->document().modules.size() > 1) {
        auto* modules = new QTreeWidgetItem(m_projectTree, {tr("Modules")});
        modules->setData(0, Qt::UserRole, QStringLiteral("modules"));
        for (const auto& mod : m_doc->document().modules)
            new QTreeWidgetItem(modules, {QString::fromStdString(mod.name) + QStringLiteral("  (") +
                                          (mod.kind == "block" ? QString::fromStdString(mod.block.type) : tr("model")) +
                                          QStringLiteral(")")});
    }
    auto* root = new QTreeWidgetItem(m_projectTree, {QString::fromStdString(model->name)});
    auto* vars = new QTreeWidgetItem(root, {tr("Variables")});
    for (const auto& v : model->variables)
        if (v.kind != VarKind::Internal && v.kind != VarKind::Derivative)
            new QTreeWidgetItem(vars, {QString::fromStdString(v.name)});
    if (!model->charts.empty()) {
        auto* charts = new QTreeWidgetItem(root, {tr("Statecharts")});
        for (const auto& c : model->charts) {
            auto* chart = new QTreeWidgetItem(charts, {QString::fromStdString(c.name)});
            chart->setData(0, Qt::UserRole, QStringLiteral("chart"));
            for (int s : c.states) new QTreeWidgetItem(chart, {QString::fromStdString(model->states[s].name)});
        }
    }
    if (!model->events.empty()) {
        auto* events = new QTreeWidgetItem(root, {tr("Events")});
        for (const auto& e : model->events) new QTreeWidgetItem(events, {QString::fromStdString(e.name)});
    }
    m_projectTree->expandToDepth(0);
}

void MainWindow::updateFromSimulation() {
    const SimSnapshot* s = m_controller->latest();
    if (!s) {
        m_statusTime->setText(tr("t = —"));
        m_statusEvents->setText(tr("events: 0"));
        m_statusRate->setText(tr("— events/s"));
        m_statusState->setText(tr("no model"));
        return;
    }
    m_queueModel->setSnapshot(s->queue);
    m_variablesModel->setValues(s->values);
    showLive(*s);
    // the history, the plot and its event marks are the heavier views: while running they
    // follow at most every 100 ms, at once otherwise
    const bool due = !s->running || !m_viewClock.isValid() || m_viewClock.elapsed() >= 100;
    if (due) {
        m_viewClock.start();
        // the history grows by thousands of rows a second: while running it follows twice a second
        if (!s->running || !m_historyClock.isValid() || m_historyClock.elapsed() >= 500) {
            m_historyClock.start();
            m_historyModel->setEvents(m_controller->events());
        }
        m_plot->refresh();
        const auto& events = m_controller->events();
        // event marks are many graphics items: while running they follow once a second
        const bool marksDue = !s->running || !m_marksClock.isValid() || m_marksClock.elapsed() >= 1000;
        if (events.size() != m_markedEvents && marksDue) {
            m_marksClock.start();
            m_markedEvents = events.size();
            std::vector<EventMark> marks;
            for (const auto& e : events) {
                if (e.kind == EventKind::Initial || e.kind == EventKind::Terminal) continue;
                if (marks.size() >= 2000) break;
                marks.push_back({e.time, QueueModel::kindName(e.kind) + ' ' + QString::fromStdString(e.detail)});
            }
            m_plot->setEventMarks(std::move(marks));
        }
    }
    if (s->diagnostics.size() != m_shownRunDiagnostics) {
        // run-time diagnostics are marked in the editor too (condition-not-rearmed, ...)
        m_shownRunDiagnostics = s->diagnostics.size();
        m_messagesModel->setDiagnostics(m_compileDiagnostics, s->diagnostics);
        std::vector<Diagnostic> shown = m_compileDiagnostics;
        shown.insert(shown.end(), s->diagnostics.begin(), s->diagnostics.end());
        m_editor->setDiagnostics(equationDiagnostics(shown));
    }
    m_statusTime->setText(tr("t = %1").arg(s->time, 0, 'g', 8));
    m_statusEvents->setText(tr("events: %1").arg(s->step));
    m_statusRate->setText(tr("%1 events/s").arg(s->eventsPerSecond, 0, 'f', 0));
    m_statusState->setText(statusName(s->status, s->running));
    action("actionPause")->setEnabled(s->running);
    action("actionRun")->setEnabled(!s->running && s->status == RunStatus::Running);
    action("actionStep")->setEnabled(!s->running && s->status == RunStatus::Running);
    action("actionStepBack")->setEnabled(!s->running && s->historySize > 1);
    packageActions();
}

// While the package timeline is shown, Run, Step, Pause and Reset act on the package.
void MainWindow::packageActions() {
    if (m_tabs->currentWidget() != m_package) return;
    for (const char* name : {"actionRun", "actionStep", "actionPause"}) action(QString::fromUtf8(name))->setEnabled(true);
    action("actionStepBack")->setEnabled(false);
}

std::vector<Diagnostic> MainWindow::equationDiagnostics(const std::vector<Diagnostic>& all) const {
    const auto& modules = m_doc->document().modules;
    const doc::Module* module = m_module < static_cast<int>(modules.size()) ? &modules[m_module] : nullptr;
    std::vector<Diagnostic> out;
    for (const auto& d : all)
        if (!isSnippetDiagnostic(d, module)) out.push_back(d);
    return out;
}

void MainWindow::liveChecked(const std::vector<Diagnostic>& diagnostics, const QStringList& variables) {
    m_compileDiagnostics = diagnostics;
    m_shownRunDiagnostics = static_cast<std::size_t>(-1);
    m_editor->setDiagnostics(equationDiagnostics(diagnostics));
    for (StatechartEditor* e : std::as_const(m_chartEditors)) {
        e->setDiagnostics(diagnostics);
        if (!variables.isEmpty()) e->setCompletionWords(variables);
    }
    const SimSnapshot* s = m_controller->latest();
    m_messagesModel->setDiagnostics(diagnostics, s ? s->diagnostics : std::vector<Diagnostic>{});
    if (!variables.isEmpty()) m_editor->setCompletionWords(variables);
}

void MainWindow::queueContextMenu(const QPoint& pos) {
    const QModelIndex index = m_queueView->indexAt(pos);
    if (!index.isValid()) return;
    const auto category = static_cast<QueueCategory>(index.data(QueueModel::CategoryRole).toInt());
    QMenu menu(this);
    QAction* next = menu.addAction(tr("Run this next"));
    next->setEnabled(category == QueueCategory::Enabled || category == QueueCategory::Selected);
    QAction* until = menu.addAction(tr("Run until this element's next event"));
    QAction* jump = menu.addAction(tr("Go to source"));
    QAction* chosen = menu.exec(m_queueView->viewport()->mapToGlobal(pos));
    if (chosen == next) m_controller->selectNext(index.data(QueueModel::IdRole).toULongLong());
    if (chosen == until) m_controller->runUntilElement(index.data(QueueModel::SourceRole).toString());
    if (chosen == jump) queueActivated(index);
}

void MainWindow::historyContextMenu(const QPoint& pos) {
    const QModelIndex index = m_historyView->indexAt(pos);
    if (!index.isValid()) return;
    const int row = m_historyFilter->mapToSource(index).row();
    QMenu menu(this);
    QAction* back = menu.addAction(tr("Step back to here"));
    if (menu.exec(m_historyView->viewport()->mapToGlobal(pos)) == back)
        m_controller->restoreStep(m_historyModel->stepAt(row));
}

void MainWindow::jumpToSource(const QString& source) {
    // "file:line" points into the equations; element paths select the element in the tree
    const int colon = source.lastIndexOf(':');
    bool ok = false;
    const int line = colon >= 0 ? source.mid(colon + 1).toInt(&ok) : 0;
    if (ok && line > 0) {
        m_editor->goTo(line, 1);
        m_editor->setFocus();
        return;
    }
    // a statechart element: its tab, selected on the canvas
    for (StatechartEditor* e : std::as_const(m_chartEditors)) {
        const doc::Statechart* chart = e->scene()->chart();
        if (!chart || !source.startsWith(QString::fromStdString(chart->name) + '.')) continue;
        m_tabs->setCurrentWidget(e);
        e->scene()->selectNames({source.section('.', 1)});
        return;
    }
    const auto items = m_projectTree->findItems(source.section('.', -1), Qt::MatchExactly | Qt::MatchRecursive);
    if (!items.isEmpty()) {
        m_projectTree->setCurrentItem(items.first());
        if (auto* d = findChild<QDockWidget*>("projectDock")) d->raise();
    }
}

void MainWindow::queueActivated(const QModelIndex& index) {
    jumpToSource(index.data(QueueModel::SourceRole).toString());
}

void MainWindow::messageActivated(const QModelIndex& index) {
    if (!index.isValid()) return;
    const Diagnostic& d = m_messagesModel->diagnostic(index.row());
    const auto& modules = m_doc->document().modules;
    if (m_module < static_cast<int>(modules.size()) && isSnippetDiagnostic(d, &modules[m_module]) && !d.names.empty()) {
        jumpToSource(QString::fromStdString(d.names.front()));
        return;
    }
    if (d.loc.line > 0) {
        m_editor->goTo(d.loc.line, std::max(1, d.loc.column));
        m_editor->setFocus();
    }
}

void MainWindow::speedChanged(int index) {
    if (index <= 0)
        m_controller->setSpeed(SpeedMode::Virtual, 1.0);
    else
        m_controller->setSpeed(SpeedMode::RealTime, m_speed->itemData(index).toDouble());
}

void MainWindow::addPlotDock() {
    auto* plot = new PlotWidget(this);
    ++m_plotCount;
    plot->setObjectName(QStringLiteral("plot%1").arg(m_plotCount));
    plot->setResults(&m_controller->results());
    connect(m_controller, &SimulationController::snapshotReceived, plot, &PlotWidget::refresh);
    auto* d = new QDockWidget(tr("Plot %1").arg(m_plotCount), this);
    d->setObjectName(QStringLiteral("plotDock%1").arg(m_plotCount));
    d->setWidget(plot);
    d->setAttribute(Qt::WA_DeleteOnClose);
    addDockWidget(Qt::BottomDockWidgetArea, d);
}

void MainWindow::runUntilDialog() {
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Run Until"));
    auto* form = new QFormLayout(&dialog);
    auto* kind = new QComboBox(&dialog);
    kind->addItems({tr("Model time"), tr("Event number"), tr("Next event of the selected queue element")});
    auto* time = new QDoubleSpinBox(&dialog);
    time->setDecimals(6);
    time->setRange(-1e12, 1e12);
    const SimSnapshot* s = m_controller->latest();
    time->setValue(s ? s->time + 1.0 : 1.0);
    auto* step = new QSpinBox(&dialog);
    step->setRange(0, 2000000000);
    step->setValue(s ? static_cast<int>(s->step) + 10 : 10);
    form->addRow(tr("Stop at"), kind);
    form->addRow(tr("Time"), time);
    form->addRow(tr("Event number"), step);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted) return;
    if (kind->currentIndex() == 0) m_controller->runUntilTime(time->value());
    if (kind->currentIndex() == 1) m_controller->runUntilStep(static_cast<std::uint64_t>(step->value()));
    if (kind->currentIndex() == 2) {
        const QModelIndex index = m_queueView->currentIndex();
        if (index.isValid()) m_controller->runUntilElement(index.data(QueueModel::SourceRole).toString());
    }
}

void MainWindow::experimentSettings() {
    SimulationSettings st = m_controller->settings();
    const auto model = m_controller->model();
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Experiment Settings"));
    auto* form = new QFormLayout(&dialog);
    auto spin = [&](double value, double lo, double hi, int decimals) {
        auto* box = new QDoubleSpinBox(&dialog);
        box->setRange(lo, hi);
        box->setDecimals(decimals);
        box->setValue(value);
        return box;
    };
    const ExperimentSettings ex = model ? model->experiment : ExperimentSettings{};
    auto* start = spin(st.startTime.value_or(ex.startTime), -1e12, 1e12, 6);
    auto* stop = spin(st.stopTime.value_or(ex.stopTime), -1e12, 1e12, 6);
    auto* interval = spin(st.interval.value_or(0.0), 0, 1e12, 8);
    interval->setSpecialValueText(tr("(stop − start)/500"));
    auto* solver = new QComboBox(&dialog);
    solver->addItems({"cvode-bdf", "cvode-adams", "euler", "rk4"});
    solver->setCurrentIndex(static_cast<int>(st.solver));
    auto* rtol = new QLineEdit(QString::number(st.relTol.value_or(ex.tolerance)), &dialog);
    auto* atol = new QLineEdit(st.absTol ? QString::number(*st.absTol) : QString(), &dialog);
    atol->setPlaceholderText(tr("tolerance × 0.01"));
    auto* policy = new QComboBox(&dialog);
    policy->addItems({tr("FIFO"), tr("LIFO"), tr("Random")});
    policy->setCurrentIndex(static_cast<int>(st.policy));
    auto* seed = new QSpinBox(&dialog);
    seed->setRange(0, 2000000000);
    seed->setValue(static_cast<int>(st.seed));
    form->addRow(tr("Start time"), start);
    form->addRow(tr("Stop time"), stop);
    form->addRow(tr("Output interval"), interval);
    form->addRow(tr("Solver"), solver);
    form->addRow(tr("Relative tolerance"), rtol);
    form->addRow(tr("Absolute tolerance"), atol);
    form->addRow(tr("Simultaneous events"), policy);
    form->addRow(tr("Seed"), seed);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted) return;
    st.startTime = start->value();
    st.stopTime = stop->value();
    st.interval = interval->value() > 0 ? std::optional<double>(interval->value()) : std::nullopt;
    st.solver = static_cast<SolverMethod>(solver->currentIndex());
    bool ok = false;
    const double r = rtol->text().toDouble(&ok);
    if (ok && r > 0) st.relTol = r;
    const double a = atol->text().toDouble(&ok);
    st.absTol = ok && a > 0 ? std::optional<double>(a) : std::nullopt;
    st.policy = static_cast<SelectionPolicy>(policy->currentIndex());
    st.seed = static_cast<std::uint64_t>(seed->value());
    m_controller->setSettings(st);
    m_controller->reset();
}

void MainWindow::newModel() {
    if (!maybeSave()) return;
    const QString text =
        QStringLiteral("model Untitled\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\nend Untitled;\n");
    doc::Document d;
    d.name = "Untitled";
    d.modules.push_back(doc::Module{});
    d.modules[0].name = "Untitled";
    d.modules[0].equations = text.toStdString();
    m_isDocument = false;
    m_module = 0;
    m_moduleName = "Untitled";
    m_moduleCount = 1;
    m_editor->blockSignals(true);
    m_editor->setText(text);
    m_editor->blockSignals(false);
    m_doc->setDocument(d);
    rebuildChartTabs();
    setCurrentFile({});
    updateDocumentTabs();
    checkLater();
    compileAndLoad();
}

void MainWindow::open() {
    if (!maybeSave()) return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Model"), QString(),
                                                      tr("HybridStudio models (*.hsm *.mo);;All files (*)"));
    if (!path.isEmpty()) openFile(path);
}

bool MainWindow::save() { return m_file.isEmpty() ? saveAs() : saveTo(m_file); }

bool MainWindow::saveAs() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Model"), m_file,
                                                      tr("HybridStudio models (*.hsm *.mo)"));
    return !path.isEmpty() && saveTo(path);
}

bool MainWindow::saveTo(const QString& path) {
    std::string text = m_editor->text().toStdString();
    m_doc->setEquations(m_module, text);
    if (isDocumentPath(path.toStdString())) {
        doc::Document d = m_doc->document();
        if (d.modules.empty()) {
            doc::Module m;
            m.name = m_controller->model() ? m_controller->model()->name : "Model";
            d.modules.push_back(m);
        }
        if (d.name.empty()) d.name = d.modules[0].name;
        text = doc::serializeDocument(d);
        m_isDocument = true;
    } else if (m_isDocument && (m_doc->document().modules.size() > 1 || !m_doc->document().modules[0].statecharts.empty() ||
                                !m_doc->document().modules[0].events.empty())) {
        QMessageBox::warning(this, tr("Save"),
                             tr("A .mo file holds equations only; save this model as a .hsm document to keep its "
                                "statecharts, events and modules."));
        return false;
    }
    // atomic: the old file stays intact until the new one is complete
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), static_cast<qint64>(text.size())) < 0 ||
        !file.commit()) {
        QMessageBox::warning(this, tr("Save"), tr("Cannot save %1: %2").arg(path, file.errorString()));
        return false;
    }
    setCurrentFile(path);
    addRecentFile(path);
    statusBar()->showMessage(tr("Saved %1").arg(path), 3000);
    return true;
}

bool MainWindow::maybeSave() {
    if (!isWindowModified()) return true;
    const auto answer = QMessageBox::warning(this, tr("Unsaved changes"),
                                             tr("The model has been modified. Save the changes?"),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue("window/geometry", saveGeometry());
    settings.setValue("window/state", saveState());
    event->accept();
}

void MainWindow::addRecentFile(const QString& path) {
    QSettings settings;
    QStringList files = settings.value("recentFiles").toStringList();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > 10) files.removeLast();
    settings.setValue("recentFiles", files);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu() {
    m_recentMenu->clear();
    const QStringList files = QSettings().value("recentFiles").toStringList();
    for (const QString& f : files) {
        QAction* a = m_recentMenu->addAction(QFileInfo(f).fileName());
        a->setToolTip(f);
        connect(a, &QAction::triggered, this, [this, f] {
            if (maybeSave()) openFile(f);
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::showExamples() {
    ExamplesGallery gallery(QStringLiteral(HS_EXAMPLES_DIR), this);
    connect(&gallery, &ExamplesGallery::exampleChosen, &gallery, [&](const QString& file) {
        if (maybeSave()) openFile(file);
        gallery.accept();
    });
    gallery.exec();
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About HybridStudio"),
                       tr("<b>HybridStudio</b><p>A modeling IDE for hybrid simulation: statecharts, events and "
                          "equations with exactly located state events, run by one engine whose event queue "
                          "you can watch and step through.</p>"));
}


}  // namespace hs::ui

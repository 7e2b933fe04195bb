#include "window/main_window.h"

#include "window/app_paths.h"

#include "components/component_diagram.h"
#include "cosim/compare_view.h"
#include "cosim/package_view.h"
#include "diagram/module_diagram.h"
#include "document/document_model.h"
#include "editor/equation_editor.h"
#include "editor/find_bar.h"
#include "experiment/experiment_panel.h"
#include "models/queue_model.h"
#include "plot/plot_widget.h"
#include "sim/simulation_controller.h"
#include "statechart/statechart_editor.h"
#include "window/document_controller.h"
#include "window/examples_gallery.h"
#include "window/experiment_dialog.h"
#include "window/language.h"
#include "window/run_controller.h"
#include "window/run_docks.h"
#include "window/run_overlays.h"
#include "window/run_until_dialog.h"
#include "window/user_guide.h"

#include "hs/lang/parser.h"
#include "hs/sim/result_store.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace hs::ui {


MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setObjectName("MainWindow");
    m_editor = new EquationEditor(this);
    m_docs = new DocumentController(m_editor, this);
    m_run = new RunController(m_docs, this);
    m_docks = new RunDocks(this, m_run);

    // the equations with their find bar
    auto* equations = new QWidget(this);
    equations->setObjectName("equationsPage");
    m_equationsPage = equations;
    auto* equationsLayout = new QVBoxLayout(equations);
    equationsLayout->setContentsMargins(0, 0, 0, 0);
    equationsLayout->setSpacing(0);
    m_findBar = new FindBar(m_editor, equations);
    equationsLayout->addWidget(m_editor, 1);
    equationsLayout->addWidget(m_findBar);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName("centralTabs");
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(equations, QString());
    setCentralWidget(m_tabs);
    // multi-module documents: the module diagram, compare modes and the package timeline
    m_diagram = new ModuleDiagramEditor(m_docs->model(), this);
    m_diagram->hide();
    m_package = new PackageView(this);
    m_package->hide();
    setupComponentDiagram();
    m_compare = new CompareView(this);
    m_compare->hide();
    connect(m_diagram, &ModuleDiagramEditor::moduleActivated, this, [this](int module) {
        showModule(module);
        m_tabs->setCurrentWidget(m_equationsPage);
    });
    connect(m_diagram, &ModuleDiagramEditor::compareRequested, this, [this] {
        m_tabs->setCurrentWidget(m_compare);
        refreshCompare();
        m_compare->start();
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        refreshCompare();
        updateActions();
    });
    connect(m_package, &PackageView::stepRequested, this, [this] { m_run->step(); });
    connect(m_package, &PackageView::runRequested, this, [this] { m_run->run(); });
    connect(m_package, &PackageView::resetRequested, this, [this] { m_run->restart(); });

    m_checker = new LiveChecker(this, m_run->checkClient());
    connect(m_checker, &LiveChecker::checked, this, &MainWindow::liveChecked);
    connect(m_checker, &LiveChecker::symbolsFound, m_editor, &EquationEditor::setSymbols);
    connect(m_docs, &DocumentController::opened, this, &MainWindow::documentOpened);
    connect(m_docs, &DocumentController::edited, this, &MainWindow::documentEdited);
    connect(m_docs, &DocumentController::moduleShown, this, [this] {
        rebuildChartTabs();
        checkLater();
        fillProjectTree();
        describeRunModel();
    });
    connect(m_docs, &DocumentController::modifiedChanged, this, &QWidget::setWindowModified);
    connect(m_docs, &DocumentController::fileChanged, this, [this](const QString& path) {
        setWindowTitle(tr("%1[*] — HybridStudio").arg(path.isEmpty() ? tr("untitled") : QFileInfo(path).fileName()));
        setWindowModified(m_docs->isModified());
    });
    connect(m_docs, &DocumentController::recentFilesChanged, this, &MainWindow::updateRecentMenu);
    connect(m_docs, &DocumentController::problem, this,
            [this](const QString& title, const QString& text) { QMessageBox::warning(this, title, text); });
    connect(m_docs, &DocumentController::statusMessage, this,
            [this](const QString& text, int ms) { statusBar()->showMessage(text, ms); });
    connect(m_docs, &DocumentController::openFailed, this, [this](const std::vector<Diagnostic>& diags) {
        messagesModel()->setDiagnostics(diags, {});
        m_docks->messagesDock()->raise();
    });
    connect(m_run, &RunController::built, this, &MainWindow::runBuilt);
    // the run before stays in the plots, dashed, to compare with the new one
    connect(m_run, &RunController::aboutToRestart, this, [this] {
        for (PlotWidget* p : plots()) p->keepAsReference();
    });
    connect(m_run, &RunController::staleChanged, this, [this](bool stale) {
        m_staleAction->setVisible(stale);
        updateActions();
    });
    connect(&m_run->simulation(), &SimulationController::snapshotReceived, this, &MainWindow::updateFromSimulation);
    // the engine process crashed or was ended: the run's failure is in Messages, the model is untouched
    connect(&m_run->simulation(), &SimulationController::engineLost, this, [this] {
        m_docks->messagesDock()->raise();
        statusBar()->showMessage(tr("The simulation process stopped; your model is safe. Messages says why."), 15000);
    });
    connect(m_docks, &RunDocks::sourceRequested, this, &MainWindow::jumpToSource);
    connect(m_docks, &RunDocks::messageActivated, this, &MainWindow::messageActivated);
    connect(m_docks, &RunDocks::statusMessage, this, [this](const QString& text, int ms) {
        statusBar()->showMessage(text, ms);
    });

    createActions();
    // Ctrl+Z / Ctrl+Shift+Z on the diagram undo its edits
    for (QAction* a : {action("actionUndo"), action("actionRedo")}) m_diagram->view()->addAction(a);
    createDocks();
    createStatusBar();
    // the window's shortcuts win over the editor's own key bindings (Ctrl+U, Ctrl+E, ...)
    QList<QKeySequence> keys;
    for (QAction* a : findChildren<QAction*>())
        if (!a->shortcut().isEmpty() && a->shortcutContext() == Qt::WindowShortcut) keys << a->shortcut();
    m_editor->releaseKeys(keys);

    QSettings settings;
    if (settings.contains("window/geometry")) {
        restoreGeometry(settings.value("window/geometry").toByteArray());
        restoreState(settings.value("window/state").toByteArray());
    } else {
        // first start: room for the queue and the plot
        resize(1400, 900);
        resizeDocks({m_docks->queueDock(), m_docks->historyDock()}, {520, 520}, Qt::Horizontal);
        resizeDocks({m_docks->variablesDock()}, {250}, Qt::Horizontal);
        resizeDocks({findChild<QDockWidget*>("plotDock1")}, {330}, Qt::Vertical);
        QTimer::singleShot(0, this, [this] {
            if (m_docks->queueDock()->isVisible()) fitQueueDock();
        });
    }
    updateRecentMenu();
    retranslate();
    m_docs->newModel();
    // untitled work of a session that ended without saving it
    QTimer::singleShot(0, this, [this] { m_docs->offerUntitledRecovery(); });
}

MainWindow::~MainWindow() = default;

SimulationController& MainWindow::controller() { return m_run->simulation(); }
QueueModel* MainWindow::queueModel() const { return m_docks->queueModel(); }
HistoryModel* MainWindow::historyModel() const { return m_docks->historyModel(); }
VariablesModel* MainWindow::variablesModel() const { return m_docks->variablesModel(); }
MessagesModel* MainWindow::messagesModel() const { return m_docks->messagesModel(); }
QTableView* MainWindow::queueView() const { return m_docks->queueView(); }
DocumentModel* MainWindow::documentModel() const { return m_docs->model(); }
int MainWindow::currentModule() const { return m_docs->module(); }
QString MainWindow::currentFile() const { return m_docs->file(); }
bool MainWindow::isModified() const { return m_docs->isModified(); }
bool MainWindow::openFile(const QString& path) { return m_docs->openFile(path); }
bool MainWindow::saveTo(const QString& path) { return m_docs->saveTo(path); }
bool MainWindow::compileAndLoad() { return m_run->restart(); }
void MainWindow::showModule(int module) { m_docs->showModule(module); }

QList<PlotWidget*> MainWindow::plots() const {
    QList<PlotWidget*> all{m_plot};
    for (PlotWidget* p : m_extraPlots)
        if (p) all << p;
    return all;
}

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
    file->addAction(make("actionNew", QKeySequence::New, [this] {
        if (m_docs->maybeSave()) m_docs->newModel();
    }));
    file->addAction(make("actionOpen", QKeySequence::Open, [this] {
        if (!m_docs->maybeSave()) return;
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Model"), QString(),
                                                          tr("HybridStudio models (*.hsm *.mo);;All files (*)"));
        if (!path.isEmpty()) m_docs->openFile(path);
    }));
    m_recentMenu = file->addMenu(QString());
    m_recentMenu->setObjectName("recentMenu");
    file->addAction(make("actionSave", QKeySequence::Save, [this] { m_docs->save(); }));
    file->addAction(make("actionSaveAs", QKeySequence::SaveAs, [this] { m_docs->saveAs(); }));
    file->addSeparator();
    file->addAction(make("actionQuit", QKeySequence::Quit, [this] { close(); }));

    QMenu* edit = menuBar()->addMenu(QString());
    edit->setObjectName("editMenu");
    // undo/redo of drawings; in the equation editor Ctrl+Z is the editor's own undo
    QUndoStack* stack = m_docs->model()->undoStack();
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
    // cut, copy and paste act on the text field that has the focus (the editor's own keys)
    enum class Clip { Cut, Copy, Paste };
    auto clip = [this, make](const char* name, const QKeySequence& key, Clip what) {
        QAction* a = make(name, QKeySequence(), [this, what] {
            QWidget* focus = QApplication::focusWidget();
            auto* line = qobject_cast<QLineEdit*>(focus);
            auto* text = qobject_cast<QsciScintilla*>(focus);
            if (!line && !text) text = m_editor;
            switch (what) {
            case Clip::Cut: line ? line->cut() : text->cut(); break;
            case Clip::Copy: line ? line->copy() : text->copy(); break;
            case Clip::Paste: line ? line->paste() : text->paste(); break;
            }
        });
        a->setShortcut(key);
        a->setShortcutContext(Qt::WidgetShortcut);  // shown in the menu; the fields handle the keys
        return a;
    };
    edit->addAction(clip("actionCut", QKeySequence::Cut, Clip::Cut));
    edit->addAction(clip("actionCopy", QKeySequence::Copy, Clip::Copy));
    edit->addAction(clip("actionPaste", QKeySequence::Paste, Clip::Paste));
    edit->addSeparator();
    edit->addAction(make("actionFind", QKeySequence::Find, [this] {
        m_tabs->setCurrentWidget(m_equationsPage);
        m_findBar->open(false);
    }));
    edit->addAction(make("actionReplace", QKeySequence(Qt::CTRL | Qt::Key_H), [this] {
        m_tabs->setCurrentWidget(m_equationsPage);
        m_findBar->open(true);
    }));
    edit->addAction(make("actionFindNext", QKeySequence::FindNext, [this] { m_findBar->findNext(true); }));
    edit->addAction(make("actionFindPrevious", QKeySequence::FindPrevious, [this] { m_findBar->findNext(false); }));
    edit->addSeparator();
    edit->addAction(make("actionAddStatechart", QKeySequence(), [this] {
        const auto& modules = m_docs->model()->document().modules;
        const int mi = m_docs->module();
        if (mi >= static_cast<int>(modules.size()) || modules[mi].kind == doc::ModuleKind::Block)
            return;
        m_docs->model()->edit(tr("Add statechart"), [&](doc::Document& d) {
            auto& charts = d.modules[mi].statecharts;
            doc::Statechart c;
            c.name = freeName("chart", [&](const std::string& n) {
                return std::any_of(charts.begin(), charts.end(), [&](const doc::Statechart& o) { return o.name == n; });
            });
            charts.push_back(c);
        });
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
        if (m_tabs->currentWidget() == m_compare) return m_compare->start();
        m_run->run();
    });
    runAction("actionPause", QKeySequence(Qt::Key_F6), [this] { m_run->pause(); });
    runAction("actionStep", QKeySequence(Qt::Key_F10), [this] { m_run->step(); });
    runAction("actionStepBack", QKeySequence(Qt::SHIFT | Qt::Key_F10), [this] { m_run->stepBack(); });
    runAction("actionRunUntil", QKeySequence(Qt::CTRL | Qt::Key_U), [this] { runUntilDialog(); });
    runAction("actionStop", QKeySequence(Qt::SHIFT | Qt::Key_F5), [this] { m_run->stop(); });
    runAction("actionReset", QKeySequence(Qt::CTRL | Qt::Key_R), [this] { m_run->restart(); });
    sim->addSeparator();
    sim->addAction(make("actionExperiment", QKeySequence(Qt::CTRL | Qt::Key_E), [this] { experimentSettings(); }));
    m_speed = new QComboBox(this);
    m_speed->setObjectName("speedCombo");
    m_speed->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    bar->addSeparator();
    bar->addWidget(m_speed);
    connect(m_speed, &QComboBox::currentIndexChanged, this, &MainWindow::speedChanged);
    // a network's run mode
    m_mode = new QComboBox(this);
    m_mode->setObjectName("runModeCombo");
    m_mode->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_modeAction = bar->addWidget(m_mode);
    m_modeAction->setVisible(false);
    connect(m_mode, &QComboBox::activated, this, &MainWindow::modeChanged);
    // the model on screen is not the run loaded
    m_stale = new QLabel(this);
    m_stale->setObjectName("staleLabel");
    m_stale->setStyleSheet(QStringLiteral("QLabel { color: #8a5a00; background: #fff3cd; padding: 2px 6px; }"));
    bar->addSeparator();
    m_staleAction = bar->addWidget(m_stale);  // the toolbar shows the label when its action is visible
    m_staleAction->setVisible(false);

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
    help->addAction(make("actionUserGuide", QKeySequence::HelpContents, [this] {
        auto* guide = new UserGuide(this);
        guide->setAttribute(Qt::WA_DeleteOnClose);
        guide->show();
    }));
    help->addAction(make("actionExamples", QKeySequence(), [this] { showExamples(); }));
    help->addAction(make("actionAbout", QKeySequence(), [this] { showAbout(); }));
}

void MainWindow::createDocks() {
    QMenu* view = menuBar()->findChild<QMenu*>("viewMenu");
    auto add = [this, view](QDockWidget* d, Qt::DockWidgetArea area) {
        addDockWidget(area, d);
        view->addAction(d->toggleViewAction());
    };
    m_projectTree = new QTreeWidget(this);
    m_projectTree->setHeaderHidden(true);
    connect(m_projectTree, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem* item) {
        // a module of a multi-module document: show it in the editors
        if (item->parent() && item->parent()->data(0, Qt::UserRole).toString() == QLatin1String("modules")) {
            showModule(item->parent()->indexOfChild(item));
            m_tabs->setCurrentWidget(m_equationsPage);
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
    auto* project = new QDockWidget(this);
    project->setObjectName("projectDock");
    project->setWidget(m_projectTree);
    add(project, Qt::LeftDockWidgetArea);
    add(m_docks->queueDock(), Qt::RightDockWidgetArea);
    add(m_docks->historyDock(), Qt::RightDockWidgetArea);
    add(m_docks->variablesDock(), Qt::LeftDockWidgetArea);
    tabifyDockWidget(project, m_docks->variablesDock());
    m_docks->variablesDock()->raise();

    m_plot = new PlotWidget(this);
    m_plot->setObjectName("plot1");
    m_plot->setResults(&m_run->simulation().results());
    m_overlays = new RunOverlays(this);
    m_overlays->attach(m_plot);
    m_docks->setPlot(m_plot);
    auto* plotDock = new QDockWidget(this);
    plotDock->setObjectName("plotDock1");
    plotDock->setWidget(m_plot);
    add(plotDock, Qt::BottomDockWidgetArea);
    add(m_docks->messagesDock(), Qt::BottomDockWidgetArea);
    tabifyDockWidget(plotDock, m_docks->messagesDock());
    setupDebugger(m_docks->messagesDock());
    setupRunAnalysis(m_docks->messagesDock());

    // experiments: beside the plot, closed until View > Experiments opens them
    m_experiments = new ExperimentPanel(m_docs, this);
    auto* experiments = new QDockWidget(this);
    experiments->setObjectName("experimentsDock");
    experiments->setWidget(m_experiments);
    add(experiments, Qt::BottomDockWidgetArea);
    tabifyDockWidget(plotDock, experiments);
    experiments->hide();
    connect(experiments->toggleViewAction(), &QAction::triggered, this, [this, experiments](bool shown) {
        if (!shown) return;
        // the panel needs room: the bottom docks take about half the window's height
        experiments->raise();
        if (experiments->height() < height() / 2) resizeDocks({experiments}, {height() * 11 / 20}, Qt::Vertical);
    });
    connect(m_experiments, &ExperimentPanel::openRunRequested, this, &MainWindow::openExperimentRun);
    connect(m_experiments, &ExperimentPanel::overlayRequested, this,
            &MainWindow::overlayExperimentRuns);
    connect(m_experiments, &ExperimentPanel::statusMessage, this,
            [this](const QString& text, int ms) { statusBar()->showMessage(text, ms); });
    plotDock->raise();
}

void MainWindow::createStatusBar() {
    m_statusTime = new QLabel(this);
    m_statusTime->setObjectName("statusTime");
    m_statusEvents = new QLabel(this);
    m_statusEvents->setObjectName("statusEvents");
    m_statusRate = new QLabel(this);
    m_statusRate->setObjectName("statusRate");
    m_statusState = new QLabel(this);
    m_statusState->setObjectName("statusState");
    for (QLabel* l : {m_statusTime, m_statusEvents, m_statusRate, m_statusState}) {
        l->setMinimumWidth(120);
        statusBar()->addPermanentWidget(l);
    }
}

void MainWindow::retranslate() {
    auto setText = [this](const char* name, const QString& text, const QString& tip = {}) {
        if (QAction* a = action(QString::fromUtf8(name))) {
            a->setText(text);
            // toolbar buttons and tooltips without the menu's mnemonic: "&Run" and, as
            // Chinese menus write it, "运行(&R)" both show as the word alone
            static const QRegularExpression mnemonic(QStringLiteral("\\s*\\(&[^)]\\)|&(?=[^&])"));
            const QString plain = QString(text).remove(mnemonic);
            a->setIconText(plain);
            QString tooltip = tip.isEmpty() ? plain : tip;
            if (!a->shortcut().isEmpty()) tooltip += QStringLiteral(" (%1)").arg(a->shortcut().toString(QKeySequence::NativeText));
            a->setToolTip(tooltip.remove(mnemonic));
        }
    };
    menuBar()->findChild<QMenu*>("fileMenu")->setTitle(tr("&File"));
    menuBar()->findChild<QMenu*>("simulationMenu")->setTitle(tr("&Simulation"));
    menuBar()->findChild<QMenu*>("editMenu")->setTitle(tr("&Edit"));
    m_tabs->setTabText(m_tabs->indexOf(m_equationsPage), tr("Equations"));
    setDocumentTabTexts();
    setText("actionAddStatechart", tr("Add &Statechart"), tr("Add a statechart to the module shown"));
    menuBar()->findChild<QMenu*>("viewMenu")->setTitle(tr("&View"));
    menuBar()->findChild<QMenu*>("helpMenu")->setTitle(tr("&Help"));
    menuBar()->findChild<QMenu*>("preferencesMenu")->setTitle(tr("&Preferences"));
    menuBar()->findChild<QMenu*>("languageMenu")->setTitle(tr("&Language"));
    if (QAction* current = action(QStringLiteral("language_") + currentLanguage())) current->setChecked(true);
    m_recentMenu->setTitle(tr("Recent &Files"));
    QUndoStack* stack = m_docs->model()->undoStack();
    action("actionUndo")->setText(stack->undoText().isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(stack->undoText()));
    action("actionRedo")->setText(stack->redoText().isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(stack->redoText()));
    action("actionUndo")->setEnabled(stack->canUndo());
    action("actionRedo")->setEnabled(stack->canRedo());
    action("actionUndo")->setToolTip(tr("Undo the last drawing edit"));
    action("actionRedo")->setToolTip(tr("Redo the last undone drawing edit"));
    setText("actionCut", tr("Cu&t"));
    setText("actionCopy", tr("&Copy"));
    setText("actionPaste", tr("&Paste"));
    setText("actionFind", tr("&Find…"));
    setText("actionReplace", tr("R&eplace…"));
    setText("actionFindNext", tr("Find &Next"));
    setText("actionFindPrevious", tr("Find Pre&vious"));
    setText("actionNew", tr("&New"));
    setText("actionOpen", tr("&Open…"));
    setText("actionSave", tr("&Save"));
    setText("actionSaveAs", tr("Save &As…"));
    setText("actionQuit", tr("&Quit"));
    setText("actionRun", tr("&Run"), tr("Run the simulation"));
    setText("actionPause", tr("&Pause"), tr("Pause the running simulation"));
    setText("actionStep", tr("S&tep"), tr("Run exactly one event step (a frame of a network, a round of a package)"));
    setText("actionStepBack", tr("Step &Back"), tr("Restore the state before the last step"));
    setText("actionRunUntil", tr("Run &Until…"), tr("Run until a time, an event number or an element's next event"));
    setText("actionStop", tr("St&op"), tr("End the run"));
    setText("actionReset", tr("R&eset"), tr("Compile the model again and restart from the beginning"));
    setText("actionExperiment", tr("&Experiment Settings…"));
    setText("actionNewPlot", tr("New &Plot"));
    setText("actionUserGuide", tr("User &Guide"));
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
    const int mode = m_mode->currentIndex();
    m_mode->clear();
    m_mode->addItems({tr("Lock-step"), tr("Whole interval"), tr("Frames")});
    m_mode->setCurrentIndex(std::max(0, mode));
    m_mode->setToolTip(tr("How the modules of the network run: one exchange per step, each module once over the whole "
                          "interval, or one exchange per frame (Experiment Settings sets the frame length)"));
    m_stale->setText(tr("modified — Run restarts"));
    m_stale->setToolTip(tr("The model on screen differs from the run loaded: Run, Step and Run Until compile it again "
                           "and start from the initial state"));
    if (auto* d = findChild<QDockWidget*>("projectDock")) d->setWindowTitle(tr("Project"));
    if (auto* d = findChild<QDockWidget*>("plotDock1")) d->setWindowTitle(tr("Plot"));
    if (auto* d = findChild<QDockWidget*>("experimentsDock")) d->setWindowTitle(tr("Experiments"));
    m_experiments->retranslate();
    m_docks->retranslate();
    retranslateDebugger();
    statusBar()->clearMessage();  // a message in the language before
    if (m_docks->queueDock()->isVisible()) fitQueueDock();
    if (m_docs) fillProjectTree();  // its group names ("Modules", "Variables")
    updateFromSimulation();
}

// Longer names in another language: the queue dock widens until its columns fit (up to
// 45 % of the window).
void MainWindow::fitQueueDock() {
    if (const int deficit = m_docks->queueWidthDeficit(); deficit > 0) {
        QDockWidget* queue = m_docks->queueDock();
        resizeDocks({queue}, {std::min(queue->width() + deficit, width() * 45 / 100)}, Qt::Horizontal);
    }
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QMainWindow::changeEvent(event);
}

// ----------------------------------------------------------------------------- dialogs

void MainWindow::runUntilDialog() {
    const SimSnapshot* s = m_run->simulation().latest();
    const QModelIndex index = queueView()->currentIndex();
    const auto kind = m_run->simulation().kind();
    const QString element = kind == session::SessionKind::Model && index.isValid()
                                ? index.data(QueueModel::SourceRole).toString()
                                : QString();
    const QString stepName = kind == session::SessionKind::Network   ? tr("Frame number")
                             : kind == session::SessionKind::Package ? tr("Round number")
                                                                     : tr("Event number");
    RunUntilDialog dialog(s ? s->time : 0.0, s ? s->step : 0, element, stepName, this);
    if (dialog.exec() != QDialog::Accepted) return;
    switch (dialog.target()) {
    case RunUntilDialog::Target::Time: m_run->runUntilTime(dialog.time()); break;
    case RunUntilDialog::Target::Step: m_run->runUntilStep(dialog.step()); break;
    case RunUntilDialog::Target::Element: m_run->runUntilElement(dialog.element()); break;
    }
}

void MainWindow::experimentSettings() {
    ExperimentDialog::Defaults defaults;
    const doc::Document& d = m_docs->model()->document();
    const SimSnapshot* s = m_run->simulation().latest();
    if (const auto model = m_run->simulation().model()) {
        defaults.startTime = model->experiment.startTime;
        defaults.stopTime = model->experiment.stopTime;
        defaults.tolerance = model->experiment.tolerance;
    } else if (s) {
        defaults.startTime = s->startTime;
        defaults.stopTime = s->stopTime;
    }
    if (d.cosimulation) defaults.exchangeStep = d.cosimulation->step;
    if (d.package) defaults.stopTime = d.package->endTime;
    const auto kind = !m_docs->isMultiModule() ? ExperimentDialog::Kind::Model
                      : d.package               ? ExperimentDialog::Kind::Package
                                                : ExperimentDialog::Kind::Network;
    if (!m_docs->isDocument())
        for (const std::string& m : lang::modelNames(m_editor->text().toStdString()))
            defaults.models << QString::fromStdString(m);
    RunSettings current = m_docs->settings();
    if (kind == ExperimentDialog::Kind::Package) current.simulation.stopTime = d.package->endTime;
    ExperimentDialog dialog(current, defaults, kind, this);
    if (dialog.exec() != QDialog::Accepted) return;
    m_run->clearRunSettings();  // the settings chosen replace those of an experiment's run
    m_docs->setSettings(dialog.settings(), dialog.writeBack());
    if (dialog.settings().mode) m_mode->setCurrentIndex(static_cast<int>(*dialog.settings().mode));
    m_run->restart();
}

// A run of an experiment as an ordinary simulation: its parameters and seed, ready to step.
void MainWindow::openExperimentRun(const std::vector<std::pair<std::string, double>>& parameters,
                                   const SimulationSettings& settings, const QString& description) {
    if (!m_run->openRun(parameters, settings)) return;
    if (auto* plotDock = findChild<QDockWidget*>("plotDock1")) plotDock->raise();
    statusBar()->showMessage(tr("%1 — Step (F10) runs it event by event, Run (F5) to the end").arg(description), 10000);
}

void MainWindow::overlayExperimentRuns(const std::vector<PlotOverlay>& runs) {
    if (runs.empty()) return;
    // the trajectories' variables are plotted when the plot shows none of them
    QStringList variables;
    for (const auto& name : runs.front().data->names()) variables << QString::fromStdString(name);
    const QStringList plotted = m_plot->variables();
    if (std::none_of(variables.begin(), variables.end(),
                     [&](const QString& v) { return plotted.contains(v); }))
        for (const QString& v : variables) m_plot->addVariable(v);
    m_overlays->add(runs);
    if (auto* plotDock = findChild<QDockWidget*>("plotDock1")) plotDock->raise();
    const int n = static_cast<int>(runs.size());
    statusBar()->showMessage(
        n == 1 ? tr("1 run overlaid in the plot; its context menu removes it")
               : tr("%n runs overlaid in the plot; its context menu removes them", nullptr, n),
        8000);
}

void MainWindow::showExamples() {
    ExamplesGallery gallery(examplesDir(), this);
    connect(&gallery, &ExamplesGallery::exampleChosen, &gallery, [&](const QString& file) {
        if (m_docs->maybeSave()) m_docs->openFile(file);
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

void MainWindow::updateRecentMenu() {
    m_recentMenu->clear();
    const QStringList files = m_docs->recentFiles();
    for (const QString& f : files) {
        QAction* a = m_recentMenu->addAction(QFileInfo(f).fileName());
        a->setToolTip(f);
        connect(a, &QAction::triggered, this, [this, f] {
            if (m_docs->maybeSave()) m_docs->openFile(f);
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!m_docs->maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue("window/geometry", saveGeometry());
    settings.setValue("window/state", saveState());
    m_docs->discardRecovery();  // saved or discarded: nothing to recover
    event->accept();
}

}  // namespace hs::ui

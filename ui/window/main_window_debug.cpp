// The main window's side of the debugger: the Breakpoints and Watch docks, the editor's
// breakpoint margin (and F9), the canvas's and the Variables dock's breakpoint menus, and
// showing the cause when a run stops at a breakpoint — the state or transition selected
// on the canvas, the line shaded in the editor, the variables selected in their dock.

#include "window/main_window.h"

#include "editor/equation_editor.h"
#include "models/debug_models.h"
#include "models/variables_model.h"
#include "plot/plot_widget.h"
#include "sim/simulation_controller.h"
#include "statechart/statechart_editor.h"
#include "window/debug_docks.h"
#include "window/diff_view.h"
#include "window/document_controller.h"
#include "window/explore_view.h"
#include "window/run_controller.h"
#include "window/run_docks.h"
#include "window/structure_view.h"

#include "i18n/diagnostic_text.h"

#include "hs/lang/lexer.h"
#include "hs/lang/number_format.h"
#include "hs/sim/explain.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableView>

#include <algorithm>

namespace hs::ui {

namespace {

// The variable names a condition reads (its identifiers that name a variable of the run).
QStringList namesIn(const std::string& text,
                    const std::vector<session::SessionVariable>& variables) {
    QStringList out;
    for (const lang::Token& t : lang::tokenize(text)) {
        if (t.kind != lang::TokenKind::Identifier) continue;
        const auto it =
            std::find_if(variables.begin(), variables.end(),
                         [&](const session::SessionVariable& v) { return v.name == t.text; });
        if (it != variables.end() && !out.contains(QString::fromStdString(t.text)))
            out << QString::fromStdString(t.text);
    }
    return out;
}

}  // namespace

void MainWindow::setupDebugger(QDockWidget* besides) {
    m_debug = new DebugDocks(this, m_run, [this] { return m_docs->fileName(); });
    for (QDockWidget* d : {m_debug->breakpointsDock(), m_debug->watchDock()}) {
        addDockWidget(Qt::BottomDockWidgetArea, d);
        tabifyDockWidget(besides, d);
        menuBar()->findChild<QMenu*>("viewMenu")->addAction(d->toggleViewAction());
    }
    // the editor's margin and F9 set and clear line breakpoints; the marks follow the text
    connect(m_editor, &EquationEditor::breakpointToggled, m_debug, &DebugDocks::toggleLine);
    connect(m_debug, &DebugDocks::linesChanged, m_editor, &EquationEditor::setBreakpointLines);
    connect(m_editor, &QsciScintilla::textChanged, this, [this] {
        if (!m_debug->breakpoints()->lines().empty())
            m_debug->linesMoved(m_editor->breakpointLines());
    });
    auto* toggle = new QAction(this);
    toggle->setObjectName("actionToggleBreakpoint");
    toggle->setShortcut(QKeySequence(Qt::Key_F9));
    connect(toggle, &QAction::triggered, this, [this] {
        int line = 0, column = 0;
        m_editor->getCursorPosition(&line, &column);
        m_tabs->setCurrentWidget(m_equationsPage);
        m_debug->toggleLine(line + 1);
    });
    QMenu* sim = menuBar()->findChild<QMenu*>("simulationMenu");
    sim->addSeparator();
    sim->addAction(toggle);
    // the Variables dock's menu
    connect(m_docks, &RunDocks::breakpointRequested, m_debug,
            [this](BreakpointKind kind, const QString& target) {
                m_debug->addBreakpoint(kind, target);
            });
    connect(m_docks, &RunDocks::watchRequested, m_debug, &DebugDocks::addWatch);
    // a history row's event iterations, computed by the engine when asked for
    connect(m_docks, &RunDocks::traceRequested, this,
            [this](std::uint64_t step) { m_run->simulation().requestTrace(step); });
    connect(m_debug, &DebugDocks::statusMessage, this,
            [this](const QString& text, int ms) { statusBar()->showMessage(text, ms); });
    connect(m_debug, &DebugDocks::showRequested, this,
            [this](int row) { showBreakpoint(row, false); });
    connect(m_debug, &DebugDocks::stopped, this,
            [this](int row, const BreakpointHit&, const QString& what) {
                statusBar()->showMessage(tr("Stopped at a breakpoint: %1").arg(what), 10000);
                showBreakpoint(row, true);
            });
    // a Save As renames the file the line breakpoints name
    connect(m_docs, &DocumentController::fileChanged, m_debug, &DebugDocks::resend);

    // the Structure dock, beside the history: the compiled model in solving order
    m_structure = new StructureView(this);
    auto* structureDock = new QDockWidget(this);
    structureDock->setObjectName("structureDock");
    structureDock->setWidget(m_structure);
    addDockWidget(Qt::RightDockWidgetArea, structureDock);
    tabifyDockWidget(m_docks->historyDock(), structureDock);
    m_docks->historyDock()->raise();
    menuBar()->findChild<QMenu*>("viewMenu")->addAction(structureDock->toggleViewAction());
    connect(m_structure, &StructureView::lineRequested, this,
            [this](int line) { jumpToSource({}, QStringLiteral(":%1").arg(line)); });
    connect(m_editor, &EquationEditor::explainRequested, this,
            [this](int line) { explain(line, {}); });
    connect(m_editor, &EquationEditor::structureRequested, this, [this, structureDock](int line) {
        structureDock->show();
        structureDock->raise();
        if (!m_structure->selectLine(line))
            statusBar()->showMessage(
                tr("Line %1 holds no equation or relation of the compiled model").arg(line), 5000);
    });
}

// The Structure dock shows the model the run was built from (a network: the module shown);
// the Breakpoints dock completes its names.
void MainWindow::describeRunModel() {
    if (!m_structure) return;
    const std::shared_ptr<const CompiledModel> model = shownModel();
    m_structure->setModel(model, [this](int line) { return m_editor->text(line - 1); });
    QStringList variables, states, elements;
    for (const auto& v : m_run->simulation().variables())
        variables << QString::fromStdString(v.name);
    if (model) {
        for (const auto& st : model->states) states << QString::fromStdString(st.path);
        for (const auto& t : model->transitions) elements << QString::fromStdString(t.path);
        for (const auto& e : model->events) elements << QString::fromStdString(e.name);
    }
    m_debug->setNames(variables, states, elements);
    if (m_exploreView) m_exploreView->setNames(variables);
}

// Canvas breakpoints and explanations: each chart editor's menu (called as chart tabs are
// built).
void MainWindow::connectChartBreakpoints(StatechartEditor* editor) {
    connect(
        editor->scene(), &StatechartScene::breakpointRequested, m_debug,
        [this](BreakpointKind kind, const QString& path) { m_debug->addBreakpoint(kind, path); });
    connect(editor->scene(), &StatechartScene::explainRequested, this,
            [this](const QString& path) { explain(0, path); });
}

// Why a when-clause (its line) or a transition fired or did not, in the run so far: the
// model on screen is run from its start to the time the run is at (to its stop time when
// the run has not gone on yet), in the check process.
void MainWindow::explain(int line, const QString& transition) {
    const SimSnapshot* s = m_run->simulation().latest();
    std::optional<double> until;
    if (s && !m_run->isStale() && s->kind == session::SessionKind::Model && s->time > s->startTime)
        until = s->time;
    statusBar()->showMessage(tr("Running the model to explain…"));
    m_run->explain(line, transition, until,
                   [this, until](const CheckResult& r) { showExplanation(r, until); });
}

void MainWindow::showExplanation(const CheckResult& result, std::optional<double> until) {
    statusBar()->clearMessage();
    m_explanation = std::make_shared<const CheckResult>(result);
    m_explainedUntil = until;
    auto* box = findChild<QMessageBox*>("explainBox");
    if (!box) {
        box = new QMessageBox(this);
        box->setObjectName("explainBox");
        box->setIcon(QMessageBox::Information);
        box->setStandardButtons(QMessageBox::Close);
        box->setModal(false);
        box->setTextFormat(Qt::RichText);
    }
    box->setWindowTitle(tr("Why did it fire?"));
    QString text;
    if (result.explanation) {
        const FiringExplanation& e = *result.explanation;
        text = QStringLiteral("<b>%1</b><p>%2</p>")
                   .arg(QString::fromStdString(e.subject).toHtmlEscaped(),
                        i18n::messageText(e.answer).toHtmlEscaped());
        if (e.times.size() > 5) {  // the answer names the first five
            QStringList times;
            for (std::size_t i = 0; i < e.times.size() && i < 12; ++i)
                times << QString::fromStdString(formatNumber(e.times[i]));
            if (e.times.size() > 12) times << QStringLiteral("…");
            text += QStringLiteral("<p>%1</p>")
                        .arg(tr("At t = %1").arg(times.join(QStringLiteral(", "))));
        }
        text += QStringLiteral("<p><i>%1</i></p>")
                    .arg(until ? tr("The run from its start to t = %1, where the run is now.")
                                     .arg(QString::fromStdString(formatNumber(*until)))
                               : tr("The whole run, from its start to its stop time."));
    } else {
        QStringList problems;
        for (const Diagnostic& d : result.diagnostics)
            if (d.severity == Severity::Error)
                problems << i18n::formatDiagnostic(d).toHtmlEscaped();
        text = problems.isEmpty() ? tr("No answer: the model could not be run.")
                                  : problems.join(QStringLiteral("<br>"));
    }
    box->setText(text);
    box->show();
    box->raise();
}

// Where a breakpoint is: its line in the editor, its state or transition on the canvas, its
// variables in their dock. `stopped`: the run stopped at it (a line is shaded until the run
// goes on).
void MainWindow::showBreakpoint(int row, bool stopped) {
    const auto& entries = m_debug->breakpoints()->entries();
    if (row < 0 || row >= static_cast<int>(entries.size())) return;
    const BreakpointEntry& e = entries[static_cast<std::size_t>(row)];
    const Breakpoint& b = e.breakpoint;
    // a line: shaded where the run stopped (the caret stays where the user left it), else
    // the caret goes there
    auto showLine = [&](int line) {
        if (!stopped) return jumpToSource({}, QStringLiteral(":%1").arg(line));
        m_tabs->setCurrentWidget(m_equationsPage);
        m_editor->setStoppedLine(line);
    };
    if (e.line > 0) return showLine(e.line);
    const QString target = QString::fromStdString(b.target);
    switch (b.kind) {
    case BreakpointKind::StateEntered:
    case BreakpointKind::StateLeft:
    case BreakpointKind::Element: {
        const int colon = static_cast<int>(target.lastIndexOf(u':'));
        bool isLine = false;
        const int line = colon >= 0 ? target.mid(colon + 1).toInt(&isLine) : 0;
        if (isLine) return showLine(line);
        jumpToSource({}, target);
        break;
    }
    case BreakpointKind::Variable:
    case BreakpointKind::Condition: {
        const QStringList names = b.kind == BreakpointKind::Variable
                                      ? QStringList{target}
                                      : namesIn(b.target, m_run->simulation().variables());
        QTableView* view = m_docks->variablesView();
        VariablesModel* model = m_docks->variablesModel();
        view->clearSelection();
        for (const QString& name : names) {
            const int r = model->reveal(name);
            if (r < 0) continue;
            view->selectionModel()->select(model->index(r, 0),
                                           QItemSelectionModel::Select | QItemSelectionModel::Rows);
            view->scrollTo(model->index(r, 0));
        }
        m_docks->variablesDock()->raise();
        break;
    }
    case BreakpointKind::Diagnostic: {
        m_docks->messagesDock()->raise();
        QTableView* view = m_docks->messagesView();
        if (const int rows = view->model()->rowCount(); rows > 0) view->selectRow(rows - 1);
        break;
    }
    }
}

void MainWindow::setupRunAnalysis(QDockWidget* besides) {
    m_exploreView = new ExploreView(m_run, m_overlays, this);
    m_diffView = new DiffView(m_run, m_overlays, this);
    QMenu* sim = menuBar()->findChild<QMenu*>("simulationMenu");
    const std::pair<QWidget*, const char*> docks[] = {{m_exploreView, "exploreDock"},
                                                      {m_diffView, "diffDock"}};
    for (const auto& [view, name] : docks) {
        auto* d = new QDockWidget(this);
        d->setObjectName(name);
        d->setWidget(view);
        addDockWidget(Qt::BottomDockWidgetArea, d);
        tabifyDockWidget(besides, d);
        menuBar()->findChild<QMenu*>("viewMenu")->addAction(d->toggleViewAction());
        auto* open = new QAction(this);
        open->setObjectName(view == m_exploreView ? "actionExploreOrders" : "actionCompareRuns");
        connect(open, &QAction::triggered, this, [this, d] {
            d->show();
            d->raise();
            if (d->widget() == m_exploreView && !m_exploreView->busy()) m_exploreView->explore();
        });
        sim->addAction(open);
    }
    m_docks->messagesDock()->raise();
    auto status = [this](const QString& text, int ms) { statusBar()->showMessage(text, ms); };
    connect(m_exploreView, &ExploreView::statusMessage, this, status);
    connect(m_diffView, &DiffView::statusMessage, this, status);
    // the variable an instant differs in is plotted, so that both orders show it
    connect(m_exploreView, &ExploreView::plotRequested, this, [this](const QString& name) {
        if (!m_plot->variables().contains(name)) m_plot->addVariable(name);
    });
}

void MainWindow::retranslateDebugger() {
    if (QAction* a = action(QStringLiteral("actionToggleBreakpoint"))) {
        a->setText(tr("Toggle &Breakpoint"));
        a->setToolTip(tr("Set or clear a breakpoint on the caret's line (F9)"));
    }
    m_debug->retranslate();
    if (auto* d = findChild<QDockWidget*>("structureDock")) d->setWindowTitle(tr("Structure"));
    m_structure->retranslate();
    if (auto* d = findChild<QDockWidget*>("exploreDock")) d->setWindowTitle(tr("Explore Orders"));
    if (auto* d = findChild<QDockWidget*>("diffDock")) d->setWindowTitle(tr("Compare Runs"));
    if (QAction* a = action(QStringLiteral("actionExploreOrders"))) {
        a->setText(tr("E&xplore Orders"));
        a->setToolTip(
            tr("Find the instants where the order of simultaneous events changes "
               "the outcome"));
    }
    if (QAction* a = action(QStringLiteral("actionCompareRuns"))) {
        a->setText(tr("Co&mpare Runs"));
        a->setToolTip(tr("Align two runs event by event and show where they part"));
    }
    m_exploreView->retranslate();
    m_diffView->retranslate();
    if (auto* box = findChild<QMessageBox*>("explainBox"); box && box->isVisible() && m_explanation)
        showExplanation(CheckResult(*m_explanation), m_explainedUntil);
}

}  // namespace hs::ui

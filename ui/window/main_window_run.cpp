// The main window's side of a run: what a new run shows (variables, plots, completion,
// the project tree), the live views of its snapshots (statecharts, queue, history, plots,
// event marks, status bar), the actions' state, and going to the source of a queue item or
// a message.

#include "window/main_window.h"

#include "components/component_diagram.h"

#include "cosim/package_view.h"
#include "diagram/block_names.h"
#include "document/document_model.h"
#include "editor/equation_editor.h"
#include "experiment/experiment_panel.h"
#include "i18n/diagnostic_text.h"
#include "models/queue_model.h"
#include "plot/plot_widget.h"
#include "sim/simulation_controller.h"
#include "statechart/statechart_editor.h"
#include "window/debug_docks.h"
#include "window/document_controller.h"
#include "window/run_controller.h"
#include "window/run_docks.h"
#include "window/run_overlays.h"

#include "hs/sim/result_store.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTime>
#include <QTreeWidget>

#include <algorithm>
#include <cmath>
#include <set>

namespace hs::ui {

namespace {

// started: whether an event step after the initialization has run (before it, "ready")
QString statusName(RunStatus s, bool running, bool started) {
    if (running) return QObject::tr("running");
    switch (s) {
    case RunStatus::Running: return started ? QObject::tr("paused") : QObject::tr("ready");
    case RunStatus::Finished: return QObject::tr("finished");
    case RunStatus::Stopped: return QObject::tr("stopped");
    case RunStatus::Failed: return QObject::tr("failed");
    }
    return {};
}

// Diagnostics of statechart and event texts (actions, guards, triggers) carry positions
// inside those texts; their element is the text's owner ("chart.T1 guard", "Arrival
// action"). They are shown in the statechart editor, not in the equations.
// The first part of a diagnostic's element: a module's name in a network's diagnostics.
std::string moduleOf(const Diagnostic& d) {
    return d.element.substr(0, d.element.find(": "));
}

bool isSnippetDiagnostic(const Diagnostic& d, const doc::Module* module) {
    if (!module) return false;
    auto startsWith = [&](const std::string& owner) {
        return d.element.size() > owner.size() && d.element.compare(0, owner.size(), owner) == 0 &&
               d.element[owner.size()] == ' ';
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

std::shared_ptr<const CompiledModel> MainWindow::shownModel() const {
    const SimulationController& sim = m_run->simulation();
    return sim.model(sim.kind() == session::SessionKind::Model ? std::string() : m_docs->moduleName());
}

QString MainWindow::runRecord() const {
    QStringList parts;
    const SimSnapshot* s = m_run->simulation().latest();
    if (s) parts << tr("t = %1 … %2 s").arg(s->startTime).arg(s->stopTime);
    for (const auto& [name, value] : m_run->loadedParameters())
        parts << QStringLiteral("%1 = %2").arg(QString::fromStdString(name), QString::fromStdString(formatNumber(value)));
    return parts.join(QStringLiteral(", "));
}

void MainWindow::runBuilt(const std::vector<Diagnostic>& diagnostics, bool ok) {
    m_compileDiagnostics = diagnostics;
    m_shownRunDiagnostics = static_cast<std::size_t>(-1);
    m_markedEvents = static_cast<std::size_t>(-1);
    m_flashedStep = 0;
    for (StatechartEditor* e : std::as_const(m_chartEditors)) {
        e->scene()->clearLive();  // no "N s left" of the run before
        e->setDiagnostics(m_compileDiagnostics);
    }
    m_editor->setDiagnostics(equationDiagnostics(m_compileDiagnostics));
    messagesModel()->setDiagnostics(m_compileDiagnostics, {});
    const SimulationController& sim = m_run->simulation();
    std::vector<std::string> modules;
    if (sim.kind() != session::SessionKind::Model) {
        std::set<std::string> seen;
        for (const auto& v : sim.variables())
            if (seen.insert(v.module).second) modules.push_back(v.module);
    }
    // a model built from components: its variables as its instance tree
    std::vector<ComponentSummary> components;
    if (sim.kind() == session::SessionKind::Model && !sim.models().empty() && sim.models()[0].model)
        components = sim.models()[0].model->components;
    m_docks->setRun(sim.variables(), modules, std::move(components));
    describeRunModel();
    m_parameterValuesShown = false;
    // how this run is named when the user keeps it in the plots
    const QString label = RunOverlays::runLabel(
        m_run->loadedParameters(), QTime::currentTime().toString(QStringLiteral("HH:mm:ss")));
    for (PlotWidget* p : plots()) p->setRunLabel(label);
    // the names an experiment of a single model can choose from
    m_experiments->setModelNames(ok && sim.kind() == session::SessionKind::Model
                                     ? modelNames(shownModel(), m_docs->settings().simulation)
                                     : ModelNames{});
    if (m_docks->queueDock()->isVisible()) fitQueueDock();  // a network's queue has a Module column
    if (!ok) {
        statusBar()->showMessage(tr("The model has errors and does not run; see Messages."), 8000);
        m_docks->messagesDock()->raise();
        m_package->setProblems({tr("see Messages")});
        updateFromSimulation();
        return;
    }
    // the plotted variables of the model before stay when they still exist; a new run fits
    showPlots();
    QStringList names;
    if (const auto model = shownModel())
        for (const auto& v : model->variables)
            if (v.kind != VarKind::Internal && v.kind != VarKind::Derivative) names << QString::fromStdString(v.name);
    m_editor->setCompletionWords(names);
    for (StatechartEditor* e : std::as_const(m_chartEditors)) e->setCompletionWords(names);
    fillProjectTree();
    updateFromSimulation();
}

// The plots of a new run: the variables plotted before when they still exist, else the
// document's plots section, else the first two states or algebraic variables.
void MainWindow::showPlots() {
    const auto& vars = m_run->simulation().variables();
    QHash<QString, QString> units;
    for (const auto& v : vars) units.insert(QString::fromStdString(v.name), QString::fromStdString(v.unit));
    for (PlotWidget* p : plots()) p->setUnits(units);
    auto exists = [&](const QString& name) {
        return std::any_of(vars.begin(), vars.end(), [&](const auto& v) { return QString::fromStdString(v.name) == name; });
    };
    for (PlotWidget* p : plots()) {
        for (const QString& name : p->variables())
            if (!exists(name)) p->removeVariable(name);
        p->resetZoom();
    }
    if (!m_plot->variables().isEmpty() || vars.empty()) return;
    const auto& sections = m_docs->model()->document().plots;
    if (m_docs->isDocument() && !sections.empty()) {
        for (std::size_t i = 0; i < sections.size(); ++i) {
            PlotWidget* p = i == 0 ? m_plot : addPlotDock(QString::fromStdString(sections[i].title));
            p->setUnits(units);
            p->setTitle(QString::fromStdString(sections[i].title));
            for (const auto& name : sections[i].variables)
                if (exists(QString::fromStdString(name))) p->addVariable(QString::fromStdString(name));
        }
        return;
    }
    int added = 0;
    for (const auto& v : vars)
        if ((v.kind == VarKind::State || v.kind == VarKind::Algebraic) && added < 2) {
            m_plot->addVariable(QString::fromStdString(v.name));
            ++added;
        }
}

PlotWidget* MainWindow::addPlotDock(const QString& title) {
    auto* plot = new PlotWidget(this);
    ++m_plotCount;
    plot->setObjectName(QStringLiteral("plot%1").arg(m_plotCount));
    plot->setResults(&m_run->simulation().results());
    plot->setEventMarks({m_plot->eventMarks().begin(), m_plot->eventMarks().end()});
    m_overlays->attach(plot);
    // updateFromSimulation() redraws every plot with a snapshot (at most every 100 ms while
    // running); without one, the cleared results are drawn here
    connect(&m_run->simulation(), &SimulationController::snapshotReceived, plot, [this, plot] {
        if (!m_run->simulation().latest()) plot->refresh();
    });
    auto* d = new QDockWidget(title.isEmpty() ? tr("Plot %1").arg(m_plotCount) : title, this);
    d->setObjectName(QStringLiteral("plotDock%1").arg(m_plotCount));
    d->setWidget(plot);
    d->setAttribute(Qt::WA_DeleteOnClose);
    addDockWidget(Qt::BottomDockWidgetArea, d);
    if (auto* first = findChild<QDockWidget*>("plotDock1")) splitDockWidget(first, d, Qt::Horizontal);
    m_extraPlots << plot;
    return plot;
}

void MainWindow::fillProjectTree() {
    m_projectTree->clear();
    const auto& d = m_docs->model()->document();
    if (d.modules.size() > 1) {
        auto* modules = new QTreeWidgetItem(m_projectTree, {tr("Modules")});
        modules->setData(0, Qt::UserRole, QStringLiteral("modules"));
        for (const auto& mod : d.modules)
            new QTreeWidgetItem(modules,
                                {QString::fromStdString(mod.name) + QStringLiteral("  (") +
                                 (mod.kind == doc::ModuleKind::Block ? blockTypeName(mod.block.type)
                                                                     : tr("model")) +
                                 QStringLiteral(")")});
    }
    const auto model = shownModel();
    if (!model) {
        m_projectTree->expandToDepth(0);
        return;
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

void MainWindow::showLive(const SimSnapshot& s) {
    if (m_chartEditors.isEmpty()) return;
    // the module shown: its states and its queue (a network prefixes them with the module)
    const bool network = s.kind != session::SessionKind::Model;
    const QString prefix = network ? QString::fromStdString(m_docs->moduleName()) + '.' : QString();
    QSet<QString> active;
    for (const auto& p : s.activeStates) {
        const QString path = QString::fromStdString(p);
        if (path.startsWith(prefix)) active.insert(path.mid(prefix.size()));
    }
    QHash<QString, double> due;
    for (const auto& q : s.queues) {
        if (network && q.module != m_docs->moduleName()) continue;
        for (const auto& e : q.queue.entries)
            // time left: scheduled timeouts and rates, not transitions that can fire now
            if (e.kind == EventKind::Transition && e.time && e.category == QueueCategory::Scheduled)
                due.insert(QString::fromStdString(e.source), *e.time);
    }
    // the transition that fired last (when stepping, and while running)
    QString fired;
    const auto& events = m_run->simulation().events();
    if (s.step != m_flashedStep && !events.empty()) {
        m_flashedStep = s.step;
        for (auto it = events.rbegin(); it != events.rend() && it->step == events.back().step; ++it)
            if (it->kind == EventKind::Transition && (!network || it->module == m_docs->moduleName()))
                fired = QString::fromStdString(it->source);
    }
    for (StatechartEditor* e : std::as_const(m_chartEditors)) {
        e->scene()->setLive(active, due, s.time);
        if (!fired.isEmpty()) e->scene()->flashTransition(fired);
    }
}

void MainWindow::updateFromSimulation() {
    const SimulationController& sim = m_run->simulation();
    const SimSnapshot* s = sim.latest();
    m_package->showSnapshot(s);
    if (!s) {
        m_statusTime->setText(tr("t = —"));
        m_statusEvents->setText(tr("events: 0"));
        m_statusRate->setText(tr("— events/s"));
        m_statusState->setText(m_run->hasRun() ? tr("starting") : tr("no model"));
        updateActions();
        return;
    }
    showLive(*s);
    m_debug->showSnapshot(*s);
    if (s->traceStep) m_docks->showTrace(*s->traceStep, s->trace);
    if (!s->breakpointHit && m_editor->stoppedLine() > 0) m_editor->setStoppedLine(0);
    if (!m_parameterValuesShown && s->initialised && s->kind == session::SessionKind::Model) {
        // the parameters' values as the run computed them: a new experiment's ranges
        m_parameterValuesShown = true;
        std::vector<std::pair<std::string, double>> values;
        const auto& vars = sim.variables();
        for (std::size_t i = 0; i < vars.size() && i < s->values.size(); ++i)
            if (vars[i].kind == VarKind::Parameter) values.emplace_back(vars[i].name, s->values[i]);
        m_experiments->setParameterValues(values);
    }
    // the history, the plot and its event marks are the heavier views: while running they
    // follow at most every 100 ms, at once otherwise
    const bool due = !s->running || !m_viewClock.isValid() || m_viewClock.elapsed() >= 100;
    // the history grows by thousands of rows a second: while running it follows twice a second
    const bool historyDue = due && (!s->running || !m_historyClock.isValid() || m_historyClock.elapsed() >= 500);
    if (historyDue) m_historyClock.start();
    m_docks->showSnapshot(*s, sim.events(), sim.eventCuts(), historyDue);
    if (historyDue) m_docks->setRunRecord(QString::fromStdString(m_docs->fileName()), runRecord());
    if (due) {
        m_viewClock.start();
        for (PlotWidget* p : plots()) p->refresh();
        const auto& events = sim.events();
        // event marks are many graphics items: while running they follow once a second
        const bool marksDue = !s->running || !m_marksClock.isValid() || m_marksClock.elapsed() >= 1000;
        if ((events.size() != m_markedEvents || sim.eventCuts() != m_markedCuts) && marksDue) {
            m_marksClock.start();
            // events only appended since the last marks (no cut, nothing marked was taken
            // back): the new ones are added; otherwise all are marked again
            const bool appended =
                sim.eventCuts() == m_markedCuts && m_markedEvents <= events.size();
            const std::size_t from = appended ? m_markedEvents : 0;
            m_markedEvents = events.size();
            m_markedCuts = sim.eventCuts();
            std::vector<EventMark> marks;
            marks.reserve(events.size() - from);
            // a run's events repeat a few kinds and texts (a state event's relation, a
            // timeout): the label of each is made once and shared
            struct Label {
                EventKind kind;
                const Message* detail;
                QString text;
            };
            std::vector<Label> recent;
            auto labelOf = [&](const EventRecord& e) {
                for (const Label& l : recent)
                    if (l.kind == e.kind && *l.detail == e.detail) return l.text;
                if (recent.size() == 8) recent.erase(recent.begin());
                recent.push_back(
                    {e.kind, &e.detail,
                     QueueModel::kindName(e.kind) + ' ' + i18n::messageText(e.detail)});
                return recent.back().text;
            };
            for (std::size_t i = from; i < events.size(); ++i) {
                const EventRecord& e = events[i];
                if (e.kind == EventKind::Initial || e.kind == EventKind::Terminal) continue;
                marks.push_back({e.time, labelOf(e)});
            }
            const QList<PlotWidget*> all = plots();
            for (qsizetype k = 0; k < all.size(); ++k) {
                // the last plot takes the marks, the others a copy
                std::vector<EventMark> its = k + 1 < all.size() ? marks : std::move(marks);
                if (appended)
                    all[k]->addEventMarks(std::move(its));
                else
                    all[k]->setEventMarks(std::move(its));
            }
        }
    }
    if (s->diagnostics.size() != m_shownRunDiagnostics) {
        // run-time diagnostics are marked in the editor too (condition-not-rearmed, ...)
        m_shownRunDiagnostics = s->diagnostics.size();
        messagesModel()->setDiagnostics(m_compileDiagnostics, s->diagnostics);
        std::vector<Diagnostic> shown = m_compileDiagnostics;
        shown.insert(shown.end(), s->diagnostics.begin(), s->diagnostics.end());
        m_editor->setDiagnostics(equationDiagnostics(shown));
    }
    m_statusTime->setText(tr("t = %1").arg(s->time, 0, 'g', 8));
    // executed event steps, as the command line counts them (initial and terminal included)
    QString events = tr("events: %1").arg(sim.events().size());
    if (s->kind == session::SessionKind::Network) events += QStringLiteral(" · ") + tr("frame %1").arg(s->step);
    if (s->kind == session::SessionKind::Package) events += QStringLiteral(" · ") + tr("round %1").arg(s->step + 1);
    m_statusEvents->setText(events);
    const int perSecond = static_cast<int>(std::min(std::round(s->eventsPerSecond), 2e9));
    m_statusRate->setText(s->running ? tr("%n events/s · %1 s/s", nullptr, perSecond)
                                           .arg(s->modelSecondsPerSecond, 0, 'g', 3)
                                     : tr("— events/s"));
    m_statusRate->setToolTip(tr("Event steps per second of wall-clock time, and model seconds per second"));
    m_statusState->setText(s->breakpointHit && !s->running && s->status == RunStatus::Running
                               ? tr("at a breakpoint")
                               : statusName(s->status, s->running, sim.events().size() > 1));
    updateActions();
}

void MainWindow::updateActions() {
    const SimulationController& sim = m_run->simulation();
    const SimSnapshot* s = sim.latest();
    const bool loaded = m_run->hasRun() && s;
    const bool running = loaded && s->running;
    // Run and Step start again when the run has ended or the model on screen changed
    action("actionRun")->setEnabled(!running);
    action("actionStep")->setEnabled(!running);
    action("actionRunUntil")->setEnabled(!running);
    action("actionPause")->setEnabled(running);
    action("actionStepBack")->setEnabled(loaded && !running && s->canStepBack);
    // built but not yet shown: the engine thread is computing the initial state (which may
    // loop): Stop ends it, Reset starts again
    const bool starting = m_run->hasRun() && !s;
    action("actionStop")->setEnabled(starting || (loaded && s->status == RunStatus::Running));
    // no model loaded (none built, or its build failed) and nothing changed: nothing to reset
    action("actionReset")->setEnabled(starting || loaded || m_run->isStale());
}

std::vector<Diagnostic> MainWindow::equationDiagnostics(const std::vector<Diagnostic>& all) const {
    const auto& modules = m_docs->model()->document().modules;
    const int mi = m_docs->module();
    const doc::Module* module = mi < static_cast<int>(modules.size()) ? &modules[mi] : nullptr;
    // a network's run diagnostics have their module as element ("Plant", or "Plant: ..."
    // for an element inside it): the text shown holds the module shown's only
    auto otherModule = [&](const Diagnostic& d) {
        for (std::size_t i = 0; i < modules.size(); ++i)
            if (static_cast<int>(i) != mi && moduleOf(d) == modules[i].name) return true;
        return false;
    };
    const bool network = m_docs->isMultiModule();
    std::vector<Diagnostic> out;
    for (const auto& d : all)
        if (!isSnippetDiagnostic(d, module) && !(network && otherModule(d))) out.push_back(d);
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
    const SimSnapshot* s = m_run->simulation().latest();
    messagesModel()->setDiagnostics(diagnostics, s ? s->diagnostics : std::vector<Diagnostic>{});
    if (!variables.isEmpty()) m_editor->setCompletionWords(variables);
    componentDiagram()->setDiagnostics(diagnostics);
}

void MainWindow::jumpToSource(const QString& module, const QString& source) {
    if (!module.isEmpty()) {
        const auto& modules = m_docs->model()->document().modules;
        for (std::size_t i = 0; i < modules.size(); ++i)
            if (QString::fromStdString(modules[i].name) == module) showModule(static_cast<int>(i));
    }
    // "file:line" points into the equations; element paths select the element in the tree
    const int colon = source.lastIndexOf(':');
    bool ok = false;
    const int line = colon >= 0 ? source.mid(colon + 1).toInt(&ok) : 0;
    if (ok && line > 0) {
        m_tabs->setCurrentWidget(m_equationsPage);
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

void MainWindow::messageActivated(const Diagnostic& d) {
    const auto& modules = m_docs->model()->document().modules;
    const int mi = m_docs->module();
    if (mi < static_cast<int>(modules.size()) && isSnippetDiagnostic(d, &modules[mi]) && !d.names.empty()) {
        jumpToSource({}, QString::fromStdString(d.names.front()));
        return;
    }
    // a module's diagnostic (element "Plant" or "Plant: ..."): show that module first
    for (std::size_t i = 0; i < modules.size(); ++i)
        if (modules[i].name == moduleOf(d)) showModule(static_cast<int>(i));
    if (d.loc.line > 0) {
        m_tabs->setCurrentWidget(m_equationsPage);
        m_editor->goTo(d.loc.line, std::max(1, d.loc.column));
        m_editor->setFocus();
    }
}

void MainWindow::speedChanged(int index) {
    if (index <= 0)
        m_run->simulation().setSpeed(SpeedMode::Virtual, 1.0);
    else
        m_run->simulation().setSpeed(SpeedMode::RealTime, m_speed->itemData(index).toDouble());
}

void MainWindow::modeChanged(int index) {
    RunSettings s = m_docs->settings();
    s.mode = static_cast<cosim::RunMode>(index);
    const auto& d = m_docs->model()->document();
    if (*s.mode == cosim::RunMode::Frames && s.frame <= 0 && d.cosimulation)
        s.frame = d.cosimulation->frame.value_or(d.cosimulation->step * 10);
    m_docs->setSettings(s, false);
    statusBar()->showMessage(tr("The next Run starts the network again in this mode"), 4000);
}

}  // namespace hs::ui

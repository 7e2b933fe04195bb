// The main window's document views: what opening or editing a document changes in the
// central tabs (equations, diagram, statecharts, comparison) and the live check.

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
#include "window/debug_docks.h"
#include "window/diff_view.h"
#include "window/document_controller.h"
#include "window/examples_gallery.h"
#include "window/experiment_dialog.h"
#include "window/explore_view.h"
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

void MainWindow::documentOpened() {
    m_compareGeneration = static_cast<quint64>(-1);
    // breakpoints and watches belong to the document they were set in
    m_debug->clear();
    m_exploreView->clear();
    m_diffView->clear();
    m_editor->setStoppedLine(0);
    rebuildChartTabs();
    updateDocumentTabs();
    checkLater();
    m_tabs->setCurrentIndex(0);  // a multi-module document opens on its diagram
    if (m_tabs->indexOf(m_diagram) >= 0) m_diagram->fitWhenShown();
    m_package->setDocument(m_docs->wholeDocument());
    const RunSettings& s = m_docs->settings();
    const auto* cosim = m_docs->model()->document().cosimulation
                            ? &*m_docs->model()->document().cosimulation
                            : nullptr;
    int mode = 0;
    if (s.mode)
        mode = static_cast<int>(*s.mode);
    else if (cosim)
        mode = static_cast<int>(cosim->mode);
    m_mode->setCurrentIndex(mode);
    m_modeAction->setVisible(m_docs->isMultiModule() && !m_docs->model()->document().package);
    // the plots of the previous document go; the document's own come in runBuilt()
    for (PlotWidget* p : plots()) {
        for (const QString& name : p->variables()) p->removeVariable(name);
        p->clearReference();
        p->setXVariable({});
        p->setTitle({});
    }
    for (PlotWidget* p : plots())
        if (p != m_plot)
            if (auto* dock = qobject_cast<QDockWidget*>(p->parentWidget())) dock->close();
    m_extraPlots.clear();
    m_overlays->clear();  // another model's runs
    m_run->restart();
    showPlots();
}

void MainWindow::documentEdited() {
    // a statechart added, removed or renamed: the tabs follow
    const auto& modules = m_docs->model()->document().modules;
    const int mi = m_docs->module();
    const auto& charts = mi < static_cast<int>(modules.size()) ? modules[mi].statecharts
                                                               : std::vector<doc::Statechart>{};
    bool same = static_cast<int>(charts.size()) == m_chartEditors.size();
    for (int i = 0; same && i < m_chartEditors.size(); ++i)
        same = m_tabs->tabText(m_tabs->indexOf(m_chartEditors[i])) ==
               QString::fromStdString(charts[i].name);
    if (!same) rebuildChartTabs();
    updateDocumentTabs();
    checkLater();
}

void MainWindow::checkLater() {
    const QString name = QString::fromStdString(m_docs->fileName());
    if (m_docs->isDocument()) {
        m_checker->documentChanged(m_docs->moduleDocument(), name);
        return;
    }
    m_checker->setClassName(QString::fromStdString(m_docs->settings().className));
    m_checker->textChanged(m_editor->text(), name);
    componentsOpened();
}

void MainWindow::updateDocumentTabs() {
    const doc::Document& d = m_docs->model()->document();
    const bool multi = m_docs->isMultiModule();
    auto show = [this](QWidget* w, bool on, int at) {
        const int index = m_tabs->indexOf(w);
        if (on && index < 0) m_tabs->insertTab(std::min(at, m_tabs->count()), w, QString());
        if (!on && index >= 0) m_tabs->removeTab(index);
    };
    show(m_diagram, multi, 0);
    show(m_components, !multi, m_tabs->indexOf(m_equationsPage) + 1);
    show(m_compare, multi && !d.package, m_tabs->count());
    show(m_package, multi && d.package.has_value(), m_tabs->count());
    setDocumentTabTexts();
}

void MainWindow::setDocumentTabTexts() {
    if (m_tabs->indexOf(m_diagram) >= 0)
        m_tabs->setTabText(m_tabs->indexOf(m_diagram), tr("Module diagram"));
    if (m_tabs->indexOf(m_components) >= 0)
        m_tabs->setTabText(m_tabs->indexOf(m_components), tr("Diagram"));
    if (m_tabs->indexOf(m_compare) >= 0)
        m_tabs->setTabText(m_tabs->indexOf(m_compare), tr("Compare modes"));
    if (m_tabs->indexOf(m_package) >= 0)
        m_tabs->setTabText(m_tabs->indexOf(m_package), tr("Package timeline"));
}

// The comparison takes the document when it is shown, not on every edit: it compiles
// every module for each mode.
void MainWindow::refreshCompare() {
    if (m_tabs->currentWidget() == m_compare && m_compareGeneration != m_docs->generation()) {
        m_compareGeneration = m_docs->generation();
        m_compare->setDocument(m_docs->wholeDocument(), m_docs->file());
    }
}

void MainWindow::rebuildChartTabs() {
    const auto& d = m_docs->model()->document();
    const int module = m_docs->module();
    const int count = module < static_cast<int>(d.modules.size())
                          ? static_cast<int>(d.modules[module].statecharts.size())
                          : 0;
    while (m_chartEditors.size() > count) {
        StatechartEditor* e = m_chartEditors.takeLast();
        m_tabs->removeTab(m_tabs->indexOf(e));
        e->deleteLater();
    }
    while (m_chartEditors.size() < count) {
        auto* e = new StatechartEditor(m_docs->model(), this);
        connectChartBreakpoints(e);
        e->setObjectName(QStringLiteral("statechartEditor%1").arg(m_chartEditors.size()));
        for (QAction* a : {action("actionUndo"), action("actionRedo")}) e->view()->addAction(a);
        connect(e, &StatechartEditor::elementSelected, this, [this](const QString& path) {
            // the queue rows of this element are selected with it
            QueueModel* queue = queueModel();
            for (int row = 0; row < queue->rowCount(); ++row)
                if (queue->index(row, 0).data(QueueModel::SourceRole).toString() == path) {
                    queueView()->selectRow(row);
                    break;
                }
        });
        m_chartEditors.append(e);
        m_tabs->insertTab(
            m_tabs->indexOf(m_equationsPage) + static_cast<int>(m_chartEditors.size()), e,
            QString());
    }
    for (int i = 0; i < count; ++i) {
        if (m_chartEditors[i]->scene()->moduleIndex() != module ||
            m_chartEditors[i]->scene()->chartIndex() != i) {
            m_chartEditors[i]->setChart(module, i);
            m_chartEditors[i]->fitWhenShown();  // opens fitted, readable at any window size
        }
        m_tabs->setTabText(m_tabs->indexOf(m_chartEditors[i]),
                           QString::fromStdString(d.modules[module].statecharts[i].name));
    }
    QStringList names;
    if (const auto model = shownModel())
        for (const auto& v : model->variables)
            if (v.kind != VarKind::Internal && v.kind != VarKind::Derivative)
                names << QString::fromStdString(v.name);
    for (StatechartEditor* e : std::as_const(m_chartEditors)) {
        e->setDiagnostics(m_compileDiagnostics);
        if (!names.isEmpty()) e->setCompletionWords(names);
    }
}

}  // namespace hs::ui

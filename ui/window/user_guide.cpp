#include "window/user_guide.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace hs::ui {

UserGuide::UserGuide(QWidget* parent) : QDialog(parent) {
    setObjectName("userGuide");
    resize(720, 640);
    m_text = new QTextBrowser(this);
    m_text->setObjectName("userGuideText");
    m_text->setOpenExternalLinks(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(buttons);
    setWindowTitle(tr("HybridStudio User Guide"));
    m_text->setHtml(html());
}

void UserGuide::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        setWindowTitle(tr("HybridStudio User Guide"));
        m_text->setHtml(html());
    }
    QDialog::changeEvent(event);
}

QString UserGuide::html() {
    const QString sections[][2] = {
        {tr("The window"),
         tr("The centre shows the model: the equations (Modelica text), one tab per statechart, "
            "and for a model of "
            "several modules the module diagram and the package timeline. Around it: the project "
            "tree, the event "
            "queue, the history of executed events, the variables, the plots and the messages.")},
        {tr("Running"), tr("Run (F5) runs to the stop time, Pause (F6) stops where the run is, "
                           "Step (F10) executes exactly one event "
                           "step, Step Back (Shift+F10) restores the state before it, Run Until "
                           "(Ctrl+U) stops at a time, an event "
                           "number or the next event of a queue element, Stop (Shift+F5) ends the "
                           "run and Reset (Ctrl+R) starts "
                           "again. The IDE always runs the model on screen: after an edit of the "
                           "text, a drawing or the settings, "
                           "Run, Step and Run Until compile again and start from the initial "
                           "state; the toolbar says so while the "
                           "model on screen differs from the one loaded.")},
        {tr("The event queue"), tr("Selected: the item that runs next. Enabled: current items that "
                                   "can run now (right-click one to run it "
                                   "next). Scheduled: items with a known time (timeouts, rates, "
                                   "time events). Pending: conditions whose time "
                                   "is not known yet, with the current value of their crossing "
                                   "function. Not armed: conditions that are true "
                                   "and wait to become false before they can fire again.")},
        {tr("Experiment settings"), tr("Simulation > Experiment Settings (Ctrl+E) edits the "
                                       "settings of the document shown: start and stop "
                                       "time, output interval, solver, tolerances, the order of "
                                       "simultaneous events and the random seed; for a "
                                       "network, the run mode. Each document keeps its own "
                                       "settings; tick \"Save these settings in the model\" "
                                       "to write them into the file.")},
        {tr("Plots"), tr("Tick a variable in the Variables dock or drag it onto a plot. Variables "
                         "with the same unit share an "
                         "axis. Event instants are marked on the time axis; hover one for the "
                         "values before and after. Drag to "
                         "zoom, double-click to fit, right-click to export (PNG, SVG, PDF, CSV). "
                         "When Run starts again, the run "
                         "before stays dashed; right-click > Keep this run in the plot keeps a run "
                         "for good, and the same menu "
                         "removes the runs kept or overlaid from an experiment.")},
        {tr("Experiments"), tr("View > Experiments opens the Experiments panel. New adds an "
                               "experiment over the model's first "
                               "parameter: choose its kind (parameter variation, Monte Carlo, "
                               "sensitivity one at a time or Morris), the "
                               "parameters with their values, distributions or ranges, the outputs "
                               "and the trajectories; the experiments "
                               "are saved in the .hsm document. Run runs every run on all cores; "
                               "Pause, Resume and Cancel act on the runs "
                               "not started yet. The table lists the runs as they finish: "
                               "double-click one to open it as a simulation "
                               "with its parameters and seed, select some to draw them in the fan "
                               "chart, or press Overlay in Plot to "
                               "draw them over the main plot beside single runs. Every view "
                               "exports as an image or as CSV.")},
        {tr("Debugging events"),
         tr("Breakpoints (F9 on an equation line, a state's or transition's menu on the canvas, a "
            "variable's menu, or typed in the Breakpoints dock) stop Run at the exact crossing of "
            "a "
            "condition, at a state entered or left, before an element fires, at a variable's "
            "change or at a diagnostic; Step Back goes to the state before the hit. The Watch "
            "dock evaluates expressions at every stop. A history row shows its event "
            "iterations; the editor's menu on a when-clause and a transition's menu on the canvas "
            "explain why it fired or not; the Structure dock shows the equations in solving order. "
            "Simulation > Explore Orders "
            "finds the instants where the order of simultaneous events changes the outcome, "
            "overlays both orders in the plots and steps into either. Simulation > Compare Runs "
            "aligns two runs event by event and marks where they part.")},
        {tr("Modules, networks and packages"),
         tr("A document of several modules runs as one network: lock-step exchanges a sample every "
            "step, frames "
            "exchange once per frame, the whole interval runs each module once. The Variables dock "
            "lists Module.var, "
            "the queue shows every module's queue or one module's. A package of projects steps one "
            "synchronisation "
            "round at a time; its timeline, its variables and the plots fill as rounds are "
            "computed.")},
        {tr("Errors"),
         tr("Errors and warnings are listed under Messages with their file:line:col; click one to "
            "go there. A run "
            "that fails stops with the reason and the model time, and nothing is lost.")},
    };
    QString out = QStringLiteral("<h2>%1</h2>").arg(tr("HybridStudio User Guide"));
    for (const auto& s : sections) out += QStringLiteral("<h3>%1</h3><p>%2</p>").arg(s[0].toHtmlEscaped(), s[1].toHtmlEscaped());
    return out;
}

}  // namespace hs::ui

#include "experiment/experiment_panel.h"

#include "document/document_model.h"
#include "experiment/experiment_form.h"
#include "experiment/experiment_run.h"
#include "experiment/experiment_views.h"
#include "i18n/diagnostic_text.h"
#include "window/document_controller.h"

#include "hs/experiment/experiment.h"
#include "hs/experiment/experiment_file.h"
#include "hs/session/model_loader.h"
#include "hs/sim/result_store.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace hs::ui {

using experiment::ExperimentKind;
using experiment::ExperimentSpec;

namespace {

// The experiment as JSON: what tells whether the form and the document hold the same one.
std::string textOf(ExperimentSpec spec) {
    spec.model = "model";
    return experiment::serializeExperiment(spec);
}

}  // namespace

ExperimentPanel::ExperimentPanel(DocumentController* document, QWidget* parent)
    : QWidget(parent), m_document(document) {
    setObjectName("experimentsPanel");
    m_run = new ExperimentRun(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    auto* bar = new QHBoxLayout;
    m_selector = new QComboBox(this);
    m_selector->setObjectName("experimentSelector");
    m_selector->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_selector->setMinimumContentsLength(12);
    auto button = [this](const char* name) {
        auto* b = new QPushButton(this);
        b->setObjectName(QString::fromLatin1(name));
        return b;
    };
    m_new = button("newExperiment");
    m_delete = button("deleteExperiment");
    m_runButton = button("runExperiment");
    m_pause = button("pauseExperiment");
    m_cancel = button("cancelExperiment");
    m_jobsLabel = new QLabel(this);
    m_jobs = new QSpinBox(this);
    m_jobs->setObjectName("experimentJobs");
    m_jobs->setRange(0, 256);
    // how many runs go at once is the machine's, not the model's: kept in the settings
    m_jobs->setValue(QSettings().value(QStringLiteral("experiments/jobs"), 0).toInt());
    connect(m_jobs, &QSpinBox::valueChanged, this,
            [](int jobs) { QSettings().setValue(QStringLiteral("experiments/jobs"), jobs); });
    m_jobsLabel->setBuddy(m_jobs);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName("experimentProgress");
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setMinimumWidth(160);
    m_status = new QLabel(this);
    m_status->setObjectName("experimentStatus");
    for (QWidget* w : std::initializer_list<QWidget*>{m_selector, m_new, m_delete})
        bar->addWidget(w);
    bar->addSpacing(12);
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_runButton, m_pause, m_cancel, m_jobsLabel, m_jobs})
        bar->addWidget(w);
    bar->addWidget(m_progress, 1);
    bar->addWidget(m_status);
    layout->addLayout(bar);

    m_problems = new QLabel(this);
    m_problems->setObjectName("experimentProblems");
    m_problems->setWordWrap(true);
    m_problems->setTextFormat(Qt::PlainText);
    m_problems->setStyleSheet(
        QStringLiteral("QLabel { color: #9a1b1b; background: #fdecea; padding: 3px 6px; }"));
    m_problems->hide();
    layout->addWidget(m_problems);

    m_split = new QSplitter(Qt::Horizontal, this);
    m_form = new ExperimentForm(m_split);
    m_views = new ExperimentViews(m_split);
    m_split->addWidget(m_form);
    m_split->addWidget(m_views);
    m_split->setStretchFactor(0, 2);
    m_split->setStretchFactor(1, 3);
    layout->addWidget(m_split, 1);

    connect(m_selector, &QComboBox::activated, this, &ExperimentPanel::selectExperiment);
    connect(m_new, &QPushButton::clicked, this, &ExperimentPanel::newExperiment);
    connect(m_delete, &QPushButton::clicked, this, &ExperimentPanel::deleteExperiment);
    connect(m_runButton, &QPushButton::clicked, this, &ExperimentPanel::runExperiment);
    connect(m_pause, &QPushButton::clicked, this, &ExperimentPanel::pauseOrResume);
    connect(m_cancel, &QPushButton::clicked, this, &ExperimentPanel::cancel);
    connect(m_form, &ExperimentForm::edited, this, &ExperimentPanel::formEdited);
    connect(m_run, &ExperimentRun::resultsArrived, this,
            [this](const std::vector<experiment::RunResult>& results) {
                m_views->append(results);
                updateProgress();
            });
    connect(m_run, &ExperimentRun::stateChanged, this, &ExperimentPanel::stateChanged);
    connect(m_run, &ExperimentRun::prepared, this, &ExperimentPanel::prepared);
    connect(m_run, &ExperimentRun::refused, this,
            [this](const std::vector<Diagnostic>& diagnostics) {
                // errors of the model itself, or of the experiment against it
                const bool model = std::any_of(diagnostics.begin(), diagnostics.end(), [](const Diagnostic& d) {
                    return d.severity == Severity::Error && d.code != "invalid-experiment" &&
                           d.code != "invalid-document" && d.code != "engine-lost";
                });
                report([this, diagnostics, model, spec = m_started] {
                    return std::pair(model ? tr("The model has errors and does not run:")
                                           : tr("The experiment does not fit the model:"),
                                     errorsOf(diagnostics, spec));
                });
            });
    connect(m_run, &ExperimentRun::stopped, this,
            [this](const std::vector<Diagnostic>& diagnostics) {
                report([this, diagnostics, spec = m_started] {
                    return std::pair(tr("The experiment stopped:"), errorsOf(diagnostics, spec));
                });
            });
    connect(m_views, &ExperimentViews::runActivated, this, &ExperimentPanel::openRun);
    connect(m_views, &ExperimentViews::overlayRequested, this, &ExperimentPanel::overlayRuns);
    connect(m_document->model(), &DocumentModel::changed, this, &ExperimentPanel::documentChanged);
    connect(m_document->model(), &DocumentModel::experimentsChanged, this,
            &ExperimentPanel::documentChanged);
    connect(m_document, &DocumentController::opened, this, &ExperimentPanel::documentOpened);
    connect(&m_clock, &QTimer::timeout, this, &ExperimentPanel::updateProgress);
    retranslate();
    documentOpened();
}

ExperimentPanel::~ExperimentPanel() = default;

void ExperimentPanel::retranslate() {
    m_new->setText(tr("New"));
    m_new->setToolTip(tr("Add an experiment to the document"));
    m_delete->setText(tr("Delete"));
    m_delete->setToolTip(
        tr("Remove the experiment shown from the document (Edit > Undo brings it back)"));
    m_runButton->setText(tr("Run"));
    m_runButton->setToolTip(tr("Compile the model on screen and run every run of the experiment"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(
        tr("Stop the experiment: the runs under way finish, the others do not start"));
    m_jobsLabel->setText(tr("Jobs"));
    m_jobs->setSpecialValueText(tr("all cores"));
    // room for the words of the language (a spin box measures its numbers only once)
    m_jobs->setMinimumWidth(m_jobs->fontMetrics().horizontalAdvance(m_jobs->specialValueText()) +
                            44);
    m_jobs->setToolTip(tr("How many runs go at the same time (the command line's --jobs)"));
    m_selector->setToolTip(tr("The experiments saved in the document"));
    m_form->retranslate();
    m_views->retranslate();
    report(m_report);  // in the new language
    stateChanged();
}

void ExperimentPanel::setModelNames(const ModelNames& names) {
    m_names = names;
    takeValues(m_names, m_values);
    m_form->setModelNames(m_names);
}

void ExperimentPanel::setParameterValues(
    const std::vector<std::pair<std::string, double>>& values) {
    m_values = values;
    setModelNames(m_names);
}

// ----------------------------------------------------------------------------- document

void ExperimentPanel::documentOpened() {
    if (m_run->busy() || m_run->state() == ExperimentRun::State::Paused) m_run->cancel();
    const auto& experiments = m_document->model()->document().experiments;
    m_current = experiments.empty() ? -1 : 0;
    m_loaded.clear();
    m_values.clear();  // another model's
    m_runName.clear();
    m_views->reset(nullptr);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    clearProblems();
    documentChanged();
    stateChanged();
}

// An edit, an undo or a redo: the form follows the document when the experiment shown
// changed there (not when the change is the form's own, nor while the user's text in a
// field does not read).
void ExperimentPanel::documentChanged() {
    const auto& experiments = m_document->model()->document().experiments;
    const int count = static_cast<int>(experiments.size());
    if (m_current >= count) m_current = count - 1;
    if (m_current < 0 && count > 0) m_current = 0;
    refreshSelector();
    m_form->setEnabled(m_current >= 0);
    m_delete->setEnabled(m_current >= 0);
    if (m_current < 0) {
        m_loaded.clear();
        m_form->setSpec(ExperimentSpec{});
        return;
    }
    const ExperimentSpec& shown = experiments[static_cast<std::size_t>(m_current)];
    const std::string text = textOf(shown);
    if (text == m_loaded) return;
    m_loaded = text;
    m_form->setSpec(shown);
    clearProblems();
}

void ExperimentPanel::refreshSelector() {
    const auto& experiments = m_document->model()->document().experiments;
    QSignalBlocker block(m_selector);
    m_selector->clear();
    for (const auto& e : experiments) m_selector->addItem(QString::fromStdString(e.name));
    m_selector->setCurrentIndex(m_current);
    m_selector->setEnabled(!experiments.empty());
}

void ExperimentPanel::selectExperiment(int index) {
    const auto& experiments = m_document->model()->document().experiments;
    if (index < 0 || index >= static_cast<int>(experiments.size())) return;
    m_current = index;
    m_loaded.clear();  // shows it anew, whatever the form held
    documentChanged();
}

bool ExperimentPanel::newExperiment() {
    Compiled c = compileShown();
    if (!c.model) {
        report([this, diagnostics = c.diagnostics] {
            return std::pair(tr("An experiment needs a model that compiles:"),
                             errorsOf(diagnostics, {}));
        });
        return false;
    }
    setModelNames(modelNames(c.model, c.settings));
    const ModelNames& names = m_names;
    const auto& experiments = m_document->model()->document().experiments;
    ExperimentSpec s;
    s.name = freeName("experiment", [&](const std::string& n) {
        return std::any_of(experiments.begin(), experiments.end(),
                           [&](const ExperimentSpec& e) { return e.name == n; });
    });
    if (!names.parameters.empty()) {
        // the first parameter from half to one and a half of its value, five points
        experiment::ParameterSpec p;
        p.name = names.parameters.front();
        const double v = names.parameterValues.front();
        const bool around = std::isfinite(v) && v != 0;
        p.values.kind = experiment::ValueSet::Kind::Range;
        p.values.from = around ? std::min(v * 0.5, v * 1.5) : 0.0;
        p.values.to = around ? std::max(v * 0.5, v * 1.5) : 1.0;
        p.values.points = 5;
        s.parameters.push_back(p);
    } else {
        s.kind = ExperimentKind::MonteCarlo;  // the model's own randomness
        s.replications = 10;
    }
    if (!names.variables.empty()) {
        experiment::OutcomeSpec o;
        o.variable = names.variables.front();
        o.name = o.variable + "_final";
        for (char& ch : o.name)
            if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
        s.outputs.push_back(o);
        s.trajectories.variables.push_back(names.variables.front());
    }
    if (!checkSpec(s).isEmpty()) {
        report([this, s] {
            return std::pair(tr("No experiment could be made for this model:"), checkSpec(s));
        });
        return false;
    }
    const int index = static_cast<int>(experiments.size());
    m_document->model()->edit(tr("New experiment"),
                              [&](doc::Document& d) { d.experiments.push_back(s); });
    selectExperiment(index);
    return true;
}

void ExperimentPanel::deleteExperiment() {
    if (m_current < 0) return;
    const int index = m_current;
    const QString name = m_selector->itemText(index);
    m_document->model()->edit(tr("Delete experiment %1").arg(name), [&](doc::Document& d) {
        if (index < static_cast<int>(d.experiments.size()))
            d.experiments.erase(d.experiments.begin() + index);
    });
}

QStringList ExperimentPanel::formProblems(ExperimentSpec* spec) const {
    QStringList problems;
    ExperimentSpec shown = m_form->spec(problems);
    if (problems.isEmpty()) problems = checkSpec(shown);
    if (spec) *spec = std::move(shown);
    return problems;
}

QStringList ExperimentPanel::errorsOf(const std::vector<Diagnostic>& diagnostics,
                                      const ExperimentSpec& spec) const {
    QStringList out;
    for (const Diagnostic& d : diagnostics)
        if (d.severity == Severity::Error)
            out << (d.file.empty() && d.loc.line == 0 ? describe(d, spec)
                                                      : i18n::formatDiagnostic(d));
    return out;
}

void ExperimentPanel::formEdited(const QString& what) {
    if (m_current < 0) return;
    ExperimentSpec spec;
    if (!formProblems(&spec).isEmpty()) {
        report([this] { return std::pair(tr("Not saved until corrected:"), formProblems()); });
        return;
    }
    clearProblems();
    m_loaded = textOf(spec);
    const int index = m_current;
    m_document->model()->edit(
        tr("Edit experiment %1").arg(QString::fromStdString(spec.name)),
        [&](doc::Document& d) {
            if (index < static_cast<int>(d.experiments.size()))
                d.experiments[static_cast<std::size_t>(index)] = spec;
        },
        QStringLiteral("experiment %1 %2").arg(index).arg(what));
    refreshSelector();
}

QStringList ExperimentPanel::checkSpec(const ExperimentSpec& spec) const {
    QStringList problems;
    if (spec.name.empty()) problems << tr("The experiment needs a name.");
    const auto& experiments = m_document->model()->document().experiments;
    for (std::size_t i = 0; i < experiments.size(); ++i)
        if (static_cast<int>(i) != m_current && experiments[i].name == spec.name &&
            !spec.name.empty())
            problems << tr("Another experiment of the document is called %1.")
                            .arg(QString::fromStdString(spec.name));
    // the checks of an experiment file, on the text the document will hold
    ExperimentSpec read;
    DiagnosticList diags;
    experiment::parseExperiment(textOf(spec), read, diags);
    for (const Diagnostic& d : diags.items())
        if (d.severity == Severity::Error) problems << describe(d, spec);
    return problems;
}

// A problem in the user's words: in the element's JSON path, "parameters[0]" is the
// parameter's name, "outputs[1]" the output's; the text translated.
QString ExperimentPanel::describe(const Diagnostic& d, const ExperimentSpec& spec) const {
    static const QRegularExpression item(
        QStringLiteral("(?:experiments\\[\\d+\\]\\.)?(parameters|outputs)\\[(\\d+)\\]"));
    QString element = QString::fromStdString(d.element);
    for (auto m = item.match(element); m.hasMatch(); m = item.match(element)) {
        const std::size_t i = m.captured(2).toULongLong();
        const bool parameter = m.captured(1) == QLatin1String("parameters");
        QString name =
            parameter
                ? (i < spec.parameters.size() ? QString::fromStdString(spec.parameters[i].name)
                                              : QString())
                : (i < spec.outputs.size() ? QString::fromStdString(spec.outputs[i].name)
                                           : QString());
        if (name.isEmpty()) name = QStringLiteral("#%1").arg(i + 1);
        element.replace(m.capturedStart(), m.capturedLength(), name);
    }
    Diagnostic shown = d;
    shown.element = element.toStdString();
    renderMessage(shown);
    return i18n::diagnosticMessage(shown);
}

void ExperimentPanel::report(Problems problems) {
    m_report = std::move(problems);
    const auto [lead, items] = m_report ? m_report() : std::pair<QString, QStringList>();
    if (items.isEmpty()) {
        m_problems->hide();
        m_problems->clear();
        return;
    }
    QStringList lines;
    if (!lead.isEmpty()) lines << lead;
    for (const QString& p : items) lines << QStringLiteral("• ") + p;
    m_problems->setText(lines.join(QLatin1Char('\n')));
    m_problems->show();
}

// ----------------------------------------------------------------------------- running

ExperimentPanel::Compiled ExperimentPanel::compileShown() const {
    Compiled c;
    if (m_document->isMultiModule()) {
        Diagnostic d;
        d.code = "invalid-experiment";
        d.message =
            tr("Experiments run the model of a single-module document; this one has modules.")
                .toStdString();
        c.diagnostics.push_back(d);
        return c;
    }
    const session::SessionRequest request = m_document->request();
    if (request.document.modules.empty()) return c;
    LoadResult loaded = request.modelText
                            ? loadModelText(request.document.modules[0].equations, request.file)
                            : loadDocument(request.document, request.file);
    c.model = loaded.model;
    c.settings = request.settings;  // as the simulation of the model runs
    c.diagnostics = loaded.diagnostics.items();
    return c;
}

bool ExperimentPanel::runExperiment() {
    if (m_run->busy()) return false;
    if (m_current < 0) {
        report([this] {
            return std::pair(QString(),
                             QStringList{tr("The document has no experiment: New adds one.")});
        });
        return false;
    }
    ExperimentSpec spec;
    if (!formProblems(&spec).isEmpty()) {
        report([this] { return std::pair(tr("The experiment does not run:"), formProblems()); });
        return false;
    }
    if (m_document->isMultiModule()) {
        report([this] {
            return std::pair(tr("The experiment does not run:"),
                             QStringList{tr("Experiments run the model of a single-module document; "
                                            "this one has modules.")});
        });
        return false;
    }
    clearProblems();
    m_started = spec;
    m_runName = QString::fromStdString(spec.name);
    // compiled and checked off the GUI thread (in the engine process first): errors come
    // back through refused()
    session::SessionRequest request = m_document->request();
    m_runSettings = request.settings;
    m_run->start(std::move(spec), std::move(request), static_cast<unsigned>(m_jobs->value()));
    return true;
}

// The experiment fits the model: the views wait for its runs.
void ExperimentPanel::prepared(std::shared_ptr<const experiment::Experiment> experiment) {
    setModelNames(modelNames(experiment->sharedModel(), m_runSettings));
    m_views->reset(experiment);
    m_progress->setRange(0, std::max<int>(1, static_cast<int>(experiment->runCount())));
    m_progress->setValue(0);
    updateProgress();
}

void ExperimentPanel::pauseOrResume() {
    if (m_run->state() == ExperimentRun::State::Paused)
        m_run->resume();
    else
        m_run->pause();
}

void ExperimentPanel::cancel() {
    m_run->cancel();
}

void ExperimentPanel::stateChanged() {
    using State = ExperimentRun::State;
    const State s = m_run->state();
    m_runButton->setEnabled(!m_run->busy());
    m_pause->setText(s == State::Paused ? tr("Resume") : tr("Pause"));
    m_pause->setToolTip(s == State::Paused
                            ? tr("Go on with the runs not started yet")
                            : tr("Let the runs under way finish and start no new one"));
    m_pause->setEnabled(s == State::Running || s == State::Paused);
    m_cancel->setEnabled(s == State::Preparing || s == State::Running || s == State::Pausing ||
                         s == State::Paused);
    m_jobs->setEnabled(!m_run->busy());
    if (s == State::Running)
        m_clock.start(1000);
    else
        m_clock.stop();
    if (s == State::Finished || s == State::Cancelled || s == State::Paused) m_views->refresh();
    updateProgress();
    if (s == State::Finished)
        emit statusMessage(tr("Experiment “%1” finished").arg(m_runName), 4000);
}

QString ExperimentPanel::duration(double seconds) const {
    if (seconds < 10) return tr("%1 s").arg(seconds, 0, 'f', 1);
    const auto whole = static_cast<long long>(std::llround(seconds));
    if (whole < 60) return tr("%1 s").arg(whole);
    if (whole < 3600) return tr("%1 min %2 s").arg(whole / 60).arg(whole % 60);
    return tr("%1 h %2 min").arg(whole / 3600).arg(whole / 60 % 60);
}

void ExperimentPanel::updateProgress() {
    using State = ExperimentRun::State;
    const ExperimentResults& r = m_views->runModel()->results();
    const std::size_t total = r.total(), done = r.done(), failed = r.failed();
    m_progress->setMaximum(std::max<int>(1, static_cast<int>(total)));
    m_progress->setValue(static_cast<int>(done));
    m_progress->setFormat(total ? tr("%1 / %2 runs").arg(done).arg(total) : QString());
    m_progress->setTextVisible(total > 0);
    const double seconds = m_run->activeSeconds();
    QString text;
    switch (m_run->state()) {
        case State::Idle:
            break;
        case State::Preparing:
            text = tr("checking the experiment against the model");
            break;
        case State::Running:
            text = done == 0 ? tr("%1 failed · starting").arg(failed)
                             : tr("%1 failed · %2 left")
                                   .arg(failed)
                                   .arg(duration(seconds / static_cast<double>(done) *
                                                 static_cast<double>(total - done)));
            break;
        case State::Pausing:
            text = tr("pausing: the runs under way finish");
            break;
        case State::Paused:
            text = tr("paused · %1 failed").arg(failed);
            break;
        case State::Cancelling:
            text = tr("cancelling: the runs under way finish");
            break;
        case State::Cancelled:
            text = tr("cancelled · %1 failed").arg(failed);
            break;
        case State::Finished:
            text = tr("done in %1 · %2 failed").arg(duration(seconds)).arg(failed);
            break;
    }
    m_status->setText(text);
}

std::pair<QString, QString> ExperimentPanel::describeRun(std::uint64_t run) const {
    const ExperimentResults& r = m_views->runModel()->results();
    const experiment::RunResult* result = r.run(run);
    QStringList values;
    if (result && r.experiment()) {
        const auto& names = r.experiment()->plan().parameterNames();
        for (std::size_t i = 0; i < names.size() && i < result->parameters.size(); ++i)
            values << QStringLiteral("%1 = %2").arg(QString::fromStdString(names[i]),
                                                    formatValue(result->parameters[i]));
    }
    return {tr("Run %1 of %2").arg(run).arg(m_runName), values.join(QStringLiteral(", "))};
}

void ExperimentPanel::openRun(std::uint64_t run) {
    const ExperimentResults& r = m_views->runModel()->results();
    const experiment::RunResult* result = r.run(run);
    if (!result || !r.experiment()) return;
    const auto& names = r.experiment()->plan().parameterNames();
    std::vector<std::pair<std::string, double>> parameters;
    for (std::size_t i = 0; i < names.size() && i < result->parameters.size(); ++i)
        parameters.emplace_back(names[i], result->parameters[i]);
    SimulationSettings settings = r.experiment()->settings();
    settings.seed = result->seed;
    const auto [name, values] = describeRun(run);
    emit openRunRequested(parameters, settings,
                          values.isEmpty() ? name : name + QStringLiteral(": ") + values);
}

void ExperimentPanel::overlayRuns(const std::vector<std::uint64_t>& runs) {
    const ExperimentResults& r = m_views->runModel()->results();
    const experiment::Experiment* e = r.experiment();
    if (!e) return;
    const auto& variables = e->spec().trajectories.variables;
    std::vector<PlotOverlay> overlays;
    for (std::uint64_t run : runs) {
        const experiment::RunResult* result = r.run(run);
        if (!result || result->failed) continue;  // a failed run has no trajectory to draw
        const auto [name, values] = describeRun(run);
        PlotOverlay overlay;
        overlay.label = values.isEmpty() ? name : name + QStringLiteral(": ") + values;
        if (result->results) {
            overlay.data = result->results;  // the whole run, kept for its result file
        } else if (!variables.empty() && result->trajectories.size() == variables.size()) {
            auto store = std::make_shared<ResultStore>();
            store->setColumns(variables);
            store->appendColumns(e->grid(), result->trajectories);
            overlay.data = std::move(store);
        }
        if (overlay.data) overlays.push_back(std::move(overlay));
    }
    if (overlays.empty()) {
        emit statusMessage(
            tr("None of the runs selected has a trajectory to draw (a failed run has none)."),
            8000);
        return;
    }
    emit overlayRequested(overlays);
}

}  // namespace hs::ui

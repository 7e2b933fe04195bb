#include "experiment/experiment_form.h"

#include "experiment/output_editor.h"
#include "experiment/parameter_editor.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QTabWidget>
#include <QVBoxLayout>

#include <cmath>

namespace hs::ui {

using experiment::ExperimentKind;
using experiment::ExperimentSpec;
using experiment::SensitivityMethod;

namespace {

// The kind combo: variation, Monte Carlo, one at a time, Morris.
int kindIndex(const ExperimentSpec& s) {
    switch (s.kind) {
        case ExperimentKind::Variation:
            return 0;
        case ExperimentKind::MonteCarlo:
            return 1;
        case ExperimentKind::Sensitivity:
            return s.method == SensitivityMethod::Morris ? 3 : 2;
    }
    return 0;
}

ExperimentKind kindOf(int index) {
    return index == 1   ? ExperimentKind::MonteCarlo
           : index >= 2 ? ExperimentKind::Sensitivity
                        : ExperimentKind::Variation;
}

SensitivityMethod methodOf(int index) {
    return index == 3 ? SensitivityMethod::Morris : SensitivityMethod::OneAtATime;
}

}  // namespace

ExperimentForm::ExperimentForm(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* top = new QHBoxLayout;
    m_nameLabel = new QLabel(this);
    m_name = new QLineEdit(this);
    m_name->setObjectName("experimentName");
    m_kindLabel = new QLabel(this);
    m_kind = new QComboBox(this);
    m_kind->setObjectName("experimentKind");
    m_kind->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    top->addWidget(m_nameLabel);
    top->addWidget(m_name, 1);
    top->addWidget(m_kindLabel);
    top->addWidget(m_kind);
    layout->addLayout(top);
    connect(m_name, &QLineEdit::textEdited, this, [this] { emit edited(QStringLiteral("name")); });
    connect(m_kind, &QComboBox::activated, this, &ExperimentForm::kindChosen);

    m_pages = new QTabWidget(this);
    m_pages->setObjectName("experimentSetupTabs");
    m_parameters = new ParameterEditor(m_pages);
    m_outputs = new OutputEditor(m_pages);
    auto* run = new QWidget(m_pages);
    run->setObjectName("experimentRunPage");
    m_runForm = new QFormLayout(run);
    m_runForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto field = [&](QLabel*& label, QLineEdit*& edit, const char* name) {
        label = new QLabel(run);
        edit = new QLineEdit(run);
        edit->setObjectName(QString::fromLatin1(name));
        label->setBuddy(edit);
        m_runForm->addRow(label, edit);
        connect(edit, &QLineEdit::textEdited, this,
                [this, name] { emit edited(QString::fromLatin1(name)); });
    };
    field(m_replicationsLabel, m_replications, "replications");
    field(m_seedLabel, m_seed, "experimentSeed");
    field(m_startLabel, m_start, "experimentStartTime");
    field(m_stopLabel, m_stop, "experimentStopTime");
    field(m_morrisRLabel, m_morrisR, "morrisTrajectories");
    field(m_morrisPLabel, m_morrisP, "morrisLevels");
    field(m_descriptionLabel, m_description, "experimentDescription");
    m_pages->addTab(m_parameters, QString());
    m_pages->addTab(m_outputs, QString());
    m_pages->addTab(run, QString());
    layout->addWidget(m_pages, 1);
    connect(m_parameters, &ParameterEditor::edited, this,
            [this](const QString& what) { emit edited(QStringLiteral("parameter ") + what); });
    connect(m_outputs, &OutputEditor::edited, this,
            [this](const QString& what) { emit edited(QStringLiteral("output ") + what); });
    retranslate();
    updateRows();
}

void ExperimentForm::retranslate() {
    m_nameLabel->setText(tr("Experiment"));
    m_kindLabel->setText(tr("Kind"));
    m_name->setToolTip(tr("The experiment's name, unique in the document"));
    const int kind = m_kind->currentIndex();
    m_kind->clear();
    m_kind->addItems({tr("Parameter variation"), tr("Monte Carlo"),
                      tr("Sensitivity, one at a time"), tr("Sensitivity, Morris")});
    m_kind->setCurrentIndex(std::max(0, kind));
    m_kind->setToolTip(
        tr("Variation: a grid of parameter values. Monte Carlo: replications with parameters drawn "
           "from "
           "distributions. Sensitivity: the effect of each parameter on each output"));
    m_pages->setTabText(0, tr("Parameters"));
    m_pages->setTabText(1, tr("Outputs"));
    m_pages->setTabText(2, tr("Run settings"));
    m_replicationsLabel->setText(tr("Replications"));
    m_seedLabel->setText(tr("Seed"));
    m_seed->setToolTip(
        tr("Run i's random numbers come from (seed, i): any run can be repeated alone"));
    m_startLabel->setText(tr("Start time"));
    m_stopLabel->setText(tr("Stop time"));
    m_morrisRLabel->setText(tr("Trajectories r"));
    m_morrisPLabel->setText(tr("Levels p"));
    m_morrisP->setToolTip(tr("An even number of grid levels of each parameter's range"));
    m_descriptionLabel->setText(tr("Description"));
    m_description->setPlaceholderText(tr("what the experiment asks"));
    m_start->setPlaceholderText(tr("the model's, %1").arg(formatValue(m_names.startTime)));
    m_stop->setPlaceholderText(tr("the model's, %1").arg(formatValue(m_names.stopTime)));
    m_parameters->retranslate();
    m_outputs->retranslate();
}

void ExperimentForm::setModelNames(const ModelNames& names) {
    m_names = names;
    m_parameters->setModelNames(names);
    m_outputs->setModelNames(names);
    m_start->setPlaceholderText(tr("the model's, %1").arg(formatValue(names.startTime)));
    m_stop->setPlaceholderText(tr("the model's, %1").arg(formatValue(names.stopTime)));
}

void ExperimentForm::setSpec(const ExperimentSpec& spec) {
    m_shown = spec;
    auto set = [](QLineEdit* edit, const QString& text) {
        if (edit->text() != text) edit->setText(text);
    };
    set(m_name, QString::fromStdString(spec.name));
    {
        QSignalBlocker block(m_kind);
        m_kind->setCurrentIndex(kindIndex(spec));
    }
    set(m_replications,
        spec.kind == ExperimentKind::MonteCarlo ? QString::number(spec.replications) : QString());
    set(m_seed, QString::number(spec.seed));
    set(m_start, spec.settings.startTime ? formatValue(*spec.settings.startTime) : QString());
    set(m_stop, spec.settings.stopTime ? formatValue(*spec.settings.stopTime) : QString());
    set(m_morrisR, QString::number(spec.morrisTrajectories));
    set(m_morrisP, QString::number(spec.morrisLevels));
    set(m_description, QString::fromStdString(spec.description));
    m_parameters->setKind(spec.kind, spec.method);
    m_parameters->setParameters(spec.parameters);
    m_outputs->setOutputs(spec.outputs, spec.trajectories);
    updateRows();
}

ExperimentSpec ExperimentForm::spec(QStringList& problems) const {
    ExperimentSpec s = m_shown;
    s.name = m_name->text().trimmed().toStdString();
    s.description = m_description->text().trimmed().toStdString();
    s.kind = kindOf(m_kind->currentIndex());
    s.method = methodOf(m_kind->currentIndex());
    auto whole = [&](QLineEdit* edit, QLabel* label, std::uint64_t& out) {
        const QString text = edit->text().trimmed();
        bool ok = false;
        const qulonglong v = text.toULongLong(&ok);
        if (ok)
            out = v;
        else
            problems << (text.isEmpty()
                             ? tr("%1 is empty").arg(label->text())
                             : tr("%1: '%2' is not a whole number").arg(label->text(), text));
    };
    auto time = [&](QLineEdit* edit, QLabel* label, std::optional<double>& out) {
        const QString text = edit->text().trimmed();
        out.reset();
        if (text.isEmpty()) return;  // the model's
        if (const auto v = parseNumber(text))
            out = v;
        else
            problems << tr("%1: '%2' is not a number").arg(label->text(), text);
    };
    s.replications = 0;
    if (s.kind == ExperimentKind::MonteCarlo)
        whole(m_replications, m_replicationsLabel, s.replications);
    whole(m_seed, m_seedLabel, s.seed);
    time(m_start, m_startLabel, s.settings.startTime);
    time(m_stop, m_stopLabel, s.settings.stopTime);
    if (s.kind == ExperimentKind::Sensitivity && s.method == SensitivityMethod::Morris) {
        whole(m_morrisR, m_morrisRLabel, s.morrisTrajectories);
        whole(m_morrisP, m_morrisPLabel, s.morrisLevels);
    }
    s.parameters = m_parameters->parameters(problems);
    s.outputs = m_outputs->outputs(problems);
    s.trajectories = m_outputs->trajectories(problems);
    s.trajectories.mat = m_shown.trajectories.mat;
    return s;
}

void ExperimentForm::kindChosen() {
    // a Monte Carlo experiment needs its number of runs
    if (kindOf(m_kind->currentIndex()) == ExperimentKind::MonteCarlo &&
        m_replications->text().trimmed().isEmpty())
        m_replications->setText(QStringLiteral("100"));
    m_parameters->setKind(kindOf(m_kind->currentIndex()), methodOf(m_kind->currentIndex()));
    updateRows();
    emit edited(QStringLiteral("kind"));
}

void ExperimentForm::updateRows() {
    const ExperimentKind kind = kindOf(m_kind->currentIndex());
    const bool morris = m_kind->currentIndex() == 3;
    m_runForm->setRowVisible(m_replications, kind == ExperimentKind::MonteCarlo);
    m_runForm->setRowVisible(m_morrisR, morris);
    m_runForm->setRowVisible(m_morrisP, morris);
}

}  // namespace hs::ui

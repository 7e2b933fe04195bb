#include "window/experiment_dialog.h"

#include "hs/sim/result_store.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace hs::ui {

namespace {

QString text(double v) { return QString::fromStdString(formatNumber(v)); }

// A number as typed: C notation (1.5, 1e-6), or the user's locale (1,5).
std::optional<double> number(const QString& typed) {
    const QString t = typed.trimmed();
    bool ok = false;
    double v = QLocale::c().toDouble(t, &ok);
    if (!ok) v = QLocale().toDouble(t, &ok);
    if (!ok || !std::isfinite(v)) return std::nullopt;
    return v;
}

}  // namespace

ExperimentDialog::ExperimentDialog(const RunSettings& settings, const Defaults& defaults, Kind kind, QWidget* parent)
    : QDialog(parent), m_initial(settings), m_result(settings), m_defaults(defaults), m_kind(kind) {
    setObjectName("experimentDialog");
    setWindowTitle(tr("Experiment Settings"));
    const SimulationSettings& s = settings.simulation;
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    layout->addLayout(form);
    auto field = [this](const char* name, const QString& value, const QString& placeholder = {}) {
        auto* e = new QLineEdit(value, this);
        e->setObjectName(QString::fromLatin1(name));
        e->setPlaceholderText(placeholder);
        return e;
    };
    if (kind == Kind::Model && defaults.models.size() > 1) {
        // a source with several models: the one to run (as --class on the command line)
        m_class = new QComboBox(this);
        m_class->setObjectName("className");
        m_class->addItem(tr("The last model (%1)").arg(defaults.models.back()), QString());
        for (const QString& m : defaults.models) m_class->addItem(m, m);
        const int chosen = m_class->findData(QString::fromStdString(settings.className));
        m_class->setCurrentIndex(std::max(0, chosen));
        m_class->setToolTip(tr("The model of the source that Run simulates"));
        form->addRow(tr("Model to run"), m_class);
    }
    m_start = field("startTime", text(s.startTime.value_or(defaults.startTime)));
    m_stop = field("stopTime", text(s.stopTime.value_or(defaults.stopTime)));
    m_interval = field("interval", s.interval ? text(*s.interval) : QString(), tr("(stop − start)/500"));
    form->addRow(tr("Start time"), m_start);
    form->addRow(tr("Stop time"), m_stop);
    if (kind == Kind::Package) {
        // a package runs to its own end time; its projects record at their own steps
        m_stop->setReadOnly(true);
        m_stop->setToolTip(tr("The package's end time"));
        m_interval->hide();
    } else {
        form->addRow(tr("Output interval"), m_interval);
    }

    m_solver = new QComboBox(this);
    m_solver->setObjectName("solver");
    m_solver->addItems({tr("CVODE BDF (stiff)"), tr("CVODE Adams"), tr("Euler (fixed step)"), tr("Runge–Kutta 4 (fixed step)")});
    m_solver->setCurrentIndex(static_cast<int>(s.solver));
    m_step = field("step", s.step > 0 ? text(s.step) : QString(), tr("automatic"));
    m_step->setToolTip(tr("The fixed step of Euler and Runge–Kutta 4; the largest step of CVODE"));
    m_rtol = field("relTol", text(s.relTol.value_or(defaults.tolerance)));
    m_atol = field("absTol", s.absTol ? text(*s.absTol) : QString(), tr("relative tolerance × 0.01"));
    m_policy = new QComboBox(this);
    m_policy->setObjectName("policy");
    m_policy->addItems({tr("FIFO"), tr("LIFO"), tr("Random")});
    m_policy->setCurrentIndex(static_cast<int>(s.policy));
    m_seed = new QSpinBox(this);
    m_seed->setObjectName("seed");
    m_seed->setRange(0, 2000000000);
    m_seed->setValue(static_cast<int>(s.seed));
    if (kind == Kind::Model) {
        form->addRow(tr("Solver"), m_solver);
        form->addRow(tr("Step"), m_step);
        form->addRow(tr("Relative tolerance"), m_rtol);
        form->addRow(tr("Absolute tolerance"), m_atol);
    } else {
        // each module keeps its own solver settings in the document
        for (QWidget* w : {static_cast<QWidget*>(m_solver), static_cast<QWidget*>(m_step),
                           static_cast<QWidget*>(m_rtol), static_cast<QWidget*>(m_atol)})
            w->hide();
    }
    form->addRow(tr("Simultaneous events"), m_policy);
    form->addRow(tr("Seed"), m_seed);
    if (kind == Kind::Network) {
        m_mode = new QComboBox(this);
        m_mode->setObjectName("mode");
        m_mode->addItems({tr("Lock-step"), tr("Whole interval"), tr("Frames")});
        m_mode->setCurrentIndex(static_cast<int>(settings.mode.value_or(cosim::RunMode::LockStep)));
        m_frame = field("frame", settings.frame > 0 ? text(settings.frame) : text(defaults.exchangeStep * 10));
        auto* step = new QLabel(text(defaults.exchangeStep), this);
        step->setObjectName("exchangeStep");
        form->addRow(tr("Run mode"), m_mode);
        form->addRow(tr("Exchange step Δt"), step);
        form->addRow(tr("Frame length TK"), m_frame);
        auto frames = [this] { m_frame->setEnabled(m_mode->currentIndex() == static_cast<int>(cosim::RunMode::Frames)); };
        connect(m_mode, &QComboBox::currentIndexChanged, this, frames);
        frames();
    }
    m_save = new QCheckBox(tr("Save these settings in the model"), this);
    m_save->setObjectName("saveInModel");
    m_save->setToolTip(tr("Writes them into the document: the experiment annotation of a .mo model, the "
                          "experiment section of a .hsm document"));
    layout->addWidget(m_save);
    m_error = new QLabel(this);
    m_error->setObjectName("error");
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_error->hide();
    layout->addWidget(m_error);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &ExperimentDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

bool ExperimentDialog::writeBack() const { return m_save->isChecked(); }

QString ExperimentDialog::error() const { return m_error->isVisible() ? m_error->text() : QString(); }

bool ExperimentDialog::read(RunSettings& out, QString& error, QWidget*& at) const {
    out = m_initial;
    if (m_class) out.className = m_class->currentData().toString().toStdString();
    SimulationSettings& s = out.simulation;
    auto need = [&](QLineEdit* e, const QString& what) -> std::optional<double> {
        const auto v = number(e->text());
        if (!v) {
            error = tr("%1: '%2' is not a number.").arg(what, e->text());
            at = e;
        }
        return v;
    };
    const auto start = need(m_start, tr("Start time"));
    if (!start) return false;
    const auto stop = need(m_stop, tr("Stop time"));
    if (!stop) return false;
    if (!(*stop > *start)) {
        error = tr("The stop time must be after the start time.");
        at = m_stop;
        return false;
    }
    s.startTime = *start;
    if (m_kind != Kind::Package) s.stopTime = *stop;
    if (m_kind != Kind::Package) s.interval.reset();
    if (m_kind != Kind::Package && !m_interval->text().trimmed().isEmpty()) {
        const auto interval = need(m_interval, tr("Output interval"));
        if (!interval) return false;
        if (!(*interval > 0) || *interval > *stop - *start) {
            error = tr("The output interval must be positive and not longer than the run.");
            at = m_interval;
            return false;
        }
        s.interval = *interval;
    }
    if (m_kind == Kind::Model) {
        s.solver = static_cast<SolverMethod>(m_solver->currentIndex());
        s.step = 0.0;
        if (!m_step->text().trimmed().isEmpty()) {
            const auto step = need(m_step, tr("Step"));
            if (!step) return false;
            if (!(*step > 0)) {
                error = tr("The step must be positive (or empty: automatic).");
                at = m_step;
                return false;
            }
            s.step = *step;
        }
        const auto rtol = need(m_rtol, tr("Relative tolerance"));
        if (!rtol) return false;
        if (!(*rtol > 0 && *rtol < 1)) {
            error = tr("The relative tolerance must be between 0 and 1.");
            at = m_rtol;
            return false;
        }
        s.relTol = *rtol;
        s.absTol.reset();
        if (!m_atol->text().trimmed().isEmpty()) {
            const auto atol = need(m_atol, tr("Absolute tolerance"));
            if (!atol) return false;
            if (!(*atol > 0)) {
                error = tr("The absolute tolerance must be positive (or empty: relative tolerance × 0.01).");
                at = m_atol;
                return false;
            }
            s.absTol = *atol;
        }
    }
    s.policy = static_cast<SelectionPolicy>(m_policy->currentIndex());
    s.seed = static_cast<std::uint64_t>(m_seed->value());
    if (m_kind == Kind::Network) {
        const auto mode = static_cast<cosim::RunMode>(m_mode->currentIndex());
        out.mode = mode;
        if (mode == cosim::RunMode::Frames) {
            const auto frame = need(m_frame, tr("Frame length"));
            if (!frame) return false;
            if (!cosim::wholeFrames(*frame, m_defaults.exchangeStep)) {
                error = tr("The frame length must be a whole number of exchange steps (Δt = %1).")
                            .arg(text(m_defaults.exchangeStep));
                at = m_frame;
                return false;
            }
            out.frame = *frame;
        }
        const double steps = (*stop - *start) / m_defaults.exchangeStep;
        if (m_defaults.exchangeStep > 0 && std::fabs(steps - std::round(steps)) > 1e-6 * std::max(1.0, steps)) {
            error = tr("The run must be a whole number of exchange steps (Δt = %1).").arg(text(m_defaults.exchangeStep));
            at = m_stop;
            return false;
        }
    }
    return true;
}

void ExperimentDialog::accept() {
    RunSettings settings;
    QString error;
    QWidget* field = nullptr;
    if (!read(settings, error, field)) {
        m_error->setText(error);
        m_error->show();
        if (field) {
            field->setFocus();
            if (auto* edit = qobject_cast<QLineEdit*>(field)) edit->selectAll();
        }
        return;
    }
    m_result = settings;
    QDialog::accept();
}

}  // namespace hs::ui

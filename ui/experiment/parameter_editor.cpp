#include "experiment/parameter_editor.h"
#include "experiment/form_fields.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace hs::ui {

using experiment::Distribution;
using experiment::ExperimentKind;
using experiment::ParameterSpec;
using experiment::SensitivityMethod;
using experiment::ValueSet;
using Field = ParameterEditor::Field;
using ValuesAs = ParameterEditor::ValuesAs;

namespace {

constexpr int kFieldCount = static_cast<int>(Field::Count);

std::vector<Field> visibleFields(ExperimentKind kind, SensitivityMethod method, ValuesAs as,
                                 Distribution::Kind d) {
    switch (kind) {
        case ExperimentKind::Variation:
            switch (as) {
                case ValuesAs::List:
                    return {Field::Values};
                case ValuesAs::RangeStep:
                    return {Field::From, Field::To, Field::Step};
                case ValuesAs::RangePoints:
                case ValuesAs::LogRange:
                    return {Field::From, Field::To, Field::Points};
            }
            break;
        case ExperimentKind::MonteCarlo:
            switch (d) {
                case Distribution::Kind::Uniform:
                    return {Field::Min, Field::Max};
                case Distribution::Kind::Normal:
                    return {Field::Mean, Field::Sd};
                case Distribution::Kind::LogNormal:
                    return {Field::Mu, Field::Sigma};
                case Distribution::Kind::Triangular:
                    return {Field::Min, Field::Mode, Field::Max};
                case Distribution::Kind::Discrete:
                    return {Field::DiscreteValues, Field::Weights};
            }
            break;
        case ExperimentKind::Sensitivity:
            if (method == SensitivityMethod::Morris) return {Field::Low, Field::High};
            return {Field::Base, Field::Delta};
    }
    return {};
}

}  // namespace

const char* ParameterEditor::fieldKey(Field f) {
    static const char* const keys[] = {
        "from", "to", "step",  "points",         "values",  "min",  "max",   "mode", "mean",
        "sd",   "mu", "sigma", "discreteValues", "weights", "base", "delta", "low",  "high"};
    return keys[static_cast<int>(f)];
}

ParameterEditor::ParameterEditor(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_list = makeEntryList(this, QStringLiteral("parameterList"));
    connect(m_list, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (row == m_current) return;
        m_current = row;
        showDraft();
    });
    layout->addWidget(m_list, 1);

    auto* addRow = new QHBoxLayout;
    m_toAdd = new QComboBox(this);
    m_toAdd->setObjectName("parameterToAdd");
    m_toAdd->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_add = new QPushButton(this);
    m_add->setObjectName("addParameter");
    m_remove = new QPushButton(this);
    m_remove->setObjectName("removeParameter");
    connect(m_add, &QPushButton::clicked, this, &ParameterEditor::addParameter);
    connect(m_remove, &QPushButton::clicked, this, &ParameterEditor::removeParameter);
    addRow->addWidget(m_toAdd);
    addRow->addWidget(m_add);
    addRow->addStretch();
    addRow->addWidget(m_remove);
    layout->addLayout(addRow);

    m_details = new QGroupBox(this);
    m_details->setObjectName("parameterDetails");
    m_form = new QFormLayout(m_details);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_valuesAsLabel = new QLabel(m_details);
    m_valuesAs = new QComboBox(m_details);
    m_valuesAs->setObjectName("valuesAs");
    m_form->addRow(m_valuesAsLabel, m_valuesAs);
    connect(m_valuesAs, &QComboBox::activated, this, [this](int index) {
        if (m_current < 0) return;
        m_drafts[m_current].valuesAs = static_cast<ValuesAs>(index);
        updateRows();
        refreshList();
        emit edited(QStringLiteral("valuesAs"));
    });
    m_distributionLabel = new QLabel(m_details);
    m_distribution = new QComboBox(m_details);
    m_distribution->setObjectName("distribution");
    m_form->addRow(m_distributionLabel, m_distribution);
    connect(m_distribution, &QComboBox::activated, this, [this](int index) {
        if (m_current < 0) return;
        m_drafts[m_current].distribution = static_cast<Distribution::Kind>(index);
        updateRows();
        refreshList();
        emit edited(QStringLiteral("distribution"));
    });
    for (int i = 0; i < kFieldCount; ++i) {
        const auto f = static_cast<Field>(i);
        m_labels[i] = new QLabel(m_details);
        m_edits[i] = new QLineEdit(m_details);
        m_edits[i]->setObjectName(QStringLiteral("param_") + QLatin1String(fieldKey(f)));
        m_labels[i]->setBuddy(m_edits[i]);
        m_form->addRow(m_labels[i], m_edits[i]);
        connect(m_edits[i], &QLineEdit::textEdited, this,
                [this, f](const QString& text) { fieldEdited(f, text); });
    }
    layout->addWidget(m_details);
    retranslate();
    showDraft();
}

void ParameterEditor::retranslate() {
    m_list->setHorizontalHeaderLabels({tr("Parameter"), tr("Values")});
    m_add->setText(tr("Add"));
    m_add->setToolTip(tr("Add the parameter chosen on the left to the experiment"));
    m_remove->setText(tr("Remove"));
    m_valuesAsLabel->setText(tr("Values as"));
    m_distributionLabel->setText(tr("Distribution"));
    const int as = m_valuesAs->currentIndex();
    m_valuesAs->clear();
    m_valuesAs->addItems({tr("List"), tr("Range with a step"), tr("Range with a number of points"),
                          tr("Logarithmic range")});
    m_valuesAs->setCurrentIndex(as);
    const int d = m_distribution->currentIndex();
    m_distribution->clear();
    m_distribution->addItems(
        {tr("Uniform"), tr("Normal"), tr("Lognormal"), tr("Triangular"), tr("Discrete")});
    m_distribution->setCurrentIndex(d);
    for (int i = 0; i < kFieldCount; ++i) m_labels[i]->setText(fieldLabel(static_cast<Field>(i)));
    m_edits[static_cast<int>(Field::Values)]->setPlaceholderText(tr("numbers separated by spaces"));
    m_edits[static_cast<int>(Field::DiscreteValues)]->setPlaceholderText(
        tr("numbers separated by spaces"));
    m_edits[static_cast<int>(Field::Weights)]->setPlaceholderText(tr("equal"));
    m_edits[static_cast<int>(Field::Delta)]->setPlaceholderText(tr("1 % of the base value"));
    m_edits[static_cast<int>(Field::Mu)]->setToolTip(tr("The mean of the logarithm of the value"));
    m_edits[static_cast<int>(Field::Sigma)]->setToolTip(
        tr("The standard deviation of the logarithm of the value"));
    showDraft();
    refreshList();
}

QString ParameterEditor::fieldLabel(Field f) const {
    switch (f) {
        case Field::From:
            return tr("From");
        case Field::To:
            return tr("To");
        case Field::Step:
            return tr("Step");
        case Field::Points:
            return tr("Points");
        case Field::Values:
            return tr("Values");
        case Field::Min:
            return tr("Min");
        case Field::Max:
            return tr("Max");
        case Field::Mode:
            return tr("Mode");
        case Field::Mean:
            return tr("Mean");
        case Field::Sd:
            return tr("Standard deviation");
        case Field::Mu:
            return tr("μ of the logarithm");
        case Field::Sigma:
            return tr("σ of the logarithm");
        case Field::DiscreteValues:
            return tr("Values");
        case Field::Weights:
            return tr("Weights");
        case Field::Base:
            return tr("Base value");
        case Field::Delta:
            return tr("Step δ");
        case Field::Low:
            return tr("Min");
        case Field::High:
            return tr("Max");
        case Field::Count:
            break;
    }
    return {};
}

void ParameterEditor::setModelNames(const ModelNames& names) {
    m_names = names;
    refreshAddable();
    showDraft();
}

void ParameterEditor::setKind(ExperimentKind kind, SensitivityMethod method) {
    m_kind = kind;
    m_method = method;
    updateRows();
    refreshList();
}

// Values around the model's: ±50 % for ranges, ±10 % for distributions (0 … 1 around 0).
ParameterEditor::Draft ParameterEditor::defaultDraft(const QString& name) const {
    Draft d;
    d.name = name;
    double v = std::nan("");
    for (std::size_t i = 0; i < m_names.parameters.size(); ++i)
        if (QString::fromStdString(m_names.parameters[i]) == name) v = m_names.parameterValues[i];
    if (std::isnan(v)) return d;
    auto around = [v](double share) {
        const double a = v == 0 ? 0.0 : v * (1 - share), b = v == 0 ? 1.0 : v * (1 + share);
        return std::pair(formatValue(std::min(a, b)), formatValue(std::max(a, b)));
    };
    std::tie(d[Field::From], d[Field::To]) = around(0.5);
    std::tie(d[Field::Low], d[Field::High]) = around(0.5);
    std::tie(d[Field::Min], d[Field::Max]) = around(0.1);
    d[Field::Points] = QStringLiteral("5");
    d[Field::Step] = formatValue(v == 0 ? 0.25 : std::fabs(v) * 0.25);
    d[Field::Values] = formatValue(v);
    d[Field::Mode] = formatValue(v);
    d[Field::Mean] = formatValue(v);
    d[Field::Sd] = formatValue(v == 0 ? 0.1 : std::fabs(v) * 0.1);
    d[Field::Mu] = formatValue(v > 0 ? std::log(v) : 0.0);
    d[Field::Sigma] = QStringLiteral("0.1");
    d[Field::DiscreteValues] = formatValue(v);
    return d;
}

void ParameterEditor::setParameters(const std::vector<ParameterSpec>& parameters) {
    std::vector<Draft> drafts;
    for (const ParameterSpec& p : parameters) {
        Draft d = defaultDraft(QString::fromStdString(p.name));
        // the part the experiment's kind reads; the other parts keep the model's defaults
        switch (m_kind) {
            case ExperimentKind::Variation: {
                const ValueSet& s = p.values;
                if (s.kind == ValueSet::Kind::List) {
                    d.valuesAs = ValuesAs::List;
                    d[Field::Values] = formatList(s.values);
                    break;
                }
                d[Field::From] = formatValue(s.from);
                d[Field::To] = formatValue(s.to);
                if (s.step) d[Field::Step] = formatValue(*s.step);
                if (s.points) d[Field::Points] = QString::number(*s.points);
                d.valuesAs = s.kind == ValueSet::Kind::LogRange ? ValuesAs::LogRange
                             : s.step                           ? ValuesAs::RangeStep
                                                                : ValuesAs::RangePoints;
                break;
            }
            case ExperimentKind::MonteCarlo: {
                const Distribution& x = p.distribution;
                d.distribution = x.kind;
                switch (x.kind) {
                    case Distribution::Kind::Uniform:
                    case Distribution::Kind::Triangular:
                        d[Field::Min] = formatValue(x.min);
                        d[Field::Max] = formatValue(x.max);
                        d[Field::Mode] = formatValue(x.mode);
                        break;
                    case Distribution::Kind::Normal:
                        d[Field::Mean] = formatValue(x.mean);
                        d[Field::Sd] = formatValue(x.sd);
                        break;
                    case Distribution::Kind::LogNormal:
                        d[Field::Mu] = formatValue(x.mu);
                        d[Field::Sigma] = formatValue(x.sigma);
                        break;
                    case Distribution::Kind::Discrete:
                        d[Field::DiscreteValues] = formatList(x.values);
                        d[Field::Weights] = formatList(x.weights);
                        break;
                }
                break;
            }
            case ExperimentKind::Sensitivity:
                d[Field::Base] = p.base ? formatValue(*p.base) : QString();
                d[Field::Delta] = p.delta ? formatValue(*p.delta) : QString();
                if (m_method == SensitivityMethod::Morris) {
                    d[Field::Low] = formatValue(p.min);
                    d[Field::High] = formatValue(p.max);
                }
                break;
        }
        drafts.push_back(std::move(d));
    }
    m_drafts = std::move(drafts);
    if (m_current >= count()) m_current = count() - 1;
    if (m_current < 0 && count() > 0) m_current = 0;
    refreshList();
    refreshAddable();
    showDraft();
}

std::optional<ParameterSpec> ParameterEditor::read(const Draft& d, QStringList& problems) const {
    ParameterSpec p;
    p.name = d.name.toStdString();
    bool ok = true;
    auto number = [&](Field f, bool required) -> std::optional<double> {
        const QString& text = d[f];
        if (text.trimmed().isEmpty()) {
            if (required) {
                problems << tr("%1: %2 is empty").arg(d.name, fieldLabel(f));
                ok = false;
            }
            return std::nullopt;
        }
        const auto v = parseNumber(text);
        if (!v) {
            problems
                << tr("%1: %2: '%3' is not a number").arg(d.name, fieldLabel(f), text.trimmed());
            ok = false;
        }
        return v;
    };
    auto list = [&](Field f, bool required) {
        const auto values = parseNumberList(d[f]);
        if (!values) {
            problems << tr("%1: %2: '%3' is not a list of numbers")
                            .arg(d.name, fieldLabel(f), d[f].trimmed());
            ok = false;
            return std::vector<double>{};
        }
        if (values->empty() && required) {
            problems << tr("%1: %2 is empty").arg(d.name, fieldLabel(f));
            ok = false;
        }
        return *values;
    };
    auto whole = [&](Field f) -> std::optional<std::uint64_t> {
        const auto v = number(f, true);
        if (!v) return std::nullopt;
        if (*v < 0 || *v != std::floor(*v) || *v > 1e15) {
            problems << tr("%1: %2: '%3' is not a whole number")
                            .arg(d.name, fieldLabel(f), d[f].trimmed());
            ok = false;
            return std::nullopt;
        }
        return static_cast<std::uint64_t>(*v);
    };
    switch (m_kind) {
        case ExperimentKind::Variation:
            if (d.valuesAs == ValuesAs::List) {
                p.values.kind = ValueSet::Kind::List;
                p.values.values = list(Field::Values, true);
                break;
            }
            p.values.kind =
                d.valuesAs == ValuesAs::LogRange ? ValueSet::Kind::LogRange : ValueSet::Kind::Range;
            p.values.from = number(Field::From, true).value_or(0);
            p.values.to = number(Field::To, true).value_or(0);
            if (d.valuesAs == ValuesAs::RangeStep)
                p.values.step = number(Field::Step, true);
            else
                p.values.points = whole(Field::Points);
            break;
        case ExperimentKind::MonteCarlo: {
            Distribution& x = p.distribution;
            x.kind = d.distribution;
            switch (x.kind) {
                case Distribution::Kind::Triangular:
                    x.mode = number(Field::Mode, true).value_or(0);
                    [[fallthrough]];
                case Distribution::Kind::Uniform:
                    x.min = number(Field::Min, true).value_or(0);
                    x.max = number(Field::Max, true).value_or(0);
                    break;
                case Distribution::Kind::Normal:
                    x.mean = number(Field::Mean, true).value_or(0);
                    x.sd = number(Field::Sd, true).value_or(0);
                    break;
                case Distribution::Kind::LogNormal:
                    x.mu = number(Field::Mu, true).value_or(0);
                    x.sigma = number(Field::Sigma, true).value_or(0);
                    break;
                case Distribution::Kind::Discrete:
                    x.values = list(Field::DiscreteValues, true);
                    x.weights = list(Field::Weights, false);
                    break;
            }
            break;
        }
        case ExperimentKind::Sensitivity:
            if (m_method == SensitivityMethod::Morris) {
                p.min = number(Field::Low, true).value_or(0);
                p.max = number(Field::High, true).value_or(0);
            } else {
                p.base = number(Field::Base, false);
                p.delta = number(Field::Delta, false);
            }
            break;
    }
    if (!ok) return std::nullopt;
    return p;
}

std::vector<ParameterSpec> ParameterEditor::parameters(QStringList& problems) const {
    std::vector<ParameterSpec> out;
    for (const Draft& d : m_drafts)
        if (auto p = read(d, problems)) out.push_back(std::move(*p));
    return out;
}

QString ParameterEditor::summary(const Draft& d) const {
    switch (m_kind) {
        case ExperimentKind::Variation:
            switch (d.valuesAs) {
                case ValuesAs::List:
                    return d[Field::Values];
                case ValuesAs::RangeStep:
                    return tr("%1 … %2, step %3").arg(d[Field::From], d[Field::To], d[Field::Step]);
                case ValuesAs::RangePoints:
                    return tr("%1 … %2, %3 points")
                        .arg(d[Field::From], d[Field::To], d[Field::Points]);
                case ValuesAs::LogRange:
                    return tr("%1 … %2, %3 points, logarithmic")
                        .arg(d[Field::From], d[Field::To], d[Field::Points]);
            }
            break;
        case ExperimentKind::MonteCarlo:
            switch (d.distribution) {
                case Distribution::Kind::Uniform:
                    return tr("uniform %1 … %2").arg(d[Field::Min], d[Field::Max]);
                case Distribution::Kind::Normal:
                    return tr("normal, mean %1, sd %2").arg(d[Field::Mean], d[Field::Sd]);
                case Distribution::Kind::LogNormal:
                    return tr("lognormal, μ %1, σ %2").arg(d[Field::Mu], d[Field::Sigma]);
                case Distribution::Kind::Triangular:
                    return tr("triangular %1 … %2 … %3")
                        .arg(d[Field::Min], d[Field::Mode], d[Field::Max]);
                case Distribution::Kind::Discrete:
                    return tr("one of %1").arg(d[Field::DiscreteValues]);
            }
            break;
        case ExperimentKind::Sensitivity:
            if (m_method == SensitivityMethod::Morris)
                return tr("%1 … %2").arg(d[Field::Low], d[Field::High]);
            return tr("base %1, δ %2")
                .arg(d[Field::Base].isEmpty() ? tr("the model's") : d[Field::Base],
                     d[Field::Delta].isEmpty() ? tr("1 %") : d[Field::Delta]);
    }
    return {};
}

void ParameterEditor::refreshList() {
    QSignalBlocker block(m_list);
    m_list->setRowCount(count());
    for (int r = 0; r < count(); ++r) {
        const Draft& d = m_drafts[r];
        for (int c = 0; c < 2; ++c) {
            auto* item = m_list->item(r, c);
            if (!item) m_list->setItem(r, c, item = new QTableWidgetItem);
            item->setText(c == 0 ? d.name : summary(d));
        }
    }
    if (m_current >= 0) m_list->setCurrentCell(m_current, 0);
    m_remove->setEnabled(m_current >= 0);
}

void ParameterEditor::refreshAddable() {
    const QString chosen = m_toAdd->currentText();
    QSignalBlocker block(m_toAdd);
    m_toAdd->clear();
    for (const std::string& name : m_names.parameters) {
        const QString n = QString::fromStdString(name);
        const bool taken = std::any_of(m_drafts.begin(), m_drafts.end(),
                                       [&](const Draft& d) { return d.name == n; });
        if (!taken) m_toAdd->addItem(n);
    }
    if (const int again = m_toAdd->findText(chosen); again >= 0) m_toAdd->setCurrentIndex(again);
    m_add->setEnabled(m_toAdd->count() > 0);
    m_toAdd->setEnabled(m_toAdd->count() > 0);
}

void ParameterEditor::showDraft() {
    m_details->setEnabled(m_current >= 0);
    m_details->setTitle(m_current >= 0 ? m_drafts[m_current].name : tr("No parameter chosen"));
    const Draft empty;
    const Draft& d = m_current >= 0 ? m_drafts[m_current] : empty;
    {
        QSignalBlocker a(m_valuesAs), b(m_distribution);
        m_valuesAs->setCurrentIndex(static_cast<int>(d.valuesAs));
        m_distribution->setCurrentIndex(static_cast<int>(d.distribution));
    }
    for (int i = 0; i < kFieldCount; ++i)
        if (m_edits[i]->text() != d.fields[i]) m_edits[i]->setText(d.fields[i]);
    // the base's placeholder names the model's value
    QString base = tr("the model's value");
    for (std::size_t i = 0; i < m_names.parameters.size(); ++i)
        if (QString::fromStdString(m_names.parameters[i]) == d.name &&
            !std::isnan(m_names.parameterValues[i]))
            base = tr("the model's value, %1").arg(formatValue(m_names.parameterValues[i]));
    m_edits[static_cast<int>(Field::Base)]->setPlaceholderText(base);
    updateRows();
    m_remove->setEnabled(m_current >= 0);
}

void ParameterEditor::updateRows() {
    const Draft empty;
    const Draft& d = m_current >= 0 ? m_drafts[m_current] : empty;
    const auto shown = visibleFields(m_kind, m_method, d.valuesAs, d.distribution);
    m_form->setRowVisible(m_valuesAs, m_kind == ExperimentKind::Variation);
    m_form->setRowVisible(m_distribution, m_kind == ExperimentKind::MonteCarlo);
    for (int i = 0; i < kFieldCount; ++i)
        m_form->setRowVisible(m_edits[i], std::find(shown.begin(), shown.end(),
                                                    static_cast<Field>(i)) != shown.end());
}

void ParameterEditor::fieldEdited(Field f, const QString& text) {
    if (m_current < 0) return;
    m_drafts[m_current][f] = text;
    if (auto* item = m_list->item(m_current, 1)) item->setText(summary(m_drafts[m_current]));
    emit edited(QStringLiteral("%1.%2").arg(m_drafts[m_current].name, QLatin1String(fieldKey(f))));
}

void ParameterEditor::select(int row) {
    if (row < 0 || row >= count()) return;
    m_current = row;
    refreshList();
    showDraft();
}

void ParameterEditor::addParameter() {
    const QString name = m_toAdd->currentText();
    if (name.isEmpty()) return;
    m_drafts.push_back(defaultDraft(name));
    m_current = count() - 1;
    refreshList();
    refreshAddable();
    showDraft();
    emit edited(QStringLiteral("add"));
}

void ParameterEditor::removeParameter() {
    if (m_current < 0) return;
    m_drafts.erase(m_drafts.begin() + m_current);
    m_current = std::min(m_current, count() - 1);
    refreshList();
    refreshAddable();
    showDraft();
    emit edited(QStringLiteral("remove"));
}

}  // namespace hs::ui

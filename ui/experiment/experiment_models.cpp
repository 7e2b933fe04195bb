#include "experiment/experiment_models.h"

#include "i18n/diagnostic_text.h"

#include "hs/sim/result_store.h"

#include <QBrush>
#include <QColor>

#include <cmath>

namespace hs::ui {

QString numberText(double v) {
    return std::isnan(v) ? QString() : QString::number(v, 'g', 7);
}

namespace {
// A tooltip with the number exactly (as the CSV files write it) when the cell rounds it.
QVariant exactTip(double v) {
    if (std::isnan(v)) return {};
    const QString exact = QString::fromStdString(formatNumber(v));
    return exact == numberText(v) ? QVariant() : QVariant(exact);
}
}  // namespace

// ----------------------------------------------------------------------------- runs

void RunTableModel::reset(std::shared_ptr<const experiment::Experiment> experiment) {
    beginResetModel();
    m_results = ExperimentResults(std::move(experiment));
    endResetModel();
}

void RunTableModel::append(const std::vector<experiment::RunResult>& results) {
    if (results.empty() || !m_results.experiment()) return;
    const int first = rowCount();
    beginInsertRows({}, first, first + static_cast<int>(results.size()) - 1);
    for (const auto& r : results) m_results.add(r);
    endInsertRows();
    // a run that came twice was not added: the rows inserted must match
    if (rowCount() != first + static_cast<int>(results.size())) {
        beginResetModel();
        endResetModel();
    }
}

void RunTableModel::retranslate() {
    if (columnCount() > 0) emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

int RunTableModel::parameterCount() const {
    return m_results.experiment()
               ? static_cast<int>(m_results.experiment()->plan().parameterNames().size())
               : 0;
}

int RunTableModel::outcomeCount() const {
    return m_results.experiment() ? static_cast<int>(m_results.experiment()->outcomes().size()) : 0;
}

int RunTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_results.done());
}

int RunTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() || !m_results.experiment() ? 0 : messageColumn() + 1;
}

QVariant RunTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const experiment::RunResult& r = m_results.results()[index.row()];
    const int c = index.column();
    if (role == RunRole) return QVariant::fromValue<qulonglong>(r.index);
    if (role == FailedRole) return r.failed;
    if (role == Qt::ForegroundRole && r.failed) return QBrush(QColor(0xa0, 0x20, 0x20));
    if (role == Qt::ForegroundRole && r.warnings > 0 && c == statusColumn())
        return QBrush(QColor(0x9a, 0x5b, 0x00));
    if (role == Qt::TextAlignmentRole && c < statusColumn())
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    const auto message = [&] {
        Diagnostic d;
        d.code = r.code;
        d.message = r.message;
        d.element = r.element;
        d.text = r.text;
        d.time = r.failureTime;
        return r.code.empty() ? QString()
                              : QStringLiteral("%1 [%2]").arg(i18n::diagnosticMessage(d),
                                                              QString::fromStdString(r.code));
    };
    if (role == Qt::ToolTipRole && (r.failed || c > statusColumn()))
        return r.failed ? message() : QVariant();
    if (role != Qt::DisplayRole && role != ValueRole && role != Qt::ToolTipRole) return {};
    auto number = [&](double v) -> QVariant {
        return role == ValueRole         ? QVariant(v)
               : role == Qt::ToolTipRole ? exactTip(v)
                                         : QVariant(numberText(v));
    };
    if (c == 0) {
        if (role == Qt::ToolTipRole) return {};
        return role == ValueRole ? QVariant(static_cast<double>(r.index))
                                 : QVariant(QString::number(r.index));
    }
    if (c < outcomeColumn(0)) {
        const std::size_t k = static_cast<std::size_t>(c - parameterColumn(0));
        return number(k < r.parameters.size() ? r.parameters[k] : NAN);
    }
    if (c < statusColumn()) {
        const std::size_t k = static_cast<std::size_t>(c - outcomeColumn(0));
        return number(k < r.outcomes.size() ? r.outcomes[k] : NAN);
    }
    if (c == statusColumn()) {
        // a run that finished with warnings (a condition not re-armed, an event limit) is
        // not silently "ok": its numbers may be what the warning is about
        const int n = static_cast<int>(r.warnings);
        if (role == Qt::ToolTipRole) {
            if (r.failed || n == 0) return {};
            return n == 1 ? tr("The run gave a warning; open it as a simulation (double-click) to "
                               "read it in Messages")
                          : tr("The run gave %n warnings; open it as a simulation (double-click) "
                               "to read them in "
                               "Messages",
                               nullptr, n);
        }
        if (r.failed) return tr("failed");
        return n == 0 ? tr("ok") : n == 1 ? tr("ok, 1 warning") : tr("ok, %n warnings", nullptr, n);
    }
    if (c == seedColumn()) return QString::number(r.seed);
    if (c == messageColumn()) return message();
    return {};
}

QVariant RunTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || !m_results.experiment()) return {};
    const auto& e = *m_results.experiment();
    if (role == Qt::ToolTipRole) {
        if (section >= outcomeColumn(0) && section < statusColumn()) {
            const auto& o = e.spec().outputs[static_cast<std::size_t>(section - outcomeColumn(0))];
            const QString what = QString::fromStdString(!o.variable.empty()  ? o.variable
                                                        : !o.element.empty() ? o.element
                                                                             : o.expression);
            return QStringLiteral("%1 (%2 %3)")
                .arg(QString::fromStdString(o.name),
                     QString::fromLatin1(experiment::outcomeKindName(o.kind)), what);
        }
        if (section == seedColumn())
            return tr("The run's random seed: the run alone gives the same result with it");
        return {};
    }
    if (role != Qt::DisplayRole) return {};
    if (section == 0) return tr("Run");
    if (section < outcomeColumn(0))
        return QString::fromStdString(
            e.plan().parameterNames()[static_cast<std::size_t>(section - parameterColumn(0))]);
    if (section < statusColumn())
        return QString::fromStdString(
            e.outcomes().names()[static_cast<std::size_t>(section - outcomeColumn(0))]);
    if (section == statusColumn()) return tr("Status");
    if (section == seedColumn()) return tr("Seed");
    if (section == messageColumn()) return tr("Message");
    return {};
}

RunSortProxy::RunSortProxy(QObject* parent) : QSortFilterProxyModel(parent) {
    setSortRole(RunTableModel::ValueRole);
}

bool RunSortProxy::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const QVariant a = left.data(sortRole()), b = right.data(sortRole());
    if (a.typeId() == QMetaType::Double && b.typeId() == QMetaType::Double) {
        const double x = a.toDouble(), y = b.toDouble();
        if (std::isnan(x) || std::isnan(y))
            return !std::isnan(x) && std::isnan(y);  // no value last
        if (x != y) return x < y;
        return left.data(RunTableModel::RunRole).toULongLong() <
               right.data(RunTableModel::RunRole).toULongLong();
    }
    return QString::localeAwareCompare(a.toString(), b.toString()) < 0;
}

// ----------------------------------------------------------------------------- summary

namespace {
enum SummaryColumn {
    OutputColumn,
    RunsColumn,
    MissingColumn,
    MeanColumn,
    SdColumn,
    MinColumn,
    FirstPercentile
};
}

void SummaryModel::setSummaries(std::vector<experiment::OutcomeSummary> summaries,
                                experiment::StatisticsSpec spec) {
    const bool sameShape =
        summaries.size() == m_rows.size() && spec.percentiles == m_spec.percentiles;
    if (!sameShape) beginResetModel();
    m_rows = std::move(summaries);
    m_spec = std::move(spec);
    if (!sameShape)
        endResetModel();
    else if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void SummaryModel::retranslate() {
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

int SummaryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int SummaryModel::columnCount(const QModelIndex& parent) const {
    // output, runs, missing, mean, sd, min, percentiles, max, CI low, CI high
    return parent.isValid() ? 0 : FirstPercentile + static_cast<int>(m_spec.percentiles.size()) + 3;
}

double SummaryModel::value(const experiment::OutcomeSummary& s, int c) const {
    // the core leaves NaN where there is no value (no runs; sd and the interval of one run)
    const int p = static_cast<int>(m_spec.percentiles.size());
    switch (c) {
        case RunsColumn:
            return static_cast<double>(s.count);
        case MissingColumn:
            return static_cast<double>(s.missing);
        case MeanColumn:
            return s.mean;
        case SdColumn:
            return s.sd;
        case MinColumn:
            return s.min;
        default:
            break;
    }
    if (c < FirstPercentile + p)
        return s.percentiles[static_cast<std::size_t>(c - FirstPercentile)];
    if (c == FirstPercentile + p) return s.max;
    return c == FirstPercentile + p + 1 ? s.ciLow : s.ciHigh;
}

QVariant SummaryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const auto& s = m_rows[static_cast<std::size_t>(index.row())];
    if (role == Qt::TextAlignmentRole && index.column() > OutputColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() != OutputColumn)
        return exactTip(value(s, index.column()));
    if (role != Qt::DisplayRole && role != RunTableModel::ValueRole) return {};
    if (index.column() == OutputColumn) return QString::fromStdString(s.name);
    const double v = value(s, index.column());
    return role == RunTableModel::ValueRole ? QVariant(v) : QVariant(numberText(v));
}

QVariant SummaryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    const int p = static_cast<int>(m_spec.percentiles.size());
    const QString level = QString::fromStdString(formatNumber(m_spec.confidence * 100));
    if (role == Qt::ToolTipRole) {
        switch (section) {
            case RunsColumn:
                return tr("Runs with a value");
            case MissingColumn:
                return tr("Runs without a value (failed, or no such event)");
            case SdColumn:
                return tr("Sample standard deviation");
            default:
                break;
        }
        if (section > FirstPercentile + p)
            return tr("The %1 % confidence interval of the mean (Student's t)").arg(level);
        return {};
    }
    if (role != Qt::DisplayRole) return {};
    switch (section) {
        case OutputColumn:
            return tr("Output");
        case RunsColumn:
            return tr("Runs");
        case MissingColumn:
            return tr("Missing");
        case MeanColumn:
            return tr("Mean");
        case SdColumn:
            return tr("SD");
        case MinColumn:
            return tr("Min");
        default:
            break;
    }
    if (section < FirstPercentile + p)
        return QStringLiteral("p%1").arg(QString::fromStdString(
            formatNumber(m_spec.percentiles[static_cast<std::size_t>(section - FirstPercentile)])));
    if (section == FirstPercentile + p) return tr("Max");
    if (section == FirstPercentile + p + 1) return tr("CI %1 % low").arg(level);
    return tr("CI %1 % high").arg(level);
}

std::string SummaryModel::csv() const {
    // the header as summary.csv names its columns, whatever the language
    std::string out = "output,runs,missing,mean,sd,min";
    for (double p : m_spec.percentiles) out += ",p" + formatNumber(p);
    const std::string level = formatNumber(m_spec.confidence * 100);
    out += ",max,ci" + level + "_low,ci" + level + "_high\n";
    for (const auto& s : m_rows) {
        out += experiment::csvField(s.name);
        out += ',' + std::to_string(s.count) + ',' + std::to_string(s.missing);
        for (int c = MeanColumn; c < columnCount(); ++c)
            out += ',' + experiment::csvNumber(value(s, c));
        out += '\n';
    }
    return out;
}

// ----------------------------------------------------------------------------- effects

void EffectsModel::setEffects(std::vector<experiment::ParameterEffect> effects, bool morris) {
    beginResetModel();
    m_rows = std::move(effects);
    m_morris = morris;
    endResetModel();
}

void EffectsModel::retranslate() {
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

int EffectsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int EffectsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : 6;
}

QVariant EffectsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const auto& e = m_rows[static_cast<std::size_t>(index.row())];
    if (role == Qt::TextAlignmentRole && index.column() > 1)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != RunTableModel::ValueRole && role != Qt::ToolTipRole)
        return {};
    if (index.column() == 0)
        return role == Qt::ToolTipRole ? QVariant() : QString::fromStdString(e.output);
    if (index.column() == 1)
        return role == Qt::ToolTipRole ? QVariant() : QString::fromStdString(e.parameter);
    const double oat[] = {e.base, e.delta, e.effect, e.elasticity};
    const double morris[] = {e.mu, e.muStar, e.sigma, static_cast<double>(e.effects)};
    const double v = (m_morris ? morris : oat)[index.column() - 2];
    if (role == Qt::ToolTipRole) return exactTip(v);
    return role == RunTableModel::ValueRole ? QVariant(v) : QVariant(numberText(v));
}

QVariant EffectsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole) {
        if (m_morris) {
            if (section == 3)
                return tr(
                    "The mean of the absolute elementary effects: the importance of the parameter");
            if (section == 4)
                return tr(
                    "The standard deviation of the elementary effects: non-linearity or "
                    "interaction");
        } else {
            if (section == 4) return tr("(y(base + δ) − y(base − δ)) / 2δ");
            if (section == 5)
                return tr("Relative change of the output per relative change of the parameter");
        }
        return {};
    }
    if (role != Qt::DisplayRole) return {};
    switch (section) {
        case 0:
            return tr("Output");
        case 1:
            return tr("Parameter");
        default:
            break;
    }
    if (m_morris) {
        const QString names[] = {QStringLiteral("μ"), QStringLiteral("μ*"), QStringLiteral("σ"),
                                 tr("Effects")};
        return names[section - 2];
    }
    const QString names[] = {tr("Base"), tr("Delta"), tr("Effect"), tr("Elasticity")};
    return names[section - 2];
}

}  // namespace hs::ui

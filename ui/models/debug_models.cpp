#include "models/debug_models.h"

#include "i18n/diagnostic_text.h"

#include "hs/lang/number_format.h"

#include <QBrush>
#include <QColor>

#include <algorithm>

namespace hs::ui {

namespace {

const QColor kErrorText(0xc0, 0x20, 0x20);
const QColor kStoppedRow(0xff, 0xe8, 0x8a);  // the breakpoint the run stopped at

bool sameBreakpoint(const BreakpointEntry& a, const BreakpointEntry& b) {
    if (a.line > 0 || b.line > 0) return a.line == b.line;
    return a.breakpoint.kind == b.breakpoint.kind && a.breakpoint.target == b.breakpoint.target;
}

}  // namespace

QString breakpointKindText(BreakpointKind kind) {
    switch (kind) {
    case BreakpointKind::Condition: return BreakpointModel::tr("condition");
    case BreakpointKind::StateEntered: return BreakpointModel::tr("state entered");
    case BreakpointKind::StateLeft: return BreakpointModel::tr("state left");
    case BreakpointKind::Element: return BreakpointModel::tr("element runs");
    case BreakpointKind::Variable: return BreakpointModel::tr("variable changes");
    case BreakpointKind::Diagnostic: return BreakpointModel::tr("warning or error");
    }
    return {};
}

// ----------------------------------------------------------------------------- breakpoints

int BreakpointModel::add(const BreakpointEntry& entry) {
    for (std::size_t i = 0; i < m_entries.size(); ++i)
        if (sameBreakpoint(m_entries[i], entry)) return static_cast<int>(i);
    const int row = rowCount();
    beginInsertRows({}, row, row);
    m_entries.push_back(entry);
    if (m_entries.back().breakpoint.hitCount == 0) m_entries.back().breakpoint.hitCount = 1;
    m_hits.resize(m_entries.size(), 0);
    m_errors.resize(m_entries.size());
    endInsertRows();
    emit changed();
    return row;
}

void BreakpointModel::remove(int row) {
    if (row < 0 || row >= rowCount()) return;
    beginRemoveRows({}, row, row);
    const auto at = static_cast<std::ptrdiff_t>(row);
    m_entries.erase(m_entries.begin() + at);
    if (static_cast<std::size_t>(row) < m_hits.size()) m_hits.erase(m_hits.begin() + at);
    if (static_cast<std::size_t>(row) < m_errors.size()) m_errors.erase(m_errors.begin() + at);
    m_stopped.reset();
    endRemoveRows();
    emit changed();
}

void BreakpointModel::clear() {
    if (m_entries.empty()) return;
    beginResetModel();
    m_entries.clear();
    m_hits.clear();
    m_errors.clear();
    m_stopped.reset();
    endResetModel();
    emit changed();
}

void BreakpointModel::replace(std::vector<BreakpointEntry> entries) {
    beginResetModel();
    m_entries = std::move(entries);
    m_hits.resize(m_entries.size(), 0);
    m_errors.resize(m_entries.size());
    m_stopped.reset();
    endResetModel();
}

int BreakpointModel::rowOfLine(int line) const {
    for (std::size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].line == line) return static_cast<int>(i);
    return -1;
}

bool BreakpointModel::toggleLine(int line) {
    if (const int row = rowOfLine(line); row >= 0) {
        remove(row);
        return false;
    }
    BreakpointEntry e;
    e.breakpoint.kind = BreakpointKind::Element;
    e.line = line;
    add(e);
    return true;
}

std::vector<Breakpoint> BreakpointModel::breakpoints(const std::string& file) const {
    std::vector<Breakpoint> out;
    out.reserve(m_entries.size());
    for (const BreakpointEntry& e : m_entries) {
        Breakpoint b = e.breakpoint;
        if (e.line > 0) b.target = file + ":" + std::to_string(e.line);
        out.push_back(std::move(b));
    }
    return out;
}

std::vector<int> BreakpointModel::lines() const {
    std::vector<int> out;
    for (const BreakpointEntry& e : m_entries)
        if (e.line > 0) out.push_back(e.line);
    return out;
}

void BreakpointModel::setRunState(const std::vector<std::uint64_t>& hits,
                                  const std::vector<std::optional<Diagnostic>>& errors,
                                  std::optional<std::size_t> stoppedAt) {
    // a snapshot sent before the last change of the set describes another set: ignored
    if (!hits.empty() && hits.size() != m_entries.size()) return;
    if (hits == m_hits && stoppedAt == m_stopped && errors.size() == m_errors.size() &&
        std::equal(errors.begin(), errors.end(), m_errors.begin(),
                   [](const auto& a, const auto& b) {
                       return a.has_value() == b.has_value() && (!a || a->message == b->message);
                   }))
        return;
    m_hits = hits;
    m_hits.resize(m_entries.size(), 0);
    m_errors = errors;
    m_errors.resize(m_entries.size());
    m_stopped = stoppedAt && *stoppedAt < m_entries.size() ? stoppedAt : std::nullopt;
    if (!m_entries.empty()) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

QString BreakpointModel::errorText(int row) const {
    if (row < 0 || static_cast<std::size_t>(row) >= m_errors.size() ||
        !m_errors[static_cast<std::size_t>(row)])
        return {};
    const Diagnostic& d = *m_errors[static_cast<std::size_t>(row)];
    QString text = i18n::messageText(d.text);
    if (d.loc.column > 0 && d.loc.line > 0) text = tr("column %1: %2").arg(d.loc.column).arg(text);
    return text;
}

void BreakpointModel::retranslate() {
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int BreakpointModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int BreakpointModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BreakpointModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const auto row = static_cast<std::size_t>(index.row());
    const BreakpointEntry& e = m_entries[row];
    const Breakpoint& b = e.breakpoint;
    const QString error = errorText(index.row());
    if (role == Qt::CheckStateRole && index.column() == EnabledColumn)
        return b.enabled ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::BackgroundRole && m_stopped && *m_stopped == row) return QBrush(kStoppedRow);
    if (role == Qt::ForegroundRole && !error.isEmpty()) return QBrush(kErrorText);
    if (role == Qt::ToolTipRole) {
        if (!error.isEmpty()) return error;
        if (e.line > 0)
            return tr("Stops before an event of the when-clause or equation on line %1 runs")
                .arg(e.line);
        return {};
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole) return {};
    switch (index.column()) {
    case KindColumn: return e.line > 0 ? tr("line") : breakpointKindText(b.kind);
    case WhereColumn:
        if (e.line > 0) return tr("line %1").arg(e.line);
        if (b.kind == BreakpointKind::Diagnostic) return tr("any");
        return QString::fromStdString(b.target);
    case GuardColumn: return QString::fromStdString(b.guard);
    case StopAtColumn:
        if (role == Qt::EditRole) return static_cast<qulonglong>(b.hitCount);
        return b.hitCount <= 1 ? tr("every hit") : tr("from hit %1").arg(b.hitCount);
    case HitsColumn: return row < m_hits.size() ? static_cast<qulonglong>(m_hits[row]) : 0ULL;
    default: return {};
    }
}

bool BreakpointModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() || index.row() >= rowCount()) return false;
    Breakpoint& b = m_entries[static_cast<std::size_t>(index.row())].breakpoint;
    if (index.column() == EnabledColumn && role == Qt::CheckStateRole) {
        b.enabled = value.toInt() == Qt::Checked;
    } else if (index.column() == GuardColumn && role == Qt::EditRole) {
        const std::string guard = value.toString().trimmed().toStdString();
        if (guard == b.guard) return false;
        b.guard = guard;
    } else if (index.column() == StopAtColumn && role == Qt::EditRole) {
        bool ok = false;
        const qulonglong n = value.toULongLong(&ok);
        if (!ok || n == 0) return false;
        b.hitCount = n;
    } else {
        return false;
    }
    emit dataChanged(index.siblingAtColumn(0), index.siblingAtColumn(ColumnCount - 1));
    emit changed();
    return true;
}

Qt::ItemFlags BreakpointModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (!index.isValid()) return f;
    if (index.column() == EnabledColumn) f |= Qt::ItemIsUserCheckable;
    if (index.column() == GuardColumn || index.column() == StopAtColumn) f |= Qt::ItemIsEditable;
    return f;
}

QVariant BreakpointModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case GuardColumn: return tr("A condition that must also hold for a hit to count");
        case StopAtColumn: return tr("The run stops at this hit and at every one after it");
        case HitsColumn: return tr("Hits counted in this run");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole) return {};
    switch (section) {
    case EnabledColumn: return tr("On");
    case KindColumn: return tr("Kind");
    case WhereColumn: return tr("Where");
    case GuardColumn: return tr("Guard");
    case StopAtColumn: return tr("Stop");
    case HitsColumn: return tr("Hits");
    default: return {};
    }
}

// ----------------------------------------------------------------------------- watches

int WatchModel::add(const QString& expression) {
    const QString text = expression.trimmed();
    if (text.isEmpty()) return -1;
    if (const int at = static_cast<int>(m_expressions.indexOf(text)); at >= 0) return at;
    const int row = rowCount();
    beginInsertRows({}, row, row);
    m_expressions << text;
    m_values.resize(static_cast<std::size_t>(m_expressions.size()));
    endInsertRows();
    emit changed();
    return row;
}

void WatchModel::remove(int row) {
    if (row < 0 || row >= rowCount()) return;
    beginRemoveRows({}, row, row);
    m_expressions.removeAt(row);
    if (static_cast<std::size_t>(row) < m_values.size())
        m_values.erase(m_values.begin() + static_cast<std::ptrdiff_t>(row));
    endRemoveRows();
    emit changed();
}

std::vector<std::string> WatchModel::expressions() const {
    std::vector<std::string> out;
    for (const QString& e : m_expressions) out.push_back(e.toStdString());
    return out;
}

void WatchModel::setValues(const std::vector<WatchValue>& values) {
    if (values.size() != static_cast<std::size_t>(m_expressions.size())) return;  // an older set's
    m_values = values;
    if (rowCount() > 0) emit dataChanged(index(0, ValueColumn), index(rowCount() - 1, ValueColumn));
}

void WatchModel::retranslate() {
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int WatchModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_expressions.size());
}

int WatchModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WatchModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const auto row = static_cast<std::size_t>(index.row());
    if (index.column() == ExpressionColumn) {
        if (role == Qt::DisplayRole || role == Qt::EditRole || role == Qt::ToolTipRole)
            return m_expressions[index.row()];
        return {};
    }
    if (row >= m_values.size()) return {};
    const WatchValue& v = m_values[row];
    const bool known = v.ok || !v.error.format.empty();
    if (!known) return {};
    if (role == Qt::ForegroundRole && !v.ok) return QBrush(kErrorText);
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        if (v.ok) return QString::fromStdString(formatNumber(v.value));
        const QString text = i18n::messageText(v.error);
        return v.where.column > 0 ? tr("column %1: %2").arg(v.where.column).arg(text) : text;
    }
    return {};
}

bool WatchModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() || index.column() != ExpressionColumn || role != Qt::EditRole)
        return false;
    const QString text = value.toString().trimmed();
    if (text.isEmpty() || text == m_expressions[index.row()]) return false;
    m_expressions[index.row()] = text;
    m_values[static_cast<std::size_t>(index.row())] = WatchValue{};
    emit dataChanged(index.siblingAtColumn(0), index.siblingAtColumn(ColumnCount - 1));
    emit changed();
    return true;
}

Qt::ItemFlags WatchModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == ExpressionColumn) f |= Qt::ItemIsEditable;
    return f;
}

QVariant WatchModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    return section == ExpressionColumn ? tr("Expression") : tr("Value");
}

}  // namespace hs::ui

#include "models/queue_model.h"

#include "i18n/diagnostic_text.h"

#include "hs/sim/result_store.h"

#include <QBrush>
#include <QFileInfo>
#include <QFont>
#include <QMimeData>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace hs::ui {

namespace {
// Numbers in the tables: six significant digits with their exponent (-3.48332e-14), so
// that a narrow column never cuts the exponent off; the tooltip has every digit.
QString number(double v) { return QString::number(v, 'g', 6); }
QString fullNumber(double v) { return QString::fromStdString(formatNumber(v)); }

// "/path/to/Model.mo:13" is shown as "Model.mo:13" (the tooltip has the path); element
// paths ("chart.T1") as they are.
// A source without its directories; a word in place of a source ("experiment") translated.
QString shortSource(const std::string& source) {
    const QString s = i18n::elementText(source);
    const int slash = s.lastIndexOf(u'/');
    return slash >= 0 ? s.mid(slash + 1) : s;
}
}  // namespace

// ----------------------------------------------------------------------------- queue

QColor QueueModel::categoryColor(QueueCategory c) {
    switch (c) {
    case QueueCategory::Selected: return QColor(0x8f, 0xd1, 0x7a);   // green: runs next
    case QueueCategory::Enabled: return QColor(0xd4, 0xef, 0xc8);    // pale green: current
    case QueueCategory::Scheduled: return QColor(0xcf, 0xe2, 0xf7);  // blue: known time
    case QueueCategory::Pending: return QColor(0xfa, 0xec, 0xc0);    // amber: time unknown
    case QueueCategory::Unarmed: return QColor(0xe4, 0xe4, 0xe4);    // grey: waits to re-arm
    }
    return {};
}

QString QueueModel::categoryName(QueueCategory c) {
    switch (c) {
    case QueueCategory::Selected: return tr("selected");
    case QueueCategory::Enabled: return tr("enabled");
    case QueueCategory::Scheduled: return tr("scheduled");
    case QueueCategory::Pending: return tr("pending");
    case QueueCategory::Unarmed: return tr("not armed");
    }
    return {};
}

QString QueueModel::kindName(EventKind k) {
    switch (k) {
    case EventKind::Initial: return tr("initial");
    case EventKind::Time: return tr("time");
    case EventKind::State: return tr("state");
    case EventKind::Sample: return tr("sample");
    case EventKind::Terminal: return tr("terminal");
    case EventKind::Transition: return tr("transition");
    case EventKind::Event: return tr("event");
    case EventKind::Message: return tr("message");
    }
    return QString::fromUtf8(eventKindName(k));
}

void QueueModel::setSnapshot(const QueueSnapshot& snapshot) {
    beginResetModel();
    m_snapshot = snapshot;
    m_modules.assign(snapshot.entries.size(), std::string());
    endResetModel();
}

void QueueModel::setQueues(const std::vector<session::ModuleQueue>& queues, const std::string& module) {
    beginResetModel();
    m_snapshot = QueueSnapshot{};
    m_modules.clear();
    for (const auto& q : queues) {
        if (!module.empty() && q.module != module) continue;
        m_snapshot.step = q.queue.step;
        m_snapshot.now = q.queue.now;
        m_snapshot.entries.insert(m_snapshot.entries.end(), q.queue.entries.begin(), q.queue.entries.end());
        m_modules.insert(m_modules.end(), q.queue.entries.size(), q.module);
    }
    endResetModel();
}

int QueueModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_snapshot.entries.size());
}

int QueueModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant QueueModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const QueueEntry& e = m_snapshot.entries[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case CategoryColumn: return categoryName(e.category);
        case TimeColumn: return e.time ? number(*e.time) : QString();
        case KindColumn: return QueueModel::kindName(e.kind);
        case SourceColumn: return shortSource(e.source);
        case TextColumn: return i18n::messageText(e.text);
        case ValueColumn: return e.crossingValue ? number(*e.crossingValue) : QString();
        case ModuleColumn: return QString::fromStdString(m_modules[index.row()]);
        }
        break;
    case Qt::BackgroundRole: return QBrush(categoryColor(e.category));
    case Qt::FontRole:
        if (e.category == QueueCategory::Selected) {
            QFont f;
            f.setBold(true);
            return f;
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == ValueColumn && e.crossingValue)
            return tr("%1: the current value of the crossing function; the condition becomes true when it rises "
                      "through 0")
                .arg(fullNumber(*e.crossingValue));
        if (index.column() == TimeColumn && e.time) return fullNumber(*e.time);
        if (index.column() == SourceColumn) return QString::fromStdString(e.source);  // with its path
        if (index.column() == TextColumn) return index.data(Qt::DisplayRole);  // the whole text of an elided cell
        if (e.category == QueueCategory::Enabled) return tr("Current: can run now. Right-click to run it next.");
        break;
    case IdRole: return QVariant::fromValue<qulonglong>(e.id);
    case CategoryRole: return static_cast<int>(e.category);
    case SourceRole: return QString::fromStdString(e.source);
    case ModuleRole: return QString::fromStdString(m_modules[index.row()]);
    default: break;
    }
    return {};
}

QVariant QueueModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case CategoryColumn: return tr("Category");
    case TimeColumn: return tr("Time");
    case KindColumn: return tr("Kind");
    case SourceColumn: return tr("Source");
    case TextColumn: return tr("Text");
    case ValueColumn: return tr("Value");
    case ModuleColumn: return tr("Module");
    }
    return {};
}

// ----------------------------------------------------------------------------- history

void HistoryModel::setRunRecord(const QString& document, const QString& detail) {
    m_document = document;
    m_runDetail = detail;
    if (!m_events.empty()) emit dataChanged(index(0, 0), index(0, ColumnCount - 1));
}

void HistoryModel::setEvents(const std::vector<EventRecord>& events) {
    // common cases: only appended, or cut back (step back); otherwise reset
    std::size_t same = 0;
    const std::size_t n = std::min(events.size(), m_events.size());
    while (same < n && events[same].step == m_events[same].step && events[same].time == m_events[same].time) ++same;
    if (same < m_events.size()) {
        beginRemoveRows({}, static_cast<int>(same), static_cast<int>(m_events.size()) - 1);
        m_events.resize(same);
        endRemoveRows();
    }
    if (events.size() > m_events.size()) {
        beginInsertRows({}, static_cast<int>(m_events.size()), static_cast<int>(events.size()) - 1);
        m_events.insert(m_events.end(), events.begin() + static_cast<std::ptrdiff_t>(m_events.size()), events.end());
        endInsertRows();
    }
}

int HistoryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_events.size());
}

int HistoryModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant HistoryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const EventRecord& e = m_events[index.row()];
    // the first row is the run's record: which document, with which settings and parameters
    const bool record = index.row() == 0 && e.kind == EventKind::Initial && !m_document.isEmpty();
    if (role == Qt::ToolTipRole) {
        if (index.column() == TimeColumn) return fullNumber(e.time);
        if (record) return m_document + QStringLiteral("\n") + m_runDetail;
        if (index.column() == SourceColumn) return QString::fromStdString(e.module.empty() ? e.source : e.module + ": " + e.source);
        return index.data(Qt::DisplayRole);
    }
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case StepColumn: return QVariant::fromValue<qulonglong>(e.step);
    case TimeColumn: return number(e.time);
    case KindColumn: return QueueModel::kindName(e.kind);
    case SourceColumn:
        if (record) return QFileInfo(m_document).fileName();
        // a network's events name their module first
        return e.module.empty() ? shortSource(e.source) : QString::fromStdString(e.module) + QStringLiteral(": ") + shortSource(e.source);
    case DetailColumn:
        return record && !m_runDetail.isEmpty() ? m_runDetail : i18n::messageText(e.detail);
    }
    return {};
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case StepColumn: return tr("Step");
    case TimeColumn: return tr("Time");
    case KindColumn: return tr("Kind");
    case SourceColumn: return tr("Source");
    case DetailColumn: return tr("Detail");
    }
    return {};
}

// ----------------------------------------------------------------------------- variables

void VariablesModel::setVariables(std::vector<session::SessionVariable> variables) {
    beginResetModel();
    m_vars = std::move(variables);
    m_values.assign(m_vars.size(), std::nan(""));
    m_edited.assign(m_vars.size(), std::nan(""));
    // the elements of each array, in the order they come
    m_arrays.clear();
    std::map<std::string, std::size_t> byName;
    std::vector<std::vector<int>> last;  // each array's largest indices
    for (std::size_t i = 0; i < m_vars.size(); ++i) {
        std::string base;
        std::vector<int> index;
        if (!splitElementName(m_vars[i].name, base, index)) continue;
        auto [it, added] = byName.emplace(base, m_arrays.size());
        if (added) {
            m_arrays.push_back({base, {}, false, {}});
            last.emplace_back();
        }
        m_arrays[it->second].members.push_back(static_cast<int>(i));
        std::vector<int>& l = last[it->second];
        if (l.size() < index.size()) l.resize(index.size(), 0);
        for (std::size_t k = 0; k < index.size(); ++k) l[k] = std::max(l[k], index[k]);
    }
    // "x[1..3]", "A[1..2, 1..3]": the array's name and the range of each index
    for (std::size_t a = 0; a < m_arrays.size(); ++a) {
        QStringList ranges;
        for (int n : last[a]) ranges << QStringLiteral("1..%1").arg(n);
        m_arrays[a].label = QString::fromStdString(m_arrays[a].name) + u'[' +
                            ranges.join(QStringLiteral(", ")) + u']';
    }
    std::erase_if(m_arrays, [](const Array& a) { return a.members.size() < 2; });
    for (Array& a : m_arrays) a.unfolded = a.members.size() <= kUnfoldedElements;
    rebuildRows();
    endResetModel();
}

void VariablesModel::rebuildRows() {
    m_rows.clear();
    std::vector<int> arrayOf(m_vars.size(), -1);
    for (std::size_t a = 0; a < m_arrays.size(); ++a)
        for (int m : m_arrays[a].members)
            arrayOf[static_cast<std::size_t>(m)] = static_cast<int>(a);
    std::vector<bool> shown(m_arrays.size(), false);
    for (std::size_t i = 0; i < m_vars.size(); ++i) {
        const int a = arrayOf[i];
        if (a < 0) {
            m_rows.push_back({static_cast<int>(i), -1});
            continue;
        }
        if (shown[static_cast<std::size_t>(a)]) continue;
        shown[static_cast<std::size_t>(a)] = true;
        m_rows.push_back({-1, a});
        if (m_arrays[static_cast<std::size_t>(a)].unfolded)
            for (int m : m_arrays[static_cast<std::size_t>(a)].members) m_rows.push_back({m, -1});
    }
}

bool VariablesModel::isArrayRow(int row) const {
    return row >= 0 && row < static_cast<int>(m_rows.size()) &&
           m_rows[static_cast<std::size_t>(row)].array >= 0;
}

bool VariablesModel::isUnfolded(int row) const {
    return isArrayRow(row) &&
           m_arrays[static_cast<std::size_t>(m_rows[static_cast<std::size_t>(row)].array)].unfolded;
}

void VariablesModel::setUnfolded(int row, bool unfolded) {
    if (!isArrayRow(row) || isUnfolded(row) == unfolded) return;
    Array& a = m_arrays[static_cast<std::size_t>(m_rows[static_cast<std::size_t>(row)].array)];
    const int n = static_cast<int>(a.members.size());
    if (unfolded) {
        beginInsertRows({}, row + 1, row + n);
        a.unfolded = true;
        rebuildRows();
        endInsertRows();
    } else {
        beginRemoveRows({}, row + 1, row + n);
        a.unfolded = false;
        rebuildRows();
        endRemoveRows();
    }
    emit dataChanged(index(row, NameColumn), index(row, NameColumn));
}

void VariablesModel::setValues(const std::vector<double>& values) {
    if (values.size() != m_values.size()) return;
    m_values = values;
    if (!m_rows.empty())
        emit dataChanged(index(0, ValueColumn),
                         index(static_cast<int>(m_rows.size()) - 1, ValueColumn));
}

int VariablesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int VariablesModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString VariablesModel::variableName(int row) const {
    if (row < 0 || row >= static_cast<int>(m_rows.size())) return {};
    const Row& r = m_rows[static_cast<std::size_t>(row)];
    return r.var >= 0 ? QString::fromStdString(m_vars[static_cast<std::size_t>(r.var)].name)
                      : QString();
}

QStringList VariablesModel::variableNames(int row) const {
    if (row < 0 || row >= static_cast<int>(m_rows.size())) return {};
    const Row& r = m_rows[static_cast<std::size_t>(row)];
    if (r.var >= 0) return {QString::fromStdString(m_vars[static_cast<std::size_t>(r.var)].name)};
    QStringList names;
    for (int m : m_arrays[static_cast<std::size_t>(r.array)].members)
        names << QString::fromStdString(m_vars[static_cast<std::size_t>(m)].name);
    return names;
}

int VariablesModel::rowOf(const QString& name) const {
    for (std::size_t r = 0; r < m_rows.size(); ++r)
        if (m_rows[r].var >= 0 &&
            QString::fromStdString(m_vars[static_cast<std::size_t>(m_rows[r].var)].name) == name)
            return static_cast<int>(r);
    return -1;
}

QString variableKindText(VarKind k) {
    switch (k) {
    case VarKind::Constant: return QObject::tr("constant");
    case VarKind::Parameter: return QObject::tr("parameter");
    case VarKind::State: return QObject::tr("state");
    case VarKind::Algebraic: return QObject::tr("algebraic");
    case VarKind::Discrete: return QObject::tr("discrete");
    case VarKind::Input: return QObject::tr("input");
    default: return {};
    }
}

static bool plottable(const session::SessionVariable& v) {
    return v.kind != VarKind::Parameter && v.kind != VarKind::Constant;
}

QVariant VariablesModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    if (row.array >= 0) {
        // an array: its elements' range, the span of their values, the first one's unit and kind
        const Array& a = m_arrays[static_cast<std::size_t>(row.array)];
        const auto& first = m_vars[static_cast<std::size_t>(a.members.front())];
        if (role == Qt::DisplayRole) {
            switch (index.column()) {
            case NameColumn:
                return (a.unfolded ? QStringLiteral("▾ ") : QStringLiteral("▸ ")) + a.label;
            case ValueColumn: {
                double lo = std::numeric_limits<double>::infinity(), hi = -lo;
                for (int m : a.members) {
                    const double v = m_values[static_cast<std::size_t>(m)];
                    if (std::isnan(v)) continue;
                    lo = std::min(lo, v);
                    hi = std::max(hi, v);
                }
                if (!(lo <= hi)) return QString();
                // the span in three digits, to fit the column (the elements have the rest)
                return lo == hi ? number(lo)
                                : QString::number(lo, 'g', 3) + QStringLiteral(" … ") +
                                      QString::number(hi, 'g', 3);
            }
            case UnitColumn: return QString::fromStdString(first.unit);
            case KindColumn: return variableKindText(first.kind);
            }
        }
        if (role == Qt::ToolTipRole) {
            QString tip = tr("%n elements; double-click to show or hide them", nullptr,
                             static_cast<int>(a.members.size()));
            if (index.column() == ValueColumn) {
                const QString span = data(index, Qt::DisplayRole).toString();
                if (!span.isEmpty()) tip = span + u'\n' + tip;
            }
            if (!first.description.empty())
                tip = QString::fromStdString(first.description) + u'\n' + tip;
            return tip;
        }
        if (role == Qt::CheckStateRole && index.column() == NameColumn && plottable(first)) {
            int on = 0;
            for (int m : a.members)
                on += m_plotted.contains(
                    QString::fromStdString(m_vars[static_cast<std::size_t>(m)].name));
            return on == 0                                    ? Qt::Unchecked
                   : on == static_cast<int>(a.members.size()) ? Qt::Checked
                                                              : Qt::PartiallyChecked;
        }
        if (role == Qt::FontRole && index.column() == NameColumn) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    }
    const int vi = row.var;
    const auto& v = m_vars[static_cast<std::size_t>(vi)];
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (index.column()) {
        case NameColumn: return QString::fromStdString(v.name);
        case ValueColumn: {
            const double value = !std::isnan(m_edited[vi]) ? m_edited[vi] : m_values[vi];
            if (std::isnan(value)) return QString();
            if (v.type == ValueType::Boolean) return value != 0.0 ? QStringLiteral("true") : QStringLiteral("false");
            return role == Qt::EditRole ? QVariant(value) : QVariant(number(value));
        }
        case UnitColumn: return QString::fromStdString(v.unit);
        case KindColumn: return variableKindText(v.kind);
        }
    }
    if (role == Qt::ToolTipRole) {
        QString tip = QString::fromStdString(v.name);
        if (!v.description.empty()) tip += QStringLiteral(" — ") + QString::fromStdString(v.description);
        if (index.column() == ValueColumn && !std::isnan(m_values[vi])) tip += QStringLiteral("\n= ") + fullNumber(m_values[vi]);
        if (v.editable) tip += QStringLiteral("\n") + tr("Double-click to edit; the new value applies when the run starts again");
        return tip;
    }
    if (role == Qt::CheckStateRole && index.column() == NameColumn && plottable(v))
        return m_plotted.contains(QString::fromStdString(v.name)) ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::FontRole && index.column() == ValueColumn && !std::isnan(m_edited[vi])) {
        QFont f;
        f.setItalic(true);
        return f;
    }
    return {};
}

void VariablesModel::setPlotted(const QStringList& names) {
    if (names == m_plotted) return;
    m_plotted = names;
    if (!m_rows.empty())
        emit dataChanged(index(0, NameColumn),
                         index(static_cast<int>(m_rows.size()) - 1, NameColumn));
}

bool VariablesModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (index.isValid() && role == Qt::CheckStateRole && index.column() == NameColumn) {
        // an array's tick box plots or removes all its elements
        const bool on = value.toInt() != Qt::Unchecked;
        for (const QString& name : variableNames(index.row())) {
            if (on == m_plotted.contains(name)) continue;
            if (on)
                m_plotted.append(name);
            else
                m_plotted.removeAll(name);
            emit plotToggled(name, on);
        }
        emit dataChanged(this->index(0, NameColumn), this->index(rowCount() - 1, NameColumn));
        return true;
    }
    if (!index.isValid() || role != Qt::EditRole || index.column() != ValueColumn) return false;
    const int vi = m_rows[static_cast<std::size_t>(index.row())].var;
    if (vi < 0) return false;
    const auto& v = m_vars[static_cast<std::size_t>(vi)];
    if (!v.editable) return false;
    bool ok = false;
    const double d = value.toDouble(&ok);
    if (!ok || !std::isfinite(d)) return false;
    m_edited[vi] = d;
    emit dataChanged(index, index);
    emit parameterEdited(QString::fromStdString(v.name), d);
    return true;
}

Qt::ItemFlags VariablesModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return QAbstractTableModel::flags(index);
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    const auto& v = m_vars[static_cast<std::size_t>(
        row.var >= 0 ? row.var : m_arrays[static_cast<std::size_t>(row.array)].members.front())];
    if (row.var >= 0) f |= Qt::ItemIsDragEnabled;
    if (index.column() == NameColumn && plottable(v)) f |= Qt::ItemIsUserCheckable;
    if (index.column() == ValueColumn && v.editable && row.var >= 0) f |= Qt::ItemIsEditable;
    return f;
}

QVariant VariablesModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case NameColumn: return tr("Name");
    case ValueColumn: return tr("Value");
    case UnitColumn: return tr("Unit");
    case KindColumn: return tr("Kind");
    }
    return {};
}

QStringList VariablesModel::mimeTypes() const { return {QStringLiteral("application/x-hybridstudio-variable")}; }

QMimeData* VariablesModel::mimeData(const QModelIndexList& indexes) const {
    if (indexes.isEmpty()) return nullptr;
    const QString name = variableName(indexes.first().row());
    if (name.isEmpty()) return nullptr;
    auto* mime = new QMimeData;
    mime->setData(QStringLiteral("application/x-hybridstudio-variable"), name.toUtf8());
    mime->setText(name);
    return mime;
}

// ----------------------------------------------------------------------------- messages

void MessagesModel::setDiagnostics(std::vector<Diagnostic> compile, std::vector<Diagnostic> run) {
    beginResetModel();
    m_items = std::move(compile);
    m_items.insert(m_items.end(), run.begin(), run.end());
    endResetModel();
}

int MessagesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_items.size());
}

int MessagesModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant MessagesModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const Diagnostic& d = m_items[index.row()];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case SeverityColumn:
            return d.severity == Severity::Error ? tr("error") : d.severity == Severity::Warning ? tr("warning") : tr("note");
        case LocationColumn: {
            // file:line:col, the file by its name (the tooltip has the whole path)
            QString loc = QFileInfo(QString::fromStdString(d.file)).fileName();
            if (d.loc.line > 0) loc += QStringLiteral(":%1:%2").arg(d.loc.line).arg(std::max(1, d.loc.column));
            return loc;
        }
        case MessageColumn: {
            QString text = i18n::diagnosticMessage(d);  // in the current language
            if (d.time) text += tr(" (t = %1)").arg(number(*d.time));
            return text;
        }
        }
    }
    if (role == Qt::ForegroundRole && index.column() == SeverityColumn)
        return QBrush(d.severity == Severity::Error ? QColor(0xc0, 0x20, 0x20) : QColor(0xa0, 0x60, 0x00));
    if (role == Qt::ToolTipRole) {
        if (index.column() == MessageColumn) return index.data(Qt::DisplayRole).toString() + QStringLiteral("\n[") +
                                                    QString::fromStdString(d.code) + QStringLiteral("]");
        if (index.column() == LocationColumn) {
            QString loc = QString::fromStdString(d.file);
            if (d.loc.line > 0) loc += QStringLiteral(":%1:%2").arg(d.loc.line).arg(std::max(1, d.loc.column));
            return loc;
        }
        return QString::fromStdString(d.code);
    }
    return {};
}

QVariant MessagesModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case SeverityColumn: return tr("Severity");
    case LocationColumn: return tr("Location");
    case MessageColumn: return tr("Message");
    }
    return {};
}

}  // namespace hs::ui

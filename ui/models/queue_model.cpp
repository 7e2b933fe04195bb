#include "models/queue_model.h"

#include "i18n/diagnostic_text.h"

#include "hs/sim/result_store.h"

#include <QBrush>
#include <QColor>
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
// "t1.valve: /path/Valves.mo:12" (what a component's class says) keeps its component.
QString shortSource(const std::string& source) {
    const QString s = i18n::elementText(source);
    const int slash = s.lastIndexOf(u'/');
    if (slash < 0) return s;
    const int component = s.indexOf(QStringLiteral(": "));
    const QString prefix = component >= 0 && component < slash ? s.left(component + 2) : QString();
    return prefix + s.mid(slash + 1);
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

void HistoryModel::setEvents(const std::deque<EventRecord>& events, std::uint64_t cuts) {
    if (m_cuts == cuts && events.size() >= m_events.size()) {
        // only appended: a long run adds thousands of rows a second to a list of millions
        appendEvents(events);
        return;
    }
    replaceEvents(events);
    m_cuts = cuts;
}

void HistoryModel::setEvents(const std::vector<EventRecord>& events) {
    replaceEvents(events);
    m_cuts.reset();
}

void HistoryModel::setMarkedRow(int row) {
    const int before = m_marked;
    m_marked = row;
    for (int r : {before, row})
        if (r >= 0 && r < rowCount()) emit dataChanged(index(r, 0), index(r, ColumnCount - 1));
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
    if (index.row() == m_marked && role == Qt::BackgroundRole) return QColor(255, 205, 200);
    if (index.row() == m_marked && role == Qt::ForegroundRole) return QColor(Qt::black);
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

#pragma once
// Item models of the IDE's docks over the engine's snapshots (GUI thread):
//  - QueueModel: the event queue — current items (selected, then enabled) at the top,
//    then scheduled by time, then pending conditions with their crossing function's value;
//    in a network, the queue of every module one after the other, or of one module;
//  - HistoryModel: the executed event steps;
//  - MessagesModel: diagnostics (file:line:col, severity, message).
// Views only show; these models only adapt values.

#include "hs/compile/compiled_model.h"
#include "hs/session/run_session.h"
#include "hs/sim/engine.h"
#include "models/variables_model.h"

#include <QAbstractTableModel>
#include <QColor>

#include <algorithm>
#include <deque>
#include <memory>
#include <optional>
#include <vector>

namespace hs::ui {

class QueueModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { CategoryColumn, TimeColumn, KindColumn, SourceColumn, TextColumn, ValueColumn, ModuleColumn, ColumnCount };
    enum Role { IdRole = Qt::UserRole + 1, CategoryRole, SourceRole, ModuleRole };

    using QAbstractTableModel::QAbstractTableModel;
    // A single model's queue.
    void setSnapshot(const QueueSnapshot& snapshot);
    // Every module's queue (grouped by module), or only `module`'s when it is not empty.
    void setQueues(const std::vector<session::ModuleQueue>& queues, const std::string& module = {});
    // The rows shown (a single model's queue, or the modules' concatenated).
    const QueueSnapshot& snapshot() const { return m_snapshot; }
    // Texts (headers, category names) are translated when asked for: after a language
    // change the views ask again.
    void retranslate() { emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1); refreshAll(); }
    void refreshAll() {
        if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QColor categoryColor(QueueCategory category);
    static QString categoryName(QueueCategory category);
    // The kind of an event in the current language (initial, time, state, transition, ...).
    static QString kindName(EventKind kind);

private:
    QueueSnapshot m_snapshot;
    std::vector<std::string> m_modules;  // per row: its module (empty for a single model)
};

class HistoryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { StepColumn, TimeColumn, KindColumn, SourceColumn, DetailColumn, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;
    // A list of executed events (a run record's): the rows from the first that differs are
    // replaced, so appends and cuts keep the rows before them.
    void setEvents(const std::vector<EventRecord>& events);
    // The controller's list (SimulationController::events()): one that only grew at its
    // end while `cuts` (SimulationController::eventCuts()) stayed the same gets its new rows
    // appended, without comparing the rows already shown; otherwise as above.
    void setEvents(const std::deque<EventRecord>& events, std::uint64_t cuts);
    // What the initial row says of the run: the document and the settings and parameter
    // values it runs with.
    void setRunRecord(const QString& document, const QString& detail);
    void retranslate() {
        emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        if (rowCount() > 0) emit dataChanged(index(0, KindColumn), index(rowCount() - 1, KindColumn));
    }
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    std::uint64_t stepAt(int row) const { return m_events[row].step; }
    // A row drawn marked (where two runs part); -1: none.
    void setMarkedRow(int row);
    int markedRow() const { return m_marked; }

private:
    // The rows from the first that differs from `events` are replaced (common cases: only
    // appended, or cut back by a step back).
    template <class List>
    void replaceEvents(const List& events) {
        std::size_t same = 0;
        const std::size_t n = std::min(events.size(), m_events.size());
        while (same < n && events[same].step == m_events[same].step &&
               events[same].time == m_events[same].time &&
               events[same].kind == m_events[same].kind &&
               events[same].source == m_events[same].source)
            ++same;
        if (same < m_events.size()) {
            beginRemoveRows({}, static_cast<int>(same), static_cast<int>(m_events.size()) - 1);
            m_events.resize(same);
            endRemoveRows();
        }
        appendEvents(events);
    }
    // The events beyond the rows shown become rows.
    template <class List>
    void appendEvents(const List& events) {
        if (events.size() <= m_events.size()) return;
        beginInsertRows({}, static_cast<int>(m_events.size()), static_cast<int>(events.size()) - 1);
        m_events.insert(m_events.end(),
                        events.begin() + static_cast<std::ptrdiff_t>(m_events.size()),
                        events.end());
        endInsertRows();
    }

    // a deque: a run of millions of events grows it without moving the rows it has
    std::deque<EventRecord> m_events;
    std::optional<std::uint64_t> m_cuts;  // of the list m_events was taken from
    QString m_document, m_runDetail;
    int m_marked = -1;
};

class MessagesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { SeverityColumn, LocationColumn, MessageColumn, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;
    void setDiagnostics(std::vector<Diagnostic> compile, std::vector<Diagnostic> run);
    void retranslate() {
        emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    }
    const Diagnostic& diagnostic(int row) const { return m_items[row]; }
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<Diagnostic> m_items;
};

}  // namespace hs::ui

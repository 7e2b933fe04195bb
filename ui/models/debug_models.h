#pragma once
// The models of the debugger's docks (GUI thread).
//
// BreakpointModel: the breakpoints the user set — typed, from the editor's margin (a line
// of the equations), from the canvas (a state, a transition), from the Variables dock (a
// variable) — with their on/off box, guard and "stop at hit" (both editable), the hits
// counted in the run, the error of one the run cannot watch, and the one the run stopped
// at. A line breakpoint names its line only: the file is the document's when the set is
// sent (breakpoints(file)), so it follows a Save As.
//
// WatchModel: expressions over the model's variables and `time` and their values at the
// last snapshot (or why an expression has none).

#include "hs/lang/diagnostic.h"
#include "hs/sim/breakpoint.h"

#include <QAbstractTableModel>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hs::ui {

// A breakpoint kind as the IDE names it: condition, state entered, ...
QString breakpointKindText(BreakpointKind kind);

struct BreakpointEntry {
    Breakpoint breakpoint;  // for a line breakpoint: kind Element, target empty
    int line = 0;           // a line of the equations (1-based), 0: not a line breakpoint
};

class BreakpointModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        EnabledColumn,
        KindColumn,
        WhereColumn,
        GuardColumn,
        StopAtColumn,
        HitsColumn,
        ColumnCount
    };
    using QAbstractTableModel::QAbstractTableModel;

    // Adds a breakpoint unless the same one (kind, target or line) is there; its row.
    int add(const BreakpointEntry& entry);
    void remove(int row);
    void clear();
    // The same breakpoints with other lines (the editor's text moved them): no changed().
    void replace(std::vector<BreakpointEntry> entries);
    // The row of the line breakpoint on `line`, or -1.
    int rowOfLine(int line) const;
    // Adds a breakpoint on `line` or removes the one there; true when one is there after.
    bool toggleLine(int line);
    const std::vector<BreakpointEntry>& entries() const { return m_entries; }
    // The set as the engine takes it: line breakpoints become "file:line" elements.
    std::vector<Breakpoint> breakpoints(const std::string& file) const;
    // The lines that carry a breakpoint (the editor marks them), enabled or not.
    std::vector<int> lines() const;

    // What the run reports, in the order of breakpoints(): hits, errors, the hit it stopped at.
    void setRunState(const std::vector<std::uint64_t>& hits,
                     const std::vector<std::optional<Diagnostic>>& errors,
                     std::optional<std::size_t> stoppedAt);
    // The row of the breakpoint the run stopped at, or -1.
    int stoppedRow() const { return m_stopped ? static_cast<int>(*m_stopped) : -1; }
    QString errorText(int row) const;
    void retranslate();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    // The set changed (added, removed, switched, edited): the run must be told.
    void changed();

private:
    std::vector<BreakpointEntry> m_entries;
    std::vector<std::uint64_t> m_hits;
    std::vector<std::optional<Diagnostic>> m_errors;
    std::optional<std::size_t> m_stopped;
};

class WatchModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { ExpressionColumn, ValueColumn, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    // Adds an expression (blank or already watched: nothing); its row.
    int add(const QString& expression);
    void remove(int row);
    std::vector<std::string> expressions() const;
    // The values at a snapshot, in the order of expressions().
    void setValues(const std::vector<WatchValue>& values);
    void retranslate();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    void changed();

private:
    QStringList m_expressions;
    std::vector<WatchValue> m_values;
};

}  // namespace hs::ui

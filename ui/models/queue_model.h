#pragma once
// Item models of the IDE's docks over the engine's snapshots (GUI thread):
//  - QueueModel: the event queue — current items (selected, then enabled) at the top,
//    then scheduled by time, then pending conditions with their crossing function's value;
//    in a network, the queue of every module one after the other, or of one module;
//  - HistoryModel: the executed event steps;
//  - VariablesModel: every variable with its live value, unit and kind; parameters are
//    editable (the new value applies at the next Reset);
//  - MessagesModel: diagnostics (file:line:col, severity, message).
// Views only show; these models only adapt values.

#include "hs/compile/compiled_model.h"
#include "hs/session/run_session.h"
#include "hs/sim/engine.h"

#include <QAbstractTableModel>
#include <QColor>

#include <memory>
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
    // The executed events as the controller holds them (appends and cuts are detected).
    void setEvents(const std::vector<EventRecord>& events);
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

private:
    std::vector<EventRecord> m_events;
    QString m_document, m_runDetail;
};

// A variable's kind as the IDE names it: state, algebraic, parameter, ...
QString variableKindText(VarKind kind);

class VariablesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { NameColumn, ValueColumn, UnitColumn, KindColumn, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;
    void setVariables(std::vector<session::SessionVariable> variables);
    const std::vector<session::SessionVariable>& variables() const { return m_vars; }
    void retranslate() {
        emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    }
    void setValues(const std::vector<double>& values);  // variables() order
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    QStringList mimeTypes() const override;
    // The variable of a row (empty for the row of an array).
    QString variableName(int row) const;
    // The variables of a row: the array's elements for the row of an array.
    QStringList variableNames(int row) const;
    // The row that shows a variable (-1 while it is folded in its array's row).
    int rowOf(const QString& name) const;
    // An array's elements (x[1], x[2], ...) are grouped under a row "x[1..3]", unfolded when
    // the array has at most kUnfoldedElements elements; double-click folds and unfolds it.
    static constexpr std::size_t kUnfoldedElements = 10;
    bool isArrayRow(int row) const;
    bool isUnfolded(int row) const;
    void setUnfolded(int row, bool unfolded);
    // The tick box next to each name: whether the variable is plotted.
    void setPlotted(const QStringList& names);

signals:
    void parameterEdited(const QString& name, double value);
    void plotToggled(const QString& name, bool plotted);

private:
    struct Array {
        std::string name;          // "x"
        std::vector<int> members;  // into m_vars
        bool unfolded = false;
        QString label;  // "x[1..3]"
    };
    struct Row {
        int var = -1;    // a variable's row: into m_vars
        int array = -1;  // an array's row: into m_arrays
    };
    void rebuildRows();

    std::vector<Array> m_arrays;
    std::vector<Row> m_rows;
    std::vector<session::SessionVariable> m_vars;
    std::vector<double> m_values;
    std::vector<double> m_edited;  // NaN: not edited
    QStringList m_plotted;
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

#pragma once
// The Variables dock's model (GUI thread): every variable with its live value, unit and kind,
// as the instance tree of the model — a component's variables under its row ("source" over
// "v", "i", "p", "n"; "p" over "v" and "i"), an array's elements under the array's row
// ("x[1..3]"). Rows of components and arrays fold and unfold; a small model opens with its
// components unfolded and their connectors folded, an array of more than kUnfoldedElements
// elements folded. Parameters are editable (the new value applies at the next Reset); the
// tick box next to a name plots the variable.

#include "hs/compile/compiled_model.h"
#include "hs/session/run_session.h"

#include <QAbstractTableModel>

#include <string>
#include <vector>

namespace hs::ui {

// A variable's kind as the IDE names it: state, algebraic, parameter, ...
QString variableKindText(VarKind kind);

class VariablesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { NameColumn, ValueColumn, UnitColumn, KindColumn, ColumnCount };
    // A row's depth in the instance tree, for the view to indent its name.
    static constexpr int DepthRole = Qt::UserRole + 1;
    using QAbstractTableModel::QAbstractTableModel;
    // The variables and the component instances of the model they belong to (none: a flat
    // list, arrays grouped).
    void setVariables(std::vector<session::SessionVariable> variables,
                      std::vector<ComponentSummary> components = {});
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
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    QStringList mimeTypes() const override;
    // The variable of a row (empty for the row of an array or a component).
    QString variableName(int row) const;
    // The variables of a row: the array's elements for the row of an array, none for a
    // component's row.
    QStringList variableNames(int row) const;
    // The row that shows a variable (-1 while it is folded in its array's or component's row).
    int rowOf(const QString& name) const;
    // The row of a component instance ("source", "source.p"; -1: none or folded away).
    int rowOfComponent(const QString& path) const;
    // Unfolds the rows of every component and array a variable lies in, and returns its row.
    int reveal(const QString& name);
    static constexpr std::size_t kUnfoldedElements = 10;
    // Rows of arrays and of components fold and unfold (double-click, or the context menu).
    bool isGroupRow(int row) const;
    bool isArrayRow(int row) const;
    bool isComponentRow(int row) const;
    bool isUnfolded(int row) const;
    void setUnfolded(int row, bool unfolded);
    // The depth of a row in the instance tree (0: the model's own variables and components).
    int depth(int row) const;
    // The tick box next to each name: whether the variable is plotted.
    void setPlotted(const QStringList& names);

signals:
    void parameterEdited(const QString& name, double value);
    void plotToggled(const QString& name, bool plotted);

private:
    struct Group {
        std::string name;        // "x", "source.p"
        bool component = false;  // a component instance; else an array's elements
        bool connector = false;
        std::string className;  // a component's class
        std::string description;
        std::vector<int> members;  // into m_vars, every variable under it
        bool unfolded = false;
        QString label;  // "x[1..3]", "p"
    };
    struct Node {
        int var = -1, group = -1;
        std::vector<int> children;  // into m_nodes
    };
    struct Row {
        int var = -1;    // a variable's row: into m_vars
        int group = -1;  // an array's or a component's row: into m_groups
        int depth = 0;
        int prefix = 0;  // the characters of the name its component's row already says
    };
    std::vector<Row> visibleRows() const;
    void rebuildRows() { m_rows = visibleRows(); }
    QString rowLabel(const Row& row) const;
    QVariant groupData(const Row& row, int column, int role) const;

    std::vector<Group> m_groups;
    std::vector<Node> m_nodes;  // m_nodes[0]: the model
    std::vector<Row> m_rows;
    std::vector<session::SessionVariable> m_vars;
    std::vector<double> m_values;
    std::vector<double> m_edited;  // NaN: not edited
    QStringList m_plotted;
};

}  // namespace hs::ui

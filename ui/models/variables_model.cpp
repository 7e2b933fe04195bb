#include "models/variables_model.h"

#include "hs/sim/result_store.h"

#include <QFont>
#include <QMimeData>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>

namespace hs::ui {

namespace {

QString number(double v) {
    return QString::number(v, 'g', 6);
}
QString fullNumber(double v) {
    return QString::fromStdString(formatNumber(v));
}

bool plottable(const session::SessionVariable& v) {
    return v.kind != VarKind::Parameter && v.kind != VarKind::Constant;
}

// The component paths a name lies in, outermost first: "a.b.x" in "a" and "a.b" when both
// are components (dots inside brackets do not count).
std::vector<std::string> enclosing(const std::string& name, const std::set<std::string>& paths) {
    std::vector<std::string> out;
    int depth = 0;
    for (std::size_t i = 0; i < name.size(); ++i) {
        if (name[i] == '[') ++depth;
        if (name[i] == ']') --depth;
        if (name[i] == '.' && depth == 0 && paths.count(name.substr(0, i)))
            out.push_back(name.substr(0, i));
    }
    return out;
}

}  // namespace

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

void VariablesModel::setVariables(std::vector<session::SessionVariable> variables,
                                  std::vector<ComponentSummary> components) {
    beginResetModel();
    m_vars = std::move(variables);
    m_values.assign(m_vars.size(), std::nan(""));
    m_edited.assign(m_vars.size(), std::nan(""));
    m_groups.clear();
    m_nodes.assign(1, Node{});

    // the elements of each array, in the order they come: "x[1..3]", "A[1..2, 1..3]"
    std::map<std::string, int> arrayOfName;
    std::vector<int> arrayOf(m_vars.size(), -1);
    std::vector<std::vector<int>> last;  // each array's largest indices
    for (std::size_t i = 0; i < m_vars.size(); ++i) {
        std::string base;
        std::vector<int> index;
        if (!splitElementName(m_vars[i].name, base, index)) continue;
        auto [it, added] = arrayOfName.emplace(base, static_cast<int>(m_groups.size()));
        if (added) {
            Group g;
            g.name = base;
            m_groups.push_back(std::move(g));
            last.emplace_back();
        }
        const int a = it->second;
        m_groups[static_cast<std::size_t>(a)].members.push_back(static_cast<int>(i));
        arrayOf[i] = a;
        std::vector<int>& l = last[static_cast<std::size_t>(a)];
        if (l.size() < index.size()) l.resize(index.size(), 0);
        for (std::size_t k = 0; k < index.size(); ++k) l[k] = std::max(l[k], index[k]);
    }
    for (std::size_t a = 0; a < m_groups.size(); ++a) {
        QStringList ranges;
        for (int n : last[a]) ranges << QStringLiteral("1..%1").arg(n);
        Group& g = m_groups[a];
        g.label = QString::fromStdString(g.name) + u'[' + ranges.join(QStringLiteral(", ")) + u']';
        g.unfolded = g.members.size() <= kUnfoldedElements;
        if (g.members.size() < 2)  // one element: a row of its own
            for (int m : g.members) arrayOf[static_cast<std::size_t>(m)] = -1;
    }

    // the component instances: a small model opens with its components unfolded
    std::set<std::string> paths;
    std::map<std::string, int> componentGroup;
    const bool small = m_vars.size() <= 200;
    for (const ComponentSummary& c : components) {
        if (!paths.insert(c.path).second) continue;
        Group g;
        g.name = c.path;
        g.component = true;
        g.connector = c.connector;
        g.className = c.className;
        g.description = c.description;
        g.unfolded = small && !c.connector;
        componentGroup[c.path] = static_cast<int>(m_groups.size());
        m_groups.push_back(std::move(g));
    }

    // the tree: each variable under its components, then its array
    std::map<int, int> nodeOfGroup;
    auto child = [&](int parent, int group) {
        auto it = nodeOfGroup.find(group);
        if (it != nodeOfGroup.end()) return it->second;
        const int n = static_cast<int>(m_nodes.size());
        m_nodes.push_back(Node{-1, group, {}});
        m_nodes[static_cast<std::size_t>(parent)].children.push_back(n);
        nodeOfGroup[group] = n;
        return n;
    };
    for (std::size_t i = 0; i < m_vars.size(); ++i) {
        int parent = 0;
        const int a = arrayOf[i];
        const std::string& key =
            a >= 0 ? m_groups[static_cast<std::size_t>(a)].name : m_vars[i].name;
        for (const std::string& path : enclosing(key, paths)) {
            const int g = componentGroup[path];
            m_groups[static_cast<std::size_t>(g)].members.push_back(static_cast<int>(i));
            parent = child(parent, g);
        }
        if (a >= 0) parent = child(parent, a);
        const int n = static_cast<int>(m_nodes.size());
        m_nodes.push_back(Node{static_cast<int>(i), -1, {}});
        m_nodes[static_cast<std::size_t>(parent)].children.push_back(n);
    }
    for (Group& g : m_groups) {
        if (!g.component) continue;
        // the part below its enclosing component: "p" of "source.p"
        g.label = QString::fromStdString(g.name);
        for (const std::string& outer : enclosing(g.name + ".", paths))
            if (outer != g.name) g.label = QString::fromStdString(g.name.substr(outer.size() + 1));
    }
    rebuildRows();
    endResetModel();
}

std::vector<VariablesModel::Row> VariablesModel::visibleRows() const {
    std::vector<Row> rows;
    // depth first; the prefix is what the enclosing component's row already says
    struct Frame {
        int node, depth, prefix;
    };
    std::vector<Frame> stack;
    const auto& top = m_nodes.front().children;
    for (auto it = top.rbegin(); it != top.rend(); ++it) stack.push_back({*it, 0, 0});
    while (!stack.empty()) {
        const Frame f = stack.back();
        stack.pop_back();
        const Node& n = m_nodes[static_cast<std::size_t>(f.node)];
        rows.push_back({n.var, n.group, f.depth, f.prefix});
        if (n.group < 0) continue;
        const Group& g = m_groups[static_cast<std::size_t>(n.group)];
        if (!g.unfolded) continue;
        const int prefix = g.component ? static_cast<int>(g.name.size()) + 1 : f.prefix;
        for (auto it = n.children.rbegin(); it != n.children.rend(); ++it)
            stack.push_back({*it, f.depth + 1, prefix});
    }
    return rows;
}

QString VariablesModel::rowLabel(const Row& row) const {
    if (row.group >= 0) {
        const Group& g = m_groups[static_cast<std::size_t>(row.group)];
        return g.component ? g.label : g.label.mid(row.prefix);
    }
    return QString::fromStdString(m_vars[static_cast<std::size_t>(row.var)].name).mid(row.prefix);
}

bool VariablesModel::isGroupRow(int row) const {
    return row >= 0 && row < static_cast<int>(m_rows.size()) &&
           m_rows[static_cast<std::size_t>(row)].group >= 0;
}

bool VariablesModel::isArrayRow(int row) const {
    return isGroupRow(row) &&
           !m_groups[static_cast<std::size_t>(m_rows[static_cast<std::size_t>(row)].group)]
                .component;
}

bool VariablesModel::isComponentRow(int row) const {
    return isGroupRow(row) &&
           m_groups[static_cast<std::size_t>(m_rows[static_cast<std::size_t>(row)].group)]
               .component;
}

bool VariablesModel::isUnfolded(int row) const {
    return isGroupRow(row) &&
           m_groups[static_cast<std::size_t>(m_rows[static_cast<std::size_t>(row)].group)].unfolded;
}

int VariablesModel::depth(int row) const {
    return row >= 0 && row < static_cast<int>(m_rows.size())
               ? m_rows[static_cast<std::size_t>(row)].depth
               : 0;
}

void VariablesModel::setUnfolded(int row, bool unfolded) {
    if (!isGroupRow(row) || isUnfolded(row) == unfolded) return;
    Group& g = m_groups[static_cast<std::size_t>(m_rows[static_cast<std::size_t>(row)].group)];
    g.unfolded = unfolded;
    std::vector<Row> rows = visibleRows();
    // the rows under it come right after it: the difference is how many it shows or hides
    const int n = static_cast<int>(rows.size()) - static_cast<int>(m_rows.size());
    if (n > 0) {
        beginInsertRows({}, row + 1, row + n);
        m_rows = std::move(rows);
        endInsertRows();
    } else if (n < 0) {
        beginRemoveRows({}, row + 1, row - n);
        m_rows = std::move(rows);
        endRemoveRows();
    }
    emit dataChanged(index(row, NameColumn), index(row, ColumnCount - 1));
}

int VariablesModel::reveal(const QString& name) {
    const std::string n = name.toStdString();
    for (bool changed = true; changed;) {
        changed = false;
        for (int r = 0; r < rowCount(); ++r) {
            if (!isGroupRow(r) || isUnfolded(r)) continue;
            const Group& g =
                m_groups[static_cast<std::size_t>(m_rows[static_cast<std::size_t>(r)].group)];
            for (int m : g.members)
                if (m_vars[static_cast<std::size_t>(m)].name == n) {
                    setUnfolded(r, true);
                    changed = true;
                    break;
                }
            if (changed) break;
        }
    }
    return rowOf(name);
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

int VariablesModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

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
    const Group& g = m_groups[static_cast<std::size_t>(r.group)];
    QStringList names;
    if (g.component) return names;
    for (int m : g.members)
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

int VariablesModel::rowOfComponent(const QString& path) const {
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        if (m_rows[r].group < 0) continue;
        const Group& g = m_groups[static_cast<std::size_t>(m_rows[r].group)];
        if (g.component && QString::fromStdString(g.name) == path) return static_cast<int>(r);
    }
    return -1;
}

QVariant VariablesModel::groupData(const Row& row, int column, int role) const {
    const Group& g = m_groups[static_cast<std::size_t>(row.group)];
    const QString arrow = g.unfolded ? QStringLiteral("▾ ") : QStringLiteral("▸ ");
    if (g.component) {
        // a component: its class in the kind column, its path and description as the tip
        if (role == Qt::DisplayRole) {
            if (column == NameColumn) return arrow + rowLabel(row);
            if (column == KindColumn) {
                const std::string& c = g.className;
                return QString::fromStdString(
                    c.substr(c.rfind('.') == std::string::npos ? 0 : c.rfind('.') + 1));
            }
        }
        if (role == Qt::ToolTipRole) {
            QString tip = QString::fromStdString(g.name) + QStringLiteral(" (") +
                          QString::fromStdString(g.className) + u')';
            if (!g.description.empty())
                tip += QStringLiteral(" — ") + QString::fromStdString(g.description);
            return tip + u'\n' + tr("double-click to show or hide its variables");
        }
        if (role == Qt::FontRole && column == NameColumn) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    }
    // an array: its elements' range, the span of their values, the first one's unit and kind
    const auto& first = m_vars[static_cast<std::size_t>(g.members.front())];
    if (role == Qt::DisplayRole) {
        switch (column) {
        case NameColumn: return arrow + rowLabel(row);
        case ValueColumn: {
            double lo = std::numeric_limits<double>::infinity(), hi = -lo;
            for (int m : g.members) {
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
                         static_cast<int>(g.members.size()));
        if (column == ValueColumn) {
            const QString span = groupData(row, column, Qt::DisplayRole).toString();
            if (!span.isEmpty()) tip = span + u'\n' + tip;
        }
        if (!first.description.empty())
            tip = QString::fromStdString(first.description) + u'\n' + tip;
        return tip;
    }
    if (role == Qt::CheckStateRole && column == NameColumn && plottable(first)) {
        int on = 0;
        for (int m : g.members)
            on += m_plotted.contains(
                QString::fromStdString(m_vars[static_cast<std::size_t>(m)].name));
        return on == 0                                    ? Qt::Unchecked
               : on == static_cast<int>(g.members.size()) ? Qt::Checked
                                                          : Qt::PartiallyChecked;
    }
    if (role == Qt::FontRole && column == NameColumn) {
        QFont f;
        f.setBold(true);
        return f;
    }
    return {};
}

QVariant VariablesModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    if (role == DepthRole) return row.depth;
    if (row.group >= 0) return groupData(row, index.column(), role);
    const int vi = row.var;
    const auto& v = m_vars[static_cast<std::size_t>(vi)];
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (index.column()) {
        case NameColumn:
            // under a component, the name below it ("v" of "source.v"; the view indents it
            // by DepthRole); the whole name is the tooltip and what is dragged
            return role == Qt::EditRole ? QString::fromStdString(v.name) : rowLabel(row);
        case ValueColumn: {
            const double value = !std::isnan(m_edited[vi]) ? m_edited[vi] : m_values[vi];
            if (std::isnan(value)) return QString();
            if (v.type == ValueType::Boolean)
                return value != 0.0 ? QStringLiteral("true") : QStringLiteral("false");
            return role == Qt::EditRole ? QVariant(value) : QVariant(number(value));
        }
        case UnitColumn: return QString::fromStdString(v.unit);
        case KindColumn: return variableKindText(v.kind);
        }
    }
    if (role == Qt::ToolTipRole) {
        QString tip = QString::fromStdString(v.name);
        if (!v.description.empty())
            tip += QStringLiteral(" — ") + QString::fromStdString(v.description);
        if (index.column() == ValueColumn && !std::isnan(m_values[vi]))
            tip += QStringLiteral("\n= ") + fullNumber(m_values[vi]);
        if (v.editable)
            tip += QStringLiteral("\n") +
                   tr("Double-click to edit; the new value applies when the run starts again");
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
        const QStringList names = variableNames(index.row());
        if (names.isEmpty()) return false;
        for (const QString& name : names) {
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
    if (row.group >= 0 && m_groups[static_cast<std::size_t>(row.group)].component) return f;
    const auto& v = m_vars[static_cast<std::size_t>(
        row.var >= 0 ? row.var : m_groups[static_cast<std::size_t>(row.group)].members.front())];
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

QStringList VariablesModel::mimeTypes() const {
    return {QStringLiteral("application/x-hybridstudio-variable")};
}

QMimeData* VariablesModel::mimeData(const QModelIndexList& indexes) const {
    if (indexes.isEmpty()) return nullptr;
    const QString name = variableName(indexes.first().row());
    if (name.isEmpty()) return nullptr;
    auto* mime = new QMimeData;
    mime->setData(QStringLiteral("application/x-hybridstudio-variable"), name.toUtf8());
    mime->setText(name);
    return mime;
}

}  // namespace hs::ui

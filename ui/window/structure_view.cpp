#include "window/structure_view.h"

#include "hs/compile/model_structure.h"

#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

namespace hs::ui {

namespace {

constexpr int kLineRole = Qt::UserRole + 1;  // the row's line in the model's own file (0: none)

QString joined(const std::vector<std::string>& names) {
    QStringList out;
    for (const auto& n : names) out << QString::fromStdString(n);
    return out.join(QStringLiteral(", "));
}

}  // namespace

StructureView::StructureView(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    m_summary = new QLabel(this);
    m_summary->setObjectName("structureSummary");
    m_summary->setWordWrap(true);
    m_tree = new QTreeWidget(this);
    m_tree->setObjectName("structureTree");
    m_tree->setHeaderHidden(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setTextElideMode(Qt::ElideMiddle);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree, 1);
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        if (const int line = item->data(0, kLineRole).toInt(); line > 0) emit lineRequested(line);
    });
    retranslate();
}

void StructureView::setModel(std::shared_ptr<const CompiledModel> model,
                             std::function<QString(int)> lineText) {
    m_model = std::move(model);
    m_lineText = std::move(lineText);
    rebuild();
}

QTreeWidgetItem* StructureView::addRow(QTreeWidgetItem* parent, const QString& text,
                                       SourceLoc loc) {
    auto* item = new QTreeWidgetItem(parent, {text});
    item->setToolTip(0, text);
    if (loc.file == 0 && loc.line > 0) item->setData(0, kLineRole, loc.line);
    return item;
}

void StructureView::rebuild() {
    m_tree->clear();
    if (!m_model) {
        m_summary->setText(tr("The structure of the model appears once it compiles."));
        return;
    }
    const CompiledModel& m = *m_model;
    const ModelStructure s = modelStructure(m);
    // where a row comes from: "line 12: der(v) = -9.81;", a library file's place, or the
    // statechart element
    auto where = [&](SourceLoc loc) {
        if (loc.line <= 0) return QString();
        if (loc.file > 0 && static_cast<std::size_t>(loc.file) < m.files.size())
            return QStringLiteral("%1:%2")
                .arg(QFileInfo(QString::fromStdString(m.files[static_cast<std::size_t>(loc.file)]))
                         .fileName())
                .arg(loc.line);
        const QString text = m_lineText ? m_lineText(loc.line).trimmed() : QString();
        return text.isEmpty() ? tr("line %1").arg(loc.line)
                              : tr("line %1: %2").arg(loc.line).arg(text);
    };
    int loops = 0, crossings = 0, timeEvents = 0;
    auto* order = new QTreeWidgetItem(
        m_tree, {tr("Solving order (%n blocks)", nullptr, static_cast<int>(s.blocks.size()))});
    for (std::size_t i = 0; i < s.blocks.size(); ++i) {
        const StructureBlock& b = s.blocks[i];
        const QString at = where(b.loc);
        switch (b.kind) {
        case StructureBlock::Kind::Assignment:
            addRow(order, tr("%1. %2 — solved for %3").arg(i + 1).arg(at, joined(b.variables)),
                   b.loc);
            break;
        case StructureBlock::Kind::AlgebraicLoop: {
            ++loops;
            QTreeWidgetItem* loop =
                addRow(order,
                       tr("%1. algebraic loop of %2 variables, solved together by KINSOL — %3")
                           .arg(i + 1)
                           .arg(b.variables.size())
                           .arg(at),
                       b.loc);
            loop->setForeground(0, QColor(0x9a, 0x4a, 0x00));
            for (const auto& v : b.variables) addRow(loop, QString::fromStdString(v), b.loc);
            break;
        }
        case StructureBlock::Kind::Algorithm:
            addRow(order,
                   tr("%1. algorithm section computing %2 — %3")
                       .arg(i + 1)
                       .arg(joined(b.variables), at),
                   b.loc);
            break;
        }
    }
    auto* relations =
        new QTreeWidgetItem(m_tree, {tr("Relations: zero-crossing functions and time events")});
    for (const StructureRelation& r : s.relations) {
        QStringList use;
        if (r.inWhen) use << tr("when-condition");
        if (r.inEquation) use << tr("equation");
        if (r.inChart) use << tr("statechart");
        const QString at = r.owner.empty() ? where(r.loc) : QString::fromStdString(r.owner);
        const QString text = QString::fromStdString(r.text);
        QString row;
        if (r.kind == StructureRelation::Kind::ZeroCrossing) {
            ++crossings;
            row = r.reads.empty()
                      ? tr("zero-crossing function of %1 (%2) — %3").arg(text, use.join(", "), at)
                      : tr("zero-crossing function of %1 (%2; reads %3) — %4")
                            .arg(text, use.join(", "), joined(r.reads), at);
        } else {
            ++timeEvents;
            row = tr("time event of %1 (%2) — %3").arg(text, use.join(", "), at);
        }
        addRow(relations, row, r.owner.empty() ? r.loc : SourceLoc{});
    }
    if (!s.samples.empty()) {
        auto* samples = new QTreeWidgetItem(
            m_tree, {tr("Samples (%n)", nullptr, static_cast<int>(s.samples.size()))});
        for (const auto& [text, loc] : s.samples)
            addRow(samples, tr("sample %1 — %2").arg(QString::fromStdString(text), where(loc)),
                   loc);
    }
    m_tree->expandAll();
    m_summary->setText(
        tr("%1: %2 states, %3 blocks in solving order, %4 algebraic loops, %5 zero-crossing "
           "functions, %6 time events, %7 samples")
            .arg(QString::fromStdString(m.name))
            .arg(s.states)
            .arg(s.blocks.size())
            .arg(loops)
            .arg(crossings)
            .arg(timeEvents)
            .arg(s.samples.size()));
}

bool StructureView::selectLine(int line) {
    m_tree->clearSelection();
    QTreeWidgetItem* first = nullptr;
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it) {
        if ((*it)->data(0, kLineRole).toInt() != line || (*it)->parent() == nullptr) continue;
        if ((*it)->parent()->parent()) continue;  // a loop's variable rows: their loop is enough
        (*it)->setSelected(true);
        if (!first) first = *it;
    }
    if (first) m_tree->scrollToItem(first);
    return first != nullptr;
}

void StructureView::retranslate() {
    rebuild();
}

}  // namespace hs::ui

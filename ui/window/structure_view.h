#pragma once
// The Structure dock: the compiled model as the modeler reads it (hs/compile/model_structure.h)
// — the equations in the order they are solved, each with the variable it is solved for and
// its line, the algebraic loops with their variables (solved together by KINSOL), and what
// the relations became: zero-crossing functions (with the continuous variables they read),
// time events and samples. Double-click on a row goes to its line in the editor; the
// editor's "Show in Structure" selects the rows of the caret's line. GUI thread only.

#include "hs/compile/compiled_model.h"

#include <QString>
#include <QWidget>

#include <functional>
#include <memory>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace hs::ui {

class StructureView : public QWidget {
    Q_OBJECT
public:
    explicit StructureView(QWidget* parent = nullptr);

    // The model to show (null: none); `lineText` gives a line of the model's own file
    // (1-based) for the rows to quote it.
    void setModel(std::shared_ptr<const CompiledModel> model,
                  std::function<QString(int)> lineText = {});
    // Selects the rows of a line of the model's own file; false when none is there.
    bool selectLine(int line);
    QTreeWidget* tree() const { return m_tree; }
    QLabel* summary() const { return m_summary; }
    void retranslate();

signals:
    // A row was activated: its line in the model's own file.
    void lineRequested(int line);

private:
    void rebuild();
    QTreeWidgetItem* addRow(QTreeWidgetItem* parent, const QString& text, SourceLoc loc);

    QLabel* m_summary;
    QTreeWidget* m_tree;
    std::shared_ptr<const CompiledModel> m_model;
    std::function<QString(int)> m_lineText;
};

}  // namespace hs::ui

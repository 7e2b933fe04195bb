#pragma once
// The property panel of the statechart editor: for a state its name, kind, whether it is
// its container's initial state, and its entry and exit actions; for a transition its
// name, ends, trigger kind with its expression (or "any message"), guard and action; with
// nothing selected the chart's name. Texts are edited in compact equation editors
// (same lexer, completion and diagnostics as the equation editor); every change is a
// DocumentModel edit, typing into one field merging into one undo command.
// GUI thread only.

#include "hs/lang/diagnostic.h"

#include <QWidget>

class QLineEdit;
class QLabel;
class QComboBox;
class QCheckBox;

namespace hs::ui {

class DocumentModel;
class EquationEditor;

class StatePropertyPanel : public QWidget {
    Q_OBJECT
public:
    StatePropertyPanel(DocumentModel* document, QWidget* parent = nullptr);
    ~StatePropertyPanel() override;

    // The element shown: a state or transition of the chart, or the chart itself ("").
    void setElement(int module, int chart, const QString& name);
    QString element() const { return m_name; }
    // The document changed: show its values (fields being typed into keep their cursor).
    void refresh();
    void setDiagnostics(const std::vector<Diagnostic>& diagnostics);
    void setCompletionWords(const QStringList& words);
    void focusName();

    QLineEdit* nameEdit() const { return m_nameEdit; }
    QComboBox* triggerBox() const { return m_trigger; }
    QCheckBox* anyMessageBox() const { return m_anyMessage; }
    QCheckBox* initialBox() const { return m_initial; }
    // "entry", "exit", "expression", "guard", "action"
    EquationEditor* field(const QString& key) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void commitName();
    void commitText(const QString& key);
    void showDiagnostics();
    bool isState() const;

    DocumentModel* m_document;
    int m_module = -1, m_chart = -1;
    QString m_name;
    bool m_updating = false;
    std::vector<Diagnostic> m_diagnostics;
    class Rows;  // labels above their fields, rows shown or hidden with the element
    Rows* m_form = nullptr;
    QLabel* m_title = nullptr;
    QLineEdit* m_nameEdit = nullptr;
    QLabel* m_nameError = nullptr;
    QLabel* m_kind = nullptr;
    QLabel* m_ends = nullptr;
    QCheckBox* m_initial = nullptr;
    QComboBox* m_trigger = nullptr;
    QCheckBox* m_anyMessage = nullptr;
    EquationEditor *m_entry = nullptr, *m_exit = nullptr, *m_expression = nullptr, *m_guard = nullptr,
                   *m_action = nullptr;
    QLabel *m_nameLabel = nullptr, *m_kindLabel = nullptr, *m_endsLabel = nullptr, *m_triggerLabel = nullptr,
           *m_expressionLabel = nullptr, *m_guardLabel = nullptr, *m_actionLabel = nullptr,
           *m_entryLabel = nullptr, *m_exitLabel = nullptr;
};

}  // namespace hs::ui

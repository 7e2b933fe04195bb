#pragma once
// The open document as the editors see it: one doc::Document plus a QUndoStack. Every
// structural edit (statechart drawing, module diagram, settings) is a function applied
// to a copy of the document and pushed as one undoable command; consecutive edits with
// the same merge key (a drag, typing into one field) merge into one command. Equation
// text is edited by the equation editor with its own undo and is written here outside
// the stack: undoing a drawing never reverts text typed in the equation editor. A change
// of the experiments section alone (the Experiments panel) is told apart from the others:
// it does not change the model a run runs. GUI thread only.

#include "hs/model/document.h"

#include <QObject>
#include <QString>

#include <functional>
#include <string>

class QUndoStack;

namespace hs::ui {

// `base` when nothing is named so, else base1, base2, ...: the fresh names of new states,
// modules and statecharts.
std::string freeName(const std::string& base, const std::function<bool(const std::string&)>& taken);

class DocumentModel : public QObject {
    Q_OBJECT
public:
    explicit DocumentModel(QObject* parent = nullptr);
    ~DocumentModel() override;

    const doc::Document& document() const { return m_document; }
    // Replaces the document (a file was opened): the undo history starts afresh.
    void setDocument(doc::Document document);
    QUndoStack* undoStack() const { return m_undo; }

    // Applies `change` to a copy of the document and, when it changed anything, pushes it
    // as a command named `text`. An empty mergeKey never merges. Returns whether the
    // document changed.
    bool edit(const QString& text, const std::function<void(doc::Document&)>& change,
              const QString& mergeKey = {});
    // Equation text of a module, kept outside the undo stack (see above).
    void setEquations(int module, const std::string& text);

    // Called by the commands: replaces the structure, keeping the current equation texts.
    void apply(const doc::Document& state);

signals:
    // The document changed by an edit, an undo or a redo (not by setEquations), or was
    // replaced.
    void changed();
    // Only its experiments section changed (by an edit, an undo or a redo).
    void experimentsChanged();

private:
    doc::Document m_document;
    QUndoStack* m_undo = nullptr;
};

}  // namespace hs::ui

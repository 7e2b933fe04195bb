#include "document/document_model.h"

#include <QUndoCommand>
#include <QUndoStack>

namespace hs::ui {

namespace {

class EditCommand : public QUndoCommand {
public:
    EditCommand(DocumentModel* model, const QString& text, doc::Document before, doc::Document after,
                QString mergeKey)
        : QUndoCommand(text), m_model(model), m_before(std::move(before)), m_after(std::move(after)),
          m_key(std::move(mergeKey)) {}

    void undo() override { m_model->apply(m_before); }
    void redo() override { m_model->apply(m_after); }
    int id() const override { return m_key.isEmpty() ? -1 : 1; }
    bool mergeWith(const QUndoCommand* other) override {
        const auto* o = static_cast<const EditCommand*>(other);
        if (o->m_key != m_key) return false;
        m_after = o->m_after;
        return true;
    }

private:
    DocumentModel* m_model;
    doc::Document m_before, m_after;
    QString m_key;
};

}  // namespace

namespace {

// Whether two documents differ in their experiments section only (or not at all). The
// sections are set aside for the comparison and put back.
bool sameBesidesExperiments(doc::Document& a, doc::Document& b) {
    auto ea = std::move(a.experiments), eb = std::move(b.experiments);
    a.experiments.clear();
    b.experiments.clear();
    const bool same = doc::serializeDocument(a) == doc::serializeDocument(b);
    a.experiments = std::move(ea);
    b.experiments = std::move(eb);
    return same;
}

}  // namespace

std::string freeName(const std::string& base, const std::function<bool(const std::string&)>& taken) {
    if (!taken(base)) return base;
    for (int i = 1;; ++i)
        if (std::string name = base + std::to_string(i); !taken(name)) return name;
}

DocumentModel::DocumentModel(QObject* parent) : QObject(parent), m_undo(new QUndoStack(this)) {}

DocumentModel::~DocumentModel() = default;

void DocumentModel::setDocument(doc::Document document) {
    m_undo->clear();
    m_document = std::move(document);
    emit changed();
}

bool DocumentModel::edit(const QString& text, const std::function<void(doc::Document&)>& change,
                         const QString& mergeKey) {
    doc::Document after = m_document;
    change(after);
    if (doc::serializeDocument(after) == doc::serializeDocument(m_document)) return false;
    m_undo->push(new EditCommand(this, text, m_document, std::move(after), mergeKey));
    return true;
}

void DocumentModel::setEquations(int module, const std::string& text) {
    if (module >= 0 && module < static_cast<int>(m_document.modules.size()))
        m_document.modules[module].equations = text;
}

void DocumentModel::apply(const doc::Document& state) {
    doc::Document next = state;
    // equation texts stay as typed: the same module by position (a rename keeps its
    // place), or by name when modules were added or removed
    if (next.modules.size() == m_document.modules.size()) {
        for (std::size_t i = 0; i < next.modules.size(); ++i) next.modules[i].equations = m_document.modules[i].equations;
    } else {
        for (auto& m : next.modules)
            for (const auto& current : m_document.modules)
                if (current.name == m.name) m.equations = current.equations;
    }
    const bool experimentsOnly = sameBesidesExperiments(m_document, next);
    m_document = std::move(next);
    if (experimentsOnly)
        emit experimentsChanged();
    else
        emit changed();
}

}  // namespace hs::ui

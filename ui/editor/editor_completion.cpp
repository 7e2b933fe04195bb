#include "editor/editor_completion.h"

#include "editor/equation_editor.h"
#include "models/variables_model.h"

namespace hs::ui {

namespace {

QString typeWithDims(const SymbolInfo& s) {
    QString text = QString::fromStdString(s.type) + u' ' + QString::fromStdString(s.name);
    if (s.dims.empty()) return text;
    QStringList dims;
    for (int d : s.dims) dims << QString::number(d);
    return text + u'[' + dims.join(QStringLiteral(", ")) + u']';
}

}  // namespace

QString symbolText(const SymbolInfo& s) {
    auto join = [](const std::vector<std::string>& v) {
        QStringList out;
        for (const auto& x : v) out << QString::fromStdString(x);
        return out.join(QStringLiteral(", "));
    };
    QString head;
    switch (s.kind) {
    case SymbolInfo::Kind::Variable: {
        head = typeWithDims(s) + QStringLiteral(" — ") +
               variableKindText(static_cast<VarKind>(s.varKind));
        if (!s.unit.empty()) head += QStringLiteral(", ") + QString::fromStdString(s.unit);
        if (!s.dims.empty()) {
            QStringList first, last;
            for (int d : s.dims) {
                first << QStringLiteral("1");
                last << QString::number(d);
            }
            const QString name = QString::fromStdString(s.name);
            head += u'\n' + EquationEditor::tr("elements %1[%2] … %1[%3]")
                                .arg(name, first.join(u','), last.join(u','));
        }
        break;
    }
    case SymbolInfo::Kind::Function:
        head = EquationEditor::tr("function %1(%2)")
                   .arg(QString::fromStdString(s.name), join(s.inputs));
        if (!s.outputs.empty()) head += QStringLiteral(" → ") + join(s.outputs);
        break;
    case SymbolInfo::Kind::Record:
        head =
            EquationEditor::tr("record %1(%2)").arg(QString::fromStdString(s.name), join(s.inputs));
        break;
    case SymbolInfo::Kind::Enumeration:
        head = EquationEditor::tr("enumeration %1: %2")
                   .arg(QString::fromStdString(s.name), join(s.inputs));
        break;
    }
    if (!s.description.empty()) head += u'\n' + QString::fromStdString(s.description);
    return head;
}

}  // namespace hs::ui

#include "experiment/form_fields.h"

#include "hs/sim/result_store.h"

#include <QHeaderView>
#include <QLocale>
#include <QRegularExpression>
#include <QTableWidget>

#include <cmath>
#include <limits>

namespace hs::ui {

std::optional<double> parseNumber(const QString& text) {
    QString t = text.trimmed();
    if (t.isEmpty()) return std::nullopt;
    if (t.count(u',') == 1 && !t.contains(u'.'))
        t.replace(u',', u'.');  // 0,5 typed in a comma locale
    bool ok = false;
    const double v = QLocale::c().toDouble(t, &ok);
    if (!ok || !std::isfinite(v)) return std::nullopt;
    return v;
}

std::optional<std::vector<double>> parseNumberList(const QString& text) {
    // commas separate numbers unless they are the numbers' decimal marks ("0,5; 0,7")
    const bool commaDecimals = text.contains(u';') && !text.contains(u'.');
    static const QRegularExpression withCommas(QStringLiteral("[\\s;,]+"));
    static const QRegularExpression withoutCommas(QStringLiteral("[\\s;]+"));
    const QStringList parts =
        text.split(commaDecimals ? withoutCommas : withCommas, Qt::SkipEmptyParts);
    std::vector<double> out;
    for (const QString& p : parts) {
        const auto v = parseNumber(p);
        if (!v) return std::nullopt;
        out.push_back(*v);
    }
    return out;
}

QString formatValue(double v) {
    return std::isnan(v) ? QString() : QString::fromStdString(formatNumber(v));
}

QString formatList(const std::vector<double>& values) {
    QStringList parts;
    for (double v : values) parts << formatValue(v);
    return parts.join(QStringLiteral(" "));
}

ModelNames modelNames(const std::shared_ptr<const CompiledModel>& model,
                      const SimulationSettings& settings) {
    ModelNames names;
    if (!model) return names;
    names.model = model->name;
    names.startTime = settings.startTime.value_or(model->experiment.startTime);
    names.stopTime = settings.stopTime.value_or(model->experiment.stopTime);
    for (const VariableInfo& v : model->variables) {
        if (v.kind == VarKind::Parameter)
            names.parameters.push_back(v.name);
        else if (v.kind != VarKind::Internal && v.kind != VarKind::Derivative &&
                 v.kind != VarKind::Constant)
            names.variables.push_back(v.name);
    }
    names.parameterValues.assign(names.parameters.size(), std::numeric_limits<double>::quiet_NaN());
    for (const WhenClause& w : model->whens)
        for (const WhenBranch& b : w.branches) names.elements.push_back(b.text);
    for (const CompiledTransition& t : model->transitions) names.elements.push_back(t.path);
    for (const CompiledEvent& e : model->events) names.elements.push_back(e.name);
    return names;
}

void takeValues(ModelNames& names, const std::vector<std::pair<std::string, double>>& known) {
    for (std::size_t i = 0; i < names.parameters.size(); ++i)
        for (const auto& [name, value] : known)
            if (name == names.parameters[i]) names.parameterValues[i] = value;
}

QTableWidget* makeEntryList(QWidget* parent, const QString& objectName) {
    auto* list = new QTableWidget(0, 2, parent);
    list->setObjectName(objectName);
    list->setSelectionBehavior(QAbstractItemView::SelectRows);
    list->setSelectionMode(QAbstractItemView::SingleSelection);
    list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    list->verticalHeader()->setVisible(false);
    list->verticalHeader()->setDefaultSectionSize(list->fontMetrics().height() + 6);
    list->horizontalHeader()->setStretchLastSection(true);
    list->setColumnWidth(0, 110);
    list->setMinimumHeight(70);
    return list;
}

}  // namespace hs::ui

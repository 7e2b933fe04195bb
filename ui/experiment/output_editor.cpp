#include "experiment/output_editor.h"
#include "experiment/form_fields.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace hs::ui {

using experiment::OutcomeKind;
using experiment::OutcomeSpec;

namespace {

constexpr OutcomeKind kKinds[] = {
    OutcomeKind::Final, OutcomeKind::Min,        OutcomeKind::Max,        OutcomeKind::Mean,
    OutcomeKind::At,    OutcomeKind::FirstEvent, OutcomeKind::EventCount, OutcomeKind::Expression};

bool readsVariable(OutcomeKind k) {
    return k == OutcomeKind::Final || k == OutcomeKind::Min || k == OutcomeKind::Max ||
           k == OutcomeKind::Mean || k == OutcomeKind::At;
}
bool readsElement(OutcomeKind k) {
    return k == OutcomeKind::FirstEvent || k == OutcomeKind::EventCount;
}

// An identifier made of a text: "h < 0" -> "h_0".
QString identifier(const QString& text) {
    static const QRegularExpression other(QStringLiteral("[^A-Za-z0-9_]+"));
    QString id = QString(text).replace(other, QStringLiteral("_"));
    while (id.startsWith(u'_')) id.remove(0, 1);
    while (id.endsWith(u'_')) id.chop(1);
    if (id.isEmpty() || id.front().isDigit()) id.prepend(QStringLiteral("o_"));
    return id;
}

}  // namespace

QString OutputEditor::kindText(OutcomeKind kind) {
    switch (kind) {
        case OutcomeKind::Final:
            return tr("Final value");
        case OutcomeKind::Min:
            return tr("Minimum");
        case OutcomeKind::Max:
            return tr("Maximum");
        case OutcomeKind::Mean:
            return tr("Mean over time");
        case OutcomeKind::At:
            return tr("Value at a time");
        case OutcomeKind::FirstEvent:
            return tr("Time of the first event");
        case OutcomeKind::EventCount:
            return tr("Number of events");
        case OutcomeKind::Expression:
            return tr("Expression");
    }
    return {};
}

OutputEditor::OutputEditor(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_list = makeEntryList(this, QStringLiteral("outputList"));
    connect(m_list, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (row == m_current) return;
        m_current = row;
        showDraft();
    });
    layout->addWidget(m_list, 1);
    auto* buttons = new QHBoxLayout;
    m_add = new QPushButton(this);
    m_add->setObjectName("addOutput");
    m_remove = new QPushButton(this);
    m_remove->setObjectName("removeOutput");
    connect(m_add, &QPushButton::clicked, this, &OutputEditor::addOutput);
    connect(m_remove, &QPushButton::clicked, this, &OutputEditor::removeOutput);
    buttons->addWidget(m_add);
    buttons->addStretch();
    buttons->addWidget(m_remove);
    layout->addLayout(buttons);

    m_details = new QGroupBox(this);
    m_details->setObjectName("outputDetails");
    m_form = new QFormLayout(m_details);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto label = [this] { return new QLabel(m_details); };
    m_nameLabel = label();
    m_kindLabel = label();
    m_variableLabel = label();
    m_timeLabel = label();
    m_elementLabel = label();
    m_expressionLabel = label();
    m_name = new QLineEdit(m_details);
    m_name->setObjectName("outputName");
    m_kind = new QComboBox(m_details);
    m_kind->setObjectName("outputKind");
    m_variable = new QComboBox(m_details);
    m_variable->setObjectName("outputVariable");
    m_variable->setEditable(true);
    m_time = new QLineEdit(m_details);
    m_time->setObjectName("outputTime");
    m_element = new QComboBox(m_details);
    m_element->setObjectName("outputElement");
    m_element->setEditable(true);
    m_expression = new QLineEdit(m_details);
    m_expression->setObjectName("outputExpression");
    m_form->addRow(m_nameLabel, m_name);
    m_form->addRow(m_kindLabel, m_kind);
    m_form->addRow(m_variableLabel, m_variable);
    m_form->addRow(m_timeLabel, m_time);
    m_form->addRow(m_elementLabel, m_element);
    m_form->addRow(m_expressionLabel, m_expression);
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString& text) {
        if (m_current < 0) return;
        m_drafts[m_current].name = text;
        m_drafts[m_current].autoName = false;
        draftEdited(QStringLiteral("name"));
    });
    connect(m_kind, &QComboBox::activated, this, [this](int index) {
        if (m_current < 0) return;
        Draft& d = m_drafts[m_current];
        d.kind = kKinds[index];
        if (readsVariable(d.kind) && d.variable.isEmpty() && !m_names.variables.empty())
            d.variable = QString::fromStdString(m_names.variables.front());
        if (readsElement(d.kind) && d.element.isEmpty() && !m_names.elements.empty())
            d.element = QString::fromStdString(m_names.elements.front());
        showDraft();
        draftEdited(QStringLiteral("kind"));
    });
    auto comboEdited = [this](QComboBox* box, QString Draft::*field, const char* what) {
        connect(box->lineEdit(), &QLineEdit::textEdited, this,
                [this, field, what](const QString& text) {
                    if (m_current < 0) return;
                    m_drafts[m_current].*field = text;
                    draftEdited(QLatin1String(what));
                });
        connect(box, &QComboBox::activated, this, [this, box, field, what] {
            if (m_current < 0) return;
            m_drafts[m_current].*field = box->currentText();
            draftEdited(QLatin1String(what));
        });
    };
    comboEdited(m_variable, &Draft::variable, "variable");
    comboEdited(m_element, &Draft::element, "element");
    connect(m_time, &QLineEdit::textEdited, this, [this](const QString& text) {
        if (m_current < 0) return;
        m_drafts[m_current].time = text;
        draftEdited(QStringLiteral("time"));
    });
    connect(m_expression, &QLineEdit::textEdited, this, [this](const QString& text) {
        if (m_current < 0) return;
        m_drafts[m_current].expression = text;
        draftEdited(QStringLiteral("expression"));
    });
    layout->addWidget(m_details);

    auto* trajectories = new QHBoxLayout;
    m_trajectoriesLabel = new QLabel(this);
    m_trajectoriesButton = new QToolButton(this);
    m_trajectoriesButton->setObjectName("trajectoriesButton");
    m_trajectoriesButton->setPopupMode(QToolButton::InstantPopup);
    m_trajectoriesButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_trajectoriesButton->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_trajectoryMenu = new QMenu(m_trajectoriesButton);
    m_trajectoriesButton->setMenu(m_trajectoryMenu);
    m_intervalLabel = new QLabel(this);
    m_intervalEdit = new QLineEdit(this);
    m_intervalEdit->setObjectName("trajectoryInterval");
    connect(m_intervalEdit, &QLineEdit::textEdited, this, [this](const QString& text) {
        m_interval = text;
        emit edited(QStringLiteral("interval"));
    });
    trajectories->addWidget(m_trajectoriesLabel);
    trajectories->addWidget(m_trajectoriesButton, 1);
    trajectories->addWidget(m_intervalLabel);
    trajectories->addWidget(m_intervalEdit, 1);
    layout->addLayout(trajectories);
    retranslate();
    showDraft();
}

void OutputEditor::retranslate() {
    m_list->setHorizontalHeaderLabels({tr("Output"), tr("Of")});
    m_add->setText(tr("Add output"));
    m_remove->setText(tr("Remove"));
    m_nameLabel->setText(tr("Name"));
    m_kindLabel->setText(tr("Kind"));
    m_variableLabel->setText(tr("Variable"));
    m_timeLabel->setText(tr("At time"));
    m_elementLabel->setText(tr("Element"));
    m_expressionLabel->setText(tr("Expression"));
    m_element->setToolTip(tr(
        "A when-condition as the history shows it (h < 0), a transition (chart.T1) or an event"));
    m_element->lineEdit()->setPlaceholderText(tr("every event step"));
    m_expression->setPlaceholderText(tr("of final values and earlier outputs, e.g. h_final / h0"));
    m_name->setToolTip(tr("The output's column in the results: letters, digits and _"));
    const int kind = m_kind->currentIndex();
    m_kind->clear();
    for (OutcomeKind k : kKinds) m_kind->addItem(kindText(k));
    m_kind->setCurrentIndex(kind);
    m_trajectoriesLabel->setText(tr("Trajectories"));
    m_trajectoriesButton->setToolTip(
        tr("Variables kept over time from every run, for the fan chart"));
    m_intervalLabel->setText(tr("Grid step"));
    m_intervalEdit->setPlaceholderText(tr("output interval"));
    refreshTrajectoryMenu();
    refreshList();
    showDraft();
}

void OutputEditor::setModelNames(const ModelNames& names) {
    m_names = names;
    QSignalBlocker a(m_variable), b(m_element);
    m_variable->clear();
    for (const auto& v : names.variables) m_variable->addItem(QString::fromStdString(v));
    m_element->clear();
    for (const auto& e : names.elements) m_element->addItem(QString::fromStdString(e));
    refreshTrajectoryMenu();
    showDraft();
}

QString OutputEditor::autoName(const Draft& d) const {
    QString base;
    switch (d.kind) {
        case OutcomeKind::Final:
            base = d.variable + QStringLiteral("_final");
            break;
        case OutcomeKind::Min:
            base = d.variable + QStringLiteral("_min");
            break;
        case OutcomeKind::Max:
            base = d.variable + QStringLiteral("_max");
            break;
        case OutcomeKind::Mean:
            base = d.variable + QStringLiteral("_mean");
            break;
        case OutcomeKind::At:
            base = d.variable + QStringLiteral("_at_") + d.time;
            break;
        case OutcomeKind::FirstEvent:
            base = QStringLiteral("first_") + d.element;
            break;
        case OutcomeKind::EventCount:
            base = d.element.isEmpty() ? QStringLiteral("events")
                                       : QStringLiteral("count_") + d.element;
            break;
        case OutcomeKind::Expression:
            base = QStringLiteral("expression");
            break;
    }
    base = identifier(base);
    QString name = base;
    for (int i = 2;; ++i) {
        const bool taken = std::any_of(m_drafts.begin(), m_drafts.end(),
                                       [&](const Draft& o) { return &o != &d && o.name == name; });
        if (!taken) return name;
        name = base + QString::number(i);
    }
}

QString OutputEditor::summary(const Draft& d) const {
    if (readsElement(d.kind))
        return QStringLiteral("%1: %2").arg(kindText(d.kind),
                                            d.element.isEmpty() ? tr("every event") : d.element);
    if (d.kind == OutcomeKind::Expression) return d.expression;
    if (d.kind == OutcomeKind::At) return tr("%1 at t = %2").arg(d.variable, d.time);
    return QStringLiteral("%1: %2").arg(kindText(d.kind), d.variable);
}

void OutputEditor::setOutputs(const std::vector<OutcomeSpec>& outputs,
                              const experiment::TrajectorySpec& trajectories) {
    m_drafts.clear();
    for (const OutcomeSpec& o : outputs) {
        Draft d;
        d.name = QString::fromStdString(o.name);
        d.kind = o.kind;
        d.variable = QString::fromStdString(o.variable);
        d.time = o.kind == OutcomeKind::At ? formatValue(o.time) : QString();
        d.element = QString::fromStdString(o.element);
        d.expression = QString::fromStdString(o.expression);
        d.autoName = d.name == autoName(d);
        m_drafts.push_back(d);
    }
    m_trajectories.clear();
    for (const auto& v : trajectories.variables) m_trajectories << QString::fromStdString(v);
    m_interval = trajectories.interval ? formatValue(*trajectories.interval) : QString();
    if (m_current >= count()) m_current = count() - 1;
    if (m_current < 0 && count() > 0) m_current = 0;
    refreshTrajectoryMenu();
    refreshList();
    showDraft();
}

std::vector<OutcomeSpec> OutputEditor::outputs(QStringList& problems) const {
    std::vector<OutcomeSpec> out;
    for (const Draft& d : m_drafts) {
        OutcomeSpec o;
        o.name = d.name.trimmed().toStdString();
        o.kind = d.kind;
        if (readsVariable(d.kind)) o.variable = d.variable.trimmed().toStdString();
        if (readsElement(d.kind)) o.element = d.element.trimmed().toStdString();
        if (d.kind == OutcomeKind::Expression) o.expression = d.expression.trimmed().toStdString();
        if (d.kind == OutcomeKind::At) {
            if (const auto t = parseNumber(d.time)) {
                o.time = *t;
            } else {
                problems << (d.time.trimmed().isEmpty() ? tr("%1: the time is empty").arg(d.name)
                                                        : tr("%1: the time '%2' is not a number")
                                                              .arg(d.name, d.time.trimmed()));
                continue;
            }
        }
        out.push_back(std::move(o));
    }
    return out;
}

experiment::TrajectorySpec OutputEditor::trajectories(QStringList& problems) const {
    experiment::TrajectorySpec t;
    for (const QString& v : m_trajectories) t.variables.push_back(v.toStdString());
    if (!m_interval.trimmed().isEmpty()) {
        if (const auto step = parseNumber(m_interval))
            t.interval = *step;
        else
            problems
                << tr("Trajectories: the grid step '%1' is not a number").arg(m_interval.trimmed());
    }
    return t;
}

void OutputEditor::refreshList() {
    QSignalBlocker block(m_list);
    m_list->setRowCount(count());
    for (int r = 0; r < count(); ++r)
        for (int c = 0; c < 2; ++c) {
            auto* item = m_list->item(r, c);
            if (!item) m_list->setItem(r, c, item = new QTableWidgetItem);
            item->setText(c == 0 ? m_drafts[r].name : summary(m_drafts[r]));
        }
    if (m_current >= 0) m_list->setCurrentCell(m_current, 0);
    m_remove->setEnabled(m_current >= 0);
}

void OutputEditor::refreshTrajectoryMenu() {
    m_trajectoryMenu->clear();
    QStringList offered;
    for (const auto& v : m_names.variables) offered << QString::fromStdString(v);
    for (const QString& v : m_trajectories)
        if (!offered.contains(v)) offered << v;  // kept from the document, not in the model now
    for (const QString& v : offered) {
        QAction* a = m_trajectoryMenu->addAction(v);
        a->setObjectName(QStringLiteral("trajectory_") + v);
        a->setCheckable(true);
        a->setChecked(m_trajectories.contains(v));
        connect(a, &QAction::toggled, this, [this, v](bool on) {
            setTrajectory(v, on);
            emit edited(QStringLiteral("trajectories"));
        });
    }
    m_trajectoriesButton->setText(
        m_trajectories.isEmpty() ? tr("none") : m_trajectories.join(QStringLiteral(", ")));
    if (m_intervalEdit->text() != m_interval) m_intervalEdit->setText(m_interval);
}

void OutputEditor::setTrajectory(const QString& variable, bool on) {
    if (on == m_trajectories.contains(variable)) return;
    if (on)
        m_trajectories << variable;
    else
        m_trajectories.removeAll(variable);
    m_trajectoriesButton->setText(
        m_trajectories.isEmpty() ? tr("none") : m_trajectories.join(QStringLiteral(", ")));
    for (QAction* a : m_trajectoryMenu->actions())
        if (a->text() == variable) {
            QSignalBlocker block(a);
            a->setChecked(on);
        }
}

void OutputEditor::showDraft() {
    m_details->setEnabled(m_current >= 0);
    const Draft empty;
    const Draft& d = m_current >= 0 ? m_drafts[m_current] : empty;
    QSignalBlocker a(m_kind), b(m_variable), c(m_element);
    if (m_name->text() != d.name) m_name->setText(d.name);
    m_kind->setCurrentIndex(static_cast<int>(
        std::find(std::begin(kKinds), std::end(kKinds), d.kind) - std::begin(kKinds)));
    if (m_variable->currentText() != d.variable) m_variable->setCurrentText(d.variable);
    if (m_time->text() != d.time) m_time->setText(d.time);
    if (m_element->currentText() != d.element) m_element->setCurrentText(d.element);
    if (m_expression->text() != d.expression) m_expression->setText(d.expression);
    updateRows();
    m_remove->setEnabled(m_current >= 0);
}

void OutputEditor::updateRows() {
    const OutcomeKind k = m_current >= 0 ? m_drafts[m_current].kind : OutcomeKind::Final;
    m_form->setRowVisible(m_variable, readsVariable(k));
    m_form->setRowVisible(m_time, k == OutcomeKind::At);
    m_form->setRowVisible(m_element, readsElement(k));
    m_form->setRowVisible(m_expression, k == OutcomeKind::Expression);
}

void OutputEditor::draftEdited(const QString& what) {
    Draft& d = m_drafts[m_current];
    if (d.autoName) {
        d.name = autoName(d);
        if (m_name->text() != d.name) m_name->setText(d.name);
    }
    refreshList();
    emit edited(QStringLiteral("%1.%2").arg(m_current).arg(what));
}

void OutputEditor::select(int row) {
    if (row < 0 || row >= count()) return;
    m_current = row;
    refreshList();
    showDraft();
}

void OutputEditor::addOutput() {
    Draft d;
    if (!m_names.variables.empty()) d.variable = QString::fromStdString(m_names.variables.front());
    m_drafts.push_back(d);
    m_drafts.back().name = autoName(m_drafts.back());
    m_current = count() - 1;
    refreshList();
    showDraft();
    emit edited(QStringLiteral("add"));
}

void OutputEditor::removeOutput() {
    if (m_current < 0) return;
    m_drafts.erase(m_drafts.begin() + m_current);
    m_current = std::min(m_current, count() - 1);
    refreshList();
    showDraft();
    emit edited(QStringLiteral("remove"));
}

}  // namespace hs::ui

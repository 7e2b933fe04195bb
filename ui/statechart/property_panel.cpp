#include "statechart/property_panel.h"

#include "document/chart_edit.h"
#include "document/document_model.h"
#include "editor/equation_editor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace hs::ui {

// A column of rows, each a label above its field (or a field alone) in a widget of its
// own, so that a row is hidden by hiding that widget.
class StatePropertyPanel::Rows {
public:
    explicit Rows(QVBoxLayout* layout) : m_layout(layout) {}
    void addRow(QLabel* label, QWidget* field) {
        auto* row = new QWidget(field->parentWidget());
        auto* v = new QVBoxLayout(row);
        v->setContentsMargins(0, 2, 0, 2);
        v->setSpacing(2);
        if (label) v->addWidget(label);
        v->addWidget(field);
        m_layout->addWidget(row);
        m_rows.insert(field, row);
    }
    void addRow(QWidget* field) { addRow(nullptr, field); }
    void setRowVisible(QWidget* field, bool on) {
        if (QWidget* row = m_rows.value(field)) row->setVisible(on);
    }

private:
    QVBoxLayout* m_layout;
    QHash<QWidget*, QWidget*> m_rows;
};

namespace {

EquationEditor* makeField(QWidget* parent, int lines) {
    auto* e = new EquationEditor(parent);
    e->setCompact(true);
    const int h = e->fontMetrics().lineSpacing() * lines + 10;
    e->setMinimumHeight(h);
    e->setMaximumHeight(h * 2);
    return e;
}

}  // namespace

StatePropertyPanel::StatePropertyPanel(DocumentModel* document, QWidget* parent)
    : QWidget(parent), m_document(document) {
    setObjectName("statePropertyPanel");
    auto* outer = new QVBoxLayout(this);
    m_title = new QLabel(this);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    outer->addWidget(m_title);
    auto* rows = new QVBoxLayout;
    rows->setSpacing(4);
    outer->addLayout(rows);
    m_form = new Rows(rows);  // labels above: the fields get the whole width
    outer->addStretch(1);

    m_nameEdit = new QLineEdit(this);
    m_nameEdit->setObjectName("nameEdit");
    m_nameError = new QLabel(this);
    m_nameError->setStyleSheet("color: #c0392b");
    m_nameError->setWordWrap(true);
    m_kind = new QLabel(this);
    m_ends = new QLabel(this);
    m_ends->setWordWrap(true);
    m_initial = new QCheckBox(this);
    m_trigger = new QComboBox(this);
    m_trigger->setObjectName("triggerBox");
    m_anyMessage = new QCheckBox(this);
    m_entry = makeField(this, 3);
    m_exit = makeField(this, 3);
    m_expression = makeField(this, 1);
    m_guard = makeField(this, 1);
    m_action = makeField(this, 3);
    // actions may send messages and schedule events; expressions and guards may not
    for (EquationEditor* e : {m_entry, m_exit, m_action}) e->setActionLanguage(true);

    m_nameLabel = new QLabel(this);
    m_kindLabel = new QLabel(this);
    m_endsLabel = new QLabel(this);
    m_triggerLabel = new QLabel(this);
    m_expressionLabel = new QLabel(this);
    m_guardLabel = new QLabel(this);
    m_actionLabel = new QLabel(this);
    m_entryLabel = new QLabel(this);
    m_exitLabel = new QLabel(this);
    m_form->addRow(m_nameLabel, m_nameEdit);
    m_form->addRow(m_nameError);
    m_form->addRow(m_kindLabel, m_kind);
    m_form->addRow(m_initial);
    m_form->addRow(m_endsLabel, m_ends);
    m_form->addRow(m_triggerLabel, m_trigger);
    m_form->addRow(m_expressionLabel, m_expression);
    m_form->addRow(m_anyMessage);
    m_form->addRow(m_guardLabel, m_guard);
    m_form->addRow(m_actionLabel, m_action);
    m_form->addRow(m_entryLabel, m_entry);
    m_form->addRow(m_exitLabel, m_exit);

    connect(m_nameEdit, &QLineEdit::editingFinished, this, &StatePropertyPanel::commitName);
    connect(m_initial, &QCheckBox::toggled, this, [this](bool on) {
        if (m_updating || !on) return;
        const std::string name = m_name.toStdString();
        const int mi = m_module, ci = m_chart;
        m_document->edit(tr("Set initial state"), [&](doc::Document& d) {
            chartedit::setInitial(d.modules[mi].statecharts[ci], name);
        });
    });
    connect(m_trigger, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_updating || index < 0) return;
        const std::string name = m_name.toStdString();
        const int mi = m_module, ci = m_chart;
        m_document->edit(tr("Change trigger"), [&](doc::Document& d) {
            if (auto* t = chartedit::findTransition(d.modules[mi].statecharts[ci], name))
                t->trigger = static_cast<doc::TriggerKind>(index);
        });
    });
    connect(m_anyMessage, &QCheckBox::toggled, this, [this](bool on) {
        if (m_updating) return;
        const std::string name = m_name.toStdString();
        const int mi = m_module, ci = m_chart;
        m_document->edit(tr("Any message"), [&](doc::Document& d) {
            if (auto* t = chartedit::findTransition(d.modules[mi].statecharts[ci], name)) t->anyMessage = on;
        });
    });
    for (const QString key : {"entry", "exit", "expression", "guard", "action"}) {
        EquationEditor* e = field(key);
        e->setObjectName(key + "Field");
        connect(e, &QsciScintilla::textChanged, this, [this, key] { commitText(key); });
    }
    retranslate();
    setElement(-1, -1, {});
}

StatePropertyPanel::~StatePropertyPanel() { delete m_form; }

EquationEditor* StatePropertyPanel::field(const QString& key) const {
    if (key == "entry") return m_entry;
    if (key == "exit") return m_exit;
    if (key == "expression") return m_expression;
    if (key == "guard") return m_guard;
    if (key == "action") return m_action;
    return nullptr;
}

void StatePropertyPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void StatePropertyPanel::retranslate() {
    m_nameLabel->setText(tr("Name"));
    m_kindLabel->setText(tr("Kind"));
    m_endsLabel->setText(tr("From → to"));
    m_triggerLabel->setText(tr("Trigger"));
    m_guardLabel->setText(tr("Guard"));
    m_actionLabel->setText(tr("Action"));
    m_entryLabel->setText(tr("Entry action"));
    m_exitLabel->setText(tr("Exit action"));
    m_initial->setText(tr("Initial state of its container"));
    m_anyMessage->setText(tr("Any message"));
    m_updating = true;
    const int index = m_trigger->currentIndex();
    m_trigger->clear();
    m_trigger->addItems({tr("Timeout"), tr("Rate"), tr("Condition"), tr("Message")});
    m_trigger->setCurrentIndex(index);
    m_updating = false;
    refresh();
}

bool StatePropertyPanel::isState() const {
    const auto& d = m_document->document();
    if (m_module < 0 || m_module >= static_cast<int>(d.modules.size())) return false;
    const auto& charts = d.modules[m_module].statecharts;
    if (m_chart < 0 || m_chart >= static_cast<int>(charts.size())) return false;
    return chartedit::findState(charts[m_chart], m_name.toStdString()) != nullptr;
}

void StatePropertyPanel::setElement(int module, int chart, const QString& name) {
    m_module = module;
    m_chart = chart;
    m_name = name;
    m_nameError->clear();
    refresh();
    showDiagnostics();
}

void StatePropertyPanel::refresh() {
    const auto& d = m_document->document();
    const doc::Statechart* chart = nullptr;
    if (m_module >= 0 && m_module < static_cast<int>(d.modules.size()) && m_chart >= 0 &&
        m_chart < static_cast<int>(d.modules[m_module].statecharts.size()))
        chart = &d.modules[m_module].statecharts[m_chart];
    const doc::State* state = chart ? chartedit::findState(*chart, m_name.toStdString()) : nullptr;
    const doc::Transition* transition = nullptr;
    if (chart && !state)
        for (const auto& t : chart->transitions)
            if (t.name == m_name.toStdString()) transition = &t;
    if (chart && !state && !transition) m_name.clear();

    m_updating = true;
    auto setText = [](EquationEditor* e, const std::string& text) {
        const QString q = QString::fromStdString(text);
        if (e->text() != q) {
            e->blockSignals(true);
            e->setText(q);
            e->blockSignals(false);
        }
    };
    const bool isChart = chart && !state && !transition;
    m_nameEdit->setEnabled(chart != nullptr);
    if (!m_nameEdit->hasFocus() || isChart)
        m_nameEdit->setText(chart ? QString::fromStdString(state ? state->name
                                                           : transition ? transition->name
                                                                        : chart->name)
                                  : QString());
    m_form->setRowVisible(m_kind, state != nullptr);
    m_form->setRowVisible(m_initial, state && (state->kind == doc::StateKind::Simple ||
                                                state->kind == doc::StateKind::Composite));
    m_form->setRowVisible(m_entry, state && state->kind != doc::StateKind::Choice);
    m_form->setRowVisible(m_exit, state && state->kind != doc::StateKind::Choice &&
                                       state->kind != doc::StateKind::Final);
    m_form->setRowVisible(m_ends, transition != nullptr);
    const bool fromChoice = transition && chartedit::findState(*chart, transition->source) &&
                            chartedit::findState(*chart, transition->source)->kind == doc::StateKind::Choice;
    m_form->setRowVisible(m_trigger, transition && !fromChoice);
    m_form->setRowVisible(m_expression, transition && !fromChoice &&
                                            !(transition->trigger == doc::TriggerKind::Message && transition->anyMessage));
    m_form->setRowVisible(m_anyMessage, transition && !fromChoice && transition->trigger == doc::TriggerKind::Message);
    m_form->setRowVisible(m_guard, transition != nullptr);
    m_form->setRowVisible(m_action, transition != nullptr);
    m_form->setRowVisible(m_nameError, !m_nameError->text().isEmpty());

    if (!chart)
        m_title->setText(tr("No statechart"));
    else if (state)
        m_title->setText(tr("State %1").arg(QString::fromStdString(state->name)));
    else if (transition)
        m_title->setText(tr("Transition %1").arg(QString::fromStdString(transition->name)));
    else
        m_title->setText(tr("Statechart %1").arg(QString::fromStdString(chart->name)));

    if (state) {
        const char* kinds[] = {QT_TR_NOOP("State"), QT_TR_NOOP("Composite state"), QT_TR_NOOP("Final state"),
                               QT_TR_NOOP("Choice point")};
        m_kind->setText(tr(kinds[static_cast<int>(state->kind)]));
        const doc::State* container = state->parent.empty() ? nullptr : chartedit::findState(*chart, state->parent);
        const std::string& containerInitial = container ? container->initial : chart->initial;
        m_initial->setChecked(containerInitial == state->name);
        m_initial->setEnabled(containerInitial != state->name);
        setText(m_entry, state->entry);
        setText(m_exit, state->exit);
    }
    if (transition) {
        m_ends->setText(QString::fromStdString(transition->source) + QStringLiteral(" → ") +
                        QString::fromStdString(transition->target));
        m_trigger->setCurrentIndex(static_cast<int>(transition->trigger));
        m_anyMessage->setChecked(transition->anyMessage);
        const char* hints[] = {QT_TR_NOOP("Delay"), QT_TR_NOOP("Rate"), QT_TR_NOOP("Condition"),
                               QT_TR_NOOP("Message")};
        m_expressionLabel->setText(tr(hints[static_cast<int>(transition->trigger)]));
        setText(m_expression, transition->expression);
        setText(m_guard, transition->guard);
        setText(m_action, transition->action);
    }
    m_updating = false;
}

void StatePropertyPanel::focusName() {
    m_nameEdit->setFocus();
    m_nameEdit->selectAll();
}

void StatePropertyPanel::commitName() {
    if (m_updating) return;
    const auto& d = m_document->document();
    if (m_module < 0 || m_chart < 0 || m_module >= static_cast<int>(d.modules.size()) ||
        m_chart >= static_cast<int>(d.modules[m_module].statecharts.size()))
        return;
    const std::string to = m_nameEdit->text().trimmed().toStdString();
    const int mi = m_module, ci = m_chart;
    if (m_name.isEmpty()) {  // the chart's name
        if (to == d.modules[mi].statecharts[ci].name) return;
        bool unique = doc::isIdentifier(to);
        for (const auto& c : d.modules[mi].statecharts) unique = unique && c.name != to;
        if (!unique) {
            m_nameError->setText(tr("“%1” is not a free identifier.").arg(QString::fromStdString(to)));
            refresh();
            return;
        }
        m_nameError->clear();
        m_document->edit(tr("Rename statechart"), [&](doc::Document& doc) { doc.modules[mi].statecharts[ci].name = to; });
        return;
    }
    const std::string from = m_name.toStdString();
    if (from == to) return;
    doc::Statechart probe = d.modules[mi].statecharts[ci];
    if (!chartedit::rename(probe, from, to)) {
        m_nameError->setText(tr("“%1” is not a free identifier.").arg(QString::fromStdString(to)));
        m_nameEdit->setText(m_name);
        refresh();
        return;
    }
    m_nameError->clear();
    m_name = QString::fromStdString(to);
    m_document->edit(tr("Rename %1").arg(QString::fromStdString(from)),
                     [&](doc::Document& doc) { chartedit::rename(doc.modules[mi].statecharts[ci], from, to); });
}

void StatePropertyPanel::commitText(const QString& key) {
    if (m_updating || m_name.isEmpty()) return;
    const std::string text = field(key)->text().toStdString();
    const std::string name = m_name.toStdString();
    const int mi = m_module, ci = m_chart;
    const QString mergeKey = QStringLiteral("%1/%2/%3/%4").arg(mi).arg(ci).arg(m_name, key);
    m_document->edit(tr("Edit %1 of %2").arg(key, m_name), [&](doc::Document& d) {
        auto& chart = d.modules[mi].statecharts[ci];
        if (auto* s = chartedit::findState(chart, name)) {
            if (key == "entry") s->entry = text;
            if (key == "exit") s->exit = text;
        } else if (auto* t = chartedit::findTransition(chart, name)) {
            if (key == "expression") t->expression = text;
            if (key == "guard") t->guard = text;
            if (key == "action") t->action = text;
        }
    }, mergeKey);
}

void StatePropertyPanel::setDiagnostics(const std::vector<Diagnostic>& diagnostics) {
    m_diagnostics = diagnostics;
    showDiagnostics();
}

void StatePropertyPanel::showDiagnostics() {
    const auto& d = m_document->document();
    std::string chartName;
    if (m_module >= 0 && m_module < static_cast<int>(d.modules.size()) && m_chart >= 0 &&
        m_chart < static_cast<int>(d.modules[m_module].statecharts.size()))
        chartName = d.modules[m_module].statecharts[m_chart].name;
    // the compiler gives a field's problems the element "chart.Element field"
    const std::map<QString, std::string> owners = {{"entry", "entry"},     {"exit", "exit"},
                                                   {"expression", "trigger"}, {"guard", "guard"},
                                                   {"action", "action"}};
    for (const auto& [key, word] : owners) {
        std::vector<Diagnostic> mine;
        if (!m_name.isEmpty()) {
            const std::string owner = chartName + "." + m_name.toStdString() + " " + word;
            for (const auto& diag : m_diagnostics)
                if (diag.element == owner) {
                    Diagnostic copy = diag;  // shown at the field: without its element
                    copy.element.clear();
                    renderMessage(copy);
                    mine.push_back(copy);
                }
        }
        field(key)->setDiagnostics(mine);
    }
}

void StatePropertyPanel::setCompletionWords(const QStringList& words) {
    for (const char* key : {"entry", "exit", "expression", "guard", "action"}) field(QString::fromLatin1(key))->setCompletionWords(words);
}

}  // namespace hs::ui

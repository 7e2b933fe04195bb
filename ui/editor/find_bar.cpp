#include "editor/find_bar.h"

#include <Qsci/qsciscintilla.h>

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace hs::ui {

FindBar::FindBar(QsciScintilla* editor, QWidget* parent) : QWidget(parent), m_editor(editor) {
    setObjectName("findBar");
    m_find = new QLineEdit(this);
    m_find->setObjectName("findText");
    m_find->setClearButtonEnabled(true);
    m_replace = new QLineEdit(this);
    m_replace->setObjectName("replaceText");
    m_case = new QCheckBox(this);
    m_word = new QCheckBox(this);
    m_next = new QPushButton(this);
    m_previous = new QPushButton(this);
    m_replaceOne = new QPushButton(this);
    m_replaceOne->setObjectName("replaceOne");
    m_replaceAll = new QPushButton(this);
    m_replaceAll->setObjectName("replaceAll");
    m_close = new QPushButton(QStringLiteral("×"), this);
    m_close->setFlat(true);
    m_status = new QLabel(this);
    m_status->setObjectName("findStatus");
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(4, 2, 4, 2);
    grid->addWidget(m_find, 0, 0);
    grid->addWidget(m_previous, 0, 1);
    grid->addWidget(m_next, 0, 2);
    grid->addWidget(m_case, 0, 3);
    grid->addWidget(m_word, 0, 4);
    grid->addWidget(m_status, 0, 5);
    grid->addWidget(m_close, 0, 6);
    m_replaceRow = new QWidget(this);
    auto* row = new QHBoxLayout(m_replaceRow);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_replace, 1);
    row->addWidget(m_replaceOne);
    row->addWidget(m_replaceAll);
    grid->addWidget(m_replaceRow, 1, 0, 1, 3);
    grid->setColumnStretch(0, 1);
    connect(m_find, &QLineEdit::returnPressed, this, [this] { findNext(true); });
    connect(m_replace, &QLineEdit::returnPressed, this, [this] { replaceCurrent(); });
    connect(m_next, &QPushButton::clicked, this, [this] { findNext(true); });
    connect(m_previous, &QPushButton::clicked, this, [this] { findNext(false); });
    connect(m_replaceOne, &QPushButton::clicked, this, [this] { replaceCurrent(); });
    connect(m_replaceAll, &QPushButton::clicked, this, [this] { replaceAll(); });
    connect(m_close, &QPushButton::clicked, this, [this] {
        hide();
        m_editor->setFocus();
    });
    connect(m_find, &QLineEdit::textChanged, this, [this] { m_status->clear(); });
    retranslate();
    hide();
}

void FindBar::open(bool replace) {
    QString seed = m_editor->selectedText();
    if (seed.isEmpty() || seed.contains(u'\n')) {
        int line = 0, index = 0;
        m_editor->getCursorPosition(&line, &index);
        seed = m_editor->wordAtLineIndex(line, index);
    }
    if (!seed.isEmpty() && !seed.contains(u'\n')) m_find->setText(seed);
    m_replaceRow->setVisible(replace);
    show();
    m_find->setFocus();
    m_find->selectAll();
}

bool FindBar::findNext(bool forward) {
    const QString text = m_find->text();
    if (text.isEmpty()) return false;
    int line = 0, index = 0;
    if (!forward && m_editor->hasSelectedText()) {
        // backwards: from the start of the current match
        int l2 = 0, i2 = 0;
        m_editor->getSelection(&line, &index, &l2, &i2);
    } else {
        m_editor->getCursorPosition(&line, &index);
    }
    const bool found = m_editor->findFirst(text, false, m_case->isChecked(), m_word->isChecked(), true, forward, line,
                                           index, true);
    m_status->setText(found ? QString() : tr("Not found"));
    return found;
}

bool FindBar::replaceCurrent() {
    const QString text = m_find->text();
    if (text.isEmpty()) return false;
    const Qt::CaseSensitivity cs = m_case->isChecked() ? Qt::CaseSensitive : Qt::CaseInsensitive;
    if (m_editor->hasSelectedText() && m_editor->selectedText().compare(text, cs) == 0)
        m_editor->replaceSelectedText(m_replace->text());
    return findNext(true);
}

int FindBar::replaceAll() {
    const QString text = m_find->text();
    if (text.isEmpty()) return 0;
    int count = 0;
    m_editor->beginUndoAction();
    bool found = m_editor->findFirst(text, false, m_case->isChecked(), m_word->isChecked(), false, true, 0, 0, false);
    while (found) {
        m_editor->replace(m_replace->text());
        ++count;
        found = m_editor->findNext();
    }
    m_editor->endUndoAction();
    m_status->setText(tr("Replaced: %1").arg(count));
    return count;
}

void FindBar::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) {
        hide();
        m_editor->setFocus();
        return;
    }
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && (event->modifiers() & Qt::ShiftModifier)) {
        findNext(false);
        return;
    }
    QWidget::keyPressEvent(event);
}

void FindBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void FindBar::retranslate() {
    m_find->setPlaceholderText(tr("Find"));
    m_replace->setPlaceholderText(tr("Replace with"));
    m_case->setText(tr("Match case"));
    m_word->setText(tr("Whole words"));
    m_next->setText(tr("Next"));
    m_previous->setText(tr("Previous"));
    m_replaceOne->setText(tr("Replace"));
    m_replaceAll->setText(tr("Replace all"));
    m_close->setToolTip(tr("Close (Esc)"));
}

}  // namespace hs::ui

#pragma once
// The Find / Replace bar under the equation editor (Ctrl+F, Ctrl+H): find forwards or
// backwards (Enter, Shift+Enter; F3, Shift+F3), match case, whole words, replace the
// current match or every match (one undo step). Escape closes it and returns to the text.
// GUI thread only.

#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QsciScintilla;

namespace hs::ui {

class FindBar : public QWidget {
    Q_OBJECT
public:
    FindBar(QsciScintilla* editor, QWidget* parent = nullptr);

    // Shows the bar with the selection (or the word at the cursor) as the text to find;
    // `replace` also shows the replace field.
    void open(bool replace);
    bool findNext(bool forward = true);
    // Replaces the current match and finds the next; false when there is none.
    bool replaceCurrent();
    int replaceAll();

    QLineEdit* findField() const { return m_find; }
    QLineEdit* replaceField() const { return m_replace; }

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QsciScintilla* m_editor;
    QLineEdit *m_find, *m_replace;
    QCheckBox *m_case, *m_word;
    QPushButton *m_next, *m_previous, *m_replaceOne, *m_replaceAll, *m_close;
    QLabel* m_status;
    QWidget* m_replaceRow;
};

}  // namespace hs::ui

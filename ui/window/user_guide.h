#pragma once
// Help > User Guide: a short guide to the IDE in the current language — the parts of the
// window, running and stepping, the queue's categories, plots, networks and packages —
// shown in a dialog. GUI thread only.

#include <QDialog>

class QTextBrowser;

namespace hs::ui {

class UserGuide : public QDialog {
    Q_OBJECT
public:
    explicit UserGuide(QWidget* parent = nullptr);
    // The guide as HTML, in the current language.
    static QString html();

protected:
    void changeEvent(QEvent* event) override;

private:
    QTextBrowser* m_text;
};

}  // namespace hs::ui

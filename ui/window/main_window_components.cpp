// The main window's Diagram tab: the component diagram of the Modelica text shown, kept
// drawn from the editor's text, marked by the live check, and opening a component's class.

#include "window/main_window.h"

#include "components/component_diagram.h"
#include "editor/equation_editor.h"
#include "window/document_controller.h"

#include <QFileInfo>
#include <QTabWidget>

namespace hs::ui {

void MainWindow::setupComponentDiagram() {
    m_components = new ComponentDiagram(m_editor, this);
    m_components->hide();
    // the diagram follows the text while it is shown (typed, or edited on the diagram
    // itself); hidden, it is drawn again when its tab is chosen — a long text pasted into
    // the editor is not read twice for a tab nobody looks at
    connect(m_docs, &DocumentController::edited, this, [this] {
        if (m_docs->isMultiModule()) return;
        if (m_tabs->currentWidget() == m_components) m_components->refreshLater();
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_tabs->currentWidget() != m_components) return;
        if (m_componentsLibraryStale) m_components->refreshLibrary();
        m_componentsLibraryStale = false;
        m_components->refreshNow();
    });
    connect(m_components, &ComponentDiagram::classActivated, this, &MainWindow::openClass);
}

// A document was opened or the model to run was chosen: the diagram draws that class.
void MainWindow::componentsOpened() {
    if (m_docs->isMultiModule()) return;
    const QString file = QString::fromStdString(m_docs->fileName());
    const bool sameFile = m_components->property("file").toString() == file;
    m_components->setFileName(file);
    m_components->setClassName(QString::fromStdString(m_docs->settings().className));
    if (sameFile) return;
    m_components->setProperty("file", file);
    if (m_tabs->currentWidget() == m_components) {
        m_components->refreshLibrary();
        m_components->refreshNow();
    } else {
        m_componentsLibraryStale = true;
    }
}

// A component's class: in this text, the editor goes to it; in another file (a library's),
// that file opens in a window of its own.
void MainWindow::openClass(const QString& path, const QString& file, int line) {
    (void)path;
    if (file.isEmpty() ||
        QFileInfo(file) == QFileInfo(QString::fromStdString(m_docs->fileName()))) {
        m_tabs->setCurrentWidget(m_equationsPage);
        if (line > 0) m_editor->goTo(line, 1);
        m_editor->setFocus();
        return;
    }
    auto* window = new MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->resize(size());
    if (!window->openFile(file)) {
        window->close();
        return;
    }
    window->show();
    window->centralTabs()->setCurrentWidget(window->m_equationsPage);
    if (line > 0) window->editor()->goTo(line, 1);
}

}  // namespace hs::ui

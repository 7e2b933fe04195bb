#pragma once
// The Diagram tab of a Modelica model: its components drawn as the icons of their classes,
// their ports and connections (ComponentScene), a library browser (the bundled library and
// the classes of the source) to drag classes onto the canvas, and a property panel that
// renames a component and edits its parameters. Every edit — add, move, rotate, connect,
// delete, rename, set a parameter — is a text edit of the equation editor's Modelica text,
// one step of the editor's undo: text and diagram are one model, and the diagram is drawn
// again from the text whenever it changes. The live check's diagnostics mark the
// components that are not balanced and the ports that are not connected in red, and list
// the problems under the canvas. GUI thread only.

#include "common/background_check.h"
#include "hs/flatten/diagram.h"
#include "hs/lang/diagnostic.h"
#include "hs/lang/source_edit.h"

#include <QPointF>
#include <QSize>
#include <QWidget>

#include <memory>
#include <vector>

class QAction;
class QGraphicsView;
class QLabel;
class QLineEdit;
class QListWidget;
class QTableWidget;
class QTreeWidget;
class QPushButton;

namespace hs::ui {

class ComponentScene;
class EquationEditor;

class ComponentDiagram : public QWidget {
    Q_OBJECT
public:
    explicit ComponentDiagram(EquationEditor* editor, QWidget* parent = nullptr);
    ~ComponentDiagram() override;

    // The class drawn (empty: the source's last model) and the source's file.
    void setClassName(const QString& className);
    void setFileName(const QString& fileName);
    // Draws the diagram of the editor's text now / after the text has rested.
    void refreshNow();
    void refreshLater();
    // The library browser read again (the source's own classes may have changed).
    void refreshLibrary();
    // The live check's diagnostics: what they say of components, and unconnected ports.
    void setDiagnostics(const std::vector<Diagnostic>& diagnostics);

    ComponentScene* scene() const { return m_scene; }
    QGraphicsView* view() const { return m_view; }
    QTreeWidget* library() const { return m_library; }
    QTableWidget* parameters() const { return m_parameters; }
    QLineEdit* nameEdit() const { return m_name; }
    QListWidget* problems() const { return m_problems; }
    QAction* deleteAction() const { return m_delete; }
    QAction* rotateAction() const { return m_rotate; }
    void fit();
    void zoomBy(double factor);

    // The edits the gestures make (each one undo step of the editor); false when the text
    // could not be changed so (a name taken, no such component).
    bool addComponent(const QString& classPath, QPointF modelPoint);
    bool removeSelected();
    bool connectPorts(const QString& from, const QString& to,
                      const std::vector<flatten::Point>& points);
    bool moveComponents(const QStringList& names, QPointF delta);
    bool rotateSelected();
    bool setParameter(const QString& component, const QString& parameter, const QString& value);
    bool renameComponent(const QString& name, const QString& newName);

signals:
    // A component was double-clicked: its class (qualified), the file it is written in
    // (empty: this source) and the line.
    void classActivated(const QString& path, const QString& file, int line);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool apply(const std::vector<lang::TextEdit>& edits);
    std::string text() const;
    void showDiagram(const flatten::DiagramView& diagram);
    void showProperties();
    void updateProblems();
    void retranslate();
    const flatten::ComponentView* component(const QString& name) const;

    EquationEditor* m_editor;
    ComponentScene* m_scene = nullptr;
    QGraphicsView* m_view = nullptr;
    QTreeWidget* m_library = nullptr;
    QTableWidget* m_parameters = nullptr;
    QLineEdit* m_name = nullptr;
    QLabel* m_class = nullptr;
    QLabel* m_libraryTitle = nullptr;
    QLabel* m_propertiesTitle = nullptr;
    QPushButton* m_openClass = nullptr;
    QListWidget* m_problems = nullptr;
    QAction* m_delete = nullptr;
    QAction* m_rotate = nullptr;
    QAction* m_fit = nullptr;
    QString m_className, m_fileName;
    std::vector<Diagnostic> m_diagnostics;
    QString m_shownComponent;
    bool m_filling = false;
    bool m_autoFit = true;  // the view fits the diagram when resized, until the user zooms
    bool m_fitPending = false;
    QSize m_fittedSize;
    std::unique_ptr<BackgroundCheck<flatten::DiagramView>> m_describe;
};

}  // namespace hs::ui

#pragma once
// The module diagram of a multi-module document: one block per module (equation and
// statechart models, and library blocks) with its input ports on the left and output ports
// on the right, connections drawn between ports with orthogonal routing. Blocks are added
// from the palette (click "Add" or drag onto the canvas), moved on a 10-unit grid,
// connected by dragging from an output port to an input port, deleted, renamed, and their
// parameters edited in the property panel; the run mode (lock-step, whole interval,
// frames with TK) and the package settings (per project: steps, sync step, active) are
// edited beside it. Every edit goes through the DocumentModel (undoable, drags merge).
// The network is checked in the background after each edit: its diagnostics (algebraic
// loops across modules, unconnected or doubly driven inputs, unknown ports) are listed
// under the canvas and the offending blocks and connections are drawn in red.
// GUI thread only.

#include "hs/lang/diagnostic.h"
#include "hs/model/document.h"

#include <QGraphicsScene>
#include <QHash>
#include <QSet>
#include <QWidget>

#include <memory>

class QSplitter;
class QGraphicsView;
class QListWidget;
class QTableWidget;
class QComboBox;
class QDoubleSpinBox;
class QCheckBox;
class QLineEdit;
class QLabel;
class QGroupBox;

namespace hs::ui {

// The drag-and-drop type of a library block dragged from the palette onto the canvas.
inline constexpr const char* kBlockMime = "application/x-hybridstudio-block-type";

class DocumentModel;
template <class Result>
class BackgroundCheck;
struct NetworkCheck;

// Ports of a module as the network sees them.
struct ModulePorts {
    QStringList inputs, outputs;
};

class ModuleScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit ModuleScene(DocumentModel* document, QObject* parent = nullptr);
    ~ModuleScene() override;

    void rebuild();
    void setPorts(const QHash<QString, ModulePorts>& ports);
    void setErrors(const QSet<QString>& blocks, const QSet<QString>& connections);

    QStringList selectedBlocks() const;
    // "From.port->To.port" of the selected connections
    QStringList selectedConnections() const;
    void selectBlocks(const QStringList& names);

    // Geometry, for tests and gestures (scene coordinates).
    QRectF blockRect(const QString& module) const;
    QPointF portPosition(const QString& module, const QString& port, bool output) const;
    QPainterPath connectionPath(const QString& from, const QString& to) const;
    bool isErrorBlock(const QString& module) const { return m_errorBlocks.contains(module); }
    bool isErrorConnection(const QString& key) const { return m_errorConnections.contains(key); }

    void placeBlock(const QString& type, QPointF p);  // type "model" or a library block type
    // Edits, each one undoable command of the document; the gestures on the canvas end in
    // these. A connection from an output ("Module.port") to an input (added to the
    // output's connection when it has one).
    void connectPorts(const QString& output, const QString& input);
    // Every block is stored where it is drawn; the connections leaving the moved blocks
    // are routed again.
    void moveBlocks(const QStringList& moved);

signals:
    void selectionNamesChanged();
    void moduleActivated(int module);  // double-click on a model module

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) override;
    void dragEnterEvent(QGraphicsSceneDragDropEvent* event) override;
    void dragMoveEvent(QGraphicsSceneDragDropEvent* event) override;
    void dropEvent(QGraphicsSceneDragDropEvent* event) override;
    void drawBackground(QPainter* painter, const QRectF& rect) override;

private:
    class BlockItem;
    class ConnectionItem;
    BlockItem* blockAt(QPointF p) const;
    bool portAt(QPointF p, QString& module, QString& port, bool& output) const;
    void layoutConnections();

    DocumentModel* m_document;
    QHash<QString, ModulePorts> m_ports;
    QHash<QString, BlockItem*> m_blocks;
    QList<ConnectionItem*> m_connections;
    QSet<QString> m_errorBlocks, m_errorConnections;
    enum class Gesture { None, Move, Connect } m_gesture = Gesture::None;
    QPointF m_pressPos;
    QString m_pressModule, m_pressPort;
    QStringList m_moving;
    QHash<QString, QPointF> m_origins;
    QGraphicsLineItem* m_line = nullptr;
};

class ModuleDiagramEditor : public QWidget {
    Q_OBJECT
public:
    ModuleDiagramEditor(DocumentModel* document, QWidget* parent = nullptr);
    ~ModuleDiagramEditor() override;

    ModuleScene* scene() const { return m_scene; }
    QGraphicsView* view() const { return m_view; }
    void deleteSelection();
    void fit();
    // Fits the drawing once the view has its real size (the next time it is shown or
    // resized): a document opens fitted, whatever tab is current.
    void fitWhenShown();
    // Checks the network now (tests); normally done 300 ms after an edit, off the GUI thread.
    void checkNow();
    const std::vector<Diagnostic>& diagnostics() const { return m_diagnostics; }
    QTableWidget* parameterTable() const { return m_params; }
    QTableWidget* projectTable() const { return m_projects; }
    QComboBox* modeBox() const { return m_mode; }
    QDoubleSpinBox* frameBox() const { return m_frame; }
    QLineEdit* nameEdit() const { return m_name; }
    QListWidget* messages() const { return m_messages; }

signals:
    void moduleActivated(int module);
    void compareRequested();
    void networkChecked();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitIfPending();
    void sizePanesOnce();
    bool m_fitPending = false;
    bool m_panesSized = false;
    QSplitter* m_splitter = nullptr;
    void retranslate();
    void refreshPanel();
    void scheduleCheck();
    QString messageLine(const Diagnostic& diag) const;  // "error: ..." in the current language
    void applyCheck(const QHash<QString, ModulePorts>& ports, const std::vector<Diagnostic>& diagnostics);
    void commitParameter(int row, int column);
    void commitProject(int row, int column);
    void commitName();
    void refuse(const QString& message);

    DocumentModel* m_document;
    ModuleScene* m_scene;
    QGraphicsView* m_view;
    QListWidget* m_palette;
    QListWidget* m_messages;
    QLabel *m_blockTitle, *m_typeLabel;
    QLineEdit* m_name;
    QTableWidget* m_params;
    QGroupBox *m_blockBox, *m_cosimBox, *m_packageBox;
    QComboBox* m_mode;
    QDoubleSpinBox *m_step, *m_frame, *m_endTime;
    QComboBox* m_writeMode;
    QCheckBox* m_recordAtSync;
    QCheckBox* m_writeAtSync;
    QTableWidget* m_projects;
    QLabel *m_modeLabel, *m_stepLabel, *m_frameLabel, *m_endLabel, *m_writeLabel, *m_paletteLabel;
    bool m_updating = false;
    std::vector<Diagnostic> m_diagnostics;
    std::unique_ptr<BackgroundCheck<NetworkCheck>> m_checker;  // the network, off the GUI thread
};

}  // namespace hs::ui

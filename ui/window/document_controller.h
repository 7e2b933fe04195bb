#pragma once
// The open document behind the main window: its file (a `.mo` text or a `.hsm` document),
// the module shown in the editors, whether it is modified, its run settings, and what a run
// of it is (request()). Opening a file takes the file's own experiment — the `.mo`
// annotation, the `.hsm` experiment and cosimulation sections — and nothing of the file
// open before. Every change of the text, a drawing or the settings moves generation() on,
// which is how the run controller knows that the model on screen is not the one it runs.
// GUI thread only.

#include "hs/cosim/cosim_runner.h"
#include "hs/model/document.h"
#include "hs/session/run_session.h"
#include "hs/sim/engine.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

class QTimer;
class QWidget;

namespace hs::ui {

class DocumentModel;
class EquationEditor;

// The settings a run of the document uses. Unset simulation values of a `.mo` model come
// from its experiment annotation.
struct RunSettings {
    SimulationSettings simulation;
    std::optional<cosim::RunMode> mode;  // networks: empty = the document's mode
    double frame = 0.0;                  // networks in frames: TK (0 = the document's)
    std::string className;               // a .mo source's model to run (empty: its last one)
};

class DocumentController : public QObject {
    Q_OBJECT
public:
    // `editor` shows the equations of the module shown; `dialogParent` owns message boxes.
    DocumentController(EquationEditor* editor, QWidget* dialogParent);
    ~DocumentController() override;

    DocumentModel* model() const { return m_doc; }
    QString file() const { return m_file; }
    // The name diagnostics and runs use: the path, or untitled.mo.
    std::string fileName() const;
    bool isDocument() const { return m_isDocument; }
    // More than one module, a cosimulation or a package: the run is a network or a package.
    bool isMultiModule() const;
    int module() const { return m_module; }
    std::string moduleName() const { return m_moduleName; }
    // Counts every change of the text, the drawings and the settings.
    quint64 generation() const { return m_generation; }
    bool isModified() const;

    const RunSettings& settings() const { return m_settings; }
    // New settings for the document's runs; writeBack also writes them into the document
    // (the `.hsm` experiment and cosimulation sections, the `.mo` experiment annotation).
    void setSettings(const RunSettings& settings, bool writeBack);

    void newModel();
    // False (with a message) when the file cannot be read, is not UTF-8 text, or is not a
    // valid document; nothing changes then.
    bool openFile(const QString& path);
    bool save();
    bool saveAs();
    bool saveTo(const QString& path);
    // Asks to save a modified document: false when the user cancels.
    bool maybeSave();
    // Shows another module of the document in the editors.
    bool showModule(int module);

    // The whole document with the editor's text in the module shown.
    doc::Document wholeDocument() const;
    // The module shown alone (with the document's experiment): what the live check checks.
    doc::Document moduleDocument() const;
    // What a run of the document on screen is.
    session::SessionRequest request() const;

    QStringList recentFiles() const;

    // Recovery (window/recovery.h): the text the document would be saved as.
    QString currentContent() const;
    // Keeps the current text in the recovery file now (removes it when nothing is unsaved).
    void writeRecovery();
    // The user has saved or discarded the document: its recovery file goes.
    void discardRecovery();
    // At start: offers the untitled documents of earlier sessions that ended unsaved.
    void offerUntitledRecovery();
    // Milliseconds from a change to the recovery file's update (default 3000).
    void setRecoveryDelay(int ms);

signals:
    void opened();               // a new document: everything is shown anew
    void moduleShown();          // the editors show another module
    void edited();               // text, drawing or settings: generation() moved on
    void modifiedChanged(bool modified);
    void fileChanged(const QString& path);
    void recentFilesChanged();
    void problem(const QString& title, const QString& text);  // shown as a message box
    void statusMessage(const QString& text, int timeoutMs);
    void openFailed(const std::vector<hs::Diagnostic>& diagnostics);

private:
    void documentChanged();
    void followShownModule();
    void setEditorText(const QString& text);
    void setCurrentFile(const QString& path);
    void addRecentFile(const QString& path);
    void updateModified();
    void writeSettings(const RunSettings& settings);
    // Shows `text` as the document `path` (empty: untitled); false with a message if it is
    // not a valid document.
    bool showText(const QString& path, const std::string& text, bool isDocument);
    void offerRecovery(const QString& path, const QString& savedText);
    // Saving as `path` keeps less than the document holds: asks first.
    bool confirmLoss(const QString& path, const QStringList& lost);

    EquationEditor* m_editor;
    QWidget* m_parent;
    DocumentModel* m_doc;
    QString m_file;
    bool m_isDocument = false;
    bool m_textBom = false;  // the .mo file opened began with a UTF-8 byte-order mark
    int m_module = 0;
    std::string m_moduleName;
    std::size_t m_moduleCount = 0;
    quint64 m_generation = 0;
    RunSettings m_settings;
    bool m_otherModulesModified = false;  // text typed in a module not shown now
    bool m_modified = false;
    QTimer* m_recoveryTimer = nullptr;
};

}  // namespace hs::ui

#include "window/document_controller.h"

#include "document/document_model.h"
#include "editor/equation_editor.h"
#include "window/recovery.h"

#include "hs/model/experiment_annotation.h"
#include "hs/session/model_loader.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSaveFile>
#include <QSettings>
#include <QStringDecoder>
#include <QTimer>
#include <QUndoStack>

namespace hs::ui {

namespace {

constexpr int kRecentFiles = 10;

// Why a file's bytes are not a model text, or empty.
QString notText(const std::string& bytes) {
    if (bytes.find('\0') != std::string::npos) return QObject::tr("it is a binary file, not a model text");
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString decoded = decoder(QByteArrayView(bytes.data(), static_cast<qsizetype>(bytes.size())));
    if (decoder.hasError() || (decoded.isEmpty() && !bytes.empty())) return QObject::tr("it is not UTF-8 text");
    return {};
}

}  // namespace

DocumentController::DocumentController(EquationEditor* editor, QWidget* dialogParent)
    : QObject(dialogParent), m_editor(editor), m_parent(dialogParent) {
    m_doc = new DocumentModel(this);
    connect(m_editor, &QsciScintilla::textChanged, this, [this] {
        // the editor holds Modelica text (a document's module equations, too)
        m_doc->setEquations(m_module, m_editor->text().toStdString());
        ++m_generation;
        emit edited();
    });
    connect(m_editor, &QsciScintilla::modificationChanged, this, [this] { updateModified(); });
    connect(m_doc, &DocumentModel::changed, this, &DocumentController::documentChanged);
    connect(m_doc->undoStack(), &QUndoStack::cleanChanged, this, [this] { updateModified(); });
    // unsaved work is kept a few seconds after each change
    m_recoveryTimer = new QTimer(this);
    m_recoveryTimer->setSingleShot(true);
    m_recoveryTimer->setInterval(3000);
    connect(m_recoveryTimer, &QTimer::timeout, this, &DocumentController::writeRecovery);
    connect(this, &DocumentController::edited, m_recoveryTimer, qOverload<>(&QTimer::start));
    connect(m_doc, &DocumentModel::experimentsChanged, m_recoveryTimer, qOverload<>(&QTimer::start));
    connect(this, &DocumentController::modifiedChanged, m_recoveryTimer, qOverload<>(&QTimer::start));
}

DocumentController::~DocumentController() = default;

std::string DocumentController::fileName() const {
    return m_file.isEmpty() ? std::string(m_isDocument ? "untitled.hsm" : "untitled.mo") : m_file.toStdString();
}

bool DocumentController::isMultiModule() const { return m_isDocument && session::isMultiModule(m_doc->document()); }

bool DocumentController::isModified() const { return m_modified; }

void DocumentController::updateModified() {
    // undoing back to the saved text (and drawing) clears the mark
    const bool modified = m_editor->isModified() || !m_doc->undoStack()->isClean() || m_otherModulesModified;
    if (modified == m_modified) return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

void DocumentController::setEditorText(const QString& text) {
    m_editor->blockSignals(true);
    // new lines are typed in the text's own convention: a Windows text stays CRLF throughout
    const auto crlf = text.count(QStringLiteral("\r\n"));
    m_editor->setEolMode(crlf > 0 && crlf * 2 >= text.count(QLatin1Char('\n')) ? QsciScintilla::EolWindows
                                                                              : QsciScintilla::EolUnix);
    m_editor->setText(text);
    // a fresh text: undo cannot go back past it, and it is not a modification
    m_editor->SendScintilla(QsciScintillaBase::SCI_EMPTYUNDOBUFFER);
    m_editor->setModified(false);
    m_editor->blockSignals(false);
}

void DocumentController::setCurrentFile(const QString& path) {
    m_file = path;
    m_otherModulesModified = false;
    m_editor->setModified(false);
    m_doc->undoStack()->setClean();
    m_modified = true;  // forces the signal
    updateModified();
    emit fileChanged(path);
}

void DocumentController::newModel() {
    discardRecovery();  // the window asked to save or discard the document before
    const QString text =
        QStringLiteral("model Untitled\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\nend Untitled;\n");
    doc::Document d;
    d.name = "Untitled";
    d.modules.push_back(doc::Module{});
    d.modules[0].name = "Untitled";
    d.modules[0].equations = text.toStdString();
    m_isDocument = false;
    m_textBom = false;
    m_module = 0;
    m_moduleName = "Untitled";
    m_moduleCount = 1;
    m_settings = RunSettings{};
    setEditorText(text);
    m_doc->setDocument(d);
    ++m_generation;
    setCurrentFile({});
    emit opened();
}

bool DocumentController::openFile(const QString& path) {
    std::string text;
    if (!readTextFile(path.toStdString(), text)) {
        emit problem(tr("Open"), tr("Cannot read %1.").arg(path));
        return false;
    }
    if (const QString why = notText(text); !why.isEmpty()) {
        emit problem(tr("Open"), tr("%1 was not opened: %2.").arg(path, why));
        return false;
    }
    const QString previous = m_file;
    const bool isDocument = isDocumentPath(path.toStdString());
    // a Modelica text with a UTF-8 byte-order mark is edited without it and saved with it
    const bool bom = !isDocument && text.starts_with("\xEF\xBB\xBF");
    if (bom) text.erase(0, 3);
    if (!showText(path, text, isDocument)) return false;
    m_textBom = bom;
    // the window asked to save or discard the document before
    if (QFileInfo(previous).absoluteFilePath() != QFileInfo(path).absoluteFilePath() || previous.isEmpty())
        RecoveryStore::remove(previous);
    setCurrentFile(path);
    addRecentFile(path);
    emit opened();
    offerRecovery(path, QString::fromStdString(text));
    return true;
}

bool DocumentController::showText(const QString& path, const std::string& text, bool isDocument) {
    doc::Document d;
    RunSettings settings;
    if (isDocument) {
        DiagnosticList diags;
        diags.setFile(path.isEmpty() ? std::string("untitled.hsm") : path.toStdString());
        if (!doc::parseDocument(text, d, diags)) {
            emit openFailed(diags.items());
            emit problem(tr("Open"), tr("%1 is not a valid HybridStudio document; see Messages.").arg(path));
            return false;
        }
        // the document's own experiment, nothing of the file open before
        settings.simulation = settingsFromDocument(d);
    } else {
        doc::Module m;
        m.name = path.isEmpty() ? std::string("Untitled") : QFileInfo(path).completeBaseName().toStdString();
        m.equations = text;
        d.name = m.name;
        d.modules.push_back(m);
        // a .mo model: its experiment annotation (unset values)
    }
    m_isDocument = isDocument;
    m_settings = settings;
    // the editors show the first equation module (a diagram may start with library blocks)
    m_module = 0;
    for (std::size_t i = 0; i < d.modules.size(); ++i)
        if (d.modules[i].kind != doc::ModuleKind::Block) {
            m_module = static_cast<int>(i);
            break;
        }
    m_moduleName = m_module < static_cast<int>(d.modules.size()) ? d.modules[m_module].name : std::string();
    m_moduleCount = d.modules.size();
    // the editor holds the new text before the document announces itself (live check)
    setEditorText(m_module < static_cast<int>(d.modules.size()) ? QString::fromStdString(d.modules[m_module].equations)
                                                                : QString());
    m_doc->setDocument(d);
    ++m_generation;
    return true;
}

// A recovery file newer than what is on disk: the user chooses what becomes of it.
void DocumentController::offerRecovery(const QString& path, const QString& savedText) {
    const auto entry = RecoveryStore::find(path);
    if (!entry) return;
    if (entry->text == savedText) {
        RecoveryStore::remove(path);  // nothing was lost
        return;
    }
    switch (askToRecover(m_parent, *entry, savedText)) {
    case RecoveryChoice::Restore:
        if (showText(path, entry->text.toStdString(), entry->document)) {
            // the restored text is not saved yet
            m_otherModulesModified = true;
            updateModified();
            emit opened();
            emit statusMessage(tr("Restored the unsaved changes of %1").arg(QFileInfo(path).fileName()), 5000);
        }
        break;
    case RecoveryChoice::Discard: RecoveryStore::remove(path); break;
    case RecoveryChoice::Later: break;
    }
}

void DocumentController::offerUntitledRecovery() {
    for (const RecoveryEntry& entry : RecoveryStore::orphanedUntitled()) {
        const RecoveryChoice choice = askToRecover(m_parent, entry, QString());
        if (choice == RecoveryChoice::Later) continue;
        RecoveryStore::removeEntry(entry);
        if (choice != RecoveryChoice::Restore) continue;
        if (!showText(QString(), entry.text.toStdString(), entry.document)) continue;
        setCurrentFile({});
        m_otherModulesModified = true;
        updateModified();
        emit opened();
        writeRecovery();  // now this process's untitled document
        return;  // one document per window
    }
}

QString DocumentController::currentContent() const {
    if (!m_isDocument) return m_editor->text();
    return QString::fromStdString(doc::serializeDocument(wholeDocument()));
}

void DocumentController::writeRecovery() {
    m_recoveryTimer->stop();
    if (!isModified()) {
        RecoveryStore::remove(m_file);
        return;
    }
    QString error;
    if (!RecoveryStore::write(m_file, m_isDocument, currentContent(), &error))
        emit statusMessage(tr("Cannot keep a recovery copy: %1").arg(error), 5000);
}

void DocumentController::discardRecovery() {
    m_recoveryTimer->stop();
    RecoveryStore::remove(m_file);
}

void DocumentController::setRecoveryDelay(int ms) { m_recoveryTimer->setInterval(ms); }

bool DocumentController::save() { return m_file.isEmpty() ? saveAs() : saveTo(m_file); }

bool DocumentController::saveAs() {
    const QString path = QFileDialog::getSaveFileName(m_parent, tr("Save Model"), m_file,
                                                      tr("HybridStudio models (*.hsm *.mo)"));
    return !path.isEmpty() && saveTo(path);
}

bool DocumentController::saveTo(const QString& path) {
    std::string text = m_editor->text().toStdString();
    bool toText = false;  // a document saved as a .mo: the editor shows what was written
    m_doc->setEquations(m_module, text);
    const doc::Document& current = m_doc->document();
    if (isDocumentPath(path.toStdString())) {
        doc::Document d = current;
        if (d.modules.empty()) {
            doc::Module m;
            m.name = "Model";
            d.modules.push_back(m);
        }
        if (d.name.empty()) d.name = d.modules[0].name;
        text = doc::serializeDocument(d);
        m_isDocument = true;
    } else if (m_isDocument && (current.modules.size() > 1 || !current.modules[0].statecharts.empty() ||
                                !current.modules[0].events.empty())) {
        emit problem(tr("Save"), tr("A .mo file holds equations only; save this model as a .hsm document to keep its "
                                    "statecharts, events and modules."));
        return false;
    } else {
        // a .mo keeps the equations and, from a document, its settings as the experiment
        // annotation; what it cannot hold is named before anything is written
        QStringList lost;
        if (!current.plots.empty()) lost << tr("its plots");
        if (!current.experiments.empty()) lost << tr("its experiments (parameter variations)");
        const doc::Experiment& e = current.experiment;
        if (m_isDocument && (e.policy != SelectionPolicy::Fifo || e.seed != 1 || e.absTolerance))
            lost << tr("the event policy, seed and absolute tolerance");
        if (!lost.isEmpty() && !confirmLoss(path, lost)) return false;
        if (m_textBom && !m_isDocument) text.insert(0, "\xEF\xBB\xBF");
        if (m_isDocument) {
            toText = true;
            ExperimentValues v;
            v.startTime = e.startTime;
            v.stopTime = e.stopTime;
            v.interval = e.interval;
            v.tolerance = e.tolerance;
            setExperimentAnnotation(text, v);
        }
    }
    // atomic: the old file stays intact until the new one is complete
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), static_cast<qint64>(text.size())) < 0 ||
        !file.commit()) {
        emit problem(tr("Save"), tr("Cannot save %1: %2").arg(path, file.errorString()));
        return false;
    }
    discardRecovery();  // of the file it was (or of the untitled document)
    if (toText) showText(path, text, false);
    setCurrentFile(path);
    if (toText) emit opened();
    addRecentFile(path);
    emit statusMessage(tr("Saved %1").arg(path), 3000);
    return true;
}

bool DocumentController::confirmLoss(const QString& path, const QStringList& lost) {
    QMessageBox box(QMessageBox::Warning, tr("Save as .mo"),
                    tr("%1 is a Modelica text: it keeps the equations and the experiment settings, but not %2.")
                        .arg(QFileInfo(path).fileName(), lost.join(tr(", "))),
                    QMessageBox::Save | QMessageBox::Cancel, m_parent);
    box.setObjectName("saveLossWarning");
    box.setInformativeText(tr("Save as a .hsm document to keep everything."));
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Save;
}

bool DocumentController::maybeSave() {
    if (!isModified()) return true;
    const auto answer = QMessageBox::warning(m_parent, tr("Unsaved changes"),
                                             tr("The model has been modified. Save the changes?"),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

bool DocumentController::showModule(int module) {
    const auto& modules = m_doc->document().modules;
    if (module < 0 || module >= static_cast<int>(modules.size()) || module == m_module) return false;
    if (modules[module].kind == doc::ModuleKind::Block) {
        emit statusMessage(tr("%1 is a library block: edit its parameters on the module diagram.")
                               .arg(QString::fromStdString(modules[module].name)),
                           5000);
        return false;
    }
    m_doc->setEquations(m_module, m_editor->text().toStdString());
    m_otherModulesModified = m_otherModulesModified || m_editor->isModified();
    m_module = module;
    m_moduleName = modules[module].name;
    setEditorText(QString::fromStdString(modules[module].equations));
    updateModified();
    emit moduleShown();
    return true;
}

doc::Document DocumentController::wholeDocument() const {
    doc::Document d = m_doc->document();
    if (m_module < static_cast<int>(d.modules.size())) d.modules[m_module].equations = m_editor->text().toStdString();
    return d;
}

doc::Document DocumentController::moduleDocument() const {
    const doc::Document& whole = m_doc->document();
    doc::Document d;
    d.name = whole.name;
    d.description = whole.description;
    d.experiment = whole.experiment;
    d.plots = whole.plots;
    if (m_module >= 0 && m_module < static_cast<int>(whole.modules.size())) d.modules.push_back(whole.modules[m_module]);
    if (!d.modules.empty()) d.modules[0].equations = m_editor->text().toStdString();
    return d;
}

session::SessionRequest DocumentController::request() const {
    session::SessionRequest r;
    r.document = wholeDocument();
    r.file = fileName();
    r.modelText = !m_isDocument;
    if (!m_isDocument) r.className = m_settings.className;
    r.settings = m_settings.simulation;
    r.mode = m_settings.mode;
    r.frame = m_settings.frame;
    return r;
}

void DocumentController::setSettings(const RunSettings& settings, bool writeBack) {
    m_settings = settings;
    ++m_generation;
    if (writeBack) writeSettings(settings);
    emit edited();
}

void DocumentController::writeSettings(const RunSettings& settings) {
    const SimulationSettings& s = settings.simulation;
    if (!m_isDocument) {
        // a .mo model: its experiment annotation, as one undoable edit of the text
        ExperimentValues v;
        v.startTime = s.startTime;
        v.stopTime = s.stopTime;
        v.interval = s.interval;
        v.tolerance = s.relTol;
        std::string text = m_editor->text().toStdString();
        if (!setExperimentAnnotation(text, v)) {
            emit problem(tr("Experiment Settings"),
                         tr("The settings were not written into the model: its text has no 'end Name;' to write "
                            "them before."));
            return;
        }
        const int line = m_editor->SendScintilla(QsciScintillaBase::SCI_GETFIRSTVISIBLELINE);
        m_editor->beginUndoAction();
        m_editor->selectAll();
        m_editor->replaceSelectedText(QString::fromStdString(text));
        m_editor->endUndoAction();
        m_editor->SendScintilla(QsciScintillaBase::SCI_SETFIRSTVISIBLELINE, line);
        return;
    }
    const int shown = m_module;
    m_doc->edit(tr("Experiment settings"), [&](doc::Document& d) {
        doc::Experiment& e = d.experiment;
        if (s.startTime) e.startTime = *s.startTime;
        if (s.stopTime) e.stopTime = *s.stopTime;
        e.interval = s.interval;
        if (s.relTol) e.tolerance = *s.relTol;
        e.absTolerance = s.absTol;
        e.policy = s.policy;
        e.seed = s.seed;
        if (!session::isMultiModule(d) && shown < static_cast<int>(d.modules.size())) {
            d.modules[shown].solver.method = s.solver;
            d.modules[shown].solver.step = s.step > 0 ? std::optional<double>(s.step) : std::nullopt;
        }
        if (d.cosimulation && settings.mode) {
            d.cosimulation->mode = *settings.mode;
            if (*settings.mode == cosim::RunMode::Frames && settings.frame > 0) d.cosimulation->frame = settings.frame;
        }
    });
}

void DocumentController::documentChanged() {
    ++m_generation;
    followShownModule();
    m_moduleCount = m_doc->document().modules.size();
    updateModified();
    emit edited();
}

// The module shown is followed by name: the diagram may add, remove or rename modules
// (and undo may bring them back), which moves indices around it.
void DocumentController::followShownModule() {
    const auto& modules = m_doc->document().modules;
    int found = -1;
    for (std::size_t i = 0; i < modules.size(); ++i)
        if (modules[i].name == m_moduleName) found = static_cast<int>(i);
    if (found >= 0) {
        m_module = found;
        return;
    }
    if (m_moduleCount == modules.size() && m_module < static_cast<int>(modules.size())) {
        m_moduleName = modules[m_module].name;  // renamed in place
        return;
    }
    // the module shown is gone: show the first equation module
    m_module = 0;
    for (std::size_t i = 0; i < modules.size(); ++i)
        if (modules[i].kind != doc::ModuleKind::Block) {
            m_module = static_cast<int>(i);
            break;
        }
    m_moduleName = m_module < static_cast<int>(modules.size()) ? modules[m_module].name : std::string();
    m_otherModulesModified = m_otherModulesModified || m_editor->isModified();
    setEditorText(m_module < static_cast<int>(modules.size()) ? QString::fromStdString(modules[m_module].equations)
                                                             : QString());
    emit moduleShown();
}

QStringList DocumentController::recentFiles() const { return QSettings().value("recentFiles").toStringList(); }

void DocumentController::addRecentFile(const QString& given) {
    // absolute: the list is used from whatever folder the program starts in next time
    const QString path = QFileInfo(given).absoluteFilePath();
    QSettings settings;
    QStringList files = settings.value("recentFiles").toStringList();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kRecentFiles) files.removeLast();
    settings.setValue("recentFiles", files);
    emit recentFilesChanged();
}

}  // namespace hs::ui

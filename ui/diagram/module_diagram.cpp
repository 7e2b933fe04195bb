// The module diagram editor: the canvas with its block palette, the run-mode, package and
// block panels, and a background check of the network (compiling every module) whose ports
// and diagnostics come back to the GUI thread; only the newest check's result is applied.

#include "diagram/module_diagram.h"

#include "common/background_check.h"
#include "common/canvas.h"
#include "diagram/block_names.h"
#include "document/document_model.h"
#include "document/module_edit.h"
#include "i18n/diagnostic_text.h"

#include "hs/cosim/block.h"
#include "hs/cosim/network.h"
#include "hs/session/model_loader.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QDrag>
#include <QEvent>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QGraphicsItem>
#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QPainter>
#include <QPainterPathStroker>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStyle>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>

namespace hs::ui {

namespace {

const QColor kError(0xc0, 0x39, 0x2b);

}  // namespace

// ----------------------------------------------------------------------------- checker

struct NetworkCheck {
    QHash<QString, ModulePorts> ports;
    std::vector<Diagnostic> diagnostics;
};

namespace {

NetworkCheck checkNetwork(const doc::Document& d) {
    NetworkCheck out;
    cosim::Network net;
    DiagnosticList diags;
    net.build(d, d.name.empty() ? "model.hsm" : d.name + ".hsm", settingsFromDocument(d), diags);
    for (std::size_t i = 0; i < net.modules().size() && i < d.modules.size(); ++i) {
        const auto& m = net.modules()[i];
        if (!m) continue;
        ModulePorts p;
        for (const auto& n : m->inputNames()) p.inputs << QString::fromStdString(n);
        for (const auto& n : m->outputNames()) p.outputs << QString::fromStdString(n);
        out.ports.insert(QString::fromStdString(d.modules[i].name), p);
    }
    out.diagnostics = diags.items();
    return out;
}

}  // namespace

// ----------------------------------------------------------------------------- editor

namespace {

class BlockPalette : public QListWidget {
public:
    using QListWidget::QListWidget;

protected:
    QStringList mimeTypes() const override { return {kBlockMime}; }
    QMimeData* mimeData(const QList<QListWidgetItem*>& items) const override {
        if (items.isEmpty()) return nullptr;
        auto* m = new QMimeData;
        m->setData(kBlockMime, items.first()->data(Qt::UserRole).toString().toUtf8());
        return m;
    }
};

}  // namespace

ModuleDiagramEditor::ModuleDiagramEditor(DocumentModel* document, QWidget* parent)
    : QWidget(parent), m_document(document) {
    m_checker = std::make_unique<BackgroundCheck<NetworkCheck>>(
        this, 300, [this] { return [d = m_document->document()] { return checkNetwork(d); }; },
        [this](const NetworkCheck& out) { applyCheck(out.ports, out.diagnostics); });
    setObjectName("moduleDiagram");
    m_scene = new ModuleScene(document, this);
    m_view = new QGraphicsView(m_scene, this);
    m_view->setObjectName("moduleDiagramView");
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setAcceptDrops(true);

    m_paletteLabel = new QLabel(this);
    m_paletteLabel->setWordWrap(true);  // the palette column stays narrow in every language
    m_paletteLabel->setMaximumWidth(150);
    m_palette = new BlockPalette(this);
    m_palette->setObjectName("blockPalette");
    m_palette->setDragEnabled(true);
    m_palette->setDragDropMode(QAbstractItemView::DragOnly);
    // the column stays narrow: a long name ("Фиксатор нулевого порядка") wraps, never cut
    m_palette->setWordWrap(true);
    m_palette->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_palette->setResizeMode(QListView::Adjust);
    auto* modelItem = new QListWidgetItem(m_palette);
    modelItem->setData(Qt::UserRole, QStringLiteral("model"));
    for (const auto& t : cosim::blockTypes()) {
        if (t == "expression" || t == "stateSpace") continue;  // need texts/matrices: added by hand
        auto* item = new QListWidgetItem(blockTypeName(t), m_palette);
        item->setData(Qt::UserRole, QString::fromStdString(t));
        item->setToolTip(QString::fromStdString(t));  // the type as documents name it
    }
    m_palette->setMaximumWidth(150);
    connect(m_palette, &QListWidget::itemDoubleClicked, this, [this](QListWidgetItem* item) {
        // a free spot right of everything
        const QRectF r = m_scene->itemsBoundingRect();
        m_scene->placeBlock(item->data(Qt::UserRole).toString(), r.isEmpty() ? QPointF(40, 80) : QPointF(r.right() + 40, r.top()));
    });

    m_messages = new QListWidget(this);
    m_messages->setObjectName("networkMessages");
    m_messages->setMaximumHeight(110);
    connect(m_messages, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        m_scene->selectBlocks(item->data(Qt::UserRole).toStringList());
    });

    // property panel
    auto* panel = new QWidget(this);
    auto* panelLayout = new QVBoxLayout(panel);
    m_blockBox = new QGroupBox(panel);
    auto* blockForm = new QFormLayout(m_blockBox);
    m_blockTitle = new QLabel(m_blockBox);
    m_typeLabel = new QLabel(m_blockBox);
    m_name = new QLineEdit(m_blockBox);
    m_name->setObjectName("blockName");
    m_params = new QTableWidget(0, 2, m_blockBox);
    m_params->setObjectName("blockParameters");
    m_params->horizontalHeader()->setStretchLastSection(true);
    m_params->verticalHeader()->setVisible(false);
    m_params->setMinimumHeight(120);
    blockForm->addRow(m_blockTitle, m_name);
    blockForm->addRow(m_typeLabel);
    blockForm->addRow(m_params);
    connect(m_name, &QLineEdit::editingFinished, this, &ModuleDiagramEditor::commitName);
    connect(m_params, &QTableWidget::cellChanged, this, &ModuleDiagramEditor::commitParameter);

    m_cosimBox = new QGroupBox(panel);
    auto* cosimForm = new QFormLayout(m_cosimBox);
    m_mode = new QComboBox(m_cosimBox);
    m_mode->setObjectName("runMode");
    m_step = new QDoubleSpinBox(m_cosimBox);
    m_frame = new QDoubleSpinBox(m_cosimBox);
    // numbers are written with a point in every language, as in the tables and the texts
    m_step->setLocale(QLocale::c());
    m_frame->setLocale(QLocale::c());
    m_frame->setObjectName("frameLength");
    for (QDoubleSpinBox* s : {m_step, m_frame}) {
        s->setDecimals(6);
        s->setRange(1e-6, 1e6);
        s->setSingleStep(0.01);
    }
    m_modeLabel = new QLabel(m_cosimBox);
    m_stepLabel = new QLabel(m_cosimBox);
    m_frameLabel = new QLabel(m_cosimBox);
    cosimForm->addRow(m_modeLabel, m_mode);
    cosimForm->addRow(m_stepLabel, m_step);
    cosimForm->addRow(m_frameLabel, m_frame);
    auto* compare = new QPushButton(m_cosimBox);
    compare->setObjectName("compareButton");
    cosimForm->addRow(compare);
    connect(compare, &QPushButton::clicked, this, &ModuleDiagramEditor::compareRequested);
    auto commitCosim = [this] {
        if (m_updating) return;
        const int mode = m_mode->currentIndex();
        const double step = m_step->value(), frame = m_frame->value();
        m_document->edit(tr("Run mode"), [&](doc::Document& d) {
            doc::Cosimulation c = d.cosimulation.value_or(doc::Cosimulation{});
            c.mode = static_cast<cosim::RunMode>(std::clamp(mode, 0, 2));
            c.step = step;
            c.frame = mode == 2 ? std::optional<double>(std::max(frame, step)) : std::nullopt;
            d.cosimulation = c;
        }, QStringLiteral("cosim"));
    };
    connect(m_mode, &QComboBox::currentIndexChanged, this, commitCosim);
    connect(m_step, &QDoubleSpinBox::valueChanged, this, commitCosim);
    connect(m_frame, &QDoubleSpinBox::valueChanged, this, commitCosim);

    m_packageBox = new QGroupBox(panel);
    auto* packageForm = new QFormLayout(m_packageBox);
    m_endTime = new QDoubleSpinBox(m_packageBox);
    m_endTime->setLocale(QLocale::c());
    m_endTime->setRange(0, 1e9);
    m_endTime->setDecimals(4);
    m_writeMode = new QComboBox(m_packageBox);
    m_writeAtSync = new QCheckBox(m_packageBox);
    m_writeAtSync->setObjectName("writeAtSyncOnly");
    m_recordAtSync = new QCheckBox(m_packageBox);
    m_recordAtSync->setObjectName("resultsOnlyAtSync");
    m_projects = new QTableWidget(0, 5, m_packageBox);
    m_projects->setObjectName("projectTable");
    m_projects->verticalHeader()->setVisible(false);
    m_projects->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_projects->setMinimumHeight(110);
    m_endLabel = new QLabel(m_packageBox);
    m_writeLabel = new QLabel(m_packageBox);
    packageForm->addRow(m_endLabel, m_endTime);
    packageForm->addRow(m_writeLabel, m_writeMode);
    packageForm->addRow(m_writeAtSync);
    packageForm->addRow(m_recordAtSync);
    packageForm->addRow(m_projects);
    auto commitPackage = [this] {
        if (m_updating) return;
        const double end = m_endTime->value();
        const bool immediate = m_writeMode->currentIndex() == 1, atSync = m_recordAtSync->isChecked(),
                   writeAtSync = m_writeAtSync->isChecked();
        m_document->edit(tr("Package settings"), [&](doc::Document& d) {
            if (!d.package) return;
            d.package->endTime = end;
            d.package->writeMode = immediate ? doc::WriteMode::Immediate : doc::WriteMode::Deferred;
            d.package->resultsOnlyAtSync = atSync;
            d.package->writeAtSyncOnly = writeAtSync;
        }, QStringLiteral("package"));
    };
    connect(m_endTime, &QDoubleSpinBox::valueChanged, this, commitPackage);
    connect(m_writeMode, &QComboBox::currentIndexChanged, this, commitPackage);
    connect(m_recordAtSync, &QCheckBox::toggled, this, commitPackage);
    connect(m_writeAtSync, &QCheckBox::toggled, this, commitPackage);
    connect(m_projects, &QTableWidget::cellChanged, this, &ModuleDiagramEditor::commitProject);

    panelLayout->addWidget(m_blockBox);
    panelLayout->addWidget(m_cosimBox);
    panelLayout->addWidget(m_packageBox);
    panelLayout->addStretch(1);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setMinimumWidth(230);

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_paletteLabel);
    leftLayout->addWidget(m_palette);
    auto* centre = new QWidget(this);
    auto* centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->addWidget(m_view, 1);
    centreLayout->addWidget(m_messages);
    auto* splitter = m_splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(centre);
    splitter->addWidget(scroll);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 0);
    splitter->setSizes({140, 800, 320});
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    auto* del = new QAction(this);
    del->setObjectName("diagramDelete");
    del->setShortcut(QKeySequence::Delete);
    del->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(del, &QAction::triggered, this, &ModuleDiagramEditor::deleteSelection);
    m_view->addAction(del);

    connect(m_scene, &ModuleScene::selectionNamesChanged, this, &ModuleDiagramEditor::refreshPanel);
    connect(m_scene, &ModuleScene::moduleActivated, this, &ModuleDiagramEditor::moduleActivated);
    connect(document, &DocumentModel::changed, this, [this] {
        m_scene->rebuild();
        refreshPanel();
        scheduleCheck();
    });
    retranslate();
    m_scene->rebuild();
    scheduleCheck();
}

ModuleDiagramEditor::~ModuleDiagramEditor() = default;

void ModuleDiagramEditor::scheduleCheck() {
    m_checker->schedule();
}

void ModuleDiagramEditor::checkNow() {
    m_checker->cancel();
    const NetworkCheck out = checkNetwork(m_document->document());
    applyCheck(out.ports, out.diagnostics);
}

QString ModuleDiagramEditor::messageLine(const Diagnostic& diag) const {
    return (diag.severity == Severity::Error     ? tr("error: ")
            : diag.severity == Severity::Warning ? tr("warning: ")
                                                 : QString()) +
           i18n::diagnosticMessage(diag);
}

void ModuleDiagramEditor::applyCheck(const QHash<QString, ModulePorts>& ports, const std::vector<Diagnostic>& diagnostics) {
    m_diagnostics = diagnostics;
    const doc::Document& d = m_document->document();
    QSet<QString> badBlocks, badConnections;
    m_messages->clear();
    for (const auto& diag : diagnostics) {
        QStringList blocks;
        for (const auto& n : diag.names) blocks << QString::fromStdString(n).section('.', 0, 0);
        blocks.removeDuplicates();
        auto* item = new QListWidgetItem(messageLine(diag), m_messages);
        item->setData(Qt::UserRole, blocks);
        item->setForeground(diag.severity == Severity::Error ? kError : QColor(0x9a, 0x6a, 0x00));
        for (const QString& b : blocks) badBlocks.insert(b);
        // the connections involved: both ends named, or both ends in a loop
        const std::set<std::string> names(diag.names.begin(), diag.names.end());
        for (const auto& c : d.connections)
            for (const auto& t : c.to) {
                const std::string fm = c.from.substr(0, c.from.find('.')), tm = t.substr(0, t.find('.'));
                const bool loop = diag.code == "algebraic-loop" && names.count(fm) && names.count(tm);
                if (loop || names.count(t) || (names.count(c.from) && diag.code != "unconnected-input"))
                    badConnections.insert(QString::fromStdString(c.from + "->" + t));
            }
    }
    if (diagnostics.empty()) m_messages->addItem(tr("The network is consistent."));
    m_scene->setPorts(ports);
    m_scene->setErrors(badBlocks, badConnections);
    emit networkChecked();
}

void ModuleDiagramEditor::deleteSelection() {
    const QStringList blocks = m_scene->selectedBlocks();
    const QStringList connections = m_scene->selectedConnections();
    if (blocks.isEmpty() && connections.isEmpty()) return;
    // a package keeps at least one project
    if (const auto& package = m_document->document().package) {
        bool anyLeft = false;
        for (const auto& p : package->projects) anyLeft = anyLeft || !blocks.contains(QString::fromStdString(p.module));
        if (!anyLeft) {
            refuse(tr("A package needs at least one project: the last one is not deleted."));
            return;
        }
    }
    m_document->edit(tr("Delete"), [&](doc::Document& d) {
        for (const QString& c : connections)
            moduleedit::removeConnection(d, c.section("->", 0, 0).toStdString(),
                                         c.section("->", 1).toStdString());
        moduleedit::removeModules(d, blocks);
    });
}

void ModuleDiagramEditor::fit() {
    const QRectF r = m_scene->itemsBoundingRect();
    if (r.isEmpty()) return;
    m_view->fitInView(r.adjusted(-30, -30, 30, 30), Qt::KeepAspectRatio);
    const double s = m_view->transform().m11();
    if (s > 1.2) m_view->scale(1.2 / s, 1.2 / s);
}

void ModuleDiagramEditor::fitWhenShown() {
    m_fitPending = true;
    fitIfPending();
}

void ModuleDiagramEditor::fitIfPending() {
    // a view still at its initial size would fit the drawing into a few pixels
    if (!m_fitPending || !isVisible() || m_view->viewport()->width() < 80 || m_view->viewport()->height() < 60) return;
    m_fitPending = false;
    fit();
}

// The first time the editor has its real width, the canvas gets the room the palette and
// the properties do not need (the splitter alone would keep their initial proportions).
void ModuleDiagramEditor::sizePanesOnce() {
    const int w = m_splitter->width();
    if (m_panesSized || !isVisible() || w < 300) return;
    m_panesSized = true;
    const int palette = std::clamp(w * 15 / 100, 90, 140);
    // the properties keep the width their fields need
    const auto* panelArea = qobject_cast<QScrollArea*>(m_splitter->widget(2));
    const int needed = panelArea->widget()->minimumSizeHint().width() + panelArea->verticalScrollBar()->sizeHint().width() + 4;
    const int panel = std::max(panelArea->minimumWidth(), std::min(needed, 360));
    m_splitter->setSizes({palette, std::max(100, w - palette - panel), panel});
}

void ModuleDiagramEditor::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    sizePanesOnce();
    fitIfPending();
}

void ModuleDiagramEditor::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    sizePanesOnce();
    fitIfPending();
}

void ModuleDiagramEditor::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void ModuleDiagramEditor::retranslate() {
    m_paletteLabel->setText(tr("Blocks (double-click or drag):"));
    m_palette->item(0)->setText(tr("model (equations)"));
    for (int i = 1; i < m_palette->count(); ++i)
        m_palette->item(i)->setText(
            blockTypeName(m_palette->item(i)->data(Qt::UserRole).toString().toStdString()));
    // names wrap between words: the column is at least as wide as the longest word
    const QFontMetrics fm(m_palette->font());
    int widest = 0;
    for (int i = 0; i < m_palette->count(); ++i)
        for (const QString& word : m_palette->item(i)->text().split(QLatin1Char(' ')))
            widest = std::max(widest, fm.horizontalAdvance(word));
    const int width =
        widest + 2 * m_palette->frameWidth() + 12 +
        m_palette->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_palette);
    m_palette->setMinimumWidth(width);
    m_palette->setMaximumWidth(std::max(150, width));
    m_paletteLabel->setMaximumWidth(std::max(150, width));
    m_scene->update();  // the blocks' subtitles
    // the last check's messages and the selected block's panel in the new language
    for (int i = 0; i < m_messages->count(); ++i)
        m_messages->item(i)->setText(i < static_cast<int>(m_diagnostics.size())
                                         ? messageLine(m_diagnostics[i])
                                         : tr("The network is consistent."));
    refreshPanel();
    m_blockBox->setTitle(tr("Block"));
    m_blockTitle->setText(tr("Name"));
    m_cosimBox->setTitle(tr("Run mode"));
    m_modeLabel->setText(tr("Mode"));
    m_stepLabel->setText(tr("Exchange step Δt"));
    m_frameLabel->setText(tr("Frame TK"));
    m_packageBox->setTitle(tr("Package"));
    m_endLabel->setText(tr("End time"));
    m_writeLabel->setText(tr("Signals"));
    m_recordAtSync->setText(tr("Results only at sync steps"));
    m_writeAtSync->setText(tr("Write signals only at the sync step"));
    if (auto* b = findChild<QPushButton*>("compareButton")) b->setText(tr("Compare modes…"));
    m_params->setHorizontalHeaderLabels({tr("Parameter"), tr("Value")});
    m_projects->setHorizontalHeaderLabels({tr("Project"), tr("Min step"), tr("Max step"), tr("Sync step"), tr("Active")});
    m_updating = true;
    int mode = m_mode->currentIndex(), write = m_writeMode->currentIndex();
    m_mode->clear();
    m_mode->addItems({tr("Lock-step"), tr("Whole interval"), tr("Frames")});
    m_writeMode->clear();
    m_writeMode->addItems({tr("Deferred to the sync step"), tr("Immediate")});
    m_mode->setCurrentIndex(std::max(0, mode));
    m_writeMode->setCurrentIndex(std::max(0, write));
    m_updating = false;
    refreshPanel();
}

void ModuleDiagramEditor::refreshPanel() {
    m_updating = true;
    const doc::Document& d = m_document->document();
    const QStringList selected = m_scene->selectedBlocks();
    const doc::Module* module = nullptr;
    if (selected.size() == 1)
        for (const auto& m : d.modules)
            if (QString::fromStdString(m.name) == selected.first()) module = &m;
    m_blockBox->setVisible(module != nullptr);
    if (module) {
        if (!m_name->hasFocus()) m_name->setText(QString::fromStdString(module->name));
        m_typeLabel->setText(module->kind == doc::ModuleKind::Block
                                 ? tr("Library block: %1").arg(blockTypeName(module->block.type))
                                 : tr("Model module (double-click to edit its equations)"));
        m_params->setVisible(module->kind == doc::ModuleKind::Block);
        const int rows = static_cast<int>(module->block.parameters.size()) + 1;  // + a row to add one
        if (m_params->rowCount() != rows) m_params->setRowCount(rows);
        for (int r = 0; r < rows; ++r) {
            const bool existing = r < static_cast<int>(module->block.parameters.size());
            const QString name = existing ? QString::fromStdString(module->block.parameters[r].name) : QString();
            const QString value =
                existing ? moduleedit::parameterText(module->block.parameters[r]) : QString();
            for (int c = 0; c < 2; ++c) {
                QTableWidgetItem* item = m_params->item(r, c);
                if (!item) {
                    item = new QTableWidgetItem;
                    m_params->setItem(r, c, item);
                }
                const QString text = c == 0 ? name : value;
                if (item->text() != text) item->setText(text);
            }
        }
    }
    m_cosimBox->setVisible(!d.package);
    const doc::Cosimulation cs = d.cosimulation.value_or(doc::Cosimulation{});
    m_mode->setCurrentIndex(static_cast<int>(cs.mode));
    m_step->setValue(cs.step);
    m_frame->setValue(cs.frame.value_or(cs.step * 10));
    m_frame->setEnabled(cs.mode == cosim::RunMode::Frames);
    m_packageBox->setVisible(d.package.has_value());
    if (d.package) {
        m_endTime->setValue(d.package->endTime);
        m_writeMode->setCurrentIndex(d.package->writeMode == doc::WriteMode::Immediate ? 1 : 0);
        m_recordAtSync->setChecked(d.package->resultsOnlyAtSync);
        m_writeAtSync->setChecked(d.package->writeAtSyncOnly);
        m_projects->setRowCount(static_cast<int>(d.package->projects.size()));
        for (int r = 0; r < m_projects->rowCount(); ++r) {
            const auto& p = d.package->projects[r];
            const QString texts[] = {QString::fromStdString(p.module), QString::number(p.minStep, 'g', 10),
                                     QString::number(p.maxStep, 'g', 10), QString::number(p.syncStep, 'g', 10)};
            for (int c = 0; c < 5; ++c) {
                QTableWidgetItem* item = m_projects->item(r, c);
                if (!item) {
                    item = new QTableWidgetItem;
                    m_projects->setItem(r, c, item);
                }
                if (c == 0) item->setFlags(item->flags() & ~Qt::ItemIsEditable);
                if (c < 4) {
                    if (item->text() != texts[c]) item->setText(texts[c]);
                } else {
                    item->setFlags((item->flags() | Qt::ItemIsUserCheckable) & ~Qt::ItemIsEditable);
                    item->setCheckState(p.active ? Qt::Checked : Qt::Unchecked);
                }
            }
        }
    }
    m_updating = false;
}

// An edit the document cannot take: said at the top of the messages, in red; the
// field goes back to what the document holds.
void ModuleDiagramEditor::refuse(const QString& message) {
    m_messages->insertItem(0, message);
    m_messages->item(0)->setForeground(kError);
    m_messages->scrollToTop();
}

void ModuleDiagramEditor::commitName() {
    if (m_updating) return;
    const QStringList selected = m_scene->selectedBlocks();
    if (selected.size() != 1) return;
    const std::string from = selected.first().toStdString(), to = m_name->text().trimmed().toStdString();
    if (from == to) return;
    bool free = doc::isIdentifier(to);
    for (const auto& m : m_document->document().modules) free = free && m.name != to;
    if (!free) {
        refuse(tr("“%1” cannot name a module: a module name is a free identifier (letters, digits, '_').")
                   .arg(QString::fromStdString(to)));
        m_name->setText(selected.first());
        return;
    }
    m_document->edit(tr("Rename %1").arg(selected.first()),
                     [&](doc::Document& d) { moduleedit::renameModule(d, from, to); });
    m_scene->selectBlocks({QString::fromStdString(to)});
}

void ModuleDiagramEditor::commitParameter(int row, int) {
    if (m_updating) return;
    const QStringList selected = m_scene->selectedBlocks();
    if (selected.size() != 1) return;
    const std::string module = selected.first().toStdString();
    const QString name = m_params->item(row, 0) ? m_params->item(row, 0)->text().trimmed() : QString();
    const QString value = m_params->item(row, 1) ? m_params->item(row, 1)->text() : QString();
    // a parameter is an identifier, used once, with finite numbers
    const doc::BlockParameter parsed = moduleedit::parseParameter(name, value);
    bool valid = name.isEmpty() || doc::isIdentifier(name.toStdString());
    valid = valid && std::isfinite(parsed.number);
    for (double v : parsed.list) valid = valid && std::isfinite(v);
    for (const auto& m : m_document->document().modules)
        if (m.name == module)
            for (std::size_t i = 0; i < m.block.parameters.size(); ++i)
                valid = valid && !(static_cast<int>(i) != row && m.block.parameters[i].name == name.toStdString());
    if (!valid) {
        refuse(tr("%1 = %2 is not taken: a parameter is a name used once in the block (letters, digits, '_') "
                  "with a finite number, a list of them or a text.")
                   .arg(name, value));
        QTimer::singleShot(0, this, [this] { refreshPanel(); });  // back to what the document holds
        return;
    }
    m_document->edit(tr("Edit parameter %1").arg(name), [&](doc::Document& d) {
        for (auto& m : d.modules) {
            if (m.name != module) continue;
            auto& params = m.block.parameters;
            if (row < static_cast<int>(params.size())) {
                if (name.isEmpty())
                    params.erase(params.begin() + row);  // an emptied name removes the parameter
                else
                    params[row] = moduleedit::parseParameter(name, value);
            } else if (!name.isEmpty() && !value.trimmed().isEmpty()) {
                params.push_back(moduleedit::parseParameter(name, value));
            }
        }
    }, QStringLiteral("param/%1/%2").arg(selected.first()).arg(row));
}

void ModuleDiagramEditor::commitProject(int row, int column) {
    if (m_updating || !m_document->document().package) return;
    QTableWidgetItem* item = m_projects->item(row, column);
    if (!item) return;
    bool ok = true;
    const double value = column >= 1 && column <= 3 ? item->text().toDouble(&ok) : 0.0;
    if (!ok || (column >= 1 && column <= 3 && !(value > 0 && std::isfinite(value)))) {
        refuse(tr("“%1” is not taken: a step must be a positive number.").arg(item->text()));
        refreshPanel();
        return;
    }
    const bool active = item->checkState() == Qt::Checked;
    m_document->edit(tr("Project settings"), [&](doc::Document& d) {
        auto& p = d.package->projects[row];
        if (column == 1) p.minStep = value;
        if (column == 2) p.maxStep = value;
        if (column == 3) p.syncStep = value;
        if (column == 4) p.active = active;
        p.maxStep = std::max(p.maxStep, p.minStep);
    });
}

}  // namespace hs::ui

// The statechart editor widget: the palette (click picks a tool, drag drops an element),
// the canvas view with zoom and fit, the property panel, copy/paste and delete.

#include "statechart/statechart_editor.h"

#include "document/document_model.h"
#include "statechart/property_panel.h"
#include "statechart/statechart_items.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QDrag>
#include <QEvent>
#include <QGraphicsItem>
#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPathStroker>
#include <QScrollBar>
#include <QSplitter>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <cmath>

namespace hs::ui {

namespace {

// A palette button: clicking picks the tool, dragging drops the element on the canvas.
class PaletteButton : public QToolButton {
public:
    PaletteButton(int kind, QWidget* parent) : QToolButton(parent), m_kind(kind) {
        setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        setAutoRaise(true);
    }

protected:
    void mousePressEvent(QMouseEvent* e) override {
        m_press = e->position().toPoint();
        QToolButton::mousePressEvent(e);
    }
    void mouseMoveEvent(QMouseEvent* e) override {
        if (m_kind >= 0 && (e->buttons() & Qt::LeftButton) &&
            (e->position().toPoint() - m_press).manhattanLength() >= QApplication::startDragDistance()) {
            setDown(false);
            auto* drag = new QDrag(this);
            auto* mime = new QMimeData;
            mime->setData(kPaletteMime, QByteArray::number(m_kind));
            drag->setMimeData(mime);
            drag->setPixmap(icon().pixmap(32, 32));
            drag->exec(Qt::CopyAction);
            return;
        }
        QToolButton::mouseMoveEvent(e);
    }

private:
    int m_kind;
    QPoint m_press;
};

QIcon paletteIcon(ChartTool tool) {
    QPixmap pm(32, 32);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(kStateLine, 1.6));
    switch (tool) {
    case ChartTool::Select:
        p.setBrush(Qt::black);
        p.drawPolygon(QPolygonF({QPointF(9, 5), QPointF(9, 26), QPointF(14, 21), QPointF(18, 29), QPointF(21, 27),
                                 QPointF(17, 20), QPointF(24, 20)}));
        break;
    case ChartTool::State:
        p.setBrush(kStateFill);
        p.drawRoundedRect(QRectF(3, 8, 26, 16), 5, 5);
        break;
    case ChartTool::Composite:
        p.setBrush(kCompositeFill);
        p.drawRoundedRect(QRectF(2, 4, 28, 24), 5, 5);
        p.setBrush(kStateFill);
        p.drawRoundedRect(QRectF(8, 13, 16, 10), 3, 3);
        break;
    case ChartTool::Initial:
        p.setBrush(Qt::black);
        p.drawEllipse(QPointF(7, 16), 4, 4);
        p.drawLine(QPointF(11, 16), QPointF(27, 16));
        p.drawPolygon(QPolygonF({QPointF(28, 16), QPointF(22, 12), QPointF(22, 20)}));
        break;
    case ChartTool::Final:
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(QPointF(16, 16), 10, 10);
        p.setBrush(Qt::black);
        p.drawEllipse(QPointF(16, 16), 6, 6);
        break;
    case ChartTool::Choice:
        p.setBrush(Qt::white);
        p.drawPolygon(QPolygonF({QPointF(16, 4), QPointF(28, 16), QPointF(16, 28), QPointF(4, 16)}));
        break;
    case ChartTool::Transition:
        p.drawLine(QPointF(4, 26), QPointF(26, 6));
        p.setBrush(kStateLine);
        p.drawPolygon(QPolygonF({QPointF(28, 4), QPointF(20, 7), QPointF(25, 12)}));
        break;
    }
    return QIcon(pm);
}

}  // namespace

// ----------------------------------------------------------------------------- editor widget

namespace {

class ChartView : public QGraphicsView {
public:
    using QGraphicsView::QGraphicsView;

protected:
    void wheelEvent(QWheelEvent* e) override {
        if (e->modifiers() & Qt::ControlModifier) {
            const double f = e->angleDelta().y() > 0 ? 1.15 : 1 / 1.15;
            setTransformationAnchor(AnchorUnderMouse);
            scale(f, f);
            return;
        }
        QGraphicsView::wheelEvent(e);
    }
};

}  // namespace

StatechartEditor::StatechartEditor(DocumentModel* document, QWidget* parent)
    : QWidget(parent), m_document(document) {
    setObjectName("statechartEditor");
    m_scene = new StatechartScene(document, this);
    m_view = new ChartView(m_scene, this);
    m_view->setObjectName("statechartView");
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setAcceptDrops(true);
    m_view->setDragMode(QGraphicsView::NoDrag);
    m_view->setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    m_panel = new StatePropertyPanel(document, this);

    m_palette = new QToolBar(this);
    m_palette->setObjectName("statechartPalette");
    m_palette->setIconSize(QSize(28, 28));
    m_palette->setOrientation(Qt::Vertical);
    m_tools = new QActionGroup(this);
    const ChartTool tools[] = {ChartTool::Select, ChartTool::State,  ChartTool::Composite, ChartTool::Initial,
                               ChartTool::Final,  ChartTool::Choice, ChartTool::Transition};
    for (ChartTool t : tools) {
        auto* a = new QAction(paletteIcon(t), QString(), this);
        a->setCheckable(true);
        a->setObjectName(QStringLiteral("tool%1").arg(static_cast<int>(t)));
        m_tools->addAction(a);
        m_toolActions.insert(static_cast<int>(t), a);
        connect(a, &QAction::triggered, this, [this, t] { m_scene->setTool(t); });
        const int dragKind = (t == ChartTool::State || t == ChartTool::Composite || t == ChartTool::Final ||
                              t == ChartTool::Choice)
                                 ? static_cast<int>(kindOfTool(t))
                                 : -1;
        auto* button = new PaletteButton(dragKind, m_palette);
        button->setDefaultAction(a);
        m_palette->addWidget(button);
    }
    m_toolActions.value(0)->setChecked(true);
    m_palette->addSeparator();
    auto command = [this](const char* name, const QKeySequence& key, auto fn) {
        auto* a = new QAction(this);
        a->setObjectName(QString::fromUtf8(name));
        a->setShortcut(key);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(a, &QAction::triggered, this, fn);
        m_view->addAction(a);
        m_commands << a;
        return a;
    };
    m_palette->addAction(command("chartZoomIn", QKeySequence::ZoomIn, [this] { zoomBy(1.25); }));
    m_palette->addAction(command("chartZoomOut", QKeySequence::ZoomOut, [this] { zoomBy(0.8); }));
    m_palette->addAction(command("chartFit", QKeySequence(Qt::CTRL | Qt::Key_0), [this] { fit(); }));
    m_palette->addAction(command("chartDelete", QKeySequence::Delete, [this] { deleteSelection(); }));
    command("chartCopy", QKeySequence::Copy, [this] { copySelection(); });
    command("chartPaste", QKeySequence::Paste, [this] { paste(); });
    command("chartCut", QKeySequence::Cut, [this] {
        copySelection();
        deleteSelection();
    });
    command("chartSelectAll", QKeySequence::SelectAll, [this] { selectAll(); });
    command("chartEscape", QKeySequence(Qt::Key_Escape), [this] { setTool(ChartTool::Select); });

    auto* splitter = new QSplitter(this);
    auto* left = new QWidget(splitter);
    auto* leftLayout = new QHBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->setSpacing(0);
    leftLayout->addWidget(m_palette);
    leftLayout->addWidget(m_view);
    splitter->addWidget(left);
    splitter->addWidget(m_panel);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({800, 320});
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_scene, &StatechartScene::toolFinished, this, [this] { setTool(ChartTool::Select); });
    connect(m_scene, &StatechartScene::selectionNamesChanged, this, [this] {
        const QStringList names = m_scene->selectedNames();
        const QString one = names.size() == 1 ? names.first() : QString();
        if (one != m_panel->element() || names.isEmpty()) m_panel->setElement(m_scene->moduleIndex(), m_scene->chartIndex(), one);
        if (!one.isEmpty() && m_scene->chart())
            emit elementSelected(QString::fromStdString(m_scene->chart()->name) + '.' + one);
    });
    connect(m_scene, &StatechartScene::editRequested, this, [this](const QString&) { m_panel->focusName(); });
    connect(document, &DocumentModel::changed, this, [this] {
        m_scene->rebuild();
        m_panel->refresh();
    });
    retranslate();
}

void StatechartEditor::fitWhenShown() {
    m_fitPending = true;
    fitIfPending();
}

void StatechartEditor::fitIfPending() {
    // a view still at its initial size would fit the drawing into a few pixels
    if (!m_fitPending || !isVisible() || m_view->viewport()->width() < 80 || m_view->viewport()->height() < 60) return;
    m_fitPending = false;
    fit();
}

void StatechartEditor::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    fitIfPending();
}

void StatechartEditor::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitIfPending();
}

void StatechartEditor::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void StatechartEditor::retranslate() {
    const QStringList names = {tr("Select"), tr("State"), tr("Composite"), tr("Initial"),
                               tr("Final"),  tr("Choice"), tr("Transition")};
    const QStringList tips = {
        tr("Select, move and resize; drag from a state's border to draw a transition"),
        tr("State: click on the canvas or drag onto it"),
        tr("Composite state: contains other states"),
        tr("Initial pointer: click a state to make it its container's initial state"),
        tr("Final state: the statechart stops when it is entered"),
        tr("Choice point: leaves at once by the first branch whose guard holds"),
        tr("Transition: drag from one state to another (or back to the same one)")};
    for (int i = 0; i < names.size(); ++i) {
        m_toolActions.value(i)->setText(names[i]);
        m_toolActions.value(i)->setToolTip(tips[i]);
    }
    const QStringList commandNames = {tr("Zoom in"), tr("Zoom out"), tr("Fit"), tr("Delete"), tr("Copy"),
                                      tr("Paste"),   tr("Cut"),      tr("Select all"), tr("Select tool")};
    for (int i = 0; i < m_commands.size() && i < commandNames.size(); ++i) m_commands[i]->setText(commandNames[i]);
    m_scene->rebuild();  // the transition labels and the states' entry / exit lines
}

void StatechartEditor::setChart(int module, int chart) {
    m_scene->setChart(module, chart);
    m_panel->setElement(module, chart, {});
}

void StatechartEditor::setTool(ChartTool tool) {
    m_scene->setTool(tool);
    if (QAction* a = m_toolActions.value(static_cast<int>(tool))) a->setChecked(true);
}

QAction* StatechartEditor::toolAction(ChartTool tool) const { return m_toolActions.value(static_cast<int>(tool)); }

void StatechartEditor::copySelection() {
    const doc::Statechart* c = m_scene->chart();
    if (!c) return;
    std::vector<std::string> names;
    for (const QString& n : m_scene->selectedNames()) names.push_back(n.toStdString());
    if (names.empty()) return;
    const doc::Statechart frag = chartedit::fragment(*c, names);
    auto* mime = new QMimeData;
    const std::string json = chartedit::fragmentToJson(frag);
    mime->setData(kClipboardMime, QByteArray::fromStdString(json));
    mime->setText(QString::fromStdString(json));
    QApplication::clipboard()->setMimeData(mime);
    m_pasteCount = 0;
}

void StatechartEditor::paste() {
    if (!m_scene->chart()) return;
    const QMimeData* mime = QApplication::clipboard()->mimeData();
    if (!mime || !mime->hasFormat(kClipboardMime)) return;
    doc::Statechart frag;
    if (!chartedit::fragmentFromJson(mime->data(kClipboardMime).toStdString(), frag)) return;
    ++m_pasteCount;
    const double offset = 2 * chartedit::kGrid * m_pasteCount;
    std::vector<std::string> added;
    const int mi = m_scene->moduleIndex(), ci = m_scene->chartIndex();
    m_document->edit(tr("Paste"), [&](doc::Document& d) {
        added = chartedit::paste(d.modules[mi].statecharts[ci], frag, offset, offset);
    });
    QStringList names;
    for (const auto& n : added) names << QString::fromStdString(n);
    m_scene->selectNames(names);
}

void StatechartEditor::deleteSelection() {
    const QStringList selected = m_scene->selectedNames();
    if (selected.isEmpty() || !m_scene->chart()) return;
    std::vector<std::string> names;
    for (const QString& n : selected) names.push_back(n.toStdString());
    const int mi = m_scene->moduleIndex(), ci = m_scene->chartIndex();
    m_document->edit(tr("Delete"), [&](doc::Document& d) { chartedit::removeElements(d.modules[mi].statecharts[ci], names); });
}

void StatechartEditor::selectAll() {
    const doc::Statechart* c = m_scene->chart();
    if (!c) return;
    QStringList names;
    for (const auto& s : c->states) names << QString::fromStdString(s.name);
    for (const auto& t : c->transitions) names << QString::fromStdString(t.name);
    m_scene->selectNames(names);
}

void StatechartEditor::zoomBy(double factor) { m_view->scale(factor, factor); }

void StatechartEditor::fit() {
    QRectF r = m_scene->itemsBoundingRect();
    if (r.isEmpty()) return;
    m_view->fitInView(r.adjusted(-30, -30, 30, 30), Qt::KeepAspectRatio);
    // never blow a small chart up beyond 1.5x
    const double s = m_view->transform().m11();
    if (s > 1.5) m_view->scale(1.5 / s, 1.5 / s);
}

void StatechartEditor::setDiagnostics(const std::vector<Diagnostic>& diagnostics) {
    m_panel->setDiagnostics(diagnostics);
    const doc::Statechart* c = m_scene->chart();
    QSet<QString> bad;
    if (c) {
        const std::string prefix = c->name + ".";
        for (const auto& d : diagnostics) {
            if (d.severity != Severity::Error) continue;
            for (const auto& n : d.names)
                if (n.rfind(prefix, 0) == 0) bad.insert(QString::fromStdString(n.substr(prefix.size())));
        }
    }
    m_scene->setErrorElements(bad);
}

void StatechartEditor::setCompletionWords(const QStringList& words) { m_panel->setCompletionWords(words); }

}  // namespace hs::ui

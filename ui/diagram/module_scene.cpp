// The module diagram's canvas: blocks and connections drawn from the document, and mouse
// gestures that end in one named edit each (one DocumentModel command).

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
#include <QCoreApplication>
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

constexpr double kGrid = 10.0;
constexpr double kPortPitch = 22.0;
constexpr double kHeader = 34.0;
const QColor kModelFill(0xe3, 0xef, 0xfb);
const QColor kBlockFill(0xf2, 0xf2, 0xee);
const QColor kLine(0x4a, 0x55, 0x60);
const QColor kError(0xc0, 0x39, 0x2b);
const QColor kSelect(0x1f, 0x6f, 0xd1);

double snap(double v) {
    return std::round(v / kGrid) * kGrid;
}

QSizeF blockSize(int inputs, int outputs) {
    const int ports = std::max({inputs, outputs, 1});
    return QSizeF(130, kHeader + ports * kPortPitch + 6);
}

}  // namespace

// ----------------------------------------------------------------------------- items

class ModuleScene::BlockItem : public QGraphicsItem {
public:
    BlockItem(const doc::Module& m, int index, const ModulePorts& ports)
        : module(m), index(index), ports(ports) {
        setPos(m.position.x, m.position.y);
        size = blockSize(static_cast<int>(ports.inputs.size()),
                         static_cast<int>(ports.outputs.size()));
        setFlag(ItemIsSelectable);
    }
    QString name() const { return QString::fromStdString(module.name); }
    QRectF rect() const { return QRectF(QPointF(0, 0), size); }
    QRectF sceneRectOf() const { return QRectF(pos(), size); }
    QPointF portPos(int i, bool output) const {
        return pos() + QPointF(output ? size.width() : 0, kHeader + (i + 0.5) * kPortPitch);
    }
    QRectF boundingRect() const override { return rect().adjusted(-8, -4, 8, 22); }
    QPainterPath shape() const override {
        QPainterPath p;
        p.addRect(rect().adjusted(-6, 0, 6, 0));
        return p;
    }
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override {
        p->setRenderHint(QPainter::Antialiasing);
        const bool model = module.kind != doc::ModuleKind::Block;
        p->setPen(QPen(error          ? kError
                       : isSelected() ? kSelect
                                      : kLine,
                       error || isSelected() ? 2.4 : 1.3));
        p->setBrush(inactive ? QColor(0xe6, 0xe6, 0xe6) : model ? kModelFill : kBlockFill);
        p->drawRoundedRect(rect(), 6, 6);
        QFont f = p->font();
        f.setBold(true);
        p->setFont(f);
        p->setPen(QColor(0x20, 0x20, 0x20));
        p->drawText(QRectF(6, 2, size.width() - 12, 17), Qt::AlignCenter, name());
        f.setBold(false);
        f.setPointSizeF(f.pointSizeF() * 0.82);
        p->setFont(f);
        p->setPen(QColor(0x60, 0x60, 0x60));
        QString subtitle = !model ? blockTypeName(module.block.type)
                           : module.statecharts.empty()
                               ? QCoreApplication::translate("hs::ui::ModuleScene", "equations")
                               : QCoreApplication::translate("hs::ui::ModuleScene", "statechart");
        if (!model && module.block.parameters.size() == 1)
            subtitle += ' ' + QString::fromStdString(module.block.parameters[0].name) + '=' +
                        moduleedit::parameterText(module.block.parameters[0]);
        const QFontMetricsF fm(f);
        p->drawText(QRectF(6, 17, size.width() - 12, 15), Qt::AlignCenter,
                    fm.elidedText(subtitle, Qt::ElideRight, size.width() - 12));
        // ports: inputs left, outputs right, with their names inside
        for (int i = 0; i < ports.inputs.size(); ++i) {
            const QPointF c(0, kHeader + (i + 0.5) * kPortPitch);
            p->setPen(QPen(kLine, 1));
            p->setBrush(Qt::white);
            p->drawPolygon(QPolygonF({c + QPointF(-6, -5), c + QPointF(2, 0), c + QPointF(-6, 5)}));
            p->setPen(QColor(0x30, 0x30, 0x30));
            p->drawText(QRectF(6, c.y() - 8, size.width() / 2 - 6, 16),
                        Qt::AlignLeft | Qt::AlignVCenter, ports.inputs[i]);
        }
        for (int i = 0; i < ports.outputs.size(); ++i) {
            const QPointF c(size.width(), kHeader + (i + 0.5) * kPortPitch);
            p->setPen(QPen(kLine, 1));
            p->setBrush(kLine);
            p->drawPolygon(QPolygonF({c + QPointF(0, -5), c + QPointF(8, 0), c + QPointF(0, 5)}));
            p->setPen(QColor(0x30, 0x30, 0x30));
            p->drawText(QRectF(size.width() / 2, c.y() - 8, size.width() / 2 - 6, 16),
                        Qt::AlignRight | Qt::AlignVCenter, ports.outputs[i]);
        }
        if (!note.isEmpty()) {
            p->setPen(QColor(0x1e, 0x6e, 0xc8));
            p->drawText(QRectF(-4, size.height() + 2, size.width() + 8, 16), Qt::AlignCenter, note);
        }
    }

    doc::Module module;
    int index = 0;
    ModulePorts ports;
    QSizeF size;
    bool error = false, inactive = false;
    QString note;  // package: the project's steps
};

class ModuleScene::ConnectionItem : public QGraphicsPathItem {
public:
    ConnectionItem(QString from, QString to) : from(std::move(from)), to(std::move(to)) {
        setFlag(ItemIsSelectable);
        setZValue(-1);
    }
    QString key() const { return from + "->" + to; }
    QPainterPath shape() const override {
        QPainterPathStroker s;
        s.setWidth(8);
        return s.createStroke(path());
    }
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override {
        p->setRenderHint(QPainter::Antialiasing);
        const QColor c = error ? kError : isSelected() ? kSelect : kLine;
        p->setPen(QPen(c, error || isSelected() ? 2.4 : 1.4));
        p->setBrush(Qt::NoBrush);
        p->drawPath(path());
        // a dot where the line starts (outputs may drive several inputs)
        p->setBrush(c);
        p->drawEllipse(path().pointAtPercent(0), 2.5, 2.5);
    }
    QString from, to;
    bool error = false;
};

// ----------------------------------------------------------------------------- scene

ModuleScene::ModuleScene(DocumentModel* document, QObject* parent)
    : QGraphicsScene(parent), m_document(document) {
    connect(this, &QGraphicsScene::selectionChanged, this, &ModuleScene::selectionNamesChanged);
}

ModuleScene::~ModuleScene() {
    blockSignals(true);
}

void ModuleScene::setPorts(const QHash<QString, ModulePorts>& ports) {
    m_ports = ports;
    rebuild();
}

void ModuleScene::setErrors(const QSet<QString>& blocks, const QSet<QString>& connections) {
    m_errorBlocks = blocks;
    m_errorConnections = connections;
    for (BlockItem* b : std::as_const(m_blocks)) {
        b->error = blocks.contains(b->name());
        b->update();
    }
    for (ConnectionItem* c : std::as_const(m_connections)) {
        c->error = connections.contains(c->key());
        c->update();
    }
}

void ModuleScene::rebuild() {
    const QStringList blocks = selectedBlocks(), connections = selectedConnections();
    blockSignals(true);
    m_line = nullptr;
    clear();
    m_blocks.clear();
    m_connections.clear();
    const doc::Document& d = m_document->document();
    // modules without a position (all at the origin) are laid out in a row
    bool allAtOrigin = d.modules.size() > 1;
    for (const auto& m : d.modules)
        allAtOrigin = allAtOrigin && m.position.x == 0 && m.position.y == 0;
    for (std::size_t i = 0; i < d.modules.size(); ++i) {
        doc::Module m = d.modules[i];
        if (allAtOrigin) m.position = {40.0 + 180.0 * static_cast<double>(i), 80.0};
        ModulePorts ports = m_ports.value(QString::fromStdString(m.name));
        // ports named by connections are shown even before the network was checked
        const QString prefix = QString::fromStdString(m.name) + '.';
        for (const auto& c : d.connections) {
            const QString from = QString::fromStdString(c.from);
            if (from.startsWith(prefix) && !ports.outputs.contains(from.mid(prefix.size())))
                ports.outputs << from.mid(prefix.size());
            for (const auto& t : c.to) {
                const QString to = QString::fromStdString(t);
                if (to.startsWith(prefix) && !ports.inputs.contains(to.mid(prefix.size())))
                    ports.inputs << to.mid(prefix.size());
            }
        }
        auto* item = new BlockItem(m, static_cast<int>(i), ports);
        item->error = m_errorBlocks.contains(item->name());
        if (d.package)
            for (const auto& p : d.package->projects)
                if (p.module == m.name) {
                    item->inactive = !p.active;
                    item->note =
                        p.minStep == p.maxStep
                            ? QObject::tr("step %1, sync %2").arg(p.minStep).arg(p.syncStep)
                            : QObject::tr("step %1…%2, sync %3")
                                  .arg(p.minStep)
                                  .arg(p.maxStep)
                                  .arg(p.syncStep);
                }
        addItem(item);
        m_blocks.insert(item->name(), item);
    }
    for (const auto& c : d.connections)
        for (const auto& t : c.to) {
            auto* item =
                new ConnectionItem(QString::fromStdString(c.from), QString::fromStdString(t));
            item->error = m_errorConnections.contains(item->key());
            addItem(item);
            m_connections.append(item);
        }
    layoutConnections();
    setSceneRect(itemsBoundingRect().adjusted(-200, -150, 300, 200).united(QRectF(0, 0, 900, 500)));
    for (const QString& b : blocks)
        if (BlockItem* item = m_blocks.value(b)) item->setSelected(true);
    for (ConnectionItem* c : std::as_const(m_connections))
        if (connections.contains(c->key())) c->setSelected(true);
    blockSignals(false);
    emit selectionNamesChanged();
}

// Orthogonal routes: out to the right, in from the left; a backward connection goes round
// below both blocks; user routing points are joined with horizontal-then-vertical legs.
void ModuleScene::layoutConnections() {
    const doc::Document& d = m_document->document();
    for (ConnectionItem* c : std::as_const(m_connections)) {
        const QString fm = c->from.section('.', 0, 0), fp = c->from.section('.', 1);
        const QString tm = c->to.section('.', 0, 0), tp = c->to.section('.', 1);
        BlockItem* a = m_blocks.value(fm);
        BlockItem* b = m_blocks.value(tm);
        if (!a || !b) continue;
        const QPointF p0 =
            a->portPos(static_cast<int>(a->ports.outputs.indexOf(fp)), true) + QPointF(8, 0);
        const QPointF p1 =
            b->portPos(static_cast<int>(b->ports.inputs.indexOf(tp)), false) - QPointF(6, 0);
        std::vector<doc::Point> points;
        for (const auto& conn : d.connections)
            if (conn.from == c->from.toStdString()) points = conn.points;
        QPainterPath path(p0);
        if (!points.empty()) {
            QPointF cur = p0;
            for (const auto& pt : points) {
                path.lineTo(pt.x, cur.y());
                path.lineTo(pt.x, pt.y);
                cur = QPointF(pt.x, pt.y);
            }
            path.lineTo(cur.x(), p1.y());
            path.lineTo(p1);
        } else if (p1.x() > p0.x() + 2) {
            const double mid = (p0.x() + p1.x()) / 2;
            path.lineTo(mid, p0.y());
            path.lineTo(mid, p1.y());
            path.lineTo(p1);
        } else {
            const double below =
                std::max(a->sceneRectOf().bottom(), b->sceneRectOf().bottom()) + 30;
            path.lineTo(p0.x() + 15, p0.y());
            path.lineTo(p0.x() + 15, below);
            path.lineTo(p1.x() - 15, below);
            path.lineTo(p1.x() - 15, p1.y());
            path.lineTo(p1);
        }
        c->setPath(path);
    }
}

QStringList ModuleScene::selectedBlocks() const {
    QStringList out;
    for (QGraphicsItem* i : selectedItems())
        if (auto* b = dynamic_cast<BlockItem*>(i)) out << b->name();
    out.sort();
    return out;
}

QStringList ModuleScene::selectedConnections() const {
    QStringList out;
    for (QGraphicsItem* i : selectedItems())
        if (auto* c = dynamic_cast<ConnectionItem*>(i)) out << c->key();
    out.sort();
    return out;
}

void ModuleScene::selectBlocks(const QStringList& names) {
    blockSignals(true);
    clearSelection();
    for (const QString& n : names)
        if (BlockItem* b = m_blocks.value(n)) b->setSelected(true);
    blockSignals(false);
    emit selectionNamesChanged();
}

QRectF ModuleScene::blockRect(const QString& module) const {
    const BlockItem* b = m_blocks.value(module);
    return b ? b->sceneRectOf() : QRectF();
}

QPointF ModuleScene::portPosition(const QString& module, const QString& port, bool output) const {
    const BlockItem* b = m_blocks.value(module);
    if (!b) return {};
    const int i = static_cast<int>((output ? b->ports.outputs : b->ports.inputs).indexOf(port));
    return i < 0 ? QPointF() : b->portPos(i, output);
}

QPainterPath ModuleScene::connectionPath(const QString& from, const QString& to) const {
    for (const ConnectionItem* c : m_connections)
        if (c->from == from && c->to == to) return c->path();
    return {};
}

ModuleScene::BlockItem* ModuleScene::blockAt(QPointF p) const {
    for (BlockItem* b : m_blocks)
        if (b->sceneRectOf().contains(p)) return b;
    return nullptr;
}

bool ModuleScene::portAt(QPointF p, QString& module, QString& port, bool& output) const {
    for (const BlockItem* b : m_blocks) {
        for (int i = 0; i < b->ports.outputs.size(); ++i)
            if (QLineF(b->portPos(i, true), p).length() <= 9) {
                module = b->name();
                port = b->ports.outputs[i];
                output = true;
                return true;
            }
        for (int i = 0; i < b->ports.inputs.size(); ++i)
            if (QLineF(b->portPos(i, false), p).length() <= 9) {
                module = b->name();
                port = b->ports.inputs[i];
                output = false;
                return true;
            }
    }
    return false;
}

void ModuleScene::placeBlock(const QString& type, QPointF p) {
    std::string added;
    m_document->edit(QObject::tr("Add %1").arg(type), [&](doc::Document& d) {
        doc::Module m;
        if (type == "model") {
            m.name = moduleedit::freeModuleName(d, "Model");
            m.equations = "model " + m.name +
                          "\n  input Real u;\n  output Real y;\nequation\n  y = u;\nend " + m.name +
                          ";\n";
        } else {
            std::string base = type.toStdString();
            base[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(base[0])));
            m.name = moduleedit::freeModuleName(d, base);
            m.kind = doc::ModuleKind::Block;
            m.block.type = type.toStdString();
            m.block.parameters = moduleedit::defaultParameters(m.block.type);
        }
        m.position = {snap(p.x()), snap(p.y())};
        added = m.name;
        d.modules.push_back(m);
        if (d.package) d.package->projects.push_back(doc::Project{added});
    });
    selectBlocks({QString::fromStdString(added)});
}

void ModuleScene::mousePressEvent(QGraphicsSceneMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return;
    const QPointF p = e->scenePos();
    m_pressPos = p;
    m_gesture = Gesture::None;
    QString module, port;
    bool output = false;
    if (portAt(p, module, port, output) && output) {
        m_gesture = Gesture::Connect;
        m_pressModule = module;
        m_pressPort = port;
        m_line = addLine(QLineF(p, p), QPen(kSelect, 1.5, Qt::DashLine));
        return;
    }
    const bool additive = e->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier);
    if (BlockItem* b = blockAt(p)) {
        if (additive)
            b->setSelected(!b->isSelected());
        else if (!b->isSelected()) {
            clearSelection();
            b->setSelected(true);
        }
        m_gesture = Gesture::Move;
        m_moving = selectedBlocks();
        m_origins.clear();
        for (BlockItem* x : std::as_const(m_blocks)) m_origins.insert(x->name(), x->pos());
        return;
    }
    for (ConnectionItem* c : std::as_const(m_connections))
        if (c->shape().contains(p)) {
            if (!additive) clearSelection();
            c->setSelected(true);
            return;
        }
    if (!additive) clearSelection();
}

void ModuleScene::mouseMoveEvent(QGraphicsSceneMouseEvent* e) {
    const QPointF p = e->scenePos();
    if (m_gesture == Gesture::Connect && m_line) {
        m_line->setLine(QLineF(m_pressPos, p));
    } else if (m_gesture == Gesture::Move) {
        const QPointF delta(snap(p.x() - m_pressPos.x()), snap(p.y() - m_pressPos.y()));
        for (const QString& n : std::as_const(m_moving))
            if (BlockItem* b = m_blocks.value(n)) b->setPos(m_origins.value(n) + delta);
        layoutConnections();
    }
}

// A gesture ends in one named edit (or none, when it moved nothing).
void ModuleScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* e) {
    const QPointF p = e->scenePos();
    const Gesture g = m_gesture;
    m_gesture = Gesture::None;
    if (g == Gesture::Connect) {
        delete m_line;
        m_line = nullptr;
        QString module, port;
        bool output = true;
        if (portAt(p, module, port, output) && !output)
            connectPorts(m_pressModule + '.' + m_pressPort, module + '.' + port);
        rebuild();
    } else if (g == Gesture::Move) {
        const QPointF delta(snap(p.x() - m_pressPos.x()), snap(p.y() - m_pressPos.y()));
        if (delta.isNull()) return;
        moveBlocks(m_moving);
    }
}

// ----------------------------------------------------------------------------- edits

void ModuleScene::connectPorts(const QString& output, const QString& input) {
    const std::string from = output.toStdString(), to = input.toStdString();
    m_document->edit(QObject::tr("Connect %1 to %2").arg(output, input), [&](doc::Document& d) {
        for (auto& c : d.connections)
            if (c.from == from) {
                if (std::find(c.to.begin(), c.to.end(), to) == c.to.end()) c.to.push_back(to);
                return;
            }
        doc::Connection c;
        c.from = from;
        c.to = {to};
        d.connections.push_back(c);
    });
}

void ModuleScene::moveBlocks(const QStringList& moved) {
    // every block gets the position it is drawn at (blocks laid out automatically, too)
    QHash<QString, QPointF> positions;
    for (BlockItem* b : std::as_const(m_blocks)) positions.insert(b->name(), b->pos());
    m_document->edit(QObject::tr("Move blocks"), [&](doc::Document& d) {
        for (auto& m : d.modules) {
            const QString name = QString::fromStdString(m.name);
            if (!positions.contains(name)) continue;
            const QPointF at = positions.value(name);
            m.position = {at.x(), at.y()};
            if (moved.contains(name))
                for (auto& c : d.connections)
                    if (c.from.rfind(m.name + ".", 0) == 0) c.points.clear();  // re-route
        }
    });
    rebuild();
}

// ----------------------------------------------------------------------------- drops

void ModuleScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* e) {
    if (BlockItem* b = blockAt(e->scenePos()); b && b->module.kind != doc::ModuleKind::Block)
        emit moduleActivated(b->index);
}

void ModuleScene::dragEnterEvent(QGraphicsSceneDragDropEvent* e) {
    e->setAccepted(e->mimeData()->hasFormat(kBlockMime));
}
void ModuleScene::dragMoveEvent(QGraphicsSceneDragDropEvent* e) {
    e->setAccepted(e->mimeData()->hasFormat(kBlockMime));
}
void ModuleScene::dropEvent(QGraphicsSceneDragDropEvent* e) {
    if (!e->mimeData()->hasFormat(kBlockMime)) return;
    placeBlock(QString::fromUtf8(e->mimeData()->data(kBlockMime)), e->scenePos());
    e->acceptProposedAction();
}

void ModuleScene::drawBackground(QPainter* painter, const QRectF& rect) {
    drawDotGrid(painter, rect, 2 * kGrid);
}

}  // namespace hs::ui

// The module diagram: blocks and connections drawn from the document, mouse gestures that
// end in one DocumentModel edit each, and a background check of the network (compiling
// every module) whose ports and diagnostics come back to the GUI thread; only the newest
// check's result is applied.

#include "diagram/module_diagram.h"

#include "common/background_check.h"
#include "common/canvas.h"
#include "document/document_model.h"
#include "i18n/diagnostic_text.h"

#include "hs/cosim/block.h"
#include "hs/cosim/network.h"
#include "hs/model/model_loader.h"

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

constexpr const char* kBlockMime = "application/x-hybridstudio-block-type";
constexpr double kGrid = 10.0;
constexpr double kPortPitch = 22.0;
constexpr double kHeader = 34.0;
const QColor kModelFill(0xe3, 0xef, 0xfb);
const QColor kBlockFill(0xf2, 0xf2, 0xee);
const QColor kLine(0x4a, 0x55, 0x60);
const QColor kError(0xc0, 0x39, 0x2b);
const QColor kSelect(0x1f, 0x6f, 0xd1);

double snap(double v) { return std::round(v / kGrid) * kGrid; }

// Parameters a new library block starts with.
std::vector<doc::BlockParameter> defaultParameters(const std::string& type) {
    auto num = [](const char* n, double v) {
        doc::BlockParameter p;
        p.name = n;
        p.number = v;
        return p;
    };
    auto list = [](const char* n, std::vector<double> v) {
        doc::BlockParameter p;
        p.name = n;
        p.kind = doc::BlockParameter::Kind::List;
        p.list = std::move(v);
        return p;
    };
    auto text = [](const char* n, const char* v) {
        doc::BlockParameter p;
        p.name = n;
        p.kind = doc::BlockParameter::Kind::Text;
        p.text = v;
        return p;
    };
    if (type == "constant") return {num("value", 1)};
    if (type == "step") return {num("time", 1), num("before", 0), num("after", 1)};
    if (type == "ramp") return {num("start", 0), num("slope", 1)};
    if (type == "sine") return {num("amplitude", 1), num("frequency", 1)};
    if (type == "pulse") return {num("amplitude", 1), num("period", 1), num("width", 0.5)};
    if (type == "gain") return {num("k", 1)};
    if (type == "sum") return {text("signs", "+-")};
    if (type == "product") return {num("inputs", 2)};
    if (type == "saturation") return {num("lower", -1), num("upper", 1)};
    if (type == "switch") return {num("threshold", 0)};
    if (type == "relay") return {num("on", 1), num("off", -1), num("onValue", 1), num("offValue", 0)};
    if (type == "lookup") return {list("x", {0, 1}), list("y", {0, 1})};
    if (type == "transferFunction") return {list("numerator", {1}), list("denominator", {1, 1})};
    if (type == "firstOrderLag") return {num("k", 1), num("T", 1)};
    if (type == "zeroOrderHold") return {num("period", 0.1)};
    return {};
}

QString parameterText(const doc::BlockParameter& p) {
    switch (p.kind) {
    case doc::BlockParameter::Kind::Number: return QString::number(p.number, 'g', 12);
    case doc::BlockParameter::Kind::List: {
        QStringList parts;
        for (double v : p.list) parts << QString::number(v, 'g', 12);
        return '[' + parts.join(", ") + ']';
    }
    case doc::BlockParameter::Kind::Text: return QString::fromStdString(p.text);
    }
    return {};
}

// "1.5" is a number, "[1, 2]" or "1, 2" a list, anything else a text.
doc::BlockParameter parseParameter(const QString& name, const QString& value) {
    doc::BlockParameter p;
    p.name = name.toStdString();
    const QString v = value.trimmed();
    bool ok = false;
    const double number = v.toDouble(&ok);
    if (ok) {
        p.number = number;
        return p;
    }
    QString inner = v;
    if (inner.startsWith('[') && inner.endsWith(']')) inner = inner.mid(1, inner.size() - 2);
    if (v.startsWith('[') || v.contains(',')) {
        std::vector<double> values;
        bool all = true;
        for (const QString& part : inner.split(',', Qt::SkipEmptyParts)) {
            const double x = part.trimmed().toDouble(&ok);
            all = all && ok;
            values.push_back(x);
        }
        if (all) {
            p.kind = doc::BlockParameter::Kind::List;
            p.list = values;
            return p;
        }
    }
    p.kind = doc::BlockParameter::Kind::Text;
    p.text = v.toStdString();
    return p;
}

std::string freeModuleName(const doc::Document& d, const std::string& base) {
    return freeName(base, [&](const std::string& n) {
        return std::any_of(d.modules.begin(), d.modules.end(), [&](const doc::Module& m) { return m.name == n; });
    });
}

// Renames a module and every reference to it (connections, package projects).
void renameModule(doc::Document& d, const std::string& from, const std::string& to) {
    for (auto& m : d.modules)
        if (m.name == from) m.name = to;
    auto fix = [&](std::string& ref) {
        if (ref.rfind(from + ".", 0) == 0) ref = to + ref.substr(from.size());
    };
    for (auto& c : d.connections) {
        fix(c.from);
        for (auto& t : c.to) fix(t);
    }
    if (d.package)
        for (auto& p : d.package->projects)
            if (p.module == from) p.module = to;
}

void removeModules(doc::Document& d, const QStringList& names) {
    std::set<std::string> gone;
    for (const QString& n : names) gone.insert(n.toStdString());
    auto moduleOf = [](const std::string& ref) { return ref.substr(0, ref.find('.')); };
    std::erase_if(d.modules, [&](const doc::Module& m) { return gone.count(m.name) > 0; });
    for (auto& c : d.connections) std::erase_if(c.to, [&](const std::string& t) { return gone.count(moduleOf(t)) > 0; });
    std::erase_if(d.connections,
                  [&](const doc::Connection& c) { return gone.count(moduleOf(c.from)) > 0 || c.to.empty(); });
    if (d.package) std::erase_if(d.package->projects, [&](const doc::Project& p) { return gone.count(p.module) > 0; });
}

void removeConnection(doc::Document& d, const std::string& from, const std::string& to) {
    for (auto& c : d.connections)
        if (c.from == from) std::erase(c.to, to);
    std::erase_if(d.connections, [](const doc::Connection& c) { return c.to.empty(); });
}

QSizeF blockSize(int inputs, int outputs) {
    const int ports = std::max({inputs, outputs, 1});
    return QSizeF(130, kHeader + ports * kPortPitch + 6);
}

}  // namespace

// ----------------------------------------------------------------------------- items

class ModuleScene::BlockItem : public QGraphicsItem {
public:
    BlockItem(const doc::Module& m, int index, const ModulePorts& ports) : module(m), index(index), ports(ports) {
        setPos(m.position.x, m.position.y);
        size = blockSize(static_cast<int>(ports.inputs.size()), static_cast<int>(ports.outputs.size()));
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
        p->setPen(QPen(error ? kError : isSelected() ? kSelect : kLine, error || isSelected() ? 2.4 : 1.3));
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
        QString subtitle = model ? (module.statecharts.empty() ? QStringLiteral("equations") : QStringLiteral("statechart"))
                                 : QString::fromStdString(module.block.type);
        if (!model && module.block.parameters.size() == 1)
            subtitle += ' ' + QString::fromStdString(module.block.parameters[0].name) + '=' +
                        parameterText(module.block.parameters[0]);
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
            p->drawText(QRectF(6, c.y() - 8, size.width() / 2 - 6, 16), Qt::AlignLeft | Qt::AlignVCenter, ports.inputs[i]);
        }
        for (int i = 0; i < ports.outputs.size(); ++i) {
            const QPointF c(size.width(), kHeader + (i + 0.5) * kPortPitch);
            p->setPen(QPen(kLine, 1));
            p->setBrush(kLine);
            p->drawPolygon(QPolygonF({c + QPointF(0, -5), c + QPointF(8, 0), c + QPointF(0, 5)}));
            p->setPen(QColor(0x30, 0x30, 0x30));
            p->drawText(QRectF(size.width() / 2, c.y() - 8, size.width() / 2 - 6, 16), Qt::AlignRight | Qt::AlignVCenter,
                        ports.outputs[i]);
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

ModuleScene::ModuleScene(DocumentModel* document, QObject* parent) : QGraphicsScene(parent), m_document(document) {
    connect(this, &QGraphicsScene::selectionChanged, this, &ModuleScene::selectionNamesChanged);
}

ModuleScene::~ModuleScene() { blockSignals(true); }

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
    for (const auto& m : d.modules) allAtOrigin = allAtOrigin && m.position.x == 0 && m.position.y == 0;
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
                if (to.startsWith(prefix) && !ports.inputs.contains(to.mid(prefix.size()))) ports.inputs << to.mid(prefix.size());
            }
        }
        auto* item = new BlockItem(m, static_cast<int>(i), ports);
        item->error = m_errorBlocks.contains(item->name());
        if (d.package)
            for (const auto& p : d.package->projects)
                if (p.module == m.name) {
                    item->inactive = !p.active;
                    item->note = p.minStep == p.maxStep
                                     ? QObject::tr("step %1, sync %2").arg(p.minStep).arg(p.syncStep)
                                     : QObject::tr("step %1…%2, sync %3").arg(p.minStep).arg(p.maxStep).arg(p.syncStep);
                }
        addItem(item);
        m_blocks.insert(item->name(), item);
    }
    for (const auto& c : d.connections)
        for (const auto& t : c.to) {
            auto* item = new ConnectionItem(QString::fromStdString(c.from), QString::fromStdString(t));
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
        const QPointF p0 = a->portPos(static_cast<int>(a->ports.outputs.indexOf(fp)), true) + QPointF(8, 0);
        const QPointF p1 = b->portPos(static_cast<int>(b->ports.inputs.indexOf(tp)), false) - QPointF(6, 0);
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
            const double below = std::max(a->sceneRectOf().bottom(), b->sceneRectOf().bottom()) + 30;
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
            m.name = freeModuleName(d, "Model");
            m.equations = "model " + m.name + "\n  input Real u;\n  output Real y;\nequation\n  y = u;\nend " + m.name + ";\n";
        } else {
            std::string base = type.toStdString();
            base[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(base[0])));
            m.name = freeModuleName(d, base);
            m.kind = doc::ModuleKind::Block;
            m.block.type = type.toStdString();
            m.block.parameters = defaultParameters(m.block.type);
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

void ModuleScene::dragEnterEvent(QGraphicsSceneDragDropEvent* e) { e->setAccepted(e->mimeData()->hasFormat(kBlockMime)); }
void ModuleScene::dragMoveEvent(QGraphicsSceneDragDropEvent* e) { e->setAccepted(e->mimeData()->hasFormat(kBlockMime)); }
void ModuleScene::dropEvent(QGraphicsSceneDragDropEvent* e) {
    if (!e->mimeData()->hasFormat(kBlockMime)) return;
    placeBlock(QString::fromUtf8(e->mimeData()->data(kBlockMime)), e->scenePos());
    e->acceptProposedAction();
}

void ModuleScene::drawBackground(QPainter* painter, const QRectF& rect) { drawDotGrid(painter, rect, 2 * kGrid); }

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
    auto* modelItem = new QListWidgetItem(m_palette);
    modelItem->setData(Qt::UserRole, QStringLiteral("model"));
    for (const auto& t : cosim::blockTypes()) {
        if (t == "expression" || t == "stateSpace") continue;  // need texts/matrices: added by hand
        auto* item = new QListWidgetItem(QString::fromStdString(t), m_palette);
        item->setData(Qt::UserRole, QString::fromStdString(t));
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

void ModuleDiagramEditor::applyCheck(const QHash<QString, ModulePorts>& ports, const std::vector<Diagnostic>& diagnostics) {
    m_diagnostics = diagnostics;
    const doc::Document& d = m_document->document();
    QSet<QString> badBlocks, badConnections;
    m_messages->clear();
    for (const auto& diag : diagnostics) {
        QStringList blocks;
        for (const auto& n : diag.names) blocks << QString::fromStdString(n).section('.', 0, 0);
        blocks.removeDuplicates();
        auto* item = new QListWidgetItem(
            (diag.severity == Severity::Error ? tr("error: ") : diag.severity == Severity::Warning ? tr("warning: ") : QString()) +
                i18n::diagnosticMessage(diag),
            m_messages);
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
            removeConnection(d, c.section("->", 0, 0).toStdString(), c.section("->", 1).toStdString());
        removeModules(d, blocks);
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
        m_typeLabel->setText(
            module->kind == doc::ModuleKind::Block
                ? tr("Library block: %1").arg(QString::fromStdString(module->block.type))
                : tr("Model module (double-click to edit its equations)"));
        m_params->setVisible(module->kind == doc::ModuleKind::Block);
        const int rows = static_cast<int>(module->block.parameters.size()) + 1;  // + a row to add one
        if (m_params->rowCount() != rows) m_params->setRowCount(rows);
        for (int r = 0; r < rows; ++r) {
            const bool existing = r < static_cast<int>(module->block.parameters.size());
            const QString name = existing ? QString::fromStdString(module->block.parameters[r].name) : QString();
            const QString value = existing ? parameterText(module->block.parameters[r]) : QString();
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
    m_document->edit(tr("Rename %1").arg(selected.first()), [&](doc::Document& d) { renameModule(d, from, to); });
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
    const doc::BlockParameter parsed = parseParameter(name, value);
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
                    params[row] = parseParameter(name, value);
            } else if (!name.isEmpty() && !value.trimmed().isEmpty()) {
                params.push_back(parseParameter(name, value));
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

// The statechart canvas draws the document's chart with one item per state and per
// transition and handles the mouse itself (not through item flags), so that every
// gesture ends in exactly one DocumentModel edit: during a drag only the items move;
// on release the edit is made and the items are rebuilt from the document.

#include "statechart/statechart_items.h"

#include "document/document_model.h"

#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsSceneMouseEvent>
#include <QMenu>
#include <QMimeData>
#include <QTimer>

namespace hs::ui {

// ----------------------------------------------------------------------------- scene

StatechartScene::StatechartScene(DocumentModel* document, QObject* parent)
    : QGraphicsScene(parent), m_document(document) {
    connect(this, &QGraphicsScene::selectionChanged, this, &StatechartScene::selectionNamesChanged);
}

// the base class clears its items on destruction: nobody listens any more
StatechartScene::~StatechartScene() {
    blockSignals(true);
}

const doc::Statechart* StatechartScene::chart() const {
    const auto& d = m_document->document();
    if (m_module < 0 || m_module >= static_cast<int>(d.modules.size())) return nullptr;
    const auto& charts = d.modules[m_module].statecharts;
    if (m_chart < 0 || m_chart >= static_cast<int>(charts.size())) return nullptr;
    return &charts[m_chart];
}

void StatechartScene::setChart(int module, int chart) {
    m_module = module;
    m_chart = chart;
    clearSelection();
    rebuild();
}

void StatechartScene::setTool(ChartTool tool) {
    m_tool = tool;
}

QString StatechartScene::label(const doc::Transition& t) const {
    const doc::Statechart* c = chart();
    const doc::State* from = c ? chartedit::findState(*c, t.source) : nullptr;
    QString s;
    if (!(from && from->kind == doc::StateKind::Choice)) {
        switch (t.trigger) {
        // the trigger's kind in the user's language, its expression as written
        case doc::TriggerKind::Timeout: s = tr("timeout %1").arg(trimmed(t.expression, 24)); break;
        case doc::TriggerKind::Rate: s = tr("rate %1").arg(trimmed(t.expression, 24)); break;
        case doc::TriggerKind::Condition: s = tr("when %1").arg(trimmed(t.expression, 30)); break;
        case doc::TriggerKind::Message:
            s = t.anyMessage ? tr("message *") : tr("message %1").arg(trimmed(t.expression, 24));
            break;
        }
    }
    if (!t.guard.empty())
        s += (s.isEmpty() ? QString() : QStringLiteral(" ")) + '[' + trimmed(t.guard, 30) + ']';
    if (!t.action.empty()) s += QStringLiteral(" / ") + trimmed(t.action, 30);
    return QString::fromStdString(t.name) + QStringLiteral(": ") + s;
}

void StatechartScene::rebuild() {
    const QStringList selected = selectedNames();
    blockSignals(true);
    // the document changed under a gesture (an undo while dragging): the gesture ends
    m_gesture = Gesture::None;
    m_linkLine = nullptr;
    m_rubber = nullptr;
    clear();
    m_states.clear();
    m_transitions.clear();
    const doc::Statechart* c = chart();
    if (!c) {
        blockSignals(false);
        emit selectionNamesChanged();
        return;
    }
    // states without geometry (written by hand) are laid out on a grid
    int unplaced = 0;
    for (const auto& s : c->states) {
        QRectF r(s.geometry.x, s.geometry.y, s.geometry.width, s.geometry.height);
        if (s.geometry.width <= 0 || s.geometry.height <= 0) {
            const doc::Rect d = chartedit::defaultRect(
                s.kind, {60.0 + (unplaced % 4) * 180.0, 60.0 + (unplaced / 4) * 120.0});
            r = QRectF(d.x, d.y, d.width, d.height);
            ++unplaced;
        }
        const std::string& containerInitial =
            s.parent.empty()
                ? c->initial
                : (chartedit::findState(*c, s.parent) ? chartedit::findState(*c, s.parent)->initial
                                                      : s.name);
        auto* item = new StateItem(
            s, r, containerInitial == s.name && !s.parent.empty() ? true : c->initial == s.name);
        int depth = 0;
        for (const doc::State* q = &s; q && !q->parent.empty() && depth < 100;
             q = chartedit::findState(*c, q->parent))
            ++depth;
        item->setZValue(depth);
        item->order = static_cast<int>(m_states.size());
        item->active = m_active.contains(item->name());
        item->error = m_errors.contains(item->name());
        addItem(item);
        m_states.insert(item->name(), item);
    }
    for (const auto& t : c->transitions) {
        if (!m_states.contains(QString::fromStdString(t.source)) ||
            !m_states.contains(QString::fromStdString(t.target)))
            continue;
        auto* item = new TransitionItem(t);
        item->text = label(t);
        item->error = m_errors.contains(item->name());
        item->flashing = false;
        addItem(item);
        m_transitions.insert(item->name(), item);
    }
    layoutTransitions();
    // the live state survives a rebuild
    const QHash<QString, double> due = m_timeoutDueGiven;
    setLive(QSet<QString>(), due, m_now);
    QRectF bounds = itemsBoundingRect().adjusted(-200, -200, 400, 300);
    setSceneRect(bounds.united(QRectF(0, 0, 1000, 700)));
    for (const QString& n : selected) {
        if (auto* s = m_states.value(n)) s->setSelected(true);
        if (auto* t = m_transitions.value(n)) t->setSelected(true);
    }
    blockSignals(false);
    emit selectionNamesChanged();
}

// The transitions' paths from the states' current rectangles (also during a drag).
void StatechartScene::layoutTransitions() {
    // transitions between the same two states (either way) curve apart
    auto pairKey = [](const TransitionItem* t) {
        const QString a = QString::fromStdString(t->transition.source),
                      b = QString::fromStdString(t->transition.target);
        return a < b ? a + '\n' + b : b + '\n' + a;
    };
    QHash<QString, QList<TransitionItem*>> pairs;
    for (TransitionItem* t : std::as_const(m_transitions)) pairs[pairKey(t)].append(t);
    for (TransitionItem* t : std::as_const(m_transitions)) {
        const StateItem* src = m_states.value(QString::fromStdString(t->transition.source));
        const StateItem* dst = m_states.value(QString::fromStdString(t->transition.target));
        const QRectF rs = src->sceneRectOf(), rd = dst->sceneRectOf();
        QPainterPath path;
        QPointF end, beforeEnd;
        if (src == dst && t->transition.points.empty()) {
            const QPointF a(rs.right() - std::min(30.0, rs.width() * 0.3), rs.top());
            end = QPointF(rs.right(), rs.top() + std::min(24.0, rs.height() * 0.4));
            beforeEnd = end + QPointF(40, -4);
            path.moveTo(a);
            path.cubicTo(a + QPointF(0, -40), beforeEnd, end);
        } else if (!t->transition.points.empty()) {
            QPolygonF pts;
            for (const auto& p : t->transition.points) pts << QPointF(p.x, p.y);
            const QPointF a = borderPoint(rs, src->state.kind, pts.first());
            end = borderPoint(rd, dst->state.kind, pts.last());
            beforeEnd = pts.last();
            path.moveTo(a);
            for (const QPointF& p : pts) path.lineTo(p);
            path.lineTo(end);
        } else {
            const auto& group = pairs[pairKey(t)];
            const int k = static_cast<int>(group.indexOf(t));
            const double offset = (k - (group.size() - 1) / 2.0) * 28.0;
            const QPointF cs = rs.center(), cd = rd.center();
            QPointF dir = cd - cs;
            const double len = std::max(1e-9, std::hypot(dir.x(), dir.y()));
            // perpendicular, oriented by the unordered pair so opposite arrows separate
            const bool forward = QString::fromStdString(t->transition.source) <
                                 QString::fromStdString(t->transition.target);
            QPointF normal(-dir.y() / len, dir.x() / len);
            if (!forward) normal = -normal;
            const QPointF control = (cs + cd) / 2 + normal * offset * 2;
            const QPointF a = borderPoint(rs, src->state.kind, offset == 0 ? cd : control);
            end = borderPoint(rd, dst->state.kind, offset == 0 ? cs : control);
            beforeEnd = offset == 0 ? a : control;
            path.moveTo(a);
            if (offset == 0)
                path.lineTo(end);
            else
                path.quadTo(control, end);
        }
        QPointF d = end - beforeEnd;
        const double dl = std::max(1e-9, std::hypot(d.x(), d.y()));
        d /= dl;
        const QPointF n(-d.y(), d.x());
        const QPolygonF arrow({end, end - d * 10 + n * 4.5, end - d * 10 - n * 4.5});
        const QPointF mid = path.pointAtPercent(0.5);
        t->setGeometry(path, mid - QPointF(0, 3), arrow);
    }
}

QStringList StatechartScene::selectedNames() const {
    QStringList out;
    for (QGraphicsItem* i : selectedItems()) {
        if (auto* s = dynamic_cast<StateItem*>(i)) out << s->name();
        if (auto* t = dynamic_cast<TransitionItem*>(i)) out << t->name();
    }
    out.sort();
    return out;
}

void StatechartScene::selectNames(const QStringList& names) {
    blockSignals(true);
    clearSelection();
    for (const QString& n : names) {
        if (auto* s = m_states.value(n)) s->setSelected(true);
        if (auto* t = m_transitions.value(n)) t->setSelected(true);
    }
    blockSignals(false);
    emit selectionNamesChanged();
}

QRectF StatechartScene::stateRect(const QString& name) const {
    const StateItem* s = m_states.value(name);
    return s ? s->sceneRectOf() : QRectF();
}

QPointF StatechartScene::transitionHandle(const QString& name) const {
    const TransitionItem* t = m_transitions.value(name);
    return t ? t->handle() : QPointF();
}

QPointF StatechartScene::transitionMidpoint(const QString& name) const {
    const TransitionItem* t = m_transitions.value(name);
    return t ? t->midpoint() : QPointF();
}

void StatechartScene::setLive(const QSet<QString>& activeStates,
                              const QHash<QString, double>& timeoutDue, double now) {
    const doc::Statechart* c = chart();
    if (!c) return;
    const QString prefix = QString::fromStdString(c->name) + '.';
    // an empty set keeps what is shown (a redraw, not a new configuration)
    if (!activeStates.isEmpty()) {
        m_active.clear();
        for (const QString& p : activeStates)
            if (p.startsWith(prefix)) m_active.insert(p.mid(prefix.size()));
    }
    m_timeoutDueGiven = timeoutDue;
    m_timeoutDue.clear();
    for (auto it = timeoutDue.begin(); it != timeoutDue.end(); ++it)
        if (it.key().startsWith(prefix))
            m_timeoutDue.insert(it.key().mid(prefix.size()), it.value());
    m_now = now;
    for (StateItem* s : std::as_const(m_states)) {
        const bool a = m_active.contains(s->name());
        if (a != s->active) {
            s->active = a;
            s->update();
        }
    }
    for (TransitionItem* t : std::as_const(m_transitions)) {
        QString live;
        if (m_timeoutDue.contains(t->name()))
            live = tr("%1 s left")
                       .arg(QString::number(std::max(0.0, m_timeoutDue.value(t->name()) - now), 'g',
                                            4));
        if (live != t->live) {
            t->setLive(live);
        }
    }
}

void StatechartScene::flashTransition(const QString& name) {
    const doc::Statechart* c = chart();
    if (!c) return;
    const QString prefix = QString::fromStdString(c->name) + '.';
    if (!name.startsWith(prefix)) return;
    m_flash = name.mid(prefix.size());
    for (TransitionItem* t : std::as_const(m_transitions)) {
        t->flashing = t->name() == m_flash;
        t->update();
    }
    QTimer::singleShot(700, this, [this, flashed = m_flash] {
        if (auto* t = m_transitions.value(flashed)) {
            t->flashing = false;
            t->update();
        }
    });
}

void StatechartScene::clearLive() {
    m_active.clear();
    m_timeoutDue.clear();
    m_timeoutDueGiven.clear();
    m_flash.clear();
    for (StateItem* s : std::as_const(m_states)) {
        s->active = false;
        s->update();
    }
    for (TransitionItem* t : std::as_const(m_transitions)) {
        t->live.clear();
        t->flashing = false;
        t->update();
    }
}

QString StatechartScene::transitionLiveText(const QString& name) const {
    const TransitionItem* t = m_transitions.value(name);
    return t ? t->live : QString();
}

QStringList StatechartScene::highlightedStates() const {
    QStringList out;
    for (const StateItem* s : std::as_const(m_states))
        if (s->active) out << s->name();
    out.sort();
    return out;
}

void StatechartScene::setErrorElements(const QSet<QString>& names) {
    m_errors = names;
    for (StateItem* s : std::as_const(m_states)) {
        s->error = names.contains(s->name());
        s->update();
    }
    for (TransitionItem* t : std::as_const(m_transitions)) {
        t->error = names.contains(t->name());
        t->update();
    }
}

StatechartScene::StateItem* StatechartScene::stateAt(QPointF p,
                                                     const QSet<QString>& excluded) const {
    StateItem* best = nullptr;
    for (StateItem* s : m_states)
        if (!excluded.contains(s->name()) && s->shape().contains(p - s->pos()) &&
            (!best || s->zValue() > best->zValue() ||
             (s->zValue() == best->zValue() && s->order > best->order)))
            best = s;
    return best;
}

StatechartScene::TransitionItem* StatechartScene::transitionAt(QPointF p) const {
    for (TransitionItem* t : m_transitions)
        if (t->shape().contains(p)) return t;
    return nullptr;
}

void StatechartScene::placeState(doc::StateKind kind, QPointF p) {
    const doc::Statechart* c = chart();
    if (!c) return;
    const std::string parent = chartedit::containerAt(*c, {p.x(), p.y()});
    const doc::Rect r =
        chartedit::defaultRect(kind, {chartedit::snap(p.x()), chartedit::snap(p.y())});
    std::string added;
    const int mi = m_module, ci = m_chart;
    m_document->edit(tr("Add state"), [&](doc::Document& d) {
        added = chartedit::addState(d.modules[mi].statecharts[ci], kind, r, parent);
    });
    selectNames({QString::fromStdString(added)});
    emit toolFinished();
}

void StatechartScene::mousePressEvent(QGraphicsSceneMouseEvent* e) {
    if (e->button() != Qt::LeftButton || !chart()) {
        QGraphicsScene::mousePressEvent(e);
        return;
    }
    const QPointF p = e->scenePos();
    m_pressPos = p;
    m_gesture = Gesture::None;
    StateItem* s = stateAt(p);
    switch (m_tool) {
    case ChartTool::State:
    case ChartTool::Composite:
    case ChartTool::Final:
    case ChartTool::Choice: placeState(kindOfTool(m_tool), p); return;
    case ChartTool::Initial:
        if (s) {
            setInitialState(s->name());
            emit toolFinished();
        }
        return;
    case ChartTool::Transition:
    case ChartTool::Select: break;
    }
    const bool additive = e->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier);
    if (m_tool == ChartTool::Select)
        for (TransitionItem* t : std::as_const(m_transitions))
            if (t->isSelected() && !t->selfLoop() && QLineF(t->handle(), p).length() <= 6) {
                m_gesture = Gesture::Bend;
                m_pressState = t->name();
                return;
            }
    if (s && (m_tool == ChartTool::Transition || (!s->onHandle(p) && s->onBorder(p)))) {
        m_gesture = Gesture::Link;
        m_pressState = s->name();
        m_linkLine = addLine(QLineF(p, p), QPen(kSelectLine, 1.5, Qt::DashLine));
        m_linkLine->setZValue(2000);
        return;
    }
    if (s && s->onHandle(p)) {
        m_gesture = Gesture::Resize;
        m_pressState = s->name();
        return;
    }
    TransitionItem* t = transitionAt(p);
    if (t && !(s && s->zValue() > 1000)) {
        if (!additive) clearSelection();
        t->setSelected(additive ? !t->isSelected() : true);
        return;
    }
    if (s) {
        if (additive) {
            s->setSelected(!s->isSelected());
        } else if (!s->isSelected()) {
            clearSelection();
            s->setSelected(true);
        }
        m_gesture = Gesture::Move;
        m_moving.clear();
        for (QGraphicsItem* i : selectedItems())
            if (auto* st = dynamic_cast<StateItem*>(i)) m_moving << st->name();
        m_origins.clear();
        for (StateItem* st : std::as_const(m_states)) m_origins.insert(st->name(), st->pos());
        return;
    }
    if (!additive) clearSelection();
    m_gesture = Gesture::RubberBand;
    m_rubber =
        addRect(QRectF(p, p), QPen(kSelectLine, 1, Qt::DashLine), QColor(0x1f, 0x6f, 0xd1, 30));
    m_rubber->setZValue(3000);
}

void StatechartScene::mouseMoveEvent(QGraphicsSceneMouseEvent* e) {
    const QPointF p = e->scenePos();
    const doc::Statechart* c = chart();
    switch (m_gesture) {
    case Gesture::None: QGraphicsScene::mouseMoveEvent(e); return;
    case Gesture::Link:
        if (m_linkLine) m_linkLine->setLine(QLineF(m_pressPos, p));
        return;
    case Gesture::RubberBand: {
        const QRectF r = QRectF(m_pressPos, p).normalized();
        if (m_rubber) m_rubber->setRect(r);
        for (StateItem* s : std::as_const(m_states)) s->setSelected(r.contains(s->sceneRectOf()));
        for (TransitionItem* t : std::as_const(m_transitions))
            t->setSelected(r.contains(t->midpoint()));
        return;
    }
    case Gesture::Bend: {
        if (TransitionItem* t = m_transitions.value(m_pressState)) {
            t->transition.points = {{chartedit::snap(p.x()), chartedit::snap(p.y())}};
            layoutTransitions();
        }
        return;
    }
    case Gesture::Resize: {
        StateItem* s = m_states.value(m_pressState);
        if (!s) return;
        const QPointF tl = s->pos();
        s->setSize(QSizeF(std::max(20.0, chartedit::snap(p.x()) - tl.x()),
                          std::max(20.0, chartedit::snap(p.y()) - tl.y())));
        layoutTransitions();
        return;
    }
    case Gesture::Move: {
        if (!c) return;
        const double dx = chartedit::snap(p.x() - m_pressPos.x()),
                     dy = chartedit::snap(p.y() - m_pressPos.y());
        for (StateItem* s : std::as_const(m_states)) {
            bool moved = m_moving.contains(s->name());
            for (const QString& n : std::as_const(m_moving))
                moved = moved || chartedit::isDescendant(*c, s->state.name, n.toStdString());
            if (moved) s->setPos(m_origins.value(s->name()) + QPointF(dx, dy));
        }
        layoutTransitions();
        return;
    }
    }
}

// A gesture ends in one named edit (or none, when it moved nothing).
void StatechartScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* e) {
    const QPointF p = e->scenePos();
    const Gesture g = m_gesture;
    m_gesture = Gesture::None;
    const doc::Statechart* c = chart();
    if (!c || g == Gesture::None) {
        QGraphicsScene::mouseReleaseEvent(e);
        return;
    }
    switch (g) {
    case Gesture::None: break;
    case Gesture::Link: {
        delete m_linkLine;
        m_linkLine = nullptr;
        StateItem* target = stateAt(p);
        if (target && QLineF(m_pressPos, p).length() >= kLinkDragMin) {
            const QString added = addTransition(m_pressState, target->name());
            if (!added.isEmpty()) emit toolFinished();
        }
        break;
    }
    case Gesture::Resize:
        if (StateItem* s = m_states.value(m_pressState))
            resizeState(m_pressState, s->sceneRectOf());
        break;
    case Gesture::Move: {
        const QPointF delta(chartedit::snap(p.x() - m_pressPos.x()),
                            chartedit::snap(p.y() - m_pressPos.y()));
        if (!delta.isNull()) moveStates(m_moving, delta);
        break;
    }
    case Gesture::RubberBand:
        delete m_rubber;
        m_rubber = nullptr;
        break;
    case Gesture::Bend: {
        TransitionItem* t = m_transitions.value(m_pressState);
        if (!t || QLineF(m_pressPos, p).length() < kBendDragMin) break;
        // dropped back on the straight line between the states: straight again
        const StateItem* a = m_states.value(QString::fromStdString(t->transition.source));
        const StateItem* b = m_states.value(QString::fromStdString(t->transition.target));
        const bool straight =
            a && b &&
            QLineF((a->sceneRectOf().center() + b->sceneRectOf().center()) / 2, p).length() <
                kStraightenDistance;
        bendTransition(m_pressState, straight ? std::nullopt : std::optional<QPointF>(p));
        break;
    }
    }
    m_origins.clear();
    rebuild();
}

// ----------------------------------------------------------------------------- edits

void StatechartScene::writeDrawnGeometry(doc::Statechart& c) const {
    for (auto& s : c.states) {
        if (s.geometry.width > 0 && s.geometry.height > 0) continue;
        const StateItem* item = m_states.value(QString::fromStdString(s.name));
        if (!item) continue;
        QRectF r = item->sceneRectOf();
        // a state being dragged is written where it was before the drag
        if (m_origins.contains(item->name())) r.moveTopLeft(m_origins.value(item->name()));
        s.geometry = {r.x(), r.y(), r.width(), r.height()};
    }
}

void StatechartScene::setInitialState(const QString& name) {
    const doc::Statechart* c = chart();
    if (!c || !chartedit::findState(*c, name.toStdString())) return;
    const int mi = m_module, ci = m_chart;
    m_document->edit(tr("Set initial state"), [&](doc::Document& d) {
        chartedit::setInitial(d.modules[mi].statecharts[ci], name.toStdString());
    });
}

QString StatechartScene::addTransition(const QString& from, const QString& to) {
    const doc::Statechart* c = chart();
    if (!c || !chartedit::findState(*c, from.toStdString()) ||
        !chartedit::findState(*c, to.toStdString()))
        return {};
    const int mi = m_module, ci = m_chart;
    std::string added;
    m_document->edit(tr("Add transition"), [&](doc::Document& d) {
        auto& target = d.modules[mi].statecharts[ci];
        writeDrawnGeometry(target);
        added = chartedit::addTransition(target, from.toStdString(), to.toStdString());
    });
    selectNames({QString::fromStdString(added)});
    return QString::fromStdString(added);
}

void StatechartScene::resizeState(const QString& name, const QRectF& r) {
    const doc::Statechart* c = chart();
    if (!c || !chartedit::findState(*c, name.toStdString())) return;
    const int mi = m_module, ci = m_chart;
    m_document->edit(tr("Resize %1").arg(name), [&](doc::Document& d) {
        auto& target = d.modules[mi].statecharts[ci];
        writeDrawnGeometry(target);
        chartedit::resizeState(target, name.toStdString(), {r.x(), r.y(), r.width(), r.height()});
    });
}

void StatechartScene::moveStates(const QStringList& moved, QPointF delta) {
    const doc::Statechart* c = chart();
    if (!c) return;
    // only the outermost moved states (their children move with them)
    std::vector<std::string> names;
    for (const QString& n : moved) {
        bool inner = !chartedit::findState(*c, n.toStdString());
        for (const QString& o : moved)
            inner =
                inner || (o != n && chartedit::isDescendant(*c, n.toStdString(), o.toStdString()));
        if (!inner) names.push_back(n.toStdString());
    }
    if (names.empty() || delta.isNull()) return;
    const int mi = m_module, ci = m_chart;
    m_document->edit(tr("Move"), [&](doc::Document& d) {
        auto& target = d.modules[mi].statecharts[ci];
        writeDrawnGeometry(target);
        chartedit::moveStates(target, names, delta.x(), delta.y());
        // dropped inside (or out of) a composite state: it becomes the new parent
        for (const auto& n : names) {
            const doc::State* s = chartedit::findState(target, n);
            if (!s) continue;
            const doc::Point center{s->geometry.x + s->geometry.width / 2,
                                    s->geometry.y + s->geometry.height / 2};
            const std::string container = chartedit::containerAt(target, center, names);
            if (container != s->parent) chartedit::reparent(target, n, container);
        }
    });
    selectNames(moved);
}

void StatechartScene::bendTransition(const QString& name, std::optional<QPointF> bend) {
    const doc::Statechart* c = chart();
    if (!c || !chartedit::findTransition(*c, name.toStdString())) return;
    const int mi = m_module, ci = m_chart;
    std::vector<doc::Point> points;
    if (bend) points.push_back({chartedit::snap(bend->x()), chartedit::snap(bend->y())});
    m_document->edit(
        bend ? tr("Bend %1").arg(name) : tr("Straighten %1").arg(name), [&](doc::Document& d) {
            auto& target = d.modules[mi].statecharts[ci];
            writeDrawnGeometry(target);
            if (doc::Transition* t = chartedit::findTransition(target, name.toStdString()))
                t->points = points;
        });
    selectNames({name});
}

// ----------------------------------------------------------------------------- drops

void StatechartScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* e) {
    const QPointF p = e->scenePos();
    if (TransitionItem* t = transitionAt(p)) {
        selectNames({t->name()});
        emit editRequested(t->name());
    } else if (StateItem* s = stateAt(p)) {
        selectNames({s->name()});
        emit editRequested(s->name());
    }
}

void StatechartScene::dragEnterEvent(QGraphicsSceneDragDropEvent* e) {
    e->setAccepted(e->mimeData()->hasFormat(kPaletteMime) && chart());
}

void StatechartScene::dragMoveEvent(QGraphicsSceneDragDropEvent* e) {
    e->setAccepted(e->mimeData()->hasFormat(kPaletteMime) && chart());
}

void StatechartScene::dropEvent(QGraphicsSceneDragDropEvent* e) {
    if (!e->mimeData()->hasFormat(kPaletteMime) || !chart()) return;
    const int kind = e->mimeData()->data(kPaletteMime).toInt();
    if (kind < 0 || kind > 3) return;
    placeState(static_cast<doc::StateKind>(kind), e->scenePos());
    e->acceptProposedAction();
}

// A state's or a transition's menu: breakpoints on it (the run stops when the state is
// entered or left, or before the transition fires).
void StatechartScene::contextMenuEvent(QGraphicsSceneContextMenuEvent* event) {
    const doc::Statechart* c = chart();
    if (!c) return;
    const QString prefix = QString::fromStdString(c->name) + u'.';
    QMenu menu;
    auto add = [&](const QString& text, const char* name, BreakpointKind kind,
                   const QString& path) {
        QAction* a = menu.addAction(text);
        a->setObjectName(QString::fromLatin1(name));
        connect(a, &QAction::triggered, this,
                [this, kind, path] { emit breakpointRequested(kind, path); });
    };
    if (TransitionItem* t = transitionAt(event->scenePos())) {
        add(tr("Break before %1 fires").arg(t->name()), "breakFires", BreakpointKind::Element,
            prefix + t->name());
        QAction* why = menu.addAction(tr("Why did %1 fire (or not)?").arg(t->name()));
        why->setObjectName("explainTransition");
        const QString path = prefix + t->name();
        connect(why, &QAction::triggered, this, [this, path] { emit explainRequested(path); });
    } else if (StateItem* st = stateAt(event->scenePos())) {
        add(tr("Break when %1 is entered").arg(st->name()), "breakEntered",
            BreakpointKind::StateEntered, prefix + st->name());
        add(tr("Break when %1 is left").arg(st->name()), "breakLeft", BreakpointKind::StateLeft,
            prefix + st->name());
    } else {
        return;
    }
    event->accept();
    menu.exec(event->screenPos());
}

void StatechartScene::drawBackground(QPainter* painter, const QRectF& rect) {
    drawDotGrid(painter, rect, 2 * chartedit::kGrid);
}

}  // namespace hs::ui

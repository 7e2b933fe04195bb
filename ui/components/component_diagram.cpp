#include "components/component_diagram.h"

#include "common/background_check.h"
#include "components/component_scene.h"
#include "components/icon_painter.h"
#include "document/document_model.h"
#include "editor/equation_editor.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QGraphicsView>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QPainter>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QToolBar>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace hs::ui {

namespace {

// The library browser: classes drag onto the canvas by their qualified name.
class LibraryTree : public QTreeWidget {
public:
    using QTreeWidget::QTreeWidget;

protected:
    QMimeData* mimeData(const QList<QTreeWidgetItem*>& items) const override {
        if (items.isEmpty() || !items[0]->data(0, Qt::UserRole + 1).toBool()) return nullptr;
        auto* mime = new QMimeData;
        mime->setData(kClassMime, items[0]->data(0, Qt::UserRole).toString().toUtf8());
        return mime;
    }
    QStringList mimeTypes() const override { return {QString::fromLatin1(kClassMime)}; }
};

QIcon iconOf(const std::vector<flatten::Graphic>& graphics) {
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    if (!graphics.empty()) {
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        // the icon's -100..100 box into the pixmap, y up
        const QTransform t(0.14, 0, 0, -0.14, 16, 16);
        paintGraphics(painter, graphics, t, {});
    }
    return QIcon(pixmap);
}

void fillLibrary(QTreeWidgetItem* parent, QTreeWidget* tree, const flatten::LibraryEntry& e) {
    auto* item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(tree);
    item->setText(0, QString::fromStdString(e.name));
    item->setToolTip(
        0, QString::fromStdString(e.path + (e.description.empty() ? "" : "\n" + e.description)));
    item->setData(0, Qt::UserRole, QString::fromStdString(e.path));
    item->setData(0, Qt::UserRole + 1, e.instantiable);
    item->setIcon(0, iconOf(e.icon));
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (e.instantiable) flags |= Qt::ItemIsDragEnabled;
    item->setFlags(flags);
    for (const auto& c : e.children) fillLibrary(item, tree, c);
}

// A fresh lower-case name from a class's name: "Resistor" -> "resistor1".
std::string baseNameOf(const QString& classPath) {
    QString n = classPath.section('.', -1);
    if (!n.isEmpty()) n[0] = n[0].toLower();
    return n.toStdString();
}

QString placementText(QPointF origin, double rotation) {
    QString text =
        QStringLiteral(
            "Placement(transformation(origin = {%1, %2}, extent = {{-10, -10}, {10, 10}}")
            .arg(QString::fromStdString(lang::numberText(origin.x())),
                 QString::fromStdString(lang::numberText(origin.y())));
    if (rotation != 0)
        text += QStringLiteral(", rotation = %1")
                    .arg(QString::fromStdString(lang::numberText(rotation)));
    return text + QStringLiteral("))");
}

QString lineText(const std::vector<flatten::Point>& points,
                 const std::optional<flatten::Color>& color) {
    QStringList list;
    for (const auto& p : points)
        list << QStringLiteral("{%1, %2}")
                    .arg(QString::fromStdString(lang::numberText(p.first)),
                         QString::fromStdString(lang::numberText(p.second)));
    QString text = QStringLiteral("Line(points = {%1}").arg(list.join(QStringLiteral(", ")));
    if (color)
        text += QStringLiteral(", color = {%1, %2, %3}")
                    .arg((*color)[0])
                    .arg((*color)[1])
                    .arg((*color)[2]);
    return text + QStringLiteral(")");
}

}  // namespace

ComponentDiagram::ComponentDiagram(EquationEditor* editor, QWidget* parent)
    : QWidget(parent), m_editor(editor) {
    setObjectName("componentDiagram");
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* toolbar = new QToolBar(this);
    toolbar->setObjectName("componentToolbar");
    layout->addWidget(toolbar);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    layout->addWidget(splitter, 1);

    // library browser over the property panel, beside the canvas
    auto* side = new QSplitter(Qt::Vertical, splitter);
    side->setObjectName("componentSide");
    auto* libraryPane = new QWidget(side);
    auto* libraryLayout = new QVBoxLayout(libraryPane);
    libraryLayout->setContentsMargins(4, 4, 4, 4);
    m_libraryTitle = new QLabel(libraryPane);
    libraryLayout->addWidget(m_libraryTitle);
    m_library = new LibraryTree(libraryPane);
    m_library->setObjectName("componentLibrary");
    m_library->setHeaderHidden(true);
    m_library->setDragEnabled(true);
    m_library->setDragDropMode(QAbstractItemView::DragOnly);
    m_library->setIconSize(QSize(28, 28));
    libraryLayout->addWidget(m_library, 1);
    connect(m_library, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem* item) {
        if (!item->data(0, Qt::UserRole + 1).toBool()) return;
        const QPointF center = m_view->mapToScene(m_view->viewport()->rect().center());
        addComponent(item->data(0, Qt::UserRole).toString(), ComponentScene::toModel(center));
    });

    // canvas and problems
    auto* center = new QSplitter(Qt::Vertical, splitter);
    m_scene = new ComponentScene(this);
    m_view = new QGraphicsView(m_scene, center);
    m_view->setObjectName("componentView");
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setDragMode(QGraphicsView::RubberBandDrag);
    m_view->setAcceptDrops(true);
    m_view->viewport()->installEventFilter(this);
    m_problems = new QListWidget(center);
    m_problems->setObjectName("componentProblems");
    m_problems->hide();  // shown while there are problems
    center->addWidget(m_view);
    center->addWidget(m_problems);
    center->setStretchFactor(0, 5);
    center->setStretchFactor(1, 1);

    // property panel
    auto* properties = new QWidget(side);
    auto* form = new QVBoxLayout(properties);
    form->setContentsMargins(4, 4, 4, 4);
    m_propertiesTitle = new QLabel(properties);
    form->addWidget(m_propertiesTitle);
    m_name = new QLineEdit(properties);
    m_name->setObjectName("componentName");
    form->addWidget(m_name);
    m_class = new QLabel(properties);
    m_class->setObjectName("componentClass");
    m_class->setWordWrap(true);
    form->addWidget(m_class);
    m_openClass = new QPushButton(properties);
    m_openClass->setObjectName("openComponentClass");
    form->addWidget(m_openClass);
    m_parameters = new QTableWidget(0, 4, properties);
    m_parameters->setObjectName("componentParameters");
    m_parameters->verticalHeader()->hide();
    m_parameters->horizontalHeader()->setStretchLastSection(true);
    form->addWidget(m_parameters, 1);
    side->addWidget(libraryPane);
    side->addWidget(properties);
    side->setStretchFactor(0, 3);
    side->setStretchFactor(1, 2);
    splitter->addWidget(side);
    splitter->addWidget(center);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    side->setMinimumWidth(190);
    splitter->setCollapsible(1, false);
    splitter->setSizes({240, 760});

    m_delete = toolbar->addAction(QString(), this, [this] { removeSelected(); });
    m_delete->setObjectName("componentDelete");
    m_delete->setShortcut(QKeySequence::Delete);
    m_delete->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_view->addAction(m_delete);
    m_rotate = toolbar->addAction(QString(), this, [this] { rotateSelected(); });
    m_rotate->setObjectName("componentRotate");
    m_rotate->setShortcut(QKeySequence(Qt::Key_R));  // Ctrl+R is the window's Reset
    m_rotate->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_view->addAction(m_rotate);
    m_fit = toolbar->addAction(QString(), this, [this] { fit(); });
    m_fit->setObjectName("componentFit");
    // undo and redo of the diagram's edits are the editor's
    auto* undo = new QAction(this);
    undo->setShortcut(QKeySequence::Undo);
    undo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(undo, &QAction::triggered, this, [this] {
        m_editor->undo();
        refreshNow();
    });
    auto* redo = new QAction(this);
    redo->setShortcut(QKeySequence::Redo);
    redo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(redo, &QAction::triggered, this, [this] {
        m_editor->redo();
        refreshNow();
    });
    m_view->addAction(undo);
    m_view->addAction(redo);

    connect(m_scene, &ComponentScene::componentsMoved, this,
            [this](const QStringList& names, QPointF delta) { moveComponents(names, delta); });
    connect(m_scene, &ComponentScene::connectRequested, this,
            [this](const QString& from, const QString& to,
                   const std::vector<flatten::Point>& points) { connectPorts(from, to, points); });
    connect(m_scene, &ComponentScene::classDropped, this,
            [this](const QString& path, QPointF at) { addComponent(path, at); });
    connect(m_scene, &ComponentScene::selectionChanged, this, &ComponentDiagram::showProperties);
    auto activate = [this](const QString& name) {
        const flatten::ComponentView* c = component(name);
        if (c && c->cls)
            emit classActivated(QString::fromStdString(c->cls->path),
                                QString::fromStdString(c->cls->file), c->cls->line);
    };
    connect(m_scene, &ComponentScene::componentActivated, this, activate);
    connect(m_openClass, &QPushButton::clicked, this,
            [this, activate] { activate(m_shownComponent); });
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        if (m_filling || m_shownComponent.isEmpty()) return;
        const QString wanted = m_name->text().trimmed();
        if (wanted != m_shownComponent && !wanted.isEmpty() &&
            !renameComponent(m_shownComponent, wanted))
            m_name->setText(m_shownComponent);
    });
    connect(m_parameters, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (m_filling || item->column() != 1 || m_shownComponent.isEmpty()) return;
        const QString parameter = m_parameters->item(item->row(), 0)->text();
        setParameter(m_shownComponent, parameter, item->text().trimmed());
    });

    m_describe = std::make_unique<BackgroundCheck<flatten::DiagramView>>(
        this, 300,
        [this]() -> std::function<flatten::DiagramView()> {
            flatten::Options options;
            options.className = m_className.toStdString();
            options.file = m_fileName.toStdString();
            return [source = text(), options] { return flatten::describeDiagram(source, options); };
        },
        [this](const flatten::DiagramView& d) { showDiagram(d); });
    retranslate();
}

ComponentDiagram::~ComponentDiagram() = default;

void ComponentDiagram::retranslate() {
    m_libraryTitle->setText(tr("Library"));
    m_propertiesTitle->setText(tr("Component"));
    m_openClass->setText(tr("Open class"));
    m_delete->setText(tr("Delete"));
    m_delete->setToolTip(tr("Delete the selected components and connections (Del)"));
    m_rotate->setText(tr("Rotate"));
    m_rotate->setToolTip(tr("Rotate the selected components by 90° (R)"));
    m_fit->setText(tr("Fit"));
    m_fit->setToolTip(tr("Show the whole diagram"));
    m_parameters->setHorizontalHeaderLabels(
        {tr("Parameter"), tr("Value"), tr("Default"), tr("Unit")});
    m_parameters->resizeColumnsToContents();  // the headers of this language fit
    m_name->setPlaceholderText(tr("Select a component"));
    updateProblems();
}

void ComponentDiagram::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

std::string ComponentDiagram::text() const {
    return m_editor->text().toStdString();
}

void ComponentDiagram::setClassName(const QString& className) {
    if (className == m_className) return;
    m_className = className;
    refreshLater();
}

void ComponentDiagram::setFileName(const QString& fileName) {
    m_fileName = fileName;
}

void ComponentDiagram::refreshNow() {
    m_describe->cancel();
    flatten::Options options;
    options.className = m_className.toStdString();
    options.file = m_fileName.toStdString();
    showDiagram(flatten::describeDiagram(text(), options));
}

void ComponentDiagram::refreshLater() {
    m_describe->schedule();
}

void ComponentDiagram::refreshLibrary() {
    flatten::Options options;
    options.file = m_fileName.toStdString();
    m_library->clear();
    for (const flatten::LibraryEntry& e : flatten::describeLibraries(text(), options))
        fillLibrary(nullptr, m_library, e);
    if (m_library->topLevelItemCount() > 0) m_library->topLevelItem(0)->setExpanded(true);
}

void ComponentDiagram::showDiagram(const flatten::DiagramView& diagram) {
    const bool first = m_scene->diagram().components.empty() && !diagram.components.empty();
    m_scene->setDiagram(diagram);
    updateProblems();
    showProperties();
    if (first) fit();
}

const flatten::ComponentView* ComponentDiagram::component(const QString& name) const {
    for (const auto& c : m_scene->diagram().components)
        if (QString::fromStdString(c.name) == name) return &c;
    return nullptr;
}

void ComponentDiagram::setDiagnostics(const std::vector<Diagnostic>& diagnostics) {
    m_diagnostics = diagnostics;
    updateProblems();
}

void ComponentDiagram::updateProblems() {
    if (!m_problems) return;
    QSet<QString> marked;
    m_problems->clear();
    const flatten::DiagramView& d = m_scene->diagram();
    for (const Diagnostic& x : m_diagnostics) {
        if (x.severity != Severity::Error) continue;
        QString who;
        for (const std::string& n : x.names) {
            const QString head =
                QString::fromStdString(n.substr(0, std::min(n.find('.'), n.find('['))));
            if (component(head)) who = head;
        }
        for (const auto& c : d.components)
            if (x.file.empty() && x.loc.line == c.loc.line && !c.inherited)
                who = QString::fromStdString(c.name);
        if (who.isEmpty()) continue;
        marked.insert(who);
        m_problems->addItem(QString::fromStdString(x.message));
    }
    // ports of components that no connection reaches (outputs may stay unused)
    for (const auto& c : d.components) {
        if (!c.cls || c.inherited || c.connector) continue;
        for (const auto& p : c.cls->ports) {
            if (p.output || p.dims > 0) continue;
            const QString ref = QString::fromStdString(c.name + "." + p.name);
            bool connected = false;
            for (const auto& k : d.connections)
                connected = connected || QString::fromStdString(k.from) == ref ||
                            QString::fromStdString(k.to) == ref;
            if (connected) continue;
            marked.insert(ref);
            m_problems->addItem(tr("'%1' is not connected").arg(ref));
        }
    }
    m_scene->setProblems(marked);
    m_problems->setVisible(m_problems->count() > 0);
}

void ComponentDiagram::showProperties() {
    const QStringList selected = m_scene->selectedComponents();
    const flatten::ComponentView* c = selected.size() == 1 ? component(selected[0]) : nullptr;
    const QString shown = c ? QString::fromStdString(c->name) : QString();
    // the same component while a value is being typed: the panel is left as it is
    if (shown == m_shownComponent && !shown.isEmpty() &&
        (m_parameters->isAncestorOf(QApplication::focusWidget()) || m_name->hasFocus()))
        return;
    m_filling = true;
    m_shownComponent = c ? QString::fromStdString(c->name) : QString();
    m_name->setText(m_shownComponent);
    m_name->setEnabled(c && !c->inherited);
    m_class->setText(c ? QString::fromStdString(c->cls ? c->cls->path : c->typeName) : QString());
    m_openClass->setEnabled(c && c->cls);
    m_parameters->setRowCount(0);
    if (c && c->cls) {
        for (const flatten::ParameterView& p : c->cls->parameters) {
            const int row = m_parameters->rowCount();
            m_parameters->insertRow(row);
            QString value;
            for (const auto& [name, v] : c->modifiers)
                if (name == p.name) value = QString::fromStdString(v);
            auto* name = new QTableWidgetItem(QString::fromStdString(p.name));
            name->setFlags(Qt::ItemIsEnabled);
            name->setToolTip(QString::fromStdString(p.description));
            auto* val = new QTableWidgetItem(value);
            val->setToolTip(QString::fromStdString(p.description));
            if (c->inherited) val->setFlags(Qt::ItemIsEnabled);
            auto* def = new QTableWidgetItem(QString::fromStdString(p.defaultValue));
            def->setFlags(Qt::ItemIsEnabled);
            auto* unit = new QTableWidgetItem(QString::fromStdString(p.unit));
            unit->setFlags(Qt::ItemIsEnabled);
            m_parameters->setItem(row, 0, name);
            m_parameters->setItem(row, 1, val);
            m_parameters->setItem(row, 2, def);
            m_parameters->setItem(row, 3, unit);
        }
    }
    m_parameters->resizeColumnsToContents();
    m_filling = false;
}

void ComponentDiagram::fit() {
    m_autoFit = true;
    // the whole scene (the diagram's area and a margin): nothing is outside the view, so no
    // scroll bar appears and the viewport keeps the size the view was fitted to
    const QRectF r = m_scene->sceneRect();
    if (r.isEmpty()) return;
    m_view->fitInView(r, Qt::KeepAspectRatio);
    m_fittedSize = m_view->viewport()->size();
}

void ComponentDiagram::zoomBy(double factor) {
    m_autoFit = false;  // the user's zoom is kept until Fit
    m_view->scale(factor, factor);
}

bool ComponentDiagram::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_view->viewport()) {
        if (event->type() == QEvent::Resize && m_autoFit && !m_fitPending) {
            // after the resize has settled, and only when the size really changed
            m_fitPending = true;
            QTimer::singleShot(0, this, [this] {
                m_fitPending = false;
                if (m_autoFit && m_view->viewport()->size() != m_fittedSize) fit();
            });
        } else if (event->type() == QEvent::Wheel) {
            auto* wheel = static_cast<QWheelEvent*>(event);
            if (wheel->modifiers() & Qt::ControlModifier) {
                zoomBy(wheel->angleDelta().y() > 0 ? 1.15 : 1 / 1.15);
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

bool ComponentDiagram::apply(const std::vector<lang::TextEdit>& edits) {
    if (edits.empty()) return false;
    std::vector<lang::TextEdit> sorted = edits;
    if (sorted.size() == 1 && sorted[0].begin == 0) {
        // a new text for the whole: only what differs is replaced (the caret and the
        // folds elsewhere stay, undo takes back just that)
        const std::string old = text();
        const std::string& now = sorted[0].text;
        std::size_t prefix = 0;
        while (prefix < old.size() && prefix < now.size() && old[prefix] == now[prefix]) ++prefix;
        std::size_t suffix = 0;
        while (suffix < old.size() - prefix && suffix < now.size() - prefix &&
               old[old.size() - 1 - suffix] == now[now.size() - 1 - suffix])
            ++suffix;
        if (prefix == old.size() && prefix == now.size()) return false;
        sorted[0] = {static_cast<int>(prefix), static_cast<int>(old.size() - suffix),
                     now.substr(prefix, now.size() - prefix - suffix)};
    }
    std::sort(sorted.begin(), sorted.end(),
              [](const lang::TextEdit& a, const lang::TextEdit& b) { return a.begin > b.begin; });
    m_editor->beginUndoAction();
    for (const lang::TextEdit& e : sorted) {
        m_editor->SendScintilla(QsciScintillaBase::SCI_SETTARGETSTART,
                                static_cast<unsigned long>(e.begin));
        m_editor->SendScintilla(QsciScintillaBase::SCI_SETTARGETEND,
                                static_cast<unsigned long>(e.end));
        m_editor->SendScintilla(QsciScintillaBase::SCI_REPLACETARGET,
                                static_cast<unsigned long>(e.text.size()), e.text.c_str());
    }
    m_editor->endUndoAction();
    refreshNow();
    return true;
}

bool ComponentDiagram::addComponent(const QString& classPath, QPointF modelPoint) {
    const std::string source = text();
    const std::string name = freeName(baseNameOf(classPath), [this](const std::string& n) {
        return component(QString::fromStdString(n)) != nullptr || n == "time";
    });
    const bool ok =
        apply(lang::addComponent(source, m_className.toStdString(), classPath.toStdString(), name,
                                 placementText(modelPoint, 0).toStdString()));
    if (ok) m_scene->selectComponent(QString::fromStdString(name));
    return ok;
}

bool ComponentDiagram::removeSelected() {
    std::string source = text();
    std::vector<lang::TextEdit> all;
    // one edit at a time on the text, combined as one undo step
    const QStringList connections = m_scene->selectedConnections();
    const QStringList components = m_scene->selectedComponents();
    if (connections.isEmpty() && components.isEmpty()) return false;
    for (const QString& c : connections) {
        const auto edits = lang::removeConnection(source, m_className.toStdString(),
                                                  c.section('|', 0, 0).toStdString(),
                                                  c.section('|', 1, 1).toStdString());
        source = lang::applyEdits(source, edits);
    }
    for (const QString& c : components)
        source = lang::applyEdits(
            source, lang::removeComponent(source, m_className.toStdString(), c.toStdString()));
    return apply({{0, static_cast<int>(text().size()), source}});
}

bool ComponentDiagram::connectPorts(const QString& from, const QString& to,
                                    const std::vector<flatten::Point>& points) {
    std::optional<flatten::Color> color;
    for (const auto& c : m_scene->diagram().components)
        if (QString::fromStdString(c.name) == from.section('.', 0, 0) && c.cls)
            for (const auto& p : c.cls->ports)
                if (QString::fromStdString(c.name + "." + p.name) == from)
                    for (const auto& g : p.icon) color = g.lineColor;
    return apply(lang::addConnection(text(), m_className.toStdString(), from.toStdString(),
                                     to.toStdString(), lineText(points, color).toStdString()));
}

bool ComponentDiagram::moveComponents(const QStringList& names, QPointF delta) {
    std::string source = text();
    const std::string cls = m_className.toStdString();
    for (const QString& name : names) {
        const flatten::ComponentView* c = component(name);
        if (!c || c->inherited) continue;
        flatten::Placement p = c->placement;
        if (!p.present) p.origin = {0, 0};
        const QPointF origin(p.origin.first + delta.x(), p.origin.second + delta.y());
        source = lang::applyEdits(
            source, lang::setComponentAnnotation(source, cls, name.toStdString(),
                                                 placementText(origin, p.rotation).toStdString()));
    }
    // the lines of the connections they take part in: their ends follow the ports
    for (const auto& k : m_scene->diagram().connections) {
        const QString a = QString::fromStdString(k.from.substr(0, k.from.find('.')));
        const QString b = QString::fromStdString(k.to.substr(0, k.to.find('.')));
        if (k.points.size() < 2 || (!names.contains(a) && !names.contains(b))) continue;
        std::vector<flatten::Point> points = k.points;
        if (names.contains(a)) {
            points.front().first += delta.x();
            points.front().second += delta.y();
        }
        if (names.contains(b)) {
            points.back().first += delta.x();
            points.back().second += delta.y();
        }
        source = lang::applyEdits(source,
                                  lang::setConnectionLine(source, cls, k.from, k.to,
                                                          lineText(points, k.color).toStdString()));
    }
    if (source == text()) return false;
    return apply({{0, static_cast<int>(text().size()), source}});
}

bool ComponentDiagram::rotateSelected() {
    std::string source = text();
    for (const QString& name : m_scene->selectedComponents()) {
        const flatten::ComponentView* c = component(name);
        if (!c || c->inherited) continue;
        const flatten::Placement p = c->placement;
        const double rotation = std::fmod(p.rotation + 90.0, 360.0);
        const QPointF origin(p.present ? p.origin.first : 0, p.present ? p.origin.second : 0);
        source = lang::applyEdits(source, lang::setComponentAnnotation(
                                              source, m_className.toStdString(), name.toStdString(),
                                              placementText(origin, rotation).toStdString()));
    }
    if (source == text()) return false;
    return apply({{0, static_cast<int>(text().size()), source}});
}

bool ComponentDiagram::setParameter(const QString& componentName, const QString& parameter,
                                    const QString& value) {
    return apply(lang::setModifier(text(), m_className.toStdString(), componentName.toStdString(),
                                   parameter.toStdString(), value.toStdString()));
}

bool ComponentDiagram::renameComponent(const QString& name, const QString& newName) {
    static const QRegularExpression identifier(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    if (!identifier.match(newName).hasMatch()) return false;
    const bool ok = apply(lang::renameComponent(text(), m_className.toStdString(),
                                                name.toStdString(), newName.toStdString()));
    if (ok) m_scene->selectComponent(newName);
    return ok;
}

}  // namespace hs::ui

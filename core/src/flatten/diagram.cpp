// What a component diagram shows (hs/flatten/diagram.h): classes read with the flattener's
// lookup and inheritance, their Icon graphics and ports, the components and connections of
// the class drawn with their Placement and Line annotations.

#include "hs/flatten/diagram.h"

#include "flattener.h"

#include "hs/lang/parser.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace hs::flatten {

namespace fs = std::filesystem;

namespace {

std::optional<double> numberOf(const ExprPtr& e) {
    if (!e) return std::nullopt;
    switch (e->kind) {
    case ExprKind::Number: return e->number;
    case ExprKind::Boolean: return e->boolean ? 1.0 : 0.0;
    case ExprKind::Unary: {
        const auto a = numberOf(e->args[0]);
        if (!a) return std::nullopt;
        return e->op == Op::Neg ? -*a : *a;
    }
    case ExprKind::Binary: {
        const auto a = numberOf(e->args[0]);
        const auto b = numberOf(e->args[1]);
        if (!a || !b) return std::nullopt;
        switch (e->op) {
        case Op::Add: return *a + *b;
        case Op::Sub: return *a - *b;
        case Op::Mul: return *a * *b;
        case Op::Div: return *b != 0 ? std::optional<double>(*a / *b) : std::nullopt;
        default: return std::nullopt;
        }
    }
    default: return std::nullopt;
    }
}

std::optional<Point> pointOf(const ExprPtr& e) {
    if (!e || e->kind != ExprKind::Array || e->args.size() != 2) return std::nullopt;
    const auto x = numberOf(e->args[0]);
    const auto y = numberOf(e->args[1]);
    if (!x || !y) return std::nullopt;
    return Point{*x, *y};
}

std::vector<Point> pointsOf(const ExprPtr& e) {
    std::vector<Point> out;
    if (!e || e->kind != ExprKind::Array) return out;
    for (const ExprPtr& a : e->args)
        if (auto p = pointOf(a)) out.push_back(*p);
    return out;
}

std::optional<Color> colorOf(const ExprPtr& e) {
    if (!e || e->kind != ExprKind::Array || e->args.size() != 3) return std::nullopt;
    Color c{};
    for (std::size_t i = 0; i < 3; ++i) {
        const auto v = numberOf(e->args[i]);
        if (!v) return std::nullopt;
        c[i] = std::clamp(static_cast<int>(std::lround(*v)), 0, 255);
    }
    return c;
}

const ExprPtr* argument(const Expr& call, std::string_view name) {
    for (std::size_t i = 0; i < call.args.size() && i < call.argNames.size(); ++i)
        if (call.argNames[i] == name) return &call.args[i];
    return nullptr;
}

std::string lastPart(const ExprPtr& e) {
    if (!e || e->kind != ExprKind::Name) return {};
    return e->text.substr(e->text.rfind('.') + 1);
}

std::optional<Graphic> graphicOf(const Expr& call) {
    Graphic g;
    if (call.text == "Line")
        g.kind = Graphic::Kind::Line;
    else if (call.text == "Rectangle")
        g.kind = Graphic::Kind::Rectangle;
    else if (call.text == "Ellipse")
        g.kind = Graphic::Kind::Ellipse;
    else if (call.text == "Polygon")
        g.kind = Graphic::Kind::Polygon;
    else if (call.text == "Text")
        g.kind = Graphic::Kind::Text;
    else
        return std::nullopt;
    if (g.kind == Graphic::Kind::Line || g.kind == Graphic::Kind::Polygon) {
        if (const ExprPtr* p = argument(call, "points")) g.points = pointsOf(*p);
    } else if (const ExprPtr* p = argument(call, "extent")) {
        g.points = pointsOf(*p);
    }
    if (g.points.empty()) return std::nullopt;
    const ExprPtr* color = argument(call, g.kind == Graphic::Kind::Line ? "color" : "lineColor");
    if (color)
        if (auto c = colorOf(*color)) g.lineColor = *c;
    if (g.kind == Graphic::Kind::Text)
        if (const ExprPtr* c = argument(call, "textColor"))
            if (auto tc = colorOf(*c)) g.lineColor = *tc;
    if (const ExprPtr* f = argument(call, "fillColor")) {
        const ExprPtr* pattern = argument(call, "fillPattern");
        const std::string name = pattern ? lastPart(*pattern) : std::string("None");
        if (name != "None")
            if (auto c = colorOf(*f)) g.fillColor = *c;
    }
    if (const ExprPtr* t = argument(call, "thickness"))
        if (auto v = numberOf(*t)) g.thickness = *v;
    if (const ExprPtr* p = argument(call, "pattern")) {
        const std::string name = lastPart(*p);
        g.pattern = name == "Dash" ? Graphic::Pattern::Dash
                    : name == "Dot" || name == "DashDot" || name == "DashDotDot"
                        ? Graphic::Pattern::Dot
                    : name == "None" ? Graphic::Pattern::None
                                     : Graphic::Pattern::Solid;
    }
    if (const ExprPtr* r = argument(call, "radius"))
        if (auto v = numberOf(*r)) g.radius = *v;
    if (const ExprPtr* s = argument(call, "smooth")) g.smooth = lastPart(*s) == "Bezier";
    if (const ExprPtr* t = argument(call, "textString"); t && (*t)->kind == ExprKind::String)
        g.text = (*t)->text;
    if (const ExprPtr* o = argument(call, "origin"))
        if (auto p = pointOf(*o)) g.origin = *p;
    if (const ExprPtr* r = argument(call, "rotation"))
        if (auto v = numberOf(*r)) g.rotation = *v;
    return g;
}

}  // namespace

std::vector<Graphic> graphicsOf(const Modification& annotation, const char* layer, Point* extent1,
                                Point* extent2) {
    std::vector<Graphic> out;
    const ModArg* a = findArg(annotation, layer);
    if (!a) return out;
    if (const ModArg* cs = findArg(a->nested, "coordinateSystem"))
        if (const ModArg* ext = findArg(cs->nested, "extent")) {
            const std::vector<Point> corners = pointsOf(ext->value);
            if (corners.size() == 2 && extent1 && extent2) {
                *extent1 = corners[0];
                *extent2 = corners[1];
            }
        }
    const ModArg* g = findArg(a->nested, "graphics");
    if (!g || !g->value) return out;
    auto add = [&](const ExprPtr& e) {
        if (e && e->kind == ExprKind::Call)
            if (auto graphic = graphicOf(*e)) out.push_back(std::move(*graphic));
    };
    if (g->value->kind == ExprKind::Array)
        for (const ExprPtr& e : g->value->args) add(e);
    else
        add(g->value);
    return out;
}

Placement placementOf(const Modification& annotation, bool icon) {
    Placement p;
    const ModArg* placement = findArg(annotation, "Placement");
    if (!placement) return p;
    const ModArg* t = icon ? findArg(placement->nested, "iconTransformation") : nullptr;
    if (!t) t = findArg(placement->nested, "transformation");
    if (!t) return p;
    p.present = true;
    if (const ModArg* o = findArg(t->nested, "origin"))
        if (auto v = pointOf(o->value)) p.origin = *v;
    if (const ModArg* e = findArg(t->nested, "extent")) {
        const std::vector<Point> corners = pointsOf(e->value);
        if (corners.size() == 2) {
            p.p1 = corners[0];
            p.p2 = corners[1];
        }
    }
    if (const ModArg* r = findArg(t->nested, "rotation"))
        if (auto v = numberOf(r->value)) p.rotation = *v;
    return p;
}

namespace {

// Reads classes for diagrams with the flattener's lookup; keeps what it has read.
class DiagramReader {
public:
    DiagramReader(DiagnosticList& diags, ClassTree& tree) : m_tree(tree), m_fl(diags, tree) {}

    Flattener& flattener() { return m_fl; }

    std::vector<Graphic> icon(ClassNode* node, int depth = 0) {
        std::vector<Graphic> out;
        if (!node || !node->def || depth > 16) return out;
        const ClassDef& def = *node->def;
        std::vector<Graphic> own = graphicsOf(def.annotation, "Icon");
        if (def.isShort) {
            if (!own.empty() || findArg(def.annotation, "Icon")) return own;
            ClassNode* base =
                m_fl.lookupClass(def.baseName, Scope{node->parent, nullptr}, def.baseLoc, false);
            return icon(base, depth + 1);
        }
        for (const Extends& ex : def.extends) {
            std::vector<Graphic> inherited = icon(baseOf(node, ex), depth + 1);
            out.insert(out.end(), inherited.begin(), inherited.end());
        }
        out.insert(out.end(), own.begin(), own.end());
        return out;
    }

    void extent(ClassNode* node, Point& e1, Point& e2, int depth = 0) {
        if (!node || !node->def || depth > 16) return;
        if (findArg(node->def->annotation, "Icon")) {
            graphicsOf(node->def->annotation, "Icon", &e1, &e2);
            return;
        }
        for (const Extends& ex : node->def->extends) extent(baseOf(node, ex), e1, e2, depth + 1);
    }

    // the class an extends clause names: one of the class's own, else one around it
    ClassNode* baseOf(ClassNode* node, const Extends& ex) {
        const std::vector<std::string> parts = splitDots(ex.base);
        ClassNode* base = ex.base.front() == '.' ? nullptr : m_tree.child(node, parts[0]);
        for (std::size_t i = 1; base && i < parts.size(); ++i)
            base = m_fl.memberOfClass(base, parts[i]).cls;
        return base ? base : m_fl.lookupClass(ex.base, Scope{node->parent, nullptr}, ex.loc, false);
    }

    // The variables of a connector as ports compare them.
    std::string signature(ClassNode* node, int depth = 0) {
        if (!node || depth > 16) return {};
        if (node->builtin) return node->name;
        Expanded* x = m_fl.expandedClass(node);
        if (x->basicType) return x->basicType->name;
        if (x->enumeration) return x->enumeration->path;
        std::vector<std::string> parts;
        for (const ElementDef& e : x->elements) {
            if (!e.comp) continue;
            if (e.comp->variability == Variability::Parameter ||
                e.comp->variability == Variability::Constant)
                continue;
            ClassNode* type = m_fl.lookupClass(e.comp->typeName, Scope{e.scope.node, nullptr},
                                               e.comp->typeLoc, false);
            std::string p = e.name + ":" + signature(type, depth + 1);
            if (e.comp->flow) p += ":flow";
            if (e.comp->stream) p += ":stream";
            if (!e.comp->dims.empty()) p += "[" + std::to_string(e.comp->dims.size()) + "]";
            parts.push_back(std::move(p));
        }
        std::sort(parts.begin(), parts.end());
        std::string s = "{";
        for (const std::string& p : parts) s += p + ";";
        return s + "}";
    }

    std::shared_ptr<const ClassView> view(ClassNode* node) {
        if (!node) return nullptr;
        if (auto it = m_views.find(node); it != m_views.end()) return it->second;
        auto v = std::make_shared<ClassView>();
        m_views[node] = v;  // a class that contains itself stops here
        v->path = node->path;
        if (node->builtin) {
            v->kind = "type";
            return v;
        }
        Expanded* x = m_fl.expandedClass(node);
        v->kind = classKindName(x->kind);
        v->description = node->def ? node->def->description : std::string();
        if (node->file > 0 && static_cast<std::size_t>(node->file) < m_tree.files().size())
            v->file = m_tree.files()[static_cast<std::size_t>(node->file)];
        v->line = node->def ? node->def->loc.line : 0;
        v->partial = x->partial;
        v->icon = icon(node);
        extent(node, v->extent1, v->extent2);
        for (const ElementDef& e : x->elements) {
            if (!e.comp || e.isProtected) continue;
            const Component& c = *e.comp;
            ClassNode* type =
                m_fl.lookupClass(c.typeName, Scope{e.scope.node, nullptr}, c.typeLoc, false);
            if (c.variability == Variability::Parameter) {
                ParameterView p;
                p.name = c.name;
                p.description = c.description;
                if (c.binding) p.defaultValue = toString(*c.binding);
                if (const Mod* m = e.mod.value ? &e.mod : nullptr)
                    p.defaultValue = toString(*m->value);
                p.type = "Real";
                if (type) {
                    Expanded* tx = type->builtin ? nullptr : m_fl.expandedClass(type);
                    p.type = type->builtin     ? type->name
                             : tx->enumeration ? tx->enumeration->path
                             : tx->basicType   ? tx->basicType->name
                                               : type->path;
                    if (tx)
                        if (const Mod* unit = tx->basicMod.sub("unit");
                            unit && unit->value && unit->value->kind == ExprKind::String)
                            p.unit = unit->value->text;
                }
                if (const ModArg* unit = findArg(c.mod, "unit");
                    unit && unit->value && unit->value->kind == ExprKind::String)
                    p.unit = unit->value->text;
                v->parameters.push_back(std::move(p));
                continue;
            }
            if (!type || type->builtin) continue;
            Expanded* tx = m_fl.expandedClass(type);
            if (tx->kind != ClassKind::Connector) continue;
            PortView port;
            port.name = c.name;
            port.className = type->path;
            port.placement = placementOf(c.annotation, true);
            port.icon = icon(type);
            port.signature = signature(type);
            const Causality causality =
                c.causality != Causality::None ? c.causality : tx->basicCausality;
            port.input = causality == Causality::Input;
            port.output = causality == Causality::Output;
            port.dims = static_cast<int>(c.dims.size());
            v->ports.push_back(std::move(port));
        }
        return v;
    }

private:
    ClassTree& m_tree;
    Flattener m_fl;
    std::map<ClassNode*, std::shared_ptr<ClassView>> m_views;
};

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

ConnectionView connectionOf(const Equation& eq, std::string_view source, bool inherited) {
    ConnectionView c;
    c.from = eq.call->args.size() > 0 ? toString(*eq.call->args[0]) : std::string();
    c.to = eq.call->args.size() > 1 ? toString(*eq.call->args[1]) : std::string();
    c.loc = eq.loc;
    c.inherited = inherited;
    c.begin = eq.begin;
    c.end = eq.end;
    if (!inherited && eq.annotationBegin >= 0 &&
        eq.annotationEnd <= static_cast<int>(source.size())) {
        const Modification a = parseAnnotation(
            source.substr(static_cast<std::size_t>(eq.annotationBegin),
                          static_cast<std::size_t>(eq.annotationEnd - eq.annotationBegin)));
        if (const ModArg* line = findArg(a, "Line")) {
            if (const ModArg* points = findArg(line->nested, "points"))
                c.points = pointsOf(points->value);
            if (const ModArg* color = findArg(line->nested, "color"))
                c.color = colorOf(color->value);
        }
    }
    // the equation's end: past its annotation and ';'
    std::size_t end = static_cast<std::size_t>(std::max(eq.end, eq.annotationEnd));
    while (end < source.size() && source[end] != ';') ++end;
    if (end < source.size()) c.end = static_cast<int>(end + 1);
    return c;
}

}  // namespace

DiagramView describeDiagram(std::string_view source, const Options& options) {
    DiagramView out;
    DiagnosticList diags;
    std::optional<StoredDefinition> sd = parseStoredDefinition(source, diags);
    if (!sd) return out;
    ClassTree tree(diags, searchPath(options));
    auto shared = std::make_shared<const StoredDefinition>(std::move(*sd));
    tree.addSource(shared, options.file, sourceFolder(options));
    DiagramReader reader(diags, tree);
    Flattener& fl = reader.flattener();
    DiagnosticList ignored;
    ClassNode* top = selectClass(tree, fl, options.className, *shared, ignored);
    if (!top || !top->def) return out;
    out.found = true;
    out.className = top->path;
    const ClassDef& def = *top->def;
    out.elementsEnd = def.elementsEnd;
    out.equationSection = def.equationSection;
    out.endKeyword = def.endKeyword;
    out.graphics = graphicsOf(def.annotation, "Diagram", &out.extent1, &out.extent2);
    Expanded* x = fl.expandedClass(top);
    for (const ElementDef& e : x->elements) {
        if (!e.comp) continue;
        const Component& c = *e.comp;
        ComponentView cv;
        cv.name = c.name;
        cv.typeName = c.typeName;
        cv.placement = placementOf(c.annotation);
        cv.description = c.description;
        cv.inherited = e.scope.node != top;
        cv.loc = c.loc;
        cv.begin = c.begin;
        cv.end = c.end;
        for (const ModArg& m : c.mod)
            cv.modifiers.emplace_back(m.name, m.value ? toString(*m.value) : std::string());
        ClassNode* type =
            fl.lookupClass(c.typeName, Scope{e.scope.node, nullptr}, c.typeLoc, false);
        if (type && !type->builtin) {
            Expanded* tx = fl.expandedClass(type);
            if (!tx->basicType || tx->kind == ClassKind::Connector) cv.cls = reader.view(type);
            cv.connector = tx->kind == ClassKind::Connector;
        }
        out.components.push_back(std::move(cv));
    }
    // connections: the class's own with their lines, and those it inherits
    for (const auto& section : x->equations) {
        const bool inherited = section.origin != top;
        std::string otherSource;
        if (inherited && section.origin->file > 0 &&
            static_cast<std::size_t>(section.origin->file) < tree.files().size())
            otherSource = readFile(tree.files()[static_cast<std::size_t>(section.origin->file)]);
        for (const EquationPtr& eq : *section.items)
            if (eq->kind == EqKind::Call && eq->call && eq->call->text == "connect")
                out.connections.push_back(connectionOf(
                    *eq, inherited ? std::string_view(otherSource) : source, inherited));
    }
    return out;
}

std::shared_ptr<const ClassView> describeClass(std::string_view source, const std::string& path,
                                               const Options& options) {
    DiagnosticList diags;
    std::optional<StoredDefinition> sd = parseStoredDefinition(source, diags);
    ClassTree tree(diags, searchPath(options));
    if (sd)
        tree.addSource(std::make_shared<const StoredDefinition>(std::move(*sd)), options.file,
                       sourceFolder(options));
    DiagramReader reader(diags, tree);
    ClassNode* node = reader.flattener().lookupClass(path.front() == '.' ? path : "." + path,
                                                     Scope{tree.root(), nullptr}, {}, false);
    if (!node) {
        for (ClassNode* c : tree.sourceClasses())
            if (c->name == path) node = c;
    }
    return node ? reader.view(node) : nullptr;
}

namespace {

std::vector<std::string> packageOrder(const std::string& dir) {
    std::vector<std::string> order;
    std::ifstream in(fs::path(dir) / "package.order");
    for (std::string line; std::getline(in, line);) {
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
        if (!line.empty()) order.push_back(line);
    }
    return order;
}

LibraryEntry entryOf(DiagramReader& reader, ClassTree& tree, ClassNode* node, int depth) {
    LibraryEntry e;
    e.name = node->name;
    e.path = node->path;
    Expanded* x = reader.flattener().expandedClass(node);
    e.kind = classKindName(x->kind);
    e.description = node->def ? node->def->description : std::string();
    const bool kindOk = x->kind == ClassKind::Model || x->kind == ClassKind::Block ||
                        x->kind == ClassKind::Class || x->kind == ClassKind::Connector ||
                        x->kind == ClassKind::Record;
    e.instantiable = kindOk && !x->partial && !(x->basicType && x->kind != ClassKind::Connector);
    e.icon = reader.icon(node);
    if (depth > 8 || !node->def) return e;
    std::vector<std::string> names;
    if (!node->dir.empty()) {
        names = packageOrder(node->dir);
        std::error_code ec;
        std::vector<std::string> found;
        for (const auto& f : fs::directory_iterator(node->dir, ec)) {
            const std::string n = f.path().filename().string();
            if (f.is_directory() && fs::exists(f.path() / "package.mo")) found.push_back(n);
            if (f.is_regular_file() && f.path().extension() == ".mo" && n != "package.mo")
                found.push_back(f.path().stem().string());
        }
        std::sort(found.begin(), found.end());
        for (const std::string& n : found)
            if (std::find(names.begin(), names.end(), n) == names.end()) names.push_back(n);
    }
    for (const ClassPtr& c : node->def->classes)
        if (std::find(names.begin(), names.end(), c->name) == names.end()) names.push_back(c->name);
    for (const std::string& n : names) {
        ClassNode* child = tree.child(node, n);
        if (!child || !child->def) continue;
        // what a diagram places: not functions, types or operators
        if (child->def->kind == ClassKind::Function || child->def->kind == ClassKind::Type ||
            child->def->kind == ClassKind::Operator)
            continue;
        e.children.push_back(entryOf(reader, tree, child, depth + 1));
    }
    return e;
}

}  // namespace

std::vector<LibraryEntry> describeLibraries(std::string_view source, const Options& options) {
    std::vector<LibraryEntry> out;
    DiagnosticList diags;
    const std::vector<std::string> dirs = searchPath(options);
    ClassTree tree(diags, dirs);
    std::optional<StoredDefinition> sd = parseStoredDefinition(source, diags);
    if (sd)
        tree.addSource(std::make_shared<const StoredDefinition>(std::move(*sd)), options.file,
                       sourceFolder(options));
    DiagramReader reader(diags, tree);
    std::vector<std::string> seen;
    for (const std::string& dir : dirs) {
        std::error_code ec;
        std::vector<std::string> names;
        for (const auto& f : fs::directory_iterator(dir, ec)) {
            const std::string n = f.path().filename().string();
            if (f.is_directory() && fs::exists(f.path() / "package.mo")) names.push_back(n);
            if (f.is_regular_file() && f.path().extension() == ".mo")
                names.push_back(f.path().stem().string());
        }
        std::sort(names.begin(), names.end());
        for (const std::string& n : names) {
            if (std::find(seen.begin(), seen.end(), n) != seen.end()) continue;
            seen.push_back(n);
            if (ClassNode* node = tree.child(tree.root(), n); node && node->def)
                out.push_back(entryOf(reader, tree, node, 0));
        }
    }
    for (ClassNode* c : tree.sourceClasses())
        if (c->def) out.push_back(entryOf(reader, tree, c, 0));
    return out;
}

}  // namespace hs::flatten

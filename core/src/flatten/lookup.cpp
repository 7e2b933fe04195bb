// Names looked up by the rules of scoping (spec 5.3): the elements of the instance or class
// the name is written in (inherited ones too), then its imports, then the classes around
// it (only their classes and constants), up to the top of the class tree and the
// libraries; an encapsulated class stops the search but for predefined types.

#include "flattener.h"

namespace hs::flatten {

std::vector<std::string> splitDots(std::string_view name) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    if (!name.empty() && name.front() == '.') start = 1;
    while (start <= name.size()) {
        const std::size_t dot = name.find('.', start);
        parts.emplace_back(
            name.substr(start, dot == std::string_view::npos ? name.npos : dot - start));
        if (dot == std::string_view::npos) break;
        start = dot + 1;
    }
    return parts;
}

bool Mod::empty() const {
    return !value && subs.empty() && !redeclare;
}

const Mod* Mod::sub(std::string_view name) const {
    for (const auto& [n, m] : subs)
        if (n == name) return &m;
    return nullptr;
}

Mod* Mod::sub(std::string_view name) {
    for (auto& [n, m] : subs)
        if (n == name) return &m;
    return nullptr;
}

std::string suffixOf(const std::vector<int>& index) {
    std::string s = "[";
    for (std::size_t i = 0; i < index.size(); ++i) {
        if (i > 0) s += ',';
        s += std::to_string(index[i]);
    }
    return s + "]";
}

const ElementDef* Expanded::find(std::string_view name) const {
    auto it = index.find(std::string(name));
    return it == index.end() ? nullptr : &elements[it->second];
}

const Component* Flattener::componentOf(const ClassDef& def, std::string_view name) {
    auto [it, added] = m_componentIndex.try_emplace(&def);
    if (added)
        for (const Component& c : def.components) it->second.try_emplace(c.name, &c);
    auto found = it->second.find(name);
    return found == it->second.end() ? nullptr : found->second;
}

Instance* Instance::child(std::string_view n) const {
    auto it = byName.find(std::string(n));
    return it == byName.end() ? nullptr : it->second;
}

const std::optional<double>* LoopEnv::find(std::string_view n) const {
    for (auto it = vars.rbegin(); it != vars.rend(); ++it)
        if (it->first == n) return &it->second;
    return nullptr;
}

Flattener::Found Flattener::memberOfClass(ClassNode* node, std::string_view name) {
    Found f;
    if (!node || node->builtin) return f;
    if (node == m_tree.root()) {
        f.cls = m_tree.child(node, name);
        return f;
    }
    // a class of its own first: it needs no expansion of the class (which may be under way)
    if (auto it = node->byName.find(std::string(name)); it != node->byName.end()) {
        f.cls = it->second;
        return f;
    }
    if (m_expanding.count(node) && !m_classCache.count(node)) {
        if (const Component* c = node->def ? componentOf(*node->def, name) : nullptr) {
            f.comp = c;
            f.compOwner = node;
            return f;
        }
        f.cls = m_tree.child(node, name);
        return f;
    }
    if (Expanded* x = expandedClass(node)) {
        if (const ElementDef* e = x->find(name)) {
            if (e->cls) {
                f.cls = e->cls;
            } else {
                f.comp = e->comp;
                f.compOwner = node;
            }
            return f;
        }
    }
    // a class of a package stored as a folder, read now
    f.cls = m_tree.child(node, name);
    return f;
}

namespace {

// Follows a qualified path from the top of the class tree: "A.B.c".
Flattener::Found lookupPath(Flattener& fl, ClassTree& tree, const std::string& path) {
    Flattener::Found f;
    ClassNode* node = tree.root();
    const std::vector<std::string> parts = splitDots(path);
    for (std::size_t i = 0; i < parts.size(); ++i) {
        Flattener::Found m = fl.memberOfClass(node, parts[i]);
        if (i == 0 && !m.cls) m.cls = tree.builtinType(parts[i]);
        if (i + 1 == parts.size()) return m;
        if (!m.cls) return f;
        node = m.cls;
    }
    return f;
}

}  // namespace

Flattener::Found Flattener::lookupFirst(std::string_view name, Scope scope) {
    Scope s = scope;
    while (s.node && s.node != m_tree.root()) {
        if (s.inst) {
            elaborate(s.inst);
            // text inherited from a base class sees only the base class's elements
            bool visible = true;
            if (s.inst->cls && s.node != s.inst->cls && !m_expanding.count(s.node))
                visible = expandedClass(s.node)->find(name) != nullptr;
            Instance* c = visible ? s.inst->child(name) : nullptr;
            if (c) return Found{c, nullptr, nullptr, nullptr};
            if (s.inst->expanded)
                if (const ElementDef* e = s.inst->expanded->find(name); e && e->cls) {
                    if (e->cls->def && e->cls->def->isOuter && !e->cls->def->isInner)
                        for (Instance* a = s.inst->parent; a; a = a->parent) {
                            elaborate(a);
                            const ElementDef* in = a->expanded ? a->expanded->find(name) : nullptr;
                            if (in && in->cls && in->cls->def && in->cls->def->isInner)
                                return Found{nullptr, nullptr, nullptr, in->cls};
                        }
                    return Found{nullptr, nullptr, nullptr, e->cls};
                }
            // a package stored as a folder holds more classes than its text
            if (ClassNode* c = m_tree.child(s.node, name))
                return Found{nullptr, nullptr, nullptr, c};
        } else {
            Found f = memberOfClass(s.node, name);
            if (f.any()) return f;
        }
        // imports of the class the name is written in (spec 13.2)
        if (s.node->def && !s.node->def->imports.empty()) {
            Found f = lookupImported(s.node, name);
            if (f.any()) return f;
        }
        if (s.node->def && s.node->def->encapsulated) {
            // only predefined types and functions beyond an encapsulated class
            if (ClassNode* b = m_tree.builtinType(name)) return Found{nullptr, nullptr, nullptr, b};
            return {};
        }
        s = Scope{s.node->parent, nullptr};
    }
    if (ClassNode* c = m_tree.child(m_tree.root(), name))
        return Found{nullptr, nullptr, nullptr, c};
    if (ClassNode* b = m_tree.builtinType(name)) return Found{nullptr, nullptr, nullptr, b};
    return {};
}

Flattener::Found Flattener::lookupImported(ClassNode* node, std::string_view name) {
    const ClassDef& def = *node->def;
    // a path of packages and the element it names
    auto importPath = [&](const std::string& path, SourceLoc loc) -> Found {
        const std::vector<std::string> parts = splitDots(path);
        ClassNode* pkg = m_tree.root();
        for (std::size_t i = 0; i + 1 < parts.size(); ++i) {
            Found m = memberOfClass(pkg, parts[i]);
            if (i == 0 && !m.cls) m.cls = m_tree.builtinType(parts[i]);
            if (!m.cls) return {};
            pkg = m.cls;
        }
        if (pkg != m_tree.root() &&
            (pkg->builtin || expandedClass(pkg)->kind != ClassKind::Package)) {
            error(Code::UndefinedName, loc,
                  msg("'%1' is not a package: an import names a package or an element of one",
                      pkg->path));
            return {};
        }
        Found f = memberOfClass(pkg, parts.back());
        if (pkg != m_tree.root())
            if (const ElementDef* e = expandedClass(pkg)->find(parts.back()); e && e->isProtected) {
                error(Code::UndefinedName, loc,
                      msg("'%1' is protected in '%2': it cannot be imported", parts.back(),
                          pkg->path));
                return {};
            }
        return f;
    };
    // qualified imports: one per name
    const Import* chosen = nullptr;
    std::string path;
    for (const Import& im : def.imports) {
        std::string p;
        switch (im.kind) {
        case Import::Kind::Single:
        case Import::Kind::Named:
            if (im.alias == name) p = im.path;
            break;
        case Import::Kind::Multiple:
            for (const std::string& n : im.names)
                if (n == name) p = im.path + "." + n;
            break;
        case Import::Kind::Unqualified: break;
        }
        if (p.empty()) continue;
        if (chosen) {
            error(Code::DuplicateName, im.loc,
                  msg("'%1' is imported twice in '%2'", std::string(name), node->path));
            break;
        }
        chosen = &im;
        path = std::move(p);
    }
    if (chosen) {
        Found f = importPath(path, chosen->loc);
        if (!f.any())
            error(Code::UndefinedName, chosen->loc,
                  msg("the import '%1' names no class or constant", path));
        return f;
    }
    // unqualified imports: the public elements of packages, found in one of them only
    Found found;
    std::string from;
    for (const Import& im : def.imports) {
        if (im.kind != Import::Kind::Unqualified) continue;
        Found p = lookupPath(*this, m_tree, im.path);
        if (!p.cls) continue;
        if (p.cls->builtin || expandedClass(p.cls)->kind != ClassKind::Package) {
            error(Code::UndefinedName, im.loc,
                  msg("'%1' is not a package: 'import %1.*' needs one", im.path));
            continue;
        }
        const ElementDef* e = expandedClass(p.cls)->find(name);
        if (e && e->isProtected) continue;
        Found f = memberOfClass(p.cls, name);
        if (!f.any()) continue;
        if (found.any() && (found.cls != f.cls || found.comp != f.comp)) {
            error(Code::DuplicateName, im.loc,
                  msg("'%1' is found in two packages imported with '.*': '%2' and '%3'",
                      std::string(name), from, im.path));
            return found;
        }
        found = f;
        from = im.path;
    }
    return found;
}

Flattener::Found Flattener::memberOfClassPath(ClassNode* node, std::string_view name,
                                              SourceLoc loc) {
    if (!node || node->builtin || node == m_tree.root()) return memberOfClass(node, name);
    Expanded* x = expandedClass(node);
    if (x->partial && !(node->def && node->def->replaceable)) {
        error(Code::UndefinedName, loc,
              msg("'%1' is partial: no name can be looked up in it", node->path));
        return {};
    }
    Found f = memberOfClass(node, name);
    if (!f.any()) return f;
    const ElementDef* e = x->find(name);
    if (e && e->isProtected) {
        error(Code::UndefinedName, loc,
              msg("'%1' is protected in '%2': it can be used only there", std::string(name),
                  node->path));
        return {};
    }
    if (x->kind == ClassKind::Package || x->kind == ClassKind::Operator || x->enumeration) return f;
    if (f.cls && f.cls->def && f.cls->def->encapsulated) return f;
    // a class that is like a package: only classes and constants, no equations
    bool packageLike = true;
    for (const auto& sec : x->equations) packageLike = packageLike && sec.items->empty();
    for (const auto& sec : x->algorithms) packageLike = packageLike && sec.items->empty();
    for (const ElementDef& el : x->elements)
        if (el.comp && el.comp->variability != Variability::Constant) packageLike = false;
    if (packageLike && (f.cls || f.comp)) return f;
    error(Code::UndefinedName, loc,
          msg("'%1' is a %2, not a package: only its encapsulated classes can be named through it "
              "('%3')",
              node->path, verbatim(classKindName(x->kind)), std::string(name)));
    return {};
}

ClassNode* Flattener::lookupClass(const std::string& name, Scope scope, SourceLoc loc,
                                  bool report) {
    const std::vector<std::string> parts = splitDots(name);
    Found f;
    if (!name.empty() && name.front() == '.') {
        ClassNode* node = m_tree.root();
        for (const std::string& part : parts) {
            node = (node == m_tree.root() ? memberOfClass(node, part)
                                          : memberOfClassPath(node, part, loc))
                       .cls;
            if (!node) break;
        }
        f.cls = node;
        if (!f.cls) {
            if (report)
                error(Code::UndefinedName, loc,
                      msg("no class '%1' at the top of the class tree", name));
            return nullptr;
        }
        return f.cls;
    }
    f = lookupFirst(parts[0], scope);
    ClassNode* node = f.cls;
    if (!node) {
        if (report) {
            if (f.inst || f.comp)
                error(Code::UndefinedName, loc,
                      msg("'%1' is a component, not a class: it cannot be a type", parts[0]));
            else
                error(Code::UndefinedName, loc, msg("the class '%1' is not defined", name));
        }
        return nullptr;
    }
    for (std::size_t i = 1; i < parts.size(); ++i) {
        Found m = report ? memberOfClassPath(node, parts[i], loc) : memberOfClass(node, parts[i]);
        if (!m.cls) {
            if (report)
                error(Code::UndefinedName, loc,
                      msg("the class '%1' has no class '%2'", node->path, parts[i]));
            return nullptr;
        }
        node = m.cls;
    }
    return node;
}

}  // namespace hs::flatten

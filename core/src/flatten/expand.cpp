// A class with what it inherits (spec 7.1): its own elements and sections, and those of the
// classes it extends, modified by the extends clauses; short classes (`model M2 = M(k = 2)`)
// as their base modified; redeclarations (spec 7.3) replacing replaceable elements.

#include "flattener.h"

namespace hs::flatten {

namespace {

// Puts `e` into the class's elements: a redeclaration replaces the element it redeclares;
// the same element inherited twice is kept once (spec 7.1.4); another one of the same name
// is an error.
bool addElement(Flattener& fl, Expanded& x, ElementDef e, SourceLoc loc, bool redeclares) {
    if (auto it = x.index.find(e.name); it != x.index.end()) {
        ElementDef& old = x.elements[it->second];
        if (redeclares) {
            // an element of the class redeclaring an inherited one
            fl.checkRedeclaration(old, e, loc, true);
            e.original = old.original ? old.original : old.comp;
            e.originalScope = old.original ? old.originalScope : old.scope;
            Mod carried = old.mod;
            fl.merge(carried, e.mod, e.name);
            e.mod = std::move(carried);
            old = std::move(e);
            return true;
        }
        if ((old.comp && e.comp && sameDeclaration(*old.comp, *e.comp)) ||
            (old.cls && e.cls && sameClass(*old.cls->def, *e.cls->def)))
            return true;
        fl.error(Code::DuplicateName, loc,
                 msg("'%1' is declared twice in '%2' (once inherited)", e.name, x.node->path));
        return false;
    }
    x.index.emplace(e.name, x.elements.size());
    x.elements.push_back(std::move(e));
    return true;
}

}  // namespace

namespace {

bool sameExpr(const ExprPtr& a, const ExprPtr& b) {
    if (!a || !b) return !a && !b;
    return toString(*a) == toString(*b);
}

bool sameMod(const Modification& a, const Modification& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i].name != b[i].name || a[i].each != b[i].each || a[i].isFinal != b[i].isFinal ||
            !sameExpr(a[i].value, b[i].value) || !sameMod(a[i].nested, b[i].nested) ||
            a[i].component || b[i].component || a[i].classDef || b[i].classDef)
            return false;
    }
    return true;
}

}  // namespace

// Spec 7.1.4: the same element inherited twice is one element when the two declarations
// are identical.
bool sameDeclaration(const Component& a, const Component& b) {
    if (&a == &b) return true;
    if (a.typeName != b.typeName || a.variability != b.variability || a.causality != b.causality ||
        a.flow != b.flow || a.stream != b.stream || a.isFinal != b.isFinal ||
        a.isInner != b.isInner || a.isOuter != b.isOuter || a.replaceable != b.replaceable ||
        a.dims.size() != b.dims.size() || !sameExpr(a.binding, b.binding) ||
        !sameExpr(a.condition, b.condition) || !sameMod(a.mod, b.mod))
        return false;
    for (std::size_t i = 0; i < a.dims.size(); ++i)
        if (!sameExpr(a.dims[i], b.dims[i])) return false;
    return true;
}

bool sameClass(const ClassDef& a, const ClassDef& b) {
    if (&a == &b) return true;
    if (a.kind != b.kind || a.name != b.name || a.isShort != b.isShort ||
        a.baseName != b.baseName || !sameMod(a.baseMod, b.baseMod) ||
        a.components.size() != b.components.size() || a.classes.size() != b.classes.size() ||
        a.extends.size() != b.extends.size() || a.equations.size() != b.equations.size() ||
        a.literals != b.literals)
        return false;
    for (std::size_t i = 0; i < a.components.size(); ++i)
        if (!sameDeclaration(a.components[i], b.components[i])) return false;
    for (std::size_t i = 0; i < a.classes.size(); ++i)
        if (!sameClass(*a.classes[i], *b.classes[i])) return false;
    for (std::size_t i = 0; i < a.extends.size(); ++i)
        if (a.extends[i].base != b.extends[i].base || !sameMod(a.extends[i].mod, b.extends[i].mod))
            return false;
    for (std::size_t i = 0; i < a.equations.size(); ++i) {
        const Equation& x = *a.equations[i];
        const Equation& y = *b.equations[i];
        if (x.kind != y.kind || !sameExpr(x.lhs, y.lhs) || !sameExpr(x.rhs, y.rhs) ||
            !sameExpr(x.call, y.call))
            return false;
    }
    return true;
}

Instance* Flattener::enclosingInstance(Instance* inst, ClassNode* cls) {
    for (Instance* a = inst ? inst->parent : nullptr; a; a = a->parent) {
        if (a->cls == cls) return a;
        if (a->expanded)
            for (const auto& sec : a->expanded->equations)
                if (sec.origin == cls) return a;
    }
    return nullptr;
}

bool isReplaceable(const ElementDef& e) {
    return e.comp ? e.comp->replaceable : (e.cls && e.cls->def && e.cls->def->replaceable);
}

Expanded* Flattener::expandedClass(ClassNode* node) {
    if (auto it = m_classCache.find(node); it != m_classCache.end()) return it->second.get();
    std::unique_ptr<Expanded> x = expand(node, nullptr, nullptr);
    Expanded* raw = x.get();
    m_classCache[node] = std::move(x);
    checkClass(node, *raw);
    return raw;
}

std::unique_ptr<Expanded> Flattener::expand(ClassNode* node, Instance* inst,
                                            const Mod* redeclarations) {
    auto x = std::make_unique<Expanded>();
    x->node = node;
    if (!node) return x;
    if (node->builtin) {
        x->kind = ClassKind::Type;
        x->basicType = node;
        return x;
    }
    const ClassDef& def = *node->def;
    x->kind = def.kind;
    x->partial = def.partial;
    x->expandable = def.expandable;
    if (!m_expanding.insert(node).second) {
        error(Code::InvalidFunction, def.loc, msg("the class '%1' extends itself", node->path));
        return x;
    }
    struct Leave {
        std::set<ClassNode*>& set;
        ClassNode* node;
        ~Leave() { set.erase(node); }
    } leave{m_expanding, node};

    // the redeclarations a modification makes of this class's elements
    auto applyRedeclarations = [&](const Mod& mod, bool fromInstance) {
        for (const auto& [name, sub] : mod.subs) {
            if (!sub.redeclare) continue;
            ElementDef* target = nullptr;
            for (ElementDef& e : x->elements)
                if (e.name == name) target = &e;
            if (!target) {
                error(Code::UnknownModifier, sub.redeclare->loc,
                      msg("'%1' has no element '%2' to redeclare", node->path, name));
                continue;
            }
            if (fromInstance && target->isProtected)
                error(
                    Code::UnknownModifier, sub.redeclare->loc,
                    msg("'%1' is protected: it cannot be redeclared from outside its class", name));
            ElementDef e;
            e.name = name;
            e.scope = sub.redeclareScope;
            e.isProtected = target->isProtected;
            e.original = target->original ? target->original : target->comp;
            e.originalScope = target->original ? target->originalScope : target->scope;
            if (sub.redeclare->classDef) {
                ClassNode* where = sub.redeclareScope.node ? sub.redeclareScope.node : node;
                e.cls = m_tree.adopt(sub.redeclare->classDef, where, where->file);
            } else {
                e.comp = sub.redeclare->component.get();
                // what modifies the element around the redeclaration still applies
                e.mod = target->mod;
                e.mod.redeclare = nullptr;
                if (e.comp->replaceable) {  // a new constraining type from here on
                    e.original = e.comp;
                    e.originalScope = e.scope;
                }
            }
            checkRedeclaration(*target, e, sub.redeclare->loc, false);
            *target = std::move(e);
        }
    };

    if (node->modifiedFrom) {
        // a class element modified where it is inherited: its class, modified
        std::unique_ptr<Expanded> bx = expand(node->modifiedFrom, inst, nullptr);
        *x = std::move(*bx);
        x->node = node;
        const Mod& mod = *node->modification;
        if (x->basicType || x->enumeration) {
            merge(x->basicMod, mod, node->name);
        } else {
            for (ElementDef& e : x->elements)
                if (const Mod* m = mod.sub(e.name)) merge(e.mod, *m, e.name);
            applyRedeclarations(mod, false);
        }
        if (redeclarations) applyRedeclarations(*redeclarations, true);
        return x;
    }

    if (def.isShort) {
        if (def.isEnumeration) {
            x->kind = ClassKind::Type;
            x->enumeration = node;
            return x;
        }
        // the base and its modification are written where the short class is
        const Scope written{node->parent, enclosingInstance(inst, node->parent)};
        ClassNode* base = lookupClass(def.baseName, written, def.baseLoc);
        if (!base) return x;
        std::unique_ptr<Expanded> bx = expand(base, inst, nullptr);
        Mod classMod = bind(def.baseMod, written);
        x->elements = std::move(bx->elements);
        x->index = std::move(bx->index);
        x->equations = std::move(bx->equations);
        x->initialEquations = std::move(bx->initialEquations);
        x->algorithms = std::move(bx->algorithms);
        x->initialAlgorithms = std::move(bx->initialAlgorithms);
        x->basicType = bx->basicType;
        x->enumeration = bx->enumeration;
        x->basicMod = std::move(bx->basicMod);
        x->basicDims.clear();
        for (const ExprPtr& d : def.baseDims)
            x->basicDims.emplace_back(d, Scope{node->parent, nullptr});
        for (auto& d : bx->basicDims) x->basicDims.push_back(std::move(d));
        x->basicCausality =
            def.baseCausality != Causality::None ? def.baseCausality : bx->basicCausality;
        x->basicVariability = def.baseVariability != Variability::Continuous ? def.baseVariability
                                                                             : bx->basicVariability;
        x->expandable = x->expandable || bx->expandable;
        x->partial = x->partial || bx->partial;
        if (x->basicType || x->enumeration) {
            merge(x->basicMod, classMod, node->path);
        } else {
            for (ElementDef& e : x->elements)
                if (const Mod* m = classMod.sub(e.name)) merge(e.mod, *m, e.name);
            applyRedeclarations(classMod, false);
            for (const auto& [name, sub] : classMod.subs)
                if (!x->find(name))
                    error(Code::UnknownModifier, sub.loc,
                          msg("'%1' has no element '%2'", base->path, name));
        }
        if (redeclarations) applyRedeclarations(*redeclarations, true);
        return x;
    }

    // `class extends B`: first what the replaced B has, with the modification written here
    if (def.extendsReplaced && node->replacedBase) {
        std::unique_ptr<Expanded> bx = expand(node->replacedBase, inst, nullptr);
        Mod em = bind(def.extendsReplacedMod, Scope{node, inst});
        for (ElementDef& e : bx->elements) {
            if (const Mod* m = em.sub(e.name)) merge(e.mod, *m, e.name);
            const SourceLoc loc = e.comp ? e.comp->loc : def.loc;
            addElement(*this, *x, std::move(e), loc, false);
        }
        applyRedeclarations(em, false);
        for (auto& sec : bx->equations) x->equations.push_back(sec);
        for (auto& sec : bx->initialEquations) x->initialEquations.push_back(sec);
        for (auto& sec : bx->algorithms) x->algorithms.push_back(sec);
        for (auto& sec : bx->initialAlgorithms) x->initialAlgorithms.push_back(sec);
        x->basicType = bx->basicType;
        x->basicMod = std::move(bx->basicMod);
        x->enumeration = bx->enumeration;
    } else if (def.extendsReplaced) {
        error(Code::InvalidRedeclaration, def.loc,
              msg("'class extends %1' needs an inherited class '%1' to extend", def.name));
    }

    for (const ElementRef& r : def.order) {
        switch (r.kind) {
        case ElementRef::Kind::Import: break;
        case ElementRef::Kind::Component: {
            const Component& c = def.components[r.index];
            ElementDef e;
            e.name = c.name;
            e.comp = &c;
            e.scope = Scope{node, inst};
            e.isProtected = c.isProtected;
            if (c.replaceable) {
                e.original = &c;
                e.originalScope = e.scope;
            }
            addElement(*this, *x, std::move(e), c.loc, c.redeclare);
            break;
        }
        case ElementRef::Kind::Class: {
            const ClassPtr& c = def.classes[r.index];
            ElementDef e;
            e.name = c->name;
            auto it = node->byName.find(c->name);
            e.cls = it != node->byName.end() ? it->second : m_tree.adopt(c, node, node->file);
            e.scope = Scope{node, inst};
            e.isProtected = c->isProtected;
            bool redeclares = c->redeclare;
            if (c->extendsReplaced) {
                // it replaces the inherited class of its name and extends it
                redeclares = true;
                if (const ElementDef* old = x->find(c->name); old && old->cls)
                    e.cls->replacedBase = old->cls;
            }
            addElement(*this, *x, std::move(e), c->loc, redeclares);
            break;
        }
        case ElementRef::Kind::Extends: {
            const Extends& ex = def.extends[r.index];
            // the base is looked up among this class's own classes, then around it
            ClassNode* base = nullptr;
            const std::vector<std::string> parts = splitDots(ex.base);
            if (ex.base.front() != '.')
                if ((base = m_tree.child(node, parts[0])))
                    for (std::size_t i = 1; base && i < parts.size(); ++i)
                        base = memberOfClass(base, parts[i]).cls;
            if (!base) base = lookupClass(ex.base, Scope{node->parent, nullptr}, ex.loc);
            if (!base) break;
            if (base == node) {
                error(Code::InvalidFunction, ex.loc,
                      msg("the class '%1' extends itself", node->path));
                break;
            }
            std::unique_ptr<Expanded> bx = expand(base, inst, nullptr);
            if (!checkBase(def, base, *bx, ex.loc)) break;
            Mod em = bind(ex.mod, Scope{node, inst});
            if (bx->basicType || bx->enumeration) {
                x->basicType = bx->basicType;
                x->enumeration = bx->enumeration;
                x->basicMod = std::move(bx->basicMod);
                merge(x->basicMod, em, node->path);
                x->basicDims = std::move(bx->basicDims);
                x->basicCausality = bx->basicCausality;
                break;
            }
            for (const auto& [name, sub] : em.subs)
                if (!bx->find(name))
                    error(Code::UnknownModifier, sub.loc,
                          msg("'%1' has no element '%2'", base->path, name));
            for (ElementDef& e : bx->elements) {
                if (const Mod* m = em.sub(e.name)) {
                    if (e.cls && !m->redeclare && !m->empty())
                        e.cls = m_tree.modified(e.cls, std::make_shared<const Mod>(*m));
                    else
                        merge(e.mod, *m, e.name);
                }
                e.isProtected = e.isProtected || ex.isProtected;
                const SourceLoc loc = e.comp ? e.comp->loc : ex.loc;
                addElement(*this, *x, std::move(e), loc, false);
            }
            applyRedeclarations(em, false);
            for (auto& s : bx->equations) x->equations.push_back(s);
            for (auto& s : bx->initialEquations) x->initialEquations.push_back(s);
            for (auto& s : bx->algorithms) x->algorithms.push_back(s);
            for (auto& s : bx->initialAlgorithms) x->initialAlgorithms.push_back(s);
            x->expandable = x->expandable || bx->expandable;
            break;
        }
        }
    }
    x->equations.push_back({&def.equations, node});
    x->initialEquations.push_back({&def.initialEquations, node});
    for (const auto& a : def.algorithms) x->algorithms.push_back({&a, node});
    for (const auto& a : def.initialAlgorithms) x->initialAlgorithms.push_back({&a, node});
    if (redeclarations) {
        applyRedeclarations(*redeclarations, true);
        // a class element modified by the instance's modification (`A a(B(x = 4))`)
        for (ElementDef& e : x->elements) {
            const Mod* m = e.cls ? redeclarations->sub(e.name) : nullptr;
            if (!m || m->redeclare || m->empty()) continue;
            if (e.isProtected)
                error(
                    Code::UnknownModifier, m->loc,
                    msg("'%1' is protected: it cannot be modified from outside its class", e.name));
            e.cls = m_tree.modified(e.cls, std::make_shared<const Mod>(*m));
        }
    }
    return x;
}

}  // namespace hs::flatten

// Modifications (spec 7.2): bound to the scope they are written in, merged so that the outer
// one wins (a `final` value refuses it), and split over the elements of an array of
// components (`R[3](r = {1, 2, 3})` gives R[2] r = 2; `each` gives every element the same).

#include "flattener.h"

namespace hs::flatten {

bool isAttribute(std::string_view name) {
    static const char* const kAttributes[] = {"start",       "fixed",    "unit",    "displayUnit",
                                              "min",         "max",      "nominal", "quantity",
                                              "stateSelect", "unbounded"};
    for (const char* a : kAttributes)
        if (name == a) return true;
    return false;
}

namespace {

Mod* subFor(Mod& m, const std::string& name) {
    if (Mod* s = m.sub(name)) return s;
    m.subs.push_back(ModEntry{name, Mod{}});
    return &m.subs.back().mod;
}

void markFinal(Mod& m) {
    m.isFinal = true;
    for (auto& [n, s] : m.subs) markFinal(s);
}

}  // namespace

Mod Flattener::bind(const Modification& mod, Scope scope) {
    Mod out;
    for (const ModArg& a : mod) {
        const std::vector<std::string> parts = splitDots(a.name);
        Mod* target = &out;
        for (std::size_t i = 0; i + 1 < parts.size(); ++i) target = subFor(*target, parts[i]);
        Mod leaf;
        leaf.value = a.value;
        leaf.scope = scope;
        leaf.loc = a.loc;
        leaf.each = a.each;
        leaf.isFinal = a.isFinal;
        if (!a.nested.empty()) leaf.subs = bind(a.nested, scope).subs;
        if (a.component || a.classDef) {
            leaf.redeclare = &a;
            leaf.redeclareScope = scope;
        }
        if (a.isFinal) markFinal(leaf);
        if (Mod* existing = target->sub(parts.back())) {
            if (existing->value && leaf.value)
                error(Code::DuplicateName, a.loc,
                      msg("'%1' is modified twice in the same modification", a.name));
            merge(*existing, leaf, a.name);
        } else {
            target->subs.push_back(ModEntry{parts.back(), std::move(leaf)});
        }
    }
    return out;
}

Mod Flattener::declarationMod(const Component& c, Scope scope) {
    Mod m = bind(c.mod, scope);
    if (c.binding) {
        m.value = c.binding;
        m.scope = scope;
        m.loc = c.binding->loc;
    }
    if (c.isFinal) markFinal(m);
    return m;
}

void Flattener::merge(Mod& inner, const Mod& outer, const std::string& what) {
    if (outer.value) {
        if (inner.isFinal && inner.value) {
            error(Code::FinalModification, outer.loc,
                  msg("'%1' is final and cannot be modified", what));
        } else {
            inner.value = outer.value;
            inner.scope = outer.scope;
            inner.loc = outer.loc;
            inner.each = outer.each;
            // a value for a whole record replaces what modified its fields; a variable's
            // attributes stay
            std::erase_if(inner.subs, [](const auto& sub) { return !isAttribute(sub.name); });
        }
    }
    if (outer.isFinal) inner.isFinal = true;
    if (outer.redeclare) {
        inner.redeclare = outer.redeclare;
        inner.redeclareScope = outer.redeclareScope;
    }
    for (const auto& [name, sub] : outer.subs) {
        if (Mod* mine = inner.sub(name)) {
            merge(*mine, sub, name);
        } else {
            if (inner.isFinal && sub.value)
                error(Code::FinalModification, sub.loc,
                      msg("'%1' is final and cannot be modified", what));
            inner.subs.push_back(ModEntry{name, sub});
        }
    }
}

namespace {

// value[index] of an array value: the element itself for an array constructor.
ExprPtr pick(const ExprPtr& value, const std::vector<int>& index) {
    ExprPtr v = value;
    std::size_t k = 0;
    while (k < index.size() && v->kind == ExprKind::Array && index[k] >= 1 &&
           static_cast<std::size_t>(index[k]) <= v->args.size()) {
        v = v->args[static_cast<std::size_t>(index[k] - 1)];
        ++k;
    }
    if (k == index.size()) return v;
    std::vector<ExprPtr> subs;
    for (; k < index.size(); ++k) subs.push_back(makeNumber(index[k], value->loc, true));
    return indexExpr(v, std::move(subs), value->loc);
}

}  // namespace

Mod Flattener::splitForElement(const Mod& m, const std::vector<int>& index) {
    if (m.each) return m;
    Mod r = m;
    if (r.value) r.value = pick(r.value, index);
    for (auto& [name, sub] : r.subs) sub = splitForElement(sub, index);
    return r;
}

ExprPtr indexExpr(ExprPtr base, std::vector<ExprPtr> subs, SourceLoc loc) {
    auto e = std::make_shared<Expr>();
    e->kind = ExprKind::Index;
    e->loc = loc;
    e->args.push_back(std::move(base));
    for (ExprPtr& s : subs) e->args.push_back(std::move(s));
    for (const ExprPtr& a : e->args) e->depth = std::max(e->depth, a->depth + 1);
    return e;
}

ExprPtr nameExpr(std::string text, SourceLoc loc) {
    return makeName(std::move(text), loc);
}

ExprPtr withArgs(const Expr& e, std::vector<ExprPtr> args) {
    auto copy = std::make_shared<Expr>(e);
    copy->args = std::move(args);
    copy->depth = 1;
    for (const ExprPtr& a : copy->args)
        if (a) copy->depth = std::max(copy->depth, a->depth + 1);
    return copy;
}

}  // namespace hs::flatten

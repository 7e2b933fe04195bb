// The instance tree: a model instance's components made from its class's elements with what
// modifies them, each resolved when first needed — its condition (spec 4.4.5), its kind
// (a variable of a predefined type or enumeration, a record, a structured component) and,
// for an array of structured components, its elements; outer components found in the
// inner of an enclosing instance (spec 5.4).

#include "flattener.h"

namespace hs::flatten {

namespace {

constexpr int kMaxInstanceDepth = 64;  // components inside components (a class containing itself)

Variability lowest(Variability a, Variability b) {
    return static_cast<int>(a) > static_cast<int>(b) ? a : b;
}

std::string elementSuffix(const std::vector<int>& index) {
    std::string s = "[";
    for (std::size_t i = 0; i < index.size(); ++i) {
        if (i > 0) s += ',';
        s += std::to_string(index[i]);
    }
    return s + "]";
}

}  // namespace

void Flattener::elaborate(Instance* inst) {
    if (inst->elaborated || inst->kind != Instance::Kind::Model) return;
    inst->elaborated = true;
    int depth = 0;
    for (Instance* a = inst; a; a = a->parent) ++depth;
    if (depth > kMaxInstanceDepth) {
        error(Code::InvalidFunction, inst->decl ? inst->decl->loc : SourceLoc{},
              msg("components are nested more than %1 levels deep at '%2': a class contains "
                  "itself",
                  kMaxInstanceDepth, inst->path));
        inst->expanded = std::make_unique<Expanded>();
        return;
    }
    inst->expanded = expand(inst->cls, inst, &inst->mod);
    for (const ElementDef& e : inst->expanded->elements)
        if (e.comp) makeChild(inst, e);
    for (const auto& [name, sub] : inst->mod.subs)
        if (!inst->expanded->find(name))
            error(
                Code::UnknownModifier, sub.loc,
                msg("'%1' has no element '%2' to modify", inst->cls ? inst->cls->path : "", name));
}

Instance* Flattener::makeChild(Instance* parent, const ElementDef& e) {
    auto c = std::make_unique<Instance>();
    c->name = e.name;
    c->path = parent->path.empty() ? e.name : parent->path + "." + e.name;
    c->parent = parent;
    c->decl = e.comp;
    c->declScope = e.scope;
    const Component& d = *e.comp;
    // the constraining type's modification (spec 7.3.2), then the declaration's own, then
    // what the extends clauses and the instance around it modify
    Mod m;
    if (e.original && e.original != e.comp) {
        m = e.original->constrainedBy.empty() ? declarationMod(*e.original, e.originalScope)
                                              : bind(e.original->constrainMod, e.originalScope);
    } else if (e.original && !e.original->constrainedBy.empty()) {
        m = bind(e.original->constrainMod, e.originalScope);
    }
    merge(m, declarationMod(d, e.scope), e.name);
    merge(m, e.mod, e.name);
    if (const Mod* outer = parent->mod.sub(e.name)) {
        if (e.isProtected && !outer->empty())
            error(Code::UnknownModifier, outer->loc,
                  msg("'%1' is protected: it cannot be modified from outside its class", c->path));
        if (d.isOuter && !d.isInner && (outer->value || !outer->subs.empty()))
            error(Code::InvalidFunction, outer->loc,
                  msg("'%1' is outer: it takes its value from the inner and cannot be modified",
                      c->path));
        Mod o = *outer;
        o.redeclare = nullptr;  // applied when the parent's elements were made
        merge(m, o, e.name);
    }
    if (d.isOuter && !d.isInner && (!d.mod.empty() || d.binding))
        error(Code::InvalidFunction, d.loc,
              msg("'%1' is outer: it takes its value from the inner and cannot be modified",
                  c->path));
    c->mod = std::move(m);
    // a redeclaration keeps the prefixes and dimensions of the declaration it replaces where
    // it gives none of its own (spec 7.3)
    const Component* o = e.original && e.original != e.comp ? e.original : nullptr;
    Variability variability = d.variability;
    Causality causality = d.causality;
    if (o && variability == Variability::Continuous) variability = o->variability;
    if (o && causality == Causality::None) causality = o->causality;
    for (const ExprPtr& dim : (o && d.dims.empty() ? o->dims : d.dims))
        c->declDims.emplace_back(dim, o && d.dims.empty() ? e.originalScope : e.scope);
    c->variability = lowest(variability, parent->variability);
    c->causality =
        causality != Causality::None || !parent->connector ? causality : parent->causality;
    c->flow = d.flow || (o && o->flow) || (parent->connector && parent->flow);
    c->stream = d.stream || (o && o->stream);
    c->declaredProtected = e.isProtected;
    c->isProtected = e.isProtected || parent->isProtected;
    if (isPredefinedType(e.name)) {
        m_diags
            .error(Code::ReservedName, d.loc,
                   msg("'%1' is a predefined type and cannot name a variable", e.name))
            .names = {e.name};
        ++m_errors;
        c->cls = nullptr;
    } else {
        c->cls = lookupClass(d.typeName, e.scope, d.typeLoc);
    }
    if (!c->cls) {
        c->present = false;
        c->resolved = true;
    }
    Instance* raw = c.get();
    parent->byName[e.name] = raw;
    parent->children.push_back(std::move(c));
    return raw;
}

Instance* Flattener::findInner(Instance* from, const std::string& name, SourceLoc loc) {
    for (Instance* a = from->parent; a; a = a->parent) {
        elaborate(a);
        Instance* c = a->child(name);
        if (c && c != from && c->decl && c->decl->isInner)
            return c->outerTarget ? c->outerTarget : c;
    }
    // none: one is made at the top of the model, as if declared inner there (spec 5.4)
    if (Instance* made = m_top->child(name); made && made->autoInner) return made;
    m_diags.warning(Code::MissingInner, loc,
                    msg("'%1' is declared outer, but no component around it declares an inner "
                        "'%2': one is made at the top of the model",
                        from->path, name));
    ElementDef e;
    e.name = name;
    e.comp = from->decl;
    e.scope = from->declScope;
    Instance* made = makeChild(m_top.get(), e);
    made->autoInner = true;
    return made;
}

void Flattener::resolve(Instance* c) {
    if (c->resolved) return;
    if (c->resolving) {
        error(Code::VariabilityError, c->decl ? c->decl->loc : SourceLoc{},
              msg("the size or the condition of '%1' depends on itself", c->path));
        c->present = false;
        return;
    }
    c->resolving = true;
    struct Done {
        Instance* c;
        ~Done() {
            c->resolving = false;
            c->resolved = true;
        }
    } done{c};
    const Component& d = *c->decl;
    if (d.isOuter && !d.isInner && !c->autoInner) {
        c->outerTarget = findInner(c, c->name, d.loc);
        if (!c->outerTarget) {
            c->present = false;
            return;
        }
        // the inner is of the outer's type or a subtype of it, with its dimensions
        Instance* inner = c->outerTarget;
        resolve(inner);
        const std::size_t innerDims = inner->decl ? inner->decl->dims.size() : 0;
        bool sameSizes = innerDims == d.dims.size();
        if (sameSizes && innerDims > 0) {
            // the sizes, where both are known
            for (std::size_t k = 0; k < innerDims; ++k) {
                LoopEnv env;
                const auto a = evaluateScalar(inner->decl->dims[k], inner->declScope, env);
                const auto b = evaluateScalar(d.dims[k], c->declScope, env);
                if (a && b && *a != *b) sameSizes = false;
            }
        }
        if (inner->cls && c->cls && (!isSubtype(inner->cls, c->cls) || !sameSizes))
            error(Code::TypeError, d.loc,
                  msg("the inner '%1' is not of the type of the outer '%2' ('%3')", inner->path,
                      c->path, c->cls->path));
        return;
    }
    if (d.condition) {
        if (!isBoolean(d.condition, c->declScope)) {
            error(Code::TypeError, d.condition->loc,
                  msg("the condition of the conditional component '%1' must be a Boolean "
                      "expression",
                      c->path));
            c->present = false;
            return;
        }
        LoopEnv env;
        const std::optional<double> v = evaluateScalar(d.condition, c->declScope, env);
        if (!v) {
            error(Code::VariabilityError, d.condition->loc,
                  msg("the condition of the conditional component '%1' must be a parameter "
                      "expression known when the model is translated",
                      c->path));
            c->present = false;
            return;
        }
        c->present = *v != 0.0;
    }
    if (d.stream) {
        error(Code::Unsupported, d.loc,
              msg("stream connectors are not supported yet ('%1')", c->path));
        c->present = false;
        return;
    }
    const std::optional<LeafType> lt = leafType(c->cls, d.typeLoc);
    Expanded* x = expandedClass(c->cls);
    c->connector = x->kind == ClassKind::Connector;
    if (lt) {
        if (lt->record && x->partial)
            error(Code::InvalidFunction, d.typeLoc,
                  msg("'%1' is partial: '%2' cannot be an instance of it", c->cls->path, c->path));
        c->kind = lt->record ? Instance::Kind::Record : Instance::Kind::Leaf;
        c->leafType = lt->name;
        Mod attributes = lt->attributes;
        merge(attributes, c->mod, c->path);
        c->mod = std::move(attributes);
        for (const auto& dim : c->declDims) c->leafDims.push_back(dim);
        for (const auto& dim : lt->dims) c->leafDims.push_back(dim);
        if (c->causality == Causality::None) c->causality = lt->causality;
        c->variability = lowest(c->variability, lt->variability);
        return;
    }
    if (x->expandable) {
        error(Code::Unsupported, d.loc,
              msg("expandable connectors are not supported yet ('%1')", c->path));
        c->present = false;
        return;
    }
    if (x->kind == ClassKind::Function || x->kind == ClassKind::Package ||
        x->kind == ClassKind::Operator) {
        error(Code::TypeError, d.typeLoc,
              msg("'%1' is a %2: a component cannot have it as its type", c->cls->path,
                  verbatim(classKindName(x->kind))));
        c->present = false;
        return;
    }
    if (x->kind == ClassKind::OperatorRecord) {
        error(Code::Unsupported, d.typeLoc,
              msg("operator records are not supported yet ('%1')", c->cls->path));
        c->present = false;
        return;
    }
    if (d.binding && x->kind != ClassKind::Record)
        error(Code::TypeError, d.binding->loc,
              msg("'%1' is a component of the class '%2': it cannot be given a value with '='",
                  c->path, c->cls->path));
    std::vector<std::pair<ExprPtr, Scope>> dims = c->declDims;
    for (const auto& dim : x->basicDims) dims.push_back(dim);  // `model M3 = M[3]`
    c->kind = dims.empty() ? Instance::Kind::Model : Instance::Kind::Array;
    checkComponent(c, *x);
    if (dims.empty()) return;
    for (const auto& [dim, scope] : dims) {
        LoopEnv env;
        const std::optional<double> n =
            dim->kind == ExprKind::Colon ? std::nullopt : evaluateScalar(dim, scope, env);
        if (!n || *n < 0 || *n != static_cast<double>(static_cast<int>(*n))) {
            error(Code::VariabilityError, dim->loc,
                  msg("the size of the array of components '%1' must be a whole number known "
                      "when the model is translated",
                      c->path));
            c->present = false;
            return;
        }
        c->dims.push_back(static_cast<int>(*n));
    }
    makeElements(c);
}

void Flattener::makeElements(Instance* array) {
    std::size_t n = 1;
    for (int d : array->dims) n *= static_cast<std::size_t>(d);
    if (n > 1000000) {
        error(Code::SizeMismatch, array->decl->loc,
              msg("the array of components '%1' has more than a million elements", array->path));
        array->present = false;
        return;
    }
    std::vector<int> index(array->dims.size(), 1);
    for (std::size_t i = 0; i < n; ++i) {
        auto e = std::make_unique<Instance>();
        e->name = array->name + elementSuffix(index);
        e->path = array->path + elementSuffix(index);
        e->parent = array->parent;
        e->cls = array->cls;
        e->decl = array->decl;
        e->declScope = array->declScope;
        e->mod = splitForElement(array->mod, index);
        e->variability = array->variability;
        e->causality = array->causality;
        e->flow = array->flow;
        e->isProtected = array->isProtected;
        e->declaredProtected = array->declaredProtected;
        e->connector = array->connector;
        e->kind = Instance::Kind::Model;
        e->resolved = true;
        Instance* raw = e.get();
        array->byName[elementSuffix(index)] = raw;
        array->children.push_back(std::move(e));
        for (std::size_t k = index.size(); k-- > 0;) {
            if (++index[k] <= array->dims[k]) break;
            index[k] = 1;
        }
    }
}

}  // namespace hs::flatten

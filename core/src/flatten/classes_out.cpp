// The classes the flat model keeps by name: functions and records (with what they inherit,
// their types and calls named by qualified names), enumerations, and the constants of
// packages and enclosing classes that the model reads (each a constant declaration named by
// its qualified name, hidden from results like a protected variable).

#include "flattener.h"

namespace hs::flatten {

std::optional<Flattener::LeafType> Flattener::leafType(ClassNode* cls, SourceLoc loc) {
    (void)loc;
    if (!cls) return std::nullopt;
    LeafType t;
    if (cls->builtin) {
        if (cls->name != "Real" && cls->name != "Integer" && cls->name != "Boolean" &&
            cls->name != "String")
            return std::nullopt;
        t.name = cls->name;
        return t;
    }
    Expanded* x = expandedClass(cls);
    if (x->enumeration) {
        t.name = useEnumeration(x->enumeration, loc);
    } else if (x->basicType) {
        if (x->basicType->name != "Real" && x->basicType->name != "Integer" &&
            x->basicType->name != "Boolean" && x->basicType->name != "String")
            return std::nullopt;
        t.name = x->basicType->name;
    } else if (x->kind == ClassKind::Record) {
        t.name = useRecord(cls, loc);
        t.record = true;
        return t;
    } else {
        return std::nullopt;
    }
    t.attributes = x->basicMod;
    t.dims = x->basicDims;
    t.causality = x->basicCausality;
    t.variability = x->basicVariability;
    return t;
}

std::string Flattener::useEnumeration(ClassNode* e, SourceLoc loc) {
    (void)loc;
    const std::string name = e->path;
    if (!m_enums.insert(name).second) return name;
    TypeAlias alias;
    alias.name = name;
    alias.baseType = "Integer";
    alias.loc = e->def->loc;
    alias.loc.file = e->file;
    alias.literals = e->def->literals;
    if (e->def->enumerationOpen)
        error(Code::Unsupported, e->def->loc,
              msg("'enumeration(:)' is not supported yet: list the literals"));
    m_out.types.push_back(std::move(alias));
    return name;
}

namespace {

// Every name a function or record declares: its variables, referred to by these names.
std::set<std::string> localNames(const Expanded& x) {
    std::set<std::string> names;
    for (const ElementDef& e : x.elements)
        if (e.comp) names.insert(e.name);
    return names;
}

}  // namespace

Declaration Flattener::functionDeclaration(const ElementDef& e, ClassNode* fn) {
    (void)fn;
    const Component& c = *e.comp;
    Declaration d;
    d.name = c.name;
    d.loc = c.loc;
    d.typeLoc = c.typeLoc;
    d.variability = c.variability;
    d.causality = c.causality;
    d.isProtected = e.isProtected || c.isProtected;
    d.isFinal = c.isFinal;
    d.description = c.description;
    LoopEnv env;
    Scope scope{e.scope.node, nullptr};
    ClassNode* type = lookupClass(c.typeName, scope, c.typeLoc);
    std::optional<LeafType> lt = type ? leafType(type, c.typeLoc) : std::nullopt;
    if (type && !lt) {
        error(Code::TypeError, c.typeLoc,
              msg("'%1' is a %2: a variable of a function or record cannot have it as its type",
                  type->path, verbatim(classKindName(expandedClass(type)->kind))));
        d.typeName = "Real";
        return d;
    }
    d.typeName = lt ? lt->name : "Real";
    if (lt && d.causality == Causality::None) d.causality = lt->causality;
    for (const ExprPtr& dim : c.dims) d.dims.push_back(rewrite(dim, scope, env));
    if (lt)
        for (const auto& [dim, s] : lt->dims)
            d.dims.push_back(rewrite(dim, Scope{s.node, nullptr}, env));
    Mod m = declarationMod(c, scope);
    merge(m, e.mod, c.name);
    if (lt) {
        Mod attributes = lt->attributes;
        merge(attributes, m, c.name);
        m = std::move(attributes);
    }
    if (m.value) d.binding = rewrite(m.value, Scope{m.scope.node, nullptr}, env);
    d.modifiers = modifiers(m, {});
    return d;
}

std::string Flattener::useFunction(ClassNode* fn, SourceLoc loc) {
    const std::string name = fn->path;
    if (m_functions.count(name)) return name;
    m_functions[name] = name;
    Expanded* x = expandedClass(fn);
    if (x->partial)
        error(Code::InvalidFunction, loc,
              msg("the function '%1' is partial: it cannot be called", name));
    FunctionAst f;
    f.name = name;
    f.loc = fn->def->loc;
    f.description = fn->def->description;
    // the function's own names stay; everything else is looked up where it is written
    std::set<std::string> saved = std::move(m_locals);
    m_locals = localNames(*x);
    const std::string savedComponent = m_component;
    for (const ElementDef& e : x->elements) {
        if (!e.comp) continue;
        f.declarations.push_back(functionDeclaration(e, fn));
        const Declaration& d = f.declarations.back();
        if (!d.isProtected && d.causality == Causality::None)
            error(Code::InvalidFunction, d.loc,
                  msg("'%1' in the function '%2' is public but neither an input nor an output: "
                      "declare it protected",
                      d.name, fn->name));
    }
    for (const auto& section : x->algorithms) {
        LoopEnv env;
        for (StmtPtr& s : rewriteStatements(*section.items, Scope{section.origin, nullptr}, env))
            f.algorithm.push_back(std::move(s));
    }
    std::size_t equations = 0;
    for (const auto& s : x->equations) equations += s.items->size();
    for (const auto& s : x->initialEquations) equations += s.items->size();
    f.hasEquations = equations > 0;
    // the external clause of the function or of the class it is a short form of
    for (ClassNode* c = fn; c && c->def;) {
        if (!c->def->external.empty()) {
            f.external = c->def->external;
            f.externalLoc = c->def->externalLoc;
            break;
        }
        if (!c->def->isShort) break;
        c = lookupClass(c->def->baseName, Scope{c->parent, nullptr}, c->def->baseLoc, false);
    }
    m_locals = std::move(saved);
    m_component = savedComponent;
    m_out.functions.push_back(std::move(f));
    return name;
}

std::string Flattener::useRecord(ClassNode* rec, SourceLoc loc) {
    (void)loc;
    const std::string name = rec->path;
    if (!m_records.insert(name).second) return name;
    Expanded* x = expandedClass(rec);
    RecordAst r;
    r.name = name;
    r.loc = rec->def ? rec->def->loc : SourceLoc{};
    r.description = rec->def ? rec->def->description : std::string();
    std::set<std::string> saved = std::move(m_locals);
    m_locals = localNames(*x);
    for (const ElementDef& e : x->elements)
        if (e.comp) r.fields.push_back(functionDeclaration(e, rec));
    m_locals = std::move(saved);
    m_out.records.push_back(std::move(r));
    return name;
}

std::string Flattener::packageConstant(const Component& c, ClassNode* owner, SourceLoc loc) {
    const std::string name = owner->path.empty() ? c.name : owner->path + "." + c.name;
    if (m_packageConstants.count(name)) return name;
    if (c.variability != Variability::Constant) {
        error(Code::VariabilityError, loc,
              msg("'%1' is not a constant: outside an instance only the constants of a class "
                  "can be read",
                  name));
        return name;
    }
    m_packageConstants.insert(name);
    Expanded* x = expandedClass(owner);
    const ElementDef* e = x->find(c.name);
    if (!e || e->comp != &c) return name;
    std::set<std::string> saved = std::move(m_locals);
    m_locals.clear();
    Declaration d = functionDeclaration(*e, owner);
    m_locals = std::move(saved);
    d.name = name;
    d.causality = Causality::None;
    d.isProtected = true;
    m_out.declarations.push_back(std::move(d));
    return name;
}

}  // namespace hs::flatten

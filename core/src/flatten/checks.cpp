// What the kinds of classes and the prefixes of components forbid (spec 4.4, 4.6, 7.1.3,
// 9.3): a connector without equations, protected or inner/outer elements; a record without
// flow, stream, inner or outer; which kinds a class may extend; type prefixes only on
// variables, records and connectors, never twice through a structured component; a
// balanced connector (as many flows as potentials); a block's connectors with directions.

#include "flattener.h"

#include <algorithm>
#include <functional>

namespace hs::flatten {

namespace {

bool readsTime(const ExprPtr& e) {
    if (!e) return false;
    if (e->kind == ExprKind::Name && e->text == "time") return true;
    for (const ExprPtr& a : e->args)
        if (readsTime(a)) return true;
    return false;
}

std::size_t sectionItems(const std::vector<Section<EquationPtr>>& s) {
    std::size_t n = 0;
    for (const auto& x : s) n += x.items->size();
    return n;
}

std::size_t sectionItems(const std::vector<Section<StmtPtr>>& s) {
    std::size_t n = 0;
    for (const auto& x : s) n += x.items->size();
    return n;
}

// Spec 7.1.3: the kinds of classes a class of a kind may extend.
bool mayExtend(ClassKind derived, ClassKind base) {
    if (derived == ClassKind::Class || base == ClassKind::Class) return true;
    switch (derived) {
    case ClassKind::Package: return base == ClassKind::Package;
    case ClassKind::Operator: return base == ClassKind::Operator;
    case ClassKind::Function: return base == ClassKind::Function;
    case ClassKind::Type: return base == ClassKind::Type;
    case ClassKind::Record: return base == ClassKind::Record;
    case ClassKind::OperatorRecord: return base == ClassKind::OperatorRecord;
    case ClassKind::Connector:
        return base == ClassKind::Type || base == ClassKind::Record ||
               base == ClassKind::Connector || base == ClassKind::OperatorRecord;
    case ClassKind::Block: return base == ClassKind::Record || base == ClassKind::Block;
    case ClassKind::Model:
        return base == ClassKind::Record || base == ClassKind::Block || base == ClassKind::Model;
    case ClassKind::Class: return true;
    }
    return true;
}

}  // namespace

void Flattener::checkClass(ClassNode* node, const Expanded& x) {
    if (!node || !node->def || !m_checkedClasses.insert(node).second) return;
    const ClassDef& def = *node->def;
    const std::string& name = node->path;
    if (x.kind == ClassKind::Connector) {
        if (sectionItems(x.equations) + sectionItems(x.initialEquations) +
                    sectionItems(x.algorithms) + sectionItems(x.initialAlgorithms) >
                0 ||
            !def.algorithms.empty() || !def.initialAlgorithms.empty())
            error(Code::InvalidEquation, def.loc,
                  msg("the connector '%1' has equations or algorithms: a connector holds "
                      "variables only",
                      name));
        for (const ElementDef& e : x.elements) {
            const SourceLoc loc =
                e.comp ? e.comp->loc : (e.cls && e.cls->def ? e.cls->def->loc : def.loc);
            if (e.isProtected)
                error(Code::InvalidEquation, loc,
                      msg("'%1' is protected: a connector has public elements only", e.name));
            const bool io =
                e.comp ? (e.comp->isInner || e.comp->isOuter)
                       : (e.cls && e.cls->def && (e.cls->def->isInner || e.cls->def->isOuter));
            if (io)
                error(Code::InvalidEquation, loc,
                      msg("'%1' is inner or outer: a connector's elements cannot be", e.name));
            if (e.comp && readsTime(e.comp->binding))
                error(Code::VariabilityError, e.comp->binding->loc,
                      msg("'%1' reads 'time', which a connector does not have", e.name));
        }
    }
    for (const ElementDef& e : x.elements) {
        if (e.scope.node != node) continue;  // its own declarations only
        if (e.comp && !e.comp->constrainedBy.empty()) {
            ClassNode* type =
                lookupClass(e.comp->typeName, Scope{node, nullptr}, e.comp->typeLoc, false);
            ClassNode* bound =
                lookupClass(e.comp->constrainedBy, Scope{node, nullptr}, e.comp->loc, false);
            if (!isSubtype(type, bound))
                error(Code::InvalidRedeclaration, e.comp->typeLoc,
                      msg("'%1' is not a subtype of its constraining type '%2'", e.name,
                          e.comp->constrainedBy));
        }
        if (e.cls && e.cls->def && !e.cls->def->constrainedBy.empty()) {
            ClassNode* bound = lookupClass(e.cls->def->constrainedBy, Scope{node, nullptr},
                                           e.cls->def->loc, false);
            // an array type `T = B[n]` is compared by the type it extends, B
            ClassNode* candidate = e.cls;
            if (e.cls->def->isShort && !e.cls->def->baseDims.empty())
                candidate =
                    lookupClass(e.cls->def->baseName, Scope{node, nullptr}, e.cls->def->loc, false);
            if (!isSubtype(candidate, bound))
                error(Code::InvalidRedeclaration, e.cls->def->loc,
                      msg("'%1' is not a subtype of its constraining type '%2'", e.name,
                          e.cls->def->constrainedBy));
        }
    }
    if (x.kind == ClassKind::Record) {
        for (const ElementDef& e : x.elements) {
            if (!e.comp) continue;
            if (e.comp->flow || e.comp->stream || e.comp->isInner || e.comp->isOuter)
                error(
                    Code::InvalidEquation, e.comp->loc,
                    msg("the field '%1' of the record '%2' cannot be flow, stream, inner or outer",
                        e.name, name));
        }
    }
}

bool Flattener::checkBase(const ClassDef& derived, ClassNode* base, const Expanded& bx,
                          SourceLoc loc) {
    if (base->def && base->def->replaceable) {
        error(Code::InvalidFunction, loc,
              msg("'%1' is replaceable: a class cannot extend a replaceable class", base->path));
        return false;
    }
    // spec 14.1: no class extends a class around an operator record
    std::function<bool(const ClassDef&)> holdsOperatorRecord = [&](const ClassDef& c) {
        for (const ClassPtr& n : c.classes)
            if (n->kind == ClassKind::OperatorRecord || holdsOperatorRecord(*n)) return true;
        return false;
    };
    if (base->def && base->def->kind != ClassKind::OperatorRecord &&
        holdsOperatorRecord(*base->def)) {
        error(Code::InvalidFunction, loc,
              msg("'%1' holds an operator record: a class cannot extend it", base->path));
        return false;
    }
    const ClassKind kind = base->builtin ? ClassKind::Type : bx.kind;
    if (!mayExtend(derived.kind, kind)) {
        error(Code::InvalidFunction, loc,
              msg("a %1 cannot extend the %2 '%3'", verbatim(classKindName(derived.kind)),
                  verbatim(classKindName(kind)), base->path));
        return false;
    }
    // a class that is an array or has a direction (`type R3 = Real[3]`, `connector I =
    // input Real`) is the whole of a class that extends it
    if (!bx.basicDims.empty() || bx.basicCausality != Causality::None) {
        if (!derived.components.empty() || derived.extends.size() > 1) {
            error(Code::InvalidFunction, loc,
                  msg("'%1' has dimensions or a direction: a class extending it can have no other "
                      "components or base classes",
                      base->path));
            return false;
        }
    }
    return true;
}

void Flattener::checkComponent(Instance* c, const Expanded& x) {
    const Component& d = *c->decl;
    const bool structured = c->kind == Instance::Kind::Model || c->kind == Instance::Kind::Array;
    if (structured && !c->connector) {
        // spec 4.4.2.2: type prefixes only on variables, records and connectors
        const char* prefix = d.variability == Variability::Constant    ? "constant"
                             : d.variability == Variability::Parameter ? "parameter"
                             : d.variability == Variability::Discrete  ? "discrete"
                             : d.causality == Causality::Input         ? "input"
                             : d.causality == Causality::Output        ? "output"
                             : d.flow                                  ? "flow"
                                                                       : nullptr;
        if (prefix)
            error(Code::TypeError, d.loc,
                  msg("'%1' is an instance of the %2 '%3': '%4' applies only to variables, "
                      "records and connectors",
                      c->path, verbatim(classKindName(x.kind)), c->cls->path, verbatim(prefix)));
    }
    if (structured && c->connector &&
        (d.variability == Variability::Constant || d.variability == Variability::Parameter))
        error(Code::TypeError, d.loc,
              msg("the connector '%1' cannot be a constant or a parameter", c->path));
    if (structured && x.partial)
        error(Code::InvalidFunction, d.typeLoc,
              msg("'%1' is partial: '%2' cannot be an instance of it", c->cls->path, c->path));
    // a prefix on a structured component that one of its elements has already
    const bool directed = d.causality != Causality::None || x.basicCausality != Causality::None;
    if ((c->kind == Instance::Kind::Model || c->kind == Instance::Kind::Array) &&
        (directed || d.flow)) {
        for (const ElementDef& e : x.elements) {
            if (!e.comp) continue;
            if ((directed && e.comp->causality != Causality::None) || (d.flow && e.comp->flow)) {
                error(Code::TypeError, d.loc,
                      msg("'%1' cannot be %2: its element '%3' has such a prefix already", c->path,
                          verbatim(d.flow ? "flow" : "input or output"), e.name));
                break;
            }
        }
    }
}

std::size_t Flattener::scalarCount(ClassNode* record, int depth) {
    if (depth > 16) return 0;
    Expanded* x = expandedClass(record);
    std::size_t n = 0;
    for (const ElementDef& e : x->elements) {
        if (!e.comp || e.comp->variability == Variability::Parameter ||
            e.comp->variability == Variability::Constant)
            continue;
        std::size_t size = 1;
        for (const ExprPtr& dim : e.comp->dims) {
            LoopEnv env;
            const std::optional<double> v = evaluateScalar(dim, Scope{e.scope.node, nullptr}, env);
            if (!v) return 0;
            size *= static_cast<std::size_t>(*v);
        }
        ClassNode* type =
            lookupClass(e.comp->typeName, Scope{e.scope.node, nullptr}, e.comp->typeLoc, false);
        if (type && !type->builtin && expandedClass(type)->kind == ClassKind::Record)
            size *= scalarCount(type, depth + 1);
        n += size;
    }
    return n;
}

// Spec 9.3.1: a connector has as many flow variables as variables that are neither
// constants, parameters, inputs, outputs, flows nor streams.
void Flattener::checkConnectorBalance(Instance* conn) {
    if (!conn->cls || !m_balancedConnectors.insert(conn->cls).second) return;
    Expanded* x = expandedClass(conn->cls);
    if (x->partial || x->find("equalityConstraint")) return;
    // an overconstrained connector (a type or record with equalityConstraint) is exempt
    for (const ElementDef& e : x->elements) {
        if (!e.comp) continue;
        ClassNode* t =
            lookupClass(e.comp->typeName, Scope{e.scope.node, nullptr}, e.comp->typeLoc, false);
        if (t && !t->builtin && expandedClass(t)->find("equalityConstraint")) return;
    }
    std::size_t flows = 0, potentials = 0;
    std::function<void(Instance*, bool, bool)> count = [&](Instance* i, bool flow, bool causal) {
        resolve(i);
        if (!i->present) return;
        if (i->variability == Variability::Parameter || i->variability == Variability::Constant)
            return;
        flow = flow || i->flow;
        causal = causal || i->causality != Causality::None;
        if (i->stream) return;
        std::size_t n = 0;
        if (i->kind == Instance::Kind::Leaf) {
            const std::vector<int>* sizes = leafSizes(i);
            if (!sizes) return;
            n = 1;
            for (int s : *sizes) n *= static_cast<std::size_t>(s);
        } else if (i->kind == Instance::Kind::Record) {
            n = scalarCount(i->cls, 0);
            const std::vector<int>* sizes = leafSizes(i);
            if (sizes)
                for (int s : *sizes) n *= static_cast<std::size_t>(s);
        } else if (i->kind == Instance::Kind::Model) {
            elaborate(i);
            for (const auto& ch : i->children) count(ch.get(), flow, causal);
            return;
        } else {
            for (const auto& el : i->children) count(el.get(), flow, causal);
            return;
        }
        if (flow)
            flows += n;
        else if (!causal)
            potentials += n;
    };
    elaborate(conn);
    for (const auto& ch : conn->children)
        count(ch.get(), false, conn->causality != Causality::None);
    if (flows != potentials && flows > 0)
        error(Code::InvalidConnection, conn->decl->typeLoc,
              msg("the connector '%1' has %2 flow variables and %3 potential variables: a "
                  "connector has as many of each",
                  conn->cls->path, flows, potentials));
}

// Spec 4.6: every variable of a block's public connector is an input or an output.
void Flattener::checkBlockConnector(Instance* c) {
    std::function<bool(Instance*, bool)> directed = [&](Instance* i, bool causal) {
        resolve(i);
        if (!i->present) return true;
        if (i->variability == Variability::Parameter || i->variability == Variability::Constant)
            return true;
        causal = causal || i->causality != Causality::None;
        if (i->kind == Instance::Kind::Leaf || i->kind == Instance::Kind::Record) return causal;
        elaborate(i);
        for (const auto& ch : i->children)
            if (!directed(ch.get(), causal)) return false;
        return true;
    };
    if (!directed(c, false))
        error(Code::TypeError, c->decl->loc,
              msg("every variable of the connector '%1' of a block needs 'input' or 'output'",
                  c->path));
}

bool Flattener::isSubtype(ClassNode* a, ClassNode* b, int depth) {
    if (!a || !b || a == b || depth > 16) return true;
    Expanded* xa = expandedClass(a);
    Expanded* xb = b->builtin ? nullptr : expandedClass(b);
    ClassNode* basicA = a->builtin ? a : xa->basicType;
    ClassNode* basicB = b->builtin ? b : xb->basicType;
    if (basicB)
        return basicA == basicB &&
               (a->builtin ? 0 : xa->basicDims.size()) == (b->builtin ? 0 : xb->basicDims.size());
    if (basicA) return false;
    if (xb->enumeration)
        return xa->enumeration == xb->enumeration ||
               (xa->enumeration && xb->enumeration->def->enumerationOpen);
    for (const ElementDef& eb : xb->elements) {
        if (!eb.comp || eb.isProtected) continue;
        const ElementDef* ea = xa->find(eb.name);
        if (!ea || !ea->comp || ea->isProtected) return false;
        if (ea->comp->dims.size() != eb.comp->dims.size()) return false;
        ClassNode* ta = lookupClass(ea->comp->typeName, Scope{ea->scope.node, nullptr},
                                    ea->comp->typeLoc, false);
        ClassNode* tb =
            lookupClass(eb.comp->typeName, Scope{eb.scope.node, nullptr}, eb.comp->typeLoc, false);
        if (!isSubtype(ta, tb, depth + 1)) return false;
    }
    return true;
}

void Flattener::checkRedeclaration(const ElementDef& old, const ElementDef& repl, SourceLoc loc,
                                   bool element) {
    // an element whose sizes are ':' may be redeclared with sizes, replaceable or not
    const bool sizesOnly = old.comp && repl.comp && old.comp->typeName == repl.comp->typeName &&
                           !old.comp->dims.empty() &&
                           old.comp->dims.size() == repl.comp->dims.size() &&
                           std::all_of(old.comp->dims.begin(), old.comp->dims.end(),
                                       [](const ExprPtr& d) { return d->kind == ExprKind::Colon; });
    if (!isReplaceable(old) && !sizesOnly) {
        error(Code::InvalidRedeclaration, loc,
              msg("'%1' is not replaceable: it cannot be redeclared", old.name));
        return;
    }
    if ((old.comp && old.comp->isFinal) || (old.cls && old.cls->def && old.cls->def->isFinal)) {
        error(Code::InvalidRedeclaration, loc,
              msg("'%1' is final: it cannot be redeclared", old.name));
        return;
    }
    if (old.comp && old.comp->variability == Variability::Constant) {
        error(Code::InvalidRedeclaration, loc,
              msg("'%1' is a constant: it cannot be redeclared", old.name));
        return;
    }
    if (!old.comp != !repl.comp) {
        error(Code::InvalidRedeclaration, loc,
              msg("'%1' is redeclared as a %2, but it is a %3", old.name,
                  verbatim(repl.comp ? "component" : "class"),
                  verbatim(old.comp ? "component" : "class")));
        return;
    }
    if (element && old.isProtected != repl.isProtected) {
        error(Code::InvalidRedeclaration, loc,
              msg("'%1' is %2 and cannot be redeclared %3", old.name,
                  verbatim(old.isProtected ? "protected" : "public"),
                  verbatim(repl.isProtected ? "protected" : "public")));
        return;
    }
    // the new type is a subtype of the constraining type (spec 7.3.2)
    ClassNode* constraining = nullptr;
    ClassNode* replacement = nullptr;
    if (old.comp) {
        const Component& o = old.original ? *old.original : *old.comp;
        const Scope os = old.original ? old.originalScope : old.scope;
        const std::string& cname = o.constrainedBy.empty() ? o.typeName : o.constrainedBy;
        constraining = lookupClass(cname, Scope{os.node, nullptr}, loc, false);
        replacement = lookupClass(repl.comp->typeName, Scope{repl.scope.node, repl.scope.inst},
                                  repl.comp->typeLoc, false);
    } else {
        const ClassDef& o = *old.cls->def;
        constraining =
            o.constrainedBy.empty()
                ? old.cls
                : lookupClass(o.constrainedBy, Scope{old.cls->parent, nullptr}, loc, false);
        replacement = repl.cls;
    }
    if (repl.comp && !repl.comp->constrainedBy.empty()) {
        ClassNode* bound =
            lookupClass(repl.comp->constrainedBy, Scope{repl.scope.node, nullptr}, loc, false);
        if (!isSubtype(bound, constraining)) {
            error(Code::InvalidRedeclaration, loc,
                  msg("the constraining type '%1' of '%2' is not a subtype of '%3'",
                      repl.comp->constrainedBy, old.name, constraining ? constraining->path : ""));
            return;
        }
    }
    if (!isSubtype(replacement, constraining))
        error(Code::InvalidRedeclaration, loc,
              msg("'%1' is redeclared with '%2', which is not a subtype of '%3'", old.name,
                  replacement->path, constraining->path));
}

// Is the expression a Boolean one? Literals, relations, logic, Boolean variables; what
// cannot be told (a function's result) counts as Boolean.
bool Flattener::isBoolean(const ExprPtr& e, Scope scope) {
    switch (e->kind) {
    case ExprKind::Boolean: return true;
    case ExprKind::Number:
    case ExprKind::String:
    case ExprKind::Array:
    case ExprKind::Range: return false;
    case ExprKind::Unary: return e->op == Op::Not;
    case ExprKind::Binary: return isRelation(e->op) || e->op == Op::And || e->op == Op::Or;
    case ExprKind::If: return isBoolean(e->args[1], scope);
    case ExprKind::Name:
    case ExprKind::Index:
    case ExprKind::Member: {
        const std::vector<RefPart> parts = refParts(*e);
        if (parts.size() != 1) return true;
        Found f = lookupFirst(parts[0].name, scope);
        if (f.inst) {
            resolve(f.inst);
            Instance* t = f.inst->target();
            return t->kind != Instance::Kind::Leaf || t->leafType == "Boolean";
        }
        if (f.comp) return f.comp->typeName == "Boolean";
        return true;
    }
    default: return true;
    }
}

}  // namespace hs::flatten

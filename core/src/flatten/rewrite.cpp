// Expressions, equations and statements into the flat model's names: every component
// reference becomes the flat variable it names (`R1.p.v`), through arrays of components by
// a view over their elements when its subscripts are known only later (`R[i].v` in a loop);
// constants of packages become declarations of their own; calls name the function by its
// qualified name; loops around connect() are written out and if-equations around it decided.

#include "flattener.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace hs::flatten {

namespace {

ExprPtr colon(SourceLoc loc) {
    auto e = std::make_shared<Expr>();
    e->kind = ExprKind::Colon;
    e->loc = loc;
    return e;
}

const Expr* rootName(const Expr& e) {
    const Expr* r = &e;
    while ((r->kind == ExprKind::Index || r->kind == ExprKind::Member) && !r->args.empty())
        r = r->args[0].get();
    return r->kind == ExprKind::Name ? r : nullptr;
}

}  // namespace

std::vector<RefPart> Flattener::refParts(const Expr& e) {
    std::vector<RefPart> parts;
    switch (e.kind) {
    case ExprKind::Name:
        for (std::string& p : splitDots(e.text)) parts.push_back({std::move(p), {}});
        break;
    case ExprKind::Index:
        if (e.args.empty()) break;
        parts = refParts(*e.args[0]);
        if (!parts.empty()) parts.back().subs.assign(e.args.begin() + 1, e.args.end());
        break;
    case ExprKind::Member:
        if (e.args.empty()) break;
        parts = refParts(*e.args[0]);
        if (!parts.empty()) parts.push_back({e.text, {}});
        break;
    default: break;
    }
    return parts;
}

std::string Flattener::qualifiedClassRef(ClassNode* cls, SourceLoc loc) {
    Expanded* x = expandedClass(cls);
    if (x->enumeration) return useEnumeration(x->enumeration, loc);
    return cls->path;
}

namespace {

struct ViewLevel {
    std::size_t part = 0;  // the reference part whose subscripts index this level
    std::size_t ndims = 0;
};

}  // namespace

ExprPtr Flattener::resolveReference(const Expr& e, Scope scope, LoopEnv& env) {
    const std::vector<RefPart> orig = refParts(e);
    if (orig.empty()) return std::make_shared<Expr>(e);
    const Expr* root = rootName(e);
    const bool global = root && !root->text.empty() && root->text.front() == '.';
    std::vector<RefPart> parts = orig;
    for (RefPart& p : parts)
        for (ExprPtr& s : p.subs) s = rewrite(s, scope, env);
    const SourceLoc loc = e.loc;
    const std::string written = toString(e);

    auto build = [&](std::string name, const std::vector<ExprPtr>& subs) {
        ExprPtr n = nameExpr(std::move(name), loc);
        if (subs.empty()) return n;
        return indexExpr(n, subs, loc);
    };

    Found f;
    if (global) {
        f.cls = m_tree.child(m_tree.root(), orig[0].name);
    } else {
        f = lookupFirst(orig[0].name, scope);
    }

    // ---------------------------------------------------------------- a class path
    std::size_t i = 1;
    const Component* comp = f.comp;
    ClassNode* owner = f.compOwner;
    if (f.cls) {
        ClassNode* node = f.cls;
        for (; i < orig.size(); ++i) {
            if (i + 1 == orig.size()) {
                Expanded* x = expandedClass(node);
                if (x->enumeration) {
                    const ClassDef& def = *x->enumeration->def;
                    if (std::find(def.literals.begin(), def.literals.end(), orig[i].name) ==
                        def.literals.end()) {
                        error(Code::UndefinedName, loc,
                              msg("the enumeration '%1' has no literal '%2'", node->path,
                                  orig[i].name));
                        return nameExpr(written, loc);
                    }
                    return build(useEnumeration(x->enumeration, loc) + "." + orig[i].name,
                                 parts[i].subs);
                }
            }
            Found m = memberOfClassPath(node, orig[i].name, loc);
            if (m.comp) {
                comp = m.comp;
                owner = m.compOwner;
                ++i;
                break;
            }
            if (!m.cls) {
                if (node->builtin) return build(written, {});  // StateSelect.prefer, ...
                error(Code::UndefinedName, loc,
                      msg("'%1' has no element '%2'", node->path, orig[i].name));
                return nameExpr(written, loc);
            }
            node = m.cls;
        }
        if (!comp) {
            Expanded* x = expandedClass(node);
            if (x->enumeration)
                return build(useEnumeration(x->enumeration, loc), parts.back().subs);
            if (node->builtin) return build(node->name, parts.back().subs);
            if (x->basicType && x->basicType->name == "Boolean")  // an alias of Boolean: a range
                return build("Boolean", parts.back().subs);
            error(Code::TypeError, loc, msg("'%1' is a class, not a value", written));
            return nameExpr(written, loc);
        }
    }
    if (comp && !m_locals.empty() && i == orig.size() &&
        comp->variability == Variability::Constant) {
        // inside a function or record: the constant's value itself (a function sees only its
        // own variables)
        Expanded* x = expandedClass(owner);
        const ElementDef* el = x->find(comp->name);
        if (el && el->comp == comp && m_evaluatingConstants.insert(comp).second) {
            Mod m = declarationMod(*comp, Scope{el->scope.node, nullptr});
            merge(m, el->mod, comp->name);
            std::set<std::string> saved = std::move(m_locals);
            m_locals.clear();
            LoopEnv none;
            ExprPtr value =
                m.value ? rewrite(m.value, Scope{m.scope.node, nullptr}, none) : nullptr;
            m_locals = std::move(saved);
            m_evaluatingConstants.erase(comp);
            if (value)
                return parts[i - 1].subs.empty() ? value : indexExpr(value, parts[i - 1].subs, loc);
        }
    }
    if (comp) {
        // a constant of a class around the name (or of a package): its own declaration
        const std::string flat = packageConstant(*comp, owner, loc);
        std::string name = flat;
        for (std::size_t k = i; k < orig.size(); ++k) name += "." + orig[k].name;
        const std::vector<ExprPtr>& compSubs = parts[i - 1].subs;
        if (i == orig.size()) return build(name, compSubs);
        if (!compSubs.empty()) {
            error(Code::Unsupported, loc,
                  msg("a field of an element of an array of records is not supported yet ('%1')",
                      written));
            return nameExpr(written, loc);
        }
        return build(name, parts.back().subs);
    }
    if (!f.inst) {
        // not declared: in the model itself the model compiler reports it (with the names
        // it could be); inside a component it is reported here, where it is written
        if (!scope.inst || scope.inst == m_top.get()) {
            if (e.kind == ExprKind::Name) return std::make_shared<Expr>(e);
            if (e.kind == ExprKind::Index && e.args[0]->kind == ExprKind::Name)
                return build(e.args[0]->text, parts.back().subs);
        }
        error(Code::UndefinedName, loc,
              msg("'%1' is not declared in '%2'", orig[0].name, describeScope(scope)));
        return nameExpr(written, loc);
    }

    // ---------------------------------------------------------------- the instance tree
    Instance* cur = f.inst;
    for (i = 0; i < orig.size();) {
        resolve(cur);
        // spec 4.4.5: a conditional component is used in connect() only
        if (cur->decl && cur->decl->condition) {
            error(Code::InvalidEquation, loc,
                  msg("'%1' is a conditional component: only connect() can use it", cur->path));
            return nameExpr(written, loc);
        }
        // a protected element is used in its class only, not through a component
        if (i > 0 && cur->declaredProtected) {
            error(Code::UndefinedName, loc,
                  msg("'%1' is protected: it can be used only inside its class", cur->path));
            return nameExpr(written, loc);
        }
        // through an outer component, only what the outer's type has
        if (cur->outerTarget && i + 1 < orig.size() && cur->cls &&
            !expandedClass(cur->cls)->find(orig[i + 1].name)) {
            error(Code::UndefinedName, loc,
                  msg("'%1' has no element '%2' in its declared type '%3'", cur->path,
                      orig[i + 1].name, cur->cls->path));
            return nameExpr(written, loc);
        }
        cur = cur->target();
        resolve(cur);
        if (!cur->present) {
            error(Code::UndefinedName, loc,
                  msg("'%1' is a conditional component that is not present here", cur->path));
            return nameExpr(written, loc);
        }
        switch (cur->kind) {
        case Instance::Kind::Leaf:
            if (i + 1 != orig.size()) {
                error(Code::UndefinedName, loc,
                      msg("'%1' is a variable of type %2: it has no component '%3'", cur->path,
                          cur->leafType, orig[i + 1].name));
                return nameExpr(written, loc);
            }
            return build(cur->path, parts[i].subs);
        case Instance::Kind::Record: {
            std::string name = cur->path;
            for (std::size_t k = i + 1; k < orig.size(); ++k) name += "." + orig[k].name;
            if (i + 1 == orig.size()) return build(name, parts[i].subs);
            if (!parts[i].subs.empty()) {
                error(Code::Unsupported, loc,
                      msg("a field of an element of an array of records is not supported yet "
                          "('%1')",
                          written));
                return nameExpr(written, loc);
            }
            return build(name, parts.back().subs);
        }
        case Instance::Kind::Model: {
            if (!parts[i].subs.empty()) {
                error(Code::SizeMismatch, loc, msg("'%1' is not an array", cur->path));
                return nameExpr(written, loc);
            }
            if (i + 1 == orig.size()) {
                error(Code::TypeError, loc,
                      msg("'%1' is a component of the class '%2', not a value", cur->path,
                          cur->cls ? cur->cls->path : std::string()));
                return nameExpr(written, loc);
            }
            elaborate(cur);
            Instance* next = cur->child(orig[i + 1].name);
            if (!next) {
                // a class of the component's class: an enumeration's literal, a constant
                const ElementDef* el =
                    cur->expanded ? cur->expanded->find(orig[i + 1].name) : nullptr;
                if (el && el->cls && i + 3 == orig.size()) {
                    Expanded* x = expandedClass(el->cls);
                    if (x->enumeration)
                        return build(useEnumeration(x->enumeration, loc) + "." + orig[i + 2].name,
                                     {});
                }
                error(Code::UndefinedName, loc,
                      msg("'%1' has no component '%2'", cur->path, orig[i + 1].name));
                return nameExpr(written, loc);
            }
            cur = next;
            ++i;
            continue;
        }
        case Instance::Kind::Array: {
            if (orig[i].subs.size() == cur->dims.size()) {
                std::vector<int> index;
                for (std::size_t k = 0; k < orig[i].subs.size(); ++k) {
                    const ExprPtr& s = orig[i].subs[k];
                    if (s->kind == ExprKind::Colon || s->kind == ExprKind::Range) break;
                    const std::optional<double> v = evaluateScalar(s, scope, env);
                    if (!v || *v != std::floor(*v)) break;
                    if (*v < 1 || *v > cur->dims[k]) {
                        error(Code::IndexOutOfRange, s->loc,
                              msg("the subscript %1 of '%2' is outside 1..%3", *v, cur->path,
                                  cur->dims[k]));
                        return nameExpr(written, loc);
                    }
                    index.push_back(static_cast<int>(*v));
                }
                if (index.size() == cur->dims.size()) {
                    Instance* el = cur->child(suffixOf(index));
                    if (i + 1 == orig.size()) {
                        error(Code::TypeError, loc,
                              msg("'%1' is a component of the class '%2', not a value", el->path,
                                  cur->cls ? cur->cls->path : std::string()));
                        return nameExpr(written, loc);
                    }
                    elaborate(el);
                    Instance* next = el->child(orig[i + 1].name);
                    if (!next) {
                        error(Code::UndefinedName, loc,
                              msg("'%1' has no component '%2'", el->path, orig[i + 1].name));
                        return nameExpr(written, loc);
                    }
                    cur = next;
                    ++i;
                    continue;
                }
            } else if (!orig[i].subs.empty()) {
                error(Code::SizeMismatch, loc,
                      msg("'%1' has %2 dimensions, but %3 subscripts are given", cur->path,
                          cur->dims.size(), orig[i].subs.size()));
                return nameExpr(written, loc);
            }
            // subscripts known later, or the whole array: a view over every element
            std::string viewName = cur->path;
            for (std::size_t k = i + 1; k < orig.size(); ++k) viewName += "." + orig[k].name;
            std::vector<ViewLevel> levels;
            std::vector<int> dims;
            std::vector<std::string> names;
            bool ok = true;
            // walks from `node` (named by part k) to the variables, all elements
            std::function<void(Instance*, std::size_t, bool)> collect =
                [&](Instance* node, std::size_t k, bool first) {
                    if (!ok) return;
                    resolve(node);
                    node = node->target();
                    resolve(node);
                    if (!node->present) {
                        ok = false;
                        return;
                    }
                    if (node->kind == Instance::Kind::Array) {
                        if (first) {
                            levels.push_back({k, node->dims.size()});
                            dims.insert(dims.end(), node->dims.begin(), node->dims.end());
                        }
                        if (k + 1 >= orig.size()) {
                            ok = false;
                            return;
                        }
                        bool f1 = first;
                        for (const auto& el : node->children) {
                            elaborate(el.get());
                            Instance* next = el->child(orig[k + 1].name);
                            if (!next) {
                                ok = false;
                                return;
                            }
                            collect(next, k + 1, f1);
                            f1 = false;
                        }
                        return;
                    }
                    if (node->kind == Instance::Kind::Model) {
                        if (k + 1 >= orig.size()) {
                            ok = false;
                            return;
                        }
                        elaborate(node);
                        Instance* next = node->child(orig[k + 1].name);
                        if (!next) {
                            ok = false;
                            return;
                        }
                        collect(next, k + 1, first);
                        return;
                    }
                    if (node->kind == Instance::Kind::Record) {
                        std::string name = node->path;
                        for (std::size_t m = k + 1; m < orig.size(); ++m)
                            name += "." + orig[m].name;
                        names.push_back(name);
                        return;
                    }
                    if (k + 1 != orig.size()) {
                        ok = false;
                        return;
                    }
                    const std::vector<int>* sizes = leafSizes(node);
                    if (!sizes) {
                        ok = false;
                        return;
                    }
                    if (first) {
                        levels.push_back({k, sizes->size()});
                        dims.insert(dims.end(), sizes->begin(), sizes->end());
                    }
                    if (sizes->empty()) {
                        names.push_back(node->path);
                        return;
                    }
                    std::vector<int> index(sizes->size(), 1);
                    std::size_t n = 1;
                    for (int d : *sizes) n *= static_cast<std::size_t>(d);
                    for (std::size_t m = 0; m < n; ++m) {
                        names.push_back(node->path + suffixOf(index));
                        for (std::size_t q = index.size(); q-- > 0;) {
                            if (++index[q] <= (*sizes)[q]) break;
                            index[q] = 1;
                        }
                    }
                };
            collect(cur, i, true);
            std::size_t total = 1;
            for (int d : dims) total *= static_cast<std::size_t>(d);
            if (!ok || names.size() != total) {
                error(Code::SizeMismatch, loc,
                      msg("'%1' cannot be read as one array: the elements of '%2' differ, or a "
                          "size is not known when the model is translated",
                          written, cur->path));
                return nameExpr(written, loc);
            }
            if (m_views.insert(viewName).second)
                m_out.arrayViews.push_back({viewName, dims, names});
            std::vector<ExprPtr> subs;
            bool any = false;
            for (const ViewLevel& l : levels) {
                const std::vector<ExprPtr>& given = parts[l.part].subs;
                if (given.empty()) {
                    for (std::size_t d = 0; d < l.ndims; ++d) subs.push_back(colon(loc));
                    continue;
                }
                if (given.size() != l.ndims) {
                    error(Code::SizeMismatch, loc,
                          msg("'%1': %2 subscripts where %3 are needed", written, given.size(),
                              l.ndims));
                    return nameExpr(written, loc);
                }
                for (const ExprPtr& s : given) {
                    any = any || s->kind != ExprKind::Colon;
                    subs.push_back(s);
                }
            }
            return build(viewName, any ? subs : std::vector<ExprPtr>{});
        }
        }
    }
    return nameExpr(written, loc);
}

ExprPtr Flattener::rewrite(const ExprPtr& ep, Scope scope, LoopEnv& env) {
    if (!ep) return ep;
    const Expr& e = *ep;
    switch (e.kind) {
    case ExprKind::Number:
    case ExprKind::Boolean:
    case ExprKind::String:
    case ExprKind::Colon:
    case ExprKind::End: return ep;
    case ExprKind::Name:
    case ExprKind::Index:
    case ExprKind::Member: {
        const Expr* root = rootName(e);
        if (!root) break;
        const bool dotted = root->text.find('.') != std::string::npos;
        const std::string first = root->text.substr(0, root->text.find('.'));
        const bool local = !first.empty() && m_locals.count(first);
        const std::optional<double>* loop = dotted ? nullptr : env.find(first);
        const bool keep = local || first == kDeducedRange || (!dotted && first == "time") || loop;
        if (!keep) return resolveReference(e, scope, env);
        if (e.kind == ExprKind::Name) {
            if (loop && *loop && !local)
                return makeNumber(**loop, e.loc, **loop == std::floor(**loop));
            return ep;
        }
        // a function's variable or a loop variable: only its subscripts are rewritten
        std::vector<ExprPtr> args;
        for (std::size_t k = 0; k < e.args.size(); ++k)
            args.push_back(k == 0 ? rewrite(e.args[0], scope, env)
                                  : rewrite(e.args[k], scope, env));
        return withArgs(e, std::move(args));
    }
    case ExprKind::Call: {
        auto copy = std::make_shared<Expr>(e);
        // a function or record constructor of the source or a library: its qualified name
        if (!m_locals.count(e.text.substr(0, e.text.find('.')))) {
            const std::vector<std::string> parts = splitDots(e.text);
            Found f = e.text.front() == '.'
                          ? Found{nullptr, nullptr, nullptr, m_tree.child(m_tree.root(), parts[0])}
                          : lookupFirst(parts[0], scope);
            ClassNode* node = f.cls;
            std::size_t first = 1;
            if (f.inst && parts.size() > 1) {
                // a function of a component's class (spec 5.3.2): a.f(x)
                Instance* cur = f.inst;
                for (; first < parts.size(); ++first) {
                    resolve(cur);
                    if (cur->decl && cur->decl->condition)
                        error(Code::InvalidEquation, e.loc,
                              msg("'%1' is a conditional component: only connect() can use it",
                                  cur->path));
                    if (first > 1 && cur->declaredProtected)
                        error(Code::UndefinedName, e.loc,
                              msg("'%1' is protected: it can be used only inside its class",
                                  cur->path));
                    cur = cur->target();
                    resolve(cur);
                    if (cur->kind != Instance::Kind::Model) break;
                    elaborate(cur);
                    if (Instance* next = cur->child(parts[first])) {
                        cur = next;
                        continue;
                    }
                    if (const ElementDef* el =
                            cur->expanded ? cur->expanded->find(parts[first]) : nullptr;
                        el && el->cls) {
                        node = el->cls;
                        if (el->isProtected)
                            error(Code::UndefinedName, e.loc,
                                  msg("'%1' is protected in '%2': it can be used only there",
                                      parts[first], cur->path));
                    }
                    ++first;
                    break;
                }
            }
            for (std::size_t i = first; node && i < parts.size(); ++i)
                node = memberOfClassPath(node, parts[i], e.loc).cls;
            if (node && !node->builtin) {
                Expanded* x = expandedClass(node);
                if (x->kind == ClassKind::Function)
                    copy->text = useFunction(node, e.loc);
                else if (x->kind == ClassKind::Record)
                    copy->text = useRecord(node, e.loc);
                else if (x->kind == ClassKind::OperatorRecord)
                    error(Code::Unsupported, e.loc,
                          msg("operator records are not supported yet ('%1')", node->path));
            }
        }
        for (ExprPtr& a : copy->args) {
            if (a->kind == ExprKind::Comprehension) {
                env.vars.emplace_back(a->text, std::nullopt);
                auto c = std::make_shared<Expr>(*a);
                c->args[0] = rewrite(a->args[0], scope, env);
                env.vars.pop_back();
                if (c->args.size() > 1) c->args[1] = rewrite(a->args[1], scope, env);
                a = c;
                continue;
            }
            a = rewrite(a, scope, env);
        }
        copy->depth = 1;
        for (const ExprPtr& a : copy->args) copy->depth = std::max(copy->depth, a->depth + 1);
        return copy;
    }
    case ExprKind::Comprehension: {
        auto c = std::make_shared<Expr>(e);
        if (c->args.size() > 1) c->args[1] = rewrite(e.args[1], scope, env);
        env.vars.emplace_back(e.text, std::nullopt);
        c->args[0] = rewrite(e.args[0], scope, env);
        env.vars.pop_back();
        return c;
    }
    default: break;
    }
    std::vector<ExprPtr> args;
    args.reserve(e.args.size());
    for (const ExprPtr& a : e.args) args.push_back(rewrite(a, scope, env));
    return withArgs(e, std::move(args));
}

bool Flattener::hasConnect(const Equation& eq) const {
    if (eq.kind == EqKind::Call) return eq.call && eq.call->text == "connect";
    for (const EqBranch& b : eq.branches)
        for (const EquationPtr& x : b.body)
            if (hasConnect(*x)) return true;
    for (const EquationPtr& x : eq.elseBody)
        if (hasConnect(*x)) return true;
    return false;
}

void Flattener::rewriteEquation(const EquationPtr& ep, Scope scope, LoopEnv& env,
                                std::vector<EquationPtr>& out, bool initial) {
    const Equation& eq = *ep;
    auto body = [&](const std::vector<EquationPtr>& in) {
        std::vector<EquationPtr> r;
        for (const EquationPtr& x : in) rewriteEquation(x, scope, env, r, initial);
        return r;
    };
    switch (eq.kind) {
    case EqKind::Equality: {
        auto c = std::make_shared<Equation>(eq);
        c->lhs = rewrite(eq.lhs, scope, env);
        c->rhs = rewrite(eq.rhs, scope, env);
        c->component = m_component;
        out.push_back(std::move(c));
        return;
    }
    case EqKind::Call: {
        if (eq.call->text == "connect") {
            if (initial)
                error(Code::InvalidEquation, eq.loc,
                      msg("connect() belongs in an equation section, not an initial equation"));
            else
                connect(*eq.call, scope, env);
            return;
        }
        auto c = std::make_shared<Equation>(eq);
        c->call = rewrite(eq.call, scope, env);
        c->component = m_component;
        out.push_back(std::move(c));
        return;
    }
    case EqKind::For: {
        if (hasConnect(eq)) {
            // written out here: connect() needs its subscripts known
            if (!eq.range) {
                error(Code::Unsupported, eq.loc,
                      msg("a for-loop around connect() needs its range ('for %1 in ...')",
                          eq.loopVar));
                return;
            }
            const std::optional<Value> values = evaluate(eq.range, scope, env);
            if (!values || values->dims.size() != 1) {
                error(Code::VariabilityError, eq.range->loc,
                      msg("the range of a for-loop around connect() must be known when the model "
                          "is translated"));
                return;
            }
            for (double v : values->el) {
                env.vars.emplace_back(eq.loopVar, v);
                if (!eq.branches.empty())
                    for (const EquationPtr& x : eq.branches[0].body)
                        rewriteEquation(x, scope, env, out, initial);
                env.vars.pop_back();
            }
            return;
        }
        auto c = std::make_shared<Equation>(eq);
        if (eq.range) c->range = rewrite(eq.range, scope, env);
        env.vars.emplace_back(eq.loopVar, std::nullopt);
        if (!c->branches.empty()) c->branches[0].body = body(eq.branches[0].body);
        env.vars.pop_back();
        c->component = m_component;
        out.push_back(std::move(c));
        return;
    }
    case EqKind::If: {
        if (hasConnect(eq)) {
            // decided here: which connections exist must be known
            for (const EqBranch& b : eq.branches) {
                const std::optional<double> cond = evaluateScalar(b.cond, scope, env);
                if (!cond) {
                    error(Code::VariabilityError, b.cond->loc,
                          msg("an if-equation with connect() needs a condition known when the "
                              "model is translated (a parameter expression)"));
                    return;
                }
                if (*cond != 0.0) {
                    for (const EquationPtr& x : b.body)
                        rewriteEquation(x, scope, env, out, initial);
                    return;
                }
            }
            for (const EquationPtr& x : eq.elseBody) rewriteEquation(x, scope, env, out, initial);
            return;
        }
        auto c = std::make_shared<Equation>(eq);
        for (EqBranch& b : c->branches) {
            b.cond = rewrite(b.cond, scope, env);
            b.body = body(b.body);
        }
        c->elseBody = body(eq.elseBody);
        c->component = m_component;
        out.push_back(std::move(c));
        return;
    }
    case EqKind::When: {
        if (hasConnect(eq)) {
            error(Code::InvalidEquation, eq.loc, msg("connect() cannot be inside a when-equation"));
            return;
        }
        // spec 8.3.5: a when-equation sets the variables of its own class (and its connectors)
        std::function<void(const std::vector<EquationPtr>&)> ownTargets =
            [&](const std::vector<EquationPtr>& list) {
                for (const EquationPtr& x : list) {
                    if (x->kind == EqKind::If) {
                        for (const EqBranch& b : x->branches) ownTargets(b.body);
                        ownTargets(x->elseBody);
                    }
                    if (x->kind != EqKind::Equality || !x->lhs) continue;
                    const std::vector<RefPart> parts = refParts(*x->lhs);
                    if (parts.size() < 2) continue;
                    Found f = lookupFirst(parts[0].name, scope);
                    if (!f.inst) continue;
                    resolve(f.inst);
                    Instance* t = f.inst->target();
                    if ((t->kind == Instance::Kind::Model || t->kind == Instance::Kind::Array) &&
                        !t->connector)
                        error(Code::InvalidEquation, x->loc,
                              msg("'%1' is a variable of the component '%2': a when-equation sets "
                                  "the variables of its own class only",
                                  toString(*x->lhs), t->path));
                }
            };
        for (const EqBranch& b : eq.branches) ownTargets(b.body);
        auto c = std::make_shared<Equation>(eq);
        for (EqBranch& b : c->branches) {
            b.cond = rewrite(b.cond, scope, env);
            b.body = body(b.body);
        }
        c->component = m_component;
        out.push_back(std::move(c));
        return;
    }
    }
}

std::vector<StmtPtr> Flattener::rewriteStatements(const std::vector<StmtPtr>& in, Scope scope,
                                                  LoopEnv& env) {
    std::vector<StmtPtr> out;
    out.reserve(in.size());
    for (const StmtPtr& sp : in) {
        auto s = std::make_shared<Stmt>(*sp);
        if (s->target) s->target = rewrite(s->target, scope, env);
        if (s->value) s->value = rewrite(s->value, scope, env);
        if (s->kind == StmtKind::For) {
            if (s->range) s->range = rewrite(s->range, scope, env);
            env.vars.emplace_back(s->loopVar, std::nullopt);
            for (StmtBranch& b : s->branches) b.body = rewriteStatements(b.body, scope, env);
            env.vars.pop_back();
        } else {
            for (StmtBranch& b : s->branches) {
                if (b.cond) b.cond = rewrite(b.cond, scope, env);
                b.body = rewriteStatements(b.body, scope, env);
            }
        }
        s->elseBody = rewriteStatements(s->elseBody, scope, env);
        out.push_back(std::move(s));
    }
    return out;
}

}  // namespace hs::flatten

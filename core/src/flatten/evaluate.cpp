// Values known when the model is translated: sizes of arrays of components, conditions of
// conditional components, ranges and conditions around connect(), subscripts of connectors.
// Literals, loop variables, constants and parameters with bindings (those become
// structural: fixed for every run), enumeration literals, size() and the usual functions.
// A value that depends on anything else is not known (nullopt); callers report.

#include "flattener.h"

#include <cmath>
#include <functional>

namespace hs::flatten {

namespace {

std::size_t count(const std::vector<int>& dims) {
    std::size_t n = 1;
    for (int d : dims) n *= static_cast<std::size_t>(std::max(d, 0));
    return n;
}

std::optional<double> math1(const std::string& f, double x) {
    static const std::vector<std::pair<const char*, double (*)(double)>> table = {
        {"sin", [](double v) { return std::sin(v); }},
        {"cos", [](double v) { return std::cos(v); }},
        {"tan", [](double v) { return std::tan(v); }},
        {"asin", [](double v) { return std::asin(v); }},
        {"acos", [](double v) { return std::acos(v); }},
        {"atan", [](double v) { return std::atan(v); }},
        {"sinh", [](double v) { return std::sinh(v); }},
        {"cosh", [](double v) { return std::cosh(v); }},
        {"tanh", [](double v) { return std::tanh(v); }},
        {"exp", [](double v) { return std::exp(v); }},
        {"log", [](double v) { return std::log(v); }},
        {"log10", [](double v) { return std::log10(v); }},
        {"sqrt", [](double v) { return std::sqrt(v); }},
        {"abs", [](double v) { return std::fabs(v); }},
        {"sign", [](double v) { return v > 0   ? 1.0
                                       : v < 0 ? -1.0
                                               : 0.0; }},
        {"floor", [](double v) { return std::floor(v); }},
        {"ceil", [](double v) { return std::ceil(v); }},
        {"integer", [](double v) { return std::floor(v); }},
        {"Integer", [](double v) { return v; }},
        {"noEvent", [](double v) { return v; }},
    };
    for (const auto& [name, fn] : table)
        if (f == name) return fn(x);
    return std::nullopt;
}

std::optional<double> math2(const std::string& f, double a, double b) {
    if (f == "atan2") return std::atan2(a, b);
    if (f == "min") return std::min(a, b);
    if (f == "max") return std::max(a, b);
    if (f == "div" && b != 0) return std::trunc(a / b);
    if (f == "mod" && b != 0) return a - std::floor(a / b) * b;
    if (f == "rem" && b != 0) return a - std::trunc(a / b) * b;
    return std::nullopt;
}

// The elements the subscripts select; nullopt when a subscript is not known.
std::optional<Value> select(const Value& v, const std::vector<std::optional<Value>>& subs) {
    if (subs.size() > v.dims.size()) return std::nullopt;
    std::vector<std::vector<int>> take(v.dims.size());
    std::vector<int> dims;
    for (std::size_t k = 0; k < v.dims.size(); ++k) {
        if (k >= subs.size() || !subs[k]) {  // ':' or none: the whole dimension
            for (int i = 1; i <= v.dims[k]; ++i) take[k].push_back(i);
            dims.push_back(v.dims[k]);
            continue;
        }
        for (double x : subs[k]->el) {
            if (x != std::floor(x) || x < 1 || x > v.dims[k]) return std::nullopt;
            take[k].push_back(static_cast<int>(x));
        }
        if (!subs[k]->scalar()) dims.push_back(static_cast<int>(take[k].size()));
    }
    Value out;
    out.dims = dims;
    std::vector<std::size_t> pos(v.dims.size(), 0);
    std::size_t total = 1;
    for (const auto& t : take) total *= t.size();
    for (std::size_t n = 0; n < total; ++n) {
        std::size_t flat = 0;
        for (std::size_t k = 0; k < v.dims.size(); ++k)
            flat = flat * static_cast<std::size_t>(v.dims[k]) +
                   static_cast<std::size_t>(take[k][pos[k]] - 1);
        if (flat >= v.el.size()) return std::nullopt;
        out.el.push_back(v.el[flat]);
        for (std::size_t k = pos.size(); k-- > 0;) {
            if (++pos[k] < take[k].size()) break;
            pos[k] = 0;
        }
    }
    return out;
}

std::optional<Value> elementwise(const Value& a, const Value& b,
                                 const std::function<double(double, double)>& f, bool broadcast) {
    Value out;
    if (a.dims == b.dims) {
        out.dims = a.dims;
        for (std::size_t i = 0; i < a.el.size(); ++i) out.el.push_back(f(a.el[i], b.el[i]));
        return out;
    }
    if (!broadcast) return std::nullopt;
    if (a.scalar()) {
        out.dims = b.dims;
        for (double x : b.el) out.el.push_back(f(a.el[0], x));
        return out;
    }
    if (b.scalar()) {
        out.dims = a.dims;
        for (double x : a.el) out.el.push_back(f(x, b.el[0]));
        return out;
    }
    return std::nullopt;
}

}  // namespace

std::optional<double> Flattener::evaluateScalar(const ExprPtr& e, Scope scope, const LoopEnv& env) {
    const std::optional<Value> v = evaluate(e, scope, env);
    if (!v || !v->scalar() || v->el.size() != 1 || v->text) return std::nullopt;
    return v->el[0];
}

std::optional<Value> Flattener::valueOf(Instance* leaf, SourceLoc loc) {
    (void)loc;
    if (leaf->variability != Variability::Parameter && leaf->variability != Variability::Constant)
        return std::nullopt;
    if (leaf->kind != Instance::Kind::Leaf) return std::nullopt;
    if (!m_evaluating.insert(leaf).second) return std::nullopt;
    std::optional<Value> v;
    LoopEnv env;
    if (leaf->mod.value) {
        v = evaluate(leaf->mod.value, leaf->mod.scope, env);
    } else if (const Mod* start = leaf->mod.sub("start"); start && start->value) {
        v = evaluate(start->value, start->scope, env);
    }
    m_evaluating.erase(leaf);
    if (v && leaf->variability == Variability::Parameter) m_structural.insert(leaf->path);
    return v;
}

std::optional<Value> Flattener::constantValue(const Component& c, ClassNode* owner) {
    if (c.variability != Variability::Constant && c.variability != Variability::Parameter)
        return std::nullopt;
    if (!m_evaluatingConstants.insert(&c).second) return std::nullopt;
    Mod m;
    if (Expanded* x = expandedClass(owner))
        if (const ElementDef* e = x->find(c.name); e && e->comp == &c) {
            m = declarationMod(c, Scope{e->scope.node, nullptr});
            merge(m, e->mod, c.name);
        }
    std::optional<Value> v;
    LoopEnv env;
    if (m.value) v = evaluate(m.value, Scope{m.scope.node, nullptr}, env);
    m_evaluatingConstants.erase(&c);
    return v;
}

const std::vector<int>* Flattener::leafSizes(Instance* leaf) {
    if (leaf->leafSizes) return &*leaf->leafSizes;
    std::vector<int> sizes;
    for (const auto& [dim, scope] : leaf->leafDims) {
        LoopEnv env;
        if (dim->kind == ExprKind::Colon) {
            // from the binding
            if (!leaf->mod.value) return nullptr;
            const std::optional<Value> v = evaluate(leaf->mod.value, leaf->mod.scope, env);
            if (!v || v->dims.size() != leaf->leafDims.size()) return nullptr;
            sizes.push_back(v->dims[sizes.size()]);
            continue;
        }
        const std::optional<double> n = evaluateScalar(dim, scope, env);
        if (!n || *n < 0 || *n != std::floor(*n)) return nullptr;
        sizes.push_back(static_cast<int>(*n));
    }
    leaf->leafSizes = std::move(sizes);
    return &*leaf->leafSizes;
}

namespace {

// The value of an enumeration literal `E.b` (its ordinal), when `cls` is the enumeration.
std::optional<Value> enumLiteral(Flattener& fl, ClassNode* cls, const std::string& literal) {
    Expanded* x = fl.expandedClass(cls);
    if (!x->enumeration) return std::nullopt;
    const ClassDef& def = *x->enumeration->def;
    for (std::size_t i = 0; i < def.literals.size(); ++i)
        if (def.literals[i] == literal) return Value::of(static_cast<double>(i + 1));
    return std::nullopt;
}

}  // namespace

std::optional<Value> Flattener::evaluate(const ExprPtr& ep, Scope scope, const LoopEnv& env) {
    if (!ep) return std::nullopt;
    const Expr& e = *ep;
    auto subsOf =
        [&](const std::vector<ExprPtr>& subs) -> std::optional<std::vector<std::optional<Value>>> {
        std::vector<std::optional<Value>> out;
        for (const ExprPtr& s : subs) {
            if (s->kind == ExprKind::Colon) {
                out.emplace_back();
                continue;
            }
            std::optional<Value> v = evaluate(s, scope, env);
            if (!v) return std::nullopt;
            out.push_back(std::move(v));
        }
        return out;
    };
    switch (e.kind) {
    case ExprKind::Number: return Value::of(e.number);
    case ExprKind::Boolean: return Value::of(e.boolean ? 1.0 : 0.0);
    case ExprKind::String: {
        Value v;
        v.text = e.text;
        v.el.push_back(0.0);
        return v;
    }
    case ExprKind::Name:
    case ExprKind::Index:
    case ExprKind::Member: {
        std::vector<RefPart> parts = refParts(e);
        if (parts.empty()) return std::nullopt;
        if (parts.size() == 1 && parts[0].subs.empty() && e.kind == ExprKind::Name)
            if (const std::optional<double>* loop = env.find(parts[0].name)) {
                if (!*loop) return std::nullopt;
                return Value::of(**loop);
            }
        Found f = lookupFirst(parts[0].name, scope);
        std::size_t i = 0;
        if (f.cls) {
            // a class path: an enumeration literal or a constant of a package
            ClassNode* node = f.cls;
            for (i = 1; i < parts.size(); ++i) {
                if (i + 1 == parts.size())
                    if (auto lit = enumLiteral(*this, node, parts[i].name)) return lit;
                Found m = memberOfClass(node, parts[i].name);
                if (m.comp) {
                    f = m;
                    break;
                }
                if (!m.cls) return std::nullopt;
                node = m.cls;
            }
            if (!f.comp) return std::nullopt;
        }
        if (f.comp) {
            std::optional<Value> v = constantValue(*f.comp, f.compOwner);
            if (!v || i + 1 < parts.size()) return std::nullopt;
            auto subs = subsOf(parts[i].subs);
            if (!subs) return std::nullopt;
            return select(*v, *subs);
        }
        if (!f.inst) return std::nullopt;
        Instance* cur = f.inst;
        for (i = 0; i < parts.size();) {
            resolve(cur);
            cur = cur->target();
            resolve(cur);
            if (!cur->present) return std::nullopt;
            auto subs = subsOf(parts[i].subs);
            if (!subs) return std::nullopt;
            if (cur->kind == Instance::Kind::Array) {
                if (subs->size() != cur->dims.size()) return std::nullopt;
                std::string suffix = "[";
                for (std::size_t k = 0; k < subs->size(); ++k) {
                    if (!(*subs)[k] || !(*subs)[k]->scalar()) return std::nullopt;
                    if (k > 0) suffix += ',';
                    suffix += std::to_string(static_cast<int>((*subs)[k]->el[0]));
                }
                Instance* el = cur->child(suffix + "]");
                if (!el || i + 1 >= parts.size()) return std::nullopt;
                cur = el->child(parts[i + 1].name);
                if (!cur) {
                    elaborate(el);
                    cur = el->child(parts[i + 1].name);
                }
                if (!cur) return std::nullopt;
                ++i;
                continue;
            }
            if (cur->kind == Instance::Kind::Leaf) {
                if (i + 1 != parts.size()) return std::nullopt;
                std::optional<Value> v = valueOf(cur, e.loc);
                if (!v) return std::nullopt;
                if (v->dims.empty() && !subs->empty()) return std::nullopt;
                return select(*v, *subs);
            }
            if (cur->kind == Instance::Kind::Record) {
                // a field of a record parameter: its modifier, else the record's default
                if (!subs->empty() || i + 2 != parts.size()) return std::nullopt;
                if (cur->variability != Variability::Parameter &&
                    cur->variability != Variability::Constant)
                    return std::nullopt;
                const Mod* field = cur->mod.sub(parts[i + 1].name);
                std::optional<Value> v;
                if (field && field->value) {
                    v = evaluate(field->value, field->scope, LoopEnv{});
                } else {
                    Expanded* x = expandedClass(cur->cls);
                    const ElementDef* fd = x->find(parts[i + 1].name);
                    if (!fd || !fd->comp || !fd->comp->binding) return std::nullopt;
                    v = evaluate(fd->comp->binding, Scope{fd->scope.node, nullptr}, LoopEnv{});
                }
                if (!v) return std::nullopt;
                auto fsubs = subsOf(parts[i + 1].subs);
                if (!fsubs) return std::nullopt;
                if (cur->variability == Variability::Parameter) m_structural.insert(cur->path);
                return select(*v, *fsubs);
            }
            // a structured component
            if (!subs->empty() || i + 1 >= parts.size()) return std::nullopt;
            elaborate(cur);
            cur = cur->child(parts[i + 1].name);
            if (!cur) return std::nullopt;
            ++i;
        }
        return std::nullopt;
    }
    case ExprKind::Unary: {
        std::optional<Value> a = evaluate(e.args[0], scope, env);
        if (!a || a->text) return std::nullopt;
        for (double& x : a->el)
            x = e.op == Op::Neg ? -x : e.op == Op::Not ? (x == 0.0 ? 1.0 : 0.0) : x;
        return a;
    }
    case ExprKind::Binary: {
        const std::optional<Value> a = evaluate(e.args[0], scope, env);
        if (!a) return std::nullopt;
        // and/or: the second operand only when it decides
        if ((e.op == Op::And || e.op == Op::Or) && a->scalar() && !a->text) {
            if (e.op == Op::And && a->el[0] == 0.0) return Value::of(0.0);
            if (e.op == Op::Or && a->el[0] != 0.0) return Value::of(1.0);
        }
        const std::optional<Value> b = evaluate(e.args[1], scope, env);
        if (!b) return std::nullopt;
        if (a->text || b->text) {
            if (!a->text || !b->text) return std::nullopt;
            if (e.op == Op::Eq) return Value::of(*a->text == *b->text);
            if (e.op == Op::Ne) return Value::of(*a->text != *b->text);
            if (e.op == Op::Add) {
                Value s = *a;
                s.text = *a->text + *b->text;
                return s;
            }
            return std::nullopt;
        }
        switch (e.op) {
        case Op::Add:
        case Op::ElemAdd: return elementwise(*a, *b, std::plus<>(), e.op == Op::ElemAdd);
        case Op::Sub:
        case Op::ElemSub: return elementwise(*a, *b, std::minus<>(), e.op == Op::ElemSub);
        case Op::Mul:
            if (!a->scalar() && !b->scalar()) {
                if (a->dims.size() == 1 && b->dims.size() == 1 && a->dims == b->dims) {
                    double s = 0;
                    for (std::size_t k = 0; k < a->el.size(); ++k) s += a->el[k] * b->el[k];
                    return Value::of(s);
                }
                return std::nullopt;
            }
            return elementwise(*a, *b, std::multiplies<>(), true);
        case Op::ElemMul: return elementwise(*a, *b, std::multiplies<>(), true);
        case Op::Div:
            if (!b->scalar()) return std::nullopt;
            return elementwise(*a, *b, std::divides<>(), true);
        case Op::ElemDiv: return elementwise(*a, *b, std::divides<>(), true);
        case Op::Pow:
        case Op::ElemPow:
            if (!a->scalar() || !b->scalar()) return std::nullopt;
            return Value::of(std::pow(a->el[0], b->el[0]));
        default: break;
        }
        if (!a->scalar() || !b->scalar()) return std::nullopt;
        const double x = a->el[0], y = b->el[0];
        switch (e.op) {
        case Op::Lt: return Value::of(x < y);
        case Op::Le: return Value::of(x <= y);
        case Op::Gt: return Value::of(x > y);
        case Op::Ge: return Value::of(x >= y);
        case Op::Eq: return Value::of(x == y);
        case Op::Ne: return Value::of(x != y);
        case Op::And: return Value::of(x != 0.0 && y != 0.0);
        case Op::Or: return Value::of(x != 0.0 || y != 0.0);
        default: return std::nullopt;
        }
    }
    case ExprKind::If: {
        for (std::size_t i = 0; i + 1 < e.args.size(); i += 2) {
            const std::optional<double> c = evaluateScalar(e.args[i], scope, env);
            if (!c) return std::nullopt;
            if (*c != 0.0) return evaluate(e.args[i + 1], scope, env);
        }
        return evaluate(e.args.back(), scope, env);
    }
    case ExprKind::Array: {
        Value out;
        std::optional<std::vector<int>> inner;
        for (const ExprPtr& a : e.args) {
            std::optional<Value> v = evaluate(a, scope, env);
            if (!v || v->text) return std::nullopt;
            if (inner && *inner != v->dims) return std::nullopt;
            inner = v->dims;
            out.el.insert(out.el.end(), v->el.begin(), v->el.end());
        }
        out.dims.push_back(static_cast<int>(e.args.size()));
        if (inner) out.dims.insert(out.dims.end(), inner->begin(), inner->end());
        return out;
    }
    case ExprKind::Range: {
        const std::optional<double> a = evaluateScalar(e.args[0], scope, env);
        const std::optional<double> s =
            e.args.size() == 3 ? evaluateScalar(e.args[1], scope, env) : std::optional<double>(1.0);
        const std::optional<double> b = evaluateScalar(e.args.back(), scope, env);
        if (!a || !s || !b || *s == 0.0 || (*b - *a) / *s > 1e7) return std::nullopt;
        Value out;
        for (double v = *a; *s > 0 ? v <= *b + 1e-10 : v >= *b - 1e-10; v += *s)
            out.el.push_back(v);
        out.dims.push_back(static_cast<int>(out.el.size()));
        return out;
    }
    case ExprKind::Call: {
        const std::string& f = e.text;
        if ((f == "size" || f == "ndims") && !e.args.empty()) {
            std::optional<std::vector<int>> dims;
            // the size of an array of components, or of a variable
            std::vector<RefPart> parts = refParts(*e.args[0]);
            if (!parts.empty()) {
                Found found = lookupFirst(parts[0].name, scope);
                Instance* cur = found.inst;
                for (std::size_t i = 1; cur && i < parts.size(); ++i) {
                    resolve(cur);
                    if (cur->kind == Instance::Kind::Array)
                        cur = cur->children.empty() ? nullptr : cur->children[0].get();
                    if (!cur) break;
                    elaborate(cur);
                    cur = cur->child(parts[i].name);
                }
                if (cur) {
                    resolve(cur);
                    if (cur->kind == Instance::Kind::Array && parts.back().subs.empty()) {
                        dims = cur->dims;
                    } else if (cur->kind == Instance::Kind::Leaf && parts.back().subs.empty()) {
                        if (const std::vector<int>* s = leafSizes(cur)) dims = *s;
                    }
                }
            }
            if (!dims) {
                std::optional<Value> v = evaluate(e.args[0], scope, env);
                if (!v) return std::nullopt;
                dims = v->dims;
            }
            if (f == "ndims") return Value::of(static_cast<double>(dims->size()));
            if (e.args.size() == 1) {
                Value out;
                for (int d : *dims) out.el.push_back(d);
                out.dims.push_back(static_cast<int>(dims->size()));
                return out;
            }
            const std::optional<double> k = evaluateScalar(e.args[1], scope, env);
            if (!k || *k < 1 || *k > static_cast<double>(dims->size())) return std::nullopt;
            return Value::of((*dims)[static_cast<std::size_t>(*k) - 1]);
        }
        std::vector<Value> args;
        for (const ExprPtr& a : e.args) {
            if (a->kind == ExprKind::Comprehension) return std::nullopt;
            std::optional<Value> v = evaluate(a, scope, env);
            if (!v || v->text) return std::nullopt;
            args.push_back(std::move(*v));
        }
        if (args.size() == 1 && args[0].scalar()) {
            if (auto r = math1(f, args[0].el[0])) return Value::of(*r);
        }
        if (args.size() == 2 && args[0].scalar() && args[1].scalar())
            if (auto r = math2(f, args[0].el[0], args[1].el[0])) return Value::of(*r);
        if ((f == "sum" || f == "product" || f == "min" || f == "max") && args.size() == 1) {
            const auto& el = args[0].el;
            if (el.empty()) return Value::of(f == "product" ? 1.0 : 0.0);
            double r = f == "product" ? 1.0 : f == "sum" ? 0.0 : el[0];
            for (double x : el)
                r = f == "sum"       ? r + x
                    : f == "product" ? r * x
                    : f == "min"     ? std::min(r, x)
                                     : std::max(r, x);
            return Value::of(r);
        }
        if ((f == "fill" || f == "zeros" || f == "ones") && !args.empty()) {
            Value out;
            const std::size_t first = f == "fill" ? 1 : 0;
            for (std::size_t k = first; k < args.size(); ++k) {
                if (!args[k].scalar()) return std::nullopt;
                out.dims.push_back(static_cast<int>(args[k].el[0]));
            }
            const double fillValue = f == "fill"   ? (args[0].scalar() ? args[0].el[0] : NAN)
                                     : f == "ones" ? 1.0
                                                   : 0.0;
            if (std::isnan(fillValue)) return std::nullopt;
            out.el.assign(count(out.dims), fillValue);
            return out;
        }
        return std::nullopt;
    }
    default: return std::nullopt;
    }
}

}  // namespace hs::flatten

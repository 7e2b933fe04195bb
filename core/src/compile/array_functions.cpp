// Arrays made scalars: the built-in array functions (size, sum, fill, identity, cat,
// transpose, cross, ...) and the calls that apply element by element (der, pre, sin, ...).

#include "arrays_internal.h"

namespace hs::compile::arrays_detail {

// ------------------------------------------------------------------ calls
std::optional<Val> Scalarizer::call(const ExprPtr& ep) {
    const Expr& e = *ep;
    const std::string& f = e.text;
    const SourceLoc loc = e.loc;
    if (auto fn = m_functions.find(f); fn != m_functions.end()) return inlineCall(*fn->second, ep);
    if (const RecordAst* r = recordType(f)) return construct(*r, ep);
    if (f == "String" && !e.args.empty()) {
        // a text known when compiling; else left to a message that prints running values
        if (auto text = stringOf(e)) return Val::of(makeString(std::move(*text), loc));
    }
    if (f == "Integer" && e.args.size() == 1) {
        // an enumeration's ordinal: the literals already are their ordinals
        if (m_enums.empty()) {  // with enumerations, their check has seen the argument
            error(Code::TypeError, loc,
                  msg("Integer() takes an enumeration value; integer() rounds a number down"));
            return std::nullopt;
        }
        return expand(e.args[0]);
    }
    auto arg = [&](std::size_t i) -> std::optional<Val> {
        std::optional<Val> v = expand(e.args[i]);
        if (v && !noRecord(*v, e)) return std::nullopt;
        return v;
    };
    auto wrongArgs = [&](Message expectedArgs) {
        error(Code::TypeError, loc, msg("'%1' takes %2", f, std::move(expectedArgs)));
        return std::optional<Val>{};
    };
    auto constInt = [&](const ExprPtr& x) -> std::optional<int> {
        Structural structural(m_structural);
        const std::optional<ExprPtr> v = scalarOf(x, x->loc);
        if (!v) return std::nullopt;
        const auto c = constant(**v);
        if (!c || *c < 0 || *c != std::floor(*c)) {
            error(Code::VariabilityError, x->loc,
                  msg("'%1' needs a size known when the model is compiled: '%2'", f, toString(*x)));
            return std::nullopt;
        }
        return static_cast<int>(*c);
    };
    if (f == "size") {
        if (e.args.empty() || e.args.size() > 2)
            return wrongArgs(msg("an array and optionally a dimension"));
        std::optional<Val> a = arg(0);
        if (!a) return std::nullopt;
        if (e.args.size() == 1) {
            Val r;
            r.dims = {static_cast<int>(a->dims.size())};
            for (int d : a->dims) r.el.push_back(makeNumber(d, loc, true));
            return r;
        }
        const auto k = constInt(e.args[1]);
        if (!k) return std::nullopt;
        if (*k < 1 || *k > static_cast<int>(a->dims.size())) {
            error(Code::IndexOutOfRange, loc,
                  msg("the subscript %1 of '%2' is outside 1..%3", *k, toString(*e.args[0]),
                      a->dims.size()));
            return std::nullopt;
        }
        return Val::of(makeNumber(a->dims[static_cast<std::size_t>(*k - 1)], loc, true));
    }
    if (f == "ndims") {
        if (e.args.size() != 1) return wrongArgs(msg("one array"));
        std::optional<Val> a = arg(0);
        if (!a) return std::nullopt;
        return Val::of(makeNumber(static_cast<double>(a->dims.size()), loc, true));
    }
    if ((f == "sum" || f == "product") || ((f == "min" || f == "max") && e.args.size() == 1)) {
        if (e.args.size() != 1) return wrongArgs(msg("one array"));
        std::optional<Val> a = arg(0);
        if (!a) return std::nullopt;
        if (a->scalar() && f != "sum" && f != "product") {
            error(Code::TypeError, loc, msg("'%1' of one argument needs an array", f));
            return std::nullopt;
        }
        if (a->el.empty()) {
            if (f == "sum") return Val::of(makeNumber(0, loc, true));
            if (f == "product") return Val::of(makeNumber(1, loc, true));
            error(Code::SizeMismatch, loc, msg("'%1' of an empty array", f));
            return std::nullopt;
        }
        if (f == "sum") return Val::of(sumOf(a->el, loc));
        if (f == "product")
            return Val::of(fold(a->el, 0, a->el.size(), [loc](ExprPtr x, ExprPtr y) {
                return makeBinary(Op::Mul, std::move(x), std::move(y), loc);
            }));
        return Val::of(fold(a->el, 0, a->el.size(), [loc, &f](ExprPtr x, ExprPtr y) {
            return makeCall(f, {std::move(x), std::move(y)}, loc);
        }));
    }
    if (f == "fill" || f == "zeros" || f == "ones") {
        const std::size_t first = f == "fill" ? 1 : 0;
        if (e.args.size() < first + 1)
            return wrongArgs(f == "fill" ? msg("a value and its sizes") : msg("its sizes"));
        Val value = Val::of(makeNumber(f == "ones" ? 1 : 0, loc, true));
        if (f == "fill") {
            std::optional<Val> v = arg(0);
            if (!v) return std::nullopt;
            value = std::move(*v);
        }
        Val r;
        for (std::size_t i = first; i < e.args.size(); ++i) {
            const auto n = constInt(e.args[i]);
            if (!n) return std::nullopt;
            r.dims.push_back(*n);
        }
        const std::size_t n = count(r.dims);
        r.dims.insert(r.dims.end(), value.dims.begin(), value.dims.end());
        for (std::size_t i = 0; i < n; ++i)
            r.el.insert(r.el.end(), value.el.begin(), value.el.end());
        return r;
    }
    if (f == "identity") {
        if (e.args.size() != 1) return wrongArgs(msg("one size"));
        const auto n = constInt(e.args[0]);
        if (!n) return std::nullopt;
        return identity(*n, loc);
    }
    if (f == "diagonal") {
        if (e.args.size() != 1) return wrongArgs(msg("one vector"));
        std::optional<Val> v = arg(0);
        if (!v) return std::nullopt;
        if (v->dims.size() != 1) {
            error(Code::SizeMismatch, loc,
                  msg("'%1' needs a vector, not size %2", f, sizeText(v->dims)));
            return std::nullopt;
        }
        const int n = v->dims[0];
        Val r;
        r.dims = {n, n};
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                r.el.push_back(i == j ? v->el[static_cast<std::size_t>(i)]
                                      : makeNumber(0, loc, true));
        return r;
    }
    if (f == "linspace") {
        if (e.args.size() != 3)
            return wrongArgs(msg("a first value, a last value and a number of points"));
        std::optional<Val> a = arg(0), b = arg(1);
        const auto n = constInt(e.args[2]);
        if (!a || !b || !n) return std::nullopt;
        if (!a->scalar() || !b->scalar() || *n < 2) {
            error(Code::TypeError, loc,
                  msg("'%1' takes two scalars and a number of points >= 2", f));
            return std::nullopt;
        }
        Val r;
        r.dims = {*n};
        for (int i = 0; i < *n; ++i) {
            // a + (b - a)*(i/(n - 1))
            const ExprPtr step = makeNumber(static_cast<double>(i) / (*n - 1), loc);
            r.el.push_back(makeBinary(
                Op::Add, a->el[0],
                makeBinary(Op::Mul, makeBinary(Op::Sub, b->el[0], a->el[0], loc), step, loc), loc));
        }
        return r;
    }
    if (f == "transpose") {
        if (e.args.size() != 1) return wrongArgs(msg("one matrix"));
        std::optional<Val> a = arg(0);
        if (!a) return std::nullopt;
        if (a->dims.size() < 2) {
            error(Code::SizeMismatch, loc,
                  msg("'%1' needs a matrix, not size %2", f, sizeText(a->dims)));
            return std::nullopt;
        }
        const int rows = a->dims[0], cols = a->dims[1];
        const std::size_t rest = count(std::vector<int>(a->dims.begin() + 2, a->dims.end()));
        Val r;
        r.dims = a->dims;
        std::swap(r.dims[0], r.dims[1]);
        for (int j = 0; j < cols; ++j)
            for (int i = 0; i < rows; ++i)
                for (std::size_t k = 0; k < rest; ++k)
                    r.el.push_back(a->el[(static_cast<std::size_t>(i * cols + j)) * rest + k]);
        return r;
    }
    if (f == "cat") {
        if (e.args.size() < 2) return wrongArgs(msg("a dimension and arrays"));
        const auto k = constInt(e.args[0]);
        if (!k) return std::nullopt;
        std::vector<Val> parts;
        for (std::size_t i = 1; i < e.args.size(); ++i) {
            std::optional<Val> v = arg(i);
            if (!v) return std::nullopt;
            parts.push_back(std::move(*v));
        }
        if (*k < 1) return wrongArgs(msg("a dimension >= 1 and arrays"));
        return concatenate(parts, static_cast<std::size_t>(*k - 1), e);
    }
    if (f == "scalar" || f == "vector" || f == "matrix") {
        if (e.args.size() != 1) return wrongArgs(msg("one argument"));
        std::optional<Val> a = arg(0);
        if (!a) return std::nullopt;
        std::vector<int> big;
        for (int d : a->dims)
            if (d != 1) big.push_back(d);
        if (f == "scalar") {
            if (a->el.size() != 1) {
                error(Code::SizeMismatch, loc,
                      msg("'%1' needs an array of one element, not size %2", f, sizeText(a->dims)));
                return std::nullopt;
            }
            return Val::of(a->el[0]);
        }
        if (f == "vector") {
            if (big.size() > 1) {
                error(
                    Code::SizeMismatch, loc,
                    msg("'%1' needs at most one dimension > 1, not size %2", f, sizeText(a->dims)));
                return std::nullopt;
            }
            return Val{{static_cast<int>(a->el.size())}, a->el};
        }
        Val r = promote(*a, 2);
        for (std::size_t k = 2; k < r.dims.size(); ++k)
            if (r.dims[k] != 1) {
                error(Code::SizeMismatch, loc,
                      msg("'%1' needs the dimensions after the second to be 1, not size %2", f,
                          sizeText(a->dims)));
                return std::nullopt;
            }
        r.dims.resize(2);
        return r;
    }
    if (f == "cross" || f == "outer" || f == "outerProduct") {
        if (e.args.size() != 2) return wrongArgs(msg("two vectors"));
        std::optional<Val> a = arg(0), b = arg(1);
        if (!a || !b) return std::nullopt;
        if (a->dims.size() != 1 || b->dims.size() != 1 ||
            (f == "cross" && (a->dims[0] != 3 || b->dims[0] != 3))) {
            error(Code::SizeMismatch, loc,
                  f == "cross" ? msg("'%1' needs two vectors of size 3, not sizes %2 and %3", f,
                                     sizeText(a->dims), sizeText(b->dims))
                               : msg("'%1' needs two vectors, not sizes %2 and %3", f,
                                     sizeText(a->dims), sizeText(b->dims)));
            return std::nullopt;
        }
        auto mul = [loc](const ExprPtr& x, const ExprPtr& y) {
            return makeBinary(Op::Mul, x, y, loc);
        };
        Val r;
        if (f == "cross") {
            r.dims = {3};
            const auto& x = a->el;
            const auto& y = b->el;
            for (int i = 0; i < 3; ++i) {
                const std::size_t j = static_cast<std::size_t>((i + 1) % 3),
                                  k = static_cast<std::size_t>((i + 2) % 3);
                r.el.push_back(makeBinary(Op::Sub, mul(x[j], y[k]), mul(x[k], y[j]), loc));
            }
            return r;
        }
        r.dims = {a->dims[0], b->dims[0]};
        for (const ExprPtr& x : a->el)
            for (const ExprPtr& y : b->el) r.el.push_back(mul(x, y));
        return r;
    }
    if (f == "skew") {
        if (e.args.size() != 1) return wrongArgs(msg("one vector of size 3"));
        std::optional<Val> a = arg(0);
        if (!a) return std::nullopt;
        if (a->dims != std::vector<int>{3}) {
            error(Code::SizeMismatch, loc,
                  msg("'%1' needs a vector of size 3, not size %2", f, sizeText(a->dims)));
            return std::nullopt;
        }
        const ExprPtr z = makeNumber(0, loc, true);
        auto neg = [loc](const ExprPtr& x) { return makeUnary(Op::Neg, x, loc); };
        const auto& x = a->el;
        return Val{{3, 3}, {z, neg(x[2]), x[1], x[2], z, neg(x[0]), neg(x[1]), x[0], z}};
    }
    if (f == "symmetric") {
        if (e.args.size() != 1) return wrongArgs(msg("one square matrix"));
        std::optional<Val> a = arg(0);
        if (!a) return std::nullopt;
        if (a->dims.size() != 2 || a->dims[0] != a->dims[1]) {
            error(Code::SizeMismatch, loc,
                  msg("'%1' needs a square matrix, not size %2", f, sizeText(a->dims)));
            return std::nullopt;
        }
        const int n = a->dims[0];
        Val r = *a;
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < i; ++j)
                r.el[static_cast<std::size_t>(i * n + j)] =
                    a->el[static_cast<std::size_t>(j * n + i)];
        return r;
    }
    if (f == "homotopy" && e.args.size() == 2) {
        // homotopy(actual, simplified) is its actual value (spec 3.7.4.4): HybridStudio's
        // initialisation solves the actual equations
        std::size_t actual = 0;
        for (std::size_t i = 0; i < e.argNames.size(); ++i)
            if (e.argNames[i] == "actual") actual = i;
        return arg(actual);
    }
    if (f == "semiLinear" && e.args.size() == 3) {
        // semiLinear(x, k+, k-): x * k+ for x >= 0, x * k- below (spec 3.7.4.3), element by
        // element
        std::optional<Val> x = arg(0), kp = arg(1), km = arg(2);
        if (!x || !kp || !km) return std::nullopt;
        auto part = [&](const Val& k, std::size_t i) { return k.scalar() ? k.el[0] : k.el[i]; };
        for (const Val* k : {&*kp, &*km})
            if (!k->scalar() && k->dims != x->dims) {
                error(Code::SizeMismatch, loc,
                      msg("the arguments of '%1' have different sizes: %2 and %3", f,
                          sizeText(x->dims), sizeText(k->dims)));
                return std::nullopt;
            }
        Val r;
        r.dims = x->dims;
        for (std::size_t i = 0; i < x->el.size(); ++i) {
            const ExprPtr& xi = x->el[i];
            r.el.push_back(makeIfChain({makeBinary(Op::Ge, xi, makeNumber(0, loc, true), loc)},
                                       {makeBinary(Op::Mul, xi, part(*kp, i), loc)},
                                       makeBinary(Op::Mul, xi, part(*km, i), loc), loc));
        }
        return r;
    }
    if (f == "der" && e.args.size() == 1) {
        // the derivative of a constant expression is zero (spec 3.7.4.1)
        std::optional<Val> x = arg(0);
        if (!x) return std::nullopt;
        // (of a Real one: der of an Integer or Boolean stays an error)
        auto real = [&](const Expr& el) {
            if (el.kind == ExprKind::Number) return !el.isInteger;
            if (el.kind != ExprKind::Name) return false;
            const auto d = m_decls.find(el.text.substr(0, el.text.find('[')));
            return d != m_decls.end() && d->second->typeName == "Real";
        };
        if (std::all_of(x->el.begin(), x->el.end(), [&](const ExprPtr& el) {
                return real(*el) && constant(*el).has_value();
            })) {
            for (ExprPtr& el : x->el) el = makeNumber(0, loc, true);
            return x;
        }
    }
    // any other call: scalars in, a scalar out; built-in functions of one variable
    // (der, pre, sin, ...) apply element by element to arrays
    std::vector<Val> args;
    bool changed = false, anyArray = false;
    for (std::size_t i = 0; i < e.args.size(); ++i) {
        std::optional<Val> v = arg(i);
        if (!v) return std::nullopt;
        changed = changed || !v->scalar() || v->el[0] != e.args[i];
        anyArray = anyArray || !v->scalar();
        args.push_back(std::move(*v));
    }
    if (!changed) return Val::of(ep);
    auto rebuild = [&](std::size_t element) {
        auto x = std::make_shared<Expr>(e);
        x->depth = 1;
        for (std::size_t i = 0; i < args.size(); ++i) {
            x->args[i] = args[i].scalar() ? args[i].el[0] : args[i].el[element];
            x->depth = std::max(x->depth, x->args[i]->depth + 1);
        }
        return ExprPtr(std::move(x));
    };
    if (!anyArray) return Val::of(rebuild(0));
    static const std::set<std::string> elementwiseCalls = {
        "der",  "pre", "edge", "change", "noEvent", "abs",      "sign",    "sqrt",
        "sin",  "cos", "tan",  "asin",   "acos",    "atan",     "sinh",    "cosh",
        "tanh", "exp", "log",  "log10",  "floor",   "ceil",     "integer", "Integer",
        "div",  "mod", "rem",  "atan2",  "smooth",  "homotopy", "delay"};
    if (!elementwiseCalls.count(f)) {
        error(Code::Unsupported, loc, msg("array arguments to '%1' are not supported yet", f));
        return std::nullopt;
    }
    // the array arguments have one size; scalars go to every element
    const Val* shape = nullptr;
    for (const Val& v : args)
        if (!v.scalar()) {
            if (shape && shape->dims != v.dims) {
                error(Code::SizeMismatch, loc,
                      msg("the arguments of '%1' have different sizes: %2 and %3", f,
                          sizeText(shape->dims), sizeText(v.dims)));
                return std::nullopt;
            }
            shape = &v;
        }
    Val r;
    r.dims = shape->dims;
    for (std::size_t k = 0; k < shape->el.size(); ++k) r.el.push_back(rebuild(k));
    return r;
}

}  // namespace hs::compile::arrays_detail

// Arrays made scalars: expressions — names of arrays, operators element-wise and matrix
// products, if-expressions, constructors, ranges, comprehensions and subscripts.

#include "arrays_internal.h"

namespace hs::compile::arrays_detail {

// ------------------------------------------------------------------ expressions
// An expression that must be a scalar (a binding of a scalar, a condition, ...).
ExprPtr Scalarizer::scalarExpr(const ExprPtr& e, const char* /*where*/) {
    return scalarOf(e, e->loc).value_or(e);
}

std::optional<ExprPtr> Scalarizer::scalarOf(const ExprPtr& e, SourceLoc loc) {
    std::optional<Val> v = expand(e);
    if (!v) return std::nullopt;
    if (!v->scalar()) {
        error(Code::SizeMismatch, loc,
              msg("an array of size %1 where a scalar is expected: '%2'", sizeText(v->dims),
                  toString(*e)));
        return std::nullopt;
    }
    return v->el[0];
}

// A deep expression (a long sum written out by the user) that has nothing of arrays or
// functions in it stays as it is, found without recursion; a deep one that has is refused
// before the recursive walk below could exhaust the stack.
constexpr int kPlainCheckDepth = 64, kMaxArrayExpressionDepth = 500;

bool Scalarizer::plainScalar(const ExprPtr& root) {
    static const std::set<std::string> arrayCalls = {
        "size",     "ndims",    "sum",      "product",   "fill",      "zeros",       "ones",
        "identity", "diagonal", "linspace", "transpose", "cat",       "scalar",      "vector",
        "matrix",   "cross",    "outer",    "skew",      "symmetric", "outerProduct"};
    std::vector<const Expr*> stack{root.get()};
    while (!stack.empty()) {
        const Expr& e = *stack.back();
        stack.pop_back();
        switch (e.kind) {
        case ExprKind::Index:
        case ExprKind::Colon:
        case ExprKind::End:
        case ExprKind::Matrix:
        case ExprKind::Comprehension:
        case ExprKind::Array:
        case ExprKind::Tuple:
        case ExprKind::Range: return false;
        case ExprKind::Name:
            if (!m_frames.empty() || dimsOf(e.text) || m_recordComponents.count(e.text) ||
                m_strings.count(e.text) ||
                (!m_enums.empty() && (enumLiteral(e.text) || m_enums.count(e.text))))
                return false;
            for (const auto& l : m_loop)
                if (l.first == e.text) return false;
            break;
        case ExprKind::Binary:
            if (e.op == Op::ElemAdd || e.op == Op::ElemSub || e.op == Op::ElemMul ||
                e.op == Op::ElemDiv || e.op == Op::ElemPow)
                return false;
            break;
        case ExprKind::Call:
            if (m_functions.count(e.text) || m_records.count(e.text) || arrayCalls.count(e.text) ||
                ((e.text == "min" || e.text == "max") && e.args.size() == 1))
                return false;
            break;
        default: break;
        }
        for (const ExprPtr& a : e.args)
            if (a) stack.push_back(a.get());
    }
    return true;
}

std::optional<Val> Scalarizer::expand(const ExprPtr& ep) {
    const Expr& e = *ep;
    if (e.depth > kPlainCheckDepth) {
        if (plainScalar(ep)) return Val::of(ep);
        if (e.depth > kMaxArrayExpressionDepth) {
            error(Code::Unsupported, e.loc,
                  msg("an expression with arrays or function calls nested more than %1 levels "
                      "deep; split it with "
                      "intermediate variables",
                      kMaxArrayExpressionDepth));
            return std::nullopt;
        }
    }
    switch (e.kind) {
    case ExprKind::Number:
    case ExprKind::Boolean:
    case ExprKind::String:
    case ExprKind::Colon: return Val::of(ep);
    case ExprKind::Member:
        error(Code::Unsupported, e.loc, msg("'%1' is not supported here", toString(e)));
        return std::nullopt;
    case ExprKind::End: {
        if (m_endSize.empty()) {
            error(Code::InvalidEquation, e.loc, msg("'end' is only allowed inside subscripts"));
            return std::nullopt;
        }
        return Val::of(number(m_endSize.back(), e.loc));
    }
    case ExprKind::Name: {
        for (auto it = m_loop.rbegin(); it != m_loop.rend(); ++it)
            if (it->first == e.text)
                return Val::of(m_booleanLoops.count(e.text) ? makeBoolean(it->second != 0, e.loc)
                                                            : number(it->second, e.loc));
        if (booleanTypeName(e.text) && !local(e.text) && !m_decls.count(e.text)) {
            // the type as a range: false, true
            Val all;
            all.dims = {2};
            all.el = {makeBoolean(false, e.loc), makeBoolean(true, e.loc)};
            return all;
        }
        if (const auto literal = enumLiteral(e.text)) return Val::of(number(*literal, e.loc));
        if (auto en = m_enums.find(e.text); en != m_enums.end()) {
            // the type as a range: its literals
            Val all;
            all.dims = {static_cast<int>(en->second->literals.size())};
            for (std::size_t i = 1; i <= en->second->literals.size(); ++i)
                all.el.push_back(number(static_cast<double>(i), e.loc));
            return all;
        }
        if (!m_frames.empty()) {
            // inside a function: its own variables only
            const std::optional<Val>* v = local(e.text);
            if (!v && e.text.find('.') != std::string::npos) {
                // a field of a record variable: r.a, r.inner.b
                if (const std::optional<Val>* base = local(e.text.substr(0, e.text.find('.')));
                    base && *base && (*base)->record) {
                    std::optional<Val> f =
                        fieldOf(**base, e.text.substr(e.text.find('.') + 1), e.loc);
                    if (f && std::any_of(f->el.begin(), f->el.end(),
                                         [](const ExprPtr& x) { return !x; })) {
                        error(Code::VariabilityError, e.loc,
                              msg("'%1' is used before it is given a value in the function '%2'",
                                  e.text, m_frames.back().function->name));
                        return std::nullopt;
                    }
                    return f;
                }
            }
            if (!v) {
                if (e.text == "time" || m_decls.count(e.text) || m_recordComponents.count(e.text)) {
                    error(Code::UndefinedName, e.loc,
                          msg("'%1' is not a variable of the function '%2' (a function sees only "
                              "its inputs, "
                              "outputs and protected variables)",
                              e.text, m_frames.back().function->name));
                    return std::nullopt;
                }
                return Val::of(ep);  // a constant or enumeration the compiler resolves
            }
            if (!*v || std::any_of((*v)->el.begin(), (*v)->el.end(),
                                   [](const ExprPtr& x) { return !x; })) {
                error(Code::VariabilityError, e.loc,
                      msg("'%1' is used before it is given a value in the function '%2'", e.text,
                          m_frames.back().function->name));
                return std::nullopt;
            }
            return **v;
        }
        if (m_recordComponents.count(e.text)) return recordValue(e.text, e.loc);
        if (!m_strings.empty())
            if (ExprPtr text = stringExpr(e.text, e.loc)) return Val::of(text);
        if (auto view = m_views.find(e.text); view != m_views.end()) {
            // the same variable of every element of an array of components
            Val v;
            v.dims = view->second->dims;
            for (const std::string& el : view->second->elements)
                v.el.push_back(makeName(el, e.loc));
            return v;
        }
        const std::vector<int>* dims = dimsOf(e.text);
        if (!dims) return Val::of(ep);
        Val v;
        v.dims = *dims;
        const std::size_t n = count(*dims);
        v.el.reserve(n);
        std::vector<int> index(dims->size(), 1);
        for (std::size_t i = 0; i < n; ++i) {
            v.el.push_back(makeName(elementName(e.text, index), e.loc));
            nextIndex(index, *dims);
        }
        return v;
    }
    case ExprKind::Unary: {
        std::optional<Val> a = expand(e.args[0]);
        if (!a || !noRecord(*a, e)) return std::nullopt;
        if (a->scalar() && a->el[0] == e.args[0]) return Val::of(ep);
        for (ExprPtr& x : a->el) x = makeUnary(e.op, x, e.loc);
        return a;
    }
    case ExprKind::Binary: return binary(ep);
    case ExprKind::If: return ifExpression(ep);
    case ExprKind::Array: {
        Val v;
        std::vector<Val> parts;
        for (const ExprPtr& a : e.args) {
            std::optional<Val> x = expand(a);
            if (!x) return std::nullopt;
            if (x->record) {
                error(Code::Unsupported, a->loc,
                      msg("arrays of records are not supported yet: '%1'", toString(e)));
                return std::nullopt;
            }
            parts.push_back(std::move(*x));
        }
        if (parts.empty()) return Val{{0}, {}};
        for (const Val& p : parts)
            if (!sameDims(p, parts[0])) {
                error(Code::SizeMismatch, e.loc,
                      msg("the elements of the array have different sizes: %1 and %2",
                          sizeText(parts[0].dims), sizeText(p.dims)));
                return std::nullopt;
            }
        v.dims.push_back(static_cast<int>(parts.size()));
        v.dims.insert(v.dims.end(), parts[0].dims.begin(), parts[0].dims.end());
        for (Val& p : parts) v.el.insert(v.el.end(), p.el.begin(), p.el.end());
        return v;
    }
    case ExprKind::Range: {
        auto values = iterationValues(ep, {});
        if (!values) {
            error(Code::VariabilityError, e.loc,
                  msg("the range '%1' must be known when the model is compiled", toString(e)));
            return std::nullopt;
        }
        Val v;
        v.dims = {static_cast<int>(values->size())};
        for (double x : *values) v.el.push_back(number(x, e.loc));
        return v;
    }
    case ExprKind::Comprehension: {
        ExprPtr range = e.args[1];
        if (range->kind == ExprKind::Name && range->text == kDeducedRange) {
            auto body = std::make_shared<Stmt>();
            body->value = e.args[0];
            const std::vector<StmtPtr> uses{body};
            range = deducedRange(e.text, nullptr, &uses, e.loc);
            if (!range) return std::nullopt;
        }
        auto values = iterationValues(range, e.text);
        if (!values) {
            error(Code::VariabilityError, e.loc,
                  msg("the range of '%1' must be known when the model is compiled", e.text));
            return std::nullopt;
        }
        std::vector<Val> parts;
        for (double x : *values) {
            m_loop.emplace_back(e.text, x);
            std::optional<Val> p = expand(e.args[0]);
            m_loop.pop_back();
            if (!p) return std::nullopt;
            parts.push_back(std::move(*p));
        }
        Val v;
        v.dims = {static_cast<int>(parts.size())};
        if (!parts.empty()) v.dims.insert(v.dims.end(), parts[0].dims.begin(), parts[0].dims.end());
        for (Val& p : parts) {
            if (p.dims.size() + 1 != v.dims.size() ||
                !std::equal(p.dims.begin(), p.dims.end(), v.dims.begin() + 1)) {
                error(Code::SizeMismatch, e.loc,
                      msg("the elements of the array have different sizes: %1 and %2",
                          sizeText(parts[0].dims), sizeText(p.dims)));
                return std::nullopt;
            }
            v.el.insert(v.el.end(), p.el.begin(), p.el.end());
        }
        return v;
    }
    case ExprKind::Matrix: return matrix(ep);
    case ExprKind::Index: return index(ep);
    case ExprKind::Call: return call(ep);
    case ExprKind::Tuple:
        error(Code::InvalidEquation, e.loc,
              msg("'%1' stands only on the left of '=' or ':=', taking the outputs of a "
                  "function call",
                  toString(e)));
        return std::nullopt;
    }
    return Val::of(ep);
}

// Element-wise: the same dimensions, or (broadcast) a scalar with an array.
std::optional<Val> Scalarizer::elementwise(const Val& a, const Val& b, bool broadcast,
                                           const Expr& e,
                                           const std::function<ExprPtr(ExprPtr, ExprPtr)>& f) {
    Val r;
    if (a.dims == b.dims) {
        r.dims = a.dims;
        for (std::size_t i = 0; i < a.el.size(); ++i) r.el.push_back(f(a.el[i], b.el[i]));
    } else if (broadcast && a.scalar()) {
        r.dims = b.dims;
        for (const ExprPtr& x : b.el) r.el.push_back(f(a.el[0], x));
    } else if (broadcast && b.scalar()) {
        r.dims = a.dims;
        for (const ExprPtr& x : a.el) r.el.push_back(f(x, b.el[0]));
    } else {
        error(Code::SizeMismatch, e.loc,
              msg("the operands of '%1' have different sizes: %2 and %3", toString(e),
                  sizeText(a.dims), sizeText(b.dims)));
        return std::nullopt;
    }
    return r;
}

std::optional<Val> Scalarizer::binary(const ExprPtr& ep) {
    const Expr& e = *ep;
    std::optional<Val> a = expand(e.args[0]);
    std::optional<Val> b = a ? expand(e.args[1]) : std::nullopt;
    if (!a || !b || !noRecord(*a, e) || !noRecord(*b, e)) return std::nullopt;
    if (auto text = stringBinary(e, *a, *b)) return text;
    if (a->scalar() && b->scalar()) {
        if (a->el[0] == e.args[0] && b->el[0] == e.args[1]) return Val::of(ep);
        return Val::of(makeBinary(e.op, a->el[0], b->el[0], e.loc));
    }
    const SourceLoc loc = e.loc;
    auto with = [loc](Op op) {
        return [op, loc](ExprPtr x, ExprPtr y) {
            return makeBinary(op, std::move(x), std::move(y), loc);
        };
    };
    switch (e.op) {
    case Op::Add:
    case Op::Sub: return elementwise(*a, *b, false, e, with(e.op));
    case Op::ElemAdd: return elementwise(*a, *b, true, e, with(Op::Add));
    case Op::ElemSub: return elementwise(*a, *b, true, e, with(Op::Sub));
    case Op::ElemMul: return elementwise(*a, *b, true, e, with(Op::Mul));
    case Op::ElemDiv: return elementwise(*a, *b, true, e, with(Op::Div));
    case Op::ElemPow: return elementwise(*a, *b, true, e, with(Op::Pow));
    case Op::And:
    case Op::Or: return elementwise(*a, *b, false, e, with(e.op));
    case Op::Div:
        if (!b->scalar()) break;
        return elementwise(*a, *b, true, e, with(Op::Div));
    case Op::Mul:
        if (a->scalar() || b->scalar()) return elementwise(*a, *b, true, e, with(Op::Mul));
        return product(*a, *b, e);
    case Op::Pow:
        if (a->dims.size() == 2 && a->dims[0] == a->dims[1] && b->scalar())
            return matrixPower(*a, *b, e);
        break;
    default: break;
    }
    error(Code::SizeMismatch, e.loc,
          msg("the operands of '%1' have different sizes: %2 and %3", toString(e),
              sizeText(a->dims), sizeText(b->dims)));
    return std::nullopt;
}

ExprPtr Scalarizer::sumOf(std::vector<ExprPtr> terms, SourceLoc loc) {
    if (terms.empty()) return makeNumber(0.0, loc, true);
    return fold(terms, 0, terms.size(), [loc](ExprPtr x, ExprPtr y) {
        return makeBinary(Op::Add, std::move(x), std::move(y), loc);
    });
}

// Matrix and vector products: v*v (a scalar), M*v, v*M, M*M.
std::optional<Val> Scalarizer::product(const Val& a, const Val& b, const Expr& e) {
    const SourceLoc loc = e.loc;
    auto mul = [loc](const ExprPtr& x, const ExprPtr& y) { return makeBinary(Op::Mul, x, y, loc); };
    const std::size_t ra = a.dims.size(), rb = b.dims.size();
    const int inner = a.dims.back();
    if (ra > 2 || rb > 2 || inner != b.dims.front()) {
        error(Code::SizeMismatch, e.loc,
              msg("the sizes %1 and %2 cannot be multiplied: '%3'", sizeText(a.dims),
                  sizeText(b.dims), toString(e)));
        return std::nullopt;
    }
    const int rows = ra == 2 ? a.dims[0] : 1, cols = rb == 2 ? b.dims[1] : 1;
    Val r;
    if (ra == 2) r.dims.push_back(rows);
    if (rb == 2) r.dims.push_back(cols);
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j) {
            std::vector<ExprPtr> terms;
            for (int k = 0; k < inner; ++k)
                terms.push_back(mul(a.el[static_cast<std::size_t>(i * inner + k)],
                                    b.el[static_cast<std::size_t>(k * cols + j)]));
            r.el.push_back(sumOf(std::move(terms), loc));
        }
    return r;
}

std::optional<Val> Scalarizer::matrixPower(const Val& a, const Val& b, const Expr& e) {
    Structural structural(m_structural);
    const auto k = constant(*b.el[0]);
    if (!k || *k < 0 || *k != std::floor(*k)) {
        error(Code::TypeError, e.loc,
              msg("a matrix power needs a constant whole exponent >= 0: '%1'", toString(e)));
        return std::nullopt;
    }
    const int n = a.dims[0];
    Val r = identity(n, e.loc);
    for (int i = 0; i < static_cast<int>(*k); ++i) {
        auto p = product(r, a, e);
        if (!p) return std::nullopt;
        r = std::move(*p);
    }
    return r;
}

Val Scalarizer::identity(int n, SourceLoc loc) {
    Val r;
    r.dims = {n, n};
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) r.el.push_back(makeNumber(i == j ? 1.0 : 0.0, loc, true));
    return r;
}

std::optional<Val> Scalarizer::ifExpression(const ExprPtr& ep) {
    const Expr& e = *ep;
    std::vector<ExprPtr> conds;
    std::vector<Val> values;
    bool same = true;
    ExprPtr otherwise = e.args.back();
    for (std::size_t i = 0; i + 1 < e.args.size(); i += 2) {
        ExprPtr c = scalarExpr(e.args[i], "condition");
        // a condition known from literals and constants (inside a function: from the
        // call's arguments) decides alone, so that recursion on constants ends
        if (const auto known = constant(*c)) {
            same = false;
            if (*known == 0.0) continue;
            otherwise = e.args[i + 1];
            break;
        }
        conds.push_back(std::move(c));
        same = same && conds.back() == e.args[i];
        ++m_lazy;  // a branch is evaluated only when taken
        std::optional<Val> v = expand(e.args[i + 1]);
        --m_lazy;
        if (!v) return std::nullopt;
        values.push_back(std::move(*v));
    }
    if (!conds.empty()) ++m_lazy;
    std::optional<Val> last = expand(otherwise);
    if (!conds.empty()) --m_lazy;
    if (conds.empty()) return last;
    if (!last) return std::nullopt;
    values.push_back(std::move(*last));
    for (const Val& v : values)
        if (!sameDims(v, values[0])) {
            error(Code::SizeMismatch, e.loc,
                  msg("the branches of the if-expression have different sizes: %1 and %2",
                      shapeText(values[0]), shapeText(v)));
            return std::nullopt;
        }
    if (values[0].scalar()) {
        for (std::size_t i = 0; same && i < values.size(); ++i) {
            const ExprPtr& original = i + 1 < values.size() ? e.args[2 * i + 1] : e.args.back();
            same = same && values[i].el[0] == original;
        }
        if (same) return Val::of(ep);
    }
    Val r;
    r.dims = values[0].dims;
    r.record = values[0].record;
    for (std::size_t k = 0; k < values[0].el.size(); ++k) {
        std::vector<ExprPtr> branches;
        for (std::size_t b = 0; b < conds.size(); ++b) branches.push_back(values[b].el[k]);
        r.el.push_back(makeIfChain(conds, branches, values.back().el[k], e.loc));
    }
    return r;
}

// [a, b; c, d]: each row concatenated along its columns, the rows along their rows.
std::optional<Val> Scalarizer::matrix(const ExprPtr& ep) {
    std::vector<Val> rows;
    for (const ExprPtr& row : ep->args) {
        std::vector<Val> parts;
        for (const ExprPtr& el : row->args) {
            std::optional<Val> v = expand(el);
            if (!v) return std::nullopt;
            parts.push_back(promote(std::move(*v), 2));
        }
        auto r = concatenate(parts, 1, *ep);
        if (!r) return std::nullopt;
        rows.push_back(std::move(*r));
    }
    return concatenate(rows, 0, *ep);
}

// At least `rank` dimensions: a scalar is 1 x 1, a vector a column.
Val Scalarizer::promote(Val v, std::size_t rank) {
    while (v.dims.size() < rank) v.dims.push_back(1);
    return v;
}

std::optional<Val> Scalarizer::concatenate(const std::vector<Val>& parts, std::size_t axis,
                                           const Expr& e) {
    if (parts.empty()) return Val{{0}, {}};
    const std::vector<int>& first = parts[0].dims;
    if (axis >= first.size()) {
        error(Code::SizeMismatch, e.loc,
              msg("cat: dimension %1 does not exist in '%2'", axis + 1, toString(e)));
        return std::nullopt;
    }
    Val r;
    r.dims = first;
    r.dims[axis] = 0;
    for (const Val& p : parts) {
        bool fits = p.dims.size() == first.size();
        for (std::size_t k = 0; fits && k < first.size(); ++k)
            fits = k == axis || p.dims[k] == first[k];
        if (!fits) {
            error(Code::SizeMismatch, e.loc,
                  msg("the arrays concatenated have different sizes: %1 and %2", sizeText(first),
                      sizeText(p.dims)));
            return std::nullopt;
        }
        r.dims[axis] += p.dims[axis];
    }
    // row-major: the blocks of each part follow each other within the outer index
    std::size_t outer = 1, innerSize = 1;
    for (std::size_t k = 0; k < axis; ++k) outer *= static_cast<std::size_t>(first[k]);
    for (std::size_t k = axis + 1; k < first.size(); ++k)
        innerSize *= static_cast<std::size_t>(first[k]);
    for (std::size_t o = 0; o < outer; ++o)
        for (const Val& p : parts) {
            const std::size_t block = static_cast<std::size_t>(p.dims[axis]) * innerSize;
            r.el.insert(r.el.end(), p.el.begin() + static_cast<std::ptrdiff_t>(o * block),
                        p.el.begin() + static_cast<std::ptrdiff_t>((o + 1) * block));
        }
    return r;
}

std::optional<Val> Scalarizer::index(const ExprPtr& ep) {
    const Expr& e = *ep;
    // the element at 1-based indices of the base: an array variable's elements are
    // named without writing out the whole array (x[i] of a long x stays cheap)
    std::vector<int> dims;
    std::function<ExprPtr(const std::vector<int>&)> at;
    std::optional<Val> base;
    bool ownLocal = false;  // an array variable of the function being written out
    const Expr& b = *e.args[0];
    const bool loopVariable = b.kind == ExprKind::Name &&
                              (std::any_of(m_loop.begin(), m_loop.end(),
                                           [&](const auto& l) { return l.first == b.text; }) ||
                               !m_frames.empty());
    const std::vector<bool>* booleanDims = nullptr;
    if (const std::vector<int>* d =
            b.kind == ExprKind::Name && !loopVariable ? dimsOf(b.text) : nullptr) {
        dims = *d;
        if (auto bd = m_booleanDims.find(b.text); bd != m_booleanDims.end())
            booleanDims = &bd->second;
        if (auto view = m_views.find(b.text); view != m_views.end()) {
            // an array of components' variable: its elements have names of their own
            const ArrayView* v = view->second;
            at = [v, &b](const std::vector<int>& idx) {
                std::size_t flat = 0;
                for (std::size_t k = 0; k < v->dims.size(); ++k)
                    flat = flat * static_cast<std::size_t>(v->dims[k]) +
                           static_cast<std::size_t>(idx[k] - 1);
                return makeName(v->elements[flat], b.loc);
            };
        } else {
            at = [&b](const std::vector<int>& idx) {
                return makeName(elementName(b.text, idx), b.loc);
            };
        }
    } else {
        // a function's array may be read element by element while others are still to
        // be given (y[i] := y[i - 1] + x[i]): the elements read are checked below
        const std::optional<Val>* own = b.kind == ExprKind::Name ? local(b.text) : nullptr;
        ownLocal = own && *own && !(*own)->scalar();
        if (ownLocal)
            base = **own;
        else
            base = expand(e.args[0]);
        if (!base) return std::nullopt;
        dims = base->dims;
        at = [&base, &dims](const std::vector<int>& idx) {
            std::size_t flat = 0;
            for (std::size_t k = 0; k < dims.size(); ++k)
                flat =
                    flat * static_cast<std::size_t>(dims[k]) + static_cast<std::size_t>(idx[k] - 1);
            return base->el[flat];
        };
    }
    const std::size_t given = e.args.size() - 1;
    if (given > dims.size()) {
        if (dims.empty())
            error(Code::TypeError, e.loc, msg("'%1' is not an array", toString(b)));
        else
            error(Code::SizeMismatch, e.loc,
                  msg("'%1' has %2 dimensions but %3 subscripts", toString(b), dims.size(), given));
        return std::nullopt;
    }
    std::vector<Sub> subs;
    for (std::size_t k = 0; k < dims.size(); ++k) {
        const int size = dims[k];
        Sub s;
        if (k >= given || e.args[k + 1]->kind == ExprKind::Colon) {
            s.keep = true;
            for (int i = 1; i <= size; ++i) s.take.push_back(i);
            subs.push_back(std::move(s));
            continue;
        }
        m_endSize.push_back(size);
        std::optional<Val> v = expand(e.args[k + 1]);
        m_endSize.pop_back();
        if (!v) return std::nullopt;
        if (v->dims.size() > 1) {
            error(Code::SizeMismatch, e.loc,
                  msg("a subscript of size %1 in '%2'", sizeText(v->dims), toString(e)));
            return std::nullopt;
        }
        s.keep = !v->scalar();
        if (booleanDims && (*booleanDims)[k])  // false is 1, true is 2
            for (ExprPtr& x : v->el)
                x = makeIfChain({x}, {makeNumber(2, x->loc, true)}, makeNumber(1, x->loc, true),
                                x->loc);
        for (const ExprPtr& x : v->el) {
            m_endSize.push_back(size);
            const auto c = [&] {
                Structural structural(m_structural);
                return constant(*x);
            }();
            m_endSize.pop_back();
            if (!c) {
                if (s.keep) {
                    error(Code::VariabilityError, e.loc,
                          msg("the subscripts of '%1' must be known when the model is compiled",
                              toString(e)));
                    return std::nullopt;
                }
                s.dynamic = x;
                break;
            }
            const double i = *c;
            if (i != std::floor(i) || i < 1 || i > size) {
                error(Code::IndexOutOfRange, x->loc,
                      msg("the subscript %1 of '%2' is outside 1..%3", i, toString(b), size));
                return std::nullopt;
            }
            s.take.push_back(static_cast<int>(i));
        }
        subs.push_back(std::move(s));
    }
    // a subscript known only while running: in a function run while simulating, the
    // element at an offset; elsewhere an if-chain over its values, the first condition
    // checking that it is in range
    const bool anyDynamic =
        std::any_of(subs.begin(), subs.end(), [](const Sub& s) { return s.dynamic != nullptr; });
    if (anyDynamic && ownLocal && inRuntimeFunction())
        if (std::optional<Val> r = localElements(*base, subs, b.text, e.loc)) return r;
    for (std::size_t k = 0; k < subs.size(); ++k) {
        if (!subs[k].dynamic) continue;
        std::vector<Val> choices;
        for (int i = 1; i <= dims[k]; ++i) {
            std::vector<Sub> fixed = subs;
            fixed[k].dynamic = nullptr;
            fixed[k].take = {i};
            choices.push_back(select(fixed, at));
        }
        if (choices.size() == 1) return choices[0];
        Val r;
        r.dims = choices[0].dims;
        std::vector<ExprPtr> conds;
        const ExprPtr checked = makeCall(
            kCheckIndex,
            {subs[k].dynamic, makeNumber(dims[k], e.loc, true), makeString(toString(b), e.loc)},
            e.loc);
        for (std::size_t i = 0; i + 1 < choices.size(); ++i)
            conds.push_back(makeBinary(Op::Eq, i == 0 ? checked : subs[k].dynamic,
                                       makeNumber(double(i + 1), e.loc, true), e.loc));
        for (std::size_t el = 0; el < choices[0].el.size(); ++el) {
            std::vector<ExprPtr> values;
            for (std::size_t i = 0; i + 1 < choices.size(); ++i)
                values.push_back(choices[i].el[el]);
            r.el.push_back(makeIfChain(conds, values, choices.back().el[el], e.loc));
        }
        return r;
    }
    Val r = select(subs, at);
    if (std::any_of(r.el.begin(), r.el.end(), [](const ExprPtr& x) { return !x; })) {
        error(Code::VariabilityError, e.loc,
              msg("'%1' is used before it is given a value in the function '%2'", toString(e),
                  m_frames.empty() ? std::string() : m_frames.back().function->name));
        return std::nullopt;
    }
    return r;
}

// The elements the subscripts take, in row-major order; the dimensions kept.
Val Scalarizer::select(const std::vector<Sub>& subs,
                       const std::function<ExprPtr(const std::vector<int>&)>& at) {
    Val r;
    for (const Sub& s : subs)
        if (s.keep) r.dims.push_back(static_cast<int>(s.take.size()));
    std::size_t total = 1;
    for (const Sub& s : subs) total *= s.take.size();
    std::vector<std::size_t> pos(subs.size(), 0);
    std::vector<int> idx(subs.size());
    for (std::size_t n = 0; n < total; ++n) {
        for (std::size_t k = 0; k < subs.size(); ++k) idx[k] = subs[k].take[pos[k]];
        r.el.push_back(at(idx));
        for (std::size_t k = subs.size(); k-- > 0;) {
            if (++pos[k] < subs[k].take.size()) break;
            pos[k] = 0;
        }
    }
    return r;
}

}  // namespace hs::compile::arrays_detail

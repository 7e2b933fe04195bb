// Arrays made scalars (see arrays.h): the driver, declarations and their sizes, the values
// known when the model is compiled, equations (statements: array_statements.cpp).

#include "arrays_internal.h"

namespace hs::compile {

std::string elementName(const std::string& array, const std::vector<int>& indices) {
    std::string name = array;
    name += '[';
    for (std::size_t i = 0; i < indices.size(); ++i) {
        if (i > 0) name += ',';
        name += std::to_string(indices[i]);
    }
    name += ']';
    return name;
}

std::optional<lang::ModelAst> scalarizeArrays(const lang::ModelAst& ast, DiagnosticList& diags) {
    arrays_detail::Scalarizer s(ast, diags);
    return s.run();
}

}  // namespace hs::compile

namespace hs::compile::arrays_detail {

std::optional<ModelAst> Scalarizer::run() {
    for (const ArrayView& v : m_ast.arrayViews) m_views[v.name] = &v;
    for (const auto& f : m_ast.functions) {
        // a function nested in the model is called by its name and by the model's
        m_functions[f.name] = &f;
        m_functions[m_ast.name + "." + f.name] = &f;
    }
    for (const auto& r : m_ast.records) {
        m_records[r.name] = &r;
        m_records[m_ast.name + "." + r.name] = &r;
    }
    for (const auto& t : m_ast.types)
        if (!t.literals.empty()) {
            m_enums[t.name] = &t;
            m_enums[m_ast.name + "." + t.name] = &t;
        }
    // components of record types as their fields
    for (const auto& d : m_ast.declarations) recordFields(d, m_flatDecls, nullptr);
    if (m_diags.hasErrors()) return std::nullopt;
    for (const auto& d : m_flatDecls) m_decls.emplace(d.name, &d);
    if (!m_enums.empty()) checkEnumerations();
    if (m_diags.hasErrors()) return std::nullopt;
    foldStrings();
    ModelAst out;
    out.name = m_ast.name;
    out.within = m_ast.within;
    out.description = m_ast.description;
    out.loc = m_ast.loc;
    out.types = m_ast.types;
    out.experiment = m_ast.experiment;
    out.files = m_ast.files;
    out.components = m_ast.components;
    for (const auto& d : m_flatDecls) {
        if (m_strings.count(d.name)) continue;
        declaration(d, out.declarations);
        // the assertions of the functions its binding called: equations of the model
        for (EquationPtr& a : takeAssertEquations(d.loc)) m_bindingAsserts.push_back(std::move(a));
    }
    if (m_diags.hasErrors()) return std::nullopt;
    for (const auto& eq : m_ast.equations)
        if (!m_foldedEquations.count(eq.get())) equation(eq, out.equations);
    for (EquationPtr& a : m_bindingAsserts) out.equations.push_back(std::move(a));
    for (const auto& eq : m_ast.initialEquations) equation(eq, out.initialEquations);
    for (const auto& section : m_ast.algorithms) out.algorithms.push_back(statements(section));
    for (const auto& section : m_ast.initialAlgorithms)
        out.initialAlgorithms.push_back(statements(section));
    if (m_diags.hasErrors()) return std::nullopt;
    // the parameters that sizes, ranges and subscripts read (element names stand for their array)
    out.structuralParameters = m_ast.structuralParameters;
    for (const std::string& name : m_structuralNames) out.structuralParameters.push_back(name);
    out.runtimeFunctions = std::move(m_runtime);
    return out;
}

// ------------------------------------------------------------------ errors
void Scalarizer::error(Code code, SourceLoc loc, Message text) {
    if (m_runtimeRequest) return;  // the calls unwind to one that runs while simulating
    if (m_errors++ < 50) m_diags.error(code, loc, std::move(text));
}

// ------------------------------------------------------------------ declarations
// The dimensions of an array declaration, evaluated (once).
const std::vector<int>* Scalarizer::dimsOf(const std::string& name) {
    if (auto it = m_dims.find(name); it != m_dims.end()) return &it->second;
    if (auto view = m_views.find(name); view != m_views.end()) return &view->second->dims;
    auto d = m_decls.find(name);
    if (d == m_decls.end() || d->second->dims.empty()) return nullptr;
    if (!m_sizing.insert(name).second) {
        error(Code::VariabilityError, d->second->loc,
              msg("the size of '%1' depends on itself", name));
        return nullptr;
    }
    std::vector<int> dims;
    const Declaration& decl = *d->second;
    for (std::size_t k = 0; k < decl.dims.size(); ++k) {
        const Expr& dim = *decl.dims[k];
        if (dim.kind == ExprKind::Colon) {
            // from the binding
            std::optional<Val> v = decl.binding ? expand(decl.binding) : std::nullopt;
            if (!v || v->dims.size() != decl.dims.size()) {
                error(Code::SizeMismatch, decl.loc,
                      msg("the size ':' of '%1' needs a binding with as many dimensions", name));
                dims.push_back(0);
            } else {
                dims.push_back(v->dims[k]);
            }
            continue;
        }
        const auto n = [&]() -> std::optional<double> {
            if (dim.kind == ExprKind::Name && m_enums.count(dim.text))  // [E]: its literals
                return static_cast<double>(m_enums.at(dim.text)->literals.size());
            if (dim.kind == ExprKind::Name && booleanTypeName(dim.text)) {
                // [Boolean]: subscripts false and true (spec 10.1)
                std::vector<bool>& flags = m_booleanDims[name];
                flags.resize(decl.dims.size());
                flags[k] = true;
                return 2.0;
            }
            Structural structural(m_structural);
            return constant(dim);
        }();
        if (!n) {
            error(Code::VariabilityError, dim.loc,
                  msg("the size of '%1' must be known when the model is compiled: '%2' is not "
                      "a constant or "
                      "a parameter with a known value",
                      name, toString(dim)));
            dims.push_back(0);
        } else if (*n < 0 || *n != std::floor(*n) || *n > 1e8) {
            error(Code::SizeMismatch, dim.loc,
                  msg("the size of '%1' is not a whole number >= 0: %2", name, *n));
            dims.push_back(0);
        } else {
            dims.push_back(static_cast<int>(*n));
        }
    }
    m_sizing.erase(name);
    return &m_dims.emplace(name, std::move(dims)).first->second;
}

void Scalarizer::declaration(const Declaration& given, std::vector<Declaration>& out) {
    Declaration fromRecord;
    if (std::optional<ExprPtr> b = fieldBinding(given)) {
        // a field of a record component with a binding: its part of that binding
        if (!*b) return;
        fromRecord = given;
        fromRecord.binding = *b;
    }
    const Declaration& d = fromRecord.binding ? fromRecord : given;
    if (d.dims.empty()) {
        Declaration copy = d;
        if (copy.binding) copy.binding = scalarExpr(copy.binding, "binding");
        for (auto& mod : copy.modifiers)
            if (mod.value) mod.value = scalarExpr(mod.value, "modifier");
        out.push_back(std::move(copy));
        return;
    }
    const std::vector<int>* dims = dimsOf(d.name);
    if (!dims) return;
    const std::size_t n = count(*dims);
    // the binding and the modifiers, element by element
    auto perElement = [&](const ExprPtr& value, bool each,
                          const std::string& modifier) -> std::vector<ExprPtr> {
        std::vector<ExprPtr> values(n);
        if (!value) return values;
        std::optional<Val> v = expand(value);
        if (!v) return values;
        if (v->scalar() && (each || !modifier.empty())) {
            std::fill(values.begin(), values.end(), v->el[0]);
        } else if (v->dims != *dims) {
            error(Code::SizeMismatch, value->loc,
                  modifier.empty() ? msg("'%1' has size %2, but its binding has size %3", d.name,
                                         sizeText(*dims), sizeText(v->dims))
                                   : msg("'%1' has size %2, but its modifier '%3' has size %4",
                                         d.name, sizeText(*dims), modifier, sizeText(v->dims)));
        } else {
            values = v->el;
        }
        return values;
    };
    const std::vector<ExprPtr> bindings = perElement(d.binding, false, {});
    std::vector<std::vector<ExprPtr>> mods;
    for (const auto& mod : d.modifiers) mods.push_back(perElement(mod.value, mod.each, mod.name));
    std::vector<int> index(dims->size(), 1);
    for (std::size_t i = 0; i < n; ++i) {
        Declaration e = d;
        e.dims.clear();
        e.name = elementName(d.name, index);
        e.binding = bindings[i];
        for (std::size_t m = 0; m < e.modifiers.size(); ++m) e.modifiers[m].value = mods[m][i];
        std::erase_if(e.modifiers, [](const Modifier& m) { return !m.value; });
        m_elementBindings.emplace(e.name, e.binding);
        out.push_back(std::move(e));
        nextIndex(index, *dims);
    }
}

// ------------------------------------------------------------------ constants
// The value of an expression known when the model is compiled: literals, loop
// variables, constants and parameters with known bindings, sizes.
std::optional<double> Scalarizer::constant(const Expr& e) {
    switch (e.kind) {
    case ExprKind::Number: return e.number;
    case ExprKind::Boolean: return e.boolean ? 1.0 : 0.0;
    case ExprKind::End:
        if (m_endSize.empty()) return std::nullopt;
        return m_endSize.back();
    case ExprKind::Name: {
        for (auto it = m_loop.rbegin(); it != m_loop.rend(); ++it)
            if (it->first == e.text) return it->second;
        if (const auto literal = enumLiteral(e.text)) return *literal;
        if (!m_frames.empty() && m_framesHidden == 0) {
            // a function's variable: known when its expression is a constant; that
            // expression is the caller's, made scalars: its names are not the function's
            if (const std::optional<Val>* v = local(e.text)) {
                if (!*v || !(*v)->scalar() || !(*v)->el[0]) return std::nullopt;
                ++m_framesHidden;
                const std::optional<double> c = constant(*(*v)->el[0]);
                --m_framesHidden;
                return c;
            }
        }
        const ExprPtr* binding = nullptr;
        const std::string arrayName = e.text.substr(0, e.text.find('['));
        auto d = m_decls.find(arrayName);
        if (d == m_decls.end()) return std::nullopt;
        const Declaration& decl = *d->second;
        const bool isParameter = decl.variability == Variability::Parameter;
        if (!isParameter && decl.variability != Variability::Constant) return std::nullopt;
        if (isParameter && m_structural == 0) return std::nullopt;
        if (isParameter) m_structuralNames.insert(e.text);
        if (auto c = m_values.find(e.text); c != m_values.end()) return c->second;
        if (arrayName == e.text) {
            if (!decl.dims.empty()) return std::nullopt;
            binding = &decl.binding;
        } else {
            binding = elementBinding(e.text);
        }
        if (!binding || !*binding || !m_evaluating.insert(e.text).second) return std::nullopt;
        std::optional<double> v;
        if (std::optional<Val> x = expand(*binding); x && x->scalar()) v = constant(*x->el[0]);
        m_evaluating.erase(e.text);
        if (v && m_loop.empty() && m_frames.empty()) m_values.emplace(e.text, *v);
        return v;
    }
    case ExprKind::Unary: {
        const auto a = constant(*e.args[0]);
        if (!a) return std::nullopt;
        if (e.op == Op::Neg) return -*a;
        if (e.op == Op::Not) return *a == 0.0 ? 1.0 : 0.0;
        return *a;
    }
    case ExprKind::Binary: {
        const auto a = constant(*e.args[0]);
        const auto b = a ? constant(*e.args[1]) : std::nullopt;
        if (!a || !b) return std::nullopt;
        switch (e.op) {
        case Op::Add:
        case Op::ElemAdd: return *a + *b;
        case Op::Sub:
        case Op::ElemSub: return *a - *b;
        case Op::Mul:
        case Op::ElemMul: return *a * *b;
        case Op::Div:
        case Op::ElemDiv: return *a / *b;
        case Op::Pow:
        case Op::ElemPow: return std::pow(*a, *b);
        case Op::Lt: return *a < *b;
        case Op::Le: return *a <= *b;
        case Op::Gt: return *a > *b;
        case Op::Ge: return *a >= *b;
        case Op::Eq: return *a == *b;
        case Op::Ne: return *a != *b;
        case Op::And: return *a != 0.0 && *b != 0.0;
        case Op::Or: return *a != 0.0 || *b != 0.0;
        default: return std::nullopt;
        }
    }
    case ExprKind::If: {
        for (std::size_t i = 0; i + 1 < e.args.size(); i += 2) {
            const auto c = constant(*e.args[i]);
            if (!c) return std::nullopt;
            if (*c != 0.0) return constant(*e.args[i + 1]);
        }
        return constant(*e.args.back());
    }
    case ExprKind::Call:
    case ExprKind::Index: {
        if (e.kind == ExprKind::Call) {
            if (auto f = mathFunction(e.text); f && static_cast<int>(e.args.size()) == f->arity) {
                const auto a = constant(*e.args[0]);
                if (!a) return std::nullopt;
                if (f->arity == 1) return applyMath(f->fn, *a);
                const auto b = constant(*e.args[1]);
                if (!b) return std::nullopt;
                return applyMath2(f->fn, *a, *b);
            }
        }
        // size(), sum(), an element of an array constant: the scalar they make
        const auto self = std::make_shared<const Expr>(e);
        std::optional<Val> v = expand(self);
        if (!v || !v->scalar() || v->el[0] == self) return std::nullopt;
        return constant(*v->el[0]);
    }
    default: return std::nullopt;
    }
}

// The binding of an element ("x[2]") of an array constant or parameter, or null.
const ExprPtr* Scalarizer::elementBinding(const std::string& name) {
    const std::size_t bracket = name.find('[');
    if (bracket == std::string::npos || name.back() != ']') return nullptr;
    auto d = m_decls.find(name.substr(0, bracket));
    if (d == m_decls.end() || (d->second->variability != Variability::Parameter &&
                               d->second->variability != Variability::Constant))
        return nullptr;
    if (auto b = m_elementBindings.find(name); b != m_elementBindings.end()) return &b->second;
    // an array declared later than its use: its binding's element
    const std::vector<int>* dims = dimsOf(d->first);
    if (!dims || !d->second->binding || !m_evaluating.insert(name).second) return nullptr;
    std::optional<Val> v = expand(d->second->binding);
    m_evaluating.erase(name);
    if (!v || v->dims != *dims) return nullptr;
    std::size_t flat = 0, k = 0, pos = bracket + 1;
    while (pos < name.size() && k < dims->size()) {
        const std::size_t end = name.find_first_of(",]", pos);
        const int i = std::atoi(name.substr(pos, end - pos).c_str());
        if (i < 1 || i > (*dims)[k]) return nullptr;
        flat = flat * static_cast<std::size_t>((*dims)[k]) + static_cast<std::size_t>(i - 1);
        pos = end + 1;
        ++k;
    }
    return &m_elementBindings.emplace(name, v->el[flat]).first->second;
}

// The values of a range or of a constant vector (a for-loop's iterations).
std::optional<std::vector<double>> Scalarizer::iterationValues(const ExprPtr& range,
                                                               const std::string& loopVar) {
    Structural structural(m_structural);
    std::vector<double> values;
    // false:true and Boolean: the loop variable is a Boolean
    const bool boolean =
        (range->kind == ExprKind::Range &&
         std::all_of(range->args.begin(), range->args.end(),
                     [](const ExprPtr& a) { return a->kind == ExprKind::Boolean; })) ||
        (range->kind == ExprKind::Name && booleanTypeName(range->text));
    if (!loopVar.empty()) {
        if (boolean)
            m_booleanLoops.insert(loopVar);
        else
            m_booleanLoops.erase(loopVar);
    }
    if (range->kind == ExprKind::Range) {
        const auto a = constant(*range->args[0]);
        const auto s =
            range->args.size() == 3 ? constant(*range->args[1]) : std::optional<double>(1.0);
        const auto b = constant(*range->args.back());
        if (!a || !s || !b) return std::nullopt;
        if (*s == 0.0 || (*b - *a) / *s > kMaxUnrolled) {
            error(Code::InvalidLoop, range->loc,
                  loopVar.empty()
                      ? msg("the range '%1' has a zero step or more than %2 elements",
                            toString(*range), kMaxUnrolled)
                      : msg("the for-loop over '%1' has a zero step or more than %2 iterations",
                            loopVar, kMaxUnrolled));
            return std::vector<double>{};
        }
        const double eps = 1e-10 * std::max(1.0, std::fabs(*s));
        for (double v = *a; *s > 0 ? v <= *b + eps : v >= *b - eps; v += *s) values.push_back(v);
        return values;
    }
    std::optional<Val> v = expand(range);
    if (!v) return std::vector<double>{};
    if (v->dims.size() != 1) {
        error(Code::SizeMismatch, range->loc,
              msg("a for-loop iterates over a range or a vector, not over size %1",
                  sizeText(v->dims)));
        return std::vector<double>{};
    }
    for (const ExprPtr& el : v->el) {
        const auto c = constant(*el);
        if (!c) return std::nullopt;
        values.push_back(*c);
    }
    return values;
}

// ------------------------------------------------------------------ equations
void Scalarizer::equation(const EquationPtr& ep, std::vector<EquationPtr>& out) {
    equationOnly(ep, out);
    // the assertions of the functions it called, beside it
    for (EquationPtr& a : takeAssertEquations(ep->loc)) out.push_back(std::move(a));
}

void Scalarizer::equationOnly(const EquationPtr& ep, std::vector<EquationPtr>& out) {
    const Equation& eq = *ep;
    switch (eq.kind) {
    case EqKind::Equality: {
        if (eq.lhs->kind == ExprKind::Tuple) {
            // (a, b) = f(x): an equation per output taken
            auto values = tupleOutputs(*eq.lhs, eq.rhs);
            if (!values) return;
            for (std::size_t k = 0; k < values->size(); ++k) {
                if (!(*values)[k]) continue;
                const Val& r = *(*values)[k];
                std::optional<Val> l = expand(eq.lhs->args[k]);
                if (!l) return;
                if (!sameDims(*l, r)) {
                    error(Code::SizeMismatch, eq.lhs->args[k]->loc,
                          msg("'%1' and output %2 of '%3' have different sizes: %4 and %5",
                              toString(*eq.lhs->args[k]), k + 1, eq.rhs->text, shapeText(*l),
                              shapeText(r)));
                    return;
                }
                for (std::size_t i = 0; i < l->el.size(); ++i) {
                    auto copy = std::make_shared<Equation>(eq);
                    copy->lhs = l->el[i];
                    copy->rhs = r.el[i];
                    out.push_back(std::move(copy));
                }
            }
            return;
        }
        std::optional<Val> l = expand(eq.lhs);
        std::optional<Val> r = l ? expand(eq.rhs) : std::nullopt;
        if (!l || !r) return;
        if (!sameDims(*l, *r)) {
            error(Code::SizeMismatch, eq.loc,
                  msg("the two sides of the equation have different sizes: %1 and %2",
                      shapeText(*l), shapeText(*r)));
            return;
        }
        if (l->scalar() && l->el[0] == eq.lhs && r->el[0] == eq.rhs) {
            out.push_back(ep);
            return;
        }
        for (std::size_t i = 0; i < l->el.size(); ++i) {
            auto copy = std::make_shared<Equation>(eq);
            copy->lhs = l->el[i];
            copy->rhs = r->el[i];
            out.push_back(std::move(copy));
        }
        return;
    }
    case EqKind::For: {
        const ExprPtr range =
            eq.range
                ? eq.range
                : deducedRange(eq.loopVar, eq.branches.empty() ? nullptr : &eq.branches[0].body,
                               nullptr, eq.loc);
        if (!range) return;
        auto values = iterationValues(range, eq.loopVar);
        if (!values) {
            error(Code::VariabilityError, range->loc,
                  msg("the range of the for-loop over '%1' must be known when the model is "
                      "compiled",
                      eq.loopVar));
            return;
        }
        for (double v : *values) {
            if (!unrollOne(range->loc, eq.loopVar)) return;
            m_loop.emplace_back(eq.loopVar, v);
            if (!eq.branches.empty())
                for (const auto& body : eq.branches[0].body) equation(body, out);
            m_loop.pop_back();
        }
        return;
    }
    case EqKind::If:
    case EqKind::When: {
        auto copy = std::make_shared<Equation>(eq);
        std::vector<EquationPtr> conditionAsserts;  // of calls in the conditions: before it
        for (auto& b : copy->branches) {
            if (b.cond)
                b.cond = eq.kind == EqKind::When ? whenCondition(b.cond)
                                                 : scalarExpr(b.cond, "condition");
            for (EquationPtr& a : takeAssertEquations(eq.loc))
                conditionAsserts.push_back(std::move(a));
            std::vector<EquationPtr> body;
            for (const auto& x : b.body) equation(x, body);
            b.body = std::move(body);
        }
        std::vector<EquationPtr> elseBody;
        for (const auto& x : eq.elseBody) equation(x, elseBody);
        copy->elseBody = std::move(elseBody);
        for (EquationPtr& a : conditionAsserts) out.push_back(std::move(a));
        out.push_back(std::move(copy));
        return;
    }
    case EqKind::Call: {
        std::vector<ExprPtr> calls = callStatement(eq.call);
        for (ExprPtr& c : calls) {
            if (c == eq.call) {
                out.push_back(ep);
                continue;
            }
            auto copy = std::make_shared<Equation>(eq);
            copy->call = std::move(c);
            out.push_back(std::move(copy));
        }
        return;
    }
    }
}

// A when-condition: a scalar, or an array of conditions (any of them).
ExprPtr Scalarizer::whenCondition(const ExprPtr& cond) {
    std::optional<Val> v = expand(cond);
    if (!v) return cond;
    if (v->scalar()) return v->el[0];
    if (v->dims.size() != 1) {
        error(Code::SizeMismatch, cond->loc,
              msg("a when-condition is a scalar or a vector, not size %1", sizeText(v->dims)));
        return cond;
    }
    if (cond->kind == ExprKind::Array && v->el.size() == cond->args.size()) {
        bool same = true;
        for (std::size_t i = 0; i < v->el.size(); ++i) same = same && v->el[i] == cond->args[i];
        if (same) return cond;
    }
    auto a = std::make_shared<Expr>();
    a->kind = ExprKind::Array;
    a->loc = cond->loc;
    a->args = v->el;
    for (const ExprPtr& x : a->args) a->depth = std::max(a->depth, x->depth + 1);
    return a;
}

// reinit(x, e) of an array is one per element; other calls (assert, terminate, ...)
// take scalars.
std::vector<ExprPtr> Scalarizer::callStatement(const ExprPtr& call) {
    if (call->text == "assert" && !call->args.empty()) {
        // an assertion that holds is never evaluated further: its message neither
        if (call->args[0]->kind == ExprKind::Boolean && call->args[0]->boolean) return {};
    }
    if (auto fn = m_functions.find(call->text); fn != m_functions.end()) {
        // a function called for what it checks: its outputs, if any, unused
        inlineOutputs(*fn->second, call, {});
        return {};
    }
    if (call->text == "reinit" && call->args.size() == 2) {
        std::optional<Val> x = expand(call->args[0]);
        std::optional<Val> v = x ? expand(call->args[1]) : std::nullopt;
        if (!x || !v) return {call};
        if (x->scalar() && v->scalar()) {
            if (x->el[0] == call->args[0] && v->el[0] == call->args[1]) return {call};
            return {makeCall("reinit", {x->el[0], v->el[0]}, call->loc)};
        }
        if (x->dims != v->dims) {
            error(Code::SizeMismatch, call->loc,
                  msg("the operands of '%1' have different sizes: %2 and %3", toString(*call),
                      sizeText(x->dims), sizeText(v->dims)));
            return {call};
        }
        std::vector<ExprPtr> calls;
        for (std::size_t i = 0; i < x->el.size(); ++i)
            calls.push_back(makeCall("reinit", {x->el[i], v->el[i]}, call->loc));
        return calls;
    }
    auto copy = std::make_shared<Expr>(*call);
    bool changed = false;
    for (auto& a : copy->args) {
        ExprPtr s = scalarExpr(a, "argument");
        changed = changed || s != a;
        a = std::move(s);
    }
    if (!changed) return {call};
    return {copy};
}

}  // namespace hs::compile::arrays_detail

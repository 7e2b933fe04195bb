// Strings known when the model is compiled (Modelica 3.6 sections 3.4.4.2 and 10.7):
// String constants and parameters with a value, and String variables given one by a
// single equation `s = "..."`, are replaced by their text wherever they are read;
// concatenation with `+`, comparisons of two texts and String(x) of a value known when
// compiling (with significantDigits, minimumLength, leftJustified or format) are
// evaluated. A String whose value is known only while running stays a located
// `unsupported` error (messages of assert and terminate print running values already).

#include "arrays_internal.h"

#include <cstdio>

namespace hs::compile::arrays_detail {

namespace {

bool isStringType(const std::vector<TypeAlias>& types, std::string name) {
    for (int guard = 0; guard < 32; ++guard) {
        if (name == "String") return true;
        auto it = std::find_if(types.begin(), types.end(),
                               [&](const TypeAlias& t) { return t.name == name; });
        if (it == types.end()) return false;
        name = it->baseType;
    }
    return false;
}

}  // namespace

// String(x, ...) of a value known when compiling: as the specification prints it.
std::optional<std::string> Scalarizer::stringOf(const Expr& call) {
    if (call.args.empty()) return std::nullopt;
    const Expr& x = *call.args[0];
    std::optional<Val> v = expand(call.args[0]);
    if (!v || !v->scalar()) return std::nullopt;
    const Expr& value = *v->el[0];
    if (value.kind == ExprKind::String) return value.text;
    const auto known = constant(value);
    if (!known) return std::nullopt;
    int significant = 6, minimumLength = 0;
    bool left = true;
    std::string format;
    for (std::size_t i = 1; i < call.args.size(); ++i) {
        const std::string name = i < call.argNames.size() ? call.argNames[i] : std::string();
        std::optional<Val> a = expand(call.args[i]);
        if (!a || !a->scalar()) return std::nullopt;
        if (name == "format" && a->el[0]->kind == ExprKind::String) {
            format = a->el[0]->text;
            continue;
        }
        const auto n = constant(*a->el[0]);
        if (!n) return std::nullopt;
        if (name == "significantDigits")
            significant = static_cast<int>(*n);
        else if (name == "minimumLength")
            minimumLength = static_cast<int>(*n);
        else if (name == "leftJustified")
            left = *n != 0.0;
        else
            return std::nullopt;
    }
    std::string text;
    char buffer[128];
    if (const TypeAlias* e = m_enums.empty() ? nullptr : enumTypeOf(x)) {
        const int k = static_cast<int>(*known);
        if (k < 1 || k > static_cast<int>(e->literals.size())) return std::nullopt;
        text = e->literals[static_cast<std::size_t>(k - 1)];
    } else if (value.kind == ExprKind::Boolean || x.kind == ExprKind::Boolean) {
        text = *known != 0.0 ? "true" : "false";
    } else if (!format.empty()) {
        // format = "[flags][width][.precision]type", as C's printf
        if (format.find_first_not_of("0123456789.-+ #efgEFGdixXc") != std::string::npos)
            return std::nullopt;
        const char type = format.back();
        const std::string spec = "%" + format;
        if (type == 'd' || type == 'i' || type == 'x' || type == 'X' || type == 'c')
            std::snprintf(buffer, sizeof buffer, spec.c_str(), static_cast<long long>(*known));
        else
            std::snprintf(buffer, sizeof buffer, spec.c_str(), *known);
        text = buffer;
    } else if (value.isInteger) {
        std::snprintf(buffer, sizeof buffer, "%lld", static_cast<long long>(*known));
        text = buffer;
    } else {
        std::snprintf(buffer, sizeof buffer, "%.*g", std::clamp(significant, 1, 17), *known);
        text = buffer;
    }
    if (static_cast<int>(text.size()) < minimumLength)
        text = left
                   ? text + std::string(static_cast<std::size_t>(minimumLength) - text.size(), ' ')
                   : std::string(static_cast<std::size_t>(minimumLength) - text.size(), ' ') + text;
    return text;
}

// The text of a string expression known when compiling.
std::optional<std::string> Scalarizer::stringValue(const Expr& e) {
    switch (e.kind) {
    case ExprKind::String: return e.text;
    case ExprKind::Name: {
        auto it = m_strings.find(e.text);
        if (it != m_strings.end()) return it->second;
        return std::nullopt;
    }
    case ExprKind::Binary: {
        if (e.op != Op::Add) return std::nullopt;
        auto a = stringValue(*e.args[0]);
        auto b = a ? stringValue(*e.args[1]) : std::nullopt;
        if (!a || !b) return std::nullopt;
        return *a + *b;
    }
    case ExprKind::Call:
        if (e.text == "String") return stringOf(e);
        return std::nullopt;
    case ExprKind::If: {
        for (std::size_t i = 0; i + 1 < e.args.size(); i += 2) {
            std::optional<Val> c = expand(e.args[i]);
            const auto known = c && c->scalar() ? constant(*c->el[0]) : std::nullopt;
            if (!known) return std::nullopt;
            if (*known != 0.0) return stringValue(*e.args[i + 1]);
        }
        return stringValue(*e.args.back());
    }
    default: return std::nullopt;
    }
}

void Scalarizer::foldStrings() {
    std::vector<const Declaration*> strings;
    for (const Declaration& d : m_flatDecls)
        if (d.dims.empty() && isStringType(m_ast.types, d.typeName)) strings.push_back(&d);
    if (strings.empty()) return;
    // a variable's one equation s = "...": its value
    std::unordered_map<std::string, const Equation*> defining;
    std::unordered_map<std::string, int> equations;
    for (const EquationPtr& q : m_ast.equations)
        if (q->kind == EqKind::Equality && q->lhs->kind == ExprKind::Name) {
            defining[q->lhs->text] = q.get();
            ++equations[q->lhs->text];
        }
    // in order, as long as values are found: one may read another
    for (bool progress = true; progress;) {
        progress = false;
        for (const Declaration* d : strings) {
            if (m_strings.count(d->name)) continue;
            const Expr* source = d->binding.get();
            const Equation* eq = nullptr;
            if (!source && d->variability != Variability::Constant &&
                d->variability != Variability::Parameter && equations[d->name] == 1) {
                eq = defining[d->name];
                source = eq->rhs.get();
            }
            if (!source) continue;
            std::optional<std::string> text = stringValue(*source);
            if (!text) continue;
            m_strings[d->name] = *text;
            if (eq) m_foldedEquations.insert(eq);
            progress = true;
        }
    }
}

// a + b and comparisons of two texts known when compiling.
std::optional<Val> Scalarizer::stringBinary(const Expr& e, const Val& a, const Val& b) {
    if (!a.scalar() || !b.scalar() || a.el[0]->kind != ExprKind::String ||
        b.el[0]->kind != ExprKind::String)
        return std::nullopt;
    const std::string& x = a.el[0]->text;
    const std::string& y = b.el[0]->text;
    switch (e.op) {
    case Op::Add: return Val::of(makeString(x + y, e.loc));
    case Op::Eq: return Val::of(makeBoolean(x == y, e.loc));
    case Op::Ne: return Val::of(makeBoolean(x != y, e.loc));
    case Op::Lt: return Val::of(makeBoolean(x < y, e.loc));
    case Op::Le: return Val::of(makeBoolean(x <= y, e.loc));
    case Op::Gt: return Val::of(makeBoolean(x > y, e.loc));
    case Op::Ge: return Val::of(makeBoolean(x >= y, e.loc));
    default: return std::nullopt;
    }
}

ExprPtr Scalarizer::stringExpr(const std::string& name, SourceLoc loc) const {
    auto it = m_strings.find(name);
    return it == m_strings.end() ? nullptr : makeString(it->second, loc);
}

}  // namespace hs::compile::arrays_detail

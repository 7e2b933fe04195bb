// Enumerations (Modelica 3.6 section 4.9.5): `type E = enumeration(a, b, c)`. A literal
// E.b is its ordinal (2) once the model is checked, a variable of type E an Integer, a
// dimension [E] the size 3 and a loop over E its literals; Integer(e) is the ordinal.
// Before that, the types are checked, since an enumeration is no number: arithmetic on
// literals, comparing them with numbers or with another enumeration's literals, binding a
// number to an enumeration variable (or the reverse), and subscripting an array over E
// with a number are located `type-error`s.

#include "arrays_internal.h"

namespace hs::compile::arrays_detail {

std::optional<int> Scalarizer::enumLiteral(const std::string& name) const {
    const std::size_t dot = name.rfind('.');
    if (dot == std::string::npos) return std::nullopt;
    auto it = m_enums.find(name.substr(0, dot));
    if (it == m_enums.end()) return std::nullopt;
    const auto& lits = it->second->literals;
    auto lit = std::find(lits.begin(), lits.end(), name.substr(dot + 1));
    if (lit == lits.end()) return std::nullopt;
    return static_cast<int>(lit - lits.begin()) + 1;
}

const TypeAlias* Scalarizer::enumType(const std::string& typeName) const {
    // through aliases of the enumeration (type F = E)
    std::string name = typeName;
    for (int guard = 0; guard < 32; ++guard) {
        if (auto it = m_enums.find(name); it != m_enums.end()) return it->second;
        auto alias = std::find_if(m_ast.types.begin(), m_ast.types.end(),
                                  [&](const TypeAlias& t) { return t.name == name; });
        if (alias == m_ast.types.end()) return nullptr;
        name = alias->baseType;
    }
    return nullptr;
}

namespace {

// The type of a loop variable whose range is implied: it fits any subscript.
const TypeAlias kAnyType{};

Message typeText(const TypeAlias* t) {
    return t ? msg("the enumeration '%1'", t->name) : msg("a number or a Boolean");
}

bool compatible(const TypeAlias* a, const TypeAlias* b) {
    return a == b || a == &kAnyType || b == &kAnyType;
}

}  // namespace

// The enumeration an expression has (null: none), reporting what mixes types.
const TypeAlias* Scalarizer::enumTypeOf(const Expr& e) {
    switch (e.kind) {
    case ExprKind::Name: {
        for (auto it = m_loopTypes.rbegin(); it != m_loopTypes.rend(); ++it)
            if (it->first == e.text) return it->second;
        if (enumLiteral(e.text)) return m_enums.at(e.text.substr(0, e.text.rfind('.')));
        if (auto en = m_enums.find(e.text); en != m_enums.end()) return en->second;  // a range
        if (auto d = m_decls.find(e.text); d != m_decls.end()) return enumType(d->second->typeName);
        return nullptr;
    }
    case ExprKind::Index: {
        const TypeAlias* element = enumTypeOf(*e.args[0]);
        const Declaration* decl = nullptr;
        if (e.args[0]->kind == ExprKind::Name)
            if (auto d = m_decls.find(e.args[0]->text); d != m_decls.end()) decl = d->second;
        for (std::size_t k = 1; k < e.args.size(); ++k) {
            const Expr& sub = *e.args[k];
            const TypeAlias* have = sub.kind == ExprKind::Colon ? nullptr : enumTypeOf(sub);
            if (!decl || k - 1 >= decl->dims.size() || sub.kind == ExprKind::Colon) continue;
            const Expr& dim = *decl->dims[k - 1];
            const TypeAlias* want = dim.kind == ExprKind::Name
                                        ? m_enums.count(dim.text) ? m_enums.at(dim.text) : nullptr
                                        : nullptr;
            if (!compatible(have, want))
                error(Code::TypeError, sub.loc,
                      msg("the subscript '%1' of '%2' is %3, but the dimension is indexed by %4",
                          toString(sub), decl->name, typeText(have), typeText(want)));
        }
        return element;
    }
    case ExprKind::Binary: {
        const TypeAlias* a = enumTypeOf(*e.args[0]);
        const TypeAlias* b = enumTypeOf(*e.args[1]);
        if (isRelation(e.op)) {
            if (!compatible(a, b))
                error(Code::TypeError, e.loc,
                      msg("'%1' compares %2 with %3", toString(e), typeText(a), typeText(b)));
            return nullptr;
        }
        if (e.op != Op::And && e.op != Op::Or && ((a && a != &kAnyType) || (b && b != &kAnyType)))
            error(Code::TypeError, e.loc,
                  msg("'%1' computes with %2: an enumeration has no arithmetic (Integer(e) is its "
                      "ordinal)",
                      toString(e), typeText(a ? a : b)));
        return nullptr;
    }
    case ExprKind::Unary: {
        const TypeAlias* a = enumTypeOf(*e.args[0]);
        if (a && a != &kAnyType)
            error(Code::TypeError, e.loc,
                  msg("'%1' computes with %2: an enumeration has no arithmetic (Integer(e) is its "
                      "ordinal)",
                      toString(e), typeText(a)));
        return nullptr;
    }
    case ExprKind::If: {
        for (std::size_t i = 0; i + 1 < e.args.size(); i += 2) enumTypeOf(*e.args[i]);
        const TypeAlias* t = enumTypeOf(*e.args.back());
        for (std::size_t i = 1; i + 1 < e.args.size(); i += 2)
            if (!compatible(enumTypeOf(*e.args[i]), t))
                error(Code::TypeError, e.loc,
                      msg("the branches of '%1' have different types", toString(e)));
        return t;
    }
    case ExprKind::Range:
    case ExprKind::Array: {
        const TypeAlias* t = nullptr;
        for (std::size_t i = 0; i < e.args.size(); ++i) {
            const TypeAlias* x = enumTypeOf(*e.args[i]);
            if (i == 0) t = x;
            // a:s:b: the step is a number
            if (e.kind == ExprKind::Range && e.args.size() == 3 && i == 1) continue;
            if (!compatible(x, t))
                error(Code::TypeError, e.loc,
                      msg("'%1' mixes %2 and %3", toString(e), typeText(t), typeText(x)));
        }
        return t;
    }
    case ExprKind::Call: {
        std::vector<const TypeAlias*> args;
        for (const ExprPtr& a : e.args) args.push_back(a ? enumTypeOf(*a) : nullptr);
        if (e.text == "Integer" && args.size() == 1 && !args[0])
            error(Code::TypeError, e.loc,
                  msg("Integer() takes an enumeration value; integer() rounds a number down"));
        if (e.text == "Integer" || e.text == "String") return nullptr;
        if ((e.text == "pre" || e.text == "noEvent" || e.text == "smooth") && !args.empty())
            return args.back();
        if ((e.text == "min" || e.text == "max") && args.size() == 1)
            return args[0];  // min(E), max(v) of an array of E: the first, last literal
        if ((e.text == "min" || e.text == "max") && args.size() == 2) {
            if (!compatible(args[0], args[1]))
                error(
                    Code::TypeError, e.loc,
                    msg("'%1' mixes %2 and %3", toString(e), typeText(args[0]), typeText(args[1])));
            return args[0];
        }
        if (e.text != "size" && e.text != "change")
            for (std::size_t i = 0; i < args.size(); ++i)
                if (args[i] && args[i] != &kAnyType)
                    error(Code::TypeError, e.args[i]->loc,
                          msg("'%1' takes a number, not %2", e.text, typeText(args[i])));
        return nullptr;
    }
    case ExprKind::Comprehension: {
        m_loopTypes.emplace_back(
            e.text, e.args.size() > 1 && e.args[1] ? enumTypeOf(*e.args[1]) : &kAnyType);
        enumTypeOf(*e.args[0]);
        m_loopTypes.pop_back();
        return nullptr;
    }
    default:
        for (const ExprPtr& a : e.args)
            if (a) enumTypeOf(*a);
        return nullptr;
    }
}

void Scalarizer::checkEnumerations() {
    auto expect = [&](const TypeAlias* want, const ExprPtr& value, const std::string& what) {
        if (!value) return;
        const TypeAlias* have = enumTypeOf(*value);
        if (!compatible(have, want))
            error(Code::TypeError, value->loc,
                  msg("'%1' is %2, but '%3' is %4", what, typeText(want), toString(*value),
                      typeText(have)));
    };
    for (const Declaration& d : m_flatDecls) {
        const TypeAlias* t = enumType(d.typeName);
        expect(t, d.binding, d.name);
        for (const Modifier& m : d.modifiers)
            if (m.name == "start" || m.name == "min" || m.name == "max")
                expect(t, m.value, d.name + "." + m.name);
    }
    std::function<void(const std::vector<EquationPtr>&)> equations =
        [&](const std::vector<EquationPtr>& list) {
            for (const EquationPtr& q : list) {
                if (q->kind == EqKind::Equality && q->lhs->kind != ExprKind::Tuple) {
                    const TypeAlias* l = enumTypeOf(*q->lhs);
                    const TypeAlias* r = enumTypeOf(*q->rhs);
                    if (!compatible(l, r))
                        error(Code::TypeError, q->loc,
                              msg("the two sides of the equation have different types: %1 and %2",
                                  typeText(l), typeText(r)));
                }
                if (q->call) enumTypeOf(*q->call);
                if (q->kind == EqKind::For)
                    m_loopTypes.emplace_back(q->loopVar,
                                             q->range ? enumTypeOf(*q->range) : &kAnyType);
                for (const auto& b : q->branches) {
                    if (b.cond) enumTypeOf(*b.cond);
                    equations(b.body);
                }
                if (q->kind == EqKind::For) m_loopTypes.pop_back();
                equations(q->elseBody);
            }
        };
    std::function<void(const std::vector<StmtPtr>&)> statements =
        [&](const std::vector<StmtPtr>& list) {
            for (const StmtPtr& s : list) {
                if (s->kind == StmtKind::Assign && s->target->kind != ExprKind::Tuple)
                    expect(enumTypeOf(*s->target), s->value, toString(*s->target));
                else if (s->value)
                    enumTypeOf(*s->value);
                if (s->kind == StmtKind::For)
                    m_loopTypes.emplace_back(s->loopVar,
                                             s->range ? enumTypeOf(*s->range) : &kAnyType);
                for (const auto& b : s->branches) {
                    if (b.cond) enumTypeOf(*b.cond);
                    statements(b.body);
                }
                if (s->kind == StmtKind::For) m_loopTypes.pop_back();
                statements(s->elseBody);
            }
        };
    equations(m_ast.equations);
    equations(m_ast.initialEquations);
    for (const auto& section : m_ast.algorithms) statements(section);
    for (const auto& section : m_ast.initialAlgorithms) statements(section);
}

// Boolean, or a type alias of it (type B = Boolean).
bool Scalarizer::booleanTypeName(const std::string& name) const {
    std::string n = name;
    for (int hops = 0; hops < 16; ++hops) {
        if (n == "Boolean") return true;
        const auto t = std::find_if(m_ast.types.begin(), m_ast.types.end(),
                                    [&](const TypeAlias& a) { return a.name == n; });
        if (t == m_ast.types.end() || !t->literals.empty()) return false;
        n = t->baseType;
    }
    return false;
}

}  // namespace hs::compile::arrays_detail

#include "symbolic.h"

namespace hs::sym {

using lang::ExprKind;
using lang::Op;

bool isUnknown(const Expr& e, const UnknownKey& key) {
    if (key.derivative) {
        return e.kind == ExprKind::Call && e.text == "der" && e.args.size() == 1 &&
               e.args[0]->kind == ExprKind::Name && e.args[0]->text == key.name;
    }
    return e.kind == ExprKind::Name && e.text == key.name;
}

bool occurs(const Expr& e, const UnknownKey& key) {
    if (isUnknown(e, key)) return true;
    // pre(x) is a known value, not an occurrence of x
    if (e.kind == ExprKind::Call && (e.text == "pre") ) return false;
    if (!key.derivative && e.kind == ExprKind::Call && e.text == "der") return false;
    for (const auto& a : e.args)
        if (a && occurs(*a, key)) return true;
    return false;
}

bool isConstant(const Expr& e, double value) {
    return e.kind == ExprKind::Number && e.number == value;
}

static bool isNumber(const ExprPtr& e) { return e && e->kind == ExprKind::Number; }

ExprPtr add(ExprPtr a, ExprPtr b) {
    if (!a) return b;
    if (!b) return a;
    if (isConstant(*a, 0)) return b;
    if (isConstant(*b, 0)) return a;
    if (isNumber(a) && isNumber(b)) return lang::makeNumber(a->number + b->number);
    if (b->kind == ExprKind::Unary && b->op == Op::Neg) return sub(a, b->args[0]);
    SourceLoc loc = a->loc;
    return lang::makeBinary(Op::Add, std::move(a), std::move(b), loc);
}

ExprPtr sub(ExprPtr a, ExprPtr b) {
    if (!b) return a;
    if (!a) return neg(b);
    if (isConstant(*b, 0)) return a;
    if (isConstant(*a, 0)) return neg(b);
    if (isNumber(a) && isNumber(b)) return lang::makeNumber(a->number - b->number);
    if (b->kind == ExprKind::Unary && b->op == Op::Neg) return add(a, b->args[0]);
    SourceLoc loc = a->loc;
    return lang::makeBinary(Op::Sub, std::move(a), std::move(b), loc);
}

ExprPtr mul(ExprPtr a, ExprPtr b) {
    if (!a || !b) return nullptr;
    if (isConstant(*a, 0) || isConstant(*b, 0)) return lang::makeNumber(0);
    if (isConstant(*a, 1)) return b;
    if (isConstant(*b, 1)) return a;
    if (isConstant(*a, -1)) return neg(b);
    if (isConstant(*b, -1)) return neg(a);
    if (isNumber(a) && isNumber(b)) return lang::makeNumber(a->number * b->number);
    SourceLoc loc = a->loc;
    return lang::makeBinary(Op::Mul, std::move(a), std::move(b), loc);
}

ExprPtr div(ExprPtr a, ExprPtr b) {
    if (!a) return nullptr;
    if (isConstant(*b, 1)) return a;
    if (isConstant(*b, -1)) return neg(a);
    if (isConstant(*a, 0)) return a;
    SourceLoc loc = a->loc;
    return lang::makeBinary(Op::Div, std::move(a), std::move(b), loc);
}

ExprPtr neg(ExprPtr a) {
    if (!a) return nullptr;
    if (a->kind == ExprKind::Number) return lang::makeNumber(-a->number, a->loc, a->isInteger);
    if (a->kind == ExprKind::Unary && a->op == Op::Neg) return a->args[0];
    if (a->kind == ExprKind::Binary && a->op == Op::Sub)
        return lang::makeBinary(Op::Sub, a->args[1], a->args[0], a->loc);
    SourceLoc loc = a->loc;
    return lang::makeUnary(Op::Neg, std::move(a), loc);
}

bool decomposeLinear(const ExprPtr& e, const UnknownKey& key, ExprPtr& a, ExprPtr& b) {
    if (!occurs(*e, key)) {
        a = lang::makeNumber(0);
        b = e;
        return true;
    }
    if (isUnknown(*e, key)) {
        a = lang::makeNumber(1);
        b = lang::makeNumber(0);
        return true;
    }
    ExprPtr a1, b1, a2, b2;
    switch (e->kind) {
    case ExprKind::Unary:
        if (!decomposeLinear(e->args[0], key, a1, b1)) return false;
        if (e->op == Op::Neg) {
            a = neg(a1);
            b = neg(b1);
            return true;
        }
        if (e->op == Op::Plus) {
            a = a1;
            b = b1;
            return true;
        }
        return false;
    case ExprKind::Binary:
        switch (e->op) {
        case Op::Add:
        case Op::Sub:
            if (!decomposeLinear(e->args[0], key, a1, b1)) return false;
            if (!decomposeLinear(e->args[1], key, a2, b2)) return false;
            a = e->op == Op::Add ? add(a1, a2) : sub(a1, a2);
            b = e->op == Op::Add ? add(b1, b2) : sub(b1, b2);
            return true;
        case Op::Mul:
            if (!occurs(*e->args[0], key)) {
                if (!decomposeLinear(e->args[1], key, a2, b2)) return false;
                a = mul(e->args[0], a2);
                b = mul(e->args[0], b2);
                return true;
            }
            if (!occurs(*e->args[1], key)) {
                if (!decomposeLinear(e->args[0], key, a1, b1)) return false;
                a = mul(a1, e->args[1]);
                b = mul(b1, e->args[1]);
                return true;
            }
            return false;
        case Op::Div:
            if (occurs(*e->args[1], key)) return false;
            if (!decomposeLinear(e->args[0], key, a1, b1)) return false;
            a = div(a1, e->args[1]);
            b = div(b1, e->args[1]);
            return true;
        default: return false;
        }
    case ExprKind::If: {
        // if c1 then e1 elseif ... else en: linear when every branch is and no
        // condition mentions u.
        std::vector<ExprPtr> as, bs;
        const auto& args = e->args;
        for (std::size_t i = 0; i + 1 < args.size(); i += 2) {
            if (occurs(*args[i], key)) return false;
            if (!decomposeLinear(args[i + 1], key, a1, b1)) return false;
            as.push_back(args[i]);
            as.push_back(a1);
            bs.push_back(args[i]);
            bs.push_back(b1);
        }
        if (!decomposeLinear(args.back(), key, a1, b1)) return false;
        as.push_back(a1);
        bs.push_back(b1);
        auto ia = std::make_shared<Expr>(*e);
        ia->args = std::move(as);
        auto ib = std::make_shared<Expr>(*e);
        ib->args = std::move(bs);
        a = ia;
        b = ib;
        return true;
    }
    default: return false;
    }
}

ExprPtr solveLinear(const ExprPtr& lhs, const ExprPtr& rhs, const UnknownKey& key) {
    if (isUnknown(*lhs, key) && !occurs(*rhs, key)) return rhs;
    if (isUnknown(*rhs, key) && !occurs(*lhs, key)) return lhs;
    ExprPtr a, b;
    ExprPtr residual = lang::makeBinary(Op::Sub, lhs, rhs, lhs->loc);
    if (!decomposeLinear(residual, key, a, b)) return nullptr;
    if (isConstant(*a, 0)) return nullptr;
    return div(neg(b), a);
}

ExprPtr substitute(const ExprPtr& e, const std::string& name, const ExprPtr& value) {
    if (!e) return e;
    if (e->kind == ExprKind::Name && e->text == name) return value;
    bool changed = false;
    std::vector<ExprPtr> args;
    args.reserve(e->args.size());
    for (const auto& a : e->args) {
        args.push_back(substitute(a, name, value));
        changed = changed || args.back() != a;
    }
    if (!changed) return e;
    auto copy = std::make_shared<Expr>(*e);
    copy->args = std::move(args);
    return copy;
}

void visit(const Expr& e, const std::function<void(const Expr&)>& f) {
    f(e);
    for (const auto& a : e.args)
        if (a) visit(*a, f);
}

}  // namespace hs::sym

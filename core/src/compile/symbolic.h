#pragma once
// Small symbolic helpers used by the compiler: simplifying constructors, occurrence
// tests, substitution and the linear decomposition e = a*u + b used to solve an
// equation for its matched unknown.

#include "hs/lang/ast.h"

#include <functional>
#include <string>

namespace hs::sym {

using lang::Expr;
using lang::ExprPtr;

// Identifies an unknown inside expressions: a variable name, or der(name).
struct UnknownKey {
    std::string name;
    bool derivative = false;
};

bool isUnknown(const Expr& e, const UnknownKey& key);
bool occurs(const Expr& e, const UnknownKey& key);

ExprPtr add(ExprPtr a, ExprPtr b);
ExprPtr sub(ExprPtr a, ExprPtr b);
ExprPtr mul(ExprPtr a, ExprPtr b);
ExprPtr div(ExprPtr a, ExprPtr b);
ExprPtr neg(ExprPtr a);
bool isConstant(const Expr& e, double value);

// Writes e = a*u + b with a and b free of u. Returns false when e is not linear in u.
bool decomposeLinear(const ExprPtr& e, const UnknownKey& key, ExprPtr& a, ExprPtr& b);

// Solves lhs = rhs for u when the equation is linear in u; nullptr otherwise.
ExprPtr solveLinear(const ExprPtr& lhs, const ExprPtr& rhs, const UnknownKey& key);

// Replaces every Name equal to `name` by `value`.
ExprPtr substitute(const ExprPtr& e, const std::string& name, const ExprPtr& value);

// Visits every node (pre-order).
void visit(const Expr& e, const std::function<void(const Expr&)>& f);

}  // namespace hs::sym

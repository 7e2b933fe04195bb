#pragma once
// Arrays made scalars, before the model compiler sees the model (Modelica 3.6 chapter 10).
//
// Every array declaration becomes its elements, named as results and diagnostics show
// them (`x[1]`, `A[1,2]`); every array equation, binding, modifier, expression and
// assignment is written out element by element; for-equations are unrolled, and so are
// for-statements over ranges known when the model is compiled (a loop with `break`, or
// over a range known only while running, stays a loop and reads array elements through
// if-chains). Sizes are evaluated from literals, constants and parameters whose values
// are known from their bindings. The model compiler then works on scalars only, so
// causalisation, events and the solver are those of a scalar model.
//
// Errors are located: sizes that differ (`size-mismatch`, naming both sizes), subscripts
// out of range (`index-out-of-range`), sizes not known when compiling
// (`variability-error`). Internal to the core library.

#include "hs/lang/ast.h"
#include "hs/lang/diagnostic.h"

#include <optional>
#include <string>
#include <vector>

namespace hs::compile {

// The model with its arrays as scalars; nullopt (with the diagnostics) on errors.
std::optional<lang::ModelAst> scalarizeArrays(const lang::ModelAst& ast, DiagnosticList& diags);

// The call `$fail("message")` that stands for a value whose evaluation fails: a function's
// assertion that fails on that path (Fail in the compiled program).
inline constexpr const char* kFailCall = "$fail";
// The calls of functions run while simulating (ScalarFunction in ast.h).
inline constexpr const char* kRuntimeCall = "$fn";
inline constexpr const char* kLocalAt = "$at";
inline constexpr const char* kCheckIndex = "$idx";
inline bool isFailure(const lang::Expr& e) {
    return e.kind == lang::ExprKind::Call && e.text == kFailCall;
}

// The name of an array element: "x[1]", "A[2,3]".
std::string elementName(const std::string& array, const std::vector<int>& indices);

}  // namespace hs::compile

#pragma once
// Parser for the flat Modelica subset and the action language.
// Errors are collected in the DiagnosticList (code "parse-error", with line:col);
// the parser recovers at ';' and section keywords so that several errors are
// reported in one pass. Thread-safe: no shared state.

#include "hs/lang/ast.h"

#include <optional>
#include <string_view>

namespace hs::lang {

// A source: a model with functions and packages of functions around it. The model
// returned is the one named `className` (an error when there is none), or else the last
// model of the source. Returns nullopt only when nothing usable could be parsed;
// otherwise a (possibly partial) AST with errors in diags.
std::optional<ModelAst> parseModel(std::string_view source, DiagnosticList& diags,
                                   const std::string& className = {});

// The names of the model classes of a source, in order (those a run may pick by name).
std::vector<std::string> modelNames(std::string_view source);

// A sequence of algorithm statements (statechart/event actions). `origin` is the
// location of the first character of `source` inside its enclosing document, so that
// diagnostics point into the document.
std::vector<StmtPtr> parseStatements(std::string_view source, DiagnosticList& diags,
                                     SourceLoc origin = {1, 1});

// One expression (guards, triggers, conditions).
ExprPtr parseExpression(std::string_view source, DiagnosticList& diags,
                        SourceLoc origin = {1, 1});

}  // namespace hs::lang

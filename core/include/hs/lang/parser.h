#pragma once
// Parser for Modelica sources (classes, elements, equations, algorithms) and the action
// language of statecharts and events.
// Errors are collected in the DiagnosticList (code "parse-error", with line:col);
// the parser recovers at ';' and section keywords so that several errors are
// reported in one pass. Thread-safe: no shared state.

#include "hs/lang/ast.h"
#include "hs/lang/class_def.h"

#include <optional>
#include <string_view>

namespace hs::lang {

// A source: `within` and its classes, as written (the flattener looks names up). Returns
// nullopt only when nothing usable could be parsed; otherwise a (possibly partial) tree
// with errors in diags. `file`: the index locations carry (SourceLoc::file).
std::optional<StoredDefinition> parseStoredDefinition(std::string_view source,
                                                      DiagnosticList& diags, int file = 0);

// The names of the model classes of a source, in order (those a run may pick by name): its
// models, blocks and classes that are not partial, and those of its packages ("P.M").
std::vector<std::string> modelNames(std::string_view source);

// `annotation(...)` (or the bare `(...)`) as a modification; empty when it does not parse.
Modification parseAnnotation(std::string_view text);

// A sequence of algorithm statements (statechart/event actions). `origin` is the
// location of the first character of `source` inside its enclosing document, so that
// diagnostics point into the document.
std::vector<StmtPtr> parseStatements(std::string_view source, DiagnosticList& diags,
                                     SourceLoc origin = {1, 1});

// One expression (guards, triggers, conditions).
ExprPtr parseExpression(std::string_view source, DiagnosticList& diags,
                        SourceLoc origin = {1, 1});

}  // namespace hs::lang

#pragma once
// The flattener (Modelica 3.6 chapters 5, 7, 9): one class of a source, with the classes it
// uses from the source and from libraries, made into a flat model — every component
// instance's variables under its dotted name (`circuit.R1.p.v`, `R[2].v`), every equation
// with its names resolved, `connect` turned into the equations of its connection sets,
// functions, records and enumerations under their qualified names. The model compiler
// (hs/compile) then works on that flat model only.
//
// Classes the source does not define are looked up in library directories (spec 13.4): a
// top-level class `Name` is `DIR/Name.mo` or the package `DIR/Name/package.mo` with its
// classes in that folder, read when first used. Errors are located diagnostics, in the file
// where the construct is (Diagnostic::file). Thread-safe: no shared state but the library
// path, which is set once at start.

#include "hs/lang/ast.h"
#include "hs/lang/class_def.h"
#include "hs/lang/diagnostic.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hs::flatten {

struct Options {
    // The class to flatten, by its name in the source or qualified ("Examples.RC",
    // "HybridStudio.Examples.RCCircuit"); empty: the last model of the source.
    std::string className;
    // The source's file: its folder is searched when the source is `within` a package
    // stored there.
    std::string file;
    // Searched before the default library path (libraryPath()).
    std::vector<std::string> libraryDirs;
};

// Parses `source` and flattens one of its classes. nullopt (with the diagnostics) when it
// cannot be flattened.
std::optional<lang::ModelAst> flattenSource(std::string_view source, DiagnosticList& diags,
                                            const Options& options = {});

// Flattens a parsed source (the same, for a tree parsed already).
std::optional<lang::ModelAst> flattenDefinition(const lang::StoredDefinition& source,
                                                DiagnosticList& diags, const Options& options = {});

// The library directories searched after Options::libraryDirs: the bundled library
// (`library` beside the programs' data folder: HS_DATA_DIR, or ../share/hybridstudio from
// the running program), then the folders of HYBRIDSTUDIO_LIBRARY_PATH and MODELICAPATH
// (separated by ':').
std::vector<std::string> libraryPath();
// Replaces the bundled library's folder (the programs' data folder when it is elsewhere).
void setBundledLibrary(std::string dir);

}  // namespace hs::flatten

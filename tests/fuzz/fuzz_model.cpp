// Fuzz target: any bytes as a Modelica source — parsed, checked and compiled, as the
// editor's live check and `hybridstudio-cli check` do. Never a crash, a hang or an
// exception; errors are diagnostics.

#include "hs/lang/parser.h"
#include "hs/session/model_loader.h"

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    hs::loadModelText(text, "fuzz.mo");
    // the statechart fields parse statements and expressions alone
    hs::DiagnosticList statements, expression;
    hs::lang::parseStatements(text, statements);
    hs::lang::parseExpression(text, expression);
    return 0;
}

// Fuzz target: any bytes as a .hsm document. A document that reads must write back to
// text that reads again and writes the same bytes (the round trip the IDE's Save relies
// on), and compile without crashing.

#include "hs/model/document.h"
#include "hs/session/model_loader.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    hs::doc::Document d;
    hs::DiagnosticList diags;
    if (!hs::doc::parseDocument(text, d, diags)) return 0;
    const std::string once = hs::doc::serializeDocument(d);
    hs::doc::Document again;
    hs::DiagnosticList againDiags;
    if (!hs::doc::parseDocument(once, again, againDiags)) {
        std::fprintf(stderr, "a written document does not read back:\n%s\n", once.c_str());
        std::abort();
    }
    if (hs::doc::serializeDocument(again) != once) {
        std::fprintf(stderr, "writing a document twice gives different bytes:\n%s\n", once.c_str());
        std::abort();
    }
    hs::loadDocument(d, "fuzz.hsm");
    return 0;
}

// Fuzz target: any bytes as a run record (`simulate --record`, `replay`). A record that
// reads must write back to JSON that reads again.

#include "hs/sim/run_record.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    hs::RunRecord record;
    hs::DiagnosticList diags;
    if (!hs::parseRunRecord(text, record, diags)) return 0;
    const std::string json = hs::runRecordToJson(record);
    hs::RunRecord again;
    hs::DiagnosticList againDiags;
    if (!hs::parseRunRecord(json, again, againDiags)) {
        std::fprintf(stderr, "a written run record does not read back:\n%s\n", json.c_str());
        std::abort();
    }
    return 0;
}

// The model document (.hsm): the names of its enumerations and of its identifiers. It is
// read by document_reader.cpp (with the reference checks of document_checks.cpp) and
// written by document_writer.cpp; the format itself is described in docs/hsm-format.md and
// resources/hsm.schema.json.

#include "document_internal.h"

#include <algorithm>
#include <string_view>

namespace hs::doc {

using detail::kEventTriggerNames;
using detail::kStateKindNames;
using detail::kTriggerKindNames;
using json::nameAt;

bool isIdentifier(std::string_view s) {
    if (s.empty()) return false;
    auto letter = [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_';
    };
    if (!letter(s[0])) return false;
    return std::all_of(s.begin() + 1, s.end(),
                       [&](char c) { return letter(c) || (c >= '0' && c <= '9'); });
}

const char* stateKindName(StateKind k) { return nameAt(kStateKindNames, static_cast<int>(k)); }

const char* triggerKindName(TriggerKind k) {
    return nameAt(kTriggerKindNames, static_cast<int>(k));
}

const char* eventElementTriggerName(EventElementTrigger k) {
    return nameAt(kEventTriggerNames, static_cast<int>(k));
}

}  // namespace hs::doc

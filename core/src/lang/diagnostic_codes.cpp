#include "hs/lang/diagnostic_codes.h"

#include <array>

namespace hs {

namespace {

constexpr std::array kCodes = {
#define HS_CODE_INFO(e, name, group, summary) CodeInfo{Code::e, name, CodeGroup::group, summary},
    HS_DIAGNOSTIC_CODES(HS_CODE_INFO)
#undef HS_CODE_INFO
};

// The table is indexed by the enumerator: its order is the enum's order.
constexpr bool inEnumOrder() {
    for (std::size_t i = 0; i < kCodes.size(); ++i)
        if (static_cast<std::size_t>(kCodes[i].code) != i) return false;
    return true;
}
static_assert(inEnumOrder());

}  // namespace

std::span<const CodeInfo> diagnosticCodes() {
    return kCodes;
}

const CodeInfo& codeInfo(Code code) {
    return kCodes[static_cast<std::size_t>(code)];
}

std::string_view codeName(Code code) {
    return codeInfo(code).name;
}

std::optional<Code> codeNamed(std::string_view name) {
    for (const CodeInfo& c : kCodes)
        if (c.name == name) return c.code;
    return std::nullopt;
}

}  // namespace hs

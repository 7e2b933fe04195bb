#include "hs/lang/number_format.h"

#include <charconv>

namespace hs {

std::string formatNumber(double v) {
    char buf[32];
    auto res = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, res.ptr);
}

}  // namespace hs

#pragma once
// SHA-256 (FIPS 180-4) of a byte string, as 64 lower-case hex digits: the fingerprint of a
// model file and of an experiment in an experiment's manifest. Pure function.

#include <string>
#include <string_view>

namespace hs::experiment {

std::string sha256Hex(std::string_view bytes);

}  // namespace hs::experiment

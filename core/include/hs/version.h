#pragma once
// The product's version, as the build gives it (the project version in CMakeLists.txt).

namespace hs {

const char* productVersion();

}  // namespace hs

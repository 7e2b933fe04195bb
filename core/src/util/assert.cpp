#include "hs/util/assert.h"

#include <cstdio>
#include <cstdlib>

namespace hs {

void assertionFailed(const char* condition, const char* rule, const char* file, int line) {
    std::fprintf(stderr, "%s:%d: HybridStudio internal check failed: %s (%s)\n", file, line, rule, condition);
    std::fflush(stderr);
    std::abort();
}

}  // namespace hs

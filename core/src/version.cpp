#include "hs/version.h"

namespace hs {

const char* productVersion() {
    return HS_VERSION;
}

}  // namespace hs

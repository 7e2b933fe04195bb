#pragma once
// The templates of every message the program can produce (generated from the sources'
// msg calls, see extract_messages.cmake), in English.

#include <cstddef>

namespace hs::i18n {

extern const char* const kMessageCatalogue[];
extern const std::size_t kMessageCatalogueSize;

}  // namespace hs::i18n

#pragma once
// The names a modeler reads for the library's block types ("transferFunction" is shown as
// "Transfer function", in the user's language); documents and the command line keep the
// type names themselves.

#include <QString>

#include <string>

namespace hs::ui {

// The display name of a block type; the type itself when the library has no such type.
QString blockTypeName(const std::string& type);

}  // namespace hs::ui

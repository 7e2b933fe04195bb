#pragma once
// Numbers as the file formats write them.

#include <string>

namespace hs {

// The shortest text that reads back as the same double (the form of every CSV number and
// of the numbers the document and the experiment annotation write).
std::string formatNumber(double v);

}  // namespace hs

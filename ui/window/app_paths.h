#pragma once
// Where HybridStudio finds what it ships with (examples, experiment files, schemas): the
// folder share/hybridstudio beside the folder of the running program — /usr/bin/hybridstudio
// reads /usr/share/hybridstudio, a tree unpacked anywhere reads its own. The build tree has
// the same layout (build/share/hybridstudio points into the sources), so the program never
// needs a path compiled in. HS_DATA_DIR, when set, names the folder instead.

#include <QString>

namespace hs::ui {

QString dataDir();
QString examplesDir();  // dataDir()/examples

}  // namespace hs::ui

#include "window/app_paths.h"

#include <QCoreApplication>
#include <QDir>

namespace hs::ui {

QString dataDir() {
    const QString fromEnvironment = qEnvironmentVariable("HS_DATA_DIR");
    if (!fromEnvironment.isEmpty()) return QDir::cleanPath(QDir(fromEnvironment).absolutePath());
    return QDir::cleanPath(QCoreApplication::applicationDirPath() + QStringLiteral("/../share/hybridstudio"));
}

QString examplesDir() { return QDir(dataDir()).filePath(QStringLiteral("examples")); }

}  // namespace hs::ui

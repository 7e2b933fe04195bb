// main() of the UI tests: one QApplication for all of them, offscreen unless a platform
// is chosen explicitly.

#include <QApplication>
#include <QTemporaryDir>

#include <gtest/gtest.h>

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    // recovery copies and other local data of the tests stay out of the user's own
    QTemporaryDir data;
    // the windows under test run their models in the engine process built with them
    if (!qEnvironmentVariableIsSet("HS_ENGINE")) qputenv("HS_ENGINE", HS_ENGINE_PROGRAM);
    qputenv("XDG_DATA_HOME", data.path().toUtf8());
    // and so do the settings (language, recent files, jobs): no test sees another run's
    qputenv("XDG_CONFIG_HOME", (data.path() + QStringLiteral("/config")).toUtf8());
    // what the IDE ships with, as the build tree lays it out for the programs in build/app
    if (!qEnvironmentVariableIsSet("HS_DATA_DIR")) qputenv("HS_DATA_DIR", HS_BUILD_DATA_DIR);
    QApplication app(argc, argv);
    QApplication::setOrganizationName("HybridStudioTests");
    QApplication::setApplicationName("HybridStudioTests");
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}

#include "window/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace hs::ui {

namespace {
std::unique_ptr<QTranslator> g_app, g_qt;
QString g_current = QStringLiteral("en");
}  // namespace

QStringList availableLanguages() { return {QStringLiteral("en"), QStringLiteral("ru"), QStringLiteral("zh_CN")}; }

QString languageName(const QString& code) {
    if (code == QLatin1String("ru")) return QStringLiteral("Русский");
    if (code == QLatin1String("zh_CN")) return QStringLiteral("简体中文");
    return QStringLiteral("English");
}

QString systemLanguage() {
    const QLocale locale = QLocale::system();
    if (locale.language() == QLocale::Russian) return QStringLiteral("ru");
    if (locale.language() == QLocale::Chinese) return QStringLiteral("zh_CN");
    return QStringLiteral("en");
}

bool installLanguage(const QString& code) {
    for (auto* t : {g_app.get(), g_qt.get()})
        if (t) QCoreApplication::removeTranslator(t);
    g_app.reset();
    g_qt.reset();
    g_current = QStringLiteral("en");
    // removing and installing translators sends LanguageChange to every widget
    if (code == QLatin1String("en") || code.isEmpty()) return true;
    auto app = std::make_unique<QTranslator>();
    if (!app->load(QStringLiteral(":/i18n/hybridstudio_%1.qm").arg(code))) return false;
    QCoreApplication::installTranslator(app.get());
    g_app = std::move(app);
    // Qt's own dialogs (buttons, file dialogs) when the system has their translations
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        g_qt = std::move(qt);
    }
    g_current = code;
    return true;
}

QString currentLanguage() { return g_current; }

}  // namespace hs::ui

#pragma once
// The user interface language: English (the source), Russian or Simplified Chinese.
// Switching installs the translators into the application; every window retranslates
// itself on the LanguageChange event, so no restart is needed. GUI thread only.

#include <QString>
#include <QStringList>

namespace hs::ui {

// Language codes offered: "en", "ru", "zh_CN".
QStringList availableLanguages();
// The native name shown in the language menu ("English", "Русский", "简体中文").
QString languageName(const QString& code);
// The language matching the system locale, or "en".
QString systemLanguage();
// Installs the translation for `code` (replacing the previous one). False if missing.
bool installLanguage(const QString& code);
QString currentLanguage();

}  // namespace hs::ui

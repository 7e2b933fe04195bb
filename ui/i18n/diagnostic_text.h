#pragma once
// Diagnostics in the user's language. The core (without Qt) gives every diagnostic its
// text as data: an English template with numbered placeholders and its arguments
// (hs::Message). Here the template is looked up in the translations (context
// "hs::Diagnostics"; ui/i18n/message_catalogue.cpp lists every template of the sources
// for lupdate) and the arguments are put in: names, numbers and expressions as they are,
// nested messages translated in turn. The element a diagnostic concerns keeps its name,
// with the word for which of its texts ("guard", "action", ...) translated.
//
// In the IDE the application's translators are used; a program without a
// QCoreApplication (the command line) loads a catalogue with loadLanguage().

#include "hs/lang/diagnostic.h"

#include <QString>
#include <QStringList>

namespace hs::i18n {

// The language asked for by the environment: HYBRIDSTUDIO_LANG, else LC_ALL, LC_MESSAGES,
// LANG ("ru_RU.UTF-8" -> "ru", "zh_CN.UTF-8" -> "zh_CN"); "en" when none matches.
QString languageFromEnvironment();
// The catalogue a language name asks for: "ru", "ru_RU", "ru_RU.UTF-8" -> "ru"; "zh", "zh_CN",
// "zh-CN", "zh_CN.UTF-8" -> "zh_CN"; "en", "C", "POSIX" and English locales -> "en"; an
// empty text for a language HybridStudio has no catalogue for.
QString normalizedLanguage(const QString& name);
// Loads the catalogue of "ru" or "zh_CN" for translate() outside a Qt application; "en"
// unloads it. False when there is no such catalogue.
bool loadLanguage(const QString& code);

QString translate(const char* context, const char* text);

// A message in the current language (the English template when it has no translation).
QString messageText(const Message& m);
// An element name ("heater.T1 guard", "(root)") in the current language.
QString elementText(const std::string& element);
// "element: text" of a diagnostic, in the current language.
QString diagnosticMessage(const Diagnostic& d);
QString severityName(Severity s);
// "file:line:col: error: message (t = ...) [code]", in the current language.
QString formatDiagnostic(const Diagnostic& d);

// The English templates of the catalogue (every template of the sources).
QStringList diagnosticTemplates();

}  // namespace hs::i18n

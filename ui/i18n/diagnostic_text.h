#pragma once
// Diagnostics in the user's language. The engine (core, without Qt) writes its messages
// in English; here each message is matched against a catalogue of English templates
// ("'%1' is declared twice") and rebuilt from the translated template with the same
// arguments (names, numbers, expressions stay as they are). A message that starts with
// the element it concerns ("heater.T1 guard: ...", "Plant: ...", a JSON path) keeps that
// prefix and has the rest translated. A message the catalogue does not know stays in
// English. The templates are extracted by lupdate (context "hs::Diagnostics"), so the
// translation files must translate every one of them.
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
// Loads the catalogue of "ru" or "zh_CN" for translate() outside a Qt application; "en"
// unloads it. False when there is no such catalogue.
bool loadLanguage(const QString& code);

QString translate(const char* context, const char* text);

QString diagnosticMessage(const Diagnostic& d);
QString severityName(Severity s);
// "file:line:col: error: message (t = ...) [code]", in the current language.
QString formatDiagnostic(const Diagnostic& d);

// For tests: the English templates of the catalogue.
QStringList diagnosticTemplates();

}  // namespace hs::i18n

#include "i18n/diagnostic_text.h"

#include "i18n/message_catalogue.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTranslator>

#include <memory>
#include <vector>

namespace hs::i18n {

namespace {

constexpr const char* kContext = "hs::Diagnostics";

// Words an element name ends with when a diagnostic concerns one of its texts
// ("heater.T1 guard"), and the root of a JSON document.
const char* const kElementWords[] = {
    QT_TRANSLATE_NOOP("hs::Diagnostics", "entry"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "exit"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "trigger"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "guard"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "action"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "(root)"),
    // the sources of the run's end and of an event that is no longer known
    QT_TRANSLATE_NOOP("hs::Diagnostics", "experiment"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "dynamic event"),
};

std::unique_ptr<QTranslator>& ownTranslator() {
    static std::unique_ptr<QTranslator> translator;
    return translator;
}

// One part of an element: "(root)", or a name followed by the text it concerns.
QString translateElementPart(const QString& part) {
    for (const char* word : kElementWords) {
        const QLatin1String w(word);
        if (part == w) return translate(kContext, word);
        if (part.endsWith(QLatin1Char(' ') + w))
            return part.left(part.size() - w.size()) + translate(kContext, word);
    }
    return part;
}

}  // namespace

QString messageText(const Message& m) {
    if (m.verbatim) return QString::fromStdString(m.format);
    // the translated template filled as the core fills the English one
    std::vector<std::string> args;
    args.reserve(m.args.size());
    for (const Message& a : m.args) args.push_back(messageText(a).toStdString());
    return QString::fromStdString(
        substitute(translate(kContext, m.format.c_str()).toStdString(), args));
}

QString elementText(const std::string& element) {
    const QStringList parts = QString::fromStdString(element).split(QStringLiteral(": "));
    QStringList out;
    for (const QString& p : parts) out << translateElementPart(p);
    return out.join(QStringLiteral(": "));
}

QString normalizedLanguage(const QString& name) {
    // the language part of a locale name: "zh_CN.UTF-8@x" -> "zh"
    const QString language =
        name.section(QRegularExpression(QStringLiteral("[_.@-]")), 0, 0).toLower();
    if (language == QLatin1String("ru")) return QStringLiteral("ru");
    if (language == QLatin1String("zh")) return QStringLiteral("zh_CN");
    if (language == QLatin1String("en") || language == QLatin1String("c") ||
        language == QLatin1String("posix"))
        return QStringLiteral("en");
    return {};
}

QString languageFromEnvironment() {
    for (const char* name : {"HYBRIDSTUDIO_LANG", "LC_ALL", "LC_MESSAGES", "LANG"}) {
        const QString value = qEnvironmentVariable(name);
        if (value.isEmpty()) continue;
        // a system locale without a catalogue (de_DE) reads English
        const QString code = normalizedLanguage(value);
        return code.isEmpty() ? QStringLiteral("en") : code;
    }
    return QStringLiteral("en");
}

bool loadLanguage(const QString& code) {
    auto& translator = ownTranslator();
    if (code == QLatin1String("en")) {
        translator.reset();
        return true;
    }
    auto next = std::make_unique<QTranslator>();
    if (!next->load(QStringLiteral(":/i18n/hybridstudio_%1.qm").arg(code))) return false;
    translator = std::move(next);
    return true;
}

QString translate(const char* context, const char* text) {
    if (QCoreApplication::instance()) return QCoreApplication::translate(context, text);
    if (const auto& t = ownTranslator()) {
        const QString out = t->translate(context, text);
        if (!out.isEmpty()) return out;
    }
    return QString::fromUtf8(text);
}

QString diagnosticMessage(const Diagnostic& d) {
    // a diagnostic without its text as data (a record written elsewhere) stays as it came
    if (d.text.empty()) return QString::fromStdString(d.message);
    const QString text = messageText(d.text);
    return d.element.empty() ? text : elementText(d.element) + QStringLiteral(": ") + text;
}

QString severityName(Severity s) {
    switch (s) {
    case Severity::Error: return translate(kContext, QT_TRANSLATE_NOOP("hs::Diagnostics", "error"));
    case Severity::Warning: return translate(kContext, QT_TRANSLATE_NOOP("hs::Diagnostics", "warning"));
    case Severity::Note: return translate(kContext, QT_TRANSLATE_NOOP("hs::Diagnostics", "note"));
    }
    return {};
}

QString formatDiagnostic(const Diagnostic& d) {
    QString out;
    if (!d.file.empty()) out += QString::fromStdString(d.file) + ':';
    if (d.loc.line > 0) {
        out += QString::number(d.loc.line) + ':';
        if (d.loc.column > 0) out += QString::number(d.loc.column) + ':';
    }
    if (!out.isEmpty()) out += ' ';
    // the severity and the text, punctuated as the language writes it ("错误：...")
    out += translate(kContext, "%1: %2").arg(i18n::severityName(d.severity), diagnosticMessage(d));
    if (d.time) out += QStringLiteral(" (t = %1)").arg(*d.time, 0, 'g', 6);
    out += QStringLiteral(" [") + QString::fromStdString(d.code) + ']';
    return out;
}

QStringList diagnosticTemplates() {
    QStringList out;
    for (std::size_t i = 0; i < kMessageCatalogueSize; ++i)
        out << QString::fromUtf8(kMessageCatalogue[i]);
    return out;
}

}  // namespace hs::i18n

#pragma once
// What the commands of hybridstudio-cli share: the exit codes of the contract, messages in
// the user's language (every text is a QT_TRANSLATE_NOOP("hs::cli", ...) translated when
// shown), diagnostics on stderr, and output files written whole.

#include "hs/lang/diagnostic.h"
#include "hs/sim/result_store.h"

#include <QtGlobal>

#include <sstream>
#include <string>
#include <vector>

namespace hs::cli {

constexpr int kExitOk = 0;
constexpr int kExitModelError = 1;
constexpr int kExitSimulationFailure = 2;
constexpr int kExitUsage = 3;

// A usage error: the message, then the usage text, and exit code 3.
struct UsageError {
    std::string message;
};

// Messages in the language of --lang or of the environment (HYBRIDSTUDIO_LANG, LC_ALL,
// LANG). English is the source text itself; JSON diagnostics stay English, for programs.
// (Not called tr(): lupdate takes tr( for QObject::tr and would not see the
// QT_TRANSLATE_NOOP inside it.)
void setTranslated(bool translated);
std::string localized(const char* text);

inline std::string str(const std::string& s) {
    return s;
}
inline std::string str(const char* s) {
    return s;
}
template <class T>
std::string str(const T& v) {
    std::ostringstream out;
    out << v;
    return out.str();
}

// localized() with %1, %2, ... replaced by the arguments (in one pass: an argument that
// contains "%1" stays as it is).
std::string substitute(const std::string& pattern, const std::vector<std::string>& values);
template <class... Args>
std::string trf(const char* text, const Args&... args) {
    return substitute(localized(text), {str(args)...});
}

std::string number(double v);
// A text padded with spaces to `width` terminal columns (negative: left-aligned), counting
// East Asian wide characters as two columns; a longer text is left as it is.
std::string padded(const std::string& text, int width);
std::string csvField(const std::string& s);

void printDiagnostics(const DiagnosticList& diags, bool json);
// "hybridstudio-cli: message" on stderr.
void printError(const std::string& message);

// Writes text to a file (whole, then renamed into place), or to stdout for "-". Returns
// false with a message on failure.
bool writeOutput(const std::string& path, const std::string& text, std::string& error);
// A run's results as CSV, streamed row by row (never one string), written safely.
bool writeResultsCsv(const std::string& path, const ResultStore& results, std::string& error);
bool endsWith(const std::string& s, const std::string& suffix);

}  // namespace hs::cli

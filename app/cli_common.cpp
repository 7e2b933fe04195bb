#include "cli_common.h"

#include "hs/sim/result_store.h"
#include "hs/util/safe_file.h"
#include "i18n/diagnostic_text.h"

#include <cstdio>
#include <fstream>
#include <iostream>

namespace hs::cli {
namespace {

bool g_translated = false;

}  // namespace

void setTranslated(bool translated) {
    g_translated = translated;
}

std::string localized(const char* text) {
    return g_translated ? hs::i18n::translate("hs::cli", text).toStdString() : std::string(text);
}

std::string substitute(const std::string& pattern, const std::vector<std::string>& values) {
    std::string s;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' &&
            pattern[i + 1] <= '9') {
            const std::size_t n = static_cast<std::size_t>(pattern[i + 1] - '1');
            if (n < values.size()) {
                s += values[n];
                ++i;
                continue;
            }
        }
        s += pattern[i];
    }
    return s;
}

std::string number(double v) {
    return hs::formatNumber(v);
}

std::string csvField(const std::string& s) {
    if (s.find_first_of(",\"\n") == std::string::npos) return s;
    std::string out = "\"";
    for (char c : s) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

void printDiagnostics(const DiagnosticList& diags, bool json) {
    for (const auto& d : diags.items())
        std::cerr << (json           ? hs::formatJson(d)
                      : g_translated ? hs::i18n::formatDiagnostic(d).toStdString()
                                     : hs::formatText(d))
                  << '\n';
}

void printError(const std::string& message) {
    std::cerr << "hybridstudio-cli: " << message << '\n';
}

bool writeOutput(const std::string& path, const std::string& text, std::string& error) {
    if (path == "-") {
        std::cout << text;
        std::cout.flush();
        return true;
    }
    std::string why;
    if (!writeFileSafely(path, text, why)) {
        error = trf(QT_TRANSLATE_NOOP("hs::cli", "cannot write '%1'"), path);
        return false;
    }
    return true;
}

bool writeResultsCsv(const std::string& path, const ResultStore& results, std::string& error) {
    const auto failed = [&] {
        error = trf(QT_TRANSLATE_NOOP("hs::cli", "cannot write '%1'"), path);
        return false;
    };
    if (path == "-") return results.writeCsv(std::cout) ? true : failed();
    SafeFile file;
    std::string why;
    if (!file.open(path, why) || !results.writeCsv(file.stream()) || !file.commit(why)) return failed();
    return true;
}

bool endsWith(const std::string& s, const std::string& suffix) {
    return s.size() >= suffix.size() &&
           s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

}  // namespace hs::cli

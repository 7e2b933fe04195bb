#include "cli_common.h"

#include "hs/sim/result_store.h"
#include "hs/util/safe_file.h"
#include "i18n/diagnostic_text.h"

#include <cstdio>
#include <cstdlib>
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

namespace {

// The terminal columns of one code point: two for the East Asian wide ranges (CJK
// ideographs and punctuation, Hangul, full-width forms), one otherwise.
int columns(char32_t c) {
    const bool wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) ||
                      (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
                      (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
                      (c >= 0xFFE0 && c <= 0xFFE6);
    return wide ? 2 : 1;
}

int displayWidth(const std::string& text) {
    int width = 0;
    for (std::size_t i = 0; i < text.size();) {
        const auto b = static_cast<unsigned char>(text[i]);
        const int length = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
        char32_t c = length == 1 ? b : b & (0x3F >> (length - 1));
        for (int k = 1; k < length && i + k < text.size(); ++k)
            c = (c << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
        width += columns(c);
        i += length;
    }
    return width;
}

}  // namespace

std::string padded(const std::string& text, int width) {
    const int fill = std::abs(width) - displayWidth(text);
    if (fill <= 0) return text;
    return width < 0 ? text + std::string(fill, ' ') : std::string(fill, ' ') + text;
}

}  // namespace hs::cli

#pragma once
// Diagnostics: user-facing failures as values with a location.
// A Diagnostic is a plain value; DiagnosticList collects them. Not thread-safe:
// each thread that produces diagnostics owns its own list.

#include <optional>
#include <string>
#include <vector>

namespace hs {

enum class Severity { Error, Warning, Note };

struct SourceLoc {
    int line = 0;    // 1-based; 0 = no location
    int column = 0;  // 1-based
};

struct Diagnostic {
    Severity severity = Severity::Error;
    std::string code;     // stable machine-readable code, e.g. "parse-error"
    std::string file;     // may be empty
    SourceLoc loc;
    std::string message;  // one line, no trailing period needed
    std::vector<std::string> names;  // variables / elements involved
    std::optional<double> time;      // model time of run-time diagnostics
    std::optional<int> equations;    // unbalanced-model counts
    std::optional<int> unknowns;
};

class DiagnosticList {
public:
    Diagnostic& add(Severity severity, std::string code, SourceLoc loc, std::string message);
    Diagnostic& error(std::string code, SourceLoc loc, std::string message) {
        return add(Severity::Error, std::move(code), loc, std::move(message));
    }
    Diagnostic& warning(std::string code, SourceLoc loc, std::string message) {
        return add(Severity::Warning, std::move(code), loc, std::move(message));
    }
    void append(const DiagnosticList& other);

    bool hasErrors() const;
    int errorCount() const;
    bool empty() const { return m_items.empty(); }
    std::size_t size() const { return m_items.size(); }
    const std::vector<Diagnostic>& items() const { return m_items; }
    std::vector<Diagnostic>& items() { return m_items; }
    bool contains(const std::string& code) const;
    const Diagnostic* find(const std::string& code) const;

    // File name stamped on every diagnostic added from now on (when it has none).
    void setFile(std::string file) { m_file = std::move(file); }
    const std::string& file() const { return m_file; }

private:
    std::vector<Diagnostic> m_items;
    std::string m_file;
};

const char* severityName(Severity s);

// "file:line:col: error: message" (parts without a value are left out).
std::string formatText(const Diagnostic& d);
// One JSON object on one line with the keys
// severity, code, file, line, column, message, names, time, counts.
std::string formatJson(const Diagnostic& d);

}  // namespace hs

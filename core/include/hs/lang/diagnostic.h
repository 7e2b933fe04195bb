#pragma once
// Diagnostics: user-facing failures as values with a location.
// A Diagnostic is a plain value; DiagnosticList collects them. Not thread-safe:
// each thread that produces diagnostics owns its own list.

#include "hs/lang/diagnostic_codes.h"
#include "hs/lang/message.h"

#include <optional>
#include <string>
#include <vector>

namespace hs {

enum class Severity { Error, Warning, Note };

struct SourceLoc {
    int line = 0;    // 1-based; 0 = no location
    int column = 0;  // 1-based
    // The file, when a model reads classes from several: an index into the file table of
    // the DiagnosticList that reports it (0: the list's own file).
    int file = 0;
};

struct Diagnostic {
    Severity severity = Severity::Error;
    std::string code;     // the name of a Code of the table, e.g. "parse-error"
    std::string file;     // may be empty
    SourceLoc loc;
    // The element the diagnostic concerns, when it is not a place in a source text: a
    // JSON path of a document ("modules[0].name"), a module ("Plant"), a statechart
    // element ("heater.T1 guard"). Clients route on it; the text shows it as a prefix.
    std::string element;
    Message text;                    // what happened, as a template and its arguments
    std::string message;             // the English text: "element: " + text.english(); one line
    std::vector<std::string> names;  // variables / elements involved
    std::optional<double> time;      // model time of run-time diagnostics
    std::optional<int> equations;    // unbalanced-model counts
    std::optional<int> unknowns;
};

// A diagnostic made from its parts; `message` is rendered from element and text.
Diagnostic makeDiagnostic(Severity severity, Code code, SourceLoc loc, Message text,
                          std::string element = {});
// Sets d.message from d.element and d.text (after either changed).
void renderMessage(Diagnostic& d);
// Puts `owner` (a module, a statechart text) in front of the element the diagnostic
// concerns ("Plant", "Plant: heater.T1 guard") and renders the message again.
void prefixElement(Diagnostic& d, const std::string& owner);
// Is `owner` the diagnostic's element, or the first part of it?
bool elementStartsWith(const Diagnostic& d, const std::string& owner);

class DiagnosticList {
public:
    Diagnostic& add(Severity severity, Code code, SourceLoc loc, Message text,
                    std::string element = {});
    Diagnostic& error(Code code, SourceLoc loc, Message text, std::string element = {}) {
        return add(Severity::Error, code, loc, std::move(text), std::move(element));
    }
    Diagnostic& warning(Code code, SourceLoc loc, Message text, std::string element = {}) {
        return add(Severity::Warning, code, loc, std::move(text), std::move(element));
    }
    void add(Diagnostic d);
    void append(const DiagnosticList& other);

    bool hasErrors() const;
    int errorCount() const;
    bool empty() const { return m_items.empty(); }
    std::size_t size() const { return m_items.size(); }
    const std::vector<Diagnostic>& items() const { return m_items; }
    std::vector<Diagnostic>& items() { return m_items; }
    bool contains(std::string_view code) const;
    bool contains(Code code) const { return contains(codeName(code)); }
    const Diagnostic* find(std::string_view code) const;
    const Diagnostic* find(Code code) const { return find(codeName(code)); }

    // File name stamped on every diagnostic added from now on (when it has none).
    void setFile(std::string file) { m_file = std::move(file); }
    const std::string& file() const { return m_file; }
    // The files that SourceLoc::file indexes (entry 0 unused: the list's own file).
    void setFiles(std::vector<std::string> files) { m_files = std::move(files); }
    const std::vector<std::string>& files() const { return m_files; }
    // The file a location is in: its entry of the table, or the list's own file.
    const std::string& fileOf(SourceLoc loc) const;

private:
    std::vector<Diagnostic> m_items;
    std::string m_file;
    std::vector<std::string> m_files;
};

const char* severityName(Severity s);

// "file:line:col: error: message" (parts without a value are left out).
std::string formatText(const Diagnostic& d);
// One JSON object on one line with the keys
// severity, code, file, line, column, message, names, time, counts.
std::string formatJson(const Diagnostic& d);

}  // namespace hs

#include "hs/lang/diagnostic.h"

#include <nlohmann/json.hpp>

#include <sstream>

namespace hs {

Diagnostic makeDiagnostic(Severity severity, Code code, SourceLoc loc, Message text,
                          std::string element) {
    Diagnostic d;
    d.severity = severity;
    d.code = std::string(codeName(code));
    d.loc = loc;
    d.element = std::move(element);
    d.text = std::move(text);
    renderMessage(d);
    return d;
}

void renderMessage(Diagnostic& d) {
    d.message = d.element.empty() ? d.text.english() : d.element + ": " + d.text.english();
}

void prefixElement(Diagnostic& d, const std::string& owner) {
    d.element = d.element.empty() ? owner : owner + ": " + d.element;
    renderMessage(d);
}

bool elementStartsWith(const Diagnostic& d, const std::string& owner) {
    return d.element == owner || d.element.rfind(owner + ": ", 0) == 0;
}

Diagnostic& DiagnosticList::add(Severity severity, Code code, SourceLoc loc, Message text,
                                std::string element) {
    Diagnostic d = makeDiagnostic(severity, code, loc, std::move(text), std::move(element));
    d.file = fileOf(loc);
    m_items.push_back(std::move(d));
    return m_items.back();
}

const std::string& DiagnosticList::fileOf(SourceLoc loc) const {
    if (loc.file > 0 && static_cast<std::size_t>(loc.file) < m_files.size())
        return m_files[static_cast<std::size_t>(loc.file)];
    return m_file;
}

void DiagnosticList::add(Diagnostic d) {
    if (d.file.empty()) d.file = fileOf(d.loc);
    m_items.push_back(std::move(d));
}

void DiagnosticList::append(const DiagnosticList& other) {
    m_items.insert(m_items.end(), other.m_items.begin(), other.m_items.end());
}

bool DiagnosticList::hasErrors() const { return errorCount() > 0; }

int DiagnosticList::errorCount() const {
    int n = 0;
    for (const auto& d : m_items)
        if (d.severity == Severity::Error) ++n;
    return n;
}

bool DiagnosticList::contains(std::string_view code) const {
    return find(code) != nullptr;
}

const Diagnostic* DiagnosticList::find(std::string_view code) const {
    for (const auto& d : m_items)
        if (d.code == code) return &d;
    return nullptr;
}

const char* severityName(Severity s) {
    switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Note: return "note";
    }
    return "error";
}

std::string formatText(const Diagnostic& d) {
    std::ostringstream out;
    if (!d.file.empty()) out << d.file << ':';
    if (d.loc.line > 0) {
        out << d.loc.line << ':';
        if (d.loc.column > 0) out << d.loc.column << ':';
    }
    if (out.tellp() > 0) out << ' ';
    out << severityName(d.severity) << ": " << d.message;
    if (d.time) out << " (t = " << *d.time << ")";
    out << " [" << d.code << "]";
    return out.str();
}

std::string formatJson(const Diagnostic& d) {
    nlohmann::ordered_json j;
    j["severity"] = severityName(d.severity);
    j["code"] = d.code;
    j["file"] = d.file;
    j["line"] = d.loc.line;
    j["column"] = d.loc.column;
    j["message"] = d.message;
    j["names"] = d.names;
    if (d.time)
        j["time"] = *d.time;
    else
        j["time"] = nullptr;
    if (d.equations || d.unknowns)
        j["counts"] = {{"equations", d.equations.value_or(0)}, {"unknowns", d.unknowns.value_or(0)}};
    else
        j["counts"] = nullptr;
    // names, messages and file names may hold bytes that are not UTF-8 (a Latin-1 source,
    // a file name): they become U+FFFD instead of an exception
    return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

}  // namespace hs

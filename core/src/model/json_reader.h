#pragma once
// Reading HybridStudio's JSON files (the .hsm document, the experiment file) with every
// problem reported at its JSON path: "modules[0].statecharts[1].transitions[2].target:
// unknown key ...". parseJson() turns text into a JSON value (malformed text, excessive
// nesting, numbers out of range and duplicate keys become diagnostics with line:col);
// JsonReader holds the checks shared by the readers of the structures (types, required and
// unknown keys with a "did you mean", enumerations, lists). Internal to the core library.
// Not thread-safe: one reader per thread.

#include "hs/lang/diagnostic.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace hs::json {

using Json = nlohmann::ordered_json;

// A string as a JSON string literal: quoted, escaped, always valid UTF-8 and on one line.
std::string quote(std::string_view s);
// Replaces every byte that is not part of a well-formed UTF-8 sequence by "\xNN".
std::string sanitizeUtf8(std::string_view s);
// A number as the files write it: integral values without a fraction ("120", not "120.0").
Json number(double v);
std::string numberText(double v);
std::size_t editDistance(std::string_view a, std::string_view b);
std::string childPath(const std::string& path, std::string_view key);
std::string indexPath(const std::string& path, std::size_t index);
// What a value is, as a phrase for "expected ..., found %1": "an object", "a string", "a
// negative integer", ... (fixed phrases, translated on their own; null is shown as it is).
Message describe(const Json& v);
// The value of an integer, or of a number without fraction (1.0 and 1e3 are integers, as in
// JSON Schema), in decimal; none for anything else.
std::optional<std::string> integerText(const Json& v);

// The names quoted, as a list of alternatives: "a", "b" or "c". The "or" is a template of
// its own, so that it is translated; the names stay as they are.
template <std::size_t N>
Message listNames(const std::array<const char*, N>& names) {
    std::vector<std::string> quoted;
    for (const char* name : names) quoted.push_back(quote(name));
    if (quoted.size() < 2) return joined(quoted);
    const std::string last = quoted.back();
    quoted.pop_back();
    return msg("%1 or %2", joined(quoted), last);
}

template <std::size_t N>
const char* nameAt(const std::array<const char*, N>& names, int index) {
    if (index < 0 || index >= static_cast<int>(N)) return names[0];
    return names[static_cast<std::size_t>(index)];
}

// A parser callback that follows the JSON path of the value being parsed. It finds duplicate
// keys (nlohmann silently keeps the last of two equal keys) and names the value at which
// the parser stopped.
class PathTracker {
public:
    bool operator()(int depth, Json::parse_event_t event, Json& parsed);
    const std::vector<std::pair<std::string, std::string>>& duplicates() const {
        return m_duplicates;
    }
    // The path of the value being parsed now.
    std::string currentPath() const { return pathAndKey().first; }

private:
    struct Frame {
        bool object;
        std::string key;    // object: the key whose value is being parsed
        std::size_t index;  // array: the index of the element being parsed
        std::set<std::string> keys;
    };
    void elementDone();
    std::pair<std::string, std::string> pathAndKey() const;

    std::vector<Frame> m_frames;
    std::vector<std::pair<std::string, std::string>> m_duplicates;  // path, key
};

// Parses text into root. On malformed text returns false with one diagnostic of `code`
// (with the line and column where the parser stopped); duplicate keys are left in
// tracker.duplicates() for the reader to report.
bool parseJson(std::string_view text, Json& root, PathTracker& tracker, DiagnosticList& diags,
               Code code);

// Checks and reads values out of parsed JSON, reporting each problem as an error of `code`
// whose element is the JSON path (so that its message starts with it). Derived readers add
// the structures.
class JsonReader {
public:
    JsonReader(DiagnosticList& diags, Code code) : m_diags(diags), m_code(code) {}

    bool failed() const { return m_failed; }
    // An error at path ("(root)" for the root value), e.g. msg("must not be empty").
    void error(const std::string& path, Message text);
    void reportDuplicates(const PathTracker& tracker);

    enum class Need { Optional, Required };

    // "expected <expected>, found <what the value is>"; expected is a phrase such as
    // msg("an array").
    void typeError(const std::string& path, Message expected, const Json& found) {
        error(path, msg("expected %1, found %2", std::move(expected), describe(found)));
    }

    static const Json* member(const Json& obj, std::string_view key) {
        auto it = obj.find(std::string(key));
        return it == obj.end() ? nullptr : &*it;
    }

    // The member key of obj, reporting it when required and absent.
    const Json* get(const Json& obj, const std::string& path, std::string_view key, Need need);
    bool expectObject(const Json& v, const std::string& path);
    // Reports every key of obj that is not allowed, with the closest allowed one it lacks.
    void checkKeys(const Json& obj, const std::string& path,
                   std::initializer_list<std::string_view> allowed);
    bool readString(const Json& obj, const std::string& path, std::string_view key,
                    std::string& out, Need need = Need::Optional);
    bool readIdentifier(const Json& obj, const std::string& path, std::string_view key,
                        std::string& out, Need need = Need::Required);
    bool readNumberValue(const Json& v, const std::string& path, double& out);
    bool readNumber(const Json& obj, const std::string& path, std::string_view key, double& out,
                    Need need = Need::Optional);
    // An optional number that must be > 0.
    void readPositive(const Json& obj, const std::string& path, std::string_view key,
                      std::optional<double>& out);
    bool readBool(const Json& obj, const std::string& path, std::string_view key, bool& out);
    // A non-negative integer below 2^64 (1.0 and 1e3 count as integers).
    bool readUnsigned(const Json& obj, const std::string& path, std::string_view key,
                      std::uint64_t& out, Need need = Need::Optional);

    // Reads one of names; returns its index, or -1 when absent or invalid.
    template <std::size_t N>
    int readChoice(const Json& obj, const std::string& path, std::string_view key,
                   const std::array<const char*, N>& names, Message what,
                   Need need = Need::Optional) {
        std::string s;
        if (!readString(obj, path, key, s, need)) return -1;
        for (std::size_t i = 0; i < N; ++i)
            if (s == names[i]) return static_cast<int>(i);
        error(childPath(path, key), msg("%1 is not a valid %2 (expected %3)", quote(s),
                                        std::move(what), listNames(names)));
        return -1;
    }

    // Reads the array obj[key], calling readItem(element, elementPath, out[i]) for each
    // element; out has one entry per element, so that indices match the JSON.
    template <typename T, typename F>
    bool readList(const Json& obj, const std::string& path, std::string_view key,
                  std::vector<T>& out, F readItem, Need need = Need::Optional) {
        const Json* v = get(obj, path, key, need);
        if (!v) return false;
        const std::string listPath = childPath(path, key);
        if (!v->is_array()) {
            typeError(listPath, msg("an array"), *v);
            return false;
        }
        out.resize(v->size());
        for (std::size_t i = 0; i < v->size(); ++i)
            readItem((*v)[i], indexPath(listPath, i), out[i]);
        return true;
    }

protected:
    DiagnosticList& m_diags;
    Code m_code;
    bool m_failed = false;
};

}  // namespace hs::json

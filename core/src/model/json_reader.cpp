// The shared JSON reading of HybridStudio's files: see json_reader.h.

#include "json_reader.h"

#include "hs/model/document.h"

#include <cmath>
#include <exception>

namespace hs::json {
namespace {

// Files nest about ten levels deep; anything much deeper is rejected before parsing.
constexpr int kMaxDepth = 100;
// Integral doubles below this magnitude are written without a fraction ("120", not "120.0").
constexpr double kMaxExactInteger = 9007199254740992.0;  // 2^53

// 1-based line and column (in UTF-8 code points) of a 0-based byte offset of text.
SourceLoc locationOf(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    SourceLoc loc{1, 1};
    const std::size_t start = text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;  // byte order mark
    for (std::size_t i = start; i < offset; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++loc.line;
            loc.column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++loc.column;
        }
    }
    return loc;
}

// The byte offset at which the bracket nesting of text first exceeds maxDepth, if it does.
std::optional<std::size_t> findExcessiveNesting(std::string_view text, int maxDepth) {
    int depth = 0;
    bool inString = false, escaped = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > maxDepth) return i;
        } else if (c == ']' || c == '}') {
            if (depth > 0) --depth;
        }
    }
    return std::nullopt;
}

// The byte offset of the first number literal (outside strings) spelled exactly `literal`.
std::optional<std::size_t> findNumberLiteral(std::string_view text, std::string_view literal) {
    auto isNumberChar = [](char c) {
        return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
    };
    bool inString = false, escaped = false;
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            ++i;
        } else if (c == '"') {
            inString = true;
            ++i;
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            std::size_t end = i;
            while (end < text.size() && isNumberChar(text[end])) ++end;
            if (text.substr(i, end - i) == literal) return i;
            i = end;
        } else {
            ++i;
        }
    }
    return std::nullopt;
}

}  // namespace

std::string quote(std::string_view s) {
    return Json(std::string(s)).dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::string sanitizeUtf8(std::string_view s) {
    static const char* const hex = "0123456789ABCDEF";
    std::string out;
    out.reserve(s.size());
    std::size_t i = 0;
    while (i < s.size()) {
        const auto c = static_cast<unsigned char>(s[i]);
        std::size_t len = 0;
        unsigned lowMin = 0x80, lowMax = 0xBF;  // allowed range of the second byte
        if (c < 0x80)
            len = 1;
        else if (c >= 0xC2 && c <= 0xDF)
            len = 2;
        else if (c >= 0xE0 && c <= 0xEF) {
            len = 3;
            if (c == 0xE0) lowMin = 0xA0;
            if (c == 0xED) lowMax = 0x9F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            len = 4;
            if (c == 0xF0) lowMin = 0x90;
            if (c == 0xF4) lowMax = 0x8F;
        }
        bool ok = len > 0 && i + len <= s.size();
        for (std::size_t k = 1; ok && k < len; ++k) {
            const auto b = static_cast<unsigned char>(s[i + k]);
            const unsigned lo = k == 1 ? lowMin : 0x80, hi = k == 1 ? lowMax : 0xBF;
            ok = b >= lo && b <= hi;
        }
        if (ok) {
            out.append(s.substr(i, len));
            i += len;
        } else {
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 0xF];
            ++i;
        }
    }
    return out;
}

Json number(double v) {
    if (std::isfinite(v) && v == std::trunc(v) && std::fabs(v) < kMaxExactInteger)
        return Json(static_cast<std::int64_t>(v));
    return Json(v);  // non-finite values become null (not representable in JSON)
}

std::string numberText(double v) {
    return number(v).dump();
}

// Levenshtein distance, for "did you mean" hints on misspelt keys.
std::size_t editDistance(std::string_view a, std::string_view b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
            diagonal = above;
        }
    }
    return row[b.size()];
}

std::string childPath(const std::string& path, std::string_view key) {
    if (!doc::isIdentifier(key)) return path + "[" + quote(key) + "]";
    return path.empty() ? std::string(key) : path + "." + std::string(key);
}

std::string indexPath(const std::string& path, std::size_t index) {
    return path + "[" + std::to_string(index) + "]";
}

Message describe(const Json& v) {
    switch (v.type()) {
    case Json::value_t::null: return verbatim("null");  // the JSON literal, not a word
    case Json::value_t::object: return msg("an object");
    case Json::value_t::array: return msg("an array");
    case Json::value_t::string: return msg("a string");
    case Json::value_t::boolean: return msg("a boolean");
    case Json::value_t::number_integer:
        return v.get<std::int64_t>() < 0 ? msg("a negative integer") : msg("an integer");
    case Json::value_t::number_unsigned: return msg("an integer");
    case Json::value_t::number_float: return msg("a number with a fraction or exponent");
    default: return msg("an unsupported value");
    }
}

std::optional<std::string> integerText(const Json& v) {
    if (v.is_number_unsigned()) return std::to_string(v.get<std::uint64_t>());
    if (v.is_number_integer()) return std::to_string(v.get<std::int64_t>());
    if (!v.is_number_float()) return std::nullopt;
    const double d = v.get<double>();
    if (!std::isfinite(d) || d != std::trunc(d)) return std::nullopt;
    if (std::fabs(d) < 1e18) return std::to_string(static_cast<long long>(d));
    return Json(d).dump();
}

// ---------------------------------------------------------------------------------------
// PathTracker

bool PathTracker::operator()(int /*depth*/, Json::parse_event_t event, Json& parsed) {
    switch (event) {
        case Json::parse_event_t::object_start:
            m_frames.push_back({true, {}, 0, {}});
            break;
        case Json::parse_event_t::array_start:
            m_frames.push_back({false, {}, 0, {}});
            break;
        case Json::parse_event_t::key:
            if (!m_frames.empty() && parsed.is_string()) {
                Frame& f = m_frames.back();
                f.key = parsed.get<std::string>();
                if (!f.keys.insert(f.key).second) m_duplicates.push_back(pathAndKey());
            }
            break;
        case Json::parse_event_t::object_end:
        case Json::parse_event_t::array_end:
            if (!m_frames.empty()) m_frames.pop_back();
            elementDone();
            break;
        case Json::parse_event_t::value:
            elementDone();
            break;
    }
    return true;
}

void PathTracker::elementDone() {
    if (!m_frames.empty() && !m_frames.back().object) ++m_frames.back().index;
}

std::pair<std::string, std::string> PathTracker::pathAndKey() const {
    std::string path;
    for (const Frame& f : m_frames)
        path = f.object ? childPath(path, f.key) : indexPath(path, f.index);
    return {path, m_frames.empty() ? std::string() : m_frames.back().key};
}

// ---------------------------------------------------------------------------------------
// Parsing

bool parseJson(std::string_view text, Json& root, PathTracker& tracker, DiagnosticList& diags,
               Code code) {
    if (auto offset = findExcessiveNesting(text, kMaxDepth)) {
        diags.error(code, locationOf(text, *offset),
                    msg("malformed JSON: nested deeper than %1 levels", kMaxDepth));
        return false;
    }
    try {
        root = Json::parse(text.begin(), text.end(), std::ref(tracker));
    } catch (const Json::out_of_range& e) {
        // A number literal beyond the range of double ("number overflow parsing '1e400'"):
        // the tracker knows where in the document, the literal's spelling where in the text.
        const std::string what = e.what();
        const std::size_t open = what.find('\'');
        const std::size_t close = what.rfind('\'');
        SourceLoc loc;
        std::string literal;
        if (open != std::string::npos && close > open) {
            literal = what.substr(open + 1, close - open - 1);
            if (auto offset = findNumberLiteral(text, literal)) loc = locationOf(text, *offset);
        }
        const std::string path = tracker.currentPath();
        diags.error(code, loc,
                    literal.empty() ? msg("number out of range")
                                    : msg("number out of range (%1)", sanitizeUtf8(literal)),
                    path.empty() ? std::string("(root)") : path);
        return false;
    } catch (const Json::parse_error& e) {
        // what() is "[json.exception.parse_error.N] parse error at line L, column C: text";
        // keep the text, and compute the location from the byte index ourselves.
        std::string what = e.what();
        const std::size_t at = what.find("parse error");
        const std::size_t colon = what.find(": ", at == std::string::npos ? 0 : at);
        if (colon != std::string::npos) what = what.substr(colon + 2);
        const std::size_t offset = e.byte > 0 ? e.byte - 1 : 0;
        diags.error(code, locationOf(text, offset), msg("malformed JSON: %1", sanitizeUtf8(what)));
        return false;
    }
    return true;
}

// ---------------------------------------------------------------------------------------
// JsonReader

void JsonReader::error(const std::string& path, Message text) {
    m_diags.error(m_code, SourceLoc{}, std::move(text),
                  path.empty() ? std::string("(root)") : path);
    m_failed = true;
}

void JsonReader::reportDuplicates(const PathTracker& tracker) {
    for (const auto& [path, key] : tracker.duplicates())
        error(path, msg("duplicate key %1", quote(key)));
}

const Json* JsonReader::get(const Json& obj, const std::string& path, std::string_view key,
                            Need need) {
    const Json* v = member(obj, key);
    if (!v && need == Need::Required)
        error(childPath(path, key), msg("missing required key %1", quote(key)));
    return v;
}

bool JsonReader::expectObject(const Json& v, const std::string& path) {
    if (v.is_object()) return true;
    typeError(path, msg("an object"), v);
    return false;
}

void JsonReader::checkKeys(const Json& obj, const std::string& path,
                           std::initializer_list<std::string_view> allowed) {
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        const std::string& key = it.key();
        if (std::find(allowed.begin(), allowed.end(), key) != allowed.end()) continue;
        // Suggest the closest allowed key that the object lacks, if it is close enough.
        std::string_view best;
        std::size_t bestDistance = 3;
        for (std::string_view candidate : allowed) {
            if (member(obj, candidate)) continue;
            const std::size_t d = editDistance(key, candidate);
            if (d < bestDistance && d < key.size()) {
                best = candidate;
                bestDistance = d;
            }
        }
        error(childPath(path, key),
              best.empty() ? msg("unknown key %1", quote(key))
                           : msg("unknown key %1 (did you mean %2?)", quote(key), quote(best)));
    }
}

bool JsonReader::readString(const Json& obj, const std::string& path, std::string_view key,
                            std::string& out, Need need) {
    const Json* v = get(obj, path, key, need);
    if (!v) return false;
    if (!v->is_string()) {
        typeError(childPath(path, key), msg("a string"), *v);
        return false;
    }
    out = v->get<std::string>();
    return true;
}

bool JsonReader::readIdentifier(const Json& obj, const std::string& path, std::string_view key,
                                std::string& out, Need need) {
    if (!readString(obj, path, key, out, need)) return false;
    if (doc::isIdentifier(out)) return true;
    error(childPath(path, key),
          msg("%1 is not an identifier (letters, digits and _, not starting with a digit)",
              quote(out)));
    return false;
}

bool JsonReader::readNumberValue(const Json& v, const std::string& path, double& out) {
    if (!v.is_number()) {
        typeError(path, msg("a number"), v);
        return false;
    }
    const double d = v.get<double>();
    if (!std::isfinite(d)) {
        error(path, msg("number out of range"));
        return false;
    }
    out = d;
    return true;
}

bool JsonReader::readNumber(const Json& obj, const std::string& path, std::string_view key,
                            double& out, Need need) {
    const Json* v = get(obj, path, key, need);
    return v && readNumberValue(*v, childPath(path, key), out);
}

void JsonReader::readPositive(const Json& obj, const std::string& path, std::string_view key,
                              std::optional<double>& out) {
    double d = 0;
    if (!readNumber(obj, path, key, d)) return;
    if (d <= 0) {
        error(childPath(path, key), msg("must be greater than 0"));
        return;
    }
    out = d;
}

bool JsonReader::readBool(const Json& obj, const std::string& path, std::string_view key,
                          bool& out) {
    const Json* v = get(obj, path, key, Need::Optional);
    if (!v) return false;
    if (!v->is_boolean()) {
        typeError(childPath(path, key), msg("a boolean"), *v);
        return false;
    }
    out = v->get<bool>();
    return true;
}

bool JsonReader::readUnsigned(const Json& obj, const std::string& path, std::string_view key,
                              std::uint64_t& out, Need need) {
    const Json* v = get(obj, path, key, need);
    if (!v) return false;
    const double d = v->is_number_float() ? v->get<double>() : -1.0;
    if (v->is_number_unsigned()) {
        out = v->get<std::uint64_t>();
    } else if (v->is_number_integer() && v->get<std::int64_t>() >= 0) {
        out = static_cast<std::uint64_t>(v->get<std::int64_t>());
    } else if (d >= 0 && d == std::trunc(d) && d < 18446744073709551616.0) {  // 2^64
        out = static_cast<std::uint64_t>(d);
    } else {
        typeError(childPath(path, key), msg("a non-negative integer"), *v);
        return false;
    }
    return true;
}

}  // namespace hs::json

#include "hs/experiment/run_table.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace hs::experiment {

std::string csvField(const std::string& s) {
    if (s.find_first_of(",\"\n\r") == std::string::npos) return s;
    std::string out = "\"";
    for (char c : s) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

std::vector<std::string> splitCsvLine(std::string_view line) {
    std::vector<std::string> fields(1);
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                fields.back() += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                fields.back() += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            fields.emplace_back();
        } else if (c != '\r') {
            fields.back() += c;
        }
    }
    return fields;
}

std::string csvNumber(double v) {
    return std::isnan(v) ? std::string() : formatNumber(v);
}

bool parseCsvNumber(std::string_view text, double& out) {
    if (text.empty()) {
        out = std::numeric_limits<double>::quiet_NaN();
        return true;
    }
    auto res = std::from_chars(text.data(), text.data() + text.size(), out);
    if (res.ec == std::errc() && res.ptr == text.data() + text.size()) return true;
    // formatNumber's spellings of the infinities
    if (text == "inf" || text == "-inf") {
        out = text[0] == '-' ? -std::numeric_limits<double>::infinity()
                             : std::numeric_limits<double>::infinity();
        return true;
    }
    return false;
}

void RunTable::add(const RunResult& r) {
    RunRow row;
    row.index = r.index;
    row.seed = r.seed;
    row.parameters = r.parameters;
    row.outcomes = r.outcomes;
    row.failed = r.failed;
    row.warnings = r.warnings;
    row.code = r.code;
    row.message = r.message;
    m_rows.push_back(std::move(row));
}

void RunTable::sortByRun() {
    std::stable_sort(m_rows.begin(), m_rows.end(),
                     [](const RunRow& a, const RunRow& b) { return a.index < b.index; });
}

std::vector<double> RunTable::outcomeColumn(std::size_t k) const {
    std::vector<double> out;
    out.reserve(m_rows.size());
    for (const RunRow& r : m_rows) out.push_back(k < r.outcomes.size() ? r.outcomes[k] : NAN);
    return out;
}

std::size_t RunTable::failedCount() const {
    return static_cast<std::size_t>(
        std::count_if(m_rows.begin(), m_rows.end(), [](const RunRow& r) { return r.failed; }));
}

std::string RunTable::header() const {
    std::string out = "run,seed";
    for (const std::string& p : m_parameters) out += "," + csvField(p);
    for (const std::string& o : m_outcomes) out += "," + csvField(o);
    return out + ",status,warnings,code,message\n";
}

std::string RunTable::rowText(const RunRow& row) const {
    std::string out = std::to_string(row.index) + "," + std::to_string(row.seed);
    for (double v : row.parameters) out += "," + csvNumber(v);
    for (double v : row.outcomes) out += "," + csvNumber(v);
    out += row.failed ? ",failed," : ",ok,";
    auto oneLine = [](std::string s) {  // the rows are lines: a message never spans two
        std::replace(s.begin(), s.end(), '\n', ' ');
        std::replace(s.begin(), s.end(), '\r', ' ');
        return s;
    };
    out += std::to_string(row.warnings) + "," + csvField(oneLine(row.code)) + "," +
           csvField(oneLine(row.message));
    return out + "\n";
}

std::string RunTable::toCsv() const {
    std::string out = header();
    for (const RunRow& r : m_rows) out += rowText(r);
    return out;
}

bool RunTable::appendCsv(std::string_view text, const std::string& file, std::string& where,
                         Message& error) {
    std::size_t pos = 0, lineNo = 0;
    const std::string expected = header();
    const std::size_t columns = 2 + m_parameters.size() + m_outcomes.size() + 4;
    while (pos < text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view line = text.substr(pos, end - pos);
        pos = end + 1;
        ++lineNo;
        const std::string at = file + ":" + std::to_string(lineNo);
        if (lineNo == 1) {
            if (std::string(line) + "\n" != expected) {
                where = at;
                error = msg("the columns differ from the experiment's (%1)",
                            expected.substr(0, expected.size() - 1));
                return false;
            }
            continue;
        }
        if (line.empty()) continue;
        const std::vector<std::string> f = splitCsvLine(line);
        if (f.size() != columns) {
            where = at;
            error = msg("expected %1 fields, found %2", columns, f.size());
            return false;
        }
        RunRow row;
        auto integer = [&](const std::string& s, std::uint64_t& out) {
            auto res = std::from_chars(s.data(), s.data() + s.size(), out);
            return res.ec == std::errc() && res.ptr == s.data() + s.size() && !s.empty();
        };
        std::uint64_t warnings = 0;
        bool ok = integer(f[0], row.index) && integer(f[1], row.seed) &&
                  integer(f[columns - 3], warnings) &&
                  (f[columns - 4] == "ok" || f[columns - 4] == "failed");
        std::size_t k = 2;
        row.parameters.resize(m_parameters.size());
        for (double& v : row.parameters) ok = ok && parseCsvNumber(f[k++], v);
        row.outcomes.resize(m_outcomes.size());
        for (double& v : row.outcomes) ok = ok && parseCsvNumber(f[k++], v);
        if (!ok) {
            where = at;
            error = msg("not a row of runs.csv");
            return false;
        }
        row.failed = f[columns - 4] == "failed";
        row.warnings = static_cast<std::size_t>(warnings);
        row.code = f[columns - 2];
        row.message = f[columns - 1];
        m_rows.push_back(std::move(row));
    }
    return true;
}

}  // namespace hs::experiment

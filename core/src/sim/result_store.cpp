#include "hs/sim/result_store.h"

#include <algorithm>
#include <charconv>
#include <ostream>
#include <sstream>

namespace hs {

void ResultStore::setColumns(std::vector<std::string> names) {
    m_names = std::move(names);
    m_columns.assign(m_names.size(), {});
    m_labels.clear();
    m_time.clear();
}

int ResultStore::columnIndex(const std::string& name) const {
    for (std::size_t i = 0; i < m_names.size(); ++i)
        if (m_names[i] == name) return static_cast<int>(i);
    return -1;
}

void ResultStore::reserveRows(std::size_t rows) {
    m_time.reserve(rows);
    for (auto& c : m_columns) c.reserve(rows);
}

void ResultStore::appendColumns(const std::vector<double>& times,
                                const std::vector<std::vector<double>>& columns) {
    m_time.insert(m_time.end(), times.begin(), times.end());
    for (std::size_t c = 0; c < m_columns.size() && c < columns.size(); ++c)
        m_columns[c].insert(m_columns[c].end(), columns[c].begin(), columns[c].end());
}

void ResultStore::replaceLastRow(double time, const double* values) {
    if (m_time.empty()) {
        appendRow(time, values);
        return;
    }
    m_time.back() = time;
    for (std::size_t i = 0; i < m_columns.size(); ++i) m_columns[i].back() = values[i];
}

int ResultStore::growAhead(int maxColumns) {
    int grown = 0;
    auto grow = [&](std::vector<double>& v) {
        if (grown >= maxColumns || 2 * v.size() <= v.capacity()) return;
        v.reserve(std::max<std::size_t>(4096, 2 * v.capacity()));
        ++grown;
    };
    grow(m_time);
    for (auto& c : m_columns) grow(c);
    return grown;
}

void ResultStore::truncate(std::size_t rows) {
    if (rows >= m_time.size()) return;
    m_time.resize(rows);
    for (auto& c : m_columns) c.resize(rows);
}

void ResultStore::clear() {
    m_time.clear();
    for (auto& c : m_columns) c.clear();
}

const std::vector<double>* ResultStore::column(const std::string& name) const {
    const int i = columnIndex(name);
    return i < 0 ? nullptr : &m_columns[i];
}

static void appendNumber(std::string& out, double v) {
    char buf[32];
    auto res = std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, res.ptr);
}

void ResultStore::setColumnLabels(std::size_t column, std::vector<std::string> labels) {
    if (m_labels.size() < m_columns.size()) m_labels.resize(m_columns.size());
    if (column < m_labels.size()) m_labels[column] = std::move(labels);
}

const std::vector<std::string>* ResultStore::columnLabels(std::size_t column) const {
    return column < m_labels.size() && !m_labels[column].empty() ? &m_labels[column] : nullptr;
}

std::string ResultStore::toCsv() const {
    std::ostringstream out;
    writeCsv(out);
    return out.str();
}

// Row by row through a small buffer: a run of millions of rows is never one string.
bool ResultStore::writeCsv(std::ostream& out) const {
    std::string buf = "time";
    for (const auto& n : m_names) {
        buf += ',';
        buf += n;
    }
    buf += '\n';
    constexpr std::size_t kFlushAt = 1 << 16;
    for (std::size_t r = 0; r < m_time.size(); ++r) {
        appendNumber(buf, m_time[r]);
        for (std::size_t c = 0; c < m_columns.size(); ++c) {
            buf += ',';
            if (const auto* labels = columnLabels(c)) {
                const double v = m_columns[c][r];
                if (v >= 0 && v < static_cast<double>(labels->size())) buf += (*labels)[static_cast<std::size_t>(v)];
            } else {
                appendNumber(buf, m_columns[c][r]);
            }
        }
        buf += '\n';
        if (buf.size() >= kFlushAt) {
            out.write(buf.data(), static_cast<std::streamsize>(buf.size()));
            buf.clear();
            if (!out) return false;
        }
    }
    out.write(buf.data(), static_cast<std::streamsize>(buf.size()));
    return static_cast<bool>(out);
}

}  // namespace hs

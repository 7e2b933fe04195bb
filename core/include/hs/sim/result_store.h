#pragma once
// Columnar simulation results: one time column and one column per recorded variable.
// Rows come at the output interval plus two rows at every event instant (the left
// limit, then the value after the event). Not thread-safe: written by the engine; the
// GUI reads copies or reads under its own synchronisation.

#include "hs/lang/number_format.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace hs {

class ResultStore {
public:
    void setColumns(std::vector<std::string> names);
    const std::vector<std::string>& names() const { return m_names; }
    int columnIndex(const std::string& name) const;  // -1 when absent

    // values: one per column (inline: the engine writes a row at every output point)
    void appendRow(double time, const double* values) {
        m_time.push_back(time);
        std::vector<double>* const columns = m_columns.data();
        const std::size_t n = m_columns.size();
        for (std::size_t i = 0; i < n; ++i) columns[i].push_back(values[i]);
    }
    // Room for `rows` rows in every column at once (a run knows its output points).
    void reserveRows(std::size_t rows);
    // Appends rows given column-wise: times[i] with columns[c][i].
    void appendColumns(const std::vector<double>& times, const std::vector<std::vector<double>>& columns);
    void replaceLastRow(double time, const double* values);
    void truncate(std::size_t rows);
    // A reader that appends a running simulation's rows in pieces (the IDE) would, when a
    // piece crosses the columns' capacity, copy every column at once — a pause that grows
    // with the run. growAhead() spreads that work: a column more than half full gets twice
    // its capacity now, at most `maxColumns` columns (the time column counts) per call, so
    // one call costs at most that many column copies. Returns how many columns grew.
    int growAhead(int maxColumns = 1);
    void clear();

    std::size_t rowCount() const { return m_time.size(); }
    std::size_t columnCount() const { return m_columns.size(); }
    const std::vector<double>& time() const { return m_time; }
    const std::vector<double>& column(std::size_t i) const { return m_columns[i]; }
    const std::vector<double>* column(const std::string& name) const;

    // A column of indices into a list of texts (a statechart's active state): CSV output
    // writes the text; an index outside the list (-1) writes an empty field.
    void setColumnLabels(std::size_t column, std::vector<std::string> labels);
    const std::vector<std::string>* columnLabels(std::size_t column) const;

    // CSV with header "time,<names>"; shortest round-trip numbers.
    std::string toCsv() const;
    // The same text written to a stream as it is formatted; false when the stream failed.
    bool writeCsv(std::ostream& out) const;

private:
    std::vector<std::string> m_names;
    std::vector<std::vector<std::string>> m_labels;  // per column (empty: numbers)
    std::vector<double> m_time;
    std::vector<std::vector<double>> m_columns;
};

}  // namespace hs

#pragma once
// The table of an experiment's runs, one row per run in run order: what runs.csv holds
// (run, seed, parameters, outcomes, status, warnings, code, message). Rows are written with
// the shortest text that reads back as the same double, so a table written by a chunk
// and read back by `sweep collect` is the same table, bit for bit. Plain data; not
// thread-safe.

#include "hs/experiment/experiment.h"
#include "hs/lang/message.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace hs::experiment {

struct RunRow {
    std::uint64_t index = 0;
    std::uint64_t seed = 0;
    std::vector<double> parameters;
    std::vector<double> outcomes;  // NaN: none
    bool failed = false;
    std::size_t warnings = 0;
    std::string code, message;  // a failed run's first error
};

class RunTable {
public:
    RunTable() = default;
    RunTable(std::vector<std::string> parameterNames, std::vector<std::string> outcomeNames)
        : m_parameters(std::move(parameterNames)), m_outcomes(std::move(outcomeNames)) {}

    const std::vector<std::string>& parameterNames() const { return m_parameters; }
    const std::vector<std::string>& outcomeNames() const { return m_outcomes; }
    const std::vector<RunRow>& rows() const { return m_rows; }

    void add(RunRow row) { m_rows.push_back(std::move(row)); }
    void add(const RunResult& result);
    // Rows in run order (chunks may come in any order).
    void sortByRun();
    // Outcome k of every row, in row order.
    std::vector<double> outcomeColumn(std::size_t k) const;
    std::size_t failedCount() const;

    std::string header() const;
    std::string rowText(const RunRow& row) const;
    std::string toCsv() const;
    // Reads rows written by toCsv() of a table with the same columns (the header must
    // match); false otherwise, with the message in error and the line it concerns in
    // where ("chunk-0001.csv:3", the element of a diagnostic).
    bool appendCsv(std::string_view text, const std::string& file, std::string& where,
                   Message& error);

private:
    std::vector<std::string> m_parameters, m_outcomes;
    std::vector<RunRow> m_rows;
};

// A CSV field: quoted when it holds a comma, a quote or a line break.
std::string csvField(const std::string& s);
// The fields of one CSV line (quotes honoured).
std::vector<std::string> splitCsvLine(std::string_view line);
// A number as the experiment's files write it: shortest round trip, NaN as empty.
std::string csvNumber(double v);
bool parseCsvNumber(std::string_view text, double& out);

}  // namespace hs::experiment

#pragma once
// The tables of the Experiments panel as Qt item models: the runs (one row per finished run,
// appended as runs arrive; sort through RunSortProxy), the statistics of each outcome and
// the effects of a sensitivity experiment. Numbers show with seven significant digits, in
// full in their tooltips; the ValueRole gives them as doubles. GUI thread only.

#include "experiment/experiment_results.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>
#include <QString>

#include <vector>

namespace hs::ui {

class RunTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role {
        ValueRole = Qt::UserRole,  // the number of a cell (NaN: none), the text of the others
        RunRole,                   // the run index of the row
        FailedRole,                // whether the row's run failed
    };
    using QAbstractTableModel::QAbstractTableModel;

    // A new experiment: no rows.
    void reset(std::shared_ptr<const experiment::Experiment> experiment);
    // Finished runs, appended in the order they came.
    void append(const std::vector<experiment::RunResult>& results);
    const ExperimentResults& results() const { return m_results; }
    void retranslate();

    // The columns: run, one per parameter, one per outcome, status, seed, message.
    int parameterColumn(std::size_t k) const { return 1 + static_cast<int>(k); }
    int outcomeColumn(std::size_t k) const { return 1 + parameterCount() + static_cast<int>(k); }
    int statusColumn() const { return 1 + parameterCount() + outcomeCount(); }
    int seedColumn() const { return statusColumn() + 1; }
    int messageColumn() const { return statusColumn() + 2; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    int parameterCount() const;
    int outcomeCount() const;

    ExperimentResults m_results;
};

// Sorts the runs by a column's numbers (runs without a value last) or texts.
class RunSortProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit RunSortProxy(QObject* parent = nullptr);

protected:
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;
};

// Per outcome: runs with a value, runs without, mean, standard deviation, minimum,
// percentiles, maximum and the confidence interval of the mean (summary.csv).
class SummaryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;
    void setSummaries(std::vector<experiment::OutcomeSummary> summaries,
                      experiment::StatisticsSpec spec);
    void retranslate();
    // The table as CSV, numbers in their shortest exact form.
    std::string csv() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    double value(const experiment::OutcomeSummary& s, int column) const;

    std::vector<experiment::OutcomeSummary> m_rows;
    experiment::StatisticsSpec m_spec;
};

// The effect of each parameter on each output (sensitivity.csv).
class EffectsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;
    void setEffects(std::vector<experiment::ParameterEffect> effects, bool morris);
    const std::vector<experiment::ParameterEffect>& effects() const { return m_rows; }
    bool morris() const { return m_morris; }
    void retranslate();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::vector<experiment::ParameterEffect> m_rows;
    bool m_morris = false;
};

// A number as the tables show it: seven significant digits, empty for none.
QString numberText(double v);

}  // namespace hs::ui

#pragma once
// The Compare Runs dock: two runs side by side (hs/sim/run_diff.h). Each side is a run
// record opened from a file (simulate --record), a run kept from the IDE, or the current
// run as it is when Compare is pressed. Compare aligns the two event by event and finds the
// first event where they part — another element, another time, or result values beyond the
// tolerance — and the variables that differ there. The two histories stand side by side
// with that event marked in both; the runs' trajectories are overlaid in the plots (a
// record's by replaying it on the model on screen, in the check process). GUI thread only.

#include "hs/sim/run_diff.h"
#include "hs/sim/run_record.h"

#include <QString>
#include <QWidget>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QTableWidget;

namespace hs {
class ResultStore;
}

namespace hs::ui {

class HistoryModel;
class RunController;
class RunOverlays;
struct CheckResult;

class DiffView : public QWidget {
    Q_OBJECT
public:
    DiffView(RunController* run, RunOverlays* overlays, QWidget* parent = nullptr);

    enum Side { A = 0, B = 1 };
    // The side is the current run, as it is when Compare is pressed.
    void useCurrentRun(Side side);
    // The side is the current run as it is now (its events, results and trajectories).
    void keepCurrentRun(Side side);
    // The side is a run record read from `path`; false (with the reason shown) when it
    // cannot be read.
    bool openRecord(Side side, const QString& path);
    // Aligns the two runs and shows where they part.
    void compare();
    // A new document: the sides that name its run are let go.
    void clear();
    void retranslate();

    const std::optional<RunDiff>& result() const { return m_diff; }
    QString sideName(Side side) const;
    QLabel* summary() const { return m_summary; }
    QLineEdit* toleranceInput() const { return m_tolerance; }
    QPushButton* compareButton() const { return m_compare; }
    QTableView* historyView(Side side) const { return m_views[side]; }
    QTableWidget* variablesTable() const { return m_variables; }

signals:
    void statusMessage(const QString& text, int timeoutMs);
    // The comparison is shown (and its trajectories asked for).
    void compared();
    // The replayed records' trajectories are in the plots.
    void trajectoriesShown();

private:
    struct Run {
        enum class Source { None, Current, Kept, File };
        Source source = Source::None;
        QString name;  // a file's path, or when a run was kept
        RunRecord record;
        std::shared_ptr<const ResultStore> data;  // a kept run's trajectories
    };
    RunRecord currentRecord() const;
    void showSide(Side side);
    void showTrajectories();
    QString label(Side side) const;
    QString summaryText() const;

    RunController* m_run;
    RunOverlays* m_overlays;
    std::array<Run, 2> m_runs;
    std::array<QLabel*, 2> m_names{};
    std::array<QLabel*, 2> m_sideLabels{};
    std::array<QPushButton*, 2> m_current{}, m_keep{}, m_open{};
    std::array<HistoryModel*, 2> m_models{};
    std::array<QTableView*, 2> m_views{};
    QLabel* m_toleranceLabel;
    QLineEdit* m_tolerance;
    QPushButton* m_compare;
    QLabel* m_summary;
    QTableWidget* m_variables;
    std::optional<RunDiff> m_diff;
    double m_tolerated = 0.0;  // the tolerance of m_diff
    // per record replayed on the model on screen that did not give its events: its label and
    // the first difference
    std::vector<std::pair<QString, hs::Message>> m_replayNotes;
    QString m_error;
    QStringList m_overlayLabels;
    std::uint64_t m_asked = 0;
};

}  // namespace hs::ui

#pragma once
// The timeline of a package run, drawn like the figures of a synchronisation example:
// one lane per project; each round's computation of a project is a bar from its start to
// its end model time; a skipped round is a hollow mark at the project's time; the package
// time after each round is a vertical line; signal reads at the start of a cycle are dots
// coloured by where the value came from (the past: at or before the reader's time; the
// future: a value the producer computed ahead of it, possible with immediate writes).
// Rounds can be revealed one by one (setVisibleRounds) to step with the run.
// A view only: it draws the entries it is given. GUI thread only.

#include "hs/cosim/package_runner.h"

#include <QWidget>

#include <vector>

namespace hs::ui {

class TimelineView : public QWidget {
    Q_OBJECT
public:
    explicit TimelineView(QWidget* parent = nullptr);

    void setTimeline(std::vector<cosim::TimelineEntry> entries, QStringList projects);
    void setVisibleRounds(int rounds);  // -1: all
    // Fixes the time axis (e.g. start to end time of the package) while rounds are added.
    void setTimeRange(double t0, double t1);
    int visibleRounds() const { return m_visibleRounds; }
    int roundCount() const;

    // Geometry of what is drawn, for tests: the bar of a project's computation in a round.
    QRectF barRect(int round, const QString& project) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    double timeToX(double t) const;
    QStringList legendTexts() const;
    int legendWidth() const;
    QRectF plotArea() const;

    std::vector<cosim::TimelineEntry> m_entries;
    QStringList m_projects;
    int m_visibleRounds = -1;
    double m_t0 = 0.0, m_t1 = 1.0;
    bool m_fixedRange = false;
};

}  // namespace hs::ui

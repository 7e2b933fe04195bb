#pragma once
// The package run in the IDE: the timeline of the package of projects the main window
// runs (its Step computes one round, Run goes to the end, Reset starts again; the
// buttons here ask for the same), with the package time, each project's time and the
// run's diagnostics. A view only: it shows the snapshots of the one run that also fills
// the Variables dock and the plots. GUI thread only.

#include "hs/model/document.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace hs::ui {

class TimelineView;
struct SimSnapshot;

class PackageView : public QWidget {
    Q_OBJECT
public:
    explicit PackageView(QWidget* parent = nullptr);
    ~PackageView() override;

    // The document whose package is run (projects, sync steps, end time).
    void setDocument(const doc::Document& document);
    // The run as it is now; null: no run (the document does not build).
    void showSnapshot(const SimSnapshot* snapshot);
    // The reasons a package does not build.
    void setProblems(const QStringList& problems);

    TimelineView* timeline() const { return m_timeline; }
    int rounds() const { return m_rounds; }  // rounds shown (1: the initial state)

signals:
    void stepRequested();
    void runRequested();
    void resetRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showRun();

    doc::Document m_document;
    int m_rounds = 0;
    bool m_hasRun = false, m_canStep = false, m_running = false;
    QString m_statusText;
    QStringList m_problems;
    std::vector<std::string> m_projectNames;
    std::vector<double> m_projectTimes;
    double m_packageTime = 0.0;
    int m_statusCode = 0;  // 0 running, 1 finished, 2 failed, 3 stopped
    TimelineView* m_timeline;
    QLabel* m_status;
    QLabel* m_legend;
    QTableWidget* m_projects;
    QPushButton *m_step, *m_runAll, *m_reset;
};

}  // namespace hs::ui

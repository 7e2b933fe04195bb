#pragma once
// The package run in the IDE: the timeline of a package of projects, computed round by
// round (Step round, Run to the end, Reset; the main window's Step, Run and Reset act here
// while this view is shown), with the package time, each project's time and the run's
// diagnostics. The run itself is the core's PackageRun; a round of a small package takes
// milliseconds, so rounds run on the GUI thread between repaints. GUI thread only.

#include "hs/cosim/package_runner.h"
#include "hs/model/document.h"

#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;
class QTableWidget;

namespace hs::ui {

class TimelineView;

class PackageView : public QWidget {
    Q_OBJECT
public:
    explicit PackageView(QWidget* parent = nullptr);
    ~PackageView() override;

    // Starts a fresh run of the document (the timeline is empty until the first round).
    void setDocument(const doc::Document& document, const QString& fileName);
    bool stepRound();   // false when the run has ended
    void runToEnd();  // in slices between repaints; running() until done
    void reset();
    bool running() const;
    void pause() { m_running = false; }

    TimelineView* timeline() const { return m_timeline; }
    const cosim::PackageRun* run() const { return m_run.get(); }
    int rounds() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showRun();

    doc::Document m_document;
    QString m_file;
    std::unique_ptr<cosim::PackageRun> m_run;
    DiagnosticList m_diags;
    TimelineView* m_timeline;
    QLabel* m_status;
    QLabel* m_legend;
    QTableWidget* m_projects;
    QPushButton *m_step, *m_runAll, *m_reset;
    bool m_running = false;
};

}  // namespace hs::ui

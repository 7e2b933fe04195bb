#pragma once
// "Compare modes": the same multi-module document run lock-step, in frames of a chosen TK
// and whole-interval, off the GUI thread; for each chosen variable one plot with the three
// runs overlaid and one with the error of frames and whole interval against lock-step,
// plus each run's module activations, frames, run time and largest error.
// GUI thread only (the runs happen on the thread pool).

#include "hs/cosim/cosim_runner.h"
#include "hs/model/document.h"

#include <QWidget>

#include <array>
#include <memory>

class QDoubleSpinBox;
class QListWidget;
class QLabel;
class QPushButton;
class QVBoxLayout;
class QTableWidget;

namespace hs::ui {

class CompareView : public QWidget {
    Q_OBJECT
public:
    explicit CompareView(QWidget* parent = nullptr);
    ~CompareView() override;

    void setDocument(const doc::Document& document, const QString& fileName);
    void setFrame(double tk);
    // Runs the three modes in the background; finished() when done.
    void start();
    // Runs them now (tests).
    void compareNow();
    bool hasResults() const { return m_results != nullptr; }
    // 0 lock-step, 1 frames, 2 whole interval
    const cosim::CosimResult& result(int mode) const { return (*m_results)[mode]; }
    // The largest |run - lock-step| of a variable (interpolated onto the lock-step samples).
    double maxError(const QString& variable, int mode) const;
    void setVariables(const QStringList& variables);
    QStringList variables() const;
    int plotCount() const;

signals:
    void finished();

protected:
    void changeEvent(QEvent* event) override;

private:
    using Results = std::array<cosim::CosimResult, 3>;
    static Results runAll(const doc::Document& document, const std::string& file, double frame);
    void showResults();
    void retranslate();

    doc::Document m_document;
    QString m_file;
    std::shared_ptr<Results> m_results;
    QDoubleSpinBox* m_frame;
    QPushButton* m_run;
    QListWidget* m_variables;
    QTableWidget* m_summary;
    QLabel* m_status;
    QLabel* m_frameLabel;
    QWidget* m_plots;
    QVBoxLayout* m_plotLayout;
    bool m_busy = false;
    bool m_haveDocument = false;
};

}  // namespace hs::ui

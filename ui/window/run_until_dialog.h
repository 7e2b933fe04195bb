#pragma once
// The Run Until dialog: run until a model time, an event step number (a frame or a round
// in a network or a package) or the next event of the queue element selected. GUI thread.

#include <QDialog>
#include <QString>

#include <cstdint>

class QComboBox;
class QLineEdit;
class QSpinBox;
class QLabel;

namespace hs::ui {

class RunUntilDialog : public QDialog {
    Q_OBJECT
public:
    enum class Target { Time, Step, Element };
    // `now` and `step` are where the run is; `element` the queue element selected (may be
    // empty); `stepName` what a step is called ("Event number", "Frame", "Round").
    RunUntilDialog(double now, std::uint64_t step, const QString& element, const QString& stepName,
                   QWidget* parent = nullptr);

    Target target() const;
    double time() const { return m_timeValue; }
    std::uint64_t step() const;
    QString element() const { return m_element; }

    void accept() override;

private:
    QComboBox* m_kind;
    QLineEdit* m_time;
    QSpinBox* m_step;
    QLabel* m_error;
    QString m_element;
    double m_timeValue = 0.0;
};

}  // namespace hs::ui

#pragma once
// The Experiment Settings dialog: the current document's run settings (start and stop
// time, output interval, solver and its step, tolerances, the order of simultaneous events
// and the random seed; for a network the run mode and frame length). Input that is not a
// number, or that no run can use (a stop time before the start, a tolerance that is not
// positive, a frame that is not a whole number of exchange steps), is refused with a
// message next to the buttons and the dialog stays open. "Save in the model" writes the
// settings into the document too. GUI thread only.

#include "window/document_controller.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace hs::ui {

class ExperimentDialog : public QDialog {
    Q_OBJECT
public:
    enum class Kind { Model, Network, Package };
    // The values shown for settings the document leaves unset (a .mo model's annotation).
    struct Defaults {
        double startTime = 0.0, stopTime = 1.0, tolerance = 1e-6;
        double exchangeStep = 0.0;  // a network's Δt
        QStringList models;         // a .mo source's models: with several, the one to run is chosen
    };
    ExperimentDialog(const RunSettings& settings, const Defaults& defaults, Kind kind, QWidget* parent = nullptr);

    RunSettings settings() const { return m_result; }
    bool writeBack() const;
    // The message shown for the last refused input (empty when none).
    QString error() const;

    void accept() override;

private:
    bool read(RunSettings& out, QString& error, QWidget*& field) const;

    RunSettings m_initial, m_result;
    Defaults m_defaults;
    Kind m_kind;
    QLineEdit *m_start, *m_stop, *m_interval, *m_step, *m_rtol, *m_atol, *m_frame = nullptr;
    QComboBox *m_solver, *m_policy, *m_mode = nullptr, *m_class = nullptr;
    QSpinBox* m_seed;
    QCheckBox* m_save;
    QLabel* m_error;
};

}  // namespace hs::ui

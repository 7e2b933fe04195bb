#pragma once
// The setup of one experiment in the Experiments panel: its name and kind (variation,
// Monte Carlo, sensitivity one at a time or Morris), and three pages — the parameters
// (ParameterEditor), the outputs and trajectories (OutputEditor), and how it runs
// (replications, seed, start and stop time, Morris trajectories and levels, description).
// spec() gives the specification the fields hold, with a problem for each field that does
// not read; what the form does not show (statistics, run files, solver settings) is kept
// from the specification shown. GUI thread only.

#include "experiment/form_fields.h"

#include "hs/model/experiment_spec.h"

#include <QString>
#include <QStringList>
#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QTabWidget;

namespace hs::ui {

class OutputEditor;
class ParameterEditor;

class ExperimentForm : public QWidget {
    Q_OBJECT
public:
    explicit ExperimentForm(QWidget* parent = nullptr);

    void setModelNames(const ModelNames& names);
    // Shows a specification (what the user typed is replaced).
    void setSpec(const experiment::ExperimentSpec& spec);
    experiment::ExperimentSpec spec(QStringList& problems) const;
    void retranslate();

    ParameterEditor* parameterEditor() const { return m_parameters; }
    OutputEditor* outputEditor() const { return m_outputs; }
    QTabWidget* pages() const { return m_pages; }

signals:
    // The user changed a field; `what` names it (typing into one field merges).
    void edited(const QString& what);

private:
    void kindChosen();
    void updateRows();

    experiment::ExperimentSpec m_shown;
    ModelNames m_names;
    QLabel *m_nameLabel, *m_kindLabel;
    QLineEdit* m_name;
    QComboBox* m_kind;  // variation, Monte Carlo, sensitivity one at a time, Morris
    QTabWidget* m_pages;
    ParameterEditor* m_parameters;
    OutputEditor* m_outputs;
    QFormLayout* m_runForm;
    QLabel *m_replicationsLabel, *m_seedLabel, *m_startLabel, *m_stopLabel, *m_morrisRLabel,
        *m_morrisPLabel, *m_descriptionLabel;
    QLineEdit *m_replications, *m_seed, *m_start, *m_stop, *m_morrisR, *m_morrisP, *m_description;
};

}  // namespace hs::ui

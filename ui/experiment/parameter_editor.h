#pragma once
// The parameter space of an experiment in the Experiments panel: the parameters chosen from
// the model's, listed with a summary of their values, and below the list the fields of the
// one selected — by the experiment's kind, its values (a list, a range with a step or a
// number of points, a logarithmic range), its distribution (uniform, normal, lognormal,
// triangular, discrete), its base point and step (one at a time) or its range (Morris).
// The fields keep what was typed, also text that is not a number: parameters() reports
// it as a problem instead of dropping it. GUI thread only.

#include "experiment/form_fields.h"

#include "hs/model/experiment_spec.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <array>
#include <vector>

class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace hs::ui {

class ParameterEditor : public QWidget {
    Q_OBJECT
public:
    // The fields of a parameter (objectName "param_" + key, see fieldKey()).
    enum class Field {
        From,
        To,
        Step,
        Points,
        Values,
        Min,
        Max,
        Mode,
        Mean,
        Sd,
        Mu,
        Sigma,
        DiscreteValues,
        Weights,
        Base,
        Delta,
        Low,
        High,
        Count
    };
    // How a variation gives a parameter's values (the "valuesAs" combo's order).
    enum class ValuesAs { List, RangeStep, RangePoints, LogRange };

    explicit ParameterEditor(QWidget* parent = nullptr);

    void setModelNames(const ModelNames& names);
    void setKind(experiment::ExperimentKind kind, experiment::SensitivityMethod method);
    // Shows the parameters of a specification (the user's own texts are replaced).
    void setParameters(const std::vector<experiment::ParameterSpec>& parameters);
    // The parameters as the fields give them; a field that does not read adds a problem.
    std::vector<experiment::ParameterSpec> parameters(QStringList& problems) const;
    int count() const { return static_cast<int>(m_drafts.size()); }
    void select(int row);
    int selected() const { return m_current; }
    void retranslate();

    static const char* fieldKey(Field f);

signals:
    // The user changed the parameters; `what` names the change (merges typing into one undo step).
    void edited(const QString& what);

private:
    struct Draft {
        QString name;
        ValuesAs valuesAs = ValuesAs::RangePoints;
        experiment::Distribution::Kind distribution = experiment::Distribution::Kind::Uniform;
        std::array<QString, static_cast<std::size_t>(Field::Count)> fields;
        QString& operator[](Field f) { return fields[static_cast<std::size_t>(f)]; }
        const QString& operator[](Field f) const { return fields[static_cast<std::size_t>(f)]; }
    };

    Draft defaultDraft(const QString& name) const;
    std::optional<experiment::ParameterSpec> read(const Draft& d, QStringList& problems) const;
    QString summary(const Draft& d) const;
    void showDraft();
    void updateRows();
    void refreshList();
    void refreshAddable();
    void fieldEdited(Field f, const QString& text);
    void addParameter();
    void removeParameter();
    QString fieldLabel(Field f) const;

    experiment::ExperimentKind m_kind = experiment::ExperimentKind::Variation;
    experiment::SensitivityMethod m_method = experiment::SensitivityMethod::OneAtATime;
    ModelNames m_names;
    std::vector<Draft> m_drafts;
    int m_current = -1;

    QTableWidget* m_list;
    QComboBox* m_toAdd;
    QPushButton* m_add;
    QPushButton* m_remove;
    QGroupBox* m_details;
    QFormLayout* m_form;
    QLabel* m_valuesAsLabel;
    QComboBox* m_valuesAs;
    QLabel* m_distributionLabel;
    QComboBox* m_distribution;
    std::array<QLabel*, static_cast<std::size_t>(Field::Count)> m_labels{};
    std::array<QLineEdit*, static_cast<std::size_t>(Field::Count)> m_edits{};
};

}  // namespace hs::ui

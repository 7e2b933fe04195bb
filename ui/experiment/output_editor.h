#pragma once
// The outputs of an experiment in the Experiments panel: the outcomes collected from every
// run (final value, minimum, maximum, mean over time, value at a time, time of the first
// event of an element, number of events, an expression), listed, with the fields of the
// one selected below; and the variables kept as trajectories for the fan chart, with
// their grid step. A new output is named after what it reads until the user names it.
// Text that does not read is reported by outputs(), never dropped. GUI thread only.

#include "experiment/form_fields.h"

#include "hs/model/experiment_spec.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <vector>

class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QTableWidget;
class QToolButton;

namespace hs::ui {

class OutputEditor : public QWidget {
    Q_OBJECT
public:
    explicit OutputEditor(QWidget* parent = nullptr);

    void setModelNames(const ModelNames& names);
    void setOutputs(const std::vector<experiment::OutcomeSpec>& outputs,
                    const experiment::TrajectorySpec& trajectories);
    std::vector<experiment::OutcomeSpec> outputs(QStringList& problems) const;
    experiment::TrajectorySpec trajectories(QStringList& problems) const;
    int count() const { return static_cast<int>(m_drafts.size()); }
    void select(int row);
    // Ticks a variable as a trajectory (as its menu entry does).
    void setTrajectory(const QString& variable, bool on);
    void retranslate();

    // What each kind reads: a variable, a variable and a time, an element, an expression.
    static QString kindText(experiment::OutcomeKind kind);

signals:
    void edited(const QString& what);

private:
    struct Draft {
        QString name;
        bool autoName = true;  // follows the kind and the variable until typed
        experiment::OutcomeKind kind = experiment::OutcomeKind::Final;
        QString variable, time, element, expression;
    };

    QString autoName(const Draft& d) const;
    QString summary(const Draft& d) const;
    void showDraft();
    void updateRows();
    void refreshList();
    void refreshTrajectoryMenu();
    void draftEdited(const QString& what);
    void addOutput();
    void removeOutput();

    ModelNames m_names;
    std::vector<Draft> m_drafts;
    int m_current = -1;
    QStringList m_trajectories;
    QString m_interval;

    QTableWidget* m_list;
    QPushButton* m_add;
    QPushButton* m_remove;
    QGroupBox* m_details;
    QFormLayout* m_form;
    QLabel *m_nameLabel, *m_kindLabel, *m_variableLabel, *m_timeLabel, *m_elementLabel,
        *m_expressionLabel;
    QLineEdit* m_name;
    QComboBox* m_kind;
    QComboBox* m_variable;
    QLineEdit* m_time;
    QComboBox* m_element;
    QLineEdit* m_expression;
    QLabel* m_trajectoriesLabel;
    QToolButton* m_trajectoriesButton;
    QMenu* m_trajectoryMenu;
    QLabel* m_intervalLabel;
    QLineEdit* m_intervalEdit;
};

}  // namespace hs::ui

#include "window/run_until_dialog.h"

#include "hs/sim/result_store.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>

#include <cmath>

namespace hs::ui {

RunUntilDialog::RunUntilDialog(double now, std::uint64_t step, const QString& element, const QString& stepName,
                               QWidget* parent)
    : QDialog(parent), m_element(element) {
    setObjectName("runUntilDialog");
    setWindowTitle(tr("Run Until"));
    auto* form = new QFormLayout(this);
    m_kind = new QComboBox(this);
    m_kind->setObjectName("target");
    m_kind->addItem(tr("Model time"));
    m_kind->addItem(stepName);
    if (!element.isEmpty()) m_kind->addItem(tr("Next event of %1").arg(element));
    m_time = new QLineEdit(QString::fromStdString(formatNumber(now + 1.0)), this);
    m_time->setObjectName("time");
    m_step = new QSpinBox(this);
    m_step->setObjectName("step");
    m_step->setRange(0, 2000000000);
    m_step->setValue(static_cast<int>(std::min<std::uint64_t>(step + 10, 2000000000)));
    form->addRow(tr("Stop at"), m_kind);
    form->addRow(tr("Time"), m_time);
    form->addRow(stepName, m_step);
    m_error = new QLabel(this);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_error->hide();
    form->addRow(m_error);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &RunUntilDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto enable = [this] {
        m_time->setEnabled(target() == Target::Time);
        m_step->setEnabled(target() == Target::Step);
    };
    connect(m_kind, &QComboBox::currentIndexChanged, this, enable);
    enable();
}

RunUntilDialog::Target RunUntilDialog::target() const {
    switch (m_kind->currentIndex()) {
    case 1: return Target::Step;
    case 2: return Target::Element;
    default: return Target::Time;
    }
}

std::uint64_t RunUntilDialog::step() const { return static_cast<std::uint64_t>(m_step->value()); }

void RunUntilDialog::accept() {
    if (target() == Target::Time) {
        bool ok = false;
        double t = QLocale::c().toDouble(m_time->text().trimmed(), &ok);
        if (!ok) t = QLocale().toDouble(m_time->text().trimmed(), &ok);
        if (!ok || !std::isfinite(t)) {
            m_error->setText(tr("'%1' is not a time.").arg(m_time->text()));
            m_error->show();
            m_time->setFocus();
            return;
        }
        m_timeValue = t;
    }
    QDialog::accept();
}

}  // namespace hs::ui

#include "cosim/compare_view.h"

#include <QChart>
#include <QChartView>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QLogValueAxis>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QValueAxis>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

namespace hs::ui {

namespace {

const QColor kModeColors[] = {QColor(0x22, 0x22, 0x22), QColor(0x1f, 0x6f, 0xd1), QColor(0xd0, 0x5a, 0x1e)};

// value of a sampled series at t (linear interpolation, held at the ends)
double sampleAt(const std::vector<double>& times, const std::vector<double>& values, double t) {
    if (times.empty()) return 0.0;
    auto it = std::lower_bound(times.begin(), times.end(), t);
    if (it == times.begin()) return values.front();
    if (it == times.end()) return values.back();
    const std::size_t i = static_cast<std::size_t>(it - times.begin());
    const double t0 = times[i - 1], t1 = times[i];
    if (t1 <= t0) return values[i];
    return values[i - 1] + (values[i] - values[i - 1]) * (t - t0) / (t1 - t0);
}

// at most ~2000 points per series: the plots are overviews
template <class F>
void addDecimated(QLineSeries* s, std::size_t n, F&& point) {
    const std::size_t stride = std::max<std::size_t>(1, n / 2000);
    QList<QPointF> pts;
    for (std::size_t i = 0; i < n; i += stride) pts.append(point(i));
    if (n > 0 && (n - 1) % stride != 0) pts.append(point(n - 1));
    s->replace(pts);
}

}  // namespace

CompareView::CompareView(QWidget* parent) : QWidget(parent) {
    setObjectName("compareView");
    m_frameLabel = new QLabel(this);
    m_frame = new QDoubleSpinBox(this);
    m_frame->setLocale(QLocale::c());  // a point in every language, as in the table beside it
    m_frame->setObjectName("compareFrame");
    m_frame->setDecimals(6);
    m_frame->setRange(1e-6, 1e6);
    m_frame->setValue(0.1);
    m_run = new QPushButton(this);
    m_run->setObjectName("compareRun");
    m_status = new QLabel(this);
    m_variables = new QListWidget(this);
    m_variables->setObjectName("compareVariables");
    m_variables->setMaximumWidth(220);
    m_summary = new QTableWidget(3, 5, this);
    m_summary->setObjectName("compareSummary");
    m_summary->verticalHeader()->setVisible(false);
    m_summary->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_summary->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_summary->setMaximumHeight(m_summary->verticalHeader()->defaultSectionSize() * 4 + 6);
    m_plots = new QWidget(this);
    m_plotLayout = new QVBoxLayout(m_plots);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(m_plots);
    scroll->setWidgetResizable(true);

    auto* top = new QHBoxLayout;
    top->addWidget(m_frameLabel);
    top->addWidget(m_frame);
    top->addWidget(m_run);
    top->addWidget(m_status, 1);
    auto* body = new QHBoxLayout;
    body->addWidget(m_variables);
    body->addWidget(scroll, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addLayout(body, 1);
    connect(m_run, &QPushButton::clicked, this, &CompareView::start);
    connect(m_variables, &QListWidget::itemChanged, this, [this] { showResults(); });
    retranslate();
}

CompareView::~CompareView() = default;

void CompareView::setDocument(const doc::Document& document, const QString& fileName) {
    const bool otherModel = fileName != m_file || document.name != m_document.name || !m_haveDocument;
    m_document = document;
    m_file = fileName;
    m_haveDocument = true;
    if (!otherModel) return;  // the same model edited: the TK the user chose stays
    const auto opts = cosim::cosimOptions(document);
    if (document.cosimulation && document.cosimulation->frame) m_frame->setValue(*document.cosimulation->frame);
    else m_frame->setValue(opts.step * 10);
}

void CompareView::setFrame(double tk) { m_frame->setValue(tk); }

CompareView::Results CompareView::runAll(const doc::Document& document, const std::string& file, double frame) {
    Results r;
    const cosim::RunMode modes[] = {cosim::RunMode::LockStep, cosim::RunMode::Frames, cosim::RunMode::WholeInterval};
    for (int m = 0; m < 3; ++m) {
        cosim::CosimOptions o = cosim::cosimOptions(document);
        o.mode = modes[m];
        o.frame = frame;
        r[m] = cosim::runCosim(document, file, o);
    }
    return r;
}

void CompareView::start() {
    if (m_busy) return;
    m_busy = true;
    m_run->setEnabled(false);
    m_status->setText(tr("Running lock-step, frames and whole interval…"));
    auto* watcher = new QFutureWatcher<Results>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        m_results = std::make_shared<Results>(watcher->result());
        watcher->deleteLater();
        m_busy = false;
        m_run->setEnabled(true);
        showResults();
        emit finished();
    });
    watcher->setFuture(QtConcurrent::run(&CompareView::runAll, m_document, m_file.toStdString(), m_frame->value()));
}

void CompareView::compareNow() {
    m_results = std::make_shared<Results>(runAll(m_document, m_file.toStdString(), m_frame->value()));
    showResults();
    emit finished();
}

double CompareView::maxError(const QString& variable, int mode) const {
    if (!m_results) return 0.0;
    const ResultStore& ref = (*m_results)[0].results;
    const ResultStore& run = (*m_results)[mode].results;
    const int a = ref.columnIndex(variable.toStdString()), b = run.columnIndex(variable.toStdString());
    if (a < 0 || b < 0) return 0.0;
    double worst = 0.0;
    for (std::size_t i = 0; i < ref.rowCount(); ++i)
        worst = std::max(worst, std::abs(sampleAt(run.time(), run.column(b), ref.time()[i]) - ref.column(a)[i]));
    return worst;
}

void CompareView::setVariables(const QStringList& variables) {
    for (int i = 0; i < m_variables->count(); ++i)
        m_variables->item(i)->setCheckState(variables.contains(m_variables->item(i)->text()) ? Qt::Checked : Qt::Unchecked);
    showResults();
}

QStringList CompareView::variables() const {
    QStringList out;
    for (int i = 0; i < m_variables->count(); ++i)
        if (m_variables->item(i)->checkState() == Qt::Checked) out << m_variables->item(i)->text();
    return out;
}

int CompareView::plotCount() const { return static_cast<int>(m_plots->findChildren<QChartView*>().size()); }

void CompareView::showResults() {
    if (!m_results) return;
    const Results& r = *m_results;
    // the variable list: every recorded column of the lock-step run (first three ticked)
    const ResultStore& ref = r[0].results;
    QStringList names;
    for (const auto& n : ref.names()) names << QString::fromStdString(n);
    QStringList current;
    for (int i = 0; i < m_variables->count(); ++i) current << m_variables->item(i)->text();
    if (current != names) {
        m_variables->blockSignals(true);
        m_variables->clear();
        for (int i = 0; i < names.size(); ++i) {
            auto* item = new QListWidgetItem(names[i], m_variables);
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(i < 2 ? Qt::Checked : Qt::Unchecked);
        }
        m_variables->blockSignals(false);
    }
    const QString modeNames[] = {tr("Lock-step"), tr("Frames TK = %1").arg(m_frame->value()), tr("Whole interval")};
    QStringList failures;
    for (int m = 0; m < 3; ++m) {
        // the largest error over the module outputs against lock-step (as the command line's
        // compare table defines it), with the output where it is largest
        const cosim::LargestError worst = cosim::largestError(r[m], r[0]);
        const QString error = worst.output.empty()
                                  ? QString::number(worst.value, 'g', 4)
                                  : tr("%1 (%2)").arg(QString::number(worst.value, 'g', 4), QString::fromStdString(worst.output));
        const QString cells[] = {modeNames[m], QString::number(r[m].dispatches), QString::number(r[m].frames),
                                 QString::number(r[m].seconds * 1e3, 'f', 1), m == 0 ? QStringLiteral("—") : error};
        for (int c = 0; c < 5; ++c) {
            if (!m_summary->item(m, c)) m_summary->setItem(m, c, new QTableWidgetItem);
            m_summary->item(m, c)->setText(cells[c]);
        }
        if (!r[m].ok)
            for (const auto& d : r[m].diagnostics.items())
                if (d.severity == Severity::Error) failures << modeNames[m] + ": " + QString::fromStdString(d.message);
    }
    m_status->setText(failures.isEmpty() ? tr("Done.") : failures.join("; "));
    // one row per variable: values overlaid | error against lock-step
    for (QWidget* w : m_plots->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly)) delete w;
    for (const QString& v : variables()) {
        auto* row = new QWidget(m_plots);
        auto* rowLayout = new QHBoxLayout(row);
        rowLayout->setContentsMargins(0, 0, 0, 0);
        auto* values = new QChart;
        values->setTitle(v);
        auto* errors = new QChart;
        errors->setTitle(tr("%1: error against lock-step").arg(v));
        for (int m = 0; m < 3; ++m) {
            const ResultStore& run = r[m].results;
            const int col = run.columnIndex(v.toStdString());
            if (col < 0) continue;
            auto* s = new QLineSeries;
            s->setName(modeNames[m]);
            s->setPen(QPen(kModeColors[m], m == 0 ? 2.2 : 1.4, m == 2 ? Qt::DashLine : Qt::SolidLine));
            addDecimated(s, run.rowCount(), [&](std::size_t i) { return QPointF(run.time()[i], run.column(col)[i]); });
            values->addSeries(s);
            if (m == 0) continue;
            const int refCol = ref.columnIndex(v.toStdString());
            auto* e = new QLineSeries;
            e->setName(modeNames[m]);
            e->setPen(QPen(kModeColors[m], 1.4));
            addDecimated(e, ref.rowCount(), [&](std::size_t i) {
                const double t = ref.time()[i];
                return QPointF(t, sampleAt(run.time(), run.column(col), t) - ref.column(refCol)[i]);
            });
            errors->addSeries(e);
        }
        for (QChart* c : {values, errors}) {
            c->createDefaultAxes();
            c->legend()->setAlignment(Qt::AlignBottom);
            c->setMargins(QMargins(4, 4, 4, 4));
            auto* view = new QChartView(c, row);
            view->setRenderHint(QPainter::Antialiasing);
            view->setMinimumHeight(260);
            rowLayout->addWidget(view);
        }
        m_plotLayout->addWidget(row);
    }
}

void CompareView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void CompareView::retranslate() {
    m_frameLabel->setText(tr("Frame TK"));
    m_run->setText(tr("Run comparison"));
    m_summary->setHorizontalHeaderLabels(
        {tr("Mode"), tr("Activations"), tr("Frames"), tr("Run time (ms)"), tr("Largest error")});
    if (m_results) showResults();
}

}  // namespace hs::ui

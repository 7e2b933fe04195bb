#include "cosim/timeline_view.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace hs::ui {

namespace {
constexpr int kLaneHeight = 56;
constexpr int kLeft = 110, kRight = 24, kTop = 34, kBottom = 64;

QColor laneColor(int lane) {
    static const QColor colors[] = {QColor(0x2f, 0x6f, 0xb5), QColor(0xc0, 0x5a, 0x1e), QColor(0x3a, 0x8f, 0x4a),
                                    QColor(0x80, 0x4f, 0xa8)};
    return colors[lane % 4];
}
}  // namespace

TimelineView::TimelineView(QWidget* parent) : QWidget(parent) {
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
}

void TimelineView::setTimeline(std::vector<cosim::TimelineEntry> entries, QStringList projects) {
    m_entries = std::move(entries);
    m_projects = std::move(projects);
    if (m_fixedRange) {
        updateGeometry();
        update();
        return;
    }
    m_t0 = std::numeric_limits<double>::infinity();
    m_t1 = -std::numeric_limits<double>::infinity();
    for (const auto& e : m_entries) {
        m_t0 = std::min({m_t0, e.start, e.end});
        m_t1 = std::max({m_t1, e.start, e.end, e.packageTime});
    }
    if (!(m_t1 > m_t0)) {
        m_t0 = 0;
        m_t1 = 1;
    }
    updateGeometry();
    update();
}

void TimelineView::setTimeRange(double t0, double t1) {
    m_fixedRange = t1 > t0;
    if (m_fixedRange) {
        m_t0 = t0;
        m_t1 = t1;
    }
    update();
}

void TimelineView::setVisibleRounds(int rounds) {
    m_visibleRounds = rounds;
    update();
}

int TimelineView::roundCount() const {
    int n = 0;
    for (const auto& e : m_entries) n = std::max(n, e.round);
    return n;
}

QSize TimelineView::sizeHint() const {
    return {std::max(900, minimumSizeHint().width()),
            kTop + kBottom + kLaneHeight * std::max<int>(2, static_cast<int>(m_projects.size()))};
}

// Room for every lane and the whole legend: a narrower or lower view scrolls (the package
// view holds it in a scroll area) rather than cut the legend or draw it over the lanes.
QSize TimelineView::minimumSizeHint() const {
    return {std::max(400, kLeft + legendWidth() + kRight),
            kTop + kBottom + kLaneHeight * std::max<int>(1, static_cast<int>(m_projects.size()))};
}

QStringList TimelineView::legendTexts() const {
    return {tr("round 1: initial state"), tr("computed"), tr("read from the past"),
            tr("read from the future"), tr("× skipped round")};
}

int TimelineView::legendWidth() const {
    const QFontMetrics fm = fontMetrics();
    int w = 0;
    const QStringList texts = legendTexts();
    for (int i = 0; i < texts.size(); ++i)
        w += i + 1 < texts.size() ? 16 + fm.horizontalAdvance(texts[i]) + 18
                                  : fm.horizontalAdvance(texts[i]);
    return w;
}

QRectF TimelineView::plotArea() const {
    return QRectF(kLeft, kTop, std::max(10, width() - kLeft - kRight),
                  kLaneHeight * std::max<int>(1, static_cast<int>(m_projects.size())));
}

double TimelineView::timeToX(double t) const {
    const QRectF area = plotArea();
    return area.left() + (t - m_t0) / (m_t1 - m_t0) * area.width();
}

QRectF TimelineView::barRect(int round, const QString& project) const {
    const int lane = static_cast<int>(m_projects.indexOf(project));
    for (const auto& e : m_entries) {
        if (e.round != round || QString::fromStdString(e.project) != project || !e.computed) continue;
        const double y = plotArea().top() + lane * kLaneHeight;
        // rounds stack inside the lane so that consecutive bars stay apart
        const double slot = (kLaneHeight - 16) / 3.0;
        const double top = y + 8 + ((round - 2) % 3) * slot;  // round 2 is the first computing round
        return QRectF(QPointF(timeToX(e.start), top), QPointF(timeToX(e.end), top + slot - 3));
    }
    return {};
}

void TimelineView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF area = plotArea();
    const QFontMetrics fm = fontMetrics();

    // lanes
    for (int lane = 0; lane < m_projects.size(); ++lane) {
        const QRectF laneRect(area.left(), area.top() + lane * kLaneHeight, area.width(), kLaneHeight);
        p.fillRect(laneRect, lane % 2 ? QColor(0xf6, 0xf7, 0xf9) : QColor(0xee, 0xf0, 0xf4));
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRectF(4, laneRect.top(), kLeft - 10, kLaneHeight), Qt::AlignVCenter | Qt::AlignRight,
                   m_projects[lane]);
    }
    // time axis with round ticks
    p.setPen(QPen(palette().color(QPalette::Mid), 1));
    const double axisY = area.bottom() + 6;
    p.drawLine(QPointF(area.left(), axisY), QPointF(area.right(), axisY));
    const double span = m_t1 - m_t0;
    const double raw = span / 10;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    const double step = raw / mag < 2 ? 2 * mag : raw / mag < 5 ? 5 * mag : 10 * mag;
    for (double t = std::ceil(m_t0 / step) * step; t <= m_t1 + 1e-9 * step; t += step) {
        const double x = timeToX(t);
        p.drawLine(QPointF(x, axisY), QPointF(x, axisY + 4));
        const QString label = QString::number(t, 'g', 6);
        p.drawText(QPointF(x - fm.horizontalAdvance(label) / 2.0, axisY + 6 + fm.ascent()), label);
    }
    p.drawText(QPointF(area.right() - fm.horizontalAdvance(tr("model time")), axisY + 8 + 2 * fm.height()),
               tr("model time"));

    const int shown = m_visibleRounds < 0 ? roundCount() : m_visibleRounds;
    // package time after each round
    double lastPackage = m_t0;
    for (const auto& e : m_entries) {
        if (e.round > shown) continue;
        lastPackage = e.packageTime;
    }
    for (int round = 1; round <= shown; ++round) {
        double pkg = -1;
        for (const auto& e : m_entries)
            if (e.round == round) pkg = e.packageTime;
        if (pkg < 0) continue;
        const double x = timeToX(pkg);
        const bool current = round == shown;
        p.setPen(QPen(current ? QColor(0xb0, 0x10, 0x10) : QColor(0xb0, 0x10, 0x10, 90), current ? 2.0 : 1.0,
                      current ? Qt::SolidLine : Qt::DashLine));
        p.drawLine(QPointF(x, area.top() - 6), QPointF(x, area.bottom()));
        if (current) {
            const QString label = tr("package time %1").arg(pkg, 0, 'g', 6);
            p.drawText(QPointF(std::min(x + 4, area.right() - fm.horizontalAdvance(label)), area.top() - 10), label);
        }
    }
    (void)lastPackage;
    // bars, skips and reads
    for (const auto& e : m_entries) {
        if (e.round > shown) continue;
        const QString project = QString::fromStdString(e.project);
        const int lane = static_cast<int>(m_projects.indexOf(project));
        if (lane < 0) continue;
        const QColor color = laneColor(lane);
        if (e.computed) {
            const QRectF bar = barRect(e.round, project);
            p.setPen(QPen(color.darker(130), 1));
            p.setBrush(e.round == shown ? color : color.lighter(150));
            p.drawRoundedRect(bar, 3, 3);
            // the round's number inside its bar, in a font as tall as the bar (CJK glyphs
            // are taller than Latin ones at the same size)
            const QString label = tr("r%1").arg(e.round);
            QFont small = font();
            small.setPixelSize(std::max(6, static_cast<int>(bar.height())));
            const QFontMetrics sm(small);
            if (bar.width() > sm.horizontalAdvance(label) + 6 && sm.height() <= bar.height() + 3) {
                p.save();
                p.setFont(small);
                p.setPen(e.round == shown ? Qt::white : color.darker(160));
                p.drawText(bar, Qt::AlignCenter, label);
                p.restore();
            }
            // reads at the start of the cycle: from the past (green) or the future (orange)
            for (std::size_t k = 0; k < e.readTimes.size(); ++k) {
                const bool future = e.readTimes[k] > e.start + 1e-12;
                p.setPen(Qt::NoPen);
                p.setBrush(future ? QColor(0xe0, 0x80, 0x10) : QColor(0x20, 0x90, 0x40));
                p.drawEllipse(QPointF(bar.left() + 4 + 7 * static_cast<double>(k), bar.top() - 1), 3.2, 3.2);
            }
        } else if (e.round == 1) {
            // round 1: the initial state, every project at the start time
            const double x = timeToX(e.start);
            const double y = area.top() + lane * kLaneHeight + kLaneHeight / 2.0;
            p.setPen(QPen(color.darker(130), 1));
            p.setBrush(color);
            p.drawEllipse(QPointF(x, y), 4.5, 4.5);
        } else {
            // skipped: waits ahead of the package time
            const double x = timeToX(e.start);
            const double y = area.top() + lane * kLaneHeight + kLaneHeight - 10;
            p.setPen(QPen(color, 1.5));
            p.setBrush(Qt::NoBrush);
            p.drawLine(QPointF(x - 4, y - 4), QPointF(x + 4, y + 4));
            p.drawLine(QPointF(x - 4, y + 4), QPointF(x + 4, y - 4));
        }
    }
    // legend
    int lx = kLeft;
    const int ly = height() - 14;
    auto legend = [&](const QColor& c, const QString& text, bool dot) {
        p.setPen(Qt::NoPen);
        p.setBrush(c);
        if (dot)
            p.drawEllipse(QPointF(lx + 4, ly - 4), 3.5, 3.5);
        else
            p.drawRect(QRectF(lx, ly - 8, 12, 8));
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QPointF(lx + 16, ly), text);
        lx += 16 + fm.horizontalAdvance(text) + 18;
    };
    const QStringList texts = legendTexts();
    legend(laneColor(0), texts[0], true);
    legend(laneColor(0), texts[1], false);
    legend(QColor(0x20, 0x90, 0x40), texts[2], true);
    legend(QColor(0xe0, 0x80, 0x10), texts[3], true);
    p.setPen(palette().color(QPalette::Text));
    p.drawText(QPointF(lx, ly), texts[4]);
}

// Lanes set while the view was hidden (another tab in front) asked for room nobody heard:
// the scroll area learns the view's size when it appears.
void TimelineView::showEvent(QShowEvent* event) {
    updateGeometry();
    QWidget::showEvent(event);
}

void TimelineView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        updateGeometry();  // the legend's width
        update();
    }
    QWidget::changeEvent(event);
}

}  // namespace hs::ui

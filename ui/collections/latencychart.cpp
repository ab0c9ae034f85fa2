#include "ui/collections/latencychart.h"

#include "ui/common/theme.h"

#include <QEvent>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QTimer>
#include <QToolTip>

#include <cmath>

namespace RpcScope {

namespace {

constexpr int kTicks = 4;   // grid lines above zero

/// The smallest round number (1, 2, 3, 4, 5, 6 or 8 times a power of ten) at least \a value.
qint64 roundUp(qint64 value)
{
    qint64 power = 1;
    while (power * 10 < value)
        power *= 10;
    for (qint64 step : {1, 2, 3, 4, 5, 6, 8, 10}) {
        if (step * power >= value)
            return step * power;
    }
    return 10 * power;
}

} // namespace

LatencyChart::LatencyChart(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("latencyChart"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
    m_drawTimer = new QTimer(this);
    m_drawTimer->setSingleShot(true);
    m_drawTimer->setInterval(100);
    connect(m_drawTimer, &QTimer::timeout, this, &LatencyChart::flush);
}

void LatencyChart::clear()
{
    m_drawTimer->stop();
    m_bars.clear();
    m_drawn = 0;
    m_max = 0;
    update();
}

int LatencyChart::count() const
{
    return int(m_bars.size());
}

void LatencyChart::append(const QString &name, qint64 milliseconds, bool failed)
{
    m_bars.append({name, qMax<qint64>(0, milliseconds), failed});
    if (!m_drawTimer->isActive())
        m_drawTimer->start();
}

void LatencyChart::flush()
{
    m_drawTimer->stop();
    if (m_drawn == m_bars.size())
        return;
    for (qsizetype i = m_drawn; i < m_bars.size(); ++i)
        m_max = qMax(m_max, m_bars.at(i).milliseconds);
    m_drawn = int(m_bars.size());
    update();
}

qint64 LatencyChart::scaleMaximum() const
{
    // Grid steps of a round size, the slowest request below the top.
    return kTicks * roundUp(m_max / kTicks + 1);
}

QSize LatencyChart::sizeHint() const
{
    return {360, 220};
}

QSize LatencyChart::minimumSizeHint() const
{
    return {160, 100};
}

QRect LatencyChart::plotArea() const
{
    const QFontMetrics metrics(font());
    // Room for the widest label of the scale, and for its unit above it.
    const int left = qMax(metrics.horizontalAdvance(QLocale().toString(scaleMaximum())),
                          metrics.horizontalAdvance(tr("ms"))) + 12;
    const int top = metrics.height() + 10;      // the title
    const int bottom = 2 * metrics.height() + 10; // positions and the legend
    return rect().adjusted(left, top, -8, -bottom);
}

int LatencyChart::requestAt(int x) const
{
    const QRect plot = plotArea();
    if (m_drawn == 0 || x < plot.left() || x > plot.right() || plot.width() <= 0)
        return -1;
    const int index = int(qint64(x - plot.left()) * m_drawn / plot.width());
    return qBound(0, index, m_drawn - 1);
}

void LatencyChart::paintEvent(QPaintEvent *event)
{
    Q_UNUSED(event)
    QPainter painter(this);
    const QPalette palette = this->palette();
    painter.fillRect(rect(), palette.base());
    const QFontMetrics metrics(font());
    const QColor text = palette.color(QPalette::Text);
    const QColor grid = palette.color(QPalette::Mid);
    const QColor passedColour = Theme::color(Theme::Role::Success, palette);
    const QColor failedColour = Theme::color(Theme::Role::Failure, palette);

    painter.setPen(text);
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.drawText(QRect(0, 4, width(), metrics.height()), Qt::AlignHCenter, tr("Latency per request"));
    painter.setFont(font());

    const QRect plot = plotArea();
    if (plot.width() < 4 || plot.height() < 4)
        return;

    // The scale: grid lines at round numbers, the unit above the labels; fewer lines where
    // four labels would not fit the height (each needs a line and a half).
    const qint64 top = scaleMaximum();
    const int ticks = qBound(1, plot.height() * 2 / (3 * metrics.height()), kTicks);
    const int step = kTicks / ticks + (kTicks % ticks ? 1 : 0);
    for (int tick = 0; tick <= kTicks; tick += step) {
        const int y = plot.bottom() - int(qint64(plot.height()) * tick / kTicks);
        painter.setPen(grid);
        painter.drawLine(plot.left(), y, plot.right(), y);
        painter.setPen(text);
        painter.drawText(QRect(0, y - metrics.height() / 2, plot.left() - 6, metrics.height()),
                         Qt::AlignRight | Qt::AlignVCenter, QLocale().toString(top * tick / kTicks));
    }
    //: Unit of the latency chart's scale (milliseconds)
    painter.drawText(QRect(0, plot.top() - metrics.height() - 4, plot.left() - 6, metrics.height()),
                     Qt::AlignRight | Qt::AlignBottom, tr("ms"));

    // A request of 0 ms still gets a line: it was there.
    const auto barHeight = [&plot, top](qint64 milliseconds) {
        return qMax(1, int(std::lround(double(plot.height()) * double(milliseconds) / double(top))));
    };
    if (m_drawn > 0 && m_drawn * 2 <= plot.width()) {
        // Room for each bar with a gap beside it.
        const double slot = double(plot.width()) / m_drawn;
        const double barWidth = qMax(1.0, slot * 0.7);
        const bool numbered = m_drawn <= 40;
        for (int i = 0; i < m_drawn; ++i) {
            const Bar &bar = m_bars.at(i);
            const double x = plot.left() + slot * i + (slot - barWidth) / 2;
            const int h = barHeight(bar.milliseconds);
            painter.fillRect(QRectF(x, plot.bottom() - h + 1, barWidth, h), bar.failed ? failedColour : passedColour);
            if (numbered) {
                painter.setPen(text);
                painter.drawText(QRectF(plot.left() + slot * i, plot.bottom() + 2, slot, metrics.height()),
                                 Qt::AlignHCenter | Qt::AlignTop, QString::number(i + 1));
            }
        }
    } else if (m_drawn > 0) {
        // A pixel column per group of requests: the slowest of them, failed if any failed.
        for (int column = 0; column < plot.width(); ++column) {
            const qint64 first = qint64(column) * m_drawn / plot.width();
            const qint64 last = qMax(first + 1, qint64(column + 1) * m_drawn / plot.width());
            qint64 slowest = 0;
            bool failed = false;
            for (qint64 i = first; i < last && i < m_drawn; ++i) {
                slowest = qMax(slowest, m_bars.at(i).milliseconds);
                failed = failed || m_bars.at(i).failed;
            }
            const int h = barHeight(slowest);
            painter.fillRect(QRect(plot.left() + column, plot.bottom() - h + 1, 1, h), failed ? failedColour : passedColour);
        }
    }

    // The legend: what the two colours mean.
    int x = plot.left();
    const int y = height() - metrics.height() - 4;
    for (const auto &[colour, label] : {std::pair{passedColour, tr("passed")}, std::pair{failedColour, tr("failed")}}) {
        const int swatch = metrics.height() - 4;
        painter.fillRect(QRect(x, y + 2, swatch, swatch), colour);
        x += swatch + 4;
        painter.setPen(text);
        painter.drawText(QRect(x, y, metrics.horizontalAdvance(label) + 2, metrics.height()), Qt::AlignVCenter, label);
        x += metrics.horizontalAdvance(label) + 16;
    }
}

bool LatencyChart::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int index = requestAt(help->pos().x());
        if (index < 0) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        const Bar &bar = m_bars.at(index);
        const QString position = QString::number(index + 1);
        const QString milliseconds = QString::number(bar.milliseconds);
        const QString tip = bar.failed ? tr("#%1 %2: %3 ms, failed").arg(position, bar.name, milliseconds)
                                       : tr("#%1 %2: %3 ms").arg(position, bar.name, milliseconds);
        QToolTip::showText(help->globalPos(), tip, this);
        return true;
    }
    if (event->type() == QEvent::PaletteChange)
        update();
    return QWidget::event(event);
}

} // namespace RpcScope

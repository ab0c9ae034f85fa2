#include "ui/collections/latencychart.h"

#include "ui/common/theme.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QEvent>
#include <QStackedBarSeries>
#include <QTimer>
#include <QValueAxis>

namespace RpcScope {

LatencyChart::LatencyChart(QWidget *parent)
    : QChartView(parent)
    , m_passed(new QBarSet(tr("passed")))
    , m_failed(new QBarSet(tr("failed")))
    , m_categories(new QBarCategoryAxis)
    , m_values(new QValueAxis)
{
    setObjectName(QStringLiteral("latencyChart"));
    setRenderHint(QPainter::Antialiasing);
    // Two stacked sets, one of them zero for each request: a bar takes the colour of its verdict.
    auto *series = new QStackedBarSeries;
    series->append(m_passed);
    series->append(m_failed);
    series->setBarWidth(0.7);
    auto *chart = new QChart;
    chart->addSeries(series);
    chart->addAxis(m_categories, Qt::AlignBottom);
    chart->addAxis(m_values, Qt::AlignLeft);
    series->attachAxis(m_categories);
    series->attachAxis(m_values);
    //: Axis title of the latency chart
    m_values->setTitleText(tr("ms"));
    m_values->setLabelFormat(QStringLiteral("%d"));
    m_values->setRange(0, 10);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.8);
    m_categories->setLabelsFont(small);
    m_values->setLabelsFont(small);
    chart->setTitle(tr("Latency per request"));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setBackgroundRoundness(0);
    setChart(chart);
    applyPalette();
    m_drawTimer = new QTimer(this);
    m_drawTimer->setSingleShot(true);
    m_drawTimer->setInterval(100);
    connect(m_drawTimer, &QTimer::timeout, this, &LatencyChart::flush);
}

void LatencyChart::clear()
{
    m_drawTimer->stop();
    m_waiting.clear();
    m_passed->remove(0, m_passed->count());
    m_failed->remove(0, m_failed->count());
    m_categories->clear();
    m_names.clear();
    m_max = 0;
    m_values->setRange(0, 10);
}

int LatencyChart::count() const
{
    return int(m_names.size());
}

void LatencyChart::append(const QString &name, qint64 milliseconds, bool failed)
{
    const qint64 value = qMax<qint64>(0, milliseconds);
    m_names.append(name);
    m_waiting.append({double(value), failed});
    m_max = qMax(m_max, value);
    if (!m_drawTimer->isActive())
        m_drawTimer->start();
}

void LatencyChart::flush()
{
    m_drawTimer->stop();
    if (m_waiting.isEmpty())
        return;
    // Categories are run positions: names repeat across folders and would be too long anyway.
    QStringList positions;
    QList<qreal> passed;
    QList<qreal> failed;
    qsizetype position = m_names.size() - m_waiting.size();
    for (const Bar &bar : std::as_const(m_waiting)) {
        positions.append(QString::number(++position));
        passed.append(bar.failed ? 0.0 : bar.value);
        failed.append(bar.failed ? bar.value : 0.0);
    }
    m_waiting.clear();
    m_categories->append(positions);
    m_passed->append(passed);
    m_failed->append(failed);
    m_values->setRange(0, double(qMax<qint64>(10, m_max + m_max / 10 + 1)));
    // Run positions only while they fit under their bars; the table names the requests.
    m_categories->setLabelsVisible(m_names.size() <= 40);
    m_values->applyNiceNumbers();
}

void LatencyChart::applyPalette()
{
    const QPalette palette = this->palette();
    QChart *chart = this->chart();
    chart->setBackgroundBrush(palette.base());
    chart->setTitleBrush(palette.text());
    chart->legend()->setLabelColor(palette.color(QPalette::Text));
    for (QAbstractAxis *axis : {static_cast<QAbstractAxis *>(m_categories), static_cast<QAbstractAxis *>(m_values)}) {
        axis->setLabelsColor(palette.color(QPalette::Text));
        axis->setTitleBrush(palette.text());
        axis->setGridLineColor(palette.color(QPalette::Mid));
        axis->setLinePenColor(palette.color(QPalette::Mid));
    }
    m_passed->setColor(Theme::color(Theme::Role::Success, palette));
    m_passed->setBorderColor(Theme::color(Theme::Role::Success, palette));
    m_failed->setColor(Theme::color(Theme::Role::Failure, palette));
    m_failed->setBorderColor(Theme::color(Theme::Role::Failure, palette));
}

void LatencyChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QChartView::changeEvent(event);
}

} // namespace RpcScope

// The runner's latency chart, drawn with QPainter: bars appear after flush() (or the draw
// timer), each in the colour of its verdict, on a round scale above the slowest request; more
// requests than pixels fold into pixel columns that keep the slowest and any failure.

#include "ui/collections/latencychart.h"
#include "ui/common/theme.h"

#include <QApplication>
#include <QFontMetrics>
#include <QImage>
#include <QSignalSpy>
#include <QTest>

using namespace RpcScope;

namespace {

/// Pixels of \a image in \a colour (exactly), in the column range [from, to), above the
/// legend (the two bottom lines of text hold the positions and the legend's swatches).
int pixelsOf(const QImage &image, const QColor &colour, int from = 0, int to = -1)
{
    if (to < 0)
        to = image.width();
    int count = 0;
    const QRgb wanted = colour.rgb();
    const int legendTop = image.height() - 2 * QFontMetrics(QApplication::font()).height() - 10;
    for (int y = 0; y < legendTop; ++y) {
        for (int x = from; x < to; ++x) {
            if ((image.pixel(x, y) & 0xffffff) == (wanted & 0xffffff))
                ++count;
        }
    }
    return count;
}

} // namespace

class tst_LatencyChart : public QObject
{
    Q_OBJECT

private slots:
    void barsAppearWhenFlushed();
    void failedBarsStandOut();
    void scaleIsRoundAndAboveTheSlowest();
    void manyRequestsFoldIntoColumns();
    void drawTimerDrawsWithoutFlush();
};

void tst_LatencyChart::barsAppearWhenFlushed()
{
    LatencyChart chart;
    chart.resize(400, 240);
    chart.append(QStringLiteral("a"), 10, false);
    chart.append(QStringLiteral("b"), 20, false);
    QCOMPARE(chart.count(), 2);
    QCOMPARE(chart.drawnCount(), 0);
    const QColor passed = Theme::color(Theme::Role::Success, chart.palette());
    QCOMPARE(pixelsOf(chart.grab().toImage(), passed), 0);
    chart.flush();
    QCOMPARE(chart.drawnCount(), 2);
    QVERIFY(pixelsOf(chart.grab().toImage(), passed) > 1000);
    chart.clear();
    QCOMPARE(chart.count(), 0);
    QCOMPARE(chart.requestAt(200), -1);
}

void tst_LatencyChart::failedBarsStandOut()
{
    LatencyChart chart;
    chart.resize(400, 240);
    for (int i = 0; i < 4; ++i)
        chart.append(QStringLiteral("r%1").arg(i), 50, i == 2);
    chart.flush();
    const QImage image = chart.grab().toImage();
    const QColor failed = Theme::color(Theme::Role::Failure, chart.palette());
    // The third request's bar is red; find its columns through requestAt().
    int from = -1;
    int to = -1;
    for (int x = 0; x < chart.width(); ++x) {
        if (chart.requestAt(x) == 2) {
            if (from < 0)
                from = x;
            to = x + 1;
        }
    }
    QVERIFY(from >= 0);
    QVERIFY(pixelsOf(image, failed, from, to) > 500);
    // No other bar is red.
    int elsewhere = 0;
    for (int x = 0; x < chart.width(); ++x) {
        const int request = chart.requestAt(x);
        if (request >= 0 && request != 2)
            elsewhere += pixelsOf(image, failed, x, x + 1);
    }
    QCOMPARE(elsewhere, 0);
}

void tst_LatencyChart::scaleIsRoundAndAboveTheSlowest()
{
    LatencyChart chart;
    QCOMPARE(chart.scaleMaximum(), 4);
    const QList<qint64> slowest{1, 7, 99, 100, 101, 950, 12345};
    for (qint64 ms : slowest) {
        chart.clear();
        chart.append(QStringLiteral("x"), ms, false);
        chart.flush();
        const qint64 top = chart.scaleMaximum();
        QVERIFY2(top > ms, qPrintable(QStringLiteral("%1 -> %2").arg(ms).arg(top)));
        QVERIFY2(top <= 4 * ms + 4, qPrintable(QStringLiteral("%1 -> %2").arg(ms).arg(top)));
        QCOMPARE(top % 4, 0);
    }
}

void tst_LatencyChart::manyRequestsFoldIntoColumns()
{
    LatencyChart chart;
    chart.resize(300, 200);
    constexpr int kRequests = 100000;
    for (int i = 0; i < kRequests; ++i)
        chart.append(QStringLiteral("r"), i == 77777 ? 900 : 5, i == 77777);
    chart.flush();
    QCOMPARE(chart.drawnCount(), kRequests);
    // The one slow failure survives the folding: its column is red and tall.
    int column = -1;
    for (int x = 0; x < chart.width(); ++x) {
        if (chart.requestAt(x) <= 77777 && chart.requestAt(x + 1) > 77777) {
            column = x;
            break;
        }
    }
    QVERIFY(column >= 0);
    const QImage image = chart.grab().toImage();
    const QColor failed = Theme::color(Theme::Role::Failure, chart.palette());
    QVERIFY(pixelsOf(image, failed, column, column + 2) > 60);
}

void tst_LatencyChart::drawTimerDrawsWithoutFlush()
{
    LatencyChart chart;
    chart.append(QStringLiteral("a"), 3, false);
    QTRY_COMPARE_WITH_TIMEOUT(chart.drawnCount(), 1, 2000);
}

QTEST_MAIN(tst_LatencyChart)
#include "tst_latencychart.moc"

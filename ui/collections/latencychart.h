#pragma once

#include <QChartView>

class QBarCategoryAxis;
class QTimer;
class QBarSet;
class QValueAxis;

namespace RpcScope {

/// The latency of each request of a run, one bar per request in run order, drawn as the
/// results arrive (QtCharts), at most ten times a second: every change lays the chart out
/// anew, and a run of thousands of requests must not do that thousands of times. Bars of
/// requests with a failed check are drawn in the failure colour, so a slow failure stands out.
class LatencyChart final : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LatencyChart)

public:
    explicit LatencyChart(QWidget *parent = nullptr);

    void clear();
    void append(const QString &name, qint64 milliseconds, bool failed);
    /// Requests appended (drawn or about to be).
    int count() const;
    /// Draws what was appended since the last drawing now.
    void flush();

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyPalette();

    struct Bar
    {
        qreal value = 0;
        bool failed = false;
    };

    QBarSet *m_passed = nullptr;
    QBarSet *m_failed = nullptr;
    QBarCategoryAxis *m_categories = nullptr;
    QValueAxis *m_values = nullptr;
    QStringList m_names;
    QList<Bar> m_waiting;   // appended, not drawn yet
    QTimer *m_drawTimer = nullptr;
    qint64 m_max = 0;
};

} // namespace RpcScope

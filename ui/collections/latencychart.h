#pragma once

#include <QChartView>

class QBarCategoryAxis;
class QBarSet;
class QValueAxis;

namespace RpcScope {

/// The latency of each request of a run, one bar per request in run order, drawn as the
/// results arrive (QtCharts). Bars of requests with a failed check are drawn in the
/// failure colour, so a slow failure stands out.
class LatencyChart final : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LatencyChart)

public:
    explicit LatencyChart(QWidget *parent = nullptr);

    void clear();
    void append(const QString &name, qint64 milliseconds, bool failed);
    int count() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyPalette();

    QBarSet *m_passed = nullptr;
    QBarSet *m_failed = nullptr;
    QBarCategoryAxis *m_categories = nullptr;
    QValueAxis *m_values = nullptr;
    QStringList m_names;
    qint64 m_max = 0;
};

} // namespace RpcScope

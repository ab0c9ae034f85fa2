#pragma once

#include <QList>
#include <QString>
#include <QWidget>

class QTimer;

namespace RpcScope {

/// The latency of each request of a run, one bar per request in run order, drawn as the
/// results arrive, at most ten times a second. Bars of requests with a failed check are drawn
/// in the failure colour, so a slow failure stands out. Where there are more requests than
/// pixels, a pixel column shows the slowest of its requests (failed if any of them failed),
/// so a run of 100,000 requests draws as fast as one of 100. Hovering a bar names its request.
/// Drawn with QPainter: a bar chart needs no chart library loaded at start-up.
class LatencyChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LatencyChart)

public:
    explicit LatencyChart(QWidget *parent = nullptr);

    void clear();
    void append(const QString &name, qint64 milliseconds, bool failed);
    /// Requests appended (drawn or about to be).
    int count() const;
    /// Requests drawn (the rest wait for the next drawing).
    int drawnCount() const { return m_drawn; }
    /// Draws what was appended since the last drawing now.
    void flush();
    /// The scale's top in milliseconds: a round number above the slowest drawn request.
    qint64 scaleMaximum() const;
    /// The run position (0-based) of the request drawn at \a x in widget coordinates; -1 if none.
    int requestAt(int x) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Bar
    {
        QString name;
        qint64 milliseconds = 0;
        bool failed = false;
    };

    QRect plotArea() const;

    QList<Bar> m_bars;
    int m_drawn = 0;
    qint64 m_max = 0;   // of the drawn bars
    QTimer *m_drawTimer = nullptr;
};

} // namespace RpcScope

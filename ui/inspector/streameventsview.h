#pragma once

#include "lib/transport/sseparser.h"

#include <QTreeWidget>

namespace RpcScope {

/// The events of a streamed answer (text/event-stream), one row each in arrival order:
/// number, time since the first, event type, id, and the data (each a JSON-RPC message).
/// Rows are added live while the stream runs; an event cut off or breaking the format's
/// rules is marked and says why.
class StreamEventsView final : public QTreeWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StreamEventsView)

public:
    enum Column { IndexColumn, TimeColumn, TypeColumn, IdColumn, DataColumn };

    explicit StreamEventsView(QWidget *parent = nullptr);

    void setEvents(const QList<SseEvent> &events);
    void appendEvent(const SseEvent &event);
    void clearEvents();
    int eventCount() const { return topLevelItemCount(); }

private:
    qint64 m_firstEpochMs = 0;
    bool m_scrollEach = true;   // live events keep the newest in view; a whole list scrolls once
};

} // namespace RpcScope

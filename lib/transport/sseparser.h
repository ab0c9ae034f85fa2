#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace RpcScope {

/// One event of a text/event-stream, as the HTML "server-sent events" rules dispatch it.
struct SseEvent
{
    QByteArray type = QByteArrayLiteral("message");  ///< the event field, "message" when absent
    QByteArray data;            ///< the data lines joined with "\n" (no final line break)
    QByteArray lastEventId;     ///< the id in effect when it was dispatched (ids carry over)
    int retryMs = -1;           ///< a retry field in this event's block, else -1
    qint64 epochMs = 0;         ///< when its last line arrived (set by the transport)
    int index = 0;              ///< 0, 1, 2 ... in the order of the stream
    bool complete = true;       ///< false: the stream ended before the blank line closing it
    /// Where in the piece given to SseParser::feed() the line that dispatched it ends (its line
    /// break included, as far as that piece holds it): what a relay passes on with the event.
    /// -1 for an event of SseParser::finish().
    qsizetype endOffset = -1;
    /// Lines of its block the rules ignore (an unknown field, a retry that is no number)
    /// and why it is incomplete; translated. Empty for a well-formed event.
    QStringList problems;

    bool isMalformed() const { return !complete || !problems.isEmpty(); }
};

/// Cuts a text/event-stream into events. Pure logic: bytes in, events out, in any pieces
/// (a line, even a CRLF, may be split between two feeds). Lines end with CRLF, LF or CR;
/// a leading byte order mark is skipped; comments (":" lines) are counted, not returned.
/// Beyond the standard, which silently drops them, it reports what a user should see: a
/// block whose lines were all ignored comes back as an event with empty data and its
/// problems, and finish() returns an event the stream cut off mid-way.
class SseParser
{
public:
    static constexpr qsizetype DefaultMaxEventSize = 64 * 1024 * 1024;

    explicit SseParser(qsizetype maxEventSize = DefaultMaxEventSize);

    /// The events completed by \a bytes, in order.
    QList<SseEvent> feed(QByteArrayView bytes);
    /// The end of the stream: the event it cut off (complete false), if a block was open.
    QList<SseEvent> finish();

    /// The last id field seen, also in a block not closed yet.
    const QByteArray &lastEventId() const { return m_lastEventId; }
    /// The id in effect at the last blank line, the standard's "last event ID string": what a
    /// reconnect sends as Last-Event-ID (an id in a block the stream cut off does not count).
    const QByteArray &dispatchedEventId() const { return m_dispatchedEventId; }
    /// The last valid retry field, or -1.
    int retryMs() const { return m_retryMs; }
    int commentCount() const { return m_comments; }
    /// No event is begun: every byte fed so far belongs to an event dispatched, a comment or a
    /// blank line (what a relay may pass on before the next event is whole).
    bool isBetweenEvents() const { return !m_blockOpen && m_partialLine.isEmpty() && !m_skipLine; }
    int eventCount() const { return m_index; }

private:
    void line(QByteArrayView text, QList<SseEvent> &out);
    void field(QByteArrayView name, QByteArrayView value);
    void dispatch(QList<SseEvent> &out, bool complete);
    /// This block passed the limit: its data is dropped, the problem said once.
    void dropOversized();
    void resetBlock();

    qsizetype m_maxEventSize;
    QByteArray m_partialLine;
    bool m_skipLineFeed = false;   ///< the last piece ended with CR: a LF starting the next belongs to it
    bool m_started = false;        ///< past the byte order mark check
    bool m_blockOpen = false;      ///< a field line since the last dispatch
    bool m_oversized = false;      ///< this block's data passed the limit and is being dropped
    bool m_skipLine = false;       ///< the rest of an over-long line is being dropped

    QByteArray m_type;
    QByteArray m_data;
    bool m_hasData = false;
    int m_blockRetry = -1;
    QStringList m_problems;

    QByteArray m_lastEventId;
    QByteArray m_dispatchedEventId;
    int m_retryMs = -1;
    int m_comments = 0;
    int m_index = 0;
};

} // namespace RpcScope

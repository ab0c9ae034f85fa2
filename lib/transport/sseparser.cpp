#include "lib/transport/sseparser.h"

#include "lib/tr.h"

#include <algorithm>
#include <cstring>
#include <utility>

namespace RpcScope {

namespace {

bool allDigits(QByteArrayView text)
{
    if (text.isEmpty())
        return false;
    return std::all_of(text.cbegin(), text.cend(), [](char c) { return c >= '0' && c <= '9'; });
}

QString shown(QByteArrayView text)
{
    constexpr qsizetype MaxShown = 60;
    QString out = QString::fromUtf8(text.first(qMin(text.size(), MaxShown)));
    if (text.size() > MaxShown)
        out += QChar(0x2026);
    return out;
}

} // namespace

SseParser::SseParser(qsizetype maxEventSize)
    : m_maxEventSize(qMax<qsizetype>(1, maxEventSize))
{
}

QList<SseEvent> SseParser::feed(QByteArrayView bytes)
{
    QList<SseEvent> out;
    qsizetype pos = 0;
    const qsizetype size = bytes.size();
    if (m_skipLineFeed && size > 0) {
        m_skipLineFeed = false;
        if (bytes.at(0) == '\n')
            pos = 1;
    }
    while (pos < size) {
        const char *start = bytes.data() + pos;
        const qsizetype left = size - pos;
        const char *lf = static_cast<const char *>(std::memchr(start, '\n', size_t(left)));
        const char *cr = static_cast<const char *>(std::memchr(start, '\r', size_t(lf ? lf - start : left)));
        const char *end = cr ? cr : lf;
        if (!end) {
            // No line end yet: keep the piece, unless the line passes the limit.
            if (m_skipLine) {
                // the rest of a dropped line
            } else if (m_partialLine.size() + left > m_maxEventSize) {
                m_partialLine.clear();
                dropOversized();
                m_skipLine = true;
            } else {
                m_partialLine.append(start, left);
            }
            break;
        }
        const qsizetype length = end - start;
        const qsizetype before = out.size();
        if (m_skipLine) {
            m_skipLine = false;   // the end of the dropped line
        } else if (m_partialLine.isEmpty()) {
            line(QByteArrayView(start, length), out);
        } else {
            m_partialLine.append(start, length);
            const QByteArray whole = std::exchange(m_partialLine, {});
            line(whole, out);
        }
        pos += length + 1;
        if (*end == '\r') {
            if (pos < size) {
                if (bytes.at(pos) == '\n')
                    ++pos;
            } else {
                m_skipLineFeed = true;   // "\r" | "\n" may be cut between two pieces
            }
        }
        for (qsizetype i = before; i < out.size(); ++i)
            out[i].endOffset = pos;
    }
    return out;
}

QList<SseEvent> SseParser::finish()
{
    QList<SseEvent> out;
    m_skipLine = false;
    if (!m_partialLine.isEmpty()) {
        const QByteArray last = std::exchange(m_partialLine, {});
        line(last, out);
    }
    m_skipLineFeed = false;
    if (m_blockOpen) {
        m_problems.append(Tr::tr("The stream ended in the middle of this event (no blank line closed it)."));
        dispatch(out, false);
    }
    return out;
}

void SseParser::line(QByteArrayView text, QList<SseEvent> &out)
{
    // A line over the limit is dropped whole, as it is when it arrives in pieces and passes
    // the limit before its end: the same stream gives the same events however it is cut.
    if (text.size() > m_maxEventSize) {
        dropOversized();
        return;
    }
    if (!m_started) {
        m_started = true;
        if (text.startsWith("\xEF\xBB\xBF"))
            text = text.sliced(3);
    }
    if (text.isEmpty()) {
        if (m_blockOpen)
            dispatch(out, true);
        return;
    }
    if (text.front() == ':') {
        ++m_comments;
        return;
    }
    m_blockOpen = true;
    const qsizetype colon = text.indexOf(':');
    if (colon < 0) {
        field(text, {});   // "If a line does not contain a colon ... the whole line as the field name"
        return;
    }
    QByteArrayView value = text.sliced(colon + 1);
    if (value.startsWith(' '))
        value = value.sliced(1);
    field(text.first(colon), value);
}

void SseParser::field(QByteArrayView name, QByteArrayView value)
{
    if (name == "data") {
        if (m_oversized)
            return;
        if (m_data.size() + value.size() + 1 > m_maxEventSize) {
            dropOversized();
            return;
        }
        m_data.append(value);
        m_data.append('\n');
        m_hasData = true;
    } else if (name == "event") {
        m_type = value.toByteArray();
    } else if (name == "id") {
        if (value.contains('\0'))
            m_problems.append(Tr::tr("An id field was ignored: an id must not contain a NUL character."));
        else
            m_lastEventId = value.toByteArray();
    } else if (name == "retry") {
        if (allDigits(value) && value.size() <= 9) {
            m_retryMs = value.toInt();
            m_blockRetry = m_retryMs;
        } else {
            m_problems.append(Tr::tr("A retry field was ignored: \"%1\" is not a number of milliseconds.")
                                  .arg(shown(value)));
        }
    } else {
        m_problems.append(Tr::tr("A line was ignored: \"%1\" is not a field of an event stream "
                                 "(data, event, id, retry).")
                              .arg(shown(name)));
    }
}

void SseParser::dispatch(QList<SseEvent> &out, bool complete)
{
    if (complete)
        m_dispatchedEventId = m_lastEventId;
    // "If the data buffer is an empty string, ... return": a block of only id or retry
    // lines updates the state and is no event. One with problems is shown all the same.
    if (complete && !m_hasData && m_problems.isEmpty() && !m_oversized) {
        resetBlock();
        return;
    }
    SseEvent event;
    if (!m_type.isEmpty())
        event.type = m_type;
    event.data = std::move(m_data);
    if (event.data.endsWith('\n'))
        event.data.chop(1);
    event.lastEventId = m_lastEventId;
    event.retryMs = m_blockRetry;
    event.complete = complete;
    event.problems = std::move(m_problems);
    event.index = m_index++;
    out.append(std::move(event));
    resetBlock();
}

void SseParser::dropOversized()
{
    if (!m_oversized)
        m_problems.append(Tr::tr("The event's data passed %1 bytes and was dropped.").arg(m_maxEventSize));
    m_oversized = true;
    m_data.clear();
    m_blockOpen = true;
    m_started = true;   // a byte order mark is looked for on the first line only, dropped or not
}

void SseParser::resetBlock()
{
    m_type.clear();
    m_data.clear();
    m_hasData = false;
    m_blockRetry = -1;
    m_problems.clear();
    m_blockOpen = false;
    m_oversized = false;
}

} // namespace RpcScope

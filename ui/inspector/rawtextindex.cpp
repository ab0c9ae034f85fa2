#include "ui/inspector/rawtextindex.h"

#include <algorithm>
#include <cstring>

namespace RpcScope {

namespace {

bool isContinuation(char c)
{
    return (quint8(c) & 0xC0) == 0x80;
}

} // namespace

RawTextIndex RawTextIndex::build(const QByteArray &bytes, const std::atomic_bool *cancel, qsizetype chunkBytes)
{
    const qint64 chunkSize = std::max<qsizetype>(8, chunkBytes);
    RawTextIndex index;
    index.m_bytes = bytes;
    index.m_size = bytes.size();
    const char *data = bytes.constData();
    const qint64 size = bytes.size();
    index.m_starts.reserve(size_t(std::min<qint64>(size / 40 + 16, 1 << 22)));
    qint64 lineStart = 0;
    int poll = 0;
    do {
        if (cancel && (++poll & 0x3FF) == 0 && cancel->load(std::memory_order_relaxed))
            return {};
        const void *found = lineStart < size ? std::memchr(data + lineStart, '\n', size_t(size - lineStart)) : nullptr;
        const qint64 lineEnd = found ? qint64(static_cast<const char *>(found) - data) : size;
        index.m_lineFirstDisplay.push_back(qsizetype(index.m_starts.size()));
        qint64 chunk = lineStart;
        do {
            index.m_starts.push_back(chunk);
            qint64 next = chunk + chunkSize;
            if (next >= lineEnd)
                break;
            while (next > chunk + 1 && isContinuation(data[next]))
                --next;   // a UTF-8 sequence stays on one display line
            chunk = next;
        } while (true);
        index.m_longest = std::max<qsizetype>(index.m_longest, std::min<qint64>(lineEnd - lineStart, chunkSize));
        lineStart = lineEnd + 1;
    } while (lineStart < size);   // a final line break opens no empty line
    return index;
}

qint64 RawTextIndex::displayEnd(qsizetype displayLine) const
{
    const qint64 start = displayStart(displayLine);
    qint64 end = displayLine + 1 < displayLineCount() ? m_starts[size_t(displayLine + 1)] : m_size;
    // A line break ends the text line; "\r\n" shows without its carriage return.
    if (end > start && m_bytes.at(end - 1) == '\n') {
        --end;
        if (end > start && m_bytes.at(end - 1) == '\r')
            --end;
    }
    return end;
}

qsizetype RawTextIndex::displayLineAt(qint64 offset) const
{
    if (m_starts.empty())
        return 0;
    const auto it = std::upper_bound(m_starts.cbegin(), m_starts.cend(), offset);
    return std::max<qsizetype>(0, qsizetype(it - m_starts.cbegin()) - 1);
}

qsizetype RawTextIndex::lineOf(qsizetype displayLine) const
{
    const auto it = std::upper_bound(m_lineFirstDisplay.cbegin(), m_lineFirstDisplay.cend(), displayLine);
    return std::max<qsizetype>(0, qsizetype(it - m_lineFirstDisplay.cbegin()) - 1);
}

bool RawTextIndex::startsLine(qsizetype displayLine) const
{
    return m_lineFirstDisplay[size_t(lineOf(displayLine))] == displayLine;
}

} // namespace RpcScope

#include "lib/transport/framing/concatenatedjsonframer.h"

#include "lib/tr.h"

#include <climits>

namespace RpcScope {

namespace {

bool isJsonWhitespace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

constexpr qsizetype StrayPreviewBytes = 480;

} // namespace

void ConcatenatedJsonFramer::push(QByteArray bytes)
{
    if (bytes.isEmpty())
        return;
    if (m_buffer.isEmpty())
        m_buffer = std::move(bytes);
    else
        appendRead(m_buffer, bytes);

    const qsizetype max = maxMessageSize();
    qsizetype i = m_scanned;
    while (i < m_buffer.size()) {
        const char *data = m_buffer.constData();
        const qsizetype size = m_buffer.size();
        if (m_depth == 0) {
            // Between values: whitespace, the start of the next value, or stray bytes.
            for (; i < size; ++i) {
                const char c = data[i];
                if (c == '{' || c == '[') {
                    reportStray();
                    m_depth = 1;
                    m_start = i++;
                    m_inString = m_escaped = false;
                    break;
                }
                if (isJsonWhitespace(c))
                    reportStray();
                else
                    noteStray(c);
            }
            continue;
        }
        // Inside a value: only brackets outside strings change the depth.
        for (; i < size; ++i) {
            const char c = data[i];
            if (m_inString) {
                if (m_escaped)
                    m_escaped = false;
                else if (c == '\\')
                    m_escaped = true;
                else if (c == '"')
                    m_inString = false;
            } else if (c == '"') {
                m_inString = true;
            } else if (c == '{' || c == '[') {
                ++m_depth;
            } else if ((c == '}' || c == ']') && --m_depth == 0) {
                break;
            }
        }
        if (m_depth > 0)
            break;   // the value goes on in a later read
        const qsizetype next = i + 1;
        if (m_skipping) {
            m_skippedBytes += next - m_start;
            report(Tr::tr("A value of %1 was skipped: it exceeds the message size limit of %2.")
                       .arg(formatSize(m_skippedBytes), formatSize(max)));
            m_skipping = false;
            m_skippedBytes = 0;
            m_start = next;
        } else if (next - m_start > max) {
            report(Tr::tr("A value of %1 was skipped: it exceeds the message size limit of %2.")
                       .arg(formatSize(next - m_start), formatSize(max)));
            m_start = next;
        } else {
            // cut() may make the rest of the buffer the buffer: the scan goes on from m_start.
            deliver(cut(m_buffer, m_start, next - m_start, next));
        }
        i = m_start;
    }

    if (m_depth == 0) {
        m_buffer.clear();
        m_start = m_scanned = 0;
        return;
    }
    const qsizetype pending = m_buffer.size() - m_start;
    if (m_skipping || pending > max) {
        // Scanned to here and not kept: only the bracket state goes on.
        m_skipping = true;
        m_skippedBytes += pending;
        m_buffer.clear();
        m_start = m_scanned = 0;
        return;
    }
    if (m_start > 0) {
        m_buffer.remove(0, m_start);
        m_start = 0;
    }
    m_scanned = m_buffer.size();
}

void ConcatenatedJsonFramer::noteStray(char c)
{
    if (m_stray.size() < StrayPreviewBytes)
        m_stray.append(c);
    ++m_strayBytes;
}

void ConcatenatedJsonFramer::reportStray()
{
    if (m_strayBytes == 0)
        return;
    report(Tr::tr("%1 between values began no JSON object or array and were skipped: %2")
               .arg(Tr::tr("%n byte(s)", nullptr, int(qMin<qint64>(m_strayBytes, INT_MAX))), preview(m_stray)));
    m_stray.clear();
    m_strayBytes = 0;
}

std::optional<QByteArray> ConcatenatedJsonFramer::encode(QByteArrayView payload, QString *error) const
{
    for (const char c : payload) {
        if (!isJsonWhitespace(c))
            return payload.toByteArray();
    }
    if (error)
        *error = Tr::tr("An empty message cannot be sent as a stream of JSON values: the receiver skips "
                        "whitespace between values.");
    return std::nullopt;
}

void ConcatenatedJsonFramer::reset()
{
    Framer::reset();
    m_buffer.clear();
    m_start = m_scanned = 0;
    m_depth = 0;
    m_inString = m_escaped = m_skipping = false;
    m_skippedBytes = 0;
    m_stray.clear();
    m_strayBytes = 0;
}

} // namespace RpcScope

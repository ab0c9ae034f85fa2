#include "lib/transport/framing/ndjsonframer.h"

#include "lib/tr.h"

#include <climits>

namespace RpcScope {

namespace {

bool isBlank(QByteArrayView line)
{
    for (const char c : line) {
        if (c != ' ' && c != '\t' && c != '\r')
            return false;
    }
    return true;
}

} // namespace

void NdjsonFramer::push(QByteArray bytes)
{
    qsizetype from = 0;
    if (m_skippingLine) {
        const qsizetype newline = bytes.indexOf('\n');
        if (newline < 0)
            return;
        m_skippingLine = false;
        from = newline + 1;
    }
    if (from == bytes.size())
        return;
    if (m_buffer.isEmpty() && from == 0)
        m_buffer = std::move(bytes); // a read that holds whole lines is cut up without copying it first
    else
        appendRead(m_buffer, QByteArrayView(bytes).sliced(from));

    const qsizetype max = maxMessageSize();
    qsizetype newline;
    while ((newline = m_buffer.indexOf('\n', m_scanned)) >= 0) {
        qsizetype end = newline;
        if (end > m_start && m_buffer.at(end - 1) == '\r')
            --end;
        const qsizetype length = end - m_start;
        if (length > max) {
            skipOversizedLine(length);
            m_start = newline + 1;
        } else if (isBlank(QByteArrayView(m_buffer).sliced(m_start, length))) {
            m_start = newline + 1;
        } else {
            deliver(cut(m_buffer, m_start, length, newline + 1));
        }
        m_scanned = m_start;
    }
    m_scanned = m_buffer.size();

    qsizetype pending = m_buffer.size() - m_start;
    // The line may still end in "\r\n": a final "\r" does not count against the cap yet.
    if (pending > 0 && m_buffer.at(m_buffer.size() - 1) == '\r')
        --pending;
    if (pending > max) {
        skipOversizedLine(-1);
        m_skippingLine = true;
        m_buffer.clear();
        m_start = m_scanned = 0;
        return;
    }

    if (m_start == m_buffer.size()) {
        m_buffer.clear();
        m_start = m_scanned = 0;
    } else if (m_start > 0) {
        // Only the tail of the latest read is left here, so this copy stays small.
        m_buffer.remove(0, m_start);
        m_scanned -= m_start;
        m_start = 0;
    }
}

void NdjsonFramer::skipOversizedLine(qint64 knownLength)
{
    if (knownLength >= 0) {
        report(Tr::tr("A line of %1 was skipped: it exceeds the message size limit of %2.")
                   .arg(formatSize(knownLength), formatSize(maxMessageSize())));
    } else {
        report(Tr::tr("A line longer than the message size limit of %1 was skipped up to its end.")
                   .arg(formatSize(maxMessageSize())));
    }
}

std::optional<QByteArray> NdjsonFramer::encode(QByteArrayView payload, QString *error) const
{
    QString problem;
    if (payload.isEmpty() || isBlank(payload)) {
        problem = Tr::tr("An empty message cannot be sent with newline-delimited framing: "
                         "the receiver skips blank lines.");
    } else if (payload.contains('\n')) {
        problem = Tr::tr("The message contains %n line break(s), but newline-delimited framing "
                         "needs each message on one line. Send compact JSON: line breaks inside "
                         "JSON strings are written as \\n.",
                         nullptr, int(qMin<qsizetype>(payload.count('\n'), INT_MAX)));
    }
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    QByteArray framed;
    framed.reserve(payload.size() + 1);
    framed.append(payload);
    framed.append('\n');
    return framed;
}

void NdjsonFramer::reset()
{
    Framer::reset();
    m_buffer.clear();
    m_start = m_scanned = 0;
    m_skippingLine = false;
}

} // namespace RpcScope

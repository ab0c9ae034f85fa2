#include "lib/transport/framing/contentlengthframer.h"

#include "lib/tr.h"

#include <climits>

namespace RpcScope {

namespace {

constexpr QByteArrayView ContentLengthName("content-length");
constexpr qsizetype MaxLengthDigits = 18; // fits in qint64 without overflow checks

// RFC 9110 tchar: the characters a header field name may contain.
bool isToken(QByteArrayView name)
{
    if (name.isEmpty())
        return false;
    for (const char c : name) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
            || QByteArrayView("!#$%&'*+-.^_`|~").contains(c);
        if (!ok)
            return false;
    }
    return true;
}

qsizetype indexOfContentLength(QByteArrayView text, qsizetype from = 0)
{
    // Case-insensitive; header lines are short, so a plain scan is enough.
    const qsizetype n = ContentLengthName.size();
    for (qsizetype i = from; i + n <= text.size(); ++i) {
        const char c = text.at(i);
        if ((c == 'c' || c == 'C') && text.sliced(i, n).compare(ContentLengthName, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

int clampToInt(qint64 n)
{
    return int(qMin<qint64>(n, INT_MAX));
}

} // namespace

void ContentLengthFramer::push(QByteArray bytes)
{
    qsizetype from = 0;
    if (m_skipBody > 0 && m_blockStart == m_buffer.size()) {
        // Dropping an oversized body straight from the read: it is never held in memory.
        from = qsizetype(qMin<qint64>(m_skipBody, bytes.size()));
        m_skipBody -= from;
    }
    if (from == bytes.size())
        return;
    if (m_buffer.isEmpty() && from == 0)
        m_buffer = std::move(bytes);
    else
        appendRead(m_buffer, QByteArrayView(bytes).sliced(from));
    parse();
}

void ContentLengthFramer::parse()
{
    for (;;) {
        if (m_state == State::Body) {
            if (m_buffer.size() - m_blockStart < m_contentLength)
                break;
            const qsizetype length = qsizetype(m_contentLength);
            checkBody(QByteArrayView(m_buffer).sliced(m_blockStart, length));
            deliver(cut(m_buffer, m_blockStart, length, m_blockStart + length));
            startNewBlock(m_blockStart);
            continue;
        }
        if (m_skipBody > 0) {
            const qsizetype n = qsizetype(qMin<qint64>(m_skipBody, m_buffer.size() - m_blockStart));
            m_skipBody -= n;
            startNewBlock(m_blockStart + n);
            if (m_skipBody > 0)
                break;
            continue;
        }
        const qsizetype newline = m_buffer.indexOf('\n', m_scanned);
        if (newline < 0) {
            m_scanned = m_buffer.size();
            if (m_buffer.size() - m_blockStart <= MaxHeaderBlockSize)
                break;
            overflow();
            continue;
        }
        qsizetype end = newline;
        if (end > m_lineStart && m_buffer.at(end - 1) == '\r')
            --end;
        headerLine(QByteArrayView(m_buffer).sliced(m_lineStart, end - m_lineStart), m_lineStart,
                   newline + 1);
    }

    // Keep only the unfinished block; what is dropped belongs to the latest read, so the
    // copy stays small however large a body grows.
    if (m_blockStart == m_buffer.size()) {
        m_buffer.clear();
        m_blockStart = m_lineStart = m_scanned = 0;
    } else if (m_blockStart > 0) {
        m_buffer.remove(0, m_blockStart);
        m_lineStart -= m_blockStart;
        m_scanned -= m_blockStart;
        m_blockStart = 0;
    }
}

void ContentLengthFramer::checkBody(QByteArrayView body)
{
    // A JSON-RPC message is an object or an array: a body that does not end with one was
    // measured wrong (cut short, or running into the next message's header).
    const auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    qsizetype end = body.size();
    while (end > 0 && isSpace(body[end - 1]))
        --end;
    qsizetype start = 0;
    while (start < end && isSpace(body[start]))
        ++start;
    if (start == end)
        return;   // an empty body is another problem, the message's own
    const char first = body[start];
    const char last = body[end - 1];
    // A body that is not an object or array at all (42, "text") is not-an-envelope's
    // business: only one that starts a structure and does not close it was measured wrong.
    if ((first != '{' && first != '[') || (first == '{' && last == '}') || (first == '[' && last == ']'))
        return;
    const QByteArrayView tail = body.sliced(qMax<qsizetype>(start, end - 24), end - qMax<qsizetype>(start, end - 24));
    report(Tr::tr("A message's Content-Length of %1 does not match its body: those bytes end in %2, not at the "
                  "end of a JSON value.").arg(body.size()).arg(preview(tail)),
           QStringLiteral("content-length-mismatch"));
}

void ContentLengthFramer::headerLine(QByteArrayView line, qsizetype lineStart, qsizetype next)
{
    if (line.isEmpty()) {
        if (m_fields == 0) {
            // A stray line ending between messages carries nothing: tolerate it.
            startNewBlock(next);
            return;
        }
        endOfHeaderBlock(next);
        return;
    }

    // Output printed without a final newline runs into the next header ("ready.Content-Length:
    // 42", "log: ok. Content-Length: 42"): report the front as skipped, keep the header.
    const qsizetype glued = indexOfContentLength(line, 1);
    if (glued > 0 && line.sliced(glued + ContentLengthName.size()).startsWith(':')) {
        skipGarbage(m_blockStart, lineStart + glued);
        headerLine(line.sliced(glued), lineStart + glued, next);
        return;
    }

    const qsizetype colon = line.indexOf(':');
    const QByteArrayView name = colon > 0 ? line.first(colon) : QByteArrayView();
    if (!isToken(name)) {
        // Not a header line: something else the peer printed on this stream.
        skipGarbage(m_blockStart, next);
        return;
    }

    ++m_fields;
    m_inLongRun = false;   // a header line: a long run of other output (if any) ended right before it
    if (name.compare(ContentLengthName, Qt::CaseInsensitive) == 0) {
        const QByteArrayView value = line.sliced(colon + 1).trimmed();
        bool digits = !value.isEmpty() && value.size() <= MaxLengthDigits;
        for (const char c : value)
            digits = digits && c >= '0' && c <= '9';
        const qint64 length = digits ? value.toLongLong() : -1;
        if (!digits) {
            m_badLength = true;
            m_lengthProblem = Tr::tr("the Content-Length value '%1' is not a length in bytes.")
                                  .arg(preview(value));
        } else if (m_contentLength >= 0 && m_contentLength != length) {
            m_badLength = true;
            m_lengthProblem = Tr::tr("it has two different Content-Length values, %1 and %2.")
                                  .arg(m_contentLength)
                                  .arg(length);
        } else {
            m_contentLength = length;
        }
    }
    m_lineStart = m_scanned = next;
    if (next - m_blockStart > MaxHeaderBlockSize) {
        report(Tr::tr("A message header block larger than %1 was skipped.")
                   .arg(formatSize(MaxHeaderBlockSize)));
        startNewBlock(next);
    }
}

void ContentLengthFramer::endOfHeaderBlock(qsizetype next)
{
    if (m_badLength) {
        // The body that follows cannot be measured; it shows up as skipped output until the
        // next header, which is how the stream gets back in step.
        report(Tr::tr("A message header was skipped: %1").arg(m_lengthProblem));
        startNewBlock(next);
        return;
    }
    if (m_contentLength < 0) {
        report(Tr::tr("A message header without Content-Length was skipped: %1")
                   .arg(preview(QByteArrayView(m_buffer).sliced(m_blockStart, next - m_blockStart).trimmed())));
        startNewBlock(next);
        return;
    }
    if (m_contentLength > maxMessageSize()) {
        report(Tr::tr("A message of %1 was skipped: it exceeds the message size limit of %2.")
                   .arg(formatSize(m_contentLength), formatSize(maxMessageSize())));
        const qint64 skip = m_contentLength;
        startNewBlock(next);
        m_skipBody = skip;
        return;
    }
    const qint64 length = m_contentLength;
    startNewBlock(next);
    m_state = State::Body;
    m_contentLength = length;
}

void ContentLengthFramer::skipGarbage(qsizetype from, qsizetype to, bool endsRun)
{
    if (m_inLongRun) {
        m_inLongRun = !endsRun;   // its start was reported
    } else if (!endsRun) {
        m_inLongRun = true;
        const QByteArrayView start = QByteArrayView(m_buffer).sliced(from, to - from);
        report(Tr::tr("Skipping output that is not a message header and has no line end within %1: %2")
                   .arg(formatSize(MaxHeaderBlockSize), preview(start.trimmed())));
    } else if (to > from) {
        const QByteArrayView garbage = QByteArrayView(m_buffer).sliced(from, to - from);
        report(Tr::tr("Skipped %n byte(s) of output that is not a message header: %1", nullptr,
                      clampToInt(garbage.size()))
                   .arg(preview(garbage.trimmed())));
    }
    startNewBlock(to);
}

void ContentLengthFramer::startNewBlock(qsizetype at)
{
    m_state = State::Header;
    m_blockStart = m_lineStart = m_scanned = at;
    m_fields = 0;
    m_contentLength = -1;
    m_badLength = false;
    m_lengthProblem.clear();
}

void ContentLengthFramer::overflow()
{
    // No line end within the header cap. If a header starts further on, everything before
    // it is output of some other kind; otherwise keep just enough to recognise a
    // "Content-Length" that is still arriving.
    const QByteArrayView block = QByteArrayView(m_buffer).sliced(m_blockStart);
    const qsizetype header = indexOfContentLength(block, 1);
    if (header > 0) {
        skipGarbage(m_blockStart, m_blockStart + header);
        return;
    }
    skipGarbage(m_blockStart, m_buffer.size() - (ContentLengthName.size() - 1), false);
}

std::optional<QByteArray> ContentLengthFramer::encode(QByteArrayView payload, QString *error) const
{
    Q_UNUSED(error)
    const QByteArray header = "Content-Length: " + QByteArray::number(payload.size()) + "\r\n\r\n";
    QByteArray framed;
    framed.reserve(header.size() + payload.size());
    framed.append(header);
    framed.append(payload);
    return framed;
}

void ContentLengthFramer::reset()
{
    Framer::reset();
    m_buffer.clear();
    startNewBlock(0);
    m_skipBody = 0;
    m_inLongRun = false;
}

} // namespace RpcScope

#include "lib/transport/http/httpresponseparser.h"

#include "lib/tr.h"

namespace RpcScope {

namespace {

// A chunk-size line is a hex number plus optional extensions; nothing legitimate comes near this.
constexpr qsizetype MaxChunkLineBytes = 4096;

// A short, printable excerpt of what the peer sent, for an error message.
QString excerpt(QByteArrayView bytes)
{
    constexpr qsizetype MaxChars = 60;
    QString text;
    text.reserve(MaxChars + 1);
    for (qsizetype i = 0; i < bytes.size() && i < MaxChars; ++i) {
        const auto c = static_cast<unsigned char>(bytes.at(i));
        text.append(c >= 0x20 && c < 0x7f ? QChar(char16_t(c)) : QChar(u'.'));
    }
    if (bytes.size() > MaxChars)
        text.append(QChar(0x2026));
    return text;
}

// RFC 9110 §5.6.2: field names are tokens.
bool isToken(QByteArrayView name)
{
    if (name.isEmpty())
        return false;
    for (const char c : name) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || (c != 0 && QByteArrayView("!#$%&'*+-.^_`|~").contains(c));
        if (!ok)
            return false;
    }
    return true;
}

// Whether a list-valued field (Connection, Transfer-Encoding) carries a token, in any field line.
bool hasToken(const HeaderList &headers, QByteArrayView name, QByteArrayView token)
{
    for (const auto &field : headers) {
        if (field.first.compare(name, Qt::CaseInsensitive) != 0)
            continue;
        for (const QByteArray &item : field.second.split(',')) {
            if (item.trimmed().compare(token, Qt::CaseInsensitive) == 0)
                return true;
        }
    }
    return false;
}

} // namespace

void HttpResponseParser::begin(bool headRequest, qint64 maxBodyBytes, bool upgradeAsked)
{
    m_upgradeAsked = upgradeAsked;
    m_buf.clear();
    m_pos = 0;
    m_state = State::StatusLine;
    m_head = {};
    m_trailers.clear();
    m_piece.clear();
    m_error = {};
    m_blockBytes = 0;
    m_maxBodyBytes = maxBodyBytes;
    m_contentLength = -1;
    m_remaining = 0;
    m_bodyBytes = 0;
    m_headRequest = headRequest;
    m_keepAlive = false;
    m_started = false;
    m_chunked = false;
    m_fedBytes = 0;
    m_interimBytes = 0;
}

QByteArray HttpResponseParser::takeUnparsed()
{
    QByteArray rest = m_buf.mid(m_pos);
    m_buf.clear();
    m_pos = 0;
    return rest;
}

void HttpResponseParser::feed(const QByteArray &data)
{
    if (data.isEmpty())
        return;
    m_started = true;
    m_fedBytes += data.size();
    if (m_pos >= m_buf.size()) {
        m_buf = data; // shares: a body read from the socket is handed on without a copy
        m_pos = 0;
        return;
    }
    if (m_pos > 0) {
        m_buf.remove(0, m_pos);
        m_pos = 0;
    }
    m_buf.append(data);
}

bool HttpResponseParser::takeLine(QByteArray *line)
{
    const qsizetype newline = m_buf.indexOf('\n', m_pos);
    if (newline < 0)
        return false;
    // RFC 9112 §2.2: a recipient may take a bare LF as a line terminator.
    qsizetype end = newline;
    if (end > m_pos && m_buf.at(end - 1) == '\r')
        --end;
    *line = m_buf.mid(m_pos, end - m_pos);
    m_blockBytes += newline + 1 - m_pos;
    m_pos = newline + 1;
    return true;
}

HttpResponseParser::Step HttpResponseParser::needMoreHead()
{
    if (m_blockBytes + (m_buf.size() - m_pos) > MaxHeadBytes) {
        return fail(TransportError::Kind::Protocol,
                    Tr::tr("The server's header block is larger than %1 KiB.").arg(MaxHeadBytes / 1024));
    }
    return Step::NeedMore;
}

HttpResponseParser::Step HttpResponseParser::fail(TransportError::Kind kind, const QString &message)
{
    m_state = State::Failed;
    m_keepAlive = false;
    m_error = {kind, message};
    return Step::Error;
}

bool HttpResponseParser::parseStatusLine(const QByteArray &line)
{
    // RFC 9112 §4: HTTP-version SP 3DIGIT SP [ reason-phrase ]
    const qsizetype space = line.indexOf(' ');
    const QByteArrayView version = QByteArrayView(line).first(space < 0 ? line.size() : space);
    if (space < 0 || version.size() != 8 || !version.startsWith("HTTP/") || version.at(6) != '.'
        || !QChar::isDigit(uchar(version.at(5))) || !QChar::isDigit(uchar(version.at(7)))) {
        return false;
    }
    qsizetype pos = space;
    while (pos < line.size() && line.at(pos) == ' ')
        ++pos;
    if (pos + 3 > line.size())
        return false;
    int status = 0;
    for (int i = 0; i < 3; ++i) {
        const char c = line.at(pos + i);
        if (c < '0' || c > '9')
            return false;
        status = status * 10 + (c - '0');
    }
    pos += 3;
    if (status < 100 || (pos < line.size() && line.at(pos) != ' '))
        return false;
    m_head.version = version.toByteArray();
    m_head.status = status;
    m_head.reason = line.mid(pos).trimmed();
    return true;
}

bool HttpResponseParser::parseField(const QByteArray &line, HeaderList *into)
{
    if (line.startsWith(' ') || line.startsWith('\t')) {
        // RFC 9112 §5.2: obsolete line folding; replace it by a space.
        if (into->isEmpty())
            return false;
        QByteArray &value = into->last().second;
        value.append(' ').append(line.trimmed());
        return true;
    }
    const qsizetype colon = line.indexOf(':');
    if (colon <= 0 || !isToken(QByteArrayView(line).first(colon)))
        return false;
    into->append({line.left(colon), line.mid(colon + 1).trimmed()});
    return true;
}

HttpResponseParser::Step HttpResponseParser::headComplete()
{
    const int status = m_head.status;
    const bool http11 = m_head.version.at(5) > '1' || m_head.version.at(7) >= '1';
    m_keepAlive = http11 ? !hasToken(m_head.headers, "Connection", "close")
                         : hasToken(m_head.headers, "Connection", "keep-alive");

    // RFC 9112 §6.3, in its order.
    if (m_headRequest || status == 204 || status == 304) {
        m_state = State::Done;
        return Step::Head;
    }
    QByteArray lastCoding;
    bool hasTransferEncoding = false;
    for (const auto &field : std::as_const(m_head.headers)) {
        if (field.first.compare("Transfer-Encoding", Qt::CaseInsensitive) != 0)
            continue;
        hasTransferEncoding = true;
        const QList<QByteArray> codings = field.second.split(',');
        lastCoding = codings.last().trimmed();
    }
    QByteArray lengthText;
    bool hasLength = false;
    bool lengthValid = true;
    for (const auto &field : std::as_const(m_head.headers)) {
        if (field.first.compare("Content-Length", Qt::CaseInsensitive) != 0)
            continue;
        // A list of identical values is allowed (§6.3 item 5); anything else is fatal.
        for (const QByteArray &item : field.second.split(',')) {
            const QByteArray value = item.trimmed();
            bool digits = !value.isEmpty() && value.size() <= 18;
            for (const char c : value)
                digits = digits && c >= '0' && c <= '9';
            if (!digits || (hasLength && value != lengthText))
                lengthValid = false;
            if (!hasLength)
                lengthText = value;
            hasLength = true;
        }
        if (!lengthValid) {
            lengthText = field.second;
            break;
        }
    }

    if (hasTransferEncoding) {
        // A message with both is a smuggling risk: use it, then never reuse the connection.
        if (hasLength)
            m_keepAlive = false;
        if (lastCoding.compare("chunked", Qt::CaseInsensitive) == 0) {
            m_chunked = true;
            m_state = State::ChunkSize;
            m_blockBytes = 0;
        } else {
            m_state = State::CloseBody;
            m_keepAlive = false;
        }
        return Step::Head;
    }
    if (hasLength) {
        if (!lengthValid) {
            return fail(TransportError::Kind::Protocol,
                        Tr::tr("The server sent an invalid Content-Length: \"%1\".").arg(excerpt(lengthText)));
        }
        m_contentLength = lengthText.toLongLong();
        if (m_contentLength > m_maxBodyBytes) {
            return fail(TransportError::Kind::TooLarge,
                        Tr::tr("The server announced a body of %1 bytes, more than the limit of %2 bytes.")
                                .arg(m_contentLength).arg(m_maxBodyBytes));
        }
        m_remaining = m_contentLength;
        m_state = m_remaining > 0 ? State::LengthBody : State::Done;
        return Step::Head;
    }
    m_state = State::CloseBody;
    m_keepAlive = false;
    return Step::Head;
}

HttpResponseParser::Step HttpResponseParser::emitPiece(qint64 wanted)
{
    const qint64 n = qMin<qint64>(wanted, m_buf.size() - m_pos);
    if (n <= 0)
        return Step::NeedMore;
    if (m_bodyBytes + n > m_maxBodyBytes) {
        return fail(TransportError::Kind::TooLarge,
                    Tr::tr("The response body is larger than the limit of %1 bytes.").arg(m_maxBodyBytes));
    }
    m_piece = m_buf.mid(m_pos, n); // the whole buffer is shared, not copied
    m_pos += n;
    m_bodyBytes += n;
    if (m_pos == m_buf.size()) {
        m_buf.clear();
        m_pos = 0;
    }
    return Step::Body;
}

HttpResponseParser::Step HttpResponseParser::next()
{
    QByteArray line;
    for (;;) {
        switch (m_state) {
        case State::StatusLine: {
            // Refuse a non-HTTP answer at once rather than waiting for a newline that may never come.
            const QByteArrayView start = QByteArrayView(m_buf).sliced(m_pos, qMin<qsizetype>(5, m_buf.size() - m_pos));
            if (!QByteArrayView("HTTP/").startsWith(start)) {
                return fail(TransportError::Kind::Protocol,
                            Tr::tr("The server's answer does not begin with an HTTP status line: \"%1\".")
                                    .arg(excerpt(QByteArrayView(m_buf).sliced(m_pos))));
            }
            if (!takeLine(&line))
                return needMoreHead();
            if (!parseStatusLine(line)) {
                return fail(TransportError::Kind::Protocol,
                            Tr::tr("The server's answer does not begin with an HTTP status line: \"%1\".")
                                    .arg(excerpt(line)));
            }
            if (m_head.version.at(5) != '1') {
                return fail(TransportError::Kind::Protocol,
                            Tr::tr("The server answered in %1; only HTTP/1.0 and HTTP/1.1 are understood.")
                                    .arg(QString::fromLatin1(m_head.version)));
            }
            m_state = State::Headers;
            break;
        }
        case State::Headers:
            if (!takeLine(&line))
                return needMoreHead();
            if (m_blockBytes > MaxHeadBytes)
                return needMoreHead();
            if (!line.isEmpty()) {
                if (!parseField(line, &m_head.headers)) {
                    return fail(TransportError::Kind::Protocol,
                                Tr::tr("The server sent a malformed header line: \"%1\".").arg(excerpt(line)));
                }
                break;
            }
            if (m_head.status == 101 && m_upgradeAsked) {
                m_state = State::Done;   // the rest is the new protocol's
                m_keepAlive = false;
                return Step::Head;
            }
            if (m_head.status == 101) {
                return fail(TransportError::Kind::Protocol,
                            Tr::tr("The server switched protocols (101) although no upgrade was asked for."));
            }
            if (m_head.status < 200) {
                // RFC 9110 §15.2: interim responses precede the final one; skip them.
                m_interimBytes = m_fedBytes - (m_buf.size() - m_pos);
                m_head = {};
                m_blockBytes = 0;
                m_state = State::StatusLine;
                if (m_pos == m_buf.size())
                    return Step::NeedMore;
                break;
            }
            return headComplete();
        case State::LengthBody: {
            const Step step = emitPiece(m_remaining);
            if (step == Step::Body) {
                m_remaining -= m_piece.size();
                if (m_remaining == 0)
                    m_state = State::Done;
            }
            return step;
        }
        case State::ChunkSize: {
            if (!takeLine(&line)) {
                if (m_buf.size() - m_pos <= MaxChunkLineBytes)
                    return Step::NeedMore;
                line = m_buf.mid(m_pos);
            }
            // RFC 9112 §7.1: chunk-size [ chunk-ext ] CRLF; the size is hex.
            qsizetype end = line.indexOf(';');
            if (end < 0)
                end = line.size();
            const QByteArray hex = line.left(end).trimmed();
            qint64 size = 0;
            bool ok = !hex.isEmpty() && hex.size() <= 15 && line.size() <= MaxChunkLineBytes;
            for (qsizetype i = 0; ok && i < hex.size(); ++i) {
                const int digit = int(QByteArrayView("0123456789abcdef").indexOf(char(hex.at(i) | 0x20)));
                ok = digit >= 0;
                size = size * 16 + qMax(digit, 0); // 15 digits at most: no overflow
            }
            if (!ok) {
                return fail(TransportError::Kind::Protocol,
                            Tr::tr("The server sent an invalid chunk size line: \"%1\".").arg(excerpt(line)));
            }
            if (size == 0) {
                m_blockBytes = 0;
                m_state = State::Trailers;
                break;
            }
            if (m_bodyBytes + size > m_maxBodyBytes) {
                return fail(TransportError::Kind::TooLarge,
                            Tr::tr("The response body is larger than the limit of %1 bytes.").arg(m_maxBodyBytes));
            }
            m_remaining = size;
            m_state = State::ChunkData;
            break;
        }
        case State::ChunkData: {
            const Step step = emitPiece(m_remaining);
            if (step == Step::Body) {
                m_remaining -= m_piece.size();
                if (m_remaining == 0)
                    m_state = State::ChunkDataEnd;
            }
            return step;
        }
        case State::ChunkDataEnd:
            if (m_pos < m_buf.size() && m_buf.at(m_pos) != '\r' && m_buf.at(m_pos) != '\n') {
                return fail(TransportError::Kind::Protocol,
                            Tr::tr("A chunk of the response body is longer than its declared size."));
            }
            if (!takeLine(&line))
                return Step::NeedMore;
            if (!line.isEmpty()) {
                return fail(TransportError::Kind::Protocol,
                            Tr::tr("A chunk of the response body is longer than its declared size."));
            }
            m_blockBytes = 0;
            m_state = State::ChunkSize;
            break;
        case State::Trailers:
            if (!takeLine(&line) || m_blockBytes > MaxHeadBytes)
                return needMoreHead();
            if (line.isEmpty()) {
                m_state = State::Done;
                return Step::Done;
            }
            if (!parseField(line, &m_trailers)) {
                return fail(TransportError::Kind::Protocol,
                            Tr::tr("The server sent a malformed trailer line: \"%1\".").arg(excerpt(line)));
            }
            break;
        case State::CloseBody:
            return emitPiece(m_buf.size() - m_pos);
        case State::Done:
            return Step::Done;
        case State::Failed:
            return Step::Error;
        }
    }
}

HttpResponseParser::Step HttpResponseParser::finish()
{
    switch (m_state) {
    case State::Done:
        return Step::Done;
    case State::Failed:
        return Step::Error;
    case State::CloseBody:
        if (m_pos < m_buf.size())
            return next(); // hand out what is left first; the caller calls finish() again
        m_state = State::Done;
        m_keepAlive = false;
        return Step::Done;
    case State::StatusLine:
        if (!m_started) {
            return fail(TransportError::Kind::ConnectionClosed,
                        Tr::tr("The server closed the connection without answering."));
        }
        Q_FALLTHROUGH();
    case State::Headers:
        return fail(TransportError::Kind::ConnectionClosed,
                    Tr::tr("The server closed the connection in the middle of the response headers."));
    case State::LengthBody:
        return fail(TransportError::Kind::ConnectionClosed,
                    Tr::tr("The server closed the connection after %1 of %2 body bytes.")
                            .arg(m_bodyBytes).arg(m_contentLength));
    case State::ChunkSize:
    case State::ChunkData:
    case State::ChunkDataEnd:
    case State::Trailers:
        return fail(TransportError::Kind::ConnectionClosed,
                    Tr::tr("The server closed the connection after %1 body bytes, before the end of the chunked body.")
                            .arg(m_bodyBytes));
    }
    return Step::Error;
}

} // namespace RpcScope

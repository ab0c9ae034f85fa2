#include "lib/httpserver/httprequestparser.h"

#include <cstring>

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

bool isTokenChar(char c)
{
    // RFC 9110 §5.6.2 tchar
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    return std::strchr("!#$%&'*+-.^_`|~", c) != nullptr && c != '\0';
}

bool isToken(QByteArrayView text)
{
    if (text.isEmpty())
        return false;
    for (char c : text) {
        if (!isTokenChar(c))
            return false;
    }
    return true;
}

QByteArrayView trimmedView(QByteArrayView text)
{
    while (!text.isEmpty() && (text.front() == ' ' || text.front() == '\t'))
        text = text.sliced(1);
    while (!text.isEmpty() && (text.back() == ' ' || text.back() == '\t'))
        text.chop(1);
    return text;
}

bool hasToken(QByteArrayView list, QByteArrayView token)
{
    // A comma-separated header list such as "Connection: keep-alive, Upgrade".
    qsizetype start = 0;
    while (start <= list.size()) {
        qsizetype comma = list.indexOf(',', start);
        if (comma < 0)
            comma = list.size();
        if (trimmedView(list.sliced(start, comma - start)).compare(token, Qt::CaseInsensitive) == 0)
            return true;
        start = comma + 1;
    }
    return false;
}

} // namespace

QByteArray IncomingHttpRequest::header(QByteArrayView name) const
{
    for (const auto &[key, value] : headers) {
        if (QByteArrayView(key).compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

HttpRequestParser::HttpRequestParser(qint64 maxBodySize, qsizetype maxHeaderSize)
    : m_maxBodySize(maxBodySize)
    , m_maxHeaderSize(maxHeaderSize)
{
}

void HttpRequestParser::append(const QByteArray &bytes)
{
    if (m_state == State::Failed)
        return;
    if (m_pos == m_buffer.size()) {
        // The common case: everything before was consumed, so take the bytes as they are.
        m_buffer = bytes;
        m_pos = 0;
        return;
    }
    if (m_pos > 0 && m_pos >= m_buffer.size() / 2) {
        m_buffer.remove(0, m_pos);
        m_pos = 0;
    }
    m_buffer.append(bytes);
}

HttpRequestParser::Status HttpRequestParser::fail(int status, const QString &text)
{
    m_state = State::Failed;
    m_headScanned = 0;
    m_errorStatus = status;
    m_errorText = text;
    m_buffer.clear();
    m_pos = 0;
    return Status::Error;
}

bool HttpRequestParser::takeLine(QByteArrayView *line)
{
    const qsizetype newline = m_buffer.indexOf('\n', m_pos);
    if (newline < 0)
        return false;
    qsizetype end = newline;
    if (end > m_pos && m_buffer.at(end - 1) == '\r')
        --end;
    *line = QByteArrayView(m_buffer).sliced(m_pos, end - m_pos);
    m_pos = newline + 1;
    return true;
}

HttpRequestParser::Status HttpRequestParser::complete()
{
    m_state = State::Head;
    m_sendContinue = false;
    if (m_pos == m_buffer.size()) {
        m_buffer.clear();
        m_pos = 0;
    }
    return Status::Request;
}

HttpRequestParser::Status HttpRequestParser::next()
{
    for (;;) {
        switch (m_state) {
        case State::Failed:
            return Status::Error;

        case State::Head: {
            // "a server that is expecting to receive and parse a request-line SHOULD ignore
            // at least one empty line (CRLF) received prior to the request-line"
            while (m_pos < m_buffer.size()
                   && (m_buffer.at(m_pos) == '\r' || m_buffer.at(m_pos) == '\n')) {
                ++m_pos;
            }
            if (m_pos == m_buffer.size()) {
                m_buffer.clear();
                m_pos = 0;
                return Status::NeedMore;
            }
            // The head ends at the first empty line; bare LF line ends are tolerated.
            qsizetype end = -1;
            qsizetype bodyStart = -1;
            // The search goes on where the last one stopped: a head trickling in a byte at a
            // time costs linear time, not quadratic (the fuzzer ran slow on such input).
            for (qsizetype i = m_buffer.indexOf('\n', m_pos + m_headScanned); i >= 0;
                 i = m_buffer.indexOf('\n', i + 1)) {
                if (i + 1 < m_buffer.size() && m_buffer.at(i + 1) == '\n') {
                    end = i;
                    bodyStart = i + 2;
                    break;
                }
                if (i + 2 < m_buffer.size() && m_buffer.at(i + 1) == '\r'
                    && m_buffer.at(i + 2) == '\n') {
                    end = i;
                    bodyStart = i + 3;
                    break;
                }
                if (i - m_pos > m_maxHeaderSize)
                    break;
            }
            if (end < 0) {
                // The last three bytes may begin the blank line: they are looked at again.
                m_headScanned = qMax<qsizetype>(0, m_buffer.size() - m_pos - 3);
                // A head of the largest allowed size is complete with at most three more
                // bytes ("\n\r\n"): only past those is it surely too large. Failing earlier
                // would refuse in pieces what is accepted whole (found by the fuzzer).
                if (m_buffer.size() - m_pos > m_maxHeaderSize + 3)
                    return fail(431, u"The request header section is larger than %1 KiB."_s
                                         .arg(m_maxHeaderSize / 1024));
                return Status::NeedMore;
            }
            if (end - m_pos > m_maxHeaderSize)
                return fail(431, u"The request header section is larger than %1 KiB."_s
                                     .arg(m_maxHeaderSize / 1024));
            m_headScanned = 0;
            const QByteArrayView head = QByteArrayView(m_buffer).sliced(m_pos, end - m_pos);
            m_request = {};
            if (!parseHead(head))
                return Status::Error;
            m_pos = bodyStart;
            break;
        }

        case State::Body: {
            const qsizetype available = m_buffer.size() - m_pos;
            if (available < m_remaining) {
                if (m_expectContinue) {
                    m_expectContinue = false;
                    m_sendContinue = true;
                }
                return Status::NeedMore;
            }
            m_request.body = m_buffer.mid(m_pos, m_remaining);
            m_pos += m_remaining;
            return complete();
        }

        case State::ChunkSize: {
            QByteArrayView line;
            if (!takeLine(&line)) {
                if (m_buffer.size() - m_pos > 1024)
                    return fail(400, u"A chunk size line is too long."_s);
                if (m_expectContinue) {
                    m_expectContinue = false;
                    m_sendContinue = true;
                }
                return Status::NeedMore;
            }
            const qsizetype semicolon = line.indexOf(';');
            const QByteArrayView digits =
                trimmedView(semicolon >= 0 ? line.first(semicolon) : line);
            // 15 hex digits fit 64 bits; longer is refused before a digit is read (found by
            // the fuzzer: reading them first overflowed).
            bool ok = digits.size() > 0 && digits.size() <= 15;
            qint64 size = 0;
            for (char c : ok ? digits : QByteArrayView()) {
                const int value = c >= '0' && c <= '9'   ? c - '0'
                                  : c >= 'a' && c <= 'f' ? c - 'a' + 10
                                  : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                                         : -1;
                if (value < 0) {
                    ok = false;
                    break;
                }
                size = size * 16 + value;
            }
            if (!ok)
                return fail(400, u"A chunk size is not a hexadecimal number."_s);
            if (size == 0) {
                m_state = State::Trailer;
                m_trailerBytes = 0;
                break;
            }
            if (m_request.body.size() + size > m_maxBodySize)
                return fail(413, u"The request body is larger than %1 MiB."_s
                                     .arg(m_maxBodySize / (1024 * 1024)));
            m_remaining = size;
            m_state = State::ChunkData;
            break;
        }

        case State::ChunkData: {
            const qsizetype available = m_buffer.size() - m_pos;
            const qsizetype take = std::min<qint64>(available, m_remaining);
            if (take > 0) {
                m_request.body.append(QByteArrayView(m_buffer).sliced(m_pos, take));
                m_pos += take;
                m_remaining -= take;
            }
            if (m_remaining > 0)
                return Status::NeedMore;
            // The chunk's data is followed by CRLF.
            if (m_buffer.size() - m_pos < 2) {
                if (m_buffer.size() - m_pos == 1 && m_buffer.at(m_pos) == '\n') {
                    ++m_pos;
                    m_state = State::ChunkSize;
                    break;
                }
                return Status::NeedMore;
            }
            if (m_buffer.at(m_pos) == '\r' && m_buffer.at(m_pos + 1) == '\n')
                m_pos += 2;
            else if (m_buffer.at(m_pos) == '\n')
                m_pos += 1;
            else
                return fail(400, u"A chunk is longer than its size says."_s);
            m_state = State::ChunkSize;
            break;
        }

        case State::Trailer: {
            QByteArrayView line;
            if (!takeLine(&line)) {
                // A lone CR may begin the blank line that ends the section, which is never too
                // large; anything else becomes a line of at least its bytes less a CR, plus
                // CRLF. Failing on less would refuse in pieces what is accepted whole (found
                // by the fuzzer).
                // Nothing buffered yet is no line at all: the next may be the blank one.
                const qsizetype buffered = m_buffer.size() - m_pos;
                const bool blankLineStarts = buffered == 1 && m_buffer.at(m_pos) == '\r';
                if (buffered > 0 && !blankLineStarts && m_trailerBytes + buffered + 1 > m_maxHeaderSize)
                    return fail(431, u"The request trailer section is too large."_s);
                return Status::NeedMore;
            }
            m_trailerBytes += line.size() + 2;
            if (line.isEmpty())
                return complete();
            if (m_trailerBytes > m_maxHeaderSize)
                return fail(431, u"The request trailer section is too large."_s);
            break; // trailer fields are read and dropped
        }
        }
    }
}

bool HttpRequestParser::parseHead(QByteArrayView head)
{
    qsizetype lineEnd = head.indexOf('\n');
    QByteArrayView requestLine = lineEnd < 0 ? head : head.first(lineEnd);
    if (requestLine.endsWith('\r'))
        requestLine.chop(1);

    // request-line = method SP request-target SP HTTP-version
    const qsizetype firstSpace = requestLine.indexOf(' ');
    const qsizetype lastSpace = requestLine.lastIndexOf(' ');
    if (firstSpace <= 0 || lastSpace == firstSpace) {
        fail(400, u"The request line is malformed."_s);
        return false;
    }
    const QByteArrayView method = requestLine.first(firstSpace);
    const QByteArrayView target = requestLine.sliced(firstSpace + 1, lastSpace - firstSpace - 1);
    const QByteArrayView version = requestLine.sliced(lastSpace + 1);
    if (!isToken(method) || target.isEmpty() || target.contains(' ')) {
        fail(400, u"The request line is malformed."_s);
        return false;
    }
    for (char c : target) {
        if (uchar(c) <= 0x20 || uchar(c) == 0x7F) {
            fail(400, u"The request target contains control characters."_s);
            return false;
        }
    }
    if (version == "HTTP/1.1") {
        m_request.minorVersion = 1;
    } else if (version == "HTTP/1.0") {
        m_request.minorVersion = 0;
    } else if (version.size() == 8 && version.startsWith("HTTP/") && version.at(6) == '.') {
        fail(505, u"Only HTTP/1.0 and HTTP/1.1 are supported."_s);
        return false;
    } else {
        fail(400, u"The request line is malformed."_s);
        return false;
    }
    m_request.method = method.toByteArray();
    m_request.target = target.toByteArray();

    QByteArrayView path = target;
    if (path.startsWith("http://") || path.startsWith("https://")) {
        // absolute-form: drop the scheme and authority
        const qsizetype authority = path.indexOf("//") + 2;
        const qsizetype slash = path.indexOf('/', authority);
        path = slash < 0 ? QByteArrayView("/") : path.sliced(slash);
    }
    const qsizetype query = path.indexOf('?');
    if (query >= 0)
        path = path.first(query);
    const qsizetype fragment = path.indexOf('#');
    if (fragment >= 0)
        path = path.first(fragment);
    m_request.path = path.toByteArray();

    qint64 contentLength = -1;
    bool chunked = false;
    bool hasTransferEncoding = false;
    bool connectionClose = false;
    bool connectionKeepAlive = false;
    m_expectContinue = false;
    while (lineEnd >= 0) {
        const qsizetype start = lineEnd + 1;
        lineEnd = head.indexOf('\n', start);
        QByteArrayView line = head.sliced(start, (lineEnd < 0 ? head.size() : lineEnd) - start);
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.isEmpty())
            continue;
        if (line.front() == ' ' || line.front() == '\t') {
            fail(400, u"Folded header lines are not allowed."_s);
            return false;
        }
        const qsizetype colon = line.indexOf(':');
        // "No whitespace is allowed between the field name and colon."
        if (colon <= 0 || !isToken(line.first(colon))) {
            fail(400, u"A header line is malformed."_s);
            return false;
        }
        const QByteArrayView name = line.first(colon);
        const QByteArrayView value = trimmedView(line.sliced(colon + 1));
        m_request.headers.append({name.toByteArray(), value.toByteArray()});

        if (name.compare("Content-Length", Qt::CaseInsensitive) == 0) {
            bool ok = !value.isEmpty() && value.size() <= 18;
            for (char c : value)
                ok = ok && c >= '0' && c <= '9';
            const qint64 length = ok ? value.toLongLong(&ok) : -1;
            if (!ok || (contentLength >= 0 && contentLength != length)) {
                fail(400, u"The Content-Length header is invalid."_s);
                return false;
            }
            contentLength = length;
        } else if (name.compare("Transfer-Encoding", Qt::CaseInsensitive) == 0) {
            hasTransferEncoding = true;
            if (value.compare("chunked", Qt::CaseInsensitive) != 0) {
                fail(501, u"Only the chunked transfer coding is supported."_s);
                return false;
            }
            chunked = true;
        } else if (name.compare("Connection", Qt::CaseInsensitive) == 0) {
            connectionClose = connectionClose || hasToken(value, "close");
            connectionKeepAlive = connectionKeepAlive || hasToken(value, "keep-alive");
        } else if (name.compare("Expect", Qt::CaseInsensitive) == 0) {
            m_expectContinue = value.compare("100-continue", Qt::CaseInsensitive) == 0;
        }
    }
    if (hasTransferEncoding && contentLength >= 0) {
        // RFC 9112 §6.1: such a message may be an attempt at request smuggling.
        fail(400, u"A request must not have both Content-Length and Transfer-Encoding."_s);
        return false;
    }
    m_request.keepAlive = m_request.minorVersion == 1 ? !connectionClose : connectionKeepAlive;
    if (m_request.minorVersion == 0)
        m_expectContinue = false; // 1.0 clients do not wait for 100 Continue

    if (chunked) {
        m_state = State::ChunkSize;
    } else if (contentLength > m_maxBodySize) {
        fail(413, u"The request body is larger than %1 MiB."_s
                      .arg(m_maxBodySize / (1024 * 1024)));
        return false;
    } else if (contentLength > 0) {
        m_remaining = contentLength;
        m_state = State::Body;
    } else {
        m_state = State::Body;
        m_remaining = 0;
        m_expectContinue = false;
    }
    return true;
}

} // namespace RpcScope

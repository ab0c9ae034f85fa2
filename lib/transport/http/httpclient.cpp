#include "lib/transport/http/httpclient.h"

#include "lib/transport/http/httpconnection.h"

#include <QBasicTimer>
#include <QDateTime>
#include <QElapsedTimer>
#include <QMetaMethod>
#include <QTimerEvent>

#include <algorithm>
#include <utility>

namespace RpcScope {

namespace {

// Idle keep-alive connections kept per pool key; older ones are closed beyond that.
constexpr int MaxIdlePerKey = 6;
// A Content-Length above this still works; the body just grows instead of being reserved.
constexpr qint64 MaxBodyReserve = qint64(256) << 20;

bool isFollowable(int status)
{
    return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
}

bool hasHeader(const HeaderList &headers, QByteArrayView name)
{
    for (const auto &field : headers) {
        if (field.first.compare(name, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

bool asksToClose(const HeaderList &headers)
{
    for (const auto &field : headers) {
        if (field.first.compare("Connection", Qt::CaseInsensitive) != 0)
            continue;
        for (const QByteArray &item : field.second.split(',')) {
            if (item.trimmed().compare("close", Qt::CaseInsensitive) == 0)
                return true;
        }
    }
    return false;
}

// RFC 9110 §5.6.2 token: what a method and a field name must be.
bool isToken(QByteArrayView text)
{
    if (text.isEmpty())
        return false;
    for (const char c : text) {
        if (c <= ' ' || c >= 0x7f || QByteArrayView("\"(),/:;<=>?@[\\]{}").contains(c))
            return false;
    }
    return true;
}

bool isFieldValue(QByteArrayView value)
{
    return !value.contains('\r') && !value.contains('\n') && !value.contains('\0');
}

// RFC 6454 origin: where credentials may go.
bool sameOrigin(const QUrl &a, const QUrl &b)
{
    const int defaultA = a.scheme() == u"https" ? 443 : 80;
    const int defaultB = b.scheme() == u"https" ? 443 : 80;
    return a.scheme() == b.scheme() && a.host().compare(b.host(), Qt::CaseInsensitive) == 0
            && a.port(defaultA) == b.port(defaultB);
}

QString hostAndPort(const QString &host, quint16 port)
{
    return host.contains(u':') ? QStringLiteral("[%1]:%2").arg(host).arg(port)
                               : QStringLiteral("%1:%2").arg(host).arg(port);
}

} // namespace

struct HttpClient::Exchange
{
    quint64 ticket = 0;
    HttpRequest request;
    HeaderList headers;          ///< the caller's, less what a cross-origin redirect removed
    QUrl url;                    ///< of the current hop
    QString host;
    quint16 port = 0;
    bool tls = false;
    QByteArray poolKey;
    QByteArray wireHead;
    HttpMeta meta;
    TransportReply reply;
    QElapsedTimer clock;
    QBasicTimer deadline;
    HttpConnection *connection = nullptr;
    bool retried = false;        ///< the one reconnect after a stale keep-alive connection was used
    bool following = false;      ///< this hop's 3xx will be followed
    bool capped = false;         ///< this hop's 3xx would be followed, but maxRedirects is reached
    bool closeAfter = false;     ///< the request said Connection: close
};

HttpClient::HttpClient(QObject *parent)
    : QObject(parent)
{
}

HttpClient::~HttpClient() = default;

QByteArray HttpClient::defaultUserAgent()
{
    return QByteArrayLiteral("RpcScope/" RPCSCOPE_VERSION);
}

int HttpClient::idleConnectionCount() const
{
    int count = 0;
    for (const auto &list : m_idle)
        count += int(list.size());
    return count;
}

quint64 HttpClient::start(const HttpRequest &request)
{
    const quint64 ticket = ++m_lastTicket;
    auto owned = std::make_unique<Exchange>();
    Exchange &exchange = *owned;
    exchange.ticket = ticket;
    exchange.request = request;
    exchange.headers = request.headers;
    exchange.clock.start();
    exchange.reply.timings.startedEpochMs = QDateTime::currentMSecsSinceEpoch();
    if (request.timeoutMs > 0) {
        exchange.deadline.start(request.timeoutMs, Qt::PreciseTimer, this); // never early
        m_deadlines.insert(exchange.deadline.timerId(), ticket);
    }
    m_exchanges.emplace(ticket, std::move(owned));

    m_startingTicket = ticket;
    const TransportError invalid = prepareHop(exchange, request.url);
    if (invalid.isError())
        finish(ticket, invalid);
    else
        dispatch(exchange, false);
    m_startingTicket = 0;
    return ticket;
}

TransportError HttpClient::prepareHop(Exchange &exchange, const QUrl &url)
{
    using Kind = TransportError::Kind;
    const HttpRequest &request = exchange.request;
    exchange.url = url;
    exchange.meta = HttpMeta();
    exchange.meta.url = url;
    exchange.meta.method = request.method;

    const QString shown = url.toDisplayString(QUrl::RemovePassword);
    if (url.isEmpty())
        return {Kind::Unsupported, tr("No URL was given.")};
    if (!url.isValid())
        return {Kind::Unsupported, tr("The URL \"%1\" is not valid: %2.").arg(shown, url.errorString())};
    const QString scheme = url.scheme();
    if (scheme != u"http" && scheme != u"https")
        return {Kind::Unsupported, tr("The URL \"%1\" is neither an http nor an https URL.").arg(shown)};
    if (url.host().isEmpty())
        return {Kind::Unsupported, tr("The URL \"%1\" names no host.").arg(shown)};
    if (!isToken(request.method))
        return {Kind::Unsupported, tr("\"%1\" is not a valid HTTP method.").arg(QString::fromLatin1(request.method))};
    for (const auto &field : std::as_const(exchange.headers)) {
        if (!isToken(field.first)) {
            return {Kind::Unsupported,
                    tr("\"%1\" is not a valid HTTP header name.").arg(QString::fromLatin1(field.first))};
        }
        if (!isFieldValue(field.second)) {
            return {Kind::Unsupported,
                    tr("The value of the header %1 contains a line break or a NUL byte.")
                            .arg(QString::fromLatin1(field.first))};
        }
    }

    exchange.tls = scheme == u"https";
    const int defaultPort = exchange.tls ? 443 : 80;
    exchange.host = url.host(QUrl::FullyEncoded); // IDN as ACE, IPv6 without brackets
    exchange.port = quint16(url.port(defaultPort));

    QByteArray target = url.toEncoded(QUrl::RemoveScheme | QUrl::RemoveAuthority | QUrl::RemoveFragment);
    if (!target.startsWith('/'))
        target.prepend('/');
    exchange.meta.target = target;

    // The caller's order is kept; only what HTTP/1.1 needs and the caller left out is added.
    HeaderList &written = exchange.meta.requestHeaders;
    written.reserve(exchange.headers.size() + 4);
    if (!hasHeader(exchange.headers, "Host")) {
        QByteArray host = exchange.host.toLatin1();
        if (host.contains(':'))
            host = '[' + host + ']';
        if (exchange.port != defaultPort)
            host += ':' + QByteArray::number(exchange.port);
        written.append({QByteArrayLiteral("Host"), host});
    }
    written.append(exchange.headers);
    if (!hasHeader(exchange.headers, "User-Agent"))
        written.append({QByteArrayLiteral("User-Agent"), defaultUserAgent()});
    if (!url.userName().isEmpty() && !hasHeader(exchange.headers, "Authorization")) {
        // http://user:password@host/ is how bitcoind-style endpoints are written.
        const QByteArray credentials = url.userName(QUrl::FullyDecoded).toUtf8() + ':'
                + url.password(QUrl::FullyDecoded).toUtf8();
        written.append({QByteArrayLiteral("Authorization"), "Basic " + credentials.toBase64()});
    }
    const bool framed = hasHeader(exchange.headers, "Content-Length")
            || hasHeader(exchange.headers, "Transfer-Encoding");
    const QByteArray &method = request.method;
    if (!framed && (!request.body.isEmpty() || method == "POST" || method == "PUT" || method == "PATCH"))
        written.append({QByteArrayLiteral("Content-Length"), QByteArray::number(request.body.size())});
    exchange.closeAfter = asksToClose(written);

    qsizetype size = method.size() + target.size() + 13;
    for (const auto &field : std::as_const(written))
        size += field.first.size() + field.second.size() + 4;
    QByteArray &head = exchange.wireHead;
    head.clear();
    head.reserve(size);
    head.append(method).append(' ').append(target).append(" HTTP/1.1\r\n");
    for (const auto &field : std::as_const(written))
        head.append(field.first).append(": ").append(field.second).append("\r\n");
    head.append("\r\n");

    QByteArray &key = exchange.poolKey;
    key = scheme.toLatin1() + "://" + exchange.host.toLower().toLatin1() + ':' + QByteArray::number(exchange.port);
    // DefaultProxy is not resolved here: QNetworkProxy::applicationProxy() may ask the system
    // (libproxy, on another thread) each time. The socket resolves it once per connection.
    const QNetworkProxy &proxy = request.proxy;
    if (proxy.type() != QNetworkProxy::NoProxy) {
        key += " proxy=" + QByteArray::number(int(proxy.type())) + ':' + proxy.hostName().toUtf8() + ':'
                + QByteArray::number(proxy.port()) + ':' + proxy.user().toUtf8();
    }
    if (exchange.tls)
        key += (request.insecure ? " insecure " : " verify ") + request.tls.fingerprint();
    return {};
}

void HttpClient::dispatch(Exchange &exchange, bool freshConnection)
{
    HttpConnection *connection = freshConnection ? nullptr : takeIdleConnection(exchange.poolKey);
    const bool reused = connection != nullptr;
    if (!reused)
        connection = newConnection(exchange.poolKey);
    connection->setTicket(exchange.ticket);
    exchange.connection = connection;
    exchange.meta.reusedConnection = reused;
    exchange.reply.timings.connectedMs = reused ? exchange.clock.elapsed() : -1;
    exchange.reply.timings.sentMs = -1;
    exchange.reply.timings.firstByteMs = -1;
    const bool headRequest = exchange.request.method == "HEAD";
    // On a reused connection send() writes at once, and a dead socket may fail it right
    // there (onFailed() then retries): nothing may touch the exchange after it.
    connection->send(exchange.wireHead, exchange.request.body, headRequest, exchange.request.maxBodyBytes);
    if (!reused)
        connection->open(exchange.host, exchange.port, exchange.tls, exchange.request);
}

HttpConnection *HttpClient::takeIdleConnection(const QByteArray &key)
{
    const auto it = m_idle.find(key);
    if (it == m_idle.end())
        return nullptr;
    HttpConnection *found = nullptr;
    while (!found && !it->isEmpty()) {
        HttpConnection *candidate = it->takeLast();
        if (candidate->isIdle())
            found = candidate;
        else
            discard(candidate);
    }
    if (it->isEmpty())
        m_idle.erase(it);
    return found;
}

HttpConnection *HttpClient::newConnection(const QByteArray &key)
{
    auto *connection = new HttpConnection(key, this);
    connect(connection, &HttpConnection::connected, this, [this, connection] {
        if (Exchange *exchange = exchangeOf(connection))
            exchange->reply.timings.connectedMs = exchange->clock.elapsed();
    });
    connect(connection, &HttpConnection::requestSent, this, [this, connection] {
        if (Exchange *exchange = exchangeOf(connection))
            exchange->reply.timings.sentMs = exchange->clock.elapsed();
    });
    connect(connection, &HttpConnection::firstByte, this, [this, connection] {
        if (Exchange *exchange = exchangeOf(connection))
            exchange->reply.timings.firstByteMs = exchange->clock.elapsed();
    });
    connect(connection, &HttpConnection::headReceived, this,
            [this, connection](const HttpResponseHead &head) { onHead(connection, head); });
    connect(connection, &HttpConnection::bodyReceived, this,
            [this, connection](const QByteArray &piece) { onBody(connection, piece); });
    connect(connection, &HttpConnection::responseComplete, this,
            [this, connection](const HeaderList &trailers) { onComplete(connection, trailers); });
    connect(connection, &HttpConnection::failed, this,
            [this, connection](const TransportError &error) { onFailed(connection, error); });
    connect(connection, &HttpConnection::idleClosed, this, [this, connection] { onIdleClosed(connection); });
    connect(connection, &HttpConnection::tlsNote, this, &HttpClient::diagnostic);
    return connection;
}

void HttpClient::discard(HttpConnection *connection)
{
    connection->setTicket(0);
    connection->close();
    connection->deleteLater(); // we may be inside one of its signals
}

void HttpClient::park(HttpConnection *connection)
{
    if (!connection->isIdle()) {
        discard(connection);
        return;
    }
    QList<HttpConnection *> &idle = m_idle[connection->poolKey()];
    idle.append(connection);
    if (idle.size() > MaxIdlePerKey)
        discard(idle.takeFirst());
}

void HttpClient::onIdleClosed(HttpConnection *connection)
{
    const auto it = m_idle.find(connection->poolKey());
    if (it != m_idle.end()) {
        it->removeOne(connection);
        if (it->isEmpty())
            m_idle.erase(it);
    }
    discard(connection);
}

HttpClient::Exchange *HttpClient::exchangeOf(HttpConnection *connection)
{
    const auto it = m_exchanges.find(connection->ticket());
    if (it == m_exchanges.end() || it->second->connection != connection)
        return nullptr;
    return it->second.get();
}

void HttpClient::onHead(HttpConnection *connection, const HttpResponseHead &head)
{
    Exchange *exchange = exchangeOf(connection);
    if (!exchange)
        return;
    HttpMeta &meta = exchange->meta;
    meta.version = head.version;
    meta.status = head.status;
    meta.reason = head.reason;
    meta.responseHeaders = head.headers;
    const bool redirect = exchange->request.followRedirects && isFollowable(head.status)
            && !headerValue(head.headers, "Location").isEmpty();
    exchange->following = redirect && exchange->reply.redirects.size() < exchange->request.maxRedirects;
    exchange->capped = redirect && !exchange->following;
    if (exchange->following)
        return;
    const qint64 expected = connection->expectedBodyBytes();
    if (expected > (qint64(1) << 20))
        exchange->reply.body.reserve(qMin(expected, MaxBodyReserve));
    static const QMetaMethod signal = QMetaMethod::fromSignal(&HttpClient::headersReceived);
    if (isSignalConnected(signal))
        emit headersReceived(exchange->ticket, meta);
}

void HttpClient::onBody(HttpConnection *connection, const QByteArray &piece)
{
    Exchange *exchange = exchangeOf(connection);
    if (!exchange || exchange->following)
        return;
    if (exchange->request.keepBody)
        exchange->reply.body.append(piece);
    static const QMetaMethod signal = QMetaMethod::fromSignal(&HttpClient::bodyChunk);
    if (isSignalConnected(signal))
        emit bodyChunk(exchange->ticket, piece);
}

void HttpClient::onComplete(HttpConnection *connection, const HeaderList &trailers)
{
    Exchange *exchange = exchangeOf(connection);
    connection->setTicket(0);
    if (!exchange || exchange->closeAfter)
        discard(connection);
    else
        park(connection); // before finished(): a follow-up request from its handler reuses it
    if (!exchange)
        return;
    exchange->connection = nullptr;
    exchange->reply.bytesSent += connection->exchangeBytesSent();
    exchange->reply.bytesReceived += connection->exchangeBytesReceived();
    // Trailers come after the body on the wire, and so in the list.
    exchange->meta.responseHeaders.append(trailers);
    if (exchange->following) {
        followRedirect(*exchange);
        return;
    }
    if (exchange->capped) {
        const QUrl next = exchange->url.resolved(
                QUrl::fromEncoded(headerValue(exchange->meta.responseHeaders, "Location")));
        finish(exchange->ticket,
               {TransportError::Kind::Protocol,
                tr("Stopped at the limit of %1 redirects: the answer %2 points on to %3.")
                        .arg(exchange->request.maxRedirects)
                        .arg(exchange->meta.status)
                        .arg(next.toDisplayString(QUrl::RemovePassword))});
        return;
    }
    finish(exchange->ticket, {});
}

void HttpClient::followRedirect(Exchange &exchange)
{
    using Kind = TransportError::Kind;
    exchange.reply.redirects.append(exchange.meta);
    const QByteArray location = headerValue(exchange.meta.responseHeaders, "Location");
    const QUrl next = exchange.url.resolved(QUrl::fromEncoded(location));
    if (!next.isValid() || (next.scheme() != u"http" && next.scheme() != u"https")) {
        finish(exchange.ticket,
               {Kind::Unsupported, tr("The server redirected to \"%1\", which is not an http or https URL.")
                                           .arg(QString::fromUtf8(location))});
        return;
    }
    if (!sameOrigin(exchange.url, next)) {
        // Credentials belong to the origin they were given for (RFC 9110 §15.4.4).
        QList<QByteArray> sensitive = exchange.request.sensitiveHeaders;
        sensitive << QByteArrayLiteral("Authorization") << QByteArrayLiteral("Cookie")
                  << QByteArrayLiteral("Proxy-Authorization")
                  << QByteArrayLiteral("Host"); // the caller's Host named the old origin
        exchange.headers.removeIf([&sensitive](const QPair<QByteArray, QByteArray> &field) {
            return std::any_of(sensitive.cbegin(), sensitive.cend(), [&field](const QByteArray &name) {
                return field.first.compare(name, Qt::CaseInsensitive) == 0;
            });
        });
    }
    exchange.reply.body.clear();
    exchange.following = false;
    exchange.capped = false;
    exchange.retried = false;
    const TransportError invalid = prepareHop(exchange, next);
    if (invalid.isError()) {
        finish(exchange.ticket, invalid);
        return;
    }
    dispatch(exchange, false);
}

void HttpClient::onFailed(HttpConnection *connection, const TransportError &error)
{
    Exchange *exchange = exchangeOf(connection);
    discard(connection);
    if (!exchange)
        return;
    exchange->connection = nullptr;
    exchange->reply.bytesSent += connection->exchangeBytesSent();
    exchange->reply.bytesReceived += connection->exchangeBytesReceived();
    // A keep-alive connection the server closed while it sat idle: the request never
    // reached it, so sending it again on a new connection is safe. Once only.
    const bool stale = connection->isReused() && !connection->responseStarted()
            && (error.kind == TransportError::Kind::ConnectionClosed || error.kind == TransportError::Kind::Network);
    if (stale && !exchange->retried) {
        exchange->retried = true;
        dispatch(*exchange, true);
        return;
    }
    const HttpResponseHead &head = connection->responseHead();
    if (exchange->meta.status == 0 && head.status != 0) {
        exchange->meta.version = head.version;
        exchange->meta.status = head.status;
        exchange->meta.reason = head.reason;
        exchange->meta.responseHeaders = head.headers;
    }
    finish(exchange->ticket, error);
}

void HttpClient::abort(quint64 ticket, const TransportError &why)
{
    if (m_exchanges.find(ticket) == m_exchanges.end())
        return;
    if (why.isError())
        finish(ticket, why);
    else
        finish(ticket, {TransportError::Kind::Canceled, tr("The request was canceled.")});
}

void HttpClient::abortAll(const TransportError &why)
{
    QList<quint64> tickets;
    tickets.reserve(qsizetype(m_exchanges.size()));
    for (const auto &entry : m_exchanges)
        tickets.append(entry.first);
    std::sort(tickets.begin(), tickets.end());
    for (const quint64 ticket : std::as_const(tickets))
        abort(ticket, why);
    closeIdleConnections();
}

void HttpClient::closeIdleConnections()
{
    const auto idle = std::exchange(m_idle, {});
    for (const auto &list : idle) {
        for (HttpConnection *connection : list)
            discard(connection);
    }
}

void HttpClient::timerEvent(QTimerEvent *event)
{
    const auto it = m_deadlines.constFind(event->timerId());
    if (it == m_deadlines.cend()) {
        QObject::timerEvent(event);
        return;
    }
    const quint64 ticket = it.value();
    const auto found = m_exchanges.find(ticket);
    if (found == m_exchanges.end()) {
        m_deadlines.erase(it);
        return;
    }
    const Exchange &exchange = *found->second;
    finish(ticket, {TransportError::Kind::Timeout,
                    tr("No complete answer from %1 within %2 ms.")
                            .arg(hostAndPort(exchange.host.isEmpty() ? exchange.url.host() : exchange.host,
                                             exchange.port))
                            .arg(exchange.request.timeoutMs)});
}

void HttpClient::finish(quint64 ticket, const TransportError &error)
{
    const auto it = m_exchanges.find(ticket);
    if (it == m_exchanges.end())
        return;
    const std::unique_ptr<Exchange> exchange = std::move(it->second);
    m_exchanges.erase(it);
    if (exchange->deadline.isActive()) {
        m_deadlines.remove(exchange->deadline.timerId());
        exchange->deadline.stop();
    }
    if (HttpConnection *connection = exchange->connection) {
        // Cut off mid-exchange (abort, deadline): the connection's state is unknown, drop it.
        exchange->reply.bytesSent += connection->exchangeBytesSent();
        exchange->reply.bytesReceived += connection->exchangeBytesReceived();
        discard(connection);
    }
    TransportReply reply = std::move(exchange->reply);
    reply.ticket = ticket;
    reply.http = std::move(exchange->meta);
    reply.timings.totalMs = exchange->clock.elapsed();
    reply.error = error;
    if (ticket == m_startingTicket) {
        // Never answer from inside start(): the caller does not know the ticket yet.
        QMetaObject::invokeMethod(
                this, [this, ticket, reply] { emit finished(ticket, reply); }, Qt::QueuedConnection);
        return;
    }
    emit finished(ticket, reply);
}

} // namespace RpcScope

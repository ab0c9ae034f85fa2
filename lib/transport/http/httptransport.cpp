#include "lib/transport/http/httptransport.h"

#include "lib/transport/http/httpauthorizer.h"
#include "lib/transport/http/httpclient.h"

#include <QDateTime>
#include <QTimer>

#include <utility>

namespace RpcScope {

HttpTransport::HttpTransport(const QUrl &url, const HttpEndpointOptions &options, QObject *parent)
    : Transport(parent)
    , m_url(url)
    , m_options(options)
    , m_client(new HttpClient(this))
{
    connect(m_client, &HttpClient::finished, this, &HttpTransport::onFinished);
    connect(m_client, &HttpClient::diagnostic, this, &Transport::diagnostic);
}

HttpTransport::~HttpTransport() = default;

QString HttpTransport::endpoint() const
{
    return m_url.toDisplayString(QUrl::RemovePassword);
}

HttpRequest HttpTransport::request(const QByteArray &payload, const SendOptions &options) const
{
    HttpRequest request;
    request.method = QByteArrayLiteral("POST");
    request.url = m_url;
    request.body = payload;
    request.timeoutMs = options.noDeadline ? 0 : m_options.timeoutMs;
    request.followRedirects = m_options.followRedirects;
    request.maxRedirects = m_options.maxRedirects;
    request.insecure = m_options.insecure;
    request.maxBodyBytes = m_options.maxBodyBytes;
    request.sensitiveHeaders = m_options.sensitiveHeaders;
    request.tls = m_options.tls;
    request.proxy = m_options.proxy;

    HeaderList &headers = request.headers;
    headers.reserve(3 + m_options.headers.size() + options.extraHeaders.size());
    headers.append({QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/json")});
    headers.append({QByteArrayLiteral("Accept"), options.streaming
                                                         ? QByteArrayLiteral("application/json, text/event-stream")
                                                         : QByteArrayLiteral("application/json")});
    if (!m_options.bearerToken.isEmpty())
        headers.append({QByteArrayLiteral("Authorization"), "Bearer " + m_options.bearerToken});
    overlayHeaders(headers, m_options.headers);
    overlayHeaders(headers, options.extraHeaders);
    if (m_authorizer)
        overlayHeaders(headers, m_authorizer->credentials(request.method, request.url));
    return request;
}

void HttpTransport::setAuthorizer(HttpAuthorizer *authorizer)
{
    if (m_authorizer)
        m_authorizer->disconnect(this);
    // Sends waiting for the old one's credentials get none.
    onAuthorizerSettled({TransportError::Kind::Authorization, tr("The endpoint's authorization was replaced.")});
    m_authorizer = authorizer;
    if (!authorizer)
        return;
    connect(authorizer, &HttpAuthorizer::settled, this, [this](const TransportError &error) { onAuthorizerSettled(error); });
    connect(authorizer, &HttpAuthorizer::declined, this, [this] { onAuthorizerSettled({}, true); });
    connect(authorizer, &QObject::destroyed, this, [this] {
        onAuthorizerSettled({TransportError::Kind::Authorization, tr("The endpoint's authorization was closed.")});
    });
}

quint64 HttpTransport::sendOf(quint64 httpTicket) const
{
    const auto retry = m_retries.find(httpTicket);
    return retry != m_retries.end() ? retry->second : httpTicket;
}

bool HttpTransport::awaitCredentials(quint64 ticket, const TransportReply &reply)
{
    const auto it = m_authorized.find(ticket);
    // Three flows for one send at most: a server that refuses every token must not loop us.
    if (!m_authorizer || it == m_authorized.end() || it->second.flows >= 3 || reply.error.isError()
        || !m_authorizer->canAnswer(reply))
        return false;
    Authorized &send = it->second;
    ++send.flows;
    send.challenge = reply;
    m_streams.erase(ticket);
    if (send.generation != m_authorizer->generation()) {
        // Credentials came while this try was on its way: it goes again with them, no new flow.
        send.generation = m_authorizer->generation();
        send.http = m_client->start(request(send.payload, send.options));
        m_retries.emplace(send.http, ticket);
        return true;
    }
    send.http = 0;
    m_authorizer->authorize(m_url, reply);
    return true;
}

void HttpTransport::onAuthorizerSettled(const TransportError &error, bool declined)
{
    std::vector<quint64> waiting;
    for (const auto &[ticket, send] : m_authorized) {
        if (send.http == 0)
            waiting.push_back(ticket);
    }
    for (const quint64 ticket : waiting) {
        const auto it = m_authorized.find(ticket);
        if (it == m_authorized.end() || !m_pending.contains(ticket))
            continue;
        if (!declined && !error.isError() && m_authorizer) {
            it->second.generation = m_authorizer->generation();
            it->second.http = m_client->start(request(it->second.payload, it->second.options));
            m_retries.emplace(it->second.http, ticket);
            continue;
        }
        // No credentials: the answer is the server's challenge, and why we could not meet it
        // (nothing, when the server does not do OAuth: its 401 is its word).
        TransportReply reply = it->second.challenge;
        if (!declined)
            reply.error = error;
        endSend(ticket, reply);
    }
}

quint64 HttpTransport::send(const QByteArray &payload, const SendOptions &options)
{
    if (options.streaming)
        watchStreams();
    const quint64 ticket = m_client->start(request(payload, options));
    m_pending.insert(ticket);
    if (m_authorizer)
        m_authorized[ticket] = Authorized{payload, options, ticket, m_authorizer->generation(), 0, {}};
    if (options.streaming) {
        m_streamingSends.insert(ticket);
        if (options.resumable)
            m_resumable[ticket].extraHeaders = options.extraHeaders;
    }
    return ticket;
}

void HttpTransport::watchStreams()
{
    // Only now: HttpClient skips building the head and body signals nobody listens to.
    if (std::exchange(m_watchingStreams, true))
        return;
    connect(m_client, &HttpClient::headersReceived, this, &HttpTransport::onHeaders);
    connect(m_client, &HttpClient::bodyChunk, this, &HttpTransport::onBodyChunk);
}

void HttpTransport::onHeaders(quint64 clientTicket, const HttpMeta &meta)
{
    const quint64 httpTicket = sendOf(clientTicket);
    const auto hop = m_hops.find(httpTicket);
    const quint64 ticket = hop != m_hops.end() ? hop->second : httpTicket;
    if (!m_streamingSends.contains(ticket))
        return;
    const QByteArray type = headerValue(meta.responseHeaders, "content-type").split(';').first().trimmed().toLower();
    // A resuming GET continues the stream only with a 200 (a 405 says the server cannot).
    if (type == "text/event-stream" && (hop == m_hops.end() || meta.status == 200))
        m_streams.try_emplace(ticket, m_options.maxBodyBytes);
}

void HttpTransport::onBodyChunk(quint64 clientTicket, const QByteArray &chunk)
{
    const quint64 httpTicket = sendOf(clientTicket);
    const auto hop = m_hops.find(httpTicket);
    const quint64 ticket = hop != m_hops.end() ? hop->second : httpTicket;
    const auto it = m_streams.find(ticket);
    if (it == m_streams.end())
        return;
    const auto resumable = m_resumable.find(ticket);
    const int base = resumable != m_resumable.end() ? resumable->second.eventBase : 0;
    const QList<SseEvent> events = it->second.feed(chunk);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (SseEvent event : events) {
        event.epochMs = now;
        event.index += base;
        emit streamEvent(ticket, event);
        // A handler may have aborted the send (it saw the terminal event): the rest is unread.
        if (!m_streams.count(ticket))
            return;
    }
}

bool HttpTransport::resume(quint64 ticket, bool firstHop, const TransportReply &hopReply)
{
    const auto resumable = m_resumable.find(ticket);
    const auto stream = m_streams.find(ticket);
    if (resumable == m_resumable.end() || stream == m_streams.end() || !m_pending.contains(ticket))
        return false;
    // Stopped on purpose (the answer came, a cancel, the deadline): nothing to carry on.
    const TransportError::Kind kind = hopReply.error.kind;
    if (kind == TransportError::Kind::Canceled || kind == TransportError::Kind::Timeout
        || kind == TransportError::Kind::TooLarge)
        return false;
    Resume &r = resumable->second;
    const SseParser &parser = stream->second;
    if (!parser.dispatchedEventId().isEmpty())
        r.lastEventId = parser.dispatchedEventId();
    const int fruitless = parser.eventCount() == 0 ? r.fruitless + 1 : 0;
    if (r.lastEventId.isEmpty() || fruitless > 3)
        return false;

    r.fruitless = fruitless;
    r.eventBase += parser.eventCount();
    const int retryMs = parser.retryMs();
    if (firstHop) {
        r.sofar = hopReply;
        r.resuming = true;
    } else {
        r.sofar.body += hopReply.body;
        r.sofar.bytesSent += hopReply.bytesSent;
        r.sofar.bytesReceived += hopReply.bytesReceived;
    }
    // An event the break cut off is not reported: the server sends it again after the id.
    m_streams.erase(stream);
    // The server's retry field says when to come back; a stream that brings nothing is asked less often.
    const int delayMs = retryMs >= 0 ? qMin(retryMs, 10000) : 250 * r.fruitless;
    QTimer::singleShot(delayMs, this, [this, ticket] { startResumeHop(ticket); });
    // Last: a handler may delete the transport.
    const QString why = hopReply.error.isError() ? hopReply.error.message : tr("the server ended it");
    emit diagnostic(tr("The event stream of a request broke off (%1); resuming it with GET and Last-Event-ID: %2.")
                            .arg(why, QString::fromLatin1(r.lastEventId.left(100))));
    return true;
}

void HttpTransport::startResumeHop(quint64 ticket)
{
    const auto resumable = m_resumable.find(ticket);
    if (resumable == m_resumable.end() || !m_pending.contains(ticket) || resumable->second.hop != 0)
        return;
    Resume &r = resumable->second;
    SendOptions options;
    options.extraHeaders = r.extraHeaders;
    HttpRequest get = request({}, options);
    get.method = QByteArrayLiteral("GET");
    get.headers.removeIf([](const QPair<QByteArray, QByteArray> &h) {
        return h.first.compare("content-type", Qt::CaseInsensitive) == 0
                || h.first.compare("accept", Qt::CaseInsensitive) == 0
                || h.first.compare("last-event-id", Qt::CaseInsensitive) == 0;
    });
    get.headers.prepend({QByteArrayLiteral("Accept"), QByteArrayLiteral("text/event-stream")});
    get.headers.append({QByteArrayLiteral("Last-Event-ID"), r.lastEventId});
    r.hop = m_client->start(get);
    m_hops.emplace(r.hop, ticket);
}

void HttpTransport::onFinished(quint64 clientTicket, const TransportReply &hopReply)
{
    const quint64 httpTicket = sendOf(clientTicket);
    m_retries.erase(clientTicket);
    // A challenge: the send waits for credentials and goes again.
    if (m_pending.contains(httpTicket) && awaitCredentials(httpTicket, hopReply))
        return;
    const auto hop = m_hops.find(httpTicket);
    const bool resumedHop = hop != m_hops.end();
    const quint64 ticket = resumedHop ? hop->second : httpTicket;
    if (resumedHop)
        m_hops.erase(hop);
    TransportReply reply = hopReply;
    reply.ticket = ticket;
    const auto resumable = m_resumable.find(ticket);
    if (resumable != m_resumable.end()) {
        resumable->second.hop = 0;
        if (resume(ticket, !resumedHop, hopReply))
            return;
        if (resumedHop) {
            // The send's reply: the POST's head, and what every stream brought.
            const Resume &r = resumable->second;
            reply = r.sofar;
            reply.body += hopReply.body;
            reply.bytesSent += hopReply.bytesSent;
            reply.bytesReceived += hopReply.bytesReceived;
            reply.timings.totalMs = QDateTime::currentMSecsSinceEpoch() - reply.timings.startedEpochMs;
            reply.error = hopReply.error;
            if (!reply.error.isError() && !m_streams.count(ticket)) {
                const int status = hopReply.http ? hopReply.http->status : 0;
                reply.error = {TransportError::Kind::Protocol,
                               tr("The event stream broke off and could not be resumed: the GET with Last-Event-ID "
                                  "was answered HTTP %1.")
                                       .arg(hopReply.http ? hopReply.http->statusText() : QString::number(status))};
            }
        }
        m_resumable.erase(ticket);
    }
    m_streamingSends.remove(ticket);
    const auto it = m_streams.find(ticket);
    if (it != m_streams.end()) {
        SseParser parser = std::move(it->second);
        m_streams.erase(it);
        // The stream's end tells whether an event was cut off; a send stopped on purpose has no end to judge.
        const bool stopped = reply.error.kind == TransportError::Kind::Canceled
                || reply.error.kind == TransportError::Kind::Timeout;
        if (!stopped) {
            const qint64 now = QDateTime::currentMSecsSinceEpoch();
            for (SseEvent event : parser.finish()) {
                event.epochMs = now;
                emit streamEvent(ticket, event);
            }
        }
    }
    const auto authorized = m_authorized.find(ticket);
    if (authorized != m_authorized.end()) {
        const int status = reply.http ? reply.http->status : 0;
        if (!reply.error.isError() && authorized->second.flows > 0 && (status == 401 || status == 403)) {
            reply.error = {TransportError::Kind::Authorization,
                           tr("The server still refuses the credentials after %n authorization(s).", nullptr,
                              authorized->second.flows)};
        } else if (!reply.error.isError() && m_authorizer && status >= 200 && status < 300) {
            m_authorizer->accepted();
        }
        m_authorized.erase(authorized);
    }
    if (m_pending.remove(ticket))
        emit replied(ticket, reply);
}

void HttpTransport::abort(quint64 ticket, const TransportError &why)
{
    if (!m_pending.contains(ticket))
        return;
    const auto authorized = m_authorized.find(ticket);
    if (authorized != m_authorized.end() && authorized->second.http == 0) {
        // Waiting for credentials: nothing is on the wire; the answer is the challenge.
        TransportReply reply = authorized->second.challenge;
        reply.error = why.isError() ? why : TransportError{TransportError::Kind::Canceled, tr("Canceled.")};
        endSend(ticket, reply);
        return;
    }
    const auto resumable = m_resumable.find(ticket);
    if (resumable == m_resumable.end() || !resumable->second.resuming) {
        m_client->abort(authorized != m_authorized.end() ? authorized->second.http : ticket, why);
        return;
    }
    if (resumable->second.hop != 0) {
        m_client->abort(resumable->second.hop, why);   // its finished() ends the send
        return;
    }
    // Between two hops: nothing is running to stop.
    TransportReply reply = resumable->second.sofar;
    reply.timings.totalMs = QDateTime::currentMSecsSinceEpoch() - reply.timings.startedEpochMs;
    reply.error = why.isError() ? why : TransportError{TransportError::Kind::Canceled, tr("Canceled.")};
    endSend(ticket, reply);
}

void HttpTransport::endSend(quint64 ticket, const TransportReply &reply)
{
    m_authorized.erase(ticket);
    m_resumable.erase(ticket);
    m_streamingSends.remove(ticket);
    m_streams.erase(ticket);
    m_pending.remove(ticket);
    emit replied(ticket, reply);
}

void HttpTransport::close()
{
    const QList<quint64> tickets(m_pending.cbegin(), m_pending.cend());
    for (const quint64 ticket : tickets)
        abort(ticket, {TransportError::Kind::Canceled, tr("The transport was closed.")});
    m_client->closeIdleConnections();
}

} // namespace RpcScope

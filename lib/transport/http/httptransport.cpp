#include "lib/transport/http/httptransport.h"

#include "lib/transport/http/httpclient.h"

#include <QDateTime>

#include <utility>

namespace RpcScope {

namespace {

// A later group of headers overrides the same names (any case) of the earlier ones.
void overlay(HeaderList &headers, const HeaderList &layer)
{
    if (layer.isEmpty())
        return;
    headers.removeIf([&layer](const QPair<QByteArray, QByteArray> &field) {
        return std::any_of(layer.cbegin(), layer.cend(), [&field](const QPair<QByteArray, QByteArray> &given) {
            return given.first.compare(field.first, Qt::CaseInsensitive) == 0;
        });
    });
    headers.append(layer);
}

} // namespace

HttpTransport::HttpTransport(const QUrl &url, const HttpEndpointOptions &options, QObject *parent)
    : Transport(parent)
    , m_url(url)
    , m_options(options)
    , m_client(new HttpClient(this))
{
    connect(m_client, &HttpClient::finished, this, &HttpTransport::onFinished);
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
    request.timeoutMs = m_options.timeoutMs;
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
    overlay(headers, m_options.headers);
    overlay(headers, options.extraHeaders);
    return request;
}

quint64 HttpTransport::send(const QByteArray &payload, const SendOptions &options)
{
    if (options.streaming)
        watchStreams();
    const quint64 ticket = m_client->start(request(payload, options));
    m_pending.insert(ticket);
    if (options.streaming)
        m_streamingSends.insert(ticket);
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

void HttpTransport::onHeaders(quint64 ticket, const HttpMeta &meta)
{
    if (!m_streamingSends.contains(ticket))
        return;
    const QByteArray type = headerValue(meta.responseHeaders, "content-type").split(';').first().trimmed().toLower();
    if (type == "text/event-stream")
        m_streams.try_emplace(ticket, m_options.maxBodyBytes);
}

void HttpTransport::onBodyChunk(quint64 ticket, const QByteArray &chunk)
{
    const auto it = m_streams.find(ticket);
    if (it == m_streams.end())
        return;
    const QList<SseEvent> events = it->second.feed(chunk);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (SseEvent event : events) {
        event.epochMs = now;
        emit streamEvent(ticket, event);
        // A handler may have aborted the send (it saw the terminal event): the rest is unread.
        if (!m_streams.count(ticket))
            return;
    }
}

void HttpTransport::onFinished(quint64 ticket, const TransportReply &reply)
{
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
    if (m_pending.remove(ticket))
        emit replied(ticket, reply);
}

void HttpTransport::abort(quint64 ticket, const TransportError &why)
{
    if (m_pending.contains(ticket))
        m_client->abort(ticket, why);
}

void HttpTransport::close()
{
    const QList<quint64> tickets(m_pending.cbegin(), m_pending.cend());
    for (const quint64 ticket : tickets)
        m_client->abort(ticket, {TransportError::Kind::Canceled, tr("The transport was closed.")});
    m_client->closeIdleConnections();
}

} // namespace RpcScope

#include "lib/transport/http/legacyssetransport.h"

#include "lib/text/excerpt.h"
#include "lib/transport/http/httpclient.h"

#include <QDateTime>
#include <QPointer>

#include <utility>

namespace RpcScope {

namespace {

qint64 nowEpochMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

QByteArray mediaType(const HeaderList &headers)
{
    return headerValue(headers, "content-type").split(';').first().trimmed().toLower();
}

// RFC 6454 origin: the endpoint event may not send messages (and the bearer token) elsewhere.
bool sameOrigin(const QUrl &a, const QUrl &b)
{
    const int defaultA = a.scheme() == u"https" ? 443 : 80;
    const int defaultB = b.scheme() == u"https" ? 443 : 80;
    return a.scheme() == b.scheme() && a.host().compare(b.host(), Qt::CaseInsensitive) == 0
            && a.port(defaultA) == b.port(defaultB);
}


} // namespace

LegacySseTransport::LegacySseTransport(const QUrl &streamUrl, const LegacySseOptions &options, QObject *parent)
    : Transport(parent)
    , m_url(streamUrl)
    , m_options(options)
    , m_client(new HttpClient(this))
{
    m_handshakeTimer.setSingleShot(true);
    connect(&m_handshakeTimer, &QTimer::timeout, this, &LegacySseTransport::onHandshakeTimeout);
    connect(m_client, &HttpClient::headersReceived, this, &LegacySseTransport::onHeaders);
    connect(m_client, &HttpClient::bodyChunk, this, &LegacySseTransport::onBodyChunk);
    connect(m_client, &HttpClient::finished, this, &LegacySseTransport::onFinished);
    connect(m_client, &HttpClient::diagnostic, this, &Transport::diagnostic);
}

LegacySseTransport::~LegacySseTransport()
{
    m_client->disconnect(this);
}

bool LegacySseTransport::isAddress(QStringView address)
{
    return address.startsWith(u"sse+http://", Qt::CaseInsensitive)
            || address.startsWith(u"sse+https://", Qt::CaseInsensitive);
}

QUrl LegacySseTransport::streamUrlOf(const QString &address)
{
    if (!isAddress(address))
        return {};
    const QUrl url(address.mid(4), QUrl::StrictMode);
    if (!url.isValid() || url.host().isEmpty())
        return {};
    return url;
}

QString LegacySseTransport::endpoint() const
{
    return QStringLiteral("sse+") + m_url.toDisplayString(QUrl::RemovePassword);
}

HeaderList LegacySseTransport::baseHeaders() const
{
    HeaderList headers;
    if (!m_options.bearerToken.isEmpty())
        headers.append({QByteArrayLiteral("Authorization"), "Bearer " + m_options.bearerToken});
    overlayHeaders(headers, m_options.headers);
    return headers;
}

quint64 LegacySseTransport::send(const QByteArray &payload, const SendOptions &options)
{
    Send send;
    send.ticket = m_nextTicket++;
    send.payload = payload;
    send.extraHeaders = options.extraHeaders;
    send.startedEpochMs = nowEpochMs();
    if (m_state == State::Open) {
        post(send);
        return send.ticket;
    }
    m_waiting.push_back(send);
    if (m_state == State::Closed)
        connectStream();
    return send.ticket;
}

void LegacySseTransport::open()
{
    if (m_state == State::Closed)
        connectStream();
}

void LegacySseTransport::connectStream()
{
    ++m_connections;
    m_state = State::Connecting;
    m_messageUrl.clear();
    m_streamAccepted = false;
    m_streamStatus = 0;
    m_streamReason.clear();
    m_refusal.clear();
    m_parser = std::make_unique<SseParser>(m_options.maxMessageBytes);

    HttpRequest request;
    request.method = QByteArrayLiteral("GET");
    request.url = m_url;
    request.headers = {{QByteArrayLiteral("Accept"), QByteArrayLiteral("text/event-stream")},
                       {QByteArrayLiteral("Cache-Control"), QByteArrayLiteral("no-cache")}};
    overlayHeaders(request.headers, baseHeaders());
    request.insecure = m_options.insecure;
    request.tls = m_options.tls;
    request.proxy = m_options.proxy;
    request.keepBody = false;                   // it lives as long as the session
    request.maxBodyBytes = qint64(1) << 62;     // each event has its own cap (the parser's)
    if (m_connections > 1)
        emit diagnostic(tr("Opening the event stream %1 again.").arg(endpoint()));
    m_streamTicket = m_client->start(request);   // finished() never comes from inside start()
    if (m_options.handshakeTimeoutMs > 0)
        m_handshakeTimer.start(m_options.handshakeTimeoutMs);
}

void LegacySseTransport::post(const Send &send)
{
    HttpRequest request;
    request.method = QByteArrayLiteral("POST");
    request.url = m_messageUrl;
    request.body = send.payload;
    request.headers = {{QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/json")}};
    overlayHeaders(request.headers, baseHeaders());
    overlayHeaders(request.headers, send.extraHeaders);
    request.insecure = m_options.insecure;
    request.tls = m_options.tls;
    request.proxy = m_options.proxy;
    const quint64 httpTicket = m_client->start(request);
    m_posts.emplace(send.ticket, httpTicket);
    m_byHttp.emplace(httpTicket, send.ticket);
}

void LegacySseTransport::replyError(const Send &send, const TransportError &why)
{
    TransportReply reply;
    reply.ticket = send.ticket;
    reply.timings.startedEpochMs = send.startedEpochMs;
    reply.timings.totalMs = nowEpochMs() - send.startedEpochMs;
    reply.error = why.isError() ? why : TransportError{TransportError::Kind::Canceled, tr("Canceled.")};
    emit replied(send.ticket, reply);
}

void LegacySseTransport::abort(quint64 ticket, const TransportError &why)
{
    const auto waiting = std::find_if(m_waiting.begin(), m_waiting.end(),
                                      [ticket](const Send &send) { return send.ticket == ticket; });
    if (waiting != m_waiting.end()) {
        const Send send = *waiting;
        m_waiting.erase(waiting);
        replyError(send, why);
        return;
    }
    const auto out = m_posts.find(ticket);
    if (out != m_posts.end())
        m_client->abort(out->second, why);   // its finished() answers the send
}

void LegacySseTransport::close()
{
    const TransportError why{TransportError::Kind::Canceled, tr("The transport was closed.")};
    const QPointer<LegacySseTransport> alive(this);
    std::deque<Send> waiting;
    waiting.swap(m_waiting);
    for (const Send &send : waiting) {
        replyError(send, why);
        if (!alive)
            return;
    }
    std::map<quint64, quint64> posts = m_posts;
    for (const auto &[ticket, httpTicket] : posts) {
        m_client->abort(httpTicket, why);
        if (!alive)
            return;
    }
    // The end is reported from the event loop, like every other end, never from inside
    // close(); also when no stream was open, so whoever waits for it is not kept waiting.
    const quint64 stream = std::exchange(m_streamTicket, 0);
    m_handshakeTimer.stop();
    m_state = State::Closed;
    m_messageUrl.clear();
    m_parser.reset();
    if (stream != 0)
        m_client->abort(stream, why);
    m_client->closeIdleConnections();
    QTimer::singleShot(0, this, [this, why] {
        if (flushHeld())
            emit channelClosed(why);
    });
}

void LegacySseTransport::onHeaders(quint64 httpTicket, const HttpMeta &meta)
{
    if (httpTicket != m_streamTicket)
        return;
    m_streamStatus = meta.status;
    m_streamReason = meta.reason;
    const QByteArray type = mediaType(meta.responseHeaders);
    m_streamAccepted = meta.status == 200 && type == "text/event-stream";
    if (!m_streamAccepted && meta.status >= 200 && meta.status < 300) {
        // Not refused, and no stream either: such a body may never end.
        failStream({TransportError::Kind::Protocol,
                    tr("the server answered with HTTP %1 and %2 instead of an event stream (text/event-stream).")
                            .arg(meta.statusText(), type.isEmpty() ? tr("no Content-Type") : QString::fromLatin1(type))});
    }
}

void LegacySseTransport::onBodyChunk(quint64 httpTicket, const QByteArray &chunk)
{
    if (httpTicket != m_streamTicket)
        return;
    if (!m_streamAccepted) {
        if (m_refusal.size() < 1024)
            m_refusal += chunk.left(1024 - m_refusal.size());
        return;
    }
    const QList<SseEvent> events = m_parser->feed(chunk);
    const QPointer<LegacySseTransport> alive(this);
    for (const SseEvent &event : events) {
        onEvent(event);
        // A handler may have closed the transport, or the event ended the stream.
        if (!alive || httpTicket != m_streamTicket)
            return;
    }
}

void LegacySseTransport::onEvent(SseEvent event)
{
    event.epochMs = nowEpochMs();
    const QPointer<LegacySseTransport> alive(this);
    if (!event.problems.isEmpty()) {
        emit diagnostic(tr("Event %1 of the event stream is malformed: %2")
                                .arg(event.index + 1)
                                .arg(event.problems.join(QLatin1Char(' '))));
        if (!alive)
            return;
    }
    if (event.type == "endpoint") {
        onEndpoint(event);
    } else if (event.type == "message") {
        if (!event.data.isEmpty())
            deliver(event.data, event.epochMs);
    } else {
        emit diagnostic(tr("An event of type \"%1\" was ignored: this transport knows \"endpoint\" and \"message\".")
                                .arg(QString::fromUtf8(event.type.left(100))));
    }
}

void LegacySseTransport::onEndpoint(const SseEvent &event)
{
    const QString given = QString::fromUtf8(event.data).trimmed();
    const QUrl relative(given, QUrl::StrictMode);
    const QUrl resolved = m_url.resolved(relative);
    if (given.isEmpty() || !relative.isValid() || !resolved.isValid()
        || (resolved.scheme() != u"http" && resolved.scheme() != u"https")) {
        failStream({TransportError::Kind::Protocol,
                    tr("the endpoint event names no URL to post messages to (\"%1\").").arg(given.left(200))});
        return;
    }
    if (!sameOrigin(resolved, m_url)) {
        failStream({TransportError::Kind::Protocol,
                    tr("the endpoint event names %1, which is not on the event stream's origin; no message is "
                       "posted there.")
                            .arg(resolved.toDisplayString(QUrl::RemovePassword | QUrl::RemoveQuery))});
        return;
    }
    if (m_state == State::Open) {
        if (resolved != m_messageUrl) {
            m_messageUrl = resolved;
            emit diagnostic(tr("The server named a new endpoint for messages: %1")
                                    .arg(resolved.toDisplayString(QUrl::RemovePassword)));
        }
        return;
    }
    m_handshakeTimer.stop();
    m_messageUrl = resolved;
    m_state = State::Open;
    const QPointer<LegacySseTransport> alive(this);
    emit opened(m_messageUrl);
    if (!alive)
        return;
    std::deque<Send> waiting;
    waiting.swap(m_waiting);
    for (const Send &send : waiting) {
        if (m_state == State::Open)
            post(send);
        else
            m_waiting.push_back(send);   // closed meanwhile: the next stream takes it
    }
}

void LegacySseTransport::onHandshakeTimeout()
{
    if (m_state != State::Connecting || m_streamTicket == 0)
        return;
    failStream({TransportError::Kind::Timeout,
                m_streamAccepted ? tr("no endpoint event within %1 ms.").arg(m_options.handshakeTimeoutMs)
                                 : tr("no answer within %1 ms.").arg(m_options.handshakeTimeoutMs)});
}

void LegacySseTransport::failStream(const TransportError &why)
{
    if (m_streamTicket != 0)
        m_client->abort(m_streamTicket, why);   // finished() at once: onStreamFinished()
}

void LegacySseTransport::onFinished(quint64 httpTicket, const TransportReply &reply)
{
    if (httpTicket == m_streamTicket) {
        onStreamFinished(reply);
        return;
    }
    const auto found = m_byHttp.find(httpTicket);
    if (found == m_byHttp.end())
        return;
    const quint64 ticket = found->second;
    m_byHttp.erase(found);
    m_posts.erase(ticket);

    TransportReply out = reply;
    out.ticket = ticket;
    QByteArray answer;
    if (!reply.error.isError() && reply.http) {
        const HttpMeta &meta = *reply.http;
        if (meta.status < 200 || meta.status >= 300) {
            // The message was refused: that is the send's failure. The head stays for the record.
            const QString body = Excerpt::oneLine(reply.body, 300);
            out.error = {TransportError::Kind::Protocol,
                         body.isEmpty() ? tr("The server refused the message: HTTP %1.").arg(meta.statusText())
                                        : tr("The server refused the message: HTTP %1: %2").arg(meta.statusText(), body)};
        } else {
            // Accepted: the answer comes on the stream. A server that puts it in the POST's
            // own body (not what the revision says) is heard all the same.
            if (mediaType(meta.responseHeaders) == "application/json" && !reply.body.trimmed().isEmpty())
                answer = reply.body;
            // No HTTP head on an accepted send: the exchange's answer is a message, and the
            // classifier would judge the 202's head as if it had carried it.
            out.http.reset();
            out.body.clear();
        }
    }
    const QPointer<LegacySseTransport> alive(this);
    emit replied(ticket, out);
    if (!alive)
        return;
    if (!answer.isEmpty()) {
        emit diagnostic(tr("The server answered a POST with a JSON body; HTTP+SSE servers answer on the event stream."));
        if (!alive)
            return;
        deliver(answer, nowEpochMs());
        if (!alive)
            return;
    }
    flushHeld();
}

void LegacySseTransport::onStreamFinished(const TransportReply &reply)
{
    m_streamTicket = 0;
    m_handshakeTimer.stop();
    const bool wasOpen = m_state == State::Open;
    m_state = State::Closed;
    m_messageUrl.clear();
    const QPointer<LegacySseTransport> alive(this);

    if (m_parser && m_streamAccepted && !reply.error.isError()) {
        for (const SseEvent &cut : m_parser->finish()) {
            emit diagnostic(tr("The event stream ended in the middle of event %1; its %n byte(s) of data were dropped.",
                               nullptr, int(cut.data.size()))
                                    .arg(cut.index + 1));
            if (!alive)
                return;
        }
    }
    m_parser.reset();

    using ErrorKind = TransportError::Kind;
    TransportError why;
    if (reply.error.isError()) {
        why = reply.error;
        if (why.kind != ErrorKind::Canceled)
            why.message = wasOpen ? tr("The event stream %1 failed: %2").arg(endpoint(), why.message)
                                  : tr("Could not open the event stream %1: %2").arg(endpoint(), why.message);
    } else if (!m_streamAccepted) {
        const QString body = Excerpt::oneLine(m_refusal, 300);
        why = {ErrorKind::Protocol, tr("Could not open the event stream %1: the server answered HTTP %2 %3%4")
                                            .arg(endpoint())
                                            .arg(m_streamStatus)
                                            .arg(QString::fromLatin1(m_streamReason),
                                                 body.isEmpty() ? QStringLiteral(".") : QStringLiteral(": ") + body)};
    } else if (!wasOpen) {
        why = {ErrorKind::ConnectionClosed,
               tr("The server closed the event stream %1 before its endpoint event.").arg(endpoint())};
    } else {
        why = {ErrorKind::ConnectionClosed,
               tr("The server closed the event stream %1; no answer can come any more.").arg(endpoint())};
    }

    // Nothing went out for the sends still waiting; the POSTs out can no longer be answered.
    std::deque<Send> waiting;
    waiting.swap(m_waiting);
    for (const Send &send : waiting) {
        replyError(send, why);
        if (!alive)
            return;
    }
    const std::map<quint64, quint64> posts = m_posts;
    for (const auto &[ticket, httpTicket] : posts) {
        m_client->abort(httpTicket, why);
        if (!alive)
            return;
    }
    if (!flushHeld())
        return;
    emit channelClosed(why);
    if (!alive)
        return;
    // Sends made by the handlers above go out on a new stream.
    if (!m_waiting.empty() && m_state == State::Closed)
        connectStream();
}

void LegacySseTransport::deliver(const QByteArray &bytes, qint64 epochMs)
{
    const quint64 barrier = m_posts.empty() ? 0 : m_posts.rbegin()->first;
    if (barrier == 0 && m_held.empty()) {
        emit messageReceived(bytes, epochMs);
        return;
    }
    m_held.push_back({bytes, epochMs, barrier});
    flushHeld();
}

bool LegacySseTransport::flushHeld()
{
    const QPointer<LegacySseTransport> alive(this);
    while (!m_held.empty()) {
        // A POST at or below the barrier is still out: the message may be its answer.
        if (!m_posts.empty() && m_posts.begin()->first <= m_held.front().barrier)
            return true;
        const Held held = std::move(m_held.front());
        m_held.pop_front();
        emit messageReceived(held.bytes, held.epochMs);
        if (!alive)
            return false;
    }
    return true;
}

} // namespace RpcScope

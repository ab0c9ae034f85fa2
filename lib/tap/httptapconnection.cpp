#include "lib/tap/httptapconnection.h"

#include "lib/tap/httptap.h"
#include "lib/tap/tapcontrolserver.h"

#include "lib/rpc/answermatcher.h"
#include "lib/rpc/serverrequestanswerer.h"
#include "lib/transport/tls/certificateverdict.h"

#include <QDateTime>
#include <QSslConfiguration>
#include <QSslSocket>
#include <QTcpSocket>
#include <QRandomGenerator>
#include <QTimer>

#include <limits>

namespace RpcScope {

namespace {

/// What the tap keeps of one answer to follow it; the bytes themselves always pass on.
constexpr qint64 MaxFollowedBody = 256 * 1024 * 1024;
/// A larger answer is never held: it passes on as it comes (a controller sees 4 MiB of it at most).
constexpr qint64 MaxHeldAnswer = TapControlServer::MaxMessageData;
/// Bytes waiting for a slow reader beyond which the other side is no longer read (TCP then
/// holds the writer back); reading resumes below half of it.
constexpr qint64 HighWater = 4 * 1024 * 1024;
/// WebSocket units (messages, pings) queued behind a held message beyond which its side is no
/// longer read: each costs more than its bytes, so many tiny ones are bounded too.
constexpr size_t MaxQueuedUnits = 1024;
/// How long a closing connection may take to hand over what is still queued.
constexpr int CloseTimeoutMs = 30000;

qint64 nowEpochMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 400: return QByteArrayLiteral("Bad Request");
    case 413: return QByteArrayLiteral("Content Too Large");
    case 431: return QByteArrayLiteral("Request Header Fields Too Large");
    case 501: return QByteArrayLiteral("Not Implemented");
    case 505: return QByteArrayLiteral("HTTP Version Not Supported");
    default: return QByteArrayLiteral("Bad Gateway");
    }
}

/// An answer of the tap's own (the request could not be read, the upstream could not be
/// reached), with the reason as its text body.
QByteArray ownAnswer(int status, const QString &text, bool close = true)
{
    const QByteArray body = text.toUtf8() + '\n';
    return "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status)
           + "\r\nContent-Type: text/plain; charset=utf-8\r\n" + QByteArray(close ? "Connection: close\r\n" : "")
           + "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

bool isEventStream(const HeaderList &headers)
{
    return headerValue(headers, "content-type").split(';').first().trimmed().toLower() == "text/event-stream";
}

/// JSON, or unlabelled: what a breakpoint may hold (not text that trickles in as it is made).
bool isJson(const HeaderList &headers)
{
    const QByteArray type = headerValue(headers, "content-type").split(';').first().trimmed().toLower();
    return type.isEmpty() || type == "application/json" || type.endsWith("+json");
}

/// A JSON-RPC message or batch (what the tap records), not a form or any other POST body
/// (an OAuth token request, a registration).
bool isJsonRpc(const JsonDocument &doc)
{
    if (!doc.isValid())
        return false;
    if (doc.type(0) == JsonDocument::Type::Array)
        return true;
    return doc.type(0) == JsonDocument::Type::Object
           && (doc.member(0, u"jsonrpc") >= 0 || doc.member(0, u"method") >= 0);
}

/// \a bytes of a body as they go to the client: a chunk of the tap's own when \a chunked (none
/// for no bytes: an empty chunk would end the body).
QByteArray asChunk(const QByteArray &bytes, bool chunked)
{
    if (!chunked || bytes.isEmpty())
        return bytes;
    return QByteArray::number(bytes.size(), 16) + "\r\n" + bytes + "\r\n";
}

/// \a text as the data lines of an event ("data: " and a line of it each).
QByteArray dataLines(const QByteArray &text)
{
    QByteArray out;
    qsizetype at = 0;
    for (;;) {
        qsizetype end = at;
        while (end < text.size() && text.at(end) != '\n' && text.at(end) != '\r')
            ++end;
        out += "data: " + text.mid(at, end - at) + '\n';
        if (end >= text.size())
            return out;
        at = end + (text.at(end) == '\r' && end + 1 < text.size() && text.at(end + 1) == '\n' ? 2 : 1);
    }
}

/// The event \a block (its lines as read) with \a data instead of its data lines, where the
/// first of them stood; its other lines (event, id, retry, comments) as read.
QByteArray withData(const QByteArray &block, const QByteArray &data)
{
    QByteArray out;
    bool placed = false;
    qsizetype at = 0;
    while (at < block.size()) {
        qsizetype end = at;
        while (end < block.size() && block.at(end) != '\n' && block.at(end) != '\r')
            ++end;
        qsizetype next = end;
        if (next < block.size())
            next += block.at(next) == '\r' && next + 1 < block.size() && block.at(next + 1) == '\n' ? 2 : 1;
        QByteArrayView line = QByteArrayView(block).sliced(at, end - at);
        if (at == 0 && line.startsWith("\xEF\xBB\xBF")) {
            out += "\xEF\xBB\xBF";   // a stream's byte order mark stays first
            line = line.sliced(3);
        }
        if (line == "data" || line.startsWith("data:")) {
            if (!std::exchange(placed, true))
                out += dataLines(data);
        } else if (!line.isEmpty()) {
            out += line;
            out += '\n';   // its own line break: a bare CR before the closing one would merge them
        }
        at = next;
    }
    if (!placed)
        out += dataLines(data);
    return out + '\n';
}

/// A text message as one frame of the tap's own, as the side it goes to reads it: towards the
/// server masked (with a fresh key, as a client masks), towards the client not.
QByteArray textFrame(bool toServer, const QByteArray &payload)
{
    return toServer ? encodeWebSocketFrame(WebSocketOpcode::Text, payload, QRandomGenerator::global()->generate())
                    : encodeWebSocketServerFrame(WebSocketOpcode::Text, payload);
}

} // namespace

HttpTapConnection::HttpTapConnection(QTcpSocket *client, const HttpTapUpstream &upstream, HttpTap *tap, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_upstreamUrl(upstream.url)
    , m_tap(tap)
{
    // A QSslSocket only for https: making one loads the TLS backend, which plain http never pays.
    const bool tls = upstream.url.scheme() == u"https";
    QSslSocket *secure = tls ? new QSslSocket(this) : nullptr;
    m_upstream = tls ? secure : new QTcpSocket(this);
    client->setParent(this);
    // A full read buffer stops reading from the socket: a slow reader holds the writer back.
    m_client->setReadBufferSize(HighWater);
    m_upstream->setReadBufferSize(HighWater);
    connect(m_client, &QTcpSocket::bytesWritten, this, [this] {
        if (m_client->bytesToWrite() < HighWater / 2 && m_upstream->bytesAvailable() > 0)
            onUpstreamBytes();
    });
    connect(m_upstream, &QTcpSocket::bytesWritten, this, [this] {
        if (m_upstream->bytesToWrite() < HighWater / 2 && m_client->bytesAvailable() > 0)
            onClientBytes();
    });
    connect(m_client, &QTcpSocket::stateChanged, this, &HttpTapConnection::deleteWhenClosed);
    connect(m_upstream, &QTcpSocket::stateChanged, this, &HttpTapConnection::deleteWhenClosed);
    // What a read lets go is written at once, not on the next turn of the event loop: a
    // message through the tap costs one wake-up, not two.
    connect(m_client, &QTcpSocket::readyRead, this, [this] {
        onClientBytes();
        flushBoth();
    });
    connect(m_client, &QTcpSocket::disconnected, this, &HttpTapConnection::onClientGone);
    if (secure) {
        secure->setSslConfiguration(upstream.tls.clientConfiguration());
        connect(secure, &QSslSocket::encrypted, this, &HttpTapConnection::onUpstreamConnected);
        connect(secure, &QSslSocket::sslErrors, this,
                [this, secure, insecure = upstream.insecure, options = upstream.tls](const QList<QSslError> &errors) {
                    const CertificateVerdict verdict = judgeCertificate(secure, errors, insecure, options);
                    if (verdict.refusal.isError())
                        m_tlsRefusal = verdict.refusal.message;   // the handshake fails next, and says this
                    else if (!verdict.note.isEmpty())
                        emit problem(verdict.note);
                });
    } else {
        connect(m_upstream, &QTcpSocket::connected, this, &HttpTapConnection::onUpstreamConnected);
    }
    connect(m_upstream, &QTcpSocket::readyRead, this, [this] {
        onUpstreamBytes();
        flushBoth();
    });
    connect(m_upstream, &QTcpSocket::disconnected, this, &HttpTapConnection::onUpstreamGone);
    connect(m_upstream, &QTcpSocket::errorOccurred, this, [this](QAbstractSocket::SocketError error) {
        if (error == QAbstractSocket::RemoteHostClosedError)
            return;   // disconnected() follows
        if (!m_upstreamReady && !m_closing && !m_upstreamSpoke) {
            m_unreachable = tr("The upstream %1 could not be reached: %2")
                                .arg(m_upstreamUrl.toString(QUrl::RemoveUserInfo),
                                     m_tlsRefusal.isEmpty() ? m_upstream->errorString() : m_tlsRefusal);
            if (!m_tlsRefusal.isEmpty())
                m_unreachableKind = TransportError::Kind::Tls;
            emit problem(m_unreachable);
            if (m_forwarded.empty()) {
                // Nothing sent yet: the client's request (when it comes, or when a breakpoint
                // lets it go) gets the answer and is recorded with it; a client that says
                // nothing is let go after a while.
                QTimer::singleShot(CloseTimeoutMs, this, [this] {
                    if (m_waiting.empty())
                        closeBoth();
                });
                return;
            }
            refuseUnreachable();
        }
    });
    if (secure)
        secure->connectToHostEncrypted(upstream.url.host(), quint16(upstream.url.port(443)));
    else
        m_upstream->connectToHost(upstream.url.host(), quint16(upstream.url.port(80)));
    if (m_client->bytesAvailable() > 0)
        QMetaObject::invokeMethod(this, &HttpTapConnection::onClientBytes, Qt::QueuedConnection);
}

HttpTapConnection::~HttpTapConnection() = default;

void HttpTapConnection::flushBoth()
{
    if (m_upstream->state() == QAbstractSocket::ConnectedState && m_upstream->bytesToWrite() > 0)
        m_upstream->flush();
    if (m_client->state() == QAbstractSocket::ConnectedState && m_client->bytesToWrite() > 0)
        m_client->flush();
}

void HttpTapConnection::onClientBytes()
{
    if (m_closing || m_upstreamGone || m_upstream->bytesToWrite() > HighWater)
        return;   // resumed by the upstream's bytesWritten(); after the upstream went, nobody would answer
    if (!m_waiting.empty() && m_waiting.front().held)
        return;   // a request is held: what the client sends next waits in the socket (resumed by pump())
    if (webSocketWaits(true))
        return;   // a WebSocket message is held, and enough behind it: likewise (resumed by pumpWebSocket())
    const QByteArray bytes = m_client->readAll();
    if (bytes.isEmpty() || !m_refusal.isEmpty())
        return;   // after a request it could not read, the tap reads no more of this client
    if (m_tunnel && m_webSocket && m_webSocket->isCutting()) {
        m_webSocket->fromClient(bytes, nowEpochMs());
        takeWebSocketUnits(true);
        return;
    }
    if (m_tunnel) {
        m_upstream->write(bytes);
        if (m_webSocket) {
            m_webSocket->fromClient(bytes, nowEpochMs());
            deliverWebSocket();
        }
        return;
    }
    m_raw.append(bytes);
    m_requests.append(bytes);
    for (;;) {
        const HttpRequestParser::Status status = m_requests.next();
        if (m_requests.takeContinue())
            toClient(QByteArrayLiteral("HTTP/1.1 100 Continue\r\n\r\n"));   // the body comes to us first
        if (status == HttpRequestParser::Status::NeedMore)
            return;
        if (status == HttpRequestParser::Status::Error) {
            emit problem(tr("A request from the client could not be read: %1").arg(m_requests.errorText()));
            // Said after the answers to the requests before it, never in the middle of one.
            m_refusal = ownAnswer(m_requests.errorStatus(), m_requests.errorText());
            if (m_forwarded.empty() && m_waiting.empty())
                refuseAndClose();
            return;
        }
        // The request's own bytes: what the parser took since the last one.
        const qsizetype used = m_raw.size() - m_requests.buffered();
        QByteArray raw = m_raw.left(used);
        m_raw.remove(0, used);
        forward(m_requests.takeRequest(), std::move(raw));
        if (m_tunnel || m_closing)
            return;
    }
}

void HttpTapConnection::forward(IncomingHttpRequest request, QByteArray raw)
{
    auto forwarded = std::make_unique<Forwarded>();
    forwarded->startedEpochMs = nowEpochMs();
    forwarded->upgrade = !request.header("upgrade").isEmpty()
                         && request.header("connection").toLower().contains("upgrade");
    Waiting waiting;
    waiting.wire = withUpstreamHost(raw);
    std::optional<TapMessage> seenNow;
    const JsonDocument doc = request.method == "POST" ? JsonDocument::parse(request.body) : JsonDocument();
    if (isJsonRpc(doc)) {
        m_tap->rememberPost(request);
        if (TapConversation::isResponse(doc)) {
            forwarded->clientAnswer = true;
        } else {
            auto exchange = std::make_shared<Exchange>();
            exchange->endpoint = endpointFor(request);
            exchange->transport = Transport::Kind::Http;
            exchange->request = request.body;
            exchange->sent = SentMessage::fromBytes(request.body);
            exchange->reply.timings.startedEpochMs = forwarded->startedEpochMs;
            exchange->reply.timings.connectedMs = 0;
            exchange->reply.timings.sentMs = 0;
            exchange->reply.bytesSent = waiting.wire.size();
            HttpMeta http;
            http.url = QUrl(exchange->endpoint);
            http.method = request.method;
            http.target = request.target;
            // The headers as they went on to the server (Host naming it, as withUpstreamHost() wrote it).
            http.requestHeaders = request.headers;
            for (auto &[name, value] : http.requestHeaders) {
                if (name.compare("host", Qt::CaseInsensitive) == 0) {
                    name = QByteArrayLiteral("Host");
                    value = upstreamAuthority();
                    break;
                }
            }
            exchange->reply.http = http;
            forwarded->exchange = std::move(exchange);
        }
        // Seen by a controller, and held when a breakpoint says so.
        TapMessage message{m_tap->nextSeq(), TapDirection::ClientToServer, request.body, forwarded->startedEpochMs,
                           false, false};
        message.held = m_tap->messageMode() && m_tap->breakpoints().matches(TapDirection::ClientToServer, request.body);
        waiting.seq = message.seq;
        waiting.held = message.held;
        seenNow = message;
    }
    forwarded->request = std::move(request);
    waiting.forwarded = std::move(forwarded);
    m_waiting.push_back(std::move(waiting));
    if (seenNow)
        emit seen(*seenNow);   // held ones are held now (isHeld() says so)
    pump();
}

void HttpTapConnection::pump()
{
    while (!m_waiting.empty() && !m_waiting.front().held && !m_closing) {
        Waiting waiting = std::move(m_waiting.front());
        m_waiting.pop_front();
        send(std::move(waiting));
    }
    if (m_waiting.empty() && m_forwarded.empty() && !m_refusal.isEmpty() && !m_closing) {
        // The request the tap could not read is answered after every one before it.
        QMetaObject::invokeMethod(this, &HttpTapConnection::refuseAndClose, Qt::QueuedConnection);
    }
    if ((m_waiting.empty() || !m_waiting.front().held) && m_client->bytesAvailable() > 0 && !m_closing)
        QMetaObject::invokeMethod(this, &HttpTapConnection::onClientBytes, Qt::QueuedConnection);
    if (!m_waiting.empty() && m_waiting.front().held && !m_waiting.front().timing) {
        // A held request's time runs from when it is first in line, not from behind another.
        m_waiting.front().timing = true;
        QTimer::singleShot(m_tap->holdTimeout(), this, [this, seq = m_waiting.front().seq] {
            if (isHeld(seq))
                settle(seq, TapVerdict::TimedOut, {}, nullptr);
        });
    }
}

void HttpTapConnection::send(Waiting waiting)
{
    std::unique_ptr<Forwarded> forwarded = std::move(waiting.forwarded);
    if (forwarded->clientAnswer) {
        TapEvent event;
        event.kind = TapEvent::Kind::ClientMessage;
        event.message = forwarded->request.body;
        event.epochMs = nowEpochMs();
        event.endpoint = endpointFor(forwarded->request);
        emit observed(event);
    }
    m_forwarded.push_back(std::move(forwarded));
    if (!m_unreachable.isEmpty()) {
        refuseUnreachable();
        return;
    }
    if (m_upstreamReady)
        m_upstream->write(waiting.wire);
    else
        m_pendingUpstream.append(waiting.wire);
    if (!m_responseBegun)
        beginResponse();
}

bool HttpTapConnection::isHeld(quint64 seq) const
{
    return std::any_of(m_waiting.begin(), m_waiting.end(),
                       [seq](const Waiting &waiting) { return waiting.held && waiting.seq == seq; })
        || std::any_of(m_answers.begin(), m_answers.end(),
                       [seq](const Answer &answer) { return answer.held && answer.seq == seq; })
        || std::any_of(m_toServerFrames.begin(), m_toServerFrames.end(),
                       [seq](const WebSocketUnit &unit) { return unit.held && unit.seq == seq; })
        || std::any_of(m_toClientFrames.begin(), m_toClientFrames.end(),
                       [seq](const WebSocketUnit &unit) { return unit.held && unit.seq == seq; });
}

bool HttpTapConnection::settle(quint64 seq, TapVerdict verdict, const QByteArray &text, QString *error)
{
    if (const std::optional<bool> settled = settleWebSocket(seq, verdict, text, error))
        return *settled;
    const auto found = std::find_if(m_waiting.begin(), m_waiting.end(),
                                    [seq](const Waiting &waiting) { return waiting.held && waiting.seq == seq; });
    if (found == m_waiting.end())
        return settleAnswer(seq, verdict, text, error);
    QByteArray sent;
    switch (verdict) {
    case TapVerdict::Send:
    case TapVerdict::TimedOut:
    case TapVerdict::Released:
        found->held = false;
        break;
    case TapVerdict::Edit: {
        // The same request with the new body: its head written anew from what was read (CRLF,
        // the upstream's Host), its length said anew, as one piece.
        const IncomingHttpRequest &request = found->forwarded->request;
        QByteArray head = request.method + ' ' + request.target + " HTTP/1." + QByteArray::number(request.minorVersion) + "\r\n";
        for (const auto &[name, value] : request.headers) {
            const QByteArray lower = name.toLower();
            if (lower == "content-length" || lower == "transfer-encoding")
                continue;
            head += name + ": " + (lower == "host" ? upstreamAuthority() : value) + "\r\n";
        }
        found->wire = head + "Content-Length: " + QByteArray::number(text.size()) + "\r\n\r\n" + text;
        Forwarded &forwarded = *found->forwarded;
        forwarded.request.body = text;
        if (forwarded.exchange) {
            forwarded.exchange->request = text;
            forwarded.exchange->sent = SentMessage::fromBytes(text);
            forwarded.exchange->reply.bytesSent = found->wire.size();
        }
        found->held = false;
        sent = text;
        break;
    }
    case TapVerdict::Drop:
    case TapVerdict::Answer:
        return answerHeld(seq, verdict, text, error);
    }
    emit settled(seq, verdict, sent);
    pump();
    return true;
}

bool HttpTapConnection::answerHeld(quint64 seq, TapVerdict verdict, const QByteArray &text, QString *error)
{
    // The client reads answers in the order it asked: the tap's comes after those before it.
    if (m_waiting.front().seq != seq || !m_forwarded.empty() || !m_answers.empty()) {
        if (error) {
            *error = verdict == TapVerdict::Answer
                ? tr("Answers to earlier requests on this connection are still coming; answer after them.")
                : tr("Answers to earlier requests on this connection are still coming; drop after them.");
        }
        return false;
    }
    if (verdict == TapVerdict::Answer && !JsonDocument::parse(text).isValid()) {
        if (error)
            *error = tr("The answer is not JSON.");
        return false;
    }
    Waiting waiting = std::move(m_waiting.front());
    m_waiting.pop_front();
    Forwarded &forwarded = *waiting.forwarded;
    const qint64 now = nowEpochMs();
    const QString dropped = tr("Dropped at a breakpoint in the tap: the server never saw this request.");
    QByteArray answer;
    if (verdict == TapVerdict::Answer) {
        answer = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + QByteArray::number(text.size())
            + "\r\n\r\n" + text;
    } else if (forwarded.exchange && !forwarded.exchange->sent.onlyNotifications()) {
        answer = ownAnswer(502, dropped, false);   // the requests behind it go on: the connection stays
    } else {
        answer = "HTTP/1.1 202 Accepted\r\nContent-Length: 0\r\n\r\n";   // what a server says to a notification
    }
    toClient(answer);
    if (forwarded.exchange) {
        Exchange &exchange = *forwarded.exchange;
        exchange.reply.timings.totalMs = now - forwarded.startedEpochMs;
        exchange.answeredEpochMs = now;
        if (verdict == TapVerdict::Answer) {
            exchange.body = text;
            exchange.reply.body = text;
            exchange.reply.http->status = 200;
            exchange.reply.http->reason = "OK";
        } else {
            exchange.reply.error = {TransportError::Kind::Canceled, dropped};
        }
        exchange.classification = exchange.classify(verdict == TapVerdict::Answer ? JsonDocument::parse(text) : JsonDocument(),
                                                     false, true, ErrorDialect::None);
        TapEvent event;
        event.kind = TapEvent::Kind::Exchange;
        event.exchange = forwarded.exchange;
        emit observed(event);
    }
    emit settled(seq, verdict, verdict == TapVerdict::Answer ? text : QByteArray());
    pump();
    return true;
}

void HttpTapConnection::releaseAll()
{
    QList<quint64> held;
    for (Waiting &waiting : m_waiting) {
        if (waiting.held) {
            waiting.held = false;
            held.append(waiting.seq);
        }
    }
    for (Answer &answer : m_answers) {
        if (answer.held) {
            answer.held = false;
            held.append(answer.seq);
        }
    }
    for (std::deque<WebSocketUnit> *queue : {&m_toServerFrames, &m_toClientFrames}) {
        for (WebSocketUnit &unit : *queue) {
            if (unit.held) {
                unit.held = false;
                held.append(unit.seq);
            }
        }
    }
    for (const quint64 seq : std::as_const(held))
        emit settled(seq, TapVerdict::Released, {});
    pump();
    pumpAnswers();
    if (m_webSocket && m_webSocket->isCutting()) {
        pumpWebSocket(true);
        pumpWebSocket(false);
    }
}

bool HttpTapConnection::settleAnswer(quint64 seq, TapVerdict verdict, const QByteArray &text, QString *error)
{
    const auto found = std::find_if(m_answers.begin(), m_answers.end(),
                                    [seq](const Answer &answer) { return answer.held && answer.seq == seq; });
    if (found == m_answers.end()) {
        if (error)
            *error = tr("Message %1 is not held (any more).").arg(seq);
        return false;
    }
    if (found->event)
        return settleEvent(found, verdict, text, error);
    QByteArray sent;
    std::unique_ptr<Forwarded> dropped;
    switch (verdict) {
    case TapVerdict::Send:
    case TapVerdict::TimedOut:
    case TapVerdict::Released:
        break;
    case TapVerdict::Edit: {
        // The same answer with the new body: status line and headers as read, written anew
        // with CRLF, its length said anew (a chunked one becomes a counted one).
        const HttpResponseHead &head = found->head;
        HeaderList headers;
        for (const auto &[name, value] : head.headers) {
            const QByteArray lower = name.toLower();
            if (lower != "content-length" && lower != "transfer-encoding")
                headers.append({name, value});
        }
        headers.append({QByteArrayLiteral("Content-Length"), QByteArray::number(text.size())});
        QByteArray wire = head.version + ' ' + QByteArray::number(head.status) + ' ' + head.reason + "\r\n";
        for (const auto &[name, value] : std::as_const(headers))
            wire += name + ": " + value + "\r\n";
        found->raw = wire + "\r\n" + text;
        Forwarded &forwarded = *found->forwarded;
        forwarded.body = text;
        forwarded.answer = JsonDocument::parse(text);
        forwarded.bodyBytes = text.size();
        if (forwarded.exchange)
            forwarded.exchange->reply.http->responseHeaders = headers;   // what the client got
        sent = text;
        break;
    }
    case TapVerdict::Drop:
        // The client hears why; the session keeps what the server said, and that it was dropped.
        found->raw = ownAnswer(502, tr("The server's answer was dropped at a breakpoint in the tap."), false);
        dropped = std::move(found->forwarded);
        break;
    case TapVerdict::Answer:
        if (error)
            *error = tr("An answer of the server's is answered by nobody: send it, edit it or drop it.");
        return false;
    }
    found->held = false;   // the last use of found: what is emitted below may change m_answers
    if (dropped) {
        finishForwarded(std::move(dropped), {TransportError::Kind::Canceled,
                                             tr("Dropped at a breakpoint in the tap: the client never saw this answer.")});
    }
    emit settled(seq, verdict, sent);
    pumpAnswers();
    return true;
}

bool HttpTapConnection::settleEvent(std::deque<Answer>::iterator found, TapVerdict verdict, const QByteArray &text,
                                    QString *error)
{
    const quint64 seq = found->seq;
    QByteArray sent;
    switch (verdict) {
    case TapVerdict::Send:
    case TapVerdict::TimedOut:
    case TapVerdict::Released:
        break;
    case TapVerdict::Edit:
        // The event as read but its data: the user's, as typed.
        found->raw = asChunk(withData(found->block, text), found->chunked);
        found->event->data = text;
        sent = text;
        break;
    case TapVerdict::Drop:
        found->raw.clear();     // the client never sees it
        found->event.reset();   // nor does the session: it follows what the client got
        break;
    case TapVerdict::Answer: {
        // A request of the server's answered by hand: the client never sees it, the server
        // gets the answer as the client's would go (a POST with its headers).
        const JsonDocument doc = JsonDocument::parse(found->event->data);
        if (!ServerRequestAnswerer::holdsRequest(doc)) {
            if (error)
                *error = tr("Only a request of the server's can be answered; this event is none: send it, edit it or drop it.");
            return false;
        }
        if (!m_tap->post(found->stream->request, text, error))   // with its stream's session and authorization
            return false;
        found->raw.clear();
        sent = text;
        break;
    }
    }
    found->held = false;   // the last use of found: what is emitted below may change m_answers
    emit settled(seq, verdict, sent);
    pumpAnswers();
    return true;
}

qsizetype HttpTapConnection::keptBytes() const
{
    // Not m_unwritten: the answer still arriving must be read whole (it is at most MaxHeldAnswer).
    qsizetype bytes = 0;
    for (const Answer &answer : m_answers)
        bytes += answer.raw.size();
    return bytes;
}

void HttpTapConnection::toClient(const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return;
    if (m_answers.empty()) {
        m_client->write(bytes);
        return;
    }
    // Behind a held answer: the client reads its answers in order.
    if (m_answers.back().seq == 0) {
        m_answers.back().raw.append(bytes);
        return;
    }
    Answer waiting;
    waiting.raw = bytes;
    m_answers.push_back(std::move(waiting));
}

void HttpTapConnection::stopKeepingBack()
{
    if (!std::exchange(m_keepingBack, false))
        return;
    toClient(std::exchange(m_unwritten, {}));
}

QStringList HttpTapConnection::methodsOf(const Forwarded &forwarded)
{
    return forwarded.exchange ? forwarded.exchange->sent.methods() : QStringList();
}

void HttpTapConnection::keptResponseDone()
{
    // This response's bytes are what was kept but what the parser has not reached yet.
    const qsizetype own = m_unwritten.size() - m_responses.unparsedBytes();
    const QByteArray raw = m_unwritten.left(own);
    m_unwritten.remove(0, own);
    const HttpResponseHead head = m_responses.head();
    std::unique_ptr<Forwarded> forwarded = popFront();
    const bool stops = m_tap->messageMode() && JsonDocument::parse(forwarded->body).isValid()
                       && m_tap->breakpoints().matches(TapDirection::ServerToClient, forwarded->body, methodsOf(*forwarded));
    if (!stops) {
        toClient(raw);
        finishForwarded(std::move(forwarded), {});
        return;
    }
    Answer held;
    held.raw = raw;
    held.seq = m_tap->nextSeq();
    held.held = true;
    held.head = head;
    forwarded->shown = true;
    const TapMessage message{held.seq, TapDirection::ServerToClient, forwarded->body, nowEpochMs(), true, false};
    held.forwarded = std::move(forwarded);
    m_answers.push_back(std::move(held));
    emit seen(message);   // held now (isHeld() says so)
    pumpAnswers();
}

void HttpTapConnection::pumpAnswers()
{
    while (!m_answers.empty() && !m_answers.front().held) {
        Answer answer = std::move(m_answers.front());
        m_answers.pop_front();
        if (!answer.raw.isEmpty())
            m_client->write(answer.raw);
        if (answer.event && answer.stream)
            onEvent(*answer.stream, std::move(*answer.event), answer.seq != 0);
        finishForwarded(std::move(answer.forwarded), answer.finishError);
    }
    if (!m_answers.empty() && !m_answers.front().timing) {
        // A held answer's time runs from when it is first in line, not from behind another.
        m_answers.front().timing = true;
        QTimer::singleShot(m_tap->holdTimeout(), this, [this, seq = m_answers.front().seq] {
            if (isHeld(seq))
                settle(seq, TapVerdict::TimedOut, {}, nullptr);
        });
    }
    if (m_answers.empty() && m_closeAfterAnswers) {
        closeBoth();
        return;
    }
    if (!m_closing && keptBytes() <= HighWater && m_upstream->bytesAvailable() > 0)
        QMetaObject::invokeMethod(this, &HttpTapConnection::onUpstreamBytes, Qt::QueuedConnection);
}

void HttpTapConnection::seenFromServer(const QByteArray &message)
{
    emit seen(TapMessage{m_tap->nextSeq(), TapDirection::ServerToClient, message, nowEpochMs(), false, false});
}

void HttpTapConnection::onUpstreamConnected()
{
    m_upstreamReady = true;
    if (!m_pendingUpstream.isEmpty())
        m_upstream->write(std::exchange(m_pendingUpstream, {}));
}

void HttpTapConnection::beginResponse()
{
    m_responseBegun = !m_forwarded.empty();
    m_interimPassed = 0;
    const bool wasKeepingBack = std::exchange(m_keepingBack, false);
    if (!m_responseBegun) {
        toClient(std::exchange(m_unwritten, {}));   // bytes out of turn pass on
        return;
    }
    const Forwarded &front = *m_forwarded.front();
    // What came after the last answer in the same read is the start of this one.
    const QByteArray rest = m_responses.takeUnparsed();
    // While a controller watches, kept back until its head says whether a breakpoint may stop
    // it (a JSON answer) or the tap writes it event by event (a stream), unless its first bytes
    // have gone on already.
    m_keepingBack = !front.upgrade && !front.clientAnswer && !m_upstreamGone && m_tap->messageMode()
                    && (rest.isEmpty() || wasKeepingBack);
    if (!m_keepingBack)
        toClient(std::exchange(m_unwritten, {}));
    m_responses.begin(front.request.method == "HEAD", MaxFollowedBody, front.upgrade);
    if (!rest.isEmpty())
        m_responses.feed(rest);
}

void HttpTapConnection::onUpstreamBytes()
{
    if (m_client->bytesToWrite() > HighWater || keptBytes() > HighWater)
        return;   // resumed by the client's bytesWritten(), or once a held answer goes on
    if (webSocketWaits(false))
        return;   // a WebSocket message is held, and enough behind it (resumed by pumpWebSocket())
    takeUpstreamBytes(m_upstream->readAll());
}

void HttpTapConnection::takeUpstreamBytes(const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return;
    m_upstreamSpoke = true;
    if (m_keepingBack) {
        m_unwritten.append(bytes);   // an answer a breakpoint may stop: it goes on once it is whole
        if (m_unwritten.size() > MaxHeldAnswer)
            stopKeepingBack();
    } else if (m_framingEvents) {
        m_unwritten.append(bytes);   // written event by event as the parser cuts them
    } else if (m_tunnel && m_webSocket && m_webSocket->isCutting()) {
        m_webSocket->fromServer(bytes, nowEpochMs());   // written message by message
        takeWebSocketUnits(false);
        return;
    } else {
        toClient(bytes);   // first: nothing waits for the tap to understand it
    }
    if (m_tunnel && m_webSocket) {
        m_webSocket->fromServer(bytes, nowEpochMs());
        deliverWebSocket();
    }
    if (m_tunnel || !m_responseBegun)
        return;
    m_responses.feed(bytes);
    readResponses();
}

void HttpTapConnection::passInterim()
{
    // What was kept starts where this response starts (keptResponseDone() counts on it too).
    const qint64 interim = m_responses.interimBytes() - m_interimPassed;
    if (!m_keepingBack || interim <= 0)
        return;
    toClient(m_unwritten.left(interim));
    m_unwritten.remove(0, interim);
    m_interimPassed += interim;
}

void HttpTapConnection::readResponses()
{
    while (m_responseBegun && !m_forwarded.empty()) {
        Forwarded &front = *m_forwarded.front();
        switch (m_responses.next()) {
        case HttpResponseParser::Step::NeedMore:
            passInterim();
            return;
        case HttpResponseParser::Step::Head: {
            passInterim();   // also those read with the head: they go on whatever is decided of the answer
            const HttpResponseHead &head = m_responses.head();
            front.streaming = isEventStream(head.headers);
            if (m_keepingBack && !(front.streaming && beginFramingEvents(front, head))
                && (front.streaming || !front.exchange || !isJson(head.headers)
                    || m_responses.expectedBodyBytes() > MaxHeldAnswer
                    || !m_tap->breakpoints().mayStopServerAnswers(methodsOf(front)))) {
                stopKeepingBack();   // no breakpoint would stop it, or it is no JSON answer, or large
            }
            if (front.exchange) {
                HttpMeta &http = *front.exchange->reply.http;
                http.version = head.version;
                http.status = head.status;
                http.reason = head.reason;
                http.responseHeaders = head.headers;
                front.exchange->reply.timings.firstByteMs = nowEpochMs() - front.startedEpochMs;
            }
            if (head.status == 101 && front.upgrade) {
                // Another protocol from here on: its bytes pass both ways unchanged. A
                // WebSocket's are followed as well, message by message.
                m_tunnel = true;
                m_responseBegun = false;
                if (front.request.header("upgrade").compare("websocket", Qt::CaseInsensitive) == 0) {
                    QUrl url(endpointFor(front.request));
                    url.setScheme(m_upstreamUrl.scheme() == u"https" ? QStringLiteral("wss") : QStringLiteral("ws"));
                    // Watched from its start, its messages can be held: the tap writes them one by one.
                    m_webSocket = std::make_unique<WebSocketTapFollower>(url.toString(QUrl::FullyEncoded),
                                                                         m_tap->messageMode());
                }
                const QByteArray serverRest = m_responses.takeUnparsed();
                finishFront({});
                const bool cutting = m_webSocket && m_webSocket->isCutting();
                if (!m_raw.isEmpty()) {
                    const QByteArray clientRest = std::exchange(m_raw, {});
                    if (!cutting)
                        m_upstream->write(clientRest);
                    if (m_webSocket)
                        m_webSocket->fromClient(clientRest, nowEpochMs());
                    if (cutting)
                        takeWebSocketUnits(true);
                }
                if (m_webSocket) {
                    // The server's bytes in the read of the 101 went on with it.
                    m_webSocket->fromServer(serverRest, nowEpochMs(), true);
                    if (cutting)
                        takeWebSocketUnits(false);
                    deliverWebSocket();
                }
                return;
            }
            break;
        }
        case HttpResponseParser::Step::Body: {
            const QByteArray piece = m_responses.takeBody();
            if (m_framingEvents) {
                dropParsedBytes();
                qsizetype used = 0;
                for (SseEvent &event : front.sse.feed(piece)) {
                    m_eventBytes.append(QByteArrayView(piece).sliced(used, event.endOffset - used));
                    used = event.endOffset;
                    passEvent(front, std::move(event), std::exchange(m_eventBytes, {}));
                }
                m_eventBytes.append(QByteArrayView(piece).sliced(used));
                if (front.sse.isBetweenEvents()) {
                    writeEventBytes(std::exchange(m_eventBytes, {}));   // a comment (a keep-alive), blank lines
                    m_eventCut = false;
                } else if (m_eventBytes.size() > MaxHeldAnswer) {
                    // Too large to keep: its start goes on, and the event can no longer be held.
                    writeEventBytes(std::exchange(m_eventBytes, {}));
                    m_eventCut = true;
                }
                break;
            }
            if (m_keepingBack && front.body.size() + piece.size() > MaxHeldAnswer)
                stopKeepingBack();
            if (front.streaming) {
                for (SseEvent &event : front.sse.feed(piece))
                    onEvent(front, std::move(event));
            } else if (front.body.size() + piece.size() <= MaxFollowedBody) {
                front.body.append(piece);
            }
            break;
        }
        case HttpResponseParser::Step::Done:
            responseDone();
            beginResponse();
            break;
        case HttpResponseParser::Step::Error:
            if (std::exchange(m_framingEvents, false)) {
                // The tap wrote this stream in chunks of its own: the server's bytes after a
                // framing it cannot read would not fit them. What was read goes on, and the
                // client sees the stream cut, as it was.
                toClient(asChunk(std::exchange(m_eventBytes, {}), m_eventsChunked));
                m_unwritten.clear();
                emit problem(tr("An answer from the upstream could not be read: %1").arg(m_responses.error().message));
                while (!m_forwarded.empty())
                    finishFront(m_responses.error());
                m_responseBegun = false;
                closeBoth();   // what is held goes on as read: nothing can follow it
                return;
            }
            stopKeepingBack();
            emit problem(tr("An answer from the upstream could not be read: %1").arg(m_responses.error().message));
            while (!m_forwarded.empty())
                finishFront(m_responses.error());
            m_responseBegun = false;   // the bytes still pass; following them stops
            return;
        }
    }
}

void HttpTapConnection::onEvent(Forwarded &forwarded, SseEvent event, bool shown)
{
    event.epochMs = nowEpochMs();
    if (forwarded.exchange)
        forwarded.exchange->streamEvents.append(event);
    if (event.data.isEmpty())
        return;   // a priming event
    const JsonDocument doc = JsonDocument::parse(event.data);
    if (!doc.isValid())
        return;
    if (!shown)
        seenFromServer(event.data);
    if (forwarded.exchange && forwarded.exchange->body.isEmpty()) {
        const AnswerMatcher::Waiting waiting{&forwarded.exchange->sent};
        if (AnswerMatcher::match(doc, waiting) == 0) {
            forwarded.exchange->body = event.data;
            forwarded.exchange->answeredEpochMs = event.epochMs;
            forwarded.answer = doc;
            return;
        }
    }
    TapEvent message;
    message.kind = TapEvent::Kind::ServerMessage;
    message.message = event.data;
    message.epochMs = event.epochMs;
    message.serverRequest = ServerRequestAnswerer::holdsRequest(doc);
    message.endpoint = endpointFor(forwarded.request);
    if (forwarded.exchange)
        forwarded.exchange->notifications.append(IncomingMessage{event.data, event.epochMs, message.serverRequest});
    emit observed(message);
}

void HttpTapConnection::responseDone()
{
    Forwarded &front = *m_forwarded.front();
    if (front.streaming) {
        for (SseEvent &event : front.sse.finish()) {
            if (m_framingEvents)
                passEvent(front, std::move(event), std::exchange(m_eventBytes, {}));
            else
                onEvent(front, std::move(event));
        }
    }
    if (m_framingEvents) {
        endFramingEvents();
        finishFront({});
    } else if (m_keepingBack) {
        keptResponseDone();
    } else {
        finishFront({});
    }
}

bool HttpTapConnection::beginFramingEvents(const Forwarded &front, const HttpResponseHead &head)
{
    // Only a body the tap can cut into events: one there is (no HEAD, 204, 304), of no declared
    // length (a stream of a known length ends where its server said: written as read, shown,
    // not held), chunked or ended by the close, and not compressed.
    const QByteArray coding = headerValue(head.headers, "content-encoding").trimmed().toLower();
    const QByteArray transfer = headerValue(head.headers, "transfer-encoding").trimmed().toLower();
    if (front.request.method == "HEAD" || head.status == 204 || head.status == 304 || m_responses.expectedBodyBytes() >= 0
        || !(coding.isEmpty() || coding == "identity") || !(transfer.isEmpty() || transfer == "chunked")) {
        return false;
    }
    const qsizetype headBytes = qMax<qsizetype>(0, m_unwritten.size() - m_responses.unparsedBytes());
    toClient(m_unwritten.left(headBytes));
    m_unwritten.remove(0, headBytes);
    m_keepingBack = false;
    m_framingEvents = true;
    m_eventsChunked = m_responses.isChunked();
    m_eventBytes.clear();
    m_eventCut = false;
    // Its events are followed one by one and not kept: a stream open for hours is no answer too large.
    m_responses.setMaxBodyBytes(std::numeric_limits<qint64>::max());
    return true;
}

void HttpTapConnection::passEvent(Forwarded &forwarded, SseEvent event, QByteArray block)
{
    const bool cut = std::exchange(m_eventCut, false);
    bool stops = false;
    // One larger than a controller is shown whole is never held (its end may come in the read
    // that passes the limit).
    if (!cut && event.complete && !event.data.isEmpty() && block.size() <= MaxHeldAnswer && m_tap->messageMode()
        && !m_tap->breakpoints().isEmpty()) {
        const JsonDocument doc = JsonDocument::parse(event.data);
        stops = doc.isValid()
                && m_tap->breakpoints().matches(TapDirection::ServerToClient, event.data,
                                                TapConversation::isResponse(doc) ? methodsOf(forwarded) : QStringList());
    }
    if (!stops && m_answers.empty()) {
        writeEventBytes(block);
        onEvent(forwarded, std::move(event));
        return;
    }
    // Held, or behind a held message: followed once it goes on, in the stream's order.
    Answer answer;
    answer.raw = asChunk(block, m_eventsChunked);
    answer.stream = &forwarded;
    if (!stops) {
        answer.event = std::move(event);
        m_answers.push_back(std::move(answer));
        return;
    }
    answer.seq = m_tap->nextSeq();
    answer.held = true;
    answer.block = std::move(block);
    answer.chunked = m_eventsChunked;
    const TapMessage message{answer.seq, TapDirection::ServerToClient, event.data, nowEpochMs(), true, false};
    answer.event = std::move(event);
    m_answers.push_back(std::move(answer));
    emit seen(message);   // held now (isHeld() says so)
    pumpAnswers();
}

void HttpTapConnection::writeEventBytes(const QByteArray &bytes)
{
    toClient(asChunk(bytes, m_eventsChunked));
}

void HttpTapConnection::endFramingEvents()
{
    writeEventBytes(std::exchange(m_eventBytes, {}));   // what no blank line closed
    if (m_eventsChunked) {
        QByteArray last = QByteArrayLiteral("0\r\n");
        for (const auto &[name, value] : m_responses.trailers())
            last += name + ": " + value + "\r\n";
        toClient(last + "\r\n");
    }
    m_framingEvents = false;
    dropParsedBytes();
    // What came after the stream in the same read is still kept back: the next response's start.
    m_keepingBack = true;
}

void HttpTapConnection::dropParsedBytes()
{
    m_unwritten.remove(0, qMax<qsizetype>(0, m_unwritten.size() - m_responses.unparsedBytes()));
}

bool HttpTapConnection::streamIsStandalone() const
{
    return m_framingEvents && !m_forwarded.empty() && !m_forwarded.front()->exchange;
}

bool HttpTapConnection::injectEvent(const QByteArray &text)
{
    if (!m_framingEvents || m_eventCut || m_forwarded.empty())
        return false;
    // Between two events: what arrived of the next one is not written yet, and follows.
    writeEventBytes(dataLines(text) + '\n');
    const qint64 now = nowEpochMs();
    emit seen(TapMessage{m_tap->nextSeq(), TapDirection::ServerToClient, text, now, false, true});
    TapEvent event;
    event.kind = TapEvent::Kind::ServerMessage;
    event.message = text;
    event.epochMs = now;
    const JsonDocument doc = JsonDocument::parse(text);
    event.serverRequest = doc.isValid() && ServerRequestAnswerer::holdsRequest(doc);
    event.endpoint = endpointFor(m_forwarded.front()->request);
    emit observed(event);
    return true;
}

bool HttpTapConnection::hasHoldingWebSocket() const
{
    return m_tunnel && m_webSocket && m_webSocket->isCutting() && !m_closing;
}

void HttpTapConnection::takeWebSocketUnits(bool fromClient)
{
    const TapDirection direction = fromClient ? TapDirection::ClientToServer : TapDirection::ServerToClient;
    std::deque<WebSocketUnit> &queue = webSocketQueue(fromClient);
    for (WebSocketTapFollower::Unit &cut : m_webSocket->takeUnits(fromClient)) {
        WebSocketUnit unit;
        unit.raw = std::move(cut.raw);
        unit.text = std::move(cut.text);
        unit.epochMs = cut.epochMs;
        unit.control = cut.control;
        if (unit.text) {
            unit.seq = m_tap->nextSeq();
            const TapBreakpoints &breakpoints = m_tap->breakpoints();
            // What went on, wholly or in part, before the tap could cut it is shown, not held.
            unit.held = cut.whole && !unit.raw.isEmpty() && unit.raw.size() <= MaxHeldAnswer && m_tap->messageMode()
                        && !breakpoints.isEmpty()
                        && breakpoints.matches(direction, *unit.text,
                                               breakpoints.stopsAnswersByMethod()
                                                   ? m_webSocket->methodsAnswered(fromClient, *unit.text)
                                                   : QStringList());
        }
        const std::optional<TapMessage> message = unit.text
            ? std::optional<TapMessage>(TapMessage{unit.seq, direction, *unit.text, unit.epochMs, unit.held, false})
            : std::nullopt;
        queue.push_back(std::move(unit));
        if (message)
            emit seen(*message);   // held now (isHeld() says so)
    }
    pumpWebSocket(fromClient);
}

void HttpTapConnection::pumpWebSocket(bool fromClient)
{
    std::deque<WebSocketUnit> &queue = webSocketQueue(fromClient);
    while (!queue.empty() && !queue.front().held && !m_closing) {
        WebSocketUnit unit = std::move(queue.front());
        queue.pop_front();
        sendWebSocketUnit(fromClient, unit.raw);
        if (unit.text)
            m_webSocket->passed(fromClient, *unit.text, unit.epochMs);
    }
    // Behind a held message (whole, so what went on ends where a message ends), a ping or pong
    // goes on at once: a peer waiting for its pong would otherwise take the connection for dead.
    for (auto unit = queue.begin(); unit != queue.end() && !m_closing;) {
        if (!unit->control) {
            ++unit;
            continue;
        }
        sendWebSocketUnit(fromClient, unit->raw);
        unit = queue.erase(unit);
    }
    deliverWebSocket();
    if (m_closing)
        return;
    if (!queue.empty() && !queue.front().timing) {
        // A held message's time runs from when it is first in line, not from behind another.
        queue.front().timing = true;
        QTimer::singleShot(m_tap->holdTimeout(), this, [this, seq = queue.front().seq] {
            if (isHeld(seq))
                settle(seq, TapVerdict::TimedOut, {}, nullptr);
        });
    }
    if (!webSocketWaits(fromClient)) {
        // What the side sent meanwhile waited in its socket.
        if (fromClient && m_client->bytesAvailable() > 0)
            QMetaObject::invokeMethod(this, &HttpTapConnection::onClientBytes, Qt::QueuedConnection);
        else if (!fromClient && m_upstream->bytesAvailable() > 0)
            QMetaObject::invokeMethod(this, &HttpTapConnection::onUpstreamBytes, Qt::QueuedConnection);
    }
}

void HttpTapConnection::sendWebSocketUnit(bool fromClient, const QByteArray &raw)
{
    if (raw.isEmpty())
        return;   // a dropped message, or an answered request: nothing goes on
    if (fromClient)
        m_upstream->write(raw);
    else
        toClient(raw);
}

bool HttpTapConnection::webSocketWaits(bool fromClient) const
{
    const std::deque<WebSocketUnit> &queue = fromClient ? m_toServerFrames : m_toClientFrames;
    if (queue.empty() || !queue.front().held)
        return false;
    if (queue.size() > MaxQueuedUnits)
        return true;
    qint64 kept = 0;
    for (const WebSocketUnit &unit : queue)
        kept += unit.raw.size();
    return kept > HighWater;
}

std::optional<bool> HttpTapConnection::settleWebSocket(quint64 seq, TapVerdict verdict, const QByteArray &text,
                                                       QString *error)
{
    for (const bool fromClient : {true, false}) {
        std::deque<WebSocketUnit> &queue = webSocketQueue(fromClient);
        const auto found = std::find_if(queue.begin(), queue.end(),
                                        [seq](const WebSocketUnit &unit) { return unit.held && unit.seq == seq; });
        if (found == queue.end())
            continue;
        QByteArray sent;
        switch (verdict) {
        case TapVerdict::Send:
        case TapVerdict::TimedOut:
        case TapVerdict::Released:
            break;
        case TapVerdict::Edit:
            if (!QUtf8StringView(text).isValidUtf8()) {
                if (error)
                    *error = tr("A WebSocket text message must be UTF-8; the edited text is not.");
                return false;
            }
            found->raw = textFrame(fromClient, text);
            found->text = text;
            sent = text;
            break;
        case TapVerdict::Drop:
            found->raw.clear();
            found->text.reset();   // never went on: the conversation never sees it
            break;
        case TapVerdict::Answer: {
            if (!ServerRequestAnswerer::holdsRequest(JsonDocument::parse(*found->text))) {
                if (error)
                    *error = tr("Only a request can be answered; this message is none: send it, edit it or drop it.");
                return false;
            }
            if (!JsonDocument::parse(text).isValid() || !QUtf8StringView(text).isValidUtf8()) {
                if (error)
                    *error = tr("The answer is not JSON.");
                return false;
            }
            if (!m_webSocket->isAtMessageBoundary(!fromClient)) {
                if (error)
                    *error = tr("A message is halfway through towards the sender; answer after it.");
                return false;
            }
            // The question goes no further; the answer goes back to who asked, in turn.
            found->raw.clear();
            WebSocketUnit answer;
            answer.raw = textFrame(!fromClient, text);
            answer.text = text;
            answer.epochMs = nowEpochMs();
            webSocketQueue(!fromClient).push_back(std::move(answer));
            sent = text;
            break;
        }
        }
        found->held = false;   // the last use of found: what is emitted below may change the queue
        emit settled(seq, verdict, sent);
        pumpWebSocket(fromClient);
        if (verdict == TapVerdict::Answer)
            pumpWebSocket(!fromClient);
        return true;
    }
    return std::nullopt;
}

bool HttpTapConnection::injectWebSocket(TapDirection direction, const QByteArray &text, QString *error)
{
    if (!hasHoldingWebSocket())
        return false;
    const bool toServer = direction == TapDirection::ClientToServer;
    const bool utf8 = QUtf8StringView(text).isValidUtf8();
    if (!m_webSocket->isAtMessageBoundary(toServer) || !utf8) {
        if (error) {
            *error = !utf8 ? tr("A WebSocket text message must be UTF-8; this text is not.")
                           : tr("A message is halfway through in that direction; inject after it.");
        }
        return false;
    }
    WebSocketUnit unit;
    unit.raw = textFrame(toServer, text);
    unit.text = text;
    unit.seq = m_tap->nextSeq();
    unit.epochMs = nowEpochMs();
    webSocketQueue(toServer).push_back(unit);
    emit seen(TapMessage{unit.seq, direction, text, unit.epochMs, false, true});
    pumpWebSocket(toServer);
    return true;
}

std::unique_ptr<HttpTapConnection::Forwarded> HttpTapConnection::popFront()
{
    if (m_forwarded.empty())
        return {};
    std::unique_ptr<Forwarded> forwarded = std::move(m_forwarded.front());
    m_forwarded.pop_front();
    forwarded->bodyBytes = m_responses.bodyBytes();
    if (m_forwarded.empty()) {
        m_responseBegun = false;
        if (!m_refusal.isEmpty() && m_waiting.empty())
            QMetaObject::invokeMethod(this, &HttpTapConnection::refuseAndClose, Qt::QueuedConnection);
    }
    return forwarded;
}

void HttpTapConnection::finishFront(const TransportError &error)
{
    std::unique_ptr<Forwarded> front = popFront();
    const Forwarded *stream = front.get();
    if (stream && std::any_of(m_answers.begin(), m_answers.end(), [stream](const Answer &answer) { return answer.stream == stream; })) {
        // Its events wait behind a held one: it ends once they went on.
        Answer last;
        last.forwarded = std::move(front);
        last.finishError = error;
        m_answers.push_back(std::move(last));
        return;
    }
    finishForwarded(std::move(front), error);
}

void HttpTapConnection::finishForwarded(std::unique_ptr<Forwarded> forwarded, const TransportError &error)
{
    if (!forwarded || !forwarded->exchange)
        return;
    Exchange &exchange = *forwarded->exchange;
    const qint64 now = nowEpochMs();
    exchange.reply.error = error;
    exchange.reply.timings.totalMs = now - forwarded->startedEpochMs;
    if (!forwarded->streaming) {
        exchange.body = forwarded->body;
        exchange.reply.body = forwarded->body;
    }
    exchange.reply.bytesReceived = forwarded->bodyBytes;
    if (exchange.answeredEpochMs == 0)
        exchange.answeredEpochMs = now;
    const JsonDocument answer = forwarded->answer.isValid() || exchange.body.isEmpty()
                                    ? forwarded->answer
                                    : JsonDocument::parse(exchange.body);
    exchange.classification = exchange.classify(answer, forwarded->streaming, true, ErrorDialect::None);
    if (!forwarded->streaming && answer.isValid() && !forwarded->shown)
        seenFromServer(exchange.body);
    TapEvent finished;
    finished.kind = TapEvent::Kind::Exchange;
    finished.exchange = std::move(forwarded->exchange);
    emit observed(finished);
}

void HttpTapConnection::onUpstreamGone()
{
    if (m_closing || m_upstreamGone)
        return;   // closed on our side (closeBoth): nothing is open any more
    // What it sent before it went is read whatever the client's pace: it is all there is.
    takeUpstreamBytes(m_upstream->readAll());
    m_upstreamGone = true;
    if (m_responseBegun && !m_tunnel && !m_forwarded.empty()) {
        // A body that ends with the connection ends now.
        if (m_responses.finish() == HttpResponseParser::Step::Done)
            responseDone();
    }
    if (std::exchange(m_framingEvents, false))
        toClient(asChunk(std::exchange(m_eventBytes, {}), m_eventsChunked));   // cut off as the server cut it
    while (!m_forwarded.empty()) {
        finishFront(TransportError{TransportError::Kind::ConnectionClosed,
                                   tr("The upstream closed the connection before it answered.")});
    }
    stopKeepingBack();
    if (!m_waiting.empty() && !m_tunnel) {
        // It closed (an idle keep-alive ending) while a request waited at a breakpoint: the
        // client hears why instead of a bare close.
        toClient(ownAnswer(502, tr("The upstream closed the connection while this request was held at a "
                                   "breakpoint in the tap; the server never saw it.")));
    }
    if (!m_answers.empty()) {
        // An answer held at a breakpoint still reaches the client once it is decided; nothing
        // else is read or sent on meanwhile, nobody would answer it.
        for (const Waiting &waiting : std::exchange(m_waiting, {})) {
            if (waiting.held)
                emit settled(waiting.seq, TapVerdict::Drop, {});
        }
        m_closeAfterAnswers = true;
        return;
    }
    closeBoth();
}

void HttpTapConnection::onClientGone()
{
    if (m_closing)
        return;
    while (!m_forwarded.empty()) {
        finishFront(TransportError{TransportError::Kind::Canceled,
                                   tr("The client closed the connection before the answer was complete.")});
    }
    closeBoth();
}

void HttpTapConnection::deliverWebSocket()
{
    for (const QString &text : m_webSocket->takeProblems())
        emit problem(text);
    for (TapMessage &message : m_webSocket->takeMessages()) {
        // Shown, not held: a WebSocket's frames pass on as they come.
        message.seq = m_tap->nextSeq();
        emit seen(message);
    }
    for (const TapEvent &event : m_webSocket->takeEvents())
        emit observed(event);
}

void HttpTapConnection::closeBoth()
{
    if (std::exchange(m_closing, true))
        return;
    // Requests that never went on: nobody waits for them any more.
    for (const Waiting &waiting : std::exchange(m_waiting, {})) {
        if (waiting.held)
            emit settled(waiting.seq, TapVerdict::Drop, {});
    }
    // Held answers go to a client still there as read; a client gone heard none of them.
    const bool clientThere = m_client->state() == QAbstractSocket::ConnectedState;
    QList<quint64> held;
    for (Answer &answer : m_answers) {
        if (answer.held) {
            answer.held = false;
            held.append(answer.seq);
        }
    }
    for (const quint64 seq : std::as_const(held))
        emit settled(seq, clientThere ? TapVerdict::Released : TapVerdict::Drop, {});
    // A WebSocket's messages still go to a side that is there, held ones as read, with what
    // its peer sent after them (its last words, a close frame); to a side gone, nowhere.
    for (const bool fromClient : {true, false}) {
        QTcpSocket *to = fromClient ? m_upstream : m_client;
        QTcpSocket *from = fromClient ? m_client : m_upstream;
        const bool there = to->state() == QAbstractSocket::ConnectedState;
        for (WebSocketUnit &unit : std::exchange(webSocketQueue(fromClient), {})) {
            if (unit.held)
                emit settled(unit.seq, there ? TapVerdict::Released : TapVerdict::Drop, {});
            if (there) {
                to->write(unit.raw);
                if (unit.text)
                    m_webSocket->passed(fromClient, *unit.text, unit.epochMs);
            }
        }
        if (there && m_webSocket && m_webSocket->isCutting())
            to->write(m_webSocket->takePending(fromClient) + from->readAll());
    }
    if (clientThere) {
        pumpAnswers();
        toClient(std::exchange(m_unwritten, {}));
    }
    for (Answer &answer : std::exchange(m_answers, {}))
        finishForwarded(std::move(answer.forwarded), TransportError{TransportError::Kind::Canceled,
                                                                    tr("The client closed the connection before the answer was complete.")});
    while (!m_forwarded.empty()) {
        finishFront(TransportError{TransportError::Kind::ConnectionClosed,
                                   tr("The upstream closed the connection before it answered.")});
    }
    if (m_webSocket) {
        m_webSocket->end({TransportError::Kind::ConnectionClosed, tr("The WebSocket connection ended before the answer.")},
                         nowEpochMs());
        deliverWebSocket();
    }
    m_responseBegun = false;
    // What is queued goes out first; the object goes once both ends are closed (deleting a
    // socket that is still closing would drop what it has not written yet).
    m_client->disconnectFromHost();
    m_upstream->disconnectFromHost();
    QTimer::singleShot(CloseTimeoutMs, this, [this] {
        m_client->abort();
        m_upstream->abort();
    });
    deleteWhenClosed();
}

void HttpTapConnection::refuseUnreachable()
{
    m_client->write(ownAnswer(502, m_unreachable));
    while (!m_forwarded.empty())
        finishFront(TransportError{m_unreachableKind, m_unreachable});
    closeBoth();
}

void HttpTapConnection::refuseAndClose()
{
    toClient(std::exchange(m_refusal, {}));
    if (!m_answers.empty()) {
        m_closeAfterAnswers = true;   // after the held answers before it
        return;
    }
    closeBoth();
}

void HttpTapConnection::deleteWhenClosed()
{
    if (!m_closing || m_deleting || m_client->state() != QAbstractSocket::UnconnectedState
        || m_upstream->state() != QAbstractSocket::UnconnectedState) {
        return;
    }
    m_deleting = true;
    QMetaObject::invokeMethod(this, [this] {
        emit closed();
        deleteLater();
    }, Qt::QueuedConnection);
}

QByteArray HttpTapConnection::withUpstreamHost(const QByteArray &raw) const
{
    // Line by line up to the blank line that ends the head. A line ends in "\r\n" or, as the
    // request parser also takes it, in a bare "\n"; the body, whatever it holds, is never read.
    qsizetype at = raw.indexOf('\n');   // the end of the request line
    while (at >= 0 && ++at < raw.size()) {
        const qsizetype lineEnd = raw.indexOf('\n', at);
        if (lineEnd < 0)
            break;
        const qsizetype textEnd = lineEnd > at && raw.at(lineEnd - 1) == '\r' ? lineEnd - 1 : lineEnd;
        if (textEnd == at)
            break;   // the blank line: the head named no Host
        const QByteArrayView line = QByteArrayView(raw).sliced(at, textEnd - at);
        if (line.size() >= 5 && line.first(5).compare("host:", Qt::CaseInsensitive) == 0)
            return raw.left(at) + "Host: " + upstreamAuthority() + raw.mid(textEnd);
        at = lineEnd;
    }
    return raw;
}

QByteArray HttpTapConnection::upstreamAuthority() const
{
    QByteArray authority = m_upstreamUrl.host().toUtf8();
    if (m_upstreamUrl.host().contains(u':'))
        authority = '[' + authority + ']';
    if (m_upstreamUrl.port() >= 0)
        authority += ':' + QByteArray::number(m_upstreamUrl.port());
    return authority;
}

QString endpointOf(const QUrl &upstream, const IncomingHttpRequest &request)
{
    QUrl url = upstream;
    url.setPath(QString::fromUtf8(request.path));
    url.setQuery(QString());
    return url.toString(QUrl::RemoveUserInfo | QUrl::FullyEncoded);
}

} // namespace RpcScope

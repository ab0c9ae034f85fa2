#include "lib/transport/websocket/websockettransport.h"

#include "lib/transport/websocket/websocketconnection.h"

#include <QDateTime>
#include <QPointer>
#include <QStringDecoder>
#include <QTimer>

#include <utility>

namespace RpcScope {

namespace {

qint64 nowEpochMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

} // namespace

WebSocketTransport::WebSocketTransport(const QUrl &url, const WebSocketOptions &options, QObject *parent)
    : Transport(parent)
    , m_url(url)
    , m_options(options)
{
    m_clock.start();
}

WebSocketTransport::~WebSocketTransport()
{
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
    }
}

QString WebSocketTransport::endpoint() const
{
    return m_url.toDisplayString(QUrl::RemovePassword);
}

QString WebSocketTransport::closeCodeText(int code)
{
    // RFC 6455 §7.4.1 and the IANA registry of close codes.
    QString meaning;
    switch (code) {
    case 1000: meaning = tr("normal closure"); break;
    case 1001: meaning = tr("going away"); break;
    case 1002: meaning = tr("protocol error"); break;
    case 1003: meaning = tr("unsupported data"); break;
    case 1005: meaning = tr("no status code"); break;
    case 1006: meaning = tr("abnormal closure, no close frame"); break;
    case 1007: meaning = tr("invalid payload data"); break;
    case 1008: meaning = tr("policy violation"); break;
    case 1009: meaning = tr("message too big"); break;
    case 1010: meaning = tr("mandatory extension missing"); break;
    case 1011: meaning = tr("internal error"); break;
    case 1012: meaning = tr("service restart"); break;
    case 1013: meaning = tr("try again later"); break;
    case 1014: meaning = tr("bad gateway"); break;
    case 1015: meaning = tr("TLS handshake failure"); break;
    default:
        if (code >= 4000 && code <= 4999)
            meaning = tr("application-defined");
        else if (code >= 3000 && code <= 3999)
            meaning = tr("registered by a library or framework");
        else
            meaning = tr("unknown code");
    }
    return QStringLiteral("%1 %2").arg(code).arg(meaning);
}

quint64 WebSocketTransport::send(const QByteArray &payload, const SendOptions &options)
{
    Q_UNUSED(options)   // extra headers belong to the handshake (WebSocketOptions), not to a frame
    PendingSend pending;
    pending.ticket = m_nextTicket++;
    pending.payload = payload;
    pending.startedNs = m_clock.nsecsElapsed();
    pending.startedEpochMs = nowEpochMs();
    switch (m_state) {
    case State::Open:
        writeOut(pending);
        break;
    case State::Closed:
        m_waiting.push_back(pending);
        connectSocket();
        break;
    case State::Connecting:
    case State::Closing:   // goes out on the next connection
        m_waiting.push_back(pending);
        break;
    }
    return pending.ticket;
}

void WebSocketTransport::abort(quint64 ticket, const TransportError &why)
{
    const auto it = std::find_if(m_waiting.begin(), m_waiting.end(),
                                 [ticket](const PendingSend &send) { return send.ticket == ticket; });
    if (it == m_waiting.end())
        return;   // already on the wire: its reply went out then
    TransportReply reply;
    reply.ticket = ticket;
    reply.timings.startedEpochMs = it->startedEpochMs;
    reply.timings.totalMs = (m_clock.nsecsElapsed() - it->startedNs) / 1000000;
    reply.error = why.isError() ? why : TransportError{TransportError::Kind::Canceled, tr("Canceled.")};
    m_waiting.erase(it);
    emit replied(ticket, reply);
}

void WebSocketTransport::close()
{
    if (!m_socket) {
        m_waiting.clear();
        return;
    }
    m_closeRequested = true;
    // Sends still waiting for this connection are dropped with it: close() means stop.
    std::deque<PendingSend> waiting;
    waiting.swap(m_waiting);
    const QPointer<WebSocketTransport> alive(this);
    for (const PendingSend &send : waiting) {
        TransportReply reply;
        reply.ticket = send.ticket;
        reply.timings.startedEpochMs = send.startedEpochMs;
        reply.error = {TransportError::Kind::Canceled, tr("The transport was closed.")};
        emit replied(send.ticket, reply);
        if (!alive)
            return;
    }
    const State was = std::exchange(m_state, State::Closing);
    if (was == State::Open) {
        m_socket->close(1000);
        return;
    }
    if (was == State::Closing)
        return;
    // Still opening: there is no connection to close politely. Reported from the event
    // loop, like every other end, never from inside close().
    m_socket->abort();   // ended() follows from the event loop
}

void WebSocketTransport::open()
{
    if (m_state == State::Closed)
        connectSocket();
}

void WebSocketTransport::connectSocket()
{
    ++m_connections;
    m_state = State::Connecting;
    m_closeRequested = false;
    m_errorText.clear();
    m_connectedNs = -1;

    auto *socket = new WebSocketConnection(this);
    m_socket = socket;
    connect(socket, &WebSocketConnection::opened, this, &WebSocketTransport::onConnected);
    connect(socket, &WebSocketConnection::messageReceived, this, &WebSocketTransport::onMessage);
    connect(socket, &WebSocketConnection::diagnostic, this, &Transport::diagnostic);
    connect(socket, &WebSocketConnection::ended, this, [this, socket] {
        if (socket == m_socket)
            onDisconnected();
    });

    WebSocketConnection::Options options;
    if (!m_options.bearerToken.isEmpty())
        options.headers.append({QByteArrayLiteral("Authorization"), "Bearer " + m_options.bearerToken});
    options.headers += m_options.headers;
    options.insecure = m_options.insecure;
    options.tls = m_options.tls;
    options.maxMessageBytes = m_options.maxMessageBytes;
    if (m_connections > 1)
        emit diagnostic(tr("Connecting again to %1.").arg(endpoint()));
    socket->open(m_url, options);
    // A server that accepts the TCP connection but never answers the upgrade would leave every
    // later send waiting behind it: the opening handshake gets a deadline of its own.
    if (m_options.handshakeTimeoutMs > 0) {
        QTimer::singleShot(m_options.handshakeTimeoutMs, socket, [this, socket] {
            if (socket != m_socket || m_state != State::Connecting)
                return;
            m_errorText = tr("no answer to the opening handshake within %1 ms").arg(m_options.handshakeTimeoutMs);
            socket->abort();
        });
    }
}

void WebSocketTransport::onConnected()
{
    m_state = State::Open;
    m_connectedNs = m_clock.nsecsElapsed();
    const QPointer<WebSocketTransport> alive(this);
    emit opened();
    if (!alive)
        return;
    std::deque<PendingSend> waiting;
    waiting.swap(m_waiting);
    for (const PendingSend &send : waiting) {
        if (m_state != State::Open) {
            m_waiting.push_back(send);   // closed meanwhile: the next connection takes it
            continue;
        }
        writeOut(send);
    }
}

void WebSocketTransport::writeOut(const PendingSend &send)
{
    TransportReply reply;
    reply.ticket = send.ticket;
    reply.timings.startedEpochMs = send.startedEpochMs;
    if (m_connectedNs >= 0)
        reply.timings.connectedMs = qMax<qint64>(0, (m_connectedNs - send.startedNs) / 1000000);
    reply.handshake = m_socket->handshake();

    // RFC 6455 §5.6: a text frame carries UTF-8. Other bytes go as they are, in a binary frame.
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder(send.payload);
    if (decoder.hasError()) {
        emit diagnostic(tr("The message is not valid UTF-8, which a text frame must be: sent as a binary "
                           "frame of %n byte(s).", nullptr, int(send.payload.size())));
    }
    const qint64 written = m_socket->send(send.payload, decoder.hasError());
    const qint64 elapsedMs = (m_clock.nsecsElapsed() - send.startedNs) / 1000000;
    reply.timings.sentMs = elapsedMs;
    reply.timings.totalMs = elapsedMs;
    if (written < 0) {
        reply.error = {TransportError::Kind::WriteFailed,
                       tr("The message could not be written to the WebSocket: %1").arg(m_socket->error().message)};
    } else {
        reply.bytesSent = written;   // the frame exactly: header, mask and payload
    }
    replyLater(reply);
}

void WebSocketTransport::onMessage(const QByteArray &message, bool binary, qint64 firstByteEpochMs)
{
    // An answer must not overtake the news that its request went out (the client matches
    // answers only to sent requests).
    if (!flushReplies())
        return;
    const QPointer<WebSocketTransport> alive(this);
    if (binary) {
        emit diagnostic(tr("The server sent a binary message of %n byte(s); JSON-RPC travels in text frames.", nullptr,
                           int(message.size())));
    } else {
        // RFC 6455 wants the connection failed; a debugger shows the bytes and says so.
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        decoder(message);
        if (decoder.hasError())
            emit diagnostic(tr("The server sent a text message that is not valid UTF-8 (%n byte(s)).", nullptr,
                               int(message.size())));
    }
    if (!alive)
        return;
    setMessageStarted(firstByteEpochMs);
    emit messageReceived(message, nowEpochMs());
}

TransportError WebSocketTransport::closeError() const
{
    using ErrorKind = TransportError::Kind;
    const bool everOpened = m_connectedNs >= 0;
    const TransportError &failure = m_socket->error();
    if (!everOpened) {
        if (m_closeRequested)
            return {ErrorKind::Canceled, tr("The WebSocket connection was closed before it opened.")};
        QString why = !m_errorText.isEmpty() ? m_errorText : failure.message;
        if (why.isEmpty())
            why = tr("the connection ended during the handshake");
        const ErrorKind kind = failure.isError() && m_errorText.isEmpty() ? failure.kind : ErrorKind::Network;
        return {kind == ErrorKind::ConnectionClosed ? ErrorKind::Network : kind,
                tr("Could not open %1: %2").arg(endpoint(), why), failure.refusedCertificate};
    }
    const QString code = closeCodeText(m_lastCloseCode);
    const QString reason = m_lastCloseReason.isEmpty()
        ? QString()
        : QLatin1Char(' ') + tr("Reason: \"%1\".").arg(m_lastCloseReason);
    if (m_closeRequested)
        return {ErrorKind::Canceled, tr("The WebSocket connection was closed (%1).").arg(code) + reason};
    if (failure.kind == ErrorKind::TooLarge) {
        return {ErrorKind::TooLarge, tr("The WebSocket connection was closed (%1): a message passed the limit "
                                   "of %2 bytes.").arg(closeCodeText(1009)).arg(m_options.maxMessageBytes)};
    }
    if (failure.kind == ErrorKind::Protocol) {
        return {ErrorKind::Protocol,
                tr("The WebSocket connection was closed (%1): %2").arg(closeCodeText(1002), failure.message)};
    }
    if (m_lastCloseCode == 1006 || m_lastCloseCode == 0) {
        const QString detail = failure.message.isEmpty() ? QString() : QLatin1Char(' ') + failure.message;
        return {ErrorKind::ConnectionClosed,
                tr("The WebSocket connection was lost without a closing handshake (%1).").arg(closeCodeText(1006))
                    + detail};
    }
    return {ErrorKind::ConnectionClosed, tr("The server closed the WebSocket connection (%1).").arg(code) + reason};
}

void WebSocketTransport::onDisconnected()
{
    if (!flushReplies())
        return;
    WebSocketConnection *socket = m_socket;
    const bool everOpened = m_connectedNs >= 0;
    // RFC 6455 §7.1.5: no close frame came, so the close code is 1006.
    m_lastCloseCode = !everOpened ? 0 : socket->closeFrameReceived() ? socket->closeCode() : 1006;
    m_lastCloseReason = everOpened ? socket->closeReason() : QString();
    const TransportError why = closeError();
    const HttpMeta handshake = socket->handshake();
    m_socket = nullptr;
    socket->disconnect(this);
    socket->deleteLater();
    m_state = State::Closed;
    m_connectedNs = -1;

    const QPointer<WebSocketTransport> alive(this);
    if (!everOpened) {
        // Nothing went out: every send waiting for this connection fails with its reason.
        std::deque<PendingSend> waiting;
        waiting.swap(m_waiting);
        for (const PendingSend &send : waiting) {
            TransportReply reply;
            reply.ticket = send.ticket;
            reply.timings.startedEpochMs = send.startedEpochMs;
            reply.timings.totalMs = (m_clock.nsecsElapsed() - send.startedNs) / 1000000;
            reply.error = why;
            if (handshake.status > 0)
                reply.handshake = handshake;   // the refusal, as the server wrote it
            emit replied(send.ticket, reply);
            if (!alive)
                return;
        }
    } else {
        emit closed(m_lastCloseCode, m_lastCloseReason);
        if (!alive)
            return;
    }
    emit channelClosed(why);
    if (!alive)
        return;
    // Sends made while it was closing go out on a new connection.
    if (!m_waiting.empty() && m_state == State::Closed)
        connectSocket();
}

} // namespace RpcScope

#include "lib/transport/socket/sockettransport.h"

#include "lib/transport/socket/streamsocketopener.h"

#include <QDateTime>
#include <QLocalSocket>
#include <QPointer>
#include <QUrl>


#include <climits>

#include <utility>

namespace RpcScope {

namespace {

/// How long an orderly close may take to write out what is queued before the socket is dropped.
constexpr int CloseGraceMs = 2000;

qint64 nowEpochMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

} // namespace

bool SocketAddress::isAddress(QStringView endpoint)
{
    return endpoint.startsWith(u"tcp://", Qt::CaseInsensitive) || endpoint.startsWith(u"tls+tcp://", Qt::CaseInsensitive)
        || endpoint.startsWith(u"unix:", Qt::CaseInsensitive);
}

std::optional<SocketAddress> SocketAddress::parse(const QString &endpoint, QString *error)
{
    SocketAddress address;
    if (endpoint.startsWith(u"unix:", Qt::CaseInsensitive)) {
        address.family = Family::Unix;
        address.path = endpoint.mid(5);
        if (address.path.startsWith(u"//"))
            address.path = address.path.mid(2);   // unix:///run/app.sock
        if (!address.path.isEmpty())
            return address;
    } else if (isAddress(endpoint)) {
        const QUrl url(endpoint, QUrl::StrictMode);
        address.family = endpoint.startsWith(u"tls+", Qt::CaseInsensitive) ? Family::Tls : Family::Tcp;
        address.host = url.host();
        const int port = url.port();
        const QString path = url.path();
        if (url.isValid() && !address.host.isEmpty() && port > 0 && port <= 65535 && (path.isEmpty() || path == u"/")
            && !url.hasQuery() && !url.hasFragment() && url.userInfo().isEmpty()) {
            address.port = quint16(port);
            return address;
        }
    }
    if (error) {
        *error = SocketTransport::tr("\"%1\" is not a socket address: use tcp://HOST:PORT, tls+tcp://HOST:PORT or "
                                     "unix:PATH.")
                     .arg(endpoint);
    }
    return std::nullopt;
}

QString SocketAddress::toString() const
{
    switch (family) {
    case Family::Unix: return QStringLiteral("unix:") + path;
    case Family::Tls:
    case Family::Tcp: {
        const QString scheme = family == Family::Tls ? QStringLiteral("tls+tcp://") : QStringLiteral("tcp://");
        const QString shownHost = host.contains(u':') ? u'[' + host + u']' : host;
        return scheme + shownHost + u':' + QString::number(port);
    }
    }
    return {};
}

SocketTransport::SocketTransport(const SocketAddress &address, const SocketOptions &options, QObject *parent)
    : Transport(parent)
    , m_address(address)
    , m_options(options)
    , m_framer(Framer::create(options.framing, options.maxMessageBytes))
{
    m_clock.start();
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        if (!m_device)
            return;
        if (m_state == State::Connecting) {
            m_error = {TransportError::Kind::Timeout,
                       tr("Could not connect to %1: no connection within %2 ms.").arg(endpoint()).arg(m_options.connectTimeoutMs)};
        }
        onDisconnected();
    });
}

SocketTransport::~SocketTransport()
{
    if (m_device) {
        m_device->disconnect(this);
        if (auto *tcp = qobject_cast<QAbstractSocket *>(m_device))
            tcp->abort();
        else if (auto *local = qobject_cast<QLocalSocket *>(m_device))
            local->abort();
    }
}

quint64 SocketTransport::send(const QByteArray &payload, const SendOptions &options)
{
    Q_UNUSED(options)   // headers and streaming are HTTP choices
    PendingSend pending;
    pending.ticket = m_nextTicket++;
    pending.startedNs = m_clock.nsecsElapsed();
    pending.startedEpochMs = nowEpochMs();
    QString problem;
    std::optional<QByteArray> framed = m_framer->encode(payload, &problem);
    if (!framed) {
        TransportReply reply = replyFor(pending);
        reply.timings.totalMs = 0;
        reply.error = {TransportError::Kind::Unsupported, problem};
        replyLater(reply);
        return pending.ticket;
    }
    pending.framed = std::move(*framed);
    switch (m_state) {
    case State::Open:
        writeOut(std::move(pending));
        break;
    case State::Closed:
        m_waiting.push_back(std::move(pending));
        connectSocket();
        break;
    case State::Connecting:
    case State::Closing:   // goes out on the next connection
        m_waiting.push_back(std::move(pending));
        break;
    }
    return m_nextTicket - 1;
}

void SocketTransport::abort(quint64 ticket, const TransportError &why)
{
    const auto it = std::find_if(m_waiting.begin(), m_waiting.end(),
                                 [ticket](const PendingSend &send) { return send.ticket == ticket; });
    if (it == m_waiting.end())
        return;   // already handed to the socket: its reply follows when written
    TransportReply reply = replyFor(*it);
    reply.error = why.isError() ? why : TransportError{TransportError::Kind::Canceled, tr("Canceled.")};
    m_waiting.erase(it);
    emit replied(ticket, reply);
}

void SocketTransport::close()
{
    failWaiting({TransportError::Kind::Canceled, tr("The transport was closed.")});
    if (!m_device || m_state == State::Closing)
        return;
    m_closeRequested = true;
    const State was = std::exchange(m_state, State::Closing);
    // Ended from the event loop, like every other end, never from inside close(); an open
    // connection first writes out what is queued.
    QPointer<QIODevice> device = m_device;
    QMetaObject::invokeMethod(this, [this, device, was] {
        if (!device || device != m_device)
            return;
        if (was == State::Open) {
            if (auto *tcp = qobject_cast<QAbstractSocket *>(device.data()))
                tcp->disconnectFromHost();
            else if (auto *local = qobject_cast<QLocalSocket *>(device.data()))
                local->disconnectFromServer();
            if (device == m_device && m_device)
                m_deadline.start(CloseGraceMs);
            return;
        }
        onDisconnected();
    }, Qt::QueuedConnection);
}

void SocketTransport::connectSocket()
{
    ++m_connections;
    m_state = State::Connecting;
    m_closeRequested = false;
    m_error = {};
    m_connectedNs = -1;
    m_queuedBytes = m_writtenBytes = 0;
    m_framer->reset();
    m_partialSinceEpochMs = 0;
    if (m_connections > 1)
        emit diagnostic(tr("Connecting again to %1.").arg(endpoint()));

    StreamSocketHandlers on;
    on.connected = [this] { onConnected(); };
    on.readyRead = [this] { onReadyRead(); };
    on.bytesWritten = [this](qint64 bytes) { onBytesWritten(bytes); };
    on.failed = [this](const QString &text, TransportError::Kind kind) { onError(text, kind); };
    on.disconnected = [this] { onDisconnected(); };
    on.certificate = [this](const CertificateVerdict &verdict) {
        if (verdict.refusal.isError())
            m_error = verdict.refusal;   // the handshake fails next; this says why
        else if (!verdict.note.isEmpty())
            emit diagnostic(verdict.note);
    };
    // A socket given up (closed, or replaced by a new connection) does not connect any more.
    on.stillWanted = [this](QIODevice *device) { return device == m_device && m_state == State::Connecting; };
    m_device = openStreamSocket(m_address, m_options, this, std::move(on));
    if (m_options.connectTimeoutMs > 0)
        m_deadline.start(m_options.connectTimeoutMs);
}

void SocketTransport::onConnected()
{
    if (m_state != State::Connecting)
        return;
    m_deadline.stop();
    m_state = State::Open;
    m_everOpened = true;
    m_connectedNs = m_clock.nsecsElapsed();
    if (auto *tcp = qobject_cast<QAbstractSocket *>(m_device))
        tcp->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    std::deque<PendingSend> waiting;
    waiting.swap(m_waiting);
    for (PendingSend &send : waiting)
        writeOut(std::move(send));
}

void SocketTransport::writeOut(PendingSend send)
{
    m_queuedBytes += send.framed.size();
    send.endOffset = m_queuedBytes;
    send.bytes = send.framed.size();
    const QByteArray framed = std::exchange(send.framed, {});
    if (m_device->write(framed) != framed.size()) {
        TransportReply reply = replyFor(send);
        reply.error = {TransportError::Kind::WriteFailed,
                       tr("The message could not be written to %1: %2").arg(endpoint(), m_device->errorString())};
        replyLater(reply);
        return;
    }
    m_writing.push_back(std::move(send));
}

void SocketTransport::onBytesWritten(qint64 bytes)
{
    m_writtenBytes += bytes;
    while (!m_writing.empty() && m_writing.front().endOffset <= m_writtenBytes) {
        TransportReply reply = replyFor(m_writing.front());
        reply.bytesSent = m_writing.front().bytes;
        m_writing.pop_front();
        replyLater(reply);
    }
}

TransportReply SocketTransport::replyFor(const PendingSend &send) const
{
    TransportReply reply;
    reply.ticket = send.ticket;
    reply.timings.startedEpochMs = send.startedEpochMs;
    const qint64 elapsedMs = (m_clock.nsecsElapsed() - send.startedNs) / 1000000;
    if (m_connectedNs >= 0)
        reply.timings.connectedMs = qMax<qint64>(0, (m_connectedNs - send.startedNs) / 1000000);
    reply.timings.sentMs = elapsedMs;
    reply.timings.totalMs = elapsedMs;
    return reply;
}

void SocketTransport::onReadyRead()
{
    if (!m_device)
        return;
    QByteArray bytes = m_device->readAll();
    if (bytes.isEmpty())
        return;
    // Bytes came back: what we wrote has left, whatever order the socket's signals take.
    if (!m_writing.empty() && m_device->bytesToWrite() == 0)
        onBytesWritten(m_queuedBytes - m_writtenBytes);
    if (!flushReplies())
        return;
    const qint64 epochMs = nowEpochMs();
    // A message read in pieces began when its first piece came.
    qint64 started = m_framer->bufferedBytes() > 0 ? m_partialSinceEpochMs : epochMs;
    m_framer->push(std::move(bytes));
    const QPointer<SocketTransport> alive(this);
    for (;;) {
        std::optional<QByteArray> message = m_framer->takeNext();
        for (const QString &error : m_framer->takeErrors()) {
            emit diagnostic(error);
            if (!alive)
                return;
        }
        for (const auto &[id, text] : m_framer->takeFindings()) {
            emit streamFinding(id, text);
            if (!alive)
                return;
        }
        if (!message)
            break;
        setMessageStarted(started);
        emit messageReceived(*message, epochMs);
        if (!alive)
            return;
        started = epochMs;
    }
    m_partialSinceEpochMs = m_framer->bufferedBytes() > 0 ? started : 0;
}

void SocketTransport::onError(const QString &text, TransportError::Kind kind)
{
    if (!m_error.isError() && kind != TransportError::Kind::ConnectionClosed)
        m_error = {kind, text};
    // A connection that never opened ends without disconnected(): end it here.
    if (m_state == State::Connecting) {
        QPointer<QIODevice> device = m_device;
        QMetaObject::invokeMethod(this, [this, device] {
            if (device && device == m_device && m_state == State::Connecting)
                onDisconnected();
        }, Qt::QueuedConnection);
    }
}

void SocketTransport::failWaiting(const TransportError &why)
{
    std::deque<PendingSend> waiting;
    waiting.swap(m_waiting);
    const QPointer<SocketTransport> alive(this);
    for (const PendingSend &send : waiting) {
        TransportReply reply = replyFor(send);
        reply.error = why;
        emit replied(send.ticket, reply);
        if (!alive)
            return;
    }
}

void SocketTransport::onDisconnected()
{
    if (!m_device)
        return;
    if (!flushReplies())
        return;
    m_deadline.stop();
    QIODevice *device = std::exchange(m_device, nullptr);
    device->disconnect(this);
    if (auto *tcp = qobject_cast<QAbstractSocket *>(device))
        tcp->abort();
    else if (auto *local = qobject_cast<QLocalSocket *>(device))
        local->abort();
    device->deleteLater();
    const bool opened = m_connectedNs >= 0;
    m_state = State::Closed;
    m_connectedNs = -1;

    using ErrorKind = TransportError::Kind;
    TransportError why;
    if (m_closeRequested) {
        why = {ErrorKind::Canceled, tr("The connection to %1 was closed.").arg(endpoint())};
    } else if (!opened) {
        const QString detail = m_error.isError() ? m_error.message : tr("the connection ended before it opened");
        why = {m_error.isError() ? m_error.kind : ErrorKind::Network,
               m_error.kind == ErrorKind::Timeout ? detail : tr("Could not connect to %1: %2").arg(endpoint(), detail),
               m_error.refusedCertificate};
    } else {
        const QString detail = m_error.isError() ? QLatin1Char(' ') + m_error.message : QString();
        why = {ErrorKind::ConnectionClosed, tr("The server closed the connection to %1.").arg(endpoint()) + detail};
    }

    const QPointer<SocketTransport> alive(this);
    if (const qsizetype partial = m_framer->bufferedBytes(); partial > 0 && !m_closeRequested) {
        emit diagnostic(tr("The connection ended inside a message: %n byte(s) of it were dropped.", nullptr,
                           int(qMin<qsizetype>(partial, INT_MAX))));
        if (!alive)
            return;
    }
    // Sends whose bytes had not all left never reached the server.
    std::deque<PendingSend> writing;
    writing.swap(m_writing);
    for (const PendingSend &send : writing) {
        TransportReply reply = replyFor(send);
        reply.error = why.kind == ErrorKind::Canceled ? why : TransportError{ErrorKind::WriteFailed, why.message};
        emit replied(send.ticket, reply);
        if (!alive)
            return;
    }
    if (!opened && !m_closeRequested) {
        failWaiting(why);
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

#include "lib/tap/socketserverend.h"

#include "lib/transport/socket/streamsocketopener.h"

#include <QLocalSocket>
#include <QPointer>
#include <QTcpSocket>

#include <sys/socket.h>

namespace RpcScope {

SocketServerEnd::SocketServerEnd(const SocketAddress &upstream, const SocketOptions &options, QObject *parent)
    : TapServerEnd(parent)
    , m_upstream(upstream)
    , m_options(options)
{
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        if (!m_connected) {
            onError(tr("Could not connect to %1 within %2 ms.").arg(endpoint()).arg(m_options.connectTimeoutMs),
                    TransportError::Kind::Timeout);
            end();
            return;
        }
        emit diagnostic(tr("%1 kept the connection open %2 ms after the client's end and its own last word; the tap closed it.")
                            .arg(endpoint())
                            .arg(m_graceMs));
        end();
    });
}

SocketServerEnd::~SocketServerEnd()
{
    if (m_device)
        m_device->disconnect(this);
}

void SocketServerEnd::start()
{
    if (m_device)
        return;
    StreamSocketHandlers on;
    on.connected = [this] { onConnected(); };
    on.readyRead = [this] { readUpstream(); };
    on.bytesWritten = [this](qint64) { onBytesWritten(); };
    on.failed = [this](const QString &text, TransportError::Kind kind) {
        onError(text, kind);
        if (!m_connected)
            end();   // a connection that never opened says no more
    };
    on.disconnected = [this] { end(); };
    on.certificate = [this](const CertificateVerdict &verdict) {
        if (verdict.refusal.isError())
            m_error = verdict.refusal;   // the handshake fails next; this says why
        else if (!verdict.note.isEmpty())
            emit diagnostic(verdict.note);
    };
    on.stillWanted = [this](QIODevice *) { return !m_ended; };
    m_device = openStreamSocket(m_upstream, m_options, this, std::move(on));
    if (auto *tcp = qobject_cast<QTcpSocket *>(m_device))
        tcp->setReadBufferSize(ReadAhead);
    else if (auto *local = qobject_cast<QLocalSocket *>(m_device))
        local->setReadBufferSize(ReadAhead);
    if (m_options.connectTimeoutMs > 0)
        m_deadline.start(m_options.connectTimeoutMs);
}

void SocketServerEnd::onConnected()
{
    m_connected = true;
    m_deadline.stop();
    if (auto *tcp = qobject_cast<QTcpSocket *>(m_device))
        tcp->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    if (!m_early.isEmpty())
        m_device->write(std::exchange(m_early, {}));
    shutDownInputWhenFlushed();
}

void SocketServerEnd::writeRaw(const QByteArray &bytes)
{
    if (m_ended || m_inputEnding || bytes.isEmpty())
        return;
    if (!m_connected) {
        m_early.append(bytes);
        return;
    }
    m_device->write(bytes);
}

qint64 SocketServerEnd::pendingInput() const
{
    return m_early.size() + (m_device && m_connected ? m_device->bytesToWrite() : 0);
}

void SocketServerEnd::onBytesWritten()
{
    if (pendingInput() > 0)
        return;
    shutDownInputWhenFlushed();
    emit inputFlushed();
}

void SocketServerEnd::readUpstream()
{
    if (m_paused || !m_device)
        return;
    const QByteArray bytes = m_device->readAll();
    if (bytes.isEmpty())
        return;
    // The grace after the client's end counts from the upstream's last word, not from the end.
    if (m_inputEnded)
        m_deadline.start(m_graceMs);
    emit outputRead(bytes);
}

void SocketServerEnd::setOutputPaused(bool paused)
{
    if (paused == m_paused)
        return;
    m_paused = paused;
    // While the tap holds the upstream back, its silence is the tap's doing: no grace runs.
    if (m_inputEnded && !m_ended) {
        if (paused)
            m_deadline.stop();
        else
            m_deadline.start(m_graceMs);
    }
    // What waits in the socket's buffer was announced already: read it now.
    if (!paused && m_device && m_device->bytesAvailable() > 0)
        QMetaObject::invokeMethod(this, &SocketServerEnd::readUpstream, Qt::QueuedConnection);
}

void SocketServerEnd::close()
{
    if (m_inputEnding || m_ended)
        return;
    m_inputEnding = true;
    if (!m_device) {
        end();
        return;
    }
    shutDownInputWhenFlushed();
}

void SocketServerEnd::shutDownInputWhenFlushed()
{
    if (!m_inputEnding || m_inputEnded || !m_connected || pendingInput() > 0)
        return;
    m_inputEnded = true;
    // Qt sockets close both ways or none: the half close is the system's. TLS has none (its
    // records would be cut): the upstream only gets its grace.
    if (m_upstream.family != SocketAddress::Family::Tls) {
        qintptr descriptor = -1;
        if (auto *tcp = qobject_cast<QTcpSocket *>(m_device))
            descriptor = tcp->socketDescriptor();
        else if (auto *local = qobject_cast<QLocalSocket *>(m_device))
            descriptor = local->socketDescriptor();
        if (descriptor >= 0)
            ::shutdown(int(descriptor), SHUT_WR);
    }
    m_deadline.start(m_graceMs);
}

void SocketServerEnd::terminate()
{
    m_terminated = true;
    end();
}

void SocketServerEnd::onError(const QString &text, TransportError::Kind kind)
{
    if (!m_error.isError() && kind != TransportError::Kind::ConnectionClosed)
        m_error = {kind, text};
}

void SocketServerEnd::end()
{
    if (m_ended)
        return;
    m_ended = true;
    m_deadline.stop();
    const QPointer<SocketServerEnd> alive(this);
    if (m_device) {
        m_device->disconnect(this);
        // What the upstream sent before it closed still reaches the client.
        const QByteArray rest = m_connected ? m_device->readAll() : QByteArray();
        if (auto *tcp = qobject_cast<QTcpSocket *>(m_device))
            tcp->abort();
        else if (auto *local = qobject_cast<QLocalSocket *>(m_device))
            local->abort();
        m_device->deleteLater();
        m_device = nullptr;
        if (!rest.isEmpty())
            emit outputRead(rest);
        if (!alive)
            return;
    }
    using Kind = TransportError::Kind;
    TransportError why;
    if (m_terminated)
        why = {Kind::Canceled, tr("The tap was asked to end; it closed the connection to %1.").arg(endpoint())};
    else if (!m_connected)
        why = {m_error.isError() ? m_error.kind : Kind::Network,
               tr("Could not connect to %1: %2")
                   .arg(endpoint(), m_error.isError() ? m_error.message : tr("the connection ended before it opened"))};
    else if (m_error.isError())
        why = {Kind::ConnectionClosed, tr("The connection to %1 broke: %2").arg(endpoint(), m_error.message)};
    else
        why = {Kind::ConnectionClosed, tr("The server closed the connection to %1.").arg(endpoint())};
    emit closed(why);
}

TapServerEnd::Ending SocketServerEnd::ending(const TransportError &why) const
{
    Ending ending;
    ending.why = why;
    // A connection that could not open, or broke, is the tap's news; a server's close is not.
    if (!m_connected || m_error.isError())
        ending.said = why.message;
    // A client that connected as the refusal came may not have written yet.
    if (!m_connected && !m_terminated)
        ending.keepReadingClientMs = m_graceMs;
    return ending;
}

} // namespace RpcScope

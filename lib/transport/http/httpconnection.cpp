#include "lib/transport/http/httpconnection.h"

#include "lib/text/sentence.h"
#include "lib/transport/tls/certificateverdict.h"

#include <QNetworkProxyFactory>
#include <QSslConfiguration>
#include <QSslError>
#include <QSslSocket>
#include <QTcpSocket>

// Where a socket can be written without SIGPIPE (Linux, the BSDs), a plain TCP request skips
// Qt's write buffer: see writeRequest().
#ifdef Q_OS_UNIX
#include <cerrno>
#include <sys/socket.h>
#ifdef MSG_NOSIGNAL
#define RPCSCOPE_DIRECT_SEND
#endif
#endif

namespace RpcScope {

namespace {

// Bodies up to this size go out in the same write as the head: one segment, one syscall.
constexpr qsizetype CoalesceBodyBytes = 64 * 1024;
// The socket's read buffer: one readyRead() hands over at most this much.
constexpr qint64 ReadBufferBytes = 1024 * 1024;

} // namespace

HttpConnection::HttpConnection(const QByteArray &poolKey, QObject *parent)
    : QObject(parent)
    , m_poolKey(poolKey)
{
}

HttpConnection::~HttpConnection()
{
    close();
}

void HttpConnection::open(const QString &host, quint16 port, bool tls, const HttpRequest &request)
{
    m_host = host;
    m_port = port;
    m_tls = tls;
    if (tls) {
        auto *socket = new QSslSocket(this);
        QSslConfiguration config = request.tls.clientConfiguration();
        m_insecure = request.insecure;
        m_tlsOptions = request.tls;
        // We speak HTTP/1.1 only; say so, or an ALPN server may pick h2.
        config.setAllowedNextProtocols({QByteArrayLiteral("http/1.1")});
        socket->setSslConfiguration(config);
        connect(socket, &QSslSocket::encrypted, this, &HttpConnection::onReady);
        connect(socket, &QSslSocket::sslErrors, this, &HttpConnection::onSslErrors);
        m_socket = socket;
    } else {
        m_socket = new QTcpSocket(this);
        connect(m_socket, &QTcpSocket::connected, this, &HttpConnection::onReady);
    }
    // A bounded read buffer keeps each pass of the event loop short while a huge body
    // streams in (the GUI stays responsive); small answers arrive in one read all the same.
    m_socket->setReadBufferSize(ReadBufferBytes);
    m_proxy = request.proxy;
    connect(m_socket, &QTcpSocket::readyRead, this, &HttpConnection::onReadyRead);
    connect(m_socket, &QTcpSocket::bytesWritten, this, &HttpConnection::onBytesWritten);
    connect(m_socket, &QTcpSocket::errorOccurred, this, &HttpConnection::onSocketError);
    connect(m_socket, &QTcpSocket::disconnected, this, &HttpConnection::onEndOfStream);
    m_state = State::Connecting;
    // QAbstractSocket may report an immediate failure from inside connectToHost(); a queued
    // start keeps that out of our caller's stack.
    QMetaObject::invokeMethod(this, &HttpConnection::connectSocket, Qt::QueuedConnection);
}

void HttpConnection::connectSocket()
{
    if (m_state != State::Connecting)
        return;
    // Resolved here, once per connection, as QAbstractSocket would; knowing the outcome lets
    // writeRequest() take its direct path.
    if (m_proxy.type() == QNetworkProxy::DefaultProxy) {
        const QList<QNetworkProxy> candidates = QNetworkProxyFactory::proxyForQuery(
                QNetworkProxyQuery(m_host, m_port, QString(), QNetworkProxyQuery::TcpSocket));
        m_proxy = QNetworkProxy(QNetworkProxy::NoProxy);
        for (const QNetworkProxy &candidate : candidates) {
            if (candidate.capabilities() & QNetworkProxy::TunnelingCapability) {
                m_proxy = candidate;
                break;
            }
        }
    }
    m_socket->setProxy(m_proxy);
#ifdef RPCSCOPE_DIRECT_SEND
    m_directSend = !m_tls && m_proxy.type() == QNetworkProxy::NoProxy;
#endif
    if (m_tls)
        static_cast<QSslSocket *>(m_socket)->connectToHostEncrypted(m_host, m_port);
    else
        m_socket->connectToHost(m_host, m_port);
}

void HttpConnection::send(const QByteArray &head, const QByteArray &body, bool headRequest, qint64 maxBodyBytes)
{
    ++m_exchanges;
    m_busy = true;
    m_requestWritten = false;
    m_head = head;
    m_body = body;
    m_toWrite = head.size() + body.size();
    m_written = 0;
    m_received = 0;
    m_parser.begin(headRequest, maxBodyBytes);
    if (m_state == State::Ready)
        writeRequest();
}

void HttpConnection::close()
{
    if (m_state == State::Closed)
        return;
    m_state = State::Closed;
    m_busy = false;
    ++m_generation;
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
    }
}

void HttpConnection::onReady()
{
    if (m_state != State::Connecting)
        return;
    m_state = State::Ready;
    // The head and a small body leave in one write; Nagle would only delay the next request.
    m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    if (!m_busy)
        return;
    const quint64 generation = m_generation;
    emit connected();
    if (generation == m_generation && m_busy)
        writeRequest();
}

void HttpConnection::writeRequest()
{
    QByteArray bytes;
    if (m_body.size() <= CoalesceBodyBytes) {
        bytes = m_head + m_body;
    } else {
        m_socket->write(m_head);
        bytes = m_body; // shared with the caller's body, not copied
    }
    m_head.clear();
    m_body.clear();
#ifdef RPCSCOPE_DIRECT_SEND
    // QAbstractSocket::write() arms the write notifier and flush() disarms it; with the GLib
    // event dispatcher each change wakes the loop (two eventfd writes and a read), about a
    // sixth of a small request's cost. When nothing is queued, hand the bytes to the kernel
    // ourselves; what it does not take goes the usual way, and so does any error, so Qt
    // reports it in its own words.
    if (m_directSend && m_socket->bytesToWrite() == 0) {
        const qintptr descriptor = m_socket->socketDescriptor();
        qint64 sent = 0;
        while (sent < bytes.size()) {
            const ssize_t n = ::send(int(descriptor), bytes.constData() + sent, size_t(bytes.size() - sent),
                                     MSG_NOSIGNAL | MSG_DONTWAIT);
            if (n > 0)
                sent += n;
            else if (n < 0 && errno == EINTR)
                continue;
            else
                break;
        }
        if (sent > 0) {
            bytes.remove(0, sent);
            countWritten(sent);
        }
        if (bytes.isEmpty())
            return;
    }
#endif
    m_socket->write(bytes);
    // Write now rather than on the next write notification: one event-loop turn less per request.
    m_socket->flush();
}

void HttpConnection::countWritten(qint64 bytes)
{
    if (!m_busy || m_requestWritten)
        return;
    m_written += bytes;
    if (m_written >= m_toWrite) {
        m_written = m_toWrite;
        m_requestWritten = true;
        emit requestSent();
    }
}

void HttpConnection::onBytesWritten(qint64 bytes)
{
    countWritten(bytes);
}

void HttpConnection::onReadyRead()
{
    if (m_state == State::Closed)
        return;
    const QByteArray data = m_socket->readAll();
    if (data.isEmpty())
        return;
    if (!m_busy) {
        // A server talking out of turn cannot be trusted with the next request.
        closeWhileIdle();
        return;
    }
    m_received += data.size();
    if (!m_parser.hasStarted()) {
        const quint64 generation = m_generation;
        if (!m_requestWritten) {
            // bytesWritten() may not have been reported yet; an answer proves the request left.
            m_written = m_toWrite;
            m_requestWritten = true;
            emit requestSent();
        }
        emit firstByte();
        if (generation != m_generation)
            return;
    }
    m_parser.feed(data);
    drive();
}

void HttpConnection::drive()
{
    const quint64 generation = m_generation;
    for (;;) {
        switch (m_parser.next()) {
        case HttpResponseParser::Step::NeedMore:
            return;
        case HttpResponseParser::Step::Head:
            emit headReceived(m_parser.head());
            break;
        case HttpResponseParser::Step::Body:
            emit bodyReceived(m_parser.takeBody());
            break;
        case HttpResponseParser::Step::Done:
            completeExchange();
            return;
        case HttpResponseParser::Step::Error:
            failExchange(m_parser.error());
            return;
        }
        if (generation != m_generation)
            return;
    }
}

void HttpConnection::completeExchange()
{
    // A server may answer before it has read the whole request (a 413, say); a connection
    // still sending that request's body cannot carry the next one.
    const bool reusable = m_parser.keepAlive() && m_parser.unparsedBytes() == 0
            && m_socket->bytesToWrite() == 0 && m_socket->state() == QAbstractSocket::ConnectedState;
    m_busy = false;
    ++m_generation;
    const HeaderList trailers = m_parser.trailers();
    if (!reusable)
        close();
    emit responseComplete(trailers);
}

void HttpConnection::failExchange(const TransportError &error)
{
    close();
    emit failed(error);
}

void HttpConnection::closeWhileIdle()
{
    close();
    emit idleClosed();
}

void HttpConnection::onSslErrors(const QList<QSslError> &errors)
{
    const CertificateVerdict verdict =
            judgeCertificate(static_cast<QSslSocket *>(m_socket), errors, m_insecure, m_tlsOptions);
    m_tlsRefusal = verdict.refusal;
    if (!verdict.note.isEmpty())
        emit tlsNote(verdict.note);
}

void HttpConnection::onSocketError(QAbstractSocket::SocketError error)
{
    if (m_state == State::Closed)
        return;
    if (error == QAbstractSocket::RemoteHostClosedError) {
        onEndOfStream();
        return;
    }
    if (!m_busy) {
        closeWhileIdle();
        return;
    }
    failExchange(describe(error));
}

void HttpConnection::onEndOfStream()
{
    if (m_state == State::Closed)
        return;
    if (!m_busy) {
        closeWhileIdle();
        return;
    }
    if (m_state == State::Connecting) {
        failExchange({TransportError::Kind::ConnectionClosed,
                      m_tls ? tr("The server %1 port %2 closed the connection during the TLS handshake.")
                                      .arg(m_host).arg(m_port)
                            : tr("The server %1 port %2 closed the connection at once.").arg(m_host).arg(m_port)});
        return;
    }
    const quint64 generation = m_generation;
    // Whatever Qt still buffers belongs to the response; the close only ends it after that.
    if (m_socket->bytesAvailable() > 0) {
        onReadyRead();
        if (generation != m_generation)
            return;
    }
    for (;;) {
        switch (m_parser.finish()) {
        case HttpResponseParser::Step::Done:
            completeExchange();
            return;
        case HttpResponseParser::Step::Body:
            emit bodyReceived(m_parser.takeBody());
            if (generation != m_generation)
                return;
            break;
        case HttpResponseParser::Step::Head:
        case HttpResponseParser::Step::NeedMore:
        case HttpResponseParser::Step::Error:
            failExchange(m_parser.error());
            return;
        }
    }
}

TransportError HttpConnection::describe(QAbstractSocket::SocketError error) const
{
    using Kind = TransportError::Kind;
    const QString detail = Sentence::withoutFullStop(m_socket->errorString());
    const QNetworkProxy &proxy = m_proxy;
    const QString proxyName = tr("%1 port %2").arg(proxy.hostName()).arg(proxy.port());
    switch (error) {
    case QAbstractSocket::ConnectionRefusedError:
        return {Kind::ConnectionRefused, tr("The connection to %1 port %2 was refused.").arg(m_host).arg(m_port)};
    case QAbstractSocket::HostNotFoundError:
        return {Kind::HostNotFound, tr("The host %1 was not found.").arg(m_host)};
    case QAbstractSocket::SslHandshakeFailedError:
    case QAbstractSocket::SslInternalError:
    case QAbstractSocket::SslInvalidUserDataError:
        if (m_tlsRefusal.isError())
            return {Kind::Tls, tr("Could not connect to %1 port %2: %3").arg(m_host).arg(m_port).arg(m_tlsRefusal.message),
                    m_tlsRefusal.refusedCertificate};
        return {Kind::Tls, tr("The TLS handshake with %1 port %2 failed: %3.").arg(m_host).arg(m_port).arg(detail)};
    case QAbstractSocket::ProxyConnectionRefusedError:
        return {Kind::ConnectionRefused,
                tr("The proxy %1 refused the connection (on the way to %2 port %3).")
                        .arg(proxyName, m_host).arg(m_port)};
    case QAbstractSocket::ProxyNotFoundError:
        return {Kind::HostNotFound, tr("The proxy host %1 was not found.").arg(proxy.hostName())};
    case QAbstractSocket::ProxyConnectionClosedError:
        return {Kind::ConnectionClosed,
                tr("The proxy %1 closed the connection (on the way to %2 port %3).")
                        .arg(proxyName, m_host).arg(m_port)};
    case QAbstractSocket::ProxyAuthenticationRequiredError:
        return {Kind::Network, tr("The proxy %1 requires authentication.").arg(proxyName)};
    case QAbstractSocket::ProxyConnectionTimeoutError:
    case QAbstractSocket::ProxyProtocolError:
        return {Kind::Network, tr("The proxy %1 failed on the way to %2 port %3: %4.")
                                       .arg(proxyName, m_host).arg(m_port).arg(detail)};
    case QAbstractSocket::RemoteHostClosedError:
        return {Kind::ConnectionClosed, tr("The server %1 port %2 closed the connection.").arg(m_host).arg(m_port)};
    default:
        break;
    }
    return {Kind::Network, tr("The connection to %1 port %2 failed: %3.").arg(m_host).arg(m_port).arg(detail)};
}

} // namespace RpcScope

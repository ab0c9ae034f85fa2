#include "lib/transport/websocket/websocketconnection.h"

#include "lib/text/excerpt.h"
#include "lib/transport/socketproblems.h"
#include "lib/transport/tls/certificateverdict.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QRandomGenerator>
#include <QSslConfiguration>
#include <QSslError>
#include <QSslSocket>
#include <QTcpSocket>
#include <QTimer>

namespace RpcScope {

namespace {

// RFC 6455 §1.3: the GUID the server appends to our key before hashing it.
constexpr char kAcceptGuid[] = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";
// A refusal's body is kept up to this size for the report; the rest is read and dropped.
constexpr qsizetype kRefusalBodyBytes = 64 * 1024;
// After our close frame, how long the server gets to end the TCP connection.
constexpr int kCloseGraceMs = 2000;
// The headers the handshake itself is made of: the user's own cannot replace them.
const QList<QByteArray> kHandshakeFields = {"Host", "Upgrade", "Connection", "Sec-WebSocket-Key",
                                             "Sec-WebSocket-Version"};

qint64 nowEpochMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

quint32 maskKey()
{
    return QRandomGenerator::system()->generate();
}

bool hasToken(const QByteArray &value, QByteArrayView token)
{
    for (const QByteArray &part : value.split(',')) {
        if (part.trimmed().compare(token, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

} // namespace

WebSocketConnection::WebSocketConnection(QObject *parent)
    : QObject(parent)
{
}

WebSocketConnection::~WebSocketConnection()
{
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
    }
}

QByteArray WebSocketConnection::acceptFor(const QByteArray &key)
{
    return QCryptographicHash::hash(QByteArray(key + kAcceptGuid), QCryptographicHash::Sha1).toBase64();
}

void WebSocketConnection::open(const QUrl &url, const Options &options)
{
    m_url = url;
    m_options = options;
    m_reader.setMaxMessageBytes(qMax<qint64>(1, options.maxMessageBytes));
    const bool tls = url.scheme().compare(QLatin1String("wss"), Qt::CaseInsensitive) == 0;
    if (tls) {
        auto *socket = new QSslSocket(this);
        socket->setSslConfiguration(options.tls.clientConfiguration());
        connect(socket, &QSslSocket::encrypted, this, &WebSocketConnection::writeHandshake);
        connect(socket, &QSslSocket::sslErrors, this, &WebSocketConnection::onSslErrors);
        m_socket = socket;
    } else {
        m_socket = new QTcpSocket(this);
        connect(m_socket, &QTcpSocket::connected, this, &WebSocketConnection::writeHandshake);
    }
    connect(m_socket, &QTcpSocket::readyRead, this, &WebSocketConnection::onReadyRead);
    connect(m_socket, &QTcpSocket::errorOccurred, this, &WebSocketConnection::onSocketError);
    connect(m_socket, &QTcpSocket::disconnected, this, [this] {
        if (m_state == State::Handshaking && m_parser.hasStarted() && m_parser.finish() != HttpResponseParser::Step::Error)
            refused();   // a refusal whose body ended with the connection
        finish();
    });
    m_state = State::Connecting;
    // A failure reported from inside connectToHost() would reach our caller's stack.
    QMetaObject::invokeMethod(this, &WebSocketConnection::connectSocket, Qt::QueuedConnection);
}

void WebSocketConnection::connectSocket()
{
    if (m_state != State::Connecting || !m_socket)
        return;
    const bool tls = qobject_cast<QSslSocket *>(m_socket) != nullptr;
    const quint16 port = quint16(m_url.port(tls ? 443 : 80));
    if (tls)
        static_cast<QSslSocket *>(m_socket)->connectToHostEncrypted(m_url.host(), port);
    else
        m_socket->connectToHost(m_url.host(), port);
}

void WebSocketConnection::writeHandshake()
{
    if (m_state != State::Connecting)
        return;
    m_state = State::Handshaking;
    m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    QByteArray nonce(16, Qt::Uninitialized);
    for (char &byte : nonce)
        byte = char(QRandomGenerator::system()->bounded(256));
    m_key = nonce.toBase64();

    const bool tls = qobject_cast<QSslSocket *>(m_socket) != nullptr;
    QByteArray host = m_url.host(QUrl::FullyEncoded).toUtf8();
    if (host.contains(':'))
        host = '[' + host + ']';   // an IPv6 literal
    if (m_url.port() >= 0 && m_url.port() != (tls ? 443 : 80))
        host += ':' + QByteArray::number(m_url.port());
    QByteArray target = m_url.path(QUrl::FullyEncoded).toUtf8();
    if (target.isEmpty())
        target = "/";
    if (m_url.hasQuery())
        target += '?' + m_url.query(QUrl::FullyEncoded).toUtf8();

    HeaderList headers = {{"Host", host},
                          {"Upgrade", "websocket"},
                          {"Connection", "Upgrade"},
                          {"Sec-WebSocket-Key", m_key},
                          {"Sec-WebSocket-Version", "13"}};
    HeaderList extra;
    for (const auto &field : std::as_const(m_options.headers)) {
        const bool own = std::any_of(kHandshakeFields.begin(), kHandshakeFields.end(), [&](const QByteArray &name) {
            return name.compare(field.first, Qt::CaseInsensitive) == 0;
        });
        if (!own)
            extra.append(field);
    }
    overlayHeaders(headers, extra);
    m_handshake = {};
    m_handshake.url = m_url;
    m_handshake.method = "GET";
    m_handshake.target = target;
    m_handshake.requestHeaders = headers;
    QByteArray request = "GET " + target + " HTTP/1.1\r\n";
    for (const auto &[name, value] : std::as_const(headers))
        request += name + ": " + value + "\r\n";
    request += "\r\n";
    m_parser.begin(false, kRefusalBodyBytes * 16, true);
    m_socket->write(request);
}

void WebSocketConnection::onReadyRead()
{
    if (!m_socket)
        return;
    const QByteArray bytes = m_socket->readAll();
    if (m_state == State::Handshaking)
        readHandshake(bytes);
    else if (m_state == State::Open || m_state == State::Closing)
        readFrames(bytes);
}

void WebSocketConnection::readHandshake(const QByteArray &bytes)
{
    m_parser.feed(bytes);
    for (;;) {
        switch (m_parser.next()) {
        case HttpResponseParser::Step::NeedMore:
            return;
        case HttpResponseParser::Step::Head: {
            const HttpResponseHead &head = m_parser.head();
            m_handshake.version = head.version;
            m_handshake.status = head.status;
            m_handshake.reason = head.reason;
            m_handshake.responseHeaders = head.headers;
            if (head.status != 101)
                break;   // a refusal: its body follows
            const QString problem = checkSwitch();
            if (!problem.isEmpty()) {
                fail({TransportError::Kind::Protocol, problem});
                return;
            }
            if (!headerValue(head.headers, "Sec-WebSocket-Protocol").isEmpty()) {
                emit diagnostic(tr("The server chose the subprotocol %1, though none was asked for.")
                                    .arg(QString::fromUtf8(headerValue(head.headers, "Sec-WebSocket-Protocol"))));
            }
            m_state = State::Open;
            const QByteArray early = m_parser.takeUnparsed();   // frames sent right behind the 101
            const QPointer<WebSocketConnection> alive(this);
            emit opened();
            if (alive && !early.isEmpty() && m_state == State::Open)
                readFrames(early);
            return;
        }
        case HttpResponseParser::Step::Body:
            if (m_refusalBody.size() < kRefusalBodyBytes)
                m_refusalBody += m_parser.takeBody().left(kRefusalBodyBytes - m_refusalBody.size());
            else
                m_parser.takeBody();
            break;
        case HttpResponseParser::Step::Done:
            refused();
            return;
        case HttpResponseParser::Step::Error:
            fail({m_parser.error().kind == TransportError::Kind::None ? TransportError::Kind::Protocol
                                                                       : m_parser.error().kind,
                  m_parser.error().message});
            return;
        }
    }
}

QString WebSocketConnection::checkSwitch() const
{
    const HeaderList &headers = m_handshake.responseHeaders;
    const QByteArray upgrade = headerValue(headers, "Upgrade");
    if (upgrade.compare("websocket", Qt::CaseInsensitive) != 0) {
        return tr("The server switched protocols (101), but to \"%1\", not websocket.")
            .arg(QString::fromUtf8(upgrade));
    }
    if (!hasToken(headerValue(headers, "Connection"), "upgrade"))
        return tr("The server's 101 lacks \"Connection: Upgrade\".");
    const QByteArray accept = headerValue(headers, "Sec-WebSocket-Accept");
    const QByteArray expected = acceptFor(m_key);
    if (accept != expected) {
        return tr("The server's Sec-WebSocket-Accept is \"%1\"; for our key it must be \"%2\".")
            .arg(QString::fromUtf8(accept), QString::fromLatin1(expected));
    }
    const QByteArray extensions = headerValue(headers, "Sec-WebSocket-Extensions");
    if (!extensions.isEmpty()) {
        return tr("The server turned on the extension %1, which was not asked for: its frames cannot be read.")
            .arg(QString::fromUtf8(extensions));
    }
    return {};
}

void WebSocketConnection::refused()
{
    if (m_error.isError())
        return;
    const QString status = m_handshake.statusText();
    QString text;
    if (m_handshake.status >= 200 && m_handshake.status < 300) {
        text = tr("The server answered the WebSocket upgrade with HTTP %1 instead of 101 Switching Protocols: "
                  "it does not speak WebSocket at this address.").arg(status);
    } else if (m_handshake.status >= 300 && m_handshake.status < 400
               && !headerValue(m_handshake.responseHeaders, "Location").isEmpty()) {
        text = tr("The server refused the WebSocket upgrade with HTTP %1 and points to %2 (not followed).")
                   .arg(status, QString::fromUtf8(headerValue(m_handshake.responseHeaders, "Location")));
    } else {
        text = tr("The server refused the WebSocket upgrade with HTTP %1.").arg(status);
    }
    // Enough of the body to tell an HTML error page from a JSON one.
    const QString said = Excerpt::oneLine(m_refusalBody, 300);
    if (!said.isEmpty())
        text += QLatin1Char(' ') + tr("It said: %1").arg(said);
    fail({TransportError::Kind::Protocol, text});
}

void WebSocketConnection::readFrames(const QByteArray &bytes)
{
    const qint64 now = nowEpochMs();
    qint64 started = m_reader.isIdle() ? now : m_partialSinceEpochMs;
    m_reader.feed(bytes);
    const QPointer<WebSocketConnection> alive(this);
    for (;;) {
        WebSocketFrameReader::Event event = m_reader.next();
        switch (event.type) {
        case WebSocketFrameReader::Event::Type::NeedMore:
            m_partialSinceEpochMs = m_reader.isIdle() ? 0 : started;
            return;
        case WebSocketFrameReader::Event::Type::Message:
            if (m_state == State::Open || !m_closeFrameReceived) {
                emit messageReceived(event.payload, event.binary, started);
                if (!alive)
                    return;
            }
            started = now;
            break;
        case WebSocketFrameReader::Event::Type::Ping:
            if (m_state == State::Open && m_socket)
                m_socket->write(encodeWebSocketFrame(WebSocketOpcode::Pong, event.payload, maskKey()));
            started = now;
            break;
        case WebSocketFrameReader::Event::Type::Pong:
            started = now;
            break;
        case WebSocketFrameReader::Event::Type::Close:
            m_closeFrameReceived = true;
            m_closeCode = event.closeCode;
            m_closeReason = event.text;
            // Answered with the same code (none for 1005); the server then ends the TCP connection.
            if (!m_closeSent)
                sendClose(event.closeCode == 1005 ? 0 : event.closeCode, QString());
            return;
        case WebSocketFrameReader::Event::Type::Error:
            m_error = {event.closeCode == 1009 ? TransportError::Kind::TooLarge : TransportError::Kind::Protocol,
                       event.text};
            m_closeCode = 0;
            if (!m_closeSent)
                sendClose(event.closeCode, QString());
            return;
        }
    }
}

void WebSocketConnection::sendClose(int code, const QString &reason)
{
    m_closeSent = true;
    m_state = State::Closing;
    QByteArray payload;
    if (code > 0) {
        payload.append(char((code >> 8) & 0xFF));
        payload.append(char(code & 0xFF));
        payload.append(reason.toUtf8().left(123));
    }
    if (m_socket)
        m_socket->write(encodeWebSocketFrame(WebSocketOpcode::Close, payload, maskKey()));
    if (!m_closeTimer) {
        m_closeTimer = new QTimer(this);
        m_closeTimer->setSingleShot(true);
        connect(m_closeTimer, &QTimer::timeout, this, [this] {
            if (m_socket)
                m_socket->abort();
            finish();
        });
    }
    m_closeTimer->start(kCloseGraceMs);
}

qint64 WebSocketConnection::send(const QByteArray &payload, bool binary)
{
    if (m_state != State::Open || !m_socket)
        return -1;
    const QByteArray frame =
        encodeWebSocketFrame(binary ? WebSocketOpcode::Binary : WebSocketOpcode::Text, payload, maskKey());
    return m_socket->write(frame) == frame.size() ? frame.size() : -1;
}

void WebSocketConnection::close(int code)
{
    switch (m_state) {
    case State::Open:
        sendClose(code, QString());
        break;
    case State::Connecting:
    case State::Handshaking:
        abort();
        break;
    case State::Unconnected:
    case State::Closing:
    case State::Closed:
        break;
    }
}

void WebSocketConnection::abort()
{
    if (m_socket)
        m_socket->abort();
    QTimer::singleShot(0, this, &WebSocketConnection::finish);
}

void WebSocketConnection::onSocketError(QAbstractSocket::SocketError error)
{
    if (!m_socket)
        return;
    // The end of a closing handshake, or of a refusal read to its close: not a failure.
    const bool expected = error == QAbstractSocket::RemoteHostClosedError
        && (m_closeFrameReceived || m_state == State::Closing || m_error.isError());
    if (!expected && !m_error.isError())
        m_error = {socketErrorKind(error), m_socket->errorString()};
    // A connection that never opened may end without disconnected().
    if (m_state == State::Connecting || m_state == State::Handshaking)
        QTimer::singleShot(0, this, &WebSocketConnection::finish);
}

void WebSocketConnection::onSslErrors(const QList<QSslError> &errors)
{
    const CertificateVerdict verdict =
        judgeCertificate(static_cast<QSslSocket *>(m_socket), errors, m_options.insecure, m_options.tls);
    if (verdict.refusal.isError())
        m_error = verdict.refusal;
    else
        emit diagnostic(verdict.note);
}

void WebSocketConnection::fail(const TransportError &error)
{
    if (!m_error.isError())
        m_error = error;
    if (m_socket)
        m_socket->abort();
    QTimer::singleShot(0, this, &WebSocketConnection::finish);
}

void WebSocketConnection::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    m_state = State::Closed;
    if (m_closeTimer)
        m_closeTimer->stop();
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
        m_socket->deleteLater();
        m_socket = nullptr;
    }
    emit ended();
}

} // namespace RpcScope

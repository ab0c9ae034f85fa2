#include "support/scriptedhttpserver.h"

#include <QSslConfiguration>
#include <QSslSocket>
#include <QTcpSocket>
#include <QTimer>

namespace {

QByteArray reasonFor(int status)
{
    switch (status) {
    case 200: return QByteArrayLiteral("OK");
    case 204: return QByteArrayLiteral("No Content");
    case 301: return QByteArrayLiteral("Moved Permanently");
    case 302: return QByteArrayLiteral("Found");
    case 303: return QByteArrayLiteral("See Other");
    case 304: return QByteArrayLiteral("Not Modified");
    case 307: return QByteArrayLiteral("Temporary Redirect");
    case 308: return QByteArrayLiteral("Permanent Redirect");
    case 400: return QByteArrayLiteral("Bad Request");
    case 401: return QByteArrayLiteral("Unauthorized");
    case 403: return QByteArrayLiteral("Forbidden");
    case 404: return QByteArrayLiteral("Not Found");
    case 429: return QByteArrayLiteral("Too Many Requests");
    case 500: return QByteArrayLiteral("Internal Server Error");
    case 502: return QByteArrayLiteral("Bad Gateway");
    case 503: return QByteArrayLiteral("Service Unavailable");
    default: return QByteArrayLiteral("Status");
    }
}

bool sameName(const QByteArray &a, QByteArrayView b)
{
    return a.compare(b, Qt::CaseInsensitive) == 0;
}

} // namespace

ScriptedResponse ScriptedResponse::raw(const QByteArray &bytes)
{
    ScriptedResponse response;
    response.pieces.append({0, bytes});
    return response;
}

ScriptedResponse ScriptedResponse::chunks(const QList<Piece> &pieces)
{
    ScriptedResponse response;
    response.pieces = pieces;
    return response;
}

ScriptedResponse ScriptedResponse::closeAfterBytes(const QByteArray &bytes, qsizetype count)
{
    ScriptedResponse response = raw(bytes.left(count));
    response.closeAfter = true;
    return response;
}

ScriptedResponse ScriptedResponse::neverAnswer()
{
    ScriptedResponse response;
    response.kind = Kind::NeverAnswer;
    return response;
}

ScriptedResponse ScriptedResponse::echo()
{
    ScriptedResponse response;
    response.kind = Kind::Echo;
    return response;
}

ScriptedResponse ScriptedResponse::computed(std::function<ScriptedResponse(const RecordedRequest &)> compute)
{
    ScriptedResponse response;
    response.kind = Kind::Computed;
    response.compute = std::move(compute);
    return response;
}

ScriptedResponse ScriptedResponse::http(int status, const QByteArray &body, const ScriptedHeaders &headers)
{
    QByteArray bytes = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonFor(status) + "\r\n";
    bool framed = status == 204 || status == 304;
    for (const auto &field : headers) {
        bytes += field.first + ": " + field.second + "\r\n";
        framed = framed || sameName(field.first, "Content-Length") || sameName(field.first, "Transfer-Encoding");
    }
    if (!framed)
        bytes += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    return raw(bytes + "\r\n" + body);
}

QByteArray RecordedRequest::header(QByteArrayView name) const
{
    for (const auto &field : headers) {
        if (sameName(field.first, name))
            return field.second;
    }
    return {};
}

bool RecordedRequest::hasHeader(QByteArrayView name) const
{
    return std::any_of(headers.cbegin(), headers.cend(), [name](const auto &field) { return sameName(field.first, name); });
}

ScriptedHttpServer::ScriptedHttpServer(QObject *parent)
    : QTcpServer(parent)
{
}

ScriptedHttpServer::~ScriptedHttpServer()
{
    // The sockets are children; stop their signals reaching a half-destroyed server.
    for (auto it = m_connections.cbegin(); it != m_connections.cend(); ++it)
        it.key()->disconnect(this);
}

bool ScriptedHttpServer::start()
{
    return listen(QHostAddress::LocalHost, 0);
}

bool ScriptedHttpServer::startTls(const QSslCertificate &certificate, const QSslKey &key,
                                  const QList<QSslCertificate> &clientCa)
{
    m_tls = true;
    m_certificate = certificate;
    m_key = key;
    m_clientCa = clientCa;
    return start();
}

QUrl ScriptedHttpServer::url(const QString &path) const
{
    QUrl url;
    url.setScheme(m_tls ? QStringLiteral("https") : QStringLiteral("http"));
    url.setHost(QStringLiteral("127.0.0.1"));
    url.setPort(serverPort());
    url.setPath(path);
    return url;
}

QString ScriptedHttpServer::testData(const QString &relativePath)
{
    return qEnvironmentVariable("RPCSCOPE_TEST_DATA") + u'/' + relativePath;
}

void ScriptedHttpServer::enqueue(const ScriptedResponse &response)
{
    m_script.append(response);
}

void ScriptedHttpServer::closeConnections()
{
    const QList<QTcpSocket *> sockets = m_connections.keys();
    for (QTcpSocket *socket : sockets) {
        socket->disconnectFromHost();
        drop(socket);
    }
}

void ScriptedHttpServer::incomingConnection(qintptr descriptor)
{
    if (!m_tls) {
        auto *socket = new QTcpSocket(this);
        socket->setSocketDescriptor(descriptor);
        adopt(socket);
        return;
    }
    auto *socket = new QSslSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    socket->setLocalCertificate(m_certificate);
    socket->setPrivateKey(m_key);
    if (!m_clientCa.isEmpty()) {
        QSslConfiguration config = socket->sslConfiguration();
        config.setCaCertificates(m_clientCa);
        socket->setSslConfiguration(config);
        socket->setPeerVerifyMode(QSslSocket::VerifyPeer);
    } else {
        socket->setPeerVerifyMode(QSslSocket::VerifyNone);
    }
    adopt(socket);
    socket->startServerEncryption();
}

void ScriptedHttpServer::adopt(QTcpSocket *socket)
{
    m_connections.insert(socket, {++m_accepted, {}});
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
    connect(socket, &QTcpSocket::disconnected, this, [this, socket] { drop(socket); });
    connect(socket, &QTcpSocket::errorOccurred, this, [this, socket](QAbstractSocket::SocketError error) {
        if (error != QAbstractSocket::RemoteHostClosedError)
            drop(socket);
    });
}

void ScriptedHttpServer::drop(QTcpSocket *socket)
{
    if (m_connections.remove(socket) == 0)
        return;
    socket->disconnect(this);
    // A closing socket still flushes what was written; deleting it now would lose that.
    if (socket->state() == QAbstractSocket::UnconnectedState)
        socket->deleteLater();
    else
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
}

void ScriptedHttpServer::onReadyRead(QTcpSocket *socket)
{
    const auto it = m_connections.find(socket);
    if (it == m_connections.end())
        return;
    it->buffer += socket->readAll();
    for (;;) {
        QByteArray &buffer = m_connections[socket].buffer;
        const qsizetype headEnd = buffer.indexOf("\r\n\r\n");
        if (headEnd < 0)
            return;
        RecordedRequest request;
        request.connection = m_connections[socket].index;
        const QList<QByteArray> lines = buffer.left(headEnd).split('\n');
        request.requestLine = lines.first().trimmed();
        const QList<QByteArray> words = request.requestLine.split(' ');
        request.method = words.value(0);
        request.target = words.value(1);
        qsizetype length = 0;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line = lines.at(i).chopped(lines.at(i).endsWith('\r') ? 1 : 0);
            const qsizetype colon = line.indexOf(':');
            request.headers.append({line.left(colon), line.mid(colon + 1).trimmed()});
        }
        length = request.header("Content-Length").toLongLong();
        const qsizetype total = headEnd + 4 + length;
        if (buffer.size() < total)
            return;
        request.raw = buffer.left(total);
        request.body = buffer.mid(headEnd + 4, length);
        buffer.remove(0, total);
        m_requests.append(request);
        emit requestReceived(int(m_requests.size()) - 1);
        answer(socket, request);
        if (!m_connections.contains(socket))
            return;
    }
}

void ScriptedHttpServer::answer(QTcpSocket *socket, const RecordedRequest &request)
{
    ScriptedResponse response = m_script.isEmpty()
            ? ScriptedResponse::http(599, QByteArrayLiteral("no scripted response left"))
            : m_script.takeFirst();
    if (response.kind == ScriptedResponse::Kind::NeverAnswer)
        return;
    if (response.kind == ScriptedResponse::Kind::Computed)
        response = response.compute(request);
    if (response.kind == ScriptedResponse::Kind::Echo) {
        response = ScriptedResponse::http(200, request.raw,
                                          {{QByteArrayLiteral("Content-Type"), QByteArrayLiteral("text/plain")}});
    }
    int delay = 0;
    for (const ScriptedResponse::Piece &piece : std::as_const(response.pieces)) {
        delay += piece.delayMs;
        if (delay == 0)
            socket->write(piece.bytes);
        else
            QTimer::singleShot(delay, socket, [socket, bytes = piece.bytes] { socket->write(bytes); });
    }
    if (!response.closeAfter)
        return;
    const auto close = [this, socket] {
        if (!m_connections.contains(socket))
            return;
        socket->disconnectFromHost();
        drop(socket);
    };
    if (delay == 0)
        close();
    else
        QTimer::singleShot(delay, socket, close);
}

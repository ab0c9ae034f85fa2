#include "lib/auth/redirectlistener.h"

#include "lib/httpserver/loopback.h"
#include "lib/tr.h"

#include <QHostAddress>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace RpcScope {

namespace {

constexpr qint64 MaxRequestBytes = 64 * 1024;
// A browser sends its request at once; a connection that says nothing for this long, or one
// too many at a time, is someone else's and is dropped.
constexpr int IdleMs = 10000;
constexpr int MaxConnections = 16;

QByteArray page(const QString &message)
{
    return QByteArrayLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>RpcScope</title></head>"
                             "<body style=\"font-family: sans-serif; margin: 3em\"><p>")
            + message.toHtmlEscaped().toUtf8() + QByteArrayLiteral("</p></body></html>\n");
}

} // namespace

RedirectListener::RedirectListener(QObject *parent)
    : QObject(parent)
{
}

RedirectListener::~RedirectListener()
{
    close();
}

bool RedirectListener::listen(const QUrl &redirectUri, QString *error)
{
    QUrl uri = redirectUri.isEmpty() ? QUrl(QStringLiteral("http://127.0.0.1/callback")) : redirectUri;
    const QString host = uri.host();
    const QHostAddress address = host.compare(u"localhost", Qt::CaseInsensitive) == 0
                                     ? QHostAddress(QHostAddress::LocalHost)
                                     : QHostAddress(host);
    if (!Loopback::isRedirectUri(uri)) {
        *error = Tr::tr("the redirect URI %1 is not an http:// address on this machine (127.0.0.1, [::1] or localhost), "
                        "so RpcScope cannot receive the redirect")
                         .arg(uri.toDisplayString());
        return false;
    }
    auto *server = new QTcpServer(this);
    server->setMaxPendingConnections(8);
    if (!server->listen(address, quint16(qMax(0, uri.port(0))))) {
        *error = Tr::tr("cannot listen for the redirect on %1 port %2: %3")
                         .arg(address.toString())
                         .arg(uri.port(0))
                         .arg(server->errorString());
        delete server;
        return false;
    }
    m_servers.append(server);
    uri.setPort(server->serverPort());
    if (host.compare(u"localhost", Qt::CaseInsensitive) == 0) {
        // A browser may resolve localhost to ::1 first: the same port there too, where it is free.
        auto *six = new QTcpServer(this);
        six->setMaxPendingConnections(8);
        if (six->listen(QHostAddress::LocalHostIPv6, server->serverPort()))
            m_servers.append(six);
        else
            delete six;
    }
    if (uri.path().isEmpty())
        uri.setPath(QStringLiteral("/"));
    m_redirectUri = uri;
    for (QTcpServer *listening : std::as_const(m_servers))
        connect(listening, &QTcpServer::newConnection, this, [this, listening] { onConnection(listening); });
    return true;
}

bool RedirectListener::isListening() const
{
    return !m_servers.isEmpty() && m_servers.first()->isListening();
}

void RedirectListener::close()
{
    for (QTcpServer *server : std::exchange(m_servers, {})) {
        server->close();
        server->deleteLater();
    }
}

void RedirectListener::onConnection(QTcpServer *server)
{
    while (m_servers.contains(server) && server->hasPendingConnections()) {
        QTcpSocket *socket = server->nextPendingConnection();
        socket->setParent(this);   // outlives the server, which closes at the redirect: the page still goes out
        if (m_parsers.size() >= MaxConnections) {
            socket->abort();
            socket->deleteLater();
            continue;
        }
        m_parsers.insert(socket, HttpRequestParser(MaxRequestBytes, MaxRequestBytes));
        QTimer::singleShot(IdleMs, socket, [socket] { socket->abort(); });
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            m_parsers.remove(socket);
            socket->deleteLater();
        });
        connect(socket, &QTcpSocket::errorOccurred, this, [this, socket] {
            if (m_parsers.remove(socket))
                socket->deleteLater();
        });
    }
}

void RedirectListener::onReadyRead(QTcpSocket *socket)
{
    const auto it = m_parsers.find(socket);
    if (it == m_parsers.end())
        return;
    it->append(socket->readAll());
    const HttpRequestParser::Status status = it->next();
    if (status == HttpRequestParser::Status::NeedMore)
        return;
    if (status == HttpRequestParser::Status::Error) {
        answer(socket, it->errorStatus(), Tr::tr("RpcScope could not read this request."));
        return;
    }
    const IncomingHttpRequest request = it->takeRequest();
    const QUrl target(QStringLiteral("http://127.0.0.1") + QString::fromLatin1(request.target));
    const QUrlQuery query(target);
    const bool ours = request.method == "GET" && target.path() == m_redirectUri.path()
            && query.queryItemValue(QStringLiteral("state"), QUrl::FullyDecoded).toUtf8() == m_state && !m_state.isEmpty();
    if (!ours) {
        answer(socket, 400, Tr::tr("This is not the redirect RpcScope is waiting for."));
        return;
    }
    const QString error = query.queryItemValue(QStringLiteral("error"), QUrl::FullyDecoded);
    answer(socket, 200, error.isEmpty()
                   ? Tr::tr("RpcScope has the authorization. You can close this tab.")
                   : Tr::tr("The authorization server said \"%1\". RpcScope has stopped the sign-in; you can close this tab.")
                             .arg(error));
    close();   // one redirect per flow: nothing listens any longer
    emit redirected(query);
}

void RedirectListener::answer(QTcpSocket *socket, int status, const QString &message)
{
    const QByteArray body = page(message);
    const QByteArray reason = status == 200 ? QByteArrayLiteral("OK") : QByteArrayLiteral("Bad Request");
    socket->write("HTTP/1.1 " + QByteArray::number(status) + ' ' + reason
                  + "\r\nContent-Type: text/html; charset=utf-8\r\nCache-Control: no-store\r\nConnection: close\r\n"
                    "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
    socket->disconnectFromHost();
}

} // namespace RpcScope

#include "lib/transport/socket/streamsocketopener.h"

#include "lib/transport/socketproblems.h"

#include <QFileInfo>
#include <QLocalSocket>
#include <QSslConfiguration>
#include <QSslSocket>
#include <QTcpSocket>

namespace RpcScope {

QIODevice *openStreamSocket(const SocketAddress &address, const SocketOptions &options, QObject *owner,
                            StreamSocketHandlers handlers)
{
    // One copy, shared by every connection below.
    const auto on = std::make_shared<StreamSocketHandlers>(std::move(handlers));
    if (address.family == SocketAddress::Family::Unix) {
        auto *socket = new QLocalSocket(owner);
        QObject::connect(socket, &QLocalSocket::connected, owner, [on] { on->connected(); });
        QObject::connect(socket, &QLocalSocket::readyRead, owner, [on] { on->readyRead(); });
        QObject::connect(socket, &QLocalSocket::bytesWritten, owner, [on](qint64 bytes) { on->bytesWritten(bytes); });
        QObject::connect(socket, &QLocalSocket::errorOccurred, owner, [on, socket](QLocalSocket::LocalSocketError error) {
            on->failed(socket->errorString(), localSocketErrorKind(error));
        });
        QObject::connect(socket, &QLocalSocket::disconnected, owner, [on] { on->disconnected(); });
        const QString path = QFileInfo(address.path).absoluteFilePath();
        QMetaObject::invokeMethod(owner, [on, socket, path, problem = unixPathProblem(path)] {
            if (on->stillWanted && !on->stillWanted(socket))
                return;
            if (!problem.isEmpty())
                on->failed(problem, TransportError::Kind::ConnectionRefused);
            else
                socket->connectToServer(path);
        }, Qt::QueuedConnection);
        return socket;
    }
    const bool tls = address.family == SocketAddress::Family::Tls;
    QSslSocket *secure = tls ? new QSslSocket(owner) : nullptr;
    QTcpSocket *socket = tls ? secure : new QTcpSocket(owner);
    if (secure) {
        secure->setSslConfiguration(options.tls.clientConfiguration());
        QObject::connect(secure, &QSslSocket::encrypted, owner, [on] { on->connected(); });
        QObject::connect(secure, &QSslSocket::sslErrors, owner,
                         [on, secure, insecure = options.insecure, tlsOptions = options.tls](const QList<QSslError> &errors) {
                             if (on->certificate)
                                 on->certificate(judgeCertificate(secure, errors, insecure, tlsOptions));
                         });
    } else {
        QObject::connect(socket, &QTcpSocket::connected, owner, [on] { on->connected(); });
    }
    QObject::connect(socket, &QTcpSocket::readyRead, owner, [on] { on->readyRead(); });
    QObject::connect(socket, &QTcpSocket::bytesWritten, owner, [on](qint64 bytes) { on->bytesWritten(bytes); });
    QObject::connect(socket, &QTcpSocket::errorOccurred, owner, [on, socket](QAbstractSocket::SocketError error) {
        on->failed(socket->errorString(), socketErrorKind(error));
    });
    QObject::connect(socket, &QTcpSocket::disconnected, owner, [on] { on->disconnected(); });
    QMetaObject::invokeMethod(owner, [on, socket, secure, host = address.host, port = address.port] {
        if (on->stillWanted && !on->stillWanted(socket))
            return;
        if (secure)
            secure->connectToHostEncrypted(host, port);
        else
            socket->connectToHost(host, port);
    }, Qt::QueuedConnection);
    return socket;
}

} // namespace RpcScope

#include "lib/transport/socketproblems.h"

#include <QCoreApplication>
#include <QFile>

#include <sys/stat.h>

namespace RpcScope {

TransportError::Kind socketErrorKind(QAbstractSocket::SocketError error)
{
    switch (error) {
    case QAbstractSocket::ConnectionRefusedError: return TransportError::Kind::ConnectionRefused;
    case QAbstractSocket::HostNotFoundError: return TransportError::Kind::HostNotFound;
    case QAbstractSocket::RemoteHostClosedError: return TransportError::Kind::ConnectionClosed;
    case QAbstractSocket::SslHandshakeFailedError:
    case QAbstractSocket::SslInternalError:
    case QAbstractSocket::SslInvalidUserDataError: return TransportError::Kind::Tls;
    default: return TransportError::Kind::Network;
    }
}

TransportError::Kind localSocketErrorKind(QLocalSocket::LocalSocketError error)
{
    switch (error) {
    case QLocalSocket::ServerNotFoundError:
    case QLocalSocket::ConnectionRefusedError: return TransportError::Kind::ConnectionRefused;
    case QLocalSocket::PeerClosedError: return TransportError::Kind::ConnectionClosed;
    default: return TransportError::Kind::Network;
    }
}

QString unixPathProblem(const QString &path)
{
    struct stat info{};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return {};   // missing: the connection attempt says so in its own words
    if (S_ISSOCK(info.st_mode))
        return {};
    return S_ISDIR(info.st_mode)
        ? QCoreApplication::translate("RpcScope::SocketTransport", "%1 is a directory, not a socket.").arg(path)
        : QCoreApplication::translate("RpcScope::SocketTransport", "%1 is not a socket.").arg(path);
}

} // namespace RpcScope

#include "lib/transport/socketproblems.h"

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

} // namespace RpcScope

#include "lib/transport/transporterror.h"

namespace RpcScope {

QString TransportError::kindName(Kind kind)
{
    switch (kind) {
    case Kind::None: return QStringLiteral("none");
    case Kind::Canceled: return QStringLiteral("canceled");
    case Kind::Timeout: return QStringLiteral("timeout");
    case Kind::ConnectionRefused: return QStringLiteral("connection-refused");
    case Kind::HostNotFound: return QStringLiteral("host-not-found");
    case Kind::Tls: return QStringLiteral("tls");
    case Kind::ConnectionClosed: return QStringLiteral("connection-closed");
    case Kind::Network: return QStringLiteral("network");
    case Kind::Protocol: return QStringLiteral("protocol");
    case Kind::TooLarge: return QStringLiteral("too-large");
    case Kind::ProcessFailedToStart: return QStringLiteral("process-failed-to-start");
    case Kind::ProcessExited: return QStringLiteral("process-exited");
    case Kind::WriteFailed: return QStringLiteral("write-failed");
    case Kind::Unsupported: return QStringLiteral("unsupported");
    case Kind::Authorization: return QStringLiteral("authorization");
    }
    return QStringLiteral("unknown");
}

} // namespace RpcScope

#pragma once

#include "lib/transport/transporterror.h"

#include <QAbstractSocket>

namespace RpcScope {

/// The sockets and WebSockets RpcScope opens itself say their problems the same way.

/// The kind of transport error a TCP or TLS socket's \a error is.
TransportError::Kind socketErrorKind(QAbstractSocket::SocketError error);

} // namespace RpcScope

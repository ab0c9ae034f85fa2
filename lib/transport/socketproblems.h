#pragma once

#include "lib/transport/transporterror.h"

#include <QAbstractSocket>
#include <QLocalSocket>

namespace RpcScope {

/// The sockets and WebSockets RpcScope opens itself say their problems the same way.

/// The kind of transport error a TCP or TLS socket's \a error is.
TransportError::Kind socketErrorKind(QAbstractSocket::SocketError error);
/// The kind of transport error a Unix socket's \a error is.
TransportError::Kind localSocketErrorKind(QLocalSocket::LocalSocketError error);
/// Why a Unix socket \a path cannot be connected to, when the file system already says so
/// (a directory, a plain file); empty otherwise, a missing path included (connecting says so).
QString unixPathProblem(const QString &path);

} // namespace RpcScope

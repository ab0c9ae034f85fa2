#pragma once

#include "lib/transport/transporterror.h"

#include <QAbstractSocket>
#include <QList>

class QSslError;
class QSslSocket;

namespace RpcScope {

/// The sockets and WebSockets RpcScope opens itself say their problems the same way.

/// The kind of transport error a TCP or TLS socket's \a error is.
TransportError::Kind socketErrorKind(QAbstractSocket::SocketError error);

/// What a socket's certificate problems come to. With \a insecure they are ignored on
/// \a socket and \a ignoredNote says which (a diagnostic for the user); otherwise the TLS
/// error to report is returned.
TransportError judgeTlsProblems(QSslSocket *socket, const QList<QSslError> &errors, bool insecure,
                                QString *ignoredNote);

} // namespace RpcScope

#pragma once

#include "lib/transport/transporterror.h"

#include <QList>

class QSslError;
class QSslSocket;

namespace RpcScope {

/// What a socket's certificate problems come to. With \a insecure they are ignored on
/// \a socket and \a ignoredNote says which (a diagnostic for the user); otherwise the TLS
/// error to report is returned. The sockets and WebSockets RpcScope opens itself share it.
TransportError judgeTlsProblems(QSslSocket *socket, const QList<QSslError> &errors, bool insecure,
                                QString *ignoredNote);

} // namespace RpcScope

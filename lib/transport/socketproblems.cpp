#include "lib/transport/socketproblems.h"

#include "lib/tr.h"

#include <QSslError>
#include <QSslSocket>
#include <QStringList>

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

TransportError judgeTlsProblems(QSslSocket *socket, const QList<QSslError> &errors, bool insecure,
                                QString *ignoredNote)
{
    QStringList texts;
    for (const QSslError &error : errors)
        texts.append(error.errorString());
    const QString problems = texts.join(QStringLiteral("; "));
    if (insecure) {
        socket->ignoreSslErrors();
        *ignoredNote = Tr::tr("TLS certificate problems ignored (verification is off for this endpoint): %1").arg(problems);
        return {};
    }
    ignoredNote->clear();
    return {TransportError::Kind::Tls, Tr::tr("The server's TLS certificate was not accepted: %1").arg(problems)};
}

} // namespace RpcScope

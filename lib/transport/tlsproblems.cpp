#include "lib/transport/tlsproblems.h"

#include "lib/tr.h"

#include <QSslError>
#include <QSslSocket>
#include <QStringList>

namespace RpcScope {

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

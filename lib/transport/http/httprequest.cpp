#include "lib/transport/http/httprequest.h"

#include <QCryptographicHash>

namespace RpcScope {

QByteArray TlsOptions::fingerprint() const
{
    if (isEmpty())
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QSslCertificate &certificate : caCertificates)
        hash.addData(certificate.digest(QCryptographicHash::Sha256));
    hash.addData(QByteArrayView("|"));
    if (clientCertificate && !clientCertificate->isNull())
        hash.addData(clientCertificate->digest(QCryptographicHash::Sha256));
    hash.addData(QByteArrayView("|"));
    if (clientKey && !clientKey->isNull())
        hash.addData(clientKey->toDer());
    return hash.result().toHex().left(32);
}

} // namespace RpcScope

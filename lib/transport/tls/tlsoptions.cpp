#include "lib/transport/tls/tlsoptions.h"

#include <QCryptographicHash>
#include <QSslConfiguration>
#include <QSslSocket>

namespace RpcScope {

namespace {

// Setting (or adding) CA certificates switches off Qt's on-demand loading of the system's
// roots, so extra authorities go with an explicit copy of the system list (read once).
const QList<QSslCertificate> &systemCaCertificates()
{
    static const QList<QSslCertificate> certificates = QSslConfiguration::systemCaCertificates();
    return certificates;
}

} // namespace

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
    hash.addData(QByteArrayView("|"));
    for (const QByteArray &accepted : acceptedCertificates)
        hash.addData(accepted);
    return hash.result().toHex().left(32);
}

QSslConfiguration TlsOptions::clientConfiguration() const
{
    QSslConfiguration config = QSslConfiguration::defaultConfiguration();
    config.setPeerVerifyMode(QSslSocket::VerifyPeer);
    if (!caCertificates.isEmpty())
        config.setCaCertificates(systemCaCertificates() + caCertificates);
    if (clientCertificate && !clientCertificate->isNull()) {
        config.setLocalCertificate(*clientCertificate);
        if (clientKey)
            config.setPrivateKey(*clientKey);
    }
    return config;
}

} // namespace RpcScope

#include "support/testtls.h"

#include <QFile>
#include <QSslCertificate>
#include <QSslKey>

namespace TestSupport {

QSslConfiguration testServerTls()
{
    const QString data = qEnvironmentVariable("RPCSCOPE_TEST_DATA");
    QFile certificate(data + QStringLiteral("/tls/server.pem"));
    QFile key(data + QStringLiteral("/tls/server.key"));
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    if (!certificate.open(QIODevice::ReadOnly) || !key.open(QIODevice::ReadOnly))
        return tls;
    tls.setLocalCertificate(QSslCertificate(certificate.readAll()));
    tls.setPrivateKey(QSslKey(key.readAll(), QSsl::Rsa));
    return tls;
}

} // namespace TestSupport

#include "app/cli/tlsoption.h"

#include "lib/transport/tls/tlsfiles.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace RpcScope {

const QCommandLineOption &TlsOption::caOption()
{
    static const QCommandLineOption option(
        QStringLiteral("cacert"), tr("TLS: trust the certificate authorities in FILE (PEM or DER) beside the system's."),
        QStringLiteral("FILE"));
    return option;
}

const QCommandLineOption &TlsOption::certificateOption()
{
    static const QCommandLineOption option(
        QStringLiteral("cert"), tr("TLS: present the client certificate in FILE when the server asks for one (needs --key)."),
        QStringLiteral("FILE"));
    return option;
}

const QCommandLineOption &TlsOption::keyOption()
{
    static const QCommandLineOption option(
        QStringLiteral("key"), tr("TLS: the private key of --cert (PEM or DER, not encrypted)."), QStringLiteral("FILE"));
    return option;
}

const QCommandLineOption &TlsOption::acceptOption()
{
    static const QCommandLineOption option(
        QStringLiteral("accept-cert"),
        tr("TLS: accept the server certificate with this SHA-256 fingerprint although nobody vouches for it "
           "(self-signed, expired, another name); repeatable. Every other certificate is still verified."),
        QStringLiteral("SHA256"));
    return option;
}

void TlsOption::addOptions(QCommandLineParser &parser)
{
    parser.addOptions({caOption(), certificateOption(), keyOption(), acceptOption()});
}

bool TlsOption::read(const QCommandLineParser &parser, TlsFiles *tls, QString *error)
{
    tls->caFile = parser.value(caOption());
    tls->certificateFile = parser.value(certificateOption());
    tls->keyFile = parser.value(keyOption());
    tls->acceptedCertificates = parser.values(acceptOption());
    TlsOptions loaded;
    return tls->isEmpty() || tls->load(&loaded, error);
}

QString TlsOption::refusalHint()
{
    return tr("If you trust this server, run again with --accept-cert and the SHA-256 fingerprint above (this "
              "certificate only), or with --cacert and the authority that issued it.");
}

} // namespace RpcScope

#include "lib/transport/tls/tlsfiles.h"

#include "lib/tr.h"

#include <QFile>
#include <QRegularExpression>
#include <QSslCertificate>
#include <QSslKey>

namespace RpcScope {

namespace {

// Certificates and keys are small; anything larger is not one.
constexpr qint64 MaxFileBytes = 1024 * 1024;

bool readSmallFile(const QString &path, const QString &what, QByteArray *data, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = Tr::tr("Cannot read the %1 %2: %3.").arg(what, path, file.errorString());
        return false;
    }
    if (file.size() > MaxFileBytes) {
        *error = Tr::tr("The %1 %2 is too large to be one.").arg(what, path);
        return false;
    }
    *data = file.readAll();
    return true;
}

QList<QSslCertificate> certificatesIn(const QByteArray &data)
{
    QList<QSslCertificate> certificates = QSslCertificate::fromData(data, QSsl::Pem);
    if (certificates.isEmpty())
        certificates = QSslCertificate::fromData(data, QSsl::Der);
    return certificates;
}

std::optional<QSslKey> keyIn(const QByteArray &data)
{
    const QSsl::EncodingFormat format = data.contains("-----BEGIN") ? QSsl::Pem : QSsl::Der;
    for (const QSsl::KeyAlgorithm algorithm : {QSsl::Rsa, QSsl::Ec, QSsl::Dsa}) {
        const QSslKey key(data, algorithm, format, QSsl::PrivateKey);
        if (!key.isNull())
            return key;
    }
    return std::nullopt;
}

} // namespace

bool TlsFiles::load(TlsOptions *options, QString *error) const
{
    QByteArray data;
    if (!caFile.isEmpty()) {
        const QString what = Tr::tr("certificate authority file");
        if (!readSmallFile(caFile, what, &data, error))
            return false;
        options->caCertificates = certificatesIn(data);
        if (options->caCertificates.isEmpty()) {
            *error = Tr::tr("The %1 %2 holds no certificate (PEM or DER).").arg(what, caFile);
            return false;
        }
    }
    if (certificateFile.isEmpty() != keyFile.isEmpty()) {
        *error = certificateFile.isEmpty() ? Tr::tr("A client key needs its certificate as well.")
                                           : Tr::tr("A client certificate needs its private key as well.");
        return false;
    }
    if (!certificateFile.isEmpty()) {
        const QString what = Tr::tr("client certificate");
        if (!readSmallFile(certificateFile, what, &data, error))
            return false;
        const QList<QSslCertificate> certificates = certificatesIn(data);
        if (certificates.isEmpty()) {
            *error = Tr::tr("The %1 %2 holds no certificate (PEM or DER).").arg(what, certificateFile);
            return false;
        }
        options->clientCertificate = certificates.first();
        const QString keyWhat = Tr::tr("client key");
        if (!readSmallFile(keyFile, keyWhat, &data, error))
            return false;
        if (data.contains("ENCRYPTED")) {
            *error = Tr::tr("The %1 %2 is encrypted with a passphrase, which RpcScope does not ask for: give it "
                            "a copy without one (openssl pkey -in KEY -out PLAIN) kept only readable by you.")
                             .arg(keyWhat, keyFile);
            return false;
        }
        options->clientKey = keyIn(data);
        if (!options->clientKey) {
            *error = Tr::tr("The %1 %2 holds no private key RpcScope can read (RSA, EC or DSA; PEM or DER).")
                             .arg(keyWhat, keyFile);
            return false;
        }
    }
    for (const QString &text : acceptedCertificates) {
        const std::optional<QByteArray> digest = parseFingerprint(text, error);
        if (!digest)
            return false;
        options->acceptedCertificates.append(*digest);
    }
    return true;
}

QString TlsFiles::fingerprintText(const QByteArray &digest)
{
    return QString::fromLatin1(digest.toHex(':').toUpper());
}

std::optional<QByteArray> TlsFiles::parseFingerprint(const QString &text, QString *error)
{
    QString hex = text.trimmed();
    // "sha256:", "SHA256=", "SHA-256 ", and OpenSSL's "sha256 Fingerprint=" in front.
    static const QRegularExpression prefix(QStringLiteral("^sha-?256(\\s*fingerprint)?\\s*[:=]?\\s*"),
                                           QRegularExpression::CaseInsensitiveOption);
    hex.remove(prefix);
    // Pairs joined by colons or by spaces (as browsers show them), or not at all.
    static const QRegularExpression separators(QStringLiteral("[:\\s]"));
    hex.remove(separators);
    static const QRegularExpression digits(QStringLiteral("^[0-9A-Fa-f]{64}$"));
    if (!digits.match(hex).hasMatch()) {
        *error = Tr::tr("\"%1\" is not a SHA-256 certificate fingerprint: expected 64 hexadecimal digits, "
                        "in pairs joined by colons or not.")
                         .arg(text);
        return std::nullopt;
    }
    return QByteArray::fromHex(hex.toLatin1());
}

} // namespace RpcScope

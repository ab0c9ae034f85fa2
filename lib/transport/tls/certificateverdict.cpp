#include "lib/transport/tls/certificateverdict.h"

#include "lib/text/sentence.h"
#include "lib/tr.h"
#include "lib/transport/tls/tlsfiles.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QSslCertificate>
#include <QSslError>
#include <QSslSocket>
#include <QStringList>

#include <algorithm>

namespace RpcScope {

namespace {

QString day(const QDateTime &when)
{
    return when.toUTC().date().toString(Qt::ISODate);
}

// Whom a certificate names: its subject alternative names, else its common name.
QString namesOf(const QSslCertificate &certificate)
{
    QStringList names;
    const auto alternatives = certificate.subjectAlternativeNames();
    for (auto it = alternatives.cbegin(); it != alternatives.cend(); ++it) {
        if (it.key() == QSsl::DnsEntry || it.key() == QSsl::IpAddressEntry)
            names.append(it.value());
    }
    if (names.isEmpty())
        names = certificate.subjectInfo(QSslCertificate::CommonName);
    return names.isEmpty() ? Tr::tr("no name") : names.join(QStringLiteral(", "));
}

QString issuerOf(const QSslCertificate &certificate)
{
    const QStringList names = certificate.issuerInfo(QSslCertificate::CommonName);
    return names.isEmpty() ? certificate.issuerDisplayName() : names.first();
}

// One problem in words, about the certificate it concerns.
QString reasonFor(const QSslError &error, const QString &host)
{
    const QSslCertificate certificate = error.certificate();
    switch (error.error()) {
    case QSslError::SelfSignedCertificate:
        return Tr::tr("it is self-signed, so no authority you trust vouches for it");
    case QSslError::SelfSignedCertificateInChain:
        return Tr::tr("its chain ends in %1, an authority you do not trust").arg(issuerOf(certificate));
    case QSslError::UnableToGetLocalIssuerCertificate:
    case QSslError::UnableToGetIssuerCertificate:
    case QSslError::UnableToVerifyFirstCertificate:
        return Tr::tr("it was issued by %1, an authority you do not trust").arg(issuerOf(certificate));
    case QSslError::CertificateExpired:
        return Tr::tr("it expired on %1").arg(day(certificate.expiryDate()));
    case QSslError::CertificateNotYetValid:
        return Tr::tr("it is valid only from %1").arg(day(certificate.effectiveDate()));
    case QSslError::HostNameMismatch:
        return Tr::tr("it is for %1, not for %2").arg(namesOf(certificate), host);
    case QSslError::CertificateRevoked:
        return Tr::tr("it was revoked");
    case QSslError::InvalidPurpose:
        return Tr::tr("it may not be used to identify a server");
    case QSslError::NoPeerCertificate:
        return Tr::tr("the server sent no certificate");
    default:
        return Sentence::withoutFullStop(error.errorString());
    }
}

QString reasonsFor(const QList<QSslError> &errors, const QString &host)
{
    QStringList reasons;
    for (const QSslError &error : errors) {
        const QString reason = reasonFor(error, host);
        if (!reasons.contains(reason))
            reasons.append(reason);
    }
    return reasons.join(QStringLiteral("; "));
}

} // namespace

QString certificateFingerprint(const QSslCertificate &certificate)
{
    return TlsFiles::fingerprintText(certificate.digest(QCryptographicHash::Sha256));
}

QString describeCertificate(const QSslCertificate &certificate)
{
    if (certificate.isNull())
        return Tr::tr("none");
    return Tr::tr("%1, issued by %2, valid %3 to %4, SHA-256 %5")
            .arg(namesOf(certificate), issuerOf(certificate), day(certificate.effectiveDate()),
                 day(certificate.expiryDate()), certificateFingerprint(certificate));
}

CertificateVerdict judgeCertificate(QSslSocket *socket, const QList<QSslError> &errors, bool insecure,
                                    const TlsOptions &tls)
{
    const QString host = socket->peerVerifyName().isEmpty() ? socket->peerName() : socket->peerVerifyName();
    // Only the server's own certificate is judged and named: never one of its chain.
    const QSslCertificate certificate = socket->peerCertificate();
    const QString reasons = reasonsFor(errors, host);
    CertificateVerdict verdict;
    if (insecure) {
        socket->ignoreSslErrors(errors);
        verdict.note = Tr::tr("TLS certificate problems ignored (verification is off for this endpoint): %1.")
                               .arg(reasons);
        return verdict;
    }
    // Accepting a certificate overlooks who vouches for it, its dates and its names; never that
    // its issuer revoked or blacklisted it.
    const bool withdrawn = std::any_of(errors.cbegin(), errors.cend(), [](const QSslError &error) {
        return error.error() == QSslError::CertificateRevoked || error.error() == QSslError::CertificateBlacklisted;
    });
    const bool accepted = !certificate.isNull() && !withdrawn
            && tls.acceptedCertificates.contains(certificate.digest(QCryptographicHash::Sha256));
    if (accepted) {
        socket->ignoreSslErrors(errors);
        verdict.note = Tr::tr("The server's TLS certificate is not trusted (%1), but you accepted it for this "
                              "endpoint: %2.")
                               .arg(reasons, describeCertificate(certificate));
        return verdict;
    }
    QString message = Tr::tr("The server's TLS certificate was not accepted: %1. The certificate: %2.")
                              .arg(reasons, describeCertificate(certificate));
    if (!tls.acceptedCertificates.isEmpty())
        message += u' ' + Tr::tr("It is not the certificate you accepted for this endpoint.");
    verdict.refusal = {TransportError::Kind::Tls, message,
                       certificate.isNull() || withdrawn ? QByteArray() : certificate.digest(QCryptographicHash::Sha256)};
    return verdict;
}

} // namespace RpcScope

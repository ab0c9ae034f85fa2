#pragma once

#include "lib/transport/tls/tlsoptions.h"
#include "lib/transport/transporterror.h"

#include <QList>
#include <QString>

class QSslCertificate;
class QSslError;
class QSslSocket;

namespace RpcScope {

/// What a TLS handshake's certificate problems come to for one endpoint.
struct CertificateVerdict
{
    TransportError refusal;   ///< set when the connection must not go on
    QString note;             ///< set when problems were let through: the user's choice, said
};

/// Judges the certificate problems \a errors of \a socket's handshake. They are ignored on
/// the socket when \a insecure, or when the server's certificate is one the user accepted in
/// \a tls (the note says which); otherwise the refusal gives the reasons and the certificate
/// in words: who it is for, who issued it, when it is valid, its SHA-256 fingerprint.
CertificateVerdict judgeCertificate(QSslSocket *socket, const QList<QSslError> &errors, bool insecure,
                                    const TlsOptions &tls);

/// One line about \a certificate: "127.0.0.1, issued by RpcScope Test CA, valid 2020-01-01
/// to 2020-12-31, SHA-256 AB:CD:…".
QString describeCertificate(const QSslCertificate &certificate);

/// The certificate's SHA-256 fingerprint as people write it: 32 hex pairs joined by colons.
QString certificateFingerprint(const QSslCertificate &certificate);

} // namespace RpcScope

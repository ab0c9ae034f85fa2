#pragma once

#include <QByteArray>
#include <QList>
#include <QSslCertificate>
#include <QSslKey>

#include <optional>

class QSslConfiguration;

namespace RpcScope {

/// Certificates for one TLS endpoint. Empty means: the system's trust store, no client certificate.
struct TlsOptions
{
    /// Trusted in addition to the system's certificate authorities (a private CA, a pinned server).
    QList<QSslCertificate> caCertificates;
    /// Presented when the server asks for one; needs clientKey too. Optional rather than a
    /// null certificate: merely constructing a QSslCertificate or QSslKey loads the TLS backend
    /// and OpenSSL (18-40 ms), which a plain http:// call must not pay.
    std::optional<QSslCertificate> clientCertificate;
    std::optional<QSslKey> clientKey;
    /// SHA-256 digests (32 raw bytes) of server certificates the user accepted for this
    /// endpoint although nobody vouches for them (self-signed, expired, another host's name).
    QList<QByteArray> acceptedCertificates;

    bool isEmpty() const
    {
        return caCertificates.isEmpty() && !clientCertificate && !clientKey && acceptedCertificates.isEmpty();
    }
    /// Identifies these options in the connection pool: a connection made with other
    /// certificates must not be reused for this request.
    QByteArray fingerprint() const;
    /// The configuration every TLS connection of ours starts from: the system's defaults, the
    /// server always verified (what the user lets through is ignored afterwards, and said: see
    /// judgeCertificate), the extra authorities and the client certificate.
    QSslConfiguration clientConfiguration() const;
};

} // namespace RpcScope

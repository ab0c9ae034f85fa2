#pragma once

#include "lib/transport/tls/tlsoptions.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace RpcScope {

/// The TLS choices of one endpoint as the user makes them: files and fingerprints, kept in
/// the workspace and given on the command line. No secret: a key file is named, not read in.
struct TlsFiles
{
    QString caFile;                   ///< PEM (or DER) authorities trusted beside the system's
    QString certificateFile;          ///< the client certificate presented when asked
    QString keyFile;                  ///< its private key (PEM or DER, not encrypted)
    QStringList acceptedCertificates; ///< SHA-256 fingerprints of server certificates accepted as they are

    bool isEmpty() const
    {
        return caFile.isEmpty() && certificateFile.isEmpty() && keyFile.isEmpty() && acceptedCertificates.isEmpty();
    }
    /// Reads the files into \a options; false with the reason in \a error when one cannot be
    /// used (missing, unreadable, not a certificate or key, an encrypted key, a certificate
    /// without its key).
    bool load(TlsOptions *options, QString *error) const;

    /// A SHA-256 fingerprint as users paste it: 64 hex digits, in pairs joined by colons or
    /// not, in any case, with an optional "sha256:" or "SHA256=" in front. The 32 bytes, or
    /// nothing with the reason in \a error.
    static std::optional<QByteArray> parseFingerprint(const QString &text, QString *error);
    /// A SHA-256 digest as people write it: 32 hex pairs joined by colons, upper case.
    static QString fingerprintText(const QByteArray &digest);
};

} // namespace RpcScope

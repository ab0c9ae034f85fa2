#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <optional>

namespace RpcScope {

/// What a JSON Web Token says, read without its signature checked and without it ever being
/// sent anywhere: its header and claims as JSON text, and the times in them. For a person
/// looking at the token they got; nothing is decided on it.
struct JwtClaims
{
    QByteArray header;     ///< the JOSE header as sent (JSON)
    QByteArray claims;     ///< the payload as sent (JSON)
    QDateTime expiresAt;   ///< "exp"; invalid when absent
    QDateTime issuedAt;    ///< "iat"; invalid when absent
    QString issuer;        ///< "iss"
    QString subject;       ///< "sub"

    /// Nothing for a token that is no JWS in compact form with JSON object header and payload
    /// (an opaque token, the common case): \a why says so.
    static std::optional<JwtClaims> decode(const QByteArray &token, QString *why);
};

} // namespace RpcScope

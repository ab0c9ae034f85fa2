#pragma once

#include <QByteArray>

namespace RpcScope {

/// Proof Key for Code Exchange (RFC 7636) with S256, and the other random values of a flow.
struct Pkce
{
    QByteArray verifier;    ///< 43 characters of base64url from 32 random bytes
    QByteArray challenge;   ///< BASE64URL(SHA-256(verifier))

    static Pkce generate();
    /// \a bytes random bytes from the system's generator as base64url without padding.
    static QByteArray randomToken(int bytes);
    static QByteArray challengeOf(const QByteArray &verifier);
};

} // namespace RpcScope

#pragma once

#include <QByteArray>
#include <QString>
#include <QUrl>

#include <memory>
#include <optional>

typedef struct evp_pkey_st EVP_PKEY;

namespace RpcScope {

/// Signs JSON Web Tokens (RFC 7515 compact form) with a private key, through OpenSSL: ES256
/// (P-256) and RS256. What private_key_jwt client authentication (RFC 7523) and DPoP proofs
/// (RFC 9449) need, and no more; no hand-made cryptography.
class JwtSigner
{
public:
    JwtSigner() = default;

    /// A PEM private key (PKCS#8 or traditional, not encrypted): an EC P-256 key signs ES256,
    /// an RSA key RS256. Nothing, and \a error in words, for anything else.
    static std::optional<JwtSigner> fromPem(const QByteArray &pem, QString *error);
    /// A new P-256 key, for DPoP proofs.
    static JwtSigner generateEs256();

    bool isNull() const { return !m_key; }
    /// The private key as unencrypted PKCS#8 PEM, for the keychain (a DPoP-bound token is
    /// useless without its key); empty for a null signer.
    QByteArray toPem() const;
    /// "ES256" or "RS256".
    QString algorithm() const { return m_algorithm; }
    /// The compact JWS of \a claims (a JSON object's text) under a header of "alg", "typ" \a type
    /// and, with \a withJwk, the public key as "jwk". Empty when signing failed.
    QByteArray sign(const QByteArray &claims, const QByteArray &type, bool withJwk = false) const;
    /// A DPoP proof (RFC 9449 §4.2) for a \a method request to \a url: a fresh `jti`, `htm`,
    /// `htu` without query and fragment, `iat`, the server's \a nonce when it gave one, and for
    /// a request to a resource server `ath`, the hash of \a accessToken the proof is bound to.
    QByteArray dpopProof(const QByteArray &method, const QUrl &url, const QByteArray &nonce,
                         const QByteArray &accessToken = {}) const;
    /// The public key as a JWK, its required members in lexicographic order (RFC 7638 §3.2).
    QByteArray publicJwk() const;
    /// RFC 7638 thumbprint: base64url of SHA-256 over publicJwk().
    QByteArray thumbprint() const;

    static QByteArray base64Url(const QByteArray &bytes);

private:
    std::shared_ptr<EVP_PKEY> m_key;
    QString m_algorithm;
};

} // namespace RpcScope

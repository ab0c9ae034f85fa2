#include "lib/auth/jwtsigner.h"

#include "lib/auth/pkce.h"
#include "lib/tr.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>

namespace RpcScope {

namespace {

std::shared_ptr<EVP_PKEY> own(EVP_PKEY *key)
{
    return std::shared_ptr<EVP_PKEY>(key, EVP_PKEY_free);
}

QByteArray bignumParam(EVP_PKEY *key, const char *name, int width = 0)
{
    BIGNUM *number = nullptr;
    if (EVP_PKEY_get_bn_param(key, name, &number) != 1)
        return {};
    const int size = width > 0 ? width : BN_num_bytes(number);
    QByteArray out(size, Qt::Uninitialized);
    BN_bn2binpad(number, reinterpret_cast<unsigned char *>(out.data()), size);
    BN_free(number);
    return out;
}

QString opensslError()
{
    const unsigned long code = ERR_get_error();
    char text[256] = {};
    ERR_error_string_n(code, text, sizeof text);
    ERR_clear_error();
    return QString::fromLatin1(text);
}

} // namespace

QByteArray JwtSigner::base64Url(const QByteArray &bytes)
{
    return bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

QByteArray JwtSigner::dpopProof(const QByteArray &method, const QUrl &url, const QByteArray &nonce,
                                const QByteArray &accessToken) const
{
    QJsonObject claims;
    claims.insert(QStringLiteral("jti"), QString::fromLatin1(Pkce::randomToken(16)));
    claims.insert(QStringLiteral("htm"), QString::fromLatin1(method));
    claims.insert(QStringLiteral("htu"), url.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment).toString());
    claims.insert(QStringLiteral("iat"), QDateTime::currentSecsSinceEpoch());
    if (!accessToken.isEmpty()) {
        claims.insert(QStringLiteral("ath"),
                      QString::fromLatin1(base64Url(QCryptographicHash::hash(accessToken, QCryptographicHash::Sha256))));
    }
    if (!nonce.isEmpty())
        claims.insert(QStringLiteral("nonce"), QString::fromLatin1(nonce));
    return sign(QJsonDocument(claims).toJson(QJsonDocument::Compact), "dpop+jwt", true);
}

QByteArray JwtSigner::toPem() const
{
    if (!m_key)
        return {};
    BIO *bio = BIO_new(BIO_s_mem());
    QByteArray pem;
    if (PEM_write_bio_PrivateKey(bio, m_key.get(), nullptr, nullptr, 0, nullptr, nullptr) == 1) {
        char *data = nullptr;
        const long size = BIO_get_mem_data(bio, &data);
        pem = QByteArray(data, qsizetype(size));
    }
    BIO_free(bio);
    return pem;
}

std::optional<JwtSigner> JwtSigner::fromPem(const QByteArray &pem, QString *error)
{
    BIO *bio = BIO_new_mem_buf(pem.constData(), int(pem.size()));
    EVP_PKEY *key = PEM_read_bio_PrivateKey(bio, nullptr, [](char *, int, int, void *) { return 0; }, nullptr);
    BIO_free(bio);
    if (!key) {
        *error = Tr::tr("it is not a PEM private key without a passphrase (%1)").arg(opensslError());
        return std::nullopt;
    }
    JwtSigner signer;
    signer.m_key = own(key);
    if (EVP_PKEY_is_a(key, "RSA")) {
        if (EVP_PKEY_get_bits(key) < 2048) {
            *error = Tr::tr("the RSA key has %1 bits; RS256 needs at least 2048").arg(EVP_PKEY_get_bits(key));
            return std::nullopt;
        }
        signer.m_algorithm = QStringLiteral("RS256");
        return signer;
    }
    if (EVP_PKEY_is_a(key, "EC")) {
        char group[64] = {};
        size_t length = 0;
        EVP_PKEY_get_utf8_string_param(key, OSSL_PKEY_PARAM_GROUP_NAME, group, sizeof group, &length);
        if (qstrcmp(group, "prime256v1") != 0 && qstrcmp(group, "P-256") != 0) {
            *error = Tr::tr("the EC key is on the curve %1; ES256 needs P-256").arg(QString::fromLatin1(group));
            return std::nullopt;
        }
        signer.m_algorithm = QStringLiteral("ES256");
        return signer;
    }
    *error = Tr::tr("the key is neither RSA nor EC P-256");
    return std::nullopt;
}

JwtSigner JwtSigner::generateEs256()
{
    JwtSigner signer;
    EVP_PKEY *key = EVP_EC_gen("P-256");
    if (!key)
        return signer;
    signer.m_key = own(key);
    signer.m_algorithm = QStringLiteral("ES256");
    return signer;
}

QByteArray JwtSigner::publicJwk() const
{
    if (!m_key)
        return {};
    if (m_algorithm == u"RS256") {
        return "{\"e\":\"" + base64Url(bignumParam(m_key.get(), OSSL_PKEY_PARAM_RSA_E)) + "\",\"kty\":\"RSA\",\"n\":\""
                + base64Url(bignumParam(m_key.get(), OSSL_PKEY_PARAM_RSA_N)) + "\"}";
    }
    return "{\"crv\":\"P-256\",\"kty\":\"EC\",\"x\":\"" + base64Url(bignumParam(m_key.get(), OSSL_PKEY_PARAM_EC_PUB_X, 32))
            + "\",\"y\":\"" + base64Url(bignumParam(m_key.get(), OSSL_PKEY_PARAM_EC_PUB_Y, 32)) + "\"}";
}

QByteArray JwtSigner::thumbprint() const
{
    return base64Url(QCryptographicHash::hash(publicJwk(), QCryptographicHash::Sha256));
}

QByteArray JwtSigner::sign(const QByteArray &claims, const QByteArray &type, bool withJwk) const
{
    if (!m_key)
        return {};
    QByteArray header = "{\"alg\":\"" + m_algorithm.toLatin1() + "\",\"typ\":\"" + type + "\"";
    if (withJwk)
        header += ",\"jwk\":" + publicJwk();
    header += '}';
    const QByteArray input = base64Url(header) + '.' + base64Url(claims);

    EVP_MD_CTX *context = EVP_MD_CTX_new();
    size_t length = 0;
    QByteArray signature;
    if (EVP_DigestSignInit(context, nullptr, EVP_sha256(), nullptr, m_key.get()) == 1
        && EVP_DigestSign(context, nullptr, &length, reinterpret_cast<const unsigned char *>(input.constData()),
                          size_t(input.size())) == 1) {
        signature.resize(qsizetype(length));
        if (EVP_DigestSign(context, reinterpret_cast<unsigned char *>(signature.data()), &length,
                           reinterpret_cast<const unsigned char *>(input.constData()), size_t(input.size())) == 1)
            signature.resize(qsizetype(length));
        else
            signature.clear();
    }
    EVP_MD_CTX_free(context);
    if (signature.isEmpty())
        return {};
    if (m_algorithm == u"ES256") {
        // OpenSSL writes ECDSA signatures in DER; JWS wants r and s, 32 bytes each (RFC 7518 §3.4).
        const unsigned char *der = reinterpret_cast<const unsigned char *>(signature.constData());
        ECDSA_SIG *parsed = d2i_ECDSA_SIG(nullptr, &der, long(signature.size()));
        if (!parsed)
            return {};
        QByteArray raw(64, '\0');
        BN_bn2binpad(ECDSA_SIG_get0_r(parsed), reinterpret_cast<unsigned char *>(raw.data()), 32);
        BN_bn2binpad(ECDSA_SIG_get0_s(parsed), reinterpret_cast<unsigned char *>(raw.data()) + 32, 32);
        ECDSA_SIG_free(parsed);
        signature = raw;
    }
    return input + '.' + base64Url(signature);
}

} // namespace RpcScope

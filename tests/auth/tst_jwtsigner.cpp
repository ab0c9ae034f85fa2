// JWTs as private_key_jwt and DPoP need them, checked by OpenSSL's own verification: the
// signature over "header.claims" verifies with the key's public half, ES256 signatures are the
// 64 bytes of r and s, the JWK and its thumbprint are in RFC 7638's form.
#include "lib/auth/jwtsigner.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rsa.h>

using namespace RpcScope;

namespace {

QByteArray pemOf(EVP_PKEY *key)
{
    BIO *bio = BIO_new(BIO_s_mem());
    PEM_write_bio_PrivateKey(bio, key, nullptr, nullptr, 0, nullptr, nullptr);
    char *data = nullptr;
    const long size = BIO_get_mem_data(bio, &data);
    const QByteArray pem(data, size);
    BIO_free(bio);
    return pem;
}

QByteArray fromBase64Url(const QByteArray &text)
{
    return QByteArray::fromBase64(text, QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

// OpenSSL's verification of a compact JWS with \a key.
bool verifies(const QByteArray &jws, EVP_PKEY *key, bool ecdsa)
{
    const QList<QByteArray> parts = jws.split('.');
    if (parts.size() != 3)
        return false;
    const QByteArray input = parts.at(0) + '.' + parts.at(1);
    QByteArray signature = fromBase64Url(parts.at(2));
    if (ecdsa) {
        if (signature.size() != 64)
            return false;
        ECDSA_SIG *sig = ECDSA_SIG_new();
        ECDSA_SIG_set0(sig, BN_bin2bn(reinterpret_cast<const unsigned char *>(signature.constData()), 32, nullptr),
                       BN_bin2bn(reinterpret_cast<const unsigned char *>(signature.constData()) + 32, 32, nullptr));
        unsigned char *der = nullptr;
        const int length = i2d_ECDSA_SIG(sig, &der);
        signature = QByteArray(reinterpret_cast<const char *>(der), length);
        OPENSSL_free(der);
        ECDSA_SIG_free(sig);
    }
    EVP_MD_CTX *context = EVP_MD_CTX_new();
    const bool ok = EVP_DigestVerifyInit(context, nullptr, EVP_sha256(), nullptr, key) == 1
            && EVP_DigestVerify(context, reinterpret_cast<const unsigned char *>(signature.constData()), size_t(signature.size()),
                                reinterpret_cast<const unsigned char *>(input.constData()), size_t(input.size())) == 1;
    EVP_MD_CTX_free(context);
    return ok;
}

} // namespace

class TstJwtSigner : public QObject
{
    Q_OBJECT

private slots:
    void es256SignaturesVerify()
    {
        EVP_PKEY *key = EVP_EC_gen("P-256");
        QString error;
        const std::optional<JwtSigner> signer = JwtSigner::fromPem(pemOf(key), &error);
        QVERIFY2(signer, qPrintable(error));
        QCOMPARE(signer->algorithm(), QString("ES256"));
        const QByteArray claims = "{\"iss\":\"client\",\"aud\":\"https://auth.example\"}";
        const QByteArray jws = signer->sign(claims, "JWT");
        QVERIFY(verifies(jws, key, true));
        const QJsonObject header = QJsonDocument::fromJson(fromBase64Url(jws.split('.').first())).object();
        QCOMPARE(header.value("alg").toString(), QString("ES256"));
        QCOMPARE(header.value("typ").toString(), QString("JWT"));
        QVERIFY(!header.contains("jwk"));
        QCOMPARE(fromBase64Url(jws.split('.').at(1)), claims);
        // A changed claim no longer verifies.
        QList<QByteArray> parts = jws.split('.');
        parts[1] = JwtSigner::base64Url("{\"iss\":\"someone else\"}");
        QVERIFY(!verifies(parts.join('.'), key, true));
        EVP_PKEY_free(key);
    }

    void rs256SignaturesVerify()
    {
        EVP_PKEY *key = EVP_RSA_gen(2048);
        QString error;
        const std::optional<JwtSigner> signer = JwtSigner::fromPem(pemOf(key), &error);
        QVERIFY2(signer, qPrintable(error));
        QCOMPARE(signer->algorithm(), QString("RS256"));
        QVERIFY(verifies(signer->sign("{}", "JWT"), key, false));
        QVERIFY(signer->publicJwk().startsWith("{\"e\":\"AQAB\",\"kty\":\"RSA\",\"n\":\""));
        EVP_PKEY_free(key);
    }

    void dpopProofsCarryTheirPublicKey()
    {
        const JwtSigner signer = JwtSigner::generateEs256();
        QVERIFY(!signer.isNull());
        const QByteArray jws = signer.sign("{\"htm\":\"POST\"}", "dpop+jwt", true);
        const QJsonObject header = QJsonDocument::fromJson(fromBase64Url(jws.split('.').first())).object();
        QCOMPARE(header.value("typ").toString(), QString("dpop+jwt"));
        const QJsonObject jwk = header.value("jwk").toObject();
        QCOMPARE(jwk.value("kty").toString(), QString("EC"));
        QCOMPARE(jwk.value("crv").toString(), QString("P-256"));
        QVERIFY(!jwk.contains("d"));   // never the private part
        QCOMPARE(fromBase64Url(jwk.value("x").toString().toLatin1()).size(), 32);
        // RFC 7638: the thumbprint is SHA-256 over the members crv, kty, x, y in that order, no spaces.
        QVERIFY(signer.publicJwk().startsWith("{\"crv\":\"P-256\",\"kty\":\"EC\",\"x\":\""));
        QCOMPARE(signer.thumbprint(),
                 JwtSigner::base64Url(QCryptographicHash::hash(signer.publicJwk(), QCryptographicHash::Sha256)));
        QVERIFY(JwtSigner::generateEs256().thumbprint() != signer.thumbprint());
    }

    void unusableKeysAreRefusedInWords()
    {
        QString error;
        QVERIFY(!JwtSigner::fromPem("not a key", &error));
        QVERIFY2(error.startsWith("it is not a PEM private key"), qPrintable(error));
        EVP_PKEY *small = EVP_RSA_gen(1024);
        QVERIFY(!JwtSigner::fromPem(pemOf(small), &error));
        QVERIFY2(error.contains("1024 bits"), qPrintable(error));
        EVP_PKEY_free(small);
        EVP_PKEY *curve = EVP_EC_gen("secp384r1");
        QVERIFY(!JwtSigner::fromPem(pemOf(curve), &error));
        QVERIFY2(error.contains("P-256"), qPrintable(error));
        EVP_PKEY_free(curve);
    }
};

QTEST_GUILESS_MAIN(TstJwtSigner)
#include "tst_jwtsigner.moc"

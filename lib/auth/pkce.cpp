#include "lib/auth/pkce.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

namespace RpcScope {

QByteArray Pkce::randomToken(int bytes)
{
    QByteArray raw(bytes, Qt::Uninitialized);
    for (char &byte : raw)
        byte = char(QRandomGenerator::system()->bounded(256));
    return raw.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

QByteArray Pkce::challengeOf(const QByteArray &verifier)
{
    return QCryptographicHash::hash(verifier, QCryptographicHash::Sha256)
            .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

Pkce Pkce::generate()
{
    Pkce pkce;
    pkce.verifier = randomToken(32);
    pkce.challenge = challengeOf(pkce.verifier);
    return pkce;
}

} // namespace RpcScope

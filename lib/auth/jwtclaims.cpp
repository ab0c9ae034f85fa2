#include "lib/auth/jwtclaims.h"

#include "lib/tr.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace RpcScope {

std::optional<JwtClaims> JwtClaims::decode(const QByteArray &token, QString *why)
{
    const QList<QByteArray> parts = token.trimmed().split('.');
    if (parts.size() != 3) {
        *why = Tr::tr("the token is opaque (not a JWT): only its server knows what it stands for");
        return std::nullopt;
    }
    const auto decoded = [](const QByteArray &part) {
        const auto result = QByteArray::fromBase64Encoding(part, QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
        return result ? result.decoded : QByteArray();
    };
    JwtClaims out;
    out.header = decoded(parts.at(0));
    out.claims = decoded(parts.at(1));
    const QJsonDocument header = QJsonDocument::fromJson(out.header);
    const QJsonDocument claims = QJsonDocument::fromJson(out.claims);
    if (!header.isObject() || !claims.isObject()) {
        *why = Tr::tr("the token has three parts, but they are not a JWT's JSON header and claims");
        return std::nullopt;
    }
    const QJsonObject object = claims.object();
    const auto time = [&object](const char *name) {
        const QJsonValue value = object.value(QLatin1String(name));
        return value.isDouble() ? QDateTime::fromSecsSinceEpoch(qint64(value.toDouble()), Qt::UTC) : QDateTime();
    };
    out.expiresAt = time("exp");
    out.issuedAt = time("iat");
    out.issuer = object.value(QStringLiteral("iss")).toString();
    out.subject = object.value(QStringLiteral("sub")).toString();
    return out;
}

} // namespace RpcScope

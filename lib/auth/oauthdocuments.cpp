#include "lib/auth/oauthdocuments.h"

#include "lib/text/excerpt.h"
#include "lib/tr.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace RpcScope {

namespace {

/// Secret: the body may hold tokens or a client secret, so a refusal never quotes it.
enum class Quote { Body, Never };

std::optional<QJsonObject> objectOf(const QByteArray &body, QString *error, Quote quote = Quote::Body)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (body.trimmed().isEmpty())
            *error = Tr::tr("the body is empty");
        else if (quote == Quote::Never)
            *error = Tr::tr("the body is not JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset);
        else
            *error = Tr::tr("the body is not JSON (%1 at byte %2): %3")
                             .arg(parseError.errorString())
                             .arg(parseError.offset)
                             .arg(Excerpt::oneLine(body, 60));
        return std::nullopt;
    }
    if (!document.isObject()) {
        *error = Tr::tr("the body is JSON but not an object");
        return std::nullopt;
    }
    return document.object();
}

QStringList strings(const QJsonObject &object, const QString &key)
{
    QStringList out;
    const QJsonValue value = object.value(key);
    if (value.isString()) {
        out.append(value.toString());   // a sloppy server's single value
        return out;
    }
    for (const QJsonValue &item : value.toArray()) {
        if (item.isString())
            out.append(item.toString());
    }
    return out;
}

bool wrongType(const QJsonObject &object, const QString &key, QJsonValue::Type type, QString *error)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined() || value.type() == type)
        return false;
    *error = Tr::tr("\"%1\" has the wrong type").arg(key);
    return true;
}

std::optional<QUrl> endpointOf(const QJsonObject &object, const QString &key, bool required, QString *error)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined() || value.isNull()) {
        if (required)
            *error = Tr::tr("it has no \"%1\"").arg(key);
        return required ? std::nullopt : std::optional<QUrl>(QUrl());
    }
    const QUrl url(value.toString(), QUrl::StrictMode);
    if (!value.isString() || !url.isValid() || url.isRelative()
        || (url.scheme() != u"https" && url.scheme() != u"http")) {
        *error = Tr::tr("\"%1\" is not an http(s) URL: %2").arg(key, Excerpt::capped(value.toVariant().toString(), 80));
        return std::nullopt;
    }
    return url;
}

} // namespace

std::optional<ResourceMetadata> ResourceMetadata::parse(const QByteArray &body, QString *error)
{
    const std::optional<QJsonObject> object = objectOf(body, error);
    if (!object)
        return std::nullopt;
    ResourceMetadata metadata;
    const QJsonValue resource = object->value(QStringLiteral("resource"));
    if (!resource.isString() || resource.toString().isEmpty()) {
        *error = Tr::tr("it has no \"resource\"");
        return std::nullopt;
    }
    if (wrongType(*object, QStringLiteral("authorization_servers"), QJsonValue::Array, error))
        return std::nullopt;
    metadata.resource = resource.toString();
    metadata.authorizationServers = strings(*object, QStringLiteral("authorization_servers"));
    metadata.hasScopesSupported = object->contains(QStringLiteral("scopes_supported"));
    metadata.scopesSupported = strings(*object, QStringLiteral("scopes_supported"));
    return metadata;
}

std::optional<ServerMetadata> ServerMetadata::parse(const QByteArray &body, QString *error)
{
    const std::optional<QJsonObject> object = objectOf(body, error);
    if (!object)
        return std::nullopt;
    ServerMetadata metadata;
    const QJsonValue issuer = object->value(QStringLiteral("issuer"));
    if (!issuer.isString() || issuer.toString().isEmpty()) {
        *error = Tr::tr("it has no \"issuer\"");
        return std::nullopt;
    }
    metadata.issuer = issuer.toString();
    const auto authorization = endpointOf(*object, QStringLiteral("authorization_endpoint"), false, error);
    const auto token = endpointOf(*object, QStringLiteral("token_endpoint"), true, error);
    const auto registration = endpointOf(*object, QStringLiteral("registration_endpoint"), false, error);
    const auto revocation = endpointOf(*object, QStringLiteral("revocation_endpoint"), false, error);
    if (!authorization || !token || !registration || !revocation)
        return std::nullopt;
    metadata.revocationEndpoint = *revocation;
    metadata.authorizationEndpoint = *authorization;
    metadata.tokenEndpoint = *token;
    metadata.registrationEndpoint = *registration;
    metadata.scopesSupported = strings(*object, QStringLiteral("scopes_supported"));
    metadata.responseTypesSupported = strings(*object, QStringLiteral("response_types_supported"));
    metadata.grantTypesSupported = strings(*object, QStringLiteral("grant_types_supported"));
    metadata.codeChallengeMethodsSupported = strings(*object, QStringLiteral("code_challenge_methods_supported"));
    metadata.tokenEndpointAuthMethodsSupported = strings(*object, QStringLiteral("token_endpoint_auth_methods_supported"));
    metadata.dpopSigningAlgValuesSupported = strings(*object, QStringLiteral("dpop_signing_alg_values_supported"));
    metadata.issParameterSupported =
            object->value(QStringLiteral("authorization_response_iss_parameter_supported")).toBool();
    metadata.clientIdMetadataDocumentSupported =
            object->value(QStringLiteral("client_id_metadata_document_supported")).toBool();
    return metadata;
}

ServerMetadata ServerMetadata::fallbackFor(const QUrl &origin)
{
    ServerMetadata metadata;
    QUrl base = origin.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::RemoveUserInfo);
    metadata.issuer = base.toString();
    auto at = [&base](const char *path) {
        QUrl url = base;
        url.setPath(QString::fromLatin1(path));
        return url;
    };
    metadata.authorizationEndpoint = at("/authorize");
    metadata.tokenEndpoint = at("/token");
    metadata.registrationEndpoint = at("/register");
    metadata.codeChallengeMethodsSupported = {QStringLiteral("S256")};
    return metadata;
}

std::optional<ClientRegistration> ClientRegistration::parse(const QByteArray &body, QString *error)
{
    const std::optional<QJsonObject> object = objectOf(body, error, Quote::Never);
    if (!object)
        return std::nullopt;
    const QJsonValue id = object->value(QStringLiteral("client_id"));
    if (!id.isString() || id.toString().isEmpty()) {
        *error = Tr::tr("it has no \"client_id\"");
        return std::nullopt;
    }
    ClientRegistration registration;
    registration.clientId = id.toString();
    registration.clientSecret = object->value(QStringLiteral("client_secret")).toString().toUtf8();
    registration.tokenEndpointAuthMethod = object->value(QStringLiteral("token_endpoint_auth_method")).toString();
    return registration;
}

std::optional<TokenAnswer> TokenAnswer::parse(const QByteArray &body, QString *error)
{
    const std::optional<QJsonObject> object = objectOf(body, error, Quote::Never);
    if (!object)
        return std::nullopt;
    const QJsonValue token = object->value(QStringLiteral("access_token"));
    if (!token.isString() || token.toString().isEmpty()) {
        *error = Tr::tr("it has no \"access_token\"");
        return std::nullopt;
    }
    TokenAnswer answer;
    answer.accessToken = token.toString().toUtf8();
    answer.tokenType = object->value(QStringLiteral("token_type")).toString();
    const QJsonValue expires = object->value(QStringLiteral("expires_in"));
    if (expires.isDouble() && expires.toDouble() >= 0)
        answer.expiresInSeconds = qint64(expires.toDouble());
    else if (expires.isString())   // a sloppy server's "3600"
        answer.expiresInSeconds = expires.toString().toLongLong();
    answer.refreshToken = object->value(QStringLiteral("refresh_token")).toString().toUtf8();
    answer.hasScope = object->value(QStringLiteral("scope")).isString();
    answer.scope = object->value(QStringLiteral("scope")).toString();
    return answer;
}

QString oauthErrorText(const QByteArray &body)
{
    const QJsonObject object = QJsonDocument::fromJson(body).object();
    const QString error = object.value(QStringLiteral("error")).toString();
    if (error.isEmpty())
        return {};
    const QString description = object.value(QStringLiteral("error_description")).toString();
    return description.isEmpty() ? error : QStringLiteral("%1 (%2)").arg(error, Excerpt::capped(description, 200));
}

} // namespace RpcScope

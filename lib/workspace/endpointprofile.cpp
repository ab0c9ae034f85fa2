#include "lib/workspace/endpointprofile.h"

#include "lib/keychain/secretstore.h"
#include "lib/transport/stdio/commandline.h"

#include <QUuid>

#include <optional>

namespace RpcScope {

EndpointProfile EndpointProfile::create(const QString &address, const QString &name)
{
    EndpointProfile profile;
    profile.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    profile.address = address.trimmed();
    profile.name = name.isEmpty() ? defaultName(profile.address) : name;
    return profile;
}

QString EndpointProfile::defaultName(const QString &address)
{
    const QString trimmed = address.trimmed();
    static const QLatin1String stdio("stdio:");
    if (!trimmed.startsWith(stdio))
        return trimmed;
    QStringList words = CommandLine::split(QStringView(trimmed).sliced(stdio.size()));
    if (words.isEmpty())
        return trimmed;   // an unterminated quote: shown as typed
    for (QString &word : words) {
        // Only what looks like a file's path: a URL or NAME=VALUE names more than its last part.
        const bool path = word.startsWith(QLatin1Char('/')) || word.startsWith(QLatin1String("./"))
                          || word.startsWith(QLatin1String("../")) || word.startsWith(QLatin1String("~/"));
        const qsizetype slash = word.lastIndexOf(QLatin1Char('/'));
        if (path && slash + 1 < word.size())
            word = word.sliced(slash + 1);
    }
    return words.join(QLatin1Char(' '));
}

namespace {

std::optional<QString> secretValue(const EnvironmentVariable &variable, const QHash<QString, QString> &secretValues)
{
    if (const auto it = secretValues.constFind(variable.name); it != secretValues.cend())
        return *it;
    return EnvironmentSecretStore().secret(variable.name);
}

} // namespace

EndpointSettings EndpointProfile::settings(const QByteArray &secret, const QHash<QString, QString> &secretValues) const
{
    EndpointSettings settings;
    settings.headers = headers;
    settings.followRedirects = followRedirects;
    settings.insecure = insecure;
    settings.tls = tls;
    settings.framing = framing;
    settings.workingDirectory = workingDirectory;
    for (const EnvironmentVariable &variable : environment) {
        if (!variable.secret)
            settings.environment.append({variable.name, variable.value});
        else if (const std::optional<QString> value = secretValue(variable, secretValues))
            settings.environment.append({variable.name, *value});
    }
    settings.shutdownGraceMs = shutdownGraceMs;
    if (secret.isEmpty())
        return settings;
    switch (auth) {
    case Auth::None:
        break;
    case Auth::Bearer:
        settings.bearerToken = secret;
        break;
    case Auth::Basic:
    {
        const QByteArray credentials = authUser.toUtf8() + ':' + secret;
        settings.headers.append({QByteArrayLiteral("Authorization"), "Basic " + credentials.toBase64()});
    }
        break;
    case Auth::Header:
        if (!authHeader.isEmpty())
            settings.headers.append({authHeader, secret});
        break;
    }
    return settings;
}

QStringList EndpointProfile::missingSecrets(const QHash<QString, QString> &secretValues) const
{
    QStringList missing;
    for (const EnvironmentVariable &variable : environment) {
        if (variable.secret && !secretValue(variable, secretValues))
            missing.append(variable.name);
    }
    return missing;
}

QStringList EndpointProfile::secretVariables() const
{
    QStringList names;
    for (const EnvironmentVariable &variable : environment) {
        if (variable.secret)
            names.append(variable.name);
    }
    return names;
}

QString EndpointProfile::secretKey(const QString &variable) const
{
    return QStringLiteral("env %1 %2").arg(id, variable);
}

OAuthSettings EndpointProfile::oauthSettings(const QByteArray &clientSecret) const
{
    OAuthSettings settings;
    settings.clientId = oauth.clientId.trimmed();
    settings.clientSecret = clientSecret.isEmpty() ? qgetenv("RPCSCOPE_SECRET_OAUTH_CLIENT_SECRET") : clientSecret;
    settings.clientMetadataUrl = oauth.clientMetadataUrl.trimmed();
    settings.scope = oauth.scope.simplified();
    settings.scopeGiven = !settings.scope.isEmpty();
    settings.redirectUri = QUrl(oauth.redirectUri.trimmed(), QUrl::StrictMode);
    settings.grant = oauth.grant;
    settings.tokenUrl = QUrl(oauth.tokenUrl.trimmed(), QUrl::StrictMode);
    settings.authorizationUrl = QUrl(oauth.authorizationUrl.trimmed(), QUrl::StrictMode);
    settings.insecure = insecure;
    settings.requestTimeoutMs = timeoutMs > 0 ? timeoutMs : settings.requestTimeoutMs;
    return settings;
}

QByteArray EndpointProfile::secretFromEnvironment() const
{
    if (secretName.isEmpty())
        return {};
    const QByteArray variable = "RPCSCOPE_SECRET_" + secretName.toUpper().toUtf8();
    return qgetenv(variable.constData());
}

QString EndpointProfile::authKey(Auth auth)
{
    switch (auth) {
    case Auth::None:
        return QStringLiteral("none");
    case Auth::Bearer:
        return QStringLiteral("bearer");
    case Auth::Basic:
        return QStringLiteral("basic");
    case Auth::Header:
        return QStringLiteral("header");
    }
    return QStringLiteral("none");
}

bool EndpointProfile::authFromKey(QStringView key, Auth *auth)
{
    for (Auth candidate : {Auth::None, Auth::Bearer, Auth::Basic, Auth::Header}) {
        if (key == authKey(candidate)) {
            *auth = candidate;
            return true;
        }
    }
    return false;
}

} // namespace RpcScope

#include "app/cli/authoption.h"

#include "lib/auth/jwtsigner.h"
#include "lib/auth/oauthauthorizer.h"
#include "lib/auth/tokenstore.h"
#include "lib/json/jsonbuilder.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QFile>

#include <cstdio>
#include <utility>

namespace RpcScope {

namespace {

const QCommandLineOption &clientIdOption()
{
    static const QCommandLineOption option(
        QStringLiteral("client-id"),
        QCoreApplication::translate("RpcScope::AuthOption", "OAuth: a client id registered with the authorization server beforehand."),
        QStringLiteral("ID"));
    return option;
}

const QCommandLineOption &clientSecretOption()
{
    static const QCommandLineOption option(
        QStringLiteral("client-secret"),
        QCoreApplication::translate("RpcScope::AuthOption",
                                    "OAuth: the secret of --client-id (better: the environment variable "
                                    "RPCSCOPE_SECRET_OAUTH_CLIENT_SECRET, which no process list shows)."),
        QStringLiteral("SECRET"));
    return option;
}

const QCommandLineOption &clientKeyOption()
{
    static const QCommandLineOption option(
        QStringLiteral("client-key"),
        QCoreApplication::translate("RpcScope::AuthOption",
                                    "OAuth: the client authenticates with a JWT signed by the private key in FILE "
                                    "(PEM, EC P-256 for ES256 or RSA for RS256, not encrypted: private_key_jwt)."),
        QStringLiteral("FILE"));
    return option;
}

const QCommandLineOption &metadataUrlOption()
{
    static const QCommandLineOption option(
        QStringLiteral("client-metadata-url"),
        QCoreApplication::translate("RpcScope::AuthOption",
                                    "OAuth: the https URL of this client's metadata document, used as its client id "
                                    "where the authorization server takes one (else it registers)."),
        QStringLiteral("URL"));
    return option;
}

const QCommandLineOption &tokenUrlOption()
{
    static const QCommandLineOption option(
        QStringLiteral("token-url"),
        QCoreApplication::translate("RpcScope::AuthOption",
                                    "OAuth: the authorization server's token endpoint, for servers that publish no "
                                    "metadata: nothing is discovered (the code flow needs --authorization-url too)."),
        QStringLiteral("URL"));
    return option;
}

const QCommandLineOption &authorizationUrlOption()
{
    static const QCommandLineOption option(
        QStringLiteral("authorization-url"),
        QCoreApplication::translate("RpcScope::AuthOption",
                                    "OAuth, with --token-url: the authorization endpoint a person signs in at."),
        QStringLiteral("URL"));
    return option;
}

const QCommandLineOption &grantOption()
{
    static const QCommandLineOption option(
        QStringLiteral("grant"),
        QCoreApplication::translate("RpcScope::AuthOption",
                                    "OAuth: authorization_code (default: a person signs in), client_credentials (the "
                                    "client itself, with --client-id and its secret), jwt-bearer (--assertion) or "
                                    "token-exchange (--id-token at --idp-token-endpoint, then jwt-bearer)."),
        QStringLiteral("GRANT"), QStringLiteral("authorization_code"));
    return option;
}

const QCommandLineOption &assertionOption()
{
    static const QCommandLineOption option(
        QStringLiteral("assertion"),
        QCoreApplication::translate("RpcScope::AuthOption",
                                    "OAuth, --grant jwt-bearer: the JWT to present, e.g. a workload's identity token "
                                    "(or the environment variable RPCSCOPE_SECRET_OAUTH_ASSERTION)."),
        QStringLiteral("JWT"));
    return option;
}

const QCommandLineOption &idTokenOption()
{
    static const QCommandLineOption option(
        QStringLiteral("id-token"),
        QCoreApplication::translate("RpcScope::AuthOption",
                                    "OAuth, --grant token-exchange: the user's ID token from the identity provider "
                                    "(or the environment variable RPCSCOPE_SECRET_OAUTH_ID_TOKEN)."),
        QStringLiteral("JWT"));
    return option;
}

const QCommandLineOption &idpTokenEndpointOption()
{
    static const QCommandLineOption option(
        QStringLiteral("idp-token-endpoint"),
        QCoreApplication::translate("RpcScope::AuthOption",
                                    "OAuth, --grant token-exchange: the identity provider's token endpoint, where the "
                                    "ID token is exchanged for an identity assertion (ID-JAG)."),
        QStringLiteral("URL"));
    return option;
}

const QCommandLineOption &idpClientIdOption()
{
    static const QCommandLineOption option(
        QStringLiteral("idp-client-id"),
        QCoreApplication::translate("RpcScope::AuthOption",
                                    "OAuth, --grant token-exchange: this client's id at the identity provider."),
        QStringLiteral("ID"));
    return option;
}

const QCommandLineOption &scopeOption()
{
    static const QCommandLineOption option(
        QStringLiteral("scope"),
        QCoreApplication::translate("RpcScope::AuthOption",
                                    "OAuth: the scopes to ask for, separated by spaces (default: what the server's "
                                    "challenge names, else what its resource metadata lists)."),
        QStringLiteral("SCOPES"));
    return option;
}

const QCommandLineOption &redirectOption()
{
    static const QCommandLineOption option(
        QStringLiteral("redirect-uri"),
        QCoreApplication::translate("RpcScope::AuthOption",
                                    "OAuth: the redirect URI, for a client registered with a fixed one (default: "
                                    "http://127.0.0.1 on a free port, listened on for the sign-in only)."),
        QStringLiteral("URI"));
    return option;
}

const QCommandLineOption &browserOption()
{
    static const QCommandLineOption option(
        QStringLiteral("browser"),
        QCoreApplication::translate("RpcScope::AuthOption",
                                    "OAuth: how the sign-in page is opened: a command (the address is added as its "
                                    "last argument; default $BROWSER, else xdg-open); none (the address is printed "
                                    "and the redirect awaited); or direct (RpcScope fetches the page itself and takes "
                                    "the code from its redirect: only for test and development authorization servers "
                                    "that approve without a person)."),
        QStringLiteral("COMMAND|none|direct"));
    return option;
}

const QCommandLineOption &authTimeoutOption()
{
    static const QCommandLineOption option(
        QStringLiteral("auth-timeout"),
        QCoreApplication::translate("RpcScope::AuthOption", "OAuth: how long the sign-in in the browser may take."),
        QStringLiteral("SECONDS"), QStringLiteral("300"));
    return option;
}

const QCommandLineOption &noTokenStoreOption()
{
    static const QCommandLineOption option(
        QStringLiteral("no-token-store"),
        QCoreApplication::translate("RpcScope::AuthOption",
                                    "OAuth: keep tokens and registrations in memory for this command only (by default "
                                    "they are kept in the system keychain for later commands, never in a file)."));
    return option;
}

void writeErr(const QString &text)
{
    const QByteArray bytes = text.toUtf8() + '\n';
    fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    fflush(stderr);
}

} // namespace

void AuthOption::addOptions(QCommandLineParser &parser)
{
    parser.addOptions({clientIdOption(), clientSecretOption(), clientKeyOption(), metadataUrlOption(), tokenUrlOption(),
                       authorizationUrlOption(), grantOption(), assertionOption(),
                       idTokenOption(), idpTokenEndpointOption(), idpClientIdOption(), scopeOption(), redirectOption(),
                       browserOption(), authTimeoutOption(), noTokenStoreOption()});
}

bool AuthOption::usesTokenStore(const QCommandLineParser &parser)
{
    return !parser.isSet(noTokenStoreOption());
}

bool AuthOption::read(const QCommandLineParser &parser, OAuthSettings *settings, QString *error)
{
    settings->clientId = parser.value(clientIdOption());
    settings->clientSecret = parser.isSet(clientSecretOption()) ? parser.value(clientSecretOption()).toUtf8()
                                                                 : qgetenv("RPCSCOPE_SECRET_OAUTH_CLIENT_SECRET");
    if (parser.isSet(clientKeyOption())) {
        const QString path = parser.value(clientKeyOption());
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = tr("--client-key: cannot read %1: %2").arg(path, file.errorString());
            return false;
        }
        settings->clientKeyPem = file.read(1024 * 1024);
        QString problem;
        if (!JwtSigner::fromPem(settings->clientKeyPem, &problem)) {
            *error = tr("--client-key: %1 cannot be used: %2").arg(path, problem);
            return false;
        }
        if (settings->clientId.isEmpty()) {
            *error = tr("--client-key needs --client-id: the key signs for that client.");
            return false;
        }
    }
    settings->clientMetadataUrl = parser.value(metadataUrlOption());
    if (!settings->clientMetadataUrl.isEmpty()) {
        const QUrl url(settings->clientMetadataUrl, QUrl::StrictMode);
        if (!url.isValid() || url.scheme() != u"https" || url.path().isEmpty() || url.path() == u"/") {
            *error = tr("--client-metadata-url must be an https URL with a path, not \"%1\".").arg(settings->clientMetadataUrl);
            return false;
        }
    }
    for (const auto &[option, url] : {std::pair{&tokenUrlOption(), &settings->tokenUrl},
                                      std::pair{&authorizationUrlOption(), &settings->authorizationUrl}}) {
        if (!parser.isSet(*option))
            continue;
        *url = QUrl(parser.value(*option), QUrl::StrictMode);
        if (!url->isValid() || (url->scheme() != u"https" && url->scheme() != u"http")) {
            *error = tr("--%1 must be an http(s) URL, not \"%2\".").arg(option->names().constFirst(), parser.value(*option));
            return false;
        }
    }
    if (!settings->authorizationUrl.isEmpty() && settings->tokenUrl.isEmpty()) {
        *error = tr("--authorization-url needs --token-url: with both, nothing is discovered.");
        return false;
    }
    const std::optional<OAuthSettings::Grant> grant = OAuthSettings::grantFromName(parser.value(grantOption()));
    if (!grant) {
        *error = tr("--grant is authorization_code, client_credentials, jwt-bearer or token-exchange, not \"%1\".")
                         .arg(parser.value(grantOption()));
        return false;
    }
    settings->grant = *grant;
    settings->assertion = parser.isSet(assertionOption()) ? parser.value(assertionOption()).toUtf8()
                                                          : qgetenv("RPCSCOPE_SECRET_OAUTH_ASSERTION");
    settings->idToken = parser.isSet(idTokenOption()) ? parser.value(idTokenOption()).toUtf8()
                                                      : qgetenv("RPCSCOPE_SECRET_OAUTH_ID_TOKEN");
    settings->idpClientId = parser.value(idpClientIdOption());
    if (parser.isSet(idpTokenEndpointOption())) {
        settings->idpTokenEndpoint = QUrl(parser.value(idpTokenEndpointOption()), QUrl::StrictMode);
        const QString scheme = settings->idpTokenEndpoint.scheme();
        if (!settings->idpTokenEndpoint.isValid() || (scheme != u"https" && scheme != u"http")) {
            *error = tr("--idp-token-endpoint must be an http(s) URL, not \"%1\".").arg(parser.value(idpTokenEndpointOption()));
            return false;
        }
    }
    switch (*grant) {
    case OAuthSettings::Grant::AuthorizationCode:
        break;
    case OAuthSettings::Grant::ClientCredentials:
        if (settings->clientId.isEmpty()) {
            *error = tr("--grant client_credentials needs --client-id (and its secret or key).");
            return false;
        }
        break;
    case OAuthSettings::Grant::JwtBearer:
        if (settings->assertion.isEmpty()) {
            *error = tr("--grant jwt-bearer needs --assertion (or RPCSCOPE_SECRET_OAUTH_ASSERTION).");
            return false;
        }
        break;
    case OAuthSettings::Grant::TokenExchange:
        if (settings->idToken.isEmpty() || settings->idpTokenEndpoint.isEmpty() || settings->clientId.isEmpty()) {
            *error = tr("--grant token-exchange needs --id-token (or RPCSCOPE_SECRET_OAUTH_ID_TOKEN), "
                        "--idp-token-endpoint and --client-id.");
            return false;
        }
        break;
    }
    settings->scopeGiven = parser.isSet(scopeOption());
    settings->scope = parser.value(scopeOption()).simplified();
    if (parser.isSet(redirectOption())) {
        settings->redirectUri = QUrl(parser.value(redirectOption()), QUrl::StrictMode);
        if (!settings->redirectUri.isValid() || settings->redirectUri.isRelative()) {
            *error = tr("--redirect-uri must be an absolute URI, not \"%1\".").arg(parser.value(redirectOption()));
            return false;
        }
    }
    const QString browser = parser.value(browserOption());
    if (browser == u"none") {
        settings->browser = OAuthSettings::Browser::None;
    } else if (browser == u"direct") {
        settings->browser = OAuthSettings::Browser::Direct;
    } else if (!browser.isEmpty()) {
        settings->browser = OAuthSettings::Browser::Command;
        settings->browserCommand = browser;
    }
    bool ok = false;
    const int seconds = parser.value(authTimeoutOption()).toInt(&ok);
    if (!ok || seconds <= 0) {
        *error = tr("--auth-timeout takes a number of seconds, not \"%1\".").arg(parser.value(authTimeoutOption()));
        return false;
    }
    settings->flowTimeoutMs = seconds * 1000;
    return true;
}

QString AuthOption::stepLine(const AuthStep &step)
{
    QString line = QStringLiteral("auth: ") + AuthStep::kindName(step.kind);
    if (step.reply.http) {
        line += u' ' + QString::fromLatin1(step.reply.http->method) + u' '
                + step.reply.http->url.toDisplayString(QUrl::RemoveQuery) + QStringLiteral(" → ")
                + step.reply.http->statusText();
    } else if (!step.url.isEmpty()) {
        line += u' ' + step.url.toDisplayString(QUrl::RemoveQuery);
    }
    return line + QStringLiteral(": ") + step.verdict;
}

void AuthOption::writeJson(JsonBuilder &json, const OAuthAuthorizer *authorizer)
{
    if (!authorizer || authorizer->steps().isEmpty())
        return;
    json.key(u"auth").beginObject();
    json.key(u"steps").beginArray();
    for (const AuthStep &step : authorizer->steps()) {
        json.beginObject().key(u"kind").value(AuthStep::kindName(step.kind));
        const std::optional<HttpMeta> &http = step.reply.http;
        json.key(u"method");
        http ? json.value(QString::fromLatin1(http->method)) : json.null();
        json.key(u"url");
        const QUrl url = http ? http->url : step.url;
        url.isEmpty() ? json.null() : json.value(url.toString(QUrl::RemoveQuery | QUrl::RemoveUserInfo));
        json.key(u"status");
        http && http->status > 0 ? json.value(http->status) : json.null();
        json.key(u"ok").value(step.ok);
        json.key(u"verdict").value(step.verdict);
        json.endObject();
    }
    json.endArray();
    const OAuthGrant &grant = authorizer->grant();
    json.key(u"grant");
    if (grant.isEmpty()) {
        json.null();
    } else {
        json.beginObject()
            .key(u"issuer").value(grant.issuer)
            .key(u"resource").value(grant.resource)
            .key(u"clientId").value(grant.client.clientId)
            .key(u"client").value(ClientIdentity::originName(grant.client.origin))
            .key(u"tokenType").value(grant.tokenType)
            .key(u"scopes").beginArray();
        for (const QString &scope : grant.scopes)
            json.value(scope);
        json.endArray().key(u"askedScopes").beginArray();
        for (const QString &scope : grant.askedScopes)
            json.value(scope);
        json.endArray().key(u"expiresAt");
        grant.expiresAt.isValid() ? json.value(grant.expiresAt.toString(Qt::ISODate)) : json.null();
        json.key(u"refreshToken").value(!grant.refreshToken.isEmpty());
        json.endObject();
    }
    json.key(u"error");
    authorizer->lastError().isEmpty() ? json.null() : json.value(authorizer->lastError());
    const TokenStore *store = authorizer->tokenStore();
    json.key(u"tokenStore").value(!store ? QStringLiteral("off")
                                  : store->isKeychainAvailable() ? QStringLiteral("keychain")
                                                                 : QStringLiteral("memory"));
    json.endObject();
}

void AuthOption::narrate(OAuthAuthorizer *authorizer)
{
    QObject::connect(authorizer, &OAuthAuthorizer::stepFinished, authorizer,
                     [](const AuthStep &step) { writeErr(stepLine(step)); });
    QObject::connect(authorizer, &OAuthAuthorizer::browserStep, authorizer, [](const QUrl &url, bool opened) {
        writeErr(opened ? tr("auth: the sign-in page was opened in the browser; waiting for the redirect: %1")
                                  .arg(url.toString(QUrl::FullyEncoded))
                        : tr("auth: open this address to sign in; waiting for the redirect: %1")
                                  .arg(url.toString(QUrl::FullyEncoded)));
    });
}

void AuthOption::narrate(TokenStore *store, OAuthAuthorizer *authorizer)
{
    // Said once, when it matters: a grant was obtained and cannot outlive the command.
    auto obtained = std::make_shared<bool>(false);
    QObject::connect(authorizer, &OAuthAuthorizer::grantChanged, store, [store, obtained] {
        *obtained = true;
        if (!store->isKeychainAvailable())
            writeErr(tr("auth: not kept: no system keychain answered (%1); the sign-in lasts for this command only.")
                         .arg(store->failure()));
    });
    QObject::connect(store, &TokenStore::saved, store, [obtained](const QUrl &, bool inKeychain) {
        if (inKeychain && std::exchange(*obtained, false))
            writeErr(tr("auth: kept in the system keychain for later commands (rpcscope-cli logout forgets it)."));
    });
}

} // namespace RpcScope

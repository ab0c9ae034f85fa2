#pragma once

#include "lib/auth/oauthsettings.h"
#include "lib/transport/endpointsettings.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace RpcScope {

/// One variable of a stdio server's environment as the user set it. A secret one (an API key,
/// a token) has no value here: it lives in the system keychain, read ahead by the GUI, or in
/// RPCSCOPE_SECRET_<NAME> for CI, so the workspace file never holds it.
struct EnvironmentVariable
{
    QString name;
    QString value;          ///< empty for a secret
    bool secret = false;

    bool operator==(const EnvironmentVariable &other) const
    {
        return name == other.name && value == other.value && secret == other.secret;
    }
};

/// One endpoint of the workspace as the user set it up: where it is and how to talk to it.
/// It holds no secret: a token or password is named (secretName) and supplied at run time,
/// typed into the endpoint sheet for the session or taken from RPCSCOPE_SECRET_<NAME>.
struct EndpointProfile
{
    enum class Auth { None, Bearer, Basic, Header };

    QString id;                  ///< stable key (a UUID), never shown
    QString name;                ///< label in the sidebar
    QString address;             ///< http(s)://… or stdio:COMMAND
    HeaderList headers;          ///< extra HTTP headers, in order (no secrets: use auth)
    Auth auth = Auth::None;
    QString authUser;            ///< Basic: the user name
    QByteArray authHeader;       ///< Header: the header that carries the secret
    QString secretName;          ///< RPCSCOPE_SECRET_<secretName> supplies the secret in CI
    int timeoutMs = 30000;       ///< 0: no deadline
    bool followRedirects = false;
    bool insecure = false;
    TlsFiles tls;                ///< authorities, client certificate and accepted certificates (files named, not read in)
    Framing framing = Framing::Ndjson;
    QString workingDirectory;
    /// stdio: added to the child's environment, in order (RpcScope's own is inherited, minus
    /// its RPCSCOPE_SECRET_* variables).
    QList<EnvironmentVariable> environment;
    int shutdownGraceMs = EndpointSettings::DefaultShutdownGraceMs;   ///< stdio: see EndpointSettings
    /// What the server's own requests get, by method: the JSON text of the result (a language
    /// server's workspace/configuration, say). Requests no rule names are refused (-32601) or
    /// get a dialect's default.
    QList<QPair<QString, QByteArray>> serverAnswers;
    /// OAuth 2.1 when the server asks for it (HTTP only): what is known of the client
    /// beforehand. Empty members leave the choice to the flow: Dynamic Client Registration, the
    /// challenge's scope, a free loopback port. The client secret is no member: it is typed for
    /// the session or comes from RPCSCOPE_SECRET_OAUTH_CLIENT_SECRET.
    struct OAuth
    {
        QString clientId;
        QString clientMetadataUrl;
        QString scope;
        QString redirectUri;
        /// authorization_code (a person signs in) or client_credentials (the client itself).
        OAuthSettings::Grant grant = OAuthSettings::Grant::AuthorizationCode;
        QString tokenUrl;           ///< given: nothing is discovered
        QString authorizationUrl;   ///< with tokenUrl, for the code flow

        bool isEmpty() const
        {
            return clientId.isEmpty() && clientMetadataUrl.isEmpty() && scope.isEmpty() && redirectUri.isEmpty()
                   && grant == OAuthSettings::Grant::AuthorizationCode && tokenUrl.isEmpty() && authorizationUrl.isEmpty();
        }
        bool operator==(const OAuth &other) const
        {
            return clientId == other.clientId && clientMetadataUrl == other.clientMetadataUrl && scope == other.scope
                   && redirectUri == other.redirectUri && grant == other.grant && tokenUrl == other.tokenUrl
                   && authorizationUrl == other.authorizationUrl;
        }
    };
    OAuth oauth;

    /// A new profile with a fresh id, named after its address (defaultName()) unless \a name is given.
    static EndpointProfile create(const QString &address, const QString &name = {});
    /// The name an endpoint has until the user gives it one: the address, except that a
    /// stdio command is shown by its words with each path cut to its last part
    /// ("node mcp-server-everything stdio"), as a long absolute path leaves nothing readable
    /// in the sidebar.
    static QString defaultName(const QString &address);

    /// The transport settings, with \a secret placed as the auth method says, and the
    /// environment with each secret variable's value from \a secretValues (by name), else
    /// from RPCSCOPE_SECRET_<NAME>; one with neither is left out (missingSecrets()).
    EndpointSettings settings(const QByteArray &secret, const QHash<QString, QString> &secretValues = {}) const;
    /// The secret environment variables that have a value in neither place.
    QStringList missingSecrets(const QHash<QString, QString> &secretValues) const;
    /// The names of the secret environment variables.
    QStringList secretVariables() const;
    /// The keychain key of this endpoint's secret variable \a variable ("env <id> <name>").
    QString secretKey(const QString &variable) const;
    /// The OAuth flow's settings, with \a clientSecret (empty: RPCSCOPE_SECRET_OAUTH_CLIENT_SECRET).
    OAuthSettings oauthSettings(const QByteArray &clientSecret = {}) const;
    /// The secret from RPCSCOPE_SECRET_<secretName>, empty when unset or unnamed.
    QByteArray secretFromEnvironment() const;
    bool needsSecret() const { return auth != Auth::None; }

    static QString authKey(Auth auth);
    static bool authFromKey(QStringView key, Auth *auth);
};

} // namespace RpcScope

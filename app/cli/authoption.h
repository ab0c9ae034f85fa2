#pragma once

#include "lib/auth/oauthsettings.h"

#include <QCoreApplication>

class QCommandLineOption;
class QCommandLineParser;

namespace RpcScope {

class JsonBuilder;
class OAuthAuthorizer;
class TokenStore;
struct AuthStep;

/// OAuth 2.1 for every command that talks to an HTTP endpoint: the flow starts by itself on a
/// challenge, then the command goes on with the token. `--client-id`, `--client-secret` (or
/// RPCSCOPE_SECRET_OAUTH_CLIENT_SECRET), `--client-metadata-url`, `--grant`, `--scope`,
/// `--redirect-uri`, `--browser COMMAND|none|direct`, `--auth-timeout`, `--no-token-store`.
class AuthOption
{
    Q_DECLARE_TR_FUNCTIONS(RpcScope::AuthOption)

public:
    static void addOptions(QCommandLineParser &parser);
    /// Fills \a settings from the parser; false, with \a error, on a bad value.
    static bool read(const QCommandLineParser &parser, OAuthSettings *settings, QString *error);
    /// False with `--no-token-store`: tokens stay in memory for this command only.
    static bool usesTokenStore(const QCommandLineParser &parser);
    /// One line on stderr per step as the flow goes (never a secret), and the browser's address.
    static void narrate(OAuthAuthorizer *authorizer);
    /// One line on stderr when a new grant was kept in the keychain, or when none can be.
    static void narrate(TokenStore *store, OAuthAuthorizer *authorizer);
    /// The step in one line: "auth: server-metadata GET http://… → 200: issuer …".
    static QString stepLine(const AuthStep &step);
    /// The reports' `auth` member when a flow ran (nothing otherwise): each step (kind, method,
    /// URL without its query, status, ok, verdict) and what the last grant is (issuer, client,
    /// scopes, expiry, token type, whether a refresh token came), and where it is kept
    /// (`tokenStore`: keychain, memory or off); never a secret.
    static void writeJson(JsonBuilder &json, const OAuthAuthorizer *authorizer);
};

} // namespace RpcScope

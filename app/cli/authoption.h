#pragma once

#include "lib/auth/oauthsettings.h"

#include <QCoreApplication>

class QCommandLineOption;
class QCommandLineParser;

namespace RpcScope {

class JsonBuilder;
class OAuthAuthorizer;
struct AuthStep;

/// OAuth 2.1 for every command that talks to an HTTP endpoint: the flow starts by itself on a
/// challenge, then the command goes on with the token. `--client-id`, `--client-secret` (or
/// RPCSCOPE_SECRET_OAUTH_CLIENT_SECRET), `--client-metadata-url`, `--grant`, `--scope`,
/// `--redirect-uri`, `--browser COMMAND|none|direct`, `--auth-timeout`.
class AuthOption
{
    Q_DECLARE_TR_FUNCTIONS(RpcScope::AuthOption)

public:
    static void addOptions(QCommandLineParser &parser);
    /// Fills \a settings from the parser; false, with \a error, on a bad value.
    static bool read(const QCommandLineParser &parser, OAuthSettings *settings, QString *error);
    /// One line on stderr per step as the flow goes (never a secret), and the browser's address.
    static void narrate(OAuthAuthorizer *authorizer);
    /// The step in one line: "auth: server-metadata GET http://… → 200: issuer …".
    static QString stepLine(const AuthStep &step);
    /// The reports' `auth` member when a flow ran (nothing otherwise): each step (kind, method,
    /// URL without its query, status, ok, verdict) and what the last grant is (issuer, client,
    /// scopes, expiry, token type, whether a refresh token came); never a secret.
    static void writeJson(JsonBuilder &json, const OAuthAuthorizer *authorizer);
};

} // namespace RpcScope

#pragma once

#include "lib/transport/tls/tlsoptions.h"

#include <QByteArray>
#include <QString>
#include <QStringView>
#include <QUrl>

#include <optional>

namespace RpcScope {

/// How one endpoint signs in with OAuth 2.1: what the CLI's options and the endpoint sheet
/// set. Secrets (the client secret, assertions) live here only in memory.
struct OAuthSettings
{
    enum class Grant { AuthorizationCode, ClientCredentials, JwtBearer, TokenExchange };
    /// How the authorization URL reaches a person: the system's browser ($BROWSER, else
    /// xdg-open), a command of the user's, nobody (the URL is printed, the redirect awaited),
    /// or nobody at all: the URL fetched without following its redirect, for authorization
    /// servers that approve without a person (test and development servers).
    enum class Browser { System, Command, None, Direct };

    Grant grant = Grant::AuthorizationCode;
    QString clientId;                  ///< pre-registered; empty: metadata document or registration
    QByteArray clientSecret;
    /// A PEM private key: the client authenticates with a signed JWT (private_key_jwt, RFC 7523).
    QByteArray clientKeyPem;
    QString clientMetadataUrl;         ///< a Client ID Metadata Document's URL, used as client_id
    QString scope;                     ///< asked for as given when set
    bool scopeGiven = false;
    QUrl redirectUri;                  ///< empty: http://127.0.0.1:<ephemeral port>/callback
    /// The authorization server's endpoints as given, for servers that publish no metadata:
    /// with a token URL set, nothing is discovered (client credentials need no more; the code
    /// flow needs the authorization URL as well, and a pre-registered client).
    QUrl tokenUrl;
    QUrl authorizationUrl;
    /// JwtBearer: the assertion to present (a workload's identity token, RFC 7523).
    QByteArray assertion;
    /// TokenExchange (MCP enterprise-managed authorization): the user's ID token, exchanged at
    /// the identity provider's token endpoint for an ID-JAG, which becomes the JWT assertion.
    QByteArray idToken;
    QUrl idpTokenEndpoint;
    QString idpClientId;
    Browser browser = Browser::System;
    QString browserCommand;            ///< Browser::Command: a command line, the URL appended
    int flowTimeoutMs = 5 * 60 * 1000; ///< how long a person has to finish the browser step
    int requestTimeoutMs = 30000;      ///< each request of the flow
    bool insecure = false;             ///< accept any TLS certificate (the endpoint's choice)
    TlsOptions tls;

    static QString grantName(Grant grant);
    static std::optional<Grant> grantFromName(QStringView name);
};

} // namespace RpcScope

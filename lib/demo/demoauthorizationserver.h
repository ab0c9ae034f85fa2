#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace RpcScope {

struct IncomingHttpRequest;

/// What the demo's authorization server answers to one request.
struct DemoHttpAnswer
{
    int status = 200;
    QByteArray contentType;
    QByteArray body;
    QByteArray extraHeaders;   ///< complete header lines, each ending in CRLF
};

/// The demo's OAuth 2.1 authorization server and the guard of its protected endpoints
/// (`/secure/rpc`, `/secure/mcp`), on the demo's own port, so a newcomer sees a whole
/// sign-in without any account anywhere (docs/demo-server.md):
/// - protected resource metadata (RFC 9728) for each protected endpoint, and authorization
///   server metadata (RFC 8414) with the origin as issuer;
/// - Dynamic Client Registration (RFC 7591) for loopback redirect URIs (any port, RFC 8252);
/// - an authorization page a person approves (or denies) with one click, as the demo user
///   "alice"; PKCE S256 required, `state` and `iss` (RFC 9207) in the redirect;
/// - a token endpoint for the authorization code (verifier, redirect URI and resource checked)
///   and refresh tokens (rotated), with `none`, `client_secret_basic` and `client_secret_post`;
/// - a 401 with a `Bearer` challenge (`resource_metadata`, `scope`, `error="invalid_token"` for a
///   token that is no longer good) for a protected request without a valid token.
/// Everything lives in memory and is bounded; the answers are plain English.
class DemoAuthorizationServer
{
public:
    /// \a origin: http://127.0.0.1:PORT, the issuer and the base of every URL.
    explicit DemoAuthorizationServer(const QByteArray &origin = {});

    void setOrigin(const QByteArray &origin) { m_origin = origin; }
    /// How long an access token lives (default an hour); short ones show a refresh.
    void setTokenLifetime(int seconds) { m_tokenLifetime = seconds; }
    static constexpr QByteArrayView Scope = "notes";

    /// Whether \a path is a protected endpoint (`/secure/…`).
    static bool isProtected(const QByteArray &path);
    /// The unprotected endpoint a protected one serves (`/secure/mcp` → `/mcp`).
    static QByteArray servedPath(const QByteArray &path);

    /// The answer to an OAuth request (metadata, registration, authorization, token), or
    /// nothing when \a request is not one.
    std::optional<DemoHttpAnswer> answer(const IncomingHttpRequest &request);
    /// For a request to a protected endpoint: nothing when it carries a valid token for it,
    /// otherwise the 401 challenge to send instead.
    std::optional<DemoHttpAnswer> refusal(const IncomingHttpRequest &request);

private:
    struct Client
    {
        QByteArray id;
        QByteArray secret;        ///< empty for a public client
        QByteArray authMethod;    ///< none, client_secret_basic, client_secret_post
        QString name;
        QList<QByteArray> redirectUris;
    };
    struct Authorization   ///< asked for at the authorization endpoint, then a code
    {
        QByteArray clientId;
        QByteArray redirectUri;
        QByteArray state;
        QByteArray codeChallenge;
        QByteArray scope;
        QByteArray resource;
        QDateTime expires;
    };
    struct Grant   ///< what an access or refresh token stands for
    {
        QByteArray clientId;
        QByteArray scope;
        QByteArray resource;
        QDateTime expires;   ///< invalid for a refresh token (it lives as long as the server)
    };

    QByteArray url(QByteArrayView path) const { return m_origin + path.toByteArray(); }
    DemoHttpAnswer resourceMetadata(const QByteArray &protectedPath) const;
    DemoHttpAnswer serverMetadata() const;
    DemoHttpAnswer registerClient(const IncomingHttpRequest &request);
    DemoHttpAnswer authorizationPage(const IncomingHttpRequest &request);
    DemoHttpAnswer decide(const IncomingHttpRequest &request);
    DemoHttpAnswer token(const IncomingHttpRequest &request);
    DemoHttpAnswer revoke(const IncomingHttpRequest &request);
    DemoHttpAnswer issue(const Client &client, const QByteArray &scope, const QByteArray &resource);
    /// The client the token request authenticates as, or nothing (\a why set).
    const Client *authenticate(const IncomingHttpRequest &request, const QHash<QByteArray, QByteArray> &form, QByteArray *why) const;
    /// Whether \a uri is one the client registered: exact, or a loopback one that differs only in
    /// its port (RFC 8252 §7.3).
    static bool redirectMatches(const Client &client, const QByteArray &uri);
    static DemoHttpAnswer json(int status, const QByteArray &body, const QByteArray &extraHeaders = {});
    static DemoHttpAnswer oauthError(int status, const QByteArray &error, const QString &description);
    static DemoHttpAnswer page(int status, const QString &title, const QString &bodyHtml);
    DemoHttpAnswer redirectWith(const QByteArray &redirectUri, const QList<QPair<QByteArray, QByteArray>> &query) const;
    template<typename T>
    static void bound(QHash<QByteArray, T> &table);

    QByteArray m_origin;
    int m_tokenLifetime = 3600;
    QHash<QByteArray, Client> m_clients;
    QHash<QByteArray, Authorization> m_asked;    ///< by the id of the page's form
    QHash<QByteArray, Authorization> m_codes;
    QHash<QByteArray, Grant> m_accessTokens;   // the tokens that open the protected endpoints
    QHash<QByteArray, Grant> m_refreshTokens;
};

} // namespace RpcScope

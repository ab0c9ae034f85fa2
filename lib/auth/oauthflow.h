#pragma once

#include "lib/auth/authchallenge.h"
#include "lib/auth/authstep.h"
#include "lib/auth/jwtsigner.h"
#include "lib/auth/oauthdocuments.h"
#include "lib/auth/oauthgrant.h"
#include "lib/auth/oauthsettings.h"
#include "lib/auth/pkce.h"
#include "lib/transport/http/httprequest.h"

#include <QHash>
#include <QObject>
#include <QTimer>
#include <QUrlQuery>

#include <functional>
#include <map>
#include <optional>

namespace RpcScope {

class HttpClient;
class RedirectListener;

/// One OAuth 2.1 authorization as the MCP specification describes it, each step an ordinary
/// HTTP exchange kept with its verdict: the challenge, protected resource metadata (RFC 9728),
/// authorization server metadata (RFC 8414, OpenID discovery, the 2025-03-26 fallbacks), the
/// client's identity (pre-registered, a metadata document URL, or Dynamic Client Registration),
/// the authorization code with PKCE, state, RFC 8707 resource and RFC 9207 iss through a
/// browser and a one-shot loopback listener, and the token request; or a client_credentials
/// grant; or a refresh. finished() comes once, never from inside start().
class OAuthFlow : public QObject
{
    Q_OBJECT

public:
    explicit OAuthFlow(const OAuthSettings &settings, QObject *parent = nullptr);
    ~OAuthFlow() override;

    /// Client identities of earlier flows, by issuer: used again for the same authorization
    /// server, never presented to another.
    void setClients(const QHash<QString, ClientIdentity> &clients) { m_clients = clients; }
    QHash<QString, ClientIdentity> clients() const { return m_clients; }
    /// The authorization server a pre-registered client id was first used with: another one
    /// never sees it.
    void setPinnedIssuer(const QString &issuer) { m_pinnedIssuer = issuer; }

    /// Authorizes for \a endpoint. \a challenge is the answer that asked (none: discovery from
    /// the well-known URLs alone); \a grantedScopes are those held so far, kept in a step-up.
    void start(const QUrl &endpoint, const std::optional<TransportReply> &challenge,
               const QStringList &grantedScopes = {});
    /// Renews \a grant with its refresh token.
    void refresh(const QUrl &endpoint, const OAuthGrant &grant);
    /// Revokes \a grant at its revocation endpoint (RFC 7009): its refresh token, which takes
    /// the access token with it at most servers, else the access token. finished() says whether
    /// the server took it.
    void revoke(const OAuthGrant &grant);
    /// Stops a running flow: finished(false), "canceled".
    void cancel();
    /// Step-by-step mode: before each request (and before the browser opens), the flow waits
    /// with requestPending() until sendPending() lets it go, as it was or as a person changed it.
    /// Switched off while a request waits, that request goes as it is.
    void setStepByStep(bool on);
    bool hasPendingRequest() const { return m_pending.has_value(); }
    /// Lets the waiting request go as \a request says (the one requestPending() showed, or a
    /// changed one); false when nothing waits.
    bool sendPending(const HttpRequest &request);

    const QList<AuthStep> &steps() const { return m_steps; }
    const OAuthGrant &grant() const { return m_grant; }
    /// Why the flow failed, naming the step; empty after success.
    const QString &errorText() const { return m_error; }
    /// The authorization server's metadata, once read.
    const std::optional<ServerMetadata> &serverMetadata() const { return m_server; }
    /// The authorization server and the client as far as the flow has found them (empty before).
    const QString &issuer() const { return m_issuer; }
    const ClientIdentity &client() const { return m_client; }
    /// Whether the server published any OAuth metadata (resource or authorization server):
    /// false means it may not do OAuth at all.
    bool sawMetadata() const { return m_sawMetadata; }

signals:
    void stepFinished(const RpcScope::AuthStep &step);
    /// The authorization URL a person must open (Browser::None), or that was opened for them.
    void browserStep(const QUrl &url, bool opened);
    /// Step-by-step mode: \a request is the next to go (for the browser step: a GET of the
    /// authorization URL); it waits for sendPending().
    void requestPending(const RpcScope::HttpRequest &request);
    void finished(bool ok);

private:
    using Then = std::function<void(const TransportReply &)>;

    HttpRequest baseRequest(const QByteArray &method, const QUrl &url) const;
    void fetch(const HttpRequest &request, Then then);
    /// \a go with \a request now, or, step by step, once a person lets it go.
    void gate(const HttpRequest &request, std::function<void(const HttpRequest &)> go);
    void onHttpFinished(quint64 ticket, const TransportReply &reply);
    void record(AuthStep::Kind kind, const QUrl &url, const QByteArray &requestBody, const TransportReply &reply,
                bool ok, const QString &verdict);
    void fail(AuthStep::Kind kind, const QUrl &url, const QByteArray &requestBody, const TransportReply &reply,
              const QString &why);
    void succeed();

    /// The token (and authorization) URL the settings give, in place of discovery.
    void useGivenEndpoints();
    void readResourceMetadata(QList<QUrl> candidates, bool fromChallenge);
    void readServerMetadata(const QString &issuer, QList<QUrl> candidates, bool legacy);
    void identifyClient();
    void registerClient();
    void beginAuthorization();
    void openBrowser(const QUrl &url);
    void onRedirect(const QUrlQuery &query, const TransportReply &reply);
    void requestToken(QUrlQuery form, AuthStep::Kind kind);
    /// Enterprise-managed authorization: the ID token exchanged for an ID-JAG at the identity
    /// provider, then presented as a jwt-bearer assertion.
    void exchangeIdToken();
    void requestJwtBearer(const QByteArray &assertion);
    void addClientAuthentication(HttpRequest *request, QUrlQuery *form) const;
    /// Takes up what \a grant's flow found (issuer, client, token and revocation endpoints).
    void resumeFrom(const OAuthGrant &grant);
    /// The settings' private_key_jwt key, once per flow; false (the flow failed) when unusable.
    bool loadClientKey();
    /// A DPoP proof (RFC 9449 §4) for a \a method request to \a url, with the server's nonce.
    QByteArray dpopProof(const QByteArray &method, const QUrl &url) const;
    QStringList scopesToAsk() const;
    QString resourceParameter() const;

    OAuthSettings m_settings;
    HttpClient *m_http = nullptr;
    std::map<quint64, Then> m_waiting;
    RedirectListener *m_listener = nullptr;
    QTimer m_deadline;
    bool m_running = false;

    QUrl m_endpoint;
    QUrl m_authorizationUrl;   // the sign-in page's address as it went, its query included
    std::optional<AuthChallenge> m_challenge;
    QStringList m_grantedScopes;
    std::optional<ResourceMetadata> m_resource;
    QString m_issuer;
    std::optional<ServerMetadata> m_server;
    ClientIdentity m_client;
    QHash<QString, ClientIdentity> m_clients;
    QString m_pinnedIssuer;
    bool m_sawMetadata = false;
    bool m_givenEndpoints = false;   ///< no metadata read: the issuer is unknown
    Pkce m_pkce;
    QByteArray m_state;
    QUrl m_redirectUri;
    QStringList m_askedScopes;
    JwtSigner m_clientKey;      ///< private_key_jwt
    JwtSigner m_dpopKey;        ///< set when the authorization server offers DPoP
    QByteArray m_dpopNonce;     ///< the authorization server's, once it asked for one
    bool m_nonceRetried = false;

    bool m_stepByStep = false;
    struct Pending
    {
        HttpRequest request;
        std::function<void(const HttpRequest &)> go;
    };
    std::optional<Pending> m_pending;
    QHash<quint64, QByteArray> m_editedBodies;   ///< by ticket: the body as a person changed it

    QList<AuthStep> m_steps;
    OAuthGrant m_grant;
    QString m_error;
};

} // namespace RpcScope

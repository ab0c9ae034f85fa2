#pragma once

#include "lib/auth/authstep.h"
#include "lib/auth/oauthgrant.h"
#include "lib/auth/oauthsettings.h"
#include "lib/transport/http/httpauthorizer.h"
#include "lib/transport/http/httprequest.h"

#include <QHash>
#include <QList>
#include <QTimer>

#include <functional>

namespace RpcScope {

class OAuthFlow;
class TokenStore;
struct StoredAuthorization;

/// OAuth 2.1 for one HTTP endpoint: answers its challenges with a flow (OAuthFlow), keeps the
/// grant and presents it, refreshes it before it expires or when the server calls it invalid
/// (once), and re-authorizes with the union of scopes when a 403 asks for more. Client
/// registrations are kept per authorization server: a server that moves to another one gets a
/// new registration, never the old client id. With a TokenStore, what was obtained outlives the
/// process: the first challenge (or signIn()) brings back what an earlier process kept, so a
/// kept token is presented, or refreshed, before any browser opens again.
class OAuthAuthorizer : public HttpAuthorizer
{
    Q_OBJECT

public:
    explicit OAuthAuthorizer(const OAuthSettings &settings, QObject *parent = nullptr);
    ~OAuthAuthorizer() override;

    HeaderList credentials(const QByteArray &method, const QUrl &url) override;
    bool canAnswer(const TransportReply &reply) const override;
    void authorize(const QUrl &url, const TransportReply &reply) override;
    void accepted() override
    {
        m_fruitlessFlows = 0;
        m_refreshed = false;
    }
    quint64 generation() const override { return m_generation; }

    /// Keeps grants and registrations in \a store (not owned; null: this process only), under
    /// \a endpoint, or when none is given, the first URL that is challenged or signed in to.
    void setTokenStore(TokenStore *store, const QUrl &endpoint = {});
    TokenStore *tokenStore() const { return m_store; }
    /// The settings' client secret (an empty one included) is the user's word: kept in the
    /// token store from now on, in place of whatever was kept before.
    void keepClientSecret();
    /// Brings back what the token store keeps now, without waiting for a challenge; restored()
    /// follows (at once when that was done already).
    void restore();
    /// Whether the pre-registered client has a secret (given, or kept from an earlier process).
    bool hasClientSecret() const { return !m_settings.clientSecret.isEmpty(); }
    /// Starts a flow without a challenge (login): discovery from the well-known URLs.
    void signIn(const QUrl &endpoint);
    /// Forgets every grant and registration, here and in the token store, and revokes the
    /// grants where their authorization server offers it (RFC 7009; revocationsFinished()).
    void signOut();
    /// Revokes \a grants at their authorization servers, each as a step; revocationsFinished()
    /// follows when all have answered (at once when none can be revoked).
    void revoke(const QList<OAuthGrant> &grants);
    /// Stops the running flow (a sign-in nobody will finish): settled() with "canceled".
    void cancel();
    /// Renews the grant with its refresh token now, as the timer does shortly before expiry: a refusal opens no
    /// browser (the token serves until the server refuses it). False when there is nothing to
    /// refresh with or a flow runs.
    bool refreshNow();
    /// Step-by-step mode for the flows from now on (and the running one): each request waits
    /// with requestPending() until sendPending().
    void setStepByStep(bool on);
    bool isStepByStep() const { return m_stepByStep; }
    /// Lets the running flow's waiting request go as \a request says; false when none waits.
    bool sendPending(const HttpRequest &request);
    bool hasPendingRequest() const;
    /// Keeps \a grant for the requests its resource covers (one from a token store).
    void setGrant(const OAuthGrant &grant);
    /// The grant obtained or renewed last (empty before the first).
    const OAuthGrant &grant() const { return m_last; }
    /// Every step of every flow so far, in order.
    const QList<AuthStep> &steps() const { return m_steps; }
    /// Why the last flow failed; empty when it did not.
    const QString &lastError() const { return m_lastError; }
    bool isBusy() const { return m_flow != nullptr; }
    /// While a flow runs: its authorization server and client as far as found (empty before).
    QString flowIssuer() const;
    ClientIdentity flowClient() const;
    /// The number of flows started (a refresh counts as one).
    int flowCount() const { return m_flowCount; }

signals:
    void stepFinished(const RpcScope::AuthStep &step);
    /// A person must open \a url (or it was opened for them: \a opened).
    void browserStep(const QUrl &url, bool opened);
    /// Step by step: \a request waits to go (sendPending()).
    void requestPending(const RpcScope::HttpRequest &request);
    /// A grant was obtained or renewed (for a token store to keep).
    void grantChanged(const RpcScope::OAuthGrant &grant);
    /// What the token store kept has been brought back (restore()).
    void restored();
    /// The revocations revoke() started have all answered; \a failed of them were not taken.
    void revocationsFinished(int failed);

private:
    /// A new flow, answering for \a url (and \a reply, the challenge; none for a sign-in).
    OAuthFlow *startFlow(const QUrl &url, const TransportReply &reply);
    void run(OAuthFlow *flow, const QUrl &url, const TransportReply &reply);
    /// Brings back what the token store keeps, then calls \a then; false when that was done
    /// already (or there is no store).
    bool restoreThen(const QUrl &url, std::function<void()> then);
    void adopt(const StoredAuthorization &stored);
    /// Hands what is held to the token store.
    void persist();
    /// Renews the grant shortly before it expires, so no request meets an expired token.
    void scheduleRefresh();
    void onFlowFinished(bool ok);
    /// The grant whose resource covers \a url (the narrowest), or null: a token goes only
    /// to the resource it was issued for.
    OAuthGrant *grantFor(const QUrl &url);

    OAuthSettings m_settings;
    QList<OAuthGrant> m_grants;
    OAuthGrant m_last;
    quint64 m_generation = 0;
    // What the running flow answers: a failed refresh starts a whole flow for the same challenge.
    QUrl m_flowUrl;
    TransportReply m_flowReply;
    QHash<QString, ClientIdentity> m_clients;
    OAuthFlow *m_flow = nullptr;
    QList<AuthStep> m_steps;
    QString m_lastError;
    int m_flowCount = 0;
    /// Flows in a row that brought no answer without a challenge: three, and we stop asking.
    int m_fruitlessFlows = 0;
    bool m_refreshed = false;         ///< the current grant came from a refresh: a second 401 means a new flow
    QByteArray m_resourceNonce;       ///< DPoP: the resource server's nonce, once it asked for one
    QString m_pinnedIssuer;       ///< the authorization server a pre-registered client id belongs to
    TokenStore *m_store = nullptr;
    QUrl m_storeEndpoint;
    enum class Restore { NotAsked, Running, Done } m_restore = Restore::NotAsked;
    QList<std::function<void()>> m_afterRestore;   ///< what waits for the running restore
    QTimer m_refreshTimer;
    bool m_refreshingAhead = false;   ///< the running flow is a refresh before expiry: failing it is no failure
    bool m_challengedAhead = false;   ///< ... unless a challenge came meanwhile, which then needs a whole flow
    bool m_stepByStep = false;
    int m_revoking = 0;           ///< revocations under way
    int m_revocationsFailed = 0;
    bool m_keepClientSecret = false;  ///< the client secret is the user's, kept in the store (not taken from it)
};

} // namespace RpcScope

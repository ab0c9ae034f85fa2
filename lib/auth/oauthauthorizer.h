#pragma once

#include "lib/auth/authstep.h"
#include "lib/auth/oauthgrant.h"
#include "lib/auth/oauthsettings.h"
#include "lib/transport/http/httpauthorizer.h"

#include <QHash>
#include <QList>

namespace RpcScope {

class OAuthFlow;

/// OAuth 2.1 for one HTTP endpoint: answers its challenges with a flow (OAuthFlow), keeps the
/// grant in memory and presents it, refreshes it before it expires or when the server calls it
/// invalid (once), and re-authorizes with the union of scopes when a 403 asks for more. Client
/// registrations are kept per authorization server: a server that moves to another one gets a
/// new registration, never the old client id.
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

    /// Starts a flow without a challenge (login): discovery from the well-known URLs.
    void signIn(const QUrl &endpoint);
    /// Keeps \a grant for the requests its resource covers (one from a token store).
    void setGrant(const OAuthGrant &grant);
    /// The grant obtained or renewed last (empty before the first).
    const OAuthGrant &grant() const { return m_last; }
    /// Every step of every flow so far, in order.
    const QList<AuthStep> &steps() const { return m_steps; }
    /// Why the last flow failed; empty when it did not.
    const QString &lastError() const { return m_lastError; }
    bool isBusy() const { return m_flow != nullptr; }
    /// The number of flows started (a refresh counts as one).
    int flowCount() const { return m_flowCount; }

signals:
    void stepFinished(const RpcScope::AuthStep &step);
    /// A person must open \a url (or it was opened for them: \a opened).
    void browserStep(const QUrl &url, bool opened);
    /// A grant was obtained or renewed (for a token store to keep).
    void grantChanged(const RpcScope::OAuthGrant &grant);

private:
    void run(OAuthFlow *flow, const QUrl &url, const TransportReply &reply);
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
    bool m_refreshed = false;
    QByteArray m_resourceNonce;
    QString m_pinnedIssuer;       ///< the authorization server a pre-registered client id belongs to   ///< DPoP: the resource server's nonce, once it asked for one   ///< the current grant came from a refresh: a second 401 means a new flow
};

} // namespace RpcScope

#include "lib/auth/oauthauthorizer.h"

#include "lib/auth/authchallenge.h"
#include "lib/auth/oauthflow.h"
#include "lib/auth/pkce.h"
#include "lib/auth/tokenstore.h"
#include "lib/auth/wellknown.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>

namespace RpcScope {

OAuthAuthorizer::OAuthAuthorizer(const OAuthSettings &settings, QObject *parent)
    : HttpAuthorizer(parent)
    , m_settings(settings)
{
    m_refreshTimer.setSingleShot(true);
    connect(&m_refreshTimer, &QTimer::timeout, this, [this] { refreshNow(); });
}

void OAuthAuthorizer::setTokenStore(TokenStore *store, const QUrl &endpoint)
{
    m_store = store;
    m_storeEndpoint = endpoint;
    m_restore = Restore::NotAsked;
}

bool OAuthAuthorizer::restoreThen(const QUrl &url, std::function<void()> then)
{
    if (!m_store || m_restore == Restore::Done)
        return false;
    if (m_storeEndpoint.isEmpty())
        m_storeEndpoint = url;
    m_afterRestore.append(std::move(then));
    if (m_restore == Restore::Running)
        return true;   // the running restore answers every caller
    m_restore = Restore::Running;
    m_store->load(m_storeEndpoint, this, [this](const StoredAuthorization &stored) {
        m_restore = Restore::Done;
        adopt(stored);
        for (const std::function<void()> &waiting : std::exchange(m_afterRestore, {}))
            waiting();
    });
    return true;
}

void OAuthAuthorizer::adopt(const StoredAuthorization &stored)
{
    // A pre-registered client id presents only what was obtained as that client; without one,
    // only what a registration or metadata document obtained.
    auto ours = [this](const ClientIdentity &client) {
        return m_settings.clientId.isEmpty() ? client.origin != ClientIdentity::Origin::PreRegistered
                                             : client.clientId == m_settings.clientId;
    };
    for (const OAuthGrant &grant : stored.grants) {
        if (ours(grant.client) && !grantFor(QUrl(grant.resource)))
            setGrant(grant);
    }
    for (auto it = stored.clients.cbegin(); it != stored.clients.cend(); ++it) {
        if (ours(*it) && !m_clients.contains(it.key()))
            m_clients.insert(it.key(), *it);
    }
    if (m_pinnedIssuer.isEmpty() && !m_settings.clientId.isEmpty() && stored.pinnedClientId == m_settings.clientId)
        m_pinnedIssuer = stored.pinnedIssuer;
    if (!m_keepClientSecret && m_settings.clientSecret.isEmpty() && !m_settings.clientId.isEmpty()
        && stored.clientSecretFor == m_settings.clientId) {
        m_settings.clientSecret = stored.clientSecret;
        m_keepClientSecret = true;   // and written back with every save
    }
    scheduleRefresh();
}

void OAuthAuthorizer::keepClientSecret()
{
    m_keepClientSecret = true;
    // What else is kept must be read first, or this save would drop it.
    if (!restoreThen(m_storeEndpoint, [this] { persist(); }))
        persist();
}

void OAuthAuthorizer::restore()
{
    if (!restoreThen(m_storeEndpoint, [this] { emit restored(); }))
        QMetaObject::invokeMethod(this, &OAuthAuthorizer::restored, Qt::QueuedConnection);
}

void OAuthAuthorizer::persist()
{
    if (!m_store)
        return;
    StoredAuthorization stored;
    stored.grants = m_grants;
    stored.clients = m_clients;
    stored.pinnedIssuer = m_pinnedIssuer;
    stored.pinnedClientId = m_pinnedIssuer.isEmpty() ? QString() : m_settings.clientId;
    if (m_keepClientSecret && !m_settings.clientId.isEmpty()) {
        stored.clientSecretFor = m_settings.clientId;
        stored.clientSecret = m_settings.clientSecret;
    }
    m_store->save(m_storeEndpoint, stored);
}

void OAuthAuthorizer::scheduleRefresh()
{
    m_refreshTimer.stop();
    if (m_last.isEmpty() || m_last.refreshToken.isEmpty() || !m_last.expiresAt.isValid())
        return;
    // A minute ahead, or at a tenth of a short lifetime left; a timer needs an event loop, so
    // a grant that expires while nothing runs is refreshed at the next challenge instead.
    const qint64 left = QDateTime::currentDateTimeUtc().msecsTo(m_last.expiresAt);
    const qint64 ahead = std::min<qint64>(60'000, std::max<qint64>(left / 10, 0));
    m_refreshTimer.start(int(std::clamp<qint64>(left - ahead, 0, std::numeric_limits<int>::max())));
}

bool OAuthAuthorizer::refreshNow()
{
    if (m_flow || m_last.isEmpty() || m_last.refreshToken.isEmpty())
        return false;
    const QUrl url(m_last.resource);
    m_refreshingAhead = true;
    m_challengedAhead = false;
    OAuthFlow *flow = startFlow(url, {});
    flow->refresh(url, m_last);
    return true;
}

void OAuthAuthorizer::cancel()
{
    if (m_flow)
        m_flow->cancel();
}

void OAuthAuthorizer::signOut()
{
    if (m_flow)
        m_flow->cancel();
    m_refreshTimer.stop();
    const QList<OAuthGrant> held = std::exchange(m_grants, {});
    revoke(held);
    m_last = {};
    m_clients.clear();
    m_pinnedIssuer.clear();
    ++m_generation;
    persist();
}

void OAuthAuthorizer::revoke(const QList<OAuthGrant> &grants)
{
    for (const OAuthGrant &grant : grants) {
        if (grant.revocationEndpoint.isEmpty() || grant.isEmpty())
            continue;   // nowhere to revoke it: it lapses when it expires
        auto *flow = new OAuthFlow(m_settings, this);
        ++m_revoking;
        connect(flow, &OAuthFlow::stepFinished, this, [this](const AuthStep &step) {
            m_steps.append(step);
            emit stepFinished(step);
        });
        connect(flow, &OAuthFlow::finished, this, [this, flow](bool ok) {
            flow->deleteLater();
            m_revocationsFailed += ok ? 0 : 1;
            if (--m_revoking == 0)
                emit revocationsFinished(std::exchange(m_revocationsFailed, 0));
        });
        flow->revoke(grant);
    }
    if (m_revoking == 0)
        QMetaObject::invokeMethod(this, [this] { emit revocationsFinished(0); }, Qt::QueuedConnection);
}

OAuthAuthorizer::~OAuthAuthorizer() = default;

void OAuthAuthorizer::setGrant(const OAuthGrant &grant)
{
    for (OAuthGrant &held : m_grants) {
        if (held.resource == grant.resource) {
            held = grant;
            m_last = grant;
            ++m_generation;
            return;
        }
    }
    m_grants.append(grant);
    m_last = grant;
    ++m_generation;
}

OAuthGrant *OAuthAuthorizer::grantFor(const QUrl &url)
{
    OAuthGrant *best = nullptr;
    for (OAuthGrant &grant : m_grants) {
        if (!WellKnown::resourceCovers(QUrl(grant.resource), url))
            continue;
        if (!best || grant.resource.size() > best->resource.size())
            best = &grant;
    }
    return best;
}

HeaderList OAuthAuthorizer::credentials(const QByteArray &method, const QUrl &url)
{
    const OAuthGrant *grant = grantFor(url);
    if (!grant || grant->isEmpty())
        return {};
    if (grant->dpopKey.isNull()) {
        // RFC 6750 §2.1: the scheme is "Bearer" whatever case the token answer wrote it in.
        return {{QByteArrayLiteral("Authorization"), "Bearer " + grant->accessToken}};
    }
    // RFC 9449 §7: a fresh proof for every request, bound to this token.
    return {{QByteArrayLiteral("Authorization"), "DPoP " + grant->accessToken},
            {QByteArrayLiteral("DPoP"), grant->dpopKey.dpopProof(method, url, m_resourceNonce, grant->accessToken)}};
}

bool OAuthAuthorizer::canAnswer(const TransportReply &reply) const
{
    if (m_fruitlessFlows >= 3 || !reply.http)
        return false;
    const int status = reply.httpStatus();
    if (status != 401 && status != 403)
        return false;
    const std::optional<AuthChallenge> challenge = AuthChallenge::oauthOf(reply.http->responseHeaders);
    if (status == 403)
        return challenge && challenge->param("error") == "insufficient_scope";
    // A 401 with a Bearer (or DPoP) challenge: a bare 401 is an API's own word (a wrong key).
    return challenge.has_value();
}

void OAuthAuthorizer::authorize(const QUrl &url, const TransportReply &reply)
{
    if (m_flow) {
        if (m_refreshingAhead) {
            // Should the refresh be refused, this challenge gets a whole flow.
            m_flowUrl = url;
            m_flowReply = reply;
            m_challengedAhead = true;
        }
        return;   // joins the running flow
    }
    // What an earlier process kept comes first: a kept token goes out before any flow.
    if (restoreThen(url, [this, url, reply] {
            const OAuthGrant *kept = grantFor(url);
            if (kept && !kept->expiresWithin(0)) {
                ++m_generation;
                emit settled({});
                return;
            }
            authorize(url, reply);
        }))
        return;
    OAuthGrant *grant = grantFor(url);
    // A resource server that wants a DPoP nonce (RFC 9449 §9): the proof goes again with it.
    const QByteArray nonce = reply.http ? headerValue(reply.http->responseHeaders, "dpop-nonce") : QByteArray();
    const std::optional<AuthChallenge> asked = reply.http ? AuthChallenge::oauthOf(reply.http->responseHeaders) : std::nullopt;
    if (grant && !grant->dpopKey.isNull() && !nonce.isEmpty() && nonce != m_resourceNonce && asked
        && asked->param("error") == "use_dpop_nonce") {
        m_resourceNonce = nonce;
        ++m_generation;
        QMetaObject::invokeMethod(this, [this] { emit settled({}); }, Qt::QueuedConnection);
        return;
    }
    ++m_fruitlessFlows;
    OAuthFlow *flow = startFlow(url, reply);
    const bool invalidToken = reply.httpStatus() == 401 && grant && !grant->isEmpty();
    if (invalidToken && !grant->refreshToken.isEmpty() && !m_refreshed) {
        m_refreshed = true;
        flow->refresh(url, *grant);
        return;
    }
    m_refreshed = false;
    // A step-up keeps the scopes held; a 401 starts again from what the server asks now.
    const QStringList held = reply.httpStatus() == 403 && grant ? grant->scopes : QStringList();
    flow->start(url, reply, held);
}

void OAuthAuthorizer::signIn(const QUrl &endpoint)
{
    if (m_flow)
        return;
    // Registrations kept earlier are used again: a sign-in does not register anew.
    if (restoreThen(endpoint, [this, endpoint] { signIn(endpoint); }))
        return;
    startFlow(endpoint, {})->start(endpoint, std::nullopt);
}

void OAuthAuthorizer::setStepByStep(bool on)
{
    m_stepByStep = on;
    if (m_flow)
        m_flow->setStepByStep(on);
}

bool OAuthAuthorizer::sendPending(const HttpRequest &request)
{
    return m_flow && m_flow->sendPending(request);
}

QString OAuthAuthorizer::flowIssuer() const
{
    return m_flow ? m_flow->issuer() : QString();
}

ClientIdentity OAuthAuthorizer::flowClient() const
{
    return m_flow ? m_flow->client() : ClientIdentity();
}

bool OAuthAuthorizer::hasPendingRequest() const
{
    return m_flow && m_flow->hasPendingRequest();
}

OAuthFlow *OAuthAuthorizer::startFlow(const QUrl &url, const TransportReply &reply)
{
    auto *flow = new OAuthFlow(m_settings, this);
    flow->setStepByStep(m_stepByStep);
    flow->setClients(m_clients);
    flow->setPinnedIssuer(m_pinnedIssuer);
    run(flow, url, reply);
    return flow;
}

void OAuthAuthorizer::run(OAuthFlow *flow, const QUrl &url, const TransportReply &reply)
{
    m_flow = flow;
    m_flowUrl = url;
    m_flowReply = reply;
    ++m_flowCount;
    connect(flow, &OAuthFlow::stepFinished, this, [this](const AuthStep &step) {
        m_steps.append(step);
        emit stepFinished(step);
    });
    connect(flow, &OAuthFlow::browserStep, this, &OAuthAuthorizer::browserStep);
    connect(flow, &OAuthFlow::requestPending, this, &OAuthAuthorizer::requestPending);
    connect(flow, &OAuthFlow::finished, this, &OAuthAuthorizer::onFlowFinished);
}

void OAuthAuthorizer::onFlowFinished(bool ok)
{
    OAuthFlow *flow = std::exchange(m_flow, nullptr);
    flow->deleteLater();
    m_clients = flow->clients();
    const bool ahead = std::exchange(m_refreshingAhead, false);
    if (ok) {
        // A pre-registered client belongs to the first authorization server it was used with.
        if (!m_settings.clientId.isEmpty() && m_pinnedIssuer.isEmpty())
            m_pinnedIssuer = flow->grant().issuer;
        setGrant(flow->grant());
        m_lastError.clear();
        persist();
        scheduleRefresh();
        emit grantChanged(m_last);
        emit settled({});
        return;
    }
    if (ahead && !std::exchange(m_challengedAhead, false)) {
        // Refused ahead of time: the token serves until the server refuses it, then a flow.
        m_last.refreshToken.clear();
        if (OAuthGrant *held = grantFor(QUrl(m_last.resource)))
            held->refreshToken.clear();
        m_lastError = flow->errorText();
        persist();
        return;
    }
    if (m_refreshed || ahead) {
        // A refused refresh: the grant is spent; a whole flow for the same challenge.
        m_grants.removeIf([this](const OAuthGrant &g) { return WellKnown::resourceCovers(QUrl(g.resource), m_flowUrl); });
        m_refreshed = false;
        persist();
        startFlow(m_flowUrl, m_flowReply)->start(m_flowUrl, m_flowReply.http ? std::optional<TransportReply>(m_flowReply) : std::nullopt);
        return;
    }
    m_lastError = flow->errorText();
    persist();   // registrations made on the way are kept even when the flow failed later
    if (!flow->sawMetadata()) {
        // No metadata anywhere and the 2025-03-26 fallbacks failed too: no OAuth here.
        emit declined();
        return;
    }
    emit settled({TransportError::Kind::Authorization, tr("Authorization failed: %1.").arg(m_lastError)});
}

} // namespace RpcScope

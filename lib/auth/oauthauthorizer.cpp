#include "lib/auth/oauthauthorizer.h"

#include "lib/auth/authchallenge.h"
#include "lib/auth/oauthflow.h"

namespace RpcScope {

namespace {

int statusOf(const TransportReply &reply)
{
    return reply.http ? reply.http->status : 0;
}

} // namespace

OAuthAuthorizer::OAuthAuthorizer(const OAuthSettings &settings, QObject *parent)
    : HttpAuthorizer(parent)
    , m_settings(settings)
{
}

OAuthAuthorizer::~OAuthAuthorizer() = default;

HeaderList OAuthAuthorizer::credentials(const QByteArray &, const QUrl &)
{
    if (m_grant.isEmpty())
        return {};
    // RFC 6750 §2.1: the scheme is "Bearer" whatever case the token answer wrote it in.
    return {{QByteArrayLiteral("Authorization"), "Bearer " + m_grant.accessToken}};
}

bool OAuthAuthorizer::canAnswer(const TransportReply &reply) const
{
    if (m_fruitlessFlows >= 3 || !reply.http)
        return false;
    const int status = statusOf(reply);
    if (status != 401 && status != 403)
        return false;
    const std::optional<AuthChallenge> challenge = AuthChallenge::oauthOf(reply.http->responseHeaders);
    if (status == 403)
        return challenge && challenge->param("error") == "insufficient_scope";
    // A 401 with a Bearer challenge, or a bare 401 from a server of the 2025-03-26 kind.
    return challenge.has_value() || headerValue(reply.http->responseHeaders, "www-authenticate").isEmpty();
}

void OAuthAuthorizer::authorize(const QUrl &url, const TransportReply &reply)
{
    if (m_flow)
        return;   // joins the running flow
    ++m_fruitlessFlows;
    auto *flow = new OAuthFlow(m_settings, this);
    flow->setClients(m_clients);
    const std::optional<AuthChallenge> challenge =
            reply.http ? AuthChallenge::oauthOf(reply.http->responseHeaders) : std::nullopt;
    const bool invalidToken = statusOf(reply) == 401 && !m_grant.isEmpty();
    if (invalidToken && !m_grant.refreshToken.isEmpty() && !m_refreshed) {
        m_refreshed = true;
        run(flow);
        flow->refresh(url, m_grant);
        return;
    }
    m_refreshed = false;
    // A step-up keeps the scopes held; a 401 starts again from what the server asks now.
    const QStringList held = statusOf(reply) == 403 ? m_grant.scopes : QStringList();
    run(flow);
    flow->start(url, reply, held);
}

void OAuthAuthorizer::signIn(const QUrl &endpoint)
{
    if (m_flow)
        return;
    auto *flow = new OAuthFlow(m_settings, this);
    flow->setClients(m_clients);
    run(flow);
    flow->start(endpoint, std::nullopt);
}

void OAuthAuthorizer::run(OAuthFlow *flow)
{
    m_flow = flow;
    ++m_flowCount;
    connect(flow, &OAuthFlow::stepFinished, this, [this](const AuthStep &step) {
        m_steps.append(step);
        emit stepFinished(step);
    });
    connect(flow, &OAuthFlow::browserStep, this, &OAuthAuthorizer::browserStep);
    connect(flow, &OAuthFlow::finished, this, &OAuthAuthorizer::onFlowFinished);
}

void OAuthAuthorizer::onFlowFinished(bool ok)
{
    OAuthFlow *flow = std::exchange(m_flow, nullptr);
    flow->deleteLater();
    m_clients = flow->clients();
    if (ok) {
        m_grant = flow->grant();
        m_lastError.clear();
        emit grantChanged(m_grant);
        emit settled({});
        return;
    }
    // A refused refresh: the grant is spent; the next challenge starts a whole flow.
    if (m_refreshed)
        m_grant = {};
    m_lastError = flow->errorText();
    emit settled({TransportError::Kind::Authorization, tr("Authorization failed: %1.").arg(m_lastError)});
}

} // namespace RpcScope

#include "ui/workspace/endpointsession.h"

#include "lib/discovery/discoveryprobe.h"
#include "lib/rpc/rpcclient.h"
#include "lib/transport/transportfactory.h"

namespace RpcScope {

EndpointSession::EndpointSession(const EndpointProfile &profile, QObject *parent)
    : QObject(parent)
    , m_profile(profile)
    , m_secret(profile.secretFromEnvironment())
{
}

EndpointSession::~EndpointSession()
{
    // Nobody is told about the canceled requests of an endpoint that is going away.
    if (m_client)
        disconnect(m_client, nullptr, this, nullptr);
    close();
}

void EndpointSession::setProfile(const EndpointProfile &profile)
{
    const bool reopen = isOpen();
    m_profile = profile;
    if (m_secret.isEmpty())
        m_secret = profile.secretFromEnvironment();
    if (reopen)
        connectToEndpoint();
}

Transport::Kind EndpointSession::transportKind() const
{
    if (m_client)
        return m_client->transport()->kind();
    return TransportFactory::isStdio(m_profile.address) ? Transport::Kind::Stdio : Transport::Kind::Http;
}

void EndpointSession::setState(State state, const QString &text)
{
    m_statusText = text;
    m_state = state;
    emit stateChanged(state);
}

void EndpointSession::close()
{
    // The probe goes first: canceling the client's requests must not drive it further.
    delete m_probe;
    m_probe = nullptr;
    if (m_client) {
        // Canceled first, so requests in flight reach the history and the inspector as canceled.
        m_client->cancelAll();
        disconnect(m_client, nullptr, this, nullptr);
        m_client->transport()->close();
        m_client->deleteLater();
        m_client = nullptr;
    }
    m_userRequests.clear();
    m_sendOptions = {};
    if (m_state != State::Closed)
        setState(State::Closed, tr("Not connected."));
}

void EndpointSession::connectToEndpoint()
{
    close();
    m_registry = Registry();
    m_openRpcDocument.clear();
    m_ids = IdSequence();
    emit registryChanged();

    QString error;
    Transport *transport = TransportFactory::create(m_profile.address, m_profile.settings(m_secret), &error);
    if (!transport) {
        setState(State::Invalid, tr("Cannot open %1: %2").arg(m_profile.address, error));
        return;
    }
    m_client = new RpcClient(transport, this);
    RpcClient::Options options = m_client->options();
    options.timeoutMs = m_profile.timeoutMs;
    m_client->setOptions(options);
    connect(m_client, &RpcClient::exchangeStarted, this, [this](quint64 sequence, const QByteArray &) {
        if (m_userRequests.contains(sequence))
            emit exchangeStarted(sequence);
    });
    connect(m_client, &RpcClient::exchangeFinished, this, [this](const ExchangePtr &exchange) {
        m_history.append(exchange);
        const bool byUser = m_userRequests.remove(exchange->sequence);
        emit exchangeFinished(exchange, byUser);
    });
    connect(m_client, &RpcClient::diagnostic, this, &EndpointSession::diagnostic);
    emit clientCreated(m_client);

    m_probe = new DiscoveryProbe(m_client, this);
    connect(m_probe, &DiscoveryProbe::progress, this, &EndpointSession::discoveryProgress);
    connect(m_probe, &DiscoveryProbe::finished, this, &EndpointSession::onDiscoveryFinished);
    setState(State::Discovering, tr("Discovering the methods of %1…").arg(m_profile.address));
    m_probe->start();
}

void EndpointSession::onDiscoveryFinished()
{
    DiscoveryProbe *probe = m_probe;
    if (!probe)
        return;
    m_probe = nullptr;
    probe->deleteLater();

    m_registry = probe->registry();
    m_openRpcDocument.clear();
    for (const ExchangePtr &exchange : probe->exchanges()) {
        const ResponseInfo *response = exchange->classification.responses.isEmpty()
            ? nullptr
            : &exchange->classification.responses.constFirst();
        if (exchange->sent.methodSummary() == u"rpc.discover" && response && response->resultNode >= 0)
            m_openRpcDocument = exchange->classification.document.raw(response->resultNode).toByteArray();
    }
    emit registryChanged();

    // MCP over HTTP: later calls belong to the session the handshake opened.
    for (const ExchangePtr &exchange : probe->exchanges()) {
        if (!exchange->reply.http)
            continue;
        const QByteArray session = headerValue(exchange->reply.http->responseHeaders, "mcp-session-id");
        if (!session.isEmpty()) {
            m_sendOptions.extraHeaders = {{QByteArrayLiteral("Mcp-Session-Id"), session}};
            if (!probe->mcpProtocolVersion().isEmpty())
                m_sendOptions.extraHeaders.append(
                    {QByteArrayLiteral("MCP-Protocol-Version"), probe->mcpProtocolVersion().toLatin1()});
        }
    }

    if (!probe->reachable()) {
        setState(State::Unreachable, tr("Could not reach %1: %2").arg(m_profile.address, probe->transportFailure()));
        return;
    }
    if (!probe->answered()) {
        setState(State::Ready,
                 tr("%1 answered, but offered no list of methods. Type a request by hand.").arg(m_profile.address));
        return;
    }
    QStringList lines;
    for (const DiscoveryProbe::SourceReport &report : probe->reports()) {
        if (report.answered)
            lines.append(report.message);
    }
    setState(State::Ready, lines.join(QLatin1Char('\n')));
}

quint64 EndpointSession::send(const QByteArray &bytes, QString *error)
{
    if (!m_client) {
        *error = tr("Not connected. Press Connect first.");
        return 0;
    }
    // RpcClient::send announces the exchange before it returns: mark it as ours first.
    const quint64 sequence = m_client->nextSequence();
    m_userRequests.insert(sequence);
    const quint64 sent = m_client->send(bytes, m_sendOptions);
    Q_ASSERT(sent == sequence);
    Q_UNUSED(sequence);
    return sent;
}

void EndpointSession::cancel(quint64 sequence)
{
    if (m_client && sequence != 0)
        m_client->cancel(sequence);
}

bool EndpointSession::isPending(quint64 sequence) const
{
    return m_userRequests.contains(sequence);
}

} // namespace RpcScope

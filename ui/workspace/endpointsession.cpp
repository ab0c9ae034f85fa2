#include "ui/workspace/endpointsession.h"

#include "lib/auth/oauthauthorizer.h"
#include "lib/discovery/discoveryprobe.h"
#include "lib/json/jsondocument.h"
#include "lib/keychain/keychainsecretstore.h"
#include "lib/lsp/lspdefaultresponder.h"
#include "lib/lsp/lspsession.h"
#include "lib/rpc/rpcclient.h"
#include "lib/rpc/serverrequestanswerer.h"
#include "lib/transport/transportfactory.h"
#include "ui/mcp/mcpconnection.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>

#include <utility>

namespace RpcScope {

namespace {

/// A request the MCP session sends again and again while it follows a task.
bool isTaskPollRequest(const SentMessage &sent)
{
    return !sent.batch && sent.items.size() == 1 && sent.items.first().method == u"tasks/get";
}

} // namespace

EndpointSession::EndpointSession(const EndpointProfile &profile, QObject *parent)
    : QObject(parent)
    , m_profile(profile)
    , m_secret(profile.secretFromEnvironment())
    , m_rules(std::make_unique<ScriptedResponder>())
    , m_lspDefaults(std::make_unique<LspDefaultResponder>())
    , m_plainResponders(std::make_unique<ServerResponderChain>())
    , m_lspResponders(std::make_unique<ServerResponderChain>())
    , m_mcpResponders(std::make_unique<ServerResponderChain>())
{
    linkResponders();
}

void EndpointSession::linkResponders()
{
    // The same chain objects stay: answerers hold them by pointer.
    m_plainResponders->clear();
    m_plainResponders->append(m_rules.get());
    m_plainResponders->append(m_dialogResponder);
    m_lspResponders->clear();
    m_lspResponders->append(m_rules.get());
    m_lspResponders->append(m_lspDefaults.get());
    m_lspResponders->append(m_dialogResponder);
    m_mcpResponders->clear();
    m_mcpResponders->append(m_rules.get());
    m_mcpResponders->append(m_dialogResponder);
}

void EndpointSession::setDialogResponder(ServerResponder *responder)
{
    m_dialogResponder = responder;
    linkResponders();
}

void EndpointSession::addServerAnswer(const QString &method, const QByteArray &resultJson)
{
    auto &answers = m_profile.serverAnswers;
    answers.removeIf([&](const QPair<QString, QByteArray> &rule) { return rule.first == method; });
    answers.append({method, resultJson});
    m_rules->set(method, resultJson);
    emit profileEdited();
}

void EndpointSession::onServerRequestAnswered(const QString &endpoint, const ServerRequest &request,
                                              const QByteArray &response)
{
    emit messageOutsideExchanges(endpoint, {response, QDateTime::currentMSecsSinceEpoch()}, false);
    emit serverRequestAnswered(request, response);
}

EndpointSession::~EndpointSession()
{
    // Nobody is told about the canceled requests of an endpoint that is going away.
    if (m_client)
        disconnect(m_client, nullptr, this, nullptr);
    close();
}

void EndpointSession::setOAuthClientSecret(const QByteArray &secret)
{
    m_oauthClientSecret = secret;
    m_oauthSecretTyped = true;
    if (m_authorizer) {
        m_authorizer->deleteLater();   // the next transport gets one with the new secret
        m_authorizer = nullptr;
        emit authorizerChanged(nullptr);
    }
    authorizer();   // keeps it now, not at the next connection
}

bool EndpointSession::hasOAuthClientSecret()
{
    const OAuthAuthorizer *oauth = authorizer();
    return oauth && oauth->hasClientSecret();
}

void EndpointSession::setTokenStore(TokenStore *store)
{
    m_tokenStore = store;
    if (m_authorizer)
        m_authorizer->setTokenStore(store, QUrl(m_profile.address.trimmed()));
}

OAuthAuthorizer *EndpointSession::authorizer()
{
    const Transport::Kind kind = TransportFactory::kindOf(m_profile.address.trimmed());
    const bool http = kind == Transport::Kind::Http || kind == Transport::Kind::HttpSse;
    if (m_authorizer && (!http || !(m_authorizerMadeFor == m_profile.oauth))) {
        m_authorizer->deleteLater();
        m_authorizer = nullptr;
        emit authorizerChanged(nullptr);
    }
    if (!m_authorizer && http) {
        // One per endpoint: its grants and registrations serve every connection it opens.
        m_authorizer = new OAuthAuthorizer(m_profile.oauthSettings(m_oauthClientSecret), this);
        m_authorizer->setTokenStore(m_tokenStore, QUrl(m_profile.address.trimmed()));
        m_authorizerMadeFor = m_profile.oauth;
        if (m_oauthSecretTyped)
            m_authorizer->keepClientSecret();
        else if (!m_profile.oauth.clientId.isEmpty())
            m_authorizer->restore();   // a kept client secret, before the sheet or a flow needs it
        emit authorizerChanged(m_authorizer);
    }
    return m_authorizer;
}

QHash<QString, QString> EndpointSession::environmentSecrets() const
{
    QHash<QString, QString> values;
    if (!m_secretStore)
        return values;
    for (const QString &name : m_profile.secretVariables()) {
        if (const std::optional<QString> value = m_secretStore->secret(m_profile.secretKey(name)))
            values.insert(name, *value);
    }
    return values;
}

bool EndpointSession::waitForSecrets()
{
    if (m_waitingForSecrets)
        return true;
    const QStringList names = m_profile.secretVariables();
    if (!m_secretStore || names.isEmpty() || transportKind() != Transport::Kind::Stdio)
        return false;
    QStringList keys;
    for (const QString &name : names)
        keys.append(m_profile.secretKey(name));
    m_secretStore->load(keys);
    if (!m_secretStore->isLoading())
        return false;
    m_waitingForSecrets = true;
    m_secretsLoaded = connect(m_secretStore, &KeychainSecretStore::loaded, this, [this] {
        disconnect(std::exchange(m_secretsLoaded, {}));
        m_waitingForSecrets = false;
        connectToEndpoint();
    });
    setState(State::Discovering, tr("Reading the secret environment of %1 from the keychain…").arg(m_profile.name));
    return true;
}

EndpointSettings EndpointSession::transportSettings()
{
    EndpointSettings settings = m_profile.settings(m_secret, environmentSecrets());
    settings.authorizer = authorizer();
    return settings;
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
    return TransportFactory::kindOf(m_profile.address.trimmed());
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
    m_waitingForSecrets = false;
    disconnect(std::exchange(m_secretsLoaded, {}));   // a connect that waited for the keychain is off
    closeClient();
    m_sendOptions = {};
    if (m_state != State::Closed)
        setState(State::Closed, tr("Not connected."));
}

void EndpointSession::closeClient()
{
    if (m_mcp) {
        // Dropped before its client: the session holds the client's pointer.
        disconnect(m_mcp, nullptr, this, nullptr);
        delete std::exchange(m_mcp, nullptr);
        emit mcpConnectionChanged(nullptr);
    }
    if (m_client) {
        // A language server is told to go as its protocol wants (shutdown, then exit) before
        // its input closes; the transport writes both out before it ends the channel.
        if (m_lsp) {
            m_lsp->reserveId(m_ids.last());   // the user's ids are taken
            m_lsp->shutdownNow();
        }
        m_lsp = nullptr;   // a child of the client
        // Canceled first, so requests in flight reach the history and the inspector as canceled.
        m_client->cancelAll();
        disconnect(m_client, nullptr, this, nullptr);
        disconnect(m_client->transport(), nullptr, this, nullptr);   // our own close is no news
        m_client->transport()->close();
        m_client->deleteLater();
        m_client = nullptr;
        m_answerer = nullptr;   // went with the client
    }
    m_userRequests.clear();
}

void EndpointSession::connectToEndpoint()
{
    close();
    if (waitForSecrets())
        return;
    m_registry = Registry();
    m_openRpcDocument.clear();
    m_ids = IdSequence();
    m_speaksJsonRpc = false;
    emit registryChanged();
    if (m_mcpAddress != m_profile.address)
        m_mcpAddress.clear();

    openClient();
    if (!m_client)
        return;
    if (const QStringList missing = m_profile.missingSecrets(environmentSecrets());
        !missing.isEmpty() && transportKind() == Transport::Kind::Stdio) {
        emit diagnostic(tr("%1 started without %2: no value is kept for it. Give it in the endpoint settings, or set "
                           "RPCSCOPE_SECRET_<NAME>.").arg(m_profile.name, missing.join(QStringLiteral(", "))));
    }
    m_mcpTentative = false;
    if (m_profile.framing == Framing::ContentLength) {
        // Framed as LSP: a language server, asked as one (MCP's initialize would be accepted
        // by it and misread).
        openLsp();
        return;
    }
    if (!m_mcpAddress.isEmpty()) {
        // Known to be MCP: the session's own handshake is the discovery.
        m_discoveryText.clear();
        openMcp();
        return;
    }
    m_probe = new DiscoveryProbe(m_client, this);
    if (transportKind() == Transport::Kind::Stdio) {
        // A stdio server is initialized once per process: the probe declares what the GUI
        // answers (roots, sampling, elicitation) and leaves the rest of the handshake to the
        // MCP session, so the server is started once, not once for discovery and again.
        DiscoveryProbe::Options options;
        options.mcpCapabilities = McpConnection::clientCapabilities();
        options.handOverMcp = true;
        m_probe->setOptions(options);
    }
    connect(m_probe, &DiscoveryProbe::progress, this, &EndpointSession::discoveryProgress);
    connect(m_probe, &DiscoveryProbe::finished, this, &EndpointSession::onDiscoveryFinished);
    setState(State::Discovering, tr("Discovering the methods of %1…").arg(m_profile.address));
    m_probe->start();
}

void EndpointSession::openClient()
{
    QString error;
    Transport *transport = TransportFactory::create(m_profile.address, transportSettings(), &error);
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
        if (!byUser && m_state == State::Discovering)
            m_probes.insert(exchange.get());
        else if (!byUser && isTaskPollRequest(exchange->sent))
            m_taskPolls.insert(exchange.get());
        // A long session keeps its newest exchanges in memory; the session file has them all.
        if (const int drop = m_historyBudget.admit(m_history, exchange); drop > 0) {
            for (int i = 0; i < drop; ++i) {
                m_probes.remove(m_history.at(i).get());
                m_taskPolls.remove(m_history.at(i).get());
            }
            m_history.remove(0, drop);
        }
        if (!m_speaksJsonRpc && !exchange->classification.responses.isEmpty()) {
            m_speaksJsonRpc = true;   // an envelope came back: the health dot turns green
            if (m_state == State::Ready)
                emit stateChanged(m_state);
        }
        emit exchangeFinished(exchange, byUser);
    });
    connect(m_client, &RpcClient::messageArrived, this, &EndpointSession::addServerMessage);
    connect(m_client, &RpcClient::streamEventArrived, this, [this](quint64 sequence, const SseEvent &event) {
        if (m_userRequests.contains(sequence))
            emit streamEventArrived(sequence, event);
    });
    connect(transport, &Transport::channelClosed, this,
            [this](const TransportError &why) { emit connectionClosed(why.message); });
    connect(m_client, &RpcClient::diagnostic, this, &EndpointSession::diagnostic);
    // The server's own requests (a language server's workspace/configuration) get the
    // profile's answers, or are refused with -32601 rather than left hanging, until an MCP
    // session answers them itself.
    *m_rules = ScriptedResponder();
    for (const auto &[method, result] : std::as_const(m_profile.serverAnswers))
        m_rules->set(method, result);
    m_answerer = new ServerRequestAnswerer(m_client, m_client);
    m_answerer->setResponder(m_plainResponders.get());
    m_answerer->listen();
    connect(m_answerer, &ServerRequestAnswerer::requestAnswered, this,
            [this, endpoint = transport->endpoint()](const ServerRequest &request, const QByteArray &response) {
        onServerRequestAnswered(endpoint, request, response);
    });
    emit clientCreated(m_client);
}

void EndpointSession::addServerMessage(const IncomingMessage &message)
{
    // A server that pushes without end keeps the newest ones.
    constexpr qsizetype kKept = 20000;
    if (m_serverMessages.size() >= kKept)
        m_serverMessages.remove(0, kKept / 10);
    m_serverMessages.append(message);
    emit serverMessageArrived(message);
}

void EndpointSession::openLsp()
{
    LspWorkspace workspace;
    workspace.rootPath = QDir(m_profile.workingDirectory.isEmpty() ? QDir::currentPath() : m_profile.workingDirectory)
                             .absolutePath();
    workspace.processId = QCoreApplication::applicationPid();
    m_lspDefaults->setWorkspace(workspace);
    m_answerer->setResponder(m_lspResponders.get());
    m_lsp = new LspSession(m_client, m_client);
    connect(m_lsp, &LspSession::ready, this, [this] {
        // The user's requests go on from the handshake's ids.
        while (m_ids.last() < m_lsp->lastId())
            m_ids.next();
        m_registry = m_lsp->registry();
        emit registryChanged();
        setState(State::Ready, tr("Language server %1: %n method(s) from its capabilities", nullptr, m_registry.size())
                                   .arg(m_lsp->server().displayName()));
    });
    connect(m_lsp, &LspSession::failed, this, [this](const QString &why) {
        const ExchangePtr &initialize = m_lsp->initializeExchange();
        if (initialize && initialize->classification.outcome == Classification::Outcome::TransportError) {
            setState(State::Unreachable, tr("Could not reach %1: %2").arg(m_profile.address, why));
            return;
        }
        setState(State::Ready, tr("LSP initialize failed: %1. Type a request by hand.").arg(why));
    });
    setState(State::Discovering, tr("Initializing the language server %1…").arg(m_profile.address));
    m_lsp->start(workspace);
}

bool EndpointSession::openInLanguageServer(const QString &path, QString *error)
{
    if (!m_lsp || m_lsp->state() != LspSession::State::Ready) {
        *error = tr("No language server is ready on this endpoint.");
        return false;
    }
    return m_lsp->openDocument(path, error);
}

void EndpointSession::openMcp(const ExchangePtr &initialize, qint64 lastIdUsed)
{
    m_mcp = new McpConnection(m_client, this);
    m_mcp->setResponder(m_mcpResponders.get());
    m_answerer->listen(false);   // the MCP session answers from now on
    McpSession *session = m_mcp->session();
    const QString endpoint = m_client->transport()->endpoint();
    connect(session, &McpSession::serverStreamMessage, this, [this, endpoint](const IncomingMessage &message) {
        emit messageOutsideExchanges(endpoint, message, true);
        addServerMessage(message);
    });
    connect(session, &McpSession::serverRequestAnswered, this,
            [this, endpoint](const ServerRequest &request, const QByteArray &answer) {
        onServerRequestAnswered(endpoint, request, answer);
    });
    const auto keepSession = [this, session] {
        // Requests typed in the composer belong to the same Streamable HTTP session.
        m_sendOptions = {};
        // Streamable HTTP: every POST accepts JSON and an event stream (a 406 otherwise).
        m_sendOptions.streaming = session->client()->transport()->kind() == Transport::Kind::Http;
        if (!session->sessionId().isEmpty()) {
            m_sendOptions.extraHeaders = {{QByteArrayLiteral("Mcp-Session-Id"), session->sessionId()},
                                          {QByteArrayLiteral("MCP-Protocol-Version"),
                                           session->server().protocolVersion.toLatin1()}};
        }
    };
    connect(session, &McpSession::reinitialized, this, keepSession);
    connect(m_mcp, &McpConnection::opened, this, keepSession);
    connect(m_mcp, &McpConnection::failed, this, [this](const QString &message) {
        m_mcpAddress.clear();   // the next connect asks discovery again
        if (!m_mcpTentative) {
            setState(State::Ready, tr("MCP session failed: %1").arg(message));
            return;
        }
        // Only a try, never announced: the endpoint is no MCP server after all.
        disconnect(m_mcp, nullptr, this, nullptr);
        std::exchange(m_mcp, nullptr)->deleteLater();
        m_answerer->listen();
        setState(State::Ready, m_discoveryText);
    });
    connect(m_mcp, &McpConnection::opened, this, [this] {
        if (std::exchange(m_mcpTentative, false)) {
            m_mcpAddress = m_profile.address;
            m_discoveryText.clear();
            emit mcpConnectionChanged(m_mcp);   // a try that worked: the MCP tab appears now
        }
    });
    connect(m_mcp, &McpConnection::allListsFetched, this, &EndpointSession::onMcpListsFetched);
    connect(m_mcp, &McpConnection::listChanged, this, [this] {
        if (!m_mcp->listsFetched())
            return;
        m_registry = m_mcp->registry();
        emit registryChanged();
    });
    // A try (nothing described itself) is announced only once it opened, so no MCP tab comes and goes.
    if (!m_mcpTentative)
        emit mcpConnectionChanged(m_mcp);
    setState(State::Discovering, tr("Opening the MCP session with %1…").arg(m_profile.address));
    if (initialize)
        m_mcp->open(initialize, lastIdUsed);
    else
        m_mcp->open();
}

void EndpointSession::onMcpListsFetched()
{
    m_registry = m_mcp->registry();
    emit registryChanged();
    const McpServerInfo &server = m_mcp->session()->server();
    QString text = m_discoveryText;
    if (text.isEmpty())
        text = tr("MCP server, protocol revision %1").arg(server.protocolVersion);
    setState(State::Ready, text);
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

    if (!probe->mcpProtocolVersion().isEmpty() && probe->reachable()) {
        QStringList lines;
        for (const DiscoveryProbe::SourceReport &report : probe->reports()) {
            if (report.answered)
                lines.append(report.message);
        }
        m_discoveryText = lines.join(QLatin1Char('\n'));
        m_mcpAddress = m_profile.address;
        // Over HTTP the MCP session makes its own handshake, declaring what the GUI answers
        // (roots, sampling, elicitation); over stdio it goes on from the probe's.
        if (probe->mcpInitialize()) {
            openMcp(probe->mcpInitialize(), probe->lastRequestId());
            return;
        }
        openMcp();
        return;
    }
    if (!probe->reachable()) {
        setState(State::Unreachable, tr("Could not reach %1: %2").arg(m_profile.address, probe->transportFailure()));
        return;
    }
    if (!probe->answered() && transportKind() == Transport::Kind::Http) {
        // A Streamable HTTP server refuses a POST that does not accept an event stream (406):
        // the MCP session asks as the transport demands. Nothing described itself, so
        // initialize is no method of someone else's API here.
        m_discoveryText = tr("%1 answered, but offered no list of methods. Type a request by hand.").arg(m_profile.address);
        m_mcpTentative = true;
        openMcp();
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

quint64 EndpointSession::send(const QByteArray &bytes, QString *error, const HeaderList &extraHeaders)
{
    if (!m_client) {
        *error = tr("Not connected. Press Connect first.");
        return 0;
    }
    // RpcClient::send announces the exchange before it returns: mark it as ours first.
    const quint64 sequence = m_client->nextSequence();
    m_userRequests.insert(sequence);
    SendOptions options = m_sendOptions;
    overlayHeaders(options.extraHeaders, extraHeaders);
    if (!options.streaming && bytes.size() < 64 * 1024) {
        // The streaming methods (A2A's, the demo's) are answered by an event stream when the
        // request accepts one; their events are then shown as they come.
        const JsonDocument doc = JsonDocument::parse(bytes);
        const QString method = doc.isValid() ? doc.memberString(0, u"method") : QString();
        options.streaming = method == u"message/stream" || method == u"tasks/resubscribe" || method == u"demo.stream";
    }
    const quint64 sent = m_client->send(bytes, options);
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

#pragma once

#include "lib/discovery/registry.h"
#include "lib/rpc/exchange.h"
#include "lib/rpc/historybudget.h"
#include "lib/rpc/requestbuilder.h"
#include "lib/transport/transport.h"
#include "lib/workspace/endpointprofile.h"

#include <QObject>
#include <QSet>

#include <memory>

namespace RpcScope {

class DiscoveryProbe;
class KeychainSecretStore;
class OAuthAuthorizer;
class TokenStore;
class LspDefaultResponder;
class LspSession;
class McpConnection;
class ScriptedResponder;
class ServerResponderChain;
class RpcClient;
class ServerRequestAnswerer;
class ServerResponder;
struct ServerRequest;

/// One open endpoint, without widgets: its profile and in-memory secret, the connection
/// (an RpcClient over the transport the address names), discovery, the registry, the MCP
/// session headers the handshake opened, and the history of every exchange.
class EndpointSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EndpointSession)

public:
    enum class State { Closed, Discovering, Ready, Unreachable, Invalid };
    Q_ENUM(State)

    explicit EndpointSession(const EndpointProfile &profile, QObject *parent = nullptr);
    ~EndpointSession() override;

    const EndpointProfile &profile() const { return m_profile; }
    /// Whether a JSON-RPC envelope (a result or an error) came back since the last connect:
    /// an endpoint that answers with an HTML login page is reachable, but not JSON-RPC.
    bool speaksJsonRpc() const { return m_speaksJsonRpc; }
    /// Whether \a exchange was one of discovery's questions (rpc.discover, the MCP handshake
    /// and lists while connecting), not something the user sent.
    bool isProbe(const ExchangePtr &exchange) const { return m_probes.contains(exchange.get()); }
    /// Whether \a exchange was a tasks/get the MCP session sent by itself while it followed a
    /// task to its result.
    bool isTaskPoll(const ExchangePtr &exchange) const { return m_taskPolls.contains(exchange.get()); }
    /// Takes new settings; reconnects when the session was open.
    void setProfile(const EndpointProfile &profile);
    /// The token or password for the profile's auth, held in memory only.
    void setSecret(const QByteArray &secret) { m_secret = secret; }
    bool hasSecret() const { return !m_secret.isEmpty(); }
    const QByteArray &secret() const { return m_secret; }

    /// The client secret for OAuth typed in the endpoint sheet: kept in the token store's
    /// keychain entry for this endpoint (an empty one forgets it), never in the workspace.
    void setOAuthClientSecret(const QByteArray &secret);
    /// Whether the OAuth client has a secret (typed, kept in the keychain, or from the environment).
    bool hasOAuthClientSecret();
    /// Not owned: where OAuth grants outlive the process (null: this process only).
    void setTokenStore(TokenStore *store);
    /// Not owned: where the values of the profile's secret environment variables are kept
    /// (keys EndpointProfile::secretKey()). A stdio endpoint waits for them before it starts.
    void setSecretStore(KeychainSecretStore *store) { m_secretStore = store; }
    /// The values of the secret environment variables the store has, by name.
    QHash<QString, QString> environmentSecrets() const;
    /// OAuth for an HTTP endpoint (null for other transports): the flow starts by itself when
    /// the server challenges; the Authorization page signs in and out with it. Made anew when
    /// the profile's OAuth settings or the client secret change (authorizerChanged()).
    OAuthAuthorizer *authorizer();
    /// What every transport of this endpoint is opened with: the profile's settings, its
    /// secret, and the OAuth authorizer.
    EndpointSettings transportSettings();
    /// Opens the transport and discovers the registry (closing any previous connection).
    void connectToEndpoint();
    void close();

    State state() const { return m_state; }
    /// Translated: what discovery found, or why the endpoint cannot be used.
    const QString &statusText() const { return m_statusText; }
    bool isOpen() const { return m_client != nullptr; }
    Transport::Kind transportKind() const;
    const Registry &registry() const { return m_registry; }
    /// The OpenRPC document rpc.discover answered (the target of the registry's `$ref`s);
    /// empty when the endpoint did not describe itself that way.
    const QByteArray &openRpcDocument() const { return m_openRpcDocument; }
    IdSequence &ids() { return m_ids; }

    /// Sends \a bytes exactly; returns the exchange's sequence, or 0 with a translated
    /// \a error when there is no connection.
    /// \a extraHeaders (HTTP only) go after the endpoint's own, for this request alone.
    quint64 send(const QByteArray &bytes, QString *error, const HeaderList &extraHeaders = {});
    void cancel(quint64 sequence);
    bool isPending(quint64 sequence) const;
    /// Every exchange of this endpoint, discovery included, in the order they finished.
    const QList<ExchangePtr> &history() const { return m_history; }

    /// The MCP session when discovery found an MCP server (stdio or Streamable HTTP); null
    /// otherwise. A new one is made on every connect (mcpConnectionChanged()).
    McpConnection *mcpConnection() const { return m_mcp; }
    /// Whether this endpoint was found to speak MCP (this run).
    bool isKnownMcp() const { return m_mcp || !m_mcpAddress.isEmpty(); }
    /// Not owned: answers the server's requests no rule (and no dialect's default) answers,
    /// on every connection of this endpoint, MCP sessions included (the GUI: a dialog).
    void setDialogResponder(ServerResponder *responder);
    /// Makes \a resultJson the answer to the server's \a method from now on: a rule of the
    /// profile (replacing one for the same method), in force at once, no reconnect.
    void addServerAnswer(const QString &method, const QByteArray &resultJson);
    /// The language server session when the endpoint is framed as LSP (Content-Length); null
    /// otherwise. Made on every connect.
    LspSession *lspSession() const { return m_lsp; }
    /// Sends textDocument/didOpen for \a path to the language server; false (and \a error)
    /// when there is none ready or the file cannot be read.
    bool openInLanguageServer(const QString &path, QString *error);
    /// Every message that answered nothing (notifications, server requests, pushes,
    /// stray lines), in the order they came.
    const QList<IncomingMessage> &serverMessages() const { return m_serverMessages; }

signals:
    void stateChanged(RpcScope::EndpointSession::State state);
    /// A new OAuth authorizer was made (or none is needed any more: null).
    void authorizerChanged(RpcScope::OAuthAuthorizer *authorizer);
    /// The profile changed from within (a rule added from a dialog): worth saving.
    void profileEdited();
    /// We answered a request of the server's; \a response as sent.
    void serverRequestAnswered(const RpcScope::ServerRequest &request, const QByteArray &response);
    void discoveryProgress(const QString &text);
    void registryChanged();
    void exchangeStarted(quint64 sequence);
    /// An event of a streamed answer to a request sent with send(), as it arrives.
    void streamEventArrived(quint64 sequence, const RpcScope::SseEvent &event);
    /// \a sentByUser is false for discovery's own requests.
    void exchangeFinished(const RpcScope::ExchangePtr &exchange, bool sentByUser);
    void diagnostic(const QString &text);
    /// A connection was opened (before its first request), e.g. for the session recorder.
    void clientCreated(RpcScope::RpcClient *client);
    /// An MCP session was made (or dropped: null) for this endpoint.
    void mcpConnectionChanged(RpcScope::McpConnection *connection);
    /// The connection ended on the peer's side (a WebSocket close with its code and reason,
    /// a stdio server that exited); \a why is translated.
    void connectionClosed(const QString &why);
    /// A message that answers nothing arrived (see serverMessages()).
    void serverMessageArrived(const RpcScope::IncomingMessage &message);
    /// For the session recorder: a message the RpcClient never saw (the MCP GET stream),
    /// and bytes sent that belong to no exchange (answers to server requests). \a endpoint
    /// is the transport's name for it, as the recorder writes it (no password).
    void messageOutsideExchanges(const QString &endpoint, const RpcScope::IncomingMessage &message, bool incoming);

private:
    void setState(State state, const QString &text);
    /// True while the keychain reads this stdio endpoint's secret environment: the connect
    /// goes on when it has answered.
    bool waitForSecrets();
    void openClient();
    void closeClient();
    void onDiscoveryFinished();
    /// With \a initialize (a probe's answered handshake on this client), the session goes on
    /// from it instead of starting its own.
    void openMcp(const ExchangePtr &initialize = {}, qint64 lastIdUsed = 0);
    void onMcpListsFetched();
    void openLsp();
    void addServerMessage(const IncomingMessage &message);
    void linkResponders();
    void onServerRequestAnswered(const QString &endpoint, const ServerRequest &request, const QByteArray &response);

    EndpointProfile m_profile;
    QByteArray m_secret;
    QByteArray m_oauthClientSecret;
    bool m_oauthSecretTyped = false;   // m_oauthClientSecret is the user's word, to be kept
    TokenStore *m_tokenStore = nullptr;
    KeychainSecretStore *m_secretStore = nullptr;
    bool m_waitingForSecrets = false;
    QMetaObject::Connection m_secretsLoaded;   // while waiting: the keychain's answer goes on connecting
    OAuthAuthorizer *m_authorizer = nullptr;
    EndpointProfile::OAuth m_authorizerMadeFor;   // the settings m_authorizer was made with
    RpcClient *m_client = nullptr;
    ServerRequestAnswerer *m_answerer = nullptr;   // a child of m_client, gone with it
    DiscoveryProbe *m_probe = nullptr;   // while discovery runs
    McpConnection *m_mcp = nullptr;
    ServerResponder *m_dialogResponder = nullptr;
    LspSession *m_lsp = nullptr;         // a child of m_client, gone with it
    // The server's requests: the profile's answers, then (a language server) LSP's defaults,
    // then the dialog. Made once and kept: the answerer of a client on its way out may still
    // hold them.
    std::unique_ptr<ScriptedResponder> m_rules;
    std::unique_ptr<LspDefaultResponder> m_lspDefaults;
    std::unique_ptr<ServerResponderChain> m_plainResponders;
    std::unique_ptr<ServerResponderChain> m_lspResponders;
    std::unique_ptr<ServerResponderChain> m_mcpResponders;
    QString m_mcpAddress;                // the address discovery found to be MCP: reconnects skip the probe
    bool m_speaksJsonRpc = false;        // a JSON-RPC envelope came back since the last connect
    QSet<const Exchange *> m_probes;     // discovery's exchanges (kept alive by m_history)
    QSet<const Exchange *> m_taskPolls;  // the MCP session's own tasks/get (kept alive by m_history)
    bool m_mcpTentative = false;         // trying MCP on an HTTP endpoint discovery found nothing on
    QString m_discoveryText;             // what discovery said, shown once the MCP session stands
    QList<IncomingMessage> m_serverMessages;
    State m_state = State::Closed;
    QString m_statusText;
    Registry m_registry;
    QByteArray m_openRpcDocument;
    SendOptions m_sendOptions;   // e.g. the MCP session the handshake opened
    IdSequence m_ids;
    QSet<quint64> m_userRequests;
    QList<ExchangePtr> m_history;        // the newest, within m_historyBudget
    HistoryBudget m_historyBudget;
};

} // namespace RpcScope

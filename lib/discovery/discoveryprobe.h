#pragma once

#include "lib/discovery/registry.h"
#include "lib/rpc/exchange.h"
#include "lib/rpc/mcphandshake.h"

#include <QObject>

#include <functional>

namespace RpcScope {

class RpcClient;

/// Asks an endpoint for its registry in every way it may understand: OpenRPC rpc.discover,
/// system.listMethods, and MCP: the stateless revision first (server/discover, every request
/// with its `_meta` and headers), else the handshake (initialize, notifications/initialized);
/// then tools/list, resources/list, resources/templates/list and prompts/list through every page.
class DiscoveryProbe : public QObject
{
    Q_OBJECT

public:
    struct Options
    {
        /// The MCP revision to speak; empty: 2026-07-28 through server/discover when the server
        /// lists it, else initialize offering 2025-11-25.
        QString mcpProtocolVersion;
        /// JSON text of the client capabilities declared in initialize; empty: {}.
        QByteArray mcpCapabilities;
        /// Stop once MCP answered: after a successful initialize the caller's MCP session goes on
        /// with the handshake on the same connection (McpSession::adopt()), so a stdio server is
        /// started once; after server/discover it has nothing to go on from (stateless).
        bool handOverMcp = false;
        int maxPages = 1000;     ///< a server whose cursor never ends stops here
    };

    /// What one source said.
    struct SourceReport
    {
        QString source;          ///< "openrpc", "list-methods", "mcp"
        bool answered = false;   ///< it gave a registry
        QString message;         ///< translated: why not, or how many entries
    };

    /// \a client is not owned and must outlive the probe's run.
    explicit DiscoveryProbe(RpcClient *client, QObject *parent = nullptr);

    void setOptions(const Options &options) { m_options = options; }
    void start();

    const Registry &registry() const { return m_registry; }
    const QList<SourceReport> &reports() const { return m_reports; }
    const QList<ExchangePtr> &exchanges() const { return m_exchanges; }
    /// Some exchange reached the server (not a transport failure).
    bool reachable() const { return m_reachable; }
    /// Some source answered with a registry (possibly empty).
    bool answered() const;
    /// The MCP revision the server answered with; empty when it is not MCP.
    const QString &mcpProtocolVersion() const { return m_mcpVersion; }
    /// The server speaks the stateless revision (it answered server/discover).
    bool mcpStateless() const { return !m_modernVersion.isEmpty() && !m_mcpVersion.isEmpty(); }
    /// With Options::handOverMcp: the initialize exchange the server answered; null otherwise.
    const ExchangePtr &mcpInitialize() const { return m_mcpInitialize; }
    /// The highest request id the probe used (the next user of the connection goes on from it).
    qint64 lastRequestId() const { return m_nextId; }
    /// The first transport failure, for the user.
    const QString &transportFailure() const { return m_transportFailure; }

signals:
    void progress(const QString &text);
    void finished();

private:
    using Continuation = std::function<void(const ExchangePtr &)>;

    void call(const QString &method, const QByteArray &params, Continuation next, bool notification = false);
    void onExchange(const ExchangePtr &exchange);
    void probePlainRegistries();
    void readOpenRpc(const ExchangePtr &exchange);
    void readListMethods(const ExchangePtr &exchange);
    void probeMcp();
    /// server/discover with \a version; the handshake when the server is no modern one.
    void probeStatelessMcp(const QString &version);
    void probeMcpHandshake(const QString &version);
    /// The lists the server's capabilities offer, then finish().
    void listMcpCapabilities(const McpServerInfo &server);
    void listMcp(const QString &method, MethodInfo::Kind kind, const QString &cursor, int page,
                 std::function<void()> done);
    void finish();
    void report(const QString &source, bool answered, const QString &message);
    /// The result node of a successful single response, or -1.
    static int resultOf(const ExchangePtr &exchange);

    RpcClient *m_client = nullptr;
    Options m_options;
    Registry m_registry;
    QList<SourceReport> m_reports;
    QList<ExchangePtr> m_exchanges;
    QHash<quint64, Continuation> m_waiting;
    bool m_reachable = false;
    bool m_plainRegistry = false;
    QString m_mcpVersion;
    QString m_transportFailure;
    QByteArray m_sessionId;
    ExchangePtr m_mcpInitialize;
    bool m_probingMcp = false;   // from initialize on, every probe is an MCP request
    QString m_modernVersion;     // set while (and once) the stateless revision is spoken
    bool m_rediscovered = false; // server/discover was sent again after -32022
    // On a connection of its own, server/discover went first (start()); the plain registries
    // and the handshake follow only when it was not answered.
    bool m_modernFirst = false;
    bool m_plainAsked = false;
    qint64 m_nextId = 0;
};

} // namespace RpcScope

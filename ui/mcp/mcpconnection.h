#pragma once

#include "lib/discovery/registry.h"
#include "lib/mcp/mcpfeatures.h"
#include "lib/mcp/mcpsession.h"

#include <QObject>

#include <memory>

namespace RpcScope {

class RpcClient;

/// One MCP session of an endpoint, without widgets: the McpSession over the endpoint's
/// RpcClient, its McpFeatures, and what the server listed (tools, resources, resource
/// templates, prompts), fetched through every page once the handshake stands and again
/// whenever the server says a list changed.
class McpConnection final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpConnection)

public:
    enum class List { Tools, Resources, Templates, Prompts };
    Q_ENUM(List)

    /// \a client is not owned and must outlive this connection.
    explicit McpConnection(RpcClient *client, QObject *parent = nullptr);
    ~McpConnection() override;

    /// The client capabilities RpcScope declares: roots, sampling and elicitation, which the
    /// GUI answers from a dialog.
    static QByteArray clientCapabilities();

    McpSession *session() const { return m_session; }
    McpFeatures *features() const { return m_features.get(); }
    /// Not owned; answers roots/list, sampling/createMessage and elicitation/create.
    void setResponder(ServerResponder *responder);

    /// Starts the handshake, then fetches the lists.
    void open();
    /// Goes on from a discovery probe's answered initialize on the same connection
    /// (McpSession::adopt()), then fetches the lists.
    void open(const ExchangePtr &initialize, qint64 lastIdUsed);
    bool isReady() const { return m_session->state() == McpSession::State::Ready; }
    /// True once every list the server offers has come (or failed) after the handshake.
    bool listsFetched() const { return m_listsFetched; }

    const McpList &list(List which) const;
    /// The lists as registry entries (what DiscoveryProbe makes of the same pages).
    Registry registry() const;

    /// Fetches \a which again (every page).
    void refresh(List which);

signals:
    /// The handshake stands (ready) or failed (message translated).
    void opened();
    void failed(const QString &message);
    /// A list came (first fetch, refresh, or after list_changed).
    void listChanged(RpcScope::McpConnection::List which);
    /// The first fetch of every list is done.
    void allListsFetched();

private:
    void fetchAll();
    void fetchNext(QList<List> remaining);
    void fetch(List which, std::function<void()> then);
    bool offers(List which) const;

    McpSession *m_session = nullptr;
    std::unique_ptr<McpFeatures> m_features;
    McpList m_lists[4];
    bool m_listsFetched = false;
};

} // namespace RpcScope

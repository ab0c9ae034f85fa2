#pragma once

#include "lib/discovery/registry.h"
#include "lib/lsp/lspprotocol.h"
#include "lib/rpc/exchange.h"

#include <QObject>

#include <functional>

namespace RpcScope {

class RpcClient;

/// A language server's lifecycle over an RpcClient: `initialize` with the workspace and
/// RpcScope's client capabilities, `initialized`, documents opened on request, and at the end
/// `shutdown` followed by `exit`, so the server ends as the specification wants (exit code 0).
/// The server's own requests are not this class's: a ServerRequestAnswerer on the same client
/// answers them (LspDefaultResponder).
class LspSession : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LspSession)

public:
    enum class State { Idle, Initializing, Ready, Failed, ShuttingDown, Ended };
    Q_ENUM(State)

    /// \a client is not owned and must outlive the session's run.
    explicit LspSession(RpcClient *client, QObject *parent = nullptr);

    /// Sends initialize; ready() or failed() follows.
    void start(const LspWorkspace &workspace);
    /// Sends textDocument/didOpen with the file's text; false (and \a error) when it cannot be read.
    bool openDocument(const QString &path, QString *error);
    /// Sends shutdown, then exit whatever shutdown's answer; ended() follows. Only exit when
    /// the server never became ready.
    void shutdown();
    /// Writes shutdown and exit at once, without waiting for shutdown's answer: for a
    /// connection closed now (its transport writes both out before the channel ends).
    /// Nothing unless the server is ready.
    void shutdownNow();

    State state() const { return m_state; }
    const LspServerInfo &server() const { return m_server; }
    /// The methods the server's capabilities enable (LspMethods).
    const Registry &registry() const { return m_registry; }
    const ExchangePtr &initializeExchange() const { return m_initialize; }
    const LspWorkspace &workspace() const { return m_workspace; }
    /// A request id no request of this session uses (the user's requests take these).
    qint64 takeId() { return ++m_lastId; }
    /// The highest id the session used so far.
    qint64 lastId() const { return m_lastId; }
    /// Keeps \a id (a request of the user's) out of the ids the session takes from now on.
    void reserveId(qint64 id) { m_lastId = qMax(m_lastId, id); }

signals:
    void ready();
    void failed(const QString &why);
    void ended();

private:
    using Continuation = std::function<void(const ExchangePtr &)>;
    void send(const QString &method, const QByteArray &params, bool notification, Continuation next);
    void onExchange(const ExchangePtr &exchange);

    RpcClient *m_client = nullptr;
    State m_state = State::Idle;
    LspWorkspace m_workspace;
    LspServerInfo m_server;
    Registry m_registry;
    ExchangePtr m_initialize;
    QHash<quint64, Continuation> m_waiting;
    qint64 m_lastId = 0;
};

} // namespace RpcScope

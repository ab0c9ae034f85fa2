#pragma once

#include <QString>
#include <QThread>
#include <QUrl>

namespace RpcScope {

class DemoHttpServer;

/// The demo endpoints (DemoHttpServer) served on a thread of their own, as the GUI runs
/// them: a demo answer being made (demo.big writes a hundred megabytes) never holds up the
/// window that asked for it, just as a real server would not.
class DemoServerThread final
{
    Q_DISABLE_COPY_MOVE(DemoServerThread)

public:
    DemoServerThread();
    /// Closes the server on its thread, then ends the thread.
    ~DemoServerThread();

    /// Starts the thread and listens there on 127.0.0.1:\a port (0: a free one); waits for
    /// the outcome. False with errorString() when it could not.
    bool listen(quint16 port = 0);
    QString errorString() const { return m_error; }
    QUrl rpcUrl() const { return m_rpcUrl; }
    QUrl mcpUrl() const { return m_mcpUrl; }
    /// The MCP face behind the demo's own OAuth sign-in.
    QUrl secureMcpUrl() const { return m_secureMcpUrl; }
    QUrl webSocketUrl() const { return m_webSocketUrl; }

private:
    QThread m_thread;
    DemoHttpServer *m_server = nullptr;   // lives on m_thread
    QString m_error;
    QUrl m_rpcUrl;
    QUrl m_mcpUrl;
    QUrl m_secureMcpUrl;
    QUrl m_webSocketUrl;
};

} // namespace RpcScope

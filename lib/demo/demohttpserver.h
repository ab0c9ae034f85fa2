#pragma once

#include <QByteArray>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QUrl>

#include <functional>
#include <memory>

class QTcpServer;
class QTcpSocket;
class QWebSocketServer;

namespace RpcScope {

class DemoAuthorizationServer;
class DemoHttpConnection;
class DemoMcpService;
class DemoNoteStore;
class DemoService;
struct DemoHttpAnswer;
struct IncomingHttpRequest;
struct DemoStreamPlan;

/// The demo endpoints over a small HTTP/1.1 server of our own on 127.0.0.1: POST /rpc
/// is the plain JSON-RPC API (DemoService), POST /mcp the MCP face (DemoMcpService, with
/// Mcp-Session-Id). Keep-alive, pipelining (answers in request order), Content-Length and
/// chunked bodies, 100-continue. 204 answers a notification on /rpc and 202 one on /mcp
/// (as MCP Streamable HTTP requires); 404, 405, 413 and 400 are plain text outside the
/// JSON-RPC envelope. The streaming methods of /rpc (demo.stream, message/stream; see
/// DemoEventStream) answer with a chunked text/event-stream. GET /ws opens the WebSocket
/// face on the same port: the plain API one message per frame, plus server pushes (see
/// DemoWebSocketSession). POST /secure/rpc and /secure/mcp are the same two behind OAuth: the
/// demo's own authorization server (DemoAuthorizationServer) answers the well-known metadata,
/// /oauth/register, /oauth/authorize (a page a person approves) and /oauth/token. The GUI
/// creates one in-process and calls listen(); the rpcscope-demo-server program does the same.
class DemoHttpServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DemoHttpServer)

public:
    static constexpr qint64 DefaultMaxBodySize = 64 * 1024 * 1024;

    explicit DemoHttpServer(QObject *parent = nullptr);
    ~DemoHttpServer() override;

    /// Listens on 127.0.0.1:\a port; 0 picks a free port (see port()). On failure returns
    /// false and errorString() says why.
    bool listen(quint16 port = 0);
    /// Stops listening and drops every connection.
    void close();
    bool isListening() const;
    quint16 port() const;
    /// http://127.0.0.1:PORT (no path; the endpoints are /rpc and /mcp).
    QUrl url() const;
    /// http://127.0.0.1:PORT/rpc, the plain JSON-RPC API.
    QUrl rpcUrl() const;
    /// http://127.0.0.1:PORT/mcp, the MCP face.
    QUrl mcpUrl() const;
    /// ws://127.0.0.1:PORT/ws, the plain API over a WebSocket.
    QUrl webSocketUrl() const;
    /// http://127.0.0.1:PORT/secure/mcp and /secure/rpc: the same behind OAuth.
    QUrl secureMcpUrl() const;
    QUrl secureRpcUrl() const;
    DemoAuthorizationServer *authorizationServer() const { return m_authorization.get(); }
    QString errorString() const;

    /// Bodies above this size are refused with 413 before they are read.
    void setMaxBodySize(qint64 bytes) { m_maxBodySize = bytes; }
    qint64 maxBodySize() const { return m_maxBodySize; }

    DemoService *service() const { return m_service; }
    DemoMcpService *mcpService() const { return m_mcpService; }
    int connectionCount() const;

private:
    friend class DemoHttpConnection;
    /// Complete response bytes: the head, and the body kept apart so a large body is not
    /// copied into the head's buffer.
    struct Response
    {
        QByteArray head;
        QByteArray body;
        bool close = false;
        /// Set: the head opens a chunked event stream and these events follow, paced.
        std::shared_ptr<const DemoStreamPlan> stream;
        /// An MCP listen stream that wants tool list changes: its subscription id.
        QByteArray toolListener;
    };
    using Responder = std::function<void(Response response)>;

    /// Routes one request; \a respond is called exactly once, now or later.
    void serve(const IncomingHttpRequest &request, Responder respond);
    Response jsonResponse(int status, QByteArray body, bool keepAlive,
                          const QByteArray &sessionId = {});
    /// \a text is plain English, never translated: it goes to the client, and an answer
    /// must not depend on the language of whoever runs the server.
    Response plainResponse(int status, const QString &text, bool keepAlive,
                           const QByteArray &extraHeaders = {});
    Response emptyResponse(int status, bool keepAlive, const QByteArray &extraHeaders = {});
    Response answerResponse(const DemoHttpAnswer &answer, bool keepAlive);
    Response streamResponse(DemoStreamPlan plan, bool keepAlive);
    /// Hands a connection whose first request is GET /ws, still unread, to the WebSocket server.
    void upgradeToWebSocket(QTcpSocket *socket);
    QByteArray head(int status, QByteArrayView contentType, qsizetype contentLength,
                    bool keepAlive, QByteArrayView extraHeaders);
    const QByteArray &dateHeader();

    QTcpServer *m_server = nullptr;
    QWebSocketServer *m_webSocketServer = nullptr;
    int m_taskNumber = 0;
    std::shared_ptr<DemoNoteStore> m_notes;
    std::unique_ptr<DemoAuthorizationServer> m_authorization;
    DemoService *m_service = nullptr;
    DemoMcpService *m_mcpService = nullptr;
    qint64 m_maxBodySize = DefaultMaxBodySize;
    QSet<QByteArray> m_sessions;
    /// MCP listen streams that want tool list changes: their connection and subscription id.
    QList<QPair<QPointer<DemoHttpConnection>, QByteArray>> m_toolListeners;
    qint64 m_dateSecond = -1;
    QByteArray m_date;
};

} // namespace RpcScope

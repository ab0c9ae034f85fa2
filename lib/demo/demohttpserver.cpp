#include "lib/demo/demohttpserver.h"

#include "lib/demo/demoauthorizationserver.h"
#include "lib/demo/demoeventstream.h"
#include "lib/httpserver/httprequestparser.h"
#include "lib/demo/demomcpservice.h"
#include "lib/demo/demonotestore.h"
#include "lib/demo/demoservice.h"
#include "lib/demo/demowebsocketsession.h"

#include <QDateTime>
#include <QLocale>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUuid>
#include <QWebSocket>
#include <QWebSocketServer>

using namespace Qt::StringLiterals;

namespace RpcScope {

/// One client connection: frames requests, serves them strictly one after another (so
/// pipelined answers keep their order) and writes each answer in one go.
class DemoHttpConnection final : public QObject
{
public:
    DemoHttpConnection(QTcpSocket *socket, DemoHttpServer *server, QObject *parent)
        : QObject(parent)
        , m_socket(socket)
        , m_server(server)
        , m_parser(server->maxBodySize())
    {
        m_socket->setParent(this);
        m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        connect(m_socket, &QTcpSocket::readyRead, this, &DemoHttpConnection::readInput);
        connect(m_socket, &QTcpSocket::disconnected, this, &QObject::deleteLater);
        m_streamTimer.setSingleShot(true);
        connect(&m_streamTimer, &QTimer::timeout, this, &DemoHttpConnection::streamStep);
        if (m_socket->bytesAvailable() > 0)
            readInput();
    }

private:
    void readInput()
    {
        if (m_fresh) {
            // A WebSocket handshake is left unread: the WebSocket server reads it itself.
            const QByteArray start = m_socket->peek(8);
            const bool maybe = QByteArrayView("GET /ws ").startsWith(start) || QByteArrayView("GET /ws?").startsWith(start);
            if (maybe && start.size() < 8)
                return;   // wait for the rest of the request line's start
            m_fresh = false;
            if (maybe) {
                QTcpSocket *socket = m_socket;
                socket->disconnect(this);
                m_socket = nullptr;
                m_server->upgradeToWebSocket(socket);
                deleteLater();
                return;
            }
        }
        if (m_closing) {
            m_socket->readAll(); // after a final answer, input is drained and dropped
            return;
        }
        m_parser.append(m_socket->readAll());
        process();
    }

    void process()
    {
        while (!m_waiting && !m_closing && !m_stream) {
            const HttpRequestParser::Status status = m_parser.next();
            if (m_parser.takeContinue())
                m_out.append("HTTP/1.1 100 Continue\r\n\r\n");
            if (status == HttpRequestParser::Status::NeedMore)
                break;
            if (status == HttpRequestParser::Status::Error) {
                queue(m_server->plainResponse(m_parser.errorStatus(), m_parser.errorText(), false));
                m_closing = true;
                break;
            }
            const IncomingHttpRequest request = m_parser.takeRequest();
            m_serving = true;
            m_answered = false;
            m_server->serve(request, [self = QPointer<DemoHttpConnection>(this)](
                                         DemoHttpServer::Response response) {
                if (self)
                    self->answer(std::move(response));
            });
            m_serving = false;
            if (!m_answered)
                m_waiting = true; // a late answer (demo.sleep): later requests wait their turn
        }
        flush();
    }

    void answer(DemoHttpServer::Response response)
    {
        queue(std::move(response));
        if (m_serving) {
            m_answered = true;
            return;
        }
        // A late answer: send it, then serve what was pipelined behind it.
        m_waiting = false;
        process();
    }

    void queue(DemoHttpServer::Response response)
    {
        m_closing = m_closing || response.close;
        m_out.append(response.head);
        if (!response.toolListener.isEmpty())
            m_server->m_toolListeners.append({QPointer<DemoHttpConnection>(this), response.toolListener});
        if (response.stream) {
            // The events follow from the event loop; requests behind this one wait.
            m_stream = std::move(response.stream);
            m_step = 0;
            m_streamTimer.start(m_stream->steps.isEmpty() ? 0 : m_stream->steps.first().delayMs);
            return;
        }
        if (response.body.size() < 256 * 1024) {
            m_out.append(response.body);
        } else {
            // Hand a large body over as it is instead of copying it behind the head.
            m_socket->write(m_out);
            m_out.clear();
            m_socket->write(response.body);
        }
    }

    void flush()
    {
        if (!m_out.isEmpty()) {
            m_socket->write(m_out);
            m_out.clear();
        }
        if (m_closing && !m_waiting && !m_stream)
            m_socket->disconnectFromHost(); // after the pending bytes are written
        else
            m_socket->flush(); // now rather than on the next event loop turn
    }

public:
    /// An event of the open event stream (an MCP listen stream's notification): written now,
    /// after the stream's own first steps.
    void pushEvent(const QByteArray &message)
    {
        if (!m_stream || !m_socket || m_step < m_stream->steps.size())
            return;
        writeChunk(QByteArray("data: " + message + "\n\n"));
    }

private:
    void writeChunk(QByteArrayView bytes)
    {
        m_socket->write(QByteArray::number(bytes.size(), 16) + "\r\n" + bytes.toByteArray() + "\r\n");
        m_socket->flush();
    }

    void streamStep()
    {
        flush();
        if (m_step < m_stream->steps.size()) {
            writeChunk(m_stream->steps.at(m_step).bytes);
            ++m_step;
            if (m_step < m_stream->steps.size()) {
                m_streamTimer.start(m_stream->steps.at(m_step).delayMs);
                return;
            }
        }
        if (m_stream->end == DemoStreamPlan::End::Never) {
            if (m_step++ > m_stream->steps.size())
                writeChunk(": keep-alive\n\n");
            m_streamTimer.start(m_stream->keepAliveMs);
            return;
        }
        m_socket->write("0\r\n\r\n");
        m_stream.reset();
        process();   // what was pipelined behind the stream, or the close it asked for
    }

    QTcpSocket *m_socket;
    DemoHttpServer *m_server;
    HttpRequestParser m_parser;
    QByteArray m_out;
    std::shared_ptr<const DemoStreamPlan> m_stream;   // an event stream is being sent
    qsizetype m_step = 0;
    QTimer m_streamTimer;
    bool m_fresh = true;      // nothing read yet: it may be a WebSocket handshake
    bool m_waiting = false;   // a request is being answered late
    bool m_closing = false;   // the last answer said Connection: close
    bool m_serving = false;   // inside serve(): an answer now is a synchronous one
    bool m_answered = false;
};

namespace {

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200: return "OK";
    case 201: return "Created";
    case 202: return "Accepted";
    case 204: return "No Content";
    case 302: return "Found";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 413: return "Content Too Large";
    case 426: return "Upgrade Required";
    case 431: return "Request Header Fields Too Large";
    case 501: return "Not Implemented";
    case 505: return "HTTP Version Not Supported";
    default: return "Unknown";
    }
}

} // namespace

DemoHttpServer::DemoHttpServer(QObject *parent)
    : QObject(parent)
    , m_server(new QTcpServer(this))
    , m_webSocketServer(new QWebSocketServer(u"rpcscope-demo/" RPCSCOPE_VERSION ""_s, QWebSocketServer::NonSecureMode, this))
    , m_notes(std::make_shared<DemoNoteStore>())
    , m_authorization(std::make_unique<DemoAuthorizationServer>())
    , m_service(new DemoService(m_notes, this))
    , m_mcpService(new DemoMcpService(m_notes, this))
{
    connect(m_mcpService, &DemoMcpService::toolListChanged, this, [this] {
        m_toolListeners.removeIf([](const auto &listener) { return listener.first.isNull(); });
        for (const auto &[connection, id] : std::as_const(m_toolListeners))
            connection->pushEvent(DemoMcpService::toolListChangedNotification(id));
    });
    connect(m_server, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *socket = m_server->nextPendingConnection())
            new DemoHttpConnection(socket, this, m_server);
    });
    connect(m_webSocketServer, &QWebSocketServer::newConnection, this, [this] {
        while (QWebSocket *socket = m_webSocketServer->nextPendingConnection())
            new DemoWebSocketSession(socket, m_service, m_webSocketServer);
    });
}

void DemoHttpServer::upgradeToWebSocket(QTcpSocket *socket)
{
    socket->setParent(m_webSocketServer);
    m_webSocketServer->handleConnection(socket);
}

DemoHttpServer::~DemoHttpServer() = default;

bool DemoHttpServer::listen(quint16 port)
{
    // Loopback only: the demo has no real authentication and must not be reachable from outside.
    if (!m_server->listen(QHostAddress::LocalHost, port))
        return false;
    m_authorization->setOrigin(url().toString().toUtf8());
    return true;
}

void DemoHttpServer::close()
{
    m_server->close();
    // Each connection owns its socket and is a child of the QTcpServer; aborting the socket
    // makes the connection delete itself.
    const QList<QTcpSocket *> sockets = m_server->findChildren<QTcpSocket *>();
    for (QTcpSocket *socket : sockets)
        socket->abort();
    const QList<DemoWebSocketSession *> webSockets = m_webSocketServer->findChildren<DemoWebSocketSession *>();
    for (DemoWebSocketSession *session : webSockets)
        session->abort();
    m_sessions.clear();
}

bool DemoHttpServer::isListening() const
{
    return m_server->isListening();
}

quint16 DemoHttpServer::port() const
{
    return m_server->serverPort();
}

QUrl DemoHttpServer::url() const
{
    return QUrl(u"http://127.0.0.1:%1"_s.arg(port()));
}

QUrl DemoHttpServer::rpcUrl() const
{
    return QUrl(u"http://127.0.0.1:%1/rpc"_s.arg(port()));
}

QUrl DemoHttpServer::mcpUrl() const
{
    return QUrl(u"http://127.0.0.1:%1/mcp"_s.arg(port()));
}

QUrl DemoHttpServer::webSocketUrl() const
{
    return QUrl(u"ws://127.0.0.1:%1/ws"_s.arg(port()));
}

QUrl DemoHttpServer::secureMcpUrl() const
{
    return QUrl(u"http://127.0.0.1:%1/secure/mcp"_s.arg(port()));
}

QUrl DemoHttpServer::secureRpcUrl() const
{
    return QUrl(u"http://127.0.0.1:%1/secure/rpc"_s.arg(port()));
}

QString DemoHttpServer::errorString() const
{
    return m_server->errorString();
}

int DemoHttpServer::connectionCount() const
{
    return int(m_server->findChildren<QTcpSocket *>().size());
}

const QByteArray &DemoHttpServer::dateHeader()
{
    // "An origin server with a clock MUST generate a Date header field"; formatting it once
    // a second keeps it off the per-request path.
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    if (now != m_dateSecond) {
        m_dateSecond = now;
        m_date = "Date: "
                 + QLocale::c()
                       .toString(QDateTime::fromSecsSinceEpoch(now, Qt::UTC),
                                 u"ddd, dd MMM yyyy hh:mm:ss 'GMT'"_s)
                       .toLatin1()
                 + "\r\n";
    }
    return m_date;
}

QByteArray DemoHttpServer::head(int status, QByteArrayView contentType, qsizetype contentLength,
                                bool keepAlive, QByteArrayView extraHeaders)
{
    QByteArray text;
    text.reserve(192 + extraHeaders.size());
    text.append("HTTP/1.1 ");
    text.append(QByteArray::number(status));
    text.append(' ');
    text.append(reasonPhrase(status));
    text.append("\r\n");
    text.append(dateHeader());
    text.append("Server: rpcscope-demo/" RPCSCOPE_VERSION "\r\n");
    if (!contentType.isEmpty()) {
        text.append("Content-Type: ");
        text.append(contentType);
        text.append("\r\n");
    }
    // "A server MUST NOT send a Content-Length header field in any response with a status
    // code of 1xx (Informational) or 204 (No Content)."
    if (status != 204) {
        text.append("Content-Length: ");
        text.append(QByteArray::number(contentLength));
        text.append("\r\n");
    }
    if (!keepAlive)
        text.append("Connection: close\r\n");
    text.append(extraHeaders);
    text.append("\r\n");
    return text;
}

DemoHttpServer::Response DemoHttpServer::jsonResponse(int status, QByteArray body, bool keepAlive,
                                                      const QByteArray &sessionId)
{
    const QByteArray extra = sessionId.isEmpty() ? QByteArray()
                                                 : "Mcp-Session-Id: " + sessionId + "\r\n";
    Response response;
    response.head = head(status, "application/json", body.size(), keepAlive, extra);
    response.body = std::move(body);
    response.close = !keepAlive;
    return response;
}

DemoHttpServer::Response DemoHttpServer::plainResponse(int status, const QString &text,
                                                       bool keepAlive,
                                                       const QByteArray &extraHeaders)
{
    Response response;
    response.body = text.toUtf8() + '\n';
    response.head = head(status, "text/plain; charset=utf-8", response.body.size(), keepAlive,
                         extraHeaders);
    response.close = !keepAlive;
    return response;
}

DemoHttpServer::Response DemoHttpServer::streamResponse(DemoStreamPlan plan, bool keepAlive)
{
    QByteArray text = "HTTP/1.1 200 OK\r\n" + dateHeader() + "Server: rpcscope-demo/" RPCSCOPE_VERSION "\r\n"
                      "Content-Type: text/event-stream\r\nCache-Control: no-cache\r\nTransfer-Encoding: chunked\r\n";
    if (!keepAlive)
        text.append("Connection: close\r\n");
    text.append("\r\n");
    Response response;
    response.head = std::move(text);
    response.close = !keepAlive;
    response.stream = std::make_shared<const DemoStreamPlan>(std::move(plan));
    return response;
}

DemoHttpServer::Response DemoHttpServer::answerResponse(const DemoHttpAnswer &answer, bool keepAlive)
{
    Response response;
    response.head = head(answer.status, answer.contentType, answer.body.size(), keepAlive, answer.extraHeaders);
    response.body = answer.body;
    response.close = !keepAlive;
    return response;
}

DemoHttpServer::Response DemoHttpServer::emptyResponse(int status, bool keepAlive,
                                                       const QByteArray &extraHeaders)
{
    Response response;
    response.head = head(status, {}, 0, keepAlive, extraHeaders);
    response.close = !keepAlive;
    return response;
}

void DemoHttpServer::serve(const IncomingHttpRequest &request, Responder respond)
{
    const bool keepAlive = request.keepAlive;
    // Only error answers need these as text; the hot path does not pay for them.
    const auto method = [&request] { return QString::fromLatin1(request.method); };
    const auto path = [&request] { return QString::fromUtf8(request.path); };

    // The authorization server's own addresses, then the guard of the protected endpoints,
    // which otherwise serve as /rpc and /mcp do.
    if (const std::optional<DemoHttpAnswer> answer = m_authorization->answer(request)) {
        respond(answerResponse(*answer, keepAlive));
        return;
    }
    if (DemoAuthorizationServer::isProtected(request.path)) {
        if (const std::optional<DemoHttpAnswer> refusal = m_authorization->refusal(request)) {
            respond(answerResponse(*refusal, keepAlive));
            return;
        }
    }
    const QByteArray route = DemoAuthorizationServer::servedPath(request.path);

    if (route == "/rpc") {
        if (request.method != "POST") {
            respond(plainResponse(405,
                                  u"Method %1 is not allowed on %2; send JSON-RPC with POST."_s
                                      .arg(method(), path()),
                                  keepAlive, "Allow: POST\r\n"));
            return;
        }
        const bool acceptsStream = request.header("Accept").toLower().contains("text/event-stream");
        if (const auto streamed = DemoEventStream::answer(request.body, acceptsStream, m_taskNumber + 1)) {
            if (streamed->plan) {
                ++m_taskNumber;
                respond(streamResponse(*streamed->plan, keepAlive));
            } else {
                respond(streamed->json.isEmpty() ? emptyResponse(204, keepAlive)
                                                 : jsonResponse(200, streamed->json, keepAlive));
            }
            return;
        }
        m_service->setAuthorization(request.header("Authorization"));
        m_service->handle(request.body, [this, keepAlive, respond](const DemoReply &reply) {
            // JSON-RPC over HTTP: nothing to say to a notification is 204 No Content.
            respond(reply.body.isEmpty() ? emptyResponse(204, keepAlive)
                                         : jsonResponse(200, reply.body, keepAlive));
        });
        m_service->setAuthorization({});   // read while the call ran; no other request sees it
        return;
    }

    if (route == "/mcp") {
        const QByteArray session = request.header("Mcp-Session-Id");
        if (request.method == "DELETE") {
            // "Clients that no longer need a particular session ... SHOULD send an HTTP
            // DELETE to the MCP endpoint with the Mcp-Session-Id header"
            if (session.isEmpty())
                respond(plainResponse(400, u"The Mcp-Session-Id header is missing."_s,
                                      keepAlive));
            else if (!m_sessions.remove(session))
                respond(plainResponse(404, u"There is no MCP session with that id."_s,
                                      keepAlive));
            else
                respond(emptyResponse(204, keepAlive));
            return;
        }
        if (request.method != "POST") {
            // This server offers no SSE stream, so GET is refused as MCP asks.
            const QString text =
                u"Method %1 is not allowed on %2; send MCP messages with POST."_s
                    .arg(method(), path());
            respond(plainResponse(405, text, keepAlive, "Allow: POST, DELETE\r\n"));
            return;
        }
        // "The server MAY terminate the session at any time, after which it MUST respond to
        // requests containing that session ID with HTTP 404 Not Found."
        if (!session.isEmpty() && !m_sessions.contains(session)) {
            respond(plainResponse(404, u"There is no MCP session with that id."_s, keepAlive));
            return;
        }
        // 2026-07-28's subscriptions/listen: acknowledged, then held open (keep-alive
        // comments) until the client closes it.
        if (const std::optional<DemoMcpService::Listen> listen = DemoMcpService::listen(request.body)) {
            DemoStreamPlan plan;
            plan.steps.append({0, "data: " + listen->acknowledgement + "\n\n"});
            plan.end = DemoStreamPlan::End::Never;
            plan.keepAliveMs = 15000;
            Response response = streamResponse(std::move(plan), keepAlive);
            if (listen->toolsListChanged)
                response.toolListener = listen->id;
            respond(std::move(response));
            return;
        }
        m_mcpService->handle(request.body, [this, keepAlive, respond](const DemoReply &reply) {
            QByteArray newSession;
            if (reply.sessionStarted) {
                newSession = QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
                m_sessions.insert(newSession);
            }
            // "If the input consists solely of JSON-RPC responses or notifications ... the
            // server MUST return HTTP status code 202 Accepted with no body."
            if (reply.body.isEmpty()) {
                respond(emptyResponse(202, keepAlive));
                return;
            }
            respond(jsonResponse(200, reply.body, keepAlive, newSession));
        });
        return;
    }

    if (request.path == "/ws") {
        // A WebSocket handshake is taken over before it is read (DemoHttpConnection); this
        // one came later on a kept-alive connection, or without the upgrade.
        respond(plainResponse(426, u"/ws is the WebSocket face: open it as ws://HOST:PORT/ws on a new connection."_s,
                              keepAlive, "Upgrade: websocket\r\n"));
        return;
    }

    respond(plainResponse(404, u"Nothing is served at %1; the endpoints are /rpc, /mcp, /ws, /secure/rpc and /secure/mcp."_s
                                   .arg(path()),
                          keepAlive));
}

} // namespace RpcScope

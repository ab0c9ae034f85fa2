#include "lib/tap/httptap.h"

#include "lib/rpc/rpcclient.h"
#include "lib/rpc/serverrequestanswerer.h"
#include "lib/tap/httptapconnection.h"
#include "lib/tap/taprecorder.h"
#include "lib/transport/http/httptransport.h"

#include <QDateTime>
#include <QTcpServer>
#include <QTcpSocket>

namespace RpcScope {

HttpTap::HttpTap(const HttpTapUpstream &upstream, QObject *parent)
    : ControllableTap(parent)
    , m_upstream(upstream)
    , m_server(new QTcpServer(this))
{
    connect(m_server, &QTcpServer::newConnection, this, &HttpTap::onConnection);
}

HttpTap::~HttpTap() = default;

void HttpTap::setRecorder(SessionRecorder *recorder)
{
    delete m_recorder;
    m_recorder = new TapRecorder(recorder, this);
    connect(m_recorder, &TapRecorder::problem, this, &HttpTap::problem);
}

bool HttpTap::listen(const QHostAddress &address, quint16 port)
{
    return m_server->listen(address, port);
}

QString HttpTap::errorString() const
{
    return m_server->errorString();
}

QUrl HttpTap::url() const
{
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(m_server->serverAddress().toString());
    url.setPort(m_server->serverPort());
    return url;
}

void HttpTap::onConnection()
{
    while (QTcpSocket *client = m_server->nextPendingConnection()) {
        auto *connection = new HttpTapConnection(client, m_upstream, this, this);
        m_connections.removeAll(nullptr);
        m_connections.append(connection);
        connect(connection, &HttpTapConnection::seen, this, &ControllableTap::seen);
        connect(connection, &HttpTapConnection::settled, this, &ControllableTap::settled);
        connect(connection, &HttpTapConnection::problem, this, &HttpTap::problem);
        connect(connection, &HttpTapConnection::observed, this,
                [this, connection](const TapEvent &event) { onEvent(connection, event); });
        connect(connection, &HttpTapConnection::closed, this, [this, connection] {
            if (m_recorder)
                m_recorder->forget(connection);
        });
    }
}

void HttpTap::onEvent(const QObject *source, const TapEvent &event)
{
    // A stream's messages may belong to an exchange still open: always remembered.
    TapEvent recorded = event;
    recorded.whileOpen = true;
    if (m_recorder) {
        m_recorder->record(source, recorded, m_upstream.url.toString(QUrl::RemoveUserInfo),
                           event.transport.value_or(Transport::Kind::Http),
                           std::nullopt, true);
    }
    emit observed(event);
}

QString HttpTap::endpoint() const
{
    return m_upstream.url.toString(QUrl::RemoveUserInfo);
}

void HttpTap::setMessageMode(bool on)
{
    if (on == m_messageMode)
        return;
    m_messageMode = on;
    if (on)
        return;
    // Nobody decides any more: what is held goes on as read.
    for (const QPointer<HttpTapConnection> &connection : std::as_const(m_connections)) {
        if (connection)
            connection->releaseAll();
    }
}

bool HttpTap::settle(quint64 seq, TapVerdict verdict, const QByteArray &text, QString *error)
{
    for (const QPointer<HttpTapConnection> &connection : std::as_const(m_connections)) {
        if (connection && connection->isHeld(seq))
            return connection->settle(seq, verdict, text, error);
    }
    if (error)
        *error = tr("Message %1 is not held (any more).").arg(seq);
    return false;
}

bool HttpTap::isHeld(quint64 seq) const
{
    return std::any_of(m_connections.begin(), m_connections.end(),
                       [seq](const QPointer<HttpTapConnection> &connection) { return connection && connection->isHeld(seq); });
}

void HttpTap::rememberPost(const IncomingHttpRequest &request)
{
    IncomingHttpRequest head = request;
    head.body.clear();
    m_lastPost = std::move(head);
}

bool HttpTap::inject(TapDirection direction, const QByteArray &text, QString *error)
{
    if (direction == TapDirection::ServerToClient) {
        // Only into an event stream a client has open: its own (a GET's) first, the newest first;
        // else into a WebSocket.
        for (const bool standalone : {true, false}) {
            for (auto connection = m_connections.crbegin(); connection != m_connections.crend(); ++connection) {
                if (*connection && (*connection)->hasInjectableStream()
                    && (!standalone || (*connection)->streamIsStandalone()) && (*connection)->injectEvent(text)) {
                    return true;
                }
            }
        }
        if (const std::optional<bool> injected = injectIntoWebSocket(direction, text, error))
            return *injected;
        if (error) {
            *error = tr("No event stream or WebSocket towards a client is open: over HTTP the tap reaches a client only "
                        "inside a stream or WebSocket the client opened while a window watched the tap (an MCP "
                        "client's GET stream, or a request answered with one).");
        }
        return false;
    }
    // Over a WebSocket when no client has POSTed (a WebSocket-only server), else as a POST.
    if (!m_lastPost) {
        if (const std::optional<bool> injected = injectIntoWebSocket(direction, text, error))
            return *injected;
        if (error) {
            *error = tr("Nothing to inject into yet: no client has sent a JSON-RPC request through the tap, and an "
                        "injected one goes with the headers of the last one (its session, its authorization).");
        }
        return false;
    }
    return post(*m_lastPost, text, error);
}

std::optional<bool> HttpTap::injectIntoWebSocket(TapDirection direction, const QByteArray &text, QString *error)
{
    for (auto connection = m_connections.crbegin(); connection != m_connections.crend(); ++connection) {
        if (*connection && (*connection)->hasHoldingWebSocket())
            return (*connection)->injectWebSocket(direction, text, error);
    }
    return std::nullopt;
}

bool HttpTap::post(const IncomingHttpRequest &like, const QByteArray &text, QString *)
{
    // The client's URL on the upstream (no user info: the client's own authorization goes, no
    // other), and its headers but those that frame one request or ask for what the tap cannot
    // read (a compressed answer).
    QUrl url = m_upstream.url;
    url.setUserInfo({});
    const QUrl target = QUrl::fromEncoded(like.target);
    url.setPath(QString::fromUtf8(like.path), QUrl::TolerantMode);
    url.setQuery(target.query(QUrl::FullyEncoded), QUrl::TolerantMode);
    const QString endpoint = endpointOf(m_upstream.url, like);   // as the client's exchanges
    HttpEndpointOptions options;
    options.tls = m_upstream.tls;
    options.insecure = m_upstream.insecure;
    QList<QByteArray> perRequest = {"host", "content-length", "transfer-encoding", "connection", "content-type",
                                    "expect", "keep-alive", "upgrade", "te", "trailer", "proxy-connection",
                                    "accept-encoding", "content-encoding", "mcp-method", "mcp-name",
                                    "idempotency-key", "x-request-id", "traceparent", "tracestate"};
    for (const QByteArray &named : like.header("connection").split(','))
        perRequest.append(named.trimmed().toLower());   // hop-by-hop, as the client named them
    for (const auto &[name, value] : like.headers) {
        const QByteArray lower = name.toLower();
        if (!perRequest.contains(lower) && !lower.startsWith("mcp-param-"))
            options.headers.append({name, value});
    }
    auto *client = new RpcClient(new HttpTransport(url, options), this);
    RpcClient::Options clientOptions;
    clientOptions.timeoutMs = 0;   // as long as the server takes, as for the client's own requests
    client->setOptions(clientOptions);
    connect(client, &RpcClient::diagnostic, this, &HttpTap::problem);
    connect(client, &RpcClient::messageArrived, this, [this](const IncomingMessage &message) {
        // A stream's progress or request of the server's, before the answer: shown.
        emit seen(TapMessage{nextSeq(), TapDirection::ServerToClient, message.bytes, message.epochMs, false, false});
    });
    // A request of the server's in the injected request's stream has nobody to answer it but
    // the tap, which refuses it (-32601) rather than leave the server waiting; shown as sent.
    auto *answerer = new ServerRequestAnswerer(client, client);
    connect(answerer, &ServerRequestAnswerer::requestAnswered, this, [this](const ServerRequest &, const QByteArray &response) {
        emit seen(TapMessage{nextSeq(), TapDirection::ClientToServer, response, QDateTime::currentMSecsSinceEpoch(), false, true});
    });
    answerer->listen();
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    emit seen(TapMessage{nextSeq(), TapDirection::ClientToServer, text, now, false, true});
    connect(client, &RpcClient::exchangeFinished, this, [this, client, endpoint](const ExchangePtr &exchange) {
        const bool answered = JsonDocument::parse(exchange->body).isValid();
        if (answered) {
            emit seen(TapMessage{nextSeq(), TapDirection::ServerToClient, exchange->body,
                                 QDateTime::currentMSecsSinceEpoch(), false, false});
        }
        if (exchange->reply.error.isError()) {
            emit problem(tr("The injected request failed: %1").arg(exchange->reply.error.message));
        } else if (!answered && !exchange->sent.onlyNotifications()) {
            const int status = exchange->reply.http ? exchange->reply.http->status : 0;
            emit problem(tr("The injected request got no JSON-RPC answer (HTTP %1).").arg(status));
        }
        auto recorded = std::make_shared<Exchange>(*exchange);
        recorded->endpoint = endpoint;
        TapEvent event;
        event.kind = TapEvent::Kind::Exchange;
        event.exchange = recorded;
        onEvent(this, event);
        client->deleteLater();
    });
    // An MCP client accepts an event stream: so does the tap's request, cut at its answer.
    SendOptions sendOptions;
    sendOptions.streaming = like.header("accept").toLower().contains("text/event-stream");
    client->send(text, sendOptions);
    return true;
}

} // namespace RpcScope

#include "lib/tap/httptap.h"

#include "lib/tap/httptapconnection.h"
#include "lib/rpc/rpcclient.h"
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
        if (error)
            *error = tr("An HTTP tap cannot send a client anything: HTTP lets it speak to a client only in answer to a request.");
        return false;
    }
    if (!m_lastPost) {
        if (error) {
            *error = tr("Nothing to inject into yet: no client has sent a JSON-RPC request through the tap, and an "
                        "injected one goes with the headers of the last one (its session, its authorization).");
        }
        return false;
    }
    // The client's URL on the upstream, and its headers but those that frame one request.
    QUrl url = m_upstream.url;
    const QUrl target = QUrl::fromEncoded(m_lastPost->target);
    url.setPath(target.path(QUrl::FullyEncoded), QUrl::TolerantMode);
    url.setQuery(target.query(QUrl::FullyEncoded), QUrl::TolerantMode);
    HttpEndpointOptions options;
    options.tls = m_upstream.tls;
    options.insecure = m_upstream.insecure;
    static const QList<QByteArray> perRequest = {"host", "content-length", "transfer-encoding", "connection",
                                                 "content-type", "accept", "expect", "keep-alive", "upgrade",
                                                 "mcp-method", "mcp-name"};
    for (const auto &[name, value] : m_lastPost->headers) {
        const QByteArray lower = name.toLower();
        if (!perRequest.contains(lower) && !lower.startsWith("mcp-param-"))
            options.headers.append({name, value});
    }
    auto *client = new RpcClient(new HttpTransport(url, options), this);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    emit seen(TapMessage{nextSeq(), TapDirection::ClientToServer, text, now, false, true});
    connect(client, &RpcClient::exchangeFinished, this, [this, client](const ExchangePtr &exchange) {
        if (JsonDocument::parse(exchange->body).isValid()) {
            emit seen(TapMessage{nextSeq(), TapDirection::ServerToClient, exchange->body,
                                 QDateTime::currentMSecsSinceEpoch(), false, false});
        }
        TapEvent event;
        event.kind = TapEvent::Kind::Exchange;
        event.exchange = exchange;
        onEvent(this, event);
        client->deleteLater();
    });
    client->send(text);
    return true;
}

} // namespace RpcScope

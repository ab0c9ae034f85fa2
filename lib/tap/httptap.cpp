#include "lib/tap/httptap.h"

#include "lib/tap/httptapconnection.h"
#include "lib/tap/taprecorder.h"

#include <QTcpServer>
#include <QTcpSocket>

namespace RpcScope {

HttpTap::HttpTap(const HttpTapUpstream &upstream, QObject *parent)
    : QObject(parent)
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
        auto *connection = new HttpTapConnection(client, m_upstream, this);
        connect(connection, &HttpTapConnection::problem, this, &HttpTap::problem);
        connect(connection, &HttpTapConnection::observed, this,
                [this, connection](const TapEvent &event) { onEvent(connection, event); });
        connect(connection, &HttpTapConnection::closed, this, [this, connection] {
            if (m_recorder)
                m_recorder->forget(connection);
        });
    }
}

void HttpTap::onEvent(HttpTapConnection *connection, const TapEvent &event)
{
    // A stream's messages may belong to an exchange still open: always remembered.
    TapEvent recorded = event;
    recorded.whileOpen = true;
    if (m_recorder) {
        m_recorder->record(connection, recorded, m_upstream.url.toString(QUrl::RemoveUserInfo),
                           event.transport.value_or(Transport::Kind::Http),
                           std::nullopt, true);
    }
    emit observed(event);
}

} // namespace RpcScope

#include "support/tunnelproxy.h"

#include <QTcpSocket>

#include <memory>

bool TunnelProxy::start()
{
    return listen(QHostAddress::LocalHost, 0);
}

void TunnelProxy::incomingConnection(qintptr descriptor)
{
    auto *client = new QTcpSocket(this);
    client->setSocketDescriptor(descriptor);
    auto *upstream = new QTcpSocket(client);
    struct State
    {
        QByteArray head;        ///< the CONNECT request, and what followed it before the tunnel was up
        bool asked = false;
        bool established = false;
    };
    const auto state = std::make_shared<State>();

    const auto closeBoth = [client, upstream] {
        upstream->disconnectFromHost();
        client->disconnectFromHost();
        if (client->state() == QAbstractSocket::UnconnectedState)
            client->deleteLater();
        else
            connect(client, &QTcpSocket::disconnected, client, &QObject::deleteLater);
    };
    connect(client, &QTcpSocket::readyRead, client, [this, client, upstream, state, closeBoth] {
        if (state->established) {
            upstream->write(client->readAll());
            return;
        }
        state->head.append(client->readAll());
        const qsizetype end = state->head.indexOf("\r\n\r\n");
        if (end < 0 || state->asked)
            return;
        state->asked = true;
        const QByteArray line = state->head.left(state->head.indexOf("\r\n"));
        m_connectLines.append(line);
        const QList<QByteArray> words = line.split(' ');
        const QByteArray authority = words.value(1);
        const qsizetype colon = authority.lastIndexOf(':');
        if (words.value(0) != "CONNECT" || colon < 0) {
            client->write("HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\n\r\n");
            closeBoth();
            return;
        }
        state->head.remove(0, end + 4);
        const QString host = m_routeAllTo.isEmpty() ? QString::fromLatin1(authority.left(colon)) : m_routeAllTo;
        upstream->connectToHost(host, authority.mid(colon + 1).toUShort());
    });
    connect(upstream, &QTcpSocket::connected, client, [client, upstream, state] {
        state->established = true;
        client->write("HTTP/1.1 200 Connection established\r\n\r\n");
        if (!state->head.isEmpty())
            upstream->write(std::exchange(state->head, {}));
    });
    connect(upstream, &QTcpSocket::readyRead, client, [client, upstream] { client->write(upstream->readAll()); });
    connect(upstream, &QTcpSocket::errorOccurred, client, [client, state, closeBoth] {
        if (!state->established)
            client->write("HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n");
        closeBoth();
    });
    connect(upstream, &QTcpSocket::disconnected, client, closeBoth);
    connect(client, &QTcpSocket::disconnected, client, closeBoth);
}

#pragma once

#include <QByteArray>
#include <QList>
#include <QTcpServer>

/// A minimal HTTP CONNECT proxy on 127.0.0.1 for tests: it records each CONNECT request line
/// and then pipes bytes both ways between the client and the target it connected to.
class TunnelProxy : public QTcpServer
{
    Q_OBJECT

public:
    using QTcpServer::QTcpServer;

    bool start();
    /// Tunnels to this address whatever host is asked for (the port is kept), so a test can
    /// name a host that is not a loopback address (Qt sends no loopback traffic to a proxy
    /// it picked itself) and still stay on 127.0.0.1.
    void setRouteAllTo(const QString &address) { m_routeAllTo = address; }
    /// "CONNECT 127.0.0.1:1234 HTTP/1.1", one per tunnel asked for.
    const QList<QByteArray> &connectLines() const { return m_connectLines; }

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    QList<QByteArray> m_connectLines;
    QString m_routeAllTo;
};

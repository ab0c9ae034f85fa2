#pragma once

#include "lib/tap/httptapconnection.h"
#include "lib/tap/tapconversation.h"

#include <QHostAddress>
#include <QObject>
#include <QUrl>

class QTcpServer;

namespace RpcScope {

class SessionRecorder;
class TapRecorder;

/// A tap on HTTP (MCP Streamable HTTP, plain JSON-RPC over POST, event streams, WebSocket
/// upgrades): a reverse proxy on loopback that a client is pointed at instead of the server.
/// Each client connection gets its own connection to the upstream (HttpTapConnection); what
/// they carry is recorded as it completes. The upstream is http:// or https:// (verified as
/// every connection of ours is); the tap itself listens in plain http on loopback.
class HttpTap : public QObject
{
    Q_OBJECT

public:
    explicit HttpTap(const HttpTapUpstream &upstream, QObject *parent = nullptr);
    ~HttpTap() override;

    /// Records every exchange and message into \a recorder's session (nullptr: none).
    void setRecorder(SessionRecorder *recorder);
    /// Listens on \a address (a loopback address, checked by the caller) and \a port (0: a
    /// free one); false with errorString().
    bool listen(const QHostAddress &address, quint16 port);
    QString errorString() const;
    /// http://ADDRESS:PORT, once listening.
    QUrl url() const;

signals:
    /// Something complete the tap saw, in order of completion (for a live view).
    void observed(const RpcScope::TapEvent &event);
    void problem(const QString &text);

private:
    void onConnection();
    void onEvent(HttpTapConnection *connection, const TapEvent &event);

    HttpTapUpstream m_upstream;
    QTcpServer *m_server = nullptr;
    TapRecorder *m_recorder = nullptr;
};

} // namespace RpcScope

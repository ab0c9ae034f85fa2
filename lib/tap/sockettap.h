#pragma once

#include "lib/tap/tapconversation.h"
#include "lib/transport/framing/framer.h"
#include "lib/transport/socket/sockettransport.h"

#include <QJsonObject>
#include <QObject>

#include <optional>

namespace RpcScope {

class SessionRecorder;
class SocketListener;
class StreamTap;

/// A tap on a socket server (TCP or a Unix domain socket): it listens where the client is
/// pointed instead of the server, on loopback or on a Unix socket only this user can reach, and
/// gives each connection it accepts its own StreamTap with its own connection to the upstream
/// (SocketServerEnd): bytes pass both ways unchanged and the conversation is followed and
/// recorded as for stdio, its framing told or detected per connection.
class SocketTap : public QObject
{
    Q_OBJECT

public:
    explicit SocketTap(const SocketAddress &upstream, QObject *parent = nullptr);
    ~SocketTap() override;

    /// Nothing: detected from the first bytes of each connection.
    void setFraming(std::optional<Framing> framing) { m_framing = framing; }
    /// How long the upstream has to close after a client's end before it is dropped.
    void setShutdownGrace(int milliseconds) { m_graceMs = milliseconds; }
    /// How the upstream is reached: TLS choices, the connect timeout.
    void setUpstreamOptions(const SocketOptions &options) { m_upstreamOptions = options; }
    /// Records every connection's conversation into \a recorder's session (nullptr: none).
    void setRecorder(SessionRecorder *recorder) { m_recorder = recorder; }

    /// Gives each connection a control channel of its own (TapControlServer on tap-PID-N.sock)
    /// for the GUI's Tap window: its hello says \a description, the connection's number and
    /// where the tap listens.
    void setControlled(const QJsonObject &description)
    {
        m_controlled = true;
        m_description = description;
    }
    /// Listens on \a address (see SocketListener); false, with a translated \a error.
    bool listen(const SocketAddress &address, QString *error);
    /// tcp://ADDRESS:PORT or unix:PATH, once listening.
    QString address() const;
    /// Stops listening and ends every connection; finished() follows.
    void close();

signals:
    /// Something complete a connection's tap saw, in order (for a live view).
    void observed(const RpcScope::TapEvent &event);
    void problem(const QString &text);
    /// After close(): every connection has ended.
    void finished();

private:
    void tap(int descriptor);
    void finishWhenEmpty();

    SocketAddress m_upstream;
    SocketOptions m_upstreamOptions;
    std::optional<Framing> m_framing;
    int m_graceMs = -1;
    SessionRecorder *m_recorder = nullptr;
    SocketListener *m_listener = nullptr;
    QList<StreamTap *> m_taps;
    bool m_controlled = false;
    QJsonObject m_description;
    int m_connections = 0;          // accepted so far: the next one's number
    bool m_saidNoControl = false;
    bool m_closing = false;
    bool m_finished = false;
};

} // namespace RpcScope

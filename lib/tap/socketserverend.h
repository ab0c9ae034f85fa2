#pragma once

#include "lib/tap/tapserverend.h"
#include "lib/transport/endpointsettings.h"
#include "lib/transport/socket/sockettransport.h"

#include <QByteArray>
#include <QTimer>

class QIODevice;

namespace RpcScope {

/// A socket tap's server: one connection to the upstream (TCP, TLS over TCP, or a Unix socket)
/// for each connection the tap accepted. The client's end of input becomes the upstream's (a
/// half close; TLS has none, the upstream just gets its grace); an upstream that has not closed
/// its side, and said nothing, for the grace period after that is dropped. Its end is the upstream closing the
/// connection, or failing to open it (a refused certificate included, in words).
class SocketServerEnd final : public TapServerEnd
{
    Q_OBJECT

public:
    /// Read from the upstream ahead of a slow client, at most.
    static constexpr qint64 ReadAhead = 1024 * 1024;
    /// \a options: the TLS choices and the connect timeout (framing is the tap's own).
    explicit SocketServerEnd(const SocketAddress &upstream, const SocketOptions &options = {},
                             QObject *parent = nullptr);
    ~SocketServerEnd() override;

    void setShutdownGrace(int milliseconds) { m_graceMs = qMax(0, milliseconds); }

    QString endpoint() const override { return m_upstream.toString(); }
    Transport::Kind kind() const override { return Transport::Kind::Socket; }
    void start() override;
    void writeRaw(const QByteArray &bytes) override;
    qint64 pendingInput() const override;
    void setOutputPaused(bool paused) override;
    void close() override;
    void terminate() override;
    Ending ending(const TransportError &why) const override;

private:
    void onConnected();
    void readUpstream();
    void onBytesWritten();
    void onError(const QString &text, TransportError::Kind kind);
    /// Ends the upstream's input once everything written has left.
    void shutDownInputWhenFlushed();
    /// The connection is over: reads what is left and says closed(), once.
    void end();

    SocketAddress m_upstream;
    SocketOptions m_options;
    QIODevice *m_device = nullptr;
    QByteArray m_early;          // written before the connection opened
    bool m_connected = false;
    bool m_paused = false;
    bool m_inputEnding = false;  // the client's input ended: so does the upstream's
    bool m_inputEnded = false;
    bool m_terminated = false;
    bool m_ended = false;
    int m_graceMs = EndpointSettings::DefaultShutdownGraceMs;
    TransportError m_error;
    QTimer m_deadline;           // connecting, then the grace after the input ended
};

} // namespace RpcScope

#pragma once

#include "lib/transport/transport.h"
#include "lib/transport/transporterror.h"

#include <QObject>

namespace RpcScope {

/// The server's side of a StreamTap: where the client's bytes go and the server's come from,
/// exactly as read. A child process (ProcessServerEnd) or a socket to the upstream
/// (SocketServerEnd).
class TapServerEnd : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    /// How the session names the server: "stdio:COMMAND", "tcp://HOST:PORT", "unix:PATH".
    virtual QString endpoint() const = 0;
    virtual Transport::Kind kind() const = 0;
    /// Starts the server or connects to it, as it would be without the tap.
    virtual void start() = 0;
    /// Writes \a bytes to the server as given; dropped once it no longer reads.
    virtual void writeRaw(const QByteArray &bytes) = 0;
    /// Bytes given to writeRaw() that the server has not taken yet.
    virtual qint64 pendingInput() const = 0;
    /// Stops reading the server (it waits) until resumed: the client reads slower.
    virtual void setOutputPaused(bool paused) = 0;
    /// The client's input ended: the server's input ends once it has every byte, and the
    /// server is given its grace to end.
    virtual void close() = 0;
    /// The tap is asked to end now (SIGTERM): the server is asked the same.
    virtual void terminate() = 0;

    /// How the tap ends once the server went (closed()).
    struct Ending
    {
        int exitStatus = 0;       ///< the tap's own: the server's exit status, for a child
        QString said;             ///< for the tap's stderr; empty: nothing to say
        TransportError why;       ///< what ends the exchanges still open
        /// The server never took part (a connection that never opened): the client is still
        /// read this long, its requests failing with \a why, so that what it sent is on record.
        int keepReadingClientMs = 0;
    };
    virtual Ending ending(const TransportError &why) const = 0;

signals:
    /// Bytes the server wrote, exactly as read.
    void outputRead(const QByteArray &bytes);
    /// A child's stderr, exactly as read.
    void errorOutputRead(const QByteArray &bytes);
    /// Everything given to writeRaw() has been taken.
    void inputFlushed();
    void diagnostic(const QString &text);
    /// The server is gone (exited, or closed the connection): always comes once.
    void closed(const RpcScope::TransportError &why);
};

} // namespace RpcScope

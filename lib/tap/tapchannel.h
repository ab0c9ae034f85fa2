#pragma once

#include <QJsonObject>
#include <QObject>
#include <QString>

class QLocalSocket;

namespace RpcScope {

/// One end of the control channel between a tap and its controller (the GUI): JSON-RPC 2.0
/// messages, one per line, over a Unix socket in the user's runtime directory. Never a TCP
/// port: the directory is the user's alone (0700), the socket 0600, and each end checks that
/// the other runs as the same user. docs/tap-channel.md describes the messages.
class TapChannel : public QObject
{
    Q_OBJECT

public:
    /// A line longer than this ends the channel (a message is at most 4 MiB of data, base64).
    static constexpr qsizetype MaxLineBytes = 16 * 1024 * 1024;
    /// Bytes waiting for the other end to read beyond which it is let go.
    static constexpr qint64 MaxPendingBytes = 64 * 1024 * 1024;

    /// Takes \a socket (connected) over.
    explicit TapChannel(QLocalSocket *socket, QObject *parent = nullptr);

    void notify(const QString &method, const QJsonObject &params);
    /// A request; its answer arrives as received() with the same id.
    void request(int id, const QString &method, const QJsonObject &params);
    void answer(const QJsonValue &id, const QJsonObject &result);
    void answerError(const QJsonValue &id, int code, const QString &message);
    bool isOpen() const;
    void close();

    /// Where taps put their sockets: $XDG_RUNTIME_DIR/rpcscope, else /tmp/rpcscope-UID (made
    /// 0700); empty, with \a error, when it cannot be made or is not the user's alone.
    static QString directory(QString *error = nullptr);
    /// The socket of the tap with process id \a pid: tap-PID.sock for a stdio tap, and
    /// tap-PID-N.sock for connection \a connection (from 1) of a socket tap.
    static QString socketPath(const QString &directory, qint64 pid, int connection = 0);
    /// The process id in a socket's file name; 0 when it is no tap's.
    static qint64 pidOfSocket(const QString &path);
    /// The connection number in a socket's file name; 0 for a stdio tap's (or none).
    static int connectionOfSocket(const QString &path);
    /// The peer on \a descriptor (a connected Unix socket) runs as this process's user.
    static bool peerIsSameUser(qintptr descriptor);

signals:
    void received(const QJsonObject &message);
    /// The channel ended; \a why is empty when the other end closed it in order. Always from
    /// the event loop, never from inside a call to this channel.
    void closed(const QString &why);

private:
    void readLines();
    void send(const QJsonObject &message);
    void end(const QString &why);

    QLocalSocket *m_socket = nullptr;
    QByteArray m_buffer;
    bool m_closed = false;   // nothing more is sent or read
    bool m_ended = false;    // closed() was emitted
};

} // namespace RpcScope

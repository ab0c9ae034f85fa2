#pragma once

#include "lib/tap/tapconversation.h"
#include "lib/transport/framing/framer.h"

#include <QObject>
#include <QStringList>

#include <memory>
#include <optional>

class QSocketNotifier;

namespace RpcScope {

class FdWriter;
class SessionRecorder;
class TapRecorder;
class StdioTransport;

/// A tap on stdio: what a host starts instead of a server (an mcpServers entry, an editor's
/// language-server command). It starts the server as a child, passes every byte both ways
/// the moment it arrives and unchanged (the client on the descriptors it is given, normally
/// this process's stdin and stdout), passes the server's stderr on, and follows the
/// conversation: each message is framed (NDJSON or Content-Length, told or detected from
/// the client's first bytes), joined to its answer and classified (TapConversation), and
/// written to a session file as it completes. Observing never delays or alters a byte.
class StdioTap : public QObject
{
    Q_OBJECT

public:
    /// Bytes waiting for a slow reader beyond which the other side is no longer read.
    static constexpr qint64 HighWater = 4 * 1024 * 1024;

    explicit StdioTap(QObject *parent = nullptr);
    ~StdioTap() override;

    void setCommand(const QString &program, const QStringList &arguments);
    /// Nothing: detected from the first bytes either side sends, normally the client's
    /// (a "Content-" header means LSP framing, anything else NDJSON).
    void setFraming(std::optional<Framing> framing) { m_framing = framing; }
    /// How long the server has after its input closes (and again after SIGTERM).
    void setShutdownGrace(int milliseconds);
    /// Records every exchange and message into \a recorder's session (nullptr: none).
    void setRecorder(SessionRecorder *recorder);

    /// Starts the server and passes traffic between it and the client on \a clientIn and
    /// \a clientOut; the server's stderr goes to \a errorOut.
    void start(int clientIn, int clientOut, int errorOut);
    /// The host asked the tap to end (SIGTERM): the server is asked the same.
    void terminate();

    /// "stdio:COMMAND", as session files name the endpoint.
    QString endpoint() const;
    /// Known once detected (or told).
    std::optional<Framing> framing() const { return m_framing; }

signals:
    /// Something complete the tap saw, in order (for a live view).
    void observed(const RpcScope::TapEvent &event);
    /// The tap's own news for people: a session that cannot be written, a stream broken.
    void problem(const QString &text);
    /// The server is gone and everything it wrote is passed on: the tap's exit status is the
    /// server's (128 + the signal when one ended it; 127 when it could not be started).
    void finished(int exitStatus);

private:
    struct Side
    {
        std::unique_ptr<Framer> framer;
        QByteArray early;           // read before the framing was known
        qint64 partialSinceEpochMs = 0;
    };

    void readClient();
    void fromServer(const QByteArray &bytes);
    void observe(TapDirection direction, const QByteArray &bytes);
    void detectFraming(const QByteArray &bytes);
    void takeMessages(TapDirection direction, qint64 epochMs);
    void deliver();
    void onServerClosed(const TransportError &why);
    void finishWhenDrained();
    void say(const QString &text);

    QString m_program;
    QStringList m_arguments;
    std::optional<Framing> m_framing;
    TapRecorder *m_recorder = nullptr;

    StdioTransport *m_server = nullptr;
    std::unique_ptr<TapConversation> m_conversation;
    Side m_client;
    Side m_serverSide;
    int m_clientIn = -1;
    int m_clientInFlags = -1;      // to give back; -1: unchanged
    QByteArray m_readBuffer;
    QSocketNotifier *m_clientInNotifier = nullptr;
    FdWriter *m_clientOut = nullptr;
    FdWriter *m_errorOut = nullptr;
    bool m_clientDone = false;     // the client's input ended
    bool m_serverGone = false;
    int m_exitStatus = 0;
    bool m_finished = false;
};

} // namespace RpcScope

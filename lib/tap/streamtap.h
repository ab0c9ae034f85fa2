#pragma once

#include "lib/tap/controllabletap.h"
#include "lib/tap/tapbreakpoints.h"
#include "lib/tap/tapconversation.h"
#include "lib/tap/tapcutter.h"
#include "lib/tap/tapmessage.h"
#include "lib/transport/framing/framer.h"

#include <QObject>
#include <QStringList>

#include <deque>
#include <memory>
#include <optional>

class QSocketNotifier;
class QTimer;

namespace RpcScope {

class FdWriter;
class SessionRecorder;
class TapRecorder;
class TapServerEnd;

/// A tap on one byte-stream conversation: a host's stdio (what a host starts instead of a
/// server: an mcpServers entry, an editor's language-server command), or one connection a
/// socket tap accepted. The client is on the descriptors it is given (this process's stdin
/// and stdout, or the accepted socket); the server behind a TapServerEnd (the child it starts,
/// or a connection to the upstream). It passes every byte both ways the moment it arrives and
/// unchanged, passes a child's stderr on, and follows the conversation: each message is framed (NDJSON or Content-Length, told or detected from
/// the client's first bytes), joined to its answer and classified (TapConversation), and
/// written to a session file as it completes. Observing never delays or alters a byte.
///
/// In message mode (a controller such as the GUI is attached) whole messages pass instead of
/// reads, still byte for byte: a breakpoint can then hold one, which waits for a verdict
/// (send, edit, drop, answer) or the hold timeout, with what came after it in the same
/// direction waiting behind it; and a message can be injected either way between two others.
class StreamTap : public ControllableTap
{
    Q_OBJECT

public:
    /// Bytes waiting for a slow reader beyond which the other side is no longer read.
    static constexpr qint64 HighWater = 4 * 1024 * 1024;

    /// Takes \a server as its child.
    explicit StreamTap(TapServerEnd *server, QObject *parent = nullptr);
    ~StreamTap() override;

    /// Nothing: detected from the first bytes either side sends, normally the client's
    /// (a "Content-" header means LSP framing, anything else NDJSON).
    void setFraming(std::optional<Framing> framing) { m_framing = framing; }
    /// Records every exchange and message into \a recorder's session (nullptr: none).
    void setRecorder(SessionRecorder *recorder);
    /// The client's descriptor is the tap's (a socket it accepted): when the tap goes, it is
    /// closed without cutting off what it was sent (DescriptorCloser, at most \a lingerMs),
    /// and once the server is gone the client has \a lingerMs to read the rest before the tap
    /// ends anyway. A host's stdio is neither (the default).
    void setClosesClient(int lingerMs) { m_closeClientMs = lingerMs; }

    /// Message mode: the start of a message bigger than this (or unfinished for IdleSpillMs)
    /// passes on at once, so a big or unterminated message never stalls; it cannot be held.
    static constexpr qsizetype MaxHeldMessage = 4 * 1024 * 1024;
    static constexpr int IdleSpillMs = 1000;
    /// Whole messages pass, so that they can be held and injected (see the class). Leaving it
    /// sends every held message on as read.
    void setMessageMode(bool on) override;
    bool messageMode() const { return m_messageMode; }
    /// Decides held message \a seq. \a text: what Edit sends instead, or Answer's answer (framed
    /// as the conversation is). False, with \a error, when \a seq is not held or \a text cannot
    /// be framed (it stays held then).
    bool settle(quint64 seq, TapVerdict verdict, const QByteArray &text, QString *error) override;
    /// Message \a seq waits for a verdict.
    bool isHeld(quint64 seq) const override;
    /// Writes \a text (one message, framed as the conversation is) in \a direction now, between
    /// two whole messages. Message mode only.
    bool inject(TapDirection direction, const QByteArray &text, QString *error) override;

    /// Starts the server and passes traffic between it and the client on \a clientIn and
    /// \a clientOut (the same descriptor for a socket); a child's stderr goes to \a errorOut
    /// (-1: nowhere).
    void start(int clientIn, int clientOut, int errorOut);
    /// The host asked the tap to end (SIGTERM): the server is asked the same.
    void terminate();

    /// "stdio:COMMAND", "tcp://HOST:PORT" or "unix:PATH", as session files name the endpoint.
    QString endpoint() const override;
    /// Known once detected (or told).
    std::optional<Framing> framing() const override { return m_framing; }

signals:
    /// Something complete the tap saw, in order (for a live view).
    void observed(const RpcScope::TapEvent &event);
    /// The tap's own news for people: a session that cannot be written, a stream broken.
    void problem(const QString &text);
    /// The server is gone and everything it wrote is passed on: a child's exit status (128 +
    /// the signal when one ended it; 127 when it could not be started), 0 for a socket.
    void finished(int exitStatus);

private:
    /// Message mode: bytes read that pass on together (a message with its framing, or bytes
    /// between messages), in order.
    struct Unit
    {
        quint64 seq = 0;            // of its message; 0: no single whole message
        QByteArray raw;             // exactly as read, framing included
        QList<QByteArray> messages;
        qint64 readEpochMs = 0;
        bool held = false;
        bool timing = false;        // its hold timeout runs (from when it is first in line)
    };
    struct Side
    {
        std::unique_ptr<Framer> framer;
        QByteArray early;           // read before the framing was known
        qint64 partialSinceEpochMs = 0;
        // Message mode:
        std::deque<Unit> queue;     // framed, not passed on yet
        qint64 queuedBytes = 0;
        TapCutter cutter;           // read, not yet a whole message
        QTimer *idle = nullptr;     // a message's start waiting too long is passed on

        /// Message mode: bytes read from this side and not passed on yet.
        qint64 waiting() const { return queuedBytes + cutter.waiting(); }
    };

    void readClient();
    void fromServer(const QByteArray &bytes);
    Side &sideOf(TapDirection direction) { return direction == TapDirection::ClientToServer ? m_client : m_serverSide; }
    /// Bytes read from one side, on their way to the other.
    void arrived(TapDirection direction, const QByteArray &bytes);
    /// Writes \a bytes to where \a direction goes.
    void passOn(TapDirection direction, const QByteArray &bytes);
    /// Message mode: frames \a bytes (held by the side's cutter) into units to pass on or hold.
    void frameUnits(TapDirection direction, const QByteArray &bytes);
    /// The next whole message of \a direction, its framer's errors said and findings noted first.
    std::optional<QByteArray> takeFramed(TapDirection direction);
    /// Passes on the units of \a direction up to the first held one.
    void pump(TapDirection direction);
    void observeMessage(TapDirection direction, const QByteArray &message, qint64 startedEpochMs);
    /// Sends every held message of \a direction on as read, and the unframed rest too.
    void releaseAll(TapDirection direction, TapVerdict verdict);
    void resumeReading();
    /// Passes the start of the message \a direction is reading on, behind what is queued.
    void spill(TapDirection direction);
    /// The client's input ended: the server's ends once everything before has reached it.
    void closeServerInputWhenDone();
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
    bool m_messageMode = false;
    quint64 m_nextSeq = 1;

    mutable QString m_endpoint;   // the server end's, once asked
    TapServerEnd *m_server = nullptr;
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
    std::optional<TransportError> m_goneWhy;   // why the server is gone, once it is
    QTimer *m_keepReading = nullptr;           // the client still read after the server went
    int m_closeClientMs = -1;                  // >= 0: the client's descriptor is closed with the tap
    QTimer *m_drainDeadline = nullptr;         // a client that reads nothing more is let go
    int m_exitStatus = 0;
    bool m_finished = false;
};

} // namespace RpcScope

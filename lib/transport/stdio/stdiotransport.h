#pragma once

#include "lib/transport/endpointsettings.h"
#include "lib/transport/framing/framer.h"
#include "lib/transport/transport.h"

#include <QElapsedTimer>
#include <QHash>
#include <QProcess>
#include <QSocketNotifier>
#include <QStringList>
#include <QTimer>

#include <deque>
#include <sys/types.h>
#include <memory>

namespace RpcScope {

/// JSON-RPC with a child process over its stdin and stdout, as MCP stdio servers and
/// language servers speak it. The child starts at the first send() (or start()); every
/// framed message it prints arrives as messageReceived(), JSON or not; each stderr line
/// arrives as diagnostic(); its exit or crash arrives as channelClosed(). After an exit the
/// next send() starts a new child. The child never inherits RPCSCOPE_SECRET_* variables.
class StdioTransport final : public Transport
{
    Q_OBJECT

public:
    enum class State {
        NotRunning,
        Running,   ///< started, or starting: sends are queued until the child runs
        Closing,   ///< close() is waiting for the child to exit
    };
    Q_ENUM(State)

    static constexpr int DefaultShutdownGraceMs = EndpointSettings::DefaultShutdownGraceMs;
    static constexpr qsizetype MaxStderrLineSize = 64 * 1024;
    static constexpr int StderrTailLines = 20;
    /// After a failed write, how long to wait for the child's exit, whose reason says more.
    static constexpr int WriteErrorGraceMs = 200;

    explicit StdioTransport(QObject *parent = nullptr);
    /// Kills a child that is still running (without the polite steps of close()).
    ~StdioTransport() override;

    /// Sets program and arguments from a command line split as a POSIX shell would
    /// (see CommandLine). False, with a translated reason, when it cannot be split or is empty.
    bool setCommandLine(const QString &commandLine, QString *error = nullptr);
    void setProgram(const QString &program, const QStringList &arguments = {});
    QString program() const { return m_program; }
    QStringList arguments() const { return m_arguments; }
    /// Empty means the current directory of this process.
    void setWorkingDirectory(const QString &directory) { m_workingDirectory = directory; }
    QString workingDirectory() const { return m_workingDirectory; }
    /// Takes effect when the next child starts.
    void setFraming(Framing framing);
    Framing framing() const { return m_framing; }
    /// Variables set for the child on top of the inherited environment.
    void setExtraEnvironment(const QProcessEnvironment &environment) { m_extraEnvironment = environment; }
    QProcessEnvironment extraEnvironment() const { return m_extraEnvironment; }
    /// The largest message accepted from the child; longer ones are reported and skipped.
    void setMaxMessageSize(qsizetype bytes);
    qsizetype maxMessageSize() const { return m_maxMessageSize; }
    /// A tap's mode (lib/tap): what the child prints arrives exactly as read, as outputRead()
    /// (stdout, instead of framed messageReceived()) and errorOutputRead() (stderr, instead
    /// of diagnostic() lines). Takes effect for the next read.
    void setPassThrough(bool on) { m_passThrough = on; }
    bool passThrough() const { return m_passThrough; }
    /// How long close() waits after end of input, and again after SIGTERM.
    void setShutdownGrace(int milliseconds) { m_shutdownGraceMs = qMax(0, milliseconds); }
    int shutdownGrace() const { return m_shutdownGraceMs; }

    Kind kind() const override { return Kind::Stdio; }
    /// "stdio:" and the command line, quoted so that it splits back into the same words.
    QString endpoint() const override;
    bool answersInReply() const override { return false; }

    /// Frames and writes \a payload; replied() follows once the bytes are written to the
    /// child (with an empty body: the answer comes as messageReceived()) or with the error.
    quint64 send(const QByteArray &payload, const SendOptions &options = {}) override;
    void abort(quint64 ticket, const TransportError &why) override;
    /// Writes \a bytes to the child's stdin exactly as given, unframed and without a reply
    /// (a tap passing on what its client wrote); starts the child when none runs. False, and
    /// nothing written, while the child is being closed or no longer reads its input.
    bool writeRaw(const QByteArray &bytes);
    /// Bytes given to send() or writeRaw() that the child's stdin pipe has not taken yet.
    qint64 pendingInput() const { return m_queuedBytes - m_writtenBytes; }
    /// Closes the child's stdin (once every queued byte is written and read from the pipe,
    /// or the grace period is over), then after the grace
    /// period sends SIGTERM, then SIGKILL, each to the child's whole process group (the child
    /// runs in a group of its own). Never blocks: channelClosed() reports the end, always.
    void close() override;
    bool isChannelOpen() const override { return m_process != nullptr; }
    /// SIGTERM to the child's process group now, SIGKILL after the grace period if it is
    /// still there (a tap passing on the SIGTERM its host sent); channelClosed() follows.
    void terminate();
    /// Stops reading the child's stdout (its pipe fills and the child waits) until resumed:
    /// a tap whose own reader is slower than the child.
    void setOutputPaused(bool paused);
    /// What the last child left unread in its input pipe when it exited.
    qint64 unreadAtEnd() const override { return m_unreadAtExit; }
    /// SIGKILL to the process group of every running child of this process. Async-signal-safe:
    /// for a signal handler of a program that is being ended (the CLI on Ctrl+C).
    static void killChildGroups();

    /// Starts the child now instead of at the first send(); does nothing while one runs.
    void start();
    State state() const;
    /// The running child's process id, or 0.
    qint64 processId() const;
    /// How the last child ended: its exit code, or with crashed set, the signal that ended it.
    struct ExitStatus
    {
        bool known = false;   ///< false while none has ended (or it could not be started)
        int code = 0;
        bool crashed = false;
    };
    ExitStatus lastExit() const { return m_lastExit; }
    /// The last lines the child wrote to stderr (at most StderrTailLines).
    QStringList stderrTail() const { return m_stderrTail; }

    /// \a base without RPCSCOPE_SECRET_* variables (matched case-insensitively), plus \a extra.
    static QProcessEnvironment childEnvironment(const QProcessEnvironment &base,
                                                const QProcessEnvironment &extra);

signals:
    /// The child is running (its program was executed).
    void started(qint64 processId);
    /// Pass-through mode: bytes the child wrote to stdout, exactly as read.
    void outputRead(const QByteArray &bytes);
    /// Pass-through mode: bytes the child wrote to stderr, exactly as read.
    void errorOutputRead(const QByteArray &bytes);
    /// Every byte given to send() or writeRaw() is in the child's stdin pipe.
    void inputFlushed();

private:
    enum class Shutdown { None, AwaitingExit, Terminating, Killing };

    struct PendingWrite
    {
        quint64 ticket = 0;
        qint64 endOffset = 0;       ///< stdin offset at which this message is fully written
        qint64 startedNs = 0;       ///< on m_clock
        qint64 startedEpochMs = 0;
        qint64 connectedMs = -1;
        qint64 bytes = 0;
        bool aborted = false;
    };

    void startProcess();
    void onStarted();
    void onStandardOutput();
    void onStandardError();
    void onStdinWritable();
    void onErrorOccurred(QProcess::ProcessError error);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onShutdownTimer();
    void onWriteErrorTimer();

    bool openPipes();
    void closePipes();
    void closeStdin();
    void closeStdinOnceRead();
    qint64 unreadInPipe() const;
    void writeOut(const QByteArray &bytes);
    void flushStdin();
    void stdinWriteFailed(int error);
    /// \a drain: the child has ended, read what it left even while output is paused.
    bool readStdout(bool drain = false);
    void postWritten();
    void emitWritten();
    void deliverMessages();
    void stderrBytes(const QByteArray &bytes);
    void stderrLine(QByteArrayView line, bool truncated);
    void processGone(const TransportError &why);
    void signalGroup(int signal);
    void endGroup();
    /// Answers every pending write: with \a why, except those the running child got whole.
    void failWrites(const TransportError &why, bool childRan);
    void replyLater(const TransportReply &reply);
    TransportReply replyFor(const PendingWrite &write) const;
    QString commandText() const;
    QString startFailureMessage() const;
    QString exitMessage(int exitCode, QProcess::ExitStatus status) const;
    QString closedMessage(int exitCode, QProcess::ExitStatus status) const;

    QString m_program;
    QStringList m_arguments;
    QString m_workingDirectory;
    Framing m_framing = Framing::Ndjson;
    QProcessEnvironment m_extraEnvironment;
    qsizetype m_maxMessageSize = Framer::DefaultMaxMessageSize;
    int m_shutdownGraceMs = DefaultShutdownGraceMs;
    bool m_passThrough = false;
    bool m_outputPaused = false;
    ExitStatus m_lastExit;

    QProcess *m_process = nullptr;
    pid_t m_group = 0;               ///< the running child's process group, or 0
    std::unique_ptr<Framer> m_framer;
    qint64 m_partialSinceEpochMs = 0;   // when the message held in part began (0: none held)
    bool m_running = false;          ///< the child was executed (QProcess::started)
    bool m_stdinBroken = false;      ///< a write failed: the child's stdin is gone
    int m_starts = 0;

    // Our own pipes to the child's stdin and stdout (QProcess keeps stderr, the exit and
    // signals): written and read directly, they save several system calls per message.
    int m_stdinFd = -1;          ///< the parent's end, non-blocking
    int m_stdoutFd = -1;         ///< the parent's end, non-blocking
    int m_childStdinFd = -1;     ///< the child's ends, open only until it has forked
    int m_childStdoutFd = -1;
    QSocketNotifier *m_stdinNotifier = nullptr;   ///< enabled only while bytes wait
    QSocketNotifier *m_stdoutNotifier = nullptr;
    std::deque<QByteArray> m_stdinQueue;  ///< bytes the pipe did not take yet
    qsizetype m_stdinQueueOffset = 0;     ///< already written from m_stdinQueue.front()
    bool m_closeStdinWhenFlushed = false;
    QByteArray m_readBuffer;

    std::deque<PendingWrite> m_writes;
    qint64 m_queuedBytes = 0;
    qint64 m_writtenBytes = 0;
    QHash<quint64, TransportReply> m_deferred;  ///< replies decided in send(), emitted later
    quint64 m_nextTicket = 1;
    QElapsedTimer m_clock;

    Shutdown m_shutdown = Shutdown::None;
    QTimer m_shutdownTimer;
    QTimer m_writeErrorTimer;
    /// Zero-interval: answers finished writes from the event loop. A timer, unlike a posted
    /// event, does not wake the event loop through a system call.
    QTimer m_writtenTimer;
    QTimer m_drainTimer;          // closing: waits for the child to read the pipe empty
    qint64 m_unreadAtExit = 0;
    QString m_writeError;

    QByteArray m_stderrPartial;
    bool m_stderrSkipping = false;
    QStringList m_stderrTail;
};

} // namespace RpcScope

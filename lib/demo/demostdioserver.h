#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>

class QSocketNotifier;
class QTimer;

namespace RpcScope {

class DemoEndpoint;
class FdWriter;

/// Serves a DemoEndpoint over newline-delimited JSON on two file descriptors (stdin and
/// stdout by default), as MCP stdio servers do: one message per line in, each answer one
/// compact line out. Answers may come out of order when a method answers late, as on
/// any stdio JSON-RPC server; ids tell them apart. Blank lines are skipped; a last line
/// without a newline still counts. finished() follows the end of input once every
/// pending answer is written. Writing never blocks: what the output does not take waits.
class DemoStdioServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DemoStdioServer)

public:
    static constexpr qsizetype DefaultMaxLineLength = 64 * 1024 * 1024;
    /// Answers not read by the client beyond this stop the reading of its requests.
    static constexpr qint64 MaxUnreadOutput = 4 * 1024 * 1024;

    explicit DemoStdioServer(DemoEndpoint *endpoint, QObject *parent = nullptr);
    ~DemoStdioServer() override;

    /// Starts reading \a inputFd and writing to \a outputFd. Returns false when the input
    /// cannot be watched.
    bool start(int inputFd = 0, int outputFd = 1);
    /// A longer line is answered with one parse error and skipped up to its newline.
    void setMaxLineLength(qsizetype bytes) { m_maxLineLength = bytes; }
    /// How long answers may wait for a client that closed its input but reads none of them
    /// (nothing of them for that long) before the server gives them up and finishes (30 s).
    void setDrainGraceMs(int ms) { m_drainGraceMs = ms; }
    static constexpr int DefaultDrainGraceMs = 30000;

signals:
    /// The input ended (or the output was closed) and nothing is pending any more.
    void finished();

private:
    void readInput();
    void takeLines();
    void handleLine(const QByteArray &line);
    void writeLine(const QByteArray &message);
    void finishIfDone();
    /// MCP: a notifications/cancelled for a listen stream ends it (no more list changes on it).
    void forgetCancelledListener(const QByteArray &line);
    /// MCP: each open listen stream that asked for tool list changes hears of one.
    void toolListChanged();

    DemoEndpoint *m_endpoint;
    QSocketNotifier *m_notifier = nullptr;
    QByteArray m_buffer;
    qsizetype m_scanned = 0;      // bytes of m_buffer known to hold no newline
    qsizetype m_maxLineLength = DefaultMaxLineLength;
    int m_input = -1;
    FdWriter *m_writer = nullptr;
    int m_pending = 0;            // messages whose answer is still to come
    bool m_inputEnded = false;
    bool m_outputClosed = false;
    bool m_discarding = false;    // skipping the rest of an overlong line
    bool m_finished = false;
    int m_drainGraceMs = DefaultDrainGraceMs;
    QTimer *m_drainDeadline = nullptr;   // the input ended and only unread answers are left
    qint64 m_pendingAtDeadline = 0;      // what waited when the grace began: less later is progress
    QList<QByteArray> m_toolListeners;   // MCP: the ids of the open listen streams that want tool list changes
};

} // namespace RpcScope

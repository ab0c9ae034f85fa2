#pragma once

#include <QByteArray>
#include <QObject>

#include <deque>

class QSocketNotifier;

namespace RpcScope {

/// Writes bytes to a file descriptor this process was given (a tap's stdout and stderr) in
/// order and without blocking the event loop: what the descriptor does not take now waits
/// in a queue and goes when it can. A pipe or socket is made non-blocking for that (and given
/// its flags back when the writer goes: the open file may be shared with the process that
/// started us); a terminal or a file, or a descriptor given as Blocking, is written to as it is.
class FdWriter : public QObject
{
    Q_OBJECT

public:
    enum class Mode { NonBlocking, Blocking };
    explicit FdWriter(int fd, Mode mode = Mode::NonBlocking, QObject *parent = nullptr);
    ~FdWriter() override;

    /// Queues \a bytes after what waits and writes as much as the descriptor takes now.
    /// Ignored once the descriptor failed.
    void write(const QByteArray &bytes);
    /// Bytes queued and not written yet.
    qint64 pending() const { return m_pending; }
    bool hasFailed() const { return m_failed; }

signals:
    /// Everything queued is written.
    void drained();
    /// The descriptor refused a write (its reader is gone); what waited is dropped.
    void failed(const QString &reason);

private:
    void flush();

    int m_fd = -1;
    int m_originalFlags = -1;   // to give back; -1: unchanged
    QSocketNotifier *m_notifier = nullptr;
    std::deque<QByteArray> m_queue;
    qsizetype m_offset = 0;    // already written from m_queue.front()
    qint64 m_pending = 0;
    bool m_failed = false;
};

} // namespace RpcScope

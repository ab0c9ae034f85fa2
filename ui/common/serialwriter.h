#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <functional>

namespace RpcScope {

/// Writes on a worker thread, one write at a time, the newest last: a write asked for while
/// one runs (or while the end of one is still to be handled) waits, and a newer one replaces
/// it. For files saved as the user works (a collection, the workspace), so that writing a
/// large one never holds up the window, and an older content never lands after a newer one.
class SerialWriter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SerialWriter)

public:
    /// Runs on the worker; returns the error (translated), empty when the write worked.
    using Job = std::function<QString()>;

    explicit SerialWriter(QObject *parent = nullptr);
    /// Waits for the running write and does the waiting one: nothing asked for is lost.
    ~SerialWriter() override;

    void write(Job job);
    /// A write runs, waits, or its end is still to be handled.
    bool isBusy() const { return !m_endHandled || bool(m_waiting); }
    /// Waits for the running write and does the waiting one on this thread; the error of the
    /// last write. No written() follows for them.
    QString flush();

signals:
    /// A write ended and none waits (or it failed: a failure is said even then).
    void written(const QString &error);

private:
    void start(Job job);
    void onFinished();

    QFutureWatcher<QString> m_running;
    Job m_waiting;
    QString m_lastError;
    bool m_endHandled = true;   // the running write's end was dealt with
};

} // namespace RpcScope

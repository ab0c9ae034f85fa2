#pragma once

#include "lib/rpc/exchange.h"
#include "lib/session/sessionentry.h"
#include "lib/session/sessionredactor.h"
#include "lib/session/sessionwritequeue.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <atomic>
#include <deque>

namespace RpcScope {

class RpcClient;
struct AuthStep;

/// Records the traffic of one or more RpcClients into a session file as it happens: each
/// finished exchange as an exchange line, each message that answers nothing as an "in"
/// message line, secrets redacted. A message that arrived while exchanges were open is
/// written once, as a message line; the exchange line refers to it by seq.
/// A line is written as the exchange finishes, or for a large entry on a thread of its own
/// (SessionWriteQueue); recorded() and writeFailed() follow on the recorder's thread (queued).
/// flush() waits for the writing thread and delivers the signals now.
class SessionRecorder : public QObject
{
    Q_OBJECT

public:
    explicit SessionRecorder(QObject *parent = nullptr);
    ~SessionRecorder() override;
    Q_DISABLE_COPY_MOVE(SessionRecorder)

    /// Opens (creates or appends to) the session file; false with errorString() on failure.
    bool open(const QString &path);
    void close();
    bool isOpen() const { return m_queue.isOpen(); }
    QString path() const { return m_queue.path(); }
    QString errorString() const { return m_queue.errorString(); }

    SessionRedactor &redactor() { return m_redactor; }
    /// Lines recorded in one pass of this thread's event loop go out in one write at its end
    /// (SessionWriteQueue::setCoalescing): for traffic that arrives faster than a system call per
    /// line allows. A kill loses at most that pass's lines.
    void setCoalescing(bool on);

    /// Records \a client's traffic from now on, under its transport's endpoint name.
    /// Detaches by itself when the client is destroyed.
    void attach(RpcClient *client);
    void detach(RpcClient *client);

    /// Records bytes we sent that belong to no exchange (an answer to a server request).
    void recordOutgoing(const QString &endpoint, Transport::Kind transport, const QByteArray &bytes);
    /// Records a message that reached us outside any attached client's exchanges (an MCP
    /// session's GET stream), as an "in" message line. Never waits for the writing thread.
    void recordIncoming(const QString &endpoint, Transport::Kind transport, const QByteArray &bytes, qint64 epochMs);

    /// Traffic that no RpcClient carries (a tap's): a message line, its seq returned (0 when
    /// it could not be queued). With \a openExchanges, it is remembered under \a source, so
    /// that an exchange of \a source that holds it among its notifications refers to it.
    quint64 recordMessage(const QObject *source, SessionEntry::Direction direction, const QString &endpoint,
                          Transport::Kind transport, const QByteArray &bytes, qint64 epochMs, bool openExchanges);
    /// An exchange of \a source as an exchange line, referring to the messages recorded for
    /// \a source before; \a othersOpen says whether exchanges of it are still waiting.
    void recordExchange(const QObject *source, const Exchange &exchange, std::optional<Framing> framing,
                        bool othersOpen);
    /// A step of an authorization flow as an `auth` line (AuthStepEntry), under \a endpoint
    /// as the user named it, else under the URL the flow authorizes for.
    void recordAuthStep(const AuthStep &step, const QString &endpoint = {});
    /// Forgets what was remembered for \a source.
    void forget(const QObject *source) { m_seen.remove(source); }

    /// An exchange as a session entry, before redaction (sequence 0, notifications in full).
    static SessionEntry fromExchange(const Exchange &exchange);

    /// Redacts and writes \a entry (its sequence is assigned) and waits until it is written;
    /// emits recorded() or writeFailed() before it returns the seq (0 on failure).
    quint64 record(SessionEntry entry);
    /// Waits until every line queued so far is written and emits their signals.
    void flush();

signals:
    void recorded(const RpcScope::SessionEntry &entry);
    void writeFailed(const QString &message);

private:
    struct Seen
    {
        qint64 epochMs = 0;
        QByteArray message;
        quint64 sequence = 0;
    };
    struct Attached
    {
        QPointer<RpcClient> client;
        QList<QMetaObject::Connection> connections;
    };

    void onExchangeFinished(RpcClient *client, const ExchangePtr &exchange);
    void onMessage(RpcClient *client, const IncomingMessage &message);
    quint64 enqueue(SessionEntry entry);
    void deliverResults();
    /// Emits recorded() or writeFailed() for each result, in order.
    void deliver(const std::deque<SessionWriteQueue::Result> &results);
    /// A message line's entry; \a epochMs 0 means now.
    static SessionEntry messageEntry(SessionEntry::Direction direction, const QString &endpoint,
                                     Transport::Kind transport, const QByteArray &bytes, qint64 epochMs);

    SessionWriteQueue m_queue;
    std::atomic_bool m_deliveryPosted = false;
    SessionRedactor m_redactor;
    QHash<RpcClient *, Attached> m_clients;
    QHash<const QObject *, std::deque<Seen>> m_seen;   // per source: messages written while exchanges were open
};

} // namespace RpcScope

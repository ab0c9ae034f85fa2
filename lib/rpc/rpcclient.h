#pragma once

#include "lib/rpc/errorcatalog.h"
#include "lib/rpc/exchange.h"

#include <QObject>
#include <QTimer>

#include <map>

namespace RpcScope {

/// Sends JSON-RPC text over any Transport and turns each answer into a classified Exchange.
/// It owns the per-request deadlines (so a timeout is told apart from a cancel), matches
/// answers to requests by id on message transports, and classifies large bodies off the
/// calling thread.
///
/// A streaming send (SendOptions::streaming) answered with text/event-stream reports each
/// event as it arrives (streamEventArrived()). Each event's data is a JSON-RPC message: one
/// with a method is a server message (messageArrived(), the exchange's notifications), a
/// response becomes the exchange's answer so far, and an event that is not JSON is a
/// stray-output finding. The exchange ends when the stream ends, or at a terminal event: a
/// response with an error, or whose result says "final": true (A2A's last status update);
/// the stream is then closed by the client and that is no error. While a stream runs, the
/// timeout counts from its last event.
class RpcClient : public QObject
{
    Q_OBJECT

public:
    struct Options
    {
        int timeoutMs = 30000;             ///< 0: no deadline
        bool detectBusinessErrors = true;
        ErrorDialect dialect = ErrorDialect::None;   ///< None: guessed from the methods
    };

    /// Takes ownership of \a transport.
    explicit RpcClient(Transport *transport, QObject *parent = nullptr);
    ~RpcClient() override;

    Transport *transport() const { return m_transport; }
    const Options &options() const { return m_options; }
    void setOptions(const Options &options) { m_options = options; }

    /// Sends \a bytes exactly as given; returns the exchange's sequence number.
    /// exchangeFinished() for it is never emitted before this returns.
    quint64 send(const QByteArray &bytes, const SendOptions &sendOptions = {});
    /// Ends the exchange as canceled; \a why is what it says (by default, canceled by the user).
    void cancel(quint64 sequence, const QString &why = {});
    void cancelAll();
    int pendingCount() const { return int(m_pending.size()); }
    /// The pending exchanges that gather the messages arriving meanwhile: all but the
    /// long-lived ones (SendOptions::noDeadline).
    int gatheringCount() const;
    /// Stops the clock of every request's timeout until as many releaseDeadlines() came, then
    /// moves each deadline on by the time held. For a server that asks us something before it
    /// can answer (an MCP sampling request a person answers from a dialog): the requests in
    /// flight wait for that answer, so its time is not theirs.
    void holdDeadlines();
    void releaseDeadlines();
    bool deadlinesHeld() const { return m_deadlineHolds > 0; }
    /// The sequence the next send() will get (so a caller can mark it before the
    /// exchangeStarted() that send() emits).
    quint64 nextSequence() const { return m_lastSequence + 1; }

    /// Bodies above this size are classified on a worker thread.
    static constexpr qsizetype kBackgroundThreshold = 512 * 1024;

signals:
    void exchangeStarted(quint64 sequence, const QByteArray &request);
    void exchangeFinished(const RpcScope::ExchangePtr &exchange);
    /// A message that answers nothing: a server notification or request, or a stray line.
    void messageArrived(const RpcScope::IncomingMessage &message);
    /// One event of a streamed answer, as it arrives (before exchangeFinished() for it).
    void streamEventArrived(quint64 sequence, const RpcScope::SseEvent &event);
    void diagnostic(const QString &text);

private:
    struct Pending
    {
        std::shared_ptr<Exchange> exchange;
        quint64 ticket = 0;
        qint64 deadlineEpochMs = 0;        // 0: none
        bool written = false;
        bool streaming = false;
        bool noDeadline = false;           // SendOptions::noDeadline
        int strayLines = 0;
        JsonDocument answer;               // the matched message, indexed once
        QStringList streamProblems;        // events of a stream that are not JSON-RPC messages
        QList<QPair<QString, QString>> streamFindings;   // the transport's: {finding id, text}
        int findingsLeftOut = 0;           // stream problems and findings past the cap, counted only
        bool terminalSeen = false;         // the stream's terminal event came: closed on purpose
    };

    void onReplied(quint64 ticket, const TransportReply &reply);
    void onMessage(const QByteArray &message, qint64 epochMs);
    void onStreamEvent(quint64 ticket, const SseEvent &event);
    void onChannelClosed(const TransportError &why);
    void onDeadline();
    void rearmDeadline();
    quint64 matchAnswer(const JsonDocument &message) const;
    void fail(quint64 sequence, const TransportError &why);
    void finish(quint64 sequence);

    Transport *m_transport = nullptr;
    Options m_options;
    quint64 m_lastSequence = 0;
    bool m_insideSend = false;
    std::map<quint64, Pending> m_pending;   // by sequence: oldest first
    QTimer m_deadlineTimer;
    int m_deadlineHolds = 0;
    qint64 m_heldSinceMs = 0;
};

} // namespace RpcScope

Q_DECLARE_METATYPE(RpcScope::ExchangePtr)

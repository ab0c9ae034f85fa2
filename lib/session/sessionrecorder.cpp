#include "lib/session/sessionrecorder.h"

#include "lib/transport/transportfactory.h"

#include "lib/auth/authstep.h"
#include "lib/session/authstepentry.h"

#include "lib/rpc/rpcclient.h"

#include <QDateTime>
#include <QMetaMethod>

#include <algorithm>

namespace RpcScope {

namespace {

// Messages remembered per client to find them again in an exchange's notifications.
constexpr size_t kSeenLimit = 4096;

} // namespace

SessionRecorder::SessionRecorder(QObject *parent)
    : QObject(parent)
    , m_queue([this] {
        // From this thread or the writing thread: one queued call delivers all the results
        // that have piled up by the time it runs.
        if (!m_deliveryPosted.exchange(true))
            QMetaObject::invokeMethod(this, &SessionRecorder::deliverResults, Qt::QueuedConnection);
    })
{}

SessionRecorder::~SessionRecorder()
{
    const auto clients = m_clients.keys();
    for (RpcClient *client : clients)
        detach(client);
    m_queue.close();
}

bool SessionRecorder::open(const QString &path)
{
    close();
    return m_queue.open(path);
}

void SessionRecorder::close()
{
    if (!m_queue.isOpen())
        return;
    m_queue.close();   // writes what is queued first
    deliverResults();
}

void SessionRecorder::flush()
{
    m_queue.flush();
    deliverResults();
}

void SessionRecorder::setCoalescing(bool on)
{
    m_queue.setCoalescing(on);
    deliverResults();
}

void SessionRecorder::deliverResults()
{
    m_deliveryPosted = false;
    m_queue.commit();
    deliver(m_queue.takeResults());
}

void SessionRecorder::deliver(const std::deque<SessionWriteQueue::Result> &results)
{
    for (const SessionWriteQueue::Result &result : results) {
        if (result.written)
            emit recorded(result.entry);
        else
            emit writeFailed(result.error);
    }
}

quint64 SessionRecorder::enqueue(SessionEntry entry)
{
    // A successful line is only reported to someone listening: most recordings have nobody.
    static const QMetaMethod recordedSignal = QMetaMethod::fromSignal(&SessionRecorder::recorded);
    if (!m_queue.isOpen()) {
        emit writeFailed(tr("No session file is open."));
        return 0;
    }
    return m_queue.enqueue(std::move(entry), m_redactor, isSignalConnected(recordedSignal));
}

void SessionRecorder::attach(RpcClient *client)
{
    if (!client || m_clients.contains(client))
        return;
    Attached &attached = m_clients[client];
    attached.client = client;
    attached.connections.append(connect(client, &RpcClient::exchangeFinished, this,
                                        [this, client](const ExchangePtr &exchange) { onExchangeFinished(client, exchange); }));
    attached.connections.append(connect(client, &RpcClient::messageArrived, this,
                                        [this, client](const IncomingMessage &message) { onMessage(client, message); }));
    attached.connections.append(connect(client, &QObject::destroyed, this, [this, client] {
        m_clients.remove(client);
        m_seen.remove(client);
    }));
}

void SessionRecorder::detach(RpcClient *client)
{
    const auto it = m_clients.find(client);
    if (it == m_clients.end())
        return;
    for (const auto &connection : std::as_const(it->connections))
        disconnect(connection);
    m_clients.erase(it);
    m_seen.remove(client);
}

SessionEntry SessionRecorder::fromExchange(const Exchange &exchange)
{
    SessionEntry entry;
    entry.type = SessionEntry::Type::Exchange;
    entry.epochMs = exchange.reply.timings.startedEpochMs;
    if (entry.epochMs <= 0)
        entry.epochMs = exchange.answeredEpochMs > 0 ? exchange.answeredEpochMs : QDateTime::currentMSecsSinceEpoch();
    entry.endpoint = exchange.endpoint;
    entry.transport = exchange.transport;
    entry.request = exchange.request;
    entry.body = exchange.body;
    entry.method = exchange.sent.methodSummary();
    entry.outcome = Classification::outcomeName(exchange.classification.outcome);
    entry.durationMs = exchange.durationMs();
    entry.http = exchange.reply.http;
    entry.handshake = exchange.reply.handshake;
    entry.timings = exchange.reply.timings;
    entry.bytesSent = exchange.reply.bytesSent;
    entry.bytesReceived = exchange.reply.bytesReceived;
    if (exchange.reply.error.isError()) {
        entry.errorKind = TransportError::kindName(exchange.reply.error.kind);
        entry.errorMessage = exchange.reply.error.message;
    }
    for (const IncomingMessage &incoming : exchange.notifications)
        entry.notifications.append({incoming.epochMs, incoming.bytes, 0});
    for (const SseEvent &event : exchange.streamEvents)
        entry.stream.append({event.epochMs, event.type, event.lastEventId, event.data, event.complete});
    return entry;
}

quint64 SessionRecorder::record(SessionEntry entry)
{
    const quint64 sequence = enqueue(std::move(entry));
    if (sequence == 0)
        return 0;
    m_queue.flush();
    // Whether this very line was written: a failure leaves its result in the queue's list.
    std::deque<SessionWriteQueue::Result> results = m_queue.takeResults();
    const bool written = std::none_of(results.cbegin(), results.cend(), [sequence](const auto &result) {
        return !result.written && result.entry.sequence == sequence;
    });
    deliver(results);
    return written ? sequence : 0;
}

SessionEntry SessionRecorder::messageEntry(SessionEntry::Direction direction, const QString &endpoint,
                                           Transport::Kind transport, const QByteArray &bytes, qint64 epochMs)
{
    SessionEntry entry;
    entry.type = SessionEntry::Type::Message;
    entry.direction = direction;
    entry.epochMs = epochMs > 0 ? epochMs : QDateTime::currentMSecsSinceEpoch();
    entry.endpoint = endpoint;
    entry.transport = transport;
    entry.message = bytes;
    return entry;
}

void SessionRecorder::recordIncoming(const QString &endpoint, Transport::Kind transport, const QByteArray &bytes,
                                     qint64 epochMs)
{
    enqueue(messageEntry(SessionEntry::Direction::In, endpoint, transport, bytes, epochMs));
}

void SessionRecorder::recordOutgoing(const QString &endpoint, Transport::Kind transport, const QByteArray &bytes)
{
    enqueue(messageEntry(SessionEntry::Direction::Out, endpoint, transport, bytes, 0));
}

quint64 SessionRecorder::recordMessage(const QObject *source, SessionEntry::Direction direction,
                                       const QString &endpoint, Transport::Kind transport, const QByteArray &bytes,
                                       qint64 epochMs, bool openExchanges)
{
    const quint64 sequence = enqueue(messageEntry(direction, endpoint, transport, bytes, epochMs));
    // The open exchanges hold this message among their notifications too: remember its line
    // so they refer to it instead of writing it again.
    if (sequence != 0 && openExchanges) {
        auto &seen = m_seen[source];
        seen.push_back({epochMs, bytes, sequence});
        if (seen.size() > kSeenLimit)
            seen.pop_front();
    }
    return sequence;
}

void SessionRecorder::recordExchange(const QObject *source, const Exchange &exchange, std::optional<Framing> framing,
                                     bool othersOpen)
{
    SessionEntry entry = fromExchange(exchange);
    entry.framing = framing;
    const auto it = m_seen.find(source);
    if (it != m_seen.end()) {
        auto &seen = *it;
        for (auto &incoming : entry.notifications) {
            for (const Seen &known : seen) {
                if (known.epochMs == incoming.epochMs && known.message == incoming.message) {
                    incoming.sequence = known.sequence;
                    incoming.message.clear();
                    break;
                }
            }
        }
        if (!othersOpen) {
            // Nothing open can hold the remembered messages any more, except an exchange whose
            // large body is still being classified: keep the recent ones for it.
            while (seen.size() > 64)
                seen.pop_front();
        }
    }
    enqueue(std::move(entry));
}

void SessionRecorder::recordAuthStep(const AuthStep &step, const QString &endpoint)
{
    enqueue(AuthStepEntry::of(endpoint.isEmpty() ? step.endpoint.toString(QUrl::FullyEncoded) : endpoint, step));
}

void SessionRecorder::onMessage(RpcClient *client, const IncomingMessage &message)
{
    recordMessage(client, SessionEntry::Direction::In, client->transport()->endpoint(), client->transport()->kind(),
                  message.bytes, message.epochMs, client->gatheringCount() > 0);
}

void SessionRecorder::onExchangeFinished(RpcClient *client, const ExchangePtr &exchange)
{
    recordExchange(client, *exchange, TransportFactory::framingOf(client->transport()), client->gatheringCount() > 0);
}

} // namespace RpcScope

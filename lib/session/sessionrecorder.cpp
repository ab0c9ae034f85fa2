#include "lib/session/sessionrecorder.h"

#include "lib/rpc/rpcclient.h"

#include <QDateTime>

namespace RpcScope {

namespace {

// Messages remembered per client to find them again in an exchange's notifications.
constexpr size_t kSeenLimit = 4096;

} // namespace

SessionRecorder::SessionRecorder(QObject *parent)
    : QObject(parent)
{}

SessionRecorder::~SessionRecorder()
{
    const auto clients = m_clients.keys();
    for (RpcClient *client : clients)
        detach(client);
}

bool SessionRecorder::open(const QString &path)
{
    return m_writer.open(path);
}

void SessionRecorder::close()
{
    m_writer.close();
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
    attached.connections.append(connect(client, &QObject::destroyed, this, [this, client] { m_clients.remove(client); }));
}

void SessionRecorder::detach(RpcClient *client)
{
    const auto it = m_clients.find(client);
    if (it == m_clients.end())
        return;
    for (const auto &connection : std::as_const(it->connections))
        disconnect(connection);
    m_clients.erase(it);
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
    entry.timings = exchange.reply.timings;
    entry.bytesSent = exchange.reply.bytesSent;
    entry.bytesReceived = exchange.reply.bytesReceived;
    if (exchange.reply.error.isError()) {
        entry.errorKind = TransportError::kindName(exchange.reply.error.kind);
        entry.errorMessage = exchange.reply.error.message;
    }
    for (const IncomingMessage &incoming : exchange.notifications)
        entry.notifications.append({incoming.epochMs, incoming.bytes, 0});
    return entry;
}

quint64 SessionRecorder::record(SessionEntry entry)
{
    m_redactor.redact(&entry);
    const quint64 sequence = m_writer.append(entry);
    if (sequence == 0) {
        emit writeFailed(m_writer.errorString());
        return 0;
    }
    entry.sequence = sequence;
    emit recorded(entry);
    return sequence;
}

void SessionRecorder::recordOutgoing(const QString &endpoint, Transport::Kind transport, const QByteArray &bytes)
{
    SessionEntry entry;
    entry.type = SessionEntry::Type::Message;
    entry.direction = SessionEntry::Direction::Out;
    entry.epochMs = QDateTime::currentMSecsSinceEpoch();
    entry.endpoint = endpoint;
    entry.transport = transport;
    entry.message = bytes;
    record(std::move(entry));
}

void SessionRecorder::onMessage(RpcClient *client, const IncomingMessage &message)
{
    SessionEntry entry;
    entry.type = SessionEntry::Type::Message;
    entry.direction = SessionEntry::Direction::In;
    entry.epochMs = message.epochMs;
    entry.endpoint = client->transport()->endpoint();
    entry.transport = client->transport()->kind();
    entry.message = message.bytes;
    const quint64 sequence = record(std::move(entry));
    // RpcClient also put this message into the notifications of every open exchange:
    // remember its line so those exchanges refer to it instead of writing it again.
    if (sequence != 0 && client->pendingCount() > 0) {
        auto &seen = m_clients[client].seen;
        seen.push_back({message.epochMs, message.bytes, sequence});
        if (seen.size() > kSeenLimit)
            seen.pop_front();
    }
}

void SessionRecorder::onExchangeFinished(RpcClient *client, const ExchangePtr &exchange)
{
    SessionEntry entry = fromExchange(*exchange);
    auto &seen = m_clients[client].seen;
    for (auto &incoming : entry.notifications) {
        for (const Seen &known : seen) {
            if (known.epochMs == incoming.epochMs && known.message == incoming.message) {
                incoming.sequence = known.sequence;
                incoming.message.clear();
                break;
            }
        }
    }
    if (client->pendingCount() == 0) {
        // Nothing open can hold the remembered messages any more, except an exchange whose
        // large body is still being classified: keep the recent ones for it.
        while (seen.size() > 64)
            seen.pop_front();
    }
    record(std::move(entry));
}

} // namespace RpcScope

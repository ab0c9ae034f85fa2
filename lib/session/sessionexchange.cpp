#include "lib/session/sessionexchange.h"

#include "lib/rpc/classifier.h"

namespace RpcScope {

namespace {

TransportError::Kind kindNamed(const QString &name)
{
    using K = TransportError::Kind;
    for (const K kind : {K::Canceled, K::Timeout, K::ConnectionRefused, K::HostNotFound, K::Tls, K::ConnectionClosed,
                         K::Network, K::Protocol, K::TooLarge, K::ProcessFailedToStart, K::ProcessExited,
                         K::WriteFailed, K::Unsupported}) {
        if (TransportError::kindName(kind) == name)
            return kind;
    }
    return name.isEmpty() ? K::None : K::Network;
}

} // namespace

ExchangePtr SessionExchange::fromEntry(const SessionEntry &entry)
{
    if (entry.type != SessionEntry::Type::Exchange)
        return {};
    auto exchange = std::make_shared<Exchange>();
    exchange->sequence = entry.sequence;
    exchange->endpoint = entry.endpoint;
    exchange->transport = entry.transport;
    exchange->request = entry.request;
    exchange->sent = SentMessage::fromBytes(entry.request);
    exchange->body = entry.body;
    exchange->reply.body = entry.body;
    exchange->reply.http = entry.http;
    exchange->reply.handshake = entry.handshake;
    exchange->reply.timings = entry.timings;
    if (exchange->reply.timings.startedEpochMs <= 0)
        exchange->reply.timings.startedEpochMs = entry.epochMs;
    exchange->reply.error = {kindNamed(entry.errorKind), entry.errorMessage};
    exchange->reply.bytesSent = entry.bytesSent;
    exchange->reply.bytesReceived = entry.bytesReceived;
    exchange->answeredEpochMs = entry.durationMs >= 0 ? exchange->reply.timings.startedEpochMs + entry.durationMs : 0;
    for (const SessionEntry::Incoming &message : entry.notifications)
        exchange->notifications.append({message.message, message.epochMs});
    int index = 0;
    for (const SessionEntry::StreamEvent &recorded : entry.stream) {
        SseEvent event;
        event.type = recorded.type;
        event.data = recorded.data;
        event.lastEventId = recorded.id;
        event.epochMs = recorded.epochMs;
        event.index = index++;
        event.complete = recorded.complete;
        exchange->streamEvents.append(event);
    }
    Classifier::Input input;
    input.sent = exchange->sent;
    input.body = exchange->body;
    input.http = exchange->reply.http ? &*exchange->reply.http : nullptr;
    input.transportError = exchange->reply.error;
    input.streaming = !entry.stream.isEmpty();
    exchange->classification = Classifier::classify(input);
    return exchange;
}

} // namespace RpcScope

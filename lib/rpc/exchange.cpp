#include "lib/rpc/exchange.h"

#include "lib/rpc/classifier.h"
#include "lib/rpc/mcpwire.h"
#include "lib/rpc/serverrequestanswerer.h"

namespace RpcScope {

qint64 Exchange::durationMs() const
{
    if (reply.timings.totalMs >= 0 && transport == Transport::Kind::Http)
        return reply.timings.totalMs;
    if (answeredEpochMs > 0)
        return answeredEpochMs - reply.timings.startedEpochMs;
    return reply.timings.totalMs;
}

Classification Exchange::classify(const JsonDocument &answer, bool streaming, bool detectBusinessErrors,
                                  ErrorDialect dialect) const
{
    Classifier::Input input;
    input.sent = sent;
    input.body = body;
    input.parsedBody = answer;
    input.http = reply.http ? &*reply.http : nullptr;
    input.transportError = reply.error;
    input.streaming = streaming;
    input.detectBusinessErrors = detectBusinessErrors;
    input.dialect = dialect;
    for (const IncomingMessage &message : notifications) {
        if (!message.serverRequest)
            continue;   // most are notifications: not parsed again
        const JsonDocument doc = JsonDocument::parse(message.bytes);
        for (const ServerRequest &serverRequest : ServerRequestAnswerer::read(doc, message.epochMs))
            input.serverRequests.append({serverRequest.id, serverRequest.method});
    }
    if (sent.items.size() == 1 && !sent.batch && sent.items.first().method == u"subscriptions/listen") {
        // What the listen stream brought is judged against what was asked.
        const JsonDocument asked = JsonDocument::parse(request);
        const int filter = asked.isValid() ? asked.member(asked.member(0, u"params"), u"notifications") : -1;
        if (filter >= 0)
            input.listenFilter = asked.raw(filter).toByteArray();
        for (const SseEvent &event : streamEvents) {
            if (!event.data.isEmpty())
                input.streamMessages.append(event.data);
        }
        // stdio: the stream shares the channel; its messages are those that name its id.
        if (streamEvents.isEmpty()) {
            const RequestId &id = sent.items.first().id;
            for (const IncomingMessage &message : notifications) {
                if (McpWire::belongsToListen(JsonDocument::parse(message.bytes), id))
                    input.streamMessages.append(message.bytes);
            }
        }
    }
    return Classifier::classify(input);
}

} // namespace RpcScope

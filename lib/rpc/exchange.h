#pragma once

#include "lib/rpc/classification.h"
#include "lib/rpc/sentmessage.h"
#include "lib/transport/transport.h"

#include <QList>
#include <QString>

#include <memory>

namespace RpcScope {

/// A message that arrived on its own: a server notification or request, or a stray line.
struct IncomingMessage
{
    QByteArray bytes;
    qint64 epochMs = 0;
    /// It holds a request of the server's (an object, or a batch member, with a method and
    /// an id). Set by RpcClient, which parses each message once, so nobody parses it again
    /// only to ask.
    bool serverRequest = false;
};

/// Everything about one request and its answer: the one value every view reads.
/// The exact bytes are kept here once; every view derives from them.
struct Exchange
{
    quint64 sequence = 0;              ///< 1, 2, ... per client
    QString endpoint;
    Transport::Kind transport = Transport::Kind::Http;
    QByteArray request;                ///< the bytes sent, exactly
    SentMessage sent;
    TransportReply reply;              ///< wire details; for HTTP also the body
    QByteArray body;                   ///< the answer: the HTTP body, or the matched stdio message
    qint64 answeredEpochMs = 0;        ///< when the answer was complete
    QList<IncomingMessage> notifications;   ///< messages that answered nothing, while this was open
    /// A streamed answer's events (text/event-stream), in arrival order; body is then the
    /// data of the last JSON-RPC response among them, and reply.body the whole stream.
    QList<SseEvent> streamEvents;
    Classification classification;

    qint64 durationMs() const;
    /// What this exchange means, read by the Classifier with \a answer (body, indexed; parsed
    /// again when invalid) and the requests the server sent while it was open.
    Classification classify(const JsonDocument &answer, bool streaming, bool detectBusinessErrors,
                            ErrorDialect dialect) const;
    qint64 requestSize() const { return request.size(); }
    qint64 responseSize() const { return body.size(); }
};

using ExchangePtr = std::shared_ptr<const Exchange>;

} // namespace RpcScope

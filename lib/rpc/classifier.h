#pragma once

#include "lib/rpc/classification.h"
#include "lib/rpc/sentmessage.h"
#include "lib/transport/wire.h"

namespace RpcScope {

/// Reads a JSON-RPC answer against what was sent: outcome per response, decoded errors,
/// id correlation, and every conformance finding. Pure logic: it never sees a socket.
class Classifier
{
public:
    struct Input
    {
        SentMessage sent;
        QByteArray body;                  ///< the answer's bytes (HTTP body, or one stdio message)
        /// The body already indexed (by whoever had to look into it first); parsed when invalid.
        JsonDocument parsedBody;
        const HttpMeta *http = nullptr;   ///< set for HTTP exchanges
        TransportError transportError;    ///< the transport's failure, if any
        bool streaming = false;           ///< text/event-stream is an acceptable content type
        bool detectBusinessErrors = true; ///< result {ok:false, errors:[...]} is a business-error
        ErrorDialect dialect = ErrorDialect::None;   ///< None: guessed from the methods sent
        /// The ids and methods of the requests the server sent while this exchange was open.
        QList<QPair<RequestId, QString>> serverRequests;
        /// MCP 2026-07-28's subscriptions/listen: the request's `notifications` filter (raw) and
        /// what its stream brought, each event's data in order.
        QByteArray listenFilter;
        QList<QByteArray> streamMessages;
    };

    static Classification classify(const Input &input);
    /// True for application/json, application/*+json and application/json-rpc.
    static bool isJsonMediaType(QByteArrayView contentType);
};

} // namespace RpcScope

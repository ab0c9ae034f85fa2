#pragma once

#include <QVarLengthArray>

namespace RpcScope {

class JsonDocument;
struct SentMessage;

/// Which request waiting for an answer a message from the server answers: on a message
/// transport (stdio, sockets, WebSocket, a tap) answers come in any order and are matched by id.
/// Used by RpcClient for our own requests and by the tap for a client's.
class AnswerMatcher
{
public:
    /// The requests written and still waiting, oldest first; notifications never wait.
    using Waiting = QVarLengthArray<const SentMessage *, 16>;

    /// The index in \a waiting of the request \a message answers, or -1 when it answers none
    /// (a notification, a server request, a response nobody asked for). A batch of responses
    /// is matched by its first response; `[]` answers an empty batch; an id of null answers
    /// bytes that were not JSON. With one request waiting, a response with another id is its
    /// answer (the classifier then reports id-mismatch) rather than let the request time out.
    static int match(const JsonDocument &message, const Waiting &waiting);
};

} // namespace RpcScope

#pragma once

#include <QByteArray>
#include <QList>

#include <optional>

namespace RpcScope {

/// What a streamed answer sends: pieces of a text/event-stream with a pause before each,
/// then how it ends.
struct DemoStreamPlan
{
    enum class End {
        Complete,  ///< the body ends after the last step (the connection stays usable)
        Never,     ///< after the last step only keep-alive comments follow, for ever
    };
    struct Step
    {
        int delayMs = 0;
        QByteArray bytes;
    };

    QList<Step> steps;
    End end = End::Complete;
    int keepAliveMs = 1000;
};

/// The streaming methods of the demo's POST /rpc, answered with text/event-stream when the
/// request accepts it. Pure logic: a request body in, a plan (or a plain JSON answer) out.
///  - `demo.stream` {count, intervalMs, end}: count responses {"seq","of","final"}; `end`
///    says how the stream ends: "final" (the last has "final": true), "close" (no final
///    event), "cut" (an event cut off mid-way), "malformed" (an event that is not JSON
///    comes second, then the rest as for "final"), "never" (keep-alive comments for ever).
///  - `message/stream`: the A2A shape: a Task (submitted), a status update (working), an
///    artifact update echoing the message's text in capitals, a final status update
///    (completed, "final": true).
class DemoEventStream
{
public:
    struct Answer
    {
        std::optional<DemoStreamPlan> plan;  ///< set: stream these events
        QByteArray json;                     ///< else the JSON-RPC answer (empty for a notification)
    };

    static bool isStreamingMethod(QByteArrayView method);
    /// The answer to \a body when it is one request for a streaming method; nullopt for
    /// anything else (the plain service answers it). \a taskNumber names the A2A task.
    static std::optional<Answer> answer(const QByteArray &body, bool acceptsEventStream, int taskNumber);
};

} // namespace RpcScope

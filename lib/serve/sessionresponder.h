#pragma once

#include "lib/serve/recordedanswers.h"

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QString>

#include <utility>

namespace RpcScope {

/// What happened to one call of a request that was served from a session.
struct ServedCall
{
    enum class Match {
        Exact,          ///< answered with a recording of the same method and params
        MethodOnly,     ///< answered with a recording of the same method
        None,           ///< nothing matched: answered with the no-match error
        Notification,   ///< no id: nothing to answer
        Invalid,        ///< not a request object: answered with Invalid Request / Parse error
    };

    Match match = Match::None;
    QString method;          ///< empty when the call named none
    QByteArray id;           ///< the id as received; empty for a notification
    quint64 sequence = 0;    ///< the session entry whose answer was served; 0 when none

    /// "exact", "method", "none", "notification", "invalid" (machine-read, not translated).
    static QString matchName(Match match);
};

/// Answers JSON-RPC text from a session's recordings: request bytes in, response bytes out.
/// Transport-free, so HTTP (SessionServer) and other faces share it.
///
/// Each call is looked up in RecordedAnswers (same method and params, then the method alone).
/// The answer is the recorded response byte for byte, except its id, which is the incoming
/// id exactly as it was written (`"abc"`, `18446744073709551615`, `1.50`). A call nothing
/// matches gets error kNoMatchCode (-32601, "Method not found": the session never answered
/// that method) with a message that says so. Batches are answered as one array in request
/// order; notifications get nothing, so an all-notification request has an empty reply.
/// Parse errors and invalid requests are answered as JSON-RPC 2.0 prescribes (-32700, -32600).
///
/// Replies are protocol payloads: their text is plain English whatever the locale.
class SessionResponder
{
public:
    static constexpr int kNoMatchCode = -32601;

    struct Reply
    {
        QByteArray body;           ///< empty when there is nothing to answer
        QList<ServedCall> calls;   ///< one per call in the request, in order
    };

    SessionResponder() = default;
    explicit SessionResponder(RecordedAnswers answers) : m_answers(std::move(answers)) {}

    Reply respond(const QByteArray &request);

    const RecordedAnswers &answers() const { return m_answers; }

private:
    /// The answer to the call at \a node; empty for a notification.
    QByteArray answerCall(const JsonDocument &document, int node, ServedCall *call);

    RecordedAnswers m_answers;
};

} // namespace RpcScope

Q_DECLARE_METATYPE(RpcScope::ServedCall)

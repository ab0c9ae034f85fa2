#include "lib/rpc/finding.h"

#include <QCoreApplication>

namespace RpcScope {

using Severity = Finding::Severity;

QString Finding::severityName(Severity severity)
{
    return severity == Severity::Warning ? QStringLiteral("warning") : QStringLiteral("error");
}

const QList<FindingCatalog::Entry> &FindingCatalog::all()
{
    // SPEC §5: warnings leave the response usable; errors mean the envelope is broken.
    static const QList<Entry> entries = {
        {"extra-member", Severity::Warning,
         QT_TRANSLATE_NOOP("RpcScope", "A top-level member other than jsonrpc, result, error and id.")},
        {"missing-result-and-error", Severity::Error,
         QT_TRANSLATE_NOOP("RpcScope", "A response must carry either result or error; this one has neither.")},
        {"both-result-and-error", Severity::Error,
         QT_TRANSLATE_NOOP("RpcScope", "A response must carry either result or error, not both.")},
        {"bad-jsonrpc-version", Severity::Error,
         QT_TRANSLATE_NOOP("RpcScope", "The jsonrpc member is missing or not exactly \"2.0\".")},
        {"missing-id", Severity::Error,
         QT_TRANSLATE_NOOP("RpcScope", "A response has no id member.")},
        {"id-mismatch", Severity::Error,
         QT_TRANSLATE_NOOP("RpcScope", "A response carries an id that no request had.")},
        {"id-type-changed", Severity::Error,
         QT_TRANSLATE_NOOP("RpcScope", "A response echoes the id with another type (1 sent, \"1\" back).")},
        {"batch-missing-response", Severity::Error,
         QT_TRANSLATE_NOOP("RpcScope", "A request of the batch got no response.")},
        {"batch-duplicate-response", Severity::Error,
         QT_TRANSLATE_NOOP("RpcScope", "A request of the batch got more than one response.")},
        {"batch-not-array", Severity::Error,
         QT_TRANSLATE_NOOP("RpcScope", "A batch was not answered with an array.")},
        {"unexpected-batch", Severity::Error,
         QT_TRANSLATE_NOOP("RpcScope", "A single request was answered with an array.")},
        {"notification-answered", Severity::Warning,
         QT_TRANSLATE_NOOP("RpcScope", "The server answered a notification, which must get no reply.")},
        {"parse-error-with-id", Severity::Warning,
         QT_TRANSLATE_NOOP("RpcScope", "A parse error (-32700) names an id: a server that could not parse the "
                                       "request cannot know it, and JSON-RPC 2.0 wants null there.")},
        {"server-request-reuses-id", Severity::Warning,
         QT_TRANSLATE_NOOP("RpcScope", "The server sent a request with the id of a request of ours that was still open: "
                                       "legal (each side numbers its own requests), but a client that matches by id "
                                       "alone mixes them up.")},
        {"request-unanswered", Severity::Error,
         QT_TRANSLATE_NOOP("RpcScope", "A request got no reply.")},
        {"bad-error-object", Severity::Error,
         QT_TRANSLATE_NOOP("RpcScope",
                           "The error object is malformed: code not an integer, message not a string, "
                           "or a reserved code that JSON-RPC does not define.")},
        {"http-status", Severity::Warning,
         QT_TRANSLATE_NOOP("RpcScope", "A JSON-RPC envelope came with an HTTP status other than 200.")},
        {"content-type", Severity::Warning,
         QT_TRANSLATE_NOOP("RpcScope", "The body is not declared as JSON (or, for a stream, as text/event-stream).")},
        {"not-json", Severity::Error,
         QT_TRANSLATE_NOOP("RpcScope", "The body does not parse as JSON.")},
        {"not-an-envelope", Severity::Error,
         QT_TRANSLATE_NOOP("RpcScope", "The JSON is not a response object (nor an array of them).")},
        {"duplicate-key", Severity::Warning,
         QT_TRANSLATE_NOOP("RpcScope", "An object repeats a key; parsers disagree on which value wins.")},
        {"content-length-mismatch", Severity::Error,
         QT_TRANSLATE_NOOP("RpcScope", "A message's Content-Length does not match its body: the body does not end "
                                       "where the length says.")},
        {"mcp-result-type-missing", Severity::Warning,
         QT_TRANSLATE_NOOP("RpcScope", "MCP 2026-07-28: a result carries no resultType (a client reads it as complete).")},
        {"mcp-input-required-empty", Severity::Error,
         QT_TRANSLATE_NOOP("RpcScope", "MCP 2026-07-28: an input_required result has neither inputRequests nor "
                                       "requestState, so there is nothing to answer and nothing to send back.")},
        {"mcp-task-incomplete", Severity::Error,
         QT_TRANSLATE_NOOP("RpcScope", "MCP tasks: a task result (resultType task, or a tasks/get answer) lacks its taskId "
                                       "or status, so the client cannot follow it.")},
        {"mcp-cache-hints-missing", Severity::Warning,
         QT_TRANSLATE_NOOP("RpcScope", "MCP 2026-07-28: a list, read or discover result lacks ttlMs or cacheScope.")},
        {"mcp-stateless-session-id", Severity::Warning,
         QT_TRANSLATE_NOOP("RpcScope", "MCP 2026-07-28 has no sessions, yet the server sent an Mcp-Session-Id.")},
        {"mcp-listen-unacknowledged", Severity::Error,
         QT_TRANSLATE_NOOP("RpcScope", "MCP 2026-07-28: a subscriptions/listen stream does not begin with "
                                       "notifications/subscriptions/acknowledged carrying the request's id as its "
                                       "subscriptionId, so a client cannot tell it from an older stream.")},
        {"mcp-listen-unrequested", Severity::Warning,
         QT_TRANSLATE_NOOP("RpcScope", "MCP 2026-07-28: a subscriptions/listen stream brings a list change or resource "
                                       "update the request did not ask for.")},
        {"stray-output", Severity::Warning,
         QT_TRANSLATE_NOOP("RpcScope", "The server wrote a line that is not JSON-RPC on its protocol channel.")},
    };
    return entries;
}

Severity FindingCatalog::severity(const QString &id)
{
    for (const Entry &entry : all()) {
        if (id == QLatin1StringView(entry.id))
            return entry.severity;
    }
    return Severity::Error;
}

QString FindingCatalog::explanation(const QString &id)
{
    for (const Entry &entry : all()) {
        if (id == QLatin1StringView(entry.id))
            return QCoreApplication::translate("RpcScope", entry.explanation);
    }
    return {};
}

Finding FindingCatalog::make(const QString &id, const QString &message, int response)
{
    return Finding{id, severity(id), message, response};
}

} // namespace RpcScope

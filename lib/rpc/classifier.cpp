#include "lib/rpc/classifier.h"

#include "lib/rpc/mcpwire.h"

#include "lib/tr.h"

#include <QSet>

#include <algorithm>

namespace RpcScope {

using Type = JsonDocument::Type;

namespace {

bool isIntegerLiteral(QByteArrayView raw)
{
    for (char c : raw) {
        if (c == '.' || c == 'e' || c == 'E')
            return false;
    }
    return !raw.isEmpty();
}

QString quoted(const QString &text)
{
    return QStringLiteral("\u201C%1\u201D").arg(text);
}

/// Reads one response and tells what it is; correlation happens afterwards.
class ResponseReader
{
public:
    ResponseReader(const JsonDocument &doc, const Classifier::Input &input, Classification &out)
        : m_doc(doc), m_input(input), m_out(out)
    {}

    ResponseInfo read(int node, int index)
    {
        ResponseInfo info;
        info.node = node;
        if (m_doc.type(node) != Type::Object) {
            add(QStringLiteral("not-an-envelope"),
                Tr::tr("Response %1 is not a JSON object.").arg(index + 1), index);
            return info;
        }
        checkMembers(node, index);

        const int idNode = m_doc.member(node, u"id");
        info.id = RequestId::fromNode(m_doc, idNode);
        if (idNode < 0)
            add(QStringLiteral("missing-id"), Tr::tr("Response %1 has no id member.").arg(index + 1), index);

        const int result = m_doc.member(node, u"result");
        const int error = m_doc.member(node, u"error");
        if (result >= 0 && error >= 0) {
            add(QStringLiteral("both-result-and-error"),
                Tr::tr("Response %1 has both result and error.").arg(index + 1), index);
            return info;
        }
        if (result < 0 && error < 0) {
            add(QStringLiteral("missing-result-and-error"),
                Tr::tr("Response %1 has neither result nor error.").arg(index + 1), index);
            return info;
        }
        if (error >= 0) {
            info.outcome = ResponseInfo::Outcome::Error;
            info.error = decodeError(error, index);
        } else {
            info.outcome = ResponseInfo::Outcome::Result;
            info.resultNode = result;
        }
        return info;
    }

    /// Once the request is known: tool-errors and business-errors are results that failed.
    void refineResult(ResponseInfo &info) const
    {
        if (info.outcome != ResponseInfo::Outcome::Result || m_doc.type(info.resultNode) != Type::Object)
            return;
        const int isError = m_doc.member(info.resultNode, u"isError");
        const bool toolCall = info.method.isEmpty() || info.method == u"tools/call";
        if (toolCall && isError >= 0 && m_doc.type(isError) == Type::True) {
            info.outcome = ResponseInfo::Outcome::ToolError;
            return;
        }
        if (!m_input.detectBusinessErrors)
            return;
        const int ok = m_doc.member(info.resultNode, u"ok");
        const int errors = m_doc.member(info.resultNode, u"errors");
        if (ok >= 0 && m_doc.type(ok) == Type::False && errors >= 0 && m_doc.type(errors) == Type::Array)
            info.outcome = ResponseInfo::Outcome::BusinessError;
    }

private:
    void add(const QString &id, const QString &message, int response)
    {
        m_out.findings.append(FindingCatalog::make(id, message, response));
    }

    void checkMembers(int node, int index)
    {
        const int version = m_doc.member(node, u"jsonrpc");
        if (version < 0) {
            add(QStringLiteral("bad-jsonrpc-version"),
                Tr::tr("Response %1 has no jsonrpc member.").arg(index + 1), index);
        } else if (m_doc.type(version) != Type::String || m_doc.string(version) != u"2.0") {
            add(QStringLiteral("bad-jsonrpc-version"),
                Tr::tr("Response %1 says jsonrpc %2 instead of \"2.0\".")
                    .arg(index + 1)
                    .arg(QString::fromUtf8(m_doc.raw(version))),
                index);
        }
        for (int child = m_doc.firstChild(node); child >= 0; child = m_doc.nextSibling(child)) {
            const QString key = m_doc.string(m_doc.keyNode(child));
            if (key != u"jsonrpc" && key != u"result" && key != u"error" && key != u"id") {
                add(QStringLiteral("extra-member"),
                    Tr::tr("Response %1 has a non-standard top-level member %2.").arg(index + 1).arg(quoted(key)),
                    index);
            }
        }
    }

    DecodedError decodeError(int error, int index)
    {
        DecodedError decoded;
        if (m_doc.type(error) != Type::Object) {
            add(QStringLiteral("bad-error-object"),
                Tr::tr("The error of response %1 is not an object.").arg(index + 1), index);
            return decoded;
        }
        const int code = m_doc.member(error, u"code");
        const int message = m_doc.member(error, u"message");
        const int data = m_doc.member(error, u"data");
        QStringList problems;
        if (code < 0) {
            problems.append(Tr::tr("it has no code"));
        } else {
            decoded.codeRaw = m_doc.raw(code).toByteArray();
            bool ok = false;
            if (m_doc.type(code) == Type::Number && isIntegerLiteral(m_doc.raw(code)))
                decoded.code = m_doc.toInt64(code, &ok);
            decoded.codeIsInteger = ok;
            if (!ok) {
                problems.append(Tr::tr("its code %1 is not an integer").arg(QString::fromUtf8(decoded.codeRaw)));
            } else if (ErrorCatalog::isReserved(decoded.code) && !ErrorCatalog::isPredefined(decoded.code)
                       && !ErrorCatalog::isServerError(decoded.code)) {
                problems.append(Tr::tr("its code %1 is reserved by JSON-RPC but not defined").arg(decoded.code));
            }
        }
        if (message < 0)
            problems.append(Tr::tr("it has no message"));
        else if (m_doc.type(message) != Type::String)
            problems.append(Tr::tr("its message is not a string"));
        else
            decoded.message = m_doc.string(message);
        if (!problems.isEmpty()) {
            add(QStringLiteral("bad-error-object"),
                Tr::tr("The error of response %1 is malformed: %2.")
                    .arg(index + 1)
                    .arg(problems.join(QStringLiteral("; "))),
                index);
        }
        if (decoded.codeIsInteger) {
            decoded.name = ErrorCatalog::name(decoded.code, m_input.dialect);
            decoded.displayName = ErrorCatalog::displayName(decoded.code, m_input.dialect);
        }
        if (data >= 0) {
            decoded.dataRaw = m_doc.raw(data).toByteArray();
            decoded.applicationCode = applicationCode(data);
        }
        return decoded;
    }

    /// Chorus nests its domain code in error.data.code; MCP wrappers use *_code members.
    QString applicationCode(int data) const
    {
        if (m_doc.type(data) != Type::Object)
            return {};
        int found = m_doc.member(data, u"code");
        for (int child = m_doc.firstChild(data); found < 0 && child >= 0; child = m_doc.nextSibling(child)) {
            if (m_doc.string(m_doc.keyNode(child)).endsWith(u"_code"))
                found = child;
        }
        if (found < 0)
            return {};
        if (m_doc.type(found) == Type::String)
            return m_doc.string(found);
        if (m_doc.type(found) == Type::Number)
            return QString::fromUtf8(m_doc.raw(found));
        return {};
    }

    const JsonDocument &m_doc;
    const Classifier::Input &m_input;
    Classification &m_out;
};

ErrorDialect guessDialect(const SentMessage &sent)
{
    for (const auto &item : sent.items) {
        const ErrorDialect dialect = ErrorCatalog::dialectForMethod(item.method);
        if (dialect != ErrorDialect::None)
            return dialect;
    }
    return ErrorDialect::None;
}

/// Pairs responses with the requests they answer and reports what does not add up.
void correlate(const SentMessage &sent, Classification &out)
{
    QList<int> answeredBy(sent.items.size(), -1);
    const bool notificationsSent = std::any_of(sent.items.cbegin(), sent.items.cend(),
                                               [](const auto &item) { return item.isNotification(); });
    const bool singleNotification = sent.parsed && !sent.batch && sent.onlyNotifications();
    auto add = [&out](const char *id, const QString &message, int response) {
        out.findings.append(FindingCatalog::make(QString::fromLatin1(id), message, response));
    };

    for (int r = 0; r < out.responses.size(); ++r) {
        ResponseInfo &response = out.responses[r];
        if (response.node < 0 || out.document.type(response.node) != Type::Object)
            continue;
        if (singleNotification) {
            add("notification-answered", Tr::tr("The notification was answered (response %1).").arg(r + 1), r);
            continue;
        }
        if (response.id.isAbsent())
            continue;   // missing-id is already reported
        if (response.outcome == ResponseInfo::Outcome::Error && response.error.codeIsInteger
            && response.error.code == -32700 && response.id.kind() != RequestId::Kind::Null) {
            add("parse-error-with-id",
                Tr::tr("Response %1 reports a parse error (-32700) but names the id %2.").arg(r + 1).arg(response.id.display()),
                r);
        }
        int match = -1;
        bool typeChanged = false;
        bool duplicate = false;
        for (int i = 0; i < sent.items.size(); ++i) {
            const auto &item = sent.items.at(i);
            if (item.isNotification())
                continue;
            if (item.id.matches(response.id)) {
                if (answeredBy.at(i) < 0) {
                    match = i;
                    duplicate = false;
                    break;
                }
                duplicate = true;
                match = i;
            }
        }
        if (match < 0) {
            for (int i = 0; i < sent.items.size(); ++i) {
                const auto &item = sent.items.at(i);
                if (!item.isNotification() && answeredBy.at(i) < 0 && item.id.matchesOnlyAsText(response.id)) {
                    match = i;
                    typeChanged = true;
                    break;
                }
            }
        }
        if (duplicate) {
            add("batch-duplicate-response",
                Tr::tr("The id %1 was answered more than once (response %2).").arg(response.id.display(), QString::number(r + 1)), r);
            response.request = match;
            response.method = sent.items.at(match).method;
            continue;
        }
        if (match >= 0) {
            if (typeChanged) {
                add("id-type-changed",
                    Tr::tr("The request's id %1 came back as %2.")
                        .arg(sent.items.at(match).id.display(), response.id.display()),
                    r);
            }
            answeredBy[match] = r;
            response.request = match;
            response.method = sent.items.at(match).method;
            continue;
        }
        const bool nullErrorId = response.id.kind() == RequestId::Kind::Null
                                 && response.outcome == ResponseInfo::Outcome::Error;
        if (nullErrorId) {
            // JSON-RPC 5: id is null when the server could not read the request's id.
            // That answers an unreadable item, or the whole unparseable message.
            if (!sent.parsed || sent.isEmptyBatch())
                continue;
            const bool serverCouldNotReadId = response.error.codeIsInteger
                                       && (response.error.code == -32700 || response.error.code == -32600);
            if (serverCouldNotReadId)
                continue;
        }
        if (notificationsSent && response.id.kind() == RequestId::Kind::Null) {
            add("notification-answered",
                Tr::tr("Response %1 (id null) looks like an answer to a notification.").arg(r + 1), r);
            continue;
        }
        add("id-mismatch", Tr::tr("Response %1 has id %2, which no request had.").arg(r + 1).arg(response.id.display()),
            r);
    }

    if (!sent.parsed || sent.isEmptyBatch() || out.hasFinding(QStringLiteral("batch-not-array")))
        return;
    for (int i = 0; i < sent.items.size(); ++i) {
        const auto &item = sent.items.at(i);
        if (item.isNotification() || answeredBy.at(i) >= 0)
            continue;
        if (!item.valid)
            continue;   // the server's answer to an unreadable item has id null: checked above
        if (sent.batch) {
            add("batch-missing-response",
                Tr::tr("Request %1 (%2, id %3) got no response.")
                    .arg(i + 1)
                    .arg(item.method, item.id.display()),
                -1);
        } else if (out.responses.isEmpty()) {
            add("request-unanswered", Tr::tr("The request (id %1) got no response.").arg(item.id.display()), -1);
        }
    }
}

Classification::Outcome overallOutcome(const Classification &out)
{
    if (out.responses.isEmpty())
        return Classification::Outcome::Invalid;
    bool anyError = false;
    bool anyInvalid = false;
    for (const auto &response : out.responses) {
        switch (response.outcome) {
        case ResponseInfo::Outcome::Error:
        case ResponseInfo::Outcome::ToolError:
        case ResponseInfo::Outcome::BusinessError: anyError = true; break;
        case ResponseInfo::Outcome::Invalid: anyInvalid = true; break;
        case ResponseInfo::Outcome::Result: break;
        }
    }
    if (anyError)
        return Classification::Outcome::Error;
    return anyInvalid ? Classification::Outcome::Invalid : Classification::Outcome::Result;
}

/// What the server asked of the client in its headers, in words: wait (Retry-After) or
/// authenticate (WWW-Authenticate). Empty when it asked nothing.
QString httpRequests(const HttpMeta &http)
{
    QStringList notes;
    const QByteArray retryAfter = headerValue(http.responseHeaders, "retry-after").trimmed();
    if (!retryAfter.isEmpty()) {
        bool seconds = false;
        const int delay = retryAfter.toInt(&seconds);
        notes.append(seconds ? Tr::tr("The server asks to retry after %n second(s) (Retry-After).", nullptr, delay)
                             : Tr::tr("The server asks to retry after %1 (Retry-After).")
                                   .arg(QString::fromLatin1(retryAfter)));
    }
    const QByteArray authenticate = headerValue(http.responseHeaders, "www-authenticate").trimmed();
    if (!authenticate.isEmpty())
        notes.append(Tr::tr("The server asks for credentials: %1").arg(QString::fromLatin1(authenticate)));
    return notes.join(u' ');
}

QString withHttpRequests(const QString &summary, const HttpMeta *http)
{
    const QString notes = http ? httpRequests(*http) : QString();
    return notes.isEmpty() ? summary : summary + u' ' + notes;
}

/// Whether \a node, or an element of arrays nested in it at any depth, passes \a test.
/// Walked with a list, not by recursion: a server's body may nest a million arrays.
template<typename Test>
bool anyInArrays(const JsonDocument &doc, int node, Test test)
{
    QList<int> pending{node};
    while (!pending.isEmpty()) {
        const int at = pending.takeLast();
        if (doc.type(at) != Type::Array) {
            if (test(at))
                return true;
            continue;
        }
        const qsizetype before = pending.size();
        for (int child = doc.firstChild(at); child >= 0; child = doc.nextSibling(child))
            pending.append(child);
        std::reverse(pending.begin() + before, pending.end());   // the first element is looked at first
    }
    return false;
}

/// An object that means to be a JSON-RPC response (so its flaws are findings), as opposed
/// to some other JSON a proxy or an auth layer sent, like {"error":"unauthorized"}.
bool looksLikeEnvelope(const JsonDocument &doc, int node)
{
    return anyInArrays(doc, node, [&doc](int at) {
        if (doc.type(at) != Type::Object)
            return false;
        const int error = doc.member(at, u"error");
        return doc.member(at, u"jsonrpc") >= 0 || doc.member(at, u"result") >= 0
               || (error >= 0 && doc.type(error) == Type::Object);
    });
}

/// Whether an HTTP failure's body is a JSON-RPC answer at all: an object (or an array with
/// one) that names `jsonrpc` or carries an `id`. Chorus answers a bad key with HTTP 401 and
/// `{"error":{"code":"AUTH_KEY_INVALID",…}}`: no envelope, so an HTTP failure, not a
/// JSON-RPC error with a string code.
bool carriesEnvelope(const JsonDocument &doc, int node)
{
    return anyInArrays(doc, node, [&doc](int at) {
        return doc.type(at) == Type::Object && (doc.member(at, u"jsonrpc") >= 0 || doc.member(at, u"id") >= 0);
    });
}

QString describeBody(const QByteArray &body, const HttpMeta *http)
{
    const QByteArray type = http ? headerValue(http->responseHeaders, "content-type") : QByteArray();
    if (type.toLower().contains("html") || body.trimmed().startsWith('<'))
        return Tr::tr("an HTML page");
    if (!type.isEmpty())
        return Tr::tr("a %1 body").arg(QString::fromLatin1(type.split(';').first().trimmed()));
    return Tr::tr("a body that is not JSON");
}

/// MCP 2026-07-28's subscriptions/listen: the stream begins with an acknowledgement that
/// carries the request's id as its subscription id, and brings only what the request asked for.
void checkListenStream(const Classifier::Input &input, Classification &out)
{
    if (input.sent.batch || input.sent.items.size() != 1 || input.streamMessages.isEmpty())
        return;
    const SentMessage::Item &item = input.sent.items.first();
    if (item.method != u"subscriptions/listen" || !McpWire::isModern(item.mcpRevision))
        return;
    const JsonDocument filter = JsonDocument::parse(input.listenFilter);
    const auto asked = [&filter](QStringView flag) {
        const int node = filter.isValid() ? filter.member(0, flag) : -1;
        return node >= 0 && filter.type(node) == Type::True;
    };
    const int uris = filter.isValid() ? filter.member(0, u"resourceSubscriptions") : -1;
    QSet<QString> subscribed;
    for (int uri = uris >= 0 ? filter.firstChild(uris) : -1; uri >= 0; uri = filter.nextSibling(uri))
        subscribed.insert(filter.string(uri));
    static const QString acknowledged = QStringLiteral("notifications/subscriptions/acknowledged");
    bool first = true;
    bool saidUnrequested = false;
    for (const QByteArray &message : input.streamMessages) {
        const JsonDocument doc = JsonDocument::parse(message);
        const QString method = doc.isValid() && doc.type(0) == Type::Object ? doc.memberString(0, u"method") : QString();
        if (method.isEmpty())
            continue;   // an answer (the stream's end), or what is not a notification
        const int params = doc.member(0, u"params");
        if (std::exchange(first, false)) {
            const int meta = params >= 0 ? doc.member(params, u"_meta") : -1;
            const int id = meta >= 0 ? doc.member(meta, u"io.modelcontextprotocol/subscriptionId") : -1;
            if (method != acknowledged || id < 0 || !item.id.matches(RequestId::fromNode(doc, id))) {
                out.findings.append(FindingCatalog::make(
                    QStringLiteral("mcp-listen-unacknowledged"),
                    method == acknowledged
                        ? Tr::tr("The subscriptions/listen acknowledgement does not carry the request's id %1 as its "
                                 "subscriptionId.").arg(item.id.display())
                        : Tr::tr("The subscriptions/listen stream began with %1, not with %2.").arg(method, acknowledged)));
            }
            if (method == acknowledged)
                continue;
        }
        QString unrequested;
        if ((method == u"notifications/tools/list_changed" && !asked(u"toolsListChanged"))
            || (method == u"notifications/prompts/list_changed" && !asked(u"promptsListChanged"))
            || (method == u"notifications/resources/list_changed" && !asked(u"resourcesListChanged"))) {
            unrequested = method;
        } else if (method == u"notifications/resources/updated") {
            const QString uri = params >= 0 ? doc.memberString(params, u"uri") : QString();
            if (!subscribed.contains(uri))
                unrequested = Tr::tr("%1 for %2").arg(method, uri);
        }
        if (!unrequested.isEmpty() && !std::exchange(saidUnrequested, true)) {
            out.findings.append(FindingCatalog::make(
                QStringLiteral("mcp-listen-unrequested"),
                Tr::tr("The subscriptions/listen stream brought %1, which the request did not ask for.").arg(unrequested)));
        }
    }
}

} // namespace

bool Classifier::isJsonMediaType(QByteArrayView contentType)
{
    const QByteArray type = contentType.toByteArray().split(';').first().trimmed().toLower();
    return type == "application/json" || type == "application/json-rpc"
           || (type.startsWith("application/") && type.endsWith("+json"));
}

namespace {

// MCP 2026-07-28's demands on what answers a stateless request (the request named the
// revision in its _meta): resultType on every result, something to answer in input_required,
// cache hints on the cacheable results, and no session.
void checkStatelessMcp(const Classifier::Input &input, Classification &out)
{
    const bool stateless = std::any_of(input.sent.items.cbegin(), input.sent.items.cend(),
                                       [](const SentMessage::Item &item) { return McpWire::isModern(item.mcpRevision); });
    if (!stateless)
        return;
    auto add = [&out](const char *id, const QString &message) {
        out.findings.append(FindingCatalog::make(QString::fromLatin1(id), message));
    };
    const QByteArray session = input.http ? headerValue(input.http->responseHeaders, "mcp-session-id") : QByteArray();
    if (!session.isEmpty())
        add("mcp-stateless-session-id", Tr::tr("The server sent Mcp-Session-Id %1 to a request of MCP 2026-07-28, which has no sessions.")
                                            .arg(QString::fromLatin1(session.left(80))));
    const JsonDocument &doc = out.document;
    static const QStringList cacheable{QStringLiteral("server/discover"), QStringLiteral("tools/list"),
                                       QStringLiteral("prompts/list"), QStringLiteral("resources/list"),
                                       QStringLiteral("resources/templates/list"), QStringLiteral("resources/read")};
    for (const ResponseInfo &response : std::as_const(out.responses)) {
        if (response.resultNode < 0 || doc.type(response.resultNode) != Type::Object || response.request < 0
            || !McpWire::isModern(input.sent.items.at(response.request).mcpRevision))
            continue;
        const int result = response.resultNode;
        const QString method = input.sent.items.at(response.request).method;
        const int type = doc.member(result, u"resultType");
        if (type < 0) {
            add("mcp-result-type-missing", Tr::tr("The result of %1 carries no resultType.").arg(method));
        } else if (doc.string(type) == u"task" || method == u"tasks/get") {
            // The tasks extension: a CreateTaskResult, or a task's state, names the task and its status.
            const int id = doc.member(result, u"taskId");
            const int status = doc.member(result, u"status");
            if (id < 0 || doc.type(id) != Type::String || status < 0 || doc.type(status) != Type::String)
                add("mcp-task-incomplete", Tr::tr("The task in the result of %1 lacks %2.")
                                               .arg(method, id < 0 || doc.type(id) != Type::String ? QStringLiteral("taskId")
                                                                                                   : QStringLiteral("status")));
            continue;
        } else if (doc.string(type) == u"input_required") {
            if (doc.member(result, u"inputRequests") < 0 && doc.member(result, u"requestState") < 0)
                add("mcp-input-required-empty",
                    Tr::tr("The input_required result of %1 has neither inputRequests nor requestState.").arg(method));
            continue;
        }
        if (cacheable.contains(method) && (doc.member(result, u"ttlMs") < 0 || doc.member(result, u"cacheScope") < 0))
            add("mcp-cache-hints-missing", Tr::tr("The result of %1 lacks %2.")
                                                .arg(method, doc.member(result, u"ttlMs") < 0 ? QStringLiteral("ttlMs")
                                                                                              : QStringLiteral("cacheScope")));
    }
}

} // namespace

Classification Classifier::classify(const Input &rawInput)
{
    Input input = rawInput;
    if (input.dialect == ErrorDialect::None)
        input.dialect = guessDialect(input.sent);

    Classification out;
    const HttpMeta *http = input.http;
    const int status = http ? http->status : 0;
    const bool httpFailure = http && (status < 200 || status >= 300);
    auto add = [&out](const char *id, const QString &message) {
        out.findings.append(FindingCatalog::make(QString::fromLatin1(id), message));
    };

    // Each side numbers its own requests, so this is legal; but a peer that matches by id
    // alone takes the server's request for the answer, or the answer for the request.
    for (const auto &serverRequest : std::as_const(input.serverRequests)) {
        const RequestId &serverId = serverRequest.first;   // not a structured binding: C++17 lambdas cannot capture one
        const bool ours = std::any_of(input.sent.items.cbegin(), input.sent.items.cend(),
                                      [&serverId](const auto &item) { return !item.isNotification() && item.id == serverId; });
        if (ours) {
            add("server-request-reuses-id",
                Tr::tr("While request %1 was open the server sent a request of its own (%2) with the same id.")
                    .arg(serverId.display(), serverRequest.second));
        }
    }

    checkListenStream(input, out);

    // A failed transfer wins even with part of a body in hand: the part is kept for display,
    // but it is not an answer.
    if (input.transportError.isError()) {
        out.outcome = Classification::Outcome::TransportError;
        out.summary = input.transportError.message;
        return out;
    }

    if (input.body.isEmpty()) {
        if (httpFailure) {
            out.outcome = Classification::Outcome::TransportError;
            out.summary = withHttpRequests(Tr::tr("HTTP %1 with an empty body.").arg(http->statusText()),
                                           http);
        } else if (input.sent.onlyNotifications()) {
            out.outcome = Classification::Outcome::Notification;
            out.summary = Tr::tr("Notification delivered; no reply is due.");
        } else {
            add("request-unanswered", status == 204 ? Tr::tr("The server answered HTTP 204 No Content to a request.")
                                                    : Tr::tr("The server sent an empty body for a request."));
            out.outcome = Classification::Outcome::Invalid;
            out.summary = Tr::tr("No reply to the request.");
        }
        return out;
    }

    if (http) {
        const QByteArray type = headerValue(http->responseHeaders, "content-type");
        const bool eventStream = type.split(';').first().trimmed().toLower() == "text/event-stream";
        if (!isJsonMediaType(type) && !(input.streaming && eventStream)) {
            add("content-type", type.isEmpty() ? Tr::tr("The response has no Content-Type header.")
                                               : Tr::tr("The body is declared as %1, not as JSON.")
                                                     .arg(QString::fromLatin1(type)));
        }
    }

    const bool reuse = input.parsedBody.isValid() && input.parsedBody.bytes().constData() == input.body.constData();
    out.document = reuse ? input.parsedBody : JsonDocument::parse(input.body);
    const JsonDocument &doc = out.document;
    if (!doc.isValid()) {
        add("not-json", Tr::tr("The body is not JSON: %1").arg(doc.error().message));
        if (httpFailure) {
            out.outcome = Classification::Outcome::TransportError;
            out.summary = withHttpRequests(Tr::tr("HTTP %1 with %2.").arg(http->statusText(), describeBody(input.body, http)),
                                           http);
        } else {
            out.outcome = Classification::Outcome::Invalid;
            out.summary = Tr::tr("The reply is not JSON.");
        }
        return out;
    }

    for (const auto &duplicate : doc.duplicateKeys()) {
        add("duplicate-key", Tr::tr("The key %1 occurs more than once in one object; the last one wins in most parsers.")
                                 .arg(quoted(duplicate.key)));
    }

    if (httpFailure && !carriesEnvelope(doc, 0)) {
        out.outcome = Classification::Outcome::TransportError;
        out.summary = withHttpRequests(
            Tr::tr("HTTP %1 without a JSON-RPC envelope.").arg(http->statusText()), http);
        return out;
    }

    const Type top = doc.type(0);
    if (top != Type::Object && top != Type::Array) {
        add("not-an-envelope", Tr::tr("The body is a JSON %1, not a response object.")
                                   .arg(top == Type::String ? Tr::tr("string") : Tr::tr("scalar")));
        out.outcome = Classification::Outcome::Invalid;
        return out;
    }

    out.batchResponse = top == Type::Array;
    const bool sentBatch = input.sent.parsed && input.sent.batch && !input.sent.isEmptyBatch();
    if (sentBatch && !out.batchResponse)
        add("batch-not-array", Tr::tr("The batch was answered with a single object instead of an array."));
    if (input.sent.parsed && !input.sent.batch && out.batchResponse)
        add("unexpected-batch", Tr::tr("A single request was answered with an array."));

    ResponseReader reader(doc, input, out);
    if (out.batchResponse) {
        int index = 0;
        for (int child = doc.firstChild(0); child >= 0; child = doc.nextSibling(child))
            out.responses.append(reader.read(child, index++));
        if (out.responses.isEmpty())
            add("not-an-envelope", Tr::tr("The body is an empty array."));
    } else {
        out.responses.append(reader.read(0, 0));
    }

    correlate(input.sent, out);
    for (auto &response : out.responses)
        reader.refineResult(response);

    if (http && status != 200 && looksLikeEnvelope(doc, 0))
        add("http-status", Tr::tr("A JSON-RPC envelope came with HTTP %1.").arg(http->statusText()));
    checkStatelessMcp(input, out);
    out.outcome = overallOutcome(out);
    out.summary = withHttpRequests(out.summary, http);
    return out;
}

bool Classification::hasErrorFinding() const
{
    return std::any_of(findings.cbegin(), findings.cend(),
                       [](const Finding &f) { return f.severity == Finding::Severity::Error; });
}

bool Classification::hasFinding(const QString &id) const
{
    return std::any_of(findings.cbegin(), findings.cend(), [&id](const Finding &f) { return f.id == id; });
}

QString Classification::outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Result: return QStringLiteral("result");
    case Outcome::Error: return QStringLiteral("error");
    case Outcome::Notification: return QStringLiteral("notification");
    case Outcome::TransportError: return QStringLiteral("transport-error");
    case Outcome::Invalid: return QStringLiteral("invalid");
    }
    return {};
}

QString ResponseInfo::outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Result: return QStringLiteral("result");
    case Outcome::Error: return QStringLiteral("error");
    case Outcome::ToolError: return QStringLiteral("tool-error");
    case Outcome::BusinessError: return QStringLiteral("business-error");
    case Outcome::Invalid: return QStringLiteral("invalid");
    }
    return {};
}

} // namespace RpcScope

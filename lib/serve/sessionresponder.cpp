#include "lib/serve/sessionresponder.h"

#include "lib/json/jsonbuilder.h"
#include "lib/json/jsondocument.h"

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

// JSON-RPC 2.0 §5.1
constexpr int kParseError = -32700;
constexpr int kInvalidRequest = -32600;

QByteArray errorResponse(QByteArrayView id, int code, const QString &message, const QString &method = {})
{
    JsonBuilder json(0);
    json.beginObject();
    json.key(u"jsonrpc").value(u"2.0");
    json.key(u"id").raw(id.isEmpty() ? QByteArrayView("null") : id);
    json.key(u"error").beginObject();
    json.key(u"code").value(code);
    json.key(u"message").value(message);
    if (!method.isEmpty())
        json.key(u"data").beginObject().key(u"method").value(method).endObject();
    json.endObject();
    json.endObject();
    return json.text();
}

} // namespace

QString ServedCall::matchName(Match match)
{
    switch (match) {
    case Match::Exact: return u"exact"_s;
    case Match::MethodOnly: return u"method"_s;
    case Match::None: return u"none"_s;
    case Match::Notification: return u"notification"_s;
    case Match::Invalid: return u"invalid"_s;
    }
    return u"none"_s;
}

QByteArray SessionResponder::answerCall(const JsonDocument &document, int node, ServedCall *call)
{
    if (document.type(node) != JsonDocument::Type::Object) {
        call->match = ServedCall::Match::Invalid;
        return errorResponse({}, kInvalidRequest, u"Invalid Request: a call must be a JSON object."_s);
    }
    const int idNode = document.member(node, u"id");
    const int methodNode = document.member(node, u"method");
    if (idNode >= 0) {
        const JsonDocument::Type type = document.type(idNode);
        // An id that is not a string, number or null makes no request (JSON-RPC 2.0 §4), and
        // cannot be echoed: answered with null, as the specification says for an id it cannot read.
        if (type != JsonDocument::Type::String && type != JsonDocument::Type::Number && type != JsonDocument::Type::Null) {
            call->id = QByteArrayLiteral("null");
            call->match = ServedCall::Match::Invalid;
            return errorResponse(call->id, kInvalidRequest, u"Invalid Request: the id must be a string, a number or null."_s);
        }
        call->id = document.raw(idNode).toByteArray();
    }
    if (methodNode < 0 || document.type(methodNode) != JsonDocument::Type::String) {
        call->match = ServedCall::Match::Invalid;
        return errorResponse(call->id, kInvalidRequest, u"Invalid Request: the method member must be a string."_s);
    }
    call->method = document.string(methodNode);
    if (idNode < 0) {
        call->match = ServedCall::Match::Notification;
        return {};
    }
    const RecordedAnswers::Lookup lookup = m_answers.take(call->method, document, document.member(node, u"params"));
    if (!lookup.answer) {
        call->match = ServedCall::Match::None;
        return errorResponse(call->id, kNoMatchCode,
                             u"Nothing in the session matches this call: method \"%1\" was never answered."_s
                                 .arg(call->method),
                             call->method);
    }
    call->match = lookup.match == RecordedAnswers::Match::Exact ? ServedCall::Match::Exact : ServedCall::Match::MethodOnly;
    call->sequence = lookup.answer->sequence;
    return lookup.answer->withId(document.raw(idNode));
}

SessionResponder::Reply SessionResponder::respond(const QByteArray &request)
{
    Reply reply;
    const JsonDocument document = JsonDocument::parse(request);
    if (!document.isValid()) {
        reply.calls.append({ServedCall::Match::Invalid, {}, {}, 0});
        reply.body = errorResponse({}, kParseError, u"Parse error: the request is not valid JSON."_s);
        return reply;
    }
    if (document.type(0) != JsonDocument::Type::Array) {
        ServedCall call;
        reply.body = answerCall(document, 0, &call);
        reply.calls.append(call);
        return reply;
    }
    if (document.childCount(0) == 0) {
        reply.calls.append({ServedCall::Match::Invalid, {}, {}, 0});
        reply.body = errorResponse({}, kInvalidRequest, u"Invalid Request: the batch is empty."_s);
        return reply;
    }
    QByteArray body = QByteArrayLiteral("[");
    for (int node = document.firstChild(0); node >= 0; node = document.nextSibling(node)) {
        ServedCall call;
        const QByteArray answer = answerCall(document, node, &call);
        reply.calls.append(call);
        if (answer.isEmpty())
            continue;
        if (body.size() > 1)
            body.append(',');
        body.append(answer);
    }
    // "If there are no Response objects contained within the Response array as it is to be
    // sent to the client, the server MUST NOT return an empty Array and should return nothing."
    if (body.size() > 1)
        reply.body = body + ']';
    return reply;
}

} // namespace RpcScope

#include "lib/demo/demoendpoint.h"

#include "lib/demo/demorawjson.h"
#include "lib/json/jsonbuilder.h"
#include "lib/json/jsonwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>

using namespace Qt::StringLiterals;

namespace RpcScope {

DemoOutcome DemoOutcome::result(QByteArray json)
{
    DemoOutcome outcome;
    outcome.m_kind = Kind::Result;
    outcome.m_json = std::move(json);
    return outcome;
}

DemoOutcome DemoOutcome::error(int code, const QString &message, QByteArray dataJson)
{
    DemoOutcome outcome;
    outcome.m_kind = Kind::Error;
    outcome.m_code = code;
    outcome.m_message = message;
    outcome.m_json = std::move(dataJson);
    return outcome;
}

DemoOutcome DemoOutcome::envelope(QByteArray response)
{
    DemoOutcome outcome;
    outcome.m_kind = Kind::Envelope;
    outcome.m_json = std::move(response);
    return outcome;
}

namespace {

// The specification's own wording for the predefined errors. Everything an endpoint sends
// is plain English, never translated: the answer must not depend on the language of
// whoever runs the server (the GUI serves the demo from its own process).
const QString parseErrorMessage = u"Parse error"_s;
const QString invalidRequestMessage = u"Invalid Request"_s;

DemoOutcome invalidRequest(const QString &reason)
{
    JsonBuilder data(0);
    data.beginObject().key(u"reason").value(reason).endObject();
    return DemoOutcome::error(DemoEndpoint::InvalidRequest, invalidRequestMessage, data.text());
}

/// Qt's English wording for a parse error. QJsonParseError::errorString() would do, but it
/// is translated through Qt's own catalogue, which the GUI installs.
QString parseErrorReason(QJsonParseError::ParseError error)
{
    switch (error) {
    case QJsonParseError::NoError: return u"no error occurred"_s;
    case QJsonParseError::UnterminatedObject: return u"unterminated object"_s;
    case QJsonParseError::MissingNameSeparator: return u"missing name separator"_s;
    case QJsonParseError::UnterminatedArray: return u"unterminated array"_s;
    case QJsonParseError::MissingValueSeparator: return u"missing value separator"_s;
    case QJsonParseError::IllegalValue: return u"illegal value"_s;
    case QJsonParseError::TerminationByNumber: return u"invalid termination by number"_s;
    case QJsonParseError::IllegalNumber: return u"illegal number"_s;
    case QJsonParseError::IllegalEscapeSequence: return u"invalid escape sequence"_s;
    case QJsonParseError::IllegalUTF8String: return u"invalid UTF8 string"_s;
    case QJsonParseError::UnterminatedString: return u"unterminated string"_s;
    case QJsonParseError::MissingObject: return u"object is missing after a comma"_s;
    case QJsonParseError::DeepNesting: return u"too deeply nested document"_s;
    case QJsonParseError::DocumentTooLarge: return u"too large document"_s;
    case QJsonParseError::GarbageAtEnd: return u"garbage at the end of the document"_s;
    }
    return u"invalid JSON"_s;
}

/// True when \a body is one JSON value that is not an object or an array: valid JSON,
/// but not a request, so it is an invalid request rather than a parse error.
bool isLoneScalar(const QByteArray &body)
{
    const QByteArrayView text = DemoRawJson::trimmed(body);
    if (text.isEmpty())
        return false;
    QJsonParseError error;
    const QJsonDocument wrapped = QJsonDocument::fromJson('[' + text.toByteArray() + ']', &error);
    return error.error == QJsonParseError::NoError && wrapped.array().size() == 1;
}

} // namespace

struct DemoEndpoint::Exchange
{
    QByteArray body;            // keeps the raw views of the items alive
    bool batch = false;
    QList<QByteArray> parts;    // one response per item; empty for notifications
    int outstanding = 1;        // the dispatch loop itself holds one count
    bool sessionStarted = false;
    ReplyHandler onReply;
};

QByteArray DemoEndpoint::response(QByteArrayView idText, const DemoOutcome &outcome)
{
    if (outcome.kind() == DemoOutcome::Kind::Envelope)
        return outcome.json();
    // Members in the order people read them; QJsonObject would sort them.
    JsonBuilder text(0);
    text.beginObject().key(u"jsonrpc").value(u"2.0").key(u"id").raw(idText);
    if (outcome.kind() == DemoOutcome::Kind::Result) {
        text.key(u"result").raw(outcome.json());
    } else {
        text.key(u"error").beginObject()
            .key(u"code").value(outcome.code())
            .key(u"message").value(outcome.message());
        if (!outcome.json().isEmpty())
            text.key(u"data").raw(outcome.json());
        text.endObject();
    }
    text.endObject();
    return text.text();
}

DemoOutcome DemoEndpoint::invalidParams(const QString &param, const QString &message)
{
    JsonBuilder data(0);
    data.beginObject().key(u"param").value(param).key(u"message").value(message).endObject();
    return DemoOutcome::error(InvalidParams, u"Invalid params"_s, data.text());
}

DemoOutcome DemoEndpoint::applicationError(const QString &message, QLatin1StringView code,
                                           QByteArray detailsJson)
{
    JsonBuilder data(0);
    data.beginObject().key(u"code").value(QString(code)).key(u"details").raw(detailsJson)
        .endObject();
    return DemoOutcome::error(ApplicationError, message, data.text());
}

void DemoEndpoint::handle(const QByteArray &body, ReplyHandler onReply)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // "If there was an error in detecting the id in the Request object (e.g. Parse
        // error/Invalid Request), it MUST be Null."
        if (isLoneScalar(body)) {
            onReply({response("null", invalidRequest(u"a request must be a JSON object"_s)),
                     false});
            return;
        }
        JsonBuilder data(0);
        data.beginObject()
            .key(u"offset").value(parseError.offset)
            .key(u"reason").value(parseErrorReason(parseError.error))
            .endObject();
        onReply({response("null", DemoOutcome::error(ParseError, parseErrorMessage, data.text())),
                 false});
        return;
    }

    auto exchange = std::make_shared<Exchange>();
    exchange->body = body;
    exchange->onReply = std::move(onReply);
    if (document.isObject()) {
        exchange->parts.resize(1);
        handleItem(exchange, 0, document.object(), DemoRawJson::trimmed(exchange->body));
    } else {
        const QJsonArray items = document.array();
        if (items.isEmpty()) {
            // An empty batch is answered by one error object, not by an array.
            exchange->parts.append(response(
                "null", invalidRequest(u"a batch must contain at least one request"_s)));
        } else {
            exchange->batch = true;
            const QList<QByteArrayView> texts = DemoRawJson::elements(exchange->body);
            exchange->parts.resize(items.size());
            for (qsizetype i = 0; i < items.size(); ++i)
                handleItem(exchange, i, items.at(i),
                           i < texts.size() ? texts.at(i) : QByteArrayView());
        }
    }
    finishOne(exchange);
}

void DemoEndpoint::handleItem(const std::shared_ptr<Exchange> &exchange, qsizetype index,
                              const QJsonValue &item, QByteArrayView itemText)
{
    if (!item.isObject()) {
        exchange->parts[index] = response(
            "null", invalidRequest(u"a request must be a JSON object, not %1"_s
                                       .arg(item.isArray() ? u"an array"_s
                                            : item.isString() ? u"a string"_s
                                            : item.isDouble() ? u"a number"_s
                                            : item.isBool() ? u"a boolean"_s
                                                            : u"null"_s)));
        return;
    }
    const QJsonObject request = item.toObject();

    QString problem;
    const QJsonValue id = request.value(u"id");
    const QJsonValue jsonrpc = request.value(u"jsonrpc");
    const QJsonValue method = request.value(u"method");
    const QJsonValue params = request.value(u"params");
    static const QJsonValue version(u"2.0"_s);
    if (jsonrpc != version)
        problem = u"the member \"jsonrpc\" must be exactly \"2.0\""_s;
    else if (!method.isString())
        problem = u"the member \"method\" must be a string"_s;
    else if (request.contains(u"params") && !params.isArray() && !params.isObject())
        problem = u"the member \"params\" must be an array or an object"_s;
    else if (request.contains(u"id") && !id.isString() && !id.isDouble() && !id.isNull())
        problem = u"the member \"id\" must be a string, a number or null"_s;
    if (!problem.isEmpty()) {
        exchange->parts[index] = response("null", invalidRequest(problem));
        return;
    }

    DemoCall call;
    call.method = method.toString();
    call.params = request.contains(u"params") ? params : QJsonValue(QJsonValue::Undefined);
    call.paramsText = DemoRawJson::member(itemText, "params"_L1);
    call.notification = !request.contains(u"id");
    if (!call.notification) {
        call.idText = DemoRawJson::member(itemText, "id"_L1).toByteArray();
        if (call.idText.isEmpty())
            call.idText = "null"; // unreachable for text QJsonDocument accepted; stay well-formed
    }

    if (call.notification) {
        // "The Server MUST NOT reply to a Notification", so nothing waits for it; the
        // method still runs for its side effects.
        dispatch(call, [](const DemoOutcome &) {});
        return;
    }
    ++exchange->outstanding;
    dispatch(call, [exchange, index, idText = call.idText](const DemoOutcome &outcome) {
        exchange->parts[index] = response(idText, outcome);
        if (outcome.startsSession() && outcome.kind() == DemoOutcome::Kind::Result)
            exchange->sessionStarted = true;
        finishOne(exchange);
    });
}

void DemoEndpoint::finishOne(const std::shared_ptr<Exchange> &exchange)
{
    if (--exchange->outstanding > 0)
        return;
    DemoReply reply;
    reply.sessionStarted = exchange->sessionStarted;
    if (!exchange->batch) {
        reply.body = exchange->parts.value(0);
    } else {
        JsonBuilder body(0);
        bool answered = false;
        body.beginArray();
        for (const QByteArray &part : std::as_const(exchange->parts)) {
            if (part.isEmpty())
                continue;
            body.raw(part);
            answered = true;
        }
        body.endArray();
        // A batch of notifications only is answered by nothing at all.
        if (answered)
            reply.body = body.text();
    }
    const ReplyHandler onReply = std::move(exchange->onReply);
    exchange->parts.clear();
    onReply(reply);
}

} // namespace RpcScope

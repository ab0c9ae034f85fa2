#include "lib/demo/demoendpoint.h"

#include "lib/demo/demojsonwriter.h"
#include "lib/demo/demorawjson.h"
#include "lib/tr.h"

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

// The specification's own wording for the predefined errors.
const QString parseErrorMessage = u"Parse error"_s;
const QString invalidRequestMessage = u"Invalid Request"_s;

DemoOutcome invalidRequest(const QString &reason)
{
    DemoJsonWriter data;
    data.beginObject().key("reason"_L1).str(reason).endObject();
    return DemoOutcome::error(DemoEndpoint::InvalidRequest, invalidRequestMessage, data.take());
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
    // Members in the order people read them; composed as text because QJsonObject
    // would sort them.
    QByteArray text;
    text.reserve(outcome.json().size() + idText.size() + 96);
    text.append(R"({"jsonrpc":"2.0","id":)");
    text.append(idText);
    if (outcome.kind() == DemoOutcome::Kind::Result) {
        text.append(R"(,"result":)");
        text.append(outcome.json());
    } else {
        text.append(R"(,"error":{"code":)");
        text.append(QByteArray::number(outcome.code()));
        text.append(R"(,"message":)");
        DemoJsonWriter::appendQuoted(text, outcome.message().toUtf8());
        if (!outcome.json().isEmpty()) {
            text.append(R"(,"data":)");
            text.append(outcome.json());
        }
        text.append('}');
    }
    text.append('}');
    return text;
}

DemoOutcome DemoEndpoint::invalidParams(const QString &param, const QString &message)
{
    DemoJsonWriter data;
    data.beginObject().key("param"_L1).str(param).key("message"_L1).str(message).endObject();
    return DemoOutcome::error(InvalidParams, u"Invalid params"_s, data.take());
}

DemoOutcome DemoEndpoint::applicationError(const QString &message, QLatin1StringView code,
                                           QByteArray detailsJson)
{
    DemoJsonWriter data;
    data.beginObject().key("code"_L1).str(code).key("details"_L1).raw(detailsJson).endObject();
    return DemoOutcome::error(ApplicationError, message, data.take());
}

void DemoEndpoint::handle(const QByteArray &body, ReplyHandler onReply)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // "If there was an error in detecting the id in the Request object (e.g. Parse
        // error/Invalid Request), it MUST be Null."
        if (isLoneScalar(body)) {
            onReply({response("null", invalidRequest(Tr::tr("a request must be a JSON object"))),
                     false});
            return;
        }
        DemoJsonWriter data;
        data.beginObject()
            .key("offset"_L1).integer(parseError.offset)
            .key("reason"_L1).str(parseError.errorString())
            .endObject();
        onReply({response("null", DemoOutcome::error(ParseError, parseErrorMessage, data.take())),
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
                "null", invalidRequest(Tr::tr("a batch must contain at least one request"))));
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
            "null", invalidRequest(Tr::tr("a request must be a JSON object, not %1")
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
        problem = Tr::tr("the member \"jsonrpc\" must be exactly \"2.0\"");
    else if (!method.isString())
        problem = Tr::tr("the member \"method\" must be a string");
    else if (request.contains(u"params") && !params.isArray() && !params.isObject())
        problem = Tr::tr("the member \"params\" must be an array or an object");
    else if (request.contains(u"id") && !id.isString() && !id.isDouble() && !id.isNull())
        problem = Tr::tr("the member \"id\" must be a string, a number or null");
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
        qsizetype size = 2;
        for (const QByteArray &part : std::as_const(exchange->parts))
            size += part.size() + 1;
        QByteArray body;
        body.reserve(size);
        for (const QByteArray &part : std::as_const(exchange->parts)) {
            if (part.isEmpty())
                continue;
            body.append(body.isEmpty() ? '[' : ',');
            body.append(part);
        }
        // A batch of notifications only is answered by nothing at all.
        if (!body.isEmpty())
            body.append(']');
        reply.body = std::move(body);
    }
    const ReplyHandler onReply = std::move(exchange->onReply);
    exchange->parts.clear();
    onReply(reply);
}

} // namespace RpcScope

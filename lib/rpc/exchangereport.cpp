#include "lib/rpc/exchangereport.h"

#include "lib/json/jsonbuilder.h"
#include "lib/json/jsonwriter.h"

#include <QStringDecoder>

#include <algorithm>

namespace RpcScope {

namespace {

void writeHeaders(JsonBuilder &json, const HeaderList &headers)
{
    json.beginArray();
    for (const auto &field : headers) {
        json.beginArray()
            .value(QString::fromLatin1(field.first))
            .value(QString::fromLatin1(shownHeaderValue(field.first, field.second)))
            .endArray();
    }
    json.endArray();
}

void writeText(JsonBuilder &json, const QString &name, const QByteArray &bytes)
{
    bool replaced = false;
    json.key(name).value(ExchangeReport::decodeText(bytes, &replaced));
    if (replaced)
        json.key(QString(name + QStringLiteral("Base64"))).value(QString::fromLatin1(bytes.toBase64()));
}

void writeResponse(JsonBuilder &json, const ResponseInfo &response)
{
    json.beginObject();
    if (!response.id.isAbsent())
        json.key(u"id").raw(response.id.raw());
    json.key(u"outcome").value(ResponseInfo::outcomeName(response.outcome));
    if (!response.method.isEmpty())
        json.key(u"method").value(response.method);
    if (response.outcome == ResponseInfo::Outcome::Error) {
        const DecodedError &error = response.error;
        json.key(u"error").beginObject();
        json.key(u"code");
        if (error.codeRaw.isEmpty())
            json.null();
        else
            json.raw(error.codeRaw);
        json.key(u"name");
        if (error.name.isEmpty())
            json.null();
        else
            json.value(error.name);
        json.key(u"message").value(error.message);
        json.key(u"data");
        if (error.dataRaw.isEmpty())
            json.null();
        else
            json.raw(JsonWriter::compact(JsonDocument::parse(error.dataRaw)));
        if (!error.applicationCode.isEmpty())
            json.key(u"applicationCode").value(error.applicationCode);
        json.endObject();
    }
    json.endObject();
}

} // namespace

QString ExchangeReport::decodeText(const QByteArray &bytes, bool *replaced)
{
    QStringDecoder decoder(QStringDecoder::Utf8);
    QString text = decoder.decode(bytes);
    *replaced = decoder.hasError();
    return text;
}

QByteArray ExchangeReport::toJson(const Exchange &exchange, const QList<AnsweredRequest> &answered, int indent,
                                  const std::function<void(JsonBuilder &)> &trailing)
{
    const Classification &c = exchange.classification;
    const HttpMeta *http = exchange.reply.http ? &*exchange.reply.http : nullptr;
    JsonBuilder json(indent);
    json.beginObject();
    json.key(u"endpoint").value(exchange.endpoint);
    json.key(u"transport").value(Transport::kindName(exchange.transport));
    writeText(json, QStringLiteral("request"), exchange.request);
    json.key(u"requestHeaders");
    writeHeaders(json, http ? http->requestHeaders : HeaderList());
    json.key(u"headers");
    writeHeaders(json, http ? http->responseHeaders : HeaderList());
    json.key(u"status");
    if (http && http->status > 0)
        json.value(http->status);
    else
        json.null();
    json.key(u"durationMs").value(exchange.durationMs());
    writeText(json, QStringLiteral("body"), exchange.body);
    json.key(u"outcome").value(Classification::outcomeName(c.outcome));
    json.key(u"responses").beginArray();
    for (const ResponseInfo &response : c.responses)
        writeResponse(json, response);
    json.endArray();
    // A message with a method and an id is the server asking us: listed with our answer.
    json.key(u"notifications").beginArray();
    for (const IncomingMessage &message : exchange.notifications) {
        if (message.serverRequest)
            continue;
        const JsonDocument doc = JsonDocument::parse(message.bytes);
        if (doc.isValid()) {
            json.raw(JsonWriter::compact(doc));
        } else {
            bool replaced = false;
            json.value(decodeText(message.bytes, &replaced));
        }
    }
    json.endArray();
    json.key(u"findings").beginArray();
    for (const Finding &finding : c.findings) {
        json.beginObject()
            .key(u"id").value(finding.id)
            .key(u"severity").value(Finding::severityName(finding.severity))
            .key(u"message").value(finding.message)
            .endObject();
    }
    json.endArray();
    // Beyond SPEC §8's minimum: the server's own requests with our answers,
    json.key(u"serverRequests").beginArray();
    for (const IncomingMessage &message : exchange.notifications) {
        if (!message.serverRequest)
            continue;
        const JsonDocument doc = JsonDocument::parse(message.bytes);
        const auto found = std::find_if(answered.begin(), answered.end(),
                                         [&doc](const AnsweredRequest &a) { return doc.raw(0) == a.request; });
        AnsweredRequest{message.bytes, found == answered.end() ? QByteArray() : found->response}.writeJson(json);
    }
    json.endArray();
    // the transport failure, sizes and phase timings.
    json.key(u"error");
    if (exchange.reply.error.isError()) {
        json.beginObject()
            .key(u"kind").value(TransportError::kindName(exchange.reply.error.kind))
            .key(u"message").value(exchange.reply.error.message)
            .endObject();
    } else {
        json.null();
    }
    json.key(u"requestBytes").value(qint64(exchange.request.size()));
    json.key(u"responseBytes").value(qint64(exchange.body.size()));
    const Timings &t = exchange.reply.timings;
    json.key(u"timings").beginObject()
        .key(u"startedEpochMs").value(t.startedEpochMs)
        .key(u"connectedMs").value(t.connectedMs)
        .key(u"sentMs").value(t.sentMs)
        .key(u"firstByteMs").value(t.firstByteMs)
        .key(u"totalMs").value(exchange.durationMs())
        .endObject();
    // WebSocket: the opening handshake of the connection, or the refusal that kept it shut.
    json.key(u"handshake");
    if (const std::optional<HttpMeta> &handshake = exchange.reply.handshake) {
        json.beginObject().key(u"status");
        if (handshake->status > 0)
            json.value(handshake->status);
        else
            json.null();
        json.key(u"reason").value(QString::fromUtf8(handshake->reason));
        json.key(u"requestHeaders");
        writeHeaders(json, handshake->requestHeaders);
        json.key(u"headers");
        writeHeaders(json, handshake->responseHeaders);
        json.endObject();
    } else {
        json.null();
    }
    if (trailing)
        trailing(json);
    json.endObject();
    QByteArray out = json.text();
    out += '\n';
    return out;
}

ExchangeReport::ExitStatus ExchangeReport::exitStatus(const Exchange &exchange)
{
    const Classification &c = exchange.classification;
    if (c.outcome == Classification::Outcome::TransportError)
        return ExitTransport;
    for (const ResponseInfo &response : c.responses) {
        if (response.outcome == ResponseInfo::Outcome::Error || response.outcome == ResponseInfo::Outcome::ToolError
            || response.outcome == ResponseInfo::Outcome::BusinessError)
            return ExitResponseError;
    }
    if (c.outcome == Classification::Outcome::Invalid || c.hasErrorFinding())
        return ExitInvalid;
    return ExitOk;
}

QByteArray ExchangeReport::prettyBody(const Exchange &exchange)
{
    const JsonDocument &doc = exchange.classification.document;
    if (doc.isValid())
        return JsonWriter::prettyPrint(doc) + '\n';
    // As it came, with a line end after it, so a shell prompt does not follow on its line.
    if (!exchange.body.isEmpty() && !exchange.body.endsWith('\n'))
        return exchange.body + '\n';
    return exchange.body;
}

} // namespace RpcScope

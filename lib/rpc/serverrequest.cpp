#include "lib/rpc/serverrequest.h"

#include "lib/json/jsonbuilder.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"

namespace RpcScope {

std::optional<ServerRequest> ServerRequest::at(const JsonDocument &doc, int node, qint64 epochMs)
{
    if (doc.type(node) != JsonDocument::Type::Object)
        return std::nullopt;
    const int method = doc.member(node, u"method");
    const int id = doc.member(node, u"id");
    if (method < 0 || doc.type(method) != JsonDocument::Type::String || id < 0)
        return std::nullopt;
    const int params = doc.member(node, u"params");
    return ServerRequest{doc.string(method), RequestId::fromNode(doc, id),
                         params >= 0 ? doc.raw(params).toByteArray() : QByteArray(), doc.raw(node).toByteArray(),
                         epochMs};
}

void AnsweredRequest::writeJson(JsonBuilder &json) const
{
    const JsonDocument doc = JsonDocument::parse(request);
    json.beginObject().key(u"request");
    doc.isValid() ? json.raw(JsonWriter::compact(doc)) : json.value(QString::fromUtf8(request));
    json.key(u"answer");
    response.isEmpty() ? json.null() : json.raw(response);
    json.endObject();
}

QByteArray ServerAnswer::responseTo(const RequestId &requestId) const
{
    JsonBuilder json(0);
    json.beginObject().key(u"jsonrpc").value("2.0").key(u"id").raw(requestId.raw());
    if (isError) {
        json.key(u"error").beginObject().key(u"code").value(code).key(u"message").value(message);
        if (!dataJson.isEmpty())
            json.key(u"data").raw(dataJson);
        json.endObject();
    } else {
        json.key(u"result").raw(resultJson.isEmpty() ? QByteArrayLiteral("{}") : resultJson);
    }
    json.endObject();
    return json.text();
}

} // namespace RpcScope

#include "lib/rpc/sentmessage.h"

#include "lib/json/jsondocument.h"

namespace RpcScope {

namespace {

SentMessage::Item readItem(const JsonDocument &doc, int node)
{
    SentMessage::Item item;
    if (doc.type(node) != JsonDocument::Type::Object) {
        // The server answers an item it cannot read with an error whose id is null.
        item.valid = false;
        item.id = RequestId::null();
        return item;
    }
    const int method = doc.member(node, u"method");
    if (method >= 0 && doc.type(method) == JsonDocument::Type::String)
        item.method = doc.string(method);
    else
        item.valid = false;
    item.id = RequestId::fromNode(doc, doc.member(node, u"id"));
    const int params = doc.member(node, u"params");
    const int meta = params >= 0 && doc.type(params) == JsonDocument::Type::Object ? doc.member(params, u"_meta") : -1;
    if (meta >= 0 && doc.type(meta) == JsonDocument::Type::Object)
        item.mcpRevision = doc.memberString(meta, u"io.modelcontextprotocol/protocolVersion").left(40);
    const bool named = item.method == u"tools/call" || item.method == u"prompts/get";
    if (named || item.method == u"resources/read") {
        const int target = params >= 0 && doc.type(params) == JsonDocument::Type::Object
                               ? doc.member(params, named ? u"name" : u"uri")
                               : -1;
        if (target >= 0 && doc.type(target) == JsonDocument::Type::String)
            item.target = doc.string(target).left(200);
    }
    if (!item.valid && item.id.isAbsent())
        item.id = RequestId::null();
    return item;
}

} // namespace

SentMessage SentMessage::fromBytes(const QByteArray &bytes)
{
    SentMessage sent;
    const JsonDocument doc = JsonDocument::parse(bytes);
    if (!doc.isValid())
        return sent;
    sent.parsed = true;
    if (doc.type(0) == JsonDocument::Type::Array) {
        sent.batch = true;
        for (int child = doc.firstChild(0); child >= 0; child = doc.nextSibling(child))
            sent.items.append(readItem(doc, child));
    } else {
        sent.items.append(readItem(doc, 0));
    }
    return sent;
}

QString SentMessage::Item::label() const
{
    return target.isEmpty() ? method : method + QStringLiteral(" · ") + target;
}

int SentMessage::expectedResponses() const
{
    if (!parsed || isEmptyBatch())
        return 1;    // a parse error, or the one Invalid Request answering `[]`
    int count = 0;
    for (const Item &item : items) {
        if (!item.isNotification())
            ++count;
    }
    return count;
}

QStringList SentMessage::methods() const
{
    QStringList names;
    names.reserve(items.size());
    for (const Item &item : items)
        names.append(item.method);
    return names;
}

QString SentMessage::methodSummary() const
{
    // One request (the common case): its name as is, shared, no list built.
    if (items.size() == 1)
        return items.constFirst().method.isEmpty() ? QStringLiteral("?") : items.constFirst().method;
    QStringList names;
    for (const Item &item : items)
        names.append(item.method.isEmpty() ? QStringLiteral("?") : item.method);
    return names.join(QStringLiteral(", "));
}

} // namespace RpcScope

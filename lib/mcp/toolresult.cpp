#include "lib/mcp/toolresult.h"

#include "lib/json/jsondocument.h"
#include "lib/schema/paramschema.h"
#include "lib/tr.h"

namespace RpcScope {

using Type = JsonDocument::Type;

QString McpContent::summary() const
{
    switch (kind) {
    case Kind::Text:
        return text;
    case Kind::Image:
        return Tr::tr("[image %1, %n byte(s)]", nullptr, int(data.size())).arg(mimeType);
    case Kind::Audio:
        return Tr::tr("[audio %1, %n byte(s)]", nullptr, int(data.size())).arg(mimeType);
    case Kind::Resource:
        return text.isNull() ? Tr::tr("[resource %1 %2, %n byte(s)]", nullptr, int(data.size())).arg(uri, mimeType)
                             : Tr::tr("[resource %1 %2]").arg(uri, mimeType);
    case Kind::ResourceLink:
        return Tr::tr("[resource link %1]").arg(uri);
    case Kind::Other:
        break;
    }
    return Tr::tr("[%1 content]").arg(type);
}

McpContent ToolResult::readItem(const JsonDocument &doc, int node)
{
    McpContent item;
    item.json = doc.raw(node).toByteArray();
    if (doc.type(node) != Type::Object)
        return item;
    item.type = doc.memberString(node, u"type");
    item.mimeType = doc.memberString(node, u"mimeType");
    auto decode = [&item](const JsonDocument &d, int object) {
        const int data = d.member(object, u"data") >= 0 ? d.member(object, u"data") : d.member(object, u"blob");
        if (data < 0 || d.type(data) != Type::String)
            return;
        const auto decoded = QByteArray::fromBase64Encoding(d.string(data).toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
        item.dataValid = bool(decoded);
        item.data = decoded.decoded;
    };
    const int textNode = doc.member(node, u"text");
    if (item.type == u"text") {
        item.kind = McpContent::Kind::Text;
        item.text = doc.memberString(node, u"text");
    } else if (item.type == u"image" || item.type == u"audio") {
        item.kind = item.type == u"image" ? McpContent::Kind::Image : McpContent::Kind::Audio;
        decode(doc, node);
    } else if (item.type == u"resource") {
        item.kind = McpContent::Kind::Resource;
        const int resource = doc.member(node, u"resource");
        if (resource >= 0 && doc.type(resource) == Type::Object) {
            item.uri = doc.memberString(resource, u"uri");
            item.mimeType = doc.memberString(resource, u"mimeType");
            const int text = doc.member(resource, u"text");
            if (text >= 0 && doc.type(text) == Type::String)
                item.text = doc.string(text);
            else
                decode(doc, resource);
        }
    } else if (item.type == u"resource_link") {
        item.kind = McpContent::Kind::ResourceLink;
        item.uri = doc.memberString(node, u"uri");
        item.name = doc.memberString(node, u"name");
    } else if (item.type.isEmpty() && doc.member(node, u"uri") >= 0) {
        // resources/read contents: {uri, mimeType, text | blob}, no type
        item.kind = McpContent::Kind::Resource;
        item.type = QStringLiteral("resource");
        item.uri = doc.memberString(node, u"uri");
        if (textNode >= 0 && doc.type(textNode) == Type::String)
            item.text = doc.string(textNode);
        else
            decode(doc, node);
    }
    return item;
}

ToolResult ToolResult::read(const JsonDocument &doc, int resultNode)
{
    ToolResult out;
    if (resultNode < 0 || doc.type(resultNode) != Type::Object) {
        out.problems.append(Tr::tr("The tool result is not an object."));
        return out;
    }
    const int content = doc.member(resultNode, u"content");
    if (content >= 0 && doc.type(content) == Type::Array) {
        for (int item = doc.firstChild(content); item >= 0; item = doc.nextSibling(item))
            out.content.append(readItem(doc, item));
    } else {
        out.problems.append(Tr::tr("The tool result has no content array."));
    }
    const int isError = doc.member(resultNode, u"isError");
    out.isError = isError >= 0 && doc.type(isError) == Type::True;
    const int structured = doc.member(resultNode, u"structuredContent");
    if (structured >= 0)
        out.structuredContent = doc.raw(structured).toByteArray();
    return out;
}

QList<SchemaProblem> ToolResult::checkStructured(const QByteArray &outputSchemaJson) const
{
    if (outputSchemaJson.isEmpty())
        return {};
    if (structuredContent.isEmpty())
        return {{QStringLiteral("$"), Tr::tr("The tool declares an outputSchema but the result has no structuredContent.")}};
    ParamSchema schemas;
    const SchemaNodePtr schema = schemas.parse(outputSchemaJson);
    if (!schema)
        return {};
    return SchemaValidator::check(*schema, structuredContent);
}

} // namespace RpcScope

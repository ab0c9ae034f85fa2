#include "lib/discovery/registryreader.h"

#include "lib/json/jsondocument.h"

namespace RpcScope {

using Type = JsonDocument::Type;

namespace {

QByteArray json(const JsonDocument &doc, int object, QStringView key)
{
    const int node = doc.member(object, key);
    return node >= 0 ? doc.raw(node).toByteArray() : QByteArray();
}

} // namespace

Registry RegistryReader::fromOpenRpc(const JsonDocument &doc, int documentNode, const QString &source)
{
    Registry registry;
    if (documentNode < 0 || doc.type(documentNode) != Type::Object)
        return registry;
    const int methods = doc.member(documentNode, u"methods");
    if (methods < 0 || doc.type(methods) != Type::Array)
        return registry;
    for (int m = doc.firstChild(methods); m >= 0; m = doc.nextSibling(m)) {
        if (doc.type(m) != Type::Object)
            continue;
        MethodInfo info;
        info.name = doc.memberString(m, u"name");
        if (info.name.isEmpty())
            continue;   // a $ref to components is not resolved into a name
        info.sources.append(source);
        info.summary = doc.memberString(m, u"summary");
        info.description = doc.memberString(m, u"description");
        info.paramsSchema = json(doc, m, u"params");
        info.resultSchema = json(doc, m, u"result");
        info.errors = json(doc, m, u"errors");
        info.examples = json(doc, m, u"examples");
        info.definition = doc.raw(m).toByteArray();
        // An OpenRPC extension some servers use to declare the other spellings of a method.
        const int aliases = doc.member(m, u"x-aliases");
        if (aliases >= 0 && doc.type(aliases) == Type::Array) {
            for (int a = doc.firstChild(aliases); a >= 0; a = doc.nextSibling(a)) {
                if (doc.type(a) == Type::String)
                    info.aliases.append(doc.string(a));
            }
        }
        registry.merge(info);
    }
    return registry;
}

Registry RegistryReader::fromListMethods(const JsonDocument &doc, int resultNode)
{
    Registry registry;
    if (resultNode < 0 || doc.type(resultNode) != Type::Array)
        return registry;
    for (int n = doc.firstChild(resultNode); n >= 0; n = doc.nextSibling(n)) {
        if (doc.type(n) != Type::String)
            continue;
        MethodInfo info;
        info.name = doc.string(n);
        info.sources.append(QStringLiteral("list-methods"));
        registry.merge(info);
    }
    return registry;
}

Registry RegistryReader::fromMcpPage(const JsonDocument &doc, int resultNode, MethodInfo::Kind kind,
                                     QString *nextCursor)
{
    Registry registry;
    if (nextCursor)
        nextCursor->clear();
    if (resultNode < 0 || doc.type(resultNode) != Type::Object)
        return registry;
    if (nextCursor)
        *nextCursor = doc.memberString(resultNode, u"nextCursor");

    QStringView listKey;
    QString source;
    switch (kind) {
    case MethodInfo::Kind::Tool: listKey = u"tools"; source = QStringLiteral("mcp-tool"); break;
    case MethodInfo::Kind::Resource: listKey = u"resources"; source = QStringLiteral("mcp-resource"); break;
    case MethodInfo::Kind::Prompt: listKey = u"prompts"; source = QStringLiteral("mcp-prompt"); break;
    case MethodInfo::Kind::Method: return registry;
    }
    int list = doc.member(resultNode, listKey);
    if (list < 0 && kind == MethodInfo::Kind::Resource)
        list = doc.member(resultNode, u"resourceTemplates");
    if (list < 0 || doc.type(list) != Type::Array)
        return registry;
    for (int n = doc.firstChild(list); n >= 0; n = doc.nextSibling(n)) {
        if (doc.type(n) != Type::Object)
            continue;
        MethodInfo info;
        info.kind = kind;
        // Resources are addressed by URI (or URI template); tools and prompts by name.
        if (kind == MethodInfo::Kind::Resource) {
            info.name = doc.memberString(n, u"uri");
            if (info.name.isEmpty())
                info.name = doc.memberString(n, u"uriTemplate");
            info.summary = doc.memberString(n, u"name");
        } else {
            info.name = doc.memberString(n, u"name");
            info.summary = doc.memberString(n, u"title");
        }
        if (info.name.isEmpty())
            continue;
        info.sources.append(source);
        info.description = doc.memberString(n, u"description");
        if (info.summary.isEmpty())
            info.summary = info.description.section(QLatin1Char('\n'), 0, 0);
        info.paramsSchema = kind == MethodInfo::Kind::Prompt ? json(doc, n, u"arguments") : json(doc, n, u"inputSchema");
        info.resultSchema = json(doc, n, u"outputSchema");
        info.definition = doc.raw(n).toByteArray();
        registry.merge(info);
    }
    return registry;
}

} // namespace RpcScope
